"""Generate the tag art: one SVG per catalog tag name (``editor/resources/art/tag/<name>.svg``).

Tags are markers laid on a hex (``viewBox="-50 -50 100 100"``, see ``docs/ART.md``); the
renderer scales them and stacks them on the hex.  Per the vocabulary's meanings:

* ``medal0``..``medal7`` -- **medal objectives**: a medal on a ribbon, in the colour of the
  side that wins it (:data:`SIDE_MEDAL`): Allies green (medal1, medal4, medal6), Axis grey
  (medal2, medal5, medal7), either side gold (medal0, whose ribbon is half green, half grey).
  Plain objectives carry a star; the nation-style variants carry their own emblem
  (British roundel, Soviet red star, Japanese cherry blossom, a laurel wreath for the Axis
  variant of unknown nation).
* ``tag1`` -- the **Battle Star** token: a gold star on a dark round token.
* ``tag3`` -- a **minefield**: an anti-tank mine on a yellow warning token.
* ``tag4``/``tag5`` -- **exit markers**: arrows leaving over a board edge (tag4 one
  bold arrow on a round token, tag5 a double chevron on a square token; the side that
  exits is data of the tag, not of the drawing).
* ``tag14``/``tag15`` -- **camouflage**: netting over a disruptive pattern (tag14 woodland
  netting, tag15 net garnished with leaves).
* ``tag9``..``tag13`` -- meaning unknown: a neutral square marker with its number.

Run ``python -m tools.art.tags [OUT_DIR]`` (default ``editor/resources/art``).
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

if __package__ in (None, ""):  # run as a plain script: make ``tools.art`` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tools.art.badges import digits, leaf_points, polygon_path  # noqa: E402
from tools.art.units import (  # noqa: E402
    CATALOG,
    DEFAULT_OUT,
    GOLD,
    GOLD_DARK,
    INK,
    PAPER,
    el,
    num,
    points,
    star_points,
    svg_document,
    command_line,
    write_all,
)

VIEW_BOX = (-50.0, -50.0, 100.0, 100.0)

#: Medal colours per side: (medal face, dark rim/relief, ribbon main, ribbon stripe).
SIDE_MEDAL: dict[str, tuple[str, str, str, str]] = {
    "ALLIES": ("#3f9444", "#1d5322", "#2f7a35", PAPER),
    "AXIS": ("#939ca1", "#474f54", "#5f686d", "#1f2326"),
    "both": (GOLD, GOLD_DARK, GOLD, PAPER),
}
ALLIED_RIBBON = SIDE_MEDAL["ALLIES"][2]
AXIS_RIBBON = SIDE_MEDAL["AXIS"][2]

MEDAL_CY = 12.0  # centre of the medal disc, below the ribbon
MEDAL_R = 30.0

# --------------------------------------------------------------------------------------------
# Medals
# --------------------------------------------------------------------------------------------


def _ribbon(side: str) -> list[str]:
    """The ribbon the medal hangs from (split green / grey for either side)."""
    _face, dark, main, stripe = SIDE_MEDAL[side]
    shape = "M-19 -47 H19 L14 -10 H-14 Z"
    out = []
    if side == "both":
        out += [el("path", d="M-19 -47 H0 V-10 H-14 Z", fill=ALLIED_RIBBON),
                el("path", d="M0 -47 H19 L14 -10 H0 Z", fill=AXIS_RIBBON),
                el("path", d="M0 -47 V-10", stroke=GOLD, stroke_width=5)]
    else:
        out += [el("path", d=shape, fill=main),
                el("path", d="M-7 -47 L-5 -10 M7 -47 L5 -10", stroke=stripe,
                   stroke_width=3)]
    out.append(el("path", d=shape, fill="none", stroke=INK, stroke_width=2.2,
                  stroke_linejoin="round"))
    out.append(el("rect", x=-8, y=-14, width=16, height=8, rx=2, fill=GOLD, stroke=INK,
                  stroke_width=1.8))
    return out


def _medal_disc(side: str) -> list[str]:
    """The medal itself: a disc with a raised rim."""
    face, dark, _main, _stripe = SIDE_MEDAL[side]
    return [
        el("circle", cx=0, cy=MEDAL_CY, r=MEDAL_R, fill=face, stroke=INK, stroke_width=2.5),
        el("circle", cx=0, cy=MEDAL_CY, r=MEDAL_R - 5, fill="none", stroke=dark,
           stroke_width=2.2),
    ]


def _star_emblem(fill: str, outline: str) -> list[str]:
    """A five-pointed star on the medal face."""
    return [el("polygon", points=points(star_points(0, MEDAL_CY + 1, 19, 0.43)), fill=fill,
               stroke=outline, stroke_width=2, stroke_linejoin="round")]


def _roundel_emblem() -> list[str]:
    """British-style variant: concentric roundel rings."""
    return [
        el("circle", cx=0, cy=MEDAL_CY, r=18, fill=PAPER, stroke=INK, stroke_width=1.8),
        el("circle", cx=0, cy=MEDAL_CY, r=12, fill="#2c4f9e"),
        el("circle", cx=0, cy=MEDAL_CY, r=6.5, fill="#c8342f"),
    ]


def _laurel_emblem() -> list[str]:
    """Axis variant of unknown nation: a laurel wreath (two leafy branches) round a dot."""
    r = 16.0
    cy = MEDAL_CY
    out = []
    for side in (-1, 1):
        # the branch: an arc from the bottom up to the top of the wreath on this side
        end_deg = 90 + side * 140
        ex, ey = r * math.cos(math.radians(end_deg)), cy + r * math.sin(math.radians(end_deg))
        sweep = 1 if side == -1 else 0
        out.append(el("path", d=f"M0 {num(cy + r + 3)} A{num(r)} {num(r)} 0 0 {sweep} "
                                f"{num(ex)} {num(ey)}", fill="none", stroke=PAPER,
                      stroke_width=2))
        for i in range(5):
            deg = 90 + side * (32 + i * 27)        # from the bottom up each side
            a = math.radians(deg)
            x, y = r * math.cos(a), cy + r * math.sin(a)
            along = deg - side * 90                 # tangent, pointing up the wreath
            for lean in (38.0, -38.0):              # one leaf outwards, one inwards
                leaf = leaf_points((x, y), along + side * lean, 10.5, 5.5)
                out.append(el("path", d=polygon_path(leaf), fill=PAPER, stroke=INK,
                              stroke_width=0.9, stroke_linejoin="round"))
    out.append(el("circle", cx=0, cy=cy, r=5, fill=PAPER, stroke=INK, stroke_width=1.5))
    return out


def _blossom_emblem() -> list[str]:
    """Japanese-style variant: a five-petalled cherry blossom."""
    out = []
    for i in range(5):
        angle = -90 + i * 72
        petal = ("M0 0 C-9 -6 -10 -15 -5 -19 L0 -15.5 L5 -19 C10 -15 9 -6 0 0 Z")
        out.append(el("path", d=petal, fill="#f6d3dc", stroke=INK, stroke_width=1.5,
                      stroke_linejoin="round",
                      transform=f"translate(0 {num(MEDAL_CY)}) rotate({num(angle + 90)})"))
    out.append(el("circle", cx=0, cy=MEDAL_CY, r=4, fill="#c8342f", stroke=INK,
                  stroke_width=1))
    return out


def _soviet_star_emblem() -> list[str]:
    """Soviet-style variant: a red star outlined in gold."""
    return [el("polygon", points=points(star_points(0, MEDAL_CY + 1, 20, 0.42)),
               fill="#d8282d", stroke=GOLD, stroke_width=2.5, stroke_linejoin="round")]


def medal(side: str, emblem: Callable[[], list[str]]) -> Callable[[], list[str]]:
    """A medal drawer: ribbon, disc in the side's colour, ``emblem`` on its face."""
    def draw() -> list[str]:
        return _ribbon(side) + _medal_disc(side) + emblem()
    return draw


