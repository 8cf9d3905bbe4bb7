"""A game log records the digest of the state at each player turn's end, and a replay that
differs from the record says from which turn (and the log's decisions of that turn), where
it was said only at the end ("digest: the log says ..."). Found by the replay2 audit: a log
replayed by another version of the engine, or whose scenario was changed, differed for
dozens of turns before anything said so, and then only that the end differs. A log written
before the per-turn digests (no ``turn_digests``) still reads, replays and is checked at its
end."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest

from editor.cli import main
from editor.engine.game import GameLog, GameLogError
from editor.engine.game.log import Divergence
from editor.engine.game.match import Game
from editor.engine.game.players import GreedyPlayer
from editor.engine.game.session import PlaySession, Replay
from editor.io.m44 import load

from ...conftest import ROOT

HEDGEROW = ROOT / "scenarios" / "hedgerow-crossroads.m44"


@pytest.fixture(scope="module")
def played() -> tuple[Game, dict[str, Any]]:
    """A whole game of two greedy players (53 player turns), and its log."""
    game = Game(load(HEDGEROW).scenario, seed=5)
    game.run(GreedyPlayer(1), GreedyPlayer(2))
    return game, game.log().to_json()


def _states_at_turn_ends(log: GameLog) -> tuple[list[str], list[int]]:
    """The digest of the state as each turn ended, replaying the log's decisions one by
    one, and the decision that ended it (1-based)."""
    game = log.new_game(events=False)
    digests: list[str] = []
    ended: list[int] = []
    for n, text in enumerate(log.actions, 1):
        game.apply(game.state.parse(text))
        if len(digests) < game.state.turn - 1:
            digests.append(game.state.digest())
            ended.append(n)
    return digests, ended


def replay(capsys: pytest.CaptureFixture[str], doc: dict[str, Any], path: Path,
           *more: str) -> tuple[int, str, str]:
    path.write_text(json.dumps(doc), "utf-8")
    code = main(["replay", str(path), *more])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_the_log_records_the_state_at_each_turn_s_end(played) -> None:
    game, doc = played
    log = GameLog.from_json(doc)
    digests, _ = _states_at_turn_ends(log)
    assert doc["turn_digests"] == digests and len(digests) == game.state.turn - 1 == 52
    assert log.divergence() is None and log.check(log.replay()) == []


def test_a_turn_digest_edited_is_named_by_its_turn(
        played, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, doc = played
    log = GameLog.from_json(doc)
    _, ended = _states_at_turn_ends(log)
    tampered = copy.deepcopy(doc)
    tampered["turn_digests"][9] = "0" * 16  # turn 10's, Axis's (Allies began)
    said = (f"the replay differs from the record at turn 10 (Axis) alone (the log's "
            f"decisions {ended[8] + 1} to {ended[9]}), and agrees with it again from turn 11 "
            f"on: the record of turn 10 was edited")
    log = GameLog.from_json(tampered)
    assert log.check(log.replay()) == [said]
    code, out, err = replay(capsys, tampered, tmp_path / "g.json")
    assert code == 1 and f"mismatch with the log: {said}" in out and said in err
    # --json says the turn as data too (it was only the sentence among the problems)
    code, out, _ = replay(capsys, tampered, tmp_path / "g.json", "--json")
    doc = json.loads(out)
    assert code == 1 and doc["problems"] == [said]
    assert doc["differs_from"] == {"turn": 10, "side": "Axis",
                                   "decisions": [ended[8] + 1, ended[9]],
                                   "agrees_again_from": 11}
    code, out, _ = replay(capsys, played[1], tmp_path / "g.json", "--json")
    assert code == 0 and json.loads(out)["differs_from"] is None


def test_a_scenario_changed_so_that_play_diverges_mid_game_names_the_turn(
        played, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The Allies need 4 medals where they needed 6: the game replayed ends in the turn
    they reach 4, and the next decision of the log does not replay; the turn is said."""
    game, doc = played
    again = Game(load(HEDGEROW).scenario, seed=5)
    for n, a in enumerate(game.actions, 1):
        again.apply(a)
        if again.state.medals(1) == 4:
            break
    turn, last = again.state.turn, n + 1  # the next decision fails: the game is over
    first = _states_at_turn_ends(GameLog.from_json(doc))[1][turn - 2] + 1
    changed = copy.deepcopy(doc)
    changed["scenario"]["m44"]["game_info"]["victory_player2"] = 4
    said = (f"the replay differs from the record from turn {turn} (Allies) on (the log's "
            f"decisions {first} to {last})")
    assert 10 < turn < 50
    with pytest.raises(GameLogError) as e:
        GameLog.from_json(changed).replay()
    assert str(e.value).startswith(f"action {last} (") and str(e.value).endswith(f"; {said}")
    code, _, err = replay(capsys, changed, tmp_path / "g.json")
    assert code == 2 and said in err
    # Open Saved Game and the replay viewer's cursor say it too
    with pytest.raises(GameLogError, match=re.escape(f"; {said}")):
        PlaySession.from_log(GameLog.from_json(changed))
    with pytest.raises(GameLogError, match=re.escape(f"; {said}")):
        Replay(GameLog.from_json(changed)).seek(len(game.actions))


