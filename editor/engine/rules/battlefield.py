"""The battlefield as the rules see it: each hex's combined terrain, its unit and profile,
and the flat tables line of sight reads.

A :class:`Battlefield` is built once from a :class:`~editor.engine.scenario.Scenario`
(a snapshot: rebuild it after an edit) and answers every static question of the rules
modules: ``los``, ``movement``, ``dice``, ``retreat`` and ``combat``.

>>> from editor.engine.scenario import Scenario, Hex, Piece, Unit
>>> s = Scenario()
>>> s.set_hex(Coord(4, 4), Hex(terrain=Piece("woods"), unit=Unit("infger")))
>>> bf = Battlefield(s)
>>> bf.terrain(Coord(4, 4)).describe(), bf.profile(Coord(4, 4)).kind
('forest (woods)', 'infantry')
"""

from __future__ import annotations

from collections.abc import Mapping

from editor.engine.air_rules import (AIRFIELDS, AIRPLANE_LEFT_OFF, CARRIERS, air_settings,
                                     left_off_board)
from editor.engine.board import Board, Coord, Side
from editor.engine.scenario import Scenario, Unit

from .geometry import ROW_STRIDE, hex_index
from .source import AIR_PACK, ENCYCLOPEDIA, FORMAT, Source
from .terrain import EMPTY_TERRAIN, HexTerrain, Sight, hex_terrain
from .units import UnitProfile, profile_of

#: Sight level of a hex that blocks whatever the heights (a unit, a forest...). A hill hex's
#: level is its height; a hex blocks a line whose "shared height" is lower than its level.
BLOCKS_ALWAYS = 99


PLAYER_EDGE_SOURCES: tuple[Source, ...] = (
    FORMAT.quote("side_player1, side_player2: AXIS | ALLIES. Player 1 sits at the top (row 0)."),
    ENCYCLOPEDIA.quote("For each Flag rolled on the target unit, the unit must move one hex back "
                       "toward its own side of the battlefield."),
)
AIRBORNE_SOURCE = AIR_PACK.quote("Airborne airplanes do NOT block line of sight, and do NOT "
                                 "prevent adjacent enemy units from firing at more distant "
                                 "targets.")
CARRIER_SOURCE = AIR_PACK.quote("Airplanes on Aircraft Carriers cannot be targeted directly, but "
                                "are eliminated if the Aircraft carrier they are on is sunk.")


class RulesError(ValueError):
    """A query the rules cannot answer: an empty hex, a unit that cannot act, a bad hex."""


