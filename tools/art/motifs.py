"""Palettes and drawing motifs shared by the terrain-side art: trees, houses, hills, water,
linear features. Each motif returns a list of SVG element strings (see :mod:`tools.art.svg`).

Style rules, so that pieces read at 40 px per hex (a hex is then ~46 px tall):
- few flat colours per motif, one lighter tone for the lit (upper-left) side and one darker
  tone for the shadow (lower-right) side, as if lit from the top left;
- dark outlines only around small solid objects (houses, bunkers), never around ground;
- linear features follow ``tools/art/connectors.py`` exactly at the hex edges.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from . import connectors as cn
from .svg import (Point, circle, ellipse, el, g, line, mix, path, polygon, polyline, rect,
                  smooth_closed, smooth_open)

INK = "#2b2925"


@dataclass(frozen=True)
class Palette:
    """The colours of one face family."""

    ground: str
    ground_dark: str      # field patches, shade of the ground
    ground_light: str
    tree: str             # mid foliage
    tree_dark: str
    tree_light: str
    hill: str             # body of raised ground
    hill_dark: str
    hill_light: str
    water: str
    water_dark: str
    water_light: str
    bank: str             # the rim along water
    road: str
    road_edge: str
    roof: str
    roof_dark: str
    wall: str
    snow: bool = False


COUNTRY = Palette(
    ground="#bdd08f", ground_dark="#a9c07a", ground_light="#cddca5",
    tree="#4d8a3c", tree_dark="#2f5f2a", tree_light="#79ad55",
    hill="#c9bf7f", hill_dark="#a39559", hill_light="#ddd6a2",
    water="#5b9fd3", water_dark="#3b78ad", water_light="#a7d0ee", bank="#86a35a",
    road="#ead6a4", road_edge="#8a6d3e",
    roof="#c0573d", roof_dark="#8f3b2a", wall="#f0e6cf")
WINTER = Palette(
    ground="#eef2f5", ground_dark="#d5dfe7", ground_light="#fbfcfd",
    tree="#3e6b5b", tree_dark="#264a3f", tree_light="#5f8c79",
    hill="#dfe6ec", hill_dark="#a9b9c7", hill_light="#fdfeff",
    water="#c3dcec", water_dark="#8eb2c9", water_light="#eef6fb", bank="#a8b8c6",
    road="#d3cabd", road_edge="#7a7063",
    roof="#f7f9fb", roof_dark="#b8c6d2", wall="#b9a48a", snow=True)
DESERT = Palette(
    ground="#ead7a6", ground_dark="#d8be83", ground_light="#f4e7c4",
    tree="#6e9a45", tree_dark="#466e2c", tree_light="#97bd63",
    hill="#dcbd7e", hill_dark="#b89257", hill_light="#efdaa9",
    water="#4fa3c9", water_dark="#2f7ea5", water_light="#a6d6ea", bank="#c7a86a",
    road="#f8efd6", road_edge="#a8884f",
    roof="#efe3c6", roof_dark="#c9b28a", wall="#f2e8d2")
PACIFIC = Palette(
    ground="#8fc365", ground_dark="#74ad4c", ground_light="#a8d47e",
    tree="#358a3a", tree_dark="#1d5a27", tree_light="#5fb350",
    hill="#a9b960", hill_dark="#7d903c", hill_light="#c4d184",
    water="#3fa6c8", water_dark="#247f9e", water_light="#a0dcec", bank="#6f9e45",
    road="#e6d39c", road_edge="#8a6d3e",
    roof="#d9b86a", roof_dark="#a7843d", wall="#b98f5a")
FAMILIES: dict[str, Palette] = {"countryside": COUNTRY, "winter": WINTER, "desert": DESERT,
                                "pacific": PACIFIC, "any": COUNTRY}

SAND = "#ecd8a2"
SAND_DARK = "#d2b676"
SEA = "#4f93c6"
SEA_DARK = "#3a78aa"
SEA_LIGHT = "#9cc7e6"
CONCRETE = "#a9aba4"
CONCRETE_DARK = "#6f726c"
CONCRETE_LIGHT = "#cfd1ca"
WOOD = "#9a6b3f"
WOOD_DARK = "#6a4425"
WOOD_LIGHT = "#c49463"
STEEL = "#55595c"
STEEL_DARK = "#2f3234"
ROCK = "#9c9180"
ROCK_DARK = "#6c6356"
ROCK_LIGHT = "#c4baa8"


# --- vegetation -----------------------------------------------------------------------------

def tree(x: float, y: float, r: float, p: Palette, seed: random.Random) -> list[str]:
    """A broadleaf tree seen from above: shadow, lumpy crown, lit top-left lobes."""
    lobes = [(x + r * 0.45 * math.cos(a), y + r * 0.45 * math.sin(a))
             for a in (seed.uniform(0, 6.28) + i * 2.09 for i in range(3))]
    out = [ellipse(x + r * 0.3, y + r * 0.35, r * 1.05, r * 0.9, p.tree_dark, opacity="0.45")]
    out += [circle(lx, ly, r * 0.72, p.tree_dark) for lx, ly in lobes]
    out += [circle(lx - r * 0.1, ly - r * 0.1, r * 0.6, p.tree) for lx, ly in lobes]
    out.append(circle(x - r * 0.3, y - r * 0.32, r * 0.38, p.tree_light))
    return out


def fir(x: float, y: float, h: float, p: Palette, snow: bool) -> list[str]:
    """A conifer seen from the side: three tiers, snow on the upper edges in winter."""
    w = h * 0.62
    out = [ellipse(x + w * 0.25, y + h * 0.08, w * 0.55, h * 0.13, p.tree_dark, opacity="0.35"),
           rect(x - h * 0.05, y - h * 0.12, h * 0.1, h * 0.16, "#5a4030")]
    for top, bot, half in ((0.0, 0.45, 0.55), (0.22, 0.72, 0.78), (0.42, 0.92, 1.0)):
        ty, by, hw = y - h + top * h, y - h + bot * h, w * half / 2
        out.append(polygon([(x, ty), (x + hw, by), (x - hw, by)], p.tree_dark))
        out.append(polygon([(x, ty), (x - hw, by), (x - hw * 0.1, by)], p.tree))
        if snow:
            sy = ty + (by - ty) * 0.5
            out.append(polygon([(x, ty), (x + hw * 0.5, sy), (x + hw * 0.15, sy - 1.5),
                                (x - hw * 0.15, sy + 1), (x - hw * 0.5, sy)], "#ffffff"))
            out.append(polyline([(x - hw, by), (x - hw * 0.3, by - 1.6), (x + hw * 0.3, by - 0.8),
                                 (x + hw, by)], "#ffffff", 1.8))
    return out


def palm(x: float, y: float, r: float, seed: random.Random, dark: str = "#2f7a34",
         light: str = "#5eae4a") -> list[str]:
    """A palm tree seen from above: a star of fronds round a brown heart."""
    out = [ellipse(x + r * 0.35, y + r * 0.4, r * 0.9, r * 0.75, "#1f4d22", opacity="0.3")]
    phase = seed.uniform(0, 6.28)
    n = 7
    for i in range(n):
        a = phase + i * math.tau / n
        tip = (x + r * math.cos(a), y + r * math.sin(a))
        side = (math.cos(a + 1.5708) * r * 0.22, math.sin(a + 1.5708) * r * 0.22)
        mid = (x + r * 0.55 * math.cos(a), y + r * 0.55 * math.sin(a))
        colour = dark if i % 2 else light
        out.append(path(f"M{x:.2f},{y:.2f}Q{mid[0] + side[0]:.2f},{mid[1] + side[1]:.2f} "
                        f"{tip[0]:.2f},{tip[1]:.2f}Q{mid[0] - side[0]:.2f},{mid[1] - side[1]:.2f} "
                        f"{x:.2f},{y:.2f}Z", colour))
    out.append(circle(x, y, r * 0.16, "#7a5330"))
    return out


def tuft(x: float, y: float, s: float, colour: str) -> list[str]:
    """A grass or reed tuft: a fan of short strokes."""
    return [line((x, y), (x + dx * s, y - s), colour, max(0.9, s * 0.18))
            for dx in (-0.6, -0.2, 0.2, 0.6)]


def bush(x: float, y: float, r: float, p: Palette) -> list[str]:
    return [circle(x + r * 0.25, y + r * 0.25, r, p.tree_dark),
            circle(x, y, r * 0.85, p.tree),
            circle(x - r * 0.3, y - r * 0.3, r * 0.35, p.tree_light)]


# --- raised ground -------------------------------------------------------------------------

def hill(p: Palette, seed: random.Random, r: float = 80.0, cx: float = 0.0, cy: float = 0.0,
         contours: int = 2) -> list[str]:
    """Raised ground: a mound with a dark shaded flank to the lower right, a lit slope to the
    upper left, a pale crown, and contour lines: reads as height at a glance."""
    base = _hex_blob(r, seed, cx, cy)
    out = [path(smooth_closed(base), p.hill_dark)]
    body = [(cx + (x - cx) * 0.92 - 5, cy + (y - cy) * 0.9 - 6) for x, y in base]
    out.append(path(smooth_closed(body), p.hill))
    contour = mix(p.hill_dark, p.hill, 0.3)
    for i in range(1, contours + 1):
        k = 1 - i * 0.28
        ring = [(cx + (x - cx) * k - 8 * i, cy + (y - cy) * k - 9 * i) for x, y in base]
        fill = p.hill_light if i == contours else "none"
        out.append(path(smooth_closed(ring), fill, stroke=contour, stroke_width=1.8))
    # a soft shadow line along the foot of the slope, lower right
    foot = [(cx + (x - cx) * 0.97, cy + (y - cy) * 0.97) for x, y in base[6:11]]
    out.append(path(smooth_open(foot), stroke=mix(p.hill_dark, "#000000", 0.25),
                    stroke_width=2.2, stroke_linecap="round", opacity="0.6"))
    return out


def _hex_blob(r: float, seed: random.Random, cx: float = 0.0, cy: float = 0.0) -> list[Point]:
    """A rounded hexagonal outline that fills the hex well (hills, plateaus)."""
    out = []
    for i in range(12):
        a = math.radians(i * 30 + 90)
        # the hex is wider towards its vertices (every 60° from the top): follow that
        k = 1.0 if i % 2 == 0 else 0.92
        rr = r * k * (1 + seed.uniform(-0.05, 0.05))
        out.append((cx + rr * math.cos(a), cy - rr * math.sin(a)))
    return out


def peak(x: float, y: float, w: float, h: float, snow: bool = True,
         rock: str = ROCK, rock_dark: str = ROCK_DARK, rock_light: str = ROCK_LIGHT) -> list[str]:
    """A mountain peak: lit left face, shaded right face, a snow cap."""
    top = (x + w * 0.08, y - h)
    left, right, foot = (x - w / 2, y), (x + w / 2, y), (x + w * 0.12, y)
    out = [polygon([top, right, foot], rock_dark), polygon([top, foot, left], rock_light),
           polyline([top, (x - w * 0.05, y - h * 0.55), (x + w * 0.02, y - h * 0.3)],
                    rock, 1.4)]
    if snow:
        cap = h * 0.33
        out.append(polygon([top, (top[0] + w * 0.19, top[1] + cap), (top[0] + w * 0.07,
                           top[1] + cap * 0.8), (top[0] - w * 0.03, top[1] + cap * 1.05),
                            (top[0] - w * 0.16, top[1] + cap)], "#f7f8f6"))
    return out


# --- buildings ------------------------------------------------------------------------------

def house(x: float, y: float, w: float, d: float, roof: str, roof_dark: str,
          angle: float = 0.0, wall: str = "#f0e6cf", chimney: bool = True) -> list[str]:
    """A gabled house seen from above at a slight angle: lit and shaded roof slopes, a wall
    strip on the near side, a drop shadow."""
    body = [
        rect(-w / 2 + 3, -d / 2 + 3, w, d, "#000000", opacity="0.25"),
        rect(-w / 2, -d / 2 + d * 0.72, w, d * 0.42, wall, stroke=INK, stroke_width=0.9),
        polygon([(-w / 2, -d / 2), (w / 2, -d / 2), (w / 2 - 1, -d / 2 + d * 0.5),
                 (-w / 2 + 1, -d / 2 + d * 0.5)], roof, stroke=INK, stroke_width=0.9),
        polygon([(-w / 2 + 1, -d / 2 + d * 0.5), (w / 2 - 1, -d / 2 + d * 0.5), (w / 2, d / 2 + 1),
                 (-w / 2, d / 2 + 1)], roof_dark, stroke=INK, stroke_width=0.9),
    ]
    if chimney:
        body.append(rect(w * 0.18, -d / 2 + d * 0.1, w * 0.12, d * 0.28, "#7c6a5c",
                         stroke=INK, stroke_width=0.6))
    return [g(body, transform=f"translate({x:.2f},{y:.2f}) rotate({angle:.1f})")]


def flat_house(x: float, y: float, w: float, d: float, top: str, side: str,
               angle: float = 0.0) -> list[str]:
    """A flat-roofed cube house (North Africa): roof, a shaded side wall, a shadow."""
    body = [rect(-w / 2 + 4, -d / 2 + 4, w, d, "#000000", opacity="0.22"),
            rect(-w / 2, -d / 2, w, d, side, stroke=INK, stroke_width=0.8),
            rect(-w / 2, -d / 2, w * 0.86, d * 0.8, top, stroke=INK, stroke_width=0.8),
            rect(-w * 0.3, -d * 0.3, w * 0.18, d * 0.14, "#7c5a3a")]
    return [g(body, transform=f"translate({x:.2f},{y:.2f}) rotate({angle:.1f})")]


# --- linear features ------------------------------------------------------------------------

def stroke_strands(strands: Sequence[tuple[str, str]], colour: str, width: float,
                   **attrs: object) -> list[str]:
    """Each strand stroked with butt caps (so it ends exactly on the hex edge); a disc closes
    strands that meet at the centre."""
    out = [path(cn.strand_d(a, b), stroke=colour, stroke_width=float(width),
                stroke_linecap="butt", **attrs) for a, b in strands]
    if any("C" in s for s in strands):
        out.append(circle(0, 0, width / 2, colour, **{k: v for k, v in attrs.items()
                                                      if k in ("opacity",)}))
    return out


def river(strands: Sequence[tuple[str, str]], p: Palette, frozen: bool = False) -> list[str]:
    """A river of width 30 with a 4-unit bank each side, a lit ripple line in winter ice
    cracks instead."""
    w = cn.WIDTHS["river"]
    out = stroke_strands(strands, p.bank, w + 8)
    out += stroke_strands(strands, p.water_dark, w)
    out += stroke_strands(strands, p.water, w - 7)
    if frozen:
        for a, b in strands:
            pts_ = [pt for pt, _ in cn.sample(a, b, 12)]
            for i in range(1, len(pts_) - 2, 3):
                (x, y), (x2, y2) = pts_[i], pts_[i + 1]
                out.append(polyline([(x, y - 6), (x2, y2 + 3), (x2 + 3, y2 + 8)], "#ffffff", 1.6))
    else:
        for a, b in strands:
            out.append(path(cn.strand_d(a, b), stroke=p.water_light, stroke_width=2.4,
                            stroke_dasharray="10 14", stroke_linecap="butt"))
    return out


def road(strands: Sequence[tuple[str, str]], p: Palette) -> list[str]:
    w = cn.WIDTHS["road"]
    return (stroke_strands(strands, p.road_edge, w)
            + stroke_strands(strands, p.road, w - 6)
            + [path(cn.strand_d(a, b), stroke=p.road_edge, stroke_width=1.0,
                    stroke_dasharray="5 7", opacity="0.6")
               for a, b in strands if "C" not in (a, b)])


def rail(strands: Sequence[tuple[str, str]], ballast: str = "#a39a8a",
         sleeper: str = "#6d5237", steel: str = "#34312e") -> list[str]:
    """Railway: a ballast bed, sleepers across it, two rails 12 units apart outside."""
    out = stroke_strands(strands, ballast, 20.0)
    out += [path(cn.strand_d(a, b), stroke=sleeper, stroke_width=17.0, stroke_dasharray="3 4.5",
                 stroke_linecap="butt") for a, b in strands]
    for a, b in strands:
        for side in (-5.0, 5.0):
            out.append(polyline(cn.offset(a, b, side), steel, 1.8, stroke_linecap="butt"))
    return out


def hachured_channel(strands: Sequence[tuple[str, str]], width: float, bed: str, lit: str,
                     shade: str, tick: str, seed: random.Random,
                     pebbles: str | None = None) -> list[str]:
    """A sunken channel (wadi, ravine): a lit slope on one side, a shaded one on the other, a
    darker bed, and hachures down the slopes (the map symbol for a bank)."""
    half = width / 2
    out = stroke_strands(strands, shade, width)
    for a, b in strands:
        out.append(polyline(cn.offset(a, b, half - 4.5), lit, 9.0, stroke_linecap="butt"))
    out += stroke_strands(strands, bed, width - 18)
    for a, b in strands:
        samples = cn.sample(a, b, 40)
        for side in (-1, 1):
            rim = [(p_[0] + n[0] * half * side, p_[1] + n[1] * half * side) for p_, n in samples]
            out.append(polyline(rim, tick, 2.2, stroke_linecap="butt"))
            for i in range(1, len(samples) - 1, 2):
                (px, py), (nx, ny) = samples[i]
                o = (px + nx * half * side, py + ny * half * side)
                ins = (px + nx * (half - 8) * side, py + ny * (half - 8) * side)
                out.append(line(o, ins, tick, 1.5, stroke_linecap="butt"))
        if pebbles:
            for i in range(3, len(samples) - 3, 4):
                (px, py), (nx, ny) = samples[i]
                s = seed.uniform(-1, 1) * (half - 13)
                out.append(ellipse(px + nx * s, py + ny * s, 2.4, 1.6, pebbles))
    return out


def trench(strands: Sequence[tuple[str, str]], parapet: str, dug: str, bags: str) -> list[str]:
    """A zigzag fire trench with a parapet of sandbags; its line crosses each end edge at the
    midpoint (width 16)."""
    out = stroke_strands(strands, parapet, cn.WIDTHS["trench"])
    for a, b in strands:
        samples = cn.sample(a, b, 16)
        zig = []
        for i, (pt, n) in enumerate(samples):
            # straight for the first and last steps, so the ends meet the edges square
            k = 0.0 if i in (0, 1, len(samples) - 2, len(samples) - 1) else (
                5.0 if i % 2 else -5.0)
            zig.append((pt[0] + n[0] * k, pt[1] + n[1] * k))
        out.append(polyline(zig, bags, 11.0, stroke_linecap="butt", stroke_linejoin="miter"))
        out.append(polyline(zig, dug, 6.0, stroke_linecap="butt", stroke_linejoin="miter"))
        for (x, y), _ in samples[1:-1:2]:
            out.append(circle(x, y, 1.2, bags))
    return out


def runway(strands: Sequence[tuple[str, str]], surface: str, edge: str, marks: str,
           dashed: bool = True, mat: str | None = None) -> list[str]:
    """A runway 56 wide: shoulders, surface, centre-line dashes or a steel-mat pattern."""
    w = cn.WIDTHS["runway"]
    out = stroke_strands(strands, edge, w)
    out += stroke_strands(strands, surface, w - 6)
    for a, b in strands:
        if mat:
            for side in (-16.0, -8.0, 0.0, 8.0, 16.0):
                out.append(polyline(cn.offset(a, b, side), mat, 2.4, stroke_dasharray="1.5 3.5",
                                    stroke_linecap="butt"))
        if dashed:
            out.append(path(cn.strand_d(a, b), stroke=marks, stroke_width=3.0,
                            stroke_dasharray="12 9", stroke_linecap="butt"))
    return out


def water_ripples(points: Sequence[Point], colour: str, length: float = 9.0) -> list[str]:
    return [path(f"M{x - length / 2:.2f},{y:.2f}q{length / 4:.2f},-2.5 {length / 2:.2f},0"
                 f"t{length / 2:.2f},0", stroke=colour, stroke_width=1.5, stroke_linecap="round")
            for x, y in points]


def sandbag_arc(cx: float, cy: float, r: float, a0: float, a1: float, n: int, fill: str,
                dark: str, size: float = 7.0, outline: float = 0.9) -> list[str]:
    """Sandbags laid along an arc (degrees, screen angles), two courses, each bag drawn
    with an ``outline`` that wide."""
    out = []
    for course, (rr, k) in enumerate(((r, 0.0), (r - size * 0.75, 0.5))):
        for i in range(n - course):
            a = math.radians(a0 + (a1 - a0) * (i + 0.5 + k) / n)
            x, y = cx + rr * math.cos(a), cy + rr * math.sin(a)
            deg = math.degrees(a) + 90
            out.append(g([el("rect", x=-size * 0.62, y=-size * 0.4, width=size * 1.24,
                             height=size * 0.8, rx=size * 0.3, fill=fill, stroke=dark,
                             stroke_width=outline)],
                         transform=f"translate({x:.2f},{y:.2f}) rotate({deg:.1f})"))
    return out
