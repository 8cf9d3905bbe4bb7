"""File → Convert Scenarios…: a scenario book (files, or folders of them) written in the
canonical ``.m44`` form into a folder, as ``m44 convert IN... -o OUT`` does
(:mod:`editor.io.conversion`), with each file's outcome in a table; a converted file
opens in the editor with a double-click. The files are converted on a worker thread (a
book of hundreds takes some seconds), its results handed to the GUI thread
(:class:`~.handoff.Handoff`); Cancel stops after the file in hand.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFileDialog, QHBoxLayout,
                               QHeaderView, QLabel, QLineEdit, QListWidget, QProgressBar,
                               QPushButton, QTreeWidget, QTreeWidgetItem, QVBoxLayout,
                               QWidget)

from editor.engine.board import Board
from editor.engine.findings import SEVERITIES
from editor.engine.words import counted
from editor.io.conversion import (Converted, Detail, PlanError, convert_file, details, plan,
                                  totals)

from .dialogs import resize_within_screen
from .findings import message_words, repair_place, shown_place
from .folders import FILE_FILTER
from .handoff import Handoff
from .icons import severity_icon
from .text import plain


def outcome(done: Converted) -> str:
    """A file's outcome in a few words, as a book's totals count it."""
    if done.problem is not None:
        return "not converted"
    return f"written with {counted(done.errors, 'error', 'errors')}" if done.errors \
        else "written"


class ConvertDialog(QDialog):
    """Choose scenarios and a folder, convert, and read what became of each file.
    ``open_file`` opens a converted file (the window's File → Open)."""

    def __init__(self, start: str, open_file: Callable[[str], object],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Convert Scenarios")
        resize_within_screen(self, 780, 560)
        self.start, self.open_file = start, open_file
        self.handoff = Handoff(self)
        self._stop = threading.Event()
        #: What became of each file, in the order converted.
        self.results: list[Converted] = []
        self._read_from = self._written_in = ""
        intro = QLabel("Write scenarios in the canonical .m44 form, into a folder: the "
                       "expansions their pieces need are filled in, and under each file are "
                       "listed its repairs and the findings of the file written. The files "
                       "read are never changed. A folder stands for the .m44 files in it and "
                       "its subfolders, which are kept in the folder written.")
        intro.setWordWrap(True)
        self.inputs = QListWidget()
        self.inputs.setAccessibleName("Scenarios to convert")
        add_files, add_folder, remove = (QPushButton("Add &Files…"),
                                         QPushButton("Add F&older…"), QPushButton("&Remove"))
        add_files.clicked.connect(self._add_files)
        add_folder.clicked.connect(self._add_folder)
        remove.clicked.connect(self._remove)
        side = QVBoxLayout()
        for b in (add_files, add_folder, remove):
            side.addWidget(b)
        side.addStretch(1)
        chosen = QHBoxLayout()
        chosen.addWidget(self.inputs, 1)
        chosen.addLayout(side)
        self.output = QLineEdit()
        self.output.setAccessibleName("Folder to write into")
        self.output.setPlaceholderText("the folder the converted files are written in")
        browse = QPushButton("&Choose…")
        browse.clicked.connect(self._choose_output)
        out_row = QHBoxLayout()
        out_row.addWidget(QLabel("Into:"))
        out_row.addWidget(self.output, 1)
        out_row.addWidget(browse)
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # file names are not markup
        self.status.setWordWrap(True)
        self.table = QTreeWidget()
        self.table.setAccessibleName("What became of each file")
        self.table.setHeaderLabels(["File", "Outcome", "Repairs", "Written as, or why not"])
        self.table.setExpandsOnDoubleClick(False)  # a double-click opens the file
        self.table.setAlternatingRowColors(True)
        header = self.table.header()
        for i in (0, 1, 2):
            header.setSectionResizeMode(i, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.itemDoubleClicked.connect(self._open)
        buttons = QDialogButtonBox()
        self.convert_button = buttons.addButton("Con&vert",
                                                QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setEnabled(False)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.convert_button.clicked.connect(self.convert)
        self.cancel_button.clicked.connect(self._stop.set)
        close.clicked.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(intro)
        lay.addLayout(chosen, 1)
        lay.addLayout(out_row)
        lay.addWidget(self.progress)
        lay.addWidget(self.status)
        lay.addWidget(self.table, 2)
        lay.addWidget(buttons)
        # the default once in the dialog: made so before, it never became the dialog's, and Qt
        # made Add Files… the default (Enter in the folder's field opened its chooser)
        self.convert_button.setDefault(True)

    # --- choosing

    def add_inputs(self, paths: list[str]) -> None:
        """Add files or folders to convert (each once); the file choosers then start
        beside the last one added, where the next of a book is likely to be."""
        for path in paths:
            if path and not self.inputs.findItems(path, Qt.MatchFlag.MatchExactly):
                self.inputs.addItem(path)
            if path:
                self.start = os.path.dirname(os.path.abspath(path))

    def _add_files(self) -> None:
        names, _ = QFileDialog.getOpenFileNames(self, "Scenarios to Convert", self.start,
                                                FILE_FILTER)
        self.add_inputs(names)

    def _add_folder(self) -> None:
        self.add_inputs([QFileDialog.getExistingDirectory(self, "A Folder of Scenarios",
                                                          self.start)])

    def _remove(self) -> None:
        for item in self.inputs.selectedItems():
            self.inputs.takeItem(self.inputs.row(item))

    def _choose_output(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, "Write the Converted Files Into",
                                                  self.output.text() or self.start)
        if folder:
            self.output.setText(folder)

    # --- converting

    @property
    def busy(self) -> bool:
        return self.cancel_button.isEnabled()

    def convert(self) -> bool:
        """Convert the files chosen into the folder chosen, on a worker thread; ``False``
        (said in the status line) when there is nothing to convert or the plan is refused
        (an output over an input, two files bound for one name)."""
        inputs = [self.inputs.item(i).text() for i in range(self.inputs.count())]
        output = self.output.text().strip()
        if self.busy:
            return False
        if not inputs or not output:
            self.status.setText("Add the scenarios to convert, and choose the folder they "
                                "are written in.")
            return False
        try:
            jobs = plan(inputs, output)
        except PlanError as e:
            self.status.setText(str(e))
            return False
        self.results.clear()
        self.table.clear()
        # the table names the files from the folder they all are in, and where they go
        # from the folder written in (the whole paths in the tooltips)
        self._read_from = os.path.commonpath([os.path.dirname(os.path.abspath(f))
                                              for f, _ in jobs]) if jobs else ""
        self._written_in = os.path.abspath(output)
        self.progress.setRange(0, len(jobs))
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.status.setText(f"Converting {counted(len(jobs), 'file', 'files')}…")
        self._stop.clear()
        self.convert_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.handoff.expect()
        threading.Thread(target=self._work, args=(jobs,), daemon=True,
                         name="convert scenarios").start()
        return True

    def _work(self, jobs: list[tuple[str, str]]) -> None:
        """Worker thread: each file converted and handed over; no Qt call here."""
        stopped = False
        for source, target in jobs:
            if self._stop.is_set():
                stopped = True
                break
            self.handoff.post(self._one_done, convert_file(source, target, make_folder=True))
        self.handoff.post(self._all_done, len(jobs), stopped, last=True)

    def _one_done(self, done: Converted) -> None:
        self.results.append(done)
        item = QTreeWidgetItem([
            os.path.relpath(os.path.abspath(done.source), self._read_from), outcome(done),
            str(len(done.fixes)), _without_file(done.problem, done.source) or os.path.relpath(
                os.path.abspath(done.target), self._written_in)])
        item.setToolTip(0, plain(done.source))
        item.setToolTip(3, plain(done.problem or done.target))
        self.table.addTopLevelItem(item)
        board = done.scenario.board if done.scenario is not None else None
        # what m44 convert lists, under the file: the errors first, then the warnings and
        # the infos, as the findings panel lists them (each severity's in m44 convert's
        # order), where a file's error could come after a screenful of repairs
        for detail in sorted(details(done), key=lambda d: SEVERITIES.index(d.severity)):
            child = QTreeWidgetItem([_said(detail, board)])
            child.setIcon(0, severity_icon(detail.severity))
            # the expert's line (the code, the JSON path in the file) in the tooltip
            child.setToolTip(0, plain(detail.line))
            child.setData(0, Qt.ItemDataRole.AccessibleTextRole,
                          f"{detail.severity}: {_said(detail, board)}")
            item.addChild(child)
            child.setFirstColumnSpanned(True)
        self.progress.setValue(len(self.results))

    def _all_done(self, total: int, stopped: bool) -> None:
        self.convert_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress.setVisible(False)
        r = self.results
        head = (f"Stopped after {len(r)} of {total} files" if stopped
                else counted(total, "file", "files"))
        self.status.setText(f"{head}: {totals(r)}. Double-click a file written to open it.")

    def _open(self, item: QTreeWidgetItem) -> None:
        top = item.parent() or item  # a line under a file: that file
        done = self.results[self.table.indexOfTopLevelItem(top)]
        if done.problem is None:
            self.open_file(done.target)

    def reject(self) -> None:
        self._stop.set()  # a conversion under way stops after its file
        super().reject()


def _said(detail: Detail, board: Board | None) -> str:
    """A line of what became of a file, for a designer: its place said as the findings
    panel says it (a hex's name, "The map", "Battle info: ..."), then its message:
    "Repaired at E5, terrain: wrote the string '3' as a number" (a repair's place with the
    part of the hex it repaired, :func:`~.findings.repair_place`), the JSON paths that the
    message quotes in words (:func:`~.findings.message_words`; the tooltip keeps the line
    of m44 convert, paths and all); a place off the board that the message names ("row 13,
    col 0") is not said twice."""
    f = detail.finding
    if f is None:
        return detail.line
    c = f.coords[0] if f.coords else None
    message = message_words(f.message, f.quoted)
    if c is not None and (board is None or not board.contains(c)) \
            and f"row {c.row}, col {c.col}" in f.message:
        return f"{detail.what}: {message}"  # a place off the board, said by the message
    place = repair_place(f, board) if detail.what == "Repaired" else shown_place(f, board)
    return f"{detail.what} at {place}: {message}"


def _without_file(problem: str | None, source: str) -> str | None:
    """Why a file was not converted, said in its own row: without the file's path that
    the message begins with (for the command line, where it stands alone); the tooltip
    keeps the whole message."""
    if problem is not None and problem.startswith(f"{source}: "):
        return problem[len(source) + 2:]
    return problem
