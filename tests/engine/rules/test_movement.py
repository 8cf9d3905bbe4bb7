"""Movement: reach over random boards (never onto units, within range) and special cases."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from editor.engine.board import Board, BoardType, Coord, Face, distance
from editor.engine.rules import Battlefield, RulesError, can_reach, reach
from editor.engine.scenario import Hex, Piece, Scenario, Unit

from .conftest import at, field, unit

STANDARD = Board(BoardType.STANDARD)
coords = st.sampled_from(STANDARD.coords)
pieces = st.sampled_from([
    Hex(terrain=Piece("woods")), Hex(terrain=Piece("hills")), Hex(terrain=Piece("buildings")),
    Hex(terrain=Piece("river")), Hex(terrain=Piece("hedgerow")), Hex(obstacle=Piece("wire")),
    Hex(obstacle=Piece("hedgehog")), Hex(rect_terrain=Piece("bunker")),
    Hex(unit=Unit("infger")), Hex(unit=Unit("tankus")), Hex(terrain=Piece("woods"),
                                                           unit=Unit("infus"))])
movers = st.sampled_from(["infus", "inf2ger", "tankger", "tank2us", "gunbrit", "vehger"])


@settings(max_examples=80, deadline=None)
@given(st.dictionaries(coords, pieces, max_size=50), coords, movers)
def test_a_unit_never_reaches_an_occupied_hex(hexes: dict[Coord, Hex], start: Coord,
                                              name: str) -> None:
    s = Scenario()
    for c, h in hexes.items():
        s.set_hex(c, h)
    s.set_hex(start, Hex(unit=Unit(name)))
    bf = Battlefield(s)
    profile = bf.profile(start)
    assert profile is not None
    for r in reach(bf, start):
        assert not bf.occupied(r.coord)
        assert r.coord != start
        assert 1 <= distance(start, r.coord) <= r.steps <= profile.move
        assert bf.terrain(r.coord).impassable_to(profile.unit_class) is None
        assert r.can_battle == (r.reason == "")


def test_patrol_cars_stop_on_a_railroad() -> None:
    bf = field({"E5": unit("vehbrit", behavior="PATROL_CAR"), "F5": Hex(terrain=Piece("rail"))})
    r = can_reach(bf, at("E5"), at("F5"))
    assert r is not None and r.can_battle
    # Straight on through the track is a stop: G5 takes the 3-hex way round instead of 2.
    assert can_reach(bf, at("E5"), at("G5")).steps == 3  # type: ignore[union-attr]
    assert can_reach(field({"E5": unit("vehbrit", behavior="PATROL_CAR")}),
                     at("E5"), at("G5")).steps == 2  # type: ignore[union-attr]
    # Infantry crosses tracks freely.
    bf = field({"E5": unit("infus"), "F5": Hex(terrain=Piece("rail"))})
    assert can_reach(bf, at("E5"), at("G5")) is not None


def test_half_tracks_stop_on_a_railroad_bridge() -> None:
    # With f6 and f4 taken, G5 can only be reached through the bridge at F5.
    hexes = {"E5": unit("vehger"), "f6": unit("infger"), "f4": unit("infger"),
             "F5": Hex(terrain=Piece("river"), rect_terrain=Piece("railbridge"))}
    bf = field(hexes)
    assert can_reach(bf, at("E5"), at("F5")) is not None
    assert can_reach(bf, at("E5"), at("G5")) is None
    # A road bridge does not stop them.
    bf = field({**hexes, "F5": Hex(terrain=Piece("river"), rect_terrain=Piece("bridge"))})
    assert can_reach(bf, at("E5"), at("G5")) is not None


def test_a_long_route_around_a_beach_keeps_armor_moving_3() -> None:
    # Armor starting on the beach (row 4) moves inland 3 hexes when it enters no beach hex.
    bf = field({"E5": unit("tankus")}, face=Face.BEACH)
    r = can_reach(bf, at("E5"), at("e8"))
    assert r is not None and r.steps == 3
    assert can_reach(bf, at("E5"), at("H5")) is None  # along the beach: 3 beach hexes


def test_airplanes_fly_over_anything_to_a_vacant_hex() -> None:
    bf = field({"E5": unit("plnus"), "F5": Hex(terrain=Piece("river")), "G5": unit("infger"),
                "H5": Hex(terrain=Piece("woods"))})
    found = {bf.name(r.coord): r for r in reach(bf, at("E5"))}
    assert "F5" in found and "H5" in found and "G5" not in found and "I5" in found
    assert "J5" not in found  # 5 hexes away
    assert not any(r.can_battle for r in found.values())


def test_an_empty_hex_or_an_unknown_unit_cannot_move() -> None:
    bf = field({"E5": Hex(terrain=Piece("woods")), "F5": unit("frobus")})
    with pytest.raises(RulesError, match="empty"):
        reach(bf, at("E5"))
    with pytest.raises(RulesError, match="no rules"):
        reach(bf, at("F5"))


def test_ocean_start_limits_the_move_to_one_hex() -> None:
    bf = field({"C1": unit("tankus")}, face=Face.BEACH)
    assert {r.steps for r in reach(bf, at("C1"))} == {1}


def test_impassable_hill_behaviour_keeps_everyone_out() -> None:
    bf = field({"E5": unit("infus"), "F5": Hex(terrain=Piece("woods",
                                                            behavior="IMPASSABLE_HILL"))})
    assert can_reach(bf, at("E5"), at("F5")) is None
