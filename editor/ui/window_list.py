"""Every open window of the editor, and the one that shows a file.

A window is kept alive by :data:`WINDOWS` until it closes (it holds no parent); Quit closes
them in turn, the end of the session ends them all (:mod:`.startup`), and a file is shown by
one window at most: Open and the start-up questions bring forward the window that shows it
(:func:`window_of`) instead of opening it twice, where each would save over the other's
edits.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

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
    except OSError:
        return False
