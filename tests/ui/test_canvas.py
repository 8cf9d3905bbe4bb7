"""The canvas: hit testing at every zoom, incremental repaint identical to a full render,
only changed hexes re-rendered, zoom, pan, hover, high-DPI."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QKeyEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QApplication

from editor.engine.board import BoardType, Coord, Face
from editor.engine.catalog import CATALOG
from editor.engine.scenario import Hex, Label, Piece, Scenario, Tag, Unit
from editor.render import HeatLayer, HexLabels, Part, render, render_svg
from editor.render import scene as scene_module
from editor.ui import canvas as canvas_module
from editor.ui.canvas import BACKDROP, ZOOM_LEVELS, Canvas, neighbourhood
from editor.ui.document import Document

from ..render.helpers import raw
from .window_helpers import send_mouse


@pytest.fixture
def canvas(qtbot) -> Canvas:  # type: ignore[no-untyped-def]
    doc = Document(Scenario(board_type=BoardType.OVERLORD, face=Face.BEACH))
    cv = Canvas(doc)
    cv.resize(900, 500)
    cv.show()
    qtbot.addWidget(cv)
    qtbot.waitExposed(cv)
    return cv


def full_render(cv: Canvas) -> QImage:
    """What a render of the whole board from scratch gives, at the canvas's options."""
    ref = QImage(cv.image().size(), QImage.Format.Format_ARGB32_Premultiplied)
    ref.setDevicePixelRatio(cv.image().devicePixelRatio())
    ref.fill(BACKDROP)
    p = QPainter(ref)
    render(p, cv.document.scenario, cv.options())
    p.end()
    return ref


def shown(qtbot, s: Scenario, width: int = 900, height: int = 600) -> Canvas:  # type: ignore[no-untyped-def]
    """A canvas on ``s``, shown and drawn."""
    cv = Canvas(Document(s))
    qtbot.addWidget(cv)
    cv.resize(width, height)
    cv.show()
    qtbot.waitExposed(cv)
    cv.flush()
    return cv


def differing_pixels(a: QImage, b: QImage, tolerance: int = 2) -> int:
    """Pixels whose channels differ by more than ``tolerance`` (antialiasing of a stroke
    drawn in pieces may differ by a unit or two)."""
    assert a.size() == b.size()
    ba, bb = bytes(a.constBits()), bytes(b.constBits())
    bad = 0
    for i in range(0, len(ba), 4):
        if any(abs(ba[i + k] - bb[i + k]) > tolerance for k in range(4)):
            bad += 1
    return bad


