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

The state holds the position and the journal, and sends each action to the rules, which
live in modules per concept, functions of the state (``battle.declare(st, u, t)``):
:mod:`.orders` (the cards played and the orders given), :mod:`.movement` (reach and
moves), :mod:`.battle` (dice, targets, results, retreats, taking ground), :mod:`.turn`
(the start and end of a turn, the draws) and :mod:`.victory` (objectives, the end of the
game); :mod:`.phases` holds the codes they share. The expansions hook into the same turn
sequence (:mod:`.expansions`).

>>> from editor.io.m44 import load
>>> s = GameState(Setup(load("scenarios/hedgerow-crossroads.m44").scenario))
>>> s.current_player() == CHANCE, s.chance_request().kind
(True, 'shuffle')
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from typing import Any, Final

from . import battle, movement, orders, turn, victory
from .actions import (AMBUSH as A_AMBUSH, BATTLE, BATTLES_DONE, CLEAR, EXIT, HOLD, KEEP,
                      MOVE, MOVES_DONE, NO_AMBUSH, NO_OVERRUN, ORDER, ORDERS_DONE, PLAY,
                      MAX_TURN_ACTIONS, RESUPPLY, RETREAT, ROLL, SECTION, SHUFFLE,
                      TAKE_GROUND, TARGET, TARGETS_DONE, Action, EndlessTurnError,
                      IllegalActionError)
from .cards import AIR_POWER, DECK, SECTION_NAMES, kind_of
from .cards import key as card_key
from .dice import ARMOR, FACE_NAMES, FACE_WORDS, FLAG, GRENADE, INF, STAR, Chance, parse_face
from .expansions import not_in_effect
from .phases import (AMBUSH_PHASE, B_ALL, B_CLOSE, B_FIRST, B_NONE, BATTLES, CARD,
                     CHANCE_PHASE, K_AIR, K_AMBUSH, K_BARRAGE, K_EXP, K_NORMAL, KEEP_PHASE,
                     M_AB, M_AGAIN, M_BEL, M_CA, M_DUG, M_FF, M_IA, M_NONE, M_NORMAL,
                     MOVE_AGAIN, MOVES, ORDERS, OVER, OVERRUN, RETREAT_PHASE, SECTION_PHASE,
                     TAKE, TARGETS)
from .tables import BLOCKS, HALF_TRACK_MEDAL, Setup
from .victory import (DRAW, EXITS, HOW, HOW_WORDS, MEDALS, NO_UNITS, OBJECTIVES, SUDDEN_DEATH,
                      TURN_CAP)

#: What this module offers: the game state, and the codes of the turn sequence that other
#: code reads of a state (its phase, the order modes...: :mod:`.phases`; how a game ended:
#: :mod:`.victory`), which the rules' modules define beside the rules that set them.
__all__ = [
    "GameState", "CHANCE", "TERMINAL", "DRAW", "HOW", "HOW_WORDS", "MEDALS", "OBJECTIVES",
    "EXITS", "SUDDEN_DEATH", "NO_UNITS", "TURN_CAP", "CARD", "SECTION_PHASE", "ORDERS",
    "TARGETS", "MOVES", "BATTLES", "AMBUSH_PHASE", "RETREAT_PHASE", "TAKE", "OVERRUN",
    "MOVE_AGAIN", "KEEP_PHASE", "CHANCE_PHASE", "OVER", "M_NONE", "M_NORMAL", "M_IA", "M_AB",
    "M_BEL", "M_CA", "M_FF", "M_DUG", "M_AGAIN", "B_NONE", "B_ALL", "B_CLOSE", "B_FIRST",
    "K_NORMAL", "K_AMBUSH", "K_AIR", "K_BARRAGE", "K_EXP"]

#: :meth:`GameState.current_player` at a chance step, and once the game is over.
CHANCE: Final = -1
TERMINAL: Final = -2

