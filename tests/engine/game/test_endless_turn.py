"""A turn that never ends (a bug of the rules: two Half-tracks once passed a figure back and
forth for ever) stops the game with :class:`EndlessTurnError`, naming the scenario, the
seed and the turn, in every caller that plays games: a game run, the search's look-ahead,
``m44 simulate`` (exit 3, one line), a batch, the balance lab's simulations and the play
session. The guard is one compare per action in ``GameState.apply`` (and per decision the
rules take alone); a rule that stalls is built by :mod:`.endless`. The play mode's AI and
advisor: tests/ui/test_play_endless.py."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from editor.cli import EXIT_INTERNAL, main
from editor.engine.game import Game, make_player
from editor.engine.game.actions import MAX_TURN_ACTIONS, EndlessTurnError
from editor.engine.game.batch import Entry, Settings, run_batch
from editor.engine.game.executors import LocalExecutor
from editor.engine.game.session import PlaySession
from editor.engine.game.simulate import simulate
from editor.io.m44 import save

from .endless import NAME, skirmish, stalled


def said(e: pytest.ExceptionInfo[EndlessTurnError], seed: int, turn: int) -> str:
    text = str(e.value)
    assert NAME in text and f"seed {seed}" in text and f"turn {turn}" in text, text
    assert f"{MAX_TURN_ACTIONS} actions" in text and "stall" in text
    return text


@pytest.mark.parametrize("players", [("random", "greedy"), ("greedy", "random")])
def test_a_game_whose_players_stall_for_ever_stops_with_a_clear_error(
        monkeypatch: pytest.MonkeyPatch, players: tuple[str, str]) -> None:
    stalled(monkeypatch)
    g = Game(skirmish(), seed=5, events=False, undo=False)
    with pytest.raises(EndlessTurnError) as e:
        g.run(make_player(players[0], 1), make_player(players[1], 2))
    said(e, 5, 1)
    assert len(g.state.history) < MAX_TURN_ACTIONS + 10
    # the slow loop (undo and events on), turn 3 this time
    stalled(monkeypatch, since=3)
    g = Game(skirmish(), seed=6)
    with pytest.raises(EndlessTurnError) as e:
        g.run(make_player(players[0], 1), make_player(players[1], 2))
    said(e, 6, 3)


def test_rules_that_take_a_decision_for_ever_stop_too(monkeypatch: pytest.MonkeyPatch) -> None:
    stalled(monkeypatch, since=2, choices=1)  # the one action is taken by the rules
    g = Game(skirmish(), seed=7)
    with pytest.raises(EndlessTurnError) as e:
        g.run(make_player("random", 1), make_player("random", 2))
    said(e, 7, 2)


def test_the_error_crosses_processes_whole() -> None:
    e = EndlessTurnError(NAME, 4, "stall, stall", 9)
    assert str(pickle.loads(pickle.dumps(e))) == str(e)


def test_the_search_s_look_ahead_stops_and_names_the_game_it_thinks_in(
        monkeypatch: pytest.MonkeyPatch) -> None:
    stalled(monkeypatch, since=2)
    g = Game(skirmish(), seed=11)
    with pytest.raises(EndlessTurnError) as e:  # its study, then its playouts, stall
        g.ai_move(make_player("search:1", 3))
    said(e, 11, 1)
    assert g.state.turn == 1 and not g.actions  # the game itself never got there


def test_simulate_exits_3_with_one_line(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    stalled(monkeypatch, since=2)
    path = tmp_path / "stalled.m44"
    save(skirmish(), path)
    assert main(["simulate", str(path), "--games", "4", "--jobs", "2", "--seed", "3"]) \
        == EXIT_INTERNAL
    out = capsys.readouterr()
    lines = out.err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in out.err, out.err
    assert NAME in lines[0] and "seed 3" in lines[0] and "turn 2" in lines[0], lines[0]


def test_a_batch_and_the_balance_lab_s_simulations_stop(monkeypatch: pytest.MonkeyPatch,
                                                        tmp_path: Path) -> None:
    stalled(monkeypatch, since=2)
    with pytest.raises(EndlessTurnError) as e:  # the lab's call (editor/ui/balance.py)
        simulate(skirmish(), 6, ai="greedy", vs="random", seed=8, jobs=0)
    said(e, 8, 2)
    path = tmp_path / "stalled.m44"
    save(skirmish(), path)
    with pytest.raises(EndlessTurnError) as e:
        run_batch([Entry.of(str(path))], Settings(games=2, seed=1), LocalExecutor(1))
    said(e, 1, 2)


def test_the_play_session_s_ai_and_advisor_stop(monkeypatch: pytest.MonkeyPatch) -> None:
    stalled(monkeypatch, since=2)
    s = PlaySession(skirmish(), seed=4, seats=("human", "search"))
    with pytest.raises(EndlessTurnError) as e:  # player 2 (an AI) begins
        s.think()
    said(e, 4, 1)
    s = PlaySession(skirmish(), seed=4, seats=("greedy", "human"))
    with pytest.raises(EndlessTurnError) as e:
        s.advise()
    said(e, 4, 1)
    s = PlaySession(skirmish(), seed=4, seats=("greedy", "random"))
    with pytest.raises(EndlessTurnError) as e:
        for _ in range(MAX_TURN_ACTIONS + 50):
            s.ai_move()
    said(e, 4, 2)


def stalled_log(monkeypatch: pytest.MonkeyPatch, path: Path, seed: int = 3) -> int:
    """A log of a game that stalls from turn 2 on, saved to ``path``: its actions reach
    turn 2 and then stall past the guard. Returns how many actions reach turn 2."""
    stalled(monkeypatch, since=2)
    g = Game(skirmish(), seed=seed)
    players = (make_player("random", 1), make_player("random", 2))
    while g.state.turn < 2:
        g.ai_move(players[g.state.current_player()])
    log = g.log()
    log.actions += ["stall 0"] * (MAX_TURN_ACTIONS + 10)
    log.result = None
    log.save(path)
    return len(g.actions)


def test_replay_of_a_log_that_meets_the_guard_says_so_naming_the_file_and_the_action(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Found by the replay audit: ``m44 replay`` of such a log said the generic
    "m44: internal error (a bug): EndlessTurnError: ..." naming neither the log nor where
    in it the game stalled. It says it as ``m44 simulate`` does (exit 3, one line, the
    engine's words: scenario, seed, turn), naming the log and the action, and where to
    report it; the printed turns are not printed (the game has no end to print)."""
    path = tmp_path / "stalled.m44game"
    stalled_log(monkeypatch, path)
    assert main(["replay", str(path)]) == EXIT_INTERNAL
    out = capsys.readouterr()
    lines = out.err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in out.err, out.err
    line = lines[0]
    assert line.startswith(f"{path}: action "), line
    assert "('stall 0')" in line and "EndlessTurnError" not in line, line
    assert NAME in line and "seed 3" in line and "turn 2" in line, line
    assert "a bug of the engine" in line and "report" in line, line
    assert out.out == ""


def test_loading_or_replaying_a_log_that_meets_the_guard_is_a_game_log_error(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The editor's Open Saved Game (PlaySession.load), Replay Saved Game (GameLog.replay)
    and its slider (Replay.seek) refuse such a log as a log that does not replay, naming
    the action and what the engine met (the EndlessTurnError went through them: a
    traceback in the editor)."""
    from editor.engine.game import GameLog, GameLogError
    from editor.engine.game.session import Replay

    path = tmp_path / "stalled.m44game"
    reached = stalled_log(monkeypatch, path)
    log = GameLog.load(path)
    for load in (lambda: log.replay(events=False), lambda: PlaySession.load(path),
                 lambda: Replay(log).seek(len(log.actions))):
        with pytest.raises(GameLogError) as e:
            load()
        text = str(e.value)
        n = int(text.split()[1])
        assert reached + MAX_TURN_ACTIONS // 2 < n <= len(log.actions), text
        assert text.startswith(f"action {n} ('stall 0'): "), text
        assert NAME in text and "turn 2" in text and "does not end" in text, text
