"""A batch on a real Dask cluster: a scheduler and two workers, each a separate process on
127.0.0.1, started and stopped here. The cluster's results equal the local executor's
exactly, and stay equal when a worker is killed (SIGKILL) half-way through the batch.

Dask is in the ``test`` extra, so these tests run wherever the suite runs. Every process is
started in its own session and killed by its id in a finalizer, even when a test fails;
every wait is bounded."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
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
from editor.engine.game import executors
from editor.engine.game.batch import (BatchResult, Checkpoint, Entry, Settings, new_checkpoint,
                                      run_batch)
from editor.engine.game.executors import DaskExecutor, ExecutorUnavailable, LocalExecutor

from ...conftest import ROOT

import distributed  # noqa: F401 - a test dependency: fails loudly if the test extra lacks it

SMALL = [ROOT / "scenarios" / "oyster-green.m44", ROOT / "scenarios" / "hedgerow-crossroads.m44"]
#: The longest any one step may take (a start, a batch) before the test fails.
BOUND = 60.0


@dataclass
class Cluster:
    address: str
    workers: list[subprocess.Popen[bytes]] = field(default_factory=list)


def _start(args: list[str], log: Path, env: dict[str, str] | None = None,
           cwd: Path = ROOT) -> subprocess.Popen[bytes]:
    """A process running ``python -m ARGS`` in ``cwd``, whose ``editor`` package it imports."""
    with open(log, "wb") as out:
        return subprocess.Popen([sys.executable, "-m", *args], stdout=out,
                                stderr=subprocess.STDOUT, start_new_session=True, cwd=cwd,
                                env={**os.environ, **(env or {})})


def _worker(address: str, log: Path, folder: Path, cwd: Path = ROOT
            ) -> subprocess.Popen[bytes]:
    """A ``dask worker`` of one thread, without a nanny, importing ``cwd``'s ``editor``."""
    return _start(["distributed.cli.dask_worker", address, "--host", "127.0.0.1",
                   "--nthreads", "1", "--no-nanny", "--no-dashboard",
                   "--local-directory", str(folder)], log, cwd=cwd)


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
def cluster(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Cluster]:
    """``dask scheduler`` and two ``dask worker`` processes on 127.0.0.1 (no nanny: a
    killed worker is gone, not restarted). An indirect parameter is the scheduler's
    ``allowed-failures``: how many workers may die under one task before it fails."""
    procs: list[subprocess.Popen[bytes]] = []
    env = {}
    if getattr(request, "param", None) is not None:
        env["DASK_DISTRIBUTED__SCHEDULER__ALLOWED_FAILURES"] = str(request.param)
    try:
        info = tmp_path / "scheduler.json"
        procs.append(_start(["distributed.cli.dask_scheduler", "--host", "127.0.0.1",
                             "--port", "0", "--no-dashboard", "--scheduler-file", str(info)],
                            tmp_path / "scheduler.log", env))
        deadline = time.monotonic() + BOUND
        while not info.exists() or not info.read_text().strip():
            assert procs[0].poll() is None, (tmp_path / "scheduler.log").read_text()
            assert time.monotonic() < deadline, "the scheduler did not start"
            time.sleep(0.1)
        address = json.loads(info.read_text())["address"]
        assert address.startswith("tcp://127.0.0.1:")
        c = Cluster(address)
        for i in (1, 2):
            w = _worker(address, tmp_path / f"worker{i}.log", tmp_path / f"w{i}")
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


SETTINGS = Settings(games=20, ai="greedy", vs="random", seed=3, chunk=2)  # 20 chunks


@dataclass
class Killing:
    """What a batch that kills a busy worker a quarter of the way saw."""

    seen: list[int] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)


def _batch_killing_a_worker(cluster: Cluster, entries: list[Entry], k: Killing,
                            checkpoint: Checkpoint | None = None) -> BatchResult:
    """The batch on the cluster, its first worker killed (SIGKILL) while it plays a chunk
    once a quarter of the games are done, so that chunk is lost with it."""
    victim = cluster.workers[0]
    with DaskExecutor(cluster.address) as ex:
        assert ex.workers == 2
        addr = {pid: a for a, pid in ex.client.run(os.getpid).items()}[victim.pid]

        def kill_half_way(done: int, total: int) -> None:
            k.seen.append(done)
            if victim.poll() is None and done >= total // 4:
                busy = ex.client.processing(workers=[addr]).get(addr, [])
                if busy:
                    k.lost.extend(busy)
                    os.kill(victim.pid, signal.SIGKILL)
                    victim.wait(timeout=10)

        return run_batch(entries, SETTINGS, ex, checkpoint=checkpoint, progress=kill_half_way)


