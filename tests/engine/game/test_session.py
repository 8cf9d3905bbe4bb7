"""The playtest session: seats, undo within a turn (never past a roll), taking back a whole
turn, redo, typed dice, saving and loading a game in progress, and the replay cursor."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from editor.engine.game import Game, GameLogError, IllegalActionError, RandomPlayer
from editor.engine.game.players import make_player
from editor.engine.game.session import (ADVISOR, HUMAN, PlaySession, Replay, TypedDice,
                                        parse_faces)
from editor.engine.scenario import Scenario
from editor.io.m44 import load

from ...conftest import SCENARIOS


@pytest.fixture(scope="module")
def hedgerow() -> Scenario:
    return load(SCENARIOS[0]).scenario


def play_until(session: PlaySession, predicate, limit: int = 2000,
               rng: RandomPlayer | None = None) -> None:
    """Random decisions (of whoever is to move) until ``predicate(session)``."""
    rng = rng or RandomPlayer(5)
    for _ in range(limit):
        if predicate(session) or session.over:
            return
        if session.pending_roll:
            session.enter_dice([0] * session.pending_roll)
            continue
        session.apply(rng.choose(session.state, session.legal_actions()))
    raise AssertionError("the predicate never held")


def test_undo_takes_back_decisions_of_this_turn_and_redo_gives_them_back(hedgerow) -> None:
    s = PlaySession(hedgerow, seed=7)
    start = s.state.digest()
    card = s.legal_actions()[0]
    s.apply(card)
    assert s.can_undo and not s.steps[-1].chance
    after = s.state.digest()
    assert s.undo() == [card]
    assert s.state.digest() == start and s.can_redo and not s.can_undo
    s.redo()
    assert s.state.digest() == after and not s.can_redo


def test_undo_never_goes_past_a_roll_or_into_the_last_turn(hedgerow) -> None:
    s = PlaySession(hedgerow, seed=3)
    # a decision that rolled dice (a battle) is final
    play_until(s, lambda x: bool(x.steps) and x.steps[-1].action.kind == "battle"
               and x.steps[-1].chance)
    assert not s.can_undo
    with pytest.raises(IllegalActionError):
        s.undo()
    # the first decision of a new turn has nothing before it to undo
    s2 = PlaySession(hedgerow, seed=3)
    play_until(s2, lambda x: x.state.turn == 2)
    if s2.steps[-1].turn == 1:
        assert not s2.can_undo


def test_a_new_decision_after_undo_drops_the_redo(hedgerow) -> None:
    s = PlaySession(hedgerow, seed=7)
    legal = s.legal_actions()
    s.apply(legal[0])
    s.undo()
    s.apply(legal[1])
    assert not s.can_redo


def test_taking_back_a_whole_turn_returns_to_its_card_choice_dice_and_all(hedgerow) -> None:
    s = PlaySession(hedgerow, seed=11)
    play_until(s, lambda x: x.state.turn == 3)
    at_start = s.state.digest()
    hand = list(s.state.hands[s.state.active])
    play_until(s, lambda x: any(st.chance for st in x.steps if st.turn == 3)
               or x.state.turn > 3)
    assert s.can_take_back_turn
    s.take_back_turn()
    assert s.state.turn == 3 and s.state.phase == "card"
    assert s.state.digest() == at_start and s.state.hands[s.state.active] == hand
    # seeded dice: the same decisions again give the same game
    redone = s.redo()
    assert redone


def test_against_the_ai_undo_takes_back_the_ai_replies_with_the_person_decision(
        hedgerow) -> None:
    s = PlaySession(hedgerow, seed=5, seats=(HUMAN, "random"))
    assert s.is_human(0) and not s.is_human(1)
    # the AI (player 2) moves first in this sample; it decides until it is the person's turn
    while s.ai_to_move:
        s.ai_move()
    assert s.human_to_move and s.decider == 0
    s.apply(s.legal_actions()[0])
    assert s.can_undo
    s.undo()
    assert s.human_to_move and s.decider == 0


def test_unknown_seats_are_refused(hedgerow) -> None:
    with pytest.raises(ValueError, match="unknown seat"):
        PlaySession(hedgerow, seats=(HUMAN, "grandmaster"))


def test_physical_dice_wait_for_the_faces_typed_in(hedgerow) -> None:
    s = PlaySession(hedgerow, seed=4, physical=True)
    assert isinstance(s.game.dice, TypedDice)
    play_until(s, lambda x: x.pending_roll > 0, rng=RandomPlayer(2))
    n = s.pending_roll
    assert s.legal_actions() == [] and s.decider == -1
    with pytest.raises(IllegalActionError, match="1 die awaited" if n == 1 else f"{n} dice awaited"):
        s.enter_dice([0] * (n + 1))
    s.enter_dice(" ".join(["flag"] * n))
    assert s.pending_roll == 0
    rolled = [a for a in s.state.history if a.kind == "roll"]
    assert rolled[-1].a == (4,) * n


def test_a_typed_dice_game_short_of_its_shuffles_is_one_game_for_every_reader(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Found by the leftovers4 audit: a game of dice typed in (Roll real dice) draws its
    shuffles from its seed (``shuffle_seed``) and records them. Open Saved Game drew those
    the file did not hold from that seed, but the log's replay (`m44 replay`, Replay Saved
    Game) kept the cards in their given order: a saved game whose last shuffle was cut
    from the file (by hand, or by another version) was two games. Every reader draws it
    from the seed now, and gives the game that was played."""
    from editor.cli import main
    from editor.engine.game import GameLog

    s = PlaySession(load(SCENARIOS[2]).scenario, seed=3, physical=True)
    dice = s.game.dice
    assert isinstance(dice, TypedDice)
    play_until(s, lambda x: len(dice.shuffles) >= 2, rng=RandomPlayer(1))  # the deck again
    s.save(tmp_path / "played.m44game")
    doc = json.loads((tmp_path / "played.m44game").read_text("utf-8"))
    del doc["dice"]["shuffles"][-1]
    path = tmp_path / "cut.m44game"
    path.write_text(json.dumps(doc), "utf-8")
    log = GameLog.load(path)
    assert PlaySession.from_log(log).state.digest() == s.state.digest()
    assert log.replay(events=False).state.digest() == s.state.digest()
    r = Replay(log)
    r.seek(len(r))
    assert r.state.digest() == s.state.digest()
    assert main(["replay", str(path)]) == 0, capsys.readouterr().err


