"""AI players behind one small interface: ``choose(state, legal_actions) -> action``.

- :class:`RandomPlayer` picks uniformly among the legal actions.
- :class:`GreedyPlayer` scores each legal action with a one-step heuristic: expected hits
  and the chance to eliminate (a medal), medals and objectives gained or kept, exits, and
  the exposure of a unit to return fire where it would stand; it never searches ahead.
- ``search`` (:class:`~editor.engine.game.search.SearchPlayer`, its own module) plays its
  turns by the greedy policy with the weights (a posture) a study of the scenario found best,
  and chooses its card by playing each candidate's turn out in sampled worlds.

A new player only needs a ``name`` and ``choose``; register it in :data:`PLAYERS` to make it
available to ``m44 simulate --ai``. Each player owns its random generator (seeded), so a
game is reproducible from its seed; the log records the decisions anyway.

>>> sorted(PLAYERS)
['greedy', 'random', 'search']
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import lru_cache
from math import comb
from typing import Final, Protocol

from . import battle, movement, orders
from .actions import (CLEAR, EXIT, MOVES_DONE, NO_OVERRUN, ORDER, RESUPPLY, TAKE_GROUND,
                      TARGETS_DONE, Action)
from .cards import (AIR_POWER, AMBUSH, ARMOR_ASSAULT, ARTILLERY_BOMBARD, BARRAGE,
                    BEHIND_ENEMY_LINES, CLOSE_ASSAULT, COUNTER_ATTACK, DIG_IN, DIRECT_FROM_HQ,
                    FINEST_HOUR, FIREFIGHT, INFANTRY_ASSAULT, KINDS, MEDICS, MOVE_OUT, mirrored)
from .dice import ARMOR, GRENADE, INF, STAR
from .expansions.air_ai import score as air_score
from .expansions.landing_craft import LandingCraft
from .state import (AMBUSH_PHASE, B_ALL, BATTLES, CARD, KEEP_PHASE, M_AGAIN, M_NONE, M_NORMAL,
                    MOVE_AGAIN, MOVES, ORDERS, OVERRUN, RETREAT_PHASE, SECTION_PHASE, TAKE,
                    TARGETS, GameState)
from .tables import C_ARMOR, C_ART, C_INF, Setup


class Player(Protocol):
    """What the game asks of a player."""

    name: str

    def choose(self, state: GameState, actions: Sequence[Action]) -> Action:
        """One of ``actions`` (the legal actions of ``state``, two or more)."""
        ...


class RandomPlayer:
    """Uniform over the legal actions."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState, actions: Sequence[Action]) -> Action:
        return actions[int(self.rng.random() * len(actions))]


# --- scoring helpers ----------------------------------------------------------------------

#: Chance that one die hits, by the target's hit mask (bits of the faces that hit).
_FACE_P = {INF: 2 / 6, ARMOR: 1 / 6, GRENADE: 1 / 6, STAR: 1 / 6}


@lru_cache(maxsize=None)
def _p_hit(mask: int) -> float:
    return round(sum(p for f, p in _FACE_P.items() if mask >> f & 1), 6)


@lru_cache(maxsize=None)
def _p_at_least(n: int, p: float, k: int) -> float:
    """P(at least ``k`` successes in ``n`` trials of probability ``p``)."""
    if k <= 0:
        return 1.0
    if k > n:
        return 0.0
    return sum(comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(k, n + 1))


#: Chance that one die hits a unit of each class (infantry: infantry and grenades; armor:
#: armor and grenades; artillery: grenades).
_P_HIT_CLASS = {C_INF: _p_hit((1 << INF) | (1 << GRENADE)),
                C_ARMOR: _p_hit((1 << ARMOR) | (1 << GRENADE))}
_P_HIT_GUN = _p_hit(1 << GRENADE)

#: Weights of the greedy evaluation (in "figures": one figure removed = 1).
MEDAL: Final = 3.0
OBJECTIVE: Final = 3.5
EXIT_VALUE: Final = 3.0
FLAG: Final = 0.15
#: Clearing wire off a hex (a lane for the units behind).
WIRE_LANE: Final = 0.5
#: A unit brought ashore from a landing craft (it may battle again from the next turn).
LANDING_VALUE: Final = 1.0


