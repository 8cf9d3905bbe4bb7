"""No false errors: what official scenarios do is at most a warning, and an error means the
scenario cannot be set up or played by the rules. Each former false error has an
official-style case here; each conditional severity its two sides."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from editor.engine.checks import REGISTRY, run_checks
from editor.engine.board import Coord
from editor.engine.scenario import Hex, Scenario, ScenarioText, Unit
from editor.io.report import check_file

from ...conftest import DATA
from .test_checks import GER, US, info, legal, remove, text

OFFICIAL = DATA / "official-style.m44"


def test_an_official_style_scenario_has_no_error_and_says_why_it_warns() -> None:
    report = check_file(OFFICIAL)
    assert [f for f in report.findings if f.severity == "error"] == []
    found = sorted((f.code, f.place(report.board)) for f in report.findings)
    assert found == [
        ("exit-edge", "C1"), ("exit-edge", "D1"), ("exit-edge", "E1"),  # a withdrawal
        ("majority-group", "g6"),  # a majority of one hex
        ("span-without-water", "F5"),  # the bank end of a two-hex bridge
        ("unit-impassable", "G7"),  # infantry in woods the scenario makes impassable
        ("unit-impassable", "e8"),  # armor set up on a casemate
        ("victory-unreachable", "$.game_info.victory_player2"),  # a medal per turn
    ]
    assert all(f.severity == "warning" for f in report.findings)
    (short,) = [f for f in report.findings if f.code == "victory-unreachable"]
    assert "4 short, unless the special rules give medals" in short.message
    # artillery set up on its bunker: the rules foresee it ("may not move from the hex")
    assert not [f for f in report.findings if f.coords == (Coord(1, 5),)]
    assert not report.fails() and report.fails(strict=True)


def with_rules(words: str) -> Callable[[Scenario], None]:
    return text(rules=words)


@pytest.mark.parametrize(("code", "change", "severity"), [
    ("figure-count", lambda s: s.set_hex(GER, Hex(unit=Unit("infger", nbr_units=-1))), "error"),
    ("figure-count", lambda s: s.set_hex(GER, Hex(unit=Unit("infger", nbr_units=5))), "warning"),
    ("side-no-units", remove(US), "error"),
    ("side-no-units", lambda s: (remove(US)(s), with_rules(
        "Allied reinforcements enter on turn 3 at A1.")(s)), "warning"),
    ("side-no-units", lambda s: (remove(US)(s), with_rules("Wire may not be removed.")(s)),
     "error"),
    ("cards-range", info(cards_player1=None), "warning"),  # the briefing says the cards
    ("cards-range", lambda s: (info(cards_player1=None)(s), text(description="")(s)), "error"),
    ("cards-range", info(cards_player1=0), "error"),
    ("medals-range", info(victory_player2=None), "warning"),
    ("medals-range", lambda s: (info(victory_player2=None)(s), text(victory=None)(s)), "error"),
    ("no-starting-player", info(starting=None), "warning"),
    ("no-starting-player", lambda s: (info(starting=None)(s), text(description=" ")(s)),
     "error"),
])
def test_conditional_severities(code: str, change: Callable[[Scenario], object],
                                severity: str) -> None:
    s = legal()
    change(s)
    assert [f.severity for f in run_checks(s, select=[code])] == [severity]


def test_the_official_victory_texts_also_count_in_other_languages() -> None:
    s = legal()
    s.text = {"fr": ScenarioText(name="Essai", description="Les Alliés commencent.",
                                 victory="6 médailles.")}
    info(starting=None)(s)
    (f,) = run_checks(s, select=["no-starting-player"])
    assert f.severity == "warning" and "the fr briefing may" in f.message


def test_every_check_that_can_err_says_why_with_the_rules() -> None:
    can_err = [c for c in REGISTRY.values() if c.severity == "error" or "error" in c.summary]
    assert can_err and all(c.rule for c in can_err), [c.code for c in can_err if not c.rule]
    downgraded = ["orientation-range", "unknown-behavior", "span-without-water",
                  "piece-on-ocean", "unit-impassable", "majority-group", "group-hex-unknown",
                  "exit-edge", "sudden-death-unknown", "victory-unreachable"]
    for code in downgraded:
        check = REGISTRY[code]
        assert check.severity == "warning" and check.rule, code
        assert check.func.__doc__, f"{code}: the check's docstring says why it warns"


def test_a_scenario_without_anything_still_errs() -> None:
    """The bar cuts both ways: what cannot be set up or played stays an error."""
    codes = {f.code for f in run_checks(Scenario()) if f.severity == "error"}
    assert {"side-no-units", "cards-range", "medals-range", "no-starting-player"} <= codes
    s = legal()
    s.game_info = replace(s.game_info, side_player2=s.game_info.side_player1)
    assert [f.severity for f in run_checks(s, select=["sides"])] == ["error"]
