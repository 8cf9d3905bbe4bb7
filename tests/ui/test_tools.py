"""The tools, driven by mouse events at hex centres taken from the canvas's Layout, and the
selection edits: strokes, erase, fill, pick, rotate, labels, copy/paste, move, mirror."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtWidgets import QApplication, QDialog

from editor.engine import transform
from editor.engine.board import BoardType, Coord, Face, Side
from editor.engine.catalog import CATALOG
from editor.engine.scenario import (GameInfo, Hex, Label, Piece, Scenario, Tag, Unit,
                                    VictoryCondition)
from editor.io.m44 import load
from editor.ui import board_commands
from editor.ui.clipboard import MIME, decode, encode, from_mime, mime_data
from editor.ui.dialogs import LabelDialog
from editor.ui.document import Document
from editor.ui.menus import submenu
from editor.ui.tools import hex_line, hex_rectangle, painted, top_item

from ..conftest import SCENARIOS
from .window_helpers import click, drag, make_window, send_mouse  # noqa: F401 - fixture

LEFT = Qt.MouseButton.LeftButton


def test_hex_line_is_contiguous() -> None:
    a, b = Coord(0, 0), Coord(8, 24)
    line = hex_line(a, b)
    assert line[0] == a and line[-1] == b
    for x, y in zip(line, line[1:], strict=False):
        assert y in x.neighbours()


def test_a_stroke_is_one_undo_step(make_window) -> None:
    w = make_window()
    w.palette_dock.choose("woods")
    assert w.editor.tool.name == "paint" and w.editor.brush.name == "woods"
    path = [Coord(4, 4), Coord(4, 6), Coord(4, 8), Coord(4, 6), Coord(4, 12)]  # a jump, a return
    drag(w.canvas, path)
    stack = w.document.undo_stack
    assert stack.count() == 1
    painted_hexes = {c for c, h in w.document.scenario.hexes.items()
                     if h.terrain == Piece("woods")}
    # the jump from col 8 back to 6 and on to 12 paints the hexes in between (each once)
    assert painted_hexes == {Coord(4, c) for c in (4, 6, 8, 10, 12)}
    stack.undo()
    assert w.document.scenario.hexes == {}
    stack.redo()
    assert len(w.document.scenario.hexes) == 5
    drag(w.canvas, [Coord(5, 5)])
    assert stack.count() == 2


def test_the_hex_panel_says_what_a_click_paints_and_shows_the_hex_painted(make_window,
                                                                           qtbot) -> None:
    """Found by the designfix audit: in Paint mode the Hex panel said "Select a hex to edit
    what stands on it" and nothing more, so a bunker just painted had to be selected
    (another tool) to be turned. The panel says what a click lays, then shows the hex
    clicked (with its forms) while nothing is selected; a selection takes over again."""
    from PySide6.QtWidgets import QSpinBox

    w = make_window()
    dock = w.hex_dock
    w.palette_dock.choose("bunker")
    assert w.editor.tool.name == "paint"
    assert dock.header.text() == ("Paint: a click lays Bunkers on a hex; the hex clicked then "
                                  "shows here. To see a hex without changing it, select it "
                                  "(Select tool, S).")
    here = Coord(4, 8)
    drag(w.canvas, [Coord(4, 10), here])
    assert dock.coord == here and w.editor.selection == frozenset()
    assert dock.header.text() == "Hex E5 (row 4, col 8), last painted"
    orientation = dock.findChild(QSpinBox, "rect_terrain_orientation")
    assert orientation is not None and orientation.isVisible()
    w.act["tool_erase"].trigger()
    assert dock.header.text() == "Hex E5 (row 4, col 8), last painted"  # (until a click)
    click(w.canvas, Coord(4, 10))
    assert dock.coord == Coord(4, 10)
    assert dock.header.text() == "Hex F5 (row 4, col 10), last erased: empty"
    w.editor.select_none()  # (Escape: nothing was selected, nothing changes)
    w.editor.set_selection([Coord(2, 2)])
    assert dock.coord == Coord(2, 2) and dock.header.text().startswith("Hex B7 (row 2, col 2)")
    click(w.canvas, here)  # erased while a hex is selected: the selected hex stays shown
    assert dock.coord == Coord(2, 2)
    w.editor.select_none()
    assert dock.coord is None and dock.header.text().startswith("Erase: a click erases")


def test_the_hex_panel_follows_the_hex_a_stroke_painted_last(make_window) -> None:
    """A drag painted four hexes, and the Hex panel said "last painted" of the first: the
    hex pressed, not the last painted, which the panel showed as if nothing came after it.
    While nothing is selected the panel follows the stroke, each hex as it is painted (or
    erased), and ends on the hex it last painted; a selection keeps the panel on the
    selected hex whatever a stroke paints (docs/GUIDE.md, Paint the map)."""
    w = make_window()
    dock = w.hex_dock
    w.palette_dock.choose("woods")
    left = Qt.MouseButton.LeftButton
    start, path = Coord(4, 4), [Coord(4, 6), Coord(5, 7), Coord(6, 8)]
    send_mouse(w.canvas, QEvent.Type.MouseMove, start, buttons=Qt.MouseButton.NoButton)
    send_mouse(w.canvas, QEvent.Type.MouseButtonPress, start)
    assert dock.coord == start
    for c in path:
        send_mouse(w.canvas, QEvent.Type.MouseMove, c, buttons=left)
        assert dock.coord == c  # during the drag too
    send_mouse(w.canvas, QEvent.Type.MouseButtonRelease, path[-1])
    assert dock.coord == path[-1] and w.editor.selection == frozenset()
    assert dock.header.text() == "Hex E3 (row 6, col 8), last painted"
    w.editor.set_tool("erase")
    drag(w.canvas, [Coord(6, 8), Coord(4, 6)])
    assert dock.header.text() == "Hex D5 (row 4, col 6), last erased: empty"
    w.editor.set_selection([Coord(2, 2)])
    w.editor.set_tool("paint")
    drag(w.canvas, [Coord(4, 4), Coord(4, 8)])
    assert dock.coord == Coord(2, 2) and w.editor.selection == {Coord(2, 2)}


def test_a_paint_or_erase_step_names_the_hexes_it_changed(make_window) -> None:
    """Found by the design walkthrough audit: four History lines read "Paint German
    Infantry", alike, whatever hexes each painted. A step names its hex, or the hexes of
    its whole stroke by number and the first in board order."""
    w = make_window()
    stack = w.document.undo_stack
    w.palette_dock.choose("infger")
    click(w.canvas, Coord(4, 4))
    name = w.document.scenario.board.hex_name
    assert stack.text(0) == f"Paint German Infantry on {name(Coord(4, 4))}"
    w.palette_dock.choose("woods")
    drag(w.canvas, [Coord(2, 2), Coord(2, 4), Coord(2, 6)])
    assert stack.text(1) == f"Paint Forests (woods) on 3 hexes from {name(Coord(2, 2))}"
    w.editor.set_tool("erase")
    drag(w.canvas, [Coord(2, 6), Coord(4, 4)])  # the hexes it changed, not the ones crossed
    assert stack.text(2) == f"Erase hexes on 2 hexes from {name(Coord(2, 6))}"
    stack.undo()
    assert stack.undoText() == f"Paint Forests (woods) on 3 hexes from {name(Coord(2, 2))}"


def test_undo_and_redo_restore_the_model_exactly(make_window) -> None:
    doc, _ = Document.open(SCENARIOS[0])
    w = make_window(doc)
    s = w.document.scenario
    original = copy.deepcopy(s)
    stack = w.document.undo_stack

    def step(action) -> None:  # type: ignore[no-untyped-def]
        count = stack.count()
        action()
        assert stack.count() == count + 1  # every action below is one undo step

    step(lambda: (w.palette_dock.choose("hills"),
                  drag(w.canvas, [Coord(2, 2), Coord(2, 4), Coord(3, 5)])))
    step(lambda: (w.palette_dock.choose("inf2ger"), click(w.canvas, Coord(7, 7))))
    step(lambda: (w.editor.set_tool("erase"), drag(w.canvas, [Coord(6, 2), Coord(6, 4)])))
    step(lambda: (w.editor.set_tool("rotate"), click(w.canvas, Coord(4, 8))))
    w.editor.set_tool("select")
    drag(w.canvas, [Coord(0, 0), Coord(2, 6)])
    step(w.editor.mirror_selection)
    step(lambda: w.editor.move_selection(2, 2))
    step(lambda: w.document.set_value("labels", [Label(Coord(0, 0), ("Here",))], "label"))
    after = copy.deepcopy(s)
    assert after != original
    while stack.canUndo():
        stack.undo()
    assert s == original
    while stack.canRedo():
        stack.redo()
    assert s == after


def test_erase_by_layer(make_window) -> None:
    w = make_window()
    c = Coord(4, 12)
    full = Hex(terrain=Piece("woods"), obstacle=Piece("sand"), unit=Unit("infus"),
               tags=(Tag("medal1"),))
    w.document.set_hex(c, full, "set up")
    w.editor.set_tool("erase")
    w.act["erase_unit"].trigger()
    assert w.editor.erase_layer == "unit" and w.erase_combo.currentData() == "unit"
    click(w.canvas, c)
    assert w.document.scenario.hex(c) == Hex(terrain=Piece("woods"), obstacle=Piece("sand"),
                                             tags=(Tag("medal1"),))
    w.erase_combo.setCurrentIndex(w.erase_combo.findData("tags"))
    assert w.editor.erase_layer == "tags"
    click(w.canvas, c)
    assert w.document.scenario.hex(c).tags == ()
    w.editor.set_erase_layer("all")
    click(w.canvas, c)
    assert w.document.scenario.hex(c).is_empty


def test_picking_an_erase_layer_takes_the_erase_tool(make_window, qtbot) -> None:
    w = make_window()
    w.palette_dock.choose("marshes")
    w.editor.set_tool("fill")
    w.erase_combo.setFocus()
    qtbot.keyClick(w.erase_combo, Qt.Key.Key_Down)  # the user picks the next layer
    assert w.erase_combo.currentIndex() == 1 and w.editor.erase_layer != "all"
    assert w.editor.tool.name == "erase" and w.act["tool_erase"].isChecked()
    w.editor.set_tool("paint")
    w.act["erase_tags"].trigger()  # Edit → Erase layer
    assert w.editor.tool.name == "erase" and w.editor.erase_layer == "tags"
    w.editor.set_tool("paint")
    w.editor.set_erase_layer("all")  # the box follows: the tool stays
    assert w.erase_combo.currentData() == "all" and w.editor.tool.name == "paint"


def test_flood_fill_takes_contiguous_hexes_of_one_terrain(make_window) -> None:
    w = make_window()
    woods = Hex(terrain=Piece("woods"))
    block = {Coord(4, 10), Coord(4, 12), Coord(3, 11), Coord(5, 13)}
    far = Coord(0, 0)
    w.document.set_hexes({**{c: woods for c in block}, far: woods}, "set up")
    w.palette_dock.choose("hills")
    w.editor.set_tool("fill")
    click(w.canvas, Coord(4, 12))
    s = w.document.scenario
    assert {c for c, h in s.hexes.items() if h.terrain == Piece("hills")} == block
    assert s.hex(far).terrain == Piece("woods")
    assert w.document.undo_stack.count() == 2


def test_a_fill_inside_the_selection_stays_in_it(make_window) -> None:
    """On a blank big board a fill of the fields took all of them (129 hexes of a
    Breakthrough board, the selected block the designer meant to fill among them): a
    fill begun inside a selection of several hexes now stays in it, one begun outside it
    goes as far as its terrain (found by the big boards audit)."""
    w = make_window(Document(Scenario(board_type=BoardType.BRKTHRU, face=Face.BEACH)))
    board = w.document.scenario.board
    block = hex_rectangle(board, Coord(2, 10), Coord(5, 15))
    w.editor.set_selection(block)
    w.palette_dock.choose("woods")
    w.editor.set_tool("fill")
    assert w.editor.selection == block
    click(w.canvas, Coord(3, 13))
    s = w.document.scenario
    assert {c for c, h in s.hexes.items() if h.terrain == Piece("woods")} == block
    label = w.editor.brush.label
    assert w.statusBar().currentMessage() == f"Filled {len(block)} hexes with {label}"
    click(w.canvas, Coord(9, 1))  # outside the selection: the rest of the fields
    woods = {c for c, h in s.hexes.items() if h.terrain == Piece("woods")}
    assert woods == {c for c in board.coords if board.background(s.face, c.row) is None}


def test_a_fill_on_a_beach_face_stops_at_the_printed_beach_and_sea(make_window) -> None:
    """Filling the fields above the beach with marshes flooded the whole board, the printed
    beach and ocean rows included (all hexes without a tile counted as one terrain): the
    beach face's rows are told apart as the board prints them."""
    w = make_window(Document(Scenario(board_type=BoardType.BRKTHRU, face=Face.BEACH)))
    board = w.document.scenario.board
    w.palette_dock.choose("marshes")
    w.editor.set_tool("fill")
    click(w.canvas, Coord(1, 1))
    s = w.document.scenario
    filled = {c for c, h in s.hexes.items() if h.terrain == Piece("marshes")}
    assert filled == {c for c in board.coords if board.background(s.face, c.row) is None}
    assert max(c.row for c in filled) == 10
    click(w.canvas, Coord(15, 5))  # the sea, by itself
    sea = {c for c, h in s.hexes.items() if h.terrain == Piece("marshes")} - filled
    assert sea == {c for c in board.coords if board.background(s.face, c.row) == "ocean"}
    # how far a fill went is said: a click may lay dozens of hexes out of sight
    label = w.editor.brush.label
    assert label.startswith("Marshes")
    assert w.statusBar().currentMessage() == f"Filled {len(sea)} hexes with {label}"
    assert w.document.undo_stack.undoText() == f"Fill {label} on {len(sea)} hexes"


