"""Retreats: where a unit hit by flags may end, and what it loses on the way.

Rules applied:

- "For each Flag rolled on the target unit, the unit must move one hex back toward its own
  side of the battlefield": one row per flag toward the unit's own edge (player 1, the top
  player, toward row 0; player 2 toward the last row), onto either of the two hexes behind;
- "Terrain has no effect on retreat moves ... However, impassable terrain may not be moved
  through during a retreat move", never onto or through a unit, never into the ocean;
- "one figure must be removed from the unit for each retreat move that cannot be completed";
- the FAQ: "Choose a legal route maximizing completed retreat distance rather than
  deliberately taking losses to stay close" — only the longest legal routes are offered;
- a bunker (for the side that may claim it), sandbags, and hedgehogs (infantry) let the unit
  ignore its first flag; the French Resistance retreats 1 to 3 hexes per flag.

>>> from editor.engine.scenario import Scenario, Hex, Unit
>>> s = Scenario()        # AXIS is player 1, at the top: its units retreat toward row 0
>>> s.set_hex(Coord(1, 5), Hex(unit=Unit("infger")))
>>> [(Battlefield(s).name(e.coord), e.lost) for e in retreat(Battlefield(s), Coord(1, 5), 2).ends]
[('C9', 1), ('D9', 1)]
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.engine.board import Coord
from editor.engine.scenario import Unit

from .battlefield import PLAYER_EDGE_SOURCES, Battlefield, RulesError
from .source import DIGEST, ENCYCLOPEDIA, Source
from .terrain import Feature
from .units import UnitProfile, figures_of, ignores_one_flag

SOURCES: tuple[Source, ...] = PLAYER_EDGE_SOURCES + (
    ENCYCLOPEDIA.quote("Terrain has no effect on retreat moves, therefore a retreating unit may "
                       "move through a forest or village without stopping. However, impassable "
                       "terrain may not be moved through during a retreat move."),
    ENCYCLOPEDIA.quote("A unit may not retreat onto, or through, a hex already containing another "
                       "unit (regardless if friend or foe)."),
    ENCYCLOPEDIA.quote("If a unit cannot retreat; is forced to retreat off the limits of the "
                       "battlefield; or would be pushed back onto a sea hex, one figure must be "
                       "removed from the unit for each retreat move that cannot be completed."),
    DIGEST.quote("Choose a legal route maximizing completed retreat distance rather than "
                 "deliberately taking losses to stay close."),
    ENCYCLOPEDIA.quote("Some obstacles will allow certain units to ignore the first flag rolled "
                       "against them."),
)


@dataclass(frozen=True, order=True)
class RetreatEnd:
    """One hex a retreat may end on (the start hex when the unit cannot move at all)."""

    coord: Coord
    #: Figures lost for retreat moves that could not be made (at most the unit's figures).
    lost: int
    #: Hexes actually retreated.
    steps: int
    #: Whether the figures lost are all the unit has left.
    eliminated: bool = False

    @property
    def stays(self) -> bool:
        return self.steps == 0


@dataclass(frozen=True)
class Retreat:
    """The outcome of ``flags`` flags on the unit at ``origin``."""

    origin: Coord
    flags: int
    #: Flags ignored (0 or 1) and the piece or rule that allows it.
    ignored: int
    ignored_by: str
    #: Flags that must be retreated.
    effective: int
    ends: tuple[RetreatEnd, ...]
    reasons: tuple[str, ...]


def flag_ignorer(bf: Battlefield, c: Coord) -> str:
    """What lets the unit on ``c`` ignore its first flag ("" when nothing does)."""
    unit = bf.unit(c)
    profile = bf.profile(c)
    if unit is None or profile is None:
        return ""
    f: Feature | None = bf.terrain(c).flag_ignorer(profile.unit_class, unit.side)
    if f is not None:
        return f.rules.family if f.name == f.rules.family else f"{f.rules.family} ({f.name})"
    if ignores_one_flag(unit):
        return f"behaviour {unit.behavior}"
    return ""


def retreat(bf: Battlefield, a: Coord, flags: int) -> Retreat:
    """Every hex where the unit on ``a`` may end its retreat from ``flags`` flags."""
    unit, profile, step = _retreating(bf, a, flags)
    reasons: list[str] = []
    ignorer = flag_ignorer(bf, a) if flags > 0 else ""
    ignored = 1 if ignorer else 0
    if ignored:
        reasons.append(f"{ignorer}: the first flag is ignored")
    effective = flags - ignored
    edge = "row 0 (the top edge)" if step < 0 else f"row {bf.board.rows - 1} (the bottom edge)"
    reasons.append(f"retreats toward {edge}, one row per flag")
    figures = figures_of(unit, profile)
    if effective == 0:
        return Retreat(a, flags, ignored, ignorer, 0, (RetreatEnd(a, 0, 0),), tuple(reasons))
    layers, blocked = _retreat_layers(bf, a, profile, step,
                                      effective * profile.retreat_per_flag)
    longest = len(layers) - 1
    if profile.retreat_per_flag > 1 and longest >= effective:
        reasons.append(f"{profile.label} may retreat 1 to {profile.retreat_per_flag} hexes per "
                       f"flag")
        ends = [RetreatEnd(c, 0, k) for k in range(effective, longest + 1) for c in layers[k]]
    else:
        missing = effective - longest
        lost = min(missing, figures)
        if missing:
            reasons.append(f"{missing} retreat move{'s' if missing > 1 else ''} cannot be made: "
                           f"{lost} figure{'s' if lost != 1 else ''} lost"
                           + (f" (the unit has {figures})" if lost < missing else "")
                           + (": the unit is eliminated" if lost >= figures else ""))
            if longest < effective and longest > 0:
                reasons.append("only the longest legal routes may be taken (FAQ)")
        ends = [RetreatEnd(c, lost, longest, lost >= figures) for c in layers[longest]]
    for c, why in sorted(blocked.items()):
        reasons.append(f"{bf.name(c)}: {why}")
    return Retreat(a, flags, ignored, ignorer, effective, tuple(sorted(ends)), tuple(reasons))


def _retreating(bf: Battlefield, a: Coord, flags: int) -> tuple[Unit, UnitProfile, int]:
    """The unit on ``a`` that retreats from ``flags`` flags, its profile and the row step
    of its retreat; :class:`RulesError` when it cannot retreat."""
    unit, profile = bf.require_unit(a)
    if flags < 0:
        raise RulesError(f"{flags} flags: the number of flags cannot be negative")
    if profile.flies:
        raise RulesError(f"{bf.name(a)}: an airplane is never attacked directly, it never "
                         f"retreats")
    side = unit.side
    step = bf.retreat_row_step(side) if side is not None else None
    if step is None:
        raise RulesError(f"{bf.name(a)}: {unit.name} plays for no player of this scenario")
    return unit, profile, step


def _retreat_layers(bf: Battlefield, a: Coord, profile: UnitProfile, step: int,
                    most: int) -> tuple[list[set[Coord]], dict[Coord, str]]:
    """The hexes a retreat from ``a`` reaches, move by move (``layers[k]``: after ``k``
    moves, at most ``most``), and why each hex of the board it could not enter was barred
    (a hex barred from one hex, a cliff step, but reached from another is not listed)."""
    blocked: dict[Coord, str] = {}

    def legal(here: Coord, c: Coord) -> bool:
        why = _barred(bf, profile, here, c)
        if why and bf.contains(c):
            blocked.setdefault(c, why)
        return not why

    layers: list[set[Coord]] = [{a}]
    while len(layers) <= most:
        nxt = {n for c in layers[-1]
               for n in (Coord(c.row + step, c.col - 1), Coord(c.row + step, c.col + 1))
               if legal(c, n)}
        if not nxt:
            break
        layers.append(nxt)
    for layer in layers:
        for c in layer:
            blocked.pop(c, None)
    return layers, blocked


def _barred(bf: Battlefield, profile: UnitProfile, here: Coord, c: Coord) -> str:
    """Why a unit of ``profile`` may not retreat from ``here`` into ``c`` ("" when it may)."""
    if not bf.contains(c):
        return "off the battlefield"
    if bf.occupied(c):
        return f"occupied by {bf.unit(c).name}"  # type: ignore[union-attr]
    if (f := bf.terrain(c).bars(profile)) is not None:
        return f"{f.rules.label.lower()} ({f.name}) is impassable"
    if (f := bf.terrain(c).no_retreat_into()) is not None:
        return f"{f.rules.label.lower()} may not be retreated into"
    if (f := bf.terrain(here).cliff_to(profile, bf.terrain(c))) is not None:
        return (f"{profile.label.lower()} may not move up or down a cliff ({f.name}) "
                f"from {bf.name(here)}")
    return ""
