"""Ready-to-Take-off markers (the Air rules) are drawn on the map: a plate in the side's
colour at the top right of the hex, whatever else stands there."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage

from editor.engine.board import BoardType, Face, Side
from editor.engine.scenario import Hex, Piece, Scenario, Unit
from editor.render import SIDE_COLOURS, Layout, RenderOptions, render_image

from .helpers import MIDDLE, distance

SCALE = 120.0


def drawn(extra: dict[str, object], unit: Unit | None = None) -> tuple[QImage, Layout]:
    s = Scenario(board_type=BoardType.STANDARD, face=Face.COUNTRY)
    s.set_hex(MIDDLE, Hex(terrain=Piece("airfield"), unit=unit, extra=extra))
    opts = RenderOptions(scale=SCALE, region=frozenset({MIDDLE}), section_lines=False)
    return render_image(s, opts), Layout(s.board, opts)


def plate_pixels(img: QImage, lay: Layout, colour: QColor) -> int:
    """Pixels of ``colour`` in the top right quarter of the middle hex."""
    c = lay.center(MIDDLE)
    r = lay.radius
    return sum(distance(img.pixelColor(x, y), colour) <= 10
               for x in range(int(c.x()), int(c.x() + r * 0.8))
               for y in range(int(c.y() - r * 0.8), int(c.y())))


@pytest.mark.parametrize("side", ["AXIS", "ALLIES"])
@pytest.mark.parametrize("unit", [None, Unit("plnus")])
def test_ready_markers_show_in_their_sides_colour(side: str, unit: Unit | None) -> None:
    colour = QColor(SIDE_COLOURS[Side(side)])
    img, lay = drawn({"ready_to_take_off": {"side": side, "count": 2}}, unit)
    bare, _ = drawn({}, unit)
    assert plate_pixels(img, lay, colour) > 100
    assert plate_pixels(bare, lay, colour) < 10
    assert img != bare


def test_markers_that_cannot_be_read_show_in_red() -> None:
    img, lay = drawn({"ready_to_take_off": {"side": "RED"}})
    assert plate_pixels(img, lay, QColor("#c62d25")) > 100

