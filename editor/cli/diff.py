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
    from editor.io.diff import scenario_diff

    if args.a == args.b == "-":
        raise UsageError("standard input ('-') can be read only once")
    a, b = read_scenario(args.a), read_scenario(args.b)
    found = scenario_diff(a.scenario, b.scenario)
    args.answer = EXIT_FINDINGS if found else EXIT_OK  # even if the output is cut short
    if args.json:
        say_json({"a": shown(args.a), "b": shown(args.b), "same": not found,
                  "differences": [d.as_json() for d in found]})
    else:
        for d in found:
            say(str(d))
        if not quiet(args):
            say(f"{shown(args.a)} → {shown(args.b)}: "
                + (counted(len(found), "difference", "differences") if found
                   else "the same scenario"))
    return int(args.answer)
