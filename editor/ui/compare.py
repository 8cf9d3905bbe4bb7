"""File → Compare with Saved / Compare with File…: what differs from a file to the scenario
being edited (:mod:`editor.io.diff`), in a window beside the map (at the main window's
bottom left corner, moving off a hex it shows); a difference chosen (a click, or Enter) is
shown where it is, as a finding is. The list is made again after each pause in editing,
against the file as it then is on disk."""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QPoint, QRect, Qt, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHeaderView, QLabel, QTreeWidget,
                               QTreeWidgetItem, QVBoxLayout, QWidget)

from editor.engine.words import counted
from editor.io.diff import BoardChange, Difference

from .dialogs import resize_within_screen
from .findings import path_place
from .text import plain, window_title

_DIFFERENCE_ROLE = Qt.ItemDataRole.UserRole


def difference_place(d: Difference) -> str:
    """Where a difference is, for a person: a hex's name, the board's type or face by name
    (``board face``, as ``m44 diff`` says it), or a setting by its field of Scenario
    properties as the findings name it ("Battle info: medals to win of player 2"), where
    ``m44 diff`` gives the JSON path, then what in the field changed, when the path goes
    further ("Victory: conditions › condition 1 › sudden death › group")."""
    field = path_place(d.where) if d.where.startswith("$") else None
    return d.where if field is None else field + _within(d.where, field)


#: The keys of a setting's path said in other words than the file's.
PATH_WORDS = {"group_sudden_death": "sudden death"}


def _within(path: str, field: str) -> str:
    """The keys of ``path`` past those of ``field`` (its place, as :func:`path_place` says
    it), in words, an index counted from 1 (`` › condition 1 › sudden death``); none for a
    pack, which the change names."""
    parts = re.findall(r"[^.\[\]$]+", path)
    n = next((n for n in range(1, len(parts) + 1)
              if path_place("$." + ".".join(parts[:n])) == field), len(parts))
    if parts[:1] == ["packs"]:
        return ""
    words: list[str] = []
    for part in parts[n:]:
        if part.isdigit() and words:
            words[-1] += f" {int(part) + 1}"
        else:
            words.append(PATH_WORDS.get(part, part.replace("_", " ")))
    return "".join(f" › {w}" for w in words)


def difference_words(d: Difference) -> str:
    """A difference in a line, its place as :func:`difference_place` says it."""
    return f"{difference_place(d)}: {d.describe()}"


class _Tree(QTreeWidget):
    """A list that takes Enter as a double-click."""

    entered = Signal(object)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentItem():
            self.entered.emit(self.currentItem())
            return
        super().keyPressEvent(event)


class CompareDialog(QDialog):
    """The differences from ``source`` (a file's name) to the scenario edited. Not modal:
    the map stays at hand, and each difference chosen emits :attr:`chosen`."""

    chosen = Signal(object)  # the Difference

    def __init__(self, source: str, differences: Sequence[Difference],
                 parent: QWidget | None = None, board: BoardChange | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(window_title(f"Changes from {source}"))
        resize_within_screen(self, 720, 420)
        self.source = source
        self._placed = False
        intro = QLabel()
        intro.setTextFormat(Qt.TextFormat.PlainText)  # a file's name is not markup
        intro.setWordWrap(True)
        self.intro = intro
        self.tree = _Tree()
        self.tree.setAccessibleName("Differences")
        self.tree.setHeaderLabels(["Where", "What changed"])
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        # a click shows a change, as a click on a finding does (a double-click's first
        # click with it)
        self.tree.itemClicked.connect(lambda item, _column: self._choose(item))
        self.tree.entered.connect(self._choose)
        self.show_differences(differences, board)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.tree, 1)
        layout.addWidget(buttons)

    def show_differences(self, differences: Sequence[Difference],
                         board: BoardChange | None = None) -> None:
        """List ``differences`` (the list made again after an edit: the row chosen stays
        where it was, as far as the list goes), after ``board``, the whole board's change
        they are left by (:func:`editor.io.diff.whole_board_change`), said first."""
        self.differences = list(differences)
        many = counted(len(differences), "difference", "differences")
        choose = "click one, or press Enter, to see it on the map."
        if board is None:
            self.intro.setText(f"{many} from {self.source} to the scenario as edited: {choose}"
                               if differences else
                               f"The scenario as edited is the same as {self.source}.")
        else:
            self.intro.setText(f"The scenario as edited is {self.source} with its board "
                               f"{board}" + (f", then {many}: {choose}" if differences else
                                             "; nothing else differs."))
        current = self.tree.currentItem()
        row = self.tree.indexOfTopLevelItem(current) if current is not None else -1
        self.tree.clear()
        for d in differences:
            # a setting by its field (difference_place), the JSON path in its tooltip
            item = QTreeWidgetItem([difference_place(d), d.describe()])
            item.setData(0, _DIFFERENCE_ROLE, d)
            item.setToolTip(0, plain(d.place))
            item.setToolTip(1, plain(str(d)))
            self.tree.addTopLevelItem(item)
        again = self.tree.topLevelItem(min(row, len(differences) - 1)) if row >= 0 else None
        if again is not None:
            self.tree.setCurrentItem(again)
        self.tree.setVisible(bool(differences))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not self._placed:  # first shown: in the main window's bottom left corner
            self._placed = True
            host = self.parentWidget()
            if host is not None:
                frame = host.window().frameGeometry()
                self.move(self._at_corner(frame, frame.bottomLeft()))

    def _at_corner(self, frame: QRect, corner: QPoint) -> QPoint:
        """Where this window's frame goes to have ``corner`` of ``frame`` as its own."""
        size = self.frameGeometry().size()
        x = corner.x() if corner.x() == frame.left() else frame.right() - size.width() + 1
        y = corner.y() if corner.y() == frame.top() else frame.bottom() - size.height() + 1
        return QPoint(x, y)

    def clear_of(self, place: QRect) -> None:
        """Move off ``place`` (the hexes shown, in screen coordinates), as a find window
        moves off the text found: to the corner of the main window where it covers the
        least of it (none, but for a place in the middle of a small window)."""
        host = self.parentWidget()
        if host is None or not self.frameGeometry().intersects(place):
            return
        frame = host.window().frameGeometry()
        size = self.frameGeometry().size()

        def covered(at: QPoint) -> int:
            over = QRect(at, size).intersected(place)
            return over.width() * over.height() if over.isValid() else 0

        spots = [self._at_corner(frame, corner) for corner in (
            frame.bottomLeft(), frame.bottomRight(), frame.topLeft(), frame.topRight())]
        self.move(min(spots, key=covered))

    def _choose(self, item: QTreeWidgetItem) -> None:
        self.chosen.emit(item.data(0, _DIFFERENCE_ROLE))

    def rows(self) -> list[tuple[str, str]]:
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [(item.text(0), item.text(1)) for item in items if item is not None]
