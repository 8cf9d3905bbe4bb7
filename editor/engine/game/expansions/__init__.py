"""Expansions: rules that only some scenarios use, each in its own module, acting at the
points of the turn sequence that :class:`~editor.engine.game.state.GameState` offers.

A scenario without an expansion's pieces pays nothing: :func:`expansions_of` builds only
the expansions the scenario needs (``Setup.expansions``), and the state calls its hooks
only when that tuple is not empty (one truth test on the paths below). A new expansion is
named in :func:`_classes` (``tests/engine/game/test_expansions.py`` fails until then); the
rest of what it takes (its fields in ``state._FIELDS``, its cases, the tables that said
its rule was not played) is README.md's "Adding to it".

The hooks, in the order of a turn:

- :meth:`Expansion.start` — when a game state is created: the expansion's own per-game
  fields, set on the state (lists, so that ``copy()``, equality and the undo journal cover
  them; writes go through ``state._w``), each declared on ``GameState`` and listed in
  ``state._FIELDS``, without which ``copy()`` drops it;
- :meth:`Expansion.reach` — the moves of an ordered unit: ``None`` leaves the base rules,
  a dict (``{hex: steps * 2 + can_battle}``) replaces them for this unit;
- :meth:`Expansion.halts` — hexes where every ground move of the active player stops,
  whatever movement rules its card or its vehicle sets aside (:func:`halts`: Behind Enemy
  Lines' search and a landing craft's ask it);
- :meth:`Expansion.relocated` — a unit has just changed hex by a move, a retreat or taking
  ground, or left the board (``dest == -1``: eliminated, exited, removed);
- :meth:`Expansion.battle_actions` — more actions of the battle phase;
- :meth:`Expansion.declared` — a battle was declared by unit ``u`` on ``t``;
- :meth:`Expansion.retreat_water` — hexes a retreating unit may retreat onto although the
  base rules forbid them (ocean, for a unit in a landing craft);
- :attr:`Expansion.cards` — cards shuffled into the deck at the start; :meth:`Expansion.dealt`
  — the hands were dealt; :meth:`Expansion.face_up` — a card drawn that is not taken into
  the hand (an Air Sortie is placed face up); :meth:`Expansion.cards_in_play` — its cards in
  the hands, deck and discard pile (the search's sampled worlds count them);
- :meth:`Expansion.turn_start` / :meth:`Expansion.turn_end` — a player's turn begins / ends
  (before the discard and the draw); :meth:`Expansion.draws` — how many cards he draws;
- :meth:`Expansion.card_actions` — the card phase's actions (more, or fewer);
- :meth:`Expansion.orders` — the buckets and the units a card orders (more units, a smaller
  bucket); :meth:`Expansion.orderable` — the units still orderable, seen the orders
  given (one airplane on the ground ordered to take off keeps the others down);
  :meth:`Expansion.costly_order` — ordering a unit may cost something (an
  airplane's Air check: the orders are then never given without asking);
  :meth:`Expansion.orders_end` — the orders are given (``True``: a chance step first);
- :meth:`Expansion.moves` — the movement phase's actions; :meth:`Expansion.moving` — a unit
  of the expansion still has to move; :meth:`Expansion.reached` — the reach of a unit (the
  base rules' or an expansion's), changed in place;
- :meth:`Expansion.holds_ground` / :meth:`Expansion.no_battle_at` — a unit that may not
  take ground after its close assault / may not battle again (Armor Overrun) where it took
  ground;
- :meth:`Expansion.unprotected` — a close assault that ignores the target's terrain
  protection;
- :meth:`Expansion.rolled` / :meth:`Expansion.after_result` — the expansion's own dice and
  the end of a battle result it started (``K_EXP``);
- :meth:`Expansion.phase_actions` / :meth:`Expansion.nothing_to_do` — the expansion's own
  phases;
- :attr:`Expansion.kinds`, :meth:`Expansion.dispatch`, :meth:`Expansion.notation` and
  :meth:`Expansion.parse` — the expansion's own actions; :attr:`Expansion.words` — the
  first words of those in notation, and :attr:`Expansion.off` what is said of them in a
  scenario that does not use the expansion (:func:`not_in_effect`).
- :meth:`Expansion.view` — the position as a scenario (``GameState.to_scenario``: the play
  mode's board, the rules engine's questions) shows the expansion's pieces where they are;
  :meth:`Expansion.view_key` — what of the expansion's fields the position key holds
  (``GameState.position_key``).

>>> from editor.engine.scenario import Scenario, Hex, Unit
>>> from editor.engine.board import Coord
>>> from editor.engine.game.tables import Setup
>>> s = Scenario(); s.set_hex(Coord(4, 4), Hex(unit=Unit("infus")))
>>> Setup(s).expansions
()
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ..actions import Action, IllegalActionError

if TYPE_CHECKING:  # pragma: no cover
    from editor.engine.scenario import Scenario

    from ..state import GameState
    from ..tables import Setup


class Expansion:
    """The hooks an expansion may implement; each does nothing by default."""

    #: Action kinds the expansion answers in :meth:`dispatch`.
    kinds: frozenset[str] = frozenset()
    #: The first words of its actions in notation that only it reads (:meth:`parse`), and
    #: what to say of them in a scenario that does not use it (:func:`not_in_effect`).
    words: frozenset[str] = frozenset()
    off: str = ""
    #: Cards (kinds) shuffled into the deck with the 60 at the start.
    cards: tuple[int, ...] = ()

    @classmethod
    def build(cls, setup: Setup) -> Expansion | None:
        """The expansion for this scenario, or ``None`` when the scenario has none of its
        pieces (then it costs nothing)."""
        return None

    def start(self, st: GameState) -> None:
        """Add the expansion's per-game fields to a new state."""

    def reach(self, st: GameState, u: int, mode: int) -> dict[int, int] | None:
        """The moves of ``u`` ordered in ``mode`` when the expansion rules them, else
        ``None``."""
        return None

    def halts(self, st: GameState) -> Sequence[bool] | None:
        """Per hex, whether every ground move of the active player stops there, even one
        that ignores the terrain's stops (``None``: no such hex)."""
        return None

    def relocated(self, st: GameState, u: int, src: int, dest: int) -> None:
        """``u`` has just gone from ``src`` to ``dest`` (-1: off the board)."""

    def battle_actions(self, st: GameState) -> list[Action]:
        """More actions of the active player's battle phase."""
        return []

    def declared(self, st: GameState, u: int, t: int) -> None:
        """``u`` has just declared a battle on ``t``."""

    def retreat_water(self, st: GameState, t: int) -> Sequence[bool] | None:
        """Per hex, whether unit ``t`` may retreat onto it although the terrain forbids
        retreats into it (``None``: the base rules)."""
        return None

    def view(self, st: GameState, scenario: Scenario) -> None:
        """Put the expansion's pieces where they are now on ``scenario`` (a fresh copy of
        the position, changed in place)."""

    def view_key(self, st: GameState) -> tuple[Any, ...]:
        """What :meth:`view` reads of the state beyond where the units stand (a part of
        :meth:`GameState.position_key`)."""
        return ()

    def dispatch(self, st: GameState, a: Action) -> None:
        """Play one of the expansion's own actions (its kind is in :attr:`kinds`)."""
        raise IllegalActionError(f"{a.kind} is not an action of {type(self).__name__}")

    def notation(self, st: GameState, a: Action) -> str:
        """The notation of one of the expansion's own actions."""
        return a.kind.replace("-", " ")

    def parse(self, st: GameState, words: list[str], raw: list[str]) -> Action | None:
        """The expansion's action named by ``words`` (lower case; ``raw``: as written), or
        ``None``."""
        return None

    def cards_in_play(self, st: GameState) -> tuple[int, ...]:
        """The expansion's cards now in the hands, the deck or the discard pile (a search
        that samples hidden cards counts them with the 60)."""
        return ()

    def dealt(self, st: GameState) -> None:
        """The hands have just been dealt."""

    def face_up(self, st: GameState, p: int, card: int) -> bool:
        """Player ``p`` has just drawn ``card``: ``True`` when it does not go into his hand
        (then he draws another)."""
        return False

    def turn_start(self, st: GameState) -> None:
        """The active player's turn begins."""

    def turn_end(self, st: GameState) -> None:
        """The active player's turn ends (before the discard and the draw)."""

    def draws(self, st: GameState, n: int) -> int:
        """How many cards the active player draws at the end of his turn (``n``: the base
        rules' count)."""
        return n

    def card_actions(self, st: GameState, out: list[Action]) -> None:
        """Change the card phase's actions in place."""

    def orders(self, st: GameState, caps: tuple[int, ...], elig: dict[int, int]
               ) -> tuple[tuple[int, ...], dict[int, int]]:
        """The buckets and eligible units of the orders the card in play gives."""
        return caps, elig

    def orderable(self, st: GameState, out: list[int]) -> list[int]:
        """The units of ``out`` (those the card's orders still leave room for) that may
        still be ordered, the orders already given seen (one landed airplane ordered to
        take off keeps the others down)."""
        return out

    def costly_order(self, st: GameState, u: int) -> bool:
        """Whether ordering unit ``u`` may cost its player something (an airplane's Air
        check): the orders are then never given without asking, even when every eligible
        unit fits them."""
        return False

    def orders_end(self, st: GameState) -> bool:
        """The orders are given; ``True`` when a chance step must come first (the state
        calls :func:`.orders.end_orders` again after it)."""
        return False

    def moves(self, st: GameState, out: list[Action]) -> None:
        """Change the movement phase's actions in place."""

    def moving(self, st: GameState) -> bool:
        """Whether a unit of the expansion still has to move this turn."""
        return False

    def reached(self, st: GameState, u: int, mode: int, best: dict[int, int]) -> None:
        """Change the reach of ``u`` in place (the base rules', or an expansion's)."""

    def holds_ground(self, st: GameState, u: int, vac: int) -> bool:
        """Whether ``u``, after its successful close assault, may not take ground at
        ``vac`` (taking ground is a move)."""
        return False

    def no_battle_at(self, st: GameState, u: int, at: int) -> bool:
        """Whether ``u``, having taken ground at ``at``, may not battle again this turn
        (no Armor Overrun)."""
        return False

    def unprotected(self, st: GameState, u: int, t: int) -> bool:
        """Whether ``u``'s close assault on ``t`` ignores ``t``'s terrain protection."""
        return False

    def rolled(self, st: GameState, purpose: str, faces: tuple[int, ...]) -> bool:
        """The dice of the expansion's own roll ``purpose`` (``False``: not its roll)."""
        return False

    def after_result(self, st: GameState) -> bool:
        """A battle result the expansion started (``K_EXP``) is over."""
        return False

    def phase_actions(self, st: GameState) -> list[Action] | None:
        """The actions of the expansion's own phase (``None``: not its phase)."""
        return None

    def nothing_to_do(self, st: GameState) -> None:
        """Leave the expansion's own phase, in which no action is possible."""


