"""1,000 random games on the three samples, checked for invariants at every turn: never two
units on a hex, figures within bounds, the 60 cards all accounted for, occupancy and sight
tables consistent; every game ends under the turn cap; its log replays to the identical
state; and at sampled decision points push/pop gives back the identical state."""

from __future__ import annotations

import random

from editor.engine.game import CHANCE, Game, GameLog, RandomPlayer, Setup
from editor.engine.game.actions import ROLL, SHUFFLE, make
from editor.engine.game.cards import DECK
from editor.engine.game.state import CARD, OVER, GameState
from editor.engine.game.tables import BLOCKS
from editor.io.m44 import load

from ...conftest import SCENARIOS

GAMES = 1000
#: A lower cap than the default keeps 1,000 games quick; the rules do not depend on it.
MAX_TURNS = 60
SAMPLES_PER_GAME = 2


def check_invariants(st: GameState, hexes: bool = True) -> None:
    """The invariants of a position (``hexes``: also the per-hex tables, slower)."""
    S = st.S
    nu = len(S.units)
    on: dict[int, int] = {}
    for u, at in enumerate(st.upos):
        info = S.units[u]
        if at >= 0:
            assert at not in on, f"two units on {S.name[at]}"
            on[at] = u
            assert st.occ[at] == u
            assert 1 <= st.ufig[u] <= info.figures, (info.name, st.ufig[u])
            assert st.sight[at] == (st.ter[at].sight if info.airborne else BLOCKS)
        else:
            assert 0 <= st.ufig[u] <= info.figures
    for i, v in enumerate(st.occ if hexes else ()):
        if 0 <= v < nu:
            assert st.upos[v] == i
        elif v < 0:
            assert st.sight[i] == st.ter[i].sight
        assert st.ter[i] is S.terrain_of(i, st.wire[i], st.sand[i])
        assert st.stop[i] == st.ter[i].stop
    for p in (0, 1):
        assert st.alive[p] == sum(1 for u in S.by_player[p]
                                  if st.upos[u] >= 0 and not S.units[u].flies)
        assert st.medals(p) >= 0
    if st.phase is CARD:
        cards = st.hands[0] + st.hands[1] + st.deck + st.discard
        assert sorted(cards) == sorted(DECK), "cards lost or duplicated"
    assert st.turn <= S.max_turns


def push_pop_check(st: GameState, rng: random.Random) -> None:
    """On a copy: push a legal action (and the chance steps it leads to), pop them all and
    find the identical state; the copy itself equals the original."""
    c = st.copy()
    assert c == st
    before = c.snapshot()
    pushed = 0
    c.push(rng.choice(c.legal_actions()))
    pushed += 1
    while c.current_player() == CHANCE and pushed < 20:
        ch = c.chance_request()
        assert ch is not None
        if ch.kind == ROLL:
            c.push(make(ROLL, tuple(rng.choice((0, 0, 1, 2, 3, 4)) for _ in range(ch.dice))))
        else:
            order = list(ch.cards)
            rng.shuffle(order)
            c.push(make(SHUFFLE, tuple(order)))
        pushed += 1
    for _ in range(pushed):
        c.pop()
    assert c.snapshot() == before
    assert c == st


def test_a_thousand_random_games_keep_the_invariants() -> None:
    setups = [Setup(load(p).scenario, max_turns=MAX_TURNS) for p in SCENARIOS]
    ended = {"won": 0, "draw": 0}
    for n in range(GAMES):
        setup = setups[n % len(setups)]
        rng = random.Random(n)
        game = Game(setup, seed=n, events=False, undo=False)
        st = game.state
        players = (RandomPlayer(2 * n), RandomPlayer(2 * n + 1))
        samples = {rng.randrange(400) for _ in range(SAMPLES_PER_GAME)}
        decisions = 0
        last_turn = -1
        while st.phase is not OVER:
            if st.turn != last_turn:
                last_turn = st.turn
                check_invariants(st, hexes=st.turn % 3 == 0)
            if decisions in samples:
                push_pop_check(st, rng)
            p = st.current_player()
            game.apply(players[p].choose(st, st.legal_actions()))
            decisions += 1
        check_invariants(st)
        assert st.turn <= MAX_TURNS + 1
        ended["draw" if st.winner == 2 else "won"] += 1
        # The log replays to the identical state.
        log = GameLog.from_json(game.log().to_json()) if n % 10 == 0 else game.log()
        again = log.replay(events=False, setup=setup)
        assert again.state.digest() == st.digest()
        assert again.state.snapshot() == st.snapshot()
    assert ended["won"] + ended["draw"] == GAMES
    assert ended["won"] > 0
