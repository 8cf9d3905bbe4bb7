"""The search AI: it studies the scenario to choose how boldly to play it, and chooses each
card by playing the card's turn, and the opponent's reply, out in worlds sampled from what it
may know.

:class:`SearchPlayer` searches at two levels (``../shared/STYLE.md``: OpenSpiel's
``ismcts`` for the sampled worlds; the portfolio of scripted policies of RTS game AI for the
postures):

**The posture, once a game, by study.** Its own turns are played by a *posture*: the greedy
policy with its own weights of exposure (how far it keeps its units, damaged ones most, out
of the enemy's reach) and approach (how hard it closes in on the enemy and the objectives):
:data:`POSTURES`, from careful to reckless; every posture weighs the rest as
:data:`TUNED` says (tuned offline by self-play against greedy over six scenarios, one vector
for all: an order, and so a card, worth the best its unit can do after its move rather than
the shot it has from where it stands; a battle worth more when its target threatens one's
own units; objectives less, exits a little more, a damaged unit's exposure more, and a
damaged unit closing in less). Before its first decision it plays whole games of the
scenario from its opening with each posture, against the greedy player (its model of the
opponent), with fresh deals and dice of fixed seeds (by successive halving: half of
``study`` games for every posture, the rest for the best two), and plays the game with the
posture that won most (ties by the medal margin): as a person reading a scenario decides
whether the side must gamble or may sit tight. The study reads nothing of the game being
played (not even its seed), so its answer is a property of the scenario and the side, kept
for every later game of the same scenario in the process (:func:`study`). When none of its
figures has fallen for :data:`STALL` player turns, it plays one posture bolder (a person
facing a side that sits still goes to it), until one falls.

**The card, every turn, by sampled look-ahead.** For the greedy player's best ``width``
cards and each of ``samples`` determinizations:

1. the hidden part of the game is sampled from what a player could know: the cards that are
   neither in its own hand nor in the discard pile are shuffled with its own random
   generator, and the opponent's hand (of its known size) and the deck are dealt from them.
   The true hand and deck order are never read (a test swaps them and sees the same
   choice);
2. on a copy of the state so sampled, the card is played, the rest of the turn is played
   out by the posture (orders, moves, targets, battles, retreats, take ground), then the
   opponent's whole reply by the greedy policy with its sampled hand, the dice rolled by the
   player's own generator;
3. the position at the start of the player's next turn is valued by :func:`evaluate`: the
   chance that the player wins from there, by a logistic model fit to the outcome of games
   (``tools/fit_value.py``) over the medals won and still needed, the figures on the board,
   the exposure of each side's units to the other's fire, the battles each side's units
   could make from where they stand, the objectives held, and the best card of the hand
   kept (so a card is not spent when keeping it is worth more); a won or lost game is 1 or
   0.

The card with the best mean chance is played, and the rest of the turn by the posture; the
opponent's-turn decisions (Ambush, retreats) are the greedy player's. Every candidate card
is valued in the same sampled worlds (common random numbers: the same deal, dice and ties),
so the comparison between cards is not drowned by the deal. Searching the orders, moves and battles
the same way, or the posture turn by turn, was tried and played no better: a few sampled futures of
two turns are too noisy to rank plans whose worth differs by a fraction of a figure
(docs/AI-TRIES.md).

Effort is ``samples`` (worlds per candidate card), ``width`` (candidate cards, the greedy
player's best first: :data:`WIDTH`, or :data:`WIDE` with more than :data:`SAMPLES` worlds)
and ``study`` (games per posture); ``make_player("search:8")`` plays with 8 samples of 3
cards. A search player is deterministic per seed.

>>> from editor.io.m44 import load
>>> from editor.engine.game import Game
>>> g = Game(load("scenarios/oyster-green.m44").scenario, seed=1)
>>> a = g.ai_move(SearchPlayer(seed=2, samples=2, study=1))
>>> a.kind
'play'
"""

from __future__ import annotations

