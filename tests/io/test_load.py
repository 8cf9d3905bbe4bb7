"""The reader: every repair it makes, every class of bad input, and lossless round trips."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from editor.engine.board import BoardType, Coord, Face, Side
from editor.engine.scenario import (
    Hex, Medal, Piece, Scenario, ScenarioText, Tag, Unit, VictoryCondition,
)
from editor.io.m44 import MAX_DEPTH, MAX_FILE_SIZE, M44ReadError, dumps, load, loads, to_json
from editor.io.schema import schema_findings

from ..conftest import DATA, ROOT, SCENARIOS, Comparisons


@pytest.fixture(scope="module")
def sloppy():
    return load(DATA / "sloppy.m44")


def codes_at(result, path_prefix: str) -> list[str]:
    return [f.code for f in result.fixes if f.path.startswith(path_prefix)]


def test_enum_case_is_fixed(sloppy) -> None:
    s, g = sloppy.scenario, sloppy.scenario.game_info
    assert (s.board_type, s.face) == (BoardType.STANDARD, Face.BEACH)
    assert (g.side_player1, g.side_player2) == (Side.AXIS, Side.ALLIES)
    assert (g.country_player1, g.starting, g.front, g.type) == ("DE", "PLAYER2", "WESTERN",
                                                                "HISTORICAL")
    assert "enum-case" in codes_at(sloppy, "$.game_info.side_player1")
    assert "enum-case" in codes_at(sloppy, "$.board.type")
    assert s.hex(Coord(0, 4)).tags[0].behavior == "EXIT_MARKER"


@pytest.mark.parametrize(("written", "read"), [
    ("lrdg", "LRDG"), ("Half_Tracks", "HALF_TRACKS"), ("patrol_car", "PATROL_CAR"),
    ("can_ignore_one_flag", "CAN_IGNORE_ONE_FLAG")])
def test_a_units_marker_behavior_in_another_case_is_fixed(written: str, read: str) -> None:
    """The engine's unit markers (docs/FORMAT.md, unit_behavior) are repaired as the
    catalog's behaviors are ("lrdg" was kept, and the schema then refused it)."""
    doc = {"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [
        {"row": 4, "col": 12, "unit": {"name": "tankbrit", "behavior": written}}]}}
    result = loads(json.dumps(doc))
    assert result.scenario.hex(Coord(4, 12)).unit.behavior == read
    assert [f.code for f in result.fixes
            if f.path == "$.board.hexagons[0].unit.behavior"] == ["enum-case"]
    assert not [f for f in schema_findings(to_json(result.scenario))]


@pytest.mark.parametrize("written", ["4.0", " 4.00 ", "+4.0"])
def test_a_whole_number_written_as_a_float_in_quotes_is_fixed(written: str) -> None:
    """"4.0" is read as 4, as 4.0 unquoted and "4" are (it refused the whole file); "4.5"
    is no whole number and still is refused, naming its place."""
    def doc(v: str) -> str:
        return json.dumps({"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [
            {"row": 4, "col": 12, "unit": {"name": "infger", "nbr_units": v}}]}})

    result = loads(doc(written))
    assert result.scenario.hex(Coord(4, 12)).unit.nbr_units == 4
    assert [f.code for f in result.fixes
            if f.path == "$.board.hexagons[0].unit.nbr_units"] == ["string-number"]
    with pytest.raises(M44ReadError, match="nbr_units: expected a whole number, found text "
                                           "'4.5'"):
        loads(doc("4.5"))


def test_numbers_written_as_strings_are_fixed(sloppy) -> None:
    g = sloppy.scenario.game_info
    assert (g.cards_player1, g.victory_player1, g.victory_player2) == (5, 6, 6)
    assert sloppy.scenario.meta_data["scenario_id"] == 4242
    assert g.operation_id == 12
    assert sloppy.scenario.packs == {"terrain": 1}
    assert codes_at(sloppy, "$.game_info.cards_player1") == ["string-number"]
    assert codes_at(sloppy, "$.game_info.victory_player2") == ["float-number"]
    unit = sloppy.scenario.hex(Coord(4, 12)).unit
    assert unit == Unit("infger", nbr_units=3, badge="badge4")
    assert sloppy.scenario.hex(Coord(2, 6)).terrain == Piece("river", orientation=2)


def test_item_wrappers_and_lone_objects_become_lists(sloppy) -> None:
    assert codes_at(sloppy, "$.board.hexagons") [0] == "item-wrapper"
    assert sloppy.scenario.labels[0].text == ("Le Moulin",)
    assert "item-wrapper" in codes_at(sloppy, "$.board.labels")
    assert "text-list" in codes_at(sloppy, "$.board.labels.item.text")
    assert sloppy.scenario.hex(Coord(2, 6)).tags == (Tag("medal1"),)
    assert "single-object" in codes_at(sloppy, "$.board.hexagons.item[1].tags")


def test_names_in_another_case_are_fixed(sloppy) -> None:
    assert sloppy.scenario.hex(Coord(8, 0)).terrain == Piece("woods")
    assert codes_at(sloppy, "$.board.hexagons.item[0].terrain.name") == ["name-case"]


def test_duplicate_hexes_are_merged(sloppy) -> None:
    merged = sloppy.scenario.hex(Coord(4, 12))
    assert merged.terrain == Piece("hills") and merged.unit is not None
    assert merged.tags[0].medal == Medal(permanent=True, counts_for=2, side=Side.AXIS)
    dups = [f for f in sloppy.fixes if f.code == "duplicate-hex"]
    # official files do this: a warning that says what was replaced, never an error
    assert [(f.coord, f.severity) for f in dups] == [(Coord(4, 12), "warning"),
                                                     (Coord(6, 6), "warning")]
    assert "replacing terrain woods" in dups[1].message
    # the entries named: a text report shows the hex's name only (found by an audit)
    assert dups[0].message == ("hex G5 is listed twice, at $.board.hexagons.item[2] and "
                               "$.board.hexagons.item[3]; merged the two entries")
    assert sloppy.scenario.hex(Coord(6, 6)).terrain == Piece("hills")


def test_a_key_of_another_tool_a_later_entry_of_a_hex_replaces_is_said() -> None:
    """Found with the group-keys audit: when a hex listed twice gave another tool's key two
    values, the later was kept and the earlier dropped, and the repair did not say so
    (docs/FORMAT.md: "the message says what was replaced"). It says it now; a key written
    the same way twice, or by one entry only, replaces nothing."""
    result = loads(json.dumps({"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [
        {"row": 0, "col": 0, "note": "bridge end", "zoom": 2, "mark": 1},
        {"row": 0, "col": 0, "note": "ford", "zoom": 2, "layer": "top"}]}}))
    (dup,) = [f for f in result.fixes if f.code == "duplicate-hex"]
    assert dup.message == ('hex A9 is listed twice, at $.board.hexagons[0] and '
                           '$.board.hexagons[1]; merged the two entries, the later one '
                           'replacing note "bridge end"')
    assert result.scenario.hex(Coord(0, 0)).extra == {"note": "ford", "zoom": 2, "mark": 1,
                                                      "layer": "top"}


