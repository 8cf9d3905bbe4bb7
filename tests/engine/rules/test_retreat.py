"""Retreats: properties over random boards and the flag-ignoring pieces."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from editor.engine.board import Board, BoardType, Coord, Side
from editor.engine.rules import Battlefield, RulesError, UnitClass, retreat
from editor.engine.scenario import GameInfo, Hex, Piece, Scenario, Unit

from .conftest import at, field, unit

STANDARD = Board(BoardType.STANDARD)
FIGURES = {"infger": 4, "infus": 4, "tankger": 3, "gunus": 2, "inf2us": 4}
UNIT_CLASS = {"infger": UnitClass.INFANTRY, "infus": UnitClass.INFANTRY,
              "tankger": UnitClass.ARMOR, "gunus": UnitClass.ARTILLERY,
              "inf2us": UnitClass.INFANTRY}
coords = st.sampled_from(STANDARD.coords)
pieces = st.sampled_from([
    Hex(terrain=Piece("woods")), Hex(terrain=Piece("river")), Hex(unit=Unit("infger")),
    Hex(unit=Unit("tankus")), Hex(obstacle=Piece("hedgehog")), Hex(terrain=Piece("hills"))])


@settings(max_examples=80, deadline=None)
@given(st.dictionaries(coords, pieces, max_size=40), coords,
       st.sampled_from(sorted(FIGURES)),
       st.integers(0, 4), st.sampled_from([Side.AXIS, Side.ALLIES]))
def test_retreat_properties(hexes: dict[Coord, Hex], start: Coord, name: str, flags: int,
                            top: Side) -> None:
    s = Scenario(game_info=GameInfo(side_player1=top, side_player2=top.other))
    for c, h in hexes.items():
        s.set_hex(c, h)
    s.set_hex(start, Hex(unit=Unit(name)))
    bf = Battlefield(s)
    result = retreat(bf, start, flags)
    step = -1 if Unit(name).side == top else 1
    assert result.ends
    lost = {e.lost for e in result.ends}
    steps = {e.steps for e in result.ends}
    assert len(lost) == 1 and len(steps) == 1  # every offered end costs the same
    for e in result.ends:
        assert e.coord.row == start.row + step * e.steps
        assert abs(e.coord.col - start.col) <= e.steps
        assert e.stays or not bf.occupied(e.coord)
        assert e.lost == min(result.effective - e.steps, FIGURES[name])
    # The FAQ: no legal hex is left one row further than the offered ends.
    e = result.ends[0]
    cls = UNIT_CLASS[name]
    if e.steps < result.effective and not e.stays:
        for end in result.ends:
            for dc in (-1, 1):
                n = Coord(end.coord.row + step, end.coord.col + dc)
                assert not (bf.contains(n) and not bf.occupied(n)
                            and bf.terrain(n).impassable_to(cls) is None
                            and bf.terrain(n).no_retreat_into() is None)


def test_ignored_flag_is_reported() -> None:
    bf = field({"E5": Hex(obstacle=Piece("sand"), unit=Unit("infger"))})
    result = retreat(bf, at("E5"), 2)
    assert (result.ignored, result.ignored_by, result.effective) == (1, "sandbags (sand)", 1)


def test_airplanes_never_retreat_and_flags_are_not_negative() -> None:
    bf = field({"E5": unit("plnger"), "F5": unit("infger")})
    with pytest.raises(RulesError, match="never"):
        retreat(bf, at("E5"), 1)
    with pytest.raises(RulesError, match="negative"):
        retreat(bf, at("F5"), -1)


def test_the_reasons_name_the_blocked_hexes() -> None:
    bf = field({"E5": unit("infger"), "d6": unit("infus"), "e6": Hex(terrain=Piece("river"))})
    reasons = retreat(bf, at("E5"), 1).reasons
    assert "d6: occupied by infus" in reasons
    assert any(r.startswith("e6: river or waterway (river) is impassable") for r in reasons)
    assert any("1 figure lost" in r for r in reasons)


def test_the_reasons_name_the_edge_each_side_retreats_toward() -> None:
    """A standard board's rows are 0 to 8: the Axis retreats toward row 0, the Allies
    toward row 8 (a mutant naming row 9, off the board, passed every test before)."""
    axis = retreat(field({"E5": unit("infger")}), at("E5"), 1).reasons
    allies = retreat(field({"E5": unit("infus")}), at("E5"), 1).reasons
    assert axis == ("retreats toward row 0 (the top edge), one row per flag",)
    assert allies == ("retreats toward row 8 (the bottom edge), one row per flag",)


def test_the_reasons_say_eliminated_when_the_losses_are_every_figure() -> None:
    """Losses equal to the unit's figures eliminate it, and the reason says so; fewer do
    not (a mutant saying it only of losses above the figures, which never happen, passed
    every test before)."""
    def last(name: str, flags: int, **kw: object) -> str:
        return retreat(field({"E9": unit(name, **kw)}), at("E9"), flags).reasons[-1]

    assert last("gunger", 3) == ("3 retreat moves cannot be made: 2 figures lost (the unit "
                                 "has 2): the unit is eliminated")
    assert last("infger", 1, nbr_units=1) == ("1 retreat move cannot be made: 1 figure lost: "
                                              "the unit is eliminated")
    assert last("infger", 1) == "1 retreat move cannot be made: 1 figure lost"


def test_the_reasons_say_an_ignored_flag_and_a_longer_retreat() -> None:
    """Sandbags' ignored flag and the French Resistance's 1 to 3 hexes a flag are said
    among the reasons (mutants dropping either line passed every test before)."""
    sand = retreat(field({"E5": Hex(obstacle=Piece("sand"), unit=Unit("infger"))}),
                   at("E5"), 2).reasons
    assert sand[0] == "sandbags (sand): the first flag is ignored"
    resistance = retreat(field({"E5": unit("infger", badge="badge3")}), at("E5"), 1).reasons
    assert resistance[-1] == "French Resistance may retreat 1 to 3 hexes per flag"
