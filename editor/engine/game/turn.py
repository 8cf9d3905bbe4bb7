"""The turn's frame: a turn begins (objectives held at its start, the turn cap), and ends
(the card discarded, cards drawn, a new deck shuffled from the discard pile when the deck
runs out, the card kept of two drawn), and the other player's begins.

What happens in between is the card played and its orders (:mod:`.orders`), the moves
(:mod:`.movement`) and the battles (:mod:`.battle`); the end of the game, at any moment,
:mod:`.victory`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..words import medals_said
from . import victory
from .cards import title as card_title
from .phases import B_NONE, CARD, KEEP_PHASE, M_NONE, OVER
from .victory import DRAW, TURN_CAP

if TYPE_CHECKING:  # pragma: no cover
    from .state import GameState

#: The fields of a turn in progress and their values between turns (:func:`next_turn`; and
#: ``o_elig``, a dict, emptied there).
_TURN_FIELDS: tuple[tuple[str, Any], ...] = (
    ("ordered", ()), ("card", -1), ("draw_two", False), ("ambushed", False), ("o_caps", ()),
    ("air", ()), ("b_att", -1), ("b_tgt", -1), ("r_ends", ()), ("o_medics", False))


def start_turn(st: GameState) -> None:
    """The next player's turn begins (or the game stops at the turn cap)."""
    if st.turn >= st.S.max_turns:
        # The cap's turns have all been played: the game stops at the cap (``turn`` is
        # the last turn played, not one more).
        st._a("winner", DRAW)
        st._a("reason", f"the turn cap ({st.S.max_turns} player turns) was reached")
        st._a("how", TURN_CAP)
        st._a("phase", OVER)
        if st.events is not None: st._ev(f"draw: {st.reason}")
        return
    st._a("turn", st.turn + 1)
    st._a("turn_at", len(st.history))
    st._to(CARD, st.active)
    p = st.active
    # each side's medals by its name: "medals 1-0" under a turn of player 2 read as theirs
    if st.events is not None: st._ev(f"turn {st.turn}: {st._pname(p)} to play; "
                                     f"{medals_said(st.medals_by_side())}")
    for x in st.S.expansions:
        x.turn_start(st)
    victory.held_at_turn_start(st, p)
    victory.check(st)


def end_turn(st: GameState) -> None:
    """The turn is over: the card played is discarded and cards are drawn (the Ambush
    player's replacement first)."""
    p = st.active
    for x in st.S.expansions:
        x.turn_end(st)
    if st.played >= 0:
        st._a("discard", st.discard + [st.played])
        st._a("played", -1)
    queue = []
    if st.ambushed:
        queue.append((1 - p, 1))  # "you draw your replacement card first"
    n = 2 if st.draw_two else 1
    for x in st.S.expansions:
        n = x.draws(st, n)
    queue.append((p, n))
    st._a("draw_queue", tuple(queue))
    if st.tfh:
        st._a("tfh", False)
        st._request_shuffle(st.deck + st.discard, "tfh")
        return
    continue_draws(st)


def shuffled(st: GameState, order: tuple[int, ...]) -> None:
    """A shuffle came back (``order``: the new deck, top first): the deal at the start, a
    new deck from the discard pile, or Their Finest Hour's reshuffle."""
    purpose = st.chance_for
    st._a("chance", None)
    st._a("deck", list(reversed(order)))
    st._a("discard", [])
    if purpose == "deal":
        deck = st.deck
        for p in (0, 1):
            k = st.S.cards[p]
            st._w(st.hands, p, [deck[-1 - i] for i in range(min(k, len(deck)))])
            deck = deck[:len(deck) - min(k, len(deck))]
        st._a("deck", deck)
        if st.events is not None: st._ev("the deck is shuffled and the hands dealt")
        for x in st.S.expansions:
            x.dealt(st)
        start_turn(st)
    else:
        if st.events is not None:
            st._ev("the discard pile is shuffled into a new deck" if purpose == "draw"
                   else "Their Finest Hour: deck and discard pile reshuffled")
        continue_draws(st)


def continue_draws(st: GameState) -> None:
    """Draw the cards still owed (``draw_queue``), shuffling the discard pile into a new
    deck when the deck runs out; a player who draws two keeps one."""
    while st.draw_queue:
        p, k = st.draw_queue[0]
        drawn = st.drawn
        while len(drawn) < k:
            if not st.deck:
                if st.discard:
                    st._a("drawn", drawn)
                    st._request_shuffle(st.discard, "draw")
                    return
                break
            c = st.deck[-1]
            st._a("deck", st.deck[:-1])
            if st.S.expansions and any(x.face_up(st, p, c) for x in st.S.expansions):
                continue  # placed face up (an Air Sortie): another card is drawn
            drawn = drawn + (c,)
        st._a("drawn", ())
        st._a("draw_queue", st.draw_queue[1:])
        if k == 2 and len(drawn) == 2 and drawn[0] != drawn[1]:
            st._a("drawn", drawn)
            st._to(KEEP_PHASE, p)
            return
        if drawn:
            st._w(st.hands, p, st.hands[p] + [drawn[0]])
            if st.events is not None: st._ev(f"{st._pname(p)} draws {card_title(drawn[0])}")
        if drawn[1:]:
            st._a("discard", st.discard + list(drawn[1:]))
    next_turn(st)


def keep(st: GameState, kind: int) -> None:
    """Of the two cards drawn, the player keeps one of ``kind`` and discards the other."""
    p = st.decider
    drawn = list(st.drawn)
    drawn.remove(kind)
    st._w(st.hands, p, st.hands[p] + [kind])
    st._a("discard", st.discard + drawn)
    st._a("drawn", ())
    if st.events is not None: st._ev(f"{st._pname(p)} draws two cards and keeps {card_title(kind)}")
    continue_draws(st)


def next_turn(st: GameState) -> None:
    """The turn's fields are reset and the other player's turn begins."""
    # Only the mode and bonus of a unit are read when it is not ordered (battle dice of
    # an ambush, the AI's estimates); the other per-turn fields are set by each order.
    for u in st.ordered:
        st._w(st.u_ord, u, M_NONE)
        if st.u_bon[u]:
            st._w(st.u_bon, u, B_NONE)
    for name, value in _TURN_FIELDS:
        if getattr(st, name) != value:
            st._a(name, value)
    if st.o_elig:
        st._a("o_elig", {})
    st._a("active", 1 - st.active)
    start_turn(st)

