"""The play panel: the turn, the medals, the hand, every legal decision in words, the dice,
the deck, the turn log, and the play controls.

Everything a player does on the map can also be done here with the keyboard: the decisions
list holds every legal action of the moment (the map's hex actions too), or while a unit is
chosen on the map that unit's (Escape: all again), and Enter takes the selected one; the
hand list plays a card with Enter. Texts from the scenario and the
engine's account are shown as plain text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import QItemSelectionModel, QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (QColor, QFocusEvent, QGuiApplication, QKeyEvent, QPainter,
                           QPaintEvent, QPalette, QResizeEvent)
from PySide6.QtWidgets import (QAbstractButton, QApplication, QCheckBox, QComboBox, QDockWidget,
                               QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QMessageBox, QPushButton, QSizePolicy, QSplitter,
                               QSplitterHandle, QStackedWidget, QToolButton, QVBoxLayout,
                               QWidget)

from editor.engine.game.actions import (AMBUSH, CLEAR, DONE_KINDS, EXIT, MOVE, ORDERS_DONE,
                                        PLAY, SECTION, Action)
from editor.engine.game.cards import AIR_SORTIE, KINDS
from editor.engine.game.cards import title as card_title
from editor.engine.game.dice import FACE_NAMES
from editor.engine.game.expansions.air import airborne_hex
from editor.engine.game.state import GameState
from editor.engine.words import counted

from .. import key_names
from ..dialogs import ask
from ..forms import fields_follow
from ..text import WrappedTips, note_label, tint
from .board import PlayBoard, air_of
from .controller import SPEEDS, PlayController
from .dialogs import EndBox, end_words, medal_sources
from .dice import DiceRow, FACE_WORDS, face_icon
from .hand import (ORDERS_NOTHING, HandLine, falls_back, hand_lines, idle_cards, in_hand_order,
                   orders_nothing, repeated, shaded_card)
from .turn_log import TurnLog

_ACTION_ROLE = Qt.ItemDataRole.UserRole
#: The decisions the hand takes: a card played or kept, an Ambush, an Air Sortie.
HAND_KINDS = frozenset({PLAY, "keep", AMBUSH, "sortie"})
#: The account's lines that name a card drawn: hidden for a hand the viewer may not see.
_DRAW_RE = re.compile(r"^(?P<who>(?P<side>Axis|Allies) \(player \d\)) draws "
                      r"(?P<two>two cards and keeps )?(?P<card>.+)$")


def public_line(text: str, hidden: set[str]) -> str:
    """A line of the account as the viewer may read it: the cards drawn by a side in
    ``hidden`` (sides whose hand is not shown) are not named."""
    m = _DRAW_RE.match(text)
    if m is None or m.group("side") not in hidden:
        return text
    return f"{m.group('who')} draws " + ("two cards and keeps one" if m.group("two")
                                         else "a card")


#: A line of the account that begins something new after a roll (a card drawn or played,
#: a turn, an order, another battle or roll, a move): the roll's story ends before it.
_NEXT_RE = re.compile(r"^(?:turn \d+: |orders |rolls |targets )| (?:draws|plays|is dealt) "
                      r"| (?:battles|overruns) | moves to ")


def roll_story(events: list[str]) -> list[str]:
    """The account's lines of the last roll of ``events``, for the caption beside the dice:
    what it was rolled for (the line before it) and what it did, up to the next thing the
    game did (the card drawn at the end of the turn is not the battle's). Empty without a
    roll.

    >>> roll_story(["a1 Infantry battles b2 Armor: 2 dice", "rolls flag, star",
    ...             "b2 Armor retreats to c3", "Axis (player 1) draws Probe (left)"])
    ['a1 Infantry battles b2 Armor: 2 dice', 'b2 Armor retreats to c3']
    """
    at = next((i for i in range(len(events) - 1, -1, -1) if events[i].startswith("rolls ")),
              -1)
    if at < 0:
        return []
    after = events[at + 1:]
    end = next((i for i, line in enumerate(after) if _NEXT_RE.search(line)), len(after))
    return events[max(0, at - 1):at] + after[:end]


_PLAYS_RE = re.compile(r"^(?:Axis|Allies) \(player \d\) plays (?P<card>.+)$")


def ai_turn_summary(controller: PlayController) -> str:
    """What the AI did in its turn, in a line, for the person whose turn follows it (while
    their first step lasts): the card and how many units moved, battled, were eliminated,
    and what a card that neither moves nor battles did (units targeted, dug in, recovering
    figures). The AI's turn goes by in seconds; its account is in the turn log. Empty otherwise."""
    s = controller.session
    st = s.state
    if not s.steps or not s.human_to_move or s.decider != st.active:
        return ""
    last = s.steps[-1]
    if s.is_human(last.player) or last.active != last.player or last.turn != st.turn - 1:
        return ""
    lines = [text for turn, text in (st.events or []) if turn == last.turn]
    card = next((m.group("card") for m in map(_PLAYS_RE.match, lines) if m), None)
    if card is None:
        return ""
    # (an exit; an airplane taken off, or a unit rescued, "leaves the board" unmoved)
    moved = sum(1 for t in lines if " moves to " in t
                or " leaves the board through an exit hex" in t)
    battles = sum(1 for t in lines if " battles " in t or " overruns " in t)
    gone = sum(1 for t in lines if t.endswith(" is eliminated"))
    # what the cards that neither move nor battle did (Air Power's and Barrage's targets,
    # Dig-In's sandbags, Medics & Mechanics' figures): "0 units moved, 0 battles" said
    # nothing of the three units Air Power had hit
    targeted = sum(1 for t in lines if t.startswith("targets "))
    dug = sum(1 for t in lines if t.endswith(" digs in: sandbags placed"))
    healing = [t for t in lines if " recovers " in t]
    healed = sum(1 for t in healing if not t.endswith(" recovers nothing"))
    did = []
    if targeted:
        did.append(counted(targeted, "unit") + " targeted")
    if dug:
        did.append(counted(dug, "unit") + " dug in")
    if healing:
        did.append(counted(healed, "unit") + " recovered figures" if healed
                   else "no figure recovered")
    did += [text for text, n in ((counted(moved, "unit") + " moved", moved),
                                 (counted(battles, "battle"), battles)) if n or not did]
    if gone:
        did.append(counted(gone, "unit") + " eliminated")
    return (f"{controller.side_name(last.player, seat=True)} played {card}: "
            f"{', '.join(did)} (the turn log has it all)")


def wire_then(state: GameState, h: int) -> str:
    """What removing the wire on hex ``h`` leaves its unit: "Infantry may remove the wire
    instead of battling. Armor may remove the wire and battle." (the rules' summary; the
    engine's ``remove`` by class: 1 instead, 2 and still battle)."""
    u = state.unit_at(h)
    keeps = u >= 0 and state.ter[h].remove[state.S.units[u].cls] == 2
    return "and may still battle" if keeps else "instead of battling"


def describe(state: GameState, a: Action, idle: frozenset[int] | None = None) -> str:
    """A decision in words, for the decisions list (the notation follows in brackets);
    ``idle``: the cards that would order no unit (:func:`idle_cards`), when known."""
    if a.kind == PLAY:
        return _describe_play(state, a, idle)
    said = _DESCRIBE.get(a.kind)
    if said is not None:
        return said(state, a)
    if a.kind in _AIR_KINDS:
        return _describe_air(state, a)
    if a.kind == ORDERS_DONE:
        return _describe_orders_done(state)
    return _WORDS.get(a.kind, state.notation(a))


def _describe_orders_done(state: GameState) -> str:
    """"Order no more units", and the airplane airborne that leaves the board then."""
    from editor.engine.game.explain import unordered_airplane  # (as the prompt's, lazily)

    if (up := unordered_airplane(state)) >= 0:
        return (f"{_WORDS[ORDERS_DONE]} (the airplane on {state.S.name[up]} leaves the board: "
                "keep 'em flying, no medal)")
    return _WORDS[ORDERS_DONE]


def _describe_play(state: GameState, a: Action, idle: frozenset[int] | None) -> str:
    """A card played, with what it will order when it copies another (Counter-Attack),
    or that it would order no unit, or what it falls back to."""
    notes = []
    copied = repeated(state, a.a)
    if copied != a.a and copied >= 0:  # what it will order, not only its name
        notes.append(f"as {card_title(copied)}")
    if a.a in idle if idle is not None else orders_nothing(state, a.a):
        notes.append(ORDERS_NOTHING)
    elif (fb := falls_back(state, a.a)) is not None:
        notes.append(fb)
    return f"Play {card_title(a.a)}" + (f" ({'; '.join(notes)})" if notes else "")


def _unit_label(state: GameState, h: int) -> str:
    """`` US Infantry``: the label of the unit on hex ``h`` after a space, or nothing."""
    u = state.unit_at(h)
    return f" {state.S.units[u].label}" if u >= 0 else ""


def _describe_move(state: GameState, a: Action) -> str:
    S = state.S
    if a.b == EXIT:
        return f"{S.name[a.a]} leaves the board by the exit"
    return f"Move {S.name[a.a]} to {S.name[a.b]}"


def _describe_battle(state: GameState, a: Action) -> str:
    S = state.S
    u, t = state.unit_at(a.a), state.unit_at(a.b)
    dice = ""
    if u >= 0 and t >= 0:
        for v, n, _d in state.targets(u, overrun=state.phase == "overrun"):
            if v == t:
                dice = f" with {counted(n, 'die', 'dice')}"
        air = air_of(state)
        if dice and air is not None and (h := air.ground_support(state, u, t)) >= 0:
            # (dice that the target's terrain does not reduce: 004's Ground Support)
            dice += f" (Ground Support of the airplane on {S.name[h]}: no terrain protection)"
    return f"{S.name[a.a]}{_unit_label(state, a.a)} battles {S.name[a.b]}" \
        f"{_unit_label(state, a.b)}{dice}"


_SECTIONS = ("left", "center", "right")

#: The decisions said by a function of their own, by kind (a card played: _describe_play;
#: the Air rules' decisions: _describe_air).
_DESCRIBE: dict[str, Callable[[GameState, Action], str]] = {
    "keep": lambda state, a: f"Keep {card_title(a.a)}",
    "order": lambda state, a: f"Order {state.S.name[a.a]}{_unit_label(state, a.a)}",
    MOVE: _describe_move,
    "battle": _describe_battle,
    CLEAR: lambda state, a: (f"{state.S.name[a.a]}{_unit_label(state, a.a)} removes the wire "
                             f"from its hex ({wire_then(state, a.a)})"),
    "resupply": lambda state, a: (f"{state.S.name[a.a]} re-supplies {state.S.name[a.b]} with "
                                  "one figure (instead of battling)"),
    # (Air Power, Barrage: which unit, as the battles say it)
    "target": lambda state, a: f"Target {state.S.name[a.a]}{_unit_label(state, a.a)}",
    "retreat": lambda state, a: f"Retreat to {state.S.name[a.a]}",
    "section": lambda state, a: f"Infantry Assault in the {_SECTIONS[a.a]} section",
}

#: The decisions said in words of their own that name no hex.
_WORDS = {"orders-done": "Order no more units", "moves-done": "End the moves",
          "battles-done": "End the battles", "targets-done": "No more targets",
          "no-overrun": "No Armor Overrun", "ambush": "Play Ambush now",
          "no-ambush": "Let the close assault go on", "take-ground": "Take ground",
          "hold": "Hold the hex (do not take ground)"}

_AIR_KINDS = frozenset({"sortie", "sortie-with", "enter", "strafe", "kamikaze", "rescue",
                        "launch", "land"})


def _describe_sortie(state: GameState, a: Action) -> str:
    """An Air Sortie played: by its own card or another played as one, a fresh airplane
    flying in or one on the map ordered."""
    S = state.S
    # a fresh airplane takes the one airborne off the board (004: "the player may opt to let
    # its Airplane disappear off the board and initiate a new Air Sortie")
    up = airborne_hex(state, state.active)
    gone = f" (the airplane on {S.name[up]} leaves the board, no medal)" if up >= 0 else ""
    if a.kind == "sortie":
        what = "an Air Sortie" if a.a == AIR_SORTIE else f"{card_title(a.a)} as an Air Sortie"
        if a.b is None:
            return f"Play {what}: a fresh airplane flies in{gone}"
        return f"Play {what}: order the airplane on {S.name[a.b]} (no Air check)"
    sec, at = a.b if isinstance(a.b, tuple) else (a.b, None)
    if at is not None:
        return (f"Play an Air Sortie with {card_title(a.a)}: it orders the airplane on "
                f"{S.name[at]} (no Air check)")
    where = "its section" if sec is None else f"the {_SECTIONS[sec]} section"
    return f"Play an Air Sortie with {card_title(a.a)}: an airplane flies in {where}{gone}"


def _describe_air(state: GameState, a: Action) -> str:
    """A decision of the Air rules in words (:data:`_AIR_KINDS`)."""
    S, k = state.S, a.kind
    if k in ("sortie", "sortie-with"):
        return _describe_sortie(state, a)
    if k == "enter":
        return f"The airplane flies in to {S.name[a.a]}"
    if k == "launch":
        return (f"An airplane takes off from the Ready-to-Take-off markers on {S.name[a.a]} "
                f"to {S.name[a.b]}")
    src = "The airplane flying in" if a.a == -2 else (
        f"The airplane on {S.name[a.a]}" if isinstance(a.a, int) and 0 <= a.a < S.n else "")
    if k == "strafe":
        over = ", ".join(S.name[h] for h in a.b[:-1])
        air = air_of(state)
        hit = air.strafed(state, a.a, a.b) if air else frozenset()
        if not hit:
            return f"{src} strafes {over}, ending on {S.name[a.b[-1]]}"
        # the units strafed, then the hexes flown over (some vacant or friendly: no die)
        return (f"{src} strafes {', '.join(S.name[h] for h in a.b if h in hit)}, flying over "
                f"{over} to {S.name[a.b[-1]]}")
    if k == "kamikaze":
        return f"{src} dives on {S.name[a.b]} (Kamikaze Attack)"
    if k == "rescue":
        return f"{src} rescues the unit on {S.name[a.b]}"
    return f"{src} lands among the Ready-to-Take-off markers on {S.name[a.b]}"


class MedalTrack(QWidget):
    """One side's medals on its track: filled discs for the medals won, empty ones for the
    medals still needed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.won = 0
        self.needed = 6
        self.colour = QColor("#555555")
        self.setMinimumHeight(18)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_medals(self, won: int, needed: int, colour: str, sources: str = "") -> None:
        """``sources``: where the medals come from, when not all from units eliminated
        (:func:`.dialogs.medal_sources`): an objective's medal comes and goes as it is held
        and lost, and the track alone showed a medal gone with no word on why."""
        said = f"{won} of {needed} medals" + (f" ({sources})" if sources else "")
        self.setAccessibleName(said)
        self.setToolTip(said)
        if (won, needed, QColor(colour)) == (self.won, self.needed, self.colour):
            return  # the panel's refresh after every decision: nothing to repaint
        self.won, self.needed, self.colour = won, needed, QColor(colour)
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        d = min(16, self.height() - 2)
        for i in range(max(self.needed, self.won)):
            x = 1 + i * (d + 4)
            if i < self.won:
                p.setBrush(self.colour)
                # ringed in the window's text colour: a side's colour alone stood 2.3:1
                # on a dark window (a near-black ring, less), under the 3:1 of graphics
                p.setPen(self.palette().color(QPalette.ColorRole.WindowText))
            else:
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QColor("#9e9e9e"))
            p.drawEllipse(x, 1, d, d)
        p.end()


#: Each side's colour on its medal track, by the side's name in the file.
SIDE_COLOURS = {"AXIS": "#546e7a", "ALLIES": "#6d8f3a"}


class SideMedals(QWidget):
    """Each side's medals, a row a side: its name, who plays it and its count of the
    medals needed, then its :class:`MedalTrack` (objectNames ``medals1``, ``medals2``).
    The play panel and the replay viewer show them alike (:meth:`show_medals`)."""

    def __init__(self, spacing: int, parent: QWidget | None = None) -> None:
        """``spacing``: between the rows (the panel's own)."""
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(spacing)
        self.tracks: list[tuple[QLabel, MedalTrack]] = []
        for p in (0, 1):
            row = QHBoxLayout()
            name = QLabel()
            name.setTextFormat(Qt.TextFormat.PlainText)
            track = MedalTrack()
            track.setObjectName(f"medals{p + 1}")
            row.addWidget(name)
            row.addWidget(track, 1)
            lay.addLayout(row)
            self.tracks.append((name, track))

    def show_medals(self, st: GameState, seats: Sequence[str]) -> None:
        """The medals of game ``st``, each side named with who plays it (``seats``)."""
        S = st.S
        for p, (name, track) in enumerate(self.tracks):
            side = S.sides[p].value
            needed = S.victory[p]
            name.setText(f"{side.title()} ({seats[p]}): {st.medals(p)}/{needed}")
            track.set_medals(st.medals(p), needed, SIDE_COLOURS.get(side, "#777777"),
                             medal_sources(st, p))
            name.setToolTip(track.toolTip())


def show_last_roll(dice: DiceRow, st: GameState, hidden: set[str]) -> None:
    """The last roll of game ``st`` on ``dice``, with what it was rolled for and what it
    did (the account's lines around it, the cards drawn by the ``hidden`` sides unnamed),
    as the play panel and the replay viewer show it."""
    roll = next((a for a in reversed(st.history) if a.kind == "roll"), None)
    if roll is None:
        dice.show_roll((), "No dice rolled yet")
        return
    lines = roll_story([text for _turn, text in (st.events or [])])
    dice.show_roll(roll.a, "\n".join(public_line(t, hidden) for t in lines))


class _EnterList(QListWidget):
    """A list that takes Enter (and a double-click) as "do it", and Escape as "let go"."""

    activatedItem = Signal(object)  # noqa: N815
    escaped = Signal()
    #: The room the list asks for changed (its lines laid out again: filled, or wrapped
    #: anew at another width).
    roomChanged = Signal()  # noqa: N815

    def __init__(self) -> None:
        super().__init__()
        self.itemDoubleClicked.connect(self.activatedItem.emit)
        #: The rows the list asks room for (0: Qt's own size hint).
        self.rows_hint = 0
        self._asked = 0

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        if self.rows_hint:
            hint.setHeight(self._rows_height() + 2 * self.frameWidth() + 6)
        return hint

    def _rows_height(self) -> int:
        """The height of :attr:`rows_hint` rows, or of the lines as they are laid out when
        more (a line wrapped at the list's width takes two rows: the hand's last card was
        cut in half behind a scroll bar); the lines are measured once shown."""
        line = self.fontMetrics().lineSpacing()
        rows = self.rows_hint * line
        if self.isVisible() and self.count():
            laid = sum(self.visualItemRect(self.item(i)).height() for i in range(self.count()))
            rows = max(rows, laid + max(0, self.rows_hint - self.count()) * line)
        return rows

    def updateGeometries(self) -> None:  # noqa: N802 - Qt's: after the lines are laid out
        super().updateGeometries()
        rows = self._rows_height() if self.rows_hint else self._asked
        if rows != self._asked:
            self._asked = rows
            self.updateGeometry()
            # said once the list is done (its owner may have blocked its signals while it
            # fills it, and the splitter is not to be resized from inside its layout)
            QTimer.singleShot(0, self, self.roomChanged.emit)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentItem():
            self.activatedItem.emit(self.currentItem())
            return
        if event.key() == Qt.Key.Key_Escape:
            self.escaped.emit()
        super().keyPressEvent(event)


class _PaneHandle(QSplitterHandle):
    """A handle between two of the play panel's panes that the keyboard moves too: Tab
    reaches it (its place drawn in the highlight colour), Up and Down move it a row,
    Page Up and Page Down five. Qt's handles take the mouse only: a player without one
    could never give the turn log more room."""

    #: Rows a key press moves the handle: Up and Down, Page Up and Page Down.
    STEPS = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1, Qt.Key.Key_PageUp: -5,
             Qt.Key.Key_PageDown: 5}

    def __init__(self, orientation: Qt.Orientation, parent: QSplitter) -> None:
        super().__init__(orientation, parent)
        # (Tab, not a click: a drag leaves the keyboard in the list it was in)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAccessibleDescription("Up and Down move it a row, Page Up and Page Down "
                                      "five")

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        rows = self.STEPS.get(Qt.Key(event.key()))
        if rows is None:
            super().keyPressEvent(event)
            return
        top = self.mapTo(self.splitter(), QPoint(0, 0)).y()
        self.moveSplitter(top + rows * self.fontMetrics().lineSpacing())

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusOutEvent(event)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        if self.hasFocus():  # where the keys went: the style draws no focus on a handle
            p = QPainter(self)
            p.fillRect(self.rect(), self.palette().color(QPalette.ColorRole.Highlight))
            p.end()


