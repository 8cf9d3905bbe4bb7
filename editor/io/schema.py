"""The published JSON Schema of canonical ``.m44`` files, derived from the catalog.

``schema/m44.schema.json`` is this module's :func:`build_schema` written out
(``python -m editor.io.schema --write``); a test proves the file and the code agree, and
that every enum equals the catalog's names. The same file is written into the package
(``editor/resources/schema/``), whose copy ``m44 schema`` prints from an installed wheel.

:func:`schema_findings` checks a canonical document with a validator built once.
"""

from __future__ import annotations

import copy
import json
import re
import sys
from collections import deque
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from editor.engine.air_rules import AIRPLANE_MODEL, MODELS, OPTION, READY, READY_MAX, SORTIE_CARDS
from editor.engine.board import EXTENTS, Coord
from editor.engine.catalog import CATALOG, SECOND_BEHAVIOR, close_value
from editor.engine.findings import Finding
from editor.engine.rules.units import MARKER_BEHAVIORS
from editor.engine.scenario import (
    COUNTRIES, CUSTOM_IDS, FRONTS, GAME_TYPES, SOFTWARE_NAME, STARTING,
)
from editor.engine.words import capital
from editor.resources import SCHEMA_NAME, schema_file

from .m44 import MAX_INT
from .options import OPTION_SHAPES, Shape, behaviors_of


SCHEMA_ID = "https://m44-editor.example/schema/m44.schema.json"
EXTENTS_BY_NAME = {b.value for b in EXTENTS}
#: Where the schema is built, the meanings of an enum's values stand beside it under this
#: key; :func:`build_schema` moves them out (:func:`enum_meanings`): no keyword of JSON
#: Schema holds them, and a strict validator refuses a keyword it does not know.
_MEANINGS = "x-enumDescriptions"
#: The published copy, at the top of the source tree.
SCHEMA_FILE = Path(__file__).resolve().parents[2] / "schema" / SCHEMA_NAME

#: The reader's repairs of what a file the schema accepts may still hold, with why JSON
#: Schema cannot say it (docs/FORMAT.md lists them; tests/io/test_fix_cases.py proves the
#: schema refuses what every other repair mends).
UNCHECKED_REPAIRS: dict[str, str] = {
    "byte-order-mark": "the encoding lies below the JSON the schema sees",
    "utf-16": "the encoding lies below the JSON the schema sees",
    "windows-1252": "the encoding lies below the JSON the schema sees",
    "repeated-key": "a JSON reader keeps the last of a repeated key: the schema sees one",
    "lone-surrogate": "half a surrogate pair is a text to a JSON reader",
    "duplicate-hex": "uniqueItems compares whole entries, not their row and col",
    "float-number": "JSON Schema counts 6.0 an integer (and JavaScript reads it as 6)",
}


def _names(category: str, title: str, description: str) -> dict[str, Any]:
    names = CATALOG.names(category)  # type: ignore[arg-type]
    return {"title": title, "description": description, "type": "string", "enum": names,
            _MEANINGS: {n: CATALOG[n].label for n in names}}


def _enum(title: str, values: dict[str, str]) -> dict[str, Any]:
    return {"title": title, "type": "string", "enum": list(values),
            "description": title + ": " + "; ".join(f"{k} = {v}" for k, v in values.items()),
            _MEANINGS: values}


def _behaviors(layer: str) -> dict[str, Any]:
    return _enum(f"Behavior refining the {layer}'s rules", _effects(behaviors_of(layer)))


def _effects(behaviors: tuple[str, ...]) -> dict[str, str]:
    """Each behavior with what it does: the catalog's effect, a unit marker's own."""
    return {n: CATALOG.behaviors[n].effect if n in CATALOG.behaviors else MARKER_BEHAVIORS[n]
            for n in behaviors}


def _int(description: str, minimum: int | None = None,
         maximum: int = MAX_INT) -> dict[str, Any]:
    """A whole number of the model: within ±2^53 (``MAX_INT``), as the reader reads it."""
    out: dict[str, Any] = {"type": "integer", "description": description}
    out["minimum"] = -MAX_INT if minimum is None else minimum
    out["maximum"] = maximum
    return out


def _str(description: str) -> dict[str, Any]:
    return {"type": "string", "description": description}


def _bool(description: str) -> dict[str, Any]:
    return {"type": "boolean", "description": description}


#: A whole number written as text that the reader writes as a number (``_maybe_int`` in
#: editor/io/m44.py): digits with no leading zero, spaces around them, within ±2^53 (up to
#: ±8999999999999999 here; the few above it that the reader also reads, up to 2^53, pass).
_DIGITS = r"^\s*(0|-?([1-9][0-9]{0,14}|[1-8][0-9]{15}))\s*$"


