"""The user guide (docs/GUIDE.md, shown by Help → User Guide) stays true of the window and
of the command line: every menu path it writes, always in bold as **File → Save As…**, is a
path of the window's menus with exactly those words (the & of the mnemonics left out); every
command of the menu bar is named by one path at least, or is in :data:`NOT_IN_THE_GUIDE`
with the reason; and its table of the command line has a row for each ``m44`` subcommand.

tests/ui/test_docs_window.py checks that the paths of every doc start with a menu's entry;
this test holds the guide, which a user follows word for word, to the whole path."""

from __future__ import annotations

import re

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from editor.cli import SUBCOMMANDS
from editor.engine.game.session import PlaySession
from editor.io.m44 import load
from editor.ui.document import Document
from editor.ui.menus import submenu

from ..conftest import ROOT, SCENARIOS
from .window_helpers import make_window  # noqa: F401 - fixture

GUIDE = ROOT / "docs" / "GUIDE.md"
MENUS = ("File", "Edit", "View", "Scenario", "Play", "Help")
#: A menu path as the guide writes it: in bold, a menu's title, then arrows.
_BOLD_PATH = re.compile(r"\*\*((?:%s) → [^*]+?)\*\*" % "|".join(MENUS))
#: A menu path however written (to find those not in bold).
_ANY_PATH = re.compile(r"\b(?:%s) → " % "|".join(MENUS))

#: Commands of the menu bar that the guide need not name, each with the reason (by the
#: words of the menu path that leads to them).
NOT_IN_THE_GUIDE: dict[str, str] = {
    # The items the menus list as they open are files and windows, not commands: the guide
    # names the submenus that hold them (File → Open Recent, View → Windows).
    "File → Open Recent → Clear Recent Files": "the list's own housekeeping, said by its "
                                              "tooltip beside the files it clears",
}


def _text(action: QAction) -> str:
    """An entry's words as the menu shows them: no & of a mnemonic, "&&" one "&"."""
    return action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")


def _paths(menu: QMenu, prefix: str) -> dict[str, QAction]:
    """Every entry of ``menu`` and of its submenus by its whole path ("Edit → Tool →
    Paint"); a submenu is an entry too."""
    out: dict[str, QAction] = {}
    for a in menu.actions():
        if a.isSeparator():
            continue
        path = f"{prefix} → {_text(a)}"
        out[path] = a
        sub = submenu(a)
        if sub is not None:
            out |= _paths(sub, path)
    return out


def _guide() -> str:
    return re.sub(r"\s+", " ", GUIDE.read_text("utf-8"))


def _menu_paths(window) -> tuple[dict[str, QAction], list[QAction]]:  # type: ignore[no-untyped-def]
    """The window's menu paths, and the commands a user finds in its menu bar (each
    top-level menu's entries, submenus included: not the files and windows that
    Open Recent and Windows list as they open)."""
    window.recent_menu.aboutToShow.emit()
    paths: dict[str, QAction] = {}
    commands: list[QAction] = []
    for menu in window.menus:
        title = menu.title().replace("&", "")
        paths |= _paths(menu, title)
        commands += [a for a in menu.actions() if not a.isSeparator()]
    for a in (window.recent_menu.menuAction(), window.window_menu.menuAction()):
        commands += [b for b in submenu(a).actions() if not b.isSeparator()
                     and b.text().replace("&", "") == "Clear Recent Files"]
    return paths, commands


def test_every_menu_path_the_guide_writes_is_the_windows_word_for_word(make_window) -> None:
    paths, _ = _menu_paths(make_window())
    text = _guide()
    written = _BOLD_PATH.findall(text)
    assert len(written) >= 40, "the guide's paths are read as it writes them"
    assert [p for p in written if p not in paths] == []
    # and every path is written so, in bold (a path in plain words would escape the check)
    assert len(_ANY_PATH.findall(text.replace("**", "\0"))) == len(written), \
        [m.group(0) for m in re.finditer(r"[^*]{0,20}\b(?:%s) → [^*]{0,30}" % "|".join(MENUS),
                                         text) if not m.group(0).startswith("**")][:5]


