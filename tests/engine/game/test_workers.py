"""The worker processes of a simulation as a user meets them: a worker that dies or whose
game raises stops the run with a message naming the scenario (never a hang), Ctrl-C and
SIGTERM leave no process behind, and the games are the same on one process or several.

Each run is a program of its own (``python -c``), so that its processes can be counted
and killed, and none of them can hang the suite: every wait has a time-out."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from importlib import import_module

from editor.io.m44 import load

from ...conftest import ROOT
from ...procs import children, group, processes

OYSTER = ROOT / "scenarios/oyster-green.m44"
#: The module (the package re-exports its function ``simulate`` under the same name).
simulate = import_module("editor.engine.game.simulate")

#: A program playing 400 greedy games of Oyster Green on two processes, the game of seed
#: 60 (played by a worker: the first batch, seeds 0-24, is the parent's) doing FAULT.
FAULTY = """
import importlib, os, signal, sys
sim = importlib.import_module("editor.engine.game.simulate")
executors = importlib.import_module("editor.engine.game.executors")
from editor.io.m44 import load

class Odd(Exception):  # an exception that does not pickle back (two arguments, one kept)
    def __init__(self, a, b):
        super().__init__(f"odd {a} {b}")

real = sim.play_one
def play_one(setup, ai, vs, seed):
    if seed == 60:
        FAULT
    return real(setup, ai, vs, seed)
