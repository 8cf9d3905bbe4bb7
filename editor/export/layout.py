"""The briefing's page layout: header, map, texts in columns, expansions and legend, placed
on as many pages as they need.

Everything is measured before anything is drawn. Texts are shaped and broken into lines with
``QTextLayout`` (plain text: no markup is ever interpreted), and the lines flow through
columns: the columns under the map on page 1, then full-height columns on the next pages.
A line goes to the next column when it would cross the column's foot, so text is never
clipped and never overlaps; a heading is never left alone at a column's foot, a legend
entry is never split unless it is taller than a whole column.

Units: the layout works in 1/720 inch (:data:`PT` units per point). A PDF written at 720
dpi uses them as device pixels; PNG and SVG output and printers scale the painter.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QColor, QFont, QFontMetricsF, QPaintEngine, QPainter, QPen, QTextLayout,
                           QTextOption, QTransform)

from editor.engine.scenario import Scenario
from editor.engine.words import printable
from editor.render import RenderOptions, render
from editor.render.layout import Layout
from editor.render.options import SIDE_COLOURS, HexLabels
from editor.render.scene import label_lines, place_labels

from .content import BriefingContent, EdgeCaption, briefing_content
from .fonts import SANS, font, undrawable
from .legend import LegendEntry, LegendGroup
from .text import paragraphs

#: Layout units per typographic point (1 unit = 1/720 inch).
PT = 10.0


class PageSize(StrEnum):
    A4 = "a4"
    LETTER = "letter"


#: Page sizes in points, portrait.
PAGE_POINTS: dict[PageSize, tuple[float, float]] = {
    PageSize.A4: (595.2756, 841.8898),   # 210 x 297 mm
    PageSize.LETTER: (612.0, 792.0),     # 8.5 x 11 in
}


class Orientation(StrEnum):
    #: Landscape for boards much wider than tall (Overlord), portrait otherwise.
    AUTO = "auto"
    PORTRAIT = "portrait"
    LANDSCAPE = "landscape"


@dataclass(frozen=True)
class BriefingOptions:
    """How to lay out a briefing.

    >>> BriefingOptions(page=PageSize.LETTER, lang="fr", legend=False).lang
    'fr'
    """

    page: PageSize = PageSize.A4
    #: Language of the texts (field by field fallback: English, then any language).
    lang: str = "en"
    #: Print the legend of terrain, obstacles, units and markers used.
    legend: bool = True
    #: No background fills, light art: for printers.
    ink_saver: bool = False
    #: Hex names (A1, a2, ...) on the map.
    coords: bool = False
    orientation: Orientation = Orientation.AUTO


# --- the look (sizes in points) ------------------------------------------------------------

MARGIN = 34.0
FOOTER = 18.0
COLUMN_GAP = 16.0
BODY = 9.4
BODY_LEADING = 12.2
HEADING = 11.0
SUBHEADING = 9.4
LEGEND_LABEL = 8.4
LEGEND_TEXT = 7.8
LEGEND_LEADING = 9.6
ICON_W = 30.0
ICON_GAP = 6.0
TITLE_MAX, TITLE_MIN = 26.0, 15.0
#: The map may take this share of the page's height at most (tall Breakthrough boards).
MAP_MAX_SHARE = 0.70
#: A last page filled less than this is worth saving by setting the texts smaller...
LAST_PAGE_WORTH = 0.34
#: ... by these factors at most (9.4 pt body text becomes 8.5 pt, the legend 7 pt)...
DENSITIES = (0.95, 0.9)
#: ... and then, the texts at the smallest of them, with the map at these shares of its
#: size (of the text's width, and of the height it may take: a tall Breakthrough board
#: fills that height before the width; of its room, beside a column of text, for a
#: standard board on a landscape page), centred: a smaller map before a sheet wasted at
#: the table.
MAP_WIDTHS = (0.9, 0.8, 0.7)
#: On a landscape page, a map too wide for a column beside it at the page's height stands
#: beside one all the same when it is at least this share of its size across the page (a
#: standard board's: 1.10 on A4, 0.998 on Letter; an Overlord board's 0.66).
BESIDE_SHARE = 0.9
#: Lines of a paragraph never split between columns or pages: three cannot split without
#: leaving one alone, and four are one player of the official Briefing (side, nation,
#: cards, first move), whose cards would be read on the next page.
KEPT_PARAGRAPH_LINES = 4
#: A Briefing written as the official ones are (a paragraph of four lines or fewer a
#: player) of this many lines or fewer is kept on one page, split between two players'
#: paragraphs at most (see :meth:`_Builder.paragraph_blocks`): the two players, and a note.
BRIEFING_LINES = 3 * KEPT_PARAGRAPH_LINES
#: Page-1 columns shorter than this are skipped (text starts on page 2).
MIN_COLUMN = 3 * BODY_LEADING

# --- bounds: what no file can make larger (longer texts are cut with an ellipsis, and the
# briefing's ``warnings`` say so), so that every layout ends, soon, on a page of sense

#: Lines of the title in the header band, of the number, subtitle and front under it.
TITLE_LINES = 3
HEADER_LINES = 2
#: Lines of each side of an edge caption (side and nation; player, cards, first move).
CAPTION_LINES = 2
#: Share of the header's width the date and the front may take.
SIDE_TEXT_SHARE = 0.4
#: Characters of one section's text (historical background, briefing...): an official
#: text is under 3,000; 50,000 fill about ten pages of columns.
MAX_SECTION_CHARS = 50_000
#: Printed lines of one section's text (a paragraph's gap counted as the part of a line it
#: takes): about ten pages of columns (62 lines a column on an A4 page, two columns; 42 on
#: a landscape one, three), whatever the text's lines: 25,000 one-letter lines are within
#: the characters' limit, and would fill a thousand pages.
MAX_SECTION_LINES = 1_200
#: The map keeps at least this share of the page's height, whatever the header holds.
MAP_MIN_SHARE = 0.25
#: Steps of the map-fitting loop at most (each shrinks the map by 1%).
MAP_FIT_STEPS = 400
#: Lines of a legend entry's name and of its summary.
LEGEND_NAME_LINES, LEGEND_SUMMARY_LINES = 3, 12
#: More characters than any line of a page holds (the narrowest letters of the smallest
#: text across a landscape page): texts cut to a few lines are shaped this far at most.
LINE_CHARS = 600

INK = "#1c1c1a"
MUTED = "#5d5a50"
BAND = "#4a5228"         # the olive header band of the printed scenarios
HEADING_INK = "#4a3c10"
RULE = "#8a7a4a"


# --- what a page holds: items placed in layout units --------------------------------------

@dataclass(frozen=True)
class TextRun:
    """One line of a ``QTextLayout``, its box's top-left at (x, y)."""

    layout: QTextLayout
    line: int
    x: float
    y: float
    colour: str = INK

    def moved(self, dx: float, dy: float) -> TextRun:
        return replace(self, x=self.x + dx, y=self.y + dy)

    @property
    def text(self) -> str:
        ln = self.layout.lineAt(self.line)
        return self.layout.text()[ln.textStart():ln.textStart() + ln.textLength()]

    def paint(self, p: QPainter, b: Briefing) -> None:
        ln = self.layout.lineAt(self.line)
        p.setPen(QColor(self.colour))
        # QTextLine.draw adds the line's own position in its layout
        ln.draw(p, QPointF(self.x - ln.x(), self.y - ln.y()))


