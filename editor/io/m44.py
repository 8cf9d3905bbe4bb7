"""Reading and writing ``.m44`` scenario files.

Reading happens in stages: bytes → text (UTF-8, else UTF-16 or UTF-32, else Windows-1252;
at most :data:`MAX_FILE_SIZE`) → JSON (at most :data:`MAX_DEPTH` levels) → the typed
model, repairing the sloppy variants real files contain and recording each repair as a
:class:`Fix` that names its JSON path.
What cannot be read raises :class:`M44ReadError`, naming the file and the place.

Writing produces the canonical form that ``schema/m44.schema.json`` describes: upper-case
enums, integers, plain lists, hexes in (row, col) order, stable key order, two-space indent,
UTF-8 and a final newline. :func:`save` is atomic and keeps the previous file as ``.bak``.

>>> result = loads('{"board": {"type": "standard", "face": "COUNTRY", "hexagons":'
...                ' [{"row": "8", "col": 0, "terrain": {"name": "woods"}}]}}')
>>> result.scenario.hex(Coord(8, 0)).terrain
Piece(name='woods', orientation=None, behavior=None, original_owner=None, extra={})
>>> [f.code for f in result.fixes]
['missing-game-info', 'enum-case', 'string-number']
"""

from __future__ import annotations

import codecs
import json
import math
import os
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

from editor.engine.board import (BOARDS, Board, BoardType, Coord, Face, Side,
                                 split_hex_names)
from editor.engine.catalog import CATALOG, SECOND_BEHAVIOR
from editor.engine.rules.units import MARKER_BEHAVIORS
from editor.engine.scenario import (
    COUNTRIES, FRONTS, GAME_TYPES, STARTING, TEXT_FIELDS, GameInfo, Group, Hex, Json, Label,
    Medal, Piece, Scenario, ScenarioText, Tag, Unit, Victory, VictoryCondition, value_key,
)

from .files import FileReadError, FileWriteError, atomic_write, read_file
from .options import OPTION_SHAPES, Shape

#: Files larger than this are refused (the largest official scenario is under 100 kB).
MAX_FILE_SIZE = 5 * 1024 * 1024
#: Deepest nesting of arrays and objects accepted (a canonical file nests 7 levels).
MAX_DEPTH = 64
#: Largest whole number of the model (counts, coordinates, ids): the integers every JSON
#: reader holds exactly (2^53, JavaScript's and PHP's doubles).
MAX_INT = 2 ** 53

_BOARD_ALIASES = {"BREAKTHROUGH": "BRKTHRU", "BRKTHROUGH": "BRKTHRU"}
_FACE_ALIASES = {"COUNTRYSIDE": "COUNTRY", "SNOW": "WINTER"}

Severity = Literal["error", "warning", "info"]

#: Every repair the reader makes, code → what it means; :func:`fix_severity` gives its
#: severity.
FIX_CODES: dict[str, str] = {
    "byte-order-mark": "a UTF-8 byte order mark opened the file; removed",
    "utf-16": "the file is UTF-16 (or UTF-32) text, as Windows' Notepad saves \"Unicode\", "
              "not UTF-8; read as such, and written as UTF-8",
    "windows-1252": "the file is not UTF-8 but Windows-1252 (or Latin-1) text, as the "
                    "official scenario books were saved on Windows; read as such, and "
                    "written as UTF-8 (the message names the first words beyond ASCII as "
                    "read, with their line and column, to be checked)",
    "item-wrapper": 'a list written as {"item": [...]} (an XML-to-JSON artefact); unwrapped',
    "single-object": "a lone object stood where a list belongs (or a lone value in "
                     "{\"item\": ...}); made a list of one",
    "numbered-object": 'an object keyed by numbers ({"0": ..., "1": ...}, how PHP writes a '
                       "list with gaps) where a list belongs; read as a list in key order",
    "null-name": "a piece, unit or marker whose name is null or empty (nothing that can be "
                 "set up); dropped",
    "null-entry": "a null entry of a list (of hexes, markers, label lines, hex names...), "
                  "as PHP writes an entry set to null; dropped",
    "null-value": "a known key set to null (as PHP writes an unset value); taken as absent, "
                  "and left out when written back (a list or object every file has, such as "
                  "board.labels, written empty)",
    "string-number": "a whole number written as a string (\"3\"); written as a number",
    "float-number": "a whole number written with a fraction (6.0); written as an integer",
    "string-boolean": "a boolean written as a string (\"true\", or \"1\" and \"0\" as PHP "
                      "writes a database's booleans); written as a boolean",
    "number-boolean": "a boolean written as 0 or 1; written as a boolean",
    "number-string": "a text written as a number; written as text",
    "enum-case": "an enumerated value in another case (country, Axis); written in its "
                 "canonical case: upper case, but for the official files' lower-case \"all\" "
                 "of partial_blitz_rules",
    "enum-alias": "another spelling of an enumerated value (BREAKTHROUGH); the canonical one",
    "name-case": "a catalog name in another case (Woods); the catalog's spelling",
    "bare-name": 'a piece written as a bare name; written as {"name": ...}',
    "text-lines": "a text written as a list of lines; joined with newlines",
    "text-list": "a list written as one text (hex names, a label line); made a list",
    "empty-value": "an empty string where a number, boolean, enumerated value, list or "
                   "object belongs (how XML-to-JSON converters write an empty element, "
                   "<labels/>); taken as absent, or as the empty list or object",
    "empty-piece": "an empty object, list or string (or one of spaces) where a piece, unit, "
                   "badge, marker or medal belongs, or as an entry of the hexagons, labels "
                   "or groups (or of a group's hexes); taken as absent, the entry dropped",
    "empty-list-object": "an empty list where an object belongs (a PHP JSON artefact); "
                         "written as an empty object",
    "empty-object-list": "an empty object where a list belongs; read as an empty list (not "
                         "as a list of one empty entry)",
    "boolean-number": "a number written as true or false (packs); written as 1 or 0",
    "orientation-zero": "orientation 0; the first drawing (orientation 1, written by omission)",
    "zero-figures": "nbr_units 0, which no unit has; the type's standard figure count",
    "hex-name-space": "spaces around a hex name; removed",
    "legacy-victory": "a victory condition (sudden death...) under game_info.victory_conditions, "
                      "where no other tool reads it (earlier versions of this editor wrote it "
                      "there); moved to game_info.victory.condition",
    "lone-surrogate": "a text holding half of a UTF-16 surrogate pair (a \\ud800 escape), "
                      "which no UTF-8 file can hold; replaced by U+FFFD",
    "missing-game-info": "no game_info; the defaults are used (AXIS for player 1, ALLIES "
                         "for player 2 assumed)",
    "missing-side": "a player without a side; AXIS for player 1, ALLIES for player 2 assumed",
    "missing-board-type": "no board type; the smallest type holding every hex assumed",
    "missing-face": "no board face; COUNTRY assumed",
    "repeated-key": "a key written twice in one JSON object (\"starting\": ..., "
                    "\"starting\": ...); its last value read, as every JSON reader does, "
                    "and the values before it dropped (the message says how many)",
    "duplicate-hex": "a hex listed twice; the entries merged, the later winning a conflict "
                     "(the message says what was replaced)",
    "odd-hex": "a hex whose row + col is odd, which no board has; dropped (the message says "
               "what it held: nothing of it could be set up)",
    "off-board": "a hex outside the board of its type; dropped (the message says what it "
                 "held: nothing of it could be set up; and the board type that has the hex, "
                 "if one does: a Breakthrough map written STANDARD loses its bottom rows, "
                 "and the type is what to correct)",
}


#: The repairs that write in the canonical form what a file says in another form, losing and
#: guessing nothing: how Board Game Arena's PHP code and the official files write a scenario
#: (numbers as strings, lists as {"item": [...]} or keyed "0", "1"..., lower-case values,
#: null for an unset value). Each is an info: a faithful official or BGA file is no problem
#: of the scenario, and passes ``m44 validate --strict``.
LOSSLESS_FIXES = frozenset({
    "byte-order-mark", "utf-16", "item-wrapper", "single-object", "numbered-object",
    "null-entry", "null-value", "string-number", "float-number", "string-boolean",
    "number-boolean", "number-string", "enum-case", "enum-alias", "name-case", "bare-name",
    "text-lines", "text-list", "empty-value", "empty-piece", "empty-list-object",
    "empty-object-list", "boolean-number", "hex-name-space", "legacy-victory"})
#: The repairs that invent what the game needs and the file lacks (a side, a board type or
#: face): errors, as ``m44 validate`` says them.
ASSUMING_FIXES = frozenset({"missing-game-info", "missing-side", "missing-board-type",
                            "missing-face"})


def fix_severity(code: str) -> Severity:
    """The severity of a repair: an error when it invents what the game needs
    (:data:`ASSUMING_FIXES`), an info when it loses and guesses nothing
    (:data:`LOSSLESS_FIXES`), else a warning: it drops, replaces or guesses something the
    file holds (a hex off the board and its unit, a key's earlier value, the encoding of
    a file that is not UTF-8), which the user should look at. A repair of a warning's code
    that happens to lose nothing (an empty hex off the board) is said an info where it is
    made.

    >>> fix_severity("string-number"), fix_severity("off-board"), fix_severity("missing-face")
    ('info', 'warning', 'error')
    """
    if code in ASSUMING_FIXES:
        return "error"
    return "info" if code in LOSSLESS_FIXES else "warning"


class M44ReadError(ValueError):
    """A file that cannot be read as a scenario; ``place`` is a JSON path, a line and
    column, or ``None`` when the whole file is at fault."""

    def __init__(self, file: str, place: str | None, message: str) -> None:
        super().__init__(f"{file}: {place}: {message}" if place else f"{file}: {message}")
        self.file = file
        self.place = place
        self.message = message


@dataclass(frozen=True)
class Fix:
    """A repair the reader made; ``path`` is a JSON path into the file as it was read."""

    path: str
    code: str
    message: str
    severity: Severity = "warning"
    #: The hex concerned, if any (the place a report names: a hex listed twice).
    coord: Coord | None = None
    #: The hex whose entry in the file (a hexagon's, or a label's) holds the repaired
    #: place, if any: the place the editor names to a person (the path also names the key,
    #: for the command line).
    hex: Coord | None = None
    #: The JSON paths the message quotes as places in the file (a hex listed twice: its
    #: two entries), which a person's view says in words; a path in text the message
    #: quotes from the file is not one of them.
    quoted: tuple[str, ...] = ()


@dataclass
class LoadResult:
    scenario: Scenario
    fixes: list[Fix] = field(default_factory=list)
    source: str = "<string>"


# ---------------------------------------------------------------------------------------------
# bytes → JSON


