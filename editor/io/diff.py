"""What differs between two versions of a scenario, as a designer reads it: the board's
type and face, hex by hex (the terrain, square piece, obstacle, unit and markers of each
hex, a unit that changed hexes said as moved, and what else changed of it where it is
sure to be that unit; pieces, units and markers by their catalog label and name, what
else they have field by field, a side in words), then the place
names, the game settings and the texts by JSON path; the codes of a closed vocabulary (a
face, a side, a country, the front...) in the editor's words.

Both are compared in their canonical form (:func:`editor.io.m44.to_json`), so what the
reader repairs (a number written as a string, a list wrapped in ``{"item": ...}``) is no
difference, and neither is the order of the file's hexes or keys, nor of a hex's markers
or of the hexes of a group (a marker's, a sudden death's).

>>> from dataclasses import replace
>>> from editor.engine.board import Coord
>>> from editor.engine.scenario import Hex, Scenario, Unit
>>> a, b = Scenario(), Scenario()
>>> a.set_hex(Coord(4, 4), Hex(unit=Unit("infger")))
>>> b.set_hex(Coord(4, 6), Hex(unit=Unit("infger")))
>>> b.game_info = replace(b.game_info, cards_player1=6)
>>> [str(d) for d in scenario_diff(a, b)]
['C5 → D5: unit moved: German Infantry (infger)', '$.game_info.cards_player1: added: 6']
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

from editor.engine.board import Board, BoardType, Coord, Side
from editor.engine.catalog import CATALOG
from editor.engine.faces import FACE_WORDS
from editor.engine.packs import PACKS
from editor.engine.rules.units import profile_of
from editor.engine.scenario import COUNTRIES, FRONTS, GAME_TYPES, STARTING, Scenario, Unit
from editor.engine.transform import mirror, mirrored_hex, turn_180, turned_hex

from .m44 import to_json

#: The layers of a hex, in the order they are compared and said.
LAYERS = ("terrain", "rect_terrain", "obstacle", "unit", "tags")
#: A hex's layers as a line says them, as the editor's panels and palette name them (a
#: square piece, markers), the others by their keys.
LAYER_WORDS = {"rect_terrain": "square piece", "tags": "markers"}
#: The keys of a piece or unit in the editor's words, where they differ from the file's.
KEY_WORDS = {"nbr_units": "figures", "original_owner": "owner"}
#: The keys whose values are sides, said as the editor says a side ("Axis", not "AXIS"):
#: a piece's owner, a marker's side and its medal's.
SIDE_KEYS = ("original_owner", "side", "medal_side")
#: The keys whose lists are groups of hexes (a sudden death group, a hex group's hexes):
#: sets, whose order is no difference.
HEX_SETS = ("group", "hexes")
#: What is said as moved when it leaves one hex and the same comes to another.
MOVABLE = ("unit", "label")
#: How long a value is said before it is cut.
_SHOWN = 60
#: How many characters before the first difference a changed text is shown from.
_CONTEXT = 12
#: The settings whose values are codes of a closed vocabulary, with the words the editor
#: says them in (its forms, the briefings, the checks): a board face is a "beach" board,
#: not "BEACH". A code not in its vocabulary is said as written.
VOCABULARIES: dict[str, dict[str, str]] = {
    "$.board.type": {t.value: t.words for t in BoardType},
    "$.board.face": {f.value: words for f, words in FACE_WORDS.items()},
    **{f"$.game_info.side_player{n}": {s.value: s.label for s in Side} for n in (1, 2)},
    **{f"$.game_info.country_player{n}": COUNTRIES for n in (1, 2)},
    "$.game_info.starting": STARTING, "$.game_info.front": FRONTS,
    "$.game_info.type": GAME_TYPES}
#: The board's own settings, said by their names where the others are said by JSON path
#: (they come first, with the hexes; ``--json`` keeps the path).
BOARD_PLACES = {"$.board.type": "board type", "$.board.face": "board face"}


@dataclass(frozen=True)
class Difference:
    """One difference: where (a hex name, two for a move, or a JSON path), what (a hex's
    layer, ``label``, or the path's last key) and the values before and after (``None``:
    absent)."""

    place: str
    what: str
    before: Any
    after: Any
    #: The hexes it is about (two for a move), in the compared scenarios' coordinates.
    hexes: tuple[Coord, ...] = ()
    #: ``before`` and ``after`` in words where a line says them otherwise than as JSON (a
    #: named hex group's hexes by their names on the board: ``A9 B9``); ``None`` else.
    words: tuple[str, str] | None = None

    @property
    def change(self) -> str:
        """``moved`` (from the first of :attr:`hexes` to the second, changed too where
        ``before`` and ``after`` differ), ``added``, ``removed`` or ``changed``."""
        if self.what in MOVABLE and (same(self.before, self.after) or len(self.hexes) == 2):
            return "moved"
        if self.before is None:
            return "added"
        return "removed" if self.after is None else "changed"

    def __str__(self) -> str:
        return f"{self.where}: {self.describe()}"

    @property
    def where(self) -> str:
        """The place as a line says it: the board's type and face by name (``board
        face``), anything else as :attr:`place`."""
        return BOARD_PLACES.get(self.place, self.place)

    def describe(self) -> str:
        """What changed, without the place."""
        kind = self.change
        if self.words is not None:
            return " → ".join(self.words)
        if self.place.startswith("$.packs.") and kind in ("added", "removed"):
            # an expansion by its name: the number the file keeps for it ("air": 1) is none
            return f"{kind}: {PACKS.get(self.what, self.what)} ({self.what})"
        # a hex's pieces and units by their names; a setting's code in words; the other
        # settings and texts as JSON
        vocabulary = VOCABULARIES.get(self.place)
        show = (said if not self.place.startswith("$") else
                (lambda v: _field_said(self.what, v)) if vocabulary is None else
                lambda v: vocabulary[v] if isinstance(v, str) and v in vocabulary
                else json_said(v))
        if kind == "moved" and _same_name(self.before, self.after) \
                and not same(self.before, self.after):
            return f"{self.what} moved and changed: {said({'name': self.after['name']})}: " \
                f"{_key_changes(self.before, self.after)}"
        if kind == "moved":
            return f"{self.what} moved: {show(self.after)}"
        if kind == "added":
            return f"{self._named()}added: {show(self.after)}"
        if kind == "removed":
            return f"{self._named()}removed: {show(self.before)}"
        if self.what == "label" and isinstance(self.before, dict) \
                and isinstance(self.after, dict):
            return f"label {json_said(self.after['text'])}: " + _key_changes(
                {k: v for k, v in self.before.items() if k != "text"},
                {k: v for k, v in self.after.items() if k != "text"})
        if self.what == "tags" and isinstance(self.before, list) \
                and isinstance(self.after, list):
            return f"{self._named()}{_markers_change(self.before, self.after)}"
        if _same_name(self.before, self.after):
            return f"{self._named()}{said({'name': self.after['name']})}: " \
                f"{_key_changes(self.before, self.after)}"
        if isinstance(self.before, str) and isinstance(self.after, str) and vocabulary is None:
            if self.before.split() == self.after.split():  # the words run together alike
                return f"{self._named()}spaces or line breaks only: " + " → ".join(
                    f'"{_cut(t)}"' for t in from_first_difference(
                        self.before, self.after, keep_spaces=True))
            before, after = from_first_difference(self.before, self.after)
            return f"{self._named()}{show(before)} → {show(after)}"
        was, now = show(self.before), show(self.after)
        if self.place.startswith("$") and vocabulary is None and (was + now).count("…"):
            # cut, the change may be out of sight: said from where they differ
            was, now = (_cut(v) for v in from_first_difference(
                _compact(self.before), _compact(self.after)))
        return f"{self._named()}{was} → {now}"

    def _named(self) -> str:
        return "" if self.place.startswith("$") else \
            f"{LAYER_WORDS.get(self.what, self.what.replace('_', ' '))} "

    def as_json(self) -> dict[str, Any]:
        return {"place": self.place, "what": self.what, "change": self.change,
                "before": self.before, "after": self.after,
                "hexes": [{"row": c.row, "col": c.col} for c in self.hexes]}


def said(value: Any) -> str:
    """A value of a hex in a line: a piece, unit or marker by its label and name (``US Armor
    (tankus)``), then what else it has, field by field in words (``Bunkers (bunker): owner
    Axis``, as :func:`_key_changes` says a change of them; a marker's medal's fields
    among them); a list of them (markers) one after the other; else as :func:`json_said`."""
    if isinstance(value, dict) and "name" in value:
        name = str(value["name"])
        fields = _marker_fields(value)
        return (name if name not in CATALOG else CATALOG.with_name(name)) + (": " + ", ".join(
            f"{KEY_WORDS.get(k, k.replace('_', ' '))} {_field_said(k, v)}"
            for k, v in sorted(fields.items())) if fields else "")
    if isinstance(value, list) and value and all(isinstance(v, dict) and "name" in v
                                                 for v in value):
        return "; ".join(said(v) for v in value)
    return json_said(value)


def _same_name(before: Any, after: Any) -> bool:
    """Whether a piece or unit kept its name (what else it has changed)."""
    return (isinstance(before, dict) and isinstance(after, dict) and "name" in before
            and before.get("name") == after.get("name"))


def _key_changes(before: dict[str, Any], after: dict[str, Any]) -> str:
    """``figures 3 → 4 (standard); badge "badge5" → "badge6"``: the keys of a piece or
    unit that changed, in the editor's words (:data:`KEY_WORDS`). A unit of 4 figures
    written out read "German Infantry (infger) → German Infantry (infger)
    {"nbr_units":4}"; then "figures 4 added", as if it had gained figures."""
    out = []
    for key in sorted(before.keys() | after.keys()):
        a, b = before.get(key), after.get(key)
        if same(a, b) and (key in before) == (key in after):
            continue
        if key == "nbr_units" and (said := _figures_change(after, a, b)) is not None:
            out.append(said)
            continue
        word = KEY_WORDS.get(key, key.replace("_", " "))
        # a null is said as absent, but beside an absent key (it was said so, and then as
        # nothing at all)
        out.append(f"{word} null added" if a is None and b is None and key in after else
                   f"{word} null removed" if a is None and b is None else
                   f"{word} {_field_said(key, b)} added" if a is None else
                   f"{word} {_field_said(key, a)} removed" if b is None else
                   f"{word} {_field_said(key, a)} → {_field_said(key, b)}")
    return "; ".join(out)