def _attacks(setup: Setup, p: int) -> bool:
    """Whether player ``p`` is not the defender of the scenario: a side with no objective to
    take nor exit to use, facing one that has, defends (its wire is there to slow the
    attacker, not to be removed)."""
    return setup.has_goals[p] or not setup.has_goals[1 - p]


class GreedyPlayer:
    """One-step heuristic player (see the module docstring)."""

    name = "greedy"
    #: Weight of the exposure to return fire (expected figures lost) against...
    risk = 0.5
    #: ...the value of each hex closer to the nearest enemy, objective not held or exit.
    approach = 0.35
    #: The other weights of the evaluation, per player so that the search's turn policy
    #: may weigh them otherwise (``search.TUNED``): a unit eliminated (per medal), an
    #: objective, an exit, a flag, a wire lane, and the exposure of a damaged unit
    #: (``hurt_base + hurt / figures`` times ``risk``).
    medal = MEDAL
    objective = OBJECTIVE
    exit_value = EXIT_VALUE
    flag = FLAG
    wire_lane = WIRE_LANE
    hurt_base = 0.6
    hurt = 1.5
    #: An order to a unit with nothing to shoot at (``idle + idle_move`` per hex of its
    #: move), and the bent to take ground where it gains nothing else.
    idle = 0.3
    idle_move = 0.1
    take = 0.1
    #: Features greedy does not weigh (0 here; the search's turn policy may): each
    #: friendly unit next to a destination (support: no lone unit into the fire), and the
    #: share of the approach a damaged unit gives up per figure lost (it closes in less).
    support = 0.0
    hurt_hold = 0.0
    #: How an order (and so a card) is valued: 0, as greedy, by the unit's best attack from
    #: where it stands (or ``idle + idle_move`` per hex of its move when it has none);
    #: otherwise by this weight times the best the unit can do after its move
    #: (:meth:`_reach_gain`), which the search's turn policy weighs.
    reach_order = 0.0
    #: Weight of removing a dangerous enemy unit: the chance to eliminate the target times
    #: the best battle it could make on one's units from where it stands (0: greedy).
    danger = 0.0

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self._threat_key: tuple[int, int, list[int]] | None = None
        self._threats: dict[tuple[int, int], float] = {}
        self._pos_key = -1
        self._pos_sig: tuple[object, ...] = ()
        self._pos: dict[tuple[int, int, bool, int], float] = {}
        #: Moves valued this turn: the first moves, and Behind Enemy Lines' second ones.
        self._moves: dict[Action, float] = {}
        self._moves_again: dict[Action, float] = {}
        #: The board Behind Enemy Lines' second moves were valued on (after the battles).
        self._again_sig: tuple[object, ...] = ()
        self._goals: tuple[list[int], list[int]] = ([], [])
        self._steps: dict[int, tuple[int, int]] = {}
        self._shooters: list[tuple[int, int, tuple[int, ...], int, int, bool, int, int]] = []
        self._uv_key: tuple[tuple[object, ...], ...] = ()
        self._uv_ver = -1
        # The state each cache was filled from: a player may be asked about several states
        # (the search's sampled worlds, copies of one game), whose turns and versions
        # coincide.
        self._threat_st: GameState | None = None
        self._threat_ver = -1
        self._pos_st: GameState | None = None
        self._uv_st: GameState | None = None
        self._av_st: GameState | None = None
        self._av_ver = -1
        self._av: dict[tuple[int, int], float] = {}
        self._ov_st: GameState | None = None
        self._ov_ver = -1
        self._ov: tuple[list[int], dict[int, float]] = ([], {})
        self._uv: dict[tuple[int, int, int, int, bool], float] = {}
        self._dg_st: GameState | None = None
        self._dg_ver = -1
        self._dg: dict[int, float] = {}

    # --- the decision --------------------------------------------------------------------

    def choose(self, state: GameState, actions: Sequence[Action]) -> Action:
        if state.phase is AMBUSH_PHASE:
            return next(a for a in actions if a.kind == "ambush")
        score = self.scorer(state)
        if score is None:
            return actions[int(self.rng.random() * len(actions))]
        best = None
        best_v = -1e18
        for a in actions:
            v = score(state, a) + self.rng.random() * 1e-6  # random tie-break
            if v > best_v:
                best, best_v = a, v
        assert best is not None
        return best

    def scorer(self, state: GameState) -> Callable[[GameState, Action], float] | None:
        """The one-step score of the actions of ``state``'s phase (``None`` for a phase the
        greedy player decides at random)."""
        ph = state.phase
        score: Callable[[GameState, Action], float]
        if ph is MOVES or ph is MOVE_AGAIN:
            score = self._score_move
        elif ph is BATTLES or ph is OVERRUN:
            score = self._score_battle
        elif ph is ORDERS:
            score = self._score_order
        elif ph is CARD:
            score = self._score_card
        elif ph is RETREAT_PHASE:
            score = self._score_retreat
        elif ph is TAKE:
            score = self._score_take
        elif ph is TARGETS:
            score = self._score_target
        elif ph is SECTION_PHASE:
            score = self._score_section
        elif ph is KEEP_PHASE:
            score = self._score_keep
        else:
            return None
        return score

    # --- values --------------------------------------------------------------------------

    def _attack_value(self, st: GameState, t: int, dice: int, star: bool = False) -> float:
        """What battling unit ``t`` with ``dice`` dice is worth: expected figures removed,
        the chance to eliminate it (a medal, and the objective it holds), flags."""
        info = st.S.units[t]
        figs = st.ufig[t]
        p = _p_hit(info.hit_mask | ((1 << STAR) if star else 0))
        kill = _p_at_least(dice, p, figs)
        value = min(dice * p, figs) + kill * self.medal * info.medal_value + dice * self.flag / 6
        at = st.upos[t]
        for k in st.S.objectives_at[at]:
            if st.obj[k] == info.player:
                value += kill * self.objective * st.S.objectives[k].value
        if self.danger:
            value += kill * self.danger * self._danger(st, t)
        return value

    def _danger(self, st: GameState, t: int) -> float:
        """The best battle enemy unit ``t`` could make on one's units from where it stands
        (expected hits and the chance to eliminate, a medal): what its elimination saves,
        since a unit rolls its dice whatever figures it has left. Spelled out rather than
        by :meth:`_attack_value`, which would ask the danger of one's own units in turn;
        kept for one decision, as the attack values are."""
        if st.version != self._dg_ver or st is not self._dg_st:
            self._dg_ver, self._dg_st = st.version, st
            self._dg = {}
        found = self._dg.get(t)
        if found is None:
            U = st.S.units
            found = 0.0
            for v, dice, _ in battle.targets(st, t):
                p = _p_hit(U[v].hit_mask)
                x = dice * p + _p_at_least(dice, p, st.ufig[v]) * self.medal * U[v].medal_value
                if x > found:
                    found = x
            self._dg[t] = found
        return found

    def _best_attack(self, st: GameState, u: int, bonus: int = 0) -> float:
        """The best battle the unit can make from where it stands."""
        if st.version != self._av_ver or st is not self._av_st:
            # An attack's worth reads the target only (its figures, where it stands):
            # kept for one decision, over every unit and hex it weighs.
            self._av_ver, self._av_st = st.version, st
            self._av = {}
        known = self._av
        best = 0.0
        for t, dice, _ in battle.targets(st, u):
            k = (t, dice + bonus)
            v = known.get(k)
            if v is None:
                v = known[k] = self._attack_value(st, t, dice + bonus)
            if v > best:
                best = v
        return best

    def _threat(self, st: GameState, h: int, cls: int, me: int) -> float:
        """Expected hits the enemy may land on a unit of class ``cls`` standing on ``h`` next
        turn (each enemy unit from where it stands, or after a move, at half weight)."""
        S = st.S
        # The threat is a property of where the enemy stands: kept for the whole of one's
        # own turn (one's moves change it only through the sight lines they block, which
        # this estimate does not weigh), rebuilt when an enemy unit moves or falls.
        enemies = S.by_player[1 - me]
        old = self._threat_key
        if st is self._threat_st and st.version == self._threat_ver and old is not None and \
                me == old[1]:
            key = old  # nothing was played since: the enemy stands still
        else:
            upos = st.upos
            key = (st.turn, me, [upos[e] for e in enemies])
            self._threat_ver = st.version
        if key != self._threat_key or st is not self._threat_st:
            self._threat_key, self._threat_st = key, st
            self._threats = {}
            # The shooters, with what the loop below asks of each (first how far it
            # reaches: its range after a move).
            U = S.units
            self._shooters = [(len(U[e].dice) + U[e].mab, ep, U[e].dice, len(U[e].dice),
                               U[e].mab, U[e].needs_los,
                               -1 if U[e].cls == C_ART else U[e].cls * 4 + me * 2,
                               st.ter[ep].height)
                              for e, ep in zip(enemies, key[2]) if ep >= 0 and U[e].dice]
        k = (h, cls)
        found = self._threats.get(k)
        if found is not None:
            return found
        dist = S.dist[h]
        ter = st.ter[h]
        prot, height = ter.prot, ter.height
        total = 0.0
        for shooter in self._shooters:
            d = dist[shooter[1]]
            if d > shooter[0]:
                continue  # out of range even after a move
            _, ep, dice_by_range, rng, mab, los, pi, eh = shooter
            weight = 1.0
            if d > rng:
                d = max(1, d - mab)
                weight = 0.5
                if d > rng:
                    continue
            elif d > 1 and los and not st.can_see(ep, h):
                weight = 0.5
            dice = dice_by_range[d - 1]
            if pi >= 0:
                dice -= prot[pi + (eh < height)]
            if dice > 0:
                total += weight * dice
        found = self._threats[k] = total * _P_HIT_CLASS.get(cls, _P_HIT_GUN)
        return found

    def _turn_check(self, st: GameState) -> None:
        """Called when ``st`` is not the state this turn's values were valued on (or the
        turn has changed): start a new turn's values, unless ``st`` is another state of the
        same turn from the same position. The search's sampled worlds are copies of one
        position, and a unit's worth on a hex is the same in each (as it is, in this
        estimate, whatever its neighbours' moves), under the same card: its candidate
        cards are played in the same worlds, and a move that is a battle under one card
        (an Infantry Assault's two hexes) is none under another."""
        sig = (st.turn * 2 + st.active, tuple(st.upos), tuple(st.ufig), tuple(st.obj),
               st.card)
        if sig == self._pos_sig:
            self._pos_st = st
            return
        self._new_turn(st)
        self._pos_sig = sig

    def _new_turn(self, st: GameState) -> None:
        """Forget the values of the last turn: positions and moves are valued once a turn
        (a unit's worth on a hex does not change with its neighbours' moves, in this
        estimate)."""
        self._pos_key, self._pos_st = st.turn * 2 + st.active, st
        self._pos = {}
        self._steps = {}
        self._moves = {}
        self._moves_again = {}
        self._again_sig = ()
        me = st.active
        enemies = [st.upos[e] for e in st.units_of(1 - me)]
        # Every hex of an objective not held yet (a group's as much as its first), but those
        # its own units stand on: the group's hexes still to take. And its exit hexes, each
        # a medal to a unit that leaves through it (left, not held: one of its own units on
        # an exit does not take that exit from the others).
        occ, U = st.occ, st.S.units
        n = len(U)
        goals = [h for k3, o in enumerate(st.S.objectives)
                 if o.player in (None, me) and st.obj[k3] != me
                 for h in o.hexes if not (0 <= occ[h] < n and U[occ[h]].player == me)]
        goals.extend(st.S.exits[me])
        self._goals = (enemies, goals)

    def _position_value(self, st: GameState, u: int, h: int, can_battle: bool) -> float:
        """Worth of unit ``u`` standing on ``h`` (after a move), for the greedy comparison of
        destinations: attack it could make, objectives held, exposure, approach. Kept for
        the turn with the unit's bonus die: its orders are valued before it has the die of
        a card like Behind Enemy Lines, its moves after."""
        if st.turn * 2 + st.active != self._pos_key or st is not self._pos_st:
            self._turn_check(st)
        bonus = 1 if st.u_bon[u] == B_ALL else 0
        k = (u, h, can_battle, bonus)
        found = self._pos.get(k)
        if found is not None:
            return found
        S = st.S
        info = S.units[u]
        me = info.player
        value = -self.risk * self._threat(st, h, info.cls, me) * \
            (self.hurt_base + self.hurt / st.ufig[u])
        # Close in on the nearest enemy (or unheld objective, or exit): a property of the
        # hex, the same for every unit this turn (with the distance to the nearest enemy).
        found_steps = self._steps.get(h)
        if found_steps is None:
            dist = S.dist[h]
            enemies, goals = self._goals
            near = min(map(dist.__getitem__, enemies), default=0)
            goal = min(map(dist.__getitem__, goals), default=near)
            found_steps = self._steps[h] = (min(near, goal + 1), near)
        steps, near = found_steps
        if can_battle and near <= len(info.dice):  # else no enemy within its range
            src = st.upos[u]
            if h == src:
                value += self._best_attack(st, u, bonus)
            else:
                # Look from ``h`` as if the unit stood there (restored below).
                occ, sight = st.occ, st.sight
                occ[src], sight[src] = -1, st.ter[src].sight
                occ[h], st.upos[u] = u, h
                try:
                    value += self._best_attack(st, u, bonus)
                finally:
                    occ[h], st.upos[u] = -1, src
                    occ[src] = u
                    sight[src] = 99 if not st.aloft[u] else st.ter[src].sight
        for k2 in S.objectives_at[h]:
            o = S.objectives[k2]
            if o.player in (None, me):
                value += self.objective * o.value / max(1, o.need)
        if self.hurt_hold:
            value -= self.approach * steps * \
                max(0.0, 1.0 - self.hurt_hold * (info.figures - st.ufig[u]))
        else:
            value -= self.approach * steps
        if self.support:
            occ, U = st.occ, S.units
            n = len(U)
            value += self.support * sum(1 for x in S.nbrs[h] if 0 <= occ[x] < n and
                                        x != st.upos[u] and U[occ[x]].player == me)
        self._pos[k] = value
        return value

    def _unit_value(self, st: GameState, u: int, bonus: int = 0) -> float:
        """How much an order to ``u`` is worth (its best attack now, or its reach)."""
        if st.version != self._uv_ver or st is not self._uv_st:
            # The value reads the position (where the units stand, their figures, the
            # terrain, the objectives held) and the unit's own orders: kept while the
            # position stands (the orders of a turn, the cards of a hand).
            self._uv_ver, self._uv_st = st.version, st
            key = (tuple(st.upos), tuple(st.ufig), tuple(st.obj), tuple(st.sand),
                   tuple(st.wire))
            if key != self._uv_key:
                self._uv_key = key
                self._uv = {}
        k = (u, bonus, st.u_ord[u], st.u_bon[u], st.u_cb[u])
        found = self._uv.get(k)
        if found is None:
            found = self._uv[k] = self._unit_value_now(st, u, bonus)
        return found

    def _unit_value_now(self, st: GameState, u: int, bonus: int) -> float:
        if self.reach_order and st.u_ord[u] == M_NONE:
            return self.reach_order * self._reach_gain(st, u)
        info = st.S.units[u]
        v = self._best_attack(st, u, bonus) if st.u_cb[u] or st.u_ord[u] == M_NONE else 0.0
        if v == 0.0:
            # Nothing to shoot at: an order moves it toward the enemy or an objective.
            v = self.idle + self.idle_move * info.move
        return v

    def _reach_gain(self, st: GameState, u: int) -> float:
        """What an order to the unit (not yet ordered) can gain: the best worth
        (:meth:`_position_value`: the attack it could make, objectives, exposure, approach)
        over the hexes a move can take it to, the hex it stands on with its battle included,
        less its worth standing there without one: a unit with a weak shot is worth less
        than one that can close in on a weakened enemy, and a unit on the beach is worth
        the ground a move gains it (the extra die of a card like Armor Assault is not
        weighed)."""
        src = st.upos[u]
        best = self._position_value(st, u, src, True)
        if st.S.units[u].move:
            for d, code in movement.reach_codes(st, u, M_NORMAL).items():
                x = self._position_value(st, u, d, bool(code & 1))
                if x > best:
                    best = x
        return best - self._position_value(st, u, src, False)

    # --- per phase -----------------------------------------------------------------------

    def _score_move(self, st: GameState, a: Action) -> float:
        if a.kind == MOVES_DONE:
            return 0.05
        if st.S.expansions and (v := air_score(self, st, a)) is not None:
            return v
        if a.b == EXIT:
            return self.exit_value
        if st.turn * 2 + st.active != self._pos_key or st is not self._pos_st:
            self._turn_check(st)
        first = st.phase is MOVES
        if not first:
            self._again_check(st)
        moves = self._moves if first else self._moves_again
        found = moves.get(a)
        if found is not None:
            return found
        u = st.occ[a.a]
        here = self._position_value(st, u, a.a, st.u_mv[u] < 0 and first
                                    and not st.S.no_battle_out[a.a])
        code = movement.reach_codes(st, u, st.u_ord[u] if first else M_AGAIN)[a.b]
        there = self._position_value(st, u, a.b, bool(code & 1) and first)
        found = moves[a] = there - here + self._landing(st, u, a.b)
        return found

    def _again_check(self, st: GameState) -> None:
        """Behind Enemy Lines' second move comes after the battles: it is valued on the
        board they left (an enemy unit eliminated or retreated is no longer there to close
        in on), not on the one the turn began with, and no other state of the turn (the
        search's next sampled world) starts from those values."""
        sig = (st.turn * 2 + st.active, tuple(st.upos), tuple(st.ufig))
        if sig != self._again_sig:
            self._new_turn(st)
            self._pos_sig = ()
            self._again_sig = sig

    @staticmethod
    def _landing(st: GameState, u: int, dest: int) -> float:
        """What bringing a landing craft ashore is worth (004: its unit may not battle
        while aboard, and battles again from the turn after it lands)."""
        for x in st.S.expansions:
            if isinstance(x, LandingCraft) and st.lc[u] and not x.water[dest]:
                return LANDING_VALUE
        return 0.0

    def _score_battle(self, st: GameState, a: Action) -> float:
        if a.kind in ("battles-done", NO_OVERRUN):
            return 0.0
        if a.kind == CLEAR:
            if not _attacks(st.S, st.active):
                return -1.0  # a defender keeps the wire that slows the attacker down
            # Armor keeps its battle: clear first, always. Infantry gives up its battle for
            # a lane (and loses the wire's battle-out penalty): worth a weak shot.
            return self.wire_lane * (4 if st.ter[a.a].remove[st.S.units[st.occ[a.a]].cls] == 2
                                     else 1)
        if a.kind == RESUPPLY:
            return self._score_resupply(st, a)
        u, t = st.occ[a.a], st.occ[a.b]
        close = st.S.dist[a.a][a.b] == 1
        dice = battle.dice(st, u, t, st.S.dist[a.a][a.b],
                           battle.bonus(st, u, close, st.phase is OVERRUN))
        return self._attack_value(st, t, dice) + 0.01

    def _score_resupply(self, st: GameState, a: Action) -> float:
        """A figure back (worth more to a unit near elimination: a medal kept) for half a
        figure (a Half-track's dice do not depend on its figures, and given figures never
        count toward a medal), less the battles given up: the Half-track's at its first
        re-supply, the receiver's if it could still battle (003: neither battles this
        turn)."""
        h, t = st.occ[a.a], st.occ[a.b]
        value: float = 0.5 + 1.5 / st.ufig[t]
        if st.u_bat[h] > 0:
            value -= self._best_attack(st, h, 1 if st.u_bon[h] == B_ALL else 0)
        if t in st.ordered and st.u_bat[t] > 0 and st.u_cb[t]:
            value -= self._best_attack(st, t, 1 if st.u_bon[t] == B_ALL else 0)
        return value

    def _score_order(self, st: GameState, a: Action) -> float:
        if a.kind != ORDER:
            return 0.0
        if st.S.expansions and (v := air_score(self, st, a)) is not None:
            return v
        return self._unit_value(st, st.occ[a.a], 1 if st.o_bonus == B_ALL else 0) + 0.01

    def _score_target(self, st: GameState, a: Action) -> float:
        if a.kind == TARGETS_DONE:
            return 0.0
        t = st.occ[a.a]
        if st.card == BARRAGE:
            return self._attack_value(st, t, 4)
        dice = 2 if st.S.sides[st.active].value == "ALLIES" else 1
        return self._attack_value(st, t, dice, star=True) + 0.01

    def _score_retreat(self, st: GameState, a: Action) -> float:
        u = st.r_unit
        info = st.S.units[u]
        v = -self._threat(st, a.a, info.cls, info.player)
        for k in st.S.objectives_at[a.a]:
            o = st.S.objectives[k]
            if o.player in (None, info.player):
                v += self.objective * o.value
        return v

    def _score_take(self, st: GameState, a: Action) -> float:
        u = st.b_att
        info = st.S.units[u]
        vac = st.b_thex
        gain = 0.0
        for k in st.S.objectives_at[vac]:
            o = st.S.objectives[k]
            if o.player in (None, info.player):
                gain += self.objective * o.value
        if info.overrun and not st.b_over and not st.u_or[u]:
            gain += 1.0
        risk = self._threat(st, vac, info.cls, info.player) - \
            self._threat(st, st.upos[u], info.cls, info.player)
        take = gain - self.risk * risk + self.take
        return take if a.kind == TAKE_GROUND else 0.0

    def _score_section(self, st: GameState, a: Action) -> float:
        sm = st.S.secmask[st.active]
        return sum((self._unit_value(st, u) for u in orders.own_units(st)
                    if st.S.units[u].infantry_card and sm[st.upos[u]] >> a.a & 1), 0.0)

    def _score_keep(self, st: GameState, a: Action) -> float:
        return self._card_value(st, a.a)

    def _score_card(self, st: GameState, a: Action) -> float:
        if st.S.expansions and (v := air_score(self, st, a)) is not None:
            return v
        return self._card_value(st, a.a)

    def _own_values(self, st: GameState) -> tuple[list[int], dict[int, float]]:
        """The active player's units that may be ordered and what an order to each is
        worth, once per decision (every card of the hand asks)."""
        if st is not self._ov_st or st.version != self._ov_ver:
            units = orders.own_units(st)
            self._ov = (units, {u: self._unit_value(st, u) for u in units})
            self._ov_st, self._ov_ver = st, st.version
        return self._ov

    # C901 allowed, hot path: the greedy AI's card scores, measured in bench/
    def _card_value(self, st: GameState, kind: int) -> float:  # noqa: C901
        """Rough worth of playing a card now: the best orders it gives."""
        p = st.active
        if kind == COUNTER_ATTACK:
            last = st.last_card[1 - p]
            return self._card_value(st, mirrored(last)) - 0.2 if last >= 0 else -1.0
        if kind == AMBUSH:
            return -1.0
        S = st.S
        U = S.units
        units, values = self._own_values(st)

        def top(cands: list[int], n: int) -> float:
            return sum(sorted((values[u] for u in cands), reverse=True)[:n], 0.0)

        ck = KINDS[kind]
        if ck.orders is not None:
            sm = S.secmask[p]
            total = sum(top([u for u in units if sm[st.upos[u]] >> s & 1], ck.orders[s])
                        for s in range(3) if ck.orders[s])
            return total + (0.5 if ck.draw_two else 0.0)
        if kind == DIRECT_FROM_HQ:
            return top(units, 4)
        if kind == MOVE_OUT:
            return top([u for u in units if U[u].infantry_card], 4) or top(
                [u for u in units if not U[u].is_half_track], 1)
        if kind == ARMOR_ASSAULT:
            arm = [u for u in units if U[u].armor_card]
            return (sum(sorted((self._unit_value(st, u, 1) for u in arm), reverse=True)[:4], 0.0)
                    if arm else top(units, 1))
        if kind == ARTILLERY_BOMBARD:
            art = [u for u in units if U[u].cls == C_ART]
            return 2 * sum((values[u] for u in art), 0.0) if art else top(units, 1)
        if kind == BEHIND_ENEMY_LINES:
            foot = [u for u in units if U[u].foot_card]
            # without infantry, the fallback's 1 unit: never a Patrol Car nor a Half-track
            return top(foot, 1) + 1.0 if foot else top(
                [u for u in units if not U[u].is_dieppe_vehicle], 1)
        if kind == CLOSE_ASSAULT:
            return sum((self._best_attack(st, u, 1) for u in units
                        if U[u].cls in (C_INF, C_ARMOR) and battle.adjacent_enemy(st, u)), 0.0)
        if kind == FIREFIGHT:
            return sum(sorted((self._best_attack(st, u, 1) for u in units
                               if not battle.adjacent_enemy(st, u)), reverse=True)[:4], 0.0)
        if kind == INFANTRY_ASSAULT:
            sm = S.secmask[p]
            return 1.2 * max(sum((values[u] for u in units if U[u].infantry_card
                                  and sm[st.upos[u]] >> s & 1), 0.0) for s in range(3))
        if kind == DIG_IN:
            foot = [u for u in units if U[u].foot_card and not st.sand[st.upos[u]]]
            return 0.5 * sum(sorted((self._threat(st, st.upos[u], C_INF, p) for u in foot),
                                    reverse=True)[:4], 0.0)
        if kind == MEDICS:
            hurt = [u for u in units if st.ufig[u] < U[u].figures
                    and not U[u].is_dieppe_vehicle]
            if not hurt:  # the fallback: never a Patrol Car nor a Half-track (003)
                return top([u for u in units if not U[u].is_dieppe_vehicle], 1)
            n = len(st.hands[p])
            return max(min(U[u].figures - st.ufig[u], n * (0.5 if U[u].cls == C_INF else 1 / 3))
                       * 1.5 + values[u] for u in hurt)
        if kind == FINEST_HOUR:
            n = len(st.hands[p])
            return top(units, round(n * 4 / 6)) * 1.2
        if kind == AIR_POWER or kind == BARRAGE:
            dice = 4 if kind == BARRAGE else (2 if S.sides[p].value == "ALLIES" else 1)
            best = 0.0
            for t in st.units_of(1 - p):
                if battle.shielded(st, t):
                    continue
                v = self._attack_value(st, t, dice, star=kind == AIR_POWER)
                if kind == AIR_POWER:
                    v *= 1 + sum(1 for n in S.nbrs[st.upos[t]]
                                 if 0 <= st.occ[n] < len(U) and U[st.occ[n]].player != p)
                best = max(best, v)
            return best
        return 0.0