#: The one condition a file keeps under ``game_info.victory_conditions``: the reader moves
#: any other one-key condition to ``victory.condition`` (legacy-victory). An object of one
#: key has the key standard: said with ``required``, not ``propertyNames: {const: ...}``,
#: whose failure Ajv's ``allErrors`` reports twice (the name, and the const in it). The key
#: required is named in ``properties`` beside it, as Ajv's ``strictRequired`` asks (its
#: shape is checked once, by the item's own ``properties``).
_ONLY_STANDARD = {"if": {"minProperties": 1, "maxProperties": 1},
                  "then": {"required": ["standard"], "properties": {"standard": {}}}}


def _id(description: str, *types: str) -> dict[str, Any]:
    """An id: a number, or a text kept as read, but for digits the reader writes as a
    number."""
    return {**_union("integer", "string", *types),
            "description": description + " A text is kept as read, but for a whole number "
                                         "(\"4120\"), written as a number.",
            "not": {"type": "string", "pattern": _DIGITS}}


def _union(*types: str | dict[str, Any]) -> dict[str, Any]:
    """A value of any of several types, each a type's name or a schema of one type (with
    the keywords that apply to it): an ``anyOf`` of one type each, as Ajv's strict mode
    takes a union (a ``type`` list it refuses unless ``allowUnionTypes``). A value of none
    of the types is said as a ``type`` error (:func:`_errors`)."""
    return {"anyOf": [{"type": t} if isinstance(t, str) else t for t in types]}


def _when(type_: str, keywords: dict[str, Any]) -> dict[str, Any]:
    """``keywords`` (of ``type_``: ``maximum``, ``properties``...) applied to a value of
    that type, as JSON Schema applies them, and nothing said of a value of another type
    (whose own schema says it). Ajv's strict mode asks for the type beside such keywords;
    ``{"type": type_, **keywords}`` alone would say a value of another type twice."""
    return {"if": {"type": type_}, "then": {"type": type_, **keywords}}


def _ref(name: str, description: str) -> dict[str, Any]:
    return {"$ref": f"#/$defs/{name}", "description": description}


_SIDES = {"AXIS": "the Axis", "ALLIES": "the Allies"}
#: The range of a whole number the reader reads (a larger one it refuses, or keeps as read
#: in a rule option).
_WHOLE = {"minimum": -MAX_INT, "maximum": MAX_INT}
_HEX_NAME = {"type": "string", "pattern": "^[A-Za-z][0-9]{1,2}$",
             "description": "A hex name: the column letter (upper case for even columns, lower "
                            "case for odd ones, from the left) and the row number from the "
                            "bottom edge, e.g. A1 (bottom left) or e7."}


def _piece(category: str, what: str) -> dict[str, Any]:
    props: dict[str, Any] = {
        "name": _ref(f"{category}_name", f"The {what}'s catalog name."),
        "orientation": _int("Which of the catalog's drawings: orientation k turns the first "
                            "drawing by (k - 1) x 60 degrees counter-clockwise; 1 when absent. "
                            "Its range per name is the catalog's orientation count.", 1, 6),
        "behavior": _ref(f"{category}_behavior", f"Refines the {what}'s rules."),
        "original_owner": _ref("side", f"The side the {what} belongs to, e.g. the side that "
                                       "may claim a bunker."),
    }
    if category == "rect_terrain":
        props[SECOND_BEHAVIOR] = _ref("rect_terrain_behavior2", "A second behavior "
                                      "(ONE_MEDAL_IF_BLOWN).")
    return {"type": "object", "title": what.capitalize(),
            "description": f"{'An' if what[0] in 'aeio' else 'A'} {what} laid on the hex. "
                           "Other keys are kept as they are.",
            "required": ["name"], "properties": props}


def _model(description: str) -> dict[str, Any]:
    """An airplane model of the Air Pack (editor/engine/air_rules.py ``MODELS``)."""
    models = sorted(MODELS)
    return {"type": "string", "enum": models + [m.upper() for m in models],
            "description": description + ": " + ", ".join(
                f"{k} ({m.title})" for k, m in MODELS.items()) + "."}


def _air_rules() -> dict[str, Any]:
    """``game_info.options.air_rules`` (editor/engine/air_rules.py)."""
    count = _int("Air Sortie cards (the Air Pack has 2).", 0, SORTIE_CARDS)
    model = _model("The airplane the side flies")
    return {
        "title": "Air rules",
        "description": "The Air rules (Air Pack, 004) in effect: true (each player receives "
                       "one Air Sortie card face up at the start; airplanes by the Air "
                       "Pack's selection guidelines), false (not in effect; when the key is "
                       "absent, they are in effect if the scenario places an airplane or "
                       "Ready-to-Take-off markers), or the Air "
                       "Sortie cards each side receives and those shuffled into the deck, and "
                       "the airplane each side flies (a key left out keeps its standard "
                       "value).",
        "oneOf": [
            {"type": "boolean"},
            {"type": "object", "additionalProperties": False, "properties": {
                "sorties": {"type": "object", "additionalProperties": False,
                            "description": "Air Sortie cards: face up per side at the start "
                                           "(1 each when left out), and shuffled into the "
                                           "deck (0 when left out).",
                            "properties": {"AXIS": count, "ALLIES": count, "deck": count}},
                "models": {"type": "object", "additionalProperties": False,
                           "description": "The airplane model of each side (when left "
                                          "out: the first of the selection guidelines for "
                                          "the side's nation, date and front).",
                           "properties": {"AXIS": model, "ALLIES": model}},
            }},
        ],
    }