import math
import random
import threading
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .actions import ROLL, SHUFFLE, Action, make
from .cards import DECK
from .dice import DIE
from .match import Game
from .memory import RecallError, recall_rng, rng_memory
from .players import GreedyPlayer
from .state import CARD, CHANCE, DRAW, GameState
from .tables import Setup

#: Worlds sampled per candidate card, candidate cards, and study games per posture, by
#: default: these keep two games a second per core, the study included. More worlds play
#: stronger since the position is valued by a model fit to games' outcomes (:data:`VALUE`):
#: 8 worlds of 3 cards (``search:8``) win 68.6% against greedy where these win 65.4%
#: (3,600 games, the seeds from 700,000, 900,000 and 1,100,000, when the value was fitted;
#: 69.5% and 64.6% on those from 700,000, measured again on 2026-12-03 and 2026-12-04), at
#: a fifth of the speed (docs/AI-TRIES.md, "the position valued by its chance to win");
#: under the hand-set valuation before it, more worlds played no better. 8 study games won
#: as much as 6 (64.6% against 64.4%) and are slower.
SAMPLES = 2
WIDTH = 2
#: Candidate cards when more worlds than :data:`SAMPLES` are asked for (``search:N``): with
#: 8 worlds, 3 cards won 69.4% and 2 cards 67.4% (the value's first fit, 2,400 games
#: each, the seeds from 700,000 and 900,000; 69.2% with 3 cards and the value as fitted
#: now, on the same seeds).
WIDE = 3
STUDY = 6


#: Weights of the search's turn policy other than a posture's exposure and approach
#: (attribute names of :class:`~editor.engine.game.players.GreedyPlayer`; those not named
#: are greedy's), tuned offline by ``tools/tune_search.py`` (a coordinate search, 100
#: training games a scenario and side, six scenarios): greedy has objective 3.5, exit 3,
#: flag 0.15, hurt 1.5, hurt_hold 0, and values an order by the unit's shot from where it
#: stands (``reach_order`` 0); here an order is worth 1.5 times the best the unit can do
#: after its move (``GreedyPlayer._reach_gain``). The policy alone (with the study, no card
#: search) against greedy, 200 games a scenario and side on two sets of seeds: 62.1% and
#: 63.5%, where the weights before ``reach_order`` won 58.3% and 59.7% (docs/AI-TRIES.md). A
#: battle is also worth the chance to eliminate the target times the best battle that
#: target could make on one's units (``danger`` 1; greedy 0): the unit that threatens one's
#: own is shot first (the policy alone 63.7% against 61.5% without it, 3,600 games on three
#: seed sets; the whole search, with :data:`STALL`, 65.2% against 64.2%, 2,400 games). A
#: base exposure of 0.84 rather than 0.6 won 65.0% and 65.3% and is not kept: the search
#: against itself then sits still on The Ice of the Chornaya, 5 games of 12 drawn at the
#: turn cap. Not kept either (no gain): any change of the medal worth, wire lane, idle
#: orders or take ground, and the support of friendly neighbours (``support``).
TUNED: tuple[tuple[str, float], ...] = (("danger", 1.0), ("exit_value", 3.43), ("flag", 0.132),
                                        ("hurt", 2.4), ("hurt_hold", 0.15),
                                        ("objective", 1.56), ("reach_order", 1.5))


@dataclass(frozen=True)
class Posture:
    """How the search player plays its own turns: the greedy policy with these weights of
    the exposure to return fire (per expected figure lost) and of the approach (per hex
    closer to the nearest enemy or objective not held), and the other weights
    ``weights`` (:data:`TUNED` by default)."""

    name: str
    risk: float
    approach: float
    weights: tuple[tuple[str, float], ...] = TUNED

    def policy(self, seed: int) -> GreedyPlayer:
        p = GreedyPlayer(seed)
        for k, v in self.weights:
            if not hasattr(GreedyPlayer, k):
                raise ValueError(f"no greedy weight {k!r}")
            setattr(p, k, v)
        p.risk, p.approach = self.risk, self.approach
        return p


