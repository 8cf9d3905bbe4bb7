"""Battle dice drawn as dice: a white die with its symbol (infantry, armor, grenade, star,
flag), as players see them on the table. Drawn with QPainter paths, so they are sharp at any
size and need no art files."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from editor.engine.game.dice import FACE_NAMES
from editor.engine.game.dice import FACE_WORDS as FACE_IN_WORDS

from ..actions import drawn_icon

INK = QColor("#263238")
FACE_COLOURS = {"inf": QColor("#2e7d32"), "armor": QColor("#37474f"),
                "grenade": QColor("#6d4c41"), "star": QColor("#f9a825"),
                "flag": QColor("#c62828")}
#: What each face is called in words (tooltips, accessible names), by its short name.
FACE_WORDS = dict(zip(FACE_NAMES, FACE_IN_WORDS, strict=True))


def paint_face(p: QPainter, box: QRectF, face: str) -> None:
    """One die showing ``face`` (a name of :data:`FACE_NAMES`) in ``box``."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = box.width()
    p.setPen(QPen(QColor("#90a4ae"), max(1.0, s * 0.04)))
    p.setBrush(QColor("#fafafa"))
    p.drawRoundedRect(box.adjusted(1, 1, -1, -1), s * 0.18, s * 0.18)
    c = box.center()
    r = s * 0.3
    colour = FACE_COLOURS[face]
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    if face == "inf":  # a helmet over a head: the infantry symbol
        helmet = QPainterPath()
        helmet.moveTo(c.x() - r, c.y())
        helmet.arcTo(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), 180, -180)
        helmet.lineTo(c.x() - r, c.y())
        p.drawPath(helmet)
        p.drawRect(QRectF(c.x() - r * 1.15, c.y() - r * 0.02, r * 2.3, r * 0.22))
        p.drawEllipse(QRectF(c.x() - r * 0.45, c.y() + r * 0.3, r * 0.9, r * 0.7))
    elif face == "armor":  # a tank: hull, turret, gun
        p.drawRoundedRect(QRectF(c.x() - r * 1.1, c.y(), r * 2.2, r * 0.7), r * 0.3, r * 0.3)
        p.drawRect(QRectF(c.x() - r * 0.5, c.y() - r * 0.45, r, r * 0.5))
        p.drawRect(QRectF(c.x() + r * 0.4, c.y() - r * 0.3, r * 0.8, r * 0.16))
    elif face == "grenade":  # a stick grenade's head and handle
        p.drawEllipse(QRectF(c.x() - r * 0.55, c.y() - r * 0.9, r * 1.1, r * 1.1))
        p.drawRect(QRectF(c.x() - r * 0.14, c.y() + r * 0.1, r * 0.28, r * 0.95))
    elif face == "star":
        pts = []
        for i in range(10):
            rad = r * (1.1 if i % 2 == 0 else 0.45)
            ang = -math.pi / 2 + i * math.pi / 5
            pts.append(QPointF(c.x() + rad * math.cos(ang), c.y() + rad * math.sin(ang)))
        p.drawPolygon(QPolygonF(pts))
    else:  # flag: a pole and a pennant
        p.drawRect(QRectF(c.x() - r * 0.7, c.y() - r, r * 0.16, r * 2.1))
        p.drawPolygon(QPolygonF([QPointF(c.x() - r * 0.55, c.y() - r),
                                 QPointF(c.x() + r * 0.95, c.y() - r * 0.55),
                                 QPointF(c.x() - r * 0.55, c.y() - r * 0.1)]))
    p.restore()


def face_icon(face: str) -> QIcon:
    """A die showing ``face`` as an icon, drawn at the size and pixel ratio it is shown at:
    a 22-pixel picture was blown up, blurred, on a screen of scale 1.5 or 2."""
    return drawn_icon(partial(_paint_icon_face, face))


def _paint_icon_face(face: str, p: QPainter) -> None:
    paint_face(p, QRectF(0, 0, 24, 24), face)


