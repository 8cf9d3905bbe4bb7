"""The m44 front end for CI: '-' for stdin, -q, validate's formats (text, json, github,
sarif), m44 schema, usage errors, lazy subcommand imports, the internal-error line."""

from __future__ import annotations

import errno
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from editor import cli
from editor.cli import COMMANDS, main
from editor.cli.formats import github_line
from editor.io.schema import SCHEMA_FILE

from .conftest import DATA, ROOT, SCENARIOS

SLOPPY = DATA / "sloppy.m44"
SAMPLE = ROOT / "scenarios" / "hedgerow-crossroads.m44"


def run(*args: str, stdin: bytes | None = None, cwd: Path = ROOT
        ) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "editor", *args], capture_output=True,
                          input=stdin, cwd=cwd)


def text(out: subprocess.CompletedProcess[bytes]) -> tuple[str, str]:
    return out.stdout.decode("utf-8"), out.stderr.decode("utf-8")


# --- standard input ---------------------------------------------------------------------------


def test_validate_reads_stdin_and_names_it() -> None:
    from_file = run("validate", str(SLOPPY))
    from_stdin = run("validate", "-", stdin=SLOPPY.read_bytes())
    assert from_stdin.returncode == from_file.returncode == 1
    assert text(from_stdin)[0] == text(from_file)[0].replace(str(SLOPPY), "<stdin>")
    assert text(from_stdin)[0].startswith("<stdin>: ")


def test_unreadable_stdin_exits_2_naming_stdin() -> None:
    out = run("validate", "-", stdin=b"{oops")
    assert out.returncode == 2
    assert text(out)[1].startswith("<stdin>: line 1 column 2: not JSON")
    assert text(out)[1].count("\n") == 1
    empty = run("render", "-", "-o", "x.png", stdin=b"")
    assert empty.returncode == 2 and text(empty)[1].startswith("<stdin>: ")


def test_too_much_standard_input_is_not_given_a_size_it_does_not_have() -> None:
    """Standard input is read up to one byte past the limit: a 6 MB input was said to be
    '5,242,881 bytes', the bytes read, not the bytes given."""
    out = run("validate", "-", stdin=b" " * 6_000_000)
    assert out.returncode == 2
    assert text(out)[1] == "<stdin>: more than the 5 MB limit\n"


def test_convert_from_stdin_to_stdout_is_canonical(tmp_path: Path) -> None:
    out = run("convert", "-", "-o", "-", stdin=SLOPPY.read_bytes())
    assert out.returncode == 1  # the sloppy file keeps errors after repair
    assert json.loads(out.stdout)["board"]["type"] == "STANDARD"
    err = text(out)[1]
    assert "<stdin>: info enum-case" in err and "<stdout>: error side-no-units" in err
    clean = run("convert", "-", "-o", str(tmp_path / "c.m44"), stdin=SAMPLE.read_bytes())
    assert clean.returncode == 0 and (tmp_path / "c.m44").read_bytes() == SAMPLE.read_bytes()
    assert text(clean)[0] == f"<stdin>: 0 fixes; wrote {tmp_path / 'c.m44'}\n"


def test_convert_in_place_refuses_stdin() -> None:
    out = run("convert", "-", "--in-place", stdin=SAMPLE.read_bytes())
    assert out.returncode == 2
    err = text(out)[1]
    assert err.startswith("usage: m44 convert ") and "--in-place needs a file" in err


def test_stdin_can_be_read_once() -> None:
    out = run("validate", "-", str(SAMPLE), "-", stdin=SAMPLE.read_bytes())
    assert out.returncode == 2 and "read only once" in text(out)[1]


def test_render_from_stdin_is_the_file_render_pixel_for_pixel(tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    assert run("render", str(SAMPLE), "-o", str(tmp_path / "file.png")).returncode == 0
    out = run("render", "-", "-o", str(tmp_path / "stdin.png"), stdin=SAMPLE.read_bytes())
    assert out.returncode == 0, out.stderr
    a, b = QImage(str(tmp_path / "file.png")), QImage(str(tmp_path / "stdin.png"))
    assert not a.isNull() and a == b


def test_brief_and_rules_read_stdin(tmp_path: Path) -> None:
    target = tmp_path / "b.pdf"
    out = run("brief", "-", "-o", str(target), stdin=SAMPLE.read_bytes())
    assert out.returncode == 0 and target.read_bytes().startswith(b"%PDF")
    assert text(out)[0] == f"{target}\n"
    file_answer = run("rules", str(SAMPLE), "los", "E7", "E3")
    stdin_answer = run("rules", "-", "los", "E7", "E3", stdin=SAMPLE.read_bytes())
    assert stdin_answer.returncode == file_answer.returncode == 0
    assert stdin_answer.stdout == file_answer.stdout and stdin_answer.stdout


def test_rules_errors_name_stdin() -> None:
    out = run("rules", "-", "moves", "Z99", stdin=SAMPLE.read_bytes())
    assert out.returncode == 2 and text(out)[1].startswith("<stdin>: ")


# --- formats ----------------------------------------------------------------------------------


def test_json_is_an_alias_of_format_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "--json", str(SLOPPY)]) == 1
    alias = capsys.readouterr().out
    assert main(["validate", "--format", "json", str(SLOPPY)]) == 1
    assert capsys.readouterr().out == alias and json.loads(alias)["files"][0]["ok"] is False


