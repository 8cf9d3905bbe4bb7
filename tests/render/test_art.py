"""The art of every catalog name: present, drawn, distinct per orientation, inside its hex."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from editor.engine.catalog import CATALOG
from editor.engine.scenario import Hex, Piece, Tag, Unit
from editor.render import library
from editor.render.art import ArtKey, lighten_svg

from .helpers import changed_pixels, single

ALL_NAMES = list(CATALOG)
ROTATING = [n for n in CATALOG if CATALOG[n].orientations > 1]
HEX_ART = [n for n in CATALOG if CATALOG[n].category in ("terrain", "rect_terrain", "obstacle",
                                                       "unit")]
BOARD = ["country", "winter", "desert", "beach", "beach_sand", "ocean"]


def hex_with(name: str, orientation: int | None = None) -> Hex:
    """A hex holding ``name`` in the layer of its category (badges ride on a unit)."""
    category = CATALOG[name].category
    if category == "terrain":
        return Hex(terrain=Piece(name, orientation))
    if category == "rect_terrain":
        return Hex(rect_terrain=Piece(name, orientation))
    if category == "obstacle":
        return Hex(obstacle=Piece(name, orientation))
    if category == "unit":
        return Hex(unit=Unit(name))
    if category == "badge":
        return Hex(unit=Unit("infus", badge=name))
    return Hex(tags=(Tag(name),))


def test_every_catalog_name_has_valid_svg_art() -> None:
    missing = [n for n in ALL_NAMES if not library().has(ArtKey(CATALOG[n].category, n))]
    assert missing == []


@pytest.mark.parametrize("name", BOARD)
def test_every_board_ground_has_art(name: str) -> None:
    assert library().has(ArtKey("board", name))


@pytest.mark.parametrize("name", ALL_NAMES)
def test_every_name_renders_and_changes_an_empty_hex(name: str) -> None:
    # badges are compared with the same unit without its badge, the rest with an empty hex
    base = Hex(unit=Unit("infus")) if CATALOG[name].category == "badge" else None
    before = single(base)
    after = single(hex_with(name))
    assert changed_pixels(before, after) > 20, f"{name} draws (almost) nothing"


@pytest.mark.parametrize("name", ROTATING)
def test_orientations_draw_differently(name: str) -> None:
    """Every orientation of a piece that has several is a distinct drawing (a tile whose
    art were symmetric under some rotation would make two orientations look alike)."""
    images = [single(hex_with(name, k), scale=60) for k in range(1, CATALOG[name].orientations + 1)]
    for i in range(len(images)):
        for j in range(i + 1, len(images)):
            assert changed_pixels(images[i], images[j]) > 15, \
                f"{name}: orientations {i + 1} and {j + 1} look the same"


def test_orientation_turns_counter_clockwise() -> None:
    """Orientation 2 of a straight river runs SW - NE: the water reaches the NE edge."""
    img = single(hex_with("river", 2), scale=100)
    # the NE edge midpoint, a little inside the hex, in image pixels
    r = 100 / math.sqrt(3)
    cx, cy = img.width() / 2, img.height() / 2
    ne = (cx + 0.8 * r * math.sqrt(3) / 2 * math.cos(math.radians(60)),
          cy - 0.8 * r * math.sqrt(3) / 2 * math.sin(math.radians(60)))
    nw = (cx - 0.8 * r * math.sqrt(3) / 2 * math.cos(math.radians(60)), ne[1])
    water_ne = img.pixelColor(int(ne[0]), int(ne[1]))
    ground_nw = img.pixelColor(int(nw[0]), int(nw[1]))
    assert water_ne.blue() > water_ne.green() and water_ne.blue() > 150
    assert ground_nw.green() > ground_nw.blue()


@pytest.mark.parametrize("name", HEX_ART + [f"board:{b}" for b in BOARD])
def test_hex_art_stays_inside_its_hex(name: str) -> None:
    """SVG export cannot clip, so hex art must not paint outside the hex itself."""
    key = ArtKey("board", name[6:]) if name.startswith("board:") else \
        ArtKey(CATALOG[name].category, name)
    size = 300
    img = QImage(size, size, QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    assert library().draw(p, key, QPointF(size / 2, size / 2), size / 2)
    p.end()
    r = size / 2
    inr = r * math.sqrt(3) / 2
    slack = 2.0  # pixels of antialiasing and rounding of the 2-decimal SVG numbers
    outside = 0
    for y in range(size):
        for x in range(size):
            dx, dy = abs(x + 0.5 - r), abs(y + 0.5 - r)
            if dx <= inr + slack and 0.5 * dx + math.sqrt(3) / 2 * dy <= inr + slack:
                continue
            if img.pixelColor(x, y).alpha() > 40:
                outside += 1
    assert outside == 0, f"{name}: {outside} pixels painted outside the hex"


@pytest.mark.parametrize("category", ["terrain", "rect_terrain", "obstacle", "board"])
def test_terrain_side_svg_files_are_valid_xml_with_the_hex_viewbox(category: str) -> None:
    folder = library().root / category
    files = sorted((f for f in folder.iterdir() if f.name.endswith(".svg")),
                   key=lambda f: f.name)
    assert files
    for f in files:
        root = ET.fromstring(f.read_bytes())
        assert root.tag == "{http://www.w3.org/2000/svg}svg", f
        assert root.get("viewBox") == "-100 -100 200 200", f


def test_terrain_tiles_mark_their_ground_for_the_ink_saver() -> None:
    for name in CATALOG.names("terrain"):
        text = (library().root / "terrain" / f"{name}.svg").read_text(encoding="utf-8")
        assert text.count('class="ground"') == 1, name


def test_ink_saver_drops_ground_and_pales_colours() -> None:
    svg = ('<svg xmlns="http://www.w3.org/2000/svg"><polygon points="0,0 1,1" fill="#102030" '
           'class="ground"/><circle r="1" fill="#000000" stroke="#fff"/></svg>')
    light = lighten_svg(svg)
    assert "ground" not in light and "#102030" not in light
    assert 'fill="#8c8c8c"' in light  # black blended 55 % towards white
    assert 'stroke="#ffffff"' in light
    assert 'fill="#' in lighten_svg(svg, keep_ground=True).split("circle")[0]


def test_draw_item_fills_a_rect_for_every_category() -> None:
    from editor.render import draw_item

    for name in ("woods", "bridge", "wire", "infger", "badge5", "medal1", "not-a-name"):
        img = QImage(80, 80, QImage.Format.Format_ARGB32)
        img.fill(Qt.GlobalColor.transparent)
        p = QPainter(img)
        draw_item(p, name, QRectF(0, 0, 80, 80))
        p.end()
        painted = sum(1 for y in range(0, 80, 4) for x in range(0, 80, 4)
                      if img.pixelColor(x, y).alpha() > 0)
        assert painted > 10, name


def test_committed_terrain_side_art_is_what_the_generators_write(tmp_path: Path) -> None:
    """editor/resources/art matches tools/art (terrain, pieces): nobody edited a generated file by
    hand, and the generators are deterministic."""
    from tools.art import pieces, terrain

    written = terrain.generate(tmp_path) + pieces.generate(tmp_path)
    assert len(written) == len(CATALOG.names("terrain")) + 6 + len(
        CATALOG.names("rect_terrain")) + len(CATALOG.names("obstacle"))
    stale = [str(p.relative_to(tmp_path)) for p in written
             if p.read_bytes() != (library().root / p.relative_to(tmp_path)).read_bytes()]
    assert stale == [], "regenerate with: python -m tools.art"


#: The art's patterns as they were before the redos audit: a tag read on past a "<" that
#: another tag begins.
_BEFORE_THE_AUDIT = {
    "_GROUND_RE": r'<[a-z]+\b[^>]*\bclass="ground"[^>]*/>\s*',
    "_PATH_RE": r"<path\b(?![^>]*\bstroke(?:-width)?=)(?![^>]*\bstyle=\"[^\"]*stroke)",
    "_STROKED_GROUP_RE": r"<(?:g|svg)\b[^>]*\b(?:stroke=|style=\"[^\"]*stroke)",
}


def test_the_art_is_made_ink_saving_and_unstroked_as_before(monkeypatch: pytest.MonkeyPatch
                                                             ) -> None:
    """Every SVG of the art, lightened (with its ground and without) and its unstroked
    paths made explicit, is the same text with the patterns of a tag read to its end
    only as with those before the redos audit."""
    from editor.render import art
    files = sorted(Path(art.__file__).parents[1].glob("resources/art/**/*.svg"))
    assert len(files) > 200
    texts = [f.read_text(encoding="utf-8") for f in files]

    def made(text: str) -> tuple[str, str, str]:
        return (art.unstroked_paths_explicit(text), art.lighten_svg(text),
                art.lighten_svg(text, keep_ground=True))

    now = [made(t) for t in texts]
    for name, pattern in _BEFORE_THE_AUDIT.items():
        monkeypatch.setattr(art, name, re.compile(pattern))
    assert now == [made(t) for t in texts]


def test_a_tag_of_the_art_is_read_to_its_end_only() -> None:
    """Found by the redos audit: an art file (of M44_ART_DIR, the user's) of tags not
    closed ("<path <path ...", "<a <a ...") had each tag read to the next ">" of the file,
    past every "<": 40,000 characters, 8 s (``make bench``: render_art_unclosed_tags). A
    tag ends at the next "<" too: a ground or a stroke of the tags after it is not its."""
    from editor.render.art import lighten_svg, unstroked_paths_explicit
    assert unstroked_paths_explicit('<path <path d="x" stroke="#f00"/>') == \
        '<path stroke-width="0" <path d="x" stroke="#f00"/>'
    assert lighten_svg('<a <b class="ground"/>x') == "<a x"
    assert unstroked_paths_explicit('<g <path d="x" style="stroke:#f00"/>') == \
        '<g <path d="x" style="stroke:#f00"/>'
    # each lookahead and the tag itself end there too (the mut10 audit): a style of the
    # tag after it, and a ground tag whose end comes after another's start, are not its
    assert unstroked_paths_explicit('<path <a style="stroke:#f00"/>') == \
        '<path stroke-width="0" <a style="stroke:#f00"/>'
    assert lighten_svg('<a class="ground" <b/>x') == '<a class="ground" <b/>x'
    assert unstroked_paths_explicit('<g <path stroke="#f00"/><path d="y"/>') == \
        '<g <path stroke="#f00"/><path stroke-width="0" d="y"/>'