def load(path: str | os.PathLike[str], *, limit: int = MAX_FILE_SIZE) -> LoadResult:
    """Read a ``.m44`` file; raises :class:`M44ReadError` when it cannot be read (a special
    file, a directory or a file over ``limit`` bytes included: :data:`MAX_FILE_SIZE`, but
    for files of our own that may be larger, as recovery copies)."""
    try:
        data = read_file(path, limit)
    except FileReadError as e:
        raise M44ReadError(str(path), None, str(e)) from None
    return loads(data, source=str(path), limit=limit)


def read_json(path: str | os.PathLike[str], limit: int) -> Any:
    """The JSON document of a file that is not a scenario (a game log, a batch checkpoint),
    read as scenarios are: a regular file of at most ``limit`` bytes, UTF-8, JSON of at
    most :data:`MAX_DEPTH` levels, a UTF-8 byte order mark before it ignored (as JSON's
    RFC allows, and as scenarios are read); raises :class:`M44ReadError` naming the file
    and the place (a line and column)."""
    try:
        data = read_file(path, limit)
    except FileReadError as e:
        raise M44ReadError(str(path), None, str(e)) from None
    return parse_json(_utf8(data, str(path)).removeprefix("\ufeff"), str(path))


def _utf8(data: bytes, source: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise M44ReadError(source, _line_column(data, e.start),
                           f"not UTF-8 text (byte 0x{data[e.start]:02X})") from None


#: How the files a scenario is mistaken for begin (a download left zipped, an image or a
#: briefing picked by mistake, a web page saved instead of the file), and what each is: no
#: JSON text begins so.
_OTHER_FILES = ((b"PK\x03\x04", "a ZIP archive (extract the .m44 file from it)"),
                (b"\x1f\x8b", "a gzip archive (extract the .m44 file from it)"),
                (b"\x89PNG", "a PNG image"), (b"%PDF", "a PDF document"))
_OTHER_TEXTS = (("<!doctype html", "an HTML page (a web page saved, not the file it offered)"),
                ("<html", "an HTML page (a web page saved, not the file it offered)"),
                ("<", "XML"))


def _refuse_other_file(data: bytes, source: str) -> None:
    """Refuse bytes that begin as a file of another kind does, naming that kind."""
    _refuse_kind(next((k for magic, k in _OTHER_FILES if data.startswith(magic)), None),
                 source)


def _refuse_other_text(text: str, source: str) -> None:
    """Refuse a text that begins as markup does (HTML, XML), naming it."""
    start = text[:64].lstrip().lower()
    _refuse_kind(next((k for mark, k in _OTHER_TEXTS if start.startswith(mark)), None),
                 source)


def _refuse_kind(kind: str | None, source: str) -> None:
    if kind is not None:
        raise M44ReadError(source, None, f"{kind}, not an .m44 scenario (JSON text)")


def _decode(data: bytes, source: str, fixes: list[Fix]) -> str:
    """The text of a file: UTF-8, or UTF-16 or UTF-32 (told by their byte order mark, or
    by the zero bytes JSON's ASCII opening has in them, as RFC 4627 tells them), which
    Windows' Notepad saves as "Unicode", or else Windows-1252 (:func:`_windows_1252`),
    read with the repair said."""
    encoding = json.detect_encoding(data)
    if encoding in ("utf-8", "utf-8-sig"):
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError as e:
            return _windows_1252(data, e.start, source, fixes)
    said = encoding.upper().replace("-LE", "").replace("-BE", "")
    try:
        # half a surrogate pair kept, to be repaired as a \ud800 escape is (lone-surrogate)
        text = data.decode(encoding, "surrogatepass")
    except UnicodeDecodeError as e:
        before = data[:e.start].decode(encoding, "replace")
        raise M44ReadError(source, _line_column(before, len(before)),
                           f"{said} text that cannot be read as such ({e.reason})") from None
    fixes.append(Fix("$", "utf-16", f"the file is {said} text, not UTF-8: read as {said}, "
                     "written back as UTF-8", fix_severity("utf-16")))
    return text.removeprefix("\ufeff")


#: A character of UTF-8 beyond ASCII: a lead byte and its continuation bytes, well formed.
_UTF8_CHARACTER = re.compile(
    rb"[\xc2-\xdf][\x80-\xbf]|\xe0[\xa0-\xbf][\x80-\xbf]|[\xe1-\xec\xee\xef][\x80-\xbf]{2}"
    rb"|\xed[\x80-\x9f][\x80-\xbf]|\xf0[\x90-\xbf][\x80-\xbf]{2}|[\xf1-\xf3][\x80-\xbf]{3}"
    rb"|\xf4[\x80-\x8f][\x80-\xbf]{2}")
#: A run of letters and characters beyond ASCII: a word the repair windows-1252 may name.
_WORD_RUN = re.compile(r"(?:[^\W\d_]|[^\x00-\x7f])+")
#: How many such words the repair names.
_WORDS_SHOWN = 3


def _windows_1252(data: bytes, bad: int, source: str, fixes: list[Fix]) -> str:
    """The text of a file that is not UTF-8 (``data[bad]`` the first byte that is not):
    Windows-1252, as the official scenario books were saved on Windows (Latin-1 is the
    same but for 0x80-0x9F), read with the repair said, naming the first words beyond
    ASCII as read so that the user can check them. A byte Windows-1252 leaves undefined,
    or UTF-8 characters beside the bytes that are not (a file of mixed encodings, which
    no one decoding reads right), is refused at its line and column."""
    before = data[:bad].decode("utf-8")  # UTF-8 up to there: its place in characters
    first = f"byte 0x{data[bad]:02X} at {_line_column(before, len(before))}"
    try:
        text = data.decode("cp1252")
    except UnicodeDecodeError as e:
        raise M44ReadError(source, _line_column(data, e.start), "not UTF-8 text" + (
            f" ({first})" if e.start != bad else "") + f", nor Windows-1252 (byte "
            f"0x{data[e.start]:02X}, which Windows-1252 leaves undefined)") from None
    utf8 = _UTF8_CHARACTER.search(data)
    if utf8 is not None:
        shown = data[:utf8.start()].decode("utf-8", "replace")  # a byte not UTF-8: one
        raise M44ReadError(source, _line_column(before, len(before)),
                           f"not UTF-8 text (byte 0x{data[bad]:02X}), though "
                           f"{_line_column(shown, len(shown))} holds UTF-8 text: a file of "
                           "mixed encodings, which cannot be read as one")
    words = list(_non_ascii_words(text))
    shown = ", ".join(f"{_cut(repr(word))} at {_line_column(text, start)}"
                      for word, start in words[:_WORDS_SHOWN])
    more = len(words) - _WORDS_SHOWN
    fixes.append(Fix("$", "windows-1252", f"the file is not UTF-8 ({first}): read as "
                     "Windows-1252, the encoding of Windows editors, and written back as "
                     f"UTF-8; check its words beyond ASCII as read: {shown}"
                     + (f" and {more} more" if more > 0 else ""), fix_severity("windows-1252")))
    return text


def _non_ascii_words(text: str) -> Iterator[tuple[str, int]]:
    r"""The words of ``text`` holding a character beyond ASCII (a run of letters and such
    characters: ``«Noël»`` is one), with where each starts (not the ``n`` of a ``\n``
    escape). A pattern that looked for the character inside a run of letters from each of
    its starts took minutes on a run of 300,000 letters in a hostile file; a run is read
    once here.

    >>> list(_non_ascii_words("Côte 94, \\nSaint-Lô «Noël» x"))
    [('Côte', 0), ('Lô', 17), ('«Noël»', 20)]
    """
    for m in _WORD_RUN.finditer(text):
        word, start = m.group(), m.start()
        if start > 0 and text[start - 1] == "\\":
            word, start = word[1:], start + 1
        if not word.isascii():
            yield word, start


#: The byte order marks a file may open with, and their encodings' names (UTF-32's first:
#: its little-endian mark starts with UTF-16's).
_BYTE_ORDER_MARKS = ((codecs.BOM_UTF32_LE, "UTF-32"), (codecs.BOM_UTF32_BE, "UTF-32"),
                     (codecs.BOM_UTF8, "UTF-8"), (codecs.BOM_UTF16_LE, "UTF-16"),
                     (codecs.BOM_UTF16_BE, "UTF-16"))


def loads(data: str | bytes, source: str = "<string>", *,
          limit: int = MAX_FILE_SIZE) -> LoadResult:
    """Read a scenario from the text (or bytes, at most ``limit``) of a ``.m44`` file."""
    fixes: list[Fix] = []
    if isinstance(data, bytes):
        if len(data) > limit:
            raise M44ReadError(source, None, f"{len(data):,} bytes, larger than the "
                                             f"{limit // (1024 * 1024)} MB limit")
        _refuse_other_file(data, source)
        text = _decode(data, source, fixes)
        mark = next((name for bom, name in _BYTE_ORDER_MARKS if data.startswith(bom)), None)
    else:
        text = data
        mark = "U+FEFF" if text.startswith("\ufeff") else None
    if mark is not None and not text.removeprefix("\ufeff").strip():
        raise M44ReadError(source, None, f"holds only a byte order mark ({mark})" + (
            " and blank space" if text.removeprefix("\ufeff") else "")
            + ": there is no JSON to read")
    if text.startswith("\ufeff"):
        text = text[1:]
        fixes.append(Fix("$", "byte-order-mark", "removed the byte order mark",
                         fix_severity("byte-order-mark")))
    _refuse_other_text(text, source)
    doc, deepest = _parse_json(text, source, fixes)
    if _SURROGATE.search(text) or _ESCAPED_SURROGATE.search(text) or _HUGE.search(text):
        # rare: the walk copies the document, so it is made only when it may find something
        doc = _clean_values(doc, "$", source, fixes)
    reader = _Reader(source, fixes)
    scenario = reader.scenario(doc)
    _check_written_depth(deepest, scenario, source)
    reader.say_nulls()
    reader.say_hexes()
    return LoadResult(scenario, reader.fixes, source)


def _line_column(data: str | bytes, at: int) -> str:
    """The place of ``data[at]`` as "line L column C", both counted from 1."""
    if isinstance(data, bytes):
        lines, start = data.count(b"\n", 0, at), data.rfind(b"\n", 0, at)
    else:
        lines, start = data.count("\n", 0, at), data.rfind("\n", 0, at)
    return f"line {lines + 1} column {at - start}"


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


class _BadNumber:
    """A number the first parse refused without saying where (NaN, Infinity, an integer
    of more digits than Python converts), kept in its place by a second parse until the
    walk of :func:`_refuse_bad_number` names that place."""

    def __init__(self, message: str) -> None:
        self.message = message

    @classmethod
    def constant(cls, name: str) -> _BadNumber:
        return cls(f"not JSON: {name} is not a JSON number")

    @classmethod
    def integer(cls, digits: str) -> int | _BadNumber:
        try:
            return int(digits)
        except ValueError:  # Python's limit on the digits of an integer it converts
            return cls(f"an integer of {len(digits.lstrip('-')):,} digits, more than "
                       f"the {sys.get_int_max_str_digits():,} a number may have")


def _refuse_bad_number(doc: Any, source: str) -> None:
    """Raise :class:`M44ReadError` at the JSON path of the first :class:`_BadNumber`."""
    stack: list[tuple[Any, str]] = [(doc, "$")]
    while stack:
        value, path = stack.pop()
        if isinstance(value, _BadNumber):
            raise M44ReadError(source, path, value.message)
        if isinstance(value, dict):  # reversed: the first in the file is found first
            stack.extend((v, _key_path(path, k)) for k, v in reversed(value.items()))
        elif isinstance(value, list):
            stack.extend((v, f"{path}[{i}]") for i, v in reversed(list(enumerate(value))))


class _Repeated(dict[str, Json]):
    """An object of the parsed JSON that names a key more than once: read as every JSON
    reader reads it (the last value), with how many times each such key was written, so
    that the repair can be listed where it is (:func:`_note_repeated`)."""

    repeated: dict[str, int]


def _repeated(pairs: list[tuple[str, Any]], d: dict[str, Any]) -> _Repeated:
    out = _Repeated(d)
    counts = Counter(k for k, _ in pairs)
    out.repeated = {k: n for k, n in counts.items() if n > 1}
    return out


def _note_repeated(value: Any, path: str, fixes: list[Fix]) -> None:
    """List a ``repeated-key`` repair for each key an object of ``value`` writes twice."""
    stack: list[tuple[Any, str]] = [(value, path)]
    found: list[Fix] = []
    while stack:
        v, p = stack.pop()
        if isinstance(v, dict):
            for k, n in getattr(v, "repeated", {}).items():
                said = ("twice in one object: the last value is read, the first dropped"
                        if n == 2 else f"{n} times in one object: the last value is read, "
                        f"the {n - 1} before it dropped")
                found.append(Fix(_key_path(p, k), "repeated-key", f"the key {k!r} is written "
                                 f"{said}", fix_severity("repeated-key")))
            stack.extend((c, _key_path(p, k)) for k, c in v.items()
                         if isinstance(c, (dict, list)))
        elif isinstance(v, list):
            stack.extend((c, f"{p}[{i}]") for i, c in enumerate(v) if isinstance(c, (dict, list)))
    fixes.extend(sorted(found, key=lambda f: f.path))


def _json_words(e: json.JSONDecodeError) -> str:
    """The parser's words for ``e``, which end on "at" where it gives the place apart
    ("Unterminated string starting at"): the place is the message's own, so "here"."""
    return e.msg[:-len(" at")] + " here" if e.msg.endswith(" at") else e.msg


def parse_json(text: str, source: str, fixes: list[Fix] | None = None) -> Any:
    """Strict JSON of at most :data:`MAX_DEPTH` levels; raises :class:`M44ReadError`. A key
    written twice in one object is read as every JSON reader reads it, its last value; with
    ``fixes``, each is listed there as the repair ``repeated-key`` (the values before the
    last are dropped)."""
    return _parse_json(text, source, fixes)[0]


def _parse_json(text: str, source: str, fixes: list[Fix] | None) -> tuple[Any, tuple[int, str]]:
    """:func:`parse_json`'s document, and its deepest place (:func:`_deepest`)."""
    if not text.strip():
        raise M44ReadError(source, None, "empty: there is no JSON to read" if text == ""
                           else "only blank space: there is no JSON to read")
    repeated = False

    def objects(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        nonlocal repeated
        d = dict(pairs)
        if len(d) == len(pairs):
            return d
        repeated = True
        return _repeated(pairs, d)

    try:
        doc = json.loads(text, parse_constant=_reject_constant, object_pairs_hook=objects)
    except json.JSONDecodeError as e:
        comma = _trailing_comma(text, e.pos)
        if comma is not None:
            raise M44ReadError(source, _line_column(text, comma), "not JSON: a comma before "
                               f"'{text[e.pos]}' (JSON allows no comma after the last "
                               "entry)") from None
        raise M44ReadError(source, f"line {e.lineno} column {e.colno}",
                           f"not JSON: {_unparsed_words(text, e)}") from None
    except RecursionError:
        raise M44ReadError(source, _too_deep_at(text),
                           f"nested too deep (more than {MAX_DEPTH} levels)") from None
    except ValueError as e:  # NaN, Infinity, an integer too long: parsed again to say where
        try:
            _refuse_bad_number(json.loads(text, parse_constant=_BadNumber.constant,
                                          parse_int=_BadNumber.integer), source)
        except json.JSONDecodeError as bad:  # taken past the number, the text is not JSON
            raise M44ReadError(source, f"line {bad.lineno} column {bad.colno}",
                               f"not JSON: {_json_words(bad)}") from None
        except RecursionError:
            pass
        raise M44ReadError(source, None, f"not JSON: {e}") from None
    deepest = _deepest(doc)
    if deepest[0] > MAX_DEPTH:
        raise M44ReadError(source, deepest[1], f"nested too deep (more than {MAX_DEPTH} levels)")
    if fixes is not None and repeated:
        _note_repeated(doc, "$", fixes)
    return doc, deepest


def _unparsed_words(text: str, e: json.JSONDecodeError) -> str:
    """What is wrong where the parser stopped: a comment (a file edited by hand), the end
    of the text with brackets still open (a file cut short), else the parser's words."""
    mark = next((m for m in ("//", "/*", "#") if text.startswith(m, e.pos)), None)
    if mark is not None:
        return f"a comment ('{mark}'): JSON has none, remove it"
    if not text[e.pos:].strip(" \t\r\n"):
        left = _open_brackets(text)
        if left:
            return (f"the text ends before the JSON does ({left} bracket"
                    f"{'' if left == 1 else 's'} left open): is the file cut short?")
    return _json_words(e)


def _open_brackets(text: str) -> int:
    """How many brackets outside strings ``text`` leaves open (a prefix of JSON)."""
    depth = 0
    for m in _BRACKETS.finditer(text):
        depth += 1 if m.group() in "[{" else -1 if m.group() in "]}" else 0
    return depth


def _trailing_comma(text: str, at: int) -> int | None:
    """Where the comma is when the parser stopped at ``text[at]``, a closing bracket that
    follows a comma and blank space only (``[1, 2, ]``), else ``None``."""
    if at >= len(text) or text[at] not in "]}":
        return None
    before = len(text[:at].rstrip(" \t\r\n")) - 1
    return before if before >= 0 and text[before] == "," else None


#: A JSON string, or a bracket outside strings. A string not closed (the parser stopped in
#: it, at a control character) runs to the end of the text: its brackets are text, and its
#: escaped quotes begin no string (each was read to the end again, 30 s for 40,000 of them).
_BRACKETS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)|[\[\]{}]', re.DOTALL)


def _too_deep_at(text: str) -> str | None:
    """The line and column of the first array or object nested deeper than
    :data:`MAX_DEPTH` levels, found by counting brackets outside strings (the parser gave
    up before: its recursion reached Python's limit, some 1,000 levels)."""
    depth = 0
    for m in _BRACKETS.finditer(text):
        bracket = m.group()
        if bracket in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return _line_column(text, m.start())
        elif bracket in "]}":
            depth -= 1
    return None


def _deepest(doc: Any) -> tuple[int, str]:
    """How many levels of arrays and objects ``doc`` nests, and the JSON path of a place
    that deep (the first the walk meets, from the document's end; it stops a level past
    :data:`MAX_DEPTH`)."""
    stack: list[tuple[Any, str, int]] = [(doc, "$", 1)]
    deepest = (0, "$")
    while stack:
        value, path, depth = stack.pop()
        if depth > deepest[0]:
            deepest = (depth, path)
            if depth > MAX_DEPTH:
                break
        if isinstance(value, dict):
            stack.extend((v, _key_path(path, k), depth + 1) for k, v in value.items()
                         if isinstance(v, (dict, list)))
        elif isinstance(value, list):
            stack.extend((v, f"{path}[{i}]", depth + 1) for i, v in enumerate(value)
                         if isinstance(v, (dict, list)))
    return deepest


def _check_written_depth(deepest: tuple[int, str], scenario: Scenario, source: str) -> None:
    """Refuses a file whose canonical form would nest deeper than :data:`MAX_DEPTH` levels
    (the form moves some parts a level down, as ``victory_conditions`` into
    ``victory.condition``): read, it could be neither saved nor converted. Only a file
    nested more than half as deep (``deepest``, its depth and place) is written to see
    (official files nest some 8 levels)."""
    depth, path = deepest
    if depth > MAX_DEPTH // 2 and _deepest(to_json(scenario))[0] > MAX_DEPTH:
        raise M44ReadError(source, path, "nested too deep once written in canonical form "
                                         f"(more than {MAX_DEPTH} levels)")


_SURROGATE = re.compile("[\ud800-\udfff]")
_ESCAPED_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]")
#: What a number too large for a double must contain: an exponent of three digits or more,
#: or (with an exponent of 99 at most) a run of over 200 digits, sought from the run's first
#: digit only (no digit before it: ``(?<!\d\d)`` after the first, so that the search still
#: skips to a digit or an "e" at once). Sought from each digit and read to the run's end, a
#: 5 MB file of runs of 199 digits kept the reading 1.8 s.
_HUGE = re.compile(r"[eE][+-]?\d{3}|\d(?<!\d\d)\d{199}")