def _field_said(key: str, value: Any) -> str:
    """A field of a piece, unit or marker: a side in words, a marker's group by its hexes
    (``C1 D1 E1``), anything else as :func:`json_said`."""
    if key in SIDE_KEYS and isinstance(value, str) and value in Side.__members__:
        return Side(value).label
    if key == "group" and isinstance(value, list) and value \
            and all(isinstance(v, str) for v in value):
        return " ".join(value)
    return json_said(value)


def _marker_fields(tag: dict[str, Any]) -> dict[str, Any]:
    """A piece's, unit's or marker's fields but its name, a marker's medal's among them
    (``medal_counts_for``)."""
    out = {k: v for k, v in tag.items() if k not in ("name", "medal")}
    medal = tag.get("medal")
    if isinstance(medal, dict):
        out.update({f"medal_{k}": v for k, v in medal.items()})
    elif "medal" in tag:
        out["medal"] = medal
    return out


def _marker_as_compared(tag: Any) -> Any:
    """A marker as compared: its group a set of hexes (an exit line listed in another
    order is the same line)."""
    if isinstance(tag, dict) and isinstance(tag.get("group"), list):
        return {**tag, "group": sorted(tag["group"], key=str)}
    return tag


def _paired(before: list[Any], after: list[Any]) -> tuple[list[Any], list[Any]]:
    """The markers of ``before`` and of ``after`` left once those the same in both are
    taken out (:func:`_marker_as_compared`, :func:`same`), whatever their order."""
    gone, came = list(before), list(after)
    for t in before:
        match = next((c for c in came if same(_marker_as_compared(c),
                                              _marker_as_compared(t))), None)
        if match is not None:
            gone.remove(t)
            came.remove(match)
    return gone, came