def test_github_annotations(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    broken = tmp_path / "broken.m44"
    broken.write_text("{not json")
    assert main(["validate", "--format", "github", str(SLOPPY), str(broken)]) == 2
    lines = capsys.readouterr().out.splitlines()
    assert main(["validate", "--json", str(SLOPPY)]) == 1
    findings = json.loads(capsys.readouterr().out)["files"][0]["findings"]
    assert len(lines) == len(findings) + 1
    command = {"error": "error", "warning": "warning", "info": "notice"}
    for line, f in zip(lines, findings):
        assert line.startswith(f"::{command[f['severity']]} file={SLOPPY},title=m44 {f['code']}::"
                               f"at {f['place']}: ")
    assert "::warning file=" in "\n".join(lines) and "::error file=" in "\n".join(lines)
    assert lines[-1].startswith(f"::error file={broken},title=m44 unreadable::at line 1 "
                                "column 2: not JSON")


def test_github_escapes_what_would_end_the_command() -> None:
    line = github_line("error", "a,b:c.m44", "50% done\r\nnext", "m44 x")
    assert line == "::error file=a%2Cb%3Ac.m44,title=m44 x::50%25 done%0D%0Anext"
    assert "\n" not in line


def test_sarif_report(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    broken = tmp_path / "broken.m44"
    broken.write_text("{not json")
    assert main(["validate", "--format", "sarif", str(SLOPPY), str(broken)]) == 2
    log = json.loads(capsys.readouterr().out)
    assert log["version"] == "2.1.0" and "sarif-2.1.0" in log["$schema"]
    (run_,) = log["runs"]
    assert run_["tool"]["driver"]["name"] == "m44"
    rules = [r["id"] for r in run_["tool"]["driver"]["rules"]]
    assert main(["validate", "--json", str(SLOPPY)]) == 1
    findings = json.loads(capsys.readouterr().out)["files"][0]["findings"]
    assert len(run_["results"]) == len(findings) and sorted(set(rules)) == rules
    level = {"error": "error", "warning": "warning", "info": "note"}
    for result, f in zip(run_["results"], findings):
        assert result["ruleId"] == f["code"] == rules[result["ruleIndex"]]
        assert result["level"] == level[f["severity"]]
        assert result["message"]["text"] == f"at {f['place']}: {f['message']}"
        (loc,) = result["locations"]
        assert loc["physicalLocation"]["artifactLocation"]["uri"] == "file://" + str(SLOPPY)
        assert loc["logicalLocations"] == [{"fullyQualifiedName": f["place"]}]
    (invocation,) = run_["invocations"]
    assert invocation["executionSuccessful"] is False
    (note,) = invocation["toolExecutionNotifications"]
    assert str(broken) in note["message"]["text"]


def test_sarif_uris_of_relative_files_and_stdin() -> None:
    out = run("validate", "--format", "sarif", "-", "scenarios/oyster-green.m44",
              stdin=SLOPPY.read_bytes())
    assert out.returncode == 1
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            for r in json.loads(out.stdout)["runs"][0]["results"]}
    assert uris == {"%3Cstdin%3E", "scenarios/oyster-green.m44"}  # relative, as given
    clean = json.loads(run("validate", "--format", "sarif", *map(str, SCENARIOS)).stdout)
    # the samples' only results are notes of what the simulation does not play
    assert {(r["ruleId"], r["level"]) for r in clean["runs"][0]["results"]} == \
        {("unplayed-terrain", "note"), ("unplayed-rule", "note"), ("unplayed-behavior", "note")}
    assert clean["runs"][0]["invocations"][0]["executionSuccessful"] is True


def test_wildcards_are_expanded_on_windows_as_a_shell_does_elsewhere(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Windows' shells pass "*.m44" to a program as it was typed: "m44 validate *.m44" (the
    README's own example) was "*.m44: cannot read". There the command line expands a name
    with * or ? that names no file, as a POSIX shell does; a pattern matching nothing stays
    as typed, and is said to be no file."""
    for name in ("b.m44", "a.m44"):
        (tmp_path / name).write_bytes(SAMPLE.read_bytes())
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "platform", "win32")
    assert main(["validate", "--format", "json", "*.m44"]) == 0
    assert [f["file"] for f in json.loads(capsys.readouterr().out)["files"]] == \
        ["a.m44", "b.m44"]
    assert main(["validate", "?.m44", "-q"]) == 0
    assert main(["validate", "c*.m44"]) == 2
    assert "c*.m44" in capsys.readouterr().err
    monkeypatch.setattr(sys, "platform", "linux")  # the shell's work there: left alone
    assert main(["validate", "*.m44"]) == 2


def test_sarif_uris_of_windows_paths(monkeypatch: pytest.MonkeyPatch) -> None:
    """A drive's path was "file://C%3A/...", naming a host "C:" (a SARIF viewer found no
    file); a share's is the share's host."""
    from pathlib import PureWindowsPath

    from editor.cli import formats

    monkeypatch.setattr(formats, "PurePath", PureWindowsPath)
    assert formats._uri("C:\\Scenarios\\\u00c9t\u00e9 44.m44") == \
        "file:///C:/Scenarios/%C3%89t%C3%A9%2044.m44"
    assert formats._uri("\\\\server\\book\\a.m44") == "file://server/book/a.m44"
    assert formats._uri("book\\a.m44") == "book/a.m44"


@pytest.mark.parametrize("fmt", ["text", "json", "github", "sarif"])
def test_exit_codes_are_the_same_in_every_format(tmp_path: Path, fmt: str) -> None:
    broken = tmp_path / "broken.m44"
    broken.write_bytes(b"\xff")
    assert run("validate", "--format", fmt, *map(str, SCENARIOS)).returncode == 0
    assert run("validate", "--format", fmt, str(SLOPPY)).returncode == 1
    assert run("validate", "--format", fmt, str(SLOPPY), str(broken)).returncode == 2
    out = run("validate", "--format", fmt, str(broken))
    assert out.returncode == 2 and b"Traceback" not in out.stderr


# --- text from a file ---------------------------------------------------------------------------

#: A hostile file's text: a newline forging a finding line of its own, an escape sequence
#: clearing the screen, a C1 control (CSI) and a right-to-left override.
FORGED = "\x1b[2J\nforged.m44: error fake-code at A1: forged\x9b31m\u202eevil"
FORGED_SHOWN = r"\x1b[2J\nforged.m44: error fake-code at A1: forged\x9b31m\u202eevil"
#: What a terminal acts on, less the newline that ends each line of output.
UNSAFE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def hostile(tmp_path: Path) -> Path:
    """The sample with FORGED as its name and as the behavior of a unit."""
    doc = json.loads(SAMPLE.read_text("utf-8"))
    doc["text"]["en"]["name"] = FORGED
    next(h for h in doc["board"]["hexagons"] if "unit" in h)["unit"]["behavior"] = FORGED
    path = tmp_path / "hostile.m44"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_text_from_a_file_is_shown_escaped_in_every_format(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = hostile(tmp_path)
    outputs = {}
    for fmt in ("text", "json", "github", "sarif"):
        main(["validate", "--format", fmt, str(path)])
        outputs[fmt] = capsys.readouterr().out
        assert not UNSAFE.search(outputs[fmt]), fmt
    findings = json.loads(outputs["json"])["files"][0]["findings"]
    assert any(FORGED in f["message"] for f in findings)  # JSON reads back the file's text
    assert any(FORGED in r["message"]["text"]
               for r in json.loads(outputs["sarif"])["runs"][0]["results"])
    lines = outputs["text"].splitlines()
    assert len(lines) == len(findings) and all(line.startswith(f"{path}: ") for line in lines)
    assert any(FORGED_SHOWN in line for line in lines)
    github = outputs["github"].splitlines()
    assert len(github) == len(findings) and all(line.startswith("::") for line in github)
    main(["convert", str(path), "-o", str(tmp_path / "out.m44")])
    converted = capsys.readouterr().out
    assert not UNSAFE.search(converted) and FORGED_SHOWN in converted


def test_a_scenario_name_is_shown_escaped_by_simulate_and_replay(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path, log = hostile(tmp_path), tmp_path / "game.json"
    for argv in (["simulate", str(path), "--log", str(log)], ["replay", str(log)],
                 ["simulate", str(path), "--json"], ["replay", str(log), "--json"],
                 ["simulate", str(path), str(path)]):
        if argv[0] == "simulate":
            argv += ["--games", "1", "--jobs", "1", "--ai", "greedy"]
        assert main(argv) == 0, argv
        out = capsys.readouterr().out
        assert not UNSAFE.search(out), argv
        if "--json" not in argv:
            assert FORGED_SHOWN[:27] in out, argv  # the batch's table cuts the name short


def test_every_line_of_the_command_line_goes_through_plain() -> None:
    """The subcommands print through say, say_json and error, which escape a file's text;
    a bare print would not."""
    for module in (ROOT / "editor" / "cli").glob("*.py"):
        if module.name != "__init__.py":
            assert not re.search(r"\bprint\(", module.read_text("utf-8")), module.name


# --- terminals that are not UTF-8 -------------------------------------------------------------

NAME = "\u00dcbergang \u2014 \u5317\u4eac"  # beyond ASCII, and beyond Latin-1


def m44_in(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[bytes]:
    """m44 run with these environment variables added."""
    return subprocess.run([sys.executable, "-m", "editor", *args], capture_output=True,
                          cwd=ROOT, env={**os.environ, **env}, timeout=120)


@pytest.mark.parametrize("encoding", ["ascii", "latin-1", "cp1252"])
def test_a_terminal_that_is_not_utf8_gets_escapes_never_an_internal_error(
        tmp_path: Path, encoding: str) -> None:
    """LANG=C without Python's UTF-8 mode, a Latin-1 terminal: a scenario's name was an
    internal error (exit 3, UnicodeEncodeError), and a canonical file written to standard
    output was in the terminal's encoding, not UTF-8. Now what the terminal lacks is shown
    escaped (\\u5317), JSON escapes it as JSON does, and a .m44 is UTF-8 wherever it goes."""
    doc = json.loads(SAMPLE.read_text("utf-8"))
    doc["text"]["en"]["name"] = NAME
    path = tmp_path / "named.m44"
    path.write_text(json.dumps(doc), encoding="utf-8")
    env = {"PYTHONIOENCODING": encoding}
    out = m44_in(env, "simulate", str(path), "--games", "1", "--jobs", "1")
    assert out.returncode == 0, out.stderr
    shown = NAME.encode(encoding, "backslashreplace").decode(encoding)
    assert out.stdout.decode(encoding).startswith(f"{shown}: 1 game")
    out = m44_in(env, "simulate", str(path), "--games", "1", "--jobs", "1", "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["scenario"] == NAME
    out = m44_in(env, "convert", str(path), "-o", "-")
    assert out.returncode == 0, out.stderr
    assert m44_in({}, "convert", str(path), "-o", str(tmp_path / "out.m44")).returncode == 0
    assert out.stdout == (tmp_path / "out.m44").read_bytes()
    # (cp1252: a Windows program's output sent to a file or a pipe; its "→" is escaped)
    out = m44_in(env, "diff", str(SAMPLE), str(path))
    assert out.returncode == 1, out.stderr
    assert "\\u2192" in out.stdout.decode(encoding) and shown in out.stdout.decode(encoding)


#: Every command run in one process, each argument list on a line of standard input, and
#: the exit codes printed: under ``-W error::EncodingWarning``, a text file read or written
#: in the locale's encoding (Windows' ANSI code page) is an internal error, exit 3.
EVERY_COMMAND = """
import json, sys
from editor.cli import main
print(json.dumps([main(json.loads(line)) for line in sys.stdin]))
"""


def test_no_command_reads_or_writes_text_in_the_locale_s_encoding(tmp_path: Path) -> None:
    """A text file opened without its encoding is read and written in the locale's: on
    Windows, cp1252 in Western Europe, so a scenario, a log or an export beyond ASCII reads
    or writes wrong there. Lint (``test_lint.py``) sees ``open()`` and ``Path(...).read_text``
    written as calls; here every command runs, on a scenario and a file named beyond ASCII,
    with Python's warning of a text file opened in the locale's encoding made an error
    (``-X warn_default_encoding``; the plots are left out: matplotlib writes its font
    cache so). Found by the portability audit, which found none left."""
    folder = tmp_path / "\u00fcber"
    folder.mkdir()
    doc = json.loads(SAMPLE.read_text("utf-8"))
    doc["text"]["en"]["name"] = NAME
    doc["text"]["en"]["description"] = "Z\u00fcrich \u2014 \u5317\u4eac"
    path = folder / f"{NAME}.m44"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    crlf = folder / "crlf.m44"
    crlf.write_bytes(path.read_bytes().replace(b"\n", b"\r\n"))
    out, f = tmp_path / "out", str(path)
    runs = [["validate", f, str(crlf)], ["validate", "--format", "sarif", str(folder)],
            ["validate", "--format", "github", f], ["convert", f, "-o", str(out / "a.m44")],
            ["convert", str(folder), "-o", str(out / "book")], ["diff", "--json", f, str(SAMPLE)],
            ["rules", f, "los", "E7", "H7"], ["forces", "--json", f],
            ["render", f, "-o", str(out / "r.svg")], ["brief", f, "-o", str(out / "b.pdf")],
            ["simulate", f, "--games", "2", "--jobs", "1", "--log", str(out / "g.m44game"),
             "--csv", str(out / "s.csv"), "--export-json", str(out / "s.json")],
            ["simulate", str(folder), "--games", "2", "--jobs", "1", "--csv", str(out / "b.csv"),
             "--checkpoint", str(out / "cp.json")],
            ["replay", str(out / "g.m44game")], ["schema"]]
    out.mkdir()
    done = subprocess.run([sys.executable, "-X", "warn_default_encoding", "-W",
                           "error::EncodingWarning", "-c", EVERY_COMMAND],
                          input="".join(json.dumps(r) + "\n" for r in runs).encode(),
                          capture_output=True, cwd=ROOT, timeout=300,
                          env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    codes = json.loads(done.stdout.decode("utf-8").splitlines()[-1])
    assert codes == [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0], \
        done.stderr.decode("utf-8", "replace")
    assert (out / "g.m44game").exists() and (out / "book" / "crlf.m44").exists()


def test_a_file_name_that_is_not_utf8_is_shown_escaped(tmp_path: Path) -> None:
    """A file name of bytes that are not UTF-8 (a file from an older system) was an internal
    error (exit 3) in every format in a UTF-8 locale, and in SARIF's URI in any locale; the
    JSON report held the raw byte, which is not UTF-8 either."""
    path = tmp_path / os.fsdecode(b"caf\xe9.m44")
    path.write_bytes(SLOPPY.read_bytes())
    strict = {"PYTHONIOENCODING": "utf-8:strict"}  # as a UTF-8 desktop locale has it
    outputs = {}
    for fmt in ("text", "json", "github", "sarif"):
        out = m44_in(strict, "validate", "--format", fmt, str(path))
        assert out.returncode == 1, (fmt, out.stderr)
        outputs[fmt] = out.stdout.decode("utf-8")  # strict: UTF-8 throughout
    assert outputs["text"].startswith(f"{tmp_path}/caf\\udce9.m44: info ")
    assert f"file={tmp_path}/caf\\udce9.m44," in outputs["github"]
    assert json.loads(outputs["json"])["files"][0]["file"] == str(path)
    location = json.loads(outputs["sarif"])["runs"][0]["results"][0]["locations"][0]
    assert location["physicalLocation"]["artifactLocation"]["uri"].endswith("/caf%E9.m44")


def test_a_file_name_that_is_not_utf8_is_written_in_a_game_log_and_a_table(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A game log names its scenario's file (``m44 simulate --log``, and the editor's saved
    or kept game), a batch's CSV each of its files: a name whose bytes are not UTF-8 (a
    file from an older system, or any name beyond ASCII under a locale that is not UTF-8:
    ``os.fsdecode`` gives those bytes as lone surrogates) was an internal error once every
    game was played, UnicodeEncodeError, nothing written (exit 3). Now the log names it by
    JSON's escape, read back as the very name, and the CSV shows the escape, as the
    terminal does (UTF-8 files both)."""
    from editor.engine.game.log import GameLog

    book = tmp_path / "book"
    book.mkdir()
    path = book / os.fsdecode(b"caf\xe9.m44")
    path.write_bytes(SAMPLE.read_bytes())
    log = tmp_path / "game.m44game"
    assert main(["simulate", str(path), "--games", "1", "--jobs", "1", "--log", str(log)]) == 0
    assert "\\udce9" in log.read_bytes().decode("utf-8")
    assert GameLog.load(log).file == str(path)
    table = tmp_path / "book.csv"
    assert main(["simulate", str(book), "--games", "1", "--jobs", "1", "--csv", str(table)]) == 0
    assert table.read_bytes().decode("utf-8").splitlines()[1].startswith(
        f"{book}/caf\\udce9.m44,Hedgerow Crossroads,1,")
    capsys.readouterr()


# --- quiet ------------------------------------------------------------------------------------


def test_quiet_validate_prints_only_what_fails(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(SLOPPY)]) == 1
    everything = capsys.readouterr().out.splitlines()
    assert main(["-q", "validate", str(SLOPPY)]) == 1
    quiet = capsys.readouterr().out.splitlines()
    assert quiet == [line for line in everything if ": error " in line] and quiet
    assert main(["validate", "--quiet", str(SLOPPY)]) == 1
    assert capsys.readouterr().out.splitlines() == quiet
    assert main(["validate", "-q", "--strict", str(SLOPPY)]) == 1
    strict = capsys.readouterr().out.splitlines()
    assert strict == [line for line in everything if ": info " not in line]
    assert main(["-q", "validate", "--format", "github", str(SLOPPY)]) == 1
    assert all(line.startswith("::error ") for line in capsys.readouterr().out.splitlines())


