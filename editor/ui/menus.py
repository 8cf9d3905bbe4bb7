"""The submenu a menu item opens, found without ``QAction.menu()``.

PySide6 before 6.11 (seen on 6.9.0 and 6.10.0) binds ``QAction.menu()`` with its return-value
heuristic: the menu's Python wrapper is made a child of the action's wrapper. The action's
wrapper is usually a temporary (an item of ``QMenuBar.actions()`` or ``QMenu.actions()``), and
when it goes it takes its children's wrappers with it: the menu's, and those of every action
added to the menu. Qt still has them all, but any Python call through a reference to them,
the window's own (``self.recent_menu``, ``self.act[...]``) included, raises "Internal C++
object (QMenu) already deleted". Listing the keyboard shortcuts (which walks the menus) did
that to every submenu of the editor's window and failed, and the export actions' File menu
was dead before they were added to it. 6.11 binds it without the heuristic; this way holds
on every release.
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu


def submenu(action: QAction) -> QMenu | None:
    """The menu that ``action`` opens, or ``None`` when it opens none.

    ``QMenuBar.addMenu`` and ``QMenu.addMenu`` attach a menu through its own
    ``menuAction()``, which the menu owns (its parent): that is what is recognised. An
    action given a menu by ``QAction.setMenu`` (a tool button's) is not a menu item here.
    """
    owner = action.parent()
    if isinstance(owner, QMenu) and owner.menuAction() is action:
        return owner
    return None
