"""The hand in the play panel, in words: each card with what it plays as now (a
Counter-Attack the card it repeats, a card that would order no unit, one that falls back
to "1 unit of your choice"), the Air Pack's other ways to play a card (Air Power and a
Counter-Attack as an Air Sortie, a Recon card under Air Strikes rules, an Air Sortie with
a section card), and the decision each line takes. Qt-free: the panel shows the lines."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from editor.engine.game.actions import AMBUSH, PLAY, Action
from editor.engine.game.cards import AIR_POWER as AIR_POWER_KIND
from editor.engine.game.cards import AIR_SORTIE, KINDS, SECTION_NAMES
from editor.engine.game.cards import AMBUSH as AMBUSH_KIND
from editor.engine.game.cards import COUNTER_ATTACK, mirrored
from editor.engine.game.cards import title as card_title
from editor.engine.game.expansions.air import airborne_hex
from editor.engine.game.state import GameState

if TYPE_CHECKING:
    from editor.engine.game.expansions.air import Air


class HandLine(NamedTuple):
    """A line of the hand: its text, the decision it takes (``None``: none, a hidden hand),
    whether it is greyed (not playable now) and its tooltip."""

    text: str
    action: Action | None
    greyed: bool
    tip: str | None


def repeated(state: GameState, kind: int) -> int:
    """The card ``kind`` plays as, now: a Counter-Attack the opponent's last card (left and
    right swapped; -1: none yet), any other card itself."""
    if kind != COUNTER_ATTACK:
        return kind
    last = state.last_card[1 - state.active]
    return mirrored(last) if last >= 0 else -1


def shaded_card(state: GameState, action: Action | None, air: Air | None) -> int:
    """The card whose sections the map shades while the hand line of ``action`` is looked
    at (-1: none): a card played (a Counter-Attack's: the map shades what it repeats, see
    :func:`repeated`); a Recon card played as an Air Sortie, which flies in by its own
    section; a Counter-Attack repeating a Recon card's Air Sortie, the Recon of that
    section mirrored (004: "it must be played the same way as the initial card was";
    "his left is your right"). An Air Sortie that may fly in by any section shades none."""
    if not isinstance(action, Action):
        return -1
    if action.kind == PLAY:
        return int(action.a)
    if action.kind != "sortie" or action.a == AIR_SORTIE:
        return -1
    if KINDS[action.a].draw_two:
        return int(action.a)
    if action.a == COUNTER_ATTACK and air is not None:
        bits = air.sortie_bits(state, COUNTER_ATTACK)
        for k, ck in enumerate(KINDS):
            if ck.draw_two and ck.orders is not None and bits == sum(
                    1 << s for s in range(3) if ck.orders[s]):
                return k
    return -1


def _played(state: GameState, kind: int) -> GameState | None:
    """``state`` after card ``kind`` is played now, on a copy (well under a millisecond),
    or ``None`` when it may not be: what the hand and the decisions list say of a card is
    tried, not guessed."""
    after = state.copy()
    try:
        after.apply(Action(PLAY, kind))
    except Exception:  # noqa: BLE001 - not playable now: nothing to say about it here
        return None
    return after


def orders_nothing(state: GameState, kind: int) -> bool:
    """Whether playing card ``kind`` now would order no unit and pass the turn (a Close
    Assault with no unit next to an enemy)."""
    if state.phase != "card" or kind == AIR_SORTIE:
        return False
    after = _played(state, kind)
    return after is not None and not after.ordered and (
        after.turn != state.turn or after.phase == "over")


def falls_back(state: GameState, kind: int) -> str | None:
    """The note of card ``kind`` when played now it would order "1 unit of your choice"
    by command-cards.md's fallback (Move Out! with no infantry: ``1 unit of your choice, as
    you command no infantry unit``); ``None`` when it orders as printed. Tried on a copy, for
    the fallback cards only."""
    from editor.engine.game.explain import FALLBACK_CARDS, fallback_of

    if state.phase != "card" or kind not in FALLBACK_CARDS:
        return None
    after = _played(state, kind)
    fb = fallback_of(after) if after is not None and after.turn == state.turn \
        and after.phase != "over" else None
    return None if fb is None else f"1 unit of your choice, as you command no {fb}"


def idle_cards(state: GameState, legal: Sequence[Action]) -> frozenset[int]:
    """The cards among the ``legal`` decisions that would order no unit now
    (:func:`orders_nothing`): tried once a refresh, for the hand and the decisions list."""
    return frozenset(a.a for a in legal if a.kind == PLAY and orders_nothing(state, a.a))


#: What the hand and the decisions list say of a card that would order no unit.
ORDERS_NOTHING = "orders no unit now: the turn passes"

#: What the hand says of Air Power under the Air rules (command-cards.md: "with Air rules in
#: effect Air Power is played as an Air Sortie"; 004: "they are replaced as normal").
AIR_POWER_AS_SORTIE = ("Air rules in effect: Air Power is played as an Air Sortie (a fresh "
                       "airplane flies in, or it orders your airplane on the board: see the "
                       "decisions); the card is replaced as normal")
#: What the hand says of a Counter-Attack that repeats the opponent's Air Sortie (004: "When
#: an Air Sortie equivalent is countered with a Counter-Attack, it must be played the same
#: way as the initial card was"; "you still draw a replacement card for your Counter-Attack").
COUNTER_ATTACK_AS_SORTIE = ("Your opponent's last card was played as an Air Sortie: "
                            "Counter-Attack "
                            "repeats it, played as an Air Sortie (a fresh airplane flies in, "
                            "or it orders your airplane on the board: see the decisions); the "
                            "card is replaced as normal")

#: What the hand says of a Recon card that Air Strikes rules let be played as an Air Sortie
#: (004: "may be played, at the player's option, as indicated on the card (e.g. a Recon 1)
#: OR as an Air Sortie card instead"; "the player is still subject to the initial card's
#: Section limitation"; "they are replaced as normal").
RECON_MAY_FLY = "Air Strikes rules: it may also be played as an Air Sortie, in its section"
RECON_AS_SORTIE = ("Air Strikes rules: this Recon card played as an Air Sortie instead: a "
                   "fresh airplane flies in by an edge hex of its section, or it orders your "
                   "airplane over that section (see the decisions), with no Air check; the "
                   "card is replaced as normal")

#: What a section card's tooltip says while the player's Air Sortie may go with it (004:
#: "letting the player use one order from the Section card just played to make an Air
#: Sortie in the corresponding section while simultaneously issuing the remaining orders
#: to other units on the ground! At the end of the turn, the Section card is replaced as
#: normal, but no card is drawn to replace the Air Sortie card played along with it").
WITH_SORTIE = ("Your Air Sortie may be played with it: {which} makes an Air Sortie in "
               "{where} (a fresh airplane flies in, or it orders your airplane there){rest}; "
               "this card is replaced as normal, the Air Sortie is not (in the decisions: "
               "Play an Air Sortie with {title})")


def _as_sortie(st: GameState, kind: int, legal: Sequence[Action], deciding: bool, text: str,
               tip: str) -> HandLine:
    """The hand's line ``text`` for card ``kind`` played as an Air Sortie: the Air Sortie it
    plays (the order of the player's airplane airborne on the board, 004: "when he already
    has an airplane unit on the battlefield, the card's effect is to order this particular
    Airplane"; else a fresh airplane when one may fly in, else the first airplane it may
    order), greyed when none may be played now, and the tooltip ``tip``."""
    plays = [a for a in legal if a.kind == "sortie" and a.a == kind]
    up = airborne_hex(st, st.active)
    action = next((a for a in plays if up >= 0 and a.b == up),
                  next((a for a in plays if a.b is None),
                       plays[0] if plays else Action("sortie", kind, None)))
    if up >= 0 and action.b == up:
        at = st.S.name[up]
        tip += (f"\nPlayed from here, it orders your airplane airborne on {at} (no Air "
                f"check); a fresh airplane instead, the one on {at} leaving the board, is in "
                "the decisions")
    tip += "" if plays or not deciding or not legal else "\nCannot be played now"
    return HandLine(text, action, not plays, tip)


#: The decisions whose first field is a card: the decisions list orders them as the hand
#: orders its cards.
CARD_DECISIONS: tuple[str, ...] = (PLAY, "keep", "sortie", "sortie-with")


def by_title(kind: int) -> str:
    """The order of the hand: cards by their titles."""
    return KINDS[kind].title


def in_hand_order(legal: Sequence[Action]) -> list[Action]:
    """``legal`` with each kind of :data:`CARD_DECISIONS` in the hand's order (by the
    card's title), in the places that kind's decisions held: the engine offers the cards
    in the order they were drawn, and the hand and the decisions list listed them apart.

    >>> from editor.engine.game.cards import kind_of
    >>> drawn = [Action(PLAY, kind_of("recon-left")), Action("done"),
    ...          Action(PLAY, kind_of("ambush"))]
    >>> [KINDS[a.a].title if a.kind == PLAY else a.kind for a in in_hand_order(drawn)]
    ['Ambush', 'done', 'Recon (left)']
    """
    out = list(legal)
    for kind in CARD_DECISIONS:
        at = [i for i, a in enumerate(out) if a.kind == kind]
        ranked = sorted((out[i] for i in at), key=lambda a: by_title(a.a))
        for i, a in zip(at, ranked, strict=True):
            out[i] = a
    return out


class _Hand(NamedTuple):
    """What the lines of a hand are made from: the state, the player ``p`` whose hand it
    is, the ``legal`` decisions of the person deciding, the cards that would order no unit
    now (``idle``), the Air rules in effect (``air``), and what of ``legal`` the lines
    read."""

    st: GameState
    p: int
    legal: Sequence[Action]
    idle: frozenset[int]
    air: Air | None
    #: the cards that may be played now
    playable: set[int]
    #: Ambush, played in the opponent's turn: its card plays it (it stood greyed)
    ambush: bool
    #: the cards that may be played as an Air Sortie now (``sortie CARD``), and the
    #: section cards an Air Sortie may go with (``sortie with CARD``)
    flies: set[Action]
    #: whether ``p`` is to play a card now
    deciding: bool


def hand_lines(st: GameState, p: int, legal: Sequence[Action], idle: frozenset[int],
               air: Air | None) -> list[HandLine]:
    """The lines of player ``p``'s hand, shown, with the ``legal`` decisions of the person
    deciding, the cards that would order no unit now (``idle``: :func:`idle_cards`) and
    the Air rules in effect (``air``, else ``None``)."""
    hand = _Hand(st, p, legal, idle, air, playable={a.a for a in legal if a.kind == PLAY},
                 ambush=Action(AMBUSH) in legal,
                 flies={Action(a.kind, a.a) for a in legal
                        if a.kind in ("sortie", "sortie-with")},
                 deciding=st.phase == "card" and st.decider == p)
    keep = {a.a for a in legal if a.kind == "keep"}
    entries: list[HandLine] = []
    in_hand = sorted(st.hands[p], key=by_title)
    for i, k in enumerate(in_hand):
        entries += _card_lines(hand, k, k not in in_hand[i + 1:])
    entries += _face_up_sorties(st, p, legal)
    for k in sorted(set(st.drawn)) if keep else ():
        entries.append(HandLine(f"Drawn: {KINDS[k].title} (keep it)", Action("keep", k),
                                False, None))
    return entries


def _keep_flying(hand: _Hand, k: int) -> str:
    """What the tooltip of card ``k``, playable now, says when it cannot order the player's
    airplane airborne on the board: it leaves the board ("Once airborne, an Airplane must be
    ordered every turn ... otherwise it must be removed from the battlefield, at no Medal
    cost", 004); "" otherwise (a card that orders a whole section orders it at once, no
    prompt shown before the airplane leaves)."""
    st, air = hand.st, hand.air
    if air is None or k not in hand.playable:
        return ""
    up = airborne_hex(st, hand.p)
    card = repeated(st, k)
    if up < 0 or card < 0 or air.may_order(st, card, st.occ[up]):
        return ""
    return (f"\nIt cannot order your airplane airborne on {st.S.name[up]}: not ordered, it "
            "leaves the board when the orders are given (keep 'em flying, 004; no medal)")


def _card_lines(hand: _Hand, k: int, last: bool) -> list[HandLine]:
    """The lines of card ``k`` of the hand (``last``: the last of identical cards): the
    card, or the Ambush or Air Sortie it plays as, and a Recon card's Air Sortie."""
    st, legal, air = hand.st, hand.legal, hand.air
    ck = KINDS[k]
    tip = (ck.source.quote if ck.source else ck.title) + _keep_flying(hand, k)
    if k not in hand.playable and hand.deciding and legal:
        tip = f"{tip}\nCannot be played now"
    if hand.ambush and k == AMBUSH_KIND:
        return [HandLine(ck.title, Action(AMBUSH), False, tip)]
    if k == AIR_POWER_KIND and air is not None and Action(PLAY, k) not in legal:
        return [_as_sortie(st, k, legal, hand.deciding, f"{ck.title} (as an Air Sortie)",
                           AIR_POWER_AS_SORTIE)]
    if k == COUNTER_ATTACK and k not in hand.playable and Action("sortie", k) in hand.flies:
        return [_as_sortie(st, k, legal, hand.deciding, f"{ck.title} (as an Air Sortie)",
                           _counter_attack_sortie_tip(st, air))]
    recon_flies = air is not None and air.conf.strikes == hand.p and ck.draw_two
    if Action("sortie-with", k) in hand.flies:
        one = sum(1 for n in ck.orders or () if n) == 1
        lone = sum(ck.orders or ()) == 1  # (a Recon's one order)
        tip += "\n" + WITH_SORTIE.format(
            which="its order" if lone else "one of its orders",
            where="its section" if one else "one of its sections",
            rest="" if lone else ", the others order ground units", title=ck.title)
    if recon_flies:
        tip += "\n" + RECON_MAY_FLY + (" (a line of its own below)"
                                       if Action("sortie", k) in hand.flies else "")
    lines = [HandLine(_played_title(hand, k), Action(PLAY, k), k not in hand.playable, tip)]
    if recon_flies and Action("sortie", k) in hand.flies and last:
        # the other way to play it, chosen in the hand as in the decisions
        # (under the last of identical cards)
        lines.append(_as_sortie(st, k, legal, hand.deciding,
                                f"{ck.title} (as an Air Sortie in its section)",
                                RECON_AS_SORTIE))
    return lines


