"""Landing Craft (Air Pack, ``004``): a unit that starts in a landing craft on the ocean
moves with it, 2 hexes on ocean and onto the nearest beach, and lands without a battle.

A landing craft is the ``barge`` rect_terrain of the official files (the Air Pack's "6 new
Landing Craft"; m44-vocabulary.json: "landing barge") under a unit on an ocean hex. It is
not a unit of the game: it has no id, no figures, no medal; the state keeps, per unit,
whether it is aboard (``lc``).

The rules, each with its sentence (004, "Landing Craft"):

- "You may deploy them under any unit in the water, situated on the last line of Ocean
  hexes on the board" — a unit aboard is one on an ocean hex holding a ``barge`` at the
  start (the legality checks report a landing craft elsewhere or without a unit);
- "They (and the unit they carry) can move up to 2 hexes, on Ocean hexes and onto the beach
  hexes that are the closest to shore." — an ordered unit aboard moves 1 or 2 hexes through
  vacant ocean hexes, and may end on a vacant beach hex next to the ocean (the beach's own
  limits and the ocean's "Maximum movement is 1 hex" are the craft's, not the swimmer's);
  whatever the card, the craft's move is the move (Behind Enemy Lines' too); a hex where
  every ground move stops (:func:`~editor.engine.game.expansions.halts`: Ground
  Interdiction) stops the craft too;
- "When they finish their moves on a beach or shore hex, they are automatically removed, at
  no medal cost, and the unit they carried left on the hex they landed on." — the craft is
  gone when its unit ends a move (or a retreat) on land;
- "They have no direct battle capability, and the units they carry may not battle while in
  them or during the turn in which they land on the shore." — a unit aboard has no battle
  (the ocean already forbids battling out of it, so it cannot ambush either) and a landing
  spends the unit's battle;
- "They can also retreat, even on Ocean hexes." — a unit aboard may retreat onto vacant
  ocean hexes;
- "If the unit inside a Landing Craft is eliminated, the Landing Craft is immediately
  removed from the board, but yields no Victory medal, unlike the unit." — the unit's own
  medal only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from editor.engine.scenario import Piece

from . import Expansion, halts

if TYPE_CHECKING:  # pragma: no cover
    from editor.engine.scenario import Scenario

    from ..state import GameState
    from ..tables import Setup

#: The landing craft of the official files (a rect_terrain).
LANDING_CRAFT = "barge"
#: How far a landing craft moves.
CRAFT_MOVE = 2
#: The rules above as this module plays them, in words for players (the briefing says them
#: in its Special Rules).
IN_WORDS = (f"the unit aboard moves with its craft 1 or {CRAFT_MOVE} hexes through vacant "
            "ocean hexes, or onto a vacant beach hex next to the ocean, whatever the card, "
            "and may retreat onto ocean hexes; it may not battle while aboard, nor in the "
            "turn it lands. The craft is removed when its unit lands, and gives no medal "
            "when its unit is eliminated.")


def _family(setup: Setup, i: int, family: str) -> bool:
    return any(f.rules.family == family for f in setup.terrain[i].hex_terrain.features)


class LandingCraft(Expansion):
    """The scenario's landing craft."""

    def __init__(self, setup: Setup, aboard: tuple[int, ...]) -> None:
        self.S = setup
        #: Units that start aboard a landing craft.
        self.aboard = aboard
        n = setup.n
        #: Ocean hexes (a craft moves and retreats on them).
        self.water: tuple[bool, ...] = tuple(_family(setup, i, "ocean") for i in range(n))
        #: Beach hexes next to the ocean: where a craft lands.
        self.shore: tuple[bool, ...] = tuple(
            _family(setup, i, "beach") and any(self.water[m] for m in setup.nbrs[i])
            for i in range(n))

    @classmethod
    def build(cls, setup: Setup) -> LandingCraft | None:
        s = setup.scenario
        aboard = []
        for u in setup.units:
            h = s.hex(setup.coords[u.start])
            if h.rect_terrain is not None and h.rect_terrain.name == LANDING_CRAFT \
                    and not u.flies and _family(setup, u.start, "ocean"):
                aboard.append(u.uid)
        return cls(setup, tuple(aboard)) if aboard else None

    def start(self, st: GameState) -> None:
        lc = [False] * len(self.S.units)
        for u in self.aboard:
            lc[u] = True
        #: Whether each unit is aboard a landing craft.
        st.lc = lc

    def reach(self, st: GameState, u: int, mode: int) -> dict[int, int] | None:
        if not st.lc[u]:
            return None
        S = self.S
        a = st.upos[u]
        occ, water, shore = st.occ, self.water, self.shore
        imp = S.imp[S.units[u].moves_as]
        halt = halts(st)  # Ground Interdiction stops a craft too
        st._cap = CRAFT_MOVE  # the reach cache's radius: a unit moving nearer drops it
        best: dict[int, int] = {}
        frontier = [a]
        for steps in range(1, CRAFT_MOVE + 1):
            nxt = []
            for here in frontier:
                for n in S.nbrs[here]:
                    if n == a or n in best or occ[n] >= 0:
                        continue
                    if water[n]:
                        best[n] = steps * 2  # never a battle: aboard, or landing
                        if halt is None or not halt[n]:
                            nxt.append(n)
                    elif shore[n] and not imp[n]:
                        best[n] = steps * 2
            frontier = nxt
        return best

    def why_not_move(self, st: GameState, u: int, dest: int) -> str | None:
        """Why unit ``u``, aboard, may not move to ``dest`` (``None`` when it may)."""
        if dest in (self.reach(st, u, 0) or {}):
            return None
        return (f"{st.S.name[st.upos[u]]} is aboard a landing craft: it moves up to "
                f"{CRAFT_MOVE} hexes through vacant ocean hexes, and onto the beach hexes "
                f"closest to shore (004)")

    def why_no_battle(self, st: GameState, u: int) -> str | None:
        """Why ordered unit ``u`` may not battle this turn, if its landing craft is the
        reason: "the units they carry may not battle while in them or during the turn in
        which they land on the shore" (``None`` otherwise)."""
        at = st.upos[u]
        if at < 0 or u not in self.aboard:
            return None
        h = st.S.name[at]
        if st.lc[u]:
            return (f"{h} is aboard a landing craft: the unit it carries may not battle while "
                    "in it (004)")
        if st.u_st[u] >= 0 and self.water[st.u_st[u]] and not self.water[at]:
            return (f"{h} landed from its landing craft this turn: the unit it carried may not "
                    f"battle in the turn it lands (004)")
        return None

    def relocated(self, st: GameState, u: int, src: int, dest: int) -> None:
        if st.lc[u] and (dest < 0 or not self.water[dest]):
            st._w(st.lc, u, False)
            if st.events is not None:
                if dest < 0:
                    st._ev(f"the landing craft of {st.S.units[u].label} is removed with it "
                           f"(no medal)")
                else:
                    st._ev(f"{st._uname(u)} lands: its landing craft is removed (no medal)")

    def view_key(self, st: GameState) -> tuple[Any, ...]:
        return tuple(st.lc)

    def view(self, st: GameState, scenario: Scenario) -> None:
        """The craft under the units still aboard, none where a craft has left."""
        S = self.S
        for u in self.aboard:
            c = S.coords[S.units[u].start]
            h = scenario.hex(c)
            if h.rect_terrain is not None and h.rect_terrain.name == LANDING_CRAFT:
                scenario.set_hex(c, replace(h, rect_terrain=None))
        for u in self.aboard:
            if st.lc[u] and st.upos[u] >= 0:
                c = S.coords[st.upos[u]]
                scenario.set_hex(c, replace(scenario.hex(c), rect_terrain=Piece(LANDING_CRAFT)))

    def retreat_water(self, st: GameState, t: int) -> Sequence[bool] | None:
        return self.water if st.lc[t] else None
