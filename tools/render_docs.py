"""Regenerate the images of ``docs/images/``: every sample scenario, the catalog sheet and the
join boards (rivers, roads, rails... in every orientation).

    .venv/bin/python tools/render_docs.py            # everything
    .venv/bin/python tools/render_docs.py samples    # or: catalog, joins

All drawing goes through ``editor.render``, the renderer of the canvas, so these images show
exactly what the editor shows. The join boards are built by :func:`join_boards`, which the
tests reuse.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QImage, QPainter  # noqa: E402

from editor.engine.board import BoardType, Coord, Face  # noqa: E402
from editor.engine.catalog import CATALOG, CATEGORIES  # noqa: E402
from editor.engine.scenario import Hex, Label, Piece, Scenario  # noqa: E402
from editor.io.m44 import load  # noqa: E402
from editor.render import (HexLabels, RenderOptions, draw_item, ensure_app,  # noqa: E402
                           render_image)
from tools.art import connectors as cn  # noqa: E402

OUT = ROOT / "docs" / "images"

#: Neighbour of a hex across each edge (doubled-width coordinates: d_row, d_col).
EDGE_STEP: dict[str, tuple[int, int]] = {"E": (0, 2), "NE": (-1, 1), "NW": (-1, -1),
                                         "W": (0, -2), "SW": (1, -1), "SE": (1, 1)}
OPPOSITE: dict[str, str] = {"E": "W", "W": "E", "NE": "SW", "SW": "NE", "NW": "SE", "SE": "NW"}


def across(c: Coord, edge: str) -> Coord:
    dr, dc = EDGE_STEP[edge]
    return Coord(c.row + dr, c.col + dc)


def straight_through(name: str, edge: str) -> int:
    """The orientation at which straight piece ``name`` uses ``edge``."""
    for k in range(1, CATALOG[name].orientations + 1):
        if edge in cn.edges(name, k):
            return k
    raise ValueError(f"{name} never uses edge {edge}")


# --- samples ---------------------------------------------------------------------------------

def samples(out: Path = OUT, scale: float = 60) -> list[Path]:
    """One PNG per ``scenarios/*.m44``, with hex names, section lines and medal stands."""
    written = []
    for src in sorted((ROOT / "scenarios").glob("*.m44")):
        scenario = load(src).scenario
        img = render_image(scenario, RenderOptions(scale=scale, hex_labels=HexLabels.NAMES,
                                                   medal_stands=True, background="#ffffff"))
        target = out / f"sample-{src.stem}.png"
        img.save(str(target))
        written.append(target)
    return written


# --- the catalog sheet -----------------------------------------------------------------------

CATEGORY_TITLES = {"terrain": "Terrain (hex tiles)", "rect_terrain": "Pieces laid on a hex",
                   "obstacle": "Obstacles", "unit": "Units", "badge": "Badges",
                   "tag": "Tokens and markers", "board": "Board faces and the BEACH rows"}


def catalog_sheet(out: Path = OUT, cell: int = 112, columns: int = 12) -> Path:
    """Every catalog name drawn alone and labelled, by category, plus the board grounds."""
    sections: list[tuple[str, list[tuple[str, str, str]]]] = []
    for category in CATEGORIES:
        items = [(n, CATALOG[n].label, category) for n in CATALOG.names(category)]
        sections.append((category, items))
    sections.append(("board", [(n, n.replace("_", " "), "board") for n in
                               ("country", "winter", "desert", "beach", "beach_sand",
                                "ocean")]))
    cell_h = cell + 34
    header = 40
    height = 20 + sum(header + math.ceil(len(items) / columns) * cell_h for _, items in sections)
    img = QImage(columns * cell + 20, height, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor("#ffffff"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    title, name_font, label_font = QFont("DejaVu Sans"), QFont("DejaVu Sans"), QFont("DejaVu Sans")
    title.setPixelSize(20)
    title.setBold(True)
    name_font.setPixelSize(11)
    name_font.setBold(True)
    label_font.setPixelSize(9)
    y = 10
    for category, items in sections:
        p.setFont(title)
        p.setPen(QColor("#1c1c1a"))
        p.drawText(QRectF(10, y, columns * cell, header), Qt.AlignmentFlag.AlignVCenter,
                   f"{CATEGORY_TITLES[category]} · {len(items)}")
        y += header
        for i, (name, label, cat) in enumerate(items):
            x0 = 10 + (i % columns) * cell
            y0 = y + (i // columns) * cell_h
            box = QRectF(x0 + 6, y0 + 2, cell - 12, cell - 12)
            if cat == "board":
                from editor.render import library
                from editor.render.art import ArtKey
                library().draw(p, ArtKey("board", name), box.center(), box.height() / 2,
                               clip_hex=True)
            else:
                draw_item(p, name, box)
            p.setFont(name_font)
            p.setPen(QColor("#1c1c1a"))
            p.drawText(QRectF(x0, y0 + cell - 10, cell, 14), Qt.AlignmentFlag.AlignCenter,
                       name)
            p.setFont(label_font)
            p.setPen(QColor("#55534d"))
            metrics = p.fontMetrics()
            p.drawText(QRectF(x0, y0 + cell + 4, cell, 12), Qt.AlignmentFlag.AlignCenter,
                       metrics.elidedText(label, Qt.TextElideMode.ElideRight, cell - 4))
        y += math.ceil(len(items) / columns) * cell_h
    p.end()
    target = out / "catalog.png"
    img.save(str(target))
    return target


# --- join boards ---------------------------------------------------------------------------

#: Rings of curves (each ring uses the six orientations of a curve), with the straight piece
#: of the same kind (shown on the junction boards).
RINGS: tuple[tuple[str, str, Face], ...] = (
    ("curve", "river", Face.COUNTRY), ("roadcurve", "road", Face.COUNTRY),
    ("railcurve", "rail", Face.COUNTRY), ("hillcurve", "hillroad", Face.COUNTRY),
    ("wcurved", "wriver", Face.WINTER), ("wroadcurve", "wroad", Face.WINTER),
    ("wrailcurve", "wrail", Face.WINTER), ("droadcurve", "droad", Face.DESERT),
    ("wcurve", "wadi", Face.DESERT), ("cravine", "ravine", Face.COUNTRY),
    ("coastcurve", "coast", Face.DESERT),
)

#: Junctions shown with straights on every arm, in all their orientations.
JUNCTIONS: tuple[tuple[str, Face, tuple[str, ...]], ...] = (
    ("river", Face.COUNTRY, ("riverFL", "riverFR", "riverY")),
    ("river-ends", Face.COUNTRY, ("pond", "dam", "pmouth")),
    ("road", Face.COUNTRY, ("roadFL", "roadFR", "roadX", "roadY")),
    ("rail", Face.COUNTRY, ("railFL", "railFR", "railX", "station")),
    ("crossings", Face.COUNTRY, ("railroad", "wrailroad", "airfieldX", "pairfieldX")),
    ("winter-roads", Face.WINTER, ("wroadFL", "wroadFR", "wroadX", "wroadY")),
    ("winter-rivers-rails", Face.WINTER, ("wriverFR", "wrailFR")),
    ("desert", Face.DESERT, ("droadFL", "droadFR", "droadX", "dairfieldX")),
)

#: The straight piece of each kind and face family (the arms of a junction).
STRAIGHTS: dict[tuple[str, str], str] = {
    ("river", "countryside"): "river", ("river", "pacific"): "river",
    ("river", "winter"): "wriver", ("road", "countryside"): "road", ("road", "winter"): "wroad",
    ("road", "desert"): "droad", ("rail", "countryside"): "rail", ("rail", "winter"): "wrail",
    ("runway", "countryside"): "airfield", ("runway", "pacific"): "pairfield",
    ("runway", "desert"): "dairfield", ("runway", "winter"): "wairfield",
    ("wadi", "desert"): "wadi", ("ravine", "countryside"): "ravine",
    ("ravine", "winter"): "wravine", ("trench", "pacific"): "ptrenches",
    ("trench", "winter"): "wtrenches",
}


def ring_board() -> Scenario:
    """Eleven rings of curves on an Overlord board: a ring of six hexes around a centre uses
    each orientation of a curve once; the straight piece of the same kind runs out of it."""
    s = Scenario(board_type=BoardType.OVERLORD, face=Face.COUNTRY)
    centres = [Coord(2, c) for c in (4, 12, 20, 28, 36, 44)] + \
              [Coord(6, c) for c in (8, 16, 24, 32, 40)]
    for (curve, _straight, _face), centre in zip(RINGS, centres, strict=True):
        ring = [across(centre, e) for e in cn.EDGE_NAMES]
        for i, c in enumerate(ring):
            prev_c, next_c = ring[i - 1], ring[(i + 1) % 6]
            need = {_edge_between(c, prev_c), _edge_between(c, next_c)}
            s.set_hex(c, Hex(terrain=Piece(curve, _orientation_for(curve, need))))
        s.labels.append(Label(centre, (curve,)))
    return s


def _edge_between(a: Coord, b: Coord) -> str:
    for e, (dr, dc) in EDGE_STEP.items():
        if (a.row + dr, a.col + dc) == (b.row, b.col):
            return e
    raise ValueError(f"{a} and {b} are not neighbours")


def _orientation_for(name: str, need: set[str]) -> int:
    for k in range(1, CATALOG[name].orientations + 1):
        if set(cn.edges(name, k)) == need:
            return k
    raise ValueError(f"no orientation of {name} joins {sorted(need)}")


def junction_board(names: Iterable[str], face: Face = Face.COUNTRY) -> Scenario:
    """Every orientation of each junction piece, each with a straight piece on every arm.
    Pieces are placed greedily where they and their arms fit without touching another."""
    s = Scenario(board_type=BoardType.OVERLORD, face=face)
    board = s.board
    taken: set[Coord] = set()
    for name in names:
        for k in range(1, CATALOG[name].orientations + 1):
            arms = cn.edges(name, k)
            for centre in board.coords:
                cells = [centre] + [across(centre, e) for e in arms]
                if not all(board.contains(c) for c in cells):
                    continue
                if any(c in taken or any(n in taken for n in c.neighbours()) for c in cells):
                    continue
                s.set_hex(centre, Hex(terrain=Piece(name, k)))
                for e in arms:
                    kind = arm_kind(name, k, e)
                    s.set_hex(across(centre, e),
                              Hex(terrain=Piece(kind, straight_through(kind, OPPOSITE[e]))))
                taken.update(cells)
                break
            else:
                raise ValueError(f"no room left for {name} at orientation {k}")
    return s


def arm_kind(name: str, orientation: int, edge: str) -> str:
    """The straight piece that continues ``name``'s arm through ``edge``: for a level
    crossing the road arms take a road and the rail arms a rail."""
    parts = cn.LEVEL_CROSSINGS.get(name)
    if parts is None:
        return STRAIGHTS[cn.KINDS[name], CATALOG[name].face_family]
    winter = name.startswith("w")
    road_edges = {cn.turn(x, orientation) for a, b in parts["road"] for x in (a, b)}
    if edge in road_edges:
        return "wroad" if winter else "road"
    return "wrail" if winter else "rail"


def joins(out: Path = OUT, scale: float = 56) -> list[Path]:
    written = []
    opts = RenderOptions(scale=scale, section_lines=False, background="#ffffff")
    img = render_image(ring_board(), opts)
    target = out / "joins-curves.png"
    img.save(str(target))
    written.append(target)
    for title, face, names in JUNCTIONS:
        img = render_image(junction_board(names, face), opts)
        target = out / f"joins-{title}.png"
        img.save(str(target))
        written.append(target)
    return written


def main(argv: list[str]) -> int:
    ensure_app()
    OUT.mkdir(parents=True, exist_ok=True)
    what = set(argv) or {"samples", "catalog", "joins"}
    written: list[Path] = []
    if "samples" in what:
        written += samples()
    if "catalog" in what:
        written.append(catalog_sheet())
    if "joins" in what:
        written += joins()
    for path in written:
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

