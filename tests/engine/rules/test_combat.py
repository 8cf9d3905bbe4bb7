"""Resolving a battle from dice faces; taking ground and Armor Overrun."""

from __future__ import annotations

import pytest

from editor.engine.rules import (
    PROFILES, RulesError, advance_after_close_assault, apply_hits, flags_to_retreat, score)
from editor.engine.rules.units import Face
from editor.engine.scenario import Hex, Piece, Unit

from .conftest import at, field, unit

I, A, G, S, F = Face.INFANTRY, Face.ARMOR, Face.GRENADE, Face.STAR, Face.FLAG


@pytest.mark.parametrize(("kind", "hits"), [
    ("infantry", 3), ("special_forces", 3), ("french_resistance", 3), ("armor", 2),
    ("elite_armor", 2), ("half_tracks", 2), ("artillery", 1)])
def test_own_symbol_and_grenades_hit_stars_miss(kind: str, hits: int) -> None:
    result = score([I, I, A, G, S, F], PROFILES[kind])
    assert (result.hits, result.flags, result.misses) == (hits, 1, 5 - hits)


def test_patrol_cars_confirm_hits_with_grenades_on_the_reroll() -> None:
    cars = PROFILES["patrol_cars"]
    first = score([I, G, A, F], cars)
    assert (first.hits, first.rerolls, first.flags) == (0, 2, 1)
    final = score([I, G, A, F], cars, rerolls=[G, I])
    assert (final.hits, final.flags, final.misses) == (1, 1, 2)
    with pytest.raises(RulesError):
        score([I, G], cars, rerolls=[G])


def test_only_patrol_cars_ask_for_a_reroll() -> None:
    """Every other unit's hits are final: no die to re-roll (a mutant asking one of every
    unit passed every test before)."""
    for kind, profile in PROFILES.items():
        if kind != "patrol_cars":
            assert score([I, A, G, S, F], profile).rerolls == 0, kind


def test_patrol_cars_hits_confirmed_are_the_grenades_rerolled() -> None:
    """Each grenade of the re-roll confirms a hit, nothing else does (a mutant counting
    the dice that are not grenades passed every test before: its one case re-rolled one
    grenade and one other die)."""
    cars = PROFILES["patrol_cars"]
    both = score([I, I, F], cars, rerolls=[G, G])
    assert (both.hits, both.flags, both.misses) == (2, 1, 0)
    none = score([I, I, F], cars, rerolls=[I, S])
    assert (none.hits, none.flags, none.misses) == (0, 1, 2)


def test_no_ground_is_taken_from_a_hex_not_adjacent() -> None:
    """Take ground follows a close assault: from a hex two away, neither ground nor an
    overrun (a mutant allowing either there passed every test before)."""
    bf = field({"C5": unit("tankus")})
    far = advance_after_close_assault(bf, at("C5"), at("E5"))
    assert (far.take_ground, far.overrun) == (False, False)
    assert far.reasons == ("take ground follows a close assault on an adjacent hex",)


def test_the_advance_reasons_say_what_each_unit_may_do() -> None:
    """The why of take ground and overrun, as the rules tool prints it (mutants dropping
    either line passed every test before)."""
    bf = field({"C5": unit("infus"), "E5": unit("tankus")})
    assert advance_after_close_assault(bf, at("C5"), at("D5")).reasons == (
        "Infantry may take the ground at D5", "infantry may not make an Armor Overrun")
    assert advance_after_close_assault(bf, at("E5"), at("F5")).reasons == (
        "Armor may take the ground at F5", "Armor Overrun: it may battle again")


def test_faces_parse_from_short_names() -> None:
    assert [Face.parse(t) for t in ("inf", "tank", "g", "*", "flag")] == [I, A, G, S, F]
    with pytest.raises(ValueError):
        Face.parse("skull")


def test_extra_hits_have_no_effect() -> None:
    assert apply_hits(3, 5) == 0 and apply_hits(4, 1) == 3