_APPEND: Final = object()
#: Every field a game state may have: the base game's (set by ``__init__``) and the
#: expansions' (declared on the class, set by their ``start``). ``copy`` and ``snapshot``
#: go through this list, not the instance's ``__dict__``, because the compiled engine's
#: states have none (``editor/engine/game/native.py``); ``test_native.py`` checks in the
#: Python engine that no field is missing from it.
_FIELDS = (
    "S", "_j", "_marks", "_legal", "_rc", "_cap", "_oc", "version", "auto_taken",
    "history", "events", "turn_at",
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
                               "_cap", "auto_taken", "turn_at"})


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
        #: The length of :attr:`history` when the turn in progress began: a turn that runs
        #: past :data:`~.actions.MAX_TURN_ACTIONS` is stopped (:class:`EndlessTurnError`).
        #: Not part of the position (not compared, not in the digest): the history says it.
        self.turn_at = 0
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
            victory.eval_objective(self, k)
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
            turn.start_turn(self)
        if self.phase != OVER:
            victory.check(self)
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
        an action just taken from :meth:`legal_actions`). Journaled when undo is on. Raises
        :class:`EndlessTurnError` instead when the turn has run past
        :data:`~.actions.MAX_TURN_ACTIONS` actions (a rule that never lets it end)."""
        if len(self.history) - self.turn_at >= MAX_TURN_ACTIONS:
            raise self._endless(self.history)
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
        n = self.won[player] + self.htf[player] // HALF_TRACK_MEDAL
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

    # C901 allowed, hot path: the legal actions of every step, one dispatch, measured in bench/
    def _compute_legal(self) -> list[Action]:  # noqa: C901
        ph = self.phase
        if ph is MOVES:
            return movement.move_actions(self)
        if ph is BATTLES:
            return battle.battle_actions(self)
        if ph is CARD:
            return orders.card_actions(self)
        if ph is ORDERS:
            return orders.order_actions(self)
        if ph is RETREAT_PHASE:
            return [Action(RETREAT, e) for e, _ in self.r_ends]
        if ph is TAKE:
            return [Action(TAKE_GROUND), Action(HOLD)]
        if ph is OVERRUN:
            u = self.b_att
            out = [Action(BATTLE, self.upos[u], self.upos[t]) for t, _, _ in
                   battle.targets(self, u, overrun=True)]
            if out:
                out.append(Action(NO_OVERRUN))
            return out
        if ph is AMBUSH_PHASE:
            return [Action(A_AMBUSH), Action(NO_AMBUSH)]
        if ph is TARGETS:
            return battle.target_actions(self)
        if ph is SECTION_PHASE:
            return [Action(SECTION, s) for s in self.sections]
        if ph is MOVE_AGAIN:
            u = self.b_att
            out = [Action(MOVE, self.upos[u], d) for d in movement.reach_codes(self, u, M_AGAIN)]
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

    def _endless(self, last: list[Action]) -> EndlessTurnError:
        """The error of a turn that does not end, ``last`` its last actions."""
        said = [self.notation(a) for a in last[-3:]]
        return EndlessTurnError(self.S.scenario.texts().name or "an untitled scenario",
                                self.turn, ", ".join(t if len(t) < 60 else t[:57] + "..."
                                                     for t in said))

    def _settle(self) -> None:
        """Take every decision the rules leave no choice in (:data:`MAX_TURN_ACTIONS` at
        most: rules that took them for ever would hang)."""
        n, turn_ = 0, self.turn
        while True:
            ph = self.phase
            if ph is CHANCE_PHASE or ph is OVER:
                self._legal = None
                return
            n += 1
            if n > MAX_TURN_ACTIONS:
                if self.turn == turn_:
                    raise self._endless(self.auto_taken)
                n, turn_ = 0, self.turn
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
            orders.end_orders(self)
        elif ph is MOVES:
            battle.start_battles(self)
        elif ph is BATTLES:
            battle.end_battles(self)
        elif ph is OVERRUN:
            battle.battle_phase(self)
        elif ph is TARGETS:
            if self.card == AIR_POWER and self.air:
                battle.resolve_air(self)
            else:
                turn.end_turn(self)
        elif ph is CARD or ph is MOVE_AGAIN:  # an empty hand, nowhere to go
            turn.end_turn(self)
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

    # C901 allowed, hot path: every action applied, one dispatch, measured in bench/bench_game.py
    def _dispatch(self, a: Action) -> None:  # noqa: C901
        k = a.kind
        if k == MOVE:
            u = self.occ[a.a]
            if self.phase is MOVE_AGAIN:
                movement.move(self, u, a.b, M_AGAIN)
                if not self.is_over:  # read again: the move may have ended the game
                    turn.end_turn(self)
            else:
                movement.move(self, u, a.b, self.u_ord[u])
                if self.phase is not OVER and not movement.moves_left(self):
                    battle.start_battles(self)
        elif k == BATTLE:
            u, t = self.occ[a.a], self.occ[a.b]
            battle.declare(self, u, t, overrun=self.phase is OVERRUN)
        elif k == ORDER:
            orders.order(self, self.occ[a.a])
        elif k == ROLL:
            self._rolled(a.a)
        elif k == RETREAT:
            lost = dict(self.r_ends)[a.a]
            battle.retreat(self, self.r_unit, a.a, lost)
        elif k == PLAY:
            orders.play(self, a.a)
        elif k == MOVES_DONE:
            if self.phase is MOVE_AGAIN:
                turn.end_turn(self)
            else:
                battle.start_battles(self)
        elif k == BATTLES_DONE:
            battle.end_battles(self)
        elif k == CLEAR:
            battle.clear_wire(self, self.occ[a.a])
        elif k == ORDERS_DONE:
            if self.events is not None and not self.ordered: self._ev("no unit is ordered")
            orders.end_orders(self)
        elif k == TAKE_GROUND:
            battle.take_ground(self)
        elif k == HOLD:
            if self.events is not None: self._ev(f"{self._uname(self.b_att)} holds its ground")
            battle.battle_phase(self)
        elif k == NO_OVERRUN:
            battle.battle_phase(self)
        elif k == A_AMBUSH:
            battle.ambush(self)
        elif k == NO_AMBUSH:
            self._roll(self.b_dice, "battle")
        elif k == SHUFFLE:
            turn.shuffled(self, a.a)
        elif k == TARGET:
            battle.target(self, a.a)
        elif k == TARGETS_DONE:
            battle.resolve_air(self)
        elif k == SECTION:
            orders.infantry_section(self, a.a)
        elif k == KEEP:
            turn.keep(self, a.a)
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
    # the rules' answers other code asks for (the AI, the play mode, the expansions)

    def reach(self, u: int, mode: int = M_NORMAL) -> dict[int, tuple[int, bool]]:
        """Where unit ``u`` may move when ordered in ``mode``: ``{hex: (steps, can_battle)}``
        (:func:`.movement.reach`)."""
        return movement.reach(self, u, mode)

    def dice(self, u: int, t: int, d: int, bonus: int = 0) -> int:
        """Battle dice of unit ``u`` against unit ``t`` at distance ``d``
        (:func:`.battle.dice`)."""
        return battle.dice(self, u, t, d, bonus)

    def targets(self, u: int, overrun: bool = False) -> list[tuple[int, int, int]]:
        """``(target unit, dice, distance)`` for each enemy unit ``u`` may battle now
        (:func:`.battle.targets`)."""
        return battle.targets(self, u, overrun)

    def may_ambush(self, u: int, t: int) -> bool:
        """Whether unit ``t`` could answer a close assault by ``u`` with Ambush, were the
        card in its player's hand (:func:`.battle.may_ambush`)."""
        return battle.may_ambush(self, u, t)

    def retreat_ends(self, t: int, eff: int) -> list[tuple[int, int]]:
        """``(end hex, figures lost)`` for each place unit ``t`` may end a retreat of ``eff``
        flags (:func:`.battle.retreat_ends`)."""
        return battle.retreat_ends(self, t, eff)

    def shielded(self, v: int) -> bool:
        """Whether unit ``v`` may not be targeted (:func:`.battle.shielded`)."""
        return battle.shielded(self, v)

    # ======================================================================================
    # chance steps: the dice and the shuffles asked for, and where their outcome goes

    def _roll(self, n: int, purpose: str) -> None:
        """Ask for ``n`` dice; :meth:`_rolled` sends the faces to what ``purpose`` names."""
        self._a("chance", Chance(ROLL, n))
        self._a("chance_for", purpose)
        self._a("phase", CHANCE_PHASE)

    def _rolled(self, faces: tuple[int, ...]) -> None:
        purpose = self.chance_for
        self._a("chance", None)
        if self.events is not None and faces:
            self._ev(f"rolls {', '.join(FACE_WORDS[f] for f in faces)}")
        if purpose == "battle":
            battle.result(self, self.b_tgt, faces, star=False, ignorable=True)
        elif purpose == "ambush":
            battle.result(self, self.b_att, faces, star=False, ignorable=True)
        elif purpose == "reroll":
            battle.rerolled(self, faces)
        elif purpose == "air":
            battle.result(self, self.air[self.air_i], faces, star=True, ignorable=False)
        elif purpose == "barrage":
            battle.result(self, self.air[0], faces, star=False, ignorable=False)
        elif purpose == "medics":
            orders.heal(self, faces)
        elif purpose == "tfh":
            orders.finest_hour(self, faces)
        else:
            for x in self.S.expansions:
                if x.rolled(self, purpose, faces):
                    return
            raise AssertionError(purpose)  # pragma: no cover

    def _request_shuffle(self, cards: Iterable[int], purpose: str) -> None:
        """Ask for ``cards`` shuffled (:func:`.turn.shuffled` takes the new pile)."""
        self._a("chance", Chance(SHUFFLE, cards=tuple(sorted(cards))))
        self._a("chance_for", purpose)
        self._a("phase", CHANCE_PHASE)

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

