"""Undo and Redo keys in a panel's field: the field's own typing first, then the document's.

A text field, a number or a text box of a panel takes Ctrl+Z (and Redo's keys) for its own
undo, as Qt's fields do, so letters just typed go back one by one. With nothing of its own
to take back, it swallowed the key: a number spun with the arrow keys or the wheel (the
command cards, a unit's figures) was never undone by Ctrl+Z while it had the keyboard, and
nothing said why. Such a field now lets the key go to Edit → Undo (or Redo), the document's.

A panel calls :func:`guard` on what it builds (through :func:`editor.ui.forms.panel_fields`);
only those fields' events reach the filter (see :mod:`editor.ui.wheel` for why not one on
the whole application).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit, QPlainTextEdit, QWidget


def own_history(field: QObject, undo: bool) -> bool:
    """Whether ``field`` has typing of its own to take back (``undo``) or to give again."""
    if isinstance(field, QAbstractSpinBox | QComboBox):
        edit = field.findChild(QLineEdit)
        return edit is not None and own_history(edit, undo)
    if isinstance(field, QLineEdit):
        if field.isReadOnly():
            return False
        return field.isUndoAvailable() if undo else field.isRedoAvailable()
    if isinstance(field, QPlainTextEdit):
        doc = field.document()
        if field.isReadOnly() or not field.isUndoRedoEnabled():
            return False
        return doc.isUndoAvailable() if undo else doc.isRedoAvailable()
    return True  # not a field this module knows: leave it the key


class UndoKeys(QObject):
    """The event filter of the guarded fields."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(event, QKeyEvent):
            return False
        if event.matches(QKeySequence.StandardKey.Undo):
            undo = True
        elif event.matches(QKeySequence.StandardKey.Redo):
            undo = False
        else:
            return False
        if own_history(obj, undo):
            return False  # the field takes back its own typing
        event.ignore()  # not the field's: the window's Undo or Redo shortcut takes it
        return True


def guard(root: QWidget) -> None:
    """Guard the text fields, numbers and text boxes in ``root``, and ``root`` if it is one
    (again: nothing changes)."""
    app = QCoreApplication.instance()
    found = app.findChild(UndoKeys) if app is not None else None
    keeper = found if found is not None else UndoKeys(app)
    fields: list[QWidget] = [*root.findChildren(QAbstractSpinBox),
                             *root.findChildren(QLineEdit), *root.findChildren(QPlainTextEdit)]
    fields += [c for c in root.findChildren(QComboBox) if c.isEditable()]
    if isinstance(root, QAbstractSpinBox | QLineEdit | QPlainTextEdit):
        fields.append(root)
    for field in fields:
        field.installEventFilter(keeper)  # Qt keeps one entry per filter
