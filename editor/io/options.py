"""The value shape of each rule option of ``game_info.options`` this project knows.

The official files' options (the shared vocabulary's ``value_shape``, in
``editor/engine/catalog.json``) and this editor's ``air_rules``
(:mod:`editor.engine.air_rules`), each given the form its value takes in a canonical file:
a boolean, a whole number, a side, a text, a name of the catalog, hex names, a section,
a list or an object of those. The
reader repairs a value written in another form as it repairs any other key (``"true"``,
``"3"``, ``"allies"``), the schema checks the form, and ``docs/FORMAT.md`` lists it: one
table, so the three cannot disagree. An option not listed here is kept as read.

>>> OPTION_SHAPES["must_have_unit_exit"].words()
'object {side: a side (AXIS or ALLIES), min_nbr_units: a whole number}'
>>> OPTION_SHAPES["partial_blitz_rules"].words()
'one of ALLIES, AXIS, all'
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from editor.engine.air_rules import OPTION as AIR_RULES
from editor.engine.catalog import CATALOG
from editor.engine.rules.units import MARKER_BEHAVIORS

Json = Any

Kind = Literal["boolean", "integer", "side", "text", "name", "behavior", "hex", "hexes",
               "section", "enum", "list", "object", "either"]


@dataclass(frozen=True)
class Shape:
    """The form of an option's value (or of a part of it)."""

    kind: Kind
    #: The values of an ``enum``, each in its canonical case.
    values: tuple[str, ...] = ()
    #: The known keys of an ``object`` (others are kept as read, whatever they hold).
    fields: Mapping[str, Shape] = field(default_factory=dict)
    #: The entry's shape of a ``list``; the alternatives of an ``either`` (a plain value,
    #: then a list or an object: the value's JSON type tells which it is).
    of: tuple[Shape, ...] = ()
    #: The values the official files give a ``text`` (not all it may hold): the editor's
    #: form offers them, a new value starts with the first.
    examples: tuple[str, ...] = ()
    #: The keys of an ``object`` the vocabulary marks optional (``behavior?``): a new
    #: value leaves them out.
    optional: frozenset[str] = frozenset()
    #: The catalog category of a ``name`` (``unit``, ``badge``): read as a piece's name
    #: is, in the catalog's spelling (``InfGer`` is ``infger``).
    category: str = ""
    #: The layers whose behaviors a ``behavior`` takes (the catalog's ``applies_to``):
    #: ``unit`` (with the engine's unit markers, as a unit on the map) and the option's
    #: own places (``game_info.options.airdrop.unit``).
    layers: tuple[str, ...] = ()

    @property
    def structured(self) -> bool:
        """Whether the value is a JSON list or object."""
        return self.kind in ("hexes", "list", "object")

    def describes(self, value: object) -> bool:
        """Whether ``value`` is of this shape as a canonical file writes it (no repair
        needed): an object may hold keys the shape does not know, as the reader keeps them.

        >>> OPTION_SHAPES["must_have_unit_exit"].describes({"side": "AXIS", "min_nbr_units": 2})
        True
        >>> OPTION_SHAPES["must_have_unit_exit"].describes({"side": "axis", "min_nbr_units": "2"})
        False
        """
        kind = self.kind
        if kind == "boolean":
            return isinstance(value, bool)
        if kind == "integer":
            return isinstance(value, int) and not isinstance(value, bool)
        if kind == "side":
            return value in ("AXIS", "ALLIES")
        if kind == "enum":
            return value in self.values
        if kind == "text":
            return isinstance(value, str)
        if kind == "name":
            return isinstance(value, str) and CATALOG.canonical_name(value) in (None, value)
        if kind == "behavior":
            return isinstance(value, str) and self.canonical_behavior(value) in (None, value)
        if kind == "hex":
            return isinstance(value, str) and value.strip() == value != ""
        if kind == "hexes":
            return isinstance(value, list) and all(HEX.describes(v) for v in value)
        if kind == "section":
            return isinstance(value, str) or INTEGER.describes(value)
        if kind == "list":
            return isinstance(value, list) and all(self.of[0].describes(v) for v in value)
        if kind == "either":
            return any(s.describes(value) for s in self.of)
        return isinstance(value, dict) and all(
            self.fields[k].describes(v) for k, v in value.items() if k in self.fields)

    @property
    def choices(self) -> tuple[str, ...]:
        """The values a form offers in a pick list: an ``enum``'s, a ``text``'s examples,
        a ``behavior``'s (:attr:`behaviors`), a ``name``'s (the catalog's names of its
        category, in catalog order).

        >>> OPTION_SHAPES["airdrop"].fields["unit"].fields["name"].choices[:3]
        ('infus', 'infger', 'infru')
        """
        if self.kind == "behavior":
            return self.behaviors
        if self.kind == "name":
            return tuple(CATALOG.names(self.category))  # type: ignore[arg-type]
        return self.values if self.kind == "enum" else self.examples

    @property
    def unit_behaviors(self) -> bool:
        """Whether a ``behavior`` takes a unit's (and the engine's unit markers)."""
        return "unit" in self.layers

    @property
    def behaviors(self) -> tuple[str, ...]:
        """The behaviors that apply where a ``behavior`` stands: its layers' in the
        catalog, and the engine's unit markers for a unit's.

        >>> OPTION_SHAPES["airdrop"].fields["behavior"].behaviors
        ('ONE_AT_TIME',)
        """
        return behaviors_of(*self.layers)

    def behaviors_words(self) -> str:
        """The behaviors a ``behavior`` takes in words: a unit's (so many, they are not
        listed), and those of its own places by name.

        >>> OPTION_SHAPES["airdrop"].fields["unit"].fields["behavior"].behaviors_words()
        "a unit's, or CANNOT_BE_ACTIVATED_TILL_TURN"
        """
        own = [b for layer in self.layers if layer != "unit"
               for b in CATALOG.behaviors_for(layer)]
        said = ["a unit's"] if self.unit_behaviors else []
        return ", or ".join(said + list(dict.fromkeys(own)))

    def canonical_behavior(self, value: str) -> str | None:
        """The behavior ``value`` names in its canonical case, as the reader repairs a
        behavior (the catalog's, a unit's markers too): ``None`` when it names none.

        >>> OPTION_SHAPES["airdrop"].fields["unit"].fields["behavior"].canonical_behavior("lrdg")
        'LRDG'
        """
        known = (*CATALOG.behaviors, *(MARKER_BEHAVIORS if self.unit_behaviors else ()))
        up = value.strip().upper()
        return next((b for b in known if b.upper() == up), None)

    def template(self, start: Json = None) -> Json:
        """A new value of this shape: ``start`` where given (an object's: some of its
        keys, the rest from their shapes), else what the shape itself gives (``true``,
        ``ALLIES``, the first choice; an object's keys but the optional ones). A whole
        number, a hex or a list has no value of its own: ``start`` must give it.

        >>> OPTION_SHAPES["must_have_unit_exit"].template({"min_nbr_units": 1})
        {'side': 'ALLIES', 'min_nbr_units': 1}
        >>> OPTION_SHAPES["air_rules"].template(), OPTION_SHAPES["mine_deck_name"].template()
        (True, 'TERRAIN')
        """
        if self.kind == "object":
            given = start or {}
            unknown = set(given) - set(self.fields)
            if unknown:
                raise ValueError(f"no such key in the shape: {', '.join(sorted(unknown))}")
            return {k: sub.template(given.get(k)) for k, sub in self.fields.items()
                    if k in given or k not in self.optional}
        if start is not None:
            return start
        if self.kind == "either":
            return self.of[0].template()
        if self.kind == "boolean":
            return True
        if self.kind == "side":
            return "ALLIES"
        if self.choices:
            return self.choices[0]
        raise ValueError(f"{self.words()} has no value of its own: give the start")

    def words(self) -> str:
        """The shape in words, as docs/FORMAT.md lists it."""
        if self.kind == "text" and self.examples:
            return f"a text, such as {' or '.join(self.examples)}"
        if self.kind == "name":
            return f"a {self.category} name of the catalog"
        if self.kind == "behavior":
            return f"a behavior ({self.behaviors_words()})"
        if self.kind == "enum":
            return "one of " + ", ".join(self.values)
        if self.kind == "list":
            return f"a list of {_PLURAL[self.of[0].kind]}"
        if self.kind == "either":
            return " or ".join(s.words() for s in self.of)
        if self.kind == "object":
            return "object {" + ", ".join(f"{k}: {s.words()}" for k, s in self.fields.items()) \
                + "}"
        return _WORDS[self.kind]


