"""Files as Board Game Arena's PHP code writes them: lists with gaps stored as objects keyed
"0", "1", ..., and names left null. Each shape is read, repaired and said."""

from __future__ import annotations

import json

import pytest

from editor.engine.board import Coord
from editor.engine.scenario import Label, Piece, Tag, Unit
from editor.io.m44 import FIX_CODES, M44ReadError, dumps, load, loads
from editor.io.report import check_loaded

from ..conftest import DATA, SCENARIOS


@pytest.fixture(scope="module")
def php():
    return load(DATA / "php-numbered.m44")


def fixes(result, code: str) -> list[str]:
    return [f.path for f in result.fixes if f.code == code]


def test_numbered_hexagons_are_read_in_key_order(php) -> None:
    s = php.scenario
    assert set(s.hexes) == {Coord(1, 11), Coord(7, 13), Coord(4, 12), Coord(2, 6)}
    assert "$.board.hexagons" in fixes(php, "numbered-object")
    (f,) = [f for f in php.fixes if f.path == "$.board.hexagons"]
    assert f.message.startswith('an object keyed by numbers ("0", "3", "4", "10")')
    assert "where a list was expected" in f.message


def test_numbered_tags_labels_text_groups_and_group_hexes(php) -> None:
    s = php.scenario
    assert s.hex(Coord(1, 11)).tags == (Tag("medal2"),)
    assert s.hex(Coord(7, 13)).tags[0].group == ("E9", "F9")  # key order, not file order
    assert s.labels == [Label(Coord(2, 6), ("Bois", "du Loup"))]
    (group,) = s.groups
    assert group.hexes == (Coord(4, 12), Coord(4, 14))
    assert sorted(fixes(php, "numbered-object")) == sorted([
        "$.board.hexagons", '$.board.hexagons["0"].tags',
        '$.board.hexagons["3"].tags[0].group', "$.board.labels",
        '$.board.labels["1"].text', "$.board.groups", '$.board.groups["0"].hexes'])


def test_a_repair_in_a_hex_knows_its_hex(php) -> None:
    """A repair made inside an entry of the hexagons carries that entry's hex, for the
    editor to name the place (the convert2 audit: "$.board.hexagons["3"].tags[0].group"
    told a designer nothing); a repair elsewhere has none."""
    hexes = {f.path: f.hex for f in php.fixes}
    assert hexes['$.board.hexagons["3"].tags[0].group'] == Coord(7, 13)
    assert hexes['$.board.hexagons["10"].unit.name'] == Coord(4, 12)
    assert hexes["$.board.hexagons"] is None and hexes["$.board.labels"] is None


def test_null_names_are_dropped_and_said(php) -> None:
    s = php.scenario
    assert s.hex(Coord(4, 12)).unit is None and s.hex(Coord(4, 12)).terrain == Piece("hills")
    assert s.hex(Coord(2, 6)).obstacle is None
    nulls = {f.path: f for f in php.fixes if f.code == "null-name"}
    assert set(nulls) == {'$.board.hexagons["0"].tags["2"].name',
                          '$.board.hexagons["10"].unit.name',
                          '$.board.hexagons["4"].obstacle.name'}
    assert nulls['$.board.hexagons["10"].unit.name'].message == (
        "a unit whose name is null: dropped it (with its nbr_units)")
    assert nulls['$.board.hexagons["4"].obstacle.name'].message == (
        "an obstacle whose name is null: dropped it")
    # the unit's figures are dropped with it (a warning); a bare null name loses nothing
    assert {p: f.severity for p, f in nulls.items()} == {
        '$.board.hexagons["0"].tags["2"].name': "info",
        '$.board.hexagons["10"].unit.name': "warning",
        '$.board.hexagons["4"].obstacle.name': "info"}


def test_the_repaired_file_is_canonical_and_stable(php) -> None:
    text = dumps(php.scenario)
    again = loads(text)
    assert again.fixes == [] and again.scenario == php.scenario
    assert dumps(again.scenario) == text


def test_a_numbered_item_wrapper_and_a_plain_one_key_object() -> None:
    doc = {"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": {"item": {
        "1": {"row": 0, "col": 2, "unit": {"name": "infus"}},
        "0": {"row": 0, "col": 0, "unit": {"name": "infger"}}}}}}
    result = loads(json.dumps(doc))
    assert [c for c in result.scenario.hexes] == [Coord(0, 0), Coord(0, 2)]
    assert fixes(result, "item-wrapper") == ["$.board.hexagons"]
    assert fixes(result, "numbered-object") == ["$.board.hexagons.item"]
    # an object with other keys is still a lone object, not a numbered list
    lone = loads('{"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": '
                 '{"row": 0, "col": 0, "unit": {"name": "infus"}}}}')
    assert lone.scenario.hex(Coord(0, 0)).unit == Unit("infus")
    assert fixes(lone, "single-object") == ["$.board.hexagons"]


