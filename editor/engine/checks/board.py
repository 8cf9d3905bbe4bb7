"""Board: every hex and label must lie on the board of the scenario's type."""

from __future__ import annotations

from collections.abc import Iterator

from editor.engine.findings import Finding

from .registry import Check, Context, check


@check("off-board", "error", "a hex lies outside the board of the scenario's type",
       "move its content onto the board, or pick the board type it was drawn for",
       rule="what lies off the board cannot be set up on it (the reader drops such hexes "
            "from files with a warning; this check finds them in the editor)")
def off_board(ctx: Context, me: Check) -> Iterator[Finding]:
    for c, _ in ctx.hexes():
        if c.is_valid_parity and not ctx.board.contains(c):
            yield me.finding(f"row {c.row}, col {c.col} is off the {ctx.board.type.value} board "
                             f"({ctx.board.rows} rows, columns 0-{ctx.board.max_col})",
                             (c,), ctx.path(c))


@check("odd-hex", "error", "a hex has an odd row + col, which names no hex",
       "even rows use even columns and odd rows odd columns: move it by one column",
       rule="no hex has these coordinates, so nothing can be set up there (the reader drops "
            "such hexes from files with a warning)")
def odd_hex(ctx: Context, me: Check) -> Iterator[Finding]:
    for c, _ in ctx.hexes():
        if not c.is_valid_parity:
            yield me.finding(f"row {c.row} + col {c.col} is odd: no hex has these coordinates",
                             (c,), ctx.path(c))


@check("label-off-board", "warning", "a label stands outside the board",
       "move the label onto the board or delete it")
def label_off_board(ctx: Context, me: Check) -> Iterator[Finding]:
    b = ctx.board
    for i, label in enumerate(ctx.scenario.labels):
        c = label.coord
        if not (0 <= c.row < b.rows and 0 <= c.col <= b.max_col):
            text = " / ".join(label.text) or "(empty)"
            yield me.finding(f"label {text!r} at row {c.row}, col {c.col} is off the board",
                             (), f"$.board.labels[{i}]")
