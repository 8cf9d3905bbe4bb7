"""A saved game whose decision this version's rules do not allow where the game then stands
(:class:`NotReplayedError`: a log of another version's rules, or edited by hand) is still
the game of the decisions before it: :meth:`GameLog.before_refused` gives the log of the
game as it stood just before the refused decision, which replays, plays on and steps
through, and says what is dropped (:class:`Refusal`). Found by the playon audit: such a
game was refused whole, lost to its player."""

from __future__ import annotations

import json
import pickle
import random
from pathlib import Path
from typing import Any

import pytest

from editor.engine.game.log import GameLog, NotReplayedError, Refusal
from editor.engine.game.players import RandomPlayer
from editor.engine.game.session import PlaySession, Replay
from editor.io.m44 import load

from ...conftest import SCENARIOS

#: The 0-based decision edited: a move, made a card's play (legal notation, not legal then).
EDITED = 41


@pytest.fixture(scope="module")
def played() -> tuple[str, list[str]]:
    """A real saved game of 80 decisions (the text of its file), and the state's digest
    after each of its decisions (the first: at the start)."""
    s = PlaySession(load(SCENARIOS[0]).scenario, seed=3, seats=("random", "random"))
    digests = [s.state.digest()]
    for _ in range(80):
        s.ai_move()
        digests.append(s.state.digest())
    return s.log().dumps(), digests


def refused(text: str, at: int = EDITED) -> tuple[GameLog, NotReplayedError]:
    """The saved game ``text`` with its decision ``at`` (0-based) edited to a card's play
    where the rules do not allow it, and the error opening it raises."""
    doc = json.loads(text)
    assert doc["actions"][at].startswith(("move", "order", "battle", "play"))
    cards = [a for a in doc["actions"] if a.startswith("play")]
    doc["actions"][at] = next(c for c in cards if c != doc["actions"][at])
    log = GameLog.from_json(doc)
    with pytest.raises(NotReplayedError) as caught:
        PlaySession.from_log(log)
    return log, caught.value


def test_the_error_names_the_refused_decision(played) -> None:
    log, e = refused(played[0])
    assert (e.decision, e.text) == (EDITED + 1, log.actions[EDITED])
    assert str(e).startswith(f"action {EDITED + 1} ('{e.text}') does not replay: ")
    again = pickle.loads(pickle.dumps(e))  # (as an error crossing processes would)
    assert (str(again), again.decision, again.text) == (str(e), e.decision, e.text)


def test_the_play_mode_and_the_replay_refuse_a_decision_in_the_same_words(played) -> None:
    """Found by the replaycli audit: the play mode's game (Open Saved Game) refused a
    decision as "play ... is not legal now", where the replay (m44 replay) said the step
    the game stood in and the decisions legal there. One check says both now."""
    log, opened = refused(played[0])
    with pytest.raises(NotReplayedError) as replayed:
        log.replay()
    assert str(opened) == str(replayed.value) and opened.decision == EDITED + 1
    assert f"{opened.text} is not legal now (" in str(opened) and "; legal: " in str(opened)


def test_the_game_before_the_refused_decision_replays_as_it_was_played(played) -> None:
    text, digests = played
    log, e = refused(text)
    cut, r = log.before_refused(e)
    assert cut.actions == log.actions[:EDITED]
    assert r == Refusal(EDITED + 1, log.actions[EDITED], r.turn, r.side, 80)
    assert (r.kept, r.dropped) == (41, 39)
    game = cut.replay()
    assert game.state.digest() == digests[EDITED]
    assert (r.turn, r.side) == (game.state.turn, game.setup.sides[game.state.active].label)
    # what the cut keeps of the record agrees with its replay: no result (the end
    # recorded is not its end), the digests of the turns it ended
    assert cut.result is None and cut.check(game) == []
    assert cut.turn_digests == (log.turn_digests or [])[:game.state.turn - 1]
    # it plays on, and steps through to its end
    session = PlaySession.from_log(cut)
    assert session.state.digest() == digests[EDITED] and session.legal_actions()
    replay = Replay(cut)
    replay.seek(len(replay))
    assert replay.state.digest() == digests[EDITED]