def test_quiet_convert_lists_only_the_errors_left(tmp_path: Path) -> None:
    """sloppy.m44 converts with fixes, then keeps an error, warnings and a note: -q listed
    them all but the fixes; it is to print only what fails (the error: exit 1)."""
    loud = run("convert", str(SLOPPY), "-o", str(tmp_path / "loud.m44"))
    quiet = run("convert", "-q", str(SLOPPY), "-o", str(tmp_path / "quiet.m44"))
    assert loud.returncode == quiet.returncode == 1
    left = [line.replace("loud.m44", "quiet.m44") for line in text(loud)[0].splitlines()
            if line.startswith(f"{tmp_path / 'loud.m44'}: ")]
    assert {line.split()[1] for line in left} == {"error", "warning", "info"}
    assert text(quiet) == ("".join(f"{line}\n" for line in left if " error " in line), "")


def test_quiet_success_prints_nothing(tmp_path: Path) -> None:
    for args in (["validate", *map(str, SCENARIOS)],
                 ["convert", str(SAMPLE), "-o", str(tmp_path / "c.m44")],
                 ["brief", str(SAMPLE), "-o", str(tmp_path / "b.pdf"), "--lang", "xx"],
                 ["render", str(SAMPLE), "-o", str(tmp_path / "r.png")]):
        for where in ("before", "after"):
            argv = ["-q", *args] if where == "before" else [args[0], "-q", *args[1:]]
            out = run(*argv)
            assert (out.returncode, out.stdout, out.stderr) == (0, b"", b""), argv
    assert (tmp_path / "b.pdf").is_file() and (tmp_path / "r.png").is_file()