def test_every_command_of_the_menu_bar_is_in_the_guide(make_window) -> None:
    """A command found in two menus (Playtest…, Mirror Selection, Open Saved Game…) is
    named once, by either path."""
    paths, commands = _menu_paths(make_window())
    named = {id(paths[p]) for p in _BOLD_PATH.findall(_guide()) if p in paths}
    excused = {id(paths[p]) for p in NOT_IN_THE_GUIDE}
    by_action = {id(a): p for p, a in reversed(list(paths.items()))}
    missing = [by_action[id(a)] for a in commands if id(a) not in named | excused]
    assert missing == []
    assert [p for p in NOT_IN_THE_GUIDE if p not in paths] == []  # no stale exception


#: A key as the guide writes it: "Ctrl+Shift+F", "F5", "D".
_KEY = r"(?:(?:Ctrl|Shift|Alt)\+)*(?:F\d{1,2}|Del|[A-Z0-9])\b"
#: A key written beside a menu path: "**File → New…** (Ctrl+N)", "**Scenario → Hex
#: Contents**, Ctrl+E,".
_PATH_KEY = re.compile(r"\*\*((?:%s) → [^*]+?)\*\*(?: \(|, )(%s)" % ("|".join(MENUS), _KEY))
#: A key written beside a tool: "**Erase** (E)", "the Paint tool (B)".
_TOOL_KEY = re.compile(r"(?:\*\*(\w+)\*\*|the (\w+) tool) \((%s)\)" % _KEY)
#: Keys written before the paths they are the keys of: "Z and Shift+Z (**Edit → Rotate
#: Brush**, **Edit → Rotate Brush Back**)", "(Ctrl+F, or **View → Find in Palette**)".
_KEYS_PATHS = re.compile(r"(%s) and (%s) \(\*\*([^*]+)\*\*, \*\*([^*]+)\*\*\)"
                         % (_KEY, _KEY))
_KEY_OR_PATH = re.compile(r"\((%s), or \*\*([^*]+)\*\*\)" % _KEY)


def _portable(key: QKeySequence) -> str:
    return key.toString(QKeySequence.SequenceFormat.PortableText)


def test_the_key_the_guide_writes_beside_a_command_is_its_key(make_window) -> None:
    """A key the guide gives for a command is one of the command's shortcuts, in the
    editor or in a game (Undo Decision's Ctrl+Z): "**Play → Back to Editing** (F5 again)"
    named a key of Leave Playtest (the reader audit)."""
    w = make_window(Document(load(SCENARIOS[0]).scenario))
    paths, _ = _menu_paths(w)
    keys = {p: {_portable(k) for k in a.shortcuts()} for p, a in paths.items()}
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=1,
                                     seats=("random", "random")))
    w.play.controller.set_paused(True)
    for p, a in paths.items():
        keys[p] |= {_portable(k) for k in a.shortcuts()}
    w.play.leave()
    text = _guide()
    written = _PATH_KEY.findall(text) + [
        (f"Edit → Tool → {bold or plain}", key) for bold, plain, key in _TOOL_KEY.findall(text)
        if f"Edit → Tool → {bold or plain}" in paths]
    for key1, key2, path1, path2 in _KEYS_PATHS.findall(text):
        written += [(path1, key1), (path2, key2)]
    written += [(path, key) for key, path in _KEY_OR_PATH.findall(text)]
    assert len(written) >= 40, "the guide's keys are read as it writes them"
    assert [(p, k) for p, k in written
            if _portable(QKeySequence(k)) not in keys.get(p, set())] == []


def test_the_help_menu_leads_to_the_guide(make_window) -> None:
    paths, _ = _menu_paths(make_window())
    assert "Help → User Guide" in paths
    assert "**Help → User Guide**" in _guide()


#: A row of the guide's table of the command line: "| `m44 NAME ...` | what |".
_ROW = re.compile(r"^\| `m44 (\w+)[^`]*` \|", re.MULTILINE)


def test_the_command_line_table_has_every_subcommand() -> None:
    text = GUIDE.read_text("utf-8")
    chapter = text.split("\n## The command line\n", 1)[1].split("\n## ", 1)[0]
    rows = _ROW.findall(chapter)
    assert sorted(rows) == sorted(SUBCOMMANDS)
    # with the exit codes every command shares (editor/cli/__init__.py)
    for code in ("0", "1", "2", "3", "130"):
        assert re.search(rf"^\| {code} \| \w", chapter, re.MULTILINE), code
