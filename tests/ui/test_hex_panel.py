"""The hex panel: unit, pieces, place name, medal objectives, exit markers and other markers
edited in forms; each change is one undo step and leaves the model exactly as expected."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import (
    QApplication, QCheckBox, QComboBox, QLabel, QPlainTextEdit, QPushButton, QSpinBox,
    QWidget,
)

from editor.engine.board import Coord, Side
from editor.engine.catalog import CATALOG
from editor.engine.scenario import GameInfo, Hex, Label, Medal, Piece, Scenario, Tag, Unit
from editor.io.m44 import load
from editor.ui.document import Document
from editor.ui.hex_panel import HexDock, HexListEditor
from editor.ui.palette import item_summary

from ..conftest import SCENARIOS
from .window_helpers import click, make_window  # noqa: F401 - fixture

HERE = Coord(4, 8)  # E5 on a STANDARD board
TOP = Coord(0, 10)  # F9, player 1's baseline


@pytest.fixture
def setup(qtbot) -> tuple[HexDock, Document]:
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
    s.set_hex(HERE, Hex(terrain=Piece("river", orientation=2),
                        rect_terrain=Piece("bridge"), unit=Unit("infus")))
    doc = Document(s)
    dock = HexDock(doc)
    qtbot.addWidget(dock)
    dock.set_hex(HERE)
    return dock, doc


def child(dock: HexDock, kind: type, name: str):
    # In the forms shown now (replaced forms wait hidden for their deletion).
    found = dock.body.findChild(kind, name)
    assert found is not None, name
    return found


def pick(combo: QComboBox, value) -> None:
    """Choose a value as a user does (mouse or arrow keys)."""
    i = combo.findData(value)
    assert i >= 0, value
    combo.setCurrentIndex(i)


def leave(widget: QWidget) -> None:
    QApplication.sendEvent(widget, QFocusEvent(QEvent.Type.FocusOut,
                                               Qt.FocusReason.TabFocusReason))


def one_step(doc: Document, before: Scenario, expected_hex: Hex | None = None,
             coord: Coord = HERE) -> None:
    """One undo step was pushed; the hex is exactly ``expected_hex``; undo gives back the
    scenario exactly, redo the edit."""
    assert doc.undo_stack.count() == 1, [doc.undo_stack.text(i)
                                         for i in range(doc.undo_stack.count())]
    after = copy.deepcopy(doc.scenario)
    if expected_hex is not None:
        assert doc.scenario.hex(coord) == expected_hex
    doc.undo_stack.undo()
    assert doc.scenario == before
    doc.undo_stack.redo()
    assert doc.scenario == after
    doc.undo_stack.clear()


def test_no_hex_then_a_hex(setup) -> None:
    dock, _ = setup
    dock.set_hex(None)
    assert "Select a hex" in dock.header.text()
    dock.set_hex(HERE)
    assert "E5" in dock.header.text()


def test_unit_figures(setup) -> None:
    dock, doc = setup
    before = copy.deepcopy(doc.scenario)
    figures = child(dock, QSpinBox, "unit_figures")
    assert figures.value() == 4  # infantry's standard count, shown though not written
    figures.setValue(3)
    h = before.hex(HERE)
    one_step(doc, before, Hex(terrain=h.terrain, rect_terrain=h.rect_terrain,
                              unit=Unit("infus", nbr_units=3)))
    figures.stepDown()
    figures.stepDown()  # spinning merges into the step until the field is left
    assert doc.undo_stack.count() == 1 and doc.scenario.hex(HERE).unit.nbr_units == 1
    leave(figures)
    figures.setValue(4)  # the standard count is "not given"
    assert doc.undo_stack.count() == 2 and doc.scenario.hex(HERE).unit.nbr_units is None
    doc.undo_stack.undo()
    assert figures.value() == 1  # the panel follows undo


def test_unit_badge_and_behaviour_and_side(setup) -> None:
    dock, doc = setup
    assert child(dock, QLabel, "unit_side").text() == "Allies, player 2 (bottom)"
    before = copy.deepcopy(doc.scenario)
    pick(child(dock, QComboBox, "unit_badge"), "badge2")
    expected = copy.deepcopy(before.hex(HERE))
    expected = Hex(terrain=expected.terrain, rect_terrain=expected.rect_terrain,
                   unit=Unit("infus", badge="badge2"))
    one_step(doc, before, expected)
    before = copy.deepcopy(doc.scenario)
    pick(child(dock, QComboBox, "unit_behavior"), "CAN_IGNORE_ONE_FLAG")
    one_step(doc, before, Hex(terrain=expected.terrain, rect_terrain=expected.rect_terrain,
                              unit=Unit("infus", badge="badge2",
                                        behavior="CAN_IGNORE_ONE_FLAG")))
    before = copy.deepcopy(doc.scenario)
    pick(child(dock, QComboBox, "unit_badge"), None)
    assert doc.scenario.hex(HERE).unit.badge is None and doc.undo_stack.count() == 1
    doc.undo_stack.clear()
    before = copy.deepcopy(doc.scenario)
    child(dock, QPushButton, "unit_remove").click()
    one_step(doc, before, Hex(terrain=expected.terrain, rect_terrain=expected.rect_terrain))
    assert dock.body.findChild(QSpinBox, "unit_figures") is None


def test_piece_orientation_behaviour_owner(setup) -> None:
    dock, doc = setup
    before = copy.deepcopy(doc.scenario)
    spin = child(dock, QSpinBox, "terrain_orientation")
    assert (spin.minimum(), spin.maximum(), spin.value()) == (1, 3, 2)
    child(dock, QPushButton, "terrain_rotate_left").click()
    h = before.hex(HERE)
    one_step(doc, before, Hex(terrain=Piece("river", orientation=3),
                              rect_terrain=h.rect_terrain, unit=h.unit))
    assert spin.value() == 3
    before = copy.deepcopy(doc.scenario)
    behavior = child(dock, QComboBox, "terrain_behavior")
    assert "FORDABLE_STREAM" in [behavior.itemData(i) for i in range(behavior.count())]
    assert "SEAWALL" not in [behavior.itemData(i) for i in range(behavior.count())]
    pick(behavior, "FORDABLE_STREAM")
    one_step(doc, before, Hex(terrain=Piece("river", orientation=3, behavior="FORDABLE_STREAM"),
                              rect_terrain=h.rect_terrain, unit=h.unit))
    before = copy.deepcopy(doc.scenario)
    pick(child(dock, QComboBox, "rect_terrain_owner"), "AXIS")
    assert doc.scenario.hex(HERE).rect_terrain == Piece("bridge", original_owner=Side.AXIS)
    one_step(doc, before)
    before = copy.deepcopy(doc.scenario)
    child(dock, QPushButton, "rect_terrain_remove").click()
    assert doc.scenario.hex(HERE).rect_terrain is None
    # the History names the layer as the panel does ("Square piece", not "rect terrain")
    assert doc.undo_stack.undoText() == "Remove square piece on E5"
    one_step(doc, before)


def test_an_orientation_is_said_as_the_angle_its_drawing_is_turned(setup, qtbot) -> None:
    """Found by the designfix audit: the Orientation field showed a bare "2"; it says the
    angle the drawing is turned ("60° ↺", as the ↺ button turns it), with the number the
    file stores, and a number or an angle typed in it is taken."""
    dock, doc = setup
    spin = child(dock, QSpinBox, "rect_terrain_orientation")  # the bridge, 6 orientations
    assert spin.value() == 1 and spin.text() == "as drawn (1)"
    child(dock, QPushButton, "rect_terrain_rotate_left").click()
    assert doc.scenario.hex(HERE).rect_terrain.orientation == 2
    assert spin.text() == "60° ↺ (2)"
    assert "counter-clockwise" in spin.toolTip() and "the file stores" in spin.toolTip()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "4")
    leave(spin)
    assert doc.scenario.hex(HERE).rect_terrain.orientation == 4
    assert spin.text() == "180° ↺ (4)"
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "240°")
    leave(spin)
    assert doc.scenario.hex(HERE).rect_terrain.orientation == 5
    assert "Orientations: 6, each 60° further counter-clockwise (R turns it)" in item_summary(
        "bridge")


def test_place_name_typing_is_one_step(setup, qtbot) -> None:
    dock, doc = setup
    before = copy.deepcopy(doc.scenario)
    edit = child(dock, QPlainTextEdit, "label_text")
    qtbot.keyClicks(edit, "Pont")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.keyClicks(edit, "Neuf")
    assert doc.scenario.labels == [Label(HERE, ("Pont", "Neuf"))]
    one_step(doc, before)
    leave(edit)
    edit.clear()  # empty text removes the label
    assert doc.scenario.labels == [] and doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert edit.toPlainText() == "Pont\nNeuf"


def test_medal_objective_fields(setup, qtbot) -> None:
    dock, doc = setup
    before = copy.deepcopy(doc.scenario)
    pick(child(dock, QComboBox, "add_medal_kind"), "medal1")
    child(dock, QPushButton, "add_medal").click()
    h = before.hex(HERE)
    base = dict(terrain=h.terrain, rect_terrain=h.rect_terrain, unit=h.unit)
    one_step(doc, before, Hex(**base, tags=(Tag("medal1"),)))

    def step(action, tag: Tag) -> None:
        b = copy.deepcopy(doc.scenario)
        action()
        one_step(doc, b, Hex(**base, tags=(tag,)))

    step(lambda: pick(child(dock, QComboBox, "tag0_side"), "ALLIES"),
         Tag("medal1", side=Side.ALLIES, medal=Medal(side=Side.ALLIES)))
    step(lambda: pick(child(dock, QComboBox, "tag0_permanent"), True),
         Tag("medal1", side=Side.ALLIES, medal=Medal(side=Side.ALLIES, permanent=True)))
    step(lambda: child(dock, QSpinBox, "tag0_counts_for").setValue(2),
         Tag("medal1", side=Side.ALLIES, medal=Medal(side=Side.ALLIES, permanent=True,
                                                     counts_for=2)))
    step(lambda: child(dock, QCheckBox, "tag0_turn_start").setChecked(True),
         Tag("medal1", side=Side.ALLIES, medal=Medal(side=Side.ALLIES, permanent=True,
                                                     counts_for=2, turn_start=True)))
    step(lambda: pick(child(dock, QComboBox, "tag0_permanent"), False),
         Tag("medal1", side=Side.ALLIES, medal=Medal(side=Side.ALLIES, permanent=False,
                                                     counts_for=2, turn_start=True)))
    step(lambda: child(dock, QCheckBox, "tag0_majority").setChecked(True),
         Tag("medal1", side=Side.ALLIES, medal=Medal(side=Side.ALLIES, permanent=False,
                                                     counts_for=2, turn_start=True,
                                                     majority=True)))

    def add_group() -> None:
        entry = child(dock, QWidget, "tag0_group_entry")
        qtbot.keyClicks(entry, "E5, f6 z99 E6")  # z99 is not on the board, E6 is e6
        qtbot.keyClick(entry, Qt.Key.Key_Return)
    b = copy.deepcopy(doc.scenario)
    add_group()
    assert doc.scenario.hex(HERE) == b.hex(HERE)  # refused whole: one name is wrong
    editor = child(dock, HexListEditor, "tag0_group")
    assert editor.error.text() == "Not hexes of this board: z99"  # E6 can only mean e6
    assert doc.undo_stack.count() == 0
    editor.entry.setText("E5 f6")
    medal = Medal(side=Side.ALLIES, permanent=False, counts_for=2, turn_start=True,
                  majority=True)
    step(editor.add_typed, Tag("medal1", side=Side.ALLIES, group=("f6", "E5"), medal=medal))
    assert editor.names() == ("f6", "E5")  # in board order: f6's row is above E5's

    def remove_first() -> None:
        editor.list.setCurrentRow(0)
        qtbot.keyClick(editor.list, Qt.Key.Key_Delete)
    step(remove_first, Tag("medal1", side=Side.ALLIES, group=("E5",), medal=medal))
    step(lambda: pick(child(dock, QComboBox, "tag0_side"), None),
         Tag("medal1", group=("E5",), medal=Medal(permanent=False, counts_for=2,
                                                   turn_start=True, majority=True)))
    step(lambda: pick(child(dock, QComboBox, "tag0_name"), "medal0"),
         Tag("medal0", group=("E5",), medal=Medal(permanent=False, counts_for=2,
                                                   turn_start=True, majority=True)))
    b = copy.deepcopy(doc.scenario)
    child(dock, QPushButton, "tag0_remove").click()
    one_step(doc, b, Hex(**base))


def test_a_group_shared_by_several_hexes_is_edited_on_all(qtbot) -> None:
    doc = Document(load([p for p in SCENARIOS if p.stem == "oyster-green"][0]).scenario)
    dock = HexDock(doc)
    qtbot.addWidget(dock)
    here = Coord(3, 5)
    dock.set_hex(here)
    linked = [c for c, t in doc.scenario.tags() if t.group == ("c6", "f6", "j6")]
    assert len(linked) == 3
    before = copy.deepcopy(doc.scenario)
    editor = child(dock, HexListEditor, "tag0_group")
    editor.entry.setText("d6")
    editor.add_typed()
    assert doc.undo_stack.count() == 1
    for c in linked:
        assert doc.scenario.hex(c).tags[0].group == ("c6", "d6", "f6", "j6")
    doc.undo_stack.undo()
    assert doc.scenario == before
    child(dock, QCheckBox, "tag0_group_linked").setChecked(False)
    editor.entry.setText("d6")
    editor.add_typed()
    assert doc.scenario.hex(here).tags[0].group == ("c6", "d6", "f6", "j6")
    assert all(doc.scenario.hex(c) == before.hex(c) for c in linked if c != here)


def test_exit_markers(setup, qtbot) -> None:
    dock, doc = setup
    dock.set_hex(TOP)
    before = copy.deepcopy(doc.scenario)
    child(dock, QPushButton, "add_exit").click()
    # On player 1's baseline the exit is for player 2's side, through this hex.
    one_step(doc, before, Hex(tags=(Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES,
                                        group=("F9",)),)), TOP)
    editor = child(dock, HexListEditor, "tag0_group")
    before = copy.deepcopy(doc.scenario)
    qtbot.keyClicks(editor.entry, "G9 H9")
    qtbot.keyClick(editor.entry, Qt.Key.Key_Return)
    one_step(doc, before, Hex(tags=(Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES,
                                        group=("F9", "G9", "H9")),)), TOP)
    before = copy.deepcopy(doc.scenario)
    pick(child(dock, QComboBox, "tag0_side"), "AXIS")
    one_step(doc, before, Hex(tags=(Tag("tag4", behavior="EXIT_MARKER", side=Side.AXIS,
                                        group=("F9", "G9", "H9")),)), TOP)
    before = copy.deepcopy(doc.scenario)
    pick(child(dock, QComboBox, "tag0_name"), "tag5")
    one_step(doc, before, Hex(tags=(Tag("tag5", behavior="EXIT_MARKER", side=Side.AXIS,
                                        group=("F9", "G9", "H9")),)), TOP)
    before = copy.deepcopy(doc.scenario)
    child(dock, QPushButton, "tag0_remove").click()
    one_step(doc, before, Hex(), TOP)
    assert TOP not in doc.scenario.hexes


def test_an_exit_marker_s_icon_points_as_the_map_draws_it(setup) -> None:
    """Found by the review5 audit: the Hex panel's icon of an exit on the bottom edge (the
    top player's, the Axis's here) pointed up, off the top edge, while the map drew its
    arrow down, off the bottom edge, where its units leave. The icon is drawn turned as the
    map's token is (an exit in the top half points up, in the bottom half down)."""
    from editor.ui.icons import item_pixmap

    dock, doc = setup
    for c, turned in ((TOP, 1), (Coord(8, 10), 4), (Coord(5, 11), 4), (Coord(4, 10), 1)):
        dock.set_hex(c)
        child(dock, QPushButton, "add_exit").click()
        combo = child(dock, QComboBox, "tag0_name")
        for i in range(combo.count()):
            shown = combo.itemIcon(i).pixmap(32).toImage()
            drawn = item_pixmap(combo.itemData(i), 32, orientation=turned).toImage()
            other = item_pixmap(combo.itemData(i), 32, orientation=5 - turned).toImage()
            assert shown == drawn and shown != other, (c, combo.itemData(i))
    # back on hexes of forms of the same shape (shown in the same forms), turned anew
    for c, turned in ((TOP, 1), (Coord(8, 10), 4)):
        dock.set_hex(c)
        combo = child(dock, QComboBox, "tag0_name")
        shown = combo.itemIcon(0).pixmap(32).toImage()
        assert shown == item_pixmap("tag4", 32, orientation=turned).toImage(), c


