"""``m44 validate FILE...``: the findings of each file, in the shape a person or a CI system
reads: one line per finding (``text``), a JSON report, GitHub Actions annotations or SARIF.
"""

from __future__ import annotations

import argparse

from editor.engine.checks import TARGETS
from editor.io.files import FileReadError, scenario_files
from editor.io.m44 import M44ReadError
from editor.io.report import FileReport, check_loaded

from . import (EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE, STDIN, UsageError, a_name, add_command,
               error, quiet, read_scenario, say, say_json, shown)
from .formats import fails, github_lines, github_unreadable, sarif

FORMATS = ("text", "json", "github", "sarif")


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "validate",
        description="Check .m44 files against the schema and the legality checks ('-' reads "
                    "standard input, named <stdin>). The text format prints 'FILE: SEVERITY "
                    "CODE at PLACE: message' per finding, PLACE being a hex name or a JSON "
                    "path; github prints GitHub Actions annotations (::error file=FILE,"
                    "title=m44 CODE::at PLACE: message); json and sarif (2.1.0) print one "
                    "report. Codes are listed in docs/CHECKS.md.",
        epilog="Exit codes: 0 no errors (no warnings either with --strict), 1 errors found, "
               "2 a file cannot be read or bad usage.")
    p.add_argument("files", nargs="+", type=a_name, metavar="FILE",
                   help=".m44 files to check ('-': stdin); a folder checks the .m44 files in "
                        "it and its subfolders")
    p.add_argument("--format", choices=FORMATS, default="text",
                   help="text (default), json, github (Actions annotations) or sarif")
    p.add_argument("--json", dest="format", action="store_const", const="json",
                   help="the same as --format json")
    p.add_argument("--strict", action="store_true", help="warnings fail too (exit 1)")
    p.add_argument("--target", choices=sorted(TARGETS), default=None,
                   help="also report what this platform cannot set up (bga: Board Game "
                        "Arena), as errors of code target-lacks")
    p.add_argument("--select", action="append", default=[], metavar="CODE",
                   help="report only codes starting with CODE (repeatable, or comma-separated)")
    p.add_argument("--ignore", action="append", default=[], metavar="CODE",
                   help="do not report codes starting with CODE (repeatable, or "
                        "comma-separated)")
    p.set_defaults(func=run)


def _codes(values: list[str]) -> tuple[str, ...]:
    return tuple(c.strip() for v in values for c in v.split(",") if c.strip())


def _refuse_empty(option: str, values: list[str]) -> None:
    """A :class:`UsageError` for an option given no code (``--ignore ""``, a shell variable
    left unset): it was dropped without a word, the run selecting or ignoring nothing."""
    for v in values:
        if not _codes([v]):
            raise UsageError(f"{option} {v!r} names no code (docs/CHECKS.md lists them)")


def _refuse_unknown(option: str, codes: tuple[str, ...]) -> None:
    """A :class:`UsageError` for a code that starts no finding's code: misspelt, it selected
    nothing (no finding, exit 0 on a file with errors) or ignored nothing."""
    from editor.engine.checks import REGISTRY
    from editor.engine.checks.targets import CODE as TARGET_CODE
    from editor.io.m44 import FIX_CODES

    known = (*REGISTRY, *FIX_CODES, TARGET_CODE, "schema-")
    for code in codes:
        if not code.startswith("schema-") and not any(k.startswith(code) for k in known):
            raise UsageError(f"{option} {code!r} is the start of no code (docs/CHECKS.md "
                             "lists them)")


def run(args: argparse.Namespace) -> int:
    if args.files.count(STDIN) > 1:
        raise UsageError("standard input ('-') can be read only once")
    _refuse_empty("--select", args.select)
    _refuse_empty("--ignore", args.ignore)
    _refuse_unknown("--select", _codes(args.select))
    _refuse_unknown("--ignore", _codes(args.ignore))
    try:
        names = scenario_files(args.files)
    except FileReadError as e:
        raise UsageError(str(e)) from None
    reports: list[FileReport] = []
    unreadable: list[M44ReadError] = []
    select, ignore = _codes(args.select), _codes(args.ignore)
    # text and github print as they go: a long run shows its findings file by file
    streaming = args.format in ("text", "github")
    for name in names:
        try:
            report = check_loaded(read_scenario(name), shown(name), select=select,
                                  ignore=ignore, target=args.target)
        except M44ReadError as e:
            unreadable.append(e)
            if args.format == "github":
                say(github_unreadable(e))
            elif streaming:
                error(str(e))
            continue
        reports.append(report)
        if streaming:
            shown_findings = [f for f in report.findings
                              if not quiet(args) or fails(f, args.strict)]
            if args.format == "github":
                lines = github_lines(report, shown_findings)
            else:
                lines = FileReport(report.file, report.scenario, shown_findings).lines()
            for line in lines:
                say(line)
    if args.format == "json":
        files = [r.to_json(args.strict) for r in reports]
        files += [{"file": e.file, "ok": False, "unreadable": True, "place": e.place,
                   "error": e.message} for e in unreadable]
        say_json({"files": files})
    elif args.format == "sarif":
        say_json(sarif(reports, unreadable))
    if unreadable:
        return EXIT_UNREADABLE
    return EXIT_FINDINGS if any(r.fails(args.strict) for r in reports) else EXIT_OK