def test_escape_on_the_map_drops_the_selection_once_no_drag_is_under_way(make_window,  # type: ignore[no-untyped-def]
                                                                          qtbot) -> None:
    """Escape did nothing on the map: a designer had to find Edit → Select None
    (Ctrl+Shift+A) to let a selection go. It first abandons a drag under way (the
    rectangle being drawn keeps what it took), then drops the selection, with any tool."""
    w = make_window()
    cv = w.canvas
    cv.setFocus()
    w.editor.set_tool("select")
    drag(cv, [Coord(2, 2), Coord(4, 6)])
    assert len(w.editor.selection) > 1
    send_mouse(cv, QEvent.Type.MouseButtonPress, Coord(6, 6))  # a new rectangle, held
    send_mouse(cv, QEvent.Type.MouseMove, Coord(7, 9), buttons=LEFT)
    chosen = w.editor.selection
    qtbot.keyClick(cv, Qt.Key.Key_Escape)  # abandons the drag
    assert w.editor.selection == chosen and w.editor.tool.anchor is None
    send_mouse(cv, QEvent.Type.MouseMove, Coord(8, 12), buttons=LEFT)
    assert w.editor.selection == chosen  # the abandoned drag no longer selects
    send_mouse(cv, QEvent.Type.MouseButtonRelease, Coord(8, 12))
    qtbot.keyClick(cv, Qt.Key.Key_Escape)
    assert w.editor.selection == frozenset() and cv.selection == frozenset()
    w.editor.set_selection({Coord(4, 4)})
    w.palette_dock.choose("woods")
    cv.setFocus()
    qtbot.keyClick(cv, Qt.Key.Key_Escape)  # the paint tool too
    assert w.editor.selection == frozenset() and w.document.scenario.hexes == {}


