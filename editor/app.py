"""``m44-editor [FILE...]``: start the desktop editor.

Before Qt is touched we make sure a window can be opened, so that a machine without a
display or without Qt's X11 libraries gets one clear line instead of a Qt abort. The
command line is read first too: ``--help`` and ``--version`` answer without opening a
window, and an unknown option is a usage error (exit 2), not a window on no file.

``--quit-after SECONDS`` (or ``M44_EDITOR_QUIT_AFTER=SECONDS``) closes the editor after that
many seconds: a hook for tests that start the installed program (``tests/test_wheel.py``)
and for smoke checks of an installation.
"""

from __future__ import annotations

import argparse
import ctypes.util
import os
import re
import sys
from collections.abc import Sequence

#: Debian packages Qt 6's xcb platform plugin needs beyond a basic X11 desktop.
XCB_PACKAGES = ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-shape0",
                "libxkbcommon-x11-0")
_XCB_LIBRARIES = {"xcb-cursor": "libxcb-cursor0", "xcb-icccm": "libxcb-icccm4",
                  "xcb-keysyms": "libxcb-keysyms1", "xkbcommon-x11": "libxkbcommon-x11-0"}


#: The Debian package of each system library that Qt's modules load even offscreen (the
#: loader's "cannot open shared object file" names the file); .ci/run installs them.
QT_LIBRARIES = {"libEGL.so.1": "libegl1", "libGL.so.1": "libgl1", "libOpenGL.so.0": "libopengl0",
                "libfontconfig.so.1": "libfontconfig1", "libfreetype.so.6": "libfreetype6",
                "libxkbcommon.so.0": "libxkbcommon0", "libglib-2.0.so.0": "libglib2.0-0",
                "libgthread-2.0.so.0": "libglib2.0-0", "libdbus-1.so.3": "libdbus-1-3",
                "libX11.so.6": "libx11-6", "libX11-xcb.so.1": "libx11-xcb1",
                "libxcb.so.1": "libxcb1"}


#: What the loaders of Windows and macOS say of a compiled module whose libraries cannot be
#: loaded (missing, or made for another system: a Visual C++ runtime or another program's
#: Qt in the way, a macOS older than the wheel's); they name no package to install.
LOADER_WORDS = ("DLL load failed", "Library not loaded", "Symbol not found", "image not found")


def qt_import_problem(e: ImportError) -> str | None:
    """One line saying which system library Qt could not load, and the package that has it,
    when ``e`` is the loader's "cannot open shared object file"; the loader's own words
    on Windows and macOS (:data:`LOADER_WORDS`); else ``None`` (a bug).

    >>> qt_import_problem(ImportError("DLL load failed while importing QtGui: The "
    ...                               "specified module could not be found.", name="QtGui"))
    ... # doctest: +NORMALIZE_WHITESPACE
    'Qt cannot be loaded: a library it needs is missing or does not fit this system (DLL
    load failed while importing QtGui: The specified module could not be found.);
    reinstalling it may mend that: python -m pip install --force-reinstall PySide6-Essentials'
    >>> qt_import_problem(ImportError("DLL load failed while importing _multiarray_umath: "
    ...                               "The specified module could not be found.",
    ...                               name="_multiarray_umath"))  # doctest: +ELLIPSIS
    'a library a compiled module needs is missing or does not fit this system: DLL load...'
    """
    text = str(e)
    if any(words in text for words in LOADER_WORDS):
        if not re.search(r"\bQt|PySide6|[Ss]hiboken", f"{e.name} {e.path} {text}"):
            return f"a library a compiled module needs is missing or does not fit this " \
                   f"system: {text}"  # (NumPy's, for the plots)
        return ("Qt cannot be loaded: a library it needs is missing or does not fit this "
                f"system ({text}); reinstalling it may mend that: python -m pip install "
                "--force-reinstall PySide6-Essentials")
    if "cannot open shared object file" not in text:
        return None
    library = text.split(":", 1)[0].strip()
    package = QT_LIBRARIES.get(library)
    if package is None and not (e.name or "").startswith(("PySide6", "shiboken6")):
        return f"a system library is missing: {text}"
    wanted = package or " ".join(sorted(set(QT_LIBRARIES.values())))
    return (f"Qt cannot be loaded: a system library is missing ({text}); install it with "
            f"'sudo apt-get install {wanted}' (Debian, Ubuntu)")


