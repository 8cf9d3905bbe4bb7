"""Recovery files: unsaved work written aside every minute, offered back after a crash.

Each open document has its own pair of files in the recovery folder: ``ID.m44`` (the
scenario, written atomically by the ``.m44`` writer) and ``ID.json`` (which file it was, its
title, when, and the process that wrote it). A window removes its pair when the document is
saved, closed or replaced, so what is left at start-up was left by a process that died. The
pairs of an editor still running are not offered (its process id is alive).
"""

from __future__ import annotations

import datetime
import json
import os
import uuid
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from editor.engine.scenario import Scenario
from editor.io.m44 import atomic_write, dumps, load


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
    pid: int

    def load(self) -> Scenario:
        """The recovered scenario; raises ``M44ReadError`` when the copy is damaged."""
        return load(self.file).scenario


def default_directory() -> Path:
    """``recovery`` in the application's data folder (``~/.local/share/m44-editor/...``)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".m44-editor") / "recovery"


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process
    except OSError:
        return False
    return True


class RecoveryStore:
    """The recovery folder."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else default_directory()

    @staticmethod
    def new_id() -> str:
        return uuid.uuid4().hex

    def files(self, doc_id: str) -> tuple[Path, Path]:
        return self.directory / f"{doc_id}.m44", self.directory / f"{doc_id}.json"

    def write(self, doc_id: str, scenario: Scenario, original: Path | None, title: str) -> Path:
        """Write (or overwrite) the recovery copy of a document; raises ``OSError``."""
        self.directory.mkdir(parents=True, exist_ok=True)
        data, meta = self.files(doc_id)
        atomic_write(data, dumps(scenario).encode("utf-8"), backup=False)
        info = {"original": str(original) if original else None, "title": title,
                "saved_at": datetime.datetime.now().isoformat(timespec="seconds"),
                "pid": os.getpid()}
        atomic_write(meta, json.dumps(info).encode("utf-8"), backup=False)
        return data

    def remove(self, doc_id: str) -> None:
        for f in self.files(doc_id):
            f.unlink(missing_ok=True)

    def entries(self) -> list[RecoveryEntry]:
        """Every pair in the folder, oldest first (damaged metadata is skipped)."""
        found = []
        if not self.directory.is_dir():
            return []
        for meta in sorted(self.directory.glob("*.json")):
            data = meta.with_suffix(".m44")
            if not data.exists():
                continue
            try:
                info = json.loads(meta.read_text("utf-8"))
                found.append(RecoveryEntry(
                    id=meta.stem, file=data,
                    original=Path(info["original"]) if info.get("original") else None,
                    title=str(info.get("title") or "Untitled"),
                    saved_at=datetime.datetime.fromisoformat(info["saved_at"]),
                    pid=int(info.get("pid", 0))))
            except (OSError, ValueError, KeyError, TypeError):
                continue
        return sorted(found, key=lambda e: e.saved_at)

    def leftovers(self) -> list[RecoveryEntry]:
        """Work left by editors that are no longer running: what a start-up offers back."""
        return [e for e in self.entries() if not _alive(e.pid)]