def exit_line_typed(dock: HexDock, qtbot, text: str) -> HexListEditor:  # type: ignore[no-untyped-def]
    """An exit added on TOP, and ``text`` typed into its line's hexes with Enter."""
    dock.set_hex(TOP)
    dock.add_exit()
    editor = child(dock, HexListEditor, "tag0_group")
    qtbot.keyClicks(editor.entry, text)
    qtbot.keyClick(editor.entry, Qt.Key.Key_Return)
    return editor


def test_a_hex_typed_in_the_other_case_is_the_one_hex_it_can_mean(setup, qtbot) -> None:
    """e9 typed into an exit line is E9, as Go to Hex reads it (a row's hexes are all upper
    or all lower case, so e9 names no other hex): the list refused it ("e9 (E9?)") while
    Go to Hex went there."""
    dock, doc = setup
    editor = exit_line_typed(dock, qtbot, "e9, G8 ")
    assert editor.error.isHidden() and editor.entry.text() == ""
    assert doc.scenario.hex(TOP).tags[0].group == ("E9", "F9", "g8")


def test_hexes_typed_into_a_group_are_kept_in_board_order(setup, qtbot) -> None:
    """Exit hexes stayed in the order typed (B9, A9, C9 after F9); the list is kept in
    board order, by row from the top edge then column, as official files list them and as
    "Use selected hexes" takes them. A name of the file that is no hex of the board stays,
    after them."""
    dock, doc = setup
    editor = exit_line_typed(dock, qtbot, "B9 a8 A9, C9")
    assert doc.scenario.hex(TOP).tags[0].group == ("A9", "B9", "C9", "F9", "a8")
    assert editor.names() == ("A9", "B9", "C9", "F9", "a8")
    t = doc.scenario.hex(TOP).tags[0]
    doc.set_hex(TOP, Hex(tags=(replace(t, group=("Z99", "C9", "A9")),)), "a file's group")
    qtbot.keyClicks(editor.entry, "B9")
    qtbot.keyClick(editor.entry, Qt.Key.Key_Return)
    assert doc.scenario.hex(TOP).tags[0].group == ("A9", "B9", "C9", "Z99")


