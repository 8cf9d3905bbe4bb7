"""Worker processes of a simulation, each handed its tasks (two ahead) through a pipe of its
own (:class:`Workers`).

``multiprocessing.Pool`` was used before, and a user met its failures: a worker killed
(the system short of memory, a ``kill``) lost its task and the pool waited for it for
ever; an exception that did not pickle back killed the pool's result thread, with the same
wait; a worker killed while it read the shared task queue left its lock taken, so that
stopping the pool hung; Ctrl-C or SIGTERM arriving while the pool forked its workers was
raised in an at-fork hook, where Python only printed it ("Exception ignored") and the run
went on, or left a worker unknown to the pool, alive after the command had ended. Here no
lock is shared: each worker has its pipe, a dead worker is seen by its pipe, which it no longer
holds open (:class:`~.simulate.WorkerLost`), what a task raised comes back as its words when it does
not pickle, and the signals that stop a run are held while the workers start.
"""

from __future__ import annotations

import os
import pickle
import signal
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from multiprocessing.connection import Connection, wait
from types import TracebackType
from typing import Any, Self, cast

#: The signals that stop a run (Ctrl-C; ``kill``, a shutdown; the terminal closed), held
#: back while the workers start.
STOPPING = frozenset(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP")
                     if hasattr(signal, name))

#: Tasks handed to each worker ahead of its answers: the next is in its pipe as it sends
#: one back, so that it never waits for the parent (on a busy machine the parent, sharing
#: the cores with its workers, may not run for a while).
AHEAD = 2

#: Seconds a worker has to end once told to (SIGTERM) before it is killed.
END_WAIT = 5.0

#: Seconds waited, once a worker is seen ended by a signal that stops a run, for the same
#: signal to reach this process (:meth:`Workers._lost`).
STOP_GRACE = 0.1


@contextmanager
def signals_held() -> Iterator[None]:
    """Hold :data:`STOPPING` back in this thread (the main thread: Python's handlers run
    there) for the block's time; one that arrived meanwhile is raised as the block ends.
    The threads and processes started inside keep them held: the workers let them through
    again (:func:`let_signals_through`)."""
    if threading.current_thread() is not threading.main_thread() or \
            not hasattr(signal, "pthread_sigmask"):
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, STOPPING)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def let_signals_through() -> None:
    """In a worker started by :class:`Workers`, once its handlers are set: the signals its
    parent held while starting it reach it again."""
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, STOPPING)


def _helpers_started(ctx: Any) -> None:
    """The helper processes of ``ctx`` started, before the signals are held: Python's
    resource tracker, which a fork server or a spawned worker starts with the first
    worker, unblocks SIGINT and SIGTERM as its start ends, so that for the rest of the
    workers' start they were no longer held (:func:`signals_held`); started here, it is
    only found running then. (Forked workers need no helper; Windows has none.)"""
    if os.name != "posix":
        return
    method = ctx.get_start_method()
    if method == "forkserver":  # the fork server starts the resource tracker first
        from multiprocessing import forkserver

        forkserver.ensure_running()
    elif method == "spawn":
        from multiprocessing import resource_tracker

        resource_tracker.ensure_running()


def _portable(e: BaseException) -> BaseException:
    """``e``, or a ``RuntimeError`` with its words when it would not cross back whole (an
    exception whose arguments are not those it was made with fails to unpickle)."""
    try:
        pickle.loads(pickle.dumps(e))
    except Exception:  # noqa: BLE001 - whatever pickling it raises
        return RuntimeError(f"{type(e).__name__}: {e}")
    return e


def _watch(lifeline: Connection) -> None:
    """A worker's thread that ends the worker when its parent ends: ``lifeline``'s other
    end is held by the parent alone, so that reading it ends (EOF) when the parent is gone,
    even killed (SIGKILL: the system short of memory), where the worker went on playing
    the games in hand, minutes of a search AI's, before it found its task pipe closed."""
    try:
        lifeline.recv()
    except (EOFError, OSError):
        pass
    os._exit(0)  # (nobody is left to answer: no clean-up is owed)


def _serve(conn: Connection, initializer: Callable[..., None], initargs: tuple[Any, ...],
           parents: tuple[Connection, ...] = (), lifeline: Connection | None = None) -> None:
    """A worker's life: its start, then each task it is sent until its pipe closes, or
    until its parent ends (``lifeline``: :func:`_watch`). ``parents``: the parent's ends of
    the pipes, which a forked worker holds too and closes (held, its own kept it from ever
    reading the end of its pipe once the parent was killed, and another's kept that worker
    waiting)."""
    for end in parents:
        end.close()
    if lifeline is not None:
        threading.Thread(target=_watch, args=(lifeline,), daemon=True).start()
    initializer(*initargs)
    let_signals_through()
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return
        func, arg = task
        try:
            answer: tuple[bool, Any] = (True, func(arg))
        except Exception as e:  # noqa: BLE001 - handed back to the parent, which raises it
            answer = (False, _portable(e))
        try:
            conn.send(answer)
        except OSError:  # the parent is gone (killed): nobody to answer, nothing to say
            return


