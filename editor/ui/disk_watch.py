"""Watching the open file for changes other programs make to it while the window is open.

A :class:`QFileSystemWatcher` on the file alone loses it when another program saves it as
this editor does, writing a new file and renaming it over the old one: the file watched is
gone, the new one is not watched. So the file's folder is watched too, and after each burst
of changes the file is watched again if it was replaced (or made again after a deletion).
The watcher does not tell what changed: :class:`FileChanges`, the window's, compares the
file's stamp with its document's (:meth:`~editor.ui.document.Document.changed_on_disk`),
which its own saves update, so its own saves and the other files of the folder are never
taken for a change; and it takes the change in: the file read again, or a question when
the window has unsaved changes, or a word when the file is gone.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication, QMessageBox

from editor.io.files import Stamp, file_stamp
from editor.io.m44 import M44ReadError

from .dialogs import BusyProgress, ask
from .document import Document

if TYPE_CHECKING:
    from .main_window import MainWindow

#: How long (milliseconds) changes must have stopped before the file is looked at: a program
#: writing a file in several steps (or a save's temporary, rename and backup) is one change.
SETTLE_MS = 400


class DiskWatch(QObject):
    """The file a window shows, and its folder, watched; :attr:`settled` is emitted once a
    burst of changes to them is over."""

    #: Something changed in the file or its folder, and has stopped changing.
    settled = Signal()

    def __init__(self, parent: QObject | None = None, settle_ms: int = SETTLE_MS) -> None:
        super().__init__(parent)
        self.path: Path | None = None
        self._watcher = QFileSystemWatcher(self)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(settle_ms)
        # each change starts the wait again: a burst is one change
        self._watcher.fileChanged.connect(lambda _path: self._timer.start())
        self._watcher.directoryChanged.connect(lambda _path: self._timer.start())
        self._timer.timeout.connect(self._settle)

    def follow(self, path: Path | None) -> None:
        """Watch ``path`` (and its folder) instead of the file watched so far; ``None``
        watches nothing (a document never saved)."""
        watched = self.watched()
        if watched:
            self._watcher.removePaths(watched)
        self._timer.stop()
        self.path = path
        self._watch()

    def watched(self) -> list[str]:
        """The files and folders watched now."""
        return self._watcher.files() + self._watcher.directories()

    def _watch(self) -> None:
        """Watch the file and its folder where not watched yet (the file replaced or made
        again is a new file to the system), through a symbolic link to the file it names."""
        if self.path is None:
            return
        files = {os.path.abspath(self.path), os.path.realpath(self.path)}
        wanted = files | {os.path.dirname(f) for f in files}
        missing = [p for p in sorted(wanted - set(self.watched())) if os.path.exists(p)]
        if missing:
            self._watcher.addPaths(missing)  # those it cannot watch stay unwatched

    def _settle(self) -> None:
        self._watch()
        self.settled.emit()


class FileChanges:
    """The changes other programs make to the file a window shows, taken in: the file is
    watched (:class:`DiskWatch`), and once a burst of changes is over it is looked at
    (:meth:`check`) when the window is active with no dialog open, and out of play mode."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        #: The file shown, watched for changes other programs make (:meth:`check`).
        self.watch = DiskWatch(window)
        self.watch.settled.connect(self.settled)
        # a change held during play mode is looked at back in editing
        window.play.toggled.connect(self._play_toggled)
        #: The stamp of the file's version last taken in or told (never told twice).
        self.seen: Stamp | None = None
        #: A change to look at once the window is active with no dialog open.
        self.pending = False
        #: The undo step the document was on, unchanged since it was saved, when its file
        #: went (marked unsaved for that alone: its file written again is reloaded as
        #: that of a document with no changes), else ``None``.
        self.gone_at: int | None = None

    def follow(self) -> None:
        """Watch the document's file (another document shown, or saved under a name)."""
        w = self.window
        self.watch.follow(w.document.path)
        self.seen = w.document.stamp
        self.pending = False
        self.gone_at = None

    def settled(self) -> None:
        """The file or its folder changed: look at it now, or once the window is active
        with no dialog open (a question never comes over a dialog, or over another
        program the user is working in), and out of play mode (:meth:`_hold_for_play`)."""
        w = self.window
        if w.play.active:
            self._hold_for_play()
            return
        if QApplication.activeModalWidget() is not None or not w.isActiveWindow():
            self.pending = True
            return
        self.pending = False
        self.check()

    def _hold_for_play(self) -> None:
        """A change to the file during play mode waits for the return to editing, said in
        the play panel: the game goes on with the scenario it began with, which the map
        shows, and the version on disk (reloaded, or asked about) replaces nothing under
        it. Reloaded there, the scenario left the game playing another than the one the
        window would show back in editing, the title lost its "Playtest", and a window with
        unsaved changes put its question over the game."""
        w = self.window
        doc = w.document
        now = file_stamp(doc.path) if doc.path is not None else None
        if doc.path is None or now in (doc.stamp, self.seen):
            return
        self.pending = True
        what = "deleted or moved away" if now is None else "changed on disk"
        w.play.hold(f"{doc.title} was {what} by another program. This game goes on with "
                    "the scenario as it was when the game began; back to editing, the "
                    "file is looked at (reloaded, or asked about if this window has "
                    "unsaved changes).")

    def _play_toggled(self, playing: bool) -> None:
        if not playing and self.pending:
            QTimer.singleShot(0, self.window, self.settled)  # once the window is laid out

    def activated(self) -> None:
        """The window's activation changed: a change held for its return is looked at."""
        if self.pending and self.window.isActiveWindow():
            QTimer.singleShot(0, self.window, self.settled)  # once the activation is over

    def check(self) -> bool:
        """Take in a change another program made to the file shown: ``True`` when the
        window shows the file as it is now.

        Its own saves (the document's stamp) and a version already told are nothing new.
        A file unchanged here is read again at once, said in the status bar (Undo brings
        back what was shown: nothing is lost, and nobody is asked about a file they were
        only looking at); one with unsaved changes asks, Reload or Keep this version (Save
        then asks before replacing the file). A file gone or unreadable is said, and the
        window keeps what it shows; a file gone leaves it the last copy, marked unsaved so
        that closing it asks. The file is read as Open reads it, on a worker thread (a
        big file shows a progress window), its repairs listed."""
        w = self.window
        doc = w.document
        now = file_stamp(doc.path) if doc.path is not None else None
        if doc.path is None or now in (doc.stamp, self.seen):
            return False
        self.seen = now
        name = doc.title
        if now is None:
            # the window holds the last copy: marked unsaved, closing it asks (it closed
            # without a word, the scenario lost)
            if not doc.is_modified:
                self.gone_at = doc.undo_stack.index()
                doc.undo_stack.resetClean()
            w.statusBar().showMessage(f"{name} is no longer on disk (deleted or moved); "
                                      "Save writes it again")
            return False
        path = doc.path
        try:  # read as Open reads it: off the GUI thread, the window kept painted
            with BusyProgress(w, f"Reloading {name}") as reading:
                w.last_progress = reading
                result, stamp = reading.run(f"Reading {name}…", lambda: Document.read(path))
        except M44ReadError as e:
            w.statusBar().showMessage(f"{name} changed on disk and cannot be read now; "
                                      f"this window keeps its version: {e}")
            return False
        changed_here = doc.is_modified and self.gone_at != doc.undo_stack.index()
        self.gone_at = None
        if changed_here and result.scenario != doc.scenario and not self._reload_asked():
            w.statusBar().showMessage(f"Kept this version of {name}; Save asks before "
                                      "replacing the file", 8000)
            return False
        if not doc.reload(result.scenario, stamp):
            w.statusBar().showMessage(f"{name} on disk is now as this window shows it",
                                      5000)
            return True
        w.statusBar().showMessage(f"Reloaded {name}, changed on disk by another program "
                                  "(Undo goes back)", 10000)
        if result.fixes:
            w.files.show_fixes(name, result.fixes, "reloading")
        return True

    def _reload_asked(self) -> bool:
        """Ask whether to reload a file changed on disk over unsaved changes; ``True`` for
        Reload, ``False`` to keep this version (Escape too)."""
        return ask(self.window, "File changed on disk", f"“{self.window.document.title}” was "
                   "changed on "
                   "disk by another program (or another window). Reload it, discarding the "
                   "unsaved changes of this window (Undo brings them back)? Or keep this "
                   "version: Save will then ask before replacing the file.",
                   [("&Keep This Version", QMessageBox.ButtonRole.RejectRole),
                    ("&Reload", QMessageBox.ButtonRole.DestructiveRole)], cancel=False) == 1
