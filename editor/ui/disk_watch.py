"""Watching the open file for changes other programs make to it while the window is open.

A :class:`QFileSystemWatcher` on the file alone loses it when another program saves it as
this editor does, writing a new file and renaming it over the old one: the file watched is
gone, the new one is not watched. So the file's folder is watched too, and after each burst
of changes the file is watched again if it was replaced (or made again after a deletion).
What changed is not told here: the window compares the file's stamp with its document's
(:meth:`~editor.ui.document.Document.changed_on_disk`), which its own saves update, so its
own saves and the other files of the folder are never taken for a change.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

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
