"""Line of sight: from the centre of one hex to the centre of another, decided exactly.

The rules (``000``, Line of Sight):

- "Imagine a line drawn from the center of the hex containing the battling unit to the center
  of the hex containing the enemy target. The line of sight is considered blocked if any hex
  (or part of a hex) intercepting this imaginary line segment contains an obstruction."
- "Obstructions include units (friends or foes) or certain type of terrain features."
- "The terrain in the target hex does not block line of sight."
- "When the imaginary line runs along the edge of one or several hexes which contain
  obstructions, the line of sight is not blocked, unless the obstructions stand somewhere
  along both sides of the line segment."
- Hills: "Blocks line of sight unless target is at the same height as attacker."

Our reading (docs/RULES.md): a hex whose interior the segment passes through blocks when it
holds an obstruction. A hex the segment meets only on its boundary (along an edge, or at a
single corner) lies on one side of it; such hexes block only when obstructed ones stand on
both sides. A hill blocks unless attacker and target stand at the same height and at least
as high as the hill (two hills see each other over a hill; nobody sees over it from below).

>>> from editor.engine.scenario import Scenario, Hex, Piece
>>> s = Scenario()
>>> s.set_hex(Coord(4, 6), Hex(terrain=Piece("woods")))
>>> bf = Battlefield(s)
>>> can_see(bf, Coord(4, 4), Coord(4, 8)), can_see(bf, Coord(3, 5), Coord(5, 5))
(False, True)
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.engine.board import Coord
from editor.engine.catalog import CATALOG

from .battlefield import Battlefield, RulesError
from .geometry import crossing, hex_index, index_crossing
from .source import ENCYCLOPEDIA, Source
from .terrain import Sight

SOURCES: tuple[Source, ...] = (
    ENCYCLOPEDIA.quote("The line of sight is considered blocked if any hex (or part of a hex) "
                       "intercepting this imaginary line segment contains an obstruction."),
    ENCYCLOPEDIA.quote("Obstructions include units (friends or foes) or certain type of terrain "
                       "features."),
    ENCYCLOPEDIA.quote("The terrain in the target hex does not block line of sight."),
    ENCYCLOPEDIA.quote("When the imaginary line runs along the edge of one or several hexes which "
                       "contain obstructions, the line of sight is not blocked, unless the "
                       "obstructions stand somewhere along both sides of the line segment."),
    ENCYCLOPEDIA.quote("Blocks line of sight unless target is at the same height as attacker."),
)


@dataclass(frozen=True)
class Blocker:
    """One obstruction on a line of sight."""

    coord: Coord
    reason: str
    #: ``interior`` (the line passes through it) or ``edge``/``vertex`` (the line touches
    #: it, with obstructions on the other side as well).
    contact: str


@dataclass(frozen=True)
class SightLine:
    """The full answer for one line of sight."""

    origin: Coord
    target: Coord
    blockers: tuple[Blocker, ...]
    #: On-board hexes the line passes through, in order from the origin.
    crossed: tuple[Coord, ...]
    #: On-board hexes the line only touches (edge or corner), per side.
    touched_left: tuple[Coord, ...]
    touched_right: tuple[Coord, ...]

    @property
    def clear(self) -> bool:
        return not self.blockers


def _check(bf: Battlefield, a: Coord, b: Coord) -> None:
    for c in (a, b):
        if not bf.contains(c):
            raise RulesError(f"{c.row},{c.col} is not a hex of the {bf.board.type.value} board")


def _level(bf: Battlefield, a: Coord, b: Coord) -> int:
    """The height both ends share (0 when they differ): hills at most this high do not block."""
    ha, hb = bf.height(a), bf.height(b)
    return ha if ha == hb else 0


def can_see(bf: Battlefield, a: Coord, b: Coord) -> bool:
    """Whether the line of sight from ``a`` to ``b`` is clear (fast: no reasons)."""
    _check(bf, a, b)
    if a == b:
        return True
    ic = index_crossing(b.row - a.row, b.col - a.col)
    level = _level(bf, a, b)
    sight = bf.sight_level
    base = hex_index(a.row, a.col)
    for d in ic.interior:
        if sight[base + d] > level:
            return False
    if ic.left and ic.right:
        if any(sight[base + d] > level for d in ic.left) and \
                any(sight[base + d] > level for d in ic.right):
            return False
    return True


def _reason(bf: Battlefield, c: Coord, level: int) -> str:
    unit = bf.unit(c)
    if unit is not None and not bf.is_airborne(c):
        return CATALOG.with_name(unit.name)
    terrain = bf.terrain(c)
    f = terrain.sight_blocker()
    if f is None:  # pragma: no cover - only called for obstructed hexes
        return "obstruction"
    label = f.rules.family if f.name == f.rules.family else f"{f.rules.family} ({f.name})"
    if f.rules.sight is Sight.HEIGHT:
        why = ("attacker and target are not at the same height" if level == 0
               else f"higher than the height {level} attacker and target share")
        return f"{label}: {why}"
    return label


def sight_line(bf: Battlefield, a: Coord, b: Coord) -> SightLine:
    """The line of sight from ``a`` to ``b`` with every blocker and the reason for each."""
    _check(bf, a, b)
    if a == b:
        return SightLine(a, b, (), (), (), ())
    cr = crossing(b.row - a.row, b.col - a.col)
    level = _level(bf, a, b)

    def on_board(o: tuple[int, int]) -> Coord | None:
        c = Coord(a.row + o[0], a.col + o[1])
        return c if bf.contains(c) else None

    def obstructed(c: Coord | None) -> bool:
        return c is not None and bf.sight_level[hex_index(c.row, c.col)] > level

    crossed = tuple(c for c in map(on_board, cr.interior) if c is not None)
    left = [(on_board(t.offset), t.kind) for t in cr.left]
    right = [(on_board(t.offset), t.kind) for t in cr.right]
    blocked_left = [(c, k) for c, k in left if obstructed(c)]
    blocked_right = [(c, k) for c, k in right if obstructed(c)]
    contact: dict[Coord, str] = {c: "interior" for c in crossed if obstructed(c)}
    if blocked_left and blocked_right:
        for c, kind in blocked_left + blocked_right:
            assert c is not None
            contact[c] = kind
    blockers = []
    for o in cr.ordered:
        c = on_board(o)
        if c is not None and c in contact:
            reason = _reason(bf, c, level)
            if contact[c] != "interior":
                reason += (f" (the line runs along its {contact[c]}, obstructed on both sides)"
                           if contact[c] == "edge" else
                           " (the line touches its corner, obstructed on both sides)")
            blockers.append(Blocker(c, reason, contact[c]))
    return SightLine(a, b, tuple(blockers), crossed,
                     tuple(c for c, _ in left if c is not None),
                     tuple(c for c, _ in right if c is not None))


def blocks_sight(bf: Battlefield, c: Coord, a: Coord, b: Coord) -> bool:
    """Whether hex ``c`` would obstruct a line from ``a`` to ``b`` (heights considered)."""
    return bf.contains(c) and bf.sight_level[hex_index(c.row, c.col)] > _level(bf, a, b)
