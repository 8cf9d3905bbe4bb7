"""The scripted game cases (tests/cases/game/*.game): whole turns and games with scripted
dice that must end as the rules say."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.cases.casebook import load_runner

runner = load_runner("game")

CASES = runner.all_cases()


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_case(case: Any) -> None:
    report = runner.check(case)
    assert report is None, "\n" + report


def test_the_casebook_covers_cards_battles_and_victory() -> None:
    files = {Path(c.file).stem for c in CASES}
    assert {"battle", "cards", "victory", "turns"} <= files
    assert len(CASES) >= 60


def test_a_title_on_two_lines_is_one_case_and_a_case_without_a_step_is_refused(
        tmp_path: Path) -> None:
    """Found by the frictions audit: a title written on two ``===`` lines (seven in
    cards.game, one in beach.game) made two cases, the first with no step, which passed
    having checked nothing, and the second named by the title's end; docs/GAME.md counted
    cards.game's cases as 72 where it holds 65."""
    two = tmp_path / "two.game"
    two.write_text("=== Recon: order one unit,\n=== then draw two\nA1 infus\nM9 infger\n"
                   "> play recon-center\n", "utf-8")
    (case,) = runner.parse(two)
    assert case.title == "Recon: order one unit, then draw two" and case.line == 1
    empty = tmp_path / "empty.game"
    empty.write_text("=== a case\n\n# nothing yet\n=== another\nA1 infus\n> moves done\n",
                     "utf-8")
    with pytest.raises(runner.CaseFormatError, match="empty.game:1: the case 'a case' has no "
                                                     "step"):
        runner.parse(empty)
    assert all(c.steps for c in CASES)


def test_a_mismatch_is_explained() -> None:
    case = next(c for c in CASES if "close assault: each" in c.title)
    wrong = runner.Case(case.title, case.file, case.line, hands=case.hands, dice=case.dice,
                        first=case.first, hexes=case.hexes, sketch=case.sketch,
                        steps=case.steps[:2] + [runner.Step("expect", "unit e6 infger 4", 0)])
    report = runner.check(wrong)
    assert report is not None
    assert "e6: expected infger 4, got infger 2" in report
    assert "battles" in report  # the game's account is printed


def test_an_unknown_expectation_names_its_line_and_a_short_one_is_a_mismatch(
        tmp_path: Path) -> None:
    """A misspelt ``? winnr ALLIES`` was found only when played, by a traceback that named
    neither the file nor the line and stopped the runner's whole run; ``? winner`` without
    its side, by an IndexError of the runner's code."""
    bad = tmp_path / "bad.game"
    bad.write_text("=== a case\nA1 infus\nM9 infger\n? winnr ALLIES\n")
    with pytest.raises(runner.CaseFormatError, match=r"bad.game:4: unknown expectation "
                                                     r"'winnr ALLIES' \(one of: aloft, "):
        runner.parse(bad)
    bad.write_text("=== a case\nA1 infus\nM9 infger\n? dice 0\n")
    with pytest.raises(runner.CaseFormatError, match="bad.game:4: unknown expectation"):
        runner.parse(bad)
    bad.write_text("=== a case\nA1 infus\nM9 infger\n? winner\n")
    (case,) = runner.parse(bad)
    report = runner.check(case)
    assert report is not None
    assert "line 4: ? winner: cannot read it: IndexError" in report