def test_escape_during_a_paint_stroke_takes_back_what_it_laid(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Escape stopped a paint stroke but kept what it had laid, where it abandons a Select
    drag's move (found by the undo audit): the stroke's hexes are taken back, and no step
    is left for Redo; the steps before it stay."""
    w = make_window()
    cv, doc = w.canvas, w.document
    cv.setFocus()
    w.palette_dock.choose("woods")
    cv.setFocus()
    drag(cv, [Coord(2, 2), Coord(2, 4)])  # a first, finished stroke
    kept = dict(doc.scenario.hexes)
    steps = doc.undo_stack.count()
    send_mouse(cv, QEvent.Type.MouseButtonPress, Coord(6, 6))
    send_mouse(cv, QEvent.Type.MouseMove, Coord(6, 10), buttons=LEFT)
    assert doc.scenario.hex(Coord(6, 8)).terrain == Piece("woods")
    qtbot.keyClick(cv, Qt.Key.Key_Escape)
    assert doc.scenario.hexes == kept and doc.undo_stack.count() == steps
    assert not doc.undo_stack.canRedo() and "abandoned" in w.statusBar().currentMessage()
    send_mouse(cv, QEvent.Type.MouseMove, Coord(6, 12), buttons=LEFT)  # the drag is over
    send_mouse(cv, QEvent.Type.MouseButtonRelease, Coord(6, 12))
    assert doc.scenario.hexes == kept
    qtbot.keyClick(cv, Qt.Key.Key_Escape)  # no stroke: the finished one stays
    assert doc.scenario.hexes == kept


def test_an_undo_during_a_paint_stroke_ends_the_stroke(make_window) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+Z with the button held took back the stroke so far, and the rest of the drag
    was laid as a step of its own (found by the undo audit): the Undo ends the drag."""
    w = make_window()
    cv, doc = w.canvas, w.document
    w.palette_dock.choose("woods")
    send_mouse(cv, QEvent.Type.MouseButtonPress, Coord(6, 6))
    send_mouse(cv, QEvent.Type.MouseMove, Coord(6, 10), buttons=LEFT)
    w.act["undo"].trigger()
    assert doc.scenario.hexes == {}
    send_mouse(cv, QEvent.Type.MouseMove, Coord(6, 14), buttons=LEFT)
    send_mouse(cv, QEvent.Type.MouseButtonRelease, Coord(6, 14))
    assert doc.scenario.hexes == {} and doc.undo_stack.canRedo()
    w.act["redo"].trigger()  # the stroke as it was when undone
    assert {c.col for c in doc.scenario.hexes} == {6, 8, 10}


def test_pick_then_paint(make_window) -> None:
    w = make_window()
    w.document.set_hex(Coord(2, 2), Hex(terrain=Piece("river", 2)), "set up")
    w.editor.set_tool("pick")
    click(w.canvas, Coord(2, 2))
    assert w.editor.brush is not None and w.editor.brush.name == "river"
    assert w.editor.brush.orientation == 2 and w.editor.tool.name == "paint"
    assert w.palette_dock.current_name() == "river"
    click(w.canvas, Coord(6, 6))
    assert w.document.scenario.hex(Coord(6, 6)).terrain == Piece("river", 2)


@pytest.mark.parametrize("search", ["German Infantry", ""])
def test_the_palette_footer_follows_the_picked_brush(make_window, search: str) -> None:
    """The eyedropper changes the brush: the palette's footer names the new one, with or
    without a search filter typed."""
    w = make_window()
    w.document.set_hex(Coord(2, 2), Hex(terrain=Piece("woods")), "set up")
    w.palette_dock.filter(search)
    w.palette_dock.choose("infger")
    assert w.palette_dock.status.text() == "Chosen: German Infantry (infger)"
    w.editor.set_tool("pick")
    click(w.canvas, Coord(2, 2))
    assert w.editor.brush is not None and w.editor.brush.name == "woods"
    assert w.palette_dock.status.text() == "Chosen: Forests (woods)"  # the name said once
    assert w.palette_dock.chosen == ("terrain", "woods")


def test_rotate_with_key_and_wheel(make_window, qtbot) -> None:
    w = make_window()
    c = Coord(4, 12)
    w.document.set_hex(c, Hex(terrain=Piece("river")), "set up")
    w.canvas.set_cursor_hex(c)
    w.canvas.setFocus()
    w.act["rotate"].trigger()
    assert w.document.scenario.hex(c).terrain.orientation == 2
    w.act["rotate_back"].trigger()
    assert w.document.scenario.hex(c).terrain.orientation is None  # orientation 1, by omission
    w.canvas.rotateRequested.emit(c, -1)
    assert w.document.scenario.hex(c).terrain.orientation == 3


def test_a_turn_and_a_place_name_say_what_and_where_in_the_history(make_window,  # type: ignore[no-untyped-def]
                                                                    monkeypatch) -> None:
    """The History listed "Rotate piece" and "Edit label" without saying which piece or
    which hex, and a turn of sandbags (two orientations, alike at a glance) said nothing at
    all: the step names the piece and the hex, the status bar the orientation reached."""
    w = make_window()
    c = Coord(5, 17)
    name = w.document.scenario.board.hex_name(c)
    w.document.set_hex(c, Hex(terrain=Piece("hills"), obstacle=Piece("sand")), "set up")
    w.editor.set_tool("rotate")
    click(w.canvas, c)
    assert w.document.scenario.hex(c).obstacle.orientation == 2
    assert w.document.undo_stack.undoText() == f"Rotate Sandbags on {name}"
    assert w.statusBar().currentMessage() == (f"Sandbags on {name}: turned 60° ↺ "
                                              "(orientation 2 of 2)")
    monkeypatch.setattr(LabelDialog, "exec", lambda d: d.edit.setPlainText("Hill 112")
                        or QDialog.DialogCode.Accepted)
    w.editor.set_tool("label")
    click(w.canvas, c)
    assert w.document.undo_stack.undoText() == f"Edit place name on {name}"
    assert w.editor.set_label(c, ())
    assert w.document.undo_stack.undoText() == f"Remove place name on {name}"


def test_the_brush_turns_before_painting(make_window) -> None:
    """Z and Shift+Z turn the brush (a river curve) before it is laid, as R turns a piece
    laid; the status bar's brush shows the turn, and the piece is painted turned."""
    w = make_window()
    ed = w.editor
    w.canvas.setFocus()
    w.act["rotate_brush"].trigger()
    assert "Choose an item" in w.statusBar().currentMessage()
    w.palette_dock.choose("woods")
    assert not ed.rotate_brush(1)
    assert w.statusBar().currentMessage() == "Forests (woods) has only one orientation"
    w.palette_dock.choose("curve")
    count = CATALOG["curve"].orientations
    assert count == 6
    w.act["rotate_brush"].trigger()
    w.act["rotate_brush"].trigger()
    assert ed.brush.orientation == 3
    assert w.statusBar().currentMessage() == (
        "Brush: turned 120° ↺ (orientation 3 of 6)")
    assert w.brush_label.text().strip() == "Rivers & Waterways (curve), turned 120° ↺"
    w.act["rotate_brush_back"].trigger()
    w.act["rotate_brush_back"].trigger()
    w.act["rotate_brush_back"].trigger()
    assert ed.brush.orientation == count  # round the turn
    ed.set_tool("paint")
    c = Coord(4, 12)
    click(w.canvas, c)
    assert w.document.scenario.hex(c).terrain == Piece("curve", count)
    assert [a.shortcut().toString() for a in (w.act["rotate_brush"], w.act["rotate_brush_back"])
            ] == ["Z", "Shift+Z"]


def test_no_menu_offers_one_alt_letter_twice(make_window) -> None:
    """Within a menu, each command has its own underlined letter (Edit had Redo and Rotate
    Piece on R, Play had Playtest and Pause AI on P): a letter shared makes the key cycle
    between them rather than choose one."""
    import re

    w = make_window()
    clashes = []

    def walk(menu, path):  # type: ignore[no-untyped-def]
        seen: dict[str, list[str]] = {}
        for a in menu.actions():
            found = re.search(r"&([^&])", a.text().replace("&&", ""))
            if found:
                seen.setdefault(found.group(1).lower(), []).append(a.text())
            if submenu(a) is not None:  # not a.menu(): it broke the menus on PySide6 6.9
                walk(submenu(a), f"{path} → {a.text()}")
        clashes.extend((path, texts) for texts in seen.values() if len(texts) > 1)

    for top in w.menuBar().actions():
        walk(submenu(top), top.text())
    w.act["playtest"].trigger()  # play mode shows the Play menu's own commands
    for top in w.menuBar().actions():
        walk(submenu(top), top.text())
    w.play.leave()
    assert clashes == []


def test_a_new_face_offers_to_trade_the_tiles_that_do_not_belong(make_window,
                                                                  monkeypatch) -> None:
    """Scenario → Board Face → Desert on a winter map: the winter tiles that have a desert
    (or any-face) counterpart are traded for it in the same undo step, if the designer
    wants; a frozen river, which no tile plays as, stays and is named."""
    from PySide6.QtWidgets import QMessageBox

    w = make_window()
    doc = w.document
    doc.set_value("face", Face.WINTER, "set up")
    road, river = Coord(1, 1), Coord(1, 5)
    doc.set_hex(road, Hex(terrain=Piece("wroad", 2), unit=Unit("infger")), "set up")
    doc.set_hex(river, Hex(terrain=Piece("wriver", 3), rect_terrain=Piece("wbridge", 4)),
                "set up")
    asked: list[str] = []

    def answer(button: str):  # type: ignore[no-untyped-def]
        def exec_(box: QMessageBox) -> int:
            asked.append(box.text())
            next(b for b in box.buttons() if b.text().replace("&", "") == button).click()
            return 0
        return exec_

    monkeypatch.setattr(QMessageBox, "exec", answer("Cancel"))
    w.act["face_DESERT"].trigger()
    assert doc.scenario.face == Face.WINTER and w.act["face_WINTER"].isChecked()
    # every tile that does not belong is counted, those traded said apart, as the palette
    # names them
    assert "3 tiles of the map do not belong on a desert board" in asked[-1]
    assert "Trade the 2 that have a tile that does and plays the same" in asked[-1]
    assert "Roads (straight, winter) → Roads (straight, desert)" in asked[-1]
    assert "No desert tile plays as Frozen Rivers (straight) (1 tile)" in asked[-1]

    monkeypatch.setattr(QMessageBox, "exec", answer("Trade Tiles"))
    w.act["face_DESERT"].trigger()
    s = doc.scenario
    assert s.face == Face.DESERT
    assert s.hex(road) == Hex(terrain=Piece("droad", 2), unit=Unit("infger"))
    assert s.hex(river) == Hex(terrain=Piece("wriver", 3), rect_terrain=Piece("bridge", 4))
    doc.undo_stack.undo()  # one step: the face and the tiles
    assert doc.scenario.face == Face.WINTER and doc.scenario.hex(road).terrain.name == "wroad"

    monkeypatch.setattr(QMessageBox, "exec", answer("Keep Tiles"))
    w.act["face_DESERT"].trigger()
    assert doc.scenario.face == Face.DESERT and doc.scenario.hex(road).terrain.name == "wroad"
    asked.clear()
    w.act["face_WINTER"].trigger()  # back where every tile belongs: nothing to ask
    assert asked == [] and doc.scenario.face == Face.WINTER


def test_paint_units_badges_and_markers() -> None:
    h = painted(Hex(), _brush("unit", "tankger"))
    assert h.unit == Unit("tankger")
    assert painted(Hex(), _brush("badge", "badge3")) == Hex()  # a badge needs a unit
    assert painted(h, _brush("badge", "badge3")).unit.badge == "badge3"
    exit_marker = painted(Hex(), _brush("tag", "tag4")).tags[0]
    assert exit_marker.behavior == "EXIT_MARKER"
    assert top_item(Hex(terrain=Piece("woods"), unit=Unit("infus"))).name == "infus"


def test_an_exit_marker_painted_on_a_baseline_is_given_its_side_and_line(make_window) -> None:
    """An exit marker painted from the palette (or dropped on the map) is made as the Hex
    panel's Add exit marker makes it: a stroke of them along the Axis's baseline of a beach
    landing said "exit marker tag4 says no side that exits" on each, and named no exit hex."""
    w = make_window(Document(Scenario(board_type=BoardType.OVERLORD, face=Face.BEACH,
                                      game_info=GameInfo(side_player1=Side.AXIS,
                                                         side_player2=Side.ALLIES))))
    board = w.document.scenario.board
    w.palette_dock.choose("tag4")
    top = [Coord(0, c) for c in (22, 24, 26)]
    drag(w.canvas, top)
    s = w.document.scenario
    # one stroke, one exit line: each marker names the whole line, as official files do (a
    # line of one hex each, found by the designer audit)
    line = tuple(board.hex_name(c) for c in top)
    for c in top:  # the Axis sit at the top: the Allies exit through it
        assert s.hex(c).tags == (Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES,
                                     group=line),)
    assert w.document.undo_stack.count() == 1
    w.document.undo_stack.undo()  # one step takes the line back whole
    assert all(w.document.scenario.hex(c).tags == () for c in top)
    w.document.undo_stack.redo()
    bottom = Coord(board.rows - 1, 10)
    w.lay_dropped_item("tag5", bottom)
    assert w.document.scenario.hex(bottom).tags == (
        Tag("tag5", behavior="EXIT_MARKER", side=Side.AXIS, group=(board.hex_name(bottom),)),)
    inland = Coord(4, 10)  # no edge says whose: the designer sets the side
    click(w.canvas, inland)
    assert w.document.scenario.hex(inland).tags == (
        Tag("tag5", behavior="EXIT_MARKER", group=(board.hex_name(inland),)),)
    codes = [(f.code, f.coords) for f in w.findings.refresh_now() if f.code == "exit-edge"]
    assert codes == [("exit-edge", (inland,)), ("exit-edge", (inland,))]


