"""How linear terrain is drawn where it leaves a hex (``docs/ART.md``).

A river, road, rail, wadi, ravine, trench, runway or coastline leaves a hex only through the
midpoint of an edge, perpendicular to it, with a fixed width per kind (:data:`WIDTHS`), so two
pieces meet whatever their orientations. Which edges each piece uses (``STRANDS``: pieces of
centre line at orientation 1 as pairs of edges, ``"C"`` being the hex centre; ``edges``) is
the engine's table, :mod:`editor.engine.connectors`, re-exported here for the art modules.

>>> edges("river", 1), edges("river", 2)
(('E', 'W'), ('NE', 'SW'))
>>> edges("curve", 1)
('NE', 'W')
"""

from __future__ import annotations

import math
from collections.abc import Iterator

# The tables of which edges each piece uses are the engine's (the editor's mirror and the
# checks read them too); this module adds what drawing needs: kinds, widths and curves.
from editor.engine.connectors import (  # noqa: F401 - re-exported for the art modules
    EDGE_NAMES, KINDS, LAKES, LEVEL_CROSSINGS, SHORES, STRANDS, edges, turn,
)

Point = tuple[float, float]

_INR = 100 * math.sqrt(3) / 2


def midpoint(edge: str) -> Point:
    """The midpoint of an edge in viewBox units (``"C"`` is the centre)."""
    if edge == "C":
        return (0.0, 0.0)
    a = math.radians(60 * EDGE_NAMES.index(edge))
    return (round(_INR * math.cos(a), 4), round(-_INR * math.sin(a), 4))


def inward(edge: str) -> Point:
    """Unit vector from an edge's midpoint towards the hex centre."""
    x, y = midpoint(edge)
    n = math.hypot(x, y)
    return (-x / n, -y / n)


# --- kinds and widths ----------------------------------------------------------------------

#: Width of each kind (:data:`KINDS`, the engine's) where it crosses an edge (viewBox units;
#: the hex circumradius is 100).
#: ``coast`` has no width: its shoreline meets the edge at the midpoint, sea on one side.
WIDTHS: dict[str, float] = {"river": 30.0, "road": 18.0, "rail": 12.0, "wadi": 38.0,
                            "ravine": 34.0, "trench": 16.0, "runway": 56.0, "coast": 0.0}


# --- centre-line geometry ---------------------------------------------------------------

def strand_controls(a: str, b: str) -> tuple[Point, Point, Point, Point]:
    """The cubic Bézier of a strand from edge ``a`` to edge ``b`` (or ``"C"``): it leaves each
    edge perpendicular to it, which is what lets neighbouring pieces join smoothly."""
    p0, p3 = midpoint(a), midpoint(b)
    if b == "C" or a == "C":
        # a straight spoke along the edge's normal
        return (p0, _lerp(p0, p3, 1 / 3), _lerp(p0, p3, 2 / 3), p3)
    ia, ib = EDGE_NAMES.index(a), EDGE_NAMES.index(b)
    gap = min((ia - ib) % 6, (ib - ia) % 6)
    if gap == 3:
        return (p0, _lerp(p0, p3, 1 / 3), _lerp(p0, p3, 2 / 3), p3)
    k = {2: 50.0, 1: 26.0}[gap]  # handle length giving a near-circular bend
    na, nb = inward(a), inward(b)
    return (p0, (p0[0] + na[0] * k, p0[1] + na[1] * k), (p3[0] + nb[0] * k, p3[1] + nb[1] * k),
            p3)


def strand_d(a: str, b: str) -> str:
    """SVG path data of a strand."""
    p0, p1, p2, p3 = strand_controls(a, b)
    f = _fmt
    return f"M{f(p0)}C{f(p1)} {f(p2)} {f(p3)}"


def sample(a: str, b: str, steps: int = 32) -> list[tuple[Point, Point]]:
    """Points along a strand with their unit left-hand normals, ``steps + 1`` of them."""
    p0, p1, p2, p3 = strand_controls(a, b)
    out = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        x = u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0]
        y = u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1]
        dx = 3 * u * u * (p1[0] - p0[0]) + 6 * u * t * (p2[0] - p1[0]) + 3 * t * t * (p3[0] - p2[0])
        dy = 3 * u * u * (p1[1] - p0[1]) + 6 * u * t * (p2[1] - p1[1]) + 3 * t * t * (p3[1] - p2[1])
        n = math.hypot(dx, dy) or 1.0
        out.append(((x, y), (dy / n, -dx / n)))
    return out


def offset(a: str, b: str, distance: float, steps: int = 32) -> list[Point]:
    """The strand shifted sideways by ``distance`` (positive to its left on screen)."""
    return [(p[0] + n[0] * distance, p[1] + n[1] * distance) for p, n in sample(a, b, steps)]


def strands(name: str) -> Iterator[tuple[str, str]]:
    yield from STRANDS.get(name, ())


def _lerp(p: Point, q: Point, t: float) -> Point:
    return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)


def _fmt(p: Point) -> str:
    def n(v: float) -> str:
        text = f"{v:.2f}".rstrip("0").rstrip(".")
        return "0" if text in ("-0", "") else text
    return f"{n(p[0])},{n(p[1])}"
