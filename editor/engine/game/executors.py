"""Executors: where a batch's games are played, on this machine or on a Dask cluster.

A simulation's unit of work is a :class:`Chunk`: games ``first .. first + count - 1`` of one
scenario, with the two AIs and the turn cap (a :class:`GameSpec`). :func:`run_chunk` plays
it and returns one :data:`Row` per game. It is a pure function of its argument, since game
``s`` draws all its chance and both players' choices from the seed ``s``
(:func:`~editor.engine.game.simulate.play_one`), so a chunk gives the same rows whichever
process or machine plays it, and a chunk lost with its worker is simply played again.

Two executors hand chunks out and give the rows back as they finish, in any order:

- :class:`LocalExecutor`: worker processes of this machine (the default), or this process
  alone for one job;
- :class:`DaskExecutor`: the workers of a Dask distributed cluster, through
  ``Client(address)``, ``client.map(run_chunk, chunks, pure=False)`` and ``as_completed``.
  Dask is an optional extra (``pip install 'm44-editor[cluster]'``), imported only here
  and only when such an executor is made. The scheduler itself runs again a task whose
  worker died; a chunk that still fails that way (``KilledWorker``, a lost connection) is
  submitted again by the executor, up to :data:`RESUBMITS` times.

Whoever folds the rows must fold them in seed order for a result that does not depend on
the executor (:mod:`editor.engine.game.batch` does).

>>> from editor.io.m44 import load
>>> spec = GameSpec.of(load("scenarios/oyster-green.m44").scenario, "random", "random", 200)
>>> rows = run_chunk(Chunk(spec, first=5, count=2)).rows
>>> [r[0] for r in rows], rows == run_chunk(Chunk(spec, first=5, count=2)).rows
([5, 6], True)
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import pickle
import socket
import time
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from types import TracebackType
from typing import Any, Self
from urllib.parse import urlsplit

from editor import __version__
from editor.engine.scenario import Scenario

from .simulate import (GameFailed, WorkerLost, ignore_interrupts, play_one,
                       process_context, usable_cores)
from .workers import Workers
from .tables import Setup

#: One game's numbers: seed, winner (0, 1, or -1 for a draw at the turn cap), player turns,
#: player 1's medals, player 2's medals, how it ended (:data:`~.state.HOW`). Plain ints and
#: a string: cheap to send between processes and machines, and to keep in a checkpoint.
Row = tuple[int, int, int, int, int, str]

#: How many times a chunk whose worker was lost is submitted again to a Dask cluster (on
#: top of the scheduler's own retries) before the batch gives up.
RESUBMITS = 3

#: The schemes of a scheduler's address: TCP, plain or under TLS or websockets (Dask's
#: default, and an address without a scheme, is tcp).
SCHEMES = ("tcp", "tls", "ws", "wss")

#: Seconds a scheduler has to accept the connection, then as many to answer as one: a
#: Dask client alone waits longer, and for ever on a server that is not Dask's.
CONNECT_TIMEOUT = 5.0

#: The sources whose games a chunk's (and a checkpoint's) rows are: the engine (rules,
#: players, tables) and the reader that makes a scenario of a file, as folders of the
#: ``editor`` package.
ENGINE_SOURCES = ("engine", "io")


@functools.cache
def engine_digest() -> str:
    """The SHA-256 of the sources that play a batch's games (:data:`ENGINE_SOURCES`: every
    ``.py`` and ``.json`` file, by its path and bytes; not the compiled engine, which plays
    the same games from the same sources). A checkpoint records it, and each
    chunk a worker plays (:class:`ChunkDone`): another version of m44-editor plays other
    games from the same seeds (its rules or its players changed), and its rows folded with
    this version's would give a result that neither gives. The
    files are found as the package's (``importlib.resources``), as an installed wheel has
    them, not through the source tree."""
    package = resources.files("editor")
    h = hashlib.sha256()
    for folder in ENGINE_SOURCES:
        for name, f in sorted(_sources(package / folder, folder),
                              key=lambda found: found[0].split("/")):
            h.update(name.encode() + b"\0")
            h.update(hashlib.sha256(f.read_bytes()).digest())
    return h.hexdigest()


def _sources(folder: Traversable, name: str) -> Iterator[tuple[str, Traversable]]:
    """The ``.py`` and ``.json`` files below ``folder`` (named ``name`` within the
    package), with their names; the compiled engine's folder left out."""
    for entry in folder.iterdir():
        inner = f"{name}/{entry.name}"
        if entry.is_dir():
            if entry.name != "_native":
                yield from _sources(entry, inner)
        elif entry.name.endswith((".py", ".json")):
            yield inner, entry


