"""Generate the hex terrain tiles and the board backgrounds (``docs/ART.md``).

``editor/resources/art/terrain/<name>.svg`` for each of the catalog's terrain names and
``editor/resources/art/board/<face>.svg`` for the board faces; :mod:`tools.art.pieces` draws the
rect_terrain and obstacle pieces. Every tile fills the hex with its family's ground (marked
``class="ground"`` for the ink saver) and keeps all its drawing inside the hex, because SVG
export cannot clip (``tests/render/test_art.py`` checks it).

Run ``python -m tools.art`` to regenerate everything.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from pathlib import Path

from editor.engine.catalog import CATALOG

from . import ART_DIR
from . import connectors as cn
from .motifs import (CONCRETE, CONCRETE_DARK, CONCRETE_LIGHT, COUNTRY, DESERT, FAMILIES, INK,
                     PACIFIC, ROCK_DARK, ROCK_LIGHT, SAND, SAND_DARK, SEA, SEA_DARK,
                     SEA_LIGHT, STEEL, WINTER, WOOD, WOOD_DARK, WOOD_LIGHT, Palette, bush, fir,
                     flat_house, hachured_channel, hill, house, palm, peak, rail, river, road,
                     runway, trench, tree, tuft, water_ripples)
from .svg import (HEX, R, Point, blob, circle, document, el, ellipse, g, ground, inside, pts,
                  line, path, polygon, polyline, rect, rng, scatter, smooth_closed,
                  smooth_open)

Drawing = list[str]
TILES: dict[str, Callable[[], Drawing]] = {}


def tile(*names: str) -> Callable[[Callable[[str], Drawing]], Callable[[str], Drawing]]:
    """Register a drawing function for one or more terrain names (it receives the name)."""
    def register(fn: Callable[[str], Drawing]) -> Callable[[str], Drawing]:
        for n in names:
            TILES[n] = (lambda n=n: fn(n))
        return fn
    return register


def family(name: str) -> Palette:
    return FAMILIES[CATALOG[name].face_family]


# === vegetation =============================================================================

def _forest(name: str, p: Palette, count: int, radius: tuple[float, float]) -> Drawing:
    seed = rng(name)
    out = [ground(p.ground)]
    out += [path(smooth_closed(blob(x, y, 22, 0.3, seed)), p.ground_dark)
            for x, y in scatter(seed, 4, 20, 40)]
    spots = scatter(seed, count, radius[1] + 3, radius[1] * 1.25,
                    start=[(0.0, 0.0)]) + [(0.0, 0.0)]
    for x, y in sorted(spots, key=lambda s: s[1]):
        out += tree(x, y, seed.uniform(*radius), p, seed)
    return out


@tile("woods")
def woods(name: str) -> Drawing:
    return _forest(name, COUNTRY, 11, (17.0, 20.0))


@tile("wforest", "whillforest")
def winter_forest(name: str) -> Drawing:
    seed = rng(name)
    p = WINTER
    out = [ground(p.ground)]
    if name == "whillforest":
        out += hill(p, seed, 84, contours=1)
    else:
        out += [path(smooth_closed(blob(x, y, 20, 0.3, seed, squash=0.6)), p.ground_dark)
                for x, y in scatter(seed, 5, 24, 40)]
    spots: list[Point] = []
    for _ in range(3000):
        if len(spots) >= (9 if name == "wforest" else 6):
            break
        x, y = seed.uniform(-80, 80), seed.uniform(-60, 95)
        if inside(x, y + 8, 6) and inside(x + 17, y + 6, 4) and inside(x, y - 52, 4) \
                and inside(x - 17, y - 10, 3) and inside(x + 17, y - 10, 3) \
                and all(abs(x - a) > 24 or abs(y - b) > 20 for a, b in spots):
            spots.append((x, y))
    for x, y in sorted(spots, key=lambda s: s[1]):
        out += fir(x, y, seed.uniform(46, 54), p, snow=True)
    return out


@tile("palmtrees")
def palmtrees(name: str) -> Drawing:
    seed = rng(name)
    out = [ground(DESERT.ground)]
    out += [path(smooth_closed(blob(x, y, 18, 0.3, seed, squash=0.6)), DESERT.ground_dark)
            for x, y in scatter(seed, 4, 25, 40)]
    for x, y in scatter(seed, 10, 12, 22):
        out += tuft(x, y, 4, "#9a9a4a")
    for x, y in sorted(scatter(seed, 7, 24, 36, start=[(0, 0)]) + [(0, 0)], key=lambda s: s[1]):
        out += palm(x, y, seed.uniform(18, 22), seed)
    return out


@tile("pjungle")
def jungle(name: str) -> Drawing:
    seed = rng(name)
    p = PACIFIC
    out = [ground(p.ground)]
    out.append(path(smooth_closed(blob(0, 0, 74, 0.08, seed, n=12)), p.tree_dark))
    leaves = scatter(seed, 16, 14, 18)
    for x, y in sorted(leaves, key=lambda s: s[1]):
        a = seed.uniform(0, 360)
        colour = seed.choice((p.tree, p.tree_light, "#2c7a33", "#4c9e3d"))
        for k in range(4):
            out.append(g([ellipse(7, 0, 9, 4.2, colour, stroke=p.tree_dark, stroke_width=0.7)],
                         transform=f"translate({x:.2f},{y:.2f}) rotate({a + k * 90:.1f})"))
    for x, y in scatter(seed, 4, 24, 40):
        out += palm(x, y, 19, seed, dark="#1f6a2a", light="#6cc24f")
    for x, y in scatter(seed, 6, 14, 10):
        out.append(circle(x, y, 2.4, seed.choice(("#e3513b", "#f2b134", "#e86fa8"))))
    return out


@tile("price")
def rice(name: str) -> Drawing:
    p = PACIFIC
    out = [ground(p.ground)]
    # terraces: bands of shallow water stepped down the slope, separated by grassy dikes
    bands = [(-100, -54), (-47, -10), (-3, 36), (43, 100)]
    for i, (y0, y1) in enumerate(bands):
        top = _wavy(-100, 100, y0 + 4, 4, i * 0.9)
        bottom = _wavy(-100, 100, y1 - 3, 4, i * 0.9 + 0.5)
        out.append(polygon(clip_to_hex(top + bottom[::-1]), "#9ccfc1" if i % 2 else "#b1dccb"))
    seed = rng(name)
    for x, y in scatter(seed, 70, 8, 8):
        out.append(line((x, y), (x, y - 4), "#3f8f35", 1.6))
    return out


def _wavy(x0: float, x1: float, y: float, amp: float, phase: float, n: int = 24) -> list[Point]:
    """Points of a gentle sine wave from x0 to x1 around height y."""
    return [(x0 + (x1 - x0) * i / n,
             y + amp * math.sin(phase + 2 * math.pi * 1.5 * i / n)) for i in range(n + 1)]


@tile("pbeach")
def pacific_beach(name: str) -> Drawing:
    seed = rng(name)
    out = [ground(SAND)]
    out.append(path("M-86.6,30Q-40,18 0,34T86.6,28L86.6,50L0,100L-86.6,50Z", "#e0c88c"))
    out.append(path("M-86.6,50Q-40,44 0,58T86.6,50L0,100Z", "#8fd0df"))
    out.append(path("M-70,44Q-40,38 -10,46T40,44", stroke="#ffffff", stroke_width=2.2,
                    stroke_linecap="round"))
    for x, y in scatter(seed, 14, 10, 12):
        if y < 20:
            out.append(path(f"M{x - 5:.1f},{y:.1f}q5,-3 10,0", stroke=SAND_DARK,
                            stroke_width=1.4, stroke_linecap="round"))
    for x, y in scatter(seed, 3, 40, 30):
        if y < 10:
            out += palm(x, y, 16, seed)
    out.append(circle(30, 18, 2.2, "#f4efe6", stroke="#c9b08a", stroke_width=0.6))
    out.append(circle(-44, 10, 1.8, "#f2d6cf", stroke="#c9a08a", stroke_width=0.6))
    return out


@tile("marshes", "wmarshes")
def marsh(name: str) -> Drawing:
    seed = rng(name)
    winter = name.startswith("w")
    p = WINTER if winter else COUNTRY
    out = [ground(p.ground)]
    pools = [(-38, -34, 22), (30, -44, 17), (-6, 10, 27), (-52, 38, 16), (44, 30, 20)]
    for x, y, r in pools:
        pts_ = blob(x, y, r, 0.25, seed, squash=0.62)
        out.append(path(smooth_closed(pts_), p.water_dark if not winter else p.water_dark))
        inner = [(x + (a - x) * 0.82 - 1, y + (b - y) * 0.8 - 1) for a, b in pts_]
        out.append(path(smooth_closed(inner), p.water if not winter else "#dcebf4"))
        if winter:
            out.append(line((x - r * 0.4, y - 2), (x + r * 0.2, y + 2), "#ffffff", 1.5))
    reed = "#5f7d3a" if not winter else "#8a7a5a"
    for x, y in scatter(seed, 20, 10, 11, avoid=[(x, y, r * 0.7) for x, y, r in pools]):
        out += tuft(x, y, 6.5, reed)
        if seed.random() < 0.4:
            out.append(ellipse(x + 2.6, y - 6.5, 1.1, 2.6, "#6b4a2a"))
    return out


@tile("hedgerow")
def hedgerow(name: str) -> Drawing:
    """Bocage: small fields boxed in by thick, tall hedges along the whole hex outline (so
    neighbouring hedgerow hexes make one network), one hedge across and a gate."""
    p = COUNTRY
    seed = rng(name)
    out = [ground(p.ground)]
    out.append(polygon(clip_to_hex([(-100, -100), (100, -100), (100, 6), (-100, -12)]),
                       "#cfd79a"))
    out.append(polygon(clip_to_hex([(-100, -12), (100, 6), (100, 100), (-100, 100)]),
                       "#a8c07a"))
    for i in range(-4, 5):
        out.append(line((i * 16 - 4, -60 + abs(i) * 5), (i * 16 + 4, -14 + i * 0.9), "#b8c07c",
                        1.6))
    ring = [(x * 0.86, y * 0.86) for x, y in HEX] + [(HEX[0][0] * 0.86, HEX[0][1] * 0.86)]
    cross = [(-74.5, -12), (-20, -8), (30, 0), (74.5, 6)]
    for pts_, closed in ((ring, True), (cross, False)):
        d = ("M" + " L".join(f"{x:.2f},{y:.2f}" for x, y in pts_) + ("Z" if closed else ""))
        out.append(path(d, stroke=p.tree_dark, stroke_width=17, stroke_linejoin="round",
                        stroke_linecap="round"))
        out.append(path(d, stroke=p.tree, stroke_width=11, stroke_linejoin="round",
                        stroke_linecap="round"))
        out.append(path(d, stroke=p.tree_light, stroke_width=4.5, stroke_dasharray="3 8",
                        stroke_linejoin="round", stroke_linecap="round"))
    # a gate in the southern hedge: a gap of field colour with a wooden bar
    out.append(g([rect(-9, -10, 18, 20, "#a8c07a"),
                  line((-9, -3), (9, -3), WOOD_DARK, 2.2), line((-9, 3), (9, 3), WOOD_DARK, 2.2)],
                 transform="translate(-37.2,64.5) rotate(-30)"))
    for x, y in ((-48, -40), (52, -30), (40, 62), (-70, 10)):
        out += tree(x * 0.95, y * 0.95, 11, p, seed)
    return out


@tile("oasis")
def oasis(name: str) -> Drawing:
    seed = rng(name)
    out = [ground(DESERT.ground)]
    out.append(path(smooth_closed(blob(4, 6, 50, 0.12, seed, squash=0.75)), "#b7c56f"))
    pool = blob(2, 8, 30, 0.15, seed, squash=0.62)
    out.append(path(smooth_closed(pool), DESERT.water_dark))
    out.append(path(smooth_closed([(x * 0.85, y * 0.85 + 1) for x, y in pool]), DESERT.water))
    out += water_ripples([(-6, 6), (10, 14)], DESERT.water_light)
    for x, y in ((-40, -20), (-20, -40), (30, -30), (44, 14), (-44, 26), (10, 42)):
        out += palm(x, y, 17, seed)
    return out


# === raised ground =========================================================================

@tile("hills", "dhill", "whill")
def hills(name: str) -> Drawing:
    p = family(name)
    seed = rng(name)
    out = [ground(p.ground)] + hill(p, seed, 84)
    if name == "hills":
        for x, y in scatter(seed, 7, 26, 22):
            out += tuft(x, y, 4.5, "#8f8a4c")
    elif name == "dhill":
        for x, y in scatter(seed, 6, 26, 22):
            out.append(ellipse(x, y, 3.5, 2.2, DESERT.hill_dark))
    else:
        for x, y in scatter(seed, 3, 36, 30):
            out += fir(x, y + 12, 26, WINTER, snow=True)
    return out


@tile("highground")
def highground(name: str) -> Drawing:
    p = COUNTRY
    seed = rng(name)
    out = [ground(p.ground)]
    # a broad plateau: wide low terraces and a flat top
    for k, colour in ((0.96, "#a9bc6c"), (0.76, "#bcc67c"), (0.54, "#d2d596")):
        pts_ = [(x * k - (1 - k) * 12, y * k - (1 - k) * 14)
                for x, y in blob(0, 0, 86, 0.05, rng(name + "p"), n=12)]
        out.append(path(smooth_closed(pts_), colour, stroke="#7f8f4a", stroke_width=2.0))
    for x, y in scatter(seed, 8, 30, 20):
        out += tuft(x, y, 4, "#8e9b5a")
    return out


@tile("mountain", "pmcave")
def mountain(name: str) -> Drawing:
    p = PACIFIC if name == "pmcave" else COUNTRY
    seed = rng(name)
    out = [ground(p.ground)]
    out.append(path(smooth_closed(blob(0, 2, 76, 0.05, seed, n=12)), ROCK_DARK))
    out.append(path(smooth_closed(blob(-4, -2, 70, 0.05, seed, n=12)), "#ada392"))
    out += peak(-30, 30, 66, 70)
    out += peak(30, 40, 62, 58)
    out += peak(2, 62, 80, 86)
    if name == "pmcave":
        out += _cave(6, 50)
        out += [el("ellipse", cx=-52.0, cy=52.0, rx=14.0, ry=8.0, fill=p.tree)]
        out += palm(54, 20, 14, seed)
    return out


def _cave(x: float, y: float) -> Drawing:
    return [path(f"M{x - 15},{y + 6}Q{x - 14},{y - 16} {x},{y - 17}Q{x + 14},{y - 16} "
                 f"{x + 15},{y + 6}Z", "#3b352e", stroke="#1c1814", stroke_width=1.5),
            path(f"M{x - 9},{y + 6}Q{x - 8},{y - 8} {x},{y - 9}Q{x + 8},{y - 8} {x + 9},{y + 6}Z",
                 "#0d0b09"),
            ellipse(x, y + 7, 17, 3.5, "#7a6f60")]


@tile("pcave")
def pcave(name: str) -> Drawing:
    p = PACIFIC
    seed = rng(name)
    out = [ground(p.ground)] + hill(p, seed, 84)
    out += _cave(0, 8)
    for x, y in ((-48, -28), (44, -34), (-40, 42)):
        out += bush(x, y, 9, p)
    out += palm(40, 40, 15, seed)
    return out


@tile("whillvillage")
def whillvillage(name: str) -> Drawing:
    p = WINTER
    seed = rng(name)
    out = [ground(p.ground)] + hill(p, seed, 84, contours=1)
    for x, y, w, d, a in ((-30, -26, 28, 22, -8), (22, -30, 24, 20, 6), (-6, 16, 32, 24, 2),
                          (38, 26, 22, 18, -5)):
        out += house(x, y, w, d, "#fbfcfd", "#c4d0da", a, wall="#b49a7c")
    return out


@tile("hillroad", "hillcurve")
def hill_road(name: str) -> Drawing:
    p = COUNTRY
    seed = rng(name)
    # the mound stops short of the edges so the road meets plain ground at each edge
    out = [ground(p.ground)] + hill(p, seed, 76)
    out += road(cn.STRANDS[name], p)
    return out


@tile("dridge")
def dridge(name: str) -> Drawing:
    p = DESERT
    seed = rng(name)
    out = [ground(p.ground)]
    # an erg: dune crests, a shaded lee slope under each crest and a lit windward slope
    for i, y in enumerate((-58, -20, 18, 56)):
        crest = _wavy(-100, 100, y, 7, i * 1.3)
        lee = _wavy(-100, 100, y + 16, 4, i * 1.3 + 0.6)
        out.append(polygon(clip_to_hex(crest + lee[::-1]), p.hill_dark))
        windward = _wavy(-100, 100, y - 12, 5, i * 1.3 - 0.4)
        out.append(polygon(clip_to_hex(windward + crest[::-1]), p.hill_light))
        out.append(polyline(clip_line(crest), "#9c7a45", 2.0))
    for x, y in scatter(seed, 5, 20, 20):
        out.append(ellipse(x, y, 2.6, 1.6, "#a8844e"))
    return out


def clip_line(points: list[Point], margin: float = 1.0) -> list[Point]:
    """The part of a polyline inside the hex (assumes it crosses the hex once)."""
    return [q for q in points if inside(q[0], q[1], margin)]


@tile("descarpment")
def escarpment(name: str) -> Drawing:
    p = DESERT
    seed = rng(name)
    out = [ground(p.ground)]
    # the upper plateau (north) drops along a jagged cliff to the lower ground (south)
    edge = [(-86.6, 6), (-62, -4), (-40, 10), (-18, -2), (4, 12), (26, 0), (48, 14), (68, 2),
            (86.6, 10)]
    out.append(polygon([(-86.6, -50), (0, -100), (86.6, -50)] + edge[::-1], p.hill))
    out.append(polygon([(-86.6, -50)] + edge[:1] + [(-86.6, -50)], p.hill))
    face = edge + [(x, y + 22 + (6 if i % 2 else 0)) for i, (x, y) in enumerate(edge)][::-1]
    out.append(polygon(face, "#a57d48"))
    for i in range(len(edge) - 1):
        (x0, y0), (x1, y1) = edge[i], edge[i + 1]
        out.append(polygon([(x0, y0), (x1, y1), (x1, y1 + 22), (x0, y0 + 22)],
                           "#8e6739" if i % 2 else "#b88d55"))
    out.append(polyline(edge, "#6b4c26", 2.4))
    for x, y in scatter(seed, 6, 20, 16, avoid=[(0, 15, 40)]):
        if y > 40:
            out.append(ellipse(x, y, 4, 2.5, "#b08d58"))
    out = [out[0]] + [_inside_only(e) for e in out[1:]]
    return out


# === water ==================================================================================

@tile("river", "curve", "riverY", "riverFL", "riverFR", "wriver", "wriverFR", "wcurved")
def rivers(name: str) -> Drawing:
    p = family(name)
    seed = rng(name)
    out = [ground(p.ground)]
    strands = cn.STRANDS[name]
    frozen = p.snow
    # some bank vegetation (winter: snow humps) away from the water
    avoid = [(pt[0], pt[1], 30.0) for a, b in strands for pt, _ in cn.sample(a, b, 12)]
    for x, y in scatter(seed, 5, 18, 22, avoid=avoid):
        out += (tuft(x, y, 5, "#6e8f46") if not frozen else
                [ellipse(x, y, 8, 3, WINTER.ground_dark)])
    out += river(strands, p, frozen=frozen)
    return out


@tile("pond")
def pond(name: str) -> Drawing:
    p = COUNTRY
    seed = rng(name)
    out = [ground(p.ground)]
    out += river(cn.STRANDS[name], p)
    shape = blob(10, 0, 44, 0.12, seed, n=10, squash=0.85)
    out.append(path(smooth_closed(shape), p.bank))
    out.append(path(smooth_closed([(10 + (x - 10) * 0.86, y * 0.86) for x, y in shape]),
                    p.water_dark))
    out.append(path(smooth_closed([(10 + (x - 10) * 0.76, y * 0.76 - 1) for x, y in shape]),
                    p.water))
    out += water_ripples([(0, -8), (20, 10), (14, -18)], p.water_light)
    for x, y in ((40, -34), (48, 26), (-18, 36)):
        out += tuft(x, y, 6, "#5f7d3a")
    return out


@tile("dam")
def dam(name: str) -> Drawing:
    p = COUNTRY
    out = [ground(p.ground)]
    # reservoir on the west side, held by a concrete wall; the river runs on east
    out += river((("W", "E"),), p)
    def reservoir(rx: float, ry: float) -> list[Point]:
        # short of the W edge, where the river comes in at its usual width
        return [(-28 + rx * math.cos(a / 20 * math.pi), ry * math.sin(a / 20 * math.pi))
                for a in range(40)]
    out.append(polygon(reservoir(48, 60), p.bank))
    out.append(polygon(reservoir(43, 55), p.water_dark))
    out.append(polygon(reservoir(38, 50), p.water))
    out += water_ripples([(-40, -22), (-26, 14), (-48, 30)], p.water_light)
    out.append(rect(4, -52, 14, 104, CONCRETE, stroke=CONCRETE_DARK, stroke_width=1.5))
    out.append(rect(4, -52, 5, 104, CONCRETE_LIGHT))
    for y in (-40, -20, 0, 20, 40):
        out.append(line((4, y), (18, y), CONCRETE_DARK, 1.0))
    out += [ellipse(24, y, 5, 3.5, "#ffffff", opacity="0.85") for y in (-8, 0, 8)]
    return out


def _shore_sea(shore: tuple[str, str], sea: str = SEA, beach: str = SAND) -> Drawing:
    """Sea on the right of a shoreline strand (south of W - E), with a beach strip 11 wide on
    the land side and surf along the water line. The strip's ends lie on the edges, so beaches
    join like rivers do."""
    a, b = shore
    samples = cn.sample(a, b, 24)
    water_line = [pt for pt, _ in samples]
    beach_line = [(p_[0] + n[0] * 11, p_[1] + n[1] * 11) for p_, n in samples]
    sea_poly = water_line + _hex_walk(water_line[-1], water_line[0], side="right")
    out = [polygon(_clamp_all(beach_line + water_line[::-1]), beach),
           polygon(_clamp_all(sea_poly), sea)]
    surf = [(p_[0] - n[0] * 5, p_[1] - n[1] * 5) for p_, n in samples[2:-2]]
    out.append(polyline([q for q in surf if inside(q[0], q[1], 3)], "#ffffff", 2.2,
                        opacity="0.9"))
    deep = [(p_[0] - n[0] * 30, p_[1] - n[1] * 30) for p_, n in samples[4:-4]]
    out.append(polyline([q for q in deep if inside(q[0], q[1], 6)], SEA_DARK, 1.6,
                        stroke_dasharray="9 8"))
    return out


def _hex_walk(start: Point, end: Point, side: str) -> list[Point]:
    """Hex vertices met walking clockwise (``right``) along the outline from ``start`` to
    ``end`` (both on the outline)."""
    def angle(pt: Point) -> float:
        return math.atan2(pt[1], pt[0]) % math.tau  # screen angle, clockwise positive
    a0, a1 = angle(start), angle(end)
    verts = sorted(HEX, key=angle)
    span = (a1 - a0) % math.tau
    out = [v for v in verts if 0 < (angle(v) - a0) % math.tau < span]
    out.sort(key=lambda v: (angle(v) - a0) % math.tau)
    return out if side == "right" else out[::-1]


def _clamp_all(points: list[Point]) -> list[Point]:
    """Pull points that stray outside the hex back onto its outline."""
    out = []
    for x, y in points:
        k = 1.0
        while not inside(x * k, y * k, 0) and k > 0:
            k -= 0.005
        out.append((x * k, y * k))
    return out


@tile("coast", "coastcurve")
def coast(name: str) -> Drawing:
    p = DESERT
    seed = rng(name)
    out = [ground(p.ground)]
    out += _shore_sea(cn.SHORES[name])
    a, b = cn.SHORES[name]
    samples = cn.sample(a, b, 12)
    for pt, n in samples[3:-3:3]:
        x, y = pt[0] + n[0] * 26, pt[1] + n[1] * 26
        if inside(x, y, 10):
            out += tuft(x, y, 4.5, "#9a9a4a")
    del seed
    return out


@tile("pmouth")
def river_mouth(name: str) -> Drawing:
    p = PACIFIC
    seed = rng(name)
    out = [ground(p.ground)]
    out += _shore_sea(cn.SHORES[name])
    # the river widens into an estuary as it reaches the shore
    out += river(cn.STRANDS[name], p)
    out.append(path("M-22,-6Q-14,-20 -4,-22Q8,-20 16,-6Z", p.water_dark))
    out.append(path("M-18,-4Q-11,-17 -4,-18Q6,-17 12,-4Z", p.water))
    for x, y in ((-56, -26), (44, -30), (62, -10)):
        out += palm(x, y, 13, seed)
    return out


@tile("lakeA", "lakeB", "lakeC")
def lake(name: str) -> Drawing:
    p = COUNTRY
    seed = rng(name)
    out = [ground(p.ground)]
    run = cn.LAKES[name]
    # water covers whole edges; the shore meets the outline at the vertices ending the run
    first, last = cn.EDGE_NAMES.index(run[0]), cn.EDGE_NAMES.index(run[-1])
    start = _vertex(60 * first - 30)
    end = _vertex(60 * last + 30)
    walk = [_vertex(60 * (first + i) + 30) for i in range(len(run) - 1)]
    # the shore bows into the hex between the two vertices
    depth = {4: 0.25, 3: 0.05, 2: -0.18}[len(run)]
    mid = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
    ctrl = (mid[0] * depth - 0.0, mid[1] * depth)
    bulge = [start] + walk + [end]
    shore = [end, (end[0] * 0.55 + ctrl[0] * 0.45, end[1] * 0.55 + ctrl[1] * 0.45), ctrl,
             (start[0] * 0.55 + ctrl[0] * 0.45, start[1] * 0.55 + ctrl[1] * 0.45), start]
    shore_d = smooth_open(shore)
    water_d = (f"M{start[0]:.2f},{start[1]:.2f}"
               + "".join(f"L{x:.2f},{y:.2f}" for x, y in bulge[1:]) + shore_d[shore_d.index("C"):]
               + "Z")
    out.append(path(water_d, p.water_dark))
    # the shore band stops short of the vertices, where the next lake piece takes over
    band = _sample_path(shore)[2:-2]
    out.append(polyline(band, p.bank, 7, stroke_linecap="butt"))
    out.append(polyline(band, SAND, 3, stroke_linecap="butt"))
    # lighter water away from the shore
    for x, y in scatter(seed, 5, 16, 20):
        if _in_poly((x, y), _shore_polygon(bulge, shore), margin=10):
            out += water_ripples([(x, y)], p.water_light, 10)
    for x, y in scatter(seed, 5, 14, 16):
        if not _in_poly((x, y), _shore_polygon(bulge, shore), margin=-12):
            out += tuft(x, y, 5, "#5f7d3a")
    return out


def _sample_path(points: list[Point], per_segment: int = 8) -> list[Point]:
    """Points along the Catmull-Rom curve that :func:`smooth_open` draws through ``points``."""
    out: list[Point] = []
    n = len(points)
    for i in range(n - 1):
        p0 = points[i - 1] if i > 0 else points[i]
        p1, p2 = points[i], points[i + 1]
        p3 = points[i + 2] if i + 2 < n else points[i + 1]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        for k in range(per_segment + (1 if i == n - 2 else 0)):
            s = k / per_segment
            u = 1 - s
            w0, w1, w2, w3 = u ** 3, 3 * u * u * s, 3 * u * s * s, s ** 3
            out.append((w0 * p1[0] + w1 * c1[0] + w2 * c2[0] + w3 * p2[0],
                        w0 * p1[1] + w1 * c1[1] + w2 * c2[1] + w3 * p2[1]))
    return out


def _vertex(deg_math: float) -> Point:
    a = math.radians(deg_math)
    return (round(R * math.cos(a), 3), round(-R * math.sin(a), 3))


def _shore_polygon(bulge: list[Point], shore: list[Point]) -> list[Point]:
    return bulge + shore[1:-1]


def _in_poly(pt: Point, poly: list[Point], margin: float = 0.0) -> bool:
    """Point in polygon, and at least ``margin`` away from its outline (negative: near)."""
    x, y = pt
    inside_ = False
    n = len(poly)
    dmin = float("inf")
    for i in range(n):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
        if (y0 > y) != (y1 > y) and x < (x1 - x0) * (y - y0) / (y1 - y0) + x0:
            inside_ = not inside_
        dx, dy = x1 - x0, y1 - y0
        t = max(0.0, min(1.0, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy or 1)))
        dmin = min(dmin, math.hypot(x - x0 - t * dx, y - y0 - t * dy))
    if margin >= 0:
        return inside_ and dmin >= margin
    return inside_ or dmin < -margin


# === roads, rails, runways, channels, trenches ==============================================

@tile("road", "roadcurve", "roadFL", "roadFR", "roadX", "roadY", "droad", "droadX",
      "droadcurve", "droadFL", "droadFR", "wroad", "wroadcurve", "wroadFL", "wroadFR", "wroadX",
      "wroadY")
def roads(name: str) -> Drawing:
    p = family(name)
    seed = rng(name)
    out = [ground(p.ground)]
    strands = cn.STRANDS[name]
    avoid = [(pt[0], pt[1], 22.0) for a, b in strands for pt, _ in cn.sample(a, b, 12)]
    for x, y in scatter(seed, 4, 16, 30, avoid=avoid):
        if p is DESERT:
            out.append(ellipse(x, y, 3.5, 2.2, DESERT.ground_dark))
        elif p is WINTER:
            out.append(ellipse(x, y, 9, 3, WINTER.ground_dark))
        else:
            out += tuft(x, y, 4.5, "#8fae63")
    out += road(strands, p)
    return out


@tile("rail", "railcurve", "railFL", "railFR", "railX", "wrail", "wrailcurve", "wrailFR")
def rails(name: str) -> Drawing:
    p = family(name)
    out = [ground(p.ground)]
    ballast = "#a39a8a" if not p.snow else "#b5b2ab"
    out += rail(cn.STRANDS[name], ballast=ballast)
    return out


@tile("railroad", "wrailroad")
def level_crossing(name: str) -> Drawing:
    p = family(name)
    parts = cn.LEVEL_CROSSINGS[name]
    out = [ground(p.ground)]
    out += road(parts["road"], p)
    out += rail(parts["rail"], ballast="#a39a8a" if not p.snow else "#b5b2ab")
    # planks where the road crosses the track, and the crossing's warning crosses
    out.append(g([rect(-10, -11, 20, 22, WOOD_LIGHT, stroke=WOOD_DARK, stroke_width=0.8)],
                 transform="rotate(-60)"))
    for x, y in ((-30, -28), (30, 28)):
        out.append(line((x - 5, y - 5), (x + 5, y + 5), "#c8352a", 2.6))
        out.append(line((x - 5, y + 5), (x + 5, y - 5), "#ffffff", 2.6))
    return out


@tile("station")
def station(name: str) -> Drawing:
    p = COUNTRY
    out = [ground(p.ground)]
    out.append(rect(-56, -36, 112, 22, "#c9c2b2", stroke="#8b8476", stroke_width=1.2))
    out += rail(cn.STRANDS[name])
    # station hall north of the track: two-tone roof, windows, a clock gable
    out.append(rect(-40 + 4, -64 + 4, 80, 28, "#000000", opacity="0.22"))
    out.append(rect(-40, -52, 80, 16, "#e7d6b2", stroke=INK, stroke_width=1))
    out.append(polygon([(-42, -52), (42, -52), (36, -66), (-36, -66)], "#7c4b3a",
                       stroke=INK, stroke_width=1))
    out.append(polygon([(-42, -52), (42, -52), (40, -48), (-40, -48)], "#5e3528"))
    for x in range(-34, 34, 12):
        out.append(rect(x, -46, 6, 8, "#4c6d86", stroke=INK, stroke_width=0.6))
    out.append(rect(-7, -74, 14, 20, "#e7d6b2", stroke=INK, stroke_width=1))
    out.append(circle(0, -66, 4, "#ffffff", stroke=INK, stroke_width=0.8))
    out.append(rect(-40, 24, 80, 14, "#c9c2b2", stroke="#8b8476", stroke_width=1.2))
    for x in (-30, 0, 30):
        out.append(rect(x - 2, 26, 4, 8, "#5a5045"))
    return out


@tile("airfield", "airfieldX", "pairfield", "pairfieldX", "cairfield", "wairfield",
      "dairfieldX", "dairfield")
def airfield(name: str) -> Drawing:
    p = family(name)
    strands = cn.STRANDS[name]
    out = [ground(p.ground)]
    if name.startswith("p"):
        out += runway(strands, "#8c8a72", "#6a6853", "#e9e4c8", dashed=False, mat="#55533f")
    elif name.startswith("d"):
        out += runway(strands, "#cdb27a", "#a0824c", "#fff6dc")
    elif name.startswith("w"):
        out += runway(strands, "#b7bcc0", "#8a949c", "#ffffff")
    elif name.startswith("c"):
        out += runway(strands, "#93b85e", "#6f9444", "#f1f3e6")
    else:
        out += runway(strands, CONCRETE, CONCRETE_DARK, "#f6f6f0")
    x_ = name.endswith("X")
    # a hangar and a control hut beside the runway (north-west), a windsock
    hx, hy = (-30, -54) if not x_ else (-52, -40)
    hangar = [rect(hx - 16 + 3, hy - 10 + 3, 32, 20, "#000000", opacity="0.25"),
              rect(hx - 16, hy - 10, 32, 20, "#8d9298" if not p.snow else "#f4f7f9",
                   stroke=INK, stroke_width=1),
              line((hx - 16, hy), (hx + 16, hy), "#6d7278", 1.2)]
    for i in (-10, -4, 2, 8):
        hangar.append(line((hx + i, hy - 10), (hx + i, hy + 10), "#6d7278", 0.8))
    out += hangar
    sx, sy = (34, -52) if not x_ else (50, 42)
    out.append(line((sx, sy + 14), (sx, sy - 6), INK, 1.6))
    out.append(polygon([(sx, sy - 6), (sx + 14, sy - 4), (sx + 14, sy), (sx, sy)], "#e8712c",
                       stroke=INK, stroke_width=0.6))
    return out


@tile("wadi", "wcurve")
def wadi(name: str) -> Drawing:
    p = DESERT
    out = [ground(p.ground)]
    out += hachured_channel(cn.STRANDS[name], cn.WIDTHS["wadi"], "#d2ad6c", "#f6e7bf",
                            "#a57d43", "#6e4f26", rng(name), pebbles="#8f6c3a")
    return out


@tile("ravine", "cravine", "wravine")
def ravine(name: str) -> Drawing:
    p = family(name)
    out = [ground(p.ground)]
    if p.snow:
        bed, lit, shade, tick = "#9fb2c2", "#ffffff", "#7b8fa0", "#4a5c6c"
    else:
        bed, lit, shade, tick = "#5e5140", "#c9b68a", "#7a6548", "#3a3024"
    out += hachured_channel(cn.STRANDS[name], cn.WIDTHS["ravine"], bed, lit, shade, tick,
                            rng(name), pebbles=ROCK_LIGHT if not p.snow else "#ffffff")
    # scrub on the rims
    seed = rng(name + "rim")
    avoid = [(pt[0], pt[1], 28.0) for a, b in cn.STRANDS[name] for pt, _ in cn.sample(a, b, 12)]
    for x, y in scatter(seed, 4, 18, 24, avoid=avoid):
        out += bush(x, y, 6, p) if not p.snow else fir(x, y + 8, 18, WINTER, True)
    return out


@tile("ptrenches", "wtrenches")
def trenches(name: str) -> Drawing:
    p = family(name)
    seed = rng(name)
    out = [ground(p.ground)]
    if p.snow:
        out += trench(cn.STRANDS[name], "#d2dbe3", "#5b5148", "#a89d8a")
    else:
        out += trench(cn.STRANDS[name], "#b79b63", "#4f3b22", "#c9b07a")
        avoid = [(pt[0], pt[1], 24.0) for a, b in cn.STRANDS[name]
                 for pt, _ in cn.sample(a, b, 12)]
        for x, y in scatter(seed, 4, 18, 26, avoid=avoid):
            out += bush(x, y, 7, p)
    return out


# === buildings ==============================================================================

def _village(name: str, p: Palette, houses: list[tuple[float, float, float, float, float]],
             lane: str | None = None) -> Drawing:
    seed = rng(name)
    out = [ground(p.ground)]
    if lane:
        out.append(path(lane, stroke=p.road_edge, stroke_width=11, stroke_linecap="round"))
        out.append(path(lane, stroke=p.road, stroke_width=7, stroke_linecap="round"))
    for x, y, w, d, a in houses:
        out += house(x, y, w, d, p.roof, p.roof_dark, a, wall=p.wall)
    for x, y in scatter(seed, 4, 16, 18, avoid=[(x, y, max(w, d) * 0.8)
                                                 for x, y, w, d, _ in houses]):
        out += tree(x, y, 7, COUNTRY if not p.snow else WINTER, seed)
    return out


_HOUSES = [(-38, -40, 30, 22, -6), (14, -52, 26, 20, 4), (46, -14, 24, 26, 88),
           (-52, 4, 24, 20, 2), (-8, 0, 34, 24, -3), (-26, 44, 28, 22, 5), (28, 36, 30, 22, -4)]


@tile("buildings")
def buildings(name: str) -> Drawing:
    return _village(name, COUNTRY, _HOUSES, lane="M-68,22Q-20,20 0,-20T50,-50")


@tile("wvillage")
def wvillage(name: str) -> Drawing:
    p = WINTER
    out = [ground(p.ground)]
    lane = "M-68,22Q-20,20 0,-20T50,-50"
    out.append(path(lane, stroke=p.road_edge, stroke_width=11, stroke_linecap="round"))
    out.append(path(lane, stroke=p.road, stroke_width=7, stroke_linecap="round"))
    for x, y, w, d, a in _HOUSES:
        out += house(x, y, w, d, "#fbfdff", "#c2cfdb", a, wall="#a78f73")
    seed = rng(name)
    for x, y in ((62, 26), (-64, -28), (6, 70)):
        out += fir(x, y + 8, 20, p, True)
    del seed
    return out


@tile("bled")
def bled(name: str) -> Drawing:
    p = DESERT
    seed = rng(name)
    out = [ground(p.ground)]
    out.append(path(smooth_closed(blob(0, 0, 66, 0.06, seed, n=10)), "#e2c98f"))
    for x, y, w, d, a in ((-36, -40, 24, 22, 0), (-6, -48, 20, 18, 0), (24, -36, 26, 20, 0),
                          (-48, -6, 22, 24, 0), (40, 4, 24, 22, 0), (-30, 30, 26, 20, 0),
                          (2, 40, 22, 22, 0), (34, 40, 20, 18, 0)):
        out += flat_house(x, y, w, d, "#f6efdf", "#d6c6a3", a)
    # the mosque: a dome and a minaret
    out.append(circle(0, -4, 17, "#d6c6a3", stroke=INK, stroke_width=0.9))
    out.append(circle(-3, -7, 12, "#fbf7ee"))
    out.append(rect(12, -22, 8, 24, "#f6efdf", stroke=INK, stroke_width=0.9))
    out.append(circle(16, -24, 4, "#3f8e6e", stroke=INK, stroke_width=0.7))
    out += palm(-62, 18, 12, seed)
    out += palm(58, -26, 12, seed)
    return out


@tile("pvillage")
def pvillage(name: str) -> Drawing:
    p = PACIFIC
    seed = rng(name)
    out = [ground(p.ground)]
    out.append(path(smooth_closed(blob(0, 4, 58, 0.1, seed, n=10)), "#d8c48a"))
    for x, y, s in ((-30, -24, 24), (22, -32, 22), (-8, 22, 26), (36, 20, 20)):
        # stilt hut: a thatched hipped roof seen from above, ridge line
        out.append(rect(x - s / 2 + 3, y - s / 2 + 3, s, s * 0.8, "#000000", opacity="0.25"))
        out.append(polygon([(x - s / 2, y - s * 0.4), (x + s / 2, y - s * 0.4),
                            (x + s / 2, y + s * 0.4), (x - s / 2, y + s * 0.4)], p.roof,
                           stroke="#6f5523", stroke_width=1))
        out.append(polygon([(x - s / 2, y + s * 0.4), (x - s / 5, y), (x + s / 5, y),
                            (x + s / 2, y + s * 0.4)], p.roof_dark))
        out.append(line((x - s / 5, y), (x + s / 5, y), "#6f5523", 1.3))
        for k in (-0.3, 0, 0.3):
            out.append(line((x + k * s, y - s * 0.4), (x + k * s * 0.6, y - 2), "#b8964f", 0.8))
    for x, y in ((-58, 14), (56, -22), (-4, -62), (-34, 52), (40, 50)):
        out += palm(x, y, 14, seed)
    return out


@tile("church", "wchurch")
def church(name: str) -> Drawing:
    p = family(name)
    seed = rng(name)
    out = [ground(p.ground)]
    roof, roof_dark = (p.roof, p.roof_dark) if not p.snow else ("#fbfdff", "#c2cfdb")
    wall = "#e9e0cc" if not p.snow else "#cdbfa9"
    # cross-shaped church seen from above: nave, transept, tower with spire
    out.append(rect(-22 + 4, -50 + 4, 44, 104, "#000000", opacity="0.22"))
    out.append(rect(-20, -30, 40, 80, roof, stroke=INK, stroke_width=1))
    out.append(polygon([(0, -30), (20, -30), (20, 50), (0, 50)], roof_dark))
    out.append(rect(-44, -8, 88, 26, roof, stroke=INK, stroke_width=1))
    out.append(polygon([(-44, 5), (44, 5), (44, 18), (-44, 18)], roof_dark))
    out.append(line((0, -30), (0, 50), INK, 0.8))
    out.append(rect(-14, -62, 28, 30, wall, stroke=INK, stroke_width=1))
    out.append(polygon([(-14, -62), (14, -62), (0, -47)], "#5d6a74", stroke=INK, stroke_width=0.8))
    out.append(polygon([(-14, -32), (14, -32), (0, -47)], "#3f4a52", stroke=INK, stroke_width=0.8))
    out.append(line((0, -54), (0, -40), "#e2b433", 1.8))
    out.append(line((-4, -49), (4, -49), "#e2b433", 1.8))
    # churchyard wall and trees
    out.append(path("M-62,-40L-62,62L62,62L62,-40", stroke="#9a9486", stroke_width=2.5,
                    stroke_dasharray="8 3"))
    pal = COUNTRY if not p.snow else WINTER
    for x, y in ((-50, -26), (48, 40), (-48, 48)):
        out += (tree(x, y, 8, pal, seed) if not p.snow else fir(x, y + 8, 20, pal, True))
    return out


@tile("fortress", "wcastle")
def fortress(name: str) -> Drawing:
    p = family(name)
    out = [ground(p.ground)]
    stone, stone_dark, stone_light = ("#b9b1a2", "#7d7567", "#d6d0c4")
    if p.snow:
        stone, stone_dark, stone_light = ("#a7a49d", "#6f6c66", "#ffffff")
    # a star fort: bastions at the corners of a square curtain wall, a keep inside
    out.append(polygon([(-58, -40), (-40, -58), (40, -58), (58, -40), (58, 40), (40, 58),
                        (-40, 58), (-58, 40)], "#000000", opacity="0.2",
                       transform="translate(4,4)"))
    out.append(polygon([(-56, -44), (-44, -56), (44, -56), (56, -44), (56, 44), (44, 56),
                        (-44, 56), (-56, 44)], stone_dark, stroke=INK, stroke_width=1.2))
    out.append(polygon([(-46, -38), (-38, -46), (38, -46), (46, -38), (46, 38), (38, 46),
                        (-38, 46), (-46, 38)], stone, stroke=INK, stroke_width=0.8))
    out.append(rect(-32, -32, 64, 64, "#8f876f" if not p.snow else "#f3f6f8"))
    for cx, cy in ((-50, -50), (50, -50), (50, 50), (-50, 50)):
        out.append(circle(cx, cy, 13, stone_dark, stroke=INK, stroke_width=1.2))
        out.append(circle(cx - 2, cy - 2, 9, stone_light if not p.snow else "#ffffff"))
    out.append(rect(-18, -18, 36, 36, stone_dark, stroke=INK, stroke_width=1.2))
    out.append(rect(-15, -15, 26, 26, stone_light if not p.snow else "#ffffff"))
    # crenellations on the curtain
    for i in range(-30, 31, 10):
        for x, y in ((i, -51), (i, 51), (-51, i), (51, i)):
            out.append(rect(x - 2.5, y - 2.5, 5, 5, stone_light if not p.snow else "#ffffff"))
    out.append(line((0, -18), (0, -40), INK, 1.4))
    out.append(polygon([(0, -40), (16, -36), (0, -31)], "#b23a2e"))
    return out


def _factory(name: str, snow: bool) -> Drawing:
    p = WINTER if snow else COUNTRY
    out = [ground(p.ground)]
    yard = "#c7c2b5" if not snow else "#e3e8ec"
    out.append(polygon([(-70, -34), (0, -78), (70, -34), (70, 40), (0, 80), (-70, 40)], yard))
    roof = "#8b8f94" if not snow else "#ffffff"
    roof_dark = "#5d6268" if not snow else "#b9c6d1"
    # saw-tooth roofed halls
    out.append(rect(-54 + 4, -30 + 4, 70, 56, "#000000", opacity="0.25"))
    for i in range(5):
        x = -54 + i * 14
        out.append(rect(x, -30, 14, 56, roof, stroke=INK, stroke_width=0.8))
        out.append(rect(x + 9, -30, 5, 56, roof_dark if not snow else "#8fb2cf"))
    out.append(rect(22, -50, 34, 28, "#a0574a", stroke=INK, stroke_width=0.9))
    out.append(rect(22, -50, 34, 10, "#c06a58" if not snow else "#ffffff"))
    # chimneys with smoke
    for x, y in ((34, 14), (50, 0)):
        out.append(circle(x, y, 8, "#8a4a3c", stroke=INK, stroke_width=1))
        out.append(circle(x, y, 4, "#2a2624"))
    out.append(path("M50,-8q10,-14 2,-24q-8,-10 6,-22", stroke="#7d7d7d", stroke_width=5,
                    stroke_linecap="round", opacity="0.55"))
    out.append(rect(-40, 40, 50, 14, "#7a6a55", stroke=INK, stroke_width=0.8))
    for x in (-36, -24, -12, 0):
        out.append(circle(x + 4, 47, 4, "#556b7a", stroke=INK, stroke_width=0.6))
    return out


@tile("factory")
def factory(name: str) -> Drawing:
    return _factory(name, snow=False)


@tile("wfactory")
def wfactory(name: str) -> Drawing:
    return _factory(name, snow=True)


@tile("wruins")
def ruins(name: str) -> Drawing:
    p = WINTER
    seed = rng(name)
    out = [ground(p.ground)]
    # broken walls and rubble of a city block, snow drifts
    for x, y, w, d, a in ((-40, -36, 36, 28, -4), (18, -46, 32, 26, 5), (-48, 20, 30, 32, 2),
                          (8, 6, 40, 30, -3), (34, 48, 28, 22, 4)):
        pts_ = [(-w / 2, -d / 2), (w * 0.1, -d / 2), (w * 0.2, -d * 0.2), (w / 2, -d * 0.1),
                (w / 2, d / 2), (-w / 2, d / 2)]
        out.append(g([polygon([(a_ + 3, b_ + 3) for a_, b_ in pts_], "#000000", opacity="0.2"),
                      polygon(pts_, "#8e8377", stroke=INK, stroke_width=1),
                      polygon([(a_ * 0.7, b_ * 0.7) for a_, b_ in pts_], "#5b524a"),
                      polyline([(-w / 2, d / 2), (-w / 2, -d / 2), (w * 0.1, -d / 2)], "#b9ada0",
                               3, stroke_linecap="square")],
                     transform=f"translate({x},{y}) rotate({a})"))
    for x, y in scatter(seed, 22, 10, 6):
        out.append(rect(x, y, seed.uniform(3, 6), seed.uniform(2, 4), seed.choice(
            ("#7d7267", "#a59a8d", "#6a5f55")), transform=f"rotate({seed.uniform(0, 90):.0f} "
                                                          f"{x:.1f} {y:.1f})"))
    for x, y in scatter(seed, 6, 18, 26):
        out.append(ellipse(x, y, 10, 4, "#ffffff", opacity="0.9"))
    return out


@tile("depot")
def depot(name: str) -> Drawing:
    p = COUNTRY
    out = [ground(p.ground)]
    out.append(polygon([(-66, -40), (0, -78), (66, -40), (66, 40), (0, 78), (-66, 40)], "#c9bf98"))
    # crate stacks, fuel drums and a tarpaulin shed
    for x, y in ((-44, -20), (-30, -20), (-44, -6), (-30, -6), (-37, 12)):
        out.append(rect(x - 6, y - 6, 12, 12, WOOD_LIGHT, stroke=WOOD_DARK, stroke_width=1))
        out.append(line((x - 6, y - 6), (x + 6, y + 6), WOOD_DARK, 0.8))
    for x, y in ((10, 20), (20, 20), (30, 20), (15, 30), (25, 30), (35, 30), (40, 20)):
        out.append(circle(x, y, 4.8, "#4c5a3a", stroke="#202619", stroke_width=0.9))
        out.append(circle(x - 1, y - 1, 1.6, "#8a9870"))
    out.append(rect(-6 + 3, -54 + 3, 52, 30, "#000000", opacity="0.25"))
    out.append(polygon([(-6, -54), (46, -54), (46, -24), (-6, -24)], "#6f7a44", stroke=INK,
                       stroke_width=1))
    out.append(polygon([(-6, -39), (46, -39), (46, -24), (-6, -24)], "#55602f"))
    out.append(line((-6, -39), (46, -39), INK, 0.8))
    out.append(rect(-22, 38, 36, 16, "#6b7342", stroke=INK, stroke_width=1))
    out.append(rect(14, 42, 10, 12, "#4c5230", stroke=INK, stroke_width=1))
    return out


@tile("powerplant")
def powerplant(name: str) -> Drawing:
    p = COUNTRY
    out = [ground(p.ground)]
    out.append(polygon([(-66, -40), (0, -78), (66, -40), (66, 40), (0, 78), (-66, 40)], "#c7c2b5"))
    out.append(rect(-50 + 4, -26 + 4, 60, 46, "#000000", opacity="0.25"))
    out.append(rect(-50, -26, 60, 46, "#b8644c", stroke=INK, stroke_width=1))
    out.append(rect(-50, -26, 60, 14, "#cf7a60"))
    for x in (-40, -26, -12):
        out.append(circle(x, -40, 7, "#8c8f93", stroke=INK, stroke_width=1))
        out.append(circle(x, -40, 3.5, "#2a2624"))
    # cooling tower and a pylon with lines
    out.append(circle(38, -8, 18, "#c6c9cc", stroke=INK, stroke_width=1))
    out.append(circle(38, -8, 11, "#7f8488"))
    out.append(polygon([(30, 60), (38, 30), (46, 60)], "none", stroke=STEEL, stroke_width=1.6))
    out.append(line((28, 38), (48, 38), STEEL, 1.6))
    for dx in (-10, 10):
        out.append(line((38 + dx, 38), (38 + dx * 2.2, 56), "#333333", 0.8))
    # lightning mark on the hall
    out.append(polygon([(-22, -6), (-30, 8), (-24, 8), (-28, 18), (-16, 2), (-22, 2), (-18, -6)],
                       "#f2c230", stroke=INK, stroke_width=0.6))
    return out


@tile("camp")
def prison_camp(name: str) -> Drawing:
    p = COUNTRY
    out = [ground(p.ground)]
    out.append(rect(-60, -52, 120, 104, "#c9b98f"))
    for y in (-36, -8, 20):
        out.append(rect(-46 + 3, y + 3, 56, 16, "#000000", opacity="0.25"))
        out.append(rect(-46, y, 56, 16, "#7d6a50", stroke=INK, stroke_width=1))
        out.append(rect(-46, y, 56, 7, "#96815f"))
    # barbed wire fence with posts, watchtower at the corner
    out.append(rect(-60, -52, 120, 104, "none", stroke="#4b4b4b", stroke_width=1.6,
                    stroke_dasharray="3 2"))
    for x in range(-60, 61, 20):
        for y in (-52, 52):
            out.append(circle(x, y, 2, "#5a4030"))
    out.append(rect(28, -46, 24, 24, "#8a6a42", stroke=INK, stroke_width=1))
    out.append(polygon([(28, -46), (52, -46), (40, -34)], "#6a4c2a"))
    out.append(polygon([(28, -22), (52, -22), (40, -34)], "#a58155"))
    out.append(circle(36, 30, 9, "#e9e2cc", stroke=INK, stroke_width=0.8))
    return out


@tile("radar")
def radar(name: str) -> Drawing:
    p = COUNTRY
    out = [ground(p.ground)]
    out.append(circle(0, 0, 62, "#c7c2b5"))
    # a big dish on a mount, an antenna mast and an operations hut
    out.append(ellipse(4, 8, 34, 30, "#000000", opacity="0.22"))
    out.append(ellipse(0, 2, 32, 28, "#e4e6e8", stroke=INK, stroke_width=1.4))
    out.append(ellipse(4, 6, 22, 19, "#b8bdc2"))
    for a in (0, 60, 120):
        rad = math.radians(a)
        out.append(line((0, 2), (30 * math.cos(rad), 2 + 26 * math.sin(rad)),
                        "#7d8287", 1))
    out.append(circle(0, 2, 4, STEEL, stroke=INK, stroke_width=0.8))
    out.append(line((-40, 40), (-40, -44), STEEL, 2.4))
    for y in (-40, -28, -16):
        out.append(line((-50, y), (-30, y), STEEL, 1.6))
    out.append(rect(20, 34, 30, 18, "#6d7a4a", stroke=INK, stroke_width=1))
    out.append(rect(20, 34, 30, 7, "#85935b"))
    return out


@tile("lighthouse")
def lighthouse(name: str) -> Drawing:
    p = COUNTRY
    out = [ground(p.ground)]
    # a rocky headland in the sea with a striped tower seen from above and its beam
    out.append(polygon([(-86.6, 10), (-40, 40), (0, 60), (40, 40), (86.6, 20), (86.6, 50),
                        (0, 100), (-86.6, 50)], SEA))
    out.append(path("M-86.6,6Q-40,38 0,56T86.6,16", stroke="#ffffff", stroke_width=2.4,
                    opacity="0.8"))
    out.append(path(smooth_closed([(-30, -20), (0, -34), (30, -18), (36, 16), (6, 34),
                                   (-28, 22)]), ROCK_DARK))
    out.append(path(smooth_closed([(-28, -22), (0, -36), (26, -20), (30, 12), (4, 28),
                                   (-26, 18)]), ROCK_LIGHT))
    out.append(polygon([(0, 0), (80, -40), (80, -12)], "#fff3a6", opacity="0.75"))
    out.append(circle(0, 0, 17, "#c8352a", stroke=INK, stroke_width=1.2))
    out.append(circle(0, 0, 12, "#ffffff"))
    out.append(circle(0, 0, 7, "#c8352a"))
    out.append(circle(0, 0, 3.5, "#fff3a6", stroke=INK, stroke_width=0.6))
    out = [out[0]] + [_inside_only(e) for e in out[1:]]
    return out


@tile("barracks")
def barracks(name: str) -> Drawing:
    p = COUNTRY
    out = [ground(p.ground)]
    out.append(polygon([(-66, -40), (0, -78), (66, -40), (66, 40), (0, 78), (-66, 40)], "#cdbf98"))
    for y in (-44, -14, 16):
        out.append(rect(-48 + 3, y + 3, 96, 18, "#000000", opacity="0.25"))
        out.append(rect(-48, y, 96, 18, "#6f7a4a", stroke=INK, stroke_width=1))
        out.append(rect(-48, y, 96, 8, "#85935b"))
        out.append(line((-48, y + 8), (48, y + 8), INK, 0.7))
    out.append(line((0, 40), (0, 64), INK, 1.4))
    out.append(polygon([(0, 40), (16, 44), (0, 49)], "#b23a2e"))
    return out


@tile("cemetery")
def cemetery(name: str) -> Drawing:
    p = COUNTRY
    seed = rng(name)
    out = [ground(p.ground)]
    out.append(rect(-56, -48, 112, 96, "#b3c888"))
    out.append(rect(-56, -48, 112, 96, "none", stroke="#8c8579", stroke_width=3.5))
    out.append(rect(-6, 44, 12, 8, p.ground))
    for row in range(4):
        for col in range(6):
            x, y = -40 + col * 16, -32 + row * 20
            out.append(rect(x - 3.5 + 1.5, y - 5 + 1.5, 7, 10, "#000000", opacity="0.2"))
            out.append(rect(x - 1.4, y - 6, 2.8, 12, "#f4f2ea", stroke="#7d7a72", stroke_width=0.6))
            out.append(rect(x - 4.5, y - 3, 9, 2.8, "#f4f2ea", stroke="#7d7a72", stroke_width=0.6))
    for x, y in ((-70, -20), (70, 12)):
        out += tree(x, y, 9, p, seed)
    return out


@tile("phospital")
def hospital(name: str) -> Drawing:
    p = PACIFIC
    seed = rng(name)
    out = [ground(p.ground)]
    out.append(path(smooth_closed(blob(0, 0, 60, 0.08, seed, n=10)), "#cdbb86"))
    for x, y, w, h in ((-44, -30, 50, 30), (10, 8, 54, 32)):
        out.append(rect(x + 3, y + 3, w, h, "#000000", opacity="0.25"))
        out.append(rect(x, y, w, h, "#f2efe4", stroke=INK, stroke_width=1))
        out.append(polygon([(x, y + h / 2), (x + w, y + h / 2), (x + w, y + h), (x, y + h)],
                           "#d9d4c4"))
        out.append(line((x, y + h / 2), (x + w, y + h / 2), INK, 0.7))
    for cx, cy, s in ((-19, -15, 8), (37, 24, 8)):
        out.append(rect(cx - s / 2, cy - s * 1.4, s, s * 2.8, "#d22f27"))
        out.append(rect(cx - s * 1.4, cy - s / 2, s * 2.8, s, "#d22f27"))
    for x, y in ((-56, 30), (50, -44), (-10, 62)):
        out += palm(x, y, 14, seed)
    return out


def _tents(name: str, p: Palette, canvas: str, canvas_dark: str, pad: str,
           flag: str) -> Drawing:
    seed = rng(name)
    out = [ground(p.ground)]
    out.append(path(smooth_closed(blob(0, 0, 62, 0.08, seed, n=10)), pad))
    for x, y, w, d in ((-38, -34, 30, 24), (10, -42, 34, 26), (-44, 12, 32, 24),
                       (4, 8, 40, 30), (34, 44, 26, 20)):
        # a ridge tent from above: two canvas slopes and guy lines
        out.append(rect(x - w / 2 + 3, y - d / 2 + 3, w, d, "#000000", opacity="0.25"))
        out.append(polygon([(x - w / 2, y - d / 2), (x + w / 2, y - d / 2), (x + w / 2, y),
                            (x - w / 2, y)], canvas, stroke=INK, stroke_width=0.9))
        out.append(polygon([(x - w / 2, y), (x + w / 2, y), (x + w / 2, y + d / 2),
                            (x - w / 2, y + d / 2)], canvas_dark, stroke=INK, stroke_width=0.9))
        for sx, sy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
            out.append(line((x + sx * w / 2, y + sy * d / 2), (x + sx * (w / 2 + 4),
                                                                 y + sy * (d / 2 + 4)), INK, 0.6))
    out.append(line((-14, 44), (-14, 20), INK, 1.4))
    out.append(polygon([(-14, 20), (2, 24), (-14, 29)], flag))
    return out


@tile("pheadquarter")
def pacific_hq(name: str) -> Drawing:
    out = _tents(name, PACIFIC, "#8f9a55", "#6c7a3b", "#c9b983", "#2d5aa0")
    seed = rng(name)
    for x, y in ((-62, 40), (60, -10)):
        out += palm(x, y, 13, seed)
    return out


@tile("dcamp")
def desert_camp(name: str) -> Drawing:
    return _tents(name, DESERT, "#e6d7ae", "#c4ae7e", "#dcc48f", "#b23a2e")


@tile("ppier")
def pier(name: str) -> Drawing:
    p = PACIFIC
    seed = rng(name)
    out = [ground(SAND)]
    # shore to the north, open water to the south, a plank jetty running out to sea
    out.append(polygon([(-86.6, -10), (86.6, -20), (86.6, 50), (0, 100), (-86.6, 50)], SEA))
    out.append(path("M-86.6,-12Q-40,-2 0,-16T86.6,-22", stroke="#ffffff", stroke_width=2.2,
                    opacity="0.85"))
    out.append(polygon([(-86.6, -50), (0, -100), (86.6, -50), (86.6, -20),
                        (0, -16), (-86.6, -10)], p.ground))
    out.append(rect(-11 + 3, -30 + 3, 22, 104, "#000000", opacity="0.25"))
    out.append(rect(-11, -30, 22, 104, WOOD, stroke=WOOD_DARK, stroke_width=1))
    for y in range(-28, 72, 6):
        out.append(line((-11, y), (11, y), WOOD_DARK, 0.8))
    for y in (-4, 30, 64):
        for x in (-14, 14):
            out.append(circle(x, y, 2.6, WOOD_DARK))
    out += water_ripples([(-40, 30), (40, 20), (30, 60), (-30, 62)], SEA_LIGHT)
    for x, y in ((-50, -40), (44, -50)):
        out += palm(x, y, 14, seed)
    out = [out[0]] + [_inside_only(e) for e in out[1:]]
    return out


# === helpers that keep polygons inside the hex =============================================

def _hex_clipped(poly: list[Point], fill: str) -> str:
    """A polygon intersected with the hex (Sutherland-Hodgman against the six edges)."""
    return polygon(clip_to_hex(poly), fill)


def clip_to_hex(poly: list[Point]) -> list[Point]:
    out = list(poly)
    for i in range(6):
        a, b = HEX[i], HEX[(i + 1) % 6]
        inp, out = out, []
        if not inp:
            break
        for j in range(len(inp)):
            cur, prev = inp[j], inp[j - 1]
            cin, pin = _left(a, b, cur), _left(a, b, prev)
            if cin:
                if not pin:
                    out.append(_cross(prev, cur, a, b))
                out.append(cur)
            elif pin:
                out.append(_cross(prev, cur, a, b))
    return out


def _left(a: Point, b: Point, p_: Point) -> bool:
    # the hex is listed clockwise on screen: inside is to the right of each edge in screen
    # terms, i.e. cross product >= 0 with y down
    return (b[0] - a[0]) * (p_[1] - a[1]) - (b[1] - a[1]) * (p_[0] - a[0]) >= 0


def _cross(p_: Point, q: Point, a: Point, b: Point) -> Point:
    x1, y1, x2, y2 = p_[0], p_[1], q[0], q[1]
    x3, y3, x4, y4 = a[0], a[1], b[0], b[1]
    den = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4)
    t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / den
    return (x1 + t * (x2 - x1), y1 + t * (y2 - y1))


def _inside_only(e: str) -> str:
    """Polygons given with points outside the hex are clipped to it; other elements pass."""
    m = _POINTS_RE.search(e) if e.startswith("<polygon") else None
    if m:
        points = [(float(a), float(b)) for a, b in
                  (pair.split(",") for pair in m.group(1).split())]
        if any(not inside(x, y, -0.01) for x, y in points):
            return e.replace(m.group(0), f'points="{pts(clip_to_hex(points))}"')
    return e


_POINTS_RE = re.compile(r'points="([^"]*)"')


# === board backgrounds ======================================================================

BOARD_GROUNDS: dict[str, Drawing] = {}


def board_tiles() -> dict[str, Drawing]:
    """The plain ground of each board face and the two implicit BEACH rows."""
    def plain(colour: str, speck: str, name: str, count: int = 5) -> Drawing:
        seed = rng(name)
        out = [ground(colour)]
        for x, y in scatter(seed, count, 12, 26):
            out.append(ellipse(x, y, 6, 2.2, speck, opacity="0.5"))
        return out

    sand = [ground(SAND)] + [
        path(f"M{x - 8:.1f},{y:.1f}q8,-4 16,0", stroke=SAND_DARK, stroke_width=1.2,
             stroke_linecap="round", opacity="0.7")
        for x, y in scatter(rng("beach_sand"), 6, 14, 28)]
    ocean = [ground(SEA)] + [
        path(f"M{x - 10:.1f},{y:.1f}q5,-4 10,0t10,0", stroke=SEA_LIGHT, stroke_width=1.6,
             stroke_linecap="round", opacity="0.8")
        for x, y in scatter(rng("ocean"), 5, 16, 30)]
    return {
        "country": plain(COUNTRY.ground, COUNTRY.ground_dark, "country"),
        "winter": plain(WINTER.ground, WINTER.ground_dark, "winter"),
        "desert": plain(DESERT.ground, DESERT.ground_dark, "desert"),
        "beach": plain(COUNTRY.ground, COUNTRY.ground_dark, "beach"),
        "beach_sand": sand,
        "ocean": ocean,
    }


# === output =================================================================================

def generate(out_dir: Path = ART_DIR) -> list[Path]:
    """Write ``terrain/*.svg`` and ``board/*.svg`` under ``out_dir``; return the paths."""
    names = CATALOG.names("terrain")
    missing = [n for n in names if n not in TILES]
    if missing:
        raise ValueError(f"no drawing for terrain {missing}")
    written = []
    folder = Path(out_dir) / "terrain"
    folder.mkdir(parents=True, exist_ok=True)
    for n in names:
        target = folder / f"{n}.svg"
        target.write_text(document(TILES[n](), f"{n}: {CATALOG[n].label}"), encoding="utf-8")
        written.append(target)
    folder = Path(out_dir) / "board"
    folder.mkdir(parents=True, exist_ok=True)
    for n, drawing in board_tiles().items():
        target = folder / f"{n}.svg"
        target.write_text(document(drawing, f"board background: {n}"), encoding="utf-8")
        written.append(target)
    return written