def _search(seed: int | None = None, effort: int | None = None) -> Player:
    # Imported here: the search module builds on this one.
    from .search import SAMPLES, SearchPlayer

    return SearchPlayer(seed, samples=effort or SAMPLES)


#: The players ``m44 simulate`` knows, by name.
PLAYERS: dict[str, Callable[..., Player]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "search": _search,
}
#: Players whose effort a name may set after a colon (``search:8``).
_EFFORT = frozenset({"search"})
#: The most effort a name may ask for: ``search:64`` plays about 30 times slower than the
#: default search (a game a few seconds); more would only make a run that never ends.
MOST_EFFORT = 64


def make_player(name: str, seed: int | None = None) -> Player:
    """A player by name (``random``, ``greedy``, ``search``, or ``search:N`` for a search
    of N sampled worlds per candidate card); ``ValueError`` for an unknown name."""
    base, colon, effort = name.partition(":")
    if base in PLAYERS and not colon:
        return PLAYERS[base](seed)
    # ASCII digits only: int() refuses some of what isdigit() accepts ('²')
    # (the length first: int() of thousands of digits is refused, or slow)
    if (base in _EFFORT and effort.isascii() and effort.isdigit() and len(effort) <= 3
            and 0 < int(effort) <= MOST_EFFORT):
        return PLAYERS[base](seed, int(effort))
    raise ValueError(f"unknown AI {name!r} (one of: {', '.join(sorted(PLAYERS))}; "
                     f"search:N, N from 1 to {MOST_EFFORT}, sets the search's samples)")

