"""What a designer reads of a simulation, checked by exact computation or on fixed seeds:
the figures name what they were played with (seeds, turn cap) so that a JSON file is
enough to play them again; an interval asked for (``until_ci``) says whether it was
reached; a comparison says over which games, and whether they were paired; a What-if
sweep calls a value even only as far as its games show it."""

from __future__ import annotations


import pytest

from editor.cli import main
from editor.engine.game import balance
from editor.engine.game.simulate import (DRAWN, MIN_GAMES, SimulationResult, compare,
                                         several_tests_words, simulate, wilson)
from editor.io.m44 import load

from ...conftest import ROOT

MILL = str(ROOT / "tests/data/ai/mill-crossing.m44")
SIDES = ("AXIS", "ALLIES")


def result(outcomes: list[int], first_seed: int = 0, until_ci: float | None = None,
           reached: bool = False) -> SimulationResult:
    """A result of games with these outcomes (0, 1: that player won; 2: a draw), in seed
    order from ``first_seed``: the figures of :meth:`SimulationResult.add`, no game played."""
    from editor.engine.game.simulate import GameSummary

    r = SimulationResult("S", SIDES, ("greedy", "greedy"), first_seed=first_seed,
                         until_ci=until_ci, reached=reached)
    for i, o in enumerate(outcomes):
        r.add(GameSummary(first_seed + i, None if o == DRAWN else o, 10, (1, 1), "medals"))
    return r


# --- the figures name what they were played with -------------------------------------------

def test_the_json_names_the_seeds_and_the_turn_cap_the_games_were_played_with() -> None:
    """A saved ``--json`` is enough to play the same games again: it names the first seed
    and the turn cap (the seed was in no key: a file of 200 games from seed 7 could not be
    told from one from seed 0)."""
    r = simulate(load(MILL).scenario, 3, ai="greedy", seed=7, jobs=1, max_turns=60)
    data = r.to_json()
    assert data["seed"] == 7 and data["seeds"] == [7, 9] and data["max_turns"] == 60
    again = simulate(load(MILL).scenario, data["games"], ai=data["players"]["AXIS"],
                     seed=data["seed"], jobs=1, max_turns=data["max_turns"])
    assert again.to_json() | {"seconds": 0} == data | {"seconds": 0}


def test_the_printed_figures_name_their_seeds(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", MILL, "--games", "3", "--ai", "greedy", "--seed", "7",
                 "--jobs", "1", "--max-turns", "60"]) == 0
    head = capsys.readouterr().out.splitlines()[0]
    assert "seeds 7-9" in head and "turn cap 60" in head


# --- an interval asked for says whether it was reached --------------------------------------

def test_the_interval_asked_for_is_said_reached_or_not_in_words() -> None:
    short = result([0, 1] * 50, until_ci=0.1)
    assert not short.reached
    assert short.interval_words == ("interval width 19.2 points, asked at most 10: not "
                                    "reached after 100 games (the most this run plays)")
    few = result([0] * 5, until_ci=0.5)
    assert few.interval_words.endswith(f"not reached after 5 games (a run stops on its width "
                                       f"after {MIN_GAMES} games at least)")
    done = result([0, 1] * 20, until_ci=0.35, reached=True)
    assert done.interval_words == ("interval width 29.6 points, asked at most 35: reached "
                                   "after 40 games")
    assert result([0, 1]).interval_words == ""


def test_the_results_plot_says_whether_the_interval_asked_for_was_reached() -> None:
    """The balance lab's Results (and the saved plot) said nothing of it: a run asked for
    an interval 10 points wide that stopped at its most games, 19 points wide, read as a
    run that had reached it."""
    from editor import plots

    fig = plots.new_figure()
    plots.draw_results(fig, result([0, 1] * 50, until_ci=0.1))
    texts = [" ".join(t.get_text().split()) for ax in fig.axes for t in ax.texts]  # wrapped
    assert any("asked at most 10: not reached after 100 games" in t for t in texts)


# --- the intervals, against published values -------------------------------------------------

