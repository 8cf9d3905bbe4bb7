"""The balance lab's plots, drawn in a process of their own and shown as pictures.

A figure of six matplotlib plots costs a few hundred milliseconds to lay out and draw; on
the GUI thread that would freeze the window each time a run ends, a run is picked or the
dock is resized. A thread is no way out: matplotlib is not thread-safe (its font and text
caches are shared), and drawing the results with Agg on a worker thread crashed the editor's
tests now and then. So :class:`PlotProcess` keeps one process (started
with the dock, matplotlib imported in it at once) that draws by name — a plot of
:data:`editor.plots.PLOTS` and its arguments — to RGBA pixels at the size of the view, or
to a PNG/SVG file. The GUI thread only sends the request and, when the answer comes back
(through a :class:`~.handoff.Handoff`), turns the pixels into a pixmap (a millisecond or
two).

:class:`PlotView` is the widget: it shows the last picture drawn for it (scaled while a
new size is being drawn), asks again when it is resized (after a short pause, the last
size only) or moved to a screen of another scale, and drops any answer older than the
last request.
"""

from __future__ import annotations

import concurrent.futures
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from functools import partial
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontInfo, QImage, QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from editor import plots
from editor.engine.game.simulate import process_context
from editor.engine.words import error_words

from .handoff import Handoff

#: Pause after the last resize before the plot is drawn again at the new size (ms).
RESIZE_PAUSE = 150

#: The pixel height of a usual desktop font (10 points at 96 dpi), at which a plot's type
#: is matplotlib's usual size; a bigger font (a low-vision user's) makes it as much bigger.
USUAL_FONT_PIXELS = 13


def text_scale(font: QFont) -> float:
    """How many times matplotlib's usual type a plot shown in a widget of ``font`` is
    drawn with: the font's share of :data:`USUAL_FONT_PIXELS`, never below 1 (a small
    desktop font leaves the plots as they are)."""
    return max(1.0, QFontInfo(font).pixelSize() / USUAL_FONT_PIXELS)


class PlotProcess(QObject):
    """One process drawing the plots (see the module docstring). Answers arrive on the GUI
    thread through :attr:`done`: ``(token, Rendered or None, error text)``."""

    done = Signal(int, object, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool: concurrent.futures.ProcessPoolExecutor | None = self._start()
        self._tokens = 0
        self._handoff = Handoff(self)

    @staticmethod
    def _start() -> concurrent.futures.ProcessPoolExecutor:
        pool = concurrent.futures.ProcessPoolExecutor(1, mp_context=process_context())
        pool.submit(plots.warm)  # the process started now, matplotlib loaded in it
        return pool

    def _submit(self, fn: Callable[..., Any], *args: Any, named: str | None = None) -> int:
        self._tokens += 1
        token = self._tokens
        if self._pool is None:
            # answered from the event loop, once the caller holds the token
            QTimer.singleShot(0, self, lambda: self.done.emit(
                token, None, "the plots are no longer drawn (the window closed)"))
            return token
        try:
            future = self._pool.submit(fn, *args)
        except BrokenProcessPool:
            # the process died (killed, out of memory): a new one draws from now on
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = self._start()
            future = self._pool.submit(fn, *args)
        self._handoff.when_done(future, partial(self._answer, token, named))
        return token

    def _answer(self, token: int, named: str | None,
                future: concurrent.futures.Future[Any]) -> None:
        # On the GUI thread (the pool's thread hands the future over, never calling Qt).
        # In words (never the error's class), the file saved named by the caller's words.
        if future.cancelled():
            return
        e = future.exception()
        if e is None:
            self.done.emit(token, future.result(), "")
        elif isinstance(e, BrokenProcessPool):
            self.done.emit(token, None, "the plot process ended unexpectedly (a new one "
                                        "draws the next plot)")
        else:
            self.done.emit(token, None, error_words(e, named=named))

    def render(self, kind: str, args: tuple[Any, ...], size: QSize, dpi: float,
               text_scale: float = 1.0) -> int:
        """Ask for plot ``kind`` drawn at ``size`` pixels, its type ``text_scale`` times the
        usual size; the answer's token."""
        return self._submit(plots.render, kind, args, size.width(), size.height(), dpi,
                            text_scale)

    def save(self, kind: str, args: tuple[Any, ...], path: str) -> int:
        """Ask for plot ``kind`` written to ``path`` (PNG or SVG); the answer's token."""
        return self._submit(plots.save_plot, kind, args, path, named=path)

    def shutdown(self) -> None:
        """Stop the process: what is waiting is dropped, what is being drawn is finished."""
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)


