"""The search AI: fair (it never reads the opponent's hand or the deck order), deterministic
per seed, its effort settable, and a small honest strength check (the figures over 200
games per scenario are in docs/GAME.md, measured by tools/ai_strength.py)."""

from __future__ import annotations

import math
import random

import pytest

from editor.engine.game import Game, Setup, battle, make_player, victory
from editor.engine.game.actions import Action
from editor.engine.game.cards import DECK
from editor.engine.game.players import GreedyPlayer
from editor.engine.game.search import (SAMPLES, WIDE, WIDTH, SearchPlayer, evaluate,
                                       sample_hidden)
from editor.engine.game.state import CARD
from editor.io.m44 import load

from ...conftest import SCENARIOS


@pytest.fixture(scope="module")
def oyster() -> Setup:
    return Setup(load(SCENARIOS[2]).scenario)


def _card_decision(setup: Setup, seed: int, turns: int) -> Game:
    """A game after ``turns`` greedy turns, at a card decision."""
    g = Game(setup, seed=seed, events=False)
    players = (make_player("greedy", 1), make_player("greedy", 2))
    while not (g.state.phase is CARD and g.state.turn > turns):
        g.ai_move(players[g.state.current_player()])
    return g


def test_the_choice_does_not_depend_on_the_hidden_cards(oyster: Setup) -> None:
    for seed, turns in ((3, 2), (5, 6), (8, 11)):
        st = _card_decision(oyster, seed, turns).state
        opp = 1 - st.active
        other = st.copy()
        # Another deal of what the player to move cannot see: the same cards, elsewhere.
        hidden = other.hands[opp] + other.deck
        random.Random(seed).shuffle(hidden)
        other.hands[opp] = hidden[:len(st.hands[opp])]
        other.deck = hidden[len(st.hands[opp]):]
        assert other.hands[opp] != st.hands[opp] or other.deck != st.deck
        a, b = SearchPlayer(seed=11), SearchPlayer(seed=11)
        assert a.choose(st, st.legal_actions()) == b.choose(other, other.legal_actions())
        assert a.last == b.last  # every candidate valued the same: nothing hidden was read


def test_the_search_leaves_the_state_as_it_found_it(oyster: Setup) -> None:
    st = _card_decision(oyster, 4, 3).state
    before = st.copy()
    SearchPlayer(seed=1).choose(st, st.legal_actions())
    assert st == before


def test_a_card_is_valued_alike_whichever_card_was_valued_before(oyster: Setup) -> None:
    # The candidate cards are played out in the same sampled worlds (common random
    # numbers): the same deal, dice and ties broken alike, so that a card's value does not
    # depend on the cards valued before it, whose playouts drew from the policies' own
    # generators.
    for seed, turns in ((3, 2), (5, 6), (8, 11), (13, 4)):
        st = _card_decision(oyster, seed, turns).state
        me = st.active
        cards = [a for a in st.legal_actions()][:3]

        def values(order: list[Action]) -> dict[Action, float]:
            p = SearchPlayer(seed=4, study=0)
            _, playout = p._policies(st, me)
            return {a: sum(p._playout_value(st, a, me, random.Random(w), playout)
                           for w in (7, 8)) for a in order}

        assert values(cards) == values(cards[::-1]), seed


def test_sampled_worlds_keep_every_card_and_what_is_known() -> None:
    setup = Setup(load(SCENARIOS[0]).scenario)
    st = _card_decision(setup, 2, 5).state
    me = st.active
    world = st.copy()
    sample_hidden(world, me, random.Random(1))
    assert world.hands[me] == st.hands[me] and world.discard == st.discard
    assert len(world.hands[1 - me]) == len(st.hands[1 - me])
    everything = world.hands[0] + world.hands[1] + world.deck + world.discard
    assert sorted(everything) == sorted(DECK)


def test_a_search_game_is_the_same_game_for_the_same_seed(oyster: Setup) -> None:
    def play() -> list[object]:
        g = Game(oyster, seed=9, events=False, max_turns=12)
        g.run(make_player("search:2", 1), make_player("greedy", 2))
        return g.actions
    assert play() == play()


