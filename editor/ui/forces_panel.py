"""The Forces panel: each side's units and figures by kind and by the map's sections.

It shows :func:`editor.engine.forces.forces_of` of the document as it stands (recounted
after every edit, coalesced: a burst of edits in one event-loop turn counts once), as
``m44 forces`` prints it: a table a side, side by side (the top player's on the left),
titled with its medals to win and command cards, a row for all its units and one a kind,
columns for the map's left, center and right (as the map shows them; a unit on a section
line counts in both) and the total, each cell ``units (figures)``.
Activating a cell (double-click, Enter) emits :attr:`ForcesDock.unitsChosen` with the
hexes of the units it counts, which the window selects on the map.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (QAbstractItemView, QDockWidget, QHBoxLayout, QHeaderView,
                               QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from editor.engine.board import Coord, Section, Side
from editor.engine.forces import SECTIONS, Count, Forces, forces_of
from editor.engine.words import counted

from .document import Document
from .forms import in_sight

#: The columns after the first: the map's sections, then the total.
COLUMNS = ("Left", "Center", "Right", "Total")
_HEXES_ROLE = Qt.ItemDataRole.UserRole


def cell(c: Count) -> str:
    """``units (figures)``, or an en dash for none."""
    return f"{c.units} ({c.figures})" if c.units else "–"


class ForcesDock(QDockWidget):
    """Both sides' forces, side by side (objectName ``forces``)."""

    #: The hexes of the units a cell counts, to select on the map.
    unitsChosen = Signal(list)  # noqa: N815 - Qt signal naming

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__("Forces", parent)
        self.setObjectName("forces")
        self.setAccessibleName("Forces")
        self.document: Document | None = None
        self.forces: Forces | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.recount)
        #: Whether the document changed while the panel was out of sight: hidden (or
        #: behind another tab) it does not count, and counts once shown again.
        self._stale = False
        self.visibilityChanged.connect(self._shown)
        #: Each side's title (side, seat, medals to win, command cards) and table, the top
        #: player's first.
        self.titles: list[QLabel] = []
        self.tables: list[QTreeWidget] = []
        row = QHBoxLayout()
        for _ in range(2):
            title = QLabel()
            title.setTextFormat(Qt.TextFormat.PlainText)
            title.setWordWrap(True)
            table = QTreeWidget()
            table.setObjectName("forcesTable")
            table.setToolTip("Units (figures) by the map's sections as the map shows them; a "
                             "unit on a section line counts in both. Double-click a count to "
                             "select its units on the map")
            table.setHeaderLabels(["Units (figures)", *COLUMNS])
            table.setRootIsDecorated(False)
            table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
            table.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            for col in range(1, len(COLUMNS) + 1):
                table.header().setSectionResizeMode(
                    col, QHeaderView.ResizeMode.ResizeToContents)
            table.header().setStretchLastSection(False)
            table.itemActivated.connect(self._activated)
            column = QVBoxLayout()
            column.setSpacing(2)
            column.addWidget(title)
            column.addWidget(table, 1)
            row.addLayout(column, 1)
            self.titles.append(title)
            self.tables.append(table)
        self.note = QLabel()
        self.note.setAccessibleName("Forces notes")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(row, 1)
        layout.addWidget(self.note)
        self.setWidget(body)
        self.set_document(document)

    def set_document(self, document: Document) -> None:
        if self.document is not None:
            try:
                self.document.changed.disconnect(self._changed)
            except (RuntimeError, TypeError):
                pass
        self.document = document
        document.changed.connect(self._changed)
        self.forces = None  # counted and shown afresh
        self.recount()

    def _changed(self) -> None:
        # in sight only: a panel tabbed behind another is "visible" to Qt, and it recounted
        # an Overlord board's forces at every edit, 4 ms of an undo's 16 (bench_editor)
        if in_sight(self):
            self._timer.start()
        else:
            self._stale = True

    def _shown(self, visible: bool) -> None:
        if visible and self._stale:
            self.recount()

    def recount(self) -> None:
        """Count the document's forces again and show them."""
        self._timer.stop()
        self._stale = False
        assert self.document is not None
        scenario = self.document.scenario
        forces = forces_of(scenario)
        if forces == self.forces:
            return  # most edits (terrain, markers) move no unit: the tables stand
        self.forces = forces
        for f, title, table in zip(forces.sides, self.titles, self.tables):
            said = [f"{f.label} ({f.seat})", *f.plays()]
            if f.on_section_lines:
                said.append(counted(f.on_section_lines, "unit") + " on a section line")
            title.setText(" · ".join(said))
            bold = title.font()
            bold.setBold(True)
            title.setFont(bold)
            title.setAccessibleName(f"{f.label}: title")
            table.setAccessibleName(f"{f.label}: units (figures) by kind and section")
            table.clear()
            # all of them first: the row that counts most, seen in the shortest panel
            every = self._row(table, "All" if f.kinds else "No units", f.sections, f.total,
                              f.hexes)
            for k in f.kinds:
                self._row(table, k.label, k.sections, k.total, k.hexes)
            font = every.font(0)
            font.setBold(True)
            for col in range(len(COLUMNS) + 1):
                every.setFont(col, font)
        if forces.unknown:
            names = ", ".join(scenario.board.hex_name(c) for c in forces.unknown)
            self.note.setText(f"Not counted: {counted(len(forces.unknown), 'unit')} not in "
                              f"the catalog ({names}).")
        self.note.setVisible(bool(forces.unknown))

    def _row(self, table: QTreeWidget, label: str, sections: dict[Section, Count],
             total: Count, hexes: tuple[Coord, ...]) -> QTreeWidgetItem:
        """A row of counts, each cell keeping the hexes of the units it counts."""
        assert self.document is not None
        board = self.document.scenario.board
        item = QTreeWidgetItem([label, *(cell(sections[s]) for s in SECTIONS), cell(total)])
        item.setData(0, _HEXES_ROLE, list(hexes))
        for col, section in enumerate(SECTIONS, start=1):
            item.setData(col, _HEXES_ROLE, [c for c in hexes if section in board.sections(c)])
        item.setData(len(COLUMNS), _HEXES_ROLE, list(hexes))
        for col in range(1, len(COLUMNS) + 1):
            item.setTextAlignment(col, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        table.addTopLevelItem(item)
        return item

    def row(self, side: Side, label: str) -> QTreeWidgetItem | None:
        """The row ``label`` (a kind's label, or ``All``) of ``side``'s table."""
        if self.forces is None:
            return None
        k = [f.side for f in self.forces.sides].index(side)
        table = self.tables[k]
        for i in range(table.topLevelItemCount()):
            item = table.topLevelItem(i)
            if item is not None and item.text(0) == label:
                return item
        return None

    def hexes_of(self, item: QTreeWidgetItem, column: int) -> list[Coord]:
        """The hexes of the units the cell at ``column`` of ``item`` counts."""
        return list(item.data(column, _HEXES_ROLE) or [])

    def _activated(self, item: QTreeWidgetItem, column: int) -> None:
        hexes = self.hexes_of(item, column)
        if hexes:
            self.unitsChosen.emit(hexes)
