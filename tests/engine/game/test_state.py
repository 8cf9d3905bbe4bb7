"""The game state's interface: chance steps, legal actions, apply/push/pop/copy, notation,
errors, the deal, determinism, undo in a Game and the lenient script play."""

from __future__ import annotations

import pytest

from editor.engine.game import (CHANCE, DECK, DiceExhausted, Game, GameState,
                                IllegalActionError, RandomPlayer, ScriptedDice, SeededDice,
                                Setup, kind_of, roll_outcomes)
from editor.engine.game.actions import ROLL, SHUFFLE, Action
from editor.engine.game.dice import FLAG, INF
from editor.engine.scenario import GameInfo, Hex, Scenario, Unit
from editor.engine.board import Board, Side
from editor.io.m44 import load

from ...conftest import SCENARIOS


@pytest.fixture(scope="module")
def hedgerow() -> Setup:
    return Setup(load(SCENARIOS[0]).scenario)


def small(**units: str) -> Scenario:
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                    cards_player1=3, cards_player2=4, starting="PLAYER2"))
    b = Board(s.board_type)
    for name, unit in units.items():
        s.set_hex(b.parse_hex(name), Hex(unit=Unit(unit)))
    return s


def test_a_new_game_starts_with_a_shuffle_then_deals_the_scenarios_hands() -> None:
    st = GameState(Setup(small(A1="infus", M9="infger")))
    assert st.current_player() == CHANCE
    ch = st.chance_request()
    assert ch is not None and ch.kind == SHUFFLE and sorted(ch.cards) == sorted(DECK)
    order = tuple(reversed(sorted(DECK)))
    st.apply(Action(SHUFFLE, order))
    assert len(st.hands[0]) == 3 and len(st.hands[1]) == 4
    # player 1 gets the top cards, then player 2
    assert st.hands[0] == list(order[:3]) and st.hands[1] == list(order[3:7])
    assert len(st.deck) == 53
    assert st.turn == 1 and st.active == 1  # PLAYER2 starts


def test_chance_outcomes_cover_every_roll() -> None:
    outcomes = roll_outcomes(3)
    assert len(outcomes) == 35
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    two_inf = dict(outcomes)[(INF, INF, INF)]
    assert two_inf == pytest.approx((2 / 6) ** 3)


def test_dice_come_from_the_source_only(hedgerow: Setup) -> None:
    a = Game(hedgerow, seed=11, events=False)
    b = Game(hedgerow, seed=11, events=False)
    a.run(RandomPlayer(1), RandomPlayer(2))
    b.run(RandomPlayer(1), RandomPlayer(2))
    assert a.state.digest() == b.state.digest()
    c = Game(hedgerow, seed=12, events=False)
    c.run(RandomPlayer(1), RandomPlayer(2))
    assert c.state.digest() != a.state.digest()


def test_legal_actions_offer_a_real_choice_and_apply_refuses_others(hedgerow: Setup) -> None:
    g = Game(hedgerow, seed=3)
    legal = g.legal_actions()
    assert len(legal) >= 2
    with pytest.raises(IllegalActionError, match="not legal now"):
        g.apply(Action("battle", 0, 1))
    with pytest.raises(IllegalActionError):
        g.state.apply(Action(ROLL, (INF,)))


def test_a_chance_step_must_match_its_request() -> None:
    st = GameState(Setup(small(A1="infus", M9="infger")))
    with pytest.raises(IllegalActionError, match="needs a shuffle"):
        st.apply(Action(ROLL, (INF,)))
    with pytest.raises(IllegalActionError, match="exactly the cards"):
        st.apply(Action(SHUFFLE, (0, 1)))


def test_push_pop_and_copy(hedgerow: Setup) -> None:
    g = Game(hedgerow, seed=5, events=True)
    st = g.state
    for _ in range(30):
        g.ai_move(RandomPlayer(7))
    snap = st.snapshot()
    c = st.copy()
    assert c == st and c is not st
    a = st.legal_actions()[0]
    st.push(a)
    depth = 1
    dice = SeededDice(1)
    while st.current_player() == CHANCE:
        ch = st.chance_request()
        assert ch is not None
        st.push(Action(ROLL, dice.roll(ch.dice)) if ch.kind == ROLL
                else Action(SHUFFLE, dice.shuffle(ch.cards)))
        depth += 1
    assert st != c
    for _ in range(depth):
        st.pop()
    assert st.snapshot() == snap
    assert st == c
    with pytest.raises(IndexError):
        c.pop()  # a copy starts without an undo journal


def test_notation_round_trips(hedgerow: Setup) -> None:
    g = Game(hedgerow, seed=9)
    player = RandomPlayer(3)
    seen = set()
    for _ in range(300):
        if g.over:
            break
        for a in g.legal_actions():
            text = g.state.notation(a)
            assert g.state.parse(text) == a, text
            seen.add(a.kind)
        g.ai_move(player)
    assert {"play", "order", "move", "battle"} <= seen
    assert g.state.notation(Action(ROLL, (INF, FLAG))) == "roll inf flag"
    assert g.state.parse("roll inf flag") == Action(ROLL, (INF, FLAG))
    with pytest.raises(IllegalActionError):
        g.state.parse("dance E5")


