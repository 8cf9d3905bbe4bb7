"""View ▸ Layers: a designer hides the units and markers to see and paint the terrain under
them; an edit of a hidden layer shows it again (nothing is edited unseen); play mode shows
every layer and gives the hidden ones back on the way out."""

from __future__ import annotations

from dataclasses import replace

from editor.engine.board import Coord
from editor.engine.scenario import Piece
from editor.engine.game.session import PlaySession
from editor.ui.document import Document

from ..conftest import SCENARIOS
from .window_helpers import make_window  # noqa: F401 - fixture


def _a_unit(doc: Document) -> Coord:
    return next(c for c, h in sorted(doc.scenario.hexes.items()) if h.unit is not None)


def test_a_hidden_layer_stays_hidden_until_an_edit_changes_it(make_window) -> None:  # type: ignore[no-untyped-def]
    w = make_window(Document.open(SCENARIOS[0])[0])
    doc = w.document
    assert not w.act["layers_all"].isEnabled()
    for layer in ("unit", "tags"):
        w.act[f"layer_{layer}"].trigger()
    assert w.canvas.hidden == {"unit", "tags"} and w.canvas.options().hidden == {"unit", "tags"}
    assert w.tool_status.text().endswith(" · Units and markers hidden")
    assert w.act["layers_all"].isEnabled()
    c = _a_unit(doc)
    # the terrain painted under a hidden unit: the units stay hidden
    doc.set_hex(c, replace(doc.scenario.hex(c), terrain=Piece("woods")), "Paint")
    assert w.canvas.hidden == {"unit", "tags"}
    # an edit of the units (the eraser on all layers, a delete...) shows them again, says so
    doc.set_hex(c, replace(doc.scenario.hex(c), unit=None), "Erase")
    assert w.canvas.hidden == {"tags"} and w.act["layer_unit"].isChecked()
    assert w.statusBar().currentMessage() == "Units shown again: the edit changed it"
    assert w.tool_status.text().endswith(" · Markers hidden")
    # and so does its undo
    w.act["layer_unit"].trigger()
    doc.undo_stack.undo()
    assert w.canvas.hidden == {"tags"} and doc.scenario.hex(c).unit is not None
    w.act["layers_all"].trigger()
    assert w.canvas.hidden == frozenset() and not w.act["layers_all"].isEnabled()
    assert w.tool_status.text() == "Tool: Select"


def test_place_names_hidden_come_back_with_an_edit_of_the_names(make_window) -> None:  # type: ignore[no-untyped-def]
    w = make_window(Document.open(SCENARIOS[0])[0])
    doc = w.document
    w.act["layer_labels"].trigger()
    assert w.canvas.hidden == {"labels"}
    doc.set_value("labels", doc.scenario.labels[1:], "Delete a place name")
    assert w.canvas.hidden == frozenset()
    assert w.statusBar().currentMessage() == "Place names shown again: the edit changed it"


def test_play_mode_shows_every_layer_and_gives_the_hidden_ones_back(make_window) -> None:  # type: ignore[no-untyped-def]
    w = make_window(Document.open(SCENARIOS[0])[0])
    w.act["layer_unit"].trigger()
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=3))
    assert w.canvas.hidden == frozenset() and not w.act["layer_unit"].isEnabled()
    w.play.leave()
    assert w.canvas.hidden == {"unit"} and w.act["layer_unit"].isEnabled()


def test_the_brushs_ghost_shows_a_hidden_layer_the_click_would_change(make_window) -> None:  # type: ignore[no-untyped-def]
    """The units hidden, a unit brush's ghost under the pointer still shows the unit: the
    click lays it and shows the units again."""
    from PySide6.QtCore import QEvent, Qt

    from .test_designer_frictions import _centre_pixel
    from .window_helpers import send_mouse

    c = Coord(4, 12)
    w = make_window()
    cv = w.canvas
    send_mouse(cv, QEvent.Type.MouseMove, c, buttons=Qt.MouseButton.NoButton)
    w.palette_dock.choose("tankger")
    tank = _centre_pixel(cv)  # the tank's ghost, the units shown
    w.act["layer_unit"].trigger()
    assert cv.ghost and cv.hidden == {"unit"}
    assert _centre_pixel(cv) == tank  # the same, the units hidden
