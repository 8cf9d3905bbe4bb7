"""Generate the unit art: one SVG per catalog unit name (``editor/resources/art/unit/<name>.svg``).

Every unit is a *token* standing in the hex (``viewBox="-100 -100 200 200"``, pointy-top hex of
circumradius 100 centred on the origin, see ``docs/ART.md``):

* **Side** is told by the token's shape and rim, so it reads at a glance even in grey print:
  Allied units stand on a round token with a light double rim, Axis units on a diamond
  token with a heavy black rim (the friendly / hostile frames of map symbols).
* **Nation** is the token's colour (us olive green, ger field grey, ru red-brown,
  jp mustard, brit khaki) -- :data:`NATION_COLOURS`.
* **Type** is a symbol in the spirit of military map symbols on a light plate in the middle:
  infantry = crossed diagonals in a frame, armour = an oval track, artillery = a filled dot,
  airplane = a plane seen from above, vehicle = a wheeled truck.  Special forces and elite
  armour (``inf2``, ``tank2``) get a gold double frame and a gold star crowning the token.

The upper-right corner of the hex (the renderer's badge) and the lower-right corner (the
figure count) are left free: the token is a compact shape centred on the hex.

This module also holds the small SVG helpers shared with :mod:`tools.art.badges` and
:mod:`tools.art.tags`.  Standard library only; output is byte-for-byte deterministic.

Run ``python -m tools.art.units [OUT_DIR]`` (default ``editor/resources/art``).
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_OUT = ROOT / "editor" / "resources" / "art"

if str(ROOT) not in sys.path:  # runnable as a plain script too
    sys.path.insert(0, str(ROOT))

from editor.engine.catalog import CATALOG, NATIONS, unit_nation, unit_type  # noqa: E402

# --------------------------------------------------------------------------------------------
# SVG helpers (shared with badges.py and tags.py)
# --------------------------------------------------------------------------------------------

#: Dark ink used for outlines and symbols everywhere.
INK = "#1c1c1a"
#: Light "paper" used for symbol plates and light details.
PAPER = "#f5efdc"
#: Gold used for stars and either-side medals.
GOLD = "#e2b433"
GOLD_DARK = "#8a6412"


def num(value: float) -> str:
    """Format a coordinate compactly and deterministically (at most 2 decimals)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def el(tag: str, **attrs: object) -> str:
    """One self-closing SVG element; ``stroke_width`` becomes ``stroke-width`` etc.

    Attribute order is the keyword order, so the output is deterministic.
    """
    parts = [tag]
    for key, value in attrs.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if isinstance(value, float):
            value = num(value)
        parts.append(f'{name}="{value}"')
    return "<" + " ".join(parts) + "/>"


def group(children: Iterable[str], **attrs: object) -> str:
    """A ``<g>`` element wrapping ``children`` (attributes as in :func:`el`)."""
    head = el("g", **attrs)[:-2] + ">"
    return head + "".join(children) + "</g>"


def points(pts: Iterable[tuple[float, float]]) -> str:
    """``x,y x,y ...`` for ``polygon``/``polyline``."""
    return " ".join(f"{num(x)},{num(y)}" for x, y in pts)


def star_points(cx: float, cy: float, outer: float, inner_ratio: float = 0.42,
                tips: int = 5, rotation: float = 0.0) -> list[tuple[float, float]]:
    """Vertices of a star with ``tips`` points, first tip straight up (plus ``rotation`` deg)."""
    pts = []
    for i in range(tips * 2):
        r = outer if i % 2 == 0 else outer * inner_ratio
        a = math.radians(-90 + rotation + i * 180 / tips)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def svg_document(view_box: tuple[float, float, float, float], body: Sequence[str],
                 title: str) -> str:
    """A complete standalone SVG document (UTF-8, trailing newline)."""
    x, y, w, h = view_box
    safe = title.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{num(w)}" '
        f'height="{num(h)}" viewBox="{num(x)} {num(y)} {num(w)} {num(h)}">',
        f"<title>{safe}</title>",
        *body,
        "</svg>",
    ]
    return "\n".join(lines) + "\n"


