"""Files as a hostile or unlucky user has them: texts UTF-8 cannot encode, numbers strict
JSON cannot write, null fields, special files, read-only targets, symbolic links and the
temporaries of killed saves. Nothing hangs, nothing is lost, nothing unreadable is written."""

from __future__ import annotations

import codecs
import errno
import json
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from editor.cli import main
from editor.engine.board import Coord
from editor.engine.scenario import Scenario, ScenarioText
from editor.io import files, m44
from editor.io.files import FileWriteError, atomic_write, clean_stale_temporaries, read_file
from editor.io.m44 import M44ReadError, M44WriteError, dumps, load, loads, save

from .test_save import scenario

BASE = {"board": {"type": "STANDARD", "face": "COUNTRY",
                  "hexagons": [{"row": 0, "col": 0, "terrain": {"name": "woods"}}]}}


def doc_with(**top: object) -> str:
    return json.dumps({**BASE, **top})


# --- 0. a key written twice -----------------------------------------------------------------

def test_a_key_written_twice_is_read_as_json_readers_do_and_listed() -> None:
    """JSON readers keep a repeated key's last value: the values before it are lost, and
    the repair says so where it is (it went unsaid: hexes dropped with "0 fixes")."""
    text = ('{"game_info": {"starting": "PLAYER2", "starting": "PLAYER1"}, '
            '"board": {"type": "STANDARD", "face": "COUNTRY", '
            '"hexagons": [{"row": 0, "col": 0, "terrain": {"name": "woods"}}], '
            '"hexagons": [{"row": 0, "col": 2, "terrain": {"name": "hills", "name": "woods", '
            '"name": "hills"}}]}}')
    result = loads(text, source="s.m44")
    s = result.scenario
    assert s.game_info.starting == "PLAYER1"
    assert set(s.hexes) == {Coord(0, 2)} and s.hexes[Coord(0, 2)].terrain.name == "hills"
    said = [(f.path, f.severity, f.message) for f in result.fixes if f.code == "repeated-key"]
    assert said == [
        ("$.board.hexagons", "warning", "the key 'hexagons' is written twice in one object: "
         "the last value is read, the first dropped"),
        ("$.board.hexagons[0].terrain.name", "warning", "the key 'name' is written 3 times "
         "in one object: the last value is read, the 2 before it dropped"),
        ("$.game_info.starting", "warning", "the key 'starting' is written twice in one "
         "object: the last value is read, the first dropped")]
    assert not any(f.code == "repeated-key" for f in loads(dumps(s)).fixes)


def test_an_empty_file_is_said_to_be_empty(tmp_path: Path) -> None:
    """It read "line 1 column 1: not JSON: Expecting value"."""
    (tmp_path / "e.m44").write_bytes(b"")
    (tmp_path / "b.m44").write_bytes(b" \n\t\n")
    with pytest.raises(M44ReadError, match=r"e\.m44: empty: there is no JSON to read$"):
        load(tmp_path / "e.m44")
    with pytest.raises(M44ReadError, match=r"b\.m44: only blank space: there is no JSON"):
        load(tmp_path / "b.m44")


@pytest.mark.parametrize(("data", "said"), [
    (codecs.BOM_UTF8, "holds only a byte order mark (UTF-8)"),
    (codecs.BOM_UTF16_LE, "holds only a byte order mark (UTF-16)"),
    (codecs.BOM_UTF16_BE, "holds only a byte order mark (UTF-16)"),
    (codecs.BOM_UTF32_LE, "holds only a byte order mark (UTF-32)"),
    (codecs.BOM_UTF8 + b" \r\n", "holds only a byte order mark (UTF-8) and blank space"),
    ("\ufeff\n".encode("utf-16"), "holds only a byte order mark (UTF-16) and blank space"),
])
def test_a_file_of_a_byte_order_mark_alone_is_said_to_hold_only_that(
        tmp_path: Path, data: bytes, said: str) -> None:
    """Found by the converter audit: a file holding a byte order mark and nothing else,
    as an editor saves an emptied file, was said to be "empty", which a user who sees a
    file of two or three bytes cannot square with it."""
    path = tmp_path / "marked.m44"
    path.write_bytes(data)
    with pytest.raises(M44ReadError) as e:
        load(path)
    assert str(e.value) == f"{path}: {said}: there is no JSON to read"
    out = subprocess.run([sys.executable, "-m", "editor", "validate", str(path)],
                         capture_output=True, text=True, cwd=Path(__file__).parents[2])
    assert out.returncode == 2 and out.stderr.strip().endswith(
        f"{path}: {said}: there is no JSON to read")