class _Panes(QSplitter):
    """The play panel's hand, decisions and log, one above the other: until the player drags
    a handle, ``share`` gives out the height at every resize; afterwards the player's sizes
    hold, the decisions and the log taking what the window gains or loses."""

    def __init__(self, share: Callable[[], None]) -> None:
        super().__init__(Qt.Orientation.Vertical)
        self.share = share
        #: The player dragged a handle.
        self.dragged = False
        self.splitterMoved.connect(self._moved)

    def _moved(self, _pos: int, _index: int) -> None:
        self.dragged = True

    def createHandle(self) -> QSplitterHandle:  # noqa: N802 - Qt's name
        return _PaneHandle(self.orientation(), self)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if not self.dragged:
            self.share()


def _row_of(view: QListWidget, action: object) -> int | None:
    """The row of ``view`` that takes ``action``, if one does."""
    if action is None:
        return None
    return next((i for i in range(view.count())
                 if view.item(i).data(_ACTION_ROLE) == action), None)


class PlayDock(QDockWidget):
    """The play panel (objectName ``play``)."""

    #: Leave play mode.
    leaveRequested = Signal()  # noqa: N815
    saveRequested = Signal()  # noqa: N815
    rematchRequested = Signal()  # noqa: N815
    #: The buttons of :meth:`command_buttons` may have been enabled or disabled.
    commandsChanged = Signal()  # noqa: N815

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Play", parent)
        self.setObjectName("play")
        self.setAccessibleName("Play panel")
        self.controller: PlayController | None = None
        self.board: PlayBoard | None = None
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(4)  # less than the style's: the window fits a laptop's screen

        self.turn_label = QLabel()
        self.turn_label.setObjectName("playTurn")
        self.turn_label.setTextFormat(Qt.TextFormat.PlainText)
        self.turn_label.setWordWrap(True)
        font = self.turn_label.font()
        font.setBold(True)
        self.turn_label.setFont(font)
        lay.addWidget(self.turn_label)
        self.medals = SideMedals(lay.spacing())
        lay.addWidget(self.medals)
        #: Each side's name and medal track (:attr:`SideMedals.tracks`).
        self.tracks = self.medals.tracks
        self.counts = QLabel()
        self.counts.setObjectName("playCounts")
        self.counts.setTextFormat(Qt.TextFormat.PlainText)
        self.counts.setWordWrap(True)
        lay.addWidget(self.counts)

        # --- the AI's pace
        self.pace = QWidget()
        pace = QHBoxLayout(self.pace)
        pace.setContentsMargins(0, 0, 0, 0)
        self.speed = QComboBox()
        self.speed.setAccessibleName("AI speed")
        self.speed.setToolTip("How fast the AI plays: Step waits for the Step button")
        for key in SPEEDS:
            self.speed.addItem(key.title(), key)
        self.pause = QToolButton()
        self.pause.setText("Pause")
        self.pause.setCheckable(True)
        self.pause.setToolTip(f"Stop the AI before its next decision "
                              f"({key_names.keys('Ctrl+Shift+P')})")
        self.step_button = QToolButton()
        self.step_button.setText("Step")
        self.step_button.setToolTip("Let the AI take one decision (F10)")
        self.open_hands = QCheckBox("&Open hands")
        self.open_hands.setToolTip("Show both hands (teaching, watching AI games)")
        speed_label = QLabel("A&I speed:")  # (Alt+S is the Scenario menu's)
        speed_label.setBuddy(self.speed)
        pace.addWidget(speed_label)
        pace.addWidget(self.speed)
        pace.addWidget(self.pause)
        pace.addWidget(self.step_button)
        pace.addStretch(1)
        lay.addWidget(self.pace)
        lay.addWidget(self.open_hands)

        # --- the decision
        self.prompt = QLabel()
        self.prompt.setObjectName("playPrompt")
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.setWordWrap(True)
        self.prompt.setAccessibleName("What to decide")
        lay.addWidget(self.prompt)
        self.message = QLabel()
        self.message.setObjectName("playMessage")
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.setAccessibleName("Why, or what happened")
        tint(self.message, "warning")
        lay.addWidget(self.message)
        #: What play mode holds for the return to editing (the file changed on disk:
        #: :meth:`PlayMode.hold`); hidden while there is nothing.
        self.held = note_label("playHeld", accessible="Held for the return to editing")
        self.held.hide()
        lay.addWidget(self.held)

        # hand, or the pass-the-seat screen
        self.hand_stack = QStackedWidget()
        hand_box = QGroupBox("&Hand")
        hb = QVBoxLayout(hand_box)
        self.hand = _EnterList()
        self.hand.setObjectName("playHand")
        self.hand.setAccessibleName("Hand")
        self.hand.setToolTip("The cards of the hand: Enter or double-click plays the card; "
                             "the sections it orders are shaded on the map")
        self.hand.setWordWrap(True)
        WrappedTips(self.hand)  # a card's text on lines, not across the map
        # its lines wrapped again at a new width, and the room it asks for with them
        self.hand.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.hand.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        hb.addWidget(self.hand)
        #: The other player's hand, when both hands are shown (watching AIs, teaching).
        self.other_hand = note_label("playOtherHand", accessible="The other player's hand")
        self.other_hand.hide()  # (both hands shown: _fill_hand)
        hb.addWidget(self.other_hand)
        self.hand_stack.addWidget(hand_box)
        #: The hand's box and its layout (their margins count in the panes' sizes).
        self._hand_box, self._hand_layout = hand_box, hb
        seat = QWidget()
        sl = QVBoxLayout(seat)
        self.seat_label = QLabel()
        self.seat_label.setTextFormat(Qt.TextFormat.PlainText)
        self.seat_label.setWordWrap(True)
        self.seat_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.seat_button = QPushButton()
        self.seat_button.setObjectName("playReveal")
        # Enter takes the seat, as Space does: a button outside a dialog takes Space only
        self.seat_button.setAutoDefault(True)
        sl.addStretch(1)
        sl.addWidget(self.seat_label)
        sl.addWidget(self.seat_button)
        sl.addStretch(1)
        self.hand_stack.addWidget(seat)

        self.dec_box = dec_box = QGroupBox("&Decisions")
        db = QVBoxLayout(dec_box)
        #: While a unit is chosen on the map, the list holds its decisions: this says so.
        self.chosen_label = note_label("playChosen")
        self.chosen_label.hide()
        db.addWidget(self.chosen_label)
        self.decisions = _EnterList()
        self.decisions.setObjectName("playDecisions")
        self.decisions.setAccessibleName("Legal decisions")
        self.decisions.setToolTip("Every legal decision now; Enter or double-click takes it")
        # A decision too long for the panel goes on to a second line (its notation, in
        # brackets at its end, was cut off by the panel's edge behind a sideways scroll).
        self.decisions.setWordWrap(True)
        self.decisions.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.decisions.setResizeMode(QListWidget.ResizeMode.Adjust)
        db.addWidget(self.decisions)
        self.done_button = QPushButton()
        self.done_button.setObjectName("playDone")
        self.done_button.setToolTip("End this step (D)")
        self.done_button.hide()  # until a step can be ended (refresh)
        db.addWidget(self.done_button)

        # physical dice, the roll and the log: one pane of the splitter
        below = QWidget()
        bl = QVBoxLayout(below)
        bl.setContentsMargins(0, 0, 0, 0)
        bl.setSpacing(lay.spacing())
        self.dice_box = QGroupBox("Dice rolled at the table")
        dl = QVBoxLayout(self.dice_box)
        faces_row = QHBoxLayout()
        self.dice_entry = QLineEdit()
        self.dice_entry.setObjectName("playDiceEntry")
        self.dice_entry.setPlaceholderText("inf armor grenade star flag")
        self.dice_entry.setAccessibleName("Faces rolled")
        for face in FACE_NAMES:
            add = QToolButton()
            add.setIcon(face_icon(face))
            add.setToolTip(f"Add {FACE_WORDS[face]}")
            add.setAccessibleName(f"Add {FACE_WORDS[face]}")
            add.clicked.connect(lambda _c=False, n=face: self.dice_entry.setText(
                (self.dice_entry.text() + " " + n).strip()))
            faces_row.addWidget(add)
        self.dice_ok = QPushButton("Enter dice")
        faces_row.addWidget(self.dice_ok)
        dl.addWidget(self.dice_entry)
        dl.addLayout(faces_row)
        self.dice_box.hide()
        bl.addWidget(self.dice_box)
        self.dice = DiceRow()
        self.dice.setObjectName("playDice")
        bl.addWidget(self.dice)

        log_box = QGroupBox("Turn &log")
        ll = QHBoxLayout(log_box)
        self.log = TurnLog("playLog", "Turn log")
        ll.addWidget(self.log)
        # beside the log, not under it: a row of its own took the height that the prompt
        # and the message keep, within what a laptop's screen gives the window
        copy = QToolButton()
        copy.setText("&Copy")
        copy.setToolTip("Copy the whole turn log as text")
        copy.setAccessibleName("Copy log")
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.log.text()))
        ll.addWidget(copy, 0, Qt.AlignmentFlag.AlignTop)
        bl.addWidget(log_box, 1)
        # (the splitter holding them is made below, when their minimum heights are known)
        splitter_at = lay.count()

        buttons = QHBoxLayout()
        self.undo_button = QPushButton("&Undo")
        self.undo_button.setToolTip("Take back your last decision of this turn "
                                    f"({key_names.keys('Ctrl+Z')}); dice rolled are final")
        self.redo_button = QPushButton("&Redo")
        self.turn_button = QPushButton("Take back &turn")
        self.turn_button.setToolTip(f"Take back the whole turn, dice included "
                                    f"({key_names.keys('Ctrl+Shift+T')})")
        for b in (self.undo_button, self.redo_button, self.turn_button):
            buttons.addWidget(b)
        lay.addLayout(buttons)
        buttons2 = QHBoxLayout()
        # (in a row there is anyway: a row of its own took the log's room on a laptop)
        #: What the search AI would decide now: its decision chosen in the list, said too.
        self.advice_button = QPushButton("As&k the AI")
        self.advice_button.setObjectName("playAdvice")
        self.advice_button.setToolTip("What the search AI would decide now, chosen in the "
                                      "decisions list for Enter to take (H)")
        buttons2.addWidget(self.advice_button)
        #: In its room once the game is over (nothing to advise then): the rematch of a
        #: game ended, opened finished or played on from its replay, under the box saying
        #: how it ended (:meth:`show_end`).
        self.rematch_button = QPushButton("Re&match, sides swapped")
        self.rematch_button.setObjectName("playRematch")
        self.rematch_button.setToolTip("The same scenario again, each seat taking the other "
                                       "side, with a new seed (the rules recommend playing "
                                       "a scenario twice)")
        self.rematch_button.clicked.connect(self.rematchRequested.emit)
        self.rematch_button.hide()
        buttons2.addWidget(self.rematch_button)
        self.save_button = QPushButton("Save &game…")
        # Enter on it saves, as Space does (a button outside a dialog takes Space only): the
        # keyboard is put on it when the game ends (show_end)
        self.save_button.setAutoDefault(True)
        self.save_button.clicked.connect(self.saveRequested.emit)
        self.leave_button = QPushButton("&Back to editing")
        self.leave_button.setObjectName("playLeave")
        self.leave_button.clicked.connect(self.leaveRequested.emit)
        buttons2.addWidget(self.save_button)
        buttons2.addWidget(self.leave_button)
        lay.addLayout(buttons2)
        # The lists give up their height first: at Qt's minimum of about five rows each,
        # the panel alone needed 680 pixels and the window 760, more than a laptop's
        # screen of 768 has to give.
        rows = self.fontMetrics().lineSpacing()
        for view in (self.hand, self.decisions, self.log):
            view.setMinimumHeight(2 * rows + 2 * view.frameWidth() + 6)
        # The panel keeps its layout from one decision to the next: a prompt going from one
        # line to two or a message appearing moved and repainted every widget under it
        # (the lists jumped as one played, and the repaint cost most of a frame).
        for label, lines in ((self.prompt, 2), (self.message, 2), (self.other_hand, 2)):
            label.setMinimumHeight(lines * rows)
        # The hand, the decisions and the log share the panel's height (:meth:`_share`), and
        # the player drags their handles for more of one: with both hands shown, the hand
        # took the room and left the log two lines in a window 740 pixels high.
        self.below = below
        self.splitter = _Panes(self._share)
        self.splitter.setObjectName("playSplitter")
        self.splitter.setChildrenCollapsible(False)
        panes = (self.hand_stack, dec_box, below)
        for i, pane in enumerate(panes):
            self.splitter.addWidget(pane)
            self.splitter.setStretchFactor(i, 0 if pane is self.hand_stack else 1)
        handles = [self.splitter.handle(i) for i in (1, 2)]
        for handle, between in zip(handles, ("the hand and the decisions",
                                             "the decisions and the turn log"), strict=True):
            handle.setAccessibleName(f"Handle between {between}")
        lay.insertWidget(splitter_at, self.splitter, 1)
        self.setWidget(body)
        # Tab top down, each handle between its panes: the splitter, made after the
        # buttons under it, put Save game… and Back to editing before the hand and the
        # decisions
        fields_follow(self.open_hands, [panes[0], handles[0], panes[1], handles[1], panes[2],
                                        self.undo_button, self.redo_button,
                                        self.turn_button, self.advice_button,
                                        self.rematch_button, self.save_button, self.leave_button])
        self._log_len = 0
        #: The decisions listed, with their text (:meth:`_fill_decisions`).
        self._decisions: list[tuple[str, Action]] = []
        #: The cards that would order no unit, at the last refresh (:func:`idle_cards`).
        self._idle: frozenset[int] = frozenset()
        #: The lines of the hand shown (:meth:`_fill_hand`).
        self._hand_entries: list[HandLine] = []
        self._log_hidden: set[str] = set()
        self._seen: tuple[int, int, str, bool] = (-1, -1, "", False)
        #: The session's decisions at the last refresh (fewer now: some were undone).
        self._steps = 0
        #: The advice said in the message and the session's decisions then: once the game
        #: moves (the advice taken, another decision, an undo) it is no longer said.
        self._advised: tuple[str, int] | None = None
        #: Dice were awaited at the last refresh, and where the keyboard was before.
        self._rolling = False
        self._typed_from: QWidget | None = None
        #: How the game ended, said under each side's medals (:meth:`show_end`).
        self.end_box: EndBox | None = None
        self._lay = lay

    # --- wiring -----------------------------------------------------------------------------

    def attach(self, controller: PlayController, board: PlayBoard) -> None:
        """Show ``controller``'s game (a new game, a loaded one, a rematch)."""
        self.controller = controller
        self.board = board
        c = controller
        c.changed.connect(self.refresh)
        c.message.connect(self.show_message)
        board.say = self.show_message
        # a unit chosen on the map (or let go): the decisions list narrows to its decisions
        board.chosen = self._fill_decisions
        self.decisions.escaped.connect(board.let_go)
        # the hand asks room for a full hand, and an Air Sortie face up under the Air rules
        # (a card drawn, in the hand's list for a while, scrolls it)
        st = c.session.state
        self.hand.rows_hint = max(st.S.cards) + (1 if air_of(st) is not None else 0)
        self.hand.updateGeometry()
        # watching AIs (no seat a person's): nothing is ever to decide, the log takes the room
        self.dec_box.setVisible(any(c.session.is_human(p) for p in (0, 1)))
        self.speed.currentIndexChanged.connect(lambda i: c.set_speed(self.speed.itemData(i)))
        self.speed.setCurrentIndex(list(SPEEDS).index(c.speed))
        self.pause.toggled.connect(c.set_paused)
        self.step_button.clicked.connect(c.step)
        self.open_hands.setChecked(c.open_hands)
        self.open_hands.toggled.connect(self._set_open)
        self.hand.activatedItem.connect(self._play_card)
        # a line wrapped (a card drawn, the panel narrowed): the hand's room follows, until
        # the player drags a handle
        self.hand.roomChanged.connect(lambda: None if self.splitter.dragged else self._share())
        # (the selection, not the current card: a click makes the card current before it
        # selects it, and a card not selected is not looked at)
        self.hand.itemSelectionChanged.connect(lambda: self._hand_moved(self.hand.currentItem()))
        self.decisions.activatedItem.connect(self._take)
        self.decisions.currentItemChanged.connect(self._decision_moved)
        self.done_button.clicked.connect(self.take_done)
        self.advice_button.clicked.connect(c.advise)
        c.advised.connect(self.show_advice)
        c.advising.connect(lambda _on: self._enable_advice())
        self.seat_button.clicked.connect(c.reveal)
        self.dice_ok.clicked.connect(self._enter_dice)
        self.dice_entry.returnPressed.connect(self._enter_dice)
        self.undo_button.clicked.connect(c.undo)
        self.redo_button.clicked.connect(c.redo)
        self.turn_button.clicked.connect(c.take_back_turn)
        self._log_len = 0
        self.log.clear()
        self.refresh()
        self._share()
        # the panes' new minimum heights (a done button, the pace row hidden) reach the
        # window at once: a window resized right away was held to the stale, taller minimum
        self.widget().updateGeometry()

    def _set_open(self, on: bool) -> None:
        if self.controller is not None:
            if on and not self._may_show_the_ai_hand():
                self.open_hands.blockSignals(True)
                self.open_hands.setChecked(False)
                self.open_hands.blockSignals(False)
                return
            self.controller.open_hands = on
            self.refresh()
            if not self.splitter.dragged:  # the other hand's lines come or go
                self._share()

    def _may_show_the_ai_hand(self) -> bool:
        """Whether to show the hidden hand of the AI a person plays against: asked first,
        since one click on the box showed it for the rest of the game (found by the play
        walkthrough). Hot-seat (each person's own screen) and AI against AI (watched) are
        not asked, nor a game over."""
        c = self.controller
        assert c is not None
        s = c.session
        if s.over or [s.is_human(p) for p in (0, 1)].count(True) != 1:
            return True
        ai = c.side_name(next(p for p in (0, 1) if not s.is_human(p)))
        return ask(self, "Open hands", f"Show the hand of {ai}? In a game against an AI "
                   "its cards are hidden, as across a table: shown, they can be seen for "
                   "the rest of the game (the box hides them again).",
                   [("&Show Both Hands", QMessageBox.ButtonRole.AcceptRole)]) == 0

    def _share(self) -> None:
        """The hand gets the rows of a full hand (and the other hand's lines, when shown),
        at most half the height; the decisions list and the log share the rest equally."""
        sp = self.splitter
        total = sum(sp.sizes())
        if total <= 0:
            return
        # the hand's box around its rows (its page may be hidden behind the pass-the-seat
        # screen, and not laid out: counted, not measured)
        box, lay, other = self._hand_box, self._hand_layout, self.other_hand
        m, lm = box.contentsMargins(), lay.contentsMargins()
        hand = m.top() + m.bottom() + lm.top() + lm.bottom() + self.hand.sizeHint().height()
        if self.controller is not None and self.controller.open_hands:  # (shown under it)
            width = self.splitter.width() - m.left() - m.right() - lm.left() - lm.right()
            hand += lay.spacing() + max(other.heightForWidth(width), other.minimumHeight())
        hand = min(hand, total // 2)
        rest = total - hand
        if self.dec_box.isHidden():
            sp.setSizes([hand, 0, rest])
            return
        over = [box.minimumSizeHint().height() - view.minimumHeight()
                for box, view in ((self.dec_box, self.decisions), (self.below, self.log))]
        each = max(0, rest - sum(over)) // 2
        sp.setSizes([hand, over[0] + each, rest - over[0] - each])

    def show_message(self, text: str) -> None:
        self.message.setText(text)

    def show_end(self, box: EndBox) -> None:
        """How the game ended, said under each side's medals (in place of the box of an end
        said before), until the box is hidden, the game replayed or a decision taken back;
        the keyboard on Save game…, where Enter saves the game (a late Enter meant for the
        last decision must not lose it)."""
        if self.end_box is not None:
            self.end_box.reject()
        self.end_box = box
        box.finished.connect(lambda _code: self._end_gone(box))
        self._lay.insertWidget(self._lay.indexOf(self.counts) + 1, box)
        box.show()
        if self.controller is not None:
            self._fill_head(self.controller)
        # in the room of the prompt, which says only "The game is over." then: the hand,
        # the dice and the log keep their rows at 1280 x 800
        self.prompt.hide()
        self.save_button.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        # Escape where no widget of the panel takes it (Save game…, where the end puts the
        # keyboard; the log) hides the end of the game, as in its box (Hide's tooltip)
        if event.key() == Qt.Key.Key_Escape and self.end_box is not None:
            self.end_box.reject()
            return
        super().keyPressEvent(event)

    def _end_gone(self, box: EndBox) -> None:
        if self.end_box is box:
            self.end_box = None
            self.prompt.show()
            if self.controller is not None:
                self._fill_head(self.controller)
        box.deleteLater()

    def _fill_head(self, c: PlayController) -> None:
        """The panel's first line: the turn, who is to play and the step; once the game is
        over, "Game over" and how it ended, the box under it saying how while it stands
        (said in both, the same end stood twice, in other words)."""
        s = c.session
        st = s.state
        if not s.over:
            who = c.side_name(st.active, seat=True)
            self.turn_label.setText(f"Turn {st.turn}: {who} — {st.phase.replace('-', ' ')}"
                                    f" · seed {s.seed}")
        elif self.end_box is not None:
            self.turn_label.setText("Game over")
        else:
            self.turn_label.setText(
                f"Game over: {end_words(s.result(), st.S.sides, s.seats)}")

    # --- showing the game -------------------------------------------------------------------

    def refresh(self) -> None:
        c = self.controller
        if c is None:
            return
        s = c.session
        st = s.state
        S = st.S
        if (st.turn, c.decider, st.phase, c.seat_hidden()) != self._seen:
            # a new step of the turn, or the seat taken: the last step's hint or reason no
            # longer applies ("Nothing can be done before Allies (player 2) takes the seat"
            # stood on after the seat was taken)
            self._seen = (st.turn, c.decider, st.phase, c.seat_hidden())
            self.message.setText(ai_turn_summary(c))
        if self._advised is not None and self._advised[1] != len(s.steps):
            # "The search AI would: Move g2 to H3" stood on after g2 had moved, as if
            # advised again
            if self.message.text() == self._advised[0]:
                self.message.setText("")
            self._advised = None
        if self.end_box is not None and not s.over:  # (a decision taken back)
            self.end_box.reject()
        self._fill_head(c)
        self.medals.show_medals(st, s.seats)
        self.counts.setText(
            f"Deck {len(st.deck)} · discard {len(st.discard)} · hands "
            f"{S.sides[0].value.title()} {len(st.hands[0])}, "
            f"{S.sides[1].value.title()} {len(st.hands[1])}")
        self.pace.setVisible(not c.hot_seat)
        self._fill_prompt(c)
        # After an undo the lists are on the decision taken back, where the person was.
        back = s.redo_next if len(s.steps) < self._steps else None
        self._steps = len(s.steps)
        # the cards that would order no unit, tried once for the hand and the decisions
        idle = self._idle = idle_cards(st, c.legal_for_person())
        self._fill_hand(c, back, idle)
        self._fill_decisions(back, idle)
        self._preview_card(refresh=False)  # the board is refreshed below
        self._preview_section(refresh=False)
        self._fill_dice(c)
        self._fill_log(c)
        self.undo_button.setEnabled(s.can_undo and not c.is_thinking)
        self.redo_button.setEnabled(s.can_redo and not c.is_thinking)
        self.turn_button.setEnabled(s.can_take_back_turn)
        self.step_button.setEnabled(s.ai_to_move and not c.is_thinking)
        # the game over, no AI moves: its pace has nothing to act on (an undo plays on)
        for pace in (self.speed, self.pause):
            pace.setEnabled(not s.over)
        self._enable_advice()
        self.advice_button.setVisible(not s.over)
        self.rematch_button.setVisible(s.over)
        self._show_dice_box(bool(s.pending_roll))
        if s.pending_roll:
            self.dice_box.setTitle(f"Roll {counted(s.pending_roll, 'die', 'dice')} at the "
                                   "table and enter the faces")
        if self.board is not None:
            self.board.refresh()
        self.commandsChanged.emit()

    def _enable_advice(self) -> None:
        c = self.controller
        self.advice_button.setEnabled(c is not None and c.person_may_act()
                                      and not c.is_advising)
        self.commandsChanged.emit()

    def command_buttons(self) -> dict[str, QAbstractButton]:
        """The panel's buttons of the Play menu's commands, by the command's key: the
        menu's item may be taken when its button may be clicked (:meth:`PlayMode.
        _follow_buttons`)."""
        return {"play_undo": self.undo_button, "play_redo": self.redo_button,
                "play_take_back": self.turn_button, "play_step": self.step_button,
                "play_advice": self.advice_button}

    def show_advice(self, action: Action) -> None:
        """The advisor's decision chosen in the decisions list (a unit chosen on the map
        that is not its unit let go), for Enter to take, and its hexes shaded on the map
        until it is taken or the game moves on."""
        board = self.board
        row = _row_of(self.decisions, action)
        if row is None and board is not None:
            board.let_go()  # the list held the decisions of another unit only
            row = _row_of(self.decisions, action)
        if row is not None:
            self.decisions.setCurrentRow(row)
            self.decisions.scrollToItem(self.decisions.item(row))
            # asked from the map (H) or the button: the keyboard goes to the list, where
            # Enter takes it (on the map Enter clicks the hex at its cursor)
            focus = QApplication.focusWidget()
            if focus is not None and focus.window() is self.window() \
                    and focus is not self.dice_entry:
                self.decisions.setFocus()
        if self.controller is not None:
            self._advised = (self.message.text(), len(self.controller.session.steps))
        if board is not None:  # its hexes shaded on the map too
            board.advice = (action, len(board.controller.session.steps))
            board.refresh(position=False)

    def _show_dice_box(self, rolling: bool) -> None:
        """The box of the faces to type, shown while dice are awaited. It takes the keyboard
        from the map or the panel (the faces typed there did nothing, and no key led to the
        box), and once the dice are entered gives it back there."""
        if rolling and not self._rolling:
            focus = QApplication.focusWidget()
            self.dice_box.setVisible(True)
            if focus is not None and focus.window() is self.window():
                self._typed_from = focus
                self.dice_entry.setFocus()
        elif self._rolling and not rolling:
            before, self._typed_from = self._typed_from, None
            if before is not None and self.dice_entry.hasFocus():  # (before it hides)
                try:
                    before.setFocus()
                except RuntimeError:  # (deleted meanwhile)
                    pass
        self._rolling = rolling
        self.dice_box.setVisible(rolling)

    def _fill_prompt(self, c: PlayController) -> None:
        s = c.session
        if c.seat_hidden():
            # the pass-the-seat screen says it, with its button: said once, not here too
            self.prompt.setText("")
            return
        wait = c.waiting_for() or c.asking_words()
        if wait:
            self.prompt.setText(wait)
            return
        from editor.engine.game.explain import order_hint

        self.prompt.setText(order_hint(s.state))

    def _fill_hand(self, c: PlayController, back: Action | None = None,
                   idle: frozenset[int] = frozenset()) -> None:
        s = c.session
        st = s.state
        if c.seat_hidden():
            self._show_seat(c)
            return
        legal = c.legal_for_person()
        self._show_hand_page(legal)
        p = c.decider if c.decider >= 0 and s.is_human(c.decider) else c.shown
        if p < 0:
            p = st.active
        shown = c.hand_visible(p)
        title = f"Hand of {c.side_name(p)}" + ("" if shown else " (hidden)")
        hand_box = self.hand.parentWidget()
        if isinstance(hand_box, QGroupBox):
            hand_box.setTitle(title)
        # (text, decision, greyed, tooltip) of each line
        entries = (hand_lines(st, p, legal, idle, air_of(st)) if shown else
                   [HandLine(f"{len(st.hands[p])} cards, face down", None, False, None)])
        self.hand.blockSignals(True)
        current = self.hand.currentItem()
        was = current.data(_ACTION_ROLE) if current is not None else None
        if entries != self._hand_entries:
            # most decisions leave the hand as it is: rebuilt, the list was repainted
            self._hand_entries = entries
            self._set_hand_lines(entries)
        q = 1 - p
        if c.open_hands:  # "Show both hands": the other one too, not to be played from
            cards = sorted(KINDS[k].title for k in st.hands[q])
            self.other_hand.setText(f"Hand of {c.side_name(q)}: {', '.join(cards) or 'none'}")
        self.other_hand.setVisible(c.open_hands)
        self._place_in_hand(entries, legal, back, was)
        self.hand.blockSignals(False)

    def _show_seat(self, c: PlayController) -> None:
        """The hot-seat page in place of the hand: whom to pass the seat to, and the
        keyboard on its button (Enter or Space takes the seat)."""
        who = c.side_name(c.decider)
        self.seat_label.setText(f"Pass the seat to {who}{c.seat_reason()}.\n"
                                "The other player looks away.")
        self.seat_button.setText(f"I am {who}: show my hand")
        if self.hand_stack.currentIndex() != 1:
            self.hand_stack.setCurrentIndex(1)
            if self.isAncestorOf(self.focusWidget()) or self.window().focusWidget() \
                    is not None:
                self.seat_button.setFocus()  # Enter or Space takes the seat

    def _show_hand_page(self, legal: list[Action]) -> None:
        """The hand in place of the hot-seat page; the keyboard, if it was on the seat's
        button, to the hand when a card is to be played, else to the decisions (Enter in
        the hand of a defender asked about Ambush said "cards are played in the card
        phase": its one decision is the list's)."""
        if self.hand_stack.currentIndex() == 0:
            return
        taken = self.seat_button.hasFocus()  # (before its page hides, taking the focus)
        self.hand_stack.setCurrentIndex(0)
        if taken:
            playing = any(a.kind in HAND_KINDS for a in legal)
            (self.hand if playing else self.decisions).setFocus()

    def _set_hand_lines(self, entries: list[HandLine]) -> None:
        """The hand list's items, one a line: its decision, its tooltip, greyed when it
        cannot be played now."""
        self.hand.clear()
        for text, action, greyed, line_tip in entries:
            item = QListWidgetItem(text)
            if action is not None:
                item.setData(_ACTION_ROLE, action)
            if line_tip is not None:
                item.setToolTip(line_tip)
            if greyed:
                # a mid grey: 3.5:1 on a light list, 5:1 on a dark one; and said, as
                # a screen reader hears no grey
                item.setForeground(QColor("#8a8a8a"))
                item.setData(Qt.ItemDataRole.AccessibleTextRole,
                             f"{text}, cannot be played now")
            self.hand.addItem(item)

    def _place_in_hand(self, entries: list[HandLine], legal: list[Action],
                       back: Action | None, was: object) -> None:
        """The keyboard's place in the hand: the card taken back, else the one it was on,
        else the first that can be played (a hand opened on an Ambush, first by its
        title, while the decisions list was on another card), else the first."""
        first = next((i for i, e in enumerate(entries) if not e[2] and e[1] is not None),
                     None)
        row = next((r for r in (_row_of(self.hand, back), _row_of(self.hand, was))
                    if r is not None and (first is None or not entries[r][2])), first or 0)
        if any(a.kind in HAND_KINDS for a in legal):
            self.hand.setCurrentRow(row)
        else:  # no card to play now: the keyboard keeps its place, no card looks chosen
            self.hand.setCurrentRow(row, QItemSelectionModel.SelectionFlag.NoUpdate)
            self.hand.clearSelection()

    def _fill_decisions(self, back: Action | None = None,
                        idle: frozenset[int] | None = None) -> None:
        """The legal decisions, or while a unit is chosen on the map, its decisions (the
        runs over the units chosen for a strafing run): the list and the map agree on the
        unit, and an airplane's hundred and more strafing runs are found by their units."""
        c = self.controller
        if c is None:  # (not yet attached to a game)
            return
        st = c.session.state
        every = c.legal_for_person()
        idle = self._idle if idle is None else idle
        board = self.board
        narrowed = board.narrowed(every) if board is not None else None
        legal = in_hand_order(every if narrowed is None else narrowed)
        self.chosen_label.setVisible(narrowed is not None)
        if board is not None and narrowed is not None:
            self.chosen_label.setText(f"{board.chosen_words()}: {len(narrowed)} of "
                                      f"the {len(every)} decisions (Escape: all)")
        view = self.decisions
        shown = self._decisions
        at = view.currentRow()
        keep = shown[at][1] if 0 <= at < len(shown) else None
        lines = [(f"{describe(st, a, idle)}    [{st.notation(a)}]", a) for a in legal]
        view.blockSignals(True)
        if lines != shown:
            # the rows kept and their text set where it changed: the list cleared and
            # filled again cost 60 us a row, half the panel's refresh
            for i, (text, a) in enumerate(lines):
                if i < len(shown):
                    item = view.item(i)
                    if shown[i][0] != text:
                        item.setText(text)
                    item.setData(_ACTION_ROLE, a)
                else:
                    item = QListWidgetItem(text)
                    item.setData(_ACTION_ROLE, a)
                    view.addItem(item)
            for _ in range(len(shown) - len(lines)):
                view.takeItem(len(lines))
            self._decisions = shown = lines
        done = next((a for a in reversed(every) if a.kind in DONE_KINDS), None)
        # on the decision taken back, else the card the hand is on (the two lists agree),
        # else the decision it was on, else the first
        card = self.hand.currentItem() if self.hand.selectedItems() else None
        taken = [a for _text, a in shown]
        row = next((taken.index(a) for a in (back, card and card.data(_ACTION_ROLE), keep)
                    if a is not None and a in taken), 0)
        if view.count():
            view.setCurrentRow(row)
        view.blockSignals(False)
        self.done_button.setVisible(done is not None)
        if done is not None:
            # (its own words: the list's may say more, an airplane leaving, at length)
            self.done_button.setText(_WORDS.get(done.kind) or describe(st, done))
            self.done_button.setProperty("action", done)

    def _fill_dice(self, c: PlayController) -> None:
        show_last_roll(self.dice, c.session.state, c.secret_sides())

    def _fill_log(self, c: PlayController) -> None:
        st = c.session.state
        ev = st.events or []
        hidden = c.secret_sides()
        if len(ev) < self._log_len or hidden != self._log_hidden:  # undone: write it again
            self.log.clear()
            self._log_len = 0
            self._log_hidden = hidden
        if len(ev) > self._log_len:
            self.log.append_lines((turn, public_line(text, hidden))
                                  for turn, text in ev[self._log_len:])
        self._log_len = len(ev)

    # --- doing ------------------------------------------------------------------------------

    def _play_card(self, item: QListWidgetItem) -> None:
        a = item.data(_ACTION_ROLE)
        if isinstance(a, Action) and self.controller is not None:
            from editor.engine.game.explain import why_not

            st = self.controller.session.state
            if a not in self.controller.legal_for_person():
                self.show_message(why_not(st, a) or self.controller.waiting_for())
                return
            self.controller.act(a)
            # the keyboard goes on to the decisions (the orders), not left in a hand where
            # nothing can be done now
            if self.hand.hasFocus() and not any(
                    d.kind in HAND_KINDS for d in self.controller.legal_for_person()):
                self.decisions.setFocus()

    def _hand_moved(self, item: QListWidgetItem | None) -> None:
        """The keyboard or the mouse chose another card: the map shows its sections and
        the decisions list goes to its play."""
        self._preview_card()
        if item is not None and item.isSelected():
            row = _row_of(self.decisions, item.data(_ACTION_ROLE))
            if row is not None:
                self.decisions.setCurrentRow(row)

    def _decision_moved(self, item: QListWidgetItem | None, _old: object = None) -> None:
        """The decisions list went to a card's play: the hand goes to the card; to a
        section (Infantry Assault's choice): the map shades it."""
        self._preview_section()
        if item is None:
            return
        row = _row_of(self.hand, item.data(_ACTION_ROLE))
        if row is not None and self.hand.selectedItems():
            self.hand.setCurrentRow(row)

    def _preview_section(self, refresh: bool = True) -> None:
        item = self.decisions.currentItem()
        a = item.data(_ACTION_ROLE) if item is not None else None
        section = a.a if isinstance(a, Action) and a.kind == SECTION else -1
        if self.board is not None and section != self.board.section_preview:
            self.board.section_preview = section
            if refresh:
                self.board.refresh(position=False)

    def _preview_card(self, refresh: bool = True) -> None:
        item = self.hand.currentItem()
        shown = item is not None and item.isSelected() and self.hand_stack.currentIndex() == 0
        a = item.data(_ACTION_ROLE) if shown else None
        if self.board is not None:
            # a card's sections; a Recon played as an Air Sortie flies in by its own, a
            # Counter-Attack repeating one by that Recon's, mirrored
            st = self.board.controller.session.state
            self.board.card_preview = shaded_card(st, a, air_of(st))
            if refresh:
                self.board.refresh(position=False)

    def _take(self, item: QListWidgetItem) -> None:
        a = item.data(_ACTION_ROLE)
        if isinstance(a, Action) and self.controller is not None:
            self.controller.act(a)

    def take_done(self) -> None:
        a = self.done_button.property("action")
        if isinstance(a, Action) and self.done_button.isVisible() and self.controller:
            self.controller.act(a)

    def _enter_dice(self) -> None:
        if self.controller is not None and self.controller.enter_dice(self.dice_entry.text()):
            self.dice_entry.clear()