def same_markers(before: Any, after: Any) -> bool:
    """Whether two hexes' markers are the same, whatever their order and the order of their
    groups' hexes."""
    if not isinstance(before, list) or not isinstance(after, list):
        return same(before, after)
    return _paired(before, after) == ([], [])


def _markers_change(before: list[Any], after: list[Any]) -> str:
    """What changed among a hex's markers: a marker that kept its name by the fields that
    changed (:func:`_key_changes`), the others removed or added."""
    gone, came = _paired(before, after)  # but the markers that did not change
    out = []
    for t in list(gone):
        kept = next((c for c in came if _same_name(t, c)), None)
        if kept is not None:
            gone.remove(t)
            came.remove(kept)
            out.append(f"{said({'name': t['name']})}: "
                       f"{_key_changes(_marker_fields(t), _marker_fields(kept))}")
    out += [f"{said(t)} removed" for t in gone]
    out += [f"{said(t)} added" for t in came]
    return "; ".join(out)


def _figures_change(unit: dict[str, Any], a: Any, b: Any) -> str | None:
    """A unit's figures written out or left out, said as the counts it has: a count left
    out is its type's standard (``figures 3 → 4 (standard)``; the standard written out
    changes nothing: ``figures 4 (standard) written out``); ``None`` for a count changed
    from one number to another, a unit whose standard no rules give, or a count that is no
    number."""
    if (a is None) == (b is None) or type(a if a is not None else b) is not int \
            or not isinstance(unit.get("name"), str):
        return None
    profile = profile_of(Unit(unit["name"], None, unit.get("badge"), unit.get("behavior")))
    if profile is None:
        return None
    standard = profile.figures
    if (a if a is not None else b) == standard:
        return f"figures {standard} (standard) " + ("written out" if a is None else "left out")
    return f"figures {standard} (standard) → {b}" if a is None else \
        f"figures {a} → {standard} (standard)"


