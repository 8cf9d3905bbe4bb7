"""Icons of the window's commands and tools, drawn in code (no theme is needed, so they look
the same on every desktop and under Xvfb), sharp at any device pixel ratio: a ``QIcon``
built from a painter function renders each size it is asked for."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (QColor, QFont, QGuiApplication, QIcon, QIconEngine, QPainter,
                           QPainterPath, QPalette, QPen, QPixmap, QPolygonF)

from .text import is_dark

#: The outlines' ink on a light window; on a dark one (a dark desktop theme) the icons take
#: the palette's own text colour instead, or the outlines would vanish into the toolbar.
INK = QColor("#2b2f33")
ACCENT = QColor("#1d6fd1")
#: The accent on a dark window: the light one has too little contrast there.
ACCENT_ON_DARK = QColor("#6aa8f5")

Painter = Callable[[QPainter], None]


def _dark() -> bool:
    """Whether the window is dark (a dark desktop theme); read at each paint, so that a
    theme switch shows at once."""
    return is_dark(QGuiApplication.palette())


def _ink() -> QColor:
    """The outline colour: :data:`INK` on a light window, the palette's button text on a
    dark one."""
    return QGuiApplication.palette().color(QPalette.ColorRole.ButtonText) if _dark() else INK


def _accent() -> QColor:
    return ACCENT_ON_DARK if _dark() else ACCENT


class _DrawnIcon(QIconEngine):
    """An icon engine that draws a 24 × 24 design at whatever size Qt asks for."""

    def __init__(self, draw: Painter) -> None:
        super().__init__()
        self._draw = draw

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State
              ) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(rect.topLeft())
        painter.scale(rect.width() / 24, rect.height() / 24)
        if mode == QIcon.Mode.Disabled:
            painter.setOpacity(0.35)
        self._draw(painter)
        painter.restore()

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        if size.isEmpty():  # (a toolbar squeezed to nothing asks for one: nothing to draw)
            return QPixmap()
        pm = QPixmap(size)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        self.paint(p, QRect(0, 0, size.width(), size.height()), mode, state)
        p.end()
        return pm

    def scaledPixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State,  # noqa: N802
                     scale: float) -> QPixmap:
        pm = self.pixmap(QSize(round(size.width() * scale), round(size.height() * scale)),
                         mode, state)
        pm.setDevicePixelRatio(scale)
        return pm

    def clone(self) -> QIconEngine:
        return _DrawnIcon(self._draw)


def drawn_icon(draw: Painter) -> QIcon:
    """An icon drawn by ``draw`` in a 24 × 24 box, at whatever size and pixel ratio it is
    shown: sharp on every screen."""
    return QIcon(_DrawnIcon(draw))


def _pen(p: QPainter, colour: QColor | None = None, width: float = 1.8) -> None:
    pen = QPen(_ink() if colour is None else colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)


def _hex(cx: float, cy: float, r: float) -> QPolygonF:
    return QPolygonF([QPointF(cx + r * math.cos(math.radians(90 + 60 * k)),
                              cy - r * math.sin(math.radians(90 + 60 * k))) for k in range(6)])


def _select(p: QPainter) -> None:
    _pen(p, _accent(), 1.6)
    pen = p.pen()
    pen.setDashPattern([2, 2])
    p.setPen(pen)
    p.drawRect(QRectF(3, 3, 14, 14))
    path = QPainterPath(QPointF(11, 10))
    for x, y in ((21, 14), (16.5, 15.5), (19, 21), (17, 22), (14.5, 16.5), (11, 20)):
        path.lineTo(x, y)
    path.closeSubpath()
    _pen(p, _ink(), 1.2)
    p.setBrush(QColor("#ffffff"))
    p.drawPath(path)


def _paint(p: QPainter) -> None:
    _pen(p, _ink(), 1.4)
    p.setBrush(QColor("#c9a36b"))
    p.drawPolygon(QPolygonF([QPointF(13, 3), QPointF(21, 11), QPointF(14, 16), QPointF(8, 10)]))
    p.setBrush(_accent())
    path = QPainterPath(QPointF(8, 10))
    path.lineTo(14, 16)
    path.cubicTo(12, 20, 6, 22, 3, 21)
    path.cubicTo(4, 18, 3, 12, 8, 10)
    p.drawPath(path)


def _erase(p: QPainter) -> None:
    _pen(p, _ink(), 1.4)
    p.setBrush(QColor("#f2a0b4"))
    p.drawPolygon(QPolygonF([QPointF(12, 4), QPointF(21, 13), QPointF(14, 20), QPointF(5, 11)]))
    p.setBrush(QColor("#ffffff"))
    p.drawPolygon(QPolygonF([QPointF(5, 11), QPointF(9.5, 15.5), QPointF(6, 19), QPointF(3, 16)
                             ]))
    _pen(p, _ink(), 1.4)
    p.drawLine(QPointF(9, 21), QPointF(21, 21))


def _fill(p: QPainter) -> None:
    _pen(p, _ink(), 1.4)
    p.setBrush(QColor("#ffffff"))
    p.drawPolygon(QPolygonF([QPointF(9, 3), QPointF(18, 12), QPointF(11, 19), QPointF(2, 10)]))
    p.setBrush(_accent())
    p.drawPolygon(QPolygonF([QPointF(2, 10), QPointF(18, 12), QPointF(11, 19)]))
    path = QPainterPath(QPointF(20, 13))
    path.cubicTo(23, 17, 22, 21, 20, 21)
    path.cubicTo(18, 21, 17, 17, 20, 13)
    p.setBrush(_accent())
    p.drawPath(path)


def _pick(p: QPainter) -> None:
    _pen(p, _ink(), 1.4)
    p.setBrush(QColor("#ffffff"))
    path = QPainterPath(QPointF(14, 7))
    path.lineTo(17, 10)
    path.lineTo(7, 20)
    path.lineTo(4, 21)
    path.lineTo(5, 18)
    path.closeSubpath()
    p.drawPath(path)
    p.setBrush(_ink())
    p.drawEllipse(QPointF(18, 6), 3.2, 3.2)
    p.drawLine(QPointF(12.5, 5.5), QPointF(18.5, 11.5))


def _rotate(p: QPainter) -> None:
    _pen(p, _ink(), 1.2)
    p.setBrush(QColor("#b5cf8a"))
    p.drawPolygon(_hex(12, 12, 6))
    _pen(p, _accent(), 2.0)
    p.drawArc(QRectF(3, 3, 18, 18), 30 * 16, 280 * 16)
    p.setBrush(_accent())
    p.setPen(Qt.PenStyle.NoPen)
    tip = QPointF(12 + 9 * math.cos(math.radians(30)), 12 - 9 * math.sin(math.radians(30)))
    p.drawPolygon(QPolygonF([tip + QPointF(-4, -3), tip + QPointF(3, -4), tip + QPointF(1, 3)]))


def _label(p: QPainter) -> None:
    _pen(p, _ink(), 1.2)
    p.setBrush(QColor("#ffffff"))
    p.drawRoundedRect(QRectF(2, 6, 20, 12), 3, 3)
    font = QFont("DejaVu Sans")
    font.setPixelSize(10)
    font.setBold(True)
    p.setFont(font)
    p.setPen(INK)  # on the white label, whatever the theme
    p.drawText(QRectF(2, 6, 20, 12), Qt.AlignmentFlag.AlignCenter, "Aa")


def _mirror(p: QPainter) -> None:
    _pen(p, _ink(), 1.2)
    p.setBrush(QColor("#b5cf8a"))
    p.drawPolygon(QPolygonF([QPointF(10, 5), QPointF(10, 19), QPointF(3, 19)]))
    p.setBrush(QColor("#ffffff"))
    p.drawPolygon(QPolygonF([QPointF(14, 5), QPointF(14, 19), QPointF(21, 19)]))
    _pen(p, _accent(), 1.4)
    pen = p.pen()
    pen.setDashPattern([1.5, 1.5])
    p.setPen(pen)
    p.drawLine(QPointF(12, 2), QPointF(12, 22))


def _turn(p: QPainter) -> None:
    _pen(p, _ink(), 1.2)
    p.setBrush(QColor("#b5cf8a"))
    p.drawRect(QRectF(5, 3, 14, 7))
    p.setBrush(QColor("#e8c9a0"))
    p.drawRect(QRectF(5, 14, 14, 7))
    _pen(p, _accent(), 1.8)
    p.drawArc(QRectF(1, 5, 6, 14), 90 * 16, 180 * 16)
    p.drawArc(QRectF(17, 5, 6, 14), -90 * 16, 180 * 16)


def _hex_icon(p: QPainter) -> None:
    _pen(p, QColor("#3a4a2a"), 1.4)
    p.setBrush(QColor("#8fb060"))
    p.drawPolygon(_hex(12, 12, 10.5))
    p.setBrush(QColor("#c62d25"))
    p.setPen(Qt.PenStyle.NoPen)
    star = QPolygonF()
    for k in range(10):
        r = 5.5 if k % 2 == 0 else 2.3
        a = math.radians(90 + 36 * k)
        star.append(QPointF(12 + r * math.cos(a), 12.5 - r * math.sin(a)))
    p.drawPolygon(star)


def _fit(p: QPainter) -> None:
    _pen(p, _ink(), 1.6)
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        cx, cy = 12 + sx * 8, 12 + sy * 8
        p.drawLine(QPointF(cx, cy), QPointF(cx - sx * 5, cy))
        p.drawLine(QPointF(cx, cy), QPointF(cx, cy - sy * 5))
    p.setBrush(QColor("#b5cf8a"))
    p.drawPolygon(_hex(12, 12, 5))


def _zoom(sign: str) -> Painter:
    def draw(p: QPainter) -> None:
        _pen(p, _ink(), 1.8)
        p.drawEllipse(QPointF(10, 10), 6.5, 6.5)
        p.drawLine(QPointF(15, 15), QPointF(21, 21))
        p.drawLine(QPointF(7, 10), QPointF(13, 10))
        if sign == "+":
            p.drawLine(QPointF(10, 7), QPointF(10, 13))
    return draw


def _cut(p: QPainter) -> None:
    _pen(p, _ink(), 1.6)
    p.drawLine(QPointF(7, 3), QPointF(15.5, 15))
    p.drawLine(QPointF(17, 3), QPointF(8.5, 15))
    p.setBrush(QColor("#ffffff"))
    _pen(p, _accent(), 1.8)
    p.drawEllipse(QPointF(7, 18), 3.2, 3.2)
    p.drawEllipse(QPointF(17, 18), 3.2, 3.2)


def _sheet(p: QPainter, x: float, y: float) -> None:
    path = QPainterPath(QPointF(x, y))
    path.lineTo(x + 8, y)
    path.lineTo(x + 12, y + 4)
    path.lineTo(x + 12, y + 15)
    path.lineTo(x, y + 15)
    path.closeSubpath()
    p.drawPath(path)
    p.drawLine(QPointF(x + 3, y + 7), QPointF(x + 9, y + 7))
    p.drawLine(QPointF(x + 3, y + 10), QPointF(x + 9, y + 10))


def _copy(p: QPainter) -> None:
    _pen(p, _ink(), 1.3)
    p.setBrush(QColor("#dfe6ee"))
    _sheet(p, 3, 2)
    p.setBrush(QColor("#ffffff"))
    _sheet(p, 9, 7)


def _paste(p: QPainter) -> None:
    _pen(p, _ink(), 1.3)
    p.setBrush(QColor("#c9a36b"))
    p.drawRoundedRect(QRectF(4, 4, 14, 18), 2, 2)
    p.setBrush(QColor("#dfe6ee"))
    p.drawRoundedRect(QRectF(8, 2, 6, 4), 1, 1)
    p.setBrush(QColor("#ffffff"))
    _sheet(p, 10, 8)


def _delete(p: QPainter) -> None:
    _pen(p, _ink(), 1.4)
    p.setBrush(QColor("#ffffff"))
    p.drawPolygon(QPolygonF([QPointF(6, 7), QPointF(18, 7), QPointF(17, 21), QPointF(7, 21)]))
    p.drawLine(QPointF(4, 7), QPointF(20, 7))
    p.drawLine(QPointF(10, 4), QPointF(14, 4))
    _pen(p, QColor("#d32f2f"), 1.4)
    for x in (10, 14):
        p.drawLine(QPointF(x, 10), QPointF(x, 18))


def _undo_arrow(mirror: bool) -> Painter:
    def draw(p: QPainter) -> None:
        if mirror:
            p.translate(24, 0)
            p.scale(-1, 1)
        _pen(p, _accent(), 2.2)
        path = QPainterPath(QPointF(6, 10))
        path.cubicTo(12, 4, 22, 7, 20, 15)
        path.cubicTo(19, 19, 15, 20, 12, 20)
        p.drawPath(path)
        p.setBrush(_accent())
        p.setPen(Qt.PenStyle.NoPen)
        p.drawPolygon(QPolygonF([QPointF(2.5, 7.5), QPointF(10, 5.5), QPointF(7.5, 13.5)]))
    return draw


def _green_hex(p: QPainter) -> None:
    """The hex of the play commands, its pen left off and its brush red for their sign."""
    _pen(p, _ink(), 1.4)
    p.setBrush(QColor("#b5cf8a"))
    p.drawPolygon(_hex(12, 12, 10))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#c62828"))


def _play(p: QPainter) -> None:
    """A hex with a "play" triangle: playtest the scenario."""
    _green_hex(p)
    p.drawPolygon(QPolygonF([QPointF(9, 7), QPointF(17.5, 12), QPointF(9, 17)]))


def _stop(p: QPainter) -> None:
    """The hex of :func:`_play` with a "stop" square: leave play mode, back to editing."""
    _green_hex(p)
    p.drawRect(QRectF(8, 8, 8, 8))


DESIGNS: dict[str, Painter] = {
    "cut": _cut, "copy": _copy, "paste": _paste, "delete": _delete,
    "undo": _undo_arrow(False), "redo": _undo_arrow(True),
    "select": _select, "paint": _paint, "erase": _erase, "fill": _fill, "pick": _pick,
    "rotate": _rotate, "label": _label, "mirror": _mirror, "turn": _turn, "app": _hex_icon,
    "fit": _fit, "zoom-in": _zoom("+"), "zoom-out": _zoom("-"), "play": _play,
    "stop": _stop}


def icon(name: str) -> QIcon:
    """The drawn icon ``name`` (a key of :data:`DESIGNS`)."""
    return drawn_icon(DESIGNS[name])