def test_a_typed_dice_game_played_on_from_a_decision_asks_for_its_own_dice(
        hedgerow, tmp_path: Path) -> None:
    """Play On From Here (:meth:`GameLog.cut`) in a game of dice typed in kept every face
    of the file: the game played on from decision N rolled the faces typed at the table for
    the decisions dropped, without asking (found by the leftovers4 audit, left alone). The
    cut keeps the dice its first N decisions rolled, and the shuffles made by then."""
    from editor.engine.game import GameLog

    s = PlaySession(hedgerow, seed=4, physical=True)
    play_until(s, lambda x: x.state.turn == 5, rng=RandomPlayer(2))
    s.save(tmp_path / "played.m44game")
    log = GameLog.load(tmp_path / "played.m44game")
    assert log.dice_typed_in and log.faces
    # the first decision that rolls: the game as it stood just before it
    n = next(i for i in range(len(log.actions))
             if log.cut(i + 1).replay(events=False).scripted_dice.used[0] > 0)
    cut = log.cut(n)
    assert cut.faces == [] and len(log.faces) > 0
    on = PlaySession.from_log(cut)
    on.apply(log.actions[n])  # the same decision, rolled again: the table is asked
    assert on.pending_roll > 0
    # cut later, the faces rolled by then are kept, and no more
    later = log.cut(len(log.actions) - 1)
    assert log.faces[:len(later.faces or [])] == later.faces
    assert later.replay(events=False).scripted_dice.remaining == 0
    assert len(later.shuffles or []) <= len(log.shuffles or [])


def test_parse_faces_names_the_word_not_understood() -> None:
    assert parse_faces("inf, armor g * flag") == (0, 1, 2, 3, 4)
    with pytest.raises(ValueError, match="'x' is not a die face"):
        parse_faces("inf x")