def test_other_markers(setup) -> None:
    dock, doc = setup
    before = copy.deepcopy(doc.scenario)
    pick(child(dock, QComboBox, "add_tag_kind"), "tag3")
    child(dock, QPushButton, "add_tag").click()
    h = before.hex(HERE)
    base = dict(terrain=h.terrain, rect_terrain=h.rect_terrain, unit=h.unit)
    one_step(doc, before, Hex(**base, tags=(Tag("tag3", behavior="MINE_FIELD"),)))
    behavior = child(dock, QComboBox, "tag0_behavior")
    assert "FORD" not in [behavior.itemData(i) for i in range(behavior.count())]
    before = copy.deepcopy(doc.scenario)
    pick(child(dock, QComboBox, "tag0_side"), "AXIS")
    one_step(doc, before, Hex(**base, tags=(Tag("tag3", behavior="MINE_FIELD",
                                                side=Side.AXIS),)))
    before = copy.deepcopy(doc.scenario)
    pick(behavior, "DECOY_MEDAL_MINE_FIELD")
    one_step(doc, before, Hex(**base, tags=(Tag("tag3", behavior="DECOY_MEDAL_MINE_FIELD",
                                                side=Side.AXIS),)))
    # An exit marker chosen among the other markers is made a real exit marker.
    before = copy.deepcopy(doc.scenario)
    pick(child(dock, QComboBox, "add_tag_kind"), "tag5")
    child(dock, QPushButton, "add_tag").click()
    one_step(doc, before, Hex(**base, tags=(
        Tag("tag3", behavior="DECOY_MEDAL_MINE_FIELD", side=Side.AXIS),
        Tag("tag5", behavior="EXIT_MARKER", group=("E5",)))))
    assert child(dock, HexListEditor, "tag1_group").names() == ("E5",)


def test_a_marker_removed_is_named_in_words_in_the_history(setup) -> None:
    """The History and Undo's tooltip said "Remove tag1 on E5", the file's name of a Battle
    Star token; they name it as its form is titled."""
    dock, doc = setup
    for name in ("tag1", "tag4", "medal2", "tag3"):
        pick(child(dock, QComboBox, "add_tag_kind" if name != "medal2" else "add_medal_kind"),
             name)
        child(dock, QPushButton, "add_tag" if name != "medal2" else "add_medal").click()
    for words in ("Battle Star token", "exit marker", "medal objective", "minefield"):
        child(dock, QPushButton, "tag0_remove").click()
        assert doc.undo_stack.undoText() == f"Remove {words.lower()} on E5"


def test_the_panel_follows_undo_of_other_edits(setup) -> None:
    dock, doc = setup
    h = doc.scenario.hex(HERE)
    doc.set_hex(HERE, Hex(terrain=h.terrain, rect_terrain=h.rect_terrain,
                          unit=Unit("infus", nbr_units=2, badge="badge1")), "Outside")
    assert child(dock, QSpinBox, "unit_figures").value() == 2
    assert child(dock, QComboBox, "unit_badge").currentData() == "badge1"
    doc.undo_stack.undo()
    assert child(dock, QSpinBox, "unit_figures").value() == 4
    assert child(dock, QComboBox, "unit_badge").currentData() is None
    assert doc.undo_stack.count() == 1  # refreshing pushed nothing


def test_switching_documents_drops_the_selection(setup) -> None:
    dock, doc = setup
    other = Document()
    dock.set_document(other)
    assert dock.coord is None and "Select a hex" in dock.header.text()
    doc.set_hex(HERE, Hex(), "Erase")  # the old document no longer drives the panel
    assert dock.coord is None


def test_unit_nation_changes_its_side(setup) -> None:
    dock, doc = setup
    doc.set_hex(HERE, Hex(terrain=Piece("river", orientation=2), rect_terrain=Piece("bridge"),
                          unit=Unit("infus", nbr_units=3, badge="badge2")), "Set up")
    doc.undo_stack.clear()
    before = copy.deepcopy(doc.scenario)
    nation = child(dock, QComboBox, "unit_nation")
    assert [nation.itemData(i) for i in range(nation.count())] == ["us", "ger", "ru", "jp",
                                                                   "brit"]
    pick(nation, "ger")
    h = before.hex(HERE)
    one_step(doc, before, Hex(terrain=h.terrain, rect_terrain=h.rect_terrain,
                              unit=Unit("infger", nbr_units=3, badge="badge2")))
    assert child(dock, QLabel, "unit_side").text() == "Axis, player 1 (top)"


def test_a_unit_the_catalog_does_not_know_offers_no_nation(setup) -> None:
    """A unit the catalog does not know (a misspelt name from a file) has no nation to
    choose: its form says so, where the nation list read "None (not a known value)"."""
    dock, doc = setup
    doc.set_hex(HERE, Hex(unit=Unit("infgerman")), "Set up")
    nation = child(dock, QComboBox, "unit_nation")
    assert [nation.itemText(i) for i in range(nation.count())] == ["unknown"]
    assert not nation.isEnabled()
    texts = [label.text() for label in dock.findChildren(QLabel)]
    assert "infgerman: not a unit of the catalog" in texts
    assert not any("None" in t for t in texts)
    doc.set_hex(HERE, Hex(unit=Unit("infger")), "Known")  # the same form, a known unit
    nation = child(dock, QComboBox, "unit_nation")
    assert nation.isEnabled() and nation.currentData() == "ger"


@pytest.mark.parametrize("unit,date,says", [
    (Unit("infus"), None, ["Infantry rules"]),
    (Unit("infus", badge="badge12"), None, ["with its badge, Combat Engineer rules",
                                            "special rules"]),
    (Unit("inf2us", badge="badge3"), None, ["its badge's rules, which the engine plays"]),
    (Unit("infus", badge="badge37"), None, ["Anti Tank or Anti Tank Late War", "Date begins"]),
    (Unit("infus", badge="badge37"), "1944-06-06", ["with its badge, Anti Tank Late War rules"]),
    (Unit("tankus", badge="badge29"), None, ["changes the rules of inf units only"]),
    (Unit("infbrit", badge="badge1"), None, ["given by its badge (without it: "]),
])
def test_the_unit_form_says_what_rules_a_badged_unit_plays_by(qtbot, unit, date, says) -> None:
    from dataclasses import replace as _replace

    from PySide6.QtWidgets import QLabel

    s = Scenario()
    s.game_info = _replace(s.game_info, date_begin=date)
    s.set_hex(Coord(4, 12), Hex(unit=unit))
    dock = HexDock(Document(s))
    qtbot.addWidget(dock)
    dock.set_hex(Coord(4, 12))
    text = dock.findChild(QLabel, "unit_plays_by").text()
    for part in says:
        assert part in text, text


@pytest.mark.parametrize(("options", "layers", "words"), [
    ({"air_rules": False}, {}, "is not played, the game leaves it off the board"),
    ({"air_rules": True}, {"terrain": Piece("airfield")}, "on the ground (an airfield)"),
    ({"air_rules": {"models": {"ALLIES": "corsair"}}}, {"rect_terrain": Piece("pcarrier")},
     "Vought F4U Corsair (named by the scenario); on the ground (an aircraft carrier)"),
    ({"air_rules": True}, {}, "airborne at the start"),
])
def test_an_airplane_says_its_model_and_whether_it_starts_on_the_ground(
        qtbot, options: dict, layers: dict, words: str) -> None:
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                    country_player2="US", options=options))
    s.set_hex(HERE, Hex(unit=Unit("plnus"), **layers))
    doc = Document(s)
    dock = HexDock(doc)
    qtbot.addWidget(dock)
    dock.set_hex(HERE)
    assert words in child(dock, QLabel, "unit_airplane").text()


def air_dock(qtbot, air_rules: object, h: Hex) -> tuple[Document, HexDock, Scenario]:
    """A panel on HERE holding ``h``, with the Air rules ``air_rules``; and the scenario
    as it was."""
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                    options={"air_rules": air_rules}))
    s.set_hex(HERE, h)
    doc = Document(s)
    dock = HexDock(doc)
    qtbot.addWidget(dock)
    dock.set_hex(HERE)
    return doc, dock, copy.deepcopy(doc.scenario)


def test_an_airplane_model_of_its_own_is_chosen_in_the_unit_form(qtbot) -> None:
    """The model combo: the side's model by default, a model of its own written as the
    unit's airplane_model (one undo step), shown in the airplane line, and back."""
    doc, dock, before = air_dock(qtbot, {"models": {"AXIS": "me109"}}, Hex(unit=Unit("plnger")))
    model = child(dock, QComboBox, "unit_airplane_model")
    assert model.currentData() is None and model.count() == 11
    assert "Messerschmitt" in child(dock, QLabel, "unit_airplane").text()
    pick(model, "storch")
    assert doc.scenario.hex(HERE).unit == Unit("plnger", extra={"airplane_model": "storch"})
    assert "Storch (its own model)" in child(dock, QLabel, "unit_airplane").text()
    pick(model, None)
    assert doc.scenario.hex(HERE).unit == Unit("plnger")
    for _ in range(doc.undo_stack.count()):
        doc.undo_stack.undo()
    assert doc.scenario == before


