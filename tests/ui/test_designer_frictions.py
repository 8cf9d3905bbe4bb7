"""Issue 17: the frictions a designer meets in the window. The map never moves by itself,
the tool keys reach the map after a palette choice, the panels fit the window."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtWidgets import QApplication

from editor.engine.board import BoardType, Coord, Face
from editor.engine.catalog import CATALOG
from editor.engine.scenario import Scenario
from editor.ui.document import Document

from .window_helpers import click, make_window, send_mouse  # noqa: F401 - fixture

#: The catalog's longest labels: choosing one used to widen the palette.
LONG_NAMES = sorted((n for cat in ("terrain", "rect_terrain", "obstacle", "unit", "badge", "tag")
                     for n in CATALOG.names(cat)),
                    key=lambda n: -len(CATALOG[n].label))[:6]


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def test_choosing_long_named_items_never_moves_or_rezooms_the_map(make_window) -> None:
    w = make_window()
    settle()
    before = (w.canvas.geometry(), w.canvas.zoom, w.palette.width())
    assert len(CATALOG[LONG_NAMES[0]].label) > 40
    for name in LONG_NAMES:
        w.palette.choose(name)
        settle()
        assert (w.canvas.geometry(), w.canvas.zoom, w.palette.width()) == before, name
    # ... and, having clicked the map, a choice leaves every hex where it was on screen
    click(w.canvas, Coord(4, 12))
    spot = w.canvas.viewport().mapToGlobal(w.canvas.view_center(Coord(4, 12)))
    for name in ("woods", *LONG_NAMES):
        w.palette.choose(name)
        settle()
        local = w.canvas.viewport().mapFromGlobal(spot)
        assert w.canvas.hex_at(QPointF(local)) == Coord(4, 12), name


def test_a_panel_resize_keeps_the_zoom_and_the_hex_under_the_mouse(make_window) -> None:
    w = make_window(Document(Scenario(board_type=BoardType.OVERLORD, face=Face.BEACH)))
    settle()
    cv = w.canvas
    cv.set_zoom(2.0)
    target = Coord(4, 26)
    cv.center_on(target)
    send_mouse(cv, QEvent.Type.MouseMove, target, buttons=Qt.MouseButton.NoButton)
    spot = cv.viewport().mapToGlobal(cv.view_center(target))
    x0 = cv.geometry().x()
    w.resizeDocks([w.palette], [w.palette.width() + 120], Qt.Orientation.Horizontal)
    settle()
    assert cv.geometry().x() > x0  # the map did get narrower on its left
    assert cv.zoom == 2.0 and not cv.auto_fit
    local = cv.viewport().mapFromGlobal(spot)
    assert cv.hex_at(QPointF(local)) == target
    assert (cv.view_center(target) - local).manhattanLength() <= 2


def test_the_map_fits_the_window_only_until_the_user_works_on_it(make_window) -> None:
    w = make_window()
    settle()
    assert w.canvas.auto_fit
    click(w.canvas, Coord(4, 12))
    assert not w.canvas.auto_fit
    zoom = w.canvas.zoom
    w.resize(w.width() - 200, w.height())
    settle()
    assert w.canvas.zoom == zoom


def test_the_palette_status_never_widens_the_dock(make_window) -> None:
    w = make_window()
    settle()
    hint = w.palette.minimumSizeHint().width()
    w.palette.choose(LONG_NAMES[0])
    settle()
    assert w.palette.minimumSizeHint().width() <= hint
    assert CATALOG[LONG_NAMES[0]].label in w.palette.status.text()
    assert w.palette.status.geometry().right() <= w.palette.widget().width()
