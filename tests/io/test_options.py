"""Rule options (``game_info.options``): each known option read in its value's shape,
repaired as any other key is, and written back canonical (docs/FORMAT.md, "Rule options")."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from editor.cli import main
from editor.engine.air_rules import air_settings
from editor.engine.catalog import CATALOG
from editor.io.m44 import dumps, loads
from editor.io.options import BOOLEAN, HEX, HEXES, INTEGER, OPTION_SHAPES, SECTION, TEXT, Shape
from editor.io.schema import build_schema, schema_findings

from .test_fix_cases import CLEAN


def with_options(options: Any) -> str:
    doc = copy.deepcopy(CLEAN)
    doc["game_info"]["options"] = options
    return json.dumps(doc)


def written(text: str) -> Any:
    return json.loads(dumps(loads(text).scenario))["game_info"].get("options")


def test_the_audits_options_are_written_in_their_shapes(tmp_path: Path) -> None:
    """Found by the converter audit: m44 convert wrote these back exactly as read, though
    FORMAT.md promises booleans as booleans, integers as numbers, upper-case sides."""
    source = tmp_path / "sloppy.m44"
    source.write_text(with_options({"blitz_rules": "true", "must_have_unit_exit": {
        "side": "allies", "min_nbr_units": "3"}}), encoding="utf-8")
    result = loads(source.read_bytes())
    assert [(f.path, f.code) for f in result.fixes] == [
        ("$.game_info.options.blitz_rules", "string-boolean"),
        ("$.game_info.options.must_have_unit_exit.side", "enum-case"),
        ("$.game_info.options.must_have_unit_exit.min_nbr_units", "string-number")]
    target = tmp_path / "out.m44"
    assert main(["convert", str(source), "-o", str(target), "-q"]) == 0
    out = json.loads(target.read_text("utf-8"))
    assert out["game_info"]["options"] == {"blitz_rules": True, "must_have_unit_exit": {
        "side": "ALLIES", "min_nbr_units": 3}}
    assert loads(target.read_bytes()).fixes == []


def test_every_option_the_project_knows_has_a_shape_in_the_schema() -> None:
    """The catalog's options (the shared vocabulary's) and the Air rules, no more."""
    assert set(OPTION_SHAPES) == set(CATALOG.options) | {"air_rules"}
    options = build_schema()["$defs"]["game_info"]["properties"]["options"]
    assert set(options["properties"]) == set(OPTION_SHAPES)


def canonical(shape: Shape) -> Any:
    """A value of ``shape`` as a canonical file holds it."""
    if shape.kind == "name":
        return CATALOG.names(shape.category)[0]  # type: ignore[arg-type]
    if shape.kind == "behavior":
        return shape.behaviors[-1]
    return {"boolean": True, "integer": 3, "side": "ALLIES", "text": "12", "hex": "E5",
            "hexes": ["E5", "f6"], "section": 2}.get(shape.kind) if shape.kind not in (
        "enum", "list", "object", "either") else (
        shape.values[-1] if shape.kind == "enum"
        else [canonical(shape.of[0])] * 2 if shape.kind == "list"
        else canonical(shape.of[1]) if shape.kind == "either"
        else {k: canonical(s) for k, s in shape.fields.items()})


def sloppy(shape: Shape) -> Any:
    """The same value as sloppy writers have it: numbers and booleans as strings (the
    booleans as PHP writes them, "1"), sides and catalog names in another case, hex names
    in one text, lists keyed by numbers, as PHP writes a list with gaps."""
    kind = shape.kind
    if kind in ("name", "behavior"):
        return canonical(shape).swapcase()
    if kind == "list":
        return {str(2 * i): sloppy(shape.of[0]) for i in range(2)}
    if kind == "object":
        return {k: sloppy(s) for k, s in shape.fields.items()}
    if kind == "either":
        return sloppy(shape.of[1])
    if kind == "enum":
        return shape.values[-1].upper()
    return {"boolean": "1", "integer": "3", "side": "allies", "text": 12,
            "hex": " E5", "hexes": "E5, f6", "section": "2"}[kind]


#: Values the schema bounds more narrowly than their shape: (canonical, sloppy).
BOUNDED = {"air_rules": ({"sorties": {"AXIS": 1, "ALLIES": 2, "deck": 0},
                          "models": {"AXIS": "me109", "ALLIES": "p40"}},
                         {"sorties": {"AXIS": "1", "ALLIES": 2.0, "deck": "0"},
                          "models": {"AXIS": "me109", "ALLIES": "p40"}})}


@pytest.mark.parametrize("key", sorted(OPTION_SHAPES))
def test_each_option_in_another_form_is_written_in_its_shape(key: str) -> None:
    shape = OPTION_SHAPES[key]
    right, wrong = BOUNDED.get(key, (canonical(shape), sloppy(shape)))
    clean = loads(with_options({key: right}))
    assert clean.fixes == []
    text = dumps(clean.scenario)
    assert json.loads(text)["game_info"]["options"] == {key: right}
    assert schema_findings(json.loads(text)) == []
    repaired = loads(with_options({key: wrong}))
    assert repaired.fixes, key
    assert all(f.path.startswith(f"$.game_info.options.{key}") for f in repaired.fixes)
    assert dumps(repaired.scenario) == text


@pytest.mark.parametrize(("value", "expected", "code"), [
    ("false", False, "string-boolean"), ("0", False, "string-boolean"),
    (1, True, "number-boolean"), (True, True, None)])
def test_a_flag_is_a_boolean(value: object, expected: bool, code: str | None) -> None:
    result = loads(with_options({"night_visibility_rules": value}))
    assert [f.code for f in result.fixes] == ([code] if code else [])
    assert written(with_options({"night_visibility_rules": value})) == {
        "night_visibility_rules": expected}


def test_a_number_in_a_shape_is_an_integer_neither_true_nor_a_text() -> None:
    """Found by the mutation audit: that a shape's number refuses a boolean (Python's True
    is an int) and a text was held by no test."""
    count = OPTION_SHAPES["airdrop"].fields["range"]
    assert count.describes(2) and count.describes(0)
    assert not any(count.describes(v) for v in (True, False, "2", 2.5, None))


def test_a_side_in_a_shape_is_axis_or_allies_in_capitals() -> None:
    """Found by the mutation audit: which values a shape's side takes was held by no test."""
    side = OPTION_SHAPES["russian_commissar_rule"]
    assert side.describes("AXIS") and side.describes("ALLIES")
    assert not any(side.describes(v) for v in ("axis", "Allies", "", None, 1))


