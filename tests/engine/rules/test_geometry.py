"""Exact segment geometry: crossings, edges, corners, symmetry (tested against sampling)."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from editor.engine.board import Coord, distance
from editor.engine.rules.geometry import crossing

offsets = st.tuples(st.integers(-8, 8), st.integers(-24, 24)).filter(
    lambda o: (o[0] + o[1]) % 2 == 0 and o != (0, 0))


def _inside(px: Fraction, py: Fraction, r: int, c: int) -> int:
    """2 inside, 1 on the boundary, 0 outside the hex (row r, col c), scaled coordinates."""
    x, y = abs(px - c), abs(py - 3 * r)
    if x > 1 or x + y > 2:
        return 0
    return 1 if x == 1 or x + y == 2 else 2


def _sampled(drow: int, dcol: int, steps: int = 240) -> set[tuple[int, int]]:
    """Hexes with a sampled segment point strictly inside (exact fractions, no epsilon)."""
    found = set()
    for k in range(1, steps):
        t = Fraction(k, steps)
        px, py = t * dcol, t * 3 * drow
        r0, c0 = int(py // 3), int(px // 1)
        for r in range(r0 - 1, r0 + 3):
            for c in range(c0 - 2, c0 + 3):
                if (r + c) % 2 == 0 and _inside(px, py, r, c) == 2:
                    found.add((r, c))
    return found - {(0, 0), (drow, dcol)}


def test_straight_row_passes_through_the_middle_hexes() -> None:
    assert crossing(0, 6).interior == ((0, 2), (0, 4))
    assert crossing(0, 6).left == crossing(0, 6).right == ()


def test_distance_two_between_two_hexes_runs_along_their_edge() -> None:
    c = crossing(2, 0)
    assert c.interior == ()
    assert {t.offset for t in c.left + c.right} == {(1, -1), (1, 1)}
    assert {t.kind for t in c.left + c.right} == {"edge"}
    assert c.runs_along_edges


def test_crossing_an_edge_at_its_middle_enters_both_hexes() -> None:
    assert set(crossing(2, 4).interior) == {(1, 1), (1, 3)}


def test_a_distance_five_line_grazes_two_corners_exactly() -> None:
    c = crossing(1, 9)
    assert c.interior == ((0, 2), (0, 4), (1, 5), (1, 7))
    assert [(t.offset, t.kind) for t in c.left] == [((0, 6), "vertex")]
    assert [(t.offset, t.kind) for t in c.right] == [((1, 3), "vertex")]


def test_odd_offsets_are_not_hexes() -> None:
    import pytest
    with pytest.raises(ValueError):
        crossing(1, 2)


@settings(max_examples=80, deadline=None)
@given(offsets)
def test_interior_hexes_match_exact_sampling(o: tuple[int, int]) -> None:
    # Any hex whose interior a sample point lies in must be listed as crossed, and every
    # listed one must contain sample points (a long enough chord is always sampled).
    c = crossing(*o)
    sampled = _sampled(*o)
    assert sampled <= set(c.interior)
    touched = {t.offset for t in c.left + c.right}
    assert not (touched & sampled)


@given(offsets)
def test_reversed_segment_meets_the_same_hexes(o: tuple[int, int]) -> None:
    dr, dc = o
    fwd, back = crossing(dr, dc), crossing(-dr, -dc)

    def moved(p: tuple[int, int]) -> tuple[int, int]:
        return p[0] + dr, p[1] + dc  # back to the forward frame

    assert {moved(p) for p in back.interior} == set(fwd.interior)
    # Walking back, left and right swap.
    assert {moved(t.offset) for t in back.left} == {t.offset for t in fwd.right}
    assert {moved(t.offset) for t in back.right} == {t.offset for t in fwd.left}
    assert tuple(moved(p) for p in back.interior) == tuple(reversed(fwd.interior))


@given(offsets)
def test_crossed_hexes_lie_between_the_ends(o: tuple[int, int]) -> None:
    a, b = Coord(0, 0), Coord(*o)
    d = distance(a, b)
    for p in crossing(*o).interior:
        h = Coord(*p)
        assert distance(a, h) < d and distance(h, b) < d
    # A centre-to-centre line crosses at least distance - 1 hexes unless it runs along edges.
    c = crossing(*o)
    assert len(c.interior) >= d - 1 or c.runs_along_edges
