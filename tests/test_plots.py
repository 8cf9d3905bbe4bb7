"""The balance plots (``editor/plots.py``) drawn at the sizes a panel gives them."""

from __future__ import annotations

import pytest

from editor import plots
from editor.engine.game.simulate import SimulationResult, compare, simulate
from editor.io.m44 import load

from .conftest import ROOT


@pytest.fixture(scope="module")
def run() -> SimulationResult:
    scenario = load(ROOT / "scenarios" / "hedgerow-crossroads.m44").scenario
    assert scenario is not None
    return simulate(scenario, 12, ai="greedy")


def _title_overlaps(r: SimulationResult, width: int, height: int,
                    text_scale: float = 1.0) -> list[tuple[str, str]]:
    """The pairs of plot titles (the figure's title included) that run into one another
    when the results are drawn on ``width`` x ``height`` pixels as a panel shows them."""
    canvas = plots.drawn("results", (r,), width, height, text_scale=text_scale)
    fig, renderer = canvas.figure, canvas.get_renderer()
    texts = [ax.title for ax in fig.axes if ax.get_title()]
    if fig._suptitle is not None:  # matplotlib keeps the figure's title there
        texts.append(fig._suptitle)
    boxes = [(t.get_text(), t.get_window_extent(renderer)) for t in texts]
    return [(a, b) for i, (a, box) in enumerate(boxes) for b, other in boxes[i + 1:]
            if box.overlaps(other)]


@pytest.mark.parametrize("size", [(400, 300), (470, 400), (560, 420), (680, 510),
                                  (1000, 620), (1600, 900)])
def test_the_results_titles_never_run_into_one_another(run: SimulationResult,
                                                       size: tuple[int, int]) -> None:
    """Below about 540 pixels "how the games were won" ran into "when the medals come",
    and that one past the figure's edge: a crowded title is folded onto two lines."""
    assert _title_overlaps(run, *size) == []
    canvas = plots.drawn("results", (run,), *size)
    assert _texts_outside(canvas) == []
    titles = [ax.get_title() for ax in canvas.figure.axes if ax.get_title()]
    assert all(t.count("\n") <= 1 for t in titles)
    assert ("how the games were won" in titles) == (size[0] >= 560)


def test_a_bigger_type_grows_every_word_and_keeps_them_apart(run: SimulationResult) -> None:
    """Found by the accessibility audit: the plots' type stayed matplotlib's usual size
    when a low-vision user's desktop font was 1.5 times bigger. Asked for it, every word
    of the results (titles, axis labels, ticks, legends) is drawn that much bigger, and the
    titles still keep apart and inside the figure (in a panel 680 pixels wide)."""
    size = (680, 510)

    def sizes(text_scale: float) -> tuple[list[float], set[float]]:
        """The sizes of the words, and those of the ticks (fewer ticks when they grow)."""
        fig = plots.drawn("results", (run,), *size, text_scale=text_scale).figure
        words = [t.get_fontsize() for ax in fig.axes
                 for t in (ax.title, ax.xaxis.label, ax.yaxis.label,
                           *(ax.get_legend().get_texts() if ax.get_legend() else ()))
                 if t.get_text()]
        ticks = {t.get_fontsize() for ax in fig.axes
                 for t in (*ax.get_xticklabels(), *ax.get_yticklabels()) if t.get_text()}
        return words, ticks

    (usual, usual_ticks), (big, big_ticks) = sizes(1.0), sizes(1.5)
    assert len(usual) == len(big) > 6
    assert all(b == pytest.approx(1.5 * u) for u, b in zip(usual, big))
    assert big_ticks == {1.5 * t for t in usual_ticks} != set()
    assert _title_overlaps(run, *size, text_scale=1.5) == []
    assert _texts_outside(plots.drawn("results", (run,), *size, text_scale=1.5)) == []


def test_a_small_picture_is_drawn_smaller_not_crowded() -> None:
    # the saving size of the results at 100 dpi is 1000 x 620 pixels
    assert plots.fitted_dpi("results", 1000, 620, 100.0) == 100.0
    assert plots.fitted_dpi("results", 2000, 1240, 200.0) == 200.0  # a high-dpi screen
    assert plots.fitted_dpi("results", 800, 900, 100.0) == pytest.approx(80.0)
    assert plots.fitted_dpi("results", 800, 900, 200.0) == plots.LEAST_SCALE * 200.0


def test_render_gives_the_pixels_asked_for(run: SimulationResult) -> None:
    shown = plots.render("results", (run,), 680, 510)
    assert (shown.width, shown.height) == (680, 510)
    assert len(shown.rgba) == 4 * 680 * 510
    assert "how the games were won" in shown.titles


def _two_runs() -> tuple[SimulationResult, SimulationResult]:
    """Oyster Green's 200 games, then with one medal less for the Allies to win."""
    sides, players = ("AXIS", "ALLIES"), ("greedy", "greedy")
    return (SimulationResult("Oyster Green", sides, players, games=200,
                             wins={"AXIS": 175, "ALLIES": 25}),
            SimulationResult("Oyster Green", sides, players, games=200,
                             wins={"AXIS": 152, "ALLIES": 48}))