@pytest.mark.parametrize(("shape", "written", "not_written"), [
    (BOOLEAN, [True, False], [1, 0, "true", None]),
    (Shape("enum", values=("all", "none")), ["all", "none"], ["ALL", "some", 1]),
    (TEXT, ["", "TERRAIN"], [1, None, ["TERRAIN"]]),
    (HEX, ["E7", "a2", "4,12"], ["", " E7", "E7 ", 7, None]),
    (HEXES, [[], ["E7", "a2"]], ["E7", ["E7", ""], ["E7", 7]]),
    (SECTION, [0, 2, "left"], [True, None, 1.5, ["left"]]),
    (Shape("list", of=(INTEGER,)), [[], [1, 2]], [1, [1, "2"], [True]]),
    (Shape("either", of=(BOOLEAN, Shape("list", of=(INTEGER,)))), [True, [1]], [1, ["1"]]),
])
def test_a_shape_describes_its_values_as_written_and_no_others(
        shape: Shape, written: list[object], not_written: list[object]) -> None:
    """Found by the mutation audit: the forms ask ``describes`` whether a value is as a
    canonical file writes it, and no test said which values each kind of shape refuses
    (nor, for most, takes)."""
    assert [shape.describes(v) for v in written] == [True] * len(written)
    assert [shape.describes(v) for v in not_written] == [False] * len(not_written)


def test_a_shape_offers_its_values_in_a_pick_list() -> None:
    """Found by the mutation audit: which values a form's pick list offers (an enum's, a
    text's examples, a behavior's, a name's) had a doctest for names only."""
    assert Shape("enum", values=("all", "none")).choices == ("all", "none")
    assert OPTION_SHAPES["mine_deck_name"].choices == ("TERRAIN", "PACIFIC")
    assert OPTION_SHAPES["airdrop"].fields["behavior"].choices == ("ONE_AT_TIME",)
    assert OPTION_SHAPES["airdrop"].fields["unit"].fields["name"].choices[:3] == (
        "infus", "infger", "infru")
    assert TEXT.choices == () and BOOLEAN.choices == ()


