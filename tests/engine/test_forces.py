"""Each side's forces by kind and section (editor.engine.forces) and ``m44 forces``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from editor.cli import main
from editor.engine.board import BoardType, Coord, Section, Side
from editor.engine.forces import SECTIONS, Count, forces_of
from editor.engine.scenario import GameInfo, Hex, Scenario, Unit
from editor.io.m44 import load, save

from ..conftest import SCENARIOS


def scenario() -> Scenario:
    """Allies at the top this time, so the top player's side is listed first."""
    s = Scenario(board_type=BoardType.STANDARD, game_info=GameInfo(
        side_player1=Side.ALLIES, side_player2=Side.AXIS, cards_player1=5, cards_player2=4,
        victory_player1=6, victory_player2=5, starting="PLAYER1"))
    s.set_hex(Coord(0, 2), Hex(unit=Unit("infus")))                    # left
    s.set_hex(Coord(0, 4), Hex(unit=Unit("infus", nbr_units=3)))       # left, 3 figures
    s.set_hex(Coord(1, 7), Hex(unit=Unit("tankus")))                   # on the left line
    s.set_hex(Coord(1, 17), Hex(unit=Unit("gunus")))                   # on the right line
    s.set_hex(Coord(8, 20), Hex(unit=Unit("infger", badge="badge4")))  # right: commandos
    s.set_hex(Coord(8, 12), Hex(unit=Unit("tankger")))                 # center
    s.set_hex(Coord(7, 11), Hex(unit=Unit("frobnicate")))              # not in the catalog
    return s


def test_an_overlord_boards_sections_part_at_its_two_bold_lines() -> None:
    """The overlord audit: an Overlord board's sections part at columns 17 and 33; a unit
    on one of them counts in both sections, one on a thinner line (7, 25, 43: the two
    boards' outer lines and their seam) in its own section alone."""
    s = Scenario(board_type=BoardType.OVERLORD)
    for col in (0, 7, 17, 25, 33, 43, 50):
        s.set_hex(Coord(8 - col % 2, col), Hex(unit=Unit("infus")))
    allies = forces_of(s).side(Side.ALLIES)
    assert allies.total.units == 7 and allies.on_section_lines == 2
    assert {sec: n.units for sec, n in allies.sections.items()} == {
        Section.LEFT: 3, Section.CENTER: 3, Section.RIGHT: 3}  # 0 7 17 | 17 25 33 | 33 43 50


def test_each_side_is_counted_by_kind_and_by_the_maps_sections() -> None:
    f = forces_of(scenario())
    assert [s.side for s in f.sides] == [Side.ALLIES, Side.AXIS]  # the top player first
    allies, axis = f.sides
    assert (allies.player, allies.medals_to_win, allies.command_cards) == (1, 6, 5)
    assert (axis.player, axis.medals_to_win, axis.command_cards) == (2, 5, 4)
    assert allies.total == Count(4, 4 + 3 + 3 + 2)
    assert [(k.label, k.total) for k in allies.kinds] == [
        ("Infantry", Count(2, 7)), ("Armor", Count(1, 3)), ("Artillery", Count(1, 2))]
    # the map's sections, left to right as shown: a unit on a line counts in both
    assert allies.sections == {Section.LEFT: Count(3, 10), Section.CENTER: Count(2, 5),
                               Section.RIGHT: Count(1, 2)}
    assert allies.on_section_lines == 2
    assert f.side(Side.AXIS) is axis
    assert axis.total == Count(2, 7)
    assert {k.label: k.sections[Section.RIGHT] for k in axis.kinds}[
        "Special Forces infantry"] == Count(1, 4)
    assert f.unknown == (Coord(7, 11),)


def test_each_kind_lists_its_hexes_and_the_sections_add_up_on_the_samples() -> None:
    for path in SCENARIOS:
        s = load(path).scenario
        f = forces_of(s)
        placed = {c for c, u in s.units() if s.board.contains(c)}
        counted = [c for side in f.sides for k in side.kinds for c in k.hexes]
        assert sorted(counted + list(f.unknown)) == sorted(placed), path.name
        for side in f.sides:
            assert sum((k.total for k in side.kinds), Count()) == side.total
            for section in SECTIONS:
                assert sum((k.sections[section] for k in side.kinds), Count()) == \
                    side.sections[section]
            by_sections = sum(side.sections[x].units for x in SECTIONS)
            assert by_sections == side.total.units + side.on_section_lines


def test_m44_forces_prints_both_sides_in_the_same_columns(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "f.m44"
    save(scenario(), path)
    assert main(["forces", str(path)]) == 1  # a unit not in the catalog is an error
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert lines[0] == str(path)
    assert "Allies (top): 4 units, 12 figures; 6 medals to win, 5 command cards" in lines
    assert "Axis (bottom): 2 units, 7 figures; 5 medals to win, 4 command cards" in lines
    titles = [line for line in lines if line.strip().startswith("left")]
    assert len(titles) == 2 and titles[0] == titles[1]  # one set of columns for both
    infantry = next(line for line in lines if line.strip().startswith("Infantry"))
    assert infantry.split()[1:] == ["2", "(7)", "-", "-", "2", "(7)"]
    assert "  2 units on a section line" in lines
    assert lines[-1] == "Not counted: 1 unit not in the catalog, on f2"  # 7,11
    assert "frobnicate" in err and "counted as it stands" in err


def test_m44_forces_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["forces", str(SCENARIOS[0]), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    s = load(SCENARIOS[0]).scenario
    f = forces_of(s)
    assert [d["side"] for d in data["sides"]] == [x.side.value for x in f.sides]
    first = data["sides"][0]
    assert first["units"] == f.sides[0].total.units
    assert first["sections"]["LEFT"] == f.sides[0].sections[Section.LEFT].as_json()
    kind = first["kinds"][0]
    assert kind["hexes"] == [s.board.hex_name(c) for c in f.sides[0].kinds[0].hexes]
    assert data["unknown_units"] == []


def test_m44_forces_of_an_unreadable_file_exits_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.m44"
    bad.write_text("{oops", encoding="utf-8")
    assert main(["forces", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{bad}: ") and err.count("\n") == 1