@pytest.mark.parametrize("size", [None, (560, 420), (680, 510), (900, 450)])
def test_the_differences_words_stay_inside_their_plot(size: tuple[int, int] | None) -> None:
    """Each difference is written beside its point: the last side's words ran past the
    plot's right edge, cut off at the figure's ("+11.5 (0 left out" at the size `m44
    simulate --compare --plot` saves)."""
    a, b = _two_runs()
    diffs = compare(a, b)
    assert all(d.differs for d in diffs)
    if size is None:  # as m44 simulate --plot saves it
        fig = plots.new_figure()
        plots.draw_compare(fig, a, b, diffs)
        from matplotlib.backends.backend_agg import FigureCanvasAgg

        canvas = FigureCanvasAgg(fig)
        canvas.draw()
    else:
        canvas = plots.drawn("compare", (a, b, diffs, ("Run 1", "Run 2")), *size)
        fig = canvas.figure
    renderer = canvas.get_renderer()
    right = next(ax for ax in fig.axes if ax.get_title() == "difference in win rate")
    box = right.get_window_extent(renderer)
    words = [t for t in right.texts if t.get_text()]
    assert len(words) == 2
    for t in words:
        extent = t.get_window_extent(renderer)
        assert box.x0 <= extent.x0 and extent.x1 <= box.x1, t.get_text()


def _sweep(draws: bool) -> list[tuple[int, SimulationResult]]:
    """Medals to win of player 1 swept with random players (most games drawn at the turn
    cap, 6 the even value), or with as many games decided."""
    sides, players = ("AXIS", "ALLIES"), ("random", "random")
    wins = {5: (15, 6), 6: (7, 7), 7: (4, 7)}
    return [(v, SimulationResult("Hedgerow Crossroads", sides, players, games=60 if draws
                                 else w1 + w2, wins={"AXIS": w1, "ALLIES": w2},
                                 draws=60 - w1 - w2 if draws else 0))
            for v, (w1, w2) in wins.items()]


@pytest.mark.parametrize("draws", [True, False])
def test_the_sweep_shows_both_sides_and_an_even_line_only_without_draws(draws: bool) -> None:
    """The sweep drew player 1's win rate against a line at 50%: with draws, the value the
    words call even (AXIS 12%, ALLIES 12%) sat far below the line, its band clear of it,
    as if lopsided. Each side's rate is drawn, an even game is where they meet, and 50%
    is marked only when no game was drawn."""
    from matplotlib.lines import Line2D

    points = _sweep(draws)
    fig = plots.new_figure()
    plots.draw_sweep(fig, "medals1", points, 6)
    ax = fig.axes[0]
    labels = [t.get_text() for t in fig.legends[0].get_texts()]
    assert any(label.startswith("Axis (player 1)") for label in labels)
    assert any(label.startswith("Allies (player 2)") for label in labels)
    assert ("draws (turn cap)" in labels) == draws
    even_line = [line for line in ax.get_lines() if isinstance(line, Line2D)
                 and len(set(line.get_ydata())) == 1 and line.get_ydata()[0] == 50]
    assert bool(even_line) != draws
    stars = [line for line in ax.get_lines() if line.get_marker() == "*"]
    assert len(stars) == 1 and set(stars[0].get_xdata()) == {6}
    rates = {100 * r.win_rate[s] for v, r in points if v == 6 for s in r.sides}
    assert set(stars[0].get_ydata()) == rates  # on both sides' points


#: Sweeps of medals to win of player 2 (value: AXIS wins, ALLIES wins of 30 games, the
#: rest drawn): draws at 100% at the last value; and at 100% twice among five values, where
#: the legend in the plot, at its best place, covered the draws' point at 8 (73%).
SWEEPS = {"drawn at the last": {2: (0, 12), 3: (0, 3), 4: (0, 0)},
          "busy": {4: (4, 15), 5: (0, 0), 6: (29, 0), 7: (0, 0), 8: (0, 8)}}


def _swept(name: str) -> list[tuple[int, SimulationResult]]:
    sides, players = ("AXIS", "ALLIES"), ("greedy", "greedy")
    return [(v, SimulationResult("Hedgerow Crossroads", sides, players, games=30,
                                 wins={"AXIS": a, "ALLIES": b}, draws=30 - a - b))
            for v, (a, b) in SWEEPS[name].items()]


def _texts_outside(canvas: object) -> list[str]:
    """The words drawn (titles, axis labels, legends, texts; not the tick labels matplotlib
    lists but does not draw beyond the axes' limits) that reach past the figure's edge."""
    from matplotlib.text import Text

    fig, renderer = canvas.figure, canvas.get_renderer()  # type: ignore[attr-defined]
    ticks = {id(t) for ax in fig.axes for t in ax.get_xticklabels() + ax.get_yticklabels()}
    out = []
    for t in fig.findobj(Text):
        if id(t) in ticks or not t.get_visible() or not t.get_text():
            continue
        e, f = t.get_window_extent(renderer), fig.bbox
        if e.x0 < f.x0 - 0.5 or e.x1 > f.x1 + 0.5 or e.y0 < f.y0 - 0.5 or e.y1 > f.y1 + 0.5:
            out.append(t.get_text())
    return out


