"""Unit profiles: every catalog unit type has one; special kinds are recognised."""

from __future__ import annotations

import pytest

from editor.engine.catalog import CATALOG, UNIT_TYPES
from editor.engine.rules import PROFILES, UnitClass, profile_of
from editor.engine.rules.units import Face, figures_of
from editor.engine.scenario import Unit


@pytest.mark.parametrize("name", CATALOG.names("unit"))
def test_every_catalog_unit_has_a_profile(name: str) -> None:
    profile = profile_of(Unit(name))
    assert profile is not None
    assert profile.sources


def test_every_unit_type_prefix_is_covered() -> None:
    from editor.engine.rules.units import BY_TYPE
    assert set(BY_TYPE) == set(UNIT_TYPES)


@pytest.mark.parametrize(("unit", "kind", "figures", "move", "battle_after"), [
    (Unit("infger"), "infantry", 4, 2, 1),
    (Unit("inf2ger"), "special_forces", 4, 2, 2),
    (Unit("inf2us", badge="badge3"), "french_resistance", 3, 2, 1),
    (Unit("infus", behavior="FRENCH_RESISTANCE"), "french_resistance", 3, 2, 1),
    (Unit("tankus"), "armor", 3, 3, 3),
    (Unit("tank2ger"), "elite_armor", 4, 3, 3),
    (Unit("tank2us", badge="badge3"), "elite_armor", 4, 3, 3),
    (Unit("gunru"), "artillery", 2, 1, 0),
    (Unit("vehbrit", behavior="LONG_RANGE_PATROL_CARS"), "patrol_cars", 3, 4, 4),
    (Unit("infbrit", behavior="Long Range Patrol Cars"), "patrol_cars", 3, 4, 4),
    (Unit("patrolcarbrit"), "patrol_cars", 3, 4, 4),
    (Unit("vehger"), "half_tracks", 3, 2, 2),
    (Unit("tankger", behavior="half-tracks"), "half_tracks", 3, 2, 2),
    (Unit("halftrackger"), "half_tracks", 3, 2, 2),
    (Unit("tankru", behavior="ARMOR_MOVE_TWO"), "armor", 3, 2, 2),
    (Unit("plnus"), "airplane", 1, 4, 0),
])
def test_profiles(unit: Unit, kind: str, figures: int, move: int, battle_after: int) -> None:
    p = profile_of(unit)
    assert p is not None
    assert (p.kind, p.figures, p.move, p.move_and_battle) == (kind, figures, move, battle_after)


def test_figures_follow_nbr_units() -> None:
    p = PROFILES["half_tracks"]
    assert figures_of(Unit("vehger", nbr_units=2), p) == 2
    assert figures_of(Unit("vehger"), p) == 3


def test_what_each_kind_is_treated_as() -> None:
    assert PROFILES["patrol_cars"].unit_class is UnitClass.INFANTRY
    assert PROFILES["half_tracks"].unit_class is UnitClass.ARMOR
    assert PROFILES["artillery"].hit_by == {Face.GRENADE}
    assert not PROFILES["artillery"].needs_los and PROFILES["infantry"].needs_los
    assert PROFILES["armor"].overrun and not PROFILES["half_tracks"].overrun
    assert not PROFILES["patrol_cars"].overrun and PROFILES["patrol_cars"].take_ground
    assert PROFILES["french_resistance"].ignores_terrain_battle_restrictions
    assert PROFILES["french_resistance"].retreat_per_flag == 3


def test_unknown_names_have_no_profile() -> None:
    assert profile_of(Unit("frobus")) is None