def display_problem(env: os._Environ[str] | dict[str, str] = os.environ) -> str | None:
    """Why no window can be opened here, or ``None`` when one can."""
    platform = env.get("QT_QPA_PLATFORM", "")
    if sys.platform != "linux" or platform.split(":")[0] in ("offscreen", "minimal", "vnc",
                                                              "eglfs", "linuxfb"):
        return None
    if platform.startswith("wayland") or (not platform and env.get("WAYLAND_DISPLAY")):
        return None
    if not env.get("DISPLAY"):
        return ("no display to open a window on (DISPLAY is not set); run it on a desktop, "
                "under Xvfb (xvfb-run m44-editor), or use the m44 command line")
    missing = [pkg for lib, pkg in _XCB_LIBRARIES.items() if ctypes.util.find_library(lib) is None]
    if missing:
        return ("Qt cannot open a window: missing system libraries; install them with "
                f"'sudo apt-get install {' '.join(missing)}'")
    return None


def quit_after(env: os._Environ[str] | dict[str, str] = os.environ) -> float | None:
    """The seconds of ``M44_EDITOR_QUIT_AFTER``, or ``None``; ``ValueError`` with a
    one-line message when it is not a number of seconds."""
    text = env.get("M44_EDITOR_QUIT_AFTER", "").strip()
    if not text:
        return None
    try:
        seconds = float(text)
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds < 86400:
        raise ValueError(f"M44_EDITOR_QUIT_AFTER={text!r} is not a number of seconds")
    return seconds


def _seconds(text: str) -> float:
    try:
        value = quit_after({"M44_EDITOR_QUIT_AFTER": text})
    except ValueError:
        value = None
    if value is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds")
    return value


def build_parser() -> argparse.ArgumentParser:
    """``m44-editor``'s command line (read before Qt is loaded)."""
    from editor import __version__

    parser = argparse.ArgumentParser(
        prog="m44-editor", description="Open the Memoir '44 scenario editor, on each FILE "
        "given (one window per file).",
        epilog="Exit codes: 0 closed normally, 1 no window could be opened, 2 bad usage, "
               "art missing from the installation, or this help not written (a full disk).")
    parser.add_argument("--version", action="version", version=f"m44-editor {__version__}")
    parser.add_argument("--quit-after", type=_seconds, metavar="SECONDS",
                        help="close the editor after SECONDS (a smoke check of an "
                             "installation; also M44_EDITOR_QUIT_AFTER)")
    parser.add_argument("files", nargs="*", metavar="FILE", help="a .m44 file to open")
    # a file named with a minus and a digit ("-2.m44") is a file, not an unknown option,
    # as for m44 (editor.cli._Parser)
    parser._negative_number_matcher = re.compile(r"^-\.?\d")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    from editor.cli import output_lost, wildcards_expanded  # (wildcards: Windows' console)

    try:
        options = build_parser().parse_args(
            wildcards_expanded(list(sys.argv[1:] if argv is None else argv)))
    except SystemExit as e:  # --help or --version printed, or a usage error (exit 2)
        if e.code == 0 and output_lost("m44-editor"):  # (its reader gone is no loss)
            return 2
        raise
    args = list(options.files)
    problem = display_problem()
    seconds = options.quit_after
    if seconds is None:
        try:
            seconds = quit_after()
        except ValueError as e:
            problem = problem or str(e)
    if problem:
        print(f"m44-editor: {problem}", file=sys.stderr)
        return 1
    from editor.resources import ResourceError

    try:
        from editor.render import library
        from editor.ui.main_window import run
    except ImportError as e:
        problem = qt_import_problem(e)
        if problem is None:
            raise
        tell(f"m44-editor: {problem}", qt=False)
        return 1
    try:
        library().check()
    except ResourceError as e:
        tell(f"m44-editor: {e}")
        return 2
    return run(args, quit_after=seconds)


def tell(message: str, *, qt: bool = True) -> None:
    """A message to whoever started the editor, on standard error; where there is none
    (``m44-editor`` on Windows, started by pythonw with no console: it went nowhere, and
    the window simply never opened), in a message box: Qt's, or without ``qt`` (Qt is
    what cannot be loaded) Windows' own (:func:`_system_box`)."""
    if sys.stderr is not None:
        print(message, file=sys.stderr)
        return
    if not qt:
        _system_box(message)
        return
    from PySide6.QtWidgets import QApplication, QMessageBox

    if QApplication.instance() is None:
        _app = QApplication(sys.argv[:1])  # noqa: F841 - kept while the box is shown
    QMessageBox.critical(None, "m44-editor", message)


def _system_box(message: str) -> None:
    """``message`` in Windows' own message box (user32's ``MessageBoxW``, an error's), which
    needs no Qt; elsewhere, where a program without standard error is no usual start,
    nothing."""
    if sys.platform != "win32":
        return
    import ctypes

    windll = getattr(ctypes, "windll")  # (Windows' alone: typeshed knows it there only)
    windll.user32.MessageBoxW(None, message, "m44-editor", 0x10)  # MB_ICONERROR


if __name__ == "__main__":
    raise SystemExit(main())
