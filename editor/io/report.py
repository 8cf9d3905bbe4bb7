"""One report per file: the reader's repairs, the schema's findings and the legality
checks', in the shape the command line and the editor show."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from editor.engine.board import Board
from editor.engine.checks import run_checks
from editor.engine.findings import SEVERITIES, Finding
from editor.engine.scenario import Scenario

from .m44 import Fix, LoadResult, load, to_json
from .schema import schema_findings


def finding_line(f: Finding, board: Board | None) -> str:
    """A finding on one line, as every report says it: ``SEVERITY CODE at PLACE: message``
    (the place a hex name, or a JSON path)."""
    return f"{f.severity} {f.code} at {f.place(board)}: {f.message}"


def fix_finding(f: Fix, *, at_hex: bool = False) -> Finding:
    """A reader's repair as a finding, of the severity the reader gave it
    (:func:`~editor.io.m44.fix_severity`), at its JSON path in the file as read. With
    ``at_hex``, placed at the hex whose entry holds it too (:attr:`Fix.hex`), as the editor
    names places to a person (the path kept for the expert)."""
    hexes = (f.hex,) if at_hex and f.hex else (f.coord,) if f.coord else ()
    return Finding(f.severity, f.code, f.message, hexes, f.path,
                   "run 'm44 convert' to write the canonical form" if f.severity != "error"
                   else None, f.quoted)


def _explained(path: str, places: set[str], lists: set[str]) -> bool:
    """Whether ``path`` is one of ``places``, or a place enclosing it (``$.a`` encloses
    ``$.a.b`` and ``$.a[0]``) that is not a whole list (``lists``: a finding about the list
    of hexes, that a side has no unit, says nothing of what each hex holds). Looked up in
    the set, a prefix of the path at a time, so that 16,000 schema findings against 16,000
    legality findings take no quadratic time."""
    return path in places or any(path[:i] in places and path[:i] not in lists
                                 for i, ch in enumerate(path) if ch in ".[")


#: A step of a finding's path: ``.key`` or ``[index]``.
_STEP = re.compile(r"\.([^.\[]+)|\[(\d+)\]")


def _is_list(doc: object, path: str) -> bool:
    """Whether ``path`` (``$.board.hexagons``) names a list of the document ``doc``."""
    here = doc
    for key, index in _STEP.findall(path.removeprefix("$")):
        if key and isinstance(here, dict):
            here = here.get(key)
        elif index and isinstance(here, list) and int(index) < len(here):
            here = here[int(index)]
        else:
            return False
    return isinstance(here, list)


def _selected(code: str, select: tuple[str, ...], ignore: tuple[str, ...]) -> bool:
    return (not select or code.startswith(select)) and not (ignore and code.startswith(ignore))


def check_scenario(s: Scenario, *, select: Iterable[str] = (), ignore: Iterable[str] = (),
                   target: str | None = None) -> list[Finding]:
    """Every finding about a scenario as it stands in memory: the legality checks' (with
    those of a platform ``target``), then the schema's (less those a legality finding
    already explains at the same place or one enclosing it, a whole list aside, whose
    severity stands: an orientation beyond a tile's drawings is a warning, the tile laid
    all the same). A finding left out by ``select`` or ``ignore`` still explains its
    place: leaving out a warning never brings up the schema's error in its stead. An info
    explains nothing (``unplayed-option`` beside a value of the wrong type)."""
    select, ignore = tuple(select), tuple(ignore)
    every = run_checks(s, target=target)
    legal = [f for f in every if _selected(f.code, select, ignore)]
    # an info (a note: the simulation does not play an option) explains no schema error at
    # its place: a value of the wrong type would go unsaid
    places = {f.path for f in every if f.path and f.severity != "info"}
    doc = to_json(s)
    lists = {p for p in places if _is_list(doc, p)}
    schema = [f for f in schema_findings(doc)
              if _selected(f.code, select, ignore)
              and not _explained(f.path or "$", places, lists)]
    return legal + schema


@dataclass
class FileReport:
    file: str
    scenario: Scenario
    findings: list[Finding] = field(default_factory=list)

    @property
    def board(self) -> Board:
        return self.scenario.board

    def count(self, severity: str) -> int:
        return sum(1 for f in self.findings if f.severity == severity)

    @property
    def has_errors(self) -> bool:
        return self.count("error") > 0

    def fails(self, strict: bool = False) -> bool:
        """Errors fail a file; with ``strict``, warnings too."""
        return self.has_errors or (strict and self.count("warning") > 0)

    def lines(self) -> list[str]:
        """``FILE: SEVERITY CODE at PLACE: message``, one per finding."""
        return [f"{self.file}: {finding_line(f, self.board)}" for f in self.findings]

    def to_json(self, strict: bool = False) -> dict[str, object]:
        return {"file": self.file, "ok": not self.fails(strict),
                "counts": {s: self.count(s) for s in SEVERITIES},
                "findings": [f.to_json(self.board) for f in self.findings]}


def check_file(path: str | os.PathLike[str], *, select: Iterable[str] = (),
               ignore: Iterable[str] = (), target: str | None = None) -> FileReport:
    """Load and check one file (for a platform ``target`` if given); raises
    ``M44ReadError`` when it cannot be read."""
    return check_loaded(load(path), str(path), select=select, ignore=ignore, target=target)


def check_loaded(result: LoadResult, name: str, *, select: Iterable[str] = (),
                 ignore: Iterable[str] = (), target: str | None = None) -> FileReport:
    """The report on a scenario already read (from a file or standard input) as ``name``:
    the reader's repairs, then the scenario's findings (for a platform ``target`` if
    given)."""
    select, ignore = tuple(select), tuple(ignore)
    fixes = [fix_finding(f) for f in result.fixes if _selected(f.code, select, ignore)]
    findings = fixes + check_scenario(result.scenario, select=select, ignore=ignore,
                                      target=target)
    return FileReport(name, result.scenario, findings)
