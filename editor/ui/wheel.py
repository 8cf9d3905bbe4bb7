"""The mouse wheel over a field of a panel scrolls the panel: it changes a spin box or a
drop-down list only once the field has the keyboard focus (clicked or tabbed into). A
user scrolling a panel whose fields pass under the pointer changed them unawares (the
command cards, the starting player, the front, a unit's figures), with nothing to see
but a line in the history.

A panel calls :func:`guard` on what it has built (the Hex panel on each form it builds):
its spin boxes and drop-down lists take the focus by click and Tab only (Qt gives them
the focus by the wheel too), and a wheel turned over one that does not have the focus goes
to the scroll bar of the panel around it. Only these widgets' events reach the filter:
one on the whole application saw every event of every widget and cost a third of a
unit's selection (14 ms), and a style that guarded each field as it was polished slowed
every drawing through its Python wrapper.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QComboBox, QWidget


class WheelGuard(QObject):
    """The event filter of the guarded fields."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Wheel and isinstance(obj, QWidget) \
                and not obj.hasFocus():
            area = _scroll_area(obj)
            if area is not None:
                QCoreApplication.sendEvent(area.verticalScrollBar(), event)
            return True
        return False


def guard(root: QWidget) -> None:
    """Guard the spin boxes and drop-down lists in ``root`` (again: nothing changes)."""
    app = QCoreApplication.instance()
    found = app.findChild(WheelGuard) if app is not None else None
    keeper = found if found is not None else WheelGuard(app)
    fields: list[QWidget] = [*root.findChildren(QAbstractSpinBox),
                             *root.findChildren(QComboBox)]
    for field in fields:
        if field.focusPolicy() == Qt.FocusPolicy.WheelFocus:
            field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        field.installEventFilter(keeper)  # Qt keeps one entry per filter


def _scroll_area(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent
