"""The book: official-style scenarios of our own design (tests/data/book/), one for each part
of the catalog official scenarios use (winter and frozen rivers with the commissar rule, a
Pacific landing with caves and the Gung Ho! rules, a Japanese night attack across a river
mouth, the desert with wadis and oases, a desert coast with the Free French breaking out past
Italian and Afrika Korps units, mountains, an Overlord beach, a Breakthrough board, a winter
Breakthrough of the Winter War with Finnish ski troops, a wide river with a bridge that may be
blown, the French Resistance and decoy minefields (in English and French), special badges with
sudden death, majority and exit objectives, BGA's PHP shapes, an Overlord countryside with
railway yards, works, a dam and Wittmann's Tiger, a Pacific island taken by two airdrops and a
landing under cliffs, a desert Breakthrough with the Italian High Command, armor breakthrough
and exits (in English and Italian), a Typhoon blitz across a frozen river at nightfall, a
Pacific landing from landing craft with a carrier offshore, a canal crossed in assault boats
with motorized infantry and supply trucks (in English and Dutch), and Wittmann's Tiger with a
German supply truck in the bocage). An official scenario, correct as printed, must read without repairs, raise no error and no
warning (infos say what the simulation does not play), and survive a conversion byte for
byte."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from editor.engine.packs import filled_packs
from editor.io.m44 import dumps, load, loads
from editor.io.report import check_scenario

from ...conftest import DATA, SHARED

BOOK = sorted((DATA / "book").glob("*.m44"))
VOCABULARY = SHARED / "m44-vocabulary.json"
#: The repairs BGA's PHP shapes need (m44-format.md: "Numbers as strings", "Lists wrapped as
#: {"item": [...]}"); a file of the book written so says so in its name.
PHP_REPAIRS = {"item-wrapper", "string-number"}

#: What each scenario of the book is there to exercise: board, face, front, and names of the
#: catalog (pieces, units, badges, markers, behaviors, options) it must hold.
EXERCISES: dict[str, tuple[str, str, str, set[str]]] = {
    "sukhaya-ice.m44": ("STANDARD", "WINTER", "EASTERN",
                        {"wriver", "wcurved", "wbridge", "wmarshes", "infru", "badge25",
                         "russian_commissar_rule"}),
    "tanoa-atoll.m44": ("STANDARD", "BEACH", "PACIFIC",
                        {"pcave", "pjungle", "pbunker", "pairfield", "pdestroyer", "infjp",
                         "badge12", "gung_ho"}),
    "bir-sharaf.m44": ("STANDARD", "DESERT", "MEDITERRANEAN",
                       {"wadi", "wcurve", "oasis", "OASIS_RECOVERY", "descarpment", "bled",
                        "dbunker", "badge38", "infbrit", "north_african_desert_rules",
                        "italy_royal_army"}),
    "bir-tamra.m44": ("STANDARD", "DESERT", "MEDITERRANEAN",
                      {"coast", "coastcurve", "droadX", "droadcurve", "droadFR", "dairfield",
                       "dairfieldX", "badge22", "badge37", "badge10", "badge46", "badge35",
                       "badge24", "tank2brit", "tag5", "must_have_unit_exit", "FR"}),
    "monte-cerreto.m44": ("STANDARD", "COUNTRY", "MEDITERRANEAN",
                          {"mountain", "IMPASSABLE_BLOCKING_HILL", "hillroad", "FORDABLE_STREAM",
                           "inf2brit", "badge1", "british_commonwealth"}),
    "gravelle-beach.m44": ("OVERLORD", "BEACH", "WESTERN",
                           {"BLUFF", "bunker", "hedgehog", "wire", "MINE_FIELD", "badge2",
                            "inf2us"}),
    "pont-sainte-colombe.m44": ("STANDARD", "COUNTRY", "WESTERN",
                                {"riverFR", "pond", "WIDE_RIVER", "FORD", "ford",
                                 "CAN_BE_BLOWN", "ONE_MEDAL_IF_BLOWN", "railbridge", "railcurve",
                                 "roadX", "roadY", "roadFL", "roadcurve", "hillcurve",
                                 "fortress", "cemetery", "camp", "highground", "HEADQUARTER",
                                 "STEEP_HILL", "casemate", "roadblock", "dragonteeth",
                                 "GERMAN_2VICTANK", "ARMOR_MOVE_TWO", "FRENCH_RESISTANCE",
                                 "badge3", "badge5", "badge33", "tank2us", "tag1", "tag15",
                                 "DECOY_MEDAL_MINE_FIELD", "air_strikes_rules", "smoke_screen",
                                 "fr"}),
    "saint-aubert.m44": ("BRKTHRU", "COUNTRY", "WESTERN",
                         {"rail", "station", "hedgerow", "bridge", "tank2ger", "badge4"}),
    "krasny-zavod.m44": ("STANDARD", "WINTER", "EASTERN",
                         {"wfactory", "wruins", "badge6", "badge26", "badge27", "badge28",
                          "CAN_IGNORE_ONE_FLAG", "EXIT_MARKER", "group_sudden_death",
                          "majority"}),
    "kalanga-river.m44": ("STANDARD", "COUNTRY", "PACIFIC",
                          {"pbeach", "pmouth", "price", "ptrenches", "phospital", "pairfieldX",
                           "pbridge", "inf2jp", "badge31", "badge41", "medal7",
                           "night_visibility_rules"}),
    "kuusivaara.m44": ("BRKTHRU", "WINTER", "EASTERN",
                       {"wroadY", "wroadX", "wroadFR", "wroadcurve", "wrailcurve", "wravine",
                        "whillforest", "whillvillage", "wtrenches", "wbunker", "inf2ger",
                        "badge30", "inf2ru", "medal6", "FI", "winterwars"}),
    "mesnil-hardy-bga.m44": ("STANDARD", "COUNTRY", "WESTERN",
                             {"hedgerow", "badge9", "inf2us", "item"}),
    "hauteville-la-forge.m44": ("OVERLORD", "COUNTRY", "WESTERN",
                                {"barracks", "factory", "powerplant", "depot", "radar",
                                 "railX", "railFL", "railFR", "loco", "wagon", "roadFR",
                                 "airfield", "airfieldX", "riverY", "riverFL", "dam", "lakeA",
                                 "lakeB", "lakeC", "brkbridge", "pontoon", "BRIDGE_SECTION",
                                 "HILL", "IMPASSABLE_HILL", "ELITE_ARMOR_MOVE_TWO",
                                 "IS_WITTMANN", "badge45", "medal4", "hill317",
                                 "deck_reshuffling", "supply_train_rules",
                                 "CANNOT_BE_ACTIVATED_TILL_TURN", "blowbridge_opt2"}),
    "sablan-island.m44": ("STANDARD", "BEACH", "PACIFIC",
                          {"pmcave", "MOUNTAIN", "ppier", "lighthouse", "barracks", "CLIFF",
                           "SEAWALL", "tank2jp", "tag14", "airdrop", "airdrop2", "ONE_AT_TIME",
                           "CANNOT_BE_ACTIVATED_TILL_TURN", "night_visibility_team_turn",
                           "mine_deck_name"}),
    "deir-umm-khalid.m44": ("BRKTHRU", "DESERT", "MEDITERRANEAN",
                            {"droadFL", "droadblock", "medal5", "tag4", "badge38",
                             "italy_high_command", "partial_blitz_rules",
                             "armor_breakthrough_rules", "CANNOT_EXIT",
                             "infantry_exit_counts_2", "empty_section_medals", "deck_name",
                             "it"}),
    "lugovaya.m44": ("STANDARD", "WINTER", "EASTERN",
                     {"wriverFR", "wroadFL", "wairfield", "wrailbridge", "badge29",
                      "blitz_rules", "night_visibility_reverse_rule"}),
    "pulau-kerang.m44": ("STANDARD", "BEACH", "PACIFIC",
                         {"barge", "pcarrier", "phospital", "pvillage", "infus"}),
    "lindemaar-crossing.m44": ("STANDARD", "COUNTRY", "WESTERN",
                               {"boat", "motorized", "vehus", "inf2us", "nl"}),
    "le-mesnil-onfroy.m44": ("STANDARD", "COUNTRY", "WESTERN",
                             {"wittmann", "tank2ger", "vehger", "tankbrit"}),
}
#: What Board Game Arena cannot set up (checks/targets.py), used as official files use it:
#: ``m44 validate --target bga`` says so of these scenarios, with errors, and of nothing else.
BGA_LACKS: dict[str, set[str]] = {
    "pulau-kerang.m44": {"barge", "pcarrier"},
    "lindemaar-crossing.m44": {"vehus"},
    "le-mesnil-onfroy.m44": {"vehger"},
}
#: The names of the official catalog (m44-vocabulary.json, official_count > 0: terrain,
#: pieces, obstacles, units, badges, markers, behaviors, options, unit equipment) that the
#: book uses, as measured when the book last grew: the book may cover more, never fewer.
COVERED = frozenset({
    "air_strikes_rules", "airdrop", "airdrop2", "airfieldX", "armor_breakthrough_rules",
    "ARMOR_MOVE_TWO", "badge1", "badge10", "badge12", "badge2", "badge22", "badge24",
    "badge25", "badge26", "badge27", "badge28", "badge29", "badge3", "badge30", "badge31",
    "badge33", "badge35", "badge37", "badge38", "badge4", "badge41", "badge46", "badge5",
    "badge6", "badge8", "badge9", "barge", "bled", "blitz_rules", "blowbridge_opt2", "BLUFF",
    "boat", "bridge", "BRIDGE_SECTION", "british_commonwealth", "buildings", "bunker", "camp",
    "CAN_BE_BLOWN", "CAN_IGNORE_ONE_FLAG", "CANNOT_BE_ACTIVATED_TILL_TURN", "CANNOT_EXIT",
    "casemate", "cemetery", "church", "CLIFF", "coast", "coastcurve", "curve", "dairfield",
    "dairfieldX", "dam", "dbunker", "dcamp", "deck_name", "deck_reshuffling",
    "DECOY_MEDAL_MINE_FIELD", "descarpment", "dhill", "dridge", "droad", "droadcurve",
    "droadFR", "ELITE_ARMOR_MOVE_TWO", "empty_section_medals", "EXIT_MARKER", "ford", "FORD",
    "FORDABLE_STREAM", "fortress", "FRENCH_RESISTANCE", "GERMAN_2VICTANK", "gunbrit",
    "gung_ho", "gunger", "gunjp", "gunru", "gunus", "HEADQUARTER", "hedgehog", "hedgerow",
    "highground", "HILL", "hill317", "hillcurve", "hillroad", "hills",
    "IMPASSABLE_BLOCKING_HILL", "IMPASSABLE_HILL", "inf2brit", "inf2ger", "inf2jp", "inf2ru",
    "inf2us", "infantry_exit_counts_2", "infbrit", "infger", "infjp", "infru", "infus",
    "IS_WITTMANN", "italy_royal_army", "lakeA", "lakeB", "lakeC", "lighthouse", "loco",
    "marshes", "medal0", "medal1", "medal2", "medal4", "medal6", "medal7", "mine_deck_name",
    "MINE_FIELD", "motorized", "mountain", "must_have_unit_exit",
    "night_visibility_reverse_rule", "night_visibility_rules", "night_visibility_team_turn",
    "north_african_desert_rules", "oasis", "OASIS_RECOVERY", "ONE_AT_TIME",
    "ONE_MEDAL_IF_BLOWN", "pairfield", "pairfieldX", "palmtrees", "partial_blitz_rules",
    "pbeach", "pbunker", "pcarrier", "pcave", "pdestroyer", "pheadquarter", "phospital",
    "pjungle", "pmouth", "pond", "price", "ptrenches", "pvillage", "rail", "railbridge",
    "railcurve", "river", "riverFR", "road", "roadcurve", "roadFL", "roadFR", "roadX", "roadY",
    "russian_commissar_rule", "sand", "SEAWALL", "smoke_screen", "station", "STEEP_HILL",
    "supply_train_rules", "tag1", "tag15", "tag3", "tag4", "tag5", "tank2brit", "tank2ger",
    "tank2ru", "tank2us", "tankbrit", "tankger", "tankjp", "tankru", "tankus", "vehger",
    "vehus", "wadi", "wagon", "wairfield", "wbridge", "wbunker", "wcurve", "wcurved",
    "wfactory", "wforest", "whill", "whillforest", "whillvillage", "WIDE_RIVER", "wire",
    "wittmann", "wmarshes", "woods", "wrail", "wrailcurve", "wravine", "wriver", "wroad",
    "wroadcurve", "wroadFL", "wroadFR", "wroadY", "wruins", "wtrenches", "wvillage"
})


def _strings(value: object) -> set[str]:
    """Every key and string of a JSON document."""
    if isinstance(value, dict):
        return set(value) | {s for v in value.values() for s in _strings(v)}
    if isinstance(value, list):
        return {s for v in value for s in _strings(v)}
    return {value} if isinstance(value, str) else set()


def test_the_book_is_whole() -> None:
    assert [p.name for p in BOOK] == sorted(EXERCISES)


@pytest.mark.parametrize("path", BOOK, ids=[p.name for p in BOOK])
def test_each_scenario_exercises_its_part_of_the_catalog(path: Path) -> None:
    doc = json.loads(path.read_text("utf-8"))
    board, face, front, names = EXERCISES[path.name]
    assert (doc["board"]["type"], doc["board"]["face"], doc["game_info"]["front"]) == (
        board, face, front)
    assert names <= _strings(doc)
    assert "en" in doc["text"]
    for text in doc["text"].values():  # a second language is as whole as the English
        assert all(text.get(k) for k in ("name", "subtitle", "historical", "description",
                                         "victory", "rules"))


@pytest.mark.parametrize("path", BOOK, ids=[p.name for p in BOOK])
def test_reads_without_repairs_but_its_php_shapes(path: Path) -> None:
    codes = {f.code for f in load(path).fixes}
    assert codes == (PHP_REPAIRS if path.stem.endswith("-bga") else set())


@pytest.mark.parametrize("path", BOOK, ids=[p.name for p in BOOK])
def test_no_error_and_no_warning(path: Path) -> None:
    found = check_scenario(load(path).scenario)
    assert [str(f) for f in found if f.severity != "info"] == []
    s = load(path).scenario
    on_bga = [f for f in check_scenario(s, target="bga") if f.severity != "info"]
    assert [str(f) for f in on_bga if f.code != "target-lacks"] == []
    # each of the platform's findings names the layer of one hex: the piece or unit it lacks
    lacked = {getattr(s.hexes[c], f.path.split(".")[-2]).name for f in on_bga for c in f.coords}
    assert lacked == BGA_LACKS.get(path.name, set())


def test_the_book_covers_no_fewer_names_of_the_official_catalog() -> None:
    used = set().union(*(_strings(_map(p)) for p in BOOK))
    assert sorted(COVERED - used, key=str.lower) == []


def test_each_name_of_the_official_catalog_the_book_uses_is_pinned() -> None:
    """A scenario that brings a name of the official catalog into the book pins it in
    COVERED, so that losing it later fails the test above."""
    if not VOCABULARY.is_file():
        pytest.skip(f"no {VOCABULARY}")
    vocab = json.loads(VOCABULARY.read_text("utf-8"))
    official = {e["name"] for group, entries in vocab.items() if group != "_meta"
                for e in entries if e.get("official_count", 0) > 0 and "name" in e}
    official |= {v["value"] for v in vocab["unit_equipment_values"] if v["official_count"] > 0}
    used = set().union(*(_strings(_map(p)) for p in BOOK))
    assert sorted(official & used - COVERED, key=str.lower) == []
    assert sorted(COVERED - official, key=str.lower) == []


def _map(path: Path) -> dict[str, object]:
    """A scenario of the book as its file has it, without its texts (whose words are no
    names of the catalog)."""
    doc: dict[str, object] = json.loads(path.read_text("utf-8"))
    doc.pop("text")
    return doc


@pytest.mark.parametrize("path", BOOK, ids=[p.name for p in BOOK])
def test_round_trips_byte_identical_after_conversion(path: Path) -> None:
    s = load(path).scenario
    packs, _ = filled_packs(s)
    assert packs == s.packs  # the file lists every expansion its pieces need
    text = dumps(s)
    again = loads(text)
    assert again.fixes == []
    assert dumps(again.scenario) == text
    assert check_scenario(again.scenario) == check_scenario(s)