def test_flags_to_retreat_after_ignoring_one() -> None:
    bf = field({"E5": Hex(rect_terrain=Piece("bunker", original_owner=None),
                          unit=Unit("infger")), "F5": unit("infger")})
    assert flags_to_retreat(bf, at("E5"), 2) == (1, "bunker")
    assert flags_to_retreat(bf, at("F5"), 2) == (2, "")
    assert flags_to_retreat(bf, at("F5"), 0) == (0, "")


def test_infantry_takes_ground_armor_overruns_artillery_does_neither() -> None:
    bf = field({"C5": unit("infus"), "E5": unit("tankus"), "G5": unit("gunus")})
    inf = advance_after_close_assault(bf, at("C5"), at("D5"))
    assert inf.take_ground and not inf.overrun
    tank = advance_after_close_assault(bf, at("E5"), at("F5"))
    assert tank.take_ground and tank.overrun
    again = advance_after_close_assault(bf, at("E5"), at("F5"), overrun_done=True)
    assert again.take_ground and not again.overrun
    gun = advance_after_close_assault(bf, at("G5"), at("H5"))
    assert not gun.take_ground and not gun.overrun


def test_patrol_cars_and_half_tracks_take_ground_without_overrun() -> None:
    bf = field({"C5": unit("vehbrit", behavior="PATROL_CARS"), "E5": unit("vehger")})
    for a, b in (("C5", "D5"), ("E5", "F5")):
        result = advance_after_close_assault(bf, at(a), at(b))
        assert result.take_ground and not result.overrun


def test_terrain_still_applies_when_taking_ground() -> None:
    bf = field({"E5": unit("tankus"), "F5": Hex(terrain=Piece("woods")),
                "d6": Hex(rect_terrain=Piece("bunker")), "e4": Hex(terrain=Piece("beach"))})
    forest = advance_after_close_assault(bf, at("E5"), at("F5"))
    assert forest.take_ground and not forest.overrun
    assert not advance_after_close_assault(bf, at("E5"), at("d6")).take_ground
    hedge = field({"E5": unit("infus"), "F5": Hex(terrain=Piece("hedgerow"))})
    assert advance_after_close_assault(hedge, at("E5"), at("F5")).take_ground
    assert not advance_after_close_assault(hedge, at("E5"), at("F5"),
                                           started_at=at("D5")).take_ground


def test_vehicles_take_no_ground_up_or_down_a_cliff_from_the_shore() -> None:
    """003: "Cliffs & Sea Bluffs - Half-Tracks may not move up/down from the beach, oceans or
    shorelines." (Patrol Cars alike; docs/GAME.md: taking ground too); infantry may."""
    bluff = Piece("hills", behavior="BLUFF")
    bf = field({"e4": Hex(terrain=Piece("coast"), unit=Unit("vehus")),
                "d4": Hex(terrain=Piece("coast"), unit=Unit("infus")), "E5": Hex(terrain=bluff),
                "D7": Hex(terrain=bluff, unit=Unit("vehbrit", behavior="PATROL_CARS")),
                "d6": Hex(terrain=Piece("pbeach")), "F5": Hex(terrain=Piece("hills"))})
    up = advance_after_close_assault(bf, at("e4"), at("E5"))
    assert not up.take_ground and up.reasons == (
        "half-tracks may not move up or down a cliff (hills) from e4",)
    assert advance_after_close_assault(bf, at("d4"), at("E5")).take_ground
    assert not advance_after_close_assault(bf, at("D7"), at("d6")).take_ground
    # a plain hill is no cliff
    assert advance_after_close_assault(bf, at("e4"), at("F5")).take_ground


def test_take_ground_needs_an_adjacent_vacated_hex() -> None:
    bf = field({"E5": unit("infus"), "F5": unit("infger")})
    assert not advance_after_close_assault(bf, at("E5"), at("G5")).take_ground
    assert not advance_after_close_assault(bf, at("E5"), at("F5")).take_ground
