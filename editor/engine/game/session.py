"""A playtest session: a game with its seats, its undo and redo, typed dice, saving and
loading, and a replay cursor. What the editor's play mode drives; Qt-free, so every rule of
the session is tested without a window.

A :class:`PlaySession` wraps a :class:`~editor.engine.game.match.Game` (undo on, readable
events on) and records each decision as a :class:`Step` (who decided, in which turn, and
whether a chance step followed it). That record gives the two kinds of take-back a
playtest needs:

- :meth:`PlaySession.undo` takes back decisions **within the current turn, up to the last
  chance step**: dice rolled and cards shuffled are facts at the table, so a decision that
  led to a roll is final (the rules are played, not bargained with);
- :meth:`PlaySession.take_back_turn` takes back **a whole turn**, dice included, for
  hot-seat practice ("let me try that turn again"); with seeded dice the same decisions
  roll the same dice again, so a turn taken back and replayed is the same game.

:meth:`PlaySession.redo` gives back what was taken back, for as long as no other decision
was made. With ``physical=True`` the dice are rolled on a real table and typed in: the
session stops at each roll (:attr:`PlaySession.pending_roll`) until
:meth:`PlaySession.enter_dice` is given the faces; shuffles still come from the seed.

>>> from editor.io.m44 import load
>>> s = PlaySession(load("scenarios/hedgerow-crossroads.m44").scenario, seed=7)
>>> s.seed, s.human_to_move, s.can_undo
(7, True, False)
>>> card = s.legal_actions()[0]
>>> _ = s.apply(card); s.can_undo == (not s.steps[-1].chance)
True
"""

from __future__ import annotations

import os
import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from editor.engine.scenario import Scenario

from .actions import Action, EndlessTurnError, IllegalActionError
from .dice import DiceNeeded, TypedDice, parse_face
from .log import (ADVICE, ADVISOR_MEMORY, AI_MEMORY, GameLog, GameLogError, applying,
                  waits_for_dice)
from .match import Game, Result
from .memory import RecallError, memory, recall
from .players import PLAYERS, Player, make_player
from .state import GameState
from ..words import counted

#: The seat of a person at the table (any other seat name is an AI of :data:`PLAYERS`).
HUMAN = "human"
#: The AI a person asks what it would do (:meth:`PlaySession.advise`).
ADVISOR = "search"


@dataclass(frozen=True)
class Step:
    """One decision of the record."""

    action: Action
    #: Who decided (0 = player 1, 1 = player 2).
    player: int
    #: The player turn it was made in, and whose turn that was.
    turn: int
    active: int
    #: A chance step (dice, shuffle) was resolved after it: it cannot be undone in-turn.
    chance: bool


def parse_faces(text: str) -> tuple[int, ...]:
    """Faces typed by a player: names or short forms separated by spaces or commas
    (``inf flag star``, ``i, g, *``). Raises ``ValueError`` naming the word not understood."""
    out = []
    for word in text.replace(",", " ").split():
        try:
            out.append(parse_face(word))
        except ValueError:
            raise ValueError(f"{word!r} is not a die face (inf, armor, grenade, star, flag)") \
                from None
    return tuple(out)


class _OnGame:
    """What the play panel and the replay viewer read of the game they hold."""

    game: Game

    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def scenario(self) -> Scenario:
        return self.game.setup.scenario


