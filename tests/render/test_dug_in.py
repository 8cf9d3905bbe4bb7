"""Sandbags dug in over another obstacle (a game's position): a hex of the file holds one
obstacle, so play mode asks the renderer to draw them over the wire or hedgehogs there
(``RenderOptions.dug_in``); the play board showed the wire alone."""

from __future__ import annotations

from editor.engine.board import Coord
from editor.engine.scenario import Hex, Piece

from .helpers import MIDDLE, changed_pixels, single


def test_sandbags_dug_in_over_wire_are_drawn_over_it() -> None:
    wire = Hex(obstacle=Piece("wire"))
    plain = single(wire, scale=60)
    dug = single(wire, scale=60, dug_in=frozenset({MIDDLE}))
    sand_alone = single(Hex(obstacle=Piece("sand")), scale=60)
    nothing = single(None, scale=60)
    # the sandbags' pixels show over the wire: as many as the sandbags alone change
    assert changed_pixels(plain, dug) > changed_pixels(nothing, sand_alone) // 3 > 100


def test_printed_sandbags_and_hexes_elsewhere_are_not_drawn_twice() -> None:
    sand = Hex(obstacle=Piece("sand"))
    assert changed_pixels(single(sand, scale=60),
                          single(sand, scale=60, dug_in=frozenset({MIDDLE}))) == 0
    wire = Hex(obstacle=Piece("wire"))
    assert changed_pixels(single(wire, scale=60),
                          single(wire, scale=60, dug_in=frozenset({Coord(4, 14)}))) == 0
