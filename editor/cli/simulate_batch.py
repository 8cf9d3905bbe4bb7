"""``m44 simulate FILE... --games N``: the balance of many scenarios, locally or on a cluster.

The batch part of ``m44 simulate`` (:mod:`editor.cli.simulate` hands over to :func:`run`
when several files or a folder are named, or ``--scheduler`` or ``--checkpoint`` is
given): every scenario is played ``--games`` times with seeds S, S+1, ..., as a single
``m44 simulate FILE`` would, the games cut into tasks of ``--chunk`` games handed to local
worker processes or, with ``--scheduler ADDRESS``, to a Dask cluster
(:mod:`editor.engine.game.executors`). Prints a table, one line per scenario: each side's
win rate with its 95% interval, the draws, the mean length and how the games were won.
``--json`` prints the whole batch as JSON, ``--csv OUT`` writes the table as CSV.

``--checkpoint FILE`` records every finished task; after an interrupt (Ctrl-C, a lost
terminal, a machine restarted), the same command with ``--resume`` plays only the games
the checkpoint lacks and gives the table an uninterrupted run would have given.

Exit codes: 0 done; 1 a scenario has errors (listed on standard error: no game of the batch
is played); 2 bad usage, an unreadable scenario, a checkpoint of another batch or damaged,
Dask missing, the scheduler unreachable or its workers dying under the same games again and
again; 130 interrupted (the checkpoint keeps the games done).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from editor.engine.game.batch import (BatchError, BatchResult, Checkpoint, Entry, Settings,
                                      new_checkpoint, run_batch, scenario_files)
from editor.engine.game.executors import Executor, ExecutorUnavailable, make_executor
from editor.engine.game.simulate import WorkerLost, not_played, run_warnings
from editor.engine.board import Side
from editor.io.files import atomic_write
from editor.io.m44 import LoadResult

from . import (EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE, UsageError, error, interrupted, plain,
               quiet, refuse_unwritable, say, say_json)
from .simulate import refuse_unplayable

#: Exit code of an interrupted batch (the shell's for SIGINT, as ``m44`` uses).
EXIT_INTERRUPTED = 130


def wanted(args: argparse.Namespace) -> bool:
    """Whether the command line asks for a batch rather than one plain simulation."""
    return (len(args.file) > 1 or any(os.path.isdir(f) for f in args.file) or
            bool(args.scheduler or args.checkpoint or args.resume))


class Progress:
    """A progress bar over the whole batch on a terminal's standard error: the games done
    (those from the checkpoint included), the rate of this run and the time left."""

    WIDTH = 24

    def __init__(self) -> None:
        self.start = time.perf_counter()
        self.last = 0.0
        self.first: int | None = None

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if self.first is None:
            self.first = done
        if done < total and now - self.last < 0.2:
            return
        self.last = now
        rate = (done - self.first) / max(1e-9, now - self.start)
        full = self.WIDTH * done // max(1, total)
        bar = "#" * full + "-" * (self.WIDTH - full)
        left = f"  about {(total - done) / rate:.0f} s left" if rate > 0 and done < total else ""
        sys.stderr.write(f"\r[{bar}] {done}/{total} games  {rate:.1f} games/s{left}   ")
        if done >= total:
            sys.stderr.write("\n")
        sys.stderr.flush()


#: The options of ``m44 simulate`` that work on one scenario played locally only.
_LOCAL_ONLY: tuple[tuple[str, str], ...] = (
    ("--until-ci", "until_ci"), ("--compare", "compare"), ("--log", "log"),
    ("--export-json", "export_json"), ("--plot", "plot"), ("--heatmap", "heatmap"),
    ("--heat-layer", "heat_layer"))


def run(args: argparse.Namespace) -> int:
    for flag, name in _LOCAL_ONLY:
        if getattr(args, name):
            raise UsageError(f"{flag} works on one scenario played locally, not on a batch "
                             "(several files, a folder, --scheduler or --checkpoint)")
    if args.resume and not args.checkpoint:
        raise UsageError("--resume needs --checkpoint FILE, the checkpoint to resume")
    try:
        files = scenario_files(args.file)
    except BatchError as e:
        error(f"m44 simulate: {e}")
        return EXIT_UNREADABLE
    entries = [Entry.of(f) for f in files]  # M44ReadError: named file and place, exit 2
    if refuse_unplayable([(LoadResult(e.scenario, e.fixes), e.file) for e in entries]):
        return EXIT_FINDINGS
    if refuse_unwritable("simulate", [args.csv]):
        return EXIT_UNREADABLE
    settings = Settings(games=args.games or 100, ai=args.ai, vs=args.vs or args.ai,
                        seed=args.seed, max_turns=args.max_turns,
                        chunk=args.chunk or max(1, min(25, (args.games or 100) // 4)))
    try:
        checkpoint = _checkpoint(args, settings, entries)
        executor = make_executor(args.scheduler, args.jobs)
    except (BatchError, ExecutorUnavailable) as e:
        error(f"m44 simulate: {e}")
        return EXIT_UNREADABLE
    result = _play(args, entries, settings, executor, checkpoint)
    if isinstance(result, int):
        return result
    return _report(args, result)


def _checkpoint(args: argparse.Namespace, settings: Settings,
                entries: list[Entry]) -> Checkpoint | None:
    """The checkpoint ``--checkpoint`` names, read to resume or new; ``None`` without
    one. Raises :class:`BatchError` for a file there already not to resume (a
    checkpoint never writes over one) or one that is no checkpoint of this batch."""
    if not args.checkpoint:
        return None
    path = Path(args.checkpoint)
    if path.is_file() and not args.resume:  # (nothing is written over a folder)
        # said of a file, which may be no checkpoint at all (an empty .png)
        raise BatchError(f"{path}: a file is there already, and a checkpoint never writes "
                         "over one: add --resume to go on with the batch it checkpoints, "
                         "or name another file")
    return (Checkpoint.load(path, settings, entries) if path.exists() else
            new_checkpoint(path, settings, entries))


def _play(args: argparse.Namespace, entries: list[Entry], settings: Settings,
          executor: Executor, checkpoint: Checkpoint | None) -> BatchResult | int:
    """The batch played on ``executor`` (its progress shown on a terminal), or the exit
    code of a batch interrupted or stopped, said with what the checkpoint keeps."""
    if getattr(executor, "threads", None) == 0:
        error(f"m44 simulate: {executor.name} has no worker yet: the games wait for one "
              "(dask worker ADDRESS)")
    show = sys.stderr.isatty() and not quiet(args)
    progress = Progress() if show else None
    if show:
        sys.stderr.write(f"{len(entries)} scenarios x {settings.games} games on "
                         f"{executor.name}\n")
    try:
        with executor:
            return run_batch(entries, settings, executor, checkpoint=checkpoint,
                             progress=progress)
    except KeyboardInterrupt as e:
        said, code = interrupted(e, "m44 simulate")
        if checkpoint is not None:
            error(f"{said}; {checkpoint.path} keeps the games done: the same command with "
                  "--resume plays the rest")
        else:
            error(f"{said} (no --checkpoint: nothing kept)")
        return code
    except (BatchError, ExecutorUnavailable, WorkerLost) as e:
        kept = (f"; {checkpoint.path} keeps the games done: the same command with --resume "
                "plays the rest") if checkpoint is not None else ""
        error(f"m44 simulate: {e}{kept}")
        return EXIT_UNREADABLE


def _report(args: argparse.Namespace, result: BatchResult) -> int:
    """Writes the batch's CSV file (``--csv``) and says its table, or its JSON."""
    if args.csv:
        try:
            # a file named by bytes that are not UTF-8 (lone surrogates) shown escaped
            # (\udce9), as on the terminal: UTF-8 cannot write it
            atomic_write(Path(args.csv), result.csv().encode("utf-8", "backslashreplace"),
                         backup=False)
        except OSError as e:
            error(f"m44 simulate: {args.csv}: cannot write: {e.strerror or e}")
            return EXIT_UNREADABLE
    if args.json:
        say_json(result.to_json())
    else:
        for line in table(result):
            say(line)
    return EXIT_OK