class Battlefield:
    """Terrain, units and sight tables of one scenario, for the rules queries."""

    def __init__(self, scenario: Scenario,
                 terrains: Mapping[Coord, HexTerrain] | None = None) -> None:
        """``terrains``: the terrain of hexes a scenario cannot hold (a game's sandbags dug in
        over wire: a hex has one obstacle), in place of the hexes' own."""
        self.scenario = scenario
        self.board: Board = scenario.board
        self._terrain: dict[Coord, HexTerrain] = {}
        self._units: dict[Coord, Unit] = {}
        self._profiles: dict[Coord, UnitProfile | None] = {}
        #: The airplanes placed while the Air rules are not in effect: no units of the
        #: game, which leaves them off the board (:func:`~editor.engine.air_rules.left_off_board`).
        self._left_off: set[Coord] = set()
        air = air_settings(scenario).on
        size = (self.board.rows + 4) * ROW_STRIDE
        #: Sight level by hex index (0: nothing; a height: a hill; BLOCKS_ALWAYS).
        self.sight_level: list[int] = [0] * size
        #: Ground height by hex index.
        self.height_at: list[int] = [0] * size
        for c in self.board.coords:
            h = scenario.hex(c)
            unit = h.unit
            side = unit.side if unit is not None else None
            terrain = (hex_terrain(h, self.board.background(scenario.face, c.row), side)
                       if not terrains or c not in terrains else terrains[c])
            if terrain.features:
                self._terrain[c] = terrain
            i = hex_index(c.row, c.col)
            self.height_at[i] = terrain.height
            level = 0
            if terrain.sight is Sight.BLOCKS:
                level = BLOCKS_ALWAYS
            elif terrain.sight is Sight.HEIGHT:
                level = max(1, terrain.height)
            if unit is not None and left_off_board(unit, air):
                self._left_off.add(c)
            elif unit is not None:
                self._units[c] = unit
                self._profiles[c] = profile_of(unit)
                if not self.is_airborne(c):
                    level = BLOCKS_ALWAYS
            self.sight_level[i] = level

    # --- hexes ----------------------------------------------------------------------------

    def contains(self, c: Coord) -> bool:
        return self.board.contains(c)

    def name(self, c: Coord) -> str:
        """The hex name (``E7``) of an on-board hex, ``row,col`` otherwise."""
        return self.board.hex_name(c) if self.board.contains(c) else f"{c.row},{c.col}"

    def terrain(self, c: Coord) -> HexTerrain:
        return self._terrain.get(c, EMPTY_TERRAIN)

    def height(self, c: Coord) -> int:
        return self.terrain(c).height

    def neighbours(self, c: Coord) -> list[Coord]:
        return self.board.neighbours(c)

    # --- units ----------------------------------------------------------------------------

    def unit(self, c: Coord) -> Unit | None:
        return self._units.get(c)

    def profile(self, c: Coord) -> UnitProfile | None:
        return self._profiles.get(c)

    def side(self, c: Coord) -> Side | None:
        u = self._units.get(c)
        return u.side if u is not None else None

    def occupied(self, c: Coord) -> bool:
        return c in self._units

    def units(self) -> list[Coord]:
        """Hexes holding a unit, in (row, col) order."""
        return sorted(self._units)

    def is_airborne(self, c: Coord) -> bool:
        """Whether the unit on ``c`` is an airplane in flight (not landed on an airfield or a
        carrier): it then neither blocks sight nor forces a close assault."""
        p = self._profiles.get(c)
        if p is None or not p.flies:
            return False
        h = self.scenario.hex(c)
        # the pieces it stands on rather than flies over (the Air rules' lists)
        landed = (h.terrain is not None and h.terrain.name in AIRFIELDS) or \
                 (h.rect_terrain is not None and h.rect_terrain.name in CARRIERS)
        return not landed

    def on_carrier(self, c: Coord) -> bool:
        """Whether the unit on ``c`` is an airplane on an aircraft carrier: it cannot be
        targeted directly (:data:`CARRIER_SOURCE`), so it forces no close assault either."""
        p = self._profiles.get(c)
        h = self.scenario.hex(c)
        return p is not None and p.flies and h.rect_terrain is not None and \
            h.rect_terrain.name in CARRIERS

    def are_enemies(self, a: Coord, b: Coord) -> bool:
        sa, sb = self.side(a), self.side(b)
        return sa is not None and sb is not None and sa != sb

    def adjacent_enemies(self, c: Coord) -> list[Coord]:
        """Enemy ground units (and airplanes landed on an airfield) next to the unit on
        ``c``."""
        return [n for n in self.neighbours(c)
                if n in self._units and self.are_enemies(c, n) and not self.is_airborne(n)
                and not self.on_carrier(n)]

    def require_unit(self, c: Coord, what: str = "unit") -> tuple[Unit, UnitProfile]:
        """The unit on ``c`` and its profile; :class:`RulesError` when the hex is off the board,
        empty, or holds a unit no rules describe."""
        if not self.board.contains(c):
            raise RulesError(f"{c.row},{c.col} is not a hex of the {self.board.type.value} board")
        unit = self._units.get(c)
        if c in self._left_off:
            raise RulesError(f"{self.name(c)}: {AIRPLANE_LEFT_OFF}")
        if unit is None:
            raise RulesError(f"{self.name(c)} is empty: no {what} there")
        profile = self._profiles.get(c)
        if profile is None:
            raise RulesError(f"{self.name(c)}: the unit {unit.name!r} has no rules and cannot act")
        return unit, profile

    # --- sides and edges ------------------------------------------------------------------

    def player_of(self, side: Side) -> int | None:
        """1 for the top player (row 0), 2 for the bottom one."""
        return self.scenario.game_info.player_of(side)

    def retreat_row_step(self, side: Side) -> int | None:
        """−1 (toward row 0) for the top player's units, +1 for the bottom player's."""
        player = self.player_of(side)
        if player is None:
            return None
        return -1 if player == 1 else 1
