"""Editing tools and the editing state they share.

Like Tiled's, a tool is a class with ``activate``, ``mouse_pressed`` / ``mouse_moved`` /
``mouse_released`` and ``deactivate``; the canvas forwards its events to the active tool.
Tools never draw: they push undo commands through the :class:`Document`, and the canvas
repaints because the document announced the change. ``apply_at`` is the keyboard's way in
(Enter or Space on the canvas's hex cursor), so every tool works without a mouse.

:class:`EditorState` holds what tools share: the document, the brush (the palette's current
item), the selection and the erase layer; it also carries the edits that are not a drag
(copy, paste, move, delete, mirror, turn, rotate, labels).
"""

from __future__ import annotations

from collections import deque
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtWidgets import QApplication, QWidget

from editor.engine import transform
from editor.engine.board import Board, Coord, cube_round, in_board_order
from editor.engine.catalog import CATALOG, PIECE_LAYERS, PieceLayer
from editor.engine.connectors import crossing_orientation
from editor.engine.scenario import GameInfo, Hex, Label, Piece, Scenario, Tag, Unit
from editor.engine.words import counted, turn_words

from . import clipboard, key_names
from .commands import SetSelection, hexes_words
from .canvas import Canvas, ToolEvent

if TYPE_CHECKING:
    from .document import Document

#: Layers the erase tool can clear, with their names in menus. ``all`` empties the hex.
ERASE_LAYERS: dict[str, str] = {
    "all": "All layers", "terrain": "Terrain", "rect_terrain": "Pieces (bunkers, bridges...)",
    "obstacle": "Obstacles", "unit": "Units", "tags": "Markers (medals, exits, mines...)"}

#: Behaviour a freshly painted marker gets: a mine token is a minefield, an exit token marks
#: an exit (catalog: "tag4/tag5 become exit markers for tag.side").
EXIT_BEHAVIOR = "EXIT_MARKER"
TAG_DEFAULT_BEHAVIOR: dict[str, str] = {"tag3": "MINE_FIELD", "tag4": EXIT_BEHAVIOR,
                                        "tag5": EXIT_BEHAVIOR}


@dataclass(frozen=True)
class Brush:
    """What the paint and fill tools lay down: a catalog item in one orientation; a unit
    with its ``badge`` and its ``figures`` when the eyedropper picked a badged unit or one
    of other than the standard figures (the palette's units have neither: a badge is laid
    on a unit as an item of its own, the figures set in the Hex panel)."""

    category: str
    name: str
    orientation: int = 1
    badge: str | None = None
    figures: int | None = None

    @property
    def label(self) -> str:
        shown = CATALOG.shown_label(self.name)
        badge = f" with {CATALOG.shown_label(self.badge)}" if self.badge else ""
        figures = f", {counted(self.figures, 'figure')}" if self.figures is not None else ""
        return shown + badge + figures


def hex_line(a: Coord, b: Coord) -> list[Coord]:
    """The hexes from ``a`` to ``b`` (both included) along a straight line, so that a fast
    mouse drag paints every hex it crosses."""
    def cube(c: Coord) -> tuple[int, int, int]:
        q, r = c.axial()
        return q, -q - r, r

    n = max(abs(x - y) for x, y in zip(cube(a), cube(b), strict=True))
    if n == 0:
        return [a]
    (ax, ay, az), (bx, by, bz) = cube(a), cube(b)
    out: list[Coord] = []
    for i in range(n + 1):
        t = i / n
        # a tiny nudge keeps points on an edge from rounding both ways
        x, y, z = (ax + (bx - ax) * t + 1e-6, ay + (by - ay) * t + 2e-6,
                   az + (bz - az) * t - 3e-6)
        c = cube_round(x, y, z)
        if not out or out[-1] != c:
            out.append(c)
    return out


def hex_rectangle(board: Board, a: Coord, b: Coord) -> frozenset[Coord]:
    """The hexes of the rectangle spanned by ``a`` and ``b`` (rows and doubled columns)."""
    r0, r1 = sorted((a.row, b.row))
    c0, c1 = sorted((a.col, b.col))
    return frozenset(c for c in board.coords if r0 <= c.row <= r1 and c0 <= c.col <= c1)


def exit_marker(name: str, scenario: Scenario, c: Coord) -> Tag:
    """A new exit marker (``tag4``, ``tag5``) on hex ``c``: its exit line starts with this
    hex, and on a baseline it is given to the side that exits there, the other player's."""
    board, g = scenario.board, scenario.game_info
    side = (g.side_player2 if c.row == 0 else g.side_player1 if c.row == board.rows - 1
            else None)
    return Tag(name, behavior=EXIT_BEHAVIOR, side=side, group=(board.hex_name(c),))


