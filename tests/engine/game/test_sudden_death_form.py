"""Sudden death read from the official form (``game_info.victory.condition``) decides a
scripted game, and survives the writer (which writes that form back)."""

from __future__ import annotations

import json

from editor.engine.board import Side
from editor.engine.game import Game, ScriptedDice, kind_of
from editor.engine.scenario import SuddenDeath
from editor.io.m44 import dumps, load, loads

from ...conftest import DATA

FILE = DATA / "sudden-death.m44"


def play(scenario) -> Game:
    hands = [[kind_of("probe-left"), kind_of("attack-right")],
             [kind_of("assault-center"), kind_of("probe-left")]]
    game = Game(scenario, dice=ScriptedDice([]), hands=hands, first_player=1, events=True)
    game.play("play assault-center")
    game.play("move e4 e6")
    game.play("move f4 f6")
    assert game.state.winner < 0, "two of the three hexes do not win"
    game.play("move F3 F5")
    return game


def test_the_official_form_is_read_with_no_repair() -> None:
    result = load(FILE)
    assert result.fixes == []
    assert result.scenario.game_info.sudden_deaths() == [
        SuddenDeath(Side.ALLIES, 3, ("e6", "f6", "F5"))]


def test_a_sudden_death_win_from_the_official_form() -> None:
    game = play(load(FILE).scenario)
    st = game.state
    assert st.winner == 1 and game.setup.sides[1] is Side.ALLIES
    assert any("sudden death" in e for _, e in st.events or [])


def test_written_back_in_the_official_form_and_still_decisive() -> None:
    text = dumps(load(FILE).scenario)
    doc = json.loads(text)
    assert doc["game_info"]["victory"] == {"condition": [{"group_sudden_death": {
        "side": "ALLIES", "number": 3, "group": ["e6", "f6", "F5"]}}]}
    assert doc["game_info"]["victory_conditions"] == [{"standard": {}}]  # kept as read
    assert play(loads(text).scenario).state.winner == 1