def _clean_values(value: Any, path: str, source: str, fixes: list[Fix]) -> Any:
    """The parsed document with what the writer could not write back repaired or refused:
    a lone surrogate (``"\\ud800"``: JSON can escape it, UTF-8 cannot encode it) becomes
    U+FFFD, listed as a repair; a number beyond a double (``1e400``, read as infinity) is
    refused, since strict JSON has no way to write it back."""
    if isinstance(value, str):
        if _SURROGATE.search(value):
            fixes.append(Fix(path, "lone-surrogate", "replaced a lone surrogate (half of a "
                             "UTF-16 pair) by U+FFFD", fix_severity("lone-surrogate")))
            return _SURROGATE.sub("\ufffd", value)
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise M44ReadError(source, path, "a number too large for a double (beyond "
                                             "1.8e308), which cannot be written back")
        return value
    if isinstance(value, list):
        return [_clean_values(v, f"{path}[{i}]", source, fixes) for i, v in enumerate(value)]
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            kp = _key_path(path, k)
            if _SURROGATE.search(k):
                fixes.append(Fix(kp, "lone-surrogate", "replaced a lone surrogate in a key "
                                 "by U+FFFD", fix_severity("lone-surrogate")))
                k = _SURROGATE.sub("\ufffd", k)
            out[k] = _clean_values(v, kp, source, fixes)
        return out
    return value