#: The postures a study chooses among (the first when none wins more). The greedy player's
#: own weights (0.5, 0.35) were a fourth, never chosen on the bundled and test scenarios:
#: left out, a quarter of the study's cost. Reckless was (0.2, 0.8) before the tuning of
#: ``tools/tune_search.py --postures``: (0.125, 0.5) won 60.1% on its validation seeds
#: against 58.6% (Oyster Green's Allies 40% against 24%); no step of the other two won more.
POSTURES = (Posture("careful", 1.0, 0.5),
            Posture("bold", 0.3, 0.35),
            Posture("reckless", 0.125, 0.5))
#: Seeds of the study's games (fixed: the study is a property of the scenario).
STUDY_SEED = 77_000
#: Value of a won game in a study, against its medal margin (a tie-break).
STUDY_MARGIN = 0.1
#: Player turns (both sides' turns counted) in which none of its figures fell, after which
#: the search plays its turns one posture bolder, and again after as many more: two
#: careful players would otherwise wait for each other (against itself on The Ice of the
#: Chornaya, with a 24-game study, 131 player turns a game and 2 games of 40 at the turn
#: cap; 97 and none with it), while a greedy opponent, who attacks, keeps it at the posture
#: of its study (64.4% and 64.1% against greedy with it, 64.5% and 63.8% without, on two
#: sets of 1,200 games; 6 turns cost 1.6 points: docs/AI-TRIES.md).
STALL = 10

#: Studies made in this process: (setup id, player, games, postures) -> (setup, posture).
#: The setup is kept so that its id is not reused while its entry lives.
_STUDIES: dict[tuple[int, int, int, tuple[Posture, ...]], tuple[Setup, int]] = {}
_STUDIES_KEPT = 32


class CalledOff(Exception):
    """A decision called off while it was being made (:attr:`SearchPlayer.calling_off`)."""


def study(setup: Setup, me: int, games: int = STUDY,
          postures: Sequence[Posture] = POSTURES,
          check: Callable[[], None] | None = None) -> int:
    """The index of the posture that does best for player ``me`` on ``setup``: each plays
    games from the scenario's opening against the greedy player, the same deals and dice
    for every posture (seeds from :data:`STUDY_SEED`); a won game counts 1, the final medal
    margin :data:`STUDY_MARGIN` a medal. By successive halving: every posture plays the
    first half of the ``games``, the best two the second half, and the better of them over
    all ``games`` is chosen (as strong as every posture playing them all, for a sixth less
    of the study's time; with two postures, both play all). Nothing of a game in progress
    is read; the answer is kept for later games of the same setup. ``check`` is called
    before each game (it raises to stop the study: :class:`CalledOff`)."""
    key = (id(setup), me, games, tuple(postures))
    found = _STUDIES.get(key)
    if found is not None and found[0] is setup:
        return found[1]

    def played(posture: Posture, seeds: range) -> float:
        v = 0.0
        for j in seeds:
            if check is not None:
                check()
            seed = STUDY_SEED + j
            g = Game(setup, seed=seed, events=False, undo=False)
            players = [GreedyPlayer(2 * seed + 1), GreedyPlayer(2 * seed + 2)]
            players[me] = posture.policy(2 * seed + 1 + me)
            r = g.run(*players)
            v += (r.winner == me) + STUDY_MARGIN * (r.medals[me] - r.medals[1 - me])
        return v

    half = games // 2 if len(postures) > 2 else games
    values = [played(p, range(half)) for p in postures]
    kept = sorted(range(len(postures)), key=lambda k: -values[k])[:2]
    for k in kept:
        values[k] += played(postures[k], range(half, games))
    best = max(sorted(kept), key=lambda k: values[k])
    if len(_STUDIES) >= _STUDIES_KEPT:
        _STUDIES.clear()
    _STUDIES[key] = (setup, best)
    return best


