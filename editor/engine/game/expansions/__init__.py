"""Expansions: rules that only some scenarios use, each in its own module, acting at the
points of the turn sequence that :class:`~editor.engine.game.state.GameState` offers.

A scenario without an expansion's pieces pays nothing: :func:`expansions_of` builds only
the expansions the scenario needs (``Setup.expansions``), and the state calls its hooks
only when that tuple is not empty (one truth test on the paths below).

The hooks, in the order of a turn:

- :meth:`Expansion.start` — when a game state is created: the expansion's own per-game
  fields, set on the state (lists, so that ``copy()``, equality and the undo journal cover
  them; writes go through ``state._w``);
- :meth:`Expansion.reach` — the moves of an ordered unit: ``None`` leaves the base rules,
  a dict (``{hex: steps * 2 + can_battle}``) replaces them for this unit;
- :meth:`Expansion.relocated` — a unit has just changed hex by a move, a retreat or taking
  ground, or left the board (``dest == -1``: eliminated, exited, removed);
- :meth:`Expansion.battle_actions` — more actions of the battle phase;
- :meth:`Expansion.declared` — a battle was declared by unit ``u`` on ``t``;
- :meth:`Expansion.retreat_water` — hexes a retreating unit may retreat onto although the
  base rules forbid them (ocean, for a unit in a landing craft);
- :attr:`Expansion.kinds` and :meth:`Expansion.dispatch` — the expansion's own actions.
- :meth:`Expansion.view` — the position as a scenario (``GameState.to_scenario``: the play
  mode's board, the rules engine's questions) shows the expansion's pieces where they are.

>>> from editor.engine.scenario import Scenario, Hex, Unit
>>> from editor.engine.board import Coord
>>> from editor.engine.game.tables import Setup
>>> s = Scenario(); s.set_hex(Coord(4, 4), Hex(unit=Unit("infus")))
>>> Setup(s).expansions
()
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..actions import Action, IllegalActionError

if TYPE_CHECKING:  # pragma: no cover
    from editor.engine.scenario import Scenario

    from ..state import GameState
    from ..tables import Setup


class Expansion:
    """The hooks an expansion may implement; each does nothing by default."""

    #: Action kinds the expansion answers in :meth:`dispatch`.
    kinds: frozenset[str] = frozenset()

    @classmethod
    def build(cls, setup: Setup) -> Expansion | None:
        """The expansion for this scenario, or ``None`` when the scenario has none of its
        pieces (then it costs nothing)."""
        return None

    def start(self, st: GameState) -> None:
        """Add the expansion's per-game fields to a new state."""

    def reach(self, st: GameState, u: int, mode: int) -> dict[int, int] | None:
        """The moves of ``u`` ordered in ``mode`` when the expansion rules them, else
        ``None``."""
        return None

    def relocated(self, st: GameState, u: int, src: int, dest: int) -> None:
        """``u`` has just gone from ``src`` to ``dest`` (-1: off the board)."""

    def battle_actions(self, st: GameState) -> list[Action]:
        """More actions of the active player's battle phase."""
        return []

    def declared(self, st: GameState, u: int, t: int) -> None:
        """``u`` has just declared a battle on ``t``."""

    def retreat_water(self, st: GameState, t: int) -> Sequence[bool] | None:
        """Per hex, whether unit ``t`` may retreat onto it although the terrain forbids
        retreats into it (``None``: the base rules)."""
        return None

    def view(self, st: GameState, scenario: Scenario) -> None:
        """Put the expansion's pieces where they are now on ``scenario`` (a fresh copy of
        the position, changed in place)."""

    def dispatch(self, st: GameState, a: Action) -> None:
        """Play one of the expansion's own actions (its kind is in :attr:`kinds`)."""
        raise IllegalActionError(f"{a.kind} is not an action of {type(self).__name__}")


def expansions_of(setup: Setup) -> tuple[Expansion, ...]:
    """The expansions the scenario of ``setup`` uses, built on its tables."""
    from .landing_craft import LandingCraft
    from .resupply import Resupply

    out: list[Expansion] = []
    for cls in (Resupply, LandingCraft):
        x = cls.build(setup)
        if x is not None:
            out.append(x)
    return tuple(out)

