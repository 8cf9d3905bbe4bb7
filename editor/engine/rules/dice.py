"""Battle dice: how many dice an ordered unit rolls against a target, with every reason.

The procedure of the rules (``000``, Combat Procedure), in order:

1. the target must be an enemy within battle range; a unit next to an enemy must close
   assault it and may not fire farther;
2. infantry and armor need a clear line of sight (artillery does not);
3. count down the dice by distance for the unit's type;
4. deduct the defender's terrain reduction: the best single protection of the target hex
   (never added up; a hill only against an attacker on lower ground; bunkers only for the
   side that may claim them; nothing at all against artillery), and the attacker's own
   battle-out penalty (armor in a town −2, infantry in wire −1);
5. 0 dice or fewer: the battle is impossible.

>>> from editor.engine.scenario import Scenario, Hex, Piece, Unit
>>> s = Scenario()
>>> s.set_hex(Coord(4, 4), Hex(unit=Unit("tankus")))
>>> s.set_hex(Coord(4, 6), Hex(terrain=Piece("woods"), unit=Unit("infger")))
>>> battle_dice(Battlefield(s), Coord(4, 4), Coord(4, 6)).dice
1
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.engine.board import Coord, distance
from editor.engine.catalog import CATALOG
from editor.engine.scenario import Unit
from editor.engine.words import counted

from .battlefield import Battlefield, RulesError
from .los import sight_line
from .source import DIGEST, ENCYCLOPEDIA, Source
from .terrain import Feature
from .units import UnitClass, UnitProfile

SOURCES: tuple[Source, ...] = (
    ENCYCLOPEDIA.quote("A unit adjacent to an enemy unit must Close Assault this unit if it "
                       "chooses to battle. It may not fire on another, more distant, enemy unit "
                       "instead."),
    ENCYCLOPEDIA.quote("Check Line of Sight (Infantry and Armor only)"),
    ENCYCLOPEDIA.quote("Determine terrain Battle dice reduction, if any. Reduce the number of "
                       "Battle dice rolled accordingly."),
    ENCYCLOPEDIA.quote("Artillery units do not lose any die battling into any terrain."),
    DIGEST.quote("Terrain/obstacle defensive reductions do not add together: use the best "
                 "protection."),
    DIGEST.quote("Against a target on a hill, infantry/armor attacking from lower ground lose "
                 "one die; artillery does not, and equal-height attacks have no hill "
                 "reduction."),
    DIGEST.quote("Calculate the full dice allowance after range and terrain before rolling."),
)


@dataclass(frozen=True)
class DiceCount:
    """The dice an attack rolls (0 when the battle is impossible) and why."""

    attacker: Coord
    target: Coord
    dice: int
    reasons: tuple[str, ...]
    #: The count-down dice before any reduction (0 when the battle never got that far).
    base: int = 0
    close_assault: bool = False

    @property
    def possible(self) -> bool:
        return self.dice > 0


def _label(f: Feature) -> str:
    return f.rules.family if f.name == f.rules.family else f"{f.rules.family} ({f.name})"


def battle_dice(bf: Battlefield, a: Coord, b: Coord, *, moved: int = 0) -> DiceCount:
    """The dice the unit on ``a`` rolls against the unit on ``b`` when ordered, having moved
    ``moved`` hexes this turn (onto ``a``), no command card modifying it.

    Raises :class:`RulesError` when either hex is empty or the attacker cannot battle at all
    (an airplane, a unit without rules).
    """
    unit, profile = bf.require_unit(a, "attacker")
    if not bf.board.contains(b):
        raise RulesError(f"{b.row},{b.col} is not a hex of the {bf.board.type.value} board")
    target = bf.unit(b)
    if target is None:
        raise RulesError(f"{bf.name(b)} is empty: no target there")
    if not profile.battles:
        raise RulesError(f"{bf.name(a)}: {profile.label.lower()} units do not battle with dice")
    why = _why_no_battle(bf, a, b, unit, target, profile, moved=moved)
    if why is not None:
        return DiceCount(a, b, 0, (why,))
    d = distance(a, b)
    close = d == 1
    base = profile.dice_at(d)
    dice_list = ",".join(map(str, profile.dice))
    reasons = [f"{'close assault' if close else 'fire'} at {counted(d, 'hex', 'hexes')}: "
                   f"{counted(base, 'die', 'dice')} ({profile.label.lower()} {dice_list})"]
    cls = profile.unit_class
    out = 0
    for f, n in bf.terrain(a).out_penalties(cls):
        out += n
        reasons.append(f"{cls.value} in {_label(f)} battles out at -{n}")
    reduction = _terrain_reduction(bf, a, b, target, cls, reasons)
    dice = base - reduction - out
    if dice <= 0:
        reasons.append(f"{base} - {reduction + out} = {dice}: 0 dice or fewer, the battle is "
                       f"impossible")
        return DiceCount(a, b, 0, tuple(reasons), base, close)
    return DiceCount(a, b, dice, tuple(reasons), base, close)


def _why_no_battle(bf: Battlefield, a: Coord, b: Coord, unit: Unit, target: Unit,
                   profile: UnitProfile, *, moved: int) -> str | None:
    """Why ``unit`` on ``a`` may not battle ``target`` on ``b`` at all (steps 1 and 2 of the
    procedure, and what forbids a battle before any die is counted), or ``None``."""
    if a == b:
        return "a unit cannot battle itself"
    if not bf.are_enemies(a, b):
        return (f"{bf.name(b)} holds {CATALOG.with_name(target.name)}, not an enemy of "
                f"{CATALOG.with_name(unit.name)}")
    if bf.is_airborne(b):
        return "an airborne airplane is never attacked directly"
    if bf.on_carrier(b):
        return "an airplane on an aircraft carrier cannot be targeted directly"
    if moved > profile.move_and_battle:
        return (f"{profile.label.lower()} may not battle after moving {moved} "
                f"hex{'es' if moved > 1 else ''}")
    here = bf.terrain(a)
    if moved > 0:
        f = here.forbids_battle_after_entering()
        if f is not None and not profile.ignores_terrain_battle_restrictions:
            return f"a unit entering {f.rules.label.lower()} ({f.name}) may not battle"
    f = here.no_battle_out()
    if f is not None:
        return f"a unit in the {f.rules.label.lower()} ({f.name}) may not battle"
    d = distance(a, b)
    if d > profile.range:
        return f"out of range: {d} hexes, {profile.label.lower()} reaches {profile.range}"
    if d == 1:
        return None
    adjacent = bf.adjacent_enemies(a)
    if adjacent:
        names = ", ".join(bf.name(c) for c in adjacent)
        return (f"must close assault the adjacent enemy at {names}: it may not fire at a more "
                f"distant unit")
    if profile.needs_los:
        line = sight_line(bf, a, b)
        if not line.clear:
            first = line.blockers[0]
            return f"no line of sight: blocked by {bf.name(first.coord)}: {first.reason}"
    return None


def _terrain_reduction(bf: Battlefield, a: Coord, b: Coord, target: Unit, cls: UnitClass,
                       reasons: list[str]) -> int:
    """The dice the target's terrain takes from an attack of class ``cls`` from ``a`` (step
    4: the best single protection, never added up), saying why in ``reasons``."""
    target_terrain = bf.terrain(b)
    if cls is UnitClass.ARTILLERY:
        if any(f.rules.protection is not None for f in target_terrain.features):
            reasons.append(f"artillery ignores the terrain reduction of "
                           f"{target_terrain.describe()}")
        return 0
    target_side = bf.side(b)
    offers: list[tuple[int, Feature]] = []
    for f in target_terrain.features:
        p = f.rules.protection
        if p is None:
            continue
        if not f.serves(target_side):
            reasons.append(f"{_label(f)} belongs to {f.owner.value if f.owner else '?'}: "
                           f"no protection for {target.name}")
            continue
        if p.only_from_lower_ground and bf.height(a) >= bf.height(b):
            reasons.append(f"{_label(f)}: no reduction, the attacker is not on lower ground")
            continue
        offers.append((p.against(cls), f))
    if not offers:
        return 0
    offers.sort(key=lambda o: -o[0])
    reduction, best = offers[0]
    reasons.append(f"target in {_label(best)}: -{reduction} against {cls.value}")
    for n, f in offers[1:]:
        reasons.append(f"{_label(f)} (-{n}) not added: only the best protection counts")
    return reduction
