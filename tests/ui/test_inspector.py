"""The rules inspector draws exactly what the rules engine answers: reach, battle dice and
line of sight, rebuilt after edits."""

from __future__ import annotations

import pytest

from editor.engine.board import Coord, Side, distance
from editor.engine.rules import Battlefield, battle_dice, reach, sight_line
from editor.engine.scenario import (GameInfo, Hex, Piece, Scenario, Unit, Victory,
                                    VictoryCondition)
from editor.io.m44 import load
from editor.ui.document import Document
from editor.ui.inspector import (
    MOVE_BATTLE_COLOUR, MOVE_ONLY_COLOUR, TARGET_COLOUR, InspectorDock, Overlay,
)

from ..conftest import SCENARIOS
from .window_helpers import make_window  # noqa: F401 - fixture

TANK = Coord(6, 12)
WOODS = Coord(6, 16)
HIDDEN = Coord(6, 18)  # behind the woods, 3 hexes from the tank
SEEN = Coord(4, 10)
FAR = Coord(0, 0)


def skirmish() -> Scenario:
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
    s.set_hex(TANK, Hex(unit=Unit("tankus")))
    s.set_hex(WOODS, Hex(terrain=Piece("woods")))
    s.set_hex(HIDDEN, Hex(unit=Unit("infger")))
    s.set_hex(SEEN, Hex(terrain=Piece("hills"), unit=Unit("infger")))
    s.set_hex(FAR, Hex(unit=Unit("gunger")))
    s.set_hex(Coord(7, 13), Hex(terrain=Piece("buildings")))
    return s


@pytest.fixture
def setup(qtbot) -> tuple[InspectorDock, Document]:
    doc = Document(skirmish())
    dock = InspectorDock(doc)
    qtbot.addWidget(dock)
    return dock, doc


def expected_overlay_colours(bf: Battlefield, a: Coord) -> dict[Coord, str]:
    colours = {r.coord: MOVE_BATTLE_COLOUR if r.can_battle else MOVE_ONLY_COLOUR
               for r in reach(bf, a)}
    for b in bf.units():
        if bf.are_enemies(a, b) and bf.profile(a).battles and battle_dice(bf, a, b).possible:
            colours[b] = TARGET_COLOUR
    return colours


def test_shaded_hexes_targets_and_dice_are_the_engines(setup) -> None:
    dock, doc = setup
    dock.set_unit_hex(TANK)
    bf = Battlefield(doc.scenario)
    assert dock.moves() == reach(bf, TANK)
    assert dock.overlay().highlights == expected_overlay_colours(bf, TANK)
    assert {c for c, col in dock.overlay().highlights.items() if col == MOVE_ONLY_COLOUR}
    assert {c for c, col in dock.overlay().highlights.items() if col == MOVE_BATTLE_COLOUR}
    targets = {dc.target: dc for dc in dock.targets()}
    assert set(targets) == {HIDDEN, SEEN}  # the gun at FAR is out of range
    for b, dc in targets.items():
        assert dc == battle_dice(bf, TANK, b)
    assert targets[SEEN].dice == 2 and targets[HIDDEN].dice == 0  # hill -1; woods block
    assert "no line of sight" in targets[HIDDEN].reasons[-1]
    rows = [dock.targets_view.topLevelItem(i) for i in range(dock.targets_view.topLevelItemCount())]
    assert [(r.text(0), r.text(2)) for r in rows] == [
        (bf.name(dc.target), str(dc.dice)) for dc in dock.targets()]
    assert "out of range" in dock.targets_note.text()