#: Built tables a worker keeps, by scenario: a batch of fifty scenarios sends a worker
#: chunks of many of them, and building a scenario's tables costs as much as a few games.
_CACHE_SIZE = 16


class ExecutorUnavailable(Exception):
    """The executor cannot be made (Dask is not installed, the scheduler is not there), or
    cannot play the games (its workers keep dying, or play another version's games)."""


@dataclass(frozen=True)
class GameSpec:
    """What every game of one scenario's run needs besides its seed: pure data, sent with
    each chunk. ``key`` names the scenario and turn cap for the workers' table cache."""

    key: str
    scenario: Scenario
    ai: str
    vs: str
    max_turns: int

    @classmethod
    def of(cls, scenario: Scenario, ai: str, vs: str, max_turns: int) -> GameSpec:
        digest = hashlib.sha256(pickle.dumps(scenario)).hexdigest()[:20]
        return cls(f"{digest}:{max_turns}", scenario, ai, vs, max_turns)


@dataclass(frozen=True)
class Chunk:
    """Games ``first .. first + count - 1`` of a spec's scenario: one task."""

    spec: GameSpec
    first: int
    count: int


@dataclass(frozen=True)
class ChunkDone:
    """A chunk's games, the seconds its worker spent playing them (information only: the
    rows are the result), and the :func:`engine_digest` of the worker that played them
    (empty for a chunk read from a checkpoint, which records its own)."""

    rows: list[Row]
    seconds: float
    engine: str = ""


_SETUPS: OrderedDict[str, Setup] = OrderedDict()


def _setup(spec: GameSpec) -> Setup:
    setup = _SETUPS.get(spec.key)
    if setup is None:
        setup = Setup(spec.scenario, max_turns=spec.max_turns)
        _SETUPS[spec.key] = setup
        while len(_SETUPS) > _CACHE_SIZE:
            _SETUPS.popitem(last=False)
    else:
        _SETUPS.move_to_end(spec.key)
    return setup


def run_chunk(chunk: Chunk) -> ChunkDone:
    """Play a chunk's games: the same rows wherever and however often it runs."""
    start = time.perf_counter()
    setup = _setup(chunk.spec)
    rows: list[Row] = []
    s = chunk.first
    try:
        for s in range(chunk.first, chunk.first + chunk.count):
            g = play_one(setup, chunk.spec.ai, chunk.spec.vs, s)
            rows.append((s, -1 if g.winner is None else g.winner, g.turns, g.medals[0],
                         g.medals[1], g.how))
    except Exception as e:  # noqa: BLE001 - said with its game, whatever it is
        raise GameFailed.of(setup, s, e) from None
    # rounded as the checkpoint keeps it: a resumed batch then adds up the same seconds
    return ChunkDone(rows, round(time.perf_counter() - start, 4), engine_digest())


class Executor:
    """Plays chunks and yields ``(index in the sequence given, ChunkDone)`` as they finish,
    in any order. Closing the iterator early (an interrupt, an error) stops the work."""

    #: Processes (or Dask worker threads) playing at once, for the display.
    workers: int = 1
    #: What it is, in a few words, for the display.
    name: str = ""

    def run(self, chunks: Sequence[Chunk]) -> Iterator[tuple[int, ChunkDone]]:
        raise NotImplementedError

    def close(self) -> None:
        """Let go of processes and connections."""

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()


