"""Text from a file or a path, shown as text: never as markup (nor wider than its room).

Qt shows a tooltip, a message box or a label whose text merely *looks* like HTML
(``Qt.mightBeRichText``) as rich text: a file named ``<i>x<u>y.m44`` comes out in italics,
``<a href>`` opens links, ``<img src>`` loads a local file. Labels are given
``Qt.PlainText``; where Qt offers no format (tooltips, static message boxes, item data) the
text goes through :func:`plain`.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QRect, QSize, QTimer
# Qt's mightBeRichText and convertFromPlainText live in QtGui
from PySide6.QtGui import (QColor, QHelpEvent, QPainter, QPaintEvent, QPalette, QResizeEvent,
                           Qt)
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QComboBox, QLabel, QLineEdit,
                               QPlainTextEdit, QSizePolicy, QStatusBar, QStyle,
                               QStyleOptionComboBox, QStylePainter, QToolTip, QWidget)

from editor.engine.words import printable, wrapped

#: Text colours that carry a meaning, as (on a light window, on a dark window): red for an
#: error, brown for a warning (play mode's why-not), grey for a side note. Each reads at 4.5:1 or
#: better on its kind of window; the light ones alone were near-invisible on a dark desktop theme.
TINTS: dict[str, tuple[str, str]] = {"error": ("#b3261e", "#ff8a80"),
                                     "warning": ("#8a4b00", "#ffb74d"),
                                     "note": ("#555555", "#b4b4b4")}


def is_dark(palette: QPalette) -> bool:
    """Whether a palette is a dark theme's (light text on a dark window)."""
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def tint_colour(kind: str, palette: QPalette) -> str:
    """The colour of text of ``kind`` (a key of :data:`TINTS`) on ``palette``'s window."""
    light, dark = TINTS[kind]
    return dark if is_dark(palette) else light


