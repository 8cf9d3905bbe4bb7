"""What README.md and docs/*.md say of the editor's window is the window's: each menu path
they write ("Scenario → Forces") leads to a command or a submenu of that menu, and each
key the README and the guide give a command is that command's key.

The command line's side of the docs is checked by tests/test_cli_front.py, their links, file
names and the commands they write out by tests/test_docs.py."""

from __future__ import annotations

import re

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from editor.ui.menus import submenu

from ..conftest import ROOT
from .window_helpers import make_window  # noqa: F401 - fixture

#: The docs a new user or contributor reads (AI-TRIES.md is a notebook of the past).
DOCS = [ROOT / "README.md",
        *sorted(p for p in (ROOT / "docs").glob("*.md") if p.name != "AI-TRIES.md")]

#: A menu path as the docs write it: a menu's title, an arrow, and the words that follow
#: (read ahead, so that the next path is found too).
_PATH = re.compile(r"\b(File|Edit|View|Scenario|Play|Help) → (?=(.{1,60}))")


def _entries(menu: QMenu) -> list[str]:
    """The titles of a menu's commands and submenus, and of theirs, as the menu shows them
    (without the & of their mnemonics; a "&&" is one "&")."""
    out = []
    for a in menu.actions():
        if a.isSeparator():
            continue
        out.append(a.text().replace("&&", "\0").replace("&", "").replace("\0", "&"))
        sub = submenu(a)
        if sub is not None:
            out += _entries(sub)
    return out


def _clean(title: str) -> str:
    return title.removesuffix("…").removesuffix("...")


def test_every_menu_path_in_the_docs_leads_to_a_menu_entry(make_window) -> None:
    """A doc's "Scenario → Properties" named no command (the menu's is "Scenario
    Properties"): the words after the arrow must start with a title of that menu."""
    w = make_window()
    w.recent_menu.aboutToShow.emit()
    menus = {m.title().replace("&", ""): _entries(m) for m in w.menus}
    wrong = []
    for doc in DOCS:
        text = re.sub(r"\s+", " ", doc.read_text("utf-8").replace("**", ""))
        for menu, after in _PATH.findall(text):
            if not any(after.startswith(_clean(title)) for title in menus[menu]):
                wrong.append(f"{doc.name}: {menu} → {after[:40]}")
    assert wrong == []
    # and the paths are found at all (the pattern reads the docs as they are written)
    readme = (ROOT / "README.md").read_text("utf-8")
    assert len(_PATH.findall(re.sub(r"\s+", " ", readme.replace("**", "")))) >= 10


#: What README says of a command's keys, in its words, with the command (its key in
#: ``MainWindow.act``) and the keys the window must give it.
README_KEYS = [
    ("Scenario → Forces, Ctrl+Shift+U", "show_forces", "Ctrl+Shift+U"),
    ("Scenario → Findings, Ctrl+Shift+F", "show_findings", "Ctrl+Shift+F"),
    ("Scenario → Playtest or F5", "playtest", "F5"),
    ("(F5 again)", "playtest", "F5"),
    ("**Scenario → Balance…** (Ctrl+Shift+B)", "balance", "Ctrl+Shift+B"),
    ("**Take Back Turn** (Ctrl+Shift+T)", "play_take_back", "Ctrl+Shift+T"),
    ("(Save Game…, Ctrl+Alt+S)", "play_save", "Ctrl+Alt+S"),
    ("(Help → User Guide, F1, is the guide)", "guide", "F1"),
    ("search it with Ctrl+F", "find", "Ctrl+F"),
    ("Ctrl+1 goes to the map", "focus_canvas", "Ctrl+1"),
    ("F6 / Shift+F6", "focus_next", "F6"),
    ("F6 / Shift+F6", "focus_prev", "Shift+F6"),
    ("Ctrl+G goes to a hex by name", "goto", "Ctrl+G"),
    ("Ctrl+2 the hand", "play_hand", "Ctrl+2"),
    ("Ctrl+3 the decisions", "play_decisions", "Ctrl+3"),
    ("D ends the step", "play_done", "D"),
    ("H asks the AI", "play_advice", "H"),
    ("**Ask the AI** (H,", "play_advice", "H"),
    ("F10 lets the AI take one decision", "play_step", "F10"),
    ("Ctrl+Shift+P pauses it", "play_pause", "Ctrl+Shift+P"),
    ("`R` / `Shift+R`", "rotate", "R"),
    ("`R` / `Shift+R`", "rotate_back", "Shift+R"),
    ("`Z` / `Shift+Z` turn the brush", "rotate_brush", "Z"),
    ("`Z` / `Shift+Z` turn the brush", "rotate_brush_back", "Shift+Z"),
    ("Select `S`", "tool_select", "S"),
    ("Paint `B`", "tool_paint", "B"),
    ("Erase\n  `E`", "tool_erase", "E"),
    ("Fill `F`", "tool_fill", "F"),
    ("Pick `I`", "tool_pick", "I"),
    ("Rotate `T`", "tool_rotate", "T"),
    ("Label `L`", "tool_label", "L"),
    ("Ctrl+C/X/V", "copy", "Ctrl+C"),
    ("Ctrl+C/X/V", "cut", "Ctrl+X"),
    ("Ctrl+C/X/V", "paste", "Ctrl+V"),
    ("Ctrl+Z/Shift+Z work on the map", "undo", "Ctrl+Z"),
    ("Ctrl+Z/Shift+Z work on the map", "redo", "Ctrl+Shift+Z"),
]