def write_all(out_dir: Path, names: Sequence[str], draw: Callable[[str], str]) -> list[Path]:
    """Write ``draw(name)`` to ``out_dir/<name>.svg`` for every name; return the paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name in names:
        path = out_dir / f"{name}.svg"
        path.write_bytes(draw(name).encode("utf-8"))
        written.append(path)
    return written


# --------------------------------------------------------------------------------------------
# Unit palette and geometry
# --------------------------------------------------------------------------------------------

#: Token colour per nation: (fill, darker shade used for the inner rim line).
NATION_COLOURS: dict[str, tuple[str, str]] = {
    "us": ("#66752f", "#3d4719"),    # olive green
    "ger": ("#76837f", "#454f4c"),   # field grey
    "ru": ("#93412b", "#5a2416"),    # red-brown
    "jp": ("#d2a326", "#7d5d0c"),    # mustard
    "brit": ("#b7a072", "#6f5c36"),  # khaki
}

VIEW_BOX = (-100.0, -100.0, 200.0, 200.0)

#: Symbol plate (the map-symbol frame), centred on the token.
PLATE_W, PLATE_H = 92.0, 58.0
#: Radius of the round Allied token.
TOKEN_R = 67.0
#: Half diagonals of the diamond Axis token (about the same area as the Allied disc).
AXIS_HALF_W, AXIS_HALF_H = 78.0, 84.0
#: Inset of the gold inner frame of elite units' plates.
ELITE_INSET = 6.5


def _allied_token(fill: str, shade: str) -> list[str]:
    """Round token, dark outline, light inner ring: the Allied side."""
    return [
        el("circle", cx=0, cy=0, r=TOKEN_R, fill=fill, stroke=INK, stroke_width=4),
        el("circle", cx=0, cy=0, r=TOKEN_R - 7, fill="none", stroke=PAPER, stroke_width=3.5),
        el("circle", cx=0, cy=0, r=TOKEN_R - 11, fill="none", stroke=shade, stroke_width=1.5),
    ]


def _axis_token(fill: str, shade: str) -> list[str]:
    """Diamond token with a heavy black rim: the Axis side."""
    outer = [(0, -AXIS_HALF_H), (AXIS_HALF_W, 0), (0, AXIS_HALF_H), (-AXIS_HALF_W, 0)]
    inset = 12.0
    inner = [(0, -AXIS_HALF_H + inset), (AXIS_HALF_W - inset, 0), (0, AXIS_HALF_H - inset),
             (-AXIS_HALF_W + inset, 0)]
    return [
        el("polygon", points=points(outer), fill=fill, stroke=INK, stroke_width=8,
           stroke_linejoin="round"),
        el("polygon", points=points(inner), fill="none", stroke=shade, stroke_width=1.5,
           stroke_linejoin="round"),
    ]


def _plate(elite: bool) -> list[str]:
    """The light map-symbol frame; elite units get a gold band and a second, inner frame."""
    hw, hh = PLATE_W / 2, PLATE_H / 2
    out = [el("rect", x=-hw, y=-hh, width=PLATE_W, height=PLATE_H, rx=2,
              fill=GOLD if elite else PAPER, stroke=INK, stroke_width=4.5)]
    if elite:
        i = ELITE_INSET
        out.append(el("rect", x=-hw + i, y=-hh + i, width=PLATE_W - 2 * i,
                      height=PLATE_H - 2 * i, rx=1, fill=PAPER, stroke=INK, stroke_width=2.5))
    return out


def _elite_star(elite: bool) -> list[str]:
    """Gold star crowning the token of special forces / elite armour."""
    if not elite:
        return []
    star = points(star_points(0, -52, 21, 0.45))
    return [el("polygon", points=star, fill=PAPER, stroke=PAPER, stroke_width=8,
               stroke_linejoin="round"),
            el("polygon", points=star, fill=GOLD, stroke=INK, stroke_width=3,
               stroke_linejoin="round")]


def _symbol_infantry(elite: bool) -> list[str]:
    """Crossed diagonals of the (inner) frame."""
    inset = ELITE_INSET + 1.5 if elite else 2.0
    hw, hh = PLATE_W / 2 - inset, PLATE_H / 2 - inset
    d = f"M{num(-hw)} {num(-hh)} L{num(hw)} {num(hh)} M{num(-hw)} {num(hh)} L{num(hw)} {num(-hh)}"
    return [el("path", d=d, fill="none", stroke=INK, stroke_width=6, stroke_linecap="butt")]


def _symbol_armor(elite: bool) -> list[str]:
    """The oval track."""
    return [el("rect", x=-30, y=-14, width=60, height=28, rx=14, fill="none", stroke=INK,
               stroke_width=7)]


def _symbol_artillery(elite: bool) -> list[str]:
    """The filled dot."""
    return [el("circle", cx=0, cy=0, r=15, fill=INK)]


def _symbol_airplane(elite: bool) -> list[str]:
    """A plane seen from above, nose up: fuselage, swept wings, tailplane."""
    d = ("M0 -25 C3 -25 4 -21 4 -16 L4 -7 L38 3 L38 8 L4 4 L3 15 L13 20 L13 24 L0 22 "
         "L-13 24 L-13 20 L-3 15 L-4 4 L-38 8 L-38 3 L-4 -7 L-4 -16 C-4 -21 -3 -25 0 -25 Z")
    return [el("path", d=d, fill=INK, stroke=INK, stroke_width=1, stroke_linejoin="round")]


def _symbol_vehicle(elite: bool) -> list[str]:
    """A wheeled truck side-on (cab left, cargo box right, two wheels)."""
    body = ("M-34 10 L-34 -4 L-26 -14 L-14 -14 L-14 -2 L-12 -2 L-12 -17 L34 -17 L34 10 Z")
    window = "M-29 -4 L-23 -11 L-17 -11 L-17 -4 Z"
    return [
        el("path", d=body, fill=INK),
        el("path", d=window, fill=PAPER),
        el("circle", cx=-20, cy=12, r=8.5, fill=INK, stroke=PAPER, stroke_width=2.5),
        el("circle", cx=20, cy=12, r=8.5, fill=INK, stroke=PAPER, stroke_width=2.5),
    ]


#: Type prefix -> (symbol drawer, elite?)
UNIT_SYMBOLS: dict[str, tuple[Callable[[bool], list[str]], bool]] = {
    "inf": (_symbol_infantry, False),
    "inf2": (_symbol_infantry, True),
    "tank": (_symbol_armor, False),
    "tank2": (_symbol_armor, True),
    "gun": (_symbol_artillery, False),
    "pln": (_symbol_airplane, False),
    "veh": (_symbol_vehicle, False),
}


def unit_svg(name: str) -> str:
    """The SVG document for one catalog unit name (e.g. ``"tank2ger"``)."""
    kind, nation = unit_type(name), unit_nation(name)
    if kind is None or nation is None:
        raise ValueError(f"not a unit name: {name!r}")
    item = CATALOG[name]
    fill, shade = NATION_COLOURS[nation]
    token = _axis_token(fill, shade) if item.side == "AXIS" else _allied_token(fill, shade)
    symbol, elite = UNIT_SYMBOLS[kind]
    body = [
        group(token, id="token"),
        group(_plate(elite) + symbol(elite) + _elite_star(elite), id="symbol"),
    ]
    return svg_document(VIEW_BOX, body, item.label)


def generate(out_dir: Path = DEFAULT_OUT) -> list[Path]:
    """Write ``out_dir/unit/<name>.svg`` for every catalog unit name; return the paths."""
    names = CATALOG.names("unit")
    missing = [n for n in names if unit_type(n) not in UNIT_SYMBOLS or unit_nation(n) not in
               NATION_COLOURS]
    if missing or set(NATION_COLOURS) != set(NATIONS):
        raise ValueError(f"no art rule for units {missing} / nations {NATIONS}")
    return write_all(Path(out_dir) / "unit", names, unit_svg)


def command_line(generate: Callable[[Path], list[Path]], category: str,
                 argv: Sequence[str] | None = None) -> int:
    """The command line of an art module: ``python -m tools.art.<module> [OUT_DIR]``."""
    args = list(sys.argv[1:] if argv is None else argv)
    out = Path(args[0]) if args else DEFAULT_OUT
    paths = generate(out)
    print(f"wrote {len(paths)} {category} SVGs to {out / category}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``python -m tools.art.units [OUT_DIR]``."""
    return command_line(generate, "unit", argv)


if __name__ == "__main__":
    raise SystemExit(main())
