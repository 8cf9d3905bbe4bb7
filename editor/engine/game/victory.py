"""Objectives and victory: who holds each objective, and the end of the game the instant a
side wins (medals, sudden death, no units left).

The FAQ: "End immediately when a side meets scenario victory conditions": :func:`check`
runs after every change that may win the game (a unit eliminated or leaving through an exit
hex, a move onto or off an objective, a Half-track figure destroyed), and :func:`win`
ends it. The medals a side holds are :meth:`GameState.medals
<editor.engine.game.state.GameState.medals>`; what the objectives are, their hexes and
how they are held, :class:`~editor.engine.game.tables.Setup` read from the scenario.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from .phases import OVER
from ..words import counted

if TYPE_CHECKING:  # pragma: no cover
    from .state import GameState

#: ``winner`` of a game stopped by the turn cap.
DRAW: Final = 2

# How a game ended (``GameState.how``): a medal victory by units eliminated, one that needed
# objective medals, one that needed exit medals; sudden death; a side left with no units;
# the turn cap (a draw).
MEDALS, OBJECTIVES, EXITS, SUDDEN_DEATH, NO_UNITS, TURN_CAP = (
    "medals", "objectives", "exits", "sudden-death", "no-units", "turn-cap")
HOW = (MEDALS, OBJECTIVES, EXITS, SUDDEN_DEATH, NO_UNITS, TURN_CAP)
#: Each way a game ends as reports say it ("won by medals 60%, no enemy unit left 10%").
HOW_WORDS: Final = {MEDALS: "medals", OBJECTIVES: "objectives", EXITS: "exits",
                    SUDDEN_DEATH: "sudden death", NO_UNITS: "no enemy unit left",
                    TURN_CAP: "turn cap"}


def holds(st: GameState, hexes: tuple[int, ...], p: int) -> int:
    """How many of ``hexes`` player ``p``'s ground units stand on (airplanes hold none)."""
    occ, U = st.occ, st.S.units
    nu = len(U)
    n = 0
    for h in hexes:
        v = occ[h]
        if 0 <= v < nu and U[v].player == p and not U[v].flies:
            n += 1
    return n


def eval_objective(st: GameState, k: int) -> None:
    """Objective ``k`` held, captured or lost after a unit came or went."""
    o = st.S.objectives[k]
    holder = st.obj[k]
    if o.permanent and holder >= 0:
        return  # captured for good
    q = [o.player in (None, p) and holds(st, o.hexes, p) >= o.need for p in (0, 1)]
    if o.turn_start:
        new = holder if holder >= 0 and q[holder] else -1  # gained only at turn start
    elif holder >= 0 and q[holder]:
        new = holder
    else:
        new = 0 if q[0] else (1 if q[1] else -1)
    if new != holder:
        st._w(st.obj, k, new)
        if new >= 0:
            if st.events is not None:
                st._ev(f"objective {o.label} {'captured' if o.permanent else 'held'} by "
                       f"{st._sname(new)}")
        else:
            if st.events is not None: st._ev(f"objective {o.label} lost by {st._sname(holder)}")


def held_at_turn_start(st: GameState, p: int) -> None:
    """The objectives player ``p`` gains by holding them at the start of its turn."""
    for k, o in enumerate(st.S.objectives):
        if o.turn_start and (o.player is None or o.player == p) and st.obj[k] != p \
                and holds(st, o.hexes, p) >= o.need:
            st._w(st.obj, k, p)
            if st.events is not None:
                st._ev(f"objective {o.label} held at the start of the turn by {st._sname(p)}")


def check(st: GameState) -> None:
    """End the game the instant a side wins (FAQ: "End immediately when a side meets
    scenario victory conditions")."""
    if st.phase is OVER:
        return
    S = st.S
    order = (st.active, 1 - st.active)
    for p in order:
        m = st.medals(p)
        if m >= S.victory[p]:
            win(st, p, f"{counted(m, 'medal')} (needed {S.victory[p]})", medal_kind(st, p, m))
            return
    for sd in S.sudden_deaths:
        if holds(st, sd.hexes, sd.player) >= sd.need:
            win(st, sd.player, "sudden death: "
                + ", ".join(S.name[h] for h in sd.hexes) + " held", SUDDEN_DEATH)
            return
    for p in order:
        if st.alive[p] <= 0:
            win(st, 1 - p, f"{st._pname(p)} has no units left", NO_UNITS)
            return


def medal_kind(st: GameState, p: int, m: int) -> str:
    """What won a medal victory: ``objectives`` when the winner would be short without
    its objective medals, else ``exits`` when short without its exit medals, else
    ``medals`` (units eliminated)."""
    need = st.S.victory[p]
    objs = st.S.objectives
    held = sum(objs[k].value for k, h in enumerate(st.obj) if h == p)
    if m - held < need:
        return OBJECTIVES
    if m - st.exited[p] < need:
        return EXITS
    return MEDALS


def win(st: GameState, p: int, why: str, how: str) -> None:
    """Player ``p`` wins the game now (``how``: one of :data:`HOW`)."""
    st._a("winner", p)
    st._a("reason", why)
    st._a("how", how)
    st._a("phase", OVER)
    st._a("chance", None)
    if st.events is not None: st._ev(f"{st._pname(p)} wins: {why}")