@pytest.mark.parametrize("sweep", SWEEPS)
@pytest.mark.parametrize("size", [None, (560, 420), (680, 510), (800, 400), (1000, 620)])
def test_the_sweeps_legend_covers_no_line_and_no_word_is_cut(
        sweep: str, size: tuple[int, int] | None) -> None:
    """The legend sat in the plot, over the draws' points near 100% (most games drawn at
    the turn cap); it is under the plot, clear of every point, and every word is inside
    the figure, at the size --plot saves and the sizes a panel gives."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    points = _swept(sweep)
    now = points[-1][0]
    if size is None:  # as m44 simulate --plot saves it
        fig = plots.new_figure(*plots.PLOTS["sweep"][1])
        plots.draw_sweep(fig, "medals2", points, points[0][0], now=now)
        canvas = FigureCanvasAgg(fig)
        canvas.draw()
    else:
        canvas = plots.drawn("sweep", ("medals2", points, points[0][0], now), *size)
    fig, renderer = canvas.figure, canvas.get_renderer()
    ax = fig.axes[0]
    legend = (fig.legends or [ax.get_legend()])[0].get_window_extent(renderer)
    draws = next(line for line in ax.lines if line.get_label() == "draws (turn cap)")
    assert 100.0 in list(draws.get_ydata())
    covered = [(line.get_label(), round(x), round(y)) for line in ax.lines
               for x, y in ax.transData.transform(line.get_xydata()) if legend.contains(x, y)]
    assert covered == []
    # each point drawn whole: not cut by the plot's frame at 0% or 100%
    assert not any(line.get_clip_on() for line in ax.lines)
    assert _texts_outside(canvas) == []


@pytest.mark.parametrize("size", [(560, 420), (680, 510), (1000, 620)])
def test_the_results_words_are_not_cut_at_the_figures_edge(size: tuple[int, int]) -> None:
    """The run's words beside the plots ran past a narrow panel's edge, cut: "draws: 151
    (the turn cap, 200 player turns)" at 560 pixels. They wrap within the figure."""
    from editor.engine.game.simulate import GameSummary

    r = SimulationResult("Hedgerow Crossroads", ("AXIS", "ALLIES"), ("greedy", "greedy"),
                         records=[], max_turns=200)
    for seed in range(300):
        winner = (0, 1, None, None)[seed % 4]
        g = GameSummary(seed, winner, 200 if winner is None else 20 + seed % 40,
                        (seed % 7, seed % 5), "medals" if winner is not None else "turn-cap")
        r.add(g)
        assert r.records is not None
        r.records.append(g)
    canvas = plots.drawn("results", (r,), *size)
    assert _texts_outside(canvas) == []
    words = next(t.get_text() for a in canvas.figure.axes for t in a.texts)
    assert "draws: 150 (the turn cap, 200 player turns)" in words


def test_the_sweep_says_which_values_are_shown_lopsided_after_holms_correction() -> None:
    """Which knob's plot names Holm's correction; What if's, where each value is a test
    too, said nothing of which values the games tell from even. Its axis now says it."""
    fig = plots.new_figure()
    plots.draw_sweep(fig, "medals2", _swept("busy"), 4)
    assert fig.axes[0].get_xlabel() == (
        "medals to win of Allies (player 2)\nshown lopsided after Holm's correction for the 3 "
        "values with a game won: 4, 6 and 8")
    fig = plots.new_figure()
    plots.draw_sweep(fig, "medals2", _swept("drawn at the last")[1:], 3)  # 3 of 6, and 0
    assert fig.axes[0].get_xlabel() == ("medals to win of Allies (player 2)\nnone shown "
                                        "lopsided by its 95% interval")


def test_the_sweep_names_the_scenarios_own_value_as_the_tables_do() -> None:
    """The command line's table marks the scenario's value "(now)"; the plot did not, and
    a designer could not tell the change asked of the scenario as it is (found by the
    balance lab audit)."""
    fig = plots.new_figure()
    plots.draw_sweep(fig, "medals1", _sweep(False), 6, now=7)
    assert [t.get_text() for t in fig.axes[0].get_xticklabels()] == ["5", "6", "7\n(now)"]


