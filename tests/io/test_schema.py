from __future__ import annotations

import copy
import json
from dataclasses import replace
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from editor.engine.board import Coord
from editor.engine.findings import Finding
from editor.engine.scenario import Hex, Piece, Scenario, Unit
from editor.io.m44 import to_json
from editor.io import schema
from editor.io.schema import (SCHEMA_FILE, build_schema, schema_findings, validator,
                              write_schema)


def test_published_schema_is_the_generated_one() -> None:
    assert json.loads(SCHEMA_FILE.read_text("utf-8")) == build_schema(), \
        "schema/m44.schema.json is stale: run 'make schema'"


def test_schema_is_valid_2020_12_with_id() -> None:
    schema = build_schema()
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"].endswith("2020-12/schema") and schema["$id"]
    assert validator() is validator()


def walk_properties(node, path="$"):
    if isinstance(node, dict):
        for name, sub in node.get("properties", {}).items():
            yield f"{path}.{name}", sub
        for key, sub in node.items():
            if isinstance(sub, (dict, list)):
                yield from walk_properties(sub, f"{path}/{key}")
    elif isinstance(node, list):
        for i, sub in enumerate(node):
            yield from walk_properties(sub, f"{path}[{i}]")


def test_every_property_is_documented() -> None:
    missing = [p for p, sub in walk_properties(build_schema())
               if not ({"title", "description"} & set(sub))
               and not any(k in p for k in ("/if", "/then", "/else"))]
    assert missing == []


def test_every_enum_is_documented() -> None:
    def enums(node):
        if isinstance(node, dict):
            if "enum" in node:
                yield node
            for sub in node.values():
                yield from enums(sub)
        elif isinstance(node, list):
            for sub in node:
                yield from enums(sub)
    for node in enums(build_schema()):
        if node.get("enum") and all(isinstance(v, str) for v in node["enum"]) \
                and len(node["enum"]) > 0:
            assert node.get("description"), node


def base() -> dict:
    s = Scenario()
    s.set_hex(Coord(4, 12), Hex(terrain=Piece("woods"), unit=Unit("infger")))
    return to_json(s)


def codes(doc: dict) -> list[tuple[str, tuple[Coord, ...]]]:
    return [(f.code, f.coords) for f in schema_findings(doc)]


def test_canonical_document_is_valid() -> None:
    assert codes(base()) == []


def test_keys_of_another_tool_on_a_group_hex_are_valid() -> None:
    """docs/FORMAT.md keeps unknown keys, those of a named group's hex entries too: the
    published schema accepts them there, and still checks the entry's row and column."""
    doc = base()
    doc["board"]["groups"] = [{"group_id": 1, "hexes": [{"row": 2, "col": 4,
                                                         "note": "bridge end"}]}]
    assert codes(doc) == []
    doc["board"]["groups"][0]["hexes"][0]["row"] = "2"
    assert [c for c, _ in codes(doc)] == ["schema-type"]


@pytest.mark.parametrize(("mutate", "code"), [
    (lambda d: d["board"]["hexagons"][0]["terrain"].update(name="moon"), "schema-enum"),
    (lambda d: d["board"]["hexagons"][0]["unit"].update(nbr_units="3"), "schema-type"),
    (lambda d: d["board"].update(type="standard"), "schema-enum"),
    (lambda d: d["game_info"].update(side_player1="axis"), "schema-enum"),
    (lambda d: d["board"]["hexagons"][0].update(row=9), "schema-maximum"),
    (lambda d: d["board"]["hexagons"][0].update(col=13), "schema-multipleOf"),
    (lambda d: d["board"]["hexagons"][0].update(row=3), "schema-not"),
    (lambda d: d["board"].update(hexagons={"item": []}), "schema-type"),
    (lambda d: d["board"]["hexagons"][0]["terrain"].update(orientation=7), "schema-maximum"),
])
def test_schema_rejects_non_canonical(mutate, code: str) -> None:
    doc = copy.deepcopy(base())
    mutate(doc)
    assert code in [c for c, _ in codes(doc)]


def test_ranges_follow_the_board_type() -> None:
    doc = base()
    doc["board"]["hexagons"][0].update(row=12, col=40)
    assert "schema-maximum" in [c for c, _ in codes(doc)]
    doc["board"]["type"] = "OVERLORD"
    assert [c for c, _ in codes(doc)] == ["schema-maximum"]  # row 12 still too low for OVERLORD
    doc["board"]["type"] = "BRKTHRU"
    assert [c for c, _ in codes(doc)] == ["schema-maximum"]  # col 40 too far right
    doc["board"]["hexagons"][0]["col"] = 20
    assert codes(doc) == []


def test_findings_inside_a_hex_name_it() -> None:
    doc = base()
    doc["board"]["hexagons"][0]["terrain"]["name"] = "moon"
    (finding,) = schema_findings(doc)
    assert finding.coords == (Coord(4, 12),)
    assert finding.path == "$.board.hexagons[0].terrain.name"
    assert "'moon' is not a known value" in finding.message


