"""Recovery files: unsaved work written aside every minute, offered back after a crash;
and the game in progress that no saved game holds, written aside every minute too and when
the session ends the editor (``ID.m44game``), offered back at the next start.

Each open document has its own files in the recovery folder: ``ID.m44`` (the scenario,
written atomically by the ``.m44`` writer), ``ID.json`` (which file it was, its title, when)
and ``ID.lock``, a ``QLockFile`` the writing process holds. A window removes its files when
the document is saved, closed or replaced, so what is left at start-up was left by a process
that died. The pairs of an editor still running are not offered: its lock is held.

Liveness is the lock's, not a process id's: in a PID namespace (containers, Flatpak) the
recorded id of a dead editor (often 1) belongs to a live process, and the work would never
be offered. The lock is an OS lock that dies with its process, so it is told stale at once
(a stale time of 1 ms makes Qt ask the OS lock rather than trust the recorded id).
"""

from __future__ import annotations

import datetime
import errno
import json
import os
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile, QStandardPaths

from editor.engine.scenario import Scenario
from editor.io.files import Stamp, atomic_write, clean_stale_temporaries_in, read_file
from editor.io.m44 import encode, load

#: The suffix of a game in progress kept in the recovery folder (:meth:`RecoveryStore.
#: write_game`): a saved game's, so that File → Open Saved Game opens it too.
GAME_SUFFIX = ".m44game"

#: The most a recovery copy holds, and is read of: more than a scenario file may (the
#: reader's 5 MB, :data:`~editor.io.m44.MAX_FILE_SIZE`), since a document grown past that
#: (long texts pasted in) is work to keep, though Save refuses it; no copy is written over
#: this limit (the autosave says so, the previous copy kept), so every copy reads back.
RECOVERY_LIMIT = 64 * 1024 * 1024


@dataclass(frozen=True)
class RecoveryEntry:
    """Unsaved work found in the recovery folder."""

    id: str
    #: The recovery copy of the scenario.
    file: Path
    #: The file the work belongs to (``None``: never saved).
    original: Path | None
    title: str
    saved_at: datetime.datetime
    #: The process that wrote it (information only: liveness is the lock's).
    pid: int
    #: The file's name as an older editor recorded it, relative to a folder it did not
    #: record (a file opened as ``m44-editor x.m44``); ``original`` is then ``None``: the
    #: work is recovered as never saved, since taken from the folder the editor starts in,
    #: it was tied to another file of that name, which Save replaced.
    unplaced: str | None = None
    #: The stamp of ``original`` as the work's window knew it (read or saved there): the
    #: file's stamp now tells whether another program changed it since (``None``: not
    #: recorded, by an older editor, or no file).
    stamp: Stamp | None = None

    def load(self) -> Scenario:
        """The recovered scenario; raises ``M44ReadError`` when the copy is damaged."""
        return load(self.file, limit=RECOVERY_LIMIT).scenario