def _counter_attack_sortie_tip(st: GameState, air: Air | None) -> str:
    """The tooltip of a Counter-Attack played as the Air Sortie it repeats."""
    tip = COUNTER_ATTACK_AS_SORTIE
    bits = air.sortie_bits(st, COUNTER_ATTACK) if air is not None else 7
    if bits in (1, 2, 4):  # a Recon card's Air Sortie: its section, mirrored
        tip += (f"\nIt flies in by your {SECTION_NAMES[bits.bit_length() - 1]} "
                f"section only: his was a Recon card's, in its section (his "
                f"left is your right)")
    return tip


def _played_title(hand: _Hand, k: int) -> str:
    """The title of card ``k`` played: what it plays as and whether it orders anything,
    as the decisions list says it (a Counter-Attack read "Counter-Attack" alone in the
    hand)."""
    notes = []
    playable = k in hand.playable
    copied = repeated(hand.st, k) if playable else k
    if copied != k and copied >= 0:
        notes.append(f"as {card_title(copied)}")
    if playable and k in hand.idle:
        notes.append(ORDERS_NOTHING)
    elif playable and (fb := falls_back(hand.st, k)) is not None:
        notes.append(fb)
    title = KINDS[k].title
    return f"{title} ({'; '.join(notes)})" if notes else title


def _face_up_sorties(st: GameState, p: int, legal: Sequence[Action]) -> list[HandLine]:
    """The lines of player ``p``'s Air Sorties face up, naming the section cards each may
    go with now."""
    withs = sorted({KINDS[a.a].title for a in legal if a.kind == "sortie-with"})
    along = "" if not withs else ", now with " + (
        withs[0] if len(withs) == 1 else f"{', '.join(withs[:-1])} or {withs[-1]}")
    return [_as_sortie(
        st, AIR_SORTIE, legal, False, "Air Sortie (face up)",
        "Air Pack: played as a card (a fresh airplane flies in, or it orders "
        f"your airplane on the board), or with a section card{along}: see the "
        "decisions; not replaced")
        for _ in range(getattr(st, "sorties", (0, 0))[p])]
