"""Help → User Guide (F1): the user guide, ``docs/GUIDE.md``, in a window of its own.

One window for the whole program (:data:`WINDOW`), never modal, that keeps no program
running once the editor's windows are closed; the size it was given is kept in the
editor's settings. The guide is our own text, shown as Markdown in a
:class:`~PySide6.QtWidgets.QTextBrowser`: its chapters (``##``) in a contents list beside
it, its headings given the anchors GitHub gives them, so that a link to ``#balance-lab``
goes there (Back returns); a link to another doc opens it in the same browser (Back
returns) where the doc is there (a checkout, where the guide is read in ``docs/``), and is
written as a plain path where it is not (an installed wheel, which ships the guide alone);
a picture that is not there is said in words. Ctrl+F finds words in it.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (QEvent, QModelIndex, QObject, QPoint, QRect, QRectF, QSettings, QSize,
                            QSizeF, Qt, QTimer, QUrl)
from PySide6.QtGui import (QCloseEvent, QDesktopServices, QImage, QImageReader, QKeySequence,
                           QPainter, QPyTextObject, QResizeEvent, QShortcut, QShowEvent,
                           QTextCharFormat, QTextCursor, QTextDocument, QTextFormat,
                           QTextImageFormat)
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QLineEdit, QSplitter, QTextBrowser,
                               QToolButton, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from editor import resources

from .dialogs import resize_within_screen
from .startup import APP_NAME

#: The one guide window of the program, once opened.
WINDOW: GuideWindow | None = None
#: The settings key of the size the window was last given.
SIZE_KEY = "guide/size"
#: The size of its first opening.
FIRST_SIZE = QSize(900, 700)
#: A Markdown link or picture: ``[words](target)``, ``![words](target)``. Its words hold no
#: "[" (the last before the "]" begins it, as in CommonMark) and its target no "(": read on
#: past them, each "[" of a run of 40,000 was read to the line's end, 10 s to show.
_LINK = re.compile(r"(!?)\[([^\[\]\n]*)\]\(([^()\s]+)\)")
#: A target that is no file of ours: a web address (``https:``...) or a mail.
_EXTERNAL = re.compile(r"[a-zA-Z][a-zA-Z0-9+.-]*:")


def show_guide(settings: QSettings | None = None) -> None:
    """Help → User Guide: the guide's window (:data:`WINDOW`), made on first use, brought
    forward."""
    global WINDOW
    if WINDOW is None:
        WINDOW = GuideWindow(settings)
    WINDOW.show()
    WINDOW.raise_()
    WINDOW.activateWindow()


#: The folder above the package: the top of a checkout, or, installed, site-packages,
#: where another package's docs/GUIDE.md can be (:func:`is_our_checkout`).
CHECKOUT = Path(__file__).resolve().parents[2]
#: The project's name in a checkout's pyproject.toml.
PROJECT = "m44-editor"


def is_our_checkout(top: Path) -> bool:
    """Whether ``top`` is a checkout of this project: its ``pyproject.toml`` names it."""
    try:
        config = tomllib.loads((top / "pyproject.toml").read_text("utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return False
    project = config.get("project")
    name = project.get("name") if isinstance(project, dict) else None
    # (compared as pip compares names: M44_Editor is m44-editor)
    return isinstance(name, str) and re.sub(r"[-_.]+", "-", name).lower() == PROJECT


def guide_path() -> Path:
    """The guide as a file: in a checkout ``docs/GUIDE.md``, beside the docs and pictures
    it links to; installed, the package's copy (:func:`.resources.guide_file`), whose
    links to what the wheel lacks are said in words (:func:`shown_markdown`). Found by the
    installed audit: a docs/GUIDE.md above the installed package (another package's, in
    site-packages) was shown as ours."""
    checkout = CHECKOUT / "docs" / "GUIDE.md"
    if checkout.is_file() and is_our_checkout(CHECKOUT):
        return checkout
    return Path(str(resources.guide_file())).resolve()


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading (tests/test_docs.py checks links by the same)."""
    words = re.sub(r"[^\w\- ]", "", heading.replace("`", "").strip().lower())
    return words.replace(" ", "-")


