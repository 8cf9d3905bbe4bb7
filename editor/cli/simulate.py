"""``m44 simulate FILE --games N``: play many AI games of a scenario and report the balance.

Prints each side's win rate with a 95% (Wilson) interval and its mean medals, how its wins
were won (medals from units eliminated, objectives, exits, sudden death, no units left), the
draws (games stopped by the turn cap), and the game length in player turns (mean, standard
deviation, shortest and longest). ``--until-ci W`` plays until every side's interval is at
most W wide (``--games`` is then the most it plays, 10,000 by default; a run stopped on
its width leans a little away from 50%: docs/GAME.md gives how much). ``--compare B``
simulates a second version of the scenario with the same AIs and seeds (as many games as
the first played), and gives for each side the difference of the win rates (B minus A)
with its 95% interval, the games paired by seed, and whether the interval leaves out 0
(with ``--until-ci``, a note when a difference's interval is wider than W: the run stopped
on A's own intervals).

``--json`` prints one JSON object with the keys ``games``, ``seed`` (the first game's),
``seeds`` (the first and last), ``max_turns``, ``wins``, ``win_rate``,
``draw_rate``, ``ci95``, ``wins_by``, ``win_share``, ``mean_turns``, ``turns`` (``mean``,
``sd``, ``min``, ``max``), ``mean_medals``, ``until_ci``, ``seconds`` (and ``scenario``,
``players``); with ``--compare``, ``{"a": ..., "b": ..., "board_change": ..., "changes":
[...], "difference": {SIDE: {"a", "b", "diff", "ci95", "differs", "paired", "games",
"games_a", "games_b", "method", "gained", "lost"}}}`` (``board_change``, ``changes``: what
differs from A's scenario to B's, as ``m44 diff --json`` says it; ``gained``, ``lost``: the
pairs won by the side in B only, in A only).
``--what-if KNOB=V,...`` plays the scenario with each value of a knob instead
(:mod:`editor.cli.simulate_sweep`), ``--which-knob`` with each knob one step either way
(:mod:`editor.cli.simulate_knobs`). Progress goes to standard error, only when it is a
terminal. ``--log FILE`` also saves the
log of the first game (seed S), which ``m44 replay`` prints.

Exports (each written atomically; a bad extension, a missing folder or a file that may not
be replaced is refused before the games are played, as for ``--log``): ``--csv OUT.csv`` one row per
game (seed, winner, turns, medals1, medals2, how); ``--export-json OUT.json`` what ``--json``
prints, with one record per game and the heat-map counts; ``--plot OUT.png|svg`` the plots
(matplotlib; with ``--compare``, the comparison); ``--heatmap OUT.png|svg`` the board drawn by the
renderer with the heat layers of ``--heat-layer`` (``eliminated:1``, ``battles``, ``taken:2``...)
and their legend.

A scenario with errors (those ``m44 validate`` reports) is not played, as the editor's play
mode and balance lab refuse it: its errors are listed on standard error, exit 1.

Exit codes: 0 done; 1 a scenario has errors: no game played; 2 bad usage or unreadable file,
or a worker process lost (killed); 3 a game failed (the line names its scenario and seed);
130 interrupted (Ctrl-C), 143 and 129 terminated (SIGTERM, SIGHUP), the workers stopped.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable, Sequence

from editor.engine.game import PLAYERS, Setup, SimulationResult, make_player, simulate
from editor.engine.game.players import MOST_EFFORT
from editor.engine.board import Side
from editor.engine.game.balance import comparison_json, summary_json
from editor.engine.game.simulate import (Difference, compare, not_played, until_words,
                                         replay_game, run_warnings, several_tests_words,
                                         WorkerLost)
from editor.engine.scenario import Scenario
from editor.engine.words import counted
from editor.io.diff import whole_board_change
from editor.io.m44 import LoadResult, load

from . import (EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE, UsageError, a_file, add_command, error,
               a_name, qt_interrupts, quiet, refuse_installed, refuse_overwriting,
               refuse_shared_outputs, refuse_unwritable, said_errors, say, say_json, shown,
               terminations, whole_number)


#: The most games a run plays of each scenario (10**30 would never end), and the most
#: worker processes it starts on this machine.
MAX_GAMES = 1_000_000
MAX_JOBS = 512
#: Seeds lie from 0 to 2^53 less a run's games: a seed and the seeds after it stay integers
#: every JSON reader holds exactly (game logs and checkpoints record them). None is
#: negative: Python's random seeds -S as S, so that `--seed -2 --games 5` played the games
#: of seeds 2 and 1 twice and counted them as five (the balance lab's seeds start at 0).
MAX_SEED = 2 ** 53 - MAX_GAMES
#: The longest turn cap (the default is 200 player turns): a cap of billions only made a run
#: that never ends, and numbers past what JSON holds exactly in its logs and checkpoints.
MAX_TURNS = 100_000
#: How many of the changes from A to B a comparison says (m44 diff lists them all).
CHANGES_SAID = 6


_positive = whole_number(1)


def _output(text: str) -> str:
    a_name(text)
    if text == "-":
        raise argparse.ArgumentTypeError("standard output ('-') is for the results; name a "
                                          "file")
    return text


def _valid(check: Callable[[str], object]) -> Callable[[str], str]:
    """An option's type: the text as given, once ``check`` takes it; its ``ValueError`` a
    usage error."""
    def checked(text: str) -> str:
        try:
            check(text)
        except ValueError as e:
            raise argparse.ArgumentTypeError(str(e)) from None
        return text
    return checked


def _scheduler_address(text: str) -> object:
    from editor.engine.game.executors import scheduler_address  # only with --scheduler

    return scheduler_address(text)


def _what_if(text: str) -> tuple[str, list[int] | None]:
    from .simulate_sweep import what_if

    return what_if(text)


_player = _valid(make_player)
_scheduler = _valid(_scheduler_address)


def _width(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text} is not a number") from None
    if not 0 < value < 1:
        raise argparse.ArgumentTypeError(f"{text} is not a width between 0 and 1 (e.g. 0.1)")
    return value


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "simulate", quiet_help="show no progress bar nor notes on standard error; the "
                                    "results are printed all the same",
        description="Play N games of a scenario between two AI players and report each "
                    "side's win rate with a 95% interval, how its wins were won, its mean "
                    "medals, and the game length (mean, spread, shortest, longest). Player "
                    "1 (the top side) is played by --ai, player 2 by --vs (default: the "
                    "same AI).",
        epilog="Exit codes: 0 done, 1 a scenario has errors (listed; no game played), 2 bad "
               "usage or unreadable file (or an output file in the installation's folder, "
               "beside the bundled samples that m44 samples lists, where nothing is written; "
               "or a checkpoint of another batch, or an unreachable scheduler, or a worker "
               "process killed), 3 a game failed (a bug: the line "
               "names the scenario and the seed), 130 interrupted (Ctrl-C: no result "
               "printed, the files already written left whole; a batch's --checkpoint keeps "
               "the games done; SIGTERM and SIGHUP stop it so, exit 143 and 129).")
    p.add_argument("file", metavar="FILE", nargs="+", type=a_file("simulate"),
                   help="the .m44 scenario; several files or a folder (its .m44 files) "
                        "make a batch: a table with one line per scenario")
    p.add_argument("--games", type=whole_number(1, MAX_GAMES, ", the most games a run plays"),
                   default=None, metavar="N",
                   help=f"games to play (default 100; with --until-ci, the most: 10000; at "
                        f"most {MAX_GAMES:,})")
    p.add_argument("--until-ci", type=_width, default=None, metavar="W",
                   help="play until every side's 95%% interval is at most W wide, W a "
                        "fraction (0.1: 10 points), after 20 games at least; with --compare, "
                        "B then plays as many games as A")
    p.add_argument("--compare", metavar="B", default=None, type=a_file("simulate"),
                   help="also simulate scenario B (same AIs and seeds: game i of each is "
                        "played with the same dice, so the games are compared in pairs) and "
                        "report each side's difference in win rate with its 95%% interval")
    p.add_argument("--what-if", metavar="KNOB=V,...", default=None, type=_what_if,
                   help="play the scenario with each value of a knob and say which is "
                        "closest to an even game, and which are shown lopsided after Holm's "
                        "correction for the values with a game won (each value is a test, "
                        "as each step of --which-knob is; marked *): cards1/cards2 (command "
                        "cards of player "
                        "1/2), medals1/medals2 (medals to win), first (who moves first) or "
                        "figures:HEX (the figures of the unit on a hex); e.g. medals2=4,5,6 "
                        "(without values: the scenario's and two on each side)")
    p.add_argument("--which-knob", action="store_true",
                   help="which knob moves the balance: play the scenario as it is and with "
                        "each knob one step either way (cards and medals to win of each "
                        "side -1 and +1, the other player first), --games of each version "
                        "(default 100) on the same seeds, and rank the knobs by how far "
                        "they move it; --plot saves the tornado")
    names = ", ".join(sorted(PLAYERS))
    p.add_argument("--ai", default="greedy", type=_player, metavar="AI",
                   help=f"AI of player 1 (and of player 2 unless --vs): {names}, or search:N "
                        f"for a search of N sampled worlds per card (N at most {MOST_EFFORT}); "
                        "default greedy, as in the balance lab (random play has no plan: "
                        "most of its games run to the turn cap)")
    p.add_argument("--vs", default=None, type=_player, metavar="AI", help="AI of player 2")
    p.add_argument("--seed", type=whole_number(
                       0, MAX_SEED, why_least=": a seed and its negative roll the same dice"),
                   default=0, metavar="S",
                   help="seed of the first game, 0 or more; game i uses S+i (default 0)")
    p.add_argument("--jobs", type=whole_number(0, MAX_JOBS, " worker processes"), default=0,
                   metavar="K", help=f"worker processes (default 0: every core it may run "
                                     f"on; at most {MAX_JOBS})")
    p.add_argument("--max-turns", type=whole_number(1, MAX_TURNS), default=200, metavar="T",
                   help=f"player turns before a game is called a draw (default 200; at most "
                        f"{MAX_TURNS:,})")
    p.add_argument("--log", metavar="LOG", default=None, type=_output,
                   help="also save the log of the first game (JSON, for m44 replay)")
    p.add_argument("--json", action="store_true", help="print JSON")
    b = p.add_argument_group("batches (several scenarios, a cluster, a checkpoint)")
    b.add_argument("--scheduler", metavar="ADDRESS", default=None, type=_scheduler,
                   help="play the games on the Dask cluster of this scheduler "
                        "(tcp://HOST:PORT; needs pip install 'm44-editor[cluster]'); one "
                        "that does not answer in 5 s is given up")
    b.add_argument("--checkpoint", metavar="FILE", default=None, type=_output,
                   help="record the batch's finished games in FILE (JSON)")
    b.add_argument("--resume", action="store_true",
                   help="go on with the batch of --checkpoint FILE, playing only the "
                        "games it lacks")
    b.add_argument("--chunk", type=_positive, default=None, metavar="G",
                   help="games per task handed to a worker (default: a quarter of --games, "
                        "at most 25)")
    p.add_argument("--csv", metavar="OUT.csv", default=None, type=_output,
                   help="write CSV: one row per game (seed, winner, turns, medals1, medals2, "
                        "how); for a batch of scenarios, one row per scenario")
    p.add_argument("--export-json", metavar="OUT.json", default=None, type=_output,
                   help="write the summary, one record per game and the heat-map counts")
    p.add_argument("--plot", metavar="OUT.png", default=None, type=_output,
                   help="save the plots of the run (.png or .svg; with --compare, the "
                        "comparison)")
    p.add_argument("--heatmap", metavar="OUT.png", default=None, type=_output,
                   help="save the board with the heat maps of the run (.png or .svg)")
    p.add_argument("--heat-layer", action="append", default=None, metavar="LAYER",
                   choices=sorted(_heat_names()),
                   help="a heat layer of --heatmap (repeat for several): eliminated:1, "
                        "eliminated:2, battles, taken:1/2, held:1/2, exits:1/2 (player 1 or "
                        "2); default the units eliminated of each side")
    p.set_defaults(func=run)


def _heat_names() -> tuple[str, ...]:
    # the names only: editor.plots is imported without matplotlib
    from editor.plots import HEAT_LAYERS

    return tuple(HEAT_LAYERS)


class TerminalProgress:
    """A one-line progress display on a terminal's standard error."""

    def __init__(self) -> None:
        self.start = time.perf_counter()
        self.last = 0.0

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if done < total and now - self.last < 0.2:
            return
        self.last = now
        rate = done / max(1e-9, now - self.start)
        sys.stderr.write(f"\r{done}/{total} games  {rate:.1f} games/s ")
        if done >= total:
            sys.stderr.write("\n")
        sys.stderr.flush()


