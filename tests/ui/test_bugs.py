"""A bug met in the editor's event loop is said in words, the work kept (editor/ui/bugs.py).
Qt's bindings printed such an error to standard error and went on: an editor started from
the desktop's menus said nothing."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from editor.engine.board import Coord
from editor.engine.scenario import Hex, Piece
from editor.io.m44 import load
from editor.ui import bugs

from .window_helpers import make_window  # noqa: F401 - fixture


def _said() -> tuple[list[tuple[QWidget | None, str, str]], bugs.BugReporter]:
    shown: list[tuple[QWidget | None, str, str]] = []
    return shown, bugs.BugReporter(lambda parent, text, details: shown.append(
        (parent, text, details)))


def _raised(e: BaseException) -> tuple[type[BaseException], BaseException, object]:
    try:
        raise e
    except BaseException as caught:  # noqa: BLE001 - the test's own
        return type(caught), caught, caught.__traceback__


def test_a_bug_is_said_in_words_the_work_kept_and_printed(make_window, capsys) -> None:  # type: ignore[no-untyped-def]
    w = make_window()
    w.document.set_hex(Coord(2, 2), Hex(terrain=Piece("woods")), "Paint")
    data = w.recovery.files(w.doc_id)[0]
    assert not data.exists()
    shown, reporter = _said()
    reporter(*_raised(KeyError("grid")))  # type: ignore[arg-type]
    assert len(shown) == 1 and reporter.said == 1
    parent, text, details = shown[0]
    assert parent is w
    assert text.startswith("The editor met an error of its own (grid): the command you gave "
                           "may not have been done in full. Your unsaved work was written "
                           "to the recovery folder; saving it under a new name is safest. "
                           "This is a bug: please report it "), text
    assert "KeyError" not in text and text.endswith(
        "with the details below and, if you can, the scenario you were editing.")
    # the work is in the recovery folder now, not at the next minute's autosave
    assert data.exists() and load(data).scenario == w.document.scenario
    # the traceback: in the box's details, and printed as before
    assert details.startswith("Traceback") and "KeyError: 'grid'" in details
    assert "KeyError: 'grid'" in capsys.readouterr().err


def test_nothing_unsaved_is_not_said_kept(make_window) -> None:  # type: ignore[no-untyped-def]
    make_window()
    shown, reporter = _said()
    reporter(*_raised(ValueError()))  # type: ignore[arg-type]
    text = shown[0][1]
    assert text.startswith("The editor met an error of its own (an error of the program): "
                           "the command you gave may not have been done in full. This is a "
                           "bug"), text


def test_a_bug_met_while_one_is_said_is_printed_only(make_window, capsys) -> None:  # type: ignore[no-untyped-def]
    make_window()
    shown: list[str] = []

    def show(_parent: QWidget | None, text: str, _details: str) -> None:
        shown.append(text)
        reporter(*_raised(RuntimeError("again")))  # type: ignore[arg-type]

    reporter = bugs.BugReporter(show)
    reporter(*_raised(RuntimeError("first")))  # type: ignore[arg-type]
    assert len(shown) == 1 and "(first)" in shown[0]
    assert (reporter.said, reporter.unsaid) == (1, 1)
    assert "RuntimeError: again" in capsys.readouterr().err
    reporter(*_raised(RuntimeError("later")))  # type: ignore[arg-type]
    assert len(shown) == 2  # one box at a time, not one box ever


def test_a_bug_met_again_is_printed_only(make_window, capsys) -> None:  # type: ignore[no-untyped-def]
    """A bug in a timer's slot meets its error at every tick: one box, not a box after
    every box."""
    make_window()
    shown, reporter = _said()

    def tick(n: int) -> None:
        raise RuntimeError(f"tick {n // 10}")

    for n in range(3):
        try:
            tick(0)
        except RuntimeError as e:
            reporter(type(e), e, e.__traceback__)
    assert len(shown) == 1 and (reporter.said, reporter.unsaid) == (1, 2)
    assert capsys.readouterr().err.count("RuntimeError: tick 0") == 3
    try:
        tick(10)  # the same place, other words: another bug to say
    except RuntimeError as e:
        reporter(type(e), e, e.__traceback__)
    assert len(shown) == 2 and "(tick 1)" in shown[1][1]


@pytest.mark.qt_no_exception_capture
def test_a_bug_in_a_slot_reaches_the_box(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Installed as the editor installs it, an error raised in a slot of the event loop is
    said (pytest-qt's own capture off, as outside the tests)."""
    make_window()
    shown, reporter = _said()
    restore = bugs.install(reporter)
    try:
        assert sys.excepthook is reporter

        def broken() -> None:
            raise LookupError("no such layer")

        QTimer.singleShot(0, broken)
        qtbot.waitUntil(lambda: bool(shown), timeout=5_000)
    finally:
        restore()
    assert sys.excepthook is not reporter
    assert "(no such layer)" in shown[0][1]