def behaviors_of(*layers: str) -> tuple[str, ...]:
    """The behaviors that apply to ``layers`` (the catalog's ``applies_to``), a unit's
    with the engine's unit markers (docs/RULES.md: Patrol Cars, Half-tracks), which no
    official file writes but the rules read: on the map as in a rule option.

    >>> behaviors_of("rect_terrain")
    ('BRIDGE_SECTION', 'CAN_BE_BLOWN')
    """
    names = [b for layer in layers for b in CATALOG.behaviors_for(layer)]
    if "unit" in layers:
        names += MARKER_BEHAVIORS
    return tuple(dict.fromkeys(names))


_WORDS = {"boolean": "true or false", "integer": "a whole number",
          "side": "a side (AXIS or ALLIES)", "text": "a text", "hex": "a hex name",
          "hexes": "a list of hex names",
          "section": "a section (a whole number, or a name such as left)"}
_PLURAL = {"integer": "whole numbers", "section": "sections (whole numbers, or names such as "
           "left)"}

BOOLEAN = Shape("boolean")
INTEGER = Shape("integer")
SIDE = Shape("side")
TEXT = Shape("text")
HEX = Shape("hex")
HEXES = Shape("hexes")
#: A board section of ``empty_section_medals``: the vocabulary's ``sections[]`` names no
#: form, files and this editor's earlier forms wrote names ("left") and numbers (0 to 2);
#: both are read and kept, a new value holds numbers (docs/FORMAT.md says why).
SECTION = Shape("section")
UNIT = Shape("name", category="unit")
BADGE = Shape("name", category="badge")


