"""PNG and SVG pages: one file per page with the documented names, the page's size at the
chosen resolution, well-formed SVG sized in millimetres, deterministic images."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtGui import QImage

from editor.export import (BriefingOptions, PageSize, export, image_bytes_of_page,
                           layout_briefing, page_image, page_paths)

from .helpers import overlord, small, words

SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("page,dpi,size", [
    (PageSize.A4, 150, (1240, 1754)),
    (PageSize.A4, 72, (595, 842)),
    (PageSize.LETTER, 150, (1275, 1650)),
    (PageSize.LETTER, 300, (2550, 3300)),
])
def test_png_pages_have_the_page_size_at_the_dpi(tmp_path, page, dpi, size) -> None:
    written = export(small(), tmp_path / "brief.png", BriefingOptions(page=page), dpi=dpi)
    assert len(written) == len(layout_briefing(small(), BriefingOptions(page=page)).pages)
    for path in written:
        img = QImage(str(path))
        assert (img.width(), img.height()) == size
        assert round(img.dotsPerMeterX() * 0.0254) == dpi


def test_png_page_names(tmp_path) -> None:
    s = small(rules=words(2500))
    written = export(s, tmp_path / "brief.png")
    assert len(written) >= 3
    assert [p.name for p in written] == [p.name for p in page_paths("brief.png", len(written))]
    assert written[0].name == "brief.png" and written[1].name == "brief-2.png"
    assert all(p.is_file() for p in written)


def test_landscape_png_is_wider_than_tall(tmp_path) -> None:
    path = export(overlord(), tmp_path / "o.png", dpi=100)[0]
    img = QImage(str(path))
    assert (img.width(), img.height()) == (1169, 827)


def test_png_is_deterministic_and_not_blank() -> None:
    b = layout_briefing(small())
    first, second = image_bytes_of_page(b, 0, 60), image_bytes_of_page(b, 0, 60)
    assert first == second
    img = page_image(b, 0, 60)
    colours = {img.pixel(x, y) for x in range(0, img.width(), 7) for y in range(0, img.height(), 7)}
    assert len(colours) > 50  # header band, map art, text: a real page


def test_svg_pages_are_well_formed_and_sized_in_mm(tmp_path) -> None:
    written = export(small(rules=words(2500)), tmp_path / "brief.svg")
    assert len(written) >= 3 and written[1].name == "brief-2.svg"
    for path in written:
        root = ET.fromstring(path.read_bytes())
        assert root.tag == f"{SVG}svg"
        width, height = root.get("width", ""), root.get("height", "")
        assert width.endswith("mm") and height.endswith("mm")
        assert float(width[:-2]) == pytest.approx(210, abs=0.05)
        assert float(height[:-2]) == pytest.approx(297, abs=0.05)
    first = ET.fromstring(written[0].read_bytes())
    tags = {el.tag.removeprefix(SVG) for el in first.iter()}
    assert "path" in tags or "polygon" in tags  # the map is vector art
    title = first.find(f"{SVG}title")
    assert title is not None and title.text and title.text.startswith("Test Landing")
    text = "".join(el.text or "" for el in first.iter() if el.tag.removeprefix(SVG) == "text"
                   or el.tag.removeprefix(SVG) == "tspan")
    assert "TEST LANDING" in "".join(text.split()) or "TESTLANDING" in "".join(text.split())


def test_svg_keeps_markup_as_text(tmp_path) -> None:
    path = export(small(rules='<script>alert(1)</script> <img src="file:///etc/passwd">'),
                  tmp_path / "x.svg")[0]
    data = path.read_bytes()
    root = ET.fromstring(data)  # escaped: still well-formed
    assert not [el for el in root.iter() if el.tag.removeprefix(SVG) in ("script", "image")
                and "passwd" in ET.tostring(el, encoding="unicode")]
    assert b"<script>" not in data


@pytest.mark.parametrize(("lang", "axis", "allies"), [
    ("en", "AXIS · 5 medals to win", "ALLIES · 6 medals to win"),
    ("fr", "AXE · 5 médailles pour gagner", "ALLIÉS · 6 médailles pour gagner"),
    ("de", "ACHSE · 5 Medaillen zum Sieg", "ALLIIERTE · 6 Medaillen zum Sieg"),
    ("es", "EJE · 5 medallas para ganar", "ALIADOS · 6 medallas para ganar"),
    ("it", "ASSE · 5 medaglie per vincere", "ALLEATI · 6 medaglie per vincere"),
    ("nl", "AS · 5 medailles om te winnen", "GEALLIEERDEN · 6 medailles om te winnen"),
])
def test_the_medal_stands_speak_the_language_of_the_briefing(tmp_path, lang: str, axis: str,
                                                             allies: str) -> None:
    path = export(small(), tmp_path / f"{lang}.svg", BriefingOptions(lang=lang))[0]
    texts = [" ".join("".join(el.itertext()).split())
             for el in ET.fromstring(path.read_bytes()).iter(f"{SVG}text")]
    assert axis in texts and allies in texts
    assert lang == "en" or not [t for t in texts if "medals to win" in t]


def test_ready_to_take_off_markers_have_their_plate_in_the_legend() -> None:
    """The legend draws the markers as the map does: a plate in the side's colour."""
    from dataclasses import replace

    from PySide6.QtGui import QColor, QPainter

    from editor.engine.board import Coord, Side
    from editor.engine.scenario import Hex, Piece
    from editor.export.layout import Icon
    from editor.render.options import SIDE_COLOURS

    s = small()
    s.game_info = replace(s.game_info, options={"air_rules": True})
    s.set_hex(Coord(1, 5), Hex(terrain=Piece("airfield"),
                               extra={"ready_to_take_off": {"side": "ALLIES", "count": 2}}))
    b = layout_briefing(s)
    (icon,) = [i for p in b.pages for i in p.items
               if isinstance(i, Icon) and i.entry.name == "ready_to_take_off"]
    assert icon.entry.side is Side.ALLIES
    img = QImage(int(icon.w) + 20, int(icon.h) + 20, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    painter = QPainter(img)
    icon.moved(-icon.x + 10, -icon.y + 10).paint(painter, b)
    painter.end()
    green = QColor(SIDE_COLOURS[Side.ALLIES]).rgb()
    centre = img.pixelColor(img.width() // 4, img.height() // 2)
    assert centre.rgb() == green, centre.name()


def test_svg_page_text_falls_back_on_a_sans_serif_font() -> None:
    """A page's text named DejaVu Sans alone: a viewer without it drew the briefing in its
    default font, a serif one; each family now ends with the generic sans-serif."""
    from editor.export import page_svg
    root = ET.fromstring(page_svg(layout_briefing(small()), 0))
    families = {t.get("font-family") for t in root.iter(f"{SVG}text")}
    assert "DejaVu Sans Condensed, sans-serif" in families  # the title
    assert families and all(f and f.endswith(", sans-serif") for f in families), families


def test_png_pages_are_150_dpi_by_default(tmp_path) -> None:
    """Without a resolution asked, an A4 page is 1240 × 1754 pixels, and says it is 150 dpi
    both ways (a viewer or printer sizes it by the dots per metre it carries)."""
    for path in export(small(), tmp_path / "brief.png"):
        img = QImage(str(path))
        assert (img.width(), img.height()) == (1240, 1754)
        assert round(img.dotsPerMeterX() * 0.0254) == 150
        assert round(img.dotsPerMeterY() * 0.0254) == 150


def test_svg_pages_are_white_paper_titled_with_their_page_number(tmp_path) -> None:
    """Each SVG page of several is titled with its number ("Test Landing (2/3)": a viewer's
    tab or window tells them apart), one page alone with the title only; the page starts
    with white paper over the whole page, from its corner."""
    written = export(small(rules=words(2500)), tmp_path / "brief.svg")
    n = len(written)
    for i, path in enumerate(written):
        root = ET.fromstring(path.read_bytes())
        title = root.find(f"{SVG}title")
        assert title is not None and title.text == f"Test Landing ({i + 1}/{n})"
        paper = next(root.iter(f"{SVG}rect"))
        assert (paper.get("x"), paper.get("y")) == ("0", "0")
        assert root.get("viewBox") == f"0 0 {paper.get('width')} {paper.get('height')}"
    (alone,) = export(small(), tmp_path / "one.svg")
    title = ET.fromstring(alone.read_bytes()).find(f"{SVG}title")
    assert title is not None and title.text == "Test Landing"


@pytest.mark.parametrize("name", ["brief.pdf", "brief.png", "brief.svg"])
def test_a_briefing_written_again_leaves_no_backup_beside_it(tmp_path, name: str) -> None:
    """A briefing is an output, made again at will: writing it over the last one replaces
    it and leaves no ``.bak`` beside it (scenarios keep theirs)."""
    first = export(small(), tmp_path / name)
    again = export(small(), tmp_path / name)
    assert again == first
    assert sorted(tmp_path.iterdir()) == sorted(first)


def test_the_pdf_page_has_no_margins_of_its_own() -> None:
    """The briefing draws its own margins: the PDF's page is printed edge to edge, its
    paint area the whole page."""
    from editor.export.output import page_layout

    for options in (BriefingOptions(), BriefingOptions(page=PageSize.LETTER)):
        layout = page_layout(layout_briefing(small(), options))
        assert layout.paintRectPoints() == layout.fullRectPoints()


def test_a_place_name_stands_where_it_does_whatever_the_output(monkeypatch) -> None:
    """A place name on a Breakthrough board's bottom row, between two units: the PDF and
    the SVG put it below its town, the PNG at 150 dpi (and 300) above it, as the names
    were placed anew at each device's scale, whose font sizes round differently (found by
    the breakthrough audit: Le Mesnil moved between the PDF and the PNG of one briefing).
    Every output now draws each name at the place the briefing's own layout gives it."""
    from editor.engine.board import BoardType, Coord
    from editor.engine.scenario import Hex, Label, Medal, Piece, Tag, Unit
    from editor.export.output import page_svg
    from editor.render import scene

    s = small()
    s.board_type = BoardType.BRKTHRU
    s.set_hex(Coord(16, 10), Hex(unit=Unit("tankus")))
    s.set_hex(Coord(16, 14), Hex(unit=Unit("tankus")))
    s.set_hex(Coord(16, 12), Hex(terrain=Piece("buildings"),
                                 tags=(Tag("medal2", medal=Medal()),)))
    s.labels.append(Label(Coord(16, 12), ("Le Mesnil",)))
    drawn: list[list[tuple[int, int, int]]] = []
    labels = scene._Scene.labels

    def recorded(self: scene._Scene) -> None:
        drawn.append([(p.coord.row, p.coord.col, p.place) for p in self.placed_labels])
        labels(self)

    monkeypatch.setattr(scene._Scene, "labels", recorded)
    b = layout_briefing(s)
    page_svg(b, 0)
    for dpi in (72, 96, 150, 300):
        page_image(b, 0, dpi)
    assert len(drawn) == 5
    assert all(places == drawn[0] for places in drawn), drawn
