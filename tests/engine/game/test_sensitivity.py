"""Which knob moves the balance (editor/engine/game/sensitivity.py): each step is the
scenario played with that knob turned, on the same seeds as the scenario as it is, and its
differences are compare()'s; the knobs are ranked by their effect; steps the rules do not
allow are skipped with why; the words say no more than the intervals; a Cancel keeps what
was played."""

from __future__ import annotations

import csv
import io
import json
import threading

import pytest

from editor.engine.game import balance
from editor.engine.game.sensitivity import (Sensitivity, Step, sensitivity_csv,
                                            sensitivity_words, versions, which_knob)
from editor.engine.game.simulate import (GameSummary, SimulationResult, StopSimulation,
                                         compare, simulate)
from editor.io.m44 import load

MILL = "tests/data/ai/mill-crossing.m44"  # cards 4 and 5, medals 6 and 6, player 2 first
SIDES = ("AXIS", "ALLIES")


def test_each_step_is_the_scenario_played_with_it_on_the_same_seeds() -> None:
    scenario = load(MILL).scenario
    found = which_knob(scenario, 4, ai="greedy", vs="random", seed=3)
    base = simulate(scenario, 4, ai="greedy", vs="random", seed=3)
    assert bytes(found.base.outcomes) == bytes(base.outcomes)
    tried = {(s.knob, s.value) for s in found.played}
    assert tried == {("cards1", 3), ("cards1", 5), ("cards2", 4), ("cards2", 6),
                     ("medals1", 5), ("medals1", 7), ("medals2", 5), ("medals2", 7),
                     ("first", 1)}
    assert found.skipped == [] and found.planned == 10 and not found.stopped
    for step in found.played:
        alone = simulate(balance.with_knob(scenario, step.knob, step.value), 4, ai="greedy",
                         vs="random", seed=3)
        assert step.result is not None and step.result.seeds == (3, 6)
        assert bytes(step.result.outcomes) == bytes(alone.outcomes), step.tried
        assert list(step.differences) == compare(base, alone), step.tried
        assert step.now == balance.knob_value(scenario, step.knob)


def _run(winners: str) -> SimulationResult:
    """A run whose game i was won by player 1 ("1"), player 2 ("2") or drawn ("-")."""
    r = SimulationResult("Test", SIDES, ("greedy", "greedy"))
    for seed, w in enumerate(winners):
        r.add(GameSummary(seed, {"1": 0, "2": 1, "-": None}[w], 10, (0, 0), "medals"))
    return r


def _found(base: str, steps: dict[tuple[str, int, int], str], games: int = 0) -> Sensitivity:
    a = _run(base)
    return Sensitivity(a, [Step(k, now, v, b, tuple(compare(a, b)))
                           for (k, now, v), w in steps.items() for b in [_run(w)]],
                       games or len(base))


BASE = "1" * 10 + "2" * 30  # player 1 wins 25%


def test_the_knobs_are_ranked_by_how_far_they_move_the_gap_between_the_sides() -> None:
    found = _found(BASE, {
        ("cards1", 4, 3): "2" * 40,                       # player 1: -25 points, gap -50
        ("cards1", 4, 5): "1" * 12 + "2" * 28,            # +5
        ("medals2", 6, 5): "1" * 10 + "-" * 30,           # player 2's wins all drawn: gap +75
        ("first", 2, 1): "1" * 10 + "2" * 30,             # nothing moves
    })
    assert found.ranked == ["medals2", "cards1", "first"]
    assert [round(found.effect(k), 3) for k in found.ranked] == [0.75, 0.5, 0.0]
    assert [(s.knob, s.value) for s in found.rows] == \
        [("medals2", 5), ("cards1", 3), ("cards1", 5), ("first", 1)]
    medals = found.steps_of("medals2")[0]
    # player 1's rate did not move: only player 2's interval shows the change
    assert not medals.differences[0].differs and medals.differences[1].differs
    assert found.shown(medals) and medals.lead is medals.differences[1]


def test_the_words_name_the_knob_that_moves_it_most_and_which_way() -> None:
    found = _found(BASE, {("medals2", 6, 5): "2" * 40, ("medals2", 6, 7): "1" * 13 + "2" * 27,
                          ("cards1", 4, 5): "1" * 12 + "2" * 28})
    down, up = found.steps_of("medals2")
    assert found.shown(down) and not found.shown(up)

    def interval(step: Step) -> str:
        lo, hi = step.differences[0].ci95
        return f"95% interval {100 * lo:+.1f} to {100 * hi:+.1f}"

    assert found.words == (
        "The knob that moved the balance most in these games is the medals to win of Allies "
        f"(player 2) (medals2): 6 → 5 moves it towards Allies (Axis's win rate -25.0 points, "
        f"{interval(down)}; Axis 0% and Allies 100%, from 25% and 75%), and 6 → 7 is not "
        f"shown to move it (Axis's win rate +7.5 points, {interval(up)})")