def test_what_is_dropped_is_counted_from_its_turn(played) -> None:
    log, e = refused(played[0])
    r = log.before_refused(e)[1]
    assert r.dropped_words() == (f"decision 42 and the 38 decisions after it, from turn "
                                 f"{r.turn} ({r.side}) on: 39 of the game's 80 decisions")
    assert r.stood_words() == f"turn {r.turn} ({r.side}), after its first 41 decisions"
    assert r.to_json() == {"decision": 42, "action": log.actions[EDITED], "turn": r.turn,
                           "side": r.side, "kept": 41, "dropped": 39, "total": 80}


def test_a_refused_first_decision_leaves_the_start(played) -> None:
    log, e = refused(played[0], 0)
    cut, r = log.before_refused(e)
    assert cut.actions == [] and (r.decision, r.kept, r.dropped, r.turn) == (1, 0, 80, 1)
    assert r.stood_words() == f"turn 1 ({r.side}), at its start"
    assert r.dropped_words().startswith("decision 1 and the 79 decisions after it, from "
                                        "turn 1")
    assert PlaySession.from_log(cut).state.digest() == played[1][0]


def test_a_refused_last_decision_drops_it_alone(played) -> None:
    log, e = refused(played[0], 79)
    cut, r = log.before_refused(e)
    assert len(cut.actions) == 79 and r.dropped == 1
    assert r.dropped_words() == (f"decision 80, the game's last, from turn {r.turn} "
                                 f"({r.side}) on: 1 of the game's 80 decisions")


def test_a_refused_second_decision_leaves_the_game_after_its_first() -> None:
    r = Refusal(2, "play recon-1-left", 1, "Allies", 80)
    assert (r.kept, r.dropped) == (1, 79)
    assert r.stood_words() == "turn 1 (Allies), after its first decision"


def test_a_refused_decision_before_the_last_drops_it_and_the_one_after_it() -> None:
    r = Refusal(79, "play recon-1-left", 30, "Allies", 80)
    assert (r.kept, r.dropped) == (78, 2)
    assert r.dropped_words() == ("decision 79 and the one after it, from turn 30 (Allies) "
                                 "on: 2 of the game's 80 decisions")


def test_a_decision_that_names_no_hex_is_refused_and_cut_alike(played) -> None:
    doc = json.loads(played[0])
    doc["actions"][EDITED] = "move Z9 Z10"
    log = GameLog.from_json(doc)
    with pytest.raises(NotReplayedError) as caught:
        log.replay()
    cut, r = log.before_refused(caught.value)
    assert (r.decision, r.text, len(cut.actions)) == (EDITED + 1, "move Z9 Z10", EDITED)


def short_of_typed_dice() -> tuple[dict[str, Any], int]:
    """A saved game of 40 decisions with dice typed in (Roll real dice), whose faces were
    cut so that they run out at a roll (another version's rules rolled fewer there, or the
    file was edited), and that roll's decision (0-based)."""
    s = PlaySession(load(SCENARIOS[0]).scenario, seed=4, physical=True)
    chooser, faces = RandomPlayer(2), random.Random(5)
    while len(s.steps) < 40:
        if s.pending_roll:
            s.enter_dice([faces.randrange(5) for _ in range(s.pending_roll)])
        else:
            s.apply(chooser.choose(s.state.copy(), s.legal_actions()))
    doc = json.loads(s.log().dumps())
    rolled = next(i for i, step in enumerate(s.steps) if i > 20 and step.chance)
    log = GameLog.from_json(doc)
    before = PlaySession.from_log(log.cut(rolled)).state.history
    doc["dice"]["faces"] = doc["dice"]["faces"][:sum(len(a.a) for a in before
                                                     if a.kind == "roll")]
    return doc, rolled


