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


def test_a_mismatch_is_explained() -> None:
    case = next(c for c in CASES if "close assault: each" in c.title)
    wrong = runner.Case(case.title, case.file, case.line, hands=case.hands, dice=case.dice,
                        first=case.first, hexes=case.hexes, sketch=case.sketch,
                        steps=case.steps[:2] + [runner.Step("expect", "unit e6 infger 4", 0)])
    report = runner.check(wrong)
    assert report is not None
    assert "e6: expected infger 4, got infger 2" in report
    assert "battles" in report  # the game's account is printed