def test_the_air_rules_written_true_as_text_are_in_effect() -> None:
    """"air_rules": "true" was kept as read, and the engine, which reads a boolean, played
    without the Air rules; the Air Sortie count written "2" was the standard 1."""
    s = loads(with_options({"air_rules": "true"})).scenario
    assert s.game_info.options == {"air_rules": True} and air_settings(s).on
    s = loads(with_options({"air_rules": {"sorties": {"ALLIES": "2", "AXIS": "0"}}})).scenario
    assert air_settings(s).sorties == (0, 2)  # player 1 is the Axis


def test_partial_blitz_keeps_the_official_lower_case_all() -> None:
    result = loads(with_options({"partial_blitz_rules": "ALL"}))
    assert [(f.code, f.message) for f in result.fixes] == [("enum-case", "wrote 'ALL' as 'all'")]
    assert written(with_options({"partial_blitz_rules": "axis"})) == {"partial_blitz_rules": "AXIS"}
    assert loads(with_options({"partial_blitz_rules": "all"})).fixes == []


def test_null_and_empty_options_are_left_out_as_said() -> None:
    text = with_options({"blitz_rules": None, "gung_ho": "", "smoke_screen": [],
                         "must_have_unit_exit": {"side": None, "min_nbr_units": " "},
                         "hill317": ["E5", None, ""]})
    result = loads(text)
    assert [(f.path, f.code) for f in result.fixes] == [
        ("$.game_info.options.blitz_rules", "null-value"),
        ("$.game_info.options.gung_ho", "empty-value"),
        ("$.game_info.options.smoke_screen", "empty-list-object"),
        ("$.game_info.options.must_have_unit_exit.side", "null-value"),
        ("$.game_info.options.must_have_unit_exit.min_nbr_units", "empty-value"),
        ("$.game_info.options.hill317[1]", "null-entry"),
        ("$.game_info.options.hill317[2]", "empty-piece")]
    assert written(text) == {"smoke_screen": {}, "must_have_unit_exit": {}, "hill317": ["E5"]}


def test_options_held_with_values_the_reader_leaves_out_are_written_as_they_read_back(
        ) -> None:
    """Scenario properties hold a field emptied by the user as null (a supply train's unit
    name), which the reader leaves out: saved as it was held, the file read back differed
    from the document saved (found by the monkey, seeds of the memory audit). The writer
    writes options as the reader reads them, so a save reads back the same."""
    from editor.io.m44 import encode

    s = loads(with_options({})).scenario
    s.game_info.options.update({
        "supply_train_rules": {"side": "AXIS", "nbr_units": [1, None],
                               "unit": {"name": None, "behavior": "armor_move_two"}},
        "must_have_unit_exit": {"side": "ALLIES", "min_nbr_units": " "},
        "gung_ho": "", "blitz_rules": None, "my_rule": None})
    saved = encode(s)
    assert encode(loads(saved.decode("utf-8")).scenario) == saved
    assert json.loads(saved)["game_info"]["options"] == {
        "supply_train_rules": {"side": "AXIS", "nbr_units": [1],
                               "unit": {"behavior": "ARMOR_MOVE_TWO"}},
        "must_have_unit_exit": {"side": "ALLIES"}, "my_rule": None}


def test_what_no_repair_reads_and_unknown_options_are_kept_as_read() -> None:
    """A known option's value of a form no repair reads is kept (the schema reports it):
    an option this editor does not play must not make the file unreadable. Options it does
    not know are kept whatever they hold."""
    options = {"blitz_rules": "yes", "smoke_screen": True,
               "must_have_unit_exit": {"side": "allies", "min_nbr_units": "three"},
               "custom_rule": {"count": "3"}, "another": "true"}
    result = loads(with_options(options))
    assert [(f.path, f.code) for f in result.fixes] == [
        ("$.game_info.options.must_have_unit_exit.side", "enum-case")]
    out = json.loads(dumps(result.scenario))
    assert out["game_info"]["options"] == {**options, "must_have_unit_exit": {
        "side": "ALLIES", "min_nbr_units": "three"}}
    assert {f.path for f in schema_findings(out)} == {
        "$.game_info.options.blitz_rules", "$.game_info.options.smoke_screen",
        "$.game_info.options.must_have_unit_exit.min_nbr_units"}


