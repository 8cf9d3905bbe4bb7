"""The end of the desktop session: SIGTERM (a logout, a shutdown, ``kill``), SIGHUP (the
terminal the editor was started from closed) and SIGINT (Ctrl-C in that terminal) end the
editor with nobody there to answer a question. Left to Python's defaults, SIGTERM and
SIGHUP killed it at once: the balance lab's worker processes and its plot process ran on
(with the fork server they come from) after it, and the edits made since the last recovery
copy (up to a minute's) were lost; Ctrl-C printed a traceback (a ``KeyboardInterrupt`` in
whatever slot ran next) and the editor went on. An editor started in the background
(``m44-editor &``) ignores SIGINT, as the shell set it, and goes on ignoring it.

Python runs a signal's handler only between two of its own bytecodes, and none runs while
Qt's event loop waits: so the handler does nothing, and the signal's number, which Python
writes to a socket (:func:`signal.set_wakeup_fd`), wakes the event loop through a
:class:`QSocketNotifier`; :attr:`SessionEnd.ended` is then emitted on the GUI thread, as any
event's slot runs. What the editor does then is :func:`~editor.ui.startup.end_session`'s.
"""

from __future__ import annotations

import signal
import socket
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, Signal

#: The signals that end the session, those of them this system has (Windows has no SIGHUP).
SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT")
                if hasattr(signal, name))


def _noted(_signum: int, _frame: FrameType | None) -> None:
    """The handler: the number written to the wakeup socket is all that is needed."""


class SessionEnd(QObject):
    """Turns :data:`SIGNALS` into :attr:`ended` on the GUI thread (see the module
    docstring). Made on the main thread, once, by the editor's entry point."""

    #: A signal of :data:`SIGNALS` came: its number.
    ended = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)  # a burst of signals never blocks the handler's write
        signal.set_wakeup_fd(self._writer.fileno())
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)
        #: The signals handled here: :data:`SIGNALS` but those the editor was started
        #: ignoring (SIGINT, for a program started in the background by a shell).
        self.signals = tuple(n for n in SIGNALS if signal.getsignal(n) is not signal.SIG_IGN)
        for signum in self.signals:
            signal.signal(signum, _noted)

    def _woken(self) -> None:
        try:
            numbers = self._reader.recv(64)
        except OSError:  # nothing to read after all
            return
        # the socket also hears the signals Python handles itself: those are not ours
        for signum in numbers:
            if signum in self.signals:
                self.ended.emit(signum)
                return