def json_said(value: Any) -> str:
    """A value in a line: a text quoted, its spaces run together; anything else as compact
    JSON; cut at :data:`_SHOWN` characters."""
    if isinstance(value, str):
        return _cut(json.dumps(" ".join(value.split()), ensure_ascii=False))
    return _cut(_compact(value))


def _cut(text: str) -> str:
    return text if len(text) <= _SHOWN else text[:_SHOWN - 1] + "…"


def from_first_difference(a: str, b: str, *, keep_spaces: bool = False) -> tuple[str, str]:
    """Two texts from :data:`_CONTEXT` characters before the first where they differ ("…"
    for what is left out), so that a long text's change shows; their spaces run together,
    or, ``keep_spaces``, kept and each line break shown as "⏎".

    >>> from_first_difference("The Allied player moves first.", "The Axis player moves first.")
    ('The Allied player moves first.', 'The Axis player moves first.')
    >>> from_first_difference("x" * 40 + "take 4 cards", "x" * 40 + "take 5 cards")
    ('…xxxxxxxtake 4 cards', '…xxxxxxxtake 5 cards')
    """
    if keep_spaces:
        a, b = (t.replace("\r\n", "\n").replace("\n", "⏎") for t in (a, b))
    else:
        a, b = " ".join(a.split()), " ".join(b.split())
    same = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    start = max(0, same - _CONTEXT)
    if start <= 1:
        return a, b
    return "…" + a[start:], "…" + b[start:]


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


