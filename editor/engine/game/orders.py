"""Cards and orders: the cards a player may play and what each one does (the orders it gives
to the units of a section or of a type, or its own effect), the orders given, and the
rolls of Medics & Mechanics and Their Finest Hour that decide which units act.

A card's orders are buckets: ``o_caps`` says how many units each bucket orders, and
``o_elig`` which buckets each eligible unit may take (a bit each); most cards have one
bucket, Their Finest Hour and cards ordering several sections have more, and a unit may be
ordered when the units already ordered and it can each take a distinct order
(:func:`feasible`). The card kinds themselves, their sections and counts, are
:mod:`.cards`; the card's battles (Air Power, Barrage) are :mod:`.battle`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from . import battle, movement, turn
from .actions import ORDER, ORDERS_DONE, PLAY, Action, shared
from .cards import (AIR_POWER, ALL, AMBUSH, ARMOR_ASSAULT, ARTILLERY_BOMBARD, BARRAGE,
                    BEHIND_ENEMY_LINES, CLOSE_ASSAULT, COUNTER_ATTACK, DIG_IN, DIRECT_FROM_HQ,
                    FINEST_HOUR, FIREFIGHT, INFANTRY_ASSAULT, KINDS, MEDICS, MOVE_OUT,
                    SECTION_NAMES, mirrored)
from .cards import key as card_key
from .cards import title as card_title
from .dice import ARMOR, INF, STAR
from .phases import (B_ALL, B_CLOSE, B_FIRST, B_NONE, M_AB, M_BEL, M_CA, M_DUG, M_FF, M_IA,
                     M_NONE, M_NORMAL, ORDERS, SECTION_PHASE, TARGETS)
from .tables import C_ARMOR, C_ART, C_INF
from ..words import counted

if TYPE_CHECKING:  # pragma: no cover
    from .state import GameState

#: The Dieppe vehicles a card never orders, its fallback's "1 unit of your choice" included
#: (003): "Behind Enemy Lines, Dig-in, Medics & Mechanics - Patrol Car units may not be
#: ordered using any of these Command cards" (and "Half-Track units may not be ordered using
#: any of these Command cards"); "Tactic cards that order Infantry units (Infantry Assault,
#: Move Out) do not order Half-Track units".
_NO_VEHICLES: Final = ("patrol_cars", "half_tracks")
_NO_HALF_TRACKS: Final = ("half_tracks",)

_ORDERS_DONE: Final = Action(ORDERS_DONE)
#: The order and card-play actions offered, keyed by hex and card kind
#: (:func:`~editor.engine.game.actions.shared`).
_ORDER_ACTS: Final[dict[int, Action]] = {}
_PLAY_ACTS: Final[dict[int, Action]] = {}


def playable(st: GameState, kind: int) -> bool:
    """Whether a card of ``kind`` may be played now (to some effect)."""
    if kind == AMBUSH:
        return False  # played in the opponent's turn only
    if kind == COUNTER_ATTACK:
        return st.last_card[1 - st.active] >= 0
    return True


# C901 allowed, hot path: every card played, one dispatch, measured in bench/bench_game.py
def play(st: GameState, kind: int) -> None:  # noqa: C901
    """The active player plays a card of ``kind``: the orders it gives, or its own effect
    (Air Power, Barrage, Their Finest Hour...)."""
    p = st.active
    hand = list(st.hands[p])
    hand.remove(kind)
    st._w(st.hands, p, hand)
    st._a("played", kind)
    eff = kind
    if not playable(st, kind):
        eff = -1  # no card in hand can order anything: played for nothing
    elif kind == COUNTER_ATTACK:
        eff = mirrored(st.last_card[1 - p])
    st._w(st.last_card, p, eff)
    st._a("card", eff)
    if eff < 0:
        if st.events is not None: st._ev(f"{st._pname(p)} plays {card_title(kind)} to no effect")
        turn.end_turn(st)
        return
    if kind == COUNTER_ATTACK:
        if st.events is not None:
            st._ev(f"{st._pname(p)} plays Counter-Attack as {card_title(eff)}")
    else:
        if st.events is not None: st._ev(f"{st._pname(p)} plays {card_title(kind)}")
    ck = KINDS[eff]
    if ck.draw_two:
        st._a("draw_two", True)
    if ck.orders is not None:
        sm = st.S.secmask[p]
        pos = st.upos
        secs = [s for s in range(3) if ck.orders[s]]
        if len(secs) == 1:
            bit = 1 << secs[0]
            elig = {u: 1 for u in own_units(st) if sm[pos[u]] & bit}
            begin_orders(st, (ck.orders[secs[0]],), elig, M_NORMAL, B_NONE)
            return
        wanted = sum(1 << s for s in secs)
        elig = {u: sm[pos[u]] & wanted for u in own_units(st) if sm[pos[u]] & wanted}
        begin_orders(st, ck.orders, elig, M_NORMAL, B_NONE)
        return
    units = own_units(st)
    U = st.S.units
    if eff == AIR_POWER or eff == BARRAGE:
        st._a("air", ())
        st._to(TARGETS, p)
        if not battle.target_actions(st):
            if st.events is not None: st._ev("no enemy unit to target")
            turn.end_turn(st)
    elif eff == ARMOR_ASSAULT:
        typed_orders(st, [u for u in units if U[u].armor_card], 4, M_NORMAL, B_CLOSE)
    elif eff == ARTILLERY_BOMBARD:
        typed_orders(st, [u for u in units if U[u].cls == C_ART], ALL, M_AB, B_NONE)
    elif eff == BEHIND_ENEMY_LINES:
        typed_orders(st, [u for u in units if U[u].foot_card], 1, M_BEL, B_ALL,
                     _NO_VEHICLES)
    elif eff == CLOSE_ASSAULT:
        elig = {u: 1 for u in units
                if U[u].cls in (C_INF, C_ARMOR) and battle.adjacent_enemy(st, u)}
        begin_orders(st, (ALL,), elig, M_CA, B_FIRST)
    elif eff == DIG_IN:
        foot = [u for u in units if U[u].foot_card]
        if not foot:
            fallback(st, barred=_NO_VEHICLES)
        else:
            # Any hex of the unit takes sandbags ("place sandbags on their own
            # hexes"), over wire or where printed sandbags were taken away too.
            elig = {u: 1 for u in foot if not st.sand[st.upos[u]]}
            begin_orders(st, (4,), elig, M_DUG, B_NONE)
    elif eff == DIRECT_FROM_HQ:
        begin_orders(st, (4,), {u: 1 for u in units}, M_NORMAL, B_NONE)
    elif eff == FIREFIGHT:
        elig = {u: 1 for u in units if not battle.adjacent_enemy(st, u)}
        begin_orders(st, (4,), elig, M_FF, B_ALL)
    elif eff == INFANTRY_ASSAULT:
        inf = [u for u in units if U[u].infantry_card]
        if not inf:
            fallback(st, barred=_NO_HALF_TRACKS)
            return
        sm = st.S.secmask[p]
        with_inf = tuple(s for s in range(3) if any(sm[st.upos[u]] >> s & 1 for u in inf))
        st._a("sections", with_inf)
        st._to(SECTION_PHASE, p)
    elif eff == MEDICS:
        hurt = [u for u in units if st.ufig[u] < U[u].figures
                and not U[u].is_dieppe_vehicle]
        if not hurt:
            vehicle = any(st.ufig[u] < U[u].figures for u in units
                          if U[u].is_dieppe_vehicle)
            fallback(st, "no unit it may order has lost figures (a Patrol Car or "
                     "Half-track has: the card never orders them)" if vehicle
                     else "no unit has lost figures", _NO_VEHICLES)
        else:
            st._a("o_medics", True)
            begin_orders(st, (1,), {u: 1 for u in hurt}, M_NORMAL, B_NONE)
    elif eff == MOVE_OUT:
        typed_orders(st, [u for u in units if U[u].infantry_card], 4, M_NORMAL, B_NONE,
                     _NO_HALF_TRACKS)
    elif eff == FINEST_HOUR:
        st._a("tfh", True)
        st._roll(len(st.hands[p]) + 1, "tfh")
    else:  # pragma: no cover - every tactic card is handled above
        raise AssertionError(f"card {card_key(eff)} has no effect")


def typed_orders(st: GameState, units: list[int], cap: int, mode: int, bonus: int,
                 barred: tuple[str, ...] = ()) -> None:
    """Cards ordering units of one type, with the fallback of command-cards.md: "if you
    do not command any X units, issue an order to 1 unit of your choice" (``barred``:
    the unit kinds the card never orders, :func:`fallback`)."""
    if not units:
        fallback(st, barred=barred)
    else:
        begin_orders(st, (cap,), {u: 1 for u in units}, mode, bonus)


def fallback(st: GameState, why: str = "no unit of the card's type",
             barred: tuple[str, ...] = ()) -> None:
    """Order 1 unit of your choice, ordinarily; never one of the unit kinds ``barred``,
    which the card in play may not order at all (003: :data:`_NO_VEHICLES`,
    :data:`_NO_HALF_TRACKS`)."""
    if st.events is not None: st._ev(f"{why}: 1 unit of your choice may be ordered")
    U = st.S.units
    begin_orders(st, (1,), {u: 1 for u in own_units(st) if U[u].kind not in barred},
                 M_NORMAL, B_NONE)


def infantry_section(st: GameState, s: int) -> None:
    """Infantry Assault in section ``s``: all its infantry units may be ordered."""
    p = st.active
    sm = st.S.secmask[p]
    U = st.S.units
    if st.events is not None: st._ev(f"Infantry Assault in the {SECTION_NAMES[s]} section")
    elig = {u: 1 for u in own_units(st)
            if U[u].infantry_card and sm[st.upos[u]] >> s & 1}
    begin_orders(st, (ALL,), elig, M_IA, B_NONE)


def own_units(st: GameState) -> list[int]:
    """The active player's ground units that can be ordered (the Air rules add their
    airplanes to the cards that may order them: ``Expansion.orders``)."""
    pos = st.upos
    U = st.S.units
    return [u for u in st.S.by_player[st.active] if pos[u] >= 0 and not U[u].flies]


def begin_orders(st: GameState, caps: tuple[int, ...], elig: dict[int, int], mode: int,
                 bonus: int) -> None:
    """The card in play orders up to ``caps[b]`` units of bucket ``b`` (``elig``: each
    eligible unit's buckets, a bit each), in order ``mode`` with ``bonus`` dice: every
    eligible unit at once when all of them can be ordered."""
    st._oc = None
    for x in st.S.expansions:
        caps, elig = x.orders(st, caps, elig)
    if len(caps) > 1:
        # Drop the buckets that order nobody, so that most cards have a single bucket.
        keep = [b for b in range(len(caps)) if caps[b] > 0]
        if len(keep) < len(caps):
            caps = tuple(caps[b] for b in keep)
            elig = {u: sum(1 << i for i, b in enumerate(keep) if m >> b & 1)
                    for u, m in elig.items()}
            elig = {u: m for u, m in elig.items() if m}
    st._a("o_caps", caps)
    st._a("o_elig", elig)
    st._a("o_mode", mode)
    st._a("o_bonus", bonus)
    st._a("ordered", ())
    st._to(ORDERS, st.active)
    units = sorted(elig)
    xs = st.S.expansions
    if units and len(units) <= sum(caps) and (len(caps) == 1 or
                                              feasible([elig[u] for u in units], caps)) \
            and not (xs and any(x.costly_order(st, u) for x in xs for u in units)):
        # Every eligible unit can be ordered: ordering is never worse than not (an
        # ordered unit need not move or battle), so no decision is asked; unless an
        # order may cost something (an airplane's Air check: ``costly_order``).
        for u in units:
            at = st.upos[u]
            st.auto_taken.append(shared(_ORDER_ACTS, at, ORDER, at, None))
            order(st, u, auto=True)
            if st.phase is not ORDERS:
                return
        end_orders(st)
    elif not units:
        if st.events is not None: st._ev("no unit can be ordered")
        end_orders(st)


def card_actions(st: GameState) -> list[Action]:
    """The cards the active player may play: those that may order something, or any card
    when none can (played for nothing)."""
    hand = st.hands[st.active]
    kinds = sorted({k for k in hand if playable(st, k)}) or sorted(set(hand))
    out = [shared(_PLAY_ACTS, k, PLAY, k, None) for k in kinds]
    for x in st.S.expansions:
        x.card_actions(st, out)
    return out


def order_actions(st: GameState) -> list[Action]:
    """``order HEX`` for each unit that may still be ordered, then ``orders done``."""
    pos = st.upos
    out = [shared(_ORDER_ACTS, pos[u], ORDER, pos[u], None) for u in orderable(st)]
    if out:
        out.append(_ORDERS_DONE)
    return out


def orderable(st: GameState) -> list[int]:
    """The units that may still be ordered, the orders already given kept within the
    card's buckets (cached per orders given)."""
    oc = st._oc
    if oc is not None and oc[0] == st.ordered:
        return oc[1]
    elig, ordered, caps = st.o_elig, st.ordered, st.o_caps
    if len(ordered) >= sum(caps):
        out: list[int] = []
    elif len(caps) == 1:
        pos = st.upos
        out = [u for u in sorted(elig) if u not in ordered and pos[u] >= 0]
    else:
        base = [elig[u] for u in ordered]
        out = [u for u in sorted(elig) if u not in ordered and st.upos[u] >= 0
               and feasible(base + [elig[u]], caps)]
    for x in st.S.expansions:
        out = x.orderable(st, out)
    st._oc = (ordered, out)
    return out


def order(st: GameState, u: int, auto: bool = False) -> None:
    """Order unit ``u`` (``auto``: one of every eligible unit ordered at once)."""
    mode = st.o_mode
    pos = st.upos[u]
    U = st.S.units[u]
    st._a("ordered", st.ordered + (u,))
    cb = mode != M_DUG and not st.ter[pos].no_battle_out
    bat = 0 if mode == M_DUG else (2 if mode == M_AB and U.cls == C_ART else 1)
    if st._j is None:
        # The fast path of simulations: nothing to journal.
        st.u_ord[u] = mode
        st.u_bon[u] = st.o_bonus
        st.u_st[u] = pos
        st.u_mv[u] = -1
        st.u_cb[u] = cb
        st.u_bat[u] = bat
        st.u_or[u] = False
    else:
        st._w(st.u_ord, u, mode)
        st._w(st.u_bon, u, st.o_bonus)
        st._w(st.u_st, u, pos)
        st._w(st.u_mv, u, -1)
        st._w(st.u_cb, u, cb)
        st._w(st.u_bat, u, bat)
        st._w(st.u_or, u, False)
    if st.events is not None: st._ev(f"orders {st._uname(u)}")
    if mode == M_DUG:
        st._w(st.sand, pos, True)
        st._w(st.ter, pos, st.S.terrain_of(pos, st.wire[pos], True))
        if st.events is not None: st._ev(f"{st._uname(u)} digs in: sandbags placed")
    if st.o_medics:
        st._a("b_att", u)
        st._roll(len(st.hands[st.active]) + 1, "medics")
        return
    if not auto and not orderable(st):
        end_orders(st)


def end_orders(st: GameState) -> None:
    """No more orders: the ordered units move (dug-in units neither move nor battle)."""
    for x in st.S.expansions:
        if x.orders_end(st):
            return  # a chance step first (the Air check)
    if st.card == DIG_IN and st.o_mode == M_DUG:
        turn.end_turn(st)  # dug-in units neither move nor battle
        return
    movement.start_moves(st)


def heal(st: GameState, faces: tuple[int, ...]) -> None:
    """Medics & Mechanics' roll: the ordered unit recovers a figure per die of its kind or
    star; one that recovers nothing is not ordered."""
    u = st.b_att
    info = st.S.units[u]
    own = INF if info.cls == C_INF else (ARMOR if info.cls == C_ARMOR else -1)
    n = sum(1 for f in faces if f == own or f == STAR)
    n = min(n, info.figures - st.ufig[u])
    st._a("o_medics", False)
    if n > 0:
        st._w(st.ufig, u, st.ufig[u] + n)
        if st.events is not None:
            st._ev(f"{st._uname(u)} recovers {counted(n, 'figure')}: it may act this turn")
    else:
        if st.events is not None: st._ev(f"{st._uname(u)} recovers nothing")
        st._w(st.u_ord, u, M_NONE)
        st._w(st.u_bon, u, B_NONE)
        st._w(st.u_cb, u, False)
        st._w(st.u_bat, u, 0)
        st._w(st.u_st, u, -1)
        st._a("ordered", ())
    end_orders(st)


def finest_hour(st: GameState, faces: tuple[int, ...]) -> None:
    """Their Finest Hour's roll: a unit of each kind ordered per die of its kind, any unit
    per star, each with a bonus die."""
    caps = (sum(1 for f in faces if f == INF), sum(1 for f in faces if f == ARMOR),
            sum(1 for f in faces if f == STAR))
    U = st.S.units
    elig = {}
    for u in own_units(st):
        m = (1 if U[u].infantry_card else 0) | (2 if U[u].armor_card else 0) | 4
        m &= (1 if caps[0] else 0) | (2 if caps[1] else 0) | (4 if caps[2] else 0)
        if m:
            elig[u] = m
    if st.events is not None:
        st._ev(f"Their Finest Hour: {caps[0]} infantry, {caps[1]} armor, {caps[2]} any")
    begin_orders(st, caps, elig, M_NORMAL, B_ALL)


def feasible(masks: Sequence[int], caps: tuple[int, ...]) -> bool:
    """Whether units eligible for the buckets in ``masks`` (bit b: bucket b) can each take
    a distinct order within the buckets' capacities (a small bipartite matching)."""
    n = len(masks)
    if n > sum(caps):
        return False
    common = -1
    for m in masks:
        common &= m
    for b, c in enumerate(caps):
        if common >> b & 1 and c >= n:
            return True  # one bucket takes them all (every single-bucket card)
    return _matching(tuple(sorted(masks)), caps)


@lru_cache(maxsize=4096)
def _matching(masks: tuple[int, ...], caps: tuple[int, ...]) -> bool:
    left = list(caps)
    order = sorted(masks, key=lambda m: bin(m).count("1"))

    def place(i: int) -> bool:
        if i == len(order):
            return True
        m = order[i]
        for b in range(len(left)):
            if m >> b & 1 and left[b] > 0:
                left[b] -= 1
                if place(i + 1):
                    return True
                left[b] += 1
        return False

    return place(0)
