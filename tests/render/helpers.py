"""Pixel helpers shared by the renderer tests (no numpy: plain bytes)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage

from editor.engine.board import BoardType, Coord, Face
from editor.engine.scenario import Hex, Scenario
from editor.render import RenderOptions, render_image

#: A hex in the middle of a standard board, far from every edge.
MIDDLE = Coord(4, 12)


def single(hex_: Hex | None, face: Face = Face.COUNTRY, scale: float = 48,
           at: Coord = MIDDLE, **options: object) -> QImage:
    """One hex holding ``hex_`` drawn alone (a region of one hex)."""
    s = Scenario(board_type=BoardType.STANDARD, face=face)
    if hex_ is not None:
        s.set_hex(at, hex_)
    opts = RenderOptions(scale=scale, region=frozenset({at}), section_lines=False,
                         **options)  # type: ignore[arg-type]
    return render_image(s, opts)


def raw(img: QImage) -> bytes:
    """The pixels as ARGB32 bytes (same layout for both images compared)."""
    img = img.convertToFormat(QImage.Format.Format_ARGB32)
    return bytes(img.constBits())


def changed_pixels(a: QImage, b: QImage, threshold: int = 24) -> int:
    """How many pixels differ by more than ``threshold`` in some channel."""
    assert a.size() == b.size(), (a.size(), b.size())
    ra, rb = raw(a), raw(b)
    count = 0
    for i in range(0, len(ra), 4):
        if (abs(ra[i] - rb[i]) > threshold or abs(ra[i + 1] - rb[i + 1]) > threshold
                or abs(ra[i + 2] - rb[i + 2]) > threshold
                or abs(ra[i + 3] - rb[i + 3]) > threshold):
            count += 1
    return count


def colour_at(img: QImage, x: float, y: float) -> QColor:
    return img.pixelColor(int(x), int(y))


def distance(a: QColor, b: QColor) -> int:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()),
               abs(a.alpha() - b.alpha()))