def test_a_hex_listed_thousands_of_times_is_merged_in_linear_time(monkeypatch) -> None:
    """Found by an audit: each entry's markers were looked for in a list of all those
    before (16,000 entries took a minute). Markers are compared through a set now: no
    marker is compared with another, and the first of equal markers stays, in order."""
    n = 3000
    hexes = [{"row": 0, "col": 0, "tags": [{"name": "tag1", "k": i % (n // 2)}]}
             for i in range(n)]
    compared = Comparisons(monkeypatch, Tag)
    result = loads(json.dumps({"board": {"type": "STANDARD", "face": "COUNTRY",
                                         "hexagons": hexes}}))
    assert compared.count <= n  # it was n * n / 4
    assert result.scenario.hex(Coord(0, 0)).tags == tuple(
        Tag("tag1", extra={"k": i}) for i in range(n // 2))
    dups = [f for f in result.fixes if f.code == "duplicate-hex"]
    assert len(dups) == n - 1 and dups[-1].path == f"$.board.hexagons[{n - 1}]"


def test_legacy_victory_conditions_are_compared_in_linear_time(monkeypatch) -> None:
    def sd(i: int) -> dict:
        return {"group_sudden_death": {"side": "AXIS", "number": 1, "group": ["A1"], "k": i}}

    n = 2000
    doc = {"game_info": {"victory": {"condition": [sd(i) for i in range(n)]},
                         "victory_conditions": [sd(i) for i in range(n // 2, n + n // 2)]},
           "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": []}}
    compared = Comparisons(monkeypatch, VictoryCondition)
    g = loads(json.dumps(doc)).scenario.game_info
    assert compared.count <= n  # it was near n * n
    assert [vc.params["k"] for vc in g.conditions] == list(range(n + n // 2))


def test_a_hex_off_the_board_holding_only_markers_names_them() -> None:
    """Found by the mutation audit: a dropped hex's markers were left out of what it held,
    and one holding markers alone read "(it was empty)", an info, with no test saying so."""
    doc = loads('{"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": '
                '[{"row": 0, "col": 30, "tags": [{"name": "tag4"}]}]}}')
    (dropped,) = [f for f in doc.fixes if f.code == "off-board"]
    assert dropped.severity == "warning"
    assert dropped.message.endswith("dropped it and what it held: tag tag4")


def test_hexes_off_the_board_or_odd_are_dropped_and_said(sloppy) -> None:
    (lost,) = [f for f in sloppy.fixes if f.path == "$.board.hexagons.item[7]"]
    assert (lost.code, lost.severity) == ("off-board", "warning")  # official files do this
    assert "dropped it and what it held: unit tankus" in lost.message
    assert Coord(9, 1) not in sloppy.scenario.hexes
    # (0, 30) is also off the board, but empty: nothing lost, an info
    empty = [f for f in sloppy.fixes if f.path == "$.board.hexagons.item[8]"]
    assert [(f.code, f.severity) for f in empty] == [("off-board", "info")]
    assert "(it was empty)" in empty[0].message
    # one holding only another tool's key loses it: a warning, the key named (it read
    # "(it was empty)")
    other = loads('{"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": '
                  '[{"row": 0, "col": 30, "note": "x"}]}}')
    (dropped,) = [f for f in other.fixes if f.code == "off-board"]
    assert dropped.severity == "warning"
    assert dropped.message.endswith("dropped it and what it held: the key 'note'")
    odd = loads('{"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": '
                '[{"row": 1, "col": 2, "terrain": {"name": "woods"}}]}}')
    assert [(f.code, f.severity) for f in odd.fixes if f.code == "odd-hex"] == [
        ("odd-hex", "warning")]
    assert "terrain woods" in odd.fixes[-1].message
    assert odd.scenario.hexes == {}


@pytest.mark.parametrize(("board_type", "row", "col", "other"), [
    ("STANDARD", 16, 0, "a BRKTHRU"), ("STANDARD", 8, 50, "an OVERLORD"),
    ("BRKTHRU", 0, 50, "an OVERLORD"), ("OVERLORD", 12, 4, "a BRKTHRU")])
def test_a_hex_off_its_board_says_which_board_type_has_it(board_type: str, row: int,
                                                          col: int, other: str) -> None:
    """Found by the faces audit: a file whose type is wrong for its hexes (a Breakthrough
    map written "STANDARD") lost its bottom rows, each said as off the board, with nothing
    to say that another board type holds them and that the type is what to correct. (The
    overlord audit: "a hex of a OVERLORD board" is "an OVERLORD board".)"""
    doc = loads(json.dumps({"board": {"type": board_type, "face": "COUNTRY", "hexagons": [
        {"row": row, "col": col, "unit": {"name": "infus"}}]}}))
    (dropped,) = [f for f in doc.fixes if f.code == "off-board"]
    assert dropped.message == (
        f"row {row}, col {col} is off the {board_type} board (a hex of {other} board: is "
        f"the board type wrong?); dropped it and what it held: unit infus")
    # a hex no board has is only said off the board
    nowhere = loads(json.dumps({"board": {"type": board_type, "face": "COUNTRY",
                                          "hexagons": [{"row": 20, "col": 60}]}}))
    assert [f.message for f in nowhere.fixes if f.code == "off-board"] == [
        f"row 20, col 60 is off the {board_type} board; dropped it (it was empty)"]


def test_unknown_keys_are_kept(sloppy) -> None:
    s = sloppy.scenario
    assert s.game_info.extra == {"custom_key": {"kept": True},
                                 "victory_conditions": [{"standard": {}}]}
    assert s.hex(Coord(0, 4)).extra == {"future_key": 1}
    assert s.extra == {"extra_top": [1, 2, 3]}
    assert s.game_info.options == {"partial_blitz_rules": "all"}  # option values untouched
    doc = to_json(s)
    assert doc["extra_top"] == [1, 2, 3] and doc["game_info"]["custom_key"] == {"kept": True}


def test_text_lines_and_sudden_death(sloppy) -> None:
    assert sloppy.scenario.text["en"].rules == "line one\nline two"
    (sd,) = sloppy.scenario.game_info.sudden_deaths()
    assert (sd.side, sd.number, sd.group) == (Side.ALLIES, 2, ("E7", "F7"))


def test_legacy_victory_conditions_move_to_the_official_form(sloppy) -> None:
    (fix,) = [f for f in sloppy.fixes if f.code == "legacy-victory"]
    assert fix.path == "$.game_info.victory_conditions" and fix.severity == "info"
    assert "moved group_sudden_death" in fix.message
    g = to_json(sloppy.scenario)["game_info"]
    assert g["victory"] == {"condition": [{"group_sudden_death": {
        "side": "ALLIES", "number": 2, "group": ["E7", "F7"]}}]}
    assert g["victory_conditions"] == [{"standard": {}}]  # what official files hold there


def test_the_official_victory_form_and_the_legacy_one_together() -> None:
    sd = {"group_sudden_death": {"side": "AXIS", "number": 1, "group": ["A1"]}}
    other = {"group_sudden_death": {"side": "ALLIES", "number": 1, "group": ["M9"]}}
    doc = {"game_info": {"side_player1": "AXIS", "side_player2": "ALLIES",
                         "victory_conditions": [sd, other],
                         "victory": {"condition": {"0": sd}, "note": "kept"}},
           "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": []}}
    result = loads(json.dumps(doc))
    g = result.scenario.game_info
    assert [vc.params["side"] for vc in g.conditions] == ["AXIS", "ALLIES"]  # no duplicate
    assert g.victory is not None and g.victory.extra == {"note": "kept"}
    assert "victory_conditions" not in g.extra  # nothing of it was left
    assert [f.code for f in result.fixes] == ["numbered-object", "legacy-victory"]
    out = to_json(result.scenario)["game_info"]
    assert out["victory"] == {"condition": [sd, other], "note": "kept"}
    assert "victory_conditions" not in out
    assert loads(dumps(result.scenario)).fixes == []


def test_every_fix_names_a_json_path(sloppy) -> None:
    assert len(sloppy.fixes) >= 20
    assert all(f.path.startswith("$") and f.message for f in sloppy.fixes)


def test_converted_sloppy_file_is_canonical_and_stable(sloppy) -> None:
    text = dumps(sloppy.scenario)
    assert schema_findings(json.loads(text)) == []
    again = loads(text)
    assert again.fixes == []
    assert again.scenario == sloppy.scenario
    assert dumps(again.scenario) == text


def test_there_are_at_least_three_samples() -> None:
    assert len(SCENARIOS) >= 3


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.name for p in SCENARIOS])
def test_samples_round_trip(path: Path) -> None:
    result = load(path)
    assert result.fixes == []
    text = dumps(result.scenario)
    assert loads(text).scenario == result.scenario
    assert text == path.read_text(encoding="utf-8"), "samples are stored in canonical form"


def test_canonical_text_format() -> None:
    s = Scenario()
    s.set_hex(Coord(8, 0), Hex(terrain=Piece("woods")))
    s.set_hex(Coord(0, 0), Hex(unit=Unit("infger")))
    text = dumps(s)
    assert text.endswith("}\n") and "\n  \"game_info\": {" in text
    doc = json.loads(text)
    assert list(doc) == ["meta_data", "game_info", "board", "text"]
    assert [(h["row"], h["col"]) for h in doc["board"]["hexagons"]] == [(0, 0), (8, 0)]
    assert loads(text).scenario == s


def test_utf8_text_is_written_as_characters() -> None:
    s = Scenario()
    from editor.engine.scenario import ScenarioText
    s.text["fr"] = ScenarioText(name="Pont de l'Église")
    assert "Église" in dumps(s)
    assert loads(dumps(s).encode("utf-8")).scenario == s


# --- bad input: each class gets a clear error naming the file and the place --------------


def read_error(data: str | bytes) -> M44ReadError:
    with pytest.raises(M44ReadError) as info:
        loads(data, source="bad.m44")
    assert str(info.value).startswith("bad.m44: ")
    assert "\n" not in str(info.value)
    return info.value


def test_not_json() -> None:
    e = read_error('{"board": {"type": "STANDARD",\n  "face": }}')
    assert e.place == "line 2 column 11" and "not JSON" in e.message


@pytest.mark.parametrize(("text", "place", "message"), [
    # the parser's own words end on "at", its place given apart: the message stopped there
    ('{"a": 1,\n "b": "open', "line 2 column 7", "not JSON: Unterminated string starting here"),
    ('{"a": "x\u0001y"}', "line 1 column 9", "not JSON: Invalid control character here"),
    ('{"a": "\\q"}', "line 1 column 8", "not JSON: Invalid \\escape"),
])
def test_not_json_says_what_in_words_that_end(text: str, place: str, message: str) -> None:
    e = read_error(text)
    assert (e.place, e.message) == (place, message)


@pytest.mark.parametrize(("text", "place", "message"), [
    ('{\n  // the board\n  "board": {}\n}', "line 2 column 3",
     "not JSON: a comment ('//'): JSON has none, remove it"),
    ('{"board": {"type": "STANDARD", /* x */ "face": "COUNTRY"}}', "line 1 column 32",
     "not JSON: a comment ('/*'): JSON has none, remove it"),
    ('{"board": {"hexagons": [] #none yet\n}}', "line 1 column 27",
     "not JSON: a comment ('#'): JSON has none, remove it"),
    ('{"board": {"name": "a // b"}, /x}', "line 1 column 31",  # '//' in a text is no comment
     "not JSON: Expecting property name enclosed in double quotes"),
])
def test_a_comment_is_named_as_one(text: str, place: str, message: str) -> None:
    """Found by the converter audit: a comment added to a file edited by hand was "not
    JSON: Expecting property name enclosed in double quotes", which does not say what is
    wrong."""
    e = read_error(text)
    assert (e.place, e.message) == (place, message)


@pytest.mark.parametrize(("text", "place", "message"), [
    ('{"board": {"hexagons": [],\n  }}', "line 1 column 26",
     "not JSON: a comma before '}' (JSON allows no comma after the last entry)"),
    ('{"board": {"hexagons": [{"row": 0, "col": 0}, ]}}', "line 1 column 45",
     "not JSON: a comma before ']' (JSON allows no comma after the last entry)"),
])
def test_a_trailing_comma_is_named_at_the_comma(text: str, place: str, message: str) -> None:
    """A comma after the last entry, the slip of a file edited by hand: the parser said
    "Expecting property name enclosed in double quotes" (or "Expecting value") at the
    closing bracket, which names neither the comma nor what to remove."""
    e = read_error(text)
    assert (e.place, e.message) == (place, message)


@pytest.mark.parametrize(("text", "place", "message"), [
    ('{"board": ', "line 1 column 11",
     "not JSON: the text ends before the JSON does (1 bracket left open): is the file "
     "cut short?"),
    ('{"meta_data": {"software": "sed 1.2"},\n "board": {"hexagons": [{"row": 0, \n',
     "line 3 column 1",
     "not JSON: the text ends before the JSON does (4 brackets left open): is the file "
     "cut short?"),
    ('{"text": {"en": {"name": "a } ] {"}, "x": [', "line 1 column 44",  # brackets in text
     "not JSON: the text ends before the JSON does (3 brackets left open): is the file "
     "cut short?"),
    # a string the line's end cuts (a control character the parser stops at) runs to the
    # end: its brackets are text, its escaped quotes no string's start (the redos audit: each
    # of those was read to the end again, 30 s for 40,000 of them)
    ('["a", "b[{ \\"]\\" {\n', "line 1 column 19",
     "not JSON: the text ends before the JSON does (1 bracket left open): is the file "
     "cut short?"),
])
def test_a_file_cut_short_is_said_to_end_too_soon(text: str, place: str, message: str) -> None:
    """Found by the convwalk audit: a download or a copy cut short was "not JSON:
    Expecting property name enclosed in double quotes" (or "Expecting value") at its end,
    which does not say that the rest of the file is missing."""
    e = read_error(text)
    assert (e.place, e.message) == (place, message)


@pytest.mark.parametrize(("data", "kind"), [
    (b"PK\x03\x04\x14\x00\x00\x00\x08\x00\xf9\x90", "a ZIP archive (extract the .m44 file from it)"),
    (b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03\x81", "a gzip archive (extract the .m44 file from it)"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x81", "a PNG image"),
    (b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n\x8f", "a PDF document"),
    (b'<?xml version="1.0"?>\n<scenario/>', "XML"),
])
def test_a_file_of_another_kind_is_named_as_such(data: bytes, kind: str) -> None:
    """Found by the convwalk audit: a download left zipped, or an image or a briefing
    picked by mistake, was "line 3 column 116: not UTF-8 text (byte 0x89 at line 1 column
    1), nor Windows-1252 (...)" or "not JSON: Expecting value", which did not say what the
    file is."""
    e = read_error(data)
    assert (e.place, e.message) == (None, f"{kind}, not an .m44 scenario (JSON text)")


def test_not_utf8() -> None:
    e = read_error(b'{"text": {"fr": {"name": "\x8dt\xe9"}}}')  # 0x8D: not Windows-1252
    assert e.place == "line 1 column 27" and "not UTF-8" in e.message


@pytest.mark.parametrize(("doc", "place", "words"), [
    ("[1, 2]", "$", "expected a JSON object"),
    ('{"game_info": {}}', "$", "has no 'board'"),
    ('{"board": []}', "$.board", "expected an object"),
    ('{"board": {"hexagons": 5}}', "$.board.hexagons", "expected a list"),
    ('{"board": {"hexagons": [{"row": 1}]}}', "$.board.hexagons[0]", "'row' and 'col'"),
    ('{"board": {"hexagons": [{"row": 1, "col": "x"}]}}', "$.board.hexagons[0].col",
     "whole number"),
    ('{"board": {"hexagons": [{"row": 0, "col": 0, "unit": {"nbr_units": 2}}]}}',
     "$.board.hexagons[0].unit.name", "unit name"),
    ('{"board": {"groups": [{"hexes": ["C3"]}]}}', "$.board.groups[0].hexes[0]",
     "expected an object, found text 'C3'"),
    ('{"board": {"groups": [{"hexes": [[2, 4]]}]}}', "$.board.groups[0].hexes[0]",
     "expected an object, found a list"),
    ('{"board": {"groups": [{"hexes": [{"row": 2, "note": "x"}]}]}}',
     "$.board.groups[0].hexes[0]", "a hex place needs 'row' and 'col'"),
    ('{"board": {"groups": [{"hexes": [{"row": "two", "col": 4}]}]}}',
     "$.board.groups[0].hexes[0].row", "expected a whole number, found text 'two'"),
    ('{"board": {"type": "HUGE", "hexagons": []}}', "$.board.type", "not one of"),
    ('{"board": {"hexagons": []}, "game_info": {"side_player1": "RED"}}',
     "$.game_info.side_player1", "not one of"),
])
def test_not_an_m44_structure(doc: str, place: str, words: str) -> None:
    e = read_error(doc)
    assert e.place == place and words in e.message


def test_too_large(tmp_path: Path) -> None:
    big = tmp_path / "big.m44"
    big.write_bytes(b" " * (MAX_FILE_SIZE + 1))
    with pytest.raises(M44ReadError) as info:
        load(big)
    assert str(big) in str(info.value) and "larger than the 5 MB limit" in str(info.value)


def test_nested_too_deep() -> None:
    deep = '{"board": {"hexagons": []}, "x": ' + "[" * (MAX_DEPTH + 5) + "]" * (MAX_DEPTH + 5) + "}"
    e = read_error(deep)
    assert "nested too deep" in e.message and e.place.startswith("$.x[0]")
    e = read_error("[" * 100_000 + "]" * 100_000)
    assert "nested too deep" in e.message and e.place == f"line 1 column {MAX_DEPTH + 1}"


def test_a_file_one_level_too_deep_is_refused_where_it_passes_the_limit() -> None:
    """A file nested MAX_DEPTH levels deep reads; one level more is refused as nested too
    deep (not as too deep once written: its canonical form is as deep), and the place said
    is where the nesting passes the limit, however deep it goes on (the mut11 audit)."""
    def doc(levels: int) -> str:  # $ and x's lists: ``levels`` levels
        return ('{"board": {"hexagons": []}, "x": ' + "[" * (levels - 1)
                + "]" * (levels - 1) + "}")

    assert loads(doc(MAX_DEPTH)).scenario.extra["x"]
    for levels in (MAX_DEPTH + 1, MAX_DEPTH + 5):
        e = read_error(doc(levels))
        assert (e.place, e.message) == ("$.x" + "[0]" * (MAX_DEPTH - 1),
                                        f"nested too deep (more than {MAX_DEPTH} levels)")


def test_a_file_read_is_one_that_can_be_written_back_whatever_its_depth() -> None:
    """Found by the file fuzzer (seed 20261226, input 15283): a sudden death nested 61
    levels deep in the list form ``victory_conditions`` was read, and its canonical form
    (``victory.condition``, a level deeper) was then more than 64 levels deep: it could not
    be saved (the read-back refused it) nor converted. A file is now refused when read, at
    its deepest place, if its canonical form would be too deep; one level less reads and
    saves."""
    def doc(levels: int) -> str:
        nested = '{"item": "deep"}'
        for _ in range(levels):
            nested = '{"item": [' + nested + "]}"
        return ('{"game_info": {"victory_conditions": [{"group_sudden_death": [' + nested
                + ']}]}, "board": {"hexagons": []}}')

    # in the file: $, game_info, victory_conditions, group_sudden_death's list and the
    # objects in the two lists (6 levels), then two for each item: MAX_DEPTH exactly
    levels = (MAX_DEPTH - 6) // 2
    e = read_error(doc(levels))
    assert e.message == (f"nested too deep once written in canonical form (more than "
                         f"{MAX_DEPTH} levels)")
    assert e.place == ("$.game_info.victory_conditions[0].group_sudden_death[0]"
                       + ".item[0]" * levels)
    fits = loads(doc(levels - 1)).scenario
    assert loads(dumps(fits)).scenario == fits


def test_a_number_out_of_range_is_said_whole_up_to_200_bits_then_by_its_digits() -> None:
    """Found by the mutation audit: where a number out of range stops being shown whole
    (a message of thousands of digits says nothing) was held by no test."""
    def said(n: int) -> str:
        doc = '{"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [{"row": %d, ' \
              '"col": 0}]}}' % n
        return read_error(doc).message
    assert said(2 ** 199 - 1) == f"{2 ** 199 - 1} is out of range (±{2 ** 53:,} at most)"
    assert said(2 ** 199) == f"a number of {len(str(2 ** 199))} digits is out of range " \
        f"(±{2 ** 53:,} at most)"


def test_nested_beyond_the_parsers_recursion_is_said_where() -> None:
    """Found by an audit: past some 1,000 levels the parser's recursion gave up and the
    message named no place. Brackets inside strings do not count. (Deep enough for every
    Python's parser: 3.11's gives up past some 1,000 levels, 3.13's reads 2,000.)"""
    deep = ('{"board": {"hexagons": []}, "s": "[[{{\\"[[",\n "x": ' + "[" * 100_000
            + "]" * 100_000 + "}")
    e = read_error(deep)
    assert (e.place, e.message) == (f"line 2 column {7 + MAX_DEPTH - 1}",
                                    f"nested too deep (more than {MAX_DEPTH} levels)")


@pytest.mark.parametrize(("number", "place", "message"), [
    ("NaN", "$.x[1].y", "not JSON: NaN is not a JSON number"),
    ("-Infinity", "$.x[1].y", "not JSON: -Infinity is not a JSON number"),
    # beyond Python's int-string conversion limit: a ValueError naming no place
    ("-" + "7" * 5000, "$.x[1].y", "an integer of 5,000 digits, more than the "
                                    f"{sys.get_int_max_str_digits():,} a number may have"),
])
def test_a_number_json_or_python_refuses_is_named_at_its_place(number: str, place: str,
                                                               message: str) -> None:
    e = read_error('{"board": {"hexagons": []}, "z": "NaN", "x": [1, {"y": %s}, NaN]}' % number)
    assert (e.place, e.message) == (place, message)


@pytest.mark.parametrize(("text", "place"), [
    # found by fuzzing: Python refuses the long number first, then the second reading, which
    # takes it, stops at the missing comma after it (a JSONDecodeError that was not caught)
    ('{"a": %s "b": 1}' % ("1" * 5000), "line 1 column 5008"),
    ('{"a": [NaN "b"]}', "line 1 column 12"),
])
def test_a_bad_number_then_bad_json_is_named_at_the_json_error(text: str, place: str) -> None:
    e = read_error(text)
    assert e.place == place and e.message.startswith("not JSON: Expecting ',' delimiter")


def test_missing_file_and_directory(tmp_path: Path) -> None:
    with pytest.raises(M44ReadError, match="cannot read"):
        load(tmp_path / "nope.m44")
    with pytest.raises(M44ReadError, match="is a directory"):
        load(tmp_path)


def test_bare_names_missing_parts_alias_and_bom() -> None:
    text = ('\ufeff{"board": {"type": "Breakthrough", "hexagons": [{"row": 0, "col": 0, '
            '"terrain": "woods", "tags": ["medal1"], "unit": {"name": "infus", "badge": ""}}]}}')
    result = loads(text.encode("utf-8"))
    h = result.scenario.hex(Coord(0, 0))
    assert h.terrain == Piece("woods") and h.tags == (Tag("medal1"),)
    assert h.unit == Unit("infus")
    assert result.scenario.board_type is BoardType.BRKTHRU
    codes = [(f.code, f.severity) for f in result.fixes]
    assert codes == [("byte-order-mark", "info"), ("missing-game-info", "error"),
                     ("enum-alias", "info"), ("missing-face", "error"),
                     ("bare-name", "info"), ("empty-piece", "info"),
                     ("bare-name", "info")]


def test_missing_board_type_is_inferred_from_the_hexes() -> None:
    result = loads('{"board": {"face": "WINTER", "hexagons": [{"row": 12, "col": 4}]}}')
    assert result.scenario.board_type is BoardType.BRKTHRU
    assert [f.code for f in result.fixes if f.severity == "error"] == [
        "missing-game-info", "missing-board-type"]
    wide = loads('{"board": {"face": "WINTER", "hexagons": [{"row": 0, "col": 40}]}}')
    assert wide.scenario.board_type is BoardType.OVERLORD


def test_every_fix_code_is_documented(sloppy) -> None:
    from editor.io.m44 import FIX_CODES

    assert {f.code for f in sloppy.fixes} <= set(FIX_CODES)
    doc = (ROOT / "docs" / "FORMAT.md").read_text("utf-8")
    assert all(f"`{code}`" in doc for code in FIX_CODES)


def test_empty_values_as_php_and_xml_writers_leave_them() -> None:
    doc = {
        "meta_data": [], "packs": {"terrain": True, "air": []},
        "game_info": {"side_player1": "AXIS", "side_player2": "ALLIES", "cards_player1": "",
                      "front": "", "options": [], "victory_conditions": [{"standard": []}]},
        "text": {"en": []},
        "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [
            {"row": 0, "col": 0, "terrain": {}, "rect_terrain": "", "unit": [],
             "tags": [{}, {"name": "medal1", "medal": [], "group": [" E7", ""]}]},
            {"row": 2, "col": 2, "terrain": {"name": "river", "orientation": 0},
             "unit": {"name": "infus", "nbr_units": 0}}]},
    }
    result = loads(json.dumps(doc))
    s = result.scenario
    assert s.meta_data == {} and s.game_info.options == {} and s.text["en"] == ScenarioText()
    assert s.packs == {"terrain": 1, "air": []}
    assert s.game_info.cards_player1 is None and s.game_info.front is None
    assert s.game_info.extra["victory_conditions"] == [{"standard": {}}]
    assert s.hex(Coord(0, 0)) == Hex(tags=(Tag("medal1", group=("E7",)),))
    assert s.hex(Coord(2, 2)) == Hex(terrain=Piece("river"), unit=Unit("infus"))
    codes = {f.code for f in result.fixes}
    assert {"empty-list-object", "boolean-number", "empty-value", "empty-piece",
            "orientation-zero", "zero-figures", "hex-name-space"} <= codes
    # the converted file is canonical: only the pack that is not a number is left to report
    assert [f.path for f in schema_findings(json.loads(dumps(s)))] == ["$.packs.air"]


@pytest.mark.parametrize(("where", "path"), [
    ({"board": {"groups": {}}}, "$.board.groups"),
    ({"board": {"groups": [{"group_id": 1, "hexes": {}}]}}, "$.board.groups[0].hexes"),
    ({"board": {"labels": {}}}, "$.board.labels"),
    ({"board": {"labels": {"item": {}}}}, "$.board.labels.item"),
    ({"board": {"hexagons": {}}}, "$.board.hexagons"),
    ({"board": {"hexagons": [{"row": 0, "col": 0, "terrain": {"name": "woods"}, "tags": {}}]}},
     "$.board.hexagons[0].tags"),
    ({"game_info": {"victory": {"condition": {}}}}, "$.game_info.victory.condition"),
])
def test_an_empty_object_where_a_list_belongs_is_an_empty_list(where: dict, path: str) -> None:
    """Found by an audit: {} was taken for a lone object standing for a list of one, and
    written as a phantom [{"hexes": []}] or [{}] (or refused, for labels and hexes)."""
    doc: dict = {"game_info": {"side_player1": "AXIS", "side_player2": "ALLIES"},
                 "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": []}}
    for key, value in where.items():
        doc[key] = {**doc[key], **value}
    result = loads(json.dumps(doc))
    assert [(f.path, f.code, f.severity) for f in result.fixes if f.code != "item-wrapper"] \
        == [(path, "empty-object-list", "info")]
    out = to_json(result.scenario)
    assert out["board"]["groups"] in ([], [{"group_id": 1, "hexes": []}])
    assert out["board"]["labels"] == []
    assert out["game_info"].get("victory", {"condition": []}) == {"condition": []}
    assert all(h.tags == () for h in result.scenario.hexes.values())
    assert loads(dumps(result.scenario)).fixes == []


@pytest.mark.parametrize(("where", "path", "read"), [
    ({"board": {"labels": ""}}, "$.board.labels", "a list"),
    ({"board": {"groups": " "}}, "$.board.groups", "a list"),
    ({"board": {"hexagons": ""}}, "$.board.hexagons", "a list"),
    ({"board": {"groups": [{"group_id": 1, "hexes": ""}]}}, "$.board.groups[0].hexes", "a list"),
    ({"board": {"labels": [{"row": 0, "col": 0, "text": ""}]}}, "$.board.labels[0].text",
     "a list"),
    ({"board": {"hexagons": [{"row": 0, "col": 0, "terrain": {"name": "woods"}, "tags": ""}]}},
     "$.board.hexagons[0].tags", "a list"),
    ({"board": {"hexagons": [{"row": 0, "col": 0, "tags": [{"name": "tag4", "group": ""}]}]}},
     "$.board.hexagons[0].tags[0].group", "a list"),
    ({"game_info": {"victory": {"condition": ""}}}, "$.game_info.victory.condition", "a list"),
    ({"game_info": {"options": ""}}, "$.game_info.options", "an object"),
    ({"game_info": {"victory": {"condition": [{"group_sudden_death": ""}]}}},
     "$.game_info.victory.condition[0].group_sudden_death", "an object"),
    ({"game_info": {"victory_conditions": [{"standard": " "}]}},
     "$.game_info.victory_conditions[0].standard", "an object"),
    ({"packs": ""}, "$.packs", "an object"),
    ({"meta_data": ""}, "$.meta_data", "an object"),
    ({"text": ""}, "$.text", "an object"),
])
def test_an_empty_string_where_a_list_or_object_belongs_is_an_empty_one(
        where: dict, path: str, read: str) -> None:
    """Found by the converter audit: an XML-to-JSON converter (the kind that wraps lists in
    {"item": ...}) writes an empty element, <labels/>, as "": where a piece or a number
    belongs it was taken as absent, where a list or object belongs the whole file was
    refused ("$.board.labels: expected a list, found text ''")."""
    doc: dict = {"game_info": {"side_player1": "AXIS", "side_player2": "ALLIES"},
                 "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": []}}
    for key, value in where.items():
        doc[key] = {**doc[key], **value} if isinstance(value, dict) else value
    result = loads(json.dumps(doc))
    assert [(f.path, f.code, f.message) for f in result.fixes] == [
        (path, "empty-value", f"an empty string stood for an empty {read.split()[1]}")]
    out = to_json(result.scenario)
    assert "packs" not in out  # "": absent, as null is
    assert out["board"]["labels"] in ([], [{"row": 0, "col": 0, "text": []}])
    assert all(h.tags in ((), (Tag("tag4", group=()),)) for h in result.scenario.hexes.values())
    assert loads(dumps(result.scenario)).fixes == []


def test_a_list_wrapped_as_item_null_is_an_empty_list() -> None:
    """Found by the mutation audit: {"item": null}, an XML-to-JSON converter's empty list,
    had no test (read as no list, a read of the file failed)."""
    result = loads('{"board": {"type": "STANDARD", "face": "COUNTRY", '
                   '"hexagons": {"item": null}, "labels": {"item": null}}}')
    assert [(f.path, f.code) for f in result.fixes if f.path.startswith("$.board")] == [
        ("$.board.hexagons", "item-wrapper"), ("$.board.labels", "item-wrapper")]
    assert result.scenario.hexes == {} and result.scenario.labels == []


def test_an_empty_string_for_the_victory_is_said_to_stand_for_none() -> None:
    """Found by the mutation audit: {"victory": ""} was read as no victory conditions, and
    nothing held that the repair is said (the file is not written as read)."""
    doc = {"game_info": {"side_player1": "AXIS", "side_player2": "ALLIES", "victory": " "},
           "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": []}}
    result = loads(json.dumps(doc))
    assert [(f.path, f.code, f.message) for f in result.fixes] == [
        ("$.game_info.victory", "empty-value", "an empty string stood for no victory conditions")]
    assert result.scenario.game_info.victory is None


def test_an_empty_string_for_a_sudden_death_is_written_as_the_empty_object() -> None:
    """Found by the converter audit: {"group_sudden_death": ""} was kept and written back
    as "" with no repair listed, though [] there is the empty object, said; a condition of
    a kind this editor does not know is still kept as read."""
    doc = {"game_info": {"side_player1": "AXIS", "side_player2": "ALLIES", "victory": {
        "condition": [{"group_sudden_death": ""}, {"group_sudden_death": []},
                      {"another_kind": ""}]}},
        "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": []}}
    result = loads(json.dumps(doc))
    assert [(f.path, f.code) for f in result.fixes] == [
        ("$.game_info.victory.condition[0].group_sudden_death", "empty-value"),
        ("$.game_info.victory.condition[1].group_sudden_death", "empty-list-object")]
    assert to_json(result.scenario)["game_info"]["victory"] == {"condition": [
        {"group_sudden_death": {}}, {"group_sudden_death": {}}, {"another_kind": ""}]}


_WOODS = {"row": 0, "col": 0, "terrain": {"name": "woods"}}
_MILL = {"row": 0, "col": 0, "text": ["Mill"]}
_GROUP = {"group_id": 1, "hexes": [{"row": 0, "col": 0}]}


@pytest.mark.parametrize("empty", ["", " ", {}, []])
@pytest.mark.parametrize(("key", "entries", "clean", "path", "said"), [
    ("hexagons", [_WOODS, None, "EMPTY"], [_WOODS], "$.board.hexagons", "hexagons"),
    ("labels", [None, "EMPTY", _MILL], [_MILL], "$.board.labels", "labels"),
    ("groups", [_GROUP, None, "EMPTY"], [_GROUP], "$.board.groups", "groups"),
    ("groups", [{"group_id": 1, "hexes": [{"row": 0, "col": 0}, None, "EMPTY"]}], [_GROUP],
     "$.board.groups[0].hexes", "group's hexes"),
])
def test_an_empty_entry_of_the_hexagons_labels_or_groups_is_dropped_as_a_null_one(
        empty: object, key: str, entries: list, clean: list, path: str, said: str) -> None:
    """Found by the converter audit: "hexagons": [""] was refused ("expected a hexagon
    object, found text ''"), as were labels and groups, while "tags": [""] was dropped
    (empty-piece) and a null entry anywhere was dropped (null-entry)."""
    def doc(entries: list) -> str:
        board = {"type": "STANDARD", "face": "COUNTRY", "hexagons": [], key: entries}
        return json.dumps({"game_info": {"side_player1": "AXIS", "side_player2": "ALLIES"},
                           "board": board}).replace('"EMPTY"', json.dumps(empty))

    result = loads(doc(entries))
    at = [i for i, e in enumerate(entries if path.endswith(key) else entries[0]["hexes"])
          if e in (None, "EMPTY")]
    assert [(f.path, f.code, f.message) for f in result.fixes] == [
        (f"{path}[{at[0]}]", "null-entry", "dropped a null entry of the list"),
        (f"{path}[{at[1]}]", "empty-piece",
         f"dropped an empty entry {json.dumps(empty)} of the {said}")]
    expected = loads(doc(clean))
    assert expected.fixes == [] and result.scenario == expected.scenario
    assert loads(dumps(result.scenario)).fixes == []


def test_a_language_with_no_text_is_kept_empty_and_a_null_one_left_out() -> None:
    """Found by the converter audit: "text": {"en": ""} is written back as "en": {}. That is
    the canonical form of a language with no text yet: this editor writes one for a new
    scenario and for a language just added, and reads it back with no repair, so "" (and
    [], as PHP writes {}) is read as {}, said. A language set to null was read as {} too,
    silently, though a key set to null is taken as absent and left out (null-value)."""
    base = {"game_info": {"side_player1": "AXIS", "side_player2": "ALLIES"},
            "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": []}}
    result = loads(json.dumps({**base, "text": {"en": "", "fr": [], "de": None,
                                                "nl": {"name": "Brug"}}}))
    assert [(f.path, f.code, f.message) for f in result.fixes] == [
        ("$.text.en", "empty-value", "an empty string stood for a language with no text "
                                     "yet, written {}"),
        ("$.text.fr", "empty-list-object", "wrote an empty list [] as the empty object {}"),
        ("$.text.de", "null-value", "de was null (as PHP writes an unset value): taken as "
                                    "absent, and left out when written back")]
    assert to_json(result.scenario)["text"] == {"en": {}, "fr": {}, "nl": {"name": "Brug"}}
    named = loads(json.dumps({**base, "text": {"text": None, "labels": None}}))
    assert {f.message.split(": ", 1)[1] for f in named.fixes} == {
        "taken as absent, and left out when written back"}  # not "written back as []"
    assert to_json(named.scenario)["text"] == {}
    new = Scenario(text={"en": ScenarioText()})  # as File → New and Add language have it
    assert json.loads(dumps(new))["text"] == {"en": {}} and loads(dumps(new)).fixes == []


@pytest.mark.parametrize("written", ["9007199254740993", "12345678901234567890", "1" * 31,
                                     "007", "-9007199254740993"])
def test_an_id_the_model_cannot_hold_as_a_number_is_kept_as_written(written: str) -> None:
    """Found by an audit: "9007199254740993" (2^53 + 1) was refused as out of range, though
    the same digits unquoted are kept and 31 digits in quotes were: ids are informational,
    kept as written (m44-format: "keep whatever is there")."""
    doc = {"meta_data": {"scenario_id": written},
           "game_info": {"side_player1": "AXIS", "side_player2": "ALLIES",
                         "operationID": written},
           "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [],
                     "groups": [{"group_id": written, "hexes": []}]}}
    result = loads(json.dumps(doc))
    s = result.scenario
    assert (s.meta_data["scenario_id"], s.game_info.operation_id, s.groups[0].group_id) == (
        written, written, written)
    assert result.fixes == []
    assert loads(dumps(s)).scenario == s