@dataclass(frozen=True)
class _Boards:
    """The boards of the two versions compared: a hex is named on the new one, or, when
    only the old one has it, on the old one, which the name says (a Breakthrough row the
    standard board lacks counted from the standard board's bottom edge was "A-7"); a place
    on no hex of either (a place name off the board, or at an odd row + col) by its row
    and column, and the boards it is no hex of (it was named "B-21")."""

    old: Board
    new: Board

    def name(self, row: int, col: int) -> str:
        c = Coord(row, col)
        if self.new.contains(c):
            return self.new.hex_name(c)
        if self.old.contains(c):
            return f"{self.old.hex_name(c)} (on the {self.old.type.words} board)"
        which = (f"the {self.new.type.words} board" if self.old.type == self.new.type
                 else "either board")
        return f"row {row} col {col} (no hex of {which})"


def _hexes(doc: dict[str, Any]) -> dict[tuple[int, int], dict[str, Any]]:
    return {(h["row"], h["col"]): h for h in doc["board"]["hexagons"]}


def _hex_differences(a: dict[str, Any], b: dict[str, Any], boards: _Boards
                     ) -> list[Difference]:
    ha, hb = _hexes(a), _hexes(b)
    out: list[tuple[tuple[int, int], Difference]] = []
    gone: list[tuple[tuple[int, int], Any]] = []  # units removed, then added: moves
    came: list[tuple[tuple[int, int], Any]] = []
    for rc in sorted(ha.keys() | hb.keys()):
        x, y = ha.get(rc, {}), hb.get(rc, {})
        for layer in LAYERS:
            before, after = x.get(layer), y.get(layer)
            if same(before, after) or layer == "tags" and same_markers(before, after):
                continue
            if layer == "unit" and before is not None and after is None:
                gone.append((rc, before))
            elif layer == "unit" and before is None:
                came.append((rc, after))
            else:
                out.append((rc, Difference(boards.name(*rc), layer, before, after,
                                           (Coord(*rc),))))
        rest = sorted((x.keys() | y.keys()) - {"row", "col", *LAYERS})
        for key in rest:
            if not same(x.get(key), y.get(key)):
                out.append((rc, Difference(boards.name(*rc), key, x.get(key), y.get(key),
                                           (Coord(*rc),))))
    out += _moves("unit", gone, came, boards)
    out.sort(key=lambda d: (d[0], LAYERS.index(d[1].what) if d[1].what in LAYERS else 9))
    return [d for _, d in out]


def _moves(what: str, gone: list[tuple[tuple[int, int], Any]],
           came: list[tuple[tuple[int, int], Any]], boards: _Boards
           ) -> list[tuple[tuple[int, int], Difference]]:
    """``what`` gone from some hexes and come to others: the same thing gone from one hex
    and come to another is said moved (the nearest paired first); then a unit of a name
    gone from one hex and come changed to another (:func:`_changed_pairs`) moved and
    changed; the rest removed or added; each with the hex it is said at."""
    pairs = sorted(((abs(g[0][0] - c[0][0]) + abs(g[0][1] - c[0][1]), i, j)
                    for i, g in enumerate(gone) for j, c in enumerate(came) if same(g[1], c[1])))
    used_g: set[int] = set()
    used_c: set[int] = set()
    moves: list[tuple[int, int]] = []
    for _, i, j in pairs:
        if i in used_g or j in used_c:
            continue
        used_g.add(i)
        used_c.add(j)
        moves.append((i, j))
    for i, j in _changed_pairs(gone, came, used_g, used_c):
        used_g.add(i)
        used_c.add(j)
        moves.append((i, j))
    out: list[tuple[tuple[int, int], Difference]] = []
    for i, j in moves:
        (src, before), (dst, after) = gone[i], came[j]
        out.append((src, Difference(f"{boards.name(*src)} → {boards.name(*dst)}", what,
                                    before, after, (Coord(*src), Coord(*dst)))))
    out += [(rc, Difference(boards.name(*rc), what, v, None, (Coord(*rc),)))
            for i, (rc, v) in enumerate(gone) if i not in used_g]
    out += [(rc, Difference(boards.name(*rc), what, None, v, (Coord(*rc),)))
            for j, (rc, v) in enumerate(came) if j not in used_c]
    return out


