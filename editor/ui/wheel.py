"""The mouse wheel over a field of a form scrolls the panel: it changes a spin box or a
drop-down list only once the field has the keyboard focus (clicked or tabbed into). A
user scrolling a panel whose fields pass under the pointer changed them unawares (the
command cards, the starting player, the front, a unit's figures), with nothing to see
but a line in the history.

:func:`install` puts one :class:`WheelGuard` on the application: every spin box and
drop-down list of every window takes the focus by click and Tab only (Qt gives them the
focus by the wheel too), and a wheel turned over one that does not have the focus goes
to the scroll bar of the panel around it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QComboBox, QWidget

_GUARDED = (QAbstractSpinBox, QComboBox)


class WheelGuard(QObject):
    """The application's event filter of :func:`install`."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        kind = event.type()
        if kind == QEvent.Type.Polish and isinstance(obj, _GUARDED):
            if obj.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                obj.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        elif kind == QEvent.Type.Wheel and isinstance(obj, _GUARDED) and not obj.hasFocus():
            area = _scroll_area(obj)
            if area is not None:
                QCoreApplication.sendEvent(area.verticalScrollBar(), event)
            return True
        return False


def _scroll_area(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent


def install(app: QCoreApplication) -> None:
    """Put the guard on ``app`` (once)."""
    if app.findChild(WheelGuard) is None:
        app.installEventFilter(WheelGuard(app))