def test_hex_at_inverts_the_hex_centres_at_every_zoom_and_scroll(canvas: Canvas) -> None:
    board = canvas.board
    for zoom in (ZOOM_LEVELS[0], 1.0, 2.5):
        canvas.set_zoom(zoom)
        for hv in (0, canvas.horizontalScrollBar().maximum() // 2):
            canvas.horizontalScrollBar().setValue(hv)
            for c in board.coords:
                p = canvas.view_center(c)
                if canvas.viewport().rect().contains(p):
                    assert canvas.hex_at(QPointF(p)) == c


def test_incremental_repaint_equals_a_full_render(canvas: Canvas) -> None:
    rng = random.Random(6)
    doc = canvas.document
    canvas.set_hex_labels(HexLabels.NAMES)
    canvas.image()  # the first, full render
    terrain = CATALOG.names("terrain")
    units = CATALOG.names("unit")
    coords = list(canvas.board.coords)
    for i in range(40):
        c = rng.choice(coords)
        kind = rng.randrange(5)
        if kind == 0:
            t = rng.choice(terrain)
            doc.set_hex(c, Hex(terrain=Piece(t, rng.randint(1, CATALOG[t].orientations))), "t")
        elif kind == 1:
            doc.set_hex(c, Hex(unit=Unit(rng.choice(units), badge="badge2"),
                               tags=(Tag("medal1"), Tag("tag4"))), "u")
        elif kind == 2:
            doc.set_hex(c, Hex(), "erase")
        elif kind == 3:
            doc.set_value("labels", [*doc.scenario.labels, Label(c, (f"Place {i}",))], "l")
        else:
            canvas.set_selection(rng.sample(coords, 3))
            canvas.set_highlights({rng.choice(coords): "#c0d32f2f"})
        if i % 5 == 4:
            canvas.flush()  # edits pile up between paints too
    assert differing_pixels(canvas.image(), full_render(canvas)) == 0


def test_an_edit_re_renders_only_the_hexes_around_it(canvas: Canvas, monkeypatch) -> None:
    canvas.image()
    regions = []
    real = canvas_module.render

    def spy(painter, scenario, options):  # type: ignore[no-untyped-def]
        regions.append(options.region)
        return real(painter, scenario, options)

    monkeypatch.setattr(canvas_module, "render", spy)
    c = Coord(4, 24)
    canvas.document.set_hex(c, Hex(terrain=Piece("woods")), "paint")
    canvas.flush()
    assert len(regions) == 1 and regions[0] is not None
    board = canvas.board
    corners = {Coord(0, 0), Coord(0, board.max_col)}
    assert regions[0] - corners == neighbourhood({c}, board, 1)
    canvas.document.set_value("face", Face.WINTER, "face")
    canvas.flush()
    assert regions[-1] is None  # the whole board


def _heat(title: str, coords: list[Coord], colour: str) -> HeatLayer:
    return HeatLayer(title, {c: 1 + i % 5 for i, c in enumerate(coords)}, colour)


def test_heat_over_the_kept_drawing_under_it_equals_a_full_render(canvas: Canvas,
                                                                  monkeypatch) -> None:
    """A run expected, its heat shown, layers toggled and the board edited under them:
    the image is the full render's, and a change of the heat draws only the heat and the
    layers over it (``Part.HEAT_AND_OVER``), never the board under it again."""
    rng = random.Random(12)
    doc = canvas.document
    coords = list(canvas.board.coords)
    for i in range(12):
        c = rng.choice(coords)
        doc.set_hex(c, Hex(terrain=Piece("woods"), unit=Unit("infus")), "u")
        doc.set_value("labels", [*doc.scenario.labels, Label(c, (f"Place {i}",))], "l")
    canvas.image()
    parts: list[tuple[Part, bool]] = []
    real = canvas_module.render

    def spy(painter, scenario, options):  # type: ignore[no-untyped-def]
        parts.append((options.part, options.region is None))
        return real(painter, scenario, options)

    monkeypatch.setattr(canvas_module, "render", spy)
    canvas.expect_heat()
    canvas.flush()  # the next rendering keeps the drawing under the heat
    assert parts == [(Part.UNDER_HEAT, True), (Part.HEAT_AND_OVER, True)]
    one = _heat("battles", rng.sample(coords, 40), "#d7301f")
    two = _heat("eliminations", rng.sample(coords, 30), "#2b8cbe")
    for shown in ([one, two], [two], [one], []):
        parts.clear()
        canvas.set_heat(shown)
        canvas.flush()
        assert parts == [(Part.HEAT_AND_OVER, True)], shown
        assert differing_pixels(canvas.image(), full_render(canvas)) == 0
    assert canvas._under is None  # no heat shown or expected: the drawing under it let go
    canvas.set_heat([one, two])
    canvas.flush()
    for i in range(6):  # edits under the heat: both drawings re-rendered around them
        doc.set_hex(rng.choice(coords), Hex(unit=Unit("tankger")) if i % 2 else Hex(), "e")
        canvas.set_selection(rng.sample(coords, 2))
    canvas.flush()
    assert differing_pixels(canvas.image(), full_render(canvas)) == 0
    parts.clear()
    canvas.set_heat([one])
    canvas.flush()
    assert parts == [(Part.HEAT_AND_OVER, True)]
    assert differing_pixels(canvas.image(), full_render(canvas)) == 0


def test_a_re_render_puts_the_lines_down_rather_than_stroking_them(canvas: Canvas,
                                                                  monkeypatch) -> None:
    """The grid and section lines are stroked once per board and zoom (slow with a pen
    over a pixel wide), then put down from their layer; a vector export still strokes
    them."""
    canvas.image()
    stroked = []
    real = scene_module._Scene.grid

    def spy(self):  # type: ignore[no-untyped-def]
        stroked.append(self.raster)
        return real(self)

    monkeypatch.setattr(scene_module._Scene, "grid", spy)
    for k in range(6):  # a row of hexes, as a place name stepping aside repaints
        canvas.document.set_hex(Coord(4, 2 * k), Hex(terrain=Piece("woods")), "paint")
    canvas.flush()
    assert stroked == []
    assert differing_pixels(canvas.image(), full_render(canvas)) == 0
    canvas.set_zoom(canvas.zoom * 1.5)
    canvas.flush()
    assert stroked == [True]  # the new zoom's layer
    render_svg(canvas.document.scenario)
    assert stroked == [True, False]


def test_zoom_steps_fit_and_actual_size(canvas: Canvas) -> None:
    canvas.set_zoom(1.0)
    canvas.zoom_in()
    assert canvas.zoom == ZOOM_LEVELS[ZOOM_LEVELS.index(1.0) + 1]
    canvas.zoom_out()
    canvas.zoom_out()
    assert canvas.zoom == ZOOM_LEVELS[ZOOM_LEVELS.index(1.0) - 1]
    canvas.fit_to_window()
    size = canvas.hex_layout.size
    assert size.width() <= canvas.viewport().width()
    assert size.height() <= canvas.viewport().height()
    assert (size.width() > canvas.viewport().width() * 0.9
            or size.height() > canvas.viewport().height() * 0.9)


def test_the_wheel_zooms_about_the_pointer(canvas: Canvas) -> None:
    canvas.set_zoom(1.0)
    c = Coord(4, 30)
    pos = QPointF(canvas.view_center(c))
    event = QWheelEvent(pos, canvas.viewport().mapToGlobal(pos), QPoint(), QPoint(0, 120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(canvas.viewport(), event)
    assert canvas.zoom > 1.0
    assert canvas.hex_at(pos) == c


@pytest.mark.parametrize("board", [BoardType.STANDARD, BoardType.OVERLORD])
@pytest.mark.parametrize("where", [(0.5, 0.5), (0.25, 0.8)])
def test_zooming_keeps_the_anchor_on_every_board(qtbot, board: BoardType,  # type: ignore[no-untyped-def]
                                                 where: tuple[float, float]) -> None:
    """Zoom In (the viewport's centre) and the wheel (the pointer) keep the board point
    under their anchor where it is, on an Overlord board as on a standard one (an audit
    saw a zoomed Overlord board stick to the top of the view), once the board is bigger
    than the view both ways."""
    cv = shown(qtbot, Scenario(board_type=board, face=Face.BEACH), 700, 400)
    cv.set_zoom(1.5)
    for _ in range(3):
        vp = cv.viewport()
        anchor = QPointF(vp.width() * where[0], vp.height() * where[1])
        size, ratio = cv.hex_layout.size, cv.scale
        assert size.width() > vp.width() and size.height() > vp.height()
        before, margin = cv.to_board(anchor), cv.hex_layout.margin
        cv.zoom_in(None if where == (0.5, 0.5) else anchor)
        ratio = cv.scale / ratio
        expected = (before - QPointF(margin, margin)) * ratio + QPointF(
            cv.hex_layout.margin, cv.hex_layout.margin)
        after = cv.to_board(anchor)
        assert abs(after.x() - expected.x()) <= 1 and abs(after.y() - expected.y()) <= 1
        assert cv.verticalScrollBar().value() > 0


def test_middle_drag_and_space_drag_pan(canvas: Canvas) -> None:
    canvas.set_zoom(2.0)
    h = canvas.horizontalScrollBar()
    h.setValue(h.maximum() // 2)
    start = h.value()
    mid = Qt.MouseButton.MiddleButton
    a, b = QPointF(400, 200), QPointF(300, 200)
    send_mouse(canvas, QEvent.Type.MouseButtonPress, a, mid)
    send_mouse(canvas, QEvent.Type.MouseMove, b, buttons=mid)
    send_mouse(canvas, QEvent.Type.MouseButtonRelease, b, mid)
    assert h.value() == start + 100
    edits = canvas.document.undo_stack.count()
    canvas.setFocus()
    QApplication.sendEvent(canvas, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Space,
                                             Qt.KeyboardModifier.NoModifier, " "))
    send_mouse(canvas, QEvent.Type.MouseButtonPress, b)
    send_mouse(canvas, QEvent.Type.MouseMove, a, buttons=Qt.MouseButton.LeftButton)
    send_mouse(canvas, QEvent.Type.MouseButtonRelease, a)
    QApplication.sendEvent(canvas, QKeyEvent(QEvent.Type.KeyRelease, Qt.Key.Key_Space,
                                             Qt.KeyboardModifier.NoModifier, " "))
    assert h.value() == start
    assert canvas.document.undo_stack.count() == edits  # a pan is not an edit


class _Recorder:
    """A tool that records where it is applied (by a click or from the keyboard)."""

    def __init__(self) -> None:
        self.applied: list[Coord | None] = []

    def cursor(self) -> Qt.CursorShape:
        return Qt.CursorShape.CrossCursor

    def apply_at(self, c: Coord) -> None:
        self.applied.append(c)

    def mouse_pressed(self, event) -> None:  # type: ignore[no-untyped-def]
        self.applied.append(event.coord)

    def mouse_moved(self, event) -> None:  # type: ignore[no-untyped-def]
        pass

    def mouse_released(self, event) -> None:  # type: ignore[no-untyped-def]
        pass

    def cancel(self) -> None:
        pass


def _space(canvas: Canvas, kind: QEvent.Type) -> None:
    QApplication.sendEvent(canvas, QKeyEvent(kind, Qt.Key.Key_Space,
                                             Qt.KeyboardModifier.NoModifier, " "))


def test_space_tapped_applies_the_tool_once_at_the_hex_cursor(canvas: Canvas, qtbot) -> None:
    tool = _Recorder()
    canvas.tool = tool  # type: ignore[assignment]
    canvas.setFocus()
    canvas.set_cursor_hex(Coord(3, 9))
    _space(canvas, QEvent.Type.KeyPress)
    _space(canvas, QEvent.Type.KeyRelease)
    qtbot.waitUntil(lambda: tool.applied == [Coord(3, 9)], timeout=2000)
    # a key pressed at once after the tap comes after it: the tap applies where it was
    _space(canvas, QEvent.Type.KeyPress)
    _space(canvas, QEvent.Type.KeyRelease)
    QApplication.sendEvent(canvas, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Right,
                                             Qt.KeyboardModifier.NoModifier))
    assert tool.applied == [Coord(3, 9), Coord(3, 9)]
    assert canvas.cursor_hex == Coord(3, 11)
    qtbot.wait(4 * canvas_module.SPACE_RELEASE_WAIT_MS)
    assert tool.applied == [Coord(3, 9), Coord(3, 9)]


def test_space_held_to_pan_never_applies_the_tool(canvas: Canvas, qtbot,  # type: ignore[no-untyped-def]
                                                  monkeypatch) -> None:
    """Held Space pans with the left button and never applies the tool, also where the
    system sends the key's auto-repeat as releases and presses in a row (unmarked, as on
    a virtual X display), and also when held long without a drag."""
    tool = _Recorder()
    canvas.tool = tool  # type: ignore[assignment]
    canvas.set_zoom(2.0)
    h = canvas.horizontalScrollBar()
    h.setValue(h.maximum() // 2)
    start = h.value()
    canvas.setFocus()
    canvas.set_cursor_hex(Coord(3, 9))
    _space(canvas, QEvent.Type.KeyPress)
    for _ in range(3):  # the auto-repeat, unmarked
        _space(canvas, QEvent.Type.KeyRelease)
        _space(canvas, QEvent.Type.KeyPress)
    a, b = QPointF(400, 200), QPointF(300, 200)
    send_mouse(canvas, QEvent.Type.MouseButtonPress, a)
    send_mouse(canvas, QEvent.Type.MouseMove, b, buttons=Qt.MouseButton.LeftButton)
    send_mouse(canvas, QEvent.Type.MouseButtonRelease, b)
    _space(canvas, QEvent.Type.KeyRelease)
    qtbot.wait(4 * canvas_module.SPACE_RELEASE_WAIT_MS)
    assert h.value() == start + 100
    assert tool.applied == []
    # held long, without a drag: its release applies nothing either
    clock = [1000.0]
    monkeypatch.setattr(canvas_module.time, "monotonic", lambda: clock[0])
    _space(canvas, QEvent.Type.KeyPress)
    clock[0] += canvas_module.SPACE_TAP_S + 0.1
    _space(canvas, QEvent.Type.KeyRelease)
    qtbot.wait(4 * canvas_module.SPACE_RELEASE_WAIT_MS)
    assert tool.applied == []


def test_hover_follows_the_mouse(canvas: Canvas) -> None:
    seen = []
    canvas.hexHovered.connect(seen.append)
    c = Coord(3, 9)
    send_mouse(canvas, QEvent.Type.MouseMove, c, buttons=Qt.MouseButton.NoButton)
    assert canvas.hover == c and seen == [c] and canvas.cursor_hex == c


def test_tinted_hexes_are_stamped_as_their_paths_would_be_drawn(  # type: ignore[no-untyped-def]
        canvas: Canvas, monkeypatch) -> None:
    """Play mode's tints (a unit's reach, its targets) are put down as stamps; the
    viewport shows what filling and stroking each hex's path showed."""
    canvas.flush()
    plain = canvas.viewport().grab().toImage()
    tinted = {Coord(3, 9): "#c02f6fd1", Coord(3, 11): "#c0d12f2f", Coord(5, 10): "#c02f6fd1"}
    canvas.set_tints(tinted)
    stamped = canvas.viewport().grab().toImage()
    monkeypatch.setattr(canvas_module, "stamp_hex", lambda *a, **k: False)
    canvas.viewport().update()
    drawn = canvas.viewport().grab().toImage()
    centre = canvas.to_view(canvas.hex_layout.center(Coord(3, 11))).toPoint()
    before, after = plain.pixelColor(centre), stamped.pixelColor(centre)
    assert after.red() - after.blue() > before.red() - before.blue() + 10  # tinted red
    a, b = raw(stamped), raw(drawn)
    diffs = [abs(x - y) for x, y in zip(a, b)]
    assert max(diffs) <= 60 and sum(d > 4 for d in diffs) < 0.01 * len(diffs)
    assert a != raw(plain)


def test_the_zone_is_filled_over_its_hexes_and_follows_the_scroll_and_the_zoom(
        canvas: Canvas) -> None:
    """Play mode's sections of a card, tinted over the board at paint time: the tint
    covers the zone's hexes after a scroll or a zoom."""
    zone, red = Coord(5, 25), "#80ff0000"
    canvas.set_zone([zone], red)

    def redness(c: Coord) -> int:
        canvas.flush()
        shot = canvas.viewport().grab().toImage()
        colour = shot.pixelColor(canvas.to_view(canvas.hex_layout.center(c)).toPoint())
        return colour.red() - colour.blue()

    def shaded() -> bool:
        """The zone's hex redder than without the zone, as the view stands (looked at
        first as painted before the view changed, then the zone taken away and put
        back)."""
        tinted = redness(zone)
        canvas.set_zone([])
        bare = redness(zone)
        canvas.set_zone([zone], red)
        redness(zone)  # painted as the view stands, before it changes
        return tinted > bare + 40

    assert shaded()
    for zoom, dx in ((1.5, 0), (1.5, 150), (2.0, -150)):
        canvas.set_zoom(zoom)
        # the zone's hex in view, at another place of the viewport each time
        at = canvas.hex_layout.center(zone)
        canvas.horizontalScrollBar().setValue(round(at.x()) - 450 + dx)
        canvas.verticalScrollBar().setValue(round(at.y()) - 250)
        assert canvas.horizontalScrollBar().maximum() > 0
        assert shaded()


def pressing(canvas: Canvas) -> Callable[..., None]:
    """A key press sent to ``canvas``: ``key(Qt.Key.Key_Right, [modifiers])``."""
    def key(k: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        QApplication.sendEvent(canvas, QKeyEvent(QEvent.Type.KeyPress, k, mods))

    return key


def test_arrow_keys_move_the_hex_cursor_and_shift_extends(canvas: Canvas) -> None:
    moves = []
    canvas.cursorMoved.connect(lambda c, extend: moves.append((c, extend)))
    canvas.set_cursor_hex(Coord(4, 24))
    key = pressing(canvas)

    key(Qt.Key.Key_Right)
    assert canvas.cursor_hex == Coord(4, 26)
    key(Qt.Key.Key_Up)
    key(Qt.Key.Key_Up)
    assert canvas.cursor_hex == Coord(2, 26)  # up twice zig-zags back to the column
    key(Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert moves[-1] == (Coord(2, 24), True)


def test_home_end_and_page_keys_reach_the_ends_of_a_row_and_a_column(canvas: Canvas) -> None:
    """On an Overlord board a row of 26 hexes took 25 arrow keys to cross, and a whole
    row selected from the keyboard 25 Shift+Right (found by the big boards audit): Home
    and End go to the row's first and last hex, Page Up and Page Down to the column's top
    and bottom hexes, Shift extending the selection as with the arrows."""
    moves = []
    canvas.cursorMoved.connect(lambda c, extend: moves.append((c, extend)))
    canvas.set_cursor_hex(Coord(5, 21))
    key = pressing(canvas)

    key(Qt.Key.Key_Home)
    assert canvas.cursor_hex == Coord(5, 1)
    key(Qt.Key.Key_End, Qt.KeyboardModifier.ShiftModifier)
    assert moves[-1] == (Coord(5, 49), True)
    key(Qt.Key.Key_PageUp)
    assert canvas.cursor_hex == Coord(0, 48)  # the top row, zig-zagging about the column
    key(Qt.Key.Key_PageDown)
    assert canvas.cursor_hex == Coord(8, 48)
    assert moves[-1] == (Coord(8, 48), False)


def test_high_dpi_image_follows_the_pixel_ratio(canvas: Canvas, monkeypatch) -> None:
    one = canvas.image()
    w, h = one.width(), one.height()
    monkeypatch.setattr(canvas, "_dpr", lambda: 2.0)
    two = canvas.image()
    assert two.devicePixelRatio() == 2.0
    assert abs(two.width() - 2 * w) <= 1 and abs(two.height() - 2 * h) <= 1
    c = Coord(5, 11)
    assert canvas.hex_at(QPointF(canvas.view_center(c))) == c


def test_a_big_board_opens_at_a_readable_zoom_centred(canvas: Canvas, qtbot) -> None:
    """Overlord in a laptop-sized canvas: not squeezed below READABLE_ZOOM, the middle of
    the board in view; Fit to Window (the user's choice) still shows it whole."""
    canvas.resize(700, 560)
    canvas.set_document(Document(Scenario(board_type=BoardType.OVERLORD)))
    QApplication.processEvents()
    assert canvas.zoom == canvas_module.READABLE_ZOOM
    middle = Coord(4, 26)
    vp = canvas.viewport().rect()
    assert vp.contains(canvas.view_center(middle))
    assert canvas.horizontalScrollBar().value() > 0
    canvas.fit_to_window()
    assert canvas.zoom < canvas_module.READABLE_ZOOM
    size = canvas.hex_layout.size
    assert size.width() <= vp.width() and size.height() <= vp.height()


def test_a_new_document_is_shown_whole_until_the_user_zooms(canvas: Canvas, qtbot) -> None:
    def fits() -> bool:
        size, vp = canvas.hex_layout.size, canvas.viewport()
        return size.width() <= vp.width() and size.height() <= vp.height()

    canvas.set_zoom(3.0)
    assert not fits()
    canvas.set_document(Document(Scenario(board_type=BoardType.STANDARD)))
    assert canvas.auto_fit and fits()
    canvas.resize(600, 400)
    qtbot.waitUntil(fits)
    canvas.zoom_in()
    zoom = canvas.zoom
    canvas.resize(900, 700)
    QApplication.processEvents()
    assert canvas.zoom == zoom and not canvas.auto_fit


def test_a_unit_moving_next_to_a_name_repaints_it_where_a_full_render_puts_it(qtbot) -> None:
    s = Scenario(board_type=BoardType.STANDARD, face=Face.COUNTRY)
    s.labels.append(Label(Coord(4, 12), ("Sainte-Marie-du-Mont",)))
    cv = shown(qtbot, s)
    for c, unit in ((Coord(4, 12), "infus"), (Coord(5, 13), "tankger"),
                    (Coord(3, 11), "infger")):
        cv.document.set_hex(c, Hex(unit=Unit(unit)), "Place a unit")
        assert differing_pixels(cv.image(), full_render(cv)) == 0, c


def test_a_name_added_or_moved_repaints_the_names_after_it_where_a_full_render_puts_them(
        qtbot) -> None:
    """A name steps aside from the names before it: a unit that moves one name moves the
    next, and a name added moves those after it; the canvas repaints them all."""
    s = Scenario(board_type=BoardType.STANDARD, face=Face.COUNTRY)
    s.labels += [Label(Coord(4, 8), ("Gué des Saules",)), Label(Coord(4, 10), ("Ferme",))]
    cv = shown(qtbot, s, 700, 450)
    places = [p.place for p in cv._placed]
    for c, hex_ in ((Coord(4, 8), Hex(unit=Unit("infus"))),
                    (Coord(5, 9), Hex(unit=Unit("tankger"))), (Coord(4, 8), Hex())):
        cv.document.set_hex(c, hex_, "Edit")
        assert differing_pixels(cv.image(), full_render(cv)) == 0, c
    assert [p.place for p in cv._placed] != places  # the second name did move
    cv.document.set_value("labels", [Label(Coord(4, 6), ("Le Moulin",)), *s.labels], "Name")
    assert differing_pixels(cv.image(), full_render(cv)) == 0


def test_names_crowded_together_are_placed_as_a_whole_placement_places_them(qtbot) -> None:
    """After every edit the canvas's names stand where placing them all afresh puts them
    (it places again only those near the edit and after a name that moved), and its image
    is a full render's: long names crowded in a few rows, units coming and going."""
    rng = random.Random(11)
    s = Scenario(board_type=BoardType.STANDARD, face=Face.COUNTRY)
    coords = [c for c in s.board.coords if 2 <= c.row <= 6]
    words = ["Saint", "Aubert", "des", "Haies", "Ferme", "Moulin", "Pont", "Gué", "Bois"]
    for c in rng.sample(coords, 22):
        s.labels.append(Label(c, (" ".join(rng.choices(words, k=rng.randint(1, 5))),)))
    cv = shown(qtbot, s)
    moves = 0
    for i in range(150):
        c = rng.choice(coords)
        before = [p.place for p in cv._placed]
        unit = Hex(unit=Unit(rng.choice(["infus", "tankger"]))) if rng.random() < 0.6 else Hex()
        cv.document.set_hex(c, unit, "Edit")
        afresh = scene_module.place_labels(cv.document.scenario, cv.hex_layout,
                                           cv.hex_labels, cv.scale)
        assert [p.place for p in cv._placed] == [p.place for p in afresh], (i, c)
        moves += [p.place for p in cv._placed] != before
        if i % 25 == 24:
            assert differing_pixels(cv.image(), full_render(cv)) == 0, i
    assert moves >= 20  # the edits did move names


def test_facing_ponds_join_and_part_as_a_full_render_draws_them(qtbot) -> None:
    cv = Canvas(Document(Scenario(board_type=BoardType.STANDARD, face=Face.COUNTRY)))
    qtbot.addWidget(cv)
    cv.resize(900, 600)
    cv.show()
    qtbot.waitExposed(cv)
    cv.flush()
    doc = cv.document
    doc.set_hex(Coord(4, 12), Hex(terrain=Piece("pond")), "Pond")  # its stream leads W
    doc.set_hex(Coord(4, 10), Hex(terrain=Piece("pond", 4)), "Pond")  # and this one's E
    assert differing_pixels(cv.image(), full_render(cv)) == 0
    doc.set_hex(Coord(4, 10), Hex(), "Erase")
    assert differing_pixels(cv.image(), full_render(cv)) == 0


def _view_box(cv: Canvas, coords: tuple[Coord, ...]):  # type: ignore[no-untyped-def]
    box = cv.hex_view_rect(coords[0])
    for c in coords[1:]:
        box = box.united(cv.hex_view_rect(c))
    return box


@pytest.mark.parametrize("coords", [
    (Coord(0, 20), Coord(8, 20)),  # a column: too tall alone
    (Coord(4, 3), Coord(4, 45)),  # a row: too wide alone
    (Coord(1, 11), Coord(7, 35), Coord(4, 20)),
], ids=["tall", "wide", "both"])
def test_hexes_brought_into_view_are_centred_zoomed_out_no_more_than_they_need(
        canvas: Canvas, coords: tuple[Coord, ...]) -> None:
    """:meth:`Canvas.bring_into_view` (a finding's hexes, the mut6 audit): hexes that do
    not fit at the zoom chosen, too tall or too wide, are zoomed out to, their box centred
    and filling the viewport's width or height to a few pixels (not zoomed out further)."""
    canvas.set_zoom(ZOOM_LEVELS[-1])
    canvas.center_on(Coord(0, 0))
    vp = canvas.viewport().rect()
    assert not vp.contains(_view_box(canvas, coords))
    canvas.bring_into_view(coords)
    box = _view_box(canvas, coords)
    assert vp.contains(box) and canvas.zoom < ZOOM_LEVELS[-1]
    assert abs(box.center().x() - vp.center().x()) <= 2, (box, vp)
    assert abs(box.center().y() - vp.center().y()) <= 2, (box, vp)
    assert box.width() >= 0.93 * vp.width() or box.height() >= 0.93 * vp.height(), (box, vp)


def test_hexes_that_fit_are_centred_at_the_zoom_chosen(canvas: Canvas) -> None:
    canvas.set_zoom(2.5)
    canvas.center_on(Coord(0, 0))
    near = (Coord(4, 20), Coord(5, 23))
    canvas.bring_into_view(near)
    box = _view_box(canvas, near)
    assert canvas.zoom == 2.5
    assert abs(box.center().x() - canvas.viewport().rect().center().x()) <= 2
    assert abs(box.center().y() - canvas.viewport().rect().center().y()) <= 2
    canvas.bring_into_view(())  # nothing to show: nothing moves
    assert _view_box(canvas, near) == box and canvas.zoom == 2.5
