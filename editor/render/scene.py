"""Drawing a scenario with QPainter: the one renderer of the canvas and of every export.

:func:`render` is a pure function of (scenario, options) onto any paint device: a widget, a
``QImage``, a ``QPdfWriter`` or a ``QSvgGenerator``. Layers go in the format's order:
board ground, terrain, grid, section lines, highlight fills, rect_terrain, obstacle, unit (with
badge and figure count), tags, labels, hex names, highlight outlines and selection, medal
stands.

Raster devices get pre-rasterised tiles from the art library (fast: one ``drawImage`` per
piece), and the grid and section lines from a layer stroked once per board and size
(:meth:`_Scene.lines`); vector devices get the SVG art drawn as paths, so a PDF stays sharp
at any zoom.
"""

from __future__ import annotations

import functools
import math
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import replace
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QImage, QLinearGradient,
                           QPainter, QPainterPath, QPaintEngine, QPen, QPolygonF,
                           QRadialGradient)

from editor.engine.air_rules import READY, ready_markers
from editor.engine.board import Coord, Face, Side
from editor.engine.catalog import CATALOG, unit_type
from editor.engine.connectors import drawn_turn
from editor.engine.scenario import Hex, Label, Piece, Scenario, Tag, Unit
from editor.engine.words import printable

from .art import ArtKey, ArtLibrary, library
from .layout import Layout, whole_board
from .options import SECTION_COLOUR, SIDE_COLOURS, HexLabels, Part, RenderOptions
from .painting import new_image, painting

#: Standard figures per unit type, when the file gives no ``nbr_units``. Rules digest (001):
#: "Standard infantry has four figures, armor three, artillery two"; encyclopedia (000):
#: "Elite Armor Units contain 1 extra tank"; special forces are infantry units of four; an
#: airplane is one figure. Vehicles vary per scenario (Dieppe rules: "1-3 figures, per
#: scenario"), so they show a count only when the file gives one.
STANDARD_FIGURES: dict[str, int] = {"inf": 4, "inf2": 4, "tank": 3, "tank2": 4, "gun": 2,
                                    "pln": 1}

#: Board ground file per face (``editor/resources/art/board``, see ``art.BOARD_GROUNDS``).
FACE_GROUND: dict[Face, str] = {Face.COUNTRY: "country", Face.WINTER: "winter",
                                Face.BEACH: "beach", Face.DESERT: "desert"}
#: The implicit BEACH rows (``Board.background``) and their art.
ROW_GROUND: dict[str, str] = {"beach": "beach_sand", "ocean": "ocean"}

UNKNOWN_COLOUR = "#d0259a"
INK = "#1c1c1a"

# placement of things on a hex, in viewBox units of the hex (docs/ART.md)
_BADGE = (50.0, -46.0, 44.0)
_COUNT = (52.0, 46.0, 38.0)
_TAG_LARGE = 72.0
#: Units are drawn at this fraction of the hex so that the terrain under them stays
#: readable around the token.
UNIT_SCALE = 0.8
#: ... and smaller on a hex that also holds markers or a piece the unit stands on (issue 17:
#: a unit must not hide the medal, exit, bunker or town under it).
CROWDED_UNIT_SCALE = 0.68
#: The most medal slots a stand draws (the checks' medals-range): a file asking a billion
#: medals had the renderer draw a billion slots.
MEDAL_SLOTS = 12
#: On a hex with a unit, the markers and an inset of what the unit stands on go in a column
#: down the hex's left side, drawn above the unit on a white ring: x, first y, the diameter
#: of each token and the step between them (viewBox units of the hex).
_COLUMN_X, _COLUMN_Y0, _COLUMN_SIZE, _COLUMN_STEP = -58.0, -40.0, 40.0, 42.0
#: The way a piece faces at orientation 1, in degrees counter-clockwise from east (its art
#: turns a sixth of a turn counter-clockwise per orientation): a bunker's firing slit. A
#: unit standing on the piece covers it, so the way is marked over the unit at the hex's
#: border (:meth:`_Scene.facing_mark`).
FACINGS: dict[str, float] = {"bunker": 270.0, "wbunker": 270.0, "dbunker": 270.0}
#: The way a square piece drawn along a line lies at orientation 1 (degrees, as
#: :data:`FACINGS`): a road block, a ford, a pontoon... A unit's token covers the middle of
#: the line, so both its ends are marked. (The bridges' decks reach the border: they read.)
AXES: dict[str, float] = {
    **dict.fromkeys(("roadblock", "droadblock", "wroadblock", "ford", "railbridge",
                     "wrailbridge", "pontoon", "wpontoon"), 90.0),
    **dict.fromkeys(("dragonteeth", "abatis", "wagon", "loco"), 0.0)}
#: An airborne airplane (:attr:`RenderOptions.airborne`): its token drawn this much higher
#: than a landed one's, over its shadow on the ground, a soft ellipse (centre x and y,
#: half-width and half-height, viewBox units of the hex) at the hex's foot.
_LIFT = 14.0
_SHADOW = (8.0, 70.0, 42.0, 15.0)
#: The facing mark: how far out its point is (viewBox units of the hex, 100 the corners;
#: drawn last, over the inset beside the token and the figure count it may touch), how far
#: to either side its arms reach (degrees about the hex's centre), and the widths of its
#: ink and of its pale halo.
_FACING_AT, _FACING_SPREAD, _FACING_INK, _FACING_HALO = 92.0, 16.0, 7.0, 13.0
#: Terrain tiles whose drawing is a thing in the middle of the hex (a town, a church, a
#: camp) that a unit token covers: a unit standing on one shows it as an inset. Tiles that
#: fill the hex (woods, hills) or cross it (rivers, roads) stay readable around the token.
LANDMARKS: frozenset[str] = frozenset({
    "buildings", "bled", "pvillage", "wvillage", "whillvillage", "depot", "powerplant",
    "camp", "radar", "lighthouse", "barracks", "cemetery", "church", "factory", "fortress",
    "phospital", "pheadquarter", "wruins", "wfactory", "dcamp", "wchurch", "wcastle",
    "station", "oasis", "pcave", "pmcave", "dam"})


#: The sandbags Dig-In puts down (:attr:`RenderOptions.dug_in`).
SANDBAGS = Piece("sand")


def render(painter: QPainter, scenario: Scenario, options: RenderOptions | None = None,
           art: ArtLibrary | None = None) -> Layout:
    """Draw ``scenario`` with ``painter`` in its current coordinates, the drawing's top-left
    at (0, 0) and its size ``Layout.size``. Returns the :class:`Layout` used (hex positions,
    hit testing)."""
    options = options or RenderOptions()
    art = art or library()
    layout = Layout(scenario.board, options)
    _Scene(painter, scenario, options, art, layout).draw()
    return layout


