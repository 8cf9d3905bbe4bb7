"""Platform targets: what Board Game Arena cannot set up is reported with --target bga, and
only then; each lacking name, unit prefix and starting value has its case."""

from __future__ import annotations

import doctest
import importlib

import pytest

from editor.engine.board import Coord
from editor.engine.catalog import CATALOG
from editor.engine.checks import TARGETS, run_checks
from editor.engine.scenario import Hex, Piece, Unit
from editor.io.report import check_file

from ...conftest import DATA
from .test_checks import US, info, legal

HEX = Coord(4, 12)
BGA = TARGETS["bga"]


def test_doctests() -> None:
    assert doctest.testmod(importlib.import_module("editor.engine.checks.targets")).failed == 0


def lacks(s) -> list[str]:
    return [f.message for f in run_checks(s, target="bga") if f.code == "target-lacks"]


@pytest.mark.parametrize("name", sorted(BGA.names))
def test_every_piece_board_game_arena_lacks(name: str) -> None:
    s = legal()
    s.set_hex(HEX, Hex(**{CATALOG[name].category: Piece(name)}))
    (message,) = lacks(s)
    assert message.startswith(f"Board Game Arena cannot set up {name} (")
    assert [f.code for f in run_checks(s) if f.code == "target-lacks"] == []  # no target


@pytest.mark.parametrize(("unit", "found"), [
    ("plnus", True), ("plnger", True), ("vehbrit", True), ("vehjp", True),
    ("tankus", False), ("inf2us", False),
])
def test_airplanes_and_vehicles(unit: str, found: bool) -> None:
    s = legal()
    s.set_hex(US, Hex(unit=Unit(unit)))
    assert bool(lacks(s)) is found


def test_a_special_start() -> None:
    s = legal()
    info(starting="SPECIAL")(s)
    (f,) = [f for f in run_checks(s, target="bga") if f.code == "target-lacks"]
    assert f.path == "$.game_info.starting" and f.severity == "error"
    info(starting="PLAYER1")(s)
    assert lacks(s) == []


def test_a_piece_it_has_is_not_reported() -> None:
    s = legal()
    s.set_hex(HEX, Hex(terrain=Piece("river"), rect_terrain=Piece("pontoon")))
    assert lacks(s) == []


def test_select_and_ignore_apply_to_the_target_code() -> None:
    s = legal()
    info(starting="SPECIAL")(s)
    # (who starts, left to the special rules, is also said not played by the simulation)
    assert [f.code for f in run_checks(s, target="bga", ignore=["target"])] == ["unplayed-rule"]
    assert [f.code for f in run_checks(s, target="bga", select=["target"])] == ["target-lacks"]


def test_an_official_style_file_for_board_game_arena() -> None:
    plain = check_file(DATA / "bga-lacks.m44")
    # only that the simulation lets player 1 start, where the special rules roll for it,
    # and plays the German vehicle as Half-tracks
    assert [(f.code, f.path) for f in plain.findings] == [
        ("unplayed-vehicle", "$.board.hexagons[0].unit.name"),
        ("unplayed-rule", "$.game_info.starting")]
    report = check_file(DATA / "bga-lacks.m44", target="bga")
    lacks = [f for f in report.findings if f not in plain.findings]
    assert sorted(f.place(report.board) for f in lacks) == [
        "$.game_info.starting", "C9", "E7", "F5", "g4"]
    assert all(f.severity == "error" and f.hint for f in lacks)
