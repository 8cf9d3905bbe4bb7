from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from editor.engine.board import (
    BEACH, EXTENTS, OCEAN, Board, BoardType, Coord, Face, HexNameError, Section, cube_round,
    distance,
)

ALL_TYPES = list(BoardType)


@pytest.mark.parametrize(("btype", "count"), [(BoardType.STANDARD, 113),
                                              (BoardType.BRKTHRU, 213),
                                              (BoardType.OVERLORD, 230)])
def test_hex_counts(btype: BoardType, count: int) -> None:
    board = Board(btype)
    assert len(board.coords) == count
    assert all(board.contains(c) and (c.row + c.col) % 2 == 0 for c in board.coords)
    assert list(board.coords) == sorted(board.coords)


def test_contains_rejects_parity_and_range() -> None:
    b = Board(BoardType.STANDARD)
    assert not b.contains(Coord(0, 1))
    assert not b.contains(Coord(9, 1))
    assert not b.contains(Coord(0, 26))
    assert b.contains(Coord(0, 24)) and not b.contains(Coord(-1, 1))
    assert Board(BoardType.OVERLORD).contains(Coord(0, 50))
    assert Board(BoardType.BRKTHRU).contains(Coord(16, 24))
    assert not Board(BoardType.BRKTHRU).contains(Coord(17, 1))


@pytest.mark.parametrize(("btype", "coord", "name"), [
    (BoardType.STANDARD, Coord(8, 0), "A1"),
    (BoardType.STANDARD, Coord(0, 24), "M9"),
    (BoardType.STANDARD, Coord(7, 1), "a2"),
    (BoardType.STANDARD, Coord(2, 8), "E7"),
    (BoardType.STANDARD, Coord(1, 23), "l8"),
    (BoardType.BRKTHRU, Coord(16, 0), "A1"),
    (BoardType.BRKTHRU, Coord(0, 0), "A17"),
    (BoardType.BRKTHRU, Coord(3, 5), "c14"),
    (BoardType.OVERLORD, Coord(0, 50), "Z9"),
    (BoardType.OVERLORD, Coord(1, 49), "y8"),
    (BoardType.OVERLORD, Coord(8, 26), "N1"),
])
def test_hex_names_both_ways(btype: BoardType, coord: Coord, name: str) -> None:
    board = Board(btype)
    assert board.hex_name(coord) == name
    assert board.parse_hex(name) == coord


@pytest.mark.parametrize("btype", ALL_TYPES)
def test_every_hex_name_round_trips(btype: BoardType) -> None:
    board = Board(btype)
    names = [board.hex_name(c) for c in board.coords]
    assert len(set(names)) == len(names)
    assert [board.parse_hex(n) for n in names] == list(board.coords)


def test_parse_row_col_and_errors() -> None:
    board = Board(BoardType.STANDARD)
    assert board.parse_hex("3, 5") == Coord(3, 5)
    for bad in ("Z1", "A10", "3,4", "hello", "", "a9"):
        with pytest.raises(HexNameError):
            board.parse_hex(bad)
    assert issubclass(HexNameError, ValueError)
    # the board named in words, not by the file's code (STANDARD, BRKTHRU)
    with pytest.raises(HexNameError, match="^A10 is not a hex of the standard board$"):
        board.parse_hex("A10")
    with pytest.raises(HexNameError, match="^A18 is not a hex of the Breakthrough board$"):
        Board(BoardType.BRKTHRU).parse_hex("A18")


def test_a_name_in_the_wrong_case_says_the_hex_meant() -> None:
    """Row 6's hexes are lower case (e6), row 5's upper case (E5): "E6" said only that it
    is no hex of the board, and a user of `m44 rules` could not tell why (found trying the
    command line on Hedgerow Crossroads)."""
    board = Board(BoardType.STANDARD)
    with pytest.raises(HexNameError, match=r"^E6 is not a hex of the standard board: did "
                                           r"you mean e6\? \(a row's hexes are all upper "
                                           r"case or all lower case: E5, e6, E7\)$"):
        board.parse_hex("E6")
    with pytest.raises(HexNameError, match="^a1 is not a hex of the standard board: did you "
                                           "mean A1"):
        board.parse_hex("a1")
    # no hex of either case: nothing to suggest
    with pytest.raises(HexNameError, match="^n5 is not a hex of the standard board$"):
        board.parse_hex("n5")