def terminal_progress(args: argparse.Namespace) -> TerminalProgress | None:
    """A progress line for a run, when standard error is a terminal and ``-q`` was not
    given (``None``: no progress said)."""
    return TerminalProgress() if sys.stderr.isatty() and not quiet(args) else None


def refuse_options(args: argparse.Namespace, mode: str,
                   not_with: Sequence[tuple[str, str, str]]) -> None:
    """A :class:`UsageError` for the first option of ``not_with`` (``(attribute, flag,
    why)``) given in ``args``: ``mode`` (``--what-if sweeps one knob``) does not take it."""
    for name, flag, why in not_with:
        if getattr(args, name, None):
            raise UsageError(f"{mode} and {flag} {why}: leave one out")


def playable(path: str) -> Scenario | None:
    """The scenario of ``path``, or ``None`` when it has errors: they are listed, then
    that no game is played."""
    loaded = load(path)
    return None if refuse_unplayable([(loaded, shown(path))]) else loaded.scenario


def write_exports(exports: Sequence[tuple[str, Callable[[], None]]]) -> bool:
    """Write each file of ``exports`` (its path with the function writing it atomically);
    ``False`` once one cannot be written (said: the later ones are not written)."""
    for path, write in exports:
        try:
            with qt_interrupts():  # the heat map is drawn by the renderer
                write()
        except OSError as e:
            error(f"m44 simulate: {path}: cannot write: {e.strerror or e}")
            return False
    return True


