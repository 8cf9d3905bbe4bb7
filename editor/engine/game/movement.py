"""Movement: which ordered units may still move, where a unit may go (its reach, a
breadth-first search over the :class:`~editor.engine.game.tables.Setup`'s tables, cached
per unit and order mode), and a unit moving or leaving its hex (``relocate``: sandbags,
sight, objectives and sudden death follow).

A reach is cached in the state (``GameState._rc``) until a unit moves within that unit's
move range (:func:`relocate` drops the entries it may change), and each move action is made
once and shared by every game (:func:`~editor.engine.game.actions.shared`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from . import battle, victory
from .actions import EXIT, MOVE, MOVES_DONE, Action, shared
from .expansions import halts
from .phases import M_AB, M_AGAIN, M_BEL, M_IA, M_NORMAL, MOVES
from .tables import BLOCKS, C_ART, C_INF

if TYPE_CHECKING:  # pragma: no cover
    from .state import GameState

_MOVES_DONE: Final = Action(MOVES_DONE)
#: The move actions offered, keyed by ``a << 12 | b & 4095`` (``b`` may be ``EXIT``, -1).
_MOVE_ACTS: Final[dict[int, Action]] = {}


def movers(st: GameState) -> list[int]:
    """Ordered units that may still move this turn."""
    out = []
    u_mv, pos, u_ord = st.u_mv, st.upos, st.u_ord
    for u in st.ordered:
        # The modes that move: M_NORMAL, M_IA, M_AB and M_BEL.
        if u_mv[u] < 0 and pos[u] >= 0 and M_NORMAL <= u_ord[u] <= M_BEL:
            out.append(u)
    return out


def move_actions(st: GameState) -> list[Action]:
    """The moves of the units that may still move (and an expansion's), then ``moves
    done``."""
    out = []
    u_ord = st.u_ord
    for u in movers(st):
        out += reach_entry(st, u, u_ord[u])[1]
    if out:
        out.append(_MOVES_DONE)
    for x in st.S.expansions:
        x.moves(st, out)
    return out


def start_moves(st: GameState) -> None:
    """The ordered units move (none may: the battles begin)."""
    st._to(MOVES, st.active)
    if not moves_left(st):
        battle.start_battles(st)


def moves_left(st: GameState) -> bool:
    """Whether a unit may still move: an ordered one, or an expansion's (an airplane
    flying in)."""
    return bool(movers(st)) or any(x.moving(st) for x in st.S.expansions)


def reach(st: GameState, u: int, mode: int = M_NORMAL) -> dict[int, tuple[int, bool]]:
    """Where unit ``u`` may move when ordered in ``mode``: ``{hex: (steps, can_battle)}``,
    with :data:`~editor.engine.game.actions.EXIT` when it may leave the board through an
    exit hex. Same rules as :func:`editor.engine.rules.reach` (cards aside)."""
    return {h: (code >> 1, bool(code & 1)) for h, code in reach_codes(st, u, mode).items()}


def reach_codes(st: GameState, u: int, mode: int) -> dict[int, int]:
    """:func:`reach` as ``{hex: steps * 2 + can_battle}``, cached until a unit moves."""
    return reach_entry(st, u, mode)[0]


def reach_entry(st: GameState, u: int, mode: int) -> tuple[dict[int, int], list[Action], int]:
    """The reach of ``u`` and its move actions, cached until a unit near it moves."""
    k = (u, mode)
    r = st._rc.get(k)
    if r is None:
        codes = _search(st, u, mode)
        at = st.upos[u]
        r = st._rc[k] = (codes, [shared(_MOVE_ACTS, at << 12 | (d & 4095), MOVE, at, d)
                                 for d in codes],
                         st._cap)
    return r


# C901 allowed, hot path: the move search, one loop, measured in bench/bench_game.py
def _search(st: GameState, u: int, mode: int) -> dict[int, int]:  # noqa: C901
    """The search behind :func:`reach` (results coded ``steps * 2 + can_battle``)."""
    S = st.S
    for x in S.expansions:
        r = x.reach(st, u, mode)
        if r is not None:
            for y in S.expansions:
                y.reached(st, u, mode, r)
            return r
    info = S.units[u]
    a = st.upos[u]
    cls = info.cls
    T = st.ter
    occ = st.occ
    ignore = mode == M_BEL or mode == M_AGAIN
    if mode == M_IA and cls == C_INF:
        cap, mab = max(info.move, 3), max(info.mab, 2)
    elif mode == M_AB and cls == C_ART:
        cap, mab = 3, 0
    elif ignore:
        cap, mab = 3, (0 if mode == M_AGAIN else 3)
    else:
        cap, mab = info.move, info.mab
    start = T[a]
    # Hexes farther than the cap cannot change this reach (the cache drops the entry
    # when a unit moves within it).
    st._cap = cap
    if not ignore:
        if start.cannot_leave[cls]:
            return {}
        if start.stop_leave:
            cap = 1
        if start.max_move_out < cap:
            cap = start.max_move_out
    best: dict[int, int] = {}
    emask = 1 << info.player
    exits = S.exit_mask
    can_exit = bool(exits[a] & emask) and cap >= 1
    ign_tb = info.ignores_terrain_battle
    if ignore or S.no_move_limits:
        # The cap never changes along a path: a plain breadth-first search is exact
        # (the first visit of a hex has the fewest steps, and battling after a move only
        # gets harder with more steps).
        # Behind Enemy Lines ignores the terrain's stops, not an expansion's (Ground
        # Interdiction).
        stop = ((S.expansions and halts(st)) or S.no_stop) if ignore else \
            (st.stop_rail if info.rail_stopper else st.stop)
        cbok = S.battle_after_any if ign_tb else S.battle_after
        nb = S.pnbrs[info.moves_as]
        later = nb if ignore else S.pnbrs_later[info.moves_as]
        check_exit = S.has_exits
        frontier = [a]
        # ``best`` is also the set of hexes seen: the start hex is never entered again
        # (its own unit occupies it).
        for steps in range(1, cap + 1):
            nxt = []
            code = steps * 2
            cbs = steps <= mab
            expand = steps < cap
            for here in frontier:
                for n in nb[here]:
                    if n in best or occ[n] >= 0:
                        continue
                    best[n] = code + 1 if cbs and cbok[n] else code
                    if expand and not stop[n]:
                        if check_exit and exits[n] & emask:
                            can_exit = True
                        nxt.append(n)
            if not nxt:
                break
            frontier = nxt
            nb = later
    else:
        # Beaches and oceans limit the length of a move that enters them: the cap is
        # part of the search state.
        stop = st.stop_rail if info.rail_stopper else st.stop
        cbok = S.battle_after_any if ign_tb else S.battle_after
        limit = S.max_move
        nb = S.pnbrs[info.moves_as]
        later = S.pnbrs_later[info.moves_as]
        frontier2 = [(a, cap)]
        seen2 = {(a, cap)}
        steps = 0
        while frontier2:
            steps += 1
            nxt2 = []
            for here, hcap in frontier2:
                for n in nb[here]:
                    if occ[n] >= 0 or n == a:
                        continue
                    ncap = limit[n]
                    if ncap > hcap:
                        ncap = hcap
                    if steps > ncap:
                        continue
                    cb = steps <= mab and cbok[n]
                    old = best.get(n)
                    if old is None or (cb and not old & 1):
                        best[n] = steps * 2 + cb
                    if steps >= ncap or stop[n]:
                        continue
                    if exits[n] & emask:
                        can_exit = True
                    key = (n, ncap)
                    if key not in seen2:
                        seen2.add(key)
                        nxt2.append(key)
            frontier2 = nxt2
            nb = later
    if can_exit:
        best[EXIT] = 0
    for x in S.expansions:
        x.reached(st, u, mode, best)
    return best


def move(st: GameState, u: int, dest: int, mode: int) -> None:
    """Unit ``u`` moves to ``dest`` (:data:`~editor.engine.game.actions.EXIT`: off the board
    through an exit hex, a medal), its steps and whether it may still battle noted."""
    if dest == EXIT:
        p = st.S.units[u].player
        if st.events is not None: st._ev(f"{st._uname(u)} leaves the board through an exit hex: "
                                         f"{st._pname(p)} wins a medal")
        st._w(st.u_mv, u, 1)
        relocate(st, u, -1)
        st._w(st.alive, p, st.alive[p] - 1)
        st._w(st.won, p, st.won[p] + 1)
        st._w(st.exited, p, st.exited[p] + 1)
        victory.check(st)
        return
    code = reach_codes(st, u, mode)[dest]
    steps, cb = code >> 1, bool(code & 1)
    if st.events is not None: st._ev(f"{st._uname(u)} moves to {st.S.name[dest]}")
    if mode != M_AGAIN:
        if st._j is None:
            st.u_mv[u] = steps
            st.u_cb[u] = cb
            if not cb:
                st.u_bat[u] = 0
        else:
            st._w(st.u_mv, u, steps)
            st._w(st.u_cb, u, cb)
            if not cb:
                st._w(st.u_bat, u, 0)
    relocate(st, u, dest)


# C901 allowed, hot path: every move, retreat and loss, measured in bench/bench_game.py
def relocate(st: GameState, u: int, dest: int) -> None:  # noqa: C901
    """Move unit ``u`` to ``dest`` (-1: off the board), with sandbags, objectives and
    sudden death; may end the game."""
    S = st.S
    src = st.upos[u]
    rc = st._rc
    if rc:
        # A unit's reach depends on the hexes within its move only.
        ds, dd = S.dist[src], (S.dist[dest] if dest >= 0 else None)
        pos = st.upos
        drop = []
        for k, e in rc.items():
            v = k[0]
            if v == u or ds[pos[v]] <= e[2] or (dd is not None and dd[pos[v]] <= e[2]):
                drop.append(k)
        for k in drop:
            del rc[k]
    if st.sand[src]:
        # "When occupying force leaves sandbags they are removed."
        st._w(st.sand, src, False)
        st._w(st.ter, src, S.terrain_of(src, st.wire[src], False))
        if st.events is not None: st._ev(f"sandbags on {S.name[src]} removed")
    blocks = not st.aloft[u]
    if st._j is None:
        st.upos[u] = dest
        st.occ[src] = -1
        st.sight[src] = st.ter[src].sight
        if dest >= 0:
            st.occ[dest] = u
            if blocks:
                st.sight[dest] = BLOCKS
    else:
        st._w(st.upos, u, dest)
        st._w(st.occ, src, -1)
        st._w(st.sight, src, st.ter[src].sight)
        if dest >= 0:
            st._w(st.occ, dest, u)
            if blocks:
                st._w(st.sight, dest, BLOCKS)
    for x in S.expansions:
        x.relocated(st, u, src, dest)
    at = S.objectives_at
    touched = at[src] or (dest >= 0 and at[dest])
    if touched:
        for ko in at[src] + (at[dest] if dest >= 0 else ()):
            victory.eval_objective(st, ko)
    if touched or (S.sudden_deaths and (S.sudden_at[src] or (dest >= 0 and S.sudden_at[dest]))):
        victory.check(st)