sim.play_one = executors.play_one = play_one
scenario = load(sys.argv[1]).scenario
RUN
"""

SIMULATE = "sim.simulate(scenario, 400, ai='greedy', jobs=2)"
BATCH = ("batch = importlib.import_module('editor.engine.game.batch')\n"
         "batch.run_batch([batch.Entry.of(sys.argv[1])], batch.Settings(games=400, chunk=20),"
         " executors.LocalExecutor(2))")


def run_faulty(fault: str, run: str = SIMULATE) -> subprocess.CompletedProcess[str]:
    program = FAULTY.replace("FAULT", fault).replace("RUN", run)
    return subprocess.run([sys.executable, "-c", program, str(OYSTER)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("run", [SIMULATE, BATCH], ids=["simulate", "batch"])
def test_a_worker_killed_stops_the_run_with_a_clear_error(run: str) -> None:
    """A worker killed (SIGKILL: the system short of memory, a user) lost its batch, and
    the pool waited for it for ever."""
    out = run_faulty("os.kill(os.getpid(), signal.SIGKILL)", run)
    assert out.returncode == 1, out.stderr
    last = out.stderr.strip().splitlines()[-1]
    assert last == ("editor.engine.game.simulate.WorkerLost: a worker process playing Oyster "
                    "Green was killed by signal 9 (SIGKILL): the run is stopped"), last


@pytest.mark.parametrize("run", [SIMULATE, BATCH], ids=["simulate", "batch"])
def test_a_game_that_raises_in_a_worker_is_named_by_its_scenario_and_seed(run: str) -> None:
    """Raised in a worker, an exception that does not pickle back hung the run (the pool's
    result thread died on it); any exception is said with the game to play again."""
    for fault, said in (("raise ValueError('no such hex')", "ValueError: no such hex"),
                        ("raise Odd(1, 2)", "Odd: odd 1 2")):
        out = run_faulty(fault, run)
        assert out.returncode == 1, out.stderr
        last = out.stderr.strip().splitlines()[-1]
        assert last == ("editor.engine.game.simulate.GameFailed: the game of seed 60 of "
                        f"Oyster Green failed: {said}"), last


def test_a_game_that_raises_here_is_named_too() -> None:
    """The first batch is played in the calling process: the same words."""
    scenario = load(OYSTER).scenario
    real = simulate.play_one

    def failing(setup, ai, vs, seed):  # type: ignore[no-untyped-def]
        if seed == 3:
            raise KeyError("b4")
        return real(setup, ai, vs, seed)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(simulate, "play_one", failing)
        with pytest.raises(simulate.GameFailed) as e:
            simulate.simulate(scenario, 10, ai="greedy", jobs=1)
    assert str(e.value) == "the game of seed 3 of Oyster Green failed: KeyError: 'b4'"


def left_in(pgid: int, wait: float = 5) -> set[int]:
    """The processes of the group ``pgid`` still there after up to ``wait`` seconds (a
    process that has closed its files may not have ended yet)."""
    deadline = time.monotonic() + wait
    while group(pgid) and time.monotonic() < deadline:
        time.sleep(0.05)
    return group(pgid)


def ended(proc: subprocess.Popen[str], timeout: float = 30) -> tuple[str, str]:
    """``proc``'s output once it has ended; its whole group is killed if it outlives
    ``timeout`` (and the test fails)."""
    try:
        return proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        left = subprocess.run(["ps", "-o", "pid,ppid,stat,wchan:20,args", "-g", str(proc.pid)],
                              capture_output=True, text=True).stdout
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        raise AssertionError(f"still running {timeout} s later:\n{left}{err}") from None


def start(*args: str) -> subprocess.Popen[str]:
    """``m44 simulate`` of Oyster Green, its own process group, Ctrl-C not ignored."""
    return subprocess.Popen([sys.executable, "-m", "editor", "simulate", str(OYSTER), *args],
                            cwd=ROOT, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def wait_for_workers(proc: subprocess.Popen[str], count: int = 2, pause: float = 0.05
                     ) -> set[int]:
    """The first ``count`` workers of ``proc``, looked for every ``pause`` seconds; a
    command that ends before says its output in the failure."""
    deadline = time.monotonic() + 60
    while len(children(proc.pid)) < count:
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "the workers never started"
        time.sleep(pause)
    return children(proc.pid)


@pytest.mark.parametrize("to_group", [False, True], ids=["process", "group"])
def test_sigterm_stops_the_workers_and_says_so_in_one_line(to_group: bool) -> None:
    """``kill PID`` (or a service manager's SIGTERM to the group) killed the command at
    once: each worker printed a traceback (a broken pipe) and played on to the end of its
    batch, a stranger to everyone."""
    proc = start("--games", "100000", "--jobs", "2")
    try:
        workers = wait_for_workers(proc)
        (os.killpg if to_group else os.kill)(proc.pid, signal.SIGTERM)
        out, err = ended(proc)
        assert (proc.returncode, out, err) == (143, "", "m44: terminated\n")
        assert left_in(proc.pid) == set() and not any(os.path.exists(f"/proc/{p}/stat") and
                                                     p in group(proc.pid) for p in workers)
    finally:
        for pid in group(proc.pid):
            os.kill(pid, signal.SIGKILL)


def test_a_worker_killed_under_the_command_is_said_in_one_line() -> None:
    proc = start("--games", "100000", "--jobs", "2")
    try:
        worker = min(wait_for_workers(proc))
        os.kill(worker, signal.SIGKILL)
        out, err = ended(proc)
        assert (proc.returncode, out, err) == (
            2, "", "m44 simulate: a worker process playing Oyster Green was killed by signal "
                   "9 (SIGKILL): the run is stopped\n")
        assert left_in(proc.pid) == set()
    finally:
        for pid in group(proc.pid):
            os.kill(pid, signal.SIGKILL)


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_signal_while_the_workers_start_leaves_none_behind(sig: int) -> None:
    """Sent while the workers were forked, Ctrl-C or SIGTERM was raised in an at-fork hook
    (Python printed "Exception ignored" and the run went on), or left a worker that the
    pool did not know yet running after the command had ended, one time in about forty.
    The moments are spread from the command's start to its workers playing."""
    code, said = (130, "m44: interrupted\n") if sig == signal.SIGINT else \
        (143, "m44: terminated\n")
    for delay in (0.0, 0.02, 0.05, 0.1):
        proc = start("--games", "100000", "--jobs", "2")
        try:
            wait_for_workers(proc, 1, pause=0.001)  # the first worker forked
            time.sleep(delay)
            os.killpg(proc.pid, sig)
            out, err = ended(proc)
            assert (proc.returncode, out, err) == (code, "", said), delay
            assert left_in(proc.pid) == set(), delay
        finally:
            for pid in group(proc.pid):
                os.kill(pid, signal.SIGKILL)


#: Workers started by METHOD in a fresh interpreter (its resource tracker not yet running),
#: printing which of the signals held were let through after each start.
HELD = """
import multiprocessing, signal
from editor.engine.game import workers
from editor.engine.game.simulate import ignore_interrupts
ctx = multiprocessing.get_context(METHOD)
real = ctx.Process.start
through = []
def start(self):
    real(self)
    mask = signal.pthread_sigmask(signal.SIG_BLOCK, [])
    through.append(sorted(int(s) for s in workers.STOPPING - mask))
ctx.Process.start = start
with workers.Workers(ctx, 2, ignore_interrupts):
    print(through)
"""


@pytest.mark.parametrize("method", ["forkserver", "spawn"])
def test_the_signals_stay_held_while_workers_start_by_a_helper_process(method: str) -> None:
    """Python's resource tracker, started by the first worker of a fork server's or
    spawn's pool (the editor's, macOS's), unblocks SIGINT and SIGTERM as its start ends:
    for the rest of the workers' start Ctrl-C and SIGTERM were no longer held."""
    out = subprocess.run([sys.executable, "-c", HELD.replace("METHOD", repr(method))],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert (out.returncode, out.stdout, out.stderr) == (0, "[[], []]\n", "")


def test_sigterm_reaching_the_workers_first_is_still_the_command_terminated() -> None:
    """A SIGTERM to the process group reaches the workers first; when the command's own
    came a moment later (a busy machine), it saw a worker killed first, said "a worker
    process ... was killed by signal 15" and died of its own signal unhandled (-15, not
    143). Found by the flake audit."""
    proc = start("--games", "100000", "--jobs", "2")
    try:
        for worker in wait_for_workers(proc):
            os.kill(worker, signal.SIGTERM)
        time.sleep(0.01)
        os.kill(proc.pid, signal.SIGTERM)
        out, err = ended(proc)
        assert (proc.returncode, out, err) == (143, "", "m44: terminated\n")
        assert left_in(proc.pid) == set()
    finally:
        for pid in group(proc.pid):
            os.kill(pid, signal.SIGKILL)


def test_the_workers_of_a_command_killed_end_without_a_word() -> None:
    """SIGKILL to the command (which nothing can catch): its workers end once their games
    in hand are played, where each printed a traceback (a broken pipe) on the terminal."""
    proc = start("--games", "100000", "--jobs", "2")
    try:
        wait_for_workers(proc)
        os.kill(proc.pid, signal.SIGKILL)
        out, err = ended(proc)  # the pipes close as the last worker ends
        assert (proc.returncode, out, err) == (-signal.SIGKILL, "", "")
        assert left_in(proc.pid) == set()
    finally:
        for pid in group(proc.pid):
            os.kill(pid, signal.SIGKILL)


#: A program whose one worker (started as argv[1] says) is handed a task of a minute, the
#: worker's id printed once it has it.
LONG_TASK = """
import multiprocessing, os, sys, time
from editor.engine.game.workers import Workers
ctx = multiprocessing.get_context(sys.argv[1])
with Workers(ctx, 1, os.getpid) as workers:
    tasks = workers.map(time.sleep, [60], lost=RuntimeError)
    time.sleep(0.5)
    print(workers.processes[0].pid, flush=True)
    next(tasks)
"""


@pytest.mark.parametrize("method", ["fork", "forkserver", "spawn"])
def test_a_worker_busy_when_its_parent_is_killed_ends_at_once(method: str) -> None:
    """A worker found its parent gone only at its next task: killed (SIGKILL, the system
    short of memory), a command or the editor left its workers playing the games in hand,
    minutes of a search AI's (forked by the editor's fork server, which a worker keeps
    alive, they outlived the editor as long). A worker's lifeline, whose other end only its
    parent holds, ends it with its parent, however it was started."""
    proc = subprocess.Popen([sys.executable, "-c", LONG_TASK, method], cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, start_new_session=True)
    try:
        line = proc.stdout.readline() if proc.stdout is not None else ""
        assert line.strip().isdigit(), line
        worker = int(line)
        assert worker in processes()
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        deadline = time.monotonic() + 5
        while worker in processes() and processes()[worker].state != "Z" \
                and time.monotonic() < deadline:
            time.sleep(0.05)
        assert worker not in processes() or processes()[worker].state == "Z"
    finally:
        for pid in group(proc.pid):
            os.kill(pid, signal.SIGKILL)


#: ``python -m editor`` with Ctrl-C arriving as it imports the command line.
EARLY = """
import builtins, runpy
real = builtins.__import__
def imported(name, *args, **kw):
    if name == "editor.cli":
        raise KeyboardInterrupt
    return real(name, *args, **kw)
builtins.__import__ = imported
runpy.run_module("editor", run_name="__main__")
"""


def test_ctrl_c_as_the_command_starts_prints_no_traceback() -> None:
    """Ctrl-C in the first tenth of a second, while ``python -m editor`` imported the
    command line, printed a KeyboardInterrupt traceback. (Earlier still, while Python
    itself starts or finds the module, its own words are said: nothing of ours runs.)"""
    out = subprocess.run([sys.executable, "-c", EARLY, "simulate", str(OYSTER)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert (out.returncode, out.stdout, out.stderr) == (130, "", "m44: interrupted\n")


def test_a_class_made_as_ctrl_c_comes_is_an_interrupt(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Ctrl-C while a class of the command's modules was made: Python raises it as a
    RuntimeError ("Error calling __set_name__"), which printed a traceback, exit 1."""
    from editor import cli

    def parse(argv: list[str]) -> None:
        raise RuntimeError("Error calling __set_name__") from KeyboardInterrupt()

    monkeypatch.setattr(cli, "_parse", parse)
    assert cli.main(["simulate", str(OYSTER)]) == 130
    assert capsys.readouterr().err == "m44: interrupted\n"


@pytest.mark.parametrize("jobs", [1, 2])
def test_cancel_stops_the_games_played_here_at_the_next_game(
        monkeypatch: pytest.MonkeyPatch, jobs: int) -> None:
    """The first batch (and every batch on one process) is played in the calling process,
    where a Cancel was seen only once the batch was done: 25 games of a slow AI, 7 s of
    search:16 on Mill Crossing, where the lab promises to stop within 50 ms. The games
    before the Cancel are kept, in seed order."""
    import threading

    scenario = load(ROOT / "tests/data/ai/mill-crossing.m44").scenario
    cancel = threading.Event()
    real = simulate.play_one

    def play_one(setup, ai, vs, seed):  # type: ignore[no-untyped-def]
        if seed == 2:
            cancel.set()  # as the lab's Cancel does, from another thread
        return real(setup, ai, vs, seed)

    monkeypatch.setattr(simulate, "play_one", play_one)
    r = simulate.simulate(scenario, 400, ai="greedy", jobs=jobs, cancel=cancel)
    assert r.stopped and r.games == 3 and r.seeds == (0, 2)


KEEP = ("r = sim.simulate(scenario, 400, ai='greedy', jobs=2, keep=True)\n"
        "print(r.stopped, r.games, len(r.outcomes), r.why, sep='|')")


def test_a_run_that_keeps_its_games_returns_them_when_a_worker_is_killed() -> None:
    """``keep``: a worker killed (or a game failing) stopped the balance lab's run and lost
    every game already folded, where a Cancel kept them; now they come back as a run
    stopped, saying why in plain words. Found by the labloss audit."""
    for fault, said in (
            ("os.kill(os.getpid(), signal.SIGKILL)",
             "a worker process playing Oyster Green was killed by signal 9 (SIGKILL): the "
             "system short of memory, or a kill"),
            ("raise Odd(1, 2)",
             "the game of seed 60 of Oyster Green failed on an error of the program (odd 1 2): "
             "playing that seed again meets it")):
        out = run_faulty(fault, KEEP)
        assert out.returncode == 0, out.stderr
        stopped, games, outcomes, why = out.stdout.strip().split("|")
        # the parent's first batch (seeds 0-24), and the worker's 25-49 when it came first
        assert (stopped, outcomes) == ("True", games) and int(games) in (25, 50)
        assert why == said, why


def test_failures_are_said_in_plain_words_without_class_names() -> None:
    """The balance lab said "WorkerLost: a worker process ...": every error a run can
    meet is said in words. Found by the labloss audit."""
    from editor.engine.game.actions import EndlessTurnError
    from editor.engine.game.tables import Setup

    setup = Setup(load(OYSTER).scenario)
    words = simulate.failure_words
    assert words(simulate.WorkerLost.of("Oyster Green", -9)) == (
        "a worker process playing Oyster Green was killed by signal 9 (SIGKILL): the "
        "system short of memory, or a kill")
    assert words(simulate.WorkerLost.of("Oyster Green", 3)) == (
        "a worker process playing Oyster Green ended with status 3")
    assert words(simulate.GameFailed.of(setup, 7, KeyError("b4"))) == (
        "the game of seed 7 of Oyster Green failed on an error of the program (b4): "
        "playing that seed again meets it")
    endless = EndlessTurnError("Oyster Green", 12, "", 7)
    assert words(simulate.GameFailed.of(setup, 7, endless)) == str(endless)
    assert words(MemoryError()) == "the computer ran short of memory"
    assert words(OSError(24, "Too many open files")) == (
        "the system refused: Too many open files")
    assert words(ValueError("no such hex")) == "an error of the program (no such hex)"
    assert words(RuntimeError()) == "an error of the program"
    assert words(KeyError("b4")) == "an error of the program (b4)"  # (errwords audit)
    assert words(PermissionError(13, "Permission denied", "/run/x")) == (
        "the system refused: /run/x: Permission denied")  # its file named (errwords audit)
    for e in (simulate.WorkerLost.of("Oyster Green", -9), MemoryError(), ValueError("x"),
              simulate.GameFailed.of(setup, 7, KeyError("b4"))):
        assert type(e).__name__ not in words(e) and "Error" not in words(e)


def test_a_worker_lost_is_said_on_a_system_without_sigkill(monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    """A worker seen dead (its pipe closed) whose exit was not known a second later was
    given SIGKILL's number, which Windows lacks: there the run ended on AttributeError
    ("module 'signal' has no attribute 'SIGKILL'"), not on the words of a worker lost. It
    is given the number Python gives a process killed there (SIGTERM's). Found by the
    portability audit."""
    import multiprocessing
    from multiprocessing import Pipe

    from editor.engine.game.workers import Workers

    class Ending:  # a process whose pipe closed, not yet seen to end
        pid = None
        exitcode = None

        def join(self, timeout: float | None = None) -> None:
            pass

    monkeypatch.delattr(signal, "SIGKILL")
    mine, theirs = Pipe()
    theirs.close()
    workers = Workers(multiprocessing.get_context("spawn"), 0, print)  # (none started)
    workers.processes, workers.pipes = [Ending()], [mine]
    with workers:
        with pytest.raises(simulate.WorkerLost) as lost:
            list(workers.map(abs, [1], lost=lambda code: simulate.WorkerLost.of("Oyster "
                                                                                "Green", code)))
    assert simulate.failure_words(lost.value) == (
        "a worker process playing Oyster Green was killed by signal 15 (SIGTERM)")


STOPPED = """
import multiprocessing, time
from editor.engine.game.workers import Workers

class Stop(Exception):
    pass

asked = []
def stop():
    asked.append(time.monotonic())
    return Stop() if len(asked) == 3 else None

start = time.monotonic()
with Workers(multiprocessing.get_context("fork"), 1, int) as workers:
    try:
        for _ in workers.map(time.sleep, [10, 10], lost=RuntimeError, stop=stop):
            print("answered")
    except Stop:
        print("stopped", len(asked), round(time.monotonic() - start))
print("ended", round(time.monotonic() - start))
"""


def test_a_run_waiting_for_its_workers_is_stopped_when_stop_says_so() -> None:
    """:meth:`Workers.map` asks ``stop()`` every 50 ms of waiting and raises what it
    returns (the lab's Cancel, seen while the workers play: the mut6 audit found no test
    reaching it), at once, not when the tasks end; the worker busy with its task is ended
    at once too (its lifeline closed, or SIGTERM), not killed after :data:`END_WAIT`
    seconds."""
    out = subprocess.run([sys.executable, "-c", STOPPED], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.stdout == "stopped 3 0\nended 0\n", (out.stdout, out.stderr)