def test_a_bridge_painted_on_a_road_or_river_follows_it(make_window) -> None:
    """Clicked with the paint tool on a diagonal road, a bridge takes the orientation whose
    deck runs along the road; on a river, the one that crosses it (as official files
    write it); elsewhere the brush's. The rotate key then turns it as any piece."""
    w = make_window()
    road, straight, river, field = Coord(4, 12), Coord(4, 4), Coord(2, 6), Coord(6, 6)
    w.document.set_hex(road, Hex(terrain=Piece("road", 3)), "set up")
    w.document.set_hex(straight, Hex(terrain=Piece("road")), "set up")
    w.document.set_hex(river, Hex(terrain=Piece("river", 3)), "set up")
    w.palette_dock.choose("bridge")
    assert w.editor.brush is not None and w.editor.tool.name == "paint"
    for c in (road, straight, river, field):
        click(w.canvas, c)
    s = w.document.scenario
    assert s.hex(road).rect_terrain == Piece("bridge", 2)  # drawn along a road at 3
    assert s.hex(straight).rect_terrain == Piece("bridge", 3)  # along a road at 1
    assert s.hex(river).rect_terrain == Piece("bridge", 3)  # across the river at 3
    assert s.hex(field).rect_terrain == Piece("bridge")  # the brush's own orientation
    w.canvas.set_cursor_hex(road)
    w.canvas.setFocus()
    w.act["rotate"].trigger()
    assert w.document.scenario.hex(road).rect_terrain == Piece("bridge", 3)


