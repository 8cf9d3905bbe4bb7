"""The legend: exactly the names a scenario uses, each summarised from the rules engine's
tables (changing a table changes the legend)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from editor.engine.board import Coord, Face, Side
from editor.engine.catalog import CATALOG
from editor.engine.rules import PROFILES, profile_of, rules_for
from editor.engine.rules import terrain as terrain_rules
from editor.engine.scenario import Hex, Piece, Scenario, Tag, Unit
from editor.export.legend import legend, names_in_legend, terrain_summary, unit_summary
from editor.export.words import NAMED_LANGUAGES, words
from editor.io.m44 import load

from .conftest import ROOT, SAMPLES


def backgrounds(s: Scenario) -> set[str]:
    """The printed rows of a BEACH face visible on the board."""
    board = s.board
    return {name for c in board.coords
            if (name := board.background(s.face, c.row)) and s.hex(c).terrain is None}


def crowded() -> Scenario:
    """One of every catalog name (terrain, pieces, units with badges, tags) on an Overlord
    board, and some names the catalog does not know."""
    from editor.engine.board import BoardType

    s = Scenario(board_type=BoardType.OVERLORD, face=Face.BEACH)
    coords = iter(s.board.coords)
    for cat in ("terrain", "rect_terrain", "obstacle"):
        for name in CATALOG.names(cat):
            s.set_hex(next(coords), Hex(**{cat: Piece(name)}))
    badges = iter(CATALOG.names("badge") * 3)
    for name in CATALOG.names("unit"):
        s.set_hex(next(coords), Hex(unit=Unit(name)))
        s.set_hex(next(coords), Hex(unit=Unit(name, badge=next(badges))))
    for name in CATALOG.names("tag"):
        s.set_hex(next(coords), Hex(tags=(Tag(name, side=Side.AXIS),)))
    s.set_hex(next(coords), Hex(terrain=Piece("notaterrain"), unit=Unit("robotus"),
                                tags=(Tag("tag99"),)))
    return s


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_legend_lists_exactly_the_names_used_in_the_samples(path) -> None:
    s = load(path).scenario
    assert names_in_legend(legend(s)) == s.names_used() | backgrounds(s)


def test_legend_lists_exactly_the_names_used_everywhere() -> None:
    s = crowded()
    groups = legend(s)
    assert names_in_legend(groups) == s.names_used() | backgrounds(s)
    assert [g.kind for g in groups] == ["terrain", "obstacle", "unit", "marker"]
    # every entry says something, and no two entries are the same kind of thing twice
    entries = [e for g in groups for e in g.entries]
    assert all(e.label and e.summary.endswith(".") for e in entries)
    keys = [(e.kind, e.label, e.summary, e.badge) for e in entries if e.kind != "marker"]
    assert len(keys) == len(set(keys))


def test_an_empty_map_has_an_empty_legend() -> None:
    assert legend(Scenario()) == []


def test_terrain_summaries_come_from_the_rules_tables(monkeypatch) -> None:
    s = Scenario()
    s.set_hex(Coord(8, 0), Hex(terrain=Piece("woods")))
    s.set_hex(Coord(8, 2), Hex(terrain=Piece("river", behavior="FORDABLE_STREAM")))
    entries = {e.label: e for e in legend(s)[0].entries}
    assert entries["Forests"].summary == terrain_summary(rules_for("woods"))
    assert "Blocks line of sight" in entries["Forests"].summary
    assert "infantry −1, armor −2" in entries["Forests"].summary
    stream = entries["Rivers & Waterways (fordable stream)"]
    assert stream.summary == "Units moving in must stop. Does not block line of sight."
    # the legend follows the table: change the forest family, the line changes
    forest = terrain_rules.FAMILIES["forest"]
    monkeypatch.setitem(terrain_rules.FAMILIES, "forest",
                        replace(forest, must_stop=False, no_battle_after_entering=False))
    changed = {e.label: e for e in legend(s)[0].entries}["Forests"].summary
    assert changed.startswith("No movement restriction.")


def test_a_tile_whose_own_rules_are_not_played_says_so() -> None:
    """A frozen river plays as countryside: its own rules are not in our sources, and the
    legend says so rather than let it read as the tile's rule."""
    from editor.engine.game.simulate import not_played

    s = Scenario(face=Face.WINTER)
    s.set_hex(Coord(8, 0), Hex(terrain=Piece("wriver")))
    s.set_hex(Coord(8, 2), Hex(terrain=Piece("wriver", orientation=2)))
    s.set_hex(Coord(8, 4), Hex(terrain=Piece("woods")))
    entries = {e.label: e for e in legend(s)[0].entries}
    river = entries["Frozen Rivers, as Countryside"]
    assert river.summary == ("No movement or battle restriction. Does not block line of "
                             "sight. Its own rules are not in the rules used, nor played.")
    assert "not played" not in entries["Forests"].summary
    # and the simulator says it beside its figures
    assert not_played(s) == [
        "the simulation does not play the frozen river's own rules (not in our rules "
        "sources): Frozen Rivers (straight) (wriver) plays as Countryside, on 2 hexes"]


def test_a_railroad_says_who_stops_on_it() -> None:
    """003: "Patrol Cars moving onto a Railroad Track or Railroad Bridge must stop" (and the
    Half-tracks likewise): the line said "moving on stop", which read as a slip (seen on
    the briefing of tests/data/book/krasny-zavod.m44)."""
    s = Scenario()
    s.set_hex(Coord(8, 0), Hex(terrain=Piece("rail")))
    rail = {e.label: e for e in legend(s)[0].entries}["Railroads"]
    assert rail.summary == ("Patrol Cars and Half-tracks moving onto it must stop. Does not "
                            "block line of sight.")


def test_a_sea_bluff_says_the_vehicles_may_not_drive_it_from_the_beach() -> None:
    """003: "Cliffs & Sea Bluffs - Patrol Cars may not move up/down from the beach, oceans
    or shorelines" (Half-Tracks alike), as the engine plays it; to other units a hill."""
    s = Scenario()
    s.set_hex(Coord(4, 4), Hex(terrain=Piece("hills", behavior="BLUFF")))
    s.set_hex(Coord(4, 6), Hex(terrain=Piece("hills")))
    entries = {e.label: e for e in legend(s)[0].entries}
    assert entries["Hills (bluff)"].summary.startswith(
        "Patrol Cars and Half-tracks may not move up or down it from the beach or the ocean. "
        "Battle dice against a unit here: infantry −1, armor −1")
    assert "Patrol Cars" not in entries["Hills"].summary


def test_wire_says_who_may_remove_it_and_whether_it_battles_then() -> None:
    """000: "Infantry may remove the wire instead of battling. Armor may remove the wire
    and battle." (the engine offers both, issue 12): the briefing's line said only that
    units stop and infantry battles at −1 there, as if it stayed for good."""
    s = Scenario()
    s.set_hex(Coord(8, 0), Hex(obstacle=Piece("wire")))
    wire = {e.label: e for e in legend(s)[0].entries}["Wire"]
    assert wire.summary == ("Units moving in must stop. Infantry here battles at −1. "
                            "Infantry may remove it instead of battling; armor may remove it "
                            "and battle. Does not block line of sight.")
    # from the rules table: a class that may not remove it is not said to
    rules = rules_for("wire")
    only = replace(rules, removed_by=rules.removed_by[:1])
    assert "armor may" not in terrain_summary(only)
    assert "remove" not in terrain_summary(replace(rules, removed_by=()))
    assert "les retirer au lieu de combattre" in terrain_summary(rules, words("fr"))


def test_sandbags_say_they_go_with_their_unit_and_trenches_do_not() -> None:
    """000: "When occupying force leaves sandbags they are removed." The engine plays it
    (movement.relocate) and the line did not say it; trenches, terrain that protects as
    sandbags do, stay when their unit leaves and are not said to go."""
    s = Scenario()
    s.set_hex(Coord(8, 0), Hex(obstacle=Piece("sand")))
    s.set_hex(Coord(8, 2), Hex(terrain=Piece("ptrenches")))
    entries = {e.name: e for g in legend(s) for e in g.entries}
    assert "Removed when the unit here leaves." in entries["sand"].summary
    assert "Removed" not in entries["ptrenches"].summary
    assert "infantry −1, armor −1" in entries["ptrenches"].summary  # as sandbags otherwise


def test_unit_summaries_come_from_the_profiles() -> None:
    for profile in PROFILES.values():
        text = unit_summary(profile)
        assert f"{profile.figures} figure" in text
        if profile.dice:
            assert ", ".join(str(d) for d in profile.dice) in text
        assert str(profile.move) in text
    s = Scenario()
    s.set_hex(Coord(8, 0), Hex(unit=Unit("inf2us", badge="badge3")))
    s.set_hex(Coord(8, 2), Hex(unit=Unit("tankger", nbr_units=2)))
    s.set_hex(Coord(8, 4), Hex(unit=Unit("tankger")))
    units = {e.name: e for g in legend(s) for e in g.entries if e.kind == "unit"}
    resistance = profile_of(Unit("inf2us", badge="badge3"))
    assert resistance is not None and resistance.kind == "french_resistance"
    assert units["inf2us"].label.endswith(": French Resistance")
    assert "retreats 1 to 3 hexes per flag" in units["inf2us"].summary
    assert "2/3 figures" in units["tankger"].summary


def test_patrol_cars_say_their_hits_are_rolled_again_and_what_they_may_not_do() -> None:
    """003: "The enemy re-rolls all battle dice that score a hit. One hit is confirmed for
    each re-roll that is a Grenade", "A terrain that is identified in the rules as
    Impassable or Impassable to Armor & Artillery is also considered as impassable to Patrol
    Car units." and "Wire - Patrol Cars may not remove wire.": the engine plays all three
    and their line said none (it read as infantry's, which may enter a bunker and remove
    wire). Said from the profile's fields, which the engine reads too."""
    cars = PROFILES["patrol_cars"]
    assert unit_summary(cars) == (
        "Treated as infantry. Moves up to 4 and battles. May not enter terrain impassable to armor. Dice 3, 2, 1 "
        "at 1 to 3 hexes; needs line of sight. Hit by infantry and grenades; each hit is "
        "rolled again, and only a grenade confirms it. 3 figures; take ground; may not "
        "remove wire. Never ordered by Behind Enemy Lines, Dig-In, Medics & Mechanics (not "
        "even as a unit of your choice).")
    plain = replace(cars, hits_rerolled=False, barred_as=frozenset(), removes_obstacles=True,
                    not_ordered_by=())
    assert unit_summary(plain) == "Treated as infantry. " + unit_summary(
        replace(PROFILES["infantry"], move=4, move_and_battle=4, figures=3))
    for profile in PROFILES.values():  # no other unit is said to
        if profile is not cars:
            assert "rolled again" not in unit_summary(profile)
            assert "impassable" not in unit_summary(profile)
            assert "wire" not in unit_summary(profile)
    for lang in NAMED_LANGUAGES:
        text = unit_summary(cars, w=words(lang))
        assert text.count(". ") == unit_summary(cars).count(". "), (lang, text)


