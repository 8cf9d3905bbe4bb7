"""The m44 command line: output formats and exit codes."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from editor import __version__
from editor.cli import SUBCOMMANDS, main
from editor.engine.board import Coord
from editor.io.m44 import load

from .conftest import DATA, ROOT, SCENARIOS

SLOPPY = DATA / "sloppy.m44"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "editor", *args], capture_output=True,
                          text=True, cwd=ROOT)


def test_version_and_help() -> None:
    out = run("--version")
    assert out.returncode == 0 and out.stdout.strip() == f"m44 {__version__}"
    for command in SUBCOMMANDS:
        help_ = run(command, "--help")
        assert help_.returncode == 0 and "usage: m44 " + command in help_.stdout


def test_bad_usage_exits_2() -> None:
    assert run().returncode == 2
    assert run("validate").returncode == 2
    assert run("frobnicate").returncode == 2


def test_samples_validate_clean() -> None:
    """Nothing to mend: the only lines are the notes of what the simulation does not play
    (the samples' frozen rivers and marshes, Oyster Green's sea bluffs, said by its map's
    finding and not again by its text's)."""
    out = run("validate", *map(str, SCENARIOS))
    assert out.returncode == 0, out.stdout + out.stderr
    notes = (": info unplayed-terrain at ", ": info unplayed-rule at ",
             ": info unplayed-behavior at ")
    for line in out.stdout.splitlines():
        assert any(note in line for note in notes), line
    assert "oyster-green.m44: info unplayed-behavior at a6: the simulation does not play BLUFF" \
        in out.stdout
    out = run("validate", "--ignore", "unplayed-terrain,unplayed-rule,unplayed-behavior",
              *map(str, SCENARIOS))
    assert out.returncode == 0 and out.stdout == "", out.stdout + out.stderr


def test_leaving_out_a_warning_never_brings_up_the_schemas_error(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An orientation beyond a tile's drawings breaks the schema's maximum; the legality
    check explains it as a warning (the tile is laid all the same), and the schema's error
    at that place is not repeated, also when the warning is ignored or only the schema's
    findings are selected (ignoring it turned a pass into a failure)."""
    data = json.loads(SCENARIOS[0].read_text(encoding="utf-8"))
    hexes = data["board"]["hexagons"]
    river = next(h for h in hexes if h.get("terrain", {}).get("name") == "river")
    river["terrain"]["orientation"] = 7
    path = tmp_path / "seven.m44"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["validate", str(path)]) == 0
    out = capsys.readouterr().out
    assert "warning orientation-range" in out and "schema" not in out
    for args in (["--ignore", "orientation-range"], ["--select", "schema"]):
        assert main(["validate", *args, str(path)]) == 0, args
        assert capsys.readouterr().out == "", args


def test_validate_checks_the_scenarios_of_a_folder(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """A folder stands for the .m44 files in it and its subfolders, as for simulate (it was
    refused: "is a directory"); a folder with none is bad usage."""
    book = tmp_path / "book"
    (book / "part 2").mkdir(parents=True)
    (book / "a.m44").write_bytes(SCENARIOS[0].read_bytes())
    (book / "part 2" / "b.m44").write_bytes(SLOPPY.read_bytes())
    (book / "notes.txt").write_text("not a scenario")
    assert main(["validate", str(book)]) == 1  # the sloppy file has errors
    files = {line.split(": ", 1)[0] for line in capsys.readouterr().out.splitlines()}
    assert files == {str(book / "part 2" / "b.m44")}  # the clean sample says nothing
    (tmp_path / "empty").mkdir()
    assert main(["validate", str(tmp_path / "empty")]) == 2
    assert "a folder with no .m44 scenario in it" in capsys.readouterr().err


def test_a_folder_that_cannot_be_read_is_said_not_passed_over(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
        ) -> None:
    """A subfolder of a book that cannot be listed (another user's, mode 700) was passed
    over without a word: validate, convert and simulate did the rest and exited 0. Now each
    names it, exit 2, before anything is checked, written or played. (os.scandir refuses
    it here: the tests may run as root, whom no mode stops.)"""
    import errno

    book, locked = tmp_path / "book", tmp_path / "book" / "locked"
    locked.mkdir(parents=True)
    (book / "a.m44").write_bytes(SCENARIOS[0].read_bytes())
    (locked / "b.m44").write_bytes(SCENARIOS[1].read_bytes())
    real = os.scandir

    def scandir(path: str = ".") -> object:
        if os.fspath(path) == str(locked):
            raise PermissionError(errno.EACCES, "Permission denied", str(locked))
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    said = f"{locked}: cannot read the folder: Permission denied"
    for argv in (["validate", str(book)], ["convert", str(book), "-o", str(tmp_path / "out")],
                 ["simulate", str(book), "--games", "1", "--jobs", "1"]):
        assert main(argv) == 2, argv
        out, err = capsys.readouterr()
        assert out == "" and err.splitlines()[-1].endswith(said), argv
    assert not (tmp_path / "out").exists()


def test_a_folders_scenarios_named_in_capitals_are_found(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    # a book copied from Windows may be named SWORD.M44: it was passed over, and a folder
    # of them said "a folder with no .m44 scenario in it"
    book = tmp_path / "book"
    book.mkdir()
    (book / "SLOPPY.M44").write_bytes(SLOPPY.read_bytes())
    (book / "notes.M44.txt").write_text("not a scenario")
    assert main(["validate", str(book)]) == 1
    files = {line.split(": ", 1)[0] for line in capsys.readouterr().out.splitlines()}
    assert files == {str(book / "SLOPPY.M44")}


def test_a_folder_from_a_mac_stands_for_its_scenarios_alone(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """macOS writes beside each file it copies to a USB stick or a network share, and into
    a zip (under ``__MACOSX/``), the file's metadata as ``._NAME.m44`` (AppleDouble), and
    keeps what is deleted from such a drive in its ``.Trashes``: a book from a Mac failed
    validate, convert and simulate (exit 2, "._NAME.m44: not JSON"), its metadata taken
    for scenarios, and a deleted scenario was checked and played. A folder stands now for
    its scenarios that are not hidden (a name starting with a dot, in the folder or on the
    way to it); a hidden file named is read as any. Found by the portability audit."""
    book = tmp_path / "book"
    (book / "__MACOSX").mkdir(parents=True)
    (book / ".Trashes" / "501").mkdir(parents=True)
    (book / "oyster.m44").write_bytes((ROOT / "scenarios" / "oyster-green.m44").read_bytes())
    apple = b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X        \x00\x02"
    for junk in (book / "._oyster.m44", book / "__MACOSX" / "._oyster.m44"):
        junk.write_bytes(apple)
    (book / ".Trashes" / "501" / "deleted.m44").write_bytes(SLOPPY.read_bytes())
    assert main(["validate", "--format", "json", str(book)]) == 0
    assert [f["file"] for f in json.loads(capsys.readouterr().out)["files"]] == [
        str(book / "oyster.m44")]
    out = tmp_path / "out"
    assert main(["convert", str(book), "-o", str(out)]) == 0
    assert sorted(p.name for p in out.rglob("*")) == ["oyster.m44"]
    capsys.readouterr()
    assert main(["simulate", str(book), "--games", "1", "--jobs", "1", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["scenarios"]) == 1
    assert main(["validate", str(book / "._oyster.m44")]) == 2  # named: read, and said


def test_validate_lines_and_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(SLOPPY)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert f"{SLOPPY}: info enum-case at $.board.type: wrote 'standard' as 'STANDARD'" in lines
    assert f"{SLOPPY}: warning duplicate-hex at G5: hex G5 is listed twice, at " \
        "$.board.hexagons.item[2] and $.board.hexagons.item[3]; merged the two entries" in lines
    assert all(line.startswith(f"{SLOPPY}: ") for line in lines)


def test_a_faithful_bga_file_passes_validate_strict(capsys: pytest.CaptureFixture[str]
                                                  ) -> None:
    """Found by the convert2 audit: the book's scenario written as BGA's PHP code writes it
    failed --strict on its repairs alone ("warning string-number ... wrote the string '4'
    as a number"), though they lose nothing: they are infos, and --strict fails only what
    the reader dropped, replaced or guessed."""
    bga = DATA / "book" / "mesnil-hardy-bga.m44"
    assert main(["validate", "--strict", str(bga)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert f"{bga}: info item-wrapper at $.board.hexagons: unwrapped a list written as " \
        '{"item": [...]}' in lines
    assert main(["validate", "--strict", str(SLOPPY)]) == 1  # what it drops still fails


def test_validate_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    broken = tmp_path / "broken.m44"
    broken.write_text("{not json")
    assert main(["validate", "--json", str(SLOPPY), str(broken)]) == 2
    report = json.loads(capsys.readouterr().out)
    first, second = report["files"]
    assert first["file"] == str(SLOPPY) and first["ok"] is False
    assert first["counts"]["error"] == 1  # the Allies have no unit left once tankus is dropped
    assert [f["code"] for f in first["findings"] if f["severity"] == "error"] == [
        "side-no-units"]
    dup = next(f for f in first["findings"] if f["code"] == "duplicate-hex")
    assert {"severity", "code", "message", "place", "path"} <= set(dup)
    assert (dup["row"], dup["col"], dup["hex"]) == (4, 12, "G5")
    assert second == {"file": str(broken), "ok": False, "unreadable": True,
                      "place": "line 1 column 2",
                      "error": "not JSON: Expecting property name enclosed in double quotes"}


@pytest.mark.parametrize(("content", "words"), [
    # Windows-1252 (read as such) but for 0x81, which it leaves undefined
    (b'{"board": "\xe9t\x81"}', "line 1 column 14: not UTF-8 text (byte 0xE9 at line 1 "
                                "column 12), nor Windows-1252 (byte 0x81"),
    (b"\xff\xfe{\x00", "not JSON"),  # UTF-16, read as such
    (b"[]", "expected a JSON object"),
    (b'{"board": 3}', "$.board"),
    (b'{"board": {"groups": [{"hexes": [{"row": "two", "col": 4}]}]}}',
     "$.board.groups[0].hexes[0].row: expected a whole number"),
])
def test_unreadable_file_exits_2_with_one_line(tmp_path: Path, content: bytes,
                                               words: str) -> None:
    bad = tmp_path / "bad.m44"
    bad.write_bytes(content)
    for command in (["validate", str(bad)], ["convert", str(bad), "-o", str(tmp_path / "o.m44")]):
        out = run(*command)
        assert out.returncode == 2
        assert out.stderr.count("\n") == 1 and str(bad) in out.stderr and words in out.stderr
        assert "Traceback" not in out.stderr


def test_validate_for_a_target(capsys: pytest.CaptureFixture[str]) -> None:
    lacking = DATA / "bga-lacks.m44"
    assert main(["validate", str(lacking)]) == 0
    # infos only: the simulation lets player 1 start, where the special rules roll for it,
    # and plays the German vehicle as Half-tracks (unplayed-vehicle)
    assert [line.split(": ")[1] for line in capsys.readouterr().out.splitlines()] == \
        ["info unplayed-vehicle at C9", "info unplayed-rule at $.game_info.starting"]
    assert main(["validate", "--target", "bga", str(lacking)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert f"{lacking}: error target-lacks at E7: Board Game Arena cannot set up cravine " \
        "(Ravine (curve))" in lines
    assert len([line for line in lines if ": error target-lacks at " in line]) == 5
    assert len(lines) == 7
    assert run("validate", "--target", "nowhere", str(lacking)).returncode == 2


@pytest.mark.parametrize("option", ["--select", "--ignore"])
def test_a_code_that_starts_no_code_is_refused(option: str,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """A misspelt code ('sides-no-units') selected nothing: validate printed nothing and
    exited 0 on a file with errors, and a CI job passed; ignored, it ignored nothing."""
    assert main(["validate", option, "enum-case,sides-no-units", str(SLOPPY)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("usage: m44 validate ")
    assert err[-1] == (f"m44 validate: error: {option} 'sides-no-units' is the start of no "
                       "code (docs/CHECKS.md lists them)")
    for prefix in ("side-no", "schema", "schema-enum", "enum-case", "target-lacks", "s"):
        assert main(["validate", option, prefix, str(SLOPPY)]) in (0, 1), prefix
    capsys.readouterr()
    # no code at all (a shell variable left unset) was dropped without a word (found by
    # the command-line audit)
    for empty in ("", " , "):
        assert main(["validate", option, empty, str(SLOPPY)]) == 2
        assert capsys.readouterr().err.splitlines()[-1] == (
            f"m44 validate: error: {option} {empty!r} names no code (docs/CHECKS.md lists "
            "them)")


def sloppy_sample(tmp_path: Path) -> Path:
    """A legal sample written the sloppy way official files are."""
    doc = json.loads(SCENARIOS[0].read_text("utf-8"))
    doc["board"]["type"] = doc["board"]["type"].lower()
    doc["game_info"]["cards_player1"] = str(doc["game_info"]["cards_player1"])
    doc["board"]["hexagons"] = {"item": doc["board"]["hexagons"]}
    path = tmp_path / "sloppy-sample.m44"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_convert_names_each_pack_it_adds_with_the_pieces_that_need_it(tmp_path: Path) -> None:
    """Found by the mutation audit: the words of the packs a conversion adds were never
    read (a function giving None said "added None"), nor that the file written lists them."""
    from editor.engine.scenario import Hex, Piece, Scenario
    from editor.io.conversion import convert_file, details, packs_words
    from editor.io.m44 import save

    s = Scenario()
    s.set_hex(Coord(0, 0), Hex(rect_terrain=Piece("pcarrier")))
    save(s, tmp_path / "in.m44", backup=False)
    done = convert_file(str(tmp_path / "in.m44"), str(tmp_path / "out.m44"))
    assert (done.packs_added, packs_words(done)) == (["pacific"], "pacific (pcarrier)")
    assert load(tmp_path / "out.m44").scenario.packs == {"pacific": 1}
    assert [d.line for d in details(done) if d.what == "Packs added"] == [
        "Packs added: pacific (pcarrier), which the pieces need"]
    again = convert_file(str(tmp_path / "out.m44"), str(tmp_path / "again.m44"))
    assert [d.what for d in details(again) if d.what == "Packs added"] == []


def test_convert_writes_canonical_and_lists_fixes(tmp_path: Path) -> None:
    source = sloppy_sample(tmp_path)
    target = tmp_path / "clean.m44"
    out = run("convert", str(source), "-o", str(target))
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.splitlines() == [
        f"{source}: info string-number at $.game_info.cards_player1: wrote the string "
        f"'{json.loads(source.read_text())['game_info']['cards_player1']}' as a number",
        f"{source}: info item-wrapper at $.board.hexagons: unwrapped a list written as "
        '{"item": [...]}',
        f"{source}: info enum-case at $.board.type: wrote 'standard' as 'STANDARD'",
        f"{source}: 3 fixes; wrote {target}"]
    assert target.read_bytes() == SCENARIOS[0].read_bytes()
    again = tmp_path / "again.m44"
    assert run("convert", str(target), "-o", str(again)).returncode == 0
    assert again.read_bytes() == target.read_bytes()


def test_convert_of_a_defective_file_writes_it_and_exits_1(tmp_path: Path) -> None:
    target = tmp_path / "clean.m44"
    out = run("convert", str(SLOPPY), "-o", str(target))
    assert out.returncode == 1, out.stderr
    assert f"{SLOPPY}: warning off-board at $.board.hexagons.item[7]" in out.stdout
    assert f"{target}: error side-no-units at $.board.hexagons: the Allied player has no " \
        "unit on the board" in out.stdout
    assert out.stdout.strip().endswith(f"wrote {target}")
    assert load(target).fixes == []


@pytest.mark.parametrize("command", [
    ["simulate", "{a}", "--games", "2", "--jobs", "1", "--log", "{a}"],
    ["simulate", "{a}", "--games", "2", "--jobs", "1", "--compare", "{b}", "--log", "{b}"],
    ["simulate", "{j}", "--games", "2", "--jobs", "1", "--export-json", "{j}"],
    ["simulate", "{a}", "{c}", "--games", "2", "--jobs", "1", "--csv", "{c}"],
    ["render", "{p}", "-o", "{p}"],
    ["brief", "{p}", "-o", "{p}"],
])
def test_no_output_is_written_over_an_input(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                            command: list[str]) -> None:
    """A game log, an export or an image named like the scenario it comes from would have
    replaced that scenario, without a backup: refused as bad usage, every file kept."""
    sample = (ROOT / "scenarios" / "oyster-green.m44").read_bytes()
    files = {"a": tmp_path / "a.m44", "b": tmp_path / "b.m44", "j": tmp_path / "s.json",
             "c": tmp_path / "s.csv", "p": tmp_path / "s.png"}
    for f in files.values():
        f.write_bytes(sample)  # a scenario may bear any extension: .json, even .png
    argv = [arg.format(**{k: str(v) for k, v in files.items()}) for arg in command]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"m44 {command[0]}: error: " in err and "is the input file" in err
    assert all(f.read_bytes() == sample for f in files.values())


@pytest.mark.parametrize(("first", "second", "name"), [
    ("--csv", "--log", "out.csv"), ("--checkpoint", "--csv", "cc.json"),
    ("--plot", "--heatmap", "p.png")])
def test_two_outputs_never_share_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                        first: str, second: str, name: str) -> None:
    """The second written replaced the first without a word (the CSV table over the
    checkpoint, which --resume then refused): refused as bad usage, nothing written."""
    target = tmp_path / name
    argv = ["simulate", str(SCENARIOS[0]), "--games", "2", "--jobs", "1",
            first, str(target), second, str(target)]
    assert main(argv) == 2
    said = capsys.readouterr().err.splitlines()[-1]
    assert said in (f"m44 simulate: error: {a} and {b} both name {target}; give each its own "
                    "file" for a, b in ((first, second), (second, first)))
    assert not target.exists()


@pytest.mark.parametrize("command", [
    ["convert", "{s}", "-o", "{loop}.m44"],
    ["render", "{s}", "-o", "{loop}.png"],
    ["brief", "{s}", "-o", "{loop}.pdf"],
    ["simulate", "{s}", "--games", "1", "--jobs", "1", "--log", "{loop}.m44game"],
])
def test_an_output_that_is_a_link_to_itself_is_a_file_that_cannot_be_written(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str]) -> None:
    """A symbolic link leading to itself, named as the output: Path.resolve raised
    RuntimeError ("Symlink loop") while the output was compared with the input, an
    internal error (exit 3) asking for a bug report. It is a file that cannot be
    written: exit 2, one line naming it."""
    loop = tmp_path / "loop"
    argv = [arg.format(s=SCENARIOS[0], loop=loop) for arg in command]
    out = Path(argv[-1])
    out.symlink_to(out.name)
    assert main(argv) == 2
    said = capsys.readouterr().err.splitlines()
    assert said[-1].endswith(f"{out}: cannot write: {os.strerror(errno.ELOOP)}")
    assert "internal error" not in "\n".join(said)


def test_convert_never_overwrites_its_input_unless_asked(tmp_path: Path) -> None:
    copy = sloppy_sample(tmp_path)
    before = copy.read_bytes()
    out = run("convert", str(copy), "-o", str(copy))
    assert out.returncode == 2 and "--in-place" in out.stderr
    assert copy.read_bytes() == before
    assert run("convert", str(copy)).returncode == 2  # no -o and no --in-place
    assert run("convert", str(copy), "--in-place", "-q").returncode == 0
    assert load(copy).fixes == []
    assert (tmp_path / "sloppy-sample.m44.bak").read_bytes() == before


def test_convert_never_writes_into_the_installation(tmp_path: Path) -> None:
    """Found by the installed audit: `m44 convert SAMPLE --in-place`, SAMPLE a bundled
    sample where `m44 samples` says it is, rewrote the installed package's file (and left
    its .bak there), where the editor's Save asks where to keep the user's copy. Refused, as
    a file that cannot be written (exit 2), one line naming the file and what to do
    instead; nothing is written, nor by a folder of them, nor by -o into that folder."""
    from editor.resources import samples

    sample = Path(str(samples()[0]))
    folder = sample.parent
    before = {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.iterdir()}
    out = run("convert", str(sample), "--in-place")
    assert (out.returncode, out.stdout) == (2, "")
    assert out.stderr == (f"m44 convert: {sample}: a file of the installed m44 (a bundled "
                          "sample, as m44 samples lists them), never written over: write "
                          "your copy elsewhere with -o OUT\n")
    out = run("convert", str(folder), "--in-place")
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.splitlines() == [
        f"m44 convert: {p}: a file of the installed m44 (a bundled sample, as m44 samples "
        "lists them), never written over: write your copy elsewhere with -o OUT"
        for p in sorted(folder.glob("*.m44"))]
    mine = tmp_path / "mine.m44"
    mine.write_bytes(sample.read_bytes())
    for target, written in ((folder, folder / "mine.m44"), (folder / "new.m44",) * 2):
        out = run("convert", str(mine), "-o", str(target))
        assert out.returncode == 2 and out.stdout == "", out.stderr
        assert out.stderr == (f"m44 convert: {written}: in the installed m44's own folder, "
                              "where nothing is written: choose an OUT elsewhere\n")
    assert {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.iterdir()} == before
    # the copy the message asks for
    out = run("-q", "convert", str(sample), "-o", str(tmp_path / "copy.m44"))
    assert out.returncode == 0 and (tmp_path / "copy.m44").read_bytes() == sample.read_bytes()


def test_drawings_and_games_are_never_written_into_the_installation() -> None:
    """Found by the leftovers5 audit: m44 convert refuses to write into the installed m44's
    own folder, where an upgrade loses what is written and nothing of the user's belongs,
    but m44 render, brief and simulate wrote their image, pages and game log there. Each
    is refused as convert refuses it, one line naming the file, exit 2, nothing written
    (nor a game played)."""
    from editor.resources import samples

    sample = Path(str(samples()[0]))
    folder = sample.parent
    before = {p.name: p.stat().st_mtime_ns for p in folder.iterdir()}
    asked = [(("render", str(sample), "-o"), folder / "map.png", "an OUT"),
             (("brief", str(sample), "-o"), folder / "pages.pdf", "an OUT"),
             (("simulate", str(sample), "--games", "1", "--log"), folder / "game.m44game",
              "a --log file"),
             (("simulate", str(sample), "--games", "1", "--csv"), folder / "games.csv",
              "a --csv file")]
    try:
        for args, target, what in asked:
            out = run(*args, str(target))
            assert (out.returncode, out.stdout) == (2, ""), out.stderr
            assert out.stderr == (f"m44 {args[0]}: {target}: in the installed m44's own "
                                  f"folder, where nothing is written: choose {what} "
                                  "elsewhere\n")
    finally:
        written = [p for p in folder.iterdir() if p.name not in before]
        for p in written:
            p.unlink()
    assert written == []
    assert {p.name: p.stat().st_mtime_ns for p in folder.iterdir()} == before


def test_convert_refuses_a_sloppy_file_of_the_installation(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """The refusal above is not that of a sample already canonical (left as it is): a
    sloppy file in the package's folder of data, which --in-place would rewrite and keep as
    .bak, is refused all the same, and the other files of the run are not written either."""
    import editor.resources

    package = tmp_path / "site-packages" / "editor" / "resources"
    (package / "samples").mkdir(parents=True)
    installed = sloppy_sample(tmp_path).rename(package / "samples" / "sloppy.m44")
    (tmp_path / "mine").mkdir()
    mine = sloppy_sample(tmp_path / "mine")
    original = installed.read_bytes()
    monkeypatch.setattr(editor.resources, "root", lambda: package)
    assert main(["convert", str(mine), str(installed), "--in-place"]) == 2
    said = capsys.readouterr()
    assert said.out == "" and said.err == (
        f"m44 convert: {installed}: a file of the installed m44 (a bundled sample, as m44 "
        "samples lists them), never written over: write your copy elsewhere with -o OUT\n")
    assert installed.read_bytes() == original and mine.read_bytes() == original
    assert sorted(p.name for p in tmp_path.rglob("*") if p.is_file()) == [
        "sloppy-sample.m44", "sloppy.m44"]
    # outside the installation it is rewritten, as ever
    assert main(["-q", "convert", str(mine), "--in-place"]) == 0
    assert mine.read_bytes() != original and installed.read_bytes() == original


def test_convert_to_stdout(tmp_path: Path) -> None:
    out = run("convert", str(sloppy_sample(tmp_path)), "-o", "-")
    assert out.returncode == 0
    assert json.loads(out.stdout)["board"]["type"] == "STANDARD"
    assert "enum-case" in out.stderr


def book(tmp_path: Path) -> Path:
    """A folder as a scenario book arrives: a clean file, a sloppy one in a subfolder, one
    that is not JSON."""
    folder = tmp_path / "book"
    (folder / "sub").mkdir(parents=True)
    (folder / "clean.m44").write_bytes(SCENARIOS[0].read_bytes())
    sloppy_sample(tmp_path).rename(folder / "sub" / "sloppy.m44")
    (folder / "broken.m44").write_text('{"board": ', encoding="utf-8")
    return folder


def test_convert_a_folder_into_another_file_by_file(tmp_path: Path) -> None:
    """A whole book in one run: each file written under its path in the folder, the one
    that cannot be read said and passed over (exit 2), a line of totals."""
    folder, out = book(tmp_path), tmp_path / "out"
    done = run("convert", str(folder), "-o", str(out))
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        f"{folder / 'broken.m44'}: line 1 column 11: not JSON: the text ends before the "
        "JSON does (1 bracket left open): is the file cut short?"]
    lines = done.stdout.splitlines()
    assert f"{folder / 'clean.m44'}: 0 fixes; wrote {out / 'clean.m44'}" in lines
    assert f"{folder / 'sub' / 'sloppy.m44'}: 3 fixes; wrote {out / 'sub' / 'sloppy.m44'}" \
        in lines
    assert lines[-1] == "3 files: 2 written, 1 not converted"
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*")) == [
        "clean.m44", "sub", "sub/sloppy.m44"]
    for name in ("clean.m44", "sub/sloppy.m44"):
        assert (out / name).read_bytes() == SCENARIOS[0].read_bytes()
    # the files named one by one, into one folder by their names; quiet says nothing
    again = tmp_path / "again"
    done = run("-q", "convert", str(folder / "clean.m44"), str(folder / "sub" / "sloppy.m44"),
               "-o", str(again))
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    assert sorted(p.name for p in again.iterdir()) == ["clean.m44", "sloppy.m44"]


def test_convert_a_folder_in_place_keeps_each_file_as_bak(tmp_path: Path) -> None:
    folder = book(tmp_path)
    (folder / "broken.m44").unlink()
    sloppy = (folder / "sub" / "sloppy.m44").read_bytes()
    assert run("-q", "convert", str(folder), "--in-place").returncode == 0
    assert (folder / "sub" / "sloppy.m44").read_bytes() == SCENARIOS[0].read_bytes()
    assert (folder / "sub" / "sloppy.m44.bak").read_bytes() == sloppy


def test_a_book_converted_in_place_again_keeps_the_originals_as_bak(tmp_path: Path) -> None:
    """A book converted in place, one file fixed by hand and the same command run again:
    the files already canonical are left as they are, so their .bak still holds the file
    as it came. Each was written again, and its .bak replaced by the canonical copy: the
    originals were lost."""
    folder = book(tmp_path)
    sloppy = folder / "sub" / "sloppy.m44"
    original = sloppy.read_bytes()
    assert run("-q", "convert", str(folder), "--in-place").returncode == 2  # broken.m44
    (folder / "broken.m44").write_bytes(SCENARIOS[0].read_bytes())  # fixed by hand
    stamp = sloppy.stat().st_mtime_ns
    done = run("convert", str(folder), "--in-place")
    assert done.returncode == 0, done.stderr
    assert (folder / "sub" / "sloppy.m44.bak").read_bytes() == original
    assert sloppy.read_bytes() == SCENARIOS[0].read_bytes()
    assert sloppy.stat().st_mtime_ns == stamp
    lines = done.stdout.splitlines()
    assert f"{sloppy}: 0 fixes; already canonical, left as it was" in lines
    assert f"{folder / 'broken.m44'}: 0 fixes; already canonical, left as it was" in lines
    assert not (folder / "broken.m44.bak").exists()
    assert lines[-1] == "3 files: 3 written"


def test_a_book_whose_subfolder_is_a_file_in_the_output_names_that_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A file standing where a subfolder of the book goes: its files are not written, said
    by naming that file ("cannot write: File exists" named only the file to write, which
    did not exist); the others are written."""
    folder, out = book(tmp_path), tmp_path / "out"
    (folder / "broken.m44").unlink()
    out.mkdir()
    (out / "sub").write_text("notes", encoding="utf-8")
    assert main(["-q", "convert", str(folder), "-o", str(out)]) == 2
    assert capsys.readouterr().err.splitlines() == [
        f"{out / 'sub' / 'sloppy.m44'}: cannot write: its folder {out / 'sub'} is a file"]
    assert (out / "clean.m44").read_bytes() == SCENARIOS[0].read_bytes()
    assert (out / "sub").read_text(encoding="utf-8") == "notes"


@pytest.mark.parametrize("how, says", [
    (["{book}", "-o", "-"], "neither IN nor OUT may be '-'"),
    (["{book}", "-", "-o", "{tmp}/x"], "neither IN nor OUT may be '-'"),
    (["{book}", "-o", "{book}/clean.m44"], "is a file: with several files or a folder, the output"),
    (["{book}", "-o", "{book}"], "is an input file: write the files elsewhere"),
    (["{book}/clean.m44", "{book}/sub", "-o", "{book}/sub"], "is an input file"),
    (["{book}/clean.m44", "{book}/sub/../clean.m44", "-o", "{tmp}/x"],
     "would both be written to"),
    (["{tmp}/empty", "-o", "{tmp}/x"], "a folder with no .m44 scenario in it"),
])
def test_convert_of_several_files_refuses_what_would_lose_a_file(
        tmp_path: Path, how: list[str], says: str) -> None:
    folder = book(tmp_path)
    (tmp_path / "empty").mkdir()
    args = [a.format(book=folder, tmp=tmp_path) for a in how]
    done = run("convert", *args)
    assert done.returncode == 2 and says in done.stderr, done.stderr
    assert not (tmp_path / "x").exists()
    assert (folder / "clean.m44").read_bytes() == SCENARIOS[0].read_bytes()


def test_convert_of_one_file_into_a_folder_writes_it_there(tmp_path: Path) -> None:
    source = sloppy_sample(tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    assert run("-q", "convert", str(source), "-o", str(out)).returncode == 0
    assert (out / source.name).read_bytes() == SCENARIOS[0].read_bytes()


def test_convert_of_one_file_into_a_folder_named_with_a_slash_makes_it(tmp_path: Path) -> None:
    """``-o new/`` names a folder, as it does for a book: the file goes in it. It was
    written as a file named ``new`` (the slash dropped), and the next file converted so
    replaced it, the first kept as new.bak."""
    source = sloppy_sample(tmp_path)
    out = tmp_path / "new"
    done = run("convert", str(source), "-o", f"{out}{os.sep}")
    assert done.returncode == 0, done.stderr
    assert out.is_dir() and sorted(p.name for p in out.iterdir()) == [source.name]
    assert (out / source.name).read_bytes() == SCENARIOS[0].read_bytes()
    assert done.stdout.splitlines()[-1] == f"{source}: 3 fixes; wrote {out / source.name}"


def test_convert_of_a_file_whose_face_was_assumed_exits_1_and_says_so_when_quiet(
        tmp_path: Path) -> None:
    """What the reader had to assume (a board face, a side) is an error of the input, as
    validate says (exit 1): convert exited 0 and, quiet, said nothing, so a book converted
    with -q hid that a face or a side was guessed. The file is written all the same."""
    doc = json.loads(SCENARIOS[0].read_text("utf-8"))
    del doc["board"]["face"]
    source = tmp_path / "faceless.m44"
    source.write_text(json.dumps(doc), encoding="utf-8")
    target = tmp_path / "o.m44"
    done = run("-q", "convert", str(source), "-o", str(target))
    assert (done.returncode, done.stderr) == (1, ""), done.stderr
    assert done.stdout.splitlines() == [
        f"{source}: error missing-face at $.board.face: the board has no face; COUNTRY "
        "assumed"]
    assert load(target).fixes == [] and load(target).scenario.face.value == "COUNTRY"
    assert run("-q", "validate", str(source)).returncode == 1  # as validate says
    # in a book: counted as written with errors, and the run exits 1
    folder = tmp_path / "book"
    folder.mkdir()
    source.rename(folder / "faceless.m44")
    (folder / "clean.m44").write_bytes(SCENARIOS[0].read_bytes())
    done = run("convert", str(folder), "-o", str(tmp_path / "out"))
    assert done.returncode == 1, done.stderr
    assert done.stdout.splitlines()[-1] == "2 files: 1 written, 1 written with errors"


def test_convert_reports_remaining_errors(tmp_path: Path) -> None:
    odd = tmp_path / "odd.m44"
    odd.write_text('{"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": '
                   '[{"row": 0, "col": 0, "terrain": {"name": "moonbase"}}]}, '
                   '"game_info": {"side_player1": "AXIS", "side_player2": "ALLIES"}, '
                   '"text": {}}')
    out = run("convert", str(odd), "-o", str(tmp_path / "o.m44"))
    assert out.returncode == 1
    assert "error unknown-name at A9: 'moonbase' is not a name of the catalog" in out.stdout
    assert "schema-enum" not in out.stdout  # the legality finding explains the same place


def damaged(tmp_path: Path, damage: str) -> Path:
    """The first sample with an error validate reports: a unit of -2 figures (a check's
    finding) or no side for player 1 (a repair of the reader's, of severity error)."""
    doc = json.loads(SCENARIOS[0].read_text("utf-8"))
    if damage == "figures":
        next(h for h in doc["board"]["hexagons"] if "unit" in h)["unit"]["nbr_units"] = -2
    else:
        del doc["game_info"]["side_player1"]
    path = tmp_path / f"{damage}.m44"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize("damage", ["figures", "side"])
def test_a_scenario_with_errors_is_drawn_and_answered_with_exit_1_never_played(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], damage: str) -> None:
    bad, good = damaged(tmp_path, damage), str(SCENARIOS[0])
    assert main(["validate", str(bad)]) == 1
    errors = [line for line in capsys.readouterr().out.splitlines() if ": error " in line]
    assert errors and all(line.startswith(f"{bad}: error ") for line in errors)
    many = f"{len(errors)} error" + ("s" if len(errors) > 1 else "")
    for out in (tmp_path / "map.png", tmp_path / "brief.pdf"):
        command = "render" if out.suffix == ".png" else "brief"
        assert main([command, str(bad), "-o", str(out)]) == 1
        assert out.stat().st_size > 0  # drawn all the same
        err = capsys.readouterr().err.splitlines()
        assert err == errors + [f"m44 {command}: {bad} has {many}: "
                                f"{'drawn' if command == 'render' else 'laid out'} as it stands"]
    unit = next(h for h in json.loads(bad.read_text())["board"]["hexagons"] if "unit" in h)
    where = load(bad).scenario.board.hex_name(Coord(unit["row"], unit["col"]))
    assert main(["rules", str(bad), "moves", where]) == 1  # answered all the same
    out, err = capsys.readouterr()
    assert out and err.splitlines() == errors + [
        f"m44 rules: {bad} has {many}: answered as it stands"]
    for argv in ([str(bad)], [str(bad), "--json"], [good, "--compare", str(bad)],
                 [good, str(bad)], [str(tmp_path)]):
        assert main(["simulate", *argv, "--games", "2", "--jobs", "1"]) == 1, argv
        out, err = capsys.readouterr()
        assert out == "" and err.splitlines() == errors + [
            f"m44 simulate: {bad} has {many}: no game played"], argv


@pytest.mark.parametrize("batch", [False, True])
def test_a_negative_seed_is_refused_as_the_dice_of_its_positive(
        capsys: pytest.CaptureFixture[str], batch: bool) -> None:
    """Python's random seeds -S as S: `--seed -2 --games 5` played the games of seeds 2 and 1
    twice and counted five games (its intervals as if they were), and said "seeds -2--2"
    for one game. Seeds start at 0, as in the balance lab."""
    import random

    assert random.Random(-2).random() == random.Random(2).random()  # why it is refused
    files = [str(SCENARIOS[0])] * (2 if batch else 1)
    with pytest.raises(SystemExit) as e:
        main(["simulate", *files, "--games", "5", "--jobs", "1", "--seed", "-2"])
    err = capsys.readouterr().err
    assert e.value.code == 2 and err.startswith("usage: m44 simulate ")
    assert err.splitlines()[-1] == ("m44 simulate: error: argument --seed: -2 is less than 0: "
                                    "a seed and its negative roll the same dice")


@pytest.mark.parametrize(("command", "name", "said"), [
    ("render", "out", "out: the name has no image type; use .png or .svg"),
    ("render", "out.jpg", "out.jpg: unknown image type .jpg; use .png or .svg"),
    ("brief", "out", "out: the name has no briefing type; use .pdf, .png or .svg"),
    ("brief", "out.doc", "out.doc: unknown briefing type .doc; use .pdf, .png or .svg")])
def test_a_drawing_s_type_it_cannot_write_is_said_in_words(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str, name: str,
        said: str) -> None:
    """Found by the errwords audit: a name without an extension was said "unknown image
    type '(none)'", a placeholder in a repr's quotes."""
    assert main([command, str(SCENARIOS[0]), "-o", str(tmp_path / name)]) == 2
    assert capsys.readouterr().err.splitlines()[-1] == f"m44 {command}: error: {tmp_path}/{said}"


def test_convert_to_stdout_from_the_installation_s_folder_writes_nothing_there(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """`-o -` is standard output wherever the command is run, even in the installation's
    folder of samples, where a file named '-' would be refused (the mut8 audit: '-' was
    taken for a file of the working folder when the check of the installation's folder
    left it out no more)."""
    from editor.resources import samples

    mine = tmp_path / "mine.m44"
    mine.write_bytes(SLOPPY.read_bytes())
    monkeypatch.chdir(Path(str(samples()[0])).parent)
    assert main(["-q", "convert", str(mine), "-o", "-"]) in (0, 1)
    out, err = capsys.readouterr()
    assert out.startswith("{") and "installed" not in err, err