def _brush(category: str, name: str):  # type: ignore[no-untyped-def]
    from editor.ui.tools import Brush

    return Brush(category, name)


def test_label_tool_sets_and_removes_the_place_name(make_window, monkeypatch) -> None:
    w = make_window()
    c = Coord(2, 8)
    answers = iter(["Hill 112\nnorth slope", ""])

    def answer(dialog: LabelDialog) -> int:
        dialog.edit.setPlainText(next(answers))
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(LabelDialog, "exec", answer)
    w.editor.set_tool("label")
    click(w.canvas, c)
    assert w.document.scenario.labels == [Label(c, ("Hill 112", "north slope"))]
    click(w.canvas, c)
    assert w.document.scenario.labels == []
    assert w.document.undo_stack.count() == 2


def test_the_label_dialog_is_confirmed_from_the_keyboard(make_window, monkeypatch,
                                                         qtbot) -> None:
    """Enter starts a new line, Tab moves the focus on (no tab typed), Ctrl+Enter accepts."""
    w = make_window()
    c = Coord(2, 8)

    def by_keys(dialog: LabelDialog) -> int:
        dialog.show()
        dialog.edit.setFocus()
        qtbot.keyClicks(dialog.edit, "Hill 112")
        qtbot.keyClick(dialog.edit, Qt.Key.Key_Tab)
        assert dialog.focusWidget() is not dialog.edit
        dialog.edit.setFocus()
        qtbot.keyClick(dialog.edit, Qt.Key.Key_Return)
        qtbot.keyClicks(dialog.edit, "north slope")
        qtbot.keyClick(dialog.edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        assert not dialog.isVisible()
        return dialog.result()
    monkeypatch.setattr(LabelDialog, "exec", by_keys)
    w.editor.set_tool("label")
    click(w.canvas, c)
    assert w.document.scenario.labels == [Label(c, ("Hill 112", "north slope"))]


def test_rectangle_selection_and_modifiers(make_window) -> None:
    w = make_window()
    drag(w.canvas, [Coord(1, 1), Coord(3, 5)])
    board = w.document.scenario.board
    assert w.editor.selection == hex_rectangle(board, Coord(1, 1), Coord(3, 5))
    assert w.canvas.selection == w.editor.selection
    drag(w.canvas, [Coord(6, 6)], modifiers=Qt.KeyboardModifier.ShiftModifier)
    assert Coord(6, 6) in w.editor.selection and Coord(2, 2) in w.editor.selection
    drag(w.canvas, [Coord(2, 2)], modifiers=Qt.KeyboardModifier.ControlModifier)
    assert Coord(2, 2) not in w.editor.selection


def test_a_ctrl_click_on_a_hex_not_selected_adds_it(make_window) -> None:
    """Found walking the multi-selection: a designer picking three towns with Ctrl+clicks,
    as most programs pick several things, got the first town only: Ctrl removes, and a
    Ctrl+click on a hex not selected did nothing at all. A Ctrl+click now turns a hex in or
    out of the selection; a Ctrl+drag still removes its rectangle."""
    w = make_window()
    ctrl = Qt.KeyboardModifier.ControlModifier
    towns = (Coord(3, 5), Coord(3, 11), Coord(3, 19))
    click(w.canvas, towns[0])
    for c in towns[1:]:
        click(w.canvas, c, modifiers=ctrl)
    assert w.editor.selection == frozenset(towns)
    assert "3 hexes selected" in w.hex_dock.header.text()
    click(w.canvas, towns[1], modifiers=ctrl)  # out again
    assert w.editor.selection == {towns[0], towns[2]}
    drag(w.canvas, [Coord(3, 3), Coord(3, 7)], modifiers=ctrl)  # a rectangle removed
    assert w.editor.selection == {towns[2]}


def beside_the_board(w, c: Coord):  # type: ignore[no-untyped-def]
    """A viewport point in the margin just left of ``c``, a hex that begins its row (found
    by the big boards audit: a drag started there selected or painted nothing)."""
    centre = QPointF(w.canvas.view_center(c))
    point = centre - QPointF(w.canvas.hex_layout.half_w * 1.2, 0)
    assert w.canvas.hex_at(point) is None
    return point


def test_a_rectangle_started_beside_the_board_selects_from_the_nearest_hex(make_window
                                                                          ) -> None:
    w = make_window(Document(Scenario(board_type=BoardType.OVERLORD)))
    board = w.document.scenario.board
    start = beside_the_board(w, Coord(1, 1))
    send_mouse(w.canvas, QEvent.Type.MouseButtonPress, start)
    assert w.editor.selection == frozenset()  # a click beside the board selects nothing
    send_mouse(w.canvas, QEvent.Type.MouseMove, Coord(3, 5), buttons=LEFT)
    send_mouse(w.canvas, QEvent.Type.MouseButtonRelease, Coord(3, 5))
    assert w.editor.selection == hex_rectangle(board, Coord(1, 1), Coord(3, 5))
    # and a rectangle dragged out past the edge reaches the edge hexes
    w.editor.set_selection(set())
    send_mouse(w.canvas, QEvent.Type.MouseButtonPress, Coord(3, 5))
    send_mouse(w.canvas, QEvent.Type.MouseMove, beside_the_board(w, Coord(1, 1)), buttons=LEFT)
    send_mouse(w.canvas, QEvent.Type.MouseButtonRelease, beside_the_board(w, Coord(1, 1)))
    assert w.editor.selection == hex_rectangle(board, Coord(1, 1), Coord(3, 5))


def test_a_click_beside_the_board_keeps_the_selection(make_window) -> None:
    w = make_window()
    drag(w.canvas, [Coord(2, 2), Coord(2, 4)])
    start = beside_the_board(w, Coord(1, 1))
    send_mouse(w.canvas, QEvent.Type.MouseButtonPress, start)
    send_mouse(w.canvas, QEvent.Type.MouseMove, start + QPointF(1, 1), buttons=LEFT)  # a tremor
    send_mouse(w.canvas, QEvent.Type.MouseButtonRelease, start)
    assert w.editor.selection == {Coord(2, 2), Coord(2, 4)}


def test_a_stroke_started_beside_the_board_paints_the_hexes_it_enters(make_window) -> None:
    w = make_window(Document(Scenario(board_type=BoardType.OVERLORD)))
    w.palette_dock.choose("hills")
    start = beside_the_board(w, Coord(1, 1))
    send_mouse(w.canvas, QEvent.Type.MouseButtonPress, start)
    for c in (Coord(1, 1), Coord(1, 3), Coord(1, 5)):
        send_mouse(w.canvas, QEvent.Type.MouseMove, c, buttons=LEFT)
    send_mouse(w.canvas, QEvent.Type.MouseButtonRelease, Coord(1, 5))
    hills = {c for c, h in w.document.scenario.hexes.items() if h.terrain == Piece("hills")}
    assert hills == {Coord(1, 1), Coord(1, 3), Coord(1, 5)}
    assert w.document.undo_stack.count() == 1


@pytest.mark.parametrize("tool", ["select", "paint"])
def test_a_drag_held_at_the_edge_of_the_view_scrolls_the_map(make_window, qtbot,
                                                            tool: str) -> None:
    """Zoomed in on an Overlord board, a rectangle, a stroke or a move could reach no hex
    out of the view: the map stood still under the pointer held at its edge (found by the
    big boards audit). Held there, the drag scrolls the map and goes on over the hexes
    coming into view; let go, the map stops."""
    w = make_window(Document(Scenario(board_type=BoardType.OVERLORD)))
    cv = w.canvas
    cv.set_zoom(2.0)
    bar = cv.horizontalScrollBar()
    bar.setValue(0)
    w.palette_dock.choose("hills")
    w.editor.set_tool(tool)
    start = Coord(4, 2)
    w.editor.set_selection({Coord(0, 0), Coord(0, 2)})  # the Hex panel as a drag leaves it
    QApplication.processEvents()
    send_mouse(cv, QEvent.Type.MouseMove, start, buttons=Qt.MouseButton.NoButton)
    send_mouse(cv, QEvent.Type.MouseButtonPress, start)
    edge = QPointF(cv.viewport().width() - 3, cv.view_center(start).y())
    send_mouse(cv, QEvent.Type.MouseMove, edge, buttons=LEFT)
    reached = cv.hex_at(edge)
    assert reached is not None
    qtbot.waitUntil(lambda: bar.value() > cv.viewport().width() // 2, timeout=3000)
    send_mouse(cv, QEvent.Type.MouseButtonRelease, edge)
    further = cv.hex_at(edge)
    assert further is not None and further.col > reached.col + 4
    if tool == "select":
        assert further in w.editor.selection and start in w.editor.selection
    else:
        hills = {c for c, h in w.document.scenario.hexes.items() if h.terrain == Piece("hills")}
        assert {start, reached, further} <= hills
        assert w.document.undo_stack.count() == 1
    value = bar.value()
    qtbot.wait(200)
    assert bar.value() == value  # let go: the map stays


def test_drag_moves_the_selection_in_one_step(make_window) -> None:
    w = make_window()
    doc = w.document
    doc.set_hexes({Coord(2, 2): Hex(terrain=Piece("woods")),
                   Coord(2, 4): Hex(unit=Unit("infus"))}, "set up")
    doc.set_value("labels", [Label(Coord(2, 2), ("Wood",))], "label")
    drag(w.canvas, [Coord(2, 2), Coord(2, 4)])
    assert w.editor.selection == {Coord(2, 2), Coord(2, 4)}
    before = doc.undo_stack.count()
    drag(w.canvas, [Coord(2, 4), Coord(3, 5), Coord(4, 6)])  # move by (2, 2)
    s = doc.scenario
    assert doc.undo_stack.count() == before + 1
    assert s.hex(Coord(4, 4)).terrain == Piece("woods")
    assert s.hex(Coord(4, 6)).unit == Unit("infus")
    assert s.hex(Coord(2, 2)).is_empty and s.hex(Coord(2, 4)).is_empty
    assert s.labels == [Label(Coord(4, 4), ("Wood",))]
    assert w.editor.selection == {Coord(4, 4), Coord(4, 6)}
    assert w.canvas.preview == frozenset()
    doc.undo_stack.undo()
    assert s.hex(Coord(2, 2)).terrain == Piece("woods") and s.labels[0].coord == Coord(2, 2)


def test_a_moved_unit_lands_in_the_town_it_is_dragged_onto(make_window) -> None:
    """Found by the frictions2 audit: an airplane dragged onto the airfield painted for it
    wiped the airfield (a move replaced the hexes it landed on whole, their terrain, wire
    and place name, where Paste lays its hexes over them). A moved hex is laid over the hex
    it lands on as a pasted one is: each layer it has replaces that layer, what it lacks
    stays; a place name there stays unless one arrives."""
    w = make_window()
    doc = w.document
    s = doc.scenario
    doc.set_hexes({Coord(2, 2): Hex(unit=Unit("plnus")),
                   Coord(4, 6): Hex(terrain=Piece("airfield"), obstacle=Piece("wire")),
                   Coord(2, 8): Hex(unit=Unit("infger")),
                   Coord(4, 12): Hex(terrain=Piece("buildings"), unit=Unit("infus"))},
                  "set up")
    doc.set_value("labels", [Label(Coord(4, 6), ("Carpiquet",)),
                             Label(Coord(2, 8), ("Hill 112",))], "labels")
    click(w.canvas, Coord(2, 2))
    drag(w.canvas, [Coord(2, 2), Coord(3, 3), Coord(4, 4), Coord(4, 6)])
    assert s.hex(Coord(4, 6)) == Hex(terrain=Piece("airfield"), obstacle=Piece("wire"),
                                     unit=Unit("plnus"))
    assert s.hex(Coord(2, 2)).is_empty
    assert Label(Coord(4, 6), ("Carpiquet",)) in s.labels
    # a unit dragged onto another unit's town replaces the unit, the town stays; the place
    # name it brings replaces the one there
    w.editor.set_selection({Coord(2, 8)})
    assert w.editor.move_selection(2, 4)
    assert s.hex(Coord(4, 12)) == Hex(terrain=Piece("buildings"), unit=Unit("infger"))
    assert s.labels == [Label(Coord(4, 6), ("Carpiquet",)), Label(Coord(4, 12), ("Hill 112",))]
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert s.hex(Coord(4, 6)) == Hex(terrain=Piece("airfield"), obstacle=Piece("wire"))
    assert s.hex(Coord(4, 12)).unit == Unit("infus")


def test_hexes_moved_onto_hexes_of_their_own_selection_are_laid_over_them_vacated(
        make_window) -> None:
    """A selection moved onto itself (a town beside a unit, moved one hex along): a hex
    lands on one the move empties, not on what was there (the mut10 audit: laid over the
    unit that moves on, the town kept it, two units of one)."""
    w = make_window()
    doc = w.document
    s = doc.scenario
    doc.set_hexes({Coord(4, 4): Hex(terrain=Piece("buildings")),
                   Coord(4, 6): Hex(unit=Unit("infus"))}, "set up")
    w.editor.set_selection({Coord(4, 4), Coord(4, 6)})
    assert w.editor.move_selection(0, 2)
    assert s.hex(Coord(4, 4)).is_empty
    assert s.hex(Coord(4, 6)) == Hex(terrain=Piece("buildings"))
    assert s.hex(Coord(4, 8)) == Hex(unit=Unit("infus"))


def test_copy_paste_within_and_into_another_document(make_window) -> None:
    a = make_window(Document.open(SCENARIOS[0])[0])
    b = make_window()
    sa = a.document.scenario
    area = hex_rectangle(sa.board, Coord(2, 2), Coord(4, 8))
    a.editor.set_selection(area)
    assert a.editor.copy()
    md = QApplication.clipboard().mimeData()
    assert md.hasFormat(MIME)
    assert b.editor.can_paste() and b.act["paste"].isEnabled()
    # paste into the other window at its cursor: the copied corner (2, 2) lands on (4, 10)
    b.canvas.set_cursor_hex(Coord(4, 10))
    b.act["paste"].trigger()
    sb = b.document.scenario
    for c in area:
        moved = Coord(c.row + 2, c.col + 8)
        if sb.board.contains(moved):
            assert sb.hex(moved) == sa.hex(c)
    assert b.editor.selection == {Coord(c.row + 2, c.col + 8) for c in area
                                  if sb.board.contains(Coord(c.row + 2, c.col + 8))}
    assert b.document.undo_stack.count() == 1
    # cut in the first window empties the area in one step, paste puts it back
    before = copy.deepcopy(sa)
    a.act["cut"].trigger()
    assert all(sa.hex(c).is_empty for c in area)
    a.editor.paste(Coord(2, 2))
    assert sa.hexes == before.hexes


def test_undoing_a_paste_or_a_move_gives_the_selection_back(make_window) -> None:
    """After Undo of a paste the selection stayed on the hexes the paste had filled, now
    empty again, and a Delete there would have erased whatever was under them; Undo gives
    back the selection from before the paste (a move's, before the move), Redo the
    paste's."""
    w = make_window()
    doc = w.document
    doc.set_hexes({Coord(2, 2): Hex(terrain=Piece("woods")),
                   Coord(2, 4): Hex(unit=Unit("infus"))}, "set up")
    copied = {Coord(2, 2), Coord(2, 4)}
    w.editor.set_selection(copied)
    assert w.editor.copy()
    mine = {Coord(6, 6)}
    w.editor.set_selection(mine)
    steps = doc.undo_stack.count()
    assert w.editor.paste(Coord(4, 10))
    pasted = {Coord(4, 10), Coord(4, 12)}
    assert w.editor.selection == pasted and doc.undo_stack.count() == steps + 1
    w.act["undo"].trigger()
    assert all(doc.scenario.hex(c).is_empty for c in pasted)
    assert w.editor.selection == mine
    assert w.statusBar().currentMessage() == "Undone: Paste 2 hexes from F5"
    w.act["redo"].trigger()
    assert w.editor.selection == pasted and doc.scenario.hex(Coord(4, 10)).terrain
    # a move: undone, the hexes moved back are the selection again
    w.editor.set_selection(copied)
    assert w.editor.move_selection(2, 2)
    assert w.editor.selection == {Coord(4, 4), Coord(4, 6)}
    w.act["undo"].trigger()
    assert w.editor.selection == copied
    assert doc.scenario.hex(Coord(2, 2)).terrain == Piece("woods")


def test_selection_edits_are_named_by_their_hexes(make_window) -> None:
    """The History said "Cut hexes", "Delete hexes", "Move hexes", "Paste hexes" whatever
    was cut or where (found by the undo audit): an edit of one hex names it, of more their
    number and the first in board order, as Fill says how far it went."""
    w = make_window()
    doc = w.document
    doc.set_hexes({Coord(2, 2): Hex(terrain=Piece("woods")),
                   Coord(2, 4): Hex(unit=Unit("infus"))}, "set up")
    w.editor.set_selection({Coord(2, 4), Coord(2, 2)})
    assert w.editor.move_selection(2, 2)
    assert doc.undo_stack.undoText() == "Move 2 hexes from B7"
    assert w.editor.copy() and w.editor.paste(Coord(6, 6))
    assert doc.undo_stack.undoText().startswith("Paste 2 hexes from ")
    w.editor.set_selection({Coord(4, 4)})
    assert w.editor.cut()
    assert doc.undo_stack.undoText() == "Cut C5"
    w.editor.set_selection({Coord(4, 6)})
    assert w.editor.delete_selection()
    assert doc.undo_stack.undoText() == f"Delete {doc.scenario.board.hex_name(Coord(4, 6))}"


def test_a_pasted_hex_is_laid_over_what_is_there(make_window) -> None:
    """Each layer a pasted hex has replaces that layer; what it lacks stays: an empty hex
    of the copied area erased the medal objective, the unit and the terrain it landed on
    (found by a helper)."""
    w = make_window()
    s = w.document.scenario
    medal, unit, empty, tank = Coord(4, 4), Coord(4, 6), Coord(2, 2), Coord(2, 4)
    s.set_hex(medal, Hex(terrain=Piece("marshes"), tags=(Tag("medal1"), Tag("tag4"))))
    s.set_hex(unit, Hex(terrain=Piece("woods"), unit=Unit("infger")))
    s.set_hex(tank, Hex(unit=Unit("tankus"), tags=(Tag("medal2"),)))
    w.editor.set_selection({empty, tank})
    assert w.editor.copy()
    assert w.editor.paste(medal)  # the empty hex on the medal, the tank on the unit
    assert s.hex(medal) == Hex(terrain=Piece("marshes"), tags=(Tag("medal1"), Tag("tag4")))
    assert s.hex(unit) == Hex(terrain=Piece("woods"), unit=Unit("tankus"),
                              tags=(Tag("medal2"),))
    # a marker of the same name is replaced, the others kept
    s.set_hex(tank, Hex(tags=(Tag("medal1", side=Side.ALLIES),)))
    w.editor.set_selection({tank})
    assert w.editor.copy() and w.editor.paste(medal)
    assert s.hex(medal).tags == (Tag("tag4"), Tag("medal1", side=Side.ALLIES))
    assert w.statusBar().currentMessage() == "Pasted 1 hex"  # not "1 hexes"
    w.document.undo_stack.undo()
    assert s.hex(medal).tags == (Tag("medal1"), Tag("tag4"))


def _exit_line(s: Scenario) -> None:
    """Two exit markers at (2, 4) and (2, 6) whose line names both and one hex outside."""
    for c in (Coord(2, 4), Coord(2, 6)):
        s.set_hex(c, Hex(tags=(Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES,
                                   group=("C7", "D7", "A1")),)))


def _groups(s: Scenario) -> dict[Coord, tuple[str, ...]]:
    return {c: t.group for c, h in s.hexes.items() for t in h.tags if t.group}


def test_exit_lines_follow_their_hexes_when_moved_or_pasted(make_window) -> None:
    a = make_window()
    s = a.document.scenario
    _exit_line(s)
    assert s.board.parse_hex("C7") == Coord(2, 4) and s.board.parse_hex("A1") == Coord(8, 0)
    a.editor.set_selection([Coord(2, 4), Coord(2, 6)])
    assert a.editor.move_selection(2, 0)  # two rows down: C7 → C5, D7 → D5; A1 stays
    assert _groups(s) == {Coord(4, 4): ("C5", "D5", "A1"), Coord(4, 6): ("C5", "D5", "A1")}
    # cut and pasted elsewhere, the line still names its own hexes
    a.act["cut"].trigger()
    a.editor.paste(Coord(6, 10))
    assert _groups(s) == {Coord(6, 10): ("F3", "G3", "A1"), Coord(6, 12): ("F3", "G3", "A1")}
    assert a.statusBar().currentMessage() == "Pasted 2 hexes"
    assert a.hex_dock.header.text().startswith("2 hexes selected, no unit among them: ")
    # pasted on a Breakthrough board, rows count from another bottom edge: (6, 10) is F11
    # and the hex outside the copied area, (8, 0), is A9 there
    b = make_window(Document(Scenario(board_type=BoardType.BRKTHRU)))
    a.editor.set_selection([Coord(6, 10), Coord(6, 12)])
    assert a.editor.copy()
    b.editor.paste(Coord(6, 10))
    assert _groups(b.document.scenario) == {Coord(6, 10): ("F11", "G11", "A9"),
                                            Coord(6, 12): ("F11", "G11", "A9")}


def test_names_elsewhere_follow_moved_and_mirrored_hexes(make_window) -> None:
    w = make_window()
    doc = w.document
    s = doc.scenario
    # a majority medal at (0, 0) over C7 (2, 4) and A1 (8, 0); a sudden death on C7 and A1
    s.set_hex(Coord(2, 4), Hex(terrain=Piece("buildings")))
    s.set_hex(Coord(0, 0), Hex(tags=(Tag("medal1", group=("C7", "A1")),)))
    s.game_info = s.game_info.with_conditions((VictoryCondition(
        "group_sudden_death", {"side": "ALLIES", "number": 2, "group": ["C7", "A1"]}),))
    before = copy.deepcopy(s)
    steps = doc.undo_stack.count()
    w.editor.set_selection([Coord(2, 4)])
    assert w.editor.move_selection(2, 2)  # (2, 4) → (4, 6): C7 → D5
    assert s.hex(Coord(4, 6)).terrain == Piece("buildings")
    assert s.hex(Coord(0, 0)).tags[0].group == ("D5", "A1")
    assert _sudden_death_names(s) == ["D5", "A1"]
    assert doc.undo_stack.count() == steps + 1
    w.editor.set_selection([Coord(4, 6), Coord(4, 8)])  # mirrored: (4, 6) ↔ (4, 8), D5 → E5
    assert w.editor.mirror_selection()
    assert s.hex(Coord(4, 8)).terrain == Piece("buildings")
    assert s.hex(Coord(0, 0)).tags[0].group == ("E5", "A1")
    assert _sudden_death_names(s) == ["E5", "A1"]
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert s == before


def test_a_marker_of_the_hex_a_move_lands_on_follows_the_hexes_moved(make_window) -> None:
    """Found by the review4 audit: a moved hex laid over the one it lands on keeps that
    hex's medal objective, but its group went on naming the hexes as they were before the
    move (only the hexes not landed on had their markers' names followed): a unit dragged
    onto a village's objective, with the church hex of its group beside it, left the group
    naming the church's old, empty hex."""
    w = make_window()
    s = w.document.scenario
    # a majority medal on D5 (4, 6) over D5 and C7 (2, 4): the church, with a unit beside
    s.set_hex(Coord(4, 6), Hex(terrain=Piece("buildings"),
                               tags=(Tag("medal1", group=("D5", "C7")),)))
    s.set_hex(Coord(2, 4), Hex(terrain=Piece("church")))
    s.set_hex(Coord(2, 2), Hex(unit=Unit("infus")))
    w.editor.set_selection([Coord(2, 2), Coord(2, 4)])
    assert w.editor.move_selection(2, 4)  # (2, 2) → D5 (4, 6); C7 (2, 4) → E5 (4, 8)
    assert s.hex(Coord(4, 8)).terrain == Piece("church")
    assert s.hex(Coord(4, 6)) == Hex(terrain=Piece("buildings"), unit=Unit("infus"),
                                     tags=(Tag("medal1", group=("D5", "E5")),))


def _sudden_death_names(s: Scenario) -> list[str]:
    (vc,) = s.game_info.conditions
    return list(vc.params["group"])  # type: ignore[index]


def test_clipboard_format_round_trip() -> None:
    s = load(SCENARIOS[1]).scenario
    coords = [c for c in list(s.hexes)[:20]]
    content = decode(encode(s, coords))
    r0 = min(c.row for c in coords)
    c0 = min(c.col for c in coords)
    c0 -= (r0 + c0) % 2
    assert content.origin == Coord(r0, c0)
    assert {Coord(c.row + r0, c.col + c0): h for c, h in content.hexes.items()} == {
        c: s.hex(c) for c in coords}
    assert from_mime(mime_data(encode(s, coords))) == content
    with pytest.raises(ValueError):
        decode({"format": "something else"})


def test_mirror_and_turn_the_board(make_window, monkeypatch) -> None:
    doc, _ = Document.open(SCENARIOS[0])
    w = make_window(doc)
    original = copy.deepcopy(w.document.scenario)
    w.act["mirror_board"].trigger()
    assert w.document.scenario == transform.mirror(original)
    assert w.document.undo_stack.count() == 1
    w.document.undo_stack.undo()
    assert w.document.scenario == original
    w.act["turn_board"].trigger()
    assert w.document.scenario == transform.turn_180(original)
    w.document.undo_stack.undo()
    assert w.document.scenario == original


def test_turn_of_a_beach_board_says_why_not(make_window, monkeypatch) -> None:
    w = make_window(Document(Scenario(face=Face.BEACH)))
    shown = []
    from PySide6.QtWidgets import QMessageBox
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda _p, title, text, *a, **k: shown.append(text)))
    assert not w.act["turn_board"].isEnabled()  # disabled in the menu...
    board_commands.turn_board(w)  # ...and refused with the engine's reason when called all the same
    assert shown and "beach" in shown[0]
    assert w.document.undo_stack.count() == 0
    # the greyed command says why where a designer looks, its tooltip and the status bar
    # (it said what it would do, as if nothing stood in the way: found by the big boards
    # audit)
    turn = w.act["turn_board"]
    assert turn.text().endswith("— not on a beach board")  # a greyed menu item shows no tip
    assert shown[0] in turn.toolTip() and shown[0] in turn.statusTip()
    w.act["face_COUNTRY"].trigger()
    assert turn.isEnabled() and "beach" not in turn.toolTip() + turn.text()
    assert "swap the players" in turn.toolTip() and "swap the players" in turn.statusTip()