def _shaped(shape: Shape) -> dict[str, Any]:
    """The schema of a rule option's value of ``shape`` (editor/io/options.py)."""
    return {"description": capital(shape.words()) + ".",
            **_shaped_type(shape)}


def _shaped_type(shape: Shape) -> dict[str, Any]:
    kind = shape.kind
    if kind == "either":
        return {"oneOf": [_shaped(s) for s in shape.of]}
    if kind == "side":
        return {"$ref": "#/$defs/side"}
    if kind == "hex":
        return dict(_HEX_NAME)
    if kind == "hexes":
        return {"type": "array", "items": _HEX_NAME}
    if kind == "section":
        return _union({"type": "integer", **_WHOLE}, "string")
    if kind == "name":  # the catalog's names, as on the map
        return {"$ref": f"#/$defs/{shape.category}_name"}
    if kind == "behavior":
        values = _effects(shape.behaviors)
        return {"type": "string", "enum": list(values), _MEANINGS: values}
    if kind == "text" and shape.examples:
        return {"type": "string", "examples": list(shape.examples)}
    if kind == "enum":
        return {"type": "string", "enum": list(shape.values)}
    if kind == "list":
        return {"type": "array", "items": _shaped(shape.of[0])}
    if kind == "object":
        return {"type": "object", "properties": {k: _shaped(s) for k, s in shape.fields.items()}}
    if kind == "integer":
        return {"type": "integer", **_WHOLE}
    return {"type": {"boolean": "boolean", "text": "string"}[kind]}


def _options() -> dict[str, Any]:
    """``game_info.options``: each option of :data:`OPTION_SHAPES` with its value's shape."""
    props: dict[str, Any] = {}
    for key, shape in OPTION_SHAPES.items():
        if key == OPTION:
            props[key] = _air_rules()
            continue
        known = CATALOG.options[key]
        props[key] = {**_shaped(shape), "title": known.label,
                      "description": f"{known.label}: {shape.words()}."}
    return {
        "type": "object", "description": "Rule switches of the scenario. Known keys: "
        + ", ".join(f"{o.name} ({o.label})" for o in CATALOG.options.values())
        + "; and air_rules (the Air rules of the Air Pack, played by the engine). Each "
        "known key's value has the shape listed; other keys are kept as read.",
        "propertyNames": {"type": "string"},
        "properties": props,
    }


def build_schema() -> dict[str, Any]:
    """The JSON Schema (2020-12) of a canonical ``.m44`` scenario: only the keywords of
    JSON Schema's vocabularies, so that a strict validator (Ajv's default mode) takes it;
    the meanings of its enums are :func:`enum_meanings`."""
    schema: dict[str, Any] = _split_meanings(_annotated_schema(), "", {})
    return schema


def enum_meanings() -> dict[str, dict[str, str]]:
    """What each value of the schema's enums means (docs/FORMAT.md's tables), by the JSON
    pointer of the enum in :func:`build_schema` (``/$defs/side``: ``{"AXIS": "the
    Axis", ...}``)."""
    meanings: dict[str, dict[str, str]] = {}
    _split_meanings(_annotated_schema(), "", meanings)
    return meanings


def _split_meanings(node: Any, pointer: str, meanings: dict[str, dict[str, str]]) -> Any:
    """``node`` without its ``x-enumDescriptions``, which go to ``meanings``."""
    if isinstance(node, list):
        return [_split_meanings(v, f"{pointer}/{i}", meanings) for i, v in enumerate(node)]
    if not isinstance(node, dict):
        return node
    if _MEANINGS in node:
        meanings[pointer] = node[_MEANINGS]
    return {k: v if k in ("enum", "const", "examples") else
            _split_meanings(v, f"{pointer}/{k}", meanings)
            for k, v in node.items() if k != _MEANINGS}


