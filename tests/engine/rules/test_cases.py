"""The rules case files (tests/cases/rules/*.cases) through the `m44 rules` answers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.cases.casebook import load_runner

runner = load_runner("rules")

CASES = runner.all_cases()


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_case(case: Any) -> None:
    report = runner.check(case)
    assert report is None, "\n" + report


def test_there_are_cases_for_every_query() -> None:
    from editor.cli.rules import QUERIES

    missing = set(QUERIES) - {c.query[0] for c in CASES}
    assert not missing, f"no case in tests/cases/rules/*.cases asks {sorted(missing)}"
    assert len(CASES) >= 150


def test_a_mismatch_is_explained() -> None:
    case = next(c for c in CASES if c.query[0] == "los" and c.expect[0] == "blocked")
    wrong = runner.Case(case.title, case.file, case.line, case.board, case.face, case.top,
                        case.sketch, case.hexes, case.query, ["clear"])
    report = runner.check(wrong)
    assert report is not None
    assert "expected 'clear', got 'blocked'" in report
    assert "through:" in report and "unexpected blocker" in report


def test_a_mismatch_of_clear_says_the_hex_and_the_unit() -> None:
    case = next(c for c in CASES if c.query[0] == "clear" and c.expect[0] == "no"
                and "Patrol Cars" in c.title)
    wrong = runner.Case(case.title, case.file, case.line, case.board, case.face, case.top,
                        case.sketch, case.hexes, case.query, ["and battle"])
    report = runner.check(wrong)
    assert report is not None
    assert "missing: and battle" in report
    assert "E5: " in report.split("why:")[1] and "not one that removes obstacles" in report


def test_case_format_errors_name_the_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.cases"
    bad.write_text("=== a case\nE5 nosuchthing\n> los E5 E6\nclear\n")
    with pytest.raises(runner.CaseFormatError, match="bad.cases:2"):
        runner.parse(bad)
    bad.write_text("=== a case\nE5 woods\n")
    with pytest.raises(runner.CaseFormatError, match="no '> query'"):
        runner.parse(bad)


def test_a_query_m44_rules_would_not_take_names_the_line(tmp_path: Path) -> None:
    """A misspelt query, or a hex too few, was read and failed when run, with a traceback
    of the rules command's code (an IndexError for ``los E5``) and no line of the file."""
    bad = tmp_path / "bad.cases"
    bad.write_text("=== a case\nE5 infus, wire\n> clr E5\nno\n")
    with pytest.raises(runner.CaseFormatError, match=r"bad.cases:3: 'clr E5': the query is "
                                                     r"one of los, dice, moves, retreat, clear"):
        runner.parse(bad)
    bad.write_text("=== a case\nE5 infus\n> los E5\nclear\n")
    with pytest.raises(runner.CaseFormatError, match=r"bad.cases:3: 'los' takes 2 hex\(es\) "
                                                     r"\(A B\), not 1"):
        runner.parse(bad)
    bad.write_text("=== a case\nE5 infus\n> retreat E5 --flags 2\nE5 lost=0\n")
    assert runner.parse(bad)[0].query == ["retreat", "E5", "--flags", "2"]