def refuse_ai_as_file(paths: Sequence[str]) -> None:
    """Raises :class:`UsageError` on a scenario named as an AI is (``greedy``, ``search:4``)
    where no file has that name: ``--ai search greedy``, meaning search against greedy,
    took greedy for a second scenario, and said it could not be read."""
    for path in paths:
        if os.path.exists(path):
            continue
        try:
            make_player(path)
        except ValueError:
            continue
        raise UsageError(f"{path!r} is an AI, not a scenario file: --ai names player 1's AI "
                         f"(and player 2's unless --vs); name player 2's with --vs {path}")


def run(args: argparse.Namespace) -> int:
    """The command: SIGTERM and SIGHUP stop it as Ctrl-C does (:func:`terminations`), and a
    worker process lost is said in one line, exit 2."""
    with terminations():
        try:
            return _run(args)
        except WorkerLost as e:
            error(f"m44 simulate: {e}")
            return EXIT_UNREADABLE


def _run(args: argparse.Namespace) -> int:
    from . import simulate_batch

    outputs = {"--log": args.log, "--csv": args.csv, "--export-json": args.export_json,
               "--plot": args.plot, "--heatmap": args.heatmap, "--checkpoint": args.checkpoint}
    refuse_ai_as_file(args.file)
    refuse_overwriting([*args.file, args.compare], outputs.values())
    refuse_shared_outputs(outputs)
    if refuse_installed("simulate", [(f"a {o} file", p) for o, p in outputs.items()]):
        return EXIT_UNREADABLE
    if not quiet(args):
        from editor.engine.game import native

        stale = native.unused_build()
        if stale:
            error(f"m44 simulate: note: {stale}")
    if simulate_batch.wanted(args):
        if args.what_if:
            raise UsageError("--what-if sweeps one scenario; name one file")
        if args.which_knob:
            raise UsageError("--which-knob tries the knobs of one scenario; name one file")
        return simulate_batch.run(args)
    if args.heat_layer and not args.heatmap:
        raise UsageError("--heat-layer chooses the layers of --heatmap; add --heatmap "
                         "OUT.png, or leave it out")
    if args.chunk:
        raise UsageError("--chunk cuts a batch's games into tasks (several files, a folder, "
                         "--scheduler or --checkpoint); one scenario played here is not cut")
    if args.which_knob:
        from . import simulate_knobs

        return simulate_knobs.run(args, lambda: _refuse_outputs(args))
    if args.what_if:
        from . import simulate_sweep

        return simulate_sweep.run(args, lambda: _refuse_outputs(args))
    return _run_one_scenario(args)