def test_the_sweep_and_the_comparison_say_what_they_are_of() -> None:
    """The results' plot is titled with its scenario, games and AIs; the sweep's and the
    comparison's said only "what if", "win rates": saved to a file (Save plot…, m44
    simulate --compare --plot), nothing told which scenario or players they were of."""
    fig = plots.new_figure()
    plots.draw_sweep(fig, "medals1", _sweep(True), 6)
    assert fig._suptitle is not None
    assert fig._suptitle.get_text() == "Hedgerow Crossroads: 60 games each, random vs random"
    a, b = _two_runs()
    plots.draw_compare(fig, a, b, [], ("Run 1", "Run 2"))
    assert fig._suptitle.get_text() == "Oyster Green, greedy vs greedy: Run 1 and Run 2"
    b.players = ("search", "greedy")
    plots.draw_compare(fig, a, b, [], ("Run 1", "Run 2"))
    assert fig._suptitle.get_text() == ("Run 1: Oyster Green, greedy vs greedy; "
                                        "Run 2: Oyster Green, search vs greedy")
    # a long title is wrapped inside a narrow panel, clear of the plots' titles
    a.scenario = b.scenario = "The Ice of the Chornaya"
    canvas = plots.drawn("compare", (a, b, compare(a, b), ("Run 1", "Run 2")), 470, 400)
    renderer = canvas.get_renderer()
    head = canvas.figure._suptitle.get_window_extent(renderer)
    assert 0 <= head.x0 and head.x1 <= 470
    assert all(head.y0 > ax.title.get_window_extent(renderer).y1 for ax in canvas.figure.axes)