@pytest.mark.parametrize("argv", [["forces", str(SAMPLE)], ["schema"], ["samples"],
                                  ["rules", str(SAMPLE), "los", "E7", "E3"]])
def test_the_help_of_quiet_says_what_it_does_where_the_answer_is_the_output(
        argv: list[str]) -> None:
    """`m44 forces --help` said -q printed "nothing on success", and `m44 forces -q FILE`
    printed the counts all the same (rightly: they are the answer): the help says so."""
    plain = run(*argv).stdout
    assert plain and run(argv[0], "-q", *argv[1:]).stdout == plain
    help_ = " ".join(text(run(argv[0], "--help"))[0].split())
    assert "-q, --quiet accepted, and changes nothing: the answer is the output" in help_
    assert "nothing on success" not in help_


def test_the_help_of_quiet_says_simulate_still_prints_its_results() -> None:
    help_ = " ".join(text(run("simulate", "--help"))[0].split())
    assert ("-q, --quiet show no progress bar nor notes on standard error; the results are "
            "printed all the same") in help_
    out = run("simulate", "-q", str(SAMPLE), "--games", "1", "--jobs", "1")
    assert out.returncode == 0 and text(out)[0].startswith("Hedgerow Crossroads: 1 game, ")


def test_the_help_of_coords_names_no_one_boards_range() -> None:
    """Found by the overlord audit: `m44 brief --help` said --coords printed "hex names
    (A1..M9)", the standard board's; an Overlord board's run to Z9, a Breakthrough board's
    to M17."""
    help_ = " ".join(text(run("brief", "--help"))[0].split())
    assert "--coords print hex names (A1, a2, ...) on the map" in help_
    assert "M9" not in help_


# --- the rest of the front end ----------------------------------------------------------------


def test_schema_prints_the_published_schema(tmp_path: Path) -> None:
    out = run("schema", cwd=tmp_path)
    assert out.returncode == 0 and out.stdout == SCHEMA_FILE.read_bytes()


@pytest.mark.parametrize("argv,usage", [
    (["render", str(SAMPLE), "-o", "x.gif"], "usage: m44 render "),
    (["validate", "--format", "xml", str(SAMPLE)], "usage: m44 validate "),
    (["brief", str(SAMPLE)], "usage: m44 brief "),
    (["simulate", str(SAMPLE), "--games", "many"], "usage: m44 simulate "),
    # what no parser takes: argparse said it with m44's own usage
    (["validate", str(SAMPLE), "--bogus"], "usage: m44 validate "),
    (["-q", "render", str(SAMPLE), "-o", "x.png", "extra"], "usage: m44 render "),
    (["schema", "extra"], "usage: m44 schema "),
    (["rules", str(SAMPLE), "los", "A1", "B2", "C3"], "usage: m44 rules FILE los "),
    (["--bogus", "validate", str(SAMPLE)], "usage: m44 [-h]"),  # an option of m44 itself
    (["render", str(SAMPLE), "-o", "-"], "usage: m44 render "),
    (["brief", str(SAMPLE), "-o", "-"], "usage: m44 brief "),
])
def test_usage_errors_show_the_subcommand_usage(argv: list[str], usage: str) -> None:
    out = run(*argv)
    err = text(out)[1]
    assert out.returncode == 2 and err.startswith(usage) and "Traceback" not in err
    assert err.splitlines()[-1].startswith(f"{usage[7:].split(' [')[0].strip()}: error: ")


@pytest.mark.parametrize("argv,words", [
    (["--heat-layer", "battles"], "--heat-layer chooses the layers of --heatmap"),
    (["--chunk", "5"], "--chunk cuts a batch's games into tasks"),
])
def test_an_option_that_would_do_nothing_is_refused(argv: list[str], words: str) -> None:
    """A heat layer with no --heatmap, a chunk size for one scenario played locally: the
    games were played and the option silently did nothing."""
    out = run("simulate", str(SAMPLE), "--games", "2", "--jobs", "1", *argv)
    stdout, err = text(out)
    assert (out.returncode, stdout) == (2, "")
    assert err.startswith("usage: m44 simulate ")
    assert err.splitlines()[-1].startswith(f"m44 simulate: error: {words}")


@pytest.mark.parametrize("first", [str(SAMPLE), "no-such-scenario.m44"])
def test_a_scenario_named_where_the_command_belongs_is_told_how_to_open_it(first: str) -> None:
    # `m44 FILE`, as one opens a document with its program: argparse's "invalid choice"
    # left the user to find the subcommand among nine
    out = run(first)
    err = text(out)[1]
    assert out.returncode == 2 and err.startswith("usage: m44 [-h]") and "Traceback" not in err
    assert err.splitlines()[-1] == (f"m44: error: {first!r} is not a command; to open the "
                                    f"scenario in the editor: m44 edit {first}")


