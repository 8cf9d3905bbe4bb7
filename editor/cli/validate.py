"""``m44 validate FILE...``: one line per finding, or a JSON report."""

from __future__ import annotations

import argparse
import json

from editor.engine.checks import TARGETS
from editor.io.m44 import M44ReadError
from editor.io.report import check_file

from . import EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE, error


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "validate", help="check scenarios: schema, legality, and what the reader fixed",
        description="Check .m44 files against the schema and the legality checks. Prints "
                    "'FILE: SEVERITY CODE at PLACE: message' per finding, PLACE being a hex "
                    "name or a JSON path. Codes are listed in docs/CHECKS.md.",
        epilog="Exit codes: 0 no errors (no warnings either with --strict), 1 errors found, "
               "2 a file cannot be read or bad usage.")
    p.add_argument("files", nargs="+", metavar="FILE", help=".m44 files to check")
    p.add_argument("--json", action="store_true", help="print a machine-readable report")
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


def run(args: argparse.Namespace) -> int:
    reports = []
    unreadable = []
    select, ignore = _codes(args.select), _codes(args.ignore)
    for name in args.files:
        try:
            report = check_file(name, select=select, ignore=ignore, target=args.target)
        except M44ReadError as e:
            unreadable.append(e)
            if not args.json:
                error(str(e))
            continue
        reports.append(report)
        if not args.json:
            for line in report.lines():
                print(line)
    if args.json:
        files = [r.to_json(args.strict) for r in reports]
        files += [{"file": e.file, "ok": False, "unreadable": True, "place": e.place,
                   "error": e.message} for e in unreadable]
        print(json.dumps({"files": files}, indent=2, ensure_ascii=False))
    if unreadable:
        return EXIT_UNREADABLE
    return EXIT_FINDINGS if any(r.fails(args.strict) for r in reports) else EXIT_OK
