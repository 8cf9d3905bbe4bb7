"""Where the file dialogs start: beside the open scenario's file; for a scenario not yet
saved, in the folder the last file was opened or saved in (kept in the settings across
sessions); otherwise in the home folder. Never in the process's working directory, which
is wherever the editor happened to be started from, nor in the installation's folder of a
bundled sample (``m44 samples``). And the question a save dialog could
not ask: whether to replace a file whose name it did not see (:func:`may_replace`), the
extension a name typed without one is given (:func:`with_extension`).

The window is the :class:`~editor.ui.main_window.MainWindow` or any window with a
``settings`` (``QSettings``) and a ``document`` (with a ``path``, ``None`` when unsaved);
without them a dialog starts in the home folder.
"""

from __future__ import annotations

import os
import re
import urllib.parse
from pathlib import Path, PurePath
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from editor.resources import is_packaged

#: The settings key of the last folder a file was opened or saved in.
KEY = "lastFolder"
#: The filter of the dialogs that choose scenarios.
FILE_FILTER = "Memoir '44 scenarios (*.m44);;All files (*)"


#: How a path that is not text is kept in the settings (:func:`path_setting`).
_BYTES_URL = "file://"


def path_setting(path: str | Path) -> str:
    """``path`` as the settings keep it: as it is, or, for a name whose bytes are not UTF-8
    (``os.fsdecode`` gives them as lone surrogates, which ``QSettings`` drops: the file
    "caf\\xe9.m44" was kept as "caf.m44", not found, and dropped from Open Recent), as a
    ``file://`` URL of its bytes, percent-encoded, as the desktop's list of recent files
    keeps such a name. A path kept is absolute, so never taken for a URL.

    >>> path_setting("/tmp/a.m44"), path_setting(os.fsdecode(b"/tmp/caf\\xe9.m44"))
    ('/tmp/a.m44', 'file:///tmp/caf%E9.m44')
    """
    text = str(path)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return _BYTES_URL + urllib.parse.quote_from_bytes(os.fsencode(text), safe="/")
    return text


def setting_path(value: object) -> str | None:
    """The path :func:`path_setting` kept as ``value``; ``None`` for a value that names no
    file as the editor keeps them (a settings file damaged or edited by hand: a number, a
    relative path, a NUL in a name, which made every Open fail).

    >>> setting_path("file:///tmp/caf%E9.m44") == os.fsdecode(b"/tmp/caf\\xe9.m44")
    True
    >>> setting_path("42"), setting_path(42), setting_path("/a\\0b"), setting_path("/a")
    (None, None, None, '/a')
    """
    if not isinstance(value, str):
        return None
    if value.startswith(_BYTES_URL):
        value = os.fsdecode(urllib.parse.unquote_to_bytes(value[len(_BYTES_URL):]))
    return value if "\0" not in value and os.path.isabs(value) else None


def recent_labels(paths: list[str]) -> list[str]:
    """The recent files menu's words for ``paths``: each file's name, and for names that
    more than one path shares, as many of the folders around it (the nearest last) as
    tell them apart: "a.m44 — drafts/v1" and "a.m44 — final/v1"."""
    parts = [PurePath(p).parts for p in paths]
    names = [ps[-1] if ps else p for ps, p in zip(parts, paths)]
    out = list(names)
    for name in set(names):
        group = [i for i, n in enumerate(names) if n == name]
        if len(group) < 2:
            continue
        deepest = max(len(parts[i]) - 1 for i in group)
        for k in range(1, deepest + 1):
            tails = [str(PurePath(*parts[i][-1 - k:-1])) if len(parts[i]) > 1 else ""
                     for i in group]
            if len(set(tails)) == len(group) or k == deepest:
                break
        for i, tail in zip(group, tails):
            out[i] = f"{name} — {tail}" if tail else name
    return out


def gone(path: str | Path) -> bool:
    """Whether no file is at ``path`` (any more). One that cannot be looked at, in a folder
    one may not enter, is not said gone: it is there, and its reading says why it cannot
    be read (``Path.exists`` raised for it).

    >>> gone("/no/such/file.m44"), gone("/"), gone("a\\0b"), gone("/dev/null/a.m44")
    (True, False, True, True)
    """
    try:
        os.stat(path)
    except (FileNotFoundError, NotADirectoryError, ValueError):  # (a NUL in a name: none)
        return True
    except OSError:
        return False
    return False