class PlaySession(_OnGame):
    """A game being played from the editor (see the module docstring)."""

    def __init__(self, scenario: Scenario, *, seed: int | None = None,
                 seats: Sequence[str] = (HUMAN, HUMAN), physical: bool = False,
                 max_turns: int | None = None, game: Game | None = None) -> None:
        """``seats``: for player 1 (top) and player 2 (bottom), :data:`HUMAN` or the name
        of an AI of :data:`PLAYERS`. ``seed`` (a random one when ``None``) seeds the dice,
        the shuffles and the AIs; ``physical`` has the dice typed in. ``game`` continues a
        game already built (loading)."""
        for seat in seats:
            if seat != HUMAN and seat not in PLAYERS:
                raise ValueError(f"unknown seat {seat!r} (human, or one of: "
                                 f"{', '.join(sorted(PLAYERS))})")
        if seed is None:
            seed = random.SystemRandom().randrange(1, 1_000_000)
        self.seed = seed
        self.seats: tuple[str, str] = (seats[0], seats[1])
        self.physical = physical
        if game is None:
            dice = TypedDice(seed) if physical else None
            game = Game(scenario, seed=seed, dice=dice, max_turns=max_turns, events=True,
                        undo=True)
        self.game = game
        self.game.players = self.seats
        self.steps: list[Step] = []
        self._redo: list[Step] = []
        self.pending_roll = 0
        self._ais: dict[int, Player] = {}
        #: What each AI seat remembered after its last decision (:mod:`.memory`): saved
        #: with the game, and recalled by the AI of a game loaded (:meth:`from_log`).
        self._memory: dict[int, dict[str, Any]] = {}
        #: The AIs that advise a person, by seat and name (:meth:`advise`).
        self._advisors: dict[tuple[int, str], Player] = {}
        #: What each advisor remembered after its last decision, by seat and name: saved
        #: with the game, and recalled by the advisor of a game loaded.
        self._advisor_memory: dict[tuple[int, str], dict[str, Any]] = {}
        #: The advice given for the game as it stands, by advisor's name (:meth:`advice`):
        #: dropped when the game moves, saved with the game.
        self._advice: dict[str, Action] = {}
        self._check_pending()

    # --- what the play panel reads ---------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.game.over

    def result(self) -> Result:
        return self.game.result()

    def legal_actions(self) -> list[Action]:
        """The legal decisions now ([] while dice are awaited or the game is over)."""
        return [] if self.pending_roll else self.game.legal_actions()

    @property
    def decider(self) -> int:
        """0 or 1: the player to decide now; -1 while dice are awaited or when over."""
        if self.pending_roll or self.game.over:
            return -1
        return self.state.current_player()

    def seat(self, player: int) -> str:
        return self.seats[player]

    def is_human(self, player: int) -> bool:
        return self.seats[player] == HUMAN

    @property
    def human_to_move(self) -> bool:
        p = self.decider
        return p >= 0 and self.is_human(p)

    @property
    def ai_to_move(self) -> bool:
        p = self.decider
        return p >= 0 and not self.is_human(p)

    def ai(self, player: int) -> Player:
        """The AI of a seat, seeded from the session's seed and the seat (so a game
        against the AI replays from its seed); in a game loaded, remembering what it had
        drawn when the game was saved (:meth:`from_log`)."""
        if player not in self._ais:
            ai = make_player(self.seats[player], self.seed * 2 + player)
            if player in self._memory:
                recall(ai, self._memory[player], f"$.{AI_MEMORY}.{player + 1}")
            self._ais[player] = ai
        return self._ais[player]

    # --- playing ----------------------------------------------------------------------------

    def apply(self, action: Action | str, *, replaying: bool = False) -> Action:
        """A decision of the player to move (an :class:`Action` or its notation); raises
        :class:`IllegalActionError` if it is not legal now. ``replaying`` (loading a log)
        keeps the typed dice recorded beyond this decision, and leaves the check to the
        engine's (:meth:`Game.apply`), whose refusal says the step the game stands in and
        the decisions legal there, as the log's replay (``m44 replay``) says it."""
        if self.pending_roll:
            raise IllegalActionError(waits_for_dice(self.pending_roll))
        st = self.state
        a = st.parse(action) if isinstance(action, str) else action
        if not replaying and a not in self.legal_actions():
            raise IllegalActionError(f"{st.describe_action(a)} is not legal now")
        if self._redo and self._redo[-1].action == a:
            self._redo.pop()
        else:
            self._redo.clear()
            if isinstance(self.game.dice, TypedDice) and not replaying:
                self.game.dice.truncate()
        player = st.current_player()
        self._apply(a)
        if player in self._ais and not replaying:
            # at rest: its thought, if it made this decision, is over
            self._memory[player] = memory(self._ais[player])
        return a

    def _apply(self, a: Action) -> None:
        self._advice.clear()  # the game moves: the advice was of its moment
        st = self.state
        player, turn, active = st.current_player(), st.turn, st.active
        before = len(st.history)
        try:
            self.game.apply(a)
        except DiceNeeded as e:
            self.pending_roll = e.n
        chance = any(x.kind in ("roll", "shuffle") for x in st.history[before + 1:])
        self.steps.append(Step(a, player, turn, active, chance or bool(self.pending_roll)))

    def think(self, state: GameState | None = None) -> Action:
        """The AI's choice for the player to move, on ``state`` (a copy, when the choice is
        made on another thread) or on a copy of the game's state, as the play mode's: what
        the greedy policy keeps of one decision for the next (the values of a turn's
        moves) is kept for the state it valued, and a copy at each decision has it kept as
        in a game saved and loaded again, whose AI goes on with the same decisions. It is
        not applied."""
        p = self.decider
        if p < 0 or self.is_human(p):
            raise IllegalActionError("no AI is to move")
        st = state if state is not None else self.state.copy()
        try:
            return self.ai(p).choose(st, st.legal_actions())
        except EndlessTurnError as e:  # in its look-ahead: said of this game
            raise e.of_game(self.seed, self.state.turn) from None

    def advisor(self, player: int, name: str = ADVISOR) -> Player:
        """The AI ``name`` that advises the person at seat ``player``: kept for the game
        and seeded from the session's seed and the seat, so the same game gets the same
        advice; in a game loaded, remembering what it had drawn when the game was saved
        (:meth:`from_log`). It plays fair, as an AI seat does: it decides from what that
        player could know (the search samples the opponent's hand and the deck's order,
        never reads them)."""
        key = (player, name)
        if key not in self._advisors:
            self._advisors[key] = make_player(name, self.seed * 2 + player)
        return self._advisors[key]

    def advice(self, name: str = ADVISOR) -> Action | None:
        """The advice the AI ``name`` gave for the game as it stands, if any: what
        :meth:`advise` gives again until the game moves (a decision, an undo, a redo)."""
        return self._advice.get(name)

    def advise(self, name: str = ADVISOR) -> Action:
        """What the AI ``name`` would decide for the person to decide now (not applied).
        Asked again before the game moves, the advice given is given again, the advisor
        drawing nothing (the search samples: asked anew, its answer may differ)."""
        p = self._person()
        given = self._advice.get(name)
        if given is not None:
            return given
        st = self.state.copy()
        try:
            action = self.advisor(p, name).choose(st, st.legal_actions())
        except EndlessTurnError as e:  # in its look-ahead: said of this game
            raise e.of_game(self.seed, self.state.turn) from None
        self.advised(p, action, name)
        return action

    def advised(self, player: int, action: Action | None, name: str = ADVISOR) -> None:
        """The advisor ``name`` of seat ``player`` decided, and is at rest: what it has drawn
        is remembered (saved with the game), and ``action`` is its advice for the game as
        it stands, given again by :meth:`advise` until the game moves; ``None`` when its
        answer came after the game moved (or it failed): no advice. The play mode asks its
        advisor on another thread and tells the session so. Raises
        :class:`IllegalActionError` for advice to nobody to decide, or not legal now."""
        self._advisor_memory[(player, name)] = memory(self.advisor(player, name))
        if action is not None:
            self._give(player, action, name)

    def _person(self) -> int:
        """The person to decide now; :class:`IllegalActionError` when none is."""
        p = self.decider
        if p < 0 or not self.is_human(p):
            raise IllegalActionError("no person is to decide")
        return p

    def _give(self, player: int, action: Action, name: str) -> None:
        if self._person() != player:
            raise IllegalActionError(f"player {player + 1} is not to decide")
        if action not in self.legal_actions():
            raise IllegalActionError(
                f"{self.state.describe_action(action)} is not legal now")
        self._advice[name] = action

    def ai_move(self) -> Action:
        """Let the AI of the seat to move decide, and apply its decision."""
        return self.apply(self.think())

    def enter_dice(self, faces: Sequence[int] | str) -> None:
        """The faces rolled at the table for the pending roll (physical dice)."""
        if isinstance(faces, str):
            faces = parse_faces(faces)
        if not self.pending_roll:
            raise IllegalActionError("no dice are awaited")
        if len(faces) != self.pending_roll:
            raise IllegalActionError(f"{counted(self.pending_roll, 'die', 'dice')} awaited, "
                                     f"{len(faces)} given")
        dice = self.game.dice
        assert isinstance(dice, TypedDice)
        dice.add(faces)
        self.pending_roll = 0
        self._check_pending()

    def _check_pending(self) -> None:
        try:
            self.game.resume()
        except DiceNeeded as e:
            self.pending_roll = e.n

    # --- taking back ------------------------------------------------------------------------

    def _undo_floor(self) -> int:
        """The first step that may be undone in-turn: after the last chance step, and in the
        turn now being played."""
        turn = self.state.turn
        floor = len(self.steps)
        for i in range(len(self.steps) - 1, -1, -1):
            s = self.steps[i]
            if s.chance or s.turn != turn:
                break
            floor = i
        return floor

    def _undoable(self) -> list[int]:
        """Indices of the steps one :meth:`undo` takes back: back to the last decision of a
        person (an AI's decisions since are taken back with it, or the AI would only make
        them again)."""
        floor = self._undo_floor()
        out: list[int] = []
        for i in range(len(self.steps) - 1, floor - 1, -1):
            out.append(i)
            if self.is_human(self.steps[i].player):
                return out
        return []

    @property
    def can_undo(self) -> bool:
        return bool(self._undoable()) and not self.pending_roll

    def undo(self) -> list[Action]:
        """Take back the last decision of a person in this turn (not past a roll or a
        shuffle). Returns the actions taken back, last first."""
        idx = self._undoable()
        if not idx or self.pending_roll:
            raise IllegalActionError("nothing to undo in this turn since the last roll")
        return self._pop(len(idx))

    def _pop(self, n: int) -> list[Action]:
        self._advice.clear()
        out = []
        for _ in range(n):
            self.game.undo()
            step = self.steps.pop()
            self._redo.append(step)
            out.append(step.action)
        self.pending_roll = 0
        self._check_pending()
        return out

    def _turn_start(self) -> int | None:
        """Index of the first step of the turn :meth:`take_back_turn` takes back: the
        latest turn of a person's own (the turn now played if a decision was made in it,
        else the one before)."""
        for i in range(len(self.steps) - 1, -1, -1):
            s = self.steps[i]
            if self.is_human(s.active):
                t = s.turn
                j = i
                while j > 0 and self.steps[j - 1].turn == t:
                    j -= 1
                return j
        return None

    @property
    def can_take_back_turn(self) -> bool:
        return self._turn_start() is not None

    def take_back_turn(self) -> list[Action]:
        """Take back every decision of the latest turn of a person, dice and shuffles
        included: the game stands at that turn's card choice again."""
        j = self._turn_start()
        if j is None:
            raise IllegalActionError("no turn of a person to take back")
        return self._pop(len(self.steps) - j)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo) and not self.pending_roll

    @property
    def redo_next(self) -> Action | None:
        """The decision :meth:`redo` would give back first (the last one undone), if any."""
        return self._redo[-1].action if self.can_redo else None

    def redo(self) -> list[Action]:
        """Give back what undo took: the next decision of a person, with the AI's decisions
        that followed it."""
        if not self.can_redo:
            raise IllegalActionError("nothing to redo")
        out = []
        while self._redo:
            step = self._redo.pop()
            self._apply(step.action)
            out.append(step.action)
            if self.pending_roll or not self._redo or self.is_human(self._redo[-1].player):
                break
        return out

    # --- saving, loading --------------------------------------------------------------------

    def log(self) -> GameLog:
        """The game as a replayable log (``m44 replay`` reads it)."""
        log = self.game.log()
        log.players = self.seats
        if self.physical:
            log.extra = {"physical_dice": True, "shuffle_seed": self.seed}
        else:
            log.extra = {}
        if self._memory:
            log.extra[AI_MEMORY] = {str(p + 1): m for p, m in sorted(self._memory.items())}
        if self._advisor_memory:
            log.extra[ADVISOR_MEMORY] = {
                str(p + 1): {n: m for (q, n), m in sorted(self._advisor_memory.items())
                             if q == p}
                for p in sorted({p for p, _n in self._advisor_memory})}
        if self._advice:
            log.extra[ADVICE] = {n: self.state.notation(a)
                                 for n, a in sorted(self._advice.items())}
        return log

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the log atomically (a game in progress loads and goes on)."""
        from editor.io.files import atomic_write

        atomic_write(Path(path), (self.log().dumps() + "\n").encode("utf-8"), backup=False)

    @classmethod
    def from_log(cls, log: GameLog) -> PlaySession:
        """The game of a log, every decision applied again, ready to go on (a finished game
        is simply over). Raises :class:`GameLogError` when a decision does not replay."""
        physical = log.dice_typed_in
        seed = log.shuffle_seed if physical else log.seed
        game = log.new_game(events=True, undo=True)  # its dice and deal, as the replay's
        seats = tuple(p if p == HUMAN or p in PLAYERS else HUMAN for p in log.players)
        session = cls(log.scenario, seed=seed if seed is not None else 0, seats=seats,
                      physical=physical, game=game)
        session._recall(log.extra.get(AI_MEMORY))
        session._recall_advisors(log.extra.get(ADVISOR_MEMORY))
        for n, text in enumerate(log.actions, 1):
            with applying(n, text, log=log):
                session.apply(text, replaying=True)
        session._recall_advice(log.extra.get(ADVICE))
        return session

    def _recall(self, said: Any) -> None:
        """The AI seats' memory a log holds (``"ai_memory": {"2": {...}}``, by player),
        recalled by each AI, made now so that a memory it cannot recall is refused with the
        log."""
        if said is None:
            return
        if not isinstance(said, dict) or not all(k in ("1", "2") for k in said):
            raise GameLogError(f'at $.{AI_MEMORY}: expected an object of players, "1" or '
                               '"2"')
        try:
            for key, m in said.items():
                p = int(key) - 1
                if not self.is_human(p):
                    self._memory[p] = m
                    self.ai(p)
        except RecallError as e:
            raise GameLogError(str(e)) from None

    def _recall_advisors(self, said: Any) -> None:
        """The advisors' memory a log holds (``"advisor_memory": {"1": {"search": {...}}}``,
        by player and name), recalled by each advisor, made now so that a memory it cannot
        recall is refused with the log."""
        if said is None:
            return
        if not isinstance(said, dict) or not all(k in ("1", "2") for k in said):
            raise GameLogError(f'at $.{ADVISOR_MEMORY}: expected an object of players, "1" '
                               'or "2"')
        for key, by_name in said.items():
            place = f"$.{ADVISOR_MEMORY}.{key}"
            if not isinstance(by_name, dict):
                raise GameLogError(f"at {place}: expected an object of advisors by name")
            p = int(key) - 1
            for name, m in by_name.items():
                advisor = self._known_advisor(p, name)
                if advisor is None:
                    continue
                try:
                    recall(advisor, m, f"{place}.{name}")
                except RecallError as e:
                    raise GameLogError(str(e)) from None
                self._advisor_memory[(p, name)] = m

    def _known_advisor(self, player: int, name: str) -> Player | None:
        """The advisor ``name`` of seat ``player``, ``None`` when this version has no AI of
        that name (a later version's advisor, a name since dropped): its memory and advice
        in a saved game are passed over, the advisors playing no part in the game."""
        try:
            return self.advisor(player, name)
        except ValueError:
            return None

    def _recall_advice(self, said: Any) -> None:
        """The advice a log holds for the game as it stood (``"advice": {"search": "move e6
        d4"}``), given again when asked again before the game moves; refused when it is
        not a decision the person to decide may take (passed over for an advisor this
        version does not know)."""
        if said is None:
            return
        if not isinstance(said, dict):
            raise GameLogError(f"at $.{ADVICE}: expected an object of advisors by name")
        for name, text in said.items():
            place = f"$.{ADVICE}.{name}"
            try:
                p = self._person()
            except IllegalActionError as e:
                raise GameLogError(f"at {place}: {e}") from None
            if self._known_advisor(p, name) is None:
                continue
            if not isinstance(text, str):
                raise GameLogError(f"at {place}: expected a decision in notation")
            try:
                self._give(p, self.state.parse(text), name)
            except ValueError as e:  # (an IllegalActionError too)
                raise GameLogError(f"at {place}: {e}") from None

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> PlaySession:
        return cls.from_log(GameLog.load(path))


class Replay(_OnGame):
    """A finished (or saved) game to step through: :meth:`seek` to any decision, back and
    forth, as the replay viewer's slider does.

    >>> from editor.io.m44 import load
    >>> s = PlaySession(load("scenarios/oyster-green.m44").scenario, seed=2,
    ...                 seats=("random", "random"))
    >>> for _ in range(30): _ = s.ai_move()
    >>> r = Replay(s.log()); r.seek(30); r.state.digest() == s.state.digest()
    True
    >>> r.seek(0); r.position
    0
    """

    def __init__(self, log: GameLog) -> None:
        self.log = log
        self.game = log.new_game(events=True, undo=True)
        self.actions = list(log.actions)
        self.position = 0

    def __len__(self) -> int:
        return len(self.actions)

    def seek(self, n: int) -> None:
        """Stand after the first ``n`` decisions (0: the start)."""
        n = max(0, min(n, len(self.actions)))
        while self.position > n:
            self.game.undo()
            self.position -= 1
        while self.position < n:
            text = self.actions[self.position]
            with applying(self.position + 1, text, len(self.actions), self.log):
                self.game.apply(self.game.state.parse(text))
            self.position += 1

    def describe(self, n: int) -> str:
        """Decision ``n`` (1-based) in notation."""
        return self.actions[n - 1]

