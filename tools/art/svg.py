"""Small SVG-writing helpers for the terrain-side art (terrain, rect_terrain, obstacle, board).

Everything is plain strings built by the standard library so that the generated files are
byte-for-byte deterministic: numbers are rounded to two decimals and the only randomness
comes from :func:`rng`, seeded by the piece's name.

Coordinates follow ``docs/ART.md``: a pointy-top hex of circumradius 100 centred on the
origin, ``viewBox="-100 -100 200 200"``, y growing downwards.
"""

from __future__ import annotations

import math
import random
import zlib
from xml.sax.saxutils import escape
from collections.abc import Iterable, Sequence

Point = tuple[float, float]

#: Circumradius and inradius of the hex in viewBox units.
R = 100.0
INR = R * math.sqrt(3) / 2
#: Hex vertices, clockwise from the top.
HEX: tuple[Point, ...] = ((0.0, -R), (INR, -R / 2), (INR, R / 2), (0.0, R), (-INR, R / 2),
                          (-INR, -R / 2))


def num(v: float) -> str:
    """A coordinate with at most two decimals and no ``-0``."""
    text = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def pts(points: Iterable[Point]) -> str:
    return " ".join(f"{num(x)},{num(y)}" for x, y in points)


def el(tag: str, **attrs: object) -> str:
    """One self-closing element; ``stroke_width`` is written ``stroke-width``; ``cls`` is
    ``class``. ``None`` values are left out; attribute order is the keyword order."""
    out = [tag]
    for key, value in attrs.items():
        if value is None:
            continue
        name = "class" if key == "cls" else key.rstrip("_").replace("_", "-")
        if isinstance(value, float):
            value = num(value)
        out.append(f'{name}="{value}"')
    return "<" + " ".join(out) + "/>"


def g(children: Iterable[str], **attrs: object) -> str:
    head = el("g", **attrs)[:-2] + ">"
    return head + "".join(children) + "</g>"


def document(children: Iterable[str], title: str, viewbox: str = "-100 -100 200 200") -> str:
    """A complete SVG file (SVG Tiny 1.2 features only: QtSvg renders nothing more)."""
    body = "\n".join(children)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            f'viewBox="{viewbox}" width="200" height="200">\n<title>{escape(title)}</title>\n'
            f"{body}\n</svg>\n")


# --- shapes ---------------------------------------------------------------------------------

def polygon(points: Iterable[Point], fill: str, **attrs: object) -> str:
    return el("polygon", points=pts(points), fill=fill, **attrs)


def polyline(points: Iterable[Point], stroke: str, width: float, **attrs: object) -> str:
    attrs.setdefault("stroke_linejoin", "round")
    attrs.setdefault("stroke_linecap", "round")
    return el("polyline", points=pts(points), fill="none", stroke=stroke,
              stroke_width=float(width), **attrs)


def path(d: str, fill: str = "none", **attrs: object) -> str:
    return el("path", d=d, fill=fill, **attrs)


def circle(x: float, y: float, r: float, fill: str, **attrs: object) -> str:
    return el("circle", cx=float(x), cy=float(y), r=float(r), fill=fill, **attrs)


def ellipse(x: float, y: float, rx: float, ry: float, fill: str, **attrs: object) -> str:
    return el("ellipse", cx=float(x), cy=float(y), rx=float(rx), ry=float(ry), fill=fill,
              **attrs)


def rect(x: float, y: float, w: float, h: float, fill: str, **attrs: object) -> str:
    return el("rect", x=float(x), y=float(y), width=float(w), height=float(h), fill=fill,
              **attrs)


def line(a: Point, b: Point, stroke: str, width: float, **attrs: object) -> str:
    attrs.setdefault("stroke_linecap", "round")
    return el("line", x1=float(a[0]), y1=float(a[1]), x2=float(b[0]), y2=float(b[1]),
              stroke=stroke, stroke_width=float(width), **attrs)


def ground(fill: str) -> str:
    """The full-hex ground of a terrain tile (left out by the renderer's ink saver)."""
    return polygon(HEX, fill, cls="ground")