def test_a_game_refused_while_it_waits_for_dice_typed_in_stands_waiting_for_them() -> None:
    """A game of dice typed in whose faces run out at a roll: the next decision is refused,
    the game waiting for dice, and the game before it is the game waiting for that roll's
    dice, not refused again by the dice it lacks."""
    doc, rolled = short_of_typed_dice()
    log = GameLog.from_json(doc)
    with pytest.raises(NotReplayedError, match="the game waits for") as caught:
        PlaySession.from_log(log)
    assert caught.value.decision == rolled + 2
    cut, r = log.before_refused(caught.value)
    assert len(cut.actions) == r.kept == rolled + 1
    game = PlaySession.from_log(cut)
    assert game.pending_roll and len(game.steps) == rolled + 1


def test_the_replay_refuses_the_decision_after_typed_dice_run_out_as_the_play_mode_does(
        ) -> None:
    """Found by the replaycli audit: the log's replay (m44 replay, Replay Saved Game)
    refused the roll whose typed dice ran out, where Open Saved Game stands there waiting
    for them and refuses the next decision: the two cut such a game at different
    decisions. Both now refuse the next one, in the same words."""
    doc, rolled = short_of_typed_dice()
    log = GameLog.from_json(doc)
    with pytest.raises(NotReplayedError) as opened:
        PlaySession.from_log(log)
    with pytest.raises(NotReplayedError) as replayed:
        log.replay()
    assert (replayed.value.decision, str(replayed.value)) == (rolled + 2, str(opened.value))
    assert str(opened.value).startswith(f"action {rolled + 2} ('{log.actions[rolled + 1]}') "
                                        "does not replay: the game waits for 1 die")
    cut, r = log.before_refused(replayed.value)
    game = cut.replay()
    assert game.state.digest() == PlaySession.from_log(cut).state.digest()
    assert game.state.chance is not None and game.state.chance.kind == "roll"


def test_the_saved_game_of_another_version_is_cut_before_its_decision_302() -> None:
    """The compat audit's game, saved by d64ce57, whose decision 302 this version's rules
    do not allow then: the 301 before it replay."""
    path = Path(__file__).resolve().parents[2] / "data" / "compat" / "game-d64ce57.m44game"
    log = GameLog.load(path)
    with pytest.raises(NotReplayedError) as caught:
        log.replay(events=False)
    cut, r = log.before_refused(caught.value)
    assert (r.decision, r.text, r.kept, r.dropped) == (302, "play direct-from-hq", 301, 645)
    assert len(PlaySession.from_log(cut).steps) == 301