def test_hovering_a_target_draws_the_sight_line_and_its_blockers(setup) -> None:
    dock, doc = setup
    dock.set_unit_hex(TANK)
    changes = []
    dock.overlayChanged.connect(lambda: changes.append(1))
    bf = Battlefield(doc.scenario)
    dock.set_hover(HIDDEN)
    line = sight_line(bf, TANK, HIDDEN)
    assert dock.overlay().sight == (TANK, HIDDEN)
    assert dock.overlay().blockers == frozenset(b.coord for b in line.blockers) == {WOODS}
    assert "blocked by" in dock.sight_label.text() and changes == [1]
    dock.set_hover(SEEN)
    assert dock.overlay().sight == (TANK, SEEN) and dock.overlay().blockers == frozenset()
    assert sight_line(bf, TANK, SEEN).clear and "clear" in dock.sight_label.text()
    dock.set_hover(Coord(2, 2))  # not a target: no line
    assert dock.overlay().sight is None


def test_selecting_a_target_row_shows_its_line_for_the_keyboard(setup) -> None:
    dock, doc = setup
    dock.set_unit_hex(TANK)
    name = doc.scenario.board.hex_name(HIDDEN)
    row = next(dock.targets_view.topLevelItem(i)
               for i in range(dock.targets_view.topLevelItemCount())
               if dock.targets_view.topLevelItem(i).text(0) == name)
    dock.targets_view.setCurrentItem(row)
    assert dock.overlay().sight == (TANK, HIDDEN) and dock.overlay().blockers == {WOODS}


def test_the_battlefield_is_rebuilt_after_an_edit(setup, qtbot) -> None:
    dock, doc = setup
    dock.set_unit_hex(TANK)
    dock.set_hover(HIDDEN)
    with qtbot.waitSignal(dock.overlayChanged):
        doc.set_hex(WOODS, Hex(), "Erase woods")
        assert dock.overlay().blockers == {WOODS}  # not recomputed inside the edit
    assert dock.overlay().blockers == frozenset()
    assert {dc.target: dc.dice for dc in dock.targets()}[HIDDEN] == 3
    assert dock.overlay().highlights == expected_overlay_colours(Battlefield(doc.scenario), TANK)
    with qtbot.waitSignal(dock.overlayChanged):
        doc.set_hex(TANK, Hex(), "Remove tank")
    assert dock.overlay() == Overlay() and dock.targets() == []


def test_nothing_selected_or_a_unit_without_rules(setup) -> None:
    dock, doc = setup
    assert dock.overlay() == Overlay()
    dock.set_unit_hex(WOODS)  # no unit there
    assert dock.overlay() == Overlay() and dock.moves() == ()
    doc.set_hex(Coord(2, 20), Hex(unit=Unit("zeppelinger")), "Odd unit")
    dock.set_unit_hex(Coord(2, 20))
    assert dock.overlay() == Overlay() and "no rules" in dock.profile.text()


def test_an_airplane_moves_but_has_no_targets(setup) -> None:
    dock, doc = setup
    doc.set_hex(Coord(8, 4), Hex(unit=Unit("plnus")), "Airplane")
    dock.set_unit_hex(Coord(8, 4))
    bf = Battlefield(doc.scenario)
    assert dock.moves() == reach(bf, Coord(8, 4)) and dock.moves()
    assert dock.targets() == [] and "do not battle" in dock.targets_note.text()


def test_an_airplane_with_the_air_rules_off_is_no_unit_of_the_rules(setup, qtbot) -> None:
    """Found by the leftovers4 audit: with the Air rules switched off the game leaves an
    airplane off the board, but the inspector (the static rules) still read it where it
    was placed, blocking the moves through its hex. It says that the airplane is not
    played, and a ground unit's moves pass its hex, as the game's do."""
    from dataclasses import replace

    dock, doc = setup
    plane, infantry = Coord(6, 10), Coord(6, 8)
    doc.set_hex(plane, Hex(unit=Unit("plnger")), "Airplane")
    doc.set_hex(infantry, Hex(unit=Unit("infus")), "Infantry")
    dock.set_unit_hex(infantry)
    assert plane not in {r.coord for r in dock.moves()}  # aloft: no moving onto it
    with qtbot.waitSignal(dock.overlayChanged):
        doc.set_value("game_info", replace(doc.scenario.game_info,
                                           options={"air_rules": False}), "Air rules off")
    assert plane in {r.coord for r in dock.moves()}
    dock.set_unit_hex(plane)
    assert dock.moves() == () and dock.profile.text().endswith(
        "an airplane while the Air rules are not in effect: it is not played, the game "
        "leaves it off the board")