def _annotated_schema() -> dict[str, Any]:
    """The schema with the meanings of its enums beside them (``x-enumDescriptions``)."""
    hexagon = {
        "type": "object", "title": "Hexagon",
        "description": "One hex of the board with what stands on it, layer by layer. Hexes "
                       "not listed are empty (or, on a BEACH face, the printed background).",
        "required": ["row", "col"],
        "properties": {
            "row": _int("Row from the top edge (0 = player 1's baseline).", 0, 16),
            "col": _int("Column in doubled-width coordinates: even rows use even columns, odd "
                        "rows odd ones (row + col is even).", 0, 50),
            "terrain": _ref("terrain", "The hex tile."),
            "rect_terrain": _ref("rect_terrain", "A square piece laid on the hex: bunker, "
                                                 "bridge, ford, ship, train..."),
            "obstacle": _ref("obstacle", "Sandbags, barbed wire or hedgehogs."),
            "unit": _ref("unit", "The unit standing on the hex."),
            "tags": {"type": "array", "description": "Markers on the hex: medal objectives, "
                                                     "exit markers, mines, tokens.",
                     "items": _ref("tag", "One marker.")},
            READY: {"type": "object", "title": "Ready-to-Take-off markers",
                    "description": "Air Pack: Ready-to-Take-off markers on an airfield or "
                                   "aircraft carrier, each an airplane that may take off "
                                   "later (with the Air rules in effect). This editor's key: "
                                   "no piece of the official catalog marks them.",
                    "required": ["side"], "additionalProperties": False,
                    "properties": {"side": _ref("side", "The side whose airplanes they are."),
                                   "count": _int("How many markers (1 when left out; the "
                                                 "pack has 2 or 3 per nation).", 1, READY_MAX)}},
        },
        "if": {"properties": {"row": _when("number", {"multipleOf": 2})}},
        "then": {"properties": {"col": {**_when("number", {"multipleOf": 2}),
                                        "description": "Even on even rows."}}},
        "else": {"properties": {"col": {"not": {"type": "number", "multipleOf": 2},
                                        "description": "Odd on odd rows."}}},
    }
    unit = {
        "type": "object", "title": "Unit", "required": ["name"],
        "description": "A unit. Other keys are kept as they are.",
        "properties": {
            "name": _ref("unit_name", "Type prefix (inf, inf2, tank, tank2, gun, pln, veh) and "
                                      "nation suffix (us, ger, ru, jp, brit)."),
            "nbr_units": _int("Figure count when not the type's standard one.", 1, 9),
            "badge": _ref("badge_name", "A special unit badge."),
            "behavior": _ref("unit_behavior", "Refines the unit's rules."),
            "equipment": {"type": "string", "description": "Special equipment.",
                          "enum": list(CATALOG.unit_equipment)},
            AIRPLANE_MODEL: _model("Air Pack: this airplane's own model, when it is not its "
                                   "side's (the Air rules' models). This editor's key: the "
                                   "official files name no model per airplane"),
        },
    }
    medal = {
        "type": "object", "title": "Medal objective details", "minProperties": 1,
        "description": "Refines a medal objective; absent keys take the rules' defaults "
                       "(temporary, worth one medal). An empty one is left out.",
        "properties": {
            "permanent": _bool("Once won the medal is kept (otherwise lost when the hex is "
                               "no longer held)."),
            "counts_for": _int("How many victory medals the objective is worth.", 0, 12),
            "majority": _bool("A temporary majority objective over the tag's group of hexes."),
            "side": _ref("side", "The side that may win the objective."),
            "nbr_hex": _int("How many hexes of the group must be held.", 0, 50),
            "any_hex": _bool("Any hex of the group counts."),
            "turn_start": _bool("The hex must be held at the start of the owner's turn."),
        },
    }
    tag = {
        "type": "object", "title": "Tag", "required": ["name"],
        "description": "A marker on a hex. Other keys are kept as they are.",
        "properties": {
            "name": _ref("tag_name", "The marker's catalog name."),
            "behavior": _ref("tag_behavior", "What the marker does (EXIT_MARKER, MINE_FIELD...)."),
            "side": _ref("side", "The side the marker serves: who scores the objective, who "
                                 "exits, who laid the mines."),
            "group": {"type": "array", "description": "Hex names grouped with this marker, "
                                                      "e.g. an exit line or a majority group.",
                      "items": _HEX_NAME},
            "medal": _ref("medal", "Medal objective details."),
        },
    }
    label = {
        "type": "object", "title": "Label", "required": ["row", "col", "text"],
        "description": "A place name printed on the map.",
        "properties": {
            "row": _int("Row of the label's hex.", 0),
            "col": _int("Column of the label's hex.", 0),
            "text": {"type": "array", "description": "The label's lines.",
                     "items": {"type": "string", "description": "One line."}},
        },
    }
    group = {
        "type": "object", "title": "Group", "required": ["hexes"],
        "description": "A named group of hexes. Other keys, of the group and of each of "
                       "its hexes, are kept as they are.",
        "properties": {
            "group_id": _id("The group's id."),
            "hexes": {"type": "array", "description": "The hexes of the group.",
                      "items": {"type": "object", "required": ["row", "col"],
                                "description": "One hex.",
                                "properties": {"row": _int("Row.", 0, 16),
                                               "col": _int("Column.", 0, 50)}}},
        },
    }
    game_info: dict[str, Any] = {
        "type": "object", "title": "Game info", "required": ["side_player1", "side_player2"],
        "description": "Who plays what, with how many cards, to how many medals. Player 1 "
                       "sits at the top of the board (row 0).",
        "properties": {},
    }
    gp = game_info["properties"]
    for n, where in ((1, "top"), (2, "bottom")):
        gp[f"side_player{n}"] = _ref("side", f"Side of player {n} ({where} edge).")
        gp[f"country_player{n}"] = _ref("country", f"Nation of player {n}.")
        gp[f"cards_player{n}"] = _int(f"Command cards in player {n}'s hand.", 0)
        gp[f"victory_player{n}"] = _int(f"Medals player {n} needs to win.", 0)
    gp.update({
        "starting": _enum("Who plays first", STARTING),
        "date_begin": _str("First day of the battle (ISO date, YYYY-MM-DD)."),
        "date_end": _str("Last day of the battle (ISO date)."),
        "front": _enum("Theatre", FRONTS),
        "type": _enum("Kind of scenario", GAME_TYPES),
        "operationID": _id("Id of the operation (campaign) the scenario belongs to."),
        "expert_mode": {"description": "Expert mode switch of the official editor."},
        "victory": {
            "type": "object", "title": "Victory conditions",
            "description": "Victory conditions beyond the medal count, where the official "
                           "editor writes them and Board Game Arena reads them. Other keys "
                           "are kept.",
            "properties": {"condition": {
                "type": "array",
                "description": "The conditions, each an object with one key naming its kind, "
                               "e.g. group_sudden_death; kinds this editor does not know are "
                               "kept.",
                "items": {"type": "object", "description": "One condition.",
                          "properties": {"group_sudden_death": {
                              "type": "object",
                              "description": "Sudden death: the side wins at once when its "
                                             "units hold that many of the hexes.",
                              "properties": {
                                  "side": _ref("side", "The side that wins so."),
                                  "number": _int("How many of the hexes to hold.", 1),
                                  "group": {"type": "array", "items": _HEX_NAME,
                                            "description": "The hexes."}}}}}}},
        },
        "victory_conditions": {
            "type": "array",
            "description": "The standard victory as official files state it: "
                           "[{\"standard\": {}}] (kept as read). Earlier versions of this "
                           "editor wrote sudden death here, where no other tool reads it; "
                           "the reader moves it to victory.condition (repair legacy-victory).",
            "items": {"type": "object", "description": "One condition. An object of one "
                                                       "key other than standard is moved.",
                      "properties": {"standard": {
                          "type": "object", "description": "Win by reaching the medal count."}},
                      **_ONLY_STANDARD}},
        "options": _options(),
    })
    texts = {
        "type": "object", "title": "Texts of one language",
        "description": "Plain text with newlines; markup is shown literally.",
        "properties": {
            "name": _str("The scenario's title."),
            "subtitle": _str("Subtitle (place, operation)."),
            "historical": _str("Historical background."),
            "description": _str("The briefing: nations, cards and who moves first."),
            "victory": _str("Conditions of victory."),
            "rules": _str("Special rules."),
            "bibliography": _str("Sources."),
        },
    }
    board_ranges = []
    for btype, extent in EXTENTS.items():
        coords = {"row": _when("number", {"maximum": extent.rows - 1}),
                  "col": _when("number", {"maximum": extent.max_col})}
        # the if takes a board of this type whose hexagons are a list (or absent): the then
        # applies its ranges to each hex that is an object, as the hexagon's own types say
        board_ranges.append({
            "if": {"properties": {"board": {"type": "object", "properties": {
                "type": {"const": btype.value}, "hexagons": {"type": "array"}}}}},
            "then": {"properties": {"board": {"type": "object", "properties": {"hexagons": {
                "type": "array", "items": _when("object", {"properties": coords})}}}}},
        })
    defs: dict[str, Any] = {
        "side": _enum("Side", _SIDES),
        "country": _enum("Nation", COUNTRIES),
        "terrain_name": _names("terrain", "Terrain name", "A hex tile of the catalog."),
        "rect_terrain_name": _names("rect_terrain", "Rectangular piece name",
                                    "A square piece of the catalog."),
        "obstacle_name": _names("obstacle", "Obstacle name", "An obstacle of the catalog."),
        "unit_name": _names("unit", "Unit name", "A unit of the catalog."),
        "badge_name": _names("badge", "Badge name", "A special unit badge of the catalog."),
        "tag_name": _names("tag", "Tag name", "A marker of the catalog."),
        "terrain_behavior": _behaviors("terrain"),
        "rect_terrain_behavior": _behaviors("rect_terrain"),
        "rect_terrain_behavior2": _enum(
            "Second behavior of the rectangular piece",
            {n: CATALOG.behaviors[n].effect
             for n in CATALOG.behaviors_for(f"rect_terrain.{SECOND_BEHAVIOR}")}),
        "obstacle_behavior": _behaviors("obstacle"),
        "unit_behavior": _behaviors("unit"),
        "tag_behavior": _behaviors("tag"),
        "terrain": _piece("terrain", "terrain tile"),
        "rect_terrain": _piece("rect_terrain", "rectangular piece"),
        "obstacle": _piece("obstacle", "obstacle"),
        "unit": unit, "tag": tag, "medal": medal, "hexagon": hexagon, "label": label,
        "group": group, "game_info": game_info, "texts": texts,
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "Memoir '44 scenario (.m44), canonical form",
        "description": "A Memoir '44 scenario as the m44 editor writes it: upper-case enums, "
                       "integers (never numeric strings; within ±2^53), plain lists (no "
                       "{\"item\": ...} wrappers), names from the official catalog, hexes on "
                       "the board. Unknown keys are allowed and kept.",
        "type": "object",
        "required": ["game_info", "board", "text"],
        "properties": {
            "meta_data": {"type": "object", "description": "Informational: status, software, "
                          "scenario_id, author, dates, owner. Kept as read; a scenario this "
                          f"editor creates gets software \"{SOFTWARE_NAME} VERSION\" and an "
                          "id of its custom range.",
                          "properties": {
                              "status": {"description": "The scenario's status as the "
                                         "official editor records it (GAME, APPROVED, "
                                         "PRIVATE and PUBLIC are seen); a scenario this "
                                         "editor creates is PRIVATE.",
                                         "examples": ["PRIVATE", "PUBLIC", "APPROVED", "GAME"]},
                              "author": {"description": "Who made the scenario."},
                              "scenario_id": _id("Scenario id. Official and community "
                                                 "scenarios keep theirs here; this editor "
                                                 "gives a new scenario one drawn from "
                                                 f"{CUSTOM_IDS.start}-{CUSTOM_IDS.stop - 1}, "
                                                 "a range kept for custom scenarios.", "null"),
                              "software": {"type": "string",
                                           "description": "The program that wrote the file "
                                                          "first (e.g. sed 1.2, the official "
                                                          "editor)."}}},
            "game_info": _ref("game_info", "Sides, nations, cards, medals, dates, options."),
            "board": {
                "type": "object", "title": "Board", "required": ["type", "face", "hexagons"],
                "description": "The battlefield.",
                "properties": {
                    "type": _enum("Board type", {
                        b.value: f"{e.columns} hexes across x {e.rows} rows"
                        for b, e in EXTENTS.items()}),
                    "face": _enum("Board face", {"COUNTRY": "countryside", "WINTER": "winter",
                                                 "BEACH": "beach landing (printed beach and "
                                                          "ocean rows)",
                                                 "DESERT": "desert"}),
                    "hexagons": {"type": "array", "description": "The non-empty hexes.",
                                 "items": _ref("hexagon", "One hex.")},
                    "labels": {"type": "array", "description": "Place names on the map.",
                               "items": _ref("label", "One label.")},
                    "groups": {"type": "array", "description": "Named hex groups.",
                               "items": _ref("group", "One group.")},
                },
            },
            "packs": {"type": "object", "description": "Expansions the scenario needs, e.g. "
                                                      "{\"terrain\": 1, \"eastern\": 1}.",
                      "additionalProperties": {"type": "integer",
                                               "description": "1 when needed."}},
            "text": {"type": "object", "description": "Texts by language code (en, fr, "
                     "de...). A language with no text yet is {}, as this editor writes a new "
                     "scenario's and a language just added.",
                     "additionalProperties": _ref("texts", "The texts of one language.")},
        },
        "allOf": board_ranges,
        "$defs": defs,
    }