def test_units_whose_name_does_not_say_their_class_say_it() -> None:
    """003: Patrol Cars are "Treated as Infantry, for all purposes", Half-tracks "Treated as
    Armor, for all purposes": the engine plays every terrain rule, die and card by that
    class (UnitProfile.unit_class), and the terrain lines speak of infantry and armor (a
    town's "Armor here battles at −2", wire, bunkers), but a line headed "German vehicle:
    Half-tracks" never said which it was."""
    assert unit_summary(PROFILES["half_tracks"]).startswith("Treated as armor. Moves up to 2")
    assert unit_summary(PROFILES["patrol_cars"]).startswith("Treated as infantry. Moves up")
    assert unit_summary(PROFILES["french_resistance"]).startswith("Treated as infantry.")
    for kind in ("infantry", "special_forces", "armor", "elite_armor", "artillery", "airplane"):
        assert "Treated" not in unit_summary(PROFILES[kind]), kind
    assert unit_summary(PROFILES["half_tracks"], w=words("de")).startswith("Gilt als Panzer.")


def test_half_tracks_say_they_re_supply_and_how_their_figures_win_medals() -> None:
    """003: "the Half-track may re-supply that ground unit instead of battling" and "placing
    each eliminated Half-Track figure on a Medal stand, until three figures are gathered"
    (a Half-track "destroyed does not necessarily provide the opponent with a Medal"): the
    engine plays both (expansions/resupply.py; battle.lose) and their line said neither.
    Said from the profile's fields, which the engine reads too."""
    tracks = PROFILES["half_tracks"]
    assert unit_summary(tracks) == (
        "Treated as armor. Moves up to 2 and battles. Dice 2, 2 at 1 to 2 hexes; needs line of sight. Instead "
        "of battling, may re-supply weakened friendly units next to it, 1 figure for 1. Hit "
        "by armor and grenades. 3 figures; take ground; a medal per 3 figures destroyed, "
        "not per unit. Never ordered by Behind Enemy Lines, Dig-In, Medics & Mechanics, "
        "Infantry Assault, Move Out! (not even as a unit of your choice).")
    plain = replace(tracks, resupplies=False, figures_per_medal=0)
    assert "re-supply" not in unit_summary(plain) and "medal" not in unit_summary(plain)
    for profile in PROFILES.values():
        if profile is not tracks:
            assert "re-supply" not in unit_summary(profile)
            assert "medal" not in unit_summary(profile)
    assert "1 Medaille je 3 zerstörte Figuren" in unit_summary(tracks, w=words("de"))


def test_airfields_and_carriers_say_what_airplanes_do_there_under_the_air_rules() -> None:
    """004: "An Airplane that ends its movement on a friendly Aircraft carrier or Airfield
    hex ... can safely land there", "A model Airplane that is on the ground (before
    take-off, or after landing on an Airfield hex) can be targeted like any other unit",
    "Airplanes on Aircraft Carriers cannot be targeted directly"; carriers for the models
    that fly from them (Corsair, Zero). The engine plays it on the pieces the Air rules
    name (air_rules.AIRFIELDS, CARRIERS), and with the Air rules in effect the legend said
    an airfield was countryside and a carrier a ship with "no rules of its own"."""
    s = Scenario()
    s.set_hex(Coord(8, 2), Hex(rect_terrain=Piece("pcarrier")))
    s.set_hex(Coord(8, 4), Hex(terrain=Piece("airfield")))
    before = {e.name: e.summary for g in legend(s) for e in g.entries}
    assert "Air rules" not in before["airfield"] + before["pcarrier"]
    assert before["pcarrier"].startswith("A ship: no rules of its own;")
    s.game_info.options["air_rules"] = True
    after = {e.name: e.summary for g in legend(s) for e in g.entries}
    assert after["airfield"] == (
        "No movement or battle restriction. Does not block line of sight. Air rules: a "
        "friendly airplane ending its move here lands; landed, it may be battled like any "
        "unit.")
    assert after["pcarrier"] == (
        "A ship: for ground units, its hex plays as what is under it: Countryside. Air "
        "rules: a friendly airplane of a carrier model (Vought F4U Corsair, Mitsubishi A6M "
        "Zero) ending its move here lands; landed, it may not be targeted.")
    french = {e.name: e.summary for g in legend(s, w=words("fr")) for e in g.entries}
    assert "Règles Air\u00a0: un avion ami" in french["airfield"]
    assert "il ne peut pas être pris pour cible" in french["pcarrier"]


def test_a_bunker_says_its_protection_too_is_for_the_side_that_may_claim_it() -> None:
    """000: "Only the side noted in the briefing notes may claim a Bunker as a defensive
    position." The engine gives its protection, as its flag, to that side alone
    (TerrainInfo.prot; case "a bunker protects only the side that may claim it"), and the
    line said so of the flag only: "Defender: infantry −1, armor −2 dice" read as anyone's.
    A field bunker, which protects any occupant, is not said to."""
    from editor.export.legend_sentences import LEGEND_SENTENCES

    bunker, field = rules_for("bunker"), rules_for("wbunker")
    assert ("Battle dice against a unit here of the side that may claim it: infantry −1, "
            "armor −2. Blocks line of sight. Units here may ignore 1 flag (those of the side "
            "that may claim it).") in terrain_summary(bunker)
    assert "Battle dice against a unit here: infantry −1, armor −2." in terrain_summary(field)
    assert "claim" not in terrain_summary(field)
    for lang, said in LEGEND_SENTENCES.items():
        text = terrain_summary(bunker, words(lang))
        assert said["lg_protection"].format(infantry=1, armor=2) not in text, lang
        assert said["lg_protection_claimed"].format(infantry=1, armor=2) in text, lang


def test_exit_markers_off_the_board_edge_are_said_not_played() -> None:
    """004: "the Exit markers designate specific edge hexes through which a unit exiting
    the board might be saved"; "Edge hexes are all the full (not half) hexes that border
    the entire game board's four sides". The engine plays an exit marker on a full edge hex
    only (Setup.exits; the check exit-edge warns of the others), and the line said of a
    marker inland that a unit on it may move off the board. Said from the game's tables."""
    from editor.export.legend_sentences import LEGEND_SENTENCES

    def line(s: Scenario, lang: str = "en") -> str:
        return {e.name: e.summary for g in legend(s, w=words(lang))
                for e in g.entries}["tag4"]

    def exit_at(*coords: Coord) -> Scenario:
        s = Scenario()
        for c in coords:
            s.set_hex(c, Hex(tags=(Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES),)))
        return s

    edge, inland = Coord(0, 4), Coord(4, 4)
    assert line(exit_at(edge)).startswith("Exit line for the Allies: a unit")
    assert "edge" not in line(exit_at(edge))
    assert line(exit_at(edge, inland)).endswith(
        "earns a medal. 1 marker is on no full edge hex of the board: no unit leaves there.")
    assert line(exit_at(edge, inland, Coord(6, 4))).endswith(
        " 2 markers are on no full edge hex of the board: no unit leaves there.")
    assert line(exit_at(inland)) == ("Exit line for the Allies on no full edge hex of the "
                                     "board: no unit leaves there, not played.")
    for lang in LEGEND_SENTENCES:
        assert line(exit_at(inland), lang) != line(exit_at(edge), lang), lang


def test_markers() -> None:
    from editor.engine.scenario import Medal

    s = Scenario()
    s.set_hex(Coord(0, 0), Hex(tags=(Tag("medal1", medal=Medal(permanent=True)),)))
    s.set_hex(Coord(0, 2), Hex(tags=(Tag("medal1"),)))
    s.set_hex(Coord(0, 4), Hex(tags=(Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES),)))
    s.set_hex(Coord(0, 6), Hex(tags=(Tag("tag3", behavior="MINE_FIELD", side=Side.AXIS),)))
    text = {e.name: e.summary for e in legend(s)[0].entries}
    assert text["medal1"] == ("Medal objective for the Allies on 2 hexes: 1 permanent, "
                              "1 temporary.")
    assert text["tag4"].startswith("Exit line for the Allies")
    assert text["tag3"].startswith("Minefield on 1 hex, laid by the Axis")


def test_markers_the_engine_does_not_play_are_flagged_and_groups_read_as_it_reads_them() -> None:
    """Mines are not played (docs/GAME.md): the legend says so, as it does of tiles, rather
    than describe their rule; a majority objective without a group of the board plays as
    holding its hex, as ``m44 validate`` says, and is not called a majority."""
    from editor.engine.checks import run_checks
    from editor.engine.scenario import Medal

    s = Scenario()
    s.set_hex(Coord(4, 4), Hex(tags=(Tag("tag3", behavior="MINE_FIELD", side=Side.AXIS),)))
    s.set_hex(Coord(4, 8), Hex(tags=(Tag("medal0", medal=Medal(majority=True)),)))
    s.set_hex(Coord(4, 12), Hex(tags=(Tag("tag14"),)))
    s.set_hex(Coord(8, 0), Hex(unit=Unit("gunger", badge="badge5")))   # Big Guns
    s.set_hex(Coord(8, 2), Hex(unit=Unit("inf2us", badge="badge2")))   # Rangers: inf2
    text = {e.name: e.summary for g in legend(s) for e in g.entries}
    assert text["tag3"] == ("Minefield on 1 hex, laid by the Axis. Its own rules are not in "
                            "the rules used, nor played.")
    assert "roll" not in text["tag3"]
    assert text["tag14"].endswith("Its own rules are not in the rules used, nor played.")
    assert text["badge5"].endswith("Its own rules are not in the rules used, nor played.")
    # a mark of special forces, whose profile is played: nothing said not played
    assert text["badge2"].endswith("What it allows is told in the Special Rules.")
    assert text["medal0"] == ("Medal objective for whichever side holds it on 1 hex: temporary, "
                              "a majority objective with no hex of the board in its group: "
                              "played as holding its hex.")
    (f,) = run_checks(s, select=["majority-group"])
    # counted as words count (it read "over 0 hex(es)")
    assert f.message == "medal0 is a majority objective over 0 hexes: it plays as holding the hex"
    # with a group of the board (bad names left out, as the game leaves them), a majority
    s.set_hex(Coord(4, 8), Hex(tags=(Tag("medal0", group=("E5", "F5", "Z99", "G5"),
                                         medal=Medal(majority=True)),)))
    text = {e.name: e.summary for g in legend(s) for e in g.entries}
    assert "held with an absolute majority of its group's 3 hexes" in text["medal0"]


