"""Generate the pieces laid on a hex: ``rect_terrain`` (bunkers, bridges, ford, road blocks,
ships, trains) and ``obstacle`` (wire, sandbags, hedgehogs), see ``docs/ART.md``.

Pieces have no ground: they are drawn over the terrain tile, inside the hex. At orientation 1
bridges, fords and rail bridges span a straight W - E river (their deck runs N - S); road
blocks bar a W - E road; trains stand on a W - E rail, the locomotive heading east. Drop
shadows fall to the lower right at orientation 1 and turn with the piece, which is also what
makes every orientation of a piece look different.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

from editor.engine.catalog import CATALOG

from . import ART_DIR
from .motifs import (CONCRETE, CONCRETE_DARK, CONCRETE_LIGHT, INK, STEEL, STEEL_DARK, WOOD,
                     WOOD_DARK, WOOD_LIGHT, sandbag_arc)
from .svg import (Point, circle, document, el, ellipse, g, line, path, polygon, polyline, rect,
                  rotate)

Drawing = list[str]
PIECES: dict[str, Callable[[], Drawing]] = {}
SHADOW = "#000000"
SNOW = "#fbfdff"
SNOW_SHADE = "#cdd8e2"


def piece(*names: str) -> Callable[[Callable[[str], Drawing]], Callable[[str], Drawing]]:
    def register(fn: Callable[[str], Drawing]) -> Callable[[str], Drawing]:
        for n in names:
            PIECES[n] = (lambda n=n: fn(n))
        return fn
    return register


def shadow(points: list[Point], dx: float = 5, dy: float = 5, opacity: str = "0.3") -> str:
    return polygon([(x + dx, y + dy) for x, y in points], SHADOW, opacity=opacity)


# === bunkers ================================================================================

def _bunker(top: str, side: str, light: str, slit: str, extra: Drawing,
            snow: bool = False) -> Drawing:
    """A concrete pillbox seen from above: an irregular hexagonal block, its embrasure facing
    north, a thick roof slab, a shadow to the lower right."""
    outline = [(-40, -26), (-18, -44), (18, -44), (40, -26), (44, 18), (26, 38), (-26, 38),
               (-44, 18)]
    roof = [(-32, -20), (-14, -34), (14, -34), (32, -20), (35, 14), (21, 29), (-21, 29),
            (-35, 14)]
    out = [shadow(outline, 7, 7), polygon(outline, side, stroke=INK, stroke_width=1.6),
           polygon(roof, top, stroke=INK, stroke_width=1.0),
           polygon([(-32, -20), (-14, -34), (14, -34), (10, -28), (-10, -28), (-26, -16)], light)]
    # embrasure (firing slit) in the north wall, and an entrance on the south side
    out.append(polygon([(-22, -40), (22, -40), (18, -36), (-18, -36)], slit))
    out.append(rect(-9, 30, 18, 8, slit))
    if snow:
        out.append(polygon([(-30, -16), (-12, -30), (12, -30), (30, -16), (32, 8), (0, 16),
                            (-32, 8)], SNOW))
    return [g(out + extra, transform="scale(1.3)")]


@piece("bunker")
def bunker(name: str) -> Drawing:
    return _bunker(CONCRETE, CONCRETE_DARK, CONCRETE_LIGHT, "#1d1d1b",
                   [circle(12, 6, 3, CONCRETE_DARK), circle(-12, 2, 2.4, CONCRETE_DARK)])


@piece("wbunker")
def wbunker(name: str) -> Drawing:
    return _bunker("#e6ecf1", "#8e9aa4", "#ffffff", "#1d1d1b", [], snow=True)


@piece("dbunker")
def dbunker(name: str) -> Drawing:
    bags = sandbag_arc(0, 0, 72, 205, 335, 10, "#e2cf9e", "#8a7248", 11)
    return _bunker("#d8c49a", "#9c8358", "#eadcb9", "#1d1d1b", []) + bags


@piece("pbunker")
def pbunker(name: str) -> Drawing:
    """A log-and-earth bunker (coconut logs under a sand mound) with a dark firing slit."""
    mound = [(-46, -10), (-34, -34), (0, -42), (34, -34), (46, -10), (40, 22), (0, 36),
             (-40, 22)]
    out = [shadow(mound, 6, 6), polygon(mound, "#9c8a5a", stroke=INK, stroke_width=1.4),
           polygon([(x * 0.8, y * 0.8 - 3) for x, y in mound], "#c2ad74")]
    for i, y in enumerate((-26, -14, -2, 10)):
        half = 34 - abs(y + 8) * 0.35
        out.append(rect(-half, y, 2 * half, 9, WOOD if i % 2 else WOOD_LIGHT, rx=4.5,
                        stroke=WOOD_DARK, stroke_width=1))
        out.append(circle(-half + 4.5, y + 4.5, 3, "#d9b27c", stroke=WOOD_DARK, stroke_width=0.6))
    out.append(polygon([(-24, -38), (24, -38), (20, -32), (-20, -32)], "#1d1d1b"))
    out += [ellipse(x, y, 7, 4, "#4f8a3c") for x, y in ((-30, 22), (28, 20), (0, 30))]
    return [g(out, transform="scale(1.3)")]


@piece("casemate")
def casemate(name: str) -> Drawing:
    """A large gun casemate: thick concrete block, sloped front, a gun barrel out north."""
    block = [(-52, -30), (52, -30), (56, 40), (-56, 40)]
    out = [shadow(block, 7, 7), polygon(block, CONCRETE_DARK, stroke=INK, stroke_width=1.6),
           polygon([(-46, -22), (46, -22), (48, 32), (-48, 32)], CONCRETE),
           polygon([(-46, -22), (46, -22), (40, -12), (-40, -12)], CONCRETE_LIGHT),
           polygon([(-18, -30), (18, -30), (14, -22), (-14, -22)], "#1d1d1b"),
           rect(-4, -62, 8, 36, STEEL, stroke=STEEL_DARK, stroke_width=1),
           rect(-6, -64, 12, 6, STEEL_DARK)]
    for x in (-30, 30):
        out.append(rect(x - 8, 4, 16, 12, CONCRETE_DARK))
    return [g(out, transform="scale(1.2)")]


# === bridges and crossings ==================================================================

def _deck(half_w: float, half_l: float, deck: str, rail: str, planks: str | None,
          abutment: str, snow: bool = False) -> Drawing:
    """A bridge deck running N - S across a W - E river, abutments on each bank."""
    out = [shadow([(-half_w, -half_l), (half_w, -half_l), (half_w, half_l), (-half_w, half_l)],
                  6, 3)]
    for y in (-half_l, half_l - 14):
        out.append(rect(-half_w - 6, y, 2 * half_w + 12, 14, abutment, stroke=INK,
                        stroke_width=1))
    out.append(rect(-half_w, -half_l + 4, 2 * half_w, 2 * half_l - 8, deck, stroke=INK,
                    stroke_width=1.2))
    if planks:
        for y in range(int(-half_l + 8), int(half_l - 6), 5):
            out.append(line((-half_w + 1, y), (half_w - 1, y), planks, 0.9))
    for x in (-half_w, half_w):
        out.append(line((x, -half_l + 4), (x, half_l - 4), rail, 3.2, stroke_linecap="butt"))
    if snow:
        out.append(rect(-half_w + 3, -half_l + 6, 2 * half_w - 8, 2 * half_l - 12, SNOW,
                        rx=3))
    return out


@piece("bridge")
def bridge(name: str) -> Drawing:
    out = _deck(17, 60, "#b9b2a4", "#6f6a60", None, "#8e877a")
    out += [line((0, -46), (0, 46), "#f2eee4", 1.4, stroke_dasharray="6 5")]
    return out


@piece("wbridge")
def wbridge(name: str) -> Drawing:
    return _deck(17, 60, "#b9b2a4", "#6f6a60", None, "#8e877a", snow=True)


@piece("pbridge")
def pbridge(name: str) -> Drawing:
    out = _deck(15, 58, WOOD_LIGHT, WOOD_DARK, WOOD_DARK, WOOD)
    for y in (-24, 0, 24):
        for x in (-19, 19):
            out.append(circle(x, y, 3.2, WOOD_DARK))
    return out


@piece("brkbridge")
def brkbridge(name: str) -> Drawing:
    """A blown bridge: two stumps of deck with jagged ends, the gap between, debris."""
    out = []
    for sgn in (-1, 1):
        far, near = sgn * 52, sgn * 12
        stump = [(-13, far), (13, far), (13, near + sgn * 2), (6, near - sgn * 4),
                 (0, near + sgn * 3), (-7, near - sgn * 3), (-13, near + sgn * 1)]
        out.append(shadow(stump, 6, 3))
        out.append(polygon(stump, "#b9b2a4", stroke=INK, stroke_width=1.2))
        out.append(rect(-19, far - (14 if sgn > 0 else 0), 38, 14, "#8e877a", stroke=INK,
                        stroke_width=1))
        out.append(line((-13, far), (-13, near), "#6f6a60", 3.2, stroke_linecap="butt"))
        out.append(line((13, far), (13, near + sgn * 2), "#6f6a60", 3.2, stroke_linecap="butt"))
    for x, y, a in ((-4, -3, 20), (6, 4, -35), (-10, 6, 60)):
        out.append(g([rect(-4, -2, 8, 4, "#7d776c", stroke=INK, stroke_width=0.6)],
                     transform=f"translate({x},{y}) rotate({a})"))
    out.append(path("M-18,-2q4,-5 8,0t8,0 8,0 8,0", stroke="#ffffff", stroke_width=1.6,
                    stroke_linecap="round"))
    return out


@piece("pontoon", "wpontoon")
def pontoon(name: str) -> Drawing:
    snow = name.startswith("w")
    out = []
    # pontoon boats lie along the current (W - E); the treadway runs across them N - S
    for y in (-30, 0, 30):
        hull = [(-24, y - 7), (20, y - 7), (26, y), (20, y + 7), (-24, y + 7)]
        out.append(shadow(hull, 5, 3))
        out.append(polygon(hull, "#4b5a3a", stroke=INK, stroke_width=1))
        out.append(polygon([(-21, y - 4), (18, y - 4), (21, y), (18, y + 4), (-21, y + 4)],
                           "#66784d"))
    out.append(rect(-9, -48, 18, 96, "#8b8f86", stroke=INK, stroke_width=1.1))
    for y in range(-44, 46, 6):
        out.append(line((-9, y), (9, y), "#5f635b", 0.9))
    out.append(rect(-14, -52, 28, 8, "#6d5a3c", stroke=INK, stroke_width=1))
    out.append(rect(-14, 44, 28, 8, "#6d5a3c", stroke=INK, stroke_width=1))
    if snow:
        out.append(rect(-6, -44, 12, 88, SNOW, rx=3))
        for y in (-30, 0, 30):
            out.append(ellipse(-14, y - 2, 7, 2.5, SNOW))
    # the downstream side gets a small wake: what makes o1 and o4 look different
    out += [path(f"M28,{y - 4}q5,4 0,8", stroke="#ffffff", stroke_width=1.6) for y in (-30, 0, 30)]
    return out


@piece("railbridge", "wrailbridge")
def railbridge(name: str) -> Drawing:
    snow = name.startswith("w")
    out = [shadow([(-14, -50), (14, -50), (14, 50), (-14, 50)], 6, 3)]
    for y in (-54, 40):
        out.append(rect(-20, y, 40, 14, "#8e877a", stroke=INK, stroke_width=1))
    out.append(rect(-12, -44, 24, 88, "#6d5237", stroke=INK, stroke_width=1))
    for y in range(-42, 44, 5):
        out.append(line((-10, y), (10, y), "#4b3522", 1.6))
    out.append(line((-5, -44), (-5, 44), "#34312e", 1.8, stroke_linecap="butt"))
    out.append(line((5, -44), (5, 44), "#34312e", 1.8, stroke_linecap="butt"))
    # steel truss on both sides
    for x in (-14, 14):
        out.append(line((x, -44), (x, 44), "#4a5a6a", 3, stroke_linecap="butt"))
        zig = [(x + (3 if i % 2 else -3), -44 + i * 11) for i in range(9)]
        out.append(polyline(zig, "#6f8294", 1.6))
    if snow:
        out.append(line((-14, -40), (-14, 40), SNOW, 1.6, stroke_dasharray="10 6"))
        out.append(line((14, -36), (14, 40), SNOW, 1.6, stroke_dasharray="8 8"))
    out.append(rect(16, -20, 4, 40, "#4a5a6a"))  # a walkway on the east side only
    return out


@piece("ford")
def ford(name: str) -> Drawing:
    """Shallows across the river: pale broken water and stepping stones, N - S."""
    out = [path("M-14,-46Q-20,-20 -12,0T-14,46L14,46Q20,20 12,0T14,-46Z", "#bfe0ee",
                opacity="0.9")]
    for i, y in enumerate(range(-40, 44, 10)):
        x = -5 if i % 2 else 5
        out.append(ellipse(x + 1.5, y + 1.5, 6, 4, SHADOW, opacity="0.25"))
        out.append(ellipse(x, y, 6, 4, "#9d968a", stroke="#5f5a52", stroke_width=0.8))
        out.append(ellipse(x - 1.5, y - 1.2, 2.8, 1.6, "#c9c3b8"))
    for y in (-22, 4, 28):
        out.append(path(f"M16,{y}q4,3 8,0t8,0", stroke="#ffffff", stroke_width=1.5))
    return out


# === barriers ===============================================================================

@piece("roadblock", "droadblock", "wroadblock")
def roadblock(name: str) -> Drawing:
    """A barricade N - S across a W - E road: a striped pole, logs or drums, sandbags."""
    out = []
    if name == "droadblock":
        for y in (-30, -18, 18, 30):
            out.append(circle(2, y + 1, 6, SHADOW, opacity="0.3"))
            out.append(circle(0, y, 6, "#4c5a3a", stroke=INK, stroke_width=1))
            out.append(circle(-1, y - 1, 2, "#8a9870"))
        out += sandbag_arc(-60, 0, 52, -20, 20, 4, "#e2cf9e", "#8a7248", 9)
    else:
        for i, x in enumerate((-10, 0, 10)):
            out.append(rect(x - 3 + 3, -40 + 3, 8, 80, SHADOW, opacity="0.25", rx=4))
            out.append(rect(x - 4, -40, 8, 80, WOOD if i % 2 else WOOD_LIGHT, rx=4,
                            stroke=WOOD_DARK, stroke_width=1))
            out.append(ellipse(x, -40, 4, 2.6, "#d9b27c", stroke=WOOD_DARK, stroke_width=0.6))
        if name == "wroadblock":
            out.append(rect(-13, -34, 24, 60, SNOW, rx=6))
    # the barrier pole, red and white, lying across the road
    out.append(rect(14, -44, 7, 88, "#ffffff", stroke=INK, stroke_width=1))
    for y in range(-44, 44, 16):
        out.append(rect(14, y, 7, 8, "#c8352a"))
    out.append(rect(12, 40, 11, 10, STEEL, stroke=INK, stroke_width=0.8))
    return out


@piece("dragonteeth")
def dragonteeth(name: str) -> Drawing:
    """Rows of concrete pyramids across the hex, W - E."""
    out = []
    for row, y in enumerate((-22, 0, 22)):
        for i in range(6 if row % 2 == 0 else 5):
            x = -60 + i * 24 + (12 if row % 2 else 0)
            s = 9
            out.append(polygon([(x + 3, y - s + 4), (x + s + 4, y + 3), (x + 3, y + s + 4),
                                (x - s + 4, y + 3)], SHADOW, opacity="0.3"))
            out.append(polygon([(x, y - s), (x + s, y), (x, y)], CONCRETE_LIGHT,
                               stroke=INK, stroke_width=0.8))
            out.append(polygon([(x + s, y), (x, y + s), (x, y)], CONCRETE_DARK,
                               stroke=INK, stroke_width=0.8))
            out.append(polygon([(x, y + s), (x - s, y), (x, y)], CONCRETE,
                               stroke=INK, stroke_width=0.8))
            out.append(polygon([(x - s, y), (x, y - s), (x, y)], "#e4e5e0",
                               stroke=INK, stroke_width=0.8))
    return out


@piece("abatis")
def abatis(name: str) -> Drawing:
    """Felled trees laid crosswise along a W - E line, branches towards the north."""
    out = []
    for i, (x, a) in enumerate(((-52, -28), (-22, 24), (8, -30), (38, 26))):
        trunk = [g([rect(-26 + 3, -4 + 3, 52, 8, SHADOW, opacity="0.25", rx=4),
                    rect(-26, -4, 52, 8, WOOD, rx=4, stroke=WOOD_DARK, stroke_width=1),
                    ellipse(-26, 0, 3, 4, "#d9b27c", stroke=WOOD_DARK, stroke_width=0.6)]
                   + [line((k, -3), (k + 6, -14), WOOD_DARK, 2) for k in (-12, 0, 12)]
                   + [circle(k + 7, -16, 5, "#4d7a35") for k in (-12, 0, 12)],
                   transform=f"translate({x},{4 if i % 2 else -4}) rotate({a})")]
        out += trunk
    return out


# === ships ==================================================================================

@piece("pcarrier")
def carrier(name: str) -> Drawing:
    hull = [(-78, -14), (56, -18), (80, -4), (80, 4), (56, 18), (-78, 14)]
    out = [path("M-84,-10Q-96,0 -84,10", stroke="#ffffff", stroke_width=2, opacity="0.8"),
           shadow(hull, 4, 5), polygon(hull, "#6c7479", stroke=INK, stroke_width=1.4),
           polygon([(-76, -22), (60, -22), (78, -12), (78, 12), (60, 22), (-76, 22)], "#7e8a8f",
                   stroke=INK, stroke_width=1.2),
           line((-70, 0), (70, 0), "#ffffff", 1.4, stroke_dasharray="8 6"),
           polygon([(-60, 18), (40, -18), (46, -12), (-54, 22)], "#ffffff", opacity="0.25"),
           rect(10, 22, 30, 8, "#5b6267", stroke=INK, stroke_width=1),  # the island (starboard)
           rect(20, 24, 8, 4, "#2f3437")]
    for x, y in ((-56, -8), (-36, 6), (-14, -8)):
        out.append(g([polygon([(0, -8), (2, -2), (10, 0), (2, 2), (0, 8), (-2, 2), (-6, 2),
                               (-6, -2), (-2, -2)], "#d8dbd2", stroke=INK, stroke_width=0.6)],
                     transform=f"translate({x},{y}) rotate(180)"))
    return [g(out, transform="scale(0.88)")]


@piece("pdestroyer")
def destroyer(name: str) -> Drawing:
    hull = [(-70, -9), (40, -11), (78, 0), (40, 11), (-70, 9), (-74, 0)]
    out = [path("M-80,-8Q-92,0 -80,8", stroke="#ffffff", stroke_width=2, opacity="0.8"),
           path("M60,-14Q74,-6 82,0Q74,6 60,14", stroke="#ffffff", stroke_width=1.6,
                opacity="0.7"),
           shadow(hull, 4, 5), polygon(hull, "#76808a", stroke=INK, stroke_width=1.4),
           polygon([(-62, -5), (34, -6), (60, 0), (34, 6), (-62, 5)], "#8d979f")]
    for x in (46, 30, -50):
        out.append(circle(x, 0, 5.5, "#5c656d", stroke=INK, stroke_width=0.9))
        out.append(line((x, 0), (x + (12 if x > 0 else -12), 0), STEEL_DARK, 2))
    out.append(rect(4, -6, 16, 12, "#6a737c", stroke=INK, stroke_width=0.9))
    for x in (-10, -24):
        out.append(ellipse(x, 0, 5, 4, "#3a3f44", stroke=INK, stroke_width=0.8))
    return out


@piece("barge")
def barge(name: str) -> Drawing:
    """A landing craft: a boxy hull, the ramp at the bow (east), the coxswain aft."""
    hull = [(-44, -20), (34, -20), (34, 20), (-44, 20), (-50, 12), (-50, -12)]
    out = [path("M-56,-14Q-68,0 -56,14", stroke="#ffffff", stroke_width=2, opacity="0.85"),
           shadow(hull, 4, 5), polygon(hull, "#6b7355", stroke=INK, stroke_width=1.4),
           rect(-38, -14, 66, 28, "#8a9270"),
           rect(34, -20, 10, 40, "#5b6347", stroke=INK, stroke_width=1.2),
           rect(-44, -8, 10, 16, "#4b5238", stroke=INK, stroke_width=0.8)]
    for x in (-24, -10, 4, 18):
        out.append(circle(x, -6, 3.2, "#5d6b3f", stroke=INK, stroke_width=0.5))
        out.append(circle(x, 6, 3.2, "#5d6b3f", stroke=INK, stroke_width=0.5))
    return out


# === trains =================================================================================

@piece("wagon")
def wagon(name: str) -> Drawing:
    body = [(-52, -17), (52, -17), (52, 17), (-52, 17)]
    out = [shadow(body, 4, 5), rect(-56, -3, 112, 6, STEEL_DARK),
           polygon(body, "#8a4b34", stroke=INK, stroke_width=1.4),
           polygon([(-52, -17), (52, -17), (52, 0), (-52, 0)], "#a55c40")]
    for x in range(-44, 52, 11):
        out.append(line((x, -17), (x, 17), "#6b3826", 1))
    out.append(rect(-10, -17, 20, 34, "#6b3826", stroke=INK, stroke_width=0.8))
    return out


@piece("loco")
def loco(name: str) -> Drawing:
    """A steam locomotive heading east: boiler, smokestack at the front, cab and tender aft."""
    out = [shadow([(-60, -18), (58, -18), (58, 18), (-60, 18)], 4, 5),
           rect(-60, -16, 28, 32, "#3b3f42", stroke=INK, stroke_width=1.2),  # tender
           rect(-56, -12, 20, 24, "#2a2d2f"),
           rect(-30, -18, 26, 36, "#26292b", stroke=INK, stroke_width=1.2),  # cab
           rect(-28, -16, 22, 8, "#c8352a"),
           el("rect", x=-4.0, y=-13.0, width=58.0, height=26.0, rx=12.0, fill="#2f3336",
              stroke=INK, stroke_width=1.2),  # boiler
           rect(-4, -7, 58, 5, "#5a6064"),
           circle(40, 0, 6.5, "#1b1d1f", stroke="#5a6064", stroke_width=1.5),  # smokestack
           circle(20, 0, 4.5, "#8c7a3a", stroke=INK, stroke_width=0.8),  # dome
           polygon([(54, -14), (66, -6), (66, 6), (54, 14)], "#c8352a", stroke=INK,
                   stroke_width=1),  # cowcatcher
           path("M40,-6q-14,-12 -30,-10q-16,2 -24,-10", stroke="#8d8d8d", stroke_width=6,
                stroke_linecap="round", opacity="0.5")]
    return out


# === obstacles ==============================================================================

@piece("wire")
def wire(name: str) -> Drawing:
    """Concertina wire: loops along an arc across the north of the hex, on iron pickets."""
    out = []
    centre, r = (0, 34), 80
    pts_ = []
    for i in range(15):
        a = math.radians(205 + i * (130 / 14))
        pts_.append((centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)))
    for x, y in pts_[::3]:
        out.append(line((x, y - 6), (x, y + 6), "#4a3b2c", 2.2))
    for i in range(len(pts_) - 1):
        (x0, y0), (x1, y1) = pts_[i], pts_[i + 1]
        out.append(ellipse((x0 + x1) / 2 + 2, (y0 + y1) / 2 + 2, 9.5, 8, "none",
                           stroke=SHADOW, stroke_width=2, opacity="0.3"))
        out.append(ellipse((x0 + x1) / 2, (y0 + y1) / 2, 9.5, 8, "none", stroke="#2e3134",
                           stroke_width=2.2))
    out.append(polyline(pts_, "#3a3d40", 1.2))
    for x, y in pts_[1::2]:
        out.append(line((x - 2.5, y - 2.5), (x + 2.5, y + 2.5), "#3a3d40", 1))
        out.append(line((x - 2.5, y + 2.5), (x + 2.5, y - 2.5), "#3a3d40", 1))
    return out


@piece("sand")
def sand(name: str) -> Drawing:
    """Sandbags: a two-course crescent wall along the north of the hex, in burlap a shade
    darker than the sand of the desert and beach faces, outlined in dark earth (pale bags
    were lost on the sand: found designing a desert board)."""
    return sandbag_arc(0, 14, 76, 212, 328, 9, "#bb9c5e", "#4a3719", 16, outline=1.6)


@piece("hedgehog")
def hedgehog(name: str) -> Drawing:
    """Czech hedgehogs: three welded steel beams each, three of them."""
    out = []
    for cx, cy in ((-36, -28), (36, -28), (0, 38)):
        arms = [(rotate((0, -21), a), rotate((0, 21), a)) for a in (0, 60, 120)]
        for (a, b) in arms:
            out.append(line((cx + a[0] + 3, cy + a[1] + 4), (cx + b[0] + 3, cy + b[1] + 4),
                            SHADOW, 5, opacity="0.25"))
        for k, (a, b) in enumerate(arms):
            out.append(line((cx + a[0], cy + a[1]), (cx + b[0], cy + b[1]), STEEL_DARK, 6.5))
            out.append(line((cx + a[0], cy + a[1]), (cx + b[0], cy + b[1]),
                            ("#7b8388", STEEL, "#9aa1a5")[k], 3.6))
    return out


# === output =================================================================================

def generate(out_dir: Path = ART_DIR) -> list[Path]:
    """Write ``rect_terrain/*.svg`` and ``obstacle/*.svg`` under ``out_dir``."""
    written = []
    for category in ("rect_terrain", "obstacle"):
        names = CATALOG.names(category)  # type: ignore[arg-type]
        missing = [n for n in names if n not in PIECES]
        if missing:
            raise ValueError(f"no drawing for {category} {missing}")
        folder = Path(out_dir) / category
        folder.mkdir(parents=True, exist_ok=True)
        for n in names:
            target = folder / f"{n}.svg"
            target.write_text(document(PIECES[n](), f"{n}: {CATALOG[n].label}"),
                              encoding="utf-8")
            written.append(target)
    return written