def start_path(window: Any, name: str = "") -> str:
    """The folder a file dialog of ``window`` starts in, with ``name`` proposed in it."""
    folder = folder_of(window, getattr(getattr(window, "document", None), "path", None))
    return str(folder / name) if name else str(folder)


def folder_of(window: Any, path: str | Path | None) -> Path:
    """The folder a file dialog of ``window`` about the scenario file ``path`` starts in:
    the file's; for a file not saved yet, or whose folder was removed since it was opened,
    the last folder used or the home folder (Qt's dialog, not finding a folder, starts in
    the working directory). A folder that cannot be entered (another user's, a share whose
    rights changed) is as one removed: ``os.path.isdir``, where ``Path.is_dir`` raised."""
    beside = Path(path).parent if path else None
    if beside is not None and os.path.isdir(beside) and not is_packaged(beside):
        return beside
    return last_folder(window) or Path.home()


def last_folder(window: Any) -> Path | None:
    """The folder of the last file opened or saved, if it is still there and is not the
    installation's (a bundled sample's)."""
    settings = getattr(window, "settings", None)
    value = settings.value(KEY, "") if settings is not None else ""
    kept = setting_path(value)
    if kept is None:
        return None
    folder = Path(kept)
    return folder if os.path.isdir(folder) and not is_packaged(folder) else None


def remember(window: Any, path: str | Path) -> None:
    """A file was opened or saved at ``path``: the next dialog of an unsaved scenario
    starts in its folder."""
    settings = getattr(window, "settings", None)
    if settings is not None and path:
        settings.setValue(KEY, path_setting(Path(path).resolve().parent))


def with_extension(parent: QWidget | None, typed: str, filters: str,
                   chosen: str = "") -> Path | None:
    """The file to write for a save dialog's answer ``typed``: itself when its name ends
    with an extension of ``filters`` (the dialog's, ``;;``-separated), else with the first
    extension of the filter ``chosen`` in the dialog (of ``filters`` when none) added:
    ``game`` under "Memoir '44 games (*.m44game *.json)" is ``game.m44game``, ``St. Vith``
    under "Memoir '44 scenarios (*.m44)" ``St. Vith.m44`` (a name with a dot was written
    as typed, without one: its ". Vith" taken for an extension), ``map.svg`` stays when
    SVG is among the filters. A filter of no extension chosen ("All files (*)") keeps the
    name as typed. ``None`` when that file exists and the user would not replace it
    (:func:`may_replace`).

    >>> scenarios = "Memoir '44 scenarios (*.m44);;All files (*)"
    >>> [with_extension(None, n, scenarios).name for n in ("star", "St. Vith", "a.M44")]
    ['star.m44', 'St. Vith.m44', 'a.M44']
    >>> with_extension(None, "notes.txt", scenarios, "All files (*)").name
    'notes.txt'
    """
    path = Path(typed)
    ours = [e.lower() for e in re.findall(r"\*(\.\w+)", filters)]
    if path.suffix.lower() in ours:
        return path
    found = re.search(r"\*(\.\w+)", chosen or filters)
    if found is None:
        return path
    target = path.with_name(path.name + found.group(1))
    return target if may_replace(parent, typed, target) else None


def ask_save_path(parent: QWidget, window: Any, title: str, name: str,
                  filters: str, folder: Path | None = None) -> Path | None:
    """Ask where to save a file named ``name`` by default, in the window's last folder (or
    in ``folder``, when it is there): the file typed, given its extension
    (:func:`with_extension`), its folder remembered for the next question; ``None`` when
    the user cancels or would not replace it."""
    start = (str(folder / name) if folder is not None and os.path.isdir(folder)
             else start_path(window, name))
    typed, chosen = QFileDialog.getSaveFileName(parent, title, start, filters)
    target = with_extension(parent, typed, filters, chosen) if typed else None
    if target is not None:
        remember(window, target)
    return target


def may_replace(parent: QWidget | None, typed: str | Path, target: Path) -> bool:
    """Whether to write ``target``, the file a save dialog answered ``typed`` for with an
    extension added (``star`` → ``star.m44``). The dialog asked about replacing ``typed``
    only: when ``target`` exists, the question is asked here (it was replaced unasked)."""
    if Path(typed) == target or not os.path.exists(target):
        return True
    box = QMessageBox(QMessageBox.Icon.Warning, "Replace the file?",
                      f"{target.name} already exists in {target.parent}.\n"
                      "Do you want to replace it?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)  # a file name is not markup
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes
