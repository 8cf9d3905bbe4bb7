"""Try a variant of an AI against the greedy player on every bundled sample and test
scenario, both sides: the measure behind the tries of docs/AI-TRIES.md.

A variant is a *factory*, ``MODULE:NAME``, a function of a seed that returns a player
(``editor.engine.game.search:SearchPlayer`` is the search as it stands). The module may
be a file of one's own on ``sys.path`` (``PYTHONPATH=/tmp/try``): a try needs no change to
the package. Each scenario and side plays ``--games`` games, game ``k`` of scenario ``i``
with the variant as player ``side + 1`` on seed ``seed + 1000 * (2 * i + side) + k``
(``ai_scenarios.games``), so two variants run on the same seeds meet the same deals and
dice (the notebook compares each try with the search measured in the same run of
seeds). Every scenario's tables are built once per process (``ai_scenarios.setup``), so
the search studies it once, as in a simulation (tables built per game would study it
again every game: four times the time).

    .venv/bin/python tools/ai_trial.py MODULE:NAME [--seed 700000] [--games 100]
        [--only NAME] [--jobs 2]

It prints each scenario and side's share of wins and the whole, with the 95% interval of
the whole (Wilson): about ±2.7 points at 1,200 games, so a try must gain more than that,
on two sets of seeds, before it is worth keeping.
"""

from __future__ import annotations

import argparse
import importlib
import multiprocessing
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from editor.engine.game import Game, GreedyPlayer, wilson  # noqa: E402
from editor.engine.game.players import Player  # noqa: E402
from tools.ai_scenarios import PATHS, games, setup  # noqa: E402


def factory(spec: str) -> Callable[[int], Player]:
    """The factory named ``MODULE:NAME``; ``ValueError`` when there is none."""
    module, _, name = spec.partition(":")
    try:
        made = getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError) as e:
        raise ValueError(f"no factory {spec!r}: {e}") from None
    if not callable(made):
        raise ValueError(f"{spec!r} is not a function of a seed")
    return made  # type: ignore[no-any-return]


def _game(job: tuple[str, int, int, int]) -> tuple[int, int, bool]:
    spec, i, side, seed = job
    players: list[Player] = [GreedyPlayer(2 * seed + 1), GreedyPlayer(2 * seed + 2)]
    players[side] = factory(spec)(seed * 7 + 3)
    r = Game(setup(i), seed=seed, events=False, undo=False).run(*players)
    return i, side, r.winner == side


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=" ".join(__doc__.split("\n\n")[0].split()))
    ap.add_argument("spec", help="MODULE:NAME, a function of a seed returning a player")
    ap.add_argument("--seed", type=int, default=700_000)
    ap.add_argument("--games", type=int, default=100, help="games a scenario and side")
    ap.add_argument("--only", default="", help="the scenarios whose file name has this")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    if args.games < 1 or args.jobs < 1:
        ap.error("--games and --jobs must be at least 1")
    try:
        factory(args.spec)
    except ValueError as e:
        print(f"ai_trial: {e}", file=sys.stderr)
        return 2
    rows = [i for i, p in enumerate(PATHS) if args.only in p.name]
    work = [(args.spec, i, side, seed)
            for i, side, seed in games(args.seed, args.games, rows)]
    start = time.perf_counter()
    won: dict[tuple[int, int], list[bool]] = {}
    with multiprocessing.Pool(args.jobs) as pool:
        for i, side, w in pool.imap_unordered(_game, work, chunksize=4):
            won.setdefault((i, side), []).append(w)
    for (i, side), v in sorted(won.items()):
        print(f"{PATHS[i].stem:22s} player {side + 1}  {100 * sum(v) / len(v):5.1f}%")
    wins = sum(sum(v) for v in won.values())
    lo, hi = wilson(wins, len(work))
    print(f"all {100 * wins / len(work):.1f}% ({100 * lo:.1f}–{100 * hi:.1f}%) of "
          f"{len(work)} games in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
