"""Every repair of the reader: a small official-style file that needs it, the JSON path it
is listed at, and the proof that the converted file is canonical (it reads back with no
repair and breaks no rule of the schema). A repair added without a case here fails
``test_every_repair_has_a_case``."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from editor.io.m44 import FIX_CODES, dumps, loads
from editor.io.schema import UNCHECKED_REPAIRS, schema_findings, validator

#: A clean file of the official editor's shape; each case changes one place of it.
CLEAN: dict[str, Any] = {
    "meta_data": {"status": "APPROVED", "software": "sed 1.2", "scenario_id": 9120},
    "game_info": {"side_player1": "AXIS", "side_player2": "ALLIES", "country_player1": "DE",
                  "country_player2": "US", "cards_player1": 4, "cards_player2": 5,
                  "victory_player1": 4, "victory_player2": 4, "starting": "PLAYER2",
                  "victory_conditions": [{"standard": {}}]},
    "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [
        {"row": 0, "col": 4, "unit": {"name": "infger"}},
        {"row": 4, "col": 12, "terrain": {"name": "river", "orientation": 2},
         "rect_terrain": {"name": "bridge"},
         "tags": [{"name": "medal1", "medal": {"permanent": True, "counts_for": 1}}]},
        {"row": 8, "col": 4, "unit": {"name": "infus", "nbr_units": 3}}],
        "labels": [{"row": 2, "col": 6, "text": ["Mill"]}], "groups": []},
    "packs": {"terrain": 1},
    "text": {"en": {"name": "Mill", "description": "Briefing.", "victory": "4 medals."}},
}


def _set(doc: dict[str, Any], path: str, value: Any) -> None:
    """Set the value at a dotted path of ``doc`` ("board.hexagons.1.terrain"); a value of
    ``_DELETE`` removes the key."""
    *parents, last = path.split(".")
    node: Any = doc
    for key in parents:
        node = node[int(key)] if isinstance(node, list) else node[key]
    if value is _DELETE:
        del node[last]
    elif isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value


_DELETE = object()

#: code → (the changes: dotted path → value, the JSON path the repair is listed at).
CASES: dict[str, tuple[dict[str, Any], str]] = {
    "item-wrapper": ({"board.labels": {"item": [{"row": 2, "col": 6, "text": ["Mill"]}]}},
                     "$.board.labels"),
    "single-object": ({"board.labels": {"row": 2, "col": 6, "text": ["Mill"]}},
                      "$.board.labels"),
    "numbered-object": ({"board.labels.0.text": {"0": "Mill"}}, "$.board.labels[0].text"),
    "null-name": ({"board.hexagons.1.rect_terrain": {"name": None}},
                  "$.board.hexagons[1].rect_terrain.name"),
    "null-entry": ({"board.labels.0.text": ["Mill", None]}, "$.board.labels[0].text[1]"),
    "null-value": ({"game_info.country_player1": None}, "$.game_info.country_player1"),
    "string-number": ({"game_info.cards_player1": "4"}, "$.game_info.cards_player1"),
    "float-number": ({"board.hexagons.2.unit.nbr_units": 3.0},
                     "$.board.hexagons[2].unit.nbr_units"),
    "string-boolean": ({"board.hexagons.1.tags.0.medal.permanent": "1"},
                       "$.board.hexagons[1].tags[0].medal.permanent"),
    "number-boolean": ({"board.hexagons.1.tags.0.medal.permanent": 1},
                       "$.board.hexagons[1].tags[0].medal.permanent"),
    "number-string": ({"board.labels.0.text": [1944]}, "$.board.labels[0].text[0]"),
    "enum-case": ({"board.face": "country"}, "$.board.face"),
    "enum-alias": ({"board.face": "countryside"}, "$.board.face"),
    "name-case": ({"board.hexagons.1.terrain.name": "River"},
                  "$.board.hexagons[1].terrain.name"),
    "bare-name": ({"board.hexagons.1.rect_terrain": "bridge"},
                  "$.board.hexagons[1].rect_terrain"),
    "text-lines": ({"text.en.description": ["Briefing."]}, "$.text.en.description"),
    "text-list": ({"board.labels.0.text": "Mill"}, "$.board.labels[0].text"),
    "empty-value": ({"game_info.front": ""}, "$.game_info.front"),
    "empty-piece": ({"board.hexagons.0.obstacle": {}}, "$.board.hexagons[0].obstacle"),
    "empty-list-object": ({"game_info.options": []}, "$.game_info.options"),
    "empty-object-list": ({"board.groups": {}}, "$.board.groups"),
    "boolean-number": ({"packs.terrain": True}, "$.packs.terrain"),
    "orientation-zero": ({"board.hexagons.1.terrain.orientation": 0},
                         "$.board.hexagons[1].terrain.orientation"),
    "zero-figures": ({"board.hexagons.2.unit.nbr_units": 0},
                     "$.board.hexagons[2].unit.nbr_units"),
    "hex-name-space": ({"board.hexagons.1.tags.0.group": [" G5"]},
                       "$.board.hexagons[1].tags[0].group[0]"),
    "legacy-victory": ({"game_info.victory_conditions": [{"group_sudden_death": {
        "side": "ALLIES", "number": 1, "group": ["G5"]}}]}, "$.game_info.victory_conditions"),
    "missing-game-info": ({"game_info": _DELETE}, "$.game_info"),
    "missing-side": ({"game_info.side_player2": _DELETE}, "$.game_info.side_player2"),
    "missing-board-type": ({"board.type": _DELETE}, "$.board.type"),
    "missing-face": ({"board.face": _DELETE}, "$.board.face"),
    "duplicate-hex": ({"board.hexagons.2": {"row": 0, "col": 4, "terrain": {"name": "woods"}}},
                      "$.board.hexagons[2]"),
    "odd-hex": ({"board.hexagons.1.col": 11}, "$.board.hexagons[1]"),
    "off-board": ({"board.hexagons.1.row": 10}, "$.board.hexagons[1]"),
}
#: Repairs of the text rather than of the JSON values, each with the text that needs it.
TEXT_CASES: dict[str, tuple[str | bytes, str]] = {
    "byte-order-mark": ("\ufeff" + json.dumps(CLEAN), "$"),
    "utf-16": (json.dumps(CLEAN, ensure_ascii=False).replace("Mill", "Moulin d'Été")
               .encode("utf-16"), "$"),
    "windows-1252": (json.dumps(CLEAN, ensure_ascii=False).replace("Mill", "Moulin d'Été")
                     .encode("cp1252"), "$"),
    "lone-surrogate": (json.dumps(CLEAN).replace('"Mill"]', '"Mill\\ud800"]'),
                       "$.board.labels[0].text[0]"),
    "repeated-key": (json.dumps(CLEAN).replace('"starting": "PLAYER2"',
                                               '"starting": "PLAYER1", "starting": "PLAYER2"'),
                     "$.game_info.starting"),
}


#: What each repair of :data:`CASES` and :data:`TEXT_CASES` did to its file, as its
#: severity says it: info, the same content in another form (how BGA's PHP code and the
#: official files write it: a faithful file passes ``m44 validate --strict``); warning,
#: content dropped, replaced or guessed (worth a look); error, what the game needs invented.
SEVERITY: dict[str, str] = {
    **dict.fromkeys(("byte-order-mark", "utf-16", "item-wrapper", "single-object",
                     "numbered-object", "null-entry", "null-value", "string-number",
                     "float-number", "string-boolean", "number-boolean", "number-string",
                     "enum-case", "enum-alias", "name-case", "bare-name", "text-lines",
                     "text-list", "empty-value", "empty-piece", "empty-list-object",
                     "empty-object-list", "boolean-number", "hex-name-space",
                     "legacy-victory",
                     # {"name": null} alone: nothing lost
                     "null-name"), "info"),
    **dict.fromkeys(("windows-1252", "lone-surrogate", "repeated-key", "orientation-zero",
                     "zero-figures", "duplicate-hex", "odd-hex", "off-board"), "warning"),
    **dict.fromkeys(("missing-game-info", "missing-side", "missing-board-type",
                     "missing-face"), "error"),
}


def test_the_clean_file_needs_no_repair() -> None:
    result = loads(json.dumps(CLEAN))
    assert result.fixes == []
    assert schema_findings(json.loads(dumps(result.scenario))) == []


def test_every_repair_has_a_case() -> None:
    assert set(CASES) | set(TEXT_CASES) == set(FIX_CODES)


def _text(code: str) -> str | bytes:
    if code in TEXT_CASES:
        return TEXT_CASES[code][0]
    doc = copy.deepcopy(CLEAN)
    for path, value in CASES[code][0].items():
        _set(doc, path, value)
    return json.dumps(doc, ensure_ascii=False)


@pytest.mark.parametrize("code", sorted(FIX_CODES))
def test_each_repair_is_listed_at_its_place_and_converts_to_the_canonical_form(
        code: str) -> None:
    where = TEXT_CASES[code][1] if code in TEXT_CASES else CASES[code][1]
    result = loads(_text(code), source="official.m44")
    assert (where, code) in [(f.path, f.code) for f in result.fixes]
    assert all(f.message for f in result.fixes)
    text = dumps(result.scenario)
    again = loads(text)
    assert again.fixes == [] and dumps(again.scenario) == text
    assert schema_findings(json.loads(text)) == []


@pytest.mark.parametrize("code", sorted(FIX_CODES))
def test_each_repair_is_as_severe_as_what_it_did_to_the_file(code: str) -> None:
    """Found by the convert2 audit: every repair but the invented sides, board type and
    face was a warning, so that a file written as BGA's PHP code writes it ("4" for 4,
    {"item": [...]}) failed ``m44 validate --strict``, though nothing of it was lost."""
    where = TEXT_CASES[code][1] if code in TEXT_CASES else CASES[code][1]
    result = loads(_text(code), source="official.m44")
    assert [f.severity for f in result.fixes if (f.path, f.code) == (where, code)] == [
        SEVERITY[code]]


@pytest.mark.parametrize(("hexagon", "code"), [
    ({"row": 10, "col": 4}, "off-board"), ({"row": 3, "col": 4}, "odd-hex"),
    ({"row": 0, "col": 4, "unit": {"name": "infger"}}, "duplicate-hex")])
def test_a_repair_that_loses_nothing_this_time_is_an_info(hexagon: dict[str, Any],
                                                          code: str) -> None:
    """An empty hex off the board is dropped, and an entry that repeats a hex merged, with
    nothing lost: an info, where one holding a unit, or adding to the hex, is a warning
    (:data:`SEVERITY`)."""
    doc = copy.deepcopy(CLEAN)
    doc["board"]["hexagons"].append(hexagon)
    (fix,) = loads(json.dumps(doc)).fixes
    assert (fix.code, fix.severity) == (code, "info")
    held = copy.deepcopy(CLEAN)
    held["board"]["hexagons"].append({**hexagon, "tags": [{"name": "medal0"}]})
    (fix,) = loads(json.dumps(held)).fixes
    assert (fix.code, fix.severity) == (code, "warning")


def test_a_null_is_said_once_where_another_repair_already_speaks_of_it() -> None:
    """A known key set to null is said (``null-value``) in the order the file is read,
    but not where a repair of the key or of what holds it already says what became of it:
    a medal of null fields is one ``empty-piece``, a null side one ``missing-side``."""
    doc = copy.deepcopy(CLEAN)
    _set(doc, "board.hexagons.1.tags.0.medal", {"permanent": None, "counts_for": None})
    _set(doc, "game_info.side_player2", None)
    _set(doc, "board.hexagons.2.unit.badge", None)
    _set(doc, "board.labels", None)
    said = [(f.path, f.code) for f in loads(json.dumps(doc)).fixes]
    assert said == [
        ("$.game_info.side_player2", "missing-side"),
        ("$.board.hexagons[1].tags[0].medal", "empty-piece"),
        ("$.board.hexagons[2].unit.badge", "null-value"),
        ("$.board.labels", "null-value"),
    ]


@pytest.mark.parametrize("key", [k for k in CLEAN["game_info"]
                                 if not k.startswith("side_")] + ["expert_mode", "options",
                                                                  "victory", "date_begin"])
def test_a_key_of_game_info_set_to_null_is_left_out_as_the_repair_says(key: str) -> None:
    """Found by the converter audit: "victory_conditions": null was said "taken as absent,
    and left out when written back", and written back as "victory_conditions": []."""
    doc = copy.deepcopy(CLEAN)
    doc["game_info"][key] = None
    result = loads(json.dumps(doc))
    assert [(f.path, f.code) for f in result.fixes] == [(f"$.game_info.{key}", "null-value")]
    assert key not in json.loads(dumps(result.scenario))["game_info"]