def _changed_pairs(gone: list[tuple[tuple[int, int], Any]],
                   came: list[tuple[tuple[int, int], Any]], used_g: set[int],
                   used_c: set[int]) -> list[tuple[int, int]]:
    """The units of ``gone`` and ``came`` (but those ``used``: paired unchanged) that are
    one unit moved and changed (a figure lost, a badge given): those of a name (a kind of
    a nation) left once in each. Where a name is left more than once on either side, which
    went where is a guess: none of them is paired (each said removed or added)."""
    def by_name(side: list[tuple[tuple[int, int], Any]], used: set[int]
                ) -> dict[str, list[int]]:
        out: dict[str, list[int]] = {}
        for k, (_, value) in enumerate(side):
            if k not in used and isinstance(value, dict) and isinstance(value.get("name"), str):
                out.setdefault(value["name"], []).append(k)
        return out

    left_g, left_c = by_name(gone, used_g), by_name(came, used_c)
    return [(g[0], left_c[name][0]) for name, g in left_g.items()
            if len(g) == 1 and len(left_c.get(name, ())) == 1]


def _label_differences(a: dict[str, Any], b: dict[str, Any], boards: _Boards
                       ) -> list[Difference]:
    def keyed(doc: dict[str, Any]) -> dict[tuple[int, int], list[Any]]:
        out: dict[tuple[int, int], list[Any]] = {}
        for lb in doc["board"].get("labels", []):
            out.setdefault((lb["row"], lb["col"]), []).append(lb)
        return out

    la, lb = keyed(a), keyed(b)
    out: list[tuple[tuple[int, int], Difference]] = []
    gone: list[tuple[tuple[int, int], Any]] = []  # names removed, then added: moves
    came: list[tuple[tuple[int, int], Any]] = []
    for rc in sorted(la.keys() | lb.keys()):
        before, after = _label_text(la.get(rc)), _label_text(lb.get(rc))
        if before == after:
            x, y = _label_keys(la.get(rc)), _label_keys(lb.get(rc))
            if not same(x, y):  # the same words, their lines or a key of another tool's changed
                out.append((rc, Difference(boards.name(*rc), "label", {"text": before, **x},
                                           {"text": after, **y}, (Coord(*rc),))))
            continue
        if after is None:
            gone.append((rc, before))
        elif before is None:
            came.append((rc, after))
        else:
            out.append((rc, Difference(boards.name(*rc), "label", before, after,
                                       (Coord(*rc),))))
    out += _moves("label", gone, came, boards)
    return [d for _, d in sorted(out, key=lambda x: x[0])]


def _label_text(labels: list[Any] | None) -> str | None:
    if labels is None:
        return None
    return " / ".join(" ".join(str(line) for line in lb["text"]) for lb in labels)


def _label_keys(labels: list[Any] | None) -> dict[str, Any]:
    """The lines of a hex's place names and their keys of other tools (a later name's over
    an earlier's): what else may change, the words staying."""
    return {("lines" if k == "text" else k): v for lb in labels or [] for k, v in lb.items()
            if k not in ("row", "col")}