@cache
def validator() -> Any:
    """The published schema's validator, built once."""
    from jsonschema import Draft202012Validator  # type: ignore[import-untyped]  # no stubs

    schema = build_schema()
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def _inline(node: Any, defs: dict[str, Any]) -> Any:
    """``node`` with every ``$ref`` replaced by its definition (the schema has no cycles)."""
    if isinstance(node, dict):
        if "$ref" in node:
            return _inline(defs[node["$ref"].rsplit("/", 1)[-1]], defs)
        return {k: _inline(v, defs) for k, v in node.items() if k != "$defs"}
    if isinstance(node, list):
        return [_inline(v, defs) for v in node]
    return node


@cache
def _hexagon_validator(board_type: str) -> Any:
    """The hexagon schema with references inlined and the board type's row and column
    ranges folded in: the same rules as the published schema's, checked per hex."""
    from jsonschema import Draft202012Validator

    schema = build_schema()
    hexagon = _inline(schema["$defs"]["hexagon"], schema["$defs"])
    for rule in schema["allOf"]:
        if rule["if"]["properties"]["board"]["properties"]["type"]["const"] == board_type:
            ranges = rule["then"]["properties"]["board"]["properties"]["hexagons"]["items"]
            hexagon = {"allOf": [hexagon, ranges]}
    return Draft202012Validator(hexagon)


