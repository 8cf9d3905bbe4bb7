"""Game engine speed (issue 8): whole games of the three samples.

- random vs random on one core: games per second and player turns per second on each
  sample (target ≥ 50 games/s on a standard board), and our player turns per second as a
  share of the 30,000 a peer engine written in TypeScript plays under Node on this machine;
- greedy vs greedy with ``--jobs 2`` on a standard sample (target ≥ 15 games/s; the peer's
  own AI plays 1.55 games/s here);
- memory: the resident memory added by playing 800 more games in one process (flat: a few
  MB at most, caches included).

Run with ``.venv/bin/python -m bench game``.
"""

from __future__ import annotations

import gc
import os
import time
from pathlib import Path

from bench import Benchmark
from editor.engine.game import Setup, simulate
from editor.engine.game.simulate import play_one
from editor.io.m44 import load

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = {p.stem: load(p).scenario for p in sorted((ROOT / "scenarios").glob("*.m44"))}
#: Player turns per second of the peer engine (TypeScript, Node) on this machine.
PEER_TURNS_PER_SECOND = 30_000.0
#: Games per repeat, enough for a steady figure in a few seconds.
RANDOM_GAMES = 60
GREEDY_GAMES = 60

_turns: dict[str, float] = {}


def _random_run(name: str) -> tuple[float, float]:
    """Games/s and player turns/s of random vs random on one core."""
    setup = Setup(SAMPLES[name])
    play_one(setup, "random", "random", 10_000)  # warm the caches (sight lines)
    start = time.perf_counter()
    turns = 0
    for seed in range(RANDOM_GAMES):
        turns += play_one(setup, "random", "random", seed).turns
    seconds = time.perf_counter() - start
    return RANDOM_GAMES / seconds, turns / seconds


def _games_per_second(name: str):  # type: ignore[no-untyped-def]
    def measure() -> float:
        games, turns = _random_run(name)
        _turns[name] = max(_turns.get(name, 0.0), turns)
        return games
    return measure


def _turns_per_second(name: str):  # type: ignore[no-untyped-def]
    def measure() -> float:
        if name not in _turns:
            _games_per_second(name)()
        return _turns[name]
    return measure


def _peer_share() -> float:
    """Our best random player turns per second as a percentage of the peer's."""
    if not _turns:
        for name in SAMPLES:
            _turns_per_second(name)()
    return 100.0 * max(_turns.values()) / PEER_TURNS_PER_SECOND


def _greedy_jobs2() -> float:
    start = time.perf_counter()
    simulate(SAMPLES["hedgerow-crossroads"], GREEDY_GAMES, ai="greedy", seed=0, jobs=2)
    return GREEDY_GAMES / (time.perf_counter() - start)


def _rss_mb() -> float:
    with open("/proc/self/statm", encoding="ascii") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2 ** 20


def _memory_growth() -> float:
    """MB of resident memory added between 200 and 1,000 games played in one process."""
    scenario = SAMPLES["oyster-green"]
    simulate(scenario, 200, seed=0, jobs=1)
    gc.collect()
    before = _rss_mb()
    simulate(scenario, 800, seed=200, jobs=1)
    gc.collect()
    return max(0.0, _rss_mb() - before)


_STANDARD = ("hedgerow-crossroads", "oyster-green")

BENCHMARKS = [
    *[Benchmark(f"game-random-{name}",
                f"random vs random, whole games per second on one core ({name}"
                f"{', a standard board' if name in _STANDARD else ', a Breakthrough board'})",
                _games_per_second(name), 50.0 if name in _STANDARD else 20.0, unit="games/s",
                # best of 5: this shared machine's speed varies by a third from run to run
                higher_is_better=True, repeat=5)
      for name in SAMPLES],
    *[Benchmark(f"game-random-turns-{name}",
                f"random vs random, player turns per second on one core ({name})",
                _turns_per_second(name), 5000.0, unit="turns/s", higher_is_better=True,
                repeat=1)
      for name in SAMPLES],
    Benchmark("game-random-vs-peer",
              "best random player turns per second as a share of the peer engine's 30,000 "
              "(TypeScript under Node, this machine)", _peer_share, 15.0, unit="%",
              higher_is_better=True, repeat=1),
    Benchmark("game-greedy-jobs2",
              "greedy vs greedy, games per second with --jobs 2 (hedgerow-crossroads)",
              _greedy_jobs2, 15.0, unit="games/s", higher_is_better=True, repeat=3),
    Benchmark("game-memory",
              "resident memory added by 800 more games in one process (flat)",
              _memory_growth, 4.0, unit="MB", repeat=1),
]
