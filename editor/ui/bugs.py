"""An error of the program met in the editor's event loop (a bug in a slot or an event
handler), said to the user. Qt's bindings print such an error to standard error and go on,
so an editor started from the desktop's menus said nothing: a command did half its work,
or none, without a word. :func:`install` makes :class:`BugReporter` Python's
``sys.excepthook`` for the editor's life (``m44-editor``; tests keep pytest-qt's): the error
is still printed to standard error (where there is one: none under pythonw, as
``m44-editor`` runs on Windows), every window's unsaved work and game in play are
written to the recovery folder at once, and a message box (plain text) says it in words,
with where to report it and the traceback among its details. One box at a time, and one a
bug: an error met while one is shown (or while the work is written aside), or met again at
the same place, is printed only.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from editor.engine.words import error_words

from .window_list import WINDOWS

#: What a bug report should hold, after where it goes (:func:`editor.cli.where_to_report`).
REPORT_WITH = "with the details below and, if you can, the scenario you were editing"

#: Shows a bug said in words: ``(parent, text, details)``.
Show = Callable[[QWidget | None, str, str], None]


def _box(parent: QWidget | None, text: str, details: str) -> None:
    box = QMessageBox(QMessageBox.Icon.Critical, "Something went wrong", text,
                      QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setDetailedText(details)  # (plain text, as Qt shows details)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.exec()


def bug_words(e: BaseException, kept: int) -> str:
    """What the box says of ``e``, ``kept`` documents or games written aside.

    >>> print(bug_words(KeyError("grid"), 1))  # doctest: +ELLIPSIS
    The editor met an error of its own (grid): the command you gave may not have been done \
in full. Your unsaved work was written to the recovery folder; saving it under a new name \
is safest. This is a bug: please report it ...
    """
    kept_words = ("Your unsaved work was written to the recovery folder; saving it under a "
                  "new name is safest. ") if kept else ""
    from editor.cli import where_to_report

    return (f"The editor met an error of its own ({error_words(e)}): the command you gave "
            f"may not have been done in full. {kept_words}This is a bug: "
            f"{where_to_report(REPORT_WITH)}.")


class BugReporter:
    """``sys.excepthook`` for the editor (:func:`install`): print, keep the work, say it."""

    def __init__(self, show: Show = _box) -> None:
        self.show = show
        #: Errors said in a box, and errors met while one was being said (printed only).
        self.said = 0
        self.unsaid = 0
        self._busy = False
        #: The tracebacks said already: a bug met again (a timer's slot, every 50 ms) is
        #: printed only, not a box after every box.
        self._seen: set[str] = set()

    def __call__(self, kind: type[BaseException], value: BaseException,
                 tb: TracebackType | None) -> None:
        if not isinstance(value, Exception):  # KeyboardInterrupt, SystemExit: Python's own
            sys.__excepthook__(kind, value, tb)  # (which prints it: once)
            return
        details = "".join(traceback.format_exception(kind, value, tb))
        if sys.stderr is not None:  # (None under pythonw: m44-editor on Windows)
            sys.stderr.write(details)
        if self._busy or details in self._seen:  # one box at a time; a bug once
            self.unsaid += 1
            return
        self._seen.add(details)
        self._busy = True
        try:
            kept = self._keep_work()
            parent = next(iter(WINDOWS), None)
            self.show(parent, bug_words(value, kept), details)
            self.said += 1
        finally:
            self._busy = False

    @staticmethod
    def _keep_work() -> int:
        """Write every window's unsaved work and game in play to the recovery folder; how
        many of them stand there now (one that could not be written is not counted: its
        window's status bar says why, and its timer tries again)."""
        kept = 0
        for w in list(WINDOWS):
            try:
                w.keep_aside()
                kept += (w.document.is_modified and w.recovery.files(w.doc_id)[0].exists()) \
                    + w.play.game_kept_aside
            except Exception:  # noqa: BLE001 - the error being said matters more
                continue
        return kept


def install(reporter: BugReporter | None = None) -> Callable[[], None]:
    """Make ``reporter`` (a new :class:`BugReporter`) ``sys.excepthook``; returns what puts
    the previous hook back."""
    previous = sys.excepthook
    sys.excepthook = reporter or BugReporter()

    def restore() -> None:
        sys.excepthook = previous

    return restore


__all__ = ["BugReporter", "bug_words", "install"]
