"""Findings: what a check says about a scenario, and where.

Schema checks, the reader's repairs and the legality checks all report
:class:`Finding` values, so the command line, the editor's validation panel and the
tests read one shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .board import Board, Coord

Severity = Literal["error", "warning", "info"]
SEVERITIES: tuple[Severity, ...] = ("error", "warning", "info")


def coord_place(c: Coord, board: Board | None) -> str:
    """A hex as a person reads it, the one wording of the editor and the command line: its
    name on ``board``; a place that is no hex of it, off the board, or no hex where row +
    col is odd (the reader's "no such hex"), with the numbers the checks' messages give;
    with no board, the numbers.

    >>> from editor.engine.board import BoardType
    >>> board = Board(BoardType.STANDARD)
    >>> [coord_place(c, board) for c in (Coord(0, 2), Coord(9, 1), Coord(3, 4))]
    ['B9', 'off the board (row 9, col 1)', 'no hex (row 3, col 4)']
    """
    if board is not None and board.contains(c):
        return board.hex_name(c)
    numbers = f"row {c.row}, col {c.col}"
    if not c.is_valid_parity:
        return f"no hex ({numbers})"
    return numbers if board is None else f"off the board ({numbers})"


@dataclass(frozen=True)
class Finding:
    severity: Severity
    #: A stable kebab-case code (``off-board``, ``schema-enum``...), listed in docs/CHECKS.md.
    code: str
    message: str
    #: The hexes concerned, if any (the first is the one to show).
    coords: tuple[Coord, ...] = ()
    #: A JSON path (``$.game_info.cards_player1``) when the place is not a hex.
    path: str | None = None
    #: How to fix it.
    hint: str | None = None
    #: The JSON paths the message quotes as places (a reader's repair of a hex listed
    #: twice), which the editor says in words; not in ``to_json``: the message has them.
    quoted: tuple[str, ...] = ()

    def place(self, board: Board | None = None) -> str:
        """A hex when the finding is about one (as :func:`coord_place` says it), else the
        JSON path."""
        if self.coords:
            return coord_place(self.coords[0], board)
        return self.path or "$"

    def to_json(self, board: Board | None = None) -> dict[str, object]:
        out: dict[str, object] = {"severity": self.severity, "code": self.code,
                                  "message": self.message, "place": self.place(board)}
        if self.coords:
            c = self.coords[0]
            out["row"], out["col"] = c.row, c.col
            if board is not None and board.contains(c):
                out["hex"] = board.hex_name(c)
        if self.path:
            out["path"] = self.path
        if self.hint:
            out["hint"] = self.hint
        return out
