"""Game engine speed figures of one source tree, printed as JSON: ``python game_speed.py ROOT``.

The game benchmarks (:mod:`bench.bench_game`) run this twice in the same ``make bench``,
once on the engine of the working tree and once on the engine as it was before the speed
work (extracted from git at ``BASELINE_COMMIT``), so that a speed-up is a ratio measured
on one machine in one run, not a figure remembered from another day. It therefore uses
only the API both engines have: ``Setup``, ``Game``, ``make_player`` and ``Game.run``.

- ``random_us``: microseconds per player decision in random vs random games (one core);
- ``greedy_gps``: greedy vs greedy games per second on one core;
- with ``--search``, ``search_gps``: search vs search games per second on one core.

Times are the process's CPU time (``time.process_time``): on a machine shared with other
work, the wall clock would count the time spent waiting for a core.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path


def _best(fn, repeat: int) -> float:  # type: ignore[no-untyped-def]
    return max(fn() for _ in range(repeat))


def main(argv: list[str]) -> int:
    root = Path(argv[0]).resolve()
    search = "--search" in argv
    sys.path.insert(0, str(root))
    from editor.engine.game import Game, Setup, make_player
    from editor.io.m44 import load

    samples = Path(__file__).resolve().parent.parent / "scenarios"
    out: dict[str, dict[str, float]] = {}
    for path in sorted(samples.glob("*.m44")):
        setup = Setup(load(path).scenario)
        Game(setup, seed=10_000, events=False, undo=False).run(
            make_player("random", 1), make_player("random", 2))  # warm the sight caches

        def random_rate() -> float:
            decisions = 0
            start = time.process_time()
            for seed in range(60):
                g = Game(setup, seed=seed, events=False, undo=False)
                g.run(make_player("random", 2 * seed + 1), make_player("random", 2 * seed + 2))
                decisions += len(g.actions)
            return decisions / (time.process_time() - start)

        def games_rate(ai: str, games: int) -> float:
            start = time.process_time()
            for seed in range(games):
                Game(setup, seed=seed, events=False, undo=False).run(
                    make_player(ai, 2 * seed + 1), make_player(ai, 2 * seed + 2))
            return games / (time.process_time() - start)

        row = {"random_us": 1e6 / _best(random_rate, 3),
               "greedy_gps": _best(lambda: games_rate("greedy", 20), 3)}
        if search:
            row["search_gps"] = _best(lambda: games_rate("search", 4), 1)
        out[path.stem] = row
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