def test_mirror_selection(make_window) -> None:
    w = make_window(Document(Scenario(board_type=BoardType.STANDARD)))
    doc = w.document
    doc.set_hex(Coord(4, 4), Hex(terrain=Piece("woods")), "set up")
    area = hex_rectangle(doc.scenario.board, Coord(4, 4), Coord(4, 10))
    w.editor.set_selection(area)
    expected = transform.mirror_region(doc.scenario, area)
    w.act["mirror_selection"].trigger()
    assert all(doc.scenario.hex(c) == h for c, h in expected.items())
    assert doc.scenario.hex(Coord(4, 10)).terrain == Piece("woods")
    assert doc.scenario.hex(Coord(4, 4)).is_empty


def test_the_eyedropper_picks_a_unit_with_its_badge(make_window) -> None:
    """A badged unit picked lays units with the same badge (the eyedropper took its name
    only, and each unit laid after it had to be given the badge from the palette again);
    a unit chosen in the palette lays units with none."""
    w = make_window()
    badge = CATALOG.shown_label("badge3")
    w.document.set_hex(Coord(2, 2), Hex(unit=Unit("infger", badge="badge3")), "set up")
    w.document.set_hex(Coord(4, 4), Hex(unit=Unit("infger", nbr_units=3)), "set up")
    w.editor.set_tool("pick")
    click(w.canvas, Coord(2, 2))
    brush = w.editor.brush
    assert brush is not None and (brush.name, brush.badge) == ("infger", "badge3")
    assert badge in w.brush_label.text() and w.editor.tool.name == "paint"
    click(w.canvas, Coord(6, 6))
    assert w.document.scenario.hex(Coord(6, 6)).unit == Unit("infger", badge="badge3")
    click(w.canvas, Coord(4, 4))  # the same unit gains the badge, its figures kept
    assert w.document.scenario.hex(Coord(4, 4)).unit == Unit("infger", nbr_units=3,
                                                             badge="badge3")
    w.palette_dock.choose("infger")
    assert w.editor.brush is not None and w.editor.brush.badge is None
    click(w.canvas, Coord(6, 10))
    assert w.document.scenario.hex(Coord(6, 10)).unit == Unit("infger")
    click(w.canvas, Coord(6, 6))  # a unit chosen in the palette leaves a badge where it is
    assert w.document.scenario.hex(Coord(6, 6)).unit == Unit("infger", badge="badge3")


def test_the_eyedropper_picks_a_unit_with_its_figures(make_window) -> None:
    """A unit of other than the standard figures picked lays units of as many (the
    eyedropper took its name and badge only: a 3-figure unit laid 4-figure ones); the brush
    says it, and a unit of the same name takes the figures and keeps its badge."""
    w = make_window()
    w.document.set_hex(Coord(2, 2), Hex(unit=Unit("infger", nbr_units=3)), "set up")
    w.document.set_hex(Coord(4, 4), Hex(unit=Unit("infger", badge="badge3")), "set up")
    w.editor.set_tool("pick")
    click(w.canvas, Coord(2, 2))
    assert w.editor.brush is not None and w.editor.brush.figures == 3
    assert "3 figures" in w.brush_label.text()
    click(w.canvas, Coord(6, 6))
    assert w.document.scenario.hex(Coord(6, 6)).unit == Unit("infger", nbr_units=3)
    click(w.canvas, Coord(4, 4))
    assert w.document.scenario.hex(Coord(4, 4)).unit == Unit("infger", nbr_units=3,
                                                             badge="badge3")
