"""The Air rules (Air Pack, ``004``): Air Sortie cards, airplanes flown, landed and lost, the
Air check, and the Air Battle Special Actions, switched on per scenario
(``game_info.options.air_rules``, read by :mod:`editor.engine.air_rules`).

Notation (``docs/GAME.md``, the action table):

- ``sortie`` — play a face-up Air Sortie card: a fresh airplane flies in (an airborne one of
  the player leaves the board first, at no medal cost); ``sortie HEX`` — the Air Sortie
  orders the player's airplane on HEX, with no Air check: the airborne one, or, when none
  is airborne, a landed one, which takes off;
  ``sortie air-power [HEX]`` — Air Power played as an Air Sortie (the Air rules make it one);
  ``sortie recon-left [HEX]`` — a Recon card as an Air Sortie equivalent under Air Strikes
  rules; ``sortie counter-attack [HEX]`` — Counter-Attack copying an Air Sortie (a Recon
  card's in its section, mirrored);
- ``sortie with probe-left`` — an Air Sortie played with a one-section card: a fresh
  airplane flies in from an edge hex of that section, using one of the card's orders;
  ``sortie with general-advance left`` — with a card of several sections, the section it
  flies in by (one of that section's orders); ``sortie with probe-left E5`` /
  ``sortie with general-advance left E5`` — the Air Sortie orders the airplane on E5 (the
  airborne one, or a landed one; in that section, with no Air check) and the card's other
  orders the ground units;
- ``enter HEX`` — the airplane flying in ends its move on HEX (vacant, within 3 hexes of a
  full edge hex: the edge hex is the first of its 4);
- ``launch HEX DEST`` — an airplane takes off from the Ready-to-Take-off markers on HEX
  (ordered like the airplane on the ground there) and ends its move on DEST;
- ``land HEX DEST`` — the airplane on HEX ends its move on DEST, a friendly airfield or
  carrier holding friendly Ready-to-Take-off markers only, and lands among them (it is the
  model on the ground there, the markers' airplanes take off first); ``enter DEST`` and
  ``launch HEX DEST`` may end there too;
- ``strafe HEX H1 .. Hk`` / ``strafe edge H1 .. Hk`` — the airplane flies over H1..Hk (each
  next to the one before, never twice over a hex) and ends on Hk (vacant); one die is rolled
  at each enemy unit on H1..Hk-1;
- ``kamikaze HEX T`` / ``kamikaze edge T`` — the Zero flies next to the enemy ground unit on
  T and dives on it;
- ``rescue HEX T`` / ``rescue edge T`` — the Storch flies next to the friendly one-figure
  infantry unit on T and takes it off the board;
- an airplane ordered by a card moves with ``move HEX HEX`` (1 to 4 hexes, over anything, to
  a vacant hex; ending on a friendly airfield or carrier lands it).

The rules each with its sentence, and the readings, are in ``docs/GAME.md`` ("Air rules").
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from editor.engine.air_rules import (AIRFIELDS, CARRIER, CARRIERS, GROUND_SUPPORT, INTERDICTION,
                                     KAMIKAZE, MODELS, READY, RECON, RESCUE, STRAFING, Model,
                                     air_settings, nation_of, ready_markers, starting_model)
from editor.engine.board import Coord, Side
from editor.engine.scenario import Scenario

from .. import battle, movement, orders, victory
from ..actions import Action, IllegalActionError, make
from ..cards import (AIR_POWER, AIR_SORTIE, ALL, COUNTER_ATTACK, DIRECT_FROM_HQ, FINEST_HOUR,
                     KINDS, SECTION_NAMES, kind_of)
from ..cards import key as card_key
from ..dice import GRENADE
from ..phases import B_NONE, CARD, K_EXP, K_NORMAL, M_AGAIN, M_NORMAL, MOVES
from ...words import counted
from . import Expansion

if TYPE_CHECKING:  # pragma: no cover
    from ..state import GameState
    from ..tables import Setup

SORTIE = "sortie"
LAUNCH = "launch"
SORTIE_WITH = "sortie-with"
ENTER = "enter"
STRAFE = "strafe"
DIVE = "kamikaze"
PICK_UP = "rescue"
LAND = "land"
#: ``a`` of an action by the airplane flying in (notation ``edge``).
EDGE = -2
#: Airplanes in reserve per player (off the board until an Air Sortie flies one in).
RESERVE = 2
#: An airborne airplane's move, and the moves after the first (edge) hex of a sortie.
FLY = 4
_SUFFIX = {"us": "plnus", "brit": "plnbrit", "ru": "plnru", "ger": "plnger", "jp": "plnjp"}


def _plane_name(s: Scenario, side: Side) -> str:
    return _SUFFIX.get(nation_of(s, side), "plnus" if side is Side.ALLIES else "plnger")


def _markers(s: Scenario) -> list[tuple[Coord, Side, int]]:
    """The Ready-to-Take-off markers the game plays: on an airfield or a carrier."""
    out = []
    for c in sorted(s.hexes):
        h = s.hexes[c]
        m = ready_markers(h)
        if m is not None and s.board.contains(c) and (
                (h.terrain is not None and h.terrain.name in AIRFIELDS)
                or (h.rect_terrain is not None and h.rect_terrain.name in CARRIERS)) and (
                h.unit is None or (h.unit.type == "pln" and h.unit.side == m[0])):
            out.append((c, m[0], m[1]))
    return out


def reserve_planes(s: Scenario) -> list[tuple[str, int]]:
    """The airplanes an Air Sortie or a Ready-to-Take-off marker flies in: ``(unit name,
    player)``, :data:`RESERVE` per player and one per marker of his side, of the nation
    its side flies, when the Air rules are in effect."""
    if not air_settings(s).on:
        return []
    gi = s.game_info
    out = []
    marks = _markers(s)
    for p, side in enumerate((gi.side_player1, gi.side_player2)):
        n = RESERVE + sum(k for _, sd, k in marks if sd == side)
        out += [(_plane_name(s, side), p)] * n
    return out


def ready_stacks(s: Scenario) -> list[tuple[Coord, str, int]]:
    """The hexes of Ready-to-Take-off markers with no airplane model on them: each is played
    as an airplane on the ground of the markers' side (``(hex, unit name, player)``)."""
    if not air_settings(s).on:
        return []
    gi = s.game_info
    out = []
    for c, side, _ in _markers(s):
        p = gi.player_of(side)
        if s.hexes[c].unit is None and p is not None:
            out.append((c, _plane_name(s, side), p - 1))
    return out


def _mirror(bits: int) -> int:
    """Section bits seen from the other side of the table: "his left is your right"
    (command-cards.md, Counter-Attack), the centre staying the centre."""
    return (bits & 1) << 2 | bits & 2 | bits >> 2 & 1


def _one_section(kind: int) -> int:
    """The section bit of a card ordering units in one section only, else 0."""
    o = KINDS[kind].orders
    if o is None:
        return 0
    secs = [s for s in range(3) if o[s]]
    return 1 << secs[0] if len(secs) == 1 else 0


def airborne_hex(st: GameState, p: int) -> int:
    """The hex of player ``p``'s airplane airborne on the board, or -1 (none, or no Air
    rules in the game; one at most, 004: "a maximum of one airborne Airplane unit on the
    battlefield for each player")."""
    for x in st.S.expansions:
        if isinstance(x, Air):
            u = x._airborne(st, p)
            return st.upos[u] if u >= 0 else -1
    return -1


def _card_mask(card: int, sections: int, one_bucket: bool) -> int:
    """The order buckets of ``card`` (a section card, Direct from HQ or Their Finest
    Hour) that may order an airplane standing in ``sections`` (its hex's section bits):
    Direct from HQ's one bucket, a star of Their Finest Hour ("1 unit of your choice"),
    the one bucket of a card of one section (``one_bucket``) when the hex is in it, or the
    bits of the card's sections the hex is in; 0 when none may."""
    if card == DIRECT_FROM_HQ:
        return 1
    if card == FINEST_HOUR:
        return 4
    if one_bucket:
        return 1 if sections & _one_section(card) else 0
    orders = KINDS[card].orders or (0, 0, 0)  # a section card: its orders are given
    return sections & sum(1 << s for s in range(3) if orders[s])