def test_the_intervals_are_the_published_ones() -> None:
    """Wilson's interval of one rate and Newcombe's hybrid score interval of two
    independent ones, against Newcombe's own tables (Statistics in Medicine 17, 1998:
    "Two-sided confidence intervals for the single proportion", Table II, method 3; and
    "Interval estimation for the difference between independent proportions", example
    (a), method 10), to the four decimals printed there; the edges too: no win, every
    game won."""
    for (k, n), (lo, hi) in (((81, 263), (0.2553, 0.3662)), ((15, 148), (0.0624, 0.1605)),
                             ((0, 20), (0.0, 0.1611)), ((1, 29), (0.0061, 0.1718))):
        got = wilson(k, n)
        assert (round(got[0], 4), round(got[1], 4)) == (lo, hi), (k, n)
    assert wilson(20, 20) == pytest.approx((1 - 0.1611, 1.0), abs=1e-4)
    a = SimulationResult("A", SIDES, ("greedy", "greedy"), games=80, wins={"AXIS": 48})
    b = SimulationResult("B", SIDES, ("greedy", "greedy"), games=70, wins={"AXIS": 56},
                         first_seed=100)
    d = compare(a, b)[0]
    assert not d.paired and round(d.diff, 4) == 0.2
    assert (round(d.ci95[0], 4), round(d.ci95[1], 4)) == (0.0524, 0.3339)


# --- a comparison says over which games -----------------------------------------------------

def test_a_comparison_of_runs_of_unequal_length_says_it_is_of_their_first_games() -> None:
    """Paired by seed, the difference is of the games both runs played: beside bars of
    80 and 60 games, "60 games paired by seed" read as if A's figure were its own."""
    a = result([0] * 50 + [1] * 30)
    b = result([0] * 40 + [1] * 20)
    d = compare(a, b)[0]
    assert d.paired and d.games == 60 and d.a == 50 / 60
    assert "the first 60 games of each, paired by seed" in d.words


def test_a_paired_comparison_names_the_pairs_its_interval_rests_on() -> None:
    """Paired by seed, the interval rests on the pairs that changed winner (Tango's, as
    McNemar's test): "-9.0 points (95% interval -16.2 to -4.8, 100 games paired by seed)"
    said nothing of them, nor did --json, where 9 pairs one way and none the other, or 30
    and 21, give the same difference with far other weight. The words and the JSON name
    them, counted here apart."""
    a_out = [0] * 50 + [1] * 30 + [0] * 10 + [DRAWN] * 10
    b_out = [0] * 50 + [1] * 30 + [1] * 9 + [0] + [DRAWN] * 9 + [1]
    axis, allies = compare(result(a_out), result(b_out))
    only_b = sum(1 for x, y in zip(a_out, b_out) if y == 1 and x != 1)
    only_a = sum(1 for x, y in zip(a_out, b_out) if x == 1 and y != 1)
    assert (only_b, only_a) == (10, 0)
    assert allies.words.startswith(
        f"+{100 * allies.diff:.1f} points (95% interval ")
    assert "100 games paired by seed: 10 won by it in B only, 0 in A only)" in allies.words
    assert "100 games paired by seed: 0 won by it in B only, 9 in A only)" in axis.words
    data = allies.to_json()
    assert (data["gained"], data["lost"]) == (only_b, only_a)
    unpaired = compare(result(a_out), result(b_out, first_seed=100))[1]
    assert (unpaired.to_json()["gained"], unpaired.to_json()["lost"]) == (None, None)
    assert "won by it in B only" not in unpaired.words


def test_a_comparison_with_draws_says_its_two_verdicts_are_two_tests(
        capsys: pytest.CaptureFixture[str]) -> None:
    """With draws, a game one side gains need not be one the other loses: each side's
    verdict is its own 5% test, and over both a false "higher" or "lower" comes up to twice
    as often. docs/GAME.md said so; m44 simulate --compare and the lab's Compare did not."""
    from editor.engine.game.simulate import several_tests_words

    drawn = result([0] * 10 + [DRAWN] * 20)
    plain = result([0] * 10 + [1] * 20)
    assert several_tests_words(plain, plain) == ""
    said = ("with draws, each side's verdict is its own test at the 5% level: over both "
            "sides, a false \"higher\" or \"lower\" comes up to twice as often")
    assert several_tests_words(plain, drawn) == said == several_tests_words(drawn, plain)
    assert main(["simulate", MILL, "--games", "20", "--max-turns", "2", "--jobs", "1",
                 "--compare", MILL, "-q"]) == 0
    assert f"  note: {said}" in capsys.readouterr().out.splitlines()
    assert main(["simulate", MILL, "--games", "3", "--jobs", "1", "--compare", MILL,
                 "-q"]) == 0
    out = capsys.readouterr().out
    assert "draws" not in out and said not in out


