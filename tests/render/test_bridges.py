"""A bridge lies across a river and along a road (issue 17), as drawn: the deck's pixels run
along the road from edge to edge in every orientation of the road, and across a straight
river exactly as official files have always been drawn."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QColor, QImage

from editor.engine.board import BoardType, Face
from editor.engine.catalog import CATALOG
from editor.engine.connectors import crossing_orientation
from editor.engine.scenario import Hex, Piece, Scenario
from editor.render import Layout, RenderOptions, render_image

from .helpers import MIDDLE, distance

#: The bridge's deck colour (tools/art/pieces.py, ``bridge``).
DECK = QColor("#b9b2a4")
SCALE = 120.0


def drawn(terrain: Piece | None, bridge: Piece) -> tuple[QImage, Layout]:
    s = Scenario(board_type=BoardType.STANDARD, face=Face.COUNTRY)
    s.set_hex(MIDDLE, Hex(terrain=terrain, rect_terrain=bridge))
    opts = RenderOptions(scale=SCALE, region=frozenset({MIDDLE}), section_lines=False)
    return render_image(s, opts), Layout(s.board, opts)


def deck_at(img: QImage, lay: Layout, angle: float, along: float, aside: float) -> bool:
    """Whether the deck colour is at ``along`` units from the hex centre in direction
    ``angle`` (degrees counter-clockwise from east) and ``aside`` units to its left."""
    c = lay.center(MIDDLE)
    u = lay.radius / 100
    a = math.radians(angle)
    x = c.x() + (along * math.cos(a) - aside * math.sin(a)) * u
    y = c.y() - (along * math.sin(a) + aside * math.cos(a)) * u
    return distance(img.pixelColor(int(x), int(y)), DECK) <= 12


def runs(img: QImage, lay: Layout, angle: float) -> bool:
    """The deck runs in direction ``angle``: deck colour along it on both sides of the
    centre (beside the centre line's dashes), none at the same distances across it."""
    along = all(deck_at(img, lay, angle, d, 8) for d in (-40, -20, 20, 40))
    across = any(deck_at(img, lay, angle + 90, d, 8) for d in (-40, 40))
    return along and not across


@pytest.mark.parametrize("road", ["road", "wroad", "droad", "hillroad", "roadX", "roadFL"])
@pytest.mark.parametrize("t", [1, 2, 3])
def test_a_bridge_painted_on_a_road_runs_along_it(road: str, t: int) -> None:
    k = crossing_orientation("bridge", CATALOG["bridge"].orientations, road, t)
    assert k is not None
    img, lay = drawn(Piece(road, t), Piece("bridge", k))
    assert runs(img, lay, 60.0 * (t - 1))  # the road's through line at orientation t


@pytest.mark.parametrize("k", range(1, 7))
def test_every_orientation_on_a_road_is_one_of_its_three_directions(k: int) -> None:
    img, lay = drawn(Piece("road"), Piece("bridge", k))
    assert runs(img, lay, 60.0 * k)  # half a step before the river drawing 90° + 60°(k - 1)


@pytest.mark.parametrize("k", range(1, 7))
def test_a_bridge_on_a_river_crosses_it_as_it_always_did(k: int) -> None:
    """Official files write a bridge across river k at orientation k (or k + 3): the deck
    runs N – S at orientation 1, turned 60° per step, with or without the river."""
    for terrain in (Piece("river", (k - 1) % 3 + 1), None):
        img, lay = drawn(terrain, Piece("bridge", k))
        assert runs(img, lay, 90.0 + 60.0 * (k - 1)), terrain
