"""The search AI: it chooses its card by playing each candidate's turn, and the opponent's
reply, out several times in worlds sampled from what it may know.

:class:`SearchPlayer` decides the card to play — the decision that shapes a whole turn, and
the one the greedy player values most roughly (it scores a card by its best orders alone) —
by information-set sampling (``../shared/STYLE.md``: OpenSpiel's ``ismcts``). For each
candidate card and each of ``samples`` determinizations:

1. the hidden part of the game is sampled from what a player could know: the cards that are
   neither in its own hand nor in the discard pile are shuffled with its own random
   generator, and the opponent's hand (of its known size) and the deck are dealt from them.
   The true hand and deck order are never read (a test swaps them and sees the same
   choice);
2. on a copy of the state so sampled, the card is played, the rest of the turn is played
   out by the greedy policy (orders, moves, targets, battles, retreats, take ground, the
   opponent's Ambush by its sampled hand), then the opponent's whole reply with its sampled
   hand, the dice rolled by the player's own generator;
3. the position at the start of the player's next turn is valued by :func:`evaluate`:
   medals, figures on the board, objectives held, the exposure of its units to the enemy's
   fire, and the distance still to cover (a win or a loss outright dominates).

The card with the best mean value is played; every other decision is the greedy player's.
Searching the orders, moves and battles the same way was tried and played worse: a few
sampled futures of two turns are too noisy to rank moves whose worth differs by a fraction
of a figure, where the greedy estimate is exact in expectation. Every candidate card is
valued in the same sampled worlds (common random numbers), so the comparison between cards
is not drowned by the deal.

Effort is ``samples`` (worlds per candidate card) and ``width`` (candidate cards, the
greedy player's best first); ``make_player("search:8")`` plays with 8 samples. A search
player is deterministic per seed.

>>> from editor.io.m44 import load
>>> from editor.engine.game import Game
>>> g = Game(load("scenarios/oyster-green.m44").scenario, seed=1)
>>> a = g.ai_move(SearchPlayer(seed=2, samples=2))
>>> a.kind
'play'
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from .actions import ROLL, SHUFFLE, Action, make
from .cards import DECK
from .dice import DIE
from .players import MEDAL, OBJECTIVE, GreedyPlayer
from .state import CARD, CHANCE, DRAW, GameState

#: The decisions searched (the active player's): the card. The rest are the greedy
#: player's (see the module docstring for why).
SEARCHED = frozenset({CARD})

#: Worlds sampled per candidate card, and candidate cards, by default: more did not play
#: better against the greedy player (docs/GAME.md), and these keep a few games a second.
SAMPLES = 3
WIDTH = 3
#: Value of a won (or lost) game: beyond anything a position can be worth.
WIN = 1000.0
#: Weights of :func:`evaluate` (in figures, as the greedy player's).
FIGURE = 1.0
EXPOSURE = 0.5
APPROACH = 0.15


class SearchPlayer:
    """Chooses its card by sampled look-ahead over the turn; see the module docstring."""

    name = "search"

    def __init__(self, seed: int | None = None, samples: int = SAMPLES,
                 width: int = WIDTH) -> None:
        if samples < 1 or width < 1:
            raise ValueError("a search player needs at least one sample and one candidate")
        self.samples = samples
        self.width = width
        self.rng = random.Random(seed)
        #: The policy of the decisions not searched, and of the playouts.
        self.greedy = GreedyPlayer(self.rng.randrange(1 << 30))
        self._playout = GreedyPlayer(self.rng.randrange(1 << 30))
        self._judge = GreedyPlayer(0)
        #: Statistics of the last search: candidate card → mean value (for tests and the
        #: write-up in docs/GAME.md).
        self.last: dict[int, float] = {}

    def choose(self, state: GameState, actions: Sequence[Action]) -> Action:
        if state.phase not in SEARCHED or state.decider != state.active:
            return self.greedy.choose(state, actions)
        me = state.active
        score = self.greedy.scorer(state)
        assert score is not None
        ranked = sorted(actions, key=lambda a: -score(state, a))
        candidates = ranked[:self.width]
        worlds = [self.rng.randrange(1 << 30) for _ in range(self.samples)]
        self.last = {}
        best, best_v = candidates[0], -1e18
        for a in candidates:
            total = 0.0
            for w in worlds:
                total += self._playout_value(state, a, me, random.Random(w))
            v = total / len(worlds)
            self.last[a.a] = v
            if v > best_v:
                best, best_v = a, v
        return best

    # --- one sampled world --------------------------------------------------------------

    def _playout_value(self, state: GameState, card: Action, me: int,
                       rng: random.Random) -> float:
        st = state.copy()
        st.events = None  # a playout keeps no account
        sample_hidden(st, me, rng)
        # Our turn, then the opponent's reply (by the greedy policy, with its sampled hand):
        # the position is valued when our next turn begins.
        end = st.turn + 1
        st.apply(card, check=False)
        policy = self._playout
        while True:
            p = st.current_player()
            if p == CHANCE:
                ch = st.chance
                assert ch is not None
                if ch.kind == ROLL:
                    st.apply(make(ROLL, tuple(DIE[int(rng.random() * 6)] for _ in range(ch.dice))),
                             check=False)
                else:
                    pile = list(ch.cards)
                    rng.shuffle(pile)
                    st.apply(make(SHUFFLE, tuple(pile)), check=False)
                continue
            if p < 0 or (st.active == me and st.turn > end):
                break  # the game is over, or the horizon is reached
            st.apply(policy.choose(st, st.legal_actions()), check=False)
        return evaluate(st, me, self._judge)


def sample_hidden(st: GameState, me: int, rng: random.Random) -> None:
    """Replace what player ``me`` cannot see — the opponent's hand and the order of the deck
    — by a sample from the cards it has not seen: the 60 less its own hand, the discard
    pile and the card in play."""
    opp = 1 - me
    unseen = Counter(DECK + tuple(c for x in st.S.expansions for c in x.cards_in_play(st)))
    unseen.subtract(st.hands[me])
    unseen.subtract(st.discard)
    if st.played >= 0:
        unseen[st.played] -= 1
    pool = sorted(unseen.elements())
    n_hand, n_deck = len(st.hands[opp]), len(st.deck)
    if len(pool) != n_hand + n_deck:
        raise AssertionError(f"{len(pool)} unseen cards for a hand of {n_hand} and a deck "
                             f"of {n_deck}")
    rng.shuffle(pool)
    st.hands[opp] = pool[:n_hand]
    st.deck = pool[n_hand:]
    st._legal = None


def evaluate(st: GameState, me: int, judge: GreedyPlayer) -> float:
    """What the position is worth to player ``me``: medals (and a win or a loss outright),
    figures on the board, objectives held, minus its units' exposure to the enemy's fire
    next turn and the distance its units still have to cover to the enemy or an objective
    (``judge`` provides the greedy player's threat estimate)."""
    if st.is_over:
        if st.winner == DRAW:
            return 0.0
        return WIN if st.winner == me else -WIN
    S = st.S
    opp = 1 - me
    value = MEDAL * (st.medals(me) - st.medals(opp))
    U = S.units
    for u in st.units_of(me):
        value += FIGURE * st.ufig[u] / U[u].figures * 2.0
    for u in st.units_of(opp):
        value -= FIGURE * st.ufig[u] / U[u].figures * 2.0
    for k, held in enumerate(st.obj):
        o = S.objectives[k]
        if held == me:
            value += 0.2 * OBJECTIVE * o.value
    mine = st.units_of(me)
    enemies = [st.upos[e] for e in st.units_of(opp)]
    goals = [o.hexes[0] for k, o in enumerate(S.objectives)
             if o.player in (None, me) and st.obj[k] != me]
    for u in mine:
        at = st.upos[u]
        info = U[u]
        if info.dice:
            value -= EXPOSURE * judge._threat(st, at, info.cls, me) * \
                (0.6 + 1.5 / st.ufig[u]) / 2.0
        dist = S.dist[at]
        near = min((dist[e] for e in enemies), default=0)
        goal = min((dist[g] for g in goals), default=near)
        value -= APPROACH * min(near, goal + 1)
    return value
