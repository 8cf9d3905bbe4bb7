"""The monkey: a seeded random user at the editor's window, looking for crashes and lost
work.

    python -m tools.monkey --seed 7 --steps 400 [--mode design|play|lab] [--window 1200x800]

It opens a :class:`~editor.ui.main_window.MainWindow` on a bundled sample (or ``--scenario``)
offscreen, and takes random steps as a user would, through Qt: the enabled commands of the
menus, clicks and drags on the map's hexes with the palette's pieces and the tools, keys
(Ctrl+Z, Ctrl+Shift+Z, Delete, arrows, Escape, digits...), text typed into the panels'
fields, buttons, lists and boxes of the panels poked, the window resized; in play mode the
decisions of the list, the cards of the hand, the map's hexes, Done, the seat, the dice,
the game's undo and redo; in the balance lab tiny runs. Every dialog a step opens is
answered by a timer (a message box's button, a file chosen in a scratch folder or a sample,
a form's fields changed, then accepted or cancelled), from a generator of its own so that
the step replays the same.

After every step it checks (the oracles): no exception reached ``sys.excepthook`` (or
``threading.excepthook``, or an unraisable one), Qt said no warning but the offscreen
platform's known ones (:data:`HARMLESS`), never more than one dialog of the window is modal
at once, and in play mode the panel shows the engine's game (the turn, the deck, discard
and hands' counts, the cards of the hand shown); every ``--check-every`` steps and at the
end, while editing: every step undone gives back the document as it was first shown, byte
for byte as the writer writes it, and every step redone the one edited; the document saved
and read back is the same. The process's memory (RSS) and Python objects are sampled and
reported.

A step is recorded with what it needs to replay (a hex, a command's menu path, a number
that picks a widget or a row): ``--replay FILE`` runs a list written by ``--save-steps``,
and with ``--shrink`` a failure's steps are cut down (delta debugging) to a shortest list
that still fails the same way, which is printed. Exit status 1 on a failure.
"""

from __future__ import annotations

import argparse
import faulthandler
import gc
import json
import os
import random
import re
import shutil
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import shiboken6

ROOT = Path(__file__).resolve().parent.parent
#: The documents the monkey may open: the samples and the test scenarios.
SAMPLES = sorted((ROOT / "scenarios").glob("*.m44"))
OPENABLE = [*SAMPLES, ROOT / "tests" / "data" / "official-style.m44",
            ROOT / "tests" / "data" / "sudden-death.m44"]

#: Qt's warnings of the offscreen platform (and of a platform without a window manager)
#: that say nothing of the editor: parts of their texts.
HARMLESS = (
    "This plugin does not support propagateSizeHints()",
    "This plugin does not support raise()",
    "This plugin does not support grabbing the keyboard",
    "This plugin does not support grabbing the mouse",
    "This plugin does not support setParent!",
    "QFont::fromString",
    "Populating font family aliases",
    "QSocketNotifier",
    "could not connect to display",
    "QXcbConnection",
    "XDG_RUNTIME_DIR",
    "QFileSystemWatcher",
)

#: Menu commands never triggered: they end the run or reach outside it (the desktop's
#: menus, a printer).
SKIPPED = ("&Quit", "&Close Window", "Add to the Desktop's &Menus",
           "Remove from the Desktop's &Menus", "&Print…")

#: Keys pressed (QKeySequence's words) at the widget with the focus.
KEYS = ("Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y", "Delete", "Backspace", "Left", "Right", "Up",
        "Down", "Escape", "Return", "Space", "Tab", "Shift+Tab", "1", "2", "3", "5", "9", "0",
        "R", "Shift+R", "Z", "S", "P", "E", "F", "I", "L", "T", "D", "H", "F2", "F6",
        "Ctrl+C", "Ctrl+V", "Ctrl+X", "Ctrl+A", "Ctrl+Shift+A", "Ctrl+M", "PgUp", "PgDown",
        "Home", "End", "Ctrl++", "Ctrl+-", "F10", "Ctrl+Shift+T")

#: Texts typed into fields: plain, markup, long, other scripts, numbers, hex names.
TEXTS = ("Hill 112", "E7", "a1", "12", "-3", "0", "<b>bold</b> & <i>x", "Sainte-Mère-Église",
         "日本語", "W" * 300, "  ", "line one\nline two", "99999", "3.5", "inf flag star")

#: The seats a game may be given (the search AI thinks for seconds: it plays in
#: ``--mode play`` as an advisor only).
SEATS = ("human", "random", "greedy")


@dataclass(frozen=True)
class Step:
    """One user action: its kind, what it needs to replay (JSON values), and the seed of
    the answers to the dialogs it opens."""

    kind: str
    args: tuple[Any, ...]
    answers: int

    def __str__(self) -> str:
        return f"{self.kind}{list(self.args)!r} answers={self.answers}"

    def to_json(self) -> list[Any]:
        return [self.kind, list(self.args), self.answers]

    @staticmethod
    def from_json(value: Sequence[Any]) -> Step:
        return Step(value[0], tuple(value[1]), value[2])


@dataclass(frozen=True)
class Failure:
    """What an oracle saw after step ``step`` (its index in the run)."""

    step: int
    kind: str
    text: str

    def signature(self) -> tuple[str, str]:
        """What makes two failures the same bug: the kind and the last line (an exception's
        type and words), titles and numbers left out, its parts in order (a dialog's title
        names a hex, which steps cut away change)."""
        lines = [line for line in self.text.strip().splitlines() if line.strip()]
        last = re.sub(r"'[^']*'|\d+", "", lines[-1][:200]) if lines else ""
        return self.kind, ", ".join(sorted(last.split(", ")))


@dataclass
class Report:
    steps: list[Step] = field(default_factory=list)
    failures: list[Failure] = field(default_factory=list)
    done: int = 0
    skipped: int = 0
    dialogs: dict[str, int] = field(default_factory=dict)
    harmless: dict[str, int] = field(default_factory=dict)
    memory: list[tuple[int, int, int]] = field(default_factory=list)
    #: The steps of each kind taken (done, with nothing to do).
    kinds: dict[str, list[int]] = field(default_factory=dict)
    #: The types whose objects grew most from step 100 to the end (count, type).
    grown: list[tuple[int, str]] = field(default_factory=list)
    seconds: float = 0.0