_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def _key_path(path: str, key: str) -> str:
    return f"{path}.{key}" if _IDENT.match(key) else f"{path}[{json.dumps(key)}]"


# ---------------------------------------------------------------------------------------------
# JSON → model, repairing what real files get wrong


class _Reader:
    """Builds the model from parsed JSON, recording every repair it makes."""

    def __init__(self, source: str, fixes: list[Fix]) -> None:
        self.source = source
        self.fixes = fixes
        #: Known keys read as null (where in :attr:`fixes` their repair belongs, the JSON
        #: path, the key).
        self._nulls: list[tuple[int, str, str]] = []
        #: The hex of each entry of the hexagons, by its JSON path.
        self._hex_entries: dict[str, Coord] = {}

    # --- primitives --------------------------------------------------------------------------

    def fix(self, path: str, code: str, message: str, severity: Severity | None = None,
            coord: Coord | None = None, quoted: tuple[str, ...] = ()) -> None:
        """List a repair, of :func:`fix_severity`'s severity unless ``severity`` says
        otherwise (an info: this one lost nothing), its message quoting the JSON paths
        ``quoted``."""
        assert code in FIX_CODES, code
        self.fixes.append(Fix(path, code, message, severity or fix_severity(code), coord,
                              quoted=quoted))

    def fail(self, path: str, message: str) -> M44ReadError:
        return M44ReadError(self.source, path, message)

    def rest(self, raw: Mapping[str, Any], path: str, known: Iterable[str]
             ) -> dict[str, Json]:
        """The keys of ``raw`` the model does not know, kept as read; a known key set to
        null (nothing the model holds, so nothing written back) is noted, and said by
        :meth:`say_nulls` unless another repair already speaks of it."""
        known = set(known)
        for k, v in raw.items():
            if v is None and k in known:
                self._nulls.append((len(self.fixes), _key_path(path, k), k))
        return _rest(raw, known)

    def say_nulls(self) -> None:
        """Says each known key read as null, in reading order, unless a repair of the key
        or of what holds it was said (a dropped piece, a medal of null fields, an
        assumed side)."""
        said = {f.path for f in self.fixes}
        out: list[Fix] = []
        at = 0
        for i, path, key in self._nulls:
            if any(p in said for p in _ancestors(path)):
                continue
            out.extend(self.fixes[at:i])
            at = i
            written = _written_empty(path, key)
            out.append(Fix(path, "null-value", f"{key} was null (as PHP writes an unset "
                           "value): taken as absent, and " + (
                               "left out when written back" if written is None
                               else f"written back as {written}, as every file has it"),
                           fix_severity("null-value")))
        out.extend(self.fixes[at:])
        self.fixes[:] = out

    def say_hexes(self) -> None:
        """Gives each repair made inside an entry of the hexagons or of the labels that
        entry's hex (:attr:`Fix.hex`), so that the editor names the hex, not the entry's
        place in the list as read (``$.board.hexagons.item[12]``, ``$.board.labels[3]``)."""
        for i, f in enumerate(self.fixes):
            entry = next((p for p in _ancestors(f.path) if p in self._hex_entries), None)
            if entry is not None:
                self.fixes[i] = replace(f, hex=self._hex_entries[entry])

    def obj(self, value: Any, path: str, what: str = "an object") -> dict[str, Any]:
        if isinstance(value, dict):
            return value
        raise self.fail(path, f"expected {what}, found {describe_value(value)}")

    def opt_obj(self, value: Any, path: str) -> dict[str, Any]:
        """An optional object; ``None`` is empty and an empty list stands for an empty
        object (PHP writes ``{}`` as ``[]``)."""
        if value is None:
            return {}
        if isinstance(value, str) and not value.strip():
            self.fix(path, "empty-value", "an empty string stood for an empty object")
            return {}
        if value == []:
            self.fix(path, "empty-list-object", "wrote an empty list [] as the empty object {}")
            return {}
        return self.obj(value, path)

    def lst(self, value: Any, path: str) -> list[tuple[Any, str]]:
        """A list with the path of each element; repairs ``{"item": [...]}`` wrappers, objects
        keyed ``"0"``, ``"1"``... (PHP's JSON writer stores a list with gaps so), an empty
        object standing for an empty list, a lone object standing for a one-element list,
        and null entries (dropped)."""
        entries = self._entries(value, path)
        nulls = [p for v, p in entries if v is None]
        for p in nulls:
            self.fix(p, "null-entry", "dropped a null entry of the list")
        return [(v, p) for v, p in entries if v is not None] if nulls else entries

    def _entries(self, value: Any, path: str) -> list[tuple[Any, str]]:
        if value is None:
            return []
        if isinstance(value, dict) and set(value) == {"item"}:
            self.fix(path, "item-wrapper", 'unwrapped a list written as {"item": [...]}')
            inner = value["item"]
            if isinstance(inner, list):
                return [(v, f"{path}.item[{i}]") for i, v in enumerate(inner)]
            if _numbered(inner):
                return self._numbered(inner, f"{path}.item")
            if inner == {}:
                return self._empty_list(f"{path}.item")
            if inner is None:
                return []
            if isinstance(inner, (dict, str, int, float)) and not isinstance(inner, bool):
                # how XML-to-JSON writes a list of one: <item>Mill</item>
                what = "object" if isinstance(inner, dict) else "value"
                self.fix(f"{path}.item", "single-object", f"a lone {what} stood for a list of one")
                return [(inner, f"{path}.item")]
            raise self.fail(f"{path}.item", f"expected a list, found {describe_value(inner)}")
        if value == {}:
            return self._empty_list(path)
        if _numbered(value):
            return self._numbered(value, path)
        if isinstance(value, dict):
            self.fix(path, "single-object", "a lone object stood for a list of one")
            return [(value, path)]
        if isinstance(value, list):
            return [(v, f"{path}[{i}]") for i, v in enumerate(value)]
        if isinstance(value, str) and not value.strip():  # <tags/> as an XML converter has it
            self.fix(path, "empty-value", "an empty string stood for an empty list")
            return []
        raise self.fail(path, f"expected a list, found {describe_value(value)}")

    def objects(self, value: Any, path: str, what: str) -> list[tuple[Any, str]]:
        """The entries of a list of objects (the hexagons, labels, groups, a group's
        hexes), as :meth:`lst` reads them; an empty entry (``""``, ``{}``, ``[]``: how an
        XML-to-JSON converter writes an empty element) is dropped, said, as a null one
        is."""
        entries = self.lst(value, path)
        for v, vp in entries:
            if _blank(v):
                self.fix(vp, "empty-piece", f"dropped an empty entry {json.dumps(v)} of the "
                         f"{what}")
        return [(v, vp) for v, vp in entries if not _blank(v)]

    def _empty_list(self, path: str) -> list[tuple[Any, str]]:
        # not a lone object standing for a list of one: that would be a phantom entry
        self.fix(path, "empty-object-list", "read an empty object {} as the empty list []")
        return []

    def _numbered(self, value: dict[str, Any], path: str) -> list[tuple[Any, str]]:
        keys = sorted(value, key=int)
        self.fix(path, "numbered-object", "an object keyed by numbers ("
                 + ", ".join(json.dumps(k) for k in keys[:4]) + (", ..." if len(keys) > 4 else "")
                 + ") where a list was expected; read as a list in key order")
        return [(value[k], _key_path(path, k)) for k in keys]

    def int_(self, value: Any, path: str) -> int | None:
        """A whole number of the model (a count, a coordinate, an id), within
        :data:`MAX_INT`: the rules divide and compare them, which a number of 400 digits
        (a float overflow) must not reach."""
        if value is None:
            return None
        if isinstance(value, str) and not value.strip():
            self.fix(path, "empty-value", "an empty string stood for no number")
            return None
        whole = _whole(value)
        if whole is None:
            if isinstance(value, str) and re.fullmatch(r"\s*[-+]?\d+\s*", value):
                raise self.fail(path, f"the number {describe_value(value)} is out of range "
                                      f"(±{MAX_INT:,} at most)")
            raise self.fail(path, f"expected a whole number, found {describe_value(value)}")
        n = self._bounded(whole, path)
        if isinstance(value, float):
            self.fix(path, "float-number", f"wrote {value!r} as the whole number {n}")
        elif isinstance(value, str):
            said = "a number" if str(n) == value.strip().lstrip("+") else f"the number {n}"
            self.fix(path, "string-number", f"wrote the string {value!r} as {said}")
        return n

    def _bounded(self, n: int, path: str) -> int:
        if -MAX_INT <= n <= MAX_INT:
            return n
        shown = str(n) if n.bit_length() < 200 else f"a number of {len(str(n)):,} digits"
        raise self.fail(path, f"{shown} is out of range (±{MAX_INT:,} at most)")

    def bool_(self, value: Any, path: str) -> bool | None:
        if value is None or isinstance(value, bool):
            return value
        if isinstance(value, str) and not value.strip():
            self.fix(path, "empty-value", "an empty string stood for no boolean")
            return None
        if isinstance(value, str) and value.strip().lower() in ("true", "false", "1", "0"):
            # "1" and "0": how PHP writes the booleans it reads from a database
            self.fix(path, "string-boolean", f"wrote the string {value!r} as a boolean")
            return value.strip().lower() in ("true", "1")
        if isinstance(value, int) and value in (0, 1):
            self.fix(path, "number-boolean", f"wrote {value} as a boolean")
            return bool(value)
        raise self.fail(path, f"expected true or false, found {describe_value(value)}")

    def str_(self, value: Any, path: str) -> str | None:
        if value is None or isinstance(value, str):
            return value
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            self.fix(path, "number-string", f"wrote the number {value!r} as text")
            return str(value)
        raise self.fail(path, f"expected text, found {describe_value(value)}")

    def enum(self, value: Any, path: str, allowed: Iterable[str],
             aliases: Mapping[str, str] | None = None, *, strict: bool = True) -> str | None:
        """An enumerated value in its canonical upper case. An unknown value raises when
        ``strict``, and is otherwise kept as written (the schema reports it)."""
        if value is None:
            return None
        if isinstance(value, str) and not value.strip():
            self.fix(path, "empty-value", "an empty string stood for no value")
            return None
        allowed = tuple(allowed)
        if not isinstance(value, str):
            raise self.fail(path, f"expected one of {', '.join(allowed)}, found "
                                  f"{describe_value(value)}")
        if value in allowed:
            return value
        up = value.strip().upper()
        canonical = next((a for a in allowed if a.upper() == up), None)  # "ALL" is "all"
        if canonical is not None:
            self.fix(path, "enum-case", f"wrote {value!r} as {canonical!r}")
            return canonical
        if aliases and up in aliases:
            self.fix(path, "enum-alias", f"wrote {value!r} as {aliases[up]!r}")
            return aliases[up]
        if strict:
            raise self.fail(path, f"{value!r} is not one of {', '.join(allowed)}")
        return value

    def side(self, value: Any, path: str) -> Side | None:
        v = self.enum(value, path, Side.__members__)
        return None if v is None else Side(v)

    def name(self, value: Any, path: str, category: str) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.fail(path, f"expected a {category} name, found {describe_value(value)}")
        if value in CATALOG:
            return value
        canonical = CATALOG.canonical_name(value.strip())
        if canonical is not None:
            self.fix(path, "name-case", f"wrote the name {value!r} as {canonical!r}")
            return canonical
        return value  # kept: the schema and the legality checks report unknown names

    def named(self, value: Any, path: str) -> dict[str, Any]:
        """An object with a name; repairs a bare name standing for ``{"name": ...}``."""
        if isinstance(value, str):
            self.fix(path, "bare-name", f"wrote the bare name {value!r} as {{\"name\": ...}}")
            return {"name": value}
        return self.obj(value, path)

    def text(self, value: Any, path: str) -> str | None:
        """A text; a list of lines in any form a list is read in (``{"0": ...}``, ``{}``,
        ``{"item": ...}``, with null entries) is joined with newlines."""
        if isinstance(value, list) or (isinstance(value, dict) and (
                not value or set(value) == {"item"} or _numbered(value))):
            lines = [self.str_(v, vp) or "" for v, vp in self.lst(value, path)]
            self.fix(path, "text-lines", "joined a list of lines into one text")
            return "\n".join(lines)
        return self.str_(value, path)

    # --- structures --------------------------------------------------------------------------

    def scenario(self, doc: Any) -> Scenario:
        root = self.obj(doc, "$", "a JSON object with a 'board' (an .m44 scenario)")
        if "board" not in root:
            raise self.fail("$", "not an .m44 scenario: it has no 'board'")
        board = self.obj(root["board"], "$.board")
        s = Scenario()
        s.meta_data = self.meta_data(root.get("meta_data"), "$.meta_data")
        s.game_info = self.game_info(root.get("game_info"), "$.game_info")
        s.text = self.texts(root.get("text"), "$.text")
        if root.get("packs") is not None:
            packs = self.opt_obj(root["packs"], "$.packs")
            if packs or not isinstance(root["packs"], str):  # "": absent, as null is
                s.packs = {k: self._pack(v, _key_path("$.packs", k)) for k, v in packs.items()}
        s.extra = self.rest(root, "$", ("meta_data", "game_info", "board", "text", "packs"))
        self.board(board, "$.board", s)
        return s

    def _pack(self, value: Any, path: str) -> Json:
        if isinstance(value, bool):
            self.fix(path, "boolean-number", f"wrote {str(value).lower()} as {int(value)}")
            return int(value)
        return self._maybe_int(value, path)

    def meta_data(self, value: Any, path: str) -> dict[str, Json]:
        meta = dict(self.opt_obj(value, path))
        if "scenario_id" in meta:
            meta["scenario_id"] = self._maybe_int(meta["scenario_id"], f"{path}.scenario_id")
        return meta

    def _maybe_int(self, value: Any, path: str) -> Json:
        """An id or a pack's count: a whole number written as text ("12") or with a fraction
        (12.0) becomes an integer when the model holds it (within :data:`MAX_INT`), with
        the repair said; any other value is kept as read, an id of 20 digits or "007" as
        text (meta_data is informational: m44-format says to keep whatever is there)."""
        if isinstance(value, float) and value.is_integer():
            n = int(value)
        elif isinstance(value, str) and re.fullmatch(r"[-+]?\d{1,30}", value.strip()) \
                and str(int(value)) == value.strip():
            n = int(value)
        else:
            return value
        return self.int_(value, path) if abs(n) <= MAX_INT else value

    def game_info(self, value: Any, path: str) -> GameInfo:
        if value is None:
            # an error, as a missing side is: both sides are invented
            self.fix(path, "missing-game-info", "the file has no game_info; defaults used: "
                     "AXIS for player 1, ALLIES for player 2 assumed")
            return GameInfo()
        g = self.opt_obj(value, path)

        def p(key: str) -> str:
            return f"{path}.{key}"

        sides = []
        for n, default in ((1, Side.AXIS), (2, Side.ALLIES)):
            side = self.side(g.get(f"side_player{n}"), p(f"side_player{n}"))
            if side is None:
                self.fix(p(f"side_player{n}"), "missing-side", f"no side for player {n}; "
                         f"{default.value} assumed")
                side = default
            sides.append(side)
        victory = self.victory(g.get("victory"), p("victory"))
        extra = self.rest(g, path, KNOWN_GAME_INFO)
        if g.get("victory_conditions") is not None:  # null: absent, as the repair says
            victory, extra["victory_conditions"] = self.legacy_victory(
                g["victory_conditions"], p("victory_conditions"), victory)
            if extra["victory_conditions"] is None:
                del extra["victory_conditions"]
        options = g.get("options")
        return GameInfo(
            side_player1=sides[0], side_player2=sides[1],
            country_player1=self.enum(g.get("country_player1"), p("country_player1"),
                                      COUNTRIES, strict=False),
            country_player2=self.enum(g.get("country_player2"), p("country_player2"),
                                      COUNTRIES, strict=False),
            cards_player1=self.int_(g.get("cards_player1"), p("cards_player1")),
            cards_player2=self.int_(g.get("cards_player2"), p("cards_player2")),
            victory_player1=self.int_(g.get("victory_player1"), p("victory_player1")),
            victory_player2=self.int_(g.get("victory_player2"), p("victory_player2")),
            starting=self.enum(g.get("starting"), p("starting"), STARTING, strict=False),
            date_begin=self.str_(g.get("date_begin"), p("date_begin")),
            date_end=self.str_(g.get("date_end"), p("date_end")),
            front=self.enum(g.get("front"), p("front"), FRONTS, strict=False),
            type=self.enum(g.get("type"), p("type"), GAME_TYPES, strict=False),
            operation_id=self._maybe_int(g.get("operationID"), p("operationID")),
            expert_mode=g.get("expert_mode"),
            victory=victory,
            options=self.options(options, p("options")),
            extra=extra,
        )

    def options(self, value: Any, path: str) -> dict[str, Json]:
        """``game_info.options``: each option of :data:`OPTION_SHAPES` read in its shape
        (:meth:`shaped`), an option set to null or to an empty string left out, said; other
        options kept as read."""
        out: dict[str, Json] = {}
        for key, v in self.opt_obj(value, path).items():
            shape = OPTION_SHAPES.get(key)
            read = v if shape is None else self.shaped(v, _key_path(path, key), key, shape)
            if read is not _ABSENT:
                out[key] = read
        return out

    def shaped(self, value: Any, path: str, key: str, shape: Shape) -> Any:
        """``value`` in the form ``shape`` says, repaired as any key's value is
        (``"true"``, ``"3"``, ``"allies"``...); :data:`_ABSENT` for null or an empty value
        (said). A value of another form that no repair reads is kept as read: an option
        this editor does not play must not make the file unreadable (the schema reports
        it)."""
        if value is None:
            self._nulls.append((len(self.fixes), path, key))
            return _ABSENT
        if shape.kind not in ("text", "name") and isinstance(value, str) and not value.strip():
            self.fix(path, "empty-value", f"an empty string stood for no value: {key} left "
                     "out")
            return _ABSENT
        fixes, nulls = len(self.fixes), len(self._nulls)
        try:
            return self._shaped(value, path, shape)
        except M44ReadError:
            del self.fixes[fixes:], self._nulls[nulls:]  # what was said of it, unsaid
            return value

    def _shaped(self, value: Any, path: str, shape: Shape) -> Any:
        """``value`` read as ``shape`` says, by the reader of its kind (an object's by
        default)."""
        read = _SHAPE_READERS.get(shape.kind, _Reader._shaped_object)
        return read(self, value, path, shape)

    def _shaped_either(self, value: Any, path: str, shape: Shape) -> Any:
        """A plain value, or a structured one (an object or a list) in its own shape."""
        plain, structured = shape.of
        alternative = structured if isinstance(value, (dict, list)) else plain
        return self._shaped(value, path, alternative)

    def _shaped_text(self, value: Any, path: str, shape: Shape) -> Any:
        """A text; a hex's name with spaces around it, trimmed (said)."""
        text = self.str_(value, path)
        if shape.kind == "hex" and text is not None and text != text.strip():
            self.fix(path, "hex-name-space", f"removed the spaces around {text!r}")
            text = text.strip()
        return text

    def _shaped_section(self, value: Any, path: str, shape: Shape) -> Any:
        """A section: a number (0), a number written as text ("0"), or a name."""
        if isinstance(value, str) and _whole(value) is None:
            return value
        return self.int_(value, path)

    def _shaped_list(self, value: Any, path: str, shape: Shape) -> Any:
        """A list of entries of one shape, those null or empty left out."""
        entries = [self.shaped(v, vp, "an entry", shape.of[0])
                   for v, vp in self.lst(value, path)]
        return [v for v in entries if v is not _ABSENT]

    def _shaped_object(self, value: Any, path: str, shape: Shape) -> Any:
        """An object, each field the shape knows read in its shape, the others kept as
        read, those null or empty left out."""
        out: dict[str, Any] = {}
        for k, v in self.opt_obj(value, path).items():  # [] for {}, as PHP writes it
            sub = shape.fields.get(k)
            read = v if sub is None else self.shaped(v, _key_path(path, k), k, sub)
            if read is not _ABSENT:
                out[k] = read
        return out

    def victory(self, value: Any, path: str) -> Victory | None:
        """``game_info.victory``, the official form: ``{"condition": [{kind: params}...]}``."""
        if value is None:
            return None
        if isinstance(value, str) and not value.strip():
            self.fix(path, "empty-value", "an empty string stood for no victory conditions")
            return None
        raw = self.opt_obj(value, path)
        conditions = tuple(self.victory_condition(v, vp) for v, vp in
                           self.lst(raw.get("condition"), f"{path}.condition"))
        return Victory(conditions, self.rest(raw, path, ("condition",)))

    def legacy_victory(self, value: Any, path: str, victory: Victory | None
                       ) -> tuple[Victory | None, Json]:
        """``game_info.victory_conditions``. Official files hold ``[{"standard": {}}]`` there,
        which is kept (in its canonical spelling); any other condition is moved to
        ``victory.condition``, where Board Game Arena and the official editor look for it.
        Returns the victory and what stays under ``victory_conditions`` (``None``: nothing)."""
        stays: list[Json] = []
        moved: list[VictoryCondition] = []
        for v, vp in self.lst(value, path):
            vc = self.victory_condition(v, vp)
            if vc.kind is None or vc.kind == "standard":
                stays.append(_condition_json(vc))
            else:
                moved.append(vc)
        if moved:
            have = victory.conditions if victory is not None else ()
            known = {value_key(vc) for vc in have}
            new = tuple(vc for vc in moved if value_key(vc) not in known)
            self.fix(path, "legacy-victory", "moved " + ", ".join(
                vc.kind or "" for vc in moved) + " from victory_conditions to "
                "victory.condition, where Board Game Arena and the official editor read it")
            extra = victory.extra if victory is not None else {}
            victory = Victory(have + new, extra)
        return victory, (stays if stays or not moved else None)

    def victory_condition(self, value: Any, path: str) -> VictoryCondition:
        """One condition ``{kind: params}``; a sudden death's fields are repaired. The
        parameters of a kind this editor knows, an object, written as ``[]`` (PHP) or
        ``""`` (an XML converter's empty element) are the empty object, said."""
        if isinstance(value, dict) and len(value) == 1:
            (kind, params), = value.items()
            if params == [] or (kind in _CONDITION_KINDS and isinstance(params, str)
                                and not params.strip()):
                params = self.opt_obj(params, _key_path(path, kind))
            if kind == "group_sudden_death" and isinstance(params, dict):
                params = self._sudden_death(params, f"{path}.group_sudden_death")
            return VictoryCondition(kind, params)
        return VictoryCondition(None, value)

    def _sudden_death(self, params: dict[str, Any], path: str) -> dict[str, Any]:
        """A sudden death's parameters, repaired; one set to null or left empty (a side, a
        number) is taken as absent, as said, and left out."""
        self.rest(params, path, _SUDDEN_KEYS)  # notes a known key set to null
        params = dict(params)
        if params.get("side") is not None:
            side = self.side(params["side"], f"{path}.side")
            params["side"] = side.value if side else None
        if params.get("number") is not None:
            params["number"] = self.int_(params["number"], f"{path}.number")
        if params.get("group") is not None:
            params["group"] = list(self.hex_names(params["group"], f"{path}.group"))
        return {k: v for k, v in params.items() if v is not None or k not in _SUDDEN_KEYS}

    def texts(self, value: Any, path: str) -> dict[str, ScenarioText]:
        """The texts by language. A language with no text yet is the empty object ``{}``
        (as this editor writes a new scenario's, or a language just added), so ``""`` and
        ``[]`` for it are read as ``{}``, said; a language set to null is left out, said,
        as any key set to null is."""
        texts = {}
        for lang, raw in self.opt_obj(value, path).items():
            lp = _key_path(path, lang)
            if raw is None:
                self._nulls.append((len(self.fixes), lp, lang))
                continue
            if isinstance(raw, str) and not raw.strip():
                self.fix(lp, "empty-value", "an empty string stood for a language with no "
                         "text yet, written {}")
                raw = {}
            t = self.opt_obj(raw, lp)
            fields = {f: self.text(t.get(f), f"{lp}.{f}") for f in TEXT_FIELDS}
            texts[lang] = ScenarioText(**fields, extra=self.rest(t, lp, TEXT_FIELDS))
        return texts

    def hex_names(self, value: Any, path: str) -> tuple[str, ...]:
        if isinstance(value, str) and value.strip():  # "" is an empty list, as for any list
            self.fix(path, "text-list", "split a text of hex names into a list")
            return tuple(split_hex_names(value))
        names: list[str] = []
        for v, vp in self.lst(value, path):
            name = self.str_(v, vp) or ""
            if name != name.strip():
                self.fix(vp, "hex-name-space", f"removed the spaces around {name!r}")
                name = name.strip()
            if name:
                names.append(name)
            else:
                self.fix(vp, "empty-piece", "dropped an empty hex name")
        return tuple(names)

    def board(self, b: dict[str, Any], path: str, s: Scenario) -> None:
        raw_hexes = self.objects(b.get("hexagons"), f"{path}.hexagons", "hexagons")
        btype = self.enum(b.get("type"), f"{path}.type", BoardType.__members__, _BOARD_ALIASES)
        if btype is None:
            btype = _infer_board_type(raw_hexes)
            self.fix(f"{path}.type", "missing-board-type",
                     f"the board has no type; {btype} assumed from its hexes")
        s.board_type = BoardType(btype)
        face = self.enum(b.get("face"), f"{path}.face", Face.__members__, _FACE_ALIASES)
        if face is None:
            face = "COUNTRY"
            self.fix(f"{path}.face", "missing-face", "the board has no face; COUNTRY assumed")
        s.face = Face(face)
        geometry = Board(s.board_type)
        repeated: dict[Coord, _Merging] = {}
        first_at: dict[Coord, str] = {}  # the path of each hex's first entry
        for raw, hp in raw_hexes:
            c, h = self.hex(raw, hp)
            self._hex_entries[hp] = c
            if not geometry.contains(c):
                where = f"row {c.row}, col {c.col}"
                what = _summary(h)
                if not c.is_valid_parity:
                    code, why = "odd-hex", f"row + col is odd at {where}: no such hex"
                else:
                    code, why = "off-board", f"{where} is off the {s.board_type.value} board" \
                        + _board_of(c)
                # A warning when it held something (official files have such hexes, and no
                # game ever showed what they hold: dropped, and worth a look), an info when
                # it held nothing: nothing is lost
                self.fix(hp, code, f"{why}; dropped it" + (f" and what it held: {what}"
                                                            if what else " (it was empty)"),
                         None if h != Hex() else "info")
                continue
            if c in s.hexes:
                if c not in repeated:
                    repeated[c] = _Merging(s.hexes[c])
                lost, changed = repeated[c].add(h)
                name = geometry.hex_name(c)
                # the entries named: a text report shows the hex's name, not the path; an
                # entry that only repeats the hex loses nothing (an info)
                self.fix(hp, "duplicate-hex",
                         f"hex {name} is listed twice, at {first_at[c]} and {hp}; merged the "
                         "two entries" + (f", the later one replacing {lost}" if lost else ""),
                         None if changed else "info", coord=c, quoted=(first_at[c], hp))
                continue
            s.set_hex(c, h)
            if c in s.hexes:
                first_at[c] = hp
        for c, merging in repeated.items():
            s.set_hex(c, merging.hex())
        s.labels = []
        for v, lp in self.objects(b.get("labels"), f"{path}.labels", "labels"):
            s.labels.append(self.label(v, lp))
            self._hex_entries[lp] = s.labels[-1].coord  # its repairs said at its hex
        s.groups = [self.group(v, gp)
                    for v, gp in self.objects(b.get("groups"), f"{path}.groups", "groups")]
        s.board_extra = self.rest(b, path, ("type", "face", "hexagons", "labels", "groups"))

    def coord(self, raw: dict[str, Any], path: str) -> Coord:
        row = self.int_(raw.get("row"), f"{path}.row")
        col = self.int_(raw.get("col"), f"{path}.col")
        if row is None or col is None:
            unread = [k for k, n in (("row", row), ("col", col)) if n is None]
            absent = [k for k in unread if k not in raw]
            blank = " and ".join(f"whose {k!r} is " + ("null" if raw[k] is None else "empty")
                                 for k in unread if k in raw)  # "" is read as no number
            said = [blank] if blank else []
            said += [f"without {' and '.join(map(repr, absent))}"] if absent else []
            raise self.fail(path, "a hex place needs 'row' and 'col'; found "
                                  f"{describe_value(raw)} " + ", ".join(said))
        return Coord(row, col)

    def hex(self, value: Any, path: str) -> tuple[Coord, Hex]:
        raw = self.obj(value, path, "a hexagon object")
        c = self.coord(raw, path)
        return c, Hex(
            terrain=self.piece(raw.get("terrain"), f"{path}.terrain", "terrain"),
            rect_terrain=self.piece(raw.get("rect_terrain"), f"{path}.rect_terrain",
                                    "rect_terrain"),
            obstacle=self.piece(raw.get("obstacle"), f"{path}.obstacle", "obstacle"),
            unit=self.unit(raw.get("unit"), f"{path}.unit"),
            tags=tuple(t for t in (self.tag(v, tp) for v, tp in self.lst(raw.get("tags"),
                                                                          f"{path}.tags")
                                   if not self.absent(v, tp, "marker")) if t is not None),
            extra=self.rest(raw, path, ("row", "col", "terrain", "rect_terrain",
                                        "obstacle", "unit", "tags")),
        )

    def absent(self, value: Any, path: str, what: str) -> bool:
        """Whether a layer is absent: ``None``, or an empty string, list or object."""
        if value is None:
            return True
        if _blank(value):
            self.fix(path, "empty-piece", f"an empty {json.dumps(value)} stood for no {what}")
            return True
        return False

    def orientation(self, value: Any, path: str) -> int | None:
        k = self.int_(value, path)
        if k == 0:
            self.fix(path, "orientation-zero", "wrote orientation 0 as the first drawing")
            return None
        return k

    def piece(self, value: Any, path: str, category: str) -> Piece | None:
        if self.absent(value, path, category.replace("_", " ")):
            return None
        raw = self.named(value, path)
        if self.null_name(raw, path, category.replace("_", " ")):
            return None
        owner = raw.get("original_owner")
        extra = self.rest(raw, path, ("name", "orientation", "behavior", "original_owner"))
        if category == "rect_terrain" and isinstance(extra.get(SECOND_BEHAVIOR), str):
            second = self.enum(extra[SECOND_BEHAVIOR], f"{path}.{SECOND_BEHAVIOR}",
                               CATALOG.behaviors_for(f"rect_terrain.{SECOND_BEHAVIOR}"),
                               strict=False)
            if second is None:  # "": said as every empty value is
                del extra[SECOND_BEHAVIOR]
            else:
                extra[SECOND_BEHAVIOR] = second
        return Piece(
            name=self.name(raw.get("name"), f"{path}.name", category),
            orientation=self.orientation(raw.get("orientation"), f"{path}.orientation"),
            behavior=self.behavior(raw.get("behavior"), f"{path}.behavior"),
            original_owner=self.side(owner, f"{path}.original_owner"),
            extra=extra,
        )

    def null_name(self, raw: dict[str, Any], path: str, what: str) -> bool:
        """Whether ``raw`` names nothing: ``"name": null`` (how PHP writes an unset name) or
        an empty name. Such an entry is dropped and said (a missing ``name`` key is still an
        error)."""
        name = raw.get("name", 0)
        if name is not None and not (isinstance(name, str) and not name.strip()):
            return False
        rest = sorted(k for k in raw if k != "name")
        article = "an" if what[0] in "aeio" else "a"  # "a unit"
        self.fix(f"{path}.name", "null-name", f"{article} {what} whose name is "
                 + ("null" if name is None else "empty") + ": dropped it"
                 + (f" (with its {', '.join(rest)})" if rest else ""),
                 None if rest else "info")  # {"name": null} alone: nothing lost
        return True

    def behavior(self, value: Any, path: str, *, unit: bool = False) -> str | None:
        """A behavior in its canonical case: the catalog's, and for a unit the engine's
        unit markers too (``lrdg`` is ``LRDG``, docs/FORMAT.md's unit_behavior)."""
        allowed = CATALOG.behaviors if not unit else (*CATALOG.behaviors, *MARKER_BEHAVIORS)
        return self.enum(value, path, allowed, strict=False)

    def unit(self, value: Any, path: str) -> Unit | None:
        if self.absent(value, path, "unit"):
            return None
        raw = self.named(value, path)
        if self.null_name(raw, path, "unit"):
            return None
        badge = raw.get("badge")
        figures = self.int_(raw.get("nbr_units"), f"{path}.nbr_units")
        if figures == 0:
            self.fix(f"{path}.nbr_units", "zero-figures", "a unit of 0 figures: the standard "
                     "count of its type is used")
            figures = None
        return Unit(
            name=self.name(raw.get("name"), f"{path}.name", "unit"),
            nbr_units=figures,
            badge=None if self.absent(badge, f"{path}.badge", "badge")
            else self.name(badge, f"{path}.badge", "badge"),
            behavior=self.behavior(raw.get("behavior"), f"{path}.behavior", unit=True),
            extra=self.rest(raw, path, ("name", "nbr_units", "badge", "behavior")),
        )

    def tag(self, value: Any, path: str) -> Tag | None:
        raw = self.named(value, path)
        if self.null_name(raw, path, "marker"):
            return None
        group = raw.get("group")
        medal = raw.get("medal")
        return Tag(
            name=self.name(raw.get("name"), f"{path}.name", "tag"),
            behavior=self.behavior(raw.get("behavior"), f"{path}.behavior"),
            side=self.side(raw.get("side"), f"{path}.side"),
            group=None if group is None else self.hex_names(group, f"{path}.group"),
            medal=None if self.absent(medal, f"{path}.medal", "medal") else self.medal(
                medal, f"{path}.medal"),
            extra=self.rest(raw, path, ("name", "behavior", "side", "group", "medal")),
        )

    def medal(self, value: Any, path: str) -> Medal | None:
        raw = self.obj(value, path)
        medal = Medal(
            permanent=self.bool_(raw.get("permanent"), f"{path}.permanent"),
            counts_for=self.int_(raw.get("counts_for"), f"{path}.counts_for"),
            majority=self.bool_(raw.get("majority"), f"{path}.majority"),
            side=self.side(raw.get("side"), f"{path}.side"),
            nbr_hex=self.int_(raw.get("nbr_hex"), f"{path}.nbr_hex"),
            any_hex=self.bool_(raw.get("any_hex"), f"{path}.any_hex"),
            turn_start=self.bool_(raw.get("turn_start"), f"{path}.turn_start"),
            extra=self.rest(raw, path, ("permanent", "counts_for", "majority", "side",
                                        "nbr_hex", "any_hex", "turn_start")),
        )
        if medal == Medal():
            # {"permanent": null} says no more than {}, which is written as no medal at
            # all: taken as absent now, so that the first conversion is the canonical form
            self.fix(path, "empty-piece", f"a medal of null fields {json.dumps(raw)} stood "
                     "for no medal")
            return None
        return medal

    def label(self, value: Any, path: str) -> Label:
        raw = self.obj(value, path, "a label object")
        text = raw.get("text")
        if isinstance(text, str) and text.strip():  # "": no lines, as for any list
            self.fix(f"{path}.text", "text-list", "wrote a one-line label text as a list")
            lines: tuple[str, ...] = (text,)
        else:
            lines = tuple(self.str_(v, vp) or "" for v, vp in self.lst(text, f"{path}.text"))
        return Label(self.coord(raw, path), lines, self.rest(raw, path, ("row", "col", "text")))

    def group(self, value: Any, path: str) -> Group:
        raw = self.obj(value, path, "a group object")
        hexes: list[Coord] = []
        hex_extra: list[dict[str, Json]] = []  # each entry's other keys, kept (FORMAT.md)
        for v, vp in self.objects(raw.get("hexes"), f"{path}.hexes", "group's hexes"):
            entry = self.obj(v, vp)
            hexes.append(self.coord(entry, vp))
            hex_extra.append(self.rest(entry, vp, ("row", "col")))
        return Group(self._maybe_int(raw.get("group_id"), f"{path}.group_id"), tuple(hexes),
                     self.rest(raw, path, ("group_id", "hexes")), tuple(hex_extra))


