"""The turn log's view: a line an event, its turn number in a column of its own and the
words wrapped under their first word (a hanging indent), as a printed game record is set.

``QPlainTextEdit``, which showed the log before, lays every line out alone and ignores a
block's margins and indent, so a wrapped line ran back under the turn numbers. This is a
``QTextEdit`` whose blocks carry a negative first-line indent, a right tab for the number
and a left tab where the words start. The text goes in with ``insertText``: plain text,
never markup, whatever a unit's or a file's name holds.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtGui import QResizeEvent, QTextBlockFormat, QTextCursor, QTextOption
from PySide6.QtWidgets import QTextEdit, QWidget


def log_line(turn: int, text: str) -> str:
    """A line of the log as text (Copy, ``m44 replay``): ``"  3  E5 moves to E6."``."""
    return f"{turn:>3}  {text}"


class TurnLog(QTextEdit):
    """A read-only turn log: :meth:`append_lines` adds ``(turn, text)`` lines."""

    #: The widest turn number the column is made for (games end at 200 turns or so).
    NUMBER = "000"

    def __init__(self, name: str, accessible: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setAccessibleName(accessible)
        self.setReadOnly(True)
        self.setAcceptRichText(False)
        self.setUndoRedoEnabled(False)
        self._lines: list[str] = []

    def _format(self) -> QTextBlockFormat:
        fm = self.fontMetrics()
        number = fm.horizontalAdvance(self.NUMBER)
        words = number + fm.horizontalAdvance("  ")
        fmt = QTextBlockFormat()
        fmt.setLeftMargin(words)
        fmt.setTextIndent(-words)  # the first line starts at the edge, with its number
        fmt.setTabPositions([QTextOption.Tab(number, QTextOption.TabType.RightTab),
                             QTextOption.Tab(words, QTextOption.TabType.LeftTab)])
        return fmt

    def set_lines(self, lines: Sequence[tuple[int, str]]) -> None:
        """The log holds ``lines`` only: the lines past those it holds are added when it
        holds the first of them (a replay stepped forward), else it is written again."""
        held = len(self._lines)
        if held > len(lines) or [log_line(*line) for line in lines[:held]] != self._lines:
            self.clear()
            held = 0
        self.append_lines(lines[held:])

    def append_lines(self, lines: Iterable[tuple[int, str]]) -> None:
        """Add ``lines`` at the end, the latest in view."""
        fmt = self._format()
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        for turn, text in lines:
            if self._lines:
                cursor.insertBlock(fmt)
            else:
                cursor.setBlockFormat(fmt)
            cursor.insertText(f"\t{turn}\t{text}")
            self._lines.append(log_line(turn, text))
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        # a log on its latest line stays on it, made lower (the end of a game said above
        # it) or higher: it kept its top line, and the last lines went out of sight
        bar = self.verticalScrollBar()
        latest = bar.value() >= bar.maximum()
        super().resizeEvent(event)
        if latest:
            bar.setValue(bar.maximum())

    def clear(self) -> None:
        super().clear()
        self._lines = []

    def text(self) -> str:
        """The log as text, a line an event (what Copy puts on the clipboard)."""
        return "\n".join(self._lines)