class _Scene:
    """One drawing pass (holds what every layer needs)."""

    def __init__(self, painter: QPainter, scenario: Scenario, options: RenderOptions,
                 art: ArtLibrary, layout: Layout) -> None:
        self.p = painter
        self.s = scenario
        self.o = options
        self.art = art
        self.lay = layout
        self.r = layout.radius
        self.ink = options.ink_saver
        self.raster = _is_raster(painter)
        #: Where the drawing goes in the device's pixels (:func:`_pixels`), asked once:
        #: every layer leaves the painter's transform as it found it.
        self.px = _pixels(painter)
        self.coords = layout.coords

    # --- the layers -----------------------------------------------------------------------

    def shows(self, layer: str) -> bool:
        """Whether ``layer`` (of :data:`~.options.LAYERS`) is drawn."""
        return layer not in self.o.hidden

    def _with_unit(self, h: Hex) -> bool:
        """Whether ``h`` has a unit drawn (a unit left out leaves its hex as without one)."""
        return h.unit is not None and self.shows("unit")

    def _tags(self, h: Hex) -> tuple[Tag, ...]:
        """The markers of ``h`` drawn."""
        return h.tags if self.shows("tags") else ()

    def _stands_on(self, h: Hex) -> Piece | None:
        """What a unit on ``h`` stands on (:func:`stands_on`), when its layer is drawn."""
        under = stands_on(h)
        if under is None or not self.shows("rect_terrain" if under is h.rect_terrain
                                           else "terrain"):
            return None
        return under

    def draw(self) -> None:
        p = self.p
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if self.o.part is not Part.HEAT_AND_OVER:
            if self.o.background:
                p.fillRect(QRectF(0, 0, self.lay.size.width(), self.lay.size.height()),
                           QColor(self.o.background))
            self.ground()
            if self.shows("terrain"):
                self.terrain()
            self.lines()
            self.highlight_fills()
            for layer in ("rect_terrain", "obstacle"):
                if self.shows(layer):
                    self.pieces(layer)
            if self.shows("obstacle"):
                self.dug_in()
            if self.shows("unit"):
                self.units()
            self.tags()
            if self.shows("unit") and self.shows("rect_terrain"):
                self.facing_marks()
            if self.shows("tags"):
                self.ready_markers()
        if self.o.part is not Part.UNDER_HEAT:
            self.heat()
            # the outlines (selection, findings) under the names: a selected town's name
            # stays whole, the outline showing through its plate; and the hex names under
            # the place names, which step aside from them where they can (a hex name, of a
            # regular grid, is read from its neighbours; a place name's covered letter is not)
            self.outlines()
            self.hex_labels()
            if self.shows("labels"):
                self.labels()
            self.medal_stands()
            if self.lay.legend_band:
                self.heat_legend()
        p.restore()

    def ground(self) -> None:
        face = self.s.face
        board = self.s.board
        for c in self.coords:
            row_kind = board.background(face, c.row)
            if row_kind is None and self.ink:
                continue  # ink saver: plain ground is white paper
            name = ROW_GROUND[row_kind] if row_kind else FACE_GROUND[face]
            key = ArtKey("board", name, self.ink)
            if not self.put(key, c, 1, clip=True):
                self.p.fillPath(self._hex(c), QColor("#dddddd"))

    def terrain(self) -> None:
        for c in self.coords:
            h = self.s.hexes.get(c)
            if h is not None and h.terrain is not None:
                self.piece(h.terrain, c, clip=True)
                if h.terrain.name in POND_NAMES:
                    self.pond_join(c, h.terrain)

    def pond_join(self, c: Coord, pond: Piece) -> None:
        """Two ponds whose streams face each other are one pond across two hexes (official
        maps lay them so): the water is drawn wide from this hex's centre to the shared
        edge, the other hex drawing its own half, so that each hex stays inside its box."""
        step = _POND_STEPS[(pond.turn - 1) % 6 if 1 <= pond.turn <= 6 else 0]
        other = Coord(c.row + step[0], c.col + step[1])
        h = self.s.hexes.get(other)
        if h is None or h.terrain is None or h.terrain.name not in POND_NAMES:
            return
        back = _POND_STEPS[(h.terrain.turn - 1) % 6 if 1 <= h.terrain.turn <= 6 else 0]
        if (back[0], back[1]) != (-step[0], -step[1]):
            return
        a, b = self.lay.center(c), self.lay.center(other)
        edge = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)
        p = self.p
        p.save()
        p.setClipPath(self._hex(c), Qt.ClipOperation.IntersectClip)
        for colour, width in _POND_WATER:
            pen = QPen(QColor(_ink(colour) if self.ink else colour), width * self.r / 100)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.drawLine(a, QPointF(edge.x() + (edge.x() - a.x()) * 0.2,
                                  edge.y() + (edge.y() - a.y()) * 0.2))
        p.restore()

    def pieces(self, layer: str) -> None:
        for c in self.coords:
            h = self.s.hexes.get(c)
            piece = getattr(h, layer) if h is not None else None
            if h is not None and piece is not None:
                self.piece(piece, c, clip=False, on=h.terrain if layer == "rect_terrain"
                           else None)
                if piece.original_owner is not None:
                    self.owner_mark(c, piece.original_owner)

    def dug_in(self) -> None:
        """Sandbags dug in over another obstacle (:attr:`RenderOptions.dug_in`)."""
        for c in self.o.dug_in:
            if c in self.lay.coord_set:
                h = self.s.hexes.get(c)
                if h is None or h.obstacle is None or h.obstacle.name != "sand":
                    self.piece(SANDBAGS, c, clip=False)

    def lines(self) -> None:
        """The grid, then the section lines. On an image painted without a transform (the
        canvas, a PNG) they come from a transparent layer of the whole board's lines,
        stroked once and kept for the next drawings of the same board at the same size
        (:meth:`_lines_layer`): stroking the hex outlines with a pen wider than a pixel
        (past Qt's thin-line path) costs some 70 ms on a Breakthrough board at the play
        window's zoom, and a canvas re-rendering a row of hexes paid 9 ms of it each time.
        A layer put down blends as the strokes would, within a level or two (the canvas's
        repaints are checked against its full renders). Elsewhere (PDF, SVG, a briefing's
        page) they are stroked."""
        if (self.o.grid or self.o.section_lines) and self.raster \
                and self.p.worldTransform().isIdentity() \
                and isinstance(device := self.p.device(), QImage):
            layer = self._lines_layer(device.devicePixelRatio())
            if layer is not None:
                self.p.drawImage(QPointF(0, 0), layer)
                return
        self.grid()
        self.section_lines()

    def _lines_layer(self, dpr: float) -> QImage | None:
        """The layer of :meth:`lines` at this drawing's geometry (``None`` when a region's
        layout is not placed as the whole board's, which the canvas always ensures)."""
        o = replace(self.o, region=None)
        whole = whole_board(self.s.board, o)
        corner = Coord(0, 0)
        if self.o.region is not None and (corner not in self.lay.coord_set or self.lay.center(
                corner) != whole.center(corner)):
            return None
        at = whole.center(corner)
        key = (self.s.board_type, whole.radius, at.x(), at.y(), whole.image_size(), dpr,
               self.ink, self.o.grid, self.o.section_lines)
        layer = _LINES.get(key)
        if layer is not None:
            return layer
        w, h = whole.image_size()
        layer = new_image(max(1, math.ceil(w * dpr)), max(1, math.ceil(h * dpr)),
                          "the grid's layer")
        layer.setDevicePixelRatio(dpr)
        layer.fill(Qt.GlobalColor.transparent)
        with painting(layer) as q:
            q.setRenderHints(self.p.renderHints())
            scene = _Scene(q, self.s, o, self.art, whole)
            scene.grid()
            scene.section_lines()
        _LINES.put(key, layer)
        return layer

    def grid(self) -> None:
        if not self.o.grid:
            return
        pen = QPen(QColor(0, 0, 0, 60 if not self.ink else 90), max(0.6, self.r * 0.035))
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        coords: Sequence[Coord] = self.coords
        if self.p.hasClipping():
            # Stroking is paid for the whole path even where it is clipped away: outline
            # only the hexes that reach into the clip (a canvas repainting a few hexes).
            # (the clip itself, not its bounding box: a repaint's dirty hexes may be far apart)
            clip = self.p.clipRegion()
            r = self.r
            coords = [c for c in coords if clip.intersects(QRectF(
                self.lay.center(c) - QPointF(r, r), QSizeF(2 * r, 2 * r)).toAlignedRect())]
        self.p.strokePath(self.lay.hex_path(coords), pen)

    def section_lines(self) -> None:
        if not self.o.section_lines or not self.coords:
            return
        ext = self.s.board.extent
        top = min(self.lay.center(c).y() for c in self.coords) - self.r
        bottom = max(self.lay.center(c).y() for c in self.coords) + self.r
        left = min(self.lay.center(c).x() for c in self.coords) - self.lay.half_w
        right = max(self.lay.center(c).x() for c in self.coords) + self.lay.half_w
        self.p.save()
        for cols, width, dash in ((ext.section_lines[1:3], 0.11, [1.0, 1.6]),
                                  (ext.sub_lines, 0.06, [1.0, 2.6])):
            pen = QPen(QColor(SECTION_COLOUR), max(1.2, self.r * width))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setDashPattern(dash)
            self.p.setPen(pen)
            for col in cols:
                x = self.lay.column_x(col)
                if left < x < right:
                    self.p.drawLine(QPointF(x, top + self.r * 0.1),
                                    QPointF(x, bottom - self.r * 0.1))
        self.p.restore()

    def highlight_fills(self) -> None:
        for c, colour in self.o.highlights.items():
            if c in self.lay.coord_set or self.o.region is None and self.s.board.contains(c):
                fill = QColor(colour)
                fill.setAlpha(min(fill.alpha(), 90))
                self.fill_hex(c, fill)

    def heat(self) -> None:
        """Each heat layer: a translucent fill per counted hex, stronger with the count,
        and the count in a small plate (:meth:`count_plates`). What is the same for every
        hex of a layer (the fill's colour and radius, the font's key, the width of a
        count's text) is worked out once: asked again for every hex, two layers of 113
        counts took 9.4 ms rather than 6.6."""
        font = board_font(max(7, round(self.r * 0.36)), bold=True)
        key = font.key()
        radius = self.lay.inset_radius(self.r * 0.03)
        for layer, plates in zip(self.o.heat, self.count_plates(font), strict=True):
            peak = layer.peak
            if peak <= 0:
                continue
            base = QColor(layer.colour)
            opaque = QColor(base.rgb())
            plate = base.lighter(170)
            # faded: a third of the fill, the counts grey on a paler plate
            strength, ink = (0.35, QColor("#77776f")) if layer.faded else (1.0, QColor(INK))
            plate.setAlpha(140 if layer.faded else 220)
            for c, n in layer.cells.items():
                if n <= 0 or c not in self.lay.coord_set:
                    continue
                alpha = round((50 + 170 * n / peak) * strength)
                if not stamp_hex(self.p, self.lay.center(c), radius, opaque,
                                 opacity=alpha / 255, pixels=self.px):
                    fill = QColor(base)
                    fill.setAlpha(alpha)
                    self.p.fillPath(self._hex(c, self.r * 0.03), fill)
            if not stamp_plates(self.p, plates, font, ink, plate, self.px, key):
                for box, text in plates:
                    self.plate_text(box, text, font, ink, plate)

    def count_plates(self, font: QFont) -> list[list[tuple[QRectF, str]]]:
        """The plates of each heat layer's counts, and their texts. Each layer has its place
        along the bottom of a hex (the first on the left); the counts of several layers
        on one hex are laid side by side in the layers' order, apart, where their places
        are too close for them (three digits beside two overlapped), about the middle of
        those places. A count alone keeps its layer's place. On a hex with a unit, the
        counts end left of its figure count (a "9" beside the unit's "3" read "93")."""
        layers = self.o.heat
        places = [(i - (len(layers) - 1) / 2) * self.r * 0.62 for i in range(len(layers))]
        pad = font.pixelSize() * 1.25 * 0.4  # a plate is its text and this (_plate)
        gap = self.r * 0.06
        widths: dict[str, float] = {}
        counted: dict[Coord, list[tuple[int, str, float]]] = {}
        for i, layer in enumerate(layers):
            if layer.peak <= 0:
                continue
            for c, n in layer.cells.items():
                if n <= 0 or c not in self.lay.coord_set:
                    continue
                text = str(n)
                width = widths.get(text)
                if width is None:
                    width = widths[text] = text_width(font, text)
                counted.setdefault(c, []).append((i, text, width))
        clear_of = self.r * (_COUNT[0] - _COUNT[2] / 2) / 100 - gap  # a figure count
        out: list[list[tuple[QRectF, str]]] = [[] for _ in layers]
        for c, row in counted.items():
            xs = [places[i] for i, _t, _w in row]
            if len(row) > 1:
                xs = _side_by_side(xs, [w + pad for _i, _t, w in row], gap)
            h = self.s.hexes.get(c)
            if h is not None and h.unit is not None and _figures(h.unit) is not None:
                over = xs[-1] + (row[-1][2] + pad) / 2 - clear_of
                if over > 0:
                    xs = [x - over for x in xs]
            for (i, text, width), dx in zip(row, xs, strict=True):
                out[i].append((self.count_plate(c, dx, text, font, width), text))
        return out

    def count_plate(self, c: Coord, dx: float, text: str, font: QFont,
                    width: float | None = None) -> QRectF:
        """The plate of a heat count on hex ``c`` (``dx`` from the centre, for its layer):
        near the bottom of the hex, or near its top when a place name covers the bottom
        (a name's plate hid the count). ``width``: the text's, when the caller knows it."""
        centre = self.lay.center(c)
        bottom = _plate(self.board_box, QPointF(centre.x() + dx, centre.y() + self.r * 0.6),
                        text, font, width)
        if not self._on_a_name(bottom):
            return bottom
        top = bottom.translated(0, -self.r * 1.15)
        return bottom if self._on_a_name(top) else top

    def _on_a_name(self, box: QRectF) -> bool:
        left, top, right, bottom = box.left(), box.top(), box.right(), box.bottom()
        return any(left < x1 and x0 < right and top < y1 and y0 < bottom
                   for x0, y0, x1, y1 in self.name_plates)

    def heat_legend(self) -> None:
        """A box listing each heat layer: its colour from faint to full, title and peak."""
        p = self.p
        size = self.lay.legend_font
        font = board_font(size)
        p.save()
        p.setFont(font)
        fm = p.fontMetrics()
        rows = [(layer, f"{layer.title} (most: {layer.peak})") for layer in self.o.heat]
        ramp = size * 4
        width = ramp + size + max(fm.horizontalAdvance(t) for _, t in rows) + size
        top = self.lay.size.height() - self.lay.legend_band
        box = QRectF(self.lay.margin, top + size * 0.15, width, size * 1.6 * len(rows) + size * 0.6)
        p.setPen(QPen(QColor("#6b6b66"), 1))
        p.setBrush(QColor(255, 255, 255, 225))
        p.drawRoundedRect(box, size * 0.4, size * 0.4)
        for i, (layer, text) in enumerate(rows):
            y = box.top() + size * 0.5 + i * size * 1.6
            swatch = QRectF(box.left() + size * 0.5, y, ramp, size)
            grad = QLinearGradient(swatch.topLeft(), swatch.topRight())
            lo, hi = QColor(layer.colour), QColor(layer.colour)
            lo.setAlpha(50)
            hi.setAlpha(220)
            grad.setColorAt(0, lo)
            grad.setColorAt(1, hi)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(grad)
            p.drawRect(swatch)
            p.setPen(QColor("#1c1c1a"))
            p.drawText(QRectF(swatch.right() + size * 0.5, y - size * 0.2, width, size * 1.4),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        p.restore()

    def units(self) -> None:
        for c in self.coords:
            h = self.s.hexes.get(c)
            if h is None or h.unit is None:
                continue
            crowded = bool(self._tags(h)) or self._stands_on(h) is not None
            lift = 0.0
            if c in self.o.airborne:
                self.shadow(c)
                lift = _LIFT
            self.unit(h.unit, c, CROWDED_UNIT_SCALE if crowded else UNIT_SCALE, lift)

    def unit(self, u: Unit, c: Coord, scale: float = UNIT_SCALE, lift: float = 0.0) -> None:
        """Unit ``u``'s token on hex ``c`` (``lift`` viewBox units higher: airborne), its
        figure count and its badge."""
        key = self.art.key(u.name, self.ink)
        if key is None or not self._put_at(key, self._at(c, 0, -lift), self.r * scale, 1,
                                           clip=False):
            self.unknown(c, u.name, small=False)
        self.figure_count_of(u, c)
        self.badge(u, c)

    def shadow(self, c: Coord) -> None:
        """The shadow an airborne airplane casts on hex ``c`` (:data:`_SHADOW`): dark in the
        middle, fading out at its rim, so that the token drawn over it stands lifted."""
        x, y, rx, ry = _SHADOW
        s = self.r / 100
        grad = QRadialGradient(QPointF(0, 0), 1.0)
        for at, alpha in ((0.0, 200), (0.6, 140), (1.0, 0)):
            grad.setColorAt(at, QColor(28, 28, 26, alpha))
        p = self.p
        p.save()
        p.translate(self._at(c, x, y))
        p.scale(rx * s, ry * s)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(grad)
        p.drawEllipse(QPointF(0, 0), 1.0, 1.0)
        p.restore()

    def figure_count_of(self, u: Unit, c: Coord) -> None:
        """The figure count of unit ``u`` on hex ``c``, when it has one."""
        figures = _figures(u)
        if figures is not None:
            standard = STANDARD_FIGURES.get(unit_type(u.name) or "")
            self.figure_count(c, figures, standard is not None and figures != standard)

    def badge(self, u: Unit, c: Coord) -> None:
        """The badge of unit ``u`` on hex ``c``, when it has one."""
        if u.badge:
            bkey = self.art.key(u.badge, self.ink)
            at = self._at(c, _BADGE[0], _BADGE[1])
            if bkey is None or not self.token(bkey, at, _BADGE[2]):
                self.unknown_token(at, _BADGE[2], u.badge)

    def tags(self) -> None:
        for c in self.coords:
            h = self.s.hexes.get(c)
            if h is None:
                continue
            if self._with_unit(h):
                self.unit_column(c, h)
            elif self._tags(h):
                self.tag_tokens(c, h)

    def ready_markers(self) -> None:
        """Ready-to-Take-off markers (the Air rules): a plate at the top right of the hex in
        the side's colour, an airplane and their count on it ("?" where they cannot be
        read: the check ``air-rules`` says why)."""
        font = board_font(max(7, round(self.r * 0.3)), bold=True)
        for c in self.coords:
            h = self.s.hexes.get(c)
            if h is None or READY not in h.extra:
                continue
            found = ready_markers(h)
            text, plate = ("\u2708 ?", QColor("#c62d25")) if found is None else \
                (f"\u2708 {found[1]}", QColor(SIDE_COLOURS[found[0]]))
            self.halo_text(self._at(c, 40, -52), text, font, QColor("white"), plate)

    def unit_column(self, c: Coord, h: Hex) -> None:
        """What a unit stands on, over the unit down the hex's left side: an inset of the
        piece or landmark under it, then its markers (medals, exits, mines...), each on a
        white ring so that it reads on the token."""
        under = self._stands_on(h)
        tags = self._tags(h)
        n = len(tags) + (under is not None)
        if not n:
            return
        size = _COLUMN_SIZE if n <= 3 else _COLUMN_SIZE * 3 / n
        step = _COLUMN_STEP if n <= 3 else _COLUMN_STEP * 3 / n
        spots = [self._at(c, _COLUMN_X, _COLUMN_Y0 + i * step) for i in range(n)]
        ring = QColor(255, 255, 255, 235)
        pen = QPen(QColor(INK), max(0.6, self.r * 0.02))
        if under is not None:
            at = spots.pop(0)
            rad = size / 2 * self.r / 100
            inset = QPainterPath()
            inset.addPolygon(_hex_polygon(at, rad * 1.08))
            inset.closeSubpath()
            self.p.fillPath(inset, ring)
            key = self.art.key(under.name, self.ink)
            turn = _drawn_turn(under, h.terrain if under is h.rect_terrain else None)
            if key is None or not self._put_at(key, at, rad * 0.96, turn, clip=True):
                self.unknown_token(at, size, under.name)
            self.p.strokePath(inset, pen)
        for t, at in zip(tags, spots, strict=True):
            rad = size / 2 * self.r / 100
            self.p.save()
            self.p.setPen(pen)
            self.p.setBrush(ring)
            self.p.drawEllipse(at, rad * 1.1, rad * 1.1)
            self.p.restore()
            key = self.art.key(t.name, self.ink)
            if key is None or not self.token(key, at, size, self._token_turn(c, t)):
                self.unknown_token(at, size, t.name)

    def tag_tokens(self, c: Coord, h: Hex) -> None:
        """The markers of a hex without a unit: large, side by side in the middle."""
        tags: tuple[Tag, ...] = h.tags
        n = len(tags)
        size = _TAG_LARGE if n <= 2 else min(_TAG_LARGE, 150 / n)
        x0 = -(n - 1) * size * 0.55
        spots = [(x0 + i * size * 1.1, 0.0) for i in range(n)]
        for t, (x, y) in zip(tags, spots, strict=True):
            key = self.art.key(t.name, self.ink)
            at = self._at(c, x, y)
            if key is None or not self.token(key, at, size, self._token_turn(c, t)):
                self.unknown_token(at, size, t.name)

    def _token_turn(self, c: Coord, t: Tag) -> int:
        return token_turn(self.s.board.rows, c, t)

    def labels(self) -> None:
        if not self.s.labels:
            return
        font = label_font(self.o.scale)
        for placed in self.placed_labels:
            for box, text in zip(placed.plates, placed.lines, strict=True):
                self.halo_text(box.center(), text, font, QColor("#1c1c1a"),
                               QColor(255, 255, 255, 215))

    @functools.cached_property
    def name_plates(self) -> list[tuple[float, float, float, float]]:
        """The plates of every line of every place name (:attr:`placed_labels`), as left,
        top, right and bottom (tested against each heat count: plain numbers are faster
        than QRectF's calls)."""
        return [(b.left(), b.top(), b.right(), b.bottom())
                for placed in self.placed_labels for b in placed.plates]

    @functools.cached_property
    def placed_labels(self) -> list[PlacedLabel]:
        """Every place name drawn, with its lines and their plates (:func:`place_labels`),
        once per drawing. A region's drawing draws only the names of its own hexes: the one
        who draws a region puts in it the hexes of the names whose plates may reach into
        its clip (the canvas takes those of the rows nearby), and gives where every name
        stands (:attr:`RenderOptions.label_places`), which depends on the names before it
        (placing the board's every name cost a canvas re-rendering two hexes 2 ms)."""
        region = self.o.region is not None
        places = self.o.label_places
        order = label_order(self.s)
        if places is not None and len(places) == len(order):
            font = label_font(self.o.scale)
            out = []
            for label, place in zip(order, places, strict=True):
                if region and label.coord not in self.lay.coord_set:
                    continue
                lines = tuple(label_lines(label.text, self.o.scale))
                out.append(PlacedLabel(label.coord, lines, place, tuple(_label_boxes(
                    self.board_box, self.lay, label.coord, lines, font, place))))
            return out
        placed = place_labels(self.s, self.lay, self.o.hex_labels, self.o.scale)
        return [p for p in placed if not region or p.coord in self.lay.coord_set]

    def _text_box(self, at: QPointF, text: str, font: QFont) -> QRectF:
        return _plate(self.board_box, at, text, font)

    @functools.cached_property
    def board_box(self) -> QRectF:
        """The whole board's bounding box (:func:`board_bounds`), once per drawing."""
        return board_bounds(self.s, self.lay)

    def _unit_boxes(self, c: Coord) -> list[QRectF]:
        return _unit_boxes(self.s, self.lay, c)

    def hex_labels(self) -> None:
        if self.o.hex_labels is HexLabels.NONE:
            return
        font = board_font(max(5, round(self.o.scale * 0.17)))
        for c in self.coords:
            text = (self.s.board.hex_name(c) if self.o.hex_labels is HexLabels.NAMES
                    else f"{c.row},{c.col}")
            centre = self.lay.center(c)
            self.halo_text(QPointF(centre.x(), centre.y() - self.r * 0.74), text, font,
                           QColor("#1c1c1a"), QColor(255, 255, 255, 170))

    def outlines(self) -> None:
        # each a stamp where it can be (stroked, the findings' outlines of a crowded board
        # cost a canvas repainting a row of hexes 3 ms)
        inner = self.lay.inset_radius(self.r * 0.06)
        for c, colour in self.o.highlights.items():
            if c in self.lay.coord_set or self.o.region is None and self.s.board.contains(c):
                col = QColor(colour)
                col.setAlpha(255)
                pen = QPen(col, max(1.5, self.r * 0.11))
                pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                if c in self.o.dashed:  # a warning's
                    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
                    pen.setDashPattern([2.2, 1.4])
                if not stamp_hex(self.p, self.lay.center(c), inner, _CLEAR, pen,
                                 pixels=self.px):
                    self.p.strokePath(self._hex(c, shrink=self.r * 0.06), pen)
        if self.o.selection:
            sel = [c for c in self.o.selection if c in self.lay.coord_set]
            path = self.lay.hex_path(sel, shrink=self.r * 0.04)
            self.p.strokePath(path, QPen(QColor("#ffffff"), max(2.0, self.r * 0.14)))
            self.p.strokePath(path, QPen(QColor("#1d6fd1"), max(1.2, self.r * 0.08)))

    def medal_stands(self) -> None:
        if not self.lay.stand_band:
            return
        info = self.s.game_info
        for band, side, needed in ((self.lay.top_band, info.side_player1, info.victory_player1),
                                   (self.lay.bottom_band, info.side_player2,
                                    info.victory_player2)):
            self.medal_stand(band, side, needed)

    def medal_stand(self, band: QRectF, side: Side, needed: int | None) -> None:
        """A stand in the side's colour with one slot per medal needed to win."""
        p = self.p
        colour = QColor(SIDE_COLOURS[side])
        h = band.height()
        slot = h * 0.62
        count = needed or 0
        font = board_font(max(6, round(h * 0.3)), bold=True)
        caption = self.o.stand_words.caption(side, needed)
        text_w = len(caption) * font.pixelSize() * 0.62
        # a count the checks reject (medals-range: 1..12) is said, not drawn as slots
        slots = count if 0 < count <= MEDAL_SLOTS else 0
        room = band.width() - h * 0.4
        if slots and text_w + slots * slot * 1.12 + h * 0.6 > room:
            slot = (room - text_w - h * 0.6) / (slots * 1.12)  # smaller, to fit
        width = text_w + slots * slot * 1.12 + h * 0.6
        x0 = band.center().x() - width / 2
        stand = QRectF(x0, band.top() + h * 0.12, width, h * 0.76)
        fill = QColor(colour)
        if self.ink:
            fill = QColor("#ffffff")
        p.save()
        p.setPen(QPen(colour.darker(140), max(1.0, h * 0.04)))
        p.setBrush(fill)
        p.drawRoundedRect(stand, h * 0.2, h * 0.2)
        p.setFont(font)
        p.setPen(QColor("#ffffff") if not self.ink else colour.darker(150))
        p.drawText(QRectF(stand.left() + h * 0.3, stand.top(), text_w, stand.height()),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, caption)
        medal = "medal1" if side is Side.ALLIES else "medal2"
        key = self.art.key(medal, self.ink)
        for i in range(slots):
            at = QPointF(stand.left() + h * 0.3 + text_w + slot * (0.56 + i * 1.12),
                         stand.center().y())
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 255, 255, 70))
            p.drawEllipse(at, slot * 0.5, slot * 0.5)
            if key is not None:
                self.art.draw(p, key, at, slot)
        p.restore()

    # --- pieces -------------------------------------------------------------------------------

    def piece(self, piece: Piece, c: Coord, clip: bool, on: Piece | None = None) -> None:
        """A tile or a piece laid on a hex (``on``: the hex's terrain, which turns a bridge
        along a road)."""
        key = self.art.key(piece.name, self.ink)
        if key is None or not self.put(key, c, _drawn_turn(piece, on), clip=clip):
            self.unknown(c, piece.name, small=not clip)

    def put(self, key: ArtKey, c: Coord, orientation: float, clip: bool,
            shrink: float = 1.0) -> bool:
        """Draw hex art centred on hex ``c`` (``shrink`` times the hex's size): a cached tile
        on raster devices, paths on vector ones."""
        return self._put_at(key, self.lay.center(c), self.r * shrink, orientation, clip)

    def _put_at(self, key: ArtKey, centre: QPointF, r: float, orientation: float,
                clip: bool) -> bool:
        """Hex art of radius ``r`` centred on ``centre``."""
        if self.raster:
            return self._blit(key, centre, r, orientation, clip)
        return self.art.draw(self.p, key, centre, r, orientation, clip_hex=clip)

    def token(self, key: ArtKey, at: QPointF, size: float, orientation: int = 1) -> bool:
        """A token of ``size`` viewBox units of the hex, centred on ``at`` (turned by
        ``orientation`` as a hex piece is)."""
        diameter = size * self.r / 100
        if self.raster:
            return self._blit(key, at, diameter, orientation, False)
        return self.art.draw(self.p, key, at, diameter, orientation)

    def _blit(self, key: ArtKey, centre: QPointF, radius: float, orientation: float,
              clip: bool) -> bool:
        at = self.px
        if at is None:
            # scaled or rotated painter: tiles would be resampled, draw paths instead
            return self.art.draw(self.p, key, centre, radius, orientation, clip_hex=clip)
        tx, ty, dpr = at
        half = radius if key.is_hex else radius / 2
        dev_x = (centre.x() - half + tx) * dpr
        dev_y = (centre.y() - half + ty) * dpr
        ix, iy = math.floor(dev_x), math.floor(dev_y)
        frac = (min(3, round((dev_x - ix) * 4)), min(3, round((dev_y - iy) * 4)))
        img = self.art.tile(key, radius * dpr, orientation, frac, clip, dpr)
        if img is None:
            return False
        self.p.drawImage(QPointF((ix - 1) / dpr - tx, (iy - 1) / dpr - ty), img)
        return True

    def fill_hex(self, c: Coord, colour: QColor) -> None:
        """Fill hex ``c`` with ``colour``: stamped where :func:`stamp_hex` can (a translucent
        colour as an opaque stamp drawn at the colour's opacity, one stamp for every alpha),
        filled as a path elsewhere."""
        if colour.alpha() == 255 or not stamp_hex(
                self.p, self.lay.center(c), self.lay.radius, QColor(colour.rgb()),
                opacity=colour.alphaF(), pixels=self.px):
            self.p.fillPath(self._hex(c), colour)

    def figure_count(self, c: Coord, figures: int, unusual: bool) -> None:
        x, y, d = _COUNT
        at = self._at(c, x, y)
        rad = d / 2 * self.r / 100
        self.p.save()
        draw_count_plate(self.p, at, rad, figures, "#ffd23f" if unusual else "#ffffff")
        self.p.restore()

    def facing_marks(self) -> None:
        """The way of each square piece a unit stands on (:data:`FACINGS`,
        :data:`AXES`), over the unit and the column beside it; the unit's figure count and
        badge again over a mark that runs into them (a bunker facing the count's corner
        crossed its number)."""
        for c in self.coords:
            h = self.s.hexes.get(c)
            if h is None or h.unit is None or h.rect_terrain is None:
                continue
            ways = _facing_ways(h.rect_terrain)
            if not ways:
                continue
            self.facing_mark(c, ways)
            if _mark_meets(ways, _COUNT):
                self.figure_count_of(h.unit, c)
            if _mark_meets(ways, _BADGE):
                self.badge(h.unit, c)

    def facing_mark(self, c: Coord, ways: tuple[float, ...]) -> None:
        """A piece's ``ways`` (:func:`_facing_ways`), each as a dark chevron along the hex's
        border (a corner's two edges, or an edge). Under a unit's token a bunker's slit
        and a road block's bar were hidden, the inset beside the token too small to tell
        their way."""
        centre = self.lay.center(c)
        out = _FACING_AT * self.r / 100
        path = QPainterPath()
        for way in ways:
            for i, angle in enumerate((way - _FACING_SPREAD, way, way + _FACING_SPREAD)):
                d = out * _border_reach(angle)
                a = math.radians(angle)
                point = QPointF(centre.x() + d * math.cos(a), centre.y() - d * math.sin(a))
                if i:
                    path.lineTo(point)
                else:
                    path.moveTo(point)
        for colour, width in ((QColor(255, 255, 255, 220), _FACING_HALO),
                              (QColor(INK), _FACING_INK)):
            pen = QPen(colour, max(1.0, width * self.r / 100))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            self.p.strokePath(path, pen)

    def owner_mark(self, c: Coord, side: Side) -> None:
        """A small pennant in the owner's colour on a piece that belongs to a side."""
        at = self._at(c, -30, -62)
        s = self.r / 100
        path = QPainterPath(QPointF(at.x(), at.y()))
        path.lineTo(at.x() + 22 * s, at.y() + 6 * s)
        path.lineTo(at.x(), at.y() + 12 * s)
        path.closeSubpath()
        self.p.save()
        self.p.setPen(QPen(QColor(INK), max(0.6, 1.5 * s)))
        self.p.setBrush(QColor(SIDE_COLOURS[side]))
        self.p.drawPath(path)
        self.p.drawLine(at, QPointF(at.x(), at.y() + 22 * s))
        self.p.restore()

    # --- names we have no art for -----------------------------------------------------------

    def unknown(self, c: Coord, name: str, small: bool) -> None:
        """A name the catalog (or the art) lacks: a magenta dashed mark and the name, so the
        designer sees it instead of a silent gap."""
        centre = self.lay.center(c)
        rad = self.r * (0.45 if small else 0.8)
        p = self.p
        p.save()
        pen = QPen(QColor(UNKNOWN_COLOUR), max(1.0, self.r * 0.07))
        pen.setDashPattern([2.0, 1.5])
        p.setPen(pen)
        p.setBrush(QBrush(QColor(UNKNOWN_COLOUR), Qt.BrushStyle.BDiagPattern))
        p.drawEllipse(centre, rad, rad)
        font = board_font(max(5, round(self.o.scale * 0.15)))
        p.restore()
        self.halo_text(centre, f"? {name}", font, QColor(UNKNOWN_COLOUR),
                       QColor(255, 255, 255, 220))

    def unknown_token(self, at: QPointF, size: float, name: str) -> None:
        rad = size / 2 * self.r / 100
        p = self.p
        p.save()
        p.setPen(QPen(QColor(UNKNOWN_COLOUR), max(1.0, rad * 0.15)))
        p.setBrush(QColor("#ffffff"))
        p.drawEllipse(at, rad, rad)
        font = board_font(max(5, round(rad)), bold=True)
        p.setFont(font)
        p.setPen(QColor(UNKNOWN_COLOUR))
        p.drawText(QRectF(at.x() - rad, at.y() - rad, 2 * rad, 2 * rad),
                   Qt.AlignmentFlag.AlignCenter, "?")
        p.restore()
        del name

    # --- helpers -----------------------------------------------------------------------------

    def _hex(self, c: Coord, shrink: float = 0.0) -> QPainterPath:
        return self.lay.hex_path((c,), shrink)

    def _at(self, c: Coord, x: float, y: float) -> QPointF:
        """A point of hex ``c`` given in viewBox units of the hex."""
        centre = self.lay.center(c)
        return QPointF(centre.x() + x * self.r / 100, centre.y() + y * self.r / 100)

    def halo_text(self, at: QPointF, text: str, font: QFont, ink: QColor, halo: QColor) -> None:
        """Text centred on ``at`` over a soft rounded plate, readable on any terrain, kept
        on the board."""
        self.plate_text(self._text_box(at, text, font), text, font, ink, halo)

    def plate_text(self, box: QRectF, text: str, font: QFont, ink: QColor, halo: QColor) -> None:
        """Text centred in ``box`` (:meth:`_text_box`) over a soft rounded plate."""
        _draw_plate(self.p, box, text, font, ink, halo)


