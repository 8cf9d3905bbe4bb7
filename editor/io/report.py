"""One report per file: the reader's repairs and the schema's findings (and, once the
legality checks land, theirs), in the shape the command line and the editor show."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from editor.engine.board import Board
from editor.engine.findings import SEVERITIES, Finding
from editor.engine.scenario import Scenario

from .m44 import Fix, load, to_json
from .schema import schema_findings


def fix_finding(f: Fix) -> Finding:
    """A reader's repair as a finding: non-canonical spelling is a warning, lost or
    invented content an error (the severity the reader gave it)."""
    return Finding(f.severity, f.code, f.message, (f.coord,) if f.coord else (), f.path,
                   "run 'm44 convert' to write the canonical form" if f.severity != "error"
                   else None)


def check_scenario(s: Scenario) -> list[Finding]:
    """Every finding about a scenario as it stands in memory."""
    return schema_findings(to_json(s))


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

    def lines(self) -> list[str]:
        """``FILE: SEVERITY CODE at PLACE: message``, one per finding."""
        return [f"{self.file}: {f.severity} {f.code} at {f.place(self.board)}: {f.message}"
                for f in self.findings]

    def to_json(self) -> dict[str, object]:
        return {"file": self.file, "ok": not self.has_errors,
                "counts": {s: self.count(s) for s in SEVERITIES},
                "findings": [f.to_json(self.board) for f in self.findings]}


def check_file(path: str | os.PathLike[str]) -> FileReport:
    """Load and check one file; raises ``M44ReadError`` when it cannot be read."""
    result = load(path)
    findings = [fix_finding(f) for f in result.fixes] + check_scenario(result.scenario)
    return FileReport(str(path), result.scenario, findings)
