"""A batch on a real Dask cluster: a scheduler and two workers, each a separate process on
127.0.0.1, started and stopped here. The cluster's results equal the local executor's
exactly, and stay equal when a worker is killed (SIGKILL) half-way through the batch.

Dask is in the ``test`` extra, so these tests run wherever the suite runs. Every process is
started in its own session and killed by its id in a finalizer, even when a test fails;
every wait is bounded."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from editor.cli import main
from editor.engine.game.batch import BatchResult, Entry, Settings, run_batch
from editor.engine.game.executors import DaskExecutor, LocalExecutor

from ...conftest import ROOT

import distributed  # noqa: F401 - a test dependency: fails loudly if the test extra lacks it

SMALL = [ROOT / "scenarios" / "oyster-green.m44", ROOT / "scenarios" / "hedgerow-crossroads.m44"]
#: The longest any one step may take (a start, a batch) before the test fails.
BOUND = 60.0


@dataclass
class Cluster:
    address: str
    workers: list[subprocess.Popen[bytes]] = field(default_factory=list)


def _start(args: list[str], log: Path) -> subprocess.Popen[bytes]:
    with open(log, "wb") as out:
        return subprocess.Popen([sys.executable, "-m", *args], stdout=out,
                                stderr=subprocess.STDOUT, start_new_session=True, cwd=ROOT)


def _stop(proc: subprocess.Popen[bytes]) -> None:
    """Stop a process this test started, by its id (and its session, its children)."""
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=10)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            pass
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait(timeout=10)


@pytest.fixture
def cluster(tmp_path: Path) -> Iterator[Cluster]:
    """``dask scheduler`` and two ``dask worker`` processes on 127.0.0.1 (no nanny: a
    killed worker is gone, not restarted)."""
    procs: list[subprocess.Popen[bytes]] = []
    try:
        info = tmp_path / "scheduler.json"
        procs.append(_start(["distributed.cli.dask_scheduler", "--host", "127.0.0.1",
                             "--port", "0", "--no-dashboard", "--scheduler-file", str(info)],
                            tmp_path / "scheduler.log"))
        deadline = time.monotonic() + BOUND
        while not info.exists() or not info.read_text().strip():
            assert procs[0].poll() is None, (tmp_path / "scheduler.log").read_text()
            assert time.monotonic() < deadline, "the scheduler did not start"
            time.sleep(0.1)
        address = json.loads(info.read_text())["address"]
        assert address.startswith("tcp://127.0.0.1:")
        c = Cluster(address)
        for i in (1, 2):
            w = _start(["distributed.cli.dask_worker", address, "--host", "127.0.0.1",
                        "--nthreads", "1", "--no-nanny", "--no-dashboard",
                        "--local-directory", str(tmp_path / f"w{i}")],
                       tmp_path / f"worker{i}.log")
            procs.append(w)
            c.workers.append(w)
        from distributed import Client

        with Client(address, timeout=BOUND) as client:
            client.wait_for_workers(2, timeout=BOUND)
        yield c
    finally:
        for p in reversed(procs):
            _stop(p)


def _bounded(fn: Any) -> Any:
    """Run ``fn()`` in a thread and give its result, failing after :data:`BOUND` seconds
    (a hung cluster must not hang the suite; the fixture's finalizer then stops it)."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = fn()
        except BaseException as e:  # noqa: BLE001 - handed to the test's thread
            box["error"] = e

    t = threading.Thread(target=target, daemon=True)
    t.start()
    t.join(BOUND)
    assert not t.is_alive(), f"the batch took more than {BOUND:.0f} s"
    if "error" in box:
        raise box["error"]
    return box["value"]


def _table(b: BatchResult) -> list[dict[str, Any]]:
    return [{k: v for k, v in s.items() if k != "seconds"} for s in b.to_json()["scenarios"]]


def test_a_folder_on_the_cluster_gives_the_local_table(cluster: Cluster, tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    book = tmp_path / "book"
    book.mkdir()
    for p in SMALL:
        (book / p.name).write_bytes(p.read_bytes())
    args = ["simulate", str(book), "--games", "20", "--ai", "greedy", "--vs", "random",
            "--seed", "11", "--chunk", "3", "--json"]
    assert main([*args, "--jobs", "1"]) == 0
    local = json.loads(capsys.readouterr().out)
    code = _bounded(lambda: main([*args, "--scheduler", cluster.address]))
    out = capsys.readouterr()
    assert code == 0, out.err
    remote = json.loads(out.out)
    assert remote["executor"] == f"the Dask cluster at {cluster.address}"
    assert [s["games"] for s in remote["scenarios"]] == [20, 20]
    strip = [{k: v for k, v in s.items() if k != "seconds"} for s in local["scenarios"]]
    assert [{k: v for k, v in s.items() if k != "seconds"} for s in remote["scenarios"]] == strip
    # Both workers took part (the chunks were spread, not all played by one).
    from distributed import Client

    with Client(cluster.address, timeout=BOUND) as client:
        done = client.run(lambda: len(__import__(
            "editor.engine.game.executors", fromlist=["_SETUPS"])._SETUPS))
    assert len(done) == 2 and all(n >= 1 for n in done.values())


def test_a_worker_killed_half_way_costs_only_its_games(cluster: Cluster) -> None:
    entries = [Entry.of(str(p)) for p in SMALL]
    s = Settings(games=20, ai="greedy", vs="random", seed=3, chunk=2)  # 20 chunks
    local = run_batch(entries, s, LocalExecutor(1))
    victim = cluster.workers[0]
    seen: list[int] = []
    lost: list[str] = []

    def on_cluster() -> BatchResult:
        with DaskExecutor(cluster.address) as ex:
            assert ex.workers == 2
            where = {pid: a for a, pid in ex.client.run(os.getpid).items()}
            addr = where[victim.pid]

            def kill_half_way(done: int, total: int) -> None:
                seen.append(done)
                if victim.poll() is None and done >= total // 4:
                    # Killed while it is playing a chunk, so that chunk is lost with it.
                    busy = ex.client.processing(workers=[addr]).get(addr, [])
                    if busy:
                        lost.extend(busy)
                        os.kill(victim.pid, signal.SIGKILL)
                        victim.wait(timeout=10)

            return run_batch(entries, s, ex, progress=kill_half_way)

    remote = _bounded(on_cluster)
    assert victim.returncode == -signal.SIGKILL, "the worker was never seen busy"
    assert lost, "the killed worker held no chunk"
    assert seen.index(40) > seen.index(next(d for d in seen if d >= 10)), \
        "the worker was killed only after the batch was done"
    assert remote.played == 40 and seen[-1] == 40
    assert _table(remote) == _table(local)
    assert cluster.workers[1].poll() is None  # the other worker played the rest