def test_a_kind_held_by_some_of_the_objectives_only_says_how_many() -> None:
    """Ice of the Chornaya's Allied medals: a majority group of 3 and a lone objective on
    the bridge. The legend told all 4 "held with an absolute majority of its group's 3
    hexes" (a 4th hex in a group of 3); it says how many of them are held so, and so for
    what an objective is worth and when it is held, in each language."""
    from editor.engine.scenario import Medal
    from editor.export.words import words

    s = load(str(ROOT / "scenarios" / "ice-of-the-chornaya.m44")).scenario
    text = {e.name: e.summary for g in legend(s) for e in g.entries}
    assert text["medal6"] == ("Medal objective for the Allies on 4 hexes: temporary, 3 of them "
                              "held with an absolute majority of its group's 3 hexes.")
    text = {e.name: e.summary for g in legend(s, w=words("fr")) for e in g.entries}
    assert text["medal6"] == ("Objectif de médaille pour les Alliés sur 4 hexagones\u00a0: "
                              "temporaire, tenu à la majorité absolue des 3 hexagones de son "
                              "groupe (pour 3 d'entre eux).")
    # a kind of them all is said as it was, with no count
    s = Scenario()
    group = ("E5", "F5", "G5")
    for col in (8, 10, 12):
        s.set_hex(Coord(4, col), Hex(tags=(Tag("medal0", group=group, medal=Medal(
            majority=True, counts_for=2)),)))
    text = {e.name: e.summary for g in legend(s) for e in g.entries}
    assert text["medal0"] == ("Medal objective for whichever side holds it on 3 hexes: "
                              "temporary, held with an absolute majority of its group's 3 "
                              "hexes, worth 2 medals.")
    s.set_hex(Coord(6, 4), Hex(tags=(Tag("medal0", medal=Medal(turn_start=True,
                                                                 counts_for=3)),)))
    text = {e.name: e.summary for g in legend(s) for e in g.entries}
    assert text["medal0"] == ("Medal objective for whichever side holds it on 4 hexes: "
                              "temporary, 3 of them held with an absolute majority of its "
                              "group's 3 hexes, 1 of them held at the start of the turn, 3 of "
                              "them worth 2 medals, 1 of them worth 3 medals.")


def test_airplanes_with_the_air_rules_off_are_said_not_played() -> None:
    """Off, the Air rules play no airplane: the game leaves it off the board (validate: "it
    is not played, the game leaves it off the board"): the legend does not describe an
    airplane's flight, and the simulator notes it beside its figures."""
    from editor.engine.game.simulate import NOT_PLAYED, not_played
    from editor.engine.scenario import GameInfo

    s = Scenario(game_info=GameInfo(options={"air_rules": False}))
    s.set_hex(Coord(2, 12), Hex(unit=Unit("plnger")))
    (plane,) = [e for g in legend(s) for e in g.entries if e.name == "plnger"]
    assert plane.summary == ("Not played: the scenario's airplanes, with the Air rules "
                             "switched off: the game leaves them off the board.")
    assert "flying" not in plane.summary
    assert not_played(s)[-1] == NOT_PLAYED + ("the scenario's airplanes, with the Air rules "
                                              "switched off: the game leaves them "
                                              "off the board")
    on = Scenario()
    on.set_hex(Coord(2, 12), Hex(unit=Unit("plnger")))
    (plane,) = [e for g in legend(on) for e in g.entries if e.name == "plnger"]
    assert "flying over anything" in plane.summary
    assert not any("off the board" in n for n in not_played(on))


def test_units_told_apart_by_their_badge_only_name_it() -> None:
    """German infantry carrying a sniper badge and German infantry carrying an engineers
    badge were two legend lines alike, "German Infantry with badge", word for word: the
    reader had to tell them apart by a badge a few millimetres wide. Each names its badge;
    a unit type with one badge only keeps the short label, its badge being a marker. The
    badges come in the catalog's order (badge6 before badge26)."""
    s = Scenario()
    s.set_hex(Coord(8, 0), Hex(unit=Unit("infger", badge="badge26")))
    s.set_hex(Coord(8, 2), Hex(unit=Unit("infger", badge="badge6")))
    s.set_hex(Coord(8, 4), Hex(unit=Unit("infger")))
    s.set_hex(Coord(8, 6), Hex(unit=Unit("tankus", badge="badge2")))
    units = next(g for g in legend(s) if g.kind == "unit").entries
    assert [e.label for e in units] == [
        "German Infantry", "German Infantry with Combat Engineers badge (German)",
        "German Infantry with Sniper badge (German)", "US Armor with badge"]
    # in the crowded legend too, no two unit lines are alike
    labels = [e.label for g in legend(crowded()) if g.kind == "unit" for e in g.entries]
    assert len(labels) == len(set(labels))


def test_a_ship_says_the_water_under_it_rules() -> None:
    """Tanoa Atoll's destroyers stand on the printed ocean, which rules their hexes (a ship
    is countryside, which the rules leave out of a hex): the legend said "Destroyer, as
    Countryside: No movement or battle restriction", rules the hexes do not have. It says
    what is under the ship, in the legend's words, here and elsewhere."""
    from editor.engine.rules.terrain import hex_terrain

    from ..conftest import DATA

    s = load(str(DATA / "book" / "tanoa-atoll.m44")).scenario
    ships = [c for c, h in s.hexes.items()
             if h.rect_terrain is not None and h.rect_terrain.name == "pdestroyer"]
    assert ships and all(
        hex_terrain(s.hex(c), s.board.background(s.face, c.row)).families == ("ocean",)
        for c in ships)
    (entry,) = [e for g in legend(s) for e in g.entries if e.name == "pdestroyer"]
    assert entry.label == "Destroyer"
    assert entry.summary == ("A ship: no rules of its own; its hex plays as what is under it: "
                             "Ocean (printed board).")
    from editor.export.words import words
    (fr,) = [e for g in legend(s, w=words("fr")) for e in g.entries if e.name == "pdestroyer"]
    assert fr.summary.endswith("\u00a0: océan (imprimé sur le plateau).")
    # on a river tile and on open ground, each said once; an aircraft carrier alike
    c = Scenario()
    c.set_hex(Coord(0, 0), Hex(terrain=Piece("river"), rect_terrain=Piece("pdestroyer")))
    c.set_hex(Coord(0, 2), Hex(terrain=Piece("curve"), rect_terrain=Piece("pdestroyer")))
    c.set_hex(Coord(2, 2), Hex(rect_terrain=Piece("pdestroyer")))
    c.set_hex(Coord(4, 2), Hex(rect_terrain=Piece("pcarrier")))
    found = {e.name: e for g in legend(c) for e in g.entries}
    assert found["pdestroyer"].summary.endswith(
        "what is under it: Rivers & Waterways, Countryside.")
    assert found["pcarrier"].label == "Aircraft carrier"
    assert found["pcarrier"].summary.endswith("what is under it: Countryside.")
    # an idle barge is a boat, not a ship (found by the Air Pack rules audit)
    c.set_hex(Coord(6, 2), Hex(rect_terrain=Piece("barge")))
    found = {e.name: e for g in legend(c) for e in g.entries}
    assert found["barge"].summary.startswith("A boat: no rules of its own")
    assert found["pcarrier"].summary.startswith("A ship: ")


def test_a_label_that_names_its_family_does_not_say_it_plays_as_it() -> None:
    """Found by the briefwalk audit (the briefing of tests/data/book/kalanga-river.m44):
    the Pacific river mouth printed a line "Rivers & Waterways, as River or waterway" under
    the river's "Rivers & Waterways", both "Impassable to all units. Does not block line of
    sight.", and the Pacific village "Towns & Villages, as Town or village": a label whose
    words are the family's, in the plural, has named it. The mouth shares the river's line;
    a label that does not name it keeps the family ("Hospitals, as Town or village")."""
    from ..conftest import DATA

    s = load(str(DATA / "book" / "kalanga-river.m44")).scenario
    lines = [(e.label, e.names) for g in legend(s) for e in g.entries]
    assert ("Rivers & Waterways", ("river", "curve", "pmouth")) in lines
    assert ("Towns & Villages", ("pvillage",)) in lines
    assert ("Hospitals, as Town or village", ("phospital",)) in lines
    assert not any(label.startswith("Rivers & Waterways,") for label, _ in lines)
    # in every language alike: the English words decide
    french = [e.label for g in legend(s, w=words("fr")) for e in g.entries]
    assert "Villes et villages" in french
    assert not any(", comme Ville ou village" in label and label.startswith("Villes")
                   for label in french)


def test_a_river_only_under_bridges_is_not_said_impassable() -> None:
    """Monte Cerreto's Special Rules make the Fosso Rio fordable, and the file's rivers are
    fordable streams, but for the one under the bridge (F3), where the rules engine plays
    the bridge and not the river: the legend said "Rivers & Waterways: Impassable to all
    units", of no hex of the map. It says the river is only under the bridge here; a
    river that some hex plays keeps its rules."""
    from ..conftest import DATA

    s = load(str(DATA / "book" / "monte-cerreto.m44")).scenario
    rivers = [e for g in legend(s) for e in g.entries if "river" in e.names]
    assert [(e.label, e.summary) for e in rivers] == [
        ("Rivers & Waterways", "Here only under a crossing (Bridge): the crossing rules each "
                               "of its hexes, and its own rules hold on none."),
        ("Rivers & Waterways (fordable stream)",
         "Units moving in must stop. Does not block line of sight.")]
    assert not any("Impassable" in e.summary for g in legend(s) if g.kind == "terrain"
                   for e in g.entries if e.name != "mountain")
    # a river that a hex plays, beside one under a bridge: impassable, as the rules say
    s.set_hex(Coord(4, 20), Hex(terrain=Piece("river")))
    (river,) = [e for g in legend(s) for e in g.entries if e.name == "river"
                and "fordable" not in e.label]
    assert river.summary == terrain_summary(rules_for("river"))
    assert river.summary.startswith("Impassable to all units")


def test_a_river_under_a_ford_beside_a_pond_that_plays_shares_its_line() -> None:
    """Found by the briefwalk audit (the briefing of tests/data/book/pont-sainte-colombe.m44):
    the river tile under the ford (E12) and the pond at the stream's end, both labelled
    "Rivers & Waterways", printed two lines of that name, "Here only under Fords or
    Fordable River: ... its own rules hold on none" and "Impassable to all units": the
    river was said to be only under crossings tile by tile, where the reader knows a kind
    of terrain by its name. Pieces named alike are one kind, whose rules hold where any
    of them is played: one line, impassable, as a river with a bridge on one hex."""
    from ..conftest import DATA

    s = load(str(DATA / "book" / "pont-sainte-colombe.m44")).scenario
    rivers = [e for g in legend(s) for e in g.entries if e.label == "Rivers & Waterways"]
    assert [(e.names, e.summary) for e in rivers] == [
        (("river", "pond"), terrain_summary(rules_for("river")))]


