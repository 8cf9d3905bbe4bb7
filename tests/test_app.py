from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from editor.app import QT_LIBRARIES, XCB_PACKAGES, display_problem

from .conftest import ROOT


def test_no_display_gives_one_clear_line() -> None:
    """Found by the packaging2 audit: the line told an installed editor's user to run
    `xvfb-run make run`, a target of a checkout's Makefile that an installation has not."""
    problem = display_problem({})
    assert problem is not None and "DISPLAY" in problem and "\n" not in problem
    assert "(xvfb-run m44-editor)" in problem and "make" not in problem


def test_offscreen_and_wayland_need_no_x() -> None:
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}) is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}) is None


def test_editor_without_display_exits_1_without_traceback() -> None:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(ROOT)}
    out = subprocess.run([sys.executable, "-m", "editor", "edit"], capture_output=True,
                         text=True, cwd=ROOT, env=env)
    assert out.returncode == 1
    assert out.stderr.startswith("m44-editor: ") and out.stderr.count("\n") == 1
    assert "Traceback" not in out.stderr


def test_readme_names_the_debian_packages() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    assert readme.lstrip().startswith("# ")
    assert "make run" in readme and "make test" in readme
    for package in XCB_PACKAGES:
        assert package in readme


def test_quit_after_reads_seconds_or_refuses_with_one_line() -> None:
    from editor.app import quit_after

    assert quit_after({}) is None and quit_after({"M44_EDITOR_QUIT_AFTER": " "}) is None
    assert quit_after({"M44_EDITOR_QUIT_AFTER": "1.5"}) == 1.5
    for bad in ("soon", "-1", "nan"):
        with pytest.raises(ValueError, match="M44_EDITOR_QUIT_AFTER"):
            quit_after({"M44_EDITOR_QUIT_AFTER": bad})


def editor_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """An offscreen editor with its own settings and recovery folders."""
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
            "XDG_CONFIG_HOME": str(tmp_path / "config"),
            "XDG_DATA_HOME": str(tmp_path / "data"), **extra}


def test_the_editor_starts_offscreen_and_quits_when_asked(tmp_path: Path) -> None:
    sample = ROOT / "scenarios" / "oyster-green.m44"
    out = subprocess.run([sys.executable, "-m", "editor", "edit", str(sample)],
                         capture_output=True, text=True, cwd=tmp_path, timeout=120,
                         env=editor_env(tmp_path, M44_EDITOR_QUIT_AFTER="0.5"))
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr


def test_the_editor_refuses_to_start_without_its_art(tmp_path: Path) -> None:
    out = subprocess.run([sys.executable, "-m", "editor", "edit"], capture_output=True,
                         text=True, cwd=tmp_path, timeout=120,
                         env=editor_env(tmp_path, M44_ART_DIR=str(tmp_path / "no-art"),
                                        M44_EDITOR_QUIT_AFTER="0.5"))
    assert out.returncode == 2
    assert out.stderr == f"m44-editor: {tmp_path / 'no-art'}: art folder missing: the " \
        "installation is incomplete (reinstall m44-editor, or fix M44_ART_DIR)\n"


@pytest.mark.parametrize("option,out", [("--help", "usage: m44-editor"),
                                        ("--version", "m44-editor "),
                                        ("-h", "--quit-after SECONDS")])