def test_an_unpaired_comparison_says_its_games_are_independent() -> None:
    """Runs from other first seeds are compared as independent games (a much wider
    interval): the words said nothing of it."""
    a = result([0] * 30 + [1] * 30)
    b = result([0] * 40 + [1] * 20, first_seed=100)
    d = compare(a, b)[0]
    assert not d.paired
    assert "60 and 60 games, independent (not paired: other first seeds)" in d.words


def test_an_unpaired_difference_read_the_other_way_is_mirrored() -> None:
    """B against A is A against B mirrored: -20 points with the interval (-33.39, -5.24)
    (a mutant clipping the lower end at 0, not -1, passed every test before), and a side
    no game was won by in either run is 0 against 0 (a mutant counting a side missing from
    B's wins as one win passed too)."""
    a = SimulationResult("A", SIDES, ("greedy", "greedy"), games=80, wins={"AXIS": 48})
    b = SimulationResult("B", SIDES, ("greedy", "greedy"), games=70, wins={"AXIS": 56},
                         first_seed=100)
    axis, allies = compare(b, a)
    assert round(axis.diff, 4) == -0.2
    assert (round(axis.ci95[0], 4), round(axis.ci95[1], 4)) == (-0.3339, -0.0524)
    assert (allies.a, allies.b, allies.diff) == (0.0, 0.0, 0.0)
    assert compare(a, b)[1].diff == 0.0


def test_tango_of_no_pair_knows_nothing() -> None:
    """No pair of games says nothing of the difference: the whole range, -1 to 1 (a
    mutant answering 0 to 1 passed every test before)."""
    from editor.engine.game.simulate import tango

    assert tango(0, 0, 0) == (-1.0, 1.0)


def test_tango_reaches_the_end_every_pair_points_to_and_mirrors() -> None:
    """Every pair lost, the interval reaches -1 (every pair gained, 1), and pairs read the
    other way give the interval mirrored: a mutant ending "every pair lost" at 0, above
    its own upper end, passed every test before."""
    from editor.engine.game.simulate import tango

    assert tango(0, 20, 20) == (-1.0, pytest.approx(-0.6777, abs=1e-4))
    assert tango(20, 0, 20) == (pytest.approx(0.6777, abs=1e-4), 1.0)
    for gained, lost, n in ((3, 0, 5), (7, 1, 21), (1, 0, 100), (9, 30, 100)):
        lo, hi = tango(gained, lost, n)
        assert lo < (gained - lost) / n < hi
        assert tango(lost, gained, n) == (pytest.approx(-hi, abs=1e-9),
                                          pytest.approx(-lo, abs=1e-9))


def test_wilson_of_no_trial_knows_nothing() -> None:
    """No game says nothing of a rate: 0 to 1 (a run stopped before its first game, a
    What-if value no side won; a mutant answering 1 to 1 passed every test before)."""
    assert wilson(0, 0) == (0.0, 1.0)


def test_the_json_figures_are_those_of_the_games_rounded_as_said() -> None:
    """Each player's AI by side, the rates to 4 places, the length to 2 and the medals to
    3, of three games worked out by hand: the keys alone were checked, and mutants
    multiplying the medals by the games, naming one player twice or rounding to other
    places passed every test before."""
    from editor.engine.game.simulate import GameSummary

    r = SimulationResult("S", SIDES, ("greedy", "random"))
    for seed, (winner, turns, medals) in enumerate(((0, 10, (4, 1)), (1, 11, (2, 5)),
                                                    (0, 13, (4, 3)))):
        r.add(GameSummary(seed, winner, turns, medals, "medals"))
    data = r.to_json()
    assert data["players"] == {"AXIS": "greedy", "ALLIES": "random"}
    assert data["win_rate"] == {"AXIS": 0.6667, "ALLIES": 0.3333}
    assert data["mean_turns"] == 11.33 == data["turns"]["mean"]
    assert data["mean_medals"] == {"AXIS": 3.333, "ALLIES": 3.0}