#: How each kind of an option's shape (:class:`~editor.io.options.Shape`) is read; an
#: object's fields by default.
_SHAPE_READERS: dict[str, Callable[[_Reader, Any, str, Shape], Any]] = {
    "either": _Reader._shaped_either,
    "boolean": lambda r, value, path, _shape: r.bool_(value, path),
    "integer": lambda r, value, path, _shape: r.int_(value, path),
    "side": lambda r, value, path, _shape: r.enum(value, path, Side.__members__, strict=False),
    "enum": lambda r, value, path, shape: r.enum(value, path, shape.values, strict=False),
    # InfGer is infger, as a piece's name (an empty one kept as read)
    "name": lambda r, value, path, shape: r.name(value, path, shape.category),
    # lrdg is LRDG, as a behavior on the map (unknown ones kept)
    "behavior": lambda r, value, path, shape: r.behavior(value, path,
                                                         unit=shape.unit_behaviors),
    "text": _Reader._shaped_text, "hex": _Reader._shaped_text,
    "hexes": lambda r, value, path, _shape: list(r.hex_names(value, path)),
    "section": _Reader._shaped_section,
    "list": _Reader._shaped_list,
}


#: The most digits of a list index in an object keyed by numbers: PHP's array keys are
#: 64-bit integers (19 digits); a longer key is no index (and Python converts no more than
#: 4,300 digits).
_INDEX_DIGITS = 19


