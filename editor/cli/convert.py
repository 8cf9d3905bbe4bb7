"""``m44 convert IN... -o OUT``: write the canonical form and list the fixes (``-`` as IN reads
standard input, as OUT writes standard output). Several files, or a folder (the ``.m44``
files in it and its subfolders), are written into the folder OUT, or each over itself with
``--in-place``: a whole scenario book in one run, a file that cannot be read said and passed
over."""

from __future__ import annotations

import argparse
import os
import sys

from editor.engine.packs import filled_packs, needed_packs
from editor.engine.words import counted
from editor.io.files import FileReadError, scenario_files
from editor.io.m44 import M44ReadError, dumps, save
from editor.io.report import check_scenario, fix_finding

from . import (EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE, STDIN, UsageError, add_command, error,
               quiet, read_scenario, same_file, say, say_bytes, shown)


def register(sub: argparse._SubParsersAction) -> None:
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
                    "FILE.bak.",
        epilog="Exit codes: 0 written, 1 written but a result still has errors (e.g. names "
               "not in the catalog), 2 bad usage or a file cannot be read or written (the "
               "others are written all the same).")
    p.add_argument("inputs", nargs="+", metavar="IN",
                   help="the .m44 files or folders to read ('-': stdin)")
    out = p.add_mutually_exclusive_group(required=True)
    out.add_argument("-o", "--output", metavar="OUT",
                     help="where to write ('-' for stdout); a folder for several files")
    out.add_argument("--in-place", action="store_true",
                     help="rewrite each IN itself (IN.bak kept)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    inputs: list[str] = args.inputs
    if args.in_place and STDIN in inputs:
        raise UsageError("--in-place needs a file, not standard input; use -o OUT")
    if len(inputs) == 1 and not os.path.isdir(inputs[0]):
        target = inputs[0] if args.in_place else args.output
        if os.path.isdir(target) and inputs[0] != STDIN:  # into that folder, as cp does
            target = os.path.join(target, os.path.basename(inputs[0]))
        if (not args.in_place and STDIN not in (target, inputs[0])
                and same_file(inputs[0], target)):
            error(f"m44 convert: {target} is the input file; use --in-place to rewrite it")
            return EXIT_UNREADABLE
        return convert(inputs[0], target, quiet(args))
    jobs = _jobs(inputs, None if args.in_place else args.output)
    codes = []
    for source, target in jobs:
        try:
            os.makedirs(os.path.dirname(target) or ".", exist_ok=True)
        except OSError as e:
            error(f"{target}: cannot write: {e.strerror or e}")
            codes.append(EXIT_UNREADABLE)
            continue
        try:
            codes.append(convert(source, target, quiet(args)))
        except M44ReadError as e:  # said, and the next file converted
            error(str(e))
            codes.append(EXIT_UNREADABLE)
    if not quiet(args):
        said = [f"{codes.count(EXIT_OK)} written"]
        if EXIT_FINDINGS in codes:
            said.append(f"{codes.count(EXIT_FINDINGS)} written with errors")
        if EXIT_UNREADABLE in codes:
            said.append(f"{codes.count(EXIT_UNREADABLE)} not converted")
        say(f"{counted(len(codes), 'file', 'files')}: {', '.join(said)}")
    return max(codes)


def _jobs(inputs: list[str], output: str | None) -> list[tuple[str, str]]:
    """Each file to convert with where it goes: into the folder ``output`` (its name, or its
    path in a folder given), or over itself (``None``: --in-place). A
    :class:`UsageError` for standard input, an output that is a file, or two files bound
    for one name."""
    if STDIN in inputs or output == STDIN:
        raise UsageError("several files or a folder are converted file by file: neither IN "
                         "nor OUT may be '-'")
    if output is not None and os.path.exists(output) and not os.path.isdir(output):
        raise UsageError(f"{output} is a file: with several files or a folder, OUT is the "
                         "folder they are written in")
    jobs: list[tuple[str, str]] = []
    for given in inputs:
        try:
            files = scenario_files([given])
        except FileReadError as e:
            raise UsageError(str(e)) from None
        for f in files:
            if output is None:
                jobs.append((f, f))
                continue
            name = os.path.relpath(f, given) if os.path.isdir(given) else os.path.basename(f)
            jobs.append((f, os.path.join(output, name)))
    # no output over any input (also through a link), nor two outputs on one file
    read = {_key(source) for source, _ in jobs}
    seen: dict[str, str] = {}
    for source, target in jobs:
        key = _key(target)
        if output is not None and key in read:
            raise UsageError(f"{target} is an input file; use --in-place to rewrite the "
                             "files, or another OUT")
        if key in seen:
            raise UsageError(f"{seen[key]} and {source} would both be written to {target}")
        seen[key] = source
    return jobs


def _key(path: str) -> str:
    """What names one file: its real path, as the system compares names."""
    return os.path.normcase(os.path.realpath(path))


def convert(name: str, target: str, silent: bool) -> int:
    """Convert the file ``name`` (``-``: standard input) to ``target`` (``-``: standard
    output), saying its fixes and the findings left; the exit code of that file. Raises
    ``M44ReadError`` for a file that cannot be read."""
    result = read_scenario(name)
    source = shown(name)
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
    if not silent:
        for fix in result.fixes:
            ff = fix_finding(fix)
            say(f"{source}: {ff.severity} {ff.code} at {ff.place(board)}: {ff.message}", log)
    written = "<stdout>" if target == "-" else target
    if added and not silent:
        needs = needed_packs(result.scenario)
        say(f"{written}: info packs-filled at $.packs: added "
              + ", ".join(f"{p} ({', '.join(needs[p])})" for p in added)
              + ", which the pieces need", log)
    remaining = check_scenario(result.scenario)
    for f in remaining:
        if silent and f.severity != "error":
            continue  # quiet: only what fails the conversion (exit 1)
        say(f"{written}: {f.severity} {f.code} at {f.place(board)}: {f.message}", log)
    if not silent and target != "-":
        say(f"{source}: {counted(len(result.fixes), 'fix', 'fixes')}; wrote {target}", log)
    return EXIT_FINDINGS if any(f.severity == "error" for f in remaining) else EXIT_OK