@pytest.mark.parametrize("name", ["Pegasus $\\frac$ Bridge", "Cost $5 to $6", "<i>x</i>"])
def test_a_scenarios_name_is_drawn_as_written(name: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """matplotlib reads the text between two "$" as mathematics: a scenario named "Cost
    $5 to $6" was titled "Cost 5to6" in italics, one named "Pegasus $\\frac$ Bridge" made
    every plot of its runs fail (ValueError: Expected \\frac{num}{den}), in the lab and in
    m44 simulate --plot. The plots draw every text as written."""
    a, b = _two_runs()
    a.scenario = b.scenario = name
    sweep = _sweep(True)
    for _v, r in sweep:
        r.scenario = name
    knobs = _knobs()
    knobs.base.scenario = name  # type: ignore[attr-defined]
    cases = [("results", (a,)), ("compare", (a, b, compare(a, b), ("Run 1", "Run 2"))),
             ("sweep", ("medals1", sweep, 6, 6)), ("knobs", (knobs,))]
    for kind, args in cases:
        fig = plots.drawn(kind, args, 680, 510).figure
        assert fig._suptitle is not None
        # (what the title draws: its text, and whether it is mathematics)
        drawn, math = fig._suptitle._preprocess_math(fig._suptitle.get_text())
        assert name in drawn and not math, kind
        plots.save_plot(kind, args, tmp_path / f"{kind}.svg")
        assert (tmp_path / f"{kind}.svg").stat().st_size > 0


def test_the_game_lengths_dashed_line_is_named() -> None:
    """The game length's histogram had a dashed line with nothing to say it is the mean
    (nor which)."""
    scenario = load(ROOT / "scenarios" / "oyster-green.m44").scenario
    assert scenario is not None
    run = simulate(scenario, 12, ai="greedy", jobs=1, detail=True)
    fig = plots.new_figure()
    plots.draw_results(fig, run)
    ax = next(ax for ax in fig.axes if ax.get_title() == "game length")
    assert ax.get_legend() is not None
    assert [t.get_text() for t in ax.get_legend().get_texts()] == \
        [f"mean {run.mean_turns:.1f}"]


@pytest.mark.parametrize("draws", [46, 0])
def test_who_wins_shows_the_draws_and_an_even_line_only_without_them(draws: int) -> None:
    """With most games drawn at the turn cap (random players), "who wins" drew both sides
    at 12% under a line at 50%, the draws nowhere: as if both sides lost. The draws have
    their bar, and 50% is marked only when no game was drawn."""
    r = SimulationResult("Hedgerow Crossroads", ("AXIS", "ALLIES"), ("random", "random"),
                         games=60, wins={"AXIS": 7, "ALLIES": 7 + 46 - draws}, draws=draws)
    fig = plots.new_figure()
    plots.draw_results(fig, r)
    ax = next(ax for ax in fig.axes if ax.get_title() == "who wins")
    ticks = [t.get_text() for t in ax.get_xticklabels()]
    assert ticks == (["Axis", "Allies", "draw"] if draws else ["Axis", "Allies"])
    fifty = [line for line in ax.get_lines() if list(line.get_ydata()) == [50, 50]]
    assert bool(fifty) != bool(draws)


@pytest.mark.parametrize("draws", [46, 0])
def test_the_comparison_shows_the_draws_and_an_even_line_only_without_them(draws: int) -> None:
    """As "who wins" (above), the comparison's win rates: two runs mostly drawn at the
    turn cap drew both sides at 12% under a line at 50%, the draws nowhere, as if both
    sides lost in A and in B."""
    def one(first_seed: int) -> SimulationResult:
        return SimulationResult("Hedgerow Crossroads", ("AXIS", "ALLIES"),
                                ("random", "random"), games=60,
                                wins={"AXIS": 7, "ALLIES": 7 + 46 - draws}, draws=draws,
                                first_seed=first_seed)
    a, b = one(0), one(100)
    fig = plots.new_figure()
    plots.draw_compare(fig, a, b, compare(a, b))
    ax = next(ax for ax in fig.axes if ax.get_title() == "win rates")
    ticks = [t.get_text() for t in ax.get_xticklabels()]
    assert ticks == (["Axis", "Allies", "draw"] if draws else ["Axis", "Allies"])
    fifty = [line for line in ax.get_lines() if list(line.get_ydata()) == [50, 50]]
    assert bool(fifty) != bool(draws)
    if draws:  # each run's share of draws, with its interval
        heights = sorted(round(p.get_height(), 6) for p in ax.patches)
        assert heights.count(round(100 * draws / 60, 6)) == 2


def _mill_run(winners: str) -> SimulationResult:
    """A run of Mill Crossing whose games player 1 ("1") or player 2 ("2") won on medals."""
    from editor.engine.game.simulate import GameSummary

    r = SimulationResult("Mill Crossing", ("AXIS", "ALLIES"), ("greedy", "greedy"))
    for seed, w in enumerate(winners):
        r.add(GameSummary(seed, 0 if w == "1" else 1, 10, (0, 0), "medals"))
    return r


def _knobs() -> object:
    """Which knob: medals2 moves the balance most (its 6 → 5 shown), cards1 a little, and
    medals1's 1 → 0 not allowed."""
    from editor.engine.game.sensitivity import Sensitivity, Step

    run = _mill_run

    base = run("1" * 10 + "2" * 30)
    steps = {("medals2", 6, 5): "2" * 40, ("medals2", 6, 7): "1" * 13 + "2" * 27,
             ("cards1", 4, 3): "1" * 8 + "2" * 32, ("first", 2, 1): "1" * 11 + "2" * 29}
    return Sensitivity(base, [Step(k, now, v, b, tuple(compare(base, b)))
                              for (k, now, v), w in steps.items() for b in [run(w)]]
                       + [Step("medals1", 1, 0, skipped="no medal to win")], 40)


@pytest.mark.parametrize("size", [None, (560, 420), (680, 510)])
def test_the_tornado_puts_the_knob_that_moves_it_most_on_top(
        size: tuple[int, int] | None) -> None:
    """The knobs from the largest effect down, each step's words inside the plot, a step
    whose interval holds 0 faint, and the step not allowed named on its knob's line."""
    found = _knobs()
    width, height = plots.PLOTS["knobs"][1]
    canvas = plots.drawn("knobs", (found,), *(size or (100 * width, 100 * height)))
    fig, renderer = canvas.figure, canvas.get_renderer()
    ax = next(a for a in fig.axes if a.get_title() == "which knob moves the balance")
    labels = [t.get_text().replace("\n", " ") for t in ax.get_yticklabels()]
    assert labels == ["medals to win of Allies (player 2) (medals2)", "command cards of Axis "
                      "(player 1) (cards1)", "player who moves first (first)", "medals to win "
                      "of Axis (player 1) (medals1)"]
    box = ax.get_window_extent(renderer)
    words = {t.get_text(): t for t in ax.texts}
    assert set(words) == {"6 → 5: -25.0", "6 → 7: +7.5", "4 → 3: -5.0", "2 → 1: +2.5",
                          "1 → 0: not allowed, not played"}
    for text in words.values():
        extent = text.get_window_extent(renderer)
        assert box.x0 <= extent.x0 and extent.x1 <= box.x1, text.get_text()
    bars = [p for p in ax.patches if p.get_width() != 0]
    shown = {round(p.get_width(), 1): p.get_alpha() for p in bars}
    assert shown == {-25.0: 1.0, 7.5: 0.35, -5.0: 0.35, 2.5: 0.35}


def test_the_tornado_draws_faint_a_step_not_shown_after_holms_correction() -> None:
    """A step whose interval leaves out 0 on its own (4 pairs changed, all one way: p
    0.046) among nine tried is not shown after Holm's correction: its bar is faint, and
    the axis says what faint means."""
    from editor.engine.game.sensitivity import Sensitivity, Step

    run = _mill_run

    base = run("1" * 10 + "2" * 30)
    moved = run("1" * 14 + "2" * 26)
    tried = [("cards1", 4, 5), ("cards1", 4, 3), ("cards2", 5, 4), ("cards2", 5, 6),
             ("medals1", 6, 5), ("medals1", 6, 7), ("medals2", 6, 5), ("medals2", 6, 7),
             ("first", 2, 1)]
    steps = [Step(k, now, v, b, tuple(compare(base, b)))
             for n, (k, now, v) in enumerate(tried) for b in [moved if n == 0 else base]]
    found = Sensitivity(base, steps, 40)
    assert steps[0].alone and not found.shown(steps[0])
    canvas = plots.drawn("knobs", (found,), 800, 500)
    ax = next(a for a in canvas.figure.axes if a.get_title() == "which knob moves the balance")
    bar = next(p for p in ax.patches if round(p.get_width(), 1) == 10.0)
    assert bar.get_alpha() == 0.35
    assert ax.get_xlabel().endswith("\nfaint: not shown to move the balance after Holm's "
                                    "correction for the 9 steps played")
    label = ax.xaxis.label.get_window_extent(canvas.get_renderer())
    assert 0 <= label.x0 and label.x1 <= 800  # not cut at the figure's edge


def test_the_tornado_names_player_2s_change_when_draws_part_it_from_player_1s() -> None:
    """A step that turned player 2's wins into draws moved the balance (shown, solid) with
    player 1's rate unchanged: its bar, player 1's change, read "6 → 5: +0.0", a solid
    bar of nothing. A step whose sides did not move by as much names player 2's change
    beside player 1's, as the table does (found by the stats audit)."""
    from editor.engine.game.sensitivity import Sensitivity, Step
    from editor.engine.game.simulate import GameSummary

    def played(winners: str) -> SimulationResult:
        r = SimulationResult("Mill Crossing", ("AXIS", "ALLIES"), ("greedy", "greedy"))
        for seed, w in enumerate(winners):
            r.add(GameSummary(seed, {"1": 0, "2": 1, "-": None}[w], 10, (0, 0), "medals"))
        return r

    base = played("1" * 10 + "2" * 30)
    steps = [Step("medals2", 6, 5, b, tuple(compare(base, b)))
             for b in [played("1" * 10 + "-" * 12 + "2" * 18)]]
    steps += [Step("cards1", 4, 5, b, tuple(compare(base, b)))
              for b in [played("1" * 14 + "2" * 26)]]
    found = Sensitivity(base, steps, 40)
    assert found.shown(steps[0])
    canvas = plots.drawn("knobs", (found,), 800, 500)
    ax = next(a for a in canvas.figure.axes if a.get_title() == "which knob moves the balance")
    words = sorted(t.get_text() for t in ax.texts)
    assert words == ["4 → 5: +10.0", "6 → 5: +0.0 (Allies -30.0)"]


def test_the_tornado_of_games_all_drawn_says_they_tell_nothing() -> None:
    """Found by the lab-words audit: with every game of every version drawn at the turn
    cap, the axis said what a faint bar means (not shown after Holm's correction), where
    every bar is faint for want of a game won. It says, as a run's note does, that the
    versions say nothing of the balance, within the figure."""
    from editor.engine.game.sensitivity import Sensitivity, Step
    from editor.engine.game.simulate import GameSummary

    def drawn(seeds: int) -> SimulationResult:
        r = SimulationResult("Mill Crossing", ("AXIS", "ALLIES"), ("greedy", "greedy"),
                             max_turns=1)
        for seed in range(seeds):
            r.add(GameSummary(seed, None, 1, (0, 0), "turn-cap"))
        return r

    base = drawn(20)
    steps = [Step(k, now, v, b, tuple(compare(base, b)))
             for k, now, v in (("cards1", 4, 5), ("cards1", 4, 3)) for b in [drawn(20)]]
    canvas = plots.drawn("knobs", (Sensitivity(base, steps, 20),), 560, 420)
    ax = next(a for a in canvas.figure.axes if a.get_title() == "which knob moves the balance")
    said = ax.get_xlabel().split("\n", 1)[1].replace("\n", " ")
    assert said == ("no game was won: every one was drawn at the turn cap of 1 player turns, "
                    "so the versions say nothing of the balance (a higher turn cap lets the "
                    "games end)")
    assert _texts_outside(canvas) == []


def test_the_game_length_bars_stand_on_the_lengths_they_count() -> None:
    """A run of one game of 18 turns drew its bar from 18 to 19 with ticks at 18.2, 18.4,
    ..., the mean's line at the bar's left edge; the text read "1 wins" and "draws: 30"
    without the turn cap that drew them."""
    from editor.engine.game.simulate import GameSummary

    r = SimulationResult("Test", ("AXIS", "ALLIES"), ("greedy", "greedy"), records=[],
                         max_turns=40)
    for seed, (winner, turns) in enumerate([(0, 18), (None, 40), (None, 40)]):
        g = GameSummary(seed, winner, turns, (6, 2), "medals" if winner == 0 else "turn-cap")
        r.add(g)
        assert r.records is not None
        r.records.append(g)
    fig = plots.drawn("results", (r,), 1000, 620).figure
    ax = next(a for a in fig.axes if a.get_title() == "game length")
    bars = {(p.get_x(), p.get_width()) for p in ax.patches if p.get_height() > 0}
    assert (17.5, 1.0) in bars and (39.5, 1.0) in bars
    assert all(t == int(t) for t in ax.get_xticks())
    text = next(t.get_text() for a in fig.axes for t in a.texts if "draws" in t.get_text())
    assert "Axis: 1 win, " in text and "Allies: 0 wins, " in text
    assert "draws: 2 (the turn cap, 40 player turns)" in text


def test_a_run_of_games_all_of_one_length_has_whole_ticks() -> None:
    """A run whose every game ran to a turn cap of 5 drew the game length's axis with
    ticks at 4.35, 4.5, 4.65, ... run into one another ("4.504.654.80"), the final
    medals' at -0.5, 0.5, 1.5 when no side scored more than one medal, and counted 2.5
    games: whole turns, medals and games only (a lone bar has its tick under it)."""
    from editor.engine.game.simulate import GameSummary

    r = SimulationResult("Test", ("AXIS", "ALLIES"), ("greedy", "greedy"), records=[],
                         max_turns=5)
    for seed in range(3):
        g = GameSummary(seed, None, 5, (seed % 2, 0), "turn-cap")
        r.add(g)
        assert r.records is not None
        r.records.append(g)
    fig = plots.drawn("results", (r,), 1000, 620).figure
    for title, shown in (("game length", [5]), ("final medals", [0, 1])):
        ax = next(a for a in fig.axes if a.get_title() == title)
        lo, hi = ax.get_xlim()
        ticks = [t for t in ax.get_xticks() if lo <= t <= hi]
        assert all(t == int(t) for t in ticks), (title, ticks)
        assert set(shown) <= set(ticks), (title, ticks)
    for title in ("how the games were won", "game length", "final medals"):
        ax = next(a for a in fig.axes if a.get_title() == title)
        lo, hi = ax.get_ylim()
        ticks = [t for t in ax.get_yticks() if lo <= t <= hi]
        assert all(t == int(t) for t in ticks), (title, ticks)


def _lopsided_run() -> SimulationResult:
    """A run of 165 games Axis won 145 times on medals (Allies 20: medals, objectives and
    exits), of 12 to 34 turns, most of them 18 to 24: the tall bars stand where the
    legends sat."""
    from editor.engine.game.simulate import GameSummary

    r = SimulationResult("Oyster Green", ("AXIS", "ALLIES"), ("greedy", "greedy"),
                         records=[], max_turns=200)
    for seed in range(165):
        winner = 0 if seed < 145 else 1
        how = "medals" if winner == 0 else ("medals", "objectives", "exits")[seed % 3]
        turns = 12 + (seed * 7) % 23 if seed % 4 else 21
        g = GameSummary(seed, winner, turns, (6, 3) if winner == 0 else (3, 6), how)
        r.add(g)
        assert r.records is not None
        r.records.append(g)
    return r


@pytest.mark.parametrize("size", [None, (560, 420), (600, 450), (680, 510), (1000, 620)])
def test_no_legend_of_the_results_covers_a_bar(size: tuple[int, int] | None) -> None:
    """In the lab, "how the games were won"'s legend lay over the top of the Axis bar
    (where the rarer ways of winning stack) and the game length's over its tallest bars
    (found by the balance lab audit): the plot is made taller than its bars to hold it."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    r = _lopsided_run()
    if size is None:  # as m44 simulate --plot and the lab's Save plot save it
        fig = plots.new_figure(*plots.PLOTS["results"][1])
        plots.draw_results(fig, r)
        plots.make_room_for_legends(fig)
        canvas = FigureCanvasAgg(fig)
        canvas.draw()
    else:
        canvas = plots.drawn("results", (r,), *size)
    fig, renderer = canvas.figure, canvas.get_renderer()
    covered = []
    for ax in fig.axes:
        legend = ax.get_legend()
        if legend is None:
            continue
        box = legend.get_window_extent(renderer)
        covered += [(ax.get_title(), round(p.get_x(), 1)) for p in ax.patches
                    if p.get_height() > 0 and box.overlaps(p.get_window_extent(renderer))]
    assert covered == []


def test_the_game_lengths_ticks_do_not_run_into_one_another_in_a_narrow_panel() -> None:
    """Games of 50 to 200 turns drawn 540 pixels wide: ten ticks of three digits read
    "80100120140" (found by the balance lab audit); as many as there is room for."""
    from editor.engine.game.simulate import GameSummary

    r = SimulationResult("Test", ("AXIS", "ALLIES"), ("random", "random"), records=[],
                         max_turns=200)
    for seed in range(60):
        g = GameSummary(seed, seed % 2, 50 + (seed * 37) % 151, (6, 3), "medals")
        r.add(g)
        assert r.records is not None
        r.records.append(g)
    canvas = plots.drawn("results", (r,), 540, 420)
    renderer = canvas.get_renderer()
    ax = next(a for a in canvas.figure.axes if a.get_title() == "game length")
    lo, hi = ax.get_xlim()
    boxes = [t.get_window_extent(renderer) for t, x in zip(ax.get_xticklabels(), ax.get_xticks())
             if lo <= x <= hi and t.get_text()]
    assert len(boxes) >= 2
    assert not any(a.overlaps(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


@pytest.mark.parametrize("size", [(300, 260), (360, 300), (470, 400)])
def test_a_win_rate_axis_raised_for_its_legend_has_no_tick_past_100(
        size: tuple[int, int]) -> None:
    """Runs won by either side (one nearly all by the Axis, the other by the Allies): the
    win rates' legend lay over a bar, the axis was raised to hold it, and ticks read 120%
    on a scale of shares (found by the balance lab audit). The room is kept, no tick above
    100."""
    sides, players = ("AXIS", "ALLIES"), ("greedy", "greedy")
    a = SimulationResult("Oyster Green", sides, players, games=200,
                         wins={"AXIS": 196, "ALLIES": 4})
    b = SimulationResult("Oyster Green", sides, players, games=200,
                         wins={"AXIS": 4, "ALLIES": 196})
    canvas = plots.drawn("compare", (a, b, compare(a, b), ("Run 1", "Run 2")), *size)
    rates = next(ax for ax in canvas.figure.axes if ax.get_title() == "win rates")
    low, high = rates.get_ylim()
    shown = [t for t in rates.get_yticks() if low <= t <= high]
    assert max(shown) <= 100 and 100 in shown, (high, shown)


@pytest.mark.parametrize("size", [(470, 400), (700, 500)])
def test_the_results_words_wrap_once_and_a_run_too_short_to_time_gives_no_rate(
        size: tuple[int, int]) -> None:
    """The interval's words were wrapped at 34 letters, then again at the figure's edge:
    "interval width 15.5 / points, asked / at most 10: ..." in a narrow panel; and a run
    of no measurable time read "100000000000 games/s" (found by the balance lab audit)."""
    r = SimulationResult("Oyster Green", ("AXIS", "ALLIES"), ("greedy", "greedy"),
                         games=100, wins={"AXIS": 80, "ALLIES": 20}, until_ci=0.1)
    canvas = plots.drawn("results", (r,), *size)
    (box,) = [t for ax in canvas.figure.axes for t in ax.texts if "interval" in t.get_text()]
    text = box._get_wrapped_text()
    lines = text.splitlines()
    words = r.interval_words.split()
    start = next(i for i, line in enumerate(lines) if line.startswith("interval"))
    said = lines[start:]
    assert " ".join(said).split() == words
    # each line filled as far as the room allows (in letters, the longest line's): the
    # next line's first word would not have fitted; wrapped twice, "points, asked" had room
    widest = max(map(len, said))
    assert all(len(line) + 1 + len(nxt.split()[0]) > widest
               for line, nxt in zip(said, said[1:])), said
    assert "games/s" not in text


# ----------------------------------------------------------------------------- colour vision

#: Machado, Oliveira and Fernandes (2009): how a person with each of the three kinds of
#: dichromacy sees a colour, as a matrix on linear RGB (severity 1).
_DICHROMACY = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _seen_lab(colour: str, vision: str) -> tuple[float, float, float]:
    """``colour`` (``#rrggbb``) as seen with ``vision``, in CIELAB."""
    def linear(v: int) -> float:
        x = v / 255
        return x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4

    rgb = [linear(int(colour[i:i + 2], 16)) for i in (1, 3, 5)]
    r, g, b = (min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb, strict=True))))
               for row in _DICHROMACY[vision])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def colour_distance(a: str, b: str) -> float:
    """The least CIE76 difference of ``a`` and ``b`` as a person with deuteranopia,
    protanopia or tritanopia sees them (about 2 is the least a person notices; 20 and
    more is told at a glance)."""
    import math

    return min(math.dist(_seen_lab(a, v), _seen_lab(b, v)) for v in _DICHROMACY)


