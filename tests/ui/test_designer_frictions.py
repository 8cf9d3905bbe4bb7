"""Issue 17: the frictions a designer meets in the window. The map never moves by itself,
the tool keys reach the map after a palette choice, the panels fit the window."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from editor.engine.board import BoardType, Coord, Face
from editor.engine.catalog import CATALOG
from editor.engine.scenario import Scenario
from editor.ui.document import Document

from .window_helpers import activate, click, make_window, send_mouse  # noqa: F401 - fixture

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


def test_tool_keys_reach_the_map_after_a_click_in_the_palette(make_window, qtbot) -> None:
    w = make_window()
    activate(w, qtbot)
    w.palette.search.clear()
    entry = w.palette._entries["sand"]
    w.palette.select("sand")
    rect = w.palette.tree.visualItemRect(entry)
    QTest.mouseClick(w.palette.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert w.editor.brush is not None and w.editor.brush.name == "sand"
    assert QApplication.focusWidget() is w.canvas
    for key, tool in ((Qt.Key.Key_E, "erase"), (Qt.Key.Key_F, "fill"), (Qt.Key.Key_I, "pick"),
                      (Qt.Key.Key_T, "rotate"), (Qt.Key.Key_L, "label"),
                      (Qt.Key.Key_S, "select"), (Qt.Key.Key_B, "paint")):
        QTest.keyClick(QApplication.focusWidget(), key)
        assert w.editor.tool.name == tool, key
    # R turns the piece under the cursor: paint there with Enter, then R
    c = w.canvas.cursor_hex
    assert c is not None
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert w.document.scenario.hex(c).obstacle is not None
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_R)
    assert w.document.scenario.hex(c).obstacle.orientation == 2


def test_enter_in_the_search_box_hands_the_keys_to_the_map(make_window, qtbot) -> None:
    w = make_window()
    activate(w, qtbot)
    QTest.keyClick(w, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(QApplication.focusWidget(), "hedgehog")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert w.editor.brush.name == "hedgehog" and QApplication.focusWidget() is w.canvas
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_E)
    assert w.editor.tool.name == "erase"


def test_letters_typed_in_the_list_go_to_the_search_box(make_window, qtbot) -> None:
    w = make_window()
    activate(w, qtbot)
    w.palette.search.clear()
    w.palette.select("woods")
    w.palette.tree.setFocus()
    QTest.keyClicks(w.palette.tree, "wire")
    assert QApplication.focusWidget() is w.palette.search
    assert w.palette.search.text() == "wire"
    assert "wire" in w.palette.visible_names() and "woods" not in w.palette.visible_names()
    assert w.editor.tool.name == "select"  # the letters were not the map's tool keys


def test_a_slow_open_shows_progress_and_a_quick_one_does_not(make_window, monkeypatch) -> None:
    import time

    from PySide6.QtCore import QTimer

    from editor.io import m44 as m44_io
    from editor.ui import dialogs, main_window

    from ..conftest import SCENARIOS

    sample = sorted(SCENARIOS)[0]
    w = make_window()
    assert w.open_file(sample)
    assert w.last_progress is not None and not w.last_progress.shown
    real_load = m44_io.load

    def slow_load(path):  # type: ignore[no-untyped-def]
        time.sleep(0.6)
        return real_load(path)

    monkeypatch.setattr(dialogs, "PROGRESS_AFTER_MS", 100)
    monkeypatch.setattr(main_window, "load", slow_load)
    w.document.undo_stack.setClean()
    timer_hits: list[bool] = []
    QTimer.singleShot(50, lambda: timer_hits.append(True))
    assert w.open_file(sample)
    assert w.last_progress.shown
    assert timer_hits == [True]  # the event loop ran while the file was read
    assert w.document.path == sample
    assert QApplication.overrideCursor() is None


def test_an_unreadable_file_still_gets_its_one_line_message(make_window, monkeypatch,
                                                             tmp_path) -> None:
    from PySide6.QtWidgets import QMessageBox

    bad = tmp_path / "broken.m44"
    bad.write_text("{ not json", encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda _p, _t, text, *a, **k: shown.append(text)))
    w = make_window()
    assert not w.open_file(bad)
    assert len(shown) == 1 and "broken.m44" in shown[0]
    assert QApplication.overrideCursor() is None