def painted(h: Hex, brush: Brush, at: tuple[Scenario, Coord] | None = None) -> Hex:
    """The hex with the brush laid on it, in the brush's layer. A bridge, ford or pontoon
    takes the orientation that follows a straight river (across) or road (along) under it;
    an exit marker laid ``at`` a hex of a scenario is made as the Hex panel's Add exit
    marker makes it (:func:`exit_marker`: its line and, on a baseline, its side)."""
    turn = brush.orientation
    if brush.category == "rect_terrain" and h.terrain is not None and brush.name in CATALOG:
        turn = crossing_orientation(brush.name, CATALOG[brush.name].orientations,
                                    h.terrain.name, h.terrain.turn, prefer=turn) or turn
    orientation = turn if turn != 1 else None
    if brush.category in PIECE_LAYERS:
        old: Piece | None = getattr(h, brush.category)
        if old is not None and old.name == brush.name and old.orientation == orientation:
            return h
        return h.with_piece(brush.category, Piece(brush.name, orientation))
    if brush.category == "unit":
        if h.unit is not None and h.unit.name == brush.name:
            # the same unit keeps what the brush does not say (a badge, its figures)
            return replace(h, unit=replace(h.unit, badge=brush.badge or h.unit.badge,
                                           nbr_units=brush.figures or h.unit.nbr_units))
        return replace(h, unit=Unit(brush.name, nbr_units=brush.figures, badge=brush.badge))
    if brush.category == "badge":
        if h.unit is None:
            return h
        return replace(h, unit=replace(h.unit, badge=brush.name))
    if brush.category == "tag":
        if any(t.name == brush.name for t in h.tags):
            return h
        behavior = TAG_DEFAULT_BEHAVIOR.get(brush.name)
        tag = (exit_marker(brush.name, *at) if behavior == EXIT_BEHAVIOR and at is not None
               else Tag(brush.name, behavior=behavior))
        return replace(h, tags=(*h.tags, tag))
    raise ValueError(f"unknown palette category {brush.category!r}")


def erased(h: Hex, layer: str) -> Hex:
    """The hex with one layer cleared (``all``: every layer)."""
    if layer == "all":
        return Hex()
    if layer == "tags":
        return replace(h, tags=())
    if layer == "unit":
        return replace(h, unit=None)
    if layer in PIECE_LAYERS:
        return h.with_piece(layer, None)
    raise ValueError(f"unknown layer {layer!r}")


def top_item(h: Hex) -> Brush | None:
    """The item drawn on top of a hex (markers, then unit, obstacle, piece, terrain), as a
    brush: what the eyedropper picks. A unit is picked with its badge and its figures,
    which the units it then lays carry."""
    if h.tags:
        return Brush("tag", h.tags[-1].name)
    if h.unit is not None:
        return Brush("unit", h.unit.name, badge=h.unit.badge, figures=h.unit.nbr_units)
    for layer in ("obstacle", "rect_terrain", "terrain"):
        p: Piece | None = getattr(h, layer)
        if p is not None:
            return Brush(layer, p.name, p.turn)
    return None


def rotatable_layer(h: Hex) -> PieceLayer | None:
    """The top layer of a hex holding a piece that has more than one orientation."""
    layers: tuple[PieceLayer, ...] = ("obstacle", "rect_terrain", "terrain")
    for layer in layers:
        p: Piece | None = getattr(h, layer)
        if p is not None and p.name in CATALOG and CATALOG[p.name].orientations > 1:
            return layer
    return None


