"""``editor/render/output.py`` on its own: one catalog item drawn alone (palettes, the
briefing legend) stays in its rectangle and leaves the painter as it found it; the SVG of a
map says what it is; ``ensure_app`` gives the application."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPen

from editor.engine.board import BoardType
from editor.engine.scenario import Scenario, ScenarioText
from editor.render import draw_item, ensure_app, render_svg
from editor.render.painting import painting

SVG = "{http://www.w3.org/2000/svg}"


def _item(name: str, rect: QRectF, size: int = 200) -> QImage:
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor(0, 0, 0, 0))
    with painting(img) as p:
        draw_item(p, name, rect)
    return img


def test_an_item_is_drawn_inside_its_rectangle_only() -> None:
    """A hex piece far from the image's corner: nothing drawn outside the rectangle (its
    outline was once a path from the origin)."""
    rect = QRectF(110, 110, 80, 80)
    for name in ("woods", "tankus", "wire"):
        img = _item(name, rect)
        inside = outside = 0
        for y in range(img.height()):
            for x in range(img.width()):
                if img.pixelColor(x, y).alpha():
                    if rect.adjusted(-1, -1, 1, 1).contains(x, y):
                        inside += 1
                    else:
                        outside += 1
        assert inside > 1000 and outside == 0, (name, inside, outside)
    # the largest hex that fits: a square's height from point to point
    rows = [y for y in range(img.height())
            if any(img.pixelColor(x, y).alpha() for x in range(img.width()))]
    assert rows[0] <= 111 and rows[-1] >= 188, (rows[0], rows[-1])


def test_an_item_is_drawn_antialiased() -> None:
    """Edges fade over a pixel, as on the map, not in steps: the ring of an unknown name
    (some 400 pixels between clear and opaque; 28 drawn without antialiasing) and a hex's
    slanted edges (450; 276)."""
    for name, least in (("no-such-piece", 200), ("woods", 360)):
        img = _item(name, QRectF(0, 0, 80, 80), size=80)
        partial = sum(0 < img.pixelColor(x, y).alpha() < 255
                      for y in range(80) for x in range(80))
        assert partial > least, (name, partial)


def test_an_item_leaves_the_painter_as_it_found_it() -> None:
    """A palette draws many items with one painter, its own captions between them."""
    img = QImage(100, 100, QImage.Format.Format_ARGB32_Premultiplied)
    with painting(img) as p:
        pen, font = QPen(QColor("#123456"), 3), QFont("DejaVu Sans", 7)
        p.setPen(pen)
        p.setBrush(QColor("#abcdef"))
        p.setFont(font)
        for name in ("tankus", "no-such-piece", "medal1", "woods"):
            draw_item(p, name, QRectF(10, 10, 80, 80))
            assert (p.pen(), p.brush().color(), p.font()) == (pen, QColor("#abcdef"), font)
            assert not p.testRenderHint(QPainter.RenderHint.Antialiasing)


def test_the_svg_of_a_map_is_titled_with_the_scenario_and_says_what_drew_it() -> None:
    s = Scenario(board_type=BoardType.STANDARD)
    s.text["en"] = ScenarioText(name="Pegasus Bridge")
    root = ET.fromstring(render_svg(s))
    assert root.findtext(f"{SVG}title") == "Pegasus Bridge"
    assert root.findtext(f"{SVG}desc") == "Memoir '44 scenario drawn by m44-editor"
    assert ET.fromstring(render_svg(Scenario(board_type=BoardType.STANDARD))).findtext(
        f"{SVG}title") == "Memoir '44 scenario"


def test_ensure_app_gives_the_running_application() -> None:
    assert ensure_app() is QGuiApplication.instance()


def test_a_unit_alone_shows_its_figures_on_a_plate() -> None:
    """The palette's and legend's units: the count given, else the type's standard one."""
    def drawn(figures: int | None) -> bytes:
        img = QImage(80, 80, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(QColor(0, 0, 0, 0))
        with painting(img) as p:
            draw_item(p, "tankus", QRectF(0, 0, 80, 80), figures=figures)
        return bytes(img.constBits())

    standard, two, three = drawn(None), drawn(2), drawn(3)
    assert two != three and standard == three  # an armor: 3 figures
    # the count is on its plate, at the hex's lower right as on the map: a hex of radius 40
    # centred at (40, 40), the plate's centre 0.52 and 0.46 radius from it, its radius 0.19
    x0, y0, r = 40 + 0.52 * 40, 40 + 0.46 * 40, 0.19 * 40
    changed = [(i // 4 % 80, i // 320) for i in range(0, len(two), 4)
               if two[i:i + 4] != three[i:i + 4]]
    assert len(changed) > 10
    # a digit of 1.45 plate radius in pixels (11): its ink some 8 pixels high
    assert max(y for _, y in changed) - min(y for _, y in changed) >= 6
    assert all((x + 0.5 - x0) ** 2 + (y + 0.5 - y0) ** 2 < r ** 2 for x, y in changed)


def test_an_unknown_name_alone_is_a_question_mark_in_a_circle() -> None:
    img = _item("no-such-piece", QRectF(0, 0, 80, 80), size=80)
    drawn = [(x, y) for y in range(80) for x in range(80) if img.pixelColor(x, y).alpha()]
    xs, ys = [x for x, _ in drawn], [y for _, y in drawn]
    # a ring of 0.6 of the hex's radius (40): 48 pixels across, as high as wide
    assert abs((max(xs) - min(xs)) - (max(ys) - min(ys))) <= 1
    assert 47 <= max(xs) - min(xs) <= 52


def test_every_backdrop_is_a_piece_of_the_catalog_the_right_way_up() -> None:
    """What a bridge, a roadblock or a ship is shown on alone: a ground or terrain the art
    has, at an orientation it has (a turn of 0 drew the desert road askew under its
    roadblock)."""
    from editor.engine.catalog import CATALOG
    from editor.render import ArtKey, library
    from editor.render.output import BACKDROPS

    for name, (category, under, turn) in BACKDROPS.items():
        assert name in CATALOG, name
        assert library().has(ArtKey(category, under, False)), (name, under)
        # the first way up, as the piece alone is drawn: a locomotive along its rails
        assert turn == 1, (name, turn)


def test_an_orientation_the_piece_does_not_have_draws_it_the_first_way_up() -> None:
    def drawn(name: str, orientation: int) -> bytes:
        img = QImage(80, 80, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(QColor(0, 0, 0, 0))
        with painting(img) as p:
            draw_item(p, name, QRectF(0, 0, 80, 80), orientation)
        return bytes(img.constBits())

    assert drawn("woods", 2) == drawn("woods", 1)  # woods: one orientation
    assert drawn("bridge", 2) != drawn("bridge", 1)
