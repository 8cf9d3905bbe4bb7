"""Images and files from the renderer: PNG (``QImage``), SVG (``QSvgGenerator``) and one
catalog item alone (palettes, the briefing legend).

Qt needs a ``QGuiApplication`` for fonts; :func:`ensure_app` makes an off-screen one when the
caller (the command line, a script) has none.
"""

from __future__ import annotations

import errno
import math
import os
import re
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPainterPath, QPen
from PySide6.QtSvg import QSvgGenerator

from editor.engine.board import Face
from editor.engine.catalog import CATALOG
from editor.engine.scenario import Scenario
from editor.engine.words import printable
from editor.io.files import atomic_write

from .art import ArtKey, ArtLibrary, library
from .layout import Layout
from .options import RenderOptions
from .fonts import load_fonts
from .painting import new_image, painting
from .scene import FACE_GROUND, STANDARD_FIGURES, UNKNOWN_COLOUR, draw_count_plate, render

_APP: QGuiApplication | None = None


def ensure_app() -> QGuiApplication:
    """The running ``QGuiApplication``, or a new off-screen one (no display needed), with
    the bundled fonts registered (:func:`~.fonts.load_fonts`: a system without DejaVu drew
    the map's names in another font)."""
    global _APP
    app = QGuiApplication.instance()
    if app is None:
        # Off-screen whatever the session says: with DISPLAY set (or QT_QPA_PLATFORM empty)
        # Qt would try X11 and abort where its xcb libraries are missing, and images need
        # no window system. The -platform argument wins over the environment.
        _APP = QGuiApplication(["m44", "-platform", "offscreen"])
        app = _APP
    assert isinstance(app, QGuiApplication)
    load_fonts()
    return app


def render_image(scenario: Scenario, options: RenderOptions | None = None,
                 art: ArtLibrary | None = None) -> QImage:
    """The scenario drawn into a new image of exactly the drawing's size."""
    options = options or RenderOptions()
    w, h = Layout(scenario.board, options).image_size()
    img = new_image(max(1, w), max(1, h), "the map")
    img.fill(QColor(options.background) if options.background else Qt.GlobalColor.transparent)
    with painting(img) as p:
        render(p, scenario, options, art)
    return img


def render_svg(scenario: Scenario, options: RenderOptions | None = None,
               art: ArtLibrary | None = None) -> bytes:
    """The scenario as an SVG document (vector paths, text as text)."""
    options = options or RenderOptions()
    layout = Layout(scenario.board, options)
    w, h = layout.image_size()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    gen = QSvgGenerator()
    gen.setOutputDevice(buffer)
    # the PNG's resolution (Qt's 96 dpi): the SVG is as large as the PNG in a browser or
    # Inkscape (one pixel, one CSS px), not a third larger (QSvgGenerator's 72)
    gen.setResolution(SVG_DPI)
    gen.setSize(QSize(w, h))
    gen.setViewBox(QRectF(0, 0, w, h))
    gen.setTitle(printable(_title(scenario)))
    gen.setDescription("Memoir '44 scenario drawn by m44-editor")
    with painting(gen) as p:
        render(p, scenario, options, art)
    return svg_font_fallbacks(bytes(buffer.data().data()))


#: The resolution of the SVG of a map: the PNG's (``QImage``'s default, 3,780 dots per metre).
SVG_DPI = 96

_DEJAVU_FAMILY = re.compile(rb'font-family="(DejaVu Sans[^",]*)"')


def svg_font_fallbacks(svg: bytes) -> bytes:
    """An SVG of Qt's generator with the generic ``sans-serif`` after each DejaVu family:
    a viewer without DejaVu (most Windows and macOS browsers) otherwise draws the text in
    its default font, a serif one. DejaVu is not embedded: its widths may differ a little
    from the fallback's.

    >>> svg_font_fallbacks(b'<text font-family="DejaVu Sans Condensed">A</text>')
    b'<text font-family="DejaVu Sans Condensed, sans-serif">A</text>'
    """
    return _DEJAVU_FAMILY.sub(rb'font-family="\1, sans-serif"', svg)


def save(scenario: Scenario, path: str | os.PathLike[str],
         options: RenderOptions | None = None) -> Path:
    """Write a ``.png`` or ``.svg`` file, atomically as scenarios are written (a full disk
    leaves the old file or none, never a truncated one); raises ``ValueError`` for another
    extension and ``OSError`` when the file cannot be written."""
    target = Path(path)
    ext = target.suffix.lower()
    if ext == ".png":
        data = image_bytes(render_image(scenario, options))
    elif ext == ".svg":
        data = render_svg(scenario, options)
    else:
        raise ValueError(f"unknown image type {ext or '(none)'}: use .png or .svg")
    atomic_write(target, data, backup=False)
    return target


