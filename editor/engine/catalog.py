"""The catalog: every name a ``.m44`` file may use, with its category and facts.

One source of truth (``catalog.json``, generated from the shared vocabulary by
``tools/gen_catalog.py``) from which the schema's enums, the palettes and the
renderer's art list are derived.

>>> CATALOG["woods"].category, CATALOG["woods"].label
('terrain', 'Forests')
>>> CATALOG["river"].orientations
3
>>> unit_type("inf2ger"), unit_nation("inf2ger")
('inf2', 'ger')
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from importlib import resources
from typing import Any, Literal

Category = Literal["terrain", "rect_terrain", "obstacle", "unit", "badge", "tag"]
CATEGORIES: tuple[Category, ...] = ("terrain", "rect_terrain", "obstacle", "unit", "badge", "tag")
#: A hex layer that holds one named piece (``tags`` holds a list, ``unit`` a unit).
PieceLayer = Literal["terrain", "rect_terrain", "obstacle"]
PIECE_LAYERS: tuple[PieceLayer, ...] = ("terrain", "rect_terrain", "obstacle")

#: The key of a rectangular piece's second behavior (ONE_MEDAL_IF_BLOWN on a bridge): its
#: behaviors apply to "rect_terrain.behavior2" in the vocabulary.
SECOND_BEHAVIOR = "behavior2"

#: Unit name = type prefix + nation suffix (m44-format.md, "Hexagons").
UNIT_TYPES: tuple[str, ...] = ("inf2", "inf", "tank2", "tank", "gun", "pln", "veh")
NATIONS: tuple[str, ...] = ("us", "ger", "ru", "jp", "brit")

#: Face families of tiles (name prefixes w, d, p; "any" fits every board).
FACE_FAMILIES: tuple[str, ...] = ("countryside", "winter", "desert", "pacific", "any")


@dataclass(frozen=True)
class CatalogItem:
    """One name of the official catalog."""

    name: str
    category: Category
    label: str
    orientations: int
    face_family: str = "any"
    official_count: int = 0
    #: Rules family (terrain, obstacle and unit names); ``None`` where the name has no rules.
    rules_family: str | None = None
    #: Other facts by category: nation/side/unit_class for units, meaning for tags and badges.
    facts: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def nation(self) -> str | None:
        return self.facts.get("nation")

    @property
    def side(self) -> str | None:
        """The side a unit's nation fights for (units only)."""
        return self.facts.get("side")

    @property
    def meaning_unknown(self) -> bool:
        """Whether nobody knows what the item means, as its label says ("Badge 13 (meaning
        unknown)", "Marker tag9 (meaning unknown)"): the lists to choose from put these
        after the others.

        >>> CATALOG["badge13"].meaning_unknown, CATALOG["badge26"].meaning_unknown
        (True, False)
        """
        return self.label.endswith("(meaning unknown)")


@dataclass(frozen=True)
class Behavior:
    name: str
    applies_to: tuple[str, ...]
    effect: str


@dataclass(frozen=True)
class OptionKey:
    name: str
    label: str
    value_shape: str


#: What tells apart the items of one label that mean the same and differ only in their
#: drawing, as this editor's art draws them: the vocabulary knows no other difference
#: ("tag5: same as tag4; visual difference between tag4 and tag5 not documented (both
#: used for either side)"; "tag14/tag15 -> TOKEN_CAMOUFLAGE"). Their names told them
#: apart: "Exit marker (tag4)", a file's code where a designer reads.
DRAWN_AS: dict[str, str] = {"tag4": "arrow", "tag5": "chevrons",
                            "tag14": "green", "tag15": "tan"}


def _qualifiers(item: CatalogItem) -> list[str]:
    """What tells ``item`` from other items of its label, from its ``label_detail``
    (``road, curve, desert`` → ``curve``, ``desert``): the detail's words that do not
    repeat the label (``airfield runway crossing`` for Airfields → ``runway crossing``),
    its shape and its face; an item without a detail is told by its drawing
    (:data:`DRAWN_AS`), else by its name."""
    detail = item.facts.get("label_detail")
    if not isinstance(detail, str) or not detail:
        return [DRAWN_AS.get(item.name, item.name)]
    kind, *rest = detail.split(", ")
    aside = re.fullmatch(r"(.*) \((.*)\)", kind)
    if aside:
        kind, rest = aside[1], [*rest, aside[2]]
    said = [w.lower() for w in re.findall(r"[\w-]+", item.label)]
    new = [w for w in kind.split(" ") if w != "/" and not any(
        w.lower().startswith(x) or x.startswith(w.lower()) for x in said)]
    return [" ".join(new), *rest] if new else rest


