"""How the greedy player weighs the Air rules' actions (``players.GreedyPlayer`` asks here
first for an airplane's order, move or Special Action and for an Air Sortie; ``None``:
not an Air action).

In figures, as the greedy player counts (one figure removed = 1, a medal 3):

- an Air Sortie is worth the airplane's use this turn (its best strafing, or 1.0), with the
  section card it goes with worth that card less one order; the airborne airplane ordered by
  it (no Air check) is worth the same and the check's risk avoided;
- ordering an airborne airplane is worth more than any ground order (2.0), and a card that
  can order it is worth that much more: left unordered it is removed for nothing ("keep 'em
  flying");
- strafing is worth the expected result of one die (stars hit, flags kept) at each enemy
  unit flown over; a Kamikaze the chance to remove the whole unit, less the airplane and the
  medal a grenade gives; a Rescue a medal saved for the airplane;
- a plain flight is worth being next to enemy ground units for the models whose action
  works there (Ground Support, Ground Interdiction, Recon), less the Air check those units
  will roll next turn, and landing on an airfield a little; a flight or a strafing run
  ending where a card of the hand can order the airplane next turn is worth more (else it
  is removed, keep 'em flying).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from editor.engine.air_rules import GROUND_SUPPORT, INTERDICTION, RECON

from ..actions import MOVE, ORDER, PLAY, Action
from ..cards import AIR_SORTIE, DIRECT_FROM_HQ, KINDS

from .air import DIVE, EDGE, ENTER, LAND, LAUNCH, PICK_UP, SORTIE, SORTIE_WITH, STRAFE, Air

if TYPE_CHECKING:  # pragma: no cover
    from ..players import GreedyPlayer
    from ..state import GameState

#: An airborne airplane's order (above any ground order: else it is removed for nothing).
ORDER_AIRBORNE = 2.0
#: A flight or a sortie with nothing better to do.
FLIGHT = 1.0


def _air(st: GameState) -> Air | None:
    for x in st.S.expansions:
        if isinstance(x, Air):
            return x
    return None


# C901 allowed, hot path: the greedy AI's score of each Air action, measured in bench/; an AI policy
def score(g: GreedyPlayer, st: GameState, a: Action) -> float | None:  # noqa: C901
    """The greedy player's score of ``a`` when it is an Air action, else ``None``."""
    air = _air(st)
    if air is None:
        return None
    k = a.kind
    if k == PLAY:
        # A card that orders the airborne airplane keeps it flying.
        u = air._airborne(st, st.active)
        if u < 0 or a.a < 0:
            return None
        ck = KINDS[a.a]
        sm = st.S.secmask[st.active][st.upos[u]]
        if a.a == DIRECT_FROM_HQ or (ck.orders is not None and any(
                ck.orders[s] and sm >> s & 1 for s in range(3))):
            return g._card_value(st, a.a) + ORDER_AIRBORNE
        return None
    if k == ORDER:
        u = st.occ[a.a]
        if not air.flies[u]:
            return None
        return ORDER_AIRBORNE if st.aloft[u] else FLIGHT * 0.8
    if k == SORTIE:
        v = _best_use(g, st, air, a.b)
        return v + (0.3 if a.b is not None else 0.0) + (0.5 if a.a == AIR_SORTIE else 0.0)
    if k == SORTIE_WITH:
        at = a.b[1] if isinstance(a.b, tuple) else None
        return g._card_value(st, a.a) + _best_use(g, st, air, at) - 0.5 + \
            (0.3 if at is not None else 0.0)
    if k == STRAFE:
        return sum(g._attack_value(st, st.occ[h], 1, star=True) for h in a.b[:-1]
                   if 0 <= st.occ[h] < len(st.S.units)) + 0.05 + _next_order(st, a.b[-1])
    if k == DIVE:
        t: int = st.occ[a.b]
        info = st.S.units[t]
        p = bin(info.hit_mask).count("1") / 6
        kill = 1 - (1 - p) ** 2
        return kill * (st.ufig[t] + 3.0 * info.medal_value) - 1.0 - 3.0 * (11 / 36)
    if k == PICK_UP:
        return 1.5
    if k == ENTER:
        return _flight(st, air, air_unit(st, air, EDGE), a.a)
    if k == LAUNCH or k == LAND:
        return _flight(st, air, st.occ[a.a], a.b)
    if k == MOVE and 0 <= a.a < st.S.n:
        u = st.occ[a.a]
        if 0 <= u < len(st.S.units) and air.flies[u]:
            return _flight(st, air, u, a.b)
    return None


def air_unit(st: GameState, air: Air, a: int) -> int:
    return st.air_enter[st.active] if a == EDGE else st.occ[a]


def _best_use(g: GreedyPlayer, st: GameState, air: Air, b: int | None) -> float:
    """What the airplane flying in (``b`` None) or the one on ``b`` can do this turn."""
    p = st.active
    u = st.occ[b] if b is not None else air._fresh(st, p)
    if u < 0:
        return 0.0
    m = air.model[u]
    best = FLIGHT
    if m is not None and "strafing" in m.actions:
        # The enemy units on the board within reach of the edge (or of the airplane).
        S = st.S
        me = S.units[u].player
        near = air.near_edge(st, me, 7) if b is None else \
            [h for h in range(S.n) if S.dist[b][h] <= 3]
        hits = sorted((g._attack_value(st, v, 1, star=True) for v in st.units_of(1 - me)
                       if not st.aloft[v] and st.upos[v] in near), reverse=True)
        best = max(best, sum(hits[:2]))
    return best


def _flight(st: GameState, air: Air, u: int, dest: int) -> float:
    S = st.S
    m = air.model[u]
    me = S.units[u].player
    nu = len(S.units)
    adjacent = sum(1 for n in S.nbrs[dest] if 0 <= st.occ[n] < nu and
                   S.units[st.occ[n]].player != me and not air.flies[st.occ[n]])
    works = m is not None and bool(m.actions & {GROUND_SUPPORT, INTERDICTION, RECON})
    value = 0.1 + (0.4 * min(adjacent, 3) if works else 0.0) - 0.25 * adjacent
    if air._lands(st, u, dest):
        return value + 0.2
    return value + _next_order(st, dest)


#: Ending a flight where a card of the hand can order the airplane next turn.
NEXT_ORDER = 0.6


def _next_order(st: GameState, dest: int) -> float:
    """Whether a card of the active player's hand could order an airplane on ``dest`` next
    turn (else it will be removed, keep 'em flying)."""
    p = st.active
    sm = st.S.secmask[p][dest]
    for c in st.hands[p]:
        o = KINDS[c].orders
        if c == DIRECT_FROM_HQ or (o is not None and any(o[s] and sm >> s & 1
                                                         for s in range(3))):
            return NEXT_ORDER
    return 0.0



