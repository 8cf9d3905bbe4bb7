"""``m44 simulate FILE --which-knob``: which knob moves the balance, and which way.

The balance lab's *Which knob* on the command line (:mod:`editor.cli.simulate` hands over
to :func:`run` when ``--which-knob`` is given): the scenario is played ``--games`` times
(100 by default) as it is, then with each knob one step either way (command cards and
medals to win of each side one fewer and one more, the other player moving first), every
version on the same seeds with the same AIs
(:func:`editor.engine.game.sensitivity.which_knob`). A table ranks the knobs by how far
they move the balance: for each step, each side's win rate and player 1's change of win
rate against the scenario as it is with its 95% interval (paired by seed; player 2's beside
it when draws part the two), marked ``*``
when the step is shown to move the balance after Holm's correction for the steps played
(:meth:`editor.engine.game.sensitivity.Sensitivity.shown`; an interval that leaves out 0
on its own is not enough: with nine tried, one may by chance; when no game of any version
was won, a note says that the versions say nothing of the balance in place of what ``*``
means); then the steps not played (a value the rules do not
allow, such as no medal to win) with why, and one sentence naming the knob that moves the
balance most in the games and which way, and the other knobs shown to move it too, which
no test ranks (:func:`editor.engine.game.sensitivity.sensitivity_words`);
then the warnings of the scenario as it is and of each step (a medal more to win may put
a side's victory out of reach: its change is then of games it may never win by medals).
The scenario's file is not changed.

``--json`` prints :meth:`~editor.engine.game.sensitivity.Sensitivity.to_json`; ``--csv
OUT.csv`` writes one row per version (:func:`~editor.engine.game.sensitivity.
sensitivity_csv`), ``--plot OUT.png|svg`` the lab's tornado plot.

Exit codes: 0 done; 1 the scenario has errors (listed: no game played); 2 bad usage (an
option ``--which-knob`` does not take) or an unreadable file.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Sequence

from editor.engine.game import sensitivity
from editor.engine.game.balance import knob_label
from editor.engine.game.sensitivity import Sensitivity, Step, step_words
from editor.engine.game.simulate import run_warnings
from editor.engine.board import Side

from . import EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE, say, say_json
from .simulate import playable, refuse_options, terminal_progress, write_exports

#: The options ``--which-knob`` does not take, with why.
NOT_WITH = (("what_if", "--what-if", "sweeps one knob over the values named"),
            ("compare", "--compare", "compares two files; --which-knob compares versions "
                                     "of one"),
            ("until_ci", "--until-ci", "stops on one run's interval; --which-knob plays "
                                       "--games of each version"),
            ("log", "--log", "saves one game; --which-knob plays many versions of the "
                             "scenario"),
            ("heatmap", "--heatmap", "draws one run's heat map"),
            ("heat_layer", "--heat-layer", "chooses the layers of --heatmap"),
            ("export_json", "--export-json", "writes one run's games; --json prints each "
                                             "version's summary"),
            ("chunk", "--chunk", "cuts a batch's games into tasks"))

#: The mark of a step shown to move the balance (Holm's correction), and its note under
#: the table.
SHOWN = "*"


def shown_note(found: Sensitivity) -> str:
    """What ``*`` means: shown after Holm's correction for the steps played; each interval
    is a 95% interval of its own step (paired by seed); and that the order of the knobs is
    the changes measured, not a ranking any test shows."""
    return (f"{SHOWN} shown to move the balance {found.correction}, which keeps a false "
            "one to 5% over them all; each interval is its own step's 95% interval (games "
            "paired by seed), and one may leave out 0 unmarked; the knobs are listed by the "
            "change measured, which no test ranks")


def run(args: argparse.Namespace, check_outputs: Callable[[], bool]) -> int:
    """Which knob moves the balance of ``args.file`` (one file); ``check_outputs`` refuses
    the export files that cannot be written, before a game is played (``True``:
    refused)."""
    refuse_options(args, "--which-knob tries each knob one step either way", NOT_WITH)
    path = args.file[0]
    scenario = playable(path)
    if scenario is None:
        return EXIT_FINDINGS
    if check_outputs():
        return EXIT_UNREADABLE
    found = sensitivity.which_knob(
        scenario, args.games or 100, ai=args.ai, vs=args.vs, seed=args.seed, jobs=args.jobs,
        max_turns=args.max_turns, progress=terminal_progress(args),
        name=scenario.texts().name or os.path.basename(path))
    if not write_exports(_exports(args, found)):
        return EXIT_UNREADABLE
    if args.json:
        say_json(found.to_json())
    else:
        _print(found, args.max_turns, run_warnings(scenario))
    return EXIT_OK


def _exports(args: argparse.Namespace, found: Sensitivity
             ) -> list[tuple[str, Callable[[], None]]]:
    """The files asked for, each with the function that writes it atomically."""
    from editor.engine.game import balance

    out: list[tuple[str, Callable[[], None]]] = []
    if args.csv:
        out.append((args.csv, lambda: balance.write_text(args.csv,
                                                         sensitivity.sensitivity_csv(found))))
    if args.plot:
        def write_plot() -> None:
            from editor import plots

            plots.save_plot("knobs", (found,), args.plot)
        out.append((args.plot, write_plot))
    return out


def _interval(lo: float, hi: float) -> str:
    return f"{100 * lo:+.1f} to {100 * hi:+.1f}"


def _change(step: Step, shown: bool) -> str:
    """Player 1's change with its interval; and player 2's when draws part it from player
    1's mirrored (a side may lose wins to draws alone; both sides may gain, the balance
    going to the one that gains more), as the sentence and the tornado give it; the mark
    after the change said when the step is ``shown``."""
    first, second = step.differences
    mark = f" {SHOWN}" if shown else ""
    out = f"{100 * first.diff:+6.1f} ({_interval(*first.ci95)})"
    if abs(first.diff + second.diff) > 1e-12:
        return (f"{out}; {Side.words(second.side)} {100 * second.diff:+.1f} "
                f"({_interval(*second.ci95)}){mark}")
    return out + mark


def _print(found: Sensitivity, max_turns: int, warnings: Sequence[str] = ()) -> None:
    base = found.base
    lo, hi = base.seeds
    side1, side2 = base.sides
    words1, words2 = Side.words(side1), Side.words(side2)
    seconds = base.seconds + sum(s.result.seconds for s in found.played if s.result)
    say(f"{base.scenario}: which knob moves the balance; {base.players[0]} (player 1, "
        f"{words1}) vs {base.players[1]} (player 2, {words2}), {found.games} games each "
        f"version, seeds {lo}-{hi}, turn cap {max_turns}, {seconds:.1f} s")
    say("  as it is: " + ", ".join(
        f"{Side.words(s)} {100 * base.win_rate[s]:.1f}% ({100 * a:.1f}-{100 * b:.1f}%)"
        for s, (a, b) in base.ci95.items()) + f", draws {_draws(base.draws, base.games)}")
    labels = {k: f"{knob_label(k, base.sides)} ({k})" for k in found.ranked}
    width = max([len("knob"), *map(len, labels.values())])
    tried = max([len("tried"), *(len(s.tried) for s in found.rows)])
    say(f"  {'knob':<{width}}  {'tried':<{tried}}  {words1 + ' wins':>10}  "
        f"{words2 + ' wins':>11}  {'draws':>6}  {words1} change, points (95% interval)")
    for step in found.rows:
        r = step.result
        assert r is not None
        first = step is found.steps_of(step.knob)[0]
        say(f"  {labels[step.knob] if first else '':<{width}}  {step.tried:<{tried}}  "
            f"{100 * r.win_rate[side1]:>9.1f}%  {100 * r.win_rate[side2]:>10.1f}%  "
            f"{_draws(r.draws, r.games):>6}  {_change(step, found.shown(step))}")
    for step in found.skipped:
        say(f"  not played: {step_words(step, found.base.sides)}: {step.skipped}")
    if found.stopped:
        say("  stopped before every version was played: the steps are those played")
    # "shown to move the balance" means nothing when no game was won: said so instead
    nothing = found.undecided_words
    say(f"  note: {nothing}" if nothing else f"  {shown_note(found)}")
    say(f"  {found.words}.")
    for line in [*warnings, *found.warnings]:
        say(f"  warning: {line}")
    for line in found.not_played:
        say(f"  note: {line}")


def _draws(draws: int, games: int) -> str:
    return f"{100 * draws / games:.1f}%" if games else "-"
