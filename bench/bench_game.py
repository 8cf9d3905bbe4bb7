"""Game engine speed (issue 8): whole games of the three samples.

- random vs random on one core: games per second and player turns per second on each
  sample (target ≥ 50 games/s on a standard board), and our player turns per second as a
  share of the 30,000 a peer engine written in TypeScript plays under Node on this machine;
- greedy vs greedy with ``--jobs 2`` on a standard sample (target ≥ 15 games/s; the peer's
  own AI plays 1.55 games/s here);
- memory: the resident memory added by playing 800 more games in one process (flat: a few
  MB at most, caches included);
- the speed-up of issue 12, measured in the same run: :mod:`bench.game_speed` times the
  engine of this tree (compiled: ``editor/engine/game/native.py``; ``make bench`` builds
  it), the same sources run as Python (``M44_ENGINE=python``), and the engine at
  ``BASELINE_COMMIT`` (extracted from git into a temporary folder) one after the other;
  random play must cost at least 3x fewer microseconds per decision, greedy must play at
  least 3x more games per second; the Python engine must be no slower than the baseline;
  the search AI at its default effort must play at least 2 games per second on one core on
  the standard samples.

Run with ``.venv/bin/python -m bench game``.
"""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
import tempfile
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
    """Games/s and player turns/s of random vs random on one core, in CPU time (the wall
    clock of a shared machine would count the time spent waiting for a core)."""
    setup = Setup(SAMPLES[name])
    play_one(setup, "random", "random", 10_000)  # warm the caches (sight lines)
    start = time.process_time()
    turns = 0
    for seed in range(RANDOM_GAMES):
        turns += play_one(setup, "random", "random", seed).turns
    seconds = time.process_time() - start
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


#: The engine before the speed work of issue 12 (what the speed-ups are measured against).
BASELINE_COMMIT = "d3d610f"
_speed: dict[str, dict[str, dict[str, float]]] = {}


#: Rounds of :mod:`bench.game_speed` per tree, interleaved (baseline, now, python, baseline,
#: ...): each figure is the best of its rounds, so that a slow minute of a shared machine
#: does not fall on one tree only.
SPEED_ROUNDS = 3


def _best_of(a: dict[str, dict[str, float]] | None,
             b: dict[str, dict[str, float]]) -> dict[str, dict[str, float]]:
    """Per sample, the better of two rounds' figures (fewer µs, more games per second)."""
    if a is None:
        return b
    out = {}
    for k in b:
        row = {**a[k]}
        for m, v in b[k].items():
            row[m] = (min if m.endswith("_us") else max)(row[m], v) if m in row else v
        out[k] = row
    return out


def _speed_figures(tree: str) -> dict[str, dict[str, float]]:
    """:mod:`bench.game_speed`'s figures for ``tree`` (``"now"``, ``"python"`` or
    ``"baseline"``), measured once per run, the trees interleaved (:data:`SPEED_ROUNDS`)."""
    if not _speed:
        from editor.engine.game import native

        compiled, why = native.status()
        if not compiled:
            raise RuntimeError(f"the rows of the compiled engine cannot be measured: {why}")
        with tempfile.TemporaryDirectory() as tmp:
            archive = subprocess.run(["git", "-C", str(ROOT), "archive", BASELINE_COMMIT,
                                      "editor"], check=True, capture_output=True).stdout
            subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
            script = str(ROOT / "bench" / "game_speed.py")
            # "now" is the engine as it runs (compiled when built: editor/engine/game/
            # native.py), "python" the same sources run as Python.
            best: dict[str, dict[str, dict[str, float]] | None] = dict.fromkeys(
                ("baseline", "now", "python"))
            for r in range(SPEED_ROUNDS):
                for name, root, engine in (("baseline", tmp, ""), ("now", str(ROOT), ""),
                                           ("python", str(ROOT), "python")):
                    # the search once (the baseline has none)
                    extra = ["--search"] if name == "now" and r == 0 else []
                    env = {**os.environ, "M44_ENGINE": engine}
                    out = subprocess.run([sys.executable, script, root, *extra], check=True,
                                         capture_output=True, text=True, env=env).stdout
                    best[name] = _best_of(best[name], json.loads(out))
            _speed.update({k: v for k, v in best.items() if v is not None})
    return _speed[tree]


def _us_per_decision(tree: str) -> float:
    return min(r["random_us"] for r in _speed_figures(tree).values())


def _random_speedup(tree: str = "now"):  # type: ignore[no-untyped-def]
    return lambda: _us_per_decision("baseline") / _us_per_decision(tree)


def _greedy_speedup(tree: str = "now"):  # type: ignore[no-untyped-def]
    def ratio() -> float:
        now, base = _speed_figures(tree), _speed_figures("baseline")
        return min(now[k]["greedy_gps"] / base[k]["greedy_gps"] for k in now)
    return ratio


def _search_one_core() -> float:
    """The search's games per second on one core, the slower of the standard samples."""
    return min(_speed_figures("now")[k]["search_gps"] for k in _STANDARD)


def _greedy_one_core(tree: str):  # type: ignore[no-untyped-def]
    return lambda: _speed_figures(tree)["hedgerow-crossroads"]["greedy_gps"]


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
    Benchmark("game-random-us-baseline",
              f"random vs random, microseconds per player decision, best sample, engine at "
              f"{BASELINE_COMMIT} (before issue 12), measured in this run",
              lambda: _us_per_decision("baseline"), 1000.0, unit="µs", repeat=1),
    Benchmark("game-random-us",
              "random vs random, microseconds per player decision, best sample, this engine",
              lambda: _us_per_decision("now"), 1000.0, unit="µs", repeat=1),
    Benchmark("game-random-speedup",
              f"random play: µs per decision of the {BASELINE_COMMIT} engine / this engine's, "
              "compiled (same run)", _random_speedup(), 3.0, unit="x", higher_is_better=True,
              repeat=1),
    Benchmark("game-random-speedup-python",
              f"random play: µs per decision of the {BASELINE_COMMIT} engine / this engine's "
              "run as Python (M44_ENGINE=python; same run; no slower, within the noise)",
              _random_speedup("python"), 0.8,
              unit="x", higher_is_better=True, repeat=1),
    Benchmark("game-greedy-one-core-baseline",
              f"greedy vs greedy, games per second on one core (hedgerow-crossroads), engine "
              f"at {BASELINE_COMMIT}", _greedy_one_core("baseline"), 1.0, unit="games/s",
              higher_is_better=True, repeat=1),
    Benchmark("game-greedy-one-core",
              "greedy vs greedy, games per second on one core (hedgerow-crossroads), this "
              "engine", _greedy_one_core("now"), 1.0, unit="games/s", higher_is_better=True,
              repeat=1),
    Benchmark("game-greedy-speedup",
              f"greedy games per second of this engine, compiled / the {BASELINE_COMMIT} "
              "engine's, worst of the three samples (same run)", _greedy_speedup(), 3.0,
              unit="x", higher_is_better=True, repeat=1),
    Benchmark("game-greedy-speedup-python",
              f"greedy games per second of this engine run as Python / the "
              f"{BASELINE_COMMIT} engine's, worst of the three samples (same run)",
              _greedy_speedup("python"), 0.9, unit="x", higher_is_better=True, repeat=1),
    Benchmark("game-search-one-core",
              "search vs search at its default effort, games per second on one core, the "
              "slower standard sample", _search_one_core, 2.0, unit="games/s",
              higher_is_better=True, repeat=1),
    Benchmark("game-memory",
              "resident memory added by 800 more games in one process (flat)",
              _memory_growth, 4.0, unit="MB", repeat=1),
]