def token_turn(rows: int, c: Coord, t: Tag) -> int:
    """The orientation of marker ``t``'s token on hex ``c`` of a board of ``rows`` rows:
    an exit marker's arrow points off the board by the nearer of the top and bottom edges
    (down in the bottom half: the top player's exits, or a board turned half a turn), every
    other token upright. The map and the Hex panel's icons draw it so."""
    return 4 if t.is_exit_marker and c.row > (rows - 1) / 2 else 1


def draw_count_plate(painter: QPainter, at: QPointF, rad: float, n: int,
                     fill: str = "#ffffff") -> None:
    """A unit's figure count: ``n`` in bold on a round plate of radius ``rad`` centred on
    ``at``, as the map and the legend's unit swatches draw it (leaves the painter's pen,
    brush and font changed)."""
    painter.setPen(QPen(QColor(INK), max(0.8, rad * 0.14)))
    painter.setBrush(QColor(fill))
    painter.drawEllipse(at, rad, rad)
    font = board_font(max(5, round(rad * 1.45)), bold=True)
    painter.setFont(font)
    painter.setPen(QColor(INK))
    painter.drawText(QRectF(at.x() - rad, at.y() - rad, 2 * rad, 2 * rad),
                     Qt.AlignmentFlag.AlignCenter, str(n))