def _census() -> dict[str, int]:
    gc.collect()
    out: dict[str, int] = {}
    for o in gc.get_objects():
        name = type(o).__qualname__
        out[name] = out.get(name, 0) + 1
    return out


def _rss_kb() -> int:
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024
    except OSError:
        return 0


class Monkey:
    """A run of steps on a window of its own (its settings, recovery folder and scratch
    folder under ``scratch``)."""

    def __init__(self, scratch: Path, *, mode: str = "design", size: tuple[int, int] = (1200, 800),
                 scenario: Path | None = None, check_every: int = 25,
                 ai_timeout: float = 20.0, step_timeout: float = 180.0,
                 verbose: bool = False) -> None:
        self.scratch = scratch
        self.mode = mode
        self.size = size
        self.scenario_path = scenario or SAMPLES[0]
        self.check_every = check_every
        self.ai_timeout = ai_timeout
        self.verbose = verbose
        self.step_timeout = step_timeout
        self.report = Report()
        self._index = -1
        self._baseline: tuple[int, bytes] | None = None
        self._answers = random.Random(0)
        self._tries: dict[int, int] = {}
        self._answering: set[int] = set()
        #: The Python objects by type at step 100 (after a warm-up).
        self._census: dict[str, int] | None = None

    # --- the window ---------------------------------------------------------------------------

    def open(self) -> None:
        from PySide6.QtCore import QSettings, QTimer
        from PySide6.QtWidgets import QApplication

        from editor.io.m44 import load
        from editor.ui.document import Document
        from editor.ui.main_window import MainWindow
        from editor.ui.recovery import RecoveryStore

        self.app = QApplication.instance() or QApplication(["monkey"])
        QApplication.clipboard().clear()  # (a run replays the same)
        for sub in ("files", "recovery"):
            (self.scratch / sub).mkdir(parents=True, exist_ok=True)
        settings = QSettings(str(self.scratch / "settings.ini"), QSettings.Format.IniFormat)
        path = self.scratch / "files" / self.scenario_path.name
        shutil.copyfile(self.scenario_path, path)
        document = Document(load(path).scenario, path)
        w = MainWindow(document, settings=settings,
                       recovery=RecoveryStore(self.scratch / "recovery"))
        w.findings.threaded = False  # the checks on the GUI thread: a step replays the same
        w.resize(*self.size)
        w.show()
        self.window = w
        deadline = time.monotonic() + 10
        while w._tabs_pending and time.monotonic() < deadline:
            self.app.processEvents()
        w.activateWindow()
        self.app.processEvents()
        w.documentChanged.connect(self._new_baseline)
        self._new_baseline()
        self._timer = QTimer()
        self._timer.setInterval(10)
        self._timer.timeout.connect(self._answer)
        # always on: a dialog may come after its step (a print preview once the briefing
        # is laid out off the GUI thread)
        self._timer.start()

    def close(self) -> None:
        """The window closed, its changes and its game discarded."""
        from PySide6.QtCore import QCoreApplication, QEvent
        from PySide6.QtWidgets import QApplication, QMessageBox

        from editor.ui.clipboard import release_own_data
        from editor.ui.main_window import WINDOWS
        from editor.ui.play import mode as play_mode

        self._timer.stop()
        question, leave = QMessageBox.question, play_mode.ask_leave
        QMessageBox.question = staticmethod(  # type: ignore[method-assign,assignment]
            lambda *a, **k: QMessageBox.StandardButton.Discard)
        play_mode.ask_leave = lambda *a: "leave"
        try:
            if self.window.balance is not None:
                self.window.balance.cancel()
                self.window.balance.wait(30)
            for w in list(WINDOWS):
                w.close()
            for _ in range(3):
                QApplication.processEvents()
                QCoreApplication.sendPostedEvents(None, int(QEvent.Type.DeferredDelete))
        finally:
            QMessageBox.question = question  # type: ignore[method-assign]
            play_mode.ask_leave = leave
            # as the editor does as it quits: PySide6 crashes at the interpreter's exit
            # with the clipboard holding a QMimeData made in Python
            release_own_data()

    # --- running ------------------------------------------------------------------------------

    def explore(self, seed: int, steps: int) -> Report:
        """``steps`` random steps of seed ``seed``, each checked; stops at the first failure."""
        rng = random.Random(seed)
        return self._run(self.choose(rng) for _ in range(steps))

    def replay(self, steps: Sequence[Step]) -> Report:
        return self._run(iter(steps))

    def _run(self, steps: Iterator[Step]) -> Report:
        """Each of ``steps`` taken and checked, to the first failure; then the final checks."""
        started = time.monotonic()
        for i, step in enumerate(steps):
            self.take(i, step)
            if self.report.failures:
                break
        self.final_checks(len(self.report.steps))
        self.report.seconds = time.monotonic() - started
        return self.report

    def take(self, i: int, step: Step) -> None:
        """Step ``step`` taken, its dialogs answered, then the oracles."""
        self._index = i
        if self.verbose:
            print(f"  {i}: {step}", flush=True)
        self.report.steps.append(step)
        began = time.monotonic()
        self._answers = random.Random(step.answers)
        self._tries.clear()
        if self.step_timeout:
            # a hang: every thread's stack printed, and the process ended (exit status 1)
            faulthandler.dump_traceback_later(self.step_timeout, exit=True)
        try:
            done = getattr(self, f"do_{step.kind}")(*step.args)
            self._settle()
        except Exception:
            self.fail("exception in the monkey's step", traceback.format_exc())
            done = True
        finally:
            faulthandler.cancel_dump_traceback_later()
        self._close_strays()
        if self.verbose and time.monotonic() - began > 1:
            print(f"     took {time.monotonic() - began:.1f} s; RSS {_rss_kb() // 1024} MB",
                  flush=True)
        counts = self.report.kinds.setdefault(step.kind, [0, 0])
        counts[done is False] += 1
        if done is False:
            self.report.skipped += 1
        else:
            self.report.done += 1
        self.check_after_step()
        if self.check_every and (i + 1) % self.check_every == 0:
            self.check_document()
        if i % 50 == 0:
            self.report.memory.append((i, _rss_kb(), len(gc.get_objects())))
        if i == 100:
            self._census = _census()

    def _settle(self) -> None:
        """Events processed, the AI's decisions applied (a game between AIs to its end),
        a balance run ended."""
        from PySide6.QtWidgets import QApplication

        from editor.ui.play.controller import PlayController

        # a dialog shown by open() (not exec()) is answered before the next step: a user
        # cannot reach the window behind it
        deadline = time.monotonic() + 30
        while (QApplication.activeModalWidget() or QApplication.activePopupWidget()) \
                and time.monotonic() < deadline:
            self.app.processEvents()
            time.sleep(0.002)
        self.app.processEvents()
        ctl = self.window.play.controller
        if isinstance(ctl, PlayController):
            ctl.wait_for_ai(self.ai_timeout)
            deadline = time.monotonic() + self.ai_timeout
            while ctl.is_advising and time.monotonic() < deadline:
                self.app.processEvents()
                time.sleep(0.01)
            if ctl.is_thinking or ctl.is_advising:
                s = ctl.session
                path = self.scratch / "files" / "hang.m44game"
                s.save(path)
                self.fail("hang", f"the {'advisor' if ctl.is_advising else 'AI'} did not "
                          f"decide within {self.ai_timeout:.0f} s (turn {s.state.turn}, "
                          f"{s.state.phase}); the game: {path}")
                ctl.stop()
        lab = self.window.balance
        if lab is not None and lab.running:
            lab.wait(120)
            self.app.processEvents()
        # the keys a user types go to the window they look at: the active one (a dialog
        # opened then deactivates it, and the map's pending Space tap is dropped)
        if QApplication.activeModalWidget() is None:
            self.window.activateWindow()
        self.app.processEvents()

    def fail(self, kind: str, text: str) -> None:
        self.report.failures.append(Failure(self._index, kind, text))

    # --- choosing a step ---------------------------------------------------------------------

    def choose(self, rng: random.Random) -> Step:
        """A step for the window as it is now: the kinds weighed by the mode and by what the
        window shows (a game in play, the balance lab)."""
        w = self.window
        playing = w.play.active
        weights: dict[str, float] = {"command": 6, "key": 6, "click": 8, "drag": 5,
                                     "palette": 4, "tool": 3, "type": 4, "poke": 6,
                                     "panel": 2, "resize": 1, "undo": 3, "redo": 2,
                                     "menu": 1}
        if playing:
            weights.update({"decide": 14, "card": 6, "click": 8, "poke": 8, "palette": 0,
                            "tool": 0, "drag": 1, "undo": 0, "redo": 0})
        if self.mode == "play" and not playing:
            weights["playtest"] = 12
        elif self.mode != "lab":
            weights["playtest"] = 0.4
        if self.mode == "lab":
            weights["lab"] = 10
        kinds = list(weights)
        kind = rng.choices(kinds, [weights[k] for k in kinds])[0]
        return Step(kind, self._args(kind, rng), rng.randrange(1 << 30))

    def _args(self, kind: str, rng: random.Random) -> tuple[Any, ...]:
        w = self.window
        coords = w.canvas.document.scenario.board.coords
        if kind == "command":
            paths = sorted(self.commands())
            return (rng.choice(paths),) if paths else ("",)
        if kind == "key":
            return (rng.choice(KEYS), rng.random() < 0.5)
        if kind == "click":
            c = rng.choice(coords)
            return (c.row, c.col, rng.choices(("left", "right", "double"), (8, 1, 1))[0])
        if kind == "drag":
            c = rng.choice(coords)
            path = [(c.row, c.col)]
            for _ in range(rng.randrange(1, 5)):
                dr, dc = rng.choice(((0, 2), (0, -2), (1, 1), (1, -1), (-1, 1), (-1, -1)))
                path.append((path[-1][0] + dr, path[-1][1] + dc))
            return (path, rng.random() < 0.15)
        if kind == "palette":
            names = w.palette_dock.visible_names()
            return (rng.choice(names) if names else "",)
        if kind == "tool":
            from editor.ui.tools import TOOL_CLASSES

            return (rng.choice(TOOL_CLASSES).name,)
        if kind == "type":
            return (rng.randrange(1 << 16), rng.choice(TEXTS),
                    rng.choice(("Return", "Tab", "Escape", "")))
        if kind == "resize":
            return (rng.randrange(480, 1700), rng.randrange(360, 1100))
        if kind == "lab":
            return (rng.choice(("open", "run", "run", "tab", "cancel", "sweep", "knobs",
                                "poke")), rng.randrange(1 << 16))
        return (rng.randrange(1 << 16),)

    # --- the steps (``do_KIND``: False when there was nothing to do) ---------------------

    def commands(self) -> dict[str, Any]:
        """The enabled commands of the menus (submenus' too), by their menu paths."""
        from PySide6.QtWidgets import QMenu

        from editor.ui.window_list import fill_window_menu

        w = self.window
        w.files.fill_recent_menu()
        fill_window_menu(w, w.window_menu)
        out: dict[str, Any] = {}

        def walk(menu: QMenu, prefix: str) -> None:
            for a in menu.actions():
                if a.isSeparator() or not a.isVisible():
                    continue
                path = f"{prefix}/{a.text()}"
                if a.menu() is not None:
                    sub = a.menu()
                    assert isinstance(sub, QMenu)
                    walk(sub, path)
                elif a.isEnabled() and a.text() not in SKIPPED and self._allowed(path):
                    out[path] = a

        for menu in w.menus:
            walk(menu, menu.title())
        return out

    def _allowed(self, path: str) -> bool:
        if "Ba&lance" in path:
            return self.mode == "lab"
        return True

    def do_command(self, path: str) -> bool:
        action = self.commands().get(path)
        if action is None:
            return False
        action.trigger()
        return True

    def do_menu(self, pick: int) -> bool:
        """A menu of the menu bar opened and closed (its aboutToShow fills it)."""
        menu = self.window.menus[pick % len(self.window.menus)]
        menu.aboutToShow.emit()
        menu.aboutToHide.emit()
        return True

    def do_key(self, key: str, on_map: bool) -> bool:
        from PySide6.QtGui import QKeySequence
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        if on_map:
            self.window.canvas.setFocus()
        target = QApplication.focusWidget() or self.window.canvas
        combo = QKeySequence(key)[0]
        QTest.keyClick(target, combo.key(), combo.keyboardModifiers())
        return True

    def _coord(self, row: int, col: int) -> Any:
        from editor.engine.board import Coord

        c = Coord(row, col)
        return c if c in set(self.window.canvas.document.scenario.board.coords) else None

    def _mouse(self, kind: Any, c: Any, button: Any, buttons: Any, mods: Any = None) -> None:
        from PySide6.QtCore import QEvent, QPointF, Qt
        from PySide6.QtGui import QMouseEvent
        from PySide6.QtWidgets import QApplication

        canvas = self.window.canvas
        pos = QPointF(canvas.view_center(c))
        if kind == QEvent.Type.MouseMove:
            button = Qt.MouseButton.NoButton
        event = QMouseEvent(kind, pos, canvas.viewport().mapToGlobal(pos), button, buttons,
                            mods or Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(canvas.viewport(), event)

    def do_click(self, row: int, col: int, how: str) -> bool:
        from PySide6.QtCore import QEvent, Qt

        c = self._coord(row, col)
        if c is None:
            return False
        t, none = QEvent.Type, Qt.MouseButton.NoButton
        button = Qt.MouseButton.RightButton if how == "right" else Qt.MouseButton.LeftButton
        self.window.canvas.ensure_visible(c)
        self._mouse(t.MouseMove, c, none, none)
        self._mouse(t.MouseButtonPress, c, button, button)
        self._mouse(t.MouseButtonRelease, c, button, none)
        if how == "double":
            self._mouse(t.MouseButtonDblClick, c, button, button)
            self._mouse(t.MouseButtonRelease, c, button, none)
        return True

    def do_drag(self, path: list[list[int]], shift: bool) -> bool:
        from PySide6.QtCore import QEvent, Qt

        hexes = [self._coord(r, c) for r, c in path]
        hexes = [c for c in hexes if c is not None]
        if not hexes:
            return False
        t, left = QEvent.Type, Qt.MouseButton.LeftButton
        mods = Qt.KeyboardModifier.ShiftModifier if shift else None
        self._mouse(t.MouseMove, hexes[0], Qt.MouseButton.NoButton, Qt.MouseButton.NoButton)
        self._mouse(t.MouseButtonPress, hexes[0], left, left, mods)
        for c in hexes[1:]:
            self._mouse(t.MouseMove, c, left, left, mods)
        self._mouse(t.MouseButtonRelease, hexes[-1], left, Qt.MouseButton.NoButton, mods)
        return True

    def do_palette(self, name: str) -> bool:
        if not name or self.window.play.active or name not in \
                self.window.palette_dock.visible_names():
            return False
        self.window.palette_dock.choose(name)
        return True

    def do_tool(self, name: str) -> bool:
        a = self.window.act.get(f"tool_{name}")
        if a is None or not a.isEnabled():
            return False
        a.trigger()
        return True

    def do_undo(self, _pick: int) -> bool:
        return self._history("undo")

    def do_redo(self, _pick: int) -> bool:
        return self._history("redo")

    def _history(self, which: str) -> bool:
        """Edit → Undo or Redo, when editing and there is a step to take back or give."""
        stack = self.window.document.undo_stack
        may = stack.canUndo() if which == "undo" else stack.canRedo()
        if self.window.play.active or not may:
            return False
        self.window.act[which].trigger()
        return True

    def do_resize(self, width: int, height: int) -> bool:
        self.window.resize(width, height)
        return True

    def do_panel(self, pick: int) -> bool:
        """A panel raised and given the keys (as its command, or F6, does)."""
        docks = [d for d in self.window.docks if d.isVisibleTo(self.window) or
                 d.toggleViewAction().isEnabled()]
        if not docks:
            return False
        self.window.show_dock(docks[pick % len(docks)])
        return True

    def _widgets(self, types: tuple[type, ...]) -> list[Any]:
        """The widgets of ``types`` in the window's panels that a user can reach now (shown,
        enabled), in a stable order; the balance lab's only in ``--mode lab``."""
        out: list[Any] = []
        w = self.window
        for dock in w.findChildren(_dock_type()):
            if not dock.isVisible() or (dock is w.balance and self.mode != "lab"):
                continue
            for child in dock.findChildren(_widget_type()):
                if isinstance(child, types) and child.isVisible() and child.isEnabled() and child.window() is w:
                    out.append(child)
        return out

    def do_type(self, pick: int, text: str, then: str) -> bool:
        from PySide6.QtGui import QKeySequence
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit

        fields = [f for f in self._widgets((QLineEdit, QPlainTextEdit, QTextEdit,
                                            QAbstractSpinBox, QComboBox))
                  if not isinstance(f, QComboBox) or f.isEditable()]
        fields = [f for f in fields if not getattr(f, "isReadOnly", lambda: False)()]
        if not fields:
            return False
        f = fields[pick % len(fields)]
        f.setFocus()
        if pick & 1:
            QTest.keyClick(f, "a", _ctrl())
        _type_text(f, text)
        if then:
            combo = QKeySequence(then)[0]
            QTest.keyClick(f, combo.key(), combo.keyboardModifiers())
        return True

    def do_poke(self, pick: int) -> bool:
        """A button, check box, list row, tab or box of a panel used with the mouse."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QComboBox, QTabBar

        widgets = self._widgets((QAbstractButton, QAbstractItemView, QComboBox, QTabBar))
        if not widgets:
            return False
        x = widgets[pick % len(widgets)]
        left = Qt.MouseButton.LeftButton
        sub = pick // max(1, len(widgets))
        if isinstance(x, QAbstractButton):
            x.click()
        elif isinstance(x, QComboBox):
            if x.count():
                x.setFocus()
                x.setCurrentIndex(sub % x.count())
                x.activated.emit(x.currentIndex())
        elif isinstance(x, QTabBar):
            if x.count():
                QTest.mouseClick(x, left, pos=x.tabRect(sub % x.count()).center())
        else:
            return self._click_row(x, sub)
        return True

    def _click_row(self, view: Any, sub: int) -> bool:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        model = view.model()
        if model is None or model.rowCount() == 0:
            return False
        index = model.index(sub % model.rowCount(), 0)
        view.scrollTo(index, view.ScrollHint.EnsureVisible)
        where = view.visualRect(index).center()
        left = Qt.MouseButton.LeftButton
        if sub & 1:
            QTest.mouseDClick(view.viewport(), left, pos=where)
        else:
            QTest.mouseClick(view.viewport(), left, pos=where)
        return True

    def do_playtest(self, pick: int) -> bool:
        """Play mode entered (its dialog answered by the answers: the seats among
        :data:`SEATS`), or left."""
        a = self.window.act["playtest"]
        if not a.isEnabled():
            return False
        a.trigger()
        return True

    def _play(self) -> Any:
        from editor.ui.play.controller import PlayController
        from editor.ui.play.panel import PlayDock

        w = self.window
        if isinstance(w.play.controller, PlayController) and isinstance(w.play.dock, PlayDock):
            return w.play.dock
        return None

    def do_decide(self, pick: int) -> bool:
        """A decision of the list taken: chosen, then Enter."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        dock = self._play()
        if dock is None:
            return False
        if dock.seat_button.isVisible():
            dock.seat_button.click()
            return True
        if dock.dice_box.isVisible():
            faces = ("inf", "armor", "grenade", "star", "flag")
            n = max(1, dock.controller.session.pending_roll + (pick % 3 == 0))
            QTest.keyClicks(dock.dice_entry, " ".join(faces[(pick >> k) % 5] for k in range(n)))
            QTest.keyClick(dock.dice_entry, Qt.Key.Key_Return)
            return True
        rows = dock.decisions.count()
        if not rows or not dock.decisions.isVisible():
            return False
        dock.decisions.setFocus()
        dock.decisions.setCurrentRow(pick % rows)
        QTest.keyClick(dock.decisions, Qt.Key.Key_Return)
        return True

    def do_card(self, pick: int) -> bool:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        dock = self._play()
        if dock is None or not dock.hand.isVisible() or not dock.hand.count():
            return False
        dock.hand.setFocus()
        dock.hand.setCurrentRow(pick % dock.hand.count())
        QTest.keyClick(dock.hand, Qt.Key.Key_Return)
        return True

    def do_lab(self, what: str, pick: int) -> bool:
        """The balance lab: opened, a tiny run (a few games of the quick AIs), a sweep or
        the knobs, its tabs, a run cancelled."""
        from editor.ui.balance import BalanceDock

        w = self.window
        if what == "open":
            w.show_balance()
            return True
        lab = w.balance
        if not isinstance(lab, BalanceDock) or not lab.isVisible():
            return False
        self._tiny(lab, pick)
        if what == "run":
            lab.run_button.click() if hasattr(lab, "run_button") else lab.start_run()
        elif what == "sweep":
            lab.start_sweep()
        elif what == "knobs":
            lab.start_knobs()
        elif what == "tab":
            lab.tabs.setCurrentIndex(pick % lab.tabs.count())
        elif what == "cancel":
            lab.cancel()
        else:
            return self.do_poke(pick)
        return True

    @staticmethod
    def _tiny(lab: Any, pick: int) -> None:
        """The lab's runs kept tiny: a few games, the quick AIs, a low turn cap."""
        for box in (lab.games, lab.sweep_games, lab.knob_games):
            if box.value() > 3:
                box.setValue(1 + pick % 3)
        lab.turn_cap.setValue(min(lab.turn_cap.value(), 30))
        for combo in (lab.ai1, lab.ai2):
            if combo.currentText() not in ("random", "greedy"):
                combo.setCurrentText("random")

    # --- the dialogs ---------------------------------------------------------------------------

    def _answer(self) -> None:
        """The timer's tick: a popup menu or a modal dialog open is answered."""
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        popup = QApplication.activePopupWidget()
        modal = QApplication.activeModalWidget()
        now = popup if popup is not None else modal
        if now is None or id(now) in self._answering:
            return
        # answered from a timer of its own: Qt runs no timer again while its slot runs, and
        # an answer may open a dialog of its own (Save As asking to replace a file), which
        # this timer answers in its turn
        self._answering.add(id(now))
        QTimer.singleShot(0, partial(self._answer_now, now, popup is not None))

    def _answer_now(self, now: Any, is_popup: bool) -> None:
        from PySide6.QtWidgets import QMenu

        try:
            if not shiboken6.isValid(now) or not now.isVisible():
                return
            if is_popup:
                if isinstance(now, QMenu) and self._answers.random() < 0.6:
                    choices = [a for a in now.actions() if a.isEnabled() and not a.isSeparator()
                               and a.menu() is None]
                    now.close()
                    if choices:
                        self._answers.choice(choices).trigger()
                else:
                    now.close()
            else:
                self._check_modals()
                self._answer_dialog(now)
        except Exception:
            self.fail("exception in the monkey's answer", traceback.format_exc())
        finally:
            self._answering.discard(id(now))

    def _answer_dialog(self, d: Any) -> None:
        from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QProgressDialog

        name = type(d).__name__
        tries = self._tries[id(d)] = self._tries.get(id(d), 0) + 1
        if tries == 1:
            self.report.dialogs[name] = self.report.dialogs.get(name, 0) + 1
        if isinstance(d, QProgressDialog) and tries < 1000:
            return  # it closes itself
        if tries > 8:
            d.reject() if tries < 12 else d.close()
            return
        rng = self._answers
        if isinstance(d, QMessageBox):
            buttons = [b for b in d.buttons() if b.isVisible() and b.isEnabled()]
            if buttons:
                rng.choice(buttons).click()
            else:
                d.reject()
        elif isinstance(d, QFileDialog):
            self._answer_file(d, rng)
        elif isinstance(d, QInputDialog):
            if rng.random() < 0.7:
                d.setTextValue(rng.choice(("E7", "A1", "b2", "Z99", "", *TEXTS)))
                d.accept()
            else:
                d.reject()
        else:
            self._answer_form(d, rng, tries)

    def _answer_file(self, d: Any, rng: random.Random) -> None:
        from PySide6.QtWidgets import QFileDialog

        if rng.random() < 0.3:
            d.reject()
            return
        files = self.scratch / "files"
        filters = " ".join(d.nameFilters())
        if d.fileMode() == QFileDialog.FileMode.Directory:
            out = files / f"dir{rng.randrange(3)}"
            out.mkdir(exist_ok=True)
            d.selectFile(str(out))
        elif d.acceptMode() == QFileDialog.AcceptMode.AcceptSave:
            suffix = d.defaultSuffix() or _suffix(d.selectedNameFilter()) or "m44"
            d.selectFile(str(files / f"saved{rng.randrange(4)}.{suffix}"))
        else:
            kinds = [s for s in ("m44game", "m44") if f"*.{s}" in filters] or ["m44"]
            found = sorted(p for k in kinds for p in files.glob(f"*.{k}"))
            if "m44game" not in kinds:
                found += OPENABLE
            if not found:
                d.reject()
                return
            d.selectFile(str(rng.choice(found)))
        d.accept()

    def _answer_form(self, d: Any, rng: random.Random, tries: int) -> None:
        """A dialog of the editor's: a few of its fields changed, then one of its buttons
        (OK, Cancel, or another of its own)."""
        from PySide6.QtWidgets import (QAbstractButton, QCheckBox, QComboBox, QLineEdit,
                                       QPushButton, QSpinBox)

        if tries == 1:
            for f in d.findChildren(QComboBox):
                if f.isVisible() and f.isEnabled() and f.count() and rng.random() < 0.4:
                    allowed = [i for i in range(f.count())
                               if f.itemData(i) not in ("search",) and
                               "search" not in str(f.itemData(i))]
                    if allowed:
                        f.setCurrentIndex(rng.choice(allowed))
            for f in d.findChildren(QCheckBox):
                if f.isVisible() and f.isEnabled() and rng.random() < 0.3:
                    f.click()
            for f in d.findChildren(QSpinBox):
                if f.isVisible() and f.isEnabled() and rng.random() < 0.3:
                    f.setValue(rng.randint(f.minimum(), min(f.maximum(), f.minimum() + 5)))
            for f in d.findChildren(QLineEdit):
                if f.isVisible() and f.isEnabled() and not f.isReadOnly() \
                        and rng.random() < 0.2:
                    f.setText(rng.choice(TEXTS))
        buttons = [b for b in d.findChildren(QAbstractButton)
                   if isinstance(b, QPushButton) and b.isVisible() and b.isEnabled()]
        r = rng.random()
        if buttons and r < 0.5:
            rng.choice(buttons).click()
        elif r < 0.8:
            d.accept()
        else:
            d.reject()

    def _check_modals(self) -> None:
        """Never two dialogs of the window modal at once (a dialog's own question, parented
        to it, is one)."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication

        w = self.window
        modal = [x for x in QApplication.topLevelWidgets()
                 if x.isVisible() and x is not w
                 and x.windowModality() != Qt.WindowModality.NonModal
                 and x.parentWidget() is not None and x.parentWidget().window() is w]
        if len(modal) > 1:
            names = ", ".join(f"{type(x).__name__} {x.windowTitle()!r}" for x in modal)
            # the stack shows who opened each (their exec() calls, nested)
            stack = "".join(traceback.format_stack(limit=40)[:-2])
            self.fail("two modal dialogs", f"{stack}\nmodal at once: {names}")

    def _close_strays(self) -> None:
        """Windows a step left open (a non-modal dialog, another main window) closed."""
        from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox

        from editor.ui.main_window import WINDOWS

        w = self.window
        for x in QApplication.topLevelWidgets():
            if x is w or not x.isVisible() or x.windowType() not in _closable():
                continue
            if isinstance(x, QMainWindow) and x in WINDOWS:
                doc = getattr(x, "document", None)
                if doc is not None:
                    doc.undo_stack.setClean()
                question = QMessageBox.question
                QMessageBox.question = staticmethod(  # type: ignore[method-assign,assignment]
                    lambda *a, **k: QMessageBox.StandardButton.Discard)
                try:
                    x.close()
                finally:
                    QMessageBox.question = question  # type: ignore[method-assign]
            elif x.parentWidget() is None or x.parentWidget().window() is w:
                x.close()
        self.app.processEvents()
        if w not in WINDOWS:
            self.fail("window closed", "the main window closed without Close or Quit")

    # --- the oracles ------------------------------------------------------------------------

    def check_after_step(self) -> None:
        self._check_play()

    def _check_play(self) -> None:
        """The play panel shows the engine's game: its turn, its counts, the hand."""
        from editor.engine.game.cards import KINDS

        dock = self._play()
        if dock is None:
            return
        c = dock.controller
        s = c.session
        if c.is_thinking:
            return
        st = s.state
        S = st.S
        counts = (f"Deck {len(st.deck)} · discard {len(st.discard)} · hands "
                  f"{S.sides[0].value.title()} {len(st.hands[0])}, "
                  f"{S.sides[1].value.title()} {len(st.hands[1])}")
        if dock.counts.text() != counts:
            self.fail("play panel", f"counts shown {dock.counts.text()!r}, game {counts!r}")
        if not s.over and not dock.turn_label.text().startswith(f"Turn {st.turn}:"):
            self.fail("play panel", f"turn shown {dock.turn_label.text()!r}, game turn {st.turn}")
        if c.seat_hidden():
            return
        p = c.decider if c.decider >= 0 and s.is_human(c.decider) else c.shown
        if p < 0:
            p = st.active
        if not c.hand_visible(p):
            return
        titles = sorted(KINDS[k].title for k in st.hands[p])
        lines = [dock.hand.item(i).text() for i in range(dock.hand.count())]
        cards = [t for t in lines if not t.startswith(("Drawn:", "Air Sortie (face up)"))
                 and not t.endswith("(as an Air Sortie in its section)")]
        if len(cards) != len(titles) or not all(
                line.startswith(t) for line, t in zip(cards, titles, strict=False)):
            self.fail("play panel", f"hand of {c.side_name(p)} shown {lines}, game {titles}")

    def check_document(self) -> None:
        """While editing: all undone gives the document first shown, all redone the one
        edited; the document saved reads back the same."""
        from editor.io.m44 import M44WriteError, encode, load, save

        w = self.window
        if w.play.active:
            return
        doc = w.document
        stack = doc.undo_stack
        try:
            before = encode(doc.scenario)
        except M44WriteError:
            return
        if self._baseline is not None and self._baseline[0] == id(doc):
            index = stack.index()
            stack.setIndex(0)
            first = encode(doc.scenario)
            stack.setIndex(index)
            again = encode(doc.scenario)
            if first != self._baseline[1]:
                self.fail("undo", "every step undone, the document differs from the one "
                          f"first shown:\n{_first_difference(self._baseline[1], first)}")
            if again != before:
                self.fail("redo", "every step undone then redone, the document differs "
                          f"from the one edited:\n{_first_difference(before, again)}")
        path = self.scratch / "roundtrip.m44"
        try:
            save(doc.scenario, path, backup=False)
        except M44WriteError:
            return
        back = encode(load(path).scenario)
        if back != before:
            self.fail("save", f"saved and read back, the document differs:\n"
                      f"{_first_difference(before, back)}")

    def _new_baseline(self) -> None:
        doc = self.window.document
        stack = doc.undo_stack
        if stack.index() != 0:
            self._baseline = None
            return
        from editor.io.m44 import M44WriteError, encode

        try:
            self._baseline = (id(doc), encode(doc.scenario))
        except M44WriteError:
            self._baseline = None

    def final_checks(self, n: int) -> None:
        self._index = n
        self.check_document()
        if self._census is not None:
            now = _census()
            grown = {k: v - self._census.get(k, 0) for k, v in now.items()}
            self.report.grown = sorted(((v, k) for k, v in grown.items() if v > 0),
                                       reverse=True)[:12]


def _first_difference(a: bytes, b: bytes) -> str:
    la, lb = a.decode(errors="replace").splitlines(), b.decode(errors="replace").splitlines()
    for i, (x, y) in enumerate(zip(la, lb, strict=False)):
        if x != y:
            return f"line {i + 1}: {x.strip()[:120]!r} became {y.strip()[:120]!r}"
    return f"{len(la)} lines became {len(lb)}"


def _suffix(name_filter: str) -> str:
    at = name_filter.find("*.")
    if at < 0:
        return ""
    return name_filter[at + 2:].split()[0].rstrip(")")


def _type_text(widget: Any, text: str) -> None:
    """``text`` typed at ``widget``, a key event a character (QTest's keyClicks takes
    Latin-1 only)."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    for ch in text:
        key = Qt.Key.Key_Return if ch == "\n" else (
            Qt.Key(ord(ch.upper())) if ch.isascii() and ch.isalnum() else Qt.Key.Key_unknown)
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier,
                                                     "" if ch == "\n" else ch))


def _dock_type() -> type:
    from PySide6.QtWidgets import QDockWidget

    return QDockWidget


def _widget_type() -> type:
    from PySide6.QtWidgets import QWidget

    return QWidget


def _ctrl() -> Any:
    from PySide6.QtCore import Qt

    return Qt.KeyboardModifier.ControlModifier


def _closable() -> tuple[Any, ...]:
    from PySide6.QtCore import Qt

    return (Qt.WindowType.Dialog, Qt.WindowType.Window, Qt.WindowType.Tool)


# --- what reaches the hooks -------------------------------------------------------------------


class Hooks:
    """Exceptions that reach ``sys.excepthook``, ``threading.excepthook`` or
    ``sys.unraisablehook``, and Qt's messages, handed to the run's monkey while in place."""

    def __init__(self) -> None:
        self.monkey: Monkey | None = None
        self.quiet = False

    def __enter__(self) -> Hooks:
        from PySide6.QtCore import qInstallMessageHandler

        self._saved = (sys.excepthook, threading.excepthook, sys.unraisablehook)
        sys.excepthook = self._exception
        threading.excepthook = lambda a: self._exception(a.exc_type, a.exc_value,
                                                          a.exc_traceback)
        sys.unraisablehook = lambda u: self._exception(
            type(u.exc_value), u.exc_value, u.exc_traceback) if u.exc_value else None
        self._qt = qInstallMessageHandler(self._message)
        return self

    def __exit__(self, *_exc: object) -> None:
        from PySide6.QtCore import qInstallMessageHandler

        sys.excepthook, threading.excepthook, sys.unraisablehook = self._saved
        qInstallMessageHandler(self._qt)

    def _exception(self, kind: Any, value: Any, tb: Any) -> None:
        text = "".join(traceback.format_exception(kind, value, tb))
        if self.monkey is None:
            print(text, file=sys.stderr)
        else:
            self.monkey.fail("exception", text)

    def _message(self, mode: Any, _context: Any, message: str) -> None:
        from PySide6.QtCore import QtMsgType

        if mode in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg):
            return
        if mode == QtMsgType.QtFatalMsg:
            print(f"Qt fatal: {message}", file=sys.stderr, flush=True)
        m = self.monkey
        harmless = next((h for h in HARMLESS if h in message), None)
        if m is None:
            return
        if harmless is not None:
            m.report.harmless[harmless] = m.report.harmless.get(harmless, 0) + 1
        else:
            m.fail("qt message", f"{mode.name}: {message}")


# --- a run, its replay and its shrinking ------------------------------------------------------


def run_steps(hooks: Hooks, *, seed: int | None = None, steps: int = 0,
              replay: Sequence[Step] | None = None, **options: Any) -> Report:
    """One run on a fresh window and scratch folder: ``steps`` random steps of ``seed``, or
    the steps of ``replay``."""
    scratch = Path(tempfile.mkdtemp(prefix="monkey-"))
    random.seed(seed if seed is not None else 0)  # (the play dialog's seeds)
    monkey = Monkey(scratch, **options)
    hooks.monkey = monkey
    try:
        monkey.open()
        if replay is None:
            assert seed is not None
            report = monkey.explore(seed, steps)
        else:
            report = monkey.replay(replay)
    finally:
        hooks.quiet = True
        try:
            monkey.close()
        finally:
            hooks.monkey = None
            hooks.quiet = False
            shutil.rmtree(scratch, ignore_errors=True)
    return report


def shrink(hooks: Hooks, steps: list[Step], failure: Failure, budget: float,
           **options: Any) -> list[Step]:
    """The steps cut down (ddmin) to a list that still fails as ``failure`` did, within
    ``budget`` seconds."""
    want = failure.signature()
    deadline = time.monotonic() + budget

    def fails(candidate: list[Step]) -> bool:
        report = run_steps(hooks, replay=candidate, **options)
        return any(f.signature() == want for f in report.failures)

    steps = steps[:failure.step + 1]
    n = 2
    while len(steps) >= 2 and time.monotonic() < deadline:
        chunk = max(1, len(steps) // n)
        parts = [steps[i:i + chunk] for i in range(0, len(steps), chunk)]
        for k in range(len(parts)):
            rest = [s for j, p in enumerate(parts) if j != k for s in p]
            if time.monotonic() >= deadline:
                break
            if rest and fails(rest):
                steps, n = rest, max(n - 1, 2)
                break
        else:
            if chunk == 1:
                break
            n = min(len(steps), n * 2)
    return steps


def _summary(seed: int | None, report: Report) -> str:
    mem = report.memory
    grown = (f"; RSS {mem[0][1] // 1024} MB at step {mem[0][0]}, {mem[-1][1] // 1024} MB at "
             f"step {mem[-1][0]}; Python objects {mem[0][2]:,} to {mem[-1][2]:,}"
             if mem else "")
    return (f"monkey: seed {seed}: {report.done} steps taken, {report.skipped} with nothing to "
            f"do, in {report.seconds:.1f} s; dialogs answered "
            f"{sum(report.dialogs.values())}{grown}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.monkey", description=__doc__.split(
        "\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1, help="the first seed (default 1)")
    parser.add_argument("--seeds", type=int, default=1, help="seeds run, from --seed on")
    parser.add_argument("--steps", type=int, default=300, help="steps a seed (default 300)")
    parser.add_argument("--mode", choices=("design", "play", "lab"), default="design")
    parser.add_argument("--window", default="1200x800", help="the window's size, WxH")
    parser.add_argument("--scenario", type=Path, help="the file opened (default: a sample)")
    parser.add_argument("--check-every", type=int, default=25,
                        help="the undo and save checks every N steps (default 25)")
    parser.add_argument("--replay", type=Path, help="run the steps of a file of --save-steps")
    parser.add_argument("--save-steps", type=Path, help="write a failing run's steps there")
    parser.add_argument("--shrink", type=float, default=0, metavar="SECONDS",
                        help="cut a failure's steps down for at most this long")
    parser.add_argument("--visible", action="store_true",
                        help="use the display (default: offscreen)")
    parser.add_argument("--verbose", action="store_true", help="print each step")
    args = parser.parse_args(argv)
    if not args.visible:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["monkey"])
    width, height = (int(v) for v in args.window.lower().split("x"))
    options: dict[str, Any] = {"mode": args.mode, "size": (width, height),
                               "scenario": args.scenario, "check_every": args.check_every,
                               "verbose": args.verbose}
    failed = False
    with Hooks() as hooks:
        runs: Iterator[tuple[int | None, list[Step] | None]]
        if args.replay:
            runs = iter([(None, [Step.from_json(s)
                                 for s in json.loads(args.replay.read_text())])])
        else:
            runs = ((args.seed + k, None) for k in range(args.seeds))
        for seed, replay in runs:
            report = run_steps(hooks, seed=seed, steps=args.steps, replay=replay, **options)
            print(_summary(seed, report), flush=True)
            if args.verbose:
                print("  by kind (done, nothing to do): " + ", ".join(
                    f"{k} {d}/{n}" for k, (d, n) in sorted(report.kinds.items())))
                print("  memory (step: RSS MB, Python objects): " + ", ".join(
                    f"{i}: {kb // 1024}, {n:,}" for i, kb, n in report.memory))
                print("  objects grown since step 100: " + ", ".join(
                    f"{k} +{n:,}" for n, k in report.grown))
            if args.save_steps and not report.failures:
                args.save_steps.write_text(json.dumps([s.to_json() for s in report.steps]))
            if not report.failures:
                continue
            failed = True
            first = report.failures[0]
            print(f"monkey: FAILED at step {first.step} ({first.kind}):\n{first.text}")
            steps = report.steps
            if args.shrink:
                steps = shrink(hooks, steps, first, args.shrink, **options)
            print(f"monkey: {len(steps)} steps fail so:")
            for s in steps:
                print(f"  {s}")
            if args.save_steps:
                args.save_steps.write_text(json.dumps([s.to_json() for s in steps]))
    del app
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
