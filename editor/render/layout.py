"""Where each hex is on the drawing: :class:`Layout` maps board coordinates to pixels and back.

Built on :meth:`Board.center` (pointy-top hexes, the engine's one geometry); it adds the
scale, the crop to a region, a small margin and the medal-stand bands.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QPainterPath, QPolygonF

from editor.engine.board import Board, Coord, cube_round

from .options import RenderOptions

#: Height of a medal-stand band, in hex widths.
STAND_BAND = 0.95


class Layout:
    """Pixel geometry of one board drawn with some :class:`RenderOptions`.

    >>> from editor.engine.board import BoardType
    >>> lay = Layout(Board(BoardType.STANDARD), RenderOptions(scale=40))
    >>> lay.hex_at(lay.center(Coord(4, 12))) == Coord(4, 12)
    True
    """

    def __init__(self, board: Board, options: RenderOptions) -> None:
        self.board = board
        self.options = options
        self.radius = options.radius
        self.half_w = options.scale / 2
        region = options.region
        coords = board.coords if region is None else [c for c in board.coords if c in region]
        self.coords: tuple[Coord, ...] = tuple(coords)
        #: The same hexes, for membership tests.
        self.coord_set: frozenset[Coord] = frozenset(coords)
        # margin so that outlines and highlight strokes are not cut at the image border
        self.margin = max(2.0, options.scale * 0.06)
        if coords:
            centres = [board.center(c, self.radius) for c in coords]
            xs = [x for x, _ in centres]
            ys = [y for _, y in centres]
            x0, x1 = min(xs) - self.half_w, max(xs) + self.half_w
            y0, y1 = min(ys) - self.radius, max(ys) + self.radius
        else:
            x0 = x1 = y0 = y1 = 0.0
        self.stand_band = (options.scale * STAND_BAND
                           if options.medal_stands and options.region is None else 0.0)
        self._dx = self.margin - x0
        self._dy = self.margin + self.stand_band - y0
        self.board_rect = QRectF(self.margin, self.margin + self.stand_band, x1 - x0, y1 - y0)
        #: The band under the board holding the heat maps' legend (images only).
        self.legend_font = max(9, round(self.radius * 0.42))
        self.legend_band = (self.legend_font * (1.6 * len(options.heat) + 0.9)
                            if options.heat and options.heat_legend and options.region is None
                            else 0.0)
        self.size = QSizeF(x1 - x0 + 2 * self.margin,
                           y1 - y0 + 2 * self.margin + 2 * self.stand_band + self.legend_band)

    # --- hexes -------------------------------------------------------------------------------

    def center(self, c: Coord) -> QPointF:
        x, y = self.board.center(c, self.radius)
        return QPointF(x + self._dx, y + self._dy)

    def inset_radius(self, shrink: float) -> float:
        """The circumradius of a hex's outline moved ``shrink`` pixels inside it."""
        return self.radius - shrink * 2 / math.sqrt(3)

    def hex_polygon(self, c: Coord, shrink: float = 0.0) -> QPolygonF:
        """The hex's outline, optionally ``shrink`` pixels inside it."""
        p = self.center(c)
        r = self.inset_radius(shrink)
        return QPolygonF([QPointF(p.x() + r * math.cos(math.radians(90 + 60 * k)),
                                  p.y() - r * math.sin(math.radians(90 + 60 * k)))
                          for k in range(6)])

    def hex_path(self, coords: Iterable[Coord], shrink: float = 0.0) -> QPainterPath:
        """One path made of the outlines of ``coords``."""
        path = QPainterPath()
        for c in coords:
            poly = self.hex_polygon(c, shrink)
            path.addPolygon(poly)
            path.closeSubpath()
        return path

    def hex_rect(self, c: Coord) -> QRectF:
        """The square box of the hex's art (``viewBox -100 -100 200 200``)."""
        p = self.center(c)
        r = self.radius
        return QRectF(p.x() - r, p.y() - r, 2 * r, 2 * r)

    def hex_at(self, point: QPointF) -> Coord | None:
        """The hex under a point of the drawing, or ``None`` off the board (or the region)."""
        # axial coordinates of the point, then cube rounding
        x = point.x() - self._dx - self.half_w
        y = point.y() - self._dy - self.radius
        r = y / (1.5 * self.radius)
        q = x / (2 * self.half_w) - r / 2
        c = cube_round(q, -q - r, r)
        if not self.board.contains(c):
            return None
        if self.options.region is not None and c not in self.options.region:
            return None
        return c

    def nearest_hex(self, point: QPointF) -> Coord | None:
        """The hex of the drawing whose centre is nearest to a point, on the board or off it
        (a drag begun or carried beside the board reaches its edge hexes); ``None`` when the
        drawing has no hex.

        >>> from editor.engine.board import BoardType
        >>> lay = Layout(Board(BoardType.STANDARD), RenderOptions(scale=40))
        >>> lay.nearest_hex(QPointF(-500, -500)), lay.nearest_hex(lay.center(Coord(4, 12)))
        (Coord(row=0, col=0), Coord(row=4, col=12))
        """
        def away(c: Coord) -> float:
            p = self.center(c)
            return (p.x() - point.x()) ** 2 + (p.y() - point.y()) ** 2

        return min(self.coords, key=away, default=None)

    def column_x(self, col: float) -> float:
        """The x of a column's centre line (section lines run along columns 7, 17...)."""
        return (col + 1) * self.half_w + self._dx

    @property
    def top_band(self) -> QRectF:
        """The band above the board (player 1's medal stand)."""
        return QRectF(0, 0, self.size.width(), self.stand_band)

    @property
    def bottom_band(self) -> QRectF:
        return QRectF(0, self.size.height() - self.legend_band - self.stand_band,
                      self.size.width(), self.stand_band)

    def image_size(self) -> tuple[int, int]:
        """Whole pixels needed to hold the drawing."""
        return math.ceil(self.size.width()), math.ceil(self.size.height())


@functools.lru_cache(maxsize=8)
def _whole(board: Board, scale: float, medal_stands: bool) -> Layout:
    return Layout(board, RenderOptions(scale=scale, medal_stands=medal_stands))


def whole_board(board: Board, options: RenderOptions) -> Layout:
    """The layout of the whole board drawn with ``options``, without their region and
    heat legend (the band under the board), kept for the next call at the same geometry:
    a canvas re-rendering a few hexes asks it where the layer of grid lines goes, and
    building it cost 1 ms on an Overlord board. Only its geometry serves: its own options
    are not ``options``."""
    return _whole(board, options.scale, options.medal_stands)