def test_help_and_version_answer_without_a_window_or_qt(option: str, out: str) -> None:
    """Found by the packaging audit: `m44-editor --help` opened the editor (and never
    returned) instead of answering."""
    code = ("import sys; from editor.app import main\n"
            "try:\n    main([sys.argv[1]])\nexcept SystemExit as e:\n"
            "    assert 'PySide6' not in sys.modules, 'Qt loaded'\n    raise\n")
    env = {"PATH": "/usr/bin:/bin", "HOME": str(ROOT)}  # no display: a window would fail
    done = subprocess.run([sys.executable, "-c", code, option], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert out in done.stdout and done.stderr == ""


@pytest.mark.parametrize("option", ["--help", "--version"])
def test_help_and_version_to_a_reader_that_stops_reading_exit_0_quietly(option: str) -> None:
    """``m44-editor --help | head -1`` exited 120 with "Exception ignored ...
    BrokenPipeError" on standard error (Python's flush at exit meeting the reader gone), as
    m44's commands did: the rest of the output goes nowhere, exit 0, nothing said. Found by
    the leftovers7 audit."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(ROOT)}  # (Python buffers a pipe's output)
    proc = subprocess.Popen([sys.executable, "-c", "import sys; from editor.app import main; "
                             "sys.exit(main())", option], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()
    err = proc.stderr.read().decode("utf-8")
    assert (proc.wait(timeout=60), err) == (0, "")
    if Path("/dev/full").exists():  # a full disk is no reader gone: exit 2, said in a line
        with open("/dev/full", "wb") as full:
            done = subprocess.run([sys.executable, "-c", "import sys; from editor.app import "
                                   "main; sys.exit(main())", option], cwd=ROOT, env=env,
                                  stdout=full, stderr=subprocess.PIPE, timeout=60)
        assert (done.returncode, done.stderr.decode("utf-8")) == (
            2, "m44-editor: cannot write to standard output: No space left on device\n")


@pytest.mark.parametrize("option", ["--help", "--version"])
def test_help_and_version_with_no_standard_output_exit_0(option: str) -> None:
    """``m44-editor --version`` with no standard output (pythonw on Windows, which starts
    the editor with none; ``>&-`` elsewhere): argparse writes what it can (``--version`` to
    standard error) and exit 0 followed, as before the check of a full disk added for a
    reader gone; that check then read ``sys.stdout.flush`` of ``None``: exit 1, with an
    AttributeError's traceback. Found by the review6 audit."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", "import os, sys; os.close(1); sys.stdout = "
                           "None; from editor.app import main; sys.exit(main())", option],
                          cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          timeout=60)
    err = done.stderr.decode("utf-8")
    assert (done.returncode, "Traceback" in err) == (0, False), err


@pytest.mark.parametrize("argv,message", [(["--bogus"], "unrecognized arguments: --bogus"),
                                          (["--quit-after", "soon"], "'soon' is not a number")])