def _numbered(value: Any) -> bool:
    """Whether ``value`` is an object keyed by list indexes only (``{"0": ..., "2": ...}``)."""
    return (isinstance(value, dict) and bool(value)
            and all(isinstance(k, str) and k.isdigit() and k.isascii()
                    and len(k) <= _INDEX_DIGITS for k in value))


def _blank(value: Any) -> bool:
    """An empty (or blank) string, list or object: how some writers say "nothing"."""
    return (isinstance(value, str) and not value.strip()) or value == [] or value == {}


def describe_value(value: Any) -> str:
    """A JSON value as a message names it, whatever its size: its kind, and a text's or a
    number's value cut at 40 characters (``a number 3``, ``a list``, ``an object with the
    keys 'a', 'b'``)."""
    if _numbered(value):
        return "an object keyed by numbers"
    if isinstance(value, dict) and value:
        keys = list(value)
        return ("an object with the keys " + ", ".join(_shown(k) for k in keys[:5])
                + (", ..." if len(keys) > 5 else ""))
    kind = {dict: "an object", list: "a list", str: "text", bool: "a boolean",
            type(None): "null", int: "a number", float: "a number"}.get(type(value), "a value")
    if isinstance(value, (str, int, float)) and not isinstance(value, bool):
        return f"{kind} {_shown(value)}"
    return kind