class SearchPlayer:
    """Studies its posture, then chooses its card by sampled look-ahead over the turn; see
    the module docstring."""

    name = "search"

    def __init__(self, seed: int | None = None, samples: int = SAMPLES,
                 width: int | None = None, study: int = STUDY,
                 postures: Sequence[Posture] = POSTURES) -> None:
        if width is None:
            width = WIDTH if samples <= SAMPLES else WIDE
        if samples < 1 or width < 1 or study < 0 or not postures:
            raise ValueError("a search player needs at least one sample, one candidate "
                             "card and one posture")
        self.samples = samples
        self.width = width
        self.study = study
        self.postures = tuple(postures)
        self.rng = random.Random(seed)
        #: The policy of the opponent's-turn decisions, and of the opponent in playouts.
        self.greedy = GreedyPlayer(self.rng.randrange(1 << 30))
        self._playout = GreedyPlayer(self.rng.randrange(1 << 30))
        self._judge = GreedyPlayer(0)
        self._seeds = (self.rng.randrange(1 << 30), self.rng.randrange(1 << 30))
        #: The posture its study chose for each player it plays (the index in
        #: ``postures``).
        self.posture: dict[int, int] = {}
        #: The posture its turns are played by now (bolder than the studied one after a
        #: quiet spell: :data:`STALL`).
        self.playing: dict[int, int] = {}
        #: The turn and playout policies of each posture played so far.
        self._own: dict[int, tuple[GreedyPlayer, GreedyPlayer]] = {}
        #: The postures from the most careful to the boldest (by their exposure weight).
        self._bolder = sorted(range(len(self.postures)), key=lambda j: -self.postures[j].risk)
        #: For each player it plays: its figures on the board, the turn they last changed,
        #: and the turn it last played.
        self._quiet: dict[int, tuple[int, int, int]] = {}
        #: Statistics of the last search: candidate card → mean value (for tests and the
        #: write-up in docs/GAME.md).
        self.last: dict[int, float] = {}
        #: Set from another thread to call off the decision being made (play mode's game
        #: moved on: an undo, the game left): :meth:`choose` raises :class:`CalledOff` at
        #: its next sampled world or study game, where it would have run to its end,
        #: seconds of a core, beside the next decision. The caller clears it once the
        #: thread is done, before the player's next decision.
        self.calling_off = threading.Event()

    def _policies(self, state: GameState, me: int) -> tuple[GreedyPlayer, GreedyPlayer]:
        """The turn and playout policies of the posture player ``me`` plays by now: the
        studied one, one step bolder for every :data:`STALL` player turns in which none
        of its figures fell (a person facing a side that sits still goes to it), chosen
        at its turn's first decision."""
        if me not in self.posture:
            self.posture[me] = study(state.S, me, self.study, self.postures, self._check) \
                if self.study and len(self.postures) > 1 else 0
        last = self._quiet.get(me)
        if last is None or last[2] != state.turn:
            figures = sum(state.ufig[u] for u in state.S.by_player[me])
            since = state.turn if last is None or last[0] != figures else last[1]
            self._quiet[me] = (figures, since, state.turn)
            bolder = self._bolder
            at = bolder.index(self.posture[me]) + (state.turn - since) // STALL
            self.playing[me] = bolder[min(at, len(bolder) - 1)]
        k = self.playing[me]
        found = self._own.get(k)
        if found is None:
            p = self.postures[k]
            found = self._own[k] = (p.policy(self._seeds[0]), p.policy(self._seeds[1]))
        return found

    def memory(self) -> dict[str, Any]:
        """What it remembers from one decision to the next (JSON, :mod:`.memory`): its
        generators (the sampled worlds', the opponent's-turn policy's, each posture's turn
        policy's: the playout policies are seeded again at every sampled world), the posture
        its study chose, and its quiet spell, for each player it plays."""
        return {"rng": rng_memory(self.rng), "greedy": rng_memory(self.greedy.rng),
                "turns": {str(k): rng_memory(own[0].rng) for k, own in self._own.items()},
                "posture": {str(p): k for p, k in self.posture.items()},
                "playing": {str(p): k for p, k in self.playing.items()},
                "quiet": {str(p): list(q) for p, q in self._quiet.items()}}

    def recall(self, said: dict[str, Any], place: str = "$") -> None:
        """Set a player made from its seed to what :meth:`memory` said
        (:class:`~.memory.RecallError` naming the place when it is no such memory)."""
        recall_rng(self.rng, said.get("rng"), f"{place}.rng")
        recall_rng(self.greedy.rng, said.get("greedy"), f"{place}.greedy")
        n = len(self.postures)
        posture = _indices(said.get("posture"), f"{place}.posture", n)
        playing = _indices(said.get("playing"), f"{place}.playing", n)
        quiet = said.get("quiet")
        if not isinstance(quiet, dict) or not all(
                k in ("0", "1") and isinstance(q, list) and len(q) == 3
                and all(isinstance(x, int) and not isinstance(x, bool) for x in q)
                for k, q in quiet.items()):
            raise RecallError(f"at {place}.quiet: expected each player's three whole numbers")
        turns = said.get("turns")
        if not isinstance(turns, dict):
            raise RecallError(f"at {place}.turns: expected an object")
        own = {}
        for k, text in turns.items():
            j = int(k) if k.isascii() and k.isdigit() and len(k) < 4 else -1
            if not 0 <= j < n:
                raise RecallError(f"at {place}.turns: {k!r} is no posture's index (0 to "
                                  f"{n - 1})")
            p = self.postures[j]
            own[j] = (p.policy(self._seeds[0]), p.policy(self._seeds[1]))
            recall_rng(own[j][0].rng, text, f"{place}.turns.{k}")
        self.posture, self.playing, self._own = posture, playing, own
        self._quiet = {int(p): (q[0], q[1], q[2]) for p, q in quiet.items()}

    def _check(self) -> None:
        """Raise :class:`CalledOff` when the decision is called off (:attr:`calling_off`)."""
        if self.calling_off.is_set():
            raise CalledOff("the decision was called off")

    def choose(self, state: GameState, actions: Sequence[Action]) -> Action:
        me = state.decider
        if me != state.active:
            return self.greedy.choose(state, actions)
        turn, playout = self._policies(state, me)
        if state.phase is not CARD:
            return turn.choose(state, actions)
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
                self._check()
                total += self._playout_value(state, a, me, random.Random(w), playout)
            v = total / len(worlds)
            self.last[a.a] = v
            if v > best_v:
                best, best_v = a, v
        return best

    # --- one sampled world --------------------------------------------------------------

    def _playout_value(self, state: GameState, card: Action, me: int,
                       rng: random.Random, mine: GreedyPlayer) -> float:
        st = state.copy()
        st.events = None  # a playout keeps no account
        sample_hidden(st, me, rng)
        # Ties broken alike in this world whatever card is played (common random numbers):
        # the policies' own generators, drawn on by the cards valued before, would not be.
        mine.rng.seed(rng.randrange(1 << 30))
        self._playout.rng.seed(rng.randrange(1 << 30))
        # Our turn (by our posture), then the opponent's reply (by the greedy policy, with its
        # sampled hand): the position is valued when our next turn begins.
        end = st.turn + 1
        st.apply(card, check=False)
        theirs = self._playout
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
            who = mine if p == me and st.active == me else theirs
            st.apply(who.choose(st, st.legal_actions()), check=False)
        return evaluate(st, me, self._judge)


