"""Every legality check: a minimal scenario that triggers it, and a near-identical one that
does not. A check added without a case here fails ``test_every_check_has_a_case``."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from editor.engine.air_rules import air_settings
from editor.engine.board import Board, BoardType, Coord, Face, Side
from editor.engine.catalog import CATALOG, Category
from editor.engine.checks import REGISTRY, run_checks
from editor.engine.game.simulate import not_played
from editor.engine.scenario import (
    GameInfo, Group, Hex, Label, Medal, Piece, Scenario, ScenarioText, Tag, Unit, Victory,
    VictoryCondition,
)
from editor.io.m44 import load
from editor.io.report import check_scenario

from ...conftest import DATA, SCENARIOS, Comparisons

GER, US = Coord(1, 11), Coord(7, 13)


def legal() -> Scenario:
    """The smallest scenario with no finding at all."""
    s = Scenario(game_info=GameInfo(
        side_player1=Side.AXIS, side_player2=Side.ALLIES, country_player1="DE",
        country_player2="US", cards_player1=4, cards_player2=5, victory_player1=1,
        victory_player2=1, starting="PLAYER2"))
    s.text["en"] = ScenarioText(name="Test", description="Briefing.", victory="One medal.")
    s.set_hex(GER, Hex(unit=Unit("infger")))
    s.set_hex(US, Hex(unit=Unit("infus")))
    return s


def edit(c: Coord, **layers: object) -> Callable[[Scenario], None]:
    def apply(s: Scenario) -> None:
        s.set_hex(c, replace(s.hex(c), **layers))
    return apply


def info(**changes: object) -> Callable[[Scenario], None]:
    def apply(s: Scenario) -> None:
        s.game_info = replace(s.game_info, **changes)
    return apply


def text(**changes: object) -> Callable[[Scenario], None]:
    def apply(s: Scenario) -> None:
        s.text["en"] = replace(s.text["en"], **changes)
    return apply


def both(*fs: Callable[[Scenario], None]) -> Callable[[Scenario], None]:
    def apply(s: Scenario) -> None:
        for f in fs:
            f(s)
    return apply


def board(btype: BoardType, face: Face = Face.COUNTRY) -> Callable[[Scenario], None]:
    def apply(s: Scenario) -> None:
        s.board_type, s.face = btype, face
    return apply


def label(c: Coord, *lines: str) -> Callable[[Scenario], None]:
    def apply(s: Scenario) -> None:
        s.labels.append(Label(c, lines or ("Mill",)))
    return apply


def group(*coords: Coord) -> Callable[[Scenario], None]:
    def apply(s: Scenario) -> None:
        s.groups.append(Group(7, coords))
    return apply


def packs(**p: int) -> Callable[[Scenario], None]:
    def apply(s: Scenario) -> None:
        s.packs = dict(p)
    return apply


def remove(c: Coord) -> Callable[[Scenario], None]:
    def apply(s: Scenario) -> None:
        s.hexes.pop(c, None)
    return apply


EXIT = Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES)
SD = VictoryCondition("group_sudden_death", {"side": "ALLIES", "number": 1, "group": ["G5"]})

#: code → (a change that triggers it, a near-identical change that does not).
CASES: dict[str, tuple[Callable[[Scenario], None], Callable[[Scenario], None]]] = {
    "off-board": (edit(Coord(8, 26), terrain=Piece("woods")),
                  edit(Coord(8, 24), terrain=Piece("woods"))),
    "odd-hex": (edit(Coord(4, 5), terrain=Piece("woods")),
                edit(Coord(4, 6), terrain=Piece("woods"))),
    "label-off-board": (label(Coord(9, 1)), label(Coord(8, 0))),
    "group-off-board": (group(Coord(8, 0), Coord(12, 2)), group(Coord(8, 0), Coord(8, 2))),
    "duplicate-label": (both(label(Coord(4, 12)), label(Coord(4, 12), "Farm")),
                        both(label(Coord(4, 12)), label(Coord(4, 14), "Farm"))),
    "unknown-name": (edit(Coord(4, 12), terrain=Piece("moonbase")),
                     edit(Coord(4, 12), terrain=Piece("woods"))),
    "wrong-layer": (edit(Coord(4, 12), terrain=Piece("bunker")),
                    edit(Coord(4, 12), rect_terrain=Piece("bunker"))),
    # a Pacific tile whose rules are played (a jungle's own are not: unplayed-terrain)
    "pack-missing": (edit(Coord(4, 12), terrain=Piece("pvillage")),
                     both(packs(pacific=1), edit(Coord(4, 12), terrain=Piece("pvillage")))),
    "wrong-face": (edit(Coord(4, 12), terrain=Piece("wforest")),
                   both(board(BoardType.STANDARD, Face.WINTER),
                        edit(Coord(4, 12), terrain=Piece("wforest")))),
    "unplayed-terrain": (both(board(BoardType.STANDARD, Face.WINTER),
                              edit(Coord(4, 12), terrain=Piece("wriver"))),
                         both(board(BoardType.STANDARD, Face.WINTER),
                              edit(Coord(4, 12), terrain=Piece("river")))),
    "orientation-range": (edit(Coord(4, 12), terrain=Piece("river", orientation=4)),
                          edit(Coord(4, 12), terrain=Piece("river", orientation=3))),
    "unknown-behavior": (edit(Coord(4, 12), terrain=Piece("hills", behavior="EXIT_MARKER")),
                         edit(Coord(4, 12), terrain=Piece("hills", behavior="HILL"))),
    "unplayed-behavior": (edit(Coord(4, 12), terrain=Piece("hills", behavior="STEEP_HILL")),
                          edit(Coord(4, 12), terrain=Piece("hills", behavior="HILL"))),
    "behavior-mismatch": (edit(Coord(4, 12), terrain=Piece("woods", behavior="FORD")),
                          edit(Coord(4, 12), terrain=Piece("river", behavior="FORD"))),
    "span-without-water": (edit(Coord(4, 12), rect_terrain=Piece("bridge")),
                           edit(Coord(4, 12), terrain=Piece("river"),
                                rect_terrain=Piece("bridge"))),
    "piece-on-ocean": (both(board(BoardType.STANDARD, Face.BEACH),
                            edit(Coord(7, 5), rect_terrain=Piece("bunker"))),
                       both(board(BoardType.STANDARD, Face.BEACH),
                            edit(Coord(5, 5), rect_terrain=Piece("bunker")))),
    "landing-craft": (both(board(BoardType.STANDARD, Face.BEACH),
                           edit(Coord(8, 4), rect_terrain=Piece("barge"))),
                      both(board(BoardType.STANDARD, Face.BEACH), packs(air=1),
                           edit(Coord(8, 4), rect_terrain=Piece("barge"),
                                unit=Unit("infus")))),
    "duplicate-tag": (edit(Coord(4, 12), tags=(Tag("medal0"), Tag("medal0"))),
                      edit(Coord(4, 12), tags=(Tag("medal0"), Tag("tag1")))),
    "figure-count": (edit(GER, unit=Unit("infger", nbr_units=5)),
                     edit(GER, unit=Unit("infger", nbr_units=3))),
    "unit-impassable": (edit(GER, terrain=Piece("lakeA")),
                        edit(GER, terrain=Piece("river"), rect_terrain=Piece("bridge"))),
    "badge-mismatch": (edit(GER, unit=Unit("infger", badge="badge5")),
                       edit(GER, unit=Unit("infger", badge="badge6"))),
    "unplayed-equipment": (edit(GER, unit=Unit("tank2ger", extra={"equipment": "wittmann"})),
                           edit(GER, unit=Unit("tank2ger"))),
    "unplayed-vehicle": (edit(US, unit=Unit("vehus")),
                         edit(US, unit=Unit("vehus", behavior="HALF_TRACKS"))),
    "badge-rules-ambiguous": (both(info(date_begin=None),
                                   edit(GER, unit=Unit("infger", badge="badge37"))),
                              both(info(date_begin="1944-06-06"),
                                   edit(GER, unit=Unit("infger", badge="badge37")))),
    # US and British figures fight side by side under either country (a false alarm on
    # the Western Allies' combined battles before); the other camp's figures do not
    "nation-mismatch": (edit(US, unit=Unit("infru")),
                        both(packs(mediterranean=1), edit(US, unit=Unit("infbrit")))),
    "side-no-units": (remove(US), edit(US, unit=Unit("tankus"))),
    "box-limit": (lambda s: [s.set_hex(Coord(8, 2 * i), Hex(unit=Unit("gunus")))
                             for i in range(4)],
                  lambda s: [s.set_hex(Coord(8, 2 * i), Hex(unit=Unit("gunus")))
                             for i in range(3)]),
    "medal-colour": (edit(Coord(4, 12), tags=(Tag("medal1", side=Side.AXIS),)),
                     edit(Coord(4, 12), tags=(Tag("medal2", side=Side.AXIS),))),
    "majority-group": (edit(Coord(4, 12), tags=(Tag("medal1", group=("G5",),
                                                    medal=Medal(majority=True)),)),
                       edit(Coord(4, 12), tags=(Tag("medal1", group=("G5", "H5"),
                                                    medal=Medal(majority=True)),))),
    # any hex (1 of 3) against a majority (2 of 3); a majority of 3 and 2 needed agree
    "objective-ways": (edit(Coord(4, 12), tags=(Tag("medal1", group=("G5", "H5", "I5"),
                                                    medal=Medal(majority=True,
                                                                any_hex=True)),)),
                       edit(Coord(4, 12), tags=(Tag("medal1", group=("G5", "H5", "I5"),
                                                    medal=Medal(majority=True, nbr_hex=2)),))),
    "group-hex-unknown": (edit(Coord(4, 12), tags=(Tag("medal1", group=("G5", "Q5")),)),
                          edit(Coord(4, 12), tags=(Tag("medal1", group=("G5", "h6")),))),
    "exit-edge": (edit(Coord(8, 12), tags=(EXIT,)), edit(Coord(0, 12), tags=(EXIT,))),
    "sudden-death-unknown": (info(victory=Victory((replace(SD, params={**SD.params,
                                                                       "group": ["G10"]}),))),
                             info(victory=Victory((SD,)))),
    "sudden-death-unreachable": (info(victory=Victory((replace(SD, params={**SD.params,
                                                                           "number": 2}),))),
                                 info(victory=Victory((SD,)))),
    # Hill 317's hexes: none at all is no rule to play (unplayed-option stays quiet)
    "option-hex-unknown": (info(options={"hill317": ["Q5"]}), info(options={"hill317": []})),
    "victory-unreachable": (info(victory_player1=2), info(victory_player1=1)),
    "bunker-claim": (edit(US, rect_terrain=Piece("bunker", original_owner=Side.AXIS)),
                     edit(US, rect_terrain=Piece("bunker", original_owner=Side.ALLIES))),
    "sides": (info(side_player2=Side.AXIS), info(side_player2=Side.ALLIES)),
    "cards-range": (info(cards_player1=13), info(cards_player1=12)),
    "medals-range": (info(victory_player2=0), info(victory_player2=1)),
    "no-starting-player": (info(starting=None), info(starting="PLAYER1")),
    "date-invalid": (info(date_begin="1944-02-30"), info(date_begin="1944-02-29")),
    "date-order": (info(date_begin="1944-07-14", date_end="1944-07-01"),
                   info(date_begin="1944-07-14", date_end="1944-07-15")),
    "missing-name": (text(name="  "), text(name="A name")),
    "missing-briefing": (text(description=None), text(description="Briefing")),
    "missing-victory-text": (text(victory=""), text(victory="One medal.")),
    "unplayed-option": (info(options={"blitz_rules": True}), info(options={})),
    "air-rules": (info(options={"air_rules": {"sorties": {"AXIS": 2, "ALLIES": 1}}}),
                  both(packs(air=1),
                       info(options={"air_rules": {"sorties": {"AXIS": 2, "ALLIES": 0}}}))),
    "ready-markers": (both(info(options={"air_rules": True}),
                           edit(Coord(7, 3), extra={"ready_to_take_off": {"side": "ALLIES"}})),
                      both(packs(air=1), info(options={"air_rules": True}),
                           edit(Coord(7, 3), terrain=Piece("airfield"),
                                extra={"ready_to_take_off": {"side": "ALLIES"}}))),
    "airplane-placement": (both(packs(air=1), info(options={"air_rules": False}),
                                edit(Coord(7, 3), terrain=Piece("airfield"),
                                     unit=Unit("plnus"))),
                           both(packs(air=1), info(options={"air_rules": True}),
                                edit(Coord(7, 3), terrain=Piece("airfield"),
                                     unit=Unit("plnus")))),
    "airplane-model": (both(packs(air=1), info(options={"air_rules": True}),
                            edit(Coord(7, 3), terrain=Piece("airfield"), unit=Unit(
                                "plnus", extra={"airplane_model": "b52"}))),
                       both(packs(air=1), info(options={"air_rules": True}),
                            edit(Coord(7, 3), terrain=Piece("airfield"), unit=Unit(
                                "plnus", extra={"airplane_model": "corsair"})))),
    "unplayed-rule": (text(rules="Night Attack rules are in effect."),
                      text(rules="No special rules.")),
    "briefing-numbers": (text(description="Axis player: take 5 command cards."),
                         text(description="Axis player: take 4 command cards.")),
}


def test_the_legal_scenario_has_no_finding() -> None:
    assert check_scenario(legal()) == []


def test_every_check_has_a_case() -> None:
    missing = sorted(set(REGISTRY) - set(CASES))
    assert not missing, (f"add to CASES in {__name__.replace('.', '/')}.py, for each of "
                         f"{missing}, the change to legal() that makes it fire and a "
                         f"near-identical one that does not")
    assert sorted(set(CASES) - set(REGISTRY)) == [], "CASES names no such check"


def test_every_module_of_checks_is_imported_by_the_package() -> None:
    """A check registers when its module is imported: a module of checks that the package
    does not import registers nothing in a program that imports only the package (the
    tests importing it would hide that)."""
    import editor.engine.checks as package

    folder = Path(package.__file__).parent
    modules = {p.stem for p in folder.glob("*.py")} - {"__init__", "registry", "targets"}
    imported = re.search(r"^from \. import ([\w, ]+)", (folder / "__init__.py").read_text(
        encoding="utf-8"), re.MULTILINE)
    assert imported is not None
    names = {n.strip() for n in imported.group(1).split(",")}
    assert sorted(modules - names) == [], (
        "import these modules of checks in editor/engine/checks/__init__.py "
        "('from . import board, ...')")


@pytest.mark.parametrize("code", sorted(CASES))
def test_check_fires_and_stays_quiet(code: str) -> None:
    bad_change, good_change = CASES[code]
    bad, good = legal(), legal()
    bad_change(bad)
    good_change(good)
    fired = [f for f in run_checks(bad) if f.code == code]
    assert fired, f"{code} did not fire"
    assert all(f.message and f.hint for f in fired)
    assert [f.code for f in check_scenario(good)] == [], "near-identical case not clean"


def test_labels_and_group_hexes_where_no_hex_is_are_found() -> None:
    """Found by an audit: the hexes of board.groups were never checked, and a label at an
    odd row + col (no hex) passed, its row and column being within the bounds."""
    s = legal()
    both(label(Coord(3, 4)), label(Coord(9, 1)), label(Coord(3, 5)),
         group(Coord(12, 2), Coord(3, 4), Coord(4, 4)))(s)
    found = [(f.code, f.path, f.message, f.severity)
             for f in run_checks(s, select=["label-off-board", "group-off-board"])]
    assert found == [
        ("label-off-board", "$.board.labels[0]", "label 'Mill' at row 3, col 4 is no hex: "
         "row + col is odd", "warning"),
        ("label-off-board", "$.board.labels[1]", "label 'Mill' at row 9, col 1 is off the "
         "standard board", "warning"),
        ("group-off-board", "$.board.groups[0].hexes[0]", "group 7: row 12, col 2 is off the "
         "standard board", "warning"),
        ("group-off-board", "$.board.groups[0].hexes[1]", "group 7: row 3, col 4 is no hex: "
         "row + col is odd", "warning")]


def test_the_ways_of_an_objective_are_said_at_its_medal() -> None:
    """objective-ways names the objective's hex and its medal's place, where the Hex panel
    shows the ways to keep one of: the medal of the hex's second marker is its
    ``.tags[1].medal`` (the mut11 audit)."""
    s = legal()
    c = Coord(4, 12)
    edit(c, tags=(Tag("medal0"), Tag("medal1", group=("G5", "H5", "I5"),
                                     medal=Medal(majority=True, any_hex=True))))(s)
    (f,) = run_checks(s, select=["objective-ways"])
    assert f.coords == (c,)
    assert f.path is not None and f.path.endswith(".tags[1].medal")


def test_two_place_names_on_one_hex_are_found_at_the_hex() -> None:
    """Two place names (board.labels) on one hex gave no finding, the map printing them
    together as one and the editor showing the first only (the leftovers2 audit): a
    warning names the hex and both names, at the path of the second label (the one the
    Hex panel does not show); a third name on the hex is in the same finding, and labels
    off the board are label-off-board's."""
    s = legal()
    both(label(Coord(4, 12), "Mill"), label(Coord(2, 2), "Hill", "112"),
         label(Coord(4, 12), "Farm"), label(Coord(4, 12), "Bridge"),
         label(Coord(20, 2)), label(Coord(20, 2)))(s)
    found = [(f.severity, f.path, f.place(s.board), f.message)
             for f in run_checks(s, select=["duplicate-label"])]
    assert found == [("warning", "$.board.labels[2]", "G5",
                      "3 place names on this hex: 'Mill', 'Farm' and 'Bridge'")]
    del s.labels[3]
    assert [f.message for f in run_checks(s, select=["duplicate-label"])] == [
        "2 place names on this hex: 'Mill' and 'Farm'"]
    assert run_checks(s, select=["label-off-board"])  # the two off the board: theirs