class _Retint(QObject):
    """Gives a tinted widget the colour of its kind again when the desktop theme changes
    (a new application palette reaches the widget as PaletteChange)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange) \
                and isinstance(watched, QWidget):
            _apply_tint(watched)
        return False


def _apply_tint(widget: QWidget) -> None:
    kind = widget.property("m44_tint") or ""
    # the application's palette decides: the widget's own holds the tint itself
    colour = tint_colour(kind, QApplication.palette()) if kind else ""
    if widget.property("m44_tint_shown") == colour:
        return
    widget.setProperty("m44_tint_shown", colour)
    if not colour:
        widget.setPalette(QPalette())  # every colour inherited again
        return
    palette = QPalette()  # only these roles set: the others still follow the theme
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
        palette.setColor(role, QColor(colour))
    widget.setPalette(palette)


def tint(widget: QWidget, kind: str | None) -> None:
    """Show ``widget``'s text in the colour of ``kind`` (``"error"``, ``"note"``; ``None``:
    the palette's own), for a light or a dark theme alike, now and after a theme switch.
    (A palette, not a style sheet: a widget with a style sheet hears of no theme switch.)"""
    if widget.property("m44_tint") is None:
        if kind is None:
            return
        watcher = _Retint(widget)
        widget.installEventFilter(watcher)
    widget.setProperty("m44_tint", kind or "")
    _apply_tint(widget)


def plain_label(name: str, text: str = "") -> QLabel:
    """A label of plain text (it may quote a file), wrapped; ``name`` its object name."""
    label = QLabel(text)
    label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    return label


def note_label(name: str, text: str = "", accessible: str = "") -> QLabel:
    """A note: a :func:`plain_label` in the colour of notes (:func:`tint`); ``accessible``
    its accessible name if any."""
    label = plain_label(name, text)
    if accessible:
        label.setAccessibleName(accessible)
    tint(label, "note")
    return label


def set_field_text(edit: QLineEdit, text: str) -> None:
    """Put ``text`` from the scenario into a field, showing its start unless the field is
    being typed in: Qt leaves the cursor at the end of a text it is given, and a field
    narrower than its text showed the end ("H11, f10, g10, h10" of a sudden death's eight
    hexes)."""
    edit.setText(text)
    if not edit.hasFocus():
        edit.setCursorPosition(0)


def plain(text: str) -> str:
    """``text`` as Qt's automatic format will show it literally: unchanged when Qt would
    take it for plain text anyway, else escaped HTML keeping its spaces and line breaks.

    >>> plain("woods: -1 die")
    'woods: -1 die'
    >>> plain("<b>x</b> & y")
    '<p>&lt;b&gt;x&lt;/b&gt;\xa0&amp;\xa0y</p>'
    """
    text = surrogates_escaped(text)  # (a file's name, quoted)
    if not Qt.mightBeRichText(text):
        return text
    return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpacePre)


#: The widest line of a tooltip :class:`WrappedTips` shows, in characters.
TIP_WIDTH = 72


class WrappedTips(QObject):
    """Shows the tooltips of an item view's items :func:`~editor.engine.words.wrapped` to
    :data:`TIP_WIDTH` (installed on its viewport; a plain tooltip stands on one line however
    long, as wide as the screen): the items keep their text whole, as a screen reader
    reads it."""

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self._view = view
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() != QEvent.Type.ToolTip or not isinstance(event, QHelpEvent):
            return False
        index = self._view.indexAt(event.pos())
        tip = index.data(Qt.ItemDataRole.ToolTipRole) if index.isValid() else None
        if not isinstance(tip, str) or not tip:
            return False  # (the view's own tooltip, or none)
        QToolTip.showText(event.globalPos(), plain(wrapped(tip, TIP_WIDTH)), self._view.viewport(),
                          self._view.visualRect(index))
        return True


def literal(text: str) -> str:
    """``text`` from a file as a button, a group's title or a form's label shows it as
    written: Qt reads "&" there as the mnemonic ("R&D" was shown "RD", the D underlined,
    Alt+D taking it).

    >>> literal("R&D (not known)")
    'R&&D (not known)'
    """
    return text.replace("&", "&&")


#: The lone surrogates: the bytes of a file name that are not UTF-8, as ``os.fsdecode``
#: gives them (:func:`shown_name`).
_SURROGATES = re.compile("[\ud800-\udfff]")


def surrogates_escaped(text: str) -> str:
    """``text`` with the bytes of a file name that are not UTF-8 (lone surrogates, as
    ``os.fsdecode`` gives them, which Qt drops from a title or a menu, and shows as "?" in
    a message: "caf\\xe9.m44" was shown as "caf.m44", another file's name) written as the
    command line writes them.

    >>> print(surrogates_escaped("caf\\udce9.m44"))  # os.fsdecode(b"caf\\xe9.m44")
    caf\\udce9.m44
    """
    return _SURROGATES.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def shown_name(text: str) -> str:
    """A file's name or path as a menu, a tooltip, a title or the status bar shows it:
    :func:`printable`, its bytes that are not UTF-8 escaped (:func:`surrogates_escaped`)."""
    return surrogates_escaped(printable(text))


def window_title(text: str) -> str:
    """``text`` as a window's title shows it literally: Qt takes "[*]" in a title for the
    place of the modified mark (shown as "*" or dropped), and shows "[*][*]" as "[*]"; the
    characters a file name may hold and no title should (:func:`printable`'s: a
    right-to-left override showed "evil\u202egnp.m44" reversed, running into the
    editor's name) are dropped, as the command line escapes them.

    >>> window_title("a[*]b.m44"), window_title("evil\u202egnp.m44")
    ('a[*][*]b.m44', 'evilgnp.m44')
    """
    return shown_name(text).replace("[*]", "[*][*]")


class ElidedLabel(QLabel):
    """A one-line label of plain text that never asks for the room of a long text.

    Its size hint is ``chars`` average characters whatever the text, so a long brush name or
    hex description can neither widen nor push aside the bar it sits in (a toolbar would
    hide its last items behind the "»" button). With ``chars`` ``None`` it asks for the
    room of its whole text, as a plain label does (the status bar's word on the tool or
    the play mode). Where the room it gets is narrower than the text, the text is drawn cut
    with an ellipsis and the whole of it is in the tooltip. :meth:`text` is always the
    whole text.
    """

    def __init__(self, chars: int | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._chars = chars
        self._tip = ""

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self._update_tip()

    def setToolTip(self, tip: str) -> None:  # noqa: N802 - Qt's name
        """The label's own tooltip; the whole text is added to it while the text is cut."""
        self._tip = tip
        self._update_tip()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        whole = super().sizeHint()
        if self._chars is None:
            return whole
        m = self.contentsMargins()
        width = self.fontMetrics().averageCharWidth() * self._chars + m.left() + m.right()
        return QSize(width, whole.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        m = self.contentsMargins()
        width = self.fontMetrics().horizontalAdvance("M…") + m.left() + m.right()
        return QSize(width, super().minimumSizeHint().height())

    def shown_text(self) -> str:
        """The text as drawn in the room the label has: the whole text or its cut start."""
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                             self.contentsRect().width())

    def is_cut(self) -> bool:
        return self.shown_text() != self.text()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        self.style().drawItemText(painter, self.contentsRect(),
                                  int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                                  self.palette(), self.isEnabled(), self.shown_text(),
                                  self.foregroundRole())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._update_tip()

    def _update_tip(self) -> None:
        tip = self._tip
        if self.is_cut():
            tip = f"{self.text()}\n\n{tip}" if tip else self.text()
        super().setToolTip(plain(tip))


class ElidingComboBox(QComboBox):
    """A pick list whose closed box draws a choice too long for it cut with "…" (Qt cuts
    it anywhere: "Objective medal, either si"). The list's text, its popup and what a
    screen reader reads keep the whole choice."""

    def _field(self) -> QRect:
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        return self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                           QStyle.SubControl.SC_ComboBoxEditField, self)

    def shown_text(self) -> str:
        """The choice as the closed box draws it, in the room it has."""
        room = self._field().width()
        if not self.itemIcon(self.currentIndex()).isNull():
            room -= self.iconSize().width() + 4
        return self.fontMetrics().elidedText(self.currentText(), Qt.TextElideMode.ElideRight,
                                             max(0, room))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QStylePainter(self)
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        opt.currentText = self.shown_text()
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, opt)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, opt)