@pytest.mark.parametrize("argv,argument", [
    (["validate", ""], "FILE"), (["forces", ""], "FILE"), (["replay", ""], "LOG"),
    (["rules", "", "los", "E7", "E3"], "FILE"), (["diff", str(SAMPLE), ""], "B"),
    (["brief", "", "-o", "b.pdf"], "FILE"),
    (["convert", "", "-o", "c.m44"], "IN"), (["convert", str(SAMPLE), "-o", ""], "-o/--output"),
    (["render", str(SAMPLE), "-o", ""], "-o/--output"),
    (["simulate", "", "--games", "1"], "FILE"),  # an internal error (IndexError), exit 3
    # these wrote nothing, or compared nothing, without a word
    (["simulate", str(SAMPLE), "--games", "1", "--compare", ""], "--compare"),
    (["simulate", str(SAMPLE), "--games", "1", "--csv", ""], "--csv"),
    (["simulate", str(SAMPLE), "--games", "1", "--log", ""], "--log"),
    (["simulate", str(SAMPLE), str(SAMPLE), "--games", "1", "--checkpoint", ""], "--checkpoint"),
])
def test_an_empty_file_name_is_refused_in_words(
        argv: list[str], argument: str, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A name left empty (a shell variable unset) named no file: `simulate ""` was an internal
    error, `--csv ""` and `--compare ""` were dropped, `-o ""` said ': cannot write'."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exited:
        main(argv)
    out, err = capsys.readouterr()
    assert (exited.value.code, out) == (2, "")
    assert err.startswith(f"usage: m44 {argv[0]} ") and "internal error" not in err
    assert err.splitlines()[-1] == (f"m44 {argv[0]}: error: argument {argument}: an empty name "
                                    "names no file")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("command,argv", [
    ("render", ["-o", "{out}.png"]), ("brief", ["-o", "{out}.pdf"]),
    # simulate said "m44 simulate: cannot write OUT: reason", the file after the words
    ("simulate", ["--games", "1", "--jobs", "1", "--csv", "{out}.csv"]),
    ("simulate", ["--games", "1", "--jobs", "1", "--log", "{out}.json"]),
    ("simulate", ["--games", "1", "--jobs", "1", "--what-if", "medals2=4", "--csv", "{out}.csv"]),
    ("simulate", [str(SAMPLE), "--games", "1", "--jobs", "1", "--csv", "{out}.csv"]),  # a batch
])
def test_an_output_that_cannot_be_written_is_said_alike_by_every_command(
        command: str, argv: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
        ) -> None:
    """`m44 COMMAND: OUT: cannot write: REASON`, as render and brief say it: the file first,
    as every message about a file names it."""
    argv = [a.format(out=tmp_path / "out") for a in argv]
    Path(argv[-1]).mkdir()  # a folder where the file should go
    assert main([command, str(SAMPLE), *argv]) == 2
    assert capsys.readouterr() == ("", f"m44 {command}: {argv[-1]}: cannot write: not a regular "
                                       "file: nothing is written over it\n")


def test_files_after_an_option_are_files_of_the_list(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """`m44 validate a.m44 --strict b.m44` said "unrecognized arguments: b.m44" (argparse
    takes a list of files in one piece); now the files after an option join the list, as
    other tools take them, checked as the first ones are; an option or an extra argument of
    a command without a list is still refused."""
    other = SCENARIOS[2]
    assert main(["validate", str(SAMPLE), "--strict", "--ignore", "unplayed", str(other)]) == 0
    assert main(["validate", str(SAMPLE), "--json", str(other)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [f["file"] for f in report["files"]] == [str(SAMPLE), str(other)]
    assert main(["convert", str(SAMPLE), "-o", str(tmp_path / "out"), str(other)]) == 0
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == sorted([SAMPLE.name,
                                                                           other.name])
    capsys.readouterr()
    assert main(["simulate", str(SAMPLE), "--games", "1", "--jobs", "1", "--json",
                 str(other)]) == 0
    assert len(json.loads(capsys.readouterr().out)["scenarios"]) == 2
    for argv, words in ((["validate", str(SAMPLE), "--strict", ""], "argument FILE: an empty "
                         "name names no file"),
                        (["validate", str(SAMPLE), "--bogus", str(other)],
                         f"unrecognized arguments: --bogus {other}"),
                        (["simulate", str(SAMPLE), "--games", "1", "-"],
                         "argument FILE: simulate does not read standard input ('-')")):
        with pytest.raises(SystemExit) as exited:
            main(argv)
        err = capsys.readouterr().err
        assert exited.value.code == 2 and f"m44 {argv[0]}: error: {words}" in err, err


@pytest.mark.parametrize("command", [*COMMANDS, ""])
def test_an_unknown_option_is_named_before_the_arguments_it_leaves_missing(
        command: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`m44 validate -x` said "the following arguments are required: FILE", hiding the
    option that was wrong (said only once FILE was given): every command, and m44 itself,
    names the unknown option first, with its usage, exit 2."""
    with pytest.raises(SystemExit) as exited:
        main([command, "-x"] if command else ["-x"])
    out, err = capsys.readouterr()
    prog = f"m44 {command}".strip()
    assert (exited.value.code, out) == (2, "")
    assert err.startswith(f"usage: {prog} ")
    assert err.splitlines()[-1] == f"{prog}: error: unrecognized arguments: -x"


@pytest.mark.parametrize("argv,words", [
    # another usage error of the parse: the unknown option is said instead
    (["simulate", str(SAMPLE), "--games", "0", "--bogus"], "unrecognized arguments: --bogus"),
    (["convert", str(SAMPLE), "--inplace"], "unrecognized arguments: --inplace"),
    (["render", str(SAMPLE), "-x"], "unrecognized arguments: -x"),
    # an option of the query, unknown to m44 rules, is the query's own
    (["rules", "", "retreat", "A1", "--flags", "2"], "argument FILE: an empty name names no "
                                                      "file"),
    # prefixes of options are options (argparse's abbreviations), -2 a value, not an option
    (["render", str(SAMPLE), "--scal", "2"], "the following arguments are required: "
                                             "-o/--output"),
    (["rules", str(SAMPLE), "los", "-2,3"], "the following arguments are required: B"),
    # a short option with its value attached (-oOUT) is an option of the command
    (["render", "-omap.png"], "the following arguments are required: FILE"),
])
def test_an_unknown_option_and_only_it_is_named_first(
        argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(argv)
    assert exited.value.code == 2
    assert capsys.readouterr().err.splitlines()[-1].endswith(f": error: {words}")


@pytest.mark.parametrize("flags", ["-1", "--flags=-3"])
def test_negative_flags_are_a_usage_error_naming_the_option(
        flags: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`m44 rules FILE retreat A --flags -1` was answered by the engine: "FILE: -1 flags: the
    number of flags cannot be negative", without the usage, as if the scenario were at
    fault; it is bad usage, said of --flags."""
    argv = ["rules", str(SAMPLE), "retreat", "0,12", *(["--flags", flags] if flags == "-1"
                                                       else [flags])]
    with pytest.raises(SystemExit) as exited:
        main(argv)
    out, err = capsys.readouterr()
    value = flags.rpartition("=")[2]
    assert (exited.value.code, out) == (2, "")
    assert err.startswith("usage: m44 rules FILE retreat ")
    assert err.splitlines()[-1] == (f"m44 rules FILE retreat: error: argument --flags: {value} "
                                    "is less than 0: a unit retreats from 0 flags or more")
    assert main(["rules", str(SAMPLE), "retreat", "0,12", "--flags", "0"]) == 0
    assert capsys.readouterr().out == "stay lost=0\n"


@pytest.mark.parametrize("command,kinds", [("render", "OUT.png or OUT.svg"),
                                           ("brief", "OUT.pdf, OUT.png or OUT.svg")])
def test_a_drawing_to_standard_output_is_refused_in_words(command: str, kinds: str) -> None:
    """`-o -` was taken for a file named '-': "-: unknown image type '(none)'"."""
    out = run(command, str(SAMPLE), "-o", "-")
    assert (out.returncode, out.stdout) == (2, b"")
    assert text(out)[1].splitlines()[-1] == (
        f"m44 {command}: error: argument -o/--output: a drawing is not written to standard "
        f"output ('-'): name a file, {kinds}")


def test_simulate_help_says_any_run_interrupted_exits_130() -> None:
    """Its help said "130 a batch interrupted", as if one scenario's run stopped otherwise;
    every run stopped by Ctrl-C exits 130 (test_an_interrupted_run... of the game tests)."""
    help_ = " ".join(text(run("simulate", "--help"))[0].split())
    assert "130 a batch interrupted" not in help_
    assert ("130 interrupted (Ctrl-C: no result printed, the files already written left "
            "whole; a batch's --checkpoint keeps the games done; SIGTERM and SIGHUP stop it "
            "so, exit 143 and 129)") in help_


def test_simulate_help_says_jobs_0_is_the_cores_it_may_run_on() -> None:
    """--jobs 0 is the cores this process may run on, not the machine's (8bac9ee1: under a
    taskset of 2 of 64 cores, 2 workers), but the help said "every core" (the review2
    audit)."""
    help_ = " ".join(text(run("simulate", "--help"))[0].split())
    assert "default 0: every core it may run on; at most 512" in help_

def test_a_long_simulation_interrupted_says_so_in_one_line_and_writes_nothing(
        tmp_path: Path) -> None:
    """Ctrl-C as a terminal sends it (SIGINT to the process group: the workers too) while
    one scenario's games are played: exit 130, `m44: interrupted` and nothing else, no
    traceback from any process, no CSV half written."""
    from .engine.game.interrupt import interrupt

    csv = tmp_path / "games.csv"
    proc = subprocess.Popen([sys.executable, "-m", "editor", "simulate", str(SAMPLE), "--games",
                             "100000", "--jobs", "2", "--csv", str(csv)], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True)
    started = time.monotonic()
    out, err = interrupt(proc, lambda: time.monotonic() - started > 4)
    assert (proc.returncode, out, err) == (130, b"", b"m44: interrupted\n")
    assert list(tmp_path.iterdir()) == []


def test_an_argument_starting_with_a_minus_and_a_digit_is_a_value_not_an_option(
        tmp_path: Path) -> None:
    """A hex like -1,-1 was taken for an unknown option: "the following arguments are
    required: B", as if the hex had not been given (only '--' before it helped). It is the
    hex it is, refused as one, and a file named -2.m44 is read as a file."""
    for argv, hex_ in ((["los", "-1,-1", "E7"], "-1,-1"), (["moves", "-1,-1"], "-1,-1"),
                       (["los", "E7", "-3,4", "--json"], "-3,4")):
        out = run("rules", str(SAMPLE), *argv)
        assert (out.returncode, text(out)) == (
            2, ("", f"{SAMPLE}: {hex_} is not a hex of the standard board\n")), argv
    (tmp_path / "-2.m44").write_bytes(SAMPLE.read_bytes())
    out = run("validate", "-2.m44", cwd=tmp_path)
    assert out.returncode == 0 and text(out)[1] == ""
    assert run("validate", "-3.m44", cwd=tmp_path).stderr == (
        b"-3.m44: cannot read: No such file or directory\n")


def test_a_misspelt_command_is_still_argparses_invalid_choice() -> None:
    err = text(run("valdate", str(SAMPLE)))[1]
    assert "invalid choice: 'valdate'" in err and "m44 edit" not in err


def test_help_texts_have_no_doubled_percent_signs() -> None:
    for argv in (["simulate", "--help"], ["validate", "--help"], ["--help"]):
        out = run(*argv)
        assert out.returncode == 0 and b"%%" not in out.stdout
    assert b"95% interval" in run("simulate", "--help").stdout
    schema_help = subprocess.run([sys.executable, "-m", "editor.io.schema", "--help"],
                                 capture_output=True, cwd=ROOT)
    assert schema_help.returncode == 0 and schema_help.stdout.startswith(b"usage: ")
    assert b"%%" not in schema_help.stdout


def test_top_level_help_lists_every_command() -> None:
    out = text(run("--help"))[0]
    for name, line in COMMANDS.items():
        assert f"{name}" in out and line in out


def test_top_level_help_gives_every_exit_code() -> None:
    """130 (interrupted), which every command may end with, was missing from m44 --help."""
    out = " ".join(text(run("--help"))[0].split())
    codes = sorted(v for k, v in vars(cli).items() if k.startswith("EXIT_"))
    assert codes == [0, 1, 2, 3, 130]
    said = re.search(r"Exit codes: (.*)", out)
    assert said and re.findall(r"\b(\d+) [a-z]", said.group(1)) == [str(c) for c in codes]


LAZY = """
import contextlib, io, sys
from editor.cli import main
try:
    with contextlib.redirect_stdout(io.StringIO()):
        code = main(sys.argv[1:])
except SystemExit as e:
    code = e.code
heavy = sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6")
               or m == "editor.engine.game" or m.startswith("editor.engine.game.")
               or m.startswith("editor.render") or m.startswith("editor.export"))
commands = sorted(m for m in sys.modules if m.startswith("editor.cli."))
print(code, heavy, commands)
"""


@pytest.mark.parametrize("argv,code,modules", [
    (["--version"], 0, []),
    (["--help"], 0, []),
    (["validate", str(SAMPLE)], 0, ["editor.cli.formats", "editor.cli.validate"]),
    (["-q", "validate", "--format", "sarif", str(SLOPPY)], 1,
     ["editor.cli.formats", "editor.cli.validate"]),
    (["schema"], 0, ["editor.cli.schema"]),
])
def test_subcommands_are_imported_only_when_used(argv: list[str], code: int,
                                                 modules: list[str]) -> None:
    out = subprocess.run([sys.executable, "-c", LAZY, *argv], capture_output=True, text=True,
                         cwd=ROOT)
    assert out.stdout.strip() == f"{code} [] {modules}", out.stderr


def test_internal_error_is_one_line_naming_the_bug_report_it_wrote(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    """The line said "internal error (a bug): KeyError: 'x'", a Python class's name as if it
    meant something to the user, and no traceback was kept anywhere (the leftovers2
    audit): it says plainly that a bug of m44 stopped the command, in the error's own
    words as the editor's bug box says them ("x", not "'x'"), and names the report it
    wrote, which holds the version, the command line and the traceback, and is what to
    send with the input file. Exit 3, as documented."""
    def boom(args: object) -> int:
        raise KeyError("x")

    monkeypatch.setattr("editor.cli.schema.run", boom)
    monkeypatch.setattr(cli, "BUG_REPORTS", str(tmp_path))
    assert main(["schema", "-q"]) == 3
    err = capsys.readouterr().err
    (report,) = tmp_path.glob("m44-bug-*.txt")
    assert err == (f"m44: internal error: a bug of m44 stopped the command (x); its report is "
                   f"{report}: {cli.where_to_report('with that file and the input file')}\n")
    text = report.read_text("utf-8")
    assert "KeyError" not in err and "'x'" not in err
    assert f"m44 {cli.__version__}" in text and "Command: m44 schema -q" in text
    assert "Traceback (most recent call last)" in text and "KeyError: 'x'" in text
    # no report can be written: the traceback follows the line, not lost
    monkeypatch.setattr(cli, "BUG_REPORTS", str(tmp_path / "none"))
    assert main(["schema"]) == 3
    first, *rest = capsys.readouterr().err.splitlines()
    assert first.startswith("m44: internal error: a bug of m44 stopped the command (x); its "
                            "report could not be written (") and "KeyError" not in first
    assert rest[0] == "Traceback (most recent call last):" and rest[-1] == "KeyError: 'x'"


def test_the_report_address_comes_from_the_project_urls(monkeypatch: pytest.MonkeyPatch) -> None:
    class Metadata:
        def get_all(self, key: str) -> list[str]:
            assert key == "Project-URL"
            return ["Homepage, https://example.org/m44", "Issues, https://example.org/m44/issues"]

    monkeypatch.setattr("importlib.metadata.metadata", lambda name: Metadata())
    assert "at https://example.org/m44/issues with" in cli.where_to_report()
    monkeypatch.setattr("importlib.metadata.metadata", lambda name: type(
        "M", (), {"get_all": lambda self, key: None})())
    assert "to the m44-editor maintainers" in cli.where_to_report()


def test_the_readme_documents_every_command_and_option() -> None:
    import argparse
    import re

    readme = (ROOT / "README.md").read_text("utf-8")
    section = readme[readme.index("## Command line"):readme.index("## Layout")]
    sub = next(a for a in cli.build_parser()._actions
               if isinstance(a, argparse._SubParsersAction))
    missing = []
    for name, parser in sub.choices.items():
        if f"m44 {name}" not in section:
            missing.append(name)
        for action in parser._actions:
            names = [o for o in action.option_strings if o not in ("-h", "--help")]
            if names and not any(re.search(re.escape(o) + r"(?![\w-])", section) for o in names):
                missing.append(f"{name} {names[0]}")
    assert missing == []
    for words in ("**0**", "**1**", "**2**", "**3**", "<stdin>", "M44_EDITOR_QUIT_AFTER"):
        assert words in section


def test_render_and_brief_need_no_window_system_whatever_the_session(tmp_path: Path) -> None:
    """A desktop session's DISPLAY (or an empty QT_QPA_PLATFORM) must not make Qt try X11,
    which aborts where the display or its xcb libraries are missing."""
    import os

    for env in ({"DISPLAY": ":99", "QT_QPA_PLATFORM": "xcb"}, {"QT_QPA_PLATFORM": ""}):
        for args in (["render", str(SAMPLE), "-o", str(tmp_path / "m.png")],
                     ["brief", str(SAMPLE), "-o", str(tmp_path / "b.pdf")]):
            out = subprocess.run([sys.executable, "-m", "editor", *args], capture_output=True,
                                 cwd=ROOT, env={**os.environ, **env}, timeout=120)
            assert out.returncode == 0, (env, out.stderr)


# --- Ctrl-C while Qt draws --------------------------------------------------------------------

#: m44, with a Ctrl-C (SIGINT to itself) arriving as the renderer draws the map's terrain:
#: painters active with saved states, as at any moment of a long drawing.
INTERRUPTED_DRAWING = """
import os, signal, sys
from editor.render import scene
terrain = scene._Scene.terrain
def interrupted(self):
    os.kill(os.getpid(), signal.SIGINT)
    terrain(self)
scene._Scene.terrain = interrupted
from editor.cli import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.parametrize("command", ["render", "brief"])
def test_ctrl_c_while_qt_draws_is_one_line_and_exit_130(tmp_path: Path, command: str) -> None:
    """A KeyboardInterrupt raised through Qt's painting left painters active ('Painter ended
    with 3 saved states'), then crashed at exit (segfault), or was lost in an import."""
    out = subprocess.run([sys.executable, "-c", INTERRUPTED_DRAWING, command, str(SAMPLE),
                          "-o", str(tmp_path / "out.png")], capture_output=True, cwd=ROOT,
                         timeout=120)
    assert (out.returncode, text(out)) == (130, ("", "m44: interrupted\n"))
    assert list(tmp_path.iterdir()) == []  # nothing written, no temporary file left


def test_a_command_started_with_ctrl_c_ignored_keeps_it_ignored(tmp_path: Path) -> None:
    """A shell's background job (``m44 brief ... &`` in a script) or ``nohup`` starts with
    SIGINT ignored: a Ctrl-C meant for the foreground command does not end it, as with any
    Unix command. The handler for Qt's drawing took Ctrl-C back."""
    out = subprocess.run([sys.executable, "-c", INTERRUPTED_DRAWING, "render", str(SAMPLE),
                          "-o", str(tmp_path / "out.png")], capture_output=True, cwd=ROOT,
                         timeout=120,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
    assert (out.returncode, out.stderr) == (0, b"")
    assert [p.name for p in tmp_path.iterdir()] == ["out.png"]


def test_ctrl_c_during_a_write_still_removes_the_temporary_file(tmp_path: Path) -> None:
    """While Qt works Ctrl-C ends the process at once, but a file being written gets the
    KeyboardInterrupt, and removes its temporary file."""
    script = ("import os, signal, sys\n"
              "from editor.cli import qt_interrupts\n"
              "from editor.io.files import atomic_write\n"
              "with qt_interrupts():\n"
              "    try:\n"
              "        atomic_write(sys.argv[1], b'png', backup=False,\n"
              "                     check=lambda tmp: os.kill(os.getpid(), signal.SIGINT))\n"
              "    except KeyboardInterrupt:\n"
              "        print('raised')\n")
    out = subprocess.run([sys.executable, "-c", script, str(tmp_path / "out.png")],
                         capture_output=True, cwd=ROOT, timeout=60)
    assert (out.returncode, text(out)) == (0, ("raised\n", ""))
    assert list(tmp_path.iterdir()) == []
    before = signal.getsignal(signal.SIGINT)
    with cli.qt_interrupts():
        assert signal.getsignal(signal.SIGINT) is not before
    assert signal.getsignal(signal.SIGINT) is before  # the command's handler is put back


#: m44 as its console script starts it (``from editor.cli import main``), with a Ctrl-C
#: arriving while a module loads: the command line's own, or a subcommand's.
INTERRUPTED_START = """
import sys
class CtrlC:
    def find_spec(self, name, path=None, target=None):
        if name == sys.argv[1]:
            raise KeyboardInterrupt
sys.meta_path.insert(0, CtrlC())
from editor.cli import main
sys.exit(main(sys.argv[2:]))
"""


@pytest.mark.parametrize(("module", "argv"), [
    ("editor.io.m44", ["validate", str(SAMPLE)]),
    ("editor.engine.game", ["simulate", str(SAMPLE), "--games", "2", "--jobs", "1"]),
    ("editor.cli.formats", ["validate", str(SAMPLE)]),
])
def test_ctrl_c_while_the_command_starts_is_one_line_and_exit_130(module: str,
                                                                  argv: list[str]) -> None:
    """Loading the command line and its subcommand takes about a second (the catalog, the
    game engine): a Ctrl-C then printed a traceback of the import, and no exit code of ours."""
    out = subprocess.run([sys.executable, "-c", INTERRUPTED_START, module, *argv],
                         capture_output=True, cwd=ROOT, timeout=120)
    assert (out.returncode, text(out)) == (130, ("", "m44: interrupted\n"))


# --- standard output that cannot be written ---------------------------------------------------

@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full (a full disk)")
@pytest.mark.parametrize("args", [["schema"], ["--version"], ["--help"], ["simulate", "--help"],
                                  ["validate", str(SLOPPY)]])
def test_a_full_disk_under_standard_output_is_a_write_error(args: list[str]) -> None:
    """Exit 2 with one line, as a file that cannot be written; it was an internal error
    (exit 3), or the output lost with exit 0 for --help and --version."""
    with open("/dev/full", "wb") as full:
        out = subprocess.run([sys.executable, "-m", "editor", *args], stdout=full,
                             stderr=subprocess.PIPE, cwd=ROOT)
    err = out.stderr.decode("utf-8")
    assert out.returncode == 2, err
    assert err.strip().splitlines()[-1] == \
        "m44: cannot write to standard output: No space left on device"
    assert "Traceback" not in err and "internal error" not in err


#: Commands whose reader may stop reading (``m44 ... | head -1``), with the exit code each
#: has read to the end: SLOPPY has errors.
CUT_SHORT = [
    (["validate", str(SLOPPY)], 1), (["validate", "--json", str(SLOPPY)], 1),
    (["validate", *[str(SLOPPY)] * 60], 1), (["convert", str(SLOPPY), "-o", "-"], 1),
    (["forces", str(SLOPPY)], 1), (["rules", str(SLOPPY), "los", "A1", "C9"], 1),
    (["diff", str(SAMPLE), str(SLOPPY)], 1), (["diff", str(SAMPLE), str(SAMPLE)], 0),
    (["samples"], 0), (["schema"], 0), (["--help"], 0), (["--version"], 0),
    (["validate", "--help"], 0), (["forces", "--json", str(SAMPLE)], 0)]


@pytest.mark.parametrize("unbuffered", ["", "1"])
@pytest.mark.parametrize(("args", "code"), CUT_SHORT)
def test_a_reader_that_stops_reading_cuts_only_the_output(args: list[str], code: int,
                                                          unbuffered: str) -> None:
    """``m44 validate bad.m44 | head -1``: the reader gone, every command but diff exited
    0 ("nothing wrong") whatever its answer, or 120 with "Exception ignored ...
    BrokenPipeError" (standard output buffered, as Python has it in a pipe), or with a
    traceback (``--help``). The rest of the output goes to the null device, the command
    goes on to its end and exits as it does read whole, saying on standard error what it
    says read whole, and nothing more. Found by the leftovers7 audit."""
    env = {**os.environ, "PYTHONUNBUFFERED": unbuffered}
    whole = subprocess.run([sys.executable, "-m", "editor", *args], capture_output=True,
                           cwd=ROOT, env=env)
    assert whole.returncode == code, whole.stderr
    proc = subprocess.Popen([sys.executable, "-m", "editor", *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # the reader gone before the first line
    err = proc.stderr.read()
    assert (proc.wait(timeout=120), err.decode("utf-8")) == (
        code, whole.stderr.decode("utf-8"))


@pytest.mark.parametrize(("args", "code"), [CUT_SHORT[0], CUT_SHORT[4], (["--help"], 0)])
def test_a_reader_of_both_outputs_that_stops_reading_changes_no_exit_code(
        args: list[str], code: int) -> None:
    """``m44 forces bad.m44 2>&1 | head -1``: the messages of standard error go to the
    reader gone too; the command still ends as it does read whole."""
    proc = subprocess.Popen([sys.executable, "-m", "editor", *args], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    assert proc.stdout is not None
    proc.stdout.close()
    assert proc.wait(timeout=120) == code


@pytest.mark.parametrize("platform, code", [("win32", 1), ("linux", cli.EXIT_INTERNAL)])
def test_a_reader_gone_on_windows_is_no_error(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        platform: str, code: int) -> None:
    """Windows says a write to a pipe whose reader is gone (``m44 ... | head``) as EINVAL,
    where other systems raise BrokenPipeError, and the command ended as an internal error
    (exit 3): it goes on to its end, the rest of its output sent to the null device, and
    exits as it does read whole (diff's 1: they differ; the mut12 audit). Elsewhere EINVAL
    is no pipe's and stays one."""
    import argparse
    import io

    class Gone(io.StringIO):
        def write(self, _text: str) -> int:
            raise OSError(errno.EINVAL, "Invalid argument")

        def fileno(self) -> int:
            return 99

    def differs(_args: argparse.Namespace) -> int:
        cli.say("C5: unit added: US Infantry (infus)")
        cli.say("a → b: 1 difference")
        return 1

    moved: list[int] = []
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "stdout", Gone())
    monkeypatch.setattr(os, "dup2", lambda _fd, to: moved.append(to))
    assert cli._run(argparse.Namespace(func=differs)) == code
    err = capsys.readouterr().err
    assert ("internal error" in err) == (code == cli.EXIT_INTERNAL)
    assert moved == ([99, 99] if platform == "win32" else [])


def test_no_standard_output_at_all_is_said() -> None:
    out = subprocess.run([sys.executable, "-m", "editor", "schema"], stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, cwd=ROOT,
                         preexec_fn=lambda: os.close(1))
    assert out.returncode == 2
    assert out.stderr.decode("utf-8").strip() == "m44: there is no standard output to write to"


@pytest.mark.parametrize("argv", [["replay", "-"], ["simulate", "-", "--games", "1"],
                                  ["simulate", "scenarios/oyster-green.m44", "--compare", "-",
                                   "--games", "1"]])
def test_standard_input_where_a_command_does_not_read_it_is_a_usage_error(
        capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    """'-' reads standard input for the commands that read one scenario (README); replay
    and simulate read files, and took '-' as a file's name ("-: cannot read: No such file
    or directory"). They say that they do not read standard input, as a usage error."""
    with pytest.raises(SystemExit) as stop:
        cli.main(argv)
    assert stop.value.code == cli.EXIT_UNREADABLE
    err = capsys.readouterr().err
    assert f"m44 {argv[0]}: error:" in err and "does not read standard input" in err


def test_wildcards_are_star_and_question_mark_sorted_and_never_a_file_s_own_name(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """On Windows the names a pattern matches come sorted, whatever order the folder lists
    them in; a name that is a file's is that file even with a ? in it (a long path's
    "\\\\?\\C:\\..." has one), and [ ] are letters of a name there, never a pattern: a
    missing "[ab].m44" is said to be no file, not read as a.m44 and b.m44. Found by the mut5
    audit."""
    names = ["h.m44", "c.m44", "f.m44", "a.m44", "g.m44", "b.m44", "e.m44", "d.m44"]
    for name in [*names, "x?.m44", "xy.m44"]:
        (tmp_path / name).write_bytes(b"")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "platform", "win32")
    assert cli.wildcards_expanded(["validate", "?.m44"]) == ["validate", *sorted(names)]
    assert cli.wildcards_expanded(["x?.m44"]) == ["x?.m44"]
    assert cli.wildcards_expanded(["[ab].m44"]) == ["[ab].m44"]


@pytest.mark.parametrize("number, name", [(errno.EACCES, None), (errno.EINVAL, "x.m44")])
def test_on_windows_only_einval_of_no_file_is_a_reader_gone(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        number: int, name: str | None) -> None:
    """Another error of no file, or EINVAL of a file the command named, is no reader gone:
    an internal error still (the mut6 audit)."""
    import argparse

    def fails(_args: argparse.Namespace) -> int:
        raise OSError(number, os.strerror(number), name)

    monkeypatch.setattr(sys, "platform", "win32")
    assert cli._run(argparse.Namespace(func=fails)) == cli.EXIT_INTERNAL
    assert "internal error" in capsys.readouterr().err


def test_a_reader_gone_as_the_output_is_flushed_sends_the_rest_to_the_null_device(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows's EINVAL met by the last flush: no error, and the rest of the output goes to
    the null device (so that the interpreter's flush at exit does not meet it again)."""
    import io

    class Gone(io.StringIO):
        def flush(self) -> None:
            raise OSError(errno.EINVAL, "Invalid argument")

        def fileno(self) -> int:
            return 99

    moved: list[int] = []
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(sys, "stdout", Gone())
    monkeypatch.setattr(os, "dup2", lambda _fd, to: moved.append(to))
    assert cli.output_lost() is False
    assert moved == [99]


def test_terminations_are_taken_for_the_command_and_given_back() -> None:
    """:func:`cli.terminations` takes SIGTERM and SIGHUP for the command and gives each its
    own handler back after (a test, or a program, that calls ``main`` keeps its own); in
    another thread, where no handler can be set, it changes nothing (the mut6 audit)."""
    import threading

    before = {s: signal.getsignal(s) for s in cli.TERMINATIONS}
    with cli.terminations():
        assert all(signal.getsignal(s) is cli._terminate for s in cli.TERMINATIONS
                   if before[s] is not signal.SIG_IGN)
    assert {s: signal.getsignal(s) for s in cli.TERMINATIONS} == before
    ran: list[bool] = []

    def elsewhere() -> None:
        with cli.terminations():
            ran.append(all(signal.getsignal(s) == before[s] for s in cli.TERMINATIONS))

    thread = threading.Thread(target=elsewhere)
    thread.start()
    thread.join(10)
    assert ran == [True]


def test_a_runtime_error_not_caused_by_ctrl_c_is_not_said_interrupted(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """main takes a RuntimeError caused by a KeyboardInterrupt (Ctrl-C as a class is made)
    for the interrupt; any other is raised as it was, never said "interrupted" (the mut6
    audit)."""
    def fails(_argv: object) -> int:
        raise RuntimeError("a bug")

    monkeypatch.setattr(cli, "_main", fails)
    with pytest.raises(RuntimeError, match="a bug"):
        cli.main(["validate", "x.m44"])
    assert "interrupted" not in capsys.readouterr().err


def test_the_rest_of_an_output_sent_to_the_null_device_never_fails_nor_leaks(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The null device put behind a stream whose reader went (:func:`cli._written`) does
    what it can and never raises in turn: a stream of no file (none to send), a file that
    cannot be replaced (no such descriptor), or no null device to open leave the stream as
    it is; each time, the null device's descriptor is closed (a command writing many times
    to a reader gone must not run out of them). Found by the mut14 audit."""
    def fds() -> int:
        return len(os.listdir("/proc/self/fd"))

    class At:
        def __init__(self, fd: int) -> None:
            self.fd = fd

        def fileno(self) -> int:
            return self.fd

    with open(tmp_path / "out.txt", "w", encoding="utf-8") as f:
        before = fds()
        for _ in range(3):
            cli._to_null_device(At(f.fileno()))
        assert fds() == before
        f.write("lost")
    assert (tmp_path / "out.txt").read_text(encoding="utf-8") == ""  # sent to the null device
    cli._to_null_device(object())  # no fileno at all
    before = fds()
    cli._to_null_device(At(1_000_000))  # no such descriptor: dup2 refuses it
    assert fds() == before

    def no_device(*_args: object) -> int:
        raise OSError(errno.ENOENT, "No such file or directory")
    monkeypatch.setattr(os, "open", no_device)
    cli._to_null_device(At(1))