@pytest.mark.parametrize(("hexagon", "words"), [
    ({"0": {"row": 0, "col": 0}}, "found an object keyed by numbers without 'row' and 'col'"),
    ({"row": 1, "terrain": {"name": "woods"}},
     "found an object with the keys 'row', 'terrain' without 'col'"),
    # found by an audit: a key present but empty was named neither, "... without " ending it
    ({"row": "", "col": 2}, "found an object with the keys 'row', 'col' whose 'row' is empty"),
    ({"row": None}, "found an object with the keys 'row' whose 'row' is null, without 'col'"),
])
def test_messages_say_what_was_found(hexagon: dict, words: str) -> None:
    doc = {"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [hexagon]}}
    with pytest.raises(M44ReadError) as info:
        loads(json.dumps(doc), source="php.m44")
    assert info.value.place == "$.board.hexagons[0]"
    assert info.value.message.endswith(words)


def test_empty_names_and_numbered_text_lines() -> None:
    doc = {"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [
        {"row": 0, "col": 0, "terrain": {"name": " "}, "unit": {"name": "infus"},
         "tags": [{"name": "", "side": "ALLIES"}]}]},
        "text": {"en": {"rules": {"1": "second line", "0": "first line"}}}}
    result = loads(json.dumps(doc))
    assert result.scenario.hex(Coord(0, 0)).terrain is None
    assert result.scenario.hex(Coord(0, 0)).tags == ()
    empties = [f for f in result.fixes if f.code == "null-name"]
    assert [f.message for f in empties] == ["a terrain whose name is empty: dropped it",
                                            "a marker whose name is empty: dropped it "
                                            "(with its side)"]
    assert result.scenario.text["en"].rules == "first line\nsecond line"
    assert {"numbered-object", "text-lines"} <= {f.code for f in result.fixes
                                                 if f.path == "$.text.en.rules"}


def php_form(value):
    """``value`` as PHP writes an array with gaps: every non-empty list an object keyed by
    increasing numbers with holes (option values are left as they are)."""
    if isinstance(value, dict):
        return {k: v if k == "options" else php_form(v) for k, v in value.items()}
    if isinstance(value, list) and value:
        return {str(3 * i + 1): php_form(v) for i, v in enumerate(value)}
    return value


@pytest.mark.parametrize("path", SCENARIOS + [DATA / "sudden-death.m44"],
                         ids=lambda p: p.name)
def test_every_sample_in_php_form_reads_as_the_sample(path) -> None:
    original = load(path)
    doc = php_form(json.loads(path.read_text("utf-8")))
    assert isinstance(doc["board"]["hexagons"], dict)
    result = loads(json.dumps(doc))
    assert result.scenario == original.scenario
    assert {f.code for f in result.fixes} == {"numbered-object"}
    assert dumps(result.scenario) == dumps(original.scenario)


def php_scalars(value, key: str = ""):
    """``value`` as PHP writes what it read from a database: every whole number as a string
    ("3") and every boolean as "1" or "0" (option values and keys the model does not read,
    kept as read, are left as they are)."""
    if isinstance(value, dict):
        return {k: v if k in ("options", "ready_to_take_off", "extra") else php_scalars(v, k)
                for k, v in value.items()}
    if isinstance(value, list):
        return [php_scalars(v, key) for v in value]
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, int):
        return str(value)
    return value


@pytest.mark.parametrize("path", SCENARIOS + [DATA / "sudden-death.m44",
                                             DATA / "official-style.m44"], ids=lambda p: p.name)
def test_every_sample_with_php_scalars_reads_as_the_sample(path) -> None:
    """Found by an audit: a boolean written "1" or "0", as PHP writes a database's
    booleans, was refused ("expected true or false, found text '1'"), though "true", 1 and
    "3" for a number were read."""
    original = load(path)
    doc = json.loads(path.read_text("utf-8"))
    doc["board"], doc["game_info"] = php_scalars(doc["board"]), php_scalars(doc["game_info"])
    result = loads(json.dumps(doc))
    assert result.scenario == original.scenario
    assert {f.code for f in result.fixes} - {"string-number", "string-boolean"} == set()
    assert dumps(result.scenario) == dumps(original.scenario)