def board_font(pixels: int, *, bold: bool = False) -> QFont:
    """The board's DejaVu Sans at ``pixels``, unhinted: Qt hints glyphs on a screen of
    scale 1 and not on one of another scale, so hinted text made an export's pixels depend
    on the screen of the machine that drew it; unhinted, they are the same everywhere
    (the briefing's fonts are unhinted for its layout, :func:`editor.export.fonts.font`)."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(pixels)
    font.setBold(bold)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def label_font(scale: float) -> QFont:
    """The font of place names at ``scale`` pixels per hex."""
    return board_font(max(6, round(scale * 0.2)), bold=True)


#: A place name's lines wrap at this many hex widths, and it shows this many lines at most
#: (the last ending in "…" when more were written): a name of a hundred letters on one
#: line ran across the board and off the page, and the canvas repaints the rows a name's
#: plates may reach (two above and two below) only.
LABEL_WIDTH_HEXES = 4.0
LABEL_LINES = 4


def label_lines(text: Sequence[str], scale: float) -> list[str]:
    """The lines a place name of ``text`` is drawn in at ``scale`` pixels per hex: its own
    lines (empty ones left out), each wrapped between words at :data:`LABEL_WIDTH_HEXES`
    (a word wider than that cut with "…"), at most :data:`LABEL_LINES`; the characters
    that do not print (:func:`editor.engine.words.printable`) left out."""
    font = label_font(scale)
    width = LABEL_WIDTH_HEXES * scale
    out: list[str] = []
    # what of the text prints (editor.engine.words.printable): a control character would
    # print as a box, and make an SVG file of the map ill-formed XML
    for line in (t for t in map(printable, text) if t):
        words = line.split()
        current = ""
        for word in words:
            joined = f"{current} {word}" if current else word
            if current and text_width(font, joined) > width:
                out.append(current)
                current = word
            else:
                current = joined
        out.append(current if words else line)
    metrics = QFontMetricsF(font)
    elide = Qt.TextElideMode.ElideRight
    out = [metrics.elidedText(t, elide, width) for t in out] or [""]
    if len(out) > LABEL_LINES:
        out = out[:LABEL_LINES]
        # the last line kept says that more was written: its own "…" kept, or cut as the
        # line is when the two do not fit
        out[-1] = metrics.elidedText(out[-1] + "…", elide, width)
    return out


def label_half_width(lines: Sequence[str], scale: float) -> float:
    """How far from its hex's centre a place name may reach sideways, in pixels (its
    widest line on its plate): what a canvas repaints when the name may move."""
    font = label_font(scale)
    widest = max((text_width(font, t) for t in lines), default=0.0)
    return widest / 2 + QFontMetricsF(font).height()


class PlacedLabel(NamedTuple):
    """A place name as drawn: its hex, its lines (:func:`label_lines`), which of its places
    it takes (:func:`place_label`) and the plates of its lines there."""

    coord: Coord
    lines: tuple[str, ...]
    place: int
    plates: tuple[QRectF, ...]


#: A name's plates stay within this many rows of its hex (four lines above a unit's token
#: reach a row and a half up): the names a name may cover stand this near.
LABEL_ROWS = 3


def label_order(scenario: Scenario) -> list[Label]:
    """The place names on the board in reading order (by row, then column; the file's order
    among names of one hex): the order in which each steps aside from those before it."""
    return sorted((lb for lb in scenario.labels if scenario.board.contains(lb.coord)),
                  key=lambda lb: (lb.coord.row, lb.coord.col))


def place_labels(scenario: Scenario, lay: Layout, hex_labels: HexLabels, scale: float,
                 before: Sequence[PlacedLabel] | None = None,
                 near: Callable[[Coord], bool] | None = None) -> list[PlacedLabel]:
    """Every place name placed (:func:`place_label`), in :func:`label_order`, each clear of
    the names before it where it can be: two names on neighbouring hexes were drawn over
    each other.

    ``before`` and ``near``: the names as placed before an edit near the hexes ``near``
    says, for a caller that keeps them (the canvas): only the names near those hexes are
    placed again, and those near a name that moved, as a whole placement would place them.
    """
    font = label_font(scale)
    order = label_order(scenario)
    kept = before if before is not None and near is not None and len(before) == len(order) \
        else None
    out: list[PlacedLabel] = []
    moved: list[int] = []  # rows of the names placed elsewhere than before
    for i, label in enumerate(order):
        c = label.coord
        old = kept[i] if kept is not None else None
        if old is not None and near is not None and old.coord == c and not near(c) \
                and not any(abs(row - c.row) <= 2 * LABEL_ROWS for row in moved):
            out.append(old)
            continue
        lines = tuple(label_lines(label.text, scale))
        taken = [b for p in out if abs(p.coord.row - c.row) <= 2 * LABEL_ROWS
                 for b in p.plates]
        place, plates = place_label(scenario, lay, hex_labels, c, lines, font, taken)
        out.append(PlacedLabel(c, lines, place, tuple(plates)))
        if old is not None and old.plates != out[-1].plates:
            moved.append(c.row)
    return out


#: How far across a hex of its row a place name must reach to name it too, from their
#: common side (0) to its centre (1), in the name's own direction.
LABEL_SPAN = 0.5


def label_spans(scenario: Scenario, lay: Layout, placed: PlacedLabel) -> tuple[Coord, ...]:
    """The hexes a place name names as the map draws it (``placed``, of
    :func:`place_labels` with ``lay``): its own, and each hex of its row beside it of the
    same terrain (a town of two hexes, a river...) that it reaches :data:`LABEL_SPAN` of
    the way across. A name runs along its row: a hex of the rows above and below meets it
    at a corner only."""
    c = placed.coord
    kin = row_kin(scenario, c)
    if not kin or not placed.plates:
        return (c,)
    x = lay.center(c).x()
    # a neighbour's centre is a hex's width (two half widths) away, their side half of that
    need = lay.half_w * (1 + LABEL_SPAN)
    right = max(p.right() for p in placed.plates) - x
    left = x - min(p.left() for p in placed.plates)
    return (c, *(n for n in kin if (right if n.col > c.col else left) >= need))


def row_kin(scenario: Scenario, c: Coord) -> tuple[Coord, ...]:
    """The hexes beside ``c`` on its row (left, then right) of its terrain: those a place
    name on ``c`` may name too (:func:`label_spans`)."""
    hexes = scenario.hexes
    own = hexes.get(c)
    if own is None or own.terrain is None:
        return ()
    return tuple(n for n in (Coord(c.row, c.col - 2), Coord(c.row, c.col + 2))
                 if scenario.board.contains(n) and (h := hexes.get(n)) is not None
                 and h.terrain is not None and h.terrain.name == own.terrain.name)


#: A name's places (:func:`place_label`), in the order tried: below the hex's centre, below
#: the units' tokens, above them; then each of those half a hex and a hex to either side
#: (where names stand on neighbouring hexes), as the row of its tops and the shift in
#: half hexes.
LABEL_PLACES: tuple[tuple[int, int], ...] = tuple(
    (top, shift) for shift in (0, 1, -1, 2, -2) for top in range(3))
_MOST_SHIFT = max(abs(shift) for _, shift in LABEL_PLACES)


def _label_top(lay: Layout, c: Coord, lines: Sequence[str], font: QFont, top: int) -> float:
    """The top of a name's lines at the row ``top`` of :data:`LABEL_PLACES`."""
    y = lay.center(c).y()
    r = lay.radius
    block = font.pixelSize() * 1.15 * len(lines)
    return (y + r * 0.42 - block / 2,   # below the centre
            y + r * 0.70,               # below the unit's token
            y - r * 0.70 - block)[top]  # above it


