"""Translucent hexes put down as cached stamps (``stamp_hex``) blend to the pixels of the
same hex filled and stroked as a path, and are refused where a stamp would be resampled."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPicture

from editor.render import stamp_hex
from editor.render.scene import _hex_polygon

from .helpers import raw


def _drawn(stamped: bool, dpr: float, centre: QPointF, radius: float, fill: QColor,
           edge: QPen | None, opacity: float = 1.0) -> QImage:
    img = QImage(round(120 * dpr), round(120 * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(dpr)
    img.fill(QColor("#8a9a5b"))  # a ground colour under the tint
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if stamped:
        assert stamp_hex(p, centre, radius, fill, edge, opacity=opacity)
    else:
        path = QPainterPath()
        path.addPolygon(_hex_polygon(centre, radius))
        path.closeSubpath()
        colour = QColor(fill)
        colour.setAlphaF(fill.alphaF() * opacity)
        p.fillPath(path, colour)
        if edge is not None:
            p.strokePath(path, edge)
    p.end()
    return img


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("centre", [QPointF(60, 60), QPointF(59.37, 61.81)])
@pytest.mark.parametrize("edge", [None, QPen(QColor("#2f6fd1"), 3.2)])
def test_a_stamp_blends_as_the_path_would(dpr: float, centre: QPointF,
                                          edge: QPen | None) -> None:
    fill = QColor(47, 111, 209, 70)
    a, b = (raw(_drawn(s, dpr, centre, 33.3, fill, edge)) for s in (True, False))
    diffs = [abs(x - y) for x, y in zip(a, b)]
    # the same pixels within a level or two inside, and at the edges within the shift of
    # at most an eighth of a pixel that the quarter-pixel stamps allow
    assert max(diffs) <= 40
    assert sum(d > 4 for d in diffs) < 0.02 * len(diffs)
    # and the hex was drawn: the tint changed the ground under it
    plain = raw(_drawn(False, dpr, centre, 33.3, QColor(0, 0, 0, 0), None))
    assert sum(x != y for x, y in zip(a, plain)) > math.pi * (25 * dpr) ** 2


def test_an_opaque_stamp_at_an_opacity_is_the_translucent_fill() -> None:
    """The heat map's hexes: one opaque stamp drawn at each count's opacity."""
    colour = QColor("#d62728")
    a = raw(_drawn(True, 1.0, QPointF(60, 60), 30, colour, None, opacity=0.4))
    b = raw(_drawn(False, 1.0, QPointF(60, 60), 30, colour, None, opacity=0.4))
    assert max(abs(x - y) for x, y in zip(a, b)) <= 40
    assert sum(abs(x - y) > 4 for x, y in zip(a, b)) < 0.02 * len(a)


def test_no_stamp_where_it_would_be_resampled_or_on_a_vector_device() -> None:
    img = QImage(100, 100, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    p.scale(1.5, 1.5)
    assert not stamp_hex(p, QPointF(40, 40), 20, QColor(0, 0, 255, 80))
    p.end()
    picture = QPicture()
    p = QPainter(picture)
    assert not stamp_hex(p, QPointF(40, 40), 20, QColor(0, 0, 255, 80))
    p.end()
