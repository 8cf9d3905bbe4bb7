"""A finding's place, as the command line says it."""

from __future__ import annotations

from editor.engine.board import Board, BoardType, Coord
from editor.engine.findings import Finding, coord_place
from editor.io.report import finding_line


def test_a_place_off_the_board_is_said_as_the_editor_says_it() -> None:
    """Found by the leftovers5 audit: the command line's place of a finding at a hex off
    the board was "row 9 col 1" where the Findings panel and the repairs window say "off
    the board (row 9, col 1)" (and "no hex (row 3, col 4)" where row + col is odd). One
    function says it for both; --json keeps its fields (the numbers in row and col)."""
    board = Board(BoardType.STANDARD)
    off = Finding("error", "off-board", "m", (Coord(9, 1),), "$.board.hexagons[3]")
    odd = Finding("error", "odd-hex", "m", (Coord(3, 4),), "$.board.hexagons[2]")
    on = Finding("warning", "x", "m", (Coord(0, 2),))
    assert finding_line(off, board) == "error off-board at off the board (row 9, col 1): m"
    assert finding_line(odd, board) == "error odd-hex at no hex (row 3, col 4): m"
    assert finding_line(on, board) == "warning x at B9: m"
    assert off.to_json(board) == {"severity": "error", "code": "off-board", "message": "m",
                                  "place": "off the board (row 9, col 1)", "row": 9,
                                  "col": 1, "path": "$.board.hexagons[3]"}
    assert coord_place(Coord(0, 2), board) == "B9"
    # with no board to name it on, the numbers (a place where row + col is odd is no hex
    # of any board)
    assert coord_place(Coord(0, 2), None) == "row 0, col 2"
    assert coord_place(Coord(3, 4), None) == "no hex (row 3, col 4)"
