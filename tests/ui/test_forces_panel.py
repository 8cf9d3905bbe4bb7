"""The Forces panel: each side's counts as the document stands, a count's units selected on
the map, and its place in a layout saved before it existed."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QTreeWidgetItem

from editor.engine.board import Coord, Section, Side
from editor.engine.forces import Count
from editor.engine.scenario import Hex, Piece, Unit
from editor.ui.forces_panel import COLUMNS

from .window_helpers import WindowFactory

# pytest fixtures
from .window_helpers import make_window  # noqa: F401


def row(w, side: Side, label: str) -> QTreeWidgetItem:  # type: ignore[no-untyped-def]
    item = w.forces.row(side, label)
    assert item is not None, f"no row {label!r} for {side}"
    return item


def test_the_panel_counts_the_scenario_and_counts_again_after_an_edit(
        make_window: WindowFactory, qtbot) -> None:  # type: ignore[no-untyped-def]
    w = make_window()
    w.show_dock(w.forces)  # in sight (behind a tab, it counts once raised)
    doc = w.document
    doc.set_hex(Coord(8, 2), Hex(unit=Unit("tankus")), "Paint armor")
    qtbot.waitUntil(lambda: w.forces.forces is not None
                    and w.forces.forces.side(Side.ALLIES).total == Count(1, 3))
    assert row(w, Side.ALLIES, "Armor").text(1) == "1 (3)"  # the map's left
    assert row(w, Side.ALLIES, "Armor").text(COLUMNS.index("Total") + 1) == "1 (3)"
    assert w.forces.titles[1].text() == "Allies (bottom) · 6 medals to win · 5 command cards"
    doc.set_hex(Coord(8, 12), Hex(unit=Unit("infus", nbr_units=3)), "Paint infantry")
    qtbot.waitUntil(lambda: w.forces.forces.side(Side.ALLIES).total == Count(2, 6))
    allies = row(w, Side.ALLIES, "All")
    assert allies.text(COLUMNS.index("Center") + 1) == "1 (3)"
    assert allies.text(COLUMNS.index("Total") + 1) == "2 (6)"
    w.document.undo_stack.undo()
    qtbot.waitUntil(lambda: w.forces.forces.side(Side.ALLIES).total == Count(1, 3))
    # an edit that moves no unit leaves the tables as they stand (a count is cheap, the
    # tables' rebuilding is not: editor_undo_stroke's budget)
    item = w.forces.tables[1].topLevelItem(0)
    doc.set_hex(Coord(0, 0), Hex(terrain=Piece("woods")), "Paint woods")
    qtbot.wait(20)
    assert w.forces.tables[1].topLevelItem(0) is item


@pytest.mark.parametrize("away", ["closed", "behind a tab"])
def test_the_panel_out_of_sight_counts_only_once_shown_again(
        make_window: WindowFactory, qtbot, away: str) -> None:  # type: ignore[no-untyped-def]
    """Closed, or behind another tab, the panel does not count after each edit, a
    millisecond of every stroke spent for nobody (behind the findings' tab it is 'visible'
    to Qt, and it counted: 4 ms of an undo on an Overlord board); shown again, it counts
    at once."""
    w = make_window()
    if away == "closed":
        w.forces.close()
        qtbot.waitUntil(lambda: not w.forces.isVisible())
    else:
        w.show_dock(w.findings)
        QApplication.processEvents()
        assert w.forces.isVisible() and w.forces.visibleRegion().isEmpty()
    before = w.forces.forces
    w.document.set_hex(Coord(8, 2), Hex(unit=Unit("tankus")), "Paint armor")
    qtbot.wait(20)
    assert w.forces.forces is before
    w.show_dock(w.forces)
    qtbot.waitUntil(lambda: w.forces.forces is not None
                    and w.forces.forces.side(Side.ALLIES).total == Count(1, 3))
    assert row(w, Side.ALLIES, "Armor").text(COLUMNS.index("Total") + 1) == "1 (3)"


def test_a_count_activated_selects_its_units_on_the_map(
        make_window: WindowFactory, qtbot) -> None:  # type: ignore[no-untyped-def]
    w = make_window()
    w.show_dock(w.forces)  # in sight (behind a tab, it counts once raised)
    doc = w.document
    left = [Coord(8, 2), Coord(6, 4)]
    doc.set_hexes({c: Hex(unit=Unit("infus")) for c in left}
                  | {Coord(8, 12): Hex(unit=Unit("infus"))}, "Paint infantry")
    qtbot.waitUntil(lambda: w.forces.forces is not None
                    and w.forces.forces.side(Side.ALLIES).total.units == 3)
    infantry = row(w, Side.ALLIES, "Infantry")
    assert w.forces.forces.side(Side.ALLIES).sections[Section.LEFT] == Count(2, 8)
    w.forces.tables[1].itemActivated.emit(infantry, COLUMNS.index("Left") + 1)
    assert w.editor.selection == set(left)
    assert "Selected 2 units" in w.statusBar().currentMessage()
    w.forces.tables[1].itemActivated.emit(row(w, Side.ALLIES, "All"), COLUMNS.index("Total") + 1)
    assert w.editor.selection == {*left, Coord(8, 12)}


def test_a_count_s_units_far_apart_are_all_brought_into_view(
        make_window: WindowFactory, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A count's units were selected with the first alone centred: on a map zoomed in, the
    others stayed out of sight. They are brought into view as a finding's hexes are."""
    w = make_window()
    w.show_dock(w.forces)
    apart = [Coord(8, 0), Coord(0, 24)]  # the board's opposite corners
    w.document.set_hexes({c: Hex(unit=Unit("infus")) for c in apart}, "Paint infantry")
    qtbot.waitUntil(lambda: w.forces.forces is not None
                    and w.forces.forces.side(Side.ALLIES).total.units == 2)
    w.canvas.set_zoom(3.0)
    w.forces.tables[1].itemActivated.emit(row(w, Side.ALLIES, "All"), COLUMNS.index("Total") + 1)
    assert w.editor.selection == set(apart)
    view = w.canvas.viewport().rect()
    assert all(view.contains(w.canvas.hex_view_rect(c)) for c in apart)