def shown_markdown(text: str, folder: Path) -> str:
    """``text`` as the browser shows it, its relative links read from ``folder``: a link
    to a file that is not there is written as its words and the path, a picture that is
    not there as words saying which; web links and links within the page are kept."""
    def one(m: re.Match[str]) -> str:
        picture, words, target = m.groups()
        if target.startswith("#") or _EXTERNAL.match(target):
            return m.group(0)
        file = target.split("#", 1)[0]
        if (folder / file).is_file():
            return m.group(0)
        if picture:
            return f"*Picture: {words} (`{file}`, not installed)*"
        return f"{words} (`{file}`)"

    return _LINK.sub(one, text)


class GuideBrowser(QTextBrowser):
    """The browser of the guide and of the docs it links to, each Markdown file read
    through :func:`shown_markdown`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: The place the last resize kept at the top of the page (:meth:`place`): the next
        #: resizes of a drag keep it, until the page is moved otherwise (scrolled, another
        #: page or a heading shown, words found).
        self._kept: tuple[int, float, float] | None = None
        self.sourceChanged.connect(self._forget_place)
        self.cursorPositionChanged.connect(self._forget_place)
        self.verticalScrollBar().actionTriggered.connect(self._forget_place)

    def _forget_place(self) -> None:
        self._kept = None

    def scrollToAnchor(self, name: str) -> None:  # noqa: N802 - Qt's name
        self._forget_place()
        super().scrollToAnchor(name)

    def loadResource(self, kind: int, name: QUrl | str) -> object:  # noqa: N802 - Qt's name
        url = QUrl(name)
        path = Path(url.toLocalFile()) if url.isLocalFile() else None
        if path is not None and path.suffix.lower() == ".md":
            try:
                text = path.read_text("utf-8")  # (the guide: guide_path's, as the others)
            except (OSError, UnicodeDecodeError):
                return super().loadResource(kind, name)
            return shown_markdown(text, path.parent)
        return super().loadResource(kind, name)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """The page laid out again for its new width, the place read kept at its top: the
        line at the top stays there, as far into it as it was. (Found by the leftovers6
        audit: the page kept its distance from the guide's top, and the text flowed again
        above the place read took it away, a page or more.) Through a drag the place read
        before it is kept: read again at each step, at the start of the line then at the
        top, it crept back to its paragraph's start (the review5 audit)."""
        # (read in the page laid out for the width it had)
        place = self._kept if self._kept is not None else self.place()
        super().resizeEvent(event)
        # (not in a page emptied as the next one loads: a link followed, Back; the place
        # kept is past its end, and forgotten once the page is shown)
        if place is not None and place[0] < self.document().characterCount():
            self.go_to(place)
        self._kept = place

    def place(self) -> tuple[int, float, float] | None:
        """The place read: where the line at the top of the page begins in the document, how
        far into it the page's top is and the line's height, in pixels; None at the top."""
        bar = self.verticalScrollBar()
        if bar.value() <= bar.minimum():
            return None
        at = self.cursorForPosition(QPoint(0, 0)).position()
        top, height, start = self._line_at(at)
        return start, bar.value() - top, height

    def go_to(self, place: tuple[int, float, float]) -> None:
        """The line that begins at ``place`` put at the top of the page, as far into it as
        :meth:`place` said (as far into a picture's new height as into its old one)."""
        start, into, height = place
        top, now, _start = self._line_at(start)
        if 0 < into < height:
            into = into * now / height
        # (near the page's end, as far down as it goes)
        self.verticalScrollBar().setValue(round(top + into))

    def _line_at(self, at: int) -> tuple[float, float, int]:
        """The line of the page holding the character at ``at``: its top, its height, and
        where it begins in the document."""
        block = self.document().findBlock(at)
        y = self.document().documentLayout().blockBoundingRect(block).y()
        line = block.layout().lineForTextPosition(at - block.position())
        if not line.isValid():
            return y, 0.0, block.position()
        return y + line.y(), line.height(), block.position() + line.textStart()


