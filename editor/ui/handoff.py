"""Handing the results of worker threads to the GUI thread, with no Qt call on the worker.

The editor runs its slow work on Python threads: the live checks, the exports, the AI's
decision in play mode and the balance lab's games. Their results must reach the widgets,
which live on the GUI thread. A Qt signal emitted from a Python thread would be queued to
the receiver's thread, but it makes Qt adopt the worker thread and touch the receiver from
it; a result arriving while the application leaves its event loop then raced Qt's teardown
and crashed the editor at quit (a segmentation fault in about one run of thirty on a loaded
machine, always inside such an ``emit``).

So a worker here never calls Qt. It puts its result in a thread-safe queue
(:meth:`Handoff.post`); a timer of the GUI thread, running only while some work is out,
empties the queue and makes the calls there. A result that comes after its receiver was
deleted (the window closed) stays in the queue and is dropped with it.

The GUI thread announces each piece of work before it starts (:meth:`Handoff.expect`, or
:meth:`Handoff.when_done` for a future), and the work's last post says it is the last
(``last=True``); the timer stops once nothing is out.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from queue import Empty, SimpleQueue
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer

#: How often the GUI thread looks for results while work is out (milliseconds): short
#: enough to add no visible delay, long enough to cost nothing (an empty look is a few µs).
POLL_MS = 4


class Handoff(QObject):
    """A queue of calls to make on the GUI thread, filled by worker threads."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._calls: SimpleQueue[tuple[Callable[..., object], tuple[Any, ...], bool]] = \
            SimpleQueue()
        #: Pieces of work announced whose last post has not been handed over yet.
        self.outstanding = 0
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self.deliver)

    def expect(self) -> None:
        """GUI thread: a piece of work starts; its last :meth:`post` says ``last=True``."""
        self.outstanding += 1
        if not self._timer.isActive():
            self._timer.start()

    def post(self, callback: Callable[..., object], *args: Any, last: bool = False) -> None:
        """Any thread: call ``callback(*args)`` on the GUI thread soon (calls keep their
        order). ``last``: the work that announced itself has nothing more to hand over."""
        self._calls.put((callback, args, last))

    def when_done(self, future: Future[Any], callback: Callable[[Future[Any]], object]
                  ) -> None:
        """GUI thread: call ``callback(future)`` on the GUI thread once ``future`` is done
        (also when it failed: the callback asks the future)."""
        self.expect()
        future.add_done_callback(lambda f: self.post(callback, f, last=True))

    def deliver(self) -> None:
        """GUI thread: make the calls handed over so far (the timer does it; tests and a
        closing window may too)."""
        while True:
            try:
                callback, args, last = self._calls.get_nowait()
            except Empty:
                break
            if last:
                self.outstanding = max(0, self.outstanding - 1)
            callback(*args)
        if self.outstanding == 0:
            self._timer.stop()
