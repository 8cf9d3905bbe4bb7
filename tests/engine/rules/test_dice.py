"""Battle dice through the API: moving before battle, reasons, the whole range tables."""

from __future__ import annotations

import pytest

from editor.engine.board import BoardType, Coord, Side
from editor.engine.rules import PROFILES, RulesError, battle_dice
from editor.engine.scenario import Hex, Piece, Unit

from .conftest import at, field, unit


@pytest.mark.parametrize(("name", "dice"), [
    ("infus", [3, 2, 1, 0]), ("inf2ger", [3, 2, 1, 0]), ("tankru", [3, 3, 3, 0]),
    ("tank2brit", [3, 3, 3, 0]), ("gunjp", [3, 3, 2, 2, 1, 1, 0]), ("vehger", [2, 2, 0]),
])
def test_count_down_by_distance(name: str, dice: list[int]) -> None:
    for d, expected in enumerate(dice, 1):
        target = Coord(4, 2 + 2 * d)
        # The target's side is the other one whatever the nation.
        enemy = "infus" if Unit(name).side is Side.AXIS else "infger"
        bf = field({"B5": unit(name)} | {f"{target.row},{target.col}": unit(enemy)})
        assert battle_dice(bf, at("B5"), target).dice == expected, (name, d)


def test_infantry_that_moved_two_may_not_battle() -> None:
    bf = field({"C5": unit("infus"), "D5": unit("infger")})
    assert battle_dice(bf, at("C5"), at("D5"), moved=1).dice == 3
    count = battle_dice(bf, at("C5"), at("D5"), moved=2)
    assert count.dice == 0 and "after moving 2 hexes" in count.reasons[-1]


def test_special_forces_move_two_and_battle_artillery_moves_or_battles() -> None:
    bf = field({"C5": unit("inf2us"), "D5": unit("infger"), "A5": unit("gunus")})
    assert battle_dice(bf, at("C5"), at("D5"), moved=2).dice == 3
    assert battle_dice(bf, at("A5"), at("D5"), moved=1).dice == 0


def test_entering_a_forest_forbids_battle_except_for_the_resistance() -> None:
    hexes = {"C5": Hex(terrain=Piece("woods"), unit=Unit("infus")), "D5": unit("infger")}
    assert battle_dice(field(hexes), at("C5"), at("D5"), moved=1).dice == 0
    assert battle_dice(field(hexes), at("C5"), at("D5"), moved=0).dice == 3
    resistance = {**hexes, "C5": Hex(terrain=Piece("woods"),
                                     unit=Unit("inf2us", badge="badge3"))}
    assert battle_dice(field(resistance), at("C5"), at("D5"), moved=1).dice == 3


def test_infantry_may_battle_after_moving_onto_a_bunker() -> None:
    bf = field({"C5": Hex(rect_terrain=Piece("bunker"), unit=Unit("infus")),
                "D5": unit("infger")})
    assert battle_dice(bf, at("C5"), at("D5"), moved=1).dice == 3


def test_reasons_name_the_best_protection_and_what_was_not_added() -> None:
    bf = field({"C5": unit("tankus"),
                "D5": Hex(terrain=Piece("hills"), obstacle=Piece("sand"), unit=Unit("infger"))})
    count = battle_dice(bf, at("C5"), at("D5"))
    assert count.dice == 2 and count.base == 3 and count.close_assault
    assert any("-1 against armor" in r for r in count.reasons)
    assert any("not added" in r for r in count.reasons)


def test_errors_for_empty_hexes_and_units_that_cannot_battle() -> None:
    bf = field({"C5": unit("infus"), "D5": unit("plnger"), "E5": unit("frobus")})
    with pytest.raises(RulesError, match="empty"):
        battle_dice(bf, at("B5"), at("C5"))
    with pytest.raises(RulesError, match="empty"):
        battle_dice(bf, at("C5"), at("F5"))
    with pytest.raises(RulesError, match="do not battle"):
        battle_dice(bf, at("D5"), at("C5"))
    with pytest.raises(RulesError, match="no rules"):
        battle_dice(bf, at("E5"), at("C5"))


def test_an_airborne_airplane_does_not_force_a_close_assault() -> None:
    bf = field({"C5": unit("infus"), "c6": unit("plnger"), "E5": unit("infger")})
    assert battle_dice(bf, at("C5"), at("E5")).dice == 2
    landed = field({"C5": unit("infus"), "c6": Hex(terrain=Piece("airfield"),
                                                   unit=Unit("plnger")), "E5": unit("infger")})
    assert battle_dice(landed, at("C5"), at("E5")).dice == 0


def test_every_profile_rolls_what_its_table_says_at_every_range() -> None:
    for profile in PROFILES.values():
        assert profile.range == len(profile.dice)
        assert profile.dice_at(0) == 0 and profile.dice_at(profile.range + 1) == 0
        assert list(profile.dice) == sorted(profile.dice, reverse=True)


def test_overlord_artillery_fires_six_hexes() -> None:
    bf = field({"M5": unit("gunger"), "S5": unit("infus")}, board=BoardType.OVERLORD)
    assert battle_dice(bf, at("M5", BoardType.OVERLORD), at("S5", BoardType.OVERLORD)).dice == 1


def test_only_the_protections_not_counted_are_said_not_added() -> None:
    """Woods and sandbags: the best counts, the other is said not added, and the best is
    not (a mutant saying every protection not added passed every test before)."""
    bf = field({"E5": unit("infus"), "E7": Hex(terrain=Piece("woods"), obstacle=Piece("sand"),
                                              unit=Unit("infger"))})
    assert battle_dice(bf, at("E5"), at("E7")).reasons[1:] == (
        "target in forest (woods): -1 against infantry",
        "sandbags (sand) (-1) not added: only the best protection counts")