def test_the_italian_army_badge_says_its_option_is_not_played() -> None:
    """Bir Sharaf sets the option italy_royal_army, whose rules the Italian army badge's
    units take (retreats of 1 to 3 hexes, Italian artillery ignoring a flag) and which the
    engine does not play: the badge's line said only "What it allows is told in the Special
    Rules", where the troop-type badges and the options' line say they are not played. It
    names the option while the option is set, which the options' line then says is not
    played (the line sends the reader there: said once on the sheet), or while the Special
    Rules name its rules, and says it is not played itself then; nothing else."""
    from editor.export.legend import BADGE_OPTIONS

    from ..conftest import DATA

    s = load(str(DATA / "book" / "bir-sharaf.m44")).scenario
    said = ("Its rules come with the rule option Italian Royal Army, which this program's "
            "game engine does not play.")

    def badge(s: Scenario) -> str:
        (entry,) = [e for g in legend(s) for e in g.entries if e.name == "badge38"]
        return entry.summary

    assert badge(s) == ("Marks 11 units: German Armor, German Artillery, German Infantry. "
                        "What it allows is told in the Special Rules. Its rules come with "
                        "the rule option Italian Royal Army, listed with the file's options "
                        "in the Special Rules.")
    options = {k: v for k, v in s.game_info.options.items() if k != "italy_royal_army"}
    s.game_info = replace(s.game_info, options=options)
    assert badge(s).endswith(said)  # "Italian Royal Army rules are in effect."
    s.text["en"] = replace(s.text["en"], rules="North African Desert rules are in effect.")
    assert badge(s).endswith("What it allows is told in the Special Rules.")
    # the table agrees with the catalog
    for name, (key, _) in BADGE_OPTIONS.items():
        assert key in CATALOG.options and key in CATALOG[name].facts["meaning"]


@pytest.mark.parametrize(("unit", "label"), [
    # the profile's own name only when it is another kind of unit than the name says
    (Unit("tankger", behavior="ARMOR_MOVE_TWO"), "German Armor [armor move two]"),
    (Unit("tank2us", behavior="ELITE_ARMOR_MOVE_TWO"), "US Elite Armor [elite armor move two]"),
    # the behavior once, where the profile's name already says it
    (Unit("inf2us", badge="badge3", behavior="FRENCH_RESISTANCE"),
     "US Special Forces with badge: French Resistance"),
    (Unit("inf2us", behavior="FRENCH_RESISTANCE"), "US Special Forces: French Resistance"),
    # a behavior that does not make the unit another kind is said as before
    (Unit("tank2ger", badge="badge4", behavior="GERMAN_2VICTANK"),
     "German Elite Armor with badge [German tank worth 2 medals]"),
    (Unit("tankus", behavior="FRENCH_RESISTANCE"), "US Armor [French Resistance]"),
    (Unit("infger", badge="badge4"), "German Infantry with badge: Special Forces infantry"),
])
def test_a_unit_s_line_names_its_kind_and_behavior_once(unit: Unit, label: str) -> None:
    """The briefing of tests/data/book/pont-sainte-colombe.m44 read "German Armor: Armor
    [armor move two]" (the tanks that move two kept their kind, Armor, yet it was said as if
    another) and "US Special Forces with badge: French Resistance [French Resistance]" (the
    behavior that makes them French Resistance said twice)."""
    s = Scenario()
    s.set_hex(Coord(8, 0), Hex(unit=unit))
    (entry,) = [e for g in legend(s) for e in g.entries if e.kind == "unit"]
    assert entry.label == label


def _line(s: Scenario, label: str, lang: str = "en") -> str:
    """The summary, in ``lang``, of the line whose English label is ``label`` (a map's
    lines are the same in every language, in the same order)."""
    from editor.export.words import words

    english = [e.label for g in legend(s) for e in g.entries]
    said = [e.summary for g in legend(s, w=words(lang)) for e in g.entries]
    assert len(said) == len(english)
    return said[english.index(label)]


def test_ordinary_and_decoy_minefields_are_each_said_with_their_hexes_and_the_mine_deck() -> None:
    """Decoy and ordinary minefields on one map, with the file's mine deck option: the
    check's findings (and so the simulator's notes and the Playtest dialog) named no hex,
    the decoys first; the briefing's legend said the mine deck option not played on the
    decoys' line only (the first), the ordinary minefields' line read as if their deck were
    played. Each behavior is now said with its hexes, the ordinary minefields first, and
    each minefield line of the legend says the option."""
    from editor.engine.checks import run_checks
    from editor.engine.game.simulate import NOT_PLAYED, not_played
    from editor.ui.play.dialogs import not_played_in_play

    s = Scenario()
    s.game_info = replace(s.game_info, options={"mine_deck_name": "standard"})
    for c, behavior in ((Coord(4, 8), "MINE_FIELD"), (Coord(4, 10), "MINE_FIELD"),
                        (Coord(4, 12), "DECOY_MEDAL_MINE_FIELD")):
        s.set_hex(c, Hex(tags=(Tag("tag3", behavior, Side.AXIS),)))
    mines = ("MINE_FIELD (minefields; not in our rules sources): Minefield (tag3) plays as a "
             "marker that does nothing, on 2 hexes: E5, F5")
    decoys = ("DECOY_MEDAL_MINE_FIELD (minefields, and a decoy mine gives a medal to the side "
              "that reveals it; not in our rules sources): Minefield (tag3) plays as a marker "
              "that does nothing, on 1 hex: G5")
    found = run_checks(s, select=["unplayed-behavior"])
    assert [f.message for f in found] == [NOT_PLAYED + mines, NOT_PLAYED + decoys]
    assert [len(f.coords) for f in found] == [2, 1]
    deck = "the rule option Minefield token deck (mine_deck_name)"
    assert not_played(s) == [NOT_PLAYED + mines, NOT_PLAYED + decoys, NOT_PLAYED + deck]
    assert not_played_in_play(s) == [mines, decoys, deck]
    option = " Its rule option in the file is not played either: Minefield token deck: standard."
    assert [e.summary for g in legend(s) for e in g.entries if e.name == "tag3"] == [
        "Minefield on 2 hexes, laid by the Axis. Its own rules are not in the rules used, nor "
        "played." + option,
        "Minefield on 1 hex, laid by the Axis; a decoy mine gives a medal to the side that "
        "reveals it. Its own rules are not in the rules used, nor played." + option]


def test_a_behavior_not_played_is_said_so_and_never_contradicted() -> None:
    """Found by the book audit (the briefing of tests/data/book/pont-sainte-colombe.m44):
    "Hills (steep hill)" said "No movement restriction" (a steep hill's climb counts as a
    2-hex move), the wide river "Does not block line of sight" (it blocks infantry's), the
    bridge that may be blown for a medal and the decoy minefields said nothing of it. Each
    now says what is not played, and not the contrary of it."""
    s = Scenario()
    s.set_hex(Coord(2, 2), Hex(terrain=Piece("hills", behavior="STEEP_HILL")))
    s.set_hex(Coord(2, 4), Hex(terrain=Piece("river", behavior="WIDE_RIVER")))
    s.set_hex(Coord(2, 6), Hex(terrain=Piece("river"), rect_terrain=Piece(
        "bridge", behavior="CAN_BE_BLOWN", extra={"behavior2": "ONE_MEDAL_IF_BLOWN"})))
    s.set_hex(Coord(2, 8), Hex(terrain=Piece("river"), rect_terrain=Piece("bridge")))
    s.set_hex(Coord(2, 10), Hex(terrain=Piece("buildings", behavior="HEADQUARTER")))
    s.set_hex(Coord(2, 12), Hex(tags=(Tag("tag3", "DECOY_MEDAL_MINE_FIELD", Side.AXIS),)))
    s.set_hex(Coord(2, 14), Hex(tags=(Tag("tag3", "MINE_FIELD", Side.AXIS),)))
    assert _line(s, "Hills (steep hill)") == (
        "Battle dice against a unit here: infantry −1, armor −1, from lower ground only. "
        "Blocks line of sight unless at the same height. Not in the rules used, nor played: "
        "moving up it counts as a 2-hex move.")
    assert _line(s, "Rivers & Waterways (wide river)") == (
        "Impassable to all units. Not in the rules used, nor played: it blocks the line of "
        "sight of infantry.")
    assert _line(s, "Bridge (can be blown, one medal if blown)") == (
        "Crosses the river. Does not block line of sight. Not in the rules used, nor played: "
        "it may be blown up; blowing it up wins a medal.")
    assert _line(s, "Bridge") == "Crosses the river. Does not block line of sight."
    assert _line(s, "Towns & Villages (headquarters)").endswith(
        "Blocks line of sight. Not in the rules used, nor played: the headquarters' own "
        "rules.")
    mines = [e.summary for g in legend(s) for e in g.entries if e.name == "tag3"]
    assert mines == [  # the ordinary minefields first, then the decoys
        "Minefield on 1 hex, laid by the Axis. Its own rules are not in the rules used, nor "
        "played.",
        "Minefield on 1 hex, laid by the Axis; a decoy mine gives a medal to the side that "
        "reveals it. Its own rules are not in the rules used, nor played."]
    # in every language
    assert _line(s, "Hills (steep hill)", "fr").endswith(
        "Absent des règles utilisées et non joué\u00a0: y monter compte comme un mouvement de "
        "2 hexagones.")
    assert _line(s, "Bridge (can be blown, one medal if blown)", "de").endswith(
        "Nicht in den verwendeten Regeln und nicht gespielt: sie kann gesprengt werden; ihre "
        "Sprengung bringt eine Medaille.")


@pytest.mark.parametrize(("piece", "layer", "label"), [
    (Piece("hills", behavior="CLIFF"), "terrain", "Hills (cliff)"),
    (Piece("hills", behavior="BLUFF"), "terrain", "Hills (bluff)"),
    (Piece("oasis", behavior="OASIS_RECOVERY"), "terrain", "Oasis (oasis recovery), as Forest"),
    (Piece("bridge", behavior="BRIDGE_SECTION"), "rect_terrain",
     "Bridge (bridge section)"),
    (Piece("sand", behavior="SEAWALL"), "obstacle", "Sandbags (seawall)"),
])
def test_every_piece_behavior_not_played_says_so_in_every_language(
        piece: Piece, layer: str, label: str) -> None:
    from editor.export.legend_sentences import LEGEND_SENTENCES
    from editor.export.words import words

    s = Scenario()
    s.set_hex(Coord(2, 2), Hex(**{layer: piece}))
    rule = LEGEND_SENTENCES["en"][f"lg_rule_{piece.behavior.lower()}"]
    assert _line(s, label).endswith(f" Not in the rules used, nor played: {rule}.")
    for lang, said in LEGEND_SENTENCES.items():
        (line,) = [e.summary for g in legend(s, w=words(lang)) for e in g.entries]
        assert line.endswith(said["lg_behavior_unplayed"].format(
            rules=said[f"lg_rule_{piece.behavior.lower()}"]))


@pytest.mark.parametrize(("piece", "label", "summary"), [
    (Piece("river", behavior="FORD"), "Rivers & Waterways (ford)",
     "Units moving in must stop; crosses the river. Units here battle at −1. Does not block "
     "line of sight."),
    (Piece("river", behavior="FORDABLE_STREAM"),
     "Rivers & Waterways (fordable stream)",
     "Units moving in must stop. Does not block line of sight."),
    # it said "Impassable to all units; Units moving in must stop and may not battle."; and
    # the protection of a hex no unit may enter nor stands on, which covers no unit (below)
    (Piece("woods", behavior="IMPASSABLE_HILL"), "Forests (impassable hill)",
     "Impassable to all units. Blocks line of sight."),
    (Piece("mountain", behavior="IMPASSABLE_BLOCKING_HILL"),
     "Mountains (impassable blocking hill)", "Impassable to all units. Blocks line of sight."),
])
def test_a_behavior_played_says_what_is_played(piece: Piece, label: str,
                                                summary: str) -> None:
    s = Scenario()
    s.set_hex(Coord(2, 2), Hex(terrain=piece))
    assert _line(s, label) == summary


