"""Play mode: the window's switch between editing and playing the scenario being edited.

Entering play mode puts the editing tools aside (panels hidden, editing commands disabled,
the layout saved) and shows the play panel; the canvas shows the game's own display
document. Leaving it gives the window back exactly as it was: the scenario's document was
never touched (no undo step, no unsaved mark), so going back to editing is instant.

The same switch shows a saved game in the replay viewer (back, forward and a slider over
the decisions), from which a game can also be played on.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QDockWidget, QFileDialog, QHBoxLayout, QMenu,
                               QMessageBox, QPushButton, QSlider, QVBoxLayout, QWidget)

from editor.engine.board import Coord
from editor.engine.findings import Finding
from editor.engine.game.actions import Action
from editor.engine.game.log import (ADVICE, ADVISOR_MEMORY, GameLog, GameLogError,
                                    NotReplayedError, Refusal)
from editor.engine.game.match import Game
from editor.engine.game.session import PlaySession, Replay
from editor.engine.scenario import Scenario
from editor.engine.words import counted, medals_said
from editor.render import HexLabels

from .. import actions as icons
from .. import folders, key_names
from ..dialogs import ask, disposed
from ..findings import shown_place
from ..menus import keep_menu_keys, name_tip
from ..recovery import GAME_SUFFIX
from ..startup import APP_NAME
from ..text import plain, plain_label, window_title
from .board import PlayBoard, PlayTool
from .controller import SPEEDS, PlayController
from .dialogs import (BlockedDialog, EndBox, GameSetup, StartDialog, medal_sources,
                      not_played_in_play, warnings_in_play)
from .dice import DiceRow
from .panel import PlayDock, SideMedals, describe, show_last_roll
from .turn_log import TurnLog

if TYPE_CHECKING:
    from ..canvas import CanvasTool
    from ..main_window import MainWindow
    from ..recovery import RecoveryStore

#: Window commands that stay on in play mode (files, view, help, the play commands).
KEEP_ENABLED = frozenset({
    "new_window", "close", "quit", "zoom_in", "zoom_out", "zoom_fit", "zoom_100",
    "section_lines", "grid", "focus_next", "focus_prev", "focus_canvas", "full_screen",
    "guide", "shortcuts", "about", "about_qt", "goto", "playtest", "open_game", "replay_game"})
PLAY_ACTIONS = ("play_undo", "play_redo", "play_take_back", "play_step", "play_pause",
                "play_done", "play_advice", "play_save", "play_hand",
                "play_decisions")
#: What Scenario (and Play) → Playtest… does, and what it does in play mode, where it reads
#: Back to Editing (one command, F5, enters play mode and leaves it).
PLAYTEST_TIP = "Play the scenario being edited, hot-seat or against the AI"
LEAVE_TIP = "Leave play mode; the scenario is as you left it"
#: The play commands whose single-letter keys work in the play panel as on the map (D, H).
PANEL_KEYS = ("play_done", "play_advice")
#: Filter of the game log files.
LOG_FILTER = "Memoir '44 games (*.m44game *.json);;All files (*)"


#: The replay's keys: to the start, one decision back, one forward, to the end (Help →
#: Keyboard Shortcuts lists them: they are no menu's).
REPLAY_KEYS = ("Home", "Alt+Left", "Alt+Right", "End")


class ReplayController(QObject):
    """A saved game stepped through by the replay viewer; nothing can be played in it."""

    changed = Signal()
    #: No close assault is held in a replay (:attr:`PlayController.asking`).
    asking: tuple[Action, int] | None = None

    def __init__(self, log: GameLog, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.log = log
        self.replay = Replay(log)
        self.session = self.replay  # what PlayBoard reads: .state and .scenario

    def seek(self, n: int) -> None:
        self.replay.seek(n)
        self.changed.emit()

    def person_may_act(self) -> bool:
        return False

    def legal_for_person(self) -> list[Action]:
        return []

    def waiting_for(self) -> str:
        return "A replay: use the slider, or Play On From Here."

    def stop(self) -> None:
        pass


class ReplayDock(QDockWidget):
    """Back, forward and a slider over the decisions of a saved game (objectName
    ``replay``), the decision shown said under them, each side's medals and the last roll
    then (the play panel's :class:`.panel.SideMedals` and dice), and the account."""

    playOnRequested = Signal()  # noqa: N815
    leaveRequested = Signal()  # noqa: N815

    def __init__(self, controller: ReplayController, parent: QWidget | None = None) -> None:
        super().__init__("Replay", parent)
        self.setObjectName("replay")
        self.controller = controller
        n = len(controller.replay)
        body = QWidget()
        lay = QVBoxLayout(body)
        row = QHBoxLayout()
        self.start_button = QPushButton("|<")
        self.start_button.setToolTip("The start (Home)")
        self.back_button = QPushButton("< Back")
        self.back_button.setToolTip(f"One decision back ({key_names.keys('Alt+Left')})")
        self.forward_button = QPushButton("Forward >")
        self.forward_button.setToolTip(f"One decision forward ({key_names.keys('Alt+Right')})")
        self.end_button = QPushButton(">|")
        self.end_button.setToolTip("The end (End)")
        for b in (self.start_button, self.back_button, self.forward_button, self.end_button):
            row.addWidget(b)
        lay.addLayout(row)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.setAccessibleName("Decision shown")
        self.slider.setRange(0, n)
        lay.addWidget(self.slider)
        # the decision shown said under the buttons and the slider, not above: its one to
        # three lines moved them from under the pointer as Forward was clicked again
        self.where = plain_label("replayWhere")
        lay.addWidget(self.where)
        #: For a game replayed up to a decision that does not replay: where it stops
        #: (:meth:`say_stopped`).
        self.stopped = plain_label("replayStopped")
        self.stopped.hide()
        lay.addWidget(self.stopped)
        # each side's medals and the last roll at this decision, as the play panel shows them
        self.medals = SideMedals(lay.spacing())
        lay.addWidget(self.medals)
        self.dice = DiceRow()
        self.dice.setObjectName("replayDice")
        lay.addWidget(self.dice)
        self.log = TurnLog("replayLog", "The game's account up to this decision")
        lay.addWidget(self.log, 1)
        row2 = QHBoxLayout()
        self.play_on = QPushButton("&Play on from here")
        self.play_on.clicked.connect(self.playOnRequested.emit)
        leave = QPushButton("&Back to editing")
        leave.clicked.connect(self.leaveRequested.emit)
        row2.addWidget(self.play_on)
        row2.addWidget(leave)
        lay.addLayout(row2)
        self.setWidget(body)
        self.slider.valueChanged.connect(controller.seek)
        start, back, forward, end = REPLAY_KEYS
        moves: list[tuple[QPushButton, str, Callable[[], int]]] = [
            (self.start_button, start, lambda: 0),
            (self.back_button, back, lambda: self.slider.value() - 1),
            (self.forward_button, forward, lambda: self.slider.value() + 1),
            (self.end_button, end, lambda: n)]
        for button, key, to in moves:
            button.clicked.connect(lambda _c=False, to=to: self.slider.setValue(to()))
            # keys of their own, not the buttons': a button's key press animates a click
            # and drops the presses that come during it (three quick Alt+Right went one)
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(lambda to=to: self.slider.setValue(to()))
        controller.changed.connect(self.refresh)
        self.refresh()

    def say_stopped(self, r: Refusal) -> None:
        """Say, for as long as the game is shown, that it stops before decision ``r``,
        which does not replay, and what of the saved game is not shown."""
        self.stopped.setText(f"The saved game goes on: its decision {r.decision} does not "
                             f"replay. Not shown: {r.dropped_words()}.")
        self.stopped.show()

    def _taken(self, n: int) -> tuple[str, int]:
        """Decision ``n`` (1-based) in the decisions list's words, and the turn it was
        taken in: read in the position it was taken in, the replay then back after it."""
        r = self.controller.replay
        r.seek(n - 1)
        try:
            before = r.state
            return describe(before, before.parse(r.describe(n))), before.turn
        finally:
            r.seek(n)

    def refresh(self) -> None:
        """The decision shown, by the turn it was taken in (the one that ends a turn was
        said of the next), and the medals once it is made on each side's track (said in
        the decision's line too, they stood twice, one above the other)."""
        r = self.controller.replay
        st = r.state
        pos = r.position
        words, turn = self._taken(pos) if pos else ("the start", st.turn)
        self.where.setText(f"Decision {pos} of {len(r)}: {words} (turn {turn})")
        self.medals.show_medals(st, self.controller.log.players)
        show_last_roll(self.dice, st, set())  # (the account is shown whole, cards drawn too)
        self.log.set_lines(st.events or [])


#: What the user asked to do that drops the game in progress (:meth:`PlayMode.may_drop_game`):
#: the question's title and its choice that drops the game. Open Saved Game asked "Leave
#: the playtest", as closing the window did.
DROPPING = {"leave": ("Leave the playtest", "&Leave without saving"),
            "open": ("Open a saved game", "&Open without saving"),
            "replay": ("Replay a saved game", "&Replay without saving"),
            "close": ("Close the window", "&Close without saving")}


def _log_name(path: str | Path | GameLog) -> str:
    """How messages name a game opened from ``path`` (a file, or a game of this window)."""
    return "the game" if isinstance(path, GameLog) else Path(path).name


@dataclass(frozen=True)
class Cut:
    """A saved game opened or replayed as it stood before a decision that does not replay
    (:meth:`PlayMode._offer_before`): the file it was read from, which holds the whole game
    and is not changed, where the game stopped, and the file's decisions before that
    (which replay), in notation."""

    path: Path
    refusal: Refusal
    replayed: tuple[str, ...] = ()


#: The extra key, in the recovery folder's copy of a game opened before a refused decision
#: (:class:`Cut`) only, of the saved game it was opened from: recovered after a crash, the
#: game keeps that file from Save as it did before (never written to a saved game).
CUT_FROM = "opened_before_refusal_from"


def _cut_from(origin: object) -> Cut | None:
    """The :class:`Cut` of a recovered game opened before a refused decision of the saved
    game ``origin`` (its path, :data:`CUT_FROM`), when that file still holds a decision
    that does not replay; ``None`` otherwise (no such key, the file gone or replaying)."""
    if not isinstance(origin, str):
        return None
    path = Path(origin)
    try:
        log = GameLog.load(path)
        PlaySession.from_log(log)
    except NotReplayedError as e:
        before, refusal = log.before_refused(e)
        return Cut(path, refusal, tuple(before.actions))
    except (GameLogError, OSError):
        return None
    return None


def _offer_text(name: str, e: NotReplayedError, r: Refusal, doing: str) -> str:
    """The question of a saved game (file ``name``) whose decision ``e`` does not replay:
    the refusal as it was said before, then the offer to open it (``doing``: ``"open"``)
    or replay it (``"replay"``) as it stood just before that decision, and what is
    dropped."""
    before = ("" if not r.kept else "The decision before it replays. " if r.kept == 1 else
              f"The {r.kept} decisions before it replay. ")
    offer = (f"Open the game as it stood just before decision {r.decision}" if doing == "open"
             else f"Replay the game up to just before decision {r.decision}")
    return (f"{name}: {e.words()}\n\n{before}{offer}: {r.stood_words()}?\n\n"
            f"Dropped: {r.dropped_words()}.\n\n{name} is not changed: Save Game asks for "
            "a name, and asks again before replacing this file.")


def _offer_button(r: Refusal, doing: str) -> str:
    """The offer's button: ``Open the First 301 Decisions``, ``Open the First Decision``,
    ``Replay Its Start``."""
    verb = "&Open" if doing == "open" else "&Replay"
    return (f"{verb} Its Start" if not r.kept else f"{verb} the First Decision" if r.kept == 1
            else f"{verb} the First {counted(r.kept, 'Decision')}")


def _replace_text(cut: Cut, actions: list[str]) -> str:
    """Save Game's second question, before the game of decisions ``actions`` replaces the
    file it was opened from before a decision that does not replay (``cut``): what the file
    loses, counted from where the game left it (played on from an earlier decision, or
    taken back below the cut, it keeps fewer of the file's decisions)."""
    r = cut.refusal
    replays = ("none" if not r.kept else "the first" if r.kept == 1 else
               f"the first {r.kept}")
    head = (f"{cut.path.name} holds the whole game as it was saved: "
            f"{counted(r.total, 'decision')}, of which this version replays {replays}. ")
    tail = (f"from decision {r.decision} (turn {r.turn}) on, which the version of the editor "
            "that wrote the file may replay.")
    game = f"this game ({counted(len(actions), 'decision')})"
    shared = next((i for i, (a, b) in enumerate(zip(actions, cut.replayed)) if a != b),
                  min(len(actions), len(cut.replayed)))
    if shared >= r.kept:
        lost = "them all" if not r.kept else f"the other {r.dropped}"
        return f"{head}Replacing it with {game} loses {lost}, {tail}"
    keeps = "none of them" if not shared else f"the first {shared} of them"
    return (f"{head}{game[0].upper()}{game[1:]} keeps {keeps}: replacing it loses the other "
            f"{r.total - shared}, among them the {r.dropped} {tail}")


def _same_file(a: Path, b: Path) -> bool:
    """Whether ``a`` and ``b`` name one file that exists (a link, another spelling)."""
    try:
        return a.exists() and b.exists() and os.path.samefile(a, b)
    except OSError:
        return False


def ask_leave(parent: QWidget, text: str, doing: str) -> str:
    """Ask whether to drop a game in progress for what the user asked (``doing``, a key of
    :data:`DROPPING`): ``"save"`` (Save Game…), ``"leave"`` (without saving) or
    ``"cancel"``."""
    title, drop = DROPPING[doing]
    choice = ask(parent, title, text, [("&Save Game…", QMessageBox.ButtonRole.AcceptRole),
                                       (drop, QMessageBox.ButtonRole.DestructiveRole)])
    return ("save", "leave", "cancel")[2 if choice is None else choice]


#: The most decisions a hex's menu lists (a unit's moves; the rest are in the list).
MENU_DECISIONS = 24


class PlayMode(QObject):
    """Play mode of one window (see the module docstring)."""

    #: Entered (True) or left (False).
    toggled = Signal(bool)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller: PlayController | ReplayController | None = None
        self.board: PlayBoard | None = None
        self.dock: QDockWidget | None = None
        self._saved_state: QByteArray | None = None
        #: The window's title in editing: :meth:`_say_mode` adds the mode's word to it.
        self._title = ""
        self._enabled: dict[str, bool] = {}
        self._tool: CanvasTool | None = None
        self._fit: bool | None = None
        #: The editing zoom of a board shown whole, which play fitted to its larger map.
        self._zoom: float | None = None
        self._by_hand = False
        self._hidden: frozenset[str] = frozenset()
        #: The hex labels of the editor's map (View ▸ Hex Labels), given back with editing.
        self._labels = HexLabels.NONE
        self._last_setup: GameSetup | None = None
        #: The game's decisions when it began, was loaded or was last saved (-1: none, a
        #: game kept at the end of a session, which no saved game holds).
        self._kept = 0
        #: The game's own file in the recovery folder (:meth:`autosave_game`), and the
        #: decisions and state it holds, with the close assault held and the advisors'
        #: memory and advice; ``None`` while no such file is written.
        self._game_id: str | None = None
        self._autosaved: tuple[int, str, object] | None = None
        self.blocked: BlockedDialog | None = None
        #: What the play panel says is held for the return to editing ("" for nothing).
        self.held = ""
        #: The game shown, when it was opened or replayed as it stood before a decision
        #: that does not replay: Save Game never takes its file for it unasked.
        self.cut: Cut | None = None
        #: The saved game that holds the game shown: opened or replayed from it, or saved to
        #: it; the window's title names it (:meth:`_named`).
        self.game_file: Path | None = None
        window.installEventFilter(self)

    @property
    def active(self) -> bool:
        return self.controller is not None

    @property
    def session(self) -> PlaySession | None:
        c = self.controller
        return c.session if isinstance(c, PlayController) else None

    def shading_words(self, c: Coord) -> str:
        """What the game's shading of hex ``c`` means, in words ("" out of play mode)."""
        return self.board.shading_words(c) if self.board is not None else ""

    def map_menu(self, c: Coord, where: QPoint) -> QMenu | None:
        """The menu of a hex of the map in play mode (a right-click, or the menu key at the
        hex cursor): the person's decisions there, in the decisions list's words
        (:meth:`PlayBoard.decisions_at`); a choice takes it. ``None`` where there is none,
        or while no person is to decide (watching AIs, a replay)."""
        board, controller = self.board, self.controller
        if board is None or not isinstance(controller, PlayController):
            return None
        decisions = board.decisions_at(c)
        if not decisions:
            return None
        st = controller.session.state
        menu = QMenu(self.window)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        for a in decisions[:MENU_DECISIONS]:
            choice = menu.addAction(describe(st, a))
            choice.triggered.connect(partial(board.take, a))
        if len(decisions) > MENU_DECISIONS:
            more = menu.addAction(f"… {len(decisions) - MENU_DECISIONS} more in the decisions "
                                  "list")
            more.setEnabled(False)
        keep_menu_keys(menu)
        menu.popup(where)
        return menu

    # --- starting ---------------------------------------------------------------------------

    def blocking(self, scenario: Scenario) -> list[Finding]:
        """The findings that keep the scenario from being played: its errors."""
        from editor.io.report import check_scenario

        return [f for f in check_scenario(scenario) if f.severity == "error"]

    def refuse_blocked(self, scenario: Scenario) -> bool:
        """Show the errors that keep ``scenario`` from being played, if any (a dialog whose
        findings lead to their places): ``True`` when there are some. Play mode and the
        balance lab both refuse such a scenario."""
        errors = self.blocking(scenario)
        if errors:
            board = scenario.board
            self.blocked = BlockedDialog(errors, lambda f: shown_place(f, board),
                                         self.window.show_finding, self.window)
            # deleted once closed: its own signals refer to it, and it
            # stayed the window's hidden child, one more at every refusal (the memory audit)
            self.blocked.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.blocked.finished.connect(self._blocked_closed)
            self.blocked.open()
        return bool(errors)

    def _blocked_closed(self) -> None:
        self.blocked = None

    def start(self, *, ask: bool = True) -> bool:
        """Scenario → Playtest: check the scenario, ask for the seats, enter play mode."""
        w = self.window
        if self.active:
            self.request_leave()
            return False
        scenario = w.document.scenario.copy()
        if self.refuse_blocked(scenario):
            return False
        sides = (scenario.game_info.side_player1, scenario.game_info.side_player2)
        if ask:
            with disposed(StartDialog(sides, w, notes=not_played_in_play(scenario),
                                      warnings=warnings_in_play(scenario),
                                      last=self._last_setup or GameSetup.from_kept(
                                          w.settings.value(self.SETUP_KEY)))) as dialog:
                if dialog.exec() != StartDialog.DialogCode.Accepted:
                    return False
                setup = dialog.setup()
        else:
            setup = GameSetup(("human", "human"), 1, False, False)
        try:
            session = PlaySession(scenario, seed=setup.seed, seats=setup.seats,
                                  physical=setup.physical)
        except ValueError as e:
            QMessageBox.warning(w, "Cannot play this scenario", plain(str(e)))  # (its names)
            return False
        self._last_setup = setup
        if ask:  # offered again at the next start, and in the other windows
            w.settings.setValue(self.SETUP_KEY, setup.kept())
        self.start_session(session, open_hands=setup.open_hands)
        return True

    def start_session(self, session: PlaySession, *, open_hands: bool | None = None,
                      file: Path | None = None) -> None:
        """Enter play mode on a session (new, loaded, or a rematch); ``file``: the saved
        game that holds it (:attr:`game_file`)."""
        if self.active:
            self._drop_game()
        else:
            self._enter()
        self.game_file = file
        w = self.window
        controller = PlayController(session, self)
        kept = w.settings.value(self.SPEED_KEY)
        if isinstance(kept, str) and kept in SPEEDS:  # the player's last choice
            controller.speed = kept
        if open_hands is not None:
            controller.open_hands = open_hands or controller.open_hands
        board = PlayBoard(controller, w.canvas)
        board.shaded = w.status.hexes_changed
        dock = PlayDock(w)
        # D and H, the map's keys, work in the panel too (where a keyboard player spends the
        # turn: the hand, the decisions); a field one types in keeps its letters
        dock.addActions([w.act[key] for key in PANEL_KEYS if key in w.act])
        self._place_panel(dock)
        dock.leaveRequested.connect(self.request_leave)
        dock.saveRequested.connect(self.save_game)
        dock.rematchRequested.connect(self.rematch)
        dock.commandsChanged.connect(self._follow_buttons)
        controller.finished.connect(self._game_over)
        controller.message.connect(lambda t: w.statusBar().showMessage(t, 6000))
        self.controller, self.board, self.dock = controller, board, dock
        self._say_mode()
        self._kept = len(session.steps)
        w.canvas.set_document(board.document, same_view=True)
        board.document.hexesChanged.connect(w.status.hexes_changed)
        w.canvas.tool = PlayTool(board)
        w.canvas.tool.activate()
        dock.attach(controller, board)
        dock.speed.currentIndexChanged.connect(self._keep_speed)
        self._show_held()  # (a rematch's panel says it too)
        self._give_panes(dock)
        w.docks.append(dock)
        self._update_actions()
        self.toggled.emit(True)
        if session.ai_to_move:
            controller._after_change()
        # the keyboard where the game begins: the map, or in hot-seat play the button that
        # takes the seat (Enter on the map said only how to reach it), as when the seat
        # passes later in the game
        (dock.seat_button if controller.seat_hidden() else w.canvas).setFocus()

    def _ask_log(self, title: str) -> str | None:
        path, _f = QFileDialog.getOpenFileName(self.window, title, folders.start_path(self.window),
                                               LOG_FILTER)
        if path:
            folders.remember(self.window, path)
        return path or None

    def _warn(self, title: str, text: str) -> None:
        """A warning whose text (file names, a log's words) is shown as plain text."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=self.window)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.exec()

    def open_game(self, path: str | Path | None = None, *, offer: bool = True) -> bool:
        """File → Open Saved Game: a game log, played on from where it was saved; one with a
        decision that does not replay, as it stood before it, if the user takes the offer
        (:meth:`_offer_before`; refused without ``offer``). The game in progress is asked
        about first (:meth:`may_drop_game`): Cancel there shows no file dialog. The AI waits
        from the question until the game is read (:meth:`_ai_held`)."""
        return self._open_game(path, offer) is not None

    def _open_game(self, path: str | Path | None, offer: bool) -> GameLog | None:
        """:meth:`open_game`: the log of the game opened, read once; ``None`` when none
        is."""
        with self._ai_held():
            if not self.may_drop_game("open"):
                return None
            path = path or self._ask_log("Open a saved game")
            loaded = self._load_session(Path(path), offer) if path else None
        if loaded is None or not path:  # (cancelled, or not read)
            return None
        session, log, cut = loaded
        self.start_session(session, file=Path(path))
        self.cut = cut
        if cut is not None:
            r = cut.refusal
            self.window.statusBar().showMessage(
                f"Game opened before decision {r.decision}: {r.kept} of its "
                f"{counted(r.total, 'decision')}", 8000)
            return log
        held = log.extra.get("held")
        if isinstance(held, str) and isinstance(self.controller, PlayController):
            self.controller.hold_again(held)
        self.window.statusBar().showMessage(f"Game loaded: {len(session.steps)} decisions",
                                            6000)
        self._say_mismatch(Path(path).name, log, session.game)
        return log

    def _load_session(self, path: Path, offer: bool
                      ) -> tuple[PlaySession, GameLog, Cut | None] | None:
        """The game of the saved game ``path`` to play on, its log and, for one opened
        before a decision that does not replay (when ``offer``), where it stopped; ``None``
        when it is not opened (refused, said; or the offer declined)."""
        try:
            log = GameLog.load(path)
            try:
                return PlaySession.from_log(log), log, None
            except NotReplayedError as e:
                if not offer:
                    raise
                taken = self._offer_before(path.name, log, e, "open")
                if taken is None:
                    return None
                before, refusal = taken
                return (PlaySession.from_log(before), before,
                        Cut(path, refusal, tuple(before.actions)))
        except GameLogError as e:
            self._warn("Cannot open the game", f"{path.name}: {e.words()}")
            return None

    def _offer_before(self, name: str, log: GameLog, e: NotReplayedError,
                      doing: str) -> tuple[GameLog, Refusal] | None:
        """Saved game ``log`` (file ``name``) refused at decision ``e``, which does not
        replay: the refusal said as ever, with the offer to open (``doing``: ``"open"``) or
        replay (``"replay"``) the game as it stood just before that decision, what is
        dropped said and counted (:meth:`GameLog.before_refused`). That game's log and
        where it stopped when the user takes it; ``None`` (Cancel) leaves all as it was."""
        taken = log.before_refused(e)
        r = taken[1]
        choice = ask(self.window, DROPPING[doing][0], _offer_text(name, e, r, doing),
                     [(_offer_button(r, doing), QMessageBox.ButtonRole.AcceptRole)])
        return taken if choice == 0 else None

    def _game_log(self, s: PlaySession) -> GameLog:
        """The log of game ``s`` as saved: with the close assault held for its defender's
        answer on Ambush (:attr:`PlayController.asking`, which the engine has not seen), as
        ``"held"``, an extra key that Open Saved Game holds again."""
        log = s.log()
        c = self.controller
        if isinstance(c, PlayController) and c.asking is not None:
            log.extra["held"] = s.state.notation(c.asking[0])
        return log

    def _say_mismatch(self, name: str, log: GameLog, game: Game) -> None:
        """Warn when the game replayed from ``log`` (file ``name``) is not the game it
        recorded (``m44 replay`` exits 1 on it): it is shown as this version plays it."""
        problems = log.check(game)
        if problems:
            self._warn("The game replays otherwise",
                       f"{name}: the game replays otherwise than it was saved "
                       f"({'; '.join(problems)}): the rules changed since it was saved, or "
                       "the file was edited. It is shown as this version plays it.")

    def replay_game(self, path: str | Path | GameLog | None = None) -> bool:
        """File → Replay Saved Game: step through a game log; one with a decision that does
        not replay, up to just before it, if the user takes the offer
        (:meth:`_offer_before`). The game in progress is asked about first, as at Open
        Saved Game, the AI waiting until the game is read."""
        w = self.window
        with self._ai_held():
            if not self.may_drop_game("replay"):
                return False
            path = path or self._ask_log("Replay a saved game")
            loaded = self._load_replay(path) if path else None
        if loaded is None or not path:  # (cancelled, or not read)
            return False
        controller, game, refusal = loaded
        if self.active:
            self._drop_game()
        else:
            self._enter()
        self.game_file = None if isinstance(path, GameLog) else Path(path)
        board = PlayBoard(controller, w.canvas)  # type: ignore[arg-type]
        board.shaded = w.status.hexes_changed
        board.show_last = True  # what the decision stepped to did, on the map
        dock = ReplayDock(controller, w)
        self._place_panel(dock)
        dock.leaveRequested.connect(self.leave)
        dock.playOnRequested.connect(self._play_on)
        controller.changed.connect(board.refresh)
        self.controller, self.board, self.dock = controller, board, dock
        w.canvas.set_document(board.document, same_view=True)
        self._say_mode()
        # the last message of the game played before ("g6 US Armor battles F7") is none of
        # the decision the replay shows
        w.statusBar().clearMessage()
        board.document.hexesChanged.connect(w.status.hexes_changed)
        w.canvas.tool = PlayTool(board)
        board.say = lambda t: w.statusBar().showMessage(t, 6000)
        board.refresh()
        w.docks.append(dock)
        self._update_actions()
        self.toggled.emit(True)
        if refusal is None:
            self._say_mismatch(_log_name(path), controller.log, game)
            return True
        if not isinstance(path, GameLog):
            self.cut = Cut(Path(path), refusal, tuple(controller.log.actions))
        dock.say_stopped(refusal)
        w.statusBar().showMessage(
            f"Replaying the game before decision {refusal.decision}: {refusal.kept} of its "
            f"{counted(refusal.total, 'decision')}", 8000)
        return True

    def _load_replay(self, path: str | Path | GameLog
                     ) -> tuple[ReplayController, Game, Refusal | None] | None:
        """The replay of saved game ``path`` (a file, or a game of this window), its game at
        the end and, for one replayed up to a decision that does not replay, where it
        stopped; ``None`` when it is not replayed (refused, said; or the offer declined)."""
        try:
            log = path if isinstance(path, GameLog) else GameLog.load(path)
            refusal = None
            try:
                # every decision replayed once now: a damaged log is refused here, not at
                # the step of the slider that reaches it (as Open Saved Game refuses it)
                game = log.replay(events=False)
            except NotReplayedError as e:
                taken = self._offer_before(_log_name(path), log, e, "replay")
                if taken is None:
                    return None
                log, refusal = taken
                game = log.replay(events=False)
            return ReplayController(log, self), game, refusal
        except GameLogError as e:
            self._warn("Cannot replay the game", f"{_log_name(path)}: {e.words()}")
            return None

    def _play_on(self) -> None:
        c = self.controller
        if not isinstance(c, ReplayController):
            return
        log = c.log
        before = log.cut(c.replay.position)
        try:
            session = PlaySession.from_log(before)
        except GameLogError as e:
            self.window.statusBar().showMessage(str(e), 8000)
            return
        cut = self.cut  # (a replay up to a refused decision: its file is kept from Save)
        self.start_session(session, file=self.game_file)  # (read from it, as at Open)
        self.cut = cut

    # --- during the game --------------------------------------------------------------------

    def save_game(self) -> bool:
        s = self.session
        if s is None:
            return False
        w = self.window
        path = self._ask_game_path(s)
        if path is None:
            return False
        try:
            self._game_log(s).save(path)
        except OSError as e:
            self._warn("Cannot save the game", f"{Path(path).name}: {e.strerror or e}")
            return False
        if self.cut is not None and _same_file(path, self.cut.path):
            self.cut = None  # the file holds this game now
        self._kept = len(s.steps)
        self._forget_game()  # the saved game holds it now
        self.game_file = Path(path)
        self._say_mode()  # (the title names it)
        w.statusBar().showMessage(f"Game saved to {Path(path).name}", 6000)
        return True

    def _ask_game_path(self, s: PlaySession) -> Path | None:
        """Where Save Game writes game ``s``: asked, beside the scenario as
        ``SCENARIO.m44game``; for a game opened before a decision that does not replay
        (:attr:`cut`), beside its file as ``NAME (played on).m44game``, and that file, which
        holds the whole game, only once the user says again to replace it."""
        w = self.window
        cut = self.cut
        if cut is None:
            stem = w.document.path.stem if w.document.path else "game"
            return folders.ask_save_path(w, w, "Save the game", f"{stem}.m44game", LOG_FILTER)
        path = folders.ask_save_path(w, w, "Save the game",
                                     f"{cut.path.stem} (played on).m44game", LOG_FILTER,
                                     folder=cut.path.parent)
        if path is None or not _same_file(path, cut.path):
            return path
        choice = ask(w, "Replace the saved game?", _replace_text(cut, s.log().actions),
                     [("&Replace It", QMessageBox.ButtonRole.DestructiveRole)],
                     cancel_default=True)
        return path if choice == 0 else None

    @property
    def end_box(self) -> EndBox | None:
        """The box saying how the game ended, while the play panel shows it."""
        return self.dock.end_box if isinstance(self.dock, PlayDock) else None

    def _game_over(self) -> None:
        """The end of the game said in the play panel (:class:`EndBox`), beside the final
        position: a dialog in the window's middle hid the board's centre."""
        s = self.session
        dock = self.dock
        if s is None or not isinstance(dock, PlayDock):
            return
        st = s.state
        S = st.S
        box = EndBox(s.result(), S.sides, S.victory, s.seats,
                     sources=(medal_sources(st, 0), medal_sources(st, 1)))
        box.finished.connect(self._end_choice)
        dock.show_end(box)

    def _end_choice(self, code: int) -> None:
        s = self.session
        if s is not None and code == EndBox.REPLAY:
            self.replay_game(s.log())

    def rematch(self) -> None:
        """The same scenario again, each seat taking the other side, with a new seed."""
        old = self.controller
        if not isinstance(old, PlayController):  # no game, or a replay: no session
            return
        s = old.session
        new = PlaySession(s.scenario, seed=s.seed + 1, seats=(s.seats[1], s.seats[0]),
                          physical=s.physical)
        self.start_session(new, open_hands=old.open_hands)
        if isinstance(self.dock, PlayDock):
            # watching at Fast stays at Fast (the panel's choice sets the controller's)
            self.dock.speed.setCurrentIndex(self.dock.speed.findData(old.speed))

    # --- entering and leaving ---------------------------------------------------------------

    #: The play panel's most of the window's width (unless its contents need more): in a
    #: narrow window the map, not the panel, keeps the room (at 500 px it was a strip).
    PANEL_SHARE = 0.4

    def _place_panel(self, dock: QDockWidget) -> None:
        """Put the game's panel on the right, within :data:`PANEL_SHARE` of the window."""
        w = self.window
        w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.show()
        self._fit_panel(dock)

    def _fit_panel(self, dock: QDockWidget | None) -> None:
        w = self.window
        if dock is None or dock.isFloating() or not dock.isVisible():
            return
        most = max(dock.minimumSizeHint().width(), round(w.width() * self.PANEL_SHARE))
        if dock.width() > most:
            w.resizeDocks([dock], [most], Qt.Orientation.Horizontal)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.window and event.type() == QEvent.Type.Resize:
            # after the window's own layout has taken the new size (a filter runs first)
            QTimer.singleShot(0, self, lambda: self._fit_panel(self.dock))
        return False

    def _enter(self) -> None:
        w = self.window
        self._saved_state = w.saveState()
        #: The map followed the window's size (shown whole): back to editing it does again,
        #: though a click in the game made the play view's zoom the user's.
        self._fit = (w.canvas.fit_readable if w.canvas.auto_fit else None)
        # a board shown whole at the user's zoom is fitted to the play view, larger without
        # the palette and the bottom panels (an Overlord board's hexes a third larger at
        # 1600x1000); its zoom comes back with editing. One zoomed in on stays as it is.
        self._zoom = (w.canvas.zoom if not w.canvas.auto_fit and w.canvas.shows_whole_board
                      else None)
        #: Whether that zoom was chosen by hand, given back with it.
        self._by_hand = w.canvas.zoomed_by_hand
        if self._zoom is not None:
            w.canvas.fit_to_window(readable=True)  # (and again as the panels go)
        self._tool = w.canvas.tool
        # the layers hidden while editing: the game shows them all (View ▸ Layers is
        # greyed out), and back to editing they are hidden again
        self._hidden = w.canvas.hidden
        w.canvas.set_hidden(frozenset())
        # the hex names on the map, as the decisions, the account and the messages name the
        # hexes ("Move E5 to F6"): play mode's own View ▸ Hex Labels, names unless the player
        # chose otherwise in a game; the editor's choice comes back with editing
        self._labels = w.canvas.hex_labels
        w.set_hex_labels(self._play_labels())
        # the balance lab too, an editing panel: it stood over the play panel, leaving the
        # hand, the decisions and the log two rows each at 1024x700 (restoreState gives it
        # back)
        for dock in [*w.docks, *([w.balance] if w.balance is not None else [])]:
            dock.hide()
        for key in ("edit", "tools"):
            w.toolbars[key].hide()
        self._enabled = {}
        for key, action in w.act.items():
            if key not in KEEP_ENABLED and not key.startswith("play_") \
                    and not key.startswith("labels_"):
                self._enabled[key] = action.isEnabled()
                action.setEnabled(False)
        # the keys of the edits' undo and redo now take back the game's decisions
        for edit, play in (("undo", "play_undo"), ("redo", "play_redo")):
            # (a platform whose Redo is Ctrl+Y lists it twice: one entry, or Qt finds the key
            # ambiguous and does nothing)
            keys = list({k.toString(): k for k in w.act[edit].shortcuts()}.values())
            w.act[play].setShortcuts(keys)
            w.act[edit].setShortcuts([])
        self._title = w.windowTitle()
        # the editor's last word ("Opened …", "Filled 38 hexes…") is not the game's
        w.statusBar().clearMessage()

    def _say_mode(self) -> None:
        """The status bar's word on the mode, a game to play or a replay, and how to use it
        in its tooltip (:meth:`StatusLines.show_mode`); the window's title's word too."""
        if isinstance(self.controller, ReplayController):
            mode = "Replay"
            self.window.status.show_mode(
                mode, f"The slider, Home, End, {key_names.keys('Alt+Left')} and "
                      f"{key_names.keys('Alt+Right')} step through the game")
        else:
            mode = "Playtest"
            self.window.status.show_mode(mode, "Click the map, or use the play panel")
        # the title too (a replay's said "Playtest", and played on from it, kept its word)
        self.window.setWindowTitle(f"{self._named()} — {mode}")

    def _named(self) -> str:
        """What the window's title names in play, before the mode's word: the saved game
        that holds the game shown (:attr:`game_file`), as a scenario opened is named by its
        file; else the window's scenario, as in editing, or in a window that holds none
        (:meth:`.FileCommands.is_pristine`: a game recovered, a rematch of a game opened
        there) the game's scenario by its name. (Found by the leftovers6 audit: a saved
        game opened in a new window was "Untitled".)"""
        if self.game_file is not None:
            return f"{window_title(self.game_file.name)} — {APP_NAME}"
        c = self.controller
        scenario = (c.session.scenario if isinstance(c, PlayController)
                    else c.log.scenario if c is not None else None)
        name = scenario.texts().name if scenario is not None else ""
        if name and self.window.files.is_pristine():
            return f"{window_title(name)} — {APP_NAME}"
        return self._title

    #: The settings key of the AI's speed, as the player last chose it in the play panel.
    SPEED_KEY = "play/speed"

    def _keep_speed(self) -> None:
        """The AI's speed chosen, for the next game and start (it was back to Normal at
        each, but a rematch)."""
        if isinstance(self.dock, PlayDock):
            self.window.settings.setValue(self.SPEED_KEY, self.dock.speed.currentData())

    #: The settings key of the last game's seats, dice and hands (:meth:`GameSetup.kept`).
    SETUP_KEY = "play/setup"

    #: The settings key of the hex labels of play mode's map, as the player last chose them.
    LABELS_KEY = "play/hexLabels"

    def _play_labels(self) -> HexLabels:
        """The hex labels of the game's map: the player's last choice in play, else names."""
        value = self.window.settings.value(self.LABELS_KEY, HexLabels.NAMES.value)
        return HexLabels(value) if isinstance(value, str) \
            and value in HexLabels._value2member_map_ else HexLabels.NAMES

    #: The settings key of the play panel's pane sizes, as the player last dragged them.
    PANES_KEY = "play/panes"

    def _keep_panes(self, dock: PlayDock) -> None:
        """The pane sizes the player dragged, kept for the next game (a person's: watching
        two AIs, the decisions' pane is hidden and its sizes are not theirs)."""
        if dock.splitter.dragged and not dock.dec_box.isHidden():
            self.window.settings.setValue(self.PANES_KEY, dock.splitter.saveState())

    def _give_panes(self, dock: PlayDock) -> None:
        """The pane sizes the player last dragged, to a new game's panel: they dragged the
        handles at every game, the panel sharing its height anew."""
        state = self.window.settings.value(self.PANES_KEY)
        if isinstance(state, QByteArray) and not dock.dec_box.isHidden() \
                and dock.splitter.restoreState(state):
            dock.splitter.dragged = True

    def _drop_game(self) -> None:
        """Remove the game shown (a new one follows)."""
        w = self.window
        if self.controller is not None:
            self.controller.stop()
            # with it go the game and the board it showed (its signals held them): a game
            # left stayed alive with the window, a day of games in one window growing it
            self.controller.deleteLater()
        if isinstance(self.dock, PlayDock):
            self._keep_panes(self.dock)
        if self.dock is not None:
            if self.dock in w.docks:
                w.docks.remove(self.dock)
            w.removeDockWidget(self.dock)
            self.dock.deleteLater()
        self.controller = self.board = self.dock = None
        self.cut = None
        self.game_file = None
        self._forget_game()

    def hold(self, words: str) -> None:
        """Say in the play panel (until play mode is left) what waits for the return to
        editing: a change the window holds back while the game is played."""
        self.held = words
        self._show_held()

    def _show_held(self) -> None:
        if isinstance(self.dock, PlayDock):
            self.dock.held.setText(self.held)
            self.dock.held.setVisible(bool(self.held))

    def unsaved_game(self) -> PlaySession | None:
        """The game in play when it is not over and has decisions that no saved game holds;
        ``None`` otherwise (a replay or a finished game: its log is a file already, or the
        play panel's end box offered to save it)."""
        s = self.session
        return None if s is None or s.over or len(s.steps) == self._kept else s

    def keep_game(self, store: RecoveryStore) -> Path | None:
        """The session ends the editor with nobody to ask (SIGTERM: :meth:`MainWindow.
        end_session`): the game that no saved game holds, in progress or played to its end
        (the panel's end box offers to save it, and nobody is there to answer), is written to
        the recovery folder, offered at the next start (:meth:`recover_game`), where it was
        lost with the window. Its file, or ``None`` when there is no such game; raises
        ``OSError``."""
        s = self.session
        if s is None or len(s.steps) == self._kept:
            return None
        path = store.write_game(self._game_log(s).save, self._game_id)
        store.release(path.stem)  # offered at the next start, not removed with the game
        self._game_id = self._autosaved = None
        return path

    def autosave_game(self) -> bool:
        """Write the game that no saved game holds (in progress, or played to its end and
        not saved) to its own file in the recovery folder, which the window's autosave
        timer does every minute with the scenario's recovery copy: an editor killed (a
        crash, SIGKILL) leaves it there, offered at the next start as the game a session's
        end keeps (:meth:`keep_game`); the file's lock, held while this editor runs, keeps
        other editors from offering it meanwhile. Saving the game or dropping it removes
        the file. ``True`` when the file was written (a failure is said in the status
        bar)."""
        s = self.session
        if s is None or len(s.steps) == self._kept:
            self._forget_game()
            return False
        log = self._game_log(s)
        # (advice asked changes no decision, and is kept too)
        now = (len(s.steps), s.state.digest(),
               tuple(log.extra.get(k) for k in ("held", ADVISOR_MEMORY, ADVICE)))
        if self._game_id is not None and self._autosaved == now:
            return False
        if self.cut is not None:
            log.extra[CUT_FROM] = str(self.cut.path)
        store = self.window.recovery
        game_id = self._game_id or store.new_id()
        try:
            store.write_game(log.save, game_id)
        except OSError as e:
            where = f"{e.filename}: " if e.filename else ""
            self.window.statusBar().showMessage(
                f"Could not keep the game in the recovery folder: {where}{e.strerror or e}",
                8000)
            return False
        self._game_id, self._autosaved = game_id, now
        return True

    @property
    def game_kept_aside(self) -> bool:
        """Whether the game in play stands in the recovery folder (:meth:`autosave_game`)."""
        return self._game_id is not None

    def _forget_game(self) -> None:
        """Remove the game's file from the recovery folder (saved, dropped), if any."""
        if self._game_id is not None:
            store = self.window.recovery
            store.remove_game(store.directory / f"{self._game_id}{GAME_SUFFIX}")
        self._game_id = self._autosaved = None

    def recover_game(self, path: Path) -> bool:
        """A game kept at the end of a session (:meth:`keep_game`), played on as Open Saved
        Game opens one; no saved game holds it (its recovery file goes once it is open), so
        leaving it asks to save it, and a game that had ended shows its end box again,
        which offers to save it. ``False`` when it cannot be opened (said): one with a
        decision that does not replay is not offered as it stood before it, its file being
        removed once it is played on (kept, it is offered again at the next start). The
        file is read once: the game and the file it was cut from are of one version of
        it."""
        log = self._open_game(path, offer=False)
        if log is None:
            return False
        self.game_file = None  # (its file is the recovery folder's, no saved game)
        self._say_mode()
        self.cut = _cut_from(log.extra.get(CUT_FROM))
        self._kept = -1
        self.autosave_game()  # its own file before the one recovered goes
        assert self.session is not None
        ended = " (the game is over)" if self.session.over else ""
        self.window.statusBar().showMessage(
            f"Game recovered: {len(self.session.steps)} decisions{ended}", 6000)
        if self.session.over:
            self._game_over()
        return True

    def may_drop_game(self, doing: str = "leave") -> bool:
        """Whether the game in play may go for what the user asked (``doing``, a key of
        :data:`DROPPING`: leave, open or replay another game, close the window): asked
        when it has decisions that no saved game holds (:meth:`unsaved_game`: Save Game,
        drop it, Cancel); ``False`` when the user cancels, or saving fails or is
        cancelled."""
        s = self.unsaved_game()
        if s is None:
            return True
        st = s.state
        with self._ai_held():  # the AI waits: the game stays the one the question names
            answer = ask_leave(self.window, f"The game in progress (turn {st.turn}, "
                                            f"{medals_said(st.medals_by_side())}) is lost "
                                            "unless you save it.", doing)
            if answer == "save":
                return self.save_game()
            return answer == "leave"

    def _ai_held(self) -> contextlib.AbstractContextManager[None]:
        """While a question about the game in play, or the choice that follows it (the
        saved game to open in its place), is open: no AI decision is made or applied
        (:meth:`PlayController.held`), so the game dropped or saved is the one the
        question named; it goes on afterwards unless the game was left meanwhile."""
        controller = self.controller
        return (controller.held() if isinstance(controller, PlayController)
                else contextlib.nullcontext())

    def request_leave(self) -> bool:
        """Back to editing, as the user asks it (Back to Editing, Leave Playtest): after
        :meth:`may_drop_game`. ``True`` when play mode was left."""
        if not self.active or not self.may_drop_game():
            return False
        self.leave()
        return True

    def leave(self) -> None:
        """Back to editing, the window as it was."""
        if not self.active:
            return
        w = self.window
        self._drop_game()
        self.held = ""
        w.canvas.set_document(w.document, same_view=True)
        w.canvas.set_hidden(self._hidden)
        w.settings.setValue(self.LABELS_KEY, w.canvas.hex_labels.value)
        w.set_hex_labels(self._labels)
        w._refresh_highlights()  # the findings' hexes again (the game's board had none)
        w.status.hexes_changed()  # the scenario's hex again, not the game's
        w.show_marker_groups()
        w.canvas.tool = self._tool
        if self._tool is not None:
            self._tool.activate()
        for key, on in self._enabled.items():
            w.act[key].setEnabled(on)
        for edit, play in (("undo", "play_undo"), ("redo", "play_redo")):
            w.act[edit].setShortcuts(w.act[play].shortcuts())
            w.act[play].setShortcuts([])
        if self._saved_state is not None:
            w.restoreState(self._saved_state)
        for key in ("edit", "tools"):
            w.toolbars[key].show()
        if self._fit is not None:  # the view of the map as it was: fitted to the window
            w.canvas.fit_to_window(readable=self._fit)
        elif self._zoom is not None:  # shown whole at the editing zoom, as it was
            w.canvas.set_zoom(self._zoom)
            w.canvas.zoomed_by_hand = self._by_hand  # (a click's zoom: the window's to fit)
        w._update_title()
        w._update_actions()
        w.status.end_mode()
        w._show_tool()
        self._update_actions()
        self.toggled.emit(False)
        w.canvas.setFocus()

    def _update_actions(self) -> None:
        w = self.window
        playing = isinstance(self.controller, PlayController)
        for key in PLAY_ACTIONS:
            if key in w.act:
                w.act[key].setEnabled(playing)
        if "playtest" in w.act:  # one command enters play mode and leaves it (F5)
            w.act["playtest"].setText("Back to &Editing" if self.active else "&Playtest…")
            w.act["playtest"].setIcon(icons.icon("stop" if self.active else "play"))
            name_tip(w.act["playtest"], LEAVE_TIP if self.active else PLAYTEST_TIP)
        self._follow_buttons()

    def _follow_buttons(self) -> None:
        """The Play menu's Undo Decision, Redo Decision, Take Back Turn, Step AI and Ask
        the AI (and their keys) may be taken when the panel's buttons may be clicked: they
        were always on, and with nothing to take back Ctrl+Z stopped the AI thinking and
        started it again."""
        if isinstance(self.controller, PlayController) and isinstance(self.dock, PlayDock):
            for key, button in self.dock.command_buttons().items():
                self.window.act[key].setEnabled(button.isEnabled() and not button.isHidden())

    # --- the play commands (menu and keys) ----------------------------------------------------

    def command(self, name: str) -> None:
        """A play command of the menu and keys (``undo``, ``redo``, ``take_back_turn``,
        ``step``, ``advise``) for the game in play; nothing in the replay viewer or outside
        play mode."""
        if isinstance(self.controller, PlayController):
            getattr(self.controller, name)()

    def toggle_pause(self) -> None:
        if isinstance(self.dock, PlayDock):
            self.dock.pause.toggle()

    def done(self) -> None:
        if isinstance(self.dock, PlayDock):
            self.dock.take_done()

    def focus(self, which: str) -> None:
        """The keyboard focus to the play panel's ``hand`` or ``decisions`` list; the hand's
        key, while the pass-the-seat screen stands in the hand's place, to its button (Enter
        or Space takes the seat): the key did nothing there, and a keyboard player had to
        find the button by tabbing through the window."""
        dock = self.dock
        if isinstance(dock, PlayDock):
            seat = which == "hand" and dock.hand_stack.currentIndex() == 1
            (dock.seat_button if seat else getattr(dock, which)).setFocus()
