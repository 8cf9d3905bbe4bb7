"""Board distance as the rules count it: a metric (triangle inequality, symmetry)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from editor.engine.board import Board, BoardType, Coord, distance

OVERLORD = Board(BoardType.OVERLORD)
coords = st.sampled_from(OVERLORD.coords)


@given(coords, coords, coords)
def test_triangle_inequality(a: Coord, b: Coord, c: Coord) -> None:
    assert distance(a, c) <= distance(a, b) + distance(b, c)


@given(coords, coords)
def test_symmetric_and_zero_only_on_itself(a: Coord, b: Coord) -> None:
    assert distance(a, b) == distance(b, a)
    assert (distance(a, b) == 0) == (a == b)


@given(coords)
def test_neighbours_are_at_distance_one(a: Coord) -> None:
    assert all(distance(a, n) == 1 for n in OVERLORD.neighbours(a))