@pytest.mark.parametrize(("path", "written"), [
    ("meta_data", {}), ("text", {}), ("packs", None), ("board.labels", []),
    ("board.groups", []), ("board.labels.0.text", []),
    ("board.hexagons.2.unit.nbr_units", None), ("text.en.victory", None),
    ("board.hexagons.1.terrain.orientation", None)])
def test_a_null_is_said_as_it_is_written_back(path: str, written: object) -> None:
    """The lists and objects every canonical file has are written empty, and said so; any
    other key is left out, as said."""
    doc = copy.deepcopy(CLEAN)
    doc["board"]["groups"] = [{"group_id": 1, "hexes": [{"row": 0, "col": 4}]}]
    _set(doc, path, None)
    result = loads(json.dumps(doc))
    fix, = result.fixes
    out: Any = json.loads(dumps(result.scenario))
    *parents, last = path.split(".")
    for key in parents:
        out = out[int(key)] if isinstance(out, list) else out[key]
    if written is None:
        assert last not in out
        assert fix.message.endswith("taken as absent, and left out when written back")
    else:
        assert out[last] == written
        assert fix.message.endswith(f"taken as absent, and written back as "
                                    f"{json.dumps(written)}, as every file has it")


@pytest.mark.parametrize("code", sorted(FIX_CODES))
def test_the_schema_refuses_what_each_repair_mends_but_for_those_docs_name(code: str) -> None:
    """The schema audit: a file the published schema accepts should read with no repair,
    so that another tool that checks files with it checks the canonical form. Where JSON
    Schema cannot see what a repair mends (below the JSON, or beyond what it can say),
    the repair is in schema.UNCHECKED_REPAIRS, which docs/FORMAT.md lists; and only then."""
    if code in TEXT_CASES:  # below the JSON: the encoding, keys, code points
        assert code in UNCHECKED_REPAIRS
        return
    refused = not validator().is_valid(json.loads(_text(code)))
    assert refused == (code not in UNCHECKED_REPAIRS)


