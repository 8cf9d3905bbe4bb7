"""A designer's long day in the editor (the soak audit): windows opened on a sample,
painted, undone and closed, new windows, games played a few moves against the AI and
left. What the cycles leave behind levels off after a warm-up: objects of every type,
widgets, Qt objects with a Python side, threads and open files."""

from __future__ import annotations

import collections
import gc
import os
import random
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from editor.engine.board import Coord
from editor.engine.game.session import PlaySession
from editor.engine.scenario import Hex, Unit
from editor.io.m44 import load
from editor.ui.document import Document
from editor.ui.main_window import WINDOWS, MainWindow
from editor.ui.play import mode as play_mode
from editor.ui.recovery import RecoveryStore

from ..conftest import SCENARIOS
from .window_helpers import drag, play_and_leave


def settle() -> None:
    """Closed windows deleted, their garbage collected."""
    for _ in range(3):
        QApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, int(QEvent.Type.DeferredDelete))
    gc.collect()


def census() -> tuple[collections.Counter[str], dict[str, int]]:
    """The objects alive by type, and the Qt side's counts."""
    settle()
    kinds = collections.Counter(type(o).__qualname__ for o in gc.get_objects())
    return kinds, {"widgets": len(QApplication.allWidgets()),
                   "wrappers": len(shiboken6.Shiboken.getAllValidWrappers()),
                   "threads": threading.active_count(),
                   "files": len(os.listdir("/proc/self/fd")), "windows": len(WINDOWS)}


@pytest.mark.no_qt_log
def test_a_day_of_windows_levels_off(qtbot, monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Each cycle: a window on a sample, four strokes painted, an undo and a redo, a game
    of eight moves against the AI, entered and left, the window closed; a new window,
    closed. After a warm-up, more cycles leave nothing more (the paint strokes' merged
    commands stayed, two a stroke: found by the soak audit)."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    recovery = RecoveryStore(tmp_path / "recovery")

    def window(document: Document | None = None) -> MainWindow:
        """A window shown as the editor shows it, and kept by nothing of the test's."""
        w = MainWindow(document, settings=settings, recovery=recovery)
        w.findings.threaded = False
        w.resize(1200, 800)
        w.show()
        qtbot.waitExposed(w)
        return w

    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.Discard))
    monkeypatch.setattr(play_mode, "ask_leave", lambda *a: "leave")
    path = Path(SCENARIOS[0])
    scenario = load(path).scenario

    def cycle() -> None:
        w = window(Document(scenario.copy(), path))
        for k in range(4):  # strokes, each of several mouse moves
            w.palette_dock.choose(("woods", "hills")[k % 2])
            drag(w.canvas, [Coord(2, 2), Coord(2, 10), Coord(4, 10)])
        w.document.undo_stack.undo()
        w.document.undo_stack.redo()
        w.findings.refresh_now()
        play_and_leave(w, seed=3, moves=6)
        assert w.close()
        other = window()
        assert other.close()

    for _ in range(2):
        cycle()
    census()  # (its own first use makes a few objects for good)
    cycle()
    kinds, counts = census()
    kinds["Counter"] += 1  # (itself, alive at the next census)
    for _ in range(3):
        cycle()
    kinds_after, counts_after = census()
    assert counts_after == counts
    grown = {k: n - kinds[k] for k, n in kinds_after.items() if n > kinds[k]}
    assert not grown


def _answered(qtbot, do: Callable[[], object]) -> None:  # type: ignore[no-untyped-def]
    """``do`` done, each dialog it shows (by ``exec()`` or ``open()``) cancelled as a user
    would with Escape."""
    def cancel() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog):
            dialog.reject()

    timer = QTimer()
    timer.timeout.connect(cancel)
    timer.start(10)
    try:
        do()
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=5000)
    finally:
        timer.stop()


def _ended(w: MainWindow) -> None:
    """A game of two people played to its end (a random one), its last decision taken in
    the window: the end dialog shows."""
    scenario, rng = w.document.scenario.copy(), random.Random(5)
    s = PlaySession(scenario, seed=5)
    while not s.over:
        s.apply(rng.choice(s.legal_actions()))
    decisions = [step.action for step in s.steps]
    s = PlaySession(scenario, seed=5)
    for a in decisions[:-1]:
        s.apply(a)
    w.play.start_session(s, open_hands=True)  # (no seat to pass)
    assert w.play.controller.act(decisions[-1]) and s.over


def _blocked_window(window: Callable[..., MainWindow]) -> MainWindow:
    """A window on a scenario that cannot be played (a unit the catalog does not know)."""
    s = load(Path(SCENARIOS[0])).scenario
    s.set_hex(Coord(0, 0), Hex(unit=Unit("nosuchunit")))
    return window(Document(s))


#: Commands that ask something, by a dialog of their own: each asked and cancelled.
ASKED: dict[str, Callable[[MainWindow], object]] = {
    "Playtest": lambda w: w.act["playtest"].trigger(),
    "New": lambda w: w.act["new"].trigger(),
    "Edit Label": lambda w: w.act["edit_label"].trigger(),
    "Keyboard Shortcuts": lambda w: w.act["shortcuts"].trigger(),
    "Export Map Image": lambda w: w.findChild(QAction, "exportMapImageAction").trigger(),
    "Export Briefing": lambda w: w.findChild(QAction, "exportBriefingAction").trigger(),
    "a game's end": lambda w: (_ended(w), w.play.leave()),
}


@pytest.mark.no_qt_log
@pytest.mark.parametrize("command", [*ASKED, "Playtest refused"])
def test_a_day_of_questions_leaves_no_dialog_behind(qtbot, monkeypatch, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                    command: str) -> None:
    """A command that asks something, asked again and again in a window kept open: each of
    its dialogs goes once answered. Those whose signals hold a lambda over the dialog (the
    Playtest, New, "cannot be played yet" and end dialogs) stayed the window's hidden
    children for as long as it was open, one more at every asking (found by the memory
    audit: in a monkey's run of 550 steps, 25 "cannot be played yet" dialogs and 14
    Playtest dialogs, about 180 KB each). The other commands' dialogs went already: they
    are kept here so that a lambda added to one of them is caught."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)

    def window(document: Document | None = None) -> MainWindow:
        w = MainWindow(document, settings=settings, recovery=RecoveryStore(tmp_path / "rec"))
        w.findings.threaded = False
        w.resize(1200, 800)
        w.show()
        qtbot.waitExposed(w)
        return w

    monkeypatch.setattr(play_mode, "ask_leave", lambda *a: "leave")
    if command == "Playtest refused":
        w, ask = _blocked_window(window), ASKED["Playtest"]
    else:
        w, ask = window(Document(load(Path(SCENARIOS[0])).scenario)), ASKED[command]
    w.canvas.cursor_hex = Coord(2, 2)

    def asked() -> tuple[int, int]:
        _answered(qtbot, lambda: ask(w))
        settle()
        return len(w.findChildren(QDialog)), len(QApplication.allWidgets())

    asked()  # (its first time makes what is kept: a recent choice, a font)
    before = asked()
    for _ in range(3):
        after = asked()
    assert after == before
    assert not [d for d in w.findChildren(QDialog) if not d.isVisible()]
    w.close()