def test_empty_section_medals_sections_are_read_as_numbers_or_names() -> None:
    """Found by the converter audit: the sections were kept as read, in no shape; the UI
    wrote names (["left"]), the export tests numbers ([0, 2]), and no source says which is
    canonical. Both are read and kept without a repair, and the schema takes both (a
    number written as text is a number); another value is the schema's to report."""
    for sections in ([0, 2], ["left", "right"], [1, "center"]):
        value = {"sections": sections, "side": "AXIS", "count_for": 1}
        result = loads(with_options({"empty_section_medals": value}))
        assert result.fixes == []
        out = json.loads(dumps(result.scenario))
        assert out["game_info"]["options"]["empty_section_medals"] == value
        assert schema_findings(out) == []
    result = loads(with_options({"empty_section_medals": {"sections": ["2", "left"]}}))
    assert [(f.path, f.code) for f in result.fixes] == [
        ("$.game_info.options.empty_section_medals.sections[0]", "string-number")]
    assert result.scenario.game_info.options["empty_section_medals"] == {
        "sections": [2, "left"]}
    out = json.loads(dumps(loads(with_options({"empty_section_medals": {
        "sections": [True, {"left": 1}]}})).scenario))
    assert {f.path for f in schema_findings(out)} == {
        "$.game_info.options.empty_section_medals.sections[0]",
        "$.game_info.options.empty_section_medals.sections[1]"}


def test_unit_and_badge_names_in_options_are_in_the_catalogs_case() -> None:
    """Found by the converter audit: a unit or badge name inside an option's value written
    in another case (InfGer for infger) was kept as read, where a piece's name on the map
    is repaired (name-case); it is now, with its JSON path. A name the catalog does not
    have, or an empty one, is kept as read."""
    options = {
        "airdrop": {"side": "ALLIES", "unit": {"name": "Inf2US", "badge": "Badge4"}},
        "armor_breakthrough_rules": {"AXIS": {"nbr_units": 2, "name": "TankGer"},
                                     "ALLIES": {"nbr_units": 2, "name": "my_tank"}},
        "supply_train_rules": {"unit": {"name": "LOCO", "turn": 1}},
        "airdrop2": {"unit": {"name": "", "badge": "badge4"}}}
    result = loads(with_options(options))
    assert [(f.path, f.code, f.message) for f in result.fixes] == [
        ("$.game_info.options.airdrop.unit.name", "name-case",
         "wrote the name 'Inf2US' as 'inf2us'"),
        ("$.game_info.options.airdrop.unit.badge", "name-case",
         "wrote the name 'Badge4' as 'badge4'"),
        ("$.game_info.options.armor_breakthrough_rules.AXIS.name", "name-case",
         "wrote the name 'TankGer' as 'tankger'"),
        ("$.game_info.options.supply_train_rules.unit.name", "name-case",
         "wrote the name 'LOCO' as 'loco'")]
    assert written(with_options(options)) == {
        "airdrop": {"side": "ALLIES", "unit": {"name": "inf2us", "badge": "badge4"}},
        "armor_breakthrough_rules": {"AXIS": {"nbr_units": 2, "name": "tankger"},
                                     "ALLIES": {"nbr_units": 2, "name": "my_tank"}},
        "supply_train_rules": {"unit": {"name": "loco", "turn": 1}},
        "airdrop2": {"unit": {"name": "", "badge": "badge4"}}}
    assert not OPTION_SHAPES["airdrop"].describes({"unit": {"name": "Inf2US"}})
    assert OPTION_SHAPES["airdrop"].describes({"unit": {"name": "my_unit"}})