@pytest.mark.parametrize("bad", ["A\u0663", "\u0663,\u0663", "A\uff13", "3,\U0001d7d3"])
def test_a_hex_name_has_ascii_digits_only(bad: str) -> None:
    """Digits of other scripts (A٣, ٣,٣; fullwidth, mathematical) name no hex: the schema's
    hex names have 0-9 only, so `m44 rules` answered for A3 what a file's A٣ refuses."""
    with pytest.raises(HexNameError, match="is not a hex name"):
        Board(BoardType.STANDARD).parse_hex(bad)


def test_neighbours_on_board() -> None:
    board = Board(BoardType.STANDARD)
    assert sorted(board.neighbours(Coord(4, 12))) == sorted(
        [Coord(4, 10), Coord(4, 14), Coord(3, 11), Coord(3, 13), Coord(5, 11), Coord(5, 13)])
    assert sorted(board.neighbours(Coord(0, 0))) == [Coord(0, 2), Coord(1, 1)]
    assert board.is_edge(Coord(0, 0)) and board.is_edge(Coord(3, 23))
    assert not board.is_edge(Coord(4, 12))


def test_distance_examples() -> None:
    assert distance(Coord(4, 12), Coord(4, 12)) == 0
    assert distance(Coord(4, 12), Coord(3, 13)) == 1
    assert distance(Coord(0, 0), Coord(0, 24)) == 12
    assert distance(Coord(0, 0), Coord(8, 8)) == 8
    assert distance(Coord(0, 0), Coord(8, 0)) == 8
    assert distance(Coord(0, 24), Coord(8, 0)) == 16


coords = st.builds(lambda r, q: Coord(r, 2 * q + r), st.integers(-20, 20), st.integers(-20, 20))


@given(coords, coords, coords)
def test_distance_is_a_metric(a: Coord, b: Coord, c: Coord) -> None:
    assert distance(a, b) == distance(b, a) >= 0
    assert (distance(a, b) == 0) == (a == b)
    assert distance(a, c) <= distance(a, b) + distance(b, c)


@given(coords, st.floats(-0.24, 0.24), st.floats(-0.24, 0.24))
def test_cube_round_finds_the_hex_a_point_near_its_centre_lies_in(a: Coord, dq: float,
                                                                  dr: float) -> None:
    # every cube coordinate within half a hex of the centre: |dq|, |dr|, |dq + dr| < 0.5
    q, r = a.axial()
    assert cube_round(q + dq, -q - r - dq - dr, r + dr) == a


def test_cube_round_past_the_edge_between_two_hexes() -> None:
    # halfway from E5 (row 4, col 8: q 2, r 4) to its right neighbour (q 3), a little either side
    assert cube_round(2.45, -6.45, 4.0) == Coord(4, 8)
    assert cube_round(2.55, -6.55, 4.0) == Coord(4, 10)


@given(coords)
def test_neighbours_are_at_distance_one(a: Coord) -> None:
    assert all(distance(a, n) == 1 and n.is_valid_parity for n in a.neighbours())


def test_sections_standard_and_shared_lines() -> None:
    b = Board(BoardType.STANDARD)
    assert b.sections(Coord(8, 0)) == {Section.LEFT}
    assert b.sections(Coord(8, 12)) == {Section.CENTER}
    assert b.sections(Coord(8, 24)) == {Section.RIGHT}
    assert b.sections(Coord(7, 7)) == {Section.LEFT, Section.CENTER}
    assert b.sections(Coord(7, 17)) == {Section.CENTER, Section.RIGHT}
    # For the top player, left and right swap; the centre stays.
    assert b.sections(Coord(8, 0), top_player=True) == {Section.RIGHT}
    assert b.sections(Coord(7, 7), top_player=True) == {Section.RIGHT, Section.CENTER}
    line = [c for c in b.coords if len(b.sections(c)) == 2]
    assert {c.col for c in line} == {7, 17} and len(line) == 8


