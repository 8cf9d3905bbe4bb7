"""Translucent hexes put down as cached stamps (``stamp_hex``) blend to the pixels of the
same hex filled and stroked as a path, counts on their plates (``stamp_plates``) to the
plate and text drawn, and both are refused where a stamp would be resampled."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPicture

from editor.render import scene, stamp_hex
from editor.render.scene import _hex_polygon, stamp_plates

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


def test_an_outline_stamp_with_no_fill_is_the_stroked_path() -> None:
    """The findings' outlines: a stamp with a clear fill and a pen."""
    edge = QPen(QColor("#c62828"), 4.4)
    a = raw(_drawn(True, 1.0, QPointF(59.6, 60.3), 31, QColor(0, 0, 0, 0), edge))
    b = raw(_drawn(False, 1.0, QPointF(59.6, 60.3), 31, QColor(0, 0, 0, 0), edge))
    assert max(abs(x - y) for x, y in zip(a, b)) <= 40
    assert sum(abs(x - y) > 4 for x, y in zip(a, b)) < 0.02 * len(a)
    plain = raw(_drawn(False, 1.0, QPointF(60, 60), 31, QColor(0, 0, 0, 0), None))
    assert sum(x != y for x, y in zip(a, plain)) > 2 * math.pi * 31 * 3


def _plate(stamped: bool, dpr: float, box: QRectF, text: str) -> QImage:
    return _plates(stamped, dpr, [(box, text)], width=80)


@pytest.mark.parametrize("dpr", [1.0, 2.0])
@pytest.mark.parametrize("box", [QRectF(20, 20, 30, 16), QRectF(20.3, 19.55, 30, 16)])
def test_a_count_on_its_plate_stamped_is_the_count_drawn(dpr: float, box: QRectF) -> None:
    """The heat maps' counts: the plate and its number put down from a cached stamp are
    the plate and the number drawn, within the quarter pixel the stamps allow."""
    a, b = (raw(_plate(s, dpr, box, "17")) for s in (True, False))
    diffs = [abs(x - y) for x, y in zip(a, b)]
    # (a plate put down a whole pixel off differs by some 200 levels at its edges)
    assert max(diffs) <= 80
    assert sum(d > 40 for d in diffs) < 0.003 * len(diffs)
    # and the text is there: "17" and "71" differ
    other = raw(_plate(False, dpr, box, "71"))
    assert sum(x != y for x, y in zip(a, other)) > 20 * dpr * dpr


def _plates(stamped: bool, dpr: float, plates: list[tuple[QRectF, str]],
            width: int = 160) -> QImage:
    from editor.render.scene import _draw_plate

    img = QImage(round(width * dpr), round(60 * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(dpr)
    img.fill(QColor("#8a9a5b"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    font = QFont("DejaVu Sans")
    font.setPixelSize(13)
    font.setBold(True)
    ink, halo = QColor("#1c1c1a"), QColor(255, 200, 200, 220)
    if stamped:
        assert stamp_plates(p, plates, font, ink, halo)
    else:
        for box, text in plates:
            _draw_plate(p, box, text, font, ink, halo)
    p.end()
    return img


@pytest.mark.parametrize("sheet", [scene.SHEET_HEIGHT, 45])
@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_counts_stamped_together_are_the_counts_drawn(dpr: float, sheet: int,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """A heat layer's counts are stamped in one call: the stamps it lacks are drawn on one
    sheet and cut apart. Each plate comes out where and as it is drawn (other texts, sizes
    and quarter pixels side by side on the sheet), and the stamps are kept: a second
    picture of the same counts makes none."""
    monkeypatch.setattr(scene, "_PLATES", scene._ImageCache(512))
    # (sheets 45 pixels high: a sheet or two a stamp, as a big export's many stamps are cut)
    monkeypatch.setattr(scene, "SHEET_HEIGHT", sheet)
    # on whole quarter pixels, where a stamp is exact (elsewhere it is within the quarter
    # pixel, as the test above allows)
    plates = [(QRectF(4, 4, 30, 16), "17"), (QRectF(40.25, 4.5, 22, 16), "5"),
              (QRectF(70.75, 30.25, 38, 18), "123"), (QRectF(4, 30, 30, 16), "17"),
              (QRectF(112.5, 10.25, 30, 16), "71")]
    a, b = (raw(_plates(s, dpr, plates)) for s in (True, False))
    assert max(abs(x - y) for x, y in zip(a, b)) <= 2
    made = len(scene._PLATES._images)
    assert made == 4  # the two 17s on the same quarter pixels share a stamp
    assert raw(_plates(True, dpr, plates)) == a
    assert len(scene._PLATES._images) == made


def test_no_plate_stamp_where_it_would_be_resampled() -> None:
    img = QImage(100, 100, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    p.rotate(10)
    assert not stamp_plates(p, [(QRectF(10, 10, 30, 16), "3")], QFont("DejaVu Sans"),
                            QColor("black"), QColor("white"))
    p.end()