@pytest.mark.parametrize("key", ["side", "number", "group"])
def test_a_key_of_a_sudden_death_set_to_null_is_left_out_as_the_repair_says(key: str) -> None:
    """Found by the schema audit: "group": null in a sudden death was written back as
    "group": [] with no repair said, and a null side or number was written back as null,
    which the schema refuses; each is a known key set to null (null-value), left out."""
    doc = copy.deepcopy(CLEAN)
    sudden = {"side": "ALLIES", "number": 1, "group": ["G5"]}
    doc["game_info"]["victory"] = {"condition": [{"group_sudden_death": {**sudden,
                                                                          key: None}}]}
    result = loads(json.dumps(doc))
    where = f"$.game_info.victory.condition[0].group_sudden_death.{key}"
    assert [(f.path, f.code) for f in result.fixes] == [(where, "null-value")]
    written = json.loads(dumps(result.scenario))
    assert written["game_info"]["victory"]["condition"][0]["group_sudden_death"] == {
        k: v for k, v in sudden.items() if k != key}
    assert schema_findings(written) == []


@pytest.mark.parametrize("key", ["side", "number"])
def test_an_empty_side_or_number_of_a_sudden_death_is_left_out(key: str) -> None:
    """Found by the schema audit: an empty string for a sudden death's side or number was
    said taken as absent (empty-value) and written back as null, which the schema
    refuses; it is left out."""
    doc = copy.deepcopy(CLEAN)
    sudden = {"side": "ALLIES", "number": 1, "group": ["G5"]}
    doc["game_info"]["victory"] = {"condition": [{"group_sudden_death": {**sudden,
                                                                          key: ""}}]}
    result = loads(json.dumps(doc))
    assert [f.code for f in result.fixes] == ["empty-value"]
    written = json.loads(dumps(result.scenario))
    assert written["game_info"]["victory"]["condition"][0]["group_sudden_death"] == {
        k: v for k, v in sudden.items() if k != key}
    assert schema_findings(written) == []