def test_per_hex_checking_finds_what_the_published_schema_finds() -> None:
    """schema_findings checks hexes one by one (cached); the published schema's validator
    over the whole document must report the very same errors."""
    import random

    from editor.io.schema import _full_findings

    rng = random.Random(44)
    mutations = [
        ("terrain", "name", "moon"), ("terrain", "orientation", 9), ("unit", "name", "x"),
        ("unit", "nbr_units", "4"), (None, "row", 30), (None, "col", 51), (None, "col", 3),
        ("obstacle", "name", 5), (None, "tags", [{"name": "medal9"}]), (None, "unit", {}),
    ]
    for board_type, rows, max_col in (("STANDARD", 9, 24), ("BRKTHRU", 17, 24),
                                      ("OVERLORD", 9, 50)):
        for _ in range(20):
            doc = base()
            doc["board"]["type"] = board_type
            hexes = []
            for _ in range(6):
                r = rng.randrange(rows)
                h = {"row": r, "col": rng.randrange(r % 2, max_col + 1, 2),
                     "terrain": {"name": "woods"}, "unit": {"name": "infus"}}
                layer, key, value = rng.choice(mutations)
                (h.setdefault(layer, {}) if layer else h)[key] = value
                hexes.append(h)
            doc["board"]["hexagons"] = hexes
            fast = sorted((f.path, f.code, f.coords) for f in schema_findings(doc))
            full = sorted((f.path, f.code, f.coords) for f in _full_findings(doc))
            assert fast == full and fast


@pytest.mark.parametrize("behavior", ["LONG_RANGE_PATROL_CARS", "HALF_TRACKS", "LRDG",
                                      "CAN_IGNORE_ONE_FLAG"])
def test_the_unit_markers_the_rules_read_are_valid(behavior: str) -> None:
    """docs/RULES.md: a unit whose behavior reads LONG_RANGE_PATROL_CARS is Patrol Cars, one
    with HALF_TRACKS Half-tracks; a valid file can mark them."""
    doc = copy.deepcopy(base())
    doc["board"]["hexagons"][0]["unit"].update(name="vehbrit", behavior=behavior)
    assert codes(doc) == []


def test_an_unknown_unit_behavior_is_still_rejected() -> None:
    doc = copy.deepcopy(base())
    doc["board"]["hexagons"][0]["unit"].update(behavior="FLYING_CARPET")
    assert "schema-enum" in [c for c, _ in codes(doc)]


@pytest.mark.parametrize("value", [
    True, False, {}, {"sorties": {"AXIS": 0, "ALLIES": 2, "deck": 0}},
    {"models": {"AXIS": "me109", "ALLIES": "P40"}},
])
def test_the_air_rules_switch_accepts_what_the_engine_reads(value: object) -> None:
    doc = copy.deepcopy(base())
    doc["game_info"].setdefault("options", {})["air_rules"] = value
    assert codes(doc) == []


@pytest.mark.parametrize("value", [
    "yes", {"sorties": {"AXIS": 3}}, {"models": {"AXIS": "b52"}}, {"speed": 4},
])
def test_the_air_rules_switch_rejects_what_the_engine_cannot_read(value: object) -> None:
    doc = copy.deepcopy(base())
    doc["game_info"].setdefault("options", {})["air_rules"] = value
    assert codes(doc) != []


def test_schema_messages_show_values_in_json_words() -> None:
    """Found by an audit: "pacific: None is not of type 'integer'", Python's words; and by
    the schema audit: "is not of type 'integer'", JSON Schema's, where a person reads "a
    whole number" (and "'integer', 'string'" for a value of two types)."""
    s = Scenario()
    s.packs = {"pacific": None, "x": {"a": False}}
    s.meta_data = {"software": True, "scenario_id": 2.5}
    found = {f.path: f.message for f in schema_findings(to_json(s))}
    assert found["$.packs.pacific"] == "pacific: null is not a whole number"
    assert found["$.packs.x"] == "x: {\"a\": false} is not a whole number"
    assert found["$.meta_data.software"] == "software: true is not a text"
    assert found["$.meta_data.scenario_id"] == \
        "scenario_id: 2.5 is not a whole number, a text or null"


def test_a_value_above_its_maximum_is_said_with_the_maximum() -> None:
    """Found by the mutation audit: the words of a value over its range were never read
    (jsonschema's own are "20 is greater than the maximum of 16")."""
    doc = base()
    doc["board"]["hexagons"][0]["row"] = 20
    assert [f.message for f in schema_findings(doc)][0] == "row: 20 is above the maximum 16"


def test_a_long_schema_message_is_cut_at_160_characters() -> None:
    """Found by the mutation audit: the cut of a long message was never reached."""
    doc = base()
    doc["game_info"]["cards_player1"] = "y" * 136  # the message is then 160 characters
    (whole,) = [f.message for f in schema_findings(doc)]
    assert whole == "cards_player1: '" + "y" * 136 + "' is not a whole number"
    doc["game_info"]["cards_player1"] = "y" * 137
    (cut,) = [f.message for f in schema_findings(doc)]
    assert cut == "cards_player1: '" + "y" * 137 + "' is not a whole nu..."


def test_an_error_in_a_hex_without_its_row_names_no_hex() -> None:
    """Found by the mutation audit: a hex whose place cannot be read gives its findings no
    hex, an empty tuple as every finding's (nothing held it was not None)."""
    doc = base()
    doc["board"]["hexagons"].append({"col": 4})
    (finding,) = schema_findings(doc)
    assert finding.path == "$.board.hexagons[1]" and finding.coords == ()