def test_an_empty_label_is_said_alike_by_both_checks_of_labels() -> None:
    """duplicate-label and label-off-board quoted an empty label as '(empty)', as if it
    read "(empty)" (the leftovers3 audit): both now say "an empty label", and quote a
    label's text only (a label of blank lines is empty too)."""
    s = legal()
    s.labels += [Label(Coord(4, 12), ("Mill",)), Label(Coord(4, 12), ()),
                 Label(Coord(4, 12), ("", " ")), Label(Coord(9, 1), ()),
                 Label(Coord(9, 3), ("(empty)",))]
    assert [f.message for f in run_checks(s, select=["duplicate-label", "label-off-board"])] == [
        "an empty label at row 9, col 1 is off the standard board",
        "label '(empty)' at row 9, col 3 is off the standard board",
        "3 place names on this hex: 'Mill', an empty label and an empty label"]


@pytest.mark.parametrize(("second", "found"), [
    ("ONE_MEDAL_IF_BLOWNN", [("warning", "unknown-behavior", "ONE_MEDAL_IF_BLOWNN is not a "
                              "second behavior of a rect_terrain (ONE_MEDAL_IF_BLOWN is): "
                              "Bridge (bridge) keeps its ordinary rules")]),
    # known, and not played: an info says it (the unplayed-behavior tests below)
    ("ONE_MEDAL_IF_BLOWN", [("info", "unplayed-behavior", "the simulation does not play "
                             "ONE_MEDAL_IF_BLOWN (blowing the bridge up wins a medal; not in "
                             "our rules sources): Bridge (bridge) plays as a bridge that stays, "
                             "on 1 hex: G5")])])
def test_a_second_behavior_is_one_of_the_vocabulary(second: str, found: list) -> None:
    """Found by an audit: any text passed as a bridge's behavior2. The vocabulary lists
    the behaviors of rect_terrain.behavior2 as it lists the others: an unknown one warns
    as an unknown behavior does, and the schema's enum error is not repeated."""
    s = legal()
    edit(Coord(4, 12), terrain=Piece("river"),
         rect_terrain=Piece("bridge", extra={"behavior2": second}))(s)
    assert [(f.severity, f.code, f.message) for f in check_scenario(s)] == found
    assert all(f.path == "$.board.hexagons[1].rect_terrain.behavior2" for f in
               check_scenario(s, select=["unknown-behavior"]))


