"""Batch speed (issue 19): the same batch of games on each executor, and what Dask costs.

The batch: the three samples, :data:`GAMES` greedy vs greedy games each, in tasks of
:data:`CHUNK` games (:mod:`editor.engine.game.batch`). It is played on one local process,
on two local processes, and on a local Dask cluster (``distributed.LocalCluster``: a
scheduler and two worker processes of one thread, on 127.0.0.1) through the same
``DaskExecutor`` as ``--scheduler``; in each round the local run (a process of its own, as
``m44 simulate`` is) and the cluster are started anew and build the scenarios' tables
within the time measured, as a batch from the command line does. A first round warms up (imports, files), then :data:`ROUNDS` rounds
play it on each executor in turn, so that a change in the load of this shared machine falls on all of them alike; each
figure is the best round, and the ratios and the overhead are taken within one round (the
best round's). The overhead per game of the distributed path is the wall time of the
batch on the cluster minus that on two local processes, per game: the scheduler's
round trips, the tasks' serialisation (each task carries its scenario) and the results'.
Wall time on a machine shared with other work swings with its load, so the CPU time per
game is measured too: on two local processes, this process and its workers'; on the
cluster, the workers' (asked of them with ``client.run``) and this process's, which runs
the scheduler and the client. Their difference is the overhead the load does not change.
On this machine (2 cores shared by several sessions, the kernel's autogroup scheduling
giving each session a fair share) the two local processes of a session together often get
no more CPU than one: the wall-time speed-up then says more about the other sessions than
about the executors, while the CPU per game does not move.

Run with ``.venv/bin/python -m bench batch`` (``--write`` puts the rows in
docs/PERFORMANCE.md).
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench import Benchmark
from editor.engine.game.batch import Entry, Settings, run_batch
from editor.engine.game.executors import DaskExecutor, Executor, LocalExecutor

ROOT = Path(__file__).resolve().parent.parent
#: Games per sample and games per task.
GAMES = 40
CHUNK = 10
ROUNDS = 5

_figures: dict[str, float] = {}


def _cpu() -> float:
    """CPU seconds of this process and of its children that have ended."""
    me = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def _timed(entries: list[Entry], executor: Executor,
           remote_cpu: Callable[[], float] = lambda: 0.0) -> tuple[float, float]:
    """Wall seconds and CPU seconds of the batch (``remote_cpu``: the CPU seconds of
    processes that are not this one's children, the Dask workers)."""
    s = Settings(games=GAMES, ai="greedy", vs="greedy", seed=1000, chunk=CHUNK)
    cpu0, remote0 = _cpu(), remote_cpu()
    start = time.perf_counter()
    out = run_batch(entries, s, executor)
    seconds = time.perf_counter() - start
    cpu = _cpu() - cpu0 + remote_cpu() - remote0
    assert out.played == GAMES * len(entries)
    return seconds, cpu


def _local(jobs: int) -> tuple[float, float]:
    """The batch on ``jobs`` local processes, from a fresh process as ``m44 simulate``
    runs it: no thread alive (this one has the Dask client's), so the workers are forked."""
    out = subprocess.run([sys.executable, "-m", "bench.bench_batch", "--local", str(jobs)],
                         cwd=ROOT, capture_output=True, text=True, check=True)
    wall, cpu = json.loads(out.stdout.splitlines()[-1])
    return wall, cpu


def _measure_all() -> None:
    from distributed import LocalCluster

    entries = [Entry.of(str(p)) for p in sorted((ROOT / "scenarios").glob("*.m44"))]
    games = GAMES * len(entries)
    rounds: list[dict[str, tuple[float, float]]] = []
    for r in range(ROUNDS + 1):
        times = {}
        for jobs in (1, 2):
            times[f"local{jobs}"] = _local(jobs)
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                          host="127.0.0.1", dashboard_address=None) as cluster:
            with DaskExecutor(cluster.scheduler_address) as ex:
                # The scheduler and the client are threads of this process; the workers'
                # CPU time is asked of them.
                def workers_cpu() -> float:
                    return sum(ex.client.run(time.process_time).values())

                times["dask"] = _timed(entries, ex, workers_cpu)
        if r:  # round 0 warms up (imports, files)
            rounds.append(times)
    best = min(rounds, key=lambda t: t["local2"][0] + t["dask"][0])
    cpu_best = min(rounds, key=lambda t: t["local2"][1] + t["dask"][1])
    _figures.update(
        local1=games / min(t["local1"][0] for t in rounds),
        local2=games / min(t["local2"][0] for t in rounds),
        dask=games / min(t["dask"][0] for t in rounds),
        speedup2=best["local1"][0] / best["local2"][0],
        dask_share=best["local2"][0] / best["dask"][0],
        overhead=1000 * (best["dask"][0] - best["local2"][0]) / games,
        cpu_local2=1000 * cpu_best["local2"][1] / games,
        cpu_dask=1000 * cpu_best["dask"][1] / games,
        cpu_overhead=1000 * (cpu_best["dask"][1] - cpu_best["local2"][1]) / games)