def _obj(*optional: str, **fields: Shape) -> Shape:
    """An object of ``fields``, the keys ``optional`` left out of a new value."""
    assert set(optional) <= set(fields)
    return Shape("object", fields=fields, optional=frozenset(optional))


def _list(item: Shape) -> Shape:
    return Shape("list", of=(item,))


def _either(plain: Shape, structured: Shape) -> Shape:
    assert not plain.structured and structured.structured
    return Shape("either", of=(plain, structured))


def _behavior(*layers: str) -> Shape:
    """A behavior of the catalog's ``layers`` (its ``applies_to``)."""
    return Shape("behavior", layers=layers)


_OPTIONS = "game_info.options"
# the vocabulary's "behavior?, nbr_drops?, unit{name, badge?, behavior?, turn?}". Its
# behaviors: the airdrop's own, ONE_AT_TIME ("drops are made one at a time"), the dropped
# unit's a unit's or CANNOT_BE_ACTIVATED_TILL_TURN; the vocabulary saw them in airdrop and
# airdrop2's unit, and gives airdrop2 as "like airdrop plus option": both take them
_AIRDROPS = (f"{_OPTIONS}.airdrop", f"{_OPTIONS}.airdrop2")
_AIRDROP = dict(side=SIDE, range=INTEGER, nbr_units=_either(INTEGER, _list(INTEGER)),
                center=HEX, behavior=_behavior(*_AIRDROPS), nbr_drops=INTEGER,
                unit=_obj("badge", "behavior", "turn",
                          name=UNIT, badge=BADGE,
                          behavior=_behavior("unit", *(f"{a}.unit" for a in _AIRDROPS)),
                          turn=INTEGER))
_AIRDROP_OPTIONAL = ("behavior", "nbr_drops")
# the vocabulary's "AXIS: {nbr_units, name, badge?, behavior?}": a unit's behavior, or
# CANNOT_EXIT ("armor breakthrough units cannot exit the board"), seen on the Axis side
# only; the Allies' reinforcements are of the same shape and take the same
_REINFORCEMENT = _obj("badge", "behavior", nbr_units=INTEGER, name=UNIT, badge=BADGE,
                      behavior=_behavior("unit", f"{_OPTIONS}.armor_breakthrough_rules.AXIS"))

#: Option key → the shape of its value: the vocabulary's ``value_shape`` of each option
#: of the official files ("true" a boolean, "side string" a side), and ``air_rules``.
OPTION_SHAPES: dict[str, Shape] = {
    "air_strikes_rules": SIDE,
    "airdrop": _obj(*_AIRDROP_OPTIONAL, **_AIRDROP),
    "airdrop2": _obj(*_AIRDROP_OPTIONAL, **_AIRDROP, option=INTEGER),
    "armor_breakthrough_rules": _obj(ALLIES=_REINFORCEMENT, AXIS=_REINFORCEMENT),
    "blitz_rules": BOOLEAN,
    "blowbridge_opt2": _obj(side=SIDE, option=INTEGER),
    "british_commonwealth": BOOLEAN,
    "deck_name": Shape("text", examples=("AIR_POWER_AS_ARTILLERY_BOMBARD_DECK",)),
    "deck_reshuffling": BOOLEAN,
    "empty_section_medals": _obj(sections=_list(SECTION), side=SIDE, count_for=INTEGER),
    "gung_ho": BOOLEAN,
    "hill317": HEXES,
    "infantry_exit_counts_2": BOOLEAN,
    "italy_high_command": BOOLEAN,
    "italy_royal_army": BOOLEAN,
    "mine_deck_name": Shape("text", examples=("TERRAIN", "PACIFIC")),
    "must_have_unit_exit": _obj(side=SIDE, min_nbr_units=INTEGER),
    "night_visibility_reverse_rule": BOOLEAN,
    "night_visibility_rules": BOOLEAN,
    "night_visibility_team_turn": SIDE,
    "north_african_desert_rules": BOOLEAN,
    # the official files write "all" in lower case, as Board Game Arena reads it
    "partial_blitz_rules": Shape("enum", values=("ALLIES", "AXIS", "all")),
    "russian_commissar_rule": SIDE,
    "smoke_screen": _obj(side=SIDE),
    # the unit is the train, "loco", a square piece of the catalog (rect_terrain); its
    # behavior the vocabulary's one seen there, CANNOT_BE_ACTIVATED_TILL_TURN, not a unit's
    # nor a square piece's (the catalog gives it to this place only). A new value leaves
    # it out
    "supply_train_rules": _obj(side=SIDE, nbr_units=_list(INTEGER),
                               unit=_obj("behavior", name=Shape("name", category="rect_terrain"),
                                         behavior=_behavior(f"{_OPTIONS}.supply_train_rules"
                                                            ".unit"),
                                         turn=INTEGER)),
    AIR_RULES: _either(BOOLEAN, _obj(sorties=_obj(AXIS=INTEGER, ALLIES=INTEGER, deck=INTEGER),
                                     models=_obj(AXIS=TEXT, ALLIES=TEXT))),
}


