"""``m44 simulate FILE --what-if KNOB=V1,V2,...``: which value of a knob evens the game.

The balance lab's *What if* on the command line (:mod:`editor.cli.simulate` hands over to
:func:`run` when ``--what-if`` is given): the scenario is played ``--games`` times with each
value of the knob, with the same AIs and seeds (game i of every value is played with the
same dice), and a table gives each side's win rate with its 95% interval for each value,
the value closest to an even game and the values the games cannot tell from even
(:func:`editor.engine.game.balance.sweep_words`), a value marked ``*`` when it is shown
lopsided after Holm's correction for the values with a game won
(:func:`editor.engine.game.balance.shown_lopsided`: each value is a test, as each step of
*Which knob* is). The knobs are those of the lab:
``cards1``/``cards2`` (command cards of player 1/2), ``medals1``/``medals2`` (medals to
win), ``first`` (the player who moves first, 1 or 2) and ``figures:HEX``, the figures of
the unit on a hex (``figures:E5``). Without values, the knob's value in the scenario and two
on each side of it are tried (1 and 2 for ``first``), as the lab proposes. The scenario's
file is not changed.

``--json`` prints :func:`editor.engine.game.balance.sweep_json`; ``--csv OUT.csv`` writes one
row per game of each value (the knob and the value first), ``--export-json OUT.json`` what
``--json`` prints with the games and each value's heat map, ``--plot OUT.png|svg`` the lab's What-if
plot.

Exit codes: 0 done; 1 the scenario, or the scenario with one of the values, has errors
(listed: no game played); 2 bad usage (an unknown knob, a hex without a unit, a value the
knob cannot take) or an unreadable file.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable

from editor.engine.game import SimulationResult, simulate
from editor.engine.game import balance
from editor.engine.scenario import Scenario
from editor.engine.words import counted
from editor.engine.board import Side
from editor.io.m44 import LoadResult

from . import (EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE, error, quiet, say, say_json,
               shown)
from .simulate import playable, refuse_options, refuse_unplayable, write_exports

#: The options a sweep does not take, with why.
NOT_WITH = (("compare", "--compare", "compares two files; a sweep compares the values of one"),
            ("until_ci", "--until-ci", "stops on one run's interval; a sweep plays --games "
                                       "of each value"),
            ("log", "--log", "saves one game; a sweep plays many versions of the scenario"),
            ("heatmap", "--heatmap", "draws one run's heat map"),
            ("heat_layer", "--heat-layer", "chooses the layers of --heatmap"),
            ("chunk", "--chunk", "cuts a batch's games into tasks"))


def what_if(text: str) -> tuple[str, list[int] | None]:
    """The ``--what-if`` option: ``KNOB`` or ``KNOB=V1,V2,...`` as the knob and its values
    (``None``: those around the scenario's); whether the knob fits the scenario is seen
    once it is read."""
    knob, sep, rest = text.partition("=")
    knob = knob.strip()
    if not knob:
        raise argparse.ArgumentTypeError(f"{text!r}: name a knob, e.g. medals2=4,5,6")
    if not sep:
        return knob, None
    try:
        return knob, balance.parse_values(rest)
    except ValueError as e:
        raise argparse.ArgumentTypeError(f"{text!r}: {e}") from None


#: The mark of a value shown lopsided (Holm's correction), as Which knob marks a step
#: shown to move the balance (:data:`.simulate_knobs.SHOWN`).
SHOWN = "*"


def shown_note(points: list[tuple[int, SimulationResult]]) -> str:
    """What ``*`` means: shown lopsided after Holm's correction for the values with a game
    won (player 1's share of the games won against one half)."""
    return (f"shown lopsided {balance.sweep_correction(points)}, which keeps a false one to "
            "5% over them all (player 1's share of the games won, draws aside, against one "
            "half); the intervals are each value's own")


def run(args: argparse.Namespace, check_outputs: Callable[[], bool]) -> int:
    """The sweep of ``args.what_if`` on ``args.file`` (one file); ``check_outputs`` refuses
    the export files that cannot be written, before a game is played (``True``: refused)."""
    refuse_options(args, "--what-if sweeps one knob", NOT_WITH)
    path = args.file[0]
    scenario = playable(path)
    if scenario is None:
        return EXIT_FINDINGS
    knob, values = args.what_if
    try:
        balance.check_knob(scenario, knob)
        values = values if values is not None else balance.default_values(scenario, knob)
        versions = [(v, balance.with_knob(scenario, knob, v)) for v in values]
    except ValueError as e:
        error(f"m44 simulate: {shown(path)}: --what-if {knob}: {e}")
        return EXIT_UNREADABLE
    for v, version in versions:
        # a value the rules do not allow (no medal to win, no card): the scenario's errors
        if refuse_unplayable([(LoadResult(version, source=path),
                               f"{shown(path)} with {knob} = {v}")]):
            return EXIT_FINDINGS
    if check_outputs():
        return EXIT_UNREADABLE
    detail = bool(args.csv or args.export_json)
    games = args.games or 100
    points: list[tuple[int, SimulationResult]] = []
    for v, version in versions:
        if sys.stderr.isatty() and not quiet(args):
            sys.stderr.write(f"\r{knob} = {v}: {counted(games, 'game')}… ")
            sys.stderr.flush()
        r = simulate(version, games, ai=args.ai, vs=args.vs, seed=args.seed,
                     jobs=args.jobs, max_turns=args.max_turns,
                     detail=detail)
        r.scenario = scenario.texts().name or os.path.basename(path)
        points.append((v, r))
    if sys.stderr.isatty() and not quiet(args):
        sys.stderr.write("\n")
    if not write_exports(_exports(args, knob, points, scenario)):
        return EXIT_UNREADABLE
    if args.json:
        say_json(balance.sweep_json(knob, points, scenario))
    else:
        _print(knob, points, scenario, args.max_turns)
    return EXIT_OK


def _exports(args: argparse.Namespace, knob: str, points: list[tuple[int, SimulationResult]],
             scenario: Scenario) -> list[tuple[str, Callable[[], None]]]:
    """The files asked for, each with the function that writes it atomically."""
    out: list[tuple[str, Callable[[], None]]] = []
    if args.csv:
        out.append((args.csv, lambda: balance.write_text(args.csv,
                                                         balance.sweep_csv(knob, points))))
    if args.export_json:
        out.append((args.export_json, lambda: balance.write_text(
            args.export_json, balance.dumps(balance.sweep_json(knob, points, scenario,
                                                                games=True)))))
    if args.plot:
        def write_plot() -> None:
            from editor import plots

            plots.save_plot("sweep", (knob, points, balance.closest_to_even(points),
                                      balance.knob_value(scenario, knob)), args.plot)
        out.append((args.plot, write_plot))
    return out


def _print(knob: str, points: list[tuple[int, SimulationResult]], scenario: Scenario,
           max_turns: int) -> None:
    from editor.engine.game.simulate import not_played, run_warnings

    first = points[0][1]
    lo, hi = first.seeds
    now = balance.knob_value(scenario, knob)
    say(f"{first.scenario}: what if the {balance.knob_label(knob, first.sides)} ({knob}) were "
        f"{', '.join(str(v) for v, _ in points)}; {first.players[0]} (player 1, "
        f"{Side.words(first.sides[0])}) vs {first.players[1]} (player 2, "
        f"{Side.words(first.sides[1])}), "
        f"{balance.games_each(points)}, seeds {lo}-{hi}, turn cap {max_turns}, "
        f"{sum(r.seconds for _, r in points):.1f} s")
    width = max(len(knob), *(len(f"{v} (now)") for v, _ in points))
    lopsided = balance.shown_lopsided(points)
    head = "".join(f"  {Side.words(side) + ' wins':>11} {'95% interval':<13}"
                   for side in first.sides)
    say(f"  {knob:<{width}}{head}  draws")
    for v, r in points:
        row = ""
        for side in r.sides:
            a, b = r.ci95[side]
            row += f"  {100 * r.win_rate[side]:>10.1f}% {f'{100 * a:.1f}-{100 * b:.1f}%':<13}"
        label = f"{v} (now)" if v == now else str(v)
        mark = f"  {SHOWN}" if v in lopsided else ""
        say(f"  {label:<{width}}{row}  {100 * r.draws / r.games:4.1f}%{mark}" if r.games else
            f"  {label:<{width}}  no game")
    say("  " + balance.sweep_words(points, balance.closest_to_even(points)) + ".")
    if balance.tested(points):
        say(f"  {SHOWN} {shown_note(points)}")
    # as a run says it of itself (a sweep of 6 games a value said nothing of it)
    fewest = min((r for _, r in points if r.games), key=lambda r: r.games, default=None)
    if fewest is not None and fewest.few_games_words and not fewest.undecided_words:
        say(f"  note: at each value, {fewest.few_games_words}")
    # a value may put victory out of reach (medals to win): each value's warnings
    for line in dict.fromkeys(w for v, _ in points
                              for w in run_warnings(balance.with_knob(scenario, knob, v))):
        say(f"  warning: {line}")
    for line in not_played(scenario):
        say(f"  note: {line}")
