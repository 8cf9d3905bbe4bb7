"""The SVG files of ``m44 render`` (and of the briefing's map) as other programs see them:
the drawing read back shows what the PNG shows, and the file is well-formed XML whatever
the scenario's texts hold.

The main checks use Qt only (``QSvgRenderer`` reads the file back); librsvg's
``rsvg-convert``, when installed, is asked the same question and skipped otherwise."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from editor.engine.board import BoardType, Coord, Face
from editor.engine.scenario import Hex, Piece, Scenario
from editor.render import HexLabels, RenderOptions, render_image, render_svg

from .helpers import MIDDLE, changed_pixels


def _art_board() -> Scenario:
    """Pieces whose art is made of unstroked ``<path>`` shapes (woods' bushes, hills'
    slopes, ponds' water, a town's roofs)."""
    s = Scenario(board_type=BoardType.STANDARD, face=Face.COUNTRY)
    for c, name in zip(_COORDS, ("woods", "hills", "pond", "buildings", "hedgerow", "marshes"),
                       strict=True):
        s.set_hex(c, Hex(terrain=Piece(name)))
    return s


_COORDS = tuple(Coord(MIDDLE.row + i // 3, MIDDLE.col + 2 * (i % 3) - (i // 3))
                for i in range(6))


def _options(s: Scenario) -> RenderOptions:
    return RenderOptions(scale=160, background="#ffffff", section_lines=False,
                         region=frozenset(_COORDS))


def _read_back(svg: bytes, like: QImage) -> QImage:
    back = QImage(like.size(), QImage.Format.Format_ARGB32_Premultiplied)
    back.fill(QColor("#ffffff"))
    p = QPainter(back)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(QByteArray(svg)).render(p, QRectF(0, 0, like.width(), like.height()))
    p.end()
    return back


def _dark(img: QImage) -> int:
    """Pixels near black (an outline the art does not have shows as these)."""
    img = img.convertToFormat(QImage.Format.Format_ARGB32)
    data = bytes(img.constBits())
    return sum(1 for i in range(0, len(data), 4)
               if max(data[i], data[i + 1], data[i + 2]) < 70)


def test_svg_read_back_shows_what_the_png_shows() -> None:
    """Qt's SVG generator wrote every unstroked ``<path>`` of the art with a black stroke
    (``stroke="#000000"``): QSvgRenderer draws shapes of no stroke with a pen of no brush,
    which the PNG leaves out and the generator writes as black. Woods, hills and every
    other piece drawn with paths came out outlined in black in browsers, Inkscape and
    librsvg (11 % of the pixels of oyster-green differed from the PNG)."""
    s = _art_board()
    opts = _options(s)
    png = render_image(s, opts)
    back = _read_back(render_svg(s, opts), png)
    w, h = png.width(), png.height()
    assert _dark(back) <= _dark(png) + 0.002 * w * h, (_dark(back), _dark(png))
    assert changed_pixels(png, back, threshold=48) < 0.01 * w * h


def test_no_unstroked_art_is_written_with_a_stroke() -> None:
    root = ET.fromstring(render_svg(_art_board(), _options(_art_board())))
    ns = "{http://www.w3.org/2000/svg}"
    for g in root.iter(f"{ns}g"):
        if any(child.tag == f"{ns}path" for child in g):
            # the art has no black outline 1 unit wide: such a group is the generator's
            assert not (g.get("stroke") == "#000000" and g.get("stroke-width") == "1"
                        and g.get("stroke-miterlimit") == "4"), g.attrib


@pytest.mark.skipif(shutil.which("rsvg-convert") is None, reason="librsvg not installed")
def test_librsvg_draws_the_svg_as_the_png(tmp_path: Path) -> None:
    s = _art_board()
    opts = _options(s)
    png = render_image(s, opts)
    svg = tmp_path / "map.svg"
    svg.write_bytes(render_svg(s, opts))
    out = tmp_path / "rsvg.png"
    subprocess.run(["rsvg-convert", str(svg), "-w", str(png.width()), "-h",
                    str(png.height()), "-b", "white", "-o", str(out)], check=True)
    theirs = QImage(str(out)).convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    w, h = png.width(), png.height()
    assert _dark(theirs) <= _dark(png) + 0.002 * w * h, (_dark(theirs), _dark(png))
    assert changed_pixels(png, theirs, threshold=48) < 0.02 * w * h


#: What a scenario's text may hold that XML 1.0 has no place for (C0 controls, the
#: non-characters U+FFFE and U+FFFF) or that a viewer acts on (ESC, a right-to-left
#: override), with markup that must be escaped, not interpreted.
HOSTILE = "A\x01b\x0c\x1b[31m\ufffe\uffff\u202eZ <b>&amp; \"q\" ]]> 🚀 שלום"


def _hostile() -> Scenario:
    from editor.engine.scenario import Label, ScenarioText
    s = _art_board()
    s.text["en"] = ScenarioText(name="Name " + HOSTILE)
    s.labels.append(Label(_COORDS[0], ("Place " + HOSTILE,)))
    return s


def test_scenario_texts_cannot_make_the_svg_ill_formed() -> None:
    """A control character in a scenario's name or a place name was written as is into
    the SVG's <title> and <text>: no XML parser (browsers, Inkscape, librsvg, xmllint)
    would open the file. The PNG showed them as boxes."""
    s = _hostile()
    svg = render_svg(s, _options(s))
    root = ET.fromstring(svg)  # raises on a character XML forbids
    ns = "{http://www.w3.org/2000/svg}"
    title = root.findtext(f"{ns}title")
    assert title == "Name Ab[31mZ <b>&amp; \"q\" ]]> 🚀 שלום"
    texts = "".join("".join(t.itertext()) for t in root.iter(f"{ns}text"))
    assert "Place" in texts and "<b>&amp;" in texts and "]]>" in texts
    for bad in "\x01\x0c\x1b\ufffe\uffff\u202e":
        assert bad not in svg.decode("utf-8")


def test_svg_text_falls_back_on_a_sans_serif_font() -> None:
    """The text of the SVG named DejaVu Sans alone (font-family="DejaVu Sans"): a viewer
    without it (most Windows and macOS browsers) drew the place names and hex names in its
    default font, a serif one (CSS: no generic family, the user agent's default). Each
    family now ends with the generic sans-serif."""
    from editor.engine.scenario import Label
    s = _art_board()
    s.labels.append(Label(_COORDS[0], ("Saint-Aubert",)))
    opts = RenderOptions(scale=60, medal_stands=True, hex_labels=HexLabels.NAMES)
    root = ET.fromstring(render_svg(s, opts))
    families = {t.get("font-family") for t in root.iter("{http://www.w3.org/2000/svg}text")}
    assert families and all(f and f.startswith("DejaVu Sans")
                            and f.endswith(", sans-serif") for f in families), families


def test_svg_is_as_large_as_the_png() -> None:
    """The PNG of m44 render records 96 dpi (Qt's default) but the SVG was sized at 72:
    a 525-pixel map opened 700 pixels wide in a browser (185.2 mm) and came into Inkscape
    a third larger than the PNG. Both are now 96 dpi: one pixel of the image, one CSS px."""
    s = _art_board()
    opts = RenderOptions(scale=40)
    png = render_image(s, opts)
    root = ET.fromstring(render_svg(s, opts))
    mm = png.width() / (png.dotsPerMeterX() / 1000)
    assert abs(float(root.get("width", "0mm")[:-2]) - mm) < 0.05, (root.get("width"), mm)
    assert root.get("viewBox") == f"0 0 {png.width()} {png.height()}"