def test_effort_is_the_number_of_sampled_worlds(oyster: Setup) -> None:
    st = _card_decision(oyster, 6, 4).state
    counted: list[int] = []
    for samples in (1, 4):
        p = SearchPlayer(seed=3, samples=samples, width=2)
        calls = 0
        original = p._playout_value

        def counting(*args: object) -> float:
            nonlocal calls
            calls += 1
            return original(*args)  # type: ignore[arg-type]
        p._playout_value = counting  # type: ignore[method-assign]
        p.choose(st, st.legal_actions())
        counted.append(calls)
    assert counted == [2 * 1, 2 * 4]
    with pytest.raises(ValueError):
        SearchPlayer(samples=0)


def test_more_worlds_look_at_one_card_more() -> None:
    assert SearchPlayer(samples=SAMPLES).width == WIDTH
    assert SearchPlayer(samples=8).width == WIDE > WIDTH
    assert SearchPlayer(samples=8, width=1).width == 1
    assert make_player("search:8").width == WIDE  # type: ignore[attr-defined]


def test_the_evaluation_is_a_chance_that_losses_lower_and_the_end_settles(
        oyster: Setup) -> None:
    judge = GreedyPlayer(0)
    for seed, turns in ((3, 4), (7, 9)):
        st = _card_decision(oyster, seed, turns).state
        me = st.active
        v = evaluate(st, me, judge)
        assert 0.0 < v < 1.0
        # The same position with one unit of the player's gone, or one of the opponent's:
        # a medal to the other side, a unit fewer.
        for loser, sign in ((me, -1), (1 - me, 1)):
            hit = st.copy()
            u = max(hit.units_of(loser), key=lambda x: hit.ufig[x])
            battle.lose(hit, u, hit.ufig[u], 1 - loser)
            assert (evaluate(hit, me, judge) - v) * sign > 0, (seed, loser)
        over = st.copy()
        victory.win(over, me, "a test", "medals")
        assert evaluate(over, me, judge) == 1.0 and evaluate(over, 1 - me, judge) == 0.0


def test_the_value_fit_finds_the_weights_the_outcomes_were_drawn_from() -> None:
    # Outcomes drawn from a known logistic model: the fit of tools/fit_value.py finds its
    # weights back, and a feature that plays no part gets a weight near 0.
    from tools.fit_value import fit, log_loss

    rng = random.Random(5)
    true = [0.3, 2.0, -1.5, 0.0]
    data = []
    for _ in range(6000):
        x = (1.0, rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-1, 1))
        z = sum(a * b for a, b in zip(true, x))
        data.append((x, float(rng.random() < 1 / (1 + math.exp(-z)))))
    w = fit(data)
    assert all(abs(a - b) < 0.25 for a, b in zip(w, true)), w
    assert log_loss(w, data) < log_loss([0.0] * 4, data)