def test_an_id_written_as_text_the_model_holds_is_a_number() -> None:
    doc = {"meta_data": {"scenario_id": "9007199254740992"},
           "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [],
                     "groups": [{"group_id": "-12", "hexes": []}]}}
    result = loads(json.dumps(doc))
    assert result.scenario.meta_data["scenario_id"] == 2 ** 53
    assert result.scenario.groups[0].group_id == -12
    assert [f.code for f in result.fixes if f.code == "string-number"] == ["string-number"] * 2


def test_ids_and_pack_counts_written_with_a_fraction_are_integers() -> None:
    """Found by an audit: 12.0 was written back as 12.0, with no repair said, where every
    other whole number of the model is repaired (float-number)."""
    text = ('{"meta_data": {"scenario_id": 12.0}, "packs": {"terrain": 1.0}, '
            '"game_info": {"side_player1": "AXIS", "side_player2": "ALLIES", '
            '"operationID": 3.0}, "board": {"type": "STANDARD", "face": "COUNTRY", '
            '"hexagons": [], "groups": [{"group_id": 4.0, "hexes": []}]}}')
    result = loads(text)
    s = result.scenario
    read = (s.meta_data["scenario_id"], s.packs["terrain"], s.game_info.operation_id,
            s.groups[0].group_id)
    assert read == (12, 1, 3, 4) and all(type(n) is int for n in read)
    assert [(f.path, f.code) for f in result.fixes] == [
        ("$.meta_data.scenario_id", "float-number"), ("$.game_info.operationID", "float-number"),
        ("$.packs.terrain", "float-number"), ("$.board.groups[0].group_id", "float-number")]
    assert ".0" not in dumps(s)
    kept = loads(text.replace("12.0", "12.5").replace("4.0", "1e30"))
    assert (kept.scenario.meta_data["scenario_id"], kept.scenario.groups[0].group_id) == (
        12.5, 1e30)  # no whole number the model holds: kept as read