class EditorState(QObject):
    """What the tools of one window share, and the edits of the Edit and Scenario menus."""

    selectionChanged = Signal(object)  # noqa: N815 - frozenset[Coord]
    brushChanged = Signal(object)  # noqa: N815 - Brush | None
    toolChanged = Signal(object)  # noqa: N815 - Tool
    eraseLayerChanged = Signal(str)  # noqa: N815
    #: A short message for the status bar (why nothing happened, what was done).
    message = Signal(str)
    #: A click of a tool that changes hexes (paint, erase, fill, rotate) on a hex: the hex
    #: and what the tool did there ("painted"), for the Hex panel to show it.
    toolClicked = Signal(object, str)  # noqa: N815 - Coord, str

    def __init__(self, document: Document, canvas: Canvas, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.canvas = canvas
        self.dialog_parent = parent
        self.brush: Brush | None = None
        self.erase_layer = "all"
        self.selection: frozenset[Coord] = frozenset()
        #: Whether the selection changing now was extended (:meth:`set_selection`).
        self.extending = False
        self._anchor: Coord | None = None
        #: The exit markers one stroke has laid (its id and the marker's name, their hexes):
        #: one exit line (:meth:`_one_exit_line`).
        self._exit_line: tuple[tuple[int, str], list[Coord]] | None = None
        self.tools: dict[str, Tool] = {cls.name: cls(self) for cls in TOOL_CLASSES}
        self.tool: Tool = self.tools["select"]
        canvas.tool = self.tool
        self.tool.activate()
        canvas.cursorMoved.connect(self._on_cursor_moved)
        canvas.rotateRequested.connect(self.rotate_at)
        for changed in (self.brushChanged, self.eraseLayerChanged):  # (a tool: the canvas)
            changed.connect(lambda _new: self.canvas.refresh_ghost())

    # --- state -----------------------------------------------------------------------------------

    @property
    def scenario(self) -> Scenario:
        return self.document.scenario

    @property
    def board(self) -> Board:
        return self.document.scenario.board

    def set_document(self, document: Document) -> None:
        self.tool.cancel()
        self.document = document
        self._anchor = None
        self.set_selection(())

    def set_tool(self, name: str) -> None:
        tool = self.tools[name]
        if tool is self.tool:
            return
        self.tool.deactivate()
        self.tool = tool
        self.canvas.tool = tool
        tool.activate()
        self.toolChanged.emit(tool)

    def set_brush(self, category: str, name: str, orientation: int = 1) -> None:
        self.brush = Brush(category, name, orientation)
        self.brushChanged.emit(self.brush)

    def set_erase_layer(self, layer: str) -> None:
        if layer not in ERASE_LAYERS:
            raise ValueError(f"unknown layer {layer!r}")
        if layer != self.erase_layer:
            self.erase_layer = layer
            self.eraseLayerChanged.emit(layer)

    def set_selection(self, coords: Iterable[Coord], extend: bool = False) -> None:
        """Select ``coords``; ``extend``: the designer adds to the selection or takes from
        it (Shift or Ctrl with the Select tool, Shift+arrows), rather than making a new one
        (a click, a paste): :attr:`extending` says which while ``selectionChanged`` runs."""
        new = frozenset(c for c in coords if self.board.contains(c))
        self.canvas.set_selection(new)
        if new != self.selection:
            self.selection = new
            self.extending = extend
            try:
                self.selectionChanged.emit(new)
            finally:
                self.extending = False

    def select_all(self) -> None:
        self.set_selection(self.board.coords)

    def select_none(self) -> None:
        self.set_selection(())

    def _on_cursor_moved(self, c: Coord, extend: bool) -> None:
        if extend:
            if self._anchor is None:
                self._anchor = min(self.selection) if self.selection else c
            self.set_selection(hex_rectangle(self.board, self._anchor, c), extend=True)
        elif QApplication.mouseButtons() == Qt.MouseButton.NoButton:
            self._anchor = c

    def at_cursor(self) -> Coord | None:
        """The hex the keyboard cursor (or the mouse) is on."""
        return self.canvas.cursor_hex

    # --- painting --------------------------------------------------------------------------------

    def paint(self, coords: Iterable[Coord], text: str, stroke: int | None = None,
              where: bool = False) -> bool:
        """Lay the brush on hexes (one undo step, or part of ``stroke``; ``where``: its name
        ends with the hexes it changed)."""
        if self.brush is None:
            self.message.emit("Choose an item in the palette first")
            return False
        brush = self.brush
        new = self.laid_by_brush(coords)
        if brush.category == "badge" and not any(h.unit for h in new.values()):
            self.message.emit("A badge goes on a unit: paint it on a hex that holds one")
            return False
        if (stroke is not None and brush.category == "tag"
                and TAG_DEFAULT_BEHAVIOR.get(brush.name) == EXIT_BEHAVIOR):
            new = self._one_exit_line(brush.name, stroke, new)
        return self.document.set_hexes(new, text, stroke, where)

    def laid_by_brush(self, coords: Iterable[Coord]) -> dict[Coord, Hex]:
        """The board's hexes of ``coords`` with the brush laid on them (none without a
        brush): what painting them makes, and the ghost a paint or fill tool shows."""
        brush, s = self.brush, self.scenario
        if brush is None:
            return {}
        return {c: painted(s.hex(c), brush, (s, c)) for c in coords if self.board.contains(c)}

    def _one_exit_line(self, name: str, stroke: int, new: dict[Coord, Hex]
                       ) -> dict[Coord, Hex]:
        """``new`` with the exit markers ``name`` laid by ``stroke`` so far (these hexes'
        and the earlier ones') given one exit line, every hex of the stroke in board order:
        official files give each marker of a line the whole line, where a stroke along a
        baseline made as many lines of one hex."""
        s = self.scenario
        made = [c for c, h in new.items() if h != s.hex(c)]
        if self._exit_line is None or self._exit_line[0] != (stroke, name):
            self._exit_line = ((stroke, name), [])
        line = self._exit_line[1]
        line.extend(c for c in made if c not in line)
        if len(line) < 2:
            return new
        names = in_board_order(s.board, (s.board.hex_name(c) for c in line))
        out = dict(new)
        for c in line:
            h = out.get(c, s.hex(c))
            out[c] = replace(h, tags=tuple(
                replace(t, group=names) if t.name == name and t.behavior == EXIT_BEHAVIOR
                else t for t in h.tags))
        return out

    def erase(self, coords: Iterable[Coord], stroke: int | None = None) -> bool:
        layer = self.erase_layer
        new = {c: erased(self.scenario.hex(c), layer) for c in coords if self.board.contains(c)}
        what = "hexes" if layer == "all" else ERASE_LAYERS[layer].split(" (")[0].lower()
        return self.document.set_hexes(new, f"Erase {what}", stroke, where=True)

    def flood_region(self, start: Coord) -> set[Coord]:
        """The hexes joined to ``start`` through hexes of the same terrain (same name, or no
        terrain at all on the same printed ground: a beach face's beach and ocean rows are
        not its fields, or a fill of the fields flooded the sea); within the selection when
        ``start`` is one of its hexes and it has others (a block filled on a blank board,
        rather than all its fields)."""
        s = self.scenario
        board = self.board
        within = self.selection if start in self.selection and len(self.selection) > 1 else None

        def name(c: Coord) -> tuple[str, str | None]:
            t = s.hex(c).terrain
            if t is not None:
                return "tile", t.name
            return "ground", board.background(s.face, c.row)

        want = name(start)
        seen = {start}
        todo = deque([start])
        while todo:
            c = todo.popleft()
            for n in self.board.neighbours(c):
                if n not in seen and name(n) == want and (within is None or n in within):
                    seen.add(n)
                    todo.append(n)
        return seen

    def fill(self, start: Coord) -> bool:
        if self.brush is None:
            self.message.emit("Choose an item in the palette first")
            return False
        region = self.flood_region(start)
        label = self.brush.label
        # how far the fill went, in words: a click may lay dozens of hexes out of sight
        many = counted(len(region), "hex", "hexes")
        if not self.paint(region, f"Fill {label} on {many}"):
            return False
        self.message.emit(f"Filled {many} with {label}")
        return True

    def pick(self, c: Coord) -> bool:
        """The eyedropper: the top item of a hex becomes the brush."""
        item = top_item(self.scenario.hex(c))
        if item is None:
            self.message.emit(f"Nothing to pick on {self.board.hex_name(c)}")
            return False
        self.brush = item
        self.brushChanged.emit(item)
        self.message.emit(f"Picked {item.label}")
        return True

    def rotate_at(self, c: Coord, steps: int = 1) -> bool:
        """Turn the top turnable piece of hex ``c`` by ``steps`` orientations."""
        h = self.scenario.hex(c)
        layer = rotatable_layer(h)
        if layer is None:
            self.message.emit(f"No piece to rotate on {self.board.hex_name(c)}")
            return False
        piece: Piece = getattr(h, layer)
        turned = piece.rotated(steps)
        reached = turned.orientation or 1
        if turned.orientation == 1:
            # orientation 1 is written by omission, as the official editor does
            turned = replace(turned, orientation=None)
        # which piece, where, and how far it turned: two orientations (sandbags) look alike
        # at a glance, and the History said "Rotate piece" for every one
        what, where = CATALOG.shown_label(piece.name), self.board.hex_name(c)
        if not self.document.set_hex(c, h.with_piece(layer, turned),
                                     f"Rotate {what} on {where}"):
            return False
        count = CATALOG[piece.name].orientations if piece.name in CATALOG else None
        self.message.emit(f"{what} on {where}: {turn_words(reached, count)}")
        return True

    def rotate_brush(self, steps: int = 1) -> bool:
        """Turn the brush ``steps`` sixths of a turn before painting (a river curve, a
        bunker's face), as :meth:`rotate_at` turns a piece already laid."""
        brush = self.brush
        if brush is None:
            self.message.emit("Choose an item in the palette first")
            return False
        count = CATALOG[brush.name].orientations if brush.name in CATALOG else 1
        if count <= 1:
            self.message.emit(f"{brush.label} has only one orientation")
            return False
        turned = replace(brush, orientation=(brush.orientation - 1 + steps) % count + 1)
        self.brush = turned
        self.brushChanged.emit(turned)
        # (the toolbar names the brush: with its name the message was cut short)
        self.message.emit(f"Brush: {turn_words(turned.orientation, count)}")
        return True

    def rotate_cursor(self, steps: int = 1) -> bool:
        c = self.at_cursor()
        if c is None:
            self.message.emit("Put the cursor on a hex first (arrow keys or the mouse)")
            return False
        return self.rotate_at(c, steps)

    # --- labels ----------------------------------------------------------------------------------

    def label_at(self, c: Coord) -> Label | None:
        return next((lb for lb in self.scenario.labels if lb.coord == c), None)

    def set_label(self, c: Coord, lines: Iterable[str]) -> bool:
        """Set (or, with no text, remove) the place name on a hex."""
        text = tuple(line for line in lines)
        while text and not text[-1].strip():
            text = text[:-1]
        labels = list(self.scenario.labels)
        index = next((i for i, lb in enumerate(labels) if lb.coord == c), None)
        if not text:
            if index is None:
                return False
            del labels[index]
            return self.document.set_value("labels", labels,
                                           f"Remove place name on {self.board.hex_name(c)}")
        if index is None:
            labels.append(Label(c, text))
        else:
            labels[index] = replace(labels[index], text=text)
        return self.document.set_value("labels", labels,
                                       f"Edit place name on {self.board.hex_name(c)}")

    def edit_label_at(self, c: Coord) -> bool:
        from .dialogs import ask_label_text

        old = self.label_at(c)
        lines = ask_label_text(self.dialog_parent, self.board.hex_name(c),
                               old.text if old is not None else ())
        if lines is None:
            return False
        return self.set_label(c, lines)

    # --- selection edits -------------------------------------------------------------------------

    def _labels_moved(self, moves: Mapping[Coord, Coord | None]) -> list[Label]:
        """The labels after moving those on ``moves``' keys to its values (``None``: removed).
        A label arriving on a hex replaces the one there; a hex arriving without one leaves
        it, as Paste does."""
        arriving = {t for c, t in moves.items()
                    if t is not None and self.label_at(c) is not None}
        out = []
        for lb in self.scenario.labels:
            if lb.coord in moves:
                target = moves[lb.coord]
                if target is not None and self.board.contains(target):
                    out.append(replace(lb, coord=target))
            elif lb.coord not in arriving:
                out.append(lb)
        return out

    def _apply(self, hexes: dict[Coord, Hex], labels: list[Label] | None, text: str,
               game_info: GameInfo | None = None,
               select: Iterable[Coord] | None = None) -> bool:
        """Hexes, labels and the game info changed as one undo step. ``select``: the hexes
        the edit selects (what it made: a paste's hexes, a move's), which its undo takes
        back to the selection from before, its redo again to these (an undone paste left
        the emptied hexes selected)."""
        label_change = labels is not None and labels != self.scenario.labels
        info_change = game_info is not None and game_info != self.scenario.game_info
        hex_change = any(self.scenario.hex(c) != h for c, h in hexes.items())
        after = (None if select is None
                 else frozenset(c for c in select if self.board.contains(c)))
        if not (hex_change or label_change or info_change):
            if after is not None:
                self.set_selection(after)
            return False
        if not label_change and not info_change and after is None:
            return self.document.set_hexes(hexes, text)
        stack = self.document.undo_stack
        stack.beginMacro(text)
        self.document.set_hexes(hexes, text)
        if label_change:
            self.document.set_value("labels", labels, text)
        if info_change:
            self.document.set_value("game_info", game_info, text)
        if after is not None:
            stack.push(SetSelection(self, self.selection, after, text))
        stack.endMacro()
        return True

    def _names_moved(self, moves: dict[Coord, Coord]) -> transform.Names:
        """Hex names by which a name of a hex that ``moves`` moves (onto the board) follows
        it; the others are kept."""
        return transform.follow_names(self.scenario, moves.__getitem__,
                                      lambda c: c in moves and self.board.contains(moves[c]))

    def _apply_moved(self, hexes: dict[Coord, Hex], moves: dict[Coord, Coord],
                     names: transform.Names, text: str,
                     select: Iterable[Coord] | None = None) -> bool:
        """Apply the new content ``hexes`` of hexes moved by ``moves`` (their own markers'
        names already moved by ``names``), their labels, and every name elsewhere (markers,
        sudden deaths, rule options) that points at a moved hex, as one undo step (``select``: as
        :meth:`_apply`'s)."""
        hexes, game_info = transform.references_followed(self.scenario, hexes, names)
        return self._apply(hexes, self._labels_moved(moves), text, game_info, select)

    def delete_selection(self) -> bool:
        if not self.selection:
            self.message.emit("Nothing selected")
            return False
        hexes = {c: Hex() for c in self.selection}
        labels = self._labels_moved({c: None for c in self.selection})
        return self._apply(hexes, labels, f"Delete {hexes_words(self.board, self.selection)}")

    def move_selection(self, drow: int, dcol: int) -> bool:
        """Move the selected hexes (content and labels) by (``drow``, ``dcol``), each laid
        over the hex it lands on (:func:`.clipboard.laid_over`)."""
        if not self.selection or (drow, dcol) == (0, 0):
            return False
        if (drow + dcol) % 2:
            raise ValueError("a move keeps row + col even: drow + dcol must be even")
        s = self.scenario
        moves = {c: Coord(c.row + drow, c.col + dcol) for c in self.selection}
        lost = [c for c, t in moves.items() if not self.board.contains(t)
                and (not s.hex(c).is_empty or self.label_at(c) is not None)]
        if lost:
            self.message.emit("The move would push hexes off the board")
            return False
        # names in the moved hexes' markers that point inside the selection follow it
        names = self._names_moved(moves)
        # each moved hex laid over the one it lands on, as a pasted one is: a unit dragged
        # onto a town (or an airplane onto its airfield) leaves the town there, its markers'
        # names following the moved hexes as every other hex's do
        hexes = {c: Hex() for c in self.selection}
        hexes.update({t: clipboard.laid_over(transform.rename(hexes.get(t, s.hex(t)), names),
                                             transform.rename(s.hex(c), names))
                      for c, t in moves.items() if self.board.contains(t)})
        return self._apply_moved(hexes, moves, names,
                                 f"Move {hexes_words(self.board, self.selection)}",
                                 select=moves.values())

    def mirror_selection(self) -> bool:
        """Mirror the selection left-right about its own centre column."""
        if not self.selection:
            self.message.emit("Select hexes to mirror (or use Mirror Board)")
            return False
        hexes = transform.mirror_region(self.scenario, self.selection)
        # labels and names elsewhere follow their hexes about mirror_region's axis
        axis2 = transform.mirror_axis(self.selection)
        moves = {c: Coord(c.row, axis2 - c.col) for c in self.selection}
        return self._apply_moved(hexes, moves, self._names_moved(moves), "Mirror selection")

    def mirror_board(self) -> bool:
        self.document.replace_all(transform.mirror(self.scenario), "Mirror board")
        self.set_selection(())
        return True

    def turn_board(self) -> bool:
        """Turn the board 180° swapping the sides; raises ``ValueError`` (saying why) on a
        beach board, which cannot turn."""
        turned = transform.turn_180(self.scenario)  # ValueError on a beach: the window says why
        self.document.replace_all(turned, "Turn board 180°")
        self.set_selection(())
        return True

    def copy(self) -> bool:
        if not self.selection:
            self.message.emit("Nothing selected to copy")
            return False
        data = clipboard.encode(self.scenario, self.selection)
        QApplication.clipboard().setMimeData(clipboard.mime_data(data))
        self.message.emit(f"Copied {counted(len(self.selection), 'hex', 'hexes')}")
        return True

    def cut(self) -> bool:
        if not self.copy():
            return False
        hexes = {c: Hex() for c in self.selection}
        labels = self._labels_moved({c: None for c in self.selection})
        return self._apply(hexes, labels, f"Cut {hexes_words(self.board, self.selection)}")

    def can_paste(self) -> bool:
        return clipboard.from_mime(QApplication.clipboard().mimeData()) is not None

    def paste(self, at: Coord | None = None) -> bool:
        """Paste the clipboard's hexes with their top-left at ``at`` (default: the hex
        cursor, else where they were copied from), each laid over what is there
        (:func:`~editor.ui.clipboard.laid_over`: an empty layer erases nothing). Hexes
        falling off the board are left out; the pasted hexes become the selection."""
        content = clipboard.from_mime(QApplication.clipboard().mimeData())
        if content is None:
            self.message.emit("The clipboard holds no hexes")
            return False
        anchor = at if at is not None else (self.at_cursor() or content.origin)
        if (anchor.row + anchor.col) % 2:
            anchor = Coord(anchor.row, anchor.col - 1)
        placed = content.placed(anchor, self.board)
        dropped = len(content.hexes) - len(placed)
        hexes = {c: clipboard.laid_over(self.scenario.hex(c), h) for c, h in placed.items()}
        labels = list(self.scenario.labels)
        arriving = []
        for lb in content.labels:
            t = Coord(anchor.row + lb.coord.row, anchor.col + lb.coord.col)
            if self.board.contains(t):
                arriving.append(replace(lb, coord=t))
        if arriving:
            targets = {lb.coord for lb in arriving}
            labels = [lb for lb in labels if lb.coord not in targets] + arriving
        if not hexes:
            self.message.emit("Nothing of the clipboard falls on the board there")
            return False
        done = self._apply(hexes, labels if arriving else None,
                           f"Paste {hexes_words(self.board, hexes)}", select=hexes)
        self.message.emit(f"Pasted {counted(len(hexes), 'hex', 'hexes')}" + (
            f"; {dropped} fell off the board and were left out" if dropped else ""))
        return done


# --- the tools ----------------------------------------------------------------------------------


class Tool:
    """Base of the tools: does nothing, so a tool defines only the events it uses."""

    #: Key of the tool (``EditorState.tools``) and of its action.
    name = ""
    label = ""
    #: A single key, as in Tiled (B brush, E eraser, F fill, S select, I picker).
    shortcut = ""
    tooltip = ""
    #: Whether the right button is the tool's own (else it brings up the hex's menu).
    right_button = False
    #: Whether a palette entry dropped on the map is laid there (play mode's tool: no).
    takes_items = True
    #: What a click of the tool does to a hex, said of the hex after it ("painted"): the
    #: Hex panel shows the hex clicked while nothing is selected. Empty: a tool that
    #: changes no hex, or opens a dialog of its own.
    did = ""

    def __init__(self, editor: EditorState) -> None:
        self.editor = editor

    @property
    def canvas(self) -> Canvas:
        return self.editor.canvas

    def activate(self) -> None:
        self.canvas.viewport().setCursor(self.cursor())

    def deactivate(self) -> None:
        self.cancel()

    def cancel(self) -> None:
        """Abandon what a drag was doing (Escape, tool change, document change)."""

    @property
    def busy(self) -> bool:
        """Whether a drag of this tool is under way."""
        return False

    def escape(self) -> None:
        """Escape on the map: abandon the drag under way, or else drop the selection."""
        if self.busy:
            self.cancel()
        else:
            self.editor.select_none()

    def cursor(self) -> Qt.CursorShape:
        return Qt.CursorShape.CrossCursor

    def mouse_pressed(self, event: ToolEvent) -> None:
        if event.button == Qt.MouseButton.LeftButton and event.coord is not None:
            self.apply_at(event.coord)

    def mouse_moved(self, event: ToolEvent) -> None:
        pass

    def mouse_released(self, event: ToolEvent) -> None:
        pass

    def apply_at(self, c: Coord) -> None:
        """What a click does, from the keyboard (Enter or Space at the hex cursor)."""

    def ghost_at(self, c: Coord) -> dict[Coord, Hex]:
        """The hexes a click on ``c`` would change, as it would leave them: the canvas
        shows them under the pointer before the click (none: the tool lays nothing)."""
        return {}

    def click_words(self) -> str:
        """What a click of the tool does, for the Hex panel while no hex is shown there
        ("a click lays Forests (woods) on a hex"); empty for a tool that changes no hex."""
        return ""

    def clicked(self, c: Coord) -> None:
        """Tell the window that a click (or Enter) of this tool changed hex ``c``."""
        if self.did:
            self.editor.toolClicked.emit(c, self.did)

    def _brush_words(self) -> str:
        brush = self.editor.brush
        return brush.label if brush is not None else "the palette's item (choose one first)"


class StrokeTool(Tool, ABC):
    """A tool that applies itself to every hex a drag crosses, each hex once, the whole
    drag being one undo step."""

    def __init__(self, editor: EditorState) -> None:
        super().__init__(editor)
        self.stroke: int | None = None
        self.done: set[Coord] = set()
        self.last: Coord | None = None
        #: Whether the stroke under way has laid a step (that an Undo may take back).
        self.laid = False

    @abstractmethod
    def apply(self, coords: list[Coord], stroke: int | None) -> None:
        """Lay the tool's effect on ``coords`` (part of ``stroke``, or a step of its own)."""

    def mouse_pressed(self, event: ToolEvent) -> None:
        """The stroke begins, on the pressed hex; a press beside the board begins it too,
        laying nothing until the pointer enters a hex (a row swept in from the edge)."""
        if event.button != Qt.MouseButton.LeftButton:
            return
        from .document import Document

        self.cancel()  # (what a stroke that never heard its release left)
        self.stroke = Document.new_stroke()
        if event.coord is not None:
            self.done = {event.coord}
            self.last = event.coord
            self.apply([event.coord], self.stroke)
            self.laid = self.editor.document.stroke_on_top(self.stroke)
            self.clicked(event.coord)

    def mouse_moved(self, event: ToolEvent) -> None:
        if self.stroke is None or event.coord is None:
            return
        if not event.buttons & Qt.MouseButton.LeftButton:
            self.cancel()
            return
        if self.laid and not self.editor.document.stroke_on_top(self.stroke):
            # an Undo (Ctrl+Z, the History) took the stroke back while the button was held:
            # the drag ends there, rather than laying the rest as a step of its own
            self.cancel()
            return
        path = hex_line(self.last, event.coord) if self.last is not None else [event.coord]
        self.last = event.coord
        fresh = [c for c in path if c not in self.done and self.editor.board.contains(c)]
        if fresh:
            self.done.update(fresh)
            self.apply(fresh, self.stroke)
            self.laid = self.laid or self.editor.document.stroke_on_top(self.stroke)
            # the Hex panel follows the stroke to the hex it painted last (it said "last
            # painted" of the hex pressed)
            self.clicked(fresh[-1])

    def mouse_released(self, event: ToolEvent) -> None:
        if event.button == Qt.MouseButton.LeftButton:
            self.cancel()

    def cancel(self) -> None:
        self.stroke = None
        self.done = set()
        self.last = None
        self.laid = False

    def escape(self) -> None:
        """Escape during a drag takes back what the drag laid so far (as a Select drag's
        move is abandoned), with nothing left for Redo; else it drops the selection."""
        if self.stroke is not None and self.editor.document.take_back_stroke(self.stroke):
            self.editor.message.emit("Stroke abandoned: what it laid is taken back")
        super().escape()

    @property
    def busy(self) -> bool:
        return self.stroke is not None

    def apply_at(self, c: Coord) -> None:
        self.apply([c], None)
        self.clicked(c)


class PaintTool(StrokeTool):
    name, label, shortcut = "paint", "Paint", "B"
    tooltip = "Paint the palette's item on the hexes you click or drag over (B)"
    did = "painted"

    def click_words(self) -> str:
        return f"a click lays {self._brush_words()} on a hex"

    def apply(self, coords: list[Coord], stroke: int | None) -> None:
        brush = self.editor.brush
        text = f"Paint {brush.label}" if brush is not None else "Paint"
        self.editor.paint(coords, text, stroke, where=True)

    def ghost_at(self, c: Coord) -> dict[Coord, Hex]:
        return self.editor.laid_by_brush([c])


class EraseTool(StrokeTool):
    name, label, shortcut = "erase", "Erase", "E"
    tooltip = "Erase the chosen layer (or everything) from the hexes you click or drag over (E)"
    did = "erased"

    def click_words(self) -> str:
        layer = self.editor.erase_layer
        what = ("everything" if layer == "all"
                else "the " + ERASE_LAYERS[layer].split(" (")[0].lower())
        return f"a click erases {what} from a hex"

    def apply(self, coords: list[Coord], stroke: int | None) -> None:
        self.editor.erase(coords, stroke)

    def ghost_at(self, c: Coord) -> dict[Coord, Hex]:
        return {c: erased(self.editor.scenario.hex(c), self.editor.erase_layer)}


class FillTool(Tool):
    name, label, shortcut = "fill", "Fill", "F"
    tooltip = ("Lay the palette's item on every hex joined to the clicked one through the "
               "same terrain, within the selection when the clicked hex is in it (F)")
    did = "filled"

    def click_words(self) -> str:
        return (f"a click lays {self._brush_words()} on a hex and the hexes joined to it "
                "through the same terrain")

    def apply_at(self, c: Coord) -> None:
        self.editor.fill(c)
        self.clicked(c)

    def ghost_at(self, c: Coord) -> dict[Coord, Hex]:
        if self.editor.brush is None:
            return {}
        return self.editor.laid_by_brush(self.editor.flood_region(c))


class PickTool(Tool):
    name, label, shortcut = "pick", "Pick", "I"
    tooltip = "Eyedropper: the top item of the clicked hex becomes the brush (I)"

    def cursor(self) -> Qt.CursorShape:
        return Qt.CursorShape.PointingHandCursor

    def apply_at(self, c: Coord) -> None:
        if self.editor.pick(c):
            self.editor.set_tool("paint")


class RotateTool(Tool):
    name, label, shortcut = "rotate", "Rotate", "T"
    tooltip = ("Turn the top piece of the clicked hex (left button: counter-clockwise, "
               "right button: back); R turns the piece under the cursor with any tool (T)")
    right_button = True
    did = "turned"

    def click_words(self) -> str:
        return "a click turns the top piece of a hex"

    def mouse_pressed(self, event: ToolEvent) -> None:
        if event.coord is None:
            return
        if event.button == Qt.MouseButton.LeftButton:
            self.editor.rotate_at(event.coord, 1)
        elif event.button == Qt.MouseButton.RightButton:
            self.editor.rotate_at(event.coord, -1)
        else:
            return
        self.clicked(event.coord)

    def apply_at(self, c: Coord) -> None:
        self.editor.rotate_at(c, 1)
        self.clicked(c)


class LabelTool(Tool):
    name, label, shortcut = "label", "Label", "L"
    tooltip = "Write the place name printed on the clicked hex (L)"

    def cursor(self) -> Qt.CursorShape:
        return Qt.CursorShape.IBeamCursor

    def apply_at(self, c: Coord) -> None:
        self.editor.edit_label_at(c)


class SelectTool(Tool):
    """Rectangle selection (Shift adds, Ctrl removes; a Ctrl+click adds a hex not
    selected); dragging a selected hex moves the selection, its content and its labels, in
    one undo step."""

    name, label, shortcut = "select", "Select", "S"
    tooltip = (f"Select a rectangle of hexes (Shift: add, {key_names.modifier('Ctrl')}: remove, "
               f"{key_names.modifier('Ctrl')}+click: add or remove a hex); drag the selection "
               "to move it (S)")

    def __init__(self, editor: EditorState) -> None:
        super().__init__(editor)
        self.anchor: Coord | None = None
        self.base: frozenset[Coord] = frozenset()
        self.subtract = False
        self.moving_from: Coord | None = None
        self.offset = (0, 0)
        #: Where a press beside the board was, until the drag from it begins.
        self.beside: QPointF | None = None

    def cursor(self) -> Qt.CursorShape:
        return Qt.CursorShape.ArrowCursor

    def mouse_pressed(self, event: ToolEvent) -> None:
        """A rectangle begins on the pressed hex, or a move of the selection on one of its
        hexes. Pressed beside the board, the rectangle begins at the nearest hex once the
        pointer moves (a click there leaves the selection as it is): the edge rows are
        selected from outside them, as in any editor."""
        if event.button != Qt.MouseButton.LeftButton:
            return
        mods = event.modifiers
        plain = not mods & (Qt.KeyboardModifier.ShiftModifier
                            | Qt.KeyboardModifier.ControlModifier)
        if plain and event.coord is not None and event.coord in self.editor.selection:
            self.moving_from = event.coord
            self.offset = (0, 0)
            return
        self.anchor = event.coord or self.canvas.hex_layout.nearest_hex(event.pos)
        self.subtract = bool(mods & Qt.KeyboardModifier.ControlModifier)
        self.base = frozenset() if plain else self.editor.selection
        if event.coord is not None:
            self._select_to(event.coord)
        else:
            self.beside = event.pos

    def _select_to(self, c: Coord) -> None:
        assert self.anchor is not None
        rect = hex_rectangle(self.editor.board, self.anchor, c)
        self.editor.set_selection(self.base - rect if self.subtract else self.base | rect,
                                  extend=bool(self.base))

    def mouse_moved(self, event: ToolEvent) -> None:
        if self.anchor is not None:
            if self.beside is not None and event.coord is None and (
                    (event.pos - self.beside).manhattanLength()
                    < QApplication.startDragDistance()):
                return  # a click beside the board, not a drag yet
            self.beside = None
            # the rectangle follows the pointer beside the board too, to the nearest hex
            reached = event.coord or self.canvas.hex_layout.nearest_hex(event.pos)
            if reached is not None:
                self._select_to(reached)
            return
        if event.coord is None:
            return
        if self.moving_from is not None:
            self.offset = (event.coord.row - self.moving_from.row,
                           event.coord.col - self.moving_from.col)
            dr, dc = self.offset
            self.canvas.set_preview({Coord(c.row + dr, c.col + dc) for c in self.editor.selection}
                                    if self.offset != (0, 0) else ())

    def mouse_released(self, event: ToolEvent) -> None:
        if event.button != Qt.MouseButton.LeftButton:
            return
        if self.moving_from is not None:
            dr, dc = self.offset
            self.cancel()
            if (dr, dc) != (0, 0):
                self.editor.move_selection(dr, dc)
            elif event.coord is not None:
                self.editor.set_selection({event.coord})  # a click on the selection
            return
        if (self.subtract and event.coord is not None and event.coord == self.anchor
                and event.coord not in self.base):
            # a Ctrl+click on a hex not selected adds it, as most programs pick several
            # things (there was nothing of it to remove: the click did nothing)
            self.editor.set_selection(self.base | {event.coord}, extend=True)
        self.cancel()

    def cancel(self) -> None:
        self.anchor = None
        self.beside = None
        self.moving_from = None
        self.offset = (0, 0)
        self.canvas.set_preview(())

    @property
    def busy(self) -> bool:
        return self.anchor is not None or self.moving_from is not None

    def apply_at(self, c: Coord) -> None:
        self.editor.set_selection({c})


#: The tools in toolbar order.
TOOL_CLASSES: tuple[type[Tool], ...] = (SelectTool, PaintTool, EraseTool, FillTool, PickTool,
                                        RotateTool, LabelTool)

__all__ = ["Brush", "ERASE_LAYERS", "EditorState", "EraseTool", "FillTool", "LabelTool",
           "PaintTool", "PickTool", "RotateTool", "SelectTool", "StrokeTool", "TOOL_CLASSES",
           "Tool", "erased", "hex_line", "hex_rectangle", "painted", "rotatable_layer",
           "top_item"]