def test_ready_to_take_off_markers_are_placed_with_a_form(qtbot) -> None:
    """On an airfield: a check box, the side and the count, each one undo step, written as
    the hexagon's ready_to_take_off."""
    doc, dock, before = air_dock(qtbot, True, Hex(terrain=Piece("airfield"),
                                                 unit=Unit("plnger")))
    on = child(dock, QCheckBox, "ready_on")
    on.setChecked(True)
    assert doc.scenario.hex(HERE).extra["ready_to_take_off"] == {"side": "AXIS", "count": 1}
    child(dock, QSpinBox, "ready_count").setValue(3)
    assert doc.scenario.hex(HERE).extra["ready_to_take_off"]["count"] == 3
    child(dock, QCheckBox, "ready_on").setChecked(False)
    assert "ready_to_take_off" not in doc.scenario.hex(HERE).extra
    for _ in range(doc.undo_stack.count()):
        doc.undo_stack.undo()
    assert doc.scenario == before


def test_each_edit_of_the_ready_to_take_off_markers_is_a_step_of_its_own(qtbot) -> None:
    """The box, the side and the count are a step each (spinning the count merges until it
    is left): each wrote as the count's typing, so switching the markers on, choosing
    their side, spinning their count and switching them off made one step that undid
    nothing."""
    doc, dock, before = air_dock(qtbot, True, Hex(terrain=Piece("airfield"),
                                                 unit=Unit("plnger")))
    states = [copy.deepcopy(doc.scenario)]
    child(dock, QCheckBox, "ready_on").setChecked(True)
    states.append(copy.deepcopy(doc.scenario))
    pick(child(dock, QComboBox, "ready_side"), Side.ALLIES.value)
    states.append(copy.deepcopy(doc.scenario))
    count = child(dock, QSpinBox, "ready_count")
    count.stepUp()
    count.stepUp()
    states.append(copy.deepcopy(doc.scenario))
    assert doc.scenario.hex(HERE).extra["ready_to_take_off"] == {"side": "ALLIES",
                                                                 "count": 3}
    child(dock, QCheckBox, "ready_on").setChecked(False)
    assert doc.undo_stack.count() == 4, [doc.undo_stack.text(i)
                                         for i in range(doc.undo_stack.count())]
    for state in reversed(states):
        doc.undo_stack.undo()
        assert doc.scenario == state
    assert doc.scenario == before


def test_a_hex_of_the_same_kind_shows_in_the_same_forms_with_its_own_values(setup) -> None:
    """Selecting a hex rebuilds only the forms whose fields differ (the panel cost a third
    of a unit's selection): another infantry unit shows in the same unit form, with its
    own title, type, figures, badge and rules."""
    from PySide6.QtWidgets import QGroupBox

    dock, doc = setup
    other = Coord(2, 4)
    doc.set_hex(other, Hex(rect_terrain=Piece("bridge"), unit=Unit("tankger", nbr_units=2,
                                                                    badge="badge6")), "set up")
    figures = child(dock, QSpinBox, "unit_figures")
    box = figures.parentWidget()
    assert isinstance(box, QGroupBox) and box.title() == "Unit: US Infantry (infus)"
    dock.set_hex(other)
    assert child(dock, QSpinBox, "unit_figures") is figures  # the same form...
    assert figures.value() == 2  # ...showing the tank
    assert box.title().startswith("Unit: ") and "tankger" in box.title()
    assert "Armor" in box.toolTip() or "tank" in box.toolTip().lower()
    assert child(dock, QComboBox, "unit_badge").currentData() == "badge6"
    assert child(dock, QLabel, "unit_side").text().startswith("Axis")
    assert dock.body.findChild(QSpinBox, "terrain_orientation") is None  # no river here
    assert dock.header.text().startswith(f"Hex {doc.scenario.board.hex_name(other)}")
    dock.set_hex(HERE)
    assert child(dock, QSpinBox, "unit_figures") is figures and box.title().endswith("(infus)")
    assert child(dock, QSpinBox, "terrain_orientation").value() == 2


def test_a_form_title_follows_the_marker_and_the_rules_follow_the_badge(setup) -> None:
    """A medal's marker changed in its form renamed the marker but the title kept the old
    name; the unit's rules tooltip kept the old badge."""
    from PySide6.QtWidgets import QGroupBox

    dock, doc = setup
    doc.set_hex(HERE, replace(doc.scenario.hex(HERE), tags=(Tag("medal1"),)), "set up")
    marker = child(dock, QComboBox, "tag0_name")
    pick(marker, "medal2")
    assert doc.scenario.hex(HERE).tags[0].name == "medal2"
    titles = [b.title() for b in dock.body.findChildren(QGroupBox) if b.isVisibleTo(dock)]
    assert "Medal objective (Axis)" in titles and "Medal objective (Allies)" not in titles
    box = child(dock, QSpinBox, "unit_figures").parentWidget()
    assert box.toolTip().startswith("Rules: Infantry")
    pick(child(dock, QComboBox, "unit_badge"), "badge2")  # the Rangers' special forces
    assert box.toolTip().startswith("Rules: Special Forces infantry")


def test_marker_forms_are_titled_in_words(setup) -> None:
    """The forms of markers were titled by their catalog names ("Objective medal1", "Exit
    tag4"); they say what they are, with the side: the side a medal scores for in effect,
    the side that exits; the catalog's label and name are in the tooltip."""
    from PySide6.QtWidgets import QGroupBox

    dock, doc = setup
    doc.set_hex(TOP, Hex(tags=(Tag("medal1"), Tag("medal0"),
                               Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES,
                                   group=("F9",)))), "set up")
    dock.set_hex(TOP)

    def titles() -> list[str]:
        return [b.title() for b in dock.body.findChildren(QGroupBox) if b.isVisibleTo(dock)]
    assert {"Medal objective (Allies)", "Medal objective (either side)",
            "Exit marker (Allies)"} <= set(titles())
    assert not [t for t in titles() if "medal1" in t or "tag4" in t]
    exit_box = next(b for b in dock.body.findChildren(QGroupBox)
                    if b.isVisibleTo(dock) and b.title() == "Exit marker (Allies)")
    assert exit_box.toolTip() == "Exit marker (arrow) (tag4)"
    pick(child(dock, QComboBox, "tag1_side"), "AXIS")  # medal0 now scores for the Axis
    pick(child(dock, QComboBox, "tag2_side"), None)
    assert {"Medal objective (Axis)", "Exit marker"} <= set(titles())


def test_the_two_exit_markers_are_told_apart_by_their_drawing_not_their_code(
        make_window) -> None:  # type: ignore[no-untyped-def]
    """Found by the designfix audit: "Exit marker (tag4)" and "Exit marker (tag5)" were told
    apart by their file code alone, in the palette, the Hex panel, the status bar and the
    History. They mean the same (the vocabulary: "visual difference between tag4 and tag5
    not documented (both used for either side)"; the marker's side says whose exit it is),
    so they are named by their drawing; the code stays in the palette's second column and
    in the tooltips."""
    from PySide6.QtWidgets import QGroupBox

    from editor.ui.palette import _ItemEntry

    w = make_window()
    tree = w.palette_dock.tree
    entries = {}
    stack = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    while stack:
        item = stack.pop()
        if isinstance(item, _ItemEntry):
            entries[item.name] = item
        stack += [item.child(i) for i in range(item.childCount())]
    assert (entries["tag4"].text(0), entries["tag4"].text(1)) == ("Exit marker (arrow)", "tag4")
    assert entries["tag5"].text(0) == "Exit marker (chevrons)"
    assert "tag5" in entries["tag5"].toolTip(0) and "play alike" in entries["tag5"].toolTip(0)
    w.palette_dock.choose("tag5")
    c = Coord(0, 12)
    click(w.canvas, c)
    assert w.document.undo_stack.undoText() == "Paint Exit marker (chevrons) on G9"
    assert w.hex_dock.coord == c  # (shown as the hex painted)
    combo = child(w.hex_dock, QComboBox, "tag0_name")
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Exit marker (arrow)", "Exit marker (chevrons)"]
    assert "tag4" in combo.itemData(0, Qt.ItemDataRole.ToolTipRole)
    box = next(b for b in w.hex_dock.body.findChildren(QGroupBox)
               if b.isVisibleTo(w.hex_dock) and b.title().startswith("Exit marker ("))
    assert box.toolTip() == "Exit marker (chevrons) (tag5)"
    assert "Exit marker (chevrons)" in w.status.hex_words(c)


def test_an_other_markers_box_says_what_it_does_as_the_palette_does(setup) -> None:
    """Its tooltip was the catalog's research note ("tag14/tag15 -> TOKEN_CAMOUFLAGE")."""
    from PySide6.QtWidgets import QGroupBox

    from editor.ui.palette import item_summary

    dock, doc = setup
    doc.set_hex(TOP, Hex(tags=(Tag("tag14"),)), "set up")
    dock.set_hex(TOP)
    box = next(b for b in dock.body.findChildren(QGroupBox)
               if b.isVisibleTo(dock) and "tag14" in b.title())
    assert box.toolTip() == "\n".join(item_summary("tag14")[1:])
    assert box.toolTip().startswith("The simulator does not play it") and "->" not in box.toolTip()


