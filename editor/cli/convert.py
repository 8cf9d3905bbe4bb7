"""``m44 convert IN -o OUT``: write the canonical form and list the fixes (``-`` as IN reads
standard input, as OUT writes standard output)."""

from __future__ import annotations

import argparse
import sys

from editor.engine.packs import filled_packs, needed_packs
from editor.engine.words import counted
from editor.io.m44 import dumps, save
from editor.io.report import check_scenario, fix_finding

from . import (EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE, STDIN, UsageError, add_command, error,
               quiet, read_scenario, same_file, say, say_bytes, shown)


def register(sub: argparse._SubParsersAction) -> None:
    p = add_command(
        sub, "convert",
        description="Read a .m44 file (sloppy variants included; '-' reads standard input) "
                    "and write it in canonical form, 'packs' listing every expansion its "
                    "pieces need. Each fix is listed as 'FILE: SEVERITY CODE at PLACE: "
                    "message'. The input is never overwritten unless --in-place; an "
                    "overwritten file is kept as FILE.bak.",
        epilog="Exit codes: 0 written, 1 written but the result still has errors (e.g. names "
               "not in the catalog), 2 bad usage or a file cannot be read or written.")
    p.add_argument("input", metavar="IN", help="the .m44 file to read ('-': stdin)")
    out = p.add_mutually_exclusive_group(required=True)
    out.add_argument("-o", "--output", metavar="OUT", help="where to write ('-' for stdout)")
    out.add_argument("--in-place", action="store_true", help="rewrite IN itself (IN.bak kept)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.in_place and args.input == STDIN:
        raise UsageError("--in-place needs a file, not standard input; use -o OUT")
    target = args.input if args.in_place else args.output
    if (not args.in_place and STDIN not in (target, args.input)
            and same_file(args.input, target)):
        error(f"m44 convert: {target} is the input file; use --in-place to rewrite it")
        return EXIT_UNREADABLE
    result = read_scenario(args.input)
    source = shown(args.input)
    board = result.scenario.board
    log = sys.stderr if target == "-" else sys.stdout
    packs, added = filled_packs(result.scenario)
    if added:
        result.scenario.packs = packs
    try:
        if target == "-":
            say_bytes(dumps(result.scenario).encode("utf-8"))  # UTF-8, as every .m44
        else:
            save(result.scenario, target)
    except OSError as e:
        # nothing is said of a file that was not written: the failure is the answer
        error(f"{target}: cannot write: {e.strerror or e}")
        return EXIT_UNREADABLE
    # the repairs are said once they are written: a file that could not be written was
    # not repaired
    if not quiet(args):
        for fix in result.fixes:
            ff = fix_finding(fix)
            say(f"{source}: {ff.severity} {ff.code} at {ff.place(board)}: {ff.message}", log)
    written = "<stdout>" if target == "-" else target
    if added and not quiet(args):
        needs = needed_packs(result.scenario)
        say(f"{written}: info packs-filled at $.packs: added "
              + ", ".join(f"{p} ({', '.join(needs[p])})" for p in added)
              + ", which the pieces need", log)
    remaining = check_scenario(result.scenario)
    for f in remaining:
        if quiet(args) and f.severity != "error":
            continue  # quiet: only what fails the conversion (exit 1)
        say(f"{written}: {f.severity} {f.code} at {f.place(board)}: {f.message}", log)
    if not quiet(args) and target != "-":
        say(f"{source}: {counted(len(result.fixes), 'fix', 'fixes')}; wrote {target}", log)
    return EXIT_FINDINGS if any(f.severity == "error" for f in remaining) else EXIT_OK