#: A scenario with texts beyond ASCII, as a French or Japanese editor of it would have it.
WORLD = (Path(__file__).parent.parent / "data" / "official-style.m44").read_text(
    encoding="utf-8").replace("Withdrawal to the Aure", "Repli sur l'Aure, été 北 \U0001F600")


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-32"])
def test_a_utf16_file_notepad_saved_reads_as_its_utf8_twin(encoding: str,
                                                           tmp_path: Path) -> None:
    """Found by the converter audit: a file saved by Windows' Notepad as "Unicode" (UTF-16,
    with or without its byte order mark) was refused ("not UTF-8 text (byte 0xFF)", or
    without the mark "line 1 column 2: not JSON: Expecting property name"). It is read as
    such, said once, and converted to UTF-8."""
    source = tmp_path / "notepad.m44"
    source.write_bytes(WORLD.encode(encoding))
    result = load(source)
    assert dumps(result.scenario) == dumps(loads(WORLD).scenario)
    assert result.scenario.text["en"].name == "Repli sur l'Aure, été 北 \U0001F600"
    said = encoding.upper()[:6]
    assert [(f.path, f.code, f.message) for f in result.fixes] == [
        ("$", "utf-16", f"the file is {said} text, not UTF-8: read as {said}, written back "
                        "as UTF-8")]
    target = tmp_path / "out.m44"
    assert main(["convert", str(source), "-o", str(target), "-q"]) == 0
    assert target.read_bytes() == dumps(result.scenario).encode("utf-8")


#: The scenario as a French book saved on Windows has it: Windows-1252 characters only.
BOOK = (Path(__file__).parent.parent / "data" / "official-style.m44").read_text(
    encoding="utf-8").replace("Withdrawal to the Aure", "Repli sur l’Aure, été «Noël»")


def test_a_windows_1252_file_reads_as_its_utf8_twin_naming_what_to_check(
        tmp_path: Path) -> None:
    """Found by the converter audit: a file saved on Windows in its own encoding
    (Windows-1252, Latin-1 in the range they share), as the official scenario books were,
    was refused as a whole ("not UTF-8 text (byte 0xE9)"). It is read as Windows-1252, the
    first words beyond ASCII named where they are, so that the user can check them, and
    converted to UTF-8."""
    source = tmp_path / "book.m44"
    data = BOOK.encode("cp1252")
    source.write_bytes(data)
    result = load(source)
    assert dumps(result.scenario) == dumps(loads(BOOK).scenario)
    assert result.scenario.text["en"].name == "Repli sur l’Aure, été «Noël»"
    line = BOOK[:BOOK.index("Repli")].count("\n") + 1
    column = BOOK.index("Repli") - BOOK.rfind("\n", 0, BOOK.index("Repli"))
    at = [column + len("Repli sur "), column + len("Repli sur l’Aure, "),
          column + len("Repli sur l’Aure, été «")]
    assert [(f.path, f.code, f.message) for f in result.fixes] == [
        ("$", "windows-1252", f"the file is not UTF-8 (byte 0x92 at line {line} column "
                              f"{at[0] + 1}): read as Windows-1252, the encoding of Windows "
                              "editors, and written back as UTF-8; check its words beyond "
                              f"ASCII as read: 'l’Aure' at line {line} column {at[0]}, 'été' "
                              f"at line {line} column {at[1]}, '«Noël»' at line {line} "
                              f"column {at[2] - 1}")]
    target = tmp_path / "out.m44"
    assert main(["convert", str(source), "-o", str(target), "-q"]) == 0
    assert target.read_bytes() == dumps(result.scenario).encode("utf-8")
    assert load(target).fixes == []