@pytest.mark.parametrize(("piece", "layer", "lang", "label"), [
    (Piece("river", behavior="FORD"), "terrain", "fr", "Rivières et cours d'eau (gué)"),
    (Piece("river", behavior="FORDABLE_STREAM"), "terrain", "it",
     "Fiumi e corsi d'acqua (torrente guadabile)"),
    (Piece("bridge", behavior="BRIDGE_SECTION"), "rect_terrain", "de",
     "Brücke (Brückenabschnitt)"),
    (Piece("sand", behavior="SEAWALL"), "obstacle", "es", "Sacos terreros (malecón)"),
    # a family of another name is said, in the words the language writes inside a line
    (Piece("oasis", behavior="OASIS_RECOVERY"), "terrain", "nl",
     "Oase (herstel in de oase), als bos"),
    (Piece("road"), "terrain", "de", "Straßen, wie offenes Gelände"),
    # English too, its behavior named by the file's code, its piece by the catalog's label
    (Piece("river", behavior="FORD"), "terrain", "en", "Rivers & Waterways (ford)"),
    (Piece("sand", behavior="SEAWALL"), "obstacle", "en", "Sandbags (seawall)"),
])
def test_a_line_does_not_say_a_piece_plays_as_what_it_has_just_named(
        piece: Piece, layer: str, lang: str, label: str) -> None:
    """The lead's read of the translated legends: "Rivières et cours d'eau (gué), comme
    Gué", "Sacs de sable (digue), comme Sacs de sable", "Brücke (Brückenabschnitt), wie
    Brücke", and English "Rivers & Waterways (ford)": the piece's name or its
    behavior's words already name the family it plays as."""
    s = Scenario()
    s.set_hex(Coord(2, 2), Hex(**{layer: piece}))
    assert [e.label for g in legend(s, w=words(lang)) for e in g.entries] == [label]


def test_a_protection_no_unit_can_use_is_not_said_unless_a_unit_stands_there() -> None:
    """A mountain made impassable and sight-blocking by its behavior (Monte Cerreto's,
    IMPASSABLE_BLOCKING_HILL) printed "Defender: infantry −1, armor −1 dice, from lower
    ground only", a protection for a unit on it, where no unit may ever stand. It is left
    out, with all a piece does for a unit on it (a bunker's flag, its artillery that may
    not move), while no unit is set up on any of its hexes; one set up on a single hex of
    it is covered, and the line says so again, in every language."""
    from editor.export.legend_sentences import LEGEND_SENTENCES

    mountain = Piece("mountain", behavior="IMPASSABLE_BLOCKING_HILL")
    label = "Mountains (impassable blocking hill)"
    s = Scenario()
    for col in (2, 4, 6):
        s.set_hex(Coord(2, col), Hex(terrain=mountain))
    s.set_hex(Coord(4, 4), Hex(rect_terrain=Piece("bunker", behavior="IMPASSABLE_HILL")))
    assert _line(s, label) == "Impassable to all units. Blocks line of sight."
    assert _line(s, "Bunkers (impassable hill)") == ("Impassable to all units. Blocks line "
                                                     "of sight.")
    for lang, said in LEGEND_SENTENCES.items():
        protection = said["lg_protection"].format(infantry=1, armor=1)
        assert protection not in _line(s, label, lang), lang
    # a unit set up on one of its hexes (unit-impassable warns): its protection covers it
    s.set_hex(Coord(2, 4), Hex(terrain=mountain, unit=Unit("infger")))
    s.set_hex(Coord(4, 4), Hex(rect_terrain=Piece("bunker", behavior="IMPASSABLE_HILL"),
                               unit=Unit("gunger")))
    assert _line(s, label) == ("Impassable to all units. Battle dice against a unit here: "
                               "infantry −1, armor −1, from lower ground only. Blocks line "
                               "of sight. Its own rules are not in the rules used, nor "
                               "played.")
    assert _line(s, "Bunkers (impassable hill)") == (
        "Impassable to all units; artillery here may not move. Battle dice against a unit "
        "here of the side that may claim it: infantry −1, armor −2. Blocks line of sight. "
        "Units here may ignore 1 flag (those of the side that may claim it). Claimed by the "
        "Axis.")
    for lang, said in LEGEND_SENTENCES.items():
        protection = said["lg_protection"].format(infantry=1, armor=1)
        assert protection in _line(s, label, lang), lang



def test_protections_that_do_not_add_up_are_not_said_where_no_unit_stands() -> None:
    """A bunker made impassable on a hill (tests/export/helpers.wadi_line), where no unit
    is set up: its line no longer states its protection, yet still said "On Hills,
    protections do not add up: only the best counts", a remark on protections it does not
    state and no unit can use. Nothing is said of protection there, in every language; a
    unit set up on it brings the remark back with the protection."""
    from editor.export.legend_sentences import LEGEND_SENTENCES

    from .helpers import wadi_line

    s = wadi_line()
    label = "Bunkers (impassable hill)"
    assert _line(s, label) == "Impassable to all units. Blocks line of sight."
    for lang, said in LEGEND_SENTENCES.items():
        for key in ("lg_best_protection", "lg_best_protection_flag"):
            remark = said[key].split("{tiles}")[-1].strip(" .:,")
            assert remark not in _line(s, label, lang), (lang, key)
    s.set_hex(Coord(2, 20), replace(s.hex(Coord(2, 20)), unit=Unit("infger")))
    assert ("Battle dice against a unit here of the side that may claim it: infantry −1, "
            "armor −2. Blocks line of sight. Units here may ignore 1 flag (those of the side "
            "that may claim it). On Hills, protections do not add up: only the best counts, and 1 flag may still be "
            "ignored.") in _line(s, label)

#: Words a language writes with a capital wherever they stand: names (Patrol Cars), and
#: German nouns.
_CAPITALS = {"de": {"Spähwagen", "Einheiten", "Betreten", "Bewegung", "Infanterie", "Panzer",
                    "Artillerie", "Flugzeuge"}}


def test_every_movement_rule_joins_mid_sentence_in_lower_case_in_every_language() -> None:
    """A partial ``impassable_to`` with ``must_stop`` read "Impassable to armor; Units
    moving in must stop.": a capital in mid-sentence. Every combination of the movement
    rules of a synthetic family, in every language, starts its sentence with a capital and
    goes on after each semicolon in lower case (but for the names and nouns a language
    always writes with a capital)."""
    import itertools
    import re

    from editor.engine.rules import UnitClass
    from editor.export.legend_sentences import LEGEND_SENTENCES
    from editor.export.words import words

    armor = frozenset({UnitClass.ARMOR})
    tanks_and_guns = frozenset({UnitClass.ARMOR, UnitClass.ARTILLERY})
    base = terrain_rules.TerrainRules("synthetic", "Synthetic")
    flags = ("must_stop", "no_battle_after_entering", "enter_from_adjacent_start_only",
             "stop_after_leaving", "no_retreat_into", "crossing", "rail", "cliff")
    seen = 0
    for lang in LEGEND_SENTENCES:
        w = words(lang)
        capitals = _CAPITALS.get(lang, {"Patrol"})
        for impassable, leave, move, on in itertools.product(
                (frozenset(), armor, tanks_and_guns, terrain_rules.GROUND),
                (frozenset(), frozenset({UnitClass.ARTILLERY})), (None, 1, 2),
                itertools.product((False, True), repeat=len(flags))):
            rules = replace(base, impassable_to=impassable, cannot_leave=leave, max_move=move,
                            limits_move_out=move == 2, **dict(zip(flags, on)))
            first, *_ = terrain_summary(rules, w).split(". ")
            assert first[0].isupper(), (lang, first)
            for part in first.split(w.say("semicolon"))[1:]:
                word = re.match(r"\w+", part)
                assert part[0].islower() or (word and word[0] in capitals), (lang, first)
                seen += 1
    assert seen > 1000


def test_decoy_minefields_are_told_apart_from_minefields_by_their_label() -> None:
    """Decoy and ordinary minefields both read "Minefield" at the head of their lines (only
    their summaries told them apart); the decoys' label says so, in every language."""
    from editor.export.legend_sentences import LEGEND_SENTENCES
    from editor.export.words import words

    s = Scenario()
    s.set_hex(Coord(2, 12), Hex(tags=(Tag("tag3", "DECOY_MEDAL_MINE_FIELD", Side.AXIS),)))
    s.set_hex(Coord(2, 14), Hex(tags=(Tag("tag3", "MINE_FIELD", Side.AXIS),)))
    for lang, said in LEGEND_SENTENCES.items():
        lines = {e.label: e.summary for g in legend(s, w=words(lang)) for e in g.entries}
        minefield = words(lang).name("Minefield")
        decoys = said["lg_decoy_label"].format(label=minefield)
        assert set(lines) == {minefield, decoys}, lang
        assert said["lg_rule_decoy_medal_mine_field"] in lines[decoys]
        assert said["lg_rule_decoy_medal_mine_field"] not in lines[minefield]
    assert _line(s, "Minefield (decoys win a medal)").startswith("Minefield on 1 hex, laid by "
                                                                 "the Axis; a decoy mine")


@pytest.mark.parametrize(("piece", "unit", "unplayed"), [
    (Piece("mountain"), None, True),
    # no unit may enter it and no line of sight crosses it: the behavior rules the hex,
    # and the mountain's own rules (its height, its protection) have nothing to act on
    (Piece("mountain", behavior="IMPASSABLE_BLOCKING_HILL"), None, False),
    # but for a unit set up on it (unit-impassable warns), which its protection would cover
    (Piece("mountain", behavior="IMPASSABLE_BLOCKING_HILL"), Unit("infger"), True),
    # impassable, but seen across as a hill: a mountain's own height is not played
    (Piece("mountain", behavior="IMPASSABLE_HILL"), None, True),
    (Piece("pmcave", behavior="IMPASSABLE_BLOCKING_HILL"), None, False),
    # the behavior makes it another terrain, whose rules are played
    (Piece("marshes", behavior="FORDABLE_STREAM"), None, False),
    (Piece("wriver", behavior="FORD"), None, False),
    (Piece("wriver"), None, True),
    # the Pacific tiles whose own rules the catalog gives and nothing here plays: a jungle
    # played as a forest (no battle on entering it), rice paddies as a fordable stream (its
    # artillery and armor restrictions left out); their lines said nothing of it
    (Piece("pjungle"), None, True),
    (Piece("price"), None, True),
    (Piece("palmtrees"), None, False),
])
def test_a_tile_s_own_rules_are_said_not_played_where_the_check_says_so(
        piece: Piece, unit: Unit | None, unplayed: bool) -> None:
    """A mountain marked IMPASSABLE_BLOCKING_HILL (tests/data/book/monte-cerreto.m44) got two
    answers: ``m44 validate`` (unplayed-terrain) and the simulator said the mountain's own
    rules were not played, its legend line did not. The behavior makes the hex impassable to
    every unit and blocks every line of sight across it: nothing is left for the mountain's
    own rules to rule, unless a unit is set up on it. The check and the legend now give one
    answer, the same for every tile and behavior."""
    from editor.engine.checks import run_checks
    from editor.export.legend import UNPLAYED

    s = Scenario(face=Face.WINTER if piece.name.startswith("w") else Face.COUNTRY)
    s.set_hex(Coord(2, 2), Hex(terrain=piece, unit=unit))
    found = run_checks(s, select=["unplayed-terrain"])
    (line,) = [e.summary for g in legend(s) for e in g.entries if e.kind == "terrain"]
    assert (bool(found), UNPLAYED in line) == (unplayed, unplayed), (found, line)