def test_duplicate_markers_are_found_in_linear_time(monkeypatch) -> None:
    """Found by an audit: each marker was looked for in a list of those before it (a hex of
    16,000 markers took 45 s). No marker is compared with another now."""
    n = 3000
    s = legal()
    edit(Coord(4, 12), tags=tuple(Tag("tag1", extra={"k": i % (n // 2)}) for i in range(n)))(s)
    compared = Comparisons(monkeypatch, Tag)
    found = run_checks(s, select=["duplicate-tag"])
    assert compared.count <= n  # it was n * n / 2
    assert [f.path for f in found] == [f"$.board.hexagons[1].tags[{i}]"
                                       for i in range(n // 2, n)]


@pytest.mark.parametrize(("layers", "options", "words"), [
    ({}, {"air_rules": True}, "off an airfield"),
    ({"terrain": Piece("airfield", original_owner=Side.AXIS)}, {"air_rules": True},
     "the enemy's airfield"),
    ({"rect_terrain": Piece("pcarrier")}, {"air_rules": {"models": {"ALLIES": "p40"}}},
     "Corsair and Zero only"),
    ({"terrain": Piece("airfield")}, {"air_rules": False}, "Air rules are not in effect"),
])
def test_airplane_placement_says_what_is_wrong(layers: dict[str, Piece],
                                               options: dict[str, object], words: str) -> None:
    s = legal()
    info(options=options)(s)
    edit(Coord(7, 3), unit=Unit("plnus"), **layers)(s)
    (f,) = run_checks(s, select=["airplane-placement"])
    assert words in f.message and f.coords == (Coord(7, 3),)


@pytest.mark.parametrize(("unit", "words"), [
    (Unit("plnus", extra={"airplane_model": "b52"}), "'b52' is not an airplane model"),
    (Unit("plnus", extra={"airplane_model": 3}), "3 is not an airplane model"),
    (Unit("infus", extra={"airplane_model": "p40"}), "an airplane model on infus"),
])
def test_an_airplane_model_that_cannot_be_read_names_the_hex(unit: Unit, words: str) -> None:
    s = legal()
    info(options={"air_rules": True})(s)
    edit(Coord(7, 3), terrain=Piece("airfield"), unit=unit)(s)
    (f,) = run_checks(s, select=["airplane-model"])
    assert f.message.startswith(words) and f.place(s.board) == "b2"
    assert f.path.endswith(".unit.airplane_model")


def test_a_carrier_takes_an_airplane_of_its_own_carrier_model() -> None:
    s = legal()
    info(options={"air_rules": {"models": {"ALLIES": "p40"}}})(s)
    edit(Coord(7, 3), rect_terrain=Piece("pcarrier"),
         unit=Unit("plnus", extra={"airplane_model": "corsair"}))(s)
    assert run_checks(s, select=["airplane-placement"]) == []


def test_airplanes_on_the_map_bring_the_air_rules_unless_the_file_says_false() -> None:
    s = legal()
    edit(Coord(7, 3), terrain=Piece("airfield"), unit=Unit("plnus"))(s)
    assert air_settings(s).on and run_checks(s, select=["airplane-placement"]) == []
    info(options={"air_rules": False})(s)
    assert not air_settings(s).on
    (f,) = run_checks(s, select=["airplane-placement"])
    assert "not in effect" in f.message


def test_the_air_rules_without_the_air_pack_are_found() -> None:
    """The Air rules with no airplane on the map play the Air Pack's Sortie cards: saving
    and m44 convert add 'air' to packs (needed_packs), and the check says so before."""
    s = legal()
    info(options={"air_rules": True})(s)
    (f,) = run_checks(s, select=["pack-missing"])
    assert "Air rules" in f.message and "'air'" in f.message and f.path == "$.packs.air"
    packs(air=1)(s)
    assert run_checks(s, select=["pack-missing"]) == []
    s2 = legal()
    edit(Coord(7, 3), terrain=Piece("airfield"), unit=Unit("plnus"))(s2)  # said once, by the plane
    (f,) = run_checks(s2, select=["pack-missing"])
    assert "plnus" in f.message


@pytest.mark.parametrize(("options", "layers", "words"), [
    ({"air_rules": True}, {"extra": {"ready_to_take_off": {"side": "RED"}}}, "cannot be read"),
    ({"air_rules": False}, {"extra": {"ready_to_take_off": {"side": "ALLIES"}}},
     "not in effect"),
    ({"air_rules": True}, {"unit": Unit("plnger"),
                           "extra": {"ready_to_take_off": {"side": "ALLIES", "count": 2}}},
     "not an airplane of their side"),
])
def test_ready_markers_say_what_is_wrong(options: dict[str, object], layers: dict[str, object],
                                         words: str) -> None:
    s = legal()
    info(options=options)(s)
    edit(Coord(7, 3), terrain=Piece("airfield"), **layers)(s)
    found = run_checks(s, select=["ready-markers"])
    assert [f.coords for f in found] == [(Coord(7, 3),)] and words in found[0].message


@pytest.mark.parametrize("name", ["pbunker", "casemate", "wbunker", "dbunker"])
def test_a_field_bunker_owned_by_the_other_side_still_protects_its_occupant(name: str) -> None:
    """A field bunker serves any side (its rules: "protects any occupant (no owner
    check)"), and the engine gives its protection to whoever stands in it: the check said
    an Allied unit in an Axis field bunker "gets no protection there" (a mutant widening
    the check to every catalogued piece passed every test before; the field bunkers were
    already in it)."""
    from editor.engine.rules import hex_terrain

    s = legal()
    edit(US, rect_terrain=Piece(name, original_owner=Side.AXIS))(s)
    bunker = hex_terrain(s.hex(US), occupant_side=Side.ALLIES).features[0]
    assert bunker.serves(Side.ALLIES)
    assert run_checks(s, select=["bunker-claim"]) == []


def test_an_unknown_unit_on_impassable_terrain_is_only_said_unknown() -> None:
    """A unit of no known kind has no movement rules to be barred by: the checks name it
    unknown and go on (a mutant that read on past its missing profile raised
    AttributeError on a lake and passed every test before)."""
    s = legal()
    edit(GER, unit=Unit("xyzger"), terrain=Piece("lakeA"))(s)
    codes = [f.code for f in run_checks(s)]
    assert "unknown-name" in codes and "unit-impassable" not in codes


def test_an_exit_on_its_sides_own_baseline_is_said_so_but_at_the_corners() -> None:
    """An Allied exit on row 8 (the Allies' baseline) is a withdrawal from column 2 to
    column 22; the corners, 0 and 24, lead off by the side edge too (a mutant beginning at
    column 3 passed every test before)."""
    said = []
    for col in (0, 2, 22, 24):
        s = legal()
        edit(Coord(8, col), tags=(EXIT,))(s)
        said.append([f.message for f in run_checks(s, select=["exit-edge"])])
    assert said == [[], ["exit hex B1 is on the Allies' own baseline: a withdrawal, or meant "
                         "for the enemy's"],
                    ["exit hex L1 is on the Allies' own baseline: a withdrawal, or meant "
                     "for the enemy's"], []]


def test_one_artillery_figure_past_a_boxs_six_takes_a_second_box() -> None:
    """A box holds 6 artillery figures: three guns and a one-figure gun are 7 (a mutant
    holding 7 passed every test before: the case of four guns is 8)."""
    s = legal()
    for i in range(3):
        s.set_hex(Coord(8, 2 * i), Hex(unit=Unit("gunus")))
    s.set_hex(Coord(8, 6), Hex(unit=Unit("gunus", nbr_units=1)))
    assert [f.message for f in run_checks(s, select=["box-limit"])] == [
        "the Allied player fields 7 US artillery figures; one box holds 6: it takes 2 boxes"]


def test_a_medal_of_either_colour_given_a_side_counts_for_that_side_only() -> None:
    """A grey medal (medal0) whose medal names the Axis is an Axis objective: the Allies,
    needing 2 medals of a board with one Axis unit, are short of one (a mutant reading the
    medal's side as either side's passed every test before)."""
    s = legal()
    info(victory_player1=2, victory_player2=2)(s)
    edit(Coord(4, 12), tags=(Tag("medal0", medal=Medal(side=Side.AXIS)),))(s)
    found = run_checks(s, select=["victory-unreachable"])
    assert [f.path for f in found] == ["$.game_info.victory_player2"]


@pytest.mark.parametrize(("air", "short"), [(False, True), (True, False)])
def test_victory_unreachable_counts_no_airplane_the_game_leaves_off_the_board(
        air: bool, short: bool) -> None:
    """The Allies need 2 medals of one Axis unit and an Axis airplane: with the Air rules
    not in effect the game leaves the airplane off the board (004: the Air rules bring "the
    appearance of new Airplane units ... onto the battlefield proper"), so it gives no medal
    and the Allies are 1 short; the check counted it (found by the airrules audit)."""
    s = legal()
    info(victory_player2=2, options={"air_rules": air})(s)
    s.set_hex(Coord(2, 12), Hex(unit=Unit("plnger")))
    said = [f.message for f in run_checks(s, select=["victory-unreachable"])]
    assert said == ([
        "the Allied player needs 2 medals but the board gives at most 1 (1 from enemy units, "
        "0 from objectives): 1 short, unless the special rules give medals"] if short else [])


def test_victory_unreachable_counts_no_own_airplane_through_an_exit_the_game_leaves_off(
        ) -> None:
    """The Allies need 3 medals: one Axis unit, and through their exit their own infantry
    and airplane. With the Air rules not in effect the game leaves the airplane off the
    board, so it exits nowhere: the Allies are 1 short; the check counted it among the
    units that may exit (found by the review3 audit)."""
    s = legal()
    info(victory_player2=3, options={"air_rules": False})(s)
    edit(Coord(0, 12), tags=(EXIT,))(s)
    s.set_hex(Coord(7, 11), Hex(unit=Unit("plnus")))
    said = [f.message for f in run_checks(s, select=["victory-unreachable"])]
    assert said == [
        "the Allied player needs 3 medals but the board gives at most 2 (1 from enemy units, "
        "0 from objectives, 1 from exits): 1 short, unless the special rules give medals"]


@pytest.mark.parametrize("air", [False, True])
def test_a_side_of_airplanes_only_has_no_unit_when_the_air_rules_are_off(air: bool) -> None:
    """The Allies' one unit is an airplane: with the Air rules not in effect the game leaves
    it off the board, and the Axis wins every game at set-up (no-units); side-no-units said
    nothing (found by the review3 audit)."""
    s = legal()
    info(options={"air_rules": air})(s)
    s.set_hex(US, Hex(unit=Unit("plnus")))
    said = [(f.severity, f.message) for f in run_checks(s, select=["side-no-units"])]
    assert said == ([] if air else [
        ("error", "the Allied player has no unit on the board that the game plays: its "
                  "airplanes are left off the board, the Air rules not being in effect")])


@pytest.mark.parametrize(("value", "words"), [
    ({"sorties": {"AXIS": 3}}, "is not 0, 1 or 2"),
    ({"sorties": {"RED": 1}}, "not a side"),
    ({"models": {"ALLIES": "b52"}}, "not an airplane model"),
    ({"speed": 1}, "unknown key"),
    ("yes", "must be true, false or an object"),
    # a list or a number where an object of counts or of names belongs (each a mutant that
    # dropped its finding passed every test before)
    ({"sorties": [2, 0]}, "sorties must be an object of counts"),
    ({"models": "spitfire"}, "models must be an object of model names"),
])
def test_air_rules_findings_name_the_value(value: object, words: str) -> None:
    s = legal()
    info(options={"air_rules": value})(s)
    found = run_checks(s, select=["air-rules"])
    assert any(words in f.message for f in found), [f.message for f in found]


def test_a_battle_ending_before_it_begins_names_both_dates() -> None:
    """The finding quotes both dates as written, blanks around them dropped (a mutant
    quoting an empty end date passed every test before)."""
    s = legal()
    info(date_begin=" 1944-06-06", date_end="1944-06-05 ")(s)
    (f,) = run_checks(s, select=["date-order"])
    assert f.message == "the battle ends (1944-06-05) before it begins (1944-06-06)"


@pytest.mark.parametrize(("begin", "end", "found"), [
    ("hello", None, [("date-invalid", "$.game_info.date_begin")]),
    ("1944-06-06", "1944-13-01", [("date-invalid", "$.game_info.date_end")]),
    ("1943-02-29", "6/6/1944", [("date-invalid", "$.game_info.date_begin"),
                                ("date-invalid", "$.game_info.date_end")]),
    ("1944-06-06", "1944-06-05", [("date-order", "$.game_info.date_end")]),
    ("1944-06-06", "1943", [("date-order", "$.game_info.date_end")]),
    # the ISO forms a file may hold: a time after the day, a month, a year, blanks
    ("1944-06-06 00:00:00", "1944-06-06T23:59:59", []),
    ("1944-06", "1944-06-10", []),
    ("1944", "1945-05-08", []),
    (" 1944-06-06 ", "", []),
])
def test_dates(begin: str, end: str | None, found: list[tuple[str, str]]) -> None:
    s = legal()
    info(date_begin=begin, date_end=end)(s)
    assert [(f.code, f.path) for f in run_checks(s, select=["date"])] == found


def test_a_language_written_empty_beside_others_is_not_said_to_lack_its_texts() -> None:
    """Found by the convwalk audit: a language with no text at all beside one written
    (PHP's "de": [], read as empty texts) raised three warnings, no name, no briefing and
    no conditions of victory: it is no translation begun. A language with some of its
    texts still says what it lacks, and a scenario whose only language is empty too."""
    s = legal()
    s.text["de"] = ScenarioText()
    s.text["fr"] = ScenarioText(name="Le moulin")
    codes = ["missing-name", "missing-briefing", "missing-victory-text"]
    assert [(f.code, f.path) for f in run_checks(s, select=codes)] == [
        ("missing-briefing", "$.text.fr.description"),
        ("missing-victory-text", "$.text.fr.victory")]
    s.text = {"en": ScenarioText()}
    assert [f.path for f in run_checks(s, select=codes)] == [
        "$.text.en.name", "$.text.en.description", "$.text.en.victory"]


def test_unit_and_exit_findings_read_as_sentences() -> None:
    """"an infantry unit" (it read "a infantry unit"), a unit named as the palette names it,
    "the Allies' own baseline" (it read "ALLIES's own baseline")."""
    s = legal()
    edit(GER, unit=Unit("infger", nbr_units=5))(s)
    edit(Coord(8, 12), tags=(EXIT,))(s)
    said = {f.code: f.message for f in run_checks(s, select=["figure-count", "exit-edge"])}
    assert said["figure-count"] == ("German Infantry (infger) with 5 figures: an infantry unit "
                                    "has 1 to 4, unless the special rules give more")
    assert "is on the Allies' own baseline" in said["exit-edge"]


def test_a_date_in_the_iso_form_that_is_no_day_is_said_so() -> None:
    """"1942-02-30" is written as YYYY-MM-DD: the calendar has no such day."""
    s = legal()
    info(date_begin="1942-02-30", date_end="30 Feb 1942")(s)
    assert [f.message for f in run_checks(s, select=["date-invalid"])] == [
        "date_begin '1942-02-30' is not a day of the calendar",
        "date_end '30 Feb 1942' is not a date (YYYY-MM-DD)"]


def test_piece_findings_name_the_tile_as_the_palette_does() -> None:
    """A tile is named by its label and its file name, a face in words ("a countryside
    board"), not by the file's codes alone ("wbunker is a winter tile on a country board")."""
    s = legal()
    edit(Coord(4, 12), terrain=Piece("wforest"))(s)
    edit(Coord(4, 14), rect_terrain=Piece("wbunker"))(s)
    edit(Coord(4, 16), rect_terrain=Piece("wbridge"))(s)
    said = sorted(f.message for f in run_checks(s, select=["wrong-face", "span-without-water"]))
    assert said == [
        "Bridge (winter) (wbridge) is a winter tile on a countryside board (Bridge (bridge) "
        "plays the same)",
        "Bridge (winter) (wbridge) stands on open ground: nothing to span (it plays as normal "
        "terrain; the end of a multi-hex bridge may stand so)",
        "Field bunkers (winter) (wbunker) is a winter tile on a countryside board",
        "Forests (winter) (wforest) is a winter tile on a countryside board (Forests (woods) "
        "plays the same)"]


@pytest.mark.parametrize(("number", "group", "found"), [
    (9, ["K7", "L7"], ["sudden-death-unreachable: sudden death needs 9 hexes held but its "
                       "group names 2 (K7, L7): it can never be fulfilled"]),
    (2, ["G5", " G5"], ["sudden-death-unreachable: sudden death needs 2 hexes held but its "
                        "group names 1 (G5): it can never be fulfilled"]),  # one hex twice
    (2, ["G5", "H5"], []),
    (None, ["G5"], []),  # no number: all of them
    (3, ["Q5", "G5"], ["sudden-death-unknown: sudden-death group names Q5: not hexes of this "
                       "board (it plays over the others)",
                       "sudden-death-unreachable: sudden death needs 3 hexes held but its "
                       "group names 1 (G5): it can never be fulfilled"]),
    (3, ["Q5"], ["sudden-death-unknown: sudden-death group names Q5: not hexes of this "
                 "board (the game is still played to the medals)"]),  # that check's
    # row 5's hexes are upper case: the one meant is said beside the name
    (None, ["g5", "H5"], ["sudden-death-unknown: sudden-death group names g5 (G5?): not "
                          "hexes of this board (it plays over the others)"]),
])
def test_a_sudden_death_needs_no_more_hexes_than_it_names(
        number: int | None, group: list[str], found: list[str]) -> None:
    s = legal()
    params = {"side": "ALLIES", "group": group} | ({} if number is None else {"number": number})
    info(victory=Victory((VictoryCondition("group_sudden_death", params),)))(s)
    assert [f"{f.code}: {f.message}" for f in run_checks(s, select=["sudden"])] == found


def test_findings_name_hexes_and_paths() -> None:
    s = legal()
    edit(Coord(4, 12), terrain=Piece("river", orientation=5))(s)
    (f,) = run_checks(s, select=["orientation"])
    assert f.coords == (Coord(4, 12),) and f.place(s.board) == "G5"
    assert f.path == "$.board.hexagons[1].terrain.orientation"


def test_select_and_ignore_prefixes() -> None:
    s = legal()
    info(cards_player1=20, victory_player1=30)(s)
    codes = lambda **kw: sorted({f.code for f in run_checks(s, **kw)})  # noqa: E731
    assert codes() == ["cards-range", "medals-range", "victory-unreachable"]
    assert codes(select=["cards", "medals"]) == ["cards-range", "medals-range"]
    assert codes(ignore=["medals", "victory"]) == ["cards-range"]


def test_impassable_terrain_by_unit_type() -> None:
    s = legal()
    edit(US, unit=Unit("tankus"), obstacle=Piece("hedgehog"))(s)
    edit(GER, terrain=Piece("river"))(s)
    found = {(f.coords[0], f.message) for f in run_checks(s, select=["unit-impassable"])}
    assert found == {
        (US, "US Armor (tankus) is set up on hedgehogs (hedgehog), impassable to armor: it "
             "may leave it but never move onto it"),
        (GER, "German Infantry (infger) is set up on river or waterway (river), impassable to "
              "infantry: it may leave it but never move onto it")}
    edit(US, unit=Unit("infus"))(s)  # infantry may stand among hedgehogs
    assert [f.coords for f in run_checks(s, select=["unit-impassable"])] == [(GER,)]
    # Patrol Cars are infantry, barred as armor too (003)
    edit(US, unit=Unit("vehbrit", behavior="LONG_RANGE_PATROL_CARS"))(s)
    found = {(f.coords[0], f.message) for f in run_checks(s, select=["unit-impassable"])}
    assert (US, "British vehicle (vehbrit) is set up on hedgehogs (hedgehog), impassable to "
                "long range patrol cars: it may leave it but never move onto it") in found


@pytest.mark.parametrize(("unit", "piece", "found"), [
    # "Artillery units that start on a Bunker hex may not move from the hex" (000)
    ("gunger", "bunker", []),
    ("gunger", "casemate", []),
    ("tankger", "bunker", ["warning"]),
    ("tankger", "casemate", ["warning"]),
    ("tankger", "pbunker", ["warning"]),
    ("infger", "bunker", []),
])
def test_units_set_up_on_bunkers(unit: str, piece: str, found: list[str]) -> None:
    s = legal()
    edit(GER, unit=Unit(unit), rect_terrain=Piece(piece, original_owner=Side.AXIS))(s)
    assert [f.severity for f in run_checks(s, select=["unit-impassable"])] == found


def test_units_set_up_on_terrain_their_scenario_makes_impassable() -> None:
    """Official scenarios mark woods IMPASSABLE_HILL and still set units up there."""
    s = legal()
    edit(GER, terrain=Piece("woods", behavior="IMPASSABLE_HILL"))(s)
    (f,) = run_checks(s, select=["unit-impassable"])
    assert f.severity == "warning" and "never move onto it" in f.message


_OFFICIAL_BADGES = sorted((badge, unit) for badge in CATALOG.names("badge")
                          for unit in CATALOG[badge].facts.get("used_with", {}))


@pytest.mark.parametrize(("badge", "unit"), _OFFICIAL_BADGES)
def test_a_badge_on_a_unit_official_scenarios_put_it_on_is_no_mismatch(badge: str,
                                                                       unit: str) -> None:
    """Found by an audit: official scenarios put the French Resistance badge (badge3, an
    infantry badge) on French elite tanks (tank2us) to mark them French, and the check
    warned of a badge meant for another kind of unit."""
    s = legal()
    edit(GER if CATALOG[unit].facts.get("side") == "AXIS" else US, unit=Unit(unit, badge=badge))(s)
    assert run_checks(s, select=["badge-mismatch"]) == []


def test_a_badge_on_a_unit_of_another_kind_is_still_a_mismatch() -> None:
    s = legal()
    edit(US, unit=Unit("infus", badge="badge33"))(s)  # a flame-thrower tank's badge
    (f,) = run_checks(s, select=["badge-mismatch"])
    assert "infantry" in f.message and "armor" in f.message


def test_a_badge_s_rules_by_the_year_are_said_in_words() -> None:
    """Found by the frictions2 audit: the finding named the catalog's rules families as
    codes ("AntiTank or AntiTankLateWar"), where the Hex panel and the palette say them in
    words; said once, not again after the reason."""
    s = legal()
    both(info(date_begin=None), edit(GER, unit=Unit("infger", badge="badge37")))(s)
    (f,) = run_checks(s, select=["badge-rules-ambiguous"])
    assert f.message.endswith(": Anti Tank rules up to 1942, Anti Tank Late War after; the "
                              "scenario gives no start date"), f.message
    assert not re.search(r"[a-z][A-Z]", f.message), f.message


def test_a_badge_s_rules_are_said_in_words_when_they_are_known_too() -> None:
    """BadgeRules.reason says the families in words whatever the badge (the mut10 audit):
    one of no year, and one of the year the battle begins, as the one left to the date."""
    from editor.engine.rules.units import badge_rules

    engineer = badge_rules(Unit("infus", badge="badge12"))
    late = badge_rules(Unit("infus", badge="badge37"), "1944-06-06")
    assert engineer is not None and engineer.reason.endswith(": Combat Engineer rules")
    assert late is not None and late.reason.endswith(
        ": Anti Tank Late War rules (the battle begins in 1944)"), late.reason


@pytest.mark.parametrize(("rules", "found"), [
    ("The Allied paratroop drop takes place before the first turn.", True),
    ("Airdrop: the Allied player drops 4 paratroopers.", True),
    ("Paratroopers land by parachute behind the lines.", True),
    ("The paratroopers are special forces: put a badge on their units.", False),
    ("Paratrooper units may ignore one flag.", False),
])
def test_paratroopers_on_the_map_are_not_a_drop(rules: str, found: bool) -> None:
    s = legal()
    text(rules=rules)(s)
    fired = run_checks(s, select=["unplayed-rule"])
    assert any("paratroop drops" in f.message for f in fired) is found


@pytest.mark.parametrize(("starting", "said"), [("SPECIAL", True), ("PLAYER2", False)])
def test_who_moves_first_left_to_the_special_rules_is_said_not_played(starting: str,
                                                                      said: bool) -> None:
    """"starting": "SPECIAL" ("Who starts is decided by a die roll") was played with
    player 1 moving first in every game, and neither m44 validate nor the simulator's
    notes said so (found by the balance lab audit)."""
    from editor.engine.game.simulate import not_played

    s = legal()
    s.game_info = replace(s.game_info, starting=starting)
    found = run_checks(s, select=["unplayed-rule"])
    words = (f"the simulation does not play who moves first as the special rules decide "
             f"it (starting SPECIAL): player 1, the {s.game_info.side_player1.adjective} "
             "player, moves first in every game")
    assert [(f.message, f.path) for f in found] == \
        ([(words, "$.game_info.starting")] if said else [])
    assert (words in not_played(s)) is said


@pytest.mark.parametrize("unit", ["vehus", "infus"])
def test_dieppe_cliffs_are_played_so_not_said_unplayed(unit: str) -> None:
    """003's "Cliffs & Sea Bluffs - Half-Tracks may not move up/down from the beach, oceans
    or shorelines" is played (the cases of tests/cases/game/dieppe.game): a sea bluff with
    Half-tracks is no unplayed terrain, nor without them (to other units a hill)."""
    s = legal()
    edit(Coord(4, 4), terrain=Piece("hills", behavior="BLUFF"))(s)
    edit(Coord(6, 6), unit=Unit(unit))(s)
    assert run_checks(s, select=["unplayed-terrain"]) == []


def test_the_tiles_of_one_rule_not_played_are_said_once() -> None:
    """A frozen river's curves and straights are one rule not played, played as one
    family: the simulator said two notes of it (Ice of the Chornaya's 6 and 8 hexes); one
    finding names both, with all their hexes. A winter marsh, another rule, is its own."""
    s = legal()
    board(BoardType.STANDARD, Face.WINTER)(s)
    edit(Coord(4, 4), terrain=Piece("wriver"))(s)
    edit(Coord(4, 8), terrain=Piece("wcurved"))(s)
    edit(Coord(2, 8), terrain=Piece("wriver", orientation=2))(s)
    edit(Coord(6, 8), terrain=Piece("wmarshes"))(s)
    rivers, marsh = run_checks(s, select=["unplayed-terrain"])
    assert rivers.message == (
        "the simulation does not play the frozen river's own rules (not in our rules "
        "sources): Frozen Rivers (wcurved, wriver) play as Countryside, on 3 hexes")
    assert rivers.coords == (Coord(2, 8), Coord(4, 4), Coord(4, 8))
    assert rivers.path == "$.board.hexagons[1].terrain"  # the first hex said, G7
    assert marsh.message.endswith("Marshes (winter) (wmarshes) plays as Fordable stream, "
                                  "on 1 hex") and marsh.coords == (Coord(6, 8),)



def test_tiles_of_one_rule_with_labels_of_their_own_are_each_named() -> None:
    """A cave on a hill and one on mountains, one rule not played, played as hills: one
    finding, each tile said by its own label (a mutant naming both under the first's label
    passed the test above, whose tiles share theirs). Found by the mut5 audit."""
    s = legal()
    edit(Coord(4, 4), terrain=Piece("pmcave"))(s)
    edit(Coord(4, 8), terrain=Piece("pcave"))(s)
    (f,) = run_checks(s, select=["unplayed-terrain"])
    assert f.message == (
        "the simulation does not play the cave's own rules (not in our rules sources): Cave "
        "on a hill (pcave) and Cave on mountains (pmcave) play as Hill, on 2 hexes")
    assert f.coords == (Coord(4, 4), Coord(4, 8))

def test_a_pier_s_own_rule_is_said_not_played() -> None:
    """Found by the test book audit (Sablan Island's briefing): a pier is played as
    countryside, but the catalog's rules hint gives it a rule of its own ("may only be
    entered from land or beach, not from ocean") that no source of ours has and the engine
    does not play; unlike a wadi's or a marsh's, nothing said so. A dam, played as a field
    bunker, has the field bunker's rules in its hint: nothing to say."""
    s = legal()
    edit(Coord(4, 4), terrain=Piece("ppier"))(s)
    edit(Coord(4, 8), terrain=Piece("dam"))(s)
    (f,) = run_checks(s, select=["unplayed-terrain"])
    assert "the pier's own rules" in f.message and f.coords == (Coord(4, 4),)


def test_jungle_and_rice_paddies_own_rules_are_said_not_played() -> None:
    """Found by the brief3 audit (a Pacific scenario's legend): the catalog gives a jungle
    and rice paddies rules of their own that no source of ours has and the engine does not
    play (a unit in a jungle may battle if it moved at most 1 hex; rice paddies are
    impassable to artillery, and armor may not battle on entering or leaving them); a
    jungle is played as a forest, rice paddies as a fordable stream, and, unlike a marsh or
    a pier, nothing said so. Palm forests are forests."""
    s = legal()
    edit(Coord(4, 4), terrain=Piece("pjungle"))(s)
    edit(Coord(4, 8), terrain=Piece("price"))(s)
    edit(Coord(4, 12), terrain=Piece("palmtrees"))(s)
    found = run_checks(s, select=["unplayed-terrain"])
    assert sorted((f.coords, "the jungle's own rules" in f.message,
                   "the rice paddies' own rules" in f.message) for f in found) == [
        ((Coord(4, 4),), True, False), ((Coord(4, 8),), False, True)]


@pytest.mark.parametrize(("rules", "name"), [
    ("A Heroic Leader joins the Allied infantry.", "Heroic Leaders"),
    ("Hospital recovery rules are in effect.", "Hospital and Oasis Recovery"),
    ("Allied units cross the river on collapsible rafts.", "Collapsible Rafts and Boats"),
])
def test_dieppe_actions_not_played_are_said(rules: str, name: str) -> None:
    """The actions whose exceptions 003 gives its vehicles are not played: said when the
    special rules use them."""
    s = legal()
    text(rules=rules)(s)
    (f,) = run_checks(s, select=["unplayed-rule"])
    assert name in f.message


@pytest.mark.parametrize(("rules", "name"), [
    ("Overlord rules are in effect: each player has a Commander-in-Chief and Field Generals.",
     "Overlord command rules"),
    # the checks' own name for them (found by the overlord audit: not read as theirs)
    ("The Overlord command rules are in effect.", "Overlord command rules"),
    ("The bluffs are Sea Bluffs: only infantry may climb them from the beach.",
     "cliffs and sea bluffs"),
    ("British Commonwealth Forces command rules are in effect.",
     "British Commonwealth Forces command rules"),
    ("Italian Royal Army rules are in effect.", "Italian Royal Army rules"),
    ("Operation Overlord: the Allies land on the cliffs' foot.", None),
    # Le Mesnil-Onfroy (the book3 audit): the Tigers' own rules are not played; a Tiger
    # whose rules the text gives itself (a flag ignored: a behavior) is no rule named
    ("Tiger rules are in effect (Troops 16).", "Tiger rules"),
    ("The Tiger marked with a Battle Star ignores the first flag rolled against it.", None),
])
def test_the_book_s_special_rules_not_played_are_said(rules: str, name: str | None) -> None:
    """The special rules of tests/data/book/ (gravelle-beach: an Overlord with sea bluffs;
    bir-sharaf, monte-cerreto) that the simulation does not play: docs/GAME.md, "Overlord
    boards are played as a two-player battle (no command hierarchy)", "sea bluffs: not
    played"; the nations' command rules are not played either. A name alone ("Operation
    Overlord", "the cliffs' foot") is no rule."""
    s = legal()
    text(rules=rules)(s)
    found = [f.message for f in run_checks(s, select=["unplayed-rule"])]
    if name is None:
        assert found == []
    else:
        (message,) = found
        assert name in message


@pytest.mark.parametrize(("lang", "rules", "named"), [
    ("en", "Breakthrough rules are in effect. The Orne is fordable at the bridges.", True),
    ("en", "The Breakthrough format rules apply.", True),
    ("fr", "Les règles Breakthrough sont en vigueur.", True),
    ("de", "Es gelten die Breakthrough-Regeln.", True),
    ("es", "Se aplican las reglas de Breakthrough.", True),
    ("it", "Si applicano le regole Breakthrough.", True),
    ("nl", "De Breakthrough-regels zijn van kracht.", True),
    # one rule, the French and Italian "de"/"di", the German compound joined (the mut11 audit)
    ("en", "Breakthrough format rule: the Axis player deploys first.", True),
    ("fr", "Les règles de Breakthrough sont en vigueur.", True),
    ("de", "Es gelten die Breakthroughregeln.", True),
    ("it", "Si applicano le regole di Breakthrough.", True),
    # the rules "of Breakthrough", and the German and Dutch words apart (the review5 audit)
    ("en", "The rules of Breakthrough apply: the Axis sets up first.", True),
    ("en", "Play by the rules of the Breakthrough format.", True),
    ("de", "Es gelten die Breakthrough Regeln.", True),
    ("nl", "De Breakthrough regels zijn van kracht.", True),
    # the kit's rules, one rule "of", the Spanish without "de", the French "du" (the mut13
    # audit)
    ("en", "The Breakthrough kit rules apply to this board.", True),
    ("en", "The rule of Breakthrough applies: the Axis sets up first.", True),
    ("es", "Se aplican las reglas Breakthrough.", True),
    ("fr", "Les règles du Breakthrough sont en vigueur.", True),
    # a breakthrough of the story, and Armor Breakthrough (an option of its own:
    # unplayed-option says it when set), are not the Breakthrough rules
    ("en", "The Allied breakthrough must come before the Germans blow the bridges.", False),
    ("en", "Armor Breakthrough rules: two German tanks arrive on turn 3.", False),
    ("en", "Armour Breakthrough rules: the Guards Armoured Division arrives on turn 2.", False),
    ("en", "Breakthrough rules are not in effect.", False),
])
def test_the_breakthrough_rules_named_are_said_not_played(lang: str, rules: str,
                                                          named: bool) -> None:
    """A Breakthrough scenario's special rules saying "Breakthrough rules are in effect"
    were played as the base rules with no word of it (the Playtest dialog, the balance lab
    and the findings named only the combat engineers of the same text): our rules sources
    give no Breakthrough rules (001 leaves Breakthrough out), and the engine plays a
    Breakthrough board by the base rules. Found by the breakthrough audit."""
    from editor.engine.checks.text import rules_named
    assert ("Breakthrough rules" in rules_named(rules, lang)) is named
    s = legal()
    s.board_type = BoardType.BRKTHRU
    s.text[lang] = replace(s.text["en"], rules=rules)
    found = [f.message for f in run_checks(s, select=["unplayed-rule"])
             if f.path == f"$.text.{lang}.rules"]
    assert any("Breakthrough rules" in m for m in found) is named


def test_an_overlord_board_says_its_command_rules_are_not_played_once() -> None:
    """An Overlord board calls for the Overlord rules (000: "a 4 on 4 game with particular
    rules"; docs/GAME.md: played as a two-player battle): a designer's Overlord scenario
    whose text did not name them was simulated with no word of it. The board says so, and
    a text naming them is not said again; a standard board naming them still is."""
    s = legal()
    s.board_type = BoardType.OVERLORD
    (f,) = run_checks(s, select=["unplayed-rule"])
    assert f.path == "$.board.type" and "Overlord command rules" in f.message
    assert "two players" in f.message
    # the briefing asks for two copies of the game, and box-limit counts two boxes: the
    # deck played is one game's (found by the faces audit: the Play panel's "Deck 51" and
    # the simulations were dealt from 60 cards, unsaid)
    assert f.message.endswith("a battle between two players, dealt from one game's deck of "
                              "60 command cards")
    text(rules="Overlord rules: each side has a Commander-in-Chief.")(s)
    assert [g.message for g in run_checks(s, select=["unplayed-rule"])] == [f.message]
    s.board_type = BoardType.STANDARD
    (g,) = run_checks(s, select=["unplayed-rule"])
    assert g.path == "$.text.en.rules" and "Overlord command rules" in g.message


def test_a_unit_s_equipment_is_said_not_played() -> None:
    """A unit's equipment (the official files' boat, motorized, wittmann: m44-format.md,
    the catalog's unit_equipment) was played as nothing and said nowhere, where the same
    Wittmann as a tag1 marker's IS_WITTMANN is said not played (unplayed-behavior): the
    book's Le Mesnil-Onfroy and Lindemaar Crossing were played as if their Tiger and their
    assault boats were plain units, without a note. Found by the book3 audit."""
    s = legal()
    s.set_hex(GER, Hex(unit=Unit("tank2ger", nbr_units=1, extra={"equipment": "wittmann"})))
    s.set_hex(Coord(7, 3), Hex(unit=Unit("infus", extra={"equipment": "boat"})))
    s.set_hex(Coord(7, 5), Hex(unit=Unit("infus", extra={"equipment": "boat"})))
    found = run_checks(s, select=["unplayed-equipment"])
    assert [(f.severity, f.message) for f in found] == [
        ("info", "the simulation does not play the equipment boat (not in our rules sources): "
                 "US Infantry (infus) plays without it, on 2 hexes: b2, c2"),
        ("info", "the simulation does not play the equipment wittmann (not in our rules "
                 "sources): German Elite Armor (tank2ger) plays without it, on 1 hex: f8")]
    assert found[0].path.endswith(".unit.equipment")
    assert any("equipment wittmann" in m for m in not_played(s))


def test_a_vehicle_without_a_half_track_marker_is_said_played_as_half_tracks() -> None:
    """A vehicle unit without a Half-track marker is played as Half-tracks (003), the only
    vehicle our sources give rules for, where official scenarios use vehus and vehger for
    Supply Trucks (Troops 17: m44-vocabulary.json), whose rules our sources do not give:
    m44 validate said nothing of it, and the book's Lindemaar Crossing and Le Mesnil-Onfroy
    were played as Half-tracks without a note. A vehicle marked Half-tracks or Patrol Cars
    plays the rules it names. Found by the trucks audit."""
    s = legal()
    s.set_hex(Coord(7, 3), Hex(unit=Unit("vehus")))
    s.set_hex(Coord(7, 5), Hex(unit=Unit("vehus", nbr_units=2)))
    s.set_hex(Coord(1, 3), Hex(unit=Unit("vehger", behavior="ARMOR_MOVE_TWO")))
    s.set_hex(Coord(7, 7), Hex(unit=Unit("vehbrit", behavior="HALF_TRACKS")))
    s.set_hex(Coord(7, 9), Hex(unit=Unit("vehbrit", behavior="LRDG")))
    found = run_checks(s, select=["unplayed-vehicle"])
    assert [(f.severity, f.message, f.coords) for f in found] == [
        ("info", "the simulation does not play Supply Trucks (Troops 17, what official "
                 "scenarios use vehicles for; not in our rules sources): German vehicle "
                 "(vehger) plays as Half-tracks (003), on 1 hex: b8", (Coord(1, 3),)),
        ("info", "the simulation does not play Supply Trucks (Troops 17, what official "
                 "scenarios use vehicles for; not in our rules sources): US vehicle (vehus) "
                 "plays as Half-tracks (003), on 2 hexes: b2, c2", (Coord(7, 3), Coord(7, 5)))]
    assert found[0].path.endswith(".unit.name")
    assert [n for n in not_played(s) if "Supply Trucks" in n] == [f.message for f in found]
    for name in ("lindemaar-crossing", "le-mesnil-onfroy"):
        book = load(DATA / "book" / f"{name}.m44").scenario
        assert [f.code for f in run_checks(book, select=["unplayed-vehicle"])] == [
            "unplayed-vehicle"], name


@pytest.mark.parametrize(("rules", "said"), [
    ("Half-tracks: Re-supply rules are in effect.", False),
    ("A Half-track may re-supply a weakened adjacent unit instead of battling.", False),
    ("The Re-Supply action (Actions 17) is in effect.", False),
    ("Supply trains are in effect.", True),
    ("The supply rules are in effect: units out of supply battle with 1 die less.", True),
    # a word ending in "re" before supply is no Re-supply (the book3 audit: Lindemaar
    # Crossing's English said nothing of the Supply Trucks its Dutch was told of)
    ("The Re supply action is in effect.", False),
    ("The two Allied vehicle units are Supply Trucks (Troops 17).", True),
    ("Trucks here are supply trucks.", True),
])
def test_re_supply_is_played_so_not_said_as_the_supply_rules(rules: str, said: bool) -> None:
    """003's Re-supply is played in every scenario with Half-tracks (docs/GAME.md,
    "Re-supply"), but a Dieppe text saying "Re-supply rules are in effect" was told "the
    simulation does not play supply rules": the word supply matched inside re-supply. Other
    supply rules (supply trains, lines of supply) are still said. Found by the rules4
    audit."""
    s = legal()
    text(rules=rules)(s)
    found = [f.message for f in run_checks(s, select=["unplayed-rule"])]
    assert any("supply rules" in m for m in found) is said


@pytest.mark.parametrize(("lang", "rules", "said"), [
    ("en", "Half-tracks may supply a weakened adjacent unit instead of battling.", False),
    # (written apart, as a text may: the review2 audit)
    ("en", "Half Tracks may supply a weakened adjacent unit instead of battling.", False),
    ("fr", "Les half tracks peuvent faire le ravitaillement au lieu de combattre.", False),
    ("en", "Supply lines: half-tracks out of supply battle with 1 die less. Supply "
           "trains are in effect.", True),
    # Half-tracks blank their own clause only: one after a semicolon, a question mark or
    # an exclamation mark is read (the mut10 audit)
    ("en", "Half-tracks may supply a weakened unit; the supply rules are in effect.", True),
    ("en", "May half-tracks supply a weakened unit? The supply rules say so.", True),
    ("en", "Half-tracks may supply a weakened unit! The supply rules are in effect.", True),
    # Re-supply's re- forms, in a sentence that names no Half-track (a hyphen and a space
    # where a PDF broke the word, in English)
    ("en", "The Re- Supply action (Actions 17) is in effect.", False),
    ("fr", "Le re-ravitaillement des unités affaiblies est en vigueur.", False),
    ("de", "Die Wieder-Versorgung geschwächter Einheiten ist in Kraft.", False),
    ("de", "Die Nach-Versorgung geschwächter Einheiten ist in Kraft.", False),
    ("es", "El re-abastecimiento de las unidades debilitadas está en vigor.", False),
    ("es", "Los re-suministros de las unidades debilitadas están en vigor.", False),
    ("it", "Il ri-rifornimento delle unità indebolite è in vigore.", False),
    ("nl", "De her-bevoorrading van verzwakte eenheden is van kracht.", False),
    ("fr", "Ravitaillement : un semi-chenillé peut ravitailler une unité amie affaiblie "
           "adjacente au lieu de combattre.", False),
    ("fr", "Les half-tracks peuvent effectuer un ravitaillement au lieu de combattre.", False),
    ("fr", "Le réapprovisionnement des unités par les semi-chenillés est en vigueur.", False),
    # approvisionnement says supply as ravitaillement does, and its re- form Re-supply (the
    # RESUPPLY pattern had no supply word to blank out: the textcheck audit)
    ("fr", "Le ré-approvisionnement des unités affaiblies est en vigueur.", False),
    ("fr", "Le réapprovisionnement des unités affaiblies est en vigueur.", False),
    ("fr", "Règles d'approvisionnement : une unité isolée combat avec 1 dé de moins.", True),
    ("fr", "La ligne d'approvisionnement et les semi-chenillés sont en jeu.", True),
    ("fr", "Le train de ravitaillement est en jeu.", True),
    ("fr", "Règles de ravitaillement : une unité isolée combat avec 1 dé de moins.", True),
    ("de", "Versorgung: Halbkettenfahrzeuge dürfen statt zu kämpfen geschwächte Einheiten "
           "daneben versorgen.", False),
    ("de", "Die Half-tracks dürfen Nachschub an benachbarte Einheiten geben.", False),
    ("de", "Der Versorgungszug ist im Spiel.", True),
    ("de", "Nachschubregeln: Einheiten ohne Versorgung kämpfen mit 1 Würfel weniger.", True),
    ("es", "Los semiorugas pueden hacer el re-abastecimiento en lugar de combatir.", False),
    ("es", "Suministros: un semioruga puede reabastecer a una unidad amiga debilitada.",
     False),
    ("es", "El tren de suministros está en juego.", True),
    ("es", "Reglas de abastecimiento: las unidades aisladas combaten con 1 dado menos.", True),
    ("it", "Rifornimento: un semicingolato può rifornire un'unità amica indebolita "
           "adiacente.", False),
    ("it", "I semicingolati possono effettuare il rifornimento invece di combattere.", False),
    ("it", "Il treno di rifornimenti è in gioco.", True),
    ("it", "Regole di rifornimento: le unità isolate combattono con 1 dado in meno.", True),
    ("nl", "Bevoorrading: een halfrupsvoertuig mag een verzwakte eenheid ernaast "
           "bevoorraden.", False),
    ("nl", "De her-bevoorrading door half-tracks is van kracht.", False),
    ("nl", "De bevoorradingstrein is in het spel.", True),
    ("nl", "Bevoorradingsregels: geïsoleerde eenheden strijden met 1 dobbelsteen minder.",
     True),
    # a language without a table of its own: English's words are read, as ever
    ("pl", "Half-tracks may supply a weakened adjacent unit instead of battling.", False),
    ("pl", "Supply trains are in effect.", True),
])
def test_re_supply_is_not_said_as_the_supply_rules_in_every_language(lang: str, rules: str,
                                                                      said: bool) -> None:
    """The Re-supply exception (a Half-track's action, played: not the supply rules) held
    in English only, by the word "re-supply": a French, German, Spanish, Italian or Dutch
    text saying Re-supply in its words (our own translations call it ravitailler,
    versorgen, reabastecer, rifornire, bevoorraden, whose nouns are those of supply), or
    an English one saying Half-tracks "supply" a unit, was told the simulation does not
    play supply rules (the leftovers3 audit). The supply words of a sentence that names
    Half-tracks (as the language's names for them, or "half-track") and the re- forms are
    Re-supply's; other supply rules (trains, lines of supply) are still said."""
    from editor.engine.checks.text import rules_named

    assert ("supply rules" in rules_named(rules, lang)) is said, rules_named(rules, lang)



@pytest.mark.parametrize(("lang", "rules"), [
    ("en", "The Allied player has a supply train and two half-tracks."),
    ("en", "Supply lines: half-tracks out of supply battle with 1 die less."),
    ("fr", "Les semi-chenillés et le train de ravitaillement sont en jeu."),
    ("fr", "Ligne de ravitaillement : un semi-chenillé isolé combat avec 1 dé de moins."),
    ("de", "Halbkettenfahrzeuge und der Versorgungszug sind im Spiel."),
    ("es", "Los semiorugas y el tren de suministros están en juego."),
    ("it", "I semicingolati e il treno di rifornimenti sono in gioco."),
    ("nl", "De halfrupsvoertuigen en de bevoorradingstrein zijn in het spel."),
])
def test_supply_trains_named_beside_half_tracks_are_still_said(lang: str, rules: str) -> None:
    """A sentence naming Half-tracks is Re-supply's (the test above), but one that names a
    supply train or a line of supply beside them says the supply rules all the same: the
    whole sentence was blanked out, so "The Allied player has a supply train and two
    half-tracks" was not said unplayed (the review2 audit)."""
    from editor.engine.checks.text import rules_named

    assert "supply rules" in rules_named(rules, lang), rules_named(rules, lang)

@pytest.mark.parametrize(("rules", "pieces", "said"), [
    ("Sea Bluffs: only infantry may climb them. Roads: move one additional hex.",
     [Hex(terrain=Piece("hills", behavior="BLUFF"))], "road movement bonus"),
    ("Sea Bluffs: only infantry may climb them. Roads: move one additional hex.",
     [Hex(terrain=Piece("hills"))], "cliffs and sea bluffs, road movement bonus"),
    ("Sea bluffs.", [Hex(terrain=Piece("hills", behavior="CLIFF"))], None),
    ("Minefields are in effect.",
     [Hex(tags=(Tag("tag3", "DECOY_MEDAL_MINE_FIELD", Side.AXIS),))], None),
    ("Minefields are in effect.", [Hex(tags=(Tag("tag3"),))], "minefields"),
    ("The caves hide Japanese units.", [Hex(terrain=Piece("pcave"))], None),
    # a cave no unit enters nor sees across: its own rules are not said by the map
    ("The caves hide Japanese units.",
     [Hex(terrain=Piece("pcave", behavior="IMPASSABLE_BLOCKING_HILL"))], "caves"),
    ("Blowing up the bridge wins a medal.",
     [Hex(terrain=Piece("river"), rect_terrain=Piece("bridge", behavior="CAN_BE_BLOWN"))],
     None),
    ("Blowing up the bridge wins a medal.",
     [Hex(terrain=Piece("river"), rect_terrain=Piece("bridge"))], "blowing bridges"),
])
def test_a_rule_the_map_says_not_played_is_not_said_again_by_the_text(
        rules: str, pieces: list[Hex], said: str | None) -> None:
    """Oyster Green reported its sea bluffs twice, in the simulator's notes and the
    findings: from its Special Rules text (unplayed-rule: "the special rules mention cliffs
    and sea bluffs, road movement bonus") and from its map (unplayed-behavior for BLUFF).
    A rule that the map's own finding says is not played (a behavior's, a tile's) is left
    to it; the text's finding says the others, and the rule when the map has none of it."""
    s = legal()
    text(rules=rules)(s)
    for i, h in enumerate(pieces):
        s.set_hex(Coord(4, 2 + 2 * i), h)
    found = [f.message for f in run_checks(s, select=["unplayed-rule"])]
    assert found == ([f"the simulation does not play {said}, which the special rules mention"]
                     if said else [])


@pytest.mark.parametrize(("rules", "options", "said"), [
    ("Night Attack rules are in effect. Gung Ho! rules for the Marines.",
     {"night_visibility_rules": True}, "US Marine Corps rules"),
    ("Night Attack rules are in effect. Gung Ho! rules for the Marines.",
     {"night_visibility_rules": True, "gung_ho": True}, None),
    ("Night Attack rules are in effect.", {"night_visibility_team_turn": "AXIS"}, None),
    ("Night Attack rules are in effect.", {"gung_ho": True}, "night attacks"),
    ("Paratroops drop behind the lines.", {"airdrop": {"side": "ALLIES"}}, None),
])
def test_a_rule_an_option_says_not_played_is_not_said_again_by_the_text(
        rules: str, options: dict[str, object], said: str | None) -> None:
    """Found using m44 simulate on the book's Kalanga River: its notes said the night
    attacks and the US Marine Corps rules twice, from the options (unplayed-option: "the
    rule option Night Attacks (night_visibility_rules)") and from the Special Rules text
    (unplayed-rule), as the briefing had stopped doing. A rule whose option's own finding
    says it is not played is left to it."""
    s = legal()
    text(rules=rules)(s)
    s.game_info.options.update(options)
    found = [f.message for f in run_checks(s, select=["unplayed-rule"])]
    assert found == ([f"the simulation does not play {said}, which the special rules mention"]
                     if said else [])
    assert len(run_checks(s, select=["unplayed-option"])) == len(options)


def test_an_unplayed_option_is_named_by_its_label_or_said_unknown() -> None:
    """A catalogued option is named by its label and key, one no catalog knows by its key
    and so (a mutant swapping the two wordings passed every test before)."""
    s = legal()
    info(options={"blitz_rules": True, "zzz_rules": True})(s)
    assert [f.message for f in run_checks(s, select=["unplayed-option"])] == [
        "the simulation does not play the rule option Blitz rules (blitz_rules)",
        "the simulation does not play zzz_rules (an option no catalog knows)"]


@pytest.mark.parametrize("off", [False, None, "", {}, []])
def test_an_option_switched_off_is_not_said_unplayed_and_its_rule_is(off: object) -> None:
    """Found by the test book audit: "blitz_rules": false (the rule off) was reported as a
    rule option the simulation does not play, where the briefing's options line leaves an
    option that is off out; and since the text's finding leaves a rule to its option's,
    the Blitz rules its Special Rules name were said by neither. An option switched off is
    not said; the rule the text names is, by the text's finding."""
    s = legal()
    text(rules="Blitz rules are in effect.")(s)
    s.game_info.options.update({"blitz_rules": off, "gung_ho": True})
    (option,) = run_checks(s, select=["unplayed-option"])
    assert option.path == "$.game_info.options.gung_ho"
    (rule,) = run_checks(s, select=["unplayed-rule"])
    assert "Blitz rules" in rule.message


def test_oyster_green_s_sea_bluffs_are_noted_once_by_the_simulator() -> None:
    from editor.engine.game.simulate import not_played

    path = next(p for p in SCENARIOS if p.name == "oyster-green.m44")
    notes = not_played(load(path).scenario)
    assert sum("bluff" in n for n in notes) == 1, notes
    assert "the simulation does not play road movement bonus, which the special rules " \
           "mention" in notes


@pytest.mark.parametrize(("lang", "rules", "names"), [
    ("fr", "Les champs de mines sont en vigueur. Les tireurs d'élite (insigne) tirent à 5 "
           "hexagones.", ["minefields", "snipers"]),
    ("fr", "Routes : une unité qui commence son mouvement sur une route et y reste peut se "
           "déplacer d'un hexagone supplémentaire.", ["road movement bonus"]),
    ("FR", "Règles de combat de nuit en vigueur.", ["night attacks"]),
    ("de", "Die Regeln für Nachtangriffe gelten. Pioniere können Minenfelder räumen.",
     ["night attacks", "minefields", "combat engineers"]),
    ("es", "Las reglas de combate nocturno están en vigor. Los francotiradores...",
     ["night attacks", "snipers"]),
    ("it", "Le mine sono in gioco. I cecchini possono sparare a 5 esagoni.",
     ["minefields", "snipers"]),
    ("nl", "De regels voor nachtgevechten zijn van kracht; de sluipschutters ook.",
     ["night attacks", "snipers"]),
    ("fr-CA", "Renforts : l'Allié reçoit 2 unités.", ["reinforcements"]),
    # the words of one language are not read in another's text
    ("en", "Le mine sono in gioco.", []),
    ("fr", "Nachtangriffe.", []),
    # the English words are read in every text, as they were
    ("de", "Blitz rules are in effect.", ["Blitz rules"]),
    # a night of the story is no night attack rule (the brief3 audit: "during the night"
    # named night attacks)
    ("en", "During the night the Allies crossed the river.", []),
    ("fr", "Pendant la nuit, les Alliés ont traversé.", []),
    ("de", "In der Nacht überquerten die Alliierten den Fluss.", []),
    ("es", "Durante la noche los Aliados cruzaron.", []),
    ("it", "Durante la notte gli Alleati attraversarono.", []),
    ("nl", "In de nacht staken de geallieerden over.", []),
    ("en", "Night Attacks are in effect.", ["night attacks"]),
    ("fr", "Les attaques de nuit sont en vigueur.", ["night attacks"]),
    ("it", "Le regole di combattimento notturno sono in gioco.", ["night attacks"]),
    # a name in the singular (the mut9 audit: "mijnenveld", "versterking", "vlot", "grot",
    # "klif" and "zattera" went unsaid, their patterns reading "velde", "versterkinge"...)
    ("nl", "Het mijnenveld blijft liggen. Een versterking komt in beurt 3. Een vlot mag de "
           "rivier over. Een grot telt als heuvel. Een klif is onbegaanbaar.",
     ["minefields", "reinforcements", "Collapsible Rafts and Boats", "caves",
      "cliffs and sea bluffs"]),
    ("it", "Una zattera può attraversare il fiume.", ["Collapsible Rafts and Boats"]),
    # "vlot" is a raft after an article, and otherwise "smoothly" (the review4 audit: the
    # singular read every "vlot" as the rafts')
    ("nl", "De opmars verloopt vlot; de Geallieerden moeten vlot oprukken.", []),
    ("nl", "Elk opvouwbaar vlot vervoert een eenheid.", ["Collapsible Rafts and Boats"]),
    # each article and determiner a raft is read after, alone (the mut10 audit), and a
    # word that begins with "vlot" after one is no raft ("het vlotte verloop": smooth)
    ("nl", "Het vlot vervoert een eenheid.", ["Collapsible Rafts and Boats"]),
    ("nl", "Dit vlot vervoert een eenheid.", ["Collapsible Rafts and Boats"]),
    ("nl", "Dat vlot vervoert een eenheid.", ["Collapsible Rafts and Boats"]),
    ("nl", "Elk vlot vervoert een eenheid.", ["Collapsible Rafts and Boats"]),
    ("nl", "Ieder vlot vervoert een eenheid.", ["Collapsible Rafts and Boats"]),
    ("nl", "Het vlotte verloop van de opmars telt.", []),
])
def test_special_rules_are_found_in_the_languages_of_the_briefings(
        lang: str, rules: str, names: list[str]) -> None:
    """A translated scenario's special rules were read with the English words only: a
    French night attack or road rule went unsaid by validate, simulate and the briefing.
    Each text is read with the English words and those of its own language."""
    s = legal()
    s.text = {lang: ScenarioText(rules=rules)}
    found = [f for f in run_checks(s, select=["unplayed-rule"])]
    if not names:
        assert found == []
        return
    (f,) = found
    assert f.message == (f"the simulation does not play {', '.join(names)}, which the "
                         "special rules mention")
    assert f.path == f"$.text.{lang}.rules"


def test_box_limit_names_the_boxes() -> None:
    s = legal()
    for i in range(11):
        s.set_hex(Coord(6, 2 * i), Hex(unit=Unit("infus")))
    (f,) = run_checks(s, select=["box-limit"])
    assert f.message == "the Allied player fields 48 US infantry figures; one box holds 42: it takes 2 " \
        "boxes"
    # about the units on the map: the Findings panel's place read "$", the root of the file
    # (found by the big boards audit); it reads "The map", as for a side without units
    assert f.path == "$.board.hexagons" and not f.coords


def test_box_limit_counts_each_nation_and_the_two_boxes_of_overlord() -> None:
    # British figures come with their own army's box: 24 US and 24 British fit
    s = legal()
    for i in range(6):
        s.set_hex(Coord(6, 2 * i), Hex(unit=Unit("infus")))
        s.set_hex(Coord(4, 2 * i), Hex(unit=Unit("infbrit")))
    assert run_checks(s, select=["box-limit"]) == []
    # an Overlord battle takes two boxes: 88 German infantry figures need a third
    big = Scenario(board_type=BoardType.OVERLORD, game_info=s.game_info)
    for i in range(11):
        big.set_hex(Coord(2, 2 * i), Hex(unit=Unit("infus")))
        big.set_hex(Coord(0, 2 * i), Hex(unit=Unit("infger")))
        big.set_hex(Coord(1, 2 * i + 1), Hex(unit=Unit("infger")))
    (f,) = run_checks(big, select=["box-limit"])
    assert f.message == "the Axis player fields 88 German infantry figures; the two boxes of an " \
        "Overlord battle hold 84: it takes 3 boxes"



@pytest.mark.parametrize("country", ["US", "GB", "CA"])
def test_us_and_british_figures_fight_under_each_western_allied_country(
        country: str) -> None:
    """Under a US, a British or a Canadian country, US and British figures both stand for
    the country's troops, and a Soviet figure is still the other camp's. Found by the mut5
    audit (the GB and CA entries could be dropped or narrowed with every test passing)."""
    s = legal()
    info(country_player2=country)(s)
    packs(mediterranean=1)(s)
    s.set_hex(Coord(7, 11), Hex(unit=Unit("infbrit")))
    assert run_checks(s, select=["nation-mismatch"]) == []
    s.set_hex(Coord(7, 9), Hex(unit=Unit("infru")))
    (f,) = run_checks(s, select=["nation-mismatch"])
    assert f.message == f"infru fights for the Allies, whose country is {country}"

def test_info_when_units_arrive_by_option() -> None:
    s = legal()
    remove(US)(s)
    info(options={"airdrop": {"side": "ALLIES"}}, victory_player1=1)(s)
    (f,) = run_checks(s, select=["side-no-units"])
    assert f.severity == "info" and "airdrop" in f.message


#: The special rules of each sample that the simulation does not play (unplayed-rule).
# Oyster Green's sea bluffs are said by its map's BLUFF hills (unplayed-behavior), once
SAMPLE_RULES_NOT_PLAYED = {"oyster-green.m44": "road movement bonus",
                           "ice-of-the-chornaya.m44": "road movement bonus"}


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.name for p in SCENARIOS])
def test_samples_have_zero_findings(path) -> None:
    """Nothing to mend; but what the simulation does not play is said: each tile of the
    sample whose own rules are not in our sources, and each behavior whose rule is not
    played (Oyster Green's sea bluffs), once, on every hex it stands on, and the special
    rules it does not play."""
    from editor.engine.rules import FALLBACKS
    from editor.engine.rules.terrain import UNPLAYED_BEHAVIORS

    s = load(path).scenario
    unplayed: dict[str, set[Coord]] = {}
    behaviors: dict[str, set[Coord]] = {}
    for c, h in s.hexes.items():
        for p in (h.terrain, h.rect_terrain, h.obstacle):
            if p is not None and p.name in FALLBACKS and FALLBACKS[p.name].unplayed:
                unplayed.setdefault(p.name, set()).add(c)
            if p is not None and p.behavior in UNPLAYED_BEHAVIORS:
                behaviors.setdefault(p.behavior, set()).add(c)
    found = check_scenario(s)
    assert {f.message.split()[5]: set(f.coords) for f in found
            if f.code == "unplayed-behavior"} == behaviors
    assert path.name != "oyster-green.m44" or set(behaviors) == {"BLUFF"}
    found = [f for f in found if f.code != "unplayed-behavior"]
    rules = [f.message for f in found if (f.code, f.severity) == ("unplayed-rule", "info")]
    assert rules == ([f"the simulation does not play {SAMPLE_RULES_NOT_PLAYED[path.name]}, "
                      "which the special rules mention"] if path.name in SAMPLE_RULES_NOT_PLAYED
                     else [])
    found = [f for f in found if f.code != "unplayed-rule"]
    assert all((f.code, f.severity) == ("unplayed-terrain", "info") for f in found), found
    # each tile named by one finding, which holds the hexes of the tiles it names
    named = {f: [n for n in unplayed if re.search(rf"[(, ]{n}[,)]", f.message)]
             for f in found}
    assert sorted(n for names in named.values() for n in names) == sorted(unplayed)
    assert all(set(f.coords) == set().union(*(unplayed[n] for n in names))
               for f, names in named.items())


@pytest.mark.parametrize(("coord", "unit", "words"), [
    (Coord(5, 5), Unit("infus"), "off the ocean"),       # a beach row
    (Coord(7, 5), Unit("infus"), "away from the last row"),
    (Coord(8, 4), None, "no unit on it"),
])
def test_landing_craft_findings_say_what_is_wrong(coord: Coord, unit: Unit | None,
                                                  words: str) -> None:
    s = legal()
    board(BoardType.STANDARD, Face.BEACH)(s)
    edit(coord, rect_terrain=Piece("barge"), unit=unit)(s)
    (f,) = run_checks(s, select=["landing-craft"])
    assert words in f.message and f.coords == (coord,)


@pytest.mark.parametrize("group", [["Q5", "G5"], ["Q5"]])
def test_sudden_death_unknown_says_what_the_game_plays(group: list[str]) -> None:
    """The game leaves the names that are no hex out and plays over the others: the finding
    says "still played to the medals" only when it plays no sudden death at all."""
    from editor.engine.game.tables import Setup

    s = legal()
    info(victory=Victory((VictoryCondition("group_sudden_death",
                                           {"side": "ALLIES", "group": group}),)))(s)
    (f,) = run_checks(s, select=["sudden-death-unknown"])
    played = Setup(s).sudden_deaths
    assert bool(played) == ("plays over the others" in f.message)
    assert bool(played) != ("still played to the medals" in f.message)


_FORM = ("(a column letter, upper case in the rows numbered 1, 3, 5... and lower case in "
         "those numbered 2, 4..., then the row's number from the bottom: E5, e6)")


def test_hex_names_in_rule_options_that_are_no_hex_are_found_at_the_option() -> None:
    """The hex names of rule options (Hill 317's hexes, an air drop's centre) were never
    checked, though Mirror, Turn 180° and a change of board type follow them (the
    leftovers3 audit): each that names no hex of the board, or is no hex name at all, is
    found at its JSON path, on no hex, saying the form of hex name read; a name in the
    other case is said with the one meant, and "row,col" is read as everywhere. The hex
    meant comes before the form read, which the Findings panel's column cut off it (the
    review2 audit)."""
    s = legal()
    info(options={"hill317": ["L5", "Q5", "3,3", "G8"],
                  "airdrop": {"side": "ALLIES", "center": "G8", "range": 2},
                  "airdrop2": {"center": 17}, "blitz_rules": True})(s)
    found = [(f.severity, f.path, f.coords, f.message)
             for f in run_checks(s, select=["option-hex-unknown"])]
    assert found == [
        ("warning", "$.game_info.options.hill317[1]", (),
         f"the rule option Hill 317 special hexes (hill317[1]) names 'Q5', no hex of the "
         f"standard board as hex names are read here {_FORM}"),
        ("warning", "$.game_info.options.hill317[3]", (),
         f"the rule option Hill 317 special hexes (hill317[3]) names 'G8', no hex of the "
         f"standard board (g8 is one) as hex names are read here {_FORM}"),
        ("warning", "$.game_info.options.airdrop.center", (),
         f"the rule option Air drop (airdrop.center) names 'G8', no hex of the standard "
         f"board (g8 is one) as hex names are read here {_FORM}"),
        ("warning", "$.game_info.options.airdrop2.center", (),
         f"the rule option Second air drop (airdrop2.center) holds a number 17, not a hex "
         f"name {_FORM}")]
    s.board_type = BoardType.OVERLORD  # Q5 is a hex of the wider board
    assert [f.path for f in run_checks(s, select=["option-hex-unknown"])] == [
        "$.game_info.options.hill317[3]", "$.game_info.options.airdrop.center",
        "$.game_info.options.airdrop2.center"]


def test_hex_names_of_rule_options_not_written_as_a_list_are_found() -> None:
    """Hill 317's hexes that are no list (a number: the reader makes a list of a text) are
    found at the option, saying the form expected."""
    s = legal()
    info(options={"hill317": 5})(s)
    assert [(f.path, f.message) for f in run_checks(s, select=["option-hex-unknown"])] == [
        ("$.game_info.options.hill317", "the rule option Hill 317 special hexes (hill317) "
         "holds a number 5, not a list of hex names")]


def test_a_hex_name_of_a_rule_option_written_as_a_list_is_found() -> None:
    """An air drop's centre is one hex name: written as a list (of a hex of the board), it
    is found saying a hex name was expected, not read as Hill 317's list of hexes is."""
    s = legal()
    info(options={"airdrop": {"side": "ALLIES", "center": ["g8"]}})(s)
    (f,) = run_checks(s, select=["option-hex-unknown"])
    assert f.path == "$.game_info.options.airdrop.center"
    assert "not a hex name" in f.message


OFFICIAL_BRIEFING = ("Axis Player\n[Germany]\nTake 4 Command cards.\n\nAllied Player\n"
                     "[United States]\nTake 5 Command cards.\nYou move first.")


@pytest.mark.parametrize(("changes", "found"), [
    # as the official briefings are laid out, each number is its side's
    ({}, []),
    ({"cards_player1": 3}, [("$.game_info.cards_player1", "the en briefing gives the Axis "
                             "player 4 command cards; the settings give 3")]),
    ({"cards_player2": 6}, [("$.game_info.cards_player2", "the en briefing gives the Allied "
                             "player 5 command cards; the settings give 6")]),
    ({"starting": "PLAYER1"}, [("$.game_info.starting", "the en briefing has the Allied "
                                "player move first; the settings start with the Axis "
                                "player")]),
    # the sides swapped on the board: the numbers follow the side, not the player
    ({"side_player1": Side.ALLIES, "side_player2": Side.AXIS, "cards_player1": 5,
      "cards_player2": 4, "starting": "PLAYER1"}, []),
    ({"victory_player1": 6, "victory_player2": 6}, [("$.game_info.victory_player1",
      "the en conditions of victory say 1 medal; the settings ask for 6")]),
])
def test_the_briefings_numbers_are_those_of_the_settings(changes: dict, found: list) -> None:
    s = legal()
    s.text["en"] = replace(s.text["en"], description=OFFICIAL_BRIEFING)
    info(**changes)(s)
    assert [(f.path, f.message) for f in run_checks(s, select=["briefing-numbers"])] == found


def test_the_briefings_numbers_are_not_read_against_one_side_set_twice() -> None:
    """Both players set to the Axis, the briefing's Allied cards belong to no player and
    its Axis ones to two: nothing is compared (the sides check says what is wrong), no
    traceback and no finding from half the settings (a mutant that read on passed every
    test before)."""
    s = legal()
    s.text["en"] = replace(s.text["en"], description=OFFICIAL_BRIEFING)
    info(side_player2=Side.AXIS, cards_player1=3)(s)
    assert run_checks(s, select=["briefing-numbers"]) == []
    assert [f.code for f in run_checks(s, select=["sides"])] == ["sides"]


@pytest.mark.parametrize("description,victory", [
    # nothing said that a side can be given: passed over, not guessed
    ("Take 4 command cards each.", "One medal."),
    ("Each player takes 6 Command cards.", "One medal."),
    ("Axis player: take 5 command cards (4 without the Air rules).", "One medal."),
    ("Allied player: take 5 command cards, +1 command card for each airfield held.",
     "One medal."),
    ("The German and the American players take 6 command cards.", "One medal."),
    # medals said per side, or not at the start
    (OFFICIAL_BRIEFING, "Axis: 6 medals. Allies: 5 medals."),
    (OFFICIAL_BRIEFING, "The first side to win 6 medals wins."),
    # another language: not read
    ("Joueur de l'Axe : prenez 6 cartes Commandement.", "6 médailles."),
])
def test_what_the_briefing_does_not_say_plainly_is_not_read(description: str,
                                                             victory: str) -> None:
    s = legal()
    s.text["en"] = replace(s.text["en"], description=description, victory=victory)
    assert run_checks(s, select=["briefing-numbers"]) == []


@pytest.mark.parametrize("code", sorted(CASES))
def test_a_finding_names_a_side_in_words_not_by_the_files_code(code: str) -> None:
    """"the Allied player has no unit on the board", not "ALLIES has no unit…": AXIS and
    ALLIES are the file's values, which a message quotes only as the file's text."""
    bad = legal()
    CASES[code][0](bad)
    for f in run_checks(bad):
        if f.code == code:
            assert not re.search(r"(?<!['\"])\b(AXIS|ALLIES)\b(?!['\"])", f.message), f.message


def test_an_unknown_name_close_to_a_catalog_name_of_its_layer_is_said_with_it() -> None:
    """Found by the converter audit: a typed name a letter off ('wods') was "not a name of
    the catalog" and no more; the name it is a slip for is now suggested, from its own
    layer (a unit's typo is a unit), or by its label ('sandbags' is Sandbags, sand)."""
    s = legal()
    edit(Coord(4, 12), terrain=Piece("wods"))(s)
    edit(Coord(4, 14), obstacle=Piece("sandbags"), unit=Unit("inf_ger", badge="badge05"))(s)
    edit(Coord(4, 16), rect_terrain=Piece("bunkers"), tags=(Tag("Medal 1"),))(s)
    edit(Coord(4, 18), terrain=Piece("moonbase"))(s)
    said = sorted(f.message for f in run_checks(s, select=["unknown-name"]))
    assert said == [
        "'Medal 1' is not a name of the catalog: did you mean Objective medal, Allies "
        "(medal1)?",
        "'badge05' is not a name of the catalog: did you mean Big Gun badge (badge5)?",
        "'bunkers' is not a name of the catalog: did you mean Bunkers (bunker)?",
        "'inf_ger' is not a name of the catalog: did you mean German Infantry (infger)?",
        "'moonbase' is not a name of the catalog",  # nothing close: nothing guessed
        "'sandbags' is not a name of the catalog: did you mean Sandbags (sand)?",
        "'wods' is not a name of the catalog: did you mean Forests (woods)?"]


def test_an_unknown_behavior_close_to_one_of_its_layer_is_said_with_it() -> None:
    """Found by the options' names audit: the schema's "did you mean" for a behavior
    typed a letter off was not said, the unknown-behavior finding at the same place
    standing for it; the finding says it now, from the behaviors of the piece's layer."""
    s = legal()
    edit(Coord(4, 12), unit=Unit("inf2us", behavior="FRENCH_RESISTENCE"),
         terrain=Piece("hills", behavior="BLUF"))(s)
    edit(Coord(4, 14), terrain=Piece("woods", behavior="EXIT_MARKER"))(s)
    assert sorted(f.message for f in check_scenario(s, select=["unknown-behavior"])) == [
        "BLUF is not a behavior of a terrain: Hills (hills) keeps its ordinary rules; did "
        "you mean BLUFF?",
        "EXIT_MARKER is not a behavior of a terrain: Forests (woods) keeps its ordinary "
        "rules",
        "FRENCH_RESISTENCE is not a behavior of a unit: US Special Forces (inf2us) keeps "
        "its ordinary rules; did you mean FRENCH_RESISTANCE?"]


@pytest.mark.parametrize(("typed", "layer", "meant"), [
    ("hill", "terrain", "hills"),  # as close as whill: the name the official files use most
    ("forest", "terrain", "woods"),  # its label, Forests
    ("tankgerm", "unit", "tankger"),
    ("rivr", "terrain", "river"),
    ("roadx", "terrain", "roadX"),
    ("wire", "unit", None),  # another layer's name is no slip of this one's
    ("infantry", "unit", None),
])
def test_the_name_a_slip_is_for(typed: str, layer: Category, meant: str | None) -> None:
    assert CATALOG.close_name(typed, layer) == meant


@pytest.mark.parametrize("name, inland", [("a2", True), ("l2", True), ("l6", True),
                                          ("A3", False), ("M3", False), ("G9", False)])
def test_an_exit_beside_a_half_hex_is_not_on_the_board_edge(name: str, inland: bool) -> None:
    """004: "Edge hexes are all the full (not half) hexes that border the entire game board's
    four sides": a2, l2 and l6 end short rows, beside the half hexes, so an exit there is no
    way off the board (they were taken for edge hexes, having fewer than six neighbours);
    A3 and M3, ending long rows, and G9 on the top row are edge hexes."""
    s = legal()
    c = Board(BoardType.STANDARD).parse_hex(name)
    edit(c, tags=(EXIT,))(s)
    said = [(f.message, f.coords) for f in run_checks(s, select=["exit-edge"])]
    assert said == ([(f"exit hex {name} is not on a board edge (it borders a half hex, not "
                      "the side: edge hexes are full hexes)", (c,))] if inland else [])


@pytest.mark.parametrize("marker, names, counted", [
    ("G9", (), True),               # on the top edge: a way off the board
    ("E5", (), False),              # inland: none
    ("a2", (), False),              # beside a half hex: no edge hex (004)
    ("E5", ("E5", "E9"), True),     # inland, but its group reaches the edge
    ("E5", ("E5", "a2", "Q9"), False),
])
def test_victory_unreachable_counts_only_exits_the_game_plays(
        marker: str, names: tuple[str, ...], counted: bool) -> None:
    """The Allies need 2 medals: one enemy unit, and their own unit through an exit. An exit
    hex off the board's edge lets no unit off (004: "the Exit markers designate specific edge
    hexes"), so a side whose exit hexes are all inland gets no medal from them; the check
    counted any exit marker of the side."""
    s = legal()
    info(victory_player2=2)(s)
    c = Board(BoardType.STANDARD).parse_hex(marker)
    edit(c, tags=(replace(EXIT, group=names),))(s)
    said = [f.message for f in run_checks(s, select=["victory-unreachable"])]
    assert said == ([] if counted else [
        "the Allied player needs 2 medals but the board gives at most 1 (1 from enemy units, "
        "0 from objectives): 1 short, unless the special rules give medals"])


@pytest.mark.parametrize(("layers", "found"), [
    ({"terrain": Piece("hills", behavior="STEEP_HILL")},
     [(".terrain.behavior", "STEEP_HILL (moving up a steep hill counts as a 2-hex move; not "
       "in our rules sources): Hills (hills) plays as a hill with no movement restriction")]),
    ({"terrain": Piece("river", behavior="WIDE_RIVER")},
     [(".terrain.behavior", "WIDE_RIVER (a wide river blocks the line of sight of infantry; "
       "not in our rules sources): Rivers & Waterways (straight) (river) plays as a river: "
       "impassable, blocking no line of sight")]),
    ({"terrain": Piece("river"), "rect_terrain": Piece("bridge", behavior="CAN_BE_BLOWN",
                                                     extra={"behavior2": "ONE_MEDAL_IF_BLOWN"})},
     [(".rect_terrain.behavior", "CAN_BE_BLOWN (the bridge may be blown up; not in our rules "
       "sources): Bridge (bridge) plays as a bridge that stays"),
      (".rect_terrain.behavior2", "ONE_MEDAL_IF_BLOWN (blowing the bridge up wins a medal; not "
       "in our rules sources): Bridge (bridge) plays as a bridge that stays")]),
    ({"terrain": Piece("river"), "rect_terrain": Piece("bridge", behavior="BRIDGE_SECTION")},
     [(".rect_terrain.behavior", "BRIDGE_SECTION (a bridge section is entered only through its "
       "open ends; not in our rules sources): Bridge (bridge) plays as a bridge entered from "
       "any side")]),
    ({"terrain": Piece("buildings", behavior="HEADQUARTER")},
     [(".terrain.behavior", "HEADQUARTER (the headquarters' own rules; not in our rules "
       "sources): Towns & Villages (buildings) plays as Town or village")]),
    ({"terrain": Piece("oasis", behavior="OASIS_RECOVERY")},
     [(".terrain.behavior", "OASIS_RECOVERY (Oasis Recovery: units there may recover lost "
       "figures; not in our rules sources): Oasis (oasis) plays as Forest")]),
    ({"terrain": Piece("hills", behavior="CLIFF")},
     [(".terrain.behavior", "CLIFF (the cliff's own rules for units other than Patrol Cars "
       "and Half-tracks, such as no taking ground up it from the beach; not in our rules "
       "sources): Hills (hills) plays as a hill to them, and to Patrol Cars and Half-tracks as "
       "a cliff they may not move up or down from the beach or the ocean (003)")]),
    ({"terrain": Piece("hills", behavior="BLUFF")},
     [(".terrain.behavior", "BLUFF (the sea bluff's own rules for units other than Patrol "
       "Cars and Half-tracks; not in our rules sources): Hills (hills) plays as a hill to "
       "them, and to Patrol Cars and Half-tracks as a cliff they may not move up or down "
       "from the beach or the ocean (003)")]),
    ({"obstacle": Piece("sand", behavior="SEAWALL")},
     [(".obstacle.behavior", "SEAWALL (the sea wall's own rules; not in our rules sources): "
       "Sandbags (sand) plays as sandbags")]),
    ({"tags": (Tag("tag3", behavior="DECOY_MEDAL_MINE_FIELD", side=Side.AXIS),)},
     [(".tags[0].behavior", "DECOY_MEDAL_MINE_FIELD (minefields, and a decoy mine gives a "
       "medal to the side that reveals it; not in our rules sources): Minefield (tag3) plays "
       "as a marker that does nothing")]),
    ({"tags": (Tag("tag3", behavior="MINE_FIELD", side=Side.AXIS),)},
     [(".tags[0].behavior", "MINE_FIELD (minefields; not in our rules sources): Minefield "
       "(tag3) plays as a marker that does nothing")]),
    ({"tags": (Tag("tag1", behavior="IS_WITTMANN"),)},
     [(".tags[0].behavior", "IS_WITTMANN (Wittmann's own rules; not in our rules sources): "
       "Battle Star token (tag1) plays as a marker that does nothing")]),
    # played: said nowhere
    *[({"terrain": Piece(name, behavior=b)}, []) for name, b in (
        ("river", "FORD"), ("river", "FORDABLE_STREAM"), ("hills", "HILL"),
        ("woods", "IMPASSABLE_HILL"), ("hills", "IMPASSABLE_BLOCKING_HILL"))],
    ({"tags": (Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES),)}, []),
    # a behavior of another layer is unknown-behavior's: the piece keeps its rules
    ({"terrain": Piece("hills", behavior="CAN_BE_BLOWN")}, []),
])
def test_a_behavior_the_engine_does_not_play_is_said_with_its_hex(layers: dict[str, object],
                                                                   found: list) -> None:
    """Found by the book audit: a steep hill, a wide river's line of sight, a bridge that
    may be blown (for a medal), decoy minefields... were played without their rule and no
    check said so. Each is an info naming the hex, the behavior, its rule and what the
    engine plays instead; the simulator's notes say it too."""
    from editor.engine.game.simulate import NOT_PLAYED, not_played

    s = legal()
    edit(Coord(4, 12), **layers)(s)
    fired = run_checks(s, select=["unplayed-behavior"])
    assert [(f.path.removeprefix("$.board.hexagons[1]"), f.message) for f in fired] == [
        (path, f"the simulation does not play {words}, on 1 hex: G5") for path, words in found]
    assert all(f.severity == "info" and f.place(s.board) == "G5" for f in fired)
    assert not_played(s) == [
        NOT_PLAYED + f"{words}, on 1 hex: G5" for _, words in found]


def test_the_simulator_says_each_note_once() -> None:
    """The book's Lindemaar Crossing names the supply rules in its English and its Dutch
    special rules: unplayed-rule says so of each text (two places), and the simulator's
    notes, the balance lab and the Playtest dialog said "supply rules, which the special
    rules mention" twice, word for word. Found by the trucks audit."""
    notes = not_played(load(DATA / "book" / "lindemaar-crossing.m44").scenario)
    assert len(notes) == len(set(notes))
    assert sum("supply rules" in n for n in notes) == 1


def test_objective_ways_counts_a_hex_its_group_names_twice_once() -> None:
    """A group naming G5 twice has the 3 hexes the game plays (it takes each hex once):
    a majority of them and 2 hexes needed agree, and objective-ways says nothing; counted
    as 4, a majority needs 3 and it warned (the mut13 audit)."""
    s = legal()
    edit(Coord(4, 12), tags=(Tag("medal1", group=("G5", "H5", "I5", "G5"),
                                 medal=Medal(majority=True, nbr_hex=2)),))(s)
    assert run_checks(s, select=["objective-ways"]) == []
    edit(Coord(4, 12), tags=(Tag("medal1", group=("G5", "H5", "I5", "G5"),
                                 medal=Medal(majority=True, nbr_hex=3)),))(s)
    (f,) = run_checks(s, select=["objective-ways"])
    assert f.message == ("medal1 sets hexes needed (3 of 3), a majority (2 of 3): it plays as "
                         "hexes needed")
