"""Icons of the editor's panels: catalog items drawn by the shared renderer, and the
severity marks of findings.

Catalog icons come from :func:`editor.render.draw_item`, the code that draws the board, so
a palette entry looks exactly like the piece it paints. They are rendered once per
(name, face, size, device pixel ratio) and cached: a palette asks for an icon only when it
shows the entry, and an icon is drawn at the size and pixel ratio it is asked for, so a
move to a screen of another pixel ratio renders sharp new ones.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (QColor, QFont, QIcon, QIconEngine, QPainter, QPainterPath, QPen,
                           QPixmap, QPolygonF)

from editor.engine.board import Face
from editor.engine.findings import Severity
from editor.render import draw_item
from editor.render.painting import painting

from .actions import drawn_icon

#: Colours of the three severities (icons, list text accents).
SEVERITY_COLOURS: dict[str, str] = {"error": "#d32f2f", "warning": "#e69a00", "info": "#2f6fd0"}

_item_cache: dict[tuple[str, Face, int, int, float], QPixmap] = {}
_severity_cache: dict[str, QIcon] = {}


def item_pixmap(name: str, size: int, *, face: Face = Face.COUNTRY, orientation: int = 1,
                dpr: float = 1.0) -> QPixmap:
    """A ``size`` × ``size`` (logical pixels) picture of one catalog item, drawn for a screen
    of device pixel ratio ``dpr`` (cached)."""
    key = (name, face, size, orientation, round(dpr, 2))
    found = _item_cache.get(key)
    if found is not None:
        return found
    pixels = max(1, round(size * dpr))
    pm = QPixmap(pixels, pixels)
    pm.fill(Qt.GlobalColor.transparent)
    # Draw in device pixels, then tag the pixmap with its ratio: Qt shows it at ``size``
    # logical pixels, sharp on a high-DPI screen.
    with painting(pm) as painter:
        draw_item(painter, name, QRectF(0, 0, pixels, pixels), orientation, face=face)
    pm.setDevicePixelRatio(dpr)
    _item_cache[key] = pm
    return pm


class _ItemIcon(QIconEngine):
    """A catalog item as an icon, drawn (by :func:`item_pixmap`) at the size and pixel ratio
    it is asked for: a picture made for one screen was blown up, blurred, once its window
    was moved to a screen of a higher scale."""

    def __init__(self, name: str, face: Face, orientation: int) -> None:
        super().__init__()
        self._item = (name, face, orientation)

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State
              ) -> None:
        painter.drawPixmap(rect, self.scaledPixmap(rect.size(), mode, state,
                                                   painter.device().devicePixelRatioF()))

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def scaledPixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State,  # noqa: N802
                     scale: float) -> QPixmap:
        name, face, orientation = self._item
        drawn = item_pixmap(name, max(1, min(size.width(), size.height())), face=face,
                            orientation=orientation, dpr=scale)
        if mode != QIcon.Mode.Disabled:
            return drawn
        faded = QPixmap(drawn.size())
        faded.fill(Qt.GlobalColor.transparent)
        with painting(faded) as p:
            p.setOpacity(0.35)
            p.drawPixmap(0, 0, drawn)
        faded.setDevicePixelRatio(drawn.devicePixelRatio())
        return faded

    def clone(self) -> QIconEngine:
        return _ItemIcon(*self._item)


def item_icon(name: str, *, face: Face = Face.COUNTRY, orientation: int = 1) -> QIcon:
    """:func:`item_pixmap` as an icon, drawn at whatever size and pixel ratio it is shown."""
    return QIcon(_ItemIcon(name, face, orientation))


def severity_icon(severity: Severity | str) -> QIcon:
    """A small mark per severity, drawn (not taken from the style, which differs between
    platforms): a red disc with "!" for errors, an amber triangle with "!" for warnings,
    a blue disc with "i" for infos. It is drawn at the size and pixel ratio it is shown
    at: a 16-pixel picture was blown up, blurred, on a screen of scale 1.5 or 2."""
    found = _severity_cache.get(severity)
    if found is None:
        found = _severity_cache[severity] = drawn_icon(partial(_draw_severity, severity))
    return found


def _draw_severity(severity: Severity | str, p: QPainter) -> None:
    """The mark of ``severity`` in the 24 × 24 box of :func:`~.actions.drawn_icon`."""
    colour = QColor(SEVERITY_COLOURS.get(severity, "#777777"))
    s = 24.0
    p.setPen(QPen(colour.darker(130), s / 16))
    p.setBrush(colour)
    glyph = "i" if severity == "info" else "!"
    text_rect = QRectF(0, 0, s, s)
    if severity == "warning":
        tri = QPolygonF([QPointF(s / 2, s * 0.06), QPointF(s * 0.96, s * 0.92),
                         QPointF(s * 0.04, s * 0.92)])
        path = QPainterPath()
        path.addPolygon(tri)
        path.closeSubpath()
        p.drawPath(path)
        text_rect = QRectF(0, s * 0.18, s, s * 0.78)
    else:
        p.drawEllipse(QRectF(s * 0.06, s * 0.06, s * 0.88, s * 0.88))
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(round(s * 0.62))
    p.setFont(font)
    p.setPen(QColor("#ffffff") if severity != "warning" else QColor("#1a1a1a"))
    p.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, glyph)