def test_a_click_in_the_hex_panel_leaves_the_tool_keys_to_the_map(make_window, qtbot) -> None:
    """A designer picked a badge with the mouse, then pressed B for the Paint tool: the
    badge list still had the keyboard and jumped to the next badge starting with B (Big
    Gun → Badge 7), and the tool stayed. A click on the Hex panel's pick lists, buttons
    and boxes no longer takes the keyboard from the map (Tab still reaches them)."""
    from PySide6.QtTest import QTest

    from .window_helpers import activate, choose_with_the_mouse, click

    s = Scenario()
    c = Coord(4, 12)
    s.set_hex(c, Hex(unit=Unit("infus")))
    w = make_window(Document(s))
    activate(w, qtbot)
    click(w.canvas, c)  # the Select tool: the Hex panel shows the unit
    assert w.hex_dock.coord == c and QApplication.focusWidget() is w.canvas
    badge = w.hex_dock.findChild(QComboBox, "unit_badge")
    choose_with_the_mouse(qtbot, badge, "badge5")
    assert w.document.scenario.hex(c).unit.badge == "badge5"
    assert QApplication.focusWidget() is w.canvas
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_B)
    assert w.editor.tool.name == "paint"
    assert w.document.scenario.hex(c).unit.badge == "badge5"  # the choice kept
    # a button clicked (a medal added) leaves the keys to the map too
    w.editor.set_tool("select")
    add = next(b for b in w.hex_dock.findChildren(QPushButton)
               if b.text() == "Add medal objective")
    QTest.mouseClick(add, Qt.MouseButton.LeftButton)
    assert w.document.scenario.hex(c).tags
    assert QApplication.focusWidget() is w.canvas
    for widget in (badge, add):
        assert widget.focusPolicy() == Qt.FocusPolicy.TabFocus  # Tab reaches it


def test_an_exit_line_and_a_group_take_the_hexes_selected_on_the_map(make_window,  # type: ignore[no-untyped-def]
                                                                      qtbot) -> None:
    """An exit line's hexes and a majority objective's group had to be typed by name, where
    a sudden death takes the hexes selected on the map ("Use selected hexes"). The Hex
    panel keeps the hex a selection grows from (Shift+drag), and its exit line or group
    takes the selection, in board order, in one undo step."""
    from .window_helpers import drag

    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
    w = make_window(Document(s))
    board = w.document.scenario.board
    top = board.parse_hex("B9")
    w.canvas.setFocus()
    drag(w.canvas, [top])  # the Select tool: a click selects B9
    assert w.hex_dock.coord == top
    w.hex_dock.add_exit()
    assert w.document.scenario.hex(top).tags[0].group == ("B9",)
    w.document.undo_stack.clear()
    # the selection grows from B9 with Shift: the panel still shows B9's forms
    shift = Qt.KeyboardModifier.ShiftModifier
    drag(w.canvas, [board.parse_hex("E9"), board.parse_hex("C9")], shift)
    assert len(w.editor.selection) == 4 and w.hex_dock.coord == top
    assert "one of 4 hexes selected" in w.hex_dock.header.text()
    use = child(w.hex_dock, QPushButton, "tag0_group_use_selection")
    assert use.isVisible() and use.text() == "Use selected hexes"
    before = copy.deepcopy(w.document.scenario)
    use.click()
    assert w.document.undo_stack.undoText() == "Set exit hexes on B9"
    exit_line = ("B9", "C9", "D9", "E9")
    one_step(w.document, before, Hex(tags=(Tag("tag4", behavior="EXIT_MARKER",
                                                side=Side.ALLIES, group=exit_line),)), top)
    assert child(w.hex_dock, HexListEditor, "tag0_group").names() == exit_line
    assert w.canvas.zone == {board.parse_hex(n) for n in exit_line}  # shaded on the map
    # a majority objective's group, the same way
    mid = board.parse_hex("F5")
    drag(w.canvas, [mid])
    assert w.hex_dock.coord == mid and w.editor.selection == {mid}
    w.hex_dock.add_medal("medal1")
    w.hex_dock.set_medal(0, "Set objective majority", majority=True)
    drag(w.canvas, [board.parse_hex("e4")], shift)  # Shift+clicks add e4, then g6
    drag(w.canvas, [board.parse_hex("g6")], shift)
    assert w.hex_dock.coord == mid
    child(w.hex_dock, QPushButton, "tag0_group_use_selection").click()
    # in board order (by row from the top, then column), not in the order clicked
    assert w.document.scenario.hex(mid).tags[0].group == ("g6", "F5", "e4")
    # a click elsewhere (no Shift) shows that hex: the selection no longer grew from F5
    drag(w.canvas, [board.parse_hex("A1")])
    assert w.hex_dock.coord == board.parse_hex("A1")
    # a new selection holding the hex shown (a paste's, Select All) shows no hex's forms
    w.editor.set_selection([board.parse_hex("A1"), board.parse_hex("B1")])
    assert w.hex_dock.coord is None
    assert w.hex_dock.header.text().startswith("2 hexes selected, no unit among them: ")


def test_use_selected_hexes_with_nothing_selected_says_so(qtbot) -> None:
    editor = HexListEditor("Exit hexes", selection=lambda: ())
    qtbot.addWidget(editor)
    editor.show()
    changes: list[object] = []
    editor.changed.connect(changes.append)
    editor.use_button.click()
    assert changes == [] and editor.error.text() == "Select the hexes on the map first."
    # without a map to take them from, there is no such button
    assert HexListEditor("Exit hexes").use_button.isHidden()


def test_a_pick_list_too_narrow_for_its_choice_ends_it_with_an_ellipsis(setup, qtbot) -> None:
    """The closed "add medal" list showed "Objective medal, either si", cut mid-word (found
    by a helper): a choice too long for the box is drawn cut with "…", and its whole words
    stay the list's (and its reader's) text."""
    from editor.ui.text import ElidingComboBox

    dock, _doc = setup
    kind = child(dock, QComboBox, "add_medal_kind")
    assert isinstance(kind, ElidingComboBox)
    whole = kind.currentText()
    kind.resize(120, kind.height())
    assert kind.shown_text().endswith("…") and len(kind.shown_text()) < len(whole)
    assert kind.currentText() == whole
    kind.resize(2 * kind.fontMetrics().horizontalAdvance(whole) + 80, kind.height())
    assert kind.shown_text() == whole


def test_the_side_a_medal_scores_for_is_said_in_words_and_where_it_comes_from(setup) -> None:
    """Found placing an Axis medal on a new scenario: its form read "Scores for: either
    side" and under it "in effect: AXIS", the file's word, seemingly at odds with the line
    above (the marker's colour decides when the medal names no side). The unset entry
    says the marker decides, and the line names the side in words and why."""
    dock, doc = setup
    doc.set_hex(TOP, Hex(tags=(Tag("medal2"), Tag("medal0"))), "set up")
    dock.set_hex(TOP)

    def in_effect() -> list[str]:
        return [label.text() for label in dock.body.findChildren(QLabel)
                if label.accessibleName() == "Side it scores for, all things considered"
                and label.isVisibleTo(dock)]
    combo = child(dock, QComboBox, "tag0_side")
    assert combo.currentText() == "as the marker shows"
    assert in_effect() == ["in effect: Axis (the marker's colour)", "in effect: either side"]
    pick(combo, "ALLIES")
    assert in_effect()[0] == "in effect: Allies"


# ------------------------------------------------------------------ several units at once

INF, INF3, TANK, WOODS = Coord(4, 8), Coord(4, 10), Coord(4, 12), Coord(6, 8)


@pytest.fixture
def several(qtbot) -> tuple[HexDock, Document]:
    """Three units (infantry of the standard 4 figures, infantry of 3 with a badge, armor
    of the standard 3) and a wood without a unit, all four selected."""
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
    s.set_hex(INF, Hex(terrain=Piece("hills"), unit=Unit("infus")))
    s.set_hex(INF3, Hex(unit=Unit("infus", nbr_units=3, badge="badge2")))
    s.set_hex(TANK, Hex(unit=Unit("tankger", behavior="CAN_IGNORE_ONE_FLAG")))
    s.set_hex(WOODS, Hex(terrain=Piece("woods")))
    doc = Document(s)
    dock = HexDock(doc)
    qtbot.addWidget(dock)
    dock.set_hex(None, frozenset({INF, INF3, TANK, WOODS}))
    return dock, doc