def default_directory() -> Path:
    """``recovery`` in the application's data folder (``~/.local/share/m44-editor/...``)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".m44-editor") / "recovery"


#: Milliseconds after which Qt looks at a lock held by someone else: at once, so that the
#: OS lock (held while the writing process lives) decides, never the recorded process id.
_STALE_MS = 1


def _lock_file(path: Path) -> QLockFile:
    lock = QLockFile(str(path))
    lock.setStaleLockTime(_STALE_MS)
    return lock


class RecoveryStore:
    """The recovery folder."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else default_directory()
        #: The locks this process holds: its own documents' and the leftovers it adopted.
        self._locks: dict[str, QLockFile] = {}
        #: Those of the locks that were leftovers' (offered, not yet recovered or discarded).
        self._adopted: set[str] = set()

    @staticmethod
    def new_id() -> str:
        return uuid.uuid4().hex

    def files(self, doc_id: str) -> tuple[Path, Path]:
        return self.directory / f"{doc_id}.m44", self.directory / f"{doc_id}.json"

    def lock_path(self, doc_id: str) -> Path:
        return self.directory / f"{doc_id}.lock"

    def _hold(self, doc_id: str) -> bool:
        """Take (or keep) the lock of ``doc_id``; ``False`` when a live process holds it or
        its file cannot be made (:meth:`_take` says which)."""
        try:
            self._take(doc_id)
        except OSError:
            return False
        return True

    def _take(self, doc_id: str) -> None:
        """Take (or keep) the lock of ``doc_id``; raises ``OSError`` naming the lock file,
        saying whether a live process holds it or its file cannot be made (Qt tells a
        full disk only as an unknown error)."""
        if doc_id in self._locks:
            return
        path = self.lock_path(doc_id)
        lock = _lock_file(path)
        if not lock.tryLock(0):
            if lock.error() == QLockFile.LockError.LockFailedError:
                raise OSError(errno.EBUSY, "held by another editor running", str(path))
            raise OSError(errno.EIO, "the lock cannot be made (the disk full, or the folder "
                          "not writable)", str(path))
        self._locks[doc_id] = lock

    def write(self, doc_id: str, scenario: Scenario, original: Path | None, title: str, *,
              stamp: Stamp | None = None) -> Path:
        """Write (or overwrite) the recovery copy of a document; raises ``OSError``. Text
        UTF-8 cannot encode is written as U+FFFD: a recovery copy must never fail on it.
        The file is recorded by its whole path: an editor started after a crash in another
        folder would take a relative name (a file opened as ``m44-editor x.m44``) for
        another file. Work over :data:`RECOVERY_LIMIT` raises ``OSError`` (``EFBIG``): its
        copy could not be read back. ``stamp``: the file's as the window read or saved it
        (:attr:`RecoveryEntry.stamp`)."""
        data, meta = self.files(doc_id)
        encoded = encode(scenario, repair=True)
        if len(encoded) > RECOVERY_LIMIT:
            raise OSError(errno.EFBIG, f"the unsaved work is {len(encoded):,} bytes, over the "
                          f"{RECOVERY_LIMIT // (1024 * 1024)} MB a recovery copy may hold",
                          str(data))
        self.directory.mkdir(parents=True, exist_ok=True)
        self._take(doc_id)
        atomic_write(data, encoded, backup=False)
        info = {"original": os.path.abspath(original) if original else None, "title": title,
                "saved_at": datetime.datetime.now().isoformat(timespec="seconds"),
                "pid": os.getpid(), "stamp": list(stamp) if stamp is not None else None}
        atomic_write(meta, json.dumps(info).encode("utf-8"), backup=False)
        return data

    def remove(self, doc_id: str) -> None:
        """Delete a document's recovery copy (saved, closed, discarded). One that cannot be
        deleted (a folder gone read-only, or not a folder) is offered at the next start:
        never a reason for a save or a close to fail."""
        for f in self.files(doc_id):
            try:
                f.unlink(missing_ok=True)
            except OSError:
                pass
        self.release(doc_id)

    def release(self, doc_id: str) -> None:
        """Let go of a leftover offered but neither recovered nor discarded."""
        self._adopted.discard(doc_id)
        lock = self._locks.pop(doc_id, None)
        if lock is not None:
            lock.unlock()  # removes the lock file

    def write_game(self, save: Callable[[Path], None], game_id: str | None = None) -> Path:
        """Keep a game that no saved game holds: ``save`` writes its log to the path given,
        a file of its own (``ID.m44game``: a game is no document's copy, and outlives the
        window's), offered at the next start (:meth:`leftover_games`) once no editor
        running holds its lock. ``game_id``: the game's file, written again, whose lock
        this editor takes and holds (the autosave of a game in play: :meth:`PlayMode.
        autosave_game`); ``None``: a new file (of an editor ending). Returns the path;
        raises ``OSError``."""
        game_id = game_id or self.new_id()
        path = self.directory / f"{game_id}{GAME_SUFFIX}"
        self.directory.mkdir(parents=True, exist_ok=True)
        self._take(game_id)
        save(path)
        return path

    def leftover_games(self) -> list[Path]:
        """The games in progress kept by editors that are no longer running (:meth:`write_game`),
        oldest first; each one's lock is taken (adopted) as :meth:`leftovers` takes a
        scenario's, so that no other editor starting meanwhile offers it too;
        :meth:`remove_game` or :meth:`release` (of its stem) lets it go."""
        if not os.path.isdir(self.directory):  # (is_dir raised where it cannot be entered)
            return []
        found = []
        for path in self.directory.glob(f"*{GAME_SUFFIX}"):
            try:
                written = path.stat().st_mtime
            except OSError:  # removed meanwhile (by an editor starting beside this one)
                continue
            game_id = path.stem
            if game_id in self._adopted or (game_id not in self._locks and self._hold(game_id)):
                self._adopted.add(game_id)
                found.append((written, path))
        return [path for _written, path in sorted(found)]

    def remove_game(self, path: Path) -> None:
        """Delete a kept game (played on, or discarded); one that cannot be deleted is
        offered again at the next start, as :meth:`remove` leaves a scenario's copy."""
        try:
            path.unlink(missing_ok=True)
        except OSError:
            pass
        self.release(path.stem)

    def entries(self) -> list[RecoveryEntry]:
        """Every recovery copy in the folder, oldest first. A copy whose metadata is
        damaged, of another version's shape, or missing (its writer killed between the two
        files) is listed all the same, as a scenario never saved of the copy's time: the
        copy is the work (such metadata once raised at start-up, and nothing was offered)."""
        if not os.path.isdir(self.directory):  # (is_dir raised where it cannot be entered)
            return []
        found = []
        for data in sorted(self.directory.glob("*.m44")):
            try:
                written = datetime.datetime.fromtimestamp(data.stat().st_mtime)
            except OSError:  # removed meanwhile (by an editor starting beside this one)
                continue
            info = _metadata(data.with_suffix(".json"))
            original = info.get("original")
            if not (isinstance(original, str) and original and "\0" not in original):
                original = None
            title = info.get("title")
            pid = info.get("pid")
            placed = original is not None and os.path.isabs(original)
            found.append(RecoveryEntry(
                id=data.stem, file=data,
                original=Path(original) if original is not None and placed else None,
                title=title if isinstance(title, str) and title else "Untitled",
                saved_at=_local_time(info.get("saved_at")) or written,
                pid=pid if isinstance(pid, int) else 0,
                unplaced=None if placed else original, stamp=_stamp(info.get("stamp"))))
        return sorted(found, key=lambda e: e.saved_at)

    def leftovers(self) -> list[RecoveryEntry]:
        """Work left by editors that are no longer running: what a start-up offers back.
        Each one's lock is taken (adopted), so that no other editor starting at the same
        time offers it too; :meth:`remove` or :meth:`release` lets it go. The temporaries
        of recovery copies killed while being written are removed."""
        clean_stale_temporaries_in(self.directory)
        found = []
        for e in self.entries():
            if e.id in self._adopted or (e.id not in self._locks and self._hold(e.id)):
                self._adopted.add(e.id)
                found.append(e)
        return found


