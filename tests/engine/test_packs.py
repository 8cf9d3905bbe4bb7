"""Which expansions a scenario needs: the pieces attributed for sure, and what the base game
does not have though no one expansion is known to provide it (winter and desert pieces and
board faces)."""

from __future__ import annotations

import doctest

import editor.engine.packs as packs
from editor.engine.board import BoardType, Coord, Face
from editor.engine.catalog import CATALOG
from editor.engine.packs import NOT_IN_BASE_GAME, beyond_base_game, pack_of
from editor.engine.scenario import Hex, Piece, Scenario, Unit


def test_doctests() -> None:
    assert doctest.testmod(packs).failed == 0


def test_winter_and_desert_pieces_are_not_in_the_base_game() -> None:
    """A scenario of winter tiles, winter bunkers and frozen rivers was taken for a base
    game one: no expansion is recorded for them, but the base game has none of them."""
    s = Scenario()
    assert beyond_base_game(s) == ()
    s.set_hex(Coord(2, 2), Hex(terrain=Piece("wforest")))
    s.set_hex(Coord(3, 3), Hex(terrain=Piece("wriver")))
    s.set_hex(Coord(4, 4), Hex(terrain=Piece("whill"), rect_terrain=Piece("wbunker"),
                               unit=Unit("infger")))
    assert beyond_base_game(s) == (("terrain", "winter"),)
    s.face = Face.WINTER
    assert beyond_base_game(s) == (("board", "winter"), ("terrain", "winter"))
    s.set_hex(Coord(5, 5), Hex(rect_terrain=Piece("dbunker")))
    assert beyond_base_game(s)[-1] == ("terrain", "desert")
    # every winter or desert piece counts, none of them is attributed to one expansion
    for name in CATALOG:
        item = CATALOG[name]
        if item.category in ("terrain", "rect_terrain", "obstacle") \
                and item.face_family in NOT_IN_BASE_GAME:
            one = Scenario()
            one.set_hex(Coord(0, 0), Hex(**{item.category: Piece(name)}))
            assert pack_of(name) is None
            assert beyond_base_game(one) == (("terrain", item.face_family),), name


def test_breakthrough_and_overlord_boards_are_not_in_the_base_game() -> None:
    """001 leaves Breakthrough and Overlord out of the base battles; an Overlord board is
    two base game boards put together (000). The board's type comes before its face."""
    s = Scenario(board_type=BoardType.BRKTHRU, face=Face.WINTER)
    assert beyond_base_game(s) == (("board", "brkthru"), ("board", "winter"))
    assert beyond_base_game(Scenario(board_type=BoardType.OVERLORD, face=Face.BEACH)) == \
        (("board", "overlord"),)


def test_countryside_beach_and_attributed_pieces_are_not_listed() -> None:
    s = Scenario(face=Face.BEACH)
    s.set_hex(Coord(0, 0), Hex(terrain=Piece("woods"), rect_terrain=Piece("bunker")))
    s.set_hex(Coord(1, 1), Hex(terrain=Piece("pjungle")))  # the Pacific Theater's, named
    assert pack_of("pjungle") == "pacific" and beyond_base_game(s) == ()
