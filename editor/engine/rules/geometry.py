"""Exact geometry of a centre-to-centre line of sight, with integers only.

The pointy-top hexes of :meth:`editor.engine.board.Board.center` are mapped by an affine
scaling (which keeps straight lines straight and incidences exact) into a plane where
everything is an integer:

- the centre of hex (row, col) is the lattice point ``(x, y) = (col, 3·row)``;
- the hex itself is ``{ |x − col| ≤ 1  and  |x − col| + |y − 3·row| ≤ 2 }``, whose six
  corners ``(col, 3·row ± 2)`` and ``(col ± 1, 3·row ± 1)`` are lattice points too.

A segment from one centre to another is clipped against each hex near it with exact
rational parameters (numerator / denominator pairs compared by cross-multiplication), so
"passes through the interior", "runs along an edge" and "grazes a corner" are told apart
exactly; no epsilon nudge. The geometry is the same for every pair of hexes with the same
offset, so :func:`crossing` is computed once per ``(Δrow, Δcol)`` and cached for all boards.

>>> c = crossing(0, 4)          # two hexes apart on one row: straight through the middle one
>>> c.interior, c.left, c.right
(((0, 2),), (), ())
>>> c = crossing(2, 0)          # two rows apart, same column: along the edge of two hexes
>>> c.interior, [t.offset for t in c.left], [t.offset for t in c.right]
((), [(1, 1)], [(1, -1)])
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Literal

#: The hex as six half-planes ``nx·x + ny·y ≤ h`` around its centre.
_HALF_PLANES: tuple[tuple[int, int, int], ...] = (
    (1, 0, 1), (-1, 0, 1), (1, 1, 2), (1, -1, 2), (-1, 1, 2), (-1, -1, 2))

#: Width of a row in the padded index layout of :func:`hex_index` (boards have ≤ 51 columns
#: and a segment's neighbourhood reaches 2 columns beyond either end, so rows never alias).
ROW_STRIDE = 64

TouchKind = Literal["edge", "vertex"]


@dataclass(frozen=True, slots=True)
class Touch:
    """A hex the segment meets only on its boundary: along an edge, or at one corner."""

    offset: tuple[int, int]
    kind: TouchKind


@dataclass(frozen=True, slots=True)
class Crossing:
    """The hexes met by the segment from a centre to the centre ``offset`` away, as
    ``(Δrow, Δcol)`` offsets from the origin, in order along the segment. The two end hexes
    are never listed."""

    offset: tuple[int, int]
    #: Hexes whose interior the segment passes through.
    interior: tuple[tuple[int, int], ...]
    #: Hexes met only on their boundary, on either side of the segment. "Right" is the
    #: right-hand side walking from origin to target on the board as drawn (row 0 on top).
    left: tuple[Touch, ...]
    right: tuple[Touch, ...]
    #: Every hex met, interior or boundary, in order along the segment from the origin.
    ordered: tuple[tuple[int, int], ...] = ()

    @property
    def runs_along_edges(self) -> bool:
        return any(t.kind == "edge" for t in self.left + self.right)


def _clip(dx: int, dy: int, cx: int, cy: int) -> tuple[str, int, int] | None:
    """How the segment ``t·(dx, dy)``, 0 ≤ t ≤ 1, meets the hex centred on ``(cx, cy)``:
    ``None`` (not at all), or ``(kind, num, den)`` with kind ``interior``, ``edge`` or
    ``vertex`` and ``num/den`` the parameter where it first meets the hex."""
    lo_n, lo_d = 0, 1
    hi_n, hi_d = 1, 1
    on_edge_line = False
    for nx, ny, h in _HALF_PLANES:
        # n·(t·d − C) ≤ h  ⇔  t·(n·d) ≤ h + n·C
        a = nx * dx + ny * dy
        b = h + nx * cx + ny * cy
        if a == 0:
            if b < 0:
                return None
            if b == 0:
                on_edge_line = True
        elif a > 0:
            if b * hi_d < hi_n * a:
                hi_n, hi_d = b, a
        elif -b * lo_d > lo_n * -a:
            lo_n, lo_d = -b, -a
    order = lo_n * hi_d - hi_n * lo_d
    if order > 0:
        return None
    if order == 0:
        # A single common point: a line meeting a convex hex in one point touches a corner.
        return "vertex", lo_n, lo_d
    # A stretch of positive length: inside the hex, unless it lies on an edge's line.
    return ("edge" if on_edge_line else "interior"), lo_n, lo_d


@cache
def crossing(drow: int, dcol: int) -> Crossing:
    """The hexes met by the segment from the centre of hex (0, 0) to hex (drow, dcol).

    Translating both ends by a board offset translates the answer (hexes tile the plane
    by lattice translations), so this serves every pair of hexes of every board.
    """
    if (drow + dcol) % 2:
        raise ValueError(f"({drow}, {dcol}) is not a hex offset: row + col must be even")
    dx, dy = dcol, 3 * drow
    # |cross(d, v)| over the six corners v of a hex centred at the origin: a hex centred on C
    # meets the infinite line only if |cross(d, C)| ≤ reach.
    reach = max(2 * abs(dx), abs(dx - dy), abs(dx + dy))
    found: list[tuple[Fraction, str, int, int, int]] = []
    c_lo, c_hi = min(0, dcol) - 2, max(0, dcol) + 2
    for r in range(min(0, drow) - 1, max(0, drow) + 2):
        cy = 3 * r
        for c in range(c_lo + (c_lo + r) % 2, c_hi + 1, 2):
            if (r == 0 and c == 0) or (r == drow and c == dcol):
                continue
            side = dx * cy - dy * c
            if abs(side) > reach:
                continue
            met = _clip(dx, dy, c, cy)
            if met is None:
                continue
            kind, num, den = met
            found.append((Fraction(num, den), kind, side, r, c))
    found.sort(key=lambda f: (f[0], f[3], f[4]))
    interior = tuple((r, c) for _, kind, _, r, c in found if kind == "interior")
    # The screen's y axis points down (row 0 on top), so cross(d, C) > 0 is the right-hand side.
    right = tuple(Touch((r, c), kind) for _, kind, side, r, c in found  # type: ignore[arg-type]
                  if kind != "interior" and side > 0)
    left = tuple(Touch((r, c), kind) for _, kind, side, r, c in found  # type: ignore[arg-type]
                 if kind != "interior" and side < 0)
    ordered = tuple((r, c) for _, _, _, r, c in found)
    return Crossing((drow, dcol), interior, left, right, ordered)


def hex_index(row: int, col: int) -> int:
    """Index of a hex in the padded flat layout the line-of-sight tables use."""
    return (row + 2) * ROW_STRIDE + col + 2


@dataclass(frozen=True, slots=True)
class IndexCrossing:
    """A :class:`Crossing` as index deltas in the :func:`hex_index` layout (fast lookups)."""

    interior: tuple[int, ...]
    left: tuple[int, ...]
    right: tuple[int, ...]


@cache
def index_crossing(drow: int, dcol: int) -> IndexCrossing:
    c = crossing(drow, dcol)

    def delta(o: tuple[int, int]) -> int:
        return o[0] * ROW_STRIDE + o[1]

    return IndexCrossing(tuple(delta(o) for o in c.interior),
                         tuple(delta(t.offset) for t in c.left),
                         tuple(delta(t.offset) for t in c.right))
