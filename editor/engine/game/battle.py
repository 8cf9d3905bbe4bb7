"""Battles: the dice a unit rolls and whom it may target, a battle declared (and Ambush
answering a close assault), the result of the dice (hits, flags, the Patrol Cars'
re-roll), retreats and losses, taking ground and Armor Overrun, wire removed instead of
battling, the end of the battles (Behind Enemy Lines' second move), and the card battles
of Air Power and Barrage.

The dice are a chance step: a battle asks for them (``GameState._roll``), and the roll
comes back to :func:`result` by the state's dispatch; the rest of a battle follows from
there (:func:`after_result`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from editor.engine.board import Side

from . import movement, turn, victory
from .actions import (BATTLE, BATTLES_DONE, CLEAR, RETREAT, TARGET, TARGETS_DONE, Action,
                      make, shared)
from .cards import AMBUSH, BARRAGE, BEHIND_ENEMY_LINES
from .dice import FLAG, GRENADE, STAR
from .phases import (AMBUSH_PHASE, B_ALL, B_CLOSE, B_FIRST, BATTLES, K_AIR, K_AMBUSH,
                     K_BARRAGE, K_EXP, K_NORMAL, M_BEL, M_FF, MOVE_AGAIN, OVER, OVERRUN,
                     RETREAT_PHASE, TAKE)
from .tables import C_ART
from ..words import counted

if TYPE_CHECKING:  # pragma: no cover
    from .state import GameState

_BATTLES_DONE: Final = Action(BATTLES_DONE)
#: The battle actions offered, keyed by ``a << 12 | b`` (:func:`.actions.shared`).
_BATTLE_ACTS: Final[dict[int, Action]] = {}


def adjacent_enemy(st: GameState, u: int) -> bool:
    """Whether an enemy unit that may be targeted stands next to unit ``u`` (Close Assault
    orders it, Firefight does not)."""
    occ, S, aloft, carriers = st.occ, st.S, st.aloft, st.S.has_carrier
    enemy = S.is_target[S.units[u].player]
    for n in S.nbrs[st.upos[u]]:
        v = occ[n]
        if enemy[v] and not aloft[v] and not (carriers and shielded(st, v)):
            return True
    return False


def shielded(st: GameState, v: int) -> bool:
    """Whether unit ``v`` may not be targeted: an airplane in flight, or one on an
    aircraft carrier ("Airplanes on Aircraft Carriers cannot be targeted directly", 004).
    Neither forces a close assault."""
    at = st.upos[v]
    return st.aloft[v] or (at >= 0 and st.S.carrier[at] and st.S.units[v].flies)


def battle_actions(st: GameState) -> list[Action]:
    """The battles the ordered units may still fight (wire removed, an expansion's actions),
    then ``battles done``."""
    pos = st.upos
    out = [shared(_BATTLE_ACTS, pos[u] << 12 | pos[t], BATTLE, pos[u], pos[t])
           for u in st.ordered if pos[u] >= 0 and st.u_bat[u] > 0 and st.u_cb[u]
           for t, _, _ in targets(st, u)]
    if st.S.has_wire:
        out += clear_actions(st)
    for x in st.S.expansions:
        out += x.battle_actions(st)
    if out:
        out.append(_BATTLES_DONE)
    return out


def start_battles(st: GameState) -> None:
    """The moves are over: the ordered units battle. When none can (no target, no wire to
    remove), the turn ends with no decision to take, and the account says why."""
    battle_phase(st)
    if st.events is not None and st.ordered and not battle_actions(st):
        st._ev("no ordered unit can battle")


def battle_phase(st: GameState) -> None:
    """Back to the battle phase (a battle resolved, or declined)."""
    st._to(BATTLES, st.active)


def protection(st: GameState, u: int, t: int) -> int:
    """The dice unit ``t``'s terrain takes from unit ``u``'s battle (none from artillery's),
    by the height of ``u``'s hex against ``t``'s; Ground Support aside. :func:`dice` does
    the same inline: a call there cost random and greedy play a tenth of their speed
    (``make bench``'s speedup rows, 3.2x and 3.4x against 3.6x and 3.8x)."""
    info = st.S.units[u]
    if info.cls == C_ART:
        return 0
    ta, tb = st.ter[st.upos[u]], st.ter[st.upos[t]]
    return tb.prot[info.cls * 4 + st.S.units[t].player * 2 + (ta.height < tb.height)]


def dice(st: GameState, u: int, t: int, d: int, bonus: int = 0) -> int:
    """Battle dice of unit ``u`` against unit ``t`` at distance ``d`` (≤ 0: none), the
    terrain reductions and battle-out penalties applied, ``bonus`` dice added."""
    info = st.S.units[u]
    ta = st.ter[st.upos[u]]
    n = info.dice[d - 1] + bonus - ta.out[info.cls]
    if info.cls != C_ART:
        tb = st.ter[st.upos[t]]
        # (protection(), inline: the hot path)
        prot = tb.prot[info.cls * 4 + st.S.units[t].player * 2 + (ta.height < tb.height)]
        if prot and d == 1 and st.S.expansions and \
                any(x.unprotected(st, u, t) for x in st.S.expansions):
            prot = 0  # the Air rules' Ground Support
        n -= prot
    return n


def bonus(st: GameState, u: int, close: bool, overrun: bool) -> int:
    """The bonus dice of unit ``u``'s order (its card's: ``B_*``) in this battle."""
    b = st.u_bon[u]
    if b == B_ALL:
        return 1
    if b == B_CLOSE:
        return 1 if close else 0
    if b == B_FIRST:
        return 0 if overrun else 1
    return 0


# C901 allowed, hot path: every battle's targets, measured in bench/bench_game.py
def targets(st: GameState, u: int, overrun: bool = False  # noqa: C901
            ) -> list[tuple[int, int, int]]:
    """``(target unit, dice, distance)`` for each enemy unit ``u`` may battle now."""
    S = st.S
    U = S.units
    info = U[u]
    a = st.upos[u]
    ter = st.ter
    ta = ter[a]
    by_range = info.dice
    if ta.no_battle_out or not by_range:
        return []
    me = info.player
    # (the hot loops test ``aloft`` first: :func:`shielded` only where a carrier is)
    occ, aloft, carriers = st.occ, st.aloft, S.has_carrier
    enemy = S.is_target[me]
    adj = []
    for n in S.nbrs[a]:
        v = occ[n]
        if enemy[v] and not aloft[v] and not (carriers and shielded(st, v)):
            adj.append(v)
    # The dice of :func:`dice`, spelled out for the loops below: by range, less the
    # battle-out penalty, less the target's terrain protection (not for artillery).
    cls = info.cls
    pi = -1 if cls == C_ART else cls * 4 + (1 - me) * 2
    height = ta.height
    out = []
    if adj:
        if st.u_ord[u] == M_FF:
            return []  # Firefight: fire only, never close assault
        base = by_range[0] + bonus(st, u, True, overrun) - ta.out[cls]
        pos = st.upos
        xs = S.expansions
        for v in adj:
            n = base
            if pi >= 0:
                tb = ter[pos[v]]
                prot = tb.prot[pi + (height < tb.height)]
                if prot and xs and any(x.unprotected(st, u, v) for x in xs):
                    prot = 0  # the Air rules' Ground Support (as in :func:`dice`)
                n -= prot
            if n > 0:
                out.append((v, n, 1))
        return out
    dist = S.dist[a]
    rng = len(by_range)
    pos = st.upos
    los = info.needs_los
    base = bonus(st, u, False, overrun) - ta.out[cls]
    can_see = st.can_see
    for v in S.targetable[me]:
        b = pos[v]
        if b < 0:
            continue
        if aloft[v] or (carriers and shielded(st, v)):
            continue
        d = dist[b]
        if d > rng:
            continue
        if los and d > 1 and not can_see(a, b):
            continue
        n = by_range[d - 1] + base
        if pi >= 0:
            tb = ter[b]
            n -= tb.prot[pi + (height < tb.height)]
        if n > 0:
            out.append((v, n, d))
    return out


def declare(st: GameState, u: int, t: int, overrun: bool = False) -> None:
    """Unit ``u`` battles unit ``t`` (an Armor Overrun when ``overrun``): its dice rolled,
    unless the defender may answer with Ambush first."""
    S = st.S
    a, b = st.upos[u], st.upos[t]
    d = S.dist[a][b]
    close = d == 1
    n = dice(st, u, t, d, bonus(st, u, close, overrun))
    if not overrun:
        st._w(st.u_bat, u, st.u_bat[u] - 1)
    for x in S.expansions:
        x.declared(st, u, t)
    st._a("b_att", u)
    st._a("b_tgt", t)
    st._a("b_from", a)
    st._a("b_thex", b)
    st._a("b_dice", n)
    st._a("b_close", close)
    st._a("b_over", overrun)
    st._a("b_kind", K_NORMAL)
    if st.events is not None:
        st._ev(f"{st._uname(u)} {'overruns' if overrun else 'battles'} {st._uname(t)}"
               f"{' in close assault' if close else ''}: {counted(n, 'die', 'dice')}")
    opp = 1 - st.active
    if close and AMBUSH in st.hands[opp] and may_ambush(st, u, t):
        st._to(AMBUSH_PHASE, opp)
        return
    st._roll(n, "battle")


def may_ambush(st: GameState, u: int, t: int) -> bool:
    """Whether unit ``t`` could answer a close assault by ``u`` with Ambush, were the
    card in its player's hand: it battles first, so it must be able to battle out of
    its hex and roll a die against ``u`` (hot-seat play asks the defender whenever this
    holds, so that being asked tells nothing of the hand)."""
    S = st.S
    b = st.upos[t]
    return (S.dist[st.upos[u]][b] == 1 and not S.units[t].flies
            and not st.ter[b].no_battle_out and bool(S.units[t].dice)
            and dice(st, t, u, 1, 0) > 0)


def ambush(st: GameState) -> None:
    """The defender plays Ambush: it battles first."""
    opp = 1 - st.active
    hand = list(st.hands[opp])
    hand.remove(AMBUSH)
    st._w(st.hands, opp, hand)
    st._a("discard", st.discard + [AMBUSH])
    st._a("ambushed", True)
    t, u = st.b_tgt, st.b_att
    n = dice(st, t, u, 1, 0)
    st._a("b_kind", K_AMBUSH)
    if st.events is not None:
        st._ev(f"{st._pname(opp)} plays Ambush: {st._uname(t)} battles first, "
               f"{counted(n, 'die', 'dice')}")
    st._roll(n, "ambush")


def result(st: GameState, t: int, faces: tuple[int, ...], star: bool, ignorable: bool) -> None:
    """The dice rolled against unit ``t``: its hits and flags (``star``: stars hit, as Air
    Power's; ``ignorable``: a flag may be ignored, as terrain and units allow)."""
    info = st.S.units[t]
    mask = info.hit_mask | ((1 << STAR) if star else 0)
    hits = 0
    flags = 0
    for f in faces:
        if mask >> f & 1:
            hits += 1
        elif f == FLAG:
            flags += 1
    if st.events is not None and not hits and not flags:
        st._ev(f"no hit on {st._uname(t)}")
    if info.profile.hits_rerolled and hits:
        # 003 of Patrol Cars: "The enemy re-rolls all battle dice that score a hit. One hit
        # is confirmed for each re-roll that is a Grenade."
        st._a("res", (t, hits, flags, ignorable))
        st._roll(hits, "reroll")
        return
    hits_and_flags(st, t, hits, flags, ignorable)


def rerolled(st: GameState, faces: tuple[int, ...]) -> None:
    """The re-roll of the hits on Patrol Cars: one hit confirmed per Grenade (003)."""
    t, _, flags, ign = st.res
    hits = sum(1 for f in faces if f == GRENADE)
    if st.events is not None: st._ev(f"{counted(hits, 'hit')} confirmed on the Patrol Cars")
    hits_and_flags(st, t, hits, flags, ign)


def hits_and_flags(st: GameState, t: int, hits: int, flags: int, ignorable: bool) -> None:
    """Unit ``t`` loses ``hits`` figures, then retreats for ``flags`` (its player chooses
    where when it may end the retreat on several hexes)."""
    by = 1 - st.S.units[t].player
    if hits:
        lose(st, t, hits, by)
        if st.phase is OVER:
            return
    if flags and st.upos[t] >= 0 and st.S.units[t].flies:
        # An airplane battled is on the ground (airborne ones are never targeted): 004
        # "It is eliminated if 1 Grenade is rolled against it", and it leaves its hex
        # only by taking off when its player orders it. Flags do not move it.
        if st.events is not None:
            st._ev(f"{st._uname(t)} is on the ground: the flags do not move it")
        flags = 0
    if st.upos[t] >= 0 and flags:
        eff = flags
        if ignorable and ignores_flag(st, t):
            eff -= 1
            if st.events is not None: st._ev(f"{st._uname(t)} ignores one flag")
        if eff > 0:
            ends = retreat_ends(st, t, eff)
            lost = ends[0][1]
            if lost >= st.ufig[t]:
                retreat(st, t, ends[0][0], lost)
                return
            if len(ends) == 1:
                st.auto_taken.append(Action(RETREAT, ends[0][0]))
                retreat(st, t, ends[0][0], lost)
                return
            st._a("r_unit", t)
            st._a("r_ends", tuple(ends))
            st._to(RETREAT_PHASE, st.S.units[t].player)
            return
    after_result(st)


def ignores_flag(st: GameState, t: int) -> bool:
    """Whether unit ``t`` may ignore one flag (its kind, or the terrain it stands on)."""
    info = st.S.units[t]
    return info.ignores_flag or st.ter[st.upos[t]].flag_ign[info.cls * 2 + info.player]


def retreat_ends(st: GameState, t: int, eff: int) -> list[tuple[int, int]]:
    """``(end hex, figures lost)`` for each place the unit may end a retreat of ``eff``
    flags (the longest routes only: the FAQ), as :func:`editor.engine.rules.retreat`."""
    S = st.S
    info = S.units[t]
    a = st.upos[t]
    back = S.back[info.player]
    way = info.moves_as
    T = st.ter
    occ = st.occ
    most = eff * info.retreat_per_flag
    water = None
    for x in S.expansions:
        water = water or x.retreat_water(st, t)
    cliffs = S.cliff_steps[way]  # up or down a cliff from the shore (003)
    layers = [[a]]
    while len(layers) <= most:
        nxt = set()
        for c in layers[-1]:
            for m in back[c]:
                if occ[m] < 0 and not T[m].imp[way] and (not T[m].no_retreat
                                                         or (water and water[m])) \
                        and not (cliffs and c << 12 | m in cliffs):
                    nxt.add(m)
        if not nxt:
            break
        layers.append(sorted(nxt))
    longest = len(layers) - 1
    if info.retreat_per_flag > 1 and longest >= eff:
        return [(c, 0) for k in range(eff, longest + 1) for c in layers[k]]
    lost = min(eff - longest, st.ufig[t])
    return [(c, lost) for c in layers[longest]]


def retreat(st: GameState, t: int, end: int, lost: int) -> None:
    """Unit ``t`` retreats to ``end``, losing ``lost`` figures for the hexes it could not
    retreat."""
    by = 1 - st.S.units[t].player
    if lost:
        if st.events is not None:
            st._ev(f"{st._uname(t)} cannot complete its retreat: loses {counted(lost, 'figure')}")
        lose(st, t, lost, by)
        if st.phase is OVER:
            return
    if st.upos[t] >= 0 and end != st.upos[t]:
        if st.events is not None: st._ev(f"{st._uname(t)} retreats to {st.S.name[end]}")
        movement.relocate(st, t, end)
        if st.phase is OVER:
            return
    after_result(st)


def lose(st: GameState, t: int, n: int, by: int) -> None:
    """Unit ``t`` loses ``n`` figures to player ``by`` (the last one: eliminated, a medal,
    or a third of one for a Half-track's figure: its profile's ``figures_per_medal``)."""
    info = st.S.units[t]
    figs = st.ufig[t]
    n = min(n, figs)
    by_figures = info.profile.figures_per_medal > 0
    if by_figures:
        st._w(st.htf, by, st.htf[by] + n)
    st._w(st.ufig, t, figs - n)
    if figs - n > 0:
        if st.events is not None:
            st._ev(f"{st._uname(t)} loses {counted(n, 'figure')}, {figs - n} left")
        if by_figures:
            victory.check(st)
        return
    p = info.player
    if st.events is not None: st._ev(f"{st._uname(t)} is eliminated")
    movement.relocate(st, t, -1)
    if not info.flies:  # ``alive`` counts the ground units
        st._w(st.alive, p, st.alive[p] - 1)
    if not by_figures:
        st._w(st.won, by, st.won[by] + info.medal_value)
    victory.check(st)


def after_result(st: GameState) -> None:
    """What follows a battle's result, by the kind of battle: taking ground, the attack
    after an Ambush, the next Air Power target, an expansion's battle, the end of turn."""
    kind = st.b_kind
    if kind == K_NORMAL:
        u = st.b_att
        vac = st.b_thex
        if st.b_close and st.occ[vac] < 0 and st.upos[u] == st.b_from \
                and can_take(st, u, vac):
            st._to(TAKE, st.active)
            return
        battle_phase(st)
    elif kind == K_AMBUSH:
        u = st.b_att
        if st.upos[u] == st.b_from:
            st._a("b_kind", K_NORMAL)
            if st.events is not None:
                st._ev(f"{st._uname(u)} goes on with its attack: "
                       f"{counted(st.b_dice, 'die', 'dice')}")
            st._roll(st.b_dice, "battle")
        else:
            if st.events is not None: st._ev("the attack is cancelled")
            battle_phase(st)
    elif kind == K_AIR:
        st._a("air_i", st.air_i + 1)
        next_air(st)
    elif kind == K_EXP:
        for x in st.S.expansions:
            if x.after_result(st):
                return
    else:
        turn.end_turn(st)


def can_take(st: GameState, u: int, vac: int) -> bool:
    """Whether unit ``u`` may take ground in the hex ``vac`` it vacated by battle."""
    info = st.S.units[u]
    if not info.take_ground:
        return False
    t = st.ter[vac]
    if t.imp[info.moves_as]:
        return False
    cliffs = st.S.cliff_steps[info.moves_as]
    if cliffs and st.upos[u] << 12 | vac in cliffs:
        return False  # up or down a cliff from the shore (003)
    if st.S.expansions and any(x.holds_ground(st, u, vac) for x in st.S.expansions):
        return False  # the Air rules' Ground Interdiction: it cannot move this turn
    # A hedgerow only from a hex adjacent at the start of the turn.
    return not t.adj_only or st.S.dist[st.u_st[u]][vac] == 1


def take_ground(st: GameState) -> None:
    """The attacker takes ground (then armor may overrun)."""
    u, vac = st.b_att, st.b_thex
    info = st.S.units[u]
    if st.events is not None: st._ev(f"{st._uname(u)} takes ground at {st.S.name[vac]}")
    movement.relocate(st, u, vac)
    if st.phase is OVER:
        return
    t = st.ter[vac]
    if info.overrun and not st.b_over and not st.u_or[u] and not t.no_battle_out \
            and (info.ignores_terrain_battle or not t.no_battle_enter) \
            and not (st.S.expansions
                     and any(x.no_battle_at(st, u, vac) for x in st.S.expansions)):
        st._w(st.u_or, u, True)
        st._to(OVERRUN, st.active)
        return
    battle_phase(st)


def clear_actions(st: GameState) -> list[Action]:
    """``clear HEX`` for each ordered unit standing on wire it may remove now: one that
    may still battle (infantry removes it instead, armor and then battles)."""
    out = []
    U = st.S.units
    for u in st.ordered:
        at = st.upos[u]
        if at >= 0 and st.wire[at] and st.u_bat[u] > 0 and st.u_cb[u] \
                and st.ter[at].remove[U[u].cls] and U[u].profile.removes_obstacles:
            # 003: "Wire - Patrol Cars may not remove wire." (they are infantry else)
            out.append(make(CLEAR, at, None))
    return out


def clear_wire(st: GameState, u: int) -> None:
    """Remove the wire under ``u``: "Infantry may remove the wire instead of battling.
    Armor may remove the wire and battle." (000)"""
    S = st.S
    at = st.upos[u]
    keeps_battle = st.ter[at].remove[S.units[u].cls] == 2
    st._w(st.wire, at, False)
    t = S.terrain_of(at, False, st.sand[at])
    st._w(st.ter, at, t)
    st._w(st.stop, at, t.stop)
    st._w(st.stop_rail, at, t.stop or t.rail)
    st._rc = {}  # wire stopped moves through this hex
    if not keeps_battle:
        st._w(st.u_bat, u, 0)
    if st.events is not None: st._ev(f"{st._uname(u)} removes the wire")


def end_battles(st: GameState) -> None:
    """The battles are over: Behind Enemy Lines' second move, or the end of the turn."""
    if st.card == BEHIND_ENEMY_LINES:
        for u in st.ordered:
            if st.u_ord[u] == M_BEL and st.upos[u] >= 0:
                st._a("b_att", u)
                st._to(MOVE_AGAIN, st.active)
                return
    turn.end_turn(st)


def target_actions(st: GameState) -> list[Action]:
    """Air Power's targets (up to four adjacent enemy units) or Barrage's (one)."""
    S = st.S
    U = S.units
    me = st.active
    pos = st.upos
    chosen = st.air
    if st.card == BARRAGE:
        if chosen:
            return []
        cands = [v for v in range(len(U)) if pos[v] >= 0 and U[v].player != me
                 and not shielded(st, v)]
        return [Action(TARGET, pos[v]) for v in cands]
    if len(chosen) >= 4:
        return []
    if not chosen:
        cands = [v for v in range(len(U)) if pos[v] >= 0 and U[v].player != me
                 and not shielded(st, v)]
    else:
        last = pos[chosen[-1]]
        nu = len(U)
        cands = [v for n in S.nbrs[last] for v in (st.occ[n],)
                 if 0 <= v < nu and U[v].player != me and not shielded(st, v)
                 and v not in chosen]
    out = [Action(TARGET, pos[v]) for v in sorted(cands)]
    if chosen:
        out.append(Action(TARGETS_DONE))
    return out


def target(st: GameState, hex_: int) -> None:
    """The unit on ``hex_`` is targeted by Air Power or Barrage."""
    v = st.occ[hex_]
    st._a("air", st.air + (v,))
    if st.events is not None: st._ev(f"targets {st._uname(v)}")
    if st.card == BARRAGE:
        st._a("b_kind", K_BARRAGE)
        st._roll(4, "barrage")
    elif len(st.air) >= 4:
        resolve_air(st)


def resolve_air(st: GameState) -> None:
    """Air Power's targets are chosen: the dice are rolled against each in turn."""
    st._a("b_kind", K_AIR)
    st._a("air_i", 0)
    next_air(st)


def next_air(st: GameState) -> None:
    """The dice against Air Power's next target still on the board (none: the turn ends)."""
    while st.air_i < len(st.air) and st.upos[st.air[st.air_i]] < 0:
        st._a("air_i", st.air_i + 1)
    if st.air_i >= len(st.air):
        turn.end_turn(st)
        return
    # "roll 2 dice per hex if the Allies play it, 1 per hex for the Axis"
    n = 2 if st.S.sides[st.active] is Side.ALLIES else 1
    st._roll(n, "air")