def test_several_units_selected_show_one_form_their_differing_values_mixed(several) -> None:
    """With several hexes selected the panel said only "select one to edit what stands on
    it": giving six units a badge meant six selections. The units of the selection are
    edited in one form, a value they share shown, one they differ on shown as mixed."""
    dock, _doc = several
    assert dock.header.text().startswith("3 units on 4 selected hexes")
    kinds = child(dock, QLabel, "units_kinds").text()
    assert kinds.replace("\N{NO-BREAK SPACE}", " ") == "2 × US Infantry, 1 × German Armor"
    figures = child(dock, QSpinBox, "units_figures")
    assert figures.text() == "(mixed)" and figures.value() == figures.minimum()
    badge = child(dock, QComboBox, "units_badge")
    behavior = child(dock, QComboBox, "units_behavior")
    assert badge.currentText() == behavior.currentText() == "(mixed)"
    assert dock.body.findChild(QSpinBox, "unit_figures") is None  # no one hex's forms
    # two infantry units of 4 figures, no badge: their values, nothing mixed
    dock.set_hex(None, frozenset({INF, WOODS}))
    dock.document.set_hex(INF3, Hex(unit=Unit("infus")), "set up")
    dock.set_hex(None, frozenset({INF, INF3, WOODS}))
    assert dock.header.text().startswith("2 units on 3 selected hexes")
    assert (figures.value(), figures.text()) == (4, "4")
    assert badge.currentData() is None and badge.currentText() == "(none)"
    assert badge.findText("(mixed)") < 0  # the mixed entry only while they differ


def test_the_arrows_do_not_step_from_mixed_figures(several, qtbot) -> None:
    """Found using the form: Up pressed on "(mixed)" stepped from the hidden value under
    it to the smallest count, and every selected unit had 1 figure. From "(mixed)" the
    arrows do nothing; once the units share a number, they step it as usual."""
    dock, doc = several
    figures = child(dock, QSpinBox, "units_figures")
    for key in (Qt.Key.Key_Up, Qt.Key.Key_PageUp, Qt.Key.Key_Down):
        qtbot.keyClick(figures, key)
    assert figures.text() == "(mixed)" and doc.undo_stack.count() == 0
    figures.setValue(3)
    qtbot.keyClick(figures, Qt.Key.Key_Up)
    assert figures.text() == "4"
    assert [doc.scenario.hex(c).unit.nbr_units for c in (INF, INF3, TANK)] == [None, None, 4]


def test_figures_set_on_several_units_is_one_step_each_standard_count_not_given(
        several) -> None:
    """Set to 3, the infantry gets 3 figures written and the armor, whose standard count is
    3, "not given", as the one-hex form writes each; the wood is left as it was; one
    Undo takes it all back, and the panel follows."""
    dock, doc = several
    before = copy.deepcopy(doc.scenario)
    figures = child(dock, QSpinBox, "units_figures")
    figures.setValue(3)
    assert doc.undo_stack.count() == 1
    assert doc.undo_stack.undoText() == "Set figures of 3 units"
    assert doc.scenario.hex(INF).unit == Unit("infus", nbr_units=3)
    assert doc.scenario.hex(INF3).unit == Unit("infus", nbr_units=3, badge="badge2")
    assert doc.scenario.hex(TANK).unit == Unit("tankger", behavior="CAN_IGNORE_ONE_FLAG")
    assert doc.scenario.hex(WOODS) == before.hex(WOODS)
    assert figures.text() == "3"
    figures.stepUp()  # spinning merges into the step until the field is left
    assert doc.undo_stack.count() == 1
    assert [doc.scenario.hex(c).unit.nbr_units for c in (INF, INF3, TANK)] == [None, None, 4]
    doc.undo_stack.undo()
    assert doc.scenario == before
    assert figures.text() == "(mixed)"  # the panel follows undo
    doc.undo_stack.redo()
    assert figures.value() == 4
    leave(figures)
    figures.setValue(2)
    assert doc.undo_stack.count() == 2  # a new step once the field was left


def test_a_badge_and_a_behaviour_chosen_for_several_units_go_on_all_of_them(several) -> None:
    """One choice of the units' form puts the badge (or behaviour) on every selected unit,
    "(none)" takes it off all of them; each one step, one Undo taking it back."""
    dock, doc = several
    badge = child(dock, QComboBox, "units_badge")
    before = copy.deepcopy(doc.scenario)
    pick(badge, "badge5")
    assert doc.undo_stack.undoText() == "Set badge of 3 units"
    assert [doc.scenario.hex(c).unit.badge for c in (INF, INF3, TANK)] == ["badge5"] * 3
    assert doc.scenario.hex(WOODS) == before.hex(WOODS)
    assert badge.findText("(mixed)") < 0 and badge.currentData() == "badge5"
    one_step(doc, before)
    before = copy.deepcopy(doc.scenario)
    pick(badge, None)  # "(none)": taken off all of them
    assert doc.undo_stack.undoText() == "Remove badge from 3 units"
    assert [doc.scenario.hex(c).unit.badge for c in (INF, INF3, TANK)] == [None] * 3
    one_step(doc, before)
    before = copy.deepcopy(doc.scenario)
    behavior = child(dock, QComboBox, "units_behavior")
    assert behavior.currentText() == "(mixed)"
    pick(behavior, "CAN_IGNORE_ONE_FLAG")
    assert doc.undo_stack.undoText() == "Set behaviour of 3 units"
    assert [doc.scenario.hex(c).unit.behavior for c in (INF, INF3, TANK)] == \
        ["CAN_IGNORE_ONE_FLAG"] * 3
    doc.undo_stack.undo()
    assert doc.scenario == before and behavior.currentText() == "(mixed)"


def test_several_hexes_without_a_unit_say_what_can_be_done(several) -> None:
    dock, _doc = several
    dock.set_hex(None, frozenset({WOODS, Coord(0, 0)}))
    assert dock.header.text() == (
        "2 hexes selected, no unit among them: Markers of the selected hexes puts an exit "
        "line or objectives on all of them; select one hex to edit what stands on it.")
    assert dock.body.findChild(QSpinBox, "units_figures") is None


def test_one_hex_selected_shows_its_own_forms_not_the_units_form(several) -> None:
    dock, _doc = several
    dock.set_hex(INF, frozenset({INF}))
    assert child(dock, QSpinBox, "unit_figures").value() == 4
    assert dock.body.findChild(QSpinBox, "units_figures") is None
    assert dock.header.text() == "Hex E5 (row 4, col 8)"