def test_a_layout_saved_before_the_panel_existed_tabs_it_with_the_findings(
        make_window: WindowFactory, tmp_path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The layout of an editor without the panel (saved by 842cd81, the version before it,
    tests/data/compat) put it beside the bottom tabs, where this test's own imitation (the
    panel taken out of a layout before saving it) left a trace of it that Qt restored (the
    leftovers2 audit): it is tabbed with the findings, which stay the tab in front, and
    the rest of the layout is as saved."""
    import shutil

    from PySide6.QtCore import QSettings

    from ..conftest import DATA

    shutil.copy(DATA / "compat" / "settings-842cd81.ini", tmp_path / "old.ini")
    old = QSettings(str(tmp_path / "old.ini"), QSettings.Format.IniFormat)
    first = make_window(settings=old)
    assert first.forces in first.tabifiedDockWidgets(first.findings)
    assert first.forces.isVisible() and first.forces.visibleRegion().isEmpty()
    assert not first.findings.visibleRegion().isEmpty()  # in front, as saved
    assert set(first.tabifiedDockWidgets(first.hex_dock)) == {first.properties}
    first.close()
    QApplication.processEvents()
    second = make_window()
    # a layout that has it keeps where the user put it
    second.removeDockWidget(second.forces)
    second.addDockWidget(second.dockWidgetArea(second.palette_dock), second.forces)
    second.forces.show()
    second.save_settings()
    second.close()
    QApplication.processEvents()
    third = make_window()
    qtbot.wait(50)
    assert third.forces not in third.tabifiedDockWidgets(third.findings)
    assert third.dockWidgetArea(third.forces) == third.dockWidgetArea(third.palette_dock)