@pytest.mark.parametrize(("game_info", "found"), [
    (None, [("$.game_info", "missing-game-info", "error")]),
    ({}, [("$.game_info.side_player1", "missing-side", "error"),
          ("$.game_info.side_player2", "missing-side", "error")]),
    ([], [("$.game_info", "empty-list-object", "info"),
          ("$.game_info.side_player1", "missing-side", "error"),
          ("$.game_info.side_player2", "missing-side", "error")]),
])
def test_sides_invented_for_a_missing_game_info_are_errors_however_it_is_missing(
        game_info: object, found: list) -> None:
    """Found by an audit: no game_info at all was a warning while {} was two errors, though
    both sides are invented either way (an error, as FIX_CODES says); and [] was refused
    where an empty meta_data or text given as [] is repaired."""
    doc: dict = {"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": []}}
    if game_info is not None:
        doc["game_info"] = game_info
    result = loads(json.dumps(doc))
    assert [(f.path, f.code, f.severity) for f in result.fixes] == found
    g = result.scenario.game_info
    assert (g.side_player1, g.side_player2) == (Side.AXIS, Side.ALLIES)


@pytest.mark.parametrize(("row", "col", "board"), [
    (8, 24, BoardType.STANDARD), (9, 1, BoardType.BRKTHRU), (7, 25, BoardType.OVERLORD)])