def test_a_bad_option_is_a_usage_error(argv: list[str], message: str,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    from editor.app import main

    with pytest.raises(SystemExit) as e:
        main(argv)
    assert e.value.code == 2 and message in capsys.readouterr().err


def test_quit_after_on_the_command_line(tmp_path: Path) -> None:
    sample = ROOT / "scenarios" / "oyster-green.m44"
    out = subprocess.run([sys.executable, "-c", "from editor.app import main; "
                          "raise SystemExit(main())", "--quit-after", "0.5", str(sample)],
                         capture_output=True, text=True, cwd=tmp_path, timeout=120,
                         env=editor_env(tmp_path))
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr


def test_quit_after_ends_the_editor_on_a_file_that_cannot_be_read(tmp_path: Path) -> None:
    """The time was set once the files had opened: a file that cannot be read said so in a
    box that waited for a click, and `m44 edit missing.m44` with M44_EDITOR_QUIT_AFTER
    never ended (found by the command-line audit)."""
    out = subprocess.run([sys.executable, "-m", "editor", "edit", "missing.m44"],
                         capture_output=True, text=True, cwd=tmp_path, timeout=60,
                         env=editor_env(tmp_path, M44_EDITOR_QUIT_AFTER="1"))
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr


def test_a_file_named_with_a_minus_and_a_digit_is_a_file() -> None:
    """m44-editor took '-2.m44' for an unknown option, as m44 did before it was taught."""
    from editor.app import build_parser

    assert build_parser().parse_args(["-2.m44", "--quit-after", "1"]).files == ["-2.m44"]


#: Runs a command with Qt's modules failing to load as on a machine without libEGL.
NO_EGL = """
import sys, importlib.abc
class NoEgl(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name in ("PySide6.QtGui", "PySide6.QtWidgets"):
            raise ImportError(WORDS, name=name.split(".")[-1], path=f"/venv/PySide6/{name}")
sys.meta_path.insert(0, NoEgl())
from editor.app import main as editor
from editor.cli import main as m44
raise SystemExit(editor(sys.argv[2:]) if sys.argv[1] == "editor" else m44(sys.argv[2:]))
"""


@pytest.mark.parametrize("argv,code", [(["m44", "render", "oyster-green.m44", "-o", "x.png"], 2),
                                       (["editor", "oyster-green.m44"], 1)])
def test_a_missing_qt_library_is_named_with_its_package(tmp_path: Path, argv: list[str],
                                                        code: int) -> None:
    """Found by the packaging audit: on a minimal machine without libEGL, `m44 render` said
    "internal error (a bug) ... please report it" (exit 3) and m44-editor printed a
    traceback; the README's set-up named only the X11 libraries of a desktop."""
    shutil.copy(ROOT / "scenarios" / "oyster-green.m44", tmp_path)
    out = subprocess.run([sys.executable, "-c", no_qt(LINUX_LOADER), *argv], capture_output=True,
                         text=True, cwd=tmp_path, timeout=120, env=editor_env(tmp_path))
    assert out.returncode == code, out.stderr
    assert out.stderr.count("\n") == 1 and "bug" not in out.stderr, out.stderr
    assert "libEGL.so.1" in out.stderr and "sudo apt-get install libegl1" in out.stderr


#: What the loader says of a library Qt's module needs and cannot have, on Linux, Windows
#: and macOS.
LINUX_LOADER = "libEGL.so.1: cannot open shared object file: No such file or directory"
WINDOWS_LOADER = ("DLL load failed while importing QtGui: The specified module could not be "
                  "found.")
MACOS_LOADER = ("dlopen(/venv/PySide6/QtGui.abi3.so, 0x0002): Library not loaded: "
                "@rpath/QtGui.framework/Versions/A/QtGui")


def no_qt(words: str) -> str:
    """The program of :data:`NO_EGL`, the loader saying ``words``."""
    return NO_EGL.replace("WORDS", repr(words))


@pytest.mark.parametrize("words", [WINDOWS_LOADER, MACOS_LOADER], ids=["windows", "macos"])
@pytest.mark.parametrize("argv,code", [(["m44", "render", "oyster-green.m44", "-o", "x.png"], 2),
                                       (["editor", "oyster-green.m44"], 1)])
def test_qt_that_cannot_be_loaded_elsewhere_is_said_in_one_line(
        tmp_path: Path, argv: list[str], code: int, words: str) -> None:
    """Windows' loader says "DLL load failed", macOS's "Library not loaded" (a Visual C++
    runtime or a Qt of another program in the way, a system older than the wheel's): `m44
    render` said "internal error (a bug) ... please report it" (exit 3), and m44-editor
    printed a traceback, where Linux's loader is said in one line. Found by the
    portability audit."""
    shutil.copy(ROOT / "scenarios" / "oyster-green.m44", tmp_path)
    out = subprocess.run([sys.executable, "-c", no_qt(words), *argv], capture_output=True,
                         text=True, cwd=tmp_path, timeout=120, env=editor_env(tmp_path))
    assert out.returncode == code, out.stderr
    assert out.stderr.count("\n") == 1 and "bug" not in out.stderr, out.stderr
    assert f"Qt cannot be loaded: a library it needs is missing or does not fit this system " \
           f"({words}); " in out.stderr and "apt-get" not in out.stderr, out.stderr


def test_qt_packages_are_those_ci_installs_and_the_readme_names() -> None:
    ci = (ROOT / ".ci" / "run").read_text("utf-8")
    readme = (ROOT / "README.md").read_text("utf-8")
    for package in set(QT_LIBRARIES.values()):
        assert package in ci and package in readme, package


def test_m44_edit_opens_the_file_named_or_none(monkeypatch: pytest.MonkeyPatch) -> None:
    from editor.cli import main

    opened: list[list[str]] = []

    def opening(argv: list[str]) -> int:
        opened.append(argv)
        return 0

    monkeypatch.setattr("editor.app.main", opening)
    assert main(["edit", "map.m44"]) == 0 and main(["edit"]) == 0
    # "--": a file named like an option is a file
    assert opened == [["--", "map.m44"], []]


def test_without_a_console_a_broken_installation_is_said_in_a_message_box(
        monkeypatch: pytest.MonkeyPatch, qtbot) -> None:  # type: ignore[no-untyped-def]
    """m44-editor on Windows is started by pythonw, with no console: standard error is
    None, and what the editor printed there went nowhere (the window simply never opened).
    It is said in a message box then."""
    import editor.render
    from PySide6.QtWidgets import QMessageBox

    from editor.resources import ResourceError

    class Broken:
        def check(self) -> None:
            raise ResourceError("/x/art: art folder missing: the installation is incomplete")

    said: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "critical",
                        lambda _parent, title, text, *_a: said.append((title, text)))
    monkeypatch.setattr(editor.render, "library", Broken)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.delenv("M44_EDITOR_QUIT_AFTER", raising=False)
    monkeypatch.setattr(sys, "stderr", None)
    from editor.app import main

    assert main([]) == 2
    assert said == [("m44-editor", "m44-editor: /x/art: art folder missing: the installation "
                                   "is incomplete")]


