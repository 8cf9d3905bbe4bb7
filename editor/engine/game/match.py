"""A game with its dice source and its record: what the playtest panel, the simulations and
the scripted tests drive.

:class:`Game` owns a :class:`~editor.engine.game.state.GameState`, answers every chance step
from its :class:`~editor.engine.game.dice.DiceSource` (seeded by default), records the
players' decisions (the chance outcomes follow from the seed) and can undo them (the dice
source is rewound too, so the record still replays)::

    game = Game(scenario, seed=7)
    game.legal_actions()                  # [Action('play', 3), ...]
    game.play("play probe-center")        # notation or Action
    game.ai_move(GreedyPlayer(seed=1))    # let a player decide
    game.undo()
    game.run(RandomPlayer(1), RandomPlayer(2))
    game.log().save("game.json")          # replay with `m44 replay game.json`

>>> from editor.io.m44 import load
>>> g = Game(load("scenarios/oyster-green.m44").scenario, seed=3)
>>> g.state.current_player() in (0, 1), g.state.turn
(True, 1)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from editor.engine.scenario import Scenario

from .actions import DONE_KINDS, ROLL, SHUFFLE, Action, EndlessTurnError, IllegalActionError, make
from .dice import DiceSource, ScriptedDice, SeededDice
from .state import CHANCE, DRAW, TERMINAL, GameState
from .tables import Setup

if TYPE_CHECKING:
    from .log import GameLog
    from .players import Player

#: The reason a :class:`Result` gives of a game not over yet.
NOT_OVER = "not over"


@dataclass(frozen=True)
class Result:
    """How a game ended."""

    #: 0 (player 1), 1 (player 2), or ``None`` for a draw at the turn cap / a game not over.
    winner: int | None
    #: The winning side's name (``AXIS``/``ALLIES``), or ``None``.
    side: str | None
    reason: str
    #: Player turns played.
    turns: int
    medals: tuple[int, int]
    #: How it ended: ``medals``, ``objectives``, ``exits``, ``sudden-death``, ``no-units``,
    #: ``turn-cap`` (:data:`~editor.engine.game.state.HOW`), or ``""`` when not over.
    how: str = ""


class Game:
    """A game in progress with its dice source and its record (see the module docstring)."""

    def __init__(self, scenario: Scenario | Setup, *, seed: int | None = None,
                 dice: DiceSource | None = None, hands: Sequence[Sequence[int]] | None = None,
                 deck: Sequence[int] | None = None, first_player: int | None = None,
                 max_turns: int | None = None, events: bool = True, undo: bool = True) -> None:
        """``scenario`` (or a prepared :class:`Setup`, shared by many games); ``seed`` for
        the default seeded dice, or an explicit ``dice`` source (e.g. scripted); ``hands``,
        ``deck`` and ``first_player`` (0/1) to set the deal; ``events`` to keep the readable
        account; ``undo`` to allow :meth:`undo` (simulations turn both off for speed)."""
        if isinstance(scenario, Setup):
            setup = scenario
            if max_turns is not None and max_turns != setup.max_turns:
                setup = Setup(scenario.scenario, max_turns=max_turns)
        else:
            setup = Setup(scenario, **({"max_turns": max_turns} if max_turns else {}))
        self.setup = setup
        self.seed = seed
        self.dice: DiceSource = dice if dice is not None else SeededDice(seed)
        self.hands = None if hands is None else [list(h) for h in hands]
        self.deck = None if deck is None else list(deck)
        self.first_player = first_player
        self.players: tuple[str, str] = ("human", "human")
        self._undo = undo
        self.state = GameState(setup, hands=hands, deck=deck, first_player=first_player,
                               events=events, undo=undo)
        #: The players' decisions, in order (the chance steps are not recorded).
        self.actions: list[Action] = []
        #: The digest of the state at the end of each player turn played (the next turn
        #: begun, its chance steps answered), which the log records to say where a replay
        #: first differs (``GameLog.turn_digests``): kept by a game with undo (the play
        #: mode's, a script's), ``None`` in the simulations' games, which need none.
        self.turn_digests: list[str] | None = [] if undo else None
        self._marks: list[tuple[int, object]] = []
        self._resolve_chance()

    # --- playing -------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        return self.state.legal_actions()

    @property
    def over(self) -> bool:
        return self.state.is_over

    def apply(self, action: Action) -> None:
        """Apply a player's decision (exactly; see :meth:`play` for scripts), then roll and
        shuffle whatever the rules call for."""
        st = self.state
        if st.current_player() < 0:
            raise IllegalActionError("the game is over" if st.is_over else "a chance step "
                                     "is pending")
        if self._undo:
            mark = getattr(self.dice, "mark", None)
            self._marks.append((len(st._marks), mark() if mark else None))
        try:
            st.apply(action)
            self.actions.append(action)
            self._resolve_chance()
        except EndlessTurnError as e:  # named with the game's seed
            raise e.of_game(self.seed, self.state.turn) from None
        self._turn_ended()

    def _turn_ended(self) -> None:
        """The digest of each turn ended since (:attr:`turn_digests`): a turn's end comes
        with the decision, or the chance step, that began the next."""
        digests = self.turn_digests
        if digests is not None and len(digests) < self.state.turn - 1:
            digest = self.state.digest()
            while len(digests) < self.state.turn - 1:
                digests.append(digest)

    def play(self, action: Action | str) -> Action:
        """Apply a decision given as an :class:`Action` or in notation (``move E5 E6``).

        Lenient for scripts, in two ways. An action the rules already took by themselves
        since the last decision (it was the only possibility: a retreat with one end, the
        orders when every unit fits, the only card that can be played...) is accepted as
        done. And when the action is not legal yet but the current decision has exactly one
        "done" choice (``orders done``, ``moves done``, ``battles done``, ``no overrun``,
        ``no ambush``, ``hold``, ``targets done``), that choice is taken first, as often as
        needed. Returns the action."""
        st = self.state
        a = st.parse(action) if isinstance(action, str) else action
        before = len(self.actions)
        for _ in range(64):
            legal = st.legal_actions()
            if a in legal:
                self.apply(a)
                return a
            if a in st.auto_taken:
                return a
            dones = [x for x in legal if x.kind in DONE_KINDS]
            if len(dones) != 1 or st.current_player() < 0:
                break
            self.apply(dones[0])
        # Not legal even after the "done" steps: take them back, then say why.
        if self._undo:
            while len(self.actions) > before:
                self.undo()
        legal = st.legal_actions()
        raise IllegalActionError(
            f"{st.describe_action(a)} is not legal now (turn {st.turn}, {st.phase}, "
            f"{'game over' if st.is_over else 'player ' + str(st.current_player() + 1)} to "
            f"decide); legal: {', '.join(st.notation(x) for x in legal) or 'nothing'}")

    def ai_move(self, player: Player) -> Action:
        """Let ``player`` choose the current decision and apply it."""
        legal = self.state.legal_actions()
        try:
            a = player.choose(self.state, legal)
        except EndlessTurnError as e:  # in the player's look-ahead
            raise e.of_game(self.seed, self.state.turn) from None
        self.apply(a)
        return a

    def run(self, first: Player, second: Player) -> Result:
        """Play to the end: ``first`` decides for player 1 (top), ``second`` for player 2.
        A turn that never ends (a bug of the rules) raises :class:`EndlessTurnError`
        naming the scenario, this game's seed and the turn, rather than hang."""
        self.players = (first.name, second.name)
        try:
            return self._run((first, second))
        except EndlessTurnError as e:
            raise e.of_game(self.seed, self.state.turn) from None

    def _run(self, players: tuple[Player, Player]) -> Result:
        st = self.state
        if self._undo:
            while True:
                p = st.current_player()
                if p < 0:
                    break
                self.apply(players[p].choose(st, st.legal_actions()))
            return self.result()
        # The fast loop of simulations: no undo marks, actions taken from the legal list.
        dice = self.dice
        record = self.actions.append
        while True:
            p = st.current_player()
            if p >= 0:
                a = players[p].choose(st, st.legal_actions())
                record(a)
                st.apply(a, check=False)
            elif p == CHANCE:
                ch = st.chance
                assert ch is not None
                if ch.kind == ROLL:
                    st.apply(make(ROLL, dice.roll(ch.dice)), check=False)
                else:
                    st.apply(make(SHUFFLE, dice.shuffle(ch.cards)), check=False)
            else:
                break
        return self.result()

    def undo(self) -> Action:
        """Take back the last decision (and the dice it led to)."""
        if not self._undo:
            raise IllegalActionError("this game was started without undo")
        if not self.actions:
            raise IllegalActionError("nothing to undo")
        n, mark = self._marks.pop()
        st = self.state
        while len(st._marks) > n:
            st.pop()
        rewind = getattr(self.dice, "rewind", None)
        if rewind is not None and mark is not None:
            rewind(mark)
        if self.turn_digests is not None:
            del self.turn_digests[max(0, st.turn - 1):]
        return self.actions.pop()

    def resume(self) -> None:
        """Answer the pending chance steps now: for a dice source that had to wait for its
        answer (dice rolled at a real table and typed in) and raised instead of answering."""
        self._resolve_chance()
        self._turn_ended()

    def _resolve_chance(self) -> None:
        st = self.state
        dice = self.dice
        while st.current_player() == CHANCE:
            ch = st.chance
            assert ch is not None
            if ch.kind == ROLL:
                st.apply(make(ROLL, dice.roll(ch.dice)))
            else:
                st.apply(make(SHUFFLE, dice.shuffle(ch.cards)))

    # --- the outcome ---------------------------------------------------------------------

    def result(self) -> Result:
        st = self.state
        w = st.winner
        medals = (st.medals(0), st.medals(1))
        if st.current_player() != TERMINAL:
            return Result(None, None, NOT_OVER, st.turn, medals)
        if w == DRAW:
            return Result(None, None, st.reason, st.turn, medals, st.how)
        return Result(w, self.setup.sides[w].value, st.reason, st.turn, medals, st.how)

    def log(self) -> GameLog:
        """The record of this game, from which it replays (:mod:`.log`)."""
        from .log import GameLog

        return GameLog.of(self)

    @property
    def scripted_dice(self) -> ScriptedDice | None:
        return self.dice if isinstance(self.dice, ScriptedDice) else None