def test_units_selected_on_the_map_are_edited_together_with_names_of_their_own(
        make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Selected with Shift+clicks, the selection grows from the first hex, whose forms stay
    (an exit line takes the selection there): the units' form comes first, and the screen
    reader meets no two fields of the panel with the same name."""
    from collections import Counter

    from .test_display_and_keyboard import reached, said_name
    from .window_helpers import click

    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
    for c in (INF, INF3):
        s.set_hex(c, Hex(unit=Unit("infus")))
    s.set_hex(WOODS, Hex(terrain=Piece("woods")))
    w = make_window(Document(s))
    w.show_dock(w.hex_dock)
    click(w.canvas, INF)
    shift = Qt.KeyboardModifier.ShiftModifier
    click(w.canvas, INF3, modifiers=shift)
    click(w.canvas, WOODS, modifiers=shift)
    dock = w.hex_dock
    assert dock.coord == INF and "2 units on 3 selected hexes" in dock.header.text()
    assert child(dock, QLabel, "grown_from").text() == (
        "Hex E5 (row 4, col 8), the hex the selection grew from: the forms below edit E5 only")
    assert child(dock, QSpinBox, "unit_figures").isVisible()  # the hex grown from
    pick(child(dock, QComboBox, "units_badge"), "badge3")
    assert [w.document.scenario.hex(c).unit.badge for c in (INF, INF3)] == ["badge3"] * 2
    assert child(dock, QComboBox, "unit_badge").currentData() == "badge3"
    QApplication.processEvents()
    names = [said_name(x) for x in reached(w)["Hex"]]
    assert all(names) and [n for n, k in Counter(names).items() if k > 1] == []
    assert {"Figures of the selected units", "Badge of the selected units",
            "Behaviour of the selected units"} <= set(names)
    w.document.undo_stack.undo()
    assert child(dock, QComboBox, "units_badge").currentData() is None


def test_the_badges_of_known_meaning_come_before_the_unknown_ones(setup, several) -> None:
    """23 badges whose meaning nobody knows ("Badge 13 (meaning unknown)") stood among
    the others in the Badge list: each known badge comes first, and the unknown ones after
    a line, in the unit's form and the selected units' alike; the markers of unknown
    meaning come last in Other markers' list."""
    for dock, name in ((setup[0], "unit_badge"), (several[0], "units_badge")):
        combo = child(dock, QComboBox, name)
        texts = [combo.itemText(i) for i in range(combo.count())]
        unknown = [i for i, t in enumerate(texts) if "(meaning unknown)" in t]
        known = [i for i, t in enumerate(texts) if t.startswith(("Sniper", "Mobile Artillery"))]
        assert len(unknown) == 23 and len(known) == 3
        assert max(known) < min(unknown)
        line = min(unknown) - 1  # the line between them, which no choice is
        assert texts[line] == "" and combo.itemData(line) is None
        assert combo.findData(None) < line  # "(none)" is still the one without a badge
    others = child(setup[0], QComboBox, "add_tag_kind")
    unknown = [CATALOG[others.itemData(i)].meaning_unknown for i in range(others.count())]
    assert any(unknown) and unknown == sorted(unknown)  # the other markers' list too


def test_a_click_on_the_map_after_typing_a_place_name_leaves_the_keys_to_the_map(
        make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A place name typed, then another hex clicked whose forms differ (an empty hex after a
    unit's): the panel, laid out anew, gave the keyboard back to the Place name field it
    had last held, so F2 did nothing and S, B or R wrote the new hex's place name (the
    reader audit, following the guide's "Medals, exits and place names")."""
    from PySide6.QtTest import QTest

    from .window_helpers import activate

    w = make_window(Document(load(SCENARIOS[0]).scenario))
    activate(w, qtbot)
    w.editor.set_tool("select")
    unit, empty = Coord(7, 11), Coord(8, 12)  # f2: a US infantry on hedgerows; G1: empty
    assert w.document.scenario.hexes[unit].unit is not None
    assert not w.document.scenario.hexes.get(empty, Hex()).unit
    click(w.canvas, unit)
    name = child(w.hex_dock, QPlainTextEdit, "label_text")
    name.setFocus()
    QTest.keyClicks(name, "Ferme")
    click(w.canvas, empty)
    assert w.hex_dock.coord == empty
    assert QApplication.focusWidget() is w.canvas
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_B)
    assert w.editor.tool.name == "paint"
    assert [lb.text for lb in w.document.scenario.labels if lb.coord == empty] == []



# ------------------------------------------------------- markers on several hexes at once

EDGE = (Coord(0, 10), Coord(0, 12), Coord(0, 14))  # F9, G9, H9: player 1's baseline
TOWNS = (Coord(3, 5), Coord(3, 11), Coord(3, 19))  # c6, f6, j6


@pytest.fixture
def hexes(qtbot) -> tuple[HexDock, Document]:
    """Three towns (one with a unit), a baseline without markers; nothing selected."""
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
    for c in TOWNS:
        s.set_hex(c, Hex(terrain=Piece("buildings")))
    s.set_hex(TOWNS[1], Hex(terrain=Piece("buildings"), unit=Unit("infger")))
    doc = Document(s)
    dock = HexDock(doc)
    qtbot.addWidget(dock)
    return dock, doc


def test_several_hexes_selected_make_an_exit_line_in_one_step(hexes) -> None:
    """A whole board edge as an exit line took a marker added and its line typed on each
    hex: with several hexes selected, Make exit line puts an exit marker on every one of
    them, all sharing the line of the hexes selected, given to the side that exits
    through that baseline; one Undo takes it all back. Remove exit markers takes them off
    the selected hexes, in one step too."""
    dock, doc = hexes
    dock.set_hex(None, frozenset(EDGE))
    before = copy.deepcopy(doc.scenario)
    add = child(dock, QPushButton, "several_add_exit")
    remove = child(dock, QPushButton, "several_remove_exits")
    assert add.text() == "Make exit line of the 3 hexes" and not remove.isEnabled()
    assert "3 hexes selected" in dock.header.text()
    pick(child(dock, QComboBox, "several_exit_kind"), "tag5")
    add.click()
    line = Tag("tag5", behavior="EXIT_MARKER", side=Side.ALLIES, group=("F9", "G9", "H9"))
    assert [doc.scenario.hex(c).tags for c in EDGE] == [(line,)] * 3
    assert doc.undo_stack.undoText() == "Make exit line of 3 hexes"
    assert remove.isEnabled() and remove.text() == "Remove exit markers (3)"
    one_step(doc, before)
    made = copy.deepcopy(doc.scenario)
    pick(child(dock, QComboBox, "several_exit_side"), Side.AXIS.value)  # a side chosen: it exits
    add.click()  # the line made again: each hex's exit marker replaced, none added
    assert [doc.scenario.hex(c).tags for c in EDGE] == [(replace(line, side=Side.AXIS),)] * 3
    doc.undo_stack.undo()
    doc.undo_stack.clear()
    remove.click()
    assert [doc.scenario.hex(c) for c in EDGE] == [Hex()] * 3
    assert doc.undo_stack.undoText() == "Remove exit markers from 3 hexes"
    one_step(doc, made)


def test_several_hexes_selected_make_one_group_objective(hexes) -> None:
    """A group objective over three towns took a marker on each, its majority ticked and
    its group typed on each: with the towns selected, one choice adds the objective held by
    a majority of them, the marker on each town sharing the group, as official files
    write it, which the game plays as one objective; one step. Removed from two of them,
    the one left no longer counts them in its group."""
    from editor.engine.game.tables import Setup

    dock, doc = hexes
    dock.set_hex(None, frozenset(TOWNS))
    before = copy.deepcopy(doc.scenario)
    pick(child(dock, QComboBox, "several_medal_kind"), "medal1")
    pick(child(dock, QComboBox, "several_medal_way"), "majority")
    child(dock, QPushButton, "several_add_medal").click()
    objective = Tag("medal1", group=("c6", "f6", "j6"), medal=Medal(majority=True))
    assert [doc.scenario.hex(c).tags for c in TOWNS] == [(objective,)] * 3
    assert doc.undo_stack.undoText() == "Add objective held by a majority of 3 hexes"
    (played,) = Setup(doc.scenario).objectives
    assert (len(played.hexes), played.need) == (3, 2)
    one_step(doc, before)
    dock.set_hex(None, frozenset(TOWNS[:2]))
    child(dock, QPushButton, "several_remove_medals").click()
    assert doc.undo_stack.undoText() == "Remove medal objectives from 2 hexes"
    assert [doc.scenario.hex(c).tags for c in TOWNS] == [
        (), (), (replace(objective, group=("j6",)),)]
    assert doc.scenario.hex(TOWNS[1]).unit == Unit("infger")  # the rest of the hex kept


def test_several_hexes_selected_get_an_objective_each_or_one_over_all(hexes) -> None:
    """"One on each hex" puts a plain objective on every hex selected; "all of them" and
    "any of them" make one objective needing every hex, or any one; a hex's objective of
    the same marker is replaced, not doubled."""
    dock, doc = hexes
    dock.set_hex(None, frozenset(TOWNS))
    way = child(dock, QComboBox, "several_medal_way")
    add = child(dock, QPushButton, "several_add_medal")
    assert way.currentData() == "each"
    add.click()
    assert doc.undo_stack.undoText() == "Add medal objectives on 3 hexes"
    assert [doc.scenario.hex(c).tags for c in TOWNS] == [(Tag("medal0"),)] * 3
    names = ("c6", "f6", "j6")
    for chosen, medal in (("all", Medal(nbr_hex=3)), ("any", Medal(any_hex=True))):
        pick(way, chosen)
        add.click()
        assert [doc.scenario.hex(c).tags for c in TOWNS] == [
            (Tag("medal0", group=names, medal=medal),)] * 3, chosen


def test_a_group_objective_s_fields_are_set_on_every_hex_of_its_group(hexes) -> None:
    """Found walking the multi-selection: a group objective made over three towns, then
    made worth 2 medals in one town's form, was worth 2 there only; the three markers no
    longer the same objective, the game played two (holding a majority of the towns
    scored 3 medals). With "same group" ticked, as for its hexes, the objective's fields
    (worth, kind, side, marker...) are set on every marker of the group, in one step;
    an exit line's side alike. Unticked, the hex shown only."""
    from editor.engine.game.tables import Setup

    dock, doc = hexes
    dock.set_hex(None, frozenset(TOWNS))
    pick(child(dock, QComboBox, "several_medal_way"), "majority")
    child(dock, QPushButton, "several_add_medal").click()
    dock.set_hex(TOWNS[0])
    doc.undo_stack.clear()
    before = copy.deepcopy(doc.scenario)
    child(dock, QSpinBox, "tag0_counts_for").setValue(2)
    pick(child(dock, QComboBox, "tag0_permanent"), True)
    pick(child(dock, QComboBox, "tag0_side"), Side.ALLIES.value)
    pick(child(dock, QComboBox, "tag0_name"), "medal1")
    assert [doc.scenario.hex(c).tags for c in TOWNS] == [(Tag(
        "medal1", side=Side.ALLIES, group=("c6", "f6", "j6"),
        medal=Medal(majority=True, counts_for=2, permanent=True, side=Side.ALLIES)),)] * 3
    assert doc.undo_stack.text(0) == "Set objective worth on c6 and 2 other hexes"
    (played,) = Setup(doc.scenario).objectives
    assert played.value == 2
    for _ in range(4):
        doc.undo_stack.undo()
    assert doc.scenario == before
    child(dock, QCheckBox, "tag0_group_linked").setChecked(False)
    child(dock, QSpinBox, "tag0_counts_for").setValue(3)
    assert [doc.scenario.hex(c).tags[0].medal.counts_for for c in TOWNS] == [3, None, None]
    # an exit line's side
    dock.set_hex(None, frozenset(EDGE))
    child(dock, QPushButton, "several_add_exit").click()
    dock.set_hex(EDGE[1])
    pick(child(dock, QComboBox, "tag0_side"), Side.AXIS.value)
    assert {doc.scenario.hex(c).tags[0].side for c in EDGE} == {Side.AXIS}


def test_hexes_of_an_exit_line_without_a_marker_of_their_own_can_be_taken_out(hexes) -> None:
    """Found walking the multi-selection on the Oyster Green sample, whose exit line E9 to
    I9 has its markers on E9 and I9 only: F9, G9 and H9 are exits, shaded as the line,
    but selected, Remove exit markers was greyed out (none of them has a marker). It
    counts the hexes of a line (or an objective's group) too, and takes them out of it."""
    dock, doc = hexes
    names = ("E9", "F9", "G9", "H9", "I9")
    line = Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES, group=names)
    ends = [doc.scenario.board.parse_hex(n) for n in ("E9", "I9")]
    doc.set_hexes({c: Hex(tags=(line,)) for c in ends}, "set up")
    dock.set_hex(None, frozenset(doc.scenario.board.parse_hex(n) for n in ("G9", "H9")))
    remove = child(dock, QPushButton, "several_remove_exits")
    assert remove.isEnabled() and remove.text() == "Remove exit markers (2)"
    remove.click()
    assert [doc.scenario.hex(c).tags for c in ends] == [
        (replace(line, group=("E9", "F9", "I9")),)] * 2
    assert not remove.isEnabled() and remove.text() == "Remove exit markers"


def test_an_exit_line_off_the_baselines_waits_for_its_side(hexes) -> None:
    """Found walking the multi-selection: the left edge selected, Make exit line made five
    exit markers of no side, which the game ignores (five warnings, 'says no side that
    exits'). Off the baselines the button waits for the side to be chosen."""
    dock, doc = hexes
    edge = [doc.scenario.board.parse_hex(n) for n in ("A3", "A5", "A7")]
    dock.set_hex(None, frozenset(edge))
    add = child(dock, QPushButton, "several_add_exit")
    side = child(dock, QComboBox, "several_exit_side")
    assert not add.isEnabled() and side.currentText() == "(choose one)"
    assert "choose the exiting side" in add.text()
    pick(side, Side.AXIS.value)
    assert add.isEnabled() and add.text() == "Make exit line of the 3 hexes"
    add.click()
    assert {t.side for c in edge for t in doc.scenario.hex(c).tags} == {Side.AXIS}


def test_a_marker_of_a_group_removed_takes_its_hex_out_of_the_group(hexes) -> None:
    """Found walking the multi-selection: the objective of a majority of three towns
    removed from one town in its form still counted that town, unmarked, in the group of
    the two left (a majority of 3, the town without a marker among them). With "same
    group" ticked, as its other fields, the group of the markers left loses the hex, in
    the same step; unticked, they are left as they are."""
    dock, doc = hexes
    dock.set_hex(None, frozenset(TOWNS))
    pick(child(dock, QComboBox, "several_medal_way"), "majority")
    child(dock, QPushButton, "several_add_medal").click()
    made = copy.deepcopy(doc.scenario)
    dock.set_hex(TOWNS[0])
    doc.undo_stack.clear()
    child(dock, QPushButton, "tag0_remove").click()
    assert doc.undo_stack.count() == 1
    assert doc.undo_stack.undoText() == ("Remove medal objective on c6, out of its "
                                         "group on 2 other hexes")
    assert [doc.scenario.hex(c).tags for c in TOWNS] == [
        (), *[(Tag("medal0", group=("f6", "j6"), medal=Medal(majority=True)),)] * 2]
    doc.undo_stack.undo()
    assert doc.scenario == made
    child(dock, QCheckBox, "tag0_group_linked").setChecked(False)
    child(dock, QPushButton, "tag0_remove").click()
    assert [doc.scenario.hex(c).tags for c in TOWNS[1:]] == [made.hex(c).tags
                                                             for c in TOWNS[1:]]


def test_hexes_made_a_new_group_leave_their_old_one(hexes) -> None:
    """A majority objective over three towns, then one made over two of them: the town
    left kept the old group of three, so the two towns counted in both objectives. The
    hexes given a new objective (or a new exit line) leave the group of the markers of
    the old one left elsewhere, as Remove takes them out of it."""
    dock, doc = hexes
    dock.set_hex(None, frozenset(TOWNS))
    pick(child(dock, QComboBox, "several_medal_way"), "majority")
    child(dock, QPushButton, "several_add_medal").click()
    dock.set_hex(None, frozenset(TOWNS[:2]))
    child(dock, QPushButton, "several_add_medal").click()
    assert [doc.scenario.hex(c).tags[0].group for c in TOWNS] == [
        ("c6", "f6"), ("c6", "f6"), ("j6",)]
    names = ("E9", "F9", "G9", "H9", "I9")
    line = Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES, group=names)
    ends = [doc.scenario.board.parse_hex(n) for n in ("E9", "I9")]
    doc.set_hexes({c: Hex(tags=(line,)) for c in ends}, "set up")
    dock.set_hex(None, frozenset(doc.scenario.board.parse_hex(n) for n in ("G9", "H9")))
    child(dock, QPushButton, "several_add_exit").click()
    assert [doc.scenario.hex(c).tags[0].group for c in ends] == [("E9", "F9", "I9")] * 2


