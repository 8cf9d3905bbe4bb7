"""Bridges follow what is under them (issue 17): across a straight river as the official
files have it, along a straight road or rail, in every orientation, also once mirrored or
turned. The geometry is the art's (docs/ART.md): the deck runs N – S at orientation 1 and
turns 60° counter-clockwise per orientation."""

from __future__ import annotations

import pytest

from editor.engine.board import Coord
from editor.engine.catalog import CATALOG
from editor.engine.connectors import (DECKS, KINDS, RIVER_CROSSINGS, WAYS, crossing_orientation,
                                      drawn_turn, edges, straight_lines)
from editor.engine.scenario import Hex, Piece
from editor.engine.transform import mirror_hexes, turn_piece

STRAIGHT = sorted(n for n in KINDS if n in CATALOG and straight_lines(n))


def deck_angle(piece: str, orientation: int, terrain: str) -> float:
    """The direction of the deck on screen, degrees counter-clockwise from east, mod 180."""
    return (90 + 60 * (drawn_turn(piece, orientation, terrain) - 1)) % 180


def line_angle(terrain: str, orientation: int) -> float:
    """The direction of the terrain's main straight strand, from its edges."""
    return straight_lines(terrain, orientation)[0] * 60.0


def lines(terrain: str, orientation: int) -> set[float]:
    return {i * 60.0 for i in straight_lines(terrain, orientation)}


def test_the_straight_lines_are_read_from_the_edges() -> None:
    assert edges("road", 2) == ("NE", "SW") and straight_lines("road", 2) == (1,)
    assert straight_lines("roadFR", 3) == (2,)  # the through road of a fork; not its branch
    assert straight_lines("roadY") == () and straight_lines("woods") == ()


@pytest.mark.parametrize("terrain", STRAIGHT)
@pytest.mark.parametrize("piece", sorted(RIVER_CROSSINGS))
def test_a_crossing_follows_the_straight_terrain_under_it(piece: str, terrain: str) -> None:
    count = CATALOG[piece].orientations
    kind = KINDS[terrain]
    for t in range(1, CATALOG[terrain].orientations + 1):
        k = crossing_orientation(piece, count, terrain, t)
        if kind == "river":
            assert k is not None and 1 <= k <= count
            # across the river: what the official files write (bridge k on river k)
            assert k % 3 == t % 3
            assert (deck_angle(piece, k, terrain) - line_angle(terrain, t)) % 180 == 90
        elif kind in WAYS and piece in DECKS:
            assert k is not None and 1 <= k <= count
            assert deck_angle(piece, k, terrain) == line_angle(terrain, t)  # along the way
        else:
            assert k is None, (piece, terrain, t)  # a ford on a road, a bridge on a wadi


def test_a_preferred_orientation_is_kept_when_it_follows_too() -> None:
    assert crossing_orientation("bridge", 6, "road", 1) == 3
    assert crossing_orientation("bridge", 6, "road", 1, prefer=6) == 6
    assert crossing_orientation("bridge", 6, "road", 1, prefer=2) == 3
    assert crossing_orientation("railbridge", 3, "rail", 2) == 1
    assert crossing_orientation("bridge", 6, "roadcurve", 1) is None  # no straight run
    assert crossing_orientation("bunker", 1, "road", 1) is None
    assert crossing_orientation("bridge", 6, None) is None


def test_only_decks_on_ways_are_drawn_half_a_step_turned() -> None:
    assert drawn_turn("bridge", 4, "wroad") == 3.5
    assert drawn_turn("wrailbridge", 2, "rail") == 1.5
    assert drawn_turn("bridge", 4, "river") == 4  # official bridges read as they always were
    assert drawn_turn("bridge", 4, None) == 4
    assert drawn_turn("ford", 2, "road") == 2 and drawn_turn("roadblock", 2, "road") == 2


@pytest.mark.parametrize("terrain", [n for n in STRAIGHT if KINDS[n] in WAYS])
@pytest.mark.parametrize("piece", sorted(DECKS))
def test_a_bridge_along_a_road_stays_along_it_when_mirrored_or_turned(piece: str,
                                                                      terrain: str) -> None:
    count = CATALOG[piece].orientations
    for t in range(1, CATALOG[terrain].orientations + 1):
        for k in range(1, count + 1):
            if crossing_orientation(piece, count, terrain, t, prefer=k) != k:
                continue
            h = Hex(terrain=Piece(terrain, t), rect_terrain=Piece(piece, k))
            m = mirror_hexes({Coord(4, 12): h}, 24)[Coord(4, 12)]
            assert m.terrain is not None and m.rect_terrain is not None
            # along the mirrored road (the one the bridge was on: of a crossing, the same)
            assert deck_angle(piece, m.rect_terrain.turn, m.terrain.name) in \
                lines(m.terrain.name, m.terrain.turn), (t, k)
            turned = turn_piece(h.rect_terrain)
            assert deck_angle(piece, turned.turn, terrain) == \
                line_angle(terrain, turn_piece(h.terrain).turn)