def replay(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    from editor.cli import main

    code = main(["replay", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_m44_replay_refuses_such_a_game_as_before_and_prints_it_partially_if_asked(
        played, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Without --partial: exit 2 and the one line naming the decision and the likely
    causes, nothing printed, as before. With it: the game printed up to the decision,
    where it stopped and what is not printed said, the same line on standard error,
    exit 1 (done, and the log has an error)."""
    log = refused(played[0])[0]
    with pytest.raises(NotReplayedError) as caught:
        log.replay()
    e = caught.value
    path = tmp_path / "refused.m44game"
    path.write_text(json.dumps(log.to_json()), "utf-8")
    line = f"{path}: {e} (the log was written by another version of m44-editor, whose " \
           "rules differ, or edited by hand)\n"
    assert replay(capsys, str(path)) == (2, "", line)
    code, out, err = replay(capsys, str(path), "--partial")
    r = log.before_refused(e)[1]
    assert (code, err) == (1, line)
    lines = out.splitlines()
    assert lines[-2] == (f"Stopped before decision 42 ('{e.text}'), which does not replay; "
                         f"not printed: {r.dropped_words()}")
    assert lines[-1].startswith(f"Not over: stopped in turn {r.turn}, {r.side} (player ")
    # what is printed is the game of the decisions before it, as its own log prints it
    before = tmp_path / "before.m44game"
    before.write_text(json.dumps(log.before_refused(e)[0].to_json()), "utf-8")
    code, out_before, _err = replay(capsys, str(before))
    assert code == 0 and out_before.splitlines()[:-1] == lines[:-2]
    doc = json.loads(replay(capsys, str(path), "--partial", "--json")[1])
    assert doc["stopped_at"] == r.to_json() and doc["matches_log"] is False
    assert doc["problems"] == [line.split(": ", 1)[1].rstrip("\n")]


def test_m44_replay_says_the_errors_of_a_refused_game_s_scenario_partial_or_not(
        played, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A log that does not replay whose scenario has errors (player 1 dealt no card) says
    them, the likelier cause, after the refusal: printed up to it with --partial or not."""
    doc = refused(played[0])[0].to_json()
    doc["scenario"]["m44"]["game_info"]["cards_player1"] = 0
    path = tmp_path / "refused.m44game"
    path.write_text(json.dumps(doc), "utf-8")
    said = (f"{path}: its scenario has 1 error, which may be why: cards-range: player 1 "
            "has 0 command cards")
    for partial, exit_code in (((), 2), (("--partial",), 1)):
        code, _out, err = replay(capsys, str(path), *partial)
        assert code == exit_code and "does not replay" in err
        assert err.splitlines()[-1].startswith(said), err


def test_m44_replay_partial_of_a_game_that_replays_is_the_replay(
        played, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.m44game"
    path.write_text(played[0], "utf-8")
    code, out, err = replay(capsys, str(path), "--partial")
    assert (code, out, err) == (0, *replay(capsys, str(path))[1:])
    assert json.loads(replay(capsys, str(path), "--partial", "--json")[1])["stopped_at"] \
        is None


def test_m44_replay_partial_prints_a_game_short_of_typed_dice_as_open_saved_game_offers_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Found by the replaycli audit: a saved game of dice typed in whose dice run out
    before its refused decision was printed by --partial only up to the roll that lacks
    them, where Open Saved Game offers the game up to the next decision, waiting for that
    roll's dice. Both stop at the same decision now, the same line said."""
    doc, rolled = short_of_typed_dice()
    path = tmp_path / "short.m44game"
    path.write_text(json.dumps(doc), "utf-8")
    log = GameLog.load(path)
    with pytest.raises(NotReplayedError) as caught:
        PlaySession.from_log(log)
    r = log.before_refused(caught.value)[1]
    assert r.decision == rolled + 2
    code, out, err = replay(capsys, str(path), "--partial")
    assert (code, err) == (1, f"{path}: {caught.value.words()}\n")
    assert out.splitlines()[-3:-1] == [
        "The game waits for 1 die to be typed in",
        f"Stopped before decision {r.decision} ('{r.text}'), which does not replay; not "
        f"printed: {r.dropped_words()}"]
    # what the game waits for, as the line above says it (it said "Not over: stopped in
    # turn 7; medals ...", no one to decide and nothing said instead: the leftovers4 audit)
    assert out.splitlines()[-1].startswith(
        f"Not over: stopped in turn {r.turn}, waiting for 1 die typed in; medals Axis "), out
    doc_out = json.loads(replay(capsys, str(path), "--partial", "--json")[1])
    assert doc_out["stopped_at"] == r.to_json() and doc_out["dice_awaited"] == 1
    assert replay(capsys, str(path))[0::2] == (2, err)


def test_m44_replay_help_says_the_option_and_its_exit_code(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        replay(capsys, "--help")
    text = " ".join(capsys.readouterr().out.split())
    assert "--partial" in text and "say where it stopped (exit 1, not 2)" in text
    assert "1 replays differently, or with --partial printed up to a decision that does " \
           "not replay, 2" in text


def test_a_log_of_faces_not_typed_in_that_run_out_is_refused_at_the_roll_short_of_them(
        ) -> None:
    """Dice typed in at a real table leave the game waiting at a roll short of them (the
    next decision refused); a log whose faces were not typed in (no ``physical_dice``)
    waits for nobody: its roll short of faces is the decision refused (the mut8 audit:
    every roll short of dice was taken for one waiting for them, and the next refused)."""
    doc, rolled = short_of_typed_dice()
    del doc["physical_dice"]
    log = GameLog.from_json(doc)
    assert not log.dice_typed_in and log.faces is not None
    with pytest.raises(NotReplayedError) as caught:
        log.replay()
    assert caught.value.decision == rolled + 1