def test_keyboard_interrupt_is_python_s_own(capsys) -> None:  # type: ignore[no-untyped-def]
    shown, reporter = _said()
    reporter(*_raised(KeyboardInterrupt()))  # type: ignore[arg-type]
    assert shown == [] and reporter.said == 0


def test_the_editor_s_hook_is_python_s_again_once_it_ends(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """m44-editor's start installs the reporter for the editor's life only: run in a test's
    process (the quit-after start), it would have stayed the hook of every later test."""
    from editor.ui import startup

    before = sys.excepthook
    during: list[object] = []
    monkeypatch.setattr(startup, "_open", lambda *_a, **_k: during.append(sys.excepthook) or 0)
    assert startup.run([]) == 0
    assert isinstance(during[0], bugs.BugReporter) and sys.excepthook is before


def test_a_bug_is_said_where_there_is_no_standard_error(make_window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """m44-editor on Windows is started by pythonw, with no console: standard error is
    None there. The reporter wrote the traceback to it first and raised AttributeError in
    the hook itself, so the box, made for an editor started from the desktop's menus, was
    never shown and the work was not kept: the editor said nothing, as before it."""
    w = make_window()
    w.document.set_hex(Coord(2, 2), Hex(terrain=Piece("woods")), "Paint")
    monkeypatch.setattr(sys, "stderr", None)
    shown, reporter = _said()
    reporter(*_raised(KeyError("grid")))  # type: ignore[arg-type]
    assert len(shown) == 1 and "(grid)" in shown[0][1]
    assert "KeyError: 'grid'" in shown[0][2]
    assert w.recovery.files(w.doc_id)[0].exists()
    reporter(*_raised(KeyError("grid")))  # type: ignore[arg-type]  # (met again: unsaid)
    assert reporter.unsaid == 1
    reporter(*_raised(KeyboardInterrupt()))  # type: ignore[arg-type]  # Python's own hook


def test_the_box_says_it_in_plain_text_with_the_details(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The box itself (the tests give the reporter their own): a critical box titled in
    words, its text plain (an error's words may hold a file's text, never markup), the
    traceback among its details, deleted once closed (a bug met again and again must not
    keep a box a time)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    shown: list[QMessageBox] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append(self) or 0)
    parent = QWidget()
    qtbot.addWidget(parent)
    bugs._box(parent, "<b>grid</b> went wrong", "Traceback ...")
    box = shown[0]
    assert box.parent() is parent and box.windowTitle() == "Something went wrong"
    assert box.icon() == QMessageBox.Icon.Critical
    assert box.text() == "<b>grid</b> went wrong"
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert box.detailedText() == "Traceback ..."
    assert box.standardButtons() == QMessageBox.StandardButton.Ok
    assert box.testAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)


def test_keyboard_interrupt_is_printed_once(capsys) -> None:  # type: ignore[no-untyped-def]
    """Python's own hook prints it: the reporter printed the traceback first, and then
    Python's hook printed it again (the mut6 audit)."""
    shown, reporter = _said()
    reporter(*_raised(KeyboardInterrupt()))  # type: ignore[arg-type]
    err = capsys.readouterr().err
    assert err.count("Traceback") == 1 and err.rstrip().endswith("KeyboardInterrupt"), err


def test_work_that_could_not_be_written_aside_is_not_said_kept(make_window,  # type: ignore[no-untyped-def]
                                                               monkeypatch) -> None:
    w = make_window()
    w.document.set_hex(Coord(2, 2), Hex(terrain=Piece("woods")), "Paint")

    def full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(w.recovery, "write", full)
    shown, reporter = _said()
    reporter(*_raised(KeyError("grid")))  # type: ignore[arg-type]
    assert "recovery folder" not in shown[0][1], shown[0][1]