#: m44-editor as pythonw starts it on Windows (no standard error), Windows' loader failing
#: on Qt (:data:`NO_EGL`'s finder), Windows' own message box (user32's MessageBoxW) stood
#: in by one that says what it was given.
NO_QT_ON_WINDOWS = """
import ctypes, json, sys
said = []
class User32:
    def MessageBoxW(self, owner, text, title, kind):
        said.append([text, title, kind])
        return 1
ctypes.windll = type("WinDLL", (), {"user32": User32()})()
"""


def test_qt_that_cannot_be_loaded_is_said_in_a_box_where_there_is_no_standard_error(
        tmp_path: Path) -> None:
    """m44-editor on Windows runs under pythonw: no console, standard error None. A Qt that
    could not be loaded (Windows' "DLL load failed", the commonest failure of Qt there) was
    printed to it, that is nowhere, and the editor simply never opened. It is said in
    Windows' own message box now, which needs no Qt. Found by the portability audit."""
    shutil.copy(ROOT / "scenarios" / "oyster-green.m44", tmp_path)
    program = NO_QT_ON_WINDOWS + no_qt(WINDOWS_LOADER).replace(
        "from editor.app import main as editor",
        "from editor.app import main as editor\nimport PySide6  # (set up for this system)\n"
        "sys.platform = 'win32'\nreal = sys.stderr\nsys.stderr = None").replace(
        "raise SystemExit(editor(sys.argv[2:]) if sys.argv[1] == \"editor\" else "
        "m44(sys.argv[2:]))",
        "code = editor(sys.argv[2:])\nreal.write(json.dumps([code, said]))")
    out = subprocess.run([sys.executable, "-c", program, "editor", "oyster-green.m44"],
                         capture_output=True, text=True, cwd=tmp_path, timeout=120,
                         env=editor_env(tmp_path))
    assert out.returncode == 0, out.stderr
    code, said = json.loads(out.stderr)
    assert code == 1 and len(said) == 1, said
    text, title, kind = said[0]
    assert text.startswith("m44-editor: Qt cannot be loaded: a library it needs is missing")
    assert WINDOWS_LOADER in text and (title, kind) == ("m44-editor", 0x10)
