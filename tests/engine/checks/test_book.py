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
and exits (in English and Italian), and a Typhoon blitz across a frozen river at nightfall). An
official scenario, correct as printed, must read without repairs, raise no error and no
warning (infos say what the simulation does not play), and survive a conversion byte for
byte."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from editor.engine.packs import filled_packs
from editor.io.m44 import dumps, load, loads
from editor.io.report import check_scenario

from ...conftest import DATA

BOOK = sorted((DATA / "book").glob("*.m44"))
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
}


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
    assert [str(f) for f in check_scenario(load(path).scenario, target="bga")
            if f.severity != "info"] == []


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