def test_the_board_type_is_inferred_from_the_first_row_or_column_past_the_smaller_board(
        row: int, col: int, board: BoardType) -> None:
    """A standard board's last row is 8 and its last column 24: a hex one past either is
    on a larger board (a mutant reading row 9 as the standard board's passed every test
    before, and the hex was then dropped as off the board)."""
    result = loads('{"board": {"face": "COUNTRY", "hexagons": [{"row": %d, "col": %d, '
                   '"terrain": {"name": "woods"}}]}}' % (row, col))
    assert result.scenario.board_type is board
    assert result.scenario.hex(Coord(row, col)).terrain == Piece("woods")


@pytest.mark.parametrize("row", ["12.0", '"12.0"', '" 12 "', "12"])
def test_the_board_type_is_inferred_from_every_row_the_reader_reads(row: str) -> None:
    """Found by an audit: a row written 12.0 was not counted, STANDARD was assumed and the
    woods hex then dropped as off the board."""
    result = loads('{"board": {"face": "COUNTRY", "hexagons": [{"row": %s, "col": 2, '
                   '"terrain": {"name": "woods"}}]}}' % row)
    assert result.scenario.board_type is BoardType.BRKTHRU
    assert result.scenario.hex(Coord(12, 2)).terrain == Piece("woods")
    assert "off-board" not in [f.code for f in result.fixes]


