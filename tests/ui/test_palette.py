"""The palette: every catalog item, grouped, searchable, chosen by mouse or keyboard, with the
engine's rules in its tooltips."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from PySide6.QtCore import Qt

from editor.engine.board import Face
from editor.engine.catalog import CATALOG
from editor.engine.scenario import Scenario
from editor.ui.document import Document
from editor.ui.icons import item_pixmap
from editor.ui.palette import PaletteDock, item_summary, palette_groups


def make(qtbot, face: Face = Face.COUNTRY) -> tuple[PaletteDock, Document]:
    doc = Document(Scenario(face=face))
    dock = PaletteDock(doc)
    qtbot.addWidget(dock)
    return dock, doc


def test_every_catalog_item_is_in_exactly_one_group(qtbot) -> None:
    for face in Face:
        names = [n for g in palette_groups(face) for n in g.names]
        assert Counter(names) == Counter(list(CATALOG)), face
    dock, _ = make(qtbot)
    assert sorted(dock.visible_names()) == sorted(CATALOG)


def test_groups_follow_the_catalog_categories(qtbot) -> None:
    for g in palette_groups():
        categories = {CATALOG[n].category for n in g.names}
        assert len(categories) == 1, g.key
        assert g.key.split(":")[0] == categories.pop()
        if g.key.startswith("terrain:"):
            assert {CATALOG[n].face_family for n in g.names} == {g.key.split(":")[1]}
        if g.key.startswith("unit:"):
            assert {CATALOG[n].nation for n in g.names} == {g.key.split(":")[1]}


def test_the_badges_and_markers_of_unknown_meaning_come_last(qtbot) -> None:
    """23 badges whose meaning nobody knows ("Badge 13 (meaning unknown)") stood among the
    others, and 5 such markers among the medals and exits: each group lists them last,
    the others in catalog order."""
    groups = {g.key: g.names for g in palette_groups()}
    for key in ("badge", "tag"):
        names = groups[key]
        unknown = [CATALOG[n].meaning_unknown for n in names]
        assert any(unknown) and unknown == sorted(unknown), key
        known = [n for n in names if not CATALOG[n].meaning_unknown]
        assert known == [n for n in CATALOG.names(key) if not CATALOG[n].meaning_unknown]


def test_search_filters_by_name_and_by_label(qtbot) -> None:
    dock, _ = make(qtbot)
    dock.search.setText("wforest")
    assert dock.visible_names() == ["wforest"]
    dock.search.setText("forests")  # the label of woods and wforest
    shown = set(dock.visible_names())
    assert {"woods", "wforest", "palmtrees"} <= shown
    assert all("forest" in (n + CATALOG[n].label).lower() for n in shown)
    dock.search.setText("elite armor")  # every word must match
    shown = set(dock.visible_names())
    assert shown and all(CATALOG[n].category == "unit" and n.startswith("tank2") for n in shown)
    # the headings count what the search found in them, and all again once it is cleared
    dock.search.setText("german infantry")
    ger = dock._groups["unit:ger"]
    assert ger.text(0) == f"Units — Germany  (1 of {ger.childCount()})"
    dock.search.setText("bridge")  # the pieces named so, not their heading's examples
    shown = set(dock.visible_names())
    assert "bridge" in shown and "bunker" not in shown
    assert all("bridge" in dock._entries[n].search_text for n in shown)
    dock.search.setText("units germany")  # a heading's own words still count
    assert set(dock.visible_names()) == set(CATALOG.names("unit")) & {
        n for n in CATALOG.names("unit") if n.endswith("ger")}
    dock.search.setText("no such piece at all")
    assert dock.visible_names() == []
    dock.search.clear()
    assert len(dock.visible_names()) == len(CATALOG)
    assert ger.text(0) == f"Units — Germany  ({ger.childCount()})"


def test_search_knows_the_words_a_designer_uses_and_says_when_nothing_matches(qtbot) -> None:
    """"ocean", "sea" and "water" found nothing (or only the rivers): the sea is printed
    by the beach face, and no tile is called water. "water" finds the rivers, ponds,
    lakes, frozen rivers and coastlines; "sea" and "ocean" the coastlines and say where
    the sea is; a search that finds nothing says so and how to search."""
    dock, _ = make(qtbot)
    dock.show()
    assert dock.hint.isHidden()
    dock.search.setText("water")
    shown = set(dock.visible_names())
    assert {"river", "curve", "pond", "lakeA", "lakeB", "lakeC", "wriver", "coast"} <= shown
    labels = {CATALOG[n].label for n in shown}
    assert labels == {"Rivers & Waterways", "Lake", "Frozen Rivers", "Coastlines"}
    assert dock.hint.isHidden()
    for word in ("sea", "ocean"):
        dock.search.setText(word)
        assert set(dock.visible_names()) == {"coast", "coastcurve"}
        assert dock.hint.isVisible()
        assert dock.hint.text().startswith("The sea is no tile: the board's beach face "
                                           "prints it (Scenario → Board Face → Beach)")
    dock.search.setText("swamp")
    assert set(dock.visible_names()) == {"marshes", "wmarshes"}
    dock.search.setText("<b>No such</b> piece")
    assert dock.visible_names() == [] and dock.hint.isVisible()
    assert dock.hint.textFormat() == Qt.TextFormat.PlainText  # what was typed, as typed
    assert dock.hint.text().startswith("Nothing matches “<b>No such</b> piece”: search by a "
                                       "name (woods), a label (Forests)")
    dock.search.clear()
    assert dock.hint.isHidden()


def test_search_finds_landing_craft_mines_railways_and_tank_traps(qtbot) -> None:
    """Building a beach landing, "landing craft" (the Air Pack's name for the barge),
    "mines", "railway" and "tank trap" found nothing; "sudden death" and "label" found
    nothing and said only how to search, where a designer looks for them in a palette.
    They find the items that are so, or say where the thing is set."""
    dock, _ = make(qtbot)
    dock.show()
    dock.search.setText("landing craft")
    assert dock.visible_names() == ["barge"] and dock.hint.isHidden()
    dock.search.setText("mines")
    assert dock.visible_names() == ["tag3"]
    dock.search.setText("railway")
    shown = set(dock.visible_names())
    assert {"rail", "wrail", "railcurve", "railbridge", "station"} <= shown
    assert all("rail" in n or n == "station" for n in shown), shown
    for words in ("tank trap", "trap"):
        dock.search.setText(words)
        assert set(dock.visible_names()) == {"hedgehog", "dragonteeth"}
    dock.search.setText("sudden death")
    assert dock.visible_names() == [] and dock.hint.isVisible()
    assert dock.hint.text().startswith("Nothing matches")
    assert "Victory conditions are no pieces: Scenario properties → Victory" in dock.hint.text()
    dock.search.setText("place name")
    assert "the Label tool (L)" in dock.hint.text()


def test_search_finds_the_winter_tiles_by_snow_and_the_frozen_rivers_by_ice(qtbot) -> None:
    """"snow" found nothing and "ice" only the rice paddies (found by the designer
    audit)."""
    dock, _ = make(qtbot)
    dock.show()
    dock.search.setText("snow")
    shown = set(dock.visible_names())
    assert shown and all(CATALOG[n].face_family == "winter" for n in shown)
    assert {"wforest", "wriver"} <= shown
    dock.search.setText("ice")
    assert "wriver" in dock.visible_names()


def test_a_click_chooses_an_item(qtbot) -> None:
    dock, _ = make(qtbot)
    dock.show()
    dock.search.setText("hedgehog")
    entry = dock._entries["hedgehog"]
    rect = dock.tree.visualItemRect(entry)
    with qtbot.waitSignal(dock.itemChosen) as blocker:
        qtbot.mouseClick(dock.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert blocker.args == ["obstacle", "hedgehog"]
    assert dock.chosen == ("obstacle", "hedgehog")


def test_keyboard_search_then_enter_chooses_the_first_match(qtbot) -> None:
    dock, _ = make(qtbot)
    qtbot.keyClicks(dock.search, "tankger")
    with qtbot.waitSignal(dock.itemChosen) as blocker:
        qtbot.keyClick(dock.search, Qt.Key.Key_Return)
    assert blocker.args == ["unit", "tankger"]


def test_arrow_keys_and_enter_in_the_list_choose(qtbot) -> None:
    dock, _ = make(qtbot)
    dock.search.setText("sand")  # Sandbags only
    qtbot.keyClick(dock.search, Qt.Key.Key_Down)  # into the list, on the first match
    assert dock.current_name() == "sand"
    with qtbot.waitSignal(dock.itemChosen) as blocker:
        qtbot.keyClick(dock.tree, Qt.Key.Key_Return)
    assert blocker.args == ["obstacle", "sand"]
    dock.search.setText("wire")
    dock.select("wire")
    qtbot.keyClick(dock.tree, Qt.Key.Key_Up)  # the heading above: not an item
    assert dock.current_name() is None
    qtbot.keyClick(dock.tree, Qt.Key.Key_Down)
    with qtbot.waitSignal(dock.itemChosen) as blocker:
        qtbot.keyClick(dock.tree, Qt.Key.Key_Enter)
    assert blocker.args == ["obstacle", "wire"]


def test_down_from_a_new_search_goes_to_its_first_match_not_to_the_item_it_hid(qtbot) -> None:
    """Found using the editor: German Infantry chosen, a search for "infus", Down and Enter
    chose German Infantry again, hidden by the search: the list's current item was still
    it, and Down went to the first match only from a heading."""
    dock, _ = make(qtbot)
    dock.search.setText("infger")
    qtbot.keyClick(dock.search, Qt.Key.Key_Down)
    qtbot.keyClick(dock.tree, Qt.Key.Key_Return)
    assert dock.chosen == ("unit", "infger")
    dock.search.setText("infus")
    qtbot.keyClick(dock.search, Qt.Key.Key_Down)
    assert dock.current_name() == "infus"
    with qtbot.waitSignal(dock.itemChosen) as blocker:
        qtbot.keyClick(dock.tree, Qt.Key.Key_Return)
    assert blocker.args == ["unit", "infus"]
    # the list given the keys another way, on an item a search hid: Enter chooses nothing
    dock.select("infger")  # the cursor on it, not chosen
    dock.search.setText("tankger")
    dock.tree.setFocus()
    qtbot.keyClick(dock.tree, Qt.Key.Key_Return)
    assert dock.chosen == ("unit", "infus")


def test_tooltips_carry_label_and_rules(qtbot) -> None:
    dock, _ = make(qtbot)
    woods = dock.tooltip("woods")
    assert "Forests" in woods and "must stop" in woods and "Line of sight: blocks" in woods
    assert "infantry −1, armor −2" in woods
    assert "battles out at −1" in dock.tooltip("wire")
    assert "impassable to armor/artillery" in dock.tooltip("hedgehog")
    assert "the claiming side only" in dock.tooltip("bunker")
    tank = dock.tooltip("tankger")
    assert "German Armor" in tank and "3, 3, 3" in tank and "Fights for: Axis" in tank
    assert "6 figures" not in tank and "3 figures" in tank
    gun = "\n".join(item_summary("gunus"))
    assert "3, 3, 2, 2, 1, 1" in gun and "Line of sight: not needed" in gun
    assert "Big Gun" in dock.tooltip("badge5")
    assert "worth a medal to the Allies" in dock.tooltip("medal1")
    assert "exit" in dock.tooltip("tag4").lower()
    # Catalog text is data: it is escaped, never markup.
    assert "<script" not in "".join(dock.tooltip(n) for n in CATALOG)


def test_rules_tips_say_every_rule_the_engine_plays_for_a_piece_or_unit() -> None:
    """Found by the legend2 audit: the rules lines of the palette's tooltips and of the hex
    panel's pieces and units (the same functions) left out rules the game engine plays and
    the briefing's legend says, from the same fields: who removes wire (000), sandbags going
    with their unit (000; trenches, which protect as sandbags do, stay), cliffs barring
    Patrol Cars and Half-tracks (003); the Patrol Cars' terrain, re-roll and wire (003), the
    Half-tracks' Re-supply and medals (003), the cards that never order either (003), the
    French Resistance's retreat, an airplane flying over anything, a unit's own flag to
    ignore."""
    from dataclasses import replace as changed

    from editor.engine.rules import PROFILES, rules_for
    from editor.engine.scenario import Unit
    from editor.ui.palette import piece_rules_lines, terrain_lines, unit_rules_lines

    wire = "\n".join(piece_rules_lines("wire"))
    assert ("Removal: infantry may remove it instead of battling; armor may remove it and "
            "battle") in wire
    assert "Removal" not in "\n".join(terrain_lines(changed(rules_for("wire"), removed_by=())))
    assert "removed when the unit on it leaves" in "\n".join(piece_rules_lines("sand"))
    assert "removed when" not in "\n".join(piece_rules_lines("ptrenches"))
    bluff = "\n".join(piece_rules_lines("hills", "BLUFF"))
    assert ("Patrol Cars and Half-tracks may not move up or down it from the beach or the "
            "ocean") in bluff
    assert "Patrol Cars" not in "\n".join(piece_rules_lines("hills"))
    cars = "\n".join(unit_rules_lines(Unit("vehbrit", behavior="LONG_RANGE_PATROL_CARS")))
    assert "May not enter terrain impassable to armor" in cars
    assert "Hit by: grenade/infantry; each hit is rolled again, only a grenade confirms it" \
        in cars
    assert "May not remove wire" in cars
    tracks = "\n".join(unit_rules_lines(Unit("vehger")))
    assert ("Re-supply: instead of battling, weakened friendly units next to it, 1 figure "
            "for 1") in tracks
    assert "Medals: 1 per 3 figures destroyed, not per unit" in tracks
    assert ("Never ordered by: Behind Enemy Lines, Dig-In, Medics & Mechanics (not even as a "
            "unit of your choice)") in cars
    assert ("Never ordered by: Behind Enemy Lines, Dig-In, Medics & Mechanics, Infantry "
            "Assault, Move Out! (not even as a unit of your choice)") in tracks
    infantry = "\n".join(unit_rules_lines(Unit("infus")))
    for said in ("rolled again", "impassable", "wire", "Re-supply", "Medals", "Retreat",
                 "Flies", "flag", "Never ordered"):
        assert said not in infantry, said
    assert "Retreat: 1 to 3 hexes per flag" in "\n".join(
        unit_rules_lines(Unit("infus", badge="badge3")))
    assert "Flies over anything" in "\n".join(unit_rules_lines(Unit("plnus")))
    assert "May ignore 1 flag" in "\n".join(
        unit_rules_lines(Unit("infus", behavior="CAN_IGNORE_ONE_FLAG")))
    assert PROFILES["patrol_cars"].hits_rerolled  # the field the lines read


def test_terrain_lines_of_a_few_pieces_are_pinned_line_by_line() -> None:
    """A characterization of terrain_lines (the complexity audit split it into helpers):
    every line, in order, of pieces that between them take each branch."""
    from editor.ui.palette import piece_rules_lines

    assert piece_rules_lines("bunker") == [
        "Rules: Bunker",
        "Movement: impassable to armor/artillery, artillery starting here may not leave",
        "Battle: no restriction", "Line of sight: blocks",
        "Dice reduction: against a unit here, infantry −1, armor −2; artillery ignores it "
        "(the claiming side only)",
        "Flags: armor/artillery/infantry here may ignore the first flag (the claiming side "
        "only)"]
    assert piece_rules_lines("hills", "BLUFF") == [
        "Rules: Hill",
        "Movement: Patrol Cars and Half-tracks may not move up or down it from the beach or "
        "the ocean",
        "Battle: no restriction",
        "Line of sight: blocks unless attacker and target are at the same height",
        "Dice reduction: against a unit here, infantry −1, armor −1; artillery ignores it "
        "(only from lower ground)",
        "Height: 1"]
    assert piece_rules_lines("wire") == [
        "Rules: Wire", "Movement: a unit moving in must stop",
        "Battle: infantry here battles out at −1", "Line of sight: does not block",
        "Dice reduction: none",
        "Removal: infantry may remove it instead of battling; armor may remove it and battle"]
    assert piece_rules_lines("sand")[-1] == "Removal: removed when the unit on it leaves"
    assert piece_rules_lines("rail")[1] == "Movement: Patrol Cars and Half-tracks stop on it"
    assert piece_rules_lines("pbeach")[1] == "Movement: moves touching it are at most 2 hexes"


def test_airfield_and_carrier_tips_say_what_airplanes_do_there_under_the_air_rules() -> None:
    """Found by the legend2 audit: an airfield's tip said "Rules: Countryside (airfield)"
    and a carrier's "the water under it rules", though the engine lands airplanes there
    under the Air rules (004), and a carrier keeps them from being targeted."""
    from editor.ui.palette import piece_rules_lines

    airfield = "\n".join(piece_rules_lines("airfield"))
    assert ("Air rules (when in effect): a friendly airplane ending its move here lands; "
            "landed, it may be battled like any unit") in airfield
    carrier = "\n".join(piece_rules_lines("pcarrier"))
    assert ("Air rules (when in effect): a friendly airplane of a carrier model (Vought F4U "
            "Corsair, Mitsubishi A6M Zero) ending its move here lands; landed, it may not be "
            "targeted") in carrier
    assert "Air rules" not in "\n".join(piece_rules_lines("road"))


def test_a_bunker_tip_says_its_protection_is_for_the_claiming_side_only() -> None:
    """Found by the legend2 audit: the engine gives a bunker's protection, as its flag, to
    the side that may claim it alone (000); the tip said so of the flag only."""
    from editor.ui.palette import piece_rules_lines

    bunker = piece_rules_lines("bunker")
    assert ("Dice reduction: against a unit here, infantry −1, armor −2; artillery ignores "
            "it (the claiming side only)") in bunker
    assert "claiming" not in "\n".join(piece_rules_lines("wbunker"))


def test_badges_and_markers_say_what_they_do_in_a_designers_words() -> None:
    """Found by the design walkthrough audit: a badge's or marker's tooltip was the
    catalog's research notes ("TROOP_BADGE_MAPPING US -> badge2", "extractMedalDatas:
    medal0 -> team null", "SED catalog"). It says what the item does as the simulator
    plays it, and where official scenarios put a badge, by the units' labels."""
    said = {n: "\n".join(item_summary(n)[1:]) for n in [*CATALOG.names("badge"),
                                                         *CATALOG.names("tag")]}
    notes = re.compile(r"->|TROOP_|BGA|SED |extract|date_begin|\binf2?us\b|team null")
    assert [n for n, text in said.items() if notes.search(text)] == []
    assert said["badge2"].startswith("On infantry: plays as Special Forces infantry")
    assert "US Special Forces (21)" in said["badge2"]
    assert said["badge6"].startswith("On infantry: the rules of Combat Engineer, which the "
                                     "simulator does not play")
    assert "Anti Tank (Anti Tank Late War after 1942)" in said["badge37"]
    assert "rule option Italian Royal Army" in said["badge38"]
    assert said["badge9"].startswith("Marks the unit, with no rules of its own")
    assert said["badge13"].startswith("Meaning unknown")
    assert said["medal0"].startswith("A medal objective: worth a medal to whichever side")
    assert said["medal2"].startswith("A medal objective: worth a medal to the Axis when")
    assert said["tag5"].startswith("An exit: a unit of the marker's side")
    assert said["tag14"].startswith("The simulator does not play it")
    assert "Board Game Arena refuses" in said["tag9"]


def test_the_board_face_puts_its_terrain_first(qtbot) -> None:
    dock, doc = make(qtbot, Face.WINTER)
    first = dock.tree.topLevelItem(0)
    assert first.text(0).startswith("Terrain — winter") and first.isExpanded()
    assert not dock._groups["terrain:desert"].isExpanded()
    doc.set_value("face", Face.DESERT, "Change face")
    assert dock.face is Face.DESERT
    assert dock.tree.topLevelItem(0).text(0).startswith("Terrain — desert")
    dock.set_document(Document(Scenario(face=Face.COUNTRY)))
    assert dock.tree.topLevelItem(0).text(0).startswith("Terrain — countryside")
    doc.set_value("face", Face.WINTER, "Change face")  # the old document no longer steers it
    assert dock.face is Face.COUNTRY


def test_icons_are_drawn_for_the_screen_pixel_ratio() -> None:
    one = item_pixmap("woods", 40, dpr=1.0)
    two = item_pixmap("woods", 40, dpr=2.0)
    assert (one.width(), one.devicePixelRatio()) == (40, 1.0)
    assert (two.width(), two.devicePixelRatio()) == (80, 2.0)
    assert two.toImage().pixelColor(40, 40).alpha() > 0  # drawn, not blank


def test_palette_names_are_words_for_people(qtbot) -> None:
    """The catalog's typo is fixed (the official name stays) and no note of how the
    vocabulary was compiled ("inferred") is shown."""
    dock, _ = make(qtbot)
    entries = dock._entries
    assert entries["pontoon"].text(0) == "Pontoon Bridges" and entries["pontoon"].text(1) == \
        "pontoon"
    for name, entry in entries.items():
        assert "inferred" not in entry.text(0).lower(), name
        assert "poonton" not in entry.text(0).lower(), name


def test_tiles_that_share_a_label_are_told_apart_by_their_shape(qtbot) -> None:
    """The six river tiles read "Rivers & Waterways" six times, the road tiles "Roads":
    only the code column told them apart. Within a palette group no two entries read the
    same, and the shape is said in words."""
    dock, _ = make(qtbot)
    entries = dock._entries
    assert entries["curve"].text(0) == "Rivers & Waterways (curve)"
    assert entries["riverFL"].text(0) == "Rivers & Waterways (fork left)"
    assert entries["droadcurve"].text(0) == "Roads (curve)"  # the desert group says desert
    assert entries["woods"].text(0) == "Forests"  # a label of its own stays as it is
    groups: dict[int, list[str]] = {}
    for entry in entries.values():
        groups.setdefault(id(entry.parent()), []).append(entry.text(0))
    for texts in groups.values():
        assert len(texts) == len(set(texts)), sorted(t for t in texts if texts.count(t) > 1)
    dock.choose("riverY")
    assert dock.status.text() == "Chosen: Rivers & Waterways (Y junction) (riverY)"
    assert dock.tree.wordWrap()  # a long one wraps onto the row's second line, not cut


def test_a_row_dragged_out_and_dropped_nowhere_gives_the_highlight_back(qtbot, monkeypatch) -> None:
    """A row pressed and dragged out of the palette, then let go where nothing takes it,
    stayed highlighted while the brush was another item: the brush's row is the list's
    current row again, and the list does not scroll to it."""
    from PySide6.QtCore import QEvent, QPoint, QPointF
    from PySide6.QtGui import QDrag, QMouseEvent
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from editor.ui import palette as palette_module

    started: list[bool] = []

    class DroppedNowhere(QDrag):
        def exec(self, *_args, **_kwargs) -> Qt.DropAction:  # type: ignore[override]
            started.append(True)
            return Qt.DropAction.IgnoreAction

    monkeypatch.setattr(palette_module, "QDrag", DroppedNowhere)
    dock, _ = make(qtbot)
    dock.resize(320, 700)
    dock.show()
    qtbot.waitExposed(dock)
    chosen: list[str] = []
    dock.itemChosen.connect(lambda _category, name: chosen.append(name))
    dock.choose("woods")
    tree = dock.tree
    other = dock._entries["hedgerow"]
    # the press that starts a drag makes the pressed row the current one
    at = tree.visualItemRect(other).center()
    QTest.mousePress(tree.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert dock.current_name() == "hedgerow"
    scrolled = tree.verticalScrollBar().value()
    # ... dragged out (the list starts the drag), let go where nothing takes it (the
    # release goes to where the drag ended, not to the list)
    for step in range(2, 60, 2):
        to = QPointF(at + QPoint(step, 0))
        QApplication.sendEvent(tree.viewport(), QMouseEvent(
            QEvent.Type.MouseMove, to, tree.viewport().mapToGlobal(to),
            Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
        if started:
            break
    assert started == [True]
    assert chosen == ["woods"] and dock.chosen == ("terrain", "woods")
    assert dock.current_name() == "woods"
    assert [i.data(0, Qt.ItemDataRole.UserRole) for i in tree.selectedItems()] == ["woods"]
    assert tree.verticalScrollBar().value() == scrolled


@pytest.mark.parametrize(("typed", "chosen"), [("bridge", "bridge"), ("Bridge", "bridge"),
                                               ("wire", "wire"), ("Hills", "hills"),
                                               ("bunk", "bunker")])
def test_enter_in_the_search_chooses_the_item_named_as_typed(qtbot, typed: str,
                                                             chosen: str) -> None:
    """Typing an item's name or label and Enter chose the first item shown: "bridge" the
    Pontoon Bridges listed above the Bridge (found designing a scenario); the item so
    named comes first, else the first shown."""
    dock, _ = make(qtbot)
    dock.show()
    with qtbot.waitSignal(dock.itemChosen) as got:
        dock.search.setText(typed)
        qtbot.keyClick(dock.search, Qt.Key.Key_Return)
    assert got.args[1] == chosen


def test_a_vehicle_played_as_half_tracks_says_the_supply_trucks_are_not() -> None:
    """The palette's tooltip of a vehicle and the Hex panel's rules of a unit (both
    unit_rules_lines) said "Rules: Half-tracks" of a vehicle no marker names, a stand-in for
    the Supply Trucks (Troops 17) official scenarios use vehicles for, whose rules are not
    in our sources (unplayed-vehicle, the briefing's legend): they say it; a vehicle marked
    Half-tracks does not. Found by the trucks audit."""
    from editor.engine.scenario import Unit
    from editor.ui.palette import unit_rules_lines

    said = ("Played as Half-tracks (003) for want of a Half-track marker: official "
            "scenarios use vehicles for Supply Trucks (Troops 17), whose rules are not in "
            "our rules sources")
    assert unit_rules_lines(Unit("vehus"))[1] == said
    assert said in item_summary("vehger")
    assert said not in unit_rules_lines(Unit("vehus", behavior="HALF_TRACKS"))
    assert unit_rules_lines(Unit("vehus"))[2:] == unit_rules_lines(
        Unit("vehus", behavior="HALF_TRACKS"))[1:]