def _stamp(value: object) -> Stamp | None:
    """A file's stamp as the metadata keeps it (a size and a time in nanoseconds), or
    ``None`` for anything else.

    >>> _stamp([120, 1700000000000000000]), _stamp([1.5, 2]), _stamp(None)
    ((120, 1700000000000000000), None, None)
    >>> _stamp([120, 17, 5]), _stamp([True, 17])
    (None, None)
    """
    if isinstance(value, list) and len(value) == 2 \
            and all(type(x) is int for x in value):
        return value[0], value[1]
    return None


#: The most a recovery copy's metadata (a few names and a time) is read of.
_METADATA_LIMIT = 1 << 16


def _metadata(meta: Path) -> dict[str, object]:
    """The object a recovery copy's metadata file holds, or ``{}`` when it is missing,
    unreadable, or not a JSON object."""
    try:
        info = json.loads(read_file(meta, _METADATA_LIMIT))
    except (OSError, ValueError, RecursionError):
        return {}
    return info if isinstance(info, dict) else {}


def _local_time(text: object) -> datetime.datetime | None:
    """A time written as ISO 8601, as a local time without an offset (the form this
    version writes, which the others are sorted with), or ``None``."""
    if not isinstance(text, str):
        return None
    try:
        when = datetime.datetime.fromisoformat(text)
    except ValueError:
        return None
    return when.astimezone().replace(tzinfo=None) if when.tzinfo is not None else when
