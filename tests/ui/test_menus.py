"""The submenu of a menu item (editor/ui/menus.py): found for every way a menu is attached,
and without killing the Python references held to the menu or its actions (PySide6 6.9.0's
``QAction.menu()`` did, once the item's temporary wrapper went)."""

from __future__ import annotations

import gc

from PySide6.QtWidgets import QMainWindow, QMenu
from shiboken6 import isValid

from editor.ui.menus import submenu


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
