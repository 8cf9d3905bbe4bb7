"""``m44 convert IN... -o OUT``: write the canonical form and list the fixes (``-`` as IN reads
standard input, as OUT writes standard output). Several files, or a folder (the ``.m44``
files in it and its subfolders), are written into the folder OUT, or each over itself with
``--in-place``: a whole scenario book in one run, a file that cannot be read said and passed
over."""

from __future__ import annotations

import argparse
import os
import sys

from editor.engine.words import counted
from editor.io.conversion import (Converted, PlanError, convert_file, fill, packs_words, plan,
                                  totals, write)
from editor.io.files import names_folder
from editor.io.m44 import dumps
from editor.io.report import check_scenario, finding_line, fix_finding
from editor.resources import is_packaged

from . import (EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE, STDIN, UsageError, a_name, add_command,
               error, quiet, read_scenario, refuse_installed, same_file, say, say_bytes, shown)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "convert",
        description="Read .m44 files (sloppy variants included; '-' reads standard input) "
                    "and write them in canonical form, 'packs' listing every expansion their "
                    "pieces need. Each fix is listed as 'FILE: SEVERITY CODE at PLACE: "
                    "message'. A folder stands for the .m44 files in it and its subfolders; "
                    "with several files or a folder, OUT is a folder, where each file is "
                    "written under its own name (and a folder's files under their path in "
                    "it), and a file that cannot be read is said and passed over. The input "
                    "is never overwritten unless --in-place; an overwritten file is kept as "
                    "FILE.bak (a file already in canonical form is left as it is, and its "
                    ".bak).",
        epilog="Exit codes: 0 written, 1 written but with errors (a side, board type or "
               "face the file lacks was assumed, or the result still has errors, e.g. names "
               "not in the catalog), 2 bad usage or a file cannot be read or written (the "
               "others are written all the same), or a file would be written into the "
               "installation, over a bundled sample that m44 samples lists or beside it "
               "(then nothing is written).")

    p.add_argument("inputs", nargs="+", type=a_name, metavar="IN",
                   help="the .m44 files or folders to read ('-': stdin)")
    out = p.add_mutually_exclusive_group(required=True)
    out.add_argument("-o", "--output", type=a_name, metavar="OUT",
                     help="where to write ('-' for stdout); a folder for several files; "
                          "one file goes into the folder OUT when it exists or is written "
                          "OUT/ (then made)")
    out.add_argument("--in-place", action="store_true",
                     help="rewrite each IN itself (IN.bak kept)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    inputs: list[str] = args.inputs
    if args.in_place and STDIN in inputs:
        raise UsageError("--in-place needs a file, not standard input; use -o OUT")
    if len(inputs) == 1 and not os.path.isdir(inputs[0]):
        target = inputs[0] if args.in_place else args.output
        into = names_folder(target)  # "OUT/": a folder, made as a book's OUT is
        if (into or os.path.isdir(target)) and inputs[0] != STDIN:  # into it, as cp does
            target = os.path.join(target, os.path.basename(inputs[0]))
        if (not args.in_place and STDIN not in (target, inputs[0])
                and same_file(inputs[0], target)):
            error(f"m44 convert: {target} is the input file; use --in-place to rewrite it")
            return EXIT_UNREADABLE
        if _refused([target], args.in_place):
            return EXIT_UNREADABLE
        return _said(convert(inputs[0], target, make_folder=into), quiet(args))
    if STDIN in inputs or args.output == STDIN:
        raise UsageError("several files or a folder are converted file by file: neither IN "
                         "nor OUT may be '-'")
    try:
        jobs = plan(inputs, None if args.in_place else args.output)
    except PlanError as e:
        raise UsageError(str(e)) from None
    if _refused([target for _, target in jobs], args.in_place):
        return EXIT_UNREADABLE
    results, codes = [], []
    for source, target in jobs:  # each file said as it is converted
        results.append(convert_file(source, target, make_folder=True))
        codes.append(_said(results[-1], quiet(args)))
    if not quiet(args):
        say(f"{counted(len(results), 'file', 'files')}: {totals(results)}")
    return max(codes)


def _refused(targets: list[str], in_place: bool) -> bool:
    """Whether a target is in the installation's folder of data (a bundled sample's, as
    ``m44 samples`` lists them), which the command never writes, as the editor's Save does
    not: each such target said in one line with what to do instead, and nothing of the run
    written (exit 2)."""
    if not in_place:
        return refuse_installed("convert", [("an OUT", t) for t in targets])
    refused = [t for t in targets if t != STDIN and is_packaged(t)]
    for target in refused:
        error(f"m44 convert: {target}: a file of the installed m44 (a bundled sample, as m44 "
              "samples lists them), never written over: write your copy elsewhere with -o OUT")
    return bool(refused)


def convert(name: str, target: str, *, make_folder: bool = False) -> Converted:
    """Convert the file ``name`` (``-``: standard input) to ``target`` (``-``: standard
    output; ``make_folder``: its folder made first). Raises ``M44ReadError`` for a file
    that cannot be read (the command's one line, exit 2)."""
    done = fill(read_scenario(name), shown(name), target)
    if target != "-":
        return write(done, make_folder=make_folder)
    assert done.scenario is not None
    say_bytes(dumps(done.scenario).encode("utf-8"))  # UTF-8, as every .m44
    done.findings = check_scenario(done.scenario)
    return done


def _said(done: Converted, silent: bool) -> int:
    """Say what became of one file (its repairs, the packs added, the findings left, then
    where it was written), on standard error when the scenario went to standard output;
    its exit code."""
    if done.problem is not None:
        # nothing is said of a file that was not written: the failure is the answer (the
        # repairs say what was written)
        error(done.problem)
        return EXIT_UNREADABLE
    assert done.scenario is not None
    board = done.scenario.board
    log = sys.stderr if done.target == "-" else sys.stdout
    source = shown(done.source)
    for fix in done.fixes:
        if silent and fix.severity != "error":
            continue  # quiet: only what was assumed, an error of the file (exit 1)
        say(f"{source}: {finding_line(fix_finding(fix), board)}", log)
    written = "<stdout>" if done.target == "-" else done.target
    if done.packs_added and not silent:
        say(f"{written}: info packs-filled at $.packs: added {packs_words(done)}, which the "
            "pieces need", log)
    for f in done.findings:
        if silent and f.severity != "error":
            continue  # quiet: only what fails the conversion (exit 1)
        say(f"{written}: {finding_line(f, board)}", log)
    if not silent and done.target != "-":
        if not done.unchanged:
            what = f"wrote {done.target}"
        elif done.target == done.source:  # in place
            what = "already canonical, left as it was"
        else:
            what = f"{done.target} already canonical, left as it was"
        say(f"{source}: {counted(len(done.fixes), 'fix', 'fixes')}; {what}", log)
    return EXIT_FINDINGS if done.errors else EXIT_OK