@pytest.mark.parametrize(("row", "words"), [
    ('"\u00b2"', "expected a whole number, found text '\u00b2'"),
    ('"%s"' % ("9" * 5000), "out of range")])
def test_a_row_no_number_reads_is_refused_at_its_place_when_the_type_is_inferred(
        row: str, words: str) -> None:
    """The inference converted what isdigit() accepts: "\u00b2" and 5,000 digits raised."""
    e = read_error('{"board": {"face": "COUNTRY", "hexagons": [{"row": %s, "col": 2}]}}' % row)
    assert e.place == "$.board.hexagons[0].row" and words in e.message


@pytest.mark.parametrize("badge", ['""', '" "', "[]", "{}"])
def test_an_empty_badge_is_reported_as_every_empty_piece_is(badge: str) -> None:
    """Found by an audit: "badge": "" was dropped with no word, and " " refused the file."""
    result = loads('{"game_info": {"side_player1": "AXIS", "side_player2": "ALLIES"}, '
                   '"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [{"row": 0, '
                   '"col": 0, "unit": {"name": "infus", "badge": %s}}]}}' % badge)
    assert result.scenario.hex(Coord(0, 0)).unit == Unit("infus")
    assert [(f.path, f.code, f.message) for f in result.fixes] == [
        ("$.board.hexagons[0].unit.badge", "empty-piece", f"an empty {badge} stood for no badge")]


