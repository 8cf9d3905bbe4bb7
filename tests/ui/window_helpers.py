"""Fixtures and helpers of the main window's tests (test_main_window, test_canvas,
test_tools, test_files): windows with their own settings file and recovery folder, that
never ask a question at teardown, and mouse events at hex centres taken from the Layout."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPointF, QSettings, Qt
from PySide6.QtGui import QFont, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QMessageBox

from editor.engine.board import Coord
from editor.engine.game.session import PlaySession
from editor.ui.canvas import Canvas
from editor.ui.document import Document
from editor.ui.main_window import WINDOWS, MainWindow
from editor.ui.play import mode as play_mode
from editor.ui.recovery import RecoveryStore

WindowFactory = Callable[..., MainWindow]


@pytest.fixture
def make_window(tmp_path: Path, qtbot, monkeypatch) -> Iterator[WindowFactory]:  # type: ignore[no-untyped-def]
    """Build main windows (shown, offscreen, their panels tabbed) sharing a settings file
    and a recovery folder under ``tmp_path``; all are closed, discarding changes, at the end
    of the test."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    recovery = RecoveryStore(tmp_path / "recovery")
    made: list[MainWindow] = []

    def make(document: Document | None = None, size: tuple[int, int] = (1200, 800),
             **kw) -> MainWindow:  # type: ignore[no-untyped-def]
        kw.setdefault("settings", settings)
        kw.setdefault("recovery", recovery)
        w = MainWindow(document, **kw)
        w.findings.threaded = False  # checks on the GUI thread after the pause: deterministic
        w.resize(*size)  # (the panels are sized to the window as it first shows)
        w.show()
        qtbot.waitExposed(w)
        # the panels tabbed as the user first meets them: a panel raised before that went
        # behind another tab as they were (where its fields take no key)
        qtbot.waitUntil(lambda: not w._tabs_pending)
        QApplication.processEvents()  # (and sized)
        made.append(w)
        return w

    yield make
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.Discard))
    monkeypatch.setattr(play_mode, "ask_leave", lambda *a: "leave")
    for w in list(WINDOWS):
        w.close()
    made.clear()
    QApplication.processEvents()


@pytest.fixture
def big_font():  # type: ignore[no-untyped-def]
    """The application font at 1.5 times its size, as a low-vision user sets it in their
    desktop; the font is given back after the test."""
    normal = QFont(QApplication.font())
    big = QFont(normal)
    if normal.pointSizeF() > 0:
        big.setPointSizeF(normal.pointSizeF() * 1.5)
    else:
        big.setPixelSize(round(normal.pixelSize() * 1.5))
    QApplication.setFont(big)
    yield big
    QApplication.setFont(normal)


def send_mouse(canvas: Canvas, kind: QEvent.Type, c: Coord | QPointF,
               button: Qt.MouseButton = Qt.MouseButton.LeftButton,
               buttons: Qt.MouseButton | None = None,
               modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A mouse event on the canvas at the centre of hex ``c`` (from the canvas's Layout) or
    at a viewport point."""
    pos = QPointF(canvas.view_center(c)) if isinstance(c, Coord) else c
    if buttons is None:
        buttons = (Qt.MouseButton.NoButton if kind == QEvent.Type.MouseButtonRelease
                   else button)
    if kind == QEvent.Type.MouseMove:
        button = Qt.MouseButton.NoButton
    event = QMouseEvent(kind, pos, canvas.viewport().mapToGlobal(pos), button, buttons,
                        modifiers)
    QApplication.sendEvent(canvas.viewport(), event)


def drag(canvas: Canvas, path: list[Coord],
         modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """Press on the first hex, move through the others with the button held, release."""
    left = Qt.MouseButton.LeftButton
    send_mouse(canvas, QEvent.Type.MouseMove, path[0], buttons=Qt.MouseButton.NoButton)
    send_mouse(canvas, QEvent.Type.MouseButtonPress, path[0], modifiers=modifiers)
    for c in path[1:]:
        send_mouse(canvas, QEvent.Type.MouseMove, c, buttons=left, modifiers=modifiers)
    send_mouse(canvas, QEvent.Type.MouseButtonRelease, path[-1], modifiers=modifiers)


def click(canvas: Canvas, c: Coord, button: Qt.MouseButton = Qt.MouseButton.LeftButton,
          modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    send_mouse(canvas, QEvent.Type.MouseMove, c, buttons=Qt.MouseButton.NoButton)
    send_mouse(canvas, QEvent.Type.MouseButtonPress, c, button, modifiers=modifiers)
    send_mouse(canvas, QEvent.Type.MouseButtonRelease, c, button, modifiers=modifiers)


def choose_with_the_mouse(qtbot, combo: QComboBox, data: object) -> None:  # type: ignore[no-untyped-def]
    """Choose the entry of ``combo`` holding ``data`` as a person does: a click pops the
    list up, and the choice is taken there (by Enter: a click's release right after the
    popup showed is one Qt ignores, a matter of timing)."""
    QTest.mouseClick(combo, Qt.MouseButton.LeftButton)
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    view.setCurrentIndex(view.model().index(combo.findData(data), 0))
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not view.isVisible())


def activate(w: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Make ``w`` the active window, as window shortcuts need."""
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)


def play_and_leave(w: MainWindow, seed: int, moves: int) -> None:
    """A game of two random players on ``w``'s scenario, ``moves`` AI moves stepped one by
    one (paused), then play mode left: what a designer's playtest leaves behind."""
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=seed,
                                     seats=("random", "random")))
    ctl = w.play.controller
    ctl.set_paused(True)
    ctl.wait_for_ai()
    for _ in range(moves):
        ctl.step()
        ctl.wait_for_ai()
    w.play.leave()


def killed(window: MainWindow) -> None:
    """The editor of ``window`` killed (a crash, SIGKILL): the locks it held on its
    recovery folder go with its process, its files stay, offered at the next start."""
    for lock in list(window.recovery._locks):
        window.recovery._locks.pop(lock).unlock()


#: How long a layout may take on a busy machine (the 5 s default ran out under load).
LAYOUT = 30_000


def wait_settled(qtbot, measure: Callable[[], object]) -> None:  # type: ignore[no-untyped-def]
    """Wait until a layout is done: ``measure`` (a panel's width, the map's size and zoom)
    the same, and not nothing, over a tenth of a second. A fixed wait read it half laid out
    on a busy machine; and a check that something stays as it was needs the layout done
    first, or it passes having seen nothing."""
    seen: list[object] = []

    def settled() -> bool:
        seen.append(measure())
        qtbot.wait(50)
        return len(seen) >= 3 and seen[-1] == seen[-2] == seen[-3] and bool(seen[-1])

    qtbot.waitUntil(settled, timeout=LAYOUT)