class PlotView(QWidget):
    """A plot drawn by a :class:`PlotProcess`, shown as a picture (see the module
    docstring). :attr:`titles` names the axes of the picture shown."""

    #: A new picture is shown (tests wait on it).
    shown = Signal()

    def __init__(self, process: PlotProcess, least: int = 260,
                 parent: QWidget | None = None, empty: str = "") -> None:
        super().__init__(parent)
        self.process = process
        #: What the view says before it is given a plot (what fills it).
        self.empty = empty
        self.setMinimumHeight(least)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.kind = ""
        self.args: tuple[Any, ...] = ()
        self.titles: tuple[str, ...] = ()
        self.error = ""
        self._pixmap: QPixmap | None = None
        self._token = -1
        self._drawn: QSize | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(RESIZE_PAUSE)
        self._timer.timeout.connect(self._request)
        # queued, even from this thread: an answer comes after its request has returned
        process.done.connect(self._answered, Qt.ConnectionType.QueuedConnection)

    @property
    def pending(self) -> bool:
        """A picture was asked for and has not come back yet."""
        return self._token >= 0

    def show_plot(self, kind: str, *args: Any) -> None:
        """Draw plot ``kind`` of :data:`editor.plots.PLOTS` with ``args`` (in the plot
        process; the picture replaces the one shown when it comes)."""
        self.kind, self.args = kind, args
        self._request()

    def clear(self) -> None:
        """Show no plot (the view's :attr:`empty` words); a picture on its way is
        dropped."""
        self.kind, self.args, self.titles, self.error = "", (), (), ""
        self._pixmap = None
        self._token = -1
        self._timer.stop()
        self.update()

    def _target(self) -> QSize:
        ratio = self.devicePixelRatioF()
        return QSize(max(200, round(self.width() * ratio)), max(160, round(self.height() * ratio)))

    def _request(self) -> None:
        if not self.kind:
            return
        size = self._target()
        self._drawn = size
        self._token = self.process.render(self.kind, self.args, size,
                                          100.0 * self.devicePixelRatioF(),
                                          text_scale(self.font()))

    def _answered(self, token: int, rendered: Any, error: str) -> None:
        if token != self._token:
            return  # an older picture, or another view's
        self._token = -1
        if rendered is None:
            self.error = error
            self.shown.emit()
            return
        self.error = ""
        image = QImage(rendered.rgba, rendered.width, rendered.height,
                       4 * rendered.width, QImage.Format.Format_RGBA8888).copy()
        image.setDevicePixelRatio(self.devicePixelRatioF())
        self._pixmap = QPixmap.fromImage(image)
        self.titles = rendered.titles
        self.update()
        self.shown.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self.kind and self._target() != self._drawn:
            self._timer.start()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self.kind:
            self._request()  # the type follows the font

    def event(self, event: QEvent) -> bool:
        # moved to a screen of another scale: drawn again for its pixels (the picture of
        # the other screen, blown up or shrunk, is shown until then)
        if (event.type() == QEvent.Type.DevicePixelRatioChange and self.kind
                and self._target() != self._drawn):
            self._request()
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        p.fillRect(self.rect(), Qt.GlobalColor.white)
        if self._pixmap is not None:
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            p.drawPixmap(self.rect(), self._pixmap)
        elif self.kind or self.empty:
            p.setPen(Qt.GlobalColor.darkGray)  # on the white ground, whatever the theme
            p.drawText(QRect(self.rect()).adjusted(12, 12, -12, -12),
                       Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                       (self.error or "Drawing the plots…") if self.kind else self.empty)
        p.end()
