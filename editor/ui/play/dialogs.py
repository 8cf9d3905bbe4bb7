"""The play mode's dialogs: starting a game (seats, seed, dice), the findings that keep a
scenario from being played; and the end of a game, a box in the play panel."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGroupBox, QHBoxLayout, QLabel, QPushButton, QSpinBox,
                               QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from editor.engine.board import Side
from editor.engine.findings import Finding
from editor.engine.game.match import Result
from editor.engine.game.players import PLAYERS
from editor.engine.game.session import HUMAN
from editor.engine.game.state import EXITS, HOW_WORDS, OBJECTIVES, GameState
from editor.engine.game.tables import HALF_TRACK_MEDAL
from editor.engine.scenario import Scenario

from ..icons import severity_icon
from ..text import note_label, plain, plain_label, tint

#: What the seat choices are called.
SEAT_NAMES = {HUMAN: "Human"}
#: What each seat choice is, in the start dialog (docs/GAME.md, "The AIs").
SEAT_TIPS = {
    HUMAN: "A person at this screen (two: hot-seat, each hand hidden from the other)",
    "greedy": "Plays what is worth most at once (one step deep): quick",
    "random": "Plays any legal decision at random: the weakest, to try a map out",
    "search": "Looks ahead over sampled cards and dice, with a posture chosen for the "
              "scenario: the strongest, and a little slower"}


#: What each AI is, in a word, beside its name in the start dialog's pick lists (the
#: tooltips say more; a closed list shows only this).
SEAT_WORDS = {"greedy": "quick", "random": "weakest", "search": "strongest"}


def seat_label(seat: str) -> str:
    return SEAT_NAMES.get(seat, f"AI: {seat}")


def seat_choice(seat: str) -> str:
    """A seat as the start dialog's pick list offers it: "AI: search (strongest)"."""
    word = SEAT_WORDS.get(seat)
    return f"{seat_label(seat)} ({word})" if word else seat_label(seat)


@dataclass(frozen=True)
class GameSetup:
    """What the start dialog chose."""

    seats: tuple[str, str]
    seed: int
    physical: bool
    open_hands: bool

    def kept(self) -> str:
        """The setup as the settings keep it for the next start (:meth:`from_kept`)."""
        return json.dumps({"seats": list(self.seats), "seed": self.seed,
                           "physical": self.physical, "open_hands": self.open_hands})

    @staticmethod
    def from_kept(value: object) -> GameSetup | None:
        """The setup :meth:`kept` gave as ``value``; ``None`` for anything else (none kept,
        a settings file damaged or edited by hand). A seat no player is offered as a
        person's by the dialog.

        >>> GameSetup.from_kept(GameSetup(("greedy", "human"), 7, True, False).kept())
        GameSetup(seats=('greedy', 'human'), seed=7, physical=True, open_hands=False)
        >>> GameSetup.from_kept('{"seats": [1]}'), GameSetup.from_kept(None)
        (None, None)
        >>> [GameSetup.from_kept(v) for v in (42, "[1]", '{"seats": [1, 2]}',
        ...                                   '{"seats": ["human", "human", "human"]}')]
        [None, None, None, None]
        >>> GameSetup.from_kept('{"seats": ["human", "greedy"], "seed": true, "physical": 1}')
        GameSetup(seats=('human', 'greedy'), seed=0, physical=False, open_hands=False)
        """
        try:
            saved = json.loads(value) if isinstance(value, str) else None
        except ValueError:
            return None
        if not isinstance(saved, dict):
            return None
        seats, seed = saved.get("seats"), saved.get("seed")
        if not (isinstance(seats, list) and len(seats) == 2
                and all(isinstance(x, str) for x in seats)):
            return None
        return GameSetup((seats[0], seats[1]),
                         seed if isinstance(seed, int) and not isinstance(seed, bool) else 0,
                         saved.get("physical") is True, saved.get("open_hands") is True)


def not_played_in_play(scenario: Scenario) -> list[str]:
    """What of ``scenario`` a playtest does not play, in words: the special rules its text
    writes (the map and settings are what is played), what the simulator says it does not
    play (``simulate.not_played``: options, special rules it knows by name, the Air check
    values), and its airplanes when the Air rules are off. Empty when the game plays it
    all."""
    from editor.engine.game.simulate import NOT_PLAYED, not_played  # when asked

    notes = []
    if any((t.rules or "").strip() for t in scenario.text.values()):
        notes.append("the special rules written in the scenario's text (what its map, "
                     "units and settings say is played)")
    notes += [n.removeprefix(NOT_PLAYED) for n in not_played(scenario)]
    return notes


def warnings_in_play(scenario: Scenario) -> list[str]:
    """What of ``scenario`` may keep its game from being won as written, in words: the
    findings the simulator and the balance lab warn of beside their win rates
    (``simulate.run_warnings``: a side that cannot reach its medal count, a sudden death
    that cannot be fulfilled), said of the game about to be played."""
    from editor.engine.game.simulate import GAME_WARNINGS, run_warnings  # when asked

    return run_warnings(scenario, GAME_WARNINGS)