_HexErrors = tuple[tuple[tuple[Any, ...], str, str], ...]


@lru_cache(maxsize=8192)
def _hexagon_errors(board_type: str, hexagon_json: str) -> _HexErrors:
    hexagon = json.loads(hexagon_json)
    errors = _errors(_hexagon_validator(board_type), hexagon)
    return tuple((tuple(e.absolute_path), e.validator, _message(e)) for e in errors)


def schema_findings(doc: dict[str, Any]) -> list[Finding]:
    """Schema errors of a document, one finding per error; errors inside a hex name it.

    Hexes are checked one by one with a cache keyed by their JSON text, so checking after
    an edit costs the changed hexes only; the rest of the document is checked with the
    published schema. (``tests/io/test_schema.py`` proves both ways find the same errors.)
    """
    board = doc.get("board") if isinstance(doc, dict) else None
    hexagons = board.get("hexagons") if isinstance(board, dict) else None
    board_type = board.get("type") if isinstance(board, dict) else None
    if (not isinstance(board, dict) or not isinstance(hexagons, list)
            or not isinstance(board_type, str) or board_type not in EXTENTS_BY_NAME
            or not all(isinstance(h, dict) for h in hexagons)):
        return _full_findings(doc)
    shell = {**doc, "board": {**board, "hexagons": []}}
    findings = _full_findings(shell)
    for i, h in enumerate(hexagons):
        key = json.dumps(h, sort_keys=True, ensure_ascii=False)
        for rel, keyword, message in _hexagon_errors(board_type, key):
            path = _json_path(("board", "hexagons", i) + rel)
            findings.append(Finding("error", f"schema-{keyword}", message, _coord_of(h), path))
    return findings


