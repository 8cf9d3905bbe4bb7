"""Actions: every decision of a game, and the chance steps, as small immutable tuples.

An :class:`Action` is ``(kind, a, b)``: ``kind`` one of the strings below, ``a`` and ``b``
hex numbers (of the game's :class:`~editor.engine.game.tables.Setup`), card kinds, or, for
chance steps, the rolled faces / the shuffled pile. Tuples keep the hot loop fast; the
notation (``move E5 E6``) is what people, logs and tests read and write
(:meth:`GameState.notation <editor.engine.game.state.GameState.notation>` and
:meth:`GameState.parse <editor.engine.game.state.GameState.parse>`).

==================  =============================  =====================================
kind                notation                       decision
==================  =============================  =====================================
``play``            ``play probe-left``            the card to play
``section``         ``section left``               Infantry Assault's section
``order``           ``order E5``                   order the unit on E5
``orders-done``     ``orders done``                order no more units
``target``          ``target F7``                  Air Power / Barrage target
``targets-done``    ``targets done``               Air Power: no more targets
``move``            ``move E5 E6`` / ``move E5 exit``  move (or exit the board)
``moves-done``      ``moves done``                 no more moves
``battle``          ``battle E6 F7``               battle (also an Armor Overrun)
``battles-done``    ``battles done``               no more battles
``clear``           ``clear E6``                   remove the wire on E6 (its unit's battle)
``resupply``        ``resupply E5 F6``             Half-track on E5 gives F6 a figure (003)
``no-overrun``      ``no overrun``                 decline the Armor Overrun battle
``ambush``          ``ambush``                     play Ambush against this close assault
``no-ambush``       ``no ambush``                  let it be
``retreat``         ``retreat F8``                 where the retreat ends
``take-ground``     ``take ground``                advance into the vacated hex
``hold``            ``hold``                       stay
``keep``            ``keep attack-left``           Recon: the card kept of the two drawn
``sortie``          ``sortie`` / ``sortie E5``     Air rules: an Air Sortie (a fresh airplane,
                    ``sortie air-power [E5]``      or the airborne one on E5); an equivalent
``sortie-with``     ``sortie with probe-left``     an Air Sortie with a section card (the
                    ``sortie with pincer-move left``  section, for a card of several; the
                    ``sortie with probe-left B3``  airborne airplane it orders)
``enter``           ``enter E3``                   the airplane flying in ends on E3
``launch``          ``launch G3 G7``               an airplane takes off from G3's markers
``strafe``          ``strafe E3 e4 E5 e6``         fly over e4 E5 to e6, strafing (``edge``:
                                                   flying in)
``kamikaze``        ``kamikaze E3 e6``             the Zero dives on e6
``rescue``          ``rescue E7 E5``               the Storch takes E5's unit off
``roll``            ``roll inf flag star``         chance: the dice rolled
``shuffle``         ``shuffle probe-left ...``     chance: the new pile, top first
==================  =============================  =====================================
"""

from __future__ import annotations

from typing import Any, Final, NamedTuple

#: Move destination meaning "off the board through an exit hex".
EXIT: Final = -1

PLAY: Final = "play"
SECTION: Final = "section"
ORDER: Final = "order"
ORDERS_DONE: Final = "orders-done"
TARGET: Final = "target"
TARGETS_DONE: Final = "targets-done"
MOVE: Final = "move"
MOVES_DONE: Final = "moves-done"
BATTLE: Final = "battle"
BATTLES_DONE: Final = "battles-done"
CLEAR: Final = "clear"
RESUPPLY: Final = "resupply"
NO_OVERRUN: Final = "no-overrun"
AMBUSH: Final = "ambush"
NO_AMBUSH: Final = "no-ambush"
RETREAT: Final = "retreat"
TAKE_GROUND: Final = "take-ground"
HOLD: Final = "hold"
KEEP: Final = "keep"
ROLL: Final = "roll"
SHUFFLE: Final = "shuffle"

CHANCE_KINDS = frozenset({ROLL, SHUFFLE})
#: Actions that end a phase without doing anything: a script may leave them out
#: (:meth:`editor.engine.game.match.Game.play` takes them when needed).
DONE_KINDS = frozenset({ORDERS_DONE, TARGETS_DONE, MOVES_DONE, BATTLES_DONE, NO_OVERRUN,
                        NO_AMBUSH, HOLD})


class Action(NamedTuple):
    """One decision or chance outcome: ``(kind, a, b)``."""

    kind: str
    a: Any = None
    b: Any = None


#: Builds an :class:`Action` from a ``(kind, a, b)`` tuple without the keyword handling of
#: the class call (the hot loops make thousands).
def make(kind: str, a: Any = None, b: Any = None) -> Action:
    return _new(Action, (kind, a, b))


_new = tuple.__new__


def shared(cache: dict[int, Action], key: int, kind: str, a: int, b: int | None) -> Action:
    """The action ``(kind, a, b)`` of ``cache`` (made on first use). The turn sequence keeps
    the actions it offers most in such caches (the moves, orders, battles and card plays),
    each made once and shared by every game: an action is an immutable tuple, and a game
    offers thousands of them among a few hundred distinct ones; making a tuple of the
    Action class costs more than finding it. A cache is keyed by hex (``a``) and, for two
    hexes, ``a << 12 | b & 4095`` (``b`` may be :data:`EXIT`, -1)."""
    act = cache.get(key)
    if act is None:
        act = cache[key] = _new(Action, (kind, a, b))
    return act


class IllegalActionError(ValueError):
    """An action that is not legal in the current state (or notation that names none)."""

    def __reduce__(self) -> tuple[Any, ...]:
        # pickled by its arguments: compiled, it has no __dict__, which the reducer Dask
        # installs for every exception class (tblib's) reads otherwise (EndlessTurnError,
        # compiled with a __dict__, needs none)
        return type(self), self.args


#: The most actions (decisions, chance steps and the decisions the rules take alone) one
#: player turn may take: far above any turn the rules allow (the longest the game fuzzer
#: met is under 100; docs/RELIABILITY.md), so that only a rule that never lets the turn end
#: reaches it.
MAX_TURN_ACTIONS: Final = 5000


class EndlessTurnError(Exception):
    """A turn ran past :data:`MAX_TURN_ACTIONS` actions: a rule of the engine never lets it
    end (a bug), and the game is stopped there rather than hang whatever plays it (a
    simulation, the search's look-ahead, the play mode's AI). The state is not to be
    played on. Its message names the scenario, the game's seed (once known: the
    :class:`~editor.engine.game.match.Game` playing it adds it, :meth:`of_game`) and the
    turn."""

    def __init__(self, scenario: str, turn: int, last: str = "",
                 seed: int | None = None) -> None:
        super().__init__(scenario, turn, last, seed)
        self.scenario = scenario
        self.turn = turn
        self.last = last
        self.seed = seed

    def of_game(self, seed: int | None, turn: int) -> EndlessTurnError:
        """The same error said of the game being played, its seed and its turn: where the
        endless turn came up in a game that a player played out in its head (the search's
        look-ahead and study), the game to play again to meet it is the one it was
        thinking in."""
        return EndlessTurnError(self.scenario, turn, self.last, seed)

    def __str__(self) -> str:
        seed = "" if self.seed is None else f", seed {self.seed}"
        last = f" (the last: {self.last})" if self.last else ""
        return (f"the game of {self.scenario}{seed} does not end: turn {self.turn} ran past "
                f"{MAX_TURN_ACTIONS} actions{last}; a bug of the engine, stopped there")