def halts(st: GameState) -> Sequence[bool] | None:
    """The hexes where every ground move of the active player stops now, whatever movement
    rules are set aside (:meth:`Expansion.halts`), or ``None``."""
    for x in st.S.expansions:
        h = x.halts(st)
        if h is not None:
            return h
    return None


def not_in_effect(setup: Setup, word: str) -> str | None:
    """What to say of an action in notation whose first word is ``word`` when the
    expansion that reads it is not used by the scenario of ``setup`` (``None``: no
    expansion's word, or the expansion is used):

    >>> from editor.engine.scenario import Scenario
    >>> from editor.engine.game.tables import Setup
    >>> not_in_effect(Setup(Scenario()), "strafe")[:40]
    "Air Sorties and airplanes' actions need "
    >>> not_in_effect(Setup(Scenario()), "move") is None
    True
    """
    return _off(setup, lambda cls: word in cls.words)


def kind_not_in_effect(setup: Setup, kind: str) -> str | None:
    """The same for an action of ``kind`` built as an object (a click, a program), not read
    from notation: what :func:`not_in_effect` says of its words, when the expansion whose
    kind it is is not used by the scenario of ``setup``:

    >>> from editor.engine.scenario import Scenario
    >>> from editor.engine.game.tables import Setup
    >>> setup = Setup(Scenario())
    >>> kind_not_in_effect(setup, "sortie-with") == not_in_effect(setup, "sortie")
    True
    >>> kind_not_in_effect(setup, "move") is None
    True
    """
    return _off(setup, lambda cls: kind in cls.kinds)


def _off(setup: Setup, names: Callable[[type[Expansion]], bool]) -> str | None:
    """The :attr:`Expansion.off` sentence of the first expansion that ``names`` picks and
    the scenario of ``setup`` does not use (``None``: none)."""
    for cls in _classes():
        if names(cls) and cls.off and not any(isinstance(x, cls) for x in setup.expansions):
            return cls.off
    return None


def _classes() -> tuple[type[Expansion], ...]:
    from .air import Air
    from .landing_craft import LandingCraft
    from .resupply import Resupply

    return Resupply, LandingCraft, Air


def expansions_of(setup: Setup) -> tuple[Expansion, ...]:
    """The expansions the scenario of ``setup`` uses, built on its tables."""
    out: list[Expansion] = []
    for cls in _classes():
        x = cls.build(setup)
        if x is not None:
            out.append(x)
    return tuple(out)

