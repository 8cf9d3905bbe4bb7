"""The live validation panel: findings follow edits after a pause, never inside the edit;
activation, counts and highlights."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTreeWidgetItem

from editor.engine.board import Coord, Face
from editor.engine.scenario import Hex, Piece, Scenario, Unit
from editor.io.m44 import load
from editor.ui import findings as findings_module
from editor.ui.document import Document
from editor.ui.findings import HIGHLIGHT_COLOURS, FindingsDock

from ..conftest import DATA, SCENARIOS

#: A river hex of the clean sample: a tank of no figures on it is an error (and, set up where
#: it may not move, a warning).
RIVER = Coord(4, 4)


@pytest.fixture(params=[True, False], ids=["worker-thread", "gui-thread"])
def setup(request, qtbot) -> tuple[FindingsDock, Document]:
    doc = Document(load(SCENARIOS[0]).scenario)  # hedgerow-crossroads: no findings
    dock = FindingsDock(doc, threaded=request.param)
    qtbot.addWidget(dock)
    qtbot.waitUntil(lambda: not dock.pending, timeout=10_000)
    return dock, doc


def settle(qtbot, dock: FindingsDock) -> None:
    qtbot.waitUntil(lambda: not dock.pending, timeout=10_000)


def panel_row(dock: FindingsDock, code: str) -> QTreeWidgetItem:
    """The panel's first row of a finding of ``code``."""
    return next(dock.view.topLevelItem(i) for i in range(dock.view.topLevelItemCount())
                if dock.view.topLevelItem(i).text(1) == code)


def break_it(doc: Document) -> None:
    doc.set_hex(RIVER, Hex(terrain=Piece("river"), unit=Unit("tankger", nbr_units=-1)),
                "Place tank")


def test_a_broken_edit_shows_a_finding_and_fixing_it_clears_it(setup, qtbot) -> None:
    dock, doc = setup
    assert dock.findings() == [] and dock.counts() == (0, 0, 0)
    assert "passes every check" in dock.summary.text()
    counts = []
    dock.countsChanged.connect(lambda *c: counts.append(c))
    break_it(doc)
    settle(qtbot, dock)
    found = [f for f in dock.findings() if f.code == "figure-count"]
    assert len(found) == 1 and found[0].coords[0] == RIVER
    assert counts[-1] == dock.counts() and dock.counts()[0] >= 1
    assert dock.highlights()[RIVER] == HIGHLIGHT_COLOURS["error"]
    assert dock.view.topLevelItemCount() == len(dock.findings())
    row = panel_row(dock, "figure-count")
    assert row.text(2) == doc.scenario.board.hex_name(RIVER)
    assert found[0].hint and found[0].hint in row.toolTip(3)
    doc.undo_stack.undo()
    settle(qtbot, dock)
    assert dock.findings() == [] and counts[-1] == (0, 0, 0) and dock.highlights() == {}


def test_the_checks_run_after_the_edit_never_inside_it(setup, qtbot, monkeypatch) -> None:
    dock, doc = setup
    calls = []
    real = findings_module.check_scenario
    monkeypatch.setattr(findings_module, "check_scenario",
                        lambda s: calls.append(1) or real(s))
    stroke = Document.new_stroke()
    for col in range(0, 25, 2):  # a paint stroke across a row
        assert doc.set_hex(Coord(8, col), Hex(terrain=Piece("marshes")), "Paint", stroke)
        assert calls == []  # the edit only restarted the timer
        assert dock.pending
    settle(qtbot, dock)
    assert calls == [1]  # one check for the whole stroke, after it


def test_a_stale_result_is_dropped(setup, qtbot) -> None:
    dock, doc = setup
    break_it(doc)
    settle(qtbot, dock)
    shown = dock.findings()
    # A result computed before the latest edit must not replace the list.
    dock._deliver(dock._serial - 1, doc, [])
    assert dock.findings() == shown
    dock._deliver(dock._serial, Document(), [])
    assert dock.findings() == shown