def _distinct(items: Sequence[CatalogItem]) -> dict[str, str]:
    """Each item's label, with what tells it from the items of the same label among
    ``items`` (what they all share left out): ``Roads (curve)``, ``Bridge (winter)``."""
    out: dict[str, str] = {}
    by_label: dict[str, list[CatalogItem]] = {}
    for item in items:
        by_label.setdefault(item.label, []).append(item)
    for label, same in by_label.items():
        if len(same) == 1:
            out[same[0].name] = label
            continue
        words = {i.name: _qualifiers(i) for i in same}
        common = set.intersection(*(set(w) for w in words.values()))
        for item in same:
            kept = [w for w in words[item.name] if w not in common]
            out[item.name] = f"{label} ({', '.join(kept)})" if kept else label
    return out


class Catalog(Mapping[str, CatalogItem]):
    """Every catalog name, looked up by name; iterate a category with :meth:`names`."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self._items: dict[str, CatalogItem] = {}
        for raw in data["items"]:
            known = {"name", "category", "label", "orientations", "face_family",
                     "official_count", "rules_family"}
            self._items[raw["name"]] = CatalogItem(
                name=raw["name"],
                category=raw["category"],
                label=raw.get("label", raw["name"]),
                orientations=int(raw.get("orientations", 1)),
                face_family=raw.get("face_family", "any"),
                official_count=int(raw.get("official_count", 0)),
                rules_family=raw.get("rules_family"),
                facts={k: v for k, v in raw.items() if k not in known},
            )
        self.behaviors: dict[str, Behavior] = {
            b["name"]: Behavior(b["name"], tuple(b["applies_to"]), b["effect"])
            for b in data["behaviors"]
        }
        self.options: dict[str, OptionKey] = {
            o["name"]: OptionKey(o["name"], o["label"], o["value_shape"]) for o in data["options"]
        }
        self.unit_equipment: tuple[str, ...] = tuple(data.get("unit_equipment", ()))
        self._lower = {name.lower(): name for name in self._items}
        self._shown: dict[str, str] = {}
        for category in {i.category for i in self._items.values()}:
            self._shown.update(_distinct([i for i in self._items.values()
                                          if i.category == category]))

    def __getitem__(self, name: str) -> CatalogItem:
        return self._items[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def names(self, category: Category) -> list[str]:
        """Names of one category, in catalog order."""
        return [i.name for i in self._items.values() if i.category == category]

    def known_first(self, names: Iterable[str]) -> list[str]:
        """``names`` in their order, those whose meaning nobody knows
        (:attr:`CatalogItem.meaning_unknown`: "Badge 13 (meaning unknown)") last, as the
        lists to choose from have them.

        >>> CATALOG.known_first(["badge13", "badge26"])
        ['badge26', 'badge13']
        """
        return sorted(names, key=lambda n: n in self._items and self._items[n].meaning_unknown)

    def shown_label(self, name: str) -> str:
        """The label a person reads for ``name``: the catalog's, with what tells it from
        the other items of its category that share the label (``Rivers & Waterways
        (curve)``, ``Roads (fork left, winter)``: the six river tiles were six "Rivers &
        Waterways"); a name not in the catalog is itself."""
        return self._shown.get(name, name)

    def with_name(self, name: str) -> str:
        """:meth:`shown_label` and the name, ``Rivers & Waterways (curve) (riverY)``, the
        name said once where the label already ends with it: ``Forests (woods)``."""
        label = self.shown_label(name)
        return label if label.endswith(f"({name})") else f"{label} ({name})"

    def shown_labels(self, names: Sequence[str]) -> dict[str, str]:
        """The labels of ``names`` as :meth:`shown_label`, told apart among these names
        only (a palette group of winter terrain need not say "winter" on each)."""
        found = [self._items[n] for n in names if n in self._items]
        return {n: n for n in names} | _distinct(found)

    def canonical_name(self, name: str) -> str | None:
        """The catalog spelling of ``name`` ignoring case (``"Woods"`` → ``"woods"``)."""
        return self._lower.get(name.lower())

    def close_name(self, name: str, category: Category) -> str | None:
        """The catalog name of ``category`` that ``name``, not in the catalog, is most
        likely a slip for (the unknown-name check suggests it), or ``None``: a name within
        a letter or two (``wods``), the same but for ``_``, ``-`` and spaces (``inf_ger``),
        or a name whose label it is (``sandbags``, the Sandbags' ``sand``); of several as
        close, the one the official scenarios use most.

        >>> [CATALOG.close_name(n, c) for n, c in (("wods", "terrain"), ("inf_ger", "unit"),
        ...  ("sandbags", "obstacle"), ("badge05", "badge"), ("moonbase", "terrain"))]
        ['woods', 'infger', 'sand', 'badge5', None]
        """
        names = self.names(category)
        squeezed = {_squeeze(n): n for n in names}
        key = _squeeze(name)
        if key in squeezed:
            return squeezed[key]
        by_label = [n for n in names if _squeeze(self._items[n].label) in (key, key + "s")]
        if not by_label:  # a tie goes to the name the official scenarios use most
            ratio = {n: _ratio(key, k, CLOSE) for k, n in squeezed.items()}
            by_label = [n for n in names if ratio[n] >= CLOSE]
            by_label.sort(key=lambda n: -ratio[n])
            by_label = [n for n in by_label if ratio[n] == ratio[by_label[0]]]
        return max(by_label, key=lambda n: self._items[n].official_count, default=None)

    def behaviors_for(self, layer: str) -> list[str]:
        """Behavior names that apply to a hex layer (``terrain``, ``unit``, ``tag``...)."""
        return [b.name for b in self.behaviors.values() if layer in b.applies_to]


#: How alike a name must be to a catalog name to be suggested for it (difflib's ratio).
CLOSE = 0.8


def close_value(value: object, allowed: Sequence[str]) -> str | None:
    """The value of ``allowed`` that the text ``value`` is most likely a slip for
    (``IMPASSABLE_HIL``, ``PLAYER 2``), ignoring case, ``_``, ``-`` and spaces; ``None``
    when none is close (or ``value`` is no text). The schema's enum errors and the
    unknown-behavior check suggest it.

    >>> close_value("French_Resistence", ["FRENCH_RESISTANCE", "CAN_IGNORE_ONE_FLAG"])
    'FRENCH_RESISTANCE'
    >>> close_value("PLAYER 2", ["PLAYER1", "PLAYER2", "SPECIAL"])
    'PLAYER2'
    >>> close_value("GER", ["DE", "US"]) is None
    True
    """
    if not isinstance(value, str):
        return None
    words = {_squeeze(a): a for a in allowed if isinstance(a, str)}
    close = difflib.get_close_matches(_squeeze(value), list(words), n=1, cutoff=CLOSE)
    return words[close[0]] if close else None


def _ratio(a: str, b: str, cutoff: float) -> float:
    """difflib's ratio of ``a`` and ``b``, or 0 when its cheap upper bounds already fall
    below ``cutoff`` (as ``difflib.get_close_matches`` does): a name of 300,000 letters in
    a hostile file took 13 s to compare with the catalog's, and no name that long is close
    to one of a few letters."""
    m = difflib.SequenceMatcher(None, a, b)
    if m.real_quick_ratio() < cutoff or m.quick_ratio() < cutoff:
        return 0.0
    return m.ratio()


def _squeeze(name: str) -> str:
    """A name as :meth:`Catalog.close_name` compares it: lower case, without ``_``, ``-``
    and spaces."""
    return re.sub(r"[\s_-]+", "", name.lower())


@cache
def load_catalog() -> Catalog:
    text = resources.files(__package__).joinpath("catalog.json").read_text(encoding="utf-8")
    return Catalog(json.loads(text))


CATALOG = load_catalog()


@lru_cache(maxsize=1024)  # asked for every unit many times a check (a few hundred names)
def unit_type(name: str) -> str | None:
    """The type prefix of a unit name (``"tank2ger"`` → ``"tank2"``), or ``None``."""
    for prefix in UNIT_TYPES:  # longest prefixes first: inf2 before inf
        rest = name[len(prefix):]
        if name.startswith(prefix) and rest in NATIONS:
            return prefix
    return None


def unit_nation(name: str) -> str | None:
    """The nation suffix of a unit name (``"gunbrit"`` → ``"brit"``), or ``None``."""
    prefix = unit_type(name)
    return None if prefix is None else name[len(prefix):]


def option_label(key: str) -> str:
    """A rule option in words, as its box in Scenario properties shows it ("Blitz rules"),
    and as the History and the comparison of two versions name it; the key itself for
    one this project does not know.

    >>> option_label("blitz_rules"), option_label("air_rules"), option_label("my_rule")
    ('Blitz rules', 'Air rules', 'my_rule')
    """
    # here, not at the top: air_rules imports the scenario, which imports this catalog
    from editor.engine.air_rules import OPTION as AIR_RULES

    if key == AIR_RULES:
        return "Air rules"
    opt = CATALOG.options.get(key)
    return opt.label.split(" (", 1)[0] if opt is not None else key
