"""The editor's main window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication, QFileDialog, QLabel, QListWidget, QMainWindow, QMessageBox, QSplitter,
    QVBoxLayout, QWidget,
)

from editor import __version__
from editor.engine.scenario import Scenario
from editor.io.m44 import M44ReadError
from editor.io.report import FileReport, check_file


class MainWindow(QMainWindow):
    """Shows one scenario: its summary and its findings."""

    def __init__(self) -> None:
        super().__init__()
        self.report: FileReport | None = None
        self.summary = QLabel()
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setAccessibleName("Scenario summary")
        self.findings = QListWidget()
        self.findings.setAccessibleName("Findings")
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.summary)
        splitter.addWidget(self.findings)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addWidget(splitter)
        self.setCentralWidget(body)
        menu = self.menuBar().addMenu("&File")
        menu.addAction("&Open...", "Ctrl+O", self.choose_file)
        menu.addAction("&Quit", "Ctrl+Q", self.close)
        self.resize(900, 640)
        self.show_scenario(None)

    def choose_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Open scenario", "", "Scenarios (*.m44)")
        if name:
            self.open_file(name)

    def open_file(self, name: str) -> bool:
        try:
            self.report = check_file(name)
        except M44ReadError as e:
            QMessageBox.warning(self, "Cannot open scenario", str(e))
            return False
        self.show_scenario(self.report)
        return True

    def show_scenario(self, report: FileReport | None) -> None:
        if report is None:
            self.setWindowTitle(f"m44 editor {__version__}")
            self.summary.setText("No scenario open (File > Open).")
            self.findings.clear()
            return
        s: Scenario = report.scenario
        self.setWindowTitle(f"{Path(report.file).name} - m44 editor")
        text = s.texts()
        units = list(s.units())
        self.summary.setText("\n".join([
            text.name or Path(report.file).stem,
            f"Board: {s.board_type.value}, {s.face.value}",
            f"Player 1 (top): {s.game_info.side_player1.value}; "
            f"player 2 (bottom): {s.game_info.side_player2.value}",
            f"Hexes used: {len(s.hexes)}; units: {len(units)}; labels: {len(s.labels)}",
        ]))
        self.findings.clear()
        self.findings.addItems(report.lines() or ["No findings."])


def run(args: list[str]) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("m44 editor")
    app.setOrganizationName("m44-editor")
    window = MainWindow()
    if args:
        window.open_file(args[0])
    window.show()
    return app.exec()
