"""Write ``docs/FORMAT.md``, the human guide to the ``.m44`` format, from the schema.

The prose lives here; every table (fields, enums, names, repairs) is read from the
schema, the catalog and the reader, so the guide cannot drift from them.
``tests/io/test_format_doc.py`` fails when the file is stale: run ``make docs``.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from editor.engine.board import EXTENTS  # noqa: E402
from editor.engine.catalog import CATALOG, CATEGORIES  # noqa: E402
from editor.io.m44 import FIX_CODES, MAX_DEPTH, MAX_FILE_SIZE, MAX_INT  # noqa: E402
from editor.io.options import OPTION_SHAPES  # noqa: E402
from editor.io.schema import UNCHECKED_REPAIRS, build_schema, enum_meanings  # noqa: E402
from tools.markdown_width import wrap_prose  # noqa: E402

OUT = ROOT / "docs" / "FORMAT.md"


def _type(node: dict[str, Any], defs: dict[str, Any]) -> str:
    if "$ref" in node:
        name = node["$ref"].rsplit("/", 1)[-1]
        target = defs[name]
        if "enum" in target:
            return f"enum ({name})"
        return f"object ({name})"
    if "anyOf" in node:  # a union of one type each, as Ajv's strict mode takes it
        return " or ".join(_type(one, defs) for one in node["anyOf"])
    t = node.get("type", "any")
    if t == "array":
        return "list of " + _type(node.get("items", {}), defs)
    if isinstance(t, list):
        return " or ".join(t)
    bounds = []
    if "minimum" in node:
        bounds.append(f"≥ {node['minimum']}")
    if "maximum" in node and node["maximum"] < MAX_INT:  # every whole number is ≤ 2^53
        bounds.append(f"≤ {node['maximum']}")
    return t + (f" ({', '.join(bounds)})" if bounds else "")


def _fields(title: str, node: dict[str, Any], defs: dict[str, Any]) -> list[str]:
    required = set(node.get("required", ()))
    about = node.get("description", "")
    lines = [f"### {title}", "", *([about, ""] if about else []),
             "| key | type | required | meaning |", "|---|---|---|---|"]
    for key, sub in node.get("properties", {}).items():
        lines.append(f"| `{key}` | {_type(sub, defs)} | {'yes' if key in required else ''} | "
                     f"{sub.get('description', sub.get('title', ''))} |")
    return lines + [""]


def _enum_table(name: str, pointer: str) -> list[str]:
    """The table of the enum at the JSON ``pointer`` of the schema, shown as ``name``."""
    node: Any = build_schema()
    for part in pointer.split("/")[1:]:
        node = node[part]
    lines = [f"### {node.get('title', name)} (`{name}`)", "", "| value | meaning |", "|---|---|"]
    meanings = enum_meanings().get(pointer, {})
    lines += [f"| `{v}` | {meanings.get(v, '')} |" for v in node["enum"]]
    return lines + [""]


def _schema_in_other_tools(schema: dict[str, Any]) -> list[str]:
    """How another tool uses the schema, and what it cannot check."""
    return [
        "## The schema in other tools",
        "",
        "`schema/m44.schema.json` (which `m44 schema` prints) is JSON Schema 2020-12 and uses "
        "only the keywords of its vocabularies; the meanings of the enums are the tables "
        f"below. Its `$id`, `{schema['$id']}`, names it: nothing is served there (the "
        "domain `.example` is reserved), so point a tool at the file.",
        "",
        "- Python: `jsonschema.Draft202012Validator(schema)`.",
        "- JavaScript: Ajv 8's 2020-12 build (`ajv/dist/2020`) compiles it with no warning "
        "in its default settings and in its strictest, `{strict: true}` (which makes "
        "`strictTypes` an error), `allowUnionTypes` left off: each keyword that applies to "
        "one type (`maximum`, `properties`...) stands with its `type`, also in the ranges "
        "that depend on the board type or on the row (`if`/`then`), and a value of several "
        "types (an id: a number or a text) is an `anyOf` of one type each. JavaScript "
        "reads a whole number beyond ±2^53 as the nearest double it holds (2^53 + 1 as "
        "2^53), so Ajv accepts 2^53 + 1 where the schema's bounds, and Python, refuse it. "
        "With `allErrors`, Ajv lists each keyword a value fails where the editor's "
        "findings say each fault once: a value of the wrong type where known names are "
        "asked is its type error alone (Ajv adds `enum`), and a fault inside a value of "
        "several shapes or types, or inside the ranges of a board type, is said where it "
        "is (Ajv adds the `oneOf`, `anyOf` or `if` around it).",
        "- VS Code: `\"files.associations\": {\"*.m44\": \"json\"}` and "
        "`\"json.schemas\": [{\"fileMatch\": [\"*.m44\"], \"url\": "
        "\"./m44.schema.json\"}]` in the settings (the url a path from the workspace "
        "folder); or, instead of json.schemas, a `\"$schema\"` key in a file giving the "
        "schema's path, which the reader keeps and writes back as any other key.",
        "",
        "But for what JSON Schema cannot see, listed here, a file the schema accepts reads "
        "with no repair: the schema refuses what each of the reader's repairs (below) "
        "mends, as a case of each proves.",
        "",
        *[f"- `{code}`: {why};" for code, why in UNCHECKED_REPAIRS.items()],
        f"- the file's size and depth (refused over {MAX_FILE_SIZE // (1024 * 1024)} MB or "
        f"{MAX_DEPTH} levels).",
        "",
        "What the reader keeps as read because no repair reads it (a name not in the "
        "catalog, a pack counted null, a rule option's value of another shape) is written "
        "back as read, and the schema refuses it there: such a file is not in the "
        "canonical form, and `m44 validate` says where.",
        "",
        "Nor does it check the game: whether a hex name is on the board, how many "
        "orientations a name has, pieces that do not fit together, the sides' units and "
        "medals. `m44 validate` checks those ([CHECKS.md](CHECKS.md)), with the schema's "
        "findings among its own.",
        "",
    ]


def build() -> str:
    schema = build_schema()
    defs = schema["$defs"]
    board = schema["properties"]["board"]
    out = [
        "# The .m44 scenario format",
        "",
        "<!-- Generated by tools/gen_format_doc.py from the schema, the catalog and the reader."
        " Do not edit: run `make docs`. -->",
        "",
        "A Memoir '44 scenario is a JSON file with the extension `.m44`, the format of the "
        "publisher's scenario editor that the whole community's tools read. This editor reads "
        "every variant found in the wild and writes one **canonical form**, described by the "
        f"JSON Schema [`schema/m44.schema.json`](../schema/m44.schema.json) (`{schema['$id']}`).",
        "",
        "## The canonical form",
        "",
        "- UTF-8, two-space indent, a final newline; keys in a fixed order: `meta_data`, "
        "`game_info`, `board`, `packs`, `text`, then any other key as it was read.",
        "- Enumerated values in upper case (`STANDARD`, `AXIS`, `PLAYER2`; the one value "
        "the official files write in lower case, `partial_blitz_rules`' `all`, as they write "
        "it); integers as numbers and booleans as `true` or `false`, never as strings; "
        "plain lists, never `{\"item\": [...]}`. Rule options too: each known one in the "
        "shape listed under Rule options below.",
        "- Names from the official catalog (listed below), hexes on the board, each listed "
        "once, in (row, col) order; empty hexes are not listed.",
        "- Keys this editor does not know are kept and written back unchanged: the format is "
        "shared, and other tools' data must survive a round trip.",
        f"- Readers refuse files over {MAX_FILE_SIZE // (1024 * 1024)} MB or nested more than "
        f"{MAX_DEPTH} levels deep (in the file or in its canonical form, which moves some "
        "parts a level down: a file read can be written back), and anything but a regular "
        "file (a FIFO, a device).",
        "- Strict JSON only: no `NaN` or `Infinity`, and no number beyond a double (`1e400` "
        "is refused when reading, since it could not be written back). A text holding half "
        "of a UTF-16 surrogate pair (`\"\\ud800\"`), which UTF-8 cannot encode, is read "
        "as U+FFFD and listed as the repair `lone-surrogate`. Whole numbers of the model "
        "(counts, coordinates) must lie within ±2^53, the integers every JSON reader "
        "holds exactly (an id beyond it is kept as read).",
        "- Writers check their own output: the file is written beside the target, read back "
        "by the reader, and only then renamed over it, so a readable file is never replaced "
        "by one the reader refuses.",
        "",
        *_schema_in_other_tools(schema),
        "## Coordinates and hex names",
        "",
        "`row` 0 is the top edge, player 1's baseline; rows grow downwards. Even rows use even "
        "columns, odd rows odd columns (shifted half a hex right), so `row + col` is always "
        "even. Neighbours of (r, c) are (r, c ± 2) and (r ± 1, c ± 1).",
        "",
        "| board type | hexes across × rows | columns | rows | hexes | section lines (columns) |",
        "|---|---|---|---|---|---|",
    ]
    counts = {"STANDARD": 113, "BRKTHRU": 213, "OVERLORD": 230}
    for btype, e in EXTENTS.items():
        lines = ", ".join(map(str, e.section_lines[1:3]))
        sub = f" (sub-lines {', '.join(map(str, e.sub_lines))})" if e.sub_lines else ""
        out.append(f"| `{btype.value}` | {e.columns} × {e.rows} | 0–{e.max_col} | "
                   f"0–{e.rows - 1} | {counts[btype.value]} | {lines}{sub} |")
    out += [
        "",
        "A hex name is a column letter and a row number: the letter is `col / 2` in upper "
        "case for even columns (A, B, ...) and `(col − 1) / 2` in lower case for odd ones "
        "(a, b, ...); the number counts rows from the bottom edge. A1 is the bottom-left hex; "
        "M9 the top-right hex of a standard board. Hexes on a section line belong to both "
        "sections; sections are named from the bottom player's view and mirrored for the top "
        "player. An Overlord board's thinner lines divide no section (a hex on one is in its "
        "section alone); they are two standard boards' outer lines (7, 43) and the seam "
        "between the boards (25). The shared fact sheet gives the right one at 41, which "
        "would make the board look different turned round (its left one is 7 from the edge, "
        "so its right one is 7 from the other: 50 − 7 = 43); we draw it at 43.",
        "",
        "On a `BEACH` face, hexes not given a terrain show the printed background: on 9-row "
        "boards rows 4–6 are beach and rows 7–8 ocean; on Breakthrough rows 11–13 beach and "
        "14–16 ocean.",
        "",
        "Orientation `k` of a piece turns its drawing by (k − 1) × 60° counter-clockwise; the "
        "catalog says how many orientations each name has.",
        "",
        "## Structure",
        "",
        *_fields("Top level", schema, defs),
        *_fields("`meta_data`", schema["properties"]["meta_data"], defs),
        *_fields("`board`", board, defs),
        *_fields("Hexagon (`board.hexagons[]`)", defs["hexagon"], defs),
        *_fields("Piece (`terrain`; `rect_terrain` and `obstacle` alike, `rect_terrain` "
                 "adding `behavior2`)", defs["terrain"], defs),
        *_fields("`unit`", defs["unit"], defs),
        *_fields("Tag (`tags[]`)", defs["tag"], defs),
        *_fields("Medal objective (`tags[].medal`)", defs["medal"], defs),
        *_fields("Label (`board.labels[]`)", defs["label"], defs),
        *_fields("Group (`board.groups[]`)", defs["group"], defs),
        *_fields("`game_info`", defs["game_info"], defs),
        *_fields("Victory conditions (`game_info.victory`)",
                 defs["game_info"]["properties"]["victory"], defs),
        *_fields("Sudden death (`game_info.victory.condition[].group_sudden_death`)",
                 defs["game_info"]["properties"]["victory"]["properties"]["condition"]["items"]
                 ["properties"]["group_sudden_death"], defs),
        "For example: `\"victory\": {\"condition\": [{\"group_sudden_death\": {\"side\": "
        "\"ALLIES\", \"number\": 3, \"group\": [\"G15\", \"h14\", \"H13\"]}}]}`. "
        "The standard medal victory needs no entry; official files also carry "
        "`\"victory_conditions\": [{\"standard\": {}}]`, which is kept as read. A sudden "
        "death found under `victory_conditions` (where earlier versions of this editor wrote "
        "it, and where no other tool reads it) is moved to `victory.condition` by the reader "
        "(repair `legacy-victory`).",
        "",
        "### Rule options (`game_info.options`)",
        "",
        "Each option this editor knows has a value of one shape (editor/io/options.py, from "
        "the shared vocabulary's value shapes): the reader writes a value given in another "
        "form in its shape, as it repairs any other key (`\"true\"` a boolean, `\"3\"` a "
        "number, `\"allies\"` the side `ALLIES`, a unit or badge name or a behavior in "
        "another case, `InfGer`, the catalog's `infger`, `one_at_time` its `ONE_AT_TIME`, as "
        "on the map), listing each repair with its JSON path; "
        "an option set to null or to an empty string is left out. A value of another form "
        "that no repair reads is kept as read (the schema reports it), and so is every "
        "option this editor does not know. The writer writes the options as the reader "
        "reads them: a field emptied in Scenario properties, which it holds as null, is "
        "not written, so that a file saved reads back as the scenario saved.",
        "",
        "| key | label | value |",
        "|---|---|---|",
        *[f"| `{key}` | {CATALOG.options[key].label if key in CATALOG.options else 'Air rules'}"
          f" | {shape.words()} |" for key, shape in OPTION_SHAPES.items()],
        "",
        "The names and behaviors inside options are checked as the map's are "
        "(docs/CHECKS.md): an unknown name (`unknown-name`, with the name meant), a name of "
        "another layer (`wrong-layer`: a bunker as an airdrop's unit, a unit as the supply "
        "train, which is a square piece, `loco`), a behavior that does not apply there "
        "(`unknown-behavior`), each at its JSON path "
        "(`$.game_info.options.airdrop.unit.name`). Which behaviors a place takes is the "
        "catalog's, the shared vocabulary's `applies_to`: a dropped unit's and an Armor "
        "Breakthrough reinforcement's are a unit's (the unit markers the engine reads too, "
        "`LRDG`), or the option's own, `CANNOT_BE_ACTIVATED_TILL_TURN` (\"dropped/arriving "
        "units cannot be ordered until option unit.turn\") and `CANNOT_EXIT` (\"armor "
        "breakthrough units cannot exit the board\"); the supply train's only "
        "`CANNOT_BE_ACTIVATED_TILL_TURN`; the airdrop's own `behavior` only `ONE_AT_TIME` "
        "(\"drops are made one at a time\"). The vocabulary saw each in one or two official "
        "files and no source says more of what these keys hold: `ONE_AT_TIME` was seen in "
        "`airdrop` only and `CANNOT_EXIT` on the Axis side only; `airdrop2`, \"like airdrop\", "
        "and the Allies' reinforcements, of the Axis' shape, take the same here. None is "
        "played: the simulation does not play these options (`unplayed-option`).",
        "",
        "The hex names inside options (`hill317`'s list, an air drop's `center`) are read as "
        "a group's are (a column letter, upper case in the odd-numbered rows and lower case "
        "in the even-numbered ones, then the row's number from the bottom; or `row,col`), "
        "follow their hexes when the map is mirrored, turned or put on another board, and "
        "are checked (`option-hex-unknown`, at the name's JSON path, "
        "`$.game_info.options.hill317[1]`): a name that is no hex of the board, or a value "
        "that is no hex name, is said with the form read, and a name in the other case with "
        "the hex it would be (`G8` is no hex of the standard board: `g8` is). No source says "
        "whether official files write an air drop's centre in another form.",
        "",
        "The sections of `empty_section_medals` are written in two forms: numbers "
        "(`\"sections\": [0, 2]`) and names (`\"sections\": [\"left\"]`). No source "
        "settles which one is canonical: the shared vocabulary gives the shape as "
        "`object {sections[], side, count_for}`, the format notes name the sections left, "
        "centre and right, and the rules texts do not mention the option. Both are read and "
        "kept as written (a number written as text, `\"2\"`, becomes a number). This editor "
        "writes numbers in a new value, as the vocabulary's `sections[]` reads like "
        "`supply_train_rules`' `nbr_units[]`, a list of numbers, where it spells out a list "
        "of names (`hill317`: \"list of hex coordinates e.g. ['L5','k4']\"). What each "
        "number means (0 the left section?) is not said either: the editor does not play "
        "the option.",
        "",
        "### The Air rules (`game_info.options.air_rules`)",
        "",
        defs["game_info"]["properties"]["options"]["properties"]["air_rules"]["description"],
        "",
        "The official files carry the Air rules in their special rules text only (and "
        "`packs` `{\"air\": 1}` for the Air Pack's pieces); this editor writes the switch "
        "as a rule switch of `game_info.options`, where the official files put theirs "
        "(m44-format: `options`: \"rule switches\"). `air_strikes_rules` (a side, seen "
        "in official files) is read with it: that side's Recon cards may be played as Air "
        "Sorties.",
        "",
        *_fields("Air rules object", defs["game_info"]["properties"]["options"]["properties"]
                 ["air_rules"]["oneOf"][1], defs),
        "For example: `\"air_rules\": {\"sorties\": {\"ALLIES\": 2, \"AXIS\": 0}, "
        "\"models\": {\"ALLIES\": \"p40\"}}` (both Air Sortie cards to the Allies, who "
        "fly the P-40); `\"air_rules\": {\"sorties\": {\"ALLIES\": 0, \"AXIS\": 0, "
        "\"deck\": 2}}` (both shuffled into the deck).",
        "",
        defs["game_info"]["properties"]["options"]["properties"]["air_rules"]["oneOf"][1]
        ["properties"]["models"]["properties"]["AXIS"]["description"].replace(
            "The airplane the side flies", "Airplane models"),
        "",
        "One airplane placed on the map may fly a model of its own: the unit's "
        "`airplane_model` key (this editor's; the official files name no model per "
        "airplane), e.g. `\"unit\": {\"name\": \"plnger\", \"airplane_model\": "
        "\"storch\"}` — a Storch among Axis airplanes that fly the Me 109. Left out, the "
        "airplane flies its side's model; the airplanes of an Air Sortie and of "
        "Ready-to-Take-off markers always do. The key is the unit's, so it moves and goes "
        "with the airplane; the check `airplane-model` reports a name that is not a model "
        "or one on a unit that is not an airplane (the engine then flies the side's).",
        "",
        *_fields("Texts of one language (`text.<lang>`)", defs["texts"], defs),
        "## Enumerations",
        "",
    ]
    for name in ("side", "country"):
        out += _enum_table(name, f"/$defs/{name}")
    for key in ("starting", "front", "type"):
        out += _enum_table(key, f"/$defs/game_info/properties/{key}")
    out += _enum_table("board.type", "/properties/board/properties/type")
    out += _enum_table("board.face", "/properties/board/properties/face")
    for layer in ("terrain", "rect_terrain", "obstacle", "unit", "tag"):
        out += _enum_table(f"{layer}_behavior", f"/$defs/{layer}_behavior")
    out += _enum_table("rect_terrain_behavior2", "/$defs/rect_terrain_behavior2")
    out += ["## The catalog", "",
            "Every name of the official editor's catalog, by category, with its label, "
            "orientation count and face family (generated into "
            "`editor/engine/catalog.json` from the shared vocabulary).", ""]
    for category in CATEGORIES:
        out += [f"### `{category}` ({len(CATALOG.names(category))} names)", "",
                "| name | label | orientations | face family |", "|---|---|---|---|"]
        out += [f"| `{n}` | {CATALOG[n].label} | {CATALOG[n].orientations} | "
                f"{CATALOG[n].face_family} |" for n in CATALOG.names(category)]
        out.append("")
    out += ["## What the reader repairs", "",
            "Real files are sloppy. The reader repairs what it can and says so, each repair "
            "naming its JSON path in the file as read (`m44 convert` lists them, "
            "`m44 validate` reports them as findings). A repair that only writes what the "
            "file says in the canonical form (how BGA's PHP code and the official files "
            "write it) is an info, so that a faithful file passes `m44 validate --strict`; "
            "one that drops, replaces or guesses content is a warning, one that invents what "
            "the game needs an error ([CHECKS.md](CHECKS.md#reader-repairs) gives each "
            "code's).", "",
            "| code | what was wrong, and what was done |", "|---|---|"]
    out += [f"| `{code}` | {text} |" for code, text in FIX_CODES.items()]
    out += ["", "What cannot be read is refused with the file and the place: text that is "
            "neither UTF-8, UTF-16 or UTF-32 nor Windows-1252 (a byte Windows-1252 leaves "
            "undefined, 0x81, 0x8D, 0x8F, 0x90 or 0x9D, at its line and column), or that "
            "mixes UTF-8 with another encoding (line and column); a file that is empty, "
            "blank or a byte order mark alone, or a file of another kind (a ZIP or gzip "
            "archive, a PNG image, a PDF document, an HTML page, XML), said so; not JSON (line and column; a "
            "comment, a comma after the last entry and a text that ends with brackets "
            "still open, a file cut short, are said so), not an .m44 structure (JSON "
            "path), too large, nested too deep.", ""]
    return wrap_prose("\n".join(out))


def main() -> int:
    OUT.write_text(build(), encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
