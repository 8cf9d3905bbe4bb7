"""The shapes of ``m44 validate``'s findings for CI systems: GitHub Actions workflow commands
(annotations on the pull request) and SARIF 2.1.0 (code-scanning uploads).

Findings carry a place (a hex name or a JSON path), not a line of the file: GitHub gets
file-level annotations with the place in the text, SARIF a logical location.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import PurePath
from typing import Any
from urllib.parse import quote

from editor import __version__
from editor.engine.findings import Finding
from editor.io.m44 import M44ReadError
from editor.io.report import FileReport

#: The annotation command per severity (GitHub has no "info": its "notice" is the same).
GITHUB_COMMANDS = {"error": "error", "warning": "warning", "info": "notice"}
#: SARIF's ``level`` per severity.
SARIF_LEVELS = {"error": "error", "warning": "warning", "info": "note"}
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


def fails(f: Finding, strict: bool) -> bool:
    """Whether ``f`` fails the run: errors, and warnings with ``--strict``."""
    return f.severity == "error" or (strict and f.severity == "warning")


def _github_data(text: str) -> str:
    # the escapes of GitHub's own toolkit (@actions/core), so text cannot end the command
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _github_property(text: str) -> str:
    return _github_data(text).replace(":", "%3A").replace(",", "%2C")


def github_line(severity: str, file: str, message: str, title: str | None = None) -> str:
    """One workflow command: ``::error file=F,title=T::message``."""
    props = f"file={_github_property(file)}"
    if title:
        props += f",title={_github_property(title)}"
    return f"::{GITHUB_COMMANDS[severity]} {props}::{_github_data(message)}"


def github_lines(report: FileReport, findings: Sequence[Finding]) -> list[str]:
    return [github_line(f.severity, report.file, f"at {f.place(report.board)}: {f.message}",
                        f"m44 {f.code}") for f in findings]


def github_unreadable(e: M44ReadError) -> str:
    return github_line("error", e.file, f"at {e.place}: {e.message}" if e.place else e.message,
                       "m44 unreadable")


def _uri(file: str) -> str:
    """A URI reference for a file name as given: relative stays relative (to the folder the
    command ran in), absolute becomes ``file://`` (Windows' ``file:///C:/...`` and
    ``file://server/share/...``); ``<stdin>`` is percent-encoded."""
    path = PurePath(file)
    posix = path.as_posix()
    # the name's own bytes: those that are not UTF-8 percent-encoded as they are (%E9)
    if not path.is_absolute():
        return quote(os.fsencode(posix))
    if path.drive.endswith(":"):  # a drive's letter is no host ("file://C%3A/" was)
        return f"file:///{path.drive}" + quote(os.fsencode(posix[len(path.drive):]))
    return ("file:" if path.drive else "file://") + quote(os.fsencode(posix))


def sarif(reports: Sequence[FileReport], unreadable: Sequence[M44ReadError]) -> dict[str, Any]:
    """One SARIF 2.1.0 log of one run: every finding as a result, unreadable files as
    tool execution notifications (the run then did not succeed)."""
    codes = sorted({f.code for r in reports for f in r.findings})
    index = {code: i for i, code in enumerate(codes)}
    results = []
    for r in reports:
        for f in r.findings:
            place = f.place(r.board)
            result: dict[str, Any] = {
                "ruleId": f.code, "ruleIndex": index[f.code], "level": SARIF_LEVELS[f.severity],
                "message": {"text": f"at {place}: {f.message}"},
                "locations": [{"physicalLocation": {"artifactLocation": {"uri": _uri(r.file)}},
                               "logicalLocations": [{"fullyQualifiedName": place}]}],
            }
            if f.hint:
                result["properties"] = {"hint": f.hint}
            results.append(result)
    notes = [{"level": "error", "message": {"text": str(e)},
              "locations": [{"physicalLocation": {"artifactLocation": {"uri": _uri(e.file)}}}]}
             for e in unreadable]
    return {
        "$schema": SARIF_SCHEMA, "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "m44", "version": __version__,
                                "rules": [{"id": c, "name": c} for c in codes]}},
            "invocations": [{"executionSuccessful": not unreadable,
                             "toolExecutionNotifications": notes}],
            "results": results,
        }],
    }