def test_a_side_that_won_no_game_has_no_share_of_any_way_of_winning() -> None:
    """--json's win_share of a side with no win is 0 each way, not a share of a win it
    never had (a mutant giving it 1, "100% by medals" and by every other way, passed every
    test before)."""
    from editor.engine.game.simulate import GameSummary

    r = SimulationResult("S", SIDES, ("greedy", "greedy"))
    for seed in range(3):
        r.add(GameSummary(seed, 0, 10, (4, 1), "medals"))
    share = r.to_json()["win_share"]
    assert share["AXIS"]["medals"] == 1.0
    assert set(share["ALLIES"].values()) == {0.0}
    # nor a win counted (a mutant counting one passed every test before)
    assert r.to_json()["wins"] == {"AXIS": 3, "ALLIES": 0, "draw": 0}


def test_a_run_without_its_outcomes_is_compared_unpaired_on_either_side() -> None:
    """A run that kept only its totals (no outcome per game) cannot be paired by seed,
    whichever of the two it is: paired, its missing games read as games nobody won.
    (A mutant asking that both runs lack their outcomes passed every test before.)"""
    kept = result([0] * 30 + [1] * 30)
    totals = SimulationResult("T", SIDES, ("greedy", "greedy"), games=60,
                              wins={"AXIS": 40, "ALLIES": 20})
    for a, b in ((kept, totals), (totals, kept)):
        d = compare(a, b)[0]
        assert not d.paired and round(abs(d.diff), 4) == round(10 / 60, 4)
        assert "(not paired: a run without its games' outcomes)" in d.words


def test_a_difference_asked_with_until_ci_says_when_its_interval_is_wider(
        capsys: pytest.CaptureFixture[str], tmp_path: object) -> None:
    """``--until-ci W --compare B`` stops on A's own intervals; B plays as many games. The
    difference, the figure read, may be wider than W: it is said so."""
    from editor.cli.simulate import _until_note

    a = result([0, 1] * 50, until_ci=0.2, reached=True)
    b = result([1, 0] * 50)
    diffs = compare(a, b)
    widest = max(d.ci95[1] - d.ci95[0] for d in diffs)
    assert widest > 0.2
    note = _until_note(a, diffs)
    assert note == (f"  note: --until-ci 0.2 stopped on A's own intervals; the differences' "
                    f"intervals are up to {100 * widest:.1f} points wide")
    assert _until_note(a, compare(a, a)) == ""
    assert _until_note(result([0, 1] * 50), diffs) == ""


# --- a sweep calls a value even only as far as its games show it ----------------------------

def test_closest_to_even_weighs_both_sides_wins_not_player_1s_alone() -> None:
    """With draws, player 1 winning 50% is not an even game: at 50% against 30% (20%
    drawn) the sweep called it even rather than the value of 42% against 42%."""
    lopsided = result([0] * 50 + [1] * 30 + [DRAWN] * 20)
    even = result([0] * 42 + [1] * 42 + [DRAWN] * 16)
    assert balance.closest_to_even([(4, lopsided), (5, even)]) == 5
    assert balance.closest_to_even([]) is None


def test_values_not_told_from_even_are_those_whose_decided_games_allow_a_fair_split() -> None:
    """Each value's decided games (draws aside) give player 1's share a 95% interval; a
    value whose interval holds one half cannot be told from an even game."""
    points = [(3, result([0] * 70 + [1] * 30)),   # 70 of 100: 60-78%, not even
              (4, result([0] * 56 + [1] * 44)),   # 56 of 100: holds 50%
              (5, result([0] * 47 + [1] * 47 + [DRAWN] * 6)),
              (6, result([]))]                    # no game: anything possible
    assert balance.not_told_from_even(points) == [4, 5, 6]
    assert wilson(70, 100)[0] > 0.5 and wilson(56, 100)[0] < 0.5


