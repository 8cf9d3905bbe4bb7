"""An airplane airborne in a game (the Air rules) is drawn lifted over its shadow
(``RenderOptions.airborne``): the file holds an airplane alike flying or landed on its
airfield or carrier, and the play board drew both alike, only the status line telling them
apart (the airdraw audit)."""

from __future__ import annotations

from PySide6.QtGui import QImage

from editor.engine.board import BoardType, Coord
from editor.engine.scenario import Hex, Piece, Scenario, Unit
from editor.render import Layout, RenderOptions

from .helpers import MIDDLE, changed_pixels, single

PLANE = Hex(unit=Unit("plnus"))


def drawn(hex_: Hex | None, *, airborne: bool, scale: float = 60.0) -> QImage:
    return single(hex_, scale=scale, airborne=frozenset({MIDDLE}) if airborne else frozenset())


def darker(a: QImage, b: QImage, box: tuple[int, int, int, int], by: int = 30) -> int:
    """How many pixels of ``box`` (left, top, right, bottom) are darker in ``b`` than in
    ``a`` by more than ``by`` (the sum of the channels)."""
    x0, y0, x1, y1 = box
    out = 0
    for x in range(x0, x1):
        for y in range(y0, y1):
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            if (ca.red() + ca.green() + ca.blue()) - (cb.red() + cb.green() + cb.blue()) > by:
                out += 1
    return out


def top_row(img: QImage, bare: QImage) -> int:
    """The first row where ``img`` differs from the empty hex ``bare``: the token's top."""
    for y in range(img.height()):
        if any(img.pixelColor(x, y) != bare.pixelColor(x, y) for x in range(img.width())):
            return y
    return img.height()


def foot(scale: float) -> tuple[int, int, int, int]:
    """The box of the ground at the hex's foot, under a unit's token (left, top, right,
    bottom, pixels of a drawing of the middle hex alone)."""
    s = Scenario(board_type=BoardType.STANDARD)
    lay = Layout(s.board, RenderOptions(scale=scale, region=frozenset({MIDDLE})))
    c, r = lay.center(MIDDLE), lay.radius
    return (round(c.x() - r * 0.3), round(c.y() + r * 0.62), round(c.x() + r * 0.4),
            round(c.y() + r * 0.8))


def test_an_airborne_airplane_is_drawn_lifted_over_its_shadow() -> None:
    landed, flying = drawn(PLANE, airborne=False), drawn(PLANE, airborne=True)
    x0, y0, x1, y1 = box = foot(60.0)
    # its shadow: the ground at the hex's foot, under the token, is darker
    assert darker(landed, flying, box) > (x1 - x0) * (y1 - y0) // 3
    # its token: higher by the lift (14 units of the hex, 4.8 pixels here)
    bare = drawn(None, airborne=False)
    assert top_row(landed, bare) - top_row(flying, bare) >= 4


def test_the_shadow_reads_at_half_the_default_zoom() -> None:
    """At 20 pixels a hex (an Overlord board fitted to a window), the shadow is still a
    dark mark of its own under the token."""
    landed = drawn(PLANE, airborne=False, scale=20.0)
    flying = drawn(PLANE, airborne=True, scale=20.0)
    assert darker(landed, flying, foot(20.0)) >= 6


def test_a_landed_airplane_and_other_hexes_are_drawn_as_before() -> None:
    """Only the hexes of airborne airplanes change: an airplane on its airfield not listed,
    a hex listed with no unit (the airplane gone), a listed hex outside the drawing."""
    field = Hex(terrain=Piece("airfield"), unit=Unit("plnus"))
    assert changed_pixels(single(field, scale=60), single(
        field, scale=60, airborne=frozenset({Coord(4, 14)}))) == 0
    assert changed_pixels(drawn(None, airborne=False), drawn(None, airborne=True)) == 0