def _title(scenario: Scenario) -> str:
    for lang in ("en", *scenario.text):
        t = scenario.text.get(lang)
        if t is not None and t.name:
            return t.name
    return "Memoir '44 scenario"


#: What a piece laid on a hex is shown on when drawn alone (:func:`draw_item`): a bridge
#: over a river, a train on its rails, a ship at sea. Names absent get the face's ground.
BACKDROPS: dict[str, tuple[str, str, int]] = {
    **{n: ("terrain", "river", 1) for n in ("bridge", "pbridge", "brkbridge", "pontoon", "ford",
                                            "railbridge")},
    **{n: ("terrain", "wriver", 1) for n in ("wbridge", "wpontoon", "wrailbridge")},
    "roadblock": ("terrain", "road", 1), "droadblock": ("terrain", "droad", 1),
    "wroadblock": ("terrain", "wroad", 1), "wagon": ("terrain", "rail", 1),
    "loco": ("terrain", "rail", 1), "pcarrier": ("board", "ocean", 1),
    "pdestroyer": ("board", "ocean", 1), "barge": ("board", "ocean", 1),
    "wbunker": ("board", "winter", 1), "dbunker": ("board", "desert", 1),
}


def draw_item(painter: QPainter, name: str, rect: QRectF, orientation: int = 1, *,
              face: Face = Face.COUNTRY, ink_saver: bool = False,
              figures: int | None = None, art: ArtLibrary | None = None) -> None:
    """Draw one catalog item alone, centred in ``rect`` (palettes, the briefing legend).

    Hex pieces fill the largest hex that fits; pieces laid on terrain (rect_terrain,
    obstacle, unit) get the face's plain ground under them (not with ``ink_saver``); units show
    ``figures`` (default: the type's standard count); badges and tags fill the largest
    circle, turned by ``orientation`` as the map turns a token (:func:`.scene.token_turn`).
    Unknown names get the renderer's magenta question mark.
    """
    art = art or library()
    item = CATALOG.get(name)
    centre = rect.center()
    radius = min(rect.width() / math.sqrt(3), rect.height() / 2)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    if item is None:
        painter.setPen(QPen(QColor(UNKNOWN_COLOUR), max(1.0, radius * 0.06)))
        painter.drawEllipse(centre, radius * 0.6, radius * 0.6)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
        painter.restore()
        return
    key = ArtKey(item.category, name, ink_saver)
    if key.is_hex:
        hexpath = _hex_path(centre, radius)
        if item.category != "terrain" and not ink_saver:
            under_cat, under, under_turn = BACKDROPS.get(name, ("board", FACE_GROUND[face], 1))
            if item.category == "unit":
                under_cat, under = "board", FACE_GROUND[face]
            art.draw(painter, ArtKey(under_cat, under, False), centre, radius, under_turn,
                     clip_hex=True)
        turn = orientation if 1 <= orientation <= max(1, item.orientations) else 1
        art.draw(painter, key, centre, radius, turn, clip_hex=item.category == "terrain")
        painter.strokePath(hexpath, QPen(QColor(0, 0, 0, 70), max(0.6, radius * 0.03)))
        if item.category == "unit":
            from editor.engine.catalog import unit_type
            n = figures if figures is not None else STANDARD_FIGURES.get(unit_type(name) or "")
            if n is not None:
                at = QPointF(centre.x() + 0.52 * radius, centre.y() + 0.46 * radius)
                draw_count_plate(painter, at, 0.19 * radius, n)
    else:  # (a token turned as the map turns it: an exit's arrow, scene.token_turn)
        art.draw(painter, key, centre, min(rect.width(), rect.height()), orientation)
    painter.restore()


def _hex_path(centre: QPointF, radius: float) -> QPainterPath:
    path = QPainterPath()
    pts = [QPointF(centre.x() + radius * math.cos(math.radians(90 + 60 * k)),
                   centre.y() - radius * math.sin(math.radians(90 + 60 * k))) for k in range(6)]
    path.moveTo(pts[0])
    for pt in pts[1:]:
        path.lineTo(pt)
    path.closeSubpath()
    return path


def image_bytes(img: QImage) -> bytes:
    """An image encoded in memory as PNG (tests compare these for determinism)."""
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6 takes the format as str here (bytes are refused at run time), though its
    # stubs say bytes
    saved = img.save(buf, "PNG")  # type: ignore[call-overload]
    buf.close()
    if not saved:  # never an empty file written in its place
        raise OSError(errno.EIO, f"the PNG image of {img.width():,} × {img.height():,} "
                      "pixels could not be encoded")
    return bytes(data.data())