def test_the_trial_tool_names_a_bad_factory_and_plays_a_good_one_on_every_side(
        capsys: pytest.CaptureFixture[str]) -> None:
    # tools/ai_trial.py measures the tries of docs/AI-TRIES.md: a factory it cannot find is
    # said (exit 2), and a good one plays each scenario as player 1 and as player 2.
    from tools.ai_trial import factory, main

    assert factory("editor.engine.game.players:GreedyPlayer")(3).name == "greedy"
    with pytest.raises(ValueError, match="no factory 'editor.nowhere:x'"):
        factory("editor.nowhere:x")
    assert main(["editor.engine.game.players:nothing"]) == 2
    assert "no factory" in capsys.readouterr().err
    assert main(["editor.engine.game.players:RandomPlayer", "--games", "2", "--only", "mill",
                 "--jobs", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [line.split()[:3] for line in out[:2]] == [["mill-crossing", "player", "1"],
                                                      ["mill-crossing", "player", "2"]]
    assert "of 4 games" in out[2]


def test_strength_smoke_the_search_beats_random_on_both_sides(
        oyster: Setup) -> None:
    # Both sides in turn; a few games only (the suite stays fast): the real figures are
    # measured over 200 games per scenario for docs/GAME.md.
    wins = 0
    for seed in range(6):
        me = seed % 2
        players = [make_player("random", 2 * seed + 1), make_player("random", 2 * seed + 2)]
        players[me] = make_player("search:2", 2 * seed + 1 + me)
        wins += Game(oyster, seed=seed, events=False, undo=False).run(*players).winner == me
    assert wins >= 5


def test_the_official_style_test_scenarios_hold_what_they_are_for() -> None:
    from pathlib import Path

    from editor.engine.board import Face

    ai = Path(__file__).resolve().parents[2] / "data" / "ai"
    cove = Setup(load(ai / "cove-landing.m44").scenario)
    assert cove.scenario.face is Face.BEACH and any(cove.removable)
    assert any(t.hex_terrain.families.count("bunker") for t in cove.terrain)
    assert Setup(load(ai / "ridge-breakthrough.m44").scenario).board.rows == 17
    mill = Setup(load(ai / "mill-crossing.m44").scenario)
    assert mill.has_exits and len(mill.objectives) == 2
    for setup in (cove, mill):
        result = Game(setup, seed=1, events=False, undo=False).run(
            make_player("search:1", 1), make_player("greedy", 2))
        assert result.how


def test_the_tuned_weights_are_the_search_postures_and_greedy_keeps_its_own() -> None:
    from editor.engine.game.players import GreedyPlayer
    from editor.engine.game.search import POSTURES, TUNED, Posture

    assert TUNED and all(hasattr(GreedyPlayer, k) for k, _ in TUNED)
    for posture in POSTURES:
        p = posture.policy(1)
        assert (p.risk, p.approach) == (posture.risk, posture.approach)
        assert all(getattr(p, k) == v for k, v in TUNED)
    greedy = GreedyPlayer(1)
    assert (greedy.objective, greedy.hurt, greedy.hurt_hold) == (3.5, 1.5, 0.0)
    with pytest.raises(ValueError):
        Posture("odd", 1.0, 0.5, (("no-such-weight", 1.0),)).policy(1)


def test_a_decision_called_off_stops_at_its_next_world_and_the_next_one_is_whole(
        oyster: Setup) -> None:
    """Play mode thinks on another thread, and a decision whose game moved on (an undo,
    play mode left, a question held the game) ran to its end all the same, seconds of a
    core, beside the next decision of the same player: two threads on one player's
    caches. Called off, the search stops at its next sampled world (or study game),
    raising CalledOff, and leaves the state as it found it; once the call is cleared, the
    same player decides as if nothing had been called off."""
    from editor.engine.game.search import CalledOff

    st = _card_decision(oyster, 4, 3).state
    before = st.copy()
    fresh, called = SearchPlayer(seed=5), SearchPlayer(seed=5)
    worlds = 0
    real = called._playout_value

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        nonlocal worlds
        worlds += 1
        if worlds == 2:
            called.calling_off.set()  # called off from "another thread" mid-decision
        return real(*args, **kwargs)

    called._playout_value = counted  # type: ignore[method-assign]
    with pytest.raises(CalledOff):
        called.choose(st, st.legal_actions())
    assert worlds == 2 and st == before
    called._playout_value = real  # type: ignore[method-assign]
    called.calling_off.clear()
    a = called.choose(st, st.legal_actions())
    fresh.rng.randrange(1 << 30), fresh.rng.randrange(1 << 30)  # the called-off worlds' draws
    assert a == fresh.choose(st, st.legal_actions()) and called.last == fresh.last
    # the study of a scenario not studied yet, before any card is valued, stops at its
    # next game
    st = _card_decision(Setup(oyster.scenario), 4, 3).state
    studying = SearchPlayer(seed=5)

    def never(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("a card valued after the study was called off")

    studying._playout_value = never  # type: ignore[method-assign]
    studying.calling_off.set()
    with pytest.raises(CalledOff):
        studying.choose(st, st.legal_actions())
