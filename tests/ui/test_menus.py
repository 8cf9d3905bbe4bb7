"""The submenu of a menu item (editor/ui/menus.py): found for every way a menu is attached,
and without killing the Python references held to the menu or its actions (PySide6 6.9.0's
``QAction.menu()`` did, once the item's temporary wrapper went)."""

from __future__ import annotations

import gc
from pathlib import Path

from PySide6.QtWidgets import QMainWindow, QMenu
from shiboken6 import isValid

from editor.ui.menus import submenu

from .window_helpers import make_window  # noqa: F401 - fixture


def test_finds_the_menu_of_each_item_however_it_was_attached(qtbot) -> None:
    w = QMainWindow()
    qtbot.addWidget(w)
    bar = w.menuBar()
    file = bar.addMenu("&File")                 # made by the bar
    mine = QMenu("&Mine", w)
    bar.addMenu(mine)                           # the window's
    lone = QMenu("&Lone")
    bar.addMenu(lone)                           # nobody's
    recent = file.addMenu("Open &Recent")       # nested
    plain = file.addAction("&Quit")
    items = bar.actions()
    assert [submenu(a) for a in items] == [file, mine, lone]
    assert [submenu(a) for a in file.actions()] == [recent, None]
    assert submenu(plain) is None
    assert [a.menu() for a in items] == [file, mine, lone]  # what Qt says too
    lone.deleteLater()


def test_the_menus_and_their_actions_stay_usable_once_the_items_are_gone(qtbot) -> None:
    w = QMainWindow()
    qtbot.addWidget(w)
    file = w.menuBar().addMenu("&File")
    recent = file.addMenu("Open &Recent")
    clear = recent.addAction("&Clear")

    def walk(menu: QMenu) -> list[str]:
        titles = []
        for a in menu.actions():  # each item a temporary wrapper
            sub = submenu(a)
            if sub is not None:
                titles += [sub.title(), *walk(sub)]
        return titles

    for top in w.menuBar().actions():
        walk(submenu(top))
    gc.collect()
    assert isValid(file) and isValid(recent) and isValid(clear)
    assert walk(file) == ["Open &Recent"] and clear.text() == "&Clear"


def test_macos_moves_only_quit_and_about_to_the_application_menu(
        make_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """On macOS, Qt moves a menu item whose words begin with About, Quit, Exit, Options,
    Preferences, Settings, Setup or Config to the application's menu, unless its role says
    otherwise: a tenth window or a recent file named "Setup" or "Exit the Bocage" would have
    left the Window menu to stand as Preferences or as Quit there. Quit, About and About Qt
    say their roles; every other item of the menu bar says it has none."""
    from PySide6.QtGui import QAction

    from editor.ui.window_list import fill_window_menu

    w = make_window()
    kept = tmp_path / "Setup.m44"
    w.files.add_recent(kept)
    w.files.fill_recent_menu()
    fill_window_menu(w, w.window_menu)

    def items(menu: QMenu) -> list[QAction]:
        found = []
        for a in menu.actions():
            inner = submenu(a)
            found += items(inner) if inner is not None else [] if a.isSeparator() else [a]
        return found

    Role = QAction.MenuRole
    roles = {a.text(): a.menuRole() for m in w.menus for a in items(m)}
    assert roles.pop("&Quit") == Role.QuitRole
    assert roles.pop("&About m44 editor") == Role.AboutRole
    assert roles.pop("About &Qt") == Role.AboutQtRole
    assert any("Setup.m44" in text for text in roles) and len(roles) > 100
    assert {text: r for text, r in roles.items() if r != Role.NoRole} == {}


def test_items_of_submenus_are_given_no_role_and_roles_said_are_kept(qtbot) -> None:
    """no_menu_roles reaches the items of submenus at any depth (a panel or a recent file
    named "Setup" there is no Preferences item on macOS), and leaves a role an item says.
    Found by the mut5 audit."""
    from PySide6.QtGui import QAction

    from editor.ui.menus import no_menu_roles

    Role = QAction.MenuRole
    view = QMenu("&View")
    top = view.addAction("Settings")
    deep = view.addMenu("&Panels").addMenu("&More").addAction("Setup…")
    quit_ = view.addAction("&Quit")
    quit_.setMenuRole(Role.QuitRole)
    assert deep.menuRole() == Role.TextHeuristicRole  # Qt's default: its guess from the words
    no_menu_roles(view)
    assert (top.menuRole(), deep.menuRole(), quit_.menuRole()) == \
        (Role.NoRole, Role.NoRole, Role.QuitRole)
