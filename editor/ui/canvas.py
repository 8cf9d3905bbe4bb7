"""The map canvas: the scenario drawn by the shared renderer, zoomed, panned and edited.

The canvas follows the document, never the other way round: it listens to
``hexesChanged`` / ``boardChanged`` / ``infoChanged`` and repaints what they name. Edits go
through the active tool (:mod:`editor.ui.tools`), to which the canvas forwards its mouse
and keyboard events, as Tiled's scene forwards them to its tools.

Speed (issue 6, item 13): the whole board is rendered once per zoom into an image cached at
the screen's device pixel ratio. A change re-renders only the changed hexes and their
neighbours (pieces overhang their hex a little) with ``RenderOptions(region=...)``, clipped
to those hexes' boxes, so an edit on an Overlord board costs a few milliseconds whatever the
board holds. Hover, the keyboard cursor, tool previews and the inspector's line of sight are
drawn over the cached image at paint time.

Heat maps (the balance lab) lie between the pieces and the place names. While they are
shown, or a run that will show them has started (:meth:`Canvas.expect_heat`), the canvas
also keeps the drawing under them (``Part.UNDER_HEAT``), and a change of the heat draws
only the heat and the layers over it on a copy of that (``Part.HEAT_AND_OVER``): a finished
run's heat, or a layer toggled, costs the heat's drawing, not the board's (bench_balance).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import (QEvent, QPoint, QPointF, QRect, QRectF, QSize, QSizeF, Qt, QTimer,
                            Signal, SignalInstance)
from PySide6.QtGui import (QColor, QContextMenuEvent, QDragEnterEvent, QDragLeaveEvent,
                           QDragMoveEvent, QDropEvent, QFocusEvent, QImage, QKeyEvent,
                           QMouseEvent, QMoveEvent, QPainter, QPainterPath, QPaintEvent, QPen,
                           QRegion, QResizeEvent, QWheelEvent)
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

from editor.engine.air_rules import airborne_at_start
from editor.engine.board import Board, Coord
from editor.engine.scenario import Hex, Label
from editor.render import HeatLayer, HexLabels, Layout, Part, RenderOptions, render, stamp_hex
from editor.render.painting import painting
from editor.render.scene import POND_NAMES, PlacedLabel, label_half_width, place_labels

from .document import edited_layers
from .palette import dragged_item

if TYPE_CHECKING:
    from .document import Document

#: Pixels across a hex at 100 % (the renderer's default scale).
BASE_SCALE = 40.0
#: Zoom steps, as fractions of :data:`BASE_SCALE`. Discrete steps keep the art library's tile
#: cache small (tiles are rasterised per size) and make zooming in and out return exactly.
ZOOM_LEVELS: tuple[float, ...] = (0.3, 0.4, 0.5, 0.67, 0.8, 1.0, 1.25, 1.5, 2.0, 2.5, 3.0, 4.0)
#: The smallest zoom a document is first shown at (32 px per hex: medal objectives still
#: read, docs/ART.md); Fit to Window itself goes below it.
READABLE_ZOOM = 0.8
#: Pixels kept free about hexes brought into view (:meth:`Canvas.bring_into_view`).
VIEW_PADDING = 8
#: Colour around the board.
BACKDROP = QColor("#5b5f63")
#: The dashed outline of the hexes a tool is about to change (:meth:`Canvas.set_preview`).
PREVIEW_COLOUR = QColor("#1d6fd1")
#: How long the canvas shows a scaled copy of the old image before rendering the new zoom
#: sharp: a fast run of wheel steps renders once, at the end.
SHARPEN_DELAY_MS = 90
#: Space applies the tool when tapped: pressed and released within this time, with no pan
#: between. Held longer, it was held to pan (by dragging), and its release does nothing.
SPACE_TAP_S = 0.4
#: How long a release of Space waits for a press that would make it the key's auto-repeat:
#: a system that does not mark auto-repeated keys sends a release and a press in a row for
#: as long as the key is held, and each release must not apply the tool.
SPACE_RELEASE_WAIT_MS = 40


#: How opaque the brush's ghost is: what a click would lay, seen over what is there.
GHOST_OPACITY = 0.6
#: The most hexes a ghost is drawn for: a fill's wider region is shaded.
GHOST_MOST_DRAWN = 30

#: A drag held within this many pixels of the view's edge (or past it) scrolls the map,
#: a tick every EDGE_SCROLL_MS, by up to EDGE_MAX_STEP pixels.
EDGE_BAND = 24
EDGE_SCROLL_MS = 30
EDGE_MAX_STEP = 40

#: Keys that only modify another (pressed for a shortcut, a Shift+click): pressed on the map
#: they are no work on it, and leave the zoom following the window (:attr:`Canvas.auto_fit`;
#: the Ctrl of Ctrl+Z left an undone board type change unfitted).
MODIFIER_KEYS: frozenset[Qt.Key] = frozenset({
    Qt.Key.Key_Control, Qt.Key.Key_Shift, Qt.Key.Key_Alt, Qt.Key.Key_AltGr, Qt.Key.Key_Meta,
    Qt.Key.Key_Super_L, Qt.Key.Key_Super_R})

#: The keys that move the hex cursor to the end of its row or column, and the arrow whose
#: steps they repeat.
_FAR_KEYS = {Qt.Key.Key_Home: Qt.Key.Key_Left, Qt.Key.Key_End: Qt.Key.Key_Right,
             Qt.Key.Key_PageUp: Qt.Key.Key_Up, Qt.Key.Key_PageDown: Qt.Key.Key_Down}


@dataclass(frozen=True)
class ToolEvent:
    """A mouse event as a tool sees it: the hex under the pointer (``None`` off the board),
    the point in board-drawing coordinates, the button and the keyboard modifiers."""

    coord: Coord | None
    pos: QPointF
    button: Qt.MouseButton
    buttons: Qt.MouseButton
    modifiers: Qt.KeyboardModifier


class CanvasTool(Protocol):
    """What the canvas asks of the tool it forwards its events to: an editing tool
    (:class:`editor.ui.tools.Tool`) or play mode's (:class:`editor.ui.play.board.PlayTool`).
    A tool may also say ``right_button`` (the right button is its own) and ``takes_items``
    (a palette entry dropped on the map is laid there), and give ``ghost_at(coord)``: the
    hexes a click there would change, as it would leave them (the brush's ghost under the
    pointer); without them, neither, and no ghost."""

    def activate(self) -> None: ...

    def deactivate(self) -> None: ...

    def escape(self) -> None: ...

    def cursor(self) -> Qt.CursorShape: ...

    def mouse_pressed(self, event: ToolEvent) -> None: ...

    def mouse_moved(self, event: ToolEvent) -> None: ...

    def mouse_released(self, event: ToolEvent) -> None: ...

    def apply_at(self, c: Coord) -> None: ...


@dataclass(frozen=True)
class _GhostDrawing:
    """The brush's ghost as drawn (:meth:`Canvas._ghost_image`): at which zoom and pixel
    ratio, where its image goes and the image."""

    scale: float
    dpr: float
    at: QPointF
    image: QImage


@dataclass(frozen=True)
class SightOverlay:
    """A line of sight drawn over the board: from ``a`` to ``b``, with its blocking hexes."""

    a: Coord
    b: Coord
    blockers: frozenset[Coord] = frozenset()


def neighbourhood(coords: Iterable[Coord], board: Board, rings: int = 1) -> set[Coord]:
    """``coords`` and every board hex within ``rings`` steps of them."""
    out = {c for c in coords if board.contains(c)}
    frontier = set(out)
    for _ in range(rings):
        nxt = set()
        for c in frontier:
            for n in c.neighbours():
                if n not in out and board.contains(n):
                    nxt.add(n)
        out |= nxt
        frontier = nxt
    return out


class Canvas(QAbstractScrollArea):
    """The scenario on screen. ``tool`` receives the mouse and keyboard; ``selection`` and
    ``highlights`` are drawn by the renderer; hover and cursor are drawn over it."""

    #: The hex under the mouse changed (``None`` when the mouse left the board).
    hexHovered = Signal(object)  # noqa: N815 - Qt naming
    #: The current hex changed (mouse or arrow keys): ``(coord, extend)`` where ``extend``
    #: says Shift was held with an arrow key (the selection grows to it).
    cursorMoved = Signal(object, bool)  # noqa: N815
    #: Zoom, as a fraction of 100 %.
    zoomChanged = Signal(float)  # noqa: N815
    #: Wheel with Shift or Alt over a hex: ``(coord, steps)``, +1 or −1.
    rotateRequested = Signal(object, int)  # noqa: N815
    #: A right-click on a hex, or the menu key (Shift+F10) at the hex cursor: ``(coord,
    #: global position)`` where the hex's menu is to pop up.
    menuRequested = Signal(object, QPoint)  # noqa: N815
    #: A palette entry dropped on a hex: ``(name, coord)``.
    itemDropped = Signal(str, object)  # noqa: N815

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document: Document = document
        self._tool: CanvasTool | None = None
        self._scale = BASE_SCALE
        self._hex_labels = HexLabels.NONE
        self._section_lines = True
        self._grid = True
        #: Layers not drawn (View ▸ Layers: RenderOptions.hidden).
        self._hidden: frozenset[str] = frozenset()
        self._selection: frozenset[Coord] = frozenset()
        self._highlights: dict[Coord, str] = {}
        self._dashed: frozenset[Coord] = frozenset()
        #: The balance lab's heat maps, drawn by the renderer (legend beside the board).
        self._heat: tuple[HeatLayer, ...] = ()
        #: Play mode: sandbags dug in over another obstacle (RenderOptions.dug_in).
        self._dug_in: frozenset[Coord] = frozenset()
        #: The hexes of the airplanes airborne (RenderOptions.airborne): the game's in play
        #: mode, those that start the game airborne on the design canvas.
        self._airborne: frozenset[Coord] = frozenset()
        self._sight: SightOverlay | None = None
        self._preview: frozenset[Coord] = frozenset()
        self._marks: dict[Coord, str] = {}
        self._zone: frozenset[Coord] = frozenset()
        self._zone_colour = QColor(0, 0, 0, 0)
        self._zone_path: tuple[float, QPainterPath] | None = None
        self._tints: dict[Coord, str] = {}
        #: The brush's ghost under the pointer (:meth:`refresh_ghost`): the hexes a click
        #: would change as it would leave them, and their drawing once made (its scale, its
        #: pixel ratio, where it goes and the image), drawn over the board at paint time
        #: and never into the cached drawing, which exports share no part of.
        self._ghost: dict[Coord, Hex] = {}
        self._ghost_drawing: _GhostDrawing | None = None
        self.hover: Coord | None = None
        self.cursor_hex: Coord | None = None
        #: Whether the keys moved the hex cursor since the pointer last moved on the map:
        #: the brush's ghost is then at the cursor.
        self._keyed = False
        #: A hex in words (the window's: its name, row and column, what stands there): the
        #: map's accessible name follows the hex cursor with them (:meth:`say_cursor`).
        self.hex_words: Callable[[Coord], str] | None = None
        # the cached drawing: the whole board at ``_image_scale`` and ``_image_dpr``
        self._image: QImage | None = None
        self._image_scale = 0.0
        self._image_dpr = 0.0
        self._full_dirty = True
        #: The drawing under the heat maps, at the image's zoom and pixel ratio, kept while
        #: heat is shown or expected (``None`` otherwise); and whether the image lacks the
        #: heat as it now is, the drawing under it up to date.
        self._under: QImage | None = None
        self._heat_dirty = False
        self._heat_expected = False
        self._dirty: set[Coord] = set()
        self._labels: list[Label] = []
        #: The place names as last drawn, in reading order (the renderer's place_labels).
        self._placed: list[PlacedLabel] = []
        self._layout = self._make_layout()
        # panning (middle button, or space + left button)
        self._pan_from: QPoint | None = None
        self._space_down = False
        self._space_used = False
        self._space_since = 0.0
        #: A drag held at the edge of the view scrolls the map (:meth:`_edge_scroll`): where
        #: the pointer is, its buttons and modifiers.
        self._edge_timer = QTimer(self)
        self._edge_timer.setInterval(EDGE_SCROLL_MS)
        self._edge_timer.timeout.connect(self._edge_scroll)
        self._edge_drag: tuple[QPointF, Qt.MouseButton, Qt.KeyboardModifier] | None = None
        self._space_released = QTimer(self)
        self._space_released.setSingleShot(True)
        self._space_released.setInterval(SPACE_RELEASE_WAIT_MS)
        self._space_released.timeout.connect(self._space_up)
        self._sharpen = QTimer(self)
        self._sharpen.setSingleShot(True)
        self._sharpen.setInterval(SHARPEN_DELAY_MS)
        self._sharpen.timeout.connect(self._sharpen_now)
        self._connected = False
        vp = self.viewport()
        vp.setMouseTracking(True)
        vp.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        vp.setFocusProxy(self)
        vp.setAcceptDrops(True)  # palette entries (other drags go on to the window: files)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName("Map canvas")
        self.setAccessibleDescription(
            "The scenario map. Arrow keys move the hex cursor (Home, End, Page Up and Page "
            "Down to the ends of its row and column), Shift+arrows extend the "
            "selection, Enter or Space applies the current tool, R rotates the piece, "
            "Escape drops the selection.")
        self.setToolTip("")
        self.horizontalScrollBar().setAccessibleName("Scroll the map horizontally")
        self.verticalScrollBar().setAccessibleName("Scroll the map vertically")
        self.horizontalScrollBar().valueChanged.connect(self._scrolled)
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        for bar in (self.horizontalScrollBar(), self.verticalScrollBar()):
            bar.actionTriggered.connect(self._scrolled_by_hand)
        #: Where the drawing's (0, 0) was in the window the last time the view was settled:
        #: a move or resize of the canvas (a panel grew or shrank) scrolls to keep it there.
        self._screen_origin: QPointF | None = None
        self.set_document(document)

    # --- the document ----------------------------------------------------------------------------

    def set_document(self, document: Document, *, same_view: bool = False) -> None:
        """Show another document (New, Open, Revert); drops the old one's connections.
        ``same_view``: the map is seen as it was, zoom and scrolling kept, when the board
        is of the same type (play mode shows its game, then the scenario again)."""
        keep = (same_view and self._connected
                and document.scenario.board_type == self.document.scenario.board_type)
        if self._connected:
            for signal, slot in self._connections():
                signal.disconnect(slot)
        self.document = document
        self._connected = True
        for signal, slot in self._connections():
            signal.connect(slot)
        self._labels = list(document.scenario.labels)
        #: A new document is shown whole: the zoom follows the map's size until the user
        #: zooms or works on the map (a click, a key, the wheel). From then on a change of
        #: the panels around leaves every hex where it is on screen (issue 17: a click must
        #: land on the hex it was aimed at); the window resized fits it again until the
        #: user zooms or moves the map (:attr:`zoomed_by_hand`).
        if not keep:
            self.auto_fit = True
            #: How the zoom follows the window while :attr:`auto_fit`: at a readable size at
            #: least (a document just shown), or the whole board whatever the size (Fit to
            #: Window asked it: a resize then went back to the readable size, and an
            #: Overlord board never showed whole).
            self._fit_readable = True
            #: The user chose the view by hand: zoomed (the wheel, the zoom commands) or
            #: moved it (panned, scrolled). Until then the window resized fits the board
            #: again (:meth:`window_resized`), though a click or a key on the map stopped
            #: the zoom following the panels around it (:attr:`auto_fit`): a game's first
            #: decision, a click, left its board cut off in a window made smaller.
            self.zoomed_by_hand = False
        self._selection = frozenset()
        self._highlights = {}
        self._dashed = frozenset()
        self._heat = ()
        self._dug_in = frozenset()
        self._airborne = frozenset() if document.display else self._starting_airborne()
        self._preview = frozenset()
        self._marks = {}
        self._zone, self._zone_path = frozenset(), None
        self._tints = {}
        self._sight = None
        self._ghost, self._ghost_drawing = {}, None
        self.hover = None
        self.cursor_hex = None
        self._keyed = False
        self._on_board_changed()
        self.say_cursor()

    @property
    def tool(self) -> CanvasTool | None:
        """The tool the mouse and keyboard are forwarded to."""
        return self._tool

    @tool.setter
    def tool(self, tool: CanvasTool | None) -> None:
        self._tool = tool
        self.refresh_ghost()  # another tool lays another thing, or nothing (play mode's)

    def _connections(self) -> tuple[tuple[SignalInstance, Callable[..., None]], ...]:
        doc = self.document
        return ((doc.hexesChanged, self._on_hexes_changed),
                (doc.boardChanged, self._on_board_changed),
                (doc.infoChanged, self._on_info_changed))

    @property
    def board(self) -> Board:
        return self.document.scenario.board

    def _starting_airborne(self) -> frozenset[Coord]:
        """The hexes of the airplanes that start the game airborne (:func:`airborne_at_start`):
        the design canvas draws them lifted, as the play board draws the game's."""
        return airborne_at_start(self.document.scenario)

    def _follow_airborne(self, coords: Iterable[Coord] | None = None) -> None:
        """The airplanes that start airborne after an edit of hexes ``coords`` (``None``:
        of the game info or the board), on the design canvas; play mode's are the game's."""
        if self.document.display:
            return
        hexes = self.document.scenario.hexes
        if coords is None or any(c in self._airborne or ((h := hexes.get(c)) is not None and
                                 h.unit is not None and h.unit.type == "pln")
                                 for c in coords):
            self.set_airborne(self._starting_airborne())

    def _on_hexes_changed(self, coords: frozenset[Coord]) -> None:
        self.mark_dirty(coords)
        self._follow_airborne(coords)
        self.refresh_ghost()  # what a click would now change
        if self.cursor_hex in coords:
            self.say_cursor()  # painted, erased, a unit moved in: heard at once
        # Two facing ponds are drawn as one, each hex its half (the renderer's pond_join):
        # a pond next to a changed hex may gain or lose its half.
        hexes = self.document.scenario.hexes
        self.mark_dirty(n for c in coords for n in c.neighbours()
                        if (h := hexes.get(n)) is not None and h.terrain is not None
                        and h.terrain.name in POND_NAMES)
        # A place name steps aside from the units near it and from the names before it
        # (the renderer's place_labels): when one moves, the hexes it may cover are
        # repainted.

        def near(at: Coord) -> bool:  # the units a name on ``at`` steps aside from
            return any(abs(c.row - at.row) <= 1 and abs(c.col - at.col) <= 8 for c in coords)

        if not any(near(lb.coord) for lb in self._labels):
            return
        before = self._placed
        self._placed = place_labels(self.document.scenario, self._layout, self._hex_labels,
                                    self._scale, before, near)
        for old, new in zip(before, self._placed, strict=True):
            if old.plates != new.plates:
                self.mark_dirty(self._label_area(new))

    def _label_area(self, placed: PlacedLabel) -> list[Coord]:
        """The hexes a place name may be drawn over, wherever it steps to."""
        # columns are half a hex apart on screen; a name may stand a hex aside
        # (LABEL_PLACES) and reach a hex farther
        reach = label_half_width(placed.lines, self._scale) + self._layout.half_w * 4
        span = math.ceil(reach / self._layout.half_w)
        c0 = placed.coord
        return [Coord(r, c) for r in (c0.row - 1, c0.row, c0.row + 1)
                for c in range(c0.col - span, c0.col + span + 1)
                if (r + c) % 2 == 0 and self.board.contains(Coord(r, c))]

    def _remember_label_places(self) -> None:
        self._placed = place_labels(self.document.scenario, self._layout, self._hex_labels,
                                    self._scale)

    def _on_board_changed(self) -> None:
        self._labels = list(self.document.scenario.labels)
        self._selection = frozenset(c for c in self._selection if self.board.contains(c))
        if self.cursor_hex is not None and not self.board.contains(self.cursor_hex):
            self.cursor_hex = None
        self._layout = self._make_layout()
        self._remember_label_places()
        self._follow_airborne()
        self._full_dirty = True
        self._update_scrollbars()
        if self.auto_fit and self.isVisible():
            self.fit_to_window(readable=self._fit_readable)
        self._remember_screen_place()
        self.viewport().update()
        self.say_cursor()  # its name (rows count from the bottom edge)

    def _on_info_changed(self) -> None:
        self._follow_airborne()  # the Air rules switched on or off
        # Labels are drawn on the board; game info and texts are not.
        labels = list(self.document.scenario.labels)
        if labels == self._labels:
            return
        before = {lb.coord: lb for lb in self._labels}
        after = {lb.coord: lb for lb in labels}
        changed = {c for c in before.keys() | after.keys() if before.get(c) != after.get(c)}
        self._labels = labels
        placed = self._placed
        self._remember_label_places()
        # A place name is wider than its hex: repaint its row and the rows either side (where
        # it stands above or below the units) edge to edge, and the names that stepped aside
        # from it, or back, where they were and are.
        rows = {r for c in changed for r in (c.row - 1, c.row, c.row + 1)}
        self.mark_dirty(c for c in self.board.coords if c.row in rows)
        for moved in [p for p in placed if p not in self._placed] + [
                p for p in self._placed if p not in placed]:
            self.mark_dirty(self._label_area(moved))

    # --- what is drawn ---------------------------------------------------------------------------

    @property
    def scale(self) -> float:
        """Pixels across one hex."""
        return self._scale

    @property
    def zoom(self) -> float:
        """The zoom as a fraction of 100 % (40 px per hex)."""
        return self._scale / BASE_SCALE

    @property
    def hex_layout(self) -> Layout:
        """Hex geometry of the drawing at the current zoom (board-drawing coordinates)."""
        return self._layout

    @property
    def selection(self) -> frozenset[Coord]:
        return self._selection

    def set_selection(self, coords: Iterable[Coord]) -> None:
        new = frozenset(c for c in coords if self.board.contains(c))
        if new == self._selection:
            return
        changed = new ^ self._selection
        self.mark_dirty(changed)
        self._selection = new
        self.say_cursor()  # (the cursor's hex in it or not, and how many hexes it holds)

    @property
    def highlights(self) -> Mapping[Coord, str]:
        return self._highlights

    def set_highlights(self, highlights: Mapping[Coord, str],
                       dashed: frozenset[Coord] = frozenset()) -> None:
        """Hexes shaded by the findings and the rules inspector (``#aarrggbb`` colours),
        those of ``dashed`` outlined in dashes (the findings' warnings)."""
        new = {c: col for c, col in highlights.items() if self.board.contains(c)}
        dashed = dashed & new.keys()
        if new == self._highlights and dashed == self._dashed:
            return
        changed = {c for c in new.keys() | self._highlights.keys()
                   if new.get(c) != self._highlights.get(c)} | (dashed ^ self._dashed)
        self._highlights = new
        self._dashed = dashed
        self.mark_dirty(changed)

    @property
    def heat(self) -> tuple[HeatLayer, ...]:
        return self._heat

    def set_heat(self, layers: Sequence[HeatLayer]) -> None:
        """The heat maps of a balance run (``()`` to clear): drawn over the kept drawing
        under them when there is one, else with the whole board."""
        layers = tuple(layers)
        self._heat_expected = False
        if layers != self._heat:
            self._heat = layers
            if self._under is None:
                self._full_dirty = True
            else:
                self._heat_dirty = True
            self.viewport().update()

    def expect_heat(self) -> None:
        """Heat maps are coming (a balance run started): keep the drawing under them from
        the next rendering on, so that showing them does not draw the board again. Until
        the next :meth:`set_heat`."""
        if not self._heat_expected:
            self._heat_expected = True
            if self._under is None:
                self._full_dirty = True
                self.viewport().update()

    def _keeps_under(self) -> bool:
        return bool(self._heat) or self._heat_expected

    def set_dug_in(self, coords: Iterable[Coord]) -> None:
        """Sandbags dug in over another obstacle, drawn over it (play mode: a hex of the
        document holds one obstacle); the hexes that change are drawn again."""
        new = frozenset(coords)
        if new != self._dug_in:
            changed = new ^ self._dug_in
            self._dug_in = new
            self.mark_dirty(changed)

    def set_airborne(self, coords: Iterable[Coord]) -> None:
        """The hexes of the airplanes airborne, drawn lifted over their shadow (the file
        holds an airplane alike flying or landed: play mode gives the game's, the design
        canvas follows those that start airborne); the hexes that change are drawn again."""
        new = frozenset(coords)
        if new != self._airborne:
            changed = new ^ self._airborne
            self._airborne = new
            self.mark_dirty(changed)

    def set_sight(self, sight: SightOverlay | None) -> None:
        """The inspector's line of sight (drawn over the board), or ``None``."""
        if sight == self._sight:
            return
        for s in (self._sight, sight):
            if s is not None:
                self._update_hexes({s.a, s.b, *s.blockers}, line=(s.a, s.b))
        self._sight = sight

    @property
    def sight(self) -> SightOverlay | None:
        return self._sight

    def set_preview(self, coords: Iterable[Coord]) -> None:
        """Hexes a tool is about to change (a move's destination...), outlined over the board."""
        new = frozenset(coords)
        if new == self._preview:
            return
        self._update_hexes(self._preview | new)
        self._preview = new

    @property
    def preview(self) -> frozenset[Coord]:
        return self._preview

    def refresh_ghost(self) -> None:
        """Show under the pointer what a click of the tool would lay (its ``ghost_at``: a
        paint brush's item, what an erase leaves, a fill's whole region), as a serious
        map editor shows its brush before the click; at the hex cursor after the keys
        moved it; none off the board, or with a tool that lays nothing. The tool, its
        brush, the pointer, the hex cursor or the hexes changed."""
        # at the hex cursor once the keys move it (Enter or Space lays there), until the
        # pointer moves over the map again: a keyboard designer saw no brush at all
        c = self.cursor_hex if self._keyed else self.hover
        ghost_at = getattr(self.tool, "ghost_at", None)
        new: dict[Coord, Hex] = {}
        if c is not None and ghost_at is not None and self.board.contains(c):
            new = {x: h for x, h in ghost_at(c).items() if self.board.contains(x)}
        if new == self._ghost:
            return
        self._update_hexes(self._ghost.keys() | new.keys())
        self._ghost, self._ghost_drawing = new, None

    @property
    def ghost(self) -> Mapping[Coord, Hex]:
        """The hexes of the brush's ghost, as a click would leave them."""
        return self._ghost

    def _ghost_image(self) -> tuple[QPointF, QImage]:
        """The ghost drawn: its hexes as a click would leave them, rendered by the shared
        renderer (a bridge turned along its river, a unit with its badge) on a transparent
        image of their boxes, clipped to them. Kept until the ghost, the zoom or the
        drawing under it changes."""
        dpr = self._dpr()
        kept = self._ghost_drawing
        if kept is not None and (kept.scale, kept.dpr) == (self._scale, dpr):
            return kept.at, kept.image
        laid = self.document.scenario.copy()
        for c, h in self._ghost.items():
            laid.set_hex(c, h)
        box = QRect()
        for c in self._ghost:
            box = box.united(self._box(c))
        img = QImage(max(1, round(box.width() * dpr)), max(1, round(box.height() * dpr)),
                     QImage.Format.Format_ARGB32_Premultiplied)
        img.setDevicePixelRatio(dpr)
        img.fill(Qt.GlobalColor.transparent)
        board = self.board
        region = neighbourhood(self._ghost, board) | {Coord(0, 0), Coord(0, board.max_col)}
        with painting(img) as p:
            p.translate(-QPointF(box.topLeft()))
            p.setClipPath(self._layout.hex_path(self._ghost))
            # a layer hidden from view that the click would change is shown in the ghost:
            # the click shows it again (MainWindow._show_edited_layers); the grid and the
            # section lines are the board's, under the ghost (a quarter of its drawing)
            changed = edited_layers(self.document.scenario.hexes, self._ghost)
            render(p, laid, replace(self.options(frozenset(region)), selection=frozenset(),
                                    highlights={}, dashed=frozenset(),
                                    hidden=self._hidden - changed, grid=False,
                                    section_lines=False))
        self._ghost_drawing = _GhostDrawing(self._scale, dpr, QPointF(box.topLeft()), img)
        return QPointF(box.topLeft()), img

    def set_marks(self, marks: Mapping[Coord, str]) -> None:
        """Short texts drawn over hexes (play mode: the dice of each target)."""
        new = {c: t for c, t in marks.items() if self.board.contains(c)}
        if new == self._marks:
            return
        self._update_hexes(self._marks.keys() | new.keys())
        old, self._marks = self._marks, new
        c = self.cursor_hex
        if c is not None and old.get(c) != new.get(c):
            self.say_cursor()  # (its words may say what the text on it means)

    @property
    def marks(self) -> Mapping[Coord, str]:
        return self._marks

    def set_zone(self, coords: Iterable[Coord], colour: str = "#40ffd54f") -> None:
        """A wide area tinted over the board at paint time (play mode: the sections a card
        orders). Unlike highlights it never re-renders the cached image, so a third of an
        Overlord board changes in well under a frame."""
        new = frozenset(c for c in coords if self.board.contains(c))
        col = QColor(colour)
        if new == self._zone and col == self._zone_colour:
            return
        self._zone, self._zone_colour, self._zone_path = new, col, None
        self.viewport().update()

    @property
    def zone(self) -> frozenset[Coord]:
        return self._zone

    def set_tints(self, tints: Mapping[Coord, str]) -> None:
        """Hexes shaded over the board at paint time, each in its ``#aarrggbb`` colour, with
        an outline (play mode: the units to order, a unit's reach, targets, retreats). Like
        the zone, they never re-render the cached image: a decision that shades a unit's
        whole reach costs a repaint, not a render (bench_play)."""
        new = {c: col for c, col in tints.items() if self.board.contains(c)}
        if new == self._tints:
            return
        self._update_hexes(self._tints.keys() | new.keys())
        old, self._tints = self._tints, new
        c = self.cursor_hex
        if c is not None and old.get(c) != new.get(c):
            self.say_cursor()  # (its words may say what the shading means)

    @property
    def tints(self) -> Mapping[Coord, str]:
        return self._tints

    @property
    def hex_labels(self) -> HexLabels:
        return self._hex_labels

    def set_hex_labels(self, labels: HexLabels) -> None:
        if labels != self._hex_labels:
            self._hex_labels = labels
            self._remember_label_places()
            self._full_dirty = True
            self.viewport().update()

    @property
    def section_lines(self) -> bool:
        return self._section_lines

    def set_section_lines(self, on: bool) -> None:
        if on != self._section_lines:
            self._section_lines = on
            self._full_dirty = True
            self.viewport().update()

    @property
    def grid(self) -> bool:
        return self._grid

    def set_grid(self, on: bool) -> None:
        if on != self._grid:
            self._grid = on
            self._full_dirty = True
            self.viewport().update()

    @property
    def hidden(self) -> frozenset[str]:
        """The layers not drawn (of :data:`~editor.render.options.LAYERS`)."""
        return self._hidden

    def set_hidden(self, layers: frozenset[str]) -> None:
        if layers != self._hidden:
            self._hidden = layers
            self._full_dirty = True
            self.viewport().update()

    def options(self, region: frozenset[Coord] | None = None) -> RenderOptions:
        """The render options of the canvas as it stands (a region's drawing is given where
        the place names stand, as the canvas keeps them; a whole drawing places them)."""
        return RenderOptions(scale=self._scale, hex_labels=self._hex_labels,
                             section_lines=self._section_lines, grid=self._grid,
                             highlights=dict(self._highlights), dashed=self._dashed,
                             selection=self._selection,
                             region=region, heat=self._heat, dug_in=self._dug_in,
                             airborne=self._airborne,
                             hidden=self._hidden,
                             label_places=None if region is None else tuple(
                                 p.place for p in self._placed))

    def _make_layout(self) -> Layout:
        return Layout(self.board, RenderOptions(scale=self._scale))

    def mark_dirty(self, coords: Iterable[Coord]) -> None:
        """Re-render these hexes (and what overhangs them) at the next paint."""
        coords = {c for c in coords if self.board.contains(c)}
        if not coords:
            return
        self._dirty |= coords
        self._update_hexes(coords)

    # --- the cached image ------------------------------------------------------------------------

    def _dpr(self) -> float:
        return max(1.0, self.viewport().devicePixelRatioF())

    def flush(self) -> None:
        """Bring the cached image up to date now (paint does it; tests and benchmarks call
        it to measure or read the image), and have the view show it: a zoom's waiting
        sharpen, stopped here, would have repainted it."""
        self._sharpen.stop()
        self._ensure_image(sharpen=True)
        self.viewport().update()

    def image(self) -> QImage:
        """The cached drawing of the whole board, up to date."""
        self.flush()
        assert self._image is not None
        return self._image

    def _ensure_image(self, sharpen: bool, visible: QRectF | None = None) -> None:
        """Bring the cached image up to date; with ``visible`` (a rectangle of the drawing),
        only the dirty hexes there are rendered now and the others wait until they are
        scrolled into view (or :meth:`flush`)."""
        dpr = self._dpr()
        stale_zoom = self._image is not None and self._image_scale != self._scale
        if stale_zoom and not sharpen and not self._full_dirty:
            # paint shows the old image scaled until the sharpen timer fires; pending hex
            # changes are drawn by that full render
            return
        if (self._image is None or self._full_dirty or stale_zoom or dpr != self._image_dpr
                or self._heat_dirty and self._under is None):
            self._render_full(dpr)
            self._dirty = set()
            return
        if self._heat_dirty:
            self._draw_heat()
        if self._dirty:
            if visible is None:
                now = self._dirty
            else:
                now = {c for c in self._dirty if visible.intersects(QRectF(self._box(c)))}
            if now:
                self._render_region(now)
                self._dirty -= now

    def _render_full(self, dpr: float) -> None:
        self._ghost_drawing = None  # (drawn again over the new drawing, as it now is)
        w, h = self._layout.image_size()
        img = QImage(max(1, round(w * dpr)), max(1, round(h * dpr)),
                     QImage.Format.Format_ARGB32_Premultiplied)
        img.setDevicePixelRatio(dpr)
        img.fill(BACKDROP)
        self._image_scale = self._scale
        self._image_dpr = dpr
        self._full_dirty = False
        if self._keeps_under():
            with painting(img) as p:
                render(p, self.document.scenario, replace(self.options(), part=Part.UNDER_HEAT))
            self._under = img
            self._draw_heat()
        else:
            with painting(img) as p:
                render(p, self.document.scenario, self.options())
            self._under = None
            self._image = img
            self._heat_dirty = False

    def _draw_heat(self) -> None:
        """The image again from the drawing under the heat: a copy of it with the heat and
        the layers over it drawn on. The drawing under the heat is let go once no heat is
        shown or expected."""
        assert self._under is not None
        self._ghost_drawing = None
        img = self._under.copy()
        with painting(img) as p:
            render(p, self.document.scenario, replace(self.options(), part=Part.HEAT_AND_OVER))
        self._image = img
        self._heat_dirty = False
        if not self._keeps_under():
            self._under = None

    def _box(self, c: Coord) -> QRect:
        """The pixels a change of hex ``c`` may alter: its art box (every piece of a hex,
        tokens and badges included, stays inside it) grown by the selection outline's
        overhang at the pointy corners."""
        grow = max(2, math.ceil(self._layout.radius * 0.15))
        box = self._layout.hex_rect(c).toAlignedRect().adjusted(-grow, -grow, grow, grow)
        # a hex of the side edges reaches the image's edge: a place name kept on the board
        # may stand over the notch between the edge hexes of the rows around it
        if c.col <= 1:
            box.setLeft(min(box.left(), 0))
        if c.col >= self.board.max_col - 1:
            box.setRight(max(box.right(), math.ceil(self._layout.size.width())))
        return box

    def _render_region(self, dirty: set[Coord]) -> None:
        """Re-render the hexes ``dirty`` in the cached image.

        The area repainted is the grown art boxes of the dirty hexes. What can draw into
        such a box is the hex itself and its six neighbours (the box reaches into them, and
        their pieces reach into it; hexes two steps away are at least 3 radii off, farther
        than any box corner plus any piece), and the place names of the rows nearby, which
        are wider than a hex. The two top corners are always part of the region so that the
        region's drawing has the very geometry of the whole board's (the same offsets, the
        same section-line dashes, the same clamping of long place names at the edges).
        """
        assert self._image is not None
        board = self.board
        dirty = {c for c in dirty if board.contains(c)}
        if not dirty:
            return
        self._ghost_drawing = None  # (a name near it may have stepped aside)
        region = neighbourhood(dirty, board)
        rows = {c.row for c in dirty}
        lo, hi = min(rows) - 2, max(rows) + 2
        region |= {lb.coord for lb in self.document.scenario.labels
                   if lo <= lb.coord.row <= hi and board.contains(lb.coord)}
        region |= {Coord(0, 0), Coord(0, board.max_col)}
        clip = QRegion()
        for c in dirty:
            clip += self._box(c)
        # Only the highlights drawn here go in (the renderer looks each one up).
        opts = replace(self.options(frozenset(region)),
                       highlights={c: col for c, col in self._highlights.items()
                                   if c in region})
        if self._under is None:
            self._render_clipped(self._image, clip, opts)
            return
        # both drawings: the part under the heat in the kept one, then the image's clip
        # copied from it and the heat and the layers over it drawn there
        self._render_clipped(self._under, clip, replace(opts, part=Part.UNDER_HEAT))
        with painting(self._image) as p:
            p.setClipRegion(clip)
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            p.drawImage(QPointF(0, 0), self._under)
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
            render(p, self.document.scenario, replace(opts, part=Part.HEAT_AND_OVER))

    def _render_clipped(self, image: QImage, clip: QRegion, opts: RenderOptions) -> None:
        """Draw ``opts`` on ``image`` within ``clip``, over the backdrop."""
        with painting(image) as p:
            p.setClipRegion(clip)
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            p.fillRect(clip.boundingRect(), BACKDROP)
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
            render(p, self.document.scenario, opts)

    def _sharpen_now(self) -> None:
        self.viewport().update()
        self._ensure_image(sharpen=True)
        self.viewport().update()

    # --- coordinates -----------------------------------------------------------------------------

    def _origin(self) -> QPointF:
        """Where the drawing's (0, 0) is in viewport coordinates."""
        size = self._layout.size
        vw, vh = self.viewport().width(), self.viewport().height()
        ox = (vw - size.width()) / 2 if size.width() < vw else -self.horizontalScrollBar().value()
        oy = (vh - size.height()) / 2 if size.height() < vh else -self.verticalScrollBar().value()
        return QPointF(ox, oy)

    def to_board(self, p: QPointF | QPoint) -> QPointF:
        """A viewport point in board-drawing coordinates."""
        return QPointF(p) - self._origin()

    def to_view(self, p: QPointF) -> QPointF:
        """A board-drawing point in viewport coordinates."""
        return p + self._origin()

    def hex_at(self, view_pos: QPointF | QPoint) -> Coord | None:
        """The hex under a viewport point, or ``None``."""
        return self._layout.hex_at(self.to_board(view_pos))

    def view_center(self, c: Coord) -> QPoint:
        """The centre of hex ``c`` in viewport coordinates (whole pixels)."""
        return self.to_view(self._layout.center(c)).toPoint()

    def hex_view_rect(self, c: Coord) -> QRect:
        box = self._layout.hex_rect(c)
        return QRectF(self.to_view(box.topLeft()), box.size()).toAlignedRect()

    def _update_hexes(self, coords: Iterable[Coord], line: tuple[Coord, Coord] | None = None
                      ) -> None:
        vp = self.viewport()
        rect = QRect()
        for c in coords:
            rect = rect.united(self.hex_view_rect(c))
        if line is not None:
            a, b = (self.to_view(self._layout.center(c)) for c in line)
            rect = rect.united(QRectF(a, b).normalized().toAlignedRect())
        if not rect.isNull():
            vp.update(rect.adjusted(-4, -4, 4, 4))

    # --- zoom and scrolling ----------------------------------------------------------------------

    def set_zoom(self, zoom: float, anchor: QPointF | None = None) -> None:
        """Zoom to ``zoom`` × 100 %, keeping the board point under ``anchor`` (a viewport
        point; default: the viewport's centre) where it is."""
        self.auto_fit = False
        self.zoomed_by_hand = True
        self._zoom_to(zoom, anchor)

    def _zoom_to(self, zoom: float, anchor: QPointF | None) -> None:
        scale = min(max(zoom, ZOOM_LEVELS[0]), ZOOM_LEVELS[-1]) * BASE_SCALE
        if math.isclose(scale, self._scale):
            return
        vp = self.viewport()
        anchor = anchor if anchor is not None else QPointF(vp.width() / 2, vp.height() / 2)
        old_board = self.to_board(anchor)
        old_margin = self._layout.margin
        ratio = scale / self._scale
        self._scale = scale
        self._layout = self._make_layout()
        self._remember_label_places()
        self._update_scrollbars()
        new_board = (old_board - QPointF(old_margin, old_margin)) * ratio + QPointF(
            self._layout.margin, self._layout.margin)
        self.horizontalScrollBar().setValue(round(new_board.x() - anchor.x()))
        self.verticalScrollBar().setValue(round(new_board.y() - anchor.y()))
        self._sharpen.start()
        self._remember_screen_place()
        vp.update()
        self.zoomChanged.emit(self.zoom)

    def zoom_in(self, anchor: QPointF | None = None) -> None:
        bigger = [z for z in ZOOM_LEVELS if z > self.zoom + 1e-6]
        if bigger:
            self.set_zoom(bigger[0], anchor)

    def zoom_out(self, anchor: QPointF | None = None) -> None:
        smaller = [z for z in ZOOM_LEVELS if z < self.zoom - 1e-6]
        if smaller:
            self.set_zoom(smaller[-1], anchor)

    def fit_to_window(self, readable: bool = False) -> None:
        """The zoom at which the whole board fits the viewport. With ``readable`` (a
        document just shown) never below :data:`READABLE_ZOOM`: an Overlord board in a
        laptop's window then opens at a size its pieces read at, centred, and scrolls
        sideways, instead of in hexes too small to read."""
        unit = Layout(self.board, RenderOptions(scale=100.0)).size  # margin is 6 px per 100
        vp = self.viewport()
        zoom = min(vp.width() / unit.width(), vp.height() / unit.height()) * 100 / BASE_SCALE
        zoom = max(ZOOM_LEVELS[0], min(ZOOM_LEVELS[-1], zoom * 0.98))
        if readable and zoom < READABLE_ZOOM:
            self._zoom_to(READABLE_ZOOM, None)
            size = self._layout.size
            self.horizontalScrollBar().setValue(round((size.width() - vp.width()) / 2))
            self.verticalScrollBar().setValue(round((size.height() - vp.height()) / 2))
        else:
            self._zoom_to(zoom, None)
        self.auto_fit = True
        self.zoomed_by_hand = False
        self._fit_readable = bool(readable)

    def window_resized(self) -> None:
        """The window was resized, once its panels are laid out again: the board fitted
        again as it last was (:meth:`fit_to_window`) unless the user chose the view by hand
        (:attr:`zoomed_by_hand`). A click or a key on the map does not stop this: a panel
        changing still leaves every hex where it is (:attr:`auto_fit` stays off)."""
        if self.auto_fit or self.zoomed_by_hand or not self.isVisible():
            return  # (while auto_fit, the resize itself fitted it)
        self.fit_to_window(readable=self._fit_readable)
        self.stop_auto_fit()

    def width_to_fit(self, board: Board, zoom: float) -> int:
        """The width this map needs to show the whole width of ``board`` at ``zoom``, as
        :meth:`fit_to_window` fits it (its frame included)."""
        unit = Layout(board, RenderOptions(scale=100.0)).size
        frame = 2 * self.frameWidth()
        return math.ceil(unit.width() * zoom * BASE_SCALE / 100 / 0.98) + frame

    def center_on(self, c: Coord) -> None:
        """Scroll so that hex ``c`` is in the middle of the viewport."""
        p = self._layout.center(c)
        vp = self.viewport()
        self.horizontalScrollBar().setValue(round(p.x() - vp.width() / 2))
        self.verticalScrollBar().setValue(round(p.y() - vp.height() / 2))

    def bring_into_view(self, coords: Iterable[Coord]) -> None:
        """Scroll so that the hexes ``coords`` are in the middle of the viewport (one hex:
        as :meth:`center_on`), the view zoomed out first, never in, when they do not fit it
        at the zoom chosen (a finding's hexes at opposite corners of the board)."""
        box = self._board_box(coords)
        if box.isNull():
            return
        vp = self.viewport()
        room = QSizeF(vp.width() - 2 * VIEW_PADDING, vp.height() - 2 * VIEW_PADDING)
        if box.width() > room.width() or box.height() > room.height():
            ratio = min(room.width() / box.width(), room.height() / box.height())
            self.set_zoom(self.zoom * ratio * 0.98)  # (0.98: the margins' rounding)
            box = self._board_box(coords)
        self.horizontalScrollBar().setValue(round(box.center().x() - vp.width() / 2))
        self.verticalScrollBar().setValue(round(box.center().y() - vp.height() / 2))

    def _board_box(self, coords: Iterable[Coord]) -> QRectF:
        """The rectangle of the drawing that holds the hexes ``coords``."""
        box = QRectF()
        for c in coords:
            box = box.united(self._layout.hex_rect(c))
        return box

    def ensure_visible(self, c: Coord) -> None:
        rect = self.hex_view_rect(c)
        vp = self.viewport().rect()
        if vp.contains(rect):
            return
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        if rect.left() < 0:
            h.setValue(h.value() + rect.left() - 8)
        elif rect.right() > vp.right():
            h.setValue(h.value() + rect.right() - vp.right() + 8)
        if rect.top() < 0:
            v.setValue(v.value() + rect.top() - 8)
        elif rect.bottom() > vp.bottom():
            v.setValue(v.value() + rect.bottom() - vp.bottom() + 8)

    def _update_scrollbars(self) -> None:
        size = self._layout.size
        vp = self.viewport()
        for bar, total, page in ((self.horizontalScrollBar(), size.width(), vp.width()),
                                 (self.verticalScrollBar(), size.height(), vp.height())):
            bar.setRange(0, max(0, math.ceil(total - page)))
            bar.setPageStep(page)
            bar.setSingleStep(max(8, round(self._scale / 2)))

    def _scrolled_by_hand(self, _action: int) -> None:
        """A scroll bar moved by the user: the view is theirs (:attr:`zoomed_by_hand`)."""
        self.zoomed_by_hand = True

    def _scrolled(self, _value: int) -> None:
        self._remember_screen_place()
        self.viewport().update()

    def _in_window(self) -> QPointF:
        """Where the viewport's corner is in its window: a panel that grows moves it, the
        window moving on the screen does not."""
        vp = self.viewport()
        return QPointF(vp.mapTo(vp.window(), QPoint(0, 0)))

    def _remember_screen_place(self) -> None:
        self._screen_origin = self._in_window() + self._origin()

    def _keep_screen_place(self) -> None:
        """After the canvas moved or changed size (panels around it changed, not the user's
        zoom): the zoom stays and the scroll puts the drawing back where it was on the
        screen, so that the hex under the mouse is still under it (as far as the
        scroll range allows)."""
        self._update_scrollbars()
        if self.auto_fit and self.isVisible():
            self.fit_to_window(readable=self._fit_readable)
        elif self._screen_origin is not None:
            local = self._screen_origin - self._in_window()
            self.horizontalScrollBar().setValue(round(-local.x()))
            self.verticalScrollBar().setValue(round(-local.y()))
        self._remember_screen_place()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._keep_screen_place()

    def moveEvent(self, event: QMoveEvent) -> None:  # noqa: N802 - Qt's name
        super().moveEvent(event)
        self._keep_screen_place()

    @property
    def shows_whole_board(self) -> bool:
        """Whether the whole board is in the viewport at this zoom (nothing to scroll to)."""
        size, vp = self._layout.size, self.viewport()
        return size.width() <= vp.width() and size.height() <= vp.height()

    @property
    def fit_readable(self) -> bool:
        """While :attr:`auto_fit`: fitted at a readable size at least (else the whole
        board)."""
        return self._fit_readable

    def stop_auto_fit(self) -> None:
        """The user works on this view: from now on the zoom is theirs."""
        self.auto_fit = False
        self._remember_screen_place()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(900, 560)

    # --- painting --------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        exposed = event.rect()
        vp = self.viewport().rect()
        self._ensure_image(sharpen=False, visible=QRectF(
            self.to_board(QPointF(vp.topLeft())), QRectF(vp).size()))
        origin = self._origin()
        img = self._image
        with painting(self.viewport()) as p:
            p.fillRect(exposed, BACKDROP)
            if img is not None:
                if self._image_scale == self._scale:
                    target = QRectF(exposed)
                    source = QRectF(target.topLeft() - origin, target.size())
                    dpr = img.devicePixelRatio()
                    p.drawImage(target, img,
                                QRectF(source.topLeft() * dpr, source.size() * dpr))
                else:  # between zoom steps: the old drawing scaled, until it is re-rendered
                    size = self._layout.size
                    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
                    p.drawImage(QRectF(origin, size), img)
            p.translate(origin)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._paint_overlays(p)

    def _paint_overlays(self, p: QPainter) -> None:
        lay = self._layout
        r = lay.radius
        if self._zone:
            if self._zone_path is None or self._zone_path[0] != self._scale:
                # one outline around the whole area, not one per hex: filling a third of
                # the board's hexes one by one costs 4 times more every repaint, and their
                # shared edges, blended twice, showed as seams
                self._zone_path = (self._scale, lay.hex_path(self._zone).simplified())
            p.fillPath(self._zone_path[1], self._zone_colour)
        if self._tints:
            # hex by hex (one path of them all, a unit's reach or the hexes it may fire at
            # across the board, filled and stroked 4 times slower), each a stamp
            # (``stamp_hex``: a tinted hex filled and stroked as a path cost 0.25 ms)
            inner = lay.inset_radius(r * 0.06)
            for c, col in self._tints.items():
                fill = QColor(col)
                fill.setAlpha(min(fill.alpha(), 70))
                edge = QColor(col)
                edge.setAlpha(255)
                pen = QPen(edge, max(1.5, r * 0.1))
                if not stamp_hex(p, lay.center(c), inner, fill, pen):
                    path = lay.hex_path((c,), shrink=r * 0.06)
                    p.fillPath(path, fill)
                    p.strokePath(path, pen)
        if self._ghost:
            self._paint_ghost(p)
        if self._preview:
            pen = QPen(PREVIEW_COLOUR, max(2.0, r * 0.1), Qt.PenStyle.DashLine)
            fill = QColor(PREVIEW_COLOUR)
            fill.setAlpha(50)
            path = lay.hex_path(c for c in self._preview if self.board.contains(c))
            p.fillPath(path, fill)
            p.strokePath(path, pen)
        if self._sight is not None:
            s = self._sight
            a, b = lay.center(s.a), lay.center(s.b)
            clear = not s.blockers
            colour = QColor("#1f9d3a" if clear else "#d32f2f")
            p.setPen(QPen(QColor(255, 255, 255, 200), max(3.0, r * 0.16)))
            p.drawLine(a, b)
            p.setPen(QPen(colour, max(1.5, r * 0.08)))
            p.drawLine(a, b)
            for c in s.blockers:
                centre = lay.center(c)
                d = r * 0.35
                p.setPen(QPen(QColor("#d32f2f"), max(2.0, r * 0.12)))
                p.drawLine(centre + QPointF(-d, -d), centre + QPointF(d, d))
                p.drawLine(centre + QPointF(-d, d), centre + QPointF(d, -d))
        if self._marks:
            font = p.font()
            font.setBold(True)
            font.setPixelSize(max(9, round(r * 0.42)))
            p.setFont(font)
            for c, text in self._marks.items():
                centre = lay.center(c)
                # over the top of the hex: the unit's figure count stays readable
                box = QRectF(centre.x() - r, centre.y() - r * 0.95, 2 * r, r * 0.55)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(0, 0, 0, 170))
                p.drawRoundedRect(box.adjusted(r * 0.25, 0, -r * 0.25, 0), 4, 4)
                p.setPen(QColor("#ffffff"))
                p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            p.setBrush(Qt.BrushStyle.NoBrush)
        p.save()
        # the pointer's and the keyboard's outlines pass under the place names, as the
        # selection's do in the renderer: a name on the hex stays whole
        self._clip_out_names(p, {c for c in (self.hover, self.cursor_hex) if c is not None})
        if self.hover is not None and self.board.contains(self.hover):
            pen = QPen(QColor(255, 255, 255, 220), max(1.5, r * 0.06))
            # outlined only under the brush's ghost: the white shade washed out what the
            # click would lay (a road's ghost all but vanished under it)
            shade = QColor(255, 255, 255, 0 if self.hover in self._ghost else 45)
            if not stamp_hex(p, lay.center(self.hover), lay.inset_radius(r * 0.03), shade,
                             pen):
                path = lay.hex_path((self.hover,), shrink=r * 0.03)
                p.fillPath(path, shade)
                p.strokePath(path, pen)
        if self.cursor_hex is not None and self.hasFocus() and self.board.contains(
                self.cursor_hex):
            # the keyboard's hex cursor: amber dashes on a dark edge, visible on any terrain
            path = lay.hex_path((self.cursor_hex,), shrink=r * 0.08)
            p.strokePath(path, QPen(QColor(0, 0, 0, 150), max(3.0, r * 0.12)))
            p.strokePath(path, QPen(QColor("#ffb300"), max(2.0, r * 0.08), Qt.PenStyle.DashLine))
        p.restore()

    def _clip_out_names(self, p: QPainter, coords: Iterable[Coord]) -> None:
        """Keep ``p`` off the plates of the place names drawn over the hexes ``coords``."""
        boxes = [self._layout.hex_rect(c) for c in coords if self.board.contains(c)]
        plates = [plate for placed in self._placed for plate in placed.plates
                  if any(plate.intersects(box) for box in boxes)]
        if not plates:
            return
        names = QPainterPath()
        for plate in plates:
            names.addRect(plate)
        clip = QPainterPath()
        clip.addRect(QRectF(QPointF(0, 0), self._layout.size).united(
            names.boundingRect()).adjusted(-8, -8, 8, 8))
        p.setClipPath(clip.subtracted(names), Qt.ClipOperation.IntersectClip)

    def _paint_ghost(self, p: QPainter) -> None:
        """The brush's ghost: drawn as the click would leave its hexes, seen through; a
        fill's region of more than :data:`GHOST_MOST_DRAWN` hexes lightly shaded instead
        (a blank Overlord board's 230 hexes took a quarter of a second to draw); a region
        of more than one hex outlined whole (one hex has the pointer's outline)."""
        lay = self._layout
        r = lay.radius
        area = lay.hex_path(self._ghost).simplified()
        if len(self._ghost) <= GHOST_MOST_DRAWN:
            at, img = self._ghost_image()
            p.setOpacity(GHOST_OPACITY)
            p.drawImage(at, img)
            p.setOpacity(1.0)
        else:
            p.fillPath(area, QColor(255, 255, 255, 70))
        if len(self._ghost) > 1:
            p.strokePath(area, QPen(QColor(255, 255, 255, 230), max(1.5, r * 0.06),
                                    Qt.PenStyle.DashLine))

    # --- the hex cursor --------------------------------------------------------------------------

    def set_cursor_hex(self, c: Coord | None, extend: bool = False) -> None:
        """Move the current hex (arrow keys, mouse); tools apply there from the keyboard."""
        if c is not None and not self.board.contains(c):
            return
        old = self.cursor_hex
        self.cursor_hex = c
        self._update_hexes({x for x in (old, c) if x is not None})
        self.say_cursor()
        if c is not None:
            self.cursorMoved.emit(c, extend)

    def say_cursor(self) -> None:
        """The map's accessible name: with the hex cursor on the board, its hex in words
        (:attr:`hex_words`), whether it is selected and how many hexes are, from two on;
        else "Map canvas". Qt tells a screen reader the name changed, so each arrow key, and
        an edit at the cursor, is heard (the name was "Map canvas" wherever the cursor
        went), and Shift+arrows say how far the selection has grown."""
        c = self.cursor_hex
        name = "Map canvas"
        if c is not None and self.hex_words is not None and self.board.contains(c):
            name = f"Map, {self.hex_words(c)}" + (", selected" if c in self._selection else "")
            if len(self._selection) > 1:
                name += f"; {len(self._selection)} hexes selected"
        if name != self.accessibleName():
            self.setAccessibleName(name)

    def _step(self, c: Coord, key: Qt.Key) -> Coord:
        """The hex one arrow-key step away: left and right along the row, up and down
        zig-zagging about the column so that repeated steps stay in one column."""
        board = self.board
        if key == Qt.Key.Key_Left:
            cand = [Coord(c.row, c.col - 2)]
        elif key == Qt.Key.Key_Right:
            cand = [Coord(c.row, c.col + 2)]
        else:
            dr = -1 if key == Qt.Key.Key_Up else 1
            first = 1 if c.row % 2 == 0 else -1
            cand = [Coord(c.row + dr, c.col + first), Coord(c.row + dr, c.col - first)]
        for n in cand:
            if board.contains(n):
                return n
        return c

    def _step_far(self, c: Coord, key: Qt.Key) -> Coord:
        """The hex as many arrow-key steps away as the board allows (Home, End, Page Up,
        Page Down): a row of an Overlord board is 26 hexes long."""
        while (n := self._step(c, key)) != c:
            c = n
        return c

    # --- events ----------------------------------------------------------------------------------

    def _tool_event(self, event: QMouseEvent) -> ToolEvent:
        pos = event.position()
        return ToolEvent(self.hex_at(pos), self.to_board(pos), event.button(), event.buttons(),
                         event.modifiers())

    def _panning(self, event: QMouseEvent) -> bool:
        return (event.button() == Qt.MouseButton.MiddleButton
                or (self._space_down and event.button() == Qt.MouseButton.LeftButton))

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        if self._space_released.isActive():  # Space's tap first
            self._space_released.stop()
            self._space_up()
        self.stop_auto_fit()
        if self._panning(event):
            self.zoomed_by_hand = True  # (the view moved by hand)
            self._pan_from = event.position().toPoint()
            self._space_used = self._space_down
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            return
        if self.tool is not None:
            self.tool.mouse_pressed(self._tool_event(event))

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """A second quick click is a click: Qt sends its press as a double-click, which the
        scroll area ignored (two quick clicks of the Rotate tool turned a piece once; a
        click on a hex just painted did not select it)."""
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._pan_from is not None:
            pos = event.position().toPoint()
            delta = pos - self._pan_from
            self._pan_from = pos
            h, v = self.horizontalScrollBar(), self.verticalScrollBar()
            h.setValue(h.value() - delta.x())
            v.setValue(v.value() - delta.y())
            return
        ev = self._tool_event(event)
        if ev.coord != self.hover or self._keyed:
            old = self.hover
            self.hover = ev.coord
            self._keyed = False  # the brush's ghost follows the pointer again
            self._update_hexes({c for c in (old, ev.coord) if c is not None})
            self.refresh_ghost()
            self.hexHovered.emit(ev.coord)
            if ev.coord is not None:
                self.set_cursor_hex(ev.coord)
        if self.tool is not None:
            self.tool.mouse_moved(ev)
        self._follow_edge(event.position(), event.buttons(), event.modifiers())

    def _follow_edge(self, pos: QPointF, buttons: Qt.MouseButton,
                     mods: Qt.KeyboardModifier) -> None:
        """Scroll while a tool's drag is held at (or past) the edge of the view: zoomed in
        on a big board, a rectangle, a stroke or a move reaches the hexes out of view."""
        busy = buttons & Qt.MouseButton.LeftButton and getattr(self.tool, "busy", False)
        if busy and self._edge_step(pos) != (0, 0):
            self._edge_drag = (pos, buttons, mods)
            if not self._edge_timer.isActive():
                self._edge_timer.start()
        else:
            self._edge_drag = None
            self._edge_timer.stop()

    def _edge_step(self, pos: QPointF) -> tuple[int, int]:
        """How far one tick scrolls with the pointer at ``pos``: faster the further past
        the edge band."""
        vp = self.viewport()

        def step(at: float, size: int) -> int:
            if at < EDGE_BAND:
                return -min(EDGE_MAX_STEP, 4 + round((EDGE_BAND - at) / 2))
            if at > size - EDGE_BAND:
                return min(EDGE_MAX_STEP, 4 + round((at - size + EDGE_BAND) / 2))
            return 0

        return step(pos.x(), vp.width()), step(pos.y(), vp.height())

    def _edge_scroll(self) -> None:
        """A tick of :meth:`_follow_edge`: the map scrolls, and the tool is told of the
        pointer over the hex now under it; at the end of the map, or the drag over, it
        stops."""
        if self._edge_drag is None or not getattr(self.tool, "busy", False):
            self._edge_drag = None
            self._edge_timer.stop()
            return
        pos, buttons, mods = self._edge_drag
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        before = h.value(), v.value()
        dx, dy = self._edge_step(pos)
        h.setValue(h.value() + dx)
        v.setValue(v.value() + dy)
        if (h.value(), v.value()) == before:
            return  # the end of the map: the timer waits for the pointer to move
        self.mouseMoveEvent(QMouseEvent(QEvent.Type.MouseMove, pos,
                                        self.viewport().mapToGlobal(pos),
                                        Qt.MouseButton.NoButton, buttons, mods))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self._edge_drag = None
        self._edge_timer.stop()
        if self._pan_from is not None and (event.button() == Qt.MouseButton.MiddleButton
                                           or event.button() == Qt.MouseButton.LeftButton):
            self._pan_from = None
            self.viewport().setCursor(self.tool.cursor() if self.tool is not None
                                      else Qt.CursorShape.ArrowCursor)
            return
        if self.tool is not None:
            self.tool.mouse_released(self._tool_event(event))

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802
        """The hex's menu: where the mouse is (the viewport's coordinates), or at the hex
        cursor from the keyboard; not with a tool whose right button is its own (Rotate:
        back)."""
        event.accept()
        if event.reason() == QContextMenuEvent.Reason.Mouse:
            if self.tool is not None and getattr(self.tool, "right_button", False):
                return
            c = self.hex_at(QPointF(event.pos()))
            where = event.globalPos()
        else:
            c = self.cursor_hex
            where = (self.viewport().mapToGlobal(self.view_center(c)) if c is not None
                     else event.globalPos())
        if c is not None and self.board.contains(c):
            self.menuRequested.emit(c, where)

    # --- a palette entry dragged in -----------------------------------------------------------

    def _drop_target(self, event: QDropEvent) -> tuple[str, Coord] | None:
        """The palette item dragged and the hex under it, or ``None`` (another drag, off
        the board, or a tool that lays nothing: play mode's)."""
        if not getattr(self.tool, "takes_items", False):
            return None
        name = dragged_item(event.mimeData())
        c = self.hex_at(event.position())
        if name is None or c is None or not self.board.contains(c):
            return None
        return name, c

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if getattr(self.tool, "takes_items", False) and dragged_item(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()  # a file: the window's

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802
        target = self._drop_target(event)
        self.set_preview({target[1]} if target is not None else ())
        if target is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:  # noqa: N802
        self.set_preview(())

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        self.set_preview(())
        target = self._drop_target(event)
        if target is None:
            event.ignore()
            return
        event.acceptProposedAction()
        self.stop_auto_fit()
        self.itemDropped.emit(*target)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802
        self._pointer_left()
        super().leaveEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Leave:  # onto a scroll bar too: off the map
            self._pointer_left()
        return super().viewportEvent(event)

    def _pointer_left(self) -> None:
        """The pointer left the map: no hex is hovered, and the brush's ghost goes."""
        if self.hover is not None:
            old = self.hover
            self.hover = None
            self._update_hexes({old})
            self.refresh_ghost()
            self.hexHovered.emit(None)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        self.stop_auto_fit()
        mods = event.modifiers()
        # Alt turns some wheels into horizontal ones, hence the x fallback
        delta = event.angleDelta().y() or event.angleDelta().x()
        if not delta:
            return
        if mods & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.AltModifier):
            c = self.hex_at(event.position())
            if c is not None:
                self.rotateRequested.emit(c, 1 if delta > 0 else -1)
        elif delta > 0:
            self.zoom_in(event.position())
        else:
            self.zoom_out(event.position())
        event.accept()

    def event(self, event: QEvent) -> bool:  # noqa: A003
        if event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) \
                and self._space_released.isActive() \
                and isinstance(event, QKeyEvent) and event.key() != Qt.Key.Key_Space:
            # another key (a shortcut too) after Space let go: Space's tap comes first
            self._space_released.stop()
            self._space_up()
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = Qt.Key(event.key())
        if key not in MODIFIER_KEYS:  # the Ctrl of Ctrl+Z is no work on the map
            self.stop_auto_fit()
        mods = event.modifiers()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down) and not (
                mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)):
            start = self.cursor_hex or self._default_cursor()
            self._key_to(self._step(start, key) if self.cursor_hex is not None else start,
                         bool(mods & Qt.KeyboardModifier.ShiftModifier))
            return
        if key in _FAR_KEYS and not (
                mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)):
            start = self.cursor_hex or self._default_cursor()
            self._key_to(self._step_far(start, _FAR_KEYS[key]),
                         bool(mods & Qt.KeyboardModifier.ShiftModifier))
            return
        if key == Qt.Key.Key_Space and not event.isAutoRepeat():
            if self._space_released.isActive():  # the key's auto-repeat: still held
                self._space_released.stop()
                return
            self._space_down = True
            self._space_used = False
            self._space_since = time.monotonic()
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.apply_tool()
            return
        if key == Qt.Key.Key_Escape and self.tool is not None:
            self.tool.escape()
            return
        super().keyPressEvent(event)

    def _key_to(self, target: Coord, extend: bool) -> None:
        """The hex cursor moved by a key to ``target``, in view, the brush's ghost with it."""
        self._keyed = True
        self.set_cursor_hex(target, extend=extend)
        self.ensure_visible(target)
        self.refresh_ghost()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_released.start()  # :meth:`_space_up`, unless the key is pressed again
            return
        super().keyReleaseEvent(event)

    def _space_up(self) -> None:
        """Space let go (not auto-repeated): a tap applies the tool at the hex cursor; a
        key held to pan (or held long, to pan and then not) does nothing more."""
        if not self._space_down:
            return
        self._space_down = False
        self.viewport().setCursor(self.tool.cursor() if self.tool is not None
                                  else Qt.CursorShape.ArrowCursor)
        if not self._space_used and self._pan_from is None \
                and time.monotonic() - self._space_since < SPACE_TAP_S:
            self.apply_tool()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        self._space_down = False
        self._space_released.stop()
        super().focusOutEvent(event)
        if self.cursor_hex is not None:
            self._update_hexes({self.cursor_hex})

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusInEvent(event)
        if self.cursor_hex is None:
            self.set_cursor_hex(self._default_cursor())
        else:
            self._update_hexes({self.cursor_hex})

    def _default_cursor(self) -> Coord:
        """Where the hex cursor starts: the first selected hex, else the board's centre."""
        if self._selection:
            return min(self._selection)
        board = self.board
        row = board.rows // 2
        col = board.max_col // 2
        if (row + col) % 2:
            col -= 1
        return Coord(row, col)

    def apply_tool(self) -> None:
        """Apply the current tool at the hex cursor (Enter, or Space tapped)."""
        if self.tool is not None and self.cursor_hex is not None:
            self.tool.apply_at(self.cursor_hex)