def test_the_words_do_not_rank_knobs_the_games_do_not_tell_apart() -> None:
    """Two knobs shown to move the balance, -25.0 and -22.5 points: "The knob that moves
    the balance most is the medals to win of player 2" claimed a ranking no test made
    (each step is tested against the scenario as it is, not against another knob's). The
    sentence says which moved it most in these games, and names the others shown too."""
    found = _found(BASE, {("medals2", 6, 5): "2" * 40, ("cards1", 4, 3): "1" + "2" * 39,
                          ("cards2", 5, 6): "1" + "2" * 39, ("first", 2, 1): BASE})
    assert all(found.shown(found.steps_of(k)[0]) for k in ("medals2", "cards1", "cards2"))
    assert found.words.startswith("The knob that moved the balance most in these games is "
                                  "the medals to win of Allies (player 2) (medals2): 6 → 5 moves it "
                                  "towards Allies (")
    assert found.words.endswith(
        "; the command cards of Axis (player 1) (cards1) and the command cards of Allies "
        "(player 2) (cards2) are shown to move it too, and the games rank none of them above another (each "
        "step is tested against the scenario as it is)")
    one = _found(BASE, {("medals2", 6, 5): "2" * 40, ("cards1", 4, 3): "1" + "2" * 39})
    assert one.words.endswith(
        "; the command cards of Axis (player 1) (cards1) is shown to move it too, and the "
        "games do not rank one above the other (each step is tested against the scenario as it is)")


def test_a_change_whose_interval_holds_0_is_not_said_to_move_the_balance() -> None:
    # the largest change rests on 20 games that changed winner, 14 one way and 6 the
    # other; a smaller one on 6 that all changed one way (p 0.014: under 5% / 2, Holm's
    # first threshold with two steps)
    largest = "1" * 4 + "2" * 6 + "1" * 14 + "2" * 16
    steady = "1" * 10 + "1" * 6 + "2" * 24
    both = _found(BASE, {("cards2", 5, 6): largest, ("medals1", 6, 5): steady})
    top, shown = both.steps_of("cards2")[0], both.steps_of("medals1")[0]
    assert abs(top.shift) > abs(shown.shift) and not both.shown(top) and both.shown(shown)
    assert both.ranked == ["cards2", "medals1"]
    assert both.words.startswith(
        "The largest change, command cards of Allies (player 2) (cards2) 5 → 6 (Axis's win "
        "rate +20.0 points, 95% interval ")
    assert "is not shown to move the balance (its interval holds 0); the largest that is: "\
           "medals to win of Axis (player 1) (medals1) 6 → 5 moves it towards Axis (Axis's " \
           "win rate +15.0 points" in both.words
    none = _found(BASE, {("cards2", 5, 6): largest})
    assert none.words.startswith("No knob is shown to move the balance with 40 games each: "
                                 "the largest change, command cards of Allies (player 2) (cards2) "
                                 "5 → 6 (")
    assert none.words.endswith("has a 95% interval that holds 0; more games narrow it")


def _gaining(gained: int) -> str:
    """Player 1 wins BASE's games and ``gained`` more of player 2's, the rest alike."""
    return "1" * (10 + gained) + "2" * (30 - gained)