@pytest.mark.parametrize("physical", [False, True])
def test_a_game_saved_half_way_loads_and_goes_on_to_the_same_end(
        hedgerow, tmp_path: Path, physical: bool) -> None:
    whole = PlaySession(hedgerow, seed=9, physical=physical)
    half = PlaySession(hedgerow, seed=9, physical=physical)
    rng_a, rng_b = RandomPlayer(1), RandomPlayer(1)
    play_until(whole, lambda x: x.state.turn == 6, rng=rng_a)
    play_until(half, lambda x: x.state.turn == 6, rng=rng_b)
    path = tmp_path / "half.json"
    half.save(path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["format"] == "m44-game-log" and doc["result"]["reason"] == "not over"
    loaded = PlaySession.load(path)
    assert loaded.state.digest() == half.state.digest()
    assert loaded.physical == physical and loaded.seats == half.seats
    # the game's account too (the play mode's turn log), with dice typed in or not
    assert loaded.state.events and loaded.state.events == half.state.events
    play_until(whole, lambda x: x.over, rng=rng_a)
    play_until(loaded, lambda x: x.over, rng=rng_b)
    assert loaded.state.digest() == whole.state.digest()
    assert loaded.result() == whole.result()


def test_the_saved_log_replays_with_the_engine_alone(hedgerow, tmp_path: Path) -> None:
    s = PlaySession(hedgerow, seed=2, seats=("random", "random"))
    while not s.over:
        s.ai_move()
    path = tmp_path / "game.json"
    s.save(path)
    from editor.engine.game import GameLog
    log = GameLog.load(path)
    game = log.replay()
    assert log.check(game) == []
    assert game.state.digest() == s.state.digest()


def test_a_log_whose_action_does_not_replay_is_refused(hedgerow) -> None:
    s = PlaySession(hedgerow, seed=2)
    log = s.log()
    log.actions = ["play barrage", "battle A1 B2"]
    with pytest.raises(GameLogError, match="does not replay"):
        PlaySession.from_log(log)


def test_the_replay_cursor_goes_back_and_forth_to_the_same_positions(hedgerow) -> None:
    s = PlaySession(hedgerow, seed=8, seats=("greedy", "random"))
    digests = [s.state.digest()]
    for _ in range(40):
        if s.over:
            break
        s.ai_move()
        digests.append(s.state.digest())
    r = Replay(s.log())
    assert len(r) == len(digests) - 1
    for n in (len(r), 3, 17, 0, len(r) // 2, len(r)):
        r.seek(n)
        assert r.position == n and r.state.digest() == digests[n]


def test_the_ai_of_a_seat_is_seeded_from_the_session(hedgerow) -> None:
    a = PlaySession(hedgerow, seed=21, seats=("greedy", "greedy"))
    b = PlaySession(hedgerow, seed=21, seats=("greedy", "greedy"))
    for _ in range(60):
        if a.over:
            break
        assert a.ai_move() == b.ai_move()
    # the same choices as a plain Game played by the same players
    g = Game(hedgerow, seed=21)
    assert g.state.digest() != "" and a.state.digest() == b.state.digest()


# --- advice: what the AI would do for a person ------------------------------------------------


def test_the_advice_is_a_legal_decision_not_applied_and_the_same_for_the_same_game(
        hedgerow) -> None:
    s = PlaySession(hedgerow, seed=4)
    play_until(s, lambda x: len(x.steps) >= 3 and x.human_to_move)
    before = s.state.digest()
    advice = s.advise()
    assert advice in s.legal_actions()
    assert s.state.digest() == before  # asked, not applied
    again = PlaySession(hedgerow, seed=4)
    play_until(again, lambda x: len(x.steps) >= 3 and x.human_to_move)
    assert again.advise() == advice
    assert s.advise("greedy") in s.legal_actions()


def test_the_advice_is_refused_when_no_person_is_to_decide(hedgerow) -> None:
    s = PlaySession(hedgerow, seed=4, seats=("greedy", "greedy"))
    with pytest.raises(IllegalActionError):
        s.advise()
    typed = PlaySession(hedgerow, seed=4, physical=True)
    play_until(typed, lambda x: bool(x.pending_roll))
    with pytest.raises(IllegalActionError):
        typed.advise()


def test_the_advice_never_reads_the_opponents_hand_nor_the_decks_order(hedgerow) -> None:
    """Two deals that the player to decide cannot tell apart (its own hand the same, the
    opponent's hand and the deck's order different) get the same advice; a deal it can
    tell apart (another hand of its own) gets another."""
    game = Game(hedgerow, seed=6)
    st = game.state
    me = st.current_player()
    mine, theirs, deck = list(st.hands[me]), list(st.hands[1 - me]), list(st.deck)
    unseen = theirs + deck
    other_theirs = unseen[-len(theirs):]
    other_deck = list(reversed(unseen[:-len(theirs)]))
    assert sorted(other_theirs) != sorted(theirs)  # another hand indeed

    def advice(my_hand: list[int], their_hand: list[int], their_deck: list[int]) -> object:
        hands = [my_hand, their_hand] if me == 0 else [their_hand, my_hand]
        s = PlaySession(hedgerow, seed=6, game=Game(hedgerow, seed=6, hands=hands,
                                                   deck=their_deck, first_player=me))
        assert s.human_to_move and s.state.hands[me] == my_hand
        return s.advise()

    first = advice(mine, theirs, deck)
    assert advice(mine, other_theirs, other_deck) == first
    assert advice(deck[:len(mine)], theirs, mine + deck[len(mine):]) != first


def test_a_game_s_undo_keeps_the_dice_small_and_rewinds_them_all_the_same(hedgerow) -> None:
    """A game keeps, for its undo, the dice's state before each decision: the seeded
    generator's, a tuple of 625 numbers, 24 KB, was kept whole for every decision (found by
    the memory audit: a random game of 590 decisions on Hedgerow Crossroads held 15 MB, a
    long game watched between AIs twice that). Kept packed, and once for all the decisions
    between two rolls or shuffles, a decision costs a tenth; taken back to the start and
    played again, the game throws the same dice."""
    import random
    import tracemalloc

    game, rng = Game(hedgerow, seed=3), random.Random(3)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        while not game.state.is_over:
            game.apply(rng.choice(game.state.legal_actions()))
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    decisions, end = list(game.actions), game.state.digest()
    assert len(decisions) > 300 and grown / len(decisions) < 5 * 1024
    while game.actions:
        game.undo()
    for a in decisions:
        game.apply(a)
    assert game.state.digest() == end


def _half_tracks() -> Scenario:
    from .test_expansions import half_tracks_board

    return half_tracks_board()


def _landing() -> Scenario:
    from .test_expansions import beach_landing

    return beach_landing().scenario


#: The games of the round trip: a sample, the Air rules, Half-tracks, landing craft.
ROUND_TRIP = {"sample": lambda: load(SCENARIOS[0]).scenario,
              "air": lambda: load(Path(__file__).parents[2] / "data" / "air"
                                  / "saint-vire-airstrips.m44").scenario,
              "half-tracks": _half_tracks, "landing craft": _landing}


@pytest.mark.parametrize("name", sorted(ROUND_TRIP))
def test_a_game_saved_at_any_question_is_the_same_game_every_way_it_is_read(
        name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The replay audit's round trip: a game saved at the first retreat, Ambush, take
    ground and card drawn (a new turn), and at its end, read back by GameLog.replay,
    PlaySession.load (Open Saved Game), the replay cursor (Replay Saved Game) and
    `m44 replay` is the same game: the same state, and from there the same dice for the
    same decisions."""
    from editor.cli import main
    from editor.engine.game import GameLog, GreedyPlayer

    s = PlaySession(ROUND_TRIP[name](), seed=3, max_turns=24)
    players = (GreedyPlayer(7), RandomPlayer(8))
    path = tmp_path / "g.m44game"
    seen: set[str] = set()

    def round_trip() -> None:
        s.save(path)
        want = s.state.digest()
        log = GameLog.load(path)
        assert log.replay(events=False).state.digest() == want
        back = PlaySession.load(path)
        assert back.state.digest() == want and len(back.steps) == len(s.steps)
        cursor = Replay(log)
        cursor.seek(len(cursor))
        assert cursor.state.digest() == want
        assert main(["replay", str(path)]) == 0, capsys.readouterr().err
        capsys.readouterr()
        for _ in range(30):  # the same dice from here for the same decisions
            if back.over:
                break
            a = players[back.decider].choose(back.state, back.legal_actions())
            back.apply(a)
            twin.apply(a)
            assert back.state.digest() == twin.state.digest()

    turn = 0
    while not s.over:
        phase = s.state.phase
        point = phase if phase in ("retreat", "ambush", "take-ground") else (
            "card drawn" if s.state.turn != turn else "")
        turn = s.state.turn
        if point and point not in seen:
            seen.add(point)
            twin = PlaySession.from_log(s.log())
            round_trip()
        s.apply(players[s.decider].choose(s.state, s.legal_actions()))
    twin = PlaySession.from_log(s.log())
    round_trip()
    assert "card drawn" in seen and len(seen) >= 2, seen  # and a question mid-turn


def test_a_game_of_the_search_ai_saved_half_way_replays_as_played(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The search AI's decisions (its seat's own seed) are in the log like any other: the
    game saved half-way loads, replays and `m44 replay`s to the state it had."""
    from editor.cli import main

    s = PlaySession(ROUND_TRIP["air"](), seed=5, seats=("search", "greedy"))
    for _ in range(40):
        s.ai_move()
    path = tmp_path / "search.m44game"
    s.save(path)
    assert PlaySession.load(path).state.digest() == s.state.digest()
    assert main(["replay", str(path), "--json"]) == 0
    said = json.loads(capsys.readouterr().out)
    assert said["players"] == ["search", "greedy"] and said["matches_log"]


# --- what the AI seats remember, saved with the game (the replay2 audit) ----------------------


def _ai_decisions(s: PlaySession, n: int) -> list[str]:
    """The next ``n`` decisions (a ``human`` seat's: its first legal action)."""
    out = []
    for _ in range(n):
        if s.over:
            break
        a = s.ai_move() if s.ai_to_move else s.apply(s.legal_actions()[0])
        out.append(str(a))
    return out


@pytest.mark.parametrize("seats, cut", [(("greedy", "random"), 37), (("greedy", "greedy"), 9),
                                        (("search", "greedy"), 25), (("human", "search"), 30)])
def test_a_game_against_the_ai_saved_and_loaded_goes_on_with_the_same_decisions(
        hedgerow, tmp_path: Path, seats: tuple[str, str], cut: int) -> None:
    """Found by the replay2 audit: a game against the AI saved (or recovered after a
    crash) came back with the same state and dice, but each AI made anew from its seed
    drew its first numbers again (the random player's picks, the greedy player's
    tie-breaks, the search's sampled worlds), and decided otherwise from there than in the
    game never saved. What each AI seat had drawn to is saved with the game
    (``ai_memory``) and recalled: N decisions, saved, loaded, M more are the N + M
    decisions of the game never saved (at 9, greedy against greedy in the middle of a
    turn)."""
    whole = PlaySession(hedgerow, seed=11, seats=seats)
    expected = _ai_decisions(whole, cut + 40)
    half = PlaySession(hedgerow, seed=11, seats=seats)
    first = _ai_decisions(half, cut)
    path = tmp_path / "g.m44game"
    half.save(path)
    memory = json.loads(path.read_text("utf-8"))["ai_memory"]
    assert sorted(memory) == [str(p + 1) for p in (0, 1) if seats[p] != HUMAN]
    loaded = PlaySession.load(path)
    assert first + _ai_decisions(loaded, 40) == expected
    # made anew from their seeds, the AIs decided otherwise
    doc = json.loads(path.read_text("utf-8"))
    del doc["ai_memory"]
    path.write_text(json.dumps(doc), "utf-8")
    assert first + _ai_decisions(PlaySession.load(path), 40) != expected


def test_a_memory_no_ai_wrote_is_refused_naming_its_place(hedgerow) -> None:
    s = PlaySession(hedgerow, seed=3, seats=("greedy", "search"))
    _ai_decisions(s, 12)
    doc = json.loads(s.log().dumps())
    from editor.engine.game import GameLog

    for memory, place in (({"3": {}}, "at $.ai_memory: expected an object of players"),
                          ({**doc["ai_memory"], "3": {}}, "at $.ai_memory: expected an "
                                                          "object of players"),
                          ([], "at $.ai_memory: expected an object of players"),
                          ({"1": {"rng": "abc"}}, "at $.ai_memory.1.rng: not a random "
                                                  "generator's state"),
                          ({"2": {**doc["ai_memory"]["2"], "posture": {"1": 9}}},
                           "at $.ai_memory.2.posture: expected each player's posture")):
        with pytest.raises(GameLogError, match=re.escape(place)):
            PlaySession.from_log(GameLog.from_json({**doc, "ai_memory": memory}))


def test_each_ai_seat_and_advisor_is_seeded_from_the_seed_and_the_seat(hedgerow) -> None:
    """``seed * 2 + player`` (docs/GAME.md): seats of a game, and of games of neighbouring
    seeds, never share a generator's numbers (seeded ``seed + player``, seat 2 of seed 11
    drew what seat 1 of seed 12 drew)."""
    s = PlaySession(hedgerow, seed=11, seats=("random", "random"))
    for p in (0, 1):
        assert s.ai(p).rng.random() == RandomPlayer(22 + p).rng.random()
        assert s.advisor(p, "random").rng.random() == RandomPlayer(22 + p).rng.random()


def test_the_ai_seats_memory_is_saved_by_player_in_order(hedgerow) -> None:
    """``"ai_memory": {"1": ..., "2": ...}`` whichever seat decided first (the Allies, player
    2, begin at Hedgerow Crossroads): a game's file the same bytes however it came there."""
    s = PlaySession(hedgerow, seed=3, seats=("random", "random"))
    _ai_decisions(s, 1)
    assert list(s.log().extra["ai_memory"]) == ["2"]
    while s.state.turn < 3:
        _ai_decisions(s, 1)
    assert list(s.log().extra["ai_memory"]) == ["1", "2"]


# --- what the advisors remember, saved with the game (the memory audit) ------------------------


def _advised(s: PlaySession, n: int, path: Path, save_at: int, asked: bool,
             reopen: bool = True) -> list[str]:
    """``n`` decisions of a game whose person asks the advice at each of their decisions,
    asks it again at every third and at their decision ``save_at`` (0 their first), takes it
    at every other (else their last legal action), the AI seat deciding for itself. At
    decision ``save_at``, with ``reopen``, the game is saved and opened again: with
    ``asked``, once the advice is given, before it is taken and asked again; else once
    the decision is applied."""
    out: list[str] = []
    k = -1
    for _ in range(n):
        if s.over:
            break
        if s.ai_to_move:
            out.append(str(s.ai_move()))
            continue
        k += 1
        advice = s.advise()
        out.append(f"advised {advice}")
        if k == save_at and asked and reopen:
            s.save(path)
            s = PlaySession.load(path)
        if k % 3 == 0 or k == save_at:
            out.append(f"again {s.advise()}")
        out.append(str(s.apply(advice if k % 2 else s.legal_actions()[-1])))
        if k == save_at and not asked and reopen:
            s.save(path)
            s = PlaySession.load(path)
    assert k >= save_at
    return out


@pytest.mark.parametrize("save_at, asked", [(2, True), (4, True), (4, False), (7, False)])
def test_the_advice_of_a_game_saved_and_opened_again_is_the_advice_of_the_sitting(
        hedgerow, tmp_path: Path, save_at: int, asked: bool) -> None:
    """Found by the memory audit: the advisors' memory was not saved, and the advice given
    for the game as it stands (given again when asked again before the game moves) was the
    window's: a game saved and opened again started its advisors from their seeds, and its
    advice was not the advice the same game had in one sitting. Both are saved with the
    game (``advisor_memory``, ``advice``): a game asking the advice at several points,
    saved and opened again, with the advice asked and not taken or after a decision, gets
    the advice of the game never saved."""
    path = tmp_path / "g.m44game"
    expected = _advised(PlaySession(hedgerow, seed=4, seats=("human", "greedy")), 60, path,
                        save_at, asked, reopen=False)
    assert len([x for x in expected if x.startswith("advised")]) >= 8
    got = _advised(PlaySession(hedgerow, seed=4, seats=("human", "greedy")), 60, path,
                   save_at, asked)
    assert got == expected
    # the saved game's file without them (an older version's): its advisors start from
    # their seeds
    played = PlaySession(hedgerow, seed=4, seats=("human", "greedy"))
    _advised(played, 60, path, save_at, asked)
    doc = json.loads(path.read_text("utf-8"))
    assert "advisor_memory" in doc and ("advice" in doc) == asked
    old = {k: v for k, v in doc.items() if k not in ("advisor_memory", "advice")}
    path.write_text(json.dumps(old), "utf-8")
    fresh = PlaySession.load(path)
    while fresh.ai_to_move:
        fresh.ai_move()
    p = fresh.decider
    advice = fresh.advise()
    assert advice == make_player(ADVISOR, fresh.seed * 2 + p).choose(
        fresh.state.copy(), fresh.legal_actions())


def test_the_advice_asked_again_before_the_game_moves_is_the_one_given(hedgerow) -> None:
    """The session decides whether the advice is drawn anew or given again (the play mode
    asks it): asked again before the game moves, the advice given is given again, the
    advisor drawing nothing; once the game moved (a decision, an undo) it is drawn anew."""
    s = PlaySession(hedgerow, seed=4)
    play_until(s, lambda x: len(x.steps) >= 3 and x.human_to_move)
    assert s.advice() is None
    # no advice asked yet: the saved game holds neither key, as before the memory audit
    assert not {"advisor_memory", "advice"} & set(s.log().extra)
    first = s.advise()
    drawn = s.log().extra["advisor_memory"]
    assert s.advice() == first and s.advise() == first and s.advise() == first
    assert s.log().extra["advisor_memory"] == drawn
    assert s.log().extra["advice"] == {ADVISOR: s.state.notation(first)}
    assert s.advice("greedy") is None  # another advisor's is its own
    s.apply(first)
    assert s.advice() is None and "advice" not in s.log().extra
    if s.human_to_move:
        s.advise()
        s.undo()
        assert s.advice() is None


def test_the_advice_of_the_play_mode_is_recorded_by_the_session(hedgerow) -> None:
    """The play mode asks its advisor on another thread and gives the answer to the
    session (:meth:`PlaySession.advised`): the same advice, and the advisor's memory, as
    :meth:`PlaySession.advise` would have; an answer that came after the game moved is not
    the advice, but what the advisor drew is remembered. Advice that is no legal decision
    now, or for nobody to decide, is refused."""
    s = PlaySession(hedgerow, seed=4)
    play_until(s, lambda x: len(x.steps) >= 3 and x.human_to_move)
    twin = PlaySession.from_log(s.log())
    p = s.decider
    st = s.state.copy()
    answer = s.advisor(p).choose(st, st.legal_actions())
    s.advised(p, answer)
    assert s.advice() == answer == twin.advise()
    assert s.log().extra == twin.log().extra
    s.apply(answer)
    twin.apply(answer)
    st = s.state.copy()
    s.advisor(s.decider).choose(st, st.legal_actions())
    s.advised(s.decider, None)  # too late: the game moved meanwhile
    assert s.advice() is None
    before = twin.log().extra["advisor_memory"]
    twin.advise()
    assert s.log().extra["advisor_memory"] == twin.log().extra["advisor_memory"] != before
    other = next(a for a in s.legal_actions() if a != twin.advice())
    s.advised(s.decider, other)
    assert s.advice() == other
    with pytest.raises(IllegalActionError, match=f"^player {2 - s.decider} is not to decide$"):
        s.advised(1 - s.decider, other)
    s.apply(other)
    with pytest.raises(IllegalActionError, match="is not legal now$"):
        s.advised(s.decider, other)


def test_a_game_opened_and_saved_again_keeps_what_its_advisors_remembered(
        hedgerow, tmp_path: Path) -> None:
    """What the advisors drew, recalled with a game opened, is saved again with it though
    no advice is asked since: the game saved twice advises as the game of one sitting."""
    s = PlaySession(hedgerow, seed=4)
    play_until(s, lambda x: len(x.steps) >= 3 and x.human_to_move)
    s.apply(s.advise())
    remembered = s.log().extra["advisor_memory"]
    path = tmp_path / "g.m44game"
    s.save(path)
    PlaySession.load(path).save(path)
    assert PlaySession.load(path).log().extra["advisor_memory"] == remembered


def test_a_damaged_advisor_memory_or_advice_is_refused_naming_its_place(hedgerow) -> None:
    s = PlaySession(hedgerow, seed=4, seats=("human", "greedy"))
    while not s.human_to_move:
        s.ai_move()
    s.advise()
    doc = json.loads(s.log().dumps())
    m = doc["advisor_memory"]["1"]["search"]
    from editor.engine.game import GameLog

    assert s.state.phase == "card"
    for key, value, place in (
            ("advisor_memory", [], 'at $.advisor_memory: expected an object of players, "1" '
                                   'or "2"'),
            ("advisor_memory", {"3": {}}, "at $.advisor_memory: expected an object of "
                                          "players"),
            ("advisor_memory", {"1": []}, "at $.advisor_memory.1: expected an object of "
                                          "advisors by name"),
            ("advisor_memory", {"1": {"search": []}}, "at $.advisor_memory.1.search: "
                                                      "expected an object"),
            ("advisor_memory", {"1": {"search": {**m, "rng": "abc"}}},
             "at $.advisor_memory.1.search.rng: not a random generator's state"),
            ("advisor_memory", {"1": {"search": {**m, "posture": {"1": 9}}}},
             "at $.advisor_memory.1.search.posture: expected each player's posture"),
            ("advice", [], "at $.advice: expected an object of advisors by name"),
            ("advice", {"search": 3}, "at $.advice.search: expected a decision in notation"),
            ("advice", {"search": "fly away"}, "at $.advice.search: "),
            ("advice", {"search": "moves done"}, "at $.advice.search: moves done is not "
                                                 "legal now")):
        with pytest.raises(GameLogError, match=re.escape(place)):
            PlaySession.from_log(GameLog.from_json({**doc, key: value}))
    # the advice of a game awaiting no person's decision
    over = PlaySession(hedgerow, seed=4, seats=("greedy", "greedy"))
    over.ai_move()
    with pytest.raises(GameLogError, match=re.escape("at $.advice.search: no person is to "
                                                     "decide")):
        PlaySession.from_log(GameLog.from_json({**json.loads(over.log().dumps()),
                                                "advice": {"search": "moves done"}}))


def test_an_advisor_this_version_does_not_know_is_passed_over(hedgerow) -> None:
    """A saved game whose advisors' memory or advice names an AI this version does not know
    (a later version's advisor, a name since dropped) was refused whole, "at
    $.advisor_memory.1: unknown AI 'nobody'": a game lost for what its helper remembered,
    where a decision of another version's rules is offered (the review2 audit). The
    advisors play no part in the game: that advisor's memory and advice are passed over,
    the game opens as saved, and the advisors it knows are recalled."""
    s = PlaySession(hedgerow, seed=4, seats=("human", "greedy"))
    while not s.human_to_move:
        s.ai_move()
    advice = s.advise()
    doc = json.loads(s.log().dumps())
    m = doc["advisor_memory"]["1"]["search"]
    doc["advisor_memory"]["1"]["nobody"] = m
    doc["advisor_memory"]["2"] = {"nobody": m}
    doc["advice"]["nobody"] = s.state.notation(advice)
    from editor.engine.game import GameLog

    t = PlaySession.from_log(GameLog.from_json(doc))
    assert t.state.digest() == s.state.digest()
    assert t.advice() == advice and t.advice("nobody") is None
    assert t.log().extra == s.log().extra

def test_a_game_saved_before_the_advisors_memory_opens_with_advisors_from_their_seeds(
        ) -> None:
    """A game saved by cbfbab2 (tests/data/compat/), the advice asked and not taken, holds
    no advisor's memory nor advice: it opens as it did, its advisor starting from its
    seed."""
    path = Path(__file__).resolve().parents[2] / "data" / "compat" / "game-cbfbab2.m44game"
    doc = json.loads(path.read_text("utf-8"))
    assert "ai_memory" in doc and "advisor_memory" not in doc and "advice" not in doc
    s = PlaySession.load(path)
    assert len(s.steps) == 9 and s.human_to_move and s.advice() is None
    p = s.decider
    assert s.advise() == make_player(ADVISOR, s.seed * 2 + p).choose(s.state.copy(),
                                                                     s.legal_actions())


def test_typed_dice_ask_for_the_dice_still_missing_and_forget_what_lay_beyond() -> None:
    """The mut9 audit: a roll of 3 with 1 face typed asks for the 2 still missing (the
    play mode's "2 dice to roll"); a different decision after an undo drops the faces and
    shuffles beyond the cursors (:meth:`TypedDice.truncate`), which a decision taken back
    and made again reads (the same faces)."""
    from editor.engine.game.dice import DiceNeeded

    dice = TypedDice(5, faces=[0])
    with pytest.raises(DiceNeeded, match="^2 dice to roll$") as e:
        dice.roll(3)
    assert e.value.n == 2
    dice.add([1, 2])
    assert dice.roll(1) == (0,)
    mark = dice.mark()
    assert dice.roll(2) == (1, 2)
    first = dice.shuffle(list(range(5)))
    dice.rewind(mark)
    assert dice.roll(2) == (1, 2) and dice.shuffle(list(range(5))) == first
    dice.rewind(mark)
    dice.truncate()
    assert dice.faces == [0] and dice.shuffles == [] and dice.used == (1, 0)


def test_a_script_short_of_one_die_says_it_in_the_singular() -> None:
    from editor.engine.game.dice import DiceExhausted, ScriptedDice

    with pytest.raises(DiceExhausted, match="^the script holds 1 more die, 2 were rolled$"):
        ScriptedDice([0]).roll(2)
    with pytest.raises(DiceExhausted, match="^the script holds 0 more dice, 1 was rolled$"):
        ScriptedDice([]).roll(1)


def test_a_typed_dice_game_cut_keeps_the_shuffles_made_by_then_and_a_script_keeps_all() -> None:
    """The mut9 audit: Play On From Here in a game of dice typed in keeps the shuffles made
    by the decision cut at (the deal's), not those of the deck shuffled again later (nor
    none); a log of dice given as a script (not typed in) keeps its script whole, which the
    game played on from there reads on."""
    from dataclasses import replace

    s = PlaySession(load(SCENARIOS[2]).scenario, seed=3, physical=True)
    dice = s.game.dice
    assert isinstance(dice, TypedDice)
    play_until(s, lambda x: len(dice.shuffles) >= 2, rng=RandomPlayer(1))  # the deck again
    log = s.log()
    assert log.dice_typed_in and log.shuffles and len(log.shuffles) == 2 and log.faces
    cut = log.cut(1)
    assert cut.shuffles == log.shuffles[:1]
    scripted = replace(log, extra={**log.extra, "physical_dice": False})
    assert not scripted.dice_typed_in
    assert scripted.cut(1).faces == log.faces and scripted.cut(1).shuffles == log.shuffles
