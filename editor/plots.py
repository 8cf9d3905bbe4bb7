"""The balance lab's plots, drawn with matplotlib on a bare :class:`~matplotlib.figure.Figure`
(no pyplot, no global state): the editor's panel shows the same figure in a
``FigureCanvasQTAgg``, and ``m44 simulate --plot OUT.png`` saves it with the Agg backend.
matplotlib is imported inside the functions: it costs start-up time that ``m44 --version``,
``m44 validate`` and the editor's start must not pay.

- :func:`draw_results`: each side's win rate with its 95% interval, how the games were
  won, the game length and final medal histograms, the medals by turn;
- :func:`draw_compare`: two runs' win rates side by side with the difference and its
  interval;
- :func:`draw_sweep`: each side's win rate (with its interval, and the draws) against a
  knob, the value closest to an even game marked;
- :func:`draw_knobs`: which knob moves the balance, a tornado: player 1's change of win
  rate for each knob one step either way, with its interval, the knobs sorted by effect.

The editor never draws them on its GUI thread (a six-plot figure costs a few hundred
milliseconds): :func:`render` and :func:`save_plot` take a plot by name (:data:`PLOTS`) with
its arguments, so that a process of its own (``editor/ui/plot_view.py``) draws it to pixels
or to a file while the window goes on.
"""

from __future__ import annotations

import io
import os
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from editor.engine.board import Side
from editor.engine.game.balance import knob_label, lopsided_words
from editor.engine.game.state import HOW, HOW_WORDS, TURN_CAP
from editor.engine.words import counted

if TYPE_CHECKING:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    from editor.engine.game.balance import HeatMap
    from editor.engine.game.sensitivity import Sensitivity, Step
    from editor.engine.game.simulate import Difference, SimulationResult
    from editor.engine.scenario import Scenario
    from editor.render.options import HeatLayer

#: Side colours of the plots (the renderer's, a little stronger on white).
SIDE_PLOT_COLOURS = {"AXIS": "#5d6770", "ALLIES": "#3f7d3a"}
HOW_COLOURS = {"medals": "#8c6d31", "objectives": "#d6616b", "exits": "#6b6ecf",
               "sudden-death": "#e7ba52", "no-units": "#843c39"}
#: The heat layers by name (``LAYER`` or ``LAYER:PLAYER``), with their colours: Okabe and
#: Ito's, which colour-blind eyes tell apart, warm for player 1 and cool for player 2, and
#: grey for the battles, neither side's (red against orange, the default layers' colours
#: were one brownish yellow to a deuteranope).
HEAT_LAYERS: dict[str, str] = {
    "eliminated:1": "#d55e00", "eliminated:2": "#0072b2", "battles": "#6b6b66",
    "taken:1": "#e69f00", "taken:2": "#56b4e9", "held:1": "#aa3377", "held:2": "#44aa99",
    "exits:1": "#cc79a7", "exits:2": "#009e73"}
DEFAULT_HEAT = ("eliminated:1", "eliminated:2")


def heat_title(name: str, sides: tuple[str, str]) -> str:
    """``eliminated:2`` -> ``Allies units eliminated`` (the legend's words)."""
    layer, _, player = name.partition(":")
    side = Side.words(sides[int(player) - 1]) if player else ""
    return {"eliminated": f"{side} units eliminated", "battles": "battles fought",
            "taken": f"objectives taken by {side}", "held": f"turns {side} held objectives",
            "exits": f"exits used by {side}"}[layer]


def heat_layers(heat: HeatMap, sides: tuple[str, str],
                names: Sequence[str] = DEFAULT_HEAT, *,
                of_games: bool = False) -> tuple[HeatLayer, ...]:
    """The renderer's layers of a run's heat map (``ValueError`` for an unknown name);
    ``of_games``: each title names the games it counts ("battles fought in 60 games"), for
    a picture read alone, away from the run that made it."""
    from editor.render.options import HeatLayer

    games = f" in {counted(heat.games, 'game')}" if of_games else ""
    out = []
    for name in names:
        if name not in HEAT_LAYERS:
            raise ValueError(f"unknown heat layer {name!r} (one of: {', '.join(HEAT_LAYERS)})")
        layer, _, player = name.partition(":")
        out.append(HeatLayer(heat_title(name, sides) + games,
                             heat.layer(layer, int(player) - 1 if player else -1),
                             HEAT_LAYERS[name]))
    return tuple(out)


