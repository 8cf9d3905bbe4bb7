"""A designer's long day in the editor (the soak audit): windows opened on a sample,
painted, undone and closed, new windows, games played a few moves against the AI and
left. What the cycles leave behind levels off after a warm-up: objects of every type,
widgets, Qt objects with a Python side, threads and open files."""

from __future__ import annotations

import collections
import gc
import os
import threading
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from editor.engine.board import Coord
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