def test_nine_steps_are_held_to_holms_correction_not_nine_5_percent_tests() -> None:
    # 4 pairs changed, all one way: p 0.046, its interval leaves out 0 on its own
    lone = _found(BASE, {("cards1", 4, 5): _gaining(4)})
    step = lone.steps[0]
    assert step.alone and step.differences[0].ci95[0] > 0
    assert round(lone.p_value(step), 4) == 0.0455 and lone.shown(step)
    # the same step among nine that move nothing: 0.046 > 5% / 9, so not shown
    quiet = {(k, now, v): BASE for k, now, v in (
        ("cards1", 4, 3), ("cards2", 5, 4), ("cards2", 5, 6), ("medals1", 6, 5),
        ("medals1", 6, 7), ("medals2", 6, 5), ("medals2", 6, 7), ("first", 2, 1))}
    nine = _found(BASE, {("cards1", 4, 5): _gaining(4), **quiet})
    step = nine.steps_of("cards1")[1]
    assert step.alone and not nine.shown(step) and nine.tests == 9
    assert nine.words == (
        "No knob is shown to move the balance with 40 games each: the largest change, "
        "command cards of Axis (player 1) (cards1) 4 → 5 (Axis's win rate +10.0 points, "
        f"95% interval +{100 * step.differences[0].ci95[0]:.1f} to "
        f"+{100 * step.differences[0].ci95[1]:.1f}), has a 95% interval that leaves out 0 "
        "on its own, but not after Holm's correction for the 9 steps played (with that many "
        "tried, one may by chance); more games narrow it")
    data = nine.to_json()
    entry = data["knobs"][0]["steps"][1]
    assert (entry["shown"], entry["interval_leaves_out_0"]) == (False, True)
    assert data["correction"] == {"method": "holm", "tests": 9, "level": 0.05}
    # 8 pairs one way (p 0.0047 < 5% / 9) is shown among the nine; Holm steps down: the
    # next, 6 pairs one way (p 0.014), is held to 5% / 8 = 0.00625 and is not
    strong = _found(BASE, {("cards1", 4, 5): _gaining(8), ("medals1", 6, 5): _gaining(6),
                           **{k: w for k, w in quiet.items() if k[0] != "medals1"},
                           ("medals1", 6, 7): BASE})
    assert strong.shown(strong.steps_of("cards1")[1])
    assert not strong.shown(strong.steps_of("medals1")[0])
    # step-down: after 8 pairs one way (p 0.0047), 25 pairs gained and 9 lost (p 0.0061)
    # is held to 5% / 8 = 0.00625 and passes, where 5% / 9 for each would not
    mixed = "1" + "2" * 9 + "1" * 25 + "2" * 5
    two = _found(BASE, {("cards1", 4, 5): _gaining(8), ("medals1", 6, 5): mixed,
                        **{k: w for k, w in quiet.items() if k[0] != "medals1"},
                        ("medals1", 6, 7): BASE})
    step = two.steps_of("medals1")[0]
    assert (step.differences[0].gained, step.differences[0].lost) == (25, 9)
    assert 0.05 / 9 < two.p_value(step) <= 0.05 / 8
    assert two.shown(step) and two.shown(two.steps_of("cards1")[1])


def test_a_step_is_tested_on_the_gap_between_the_sides_one_test_even_with_draws() -> None:
    # player 2's 8 wins turned into draws: player 1's rate does not move, player 2's does,
    # and the gap moves by 8 pairs' half steps: one test of the gap, not the smaller of the
    # sides' two tests doubled
    drawn = _found(BASE, {("medals2", 6, 5): "1" * 10 + "-" * 8 + "2" * 22})
    step = drawn.steps[0]
    first, second = step.differences
    assert first.p_value == 1.0 and round(second.p_value, 4) == 0.0047
    assert drawn.p_value(step) == pytest.approx(second.p_value) and drawn.shown(step)
    # without a draw, the gap's test is McNemar's, each side's
    plain = _found(BASE, {("medals2", 6, 5): _gaining(4)})
    step = plain.steps[0]
    assert plain.p_value(step) == pytest.approx(step.differences[0].p_value)
    assert step.differences[0].p_value == step.differences[1].p_value


def _gap_p_value(a: str, b: str) -> float:
    """The two-sided p-value of "no change of the gap" worked out apart: each pair's change
    of (player 1 won) - (player 2 won), -2 to +2, their sum over the root of the sum of
    their squares, against the normal."""
    import math

    gap = {"1": 1, "2": -1, "-": 0}
    moves = [gap[y] - gap[x] for x, y in zip(a, b)]
    spread = sum(d * d for d in moves)
    z = abs(sum(moves)) / math.sqrt(spread) if spread else 0.0
    return math.erfc(z / math.sqrt(2))