def test_sections_breakthrough_and_overlord() -> None:
    brk = Board(BoardType.BRKTHRU)
    assert brk.sections(Coord(15, 7)) == {Section.LEFT, Section.CENTER}
    ov = Board(BoardType.OVERLORD)
    assert ov.sections(Coord(0, 16)) == {Section.LEFT}
    assert ov.sections(Coord(1, 17)) == {Section.LEFT, Section.CENTER}
    assert ov.sections(Coord(1, 33)) == {Section.CENTER, Section.RIGHT}
    assert ov.sections(Coord(0, 34)) == {Section.RIGHT}
    for btype in ALL_TYPES:
        board = Board(btype)
        covered = set()
        for s in Section:
            covered |= set(board.section_hexes(s))
        assert covered == set(board.coords)


def test_overlord_lines_are_two_standard_boards_side_by_side() -> None:
    # An Overlord board is two standard boards put together ("Overlord scenarios that
    # require two copies of the game", 000): the second starts 26 columns to the right, the
    # two boards' half hexes meeting at col 25. Its lines are both boards' lines (7, 17 and
    # 33, 43) and the seam: the sections part at 17 and 33, the others are sub-lines, so the
    # board looks the same turned round (the top player's view). A sub-line at 41 cut the
    # right section 4 | 5 hexes where the left one is cut 4 | 5 from the other side.
    std, ov = EXTENTS[BoardType.STANDARD], EXTENTS[BoardType.OVERLORD]
    inner = std.section_lines[1:3]
    both = {*inner, *(c + std.max_col + 2 for c in inner), std.max_col + 1}
    assert {*ov.section_lines[1:3], *ov.sub_lines} == both
    assert ov.sub_lines == (7, 25, 43)
    for lines in (ov.section_lines, ov.sub_lines):
        assert sorted(ov.max_col - c for c in lines) == list(lines)


def test_beach_background() -> None:
    std = Board(BoardType.STANDARD)
    assert [std.background(Face.BEACH, r) for r in range(9)] == [None] * 4 + [BEACH] * 3 + [OCEAN] * 2
    assert std.background(Face.COUNTRY, 8) is None
    brk = Board(BoardType.BRKTHRU)
    assert [brk.background(Face.BEACH, r) for r in (10, 11, 13, 14, 16)] == [
        None, BEACH, BEACH, OCEAN, OCEAN]
    assert Board(BoardType.OVERLORD).background(Face.BEACH, 7) == OCEAN


def test_pixel_geometry_neighbours_equidistant() -> None:
    c = Coord(4, 12)
    x0, y0 = Board.center(c)
    for n in c.neighbours():
        x, y = Board.center(n)
        assert abs(((x - x0) ** 2 + (y - y0) ** 2) ** 0.5 - 3 ** 0.5) < 1e-9
    w, h = Board(BoardType.STANDARD).size()
    assert w == pytest.approx(26 * 3 ** 0.5 / 2) and h == pytest.approx(2 + 8 * 1.5)


def test_full_edge_hexes_are_004s_edge_hexes() -> None:
    """004: "Edge hexes are all the full (not half) hexes that border the entire game board's
    four sides": the first and last rows and the ends of the long rows, on every board; the
    ends of the short rows border the half hexes, not the side (``is_edge`` counts them, by
    their missing neighbour), and the half hexes are no hexes of the board at all."""
    for btype in BoardType:
        board = Board(btype)
        last, right = board.rows - 1, board.max_col
        full = {c for c in board if board.is_full_edge(c)}
        expected = ({c for c in board if c.row in (0, last)}
                    | {Coord(r, col) for r in range(0, board.rows, 2) for col in (0, right)})
        assert full == expected
        beside_half = {Coord(r, col) for r in range(1, board.rows, 2) for col in (1, right - 1)}
        assert all(board.is_edge(c) and not board.is_full_edge(c) for c in beside_half)
        assert {c for c in board if board.is_edge(c)} == full | beside_half
        assert not board.is_full_edge(Coord(1, -1)) and not board.is_full_edge(Coord(1, right + 1))