@dataclass(frozen=True)
class Box:
    """A filled and/or outlined rectangle (or a line when ``h`` is 0)."""

    x: float
    y: float
    w: float
    h: float
    fill: str | None = None
    stroke: str | None = None
    width: float = 0.0

    def moved(self, dx: float, dy: float) -> Box:
        return replace(self, x=self.x + dx, y=self.y + dy)

    def paint(self, p: QPainter, b: Briefing) -> None:
        p.save()
        p.setPen(QPen(QColor(self.stroke), self.width) if self.stroke else Qt.PenStyle.NoPen)
        p.setBrush(QColor(self.fill) if self.fill else Qt.BrushStyle.NoBrush)
        if self.h == 0:
            p.drawLine(QPointF(self.x, self.y), QPointF(self.x + self.w, self.y))
        else:
            p.drawRect(QRectF(self.x, self.y, self.w, self.h))
        p.restore()


@dataclass(frozen=True)
class MapDrawing:
    """The board drawn by the shared renderer, its top-left at (x, y)."""

    x: float
    y: float
    options: RenderOptions

    def moved(self, dx: float, dy: float) -> MapDrawing:
        return replace(self, x=self.x + dx, y=self.y + dy)

    def label_places(self, scenario: Scenario) -> tuple[int, ...]:
        """Where each place name stands (:func:`~editor.render.scene.place_labels`) in the
        drawing at the layout's own scale, in the names' order."""
        o = self.options
        return tuple(placed.place for placed in place_labels(
            scenario, Layout(scenario.board, o), o.hex_labels, o.scale))

    def paint(self, p: QPainter, b: Briefing) -> None:
        p.save()
        t = p.worldTransform()
        engine = p.paintEngine()
        raster = engine is not None and engine.type() == QPaintEngine.Type.Raster
        if raster and t.type().value <= QTransform.TransformationType.TxScale.value \
                and abs(t.m11() - t.m22()) < 1e-9:
            # On images, draw at device resolution with an unscaled painter: the renderer
            # then uses its cached raster tiles (fast, crisp) instead of resampled vectors.
            # each place name where the layout's own drawing puts it (the PDF's and the
            # SVG's): placed anew at the image's scale, whose fonts round otherwise, a name
            # stood below its town in the PDF and above it in the PNG
            origin = t.map(QPointF(self.x, self.y))
            p.setWorldTransform(QTransform.fromTranslate(origin.x(), origin.y()))
            render(p, b.scenario, replace(self.options, scale=self.options.scale * t.m11(),
                                          label_places=self.label_places(b.scenario)))
        else:
            p.translate(self.x, self.y)
            render(p, b.scenario, self.options)
        p.restore()


@dataclass(frozen=True)
class Icon:
    """A legend entry's picture, drawn with the renderer's ``draw_item``."""

    entry: LegendEntry
    x: float
    y: float
    w: float
    h: float

    def moved(self, dx: float, dy: float) -> Icon:
        return replace(self, x=self.x + dx, y=self.y + dy)

    def paint(self, p: QPainter, b: Briefing) -> None:
        from editor.render import draw_item, library
        from editor.render.art import ArtKey
        from editor.render.scene import ROW_GROUND

        rect = QRectF(self.x, self.y, self.w, self.h)
        ink = b.options.ink_saver
        if self.entry.art == "board":
            # the printed beach and ocean rows: board art, not a catalog item
            radius = min(rect.width() / math.sqrt(3), rect.height() / 2)
            centre = rect.center()
            p.save()
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            library().draw(p, ArtKey("board", ROW_GROUND[self.entry.name], ink), centre,
                           radius, 1, clip_hex=True)
            p.setPen(QPen(QColor(0, 0, 0, 70), max(0.6, radius * 0.03)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            pts = [QPointF(centre.x() + radius * math.cos(math.radians(90 + 60 * k)),
                           centre.y() - radius * math.sin(math.radians(90 + 60 * k)))
                   for k in range(6)]
            p.drawPolygon(pts)
            p.restore()
            return
        if self.entry.art == "ready":
            self.paint_ready(p, rect)
            return
        draw_item(p, self.entry.name, rect, 1, face=b.scenario.face, ink_saver=ink,
                  figures=self.entry.figures)
        if self.entry.badge:
            d = self.w * 0.46
            draw_item(p, self.entry.badge, QRectF(rect.right() - d * 0.9, rect.top(), d, d),
                      face=b.scenario.face, ink_saver=ink)

    def paint_ready(self, p: QPainter, rect: QRectF) -> None:
        """Ready-to-Take-off markers as the map shows them: a plate in the side's colour
        (red when they cannot be read) with an airplane and their count."""
        colour = SIDE_COLOURS[self.entry.side] if self.entry.side else "#c62d25"
        plate = QRectF(rect.left(), rect.center().y() - rect.height() * 0.22, rect.width(),
                       rect.height() * 0.44)
        f = font(plate.height() * 0.62, bold=True)
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("white"), max(0.6, plate.height() * 0.06)))
        p.setBrush(QColor(colour))
        p.drawRoundedRect(plate, plate.height() * 0.25, plate.height() * 0.25)
        p.setFont(f)
        count = self.entry.figures if self.entry.side else "?"
        p.drawText(plate, Qt.AlignmentFlag.AlignCenter, f"\u2708 {count}")
        p.restore()


Item = TextRun | Box | MapDrawing | Icon


@dataclass
class Page:
    items: list[Item] = field(default_factory=list)

    def text(self) -> str:
        """The page's text lines in drawing order (tests, accessibility)."""
        return "\n".join(i.text for i in self.items if isinstance(i, TextRun))