def _run_one_scenario(args: argparse.Namespace) -> int:
    """``m44 simulate A.m44 [--compare B.m44]``: A's games (and B's on the same seeds),
    their exports and the summary, or the comparison."""
    args.file = args.file[0]
    loaded = [(load(path), path) for path in (args.file, args.compare) if path]
    if refuse_unplayable(loaded):
        return EXIT_FINDINGS
    scenario = loaded[0][0].scenario
    other = loaded[1][0].scenario if args.compare else None
    games = args.games or (10_000 if args.until_ci else 100)
    detail = bool(args.csv or args.export_json or args.plot or args.heatmap)
    if _refuse_outputs(args):
        return EXIT_UNREADABLE

    def run_one(s: object, path: str, games: int = games,
                until_ci: float | None = args.until_ci) -> SimulationResult:
        result = simulate(s, games, ai=args.ai, vs=args.vs, seed=args.seed,  # type: ignore[arg-type]
                          jobs=args.jobs, max_turns=args.max_turns,
                          progress=terminal_progress(args), until_ci=until_ci, detail=detail)
        result.scenario = s.texts().name or os.path.basename(path)  # type: ignore[attr-defined]
        return result

    result = run_one(scenario, args.file)
    if args.log and not _save_log(args, scenario):
        return EXIT_UNREADABLE
    # B plays the games A played (the same seeds), so that every game has its pair.
    second = run_one(other, args.compare, result.games, None) if other is not None else None
    if not write_exports(_exports(args, scenario, result, other, second)):
        return EXIT_UNREADABLE
    if second is None:
        if args.json:
            say_json(summary_json(result, scenario))
        else:
            _print(result, args.max_turns, not_played(scenario), run_warnings(scenario))
    elif args.json:
        assert other is not None
        say_json(comparison_json(result, second, scenario, other))
    else:
        assert other is not None
        _print_comparison(args, (scenario, result), (other, second))
    return EXIT_OK