def test_the_sweep_says_which_values_cannot_be_told_from_even_and_never_calls_a_lopsided_one_even(
        ) -> None:
    """"Closest to an even game: 3" was said of a sweep whose every value was lopsided
    (player 1 winning 70 games of 100 at best), and of values a few games apart, as if
    the games had told them apart."""
    lopsided = [(2, result([0] * 80 + [1] * 20)), (3, result([0] * 70 + [1] * 30))]
    best = balance.closest_to_even(lopsided)
    assert best == 3
    assert balance.sweep_words(lopsided, best) == (
        "Closest to an even game: 3 (Axis 70%, Allies 30%); yet every value tried is "
        "shown lopsided after Holm's correction for the 2 values with a game won (player "
        "1's share of the games won, against one half)")
    close = [(4, result([0] * 56 + [1] * 44)), (5, result([0] * 49 + [1] * 51)),
             (6, result([0] * 30 + [1] * 70))]
    best = balance.closest_to_even(close)
    assert best == 5
    assert balance.sweep_words(close, best) == (
        "Closest to an even game: 5 (Axis 49%, Allies 51%); 4 and 5 cannot be told from "
        "even with 100 games each (after Holm's correction for the 3 values with a game "
        "won: the games rank none of them above another)")
    assert balance.sweep_words(close[1:], 5).endswith(
        "; of the values tried, only 5 cannot be told from even with 100 games each (after "
        "Holm's correction for the 2 values with a game won)")
    assert balance.sweep_words(close[1:2], 5).endswith(  # one value: its interval alone
        "; of the values tried, only 5 cannot be told from even with 100 games each (by its "
        "95% interval)")
    assert balance.sweep_words([], None) == ""


def test_each_value_is_a_test_and_holms_correction_keeps_a_false_lopsided_to_5_percent(
        ) -> None:
    """Each value of a sweep was its own 5% test, with no correction for the others (where
    Which knob corrects its steps by Holm's): five values called an even one lopsided by
    chance about one sweep in four. 60 games of 100 is lopsided alone (p 0.046, its
    interval leaves out one half) but not among three values; 66 of 100 (p 0.0014) is."""
    sixty, even = result([0] * 60 + [1] * 40), result([0] * 50 + [1] * 50)
    assert round(balance.even_p_value(sixty), 4) == 0.0455 and wilson(60, 100)[0] > 0.5
    assert balance.even_p_value(result([DRAWN] * 10)) == 1.0
    alone = [(4, sixty)]
    assert balance.shown_lopsided(alone) == [4] and balance.not_told_from_even(alone) == []
    three = [(4, sixty), (5, even), (6, result([0] * 50 + [1] * 50))]
    assert balance.shown_lopsided(three) == [] and balance.not_told_from_even(three) == [4, 5, 6]
    assert balance.sweep_words(three, 5).endswith(
        "; 4, 5 and 6 cannot be told from even with 100 games each (after Holm's correction "
        "for the 3 values with a game won: the games rank none of them above another)")
    # Holm's steps: the smallest p held to 5% / 3, the next to 5% / 2...
    strong = [(3, result([0] * 66 + [1] * 34)), (4, sixty), (5, even)]
    assert balance.shown_lopsided(strong) == [3]
    assert balance.lopsided_words(strong) == ("shown lopsided after Holm's correction for the "
                                              "3 values with a game won: 3")
    drawn = [(7, result([DRAWN] * 10))]  # untested: no game won, no test counted
    assert balance.tested(strong + drawn) == [3, 4, 5]
    assert balance.not_told_from_even(strong + drawn) == [4, 5, 7]
    assert balance.lopsided_words(drawn) == ""


def test_a_sweep_whose_games_were_drawn_is_not_called_even() -> None:
    """Every game drawn at the turn cap (0% against 0%) was "Closest to an even game: 4
    (AXIS 0%, ALLIES 0%); 4 and 6 cannot be told from even": no game was won, so nothing
    was told of the balance. A value partly drawn says its draws beside its rates."""
    drawn = [(4, result([DRAWN] * 20)), (6, result([DRAWN] * 20))]
    assert balance.closest_to_even(drawn) is None
    assert balance.sweep_words(drawn, None) == (
        "No game was won at any value: every game (20 games each) was drawn at the turn "
        "cap, so the sweep says nothing of the balance")
    mixed = [(4, result([DRAWN] * 100)), (5, result([0] * 35 + [1] * 35 + [DRAWN] * 30)),
             (6, result([0] * 90 + [1] * 10))]
    best = balance.closest_to_even(mixed)
    assert best == 5
    assert balance.sweep_words(mixed, best) == (
        "Closest to an even game: 5 (Axis 35%, Allies 35%, draws 30%); no game was won at 4 "
        "(every one drawn at the turn cap: no sign of the balance there); of the values "
        "tried, only 5 cannot be told from even with 100 games each (after Holm's "
        "correction for the 2 values with a game won)")
    lopsided = [mixed[0], mixed[2]]
    assert balance.sweep_words(lopsided, balance.closest_to_even(lopsided)).endswith(
        "; yet every other value is shown lopsided by its 95% interval (player 1's share of "
        "the games won, against one half)")
    one = [(3, result([0])), (4, result([1]))]
    assert balance.sweep_words(one, balance.closest_to_even(one)).endswith(
        "3 and 4 cannot be told from even with 1 game each (after Holm's correction for the "
        "2 values with a game won: the games rank none of them above another)")


