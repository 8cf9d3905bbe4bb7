"""Which expansion (``packs`` key) a catalog name comes from.

Only the attributions we are sure of are listed, so the ``pack-missing`` check never warns
about a piece the base game or several expansions provide. Names not listed here are
treated as needing no expansion; but the winter and desert pieces, and the winter and
desert board faces, are known not to be in the base game though no one expansion is known
to provide them (:func:`beyond_base_game`), so nothing may say the base game is enough.

>>> pack_of("infru"), pack_of("pjungle"), pack_of("woods"), pack_of("barge")
('eastern', 'pacific', None, 'air')
"""

from __future__ import annotations

from collections.abc import Iterator

from editor.engine.board import BoardType, Coord, Face
from editor.engine.catalog import CATALOG, unit_nation, unit_type
from editor.engine.scenario import Json, Scenario

#: Expansion keys seen in official files (m44-format.md, "Top level").
PACKS: dict[str, str] = {
    "base": "Memoir '44 (base game)",
    "terrain": "Terrain Pack",
    "eastern": "Eastern Front",
    "pacific": "Pacific Theater",
    "air": "Air Pack",
    "mediterranean": "Mediterranean Theater",
    "battlemap": "Battle Map",
    "campaign": "Campaign Book",
    "winterwars": "Winter Wars",
}

#: Units by nation: the Red Army came with Eastern Front, Japan with Pacific Theater, the
#: British Commonwealth with Mediterranean Theater; airplanes with the Air Pack.
_NATION_PACK = {"ru": "eastern", "jp": "pacific", "brit": "mediterranean"}
#: Pieces of an expansion whatever the face: the Air Pack's "6 new Landing Craft" (004),
#: the official files' ``barge``.
_PIECE_PACK = {"barge": "air"}


def pack_of(name: str) -> str | None:
    """The expansion a name needs, or ``None`` (base game, or not known for sure)."""
    item = CATALOG.get(name)
    if item is None:
        return None
    if item.category == "unit":
        if unit_type(name) == "pln":
            return "air"
        return _NATION_PACK.get(unit_nation(name) or "")
    if name in _PIECE_PACK:
        return _PIECE_PACK[name]
    if item.category in ("terrain", "rect_terrain") and item.face_family == "pacific":
        return "pacific"
    return None


#: The face families (``face_family`` of the shared vocabulary) of the pieces the base game
#: does not have, and of the board faces its board does not print. Its board is the
#: countryside's and the beach's, "a Winter/Desert board map" an expansion, and its tiles
#: the countryside's (rules/000); winter and desert tiles came with several expansions (the
#: Air Pack's winter and desert hills, its winter field bunkers "identical to those already
#: released in the Eastern Front expansion": rules/004), and which one provides each is
#: recorded nowhere in our sources (the vocabulary and the format notes name no pack), so
#: none is named.
NOT_IN_BASE_GAME: tuple[str, ...] = ("winter", "desert")
_FACE_FAMILY = {Face.WINTER: "winter", Face.DESERT: "desert"}
#: The board types the base game's board is not: 001 leaves Breakthrough and Overlord out of
#: the base battles, and an Overlord board is two base game boards put together ("Overlord
#: scenarios that require two copies of the game", 000).
BOARD_TYPES = {BoardType.BRKTHRU: "brkthru", BoardType.OVERLORD: "overlord"}


def beyond_base_game(s: Scenario) -> tuple[tuple[str, str], ...]:
    """What the scenario uses that the base game does not have and no expansion is known
    for sure to provide (:data:`NOT_IN_BASE_GAME`): ``("board", family)`` for a winter or
    desert board face, ``("board", "brkthru")`` or ``("board", "overlord")`` for a
    Breakthrough or Overlord board (:data:`BOARD_TYPES`), ``("terrain", family)`` for winter
    or desert tiles and pieces (terrain, bunkers, bridges, roadblocks); the board's type
    first, then its face, then the pieces, winter before desert.

    >>> from editor.engine.scenario import Hex, Piece
    >>> s = Scenario(face=Face.WINTER)
    >>> s.set_hex(Coord(0, 0), Hex(terrain=Piece("wriver"), rect_terrain=Piece("dbunker")))
    >>> beyond_base_game(s)
    (('board', 'winter'), ('terrain', 'winter'), ('terrain', 'desert'))
    >>> beyond_base_game(Scenario(face=Face.BEACH))
    ()
    """
    families = set()
    for h in s.hexes.values():
        for piece in (h.terrain, h.rect_terrain, h.obstacle):
            if piece is not None and piece.name in CATALOG and pack_of(piece.name) is None:
                families.add(CATALOG[piece.name].face_family)
    out = []
    board = BOARD_TYPES.get(s.board_type)
    if board is not None:
        out.append(("board", board))
    face = _FACE_FAMILY.get(s.face)
    if face is not None:
        out.append(("board", face))
    out += [("terrain", family) for family in NOT_IN_BASE_GAME if family in families]
    return tuple(out)


def pack_needs(s: Scenario) -> Iterator[tuple[Coord, str, str]]:
    """Every piece or unit that needs an expansion: (its hex, its name, the pack), in
    (row, col) order."""
    for c in sorted(s.hexes):
        h = s.hexes[c]
        for thing in (h.terrain, h.rect_terrain, h.obstacle, h.unit):
            if thing is not None:
                pack = pack_of(thing.name)
                if pack is not None:
                    yield c, thing.name, pack


def needed_packs(s: Scenario) -> dict[str, list[str]]:
    """The expansions the scenario's pieces and units need, each with the names needing it
    (sorted), in the order first met; and the Air Pack when the Air rules are in effect
    with no airplane on the map (named by their option, ``air_rules``: the Air Sortie cards
    are the pack's, rules/004).

    >>> from editor.engine.scenario import GameInfo
    >>> needed_packs(Scenario(game_info=GameInfo(options={"air_rules": True})))
    {'air': ['air_rules']}
    >>> needed_packs(Scenario(game_info=GameInfo(options={"air_rules": False})))
    {}
    """
    from editor.engine.air_rules import OPTION, air_settings

    needed: dict[str, set[str]] = {}
    for _, name, pack in pack_needs(s):
        needed.setdefault(pack, set()).add(name)
    if "air" not in needed and air_settings(s).on:  # airplanes name it otherwise
        needed["air"] = {OPTION}
    return {p: sorted(names) for p, names in needed.items()}


def filled_packs(s: Scenario) -> tuple[dict[str, Json] | None, list[str]]:
    """``s.packs`` with every expansion the pieces need added (as ``1``, how official files
    list one), and the keys added. Listed packs are kept as they are, needed or not.

    >>> from editor.engine.board import BoardType, Coord, Face
    >>> from editor.engine.scenario import Hex, Piece
    >>> s = Scenario(packs={"terrain": 1})
    >>> s.set_hex(Coord(0, 0), Hex(terrain=Piece("pjungle")))
    >>> filled_packs(s)
    ({'terrain': 1, 'pacific': 1}, ['pacific'])
    """
    listed = dict(s.packs) if s.packs is not None else None
    added = [p for p in needed_packs(s) if listed is None or p not in listed]
    if not added:
        return listed, []
    return {**(listed or {}), **dict.fromkeys(added, 1)}, added