def test_write_schema_writes_the_published_text(tmp_path: Path) -> None:
    """Found by the mutation audit: ``make schema``'s writing had no test (only what it
    wrote was compared)."""
    paths = (tmp_path / "a.json", tmp_path / "b.json")
    text = write_schema(*paths)
    assert text == SCHEMA_FILE.read_text("utf-8")
    assert [p.read_text("utf-8") for p in paths] == [text, text]


def test_schema_main_prints_the_schema_or_writes_it(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Found by the mutation audit: ``python -m editor.io.schema [--write]`` had no test."""
    assert schema.main([]) == 0
    assert capsys.readouterr().out == SCHEMA_FILE.read_text("utf-8")
    written: list[tuple[Path, ...]] = []
    monkeypatch.setattr(schema, "write_schema", lambda *paths: written.append(paths) or "")
    assert schema.main(["--write"]) == 0
    assert written == [()]


class _Place(str):
    """A finding's place that counts the comparisons made with it."""

    compared = 0

    def __eq__(self, other: object) -> bool:
        _Place.compared += 1
        return str.__eq__(self, other)

    __hash__ = str.__hash__


def test_schema_findings_a_legality_finding_explains_are_found_in_linear_time(
        monkeypatch) -> None:
    """Found by an audit: every schema finding was compared with every legality finding's
    place (a hex of 16,000 unknown markers took two minutes). Places are a set now; a
    place explains itself and what it encloses, not a sibling whose name it begins."""
    from editor.engine.scenario import Tag
    from editor.io import report

    n = 2000
    s = Scenario()
    s.set_hex(Coord(0, 0), Hex(tags=tuple(Tag(f"tagX{i}") for i in range(n))))
    s.set_hex(Coord(0, 2), Hex(terrain=Piece("woods", orientation=7)))
    checks = report.run_checks

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        return [replace(f, path=_Place(f.path)) if f.path else f
                for f in checks(*args, **kwargs)]

    monkeypatch.setattr(report, "run_checks", counted)
    _Place.compared = 0
    found = report.check_scenario(s)
    assert _Place.compared <= 2 * n  # one a schema finding explained; it was n * n
    assert [f.code for f in found if f.path.startswith("$.board.hexagons[0]")] == (
        ["unknown-name"] * n)  # each explains the schema's enum error at its place
    assert [(f.code, f.path) for f in found if f.path.startswith("$.board.hexagons[1]")] == [
        ("orientation-range", "$.board.hexagons[1].terrain.orientation")]
    monkeypatch.setattr(report, "run_checks", lambda *a, **k: [
        Finding("warning", "x", "x", path="$.board.hexagons[1].terrain.orient")])
    assert [f.path for f in report.check_scenario(s)
            if f.path.startswith("$.board.hexagons[1]")] == [
        "$.board.hexagons[1].terrain.orient", "$.board.hexagons[1].terrain.orientation"]


def test_a_finding_about_a_whole_list_explains_none_of_its_entries() -> None:
    """Found by an audit: "the Allied player has no unit on the board" is said at $.board.hexagons,
    which enclosed every hex, so every schema error inside a hex was left out whenever a
    side had no unit."""
    from editor.engine.scenario import Medal, Tag
    from editor.io.report import check_scenario

    s = Scenario()
    s.set_hex(Coord(0, 0), Hex(unit=Unit("infger")))
    s.set_hex(Coord(4, 8), Hex(tags=(Tag("medal1", medal=Medal(counts_for=99)),)))
    codes = {(f.code, f.path) for f in check_scenario(s)}
    assert ("side-no-units", "$.board.hexagons") in codes
    assert ("schema-maximum", "$.board.hexagons[1].tags[0].medal.counts_for") in codes


def test_a_value_a_slip_off_a_known_one_is_said_with_it() -> None:
    """Found by the converter audit: 'IMPASSABLE_HIL' was "not a known value" and no more;
    the value it is a slip for is suggested (case, '_' and spaces aside), and none when
    nothing is close ('GER' is no slip of 'DE')."""
    s = Scenario()
    s.game_info = replace(s.game_info, starting="PLAYER 2", type="historic", front="WEST",
                          country_player1="GER")
    s.set_hex(Coord(0, 0), Hex(terrain=Piece("woods", behavior="IMPASSABLE_HIL"),
                               unit=Unit("infger", behavior="French_Resistence")))
    found = {(f.path, f.message) for f in schema_findings(to_json(s))
             if f.code == "schema-enum"}
    assert found == {
        ("$.game_info.starting", "starting: 'PLAYER 2' is not a known value: did you mean "
                                 "'PLAYER2'?"),
        ("$.game_info.type", "type: 'historic' is not a known value: did you mean "
                             "'HISTORICAL'?"),
        ("$.game_info.front", "front: 'WEST' is not a known value"),
        ("$.game_info.country_player1", "country_player1: 'GER' is not a known value"),
        ("$.board.hexagons[0].terrain.behavior", "behavior: 'IMPASSABLE_HIL' is not a known "
                                                 "value: did you mean 'IMPASSABLE_HILL'?"),
        ("$.board.hexagons[0].unit.behavior", "behavior: 'French_Resistence' is not a known "
                                              "value: did you mean 'FRENCH_RESISTANCE'?")}


def test_an_info_at_a_place_does_not_hide_the_schemas_error_there() -> None:
    """An option of the wrong type ("blitz_rules": "yes", which no repair reads) was said
    by nothing: the info unplayed-option at its place (the simulation does not play Blitz)
    counted as explaining the schema's error there, and m44 validate and m44 convert said
    only the info. Warnings and errors explain a place; an info does not."""
    from editor.engine.scenario import GameInfo
    from editor.io.report import check_scenario

    s = Scenario(game_info=GameInfo(options={"blitz_rules": "yes"}))
    found = {(f.code, f.path) for f in check_scenario(s)}
    assert ("unplayed-option", "$.game_info.options.blitz_rules") in found
    assert ("schema-type", "$.game_info.options.blitz_rules") in found
    s.game_info.options["blitz_rules"] = True
    assert not any(f.code.startswith("schema-") for f in check_scenario(s))


#: The keywords of JSON Schema 2020-12's vocabularies (core, applicator, unevaluated,
#: validation, meta-data, format-annotation, content).
KEYWORDS_2020_12 = frozenset({
    "$schema", "$id", "$ref", "$anchor", "$dynamicRef", "$dynamicAnchor", "$vocabulary",
    "$comment", "$defs", "allOf", "anyOf", "oneOf", "not", "if", "then", "else",
    "dependentSchemas", "prefixItems", "items", "contains", "properties",
    "patternProperties", "additionalProperties", "propertyNames", "unevaluatedItems",
    "unevaluatedProperties", "type", "const", "enum", "multipleOf", "maximum",
    "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength", "minLength", "pattern",
    "maxItems", "minItems", "uniqueItems", "maxContains", "minContains", "maxProperties",
    "minProperties", "required", "dependentRequired", "title", "description", "default",
    "deprecated", "readOnly", "writeOnly", "examples", "format", "contentEncoding",
    "contentMediaType", "contentSchema"})


def keywords(node: object) -> set[str]:
    """The keywords a schema uses: the keys of every subschema (not the names of
    properties and definitions, nor what enum, const, examples and default hold)."""
    if isinstance(node, list):
        return set().union(*map(keywords, node)) if node else set()
    if not isinstance(node, dict):
        return set()
    found = set(node)
    for key, sub in node.items():
        if key in ("properties", "patternProperties", "$defs", "dependentSchemas"):
            found |= keywords(list(sub.values()))
        elif key not in ("enum", "const", "examples", "default", "required"):
            found |= keywords(sub)
    return found


def test_the_schema_uses_only_the_keywords_of_json_schema() -> None:
    """Found by the schema audit: Ajv, the validator of npm, refused to compile the
    published schema in its default (strict) mode, "strict mode: unknown keyword:
    x-enumDescriptions"; an author of another tool would have had to switch strictness
    off to use it. The meanings of the enums are documentation: docs/FORMAT.md gives them."""
    assert keywords(build_schema()) - KEYWORDS_2020_12 == set()


def test_each_enum_has_its_meanings_for_the_docs() -> None:
    meanings = schema.enum_meanings()
    defs = build_schema()["$defs"]
    assert meanings["/$defs/terrain_name"]["woods"] == "Forests"
    assert meanings["/$defs/side"] == {"AXIS": "the Axis", "ALLIES": "the Allies"}
    for pointer, values in meanings.items():
        node = build_schema()
        for part in pointer.split("/")[1:]:
            node = node[part]
        assert list(values) == node["enum"], pointer
    assert set(defs["badge_name"]["enum"]) == set(meanings["/$defs/badge_name"])


def _option_findings(key: str, value: object) -> list[tuple[str, str, str]]:
    doc = copy.deepcopy(base())
    doc["game_info"]["options"] = {key: value}
    return [(f.code, f.path, f.message) for f in schema_findings(doc)]


def test_a_value_of_one_of_several_shapes_is_said_where_its_own_shape_fails() -> None:
    """Found by the schema audit: 'air_rules: {"sorties": {"AXIS": 9}} is not valid under
    any of the given schemas' said neither what nor where; the value is an object, so the
    object's rule it breaks is the one to say, at its own place."""
    assert _option_findings("air_rules", {"sorties": {"AXIS": 9}}) == [
        ("schema-maximum", "$.game_info.options.air_rules.sorties.AXIS",
         "AXIS: 9 is above the maximum 2")]
    assert _option_findings("air_rules", {"models": {"ALLIES": "b52"}})[0][:2] == (
        "schema-enum", "$.game_info.options.air_rules.models.ALLIES")


def test_a_value_of_none_of_several_shapes_is_said_with_the_shapes() -> None:
    """Found by the schema audit: "nbr_units: 'many' is not valid under any of the given
    schemas", jsonschema's words, where the shapes it may take are known."""
    assert _option_findings("airdrop", {"side": "AXIS", "range": 2, "nbr_units": "many",
                                        "center": "E5"}) == [
        ("schema-oneOf", "$.game_info.options.airdrop.nbr_units",
         "nbr_units: 'many' is not a whole number or a list of whole numbers")]
    assert _option_findings("air_rules", "yes") == [
        ("schema-oneOf", "$.game_info.options.air_rules",
         "air_rules: 'yes' is not true or false, or an object")]


def test_a_text_that_is_no_hex_name_is_said_so() -> None:
    """Found by the schema audit: "'Z99x' does not match '^[A-Za-z][0-9]{1,2}$'" showed a
    regular expression, and no field: the entry of a list is named with its list."""
    doc = copy.deepcopy(base())
    doc["game_info"]["victory"] = {"condition": [{"group_sudden_death": {
        "side": "AXIS", "number": 1, "group": ["E5", "Z99x"]}}]}
    assert [(f.path, f.message) for f in schema_findings(doc)] == [
        ("$.game_info.victory.condition[0].group_sudden_death.group[1]",
         "group[1]: 'Z99x' is not a hex name (a column letter and a row number, e.g. A1)")]


BEYOND = 2 ** 53 + 1


@pytest.mark.parametrize("path", [
    "game_info.cards_player1", "game_info.victory_player2",
    "game_info.victory.condition.0.group_sudden_death.number", "board.labels.0.row",
    "board.labels.0.col", "game_info.options.blowbridge_opt2.option",
    "game_info.options.airdrop.range", "game_info.options.air_rules.sorties.deck",
])
def test_a_whole_number_the_reader_refuses_as_out_of_range_the_schema_refuses(
        path: str) -> None:
    """Found by the schema audit: the reader refuses a whole number of the model beyond
    ±2^53 (docs/FORMAT.md), which the schema took ("victory_player2": 2^53 + 1 was valid);
    in a rule option it keeps it as read, for the schema to report, as any value of an
    option that no repair reads."""
    from editor.io.m44 import M44ReadError, loads

    doc = copy.deepcopy(base())
    doc["board"]["labels"] = [{"row": 2, "col": 6, "text": ["Mill"]}]
    doc["game_info"]["victory"] = {"condition": [{"group_sudden_death": {
        "side": "AXIS", "number": 1, "group": ["E5"]}}]}
    doc["game_info"]["options"] = {"blowbridge_opt2": {"side": "AXIS", "option": 1},
                                   "airdrop": {"side": "AXIS", "range": 2, "center": "E5"},
                                   "air_rules": {"sorties": {"deck": 0}}}
    assert codes(doc) == []
    *parents, last = path.split(".")
    node = doc
    for key in parents:
        node = node[int(key)] if isinstance(node, list) else node[key]
    node[last] = BEYOND
    if path.startswith("game_info.options"):
        assert loads(json.dumps(doc)).fixes == []
    else:
        with pytest.raises(M44ReadError, match="out of range"):
            loads(json.dumps(doc))
    json_path = "$." + ".".join(f"[{p}]" if p.isdigit() else p for p in path.split("."))
    assert ("schema-maximum", json_path.replace(".[", "[")) in [
        (f.code, f.path) for f in schema_findings(doc)]


@pytest.mark.parametrize(("place", "key"), [
    ("meta_data", "scenario_id"), ("game_info", "operationID"), ("group", "group_id")])
def test_an_id_written_as_text_that_the_reader_writes_as_a_number_is_refused(
        place: str, key: str) -> None:
    """Found by the schema audit: an id of digits written as text ("4120") was valid, yet
    the reader writes it as a number (string-number); one it keeps as text (a leading
    zero, 20 digits, a name) stays valid."""
    from editor.io.m44 import loads

    def doc_with(value: object) -> dict:
        doc = copy.deepcopy(base())
        if place == "group":
            doc["board"]["groups"] = [{"group_id": value, "hexes": [{"row": 4, "col": 12}]}]
        else:
            doc[place][key] = value
        return doc

    where = f"$.board.groups[0].{key}" if place == "group" else f"$.{place}.{key}"
    for value in ("4120", " 4120 "):
        assert "string-number" in [f.code for f in loads(json.dumps(doc_with(value))).fixes]
        found = schema_findings(doc_with(value))
        assert [(f.path, f.message) for f in found] == [
            (where, f"{key}: {value!r} is a whole number written as text: write it as a number")]
    for value in (4120, "04120", "4" * 20, "+4", "-0", "D-Day", ""):
        doc = doc_with(value)
        assert schema_findings(doc) == [], value
        assert loads(json.dumps(doc)).fixes == [], value


def _compound_failures(node: object, at: str = "#") -> list[str]:
    """The places where the schema refuses a value by a keyword over a subschema whose own
    failure Ajv reports as one error more under ``allErrors`` (``propertyNames``,
    ``contains``, ``dependentSchemas``, ``unevaluated*``), where jsonschema, and so our
    findings, report the inner error only; a ``propertyNames`` no key can fail (a key is
    a text) is none. (``anyOf``/``oneOf``/``if`` add one too, for the union, the shapes
    and the ranges of the board: docs/FORMAT.md says so.)"""
    found: list[str] = []
    if isinstance(node, dict):
        for key, sub in node.items():
            if key in ("propertyNames", "contains", "dependentSchemas", "unevaluatedItems",
                       "unevaluatedProperties") and sub != {"type": "string"}:
                found.append(f"{at}/{key}")
            found += _compound_failures(sub, f"{at}/{key}")
    elif isinstance(node, list):
        for i, sub in enumerate(node):
            found += _compound_failures(sub, f"{at}/{i}")
    return found


def _required_not_defined(node: object, at: str = "#") -> list[str]:
    """The keys ``required`` names that the same object's ``properties`` do not: what
    Ajv's ``strictRequired`` (on with ``strict: true``) refuses to compile."""
    found: list[str] = []
    if isinstance(node, dict):
        defined = node.get("properties", {})
        found += [f"{at}/required/{k}" for k in node.get("required", []) if k not in defined]
        for key, sub in node.items():
            if key not in ("required", "enum", "const", "examples", "default"):
                found += _required_not_defined(sub, f"{at}/{key}")
    elif isinstance(node, list):
        for i, sub in enumerate(node):
            found += _required_not_defined(sub, f"{at}/{i}")
    return found


def test_a_condition_the_reader_moves_is_one_fault_for_ajv_too() -> None:
    """Found by the frictions audit: Ajv (8.20, ``allErrors``), run over 800 documents
    (the tests' and mutants of the samples), reported one error more than our findings in
    one case only: a condition other than standard under game_info.victory_conditions,
    refused by ``propertyNames: {const: "standard"}``, gave Ajv's "property name must be
    valid" beside the const error. The schema says it with ``required`` now (an object of
    one key has the key standard, named in the ``properties`` beside it as Ajv's strict
    mode asks), which both validators report once; as before it accepts the same
    documents, and the finding says what it said."""
    assert _compound_failures(build_schema()) == []
    assert _required_not_defined(build_schema()) == []
    doc = copy.deepcopy(base())
    doc["game_info"]["victory_conditions"] = [{"standard": {}}, {"group_sudden_death": {}}]
    assert [(f.code, f.path) for f in schema_findings(doc)] == [
        ("schema-required", "$.game_info.victory_conditions[1]")]


def test_a_condition_the_reader_moves_from_victory_conditions_is_refused_there() -> None:
    """Found by the schema audit: a sudden death under game_info.victory_conditions was
    valid, yet the reader moves it to victory.condition (legacy-victory), where other
    tools read it; the standard condition, and what the reader keeps there, stay valid."""
    from editor.io.m44 import loads

    def found(conditions: list) -> list[tuple[str, str]]:
        doc = copy.deepcopy(base())
        doc["game_info"]["victory_conditions"] = conditions
        return [(f.path, f.message) for f in schema_findings(doc)]

    sudden = {"group_sudden_death": {"side": "AXIS", "number": 1, "group": ["E5"]}}
    assert found([{"standard": {}}, sudden]) == [
        ("$.game_info.victory_conditions[1]", "victory_conditions[1]: a group_sudden_death "
         "condition belongs under game_info.victory.condition, where other tools read it")]
    kept = [{"standard": {}}, {}, {"standard": {}, "note": "x"}]
    assert found(kept) == []
    doc = copy.deepcopy(base())
    doc["game_info"]["victory_conditions"] = kept
    assert loads(json.dumps(doc)).fixes == []


def test_an_empty_medal_which_the_reader_drops_is_refused() -> None:
    """Found by the schema audit: "medal": {} on a tag was valid, yet the reader drops it
    (empty-piece: an empty {} stood for no medal); every other empty piece was refused."""
    from editor.io.m44 import loads

    doc = copy.deepcopy(base())
    doc["board"]["hexagons"][0]["tags"] = [{"name": "medal1", "medal": {}}]
    assert "empty-piece" in [f.code for f in loads(json.dumps(doc)).fixes]
    assert [(f.code, f.path, f.message) for f in schema_findings(doc)] == [
        ("schema-minProperties", "$.board.hexagons[0].tags[0].medal",
         "medal: {} is empty: leave the key out")]
    doc["board"]["hexagons"][0]["tags"][0]["medal"] = {"permanent": True}
    assert codes(doc) == []


def test_the_descriptions_say_an_before_a_vowel() -> None:
    """Found by the schema audit: the obstacle's description read "A obstacle laid on the
    hex", in VS Code's hover and docs/FORMAT.md."""
    import re

    assert re.findall(r"\b[Aa] [aeioAEIO]\w*", json.dumps(build_schema())) == []


def test_a_key_an_object_does_not_take_is_said_at_its_place_with_those_it_takes() -> None:
    """Found by the schema audit: "air_rules: Additional properties are not allowed
    ('speed' was unexpected)", jsonschema's words, said neither which keys it takes, and
    at the object's place, not the key's: m44 validate said it beside the Air rules'
    own finding at $.game_info.options.air_rules.speed, which explains it there."""
    assert _option_findings("air_rules", {"speed": 4, "sorties": {"AXIS": 1}}) == [
        ("schema-additionalProperties", "$.game_info.options.air_rules.speed",
         "speed: not a key of air_rules, which takes sorties, models")]
    doc = copy.deepcopy(base())
    doc["board"]["hexagons"][0]["ready_to_take_off"] = {"side": "AXIS", "n": 2, "m": 1}
    assert [(f.path, f.message, f.coords) for f in schema_findings(doc)] == [
        (f"$.board.hexagons[0].ready_to_take_off.{key}",
         f"{key}: not a key of ready_to_take_off, which takes side, count", (Coord(4, 12),))
        for key in ("m", "n")]


def test_a_value_below_its_minimum_is_said_as_one_above_its_maximum() -> None:
    """Found by the schema audit: "orientation: 0 is less than the minimum of 1",
    jsonschema's words, beside "above the maximum 6", this module's."""
    doc = base()
    doc["board"]["hexagons"][0]["terrain"]["orientation"] = -2
    assert [f.message for f in schema_findings(doc)] == [
        "orientation: -2 is below the minimum 1"]


def _undeclared(node: dict, doc: object, path: str, defs: dict) -> list[str]:
    """The keys of ``doc`` that no ``properties`` of the schema ``node`` declares (nor its
    additionalProperties' schema)."""
    while "$ref" in node:
        node = defs[node["$ref"].rsplit("/", 1)[-1]]
    out = []
    if isinstance(doc, dict):
        props = {}
        for sub in (node, *node.get("oneOf", ()), *node.get("allOf", ())):
            props.update(sub.get("properties", {}))
        for key, value in doc.items():
            if key in props:
                out += _undeclared(props[key], value, f"{path}.{key}", defs)
            elif isinstance(node.get("additionalProperties"), dict):
                out += _undeclared(node["additionalProperties"], value, f"{path}.*", defs)
            else:
                out.append(f"{path}.{key}")
    elif isinstance(doc, list):
        out += [k for v in doc for k in _undeclared(node.get("items", {}), v, f"{path}[]", defs)]
    return out


def test_every_key_the_editor_writes_is_declared() -> None:
    """Found by the schema audit: meta_data's status, which File → New writes (PRIVATE),
    and the samples' author were declared nowhere (a tool's completion and docs/FORMAT.md
    did not know them); every key the editor writes for a new scenario of each board
    type and for the samples is now in the schema."""
    from editor.engine.board import BoardType, Face
    from editor.engine.scenario import new_scenario
    from editor.io.m44 import load

    from ..conftest import SCENARIOS

    schema = build_schema()
    docs = [to_json(new_scenario(b, f)) for b in BoardType for f in Face]
    docs += [to_json(load(p).scenario) for p in SCENARIOS]
    assert sorted({k for d in docs for k in _undeclared(schema, d, "$", schema["$defs"])}) == []


def test_a_schema_key_for_an_editors_json_support_is_kept_and_valid() -> None:
    """docs/FORMAT.md tells VS Code users they may name the schema in the file itself
    ("$schema": a path), as JSON editors read it: it reads with no repair, is written
    back, and the schema takes it."""
    from editor.io.m44 import dumps, loads

    doc = {"$schema": "./m44.schema.json", **base()}
    result = loads(json.dumps(doc))
    written = json.loads(dumps(result.scenario))
    assert result.fixes == [] and written["$schema"] == "./m44.schema.json"
    assert schema_findings(written) == []


#: The keywords that apply to values of one type (those of Ajv's vocabularies that name
#: a type), by that type.
TYPED_KEYWORDS = {
    "number": {"maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum", "multipleOf"},
    "string": {"maxLength", "minLength", "pattern"},
    "array": {"items", "prefixItems", "contains", "maxItems", "minItems", "uniqueItems",
              "maxContains", "minContains", "unevaluatedItems"},
    "object": {"properties", "patternProperties", "additionalProperties", "propertyNames",
               "required", "maxProperties", "minProperties", "dependentRequired",
               "dependentSchemas", "unevaluatedProperties"},
}
#: The keywords whose subschemas apply to the value itself (the others, to a part of it).
SAME_VALUE = ("allOf", "anyOf", "oneOf", "not", "if", "then", "else")


def strict_type_faults(node: object, place: str = "#", types: tuple[str, ...] = ()
                       ) -> list[str]:
    """What Ajv's ``strictTypes`` (its default settings otherwise) refuses in a schema: a
    list of types (``allowUnionTypes`` is off), a type the value's schema above rules out,
    a keyword of a type that neither the subschema nor one above it at the same value
    names (a ``$ref`` and a part of the value start with no type)."""
    if not isinstance(node, dict):
        return []
    faults = []
    own = node.get("type", [])
    own = own if isinstance(own, list) else [own]
    if len(own) > 1 and not (len(own) == 2 and "null" in own):
        faults.append(f"{place}: the union {own}")
    for one in own:
        if types and one not in types and not (one == "integer" and "number" in types):
            faults.append(f"{place}: {one} where the value is {'/'.join(types)}")
    types = tuple(own) or types
    for keyword, sub in node.items():
        wanted = [t for t, words in TYPED_KEYWORDS.items() if keyword in words]
        if wanted and not any(t == wanted[0] or (wanted[0] == "number" and t == "integer")
                              for t in types):
            faults.append(f"{place}: {keyword} with no type {wanted[0]}")
        keeps = types if keyword in SAME_VALUE + ("dependentSchemas",) else ()
        if keyword in ("properties", "patternProperties", "$defs", "dependentSchemas"):
            subs = sub.items()
        elif keyword in ("enum", "const", "examples", "default", "required"):
            subs = {}.items()
        else:
            subs = enumerate(sub) if isinstance(sub, list) else [("", sub)]
        for name, one in subs:
            at = f"{place}/{keyword}" + (f"/{name}" if name != "" else "")
            faults += strict_type_faults(one, at, keeps)
    return faults


def test_the_schema_names_the_type_each_of_its_keywords_applies_to() -> None:
    """Found by the schema2 audit: Ajv compiled the schema in its default strict mode, but
    its strictTypes lint logged 25 warnings (ids of two types written as a type list, the
    ranges of the board type and the row's parity with no type), and docs/FORMAT.md told a
    tool's author to silence them. Each keyword of one type stands with its type now, and a
    union is an anyOf of one type each: Ajv compiles it with strictTypes an error and
    allowUnionTypes off (checked with Ajv 8.20 over the samples, New of each board and
    mutants of them, which it judged as before)."""
    assert strict_type_faults({"type": ["integer", "string"]}) == [
        "#: the union ['integer', 'string']"]
    assert strict_type_faults({"type": "object", "if": {"properties": {
        "row": {"multipleOf": 2}}}}) == ["#/if/properties/row: multipleOf with no type number"]
    assert strict_type_faults({"anyOf": [{"type": "integer", "maximum": 2}]}) == []
    assert strict_type_faults(build_schema()) == []


def test_a_value_of_the_wrong_type_where_a_known_name_is_asked_is_one_finding() -> None:
    """Found by the frictions audit: a number in a list of names (a tag's name, a hex's
    terrain) or in any field of known values gave a schema-type and a schema-enum finding
    at one place, for one fault: the type one is said."""
    doc = copy.deepcopy(base())
    doc["game_info"]["front"] = 5
    doc["board"]["hexagons"].append({"row": 0, "col": 0, "tags": [{"name": "medal1"},
                                                                  {"name": 7}]})
    assert [(f.code, f.path, f.message) for f in schema_findings(doc)] == [
        ("schema-type", "$.game_info.front", "front: 5 is not a text"),
        ("schema-type", "$.board.hexagons[1].tags[1].name", "name: 7 is not a text")]
    doc["game_info"]["front"] = "Eastern"  # the right type, an unknown value: enum
    assert [f.code for f in schema_findings(doc) if "front" in f.path] == ["schema-enum"]


def test_a_value_of_none_of_a_unions_types_is_said_with_the_types() -> None:
    """A union is an anyOf of one type each (Ajv's strict mode refuses a type list): a
    value of none of them is still a type error, said with the types; one of a type whose
    own rule it breaks is said in that rule's words."""
    doc = copy.deepcopy(base())
    doc["game_info"]["operationID"] = True
    doc["game_info"]["options"] = {"empty_section_medals": {
        "sections": [1, "left", None, BEYOND], "side": "AXIS", "count_for": 1}}
    assert [(f.code, f.path, f.message) for f in schema_findings(doc)] == [
        ("schema-type", "$.game_info.operationID",
         "operationID: true is not a whole number or a text"),
        ("schema-type", "$.game_info.options.empty_section_medals.sections[2]",
         "sections[2]: null is not a whole number or a text"),
        ("schema-maximum", "$.game_info.options.empty_section_medals.sections[3]",
         f"sections[3]: {BEYOND} is above the maximum {2 ** 53}")]


def test_a_column_that_is_no_number_is_said_once_on_any_row() -> None:
    """Found by the schema2 audit: a column of another type than a number ("x", null) on
    an odd row was said twice, not a whole number and not matching the row's parity (the
    odd rows' rule, "not a multiple of 2", failed on what is no number at all); on an
    even row it was said once. The parity applies to numbers only, as on even rows."""
    doc = base()
    doc["board"]["hexagons"][0].update(row=3, col="x")
    assert [(f.code, f.message) for f in schema_findings(doc)] == [
        ("schema-type", "col: 'x' is not a whole number")]
    doc["board"]["hexagons"][0].update(col=4)
    assert [(f.code, f.message) for f in schema_findings(doc)] == [
        ("schema-not", "col 4 does not match the row's parity (row + col must be even)")]


def test_findings_come_in_the_order_of_their_whole_paths() -> None:
    """Found by the schema2 audit: an error found inside a shape of a value of several
    shapes was sorted by its path inside the shape (air_rules' ``sorties.AXIS`` after
    ``meta_data``, as 'sorties' follows 'meta_data'), and so was one inside a union."""
    doc = copy.deepcopy(base())
    doc["game_info"]["options"] = {"air_rules": {"sorties": {"AXIS": 9}}}
    doc["meta_data"]["software"] = True
    assert [f.path for f in schema_findings(doc)] == [
        "$.game_info.options.air_rules.sorties.AXIS", "$.meta_data.software"]


@pytest.mark.parametrize("board_type", [[], {"a": 1}])
def test_a_board_type_of_a_list_or_an_object_is_said_not_raised(board_type: object) -> None:
    """Found by the schema2 audit: schema_findings raised TypeError ("unhashable type:
    'list'") on a board type that is a list or an object, where it says what breaks the
    schema of any other document."""
    doc = copy.deepcopy(base())
    doc["board"]["type"] = board_type
    assert [(f.code, f.path) for f in schema_findings(doc)] == [
        ("schema-type", "$.board.type")]  # as any enum's (one fault, one finding)