def smooth_closed(points: Sequence[Point], tension: float = 0.5) -> str:
    """A closed path through ``points`` with Catmull-Rom smoothing, as cubic Béziers."""
    n = len(points)
    d = [f"M{num(points[0][0])},{num(points[0][1])}"]
    for i in range(n):
        p0, p1, p2, p3 = points[i - 1], points[i], points[(i + 1) % n], points[(i + 2) % n]
        c1 = (p1[0] + (p2[0] - p0[0]) * tension / 3, p1[1] + (p2[1] - p0[1]) * tension / 3)
        c2 = (p2[0] - (p3[0] - p1[0]) * tension / 3, p2[1] - (p3[1] - p1[1]) * tension / 3)
        d.append(f"C{num(c1[0])},{num(c1[1])} {num(c2[0])},{num(c2[1])} "
                 f"{num(p2[0])},{num(p2[1])}")
    return "".join(d) + "Z"


def smooth_open(points: Sequence[Point], tension: float = 0.5) -> str:
    """An open Catmull-Rom path through ``points``."""
    d = [f"M{num(points[0][0])},{num(points[0][1])}"]
    n = len(points)
    for i in range(n - 1):
        p0 = points[i - 1] if i > 0 else points[i]
        p1, p2 = points[i], points[i + 1]
        p3 = points[i + 2] if i + 2 < n else points[i + 1]
        c1 = (p1[0] + (p2[0] - p0[0]) * tension / 3, p1[1] + (p2[1] - p0[1]) * tension / 3)
        c2 = (p2[0] - (p3[0] - p1[0]) * tension / 3, p2[1] - (p3[1] - p1[1]) * tension / 3)
        d.append(f"C{num(c1[0])},{num(c1[1])} {num(c2[0])},{num(c2[1])} "
                 f"{num(p2[0])},{num(p2[1])}")
    return "".join(d)


def blob(cx: float, cy: float, r: float, wobble: float, seed: random.Random,
         n: int = 9, squash: float = 1.0) -> list[Point]:
    """Points of an irregular round outline (for hills, pools, crowns)."""
    out = []
    phase = seed.uniform(0, math.tau)
    for i in range(n):
        a = phase + i * math.tau / n
        rr = r * (1 + seed.uniform(-wobble, wobble))
        out.append((cx + rr * math.cos(a), cy + rr * math.sin(a) * squash))
    return out


# --- placement ------------------------------------------------------------------------------

def rng(name: str) -> random.Random:
    """A random generator seeded by a piece name: the same art every run."""
    return random.Random(zlib.crc32(name.encode()))


def inside(x: float, y: float, margin: float = 0.0) -> bool:
    """Whether (x, y) is inside the hex shrunk by ``margin``."""
    a = INR - margin
    return abs(x) <= a and 0.5 * abs(x) + (math.sqrt(3) / 2) * abs(y) <= a


def scatter(seed: random.Random, count: int, margin: float, spacing: float,
            avoid: Sequence[tuple[float, float, float]] = (),
            start: Sequence[Point] = (), tries: int = 4000) -> list[Point]:
    """Up to ``count`` points inside the hex (``margin`` from its edge), at least
    ``spacing`` apart and outside the circles ``avoid`` = (x, y, radius)."""
    found: list[Point] = list(start)
    for _ in range(tries):
        if len(found) >= count + len(start):
            break
        x, y = seed.uniform(-INR, INR), seed.uniform(-R, R)
        if not inside(x, y, margin):
            continue
        if any(math.hypot(x - ax, y - ay) < ar for ax, ay, ar in avoid):
            continue
        if any(math.hypot(x - fx, y - fy) < spacing for fx, fy in found):
            continue
        found.append((x, y))
    return found[len(start):]


def rotate(p: Point, degrees: float, about: Point = (0.0, 0.0)) -> Point:
    """``p`` turned counter-clockwise on screen (y down) by ``degrees``."""
    a = math.radians(degrees)
    x, y = p[0] - about[0], p[1] - about[1]
    return (about[0] + x * math.cos(a) + y * math.sin(a),
            about[1] - x * math.sin(a) + y * math.cos(a))


def mix(c1: str, c2: str, t: float) -> str:
    """Blend two ``#rrggbb`` colours (``t`` = 0 gives ``c1``)."""
    a = [int(c1[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(c2[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(a, b, strict=True))
