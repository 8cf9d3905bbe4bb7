"""The Help menu: the user guide (:mod:`.guide_window`), the keyboard shortcuts of every
command (and of play mode, which no menu shows), About, and the editor added to the
desktop's menus or taken away from them (what ``m44 desktop`` does, for the user)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox

from editor import __version__, desktop

from .dialogs import ShortcutsDialog
from .menus import menu_actions
from .play.mode import REPLAY_KEYS
from .startup import APP_NAME
from .text import plain

if TYPE_CHECKING:
    from .main_window import MainWindow


def show_guide(window: MainWindow) -> None:
    """Help → User Guide: the guide's window (one for every editor window), its size kept
    in the editor's settings."""
    from .guide_window import show_guide as show

    show(window.settings)


def show_shortcuts(window: MainWindow) -> None:
    """Help → Keyboard Shortcuts: every command of the menus that has keys, with them, and
    the keys of play mode that no menu shows."""
    listed = []
    for menu in window.menus:
        for a in menu_actions(menu):
            listed.append((menu.title().replace("&", ""), a))
    ShortcutsDialog(listed, window, play_keys(window)).exec()


def play_keys(window: MainWindow) -> list[tuple[str, str, str]]:
    """The keys of play mode that no menu shows while editing: the edits' undo and redo
    keys pass to the game's decisions there (:class:`PlayMode`), Escape lets the chosen
    unit go, the arrows move a handle of the play panel, and the replay's keys are its
    window's own."""
    def keys(action: QAction) -> str:
        return ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText)
                         for k in action.shortcuts())

    native = [QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText)
              for k in REPLAY_KEYS]
    rows = [("Undo Decision", keys(window.act["undo"]) or keys(window.act["play_undo"])),
            ("Redo Decision", keys(window.act["redo"]) or keys(window.act["play_redo"])),
            ("Let the chosen unit go", "Esc"),
            # (keys of their own: Tab reaches the handle, as the panel's lists)
            ("Move the play panel's handle between two panes (Tab to it)",
             ", ".join(QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText)
                       for k in ("Up", "Down", "PgUp", "PgDown"))),
            ("Replay: start, back, forward, end",
             ", ".join(native))]
    return [("Play mode", what, k) for what, k in rows]


def about(window: MainWindow) -> None:
    """Help → About m44 editor."""
    QMessageBox.about(
        window, f"About {APP_NAME}",
        f"<h3>m44 editor {__version__}</h3>"
        "<p>Design, convert, check and playtest Memoir '44 scenarios (.m44): a hex "
        "canvas with live findings, a rules inspector and symmetric editing; play by the "
        "rules, hot-seat or against an AI; and simulate thousands of games to see "
        "whether a scenario is balanced.</p>"
        f"<p>Qt {_qt_version()}, Python {sys.version.split()[0]}. MIT licence; our own "
        "original art.</p>")


def name_desktop_action(window: MainWindow) -> None:
    """Help → Add to the Desktop's Menus says Remove once the editor is there (the Help
    menu names it as it opens)."""
    # (os.path: Path.exists raised in a data folder one may not enter, another user's home)
    installed = os.path.exists(desktop.Files(desktop.data_home()).entry)
    window.act["desktop"].setText("Remove from the Desktop's &Menus" if installed
                                  else "Add to the Desktop's &Menus")


def toggle_desktop_entry(window: MainWindow) -> list[Path]:
    """Help → Add to the Desktop's Menus (or Remove from them, when there): what
    ``m44 desktop`` does, for the user; the files written or removed, said in a message
    (a file that cannot be written is said, in plain text)."""
    home = desktop.data_home()
    installed = os.path.exists(desktop.Files(home).entry)
    try:
        done = desktop.remove(home) if installed else desktop.install(home)
    except OSError as e:
        QMessageBox.warning(window, "Desktop menus", plain(
            f"{e.filename or home}: cannot {'remove' if installed else 'write'}: "
            f"{e.strerror or e}"))
        return []
    problems = desktop.refresh(home)
    said = ("The editor is no longer in the desktop's menus." if installed else
            "The editor is in the desktop's menus, and .m44 files open in it (a desktop "
            "may show it after the next login).")
    QMessageBox.information(window, "Desktop menus", plain(
        "\n\n".join([said, *problems, "Files " + ("removed" if installed else "written")
                      + ":\n" + "\n".join(str(p) for p in done)])))
    return done


def _qt_version() -> str:
    from PySide6 import __version__ as pyside

    return pyside
