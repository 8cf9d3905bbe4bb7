"""Which tiles fit a board face, and the tile of another face that plays the same.

Countryside tiles are printed on the reverse of winter ones and official scenarios lay them
on every face, so they fit every board; a winter, desert or Pacific tile fits its own face
(Pacific tiles the countryside and beach boards, where the Pacific scenarios are played).
The ``wrong-face`` check reports a tile that does not fit.

When the face of a board changes, the tiles that no longer fit can be traded for their
**counterparts**: the tile of the same terrain, drawn for a face that fits, that plays
exactly the same. A counterpart has the same layer, the same rules family in the catalog
(the rules the engine plays) and the same number of drawings (so its orientation means the
same turn), and either the same name once the face's letter is taken off (``wroadFL`` and
``droadFL`` are ``roadFL``) or, failing that, the only such tile of the same label
(``wforest`` and ``woods`` are both "Forests"). The board's own face family is preferred,
then the countryside tiles, then those of every face. A tile whose terrain plays otherwise
on another face has none: a frozen river (``wriver``) is not a river.

>>> from editor.engine.board import Face
>>> counterpart("wroadFL", Face.COUNTRY), counterpart("wroadFL", Face.DESERT)
('roadFL', 'droadFL')
>>> counterpart("wforest", Face.DESERT), counterpart("wriver", Face.COUNTRY)
('woods', None)
>>> counterpart("woods", Face.WINTER) is None  # countryside fits every face
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import cache

from .board import Coord, Face
from .catalog import CATALOG, PIECE_LAYERS
from .scenario import Hex, Piece, Scenario

#: Face families of tiles that belong on each board face.
#: Each face as a sentence names it ("a countryside board"; menus capitalize it).
FACE_WORDS: dict[Face, str] = {Face.COUNTRY: "countryside", Face.WINTER: "winter",
                               Face.BEACH: "beach", Face.DESERT: "desert"}
FACE_FAMILIES: dict[Face, frozenset[str]] = {
    Face.COUNTRY: frozenset({"countryside", "pacific", "any"}),
    Face.BEACH: frozenset({"countryside", "pacific", "any"}),
    Face.WINTER: frozenset({"winter", "countryside", "any"}),
    Face.DESERT: frozenset({"desert", "countryside", "any"}),
}
#: The face family of each face's own tiles (tried first for a counterpart).
OWN_FAMILY: dict[Face, str] = {Face.COUNTRY: "countryside", Face.BEACH: "countryside",
                               Face.WINTER: "winter", Face.DESERT: "desert"}
#: The letter a face family's tile names start with.
_PREFIX = {"winter": "w", "desert": "d", "pacific": "p"}


def fits(name: str, face: Face) -> bool:
    """Whether tile ``name`` belongs on a board of ``face`` (an unknown name does: the
    checks say what it is)."""
    item = CATALOG.get(name)
    return item is None or item.face_family in FACE_FAMILIES[face]


def _stem(name: str) -> str:
    prefix = _PREFIX.get(CATALOG[name].face_family, "")
    return name[len(prefix):] if prefix and name.startswith(prefix) else name


@cache
def counterpart(name: str, face: Face) -> str | None:
    """The tile that plays as ``name`` and fits ``face`` (see the module docstring), or
    ``None``: when ``name`` fits already, or no tile plays as it does."""
    item = CATALOG.get(name)
    if item is None or fits(name, face) or item.rules_family is None:
        return None
    alike = [n for n in CATALOG.names(item.category)
             if (other := CATALOG[n]).face_family in FACE_FAMILIES[face]
             and other.rules_family == item.rules_family
             and other.orientations == item.orientations]
    for family in (OWN_FAMILY[face], "countryside", "any"):
        mine = [n for n in alike if CATALOG[n].face_family == family]
        same_stem = [n for n in mine if _stem(n) == _stem(name)]
        if len(same_stem) == 1:
            return same_stem[0]
        same_label = [n for n in mine if CATALOG[n].label == item.label]
        if len(same_label) == 1:
            return same_label[0]
    return None


def misfits(scenario: Scenario, face: Face) -> dict[str, int]:
    """The tiles of ``scenario`` that would not fit ``face``: how many of each name."""
    out: dict[str, int] = {}
    for h in scenario.hexes.values():
        for layer in PIECE_LAYERS:
            piece: Piece | None = getattr(h, layer)
            if piece is not None and not fits(piece.name, face):
                out[piece.name] = out.get(piece.name, 0) + 1
    return out


def traded(scenario: Scenario, face: Face) -> dict[Coord, Hex]:
    """The hexes whose tiles that do not fit ``face`` have a counterpart, with those tiles
    traded for it (their orientation kept); tiles without one are left as they are."""
    out: dict[Coord, Hex] = {}
    for c, h in scenario.hexes.items():
        new = h
        for layer in PIECE_LAYERS:
            piece: Piece | None = getattr(h, layer)
            if piece is not None and (other := counterpart(piece.name, face)) is not None:
                new = new.with_piece(layer, replace(piece, name=other))
        if new is not h:
            out[c] = new
    return out


def trade_plan(scenario: Scenario, face: Face) -> tuple[Mapping[str, str], list[str]]:
    """For the tiles of ``scenario`` that do not fit ``face``: each name traded and its
    counterpart, and the names that have none (both sorted)."""
    found = misfits(scenario, face)
    plan = {n: other for n in sorted(found) if (other := counterpart(n, face)) is not None}
    return plan, sorted(n for n in found if n not in plan)
