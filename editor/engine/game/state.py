"""The game state: a whole Memoir '44 battle played by the rules, one decision at a time.

A :class:`GameState` is mutable and compact: unit positions and figures, occupancy and
sight levels per hex, terrain per hex (sandbags come and go), hands, deck, discard pile,
medals, objectives held, the turn and where in the turn we are. The static facts live in a
shared :class:`~editor.engine.game.tables.Setup`.

The interface follows python-chess and OpenSpiel (``../shared/STYLE.md``):

- :meth:`current_player` (0 = player 1 at the top, 1 = player 2 at the bottom, or
  :data:`CHANCE`, :data:`TERMINAL`) and :meth:`legal_actions` at every decision point;
- :meth:`apply` an action; :meth:`push` / :meth:`pop` (an undo journal, not copies);
  :meth:`copy`; equality compares whole states;
- dice and shuffles are chance steps: at :data:`CHANCE`, :meth:`chance_request` says what
  is needed and an ``Action("roll", faces)`` / ``Action("shuffle", pile)`` answers it
  (:class:`~editor.engine.game.match.Game` does that from a dice source).

A decision with a single legal action is taken at once (the rules leave no choice), so
:meth:`legal_actions` always offers two or more. The turn sequence, the cards and the
victory rules are described in ``docs/GAME.md`` with the readings chosen.

>>> from editor.io.m44 import load
>>> s = GameState(Setup(load("scenarios/hedgerow-crossroads.m44").scenario))
>>> s.current_player() == CHANCE, s.chance_request().kind
(True, 'shuffle')
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any, Final

from editor.engine.board import Side

from .actions import (AMBUSH as A_AMBUSH, BATTLE, BATTLES_DONE, CLEAR, EXIT, HOLD, KEEP,
                      MOVE, MOVES_DONE, NO_AMBUSH, NO_OVERRUN, ORDER, ORDERS_DONE, PLAY,
                      RESUPPLY, RETREAT, ROLL, SECTION, SHUFFLE, TAKE_GROUND, TARGET,
                      TARGETS_DONE, Action, IllegalActionError)
from .cards import (AIR_POWER, ALL, AMBUSH, ARMOR_ASSAULT, ARTILLERY_BOMBARD, BARRAGE,
                    BEHIND_ENEMY_LINES, CLOSE_ASSAULT, COUNTER_ATTACK, DECK, DIG_IN,
                    DIRECT_FROM_HQ, FINEST_HOUR, FIREFIGHT, INFANTRY_ASSAULT, KINDS, MEDICS,
                    MOVE_OUT, SECTION_NAMES, kind_of, mirrored)
from .cards import key as card_key
from .cards import title as card_title
from .dice import ARMOR, FACE_NAMES, FACE_WORDS, FLAG, GRENADE, INF, STAR, Chance, parse_face
from .expansions import halts, not_in_effect
from .tables import BLOCKS, C_ARMOR, C_ART, C_INF, Setup
from ..words import counted

CHANCE: Final = -1
TERMINAL: Final = -2
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

# Phases (where in the turn the state waits).
CARD: Final = "card"
SECTION_PHASE: Final = "section"
ORDERS: Final = "orders"
TARGETS: Final = "targets"
MOVES: Final = "moves"
BATTLES: Final = "battles"
AMBUSH_PHASE: Final = "ambush"
RETREAT_PHASE: Final = "retreat"
TAKE: Final = "take-ground"
OVERRUN: Final = "overrun"
MOVE_AGAIN: Final = "move-again"
KEEP_PHASE: Final = "keep"
CHANCE_PHASE: Final = "chance"
OVER: Final = "over"

# Order modes: how an ordered unit may act this turn.
M_NONE: Final = 0
M_NORMAL: Final = 1
M_IA: Final = 2
M_AB: Final = 3
M_BEL: Final = 4
M_CA: Final = 5
M_FF: Final = 6
M_DUG: Final = 7
#: Behind Enemy Lines' second move (a reach mode, never stored).
M_AGAIN: Final = 8
# Bonus dice: none, +1 every battle, +1 in close assault, +1 on the first battle only.
B_NONE: Final = 0
B_ALL: Final = 1
B_CLOSE: Final = 2
B_FIRST: Final = 3
# Battle kinds.
K_NORMAL: Final = 0
K_AMBUSH: Final = 1
K_AIR: Final = 2
K_BARRAGE: Final = 3
K_EXP: Final = 4

#: The Dieppe vehicles a card never orders, its fallback's "1 unit of your choice" included
#: (003): "Behind Enemy Lines, Dig-in, Medics & Mechanics - Patrol Car units may not be
#: ordered using any of these Command cards" (and "Half-Track units may not be ordered using
#: any of these Command cards"); "Tactic cards that order Infantry units (Infantry Assault,
#: Move Out) do not order Half-Track units".
_NO_VEHICLES: Final = ("patrol_cars", "half_tracks")
_NO_HALF_TRACKS: Final = ("half_tracks",)

_APPEND: Final = object()
_new = tuple.__new__
_MOVES_DONE: Final = Action(MOVES_DONE)
_ORDERS_DONE: Final = Action(ORDERS_DONE)
_BATTLES_DONE: Final = Action(BATTLES_DONE)
#: The actions the turn sequence offers most, each made once and shared by every game (an
#: action is an immutable tuple, and a game offers thousands of moves, orders and battles
#: among a few hundred distinct ones): keyed by hex (``a``) and, for two hexes, ``a << 12
#: | b & 4095`` (``b`` may be ``EXIT``, -1). Making a tuple of the Action class costs more
#: than finding it here.
_MOVE_ACTS: Final[dict[int, Action]] = {}
_BATTLE_ACTS: Final[dict[int, Action]] = {}
_ORDER_ACTS: Final[dict[int, Action]] = {}
_PLAY_ACTS: Final[dict[int, Action]] = {}


def _shared(cache: dict[int, Action], key: int, kind: str, a: int, b: int | None) -> Action:
    """The action ``(kind, a, b)`` of ``cache`` (made on first use)."""
    act = cache.get(key)
    if act is None:
        act = cache[key] = _new(Action, (kind, a, b))
    return act
#: The fields of a turn in progress and their values between turns (``_next_turn``; and
#: ``o_elig``, a dict, emptied there).
_TURN_FIELDS: tuple[tuple[str, Any], ...] = (
    ("ordered", ()), ("card", -1), ("draw_two", False), ("ambushed", False), ("o_caps", ()),
    ("air", ()), ("b_att", -1), ("b_tgt", -1), ("r_ends", ()), ("o_medics", False))
#: Every field a game state may have: the base game's (set by ``__init__``) and the
#: expansions' (declared on the class, set by their ``start``). ``copy`` and ``snapshot``
#: go through this list, not the instance's ``__dict__``, because the compiled engine's
#: states have none (``editor/engine/game/native.py``); ``test_native.py`` checks in the
#: Python engine that no field is missing from it.
_FIELDS = (
    "S", "_j", "_marks", "_legal", "_rc", "_cap", "_oc", "version", "auto_taken",
    "history", "events",
    # the position
    "upos", "ufig", "occ", "ter", "sight", "aloft", "sand", "wire", "stop", "stop_rail",
    "alive", "hands", "deck", "discard", "won", "exited", "htf", "obj",
    "turn", "active", "phase", "decider", "winner", "reason", "how",
    # the turn in progress
    "played", "card", "last_card", "draw_two", "tfh", "ambushed", "ordered", "u_ord",
    "u_bon", "u_mv", "u_cb", "u_bat", "u_st", "u_or", "o_caps", "o_elig", "o_mode",
    "o_bonus", "o_medics", "sections", "b_att", "b_tgt", "b_from", "b_thex", "b_dice",
    "b_close", "b_over", "b_kind", "res", "r_unit", "r_ends", "r_by", "air", "air_i",
    "chance", "chance_for", "draw_queue", "drawn",
    # the expansions' (only on states whose scenario uses them)
    "rs_battled", "rs_gave", "rs_got", "lc",
    "sorties", "air_ord", "air_chk", "air_act", "air_enter", "air_sec", "air_last",
    "air_nodraw", "air_combo", "air_combo_s", "air_combo_u", "air_u", "air_q", "air_qi",
    "air_t", "air_med", "air_pin", "air_zone", "air_gi", "air_ready")
_FIELDS_NOT_STATE = frozenset({"S", "_j", "_marks", "_legal", "version", "_rc", "_oc",
                               "_cap", "auto_taken"})


class GameState:
    """One game in progress (see the module docstring)."""

    # Fields of the expansions (``expansions/``), set by their ``start`` when the scenario
    # uses them: Re-supply's turns of battle and re-supply, the units aboard landing craft.
    rs_battled: list[int]
    rs_gave: list[int]
    rs_got: list[int]
    lc: list[bool]
    # The Air rules (expansions/air.py): Air Sortie cards face up, the airplanes' turns of
    # order, Air check and strafing, the airplane flying in, the sortie played with a
    # section card, the strafing run in progress, Ground Interdiction, the Ready markers.
    sorties: list[int]
    air_ord: list[int]
    air_chk: list[int]
    air_act: list[int]
    air_enter: list[int]
    air_sec: list[int]
    air_last: list[int]
    air_nodraw: int
    air_combo: int
    air_combo_s: int
    air_combo_u: int
    air_u: int
    air_q: tuple[int, ...]
    air_qi: int
    air_t: int
    air_med: bool
    air_pin: tuple[int, ...]
    air_zone: tuple[int, ...]
    air_gi: tuple[int, ...]
    air_ready: list[int]

    def __init__(self, setup: Setup, *, hands: Sequence[Sequence[int]] | None = None,
                 deck: Sequence[int] | None = None, first_player: int | None = None,
                 events: bool = False, undo: bool = False, blank: bool = False) -> None:
        """A new game on ``setup``. Without ``hands`` the game starts with a chance step
        shuffling the 60 cards, then deals. With ``hands`` (two lists of card kinds) and
        ``deck`` (top first; default: the rest of the 60 cards in deck order) the deal is
        given, as scripted tests need. ``events`` keeps a readable account of the game;
        ``undo`` journals every change from the start (``push`` turns it on anyway)."""
        self.S = setup
        if blank:
            return  # copy() fills in the fields
        n, nu = setup.n, len(setup.units)
        self._j: list[tuple[Any, Any, Any]] | None = [] if undo else None
        self._marks: list[int] = []
        self._legal: list[Action] | None = None
        #: Caches: reach per (unit, mode), cleared whenever a unit or a sandbag moves; the
        #: units still orderable, per orders already given.
        self._rc: dict[tuple[int, int], tuple[dict[int, int], list[Action], int]] = {}
        self._cap = 0
        self._oc: tuple[tuple[int, ...], list[int]] | None = None
        self.version = 0
        #: Decisions the rules took by themselves (a single possibility) since the last
        #: decision a player made (bookkeeping for scripts: :meth:`Game.play`).
        self.auto_taken: list[Action] = []
        self.history: list[Action] = []
        self.events: list[tuple[int, str]] | None = [] if events else None
        self.upos = [u.start for u in setup.units]
        self.ufig = [u.figures for u in setup.units]
        self.occ = [-1] * n
        self.ter = list(setup.terrain)
        self.sight = [t.sight for t in setup.terrain]
        for i in setup.blockers:
            self.occ[i] = nu  # an immobile obstacle: no unit id of the game
            self.sight[i] = BLOCKS
        for u in setup.units:
            if u.start < 0:
                continue  # an expansion's unit in reserve, off the board
            self.occ[u.start] = u.uid
            if not u.airborne:
                self.sight[u.start] = BLOCKS
        #: Whether each unit is an airplane in flight now (the Air rules land and fly them).
        self.aloft = [u.airborne for u in setup.units]
        self.sand = [t.sand for t in setup.terrain]
        #: Removable obstacles (wire) still on their hex, and the must-stop tables of the
        #: reach search, the state's own when wire can be removed.
        self.wire = list(setup.removable)
        wired = any(setup.removable)
        self.stop = list(setup.stop) if wired else setup.stop
        self.stop_rail = list(setup.stop_rail) if wired else setup.stop_rail
        self.alive = [sum(1 for u in setup.units if u.player == p and not u.flies)
                      for p in (0, 1)]
        self.hands: list[list[int]] = [[], []]
        self.deck: list[int] = []  # top of the deck is the end of the list
        self.discard: list[int] = []
        self.won = [0, 0]  # medals from units eliminated (and exits)
        self.exited = [0, 0]  # of which exits
        self.htf = [0, 0]  # enemy Half-track figures destroyed (three make a medal)
        self.obj = [-1] * len(setup.objectives)
        self.turn = 0
        self.active = setup.first_player if first_player is None else first_player
        self.phase = CARD
        self.decider = self.active
        self.winner = -1
        self.reason = ""
        #: How the game was won, for statistics: one of :data:`HOW`, "" while it goes on.
        self.how = ""
        # --- the turn in progress
        self.played = -1
        self.card = -1
        self.last_card = [-1, -1]
        self.draw_two = False
        self.tfh = False
        self.ambushed = False
        self.ordered: tuple[int, ...] = ()
        self.u_ord = [M_NONE] * nu
        self.u_bon = [B_NONE] * nu
        self.u_mv = [-1] * nu
        self.u_cb = [False] * nu
        self.u_bat = [0] * nu
        self.u_st = [-1] * nu
        self.u_or = [False] * nu
        self.o_caps: tuple[int, ...] = ()
        self.o_elig: dict[int, int] = {}
        self.o_mode = M_NONE
        self.o_bonus = B_NONE
        self.o_medics = False
        self.sections: tuple[int, ...] = ()
        self.b_att = -1
        self.b_tgt = -1
        self.b_from = -1
        self.b_thex = -1
        self.b_dice = 0
        self.b_close = False
        self.b_over = False
        self.b_kind = K_NORMAL
        self.res: tuple[int, int, int, bool] = (0, 0, 0, True)  # target, hits, flags, ignorable
        self.r_unit = -1
        self.r_ends: tuple[tuple[int, int], ...] = ()
        self.r_by = -1
        self.air: tuple[int, ...] = ()
        self.air_i = 0
        self.chance: Chance | None = None
        self.chance_for = ""
        self.draw_queue: tuple[tuple[int, int], ...] = ()
        self.drawn: tuple[int, ...] = ()
        for x in setup.expansions:
            x.start(self)
        for k in range(len(setup.objectives)):
            self._eval_objective(k)
        if hands is None:
            self._request_shuffle(DECK + tuple(c for x in setup.expansions for c in x.cards),
                                  "deal")
        else:
            self.hands = [list(hands[0]), list(hands[1])]
            if deck is None:
                rest = list(DECK)
                for h in self.hands:
                    for c in h:
                        rest.remove(c)
                deck = rest
            self.deck = list(reversed(list(deck)))
            for x in setup.expansions:
                x.dealt(self)
            self._start_turn()
        if self.phase != OVER:
            self._check()
        self._settle()

    # ======================================================================================
    # public interface

    def current_player(self) -> int:
        """0 or 1 (the player who decides now), :data:`CHANCE` or :data:`TERMINAL`."""
        ph = self.phase
        if ph is OVER:
            return TERMINAL
        if ph is CHANCE_PHASE:
            return CHANCE
        return self.decider

    @property
    def is_over(self) -> bool:
        return self.phase is OVER

    def chance_request(self) -> Chance | None:
        """What the pending chance step needs (``None`` when it is a player's decision)."""
        return self.chance if self.phase is CHANCE_PHASE else None

    def legal_actions(self) -> list[Action]:
        """The legal actions of the player to decide (two or more), or ``[]`` at a chance
        step or when the game is over."""
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal

    def apply(self, action: Action, *, check: bool = True) -> None:
        """Play ``action`` (a decision, or the outcome of the pending chance step). Raises
        :class:`IllegalActionError` if it is not legal (``check=False`` skips the test, for
        an action just taken from :meth:`legal_actions`). Journaled when undo is on."""
        if not check:
            pass
        elif self.phase is CHANCE_PHASE:
            self._check_chance(action)
        elif action not in self.legal_actions():
            raise IllegalActionError(f"{self.describe_action(action)} is not legal now "
                                     f"({self.phase}); legal: "
                                     f"{', '.join(self.notation(a) for a in self.legal_actions())}")
        if self._j is not None:
            self._marks.append(len(self._j))
            self._j.append((self.history, _APPEND, None))
        if action.kind != ROLL and action.kind != SHUFFLE and self.auto_taken:
            self.auto_taken = []
        self.history.append(action)
        self._legal = None
        self.version += 1
        self._dispatch(action)
        self._settle()

    def push(self, action: Action) -> None:
        """:meth:`apply`, remembering how to undo it (:meth:`pop`)."""
        if self._j is None:
            self._j = []
        self.apply(action)

    def pop(self) -> Action:
        """Undo the last pushed action (with everything it caused) and return it."""
        if not self._marks or self._j is None:
            raise IndexError("pop from a game state with nothing pushed")
        action = self.history[-1]
        mark = self._marks.pop()
        j = self._j
        while len(j) > mark:
            c, k, old = j.pop()
            if k is _APPEND:
                c.pop()
            elif c is self:
                setattr(self, k, old)
            else:
                c[k] = old
        self._legal = None
        self._rc = {}
        self._oc = None
        self.version += 1
        return action

    def copy(self) -> GameState:
        """An independent copy (same setup; no undo history)."""
        new = GameState(self.S, blank=True)
        for k in _FIELDS:
            try:
                v = getattr(self, k)
            except AttributeError:
                continue
            if isinstance(v, list):
                # The hands are the only list of lists; every other list holds values.
                v = [list(x) for x in v] if k == "hands" else list(v)
            elif isinstance(v, dict):
                v = dict(v)
            setattr(new, k, v)
        new._j = None
        new._marks = []
        new._legal = None
        new._rc = {}
        new._oc = None
        new.auto_taken = []
        return new

    def snapshot(self) -> dict[str, Any]:
        """Every field of the state (for equality and for tests)."""
        out = {}
        for k in _FIELDS:
            if k not in _FIELDS_NOT_STATE:
                try:
                    out[k] = getattr(self, k)
                except AttributeError:
                    pass
        return out

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return self.S is other.S and self.snapshot() == other.snapshot()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def digest(self) -> str:
        """A short fingerprint of the position and the game's course (replays compare it)."""
        snap = self.snapshot()
        snap.pop("events", None)
        if snap["aloft"] == [u.airborne for u in self.S.units]:
            # No airplane has taken off or landed (a game without the Air rules never
            # does): the digest is the one of the engine before them, so that the logs it
            # saved still replay.
            del snap["aloft"]
        snap["ter"] = [t.describe for t in self.ter]
        return hashlib.sha1(repr(sorted(snap.items(), key=lambda kv: kv[0])).encode()
                            ).hexdigest()[:16]

    # --- questions about the position -----------------------------------------------------

    def medals(self, player: int) -> int:
        """Medals ``player`` holds now: units eliminated, exits, Half-track figures by three,
        and the objectives it holds."""
        n = self.won[player] + self.htf[player] // 3
        if player in self.obj:
            objs = self.S.objectives
            n += sum(objs[k].value for k, h in enumerate(self.obj) if h == player)
        return n

    def units_of(self, player: int) -> list[int]:
        """Unit ids of ``player`` still on the board."""
        pos = self.upos
        return [u for u in self.S.by_player[player] if pos[u] >= 0]

    def unit_at(self, hex_: int) -> int:
        """The unit id on a hex, or -1."""
        v = self.occ[hex_]
        return v if v < len(self.S.units) else -1

    # --- readable views (hex names, sides, card keys) -------------------------------------

    def unit_on(self, hex_name: str) -> tuple[str, str, int] | None:
        """``(unit name, side, figures)`` of the unit on a hex (``E5``), or ``None``."""
        u = self.unit_at(self.S.hex_of(hex_name))
        if u < 0:
            return None
        info = self.S.units[u]
        return info.name, self.S.sides[info.player].value, self.ufig[u]

    def position(self) -> dict[str, tuple[str, int]]:
        """Every unit on the board: ``{hex name: (unit name, figures)}``."""
        S = self.S
        return {S.name[at]: (S.units[u].name, self.ufig[u])
                for u, at in enumerate(self.upos) if at >= 0}

    def medals_by_side(self) -> dict[str, int]:
        """``{"AXIS": n, "ALLIES": m}``: the medals each side holds now."""
        return {self.S.sides[p].value: self.medals(p) for p in (0, 1)}

    @property
    def winner_side(self) -> str | None:
        """``AXIS``/``ALLIES`` once a side has won; ``None`` before, or for a draw."""
        return self.S.sides[self.winner].value if self.winner in (0, 1) else None

    def hand(self, side: str) -> list[str]:
        """The card keys in the hand of ``side`` (``AXIS``/``ALLIES``), sorted."""
        p = 0 if self.S.sides[0].value == side.upper() else 1
        return sorted(card_key(c) for c in self.hands[p])

    def objectives_held(self) -> dict[str, str | None]:
        """``{objective label: side holding it, or None}``."""
        S = self.S
        return {o.label: (S.sides[self.obj[k]].value if self.obj[k] >= 0 else None)
                for k, o in enumerate(S.objectives)}

    def can_see(self, a: int, b: int) -> bool:
        """Line of sight from hex ``a`` to hex ``b`` in the current position."""
        S = self.S
        if S.dist[a][b] <= 1:
            return True
        ter = self.ter
        ha, hb = ter[a].height, ter[b].height
        level = ha if ha == hb else 0
        interior, left, right = S._los.get(a * S.n + b) or S.lines(a, b)
        sight = self.sight
        for i in interior:
            if sight[i] > level:
                return False
        if left and right:
            for i in left:
                if sight[i] > level:
                    for k in right:
                        if sight[k] > level:
                            return False
                    break
        return True

    # ======================================================================================
    # journaled writes

    def _w(self, c: Any, k: Any, v: Any) -> None:
        """``c[k] = v``, journaled for :meth:`pop` when undo is on."""
        j = self._j
        if j is not None:
            j.append((c, k, c[k]))
        c[k] = v

    def _a(self, name: str, v: Any) -> None:
        """``self.name = v``, journaled for :meth:`pop` when undo is on."""
        j = self._j
        if j is not None:
            j.append((self, name, getattr(self, name)))
        setattr(self, name, v)

    def _to(self, phase: str, decider: int) -> None:
        """The state now waits in ``phase`` for ``decider`` (``_a`` of both, written
        directly: the turn sequence does it at every step)."""
        j = self._j
        if j is not None:
            j.append((self, "phase", self.phase))
            j.append((self, "decider", self.decider))
        self.phase = phase
        self.decider = decider

    def _ev(self, text: str) -> None:
        """Add a line to the readable account. Callers write
        ``if self.events is not None: self._ev(f"...")`` so that simulations, which keep no
        account, never pay for formatting the text."""
        ev = self.events
        if ev is not None:
            if self._j is not None:
                self._j.append((ev, _APPEND, None))
            ev.append((self.turn, text))

    # ======================================================================================
    # legal actions

    def _compute_legal(self) -> list[Action]:
        ph = self.phase
        if ph is MOVES:
            out = []
            u_ord = self.u_ord
            for u in self._movers():
                out += self._reach_entry(u, u_ord[u])[1]
            if out:
                out.append(_MOVES_DONE)
            for x in self.S.expansions:
                x.moves(self, out)
            return out
        if ph is BATTLES:
            pos = self.upos
            out = [_shared(_BATTLE_ACTS, pos[u] << 12 | pos[t], BATTLE, pos[u], pos[t])
                   for u in self.ordered if pos[u] >= 0 and self.u_bat[u] > 0 and self.u_cb[u]
                   for t, _, _ in self.targets(u)]
            if self.S.has_wire:
                out += self._clear_actions()
            for x in self.S.expansions:
                out += x.battle_actions(self)
            if out:
                out.append(_BATTLES_DONE)
            return out
        if ph is CARD:
            hand = self.hands[self.active]
            kinds = sorted({k for k in hand if self._playable(k)}) or sorted(set(hand))
            out = [_shared(_PLAY_ACTS, k, PLAY, k, None) for k in kinds]
            for x in self.S.expansions:
                x.card_actions(self, out)
            return out
        if ph is ORDERS:
            pos = self.upos
            out = [_shared(_ORDER_ACTS, pos[u], ORDER, pos[u], None) for u in self._orderable()]
            if out:
                out.append(_ORDERS_DONE)
            return out
        if ph is RETREAT_PHASE:
            return [Action(RETREAT, e) for e, _ in self.r_ends]
        if ph is TAKE:
            return [Action(TAKE_GROUND), Action(HOLD)]
        if ph is OVERRUN:
            u = self.b_att
            out = [Action(BATTLE, self.upos[u], self.upos[t]) for t, _, _ in
                   self.targets(u, overrun=True)]
            if out:
                out.append(Action(NO_OVERRUN))
            return out
        if ph is AMBUSH_PHASE:
            return [Action(A_AMBUSH), Action(NO_AMBUSH)]
        if ph is TARGETS:
            return self._target_actions()
        if ph is SECTION_PHASE:
            return [Action(SECTION, s) for s in self.sections]
        if ph is MOVE_AGAIN:
            u = self.b_att
            out = [Action(MOVE, self.upos[u], d) for d in self._reach_codes(u, M_AGAIN)]
            if out:
                out.append(Action(MOVES_DONE))
            return out
        if ph is KEEP_PHASE:
            return [Action(KEEP, k) for k in sorted(set(self.drawn))]
        for x in self.S.expansions:
            more = x.phase_actions(self)
            if more is not None:
                return more
        return []

    def _settle(self) -> None:
        """Take every decision the rules leave no choice in."""
        while True:
            ph = self.phase
            if ph is CHANCE_PHASE or ph is OVER:
                self._legal = None
                return
            legal = self._compute_legal()
            if len(legal) == 1:
                self.auto_taken.append(legal[0])
                self._dispatch(legal[0])
            elif not legal:
                self._nothing_to_do()
            else:
                self._legal = legal
                return

    def _nothing_to_do(self) -> None:
        """Leave a phase in which no action is possible (no unit can move, battle...)."""
        ph = self.phase
        if ph is ORDERS:
            self._end_orders()
        elif ph is MOVES:
            self._start_battles()
        elif ph is BATTLES:
            self._end_battles()
        elif ph is OVERRUN:
            self._battle_phase()
        elif ph is TARGETS:
            if self.card == AIR_POWER and self.air:
                self._resolve_air()
            else:
                self._end_turn()
        elif ph is CARD or ph is MOVE_AGAIN:  # an empty hand, nowhere to go
            self._end_turn()
        else:
            for x in self.S.expansions:
                x.nothing_to_do(self)

    def _check_chance(self, action: Action) -> None:
        ch = self.chance
        assert ch is not None
        if action.kind != ch.kind:
            raise IllegalActionError(f"a chance step needs a {ch.kind}, not {action.kind}")
        if ch.kind == ROLL:
            faces = action.a
            if not isinstance(faces, tuple) or len(faces) != ch.dice or \
                    any(f not in (INF, ARMOR, GRENADE, STAR, FLAG) for f in faces):
                raise IllegalActionError(f"the roll needs {ch.dice} faces, got {faces!r}")
        elif sorted(action.a) != sorted(ch.cards):
            raise IllegalActionError("a shuffle must return exactly the cards shuffled")

    # ======================================================================================
    # dispatch

    def _dispatch(self, a: Action) -> None:
        k = a.kind
        if k == MOVE:
            u = self.occ[a.a]
            if self.phase is MOVE_AGAIN:
                self._move(u, a.b, M_AGAIN)
                if not self.is_over:  # read again: the move may have ended the game
                    self._end_turn()
            else:
                self._move(u, a.b, self.u_ord[u])
                if self.phase is not OVER and not self._moves_left():
                    self._start_battles()
        elif k == BATTLE:
            u, t = self.occ[a.a], self.occ[a.b]
            self._declare(u, t, overrun=self.phase is OVERRUN)
        elif k == ORDER:
            self._order(self.occ[a.a])
        elif k == ROLL:
            self._rolled(a.a)
        elif k == RETREAT:
            lost = dict(self.r_ends)[a.a]
            self._do_retreat(self.r_unit, a.a, lost)
        elif k == PLAY:
            self._play(a.a)
        elif k == MOVES_DONE:
            if self.phase is MOVE_AGAIN:
                self._end_turn()
            else:
                self._start_battles()
        elif k == BATTLES_DONE:
            self._end_battles()
        elif k == CLEAR:
            self._clear(self.occ[a.a])
        elif k == ORDERS_DONE:
            if self.events is not None and not self.ordered: self._ev("no unit is ordered")
            self._end_orders()
        elif k == TAKE_GROUND:
            self._take_ground()
        elif k == HOLD:
            if self.events is not None: self._ev(f"{self._uname(self.b_att)} holds its ground")
            self._battle_phase()
        elif k == NO_OVERRUN:
            self._battle_phase()
        elif k == A_AMBUSH:
            self._ambush()
        elif k == NO_AMBUSH:
            self._roll(self.b_dice, "battle")
        elif k == SHUFFLE:
            self._shuffled(a.a)
        elif k == TARGET:
            self._target(a.a)
        elif k == TARGETS_DONE:
            self._resolve_air()
        elif k == SECTION:
            self._infantry_section(a.a)
        elif k == KEEP:
            self._keep(a.a)
        else:
            for x in self.S.expansions:
                if k in x.kinds:
                    x.dispatch(self, a)
                    return
            raise IllegalActionError(f"unknown action {a!r}")

    # ======================================================================================
    # names, for events and notation

    def _uname(self, u: int) -> str:
        at = self.upos[u]
        where = self.S.name[at] if at >= 0 else "off the board"
        return f"{where} {self.S.units[u].label}"

    def _pname(self, p: int) -> str:
        """Player ``p`` as the events name it: ``Allies (player 2)``."""
        return f"{self._sname(p)} (player {p + 1})"

    def _sname(self, p: int) -> str:
        """Player ``p``'s side as a sentence names it (``Allies``; the file's ``ALLIES`` is
        a code, kept for data: :meth:`winner_side`, :meth:`medals_by_side`)."""
        return self.S.sides[p].label

    # ======================================================================================
    # turn start and cards

    def _start_turn(self) -> None:
        if self.turn >= self.S.max_turns:
            # The cap's turns have all been played: the game stops at the cap (``turn`` is
            # the last turn played, not one more).
            self._a("winner", DRAW)
            self._a("reason", f"the turn cap ({self.S.max_turns} player turns) was reached")
            self._a("how", TURN_CAP)
            self._a("phase", OVER)
            if self.events is not None: self._ev(f"draw: {self.reason}")
            return
        self._a("turn", self.turn + 1)
        self._to(CARD, self.active)
        p = self.active
        if self.events is not None: self._ev(f"turn {self.turn}: {self._pname(p)} to play, medals "
                 f"{self.medals(0)}-{self.medals(1)}")
        for x in self.S.expansions:
            x.turn_start(self)
        # Objectives held at the start of the owner's turn.
        for k, o in enumerate(self.S.objectives):
            if o.turn_start and (o.player is None or o.player == p) and self.obj[k] != p \
                    and self._holds(o.hexes, p) >= o.need:
                self._w(self.obj, k, p)
                if self.events is not None: self._ev(f"objective {o.label} held at the start of the turn by "
                         f"{self._sname(p)}")
        self._check()

    def _playable(self, kind: int) -> bool:
        if kind == AMBUSH:
            return False  # played in the opponent's turn only
        if kind == COUNTER_ATTACK:
            return self.last_card[1 - self.active] >= 0
        return True

    def _play(self, kind: int) -> None:
        p = self.active
        hand = list(self.hands[p])
        hand.remove(kind)
        self._w(self.hands, p, hand)
        self._a("played", kind)
        eff = kind
        if not self._playable(kind):
            eff = -1  # no card in hand can order anything: played for nothing
        elif kind == COUNTER_ATTACK:
            eff = mirrored(self.last_card[1 - p])
        self._w(self.last_card, p, eff)
        self._a("card", eff)
        if eff < 0:
            if self.events is not None: self._ev(f"{self._pname(p)} plays {card_title(kind)} to no effect")
            self._end_turn()
            return
        if kind == COUNTER_ATTACK:
            if self.events is not None: self._ev(f"{self._pname(p)} plays Counter-Attack as {card_title(eff)}")
        else:
            if self.events is not None: self._ev(f"{self._pname(p)} plays {card_title(kind)}")
        ck = KINDS[eff]
        if ck.draw_two:
            self._a("draw_two", True)
        if ck.orders is not None:
            sm = self.S.secmask[p]
            pos = self.upos
            secs = [s for s in range(3) if ck.orders[s]]
            if len(secs) == 1:
                bit = 1 << secs[0]
                elig = {u: 1 for u in self._own_units() if sm[pos[u]] & bit}
                self._begin_orders((ck.orders[secs[0]],), elig, M_NORMAL, B_NONE)
                return
            wanted = sum(1 << s for s in secs)
            elig = {u: sm[pos[u]] & wanted for u in self._own_units() if sm[pos[u]] & wanted}
            self._begin_orders(ck.orders, elig, M_NORMAL, B_NONE)
            return
        units = self._own_units()
        U = self.S.units
        if eff == AIR_POWER or eff == BARRAGE:
            self._a("air", ())
            self._to(TARGETS, p)
            if not self._target_actions():
                if self.events is not None: self._ev("no enemy unit to target")
                self._end_turn()
        elif eff == ARMOR_ASSAULT:
            self._typed_orders([u for u in units if U[u].armor_card], 4, M_NORMAL, B_CLOSE)
        elif eff == ARTILLERY_BOMBARD:
            self._typed_orders([u for u in units if U[u].cls == C_ART], ALL, M_AB, B_NONE)
        elif eff == BEHIND_ENEMY_LINES:
            self._typed_orders([u for u in units if U[u].foot_card], 1, M_BEL, B_ALL,
                               _NO_VEHICLES)
        elif eff == CLOSE_ASSAULT:
            elig = {u: 1 for u in units if U[u].cls in (C_INF, C_ARMOR) and self._adjacent_enemy(u)}
            self._begin_orders((ALL,), elig, M_CA, B_FIRST)
        elif eff == DIG_IN:
            foot = [u for u in units if U[u].foot_card]
            if not foot:
                self._fallback(barred=_NO_VEHICLES)
            else:
                # Any hex of the unit takes sandbags ("place sandbags on their own
                # hexes"), over wire or where printed sandbags were taken away too.
                elig = {u: 1 for u in foot if not self.sand[self.upos[u]]}
                self._begin_orders((4,), elig, M_DUG, B_NONE)
        elif eff == DIRECT_FROM_HQ:
            self._begin_orders((4,), {u: 1 for u in units}, M_NORMAL, B_NONE)
        elif eff == FIREFIGHT:
            elig = {u: 1 for u in units if not self._adjacent_enemy(u)}
            self._begin_orders((4,), elig, M_FF, B_ALL)
        elif eff == INFANTRY_ASSAULT:
            inf = [u for u in units if U[u].infantry_card]
            if not inf:
                self._fallback(barred=_NO_HALF_TRACKS)
                return
            sm = self.S.secmask[p]
            with_inf = tuple(s for s in range(3) if any(sm[self.upos[u]] >> s & 1 for u in inf))
            self._a("sections", with_inf)
            self._to(SECTION_PHASE, p)
        elif eff == MEDICS:
            hurt = [u for u in units if self.ufig[u] < U[u].figures
                    and not U[u].is_dieppe_vehicle]
            if not hurt:
                vehicle = any(self.ufig[u] < U[u].figures for u in units
                              if U[u].is_dieppe_vehicle)
                self._fallback("no unit it may order has lost figures (a Patrol Car or "
                               "Half-track has: the card never orders them)" if vehicle
                               else "no unit has lost figures", _NO_VEHICLES)
            else:
                self._a("o_medics", True)
                self._begin_orders((1,), {u: 1 for u in hurt}, M_NORMAL, B_NONE)
        elif eff == MOVE_OUT:
            self._typed_orders([u for u in units if U[u].infantry_card], 4, M_NORMAL, B_NONE,
                               _NO_HALF_TRACKS)
        elif eff == FINEST_HOUR:
            self._a("tfh", True)
            self._roll(len(self.hands[p]) + 1, "tfh")
        else:  # pragma: no cover - every tactic card is handled above
            raise AssertionError(f"card {card_key(eff)} has no effect")

    def _typed_orders(self, units: list[int], cap: int, mode: int, bonus: int,
                      barred: tuple[str, ...] = ()) -> None:
        """Cards ordering units of one type, with the fallback of command-cards.md: "if you
        do not command any X units, issue an order to 1 unit of your choice" (``barred``:
        the unit kinds the card never orders, :meth:`_fallback`)."""
        if not units:
            self._fallback(barred=barred)
        else:
            self._begin_orders((cap,), {u: 1 for u in units}, mode, bonus)

    def _fallback(self, why: str = "no unit of the card's type",
                  barred: tuple[str, ...] = ()) -> None:
        """Order 1 unit of your choice, ordinarily; never one of the unit kinds ``barred``,
        which the card in play may not order at all (003: :data:`_NO_VEHICLES`,
        :data:`_NO_HALF_TRACKS`)."""
        if self.events is not None: self._ev(f"{why}: 1 unit of your choice may be ordered")
        U = self.S.units
        self._begin_orders((1,), {u: 1 for u in self._own_units() if U[u].kind not in barred},
                           M_NORMAL, B_NONE)

    def _infantry_section(self, s: int) -> None:
        p = self.active
        sm = self.S.secmask[p]
        U = self.S.units
        if self.events is not None: self._ev(f"Infantry Assault in the {SECTION_NAMES[s]} section")
        elig = {u: 1 for u in self._own_units()
                if U[u].infantry_card and sm[self.upos[u]] >> s & 1}
        self._begin_orders((ALL,), elig, M_IA, B_NONE)

    def _own_units(self) -> list[int]:
        """The active player's ground units that can be ordered (the Air rules add their
        airplanes to the cards that may order them: ``Expansion.orders``)."""
        pos = self.upos
        U = self.S.units
        return [u for u in self.S.by_player[self.active] if pos[u] >= 0 and not U[u].flies]

    def _adjacent_enemy(self, u: int) -> bool:
        occ, S, aloft, carriers = self.occ, self.S, self.aloft, self.S.has_carrier
        enemy = S.is_target[S.units[u].player]
        for n in S.nbrs[self.upos[u]]:
            v = occ[n]
            if enemy[v] and not aloft[v] and not (carriers and self.shielded(v)):
                return True
        return False

    def shielded(self, v: int) -> bool:
        """Whether unit ``v`` may not be targeted: an airplane in flight, or one on an
        aircraft carrier ("Airplanes on Aircraft Carriers cannot be targeted directly", 004).
        Neither forces a close assault."""
        at = self.upos[v]
        return self.aloft[v] or (at >= 0 and self.S.carrier[at] and self.S.units[v].flies)

    # ======================================================================================
    # orders

    def _begin_orders(self, caps: tuple[int, ...], elig: dict[int, int], mode: int,
                      bonus: int) -> None:
        self._oc = None
        for x in self.S.expansions:
            caps, elig = x.orders(self, caps, elig)
        if len(caps) > 1:
            # Drop the buckets that order nobody, so that most cards have a single bucket.
            keep = [b for b in range(len(caps)) if caps[b] > 0]
            if len(keep) < len(caps):
                caps = tuple(caps[b] for b in keep)
                elig = {u: sum(1 << i for i, b in enumerate(keep) if m >> b & 1)
                        for u, m in elig.items()}
                elig = {u: m for u, m in elig.items() if m}
        self._a("o_caps", caps)
        self._a("o_elig", elig)
        self._a("o_mode", mode)
        self._a("o_bonus", bonus)
        self._a("ordered", ())
        self._to(ORDERS, self.active)
        units = sorted(elig)
        xs = self.S.expansions
        if units and len(units) <= sum(caps) and (len(caps) == 1 or
                                                  _feasible([elig[u] for u in units], caps)) \
                and not (xs and any(x.costly_order(self, u) for x in xs for u in units)):
            # Every eligible unit can be ordered: ordering is never worse than not (an
            # ordered unit need not move or battle), so no decision is asked; unless an
            # order may cost something (an airplane's Air check: ``costly_order``).
            for u in units:
                at = self.upos[u]
                self.auto_taken.append(_shared(_ORDER_ACTS, at, ORDER, at, None))
                self._order(u, auto=True)
                if self.phase is not ORDERS:
                    return
            self._end_orders()
        elif not units:
            if self.events is not None: self._ev("no unit can be ordered")
            self._end_orders()

    def _orderable(self) -> list[int]:
        oc = self._oc
        if oc is not None and oc[0] == self.ordered:
            return oc[1]
        elig, ordered, caps = self.o_elig, self.ordered, self.o_caps
        if len(ordered) >= sum(caps):
            out: list[int] = []
        elif len(caps) == 1:
            pos = self.upos
            out = [u for u in sorted(elig) if u not in ordered and pos[u] >= 0]
        else:
            base = [elig[u] for u in ordered]
            out = [u for u in sorted(elig) if u not in ordered and self.upos[u] >= 0
                   and _feasible(base + [elig[u]], caps)]
        self._oc = (ordered, out)
        return out

    def _order(self, u: int, auto: bool = False) -> None:
        mode = self.o_mode
        pos = self.upos[u]
        U = self.S.units[u]
        self._a("ordered", self.ordered + (u,))
        cb = mode != M_DUG and not self.ter[pos].no_battle_out
        bat = 0 if mode == M_DUG else (2 if mode == M_AB and U.cls == C_ART else 1)
        if self._j is None:
            # The fast path of simulations: nothing to journal.
            self.u_ord[u] = mode
            self.u_bon[u] = self.o_bonus
            self.u_st[u] = pos
            self.u_mv[u] = -1
            self.u_cb[u] = cb
            self.u_bat[u] = bat
            self.u_or[u] = False
        else:
            self._w(self.u_ord, u, mode)
            self._w(self.u_bon, u, self.o_bonus)
            self._w(self.u_st, u, pos)
            self._w(self.u_mv, u, -1)
            self._w(self.u_cb, u, cb)
            self._w(self.u_bat, u, bat)
            self._w(self.u_or, u, False)
        if self.events is not None: self._ev(f"orders {self._uname(u)}")
        if mode == M_DUG:
            self._w(self.sand, pos, True)
            self._w(self.ter, pos, self.S.terrain_of(pos, self.wire[pos], True))
            if self.events is not None: self._ev(f"{self._uname(u)} digs in: sandbags placed")
        if self.o_medics:
            self._a("b_att", u)
            self._roll(len(self.hands[self.active]) + 1, "medics")
            return
        if not auto and not self._orderable():
            self._end_orders()

    def _end_orders(self) -> None:
        for x in self.S.expansions:
            if x.orders_end(self):
                return  # a chance step first (the Air check)
        if self.card == DIG_IN and self.o_mode == M_DUG:
            self._end_turn()  # dug-in units neither move nor battle
            return
        self._start_moves()

    # ======================================================================================
    # movement

    def _movers(self) -> list[int]:
        """Ordered units that may still move this turn."""
        out = []
        u_mv, pos, u_ord = self.u_mv, self.upos, self.u_ord
        for u in self.ordered:
            # The modes that move: M_NORMAL, M_IA, M_AB and M_BEL.
            if u_mv[u] < 0 and pos[u] >= 0 and M_NORMAL <= u_ord[u] <= M_BEL:
                out.append(u)
        return out

    def _start_moves(self) -> None:
        self._to(MOVES, self.active)
        if not self._moves_left():
            self._start_battles()

    def _moves_left(self) -> bool:
        """Whether a unit may still move: an ordered one, or an expansion's (an airplane
        flying in)."""
        return bool(self._movers()) or any(x.moving(self) for x in self.S.expansions)

    def reach(self, u: int, mode: int = M_NORMAL) -> dict[int, tuple[int, bool]]:
        """Where unit ``u`` may move when ordered in ``mode``: ``{hex: (steps, can_battle)}``,
        with :data:`~editor.engine.game.actions.EXIT` when it may leave the board through an
        exit hex. Same rules as :func:`editor.engine.rules.reach` (cards aside)."""
        return {h: (code >> 1, bool(code & 1)) for h, code in self._reach_codes(u, mode).items()}

    def _reach_codes(self, u: int, mode: int) -> dict[int, int]:
        """:meth:`reach` as ``{hex: steps * 2 + can_battle}``, cached until a unit moves."""
        return self._reach_entry(u, mode)[0]

    def _reach_entry(self, u: int, mode: int) -> tuple[dict[int, int], list[Action], int]:
        """The reach of ``u`` and its move actions, cached until a unit near it moves."""
        k = (u, mode)
        r = self._rc.get(k)
        if r is None:
            codes = self._reach(u, mode)
            at = self.upos[u]
            r = self._rc[k] = (codes, [_shared(_MOVE_ACTS, at << 12 | (d & 4095), MOVE, at, d)
                                       for d in codes],
                               self._cap)
        return r

    def _reach(self, u: int, mode: int) -> dict[int, int]:
        """The search behind :meth:`reach` (results coded ``steps * 2 + can_battle``)."""
        S = self.S
        for x in S.expansions:
            r = x.reach(self, u, mode)
            if r is not None:
                for y in S.expansions:
                    y.reached(self, u, mode, r)
                return r
        info = S.units[u]
        a = self.upos[u]
        cls = info.cls
        T = self.ter
        occ = self.occ
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
        self._cap = cap
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
            stop = ((S.expansions and halts(self)) or S.no_stop) if ignore else \
                (self.stop_rail if info.rail_stopper else self.stop)
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
            stop = self.stop_rail if info.rail_stopper else self.stop
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
            x.reached(self, u, mode, best)
        return best

    def _move(self, u: int, dest: int, mode: int) -> None:
        if dest == EXIT:
            p = self.S.units[u].player
            if self.events is not None: self._ev(f"{self._uname(u)} leaves the board through an exit hex: "
                     f"{self._pname(p)} wins a medal")
            self._w(self.u_mv, u, 1)
            self._relocate(u, -1)
            self._w(self.alive, p, self.alive[p] - 1)
            self._w(self.won, p, self.won[p] + 1)
            self._w(self.exited, p, self.exited[p] + 1)
            self._check()
            return
        code = self._reach_codes(u, mode)[dest]
        steps, cb = code >> 1, bool(code & 1)
        if self.events is not None: self._ev(f"{self._uname(u)} moves to {self.S.name[dest]}")
        if mode != M_AGAIN:
            if self._j is None:
                self.u_mv[u] = steps
                self.u_cb[u] = cb
                if not cb:
                    self.u_bat[u] = 0
            else:
                self._w(self.u_mv, u, steps)
                self._w(self.u_cb, u, cb)
                if not cb:
                    self._w(self.u_bat, u, 0)
        self._relocate(u, dest)

    def _relocate(self, u: int, dest: int) -> None:
        """Move unit ``u`` to ``dest`` (-1: off the board), with sandbags, objectives and
        sudden death; may end the game."""
        S = self.S
        src = self.upos[u]
        rc = self._rc
        if rc:
            # A unit's reach depends on the hexes within its move only.
            ds, dd = S.dist[src], (S.dist[dest] if dest >= 0 else None)
            pos = self.upos
            drop = []
            for k, e in rc.items():
                v = k[0]
                if v == u or ds[pos[v]] <= e[2] or (dd is not None and dd[pos[v]] <= e[2]):
                    drop.append(k)
            for k in drop:
                del rc[k]
        if self.sand[src]:
            # "When occupying force leaves sandbags they are removed."
            self._w(self.sand, src, False)
            self._w(self.ter, src, S.terrain_of(src, self.wire[src], False))
            if self.events is not None: self._ev(f"sandbags on {S.name[src]} removed")
        blocks = not self.aloft[u]
        if self._j is None:
            self.upos[u] = dest
            self.occ[src] = -1
            self.sight[src] = self.ter[src].sight
            if dest >= 0:
                self.occ[dest] = u
                if blocks:
                    self.sight[dest] = BLOCKS
        else:
            self._w(self.upos, u, dest)
            self._w(self.occ, src, -1)
            self._w(self.sight, src, self.ter[src].sight)
            if dest >= 0:
                self._w(self.occ, dest, u)
                if blocks:
                    self._w(self.sight, dest, BLOCKS)
        for x in S.expansions:
            x.relocated(self, u, src, dest)
        at = S.objectives_at
        touched = at[src] or (dest >= 0 and at[dest])
        if touched:
            for ko in at[src] + (at[dest] if dest >= 0 else ()):
                self._eval_objective(ko)
        if touched or (S.sudden_deaths and (S.sudden_at[src] or (dest >= 0 and S.sudden_at[dest]))):
            self._check()

    # ======================================================================================
    # battles

    def _start_battles(self) -> None:
        self._battle_phase()

    def _battle_phase(self) -> None:
        self._to(BATTLES, self.active)

    def dice(self, u: int, t: int, d: int, bonus: int = 0) -> int:
        """Battle dice of unit ``u`` against unit ``t`` at distance ``d`` (≤ 0: none), the
        terrain reductions and battle-out penalties applied, ``bonus`` dice added."""
        info = self.S.units[u]
        ta = self.ter[self.upos[u]]
        n = info.dice[d - 1] + bonus - ta.out[info.cls]
        if info.cls != C_ART:
            tb = self.ter[self.upos[t]]
            prot = tb.prot[info.cls * 4 + self.S.units[t].player * 2 + (ta.height < tb.height)]
            if prot and d == 1 and self.S.expansions and \
                    any(x.unprotected(self, u, t) for x in self.S.expansions):
                prot = 0  # the Air rules' Ground Support
            n -= prot
        return n

    def _bonus(self, u: int, close: bool, overrun: bool) -> int:
        b = self.u_bon[u]
        if b == B_ALL:
            return 1
        if b == B_CLOSE:
            return 1 if close else 0
        if b == B_FIRST:
            return 0 if overrun else 1
        return 0

    def targets(self, u: int, overrun: bool = False) -> list[tuple[int, int, int]]:
        """``(target unit, dice, distance)`` for each enemy unit ``u`` may battle now."""
        S = self.S
        U = S.units
        info = U[u]
        a = self.upos[u]
        ter = self.ter
        ta = ter[a]
        by_range = info.dice
        if ta.no_battle_out or not by_range:
            return []
        me = info.player
        # (the hot loops test ``aloft`` first: :meth:`shielded` only where a carrier is)
        occ, aloft, carriers = self.occ, self.aloft, S.has_carrier
        enemy = S.is_target[me]
        adj = []
        for n in S.nbrs[a]:
            v = occ[n]
            if enemy[v] and not aloft[v] and not (carriers and self.shielded(v)):
                adj.append(v)
        # The dice of :meth:`dice`, spelled out for the loops below: by range, less the
        # battle-out penalty, less the target's terrain protection (not for artillery).
        cls = info.cls
        pi = -1 if cls == C_ART else cls * 4 + (1 - me) * 2
        height = ta.height
        out = []
        if adj:
            if self.u_ord[u] == M_FF:
                return []  # Firefight: fire only, never close assault
            base = by_range[0] + self._bonus(u, True, overrun) - ta.out[cls]
            pos = self.upos
            xs = S.expansions
            for v in adj:
                n = base
                if pi >= 0:
                    tb = ter[pos[v]]
                    prot = tb.prot[pi + (height < tb.height)]
                    if prot and xs and any(x.unprotected(self, u, v) for x in xs):
                        prot = 0  # the Air rules' Ground Support (as in :meth:`dice`)
                    n -= prot
                if n > 0:
                    out.append((v, n, 1))
            return out
        dist = S.dist[a]
        rng = len(by_range)
        pos = self.upos
        los = info.needs_los
        base = self._bonus(u, False, overrun) - ta.out[cls]
        can_see = self.can_see
        for v in S.targetable[me]:
            b = pos[v]
            if b < 0:
                continue
            if aloft[v] or (carriers and self.shielded(v)):
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

    def _declare(self, u: int, t: int, overrun: bool = False) -> None:
        S = self.S
        a, b = self.upos[u], self.upos[t]
        d = S.dist[a][b]
        close = d == 1
        dice = self.dice(u, t, d, self._bonus(u, close, overrun))
        if not overrun:
            self._w(self.u_bat, u, self.u_bat[u] - 1)
        for x in S.expansions:
            x.declared(self, u, t)
        self._a("b_att", u)
        self._a("b_tgt", t)
        self._a("b_from", a)
        self._a("b_thex", b)
        self._a("b_dice", dice)
        self._a("b_close", close)
        self._a("b_over", overrun)
        self._a("b_kind", K_NORMAL)
        if self.events is not None: self._ev(f"{self._uname(u)} {'overruns' if overrun else 'battles'} {self._uname(t)}"
                 f"{' in close assault' if close else ''}: {counted(dice, 'die', 'dice')}")
        opp = 1 - self.active
        if close and AMBUSH in self.hands[opp] and self.may_ambush(u, t):
            self._to(AMBUSH_PHASE, opp)
            return
        self._roll(dice, "battle")

    def may_ambush(self, u: int, t: int) -> bool:
        """Whether unit ``t`` could answer a close assault by ``u`` with Ambush, were the
        card in its player's hand: it battles first, so it must be able to battle out of
        its hex and roll a die against ``u`` (hot-seat play asks the defender whenever this
        holds, so that being asked tells nothing of the hand)."""
        S = self.S
        b = self.upos[t]
        return (S.dist[self.upos[u]][b] == 1 and not S.units[t].flies
                and not self.ter[b].no_battle_out and bool(S.units[t].dice)
                and self.dice(t, u, 1, 0) > 0)

    def _ambush(self) -> None:
        opp = 1 - self.active
        hand = list(self.hands[opp])
        hand.remove(AMBUSH)
        self._w(self.hands, opp, hand)
        self._a("discard", self.discard + [AMBUSH])
        self._a("ambushed", True)
        t, u = self.b_tgt, self.b_att
        n = self.dice(t, u, 1, 0)
        self._a("b_kind", K_AMBUSH)
        if self.events is not None: self._ev(f"{self._pname(opp)} plays Ambush: {self._uname(t)} battles first, {counted(n, 'die', 'dice')}")
        self._roll(n, "ambush")

    def _roll(self, n: int, purpose: str) -> None:
        self._a("chance", Chance(ROLL, n))
        self._a("chance_for", purpose)
        self._a("phase", CHANCE_PHASE)

    def _rolled(self, faces: tuple[int, ...]) -> None:
        purpose = self.chance_for
        self._a("chance", None)
        if self.events is not None and faces:
            self._ev(f"rolls {', '.join(FACE_WORDS[f] for f in faces)}")
        if purpose == "battle":
            self._result(self.b_tgt, faces, star=False, ignorable=True)
        elif purpose == "ambush":
            self._result(self.b_att, faces, star=False, ignorable=True)
        elif purpose == "reroll":
            t, _, flags, ign = self.res
            hits = sum(1 for f in faces if f == GRENADE)
            if self.events is not None: self._ev(f"{counted(hits, 'hit')} confirmed on the Patrol Cars")
            self._hits_and_flags(t, hits, flags, ign)
        elif purpose == "air":
            self._result(self.air[self.air_i], faces, star=True, ignorable=False)
        elif purpose == "barrage":
            self._result(self.air[0], faces, star=False, ignorable=False)
        elif purpose == "medics":
            self._heal(faces)
        elif purpose == "tfh":
            self._finest_hour(faces)
        else:
            for x in self.S.expansions:
                if x.rolled(self, purpose, faces):
                    return
            raise AssertionError(purpose)  # pragma: no cover

    def _result(self, t: int, faces: tuple[int, ...], star: bool, ignorable: bool) -> None:
        info = self.S.units[t]
        mask = info.hit_mask | ((1 << STAR) if star else 0)
        hits = 0
        flags = 0
        for f in faces:
            if mask >> f & 1:
                hits += 1
            elif f == FLAG:
                flags += 1
        if self.events is not None and not hits and not flags:
            self._ev(f"no hit on {self._uname(t)}")
        if info.is_patrol_car and hits:
            # 003: "The enemy re-rolls all battle dice that score a hit. One hit is
            # confirmed for each re-roll that is a Grenade."
            self._a("res", (t, hits, flags, ignorable))
            self._roll(hits, "reroll")
            return
        self._hits_and_flags(t, hits, flags, ignorable)

    def _hits_and_flags(self, t: int, hits: int, flags: int, ignorable: bool) -> None:
        by = 1 - self.S.units[t].player
        if hits:
            self._lose(t, hits, by)
            if self.phase is OVER:
                return
        if flags and self.upos[t] >= 0 and self.S.units[t].flies:
            # An airplane battled is on the ground (airborne ones are never targeted): 004
            # "It is eliminated if 1 Grenade is rolled against it", and it leaves its hex
            # only by taking off when its player orders it. Flags do not move it.
            if self.events is not None:
                self._ev(f"{self._uname(t)} is on the ground: the flags do not move it")
            flags = 0
        if self.upos[t] >= 0 and flags:
            eff = flags
            if ignorable and self._ignores_flag(t):
                eff -= 1
                if self.events is not None: self._ev(f"{self._uname(t)} ignores one flag")
            if eff > 0:
                ends = self.retreat_ends(t, eff)
                lost = ends[0][1]
                if lost >= self.ufig[t]:
                    self._do_retreat(t, ends[0][0], lost)
                    return
                if len(ends) == 1:
                    self.auto_taken.append(Action(RETREAT, ends[0][0]))
                    self._do_retreat(t, ends[0][0], lost)
                    return
                self._a("r_unit", t)
                self._a("r_ends", tuple(ends))
                self._to(RETREAT_PHASE, self.S.units[t].player)
                return
        self._after_result()

    def _ignores_flag(self, t: int) -> bool:
        info = self.S.units[t]
        return info.ignores_flag or self.ter[self.upos[t]].flag_ign[info.cls * 2 + info.player]

    def retreat_ends(self, t: int, eff: int) -> list[tuple[int, int]]:
        """``(end hex, figures lost)`` for each place the unit may end a retreat of ``eff``
        flags (the longest routes only: the FAQ), as :func:`editor.engine.rules.retreat`."""
        S = self.S
        info = S.units[t]
        a = self.upos[t]
        back = S.back[info.player]
        way = info.moves_as
        T = self.ter
        occ = self.occ
        most = eff * info.retreat_per_flag
        water = None
        for x in S.expansions:
            water = water or x.retreat_water(self, t)
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
        lost = min(eff - longest, self.ufig[t])
        return [(c, lost) for c in layers[longest]]

    def _do_retreat(self, t: int, end: int, lost: int) -> None:
        by = 1 - self.S.units[t].player
        if lost:
            if self.events is not None: self._ev(f"{self._uname(t)} cannot complete its retreat: loses {counted(lost, 'figure')}")
            self._lose(t, lost, by)
            if self.phase is OVER:
                return
        if self.upos[t] >= 0 and end != self.upos[t]:
            if self.events is not None: self._ev(f"{self._uname(t)} retreats to {self.S.name[end]}")
            self._relocate(t, end)
            if self.phase is OVER:
                return
        self._after_result()

    def _lose(self, t: int, n: int, by: int) -> None:
        info = self.S.units[t]
        figs = self.ufig[t]
        n = min(n, figs)
        if info.is_half_track:
            self._w(self.htf, by, self.htf[by] + n)
        self._w(self.ufig, t, figs - n)
        if figs - n > 0:
            if self.events is not None: self._ev(f"{self._uname(t)} loses {counted(n, 'figure')}, {figs - n} left")
            if info.is_half_track:
                self._check()
            return
        p = info.player
        if self.events is not None: self._ev(f"{self._uname(t)} is eliminated")
        self._relocate(t, -1)
        if not info.flies:  # ``alive`` counts the ground units
            self._w(self.alive, p, self.alive[p] - 1)
        if not info.is_half_track:
            self._w(self.won, by, self.won[by] + info.medal_value)
        self._check()

    def _after_result(self) -> None:
        kind = self.b_kind
        if kind == K_NORMAL:
            u = self.b_att
            vac = self.b_thex
            if self.b_close and self.occ[vac] < 0 and self.upos[u] == self.b_from \
                    and self._can_take(u, vac):
                self._to(TAKE, self.active)
                return
            self._battle_phase()
        elif kind == K_AMBUSH:
            u = self.b_att
            if self.upos[u] == self.b_from:
                self._a("b_kind", K_NORMAL)
                if self.events is not None: self._ev(f"{self._uname(u)} goes on with its attack: {counted(self.b_dice, 'die', 'dice')}")
                self._roll(self.b_dice, "battle")
            else:
                if self.events is not None: self._ev("the attack is cancelled")
                self._battle_phase()
        elif kind == K_AIR:
            self._a("air_i", self.air_i + 1)
            self._next_air()
        elif kind == K_EXP:
            for x in self.S.expansions:
                if x.after_result(self):
                    return
        else:
            self._end_turn()

    def _can_take(self, u: int, vac: int) -> bool:
        info = self.S.units[u]
        if not info.take_ground:
            return False
        t = self.ter[vac]
        if t.imp[info.moves_as]:
            return False
        cliffs = self.S.cliff_steps[info.moves_as]
        if cliffs and self.upos[u] << 12 | vac in cliffs:
            return False  # up or down a cliff from the shore (003)
        if self.S.expansions and any(x.holds_ground(self, u, vac) for x in self.S.expansions):
            return False  # the Air rules' Ground Interdiction: it cannot move this turn
        # A hedgerow only from a hex adjacent at the start of the turn.
        return not t.adj_only or self.S.dist[self.u_st[u]][vac] == 1

    def _take_ground(self) -> None:
        u, vac = self.b_att, self.b_thex
        info = self.S.units[u]
        if self.events is not None: self._ev(f"{self._uname(u)} takes ground at {self.S.name[vac]}")
        self._relocate(u, vac)
        if self.phase is OVER:
            return
        t = self.ter[vac]
        if info.overrun and not self.b_over and not self.u_or[u] and not t.no_battle_out \
                and (info.ignores_terrain_battle or not t.no_battle_enter) \
                and not (self.S.expansions
                         and any(x.no_battle_at(self, u, vac) for x in self.S.expansions)):
            self._w(self.u_or, u, True)
            self._to(OVERRUN, self.active)
            return
        self._battle_phase()

    def _clear_actions(self) -> list[Action]:
        """``clear HEX`` for each ordered unit standing on wire it may remove now: one that
        may still battle (infantry removes it instead, armor and then battles)."""
        out = []
        U = self.S.units
        for u in self.ordered:
            at = self.upos[u]
            if at >= 0 and self.wire[at] and self.u_bat[u] > 0 and self.u_cb[u] \
                    and self.ter[at].remove[U[u].cls] and not U[u].is_patrol_car:
                # 003: "Wire - Patrol Cars may not remove wire." (they are infantry else)
                out.append(_new(Action, (CLEAR, at, None)))
        return out

    def _clear(self, u: int) -> None:
        """Remove the wire under ``u``: "Infantry may remove the wire instead of battling.
        Armor may remove the wire and battle." (000)"""
        S = self.S
        at = self.upos[u]
        keeps_battle = self.ter[at].remove[S.units[u].cls] == 2
        self._w(self.wire, at, False)
        t = S.terrain_of(at, False, self.sand[at])
        self._w(self.ter, at, t)
        self._w(self.stop, at, t.stop)
        self._w(self.stop_rail, at, t.stop or t.rail)
        self._rc = {}  # wire stopped moves through this hex
        if not keeps_battle:
            self._w(self.u_bat, u, 0)
        if self.events is not None: self._ev(f"{self._uname(u)} removes the wire")

    def _end_battles(self) -> None:
        if self.card == BEHIND_ENEMY_LINES:
            for u in self.ordered:
                if self.u_ord[u] == M_BEL and self.upos[u] >= 0:
                    self._a("b_att", u)
                    self._to(MOVE_AGAIN, self.active)
                    return
        self._end_turn()

    # ======================================================================================
    # Air Power and Barrage

    def _target_actions(self) -> list[Action]:
        S = self.S
        U = S.units
        me = self.active
        pos = self.upos
        chosen = self.air
        if self.card == BARRAGE:
            if chosen:
                return []
            cands = [v for v in range(len(U)) if pos[v] >= 0 and U[v].player != me
                     and not self.shielded(v)]
            return [Action(TARGET, pos[v]) for v in cands]
        if len(chosen) >= 4:
            return []
        if not chosen:
            cands = [v for v in range(len(U)) if pos[v] >= 0 and U[v].player != me
                     and not self.shielded(v)]
        else:
            last = pos[chosen[-1]]
            nu = len(U)
            cands = [v for n in S.nbrs[last] for v in (self.occ[n],)
                     if 0 <= v < nu and U[v].player != me and not self.shielded(v)
                     and v not in chosen]
        out = [Action(TARGET, pos[v]) for v in sorted(cands)]
        if chosen:
            out.append(Action(TARGETS_DONE))
        return out

    def _target(self, hex_: int) -> None:
        v = self.occ[hex_]
        self._a("air", self.air + (v,))
        if self.events is not None: self._ev(f"targets {self._uname(v)}")
        if self.card == BARRAGE:
            self._a("b_kind", K_BARRAGE)
            self._roll(4, "barrage")
        elif len(self.air) >= 4:
            self._resolve_air()

    def _resolve_air(self) -> None:
        self._a("b_kind", K_AIR)
        self._a("air_i", 0)
        self._next_air()

    def _next_air(self) -> None:
        while self.air_i < len(self.air) and self.upos[self.air[self.air_i]] < 0:
            self._a("air_i", self.air_i + 1)
        if self.air_i >= len(self.air):
            self._end_turn()
            return
        # "roll 2 dice per hex if the Allies play it, 1 per hex for the Axis"
        n = 2 if self.S.sides[self.active] is Side.ALLIES else 1
        self._roll(n, "air")

    # ======================================================================================
    # Medics & Mechanics, Their Finest Hour

    def _heal(self, faces: tuple[int, ...]) -> None:
        u = self.b_att
        info = self.S.units[u]
        own = INF if info.cls == C_INF else (ARMOR if info.cls == C_ARMOR else -1)
        n = sum(1 for f in faces if f == own or f == STAR)
        n = min(n, info.figures - self.ufig[u])
        self._a("o_medics", False)
        if n > 0:
            self._w(self.ufig, u, self.ufig[u] + n)
            if self.events is not None: self._ev(f"{self._uname(u)} recovers {counted(n, 'figure')}: it may act this turn")
        else:
            if self.events is not None: self._ev(f"{self._uname(u)} recovers nothing")
            self._w(self.u_ord, u, M_NONE)
            self._w(self.u_bon, u, B_NONE)
            self._w(self.u_cb, u, False)
            self._w(self.u_bat, u, 0)
            self._w(self.u_st, u, -1)
            self._a("ordered", ())
        self._end_orders()

    def _finest_hour(self, faces: tuple[int, ...]) -> None:
        caps = (sum(1 for f in faces if f == INF), sum(1 for f in faces if f == ARMOR),
                sum(1 for f in faces if f == STAR))
        U = self.S.units
        elig = {}
        for u in self._own_units():
            m = (1 if U[u].infantry_card else 0) | (2 if U[u].armor_card else 0) | 4
            m &= (1 if caps[0] else 0) | (2 if caps[1] else 0) | (4 if caps[2] else 0)
            if m:
                elig[u] = m
        if self.events is not None: self._ev(f"Their Finest Hour: {caps[0]} infantry, {caps[1]} armor, {caps[2]} any")
        self._begin_orders(caps, elig, M_NORMAL, B_ALL)

    # ======================================================================================
    # end of turn: discard, draw, next player

    def _end_turn(self) -> None:
        p = self.active
        for x in self.S.expansions:
            x.turn_end(self)
        if self.played >= 0:
            self._a("discard", self.discard + [self.played])
            self._a("played", -1)
        queue = []
        if self.ambushed:
            queue.append((1 - p, 1))  # "you draw your replacement card first"
        n = 2 if self.draw_two else 1
        for x in self.S.expansions:
            n = x.draws(self, n)
        queue.append((p, n))
        self._a("draw_queue", tuple(queue))
        if self.tfh:
            self._a("tfh", False)
            self._request_shuffle(self.deck + self.discard, "tfh")
            return
        self._continue_draws()

    def _request_shuffle(self, cards: Iterable[int], purpose: str) -> None:
        self._a("chance", Chance(SHUFFLE, cards=tuple(sorted(cards))))
        self._a("chance_for", purpose)
        self._a("phase", CHANCE_PHASE)

    def _shuffled(self, order: tuple[int, ...]) -> None:
        purpose = self.chance_for
        self._a("chance", None)
        self._a("deck", list(reversed(order)))
        self._a("discard", [])
        if purpose == "deal":
            deck = self.deck
            for p in (0, 1):
                k = self.S.cards[p]
                self._w(self.hands, p, [deck[-1 - i] for i in range(min(k, len(deck)))])
                deck = deck[:len(deck) - min(k, len(deck))]
            self._a("deck", deck)
            if self.events is not None: self._ev("the deck is shuffled and the hands dealt")
            for x in self.S.expansions:
                x.dealt(self)
            self._start_turn()
        else:
            if self.events is not None: self._ev("the discard pile is shuffled into a new deck" if purpose == "draw"
                     else "Their Finest Hour: deck and discard pile reshuffled")
            self._continue_draws()

    def _continue_draws(self) -> None:
        while self.draw_queue:
            p, k = self.draw_queue[0]
            drawn = self.drawn
            while len(drawn) < k:
                if not self.deck:
                    if self.discard:
                        self._a("drawn", drawn)
                        self._request_shuffle(self.discard, "draw")
                        return
                    break
                c = self.deck[-1]
                self._a("deck", self.deck[:-1])
                if self.S.expansions and any(x.face_up(self, p, c) for x in self.S.expansions):
                    continue  # placed face up (an Air Sortie): another card is drawn
                drawn = drawn + (c,)
            self._a("drawn", ())
            self._a("draw_queue", self.draw_queue[1:])
            if k == 2 and len(drawn) == 2 and drawn[0] != drawn[1]:
                self._a("drawn", drawn)
                self._to(KEEP_PHASE, p)
                return
            if drawn:
                self._w(self.hands, p, self.hands[p] + [drawn[0]])
                if self.events is not None: self._ev(f"{self._pname(p)} draws {card_title(drawn[0])}")
            if drawn[1:]:
                self._a("discard", self.discard + list(drawn[1:]))
        self._next_turn()

    def _keep(self, kind: int) -> None:
        p = self.decider
        drawn = list(self.drawn)
        drawn.remove(kind)
        self._w(self.hands, p, self.hands[p] + [kind])
        self._a("discard", self.discard + drawn)
        self._a("drawn", ())
        if self.events is not None: self._ev(f"{self._pname(p)} draws two cards and keeps {card_title(kind)}")
        self._continue_draws()

    def _next_turn(self) -> None:
        # Only the mode and bonus of a unit are read when it is not ordered (battle dice of
        # an ambush, the AI's estimates); the other per-turn fields are set by each order.
        for u in self.ordered:
            self._w(self.u_ord, u, M_NONE)
            if self.u_bon[u]:
                self._w(self.u_bon, u, B_NONE)
        for name, value in _TURN_FIELDS:
            if getattr(self, name) != value:
                self._a(name, value)
        if self.o_elig:
            self._a("o_elig", {})
        self._a("active", 1 - self.active)
        self._start_turn()

    # ======================================================================================
    # objectives and victory

    def _holds(self, hexes: tuple[int, ...], p: int) -> int:
        occ, U = self.occ, self.S.units
        nu = len(U)
        n = 0
        for h in hexes:
            v = occ[h]
            if 0 <= v < nu and U[v].player == p and not U[v].flies:
                n += 1
        return n

    def _eval_objective(self, k: int) -> None:
        o = self.S.objectives[k]
        holder = self.obj[k]
        if o.permanent and holder >= 0:
            return  # captured for good
        q = [o.player in (None, p) and self._holds(o.hexes, p) >= o.need for p in (0, 1)]
        if o.turn_start:
            new = holder if holder >= 0 and q[holder] else -1  # gained only at turn start
        elif holder >= 0 and q[holder]:
            new = holder
        else:
            new = 0 if q[0] else (1 if q[1] else -1)
        if new != holder:
            self._w(self.obj, k, new)
            if new >= 0:
                if self.events is not None: self._ev(f"objective {o.label} {'captured' if o.permanent else 'held'} by "
                         f"{self._sname(new)}")
            else:
                if self.events is not None: self._ev(f"objective {o.label} lost by {self._sname(holder)}")

    def _check(self) -> None:
        """End the game the instant a side wins (FAQ: "End immediately when a side meets
        scenario victory conditions")."""
        if self.phase is OVER:
            return
        S = self.S
        order = (self.active, 1 - self.active)
        for p in order:
            m = self.medals(p)
            if m >= S.victory[p]:
                self._win(p, f"{counted(m, 'medal')} (needed {S.victory[p]})",
                          self._medal_kind(p, m))
                return
        for sd in S.sudden_deaths:
            if self._holds(sd.hexes, sd.player) >= sd.need:
                self._win(sd.player, "sudden death: "
                          + ", ".join(S.name[h] for h in sd.hexes) + " held", SUDDEN_DEATH)
                return
        for p in order:
            if self.alive[p] <= 0:
                self._win(1 - p, f"{self._pname(p)} has no units left", NO_UNITS)
                return

    def _medal_kind(self, p: int, m: int) -> str:
        """What won a medal victory: ``objectives`` when the winner would be short without
        its objective medals, else ``exits`` when short without its exit medals, else
        ``medals`` (units eliminated)."""
        need = self.S.victory[p]
        objs = self.S.objectives
        held = sum(objs[k].value for k, h in enumerate(self.obj) if h == p)
        if m - held < need:
            return OBJECTIVES
        if m - self.exited[p] < need:
            return EXITS
        return MEDALS

    def _win(self, p: int, why: str, how: str) -> None:
        self._a("winner", p)
        self._a("reason", why)
        self._a("how", how)
        self._a("phase", OVER)
        self._a("chance", None)
        if self.events is not None: self._ev(f"{self._pname(p)} wins: {why}")

    # ======================================================================================
    # notation

    def notation(self, a: Action) -> str:
        """The readable form of an action (``move E5 E6``), see :mod:`.actions`."""
        name = self.S.name
        k = a.kind
        if k in (ORDER, TARGET, RETREAT, CLEAR):
            return f"{k} {name[a.a]}"
        if k in (MOVE, BATTLE, RESUPPLY):
            b = "exit" if a.b == EXIT else name[a.b]
            return f"{k} {name[a.a]} {b}"
        if k in (PLAY, KEEP):
            return f"{k} {card_key(a.a)}"
        if k == SECTION:
            return f"section {SECTION_NAMES[a.a]}"
        if k == ROLL:
            return "roll" + "".join(f" {FACE_NAMES[f]}" for f in a.a)
        if k == SHUFFLE:
            return "shuffle" + "".join(f" {card_key(c)}" for c in a.a)
        for x in self.S.expansions:
            if k in x.kinds:
                return x.notation(self, a)
        return k.replace("-", " ")

    def describe_action(self, a: Action) -> str:
        try:
            return self.notation(a)
        except (IndexError, KeyError, TypeError):
            return repr(a)

    def parse(self, text: str) -> Action:
        """The action a notation names (see :mod:`.actions`); raises
        :class:`IllegalActionError` when the text is not a well-formed action."""
        words = text.strip().lower().replace("_", " ").split()
        if not words:
            raise IllegalActionError("empty action")
        head, rest = words[0], words[1:]
        S = self.S
        try:
            for x in S.expansions:
                got = x.parse(self, words, text.split())
                if got is not None:
                    return got
            if head in ("play", "keep"):
                return Action(head, kind_of("-".join(rest)))
            if head in ("order", "target", "retreat", "clear") and len(rest) == 1:
                return Action(head, S.hex_of(text.split()[1]))
            if head in ("move", "battle", "resupply") and len(rest) == 2:
                parts = text.split()
                b = EXIT if rest[1] == "exit" else S.hex_of(parts[2])
                return Action(head, S.hex_of(parts[1]), b)
            if head == "section" and len(rest) == 1:
                s = rest[0].replace("centre", "center")
                return Action(SECTION, SECTION_NAMES.index(s))
            if head == "roll":
                return Action(ROLL, tuple(parse_face(f) for f in rest))
            if head == "shuffle":
                return Action(SHUFFLE, tuple(kind_of(c) for c in rest))
        except ValueError as e:
            raise IllegalActionError(f"{text!r}: {e}") from None
        joined = "-".join(words)
        if joined in (ORDERS_DONE, TARGETS_DONE, MOVES_DONE, BATTLES_DONE, NO_OVERRUN,
                      A_AMBUSH, NO_AMBUSH, TAKE_GROUND, HOLD):
            return Action(joined)
        off = not_in_effect(S, head)
        if off is not None:  # an expansion's action in a scenario that does not use it
            raise IllegalActionError(f"{text!r}: {off}")
        raise IllegalActionError(f"{text!r} is not an action (see docs/GAME.md, notation)")

    # ======================================================================================
    # the rules engine's view

    def position_key(self) -> tuple[Any, ...]:
        """What :meth:`to_scenario` reads of the state: two states of one game with equal
        keys show the same position (a view redraws only when the key changes; most
        decisions, a card or an order, change nothing on the map)."""
        key: list[Any] = [tuple(self.upos), tuple(self.ufig), tuple(self.sand),
                          tuple(self.wire)]
        for x in self.S.expansions:
            key.append(x.view_key(self))
        return tuple(key)

    def to_scenario(self) -> Any:
        """The current position as a :class:`~editor.engine.scenario.Scenario` (units with
        their figures where they stand, sandbags and wire as they are now)."""
        s = self.S.to_scenario(self.upos, self.ufig, self.sand, self.wire)
        for x in self.S.expansions:
            x.view(self, s)
        return s


def _feasible(masks: Sequence[int], caps: tuple[int, ...]) -> bool:
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