def test_a_step_that_turns_draws_into_wins_of_both_sides_is_not_said_to_move_the_balance(
) -> None:
    """Draws turned into wins of both sides alike (30% and 30% to 40% and 40%) leave the
    balance where it was: the step was shown (player 1's rate rose, its test passed) and
    said to move it "towards Allies" (a gap of 0 read as Allies' side). The step's test
    is of the gap between the sides, the balance the knobs are ranked by."""
    base = "1" * 30 + "2" * 30 + "-" * 40
    alike = "1" * 30 + "2" * 30 + "1" * 10 + "2" * 10 + "-" * 20
    found = _found(base, {("cards1", 4, 5): alike})
    step = found.steps[0]
    assert step.shift == 0 and step.alone
    assert found.p_value(step) == _gap_p_value(base, alike) == 1.0
    assert not found.shown(step)
    assert "towards" not in found.words
    assert found.words.startswith("No knob is shown to move the balance with 100 games "
                                  "each: the largest change, command cards of Axis (player 1) "
                                  "(cards1) 4 → 5 (")
    assert found.words.endswith(
        "has a 95% interval that leaves out 0, but the gap between the sides' win rates is "
        "not shown to move (their rates moved together); more games narrow it")
    # both sides gain, Allies more: Axis's rate rose but the balance moved towards Allies;
    # said so only as far as the gap's test shows
    more = "1" * 30 + "2" * 30 + "1" * 10 + "2" * 30
    found = _found(base, {("cards1", 4, 5): more})
    step = found.steps[0]
    assert step.shift < 0 and found.p_value(step) == pytest.approx(_gap_p_value(base, more))
    assert found.shown(step) and "moves it towards Allies" in found.words
    assert found.to_json()["knobs"][0]["steps"][0]["p_value"] == \
        round(_gap_p_value(base, more), 6)


def test_a_step_that_changed_no_game_has_a_gap_p_value_of_1() -> None:
    """Every pair alike, nothing speaks against "the gap is the same": p = 1 (a mutant
    reading no change as a one-sigma one, p = 0.32, passed every test before)."""
    from editor.engine.game.sensitivity import gap_p_value

    base = "1" * 30 + "2" * 30 + "-" * 40
    assert _gap_p_value(base, base) == 1.0
    a = SimulationResult("A", ("AXIS", "ALLIES"), ("greedy", "greedy"), games=100,
                         outcomes=bytearray({"1": 0, "2": 1, "-": 2}[c] for c in base))
    assert gap_p_value(a, a) == 1.0


def test_versions_whose_every_game_was_drawn_are_said_to_tell_nothing() -> None:
    """Every game drawn at the turn cap read "No knob is shown to move the balance ...: the
    largest change, command cards of player 1 (cards1) 4 → 3 (AXIS's win rate +0.0
    points ...)", a largest change of nothing, as if more games could narrow it."""
    drawn = _found("-" * 20, {("cards1", 4, 3): "-" * 20, ("medals2", 6, 5): "-" * 20})
    assert drawn.words == ("Every game of every version was drawn at the turn cap: no game "
                           "was won, so the games cannot tell which knob moves the balance")
    # one game won anywhere, and the knobs are weighed as before
    some = _found("-" * 20, {("cards1", 4, 3): "1" + "-" * 19})
    assert some.words.startswith("No knob is shown to move the balance with 20 games each")


def test_steps_the_rules_do_not_allow_are_skipped_with_why(
        monkeypatch: pytest.MonkeyPatch) -> None:
    edge = balance.with_knob(balance.with_knob(load(MILL).scenario, "medals1", 1),
                             "cards2", 12)
    tried = versions(edge)
    skipped = [(s.knob, s.value, s.skipped) for s, v in tried if v is None]
    assert skipped == [
        ("cards2", 13, "player 2 has 13 command cards; 1 to 12 allowed (cards-range)"),
        ("medals1", 0, "player 1 has 0 medals to win; 1 to 12 allowed (medals-range)")]
    played: list[int] = []
    real = simulate

    def counted(scenario, *args, **kw):  # type: ignore[no-untyped-def]
        played.append(balance.knob_value(scenario, "medals1"))
        return real(scenario, *args, **kw)

    monkeypatch.setattr("editor.engine.game.sensitivity.simulate", counted)
    found = which_knob(edge, 2, ai="greedy")
    assert len(played) == 8 and 0 not in played  # the scenario as it is and 7 steps
    assert [(s.knob, s.value) for s in found.skipped] == [("cards2", 13), ("medals1", 0)]
    assert found.steps_of("medals1")[0].value == 2 and found.planned == 8
    assert {s["value"] for s in found.to_json()["skipped"]} == {13, 0}


def test_a_scenario_with_errors_is_refused_before_a_game(
        monkeypatch: pytest.MonkeyPatch) -> None:
    played: list[object] = []
    monkeypatch.setattr("editor.engine.game.sensitivity.simulate",
                        lambda *a, **k: played.append(a))
    broken = balance.with_knob(load(MILL).scenario, "medals2", 0)
    with pytest.raises(ValueError, match="medals-range"):
        which_knob(broken, 2)
    assert played == []


