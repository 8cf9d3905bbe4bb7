"""Why an action a player intends is not legal now, and what the current decision is, in
words (the play panel's "why not" and its prompt). Qt-free.

The play panel builds candidate actions from clicks (``order E5``, ``move E5 E6``,
``battle E6 F7``, ``target F7``, ``retreat F8``, ``play KIND``) and asks :func:`why_not`
when the click is not among :meth:`GameState.legal_actions
<editor.engine.game.state.GameState.legal_actions>`: every rule the engine enforces must be
visible to the player. :func:`order_hint` says what the decision is.

The reasons are found by :func:`diagnose`, *without* consulting ``legal_actions()``: it
re-reads the rule behind each refusal (the card's orders, the unit's order mode, the reach,
the battle dice) from the state's fields and rule queries (``reach``, ``dice``; read in one
place, the helpers at the top) and from the static rules engine (:mod:`editor.engine.rules`,
on :meth:`GameState.to_scenario <editor.engine.game.state.GameState.to_scenario>`), whose
sentences the editor's rules inspector already shows. The tests check that it finds no reason for
any legal action and a reason for illegal ones in random games, so the words never contradict the
engine. :func:`why_not` answers ``None`` for a legal action whatever :func:`diagnose` says, and a
plain "not legal now" sentence in the (untested-for) case it found no reason.

>>> from editor.engine.game import Game, ScriptedDice, kind_of
>>> from editor.engine.scenario import Scenario, Hex, Unit, GameInfo
>>> from editor.engine.board import Board, Side
>>> s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
>>> b = Board(s.board_type)
>>> for name, unit in (("A1", "infus"), ("E3", "infus"), ("M9", "infger")):
...     s.set_hex(b.parse_hex(name), Hex(unit=Unit(unit)))
>>> g = Game(s, dice=ScriptedDice([]), first_player=1, hands=[[kind_of("probe-left")],
...          [kind_of("attack-right"), kind_of("probe-center"), kind_of("ambush")]])
>>> why_not(g.state, g.state.parse("play ambush"))
"Ambush is played in the opponent's turn only, when a close assault on your unit is declared"
>>> order_hint(g.state)
'Allies: play a command card (3 in hand)'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from editor.engine.board import Coord
from editor.engine.rules import Battlefield, RulesError, battle_dice
from editor.engine.rules.terrain import Feature, HexTerrain, barred_whom
from editor.engine.rules.units import UnitClass

from . import battle, orders
from .actions import (AMBUSH as A_AMBUSH, BATTLE, BATTLES_DONE, CLEAR, EXIT, HOLD, KEEP,
                      MOVE, MOVES_DONE, NO_AMBUSH, NO_OVERRUN, ORDER, ORDERS_DONE, PLAY,
                      RESUPPLY, RETREAT, ROLL, SECTION, SHUFFLE, TAKE_GROUND, TARGET,
                      TARGETS_DONE, Action)
from .expansions import kind_not_in_effect
from .expansions.air import DIVE, LAND, LAUNCH, PICK_UP, STRAFE, Air, airborne_hex
from .expansions.landing_craft import LandingCraft
from .expansions.resupply import Resupply
from .cards import (AIR_POWER, ALL, AMBUSH, ARMOR_ASSAULT, ARTILLERY_BOMBARD, BARRAGE,
                    BEHIND_ENEMY_LINES, CLOSE_ASSAULT, COUNTER_ATTACK, DIG_IN, DIRECT_FROM_HQ,
                    FINEST_HOUR, FIREFIGHT, INFANTRY_ASSAULT, KINDS, MEDICS, MOVE_OUT,
                    SECTION_NAMES)
from .cards import title as card_title
from .dice import ARMOR, FACE_NAMES, INF, STAR
from .state import (AMBUSH_PHASE, BATTLES, CARD, CHANCE_PHASE,
                    KEEP_PHASE, M_AB, M_AGAIN, M_BEL, M_CA, M_DUG, M_FF, M_IA, M_NONE,
                    M_NORMAL, MOVE_AGAIN, MOVES, ORDERS, OVER, OVERRUN, RETREAT_PHASE,
                    SECTION_PHASE, TAKE, TARGETS, GameState)
from .tables import C_ARMOR, C_ART, C_INF, UnitInfo
from ..words import counted

# ==========================================================================================
# The state's fields, read here only (state.py is being optimised: adapt these if it moves
# things). Units are ids of ``S.units``; hexes are numbers of the Setup.


def _phase(st: GameState) -> str:
    return st.phase


def _active(st: GameState) -> int:
    """The player whose turn it is (not always the one deciding: retreats, ambushes)."""
    return st.active


def _decider(st: GameState) -> int:
    return st.decider


def _hand(st: GameState, p: int) -> list[int]:
    return st.hands[p]


def _played(st: GameState) -> int:
    """The card physically played this turn (-1: none yet)."""
    return st.played


def _card(st: GameState) -> int:
    """The card in effect this turn (a Counter-Attack's copy; -1: none)."""
    return st.card


def _playable(st: GameState, kind: int) -> bool:
    """Whether a card orders anything when played in one's own turn (the card phase's rule:
    "Ambush cannot be played in one's own turn; Counter-Attack needs a card played by the
    opponent before"), as the engine decides it."""
    return orders.playable(st, kind)


def _ordered(st: GameState) -> tuple[int, ...]:
    return st.ordered


def _orders(st: GameState) -> tuple[tuple[int, ...], dict[int, int], int, int, bool]:
    """The orders of the card in effect: capacities per bucket, eligible units with their
    bucket masks, the order mode and bonus, and whether Medics & Mechanics is healing."""
    return st.o_caps, st.o_elig, st.o_mode, st.o_bonus, st.o_medics


def _mode(st: GameState, u: int) -> int:
    """How ordered unit ``u`` may act this turn (``M_NONE`` when not ordered)."""
    return st.u_ord[u]


def _bonus(st: GameState, u: int, close: bool, overrun: bool) -> int:
    """The card's extra dice for ``u`` in this battle (every battle, close assaults only,
    or the first battle only: docs/GAME.md), as the engine counts them."""
    return battle.bonus(st, u, close, overrun)


def _moved(st: GameState, u: int) -> int:
    """Hexes ``u`` moved this turn (-1: it has not moved)."""
    return st.u_mv[u]


def _may_battle(st: GameState, u: int) -> bool:
    """False once its move (or its hex) forbids ``u`` to battle this turn."""
    return st.u_cb[u]


def _battles_left(st: GameState, u: int) -> int:
    return st.u_bat[u]


def _pos(st: GameState, u: int) -> int:
    return st.upos[u]


def _figures(st: GameState, u: int) -> int:
    return st.ufig[u]


def _occupied(st: GameState, h: int) -> bool:
    """A unit, or an immobile obstacle unit, stands on ``h``."""
    return st.occ[h] >= 0


def _sandbags(st: GameState, h: int) -> bool:
    return st.sand[h]


def _sections(st: GameState) -> tuple[int, ...]:
    """Infantry Assault: the sections the player may choose."""
    return st.sections


def _retreat(st: GameState) -> tuple[int, tuple[tuple[int, int], ...]]:
    """The retreating unit and its ``(end hex, figures lost)`` choices."""
    return st.r_unit, st.r_ends


def _battle(st: GameState) -> tuple[int, int, int]:
    """The unit battling (or overrunning, or moving again), its target, the vacated hex."""
    return st.b_att, st.b_tgt, st.b_thex


def _attacker(st: GameState) -> str:
    """The hex and name of the unit battling (or overrunning, or moving again)."""
    return _name(st, _pos(st, st.b_att))


def _air(st: GameState) -> tuple[int, ...]:
    """Air Power / Barrage targets chosen so far."""
    return st.air


def _air_roll(st: GameState) -> tuple[int, int, bool]:
    """The Air rules' roll under way: the airplane, the unit it strafes or dives on (-1:
    none, an Air check), and whether an enemy unit was next to it at its Air check."""
    purpose = st.chance_for
    if purpose == "strafe":
        return st.air_u, st.air_q[st.air_qi], False
    return st.air_u, st.air_t if purpose == "kamikaze" else -1, st.air_med


def _drawn(st: GameState) -> tuple[int, ...]:
    return st.drawn


#: What a roll is for, by the engine's purpose, where no battle names it.
ROLL_WORDS: dict[str, str] = {"tfh": "Their Finest Hour: a die for each card",
                               "medics": "Medics & Mechanics: a die for each card",
                               "barrage": "Barrage", "air": "Air Power"}


def _chance_for(st: GameState) -> str:
    """What the roll to make is for: a battle names its units (an Ambush's unit battles
    first; a Patrol Car's hits are rolled again), as a player rolling at the table needs."""
    purpose = st.chance_for
    if purpose in ("air-check", "strafe", "kamikaze"):
        return _air_chance_for(st)
    att, tgt, _ = _battle(st)
    if purpose in ("battle", "ambush", "reroll") and att >= 0 and tgt >= 0:
        first, second = (tgt, att) if purpose == "ambush" else (att, tgt)
        words = f"{_name(st, _pos(st, first))} battles {_name(st, _pos(st, second))}"
        return {"ambush": f"{words}: Ambush", "reroll": f"{words}: the hits rolled again"
                }.get(purpose, words)
    return ROLL_WORDS.get(purpose, purpose)


def _air_chance_for(st: GameState) -> str:
    """What an Air roll is for: the airplane's Air check, rolled by the opponent when an
    enemy unit is next to it (004: "If there are adjacent enemy units, roll 1 additional
    die ... In this case, it is the Opponent that rolls the dice for the Air check"), or
    the unit it strafes or dives on."""
    u, target, adjacent = _air_roll(st)
    plane = f"the airplane on {_name(st, _pos(st, u))}"
    if st.chance_for == "air-check":
        rolls = _side(st, 1 - st.S.units[u].player)
        return f"Air check of {plane}" + (
            f"; {rolls} rolls: an enemy unit is next to it (004)" if adjacent else "")
    how = "strafes" if st.chance_for == "strafe" else "dives on (Kamikaze Attack)"
    return f"{plane} {how} {_name(st, _pos(st, target))}"


def _decisions(st: GameState) -> list[Action]:
    """Every decision and chance outcome applied so far, in order."""
    return st.history


def _start_hex(st: GameState, u: int) -> int:
    """Where ordered unit ``u`` stood when it was ordered."""
    return st.u_st[u]


def _version(st: GameState) -> tuple[int, int]:
    return st.version, len(st.history)


def _matching(masks: list[int], caps: tuple[int, ...]) -> bool:
    """The engine's own test that units with these bucket masks can each take a distinct
    order within the capacities (multi-section cards)."""
    return orders.feasible(masks, caps)


# ==========================================================================================
# small shared helpers

#: One function per kind of action: the reason it is refused now, or ``None``.
_Handler = Callable[[GameState, Action], "str | None"]

#: The last position asked about and its battlefield: ``(state, version, Battlefield)``.
_bf_cache: list[tuple[GameState, tuple[int, int], Battlefield] | None] = [None]


def _battlefield(st: GameState) -> Battlefield:
    """The static rules engine's view of the current position (one per state version: the
    play panel asks several questions about one position). The entry is replaced whole, so
    a reader on another thread never mixes two positions."""
    entry = _bf_cache[0]
    if entry is None or entry[0] is not st or entry[1] != _version(st):
        scenario = st.to_scenario()
        # Sandbags dug in over wire: both apply, a scenario's hex holds one obstacle.
        both = {c: st.ter[i].hex_terrain for i, c in enumerate(st.S.coords)
                if st.sand[i] and (o := scenario.hex(c).obstacle) is not None
                and o.name != "sand"}
        entry = (st, _version(st), Battlefield(scenario, both))
        _bf_cache[0] = entry
    return entry[2]


def _shield_words(st: GameState, v: int) -> str:
    """Why unit ``v`` (:meth:`GameState.shielded`) may not be targeted."""
    if st.aloft[v]:
        return "an airborne airplane is never attacked directly"
    return "an airplane on an aircraft carrier cannot be targeted directly (004)"


def _name(st: GameState, h: int) -> str:
    return st.S.name[h]


def _coord(st: GameState, h: int) -> Coord:
    return st.S.coords[h]


def _is_hex(st: GameState, h: object) -> bool:
    return isinstance(h, int) and not isinstance(h, bool) and 0 <= h < st.S.n


def _info(st: GameState, u: int) -> UnitInfo:
    return st.S.units[u]


def _side(st: GameState, p: int) -> str:
    return st.S.sides[p].label


def _names(st: GameState, hexes: Iterable[int]) -> str:
    return _join([_name(st, h) for h in sorted(set(hexes))])


def _join(words: Sequence[str], last: str = "and") -> str:
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + f" {last} " + words[-1]


def _label(f: Feature) -> str:
    """``forest (woods)``: a piece as the static rules name it."""
    return f.rules.family if f.name == f.rules.family else f"{f.rules.family} ({f.name})"


def _card_name(st: GameState) -> str:
    """The card in effect as the player knows it (``Counter-Attack (as Probe (left))``)."""
    card = _card(st)
    if card < 0:
        return "the card"
    if _played(st) == COUNTER_ATTACK and card != COUNTER_ATTACK:
        return f"Counter-Attack (as {card_title(card)})"
    return card_title(card)


def _adjacent_enemies(st: GameState, u: int) -> list[int]:
    """Hexes next to ``u`` holding an enemy ground unit (airborne airplanes do not count)."""
    S = st.S
    me = _info(st, u).player
    out = []
    for n in S.nbrs[_pos(st, u)]:
        v = st.unit_at(n)
        if v >= 0 and _info(st, v).player != me and not st.aloft[v]:
            out.append(n)
    return out


#: The cards whose "if you do not command any X units, issue an order to 1 unit of your
#: choice" applies, with what X is called.
_TYPED: dict[int, str] = {ARMOR_ASSAULT: "armor", ARTILLERY_BOMBARD: "artillery",
                          BEHIND_ENEMY_LINES: "infantry", DIG_IN: "infantry",
                          INFANTRY_ASSAULT: "infantry", MOVE_OUT: "infantry"}


def _fallback(st: GameState) -> str | None:
    """What X the player does not command when the card's fallback ordered "1 unit of your
    choice" this turn (``None`` when the card orders as printed). The fallback orders 1 unit
    normally, with no bonus: an order no typed card gives as printed."""
    card = _card(st)
    caps, _, mode, bonus, medics = _orders(st)
    if caps != (1,) or mode != M_NORMAL or bonus:
        return None
    if card in _TYPED:
        return f"{_TYPED[card]} unit"
    if card == MEDICS and _phase(st) is ORDERS and not medics:
        U = st.S.units
        vehicle = any(st.upos[u] >= 0 and st.ufig[u] < U[u].figures
                      and U[u].is_dieppe_vehicle
                      for u in st.S.by_player[_active(st)])
        return ("unit that lost figures but a Patrol Car or Half-track, which the card "
                "never orders" if vehicle else "unit that lost figures")
    return None


#: The cards that may order "1 unit of your choice" by that fallback.
FALLBACK_CARDS: frozenset[int] = frozenset(_TYPED) | {MEDICS}


def fallback_of(state: GameState) -> str | None:
    """What X the player does not command when the card in effect orders "1 unit of your
    choice" this turn by command-cards.md's fallback ("if you do not command any X units,
    issue an order to 1 unit of your choice"): ``"infantry unit"``, ``"unit that lost
    figures"``...; ``None`` when the card orders as printed."""
    return _fallback(state)


#: The Dieppe vehicles a card orders never, not even as the fallback's "1 unit of your
#: choice" (003; the state's ``_NO_VEHICLES`` and ``_NO_HALF_TRACKS``), in words.
_NEVER: dict[int, str] = {BEHIND_ENEMY_LINES: "Patrol Cars nor Half-tracks",
                          DIG_IN: "Patrol Cars nor Half-tracks",
                          MEDICS: "Patrol Cars nor Half-tracks",
                          INFANTRY_ASSAULT: "Half-tracks", MOVE_OUT: "Half-tracks"}


# ==========================================================================================
# the entry points


def why_not(state: GameState, action: Action) -> str | None:
    """``None`` if ``action`` is legal now; otherwise one plain sentence a player reads
    ("F7 cannot be ordered: Probe (center) orders units in the center section only")."""
    if _phase(state) is CHANCE_PHASE:
        return diagnose(state, action)
    if action in state.legal_actions():
        return None
    return diagnose(state, action) or (
        f"{state.describe_action(action)} is not legal now: {order_hint(state)}")


def diagnose(state: GameState, action: Action) -> str | None:
    """The rule that forbids ``action`` now, in words, found from the rules themselves
    (never from ``legal_actions()``); ``None`` when no rule forbids it. The tests hold it to
    the engine both ways, which is what makes :func:`why_not`'s sentences trustworthy."""
    try:
        kind = action.kind
    except AttributeError:
        return f"{action!r} is not an action"
    ph = _phase(state)
    if ph is OVER:
        return _game_over(state)
    handler = _HANDLERS.get(kind)
    for x in state.S.expansions:
        if kind in x.kinds and isinstance(x, Air):
            handler = x.why_not
    if handler is None:  # an expansion's action where it is not used, or none at all
        return kind_not_in_effect(state.S, kind) or (
            f"{state.describe_action(action)} is not an action of the game")
    try:
        return handler(state, action)
    except (IndexError, KeyError, TypeError, ValueError, RulesError):
        return f"{state.describe_action(action)} does not name a unit, a hex or a card of this game"


def _game_over(st: GameState) -> str:
    w = st.winner
    return (f"the game is over: {_side(st, w)} won ({st.reason})" if w in (0, 1) else
            f"the game is over: a draw ({st.reason})")


# --- phases -------------------------------------------------------------------------------

#: Where in the turn each kind of action is taken, in words.
_WHEN: dict[str, tuple[frozenset[str], str]] = {
    PLAY: (frozenset({CARD}), "cards are played in the card phase"),
    SECTION: (frozenset({SECTION_PHASE}), "a section is chosen after playing Infantry Assault"),
    ORDER: (frozenset({ORDERS}), "units are ordered in the orders phase, after the card"),
    ORDERS_DONE: (frozenset({ORDERS}), "orders are ended in the orders phase"),
    TARGET: (frozenset({TARGETS}), "targets are chosen after playing Air Power or Barrage"),
    TARGETS_DONE: (frozenset({TARGETS}), "Air Power's targets are ended after choosing them"),
    MOVE: (frozenset({MOVES, MOVE_AGAIN}),
           "units move in the moves phase, after the orders and before any battle"),
    MOVES_DONE: (frozenset({MOVES, MOVE_AGAIN}), "moves are ended in the moves phase"),
    BATTLE: (frozenset({BATTLES, OVERRUN}),
             "units battle in the battles phase, after the moves"),
    BATTLES_DONE: (frozenset({BATTLES}), "battles are ended in the battles phase"),
    CLEAR: (frozenset({BATTLES}), "wire is removed in the battles phase, by the ordered unit "
                                  "standing on it"),
    RESUPPLY: (frozenset({BATTLES}), "Half-tracks re-supply in the battles phase, instead of "
                                     "battling (003)"),
    NO_OVERRUN: (frozenset({OVERRUN}),
                 "an Armor Overrun is declined when an armor unit has taken ground"),
    A_AMBUSH: (frozenset({AMBUSH_PHASE}), "Ambush is played in the opponent's turn only, "
                                          "when a close assault on your unit is declared"),
    NO_AMBUSH: (frozenset({AMBUSH_PHASE}), "Ambush is declined when a close assault on your "
                                           "unit is declared"),
    RETREAT: (frozenset({RETREAT_PHASE}), "a retreat is chosen when flags hit a unit"),
    TAKE_GROUND: (frozenset({TAKE}), "ground is taken after a close assault vacates the hex"),
    HOLD: (frozenset({TAKE}), "holding is chosen after a close assault vacates the hex"),
    KEEP: (frozenset({KEEP_PHASE}), "a card is kept after Recon's two cards are drawn"),
    ROLL: (frozenset({CHANCE_PHASE}), "dice are rolled when the game asks for them"),
    SHUFFLE: (frozenset({CHANCE_PHASE}), "cards are shuffled when the game asks for it"),
}


def _now(st: GameState) -> str:
    ph = _phase(st)
    if ph is CHANCE_PHASE:
        ch = st.chance_request()
        if ch is not None and ch.kind == ROLL:
            return f"dice ({counted(ch.dice, 'die', 'dice')} to roll)"
        return "a shuffle"
    return ph.replace("-", " ")


def _wrong_phase(st: GameState, kind: str) -> str | None:
    """The sentence for an action taken in the wrong phase (``None`` in the right one)."""
    phases, when = _WHEN[kind]
    if _phase(st) in phases:
        return None
    return f"{when}; now: {_now(st)}"


# --- play, keep, section ------------------------------------------------------------------


def _why_play(st: GameState, a: Action) -> str | None:
    if (w := _wrong_phase(st, PLAY)) is not None:
        return w
    kind = a.a
    if not isinstance(kind, int) or not 0 <= kind < len(KINDS):
        return f"{a.a!r} is not a command card"
    hand = _hand(st, _active(st))
    if kind not in hand:
        return f"{card_title(kind)} is not in your hand"
    if not any(_playable(st, k) for k in hand):
        return None  # no card can order anything: any is played for nothing
    if kind == AMBUSH:
        return _WHEN[A_AMBUSH][1]
    if kind == AIR_POWER and any(isinstance(x, Air) for x in st.S.expansions):
        return ("the Air rules are in effect: Air Power is played as an Air Sortie "
                "(sortie air-power)")
    if kind == COUNTER_ATTACK and not _playable(st, kind):
        if any(isinstance(x, Air) for x in st.S.expansions) and st.turn > 1 \
                and st.air_last[1 - _active(st)] == st.turn - 1:
            # 004: "When an Air Sortie equivalent is countered with a Counter-Attack, it
            # must be played the same way as the initial card was"
            return ("your opponent's last card was an Air Sortie: Counter-Attack repeats "
                    "it, played as an Air Sortie (sortie counter-attack)")
        return ("Counter-Attack needs a card played by the opponent before (it repeats the "
                "opponent's last order)")
    return None


def _why_keep(st: GameState, a: Action) -> str | None:
    if (w := _wrong_phase(st, KEEP)) is not None:
        return w
    drawn = _drawn(st)
    if a.a in drawn:
        return None
    what = card_title(a.a) if isinstance(a.a, int) and 0 <= a.a < len(KINDS) else repr(a.a)
    return f"{what} was not drawn: keep {_join([card_title(k) for k in sorted(set(drawn))], 'or')}"


def _why_section(st: GameState, a: Action) -> str | None:
    if (w := _wrong_phase(st, SECTION)) is not None:
        return w
    if a.a in _sections(st):
        return None
    if not isinstance(a.a, int) or not 0 <= a.a < 3:
        return f"{a.a!r} is not a section (left, center, right)"
    return (f"Infantry Assault orders the infantry of one section: you have no infantry unit "
            f"in the {SECTION_NAMES[a.a]} section")


# --- orders -------------------------------------------------------------------------------


def _unit_on(st: GameState, h: object, what: str = "unit") -> tuple[int, str | None]:
    """The unit on hex ``h``, or the sentence saying there is none."""
    if not _is_hex(st, h):
        return -1, f"{h!r} is not a hex of this board"
    assert isinstance(h, int)
    u = st.unit_at(h)
    if u < 0:
        return -1, (f"there is no {what} on {_name(st, h)}" if not _occupied(st, h) else
                    f"{_name(st, h)} holds a piece that no rules describe: it never acts")
    return u, None


def _own_unit_on(st: GameState, h: object, what: str = "unit") -> tuple[int, str | None]:
    """The active player's unit on hex ``h``, or the sentence saying there is none."""
    u, why = _unit_on(st, h, what)
    if why is None and _info(st, u).player != _active(st):
        return -1, f"the unit on {_name(st, h)} is not yours"  # type: ignore[arg-type]
    return u, why


def _why_order(st: GameState, a: Action) -> str | None:
    ph = _phase(st)
    if _card(st) < 0 or not _orders(st)[0] or ph in (CARD, SECTION_PHASE, TARGETS):
        return _wrong_phase(st, ORDER)  # no orders given this turn yet
    u, why = _own_unit_on(st, a.a)
    if why:
        return why
    h = _name(st, a.a)
    info = _info(st, u)
    if info.flies:
        # (the Air rules not in effect, the game leaves every airplane off the board)
        air = next((x for x in st.S.expansions if isinstance(x, Air)), None)
        why = air.why_not_order(st, u) if air is not None else None
        if why is not None:
            return why
    ordered = _ordered(st)
    if u in ordered:
        return f"{h} is already ordered"
    caps, elig, _, _, _ = _orders(st)
    total = sum(caps)
    name = _card_name(st)
    fb = _fallback(st)
    if len(ordered) >= total:
        if fb:
            return (f"you command no {fb}, so {name} orders 1 unit of your choice: it is "
                    f"ordered")
        if total == 1:
            return f"{name} orders 1 unit: {_names(st, [_pos(st, v) for v in ordered])} is ordered"
        return f"{name} orders {counted(total, 'unit')}: all {total} are ordered"
    if u not in elig:
        if fb and _card(st) in _NEVER:
            return (f"{h} cannot be ordered: you command no {fb}, so {name} orders 1 unit of "
                    f"your choice, but never {_NEVER[_card(st)]} (003)")
        return f"{h} cannot be ordered: {_not_eligible(st, u)}"
    if len(caps) > 1 and not _fits(st, u):
        return (f"{h} cannot be ordered: {name} orders {_orders_text(st)}, and the units "
                f"already ordered ({_names(st, [_pos(st, v) for v in ordered])}) leave no "
                f"order {h} can fill")
    return _wrong_phase(st, ORDER)


def _fits(st: GameState, u: int) -> bool:
    """Whether ``u`` and the units already ordered can each take a distinct order within the
    buckets' capacities (a unit on a section line fills either section, once)."""
    caps, elig, _, _, _ = _orders(st)
    # A unit ordered beside the card's orders holds none of them: the airplane an Air
    # Sortie played with the card orders (its order was taken off the capacities).
    return _matching([elig[v] for v in _ordered(st) if v in elig] + [elig[u]], caps)


def _section_words(secs: Sequence[int]) -> str:
    names = [SECTION_NAMES[s] for s in secs]
    if names == ["left", "right"]:
        return "on the left and right flanks"
    return f"in the {_join(names)} section{'s' if len(names) > 1 else ''}"


def _ia_section(st: GameState) -> int | None:
    """Infantry Assault's section this turn (``None`` if it cannot be told): the one
    holding every unit it ordered where it stood when ordered (it orders all of them)."""
    _, elig, _, _, _ = _orders(st)
    mask = 7
    sm = st.S.secmask[_active(st)]
    for u in elig:
        mask &= sm[_start_hex(st, u) if u in _ordered(st) else _pos(st, u)]
    found = [s for s in _sections(st) if mask >> s & 1] or [s for s in range(3) if mask >> s & 1]
    return found[0] if len(found) == 1 else None


def _tfh_roll(st: GameState) -> tuple[int, int, int] | None:
    """Their Finest Hour's roll while its orders are given (the last roll then): infantry
    symbols, armor symbols, stars."""
    if _phase(st) is not ORDERS:
        return None
    for a in reversed(_decisions(st)):
        if a.kind == ROLL:
            faces = a.a
            return (sum(1 for f in faces if f == INF), sum(1 for f in faces if f == ARMOR),
                    sum(1 for f in faces if f == STAR))
    return None


#: Cards ordering units of one type whatever their position: which (003 for the vehicles).
_ONLY: dict[int, str] = {
    ARMOR_ASSAULT: "armor units only (Half-tracks too)",
    ARTILLERY_BOMBARD: "artillery units only",
    BEHIND_ENEMY_LINES: "infantry units only (not Patrol Cars)",
    MOVE_OUT: "infantry units only (Patrol Cars too, not Half-tracks)"}


def _not_eligible(st: GameState, u: int) -> str:
    """Why the card in effect does not order ``u`` at all (the card's own words)."""
    card = _card(st)
    name = _card_name(st)
    ck = KINDS[card]
    h = _name(st, _pos(st, u))
    if ck.orders is not None:
        secs = [s for s in range(3) if ck.orders[s]]
        return f"{name} orders units {_section_words(secs)} only"
    if card in _ONLY:
        return f"{name} orders {_ONLY[card]}"
    why = _NOT_ELIGIBLE.get(card)
    return (why(st, u, name, h) if why is not None else None) or f"{name} does not order {h}"


def _close_assault_not_eligible(st: GameState, u: int, name: str, h: str) -> str:
    if _info(st, u).cls not in (C_INF, C_ARMOR):
        return f"{name} orders infantry and armor units only"
    return f"{name} orders units next to an enemy unit only, and no enemy is next to {h}"


def _firefight_not_eligible(st: GameState, u: int, name: str, h: str) -> str:
    adj = _adjacent_enemies(st, u)
    return (f"{name} orders units that are not next to an enemy, and "
            f"{_names(st, adj)} {'is' if len(adj) == 1 else 'are'} next to {h}")


def _dig_in_not_eligible(st: GameState, u: int, name: str, h: str) -> str | None:
    if not _info(st, u).foot_card:
        return f"{name} orders infantry units only (not Patrol Cars)"
    # Any hex of the unit takes sandbags, over wire too (docs/GAME.md, Dig-In).
    if _sandbags(st, _pos(st, u)):
        return f"sandbags are already on {h}: {name} places them where there are none"
    return None


def _medics_not_eligible(st: GameState, u: int, name: str, h: str) -> str:
    info = _info(st, u)
    if info.is_dieppe_vehicle:
        return f"{name} cannot order Patrol Cars nor Half-tracks"
    if _figures(st, u) >= info.figures:
        return f"{h} has lost no figures: {name} orders a unit that lost figures"
    return f"{name} orders 1 unit that lost figures"


def _infantry_assault_not_eligible(st: GameState, u: int, name: str, h: str) -> str:
    if not _info(st, u).infantry_card:
        return f"{name} orders infantry units only (Patrol Cars too)"
    s = _ia_section(st)
    where = f"the {SECTION_NAMES[s]} section" if s is not None else "the section chosen"
    return f"{name} orders the infantry of {where} only"


def _finest_hour_not_eligible(st: GameState, u: int, name: str, h: str) -> str:
    info = _info(st, u)
    roll = _tfh_roll(st)
    kind = ("infantry" if info.infantry_card else "armor" if info.armor_card else
            info.profile.label.lower())
    if roll is not None:
        return (f"{name} rolled {roll[0]} infantry, {roll[1]} armor and "
                f"{counted(roll[2], 'star')}: none orders {kind} units like {h}")
    return f"{name}'s roll orders no {kind} unit"


#: Why a card that orders by what a unit is or where it stands does not order a unit
#: (from the state, the unit, the card's name and the unit's hex); ``None`` (Dig-In's
#: infantry on a hex without sandbags): the card does not order it, no more said.
_NOT_ELIGIBLE: dict[int, Callable[[GameState, int, str, str], str | None]] = {
    CLOSE_ASSAULT: _close_assault_not_eligible, FIREFIGHT: _firefight_not_eligible,
    DIG_IN: _dig_in_not_eligible, MEDICS: _medics_not_eligible,
    INFANTRY_ASSAULT: _infantry_assault_not_eligible, FINEST_HOUR: _finest_hour_not_eligible,
}


def _orders_text(st: GameState) -> str:
    """What the card in effect orders, in words (``2 units in the center section``)."""
    card = _card(st)
    caps = _orders(st)[0]
    fb = _fallback(st)
    if fb:
        return f"1 unit of your choice, as you command no {fb}"
    if card < 0:
        return "no unit"
    orders = KINDS[card].orders
    if orders is not None:
        return _section_orders_text(orders)
    if card in _ORDERS_WORDS:
        return _ORDERS_WORDS[card]
    if card == INFANTRY_ASSAULT:
        s = _ia_section(st)
        return ("every infantry unit" + (f" in the {SECTION_NAMES[s]} section"
                                          if s is not None else ""))
    if card == FINEST_HOUR:
        return _finest_hour_orders_text(st, caps)
    return _units(sum(caps))


#: What a card that orders by type or position orders, where its words do not depend on
#: the game.
_ORDERS_WORDS: dict[int, str] = {
    ARMOR_ASSAULT: "up to 4 armor units", ARTILLERY_BOMBARD: "every artillery unit",
    BEHIND_ENEMY_LINES: "1 infantry unit",
    CLOSE_ASSAULT: "every infantry and armor unit next to an enemy",
    DIG_IN: "up to 4 infantry units to dig in", DIRECT_FROM_HQ: "4 units of your choice",
    FIREFIGHT: "up to 4 units not next to an enemy", MEDICS: "1 unit that lost figures",
    MOVE_OUT: "up to 4 infantry units"}


def _units(k: int) -> str:
    """``k`` units in words, ``ALL`` or more "every unit"."""
    return "every unit" if k >= ALL else counted(k, "unit")


def _section_orders_text(orders: tuple[int, int, int]) -> str:
    """What a section card orders, from its count in each section."""
    secs = [s for s in range(3) if orders[s]]
    if len(secs) == 1:
        k = orders[secs[0]]
        return (f"every unit in the {SECTION_NAMES[secs[0]]} section" if k >= ALL else
                f"{_units(k)} {_section_words(secs)}")
    counts = {orders[s] for s in secs}
    if len(counts) == 1:
        k = counts.pop()
        each = "on each flank" if secs == [0, 2] else "in each section"
        return f"{_units(k)} {each}"
    return ", ".join(f"{_units(orders[s])} in the {SECTION_NAMES[s]}" for s in secs)


def _finest_hour_orders_text(st: GameState, caps: Sequence[int]) -> str:
    """What Their Finest Hour orders: what its roll gave (none of a kind: not said), or
    before the roll the sum of its counts."""
    roll = _tfh_roll(st)
    if roll is None:
        return f"{sum(caps)} units"
    given = [counted(n, f"{kind} unit") for n, kind in zip(roll, ("infantry", "armor"))
             if n] + ([f"{counted(roll[2], 'unit')} of your choice"] if roll[2] else [])
    return _join(given) or "no unit"


# --- targets (Air Power, Barrage) ---------------------------------------------------------


def _why_target(st: GameState, a: Action) -> str | None:
    if (w := _wrong_phase(st, TARGET)) is not None:
        return w
    card = _card(st)
    name = card_title(card)
    chosen = _air(st)
    if card == BARRAGE and chosen:
        return f"{name} targets 1 enemy unit: it is chosen"
    if len(chosen) >= 4:
        return f"{name} targets up to 4 enemy units: all 4 are chosen"
    u, why = _unit_on(st, a.a, "unit to target")
    if why:
        return why
    h = _name(st, a.a)
    if _info(st, u).player == _active(st):
        return f"{h} is your own unit: {name} targets enemy units"
    if st.shielded(u):
        return f"{h}: {_shield_words(st, u)}"
    if u in chosen:
        return f"{h} is already targeted"
    if card == AIR_POWER and chosen:
        last = _pos(st, chosen[-1])
        if st.S.dist[last][a.a] != 1:
            return (f"{h} is not next to {_name(st, last)}, the last target: Air Power's "
                    f"targets form a chain, each next to the previous one")
    return None


def _why_targets_done(st: GameState, a: Action) -> str | None:
    if (w := _wrong_phase(st, TARGETS_DONE)) is not None:
        return w
    if _card(st) == BARRAGE:
        return "Barrage targets exactly 1 enemy unit: choose it"
    if not _air(st):
        return "Air Power needs at least 1 target: choose one before ending the targets"
    return None


# --- moves --------------------------------------------------------------------------------


def _why_move(st: GameState, a: Action) -> str | None:
    ph = _phase(st)
    if ph not in (MOVES, MOVE_AGAIN):
        return _why_move_out_of_phase(st, a, ph)
    u, why = _unit_on(st, a.a)
    if why:
        return why
    h = _name(st, a.a)
    if _info(st, u).player != _active(st):
        return f"the unit on {h} is not yours"
    mode, why = _move_mode(st, u, h, ph)
    if why is not None:
        return why
    for x in st.S.expansions:
        if isinstance(x, Air) and (why := x.why_not_move(st, u, mode, a.b)) is not None:
            return why
    for x in st.S.expansions:
        if isinstance(x, LandingCraft) and st.lc[u]:
            return x.why_not_move(st, u, a.b)
    return _why_not_reach(st, u, a.b, mode)


def _why_move_out_of_phase(st: GameState, a: Action, ph: str) -> str | None:
    """Why a move is refused outside the moves: the unit's own reason first when there is
    one (it is what the player asks), else the phase's."""
    if _card(st) >= 0 and _is_hex(st, a.a) and ph in (ORDERS, BATTLES, OVERRUN, TAKE):
        u = st.unit_at(a.a)
        if u >= 0 and _info(st, u).player == _active(st) and u in _ordered(st):
            if (why := _why_ordered_unit_stays(st, u, _name(st, a.a))) is not None:
                return why
    return _wrong_phase(st, MOVE)


def _move_mode(st: GameState, u: int, h: str, ph: str) -> tuple[int, str | None]:
    """The mode the player's unit ``u`` (on ``h``) moves in during phase ``ph``, and why
    it may not move now (``None`` when it may)."""
    if ph is MOVE_AGAIN:
        mover = _battle(st)[0]
        if u != mover:
            return M_AGAIN, (f"only {_name(st, _pos(st, mover))} moves again (Behind Enemy "
                             f"Lines' second move)")
        return M_AGAIN, None
    if u not in _ordered(st) or _mode(st, u) == M_NONE:
        return M_NONE, f"{h} was not ordered this turn"
    return _mode(st, u), _why_ordered_unit_stays(st, u, h)


def _why_ordered_unit_stays(st: GameState, u: int, h: str) -> str | None:
    """Why the ordered unit ``u`` (on ``h``) may not move now: its card forbids it, or it
    has moved this turn; ``None`` when it may."""
    if (why := _mode_forbids_move(st, u)) is not None:
        return why
    if _moved(st, u) >= 0:
        return f"{h} has already moved this turn"
    return None


def _mode_forbids_move(st: GameState, u: int) -> str | None:
    """Why the card that ordered ``u`` forbids it to move (``None`` when it may)."""
    h = _name(st, _pos(st, u))
    mode = _mode(st, u)
    if mode == M_CA:
        return f"{h} was ordered by Close Assault: units may not move before battle"
    if mode == M_FF:
        return f"{h} was ordered by Firefight: units fire and may not move"
    if mode == M_DUG:
        return f"{h} dug in: dug-in units neither move nor battle"
    return None


def _move_cap(st: GameState, u: int, mode: int) -> tuple[int, str]:
    """The most hexes ``u`` may move in ``mode``, and the card that sets it ("" when none)."""
    info = _info(st, u)
    if mode == M_IA and info.cls == C_INF:
        return max(info.move, 3), " with Infantry Assault"
    if mode == M_AB and info.cls == C_ART:
        return 3, " with Artillery Bombard"
    if mode in (M_BEL, M_AGAIN):
        return 3, " with Behind Enemy Lines"
    return info.move, ""


#: Movement restrictions a diagnosis may lift to find what blocks a move: units in the
#: way, terrain that stops a unit moving in, hedgerows only from an adjacent start, and the
#: move limits of beaches and oceans.
_UNITS, _STOPS, _ADJACENT, _LIMITS, _IMPASSABLE = ("units", "stops", "adjacent", "limits",
                                                  "impassable")


def _search(st: GameState, bf: Battlefield, u: int, cap: int, rules: frozenset[str]
            ) -> dict[tuple[Coord, int], tuple[int, set[tuple[Coord, int]]]]:
    """The movement search of the static rules (:func:`editor.engine.rules.reach`) with
    only ``rules`` enforced: ``{(hex, cap left by beaches/oceans): (steps, parents)}``
    (the parents on shortest ways, to name what stands in the way)."""
    info = _info(st, u)
    profile = info.profile
    a = _coord(st, _pos(st, u))
    start = (a, cap)
    seen: dict[tuple[Coord, int], tuple[int, set[tuple[Coord, int]]]] = {}
    frontier = [start]
    steps = 0
    while frontier:
        steps += 1
        nxt: list[tuple[Coord, int]] = []
        for here, hcap in frontier:
            for n in bf.neighbours(here):
                if n == a:
                    continue
                t = bf.terrain(n)
                if _IMPASSABLE in rules and (t.bars(profile) is not None or
                                             bf.terrain(here).cliff_to(profile, t) is not None):
                    continue
                if _UNITS in rules and bf.occupied(n):
                    continue
                if _ADJACENT in rules and steps > 1 and t.adjacent_start_only() is not None:
                    continue
                ncap = hcap
                mm = t.max_move() if _LIMITS in rules else None
                if mm is not None:
                    ncap = min(ncap, mm)
                if steps > ncap:
                    continue
                key = (n, ncap)
                old = seen.get(key)
                if old is not None:
                    if old[0] == steps:
                        old[1].add((here, hcap))
                    continue
                seen[key] = (steps, {(here, hcap)})
                if steps >= ncap or (_STOPS in rules and t.stops(profile) is not None):
                    continue
                nxt.append(key)
        frontier = nxt
    return seen


def _ways(seen: dict[tuple[Coord, int], tuple[int, set[tuple[Coord, int]]]], b: Coord,
          a: Coord) -> set[Coord]:
    """The hexes on the shortest ways the search found from ``a`` to ``b``."""
    todo = [k for k in seen if k[0] == b]
    out: set[Coord] = set()
    done: set[tuple[Coord, int]] = set()
    while todo:
        k = todo.pop()
        if k in done or k[0] == a:
            continue
        done.add(k)
        out.add(k[0])
        todo.extend(seen[k][1])
    return out


def _why_not_reach(st: GameState, u: int, dest: object, mode: int) -> str | None:
    """Why ``u`` (ordered in ``mode``) cannot move to ``dest``, from the static rules'
    terrain; ``None`` when it can."""
    codes = st.reach(u, mode)
    if dest in codes:
        return None
    bf = _battlefield(st)
    at = _pos(st, u)
    h = _name(st, at)
    ignore = mode in (M_BEL, M_AGAIN)
    cap, where_cap = _move_cap(st, u, mode)
    if not ignore:
        stuck, cap, where_cap = _leaving(bf.terrain(_coord(st, at)),
                                         _info(st, u).profile.unit_class, h, cap, where_cap)
        if stuck:
            return stuck
    if dest == EXIT:
        return _why_no_exit(st, u, cap)
    if not _is_hex(st, dest):
        return f"{dest!r} is not a hex of this board"
    assert isinstance(dest, int)
    d = _name(st, dest)
    head = f"{h} cannot move to {d}"
    if dest == at:
        return f"{h} is already on {d}"
    if (why := _why_not_enter(st, bf, u, dest)) is not None:
        return f"{head}: {why}"
    dist = st.S.dist[at][dest]
    if dist > cap:
        return f"{head}: {counted(dist, 'hex', 'hexes')} is beyond its move of {cap}{where_cap}"
    full = frozenset({_UNITS, _IMPASSABLE} if ignore else
                     {_UNITS, _IMPASSABLE, _STOPS, _ADJACENT, _LIMITS})
    b = _coord(st, dest)
    if any(k[0] == b for k in _search(st, bf, u, cap, full)):
        # the static rules let it go there: an expansion's stop on the way, or nothing
        for x in st.S.expansions:
            if isinstance(x, Air) and (why := x.stopped_on_the_way(st, u)) is not None:
                return f"{head}: {why}"
        return None
    found = (_blocked_ways(st, bf, u, cap, full, b)
             or [f"no way of at most {counted(cap, 'hex', 'hexes')} leads there"])
    return f"{head} ({counted(dist, 'hex', 'hexes')}, its move {cap}{where_cap}): " + \
        "; or ".join(found)


def _why_not_enter(st: GameState, bf: Battlefield, u: int, dest: int) -> str | None:
    """Why ``u`` may not end a move on hex ``dest`` however it goes there: a unit or a
    piece that blocks movement on it, or its terrain impassable to ``u``; ``None`` when
    nothing on it bars ``u``."""
    info = _info(st, u)
    d = _name(st, dest)
    v = st.unit_at(dest)
    if v >= 0:
        whose = "your unit" if _info(st, v).player == info.player else "an enemy unit"
        return f"{d} is occupied by {whose} ({_info(st, v).label})"
    if _occupied(st, dest):
        return f"{d} holds a piece that blocks movement"
    f = bf.terrain(_coord(st, dest)).bars(info.profile)
    if f is not None:
        return f"the {_label(f)} on {d} is impassable to {barred_whom(info.profile, f)}"
    return None


def _blocked_ways(st: GameState, bf: Battlefield, u: int, cap: int, full: frozenset[str],
                  b: Coord) -> list[str]:
    """Lifts the fewest of the restrictions ``full`` that open a way for ``u`` to ``b``
    and names what each set lifted blocks the way with; ``[]`` when lifting them all opens
    none."""
    a = _coord(st, _pos(st, u))
    order = [r for r in (_UNITS, _IMPASSABLE, _STOPS, _ADJACENT, _LIMITS) if r in full]
    for size in range(1, len(order) + 1):
        found: list[str] = []
        for lifted in _subsets(order, size):
            seen = _search(st, bf, u, cap, full - frozenset(lifted))
            if any(k[0] == b for k in seen):
                found.append(_blocked_by(st, bf, u, lifted, _ways(seen, b, a), b))
        if found:
            return found
    return []


def _leaving(start: HexTerrain, cls: UnitClass, h: str, cap: int,
             where_cap: str) -> tuple[str, int, str]:
    """What the terrain a unit of ``cls`` starts on (on ``h``) does to its move of ``cap``
    (said by ``where_cap``): why it cannot move at all (or ""), its move and the words
    saying where that limit comes from."""
    f = start.cannot_leave(cls)
    if f is not None:
        return f"{h} cannot move: {cls.value} may not leave the {_label(f)}", cap, where_cap
    f = start.stop_after_leaving()
    if f is not None and cap > 1:
        cap, where_cap = 1, f" out of the {_label(f)} (a unit moving out must stop on " \
                            "the adjacent hex)"
    mo = start.max_move_out()
    if mo is not None and mo < cap:
        cap, where_cap = mo, " out of the ocean"
    return "", cap, where_cap


def _subsets(items: Sequence[str], size: int) -> list[tuple[str, ...]]:
    if size == 0:
        return [()]
    out = []
    for i, x in enumerate(items):
        for rest in _subsets(items[i + 1:], size - 1):
            out.append((x, *rest))
    return out


def _blocked_by(st: GameState, bf: Battlefield, u: int, lifted: Sequence[str],
                way: set[Coord], b: Coord) -> str:
    """What the restrictions ``lifted`` block the shortest ways (hexes ``way``) with, in the
    static rules' terms."""
    profile = _info(st, u).profile
    parts = []
    for r in lifted:
        if r == _UNITS:
            hexes = sorted(bf.name(c) for c in way if bf.occupied(c))
            if hexes:
                parts.append(f"the way is blocked by units on {_join(hexes, 'and')} (no unit "
                             f"moves onto or through another)")
        elif r == _IMPASSABLE:
            barred = [(c, f) for c in sorted(way) if (f := bf.terrain(c).bars(profile))]
            if barred:
                words = [f"{_label(f)} on {bf.name(c)}" for c, f in barred]
                parts.append(f"the way crosses {_join(words, 'and')}, impassable to "
                             f"{barred_whom(profile, barred[0][1])}")
            # 003: "Cliffs & Sea Bluffs - ... may not move up/down from the beach, oceans or
            # shorelines."
            start = _coord(st, _pos(st, u))
            on = way | {start}
            cliffs = sorted({c for x in on for y in bf.neighbours(x) if y in on
                             and bf.terrain(x).cliff_to(profile, bf.terrain(y)) is not None
                             for c in (x, y) if bf.terrain(c).cliff() is not None})
            if cliffs:
                parts.append(f"the way climbs or descends the cliff on "
                             f"{_join([bf.name(c) for c in cliffs], 'and')} from the shore, "
                             f"which {profile.label} may not do (003)")
        elif r == _STOPS:
            stops = [(c, bf.terrain(c).stops(profile)) for c in sorted(way) if c != b]
            words = [f"{_label(f)} on {bf.name(c)}" for c, f in stops if f is not None]
            if words:
                parts.append(f"a unit moving into {_join(words, 'or')} must stop there")
        elif r == _ADJACENT:
            hedges = [(c, bf.terrain(c).adjacent_start_only()) for c in sorted(way)]
            words = [f"the {_label(f)} on {bf.name(c)}" for c, f in hedges if f is not None]
            if words:
                parts.append(f"only a unit that started its move next to {_join(words, 'or')} "
                             f"may enter it")
        else:
            words = [f"a move entering the {_limit_label(t)} on {bf.name(c)} is at most "
                     f"{counted(m, 'hex', 'hexes')} long"
                     for c in sorted(way) for t in (bf.terrain(c),)
                     if (m := t.max_move()) is not None]
            if words:
                parts.append(_join(words, "and"))
    return " and ".join(parts) or "no way leads there"


def _limit_label(t: HexTerrain) -> str:
    f = next((f for f in t.features if f.rules.max_move is not None), None)
    return _label(f) if f is not None else t.describe()


def _why_no_exit(st: GameState, u: int, cap: int) -> str:
    S = st.S
    info = _info(st, u)
    h = _name(st, _pos(st, u))
    mine = S.exits[info.player]
    if not mine:
        return f"{h} cannot leave the board: there is no exit hex for {_side(st, info.player)}"
    return (f"{h} cannot leave the board: it must reach an exit hex of its side "
            f"({_names(st, mine)}) with a hex of its move of {cap} left to move off")


def _why_moves_done(st: GameState, a: Action) -> str | None:
    return _wrong_phase(st, MOVES_DONE) or _must_fly(st)


def _must_fly(st: GameState) -> str | None:
    """Why the moves may not end yet (an airplane that must fly first), if they may not."""
    for x in st.S.expansions:
        if isinstance(x, Air) and _phase(st) is MOVES and (why := x.must_fly(st)):
            return f"the moves cannot end yet: {why}"
    return None


# --- battles ------------------------------------------------------------------------------


def _why_battle(st: GameState, a: Action) -> str | None:
    ph = _phase(st)
    if ph not in (BATTLES, OVERRUN):
        return _battle_not_now(st, ph, a)
    u, why = _own_unit_on(st, a.a)
    if why:
        return why
    overrun = ph is OVERRUN
    return _why_not_battler(st, a, u, overrun) or _why_not_target(st, a, u, overrun)


def _battle_not_now(st: GameState, ph: object, a: Action) -> str | None:
    """Why no unit may battle in phase ``ph``: a battle under way is not over, or it is not
    the battles phase (a unit ordered to dig in, when ``a`` names it, may not battle)."""
    if ph is TAKE:
        # 000: "All Battles, Close Assault and Overrun Combats must be completed before the
        # next unit may battle."
        return (f"{_attacker(st)}'s battle is not over: it may take ground on "
                f"{_name(st, _battle(st)[2])}, or hold, before another unit battles")
    if ph is RETREAT_PHASE:
        t, _ends = _retreat(st)
        return (f"the battle under way is not over: {_name(st, _pos(st, t))} retreats "
                f"first, then another unit may battle")
    if ph is AMBUSH_PHASE:
        return (f"{_attacker(st)}'s close assault on {_name(st, _pos(st, _battle(st)[1]))} "
                f"is not over: the defender answers it first (Ambush or not)")
    if ph is ORDERS and _is_hex(st, a.a):
        u = st.unit_at(a.a)
        if u >= 0 and u in _ordered(st) and _mode(st, u) == M_DUG:
            return _mode_forbids_move(st, u)
    return _wrong_phase(st, BATTLE)


def _why_not_battler(st: GameState, a: Action, u: int, overrun: bool) -> str | None:
    """Why the active player's unit ``u``, on ``a.a``, may not battle now, whatever its
    target."""
    h = _name(st, a.a)
    info = _info(st, u)
    if overrun:
        att = _battle(st)[0]
        if u != att:
            return (f"only {_attacker(st)} may battle now, on its Armor Overrun "
                    f"(or decline it)")
    else:
        why = _not_in_action(st, u, h)
        if why:
            return why
        if not _may_battle(st, u):
            return _why_no_battle_after_move(st, u)
        if _battles_left(st, u) <= 0:
            if (why := _resupplied(st, u)) is not None:
                return why
            twice = _mode(st, u) == M_AB and info.cls == C_ART
            return (f"{h} has already battled{' twice (Artillery Bombard)' if twice else ''}"
                    + _battles_again(info))
    if not info.dice:
        return f"{h}: {info.profile.label.lower()} units do not battle with dice"
    return None


def _why_not_target(st: GameState, a: Action, u: int, overrun: bool) -> str | None:
    """Why unit ``u``, which may battle, may not battle the unit on ``a.b``."""
    t, why = _unit_on(st, a.b, "unit to battle")
    if why:
        return why
    h = _name(st, a.a)
    th = _name(st, a.b)
    head = f"{h} cannot battle {th}"
    if _info(st, t).player == _info(st, u).player:
        return f"{head}: {th} is your own unit"
    if st.shielded(t):
        return f"{head}: {_shield_words(st, t)}"
    bf = _battlefield(st)
    f = bf.terrain(_coord(st, a.a)).no_battle_out()
    if f is not None:
        return f"{head}: a unit in the {_label(f)} may not battle"
    adj = _adjacent_enemies(st, u)
    if _mode(st, u) == M_FF and adj:
        return (f"{head}: {h} was ordered by Firefight and fires only, it may not close "
                f"assault (the enemy on {_names(st, adj)} is next to it)")
    dc = battle_dice(bf, _coord(st, a.a), _coord(st, a.b))
    if not dc.possible and dc.base == 0:
        return f"{head}: {dc.reasons[-1]}"
    d = st.S.dist[a.a][a.b]
    bonus = _bonus(st, u, d == 1, overrun)
    n = st.dice(u, t, d, bonus)
    if n > 0:
        return None
    extra = f" (+{bonus} from the card)" if bonus else ""
    return f"{head}: 0 dice after terrain{extra}: " + "; ".join(dc.reasons[:-1] or dc.reasons)


def _battles_again(info: UnitInfo) -> str:
    """How a unit that has battled may battle again in the turn, said after "has already
    battled": armor by an Armor Overrun once it takes ground, the Dieppe vehicles never
    (the rules audit: a player who held ground with armor, or took it with a Patrol Car,
    read only that it had battled)."""
    if info.is_dieppe_vehicle:
        return ": Patrol Cars and Half-tracks take ground but make no Armor Overrun (003)"
    if info.cls == C_ARMOR:
        return ": armor battles again only on an Armor Overrun, after taking ground (000)"
    return ""


def _why_no_battle_after_move(st: GameState, u: int) -> str:
    """Why ordered unit ``u`` may not battle this turn: its move, or its hex (the static
    rules' reasons where the card does not change them)."""
    info = _info(st, u)
    at = _pos(st, u)
    h = _name(st, at)
    steps = _moved(st, u)
    mode = _mode(st, u)
    bf = _battlefield(st)
    here = bf.terrain(_coord(st, at))
    for x in st.S.expansions:  # a landing craft's, an airplane's or Ground Interdiction's
        if isinstance(x, (Air, LandingCraft)) and (why := x.why_no_battle(st, u)) is not None:
            return why
    if steps <= 0:
        f = here.no_battle_out()
        if f is not None:
            return f"{h} cannot battle this turn: a unit in the {_label(f)} may not battle"
        return f"{h} cannot battle this turn"
    moved = f"{h} moved {counted(steps, 'hex', 'hexes')}"
    if mode == M_AB and info.cls == C_ART:
        return f"{moved}: artillery ordered by Artillery Bombard moves or battles, not both"
    if mode == M_IA and info.cls == C_INF:
        mab, card = max(info.mab, 2), " with Infantry Assault"
    elif mode == M_BEL:
        mab, card = 3, " with Behind Enemy Lines"
    else:
        mab, card = info.mab, ""
    if steps > mab:
        if mab == 0:
            return f"{moved}: {info.profile.label.lower()} may move or battle, not both"
        return (f"{moved} and cannot battle this turn: {info.profile.label.lower()} may battle "
                f"after moving at most {counted(mab, 'hex', 'hexes')}{card}")
    f = here.forbids_battle_after_entering()
    if f is not None and not info.ignores_terrain_battle:
        return (f"{h} moved into a {f.rules.family} ({f.name}) and cannot battle this turn: "
                f"a unit entering {f.rules.label.lower()} may not battle")
    f = here.no_battle_out()
    if f is not None:
        return f"{h} cannot battle this turn: a unit in the {_label(f)} may not battle"
    return f"{moved} and cannot battle this turn"


def _why_battles_done(st: GameState, a: Action) -> str | None:
    return _wrong_phase(st, BATTLES_DONE)


def _resupplied(st: GameState, u: int) -> str | None:
    """Why ``u`` may not battle when a re-supply this turn is the reason (003)."""
    if not any(isinstance(x, Resupply) for x in st.S.expansions):
        return None
    h = _name(st, _pos(st, u))
    if st.rs_gave[u] == st.turn:
        return f"{h} re-supplied this turn: a Half-track re-supplies instead of battling (003)"
    if st.rs_got[u] == st.turn:
        return f"{h} was re-supplied this turn: a re-supplied unit cannot battle this turn (003)"
    return None


def _why_resupply(st: GameState, a: Action) -> str | None:
    """003: an ordered Half-track that has not battled gives a figure to a weakened
    adjacent friendly unit that has not battled (the rules of ``expansions/resupply.py``)."""
    if (w := _wrong_phase(st, RESUPPLY)) is not None:
        return w
    h, why = _own_unit_on(st, a.a, "Half-track")
    if why:
        return why
    hn = _name(st, a.a)
    info = _info(st, h)
    if not info.profile.resupplies:
        return f"{hn} is not a Half-track: only Half-tracks re-supply (003)"
    if h not in _ordered(st):
        return f"{hn} was not ordered this turn"
    rs = next(x for x in st.S.expansions if isinstance(x, Resupply))
    if st.rs_got[h] == st.turn:
        return (f"{hn} was re-supplied this turn: a re-supplied unit cannot battle this turn, "
                f"and a Half-track re-supplies instead of battling (003)")
    if not rs.can_give(st, h):
        return (f"{hn} has battled this turn, or may not battle where it stands: a Half-track "
                f"re-supplies instead of battling (003)")
    t, why = _unit_on(st, a.b, "unit to re-supply")
    if why:
        return why
    tn = _name(st, a.b)
    ti = _info(st, t)
    if t == h or ti.player != info.player:
        return f"{tn} is not a friendly unit of {hn}"
    if st.S.dist[a.a][a.b] != 1:
        return f"{tn} is not next to {hn}"
    if ti.flies or ti.figures <= 1:
        return f"{tn} is never re-supplied: single-figure units and airplanes are not (003)"
    if _figures(st, t) >= ti.figures:
        return (f"{tn} is not weakened: it has the {ti.figures} figures it had at the start "
                f"(003: never more)")
    if not rs.can_receive(st, h, t):
        return f"{tn} has battled this turn: a re-supplied unit cannot battle this turn (003)"
    return None


# --- the other decisions ------------------------------------------------------------------


def _why_retreat(st: GameState, a: Action) -> str | None:
    if (w := _wrong_phase(st, RETREAT)) is not None:
        return w
    t, ends = _retreat(st)
    offered = [e for e, _ in ends]
    if a.a in offered:
        return None
    th = _name(st, _pos(st, t))
    where = _join([_name(st, e) for e in offered], "or")
    lost = ends[0][1] if ends else 0
    loss = f", losing {counted(lost, 'figure')}" if lost else ""
    if not _is_hex(st, a.a):
        return f"{a.a!r} is not a hex of this board"
    x = _name(st, a.a)
    S = st.S
    back = -1 if _info(st, t).player == 0 else 1
    rows = (S.row[a.a] - S.row[_pos(st, t)]) * back
    longest = max((abs(S.row[e] - S.row[_pos(st, t)]) for e in offered), default=0)
    if a.a == _pos(st, t):
        why = f"a unit hit by flags must move back, {th} cannot stay"
    elif rows <= 0:
        why = f"{x} is not toward {th}'s own side"
    elif _occupied(st, a.a):
        why = f"{x} is occupied"
    elif rows < longest:
        why = "a retreat takes the longest way it can (FAQ)"
    elif rows > longest:
        why = f"{x} is farther than its retreat of {counted(longest, 'hex', 'hexes')}"
    else:
        why = f"no free way back leads to {x}"
    return f"{th} cannot retreat to {x} ({why}): its retreat ends on {where}{loss}"


def _why_decision(kind: str) -> _Handler:
    """Actions with no argument: legal whenever their phase waits for them."""
    def why(st: GameState, a: Action) -> str | None:
        return _wrong_phase(st, kind)
    return why


def _why_chance(st: GameState, a: Action) -> str | None:
    if (w := _wrong_phase(st, a.kind)) is not None:
        return w
    ch = st.chance_request()
    assert ch is not None
    if a.kind != ch.kind:
        return f"the game waits for {_now(st)}, not a {a.kind}"
    if ch.kind == ROLL:
        faces = a.a
        if not isinstance(faces, tuple) or len(faces) != ch.dice:
            return f"the roll needs {counted(ch.dice, 'die', 'dice')}"
        if any(not isinstance(f, int) or not 0 <= f < len(FACE_NAMES) for f in faces):
            return f"faces are {', '.join(FACE_NAMES)}"
        return None
    if sorted(a.a) != sorted(ch.cards):
        return "a shuffle must return exactly the cards shuffled"
    return None


def _not_in_action(st: GameState, u: int, h: str) -> str | None:
    """Why unit ``u`` (on ``h``) takes no part in this turn's battles: not ordered, or
    dug in."""
    if u not in _ordered(st) or _mode(st, u) == M_NONE:
        return f"{h} was not ordered this turn"
    if _mode(st, u) == M_DUG:
        return f"{h} dug in: dug-in units neither move nor battle"
    return None


def _why_clear(st: GameState, a: Action) -> str | None:
    """``clear HEX``: "Infantry may remove the wire instead of battling. Armor may remove
    the wire and battle." (000); "Patrol Cars may not remove wire." (003). Only an ordered
    unit that may still battle, standing on wire."""
    if _phase(st) is not BATTLES:
        return _wrong_phase(st, CLEAR)
    u, why = _own_unit_on(st, a.a)
    if why:
        return why
    h = _name(st, a.a)
    info = _info(st, u)
    why = _not_in_action(st, u, h)
    if why:
        return why
    if not st.wire[a.a]:
        return f"there is no wire on {h} to remove"
    if not info.profile.removes_obstacles:
        return f"{h}: Patrol Cars may not remove wire (003)"
    if not st.ter[a.a].remove[info.cls]:
        return f"{info.profile.label.lower()} units do not remove wire"
    if not _may_battle(st, u):
        return _why_no_battle_after_move(st, u)
    if _battles_left(st, u) <= 0:
        return (f"{h} has already battled: infantry removes wire instead of battling, "
                "armor before it battles")
    return None


_HANDLERS: dict[str, _Handler] = {
    PLAY: _why_play, KEEP: _why_keep, SECTION: _why_section, ORDER: _why_order,
    ORDERS_DONE: _why_decision(ORDERS_DONE), TARGET: _why_target,
    TARGETS_DONE: _why_targets_done, MOVE: _why_move, MOVES_DONE: _why_moves_done,
    BATTLE: _why_battle, BATTLES_DONE: _why_battles_done, RESUPPLY: _why_resupply,
    CLEAR: _why_clear,
    NO_OVERRUN: _why_decision(NO_OVERRUN), A_AMBUSH: _why_decision(A_AMBUSH),
    NO_AMBUSH: _why_decision(NO_AMBUSH), RETREAT: _why_retreat,
    TAKE_GROUND: _why_decision(TAKE_GROUND), HOLD: _why_decision(HOLD),
    ROLL: _why_chance, SHUFFLE: _why_chance,
}


# ==========================================================================================
# the prompt


def retreat_task(state: GameState) -> str:
    """What the retreat being chosen asks, without its hexes: "choose where F5 retreats (2
    flags, losing 1 figure)" (the prompt's words, and the hot-seat screen's when the seat
    passes for it); "" when no retreat is being chosen."""
    st = state
    if st.phase != RETREAT_PHASE:
        return ""
    t, ends = _retreat(st)
    S = st.S
    flags = min((abs(S.row[e] - S.row[_pos(st, t)]) + lost for e, lost in ends), default=0)
    loss = f", losing {counted(ends[0][1], 'figure')}" if ends and ends[0][1] else ""
    return f"choose where {_name(st, _pos(st, t))} retreats ({counted(flags, 'flag')}{loss})"


def order_hint(state: GameState) -> str:
    """What the current decision is, in words, for the play panel's prompt ("Probe
    (center): order 2 units in the center section (1 ordered, 1 left)")."""
    st = state
    ph = _phase(st)
    legal = st.legal_actions()
    if ph is OVER:
        return _game_over(st)[0].upper() + _game_over(st)[1:]
    if ph is CHANCE_PHASE:
        ch = st.chance_request()
        if ch is not None and ch.kind == ROLL:
            return f"Roll {counted(ch.dice, 'die', 'dice')} ({_chance_for(st)})"
        return "Shuffle the cards"
    side = _side(st, _decider(st))
    hint = _HINTS.get(ph)
    return hint(st, side, legal) if hint is not None else f"{side}: {ph}"


def _card_hint(st: GameState, side: str, legal: list[Action]) -> str:
    face_up = getattr(st, "sorties", (0, 0))[_active(st)]
    return (f"{side}: play a command card ({len(_hand(st, _active(st)))} in hand"
            + (f", {counted(face_up, 'Air Sortie')} face up" if face_up else "") + ")")


def _section_hint(st: GameState, side: str, legal: list[Action]) -> str:
    return (f"Infantry Assault: choose the section "
            f"({_join([SECTION_NAMES[s] for s in _sections(st)], 'or')})")


def unordered_airplane(st: GameState) -> int:
    """The hex of the active player's airplane airborne on the board that is not ordered
    (nor to be, by the Air Sortie played with the card) while the orders are given: it
    leaves the board when they end without it ("Once airborne, an Airplane must be ordered
    every turn ... otherwise it must be removed from the battlefield", 004); -1: none."""
    if _phase(st) is not ORDERS:
        return -1
    at = airborne_hex(st, _active(st))
    u = st.occ[at] if at >= 0 else -1
    if u < 0 or u in _ordered(st) or (st.air_combo == st.turn and st.air_combo_u == u):
        return -1
    return at


def _orders_hint(st: GameState, side: str, legal: list[Action]) -> str:
    caps = _orders(st)[0]
    total = sum(caps)
    k = len(_ordered(st))
    count = f"{k} ordered" + (f", {total - k} left" if total < ALL else "")
    # an Air Sortie played with the card made one of its orders: the count is one short
    took = (", the Air Sortie taking 1" if total < ALL
            and getattr(st, "air_combo", 0) == st.turn else "")
    up = unordered_airplane(st)
    # (no order left may order it: a card of infantry, or its section's orders given)
    unless = (" unless ordered" if any(a.kind == ORDER and a.a == up for a in legal)
              else ": the orders left cannot order it")
    flying = (f"; your airplane on {_name(st, up)} leaves the board{unless} (keep 'em "
              "flying, 004; no medal)" if up >= 0 else "")
    return (f"{_card_name(st)}: order {_orders_text(st)}{took} ({count}) or end the "
            f"orders{flying}")


def _targets_hint(st: GameState, side: str, legal: list[Action]) -> str:
    chosen = len(_air(st))
    if _card(st) == BARRAGE:
        return "Barrage: target 1 enemy unit (4 dice, terrain ignored)"
    return (f"Air Power: target up to 4 enemy units, each next to the previous one "
            f"({chosen} chosen, {4 - chosen} left)" + (" or end the targets" if chosen
                                                       else ""))


#: The decisions that move a unit on the board: a move, and an airplane's take-off from
#: its markers, landing among markers, strafing run, Kamikaze dive and Rescue.
_MOVING = frozenset({MOVE, LAUNCH, LAND, STRAFE, DIVE, PICK_UP})


def _moves_hint(st: GameState, side: str, legal: list[Action]) -> str:
    # (the airplane flying in, ``a.a`` EDGE, has a sentence of its own)
    n = len({a.a for a in legal if a.kind in _MOVING and isinstance(a.a, int) and a.a >= 0})
    if any(a.kind == "enter" for a in legal):
        return ("Fly the airplane in: end its move on a vacant hex within 3 of an edge "
                "hex, or do its Special Action on the way (strafe, kamikaze, rescue)"
                + (f"; {counted(n, 'unit')} can still move" if n else ""))
    must = _must_fly(st)
    if must:
        return f"Move the ordered units ({n} can still move); {must}"
    return f"Move the ordered units ({n} can still move) or end the moves"


def _battles_hint(st: GameState, side: str, legal: list[Action]) -> str:
    n = len({a.a for a in legal if a.kind == BATTLE})
    # what else the phase offers a unit: wire removed, a unit re-supplied (003)
    other = [f"{counted(k, 'unit')} {what}" for k, what in (
        (len({a.a for a in legal if a.kind == CLEAR}), "may remove wire"),
        (len({a.a for a in legal if a.kind == "resupply"}), "may re-supply another"))
        if k]
    said = ([f"{counted(n, 'unit')} may still battle"] if n or not other else []) + other
    return f"Battle: {', '.join(said)}, or end the battles"


def _ambush_hint(st: GameState, side: str, legal: list[Action]) -> str:
    return (f"{side}: {_attacker(st)} close-assaults your "
            f"{_name(st, _pos(st, _battle(st)[1]))}: play Ambush (your unit battles first) or not")


def _retreat_hint(st: GameState, side: str, legal: list[Action]) -> str:
    ends = _retreat(st)[1]
    return (f"{side}: {retreat_task(st)}: "
            f"{_join([_name(st, e) for e, _ in ends], 'or')}")


def _take_hint(st: GameState, side: str, legal: list[Action]) -> str:
    return f"{_attacker(st)} may take ground on {_name(st, _battle(st)[2])}, or hold"


def _overrun_hint(st: GameState, side: str, legal: list[Action]) -> str:
    n = sum(1 for a in legal if a.kind == BATTLE)
    return (f"Armor Overrun: {_attacker(st)} may battle again "
            f"({counted(n, 'target')}), or decline")


def _move_again_hint(st: GameState, side: str, legal: list[Action]) -> str:
    return (f"Behind Enemy Lines: {_attacker(st)} may move again (up to 3 "
            f"hexes), or end the moves")


def _keep_hint(st: GameState, side: str, legal: list[Action]) -> str:
    return ("Recon: keep one of the two cards drawn ("
            + _join([card_title(k) for k in sorted(set(_drawn(st)))], "or") + ")")


#: The prompt of each phase a player decides in, from the state, the deciding side's name
#: and the legal actions.
_HINTS: dict[str, Callable[[GameState, str, list[Action]], str]] = {
    CARD: _card_hint, SECTION_PHASE: _section_hint, ORDERS: _orders_hint,
    TARGETS: _targets_hint, MOVES: _moves_hint, BATTLES: _battles_hint,
    AMBUSH_PHASE: _ambush_hint, RETREAT_PHASE: _retreat_hint, TAKE: _take_hint,
    OVERRUN: _overrun_hint, MOVE_AGAIN: _move_again_hint, KEEP_PHASE: _keep_hint,
}