def _save_log(args: argparse.Namespace, scenario: Scenario) -> bool:
    """Write ``--log``: the first game (the run's seed) played again with its account;
    ``False`` when it cannot be written (said on standard error)."""
    game = replay_game(Setup(scenario, max_turns=args.max_turns), args.ai,
                       args.vs or args.ai, args.seed)
    log = game.log()
    log.file = args.file
    try:
        log.save(args.log)
    except OSError as e:
        error(f"m44 simulate: {args.log}: cannot write: {e.strerror or e}")
        return False
    return True


def _print_comparison(args: argparse.Namespace, a: tuple[Scenario, SimulationResult],
                      b: tuple[Scenario, SimulationResult]) -> None:
    """Print A's and B's results, what changed from A to B and each difference of
    balance with its interval."""
    (scenario, result), (other, second) = a, b
    say(f"A = {args.file}")
    _print(result, args.max_turns, not_played(scenario), run_warnings(scenario))
    say(f"B = {args.compare}")
    _print(second, args.max_turns, not_played(other), run_warnings(other))
    board, changes = whole_board_change(scenario, other)
    listed = (f" (m44 diff lists them): {'; '.join(str(c) for c in changes[:CHANGES_SAID])}"
              + ("; …" if len(changes) > CHANGES_SAID else ""))
    many = counted(len(changes), "change", "changes")
    say(f"B differs from A by {many}{listed}" if board is None and changes else
        "B is the same scenario as A" if board is None else
        f"B is A with its board {board}, then {many}{listed}" if changes else
        f"B is A with its board {board}; no other change")
    diffs = compare(result, second)
    for d in diffs:
        say(_difference(d))
    note = _until_note(result, diffs)
    if note:
        say(note)
    several = several_tests_words(result, second)
    if several:
        say(f"  note: {several}")


def _refuse_outputs(args: argparse.Namespace) -> bool:
    """Whether an export file asked for has the wrong extension or cannot be written (said
    on standard error): checked before a game is played."""
    for out, exts in ((args.csv, (".csv",)), (args.export_json, (".json",)),
                      (args.plot, (".png", ".svg")), (args.heatmap, (".png", ".svg"))):
        if out and os.path.splitext(out)[1].lower() not in exts:
            error(f"m44 simulate: {out}: expected a {' or '.join(exts)} file")
            return True
    return refuse_unwritable("simulate", (args.log, args.csv, args.export_json, args.plot,
                                          args.heatmap))