def test_an_airplane_s_air_actions_are_named_by_its_model(setup) -> None:
    """Found by the design2 audit: an airplane selected said "Airplane units do not battle
    with dice" and nothing of what it does instead: the Air Battle Actions its model may do
    (a Storch makes Recon and Rescue, a Zero strafes, dives and flies from a carrier)."""
    dock, doc = setup
    doc.set_hex(Coord(8, 4), Hex(unit=Unit("plnus", extra={"airplane_model": "storch"})),
                "Airplane")
    doc.set_hex(Coord(8, 8), Hex(unit=Unit("plnger", extra={"airplane_model": "zero"})),
                "Airplane")
    dock.set_unit_hex(Coord(8, 4))
    assert dock.targets_note.text() == (
        "Airplanes do not battle with dice: once airborne, one Air Battle Action a turn. This "
        "Fieseler Fi 156 Storch may do Recon and Rescue (Air Pack, 004).")
    dock.set_unit_hex(Coord(8, 8))
    assert dock.targets_note.text().endswith(
        "This Mitsubishi A6M Zero may do Strafing, Kamikaze Attack and Take-off/Land on "
        "Aircraft Carrier (Air Pack, 004).")


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_every_unit_of_the_samples_matches_the_engine(qtbot, path) -> None:
    doc = Document(load(path).scenario)
    dock = InspectorDock(doc)
    qtbot.addWidget(dock)
    bf = Battlefield(doc.scenario)
    for a, _ in doc.scenario.units():
        dock.set_unit_hex(a)
        assert dock.moves() == reach(bf, a)
        assert dock.overlay().highlights == expected_overlay_colours(bf, a)
        profile = bf.profile(a)
        expected = {b: battle_dice(bf, a, b) for b in bf.units()
                    if bf.are_enemies(a, b) and profile.battles
                    and (battle_dice(bf, a, b).possible or distance(a, b) <= profile.range)}
        assert {dc.target: dc for dc in dock.targets()} == expected
        for b in expected:
            dock.set_hover(b)
            line = sight_line(bf, a, b)
            assert dock.overlay().sight == (a, b)
            assert dock.overlay().blockers == frozenset(x.coord for x in line.blockers)
        dock.set_hover(None)


def test_the_sudden_death_of_the_units_side_is_shown_with_what_it_can_reach(qtbot) -> None:
    s = skirmish()
    board = s.board
    near, far = board.hex_name(Coord(6, 14)), board.hex_name(FAR)
    s.game_info = s.game_info.with_conditions((VictoryCondition(
        "group_sudden_death", {"side": "ALLIES", "number": 2, "group": [near, far]}),))
    assert isinstance(s.game_info.victory, Victory)
    doc = Document(s)
    dock = InspectorDock(doc)
    qtbot.addWidget(dock)
    dock.set_unit_hex(TANK)
    assert (f"Sudden death: the Allied player wins at once holding 2 of {near}, {far}; within this "
            f"unit's reach: {near}.") in dock.profile.text()
    dock.set_unit_hex(SEEN)  # a German unit: the Allied sudden death is not its own
    assert "Sudden death" not in dock.profile.text()


def test_one_battlefield_serves_selections_until_an_edit(setup) -> None:
    """Selecting another unit reuses the battlefield of the unchanged scenario (a third of
    a selection's work on a big board); an edit made while another unit, or none, is
    selected is still seen by the next selection."""
    dock, doc = setup
    dock.set_unit_hex(TANK)
    first = dock.battlefield
    dock.set_unit_hex(SEEN)
    assert dock.battlefield is first
    dock.set_unit_hex(None)
    doc.set_hex(WOODS, Hex(), "Erase woods")
    dock.set_unit_hex(TANK)
    assert dock.battlefield is not first
    assert {dc.target: dc.dice for dc in dock.targets()}[HIDDEN] == 3
    assert dock.overlay().highlights == expected_overlay_colours(Battlefield(doc.scenario), TANK)