def test_a_windows_1252_file_with_a_word_of_300000_letters_reads_at_once() -> None:
    """Found by the fuzzer: the words beyond ASCII were found by a pattern that searched
    each run of letters for one from every one of its starts, minutes on a name of 300,000
    ASCII letters (validate was stopped as a hang). Each run is read once."""
    name = "x" * 300_000 + " é"
    result = loads(BOOK.replace("Repli sur l’Aure, été «Noël»", name).encode("cp1252"))
    (fix,) = [f for f in result.fixes if f.code == "windows-1252"]
    assert "'l’Aure'" not in fix.message and "'é' at line" in fix.message
    assert result.scenario.text["en"].name == name


def test_an_unknown_name_of_300000_letters_is_not_compared_letter_by_letter(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Found by the fuzzer: the unknown-name check's "did you mean" compared a name of
    300,000 letters with each catalog name in full (13 s); no name that long is close to
    one of a few letters, which difflib's cheap bounds tell at once."""
    import difflib

    from editor.engine.catalog import CATALOG

    def full_comparison(_self: object) -> float:
        raise AssertionError("compared in full")

    monkeypatch.setattr(difflib.SequenceMatcher, "ratio", full_comparison)
    assert CATALOG.close_name("x" * 300_000, "terrain") is None
    monkeypatch.undo()
    assert CATALOG.close_name("wods", "terrain") == "woods"  # still found when close


@pytest.mark.parametrize("byte", [0x81, 0x8D, 0x8F, 0x90, 0x9D])
def test_a_byte_windows_1252_leaves_undefined_is_refused_at_its_place(byte: int) -> None:
    data = b'{"board": {},\n "text": {"fr": {"name": "\xe9t\xe9 ' + bytes([byte]) + b'"}}}'
    with pytest.raises(M44ReadError) as e:
        loads(data, source="book.m44")
    assert str(e.value) == (f"book.m44: line 2 column 31: not UTF-8 text (byte 0xE9 at line 2 "
                            f"column 27), nor Windows-1252 (byte 0x{byte:02X}, which "
                            "Windows-1252 leaves undefined)")


def test_a_file_of_mixed_encodings_is_refused() -> None:
    """UTF-8 text beside a byte that is not UTF-8: read as Windows-1252 its UTF-8
    characters would be garbled (é as Ã©), read as UTF-8 the byte would be lost."""
    data = '{"board": {}, "text": {"fr": {"name": "été", "rules": "X"}}}'.encode()
    data = data.replace(b'"X"', b'"\xe9"')
    with pytest.raises(M44ReadError) as e:
        loads(data, source="mixed.m44")
    assert str(e.value) == ("mixed.m44: line 1 column 56: not UTF-8 text (byte 0xE9), though "
                            "line 1 column 40 holds UTF-8 text: a file of mixed encodings, "
                            "which cannot be read as one")


def test_a_utf16_file_cut_short_is_refused_at_its_line_and_column() -> None:
    data = ('{\n  "board": {"type": "STANDARD",\n  "face": "COUNTRY"}\n}').encode("utf-16")
    with pytest.raises(M44ReadError) as e:
        loads(data[:-1], source="cut.m44")
    assert str(e.value) == ("cut.m44: line 4 column 1: UTF-16 text that cannot be read as such "
                            "(truncated data)")


# --- 1. text the writer cannot encode -------------------------------------------------------

def test_a_lone_surrogate_is_repaired_on_reading_and_listed() -> None:
    text = doc_with(text={"en": {"name": "Pont \\ud800 X"}}).replace("\\\\ud800", "\\ud800")
    assert "\\ud800" in text and "\\\\" not in text
    result = loads(text, source="s.m44")
    assert result.scenario.text["en"].name == "Pont \ufffd X"
    fix = [f for f in result.fixes if f.code == "lone-surrogate"]
    assert [f.path for f in fix] == ["$.text.en.name"]
    # and what was read can be written and read back
    assert loads(dumps(result.scenario)).scenario == result.scenario


def test_a_lone_surrogate_in_a_key_is_repaired_too() -> None:
    text = doc_with(**{"x\\udc00": 1}).replace("\\\\udc00", "\\udc00")
    result = loads(text)
    assert "x\ufffd" in result.scenario.extra
    assert any(f.code == "lone-surrogate" for f in result.fixes)


def test_a_scenario_holding_a_lone_surrogate_is_refused_by_save_and_nothing_replaced(
        tmp_path: Path) -> None:
    target = tmp_path / "a.m44"
    good = Scenario()
    save(good, target)
    before = target.read_bytes()
    bad = Scenario()
    bad.text["en"] = ScenarioText(name="half \ud800 pair")
    with pytest.raises(M44WriteError, match="UTF-8 cannot encode"):
        save(bad, target)
    assert target.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.m44"]


# --- 2. never write what we cannot read -------------------------------------------------------

def test_a_number_beyond_a_double_is_refused_with_its_path() -> None:
    with pytest.raises(M44ReadError) as e:
        loads(doc_with(extra_key={"big": 1}).replace('"big": 1', '"big": 1e400'), source="f")
    assert e.value.place == "$.extra_key.big"


def test_the_writer_writes_strict_json_only() -> None:
    s = Scenario()
    s.extra = {"x": float("inf")}
    with pytest.raises(M44WriteError, match="strict JSON"):
        dumps(s)


def test_save_reads_the_written_file_back_before_replacing(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    from editor.io import m44

    target = tmp_path / "a.m44"
    save(Scenario(), target)
    before = target.read_bytes()
    # a writer bug that produces text our reader refuses
    monkeypatch.setattr(m44, "encode", lambda s: b'{"board": NaN}\n')
    with pytest.raises(M44WriteError, match="would not read back"):
        save(Scenario(), target)
    assert target.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.m44"]


def test_convert_in_place_never_replaces_a_readable_file_with_an_unreadable_one(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "a.m44"
    original = doc_with(x={"big": 1}).replace('"big": 1', '"big": 1e400')
    f.write_text(original, "utf-8")
    assert main(["convert", str(f), "--in-place"]) == 2
    assert f.read_text("utf-8") == original
    assert not (tmp_path / "a.m44.bak").exists()
    assert "$.x.big" in capsys.readouterr().err


def test_convert_says_nothing_of_a_file_it_could_not_write(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Only the failure is said: neither the input's fixes, which say what was written
    ("wrote the string '7' as a number"), nor a finding "at" an output file that does not
    exist."""
    f = tmp_path / "a.m44"
    f.write_text(doc_with(meta_data={"scenario_id": "7"}), "utf-8")
    target = tmp_path / "missing" / "b.m44"
    assert main(["convert", str(f), "-o", str(target)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.strip() == f"{target}: cannot write: no such folder"
    assert not target.parent.exists()


@pytest.mark.parametrize("medal", [{"permanent": None}, {"permanent": None, "side": None},
                                   {}, None])
def test_null_fields_reach_their_canonical_form_on_the_first_conversion(medal: object) -> None:
    hexes = [{"row": 0, "col": 0, "tags": [{"name": "medal1", "medal": medal}]}]
    once = dumps(loads(json.dumps({"board": {**BASE["board"], "hexagons": hexes}})).scenario)
    twice = dumps(loads(once).scenario)
    assert once == twice
    assert '"medal"' not in once


# --- 5. special files and sizes ---------------------------------------------------------------

def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.m44"
    os.mkfifo(fifo)
    outcome: list[BaseException] = []

    def read() -> None:
        try:
            load(fifo)
        except BaseException as e:  # noqa: BLE001 - the test inspects it
            outcome.append(e)

    t = threading.Thread(target=read, daemon=True)
    t.start()
    t.join(10)
    if t.is_alive():  # unblock the reader so that the test run goes on
        with open(fifo, "wb"):
            pass
        pytest.fail("reading a FIFO blocked")
    assert isinstance(outcome[0], M44ReadError)
    assert "FIFO" in str(outcome[0]) and str(fifo) in str(outcome[0])


def test_a_device_is_refused_not_read_until_memory_runs_out() -> None:
    with pytest.raises(M44ReadError, match="character device"):
        load("/dev/zero")


def test_a_file_whose_size_lies_is_still_read_through_the_limit() -> None:
    """A file that says it is empty and is not (the kernel's /proc files, a file growing
    while read) is refused past the limit, never cut there and read as whole (a mutant
    reading up to the limit, not one byte past it, passed every test before)."""
    status = Path("/proc/self/status")
    if not status.is_file() or status.stat().st_size != 0:
        pytest.skip("no /proc file whose size says 0")
    with pytest.raises(files.FileReadError, match="larger than"):
        read_file(status, 100)
    assert len(read_file(status, 1 << 20)) > 100


def test_a_socket_is_refused_naming_what_it_is(tmp_path: Path) -> None:
    """A Unix socket left where a scenario was expected is named as one (a mutant naming
    it "None" passed every test before)."""
    import socket

    path = tmp_path / "s.m44"
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(path))
        with pytest.raises(M44ReadError, match="is a socket"):
            load(path)


def test_reading_stops_at_the_limit(tmp_path: Path) -> None:
    f = tmp_path / "big"
    f.write_bytes(b" " * 1001)
    with pytest.raises(files.FileReadError, match="larger than"):
        read_file(f, 1000)
    assert read_file(f, 1001) == b" " * 1001


def test_a_file_of_our_own_may_be_read_through_a_larger_limit(tmp_path: Path) -> None:
    """Scenarios are read through 5 MB; a file of our own that may be larger (a recovery
    copy of a document grown past it) is read through the limit its reader gives."""
    s = Scenario()
    s.text["en"] = ScenarioText(name="Big", historical="x" * (6 << 20))
    f = tmp_path / "big.m44"
    f.write_text(dumps(s), "utf-8")
    with pytest.raises(M44ReadError, match="larger than the 5 MB limit"):
        load(f)
    with pytest.raises(M44ReadError, match="larger than the 5 MB limit"):
        loads(f.read_bytes())
    assert load(f, limit=7 << 20).scenario == s
    with pytest.raises(M44ReadError, match="larger than the 6 MB limit"):
        loads(f.read_bytes(), limit=6 << 20)


def test_validate_on_a_fifo_and_a_device_exits_2_with_one_line(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.m44"
    os.mkfifo(fifo)
    for name in (str(fifo), "/dev/zero"):
        done = subprocess.run([sys.executable, "-m", "editor", "validate", name],
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 2
        assert done.stderr.count("\n") == 1 and name in done.stderr
        assert "regular file" in done.stderr


# --- 8. saves that respect the file system ----------------------------------------------------

def test_a_read_only_target_is_refused_and_left_alone(tmp_path: Path) -> None:
    target = tmp_path / "a.m44"
    save(scenario("woods"), target)
    os.chmod(target, 0o444)
    before = target.read_bytes()
    with pytest.raises(FileWriteError, match="read-only"):
        save(scenario("hills"), target)
    assert target.read_bytes() == before
    assert target.stat().st_mode & 0o777 == 0o444


def test_a_symbolic_link_is_written_through(tmp_path: Path) -> None:
    real = tmp_path / "real" / "a.m44"
    real.parent.mkdir()
    save(scenario("woods"), real)
    link = tmp_path / "link.m44"
    link.symlink_to(real)
    save(scenario("hills"), link)
    assert link.is_symlink()
    assert load(real).scenario == scenario("hills")
    assert load(real.with_name("a.m44.bak")).scenario == scenario("woods")


def test_stale_temporaries_of_killed_saves_are_cleaned_on_the_next_save(tmp_path: Path) -> None:
    target = tmp_path / "a.m44"
    save(scenario("woods"), target)
    stale = tmp_path / ".a.m44.k1ll3d_x.tmp"
    stale.write_bytes(b"half a file")
    other = tmp_path / ".b.m44.k1ll3d_x.tmp"  # another file's: not ours to judge here
    other.write_bytes(b"x")
    save(scenario("hills"), target)
    assert not stale.exists()
    assert other.exists()


def test_a_temporary_being_written_is_not_taken_for_a_stale_one(tmp_path: Path) -> None:
    import fcntl

    target = tmp_path / "a.m44"
    busy = tmp_path / ".a.m44.abcdefgh.tmp"
    with open(busy, "wb") as f:
        fcntl.flock(f.fileno(), fcntl.LOCK_EX)
        # another process's lock: flock locks belong to the open file, so a second open
        # file of this process stands for it
        assert clean_stale_temporaries(target) == []
        assert busy.exists()
    assert clean_stale_temporaries(target) == [busy]


def test_a_save_killed_mid_way_leaves_the_old_or_the_new_file(tmp_path: Path) -> None:
    """Kill saving processes at random moments: the target always reads, as the old or the
    new scenario; the next save removes what the killed ones left."""
    import random
    import signal
    import time

    target = tmp_path / "a.m44"
    old, new = scenario("woods"), scenario("hills")
    big = scenario("hills")
    big.text["en"] = ScenarioText(historical="x" * 2_000_000)
    save(old, target, backup=False)
    code = ("import sys; from editor.io.m44 import load, save; "
            "s = load(sys.argv[1]).scenario; print('go', flush=True); save(s, sys.argv[2])")
    source = tmp_path / "big.m44"
    save(big, source)
    rng = random.Random(7)
    for _ in range(6):
        p = subprocess.Popen([sys.executable, "-c", code, str(source), str(target)],
                             stdout=subprocess.PIPE)
        assert p.stdout is not None and p.stdout.readline() == b"go\n"
        time.sleep(rng.uniform(0, 0.05))
        p.send_signal(signal.SIGKILL)
        p.wait()
        assert load(target).scenario in (old, big)
    save(new, target)
    assert load(target).scenario == new
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_atomic_write_refuses_to_write_over_a_directory(tmp_path: Path) -> None:
    (tmp_path / "d").mkdir()
    with pytest.raises(FileWriteError, match="not a regular file"):
        atomic_write(tmp_path / "d", b"x")


def test_a_missing_folder_is_said_of_the_file_not_of_a_temporary(tmp_path: Path) -> None:
    """mkstemp in a folder that does not exist failed naming ".b.m44.x7q2_m_.tmp"."""
    link = tmp_path / "link.m44"
    link.symlink_to(tmp_path / "gone" / "b.m44")
    for target in (tmp_path / "gone" / "b.m44", link):
        with pytest.raises(FileWriteError) as e:
            atomic_write(target, b"x")
        assert e.value.filename == str(tmp_path / "gone" / "b.m44")
        assert e.value.strerror == "no such folder"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.m44"]


def test_a_folder_where_the_backup_goes_is_named_and_nothing_written(tmp_path: Path,
                                                                      capsys) -> None:  # type: ignore[no-untyped-def]
    """The write is refused before anything changes, and the message names the backup (it
    named the file written, which was a regular file, "Is a directory")."""
    target = tmp_path / "s.m44"
    target.write_bytes(b"old")
    (tmp_path / "s.m44.bak").mkdir()
    with pytest.raises(FileWriteError, match="its backup s.m44.bak cannot be replaced: not "
                                             "a regular file"):
        atomic_write(target, b"new")
    assert target.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.m44", "s.m44.bak"]
    # not in the canonical form (one line), so the conversion must write it
    (tmp_path / "t.m44").write_text(dumps(scenario()).replace("\n", ""), "utf-8")
    (tmp_path / "t.m44.bak").mkdir()
    assert main(["convert", str(tmp_path / "t.m44"), "--in-place", "-q"]) == 2
    assert "its backup t.m44.bak cannot be replaced" in capsys.readouterr().err


@pytest.mark.parametrize("number", ["1e400", "-1E+309", "9" * 250 + "e99", "1" * 320 + ".5"])
def test_every_spelling_of_a_number_beyond_a_double_is_refused(number: str) -> None:
    with pytest.raises(M44ReadError) as e:
        loads(doc_with(x=[0]).replace('"x": [0]', f'"x": [{number}]'))
    assert e.value.place == "$.x[0]"


#: What a number beyond a double must contain, as it was looked for before the leftovers6
#: audit: a run of over 200 digits sought from each of its digits, and read to its end.
_HUGE_BEFORE_THE_AUDIT = re.compile(r"[eE][+-]?\d{3}|\d{200}")


def test_what_a_number_beyond_a_double_contains_is_found_as_before() -> None:
    """A run of over 200 digits is sought from its first digit only now (the leftovers6
    audit: from each digit, a 5 MB file of runs of 199 digits kept the reading 1.8 s;
    ``make bench``: read-digit-runs): the same places found, runs of every length around
    200 digits, with or without an exponent, next to each other's ends."""
    ends = ["", "1", "e", "E+", "e-", "e1", ".", ",", " ", "x", "\u0663", "1e99"]
    runs = [0, 1, 2, 3, 4, 199, 200, 201, 399, 400, 401]
    texts = [a + "7" * n + b + "8" * m for a in ends for b in ends for n in runs
             for m in (0, 3, 200)]
    found = [m and m.span() for m in map(m44._HUGE.search, texts)]
    assert found == [m and m.span() for m in map(_HUGE_BEFORE_THE_AUDIT.search, texts)]
    assert any(found) and not all(found)
    assert m44._HUGE.search(",".join(["1" * 199] * 1000)) is None


@pytest.mark.parametrize("count", ["4" * 400, 10 ** 400, 1e300, "9" * 5000, 2 ** 53 + 1])
def test_a_count_beyond_the_shared_integers_is_refused_with_its_path(count: object) -> None:
    """Found by fuzzing: nbr_units "444...4" (400 digits) read as a number, and the checks
    overflowed dividing it (a 5,000-digit one raised Python's own digit limit)."""
    hexes = [{"row": 0, "col": 0, "unit": {"name": "inf", "nbr_units": count}}]
    with pytest.raises(M44ReadError, match="out of range") as e:
        loads(json.dumps({"board": {**BASE["board"], "hexagons": hexes}}))
    assert e.value.place == "$.board.hexagons[0].unit.nbr_units"


def test_the_largest_shared_integer_still_reads() -> None:
    hexes = [{"row": 0, "col": 0, "unit": {"name": "inf", "nbr_units": 2 ** 53}}]
    s = loads(json.dumps({"board": {**BASE["board"], "hexagons": hexes}})).scenario
    from editor.io.report import check_scenario

    check_scenario(s)  # and the checks cope with it


@pytest.mark.parametrize(("doc", "place"), [
    ({"board": {**BASE["board"], "hexagons": {"1" * 4301: {"row": 0, "col": 0}}}},
     "$.board.hexagons"),
    ({**BASE, "text": {"en": {"rules": {"9" * 5000: "a"}}}}, "$.text.en.rules"),
])
def test_an_object_keyed_by_a_number_too_long_for_an_index_is_refused_with_its_place(
        doc: dict, place: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Found by an audit: such keys passed for list indexes, and sorting them by their
    value raised Python's own digit limit (exit 3). PHP's list indexes are 64-bit."""
    with pytest.raises(M44ReadError) as e:
        loads(json.dumps(doc), source="k.m44")
    assert e.value.place == place
    assert "found an object with the keys '" in e.value.message
    assert len(e.value.message) < 200  # the key is quoted cut short
    f = tmp_path / "k.m44"
    f.write_text(json.dumps(doc), "utf-8")
    assert main(["validate", str(f)]) == 2
    assert capsys.readouterr().err.startswith(f"{f}: {place}: ")


def test_an_object_keyed_by_long_list_indexes_still_reads_as_a_list() -> None:
    hexes = {"1" + "0" * 18: {"row": 0, "col": 2, "terrain": {"name": "hills"}},
             "7": {"row": 0, "col": 0, "terrain": {"name": "woods"}}}
    result = loads(json.dumps({"board": {**BASE["board"], "hexagons": hexes}}))
    assert [f.code for f in result.fixes] == ["missing-game-info", "numbered-object"]
    assert result.scenario.hex(Coord(0, 2)).terrain.name == "hills"


def test_a_file_that_cannot_be_written_is_named_as_it_was_given(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # "m44 brief ... -o ro/x.png" said "/tmp/.../ro/x-2.png: cannot write": a relative name
    # came back absolute, the links resolved
    monkeypatch.chdir(tmp_path)
    (tmp_path / "ro").mkdir()
    (tmp_path / "ro" / "x-2.png").write_bytes(b"old")
    (tmp_path / "ro" / "x-2.png").chmod(0o444)
    for name in ("ro/x-2.png", Path("ro/x-2.png")):
        with pytest.raises(FileWriteError) as e:
            atomic_write(name, b"new")
        assert e.value.filename == "ro/x-2.png"
    with pytest.raises(FileWriteError) as e:
        atomic_write("missing/a.m44", b"x")
    assert e.value.filename == "missing/a.m44"


def test_a_file_whose_folder_one_may_not_write_in_is_said_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """A writable file in a folder one may not write in: a save makes its new copy in the
    folder, and the message said only "Permission denied" of the file, which ``ls`` shows
    writable. (Root writes in any folder: the refusal is the one an unprivileged user
    meets, from mkstemp.)"""
    target = tmp_path / "s.m44"
    target.write_text(dumps(scenario()).replace("\n", ""), "utf-8")  # not canonical
    before = target.read_bytes()

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))

    monkeypatch.setattr(files.tempfile, "mkstemp", refuse)
    with pytest.raises(PermissionError) as e:
        atomic_write(target, b"new")
    assert e.value.filename == str(target)
    assert e.value.strerror == f"{os.strerror(errno.EACCES)} to make a file in its folder"
    assert main(["convert", str(target), "--in-place"]) == 2
    assert capsys.readouterr().err.splitlines()[-1] == (
        f"{target}: cannot write: {os.strerror(errno.EACCES)} to make a file in its folder")
    assert target.read_bytes() == before


def test_a_scenario_over_the_readers_limit_is_refused_by_save_saying_its_size(
        tmp_path: Path) -> None:
    """A scenario grown past the 5 MB the reader opens (long texts pasted in) was written to
    a temporary file, read back, refused there, and said as "the written file would not
    read back (file is 6,291,… bytes, larger than the 5 MB limit)": the words of a bug. It
    is refused before anything is written, with its size and the limit in plain words; the
    file on disk stays as it was."""
    target = tmp_path / "a.m44"
    save(Scenario(), target)
    before = target.read_bytes()
    big = Scenario()
    big.text["en"] = ScenarioText(name="Big", historical="x" * (6 * 1024 * 1024))
    size = len(dumps(big).encode("utf-8"))
    with pytest.raises(M44WriteError) as e:
        save(big, target)
    assert str(e.value) == (f"the scenario is {size:,} bytes as a file, over the 5 MB "
                            "(5,242,880 bytes) a scenario file may hold (the most the "
                            "editor and m44 open): nothing written; shorten its texts")
    assert target.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.m44"]


def test_a_write_that_cannot_replace_its_file_keeps_the_backup_there_was(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Found by the convwalk audit: when the file could not be replaced at the last step
    (a file made immutable, or on Windows one another program holds open), its backup had
    already been replaced by a copy of it: the file as it was before the last save (the
    official file a conversion in place kept as .bak) was lost, and nothing was written."""
    target, bak = tmp_path / "s.m44", tmp_path / "s.m44.bak"
    target.write_bytes(b"old")
    bak.write_bytes(b"older")
    real_replace = os.replace

    def replace(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        if Path(dst) == target:
            raise PermissionError(errno.EPERM, "Operation not permitted", str(dst))
        real_replace(src, dst)

    monkeypatch.setattr(files.os, "replace", replace)
    with pytest.raises(PermissionError):
        atomic_write(target, b"new")
    assert (target.read_bytes(), bak.read_bytes()) == (b"old", b"older")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.m44", "s.m44.bak"]
    monkeypatch.setattr(files.os, "replace", real_replace)  # and once it can: as before
    atomic_write(target, b"new")
    assert (target.read_bytes(), bak.read_bytes()) == (b"new", b"old")