@dataclass
class Briefing:
    """A laid-out briefing: pages of placed items, ready to paint on any device."""

    scenario: Scenario
    options: BriefingOptions
    content: BriefingContent
    #: Page size in layout units (landscape already applied).
    width: float
    height: float
    landscape: bool
    pages: list[Page]
    #: What the layout had to cut (a text too long for its place), one sentence each.
    warnings: tuple[str, ...] = ()

    @property
    def title(self) -> str:
        return self.content.title

    def paint_page(self, painter: QPainter, index: int) -> None:
        """Draw page ``index`` with ``painter`` in layout units (the caller scales)."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        for item in self.pages[index].items:
            item.paint(painter, self)
        painter.restore()


# --- text measurement ----------------------------------------------------------------------

def right_to_left(text: str) -> bool:
    """Whether ``text`` reads from right to left: its first letter of a definite direction
    is Hebrew, Arabic... (the Unicode rule for a paragraph's direction, which Qt applies too).

    >>> right_to_left("317 معركة التل"), right_to_left("Hill 317 (تل)")
    (True, False)
    """
    for ch in text:
        kind = unicodedata.bidirectional(ch)
        if kind in ("R", "AL"):
            return True
        if kind == "L":
            return False
    return False


#: How far the further lines of a bibliography's entry start in, in points (as BODY).
BIBLIOGRAPHY_HANG = 12.0

#: The mark of a list item at the start of a line: a dash or bullet, a number or a letter
#: with a full stop or a parenthesis ("- ", "• ", "10. ", "b) ", "(3) "), then a space.
LIST_MARK = re.compile(r"[-–—•*·▪►] +|\(?(?:\d{1,3}|[A-Za-z])[.)] +(?=\S)")


def text_lines(text: str, f: QFont, width: float, leading: float,
               colour: str = INK, paragraph: bool = False, hanging: float = 0.0
               ) -> list[TextRun]:
    """Break ``text`` (plain, one paragraph) into lines of at most ``width`` units; each run
    is positioned at x=0 and y = its line's top, ``leading`` apart. ``paragraph``: a body
    text's paragraph, set flush right when it reads right to left (where its lines start),
    and, when it is a list item, with its further lines hanging under the item's text;
    ``hanging``: the further lines of any paragraph start that far in (a bibliography's
    entries)."""
    layout = QTextLayout(text, f)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    flush_right = paragraph and right_to_left(text)
    if flush_right:
        option.setTextDirection(Qt.LayoutDirection.RightToLeft)
    layout.setTextOption(option)
    layout.setCacheEnabled(True)
    mark = LIST_MARK.match(text) if paragraph else None
    hang = 0.0
    runs = []
    layout.beginLayout()
    y = 0.0
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width - hang)
        line.setPosition(QPointF(0, y))
        # right to left, the further lines of a list item end short of the right edge
        x = width - hang - line.naturalTextWidth() if flush_right else hang
        runs.append(TextRun(layout, line.lineNumber(), max(0.0, x), y, colour))
        y += leading
        if mark and line.lineNumber() == 0:
            # the further lines start where the item's text does on the first
            shift = QFontMetricsF(f).horizontalAdvance(mark.group())
            hang = shift if shift < width / 3 else 0.0
        elif hanging and line.lineNumber() == 0:
            hang = min(hanging, width / 3)
    layout.endLayout()
    return runs


def elided_lines(text: str, f: QFont, width: float, leading: float, max_lines: int,
                 colour: str = INK, paragraph: bool = False) -> tuple[list[TextRun], bool]:
    """:func:`text_lines` of at most ``max_lines`` lines, the last one cut with an ellipsis
    when the text needs more; returns the runs and whether the text was cut. Only the first
    :data:`LINE_CHARS` characters per line are shaped: the rest cannot fit anyway, and
    shaping 300,000 characters to show three lines of them takes seconds."""
    bound = max_lines * LINE_CHARS
    if len(text) > bound:
        text = text[:bound]
        runs = text_lines(text, f, width, leading, colour, paragraph)
        if len(runs) <= max_lines:  # cannot happen at page widths; cut all the same
            runs = text_lines(text[:-1] + "…", f, width, leading, colour, paragraph)
            return runs[:max_lines], True
    else:
        runs = text_lines(text, f, width, leading, colour, paragraph)
    if len(runs) <= max_lines:
        return runs, False
    last = runs[max_lines - 1].layout.lineAt(runs[max_lines - 1].line)
    start = last.textStart()
    tail = " ".join(text[start:start + 4 * max(16, int(width))].split())
    elided = QFontMetricsF(f).elidedText(tail + " …", Qt.TextElideMode.ElideRight,
                                         max(width, 1.0))
    if not elided.endswith("…"):
        elided = elided.rstrip() + "…"
    runs = text_lines(text[:start] + elided, f, width, leading, colour, paragraph)
    return runs[:max_lines], True


def rows_of(runs: list[TextRun], height: float, dx: float = 0.0) -> list[Row]:
    """One row per line, each run at the top-left of its row (shifted ``dx``)."""
    return [Row(height, [replace(r, x=r.x + dx, y=0.0)]) for r in runs]


def text_width(text: str, f: QFont) -> float:
    """The natural width of one line of text (of its first :data:`LINE_CHARS` characters:
    any text longer than that is wider than a page anyway)."""
    layout = QTextLayout(text[:LINE_CHARS], f)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(1e9)
    layout.endLayout()
    return line.naturalTextWidth()


# --- the flow of columns -------------------------------------------------------------------

@dataclass
class Row:
    """A horizontal strip of a column: its height and what it holds (coordinates relative to
    the row's top-left)."""

    height: float
    items: list[Item]


@dataclass
class Block:
    """Rows that belong together: a paragraph, a heading, a legend entry."""

    rows: list[Row]
    gap_before: float = 0.0
    #: Move the whole block to the next column rather than split it (when it fits in one).
    keep_together: bool = False
    #: Never end a column with this block (headings).
    keep_with_next: bool = False
    #: A block kept together that may still be split when it fits none of the short columns
    #: under the map (text, not a legend entry, whose icon hangs from its first line).
    splits_when_short: bool = False
    #: Where a split may fall, when the block is split: the rows of the gaps between its
    #: paragraphs (a gap row never starts a column); empty: after any row.
    breaks: tuple[int, ...] = ()
    #: Split only between columns of one page: a block that would have to go on from the
    #: last column of a page moves whole to the next page (the two players of the
    #: official Briefing are read on one sheet).
    one_page: bool = False

    @property
    def height(self) -> float:
        return sum(r.height for r in self.rows)

    def start_need(self) -> float:
        """Room the block needs to start in a column: all of it when kept together, else
        its first part (:meth:`first_part`)."""
        if self.keep_together:
            return self.height
        return self.first_part()

    def first_part(self) -> float:
        """The height of the rows that must start a column together when the block is
        split: those before its first break, else two rows (no single orphan line at a
        column's foot)."""
        if self.breaks:
            return sum(r.height for r in self.rows[:self.breaks[0]])
        return sum(r.height for r in self.rows[:2])

    def part_after(self, k: int) -> float:
        """The height of the paragraph after the break at row ``k`` (its gap row left
        out)."""
        end = next((b for b in self.breaks if b > k), len(self.rows))
        return sum(r.height for r in self.rows[k + 1:end])


@dataclass(frozen=True)
class Frame:
    page: int
    x: float
    top: float
    bottom: float
    #: The last column of its page.
    last: bool = False

    @property
    def height(self) -> float:
        return self.bottom - self.top


@dataclass(frozen=True)
class FlowEnd:
    """Where a flow stopped: its last frame and the height reached in it."""

    frame: Frame
    y: float

    @property
    def page(self) -> int:
        return self.frame.page


def flow(blocks: Sequence[Block], frames: Iterator[Frame], full_height: float,
         pages: list[Page], new_page: Callable[[], None]) -> FlowEnd:
    """Place ``blocks`` through ``frames``, adding pages with ``new_page()`` as frames on new
    pages are reached; returns where the flow ended."""
    placing = _Flow(blocks, frames, full_height, pages, new_page)
    for i, block in enumerate(blocks):
        placing.place(i, block)
    return FlowEnd(placing.frame, placing.y)


class _Flow:
    """Blocks placed through frames (:func:`flow`): the frame reached and the height
    reached in it."""

    def __init__(self, blocks: Sequence[Block], frames: Iterator[Frame], full_height: float,
                 pages: list[Page], new_page: Callable[[], None]) -> None:
        self.blocks = blocks
        self.frames = frames
        self.full_height = full_height
        self.pages = pages
        self.new_page = new_page
        # no room on page 1: the flow starts on a new page
        self.frame = self._next_frame()
        self.y = self.frame.top

    def _next_frame(self) -> Frame:
        frame = next(self.frames)
        while frame.page >= len(self.pages):
            self.new_page()
        return frame

    def advance(self) -> None:
        """On to the top of the next frame."""
        self.frame = self._next_frame()
        self.y = self.frame.top

    def short(self, f: Frame) -> bool:
        return f.height < self.full_height

    def splits(self, b: Block, f: Frame) -> bool:
        """Whether ``b`` may be split between columns from ``f`` on: a block not kept
        together, or one too tall for any column, or a text too tall for a short column
        under the map (every short column of a page is as tall: the text fits none of
        them, and split it fills them rather than leaving them empty); one to stay on one
        page, from any column but its page's last."""
        if b.one_page and b.height <= self.full_height:
            return not f.last
        return (not b.keep_together or b.height > self.full_height
                or (b.splits_when_short and self.short(f) and b.height > f.height))

    def start_need(self, b: Block, f: Frame) -> float:
        """Room ``b`` needs to start in ``f``: all of it when kept together there, else its
        first part (:meth:`Block.first_part`)."""
        return b.first_part() if self.splits(b, f) else b.height

    def need_in(self, i: int, f: Frame) -> float:
        """Room block ``i`` needs to start in ``f``: a heading with the headings right
        under it (Legend, then Terrain) and the start of what they head."""
        blocks = self.blocks
        block = blocks[i]
        if not (block.keep_with_next and i + 1 < len(blocks)):
            return self.start_need(block, f)
        need = block.height
        j = i + 1
        while blocks[j].keep_with_next and j + 1 < len(blocks):
            need += blocks[j].gap_before + blocks[j].height
            j += 1
        nxt = blocks[j]
        return need + nxt.gap_before + min(self.start_need(nxt, f), self.full_height / 2)

    def place(self, i: int, block: Block) -> None:
        """Places block ``i``: in the first frame with room for its start, then row by
        row."""
        at_top = self.y <= self.frame.top
        gap = 0.0 if at_top else block.gap_before
        if not at_top and self.y + gap + self.need_in(i, self.frame) > self.frame.bottom:
            self.advance()
            gap = 0.0
        while self.short(self.frame) and self.need_in(i, self.frame) > self.frame.height:
            # a short column (under a tall map) that cannot hold the start: skip it
            self.advance()
            gap = 0.0
        self.y += gap
        split = self.splits(block, self.frame)
        for k in range(len(block.rows)):
            self._place_row(block, k, split)

    def _place_row(self, block: Block, k: int, split: bool) -> None:
        """Places row ``k`` of ``block`` (``split``: which may be split between
        columns)."""
        rows = block.rows
        row = rows[k]
        if split and k in block.breaks:
            # split between paragraphs only: the next goes on in the next column when
            # this one cannot hold it, and the gap does not start that column
            if self.y + row.height + block.part_after(k) > self.frame.bottom \
                    and self.y > self.frame.top:
                self.advance()
                return
        # no widow: the last line of a paragraph does not start a column alone when the
        # line before it can go along (and two lines stay behind)
        elif (k == len(rows) - 2 and k >= 2 and split and not block.breaks
                and self.y + row.height <= self.frame.bottom
                and self.y + row.height + rows[k + 1].height > self.frame.bottom):
            self.advance()
        while self.y + row.height > self.frame.bottom and (self.y > self.frame.top
                                                           or self.short(self.frame)):
            self.advance()
        self.pages[self.frame.page].items.extend(item.moved(self.frame.x, self.y)
                                                 for item in row.items)
        self.y += row.height


# --- building the briefing -----------------------------------------------------------------

def layout_briefing(scenario: Scenario, options: BriefingOptions | None = None) -> Briefing:
    """Lay out the briefing of ``scenario``: measure, break and place everything."""
    from editor.render import ensure_app

    ensure_app()
    options = options or BriefingOptions()
    # a snapshot: the map printed later (a print preview repaints) matches the texts even
    # if the editor's document changes in between
    scenario = scenario.copy()
    content = briefing_content(scenario, options.lang, with_legend=options.legend)
    pw, ph = (v * PT for v in PAGE_POINTS[options.page])
    landscape = _landscape(scenario, options.orientation)
    if landscape:
        pw, ph = ph, pw
    briefing, fill = _Builder(scenario, options, content, pw, ph, landscape).build()
    if len(briefing.pages) > 1 and fill < LAST_PAGE_WORTH:
        # a last page holding a few lines is a sheet wasted at the table: try the flowing
        # texts and legend a little smaller, then the map a little narrower too, and keep
        # the first that saves the page
        tries = [(density, 1.0) for density in DENSITIES]
        tries += [(DENSITIES[-1], share) for share in MAP_WIDTHS]
        for density, map_width in tries:
            builder = _Builder(scenario, options, content, pw, ph, landscape, density,
                               map_width)
            tighter, _ = builder.build()
            if len(tighter.pages) < len(briefing.pages):
                return tighter
            if builder.narrowed_by_column:
                break  # a map with columns beside it is narrowed by a column, at any share
    return briefing


def _landscape(scenario: Scenario, orientation: Orientation) -> bool:
    if orientation is Orientation.AUTO:
        w, h = scenario.board.size()
        return w / h > 2.2  # only Overlord's 26 x 9 hexes
    return orientation is Orientation.LANDSCAPE


class _Builder:
    def __init__(self, scenario: Scenario, options: BriefingOptions, content: BriefingContent,
                 width: float, height: float, landscape: bool, density: float = 1.0,
                 map_width: float = 1.0) -> None:
        self.s = scenario
        #: Layout units per point of the flowing texts and legend (``density`` below 1 sets
        #: them a little smaller to save a nearly empty last page).
        self.fp = PT * density
        #: The largest the map may be, as a share of the text's width and of the height
        #: it may take (below 1 to save a nearly empty last page).
        self.map_width = map_width
        self.o = options
        self.c = content
        self.w = width
        self.h = height
        self.landscape = landscape
        self.left = MARGIN * PT
        self.right = width - MARGIN * PT
        self.top = MARGIN * PT
        self.bottom = height - (MARGIN + FOOTER) * PT
        self.content_w = self.right - self.left
        self.ink = options.ink_saver
        ncols = max(1, round(self.content_w / (270 * PT)))
        self.ncols = ncols
        self.col_w = (self.content_w - (ncols - 1) * COLUMN_GAP * PT) / ncols
        self.pages: list[Page] = [Page()]
        #: The first page's columns beside its map (:meth:`_map_beside`), where its texts
        #: go on after the columns of the map's room under it (if there is room there);
        #: none when the map spans the text's width.
        self.beside: list[Frame] = []
        #: The map beside the texts was narrowed to give them a column more (a page-saving
        #: retry's, :meth:`_map_beside`): as narrowed at any share.
        self.narrowed_by_column = False
        self.warnings: list[str] = []
        #: Characters of the scenario's texts the fonts cannot draw, by what holds them.
        self.undrawn: dict[str, dict[str, None]] = {}

    def _drawable(self, what: str, text: str, f: QFont) -> None:
        """Note the characters of ``text`` that ``f`` cannot draw (:func:`undrawable`)."""
        missing = undrawable(text, f)
        if missing:
            self.undrawn.setdefault(what, {}).update(dict.fromkeys(missing))

    def _undrawn_warnings(self) -> list[str]:
        out = []
        for what, chars in self.undrawn.items():
            shown = [f"{ch} (U+{ord(ch):04X})" for ch in list(chars)[:8]]
            more = f" and {len(chars) - 8} more" if len(chars) > 8 else ""
            out.append(f"characters the briefing's font ({SANS}) cannot draw, in the "
                       f"{what}: {', '.join(shown)}{more}; they print in another font of "
                       "this system that has them, else as empty boxes")
        return out

    def _cut(self, what: str, text: str, f: QFont, width: float, leading: float,
             max_lines: int, colour: str = INK) -> list[TextRun]:
        """Lines of a text that must fit a place of ``max_lines`` lines: cut with an
        ellipsis, and a warning, when it does not (and a warning of the characters its
        font cannot draw)."""
        self._drawable(what, text, f)
        runs, cut = elided_lines(text, f, width, leading, max_lines, colour)
        if cut:
            self.warnings.append(f"the {what} is too long for its place ({len(text):,} "
                                 f"characters): cut after {max_lines} "
                                 f"line{'s' if max_lines > 1 else ''}")
        return runs

    # --- the whole ---------------------------------------------------------------------

    def build(self) -> tuple[Briefing, float]:
        """The briefing, and how full its last page is (0 to 1)."""
        y = self.header(self.pages[0], self.top)
        y = self.map_block(self.pages[0], y + 8 * PT)
        blocks = self.text_blocks()
        fill = 1.0
        if blocks:
            end = flow(blocks, self.frames(y + 10 * PT), self.bottom - self.top, self.pages,
                       lambda: self.pages.append(Page()))
            if end.page > 0:
                columns = [f for f in self._page_frames(end.page)]
                used = sum(f.height for f in columns if f.x < end.frame.x)
                used += end.y - end.frame.top
                fill = used / sum(f.height for f in columns)
        self.footers()
        labels = "\n".join(printable(line) for label in self.s.labels for line in label.text)
        self._drawable("place names on the map", labels, font(10 * PT, bold=True))
        briefing = Briefing(self.s, self.o, self.c, self.w, self.h, self.landscape, self.pages,
                            tuple(dict.fromkeys(self.warnings + self._undrawn_warnings())))
        return briefing, fill

    def _page_frames(self, page: int) -> list[Frame]:
        return [Frame(page, self.left + k * (self.col_w + COLUMN_GAP * PT), self.top,
                      self.bottom, k == self.ncols - 1) for k in range(self.ncols)]

    def frames(self, first_top: float) -> Iterator[Frame]:
        page = 0
        top = first_top
        while True:
            if page == 0 and self.beside:
                # the columns of the map's room under it first, when it is narrower than
                # the page's height lets it be (page-saving retries narrow it), then those
                # beside it from their top: column by column, left to right
                if self.bottom - top >= MIN_COLUMN * PT:
                    under = self._page_frames(0)[:self.ncols - len(self.beside)]
                    yield from (replace(f, top=top) for f in under)
                yield from self.beside
            elif page > 0 or self.bottom - top >= MIN_COLUMN * PT:
                for k in range(self.ncols):
                    yield Frame(page, self.left + k * (self.col_w + COLUMN_GAP * PT), top,
                                self.bottom, k == self.ncols - 1)
            page += 1
            top = self.top

    # --- header ------------------------------------------------------------------------

    def header(self, page: Page, y: float) -> float:
        c = self.c
        pad = 7 * PT
        date_font = font(12.5 * PT, bold=True)
        inner = self.content_w - 2 * pad
        date_lead = 15 * PT
        title = c.title.upper()
        # the date takes 40 % of the band, or what a short title leaves
        title_w = text_width(title, font(TITLE_MAX * PT, bold=True, condensed=True))
        date_room = max(inner * SIDE_TEXT_SHARE, inner - title_w - 14 * PT)
        date_runs = self.date_lines(c.date, date_font, date_room, date_lead)
        date_w = max((r.layout.lineAt(r.line).naturalTextWidth() for r in date_runs),
                     default=0.0)
        title_room = inner - (date_w + 14 * PT if date_w else 0.0)
        size = TITLE_MAX
        while size > TITLE_MIN and text_width(title, font(size * PT, bold=True, condensed=True)) \
                > title_room:
            size -= 0.5
        tfont = font(size * PT, bold=True, condensed=True)
        lead = size * 1.2 * PT
        runs = self._cut("title", title, tfont, title_room, lead, TITLE_LINES,
                         INK if self.ink else "#ffffff")
        # the date's first line is centred on the title's first line
        date_top = pad + (lead - date_lead) / 2
        band_h = max(2 * pad + len(runs) * lead, date_top + len(date_runs) * date_lead + pad)
        if self.ink:
            page.items.append(Box(self.left, y + band_h, self.content_w, 0, stroke=INK,
                                  width=1.6 * PT))
        else:
            page.items.append(Box(self.left, y, self.content_w, band_h, fill=BAND))
        page.items.extend(r.moved(self.left + pad, y + pad) for r in runs)
        for r in date_runs:
            # each line ends at the band's right edge
            w = r.layout.lineAt(r.line).naturalTextWidth()
            page.items.append(r.moved(self.right - pad - w, y + date_top))
        y += band_h + 5 * PT
        # scenario number and subtitle on the left, front on the right
        small = font(8.6 * PT)
        front_w = (min(text_width(c.front, small), self.content_w * SIDE_TEXT_SHARE)
                   if c.front else 0.0)
        left_room = self.content_w - (front_w + 12 * PT if front_w else 0.0)
        sub_h = 0.0
        if c.number:
            num = self._cut("scenario number", c.number, font(10 * PT, bold=True), left_room,
                            13 * PT, HEADER_LINES, INK if self.ink else HEADING_INK)
            page.items.extend(r.moved(self.left, y + sub_h) for r in num)
            sub_h += len(num) * 13 * PT
        if c.subtitle:
            italic = font(10 * PT, italic=True)
            if undrawable(c.subtitle, italic) and not undrawable(c.subtitle, font(10 * PT)):
                # DejaVu Sans Oblique has no Arabic letters, the upright face has them (and
                # Arabic script is not slanted): upright rather than empty boxes
                italic = font(10 * PT)
            sub = self._cut("subtitle", c.subtitle, italic, left_room, 13 * PT, HEADER_LINES)
            page.items.extend(r.moved(self.left, y + sub_h) for r in sub)
            sub_h += len(sub) * 13 * PT
        if c.front:
            fr = self._cut("front", c.front, small, front_w + PT, 13 * PT, HEADER_LINES, MUTED)
            page.items.extend(r.moved(self.right - front_w, y) for r in fr)
            sub_h = max(sub_h, len(fr) * 13 * PT)
        return y + sub_h

    def date_lines(self, date: str, f: QFont, room: float, leading: float) -> list[TextRun]:
        """The date in the header band: on one line, else on two, broken after the dash of a
        span ("December 16, 1944 –" / "January 25, 1945"), else wherever a text breaks; cut
        with an ellipsis only when two lines of ``room`` cannot hold it."""
        if not date:
            return []
        colour = INK if self.ink else "#ffffff"
        width = min(text_width(date, f), room)
        start, dash, end = date.partition(" – ")
        if text_width(date, f) > room and dash:
            first = self._cut("date", start + dash.rstrip(), f, room + PT, leading, 1, colour)
            second = self._cut("date", end, f, room + PT, leading, 1, colour)
            return [*first, *(r.moved(0, leading) for r in second)]
        return self._cut("date", date, f, width + PT, leading, HEADER_LINES, colour)

    # --- map ---------------------------------------------------------------------------

    def caption_rows(self, cap: EdgeCaption, width: float | None = None) -> list[Row]:
        """Side and nation on the left, the player, cards and first move on the right,
        across ``width`` (the text's width by default)."""
        width = self.content_w if width is None else width
        colour = INK if self.ink else SIDE_COLOURS[cap.side]
        left = cap.side_name.upper() + (f" — {cap.nation}" if cap.nation else "")
        w = self.c.words
        bits = [w.phrase("player", n=cap.player)]
        if cap.cards is not None:
            bits.append(w.phrase("card" if cap.cards == 1 else "cards", n=cap.cards))
        if cap.moves_first:
            bits.append(w.phrase("first"))
        right = " · ".join(bits)
        lf, rf = font(9.6 * PT, bold=True), font(8.8 * PT)
        self._drawable("side and nation caption", left, lf)
        lw, rw = text_width(left, lf), text_width(right, rf)
        lead = 13 * PT
        if lw + rw + 12 * PT <= width:
            lr = text_lines(left, lf, width, lead, colour)
            rr = [r.moved(width - rw, 0) for r in text_lines(right, rf, rw + PT, lead,
                                                                     MUTED)]
            return [Row(lead, [*lr, *rr])]
        rows = rows_of(self._cut("side and nation caption", left, lf, width, lead,
                                 CAPTION_LINES, colour), lead)
        rows += rows_of(self._cut("player caption", right, rf, width, lead,
                                  CAPTION_LINES, MUTED), lead)
        return rows

    def map_block(self, page: Page, y: float) -> float:
        beside = self._map_beside(y)
        if beside is not None:
            width, top_rows, bottom_rows, opts = beside
        else:
            width = self.content_w
            top_rows, bottom_rows, opts = self._map_across(y)
        size = Layout(self.s.board, opts).size
        x = self.left + (width - size.width()) / 2
        # the captions span the map's room (the text's width, but for a map with columns
        # beside it), above and below the map
        for row in top_rows:
            page.items.extend(i.moved(self.left, y) for i in row.items)
            y += row.height
        page.items.append(MapDrawing(x, y, opts))
        self._cut_place_names(opts.scale)
        y += size.height()
        for row in bottom_rows:
            page.items.extend(i.moved(self.left, y) for i in row.items)
            y += row.height
        return y

    def _map_across(self, y: float) -> tuple[list[Row], list[Row], RenderOptions]:
        """A map over the text's width, the texts under it: its captions above and below,
        and its options."""
        top_rows = self.caption_rows(self.c.top)
        bottom_rows = self.caption_rows(self.c.bottom)
        captions_h = sum(r.height for r in top_rows + bottom_rows)
        page_h = self.bottom - self.top
        room_h = max(min(page_h * MAP_MAX_SHARE, self.bottom - y - captions_h),
                     page_h * MAP_MIN_SHARE)
        # narrower and shorter: a tall board's map is as high as it may be, and
        # narrowing its room alone would leave it as large
        opts = self.map_options(self.content_w * self.map_width, room_h * self.map_width)
        return top_rows, bottom_rows, opts

    def _map_beside(self, y: float
                    ) -> tuple[float, list[Row], list[Row], RenderOptions] | None:
        """A landscape page's map as tall as the page lets it, and the columns of text its
        width leaves beside it (:attr:`beside`, from its top to the page's foot; the texts
        start under the map when it leaves room there, :meth:`frames`): the room of the map
        and its captions, and the map's options. ``None`` on a portrait page, and where
        no column fits beside the map (a board as wide as the page, Overlord's) or the map
        beside one would be smaller than across the page (:data:`BESIDE_SHARE`). A
        Breakthrough board took 70 % of a landscape page's height and a third of its width,
        the texts a few lines high in three columns under it."""
        if not self.landscape:
            return None
        step = self.col_w + COLUMN_GAP * PT

        def fitted(width: float, share: float = 1.0
                   ) -> tuple[list[Row], list[Row], RenderOptions]:
            top_rows = self.caption_rows(self.c.top, width)
            bottom_rows = self.caption_rows(self.c.bottom, width)
            room_h = self.bottom - y - sum(r.height for r in top_rows + bottom_rows)
            return top_rows, bottom_rows, self.map_options(width * share, room_h * share)

        _, _, whole = fitted(self.content_w)
        columns = int((self.content_w - Layout(self.s.board, whole).size.width()) // step)
        share = 1.0
        if columns < 1:
            # a map that the page's height makes wider than the room a column leaves (a
            # standard board's) stands beside one all the same where it is about as large
            # there as across the page, held to 70 % of its height (it stood centred
            # between two empty strips, the texts a few lines under it); a page-saving
            # retry narrows it in that room, the texts going on under it
            share = self.map_width
            if fitted(self.content_w - step, share)[2].scale \
                    < BESIDE_SHARE * self._map_across(y)[2].scale:
                return None
            columns = 1
        elif self.map_width < 1.0:
            # a page-saving retry's narrower map gives the texts one column more, its room
            # keeping one (the texts start there, under it): at 70 % of its width, Ridge
            # Breakthrough's was 7 points too wide for a Letter page's second column
            columns = min(columns + 1, self.ncols - 1)
            self.narrowed_by_column = True
        # the map filling the room the columns leave (its captions there may take more
        # lines): narrowed again, it left that room's foot empty under it
        width = self.content_w - columns * step
        top_rows, bottom_rows, opts = fitted(width, share)
        x = self.left + width + COLUMN_GAP * PT
        self.beside = [Frame(0, x + k * step, y, self.bottom, k == columns - 1)
                       for k in range(columns)]
        return width, top_rows, bottom_rows, opts

    def _cut_place_names(self, scale: float) -> None:
        """Warn of the place names the map cuts (:func:`label_lines`: four lines of four hex
        widths at most)."""
        board = self.s.board
        for label in self.s.labels:
            if not board.contains(label.coord):
                continue
            written = " ".join(" ".join(printable(t).split()) for t in label.text if t)
            if " ".join(label_lines(label.text, scale)) != written:
                self.warnings.append(
                    f"the place name on {board.hex_name(label.coord)} is too long for the map "
                    f"({len(written):,} characters): cut with an ellipsis")

    def map_options(self, max_w: float, max_h: float) -> RenderOptions:
        """The largest map that fits ``max_w`` x ``max_h``."""
        base = RenderOptions(scale=100 * PT, medal_stands=True, section_lines=True,
                             hex_labels=HexLabels.NAMES if self.o.coords else HexLabels.NONE,
                             ink_saver=self.ink, background=None,
                             stand_words=self.c.words.stand_words())
        size = Layout(self.s.board, base).size
        scale = base.scale * min(max_w / size.width(), max(max_h, 1.0) / size.height())
        # margins do not scale exactly linearly: shrink until it fits (a bounded search: a
        # room smaller than the margins themselves is never reached, and ends the loop)
        opts = replace(base, scale=scale)
        for _ in range(MAP_FIT_STEPS):
            got = Layout(self.s.board, opts).size
            if got.width() <= max_w + 0.5 and got.height() <= max(max_h, 1.0) + 0.5:
                break
            opts = replace(base, scale=opts.scale * 0.99)
        return opts

    # --- texts, expansions, legend ----------------------------------------------------

    def heading_block(self, text: str, size: float, gap: float, rule: bool) -> Block:
        f = font(size * self.fp, bold=True)
        lead = size * 1.3 * self.fp
        runs = text_lines(text, f, self.col_w, lead, INK if self.ink else HEADING_INK)
        rows = rows_of(runs, lead)
        if rule:
            rows[-1].items.append(Box(0, lead - 1.5 * self.fp, self.col_w, 0,
                                      stroke=INK if self.ink else RULE, width=0.7 * self.fp))
            rows.append(Row(3 * self.fp, []))
        return Block(rows, gap_before=gap * self.fp, keep_with_next=True)

    def paragraph_blocks(self, text: str, max_lines: float = math.inf, hanging: float = 0.0,
                         players: bool = False) -> tuple[list[Block], int]:
        """One block per paragraph; lines ended by a single newline (a list of players, of
        objectives) stay in their paragraph's block, so they break between columns like
        one paragraph. A short text (six lines or fewer) is kept whole in one column, and
        so is a paragraph of four lines or fewer. ``players``: the text is a Briefing, and
        when it is written as the official ones are (a paragraph of four lines or fewer a
        player, :data:`BRIEFING_LINES` lines at most) it is kept on one page: it may go on
        from one column to the next between two paragraphs, never from a page's last
        column onto the next page (it moves there whole). At most ``max_lines`` printed
        lines (a gap counting as the part of a line it takes): the rest is cut, with an
        ellipsis; returns the blocks and how many of the text's lines were left out (or
        cut). ``hanging``: each line's further lines start that far in
        (:func:`text_lines`)."""
        f = font(BODY * self.fp)
        lead = BODY_LEADING * self.fp
        blocks: list[Block] = []
        room = max_lines * lead
        paras = paragraphs(text)
        left_out = 0
        for k, para in enumerate(paras):
            gap = (5 if para.gap_before else 0.5) * self.fp
            runs = text_lines(para.text, f, self.col_w, lead, paragraph=True,
                              hanging=hanging)
            room -= (gap if para.gap_before else 0.0) + len(runs) * lead
            if room < 0:
                # the limit falls in this line: keep what fits (at least "…"), drop the rest
                keep = max(1, len(runs) - math.ceil(-room / lead))
                runs, _ = elided_lines(para.text[:keep * LINE_CHARS] + " …", f, self.col_w,
                                       lead, keep, paragraph=True)
                left_out = len(paras) - k
            rows = rows_of(runs, lead)
            if blocks and not para.gap_before:
                blocks[-1].rows.extend(rows)
            else:
                blocks.append(Block(rows, gap_before=gap))
            if left_out:
                break
        total = sum(len(b.rows) for b in blocks)
        if (players and len(blocks) > 1 and total <= BRIEFING_LINES
                and all(len(b.rows) <= KEPT_PARAGRAPH_LINES for b in blocks)):
            rows = list(blocks[0].rows)
            breaks = []
            for b in blocks[1:]:
                breaks.append(len(rows))
                rows.append(Row(b.gap_before, []))
                rows.extend(b.rows)
            blocks = [Block(rows, gap_before=blocks[0].gap_before, keep_together=True,
                            splits_when_short=True, breaks=tuple(breaks), one_page=True)]
        elif len(blocks) > 1 and total <= 6:
            rows = list(blocks[0].rows)
            for b in blocks[1:]:
                rows.append(Row(b.gap_before, []))
                rows.extend(b.rows)
            blocks = [Block(rows, gap_before=blocks[0].gap_before, keep_together=True)]
        elif len(blocks) == 1 and total <= 6:
            blocks[0].keep_together = True
        for b in blocks:
            # three lines cannot split without leaving one alone, four are a player of the
            # official Briefing
            b.keep_together = b.keep_together or len(b.rows) <= KEPT_PARAGRAPH_LINES
            b.splits_when_short = len(b.rows) > 3
        return blocks, left_out

    def text_blocks(self) -> list[Block]:
        blocks: list[Block] = []
        for section in self.c.sections:
            blocks.append(self.heading_block(section.heading, HEADING, 9, rule=True))
            text = section.text
            if len(text) > MAX_SECTION_CHARS:
                cut = text.rfind(" ", 0, MAX_SECTION_CHARS)
                text = text[:cut if cut > MAX_SECTION_CHARS // 2 else MAX_SECTION_CHARS] + " …"
                self.warnings.append(f"the {section.heading.lower()} text is cut at "
                                     f"{MAX_SECTION_CHARS:,} characters (it has "
                                     f"{len(section.text):,})")
            self._drawable(f"{section.heading.lower()} text", text, font(BODY * self.fp))
            # a bibliography's entries hang, as in print: each one's author stands out
            hanging = BIBLIOGRAPHY_HANG * self.fp if section.key == "bibliography" else 0.0
            paras, left_out = self.paragraph_blocks(text, MAX_SECTION_LINES, hanging,
                                                    players=section.key == "description")
            if left_out:
                total = len(paragraphs(section.text))
                left_out += total - len(paragraphs(text))  # and those the characters' cut took
                self.warnings.append(f"the {section.heading.lower()} text is cut at "
                                     f"{MAX_SECTION_LINES:,} printed lines, about ten pages "
                                     f"({left_out:,} of its {total:,} lines are not printed)")
            blocks.extend(paras)
        blocks.append(self.heading_block(self.c.words.heading("packs"), HEADING, 9, rule=True))
        f = font(BODY * self.fp)
        for line in self.c.packs:
            self._drawable("expansions needed", line, f)
            runs = text_lines(f"• {line}", f, self.col_w, BODY_LEADING * self.fp)
            blocks.append(Block(rows_of(runs, BODY_LEADING * self.fp), gap_before=PT,
                                keep_together=True))
        if self.o.legend and self.c.legend:
            blocks.append(self.heading_block(self.c.words.heading("legend"), HEADING, 9,
                                             rule=True))
            for group in self.c.legend:
                blocks.extend(self.legend_blocks(group))
        return blocks

    def legend_blocks(self, group: LegendGroup) -> list[Block]:
        blocks = [self.heading_block(self.c.words.heading(group.kind), SUBHEADING, 5,
                                     rule=False)]
        text_x = (ICON_W + ICON_GAP) * self.fp
        text_w = self.col_w - text_x
        icon_w = ICON_W * self.fp
        # hex pieces stand in a hex as tall as 2/sqrt(3) its width; markers are round
        icon_h = icon_w * 2 / math.sqrt(3) if group.kind != "marker" else icon_w
        label_font = font(LEGEND_LABEL * self.fp, bold=True)
        body_font = font(LEGEND_TEXT * self.fp)
        lead = LEGEND_LEADING * self.fp
        for entry in group.entries:
            rows = rows_of(self._cut("legend name", entry.label, label_font, text_w, lead * 1.05,
                                     LEGEND_NAME_LINES), lead * 1.05, text_x)
            rows += rows_of(self._cut("legend summary", entry.summary, body_font, text_w, lead,
                                      LEGEND_SUMMARY_LINES, MUTED), lead, text_x)
            y = sum(r.height for r in rows)
            # the icon hangs from the first row; pad the block so the next entry clears it
            rows[0].items.insert(0, Icon(entry, 0, 0, icon_w, icon_h))
            if y < icon_h:
                rows.append(Row(icon_h - y, []))
            blocks.append(Block(rows, gap_before=4 * self.fp, keep_together=True))
        return blocks

    # --- footer ------------------------------------------------------------------------

    def footers(self) -> None:
        f = font(7.4 * PT)
        n = len(self.pages)
        # in the band between the columns' foot and the bottom margin
        y = self.bottom + 8 * PT
        for i, page in enumerate(self.pages):
            page.items.append(Box(self.left, self.bottom + 5 * PT, self.content_w, 0,
                                  stroke="#b8b3a4", width=0.5 * PT))
            label = self.c.words.phrase("page", i=i + 1, n=n)
            lw = text_width(label, f)
            page.items.extend(r.moved(self.right - lw, y)
                              for r in text_lines(label, f, lw + PT, 10 * PT, MUTED))
            # the title again, as a running head: on one line, cut with an ellipsis when
            # it does not fit beside the page number (the header holds it, on 3 lines)
            title = self.c.title + (f" — {self.c.number}" if self.c.number else "")
            runs, _ = elided_lines(title, f, self.content_w - lw - 20 * PT, 10 * PT, 1, MUTED)
            page.items.extend(r.moved(self.left, y) for r in runs)