def test_a_null_entry_of_any_list_is_dropped_and_said() -> None:
    """Found by an audit: a null in a list of markers was dropped without a word, a null
    line of a label became an empty line without a word, and a null in the lists of hexes,
    labels, groups or a group's hexes refused the whole file, though a null name, a null
    layer and an empty entry are each dropped and said. PHP writes an entry set to null
    so."""
    def doc(null: object) -> dict:
        extra = [] if null is None else [null]
        return {"game_info": {"side_player1": "AXIS", "side_player2": "ALLIES",
                              "victory": {"condition": [*extra, {"group_sudden_death": {
                                  "side": "ALLIES", "number": 1, "group": ["A1", *extra]}}]}},
                "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [
                    *extra, {"row": 0, "col": 0, "unit": {"name": "infger"},
                             "tags": [{"name": "medal2", "group": ["A9", *extra]}, *extra]},
                    {"row": 8, "col": 0, "unit": {"name": "infus"}}],
                    "labels": [{"row": 4, "col": 4, "text": ["Bois", *extra]}, *extra],
                    "groups": [{"group_id": 1, "hexes": [{"row": 4, "col": 4}, *extra]},
                               *extra]}}
    clean = loads(json.dumps(doc(None)))
    result = loads(json.dumps(doc("null")).replace('"null"', "null"))
    assert result.scenario == clean.scenario
    assert dumps(result.scenario) == dumps(clean.scenario)
    assert sorted(f.path for f in result.fixes if f.code == "null-entry") == sorted([
        "$.game_info.victory.condition[0]",
        "$.game_info.victory.condition[1].group_sudden_death.group[1]",
        "$.board.hexagons[0]", "$.board.hexagons[1].tags[0].group[1]",
        "$.board.hexagons[1].tags[1]", "$.board.labels[0].text[1]", "$.board.labels[1]",
        "$.board.groups[0].hexes[1]", "$.board.groups[1]"])
    assert {f.code for f in result.fixes} == {"null-entry"}


@pytest.mark.parametrize(("rules", "read"), [
    ([], ""), ({}, ""), ({"0": "a", "1": "b"}, "a\nb"), ({"item": ["a", "b"]}, "a\nb"),
    ({"item": "a"}, "a"), (["a", None, "b"], "a\nb"), (["Turn", 3], "Turn\n3"),
])
def test_a_text_written_as_a_list_of_lines_in_any_form_is_read(rules: object,
                                                               read: str) -> None:
    """Found by an audit: a text written as a list of lines was read when written [] or
    {"0": ...}, and refused when written {} ("expected text, found an object"), the form PHP
    gives an empty list when told to write every list as an object, or {"item": [...]},
    or with a null or a number among its lines, though every other list is read so."""
    doc = {"game_info": {"side_player1": "AXIS", "side_player2": "ALLIES"},
           "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": []},
           "text": {"en": {"name": "x", "rules": rules}}}
    result = loads(json.dumps(doc))
    assert result.scenario.text["en"].rules == read
    assert "$.text.en.rules" in [f.path for f in result.fixes]
    assert all(f.path.startswith("$.text.en.rules") for f in result.fixes)
    assert loads(dumps(result.scenario)).fixes == []


def test_a_lone_text_in_an_item_wrapper_is_a_list_of_one() -> None:
    """Found by an audit: {"item": "Mill"}, how an XML-to-JSON writer gives a list of one
    text (<text><item>Mill</item></text>), was refused ("expected a list, found text"),
    though {"item": {...}} for a list of one object was read."""
    doc = {"game_info": {"side_player1": "AXIS", "side_player2": "ALLIES"},
           "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [],
                     "labels": {"item": {"row": 2, "col": 6, "text": {"item": "Mill"}}}}}
    result = loads(json.dumps(doc))
    assert result.scenario.labels == [Label(Coord(2, 6), ("Mill",))]
    assert [(f.path, f.code) for f in result.fixes] == [
        ("$.board.labels", "item-wrapper"), ("$.board.labels.item", "single-object"),
        ("$.board.labels.item.text", "item-wrapper"),
        ("$.board.labels.item.text.item", "single-object")]
    with pytest.raises(M44ReadError) as info:  # a hex is no text: still refused, where it is
        loads(json.dumps({"board": {"hexagons": {"item": "F5"}}}))
    assert info.value.place == "$.board.hexagons.item"


@pytest.mark.parametrize("path", [*SCENARIOS, DATA / "book" / "mesnil-hardy-bga.m44"],
                         ids=lambda p: p.name)
def test_a_faithful_php_file_passes_validate_strict(path) -> None:
    """Found by the convert2 audit: a scenario as BGA's PHP code writes it (numbers and
    booleans as strings, lists keyed by numbers or wrapped in {"item": ...}) failed
    ``m44 validate --strict`` on the reader's repairs alone, each a warning, though the
    repairs only write what the file says in the canonical form: they are infos."""
    doc = json.loads(path.read_text("utf-8"))
    doc["board"] = php_form(php_scalars(doc["board"]))
    doc["game_info"] = php_scalars(doc["game_info"])
    report = check_loaded(loads(json.dumps(doc)), path.name)
    repairs = {f.code: f.severity for f in report.findings if f.code in FIX_CODES}
    assert "numbered-object" in repairs and set(repairs.values()) == {"info"}
    assert not report.fails(strict=True), report.lines()
