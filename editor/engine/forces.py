"""The forces of a scenario: each side's units and figures, by kind and by section.

A designer's first look at balance is a count: how many units and figures each side
fields, of what kind, on which flank, against the medals the other side needs. Each
eliminated unit is a medal to its enemy, so a side's unit count is also how many medals it
can give. Sections are the map's (left, center, right as the map shows them, the bottom
player's view: the top player calls the map's left its right); a unit on a section line
may be ordered by either section's cards and counts in both, so a side's sections may add
up to more than its total.

>>> from editor.engine.board import BoardType, Coord
>>> from editor.engine.scenario import GameInfo, Hex, Scenario, Unit
>>> s = Scenario(board_type=BoardType.STANDARD, game_info=GameInfo(
...     side_player1=Side.AXIS, side_player2=Side.ALLIES, victory_player2=6))
>>> s.set_hex(Coord(7, 7), Hex(unit=Unit("inf2us")))  # on the left section line
>>> s.set_hex(Coord(7, 9), Hex(unit=Unit("tankus")))
>>> allies = forces_of(s).side(Side.ALLIES)
>>> allies.total, allies.medals_to_win
(Count(units=2, figures=7), 6)
>>> [(k.label, k.total.figures) for k in allies.kinds]
[('Special Forces infantry', 4), ('Armor', 3)]
>>> allies.sections[Section.LEFT], allies.sections[Section.CENTER]
(Count(units=1, figures=4), Count(units=2, figures=7))
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from editor.engine.board import Coord, Section, Side
from editor.engine.rules.units import (AIRPLANE, ARMOR, ARTILLERY, ELITE_ARMOR,
                                       FRENCH_RESISTANCE, HALF_TRACKS, INFANTRY, PATROL_CARS,
                                       SPECIAL_FORCES, figures_of, profile_of)
from editor.engine.scenario import Scenario
from editor.engine.words import counted

#: The kinds in the order they are listed (the profiles' keys).
KIND_ORDER = tuple(p.kind for p in (INFANTRY, SPECIAL_FORCES, FRENCH_RESISTANCE, PATROL_CARS,
                                    ARMOR, ELITE_ARMOR, HALF_TRACKS, ARTILLERY, AIRPLANE))
#: Sections in the map's order, left to right as the map shows them.
SECTIONS = (Section.LEFT, Section.CENTER, Section.RIGHT)


@dataclass(frozen=True)
class Count:
    """Units and their figures."""

    units: int = 0
    figures: int = 0

    def __add__(self, other: Count) -> Count:
        return Count(self.units + other.units, self.figures + other.figures)

    def as_json(self) -> dict[str, int]:
        return {"units": self.units, "figures": self.figures}


@dataclass(frozen=True)
class KindForces:
    """A side's units of one kind: in all, by section, and their hexes."""

    kind: str
    label: str
    total: Count
    sections: dict[Section, Count]
    hexes: tuple[Coord, ...]


@dataclass(frozen=True)
class SideForces:
    """One side's forces, and what it plays with."""

    side: Side
    #: 1 (top) or 2 (bottom); ``None`` when neither player plays this side.
    player: int | None
    total: Count
    sections: dict[Section, Count]
    kinds: tuple[KindForces, ...]
    #: The units on a section line (counted in both its sections).
    on_section_lines: int
    medals_to_win: int | None
    command_cards: int | None
    #: Every unit's hex, in (row, col) order.
    hexes: tuple[Coord, ...]

    @property
    def label(self) -> str:
        return "Axis" if self.side is Side.AXIS else "Allies"

    @property
    def seat(self) -> str:
        """``top``, ``bottom``, or ``played by neither player``."""
        return {1: "top", 2: "bottom"}.get(self.player or 0, "played by neither player")

    def plays(self) -> list[str]:
        """What the side plays with, in words: ``["6 medals to win", "4 command cards"]``
        (either left out when the scenario does not say)."""
        said = []
        if self.medals_to_win is not None:
            said.append(counted(self.medals_to_win, "medal") + " to win")
        if self.command_cards is not None:
            said.append(counted(self.command_cards, "command card"))
        return said


@dataclass(frozen=True)
class Forces:
    """Both sides' forces, the top player's side first, and the units not in the catalog."""

    sides: tuple[SideForces, SideForces]
    #: Units whose name is not in the catalog (no side, no rules), by hex.
    unknown: tuple[Coord, ...]

    def side(self, side: Side) -> SideForces:
        return next(f for f in self.sides if f.side is side)


def forces_of(scenario: Scenario) -> Forces:
    """Count the units of ``scenario`` on its board, by side, kind and section."""
    board = scenario.board
    gi = scenario.game_info
    found: dict[Side, dict[str, list[tuple[Coord, int, str]]]] = {Side.AXIS: {}, Side.ALLIES: {}}
    unknown: list[Coord] = []
    for c, unit in scenario.units():
        if not board.contains(c):
            continue
        side, profile = unit.side, profile_of(unit)
        if side is None or profile is None:  # every catalog unit has both
            unknown.append(c)
            continue
        found[side].setdefault(profile.kind, []).append(
            (c, figures_of(unit, profile), profile.label))

    def count(units: list[tuple[Coord, int, str]]) -> tuple[Count, dict[Section, Count]]:
        total = Count(len(units), sum(f for _, f, _ in units))
        sections = {s: Count() for s in SECTIONS}
        for c, figures, _ in units:
            for s in board.sections(c):
                sections[s] += Count(1, figures)
        return total, sections

    def side_forces(side: Side) -> SideForces:
        by_kind = found[side]
        kinds = []
        for kind in sorted(by_kind, key=KIND_ORDER.index):
            units = by_kind[kind]
            total, sections = count(units)
            kinds.append(KindForces(kind, units[0][2], total, sections,
                                    tuple(c for c, _, _ in units)))
        every = [u for units in by_kind.values() for u in units]
        total, sections = count(every)
        player = gi.player_of(side)
        medals = cards = None
        if player is not None:
            medals = gi.victory_player1 if player == 1 else gi.victory_player2
            cards = gi.cards_player1 if player == 1 else gi.cards_player2
        return SideForces(side, player, total, sections, tuple(kinds),
                          sum(1 for c, _, _ in every if len(board.sections(c)) > 1),
                          medals, cards, tuple(sorted(c for c, _, _ in every)))

    first = gi.side_player1 if gi.side_player1 is not None else Side.AXIS
    return Forces((side_forces(first), side_forces(first.other)), tuple(unknown))


def forces_json(forces: Forces, hex_name: Callable[[Coord], str]) -> dict[str, Any]:
    """``forces`` as JSON (``m44 forces --json``): hexes named by ``hex_name(coord)``."""
    def sections(counts: dict[Section, Count]) -> dict[str, dict[str, int]]:
        return {s.value: counts[s].as_json() for s in SECTIONS}

    return {
        "sides": [{
            "side": f.side.value, "player": f.player, "medals_to_win": f.medals_to_win,
            "command_cards": f.command_cards, **f.total.as_json(),
            "sections": sections(f.sections), "on_section_lines": f.on_section_lines,
            "kinds": [{"kind": k.kind, "label": k.label, **k.total.as_json(),
                       "sections": sections(k.sections),
                       "hexes": [hex_name(c) for c in k.hexes]} for k in f.kinds],
        } for f in forces.sides],
        "unknown_units": [hex_name(c) for c in forces.unknown],
    }