def test_behaviors_in_options_are_in_the_catalogs_case() -> None:
    """Found by the options' names audit: a behavior inside an option was a text, kept as
    read, where a behavior on the map is written in its canonical case. Each field takes
    the behaviors the catalog gives its place (a dropped unit's: a unit's and the unit
    markers the engine reads, lrdg is LRDG); one the catalog does not know is kept, an
    empty one left out, as on the map."""
    options = {
        "airdrop": {"side": "ALLIES", "behavior": "one_at_time",
                    "unit": {"name": "inf2us", "behavior": "lrdg"}},
        "airdrop2": {"unit": {"name": "inf2us", "behavior": "French_Resistence"}},
        "armor_breakthrough_rules": {"AXIS": {"nbr_units": 2, "name": "tankger",
                                              "behavior": "Cannot_Exit"}},
        "supply_train_rules": {"unit": {"name": "loco", "behavior": " "}}}
    result = loads(with_options(options))
    assert [(f.path, f.code, f.message) for f in result.fixes] == [
        ("$.game_info.options.airdrop.behavior", "enum-case",
         "wrote 'one_at_time' as 'ONE_AT_TIME'"),
        ("$.game_info.options.airdrop.unit.behavior", "enum-case", "wrote 'lrdg' as 'LRDG'"),
        ("$.game_info.options.armor_breakthrough_rules.AXIS.behavior", "enum-case",
         "wrote 'Cannot_Exit' as 'CANNOT_EXIT'"),
        ("$.game_info.options.supply_train_rules.unit.behavior", "empty-value",
         "an empty string stood for no value: behavior left out")]
    assert written(with_options(options)) == {
        "airdrop": {"side": "ALLIES", "behavior": "ONE_AT_TIME",
                    "unit": {"name": "inf2us", "behavior": "LRDG"}},
        "airdrop2": {"unit": {"name": "inf2us", "behavior": "French_Resistence"}},
        "armor_breakthrough_rules": {"AXIS": {"nbr_units": 2, "name": "tankger",
                                              "behavior": "CANNOT_EXIT"}},
        "supply_train_rules": {"unit": {"name": "loco"}}}
    assert not OPTION_SHAPES["airdrop"].describes({"behavior": "one_at_time"})
    assert OPTION_SHAPES["airdrop"].describes({"behavior": "my_behavior"})


def test_a_behavior_in_an_option_that_is_no_text_is_kept_as_read() -> None:
    """A number, a list or an object where a behavior is expected: no repair reads it, so
    it is kept (the schema and the checks report it), the option with it."""
    for hostile in (3, ["LRDG"], {"name": "LRDG"}, True):
        options = {"airdrop": {"side": "ALLIES", "unit": {"name": "inf2us",
                                                          "behavior": hostile}}}
        result = loads(with_options(options))
        assert result.fixes == []
        assert result.scenario.game_info.options == options


def test_the_schema_knows_the_names_and_behaviors_of_options_as_of_the_map() -> None:
    """Found by the options' names audit: the schema took any text for a unit, badge or
    piece name, or a behavior, inside an option, where on the map it takes the catalog's;
    it now takes the catalog's there too (the checks say which name was meant)."""
    options = {"airdrop": {"side": "ALLIES", "behavior": "ONE_AT_TIME", "unit": {
                   "name": "inf_ger_typo", "badge": "badge4", "behavior": "FRENCH_RESISTENCE"}},
               "armor_breakthrough_rules": {"AXIS": {"nbr_units": 2, "name": "tankger",
                                                     "behavior": "CANNOT_EXIT"}},
               "supply_train_rules": {"unit": {"name": "bunker",
                                               "behavior": "CANNOT_BE_ACTIVATED_TILL_TURN"}}}
    out = json.loads(dumps(loads(with_options(options)).scenario))
    assert [(f.path, f.code, f.message) for f in schema_findings(out)] == [
        ("$.game_info.options.airdrop.unit.behavior", "schema-enum",
         "behavior: 'FRENCH_RESISTENCE' is not a known value: did you mean "
         "'FRENCH_RESISTANCE'?"),
        ("$.game_info.options.airdrop.unit.name", "schema-enum",
         "name: 'inf_ger_typo' is not a known value")]
    out["game_info"]["options"]["airdrop"]["behavior"] = "CANNOT_EXIT"
    assert [f.path for f in schema_findings(out)][0] == "$.game_info.options.airdrop.behavior"


def test_catalog_fields_descend_into_lists_and_either_by_the_values_json_type() -> None:
    """No option of the vocabulary holds a name in a list or an ``either`` today; the reader
    of the names (the checks' unknown-name findings) still descends into both, so an
    option given such a shape is checked where its names stand (found by the mutation
    audit: the descent was untested)."""
    from editor.io.options import _catalog_fields

    name = Shape("name", category="unit")
    listed = Shape("list", of=(name,))
    either = Shape("either", of=(name, listed))
    found = [(p, v) for p, _, v, _ in _catalog_fields(listed, ["infger", "tank"], "$.o", {})]
    assert found == [("$.o[0]", "infger"), ("$.o[1]", "tank")]
    assert [(p, v) for p, _, v, _ in _catalog_fields(either, "infus", "$.o", {})] == [
        ("$.o", "infus")]
    assert [(p, v) for p, _, v, _ in _catalog_fields(either, ["infus"], "$.o", {})] == [
        ("$.o[0]", "infus")]
    assert list(_catalog_fields(listed, "infus", "$.o", {})) == []  # not a list: nothing
