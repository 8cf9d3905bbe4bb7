"""The map's menu of a hex (a right-click, or the menu key at the hex cursor): the
selection's commands and the hex's own (its piece turned, its label, its top item as the
brush), each with its keys, as the window's menus name them. A hex outside the selection
becomes the selection first, as in a file manager. In play mode the menu is the game's
(:meth:`~.play.mode.PlayMode.map_menu`)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

from editor.engine.board import Coord

from .menus import keep_menu_keys
from .tools import rotatable_layer, top_item

if TYPE_CHECKING:
    from .main_window import MainWindow


def show_map_menu(w: MainWindow, c: Coord, where: QPoint) -> QMenu | None:
    """The menu of hex ``c`` of the map, shown at ``where``: the selection's and the hex's
    commands, with their keys. A hex outside the selection becomes the selection, as in a
    file manager; the commands that act at the cursor (Paste, Rotate, Edit Label) act on
    that hex. In play mode, the game's decisions on the hex instead
    (:meth:`PlayMode.map_menu`)."""
    if w.play.active:  # the game's decisions there; no editing command
        return w.play.map_menu(c, where)
    if c not in w.editor.selection:
        w.editor.set_selection({c})
    w.canvas.set_cursor_hex(c)
    w._update_actions()
    menu = QMenu(w)
    menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    for key in ("cut", "copy", "paste", "delete"):
        menu.addAction(w.act[key])
    menu.addSeparator()
    # the hex's own turns, offered only where there is a piece to turn (the window's
    # R and Shift+R stay as they are: their keys are shown after a tab)
    h = w.document.scenario.hex(c)
    for key, steps in (("rotate", 1), ("rotate_back", -1)):
        keys = w.act[key].shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        turn = menu.addAction(f"{w.act[key].text()}\t{keys}",
                              partial(w.editor.rotate_at, c, steps))
        turn.setIcon(w.act[key].icon())
        turn.setEnabled(rotatable_layer(h) is not None)
    menu.addAction(w.act["edit_label"])
    menu.addSeparator()
    item = top_item(h)

    def use_as_brush() -> None:
        if w.editor.pick(c):
            w.editor.set_tool("paint")

    pick = menu.addAction("&Use as Brush", use_as_brush)
    pick.setStatusTip("The eyedropper: the hex's top item becomes the brush "
                      "(the Pick tool, I)")
    pick.setEnabled(item is not None)
    menu.addSeparator()
    menu.addAction(w.act["select_none"])
    keep_menu_keys(menu)
    menu.popup(where)
    return menu