class ElidingStatusBar(QStatusBar):
    """A status bar whose messages end in "…" where they meet its permanent widgets: a
    long message (a finding's) was cut off mid-word against the hex line. The message is
    shown whole in the status bar's tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._permanent: list[QWidget] = []
        #: The message last shown, whole, and its timeout (cut again when the bar's width
        #: or its permanent widgets move: a message shown before the window was laid out,
        #: or before it was narrowed, ran under the hex line cut mid-word, "Opened scenar").
        self._whole, self._timeout = "", 0
        self._since = QElapsedTimer()
        self.messageChanged.connect(self._message_changed)

    def _message_changed(self, message: str) -> None:
        if not message:
            self.setToolTip("")
            self._whole = ""

    # PySide6's stubs type stretch and timeout as int | None, but QStatusBar refuses None
    # (ValueError): the overrides take an int, as Qt does
    def addPermanentWidget(  # type: ignore[override]  # noqa: N802
            self, widget: QWidget, stretch: int = 0) -> None:
        self._permanent.append(widget)
        super().addPermanentWidget(widget, stretch)
        # cut again when it moves: one growing beside it (the play mode's word on the mode,
        # longer in a replay) pushed the hex line over a message cut mid-word, "battlH7"
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched in self._permanent and event.type() == QEvent.Type.Move:
            QTimer.singleShot(0, self, self._refit)
        return False

    def showMessage(  # type: ignore[override]  # noqa: N802 - Qt's name
            self, text: str, timeout: int = 0) -> None:
        # one line, without what a file's name may hold and no status should show (a
        # right-to-left override reversed the words after it)
        self._whole, self._timeout = shown_name(text), timeout
        self._since.start()
        self._show_cut()

    def _show_cut(self) -> None:
        text = self._whole
        lefts = [w.x() for w in self._permanent if w.isVisible()]
        room = min(lefts, default=self.width()) - 12  # the size grip's and the margins
        shown = self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room) \
            if room > 0 else text
        self.setToolTip(plain(text) if shown != text else "")  # a file name is not markup
        left = max(1, self._timeout - self._since.elapsed()) if self._timeout else 0
        whole = self._whole
        super().showMessage(shown, left)
        self._whole = whole  # showMessage's messageChanged must not forget it

    def _refit(self) -> None:
        if self._whole and self.currentMessage():
            self._show_cut()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        # once the layout has placed the permanent widgets at the new width
        QTimer.singleShot(0, self, self._refit)


class GrowingTextEdit(QPlainTextEdit):
    """A plain-text box that grows with its text, from :attr:`least` lines to :attr:`most`
    (then it scrolls): a scenario's historical background or briefing reads whole in the
    Texts tab, rather than four lines at a time. It takes its height when a text is shown
    in it (a document, a language, an Undo), never while it has the keyboard: a box that
    grew with each line typed pushed the fields below it down the panel under the
    designer's eyes, so it scrolls instead, as any editor's box does. Rich text pasted in
    stays plain."""

    def __init__(self, least: int = 4, most: int = 18, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.least, self.most = least, most
        self.setTabChangesFocus(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.textChanged.connect(self._fit)
        self._fit()

    def lines(self) -> int:
        """The lines the text takes at the box's width (wrapped lines counted). Measured
        rather than asked of the box, which lays out only the paragraphs in sight."""
        width = self.viewport().width() - round(2 * self.document().documentMargin())
        metrics = self.fontMetrics()
        box = metrics.boundingRect(QRect(0, 0, max(1, width), 1 << 24),
                                   int(Qt.TextFlag.TextWordWrap), self.toPlainText() or " ")
        return max(1, -(-box.height() // metrics.lineSpacing()))

    def _height_for(self, lines: int) -> int:
        margins = self.contentsMargins()
        doc = self.document().documentMargin()
        return (lines * self.fontMetrics().lineSpacing() + round(2 * doc) + margins.top()
                + margins.bottom() + 2 * self.frameWidth())

    def _fit(self) -> None:
        if self.hasFocus():
            return  # being typed in: the fields below stay where they are
        height = self._height_for(min(self.most, max(self.least, self.lines())))
        if height != self.height() or self.minimumHeight() != height:
            self.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()  # a narrower box wraps into more lines
