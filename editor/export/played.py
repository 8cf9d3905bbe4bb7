"""What the engine plays of a scenario, read once for a briefing so that the briefing says
what the battle engine and the checks say (Qt-free).

The source of truth is the engine's own: the game's static tables
(:class:`~editor.engine.game.tables.Setup`: objectives, exits, sudden deaths and the
expansions a scenario needs, as the games play them). The words are the briefing's
(``content.py``, ``legend.py``).

>>> from editor.engine.board import Coord, Face
>>> from editor.engine.scenario import Hex, Piece, Scenario, Unit
>>> s = Scenario(face=Face.BEACH)
>>> s.set_hex(Coord(8, 12), Hex(rect_terrain=Piece("barge"), unit=Unit("infus")))
>>> s.set_hex(Coord(8, 14), Hex(rect_terrain=Piece("barge")))
>>> sorted(played(s).aboard)
[Coord(row=8, col=12)]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from editor.engine.board import Coord, Side
from editor.engine.scenario import Scenario
from editor.engine.scenario import SuddenDeath as SuddenDeathCondition

if TYPE_CHECKING:  # pragma: no cover
    from editor.engine.game.tables import Setup, SuddenDeath


@dataclass(frozen=True)
class Played:
    """What the engine plays of one scenario (a snapshot: read when made)."""

    scenario: Scenario
    setup: Setup

    @property
    def landing_craft(self) -> str:
        """The name of the landing craft's piece (a ``rect_terrain``)."""
        from editor.engine.game.expansions.landing_craft import LANDING_CRAFT

        return LANDING_CRAFT

    def hexes(self, names: Iterable[str]) -> tuple[Coord, ...]:
        """The hexes of a group of hex names as the engine reads it (``Setup.hex_of``): the
        names that are no hex of this board are left out.

        >>> played(Scenario()).hexes(["E6", "e6", "A1"])
        (Coord(row=3, col=9), Coord(row=8, col=0))
        """
        from editor.engine.board import HexNameError

        found = set()
        for name in names:
            try:
                found.add(self.setup.coords[self.setup.hex_of(name)])
            except HexNameError:
                continue  # the checks report it; the game plays over the others
        return tuple(sorted(found))

    def sudden_deaths(self) -> list[tuple[SuddenDeathCondition, SuddenDeath | None]]:
        """Each sudden death of the file, with the engine's as it plays it (``None``: the
        game does not play it: it names no side, or no hex of the board)."""
        engine = list(self.setup.sudden_deaths)
        out: list[tuple[SuddenDeathCondition, SuddenDeath | None]] = []
        for sd in self.scenario.game_info.sudden_deaths():
            # the engine keeps the file's order and leaves out what it does not play
            hexes = tuple(sorted(self.setup.index[c] for c in self.hexes(sd.group)))
            player = self.scenario.game_info.player_of(sd.side) if sd.side else None
            if engine and player is not None and (engine[0].player, engine[0].hexes) == \
                    (player - 1, hexes):
                out.append((sd, engine.pop(0)))
            else:
                out.append((sd, None))
        return out

    @cached_property
    def options_not_played(self) -> tuple[str, ...]:
        """The keys of the options the file switches on that the engine does not play, in
        the file's order, as ``unplayed-option`` reports them (``m44 validate``, ``m44
        simulate``'s notes): those the briefing says are not played (on the Special Rules'
        options' line, or at the pieces whose rules they tune)."""
        from editor.engine.checks.text import unplayed_options

        return tuple(unplayed_options(self.scenario))

    @cached_property
    def ready(self) -> dict[Coord, int]:
        """The Ready-to-Take-off markers the game plays (the Air rules in effect, on an
        airfield or carrier, alone or under an airplane of their side): hex → markers."""
        from editor.engine.game.expansions.air import Air

        S = self.setup
        out: dict[Coord, int] = {}
        for air in (e for e in S.expansions if isinstance(e, Air)):
            for u in S.units:
                # an airplane on the ground launches 1 (itself) and a marker's each
                markers = air.ready[u.uid] - (0 if air.standin[u.uid] else 1)
                if u.start >= 0 and markers > 0:
                    out[S.coords[u.start]] = markers
        return out

    @cached_property
    def unready(self) -> dict[Coord, str]:
        """The Ready-to-Take-off markers the game does not play: hex → why, a key of
        :data:`~editor.engine.air_rules.READY_PROBLEMS` (the reasons of the check
        ``ready-markers``: ``off_field``...), or ``other`` when the game leaves them out
        for none of them."""
        from editor.engine.air_rules import READY, air_settings, ready_problem

        on = air_settings(self.scenario).on
        return {c: ready_problem(h, on) or "other" for c, h in sorted(self.scenario.hexes.items())
                if READY in h.extra and c not in self.ready}

    def side_of(self, player: int | None) -> Side | None:
        """The side of an engine player (0: player 1, the top; ``None``: either side)."""
        return None if player is None else self.setup.sides[player]

    @cached_property
    def aboard(self) -> frozenset[Coord]:
        """The hexes of the units that start aboard a landing craft (Air Pack)."""
        from editor.engine.game.expansions.landing_craft import LandingCraft

        S = self.setup
        return frozenset(S.coords[S.units[u].start] for e in S.expansions
                         if isinstance(e, LandingCraft) for u in e.aboard)


def played(scenario: Scenario) -> Played:
    """What the engine plays of ``scenario``: its game tables, built as a game builds them."""
    from editor.engine.game.tables import Setup  # the game engine, only when a briefing asks

    return Played(scenario, Setup(scenario))