def test_the_heat_maps_sides_are_told_apart_without_red_green_vision() -> None:
    """Found by the accessibility audit: the heat map shown by default drew the Axis's units
    eliminated in red and the Allies' in orange, one brownish yellow to a person with
    deuteranopia (red-green colour blindness, of one kind or another, is about 1 man in
    12). Each side's layers are warm for player 1 and cool for
    player 2 (vermilion and blue by default), told apart with any of the three kinds of
    dichromacy, and so are the battles (grey) from the two sides' losses."""
    layers = plots.HEAT_LAYERS
    first, second = plots.DEFAULT_HEAT
    assert colour_distance(layers[first], layers[second]) >= 40
    for kind in ("eliminated", "taken", "held", "exits"):
        assert colour_distance(layers[f"{kind}:1"], layers[f"{kind}:2"]) >= 15, kind
    for shown in plots.DEFAULT_HEAT:
        assert colour_distance(layers["battles"], layers[shown]) >= 25, shown


def test_the_plots_tell_the_sides_apart_by_more_than_their_colours() -> None:
    """Found by the accessibility audit: the sides' lines and bars (grey and green, of one
    lightness: 19 apart to a tritanope, alike on a grey print) differed by colour alone in
    "when the medals come", "final medals" and a sweep. Player 2's line is dashed, with
    square markers, and its bars hatched."""
    scenario = load(ROOT / "scenarios" / "hedgerow-crossroads.m44").scenario
    assert scenario is not None
    fig = plots.new_figure()
    plots.draw_results(fig, simulate(scenario, 6, ai="greedy", detail=True))
    by_title = {ax.get_title(): ax for ax in fig.axes}
    lines = by_title["when the medals come"].get_lines()
    assert len({line.get_linestyle() for line in lines}) == len(lines) == 2
    bars = by_title["final medals"].patches
    assert {bar.get_hatch() or "" for bar in bars} == {"", "//"}
    fig = plots.new_figure()
    plots.draw_sweep(fig, "medals1", _sweep(False), 6)
    sides = [line for line in fig.axes[0].get_lines() if "win rate" in str(line.get_label())]
    assert len({(line.get_linestyle(), line.get_marker()) for line in sides}) == len(sides) == 2
