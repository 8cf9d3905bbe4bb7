"""Keys named in the window's texts as the system names them: tooltips, placeholders and
messages that say which key does what. The shortcuts themselves are written once, in Qt's
portable form ("Ctrl+3"), which Qt binds on macOS to the Command key; a text that wrote
"Ctrl+3" there named a key that does something else (Control), where the menus say ⌘3.

>>> keys("Ctrl+3") == QKeySequence("Ctrl+3").toString(QKeySequence.SequenceFormat.NativeText)
True
"""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

_NATIVE = QKeySequence.SequenceFormat.NativeText


def keys(sequence: str) -> str:
    """``sequence`` (Qt's portable form) as this system writes it: "Ctrl+Shift+P" on Linux
    and Windows, "⇧⌘P" on macOS."""
    return QKeySequence(sequence).toString(_NATIVE)


def modifier(name: str) -> str:
    """A modifier key alone ("Ctrl", "Alt", "Shift") as this system names it: "Ctrl" on Linux
    and Windows, "⌘" on macOS (for a drag or a click with it as for a shortcut)."""
    return keys(f"{name}+A")[:-1].rstrip("+")