def test_the_readmes_keys_are_the_commands_keys(make_window) -> None:
    readme = re.sub(r"\s+", " ", (ROOT / "README.md").read_text("utf-8"))
    w = make_window()
    wrong = []
    for words, command, keys in README_KEYS:
        assert re.sub(r"\s+", " ", words) in readme, f"README no longer says {words!r}"
        found = [k.toString() for k in w.act[command].shortcuts()]
        if QKeySequence(keys).toString() not in found:
            wrong.append((words, command, found))
    assert wrong == []


#: A menu path of the guide in bold, and the keys it gives the command after it: "**File →
#: New…** (Ctrl+N)", "**Scenario → Hex Contents**, Ctrl+E".
_GUIDE_KEYS = re.compile(r"\*\*((?:File|Edit|View|Scenario|Play|Help) → [^*]+)\*\*,? \(?"
                         r"((?:Ctrl\+|Shift\+|Alt\+)*(?:F\d+|[A-Z0-9])\b)")


def _command(menus: list[QMenu], path: str) -> QAction | None:
    """The command a menu path names ("Play → Undo Decision"), or ``None``."""
    first, _, rest = path.partition(" → ")
    menu = next(m for m in menus if m.title().replace("&", "") == first)
    for a in _actions(menu):
        if _clean(rest).startswith(_clean(a.text().replace("&", ""))) and a.text():
            return a
    return None


def _actions(menu: QMenu) -> list[QAction]:
    out: list[QAction] = []
    for a in menu.actions():
        sub = submenu(a)
        out += _actions(sub) if sub is not None else [] if a.isSeparator() else [a]
    return out


def test_the_guides_keys_are_the_commands_keys(make_window) -> None:
    """Each key the guide gives a command after its menu path is that command's: the
    README's keys were held to the window's (:data:`README_KEYS`), the guide's 29, which a
    newcomer reads first, by nothing (the docs3 audit found them right)."""
    guide = re.sub(r"\s+", " ", (ROOT / "docs" / "GUIDE.md").read_text("utf-8"))
    w = make_window()
    given = _GUIDE_KEYS.findall(guide)
    assert len(given) >= 25
    # play mode hands the edits' undo and redo keys to the game's (PlayMode): "Ctrl+Z
    # during play"
    during_play = {w.act["play_undo"]: w.act["undo"], w.act["play_redo"]: w.act["redo"]}
    wrong = []
    for path, keys in given:
        action = _command(w.menus, path)
        action = during_play.get(action, action) if action is not None else None
        found = [] if action is None else [k.toString() for k in action.shortcuts()]
        if QKeySequence(keys).toString() not in found:
            wrong.append((path, keys, found))
    assert wrong == []