# --------------------------------------------------------------------------------------------
# Other markers
# --------------------------------------------------------------------------------------------


def battle_star() -> list[str]:
    """tag1, the Battle Star token: a gold star on a dark round token."""
    return [
        el("circle", cx=0, cy=0, r=46, fill="#23324f", stroke=INK, stroke_width=3),
        el("circle", cx=0, cy=0, r=40, fill="none", stroke=GOLD, stroke_width=2),
        el("polygon", points=points(star_points(0, 2, 36, 0.44)), fill=GOLD, stroke=INK,
           stroke_width=2.5, stroke_linejoin="round"),
        el("path", d="M0 -34 L0 2 M-34.2 -9.1 L0 2 M34.2 -9.1 L0 2 M-21.2 31.1 L0 2 "
                     "M21.2 31.1 L0 2", stroke=GOLD_DARK, stroke_width=1.2, fill="none"),
    ]


def minefield() -> list[str]:
    """tag3, a minefield: an anti-tank mine on a yellow warning token."""
    body_side = "M-30 2 V12 A30 11 0 0 0 30 12 V2 Z"
    return [
        el("circle", cx=0, cy=0, r=46, fill="#f2c631", stroke=INK, stroke_width=3),
        el("circle", cx=0, cy=0, r=40, fill="none", stroke="#c8342f", stroke_width=4),
        el("path", d=body_side, fill="#3f4a2a", stroke=INK, stroke_width=2,
           stroke_linejoin="round"),
        el("path", d="M-30 8 A30 11 0 0 0 30 8", fill="none", stroke="#26301a",
           stroke_width=1.5),
        el("ellipse", cx=0, cy=2, rx=30, ry=11, fill="#5d6b3c", stroke=INK, stroke_width=2),
        el("ellipse", cx=0, cy=1, rx=15, ry=5.5, fill="#4a5630", stroke=INK, stroke_width=1.5),
        el("path", d="M-5 1 V-6 H5 V1 Z", fill="#2a3219", stroke=INK, stroke_width=1.5),
        el("ellipse", cx=0, cy=-6, rx=5, ry=2, fill="#8d9a66", stroke=INK, stroke_width=1.2),
        el("path", d="M22 -4 C26 -12 34 -10 34 -2", fill="none", stroke=INK,
           stroke_width=2.5, stroke_linecap="round"),
        el("path", d="M-12 -26 L0 -38 L12 -26 Z", fill="#c8342f", stroke=INK,
           stroke_width=1.8, stroke_linejoin="round"),
        el("path", d="M0 -34 V-30 M0 -28 V-27.5", stroke=PAPER, stroke_width=2,
           stroke_linecap="round"),
        el("path", d="M-30 27 L-22 22 M-14 31 L-8 24 M14 31 L8 24 M30 27 L22 22",
           stroke=INK, stroke_width=2.5, stroke_linecap="round"),
    ]