class DiceRow(QWidget):
    """The dice of the last roll, each drawn as a die, with what they were rolled for."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faces: tuple[str, ...] = ()
        # Each line of the account wrapped between words into the rows it needs, the row
        # growing to hold them (:meth:`_fit_caption`): shortened with "…" to one row each, a
        # panel narrower than about 370 pixels (a window 1024 wide) cut the battle before its
        # dice, "G7 German Armor battles G5 …". Broken here, not by Qt's word wrap: a wrapped
        # label's height beside the dice was not asked for, and its rows were cut in half.
        self.caption = QLabel()
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setWordWrap(False)
        self.caption.setMinimumWidth(1)  # its width is the panel's, not its longest line's
        self.caption.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.caption.setMinimumHeight(self.LINES * self.caption.fontMetrics().lineSpacing())
        self.caption.setAccessibleName("Last roll")
        # broken again whenever its own width changes: more dice beside it take room from
        # it without the row's size changing (it ran past the edge)
        self.caption.installEventFilter(self)
        self._text = ""
        # more than four dice are drawn in two rows in the caption's height
        self._dice = _Dice(self.caption.minimumHeight())
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self._dice, 0, Qt.AlignmentFlag.AlignTop)  # beside the battle line
        lay.addWidget(self.caption, 1)

    #: The rows the caption keeps at least (the battle and what it did): a short roll
    #: after a long one leaves the panes under it where they were.
    LINES = 3

    def show_roll(self, faces: Sequence[int], caption: str) -> None:
        self.faces = tuple(FACE_NAMES[f] for f in faces)
        self._dice.set_faces(self.faces)
        words = ", ".join(FACE_WORDS[f] for f in self.faces)
        self._text = caption
        self.caption.setToolTip(caption)
        self._fit_caption()
        self._dice.setAccessibleName(f"Dice rolled: {words}" if words else "No dice rolled")
        self._dice.setToolTip(words)

    def _fit_caption(self) -> None:
        """The caption's lines, each broken between words into the rows it needs at the
        caption's width (a word longer than a row alone is shortened with "…"), and the
        caption as high as its rows."""
        fm = self.caption.fontMetrics()
        width = self.caption.width()
        lines = self._text.split("\n") if self._text else []
        if width <= 1:  # not laid out yet: a word a row would ask for a tower of rows
            rows = lines
        else:
            rows = [row for line in lines for row in _wrapped(
                line, len(line), lambda t: fm.horizontalAdvance(t) <= width)]
        self.caption.setText("\n".join(fm.elidedText(row, Qt.TextElideMode.ElideRight, width)
                                       if width > 1 else row for row in rows))
        self.caption.setMinimumHeight(max(self.LINES, len(rows)) * fm.lineSpacing())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.caption and event.type() == QEvent.Type.Resize:
            self._fit_caption()
        return False


def _wrapped(line: str, room: int, fits: Callable[[str], bool]) -> list[str]:
    """``line`` in at most ``room`` rows, broken between words where a row stops fitting;
    the last row holds the rest, to be shortened.

    >>> _wrapped("a bb ccc dd", 2, lambda t: len(t) <= 4)
    ['a bb', 'ccc dd']
    >>> _wrapped("a bb", 3, lambda t: len(t) <= 4)
    ['a bb']
    """
    rows: list[str] = []
    words = line.split(" ")
    while len(rows) < room - 1 and words:
        n = 1
        while n < len(words) and fits(" ".join(words[:n + 1])):
            n += 1
        if n == len(words):
            break
        rows.append(" ".join(words[:n]))
        words = words[n:]
    return [*rows, " ".join(words)]


class _Dice(QWidget):
    """The dice of a roll, four to a row: at full size up to four; more in two rows of dice
    small enough for both rows to fit in ``fit_height`` (the caption's three lines). Full
    size, a roll of five or more was taller than the caption, and the panes under it (the
    decisions, the log) lost their rows on a laptop's screen."""

    SIZE = 30
    #: The room between two dice.
    GAP = 4
    #: The smallest die drawn.
    LEAST = 14

    def __init__(self, fit_height: int) -> None:
        super().__init__()
        self.faces: tuple[str, ...] = ()
        self.fit_height = fit_height
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_faces(self, faces: tuple[str, ...]) -> None:
        if faces == self.faces:
            return  # the play panel shows the last roll again after every decision
        self.faces = faces
        self.updateGeometry()
        self.update()

    def die_size(self) -> int:
        """The side of each die drawn for the roll shown."""
        if len(self.faces) <= 4:
            return self.SIZE
        return max(self.LEAST, min(self.SIZE, self.fit_height // 2 - self.GAP))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        n = max(1, len(self.faces))
        per_row = min(n, 4)
        rows = math.ceil(n / 4)
        step = self.die_size() + self.GAP
        return QSize(per_row * step, rows * step)

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        size = self.die_size()
        step = size + self.GAP
        for i, f in enumerate(self.faces):
            paint_face(p, QRectF((i % 4) * step, (i // 4) * step, size, size), f)
        p.end()