def test_game_undo_rewinds_the_dice_so_the_record_still_replays(hedgerow: Setup) -> None:
    g = Game(hedgerow, seed=21)
    player = RandomPlayer(4)
    for _ in range(40):
        g.ai_move(player)
    digest = g.state.digest()
    actions = list(g.actions)
    for _ in range(10):
        g.undo()
    for a in actions[-10:]:
        g.apply(a)
    assert g.state.digest() == digest
    assert g.log().replay().state.digest() == digest


def test_undo_needs_an_undoable_game(hedgerow: Setup) -> None:
    g = Game(hedgerow, seed=1, undo=False)
    with pytest.raises(IllegalActionError):
        g.undo()
    g2 = Game(hedgerow, seed=1)
    with pytest.raises(IllegalActionError, match="nothing to undo"):
        g2.undo()


def test_lenient_play_takes_done_steps_but_never_leaves_a_mess() -> None:
    s = small(A1="infus", M9="infger", E3="infus", G3="infus")
    hands = [[kind_of("probe-left"), kind_of("attack-right")],
             [kind_of("probe-center"), kind_of("recon-left")]]
    g = Game(s, dice=ScriptedDice([]), hands=hands, first_player=1)
    g.play("play probe-center")
    before = g.state.snapshot()
    with pytest.raises(IllegalActionError, match="not legal now"):
        g.play("orders done")  # the orders are past: nothing is left half done
    assert g.state.snapshot() == before
    g.play("play probe-left")  # moves done, battles done, then the Axis card
    assert g.state.turn == 2


def test_a_scripted_source_that_runs_dry_says_so() -> None:
    s = small(A1="infus", M9="infger", E5="infus")
    s.set_hex(Board(s.board_type).parse_hex("e6"), Hex(unit=Unit("infger")))
    hands = [[kind_of("probe-left"), kind_of("attack-right")],
             [kind_of("probe-center"), kind_of("recon-left")]]
    g = Game(s, dice=ScriptedDice(["inf"]), hands=hands, first_player=1)
    g.play("play probe-center")
    with pytest.raises(DiceExhausted):
        g.play("battle E5 e6")


def test_a_scripted_source_that_runs_dry_counts_its_dice_in_words() -> None:
    """One die is "1 was rolled", "1 more die" (it said "1 were rolled"). Found by the
    leftovers4 audit."""
    with pytest.raises(DiceExhausted) as dry:
        ScriptedDice([]).roll(1)
    assert str(dry.value) == "the script holds 0 more dice, 1 was rolled"
    with pytest.raises(DiceExhausted) as short:
        ScriptedDice(["inf"]).roll(3)
    assert str(short.value) == "the script holds 1 more die, 3 were rolled"


def test_the_turn_cap_ends_every_game_in_a_draw_at_worst(hedgerow: Setup) -> None:
    g = Game(hedgerow, seed=2, max_turns=6, events=False)
    r = g.run(RandomPlayer(1), RandomPlayer(2))
    assert g.over
    assert r.turns <= 6
    if r.winner is None:
        assert r.turns == 6 and "turn cap (6" in r.reason  # the cap, not cap + 1


def test_setup_reads_the_scenarios_game_info(hedgerow: Setup) -> None:
    assert hedgerow.cards == (4, 5)
    assert hedgerow.victory == (6, 6)
    assert hedgerow.first_player == 1
    assert hedgerow.sides == (Side.AXIS, Side.ALLIES)
    assert len(hedgerow.objectives) == 3


def test_equal_position_keys_show_equal_positions() -> None:
    """``GameState.position_key`` is what ``to_scenario`` reads: play mode redraws the map
    only when it changes. Over random games (base rules, the Air rules, landing craft),
    every two states of a game with equal keys give equal scenarios, and the key changes
    whenever the scenario does."""
    from editor.engine.game import RandomPlayer

    from .test_air import AIR
    from .test_expansions import beach_landing

    for setup in (Setup(load(SCENARIOS[0]).scenario), Setup(load(AIR).scenario),
                  beach_landing()):
        changes = 0
        for seed in range(3):
            g = Game(setup, seed=seed)
            player = RandomPlayer(seed)
            seen: dict[tuple[object, ...], Scenario] = {}
            last: tuple[tuple[object, ...], Scenario] | None = None
            while not g.over and g.state.turn < 30:
                st = g.state
                key, shown = st.position_key(), st.to_scenario()
                if key in seen:
                    assert seen[key] == shown
                seen[key] = shown
                if last is not None and last[1] != shown:
                    assert last[0] != key
                    changes += 1
                last = (key, shown)
                g.ai_move(player)
        assert changes > 10  # units moved and fell: the test saw positions change


@pytest.mark.parametrize("enemy,dice,distance", [("e6", 3, 1), ("E7", 2, 2)])
def test_targets_give_each_target_its_dice_and_distance(enemy: str, dice: int,
                                                         distance: int) -> None:
    """``targets`` is ``(unit, dice, distance)``: the AI weighs the dice, and the distance
    tells a close assault (1) from fire."""
    st = GameState(Setup(small(A1="infus", M9="infger", E5="infus", **{enemy: "infger"})))
    attacker, target = (st.occ[st.S.hex_of(name)] for name in ("E5", enemy))
    assert st.targets(attacker) == [(target, dice, distance)]
