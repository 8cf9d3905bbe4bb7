"""``m44 diff A B``: what differs between two versions of a scenario (:mod:`editor.io.diff`),
one line each, or as JSON; exit 1 when they differ, as ``diff`` does."""

from __future__ import annotations

import argparse

from editor.engine.words import counted

from . import (EXIT_FINDINGS, EXIT_OK, UsageError, a_name, add_command, quiet, read_scenario, say,
               say_json, shown)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "diff",
        description="Say what differs from scenario A to scenario B: the board type and "
                    "face, hex by hex (terrain, square piece, obstacle, unit, markers; a unit "
                    "that changed hexes said as moved, 'FROM → TO', with what else changed of "
                    "it), the place names, then the game settings and texts by JSON path, a "
                    "board turned or mirrored (the Scenario menu's Turn Board 180° and Mirror "
                    "Board Left-Right) said first ('board: turned half a turn, the players "
                    "swapped'), the differences then those left after it, by B's hexes; a "
                    "code (a face, a side, a country...) in words (--json gives the codes). "
                    "Both are read as m44 convert reads them, so a repair or the order of the "
                    "file is no difference. '-' reads one of them from standard input.",
        epilog="Exit codes: 0 the same scenario, 1 they differ, 2 a file cannot be read or "
               "bad usage.")
    p.add_argument("a", type=a_name, metavar="A", help="the first version")
    p.add_argument("b", type=a_name, metavar="B", help="the second version")
    p.add_argument("--json", action="store_true", help="print a JSON report")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from editor.io.diff import whole_board_change

    if args.a == args.b == "-":
        raise UsageError("standard input ('-') can be read only once")
    a, b = read_scenario(args.a), read_scenario(args.b)
    board, found = whole_board_change(a.scenario, b.scenario)
    same = board is None and not found
    code = EXIT_OK if same else EXIT_FINDINGS
    if args.json:
        say_json({"a": shown(args.a), "b": shown(args.b), "same": same,
                  "board_change": None if board is None else board.as_json(),
                  "differences": [d.as_json() for d in found]})
        return code
    if board is not None:
        say(f"board: {board}")
    for d in found:
        say(str(d))
    if not quiet(args):
        many = counted(len(found), "difference", "differences")
        say(f"{shown(args.a)} → {shown(args.b)}: " + (
            "the same scenario" if same else many if board is None
            else f"board {board}, then {many}" if found
            else f"board {board}; no other difference"))
    return code