def test_protections_that_meet_on_a_hex_are_said_not_to_add_up() -> None:
    """001's FAQ: "Defensive terrain/obstacle reductions in the same hex do not stack; use
    the best protection. Sandbags can separately ignore the first flag." The legend gave
    sandbags "infantry −1, armor −1" and a town "−1/−2" on lines of their own, and said
    nothing of sandbags in a village: a reader could add them. Where a protecting piece
    stands on a protecting tile, its line says once that only the best counts (as the
    engine plays it: editor/engine/rules/dice.py), in every language."""
    from editor.export.legend_sentences import LEGEND_SENTENCES

    s = Scenario()
    s.set_hex(Coord(2, 2), Hex(terrain=Piece("buildings"), obstacle=Piece("sand")))
    s.set_hex(Coord(2, 4), Hex(terrain=Piece("hills"), obstacle=Piece("sand")))
    s.set_hex(Coord(2, 6), Hex(obstacle=Piece("sand")))
    s.set_hex(Coord(4, 4), Hex(terrain=Piece("hills"), obstacle=Piece("wire")))
    s.set_hex(Coord(4, 6), Hex(terrain=Piece("hills"), rect_terrain=Piece("bunker")))
    assert _line(s, "Sandbags") == (
        "No movement restriction. Battle dice against a unit here: infantry −1, armor −1. "
        "Removed when the unit here leaves. Does not block line of sight. Units here may "
        "ignore 1 flag. On Towns & Villages and Hills, protections do not add up: only the best counts, and 1 flag may still be ignored.")
    assert _line(s, "Bunkers").endswith(" On Hills, protections do not add up: only the best "
                                       "counts, and 1 flag may still be ignored.")
    for label in ("Towns & Villages", "Hills", "Wire"):
        assert "add up" not in _line(s, label), label
    for lang, said in LEGEND_SENTENCES.items():
        w = words(lang)
        assert _line(s, "Sandbags", lang).endswith(" " + said["lg_best_protection_flag"].format(
            tiles=w.name_in_text("Towns & Villages") + said["lg_tiles_last"]
            + w.name_in_text("Hills"))), lang
    # alone, or on a tile that does not protect, sandbags say nothing of it
    s = Scenario()
    s.set_hex(Coord(2, 6), Hex(obstacle=Piece("sand")))
    s.set_hex(Coord(2, 8), Hex(terrain=Piece("road"), obstacle=Piece("sand")))
    assert _line(s, "Sandbags").endswith("Units here may ignore 1 flag.")


def test_a_behavior_that_names_the_plain_piece_is_not_said() -> None:
    """HILL on hills and MOUNTAIN on a mountain are "plain hill (same as no behavior)" (the
    vocabulary): Hauteville-la-Forge's legend printed "Hills" and "Hills (hill)", two lines
    of the same words, and Sablan Island's "Mountains (mountain)"."""
    s = Scenario()
    s.set_hex(Coord(2, 2), Hex(terrain=Piece("hills")))
    s.set_hex(Coord(2, 4), Hex(terrain=Piece("hills", behavior="HILL")))
    s.set_hex(Coord(2, 6), Hex(terrain=Piece("mountain", behavior="MOUNTAIN")))
    s.set_hex(Coord(2, 8), Hex(terrain=Piece("woods", behavior="IMPASSABLE_HILL")))
    (terrain,) = [g for g in legend(s) if g.kind == "terrain"]
    assert [e.label for e in terrain.entries] == [
        "Forests (impassable hill)", "Hills", "Mountains, as Hill"]


def test_a_broken_bridge_says_the_river_under_it_rules() -> None:
    """Hauteville-la-Forge's broken bridge over the Laize: the rules leave a broken bridge
    (countryside) out of its hex, where the river rules (impassable), but the legend said
    "Broken Bridge, as Countryside: No movement or battle restriction", rules the hex does
    not have. It says what is under it, as a ship's line does."""
    from editor.engine.rules.terrain import hex_terrain

    from ..conftest import DATA

    s = load(str(DATA / "book" / "hauteville-la-forge.m44")).scenario
    broken = [c for c, h in s.hexes.items()
              if h.rect_terrain is not None and h.rect_terrain.name == "brkbridge"]
    assert broken and all(hex_terrain(s.hex(c)).families == ("river",) for c in broken)
    (entry,) = [e for g in legend(s) for e in g.entries if e.name == "brkbridge"]
    assert (entry.label, entry.summary) == (
        "Broken Bridge",
        "No rules of its own; its hex plays as what is under it: Rivers & Waterways.")
    assert _line(s, "Broken Bridge", "fr") == (
        "Sans règles propres\u00a0; son hexagone se joue comme ce qui est dessous\u00a0: "
        "rivières et cours d'eau.")  # the tiles by their names in the language, inside it


def test_wittmann_s_battle_star_says_whose_it_is_in_words() -> None:
    """Found by the test book audit (Hauteville-la-Forge's briefing): the Battle Star marked
    IS_WITTMANN read "On 1 hex (is wittmann): ...", the behavior's code in lower case,
    beside the plain Battle Star's line; it names Wittmann's tank, in every language."""
    from editor.export.legend_sentences import LEGEND_SENTENCES
    from editor.export.words import words

    s = Scenario()
    s.set_hex(Coord(2, 12), Hex(tags=(Tag("tag1", "IS_WITTMANN"),)))
    s.set_hex(Coord(2, 14), Hex(tags=(Tag("tag1"),)))
    for lang, said in LEGEND_SENTENCES.items():
        lines = [e.summary for g in legend(s, w=words(lang)) for e in g.entries]
        assert not any("wittmann" in line for line in lines), lang
        assert sum(said["lg_tag_is_wittmann"] in line for line in lines) == 1, lang
    assert "On 1 hex (Wittmann's tank): what it does is told in the Special Rules." in [
        e.summary.split(" Its own")[0] for g in legend(s) for e in g.entries]


def test_markers_of_one_label_share_a_line() -> None:
    """Found by the brief3 audit (a briefing of many pieces): the two camouflage markers of
    the catalog (tag14, tag15) printed two lines "Camouflage marker" of the same words, one
    hex each; so would the two exit markers (tag4, tag5) and the two Axis medals (medal2,
    medal5), which the catalog names alike. The legend lists kinds of markers, not tokens:
    one line each, counting all their hexes, as tiles of the same rules share one."""
    from editor.engine.scenario import Medal

    s = Scenario()
    s.set_hex(Coord(2, 2), Hex(tags=(Tag("tag14"),)))
    s.set_hex(Coord(2, 4), Hex(tags=(Tag("tag15"),)))
    s.set_hex(Coord(0, 2), Hex(tags=(Tag("tag4", "EXIT_MARKER", Side.ALLIES, ("A9",)),)))
    s.set_hex(Coord(0, 4), Hex(tags=(Tag("tag5", "EXIT_MARKER", Side.ALLIES, ("B9",)),)))
    s.set_hex(Coord(4, 4), Hex(tags=(Tag("medal2", medal=Medal(permanent=True)),)))
    s.set_hex(Coord(4, 8), Hex(tags=(Tag("medal5", medal=Medal(permanent=True)),)))
    (markers,) = [g.entries for g in legend(s) if g.kind == "marker"]
    labels = [e.label for e in markers]
    assert sorted(labels) == ["Camouflage marker", "Exit marker", "Objective medal, Axis"]
    assert _line(s, "Camouflage marker").startswith("On 2 hexes")
    assert _line(s, "Objective medal, Axis") == \
        "Medal objective for the Axis on 2 hexes: permanent."
    assert {"tag14", "tag15", "tag4", "tag5", "medal2", "medal5"} <= names_in_legend(
        legend(s))


def test_a_bridge_over_no_water_does_not_say_it_crosses_the_river() -> None:
    """A railroad bridge laid on dry ground (a rail line over a road, as some maps draw
    it) said "Crosses the river", of no river on the map. The crossing is said only where
    a bridge stands on a waterway; its other rules stay said, in every language."""
    s = Scenario()
    s.set_hex(Coord(8, 0), Hex(rect_terrain=Piece("railbridge")))
    assert _line(s, "Railroad Bridges") == (
        "Patrol Cars and Half-tracks moving onto it must stop. Does not block line of sight.")
    assert "rivière" not in _line(s, "Railroad Bridges", "fr")
    # one of its kind over a river: the kind crosses a river on this map
    s.set_hex(Coord(4, 2), Hex(terrain=Piece("river"), rect_terrain=Piece("railbridge")))
    assert _line(s, "Railroad Bridges").startswith("Crosses the river; Patrol Cars")


def test_the_lines_of_a_beach_hedgerows_and_infantry_word_for_word() -> None:
    """Rules said by one line only: the ocean's "no retreat into it", the hedgerows' "units
    may enter only from an adjacent hex where their move began", infantry's move-then-
    battle. None was pinned word for word, so any of them could fall silently off the
    sheet."""
    s = Scenario(face=Face.BEACH)
    s.set_hex(Coord(8, 0), Hex(terrain=Piece("hedgerow"), unit=Unit("infus")))
    assert _line(s, "Ocean (printed board)") == (
        "Moves of at most 1 hex onto, along or out of it; no retreat into it. Units here may "
        "not battle. Does not block line of sight.")
    assert _line(s, "Hedgerows") == (
        "Units moving in must stop and may not battle; units may enter only from an adjacent "
        "hex where their move began; units moving out stop on the next hex. Battle dice "
        "against a unit here: infantry −1, armor −2. Blocks line of sight.")
    assert _line(s, "US Infantry") == (
        "Moves 1 and battles, or 2 without battle. Dice 3, 2, 1 at 1 to 3 hexes; needs line "
        "of sight. Hit by infantry and grenades. 4 figures; take ground.")