def test_a_second_behavior_in_another_case_is_repaired_as_a_behavior_is() -> None:
    hexes = [{"row": 0, "col": 0, "rect_terrain": {"name": "bridge", "behavior2": b}}
             for b in ("one_medal_if_blown", "")]
    hexes[1]["col"] = 2
    result = loads(json.dumps({"game_info": {"side_player1": "AXIS", "side_player2": "ALLIES"},
                               "board": {"type": "STANDARD", "face": "COUNTRY",
                                         "hexagons": hexes}}))
    s = result.scenario
    assert s.hex(Coord(0, 0)).rect_terrain == Piece(
        "bridge", extra={"behavior2": "ONE_MEDAL_IF_BLOWN"})
    assert s.hex(Coord(0, 2)).rect_terrain == Piece("bridge")
    assert [(f.path, f.code) for f in result.fixes] == [
        ("$.board.hexagons[0].rect_terrain.behavior2", "enum-case"),
        ("$.board.hexagons[1].rect_terrain.behavior2", "empty-value")]


def test_a_group_hex_written_with_a_string_row_is_repaired_and_keeps_its_keys() -> None:
    """A group's hex entry is read as a hexagon's place is: a row written "2" is the repair
    string-number at its path, and the entry's other keys stay with it."""
    result = loads(json.dumps({"board": {"type": "STANDARD", "face": "COUNTRY", "groups": [
        {"group_id": 1, "hexes": [{"row": "2", "col": 4, "note": "bridge end"}]}]}}))
    assert [(f.path, f.code) for f in result.fixes if f.path.startswith("$.board")] == [
        ("$.board.groups[0].hexes[0].row", "string-number")]
    assert to_json(result.scenario)["board"]["groups"] == [
        {"group_id": 1, "hexes": [{"row": 2, "col": 4, "note": "bridge end"}]}]