def test_a_click_or_enter_activates_a_finding(setup, qtbot) -> None:
    dock, doc = setup
    dock.show()
    break_it(doc)
    settle(qtbot, dock)
    item = dock.view.topLevelItem(0)
    finding = item.data(0, Qt.ItemDataRole.UserRole)
    rect = dock.view.visualItemRect(item)
    with qtbot.waitSignal(dock.findingActivated) as blocker:
        qtbot.mouseClick(dock.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert blocker.args == [finding]
    dock.view.setCurrentItem(item)
    with qtbot.waitSignal(dock.findingActivated) as blocker:
        qtbot.keyClick(dock.view, Qt.Key.Key_Return)
    assert blocker.args == [finding]


def test_errors_sort_first_and_severities_can_be_hidden(qtbot) -> None:
    doc = Document(load("tests/data/sloppy.m44").scenario)
    dock = FindingsDock(doc, threaded=False)
    qtbot.addWidget(dock)
    dock.refresh_now()
    severities = [dock.view.topLevelItem(i).text(0) for i in range(dock.view.topLevelItemCount())]
    assert severities == sorted(severities, key=["error", "warning", "info"].index)
    errors, warnings, infos = dock.counts()
    assert errors and warnings and infos
    dock.filters["warning"].setChecked(False)
    hidden = [dock.view.topLevelItem(i).isHidden() for i in range(len(severities))]
    assert hidden == [s == "warning" for s in severities]


def test_switching_documents_checks_the_new_one(setup, qtbot) -> None:
    dock, doc = setup
    other = Document(load("tests/data/sloppy.m44").scenario)
    dock.set_document(other)
    assert dock.findings() == [] and dock.summary.text() == "Checking…" and dock.pending
    settle(qtbot, dock)
    assert dock.counts()[0] > 0
    break_it(doc)  # the old document no longer drives the panel
    assert not dock.pending


@pytest.mark.parametrize("threaded", [True, False], ids=["worker-thread", "gui-thread"])
def test_the_target_choice_adds_what_the_platform_cannot_set_up(qtbot, threaded: bool) -> None:
    doc = Document(load(DATA / "bga-lacks.m44").scenario)
    dock = FindingsDock(doc, threaded=threaded)
    qtbot.addWidget(dock)
    settle(qtbot, dock)
    # infos only: the simulation lets player 1 start, where the special rules roll for it,
    # and plays the German vehicle as Half-tracks
    plain = dock.findings()
    assert [f.code for f in plain] == ["unplayed-vehicle", "unplayed-rule"]
    assert dock.target is None
    box = dock.target_box
    assert [box.itemText(i) for i in range(box.count())] == ["Any platform",
                                                            "Board Game Arena"]
    box.setCurrentIndex(box.findData("bga"))  # as the user picks it
    assert dock.target == "bga" and dock.pending
    settle(qtbot, dock)
    lacks = [f for f in dock.findings() if f.code == "target-lacks"]
    assert len(lacks) == 5 and dock.counts() == (5, 0, 2)
    assert {f.place(doc.scenario.board) for f in lacks} == {
        "C9", "E7", "F5", "g4", "$.game_info.starting"}
    assert dock.summary.text().startswith("5 errors")
    dock.set_target(None)
    assert box.currentText() == "Any platform"
    settle(qtbot, dock)
    assert dock.findings() == plain


@pytest.mark.parametrize(("path", "words"), [
    ("$.game_info.cards_player1", "Battle info: command cards of player 1"),
    ("$.game_info.victory_player2", "Battle info: medals to win of player 2"),
    ("$.game_info.starting", "Battle info: who moves first"),
    ("$.game_info.operationID", "Battle info: operation ID"),  # the file's key (convert2)
    ("$.game_info.victory.condition", "Victory: conditions"),
    # where earlier versions wrote sudden death, as the panel's reveal reads it (convert2)
    ("$.game_info.victory_conditions[1].group_sudden_death.side", "Victory: conditions"),
    ("$.game_info.options.blitz_rules", "Packs & options: option Blitz rules"),
    ("$.packs", "Packs & options: packs"),
    ("$.text", "Texts"),
    ("$.text.fr.victory", "Texts (fr): Conditions of victory"),
    ("$.board.hexagons", "The map"),  # a side without units: the map as a whole
    # a place name and a named hex group of the board, counted from 1 (said "The map",
    # which does not tell which: the findings-2 audit)
    ("$.board.labels[1]", "Place name 2"),
    ("$.board.groups[0].hexes[3]", "Hex group 1"),
    # the file's informational keys, which no panel shows: said as such, not as a path
    ("$.meta_data.scenario_id", "File information: scenario id"),
    ("$.meta_data", "File information"),
    ("$.tracks[2]", "$.tracks[2]"),  # another tool's key: the path
    ("$", "The file"),  # its encoding, its JSON (the convert2 audit: said "$")
])
def test_a_finding_about_the_settings_names_the_field_in_words(path: str, words: str) -> None:
    """The Findings panel and the "cannot be played yet" dialog showed a raw JSON path
    ("$.game_i…") where a designer looks for a field of the Scenario properties (found by
    a helper)."""
    from editor.engine.findings import Finding
    from editor.ui.findings import shown_place

    assert shown_place(Finding("error", "x", "m", path=path), None) == words


def test_the_panel_shows_the_field_and_keeps_the_path_in_the_tooltip(qtbot) -> None:
    doc = Document(load(SCENARIOS[0]).scenario)
    doc.set_value("game_info", replace(doc.scenario.game_info, cards_player1=0), "no cards")
    dock = FindingsDock(doc, threaded=False)
    qtbot.addWidget(dock)
    dock.refresh_now()
    row = panel_row(dock, "cards-range")
    assert row.text(2) == "Battle info: command cards of player 1"
    assert "At $.game_info.cards_player1" in row.toolTip(2)


def test_a_place_off_the_board_is_said_as_a_person_reads_it(qtbot) -> None:
    """Found by the leftovers4 audit: the Findings panel (and the repairs window, which
    says places as it does) named a hex off the board "row 9 col 1", a pair of numbers
    a designer does not read as a place. It says "off the board (row 9, col 1)", as the
    checks' messages name it; a place where row + col is odd, "no hex (row 3, col 4)"."""
    from editor.engine.board import Board
    from editor.engine.findings import Finding
    from editor.ui.findings import repair_place, shown_place

    s = Scenario()
    s.set_hex(Coord(9, 1), Hex(terrain=Piece("woods")))
    doc = Document(s)
    dock = FindingsDock(doc, threaded=False)
    qtbot.addWidget(dock)
    dock.refresh_now()
    row = panel_row(dock, "off-board")
    assert row.text(2) == "off the board (row 9, col 1)"
    board = Board(s.board_type)
    odd = Finding("info", "odd-hex", "m", (Coord(3, 4),), "$.board.hexagons[2].terrain")
    assert shown_place(odd, board) == "no hex (row 3, col 4)"
    assert repair_place(odd, board) == "no hex (row 3, col 4), terrain"


def test_notes_are_listed_but_never_shaded_over_the_map(qtbot) -> None:
    """A designer's frozen river was drawn over in the blue of the selection, hex after hex
    (the info unplayed-terrain, whose hint is "nothing to fix"): the map showed neither the
    river's bends nor which hex was selected. Errors and warnings are shaded; infos are
    notes, listed in the panel only (a click on one still selects its hex)."""
    s = Scenario(face=Face.WINTER)
    river = [Coord(2, 6), Coord(3, 7)]
    for c in river:
        s.set_hex(c, Hex(terrain=Piece("wriver")))
    s.set_hex(RIVER, Hex(unit=Unit("tankger", nbr_units=-1)))
    doc = Document(s)
    dock = FindingsDock(doc, threaded=False)
    qtbot.addWidget(dock)
    dock.refresh_now()
    notes = [f for f in dock.findings() if f.code == "unplayed-terrain"]
    assert notes and all(f.severity == "info" for f in notes)
    assert set(river) <= {c for f in notes for c in f.coords}
    shaded = dock.highlights()
    assert not set(river) & shaded.keys()
    assert shaded[RIVER] == HIGHLIGHT_COLOURS["error"]  # errors still are


@pytest.mark.parametrize(("error", "said"), [
    (MemoryError(), "The checks failed: the computer ran short of memory"),
    (RuntimeError(), "The checks failed: an error of the program"),
    (KeyError("tankger"), "The checks failed: tankger")])
def test_checks_failing_without_words_are_said_in_words(qtbot, monkeypatch, error,
                                                        said) -> None:
    """Found by the errwords audit: checks failing without words of their own (memory
    short) said "The checks failed: " and nothing after, a missing key in a repr's
    quotes."""
    doc = Document(load(SCENARIOS[0]).scenario)
    dock = FindingsDock(doc, threaded=True)
    qtbot.addWidget(dock)
    settle(qtbot, dock)

    def fail(*_a: object) -> None:
        raise error

    monkeypatch.setattr(findings_module, "_run_checks", fail)
    break_it(doc)
    qtbot.waitUntil(lambda: dock.summary.text().startswith("The checks failed"), timeout=10_000)
    assert dock.summary.text() == said


def test_the_hexes_a_path_is_about_a_group_s_a_sudden_death_s_a_place_name_s() -> None:
    """:func:`path_hexes` of each kind of path (the mut6 audit: only a place name's was
    tried): a named group's hexes on the board, a sudden death's group by its hex names (a
    name of no hex left out), none for a path without an index or of another part."""
    from editor.engine.scenario import GameInfo, Group, Label, Victory, VictoryCondition

    sd = VictoryCondition("group_sudden_death", {"side": "ALLIES", "number": 1,
                                                 "group": ["G5", "Z99", "b2", "G5"]})
    s = Scenario(labels=[Label(Coord(3, 11), ("Hauteville",))],
                 groups=[Group(1, (Coord(2, 4), Coord(30, 4), Coord(3, 5)))],
                 game_info=GameInfo(victory=Victory((sd,))))
    path_hexes = findings_module.path_hexes
    assert path_hexes("$.board.groups[0].hexes", s) == (Coord(2, 4), Coord(3, 5))
    assert path_hexes("$.board.groups[1]", s) == ()
    g5, b2 = s.board.parse_hex("G5"), s.board.parse_hex("b2")
    assert path_hexes("$.game_info.victory.condition[0].group_sudden_death", s) == (g5, b2)
    assert path_hexes("$.game_info.victory.condition[1].group_sudden_death", s) == ()
    assert path_hexes("$.text.en[0].group_sudden_death", s) == ()
    for other in ("$.board.labels", "$.board", None, "$.board.hexagons[0].terrain",
                  "$.game_info.victory.condition[0].standard"):
        assert path_hexes(other, s) == (), other


def test_what_no_panel_edits_is_said_where_to_mend() -> None:
    from editor.engine.scenario import Label

    s = Scenario(labels=[Label(Coord(3, 11), ("Hauteville",)), Label(Coord(30, 1), ("x",))])
    unedited = findings_module.unedited_place
    assert unedited("$.board.groups[0].hexes", s) == ("No panel has the board's hex groups: "
                                                      "edit the .m44 file")
    assert unedited("$.board.labels[1].text", s) == ("No panel has a place name off the "
                                                     "map: edit the .m44 file")
    for edited in ("$.board.labels[0].text", "$.game_info.groups[0]", "$.board.hexagons[0]",
                   None):
        assert unedited(edited, s) is None, edited


def test_a_board_path_of_labels_without_an_index_is_the_map() -> None:
    assert findings_module.path_place("$.board.labels.font") == "The map"
    assert findings_module.path_place("$.board.groups[2].hexes") == "Hex group 3"


def test_a_repair_s_place_names_each_part_of_a_hex_s_entry_and_a_quoted_key() -> None:
    """The mut9 audit (each a mutant no test saw): a hex's square piece and obstacle are
    named as the Hex panel names them, a repair of an entry whose hex is not known stays
    "The map" (no part of an unknown hex), and a path quoting a key (``["fr-CA"]``) is
    said in words whole."""
    from editor.engine.board import Board, BoardType
    from editor.engine.findings import Finding
    from editor.ui.findings import message_words, path_words, repair_place

    board, at = Board(BoardType.STANDARD), (Coord(0, 2),)
    for key, part in (("rect_terrain", "square piece"), ("obstacle", "obstacle")):
        path = f"$.board.hexagons[0].{key}"
        assert repair_place(Finding("info", "x", "m", at, path), board) == f"B9, {part}"
        assert path_words(path) == f"hexagon entry 1 (its {part})"
    assert repair_place(Finding("info", "x", "m", (), "$.board.hexagons[3].unit"),
                        board) == "The map"
    assert message_words('the rules at $.text["fr-CA"].rules are empty',
                         ('$.text["fr-CA"].rules',)) == \
        'the rules at Texts ("fr-CA"): Special rules are empty'