def _until_note(a: SimulationResult, diffs: Sequence[Difference]) -> str:
    """A note when ``--until-ci W`` was asked with ``--compare`` and a difference's interval
    is wider than W: the run stopped on A's own intervals, not on the difference read."""
    words = until_words(a, diffs)
    return f"  note: {words}" if words else ""


def refuse_unplayable(loaded: Sequence[tuple[LoadResult, str]]) -> bool:
    """Whether a scenario among ``loaded`` (each with its file name) has errors, which are
    then listed: none of them is played (the editor's play mode refuses them too)."""
    refused = False
    for result, path in loaded:
        errors = said_errors(result, path)
        if errors:
            error(f"m44 simulate: {path} has {counted(errors, 'error')}: no game played")
            refused = True
    return refused


def _exports(args: argparse.Namespace, scenario: Scenario, result: SimulationResult,
             other: Scenario | None, second: SimulationResult | None
             ) -> list[tuple[str, Callable[[], None]]]:
    """The files asked for, each with the function writing it: the games as CSV and JSON,
    the plots, the heat map (each written atomically: a failed write leaves any earlier file
    whole)."""
    from editor.engine.game import balance

    out: list[tuple[str, Callable[[], None]]] = []
    records = result.records or []
    if args.csv:
        out.append((args.csv, lambda: balance.write_text(
            args.csv, balance.records_csv(records, result.sides))))
    if args.export_json:
        def write_json() -> None:
            # what --json prints, with the games and the heat map
            data = (balance.comparison_json(result, second, scenario, other, games=True)
                    if second is not None and other is not None else
                    balance.results_json(result, scenario))
            balance.write_text(args.export_json, balance.dumps(data))
        out.append((args.export_json, write_json))
    if args.plot:
        def write_plot() -> None:
            from editor import plots

            # at the size the lab saves them
            if second is None:
                plots.save_plot("results", (result,), args.plot)
            else:
                plots.save_plot("compare", (result, second, compare(result, second)),
                                args.plot)
        out.append((args.plot, write_plot))
    if args.heatmap:
        def write_heatmap() -> None:
            from editor import plots

            assert result.heat is not None
            plots.save_heatmap(scenario, result.heat, result.sides, args.heatmap,
                               args.heat_layer or plots.DEFAULT_HEAT)
        out.append((args.heatmap, write_heatmap))
    return out


def _difference(d: Difference) -> str:
    return f"  {Side.words(d.side):<7} win rate B - A {d.words}"


def _print(result: SimulationResult, max_turns: int, unplayed: Sequence[str] = (),
           warnings: Sequence[str] = ()) -> None:
    """A run's figures, then its notes: too few games, none won, what makes the win rates
    say less than they seem (``warnings``: :func:`run_warnings`), what was not played."""
    first, last = result.seeds
    say(f"{result.scenario}: {counted(result.games, 'game')}, {result.players[0]} (player 1, "
        f"{Side.words(result.sides[0])}) vs {result.players[1]} (player 2, "
        f"{Side.words(result.sides[1])}), "
        f"seeds {first}-{last}, turn cap {max_turns}, {result.seconds:.1f} s")
    for side in result.sides:
        lo, hi = result.ci95[side]
        say(f"  {Side.words(side):<7} wins {result.wins.get(side, 0):>6}  "
            f"{100 * result.win_rate[side]:5.1f}%  (95% interval {100 * lo:.1f}-{100 * hi:.1f}%)"
            f"  mean medals {result.mean_medals[side]:.2f}")
        won_by = result.won_by_words(side)
        if won_by:
            say(f"          won by {won_by}")
    if result.draws:
        say(f"  draws   {result.draws:>6}  {100 * result.draws / result.games:5.1f}%  (stopped "
            f"by the turn cap of {max_turns} player turns; the win rates are of all games, "
            f"draws won by neither side)")
    capped = " (the draws counted at the cap)" if result.draws else ""
    say(f"  mean length {result.mean_turns:.1f} player turns ({result.spread_words}, "
        f"shortest {result.turns_min}, longest {result.turns_max}){capped}")
    if result.interval_words:
        say(f"  {result.interval_words}")
    for words in (result.few_games_words, result.undecided_words):
        if words:
            say(f"  note: {words}")
    for line in warnings:
        say(f"  warning: {line}")
    for line in unplayed:
        say(f"  note: {line}")