def test_a_unit_that_may_ignore_a_flag_and_a_badge_that_changes_its_rules() -> None:
    """A unit marked CAN_IGNORE_ONE_FLAG says so at the end of its line; a badge that makes
    its units another kind (French Resistance) says what they play as, on its marker line."""
    s = Scenario()
    s.set_hex(Coord(8, 0), Hex(unit=Unit("infus", badge="badge3")))
    s.set_hex(Coord(8, 2), Hex(unit=Unit("inf2ger", behavior="CAN_IGNORE_ONE_FLAG")))
    assert _line(s, "German Special Forces [can ignore one flag]").endswith(
        "4 figures; take ground; may ignore 1 flag.")
    assert _line(s, "French Resistance badge") == (
        "Marks 1 unit: US Infantry. Plays as French Resistance (see Units).")


def test_a_medal_of_either_side_held_for_one_says_that_side() -> None:
    """An "either side" objective medal whose medal (or tag) names a side scores for that
    side only, as the game plays it: its line says so, not "whichever side holds it"."""
    from editor.engine.scenario import Medal

    s = Scenario()
    s.set_hex(Coord(0, 0), Hex(tags=(Tag("medal0", medal=Medal(side=Side.AXIS)),)))
    s.set_hex(Coord(0, 2), Hex(tags=(Tag("medal0", side=Side.AXIS),)))
    assert _line(s, "Objective medal, Axis") == (
        "Medal objective for the Axis on 2 hexes: temporary.")


def test_a_medal_of_either_side_is_named_as_whom_it_scores_for() -> None:
    """Found by the frictions2 audit: an "either side" medal held for the Allies printed as
    "Objectif de médaille, les deux camps" beside "pour les Alliés"; and the medals of one
    marker were one line whoever they scored for, a neutral one beside one held for the
    Axis said "for the Axis on 2 hexes". A medal held for one side is named as that side's
    medal (one line with that side's own markers, both drawn), each side's on a line."""
    from editor.engine.scenario import Medal

    s = Scenario()
    s.set_hex(Coord(0, 0), Hex(tags=(Tag("medal0", medal=Medal(side=Side.AXIS)),)))
    s.set_hex(Coord(0, 2), Hex(tags=(Tag("medal0"),)))
    s.set_hex(Coord(0, 4), Hex(tags=(Tag("medal0", side=Side.ALLIES),)))
    s.set_hex(Coord(0, 6), Hex(tags=(Tag("medal1", medal=Medal(permanent=True)),)))
    entries = {e.label: e for g in legend(s) for e in g.entries}
    assert _line(s, "Objective medal, either side") == (
        "Medal objective for whichever side holds it on 1 hex: temporary.")
    assert _line(s, "Objective medal, Axis") == (
        "Medal objective for the Axis on 1 hex: temporary.")
    assert _line(s, "Objective medal, Allies") == (
        "Medal objective for the Allies on 2 hexes: 1 permanent, 1 temporary.")
    assert {entries["Objective medal, Allies"].name, *entries["Objective medal, Allies"].also} \
        == {"medal0", "medal1"}
    assert _line(s, "Objective medal, Allies", "fr").startswith(
        "Objectif de médaille pour les Alliés")


def test_the_medal_lines_of_each_side_keep_their_order_whatever_the_map_order() -> None:
    """Found by the review4 audit: since a medal of either side's colour held for one side
    is on that side's line, the line was drawn with, and put in the legend's order by,
    whichever of its markers came first on the map: the same markers in another order of
    hexes put the Axis line before or after the Allies' and drew it with the neutral medal
    or the Axis one. A line is drawn first with the marker its label names, and ordered by
    it."""
    from editor.engine.scenario import Medal

    def lines(tags: list[Tag]) -> list[tuple[str, str, tuple[str, ...]]]:
        s = Scenario()
        for i, t in enumerate(tags):
            s.set_hex(Coord(0, 2 * i), Hex(tags=(t,)))
        return [(e.label, e.name, e.also) for g in legend(s) for e in g.entries
                if e.name.startswith("medal")]

    held = Tag("medal0", medal=Medal(side=Side.AXIS))
    axis, allies = Tag("medal2"), Tag("medal1")
    assert lines([held, allies, axis]) == lines([axis, allies, held]) == [
        ("Objective medal, Allies", "medal1", ()),
        ("Objective medal, Axis", "medal2", ("medal0",))]


def test_a_medal_of_one_side_s_colour_held_for_the_other_is_a_line_of_its_own() -> None:
    """An Allied medal held for the Axis keeps its own name (the checks' medal-colour warns
    of it), on a line apart from the Allied medals held for the Allies, the two lines in one
    order whatever the map's (the mut10 audit)."""
    def lines(held_first: bool) -> list[tuple[str, str]]:
        tags = [Tag("medal1", side=Side.AXIS), Tag("medal1")]
        s = Scenario()
        for i, t in enumerate(tags if held_first else tags[::-1]):
            s.set_hex(Coord(0, 2 * i), Hex(tags=(t,)))
        return [(e.label, e.summary) for g in legend(s) for e in g.entries
                if e.name.startswith("medal")]

    assert lines(True) == lines(False)
    assert sorted(lines(True)) == [
        ("Objective medal, Allies", "Medal objective for the Allies on 1 hex: temporary."),
        ("Objective medal, Allies", "Medal objective for the Axis on 1 hex: temporary.")]


def test_lines_of_one_piece_keep_their_order_whatever_the_map_order() -> None:
    """A plain bridge before the one whose blowing wins a medal, and unit lines of badges
    the catalog lacks by the badges' names: the legend's order is the catalog's, then by
    name, never the order of the hexes."""
    from editor.engine.catalog import SECOND_BEHAVIOR

    s = Scenario()
    s.set_hex(Coord(8, 0), Hex(terrain=Piece("river"), rect_terrain=Piece(
        "bridge", extra={SECOND_BEHAVIOR: "ONE_MEDAL_IF_BLOWN"})))
    s.set_hex(Coord(8, 2), Hex(terrain=Piece("river"), rect_terrain=Piece("bridge")))
    s.set_hex(Coord(8, 4), Hex(unit=Unit("infus", badge="zzbadge")))
    s.set_hex(Coord(8, 6), Hex(unit=Unit("infus", badge="aabadge")))
    labels = [e.label for g in legend(s) for e in g.entries]
    assert labels.index("Bridge") < labels.index("Bridge (one medal if blown)")
    assert labels.index("US Infantry with aabadge") < labels.index("US Infantry with zzbadge")


def test_a_broken_bridge_marked_as_a_bridge_section_plays_as_a_bridge() -> None:
    """A broken bridge brings no rules of its own (its hex plays as what is under it), but
    one whose behavior makes it a bridge section plays as a bridge, and its line says so."""
    s = Scenario()
    s.set_hex(Coord(8, 2), Hex(terrain=Piece("river"), rect_terrain=Piece(
        "brkbridge", behavior="BRIDGE_SECTION")))
    assert _line(s, "Broken Bridge (bridge section), as Bridge").startswith(
        "Crosses the river. Does not block line of sight.")


def test_caves_are_said_at_the_cave_and_not_again_in_the_special_rules() -> None:
    """A cave's own rules are not played: its legend line says so, and the Special Rules'
    line of unplayed rules, which would name the caves its text names, leaves them to it
    (each rule said once on the sheet)."""
    from editor.engine.scenario import ScenarioText
    from editor.export.content import briefing_content

    s = Scenario()
    s.set_hex(Coord(8, 0), Hex(terrain=Piece("pcave")))
    s.text["en"] = ScenarioText(name="Caves", rules="Caves: units in caves may hide.")
    assert _line(s, "Cave on a hill").endswith(
        "Its own rules are not in the rules used, nor played.")
    rules = {sec.key: sec.text for sec in briefing_content(s).sections}["rules"]
    assert rules == "Caves: units in caves may hide."
    # without its legend the briefing says it with the Special Rules
    rules = {sec.key: sec.text for sec in briefing_content(s, with_legend=False).sections}
    assert "caves" in rules["rules"].split("\n\n")[-1]


def test_an_airplane_s_line_with_the_air_rules_on_word_for_word() -> None:
    """An airplane moves and acts by the Air Pack's actions, not by battle dice: its line
    says so between its move and what hits it."""
    s = Scenario()
    s.game_info = replace(s.game_info, options={"air_rules": True})
    s.set_hex(Coord(8, 0), Hex(terrain=Piece("airfield"), unit=Unit("plnger")))
    assert _line(s, "German airplane") == (
        "Moves up to 4 hexes, flying over anything. Does not battle with dice (Air Pack "
        "actions). Hit by grenades. 1 figure; may not take ground.")


def test_exit_markers_count_those_that_name_no_side() -> None:
    """Two exit markers of the Allies and one naming no side: the line counts the one not
    played, not the two played."""
    s = Scenario()
    for col in (2, 4):
        s.set_hex(Coord(0, col), Hex(tags=(Tag("tag5", behavior="EXIT_MARKER",
                                               side=Side.ALLIES),)))
    s.set_hex(Coord(0, 6), Hex(tags=(Tag("tag5", behavior="EXIT_MARKER"),)))
    assert _line(s, "Exit marker").endswith(
        "it is removed and earns a medal. 1 that names no side: not played.")


def test_a_bunker_claimed_by_its_owner_armor_and_a_group_held_with_some_hexes() -> None:
    """A bunker owned by the Axis is claimed by the Axis though an Allied unit stands on
    one (its owner, not its occupant); armor that moves as far as it battles says "Moves
    up to 3 and battles"; an objective held with 2 of its group's 3 hexes says 2; an exit
    marker placed without its behavior is a line of its own, before the exits."""
    from editor.engine.scenario import Medal

    s = Scenario()
    s.set_hex(Coord(8, 0), Hex(rect_terrain=Piece("bunker", original_owner=Side.AXIS)))
    s.set_hex(Coord(8, 2), Hex(rect_terrain=Piece("bunker", original_owner=Side.AXIS),
                               unit=Unit("infus")))
    s.set_hex(Coord(6, 0), Hex(unit=Unit("tankus")))
    for col in (8, 10, 12):
        s.set_hex(Coord(4, col), Hex(tags=(Tag("medal0", group=("E5", "F5", "G5"),
                                               medal=Medal(nbr_hex=2)),)))
    s.set_hex(Coord(0, 2), Hex(tags=(Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES),)))
    s.set_hex(Coord(0, 4), Hex(tags=(Tag("tag4", side=Side.ALLIES),)))
    assert _line(s, "Bunkers").endswith("Claimed by the Axis.")
    assert _line(s, "US Armor") == (
        "Moves up to 3 and battles. Dice 3, 3, 3 at 1 to 3 hexes; needs line of sight. Hit by "
        "armor and grenades. 3 figures; take ground and Armor Overrun.")
    assert _line(s, "Objective medal, either side") == (
        "Medal objective for whichever side holds it on 3 hexes: temporary, held with 2 of its "
        "group's 3 hexes.")
    exits = [e.summary for g in legend(s) for e in g.entries if e.name == "tag4"]
    assert [x.split(":")[0] for x in exits] == ["On 1 hex", "Exit line for the Allies"]