class LocalExecutor(Executor):
    """Worker processes of this machine (``jobs`` of them), or this process for one job.
    Processes are forked from a plain process and started by a fork server from one with
    threads or Qt loaded, as :func:`~.simulate.simulate` does."""

    def __init__(self, jobs: int) -> None:
        self.workers = max(1, jobs)
        self.name = f"{self.workers} local process{'es' if self.workers > 1 else ''}"

    def run(self, chunks: Sequence[Chunk]) -> Iterator[tuple[int, ChunkDone]]:
        jobs = min(self.workers, len(chunks), usable_cores())
        if jobs <= 1:
            for i, chunk in enumerate(chunks):
                yield i, run_chunk(chunk)
            return
        # the parent stops the workers on Ctrl-C and saves the checkpoint
        name = chunks[0].spec.scenario.texts().name or "a scenario"
        with Workers(process_context(), jobs, ignore_interrupts) as workers:
            yield from workers.map(run_chunk, chunks,
                                   lost=lambda code: WorkerLost.of(name, code))


class DaskExecutor(Executor):
    """The workers of the Dask distributed cluster whose scheduler is at ``address``
    (``tcp://HOST:PORT``). The workers must have this package installed (the same
    version): they import :func:`run_chunk` by name, and the rows of a worker of another
    version are refused (:meth:`_same_engine`)."""

    def __init__(self, address: str, *, timeout: float = CONNECT_TIMEOUT) -> None:
        try:
            from distributed import Client
        except ImportError:
            raise ExecutorUnavailable(
                "--scheduler needs Dask distributed, an optional extra: "
                "pip install 'm44-editor[cluster]'") from None
        # Only a scheduler seen to answer gets a Client: a Client that fails to start is
        # left half made, and closing it at exit hangs 20 s and prints a traceback.
        _check_scheduler(address, timeout)
        try:
            self.client: Any = Client(address, timeout=timeout, set_as_default=False)
        except (OSError, TimeoutError, ValueError) as e:
            raise ExecutorUnavailable(
                f"cannot reach the Dask scheduler at {address}: {e}") from None
        self.address = address
        #: Worker threads when connected: 0 means the tasks wait until a worker joins.
        self.threads = sum(w.get("nthreads", 1) for w in
                           self.client.scheduler_info()["workers"].values())
        self.workers = max(1, self.threads)
        self.name = f"the Dask cluster at {address}"

    def run(self, chunks: Sequence[Chunk]) -> Iterator[tuple[int, ChunkDone]]:
        from distributed import as_completed

        if not chunks:
            return
        futures = self.client.map(run_chunk, list(chunks), pure=False)
        index = {f.key: i for i, f in enumerate(futures)}
        tries = dict.fromkeys(index, 0)
        pending = as_completed(futures, loop=self.client.loop)
        try:
            for future in pending:
                i = index[future.key]
                if future.status == "error" and _lost(future.exception()):
                    if tries[future.key] >= RESUBMITS:
                        raise ExecutorUnavailable(
                            f"the workers of {self.address} died under the games from seed "
                            f"{chunks[i].first} {RESUBMITS + 1} times: {future.exception()}")
                    # Its worker died too often under it: the same chunk, submitted again.
                    again = self.client.submit(run_chunk, chunks[i], pure=False)
                    index[again.key] = i
                    tries[again.key] = tries[future.key] + 1
                    futures.append(again)  # cancelled with the others if the batch stops
                    pending.add(again)
                    continue
                done = future.result()  # raises what the task raised
                self._same_engine(future, done)
                yield i, done
        finally:
            pending.clear()
            self.client.cancel([f for f in futures if not f.done()])

    def _same_engine(self, future: Any, done: ChunkDone) -> None:
        """Refuse the rows of a worker that has another version of m44-editor installed:
        it imports its own :func:`run_chunk`, whose games from the same seeds may differ,
        and its rows folded with this version's would give a balance neither version gives.
        Checked for every chunk, since workers may join the cluster at any time."""
        if done.engine == engine_digest():
            return
        where = self.client.who_has([future]).get(future.key) or ()
        worker = f"the worker at {where[0]}" if where else "a worker"
        raise ExecutorUnavailable(
            f"{worker} of the Dask cluster at {self.address} has another version of "
            f"m44-editor than this one ({__version__}: the sources of its engine differ), "
            "whose games from the same seeds may differ: install this version on every "
            "worker")

    def close(self) -> None:
        self.client.close()