class Workers:
    """``jobs`` processes of the multiprocessing context ``ctx``, each started by
    ``initializer(*initargs)``; :meth:`map` hands them tasks. Used as a context manager:
    leaving it ends them (SIGTERM, then SIGKILL after :data:`END_WAIT` seconds)."""

    def __init__(self, ctx: Any, jobs: int, initializer: Callable[..., None],
                 initargs: tuple[Any, ...] = ()) -> None:
        self.processes: list[Any] = []
        self.pipes: list[Connection] = []
        #: The ends of the workers' lifelines (:func:`_watch`) that this process alone holds.
        self.lifelines: list[Connection] = []
        if jobs > 0:
            _helpers_started(ctx)
        try:
            with signals_held():
                forked = ctx.get_start_method() == "fork"
                for _ in range(jobs):
                    mine, theirs = ctx.Pipe()
                    self.pipes.append(mine)
                    held, lifeline = ctx.Pipe(duplex=False)
                    self.lifelines.append(lifeline)
                    # (a worker started otherwise holds only what it is handed)
                    parents = (*self.pipes, *self.lifelines) if forked else ()
                    p = ctx.Process(target=_serve, daemon=True,
                                    args=(theirs, initializer, initargs, parents, held))
                    self.processes.append(p)
                    p.start()
                    theirs.close()
                    held.close()
        except BaseException:  # a signal held meanwhile, or a process that cannot start
            self.close()
            raise

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    def map(self, func: Callable[[Any], Any], tasks: Iterable[Any], *,
            lost: Callable[[int], BaseException],
            stop: Callable[[], BaseException | None] = lambda: None
            ) -> Iterator[tuple[int, Any]]:
        """``(index of the task, func(task))`` as the tasks finish, in any order, the tasks
        handed out in the order given, :data:`AHEAD` at a time to each worker. A task that
        raises raises here; a worker that dies raises ``lost(its exit code)``; every 50 ms
        of waiting, what ``stop()`` returns, when it returns something, is raised."""
        todo = enumerate(tasks)
        # each worker's tasks handed out and not answered, in the order it plays them
        busy: dict[Connection, deque[int]] = {}

        def hand(pipe: Connection) -> None:
            for i, task in todo:
                try:
                    pipe.send((func, task))
                except OSError:  # its worker died: its pipe is broken
                    raise self._lost(pipe, lost) from None
                busy.setdefault(pipe, deque()).append(i)
                return

        for _ in range(AHEAD):
            for pipe in self.pipes:
                hand(pipe)
        while busy:
            # a worker that dies closes its end: its pipe reads as ended (one handle a
            # worker: Windows waits on 63 at most)
            ready = wait(list(busy), timeout=0.05)
            if not ready:
                stopped = stop()
                if stopped is not None:
                    raise stopped
                continue
            for pipe in cast(list[Connection], ready):  # (only pipes are waited on)
                try:
                    ok, value = pipe.recv()
                except (EOFError, OSError):  # its worker died: its pipe closed
                    raise self._lost(pipe, lost) from None
                if not ok:
                    raise value
                waiting = busy[pipe]
                i = waiting.popleft()
                if not waiting:
                    del busy[pipe]
                hand(pipe)
                yield i, value

    def _lost(self, pipe: Connection, lost: Callable[[int], BaseException]) -> BaseException:
        """``lost(exit code)`` of the worker of ``pipe``, seen dead (the code negative: the
        signal that killed it)."""
        process = self.processes[self.pipes.index(pipe)]
        process.join(1)
        if process.exitcode is None:
            # killed: Windows has no SIGKILL, and Python says a process killed there ended
            # by SIGTERM (AttributeError there, where the words of a worker lost were due)
            return lost(-getattr(signal, "SIGKILL", signal.SIGTERM))
        if -process.exitcode in STOPPING:
            # a signal to the whole process group (a service manager's SIGTERM) reaches the
            # workers first: this process's own, due a moment later, is let raise here (the
            # run was said stopped by a worker lost, and ended by the signal unhandled)
            time.sleep(STOP_GRACE)
        return lost(process.exitcode)

    def close(self) -> None:
        """End the workers: SIGTERM, then SIGKILL to any still there after
        :data:`END_WAIT` seconds; their pipes closed."""
        for pipe in (*self.pipes, *self.lifelines):
            pipe.close()
        for p in self.processes:
            if p.pid is not None and p.exitcode is None:
                p.terminate()
        for p in self.processes:
            if p.pid is not None:
                p.join(END_WAIT)
                if p.exitcode is None:
                    p.kill()
                    p.join()
        self.pipes = []
        self.lifelines = []


def in_order(pairs: Iterable[tuple[int, Any]]) -> Iterator[Any]:
    """The values of ``(index, value)`` pairs given in any order, in the order of their
    indexes (0, 1, 2...), each as soon as those before it have come."""
    waiting: dict[int, Any] = {}
    due = 0
    for i, value in pairs:
        waiting[i] = value
        while due in waiting:
            yield waiting.pop(due)
            due += 1