def new_figure(width: float = 10.0, height: float = 6.5) -> Figure:
    """A figure not tied to any window (drawn by Agg or by a Qt canvas alike)."""
    from matplotlib.figure import Figure

    return Figure(figsize=(width, height), dpi=100, layout="constrained")


def _colour(side: str) -> str:
    return SIDE_PLOT_COLOURS.get(side, "#777777")


#: Each player's line and bars, told apart by more than the sides' colours (grey and green,
#: of one lightness: alike to a colour-blind eye, and on a grey print): player 1 solid,
#: player 2 dashed, with square markers, and hatched.
PLAYER_LINES = ("-", "--")
PLAYER_MARKERS = ("o", "s")
PLAYER_HATCHES = ("", "//")


def as_written(text: str) -> str:
    r"""``text`` from a file (a scenario's name) as a plot draws it, as written: matplotlib
    reads what stands between two "$" as mathematics ("Cost $5 to $6" was drawn "Cost
    5to6" in italics, "Pegasus $\frac$ Bridge" failed every plot of its runs); an escaped
    "$" is drawn as itself.

    >>> print(as_written("Cost $5 to $6"))
    Cost \$5 to \$6
    """
    return text.replace("$", r"\$")


def _match(r: SimulationResult) -> str:
    """Who played the games: ``greedy vs random`` (player 1's AI first)."""
    return f"{r.players[0]} vs {r.players[1]}"