#: Where the rule options stand in a file.
OPTIONS_PATH = "$.game_info.options"


def catalog_fields(options: Mapping[str, Json]
                   ) -> Iterator[tuple[str, Shape, Json, Mapping[str, Json]]]:
    """Each catalog name and behavior inside the known ``options``, as the checks read
    them: its JSON path, its shape, its value as read (a file may hold anything there) and
    its neighbours, the keys its object's shape knows (a behavior's: the unit's name; a
    key the shape does not know, kept as read, is none).

    >>> for path, _, value, _ in catalog_fields(
    ...         {"airdrop": {"unit": {"name": "infger", "behavior": 3}}, "blitz_rules": True}):
    ...     print(path, value)
    $.game_info.options.airdrop.unit.name infger
    $.game_info.options.airdrop.unit.behavior 3
    """
    for key, value in options.items():
        shape = OPTION_SHAPES.get(key)
        if shape is not None:
            yield from _catalog_fields(shape, value, f"{OPTIONS_PATH}.{key}", {})


def hex_fields(options: Mapping[str, Json]) -> Iterator[tuple[str, Shape, Json]]:
    """Each hex name inside the known ``options`` (``hill317``'s, an air drop's ``center``),
    as the checks read them: its JSON path, its shape (a ``hex``; a ``hexes`` whose value
    is no list) and its value as read (a file may hold anything there).

    >>> for path, shape, value in hex_fields({"hill317": ["L5", "k4"], "airdrop": {
    ...         "center": "G8"}, "hill318": ["A1"]}):
    ...     print(path, shape.kind, value)
    $.game_info.options.hill317[0] hex L5
    $.game_info.options.hill317[1] hex k4
    $.game_info.options.airdrop.center hex G8
    """
    for key, value in options.items():
        shape = OPTION_SHAPES.get(key)
        if shape is not None:
            for path, s, v, _ in _fields(shape, value, f"{OPTIONS_PATH}.{key}", {},
                                         ("hex", "hexes")):
                if s.kind == "hexes" and isinstance(v, list):
                    yield from ((f"{path}[{i}]", HEX, n) for i, n in enumerate(v))
                else:
                    yield path, s, v


def _catalog_fields(shape: Shape, value: Json, path: str, holder: Mapping[str, Json]
                    ) -> Iterator[tuple[str, Shape, Json, Mapping[str, Json]]]:
    return _fields(shape, value, path, holder, ("name", "behavior"))


def _fields(shape: Shape, value: Json, path: str, holder: Mapping[str, Json],
            kinds: tuple[Kind, ...]) -> Iterator[tuple[str, Shape, Json, Mapping[str, Json]]]:
    """The values of the shapes of ``kinds`` inside ``value``, of ``shape``: each one's
    path, shape, value as read, and neighbours (the keys its object's shape knows)."""
    kind = shape.kind
    if kind in kinds:
        yield path, shape, value, holder
    elif kind == "either":  # the reader's choice: the value's JSON type tells
        yield from _fields(shape.of[isinstance(value, (dict, list))], value, path, holder,
                           kinds)
    elif kind == "list" and isinstance(value, list):
        for i, v in enumerate(value):
            yield from _fields(shape.of[0], v, f"{path}[{i}]", holder, kinds)
    elif kind == "object" and isinstance(value, dict):
        known = {k: value[k] for k in shape.fields if k in value}
        for k, v in known.items():
            yield from _fields(shape.fields[k], v, f"{path}.{k}", known, kinds)