def scheduler_address(text: str) -> tuple[str, int]:
    """The host and port of a scheduler's address, ``[SCHEME://]HOST:PORT`` (a scheme of
    :data:`SCHEMES`); a ``ValueError`` says what is wrong with it.

    >>> scheduler_address("tcp://127.0.0.1:8786"), scheduler_address("[::1]:8786")
    (('127.0.0.1', 8786), ('::1', 8786))
    """
    scheme, sep, rest = text.partition("://")
    if not sep:
        scheme, rest = "tcp", text
    if scheme not in SCHEMES:
        raise ValueError(f"{text!r} is not a scheduler address: its scheme {scheme!r} is not "
                         f"{', '.join(SCHEMES)}")
    try:
        url = urlsplit(f"{scheme}://{rest}")
        port = url.port
    except ValueError:  # a port that is not a number from 0 to 65535
        port = None
    if not url.hostname or not port or url.path not in ("", "/") or url.query or url.fragment:
        raise ValueError(f"{text!r} is not a scheduler address: give tcp://HOST:PORT")
    return url.hostname, port


def _check_scheduler(address: str, timeout: float) -> None:
    """Raise :class:`ExecutorUnavailable` unless a Dask scheduler answers at ``address``
    within ``timeout`` seconds: first its port (a refusal or an unknown host is said at
    once), then a Dask handshake and the scheduler's identity."""
    try:
        host, port = scheduler_address(address)
        socket.create_connection((host, port), timeout=timeout).close()
    except TimeoutError:
        raise ExecutorUnavailable(f"cannot reach the Dask scheduler at {address}: no answer "
                                  f"in {timeout:g} s") from None
    except (OSError, ValueError) as e:
        reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
        raise ExecutorUnavailable(
            f"cannot reach the Dask scheduler at {address}: {reason}") from None

    async def identity() -> Any:
        from distributed.comm.core import connect
        from distributed.security import Security

        comm = await connect(address, timeout=timeout,
                             **Security().get_connection_args("client"))
        try:
            await comm.write({"op": "identity"})
            return await comm.read()
        finally:
            comm.abort()

    try:
        reply = asyncio.run(asyncio.wait_for(identity(), timeout))
    except Exception:  # noqa: BLE001 - whatever a server that is not Dask's makes it raise
        reply = None
    if not isinstance(reply, dict) or reply.get("type") != "Scheduler":
        raise ExecutorUnavailable(f"cannot reach the Dask scheduler at {address}: something "
                                  f"listens there, but no Dask scheduler answered in "
                                  f"{timeout:g} s")


def _lost(exc: BaseException | None) -> bool:
    """Whether a task failed because its worker was lost, not because of what it ran."""
    if exc is None:
        return False
    from distributed.scheduler import KilledWorker

    return isinstance(exc, (KilledWorker, OSError)) or \
        type(exc).__name__ in ("CommClosedError", "FutureCancelledError")


def make_executor(scheduler: str | None, jobs: int) -> Executor:
    """A Dask executor for a scheduler address, else ``jobs`` local processes."""
    if scheduler:
        return DaskExecutor(scheduler)
    return LocalExecutor(jobs or usable_cores())