def exit_arrow() -> list[str]:
    """tag4, exit marker: a bold arrow leaving over the board edge (dashed line)."""
    return [
        el("circle", cx=0, cy=0, r=46, fill=PAPER, stroke=INK, stroke_width=3),
        el("path", d="M-36 14 H36", stroke=INK, stroke_width=3, stroke_dasharray="6 4"),
        el("path", d="M-9 32 V-6 H-22 L0 -36 L22 -6 H9 V32 Z", fill="#c8342f", stroke=INK,
           stroke_width=2.5, stroke_linejoin="round"),
    ]


def exit_chevrons() -> list[str]:
    """tag5, exit marker: a double chevron leaving over the board edge, square token."""
    chevron = "M-24 0 L0 -20 L24 0 V12 L0 -8 L-24 12 Z"
    return [
        el("rect", x=-45, y=-45, width=90, height=90, rx=10, fill=PAPER, stroke=INK,
           stroke_width=3),
        el("path", d="M-38 30 H38", stroke=INK, stroke_width=3, stroke_dasharray="6 4"),
        el("path", d=chevron, transform="translate(0 -14)", fill="#c8342f", stroke=INK,
           stroke_width=2.2, stroke_linejoin="round"),
        el("path", d=chevron, transform="translate(0 10)", fill="#c8342f", stroke=INK,
           stroke_width=2.2, stroke_linejoin="round"),
    ]


def _chords(r: float, angle: float, spacing: float, offset: float = 0.0) -> str:
    """Parallel lines at ``angle`` degrees, ``spacing`` apart, clipped to a circle of ``r``."""
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)     # along the lines
    nx, ny = -uy, ux                      # across them
    parts = []
    k = math.floor((-r - offset) / spacing)
    while True:
        d = offset + k * spacing
        k += 1
        if d >= r:
            break
        if d <= -r:
            continue
        h = math.sqrt(r * r - d * d)
        x0, y0 = nx * d - ux * h, ny * d - uy * h
        x1, y1 = nx * d + ux * h, ny * d + uy * h
        parts.append(f"M{num(x0)} {num(y0)} L{num(x1)} {num(y1)}")
    return " ".join(parts)


#: Camouflage blotches: (colour, path) drawn inside the token.
_BLOTCHES_WOOD = (
    ("#6b5331", "M-36 -18 C-28 -30 -12 -26 -10 -16 C-8 -6 -22 -2 -30 -6 C-38 -9 -40 -12 -36 -18 Z"),
    ("#2f4424", "M4 -38 C16 -34 22 -24 14 -16 C8 -10 -2 -16 -4 -24 C-6 -32 -2 -38 4 -38 Z"),
    ("#6b5331", "M12 2 C24 -6 38 0 36 12 C34 22 20 24 14 18 C8 12 6 6 12 2 Z"),
    ("#2f4424", "M-28 12 C-18 6 -4 10 -4 20 C-4 30 -16 36 -26 30 C-34 26 -34 16 -28 12 Z"),
    ("#c2b07a", "M-6 -6 C0 -10 8 -6 6 0 C4 6 -4 6 -6 2 C-8 -2 -8 -4 -6 -6 Z"),
    ("#c2b07a", "M18 -30 C24 -30 30 -24 26 -20 C22 -16 16 -20 16 -24 Z"),
)