def medal_sources(state: GameState, player: int) -> str:
    """Where ``player``'s medals come from, in words ("6 for units eliminated, 2 for
    objectives held"); "" when they are all for units eliminated (or there are none)."""
    objectives = state.S.objectives  # (counted as GameState.medals counts them)
    held = sum(objectives[k].value for k, h in enumerate(state.obj) if h == player)
    exits = state.exited[player]
    parts = [(state.won[player] - exits, "units eliminated"), (exits, "units exited"),
             (state.htf[player] // HALF_TRACK_MEDAL, "Half-track figures"),
             (held, "objectives held")]
    said = [f"{n} for {what}" for n, what in parts if n]
    return ", ".join(said) if parts[0][0] != sum(n for n, _w in parts) else ""


class StartDialog(QDialog):
    """Seats, seed and dice of a new game (objectName ``playStart``), what may keep the
    game from being won as written (``warnings``, from :func:`warnings_in_play`) and what
    of the scenario the game will not play (``notes``, from :func:`not_played_in_play`)."""

    def __init__(self, sides: tuple[Side, Side], parent: QWidget | None = None, *,
                 seats: tuple[str, str] = (HUMAN, HUMAN), seed: int | None = None,
                 notes: Sequence[str] = (), warnings: Sequence[str] = (),
                 last: GameSetup | None = None) -> None:
        """``last``: the setup of the last game started, whose seats, dice and hands are
        offered again (with a new seed: the same seed deals the same game)."""
        if last is not None:
            seats = last.seats
        super().__init__(parent)
        self.setObjectName("playStart")
        self.setWindowTitle("Playtest")
        form = QFormLayout()
        self.seat_boxes: list[QComboBox] = []
        choices = [HUMAN, *sorted(PLAYERS, key=lambda n: (n != "greedy", n))]
        for p in (0, 1):
            box = QComboBox()
            box.setObjectName(f"playSeat{p + 1}")
            for c in choices:
                box.addItem(seat_choice(c), c)
                box.setItemData(box.count() - 1, SEAT_TIPS.get(c, seat_label(c)),
                                Qt.ItemDataRole.ToolTipRole)
            box.setCurrentIndex(choices.index(seats[p]) if seats[p] in choices else 0)
            box.setAccessibleName(f"Who plays {sides[p].value.title()}")
            label = QLabel(f"&{p + 1}. {sides[p].value.title()} (player {p + 1}, "
                           f"{'top' if p == 0 else 'bottom'}):")
            label.setBuddy(box)
            form.addRow(label, box)
            self.seat_boxes.append(box)
        seed_row = QHBoxLayout()
        self.seed = QSpinBox()
        self.seed.setObjectName("playSeed")
        self.seed.setRange(0, 999_999_999)
        self.seed.setValue(seed if seed is not None else random.randrange(1, 1_000_000))
        self.seed.setAccessibleName("Seed of the dice and the deck")
        self.seed.setToolTip("The same seed and the same decisions give the same game")
        new_seed = QPushButton("&New seed")
        new_seed.clicked.connect(lambda: self.seed.setValue(random.randrange(1, 1_000_000)))
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(new_seed)
        seed_label = QLabel("&Seed:")
        seed_label.setBuddy(self.seed)
        form.addRow(seed_label, seed_row)
        self.physical = QCheckBox("&Roll real dice and type the faces in")
        self.physical.setObjectName("playPhysical")
        form.addRow("Dice:", self.physical)
        self.open_hands = QCheckBox("Show &both hands")
        self.open_hands.setToolTip("Off: in hot-seat play a hand is shown only to its player, "
                                   "after a pass-the-seat screen; an AI's hand is hidden")
        form.addRow("Hands:", self.open_hands)
        if last is not None:
            self.physical.setChecked(last.physical)
            self.open_hands.setChecked(last.open_hands)
            self.seed.setToolTip(f"{self.seed.toolTip()} (the last game's seed: {last.seed})")
        from editor.engine.game.simulate import not_played_sentence, warnings_sentence

        # before the game, as the balance lab says them above its plots: a side that can
        # never reach its medals was found out only at the turn cap, games later
        self.warning = note_label("playWarnings", warnings_sentence(warnings),
                                  accessible="Warnings")  # the file's words: plain text
        tint(self.warning, "warning")
        self.warning.setVisible(bool(warnings))
        self.note = note_label("playNotPlayed", not_played_sentence(notes))  # the file's words
        self.note.setVisible(bool(notes))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("&Play")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.warning)
        lay.addWidget(self.note)
        lay.addWidget(buttons)

    def setup(self) -> GameSetup:
        return GameSetup((self.seat_boxes[0].currentData(), self.seat_boxes[1].currentData()),
                         self.seed.value(), self.physical.isChecked(),
                         self.open_hands.isChecked())


