"""`m44 rules FILE QUERY`: output formats, JSON and exit codes."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from editor.cli import main
from editor.io.m44 import save

from editor.engine.scenario import Hex, Piece, Scenario, Unit

from .conftest import build, unit


def playable(s: Scenario) -> Scenario:
    """``s`` with the cards, medals and first player a scenario must have: ``m44 rules``
    answers a scenario with errors too, but then exits 1 (as ``render`` does)."""
    s.game_info = replace(s.game_info, cards_player1=5, cards_player2=5, victory_player1=4,
                          victory_player2=4, starting="PLAYER1")
    return s


@pytest.fixture
def scenario_file(tmp_path: Path) -> Path:
    s = build({"C5": unit("infus"), "D5": Hex(terrain=Piece("woods")), "E5": unit("infger"),
               "E7": Hex(terrain=Piece("hills"), unit=Unit("tankger")), "F3": unit("gunus"),
               "B9": unit("infger")})
    path = tmp_path / "s.m44"
    save(playable(s), path, backup=False)
    return path


def rules(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str], str]:
    code = main(["rules", *args])
    out = capsys.readouterr()
    return code, out.out.splitlines(), out.err


def test_los_text_and_json(capsys: pytest.CaptureFixture[str], scenario_file: Path) -> None:
    code, lines, _ = rules(capsys, str(scenario_file), "los", "C5", "E5")
    assert code == 0 and lines == ["blocked", "blocked by D5: forest (woods)"]
    code, lines, _ = rules(capsys, str(scenario_file), "los", "4,4", "4,8", "--json")
    assert json.loads("\n".join(lines)) == {
        "clear": False, "blockers": [{"hex": "D5", "row": 4, "col": 6,
                                      "reason": "forest (woods)"}]}
    code, lines, _ = rules(capsys, str(scenario_file), "--json", "los", "C5", "c6")
    assert json.loads("\n".join(lines)) == {"clear": True, "blockers": []}


def test_dice_text_and_json(capsys: pytest.CaptureFixture[str], scenario_file: Path) -> None:
    code, lines, _ = rules(capsys, str(scenario_file), "dice", "C5", "E5")
    assert code == 0 and lines[0] == "0" and lines[1].startswith("no line of sight")
    code, lines, _ = rules(capsys, str(scenario_file), "dice", "F3", "E5", "--json")
    data = json.loads("\n".join(lines))
    assert data["dice"] == 3 and data["reasons"]


def test_moves_text_and_json(capsys: pytest.CaptureFixture[str], scenario_file: Path) -> None:
    code, lines, _ = rules(capsys, str(scenario_file), "moves", "F3")
    assert code == 0
    assert lines == ["e4 no-battle", "f4 no-battle", "E3 no-battle", "G3 no-battle",
                     "e2 no-battle", "f2 no-battle"]  # (row, col) order
    code, lines, _ = rules(capsys, str(scenario_file), "moves", "F3", "--json")
    moves = json.loads("\n".join(lines))["moves"]
    assert moves[0] == {"hex": "e4", "row": 5, "col": 9, "can_battle": False}


def test_retreat_text_and_json(capsys: pytest.CaptureFixture[str], scenario_file: Path) -> None:
    code, lines, _ = rules(capsys, str(scenario_file), "retreat", "B9", "--flags", "2")
    assert code == 0 and lines == ["stay lost=2"]
    code, lines, _ = rules(capsys, str(scenario_file), "retreat", "E5", "--flags", "1",
                           "--json")
    assert json.loads("\n".join(lines)) == {"retreats": [
        {"hex": "d6", "row": 3, "col": 7, "lost": 0, "eliminated": False},
        {"hex": "e6", "row": 3, "col": 9, "lost": 0, "eliminated": False}]}
    code, lines, _ = rules(capsys, str(scenario_file), "retreat", "B9", "--json")
    assert json.loads("\n".join(lines)) == {"retreats": [
        {"hex": "stay", "row": 0, "col": 2, "lost": 1, "eliminated": False}]}


def test_a_retreat_that_costs_every_figure_says_eliminated(
        capsys: pytest.CaptureFixture[str], scenario_file: Path) -> None:
    code, lines, _ = rules(capsys, str(scenario_file), "retreat", "B9", "--flags", "9")
    figures = int(lines[0].split("lost=")[1].split()[0])
    assert code == 0 and lines == [f"stay lost={figures} eliminated"] and figures < 9
    code, lines, _ = rules(capsys, str(scenario_file), "retreat", "B9", "--flags", "9",
                           "--json")
    assert json.loads("\n".join(lines))["retreats"][0]["eliminated"] is True


@pytest.mark.parametrize("args", [
    ("los", "C5", "Z9"), ("los", "C5", "nonsense"), ("dice", "A1", "C5"), ("dice", "C5", "A1"),
    ("moves", "A1"), ("retreat", "A1", "--flags", "1")])  # --flags -2: usage (test_cli_front)
def test_bad_queries_exit_2_with_one_line(capsys: pytest.CaptureFixture[str],
                                          scenario_file: Path, args: tuple[str, ...]) -> None:
    code, lines, err = rules(capsys, str(scenario_file), *args)
    assert code == 2 and lines == []
    assert len(err.strip().splitlines()) == 1 and err.startswith(str(scenario_file))


def test_a_unit_that_cannot_act_exits_2(capsys: pytest.CaptureFixture[str],
                                        tmp_path: Path) -> None:
    path = tmp_path / "p.m44"
    save(build({"C5": unit("plnus"), "D5": unit("infger"), "E5": unit("frobus")}), path,
         backup=False)
    for args in (("dice", "C5", "D5"), ("retreat", "C5"), ("moves", "E5")):
        code, _, err = rules(capsys, str(path), *args)
        assert code == 2 and err.count("\n") == 1


def test_unreadable_file_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.m44"
    bad.write_text("{not json")
    code, lines, err = rules(capsys, str(bad), "los", "A1", "B1")
    assert code == 2 and lines == [] and err.count("\n") == 1


def test_clear_says_who_may_remove_wire_and_how(capsys: pytest.CaptureFixture[str],
                                                tmp_path: Path) -> None:
    s = build({"C5": Hex(obstacle=Piece("wire"), unit=Unit("infus")),
               "E5": Hex(obstacle=Piece("wire"), unit=Unit("tankus")),
               "G5": Hex(obstacle=Piece("wire"), unit=Unit("gunus")),
               "J5": unit("infus"), "B9": unit("infger")})
    path = tmp_path / "w.m44"
    save(playable(s), path, backup=False)
    code, lines, _ = rules(capsys, str(path), "clear", "C5")
    assert code == 0 and lines[0] == "instead of battling"
    # the source cited by its title and number, not by its file's hashed name
    assert lines[1] == ('Base game encyclopedia article (000): "Infantry may remove the '
                        'wire instead of battling."')
    code, lines, _ = rules(capsys, str(path), "dice", "C5", "J5")
    assert code == 0 and lines == ["0", "J5 holds US Infantry (infus), not an enemy of US "
                                        "Infantry (infus)"]
    code, lines, _ = rules(capsys, str(path), "clear", "E5", "--json")
    data = json.loads("\n".join(lines))
    assert data["clear"] and data["battles"] and data["obstacle"] == "wire"
    assert rules(capsys, str(path), "clear", "G5")[1] == ["no"]
    assert rules(capsys, str(path), "clear", "J5")[1] == ["no"]
    assert rules(capsys, str(path), "clear", "A1")[0] == 2  # an empty hex


def test_patrol_cars_may_not_remove_wire(capsys: pytest.CaptureFixture[str],
                                         tmp_path: Path) -> None:
    s = build({"C5": Hex(obstacle=Piece("wire"),
                         unit=Unit("vehbrit", behavior="LONG_RANGE_PATROL_CARS")),
               "B9": unit("infger")})
    path = tmp_path / "w.m44"
    save(playable(s), path, backup=False)
    code, lines, _ = rules(capsys, str(path), "clear", "C5")
    assert code == 0 and lines == [
        "no", 'Disaster at Dieppe troop rules (003): "Wire - Patrol Cars may not remove wire."']


def test_half_tracks_may_remove_wire_and_battle_citing_their_own_rule(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    s = build({"C5": Hex(obstacle=Piece("wire"), unit=Unit("vehus")),
               "E5": unit("vehus"), "B9": unit("infger")})
    path = tmp_path / "w.m44"
    save(playable(s), path, backup=False)
    code, lines, _ = rules(capsys, str(path), "clear", "C5")
    assert code == 0 and lines == [
        "and battle",  # armor's sentence, not infantry's
        'Base game encyclopedia article (000): "Armor may remove the wire and battle."',
        'Disaster at Dieppe troop rules (003): "Wire - Half-Tracks may remove wire."']
    assert rules(capsys, str(path), "clear", "E5")[1] == ["no"]  # no wire: no rule cited


def test_flags_that_are_not_a_number_are_refused_in_words(
        capsys: pytest.CaptureFixture[str], scenario_file: Path) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["rules", str(scenario_file), "retreat", "C5", "--flags", "two"])
    err = capsys.readouterr().err
    assert exited.value.code == 2
    assert "--flags: 'two' is not a whole number" in err and "invalid int" not in err


def test_no_flags_is_a_retreat_too(capsys: pytest.CaptureFixture[str],
                                   scenario_file: Path) -> None:
    """``--flags 0`` (the help's "0 or more"): the unit stays, losing nothing; -1 is
    refused, saying why."""
    assert rules(capsys, str(scenario_file), "retreat", "B9", "--flags", "0")[:2] == (
        0, ["stay lost=0"])
    with pytest.raises(SystemExit) as exited:
        main(["rules", str(scenario_file), "retreat", "B9", "--flags", "-1"])
    assert exited.value.code == 2
    assert "-1 is less than 0: a unit retreats from 0 flags or more" in capsys.readouterr().err