def _indices(said: Any, place: str, n: int) -> dict[int, int]:
    """A memory's map of player (``"0"``, ``"1"``) to a posture's index (below ``n``)."""
    if not isinstance(said, dict) or not all(
            k in ("0", "1") and isinstance(v, int) and not isinstance(v, bool) and 0 <= v < n
            for k, v in said.items()):
        raise RecallError(f"at {place}: expected each player's posture, 0 to {n - 1}")
    return {int(k): v for k, v in said.items()}


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


#: The features of a position that :func:`evaluate` weighs, for the player to move (``me``)
#: and its opponent (``opp``), and their weights: a logistic model of the chance that ``me``
#: wins, fit by ``tools/fit_value.py`` to the outcome of 1,800 search-against-greedy games
#: (150 a scenario and side on the bundled and test scenarios; every turn's opening
#: position, 65,700 of them) of the search with the weights of a first such fit; its
#: log-loss on 600 other games is 0.50, the base rate's 0.69 (docs/GAME.md).
#:
#: - ``to_win``: 1 / the medals still needed to win (1 when one more wins the game);
#: - ``medals``: the medals won, as a share of those the scenario asks;
#: - ``figures``: the figures on the board, each unit's as a share of its full strength,
#:   summed and divided by the units the side began with;
#: - ``exposure``: the expected hits the enemy may land on the side's units next turn
#:   (:meth:`GreedyPlayer._threat`), heavier on a damaged unit (``0.6 + 1.5 / figures``),
#:   per unit the side began with;
#: - ``attack``: the best battle each of the side's units could make from where it stands
#:   (expected hits, the chance to eliminate: :meth:`GreedyPlayer._best_attack`), summed;
#: - ``objectives``: the worth of the objectives the side holds (already counted in its
#:   medals; this weight, below 0, says that such a medal may still be lost);
#: - ``hand``: the greedy worth of the best card of the hand ``me`` keeps (the opponent's
#:   hand is not ``me``'s to read).
FEATURES = ("bias", "to_win me", "to_win opp", "medals me", "medals opp", "figures me",
            "figures opp", "exposure me", "exposure opp", "attack me", "attack opp",
            "objectives me", "objectives opp", "hand me")
