"""The submenu a menu item opens, found without ``QAction.menu()``; and the letters typed in
an open menu kept for it (:func:`keep_menu_keys`).

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

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
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


def mnemonic(text: str, key: str = "", taken: str = "") -> str:
    """``text`` as a menu item's, its letter marked for the keyboard: the letter of ``key``
    (the item's one-key shortcut) where ``text`` has it, else its first letter that the
    menu's other items have not ``taken``. Typed in an open menu, a letter is the menu's
    (:func:`keep_menu_keys`): an item without one is reached by the arrows only.

    >>> mnemonic("Pick", "I"), mnemonic("Paint", "B"), mnemonic("Forces", taken="psfrh")
    ('P&ick', '&Paint', 'F&orces')
    """
    lower = text.lower()
    at = lower.find(key.lower()) if key else -1
    if at < 0:
        at = next((i for i, ch in enumerate(lower) if ch.isalnum() and ch not in taken), 0)
    return f"{text[:at]}&{text[at:]}"


#: The modifiers a letter may be typed with and still be the open menu's key.
_TYPING_MODIFIERS = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier


class _MenuKeys(QObject):
    """The event filter of :func:`keep_menu_keys`."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and event.text().isprintable() and event.text().strip() \
                and not event.modifiers() & ~_TYPING_MODIFIERS:
            event.accept()  # the menu's own key: a mnemonic, not the map's tool
            return True
        return False


def keep_menu_keys(menu: QMenu) -> None:
    """Give the letters typed in ``menu`` (and its submenus) to it, not to the window's
    one-letter shortcuts.

    The map's keys (S, B, E, F, I, T, L, R, Z, D, H) are shortcuts of the map alone, and
    Qt matches such a shortcut by the keyboard focus, which an open menu leaves with the
    map: Alt+F, then S, chose the Select tool instead of Save, and I the Pick tool instead
    of Convert Scenarios; half the menus' letters did so. Accepting the typed letter's
    shortcut-override makes it a key press of the menu, which takes it as its mnemonic.
    """
    keys = _MenuKeys(menu)
    menu.installEventFilter(keys)
    for action in menu.actions():
        sub = submenu(action)
        if sub is not None:
            keep_menu_keys(sub)


def menu_actions(menu: QMenu) -> list[QAction]:
    """The commands of ``menu`` and of its submenus, depth first."""
    found = []
    for a in menu.actions():
        sub = submenu(a)  # not a.menu(), which broke the window's menus on PySide6 6.9
        if sub is not None:
            found += menu_actions(sub)
        elif not a.isSeparator():
            found.append(a)
    return found


def no_menu_roles(menu: QMenu) -> None:
    """Every item of ``menu`` and its submenus that has no role of its own is given none:
    on macOS, Qt moves an item whose words begin with About, Quit, Exit, Options, Settings,
    Setup or Config to the application's menu (a window or a recent file named "Setup"
    stood there as Preferences). The menus filled as they open call it too."""
    for a in menu.actions():
        inner = submenu(a)
        if inner is not None:
            no_menu_roles(inner)
        elif a.menuRole() == QAction.MenuRole.TextHeuristicRole:
            a.setMenuRole(QAction.MenuRole.NoRole)


def name_tip(action: QAction, tip: str = "") -> None:
    """``action``'s tooltip and status tip: what it does (``tip``, or its words), the
    tooltip after its name and its first key, when it is bound to one (a standard key
    the platform has none for, as Quit under Windows' keys, is not named as "()")."""
    words = action.text().replace("&", "").rstrip(".…")
    key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    action.setToolTip(f"{words} ({key}){': ' + tip if tip else ''}" if key else (tip or words))
    action.setStatusTip(tip or words)