class SmoothPictures(QPyTextObject):
    """Draws a page's pictures smoothly scaled to the screen's pixels: a text browser draws
    them by dropping pixels, and the screenshots (1500 pixels wide, shown about 670 wide)
    lost columns of their words ("heclgerow"), at scale 2 too. ``path`` gives a picture's
    file from its name in the page. The scalings of the :data:`KEPT` pictures drawn last
    are kept for the next paints: all of them kept, the guide read to its end at scale 2
    held some 60 MB more (4.5 MB a picture) for as long as the editor ran."""

    #: How many pictures' scalings are kept (a window shows two or three, a tall one five).
    KEPT = 6

    def __init__(self, path: Callable[[str], str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._scaled: dict[str, QImage] = {}

    def _source(self, path: str) -> QImage:
        return QImage(path)

    def intrinsicSize(self, doc: QTextDocument, pos: int,  # noqa: N802 - Qt's name
                      format: QTextFormat) -> QSizeF:  # noqa: A002 - Qt's name
        image = format.toImageFormat()
        if image.width() > 0 and image.height() > 0:
            return QSizeF(image.width(), image.height())
        return QSizeF(self._source(self._path(image.name())).size())

    def drawObject(self, painter: QPainter, rect: QRectF | QRect,  # noqa: N802 - Qt's name
                   doc: QTextDocument, pos: int, format: QTextFormat) -> None:  # noqa: A002
        rect = QRectF(rect)
        name = self._path(format.toImageFormat().name())
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        size = QSize(max(1, round(rect.width() * ratio)), max(1, round(rect.height() * ratio)))
        scaled = self._scaled.pop(name, None)
        if scaled is None or scaled.size() != size:
            source = self._source(name)
            if source.isNull():
                return
            scaled = source.scaled(size, Qt.AspectRatioMode.IgnoreAspectRatio,
                                   Qt.TransformationMode.SmoothTransformation)
            scaled.setDevicePixelRatio(ratio)
        self._scaled[name] = scaled  # the last drawn last: the first is the oldest
        while len(self._scaled) > self.KEPT:
            del self._scaled[next(iter(self._scaled))]
        painter.drawImage(rect.topLeft(), scaled)


class GuideWindow(QWidget):
    """The guide's window: the contents list, the browser, Back, and Find."""

    def __init__(self, settings: QSettings | None = None) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.setObjectName("userGuide")
        self.setWindowTitle(f"User Guide — {APP_NAME}")
        # the editor quits when its last window closes, the guide open or not
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.settings = settings
        self.browser = GuideBrowser()
        self.browser.setOpenLinks(False)
        self.browser.setAccessibleName("User guide")
        self.browser.anchorClicked.connect(self.follow)
        #: The page shown (sourceChanged says it before the browser's source() does).
        self.page = QUrl()
        self.browser.sourceChanged.connect(self._shown)
        self.pictures = SmoothPictures(
            lambda name: self.page.resolved(QUrl(name)).toLocalFile(), self)
        self.contents = QTreeWidget()
        self.contents.setHeaderHidden(True)
        self.contents.setRootIsDecorated(False)
        self.contents.setAccessibleName("Contents")
        self.contents.currentItemChanged.connect(self._go_to_item)
        #: The contents' chapters, each with the number of its heading's block.
        self.chapters: list[tuple[QTreeWidgetItem, int]] = []
        self._going = False
        self.back = QToolButton()
        self.back.setText("Back")
        back = QKeySequence(QKeySequence.StandardKey.Back)  # (Alt+Left; ⌘[ on macOS)
        self.back.setToolTip("Back to the page shown before "
                             f"({back.toString(QKeySequence.SequenceFormat.NativeText)})")
        self.back.setShortcut(back)
        self.back.setEnabled(False)
        self.back.clicked.connect(self.browser.backward)
        self.browser.backwardAvailable.connect(self.back.setEnabled)
        self._build_layout()
        #: The page's width settled (the window resized, the contents dragged wider): its
        #: pictures fitted to it.
        self._fit = QTimer(self, singleShot=True, interval=100)
        self._fit.timeout.connect(self._fit_pictures)
        self.browser.viewport().installEventFilter(self)
        self.browser.verticalScrollBar().valueChanged.connect(lambda _v: self._mark_chapter())
        saved = settings.value(SIZE_KEY) if settings is not None else None
        # the size kept, fitted to this screen as the first is: kept on a larger one, it
        # was given back whole (its title bar's buttons off a laptop's screen)
        size = saved if isinstance(saved, QSize) and saved.isValid() else FIRST_SIZE
        resize_within_screen(self, size.width(), size.height())
        try:
            resources.read_bytes(resources.guide_file(), "guide")
        except resources.ResourceError as e:
            self.browser.setPlainText(str(e))  # a path, not markup
            return
        self.browser.setSource(QUrl.fromLocalFile(str(guide_path())),
                               QTextDocument.ResourceType.MarkdownResource)

    def _build_layout(self) -> None:
        self.find_field = QLineEdit()
        self.find_field.setPlaceholderText("Find in the guide (Enter: next, Shift+Enter: "
                                           "previous)")
        self.find_field.setAccessibleName("Find in the guide")
        self.find_field.setClearButtonEnabled(True)
        self.find_field.returnPressed.connect(self.find_next)
        QShortcut(QKeySequence("Shift+Return"), self.find_field,
                  lambda: self.find_next(backward=True),
                  context=Qt.ShortcutContext.WidgetShortcut)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self, self.start_find)
        QShortcut(QKeySequence(QKeySequence.StandardKey.FindNext), self, self.find_next)
        self.find_note = QLabel("")
        self.find_note.setAccessibleName("Find result")
        top = QHBoxLayout()
        top.addWidget(self.back)
        top.addWidget(self.find_field, 1)
        top.addWidget(self.find_note)
        split = self.split = QSplitter()
        split.addWidget(self.contents)
        split.addWidget(self.browser)
        split.setStretchFactor(1, 1)
        split.setSizes([250, 650])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)

    # --- following links ------------------------------------------------------------------

    def follow(self, url: QUrl) -> None:
        """A link clicked: a heading of the page shown, another doc (in this browser), or
        a web address (the desktop's browser)."""
        if url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)
            return
        if not url.path():
            # through the browser's history, that Back returns to the place left
            here = QUrl(self.browser.source())
            here.setFragment(url.fragment())
            self.browser.setSource(here, QTextDocument.ResourceType.MarkdownResource)
            self.browser.scrollToAnchor(url.fragment())  # (the page read again, anchored)
            return
        # (the docs are files: their path, without the fragment)
        target = QUrl.fromLocalFile(self.browser.source().resolved(url).toLocalFile())
        if target != self.browser.source():
            self.browser.setSource(target, QTextDocument.ResourceType.MarkdownResource)
        if url.fragment():
            self.browser.scrollToAnchor(url.fragment())

    def _shown(self, page: QUrl) -> None:
        """A page shown: its headings given their anchors, listed in the contents, and
        its pictures fitted to the width."""
        self.page = page
        layout = self.browser.document().documentLayout()
        layout.registerHandler(QTextFormat.ObjectTypes.ImageObject, self.pictures)
        self.contents.blockSignals(True)
        self.contents.clear()
        self.chapters.clear()
        block = self.browser.document().begin()
        seen: dict[str, int] = {}
        while block.isValid():
            level = block.blockFormat().headingLevel()
            if level:
                name = slug(block.text())
                n = seen.get(name, -1) + 1
                seen[name] = n
                anchor = name if n == 0 else f"{name}-{n}"
                cursor = QTextCursor(block)
                cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock,
                                    QTextCursor.MoveMode.KeepAnchor)
                mark = QTextCharFormat()
                mark.setAnchor(True)
                mark.setAnchorNames([anchor])
                cursor.mergeCharFormat(mark)
                if level == 2:
                    item = QTreeWidgetItem([block.text()])
                    item.setData(0, Qt.ItemDataRole.UserRole, anchor)
                    self.contents.addTopLevelItem(item)
                    self.chapters.append((item, block.blockNumber()))
            block = block.next()
        self.contents.blockSignals(False)
        self._fit_pictures()

    def _go_to_item(self, item: QTreeWidgetItem | None) -> None:
        """A chapter chosen in the contents: the page goes there, and the chapter stays
        the one marked (the last chapters cannot reach the top of the page)."""
        if item is not None:
            self._going = True
            self.browser.scrollToAnchor(str(item.data(0, Qt.ItemDataRole.UserRole)))
            self._going = False

    def _mark_chapter(self) -> None:
        """The contents mark the chapter at the top of the page (the last one begun above
        its first line), without going to it."""
        if self._going:
            return
        top = self.browser.cursorForPosition(QPoint(0, 0)).block()
        y = self.browser.document().documentLayout().blockBoundingRect(top).y()
        document = self.browser.document()
        begun = [item for item, number in self.chapters
                 if document.documentLayout().blockBoundingRect(
                     document.findBlockByNumber(number)).y() <= y + 1]
        self.contents.blockSignals(True)
        if begun:
            self.contents.setCurrentItem(begun[-1])
        else:
            self.contents.setCurrentIndex(QModelIndex())  # (which leaves nothing selected)
        self.contents.blockSignals(False)

    def room(self) -> int:
        """The width the page leaves its pictures: the browser's less its scroll bar, shown
        or not (one shown or hidden while a page is laid out fits no picture again), and a
        margin."""
        bar = self.browser.verticalScrollBar().sizeHint().width()
        return max(120, self.browser.maximumViewportSize().width() - bar - 40)

    def _fit_pictures(self) -> None:
        """Each picture as wide as the page leaves room for, at most its own width; the
        place read stays where it is (unmoved when no picture changed)."""
        room = self.room()
        document = self.browser.document()
        # the text read stays in its place when the pictures above it change height
        place = self.browser.place()
        changed = False
        for start, end, image in self._pictures():
            size = QImageReader(self.page.resolved(QUrl(image.name())).toLocalFile()).size()
            if not size.isValid() or size.width() <= 0:
                continue
            width = min(room, size.width())
            if image.width() == width:
                continue
            image.setWidth(width)
            image.setHeight(round(size.height() * width / size.width()))
            cursor = QTextCursor(document)
            cursor.setPosition(start)
            cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
            cursor.setCharFormat(image)
            changed = True
        if not changed:
            return
        # laid out again whole: under X the blocks after a picture grown were at times
        # left where its old height put them, drawn under it (1 run in 10 or so)
        document.markContentsDirty(0, document.characterCount())
        if place is not None:
            # (as far into a picture as into its new height: the browser's one rule)
            self.browser.go_to(place)

    def _pictures(self) -> list[tuple[int, int, QTextImageFormat]]:
        """The pictures of the page shown: where each is, and its format."""
        found = []
        block = self.browser.document().begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                image = fragment.charFormat().toImageFormat()
                if image.isValid() and image.name():
                    found.append((fragment.position(),
                                  fragment.position() + fragment.length(), image))
                it += 1
            block = block.next()
        return found

    # --- find -----------------------------------------------------------------------------

    def start_find(self) -> None:
        self.find_field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.find_field.selectAll()

    def find_next(self, backward: bool = False) -> bool:
        """The next place (or the one before) where the words of the find field are, from
        the selection, going round the end; said in :attr:`find_note` when nowhere."""
        words = self.find_field.text()
        if not words:
            return False
        flags = QTextDocument.FindFlag.FindBackward if backward else QTextDocument.FindFlag(0)
        found = self.browser.find(words, flags)
        if not found:
            cursor = self.browser.textCursor()
            cursor.movePosition(QTextCursor.MoveOperation.End if backward
                                else QTextCursor.MoveOperation.Start)
            self.browser.setTextCursor(cursor)
            found = self.browser.find(words, flags)
        self.find_note.setText("" if found else "Not found")
        return found

    # --- the window -----------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.browser.viewport() and event.type() == QEvent.Type.Resize:
            self._fit.start()
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        """The pictures fitted to the width shown before the page is first drawn (made, the
        window had not its size yet)."""
        super().showEvent(event)
        self._fit_pictures()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """The size given is kept at once: quitting the editor ends the program with the
        guide open, and its close event never comes."""
        super().resizeEvent(event)
        if self.settings is not None and self.isVisible():
            self.settings.setValue(SIZE_KEY, self.size())

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        if self.settings is not None:
            self.settings.setValue(SIZE_KEY, self.size())
        super().closeEvent(event)
