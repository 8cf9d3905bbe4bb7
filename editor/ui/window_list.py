"""Every open window of the editor, the one that shows a file, and the Window menu that
lists them.

A window is kept alive by :data:`WINDOWS` until it closes (it holds no parent); Quit closes
them in turn, the end of the session ends them all (:mod:`.startup`), and a file is shown by
one window at most: Open and the start-up questions bring forward the window that shows it
(:func:`window_of`) instead of opening it twice, where each would save over the other's
edits.
"""

from __future__ import annotations

import os
import weakref
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu

from .menus import no_menu_roles
from .text import plain, shown_name

if TYPE_CHECKING:
    from .main_window import MainWindow

#: Every open window (a window is kept alive by this list until it closes).
WINDOWS: list[MainWindow] = []


def window_of(path: Path | None) -> MainWindow | None:
    """The window showing the file ``path``, if one does: Open brings it forward, and
    recovered work goes there."""
    if path is None:
        return None
    for w in WINDOWS:
        p = w.document.path
        if p is not None and (p == path or same_file(p, path)):
            return w
    return None


def same_file(a: Path, b: Path) -> bool:
    """Whether ``a`` and ``b`` name one file (through a link, another spelling)."""
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):  # (ValueError: a NUL in a name, of no file)
        return False


def bring_forward(w: MainWindow) -> None:
    """``w`` shown (not minimized), raised and given the keys."""
    w.setWindowState(w.windowState() & ~Qt.WindowState.WindowMinimized)
    w.raise_()
    w.activateWindow()


def fill_window_menu(window: MainWindow, menu: QMenu) -> None:
    """The Window menu of ``window`` as it opens: every open window, numbered, by its
    file's name ("*" when it has unsaved changes; its path in the tips), ``window`` ticked;
    one chosen is brought forward."""
    menu.clear()
    # the last opening's group goes with its entries (they were kept, one an opening)
    for old in menu.findChildren(QActionGroup):
        old.deleteLater()
    group = QActionGroup(menu)
    for i, w in enumerate(WINDOWS, 1):
        doc = w.document
        name = shown_name(doc.title).replace("&", "&&")  # a letter, not the mnemonic
        key = f"&{i} " if i < 10 else ""
        a = menu.addAction(f"{key}{name}{' *' if doc.is_modified else ''}")
        a.setCheckable(True)
        a.setChecked(w is window)
        group.addAction(a)
        where = shown_name(str(doc.path)) if doc.path else "not saved yet"
        a.setStatusTip(where)
        a.setToolTip(plain(where))
        # (a weak reference: the menu keeps no closed window alive until it opens again)
        a.triggered.connect(lambda _c=False, ref=weakref.ref(w): _forward(ref()))
    no_menu_roles(menu)  # (a window named "About Kursk" is no About item on macOS)


def _forward(w: MainWindow | None) -> None:
    if w is not None and w in WINDOWS:
        bring_forward(w)