def _label_boxes(bounds: QRectF, lay: Layout, c: Coord, lines: Sequence[str], font: QFont,
                 place: int, widths: Sequence[float] | None = None) -> list[QRectF]:
    """The plates of a name's lines at its place ``place``; ``widths``: the lines'
    (:func:`text_width`), when the caller has them."""
    widths = widths if widths is not None else [text_width(font, t) for t in lines]
    top_row, shift = LABEL_PLACES[place]
    top = _label_top(lay, c, lines, font, top_row)
    line_h = font.pixelSize() * 1.15
    plate_h = font.pixelSize() * 1.25  # as _plate makes them
    # the lines kept together on the board (each kept on it alone, the lines of a name on
    # the bottom row were piled on one another)
    top = max(min(top, bounds.bottom() - line_h * (len(lines) - 0.5) - plate_h / 2),
              bounds.top() - line_h / 2 + plate_h / 2)
    x = lay.center(c).x() + shift * lay.half_w
    return [_plate(bounds, QPointF(x, top + line_h * (i + 0.5)), text, font, width)
            for i, (text, width) in enumerate(zip(lines, widths, strict=True))]


def place_label(scenario: Scenario, lay: Layout, hex_labels: HexLabels, c: Coord,
                lines: Sequence[str], font: QFont, taken: Sequence[QRectF] = ()
                ) -> tuple[int, list[QRectF]]:
    """Where the lines of a place name on ``c`` go, and which of its places
    (:data:`LABEL_PLACES`) that is (0: below the hex's centre, clear of the hex names of
    the next row; 1: below the units' tokens; 2: above them; then the same beside): the
    first that covers no unit, no other name's plate (``taken``: those of the names placed
    before it) and, when hex names are shown, no hex name; else the least covered. It
    depends on the scenario, the geometry and ``taken`` only, never on the region drawn
    nor on a painter, so that a canvas repainting a few hexes puts a name where a full
    render does, and can tell when a name moves."""
    # plain numbers (left, top, right, bottom), and only what one of its places may cover:
    # a name tried in all its places on a crowded board cost most of a millisecond
    widths = [text_width(font, t) for t in lines]
    reach = _label_reach(lay, c, widths, font.pixelSize())
    hidden = _within(reach, (*_unit_boxes(scenario, lay, c), *taken))
    names = _hex_names_within(scenario, lay, c, reach) \
        if hex_labels is not HexLabels.NONE else []
    bounds = board_bounds(scenario, lay)
    best: tuple[float, int, list[QRectF]] | None = None
    for place in range(len(LABEL_PLACES)):
        boxes = _label_boxes(bounds, lay, c, lines, font, place, widths)
        edges = [_edges(b) for b in boxes]
        # a unit or another name hidden counts fully, a hex name half
        covered = _overlap(edges, hidden) + 0.5 * _overlap(edges, names)
        if best is None or covered < best[0] - 1e-6:
            best = (covered, place, boxes)
        if covered == 0:
            break
    assert best is not None
    return best[1], best[2]


Edges = tuple[float, float, float, float]


def _edges(r: QRectF) -> Edges:
    return r.left(), r.top(), r.right(), r.bottom()


def _label_reach(lay: Layout, c: Coord, widths: Sequence[float], size: int) -> Edges:
    """A box round every place a name on ``c`` may take (:data:`LABEL_PLACES`), its lines
    ``widths`` wide in a font of ``size`` pixels."""
    centre = lay.center(c)
    side = _MOST_SHIFT * lay.half_w + max(widths, default=0.0) / 2 + size
    tall = lay.radius * 0.70 + size * 1.25 * (len(widths) + 1)
    return centre.x() - side, centre.y() - tall, centre.x() + side, centre.y() + tall


def _within(reach: Edges, boxes: Iterable[QRectF]) -> list[Edges]:
    """The edges of the ``boxes`` that reach into ``reach``."""
    left, top, right, bottom = reach
    out = []
    for b in boxes:
        e = _edges(b)
        if e[0] < right and left < e[2] and e[1] < bottom and top < e[3]:
            out.append(e)
    return out


def _overlap(boxes: Sequence[Edges], others: Sequence[Edges]) -> float:
    """The area the ``boxes`` share with the ``others``, summed pair by pair."""
    total = 0.0
    for l0, t0, r0, b0 in boxes:
        for l1, t1, r1, b1 in others:
            w = min(r0, r1) - max(l0, l1)
            if w > 0:
                h = min(b0, b1) - max(t0, t1)
                if h > 0:
                    total += w * h
    return total


def board_bounds(scenario: Scenario, lay: Layout) -> QRectF:
    """The whole board's hexes' bounding box in the drawing's coordinates, also when only
    a region is drawn (whose layout's own rectangle ends at the region's last row)."""
    board = scenario.board
    last = board.rows - 1
    top_left = lay.center(Coord(0, 0))
    right = lay.center(Coord(0, board.max_col)).x() + lay.half_w
    bottom = lay.center(Coord(last, last % 2)).y() + lay.radius
    return QRectF(QPointF(top_left.x() - lay.half_w, top_left.y() - lay.radius),
                  QPointF(right, bottom))


#: Widths of texts drawn on the board, by font and text (:func:`text_width`).
_WIDTHS: dict[tuple[str, str], float] = {}


def text_width(font: QFont, text: str) -> float:
    """The advance of ``text`` in ``font``, kept: the place names and counts of a board
    are measured again at every drawing (a fresh font metrics and its measure cost some
    0.05 ms a line, 2 ms a canvas repaint of a crowded board)."""
    key = (font.key(), text)
    width = _WIDTHS.get(key)
    if width is None:
        if len(_WIDTHS) >= 4096:
            _WIDTHS.clear()
        width = _WIDTHS[key] = QFontMetricsF(font).horizontalAdvance(text)
    return width


def _plate(board: QRectF, at: QPointF, text: str, font: QFont,
           width: float | None = None) -> QRectF:
    """The plate of a line of text centred on ``at``, kept inside ``board`` (a place name
    on an edge hex is wider than the hex). ``width``: the text's (:func:`text_width`), when
    the caller knows it."""
    metrics_w = text_width(font, text) if width is None else width
    h = font.pixelSize() * 1.25
    box = QRectF(at.x() - metrics_w / 2 - h * 0.2, at.y() - h / 2, metrics_w + h * 0.4, h)
    if box.width() <= board.width():
        if box.left() < board.left():
            box.moveLeft(board.left())
        elif box.right() > board.right():
            box.moveRight(board.right())
    if box.top() < board.top():
        box.moveTop(board.top())
    elif box.bottom() > board.bottom():
        box.moveBottom(board.bottom())
    return box


def _figures(u: Unit) -> int | None:
    """The figures a unit's token counts: its own, else its type's standard (``None``
    when neither is known: no count is drawn)."""
    return u.nbr_units if u.nbr_units is not None else STANDARD_FIGURES.get(
        unit_type(u.name) or "")


def _side_by_side(places: Sequence[float], widths: Sequence[float], gap: float
                  ) -> list[float]:
    """The centres of plates ``widths`` wide wanted at ``places`` (in order, left to
    right): those places when the plates stand ``gap`` apart there, else the plates side by
    side, ``gap`` apart, about the middle of the places.

    >>> _side_by_side([-10, 10], [8, 8], 2)
    [-10, 10]
    >>> _side_by_side([-10, 10], [30, 20], 2)
    [-11.0, 16.0]
    >>> _side_by_side([-10, 0, 10], [10, 10, 10], 2)  # centred on the middle place
    [-12.0, 0.0, 12.0]
    """
    if all(b - a >= (wa + wb) / 2 + gap for a, b, wa, wb in
           zip(places, places[1:], widths, widths[1:])):
        return list(places)
    x = sum(places) / len(places) - (sum(widths) + gap * (len(widths) - 1)) / 2
    out = []
    for w in widths:
        out.append(x + w / 2)
        x += w + gap
    return out


def _unit_boxes(scenario: Scenario, lay: Layout, c: Coord) -> list[QRectF]:
    """The boxes of the unit tokens (with badge and figure count) a place name on hex ``c``
    could cover (:func:`label_neighbours`)."""
    r = lay.radius
    out = []
    for n in label_units(scenario, c):
        at = lay.center(n)
        out.append(QRectF(at.x() - r * 0.66, at.y() - r * 0.68, r * 1.38, r * 1.34))
    return out


def _hex_names_within(scenario: Scenario, lay: Layout, c: Coord, reach: Edges
                      ) -> list[Edges]:
    """The plates of the hex names a place name on ``c`` could cover, those reaching into
    ``reach`` (:func:`_label_reach`)."""
    r = lay.radius
    left, top, right, bottom = reach
    out = []
    for row in (c.row - 1, c.row, c.row + 1, c.row + 2):
        for col in range(c.col - 8, c.col + 9):
            if (row + col) % 2 == 0 and scenario.board.contains(Coord(row, col)):
                at = lay.center(Coord(row, col))
                x0, y0 = at.x() - r * 0.4, at.y() - r * 0.92
                x1, y1 = x0 + r * 0.8, y0 + r * 0.36
                if x0 < right and left < x1 and y0 < bottom and top < y1:
                    out.append((x0, y0, x1, y1))
    return out


def label_neighbours(c: Coord) -> Iterator[Coord]:
    """The hexes whose units a place name on ``c`` may step aside from: its own, and those
    of its row and the rows above and below, four hexes either way."""
    for row in (c.row - 1, c.row, c.row + 1):
        for col in range(c.col - 8, c.col + 9):
            if (row + col) % 2 == 0:
                yield Coord(row, col)


def label_units(scenario: Scenario, c: Coord) -> frozenset[Coord]:
    """The hexes with a unit a place name on ``c`` steps aside from: its placement depends
    on these and on nothing else of the board (the canvas repaints a name when they
    change)."""
    hexes = scenario.hexes
    return frozenset(n for n in label_neighbours(c)
                     if (h := hexes.get(n)) is not None and h.unit is not None)


def _drawn_turn(piece: Piece, on: Piece | None) -> float:
    """The orientation a piece's art is drawn at: 1 for a piece of one drawing or an
    orientation out of range; half a step less for a bridge on a road (``on``)."""
    count = CATALOG[piece.name].orientations if piece.name in CATALOG else 1
    turn = piece.turn if 1 <= piece.turn <= 6 and count > 1 else 1
    return drawn_turn(piece.name, turn, on.name if on is not None else None)


#: Pond tiles (a pond with a stream leaving through W at orientation 1).
POND_NAMES: frozenset[str] = frozenset({"pond"})
#: The neighbour a pond's stream leads to, per orientation (W, SW, SE, E, NE, NW: the
#: stream turns 60° counter-clockwise per step, docs/ART.md), as (row, col) steps.
_POND_STEPS: tuple[tuple[int, int], ...] = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1),
                                            (-1, -1))
#: The pond's shore and water as strokes, widest first (the colours of its art).
_POND_WATER: tuple[tuple[str, float], ...] = (("#86a35a", 80.0), ("#3b78ad", 68.0),
                                              ("#5b9fd3", 58.0))


def _facing_ways(piece: Piece) -> tuple[float, ...]:
    """The ways (degrees counter-clockwise from east) a square piece's facing mark points:
    a bunker's one (:data:`FACINGS`), a line's two ends (:data:`AXES`), none for another
    piece; turned with the piece's drawing."""
    if piece.name not in FACINGS and piece.name not in AXES:
        return ()
    turned = 60.0 * (_drawn_turn(piece, None) - 1)
    if piece.name in FACINGS:
        return (FACINGS[piece.name] + turned,)
    return (AXES[piece.name] + turned, AXES[piece.name] + turned + 180.0)


def _mark_meets(ways: tuple[float, ...], place: tuple[float, float, float]) -> bool:
    """Whether a facing mark pointing ``ways`` runs into a disc at ``place`` (x, y and
    diameter in viewBox units of the hex, y down, as :data:`_COUNT`): whether the mark's
    arms (:data:`_FACING_SPREAD` to either side) reach the angles the disc covers."""
    x, y, d = place
    at = math.degrees(math.atan2(-y, x))
    half = math.degrees(math.asin(min(1.0, d / 2 / math.hypot(x, y))))
    return any(abs((way - at + 180.0) % 360.0 - 180.0) < _FACING_SPREAD + half for way in ways)


def _border_reach(angle: float) -> float:
    """How far a hex's border is from its centre at ``angle`` (degrees counter-clockwise
    from east), as a fraction of the distance to its corners (pointy-topped: the corners
    at 30° + k·60°, 1; the middles of the edges, cos 30°)."""
    off = (angle % 60.0) - 30.0
    return math.cos(math.radians(30.0)) / math.cos(math.radians(30.0 - abs(off)))


def _ink(colour: str) -> str:
    """A colour blended 55 % toward white, as the ink saver draws the art (docs/ART.md)."""
    c = QColor(colour)
    mix = [round(v + (255 - v) * 0.55) for v in (c.red(), c.green(), c.blue())]
    return QColor(*mix).name()


def stands_on(h: Hex) -> Piece | None:
    """What a unit on ``h`` stands on that its token would hide: the square piece (bunker,
    bridge, ship...) or a landmark tile (town, church...), shown as an inset beside it."""
    if h.rect_terrain is not None:
        return h.rect_terrain
    if h.terrain is not None and h.terrain.name in LANDMARKS:
        return h.terrain
    return None


def _hex_polygon(centre: QPointF, r: float) -> QPolygonF:
    """A pointy-top hexagon of circumradius ``r`` (the shape of an inset)."""
    return QPolygonF([QPointF(centre.x() + r * math.cos(math.radians(a)),
                              centre.y() + r * math.sin(math.radians(a)))
                      for a in (-90, -30, 30, 90, 150, 210)])


class _ImageCache:
    """The last ``kept`` images made, by key (drawings may run on several threads)."""

    def __init__(self, kept: int) -> None:
        self._kept = kept
        self._images: OrderedDict[tuple[object, ...], QImage] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple[object, ...]) -> QImage | None:
        with self._lock:
            image = self._images.get(key)
            if image is not None:
                self._images.move_to_end(key)
            return image

    def put(self, key: tuple[object, ...], image: QImage) -> None:
        with self._lock:
            self._images[key] = image
            while len(self._images) > self._kept:
                self._images.popitem(last=False)


#: Layers of grid and section lines (:meth:`_Scene.lines`), by board, geometry and pixel
#: ratio: the canvas's at its zoom, and an export's or a zoom step's.
_LINES = _ImageCache(3)
#: No fill: an outline's stamp (:meth:`_Scene.outlines`).
_CLEAR = QColor(0, 0, 0, 0)
#: Hexes put down as images (:func:`stamp_hex`), by size, colours and quarter-pixel offset:
#: 16 offsets of a few colours at one or two zooms.
_STAMPS = _ImageCache(512)