def _cut(text: str) -> str:
    """A text as a message quotes it, cut at 40 characters."""
    return text if len(text) <= 40 else text[:37] + "..."


def _shown(value: str | int | float) -> str:
    """A key or value as a message quotes it, cut at 40 characters."""
    return _cut(repr(value))


def _rest(raw: Mapping[str, Any], known: Iterable[str]) -> dict[str, Json]:
    """The keys the model does not know, kept as read."""
    known = set(known)
    return {k: v for k, v in raw.items() if k not in known}


#: A whole number written as text: "12", " -3 ", "12.0" (as 12.0 unquoted is read).
_WHOLE_TEXT = re.compile(r"\s*([-+]?\d{1,30})(?:\.0*)?\s*")


def _written_empty(path: str, key: str) -> str | None:
    """What the writer writes for the known key ``key`` at ``path`` when the model holds
    nothing there: the lists and objects every canonical file has (``[]``, ``{}``), or
    ``None`` (left out)."""
    if path.startswith("$.board.") and key in ("hexagons", "labels", "groups", "hexes",
                                               "text"):
        return "[]"  # the board's lists, a group's hexes, a label's lines (not a language)
    return "{}" if path in ("$.meta_data", "$.text") else None


def _ancestors(path: str) -> Iterator[str]:
    """``path`` and the paths holding it: ``$.a.b[2].c``, ``$.a.b[2]``, ``$.a.b``, ``$.a``."""
    while path and path != "$":
        yield path
        cut = max(path.rfind("."), path.rfind("["))
        path = path[:cut] if cut > 0 else ""