class BlockedDialog(QDialog):
    """The errors that keep a scenario from being played; a click on one shows its place
    (``activate``: the window's ``show_finding``)."""

    def __init__(self, findings: Sequence[Finding], describe_place: Callable[[Finding], str],
                 activate: Callable[[Finding], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playBlocked")
        self.setWindowTitle("This scenario cannot be played yet")
        head = QLabel(f"{len(findings)} error{'s' if len(findings) != 1 else ''} must be fixed "
                      "before the scenario can be played. Click one to go to its place.")
        head.setWordWrap(True)
        head.setTextFormat(Qt.TextFormat.PlainText)
        self.tree = QTreeWidget()
        self.tree.setObjectName("playBlockedList")
        self.tree.setAccessibleName("Errors to fix")
        self.tree.setHeaderLabels(["Place", "Code", "Message"])
        self.tree.setRootIsDecorated(False)
        self.findings = list(findings)
        for f in self.findings:
            item = QTreeWidgetItem([describe_place(f), f.code, f.message])
            item.setIcon(0, severity_icon(f.severity))
            item.setToolTip(2, plain(f.message))  # a name from the file, as written
            self.tree.addTopLevelItem(item)

        def go(item: QTreeWidgetItem, _column: int) -> None:
            activate(self.findings[self.tree.indexOfTopLevelItem(item)])

        self.tree.itemActivated.connect(go)  # Enter
        self.tree.itemClicked.connect(go)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(head)
        lay.addWidget(self.tree)
        lay.addWidget(buttons)
        self.resize(620, 300)


def end_words(result: Result, sides: tuple[Side, Side], seats: tuple[str, str]) -> str:
    """How a game ended, in the play panel's words: "Allies (player 2, AI: greedy) wins on
    objectives: 6 medals (needed 6)." (the :class:`EndBox`'s, its first line's once the box
    is hidden)."""
    if result.winner is None:
        return f"A draw: {result.reason}."
    w = result.winner
    # a medal victory that objectives or exits made (short without them) says so
    how = f" on {HOW_WORDS[result.how]}" if result.how in (OBJECTIVES, EXITS) else ""
    return (f"{sides[w].value.title()} (player {w + 1}, {seat_label(seats[w])}) "
            f"wins{how}: {result.reason}.")


class EndBox(QGroupBox):
    """Who won, the medals, and how, in the play panel (objectName ``playEnd``): beside the
    board, not over it (a dialog in the window's middle hid the final position the player
    wanted to read), and no window to close before the board, the log or the panel's
    buttons can be used. Its own choices: replay the game, or hide the box (Escape); the
    panel's buttons under it rematch (the rules' advice of a rematch in its tooltip), save
    and go back to editing."""

    #: Said when the box goes: the game replayed (:data:`REPLAY`), or the box hidden (0).
    finished = Signal(int)
    REPLAY = 3

    def __init__(self, result: Result, sides: tuple[Side, Side], needed: tuple[int, int],
                 seats: tuple[str, str], parent: QWidget | None = None, *,
                 sources: tuple[str, str] = ("", "")) -> None:
        """``sources``: where each side's medals come from (:func:`medal_sources`)."""
        super().__init__(parent)  # (the panel's first line says "Game over" above it)
        self.setObjectName("playEnd")
        self.setAccessibleName("Game over")
        title = plain_label("playEndTitle", end_words(result, sides, seats))
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        medals = plain_label("playEndMedals", "\n".join(
            f"{sides[p].value.title()}: {result.medals[p]} of {needed[p]} medals"
            + (f" ({sources[p]})" if sources[p] else "")
            for p in (0, 1)) + f"\n{result.turns} player turns")
        self.replay_button = QPushButton("Re&play the game")
        self.replay_button.setObjectName(f"playEnd{self.REPLAY}")
        self.replay_button.setToolTip("Step through the game just played, decision by decision")
        self.replay_button.clicked.connect(lambda: self.done(self.REPLAY))
        self.hide_button = QPushButton("Hide")
        self.hide_button.setObjectName("playEndHide")
        self.hide_button.setToolTip("Hide this box (Escape): the panel's first line says "
                                    "who won")
        self.hide_button.clicked.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.replay_button)
        row.addStretch(1)
        row.addWidget(self.hide_button)
        lay = QVBoxLayout(self)
        lay.addWidget(title)
        lay.addWidget(medals)
        lay.addLayout(row)
        #: What the box went for (:meth:`done`), ``None`` while it stands.
        self._code: int | None = None

    def done(self, code: int) -> None:
        """The box goes, saying why (``finished``): :data:`REPLAY`, or 0 (hidden)."""
        if self._code is not None:
            return  # (said once)
        self._code = code
        self.hide()
        self.finished.emit(code)

    def reject(self) -> None:
        self.done(0)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Escape:
            self.reject()
            return
        super().keyPressEvent(event)