def test_the_profile_line_reads_naturally_for_a_unit_that_moves_or_battles(setup) -> None:
    dock, _ = setup
    dock.set_unit_hex(FAR)  # artillery: moves 1 or battles
    text = dock.profile.text()
    assert "moves 1 or battles, not both" in text and "at most 0" not in text


def test_a_wide_short_panel_puts_the_units_words_beside_its_targets(setup, qtbot) -> None:
    """In the bottom area of a 1366 x 768 screen (wide and short) the targets' table showed
    its header only under the unit's words (found by a helper): there the words stand
    beside the table, which gets the panel's height; in a tall panel, above it."""
    from PySide6.QtWidgets import QBoxLayout

    dock, _doc = setup
    dock.set_unit_hex(TANK)
    dock.show()
    dock.resize(1300, 150)
    qtbot.waitUntil(lambda: dock.columns.direction() == QBoxLayout.Direction.LeftToRight)
    rows = dock.targets_view.sizeHintForRow(0)
    qtbot.waitUntil(lambda: dock.targets_view.viewport().height() >= 2 * rows)
    dock.resize(340, 700)
    qtbot.waitUntil(lambda: dock.columns.direction() == QBoxLayout.Direction.TopToBottom)


def test_a_closed_inspector_shades_nothing_on_the_map(make_window) -> None:
    """A unit selected to give it a badge shaded its reach and its targets on the map (over
    half an Overlord board for an artillery), also with the Rules Inspector closed, and
    nothing hid them; closed, the inspector draws nothing, and shown again it does."""
    w = make_window(Document(skirmish()))
    w.show_dock(w.inspector, focus=False)
    w.editor.set_selection({TANK})
    expected = expected_overlay_colours(Battlefield(w.document.scenario), TANK)
    assert expected and w.canvas.highlights.items() >= expected.items()
    w.inspector.close()  # its close button, or View → Panels
    assert not (w.canvas.highlights.keys() & expected.keys())
    w.editor.set_selection(set())
    w.editor.set_selection({TANK})  # selected again while closed
    assert not (w.canvas.highlights.keys() & expected.keys())
    w.act["show_inspector"].trigger()
    assert w.canvas.highlights.items() >= expected.items()


def test_a_unit_aboard_a_landing_craft_is_said_to_move_otherwise_in_a_game(qtbot) -> None:
    """Found by the frictions2 audit: the infantry aboard a landing craft on an Overlord
    beach board was shown with "4 hexes reachable", its ocean neighbours, where the game
    offered it ten, 2 hexes through the ocean and onto the beach: the static rules move it
    as a unit in the ocean (RULES.md), which the panel did not say. It says that a game
    moves it with its craft, as the game's landing craft rules do; a unit on the beach
    beside it has no such line."""
    from editor.engine.board import BoardType, Face
    from editor.engine.game.expansions.landing_craft import IN_WORDS

    s = Scenario(board_type=BoardType.OVERLORD, face=Face.BEACH)
    craft, beach = Coord(8, 22), Coord(6, 22)
    s.set_hex(craft, Hex(rect_terrain=Piece("barge"), unit=Unit("infus")))
    s.set_hex(beach, Hex(unit=Unit("infus")))
    s.set_hex(Coord(0, 24), Hex(unit=Unit("infger")))
    doc = Document(s)
    dock = InspectorDock(doc)
    qtbot.addWidget(dock)
    dock.set_unit_hex(craft)
    assert dock.moves() == reach(Battlefield(s), craft)  # the static rules' reach, shaded
    said = dock.profile.text()
    assert "Aboard a landing craft" in said and IN_WORDS in said, said
    dock.set_unit_hex(beach)
    assert "landing craft" not in dock.profile.text()