def _coord_of(h: Any) -> tuple[Coord, ...]:
    if isinstance(h, dict) and isinstance(h.get("row"), int) and isinstance(h.get("col"), int):
        return (Coord(h["row"], h["col"]),)
    return ()


_HEX_PATH = re.compile(r"^\$\.board\.hexagons\[(\d+)\]")


def _full_findings(doc: Any) -> list[Finding]:
    """Findings of the published schema's validator over the whole document."""
    hexagons = doc.get("board", {}).get("hexagons", []) if isinstance(doc, dict) and \
        isinstance(doc.get("board"), dict) else []
    findings = []
    for error in _errors(validator(), doc):
        path = _json_path(error.absolute_path)
        coords: tuple[Coord, ...] = ()
        m = _HEX_PATH.match(path)
        if m and isinstance(hexagons, list) and int(m.group(1)) < len(hexagons):
            coords = _coord_of(hexagons[int(m.group(1))])
        findings.append(Finding("error", f"schema-{error.validator}", _message(error),
                                coords, path))
    return findings


def _errors(checker: Any, doc: Any) -> list[Any]:
    """The errors of ``doc``, in the order of their paths; an error of a value that may
    take one of several shapes (``oneOf``, ``anyOf``) is the error inside the shape whose
    type the value has, at its own place, when one has it (jsonschema's ``best_match``):
    ``air_rules.sorties.AXIS: 9 is above the maximum 2``, not that no shape fits; a value
    of none of a union's types (:func:`_union`) is a ``type`` error, and a value of the
    wrong type is that error alone (not also an unknown value: ``enum``, ``const``)."""
    from jsonschema.exceptions import best_match  # type: ignore[import-untyped]

    errors = [_as_type_error(best_match([e])) if e.validator in ("oneOf", "anyOf") else e
              for e in checker.iter_errors(doc)]
    # a value of the wrong type is one fault: not also a value unknown (enum, const)
    mistyped = {tuple(e.absolute_path) for e in errors if e.validator == "type"}
    errors = [e for e in errors
              if e.validator not in ("enum", "const") or tuple(e.absolute_path) not in mistyped]
    return sorted((one for e in errors for one in _per_key(e)),
                  key=lambda e: list(map(str, e.absolute_path)))


def _as_type_error(error: Any) -> Any:
    """``error``; or, for a union (an ``anyOf`` of one type each, :func:`_union`) whose
    every type the value lacks, the ``type`` error a list of the types would give."""
    shapes = error.validator_value
    if error.validator != "anyOf" or {c.relative_schema_path[0] for c in error.context
                                      if c.validator == "type"} != set(range(len(shapes))):
        return error
    one = copy.copy(error)
    one.validator, one.validator_value = "type", [s["type"] for s in shapes]
    return one