def test_a_marker_removed_leaves_its_group_however_a_file_spells_its_hex(hexes) -> None:
    """A group objective of a hand-written file naming a town as "row,col" ("3,5", which
    the game reads as c6, as every field of hexes reads it): its marker removed from c6,
    "same group" ticked, left "3,5" in the group of the two markers left, so the game
    still played a majority of the three towns, c6 unmarked among them (Remove medal
    objectives of the selected hexes took it out). The hex panel takes a hex out of a group
    as the game reads the group's names. Found by the review6 audit."""
    from editor.engine.game.tables import Setup

    dock, doc = hexes
    objective = Tag("medal0", group=("3,5", "f6", "j6"), medal=Medal(majority=True))
    doc.set_hexes({c: replace(doc.scenario.hex(c), tags=(objective,)) for c in TOWNS},
                  "set up")
    dock.set_hex(TOWNS[0])
    child(dock, QPushButton, "tag0_remove").click()
    assert [doc.scenario.hex(c).tags for c in TOWNS[1:]] == [
        (replace(objective, group=("f6", "j6")),)] * 2
    (played,) = Setup(doc.scenario).objectives
    assert len(played.hexes) == 2


def test_markers_of_several_hexes_change_only_their_kind_and_the_hexes_they_change() -> None:
    """The functions behind Markers of the selected hexes each give the hexes they change
    (one undo step of them): a marker of another kind is left as it is, on the hexes
    selected (the new one put after it) and in the groups of other hexes; an objective of
    another marker is kept beside the new one; a plain objective elsewhere, of no group, is
    no group to shrink. Found by the mut14 audit."""
    from editor.ui import several

    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
    group = Tag("medal0", group=("c6", "f6", "j6"), medal=Medal(majority=True))
    for c in TOWNS:
        s.set_hex(c, Hex(tags=(group,)))
    plain, lone = Coord(5, 5), Coord(5, 9)
    s.set_hex(plain, Hex(tags=(Tag("medal1"),)))
    line = several.exit_line(s, TOWNS[:2], "tag4", Side.AXIS)
    assert set(line) == set(TOWNS[:2])  # j6's objective keeps c6 and f6 in its group
    assert line[TOWNS[0]].tags == (group, Tag("tag4", behavior="EXIT_MARKER", side=Side.AXIS,
                                              group=("c6", "f6")))
    assert several.marked(s, TOWNS[:2], several.is_exit) == 0
    each = several.objectives(s, [TOWNS[0], lone], "medal1", "each")
    assert set(each) == {TOWNS[0], lone}
    assert each[TOWNS[0]].tags == (group, Tag("medal1"))
    assert several.marked(s, [plain, lone], several.is_objective) == 1
    assert set(several.without(s, [plain, lone], several.is_objective)) == {plain}
    assert several.out_of_group(s, ("c6", "3,11"), set(TOWNS[:2])) is None
    assert several.exit_line(s, [Coord(40, 40)], "tag4", Side.AXIS) == {}
    assert several.baseline_side(s, [Coord(0, 10), Coord(8, 10)]) is None  # both baselines
    assert several.baseline_side(s, [Coord(8, 10), Coord(8, 12)]) == Side.AXIS
    assert several.objective_words("all", 3) == "Add objective held by all 3 hexes"


def test_a_marker_of_a_group_removed_leaves_the_hex_s_other_markers(hexes) -> None:
    """A group objective's marker removed from its form ("same group" ticked) takes only
    that marker off the hex: a marker after it stays. Found by the mut14 audit."""
    dock, doc = hexes
    objective = Tag("medal0", group=("c6", "f6"), medal=Medal(majority=True))
    camo = Tag("medal2")
    doc.set_hexes({TOWNS[0]: Hex(tags=(objective, camo)), TOWNS[1]: Hex(tags=(objective,))},
                  "set up")
    dock.set_hex(TOWNS[0])
    child(dock, QPushButton, "tag0_remove").click()
    assert doc.scenario.hex(TOWNS[0]).tags == (camo,)
    assert doc.scenario.hex(TOWNS[1]).tags == (replace(objective, group=("f6",)),)


def test_the_markers_of_several_hexes_are_chosen_by_picture_and_side(hexes) -> None:
    """Each exit marker of the list shows its picture; each medal is named by its side,
    a capital first ("Either side", "Axis"), its whole label in its tooltip. Found by the
    mut14 audit."""
    dock, _ = hexes
    dock.set_hex(None, frozenset(TOWNS))
    exits = child(dock, QComboBox, "several_exit_kind")
    assert all(not exits.itemIcon(i).isNull() for i in range(exits.count()))
    medals = child(dock, QComboBox, "several_medal_kind")
    texts = [medals.itemText(i) for i in range(medals.count())]
    assert "Either side" in texts and all(t[:1].isupper() for t in texts), texts
    assert "Objective medal, either side" in medals.itemData(
        texts.index("Either side"), Qt.ItemDataRole.ToolTipRole)