def camouflage_net() -> list[str]:
    """tag14, camouflage: woodland pattern under a diamond-mesh net."""
    mesh = _chords(42, 45, 9) + " " + _chords(42, -45, 9)
    return [
        el("circle", cx=0, cy=0, r=46, fill="#5f7a3a", stroke=INK, stroke_width=3),
        *[el("path", d=d, fill=c) for c, d in _BLOTCHES_WOOD],
        el("path", d=mesh, stroke=INK, stroke_width=2.2, fill="none", stroke_linecap="round"),
        el("circle", cx=0, cy=0, r=43, fill="none", stroke="#3b4a22", stroke_width=4),
    ]


def camouflage_scrim() -> list[str]:
    """tag15, camouflage: a square net garnished with leaf tufts."""
    mesh = _chords(42, 0, 10, 5) + " " + _chords(42, 90, 10, 5)
    out = [
        el("circle", cx=0, cy=0, r=46, fill="#a08a55", stroke=INK, stroke_width=3),
        el("path", d=mesh, stroke="#3a2f1c", stroke_width=2, fill="none"),
    ]
    tufts = [(-22, -20, -30.0), (10, -28, 20.0), (26, -4, -60.0), (-30, 8, 40.0),
             (-6, 4, 80.0), (14, 22, -20.0), (-14, 28, 150.0), (2, -12, 200.0)]
    for x, y, turn in tufts:
        for j, colour in enumerate(("#2f5a2a", "#4f7a34", "#6f8f3a")):
            leaf = leaf_points((x, y), turn + j * 120, 14, 8)
            out.append(el("path", d=polygon_path(leaf), fill=colour, stroke=INK,
                          stroke_width=1, stroke_linejoin="round"))
    out.append(el("circle", cx=0, cy=0, r=43, fill="none", stroke="#5a4a2a", stroke_width=4))
    return out


def numbered_marker(name: str) -> list[str]:
    """A neutral square marker for a tag of unknown meaning, with its number."""
    number = name.removeprefix("tag")
    return [
        el("rect", x=-44, y=-44, width=88, height=88, rx=8, fill="#55606b", stroke=INK,
           stroke_width=3),
        el("rect", x=-37, y=-37, width=74, height=74, rx=5, fill="none", stroke="#c3ccd4",
           stroke_width=2, stroke_dasharray="5 3.5"),
        digits(number, 0, 0, 36, PAPER, 6.5),
    ]


#: Tag name -> drawer.  The meaning is in each drawer's docstring.
TAG_ART: dict[str, Callable[[], list[str]]] = {
    "medal0": medal("both", lambda: _star_emblem(PAPER, GOLD_DARK)),
    "medal1": medal("ALLIES", lambda: _star_emblem(PAPER, INK)),
    "medal2": medal("AXIS", lambda: _star_emblem(PAPER, INK)),
    "medal4": medal("ALLIES", _roundel_emblem),
    "medal5": medal("AXIS", _laurel_emblem),
    "medal6": medal("ALLIES", _soviet_star_emblem),
    "medal7": medal("AXIS", _blossom_emblem),
    "tag1": battle_star,
    "tag3": minefield,
    "tag4": exit_arrow,
    "tag5": exit_chevrons,
    "tag14": camouflage_net,
    "tag15": camouflage_scrim,
}

#: Tags with no known meaning: drawn as a neutral numbered marker.
UNKNOWN_TAGS: tuple[str, ...] = ("tag9", "tag10", "tag11", "tag12", "tag13")


def tag_svg(name: str) -> str:
    """The SVG document for one catalog tag name (e.g. ``"medal1"``)."""
    item = CATALOG[name]
    if name in TAG_ART:
        body = TAG_ART[name]()
    elif name in UNKNOWN_TAGS:
        body = numbered_marker(name)
    else:
        raise ValueError(f"no art for tag {name!r}")
    return svg_document(VIEW_BOX, body, item.label)


def generate(out_dir: Path = DEFAULT_OUT) -> list[Path]:
    """Write ``out_dir/tag/<name>.svg`` for every catalog tag name; return the paths."""
    names = CATALOG.names("tag")
    missing = [n for n in names if n not in TAG_ART and n not in UNKNOWN_TAGS]
    if missing:
        raise ValueError(f"no art rule for tags {missing}")
    return write_all(Path(out_dir) / "tag", names, tag_svg)


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``python -m tools.art.tags [OUT_DIR]``."""
    return command_line(generate, "tag", argv)


if __name__ == "__main__":
    raise SystemExit(main())