class Air(Expansion):
    """The Air rules of one scenario."""

    kinds = frozenset({SORTIE, SORTIE_WITH, ENTER, LAUNCH, STRAFE, DIVE, PICK_UP, LAND})
    words = frozenset({SORTIE, ENTER, LAUNCH, STRAFE, DIVE, PICK_UP, LAND})
    off = ("Air Sorties and airplanes' actions need the Air rules, not in effect in this "
           "scenario (Scenario properties > Packs & options > Air rules)")

    def __init__(self, setup: Setup) -> None:
        self.S = S = setup
        self.conf = conf = air_settings(setup.scenario)
        self.cards = (AIR_SORTIE,) * conf.deck
        n, U = S.n, S.units
        self.flies = tuple(u.flies for u in U)
        self.planes = (tuple(u.uid for u in U if u.flies and u.player == 0),
                       tuple(u.uid for u in U if u.flies and u.player == 1))
        self.reserve = (tuple(u for u in self.planes[0] if U[u].start < 0),
                        tuple(u for u in self.planes[1] if U[u].start < 0))
        s = setup.scenario
        #: Each airplane's model: its own (``airplane_model``) for one placed on the map,
        #: else its side's (reserve airplanes, those of Ready-to-Take-off markers).
        self.model = tuple(self._model_of(s, u.flies, u.start, u.player) for u in U)
        sides = S.sides
        #: Per hex: 0 nothing, 1 an airfield, 2 an aircraft carrier; and its owner (-1: none).
        self.land = [0] * n
        self.owner = [-1] * n
        for i, c in enumerate(S.coords):
            h = s.hex(c)
            for piece, kind in ((h.terrain, 1), (h.rect_terrain, 2)):
                if piece is None:
                    continue
                if piece.name in (AIRFIELDS if kind == 1 else CARRIERS):
                    self.land[i] = kind
                    o = piece.original_owner
                    self.owner[i] = -1 if o is None else (0 if sides[0] == o else 1)
        #: The full edge hexes (004: "all the full (not half) hexes that border the entire
        #: game board's four sides"): the first and last rows, and the ends of the long rows.
        self.edge = tuple(i for i, c in enumerate(S.coords) if S.board.is_full_edge(c))
        #: Per player and section bits: hexes within 3 of an edge hex of those sections.
        self._near: dict[tuple[int, int], tuple[int, ...]] = {}
        #: Per Ground Interdiction zone (``air_zone``): :meth:`halts`.
        self._halts: dict[tuple[int, ...], tuple[bool, ...]] = {}
        self.interdicts = any(m is not None and INTERDICTION in m.actions for m in self.model)
        #: Airplanes that can take off from each airplane on the ground at the start: 1 and
        #: the friendly Ready-to-Take-off markers of its hex.
        ready = [0] * len(U)
        marks = {c: (sd, k) for c, sd, k in _markers(s)}
        for u in U:
            if u.flies and u.start >= 0:
                c = S.coords[u.start]
                m = marks.get(c)
                model = s.hex(c).unit is not None
                if m is not None and sides[u.player] == m[0]:
                    ready[u.uid] = m[1] + (1 if model else 0)
                else:
                    ready[u.uid] = 1
        self.ready = tuple(ready)
        #: The airplanes on the ground that stand for Ready-to-Take-off markers with no
        #: model on their hex (``ready_stacks``): markers, not a unit, until they take off.
        self.standin = tuple(u.flies and u.start >= 0 and s.hex(S.coords[u.start]).unit is None
                             for u in U)

    def _model_of(self, s: Scenario, flies: bool, start: int, player: int) -> Model | None:
        if not flies:
            return None
        if start < 0:
            return MODELS[self.conf.models[player]]
        h = s.hex(self.S.coords[start])
        return MODELS[starting_model(self.conf, player, h.unit, h)]

    @classmethod
    def build(cls, setup: Setup) -> Air | None:
        return cls(setup) if air_settings(setup.scenario).on else None

    # --- state -----------------------------------------------------------------------------

    def start(self, st: GameState) -> None:
        nu = len(self.S.units)
        #: Air Sortie cards face up beside each player's cardholder.
        st.sorties = list(self.conf.sorties)
        #: Per airplane: the turn it was last ordered, had its Air check (or was exempt),
        #: strafed.
        st.air_ord = [0] * nu
        st.air_chk = [0] * nu
        st.air_act = [0] * nu
        #: Per player: the airplane flying in this turn (-1: none) and the sections of the
        #: edge hexes it may enter by (those of his last Air Sortie played alone: a
        #: Counter-Attack repeating it keeps its section, :meth:`sortie_bits`).
        st.air_enter = [-1, -1]
        st.air_sec = [7, 7]
        #: Per player: the turn of his last Air Sortie played alone (Counter-Attack copies it).
        st.air_last = [0, 0]
        #: The turn whose played card is not replaced (the Air Sortie card itself); the turn
        #: whose section card gives one order to an Air Sortie.
        st.air_nodraw = 0
        st.air_combo = 0
        st.air_combo_s = -1
        st.air_combo_u = -1
        #: Strafing or diving: the airplane, its targets, the next one, the unit dived on;
        #: the medal of a lost
        #: airplane (whether an enemy was adjacent at its Air check).
        st.air_u = -1
        st.air_q = ()
        st.air_qi = 0
        st.air_t = -1
        st.air_med = False
        #: Ground Interdiction this turn: the units that may not move, the hexes where a
        #: unit must stop and cannot battle; the units that do not add to the next Air check.
        st.air_pin = ()
        st.air_zone = ()
        st.air_gi = ()
        if self.interdicts:
            st.stop = list(st.stop)
            st.stop_rail = list(st.stop_rail)
        #: Airplanes that can still take off from each airplane on the ground (its
        #: Ready-to-Take-off markers and itself).
        st.air_ready = list(self.ready)

    # --- helpers ---------------------------------------------------------------------------

    def _airborne(self, st: GameState, p: int) -> int:
        """The player's airborne airplane on the board, or -1."""
        for u in self.planes[p]:
            if st.upos[u] >= 0 and st.aloft[u]:
                return u
        return -1

    def _up(self, st: GameState, p: int) -> int:
        """The player's airplane in the air: the airborne one on the board, else the one
        flying in this turn (not on the board until it ends its move), else -1. No other
        of his takes off ("a maximum of one airborne Airplane unit on the battlefield for
        each player")."""
        up = self._airborne(st, p)
        return up if up >= 0 else st.air_enter[p]

    def _taking_off(self, st: GameState, p: int) -> int:
        """Player ``p``'s airplane on the ground ordered this turn, by a card or by the Air
        Sortie played with it, so ordered to take off (it "does NOT need to be ordered until
        the turn during which its player wishes it to take-off"), or -1: no other of his
        is ordered then ("The limit of one airborne Airplane for each side at any given
        time still applies", 004), and so none other rolls an Air check."""
        u = st.air_combo_u if st.air_combo == st.turn else -1
        if 0 <= u and st.upos[u] >= 0 and not st.aloft[u] and self.S.units[u].player == p:
            return u
        for u in st.ordered:
            if self.flies[u] and st.upos[u] >= 0 and not st.aloft[u]:
                return u
        return -1

    def orderable(self, st: GameState, out: list[int]) -> list[int]:
        if self._taking_off(st, st.active) < 0:
            return out
        return [u for u in out if not self.flies[u]]

    def _one_up(self, st: GameState, u: int) -> str:
        """Why airplane ``u``, on the ground, does not take off: another is in the air."""
        S = self.S
        up = self._up(st, S.units[u].player)
        where = "flying in" if st.upos[up] < 0 else f"on {S.name[st.upos[up]]} is airborne"
        return (f"{S.name[st.upos[u]]}: your airplane {where}: one airborne airplane per "
                f"player, this one cannot take off (004)")

    def _sortie_planes(self, st: GameState, p: int) -> list[int]:
        """The player's airplanes on the board that an Air Sortie may order, "with no Air
        check required": the airborne one, else every landed one (ordered to take off:
        "unless ordered to take off through the play of an Air Sortie ... card that negates
        the need for the Air check"; one airborne airplane a player at most)."""
        up = self._airborne(st, p)
        if up >= 0:
            return [up]
        return [u for u in self.planes[p] if st.upos[u] >= 0]

    def _no_sortie_plane(self, st: GameState, p: int) -> str:
        """Why a hex holds no airplane an Air Sortie may order."""
        if self._airborne(st, p) >= 0:
            return ("an Air Sortie orders your airborne airplane (one airborne airplane a "
                    "player), or flies a fresh one in")
        return "no airplane of yours stands there to take off"

    def _free(self, st: GameState, p: int) -> int:
        """An airplane in reserve to fly in, or -1."""
        for u in self.reserve[p]:
            if st.upos[u] < 0:
                return u
        return -1

    def _fresh(self, st: GameState, p: int) -> int:
        """The airplane a fresh Air Sortie of player ``p`` flies in, or -1: one in reserve;
        with none left, the airborne one when it is a reserve airplane, since it leaves the
        board first ("the player may opt to let its Airplane disappear off the board and
        initiate a new Air Sortie with a fresh Airplane instead!")."""
        u = self._free(st, p)
        if u < 0:
            up = self._airborne(st, p)
            if up in self.reserve[p]:
                return up
        return u

    def _all_on_board(self, st: GameState, p: int) -> str | None:
        """Why a fresh Air Sortie is refused, or ``None``: every airplane of the side is on
        the board, landed (a reading, docs/GAME.md "Airplanes in reserve"); the Air Sortie
        then orders one of them ("when he already has an airplane unit on the battlefield,
        the card's effect is to order this particular Airplane")."""
        if self._fresh(st, p) >= 0:
            return None
        n = len(self.reserve[p])
        return (f"your {counted(n, 'airplane')} in reserve (two, and one per "
                f"Ready-to-Take-off marker) are all on the board, landed: the Air Sortie "
                f"orders an airplane on the board, named by its hex")

    def near_edge(self, st: GameState, p: int, bits: int) -> tuple[int, ...]:
        """Hexes within 3 of a full edge hex in sections ``bits`` of player ``p``."""
        k = (p, bits)
        r = self._near.get(k)
        if r is None:
            S = self.S
            sm = S.secmask[p]
            edges = [e for e in self.edge if sm[e] & bits]
            r = self._near[k] = tuple(h for h in range(S.n)
                                      if any(S.dist[e][h] <= FLY - 1 for e in edges))
        return r

    def _remove(self, st: GameState, u: int, why: str, *, no_medal: bool = True) -> None:
        """Take an airplane off the board: at no medal cost (said in the account), or, not
        ``no_medal``, as ``why`` says (who scores is the caller's)."""
        if st.events is not None:
            st._ev(f"{st._uname(u)} {why}" + (" (no medal)" if no_medal else ""))
        movement.relocate(st, u, -1)

    def _keep_flying(self, st: GameState) -> None:
        """"Keep 'em flying!": an airborne airplane its player did not order this turn is
        removed, at no medal cost."""
        for u in self.planes[st.active]:
            if st.upos[u] >= 0 and st.aloft[u] and st.air_ord[u] != st.turn:
                self._remove(st, u, "was not ordered: it leaves the board (keep 'em "
                                    "flying, no medal)", no_medal=False)

    def _markers_only(self, st: GameState, v: int) -> bool:
        """Whether ``v`` stands for Ready-to-Take-off markers alone on its hex (no airplane
        model there: one may land among them)."""
        return self.standin[v] and st.upos[v] >= 0 and not st.aloft[v] and st.air_ready[v] >= 1

    def stacks(self, st: GameState, u: int, a: int) -> list[int]:
        """The hexes airplane ``u`` (from ``a``; EDGE: flying in) may end its move on among
        friendly Ready-to-Take-off markers: "An Airplane that ends its movement on a friendly
        Aircraft carrier or Airfield hex containing no other unit (with the sole possible
        exception of additional friendly, Ready to Take-off markers) can safely land
        there"."""
        S = self.S
        p = S.units[u].player
        out = []
        for v in self.planes[p]:
            if v == u or not self._markers_only(st, v):
                continue
            h = st.upos[v]
            if a == EDGE:
                if h not in self.near_edge(st, p, st.air_sec[p]):
                    continue
            elif not 0 < S.dist[a][h] <= FLY:
                continue
            if self._lands(st, u, h):
                out.append(h)
        return sorted(out)

    def _join(self, st: GameState, u: int, dest: int) -> int:
        """Airplane ``u`` lands among the markers on ``dest``: the unit standing for them
        leaves the board; returns how many airplanes they were (``u`` then stands for them
        and itself, the model on the ground)."""
        v = st.occ[dest]
        k = st.air_ready[v]
        if st.events is not None:
            st._ev(f"an airplane ({self.model[u].title}) lands among the "  # type: ignore[union-attr]
                   f"{counted(k, 'Ready-to-Take-off marker')} on {self.S.name[dest]}")
        movement.relocate(st, v, -1)
        return k

    def _lands(self, st: GameState, u: int, at: int) -> bool:
        """Whether airplane ``u`` ending its move on ``at`` lands there."""
        kind = self.land[at]
        if kind == 0:
            return False
        p = self.S.units[u].player
        if self.owner[at] not in (-1, p):
            return False
        m = self.model[u]
        return kind == 1 or (m is not None and CARRIER in m.actions)

    # --- cards -----------------------------------------------------------------------------

    def _variants(self, st: GameState, p: int, bits: int) -> list[int | None]:
        """``b`` of the Air Sorties possible: ``None`` (a fresh airplane) and the hexes of the
        airplanes it may order (:meth:`_sortie_planes`) in sections ``bits``."""
        out: list[int | None] = []
        if self._fresh(st, p) >= 0 and any(self.S.secmask[p][e] & bits for e in self.edge):
            out.append(None)
        sm = self.S.secmask[p]
        out += sorted(st.upos[u] for u in self._sortie_planes(st, p) if sm[st.upos[u]] & bits)
        return out

    def card_actions(self, st: GameState, out: list[Action]) -> None:
        p = st.active
        hand = st.hands[p]
        add: list[Action] = []
        if st.sorties[p] > 0:
            add += [make(SORTIE, AIR_SORTIE, b) for b in self._variants(st, p, 7)]
            sm = self.S.secmask[p]
            planes = sorted(st.upos[u] for u in self._sortie_planes(st, p))
            free = self._fresh(st, p) >= 0
            for k in sorted(set(hand)):
                o = KINDS[k].orders
                if o is None:
                    continue
                bit = _one_section(k)
                # The section(s) of the card: one for a one-section card (``None`` in the
                # action), else the section named, whose orders give one to the Air Sortie.
                for sec in ((None,) if bit else tuple(x for x in range(3) if o[x])):
                    b = bit if sec is None else 1 << sec
                    if free and any(sm[e] & b for e in self.edge):
                        add.append(make(SORTIE_WITH, k, sec))
                    # Or it orders an airplane on the board, with no Air check.
                    add += [make(SORTIE_WITH, k, (sec, at)) for at in planes if sm[at] & b]
        if AIR_POWER in hand:
            v = self._variants(st, p, 7)
            if v:
                # "when Air Rules are in effect, Air Power cards must be played as if they
                # were Air Sortie cards instead"
                out[:] = [a for a in out if a.a != AIR_POWER]
                add += [make(SORTIE, AIR_POWER, b) for b in v]
        if self.conf.strikes == p:
            for k in sorted(set(hand)):
                if KINDS[k].draw_two and _one_section(k):
                    add += [make(SORTIE, k, b) for b in self._variants(st, p, _one_section(k))]
        if COUNTER_ATTACK in hand and st.turn > 1 and st.air_last[1 - p] == st.turn - 1:
            add += [make(SORTIE, COUNTER_ATTACK, b)
                    for b in self._variants(st, p, self.sortie_bits(st, COUNTER_ATTACK))]
        out += add

    def sortie_bits(self, st: GameState, card: int) -> int:
        """The sections the active player's Air Sortie played with ``card`` alone (an Air
        Sortie, or an equivalent) flies in by, and orders an airplane in: every section,
        but a Recon card's own ("the player is still subject to the initial card's Section
        limitation"), and a Counter-Attack's the section of the Air Sortie it repeats,
        mirrored ("When an Air Sortie equivalent is countered with a Counter-Attack, it must
        be played the same way as the initial card was"; command-cards.md: "his left is
        your right", the same strip of the board)."""
        if card == COUNTER_ATTACK:
            return _mirror(st.air_sec[1 - st.active])
        if card != AIR_SORTIE and KINDS[card].draw_two:
            return _one_section(card)
        return 7

    def dispatch(self, st: GameState, a: Action) -> None:
        k = a.kind
        if k == SORTIE:
            self._sortie(st, a.a, a.b)
        elif k == SORTIE_WITH:
            self._sortie_with(st, a.a, a.b)
        elif k == ENTER:
            self._fly(st, st.air_enter[st.active], a.a, EDGE)
            self._back_to_moves(st)
        elif k == LAUNCH or k == LAND:
            self._fly(st, st.occ[a.a], a.b, a.a)
            self._back_to_moves(st)
        elif k == STRAFE:
            self._strafe(st, a.a, a.b)
        elif k == DIVE:
            self._dive(st, a.a, a.b)
        elif k == PICK_UP:
            self._rescue(st, a.a, a.b)
        else:  # pragma: no cover - kinds lists them all
            super().dispatch(st, a)

    def _sortie(self, st: GameState, card: int, b: int | None) -> None:
        p = st.active
        if card == AIR_SORTIE:
            st._w(st.sorties, p, st.sorties[p] - 1)
            st._a("discard", st.discard + [AIR_SORTIE])
            st._a("air_nodraw", st.turn)
            what = "an Air Sortie card"
        else:
            hand = list(st.hands[p])
            hand.remove(card)
            st._w(st.hands, p, hand)
            st._a("played", card)
            what = f"{KINDS[card].title} as an Air Sortie"
        st._w(st.last_card, p, -1)
        st._w(st.air_last, p, st.turn)
        st._a("card", -1)
        bits = self.sortie_bits(st, card)
        st._w(st.air_sec, p, bits)  # a Counter-Attack repeating this one keeps it
        if st.events is not None:
            st._ev(f"{st._pname(p)} plays {what}")
        if b is None:
            self._fly_in(st, p, bits)
            st._a("ordered", ())
            movement.start_moves(st)
        else:
            u = st.occ[b]
            st._w(st.air_chk, u, st.turn)  # "with no Air check required"
            orders.begin_orders(st, (1,), {u: 1}, M_NORMAL, B_NONE)

    def _sortie_with(self, st: GameState, kind: int, b: int | tuple[int | None, int] | None
                     ) -> None:
        p = st.active
        sec, at = b if isinstance(b, tuple) else (b, -1)
        st._w(st.sorties, p, st.sorties[p] - 1)
        st._a("discard", st.discard + [AIR_SORTIE])
        st._a("air_nodraw", st.turn)
        st._a("air_combo", st.turn)
        st._a("air_combo_s", -1 if sec is None else sec)
        st._a("air_combo_u", st.occ[at] if at >= 0 else -1)
        if st.events is not None:
            where = "" if sec is None else f" (the {SECTION_NAMES[sec]} section)"
            st._ev(f"{st._pname(p)} plays an Air Sortie with {KINDS[kind].title}{where}")
        if at >= 0:
            st._w(st.air_chk, st.occ[at], st.turn)  # "with no Air check required"
        else:
            self._fly_in(st, p, _one_section(kind) if sec is None else 1 << sec)
        orders.play(st, kind)

    def _fly_in(self, st: GameState, p: int, bits: int) -> None:
        up = self._airborne(st, p)
        if up >= 0:
            self._remove(st, up, "leaves the board for a fresh Air Sortie")
        st._w(st.air_enter, p, self._free(st, p))
        st._w(st.air_sec, p, bits)

    def cards_in_play(self, st: GameState) -> tuple[int, ...]:
        """The Air Sortie cards not face up: in the deck or the discard pile."""
        total = sum(self.conf.sorties) + self.conf.deck
        return (AIR_SORTIE,) * max(0, total - sum(st.sorties))

    def dealt(self, st: GameState) -> None:
        for p in (0, 1):
            while AIR_SORTIE in st.hands[p]:
                hand = list(st.hands[p])
                hand.remove(AIR_SORTIE)
                st._w(st.sorties, p, st.sorties[p] + 1)
                if st.deck:
                    hand.append(st.deck[-1])
                    st._a("deck", st.deck[:-1])
                st._w(st.hands, p, hand)
                if st.events is not None:
                    st._ev(f"{st._pname(p)} is dealt an Air Sortie: placed face up, "
                           f"another card drawn")

    def face_up(self, st: GameState, p: int, card: int) -> bool:
        if card != AIR_SORTIE:
            return False
        st._w(st.sorties, p, st.sorties[p] + 1)
        if st.events is not None:
            st._ev(f"{st._pname(p)} draws an Air Sortie: placed face up, another card "
                   f"drawn")
        return True

    def draws(self, st: GameState, n: int) -> int:
        if st.air_nodraw == st.turn and n and st.air_combo != st.turn:
            # "no new Command card is ever drawn to replace the Air Sortie"; with a section
            # card, "the Section card is replaced as normal" (a Recon's: draw 2, keep 1)
            n = 0
        if n == 1 and self._recon(st):
            n = 2
        return n

    def _recon(self, st: GameState) -> bool:
        """Recon (Storch): adjacent to an enemy ground unit when the hand is replenished."""
        S = self.S
        p = st.active
        nu = len(S.units)
        for u in self.planes[p]:
            m = self.model[u]
            if st.upos[u] < 0 or not st.aloft[u] or st.air_ord[u] != st.turn or \
                    m is None or RECON not in m.actions:
                continue
            for n in S.nbrs[st.upos[u]]:
                v = st.occ[n]
                if 0 <= v < nu and S.units[v].player != p and not self.flies[v]:
                    if st.events is not None:
                        st._ev(f"{st._uname(u)} recon: draw 2 cards, keep 1")
                    return True
        return False

    # --- orders and the Air check ----------------------------------------------------------

    def orders(self, st: GameState, caps: tuple[int, ...], elig: dict[int, int]
               ) -> tuple[tuple[int, ...], dict[int, int]]:
        p = st.active
        card = st.card
        if st.air_combo == st.turn:
            # One order of the card made the Air Sortie (of its section's bucket).
            b = 0 if len(caps) == 1 else st.air_combo_s
            if 0 <= b < len(caps) and caps[b] < ALL:
                caps = caps[:b] + (max(0, caps[b] - 1),) + caps[b + 1:]
        if card < 0:
            return caps, elig
        ck = KINDS[card]
        if ck.orders is None and card not in (DIRECT_FROM_HQ, FINEST_HOUR):
            return caps, elig
        if card == FINEST_HOUR and (len(caps) != 3 or not caps[2]):
            return caps, elig
        sm = self.S.secmask[p]
        up = self._up(st, p)
        if up < 0:
            up = self._taking_off(st, p)  # the landed one the Air Sortie orders beside
        elig = dict(elig)
        for u in self.planes[p]:
            at = st.upos[u]
            if at < 0 or (up >= 0 and u != up):
                continue  # one airborne airplane per player: no take-off then
            if st.air_combo == st.turn and u == st.air_combo_u:
                continue  # ordered by the Air Sortie played with the card
            mask = _card_mask(card, sm[at], len(caps) == 1)
            if mask:
                elig[u] = mask
        return caps, elig

    def may_order(self, st: GameState, card: int, u: int) -> bool:
        """Whether ``card``, played now, may order airplane ``u`` on the board ("an Airplane
        is ordered like any other unit in the game, at the cost of 1 Order from a matching
        Section card or from Direct from HQ", or a star of Their Finest Hour): as
        :meth:`orders` makes it eligible, an Air Sortie aside."""
        if card in (DIRECT_FROM_HQ, FINEST_HOUR):
            return True
        at = st.upos[u]
        if KINDS[card].orders is None or at < 0:
            return False
        return bool(_card_mask(card, self.S.secmask[self.S.units[u].player][at], False))

    def costly_order(self, st: GameState, u: int) -> bool:
        # An order rolls the Air check, unless an Air Sortie already waived it this turn: a
        # landed airplane "does NOT need to be ordered until the turn during which its
        # player wishes it to take-off", an airborne one left unordered is removed "at no
        # Medal cost to its owner".
        return self.flies[u] and st.air_chk[u] != st.turn

    def orders_end(self, st: GameState) -> bool:
        t = st.turn
        u = st.air_combo_u
        if st.air_combo == t and u >= 0 and st.upos[u] >= 0 and u not in st.ordered:
            orders.order(st, u, auto=True)  # the Air Sortie's order, beside the card's
        for u in st.ordered:
            if self.flies[u] and st.upos[u] >= 0 and st.air_ord[u] != t:
                st._w(st.air_ord, u, t)
        self._keep_flying(st)
        for u in st.ordered:
            if self.flies[u] and st.upos[u] >= 0 and st.air_chk[u] != t:
                st._w(st.air_chk, u, t)
                n, adjacent = self.check_dice(st, u)
                if n == 0:
                    if st.events is not None:
                        st._ev(f"{st._uname(u)}: Air check of 0 dice")
                    continue
                if st.events is not None:
                    st._ev(f"{st._uname(u)}: Air check, {counted(n, 'die', 'dice')} "
                           f"({self._check_words(st, u)})")
                st._a("air_u", u)
                st._a("air_med", adjacent)
                st._roll(n, "air-check")
                return True
        return False

    def check_dice(self, st: GameState, u: int) -> tuple[int, bool]:
        """The Air check of airplane ``u`` where it stands: its dice, and whether an enemy
        unit is adjacent (the medal of its loss). 004: "Roll a number of dice equal to the
        Airplane's underlying hex Air check value" (an aircraft carrier taken off from: 1;
        every other terrain 0, the summary cards' values not being in our sources), "roll 1
        additional die for each adjacent enemy unit and 2 for each adjacent enemy Airplane".
        The carrier's die is a takeoff's (a reading, docs/GAME.md): "Aircraft Carriers are
        considerably more dangerous for takeoff, and 1d must be rolled each time an Air check
        roll is required"; an airplane in the air over a carrier (one that may not land on
        it, or an enemy's) rolls the Ocean hex's value under it."""
        S = self.S
        at = st.upos[u]
        me = S.units[u].player
        n = 1 if self.land[at] == 2 and not st.aloft[u] else 0
        adjacent = False
        nu = len(S.units)
        for m in S.nbrs[at]:
            v = st.occ[m]
            if 0 <= v < nu and S.units[v].player != me:
                adjacent = True
                if v not in st.air_gi:
                    n += 2 if self.flies[v] else 1
        return n, adjacent

    def _check_words(self, st: GameState, u: int) -> str:
        """What the dice of airplane ``u``'s Air check are for, as :meth:`check_dice` counts
        them: "taking off from an aircraft carrier, 1 die; 2 enemy units next to it, 1 die
        each; an enemy airplane next to it, 2 dice"."""
        S = self.S
        at = st.upos[u]
        me = S.units[u].player
        nu = len(S.units)
        near = [v for m in S.nbrs[at] if 0 <= (v := st.occ[m]) < nu
                and S.units[v].player != me and v not in st.air_gi]
        planes = sum(1 for v in near if self.flies[v])
        units = len(near) - planes
        out = ["taking off from an aircraft carrier, 1 die"] \
            if self.land[at] == 2 and not st.aloft[u] else []
        if units:
            out.append(f"{counted(units, 'enemy unit')} next to it, 1 die"
                       + (" each" if units > 1 else ""))
        if planes:
            out.append(f"{'an enemy airplane' if planes == 1 else f'{planes} enemy airplanes'}"
                       " next to it, 2 dice" + (" each" if planes > 1 else ""))
        return "; ".join(out)

    def rolled(self, st: GameState, purpose: str, faces: tuple[int, ...]) -> bool:
        if purpose == "air-check":
            u = st.air_u
            if GRENADE in faces:
                me = self.S.units[u].player
                if st.air_med:
                    st._w(st.won, 1 - me, st.won[1 - me] + 1)
                why = (f"is lost: {st._pname(1 - me)} wins a medal (an enemy unit "
                       f"was adjacent)" if st.air_med else "is lost (no enemy adjacent: no medal)")
                if st.air_ready[u] > 1:
                    # The airplane taking off from the markers is lost; the others stay.
                    st._w(st.air_ready, u, st.air_ready[u] - 1)
                    st._w(st.u_mv, u, 1)
                    if st.events is not None:
                        st._ev(f"the airplane taking off from {st._uname(u)} {why}")
                else:
                    self._remove(st, u, why, no_medal=False)
                victory.check(st)
                if st.is_over:
                    return True
            elif st.events is not None:
                st._ev(f"{st._uname(u)} passes its Air check")
            orders.end_orders(st)
            return True
        if purpose == "strafe":
            battle.result(st, st.air_q[st.air_qi], faces, star=True, ignorable=False)
            return True
        if purpose == "kamikaze":
            self._dived(st, faces)
            return True
        return False

    # --- movement --------------------------------------------------------------------------

    def moving(self, st: GameState) -> bool:
        return st.air_enter[st.active] >= 0

    def reach(self, st: GameState, u: int, mode: int) -> dict[int, int] | None:
        if self.flies[u]:
            return self._plane_reach(st, u)
        return None

    def _held(self, st: GameState, u: int) -> bool:
        """Whether airplane ``u`` neither moves nor lands itself now: it is on the ground
        while another of its player's is airborne (one airborne airplane per player), or
        it stands on Ready-to-Take-off markers (an airplane takes off from them:
        ``launch``). :meth:`why_not_move` says which."""
        if not st.aloft[u] and 0 <= self._up(st, self.S.units[u].player) != u:
            return True
        return st.air_ready[u] > 1

    def _plane_reach(self, st: GameState, u: int) -> dict[int, int]:
        S = self.S
        if self._held(st, u):
            return {}
        st._cap = FLY
        a = st.upos[u]
        d = S.dist[a]
        occ = st.occ
        return {h: d[h] * 2 for h in range(S.n) if 0 < d[h] <= FLY and occ[h] < 0}

    def reached(self, st: GameState, u: int, mode: int, best: dict[int, int]) -> None:
        """Ground Interdiction, whatever the move (the base rules', Behind Enemy Lines', a
        landing craft's): a unit that started its turn next to the airplane "cannot move
        this turn"; one that "moves onto a hex adjacent to the Airplane must stop and cannot
        battle this turn" (the stop itself is :meth:`halts`), so it does not move again
        (Behind Enemy Lines' second move)."""
        if not st.air_zone or self.flies[u] or self.S.units[u].player != st.active:
            return
        if u in st.air_pin or (mode == M_AGAIN and st.upos[u] in st.air_zone):
            best.clear()
            return
        for h in st.air_zone:
            if h in best:
                best[h] &= ~1  # "must stop and cannot battle this turn"

    def halts(self, st: GameState) -> tuple[bool, ...] | None:
        """The hexes next to an interdicting airplane: every ground move stops there, Behind
        Enemy Lines' and a landing craft's too ("Any ordered enemy ground unit that moves
        onto a hex adjacent to the Airplane must stop"; Behind Enemy Lines ignores the
        terrain's restrictions, not the airplane)."""
        zone = st.air_zone
        if not zone:
            return None
        r = self._halts.get(zone)
        if r is None:
            r = self._halts[zone] = tuple(h in zone for h in range(self.S.n))
        return r

    def _dests(self, st: GameState, u: int, a: int) -> list[int]:
        """The vacant hexes airplane ``u`` may end its move on (``a`` == EDGE: flying in)."""
        if a == EDGE:
            p = self.S.units[u].player
            return [h for h in self.near_edge(st, p, st.air_sec[p]) if st.occ[h] < 0]
        if st.air_ready[u] > 1:
            return self._launch_dests(st, u) if self._can_launch(st, u) else []
        return sorted(self._plane_reach(st, u))

    def must_fly(self, st: GameState) -> str | None:
        """Why the moves may not end yet, if they may not: an airplane flying in, or an
        ordered airplane that has not moved and can ("Each turn it is ordered, an Airplane
        must move at least 1 hex"): an airborne one, or one on the ground, ordered to take
        off (it "does NOT need to be ordered until the turn during which its player wishes
        it to take-off and leave this hex")."""
        if st.air_enter[st.active] >= 0:
            return "the airplane flying in must first end its move on the board"
        for u in st.ordered:
            if self.flies[u] and st.upos[u] >= 0 and st.u_mv[u] < 0 and self._can_fly(st, u):
                at = self.S.name[st.upos[u]]
                if st.aloft[u]:
                    return (f"the airborne airplane on {at} must move at least 1 hex each "
                            f"turn it is ordered (004)")
                return (f"the airplane on {at} was ordered to take off: it must move at "
                        f"least 1 hex (004)")
        return None

    def _can_fly(self, st: GameState, u: int) -> bool:
        """Whether airplane ``u`` on the board has a flight now: a move or a landing among
        markers, or (on its Ready-to-Take-off markers) an airplane taking off from them."""
        at = st.upos[u]
        if not self._held(st, u):
            return bool(self._plane_reach(st, u) or self.stacks(st, u, at))
        if self._can_launch(st, u):
            free = self._free(st, self.S.units[u].player)
            return bool(self._launch_dests(st, u) or self.stacks(st, free, at))
        return False

    def stopped_on_the_way(self, st: GameState, u: int) -> str | None:
        """Why a ground unit that the terrain lets go farther stops short: an enemy
        airplane's Ground Interdiction ("must stop" next to it); ``None`` when there is
        none."""
        if self.flies[u] or not st.air_zone:
            return None
        S = self.S
        planes = [S.name[st.upos[v]] for v in self.planes[1 - S.units[u].player]
                  if st.upos[v] >= 0 and st.aloft[v]
                  and any(n in st.air_zone for n in S.nbrs[st.upos[v]])]
        where = f" on {', '.join(planes)}" if planes else ""
        return (f"the way passes next to the enemy airplane{where}: a unit moving next to its "
                "Ground Interdiction must stop there (004)")

    def why_no_battle(self, st: GameState, u: int) -> str | None:
        """Why ordered unit ``u`` may not battle this turn, if the Air rules are the reason:
        it is an airplane ("Airplanes do not battle in the traditional way"), or it moved
        next to an enemy airplane's Ground Interdiction ("Any ordered enemy ground unit that
        moves onto a hex adjacent to the Airplane must stop and cannot battle this turn");
        ``None`` otherwise."""
        S = self.S
        at = st.upos[u]
        if at < 0:
            return None
        h = S.name[at]
        if self.flies[u]:
            return (f"{h} is an airplane: airplanes do not battle in the traditional way; its "
                    "Air Battle Action is made during its move (strafing, a Kamikaze Attack, "
                    "a Rescue) or by where it ends it (004)")
        if st.u_mv[u] <= 0 or at not in st.air_zone:
            return None
        planes = [S.name[st.upos[v]] for v in self.planes[1 - S.units[u].player]
                  if st.upos[v] >= 0 and st.aloft[v] and S.dist[st.upos[v]][at] == 1]
        where = f" on {', '.join(planes)}" if planes else ""
        return (f"{h} moved next to the enemy airplane{where}: a unit moving next to its "
                "Ground Interdiction must stop and cannot battle this turn (004)")

    def moves(self, st: GameState, out: list[Action]) -> None:
        p = st.active
        add: list[Action] = []
        must = self.must_fly(st) is not None
        e = st.air_enter[p]
        if e >= 0:
            add += [make(ENTER, h) for h in self._dests(st, e, EDGE) + self.stacks(st, e, EDGE)]
            add += self._specials(st, e, EDGE)
        for u in st.ordered:
            if self.flies[u] and st.upos[u] >= 0 and st.u_mv[u] < 0:
                at = st.upos[u]
                if not self._held(st, u):
                    add += [make(LAND, at, h) for h in self.stacks(st, u, at)]
                    add += self._specials(st, u, at)
                elif self._can_launch(st, u):
                    add += [make(LAUNCH, at, h) for h in self._launch_dests(st, u)
                            + self.stacks(st, self._free(st, self.S.units[u].player), at)]
                    add += self._specials(st, u, at)
        if must:
            out[:] = [a for a in out if a.kind != "moves-done"]
        elif add and not any(a.kind == "moves-done" for a in out):
            out.append(make("moves-done"))
        out += add

    def _can_launch(self, st: GameState, u: int) -> bool:
        """Whether an airplane may take off from the markers of ``u`` now."""
        p = self.S.units[u].player
        return st.air_ready[u] > 1 and self._up(st, p) < 0 and self._free(st, p) >= 0

    def _launch_dests(self, st: GameState, u: int) -> list[int]:
        S = self.S
        d = S.dist[st.upos[u]]
        return [h for h in range(S.n) if 0 < d[h] <= FLY and st.occ[h] < 0]

    def _specials(self, st: GameState, u: int, a: int) -> list[Action]:
        """The airplane's Special Actions done with its move: strafing, kamikaze, rescue."""
        m = self.model[u]
        if m is None:
            return []
        out: list[Action] = []
        if STRAFING in m.actions:
            out += [make(STRAFE, a, path) for path in self.strafes(st, u, a)]
        if KAMIKAZE in m.actions or RESCUE in m.actions:
            S = self.S
            me = S.units[u].player
            nu = len(S.units)
            seen: set[int] = set()
            for h in self._dests(st, u, a):
                for n in S.nbrs[h]:
                    v = st.occ[n]
                    if not 0 <= v < nu or v in seen or self.flies[v]:
                        continue
                    vi = S.units[v]
                    if KAMIKAZE in m.actions and vi.player != me:
                        seen.add(v)
                    elif RESCUE in m.actions and vi.player == me and vi.cls == 0 \
                            and st.ufig[v] == 1:
                        seen.add(v)
            kind = DIVE if KAMIKAZE in m.actions else PICK_UP
            out += [make(kind, a, st.upos[v]) for v in sorted(seen, key=lambda v: st.upos[v])]
        return out

    def strafes(self, st: GameState, u: int, a: int) -> list[tuple[int, ...]]:
        """The strafing paths of airplane ``u`` from ``a`` (EDGE: flying in), one per set of
        enemy units strafed and end hex (see :meth:`strafe_paths`)."""
        return sorted(self.strafe_paths(st, u, a).values())

    def strafe_paths(self, st: GameState, u: int, a: int
                     ) -> dict[tuple[frozenset[int], int], tuple[int, ...]]:
        """``{(hexes strafed, end hex): path}``: the hexes flown over, each next to the one
        before, never twice, not back to ``a``, at most 4 (the edge hex the first when
        flying in), the last vacant and at least one enemy unit on the others. Paths that
        strafe the same units and end on the same hex do the same: one of them stands for
        all (the shortest, then the first in hex order; :meth:`parse` reads any of them)."""
        S = self.S
        me = S.units[u].player
        nu = len(S.units)
        occ, nbrs = st.occ, S.nbrs
        found: dict[tuple[frozenset[int], int], tuple[int, ...]] = {}

        def walk(path: list[int], hit: frozenset[int]) -> None:
            last = path[-1]
            if len(path) >= 2 and hit and occ[last] < 0:
                key = (hit, last)
                old = found.get(key)
                cand = tuple(path)
                if old is None or (len(cand), cand) < (len(old), old):
                    found[key] = cand
            if len(path) >= FLY:
                return
            v = occ[last]
            more = hit | {last} if 0 <= v < nu and S.units[v].player != me and \
                not st.shielded(v) else hit
            for n in nbrs[last]:
                if n != a and n not in path:
                    walk(path + [n], more)

        if a == EDGE:
            bits = st.air_sec[me]
            for e in self.edge:
                if S.secmask[me][e] & bits:
                    walk([e], frozenset())
        else:
            for n in nbrs[a]:
                walk([n], frozenset())
        return found

    def _fly(self, st: GameState, u: int, dest: int, a: int) -> int:
        """Airplane ``u`` ends its move on ``dest`` (``a`` == EDGE: flying in); from
        Ready-to-Take-off markers, a fresh airplane takes off instead. Returns the airplane
        that flew."""
        S = self.S
        came = "flies in and ends on"
        if a != EDGE and st.air_ready[u] > 1:
            v = self._free(st, S.units[u].player)
            st._w(st.air_ready, u, st.air_ready[u] - 1)
            st._w(st.u_mv, u, 1)
            st._w(st.u_cb, u, False)
            st._w(st.u_bat, u, 0)
            came = (f"takes off from the Ready-to-Take-off markers on {S.name[a]} "
                    f"({counted(st.air_ready[u] - 1, 'marker')} left) and flies to")
            u, a = v, EDGE
            st._w(st.air_enter, S.units[u].player, u)
        joined = self._join(st, u, dest) if st.occ[dest] >= 0 else 0
        if a == EDGE:
            p = S.units[u].player
            st._w(st.air_enter, p, -1)
            st._w(st.upos, u, dest)
            st._w(st.occ, dest, u)
            st._w(st.aloft, u, True)
            st._w(st.air_ord, u, st.turn)
            st._w(st.air_chk, u, st.turn)
            st._rc = {}  # a hex taken: the cached reaches around it are dropped
            if st.events is not None:
                st._ev(f"an airplane ({self.model[u].title}) {came} "  # type: ignore[union-attr]
                       f"{S.name[dest]}")
            self.relocated(st, u, -1, dest)
        else:
            if st.events is not None:
                st._ev(f"{st._uname(u)} flies to {S.name[dest]}")
            st._w(st.u_mv, u, S.dist[a][dest])
            st._w(st.u_cb, u, False)
            st._w(st.u_bat, u, 0)
            movement.relocate(st, u, dest)
        if joined:
            st._w(st.air_ready, u, joined + 1)
        return u

    def relocated(self, st: GameState, u: int, src: int, dest: int) -> None:
        """An airplane ending its move on a friendly airfield (or, for carrier-based
        models, a carrier) lands: "An Airplane that ends its movement on a friendly Aircraft
        carrier or Airfield hex containing no other unit ... can safely land there"; one
        leaving the ground takes off."""
        if not self.flies[u]:
            return
        if dest < 0:
            if st.air_ready[u] > 1:
                st._w(st.air_ready, u, 0)  # the stack is gone (a reserve airplane is fresh)
            return
        lands = self._lands(st, u, dest)
        if lands == (not st.aloft[u]):
            return
        st._rc = {}  # the one-airborne-airplane limit of the other airplanes changed
        if lands:
            st._w(st.aloft, u, False)
            st._w(st.sight, dest, 99)
            if st.events is not None:
                st._ev(f"{st._uname(u)} lands")
        else:
            st._w(st.aloft, u, True)
            st._w(st.sight, dest, st.ter[dest].sight)
            if self.standin[u] and st.air_ready[u]:
                st._w(st.air_ready, u, 0)  # the last marker's airplane: a model from now on
            if st.events is not None:  # (said after its move, which named where it went)
                st._ev(f"{st._uname(u)} took off from {self.S.name[src]}" if src >= 0
                       else f"{st._uname(u)} takes off")

    def _back_to_moves(self, st: GameState) -> None:
        if st.is_over:
            return
        movement.start_moves(st)

    def _mover(self, st: GameState, a: int) -> int:
        return st.air_enter[st.active] if a == EDGE else st.occ[a]

    def _strafe(self, st: GameState, a: int, path: tuple[int, ...]) -> None:
        S = self.S
        u = self._mover(st, a)
        me = S.units[u].player
        nu = len(S.units)
        targets = []
        for h in path[:-1]:
            v = st.occ[h]
            if 0 <= v < nu and S.units[v].player != me and not st.shielded(v):
                targets.append(v)
        u = self._fly(st, u, path[-1], a)
        st._w(st.air_act, u, st.turn)
        if st.events is not None:
            # the units strafed, then the hexes flown over (some vacant or friendly: no die)
            st._ev(f"{st._uname(u)} strafes {', '.join(st._uname(v) for v in targets)}, "
                   f"flying over {', '.join(S.name[h] for h in path[:-1])}")
        st._a("air_u", u)
        st._a("air_q", tuple(targets))
        st._a("air_qi", 0)
        self._strafe_next(st)

    def _strafe_next(self, st: GameState) -> None:
        q = st.air_q
        i = st.air_qi
        while i < len(q) and st.upos[q[i]] < 0:
            i += 1
        if i != st.air_qi:
            st._a("air_qi", i)
        if i >= len(q):
            st._a("air_q", ())
            st._a("b_kind", K_NORMAL)
            self._back_to_moves(st)
            return
        st._a("b_kind", K_EXP)  # the result comes back to after_result
        st._roll(1, "strafe")

    def after_result(self, st: GameState) -> bool:
        if not st.air_q:
            return False
        st._a("air_qi", st.air_qi + 1)
        self._strafe_next(st)
        return True

    def _beside(self, st: GameState, u: int, a: int, t: int) -> int:
        """The first vacant hex airplane ``u`` may end on next to hex ``t``."""
        d = self.S.dist[t]
        for h in self._dests(st, u, a):
            if d[h] == 1:
                return h
        raise IllegalActionError(f"no vacant hex next to {self.S.name[t]} within reach")

    def _dive(self, st: GameState, a: int, t: int) -> None:
        u = self._mover(st, a)
        u = self._fly(st, u, self._beside(st, u, a, t), a)
        if st.events is not None:
            st._ev(f"{st._uname(u)} dives on {st._uname(st.occ[t])}: Kamikaze Attack, 2 dice")
        st._a("air_u", u)
        st._a("air_t", st.occ[t])
        st._roll(2, "kamikaze")

    def _dived(self, st: GameState, faces: tuple[int, ...]) -> None:
        """004: "Any symbol rolled that scores a hit on the unit targeted causes the entire
        unit ... to be removed ... Flags and Stars are ignored. The Airplane is removed from
        the field regardless of the dice results, but does not give a Medal to its opponent
        unless at least 1 Grenade was rolled.\""""
        S = self.S
        u, t = st.air_u, st.air_t
        me = S.units[u].player
        if GRENADE in faces:
            st._w(st.won, 1 - me, st.won[1 - me] + 1)
            self._remove(st, u, f"is lost in its dive: a grenade, {st._pname(1 - me)} "
                                f"wins a medal", no_medal=False)
        else:
            self._remove(st, u, "is lost in its dive")
        mask = S.units[t].hit_mask
        if any(mask >> f & 1 for f in faces) and st.upos[t] >= 0:
            battle.lose(st, t, st.ufig[t], me)
        else:
            victory.check(st)
        self._back_to_moves(st)

    def _rescue(self, st: GameState, a: int, t: int) -> None:
        S = self.S
        u = self._mover(st, a)
        u = self._fly(st, u, self._beside(st, u, a, t), a)
        v = st.occ[t]
        p = S.units[v].player
        self._remove(st, v, f"is rescued by {st._uname(u)}: it leaves the board")
        st._w(st.alive, p, st.alive[p] - 1)
        self._remove(st, u, "leaves the board with it")
        victory.check(st)
        self._back_to_moves(st)

    # --- the turn --------------------------------------------------------------------------

    def turn_start(self, st: GameState) -> None:
        """Ground Interdiction in the turn of the airplane's opponent."""
        if not self.interdicts:
            return
        S = self.S
        p = st.active
        zone: set[int] = set()
        # An airplane interdicts unless it strafed in its player's last turn; in the first
        # turn, an airplane placed airborne has had no turn (``air_act`` 0 is turn 1 - 1):
        # it interdicts nothing then (docs/GAME.md, reading).
        for v in self.planes[1 - p]:
            m = self.model[v]
            if st.upos[v] >= 0 and st.aloft[v] and m is not None and \
                    INTERDICTION in m.actions and st.air_act[v] != st.turn - 1:
                zone.update(S.nbrs[st.upos[v]])
        if not zone:
            return
        nu = len(S.units)
        pins = tuple(sorted(st.occ[h] for h in zone if 0 <= st.occ[h] < nu
                            and S.units[st.occ[h]].player == p and not self.flies[st.occ[h]]))
        hexes = tuple(sorted(zone))
        st._a("air_pin", pins)
        st._a("air_zone", hexes)
        for h in hexes:
            st._w(st.stop, h, True)
            st._w(st.stop_rail, h, True)
        st._rc = {}
        if st.events is not None and pins:
            st._ev("Ground Interdiction: " + ", ".join(st._uname(v) for v in pins)
                   + " cannot move this turn")

    def turn_end(self, st: GameState) -> None:
        self._keep_flying(st)
        st._a("air_gi", tuple(u for u in st.air_pin if u in st.ordered))
        if st.air_zone:
            for h in st.air_zone:
                t = st.ter[h]
                st._w(st.stop, h, t.stop)
                st._w(st.stop_rail, h, t.stop or t.rail)
            st._a("air_zone", ())
            st._a("air_pin", ())
            st._rc = {}
        if st.air_enter[st.active] >= 0:
            st._w(st.air_enter, st.active, -1)

    def holds_ground(self, st: GameState, u: int, vac: int) -> bool:
        """Ground Interdiction: a unit that started its turn next to the airplane "cannot
        move this turn, though it may still battle", and taking ground is a move (000: "by
        advancing into the vacated hex"; "Terrain movement and battle restrictions still
        apply when units take ground")."""
        return u in st.air_pin

    def no_battle_at(self, st: GameState, u: int, at: int) -> bool:
        """Ground Interdiction: a unit taking ground next to the airplane "moves onto a hex
        adjacent to the Airplane" and so "must stop and cannot battle this turn" (000: "On
        an Armor Overrun, the armor unit may move into the vacated hex and may then battle
        again")."""
        return at in st.air_zone and not self.flies[u]

    def unprotected(self, st: GameState, u: int, t: int) -> bool:
        """Ground Support: "Airplane negates terrain protection for all enemy units adjacent
        to the Airplane and attacked by ground troops in Close Assault this turn"."""
        return self._supporting(st, u, t) >= 0

    def _supporting(self, st: GameState, u: int, t: int) -> int:
        """The hex of the airplane whose Ground Support takes the terrain protection away
        from unit ``t`` attacked by ``u`` (:meth:`unprotected`), or -1."""
        S = self.S
        p = S.units[u].player
        if self.flies[u] or p != st.active:
            return -1
        at = st.upos[t]
        for v in self.planes[p]:
            m = self.model[v]
            if st.upos[v] >= 0 and st.aloft[v] and m is not None and \
                    GROUND_SUPPORT in m.actions and st.air_ord[v] == st.turn and \
                    st.air_act[v] != st.turn and S.dist[st.upos[v]][at] == 1:
                return st.upos[v]
        return -1

    def ground_support(self, st: GameState, u: int, t: int) -> int:
        """The hex of the airplane whose Ground Support takes away a terrain protection
        that unit ``t`` would have against ``u``'s close assault (the dice say it: the
        protection of :func:`.battle.dice`), or -1 (none, or nothing to take away)."""
        a, b = st.upos[u], st.upos[t]
        if a < 0 or b < 0 or self.S.dist[a][b] != 1 or not battle.protection(st, u, t):
            return -1
        return self._supporting(st, u, t)

    def declared(self, st: GameState, u: int, t: int) -> None:
        """A close assault that Ground Support strips of its target's terrain protection
        says so (the battle's dice follow)."""
        if st.events is not None and (h := self.ground_support(st, u, t)) >= 0:
            st._ev(f"Ground Support of the airplane on {self.S.name[h]}: {st._uname(t)} has no "
                   "terrain protection in this close assault")

    # --- notation --------------------------------------------------------------------------

    def notation(self, st: GameState, a: Action) -> str:
        name = self.S.name
        k = a.kind
        if k == SORTIE:
            out = "sortie" if a.a == AIR_SORTIE else f"sortie {card_key(a.a)}"
            return out if a.b is None else f"{out} {name[a.b]}"
        if k == SORTIE_WITH:
            sec, at = a.b if isinstance(a.b, tuple) else (a.b, None)
            out = f"sortie with {card_key(a.a)}"
            if sec is not None:
                out += f" {SECTION_NAMES[sec]}"
            return out if at is None else f"{out} {name[at]}"
        if k == ENTER:
            return f"enter {name[a.a]}"
        if k == LAUNCH or k == LAND:
            return f"{k} {name[a.a]} {name[a.b]}"
        src = "edge" if a.a == EDGE else name[a.a]
        if k == STRAFE:
            return f"strafe {src} " + " ".join(name[h] for h in a.b)
        return f"{k} {src} {name[a.b]}"

    def parse(self, st: GameState, words: list[str], raw: list[str]) -> Action | None:
        head, rest = words[0], words[1:]
        S = self.S

        def hx(i: int) -> int:
            return EDGE if rest[i] == "edge" else S.hex_of(raw[i + 1])

        if head == "play" and "-".join(rest) == "air-sortie":
            return Action(SORTIE, AIR_SORTIE, None)
        if head == SORTIE:
            if rest[:1] == ["with"] and 2 <= len(rest) <= 4:
                more = [w.replace("centre", "center") for w in rest[2:]]
                sec = SECTION_NAMES.index(more.pop(0)) if more and more[0] in SECTION_NAMES \
                    else None
                if more:
                    return Action(SORTIE_WITH, kind_of(rest[1]), (sec, S.hex_of(raw[-1])))
                return Action(SORTIE_WITH, kind_of(rest[1]), sec)
            card, b = AIR_SORTIE, None
            if rest:
                try:
                    card = kind_of(rest[0])
                    rest, raw = rest[1:], raw[1:]
                except ValueError:
                    pass
            if len(rest) == 1:
                b = S.hex_of(raw[1])
            elif rest:
                raise ValueError("sortie [CARD] [HEX]")
            return Action(SORTIE, card, b)
        if head == ENTER and len(rest) == 1:
            return Action(ENTER, S.hex_of(raw[1]))
        if head in (LAUNCH, LAND) and len(rest) == 2:
            return Action(head, S.hex_of(raw[1]), S.hex_of(raw[2]))
        if head == STRAFE and len(rest) >= 2:
            return self._canonical(st, hx(0), tuple(S.hex_of(h) for h in raw[2:]))
        if head in (DIVE, PICK_UP) and len(rest) == 2:
            return Action(head, hx(0), S.hex_of(raw[2]))
        return None

    def _canonical(self, st: GameState, a: int, path: tuple[int, ...]) -> Action:
        """The strafing action that stands for ``path`` (the same hexes strafed, the same
        end), or the path as written when it is none of them (then it is not legal)."""
        u = self._mover(st, a) if a == EDGE or 0 <= a < self.S.n else -1
        if 0 <= u < len(self.S.units) and self.flies[u] and path:
            hit = self.strafed(st, a, path)
            got = self.strafe_paths(st, u, a).get((hit, path[-1]))
            if got is not None and self._valid(st, a, path):
                return Action(STRAFE, a, got)
        return Action(STRAFE, a, path)

    def strafed(self, st: GameState, a: int, path: tuple[int, ...]) -> frozenset[int]:
        """The hexes of the enemy units that the airplane on ``a`` (EDGE: flying in) strafes
        flying over ``path``: one die at each ("friendly and vacant hexes get no die"; an
        airplane on a carrier "cannot be targeted directly"). What a strafing run does is
        these hexes and its end (:meth:`strafe_paths`); the play mode chooses a run by them."""
        S = self.S
        u = self._mover(st, a)
        if not 0 <= u < len(S.units):
            return frozenset()
        me = S.units[u].player
        return frozenset(h for h in path[:-1] if 0 <= st.occ[h] < len(S.units)
                         and S.units[st.occ[h]].player != me and not st.shielded(st.occ[h]))

    def _valid(self, st: GameState, a: int, path: tuple[int, ...]) -> bool:
        S = self.S
        if not 2 <= len(path) <= FLY or len(set(path)) != len(path) or a in path:
            return False
        if a == EDGE:
            if path[0] not in self.edge:
                return False
        elif S.dist[a][path[0]] != 1:
            return False
        return all(S.dist[x][y] == 1 for x, y in zip(path, path[1:]))

    # --- reasons (explain.why_not) ---------------------------------------------------------

    def why_not_order(self, st: GameState, u: int) -> str | None:
        """Why airplane ``u`` cannot be ordered now, from the rules (``None``: no rule
        forbids it)."""
        p = st.active
        h = self.S.name[st.upos[u]]
        if 0 <= self._up(st, p) != u:
            return self._one_up(st, u)
        off = self._taking_off(st, p)
        if 0 <= off != u:
            return (f"{h}: your airplane on {self.S.name[st.upos[off]]} is ordered to take "
                    f"off: one airborne airplane per player, this one cannot take off too "
                    f"(004)")
        card = st.card
        if card < 0 or (KINDS[card].orders is None and card not in (DIRECT_FROM_HQ,
                                                                    FINEST_HOUR)):
            return (f"{h}: an airplane is ordered by a section card, Direct from HQ, a star "
                    f"of Their Finest Hour or an Air Sortie (004)")
        return None

    def _no_equivalent(self, st: GameState, card: int) -> str:
        """Why ``card`` of the active player's hand is not played as an Air Sortie: only Air
        Power, a Counter-Attack repeating one, and "cards that are deemed equivalent by the
        Scenario's Special rules - such as a Recon 1 card when Air Strikes & Blitz rules are
        in effect" (004) are."""
        ck = KINDS[card]
        strikes = self.conf.strikes
        if ck.draw_two and strikes is None:
            return (f"{ck.title} is played as an Air Sortie only under Air Strikes rules, "
                    f"which this scenario does not use (004)")
        if ck.draw_two and strikes is not None:
            side = self.S.sides[strikes].value.title()
            return (f"Air Strikes rules: the {side} player's Recon cards are played as an "
                    f"Air Sortie, not yours (004)")
        out = (f"{ck.title} is not played as an Air Sortie (Air Power is, and a "
               f"Counter-Attack repeating one; Recon cards under Air Strikes rules)")
        if ck.orders is not None and st.sorties[st.active] > 0:
            out += (f"; your Air Sortie card may be played with it (sortie with "
                    f"{card_key(card)})")
        return out

    def why_not(self, st: GameState, a: Action) -> str | None:
        """Why the Air action ``a`` is not legal now, from the rules (``None``: none)."""
        if a.kind in (SORTIE, SORTIE_WITH):
            return self._why_not_sortie(st, a)
        if st.phase != MOVES:
            return "airplanes fly in the movement phase"
        u, why = self._flying(st, a)
        if why is not None:
            return why
        reasons = {LAUNCH: self._why_not_launch, ENTER: self._why_not_enter,
                   LAND: self._why_not_land}
        return reasons.get(a.kind, self._why_not_mission)(st, a, u)

    def _why_not_sortie(self, st: GameState, a: Action) -> str | None:
        """Why the Air Sortie ``a`` (``sortie`` or ``sortie with``) is not legal now."""
        if st.phase != CARD:
            return "an Air Sortie is played in the card phase, as a card"
        why = self._why_not_sortie_card(st, a)
        if why is not None:
            return why
        if a.kind == SORTIE_WITH:
            return self._why_not_sortie_with(st, a)
        p = st.active
        if a.b is None:
            return self._all_on_board(st, p)
        if st.occ[a.b] not in self._sortie_planes(st, p):
            return f"{self.S.name[a.b]}: {self._no_sortie_plane(st, p)}"
        if not self.S.secmask[p][a.b] & self.sortie_bits(st, a.a):
            return (f"{self.S.name[a.b]} is not in the section of the card played as an Air "
                    f"Sortie: the airplane must be over that section (004)")
        return None

    def _why_not_sortie_card(self, st: GameState, a: Action) -> str | None:
        """Why the card of the Air Sortie ``a`` may not be played as one now."""
        p = st.active
        if a.kind == SORTIE_WITH or a.a == AIR_SORTIE:
            return "you have no Air Sortie card face up" if st.sorties[p] <= 0 else None
        if a.a not in st.hands[p]:
            return f"{KINDS[a.a].title} is not in your hand"
        if a.a == COUNTER_ATTACK and (st.turn <= 1 or st.air_last[1 - p] != st.turn - 1):
            if st.turn > 1 and st.air_combo == st.turn - 1:
                # "the Counter-Attack card only lets you counter his Section card, not
                # the Air Sortie played along with it"
                return ("your opponent played his Air Sortie with a section card: "
                        "Counter-Attack repeats the section card only, not the Air "
                        "Sortie (004)")
            return ("your opponent played no Air Sortie in his last turn: Counter-Attack "
                    "is played as an Air Sortie only to repeat one (004)")
        if a.a != AIR_POWER and a.a != COUNTER_ATTACK and (
                self.conf.strikes != p or not KINDS[a.a].draw_two):
            return self._no_equivalent(st, a.a)
        return None

    def _why_not_sortie_with(self, st: GameState, a: Action) -> str | None:
        """Why the face-up Air Sortie may not go with the section card of ``a`` (and the
        section and airplane it names) now."""
        S = self.S
        p = st.active
        if a.a not in st.hands[p] or KINDS[a.a].orders is None:
            return "an Air Sortie goes with a section card of your hand"
        ck = KINDS[a.a]
        one = bool(_one_section(a.a))
        sec, at = a.b if isinstance(a.b, tuple) else (a.b, None)
        if one and sec is not None:
            return f"{ck.title} orders one section: no section to name"
        if not one and (sec is None or not ck.orders[sec]):
            if at is None:
                return (f"{ck.title}: name the section the airplane flies in by, "
                        f"one the card orders")
            # The section whose order goes to the airplane on ``at``.
            fits = [x for x in range(3) if ck.orders[x] and S.secmask[p][at] >> x & 1]
            like = (f" (sortie with {card_key(a.a)} {SECTION_NAMES[fits[0]]} "
                    f"{S.name[at]})" if fits else "")
            return (f"{ck.title}: name the section the Air Sortie takes its order "
                    f"from, one the card orders{like}")
        if at is None:
            return self._all_on_board(st, p)
        bit = _one_section(a.a) if sec is None else 1 << sec
        if st.occ[at] not in self._sortie_planes(st, p):
            return f"{S.name[at]}: {self._no_sortie_plane(st, p)}"
        if not S.secmask[p][at] & bit:
            return f"{S.name[at]} is not in the card's section"
        return None

    def _flying(self, st: GameState, a: Action) -> tuple[int, str | None]:
        """The airplane the movement-phase action ``a`` moves (the one flying in, for
        ``enter`` and a strafe from the edge), or why there is none to move."""
        S = self.S
        p = st.active
        if a.kind == ENTER or a.a == EDGE:
            u = st.air_enter[p]
            if u < 0:
                return u, "no airplane of yours is flying in this turn (play an Air Sortie)"
            if a.kind in (LAUNCH, LAND):
                return u, (f"the airplane flying in ends its move with 'enter {S.name[a.b]}' "
                           f"(among friendly Ready-to-Take-off markers, it lands there)")
            return u, None
        u = st.occ[a.a] if 0 <= a.a < S.n else -1
        if not 0 <= u < len(S.units) or not self.flies[u] or S.units[u].player != p:
            return u, f"{S.name[a.a]} holds no airplane of yours"
        if u not in st.ordered or st.u_mv[u] >= 0:
            return u, f"{S.name[a.a]}: the airplane is not ordered, or has moved"
        return u, None

    def _why_not_launch(self, st: GameState, a: Action, u: int) -> str | None:
        """Why airplane ``u`` may not take off from its markers on ``a.a`` to ``a.b``."""
        S = self.S
        if st.air_ready[u] <= 1:
            return f"{S.name[a.a]} holds no Ready-to-Take-off markers"
        if not self._can_launch(st, u):
            return ("no airplane can take off: one of yours is airborne (one per player), "
                    "or all your airplanes are on the board")
        if a.b not in self._launch_dests(st, u) and a.b not in self.stacks(
                st, self._free(st, st.active), a.a):
            return (f"{S.name[a.b]} is not a vacant hex within 4 of {S.name[a.a]}: the "
                    f"airplane ends its move on a vacant hex" + self._stack_note(st, a.b))
        return None

    def _why_not_enter(self, st: GameState, a: Action, u: int) -> str | None:
        """Why airplane ``u``, flying in, may not end its move on ``a.a``."""
        S = self.S
        if st.occ[a.a] >= 0 and a.a not in self.stacks(st, u, EDGE):
            return (f"{S.name[a.a]} is not vacant: an airplane ends its move on a vacant "
                    f"hex" + self._stack_note(st, a.a))
        if a.a not in self.near_edge(st, st.active, st.air_sec[st.active]):
            return (f"{S.name[a.a]} is more than 3 hexes from a full edge hex of the "
                    f"section: the edge hex is the first of the airplane's 4 (004)")
        return None

    def _why_not_land(self, st: GameState, a: Action, u: int) -> str | None:
        """Why airplane ``u`` may not land among the markers on ``a.b``."""
        S = self.S
        if st.air_ready[u] > 1:
            at = S.name[a.a]
            why = self.why_not(st, Action(LAUNCH, a.a, a.b))
            return (f"{at} holds Ready-to-Take-off markers: an airplane takes off from "
                    f"them with 'launch {at} {S.name[a.b]}' (004)"
                    + (f", not legal either: {why}" if why else ""))
        if self._held(st, u):
            return self.why_not_move(st, u, 0, a.b)
        if a.b in self._plane_reach(st, u) and self._lands(st, u, a.b):
            return (f"{S.name[a.b]} is vacant: the airplane lands there by ending its move "
                    f"on it, 'move {S.name[a.a]} {S.name[a.b]}' ('land' ends among "
                    f"Ready-to-Take-off markers)")
        if a.b not in self.stacks(st, u, a.a):
            return (f"{S.name[a.b]} holds no friendly Ready-to-Take-off markers alone on a "
                    f"friendly airfield or carrier (of this model) within 4 hexes: an "
                    f"airplane lands among markers only (004)" + self._stack_note(st, a.b))
        return None

    def _why_not_mission(self, st: GameState, a: Action, u: int) -> str | None:
        """Why airplane ``u`` may not strafe, dive (the Zero) or pick up (the Storch) as
        ``a`` says."""
        m = self.model[u]
        need = {STRAFE: STRAFING, DIVE: KAMIKAZE, PICK_UP: RESCUE}[a.kind]
        if m is None or need not in m.actions:
            return f"the {m.title if m else 'airplane'} cannot do {need.replace('-', ' ')} (004)"
        if a.kind == STRAFE:
            return self._why_not_strafe(st, a)
        S = self.S
        p = st.active
        t = a.b
        v = st.occ[t] if 0 <= t < S.n else -1
        if not 0 <= v < len(S.units) or self.flies[v]:
            return f"{S.name[t]} holds no ground unit"
        if a.kind == DIVE and S.units[v].player == p:
            return f"{S.name[t]} is your own unit: the Zero dives on an enemy unit"
        if a.kind == PICK_UP and (S.units[v].player != p or S.units[v].cls != 0
                                  or st.ufig[v] != 1):
            return f"{S.name[t]}: the Storch rescues a friendly infantry unit of one figure"
        if not any(S.dist[h][t] == 1 for h in self._dests(st, u, a.a)):
            return f"no vacant hex next to {S.name[t]} is within the airplane's reach"
        return None

    def _why_not_strafe(self, st: GameState, a: Action) -> str | None:
        """Why the strafing path ``a.b`` from ``a.a`` is not one to fly."""
        S = self.S
        p = st.active
        path = a.b
        if not self._valid(st, a.a, path):
            return ("a strafing path is 2 to 4 hexes, each next to the one before, never "
                    "twice over a hex nor back to the start")
        bits = st.air_sec[p]
        if a.a == EDGE and not S.secmask[p][path[0]] & bits:
            where = " or ".join(SECTION_NAMES[x] for x in range(3) if bits >> x & 1)
            return (f"{S.name[path[0]]} is not a full edge hex of the {where} section: "
                    f"the airplane flying in enters by the section it was sent to (004)")
        if st.occ[path[-1]] >= 0:
            return f"{S.name[path[-1]]} is not vacant: the airplane ends on a vacant hex"
        return None if (frozenset(path[:-1]) & self._enemy_hexes(st, p)) else \
            "no enemy unit is on the hexes flown over"

    def why_not_move(self, st: GameState, u: int, mode: int, dest: int) -> str | None:
        """Why ``move`` does not take unit ``u`` to ``dest`` by the Air rules: Ground
        Interdiction keeps a ground unit from moving at all; a landed airplane does not
        take off while another of its player's is airborne; an airplane takes off from
        Ready-to-Take-off markers with ``launch`` (or, when that launch is refused too, its
        own reason) and lands among them with ``land`` (``None``: no such reason)."""
        if self.flies[u]:
            up = self._up(st, self.S.units[u].player)
            if not st.aloft[u] and 0 <= up != u and st.upos[u] >= 0:
                return self._one_up(st, u)
            if st.air_ready[u] > 1 and st.upos[u] >= 0 and 0 <= dest < self.S.n:
                at = self.S.name[st.upos[u]]
                # Never send the player to a launch the engine refuses too: its reason.
                return self.why_not(st, Action(LAUNCH, st.upos[u], dest)) or (
                    f"{at} holds Ready-to-Take-off markers: an airplane takes off from "
                    f"them with 'launch {at} {self.S.name[dest]}' (004)")
            if 0 <= dest < self.S.n and st.upos[u] >= 0 and dest in self.stacks(
                    st, u, st.upos[u]):
                at = self.S.name[st.upos[u]]
                return (f"{self.S.name[dest]} holds Ready-to-Take-off markers: the airplane "
                        f"lands among them with 'land {at} {self.S.name[dest]}'")
            return None
        if not st.air_zone:
            return None
        h = self.S.name[st.upos[u]]
        if u in st.air_pin:
            return (f"{h} started its turn next to an enemy airplane's Ground Interdiction: "
                    f"it cannot move this turn (004)")
        if mode == M_AGAIN and st.upos[u] in st.air_zone:
            return (f"{h} moved next to an enemy airplane's Ground Interdiction: it must stop "
                    f"there (004)")
        return None

    def _stack_note(self, st: GameState, h: int) -> str:
        """Why an airplane may not land among the markers on ``h``, when it holds some."""
        v = st.occ[h] if 0 <= h < self.S.n else -1
        if not 0 <= v < len(self.S.units) or not self.flies[v] or st.aloft[v]:
            return ""
        if not self._markers_only(st, v):
            return f" ({self.S.name[h]} holds an airplane model: no other may land there)"
        return (f" (the markers on {self.S.name[h]} are the enemy's, or the hex is not a "
                f"friendly airfield or a carrier this model may land on)")

    def view_key(self, st: GameState) -> tuple[Any, ...]:
        return tuple(st.air_ready), tuple(st.aloft)

    def view(self, st: GameState, scenario: Scenario) -> None:
        """The Ready-to-Take-off markers left under each airplane on the ground (the
        markers of the map, where they are now)."""
        S = self.S
        for u, n in enumerate(self.ready):
            if (n > 1 or self.standin[u]) and S.units[u].start >= 0:
                c = S.coords[S.units[u].start]
                h = scenario.hex(c)
                if READY in h.extra:
                    scenario.set_hex(c, replace(h, extra={
                        k: v for k, v in h.extra.items() if k != READY}))
        for p in (0, 1):
            for u in self.planes[p]:
                left = st.air_ready[u] - 1
                if st.upos[u] >= 0 and not st.aloft[u] and left > 0:
                    c = S.coords[st.upos[u]]
                    h = scenario.hex(c)
                    scenario.set_hex(c, replace(h, extra={
                        **h.extra, READY: {"side": S.sides[p].value, "count": left}}))

    def _enemy_hexes(self, st: GameState, p: int) -> frozenset[int]:
        nu = len(self.S.units)
        return frozenset(st.upos[v] for v in range(nu) if st.upos[v] >= 0
                         and self.S.units[v].player != p and not st.shielded(v))