def stamp_hex(painter: QPainter, centre: QPointF, radius: float, fill: QColor,
              edge: QPen | None = None, opacity: float = 1.0,
              pixels: tuple[float, float, float] | None = None) -> bool:
    """Put down a pointy-top hex of circumradius ``radius`` centred on ``centre``, filled
    with ``fill`` and stroked with ``edge``, as a cached stamp (:data:`_STAMPS`, by size,
    colours and quarter-pixel offset) drawn at ``opacity``. Only on a raster device painted
    without scaling or rotation; elsewhere ``False``, nothing drawn (the caller draws the
    path).

    Qt's antialiased fill of a translucent colour on an image hands its spans to the GUI
    thread pool: on a busy two-core machine 120 heat hexes cost 10 to 15 ms that way, and
    a tinted hex of the play mode 0.25 ms; stamped, 0.3 ms for the 120. A stamp blends to
    the path's pixels within a level or two (the edges within a quarter pixel's shift).
    ``pixels``: the painter's :func:`_pixels`, when the caller knows them."""
    at = _stamp_at(painter, centre, pixels)
    if at is None:
        return False
    tx, ty, dpr, (ix, fx), (iy, fy) = at
    width = edge.widthF() if edge is not None else 0.0
    margin = math.ceil((radius + width) * dpr) + 1
    key = (round(radius * dpr, 3), margin, fx, fy, fill.rgba(),
           None if edge is None else (edge.color().rgba(), round(width * dpr, 3),
                                      edge.joinStyle(), edge.capStyle(), _dashes(edge)), dpr)
    stamp = _STAMPS.get(key)
    if stamp is None:
        stamp = new_image(2 * margin + 2, 2 * margin + 2, "a hex's stamp")
        stamp.fill(Qt.GlobalColor.transparent)
        path = QPainterPath()
        path.addPolygon(_hex_polygon(QPointF(margin + fx / 4, margin + fy / 4), radius * dpr))
        path.closeSubpath()
        with painting(stamp) as q:
            q.setRenderHint(QPainter.RenderHint.Antialiasing)
            q.fillPath(path, fill)
            if edge is not None:
                pen = QPen(edge)
                pen.setWidthF(width * dpr)
                q.strokePath(path, pen)
        stamp.setDevicePixelRatio(dpr)
        _STAMPS.put(key, stamp)
    was = painter.opacity()  # the only state changed: no save and restore of all of it
    painter.setOpacity(was * opacity)
    painter.drawImage(QPointF((ix - margin) / dpr - tx, (iy - margin) / dpr - ty), stamp)
    painter.setOpacity(was)
    return True


def _dashes(pen: QPen) -> tuple[float, ...]:
    """A pen's dash pattern (in pen widths), ``()`` for a solid line: a stamp's key."""
    return () if pen.style() == Qt.PenStyle.SolidLine else tuple(pen.dashPattern())


#: Counts on their plates put down as images (:func:`stamp_plates`), by text, font, colours,
#: size and quarter-pixel offset: a few counts of each heat layer's colour at one zoom.
_PLATES = _ImageCache(512)


def stamp_plates(painter: QPainter, plates: Sequence[tuple[QRectF, str]], font: QFont,
                 ink: QColor, halo: QColor, pixels: tuple[float, float, float] | None = None,
                 font_key: str | None = None) -> bool:
    """Put down each text on its plate in its box, as :meth:`_Scene.plate_text` draws them,
    from cached stamps (:data:`_PLATES`); only on a raster device painted without scaling or
    rotation, elsewhere ``False`` and nothing drawn. For the heat maps' counts, a few
    numbers drawn a hundred times: a plate and its text laid out each time cost 0.04 ms,
    5 ms of a board's heat. ``pixels`` as for :func:`stamp_hex`; ``font_key``, the font's
    ``key()`` when the caller knows it (asking it costs some microseconds).

    The stamps missing are drawn together, on one image cut up afterwards: a painter begun
    on an image of its own for each stamp cost more than the plate drawn where it goes,
    and a run's first picture, which has most of its counts to stamp (some 100 of 122), took
    21 ms rather than 12."""
    at = pixels or _pixels(painter)
    if at is None:
        return False
    key_of_font = font_key or font.key()
    inks = ink.rgba(), halo.rgba()
    stamps: dict[tuple[object, ...], QImage] = {}
    missing: dict[tuple[object, ...], tuple[QRectF, str, int, int]] = {}
    placed = []
    tx, ty, dpr = at
    for box, text in plates:
        (ix, fx), (iy, fy) = _quarter_pixels(box.topLeft(), at)
        key = (text, key_of_font, *inks, round(box.width() * dpr, 2),
               round(box.height() * dpr, 2), fx, fy, dpr)
        if key not in stamps and key not in missing:
            stamp = _PLATES.get(key)
            if stamp is None:
                missing[key] = (box, text, fx, fy)
            else:
                stamps[key] = stamp
        placed.append((key, QPointF((ix - 1) / dpr - tx, (iy - 1) / dpr - ty)))
    if missing:
        stamps.update(_draw_stamps(painter, missing, dpr, font, ink, halo))
    for key, point in placed:
        painter.drawImage(point, stamps[key])
    return True


#: The most device pixels a sheet of :func:`_draw_stamps` is high: at the canvas's highest
#: zoom on a HiDPI screen a layer's counts on a busy board are a few hundred stamps some
#: 150 pixels high, one sheet for them all an image of tens of megabytes.
SHEET_HEIGHT = 4096


def _draw_stamps(painter: QPainter,
                 plates: dict[tuple[object, ...], tuple[QRectF, str, int, int]], dpr: float,
                 font: QFont, ink: QColor, halo: QColor) -> dict[tuple[object, ...], QImage]:
    """The stamps of :func:`stamp_plates` ``plates`` (by key: the box, the text, and the
    quarter pixels past the device pixel across and down), drawn one under the other on
    sheets at ``dpr`` (:data:`SHEET_HEIGHT` at most, or one stamp), then cut apart and
    kept in :data:`_PLATES`."""
    sheets: list[list[tuple[tuple[object, ...], int, int, int]]] = [[]]
    height = 0
    for key, (box, _text, _fx, _fy) in plates.items():
        w, h = math.ceil(box.width() * dpr) + 3, math.ceil(box.height() * dpr) + 3
        if sheets[-1] and height + h > SHEET_HEIGHT:
            sheets.append([])
            height = 0
        sheets[-1].append((key, height, w, h))
        height += h
    made = {}
    for slots in sheets:
        sheet = new_image(max(w for _k, _t, w, _h in slots),
                          sum(h for _k, _t, _w, h in slots), "the plates of the counts")
        sheet.setDevicePixelRatio(dpr)
        sheet.fill(Qt.GlobalColor.transparent)
        with painting(sheet) as q:
            q.setRenderHints(painter.renderHints())
            for key, top, _w, _h in slots:
                box, text, fx, fy = plates[key]
                _draw_plate(q, QRectF((1 + fx / 4) / dpr, (top + 1 + fy / 4) / dpr,
                                      box.width(), box.height()), text, font, ink, halo)
        for key, top, w, h in slots:
            stamp = sheet.copy(0, top, w, h)
            stamp.setDevicePixelRatio(dpr)
            _PLATES.put(key, stamp)
            made[key] = stamp
    return made


def _draw_plate(p: QPainter, box: QRectF, text: str, font: QFont, ink: QColor,
                halo: QColor) -> None:
    h = box.height()
    p.save()
    p.setFont(font)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(halo)
    p.drawRoundedRect(box, h * 0.3, h * 0.3)
    p.setPen(ink)
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    p.restore()


_RASTER = QPaintEngine.Type.Raster


def _is_raster(painter: QPainter) -> bool:
    engine = painter.paintEngine()
    return engine is not None and engine.type() == _RASTER


def _stamp_at(painter: QPainter, point: QPointF, pixels: tuple[float, float, float] | None
              ) -> tuple[float, float, float, tuple[int, int], tuple[int, int]] | None:
    """Where a stamp anchored at ``point`` goes: the painter's :func:`_pixels` (``pixels``
    when the caller knows them), then the device pixel and the quarter pixel past it, across
    and down; ``None`` where no stamp may go."""
    at = pixels or _pixels(painter)
    if at is None:
        return None
    return (*at, *_quarter_pixels(point, at))


def _quarter_pixels(point: QPointF, pixels: tuple[float, float, float]
                    ) -> tuple[tuple[int, int], tuple[int, int]]:
    """The device pixel of ``point`` drawn at ``pixels`` (:func:`_pixels`) and the quarter
    pixel past it, across and down."""
    tx, ty, dpr = pixels
    return (divmod(round((point.x() + tx) * dpr * 4), 4),
            divmod(round((point.y() + ty) * dpr * 4), 4))


def _pixels(painter: QPainter) -> tuple[float, float, float] | None:
    """Where ``painter`` puts its drawing in the pixels of a raster device: its translation
    and the device's pixel ratio; ``None`` when it scales, turns or is not a raster (an
    image put down there would be resampled). Asked for every tile, stamp and plate drawn,
    in the plainest calls (Qt's enums cost microseconds each to compare)."""
    t = painter.worldTransform()
    if t.isScaling() or t.isRotating() or not t.isAffine() or not _is_raster(painter):
        return None
    device = painter.device()
    return t.dx(), t.dy(), device.devicePixelRatioF() if device is not None else 1.0