def test_a_replay_that_differs_in_the_last_turn_says_it(played) -> None:
    """Every turn's end agrees, the final state does not (the Allies need 7 medals: the
    game replayed is not over): the difference is in the last turn."""
    game, doc = played
    changed = copy.deepcopy(doc)
    changed["scenario"]["m44"]["game_info"]["victory_player2"] = 7
    log = GameLog.from_json(changed)
    problems = log.check(log.replay())
    _, ended = _states_at_turn_ends(GameLog.from_json(doc))
    assert problems[-1] == (f"the replay differs from the record from turn 53 (Allies) on "
                            f"(the log's decisions {ended[-1] + 1} to {len(game.actions)})")


def test_an_old_log_without_turn_digests_reads_replays_and_is_checked_at_its_end(
        played, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, doc = played
    old = {k: copy.deepcopy(v) for k, v in doc.items() if k != "turn_digests"}
    log = GameLog.from_json(old)
    assert log.turn_digests is None and log.divergence() is None
    assert log.check(log.replay()) == [] and "turn_digests" not in log.to_json()
    code, _, _ = replay(capsys, old, tmp_path / "old.json")
    assert code == 0
    assert PlaySession.from_log(GameLog.from_json(old)).state.digest() == \
        doc["result"]["digest"]
    # its end alone is checked
    old["result"]["digest"] = "0" * 16
    log = GameLog.from_json(old)
    assert log.check(log.replay()) == [
        f"digest: the log says {'0' * 16}, the replay gives {doc['result']['digest']}"]


@pytest.mark.parametrize("value, place", [("x", "at $.turn_digests: expected a list"),
                                          (["zz"], "at $.turn_digests[0]: expected a state's "
                                                   "digest (16 hexadecimal digits), found "
                                                   "text 'zz'"),
                                          ([5], "at $.turn_digests[0]: expected a state's "
                                                "digest (16 hexadecimal digits), found a "
                                                "number 5")])
def test_turn_digests_of_another_shape_are_refused_naming_the_place(
        played, value: Any, place: str) -> None:
    _, doc = played
    with pytest.raises(GameLogError, match=re.escape(place)):
        GameLog.from_json({**doc, "turn_digests": value})


def test_a_turn_taken_back_takes_its_digest_back(tmp_path: Path) -> None:
    """The play mode's game: a turn taken back and played otherwise records the turn as
    played the second time (the log agrees with its replay)."""
    s = PlaySession(load(HEDGEROW).scenario, seed=3, seats=("human", "greedy"))
    while s.state.turn < 6 and not s.over:
        s.apply(s.legal_actions()[0]) if s.human_to_move else s.ai_move()
    assert s.game.turn_digests is not None and len(s.game.turn_digests) == 5
    s.take_back_turn()
    assert len(s.game.turn_digests) == s.state.turn - 1
    while s.state.turn < 8 and not s.over:
        s.apply(s.legal_actions()[-1]) if s.human_to_move else s.ai_move()
    log = GameLog.from_json(json.loads(s.log().dumps()))
    assert log.turn_digests == _states_at_turn_ends(log)[0]
    assert log.check(log.replay()) == []


def test_play_on_from_a_replay_keeps_the_turns_ended_by_then(played) -> None:
    _, doc = played
    log = GameLog.from_json(doc)
    _, ended = _states_at_turn_ends(log)
    cut = log.cut(ended[4] + 2)
    assert cut.turn_digests == doc["turn_digests"][:5]
    assert PlaySession.from_log(cut).log().turn_digests == cut.turn_digests


def test_a_record_of_fewer_or_more_turns_than_the_replay_is_said_at_the_first_missing(
        played) -> None:
    """The record's last turn cut off: the replay differs from turn 52, the one it lacks,
    on (not an IndexError); a turn too many: from turn 53, which the replay never plays."""
    game, doc = played
    _, ended = _states_at_turn_ends(GameLog.from_json(doc))
    fewer = GameLog.from_json({**doc, "turn_digests": doc["turn_digests"][:-1]})
    assert fewer.divergence() == Divergence(52, "Axis", ended[50] + 1, ended[51])
    more = GameLog.from_json({**doc, "turn_digests": [*doc["turn_digests"], "0" * 16]})
    assert more.divergence() == Divergence(53, "Allies", ended[51] + 1, len(game.actions))


def test_play_on_from_the_end_is_the_whole_log_a_copy_of_it(played) -> None:
    """At its end (or past it), what the AI seats and the advisors remembered, and the
    advice given, are of that moment: kept; at an earlier decision they are not (the AIs
    go on from their seeds)."""
    memory = {"ai_memory": {"1": {"rng": "x"}}, "advisor_memory": {"2": {"search": {}}},
              "advice": {"search": "moves done"}, "physical_dice": False}
    log = GameLog.from_json({**played[1], **memory})
    for n in (len(log.actions), len(log.actions) + 5):
        cut = log.cut(n)
        assert cut.to_json() == log.to_json() and cut.extra == memory
        assert cut.actions is not log.actions and cut.extra is not log.extra
    assert log.cut(len(log.actions) - 1).extra == {"physical_dice": False}


def test_a_finished_game_awaits_no_dice(
        played, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = replay(capsys, played[1], tmp_path / "g.json", "--json")
    assert code == 0 and json.loads(out)["dice_awaited"] == 0
    code, out, _ = replay(capsys, played[1], tmp_path / "g.json")
    assert code == 0 and "waits for" not in out and out.splitlines()[-1].startswith("Result: ")