def test_a_group_objective_needing_more_hexes_than_it_has_says_what_the_game_needs() -> None:
    """An objective held with 5 hexes of a group of 2 is held, as the game plays it, with
    both (no more can be held): the legend says 2 of its group's 2 hexes, not 5 (the mut11
    audit)."""
    from editor.engine.scenario import Medal

    s = Scenario()
    for col in (8, 10):
        s.set_hex(Coord(4, col), Hex(tags=(Tag("medal0", group=("E5", "F5"),
                                               medal=Medal(nbr_hex=5)),)))
    assert _line(s, "Objective medal, either side") == (
        "Medal objective for whichever side holds it on 2 hexes: temporary, held with 2 of its "
        "group's 2 hexes.")


def test_patrol_cars_and_half_tracks_say_the_cards_that_never_order_them() -> None:
    """003: "Behind Enemy Lines, Dig-in, Medics & Mechanics - Patrol Car units may not be
    ordered using any of these Command cards" (Half-Track units alike), and "Tactic cards
    that order Infantry units (Infantry Assault, Move Out) do not order Half-Track units":
    the engine plays them all, the "1 unit of your choice" of a card included (orders.py),
    and the vehicles' legend lines said none of them. Said from the profile's field, which
    names what the engine bars, in every language."""
    from editor.engine.game import cards, orders

    titles = {k.title for k in cards.KINDS}
    barred = {cards.KINDS[c].title for c in (cards.BEHIND_ENEMY_LINES, cards.DIG_IN,
                                              cards.MEDICS)}
    infantry_cards = {cards.KINDS[c].title for c in (cards.INFANTRY_ASSAULT, cards.MOVE_OUT)}
    for p in PROFILES.values():
        assert set(p.not_ordered_by) <= titles, p.kind
        assert set(p.not_ordered_by) == (
            (barred if p.kind in orders._NO_VEHICLES else set())
            | (infantry_cards if p.kind in orders._NO_HALF_TRACKS else set())), p.kind
    assert unit_summary(PROFILES["patrol_cars"]).endswith(
        "may not remove wire. Never ordered by Behind Enemy Lines, Dig-In, Medics & Mechanics "
        "(not even as a unit of your choice).")
    assert unit_summary(PROFILES["half_tracks"]).endswith(
        "Never ordered by Behind Enemy Lines, Dig-In, Medics & Mechanics, Infantry Assault, "
        "Move Out! (not even as a unit of your choice).")
    assert unit_summary(PROFILES["patrol_cars"], w=words("de")).endswith(
        "Erhält nie einen Befehl durch Hinter feindlichen Linien, Eingraben, Sanitäter und "
        "Mechaniker (auch nicht als Einheit Ihrer Wahl).")
    for lang in (lang for lang in NAMED_LANGUAGES if lang != "de"):  # German: above
        said = unit_summary(PROFILES["half_tracks"], w=words(lang))
        assert "Behind" not in said and "Dig-In" not in said and "Move Out" not in said, lang
    for kind in ("infantry", "special_forces", "french_resistance", "armor", "artillery"):
        assert "Never ordered" not in unit_summary(PROFILES[kind]), kind


def test_a_kind_marked_in_two_spellings_has_one_line() -> None:
    """Two British vehicles marked Patrol Cars, one ``LRDG`` and one
    ``LONG_RANGE_PATROL_CARS`` (spellings the reader takes alike), had two lines in the
    legend, word for word the same ("British vehicle: Long Range Patrol Cars" twice): a
    marker's spellings are one kind, and one line."""
    s = Scenario()
    s.set_hex(Coord(4, 4), Hex(unit=Unit("vehbrit", behavior="LRDG")))
    s.set_hex(Coord(4, 6), Hex(unit=Unit("vehbrit", behavior="LONG_RANGE_PATROL_CARS")))
    s.set_hex(Coord(4, 8), Hex(unit=Unit("vehbrit", behavior="patrol-car")))
    s.set_hex(Coord(4, 10), Hex(unit=Unit("vehbrit")))
    units = [e.label for g in legend(s) if g.kind == "unit" for e in g.entries]
    # (the vehicle no marker names is played as Half-tracks, and says so)
    assert units == ["British vehicle: played as Half-tracks",
                     "British vehicle: Long Range Patrol Cars"]


def test_a_vehicle_played_as_half_tracks_says_the_supply_trucks_are_not() -> None:
    """A vehicle without a Half-track marker plays as Half-tracks (003), where official
    scenarios use vehicles for Supply Trucks (Troops 17), whose rules our sources do not
    give: the briefing's line read "US vehicle: Half-tracks", beside the book's Lindemaar
    Crossing's special rules "The two Allied vehicle units are Supply Trucks (Troops 17)".
    The line says the stand-in, in every language; a vehicle marked Half-tracks (Disaster at
    Dieppe) reads as it did. Found by the trucks audit."""
    s = Scenario()
    s.set_hex(Coord(4, 4), Hex(unit=Unit("vehus")))
    s.set_hex(Coord(4, 8), Hex(unit=Unit("vehbrit", behavior="HALF_TRACKS")))
    said = {lang: {e.name: e for g in legend(s, w=words(lang)) for e in g.entries}
            for lang in ("en", *NAMED_LANGUAGES)}
    truck, tracks = said["en"]["vehus"], said["en"]["vehbrit"]
    assert truck.label == "US vehicle: played as Half-tracks"
    assert truck.summary == tracks.summary + (
        " Official scenarios' Supply Trucks (Troops 17): rules not in the rules used, nor "
        "played.")
    # as before: a Dieppe vehicle marked Half-tracks
    assert tracks.label == "British vehicle: Half-tracks"
    assert tracks.summary == unit_summary(PROFILES["half_tracks"], [3])
    assert said["nl"]["vehus"].label == "Amerikaans voertuig: gespeeld als halfrupsvoertuigen"
    assert said["nl"]["vehus"].summary.endswith(
        " Bevoorradingswagens van officiële scenario's (Troepen 17): regels niet gebruikt, "
        "niet gespeeld.")
    assert said["fr"]["vehus"].label == "Véhicule américain\u00a0: joué comme semi-chenillés"
    before = {"en": "British vehicle: Half-tracks",
              "fr": "Véhicule britannique\u00a0: semi-chenillés",
              "de": "Britisches Fahrzeug: Halbkettenfahrzeuge",
              "es": "Vehículo británico: semiorugas", "it": "Veicolo britannico: semicingolati",
              "nl": "Brits voertuig: halfrupsvoertuigen"}
    assert {lang: entries["vehbrit"].label for lang, entries in said.items()} == before
    for lang, entries in said.items():
        w = words(lang)
        assert entries["vehbrit"].summary == unit_summary(PROFILES["half_tracks"], [3], w=w)
        assert entries["vehus"].summary.startswith(entries["vehbrit"].summary + " "), lang
        assert "17)" in entries["vehus"].summary, lang


def test_a_group_objective_that_sets_two_ways_is_said_as_the_game_plays_it() -> None:
    """A file that sets both a majority and any hex on a group objective is played as any
    hex (one of its 3 hexes holds it); the legend and the written victory said "an absolute
    majority" of it, and the game's label "majority" while it needed 1 hex. One reading,
    ``Medal.way``, serves all of them, and the check ``objective-ways`` warns."""
    from editor.engine.checks import run_checks
    from editor.engine.game.tables import Setup
    from editor.engine.scenario import Medal
    from editor.export.content import briefing_content

    from .helpers import small

    s = small(victory="")
    group = ("K5", "L5", "M5")
    s.set_hex(Coord(4, 20), Hex(tags=(Tag("medal4", group=group,
                                          medal=Medal(majority=True, any_hex=True)),)))
    (o,) = [o for o in Setup(s).objectives if len(o.hexes) == 3]
    assert (o.need, o.label) == (1, "any of K5, L5, M5")
    assert _line(s, "Objective medal, Allies (British style)").endswith(
        "held with any hex of its group of 3.")
    victory = {sec.key: sec.text for sec in briefing_content(s).sections}["victory"]
    assert "Temporary Medal Objective for the Allied player: 1 of K5, L5, M5." in victory
    assert "Majority" not in victory
    (f,) = run_checks(s, select=["objective-ways"])
    assert f.message == ("medal4 sets any hex (1 of 3), a majority (2 of 3): it plays as "
                         "any hex")


def test_each_way_of_holding_a_group_is_said_as_the_game_plays_it() -> None:
    """The legend and the written victory read the way the game plays (``Medal.way``), not
    the keys set (the mut13 audit): any hex set beside a number of hexes is any hex; a
    number of hexes is no majority, with its hexes or without one on the board; a group with
    one hex of the board is held there, said by that hex alone."""
    from editor.engine.scenario import Medal
    from editor.export.content import briefing_content

    from .helpers import small

    def said(medal: Medal, group: tuple[str, ...]) -> tuple[str, list[str]]:
        s = small(victory="")
        s.set_hex(Coord(4, 20), Hex(tags=(Tag("medal4", group=group, medal=medal),)))
        victory = {sec.key: sec.text for sec in briefing_content(s).sections}["victory"]
        return (_line(s, "Objective medal, Allies (British style)"),
                [x for x in victory.splitlines() if x.startswith("Temporary")])

    three = ("K5", "L5", "M5")
    line, victory = said(Medal(any_hex=True, nbr_hex=2), three)
    assert line.endswith("held with any hex of its group of 3.")
    assert victory == ["Temporary Medal Objective for the Allied player: 1 of K5, L5, M5."]
    line, victory = said(Medal(nbr_hex=2), three)
    assert line.endswith("held with 2 of its group's 3 hexes.")
    assert victory == ["Temporary Medal Objective for the Allied player: 2 of K5, L5, M5."]
    line, victory = said(Medal(nbr_hex=2), ("Z9",))
    assert line.endswith("a group objective with no hex of the board in its group: played "
                         "as holding its hex.")
    line, victory = said(Medal(majority=True), ("Z9",))
    assert victory == ["Temporary Medal Objective for the Allied player: K5."]
    line, victory = said(Medal(majority=True), ("K5", "Z9"))
    assert line.endswith("held on the one hex of its group on the board.")
    assert victory == ["Temporary Majority Medal Objective for the Allied player: K5."]


def test_a_group_objective_of_one_hex_is_not_said_of_1_hexes() -> None:
    """A group objective with one hex of the board (a group of one hex, or the others off
    the board: the checks warn) said "held with an absolute majority of its group's 1
    hexes", or "with 1 of its group's 1 hexes", in every language; it is held on that hex,
    and said so (found by the mut13 audit)."""
    from editor.engine.scenario import Medal
    from editor.export.words import words

    from .helpers import small

    for medal in (Medal(majority=True), Medal(nbr_hex=2), Medal(any_hex=True)):
        s = small(victory="")
        s.set_hex(Coord(4, 20), Hex(tags=(Tag("medal4", group=("K5",), medal=medal),)))
        label = "Objective medal, Allies (British style)"
        assert _line(s, label).endswith(
            "temporary, held on the one hex of its group on the board."), medal
        for lang in ("fr", "de", "es", "it", "nl"):
            one = words(lang).say("lg_group_one")
            assert _line(s, label, lang).endswith(f"{one}."), (lang, _line(s, label, lang))