def test_a_cancel_keeps_the_versions_played() -> None:
    seen: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> None:
        seen.append((done, total))
        if done == 4 + 2:  # two games into the first step
            raise StopSimulation

    found = which_knob(load(MILL).scenario, 4, ai="greedy", progress=progress)
    assert found.stopped and found.base.games == 4 and found.planned == 10
    assert [s.result.games for s in found.played if s.result] == [2]
    assert seen[-1] == (6, 40) and all(total == 40 for _, total in seen)
    step = found.played[0]
    assert step.differences[0].games == 2  # paired over the games both played
    cancel = threading.Event()
    cancel.set()
    early = which_knob(load(MILL).scenario, 4, ai="greedy", cancel=cancel)
    assert early.stopped and early.played == []
    assert sensitivity_words(early) == "Stopped before a knob was tried"


def test_the_json_and_the_csv_say_the_same_steps() -> None:
    found = which_knob(load(MILL).scenario, 3, ai="greedy", knobs=("cards1", "first"))
    data = json.loads(json.dumps(found.to_json()))
    assert [k["knob"] for k in data["knobs"]] == found.ranked
    assert data["words"] == found.words and data["games"] == 3 and data["seed"] == 0
    rows = list(csv.DictReader(io.StringIO(sensitivity_csv(found))))
    assert rows[0]["knob"] == "" and rows[0]["games"] == "3"
    assert [(r["knob"], r["value"]) for r in rows[1:]] == \
        [(s.knob, str(s.value)) for s in found.rows]
    for row, step in zip(rows[1:], found.rows, strict=True):
        entry = next(s for k in data["knobs"] for s in k["steps"]
                     if (s["knob"], s["value"]) == (step.knob, step.value))
        assert float(row["change1"]) == entry["difference"]["AXIS"]["diff"]
        assert row["shown"] == str(found.shown(step)) == str(entry["shown"])


def test_a_step_that_puts_victory_out_of_reach_says_so() -> None:
    """Which knob warned only of the scenario as it is: a step that puts a side's victory
    out of reach (one medal more to win than the board gives) changed the balance by games
    that side may never win by medals, and its change read as a balance answer. The step
    carries the warning, in m44 simulate's words; a step of a side already short of medals
    says nothing new."""
    from editor.engine.game.simulate import run_warnings

    from .test_cli_game import out_of_reach

    edge = balance.with_knob(out_of_reach(), "medals2", 3)  # the board gives the Allies 3
    assert run_warnings(edge) == []
    beyond = run_warnings(balance.with_knob(edge, "medals2", 4))
    assert len(beyond) == 1 and "needs 4 medals but the board gives at most 3" in beyond[0]
    steps = {(s.knob, s.value): s for s, _ in versions(edge)}
    assert steps[("medals2", 4)].warnings == tuple(beyond)
    assert [k for k, s in steps.items() if s.warnings] == [("medals2", 4)]
    found = which_knob(edge, 2, ai="greedy", knobs=("medals2",))
    assert found.warnings == [
        f"medals to win of Allies (player 2) (medals2) 3 → 4: {beyond[0]}"]
    said = {st["value"]: st["warnings"] for k in found.to_json()["knobs"] for st in k["steps"]}
    assert said == {2: [], 4: beyond}
    short = out_of_reach()  # the Allies need 5 of 3 as it is: their steps add nothing
    assert run_warnings(short) and not any(s.warnings for s, _ in versions(short))


def test_a_failure_with_keep_keeps_the_versions_played_and_says_why(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Which knob ended on the first failure (a worker process lost, a game raising) with
    nothing kept, where a run and a sweep of the lab keep the games played before it: with
    ``keep`` it stops as a Cancel does and says what failed; without it (``m44 simulate
    --which-knob``) the error is raised."""
    import importlib

    simulate_module = importlib.import_module("editor.engine.game.simulate")
    real = simulate_module.play_one
    calls: list[int] = []

    def failing(setup, ai, vs, seed):  # type: ignore[no-untyped-def]
        calls.append(seed)
        if len(calls) == 4 + 3:  # the third game of the first step
            raise KeyError("b4")
        return real(setup, ai, vs, seed)

    monkeypatch.setattr(simulate_module, "play_one", failing)
    found = which_knob(load(MILL).scenario, 4, ai="greedy", jobs=1, keep=True)
    assert found.stopped and found.base.games == 4 and not found.base.stopped
    assert [s.result.games for s in found.played if s.result] == [2]
    assert found.why == ("the game of seed 2 of Mill Crossing failed on an error of the "
                         "program (b4): playing that seed again meets it")
    calls.clear()
    with pytest.raises(simulate_module.GameFailed):
        which_knob(load(MILL).scenario, 4, ai="greedy", jobs=1)
