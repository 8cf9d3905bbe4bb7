"""The names and behaviors inside rule options (an airdrop's unit, an Armor Breakthrough's
reinforcements, a supply train) are checked as the map's are: found by the options' names
audit, where a scenario whose airdrop dropped ``inf_ger_typo`` passed the checks."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from editor.engine.checks import run_checks
from editor.io.m44 import loads
from editor.io.report import check_scenario

from ...io.test_fix_cases import CLEAN
from .test_checks import info, legal

CODES = ["unknown-name", "wrong-layer", "unknown-behavior", "behavior-mismatch"]


def found(options: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(code, path, message) of the name and behavior checks, none of which names a hex."""
    s = legal()
    info(options=options)(s)
    fired = run_checks(s, select=CODES)
    assert all(f.coords == () for f in fired)
    return [(f.code, f.path or "", f.message) for f in fired]


def test_an_unknown_name_in_an_option_is_said_with_the_name_meant() -> None:
    assert found({"airdrop": {"side": "ALLIES", "unit": {"name": "inf_ger",
                                                         "badge": "badge05"}},
                  "armor_breakthrough_rules": {"AXIS": {"nbr_units": 2, "name": "moonbase"}},
                  "supply_train_rules": {"unit": {"name": "locomotive"}}}) == [
        ("unknown-name", "$.game_info.options.airdrop.unit.name",
         "'inf_ger' is not a name of the catalog: did you mean German Infantry "
         "(infger)?"),
        ("unknown-name", "$.game_info.options.airdrop.unit.badge",
         "'badge05' is not a name of the catalog: did you mean Big Gun badge (badge5)?"),
        ("unknown-name", "$.game_info.options.armor_breakthrough_rules.AXIS.name",
         "'moonbase' is not a name of the catalog"),
        ("unknown-name", "$.game_info.options.supply_train_rules.unit.name",
         "'locomotive' is not a name of the catalog")]


def test_a_name_of_another_layer_in_an_option_is_said() -> None:
    """A bunker dropped from the air, a unit as the supply train (a square piece)."""
    assert found({"airdrop": {"unit": {"name": "bunker", "badge": "infger"}},
                  "supply_train_rules": {"unit": {"name": "infger"}},
                  "armor_breakthrough_rules": {"ALLIES": {"name": "tankus"}}}) == [
        ("wrong-layer", "$.game_info.options.airdrop.unit.name",
         "'bunker' (Bunkers) is a rect_terrain, not a unit"),
        ("wrong-layer", "$.game_info.options.airdrop.unit.badge",
         "'infger' (German Infantry) is a unit, not a badge"),
        ("wrong-layer", "$.game_info.options.supply_train_rules.unit.name",
         "'infger' (German Infantry) is a unit, not a rect_terrain")]


def test_a_behavior_that_does_not_apply_in_an_option_is_said() -> None:
    """Each field takes the behaviors the catalog gives its place: a unit's and the unit
    markers for a dropped unit or a reinforcement, the option's own (ONE_AT_TIME for the
    airdrop, CANNOT_EXIT for the reinforcements, CANNOT_BE_ACTIVATED_TILL_TURN for a
    dropped unit or the train); a behavior of another place, or none, is unknown."""
    assert found({
        "airdrop": {"behavior": "CANNOT_EXIT", "unit": {"name": "inf2us",
                                                        "behavior": "FRENCH_RESISTENCE"}},
        "airdrop2": {"behavior": "ONE_AT_TIME", "unit": {
            "name": "inf2us", "behavior": "CANNOT_BE_ACTIVATED_TILL_TURN"}},
        "armor_breakthrough_rules": {"AXIS": {"name": "tankger", "behavior": "CANNOT_EXIT"},
                                     "ALLIES": {"name": "tankus", "behavior": "LRDG"}},
        "supply_train_rules": {"unit": {"name": "loco", "behavior": "ARMOR_MOVE_TWO"}}}) == [
        ("unknown-behavior", "$.game_info.options.airdrop.behavior",
         "CANNOT_EXIT is not a behavior of airdrop (ONE_AT_TIME is): it refines nothing "
         "there"),
        ("unknown-behavior", "$.game_info.options.airdrop.unit.behavior",
         "FRENCH_RESISTENCE is not a behavior of airdrop.unit (a unit's, or "
         "CANNOT_BE_ACTIVATED_TILL_TURN is): it refines nothing there; did you mean "
         "FRENCH_RESISTANCE?"),
        ("unknown-behavior", "$.game_info.options.supply_train_rules.unit.behavior",
         "ARMOR_MOVE_TWO is not a behavior of supply_train_rules.unit "
         "(CANNOT_BE_ACTIVATED_TILL_TURN is): it refines nothing there")]


def test_a_unit_marker_in_any_spelling_the_engine_reads_is_a_units_behavior() -> None:
    """As on the map: the engine reads "Long-Range Patrol Cars" as the unit marker."""
    assert found({"airdrop": {"unit": {"name": "inf2us",
                                       "behavior": "Long-Range Patrol Cars"}}}) == []


def test_a_behavior_beside_an_unknown_name_is_left_to_the_name() -> None:
    """As on the map: the name's finding says it; the behavior of no known piece is not
    judged."""
    assert found({"airdrop": {"unit": {"name": "moonbase", "behavior": "NOPE"}}}) == [
        ("unknown-name", "$.game_info.options.airdrop.unit.name",
         "'moonbase' is not a name of the catalog")]


HOSTILE = [3, 2.5, True, [], ["infger"], {}, {"name": "infger"}, "", "x" * 300]


@pytest.mark.parametrize("value", HOSTILE, ids=lambda v: json.dumps(v)[:20])
def test_a_hostile_value_where_a_name_or_behavior_stands_gives_findings(value: Any) -> None:
    """The checks run on anything the reader keeps: a number, a list or an object where
    a name or a behavior is expected is reported (a kind and no more, however long), never
    an exception; the schema's error at the same place is not said twice."""
    doc = copy.deepcopy(CLEAN)
    doc["game_info"]["options"] = {
        "airdrop": {"side": "ALLIES", "behavior": value, "unit": {
            "name": value, "badge": value, "behavior": value}},
        "airdrop2": {"unit": value, "nbr_units": value},
        "armor_breakthrough_rules": {"AXIS": value, "ALLIES": {"name": value,
                                                              "behavior": value}},
        "supply_train_rules": value}
    s = loads(json.dumps(doc)).scenario
    findings = check_scenario(s)
    paths = {f.path for f in findings if f.code in CODES}
    where = "$.game_info.options."
    if value == "":  # an empty behavior stands for none, as on the map: left out
        assert paths == {where + "airdrop.unit.name", where + "airdrop.unit.badge",
                         where + "armor_breakthrough_rules.ALLIES.name"}
    else:
        assert paths == {where + p for p in (
            "airdrop.behavior", "airdrop.unit.name", "airdrop.unit.badge",
            "armor_breakthrough_rules.ALLIES.name")}
    assert not any(f.code.startswith("schema-") and f.path in paths for f in findings)
    if not isinstance(value, str):
        assert all(len(f.message) < 200 for f in findings if f.code in CODES)
