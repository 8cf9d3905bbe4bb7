"""Board: every hex, label and group hex must lie on the board of the scenario's type."""

from __future__ import annotations

import json
from collections.abc import Iterator

from editor.engine.board import Coord
from editor.engine.findings import Finding
from editor.engine.scenario import Label

from .registry import Check, Context, check


@check("off-board", "error", "a hex lies outside the board of the scenario's type",
       "move its content onto the board, or pick the board type it was drawn for",
       rule="what lies off the board cannot be set up on it (the reader drops such hexes "
            "from files with a warning; this check finds them in the editor)")
def off_board(ctx: Context, me: Check) -> Iterator[Finding]:
    for c, _ in ctx.hexes():
        if c.is_valid_parity and not ctx.board.contains(c):
            yield me.finding(f"row {c.row}, col {c.col} is off the {ctx.board.type.words} board "
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


def _not_a_hex(ctx: Context, c: Coord) -> str | None:
    """What ``c`` is when it is no hex of the scenario's board ("off the standard board"),
    or ``None`` when it is one."""
    if not c.is_valid_parity:
        return "no hex: row + col is odd"
    if not ctx.board.contains(c):
        return f"off the {ctx.board.type.words} board"
    return None


@check("label-off-board", "warning", "a label stands outside the board, or where no hex is "
       "(row + col odd)", "move the label onto a hex of the board or delete it",
       rule="a label only names a place on the printed map: the scenario is set up without "
            "it")
def label_off_board(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns: a label sets nothing up."""
    for i, label in enumerate(ctx.scenario.labels):
        c = label.coord
        why = _not_a_hex(ctx, c)
        if why:
            yield me.finding(f"{_said(label, 'label ')} at row {c.row}, col {c.col} is "
                             f"{why}", (), f"$.board.labels[{i}]")


def _said(label: Label, before: str = "") -> str:
    """A label as a finding says it: its lines quoted (after ``before``), or "an empty
    label" when they are all blank (an empty name is no text to quote)."""
    if not any(line.strip() for line in label.text):
        return "an empty label"
    return before + repr(" / ".join(label.text))


@check("duplicate-label", "warning", "two place names (labels) on one hex",
       "keep one place name on the hex, its lines one under the other (the editor's Hex "
       "panel shows the first: empty it to remove it and see the next)",
       rule="a label only names a place on the printed map: the scenario is set up without "
            "it; but a hex has one name (the editor shows and edits the first only), and "
            "the map prints a second beside the first as if one name of more lines: "
            "probably a slip")
def duplicate_label(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns once per hex of the board, at the path of its second label."""
    on: dict[Coord, list[int]] = {}
    for i, label in enumerate(ctx.scenario.labels):
        if _not_a_hex(ctx, label.coord) is None:  # one off the board: label-off-board
            on.setdefault(label.coord, []).append(i)
    for c, indexes in on.items():
        if len(indexes) > 1:
            names = [_said(ctx.scenario.labels[i]) for i in indexes]
            yield me.finding(f"{len(names)} place names on this hex: "
                             f"{', '.join(names[:-1])} and {names[-1]}", (c,),
                             f"$.board.labels[{indexes[1]}]")


@check("group-off-board", "warning", "a hex of a named hex group (board.groups) lies outside "
       "the board, or where no hex is (row + col odd)",
       "move the hex onto the board or remove it from the group",
       rule="no rule reads the board's named groups (objectives and exits name their own "
            "hexes): a group's hex that is no hex of the board is probably a slip")
def group_off_board(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns: a group sets nothing up."""
    for i, group in enumerate(ctx.scenario.groups):
        named = "" if group.group_id is None else f" {json.dumps(group.group_id)}"
        for j, c in enumerate(group.hexes):
            why = _not_a_hex(ctx, c)
            if why:
                yield me.finding(f"group{named}: row {c.row}, col {c.col} is {why}", (),
                                 f"$.board.groups[{i}].hexes[{j}]")
