"""Generate the badge art: one SVG per catalog badge name
(``editor/resources/art/badge/<name>.svg``).

A badge is a small round emblem (``viewBox="-50 -50 100 100"``, see ``docs/ART.md``) that the
renderer scales down and places at a unit's upper-right corner.  Every badge is a disc
with a dark outline and a light or gold inner ring, carrying one bold pictogram that evokes
the badge's meaning in the shared vocabulary (``meaning`` / ``label`` of each badge):
a dagger for commandos, a parachute for paratroopers, a castle or tools or a bridge for the
engineers of each nation, a crosshair or a scoped rifle for snipers, a horseshoe for
cavalry, skis for ski troops, a flame for flame-thrower tanks...  Disc colours follow the
nation that uses the badge where there is one.

Badges whose meaning is unknown (in the official editor's catalog only, never used) get a
neutral slate disc with a dashed ring and their number drawn in large digits
(:data:`UNKNOWN_BADGES`), so they are distinct and honest about what they are.

The digit glyphs (:func:`digits`) are drawn as strokes, not text, so the art does not depend
on installed fonts; :mod:`tools.art.tags` reuses them.

Run ``python -m tools.art.badges [OUT_DIR]`` (default ``editor/resources/art``).
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

if __package__ in (None, ""):  # run as a plain script: make ``tools.art`` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tools.art.units import (  # noqa: E402
    CATALOG,
    DEFAULT_OUT,
    GOLD,
    GOLD_DARK,
    INK,
    PAPER,
    el,
    group,
    num,
    points,
    star_points,
    svg_document,
    command_line,
    write_all,
)

VIEW_BOX = (-50.0, -50.0, 100.0, 100.0)
#: Radius of the badge disc and of its inner ring.
DISC_R = 47.0
RING_R = 41.0

SILVER = "#d9dde0"
STEEL = "#9aa3a8"
BRASS = "#c9953b"
RED = "#b3262b"
WOOD = "#8a5a2b"

# --------------------------------------------------------------------------------------------
# Geometry helpers
# --------------------------------------------------------------------------------------------

Point = tuple[float, float]


def rotate(pt: Point, degrees: float, about: Point = (0.0, 0.0)) -> Point:
    """``pt`` rotated by ``degrees`` (clockwise on screen, SVG convention) about ``about``."""
    a = math.radians(degrees)
    x, y = pt[0] - about[0], pt[1] - about[1]
    return (about[0] + x * math.cos(a) - y * math.sin(a),
            about[1] + x * math.sin(a) + y * math.cos(a))


def polygon_path(pts: Sequence[Point]) -> str:
    """A closed path through ``pts``."""
    head, *rest = pts
    return f"M{num(head[0])} {num(head[1])} " + " ".join(
        f"L{num(x)} {num(y)}" for x, y in rest) + " Z"


def leaf_points(origin: Point, angle: float, length: float, width: float, lobes: int = 0,
                lobe_depth: float = 0.0, bend: float = 0.0, samples: int = 48) -> list[Point]:
    """Outline of a leaf growing from ``origin`` towards ``angle`` degrees (SVG rotation).

    ``lobes`` scallops the edges (an oak leaf), ``bend`` droops the tip sideways
    (a palm frond; the sign chooses the side).
    """
    upper: list[Point] = []
    lower: list[Point] = []
    for i in range(samples + 1):
        t = i / samples
        half = width / 2 * math.sin(math.pi * t) ** 0.7
        if lobes:  # rounded lobes, sharp notches
            half *= 1 - lobe_depth + lobe_depth * abs(math.sin(math.pi * lobes * t)) ** 0.55
        x, yc = t * length, bend * length * t * t
        upper.append((x, yc - half))
        lower.append((x, yc + half))
    outline = upper + lower[::-1][1:-1]
    return [(origin[0] + p[0], origin[1] + p[1]) for p in (rotate(q, angle) for q in outline)]


# --------------------------------------------------------------------------------------------
# Stroke digits (no fonts)
# --------------------------------------------------------------------------------------------

#: Digit strokes in a 6 x 10 box (x right, y down), drawn with round caps.
DIGIT_PATHS: dict[str, str] = {
    "0": "M0 3 A3 3 0 0 1 6 3 V7 A3 3 0 0 1 0 7 Z",
    "1": "M1.2 2.2 L3.8 0 V10",
    "2": "M0.2 2.8 A2.9 2.8 0 0 1 6 2.9 C6 5.2 2 6.6 0 10 H6",
    "3": "M0.6 0 H5.6 L2.6 3.9 A3 3 0 1 1 0.2 8.6",
    "4": "M4.4 10 V0 L0 6.8 H6",
    "5": "M5.6 0 H1 L0.6 4.2 A3.1 3 0 1 1 0.2 8.7",
    "6": "M5 0.2 C2.2 0.9 0 3.8 0 7 A3 3 0 1 0 6 7 A3 3 0 1 0 0 7",
    "7": "M0 0 H6 L2.2 10",
    "8": "M3 4.6 A2.6 2.3 0 1 1 3 0 A2.6 2.3 0 1 1 3 4.6 A3 2.7 0 1 1 3 10 "
         "A3 2.7 0 1 1 3 4.6 Z",
    "9": "M1 9.8 C3.8 9.1 6 6.2 6 3 A3 3 0 1 0 0 3 A3 3 0 1 0 6 3",
}


def digits(text: str, cx: float, cy: float, height: float, colour: str,
           stroke: float) -> str:
    """``text`` (digits only) drawn as strokes, centred on (cx, cy), ``height`` tall."""
    scale = height / 10
    advance, gap = 6.0, 3.2
    total = len(text) * advance + (len(text) - 1) * gap
    parts = []
    for i, ch in enumerate(text):
        x0 = cx + (i * (advance + gap) - total / 2) * scale
        y0 = cy - height / 2
        parts.append(el("path", d=DIGIT_PATHS[ch],
                        transform=f"translate({num(x0)} {num(y0)}) scale({num(scale)})",
                        fill="none", stroke=colour, stroke_width=num(stroke / scale),
                        stroke_linecap="round", stroke_linejoin="round"))
    return group(parts)


# --------------------------------------------------------------------------------------------
# The disc
# --------------------------------------------------------------------------------------------


def disc(fill: str, ring: str = GOLD, dashed: bool = False) -> list[str]:
    """The badge disc: dark outline, coloured field, thin inner ring."""
    return [
        el("circle", cx=0, cy=0, r=DISC_R, fill=fill, stroke=INK, stroke_width=3),
        el("circle", cx=0, cy=0, r=RING_R, fill="none", stroke=ring, stroke_width=2,
           stroke_dasharray="5 3.5" if dashed else None),
    ]


# --------------------------------------------------------------------------------------------
# Pictograms (each returns the SVG elements drawn over the disc)
# --------------------------------------------------------------------------------------------


def commando_dagger() -> list[str]:
    """Badge 1, British / Commonwealth commandos: a fighting knife, point up."""
    return [group([
        el("path", d="M0 -39 L8.5 -4 L7.5 4 L-7.5 4 L-8.5 -4 Z", fill=SILVER, stroke=INK,
           stroke_width=2, stroke_linejoin="round"),
        el("path", d="M0 -34 V2", stroke=STEEL, stroke_width=2),
        el("rect", x=-18, y=3, width=36, height=7, rx=3.5, fill=BRASS, stroke=INK,
           stroke_width=2),
        el("rect", x=-5.5, y=10, width=11, height=20, rx=2, fill="#3a2a1c", stroke=INK,
           stroke_width=1.5),
        el("path", d="M-5.5 15 H5.5 M-5.5 20 H5.5 M-5.5 25 H5.5", stroke=BRASS,
           stroke_width=1.3),
        el("circle", cx=0, cy=34, r=5.5, fill=BRASS, stroke=INK, stroke_width=2),
    ], transform="rotate(-20)")]


def ranger_grappling_hook() -> list[str]:
    """Badge 2, US Rangers (cliff assault): a thrown grappling hook trailing its rope."""
    outer = "M0 18 C0 30 -12 32 -21 24 C-25 20 -26 14 -25 8"
    inner = "M0 18 C0 26 -6 28 -10 24 C-12 22 -13 18 -12 13"
    hook = [
        el("path", d="M0 -26 V20", stroke=SILVER, stroke_width=7, stroke_linecap="round"),
        el("path", d=inner, fill="none", stroke=STEEL, stroke_width=4.5,
           stroke_linecap="round"),
        el("path", d=inner, fill="none", stroke=STEEL, stroke_width=4.5,
           stroke_linecap="round", transform="scale(-1 1)"),
        el("path", d=outer, fill="none", stroke=SILVER, stroke_width=6,
           stroke_linecap="round"),
        el("path", d=outer, fill="none", stroke=SILVER, stroke_width=6,
           stroke_linecap="round", transform="scale(-1 1)"),
        el("path", d="M-25 8 L-28 1 L-21 5 Z M25 8 L28 1 L21 5 Z M-12 13 L-14 7 L-9 10 Z "
                     "M12 13 L14 7 L9 10 Z", fill=SILVER, stroke=SILVER, stroke_width=2,
           stroke_linejoin="round"),
        el("circle", cx=0, cy=-31, r=6, fill="none", stroke=SILVER, stroke_width=4),
    ]
    return [
        el("path", d="M-12 20 C-18 30 -28 22 -30 12 C-32 2 -38 0 -40 -4", fill="none",
           stroke=PAPER, stroke_width=3, stroke_dasharray="4 2.2", stroke_linecap="round"),
        group(hook, transform="translate(2 -6) rotate(215)"),
    ]


def lorraine_cross() -> list[str]:
    """Badge 3, French Resistance: the cross of Lorraine."""
    d = ("M-4.5 -34 H4.5 V-22 H14 V-14 H4.5 V-6 H20 V2 H4.5 V34 H-4.5 V2 H-20 V-6 H-4.5 "
         "V-14 H-14 V-22 H-4.5 Z")
    return [el("path", d=d, fill=PAPER, stroke=INK, stroke_width=2, stroke_linejoin="miter")]


def oak_leaves() -> list[str]:
    """Badge 4, German / Axis elite: two oak leaves and an acorn."""
    out = []
    for angle in (-128.0, -52.0):
        leaf = leaf_points((0, 16), angle, 46, 24, lobes=4, lobe_depth=0.38)
        out.append(el("path", d=polygon_path(leaf), fill=SILVER, stroke=INK, stroke_width=1.8,
                      stroke_linejoin="round"))
        tip = rotate((40, 0), angle)
        out.append(el("path", d=f"M0 16 L{num(tip[0])} {num(tip[1] + 16)}", stroke=STEEL,
                      stroke_width=1.8))
    out += [
        el("ellipse", cx=0, cy=27, rx=7, ry=9, fill=BRASS, stroke=INK, stroke_width=1.8),
        el("path", d="M-8.5 23 C-8.5 14 8.5 14 8.5 23 Z", fill="#6b4a1f", stroke=INK,
           stroke_width=1.8),
    ]
    return out


def big_shell() -> list[str]:
    """Badge 5, Big Gun: a heavy artillery shell."""
    return [
        el("path", d="M-12 28 V-6 C-12 -20 -5 -31 0 -38 C5 -31 12 -20 12 -6 V28 Z",
           fill=BRASS, stroke=INK, stroke_width=2.2),
        el("rect", x=-12.5, y=14, width=25, height=6, fill="#9a5a2a", stroke=INK,
           stroke_width=1.6),
        el("rect", x=-14, y=28, width=28, height=6, rx=1.5, fill="#7d5a26", stroke=INK,
           stroke_width=2),
        el("path", d="M-6 -18 C-6 -24 -3 -29 0 -33", fill="none", stroke="#f0d592",
           stroke_width=2.2, stroke_linecap="round"),
        el("path", d="M-24 -8 L-34 -14 M-25 4 L-37 4 M-24 16 L-34 22 M24 -8 L34 -14 "
                     "M25 4 L37 4 M24 16 L34 22", stroke=GOLD, stroke_width=3,
           stroke_linecap="round"),
    ]


def _shovel(angle: float) -> str:
    """A shovel, blade down, rotated by ``angle`` degrees."""
    return group([
        el("rect", x=-2.6, y=-36, width=5.2, height=46, fill=WOOD, stroke=INK,
           stroke_width=1.5),
        el("rect", x=-8, y=-40, width=16, height=5.5, rx=2, fill=WOOD, stroke=INK,
           stroke_width=1.5),
        el("path", d="M-10.5 8 H10.5 V22 C10.5 30 4 35 0 37.5 C-4 35 -10.5 30 -10.5 22 Z",
           fill=SILVER, stroke=INK, stroke_width=2),
    ], transform=f"rotate({num(angle)})")


def _pick(angle: float) -> str:
    """A pickaxe, head up, rotated by ``angle`` degrees."""
    return group([
        el("rect", x=-2.6, y=-28, width=5.2, height=64, rx=1.5, fill=WOOD, stroke=INK,
           stroke_width=1.5),
        el("path", d="M-32 -22 C-16 -35 16 -35 32 -22 C16 -28 -16 -28 -32 -22 Z",
           fill=SILVER, stroke=INK, stroke_width=2, stroke_linejoin="round"),
        el("rect", x=-5, y=-34, width=10, height=9, rx=1.5, fill=STEEL, stroke=INK,
           stroke_width=1.5),
    ], transform=f"rotate({num(angle)})")


def _axe(angle: float) -> str:
    """A felling axe, head up, rotated by ``angle`` degrees."""
    return group([
        el("rect", x=-2.6, y=-30, width=5.2, height=66, rx=1.5, fill=WOOD, stroke=INK,
           stroke_width=1.5),
        el("path", d="M-3 -32 H5 C12 -32 20 -38 24 -40 C26 -30 26 -18 24 -10 C18 -13 12 -18 "
                     "5 -18 H-3 Z", fill=SILVER, stroke=INK, stroke_width=2,
           stroke_linejoin="round"),
    ], transform=f"rotate({num(angle)})")


def pick_and_shovel() -> list[str]:
    """Badge 6, German combat engineers: crossed pick and shovel."""
    return [_shovel(38), _pick(-38)]


def bailey_bridge() -> list[str]:
    """Badge 8, British combat engineers: a truss bridge over water."""
    truss = ("M-34 6 V-14 H34 V6 M-34 -14 L-23 6 L-11 -14 L0 6 L11 -14 L23 6 L34 -14")
    return [
        el("path", d="M-38 20 Q-32 15 -26 20 T-14 20 T-2 20 T10 20 T22 20 T34 20 "
                     "M-32 29 Q-26 24 -20 29 T-8 29 T4 29 T16 29 T28 29", fill="none",
           stroke="#8fc1e3", stroke_width=3, stroke_linecap="round"),
        el("path", d=truss, fill="none", stroke=PAPER, stroke_width=4,
           stroke_linejoin="round", stroke_linecap="round"),
        el("rect", x=-38, y=5, width=76, height=6, rx=1, fill=PAPER, stroke=INK,
           stroke_width=1.5),
    ]


def parachute() -> list[str]:
    """Badge 9, US paratroopers: an open parachute and its jumper."""
    canopy = ("M-34 -4 C-34 -40 34 -40 34 -4 Q25.5 -12 17 -4 Q8.5 -12 0 -4 Q-8.5 -12 -17 -4 "
              "Q-25.5 -12 -34 -4 Z")
    return [
        el("path", d="M-34 -4 L-3 22 M-17 -4 L-2 22 M0 -4 V22 M17 -4 L2 22 M34 -4 L3 22",
           stroke=PAPER, stroke_width=1.6, fill="none"),
        el("path", d=canopy, fill=PAPER, stroke=INK, stroke_width=2, stroke_linejoin="round"),
        el("path", d="M-17 -4 C-16 -22 -8 -31 0 -32 M17 -4 C16 -22 8 -31 0 -32 M0 -4 V-32",
           fill="none", stroke=STEEL, stroke_width=1.6),
        el("circle", cx=0, cy=25, r=4, fill=PAPER, stroke=INK, stroke_width=1.2),
        el("path", d="M0 28 V36 M0 31 L-6 27 M0 31 L6 27 M0 36 L-4 42 M0 36 L4 42",
           stroke=PAPER, stroke_width=3, stroke_linecap="round"),
    ]


def palm_tree() -> list[str]:
    """Badge 10, Afrika Korps: a desert palm tree."""
    out = [
        el("path", d="M-22 34 Q0 26 24 34 Z", fill="#a07a3a", stroke=INK, stroke_width=1.5),
        el("path", d="M6 33 C8 16 6 2 0 -14", fill="none", stroke=INK, stroke_width=8.5,
           stroke_linecap="round"),
        el("path", d="M6 33 C8 16 6 2 0 -14", fill="none", stroke="#7a5327", stroke_width=5.5,
           stroke_linecap="round"),
        el("path", d="M2 26 H10 M2 18 H9.5 M1 10 H8.5 M0 2 H7 M-1.5 -6 H4.5", stroke=INK,
           stroke_width=1.2),
    ]
    for angle in (-172.0, -140.0, -100.0, -62.0, -24.0, 8.0):
        bend = 0.28 if math.cos(math.radians(angle)) >= 0 else -0.28
        leaf = leaf_points((0, -14), angle, 30, 10, bend=bend)
        out.append(el("path", d=polygon_path(leaf), fill="#3d6b2a", stroke=INK,
                      stroke_width=1.6, stroke_linejoin="round"))
    out.append(el("circle", cx=0, cy=-13, r=3.5, fill="#5a3a1a", stroke=INK, stroke_width=1))
    return out


def engineer_castle() -> list[str]:
    """Badge 12, US / US Marines combat engineers: a castle."""
    d = ("M-32 28 V-18 H-28 V-24 H-24 V-18 H-20 V-24 H-16 V-18 H-12 V-4 H-6 V-22 H-2 V-28 "
         "H2 V-22 H6 V-4 H12 V-18 H16 V-24 H20 V-18 H24 V-24 H28 V-18 H32 V28 Z")
    return [
        el("path", d=d, fill=PAPER, stroke=INK, stroke_width=2, stroke_linejoin="miter"),
        el("path", d="M-8 28 V14 A8 8 0 0 1 8 14 V28 Z", fill=INK),
        el("rect", x=-25, y=-8, width=6, height=9, rx=3, fill=INK),
        el("rect", x=19, y=-8, width=6, height=9, rx=3, fill=INK),
        el("path", d="M-32 2 H-12 M12 2 H32", stroke=STEEL, stroke_width=1.5),
    ]


def hunting_horn() -> list[str]:
    """Badge 22, French elite infantry (chasseurs): a coiled hunting horn."""
    bell = "M-4 13 C8 14 16 14 22 10 C27 6 31 1 34 -4 L36 28 C31 24 26 22 20 21 C12 20 4 20 -4 21 Z"
    return [
        el("path", d="M-20 18 C-26 26 -18 34 -10 30 C-4 27 -2 34 -8 38", fill="none",
           stroke="#c8342f", stroke_width=2.5, stroke_linecap="round"),
        el("circle", cx=-6, cy=-6, r=21, fill="none", stroke=INK, stroke_width=8.5),
        el("circle", cx=-6, cy=-6, r=21, fill="none", stroke=GOLD, stroke_width=5.5),
        el("circle", cx=-6, cy=-6, r=12, fill="none", stroke=INK, stroke_width=5),
        el("circle", cx=-6, cy=-6, r=12, fill="none", stroke=GOLD, stroke_width=2.5),
        el("path", d=bell, fill=GOLD, stroke=INK, stroke_width=1.8, stroke_linejoin="round"),
        el("ellipse", cx=35, cy=12, rx=3.5, ry=16.5, fill=GOLD_DARK, stroke=INK,
           stroke_width=1.5),
        el("path", d="M-23 -18 L-33 -26", stroke=INK, stroke_width=6, stroke_linecap="round"),
        el("path", d="M-23 -18 L-33 -26", stroke=GOLD, stroke_width=3, stroke_linecap="round"),
    ]


def royal_crown() -> list[str]:
    """Badge 24, British elite (variant): a crown."""
    return [
        el("path", d="M-28 12 L-33 -16 L-16 -2 L0 -26 L16 -2 L33 -16 L28 12 Z", fill=GOLD,
           stroke=INK, stroke_width=2, stroke_linejoin="round"),
        el("rect", x=-29, y=12, width=58, height=11, rx=2, fill=GOLD, stroke=INK,
           stroke_width=2),
        el("circle", cx=-33, cy=-18, r=4, fill=GOLD, stroke=INK, stroke_width=1.5),
        el("circle", cx=0, cy=-29, r=4.5, fill=GOLD, stroke=INK, stroke_width=1.5),
        el("circle", cx=33, cy=-18, r=4, fill=GOLD, stroke=INK, stroke_width=1.5),
        el("circle", cx=-15, cy=17.5, r=3, fill="#2c5fa8"),
        el("circle", cx=0, cy=17.5, r=3.5, fill="#c8342f"),
        el("circle", cx=15, cy=17.5, r=3, fill="#2c7a3a"),
        el("path", d="M0 -8 V6 M-6 -1 H6", stroke="#c8342f", stroke_width=3),
    ]


def guards_banner() -> list[str]:
    """Badge 25, Soviet Guards: a red banner with a star on a staff."""
    flag = "M-18 -30 C-4 -36 6 -24 30 -30 V2 C8 8 -4 -6 -18 0 Z"
    return [
        el("path", d="M-20 -36 V38", stroke=INK, stroke_width=6, stroke_linecap="round"),
        el("path", d="M-20 -36 V38", stroke="#6b4a1f", stroke_width=3, stroke_linecap="round"),
        el("path", d=flag, fill="#c8262b", stroke=INK, stroke_width=2, stroke_linejoin="round"),
        el("polygon", points=points(star_points(6, -14, 10, 0.42)), fill=GOLD, stroke=INK,
           stroke_width=1.2, stroke_linejoin="round"),
        el("circle", cx=-20, cy=-38, r=4, fill=GOLD, stroke=INK, stroke_width=1.5),
        el("path", d="M-18 0 C-14 10 -16 18 -12 26", fill="none", stroke=GOLD,
           stroke_width=2.5, stroke_linecap="round"),
    ]


def post_reticle() -> list[str]:
    """Badge 26, German sniper: a telescopic sight with a three-post reticle."""
    return [
        el("circle", cx=0, cy=0, r=32, fill="#e8ecd8", stroke=INK, stroke_width=3),
        el("circle", cx=0, cy=0, r=32, fill="none", stroke=STEEL, stroke_width=1.5),
        el("path", d="M-32 -3 H-9 V3 H-32 Z M32 -3 H9 V3 H32 Z", fill=INK),
        el("path", d="M-4 32 V6 L0 0 L4 6 V32 Z", fill=INK),
        el("path", d="M0 -32 V-12", stroke=INK, stroke_width=1.2),
    ]


def scoped_rifle() -> list[str]:
    """Badge 27, Soviet sniper: a rifle with a telescopic sight."""
    return [group([
        el("path", d="M-40 2 L-40 12 C-34 12 -26 8 -18 6 L22 4 V0 L-18 -1 L-24 -4 Z",
           fill="#8a5a2b", stroke=INK, stroke_width=1.8, stroke_linejoin="round"),
        el("rect", x=-20, y=-2, width=60, height=4, fill=STEEL, stroke=INK, stroke_width=1.2),
        el("rect", x=-14, y=-13, width=30, height=6, rx=2, fill=INK),
        el("rect", x=-18, y=-15, width=6, height=10, rx=1.5, fill=INK),
        el("rect", x=13, y=-14.5, width=6, height=9, rx=1.5, fill=INK),
        el("path", d="M-6 -7 V-1 M6 -7 V-1", stroke=INK, stroke_width=2.5),
        el("path", d="M-10 4 C-10 10 -4 10 -4 4", fill="none", stroke=INK, stroke_width=1.8),
    ], transform="rotate(-28)"),
        el("circle", cx=24, cy=22, r=9, fill="none", stroke=PAPER, stroke_width=2.2),
        el("path", d="M24 10 V34 M12 22 H36", stroke=PAPER, stroke_width=1.6)]


def axe_and_shovel() -> list[str]:
    """Badge 28, Soviet combat engineers: crossed axe and shovel, red star."""
    return [
        _shovel(-38), _axe(38),
        el("polygon", points=points(star_points(0, 30, 9, 0.42)), fill="#d8282d",
           stroke=INK, stroke_width=1.3, stroke_linejoin="round"),
    ]


def horseshoe() -> list[str]:
    """Badge 29, cavalry: a horseshoe, open end up."""
    shoe = "M-19 -30 C-38 -8 -32 28 0 30 C32 28 38 -8 19 -30"
    holes = [(-27, -8), (-25, 8), (-16, 21), (16, 21), (25, 8), (27, -8)]
    return [
        el("path", d=shoe, fill="none", stroke=INK, stroke_width=18, stroke_linecap="butt"),
        el("path", d=shoe, fill="none", stroke=SILVER, stroke_width=13.5, stroke_linecap="butt"),
        el("path", d="M-23 -27 L-14 -34 M23 -27 L14 -34", stroke=INK, stroke_width=2),
        *[el("circle", cx=x, cy=y, r=2.2, fill=INK) for x, y in holes],
    ]


def crossed_skis() -> list[str]:
    """Badge 30, (Finnish) ski troops: crossed skis and poles."""
    def ski(angle: float) -> str:
        return group([
            el("path", d="M-3.5 38 V-26 C-3.5 -34 -1 -38 4 -40 C2 -35 3.5 -30 3.5 -26 V38 Z",
               fill="#1f4e8c", stroke=INK, stroke_width=1.6, stroke_linejoin="round"),
            el("rect", x=-5, y=12, width=10, height=6, fill=INK),
        ], transform=f"rotate({num(angle)})")

    def pole(angle: float) -> str:
        return group([
            el("path", d="M0 -36 V34", stroke=INK, stroke_width=2.5, stroke_linecap="round"),
            el("path", d="M-5 -36 H5", stroke=INK, stroke_width=3, stroke_linecap="round"),
            el("ellipse", cx=0, cy=28, rx=6, ry=2.5, fill="none", stroke=INK,
               stroke_width=1.8),
        ], transform=f"rotate({num(angle)})")

    return [pole(-52), pole(52), ski(-24), ski(24)]


def dynamite_charge() -> list[str]:
    """Badge 31, Japanese combat engineers: a bundled demolition charge with a lit fuse."""
    sticks = [el("rect", x=x, y=-6, width=11, height=38, rx=4, fill="#c8342f", stroke=INK,
                 stroke_width=1.6) for x in (-17.5, -5.5, 6.5)]
    return [
        *sticks,
        el("rect", x=-20, y=6, width=40, height=7, fill="#5a4a2a", stroke=INK,
           stroke_width=1.5),
        el("path", d="M1 -6 C2 -18 -12 -18 -12 -26 C-12 -32 -4 -34 2 -32", fill="none",
           stroke=INK, stroke_width=2.2, stroke_linecap="round"),
        el("polygon", points=points(star_points(6, -33, 10, 0.35, tips=8)), fill="#ffd23a",
           stroke="#e0651c", stroke_width=1.5, stroke_linejoin="round"),
    ]


def flame() -> list[str]:
    """Badge 33, flame-thrower tank: a flame."""
    outer = ("M0 38 C-20 38 -28 22 -23 6 C-20 -4 -12 -8 -13 -24 C-2 -17 2 -8 0 1 "
             "C8 -6 9 -18 5 -36 C20 -22 28 -4 24 14 C21 30 12 38 0 38 Z")
    inner = ("M0 36 C-11 36 -15 26 -12 17 C-10 10 -5 8 -5 0 C2 6 4 12 2 18 "
             "C8 14 10 8 9 0 C16 10 16 22 12 29 C9 34 5 36 0 36 Z")
    return [
        el("path", d=outer, fill="#e8591c", stroke=INK, stroke_width=2, stroke_linejoin="round"),
        el("path", d=inner, fill="#ffd23a"),
    ]


def self_propelled_gun() -> list[str]:
    """Badge 35, mobile artillery: a tracked gun with a raised barrel."""
    return [
        el("path", d="M-4 -6 L36 -26", stroke=INK, stroke_width=7, stroke_linecap="butt"),
        el("path", d="M-4 -6 L36 -26", stroke=SILVER, stroke_width=4, stroke_linecap="butt"),
        el("path", d="M-30 6 L-26 -10 H8 L14 -2 L30 6 Z", fill=SILVER, stroke=INK,
           stroke_width=2, stroke_linejoin="round"),
        el("rect", x=-36, y=6, width=70, height=18, rx=9, fill=INK),
        *[el("circle", cx=x, cy=15, r=5, fill=STEEL) for x in (-25, -12.5, 0, 12.5, 24)],
    ]


def anti_tank_gun() -> list[str]:
    """Badge 37, anti-tank gun: a low gun with a shield, on wheels."""
    return [
        el("path", d="M-6 16 L-38 30", stroke=INK, stroke_width=6, stroke_linecap="round"),
        el("path", d="M-6 -4 H36", stroke=INK, stroke_width=8),
        el("path", d="M-6 -4 H36", stroke=SILVER, stroke_width=4.5),
        el("rect", x=33, y=-8.5, width=7, height=9, rx=1, fill=INK),
        el("path", d="M-12 -24 L4 -20 L4 10 L-12 14 Z", fill=SILVER, stroke=INK,
           stroke_width=2, stroke_linejoin="round"),
        el("circle", cx=-4, cy=17, r=13, fill=INK),
        el("circle", cx=-4, cy=17, r=8.5, fill="#3a3a36"),
        el("circle", cx=-4, cy=17, r=3.5, fill=STEEL),
    ]


def italian_shield() -> list[str]:
    """Badge 38, Italian army: a shield in the Italian tricolour under a white star."""
    shield = "M-24 -20 H24 V4 C24 20 10 30 0 36 C-10 30 -24 20 -24 4 Z"
    return [
        el("path", d=shield, fill="#c8342f"),
        el("path", d="M-24 -20 H-8 V31.5 C-15 26 -24 18 -24 4 Z", fill="#2c8a3e"),
        el("rect", x=-8, y=-20, width=16, height=55, fill=PAPER),
        el("path", d=shield, fill="none", stroke=INK, stroke_width=2.2, stroke_linejoin="round"),
        el("polygon", points=points(star_points(0, -30, 10, 0.42)), fill=PAPER, stroke=INK,
           stroke_width=1.5, stroke_linejoin="round"),
    ]


def mortar() -> list[str]:
    """Badge 41, mortar: a tube on its baseplate and bipod, a bomb in flight."""
    return [
        el("path", d="M-10 -24 Q6 -44 22 -28", fill="none", stroke=PAPER, stroke_width=2,
           stroke_dasharray="3 3"),
        el("path", d="M22 -28 l-1 5 m1 -5 l-5 1", stroke=PAPER, stroke_width=2,
           stroke_linecap="round"),
        el("rect", x=-30, y=24, width=26, height=6, rx=1.5, fill=STEEL, stroke=INK,
           stroke_width=1.8),
        group([el("rect", x=-5, y=-30, width=10, height=54, rx=2, fill=SILVER, stroke=INK,
                  stroke_width=2),
               el("rect", x=-6.5, y=-30, width=13, height=5, rx=1, fill=STEEL, stroke=INK,
                  stroke_width=1.5)], transform="translate(-17 25) rotate(32) translate(0 -24)"),
        el("path", d="M-2 -6 L16 28 M-2 -6 L6 28 M9 12 L12 12", stroke=INK, stroke_width=3,
           stroke_linecap="round"),
        el("ellipse", cx=-3, cy=-6, rx=5, ry=3, fill=STEEL, stroke=INK, stroke_width=1.5),
    ]


def machine_gun() -> list[str]:
    """Badge 45, machine gun: a belt-fed gun on its bipod."""
    return [
        el("path", d="M-40 -2 L-38 10 L-22 6 L-22 -4 Z", fill="#8a5a2b", stroke=INK,
           stroke_width=1.8, stroke_linejoin="round"),
        el("rect", x=-24, y=-8, width=22, height=13, rx=2, fill=STEEL, stroke=INK,
           stroke_width=1.8),
        el("rect", x=-2, y=-6, width=32, height=8, rx=2, fill=SILVER, stroke=INK,
           stroke_width=1.8),
        *[el("circle", cx=x, cy=-2, r=1.7, fill=INK) for x in (3, 9, 15, 21)],
        el("rect", x=30, y=-4, width=10, height=4, fill=INK),
        el("path", d="M24 2 L16 28 M24 2 L32 28", stroke=INK, stroke_width=3,
           stroke_linecap="round"),
        el("path", d="M-12 5 C-12 14 -18 20 -26 26", fill="none", stroke=BRASS,
           stroke_width=6, stroke_dasharray="2.5 1.5"),
        el("path", d="M-16 5 L-20 10 L-12 10", fill="none", stroke=INK, stroke_width=1.5),
    ]


def flak_gun() -> list[str]:
    """Badge 46, heavy anti-tank gun (the 88): a long barrel on a cruciform mount."""
    return [
        el("path", d="M-36 27 H36 M-22 27 L-32 35 M22 27 L32 35", stroke=INK, stroke_width=4.5,
           stroke_linecap="round"),
        el("path", d="M-12 27 L-7 8 H7 L12 27 Z", fill=STEEL, stroke=INK, stroke_width=1.8,
           stroke_linejoin="round"),
        el("path", d="M-22 14 L38 -26", stroke=INK, stroke_width=8),
        el("path", d="M-22 14 L38 -26", stroke=SILVER, stroke_width=4.5),
        el("path", d="M31.5 -21.7 L39 -26.7", stroke=INK, stroke_width=10),
        el("path", d="M-14 -10 L6 -20 L12 2 L-8 12 Z", fill=SILVER, stroke=INK,
           stroke_width=2, stroke_linejoin="round"),
    ]


#: Badge name -> (disc fill, ring colour, pictogram).  The meaning is in each docstring.
BADGE_ART: dict[str, tuple[str, str, Callable[[], list[str]]]] = {
    "badge1": ("#2d5b3b", GOLD, commando_dagger),
    "badge2": ("#23395d", GOLD, ranger_grappling_hook),
    "badge3": ("#25408f", "#d8282d", lorraine_cross),
    "badge4": ("#1e1f21", SILVER, oak_leaves),
    "badge5": ("#8c1f1f", GOLD, big_shell),
    "badge6": ("#56615e", SILVER, pick_and_shovel),
    "badge8": ("#1f3563", "#d8282d", bailey_bridge),
    "badge9": ("#3f7cb8", PAPER, parachute),
    "badge10": ("#d8bb7a", "#7a5327", palm_tree),
    "badge12": ("#a3262a", PAPER, engineer_castle),
    "badge22": ("#1f2f5a", GOLD, hunting_horn),
    "badge24": ("#7a1f2b", GOLD, royal_crown),
    "badge25": ("#e7d6a4", "#c8262b", guards_banner),
    "badge26": ("#4b5552", SILVER, post_reticle),
    "badge27": ("#6e2a1c", GOLD, scoped_rifle),
    "badge28": ("#3c5237", "#d8282d", axe_and_shovel),
    "badge29": ("#6b4527", GOLD, horseshoe),
    "badge30": ("#dce9f5", "#1f4e8c", crossed_skis),
    "badge31": ("#cdbb8a", "#7a5327", dynamite_charge),
    "badge33": ("#26231f", "#e8591c", flame),
    "badge35": ("#2f5d63", GOLD, self_propelled_gun),
    "badge37": ("#5d6b2a", GOLD, anti_tank_gun),
    "badge38": ("#6f7458", PAPER, italian_shield),
    "badge41": ("#6b4a2b", GOLD, mortar),
    "badge45": ("#47525f", GOLD, machine_gun),
    "badge46": ("#1d2b45", GOLD, flak_gun),
}

#: Badges with no known meaning: drawn as a neutral numbered emblem.
UNKNOWN_BADGES: tuple[str, ...] = tuple(
    f"badge{n}" for n in (7, 13, 14, 15, 16, 17, 18, 19, 20, 21, 23, 32, 34, 36, 39, 40, 42,
                          43, 44, 47, 48, 49, 50))

UNKNOWN_FILL = "#55606b"


def numbered_emblem(name: str) -> list[str]:
    """A neutral emblem for a badge of unknown meaning: dashed ring and its number."""
    number = name.removeprefix("badge")
    return [digits(number, 0, 0, 36, PAPER, 6.5)]


def badge_svg(name: str) -> str:
    """The SVG document for one catalog badge name (e.g. ``"badge9"``)."""
    item = CATALOG[name]
    if name in BADGE_ART:
        fill, ring, draw = BADGE_ART[name]
        body = disc(fill, ring) + draw()
    elif name in UNKNOWN_BADGES:
        body = disc(UNKNOWN_FILL, "#c3ccd4", dashed=True) + numbered_emblem(name)
    else:
        raise ValueError(f"no art for badge {name!r}")
    return svg_document(VIEW_BOX, body, item.label)


def generate(out_dir: Path = DEFAULT_OUT) -> list[Path]:
    """Write ``out_dir/badge/<name>.svg`` for every catalog badge name; return the paths."""
    names = CATALOG.names("badge")
    missing = [n for n in names if n not in BADGE_ART and n not in UNKNOWN_BADGES]
    if missing:
        raise ValueError(f"no art rule for badges {missing}")
    return write_all(Path(out_dir) / "badge", names, badge_svg)


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``python -m tools.art.badges [OUT_DIR]``."""
    return command_line(generate, "badge", argv)


if __name__ == "__main__":
    raise SystemExit(main())