def _paths(before: Any, after: Any, path: str) -> Iterator[Difference]:
    """The differences of two JSON values, object by object down to the values that
    differ; an object added or removed whole (the first option, a language's texts) is said
    key by key too, as the fields it brings; a list as long as before item by item, but a
    group of hexes (:data:`HEX_SETS`), compared as a set and said whole."""
    if same(before, after) or _same_hexes(before, after, path) or _same_text(before, after):
        return
    objects = (before is None or isinstance(before, dict)) and \
        (after is None or isinstance(after, dict))
    if objects:
        before, after = before or {}, after or {}
        for key in list(before) + [k for k in after if k not in before]:
            yield from _paths(before.get(key), after.get(key), f"{path}.{key}")
        return
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after) \
            and _key_of(path) not in HEX_SETS:
        for i, (x, y) in enumerate(zip(before, after)):
            yield from _paths(x, y, f"{path}[{i}]")
        return
    yield Difference(path, _key_of(path), before, after)


def same(a: Any, b: Any) -> bool:
    """Whether two JSON values are the same: as Python's ``==`` (6 and 6.0 are the same
    number, the keys of an object in any order), but that a boolean is no number (Python
    takes ``True`` for 1; JSON, and the tool that wrote a key we keep, do not)."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return bool(a == b)


def _same_text(before: Any, after: Any) -> bool:
    """Whether two texts are the same but for their line ends (Windows' CR LF, Unix's
    LF)."""
    return isinstance(before, str) and isinstance(after, str) \
        and before.replace("\r\n", "\n") == after.replace("\r\n", "\n")


def _key_of(path: str) -> str:
    return path.rsplit(".", 1)[-1]


def _same_hexes(before: Any, after: Any, path: str) -> bool:
    """Whether two groups of hexes (:data:`HEX_SETS`) hold the same hexes, in whatever
    order."""
    return _key_of(path) in HEX_SETS and isinstance(before, list) \
        and isinstance(after, list) \
        and sorted(map(_compact, before)) == sorted(map(_compact, after))


def scenario_diff(a: Scenario, b: Scenario) -> list[Difference]:
    """What differs from ``a`` to ``b``: the board's type and face, the hexes (by hex name
    of ``b``'s board, or of ``a``'s where ``b``'s has no such hex), the place names, then
    everything else by JSON path."""
    return _json_diff(to_json(a), to_json(b), _Boards(a.board, b.board))


def _json_diff(ja: dict[str, Any], jb: dict[str, Any], boards: _Boards) -> list[Difference]:
    """:func:`scenario_diff` of two scenarios in their canonical JSON (``ja``, ``jb``)."""
    out = [d for key in ("type", "face") for d in _paths(
        ja["board"].get(key), jb["board"].get(key), f"$.board.{key}")]
    out += _hex_differences(ja, jb, boards)
    out += _label_differences(ja, jb, boards)
    out += [_group_hexes(d, boards) for d in _paths(_rest(ja), _rest(jb), "$")]
    return out


#: The path of a named hex group's hexes (``board.groups``), each a ``{"row", "col"}``.
_GROUP_HEXES = re.compile(r"\$\.board\.groups\[\d+\]\.hexes")


def _group_hexes(d: Difference, boards: _Boards) -> Difference:
    """``d``, but a change of a named hex group's hexes given the hexes that joined or left
    the group, and said by their names on the board (``A9 B9 → A9 B9 E1``) where each is a
    row and a column and no more (a key of another tool's is said as JSON)."""
    if not _GROUP_HEXES.fullmatch(d.place):
        return d
    sides = [v if isinstance(v, list) else [] for v in (d.before, d.after)]
    entries = [[h for h in side if isinstance(h, dict)
                and isinstance(h.get("row"), int) and isinstance(h.get("col"), int)]
               for side in sides]
    kept = [{_compact(h) for h in side} for side in sides]
    hexes = tuple(dict.fromkeys(Coord(h["row"], h["col"]) for i in (1, 0)
                                for h in entries[i] if _compact(h) not in kept[1 - i]))
    plain = all(v is None or isinstance(v, list) for v in (d.before, d.after)) and all(
        len(e) == len(side) and all(h.keys() == {"row", "col"} for h in e)
        for e, side in zip(entries, sides))
    was, now = (" ".join(boards.name(h["row"], h["col"]) for h in e) or "[]"
                for e in entries)
    return replace(d, hexes=hexes, words=(was, now) if plain else None)


@dataclass(frozen=True)
class BoardChange:
    """A whole board's change the editor makes (Scenario → Mirror Board Left-Right, Turn
    Board 180° (Swap Sides)), or both, one then the other: said in words (its ``str``),
    for ``--json`` by what it did."""

    mirrored: bool
    turned: bool

    def __str__(self) -> str:
        return " and ".join(words for done, words in (
            (self.mirrored, "mirrored left to right"),
            (self.turned, "turned half a turn, the players swapped")) if done)

    def made(self, scenario: Scenario) -> Scenario:
        """``scenario`` so changed (``ValueError``: a beach board is not turned)."""
        if self.mirrored:
            scenario = mirror(scenario)
        return turn_180(scenario) if self.turned else scenario

    def moved(self, board: Board, c: Coord) -> Coord:
        """Where hex ``c`` of ``board`` goes by this change (mirrored, then turned).

        >>> from editor.engine.board import BOARDS
        >>> BoardChange(mirrored=False, turned=True).moved(BOARDS[BoardType.STANDARD],
        ...                                                 Coord(0, 0))
        Coord(row=8, col=24)
        """
        if self.mirrored:
            c = mirrored_hex(board, c)
        return turned_hex(board, c) if self.turned else c

    def as_json(self) -> dict[str, Any]:
        return {"mirrored": self.mirrored, "turned": self.turned, "words": str(self)}


#: The whole board's changes looked for by :func:`whole_board_change`.
_WHOLE_BOARD = (BoardChange(mirrored=False, turned=True),
                BoardChange(mirrored=True, turned=False), BoardChange(mirrored=True, turned=True))


#: The fewest differences a whole board's change is looked for behind (a board turned
#: differs from itself on most of its hexes; one edited differs in a few).
_WHOLE_BOARD_LEAST = 8


def whole_board_change(a: Scenario, b: Scenario) -> tuple[BoardChange | None, list[Difference]]:
    """What differs from ``a`` to ``b``, a whole board's change said as one: when ``b`` is
    ``a``'s board turned half a turn, mirrored, or both, then changed in fewer places than
    half those that differ from ``a`` as it stands, that change (its ``str`` in words:
    "turned half a turn, the players swapped") and the differences left after it, by
    ``b``'s hexes (a board turned differs from itself on nearly every hex: said one by
    one, the change was lost in them); else ``None`` and every difference
    (:func:`scenario_diff`)."""
    jb = to_json(b)  # (written once for every comparison with it)
    direct = _json_diff(to_json(a), jb, _Boards(a.board, b.board))
    best: tuple[BoardChange | None, list[Difference]] = (None, direct)
    if len(direct) < _WHOLE_BOARD_LEAST:
        return best  # (an edit here and there: not tried, at ten times the time)
    for change in _WHOLE_BOARD:
        try:
            moved = change.made(a)
        except ValueError:  # (a beach board is not turned)
            continue
        left = _json_diff(to_json(moved), jb, _Boards(moved.board, b.board))
        if 2 * len(left) < len(direct) and len(left) < len(best[1]):
            best = (change, left)
    return best


def _rest(doc: dict[str, Any]) -> dict[str, Any]:
    """The document without what is compared by hex: the board's type, face, hexes and
    names."""
    board = {k: v for k, v in doc["board"].items()
             if k not in ("type", "face", "hexagons", "labels")}
    return {**{k: v for k, v in doc.items() if k != "board"}, "board": board}