def _per_key(error: Any) -> list[Any]:
    """``error``; or, for keys an object does not take, an error at each key's place."""
    if error.validator != "additionalProperties" or error.validator_value is not False \
            or not isinstance(error.instance, dict):
        return [error]
    takes = error.schema.get("properties", {})
    out = []
    for key in sorted(k for k in error.instance if k not in takes):
        one = copy.copy(error)
        one.path = one.relative_path = deque([*error.relative_path, key])
        out.append(one)
    return out


def _json_path(parts: Any) -> str:
    out = "$"
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else f".{p}"
    return out


def _message(error: Any) -> str:
    where = error.absolute_path[-1] if error.absolute_path else None
    field = _field(list(error.absolute_path))
    shown = _json_words(error.instance)
    if error.validator in ("oneOf", "anyOf"):  # no shape has the value's type
        return f"{field}{shown} is not {_either_words(error.validator_value)}"
    if error.validator == "required" and error.schema == _ONLY_STANDARD["then"]:
        return (f"{field}a {_listed(list(error.instance))} condition belongs under "
                "game_info.victory.condition, where other tools read it")
    if error.validator == "not" and error.validator_value.get("pattern") == _DIGITS:
        return f"{field}{shown} is a whole number written as text: write it as a number"
    if error.validator == "pattern" and error.validator_value == _HEX_NAME["pattern"]:
        return f"{field}{shown} is not a hex name (a column letter and a row number, e.g. A1)"
    if error.validator == "enum":
        close = close_value(error.instance, error.validator_value)
        said = f": did you mean {close!r}?" if close is not None else ""
        return f"{field}{shown} is not a known value{said}"
    if error.validator in ("multipleOf", "not") and where == "col":
        return f"col {shown} does not match the row's parity (row + col must be even)"
    if error.validator == "additionalProperties" and error.validator_value is False:
        takes = ", ".join(error.schema.get("properties", {}))
        return f"{field}not a key of {_field(list(error.absolute_path)[:-1])[:-2]}, which " \
               f"takes {takes}"
    if error.validator == "minProperties" and error.instance == {}:
        return f"{field}{{}} is empty: leave the key out"
    if error.validator in ("maximum", "minimum"):
        above = "above" if error.validator == "maximum" else "below"
        return f"{field}{shown} is {above} the {error.validator} {error.validator_value}"
    text: str = error.message
    if error.validator == "type":  # "is not of type 'integer'": JSON Schema's words
        types: list[str] = error.validator_value if isinstance(error.validator_value, list) \
            else [error.validator_value]
        text = f"{shown} is not " + _listed([_TYPE_WORDS.get(t, t) for t in types])
    elif text.startswith(repr(error.instance)):  # jsonschema shows the value as Python does
        text = shown + text[len(repr(error.instance)):]
    return field + (text if len(text) <= 160 else text[:157] + "...")


def _field(path: list[Any]) -> str:
    """The key a message starts with: the last key of ``path`` with the indexes after it
    (``group[1]: ``); nothing when the path has no key."""
    keys = [i for i, p in enumerate(path) if isinstance(p, str)]
    if not keys:
        return ""
    return str(path[keys[-1]]) + "".join(f"[{p}]" for p in path[keys[-1] + 1:]) + ": "


_TYPE_WORDS = {"boolean": "true or false", "object": "an object", "array": "a list",
               "integer": "a whole number", "string": "a text", "null": "null"}


def _listed(words: list[str]) -> str:
    """``a``, ``a or b``, ``a, b or c``."""
    return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]


def _either_words(shapes: list[dict[str, Any]]) -> str:
    """The shapes a value may take, in words: each one's description, or its type's."""
    words = [s["description"].rstrip(".") if "description" in s else
             _TYPE_WORDS.get(str(s.get("type")), "another shape") for s in shapes]
    words = [w if w.split(" ")[0][1:].isupper() else w[:1].lower() + w[1:] for w in words]
    return (", or " if any(" or " in w for w in words) else " or ").join(words)


def _json_words(value: Any) -> str:
    """A value of the document as a message shows it: in JSON's words (null, true, false,
    {"a": null}), a text quoted as the other messages quote it ('x')."""
    return repr(value) if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def write_schema(*paths: Path) -> str:
    """Write the schema to ``paths`` (default: the published copy and the package's)."""
    text = json.dumps(build_schema(), indent=2, ensure_ascii=False) + "\n"
    for path in paths or (SCHEMA_FILE, Path(str(schema_file()))):
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path}")
    return text


def main(argv: list[str] | None = None) -> int:
    """``python -m editor.io.schema [--write]`` (``make schema``)."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m editor.io.schema",
        description="Print the JSON Schema of canonical .m44 files as built from the catalog; "
                    "--write writes it to schema/m44.schema.json (the published copy) and to "
                    "the package's copy, which 'm44 schema' prints.")
    parser.add_argument("--write", action="store_true", help="write both copies")
    args = parser.parse_args(argv)
    if args.write:
        write_schema()
    else:
        print(json.dumps(build_schema(), indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