def _cut(text: str, width: int) -> str:
    """``text`` escaped (:func:`plain`) and cut to ``width`` characters with "…", never in
    the middle of an escape (``\\x0a`` cut after ``\\x`` read as a broken escape)."""
    shown = plain(text)
    if len(shown) <= width:
        return shown
    out = ""
    for ch in text:
        piece = plain(ch)
        if len(out) + len(piece) > width - 1:
            break
        out += piece
    return out + "…"


def table(b: BatchResult) -> list[str]:
    """The batch's summary: one line per scenario, then its players and the totals."""
    s = b.settings
    head = (f"{'scenario':<28} {'games':>5}  {'player 1 wins (95% interval)':<31} "
            f"{'player 2 wins (95% interval)':<31} {'draws':>5} {'turns':>6}  won by")
    lines = [head, "-" * len(head)]
    for e, r in zip(b.entries, b.results):
        cells = []
        won = []
        for p in (0, 1):
            side = r.sides[p]
            lo, hi = r.ci95[side]
            cells.append(f"{Side.words(side):<7} {100 * r.win_rate[side]:5.1f}% "
                         f"({100 * lo:4.1f}-{100 * hi:5.1f}%)")
            won_by = r.won_by_words(side)
            if won_by:
                won.append(f"{Side.words(side)} {won_by}")
        name = _cut(r.scenario, 28)
        lines.append(f"{name:<28} {r.games:>5}  {cells[0]:<31} {cells[1]:<31} "
                     f"{r.draws:>5} {r.mean_turns:6.1f}  {'; '.join(won) or '-'}")
    lines.append(f"player 1 {s.ai}, player 2 {s.vs}; seeds {s.seed}-{s.seed + s.games - 1} "
                 f"per scenario; draws at the turn cap of {s.max_turns} player turns; "
                 f"turns: mean game length in player turns")
    done = f"{b.played} games played on {b.executor} in {b.seconds:.1f} s"
    if b.resumed:
        done += f", {b.resumed} taken from the checkpoint"
    lines.append(done)
    # first, as one file's run says them: a run too short to judge, or whose every game
    # was drawn
    lines += [f"note: {r.scenario}: {words}" for r in b.results
              for words in (r.few_games_words, r.undecided_words) if words]
    # what makes a scenario's win rates say less than they seem, and what its games left
    # out, as one file's run says them under its figures
    lines += [f"warning: {r.scenario}: {line}" for e, r in zip(b.entries, b.results)
              for line in run_warnings(e.scenario)]
    lines += [f"note: {r.scenario}: {line}" for e, r in zip(b.entries, b.results)
              for line in not_played(e.scenario)]
    return lines