@pytest.mark.parametrize("cluster", [None, 0], indirect=True,
                         ids=["the scheduler re-runs", "the executor resubmits"])
def test_a_worker_killed_half_way_costs_only_its_games(cluster: Cluster) -> None:
    """With the scheduler's default, it gives the killed worker's chunk to the other; with
    ``allowed-failures`` 0 the chunk fails with ``KilledWorker`` at once, and the executor
    submits it again (``RESUBMITS``)."""
    entries = [Entry.of(str(p)) for p in SMALL]
    local = run_batch(entries, SETTINGS, LocalExecutor(1))
    k = Killing()
    remote = _bounded(lambda: _batch_killing_a_worker(cluster, entries, k))
    assert cluster.workers[0].returncode == -signal.SIGKILL, "the worker was never seen busy"
    assert k.lost, "the killed worker held no chunk"
    assert k.seen.index(40) > k.seen.index(next(d for d in k.seen if d >= 10)), \
        "the worker was killed only after the batch was done"
    assert remote.played == 40 and k.seen[-1] == 40
    assert _table(remote) == _table(local)
    assert cluster.workers[1].poll() is None  # the other worker played the rest


@pytest.mark.parametrize("cluster", [0], indirect=True)
def test_a_chunk_lost_too_often_stops_the_batch_and_the_checkpoint_resumes_it(
        cluster: Cluster, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No resubmission allowed: the batch stops with a clear error, its checkpoint keeps the
    games done, and resuming it locally gives the whole, identical result."""
    monkeypatch.setattr(executors, "RESUBMITS", 0)
    entries = [Entry.of(str(p)) for p in SMALL]
    path = tmp_path / "cp.json"
    with pytest.raises(ExecutorUnavailable, match="died under the games from seed"):
        _bounded(lambda: _batch_killing_a_worker(
            cluster, entries, Killing(), new_checkpoint(path, SETTINGS, entries)))
    kept = json.loads(path.read_text())["done"]
    assert 0 < len(kept) < 20
    resumed = run_batch(entries, SETTINGS, LocalExecutor(1),
                        checkpoint=Checkpoint.load(path, SETTINGS, entries))
    assert resumed.resumed == 2 * len(kept) and resumed.played == 40 - 2 * len(kept)
    assert _table(resumed) == _table(run_batch(entries, SETTINGS, LocalExecutor(1)))


def test_a_worker_of_another_version_is_refused_naming_it(
        cluster: Cluster, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A worker imports its own m44-editor: one whose engine's sources differ (another
    version installed there) plays other games from the same seeds, so its rows are
    refused, naming the worker, rather than folded into a balance neither version gives
    (exit 2, as for a cluster that cannot play the games; the checkpoint keeps nothing of
    it)."""
    other = tmp_path / "other"
    shutil.copytree(ROOT / "editor", other / "editor",
                    ignore=shutil.ignore_patterns("_native", "__pycache__", "resources"))
    rules = other / "editor" / "engine" / "game" / "search.py"
    rules.write_text(rules.read_text(encoding="utf-8") + "\n# another version\n",
                     encoding="utf-8")
    for w in cluster.workers:  # only the other version's worker is left to play
        _stop(w)
    odd = _worker(cluster.address, tmp_path / "other.log", tmp_path / "w3", cwd=other)
    try:
        from distributed import Client

        with Client(cluster.address, timeout=BOUND) as client:
            client.wait_for_workers(1, timeout=BOUND)
            (where,) = client.scheduler_info()["workers"]
        checkpoint = tmp_path / "cp.json"
        code = _bounded(lambda: main(
            ["simulate", str(SMALL[0]), "--games", "4", "--ai", "random", "--chunk", "2",
             "--scheduler", cluster.address, "--checkpoint", str(checkpoint)]))
        err = capsys.readouterr().err
        assert code == 2, err
        assert (f"the worker at {where} of the Dask cluster at {cluster.address} has "
                "another version of m44-editor") in err
        assert "install this version on every worker" in err
        assert json.loads(checkpoint.read_text(encoding="utf-8"))["done"] == []
    finally:
        _stop(odd)


@pytest.mark.parametrize("address", ["", "foo://x", "tcp://", "tcp://h:0", "tcp://h:99999",
                                     "h", "tcp://h:1/path"])
def test_a_malformed_scheduler_address_is_a_usage_error(address: str) -> None:
    out = subprocess.run([sys.executable, "-m", "editor", "simulate", str(SMALL[0]), "--games",
                          "2", "--scheduler", address], capture_output=True, text=True,
                         cwd=ROOT, timeout=BOUND)
    assert out.returncode == 2 and out.stdout == ""
    lines = out.stderr.splitlines()
    assert lines[0].startswith("usage: m44 simulate ") and "Traceback" not in out.stderr
    assert lines[-1].startswith(f"m44 simulate: error: argument --scheduler: {address!r} is not "
                              "a scheduler address")


def test_a_scheduler_that_does_not_answer_is_one_line_and_a_short_wait() -> None:
    """A port that refuses, a host that does not exist, and a port that accepts but never
    speaks Dask (a Dask client alone waits for ever there, and its half-made client hangs
    the exit 20 s with a traceback): one line naming the address, exit 2, in seconds."""
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen()
    refusing = socket.socket()
    refusing.bind(("127.0.0.1", 0))  # bound, never listening: connections are refused
    try:
        for address, reason in (
                (f"tcp://127.0.0.1:{refusing.getsockname()[1]}", "Connection refused"),
                ("tcp://no-such-host.invalid:8786", ""),
                (f"127.0.0.1:{silent.getsockname()[1]}",
                 f"no Dask scheduler answered in {executors.CONNECT_TIMEOUT:g} s")):
            start = time.monotonic()
            out = subprocess.run([sys.executable, "-m", "editor", "simulate", str(SMALL[0]),
                                  "--games", "2", "--scheduler", address], capture_output=True,
                                 text=True, cwd=ROOT, timeout=BOUND)
            assert out.returncode == 2 and out.stdout == ""
            assert out.stderr.startswith(f"m44 simulate: cannot reach the Dask scheduler at "
                                         f"{address}: ")
            assert out.stderr.count("\n") == 1 and reason in out.stderr, out.stderr
            assert time.monotonic() - start < 2 * executors.CONNECT_TIMEOUT + 5
    finally:
        silent.close()
        refusing.close()


class _Future:
    """A task of :class:`_Client`: done with a result, lost with its worker, or running."""

    def __init__(self, key: str, status: str = "pending") -> None:
        self.key, self.status = key, status

    def done(self) -> bool:
        return self.status != "pending"

    def exception(self) -> BaseException | None:
        return OSError("worker lost") if self.status == "error" else None

    def result(self) -> Any:
        return type("Done", (), {"engine": executors.engine_digest()})()


class _Client:
    """The calls :meth:`DaskExecutor.run` makes of a Dask client: its first chunk's worker
    is lost, and the chunk submitted again stays running."""

    loop = None

    def __init__(self) -> None:
        self.cancelled: list[str] = []

    def map(self, fn: object, chunks: list[object], pure: bool) -> list[_Future]:
        return [_Future("lost", "error"), _Future("done", "finished"), _Future("running")]

    def submit(self, fn: object, chunk: object, pure: bool) -> _Future:
        return _Future("again")

    def cancel(self, futures: list[_Future]) -> None:
        self.cancelled += [f.key for f in futures]


class _Completed:
    """``distributed.as_completed`` of :class:`_Client`'s tasks: the done ones in order,
    then those added."""

    def __init__(self, futures: list[_Future], loop: object = None) -> None:
        self.queue = [f for f in futures if f.done()]

    def __iter__(self) -> Iterator[_Future]:
        while self.queue:
            yield self.queue.pop(0)

    def add(self, future: _Future) -> None:
        if future.done():
            self.queue.append(future)

    def clear(self) -> None:
        self.queue.clear()


def test_a_batch_stopped_cancels_the_chunks_it_submitted_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A batch stopped (the balance lab's Stop, Ctrl-C, an error) cancels every chunk not
    done, also one it submitted again after its worker was lost: that one ran on the
    cluster, for nobody, until the client closed."""
    monkeypatch.setattr(distributed, "as_completed", _Completed)
    ex = object.__new__(DaskExecutor)
    ex.client, ex.address = _Client(), "tcp://127.0.0.1:1"
    run = ex.run([object(), object(), object()])  # type: ignore[list-item]
    assert next(run)[0] == 1
    run.close()  # stopped while the chunk submitted again and the third still run
    assert sorted(ex.client.cancelled) == ["again", "running"]