def _figure(name: str) -> Callable[[], float]:
    def measure() -> float:
        if name not in _figures:
            # In a process of its own: the bench runner has Qt loaded, with which local
            # workers are started by a fork server and build their tables anew, as in the
            # editor; the command line, measured here, forks them with the tables built.
            out = subprocess.run([sys.executable, "-m", "bench.bench_batch"], cwd=ROOT,
                                 capture_output=True, text=True, check=True)
            _figures.update(json.loads(out.stdout.splitlines()[-1]))
        return _figures[name]
    return measure


def _describe(what: str) -> str:
    return (f"{what} (greedy vs greedy, {GAMES} games of each of the 3 samples, tasks of "
            f"{CHUNK} games; best of {ROUNDS} rounds)")


BENCHMARKS: list[Any] = [
    Benchmark("batch-local-1", _describe("batch games per second, 1 local process"),
              _figure("local1"), 15.0, unit="games/s", higher_is_better=True, repeat=1),
    Benchmark("batch-local-2", _describe("batch games per second, 2 local processes"),
              _figure("local2"), 25.0, unit="games/s", higher_is_better=True, repeat=1),
    Benchmark("batch-dask-2", _describe("batch games per second, a local Dask cluster "
                                        "(2 worker processes, 1 thread each, loopback)"),
              _figure("dask"), 25.0, unit="games/s", higher_is_better=True, repeat=1),
    Benchmark("batch-local-speedup", "2 local processes / 1, games per second in one round "
              "(wall time: on a shared machine, bounded by the session's share of the cores)",
              _figure("speedup2"), 1.4, unit="x", higher_is_better=True, repeat=1),
    Benchmark("batch-dask-share", "the Dask cluster's games per second / 2 local processes', "
              "in one round", _figure("dask_share"), 0.8, unit="x", higher_is_better=True,
              repeat=1),
    Benchmark("batch-cpu-local-2", _describe("CPU time per game, 2 local processes (the "
                                             "parent and its workers)"),
              _figure("cpu_local2"), 100.0, unit="ms", repeat=1),
    Benchmark("batch-cpu-dask-2", _describe("CPU time per game, the local Dask cluster (its "
                                            "workers, the scheduler and the client)"),
              _figure("cpu_dask"), 100.0, unit="ms", repeat=1),
    Benchmark("batch-dask-cpu-overhead", "CPU time per game added by the Dask path over 2 "
              "local processes, in one round (what the load of a shared machine does not "
              "change)", _figure("cpu_overhead"), 5.0, unit="ms", repeat=1),
    Benchmark("batch-dask-overhead", "wall time per game added by the Dask path over 2 local "
              "processes (scheduler, serialisation), in one round", _figure("overhead"), 5.0,
              unit="ms", repeat=1),
]


if __name__ == "__main__":
    if sys.argv[1:2] == ["--local"]:
        with LocalExecutor(int(sys.argv[2])) as ex:
            print(json.dumps(_timed(
                [Entry.of(str(p)) for p in sorted((ROOT / "scenarios").glob("*.m44"))], ex)))
    else:
        _measure_all()
        print(json.dumps(_figures))
