"""``m44 simulate FILE --games N``: play many AI games of a scenario and report the balance.

Prints each side's win rate with a 95% (Wilson) interval, the draws (games stopped by the
turn cap), the mean game length in player turns and each side's mean medals. ``--json``
prints the same as one JSON object with the keys ``games``, ``wins``, ``win_rate``,
``ci95``, ``mean_turns``, ``mean_medals``, ``seconds`` (and ``scenario``, ``players``).
Progress goes to standard error, only when it is a terminal. ``--log FILE`` also saves the
log of the first game (seed S), which ``m44 replay`` prints.

Exit codes: 0 done; 2 bad usage or unreadable file.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

from editor.engine.game import PLAYERS, Setup, simulate
from editor.engine.game.simulate import replay_game
from editor.io.m44 import load

from . import EXIT_OK, EXIT_UNREADABLE, add_command, error, quiet


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text} is not a positive number")
    return value


def register(sub: argparse._SubParsersAction) -> None:
    p = add_command(
        sub, "simulate",
        description="Play N games of a scenario between two AI players and report each "
                    "side's win rate with a 95% interval, the mean number of player turns "
                    "and the mean medals. Player 1 (the top side) is played by --ai, "
                    "player 2 by --vs (default: the same AI).",
        epilog="Exit codes: 0 done, 2 bad usage or unreadable file.")
    p.add_argument("file", metavar="FILE", help="the .m44 scenario")
    p.add_argument("--games", type=_positive, default=100, metavar="N",
                   help="games to play (default 100)")
    p.add_argument("--ai", default="random", choices=sorted(PLAYERS),
                   help="AI of player 1 (and of player 2 unless --vs); default random")
    p.add_argument("--vs", default=None, choices=sorted(PLAYERS), help="AI of player 2")
    p.add_argument("--seed", type=int, default=0, metavar="S",
                   help="seed of the first game; game i uses S+i (default 0)")
    p.add_argument("--jobs", type=int, default=0, metavar="K",
                   help="worker processes (default 0: every core)")
    p.add_argument("--max-turns", type=_positive, default=200, metavar="T",
                   help="player turns before a game is called a draw (default 200)")
    p.add_argument("--log", metavar="LOG", default=None,
                   help="also save the log of the first game (JSON, for m44 replay)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run)


class _Progress:
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


def run(args: argparse.Namespace) -> int:
    scenario = load(args.file).scenario
    if args.jobs < 0:
        error("m44 simulate: --jobs must be 0 (every core) or more")
        return EXIT_UNREADABLE
    progress = _Progress() if sys.stderr.isatty() and not quiet(args) else None
    result = simulate(scenario, args.games, ai=args.ai, vs=args.vs, seed=args.seed,
                      jobs=args.jobs or (os.cpu_count() or 1), max_turns=args.max_turns,
                      progress=progress)
    result.scenario = scenario.texts().name or os.path.basename(args.file)
    if args.log:
        game = replay_game(Setup(scenario, max_turns=args.max_turns), args.ai,
                           args.vs or args.ai, args.seed)
        log = game.log()
        log.file = args.file
        try:
            log.save(args.log)
        except OSError as e:
            error(f"m44 simulate: cannot write {args.log}: {e.strerror or e}")
            return EXIT_UNREADABLE
    if args.json:
        print(json.dumps(result.to_json(), indent=2, ensure_ascii=False))
        return EXIT_OK
    print(f"{result.scenario}: {result.games} games, {result.players[0]} (player 1, "
          f"{result.sides[0]}) vs {result.players[1]} (player 2, {result.sides[1]}), "
          f"{result.seconds:.1f} s")
    for side in result.sides:
        lo, hi = result.ci95[side]
        print(f"  {side:<7} wins {result.wins.get(side, 0):>6}  "
              f"{100 * result.win_rate[side]:5.1f}%  (95% interval {100 * lo:.1f}-{100 * hi:.1f}%)"
              f"  mean medals {result.mean_medals[side]:.2f}")
    if result.draws:
        print(f"  draws   {result.draws:>6}  (turn cap {args.max_turns} player turns)")
    print(f"  mean length {result.mean_turns:.1f} player turns")
    return EXIT_OK
