"""Worker threads hand their results to the GUI thread through a queue the GUI thread empties;
they never call Qt (a signal emitted from a worker raced Qt's teardown at quit and crashed
the editor now and then)."""

from __future__ import annotations

import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor

import shiboken6
from PySide6.QtCore import QObject

from editor.io.m44 import load
from editor.ui import findings as findings_module
from editor.ui.document import Document
from editor.ui.findings import FindingsDock
from editor.ui.handoff import Handoff

from ..conftest import SCENARIOS


def test_calls_posted_by_a_worker_are_made_on_the_gui_thread_in_order(qtbot) -> None:
    handoff = Handoff()
    made: list[tuple[int, threading.Thread]] = []
    handoff.expect()

    def work() -> None:
        for i in range(5):
            handoff.post(lambda i=i: made.append((i, threading.current_thread())))
        handoff.post(lambda: made.append((5, threading.current_thread())), last=True)

    worker = threading.Thread(target=work)
    worker.start()
    worker.join()
    assert made == []  # nothing is called on the worker, nor before the GUI thread looks
    qtbot.waitUntil(lambda: len(made) == 6, timeout=5_000)
    assert [i for i, _ in made] == list(range(6))
    assert {t for _, t in made} == {threading.main_thread()}
    assert handoff.outstanding == 0 and not handoff._timer.isActive()


def test_the_timer_runs_only_while_work_is_out(qtbot) -> None:
    handoff = Handoff()
    assert not handoff._timer.isActive()
    handoff.expect()
    handoff.expect()
    assert handoff._timer.isActive()
    handoff.post(lambda: None, last=True)
    handoff.deliver()
    assert handoff.outstanding == 1 and handoff._timer.isActive()  # one piece still out
    handoff.post(lambda: None, last=True)
    handoff.deliver()
    assert handoff.outstanding == 0 and not handoff._timer.isActive()


def test_a_future_is_handed_over_done_or_failed(qtbot) -> None:
    handoff = Handoff()
    seen: list[Future[int]] = []
    with ThreadPoolExecutor(1) as pool:
        handoff.when_done(pool.submit(lambda: 6 * 7), seen.append)
        handoff.when_done(pool.submit(lambda: 1 // 0), seen.append)
        qtbot.waitUntil(lambda: len(seen) == 2, timeout=5_000)
    assert seen[0].result() == 42
    assert isinstance(seen[1].exception(), ZeroDivisionError)


def test_a_result_for_a_deleted_receiver_is_dropped(qtbot) -> None:
    owner = QObject()
    handoff = Handoff(owner)
    made: list[int] = []
    handoff.expect()
    shiboken6.delete(owner)  # the window closed while the worker worked
    worker = threading.Thread(target=lambda: handoff.post(made.append, 1, last=True))
    worker.start()
    worker.join()
    qtbot.wait(50)
    assert made == []


def test_a_check_still_running_when_the_findings_panel_closes_is_dropped(
        qtbot, monkeypatch) -> None:
    release = threading.Event()
    started = threading.Event()
    real = findings_module._run_checks
    ended: list[threading.Thread] = []

    def slow(snapshot, target=None):  # type: ignore[no-untyped-def]
        started.set()
        release.wait(10)
        try:
            return real(snapshot, target)
        finally:
            ended.append(threading.current_thread())

    monkeypatch.setattr(findings_module, "_run_checks", slow)
    doc = Document(load(SCENARIOS[0]).scenario)
    dock = FindingsDock(doc)
    shown: list[tuple[int, int, int]] = []
    dock.countsChanged.connect(lambda *c: shown.append(c))
    dock._start_check()  # as the pause after opening does
    assert started.wait(10)
    shiboken6.delete(dock)
    release.set()
    deadline = time.monotonic() + 10
    while not ended and time.monotonic() < deadline:
        time.sleep(0.01)
    assert ended and ended[0] is not threading.main_thread()
    qtbot.wait(50)  # the GUI thread runs its events: nothing is left to call
    assert shown == []