# value-weights (written by tools/fit_value.py)
VALUE = (-0.3327, 2.0514, -1.7577, 2.6881, -2.6132, 1.4908,
         -1.5384, -0.7399, 0.8818, 0.0835, -0.1105, -0.4778,
         0.4674, 0.1335)
# /value-weights


def features(st: GameState, me: int, judge: GreedyPlayer) -> tuple[float, ...]:
    """The :data:`FEATURES` of the position for player ``me`` (``judge`` provides the
    greedy player's estimates of threat, attacks and cards)."""
    mine, theirs = _side(st, me, judge), _side(st, 1 - me, judge)
    hand = 0.0
    if st.hands[me]:
        # Valued as if ``me`` were to play now (it is, or will be once the opponent has).
        active = st.active
        st.active = me
        try:
            hand = max(judge._card_value(st, c) for c in st.hands[me])
        finally:
            st.active = active
    return (1.0, *(x for pair in zip(mine, theirs) for x in pair), hand)


def _side(st: GameState, p: int, judge: GreedyPlayer) -> tuple[float, ...]:
    """Player ``p``'s features of :data:`FEATURES`: to win, medals, figures, exposure,
    attack, objectives."""
    S = st.S
    U = S.units
    units = st.units_of(p)
    began = max(1, len(S.by_player[p]))
    need = S.victory[p]
    won = st.medals(p)
    exposure = sum(judge._threat(st, st.upos[u], U[u].cls, p) * (0.6 + 1.5 / st.ufig[u])
                   for u in units if U[u].dice)
    return (1.0 / max(1, need - won), won / need,
            sum(st.ufig[u] / U[u].figures for u in units) / began, exposure / began,
            sum(judge._best_attack(st, u) for u in units),
            sum(S.objectives[k].value for k, held in enumerate(st.obj) if held == p))


def evaluate(st: GameState, me: int, judge: GreedyPlayer) -> float:
    """The chance that player ``me`` wins from this position: 1 or 0 when the game is won or
    lost (a half for a draw), otherwise the logistic model of :data:`VALUE` over its
    :func:`features`."""
    if st.is_over:
        if st.winner == DRAW:
            return 0.5
        return 1.0 if st.winner == me else 0.0
    return chance(features(st, me, judge))


def chance(x: Sequence[float], weights: Sequence[float] = VALUE) -> float:
    """The logistic model's chance to win for the features ``x`` (:data:`VALUE` by default;
    ``tools/fit_value.py`` asks it of the weights it fits)."""
    z = sum(w * v for w, v in zip(weights, x))
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, z))))
