"""A painter is ended however the drawing ends: a device is never left locked by a drawing
that raised (a broken art file, an interrupt)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from editor.io.m44 import load
from editor.render import painting
from editor.render.art import ArtError

from ..conftest import SCENARIOS


def test_a_drawing_that_raises_leaves_the_device_free(qt_app) -> None:  # type: ignore[no-untyped-def]
    img = QImage(20, 20, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor("#ffffff"))
    with pytest.raises(KeyboardInterrupt), painting(img) as p:
        p.fillRect(QRectF(0, 0, 10, 10), QColor("#000000"))
        raise KeyboardInterrupt
    assert not p.isActive()
    assert img.pixelColor(5, 5) == QColor("#000000")  # what was drawn before is kept
    again = QPainter(img)
    assert again.isActive()  # a device left painted refuses another painter
    again.end()


def test_painting_on_a_device_that_cannot_be_painted_says_which(qt_app) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(OSError, match="cannot start painting on the PDF"):
        with painting(QImage(), "the PDF"):
            pass


def test_a_print_that_raises_leaves_the_printer_free(qt_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QBuffer, QIODevice
    from PySide6.QtGui import QPdfWriter

    from editor.export import Briefing, layout_briefing, paint_to_device

    briefing = layout_briefing(load(SCENARIOS[0]).scenario)

    def broken(*_args, **_kwargs):  # type: ignore[no-untyped-def]
        raise ArtError("art/terrain/forest.svg: not an SVG")

    monkeypatch.setattr(Briefing, "paint_page", broken)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    printer = QPdfWriter(buffer)
    with pytest.raises(ArtError) as raised:
        paint_to_device(briefing, printer)
    assert raised.value  # the failed drawing's frame is still alive here
    again = QPainter(printer)
    assert again.isActive()
    again.end()