def _whole(value: Any) -> int | None:
    """The whole number the reader reads ``value`` as (12, 12.0, "12", "12.0"), whatever
    its range; ``None`` when it reads none (a boolean is no number)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value) if value.is_integer() else None
    if isinstance(value, str) and (m := _WHOLE_TEXT.fullmatch(value)):
        return int(m.group(1))
    return None


def _board_of(c: Coord) -> str:
    """What an off-board hex says of the board type that has ``c``, if one does: a file
    whose type is wrong for its map (a Breakthrough map written STANDARD) loses rows."""
    other = next((t for t in BoardType if BOARDS[t].contains(c)), None)
    if other is None:
        return ""
    article = "an" if other.value[0] in "AEIOU" else "a"
    return f" (a hex of {article} {other.value} board: is the board type wrong?)"


def _infer_board_type(raw_hexes: list[tuple[Any, str]]) -> str:
    """The smallest board type holding every hex, each row and column read as the reader
    reads it (a row written 12.0 or "12.0" is row 12)."""
    places = [(_whole(h.get("row")), _whole(h.get("col")))
              for h, _ in raw_hexes if isinstance(h, dict)]
    if max((c for _, c in places if c is not None), default=0) > 24:
        return "OVERLORD"
    if max((r for r, _ in places if r is not None), default=0) > 8:
        return "BRKTHRU"
    return "STANDARD"


_LAYERS = ("terrain", "rect_terrain", "obstacle", "unit")

#: The kinds of victory condition this editor knows, whose parameters are an object.
_CONDITION_KINDS = ("standard", "group_sudden_death")
#: The keys of a sudden death the reader reads (``victory_condition``).
_SUDDEN_KEYS = ("side", "number", "group")

#: What :meth:`_Reader.shaped` returns for a value taken as absent (null, ""): left out.
_ABSENT: Any = object()

#: The keys of ``game_info`` the model holds (``victory_conditions`` is read as a legacy form
#: and what stays of it is kept as read).
KNOWN_GAME_INFO = ("side_player1", "side_player2", "country_player1", "country_player2",
                   "cards_player1", "cards_player2", "victory_player1", "victory_player2",
                   "starting", "date_begin", "date_end", "front", "type", "operationID",
                   "expert_mode", "victory", "victory_conditions", "options")


def _summary(h: Hex) -> str:
    """What a hex holds, for a repair that drops it: its layers, markers, and the keys of
    another tool (a hex holding only these was said "it was empty")."""
    parts = [f"{layer} {getattr(h, layer).name}" for layer in _LAYERS if getattr(h, layer)]
    parts += [f"tag {t.name}" for t in h.tags]
    parts += [f"the key {k!r}" for k in h.extra]
    return ", ".join(parts)


class _Merging:
    """The entries of a hex listed more than once, merged as they are read: a later entry
    wins a conflict and adds the markers not listed yet. The markers listed are kept in a
    set, so that a hex listed 20,000 times is read in linear time."""

    def __init__(self, first: Hex) -> None:
        self.layers: dict[str, Any] = {layer: getattr(first, layer) for layer in _LAYERS}
        self.tags = list(first.tags)
        self.listed = {value_key(t) for t in first.tags}
        self.extra = dict(first.extra)

    def add(self, later: Hex) -> tuple[str, bool]:
        """Merge a later entry in; returns what it replaced, if anything, and whether it
        changed the hex at all (an entry repeated as it was adds nothing)."""
        lost = []
        changed = False
        for layer in _LAYERS:
            a, b = self.layers[layer], getattr(later, layer)
            if a is not None and b is not None and a != b:
                lost.append(f"{layer} {a.name}")
            if b is not None:
                changed |= a != b
                self.layers[layer] = b
        new = [t for t in later.tags if value_key(t) not in self.listed]
        self.tags += new
        self.listed.update(value_key(t) for t in new)
        for key, value in later.extra.items():  # another tool's keys: a value replaced is said
            if key in self.extra and self.extra[key] != value:
                lost.append(f"{key} {_cut(json.dumps(self.extra[key], ensure_ascii=False))}")
            changed |= key not in self.extra or self.extra[key] != value
            self.extra[key] = value
        return ", ".join(lost), changed or bool(new)

    def hex(self) -> Hex:
        return Hex(tags=tuple(self.tags), extra=self.extra, **self.layers)


# ---------------------------------------------------------------------------------------------
# model → canonical JSON


def _put(out: dict[str, Any], key: str, value: Any) -> None:
    if value is not None:
        out[key] = value


def _piece_json(p: Piece) -> dict[str, Any]:
    out: dict[str, Any] = {"name": p.name}
    _put(out, "orientation", p.orientation)
    _put(out, "behavior", p.behavior)
    _put(out, "original_owner", p.original_owner and p.original_owner.value)
    out.update(p.extra)
    return out


def _unit_json(u: Unit) -> dict[str, Any]:
    out: dict[str, Any] = {"name": u.name}
    _put(out, "nbr_units", u.nbr_units)
    _put(out, "badge", u.badge)
    _put(out, "behavior", u.behavior)
    out.update(u.extra)
    return out


def _medal_json(m: Medal) -> dict[str, Any]:
    out: dict[str, Any] = {}
    _put(out, "permanent", m.permanent)
    _put(out, "counts_for", m.counts_for)
    _put(out, "majority", m.majority)
    _put(out, "side", m.side and m.side.value)
    _put(out, "nbr_hex", m.nbr_hex)
    _put(out, "any_hex", m.any_hex)
    _put(out, "turn_start", m.turn_start)
    out.update(m.extra)
    return out


def _tag_json(t: Tag) -> dict[str, Any]:
    out: dict[str, Any] = {"name": t.name}
    _put(out, "behavior", t.behavior)
    _put(out, "side", t.side and t.side.value)
    _put(out, "group", None if t.group is None else list(t.group))
    _put(out, "medal", None if t.medal is None else _medal_json(t.medal))
    out.update(t.extra)
    return out


def hex_json(c: Coord, h: Hex) -> dict[str, Any]:
    """The canonical JSON object of one hex."""
    out: dict[str, Any] = {"row": c.row, "col": c.col}
    for layer, conv in (("terrain", _piece_json), ("rect_terrain", _piece_json),
                        ("obstacle", _piece_json), ("unit", _unit_json)):
        value = getattr(h, layer)
        if value is not None:
            out[layer] = conv(value)
    if h.tags:
        out["tags"] = [_tag_json(t) for t in h.tags]
    out.update(h.extra)
    return out


def _game_info_json(g: GameInfo) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for n in (1, 2):
        out[f"side_player{n}"] = getattr(g, f"side_player{n}").value
        for key in ("country", "cards", "victory"):
            _put(out, f"{key}_player{n}", getattr(g, f"{key}_player{n}"))
    for key in ("starting", "date_begin", "date_end", "front", "type"):
        _put(out, key, getattr(g, key))
    _put(out, "operationID", g.operation_id)
    _put(out, "expert_mode", g.expert_mode)
    if g.victory is not None:
        out["victory"] = {"condition": [_condition_json(vc) for vc in g.victory.conditions],
                          **g.victory.extra}
    if g.options:
        out["options"] = _options_as_read(g.options)
    out.update(g.extra)
    return out


def _options_as_read(options: Mapping[str, Json]) -> dict[str, Json]:
    """The rule options as the reader reads them (:meth:`_Reader.options`): a value the
    reader leaves out (null, or an empty one where no text is asked: a field emptied in
    Scenario properties) is not written, and the others in their canonical form, so that
    a file saved reads back as the scenario saved."""
    return _Reader("", []).options(dict(options), "$.game_info.options")


def _condition_json(vc: VictoryCondition) -> Json:
    return {vc.kind: vc.params} if vc.kind is not None else vc.params


def _group_json(g: Group) -> dict[str, Any]:
    out: dict[str, Any] = {}
    _put(out, "group_id", g.group_id)
    out["hexes"] = [{"row": c.row, "col": c.col, **x} for c, x in g.entries()]
    out.update(g.extra)
    return out


def _text_json(t: ScenarioText) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in TEXT_FIELDS:
        _put(out, f, getattr(t, f))
    out.update(t.extra)
    return out


def to_json(s: Scenario) -> dict[str, Any]:
    """The canonical JSON document of a scenario (plain dicts and lists)."""
    board: dict[str, Any] = {
        "type": s.board_type.value,
        "face": s.face.value,
        "hexagons": [hex_json(c, s.hexes[c]) for c in sorted(s.hexes)],
        "labels": [{"row": lb.coord.row, "col": lb.coord.col, "text": list(lb.text), **lb.extra}
                   for lb in s.labels],
        "groups": [_group_json(g) for g in s.groups],
        **s.board_extra,
    }
    out: dict[str, Any] = {"meta_data": dict(s.meta_data),
                           "game_info": _game_info_json(s.game_info), "board": board}
    if s.packs is not None:
        out["packs"] = dict(s.packs)
    out["text"] = {lang: _text_json(t) for lang, t in s.text.items()}
    out.update(s.extra)
    return out


def dumps(s: Scenario) -> str:
    """The canonical text of a scenario: two-space indent, UTF-8 characters, final newline.
    Strict JSON only: raises :class:`M44WriteError` for a value that JSON cannot hold (NaN,
    infinity), naming it, rather than writing ``Infinity``, which no reader accepts."""
    try:
        return json.dumps(to_json(s), indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    except ValueError as e:
        raise M44WriteError(f"the scenario holds a value strict JSON cannot write: {e}"
                            ) from None


def encode(s: Scenario, *, repair: bool = False) -> bytes:
    """The canonical file's bytes; raises :class:`M44WriteError` for text UTF-8 cannot
    encode (a lone surrogate typed or pasted in), naming where it is. With ``repair`` such
    characters are written as U+FFFD instead, as the reader would repair them (recovery
    copies: saving the rest matters more than half a character)."""
    text = dumps(s)
    if repair:
        text = _SURROGATE.sub("\ufffd", text)
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as e:
        line = text.count("\n", 0, e.start) + 1
        raise M44WriteError(f"line {line} of the file to write holds a character UTF-8 cannot "
                            f"encode (U+{ord(text[e.start]):04X}, half of a surrogate pair)"
                            ) from None


class M44WriteError(FileWriteError):
    """A scenario that cannot be written as a file our reader accepts (an ``OSError``, so
    that every caller reporting unwritable files reports it too)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.strerror = message


def over_limit_words(size: int) -> str:
    """What is said of a scenario of ``size`` bytes as a file, over :data:`MAX_FILE_SIZE`
    (the most our reader opens, so the most a save writes): its size and the limit, in
    plain words.

    >>> over_limit_words(6_303_373)
    '6,303,373 bytes as a file, over the 5 MB (5,242,880 bytes) a scenario file may hold'
    """
    return (f"{size:,} bytes as a file, over the {MAX_FILE_SIZE // (1024 * 1024)} MB "
            f"({MAX_FILE_SIZE:,} bytes) a scenario file may hold")


def save(s: Scenario, path: str | os.PathLike[str], *, backup: bool = True) -> None:
    """Write ``s`` to ``path`` atomically: a temporary file beside it is written and flushed
    to disk, read back by our own reader, then renamed over the target (through a symbolic
    link). The previous file, if any, is kept as ``<path>.bak`` when ``backup``. On any
    error (:class:`M44WriteError` for what would not read back, ``OSError`` for the disk)
    the target is left as it was. A scenario over :data:`MAX_FILE_SIZE` is refused before
    anything is written, saying its size: the reader would refuse the file."""
    data = encode(s)
    if len(data) > MAX_FILE_SIZE:
        raise M44WriteError(f"the scenario is {over_limit_words(len(data))} (the most the "
                            "editor and m44 open): nothing written; shorten its texts")
    atomic_write(path, data, backup=backup, check=_reads_back)  # "out/" kept as said


def _reads_back(tmp: Path) -> None:
    """Never replace a file with one we cannot read: the written bytes are read again."""
    try:
        loads(read_file(tmp, MAX_FILE_SIZE), source=str(tmp))
    except (M44ReadError, FileReadError) as e:
        raise M44WriteError(f"the written file would not read back ({e}); nothing replaced"
                            ) from None

