"""Movement: the hexes an ordered unit can reach, and whether it may still battle there.

Rules applied (each with its sentence in :data:`SOURCES` and in the terrain table):

- move ranges by unit profile (infantry 2, armor 3, artillery 1, Patrol Cars 4, ...);
- "you may not move onto or through a hex occupied by a friendly or enemy unit";
- impassable terrain for the unit's class (rivers without a crossing; bunkers and hedgehogs
  for armor and artillery);
- cliffs and sea bluffs: Patrol Cars and Half-tracks may not step between one and the beach
  or the ocean (003; :meth:`~editor.engine.rules.terrain.HexTerrain.cliff_to`);
- terrain that stops the unit (forest, town, hedgerow, wire, fords...), and hedgerows that
  only a unit starting adjacent may enter and that a unit leaves by one hex only;
- beaches and oceans: a move entering a beach hex is at most 2 hexes long, a move entering or
  leaving an ocean hex at most 1 (docs/RULES.md gives the reading);
- battle after moving: within the profile's move-and-battle distance, not after entering a
  forest, town or hedgerow (the French Resistance excepted), not out of an ocean hex.

>>> from editor.engine.scenario import Scenario, Hex, Piece, Unit
>>> s = Scenario()
>>> s.set_hex(Coord(4, 4), Hex(unit=Unit("infus")))
>>> s.set_hex(Coord(4, 6), Hex(terrain=Piece("woods")))
>>> bf = Battlefield(s)
>>> [(bf.name(r.coord), r.can_battle) for r in reach(bf, Coord(4, 4))][:4]
[('B7', False), ('C7', False), ('D7', False), ('a6', False)]
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from editor.engine.board import Coord, distance

from .battlefield import Battlefield
from .source import AIR_PACK, ENCYCLOPEDIA, Source
from .units import UnitProfile

SOURCES: tuple[Source, ...] = (
    ENCYCLOPEDIA.quote("Two units may not occupy the same hex. When moving a unit, you may not "
                       "move onto or through a hex occupied by a friendly or enemy unit."),
    ENCYCLOPEDIA.quote("Some terrain features affect movement and may prevent a unit from "
                       "moving its full distance or battle."),
    AIR_PACK.quote("a ground unit cannot move onto or through a hex occupied by an Airplane, "
                   "even if this Airplane is airborne."),
)


@dataclass(frozen=True, order=True)
class Reach:
    """A hex an ordered unit can move to."""

    coord: Coord
    #: Fewest hexes moved to get there along a legal path.
    steps: int
    can_battle: bool
    #: Why the unit may not battle after this move ("" when it may).
    reason: str = ""


def _battle_after(profile: UnitProfile, bf: Battlefield, c: Coord, steps: int) -> str:
    """Why a unit that moved ``steps`` hexes onto ``c`` may not battle ("" when it may)."""
    if steps > profile.move_and_battle:
        if profile.move_and_battle == 0:
            return f"{profile.label.lower()} may move or battle, not both"
        return (f"{profile.label.lower()} may battle after moving at most "
                f"{profile.move_and_battle} hex{'es' if profile.move_and_battle > 1 else ''}")
    terrain = bf.terrain(c)
    f = terrain.forbids_battle_after_entering()
    if f is not None and not profile.ignores_terrain_battle_restrictions:
        return f"a unit entering {f.rules.label.lower()} ({f.name}) may not battle"
    f = terrain.no_battle_out()
    if f is not None:
        return f"a unit in the {f.rules.label.lower()} may not battle"
    return ""


def _airplane_reach(bf: Battlefield, a: Coord, profile: UnitProfile) -> tuple[Reach, ...]:
    # "may fly over any hexes ... provided it ends its movement on a vacant hex"; it must move
    # at least 1 hex and never ends where it started.
    return tuple(Reach(c, distance(a, c), False, "airplanes do not battle; they take an air "
                                                 "action instead")
                 for c in bf.board.coords
                 if c != a and distance(a, c) <= profile.move and not bf.occupied(c))


# C901 allowed, hot path: the rules' move search, one loop, measured in bench/bench_rules.py
def reach(bf: Battlefield, a: Coord) -> tuple[Reach, ...]:  # noqa: C901
    """Every hex other than ``a`` the unit on ``a`` can move to when ordered, in (row, col)
    order; raises :class:`~editor.engine.rules.battlefield.RulesError` for an empty hex or a
    unit without rules."""
    _, profile = bf.require_unit(a)
    if profile.flies:
        return _airplane_reach(bf, a, profile)
    cls = profile.unit_class
    start = bf.terrain(a)
    if start.cannot_leave(cls) is not None:
        return ()
    cap = profile.move
    if start.stop_after_leaving() is not None:
        cap = 1
    limit = start.max_move_out()
    if limit is not None:
        # Oceans: "Maximum movement is 1 hex" also binds a unit that starts in the water.
        cap = min(cap, limit)
    best: dict[Coord, Reach] = {}
    seen: set[tuple[Coord, int]] = {(a, cap)}
    queue: deque[tuple[Coord, int, int]] = deque([(a, 0, cap)])
    while queue:
        here, steps, here_cap = queue.popleft()
        here_terrain = bf.terrain(here)
        for n in bf.neighbours(here):
            if n == a or bf.occupied(n):
                continue
            terrain = bf.terrain(n)
            if terrain.bars(profile) is not None:
                continue
            if here_terrain.cliff_to(profile, terrain) is not None:
                continue
            if steps > 0 and terrain.adjacent_start_only() is not None:
                continue
            n_cap = here_cap
            n_limit = terrain.max_move()
            if n_limit is not None:
                n_cap = min(n_cap, n_limit)
            n_steps = steps + 1
            if n_steps > n_cap:
                continue
            why = _battle_after(profile, bf, n, n_steps)
            found = Reach(n, n_steps, not why, why)
            old = best.get(n)
            if old is None or (found.can_battle, -found.steps) > (old.can_battle, -old.steps):
                best[n] = found
            if terrain.stops(profile) is not None or n_steps >= n_cap:
                continue
            key = (n, n_cap)
            if key not in seen:
                seen.add(key)
                queue.append((n, n_steps, n_cap))
    return tuple(sorted(best.values()))


def can_reach(bf: Battlefield, a: Coord, b: Coord) -> Reach | None:
    """The :class:`Reach` of ``b`` for the unit on ``a``, or ``None`` when it cannot get there."""
    return next((r for r in reach(bf, a) if r.coord == b), None)