# --- stopping on the width: what the docs say of it, by exact computation -------------------

def stopped_on_width(p: float, width: float) -> tuple[float, float]:
    """A side winning each game with chance ``p`` (no draws), played until its 95% Wilson
    interval is at most ``width`` wide after :data:`MIN_GAMES` at least (``until_ci``): the
    chance that the interval it stops with holds ``p``, and the mean win rate it reads less
    ``p``, summed exactly over every way the games can go."""
    alive = {0: 1.0}  # wins -> chance, of the runs not stopped yet
    held = lean = 0.0
    n = 0
    while alive:
        n += 1
        nxt: dict[int, float] = {}
        for k, m in alive.items():
            nxt[k + 1] = nxt.get(k + 1, 0.0) + m * p
            nxt[k] = nxt.get(k, 0.0) + m * (1 - p)
        alive = {}
        for k, m in nxt.items():
            lo, hi = wilson(k, n)
            if n >= MIN_GAMES and hi - lo <= width:
                held += m * (lo <= p <= hi)
                lean += m * (k / n - p)
            elif m > 1e-13:
                alive[k] = m
    return held, lean


def test_stopping_on_the_width_leans_away_from_even_as_the_docs_say() -> None:
    """An interval is narrower away from 50%: a run that looked lopsided early stops
    sooner, so a run stopped on its width reads a win rate a little further from 50% than
    the true one; its intervals still hold the true rate about as often as said."""
    for width in (0.1, 0.2, 0.3):
        for p in (0.05, 0.1, 0.2, 0.3, 0.5):
            held, lean = stopped_on_width(p, width)
            assert held > 0.92, (width, p)
            assert lean <= 1e-9, (width, p)  # towards 0% for a side below 50%
    assert round(100 * stopped_on_width(0.1, 0.2)[1], 1) == -1.5  # GAME.md's figure
    assert abs(stopped_on_width(0.1, 0.1)[1]) < 0.01
    assert abs(stopped_on_width(0.5, 0.2)[1]) < 1e-9


def test_one_game_has_no_spread_of_length(capsys: pytest.CaptureFixture[str]) -> None:
    """A run of one game said "sd 0.0" of its length (and ``"sd": 0.0`` in ``--json``),
    a spread measured as none where one game measures no spread at all: it says there is
    none to give, ``null`` in JSON and an empty cell in a batch's table."""
    one = result([0])
    assert one.sd_turns is None and one.to_json()["turns"]["sd"] is None
    assert one.spread_words == "no sd of one game"
    two = result([0, 1])
    assert two.sd_turns == 0.0 and two.spread_words == "sd 0.0"  # two games, one length
    assert main(["simulate", MILL, "--games", "1", "--ai", "greedy", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "player turns (no sd of one game, shortest" in out and "sd 0.0" not in out


def test_the_json_carries_the_notes_the_text_says(capsys: pytest.CaptureFixture[str]) -> None:
    """``--json`` gave the figures under the notes but not the notes: a program reading a
    run of 5 games, or a comparison of runs with draws, could not tell what the text warned
    of (too few games to judge; each side's verdict a test of its own). Each run's JSON
    has ``notes`` (its words, as the text says them: none for a run that needs none), and
    a comparison's its own."""
    import json

    assert main(["simulate", MILL, "--games", "5", "--ai", "greedy", "--jobs", "1",
                 "--json"]) == 0
    notes = json.loads(capsys.readouterr().out)["notes"]
    assert len(notes) == 1 and notes[0].startswith("only 5 games: too few to judge")
    assert main(["simulate", MILL, "--games", "5", "--ai", "greedy", "--jobs", "1"]) == 0
    assert f"note: {notes[0]}" in capsys.readouterr().out  # the same words
    assert result([0, 1] * 20).to_json()["notes"] == []
    # a comparison with draws: each run's notes and the comparison's own
    assert main(["simulate", MILL, "--games", "5", "--ai", "greedy", "--jobs", "1",
                 "--max-turns", "3", "--compare", MILL, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["a"]["notes"] and data["b"]["notes"]
    assert data["notes"] == [several_tests_words(result([2]), result([2]))]