def draw_results(fig: Figure, r: SimulationResult) -> None:
    """The whole run on one figure (six plots): what a designer reads at a glance."""
    fig.clear()
    axes = fig.subplots(2, 3)
    fig.suptitle(f"{as_written(r.scenario)}: {counted(r.games, 'game')}, {_match(r)}",
                 wrap=True)
    _win_rates(axes[0][0], r)
    _ways(axes[0][1], r)
    _medals_by_turn(axes[0][2], r)
    records = r.records or []
    ax = axes[1][0]
    turns = [g.turns for g in records]
    if turns:
        # each bar centred on the lengths it counts (a game of 18 turns on 18, not from 18
        # to 19: the mean's line stood at the bar's left edge), the ticks whole turns
        step = max(1, (max(turns) - min(turns)) // 25)
        ax.hist(turns, bins=[x - 0.5 for x in range(min(turns), max(turns) + step + 1, step)],
                color="#8c8c84", edgecolor="white")
        ax.xaxis.set_major_locator(_whole_ticks())
        ax.yaxis.set_major_locator(_whole_ticks())
        ax.axvline(r.mean_turns, color="#1c1c1a", linestyle="--", linewidth=1,
                   label=f"mean {r.mean_turns:.1f}")
        ax.legend(fontsize="small")
    ax.set_title("game length")
    ax.set_xlabel("player turns")
    ax.set_ylabel("games")
    ax = axes[1][1]
    if records:
        top = max(max(g.medals) for g in records)
        bins = [x - 0.5 for x in range(top + 2)]
        for p, side in enumerate(r.sides):
            ax.hist([g.medals[p] for g in records], bins=bins, alpha=0.6, color=_colour(side),
                    label=Side.words(side), edgecolor="white", hatch=PLAYER_HATCHES[p])
        ax.xaxis.set_major_locator(_whole_ticks(10))  # every medal, a digit or two each
        ax.yaxis.set_major_locator(_whole_ticks())
        ax.legend(fontsize="small")
    ax.set_title("final medals")
    ax.set_xlabel("medals")
    ax.set_ylabel("games")
    ax = axes[1][2]
    ax.axis("off")
    lines = [f"{Side.words(side)}: {counted(r.wins.get(side, 0), 'win')}, "
             f"{100 * r.win_rate[side]:.1f}% ({100 * lo:.1f}-{100 * hi:.1f}%)"
             for side, (lo, hi) in r.ci95.items()]
    cap = f" (the turn cap, {r.max_turns} player turns)" if r.draws and r.max_turns else ""
    lines += [f"draws: {r.draws}{cap}",
              f"length: {r.mean_turns:.1f} turns ({r.spread_words}, "
              f"{r.turns_min}-{r.turns_max})",
              # a rate of a run too short to time said nothing ("2000000000 games/s")
              f"{r.seconds:.1f} s" + (f", {r.games / r.seconds:.0f} games/s"
                                      if r.seconds >= 0.1 else "")]
    if r.interval_words:  # a run asked for an interval says whether it got it
        lines.append(r.interval_words)
    # wrapped at the figure's edge, once: in a narrow panel the draws' line ("draws: 151
    # (the turn cap, 200 player turns)") ran past it, cut; the interval's words wrapped
    # first at 34 letters then at the edge left "points, asked" alone on a line
    ax.text(0, 1, "\n".join(lines), va="top", family="DejaVu Sans", wrap=True)


def _whole_ticks(most: int | Literal["auto"] = "auto") -> Any:
    """A locator of whole numbers only (turns, medals, games), even on an axis one unit
    wide: matplotlib's own falls back to fractions below two whole ticks, and a run whose
    games all ran to the turn cap read "4.504.654.80" under its one bar. As many ticks as
    the axis has room for (``most``, else: ten game lengths of three digits ran into one
    another in a narrow panel, "80100120")."""
    from matplotlib.ticker import MaxNLocator

    return MaxNLocator(nbins=most, integer=True, min_n_ticks=1)


def _errors(values: Sequence[float],
            intervals: Sequence[tuple[float, float]]) -> list[list[float]]:
    """matplotlib's error bars (below, above) of percentages from intervals of fractions;
    never negative (an interval rounded at 0% or 100% may miss its value by a hair)."""
    return [[max(0.0, v - 100 * lo) for v, (lo, _) in zip(values, intervals)],
            [max(0.0, 100 * hi - v) for v, (_, hi) in zip(values, intervals)]]


def _win_rates(ax: Any, r: SimulationResult) -> None:
    """Each side's win rate with its interval, and the draws' when games were drawn; the
    line at 50% only when none was (with draws, even is two bars level, not 50%)."""
    from editor.engine.game.simulate import wilson

    sides = list(r.sides)
    rates = [100 * r.win_rate[s] for s in sides]
    intervals = [r.ci95[s] for s in sides]
    colours = [_colour(s) for s in sides]
    if r.draws:
        sides.append("draw")
        rates.append(100 * r.draws / r.games)
        intervals.append(wilson(r.draws, r.games))
        colours.append("#bbbbbb")
    ax.bar(list(map(Side.words, sides)), rates, color=colours,
           yerr=_errors(rates, intervals), capsize=6)
    if not r.draws:
        ax.axhline(50, color="#c62d25", linestyle=":", linewidth=1)
    ax.set_ylim(0, 100)
    ax.set_ylabel("win rate % (95% interval)")
    ax.set_title("who wins")


def _ways(ax: Any, r: SimulationResult) -> None:
    sides = list(r.sides)
    bottom = [0] * len(sides)
    for how in (h for h in HOW if h != TURN_CAP):
        counts = [r.wins_by.get(s, {}).get(how, 0) for s in sides]
        if any(counts):
            ax.bar(list(map(Side.words, sides)), counts, bottom=bottom,
                   label=HOW_WORDS.get(how, how),
                   color=HOW_COLOURS.get(how))
            bottom = [b + c for b, c in zip(bottom, counts)]
    if r.draws:
        ax.bar(["draw"], [r.draws], color="#bbbbbb", label="turn cap")
    if any(bottom) or r.draws:
        ax.legend(fontsize="small")
    ax.yaxis.set_major_locator(_whole_ticks())
    ax.set_ylabel("games")
    ax.set_title("how the games were won")


def _medals_by_turn(ax: Any, r: SimulationResult) -> None:
    """The mean medals each side holds at each turn, a game over keeping its final score
    (from the heat counts): when the medals come."""
    if r.heat is not None and r.games:
        last = max(r.turns_max, 1)
        for p, side in enumerate(r.sides):
            per = r.heat.medal_turns(p)
            total, xs, ys = 0, [], []
            for t in range(last + 1):
                total += per.get(t, 0)
                xs.append(t)
                ys.append(total / r.games)
            ax.step(xs, ys, where="post", color=_colour(side), label=Side.words(side),
                    linestyle=PLAYER_LINES[p])
        ax.legend(fontsize="small")
    ax.set_xlabel("player turn")
    ax.set_ylabel("medals held, mean")
    ax.set_title("when the medals come")


def draw_compare(fig: Figure, a: SimulationResult, b: SimulationResult,
                 diffs: Sequence[Difference], labels: tuple[str, str] = ("A", "B")) -> None:
    """Two runs' win rates side by side, and each side's difference (B - A) with its 95%
    interval: an interval that leaves out zero is marked (a test at the 5% level). With
    draws in either run, their shares are drawn beside the sides' and no line at 50%."""
    from editor.engine.game.simulate import wilson

    fig.clear()
    if (a.scenario, a.players) == (b.scenario, b.players):
        fig.suptitle(f"{as_written(a.scenario)}, {_match(a)}: {labels[0]} and {labels[1]}",
                     wrap=True)
    else:
        fig.suptitle(f"{labels[0]}: {as_written(a.scenario)}, {_match(a)}; "
                     f"{labels[1]}: {as_written(b.scenario)}, {_match(b)}", wrap=True)
    left, right = fig.subplots(1, 2)
    sides = list(a.sides)
    # as "who wins": the draws' share beside the sides' when either run drew, and no line
    # at 50% then (even is two bars level: both sides at 12% under it read as both lost)
    drawn = bool(a.draws or b.draws)
    groups = [*sides, "draw"] if drawn else sides
    width = 0.38
    for k, (run, label) in enumerate(((a, labels[0]), (b, labels[1]))):
        xs = [i + (k - 0.5) * width for i in range(len(groups))]
        rates = [100 * run.win_rate[s] for s in sides]
        intervals = [run.ci95[s] for s in sides]
        colours = [_colour(s) for s in sides]
        if drawn:
            rates.append(100 * run.draws / run.games if run.games else 0.0)
            intervals.append(wilson(run.draws, run.games))
            colours.append("#bbbbbb")
        left.bar(xs, rates, width, yerr=_errors(rates, intervals), capsize=4,
                 label=f"{label} ({run.games} games)", color=colours, alpha=0.55 + 0.4 * k,
                 hatch="" if k else "//", edgecolor="white")
    left.set_xticks(range(len(groups)), [Side.words(g) if g in sides else g for g in groups])
    if not drawn:
        left.axhline(50, color="#c62d25", linestyle=":", linewidth=1)
    left.set_ylim(0, 100)
    left.set_ylabel("win rate % (95% interval)")
    left.set_title("win rates")
    left.legend(fontsize="small")
    ds = [100 * d.diff for d in diffs]
    right.errorbar([Side.words(d.side) for d in diffs], ds,
                   yerr=_errors(ds, [d.ci95 for d in diffs]), fmt="o", capsize=6,
                   color="#1c1c1a")
    right.axhline(0, color="#c62d25", linestyle=":", linewidth=1)
    for i, d in enumerate(diffs):
        # the last side's words to the left of its point: to its right they ran past the
        # plot's edge, cut off by the figure's
        last = i == len(diffs) - 1 and i > 0
        right.annotate(f"{ds[i]:+.1f}" + (" (0 left out)" if d.differs else ""), (i, ds[i]),
                       textcoords="offset points", xytext=(-8 if last else 8, 0),
                       ha="right" if last else "left", va="center", fontsize="small")
    right.set_xlim(-0.6, len(diffs) - 0.4)
    right.set_ylabel(f"{labels[1]} - {labels[0]}, points (95% interval)")
    right.set_title("difference in win rate")


def draw_sweep(fig: Figure, knob: str, points: Sequence[tuple[int, SimulationResult]],
               best: int | None, now: int | None = None) -> None:
    """Each side's win rate against the knob's values, its 95% interval as a band, and the
    value closest to an even game marked on both (where the two rates come closest); the
    scenario's own value ``now`` is named "(now)" on the axis, as the tables say it. With
    draws, their share is drawn too and no line at 50%: an even game is where the sides'
    rates meet, 12% against 12% with the rest drawn (the line put that value far below
    it, as if lopsided)."""
    from editor.engine.game.balance import games_each

    fig.clear()
    ax = fig.subplots()
    drawn = False
    if points:
        first = points[0][1]
        fig.suptitle(f"{as_written(first.scenario)}: {games_each(points)}, {_match(first)}",
                     wrap=True)
        xs = [v for v, _ in points]
        drawn = any(r.draws for _, r in points)
        for k, side in enumerate(points[0][1].sides):
            ys = [100 * r.win_rate[side] for _, r in points]
            lo = [100 * r.ci95[side][0] for _, r in points]
            hi = [100 * r.ci95[side][1] for _, r in points]
            ax.fill_between(xs, lo, hi, color=_colour(side), alpha=0.15,
                            label="95% intervals" if k == 0 else None)
            ax.plot(xs, ys, marker=PLAYER_MARKERS[k], linestyle=PLAYER_LINES[k],
                    color=_colour(side), label=f"{Side.words(side)} (player {k + 1}) win rate")
        if drawn:
            ax.plot(xs, [100 * r.draws / r.games if r.games else 0.0 for _, r in points],
                    "s--", color="#999999", label="draws (turn cap)")
        if best is not None:
            r = dict(points)[best]
            ax.plot([best] * 2, [100 * r.win_rate[s] for s in r.sides], "*", markersize=18,
                    color="#e7ba52", markeredgecolor="black", linestyle="none",
                    label=f"closest to even: {best}")
        ax.set_xticks(xs, [f"{v}\n(now)" if v == now else str(v) for v in xs])
        # under the plot, where it covers no line: in it, even at its best place, it
        # covered the draws' points at 100% (every game drawn at the turn cap)
        fig.legend(*ax.get_legend_handles_labels(), fontsize="small",
                   loc="outside lower center", ncols=3 if fig.get_figwidth() >= 6 else 2)
        for artist in ax.lines:  # a point at 0% or 100% drawn whole, not cut by the frame
            artist.set_clip_on(False)
    if not drawn:  # without draws, an even game is 50% each
        ax.axhline(50, color="#c62d25", linestyle=":", linewidth=1)
    ax.set_ylim(0, 100)
    verdict = lopsided_words(points)  # each value a test: Holm's correction, as Which knob
    sides = points[0][1].sides if points else None
    ax.set_xlabel(knob_label(knob, sides) + (f"\n{verdict}" if verdict else ""))
    ax.set_ylabel("win rate % (95% interval)")
    ax.set_title("what if")


#: The colours of a knob's steps in the tornado: one fewer, one more, the other player
#: first; a step not shown to move the balance (Holm's correction) is drawn faint.
STEP_COLOURS = {"fewer": "#4c78a8", "more": "#e45756", "other": "#72b7b2"}


def _step_kind(now: int, value: int, knob: str) -> str:
    return "other" if knob == "first" else ("fewer" if value < now else "more")


def _step_y(step: Step, row: int) -> float:
    """Where a step's bar goes on its knob's row: one fewer above, one more below."""
    kind = _step_kind(step.now, step.value, step.knob)
    return row + {"fewer": -0.2, "more": 0.2, "other": 0.0}[kind]


def _step_bar(ax: Any, step: Step, row: int, shown: bool) -> float:
    """Draw a step's bar (player 1's change, its interval, the step at its end, with player
    2's change when draws part it from player 1's), faint unless ``shown`` (Holm's
    correction); the largest distance of its interval from 0, in points."""
    d = step.differences[0]
    y = _step_y(step, row)
    x = 100 * d.diff
    ax.barh(y, x, height=0.36, color=STEP_COLOURS[_step_kind(step.now, step.value, step.knob)],
            alpha=1.0 if shown else 0.35, xerr=_errors([x], [d.ci95]), capsize=3,
            error_kw={"elinewidth": 1, "ecolor": "#1c1c1a"})
    end = 100 * (d.ci95[1] if x >= 0 else d.ci95[0])
    # with draws changed, player 2's change is not player 1's mirrored: said beside it (a
    # step that turned player 2's wins into draws was a solid bar of "+0.0")
    other = step.differences[1]
    beside = (f" ({Side.words(other.side)} {100 * other.diff:+.1f})"
              if abs(d.diff + other.diff) > 1e-12 else "")
    ax.annotate(f"{step.tried}: {x:+.1f}{beside}", (end, y), textcoords="offset points",
                xytext=(4 if x >= 0 else -4, 0), ha="left" if x >= 0 else "right",
                va="center", fontsize="small")
    return 100 * max(abs(d.ci95[0]), abs(d.ci95[1]))


def draw_knobs(fig: Figure, s: Sensitivity) -> None:
    """Which knob moves the balance (a tornado): for each knob, a bar per step of player
    1's change of win rate against the scenario as it is, its 95% interval as an error bar
    and the step (``6 → 7``) at its end; the knob of the largest change measured on top. A bar
    not shown to move the balance after Holm's correction for the steps played is faint
    (:meth:`~editor.engine.game.sensitivity.Sensitivity.shown`). The steps
    not played (a value the rules do not allow) are named on their knob's line."""
    from matplotlib.patches import Patch

    fig.clear()
    ax = fig.subplots()
    base = s.base
    side = base.sides[0]
    fig.suptitle(f"{as_written(base.scenario)}: {counted(s.games, 'game')} each version, "
                 f"{_match(base)}; "
                 f"as it is {Side.words(side)} {100 * base.win_rate[side]:.0f}%, "
                 f"{Side.words(base.sides[1])} "
                 f"{100 * base.win_rate[base.sides[1]]:.0f}%", wrap=True)
    knobs = s.ranked + [k for k in dict.fromkeys(st.knob for st in s.skipped)
                        if k not in s.ranked]
    reach = 5.0  # points: the x axis reaches past the widest interval
    for row, knob in enumerate(knobs):
        for st in s.steps_of(knob):
            reach = max(reach, _step_bar(ax, st, row, s.shown(st)))
        for st in s.skipped:
            if st.knob == knob:
                ax.annotate(f"{st.tried}: not allowed, not played", (0, _step_y(st, row)),
                            ha="center", va="center", fontsize="x-small", color="#777777")
    ax.axvline(0, color="#c62d25", linestyle=":", linewidth=1)
    reach = min(1.45 * reach, reach + 40)  # room for the steps' words
    ax.set_xlim(-reach, reach)
    ax.set_yticks(range(len(knobs)), [textwrap.fill(f"{knob_label(k, base.sides)} ({k})", 22)
                                      for k in knobs], fontsize="small")
    ax.set_ylim(max(1, len(knobs)) - 0.5, -0.5)  # the largest change measured on top
    # what a faint bar means, or, every game drawn, that the bars mean nothing
    faint = s.undecided_words or f"faint: not shown to move the balance {s.correction}"
    ax.set_xlabel(f"change of {Side.words(side)}'s (player 1) win rate, points (95% interval)\n"
                  + textwrap.fill(faint, 90))
    ax.set_title("which knob moves the balance")
    handles = [Patch(color=c, label=label) for c, label in (
        (STEP_COLOURS["fewer"], "one fewer"), (STEP_COLOURS["more"], "one more"),
        (STEP_COLOURS["other"], "the other player first"))]
    fig.legend(handles=handles, fontsize="small", loc="outside lower center", ncols=3)


#: The plots by name, with the size (inches) they are saved at: what :func:`render` and
#: :func:`save_plot` draw.
PLOTS: dict[str, tuple[Any, tuple[float, float]]] = {
    "results": (draw_results, (10.0, 6.2)),
    "compare": (draw_compare, (9.0, 4.5)),
    "sweep": (draw_sweep, (8.0, 4.0)),
    "knobs": (draw_knobs, (8.0, 5.0)),
}


@dataclass(frozen=True)
class Rendered:
    """A plot drawn to pixels: RGBA rows of ``width`` x ``height``, and the titles of its
    axes (what was drawn, in words)."""

    width: int
    height: int
    rgba: bytes
    titles: tuple[str, ...]


def warm() -> None:
    """Import matplotlib and its Agg backend (a plot process's first task, so that the
    first plot a designer asks for does not wait for them)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: F401
    from matplotlib.figure import Figure  # noqa: F401


#: The smallest share of its saving size (:data:`PLOTS`) a plot is laid out at. A picture
#: smaller than that size is drawn at a lower dpi (smaller type, thinner lines) rather than
#: with the type of a saved plot crowded into it, where the titles of neighbouring plots
#: ran into one another (the results in a balance panel 680 pixels wide); at 0.75 they
#: stay apart down to about 540 pixels, and the type stays readable.
LEAST_SCALE = 0.75


def fitted_dpi(kind: str, width: int, height: int, dpi: float) -> float:
    """The dpi at which plot ``kind`` fills ``width`` x ``height`` pixels laid out as at
    its saving size, or at :data:`LEAST_SCALE` of it at least: ``dpi`` when the picture
    is that large."""
    _draw, (w, h) = PLOTS[kind]
    scale = min(1.0, width / (w * dpi), height / (h * dpi))
    return dpi * max(LEAST_SCALE, scale)


def drawn(kind: str, args: tuple[Any, ...], width: int, height: int,
          dpi: float = 100.0, text_scale: float = 1.0) -> FigureCanvasAgg:
    """The Agg canvas of plot ``kind`` of :data:`PLOTS` drawn with ``args`` on ``width`` x
    ``height`` pixels, at ``dpi`` or lower for a small picture (:func:`fitted_dpi`;
    ``KeyError`` for an unknown plot), its type ``text_scale`` times matplotlib's usual
    size (the words grow, the lines do not); its figure is ``.figure``."""
    from matplotlib import rc_context, rcParams
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    draw, _size = PLOTS[kind]
    dpi = fitted_dpi(kind, width, height, dpi)
    # Every size of type, "small" too, is read from font.size when its text is made or
    # drawn (the ticks' at drawing): the whole drawing is within the context.
    with rc_context({"font.size": rcParams["font.size"] * text_scale}):
        fig = new_figure(max(1, width) / dpi, max(1, height) / dpi)
        fig.set_dpi(dpi)
        canvas = FigureCanvasAgg(fig)
        draw(fig, *args)
        canvas.draw()
        if _fold_crowded_titles(canvas):
            canvas.draw()  # the constrained layout makes room for the folded lines
        if make_room_for_legends(fig):
            canvas.draw()
    return canvas


def _fold_crowded_titles(canvas: FigureCanvasAgg) -> bool:
    """Fold onto two lines each plot title that runs into another or past the figure's
    edge, as they do in a panel narrower than :data:`LEAST_SCALE` allows for ("how the
    games were won" over "when the medals come" at 470 pixels); whether any was."""
    fig, renderer = canvas.figure, canvas.get_renderer()
    titles = [ax.title for ax in fig.axes if ax.get_title()]
    boxes = [t.get_window_extent(renderer) for t in titles]
    edge = fig.bbox
    folded = False
    for i, (title, box) in enumerate(zip(titles, boxes)):
        crowded = box.x0 < edge.x0 or box.x1 > edge.x1 or any(
            box.overlaps(other) for j, other in enumerate(boxes) if j != i)
        text = title.get_text()
        if crowded and "\n" not in text and " " in text:
            middle = min((i for i, c in enumerate(text) if c == " "),
                         key=lambda i: abs(2 * i - len(text)))
            title.set_text(f"{text[:middle]}\n{text[middle + 1:]}")
            folded = True
    return folded


def make_room_for_legends(fig: Figure) -> bool:
    """Raise the top of each plot of ``fig`` whose legend lies over one of its bars until
    the bars stand below the legend (laid out as drawn now); whether any was. A legend
    sat over the top of "how the games were won"'s tallest bar, where the rarer ways of
    winning stack, and over the game length's tallest bars, in a panel 540 pixels wide."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.patches import Rectangle

    canvas = fig.canvas if isinstance(fig.canvas, FigureCanvasAgg) else FigureCanvasAgg(fig)
    canvas.draw()
    renderer = canvas.get_renderer()
    raised = False
    for ax in fig.axes:
        legend = ax.get_legend()
        bars = [p for p in ax.patches if isinstance(p, Rectangle) and p.get_height() > 0]
        if legend is None or not bars:
            continue
        box = legend.get_window_extent(renderer)
        if not any(box.overlaps(p.get_window_extent(renderer)) for p in bars):
            continue
        frame = ax.get_window_extent(renderer)
        # the bars' height as a share of the plot's that leaves the legend clear
        share = (box.y0 - frame.y0) / frame.height - 0.03
        if share < 0.3:  # a legend as tall as the plot: better over the bars than no plot
            continue
        low, high = ax.get_ylim()
        top = max(p.get_y() + p.get_height() for p in bars)
        ax.set_ylim(low, low + (top - low) / share)
        if high == 100:  # a scale of shares: the room above it has no tick (it read 120%)
            ax.set_yticks([t for t in ax.get_yticks() if low <= t <= 100])
        raised = True
    return raised


def render(kind: str, args: tuple[Any, ...], width: int, height: int,
           dpi: float = 100.0, text_scale: float = 1.0) -> Rendered:
    """Plot ``kind`` drawn as by :func:`drawn`, as pixels."""
    canvas = drawn(kind, args, width, height, dpi, text_scale)
    w, h = canvas.get_width_height()
    return Rendered(w, h, bytes(canvas.buffer_rgba()),
                    tuple(ax.get_title() for ax in canvas.figure.axes if ax.get_title()))


def save_plot(kind: str, args: tuple[Any, ...], path: str | os.PathLike[str]) -> None:
    """Plot ``kind`` drawn with ``args`` at its saving size, written to ``path`` as by
    :func:`save_figure`."""
    draw, (width, height) = PLOTS[kind]
    fig = new_figure(width, height)
    draw(fig, *args)
    make_room_for_legends(fig)
    save_figure(fig, path)


def check_plot_path(path: str | os.PathLike[str]) -> None:
    """``ValueError`` unless ``path`` names a ``.png`` or ``.svg`` file."""
    from pathlib import Path

    target = Path(path)
    ext = target.suffix.lower().lstrip(".")
    if ext not in ("png", "svg"):
        raise ValueError(f"{target}: a plot is saved as .png or .svg, not .{ext or '?'}")


def figure_bytes(fig: Figure, fmt: str) -> bytes:
    """The figure encoded as ``png`` or ``svg`` with the Agg backend (no display)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    if fig.canvas is None or not hasattr(fig.canvas, "print_figure"):
        FigureCanvasAgg(fig)
    buf = io.BytesIO()
    fig.savefig(buf, format=fmt)
    return buf.getvalue()


def save_figure(fig: Figure, path: str | os.PathLike[str]) -> None:
    """Write the figure to a ``.png`` or ``.svg`` file atomically; ``ValueError`` for
    another extension, ``OSError`` when it cannot be written."""
    from pathlib import Path

    from editor.io.files import atomic_write

    check_plot_path(path)
    target = Path(path)
    atomic_write(target, figure_bytes(fig, target.suffix.lower().lstrip(".")), backup=False)


def save_heatmap(scenario: Scenario, heat: HeatMap, sides: tuple[str, str],
                 path: str | os.PathLike[str], layers: Sequence[str] = DEFAULT_HEAT) -> None:
    """The board drawn by the renderer with a run's heat layers and their legend, as a
    ``.png`` or ``.svg`` file written atomically (the renderer needs Qt's GUI module, not
    matplotlib)."""
    from pathlib import Path

    from editor.io.files import atomic_write
    from editor.render import RenderOptions, ensure_app, image_bytes, render_image, render_svg

    target = Path(path)
    ext = target.suffix.lower()
    if ext not in (".png", ".svg"):
        raise ValueError(f"{target}: a heat map is saved as .png or .svg, not {ext or 'nothing'}")
    ensure_app()
    options = RenderOptions(scale=60, background="#ffffff", heat_legend=True,
                            heat=heat_layers(heat, sides, layers, of_games=True))
    data = (render_svg(scenario, options) if ext == ".svg"
            else image_bytes(render_image(scenario, options)))
    atomic_write(target, data, backup=False)
