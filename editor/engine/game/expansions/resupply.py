"""Half-track Re-supply (Disaster at Dieppe, ``003``): in lieu of battling, an ordered
Half-track gives its figures, one for one, to weakened adjacent friendly ground units.

Notation: ``resupply HEX HEX`` — the Half-track's hex, then the hex of the unit it gives
one figure to (one figure per action; the action may be repeated, for the same unit or
another one, while the Half-track has figures).

The rules, each with its sentence (003):

- "When a Half-Track is adjacent to a friendly ground unit that is weakened, i.e. that no
  longer has the full figure count it had at the start of the scenario, the Half-track may
  re-supply that ground unit instead of battling." — an ordered Half-track that still has
  its battle (it has not battled, and moved nowhere it may not battle from);
- "The Re-Supply Action takes place during the Battle phase" — a decision of the battle
  phase, beside ``battle`` and ``battles done``;
- "For each Half-Track figure removed by the player from its Half-Track unit, one figure
  (of the correct type) is returned to a weakened adjacent friendly ground unit. A
  re-supplied unit may not gain more figures than it had at the start of the game.";
- "More than one adjacent weakened unit may be re-supplied from the same Half-Track unit
  during this phase, but none of the units being re-supplied nor the Half-Track unit can
  battle this turn." — the Half-track's battle is spent at its first re-supply; a unit
  re-supplied loses its battle; a unit that has battled this turn is not re-supplied
  (it could no longer "not battle this turn");
- "Half-Track figures that are used to re-supply an adjacent friendly unit are removed
  from the game, and never count toward a Medal for the opponent." — a Half-track that
  gives its last figure leaves the board at no medal;
- "Units that are formed of a single figure (e.g. Snipers, Airplanes on the ground,
  etc...), Trains, and Landing Crafts can never be re-supplied." — a unit of one figure at
  the start, and airplanes, never are;
- "A Half-Track unit may move before it re-supplies a weakened unit and a weakened unit
  may move before it is re-supplied." — adjacency is where both stand in the battle phase.

Reading: the unit card gives the ability to every Half-track ("When adjacent to weakened
friendly unit, may Re-supply it in lieu of battling."), so a scenario with Half-tracks
plays Re-supply without a switch ("When Re-supply rules are in effect, any vehicle with
this ability may Re-supply" names no other vehicle of our sources).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import movement, victory
from ..actions import RESUPPLY, Action, make
from ...words import counted
from . import Expansion

if TYPE_CHECKING:  # pragma: no cover
    from ..state import GameState
    from ..tables import Setup


class Resupply(Expansion):
    """Re-supply by the scenario's Half-tracks."""

    kinds = frozenset({RESUPPLY})

    def __init__(self, setup: Setup) -> None:
        self.S = setup
        #: The Half-tracks (unit ids).
        self.trucks = tuple(u.uid for u in setup.units if u.profile.resupplies)

    @classmethod
    def build(cls, setup: Setup) -> Resupply | None:
        x = cls(setup)
        return x if x.trucks else None

    def start(self, st: GameState) -> None:
        n = len(self.S.units)
        #: The turn in which the unit last battled / re-supplied / was re-supplied (0: never).
        st.rs_battled = [0] * n
        st.rs_gave = [0] * n
        st.rs_got = [0] * n

    def declared(self, st: GameState, u: int, t: int) -> None:
        st._w(st.rs_battled, u, st.turn)

    def can_give(self, st: GameState, h: int) -> bool:
        """Whether the Half-track ``h`` may re-supply now (figures aside): not once it has
        been re-supplied this turn, even if it had begun, since a re-supplied unit "cannot
        battle this turn" and re-supply is done "instead of battling" (003): two Half-tracks
        that had both begun passed a figure back and forth without end, and the turn with
        them (docs/GAME.md, readings)."""
        if st.upos[h] < 0 or h not in st.ordered or st.rs_got[h] == st.turn:
            return False
        if st.rs_gave[h] == st.turn:
            return True  # already re-supplying this turn: it may go on
        return st.u_bat[h] > 0 and st.u_cb[h] and st.rs_battled[h] != st.turn

    def can_receive(self, st: GameState, h: int, t: int) -> bool:
        """Whether unit ``t`` may take a figure from the Half-track ``h``."""
        S = self.S
        info = S.units[t]
        return (t != h and info.player == S.units[h].player and st.upos[t] >= 0
                and not info.flies and info.figures > 1 and st.ufig[t] < info.figures
                and st.rs_battled[t] != st.turn
                and S.dist[st.upos[h]][st.upos[t]] == 1)

    def battle_actions(self, st: GameState) -> list[Action]:
        out = []
        S = self.S
        occ, nu = st.occ, len(S.units)
        for h in self.trucks:
            if S.units[h].player != st.active or not self.can_give(st, h):
                continue
            at = st.upos[h]
            for n in S.nbrs[at]:
                t = occ[n]
                if 0 <= t < nu and self.can_receive(st, h, t):
                    out.append(make(RESUPPLY, at, n))
        return out

    def dispatch(self, st: GameState, a: Action) -> None:
        h, t = st.occ[a.a], st.occ[a.b]
        st._w(st.rs_gave, h, st.turn)
        st._w(st.rs_got, t, st.turn)
        st._w(st.u_bat, h, 0)
        if t in st.ordered:
            st._w(st.u_bat, t, 0)
        st._w(st.ufig, t, st.ufig[t] + 1)
        left = st.ufig[h] - 1
        st._w(st.ufig, h, left)
        if st.events is not None:
            st._ev(f"{st._uname(h)} re-supplies {st._uname(t)}: {st.ufig[t]} figures, "
                   f"{counted(left, 'Half-track figure')} left")
        if left == 0:
            p = self.S.units[h].player
            if st.events is not None:
                st._ev(f"{st._uname(h)} has given its last figure: removed, no medal")
            movement.relocate(st, h, -1)
            st._w(st.alive, p, st.alive[p] - 1)
            victory.check(st)