def test_a_message_names_five_keys_whole_and_cuts_at_the_sixth_and_at_40_characters(
) -> None:
    """describe_value names up to five keys of an object, "..." after them, and cuts a
    text at 40 characters (mutants cutting at four keys or at 41 characters passed every
    test before)."""
    from editor.io.m44 import describe_value

    five = dict.fromkeys("abcde", 0)
    assert describe_value(five) == "an object with the keys 'a', 'b', 'c', 'd', 'e'"
    assert describe_value(five | {"f": 0}) == ("an object with the keys 'a', 'b', 'c', 'd', "
                                               "'e', ...")
    long = describe_value("x" * 60)
    assert long == "text " + repr("x" * 60)[:37] + "..." and len(long) == len("text ") + 40
    assert describe_value("x" * 38) == "text " + repr("x" * 38)  # 40 characters quoted
    assert describe_value("x" * 39) == "text " + repr("x" * 39)[:37] + "..."


def test_a_way_written_false_or_zero_is_no_way_of_holding_a_group() -> None:
    """A medal written ``"any_hex": false, "nbr_hex": 0`` beside ``"majority": true`` (a
    tool that writes every key) is held by a majority of its group, as the file means: a
    key set false or 0 is no way (``Medal.ways``), or it would play as any hex (the mut13
    audit)."""
    from editor.engine.game.tables import Setup

    doc = {"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [
        {"row": 4, "col": c, "tags": [{"name": "medal1", "group": ["E5", "F5", "G5"],
                                       "medal": {"majority": True, "any_hex": False,
                                                 "nbr_hex": 0}}]} for c in (8, 10, 12)]},
           "game_info": {}}
    s = loads(json.dumps(doc)).scenario
    m = s.hex(Coord(4, 8)).tags[0].medal
    assert m is not None and (m.ways, m.way) == (("majority",), "majority")
    (o,) = Setup(s).objectives
    assert (o.need, o.label, o.way) == (2, "majority of E5, F5, G5", "majority")


def test_parse_json_lists_a_key_written_twice_in_the_fixes_given() -> None:
    """``parse_json`` (the reader's JSON, for scripts and the clipboard) lists a key written
    twice as the repair ``repeated-key`` when given a list of fixes, its last value read;
    the split that made it also give the document's depth lost the list once (the mut13
    audit's mutant)."""
    from editor.io.m44 import Fix, parse_json

    fixes: list[Fix] = []
    assert parse_json('{"a": 1, "b": {"c": 2, "c": 3}}', "x.m44", fixes) == {
        "a": 1, "b": {"c": 3}}
    assert [(f.path, f.code) for f in fixes] == [("$.b.c", "repeated-key")]
    assert parse_json('{"a": 1, "a": 2}', "x.m44") == {"a": 2}
