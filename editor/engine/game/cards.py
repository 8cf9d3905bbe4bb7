"""The 60-card command deck of the base game: the card kinds, how many of each, and the
facts the turn sequence needs about them (``../shared/rules/command-cards.md``).

A card *kind* is an ``int`` index into :data:`KINDS`; the deck, the hands and the discard
pile are lists of kinds (two Probe-left cards are the same kind: nothing tells them apart in
play). Section cards name their sections from the point of view of the player holding
them; :func:`mirrored` swaps left and right (Counter-Attack against a section card).

>>> len(DECK), len(KINDS)
(60, 31)
>>> KINDS[kind_of("probe-center")].orders
(0, 2, 0)
>>> KINDS[mirrored(kind_of("attack-left"))].key
'attack-right'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from editor.engine.rules.source import AIR_PACK, CARDS, Source

#: Sections in the order of a card's ``orders`` tuple: left, centre, right (the holder's).
LEFT: Final = 0
CENTER: Final = 1
RIGHT: Final = 2
SECTION_NAMES: tuple[str, ...] = ("left", "center", "right")
#: "All units in that section": no limit.
ALL: Final = 99


@dataclass(frozen=True)
class CardKind:
    """One kind of command card."""

    #: Stable key used in the notation and the logs: ``probe-left``, ``air-power``...
    key: str
    #: The printed title.
    title: str
    copies: int
    #: Section cards: units ordered per section (left, centre, right); ``ALL`` = every unit.
    orders: tuple[int, int, int] | None = None
    #: Recon: draw two cards at the end of the turn and keep one.
    draw_two: bool = False
    source: Source | None = None

    @property
    def is_section(self) -> bool:
        return self.orders is not None


def _section(key: str, title: str, copies: tuple[int, int, int], count: int,
             quote: str, draw_two: bool = False) -> list[CardKind]:
    out = []
    for s, n in enumerate(copies):
        orders = [0, 0, 0]
        orders[s] = count
        out.append(CardKind(f"{key}-{SECTION_NAMES[s]}", f"{title} ({SECTION_NAMES[s]})", n,
                            (orders[0], orders[1], orders[2]), draw_two, CARDS.quote(quote)))
    return out


_RECON = ("order 1 unit in that section; at the end of the turn draw two command cards, keep "
          "one, discard the other")

#: Every card kind, section cards first. The index of a kind is its id.
KINDS: Final[tuple[CardKind, ...]] = tuple(
    _section("recon", "Recon", (2, 2, 2), 1, _RECON, draw_two=True)
    + _section("probe", "Probe", (4, 5, 4), 2, "order 2 units in that section")
    + _section("attack", "Attack", (3, 4, 3), 3, "order 3 units in that section")
    + _section("assault", "Assault", (2, 2, 2), ALL, "order all units in that section")
    + [
        CardKind("general-advance", "General Advance", 1, (2, 2, 2),
                 source=CARDS.quote("order 2 units in each section")),
        CardKind("pincer-move", "Pincer Move", 1, (2, 0, 2),
                 source=CARDS.quote("order 2 units on the left flank and 2 on the right flank")),
        CardKind("recon-in-force", "Recon in Force", 3, (1, 1, 1),
                 source=CARDS.quote("order 1 unit in each section")),
        CardKind("air-power", "Air Power", 1, source=CARDS.quote(
            "target a group of up to 4 contiguous enemy units (each adjacent to the next); roll "
            "2 dice per hex if the Allies play it, 1 per hex for the Axis; terrain reductions "
            "ignored; a hit for each matching unit symbol, grenade or star; flags make the unit "
            "retreat and may not be ignored")),
        CardKind("ambush", "Ambush", 1, source=CARDS.quote(
            "played in the opponent's turn, after a close assault on your unit is declared and "
            "before dice are rolled: your unit battles first (it may force a retreat or "
            "eliminate the attacker); at the end of the turn you draw your replacement card "
            "first")),
        CardKind("armor-assault", "Armor Assault", 2, source=CARDS.quote(
            "order up to 4 armor units; units in close assault roll 1 extra die; terrain "
            "restrictions still apply")),
        CardKind("artillery-bombard", "Artillery Bombard", 1, source=CARDS.quote(
            "order all artillery units: each may move up to 3 hexes, or battle twice")),
        CardKind("barrage", "Barrage", 1, source=CARDS.quote(
            "target any 1 enemy unit: roll 4 dice, terrain reductions ignored, flags may not "
            "be ignored")),
        CardKind("behind-enemy-lines", "Behind Enemy Lines", 1, source=CARDS.quote(
            "order 1 infantry unit: move up to 3 hexes ignoring terrain movement restrictions, "
            "battle with 1 extra die (terrain battle restrictions still apply), then move again "
            "up to 3 hexes")),
        CardKind("close-assault", "Close Assault", 1, source=CARDS.quote(
            "order all infantry and/or armor units adjacent to enemy units; they battle with 1 "
            "extra die and may not move before battle, but may take ground and overrun after a "
            "successful close assault (the extra die is for the first battle only)")),
        CardKind("counter-attack", "Counter-Attack", 2, source=CARDS.quote(
            "issue the same order your opponent just played; against a section card the flanks "
            "are mirrored (his left is your right)")),
        CardKind("dig-in", "Dig-In", 1, source=CARDS.quote(
            "order up to 4 infantry units to place sandbags on their own hexes")),
        CardKind("direct-from-hq", "Direct from HQ", 2, source=CARDS.quote(
            "order 4 units of your choice")),
        CardKind("firefight", "Firefight", 1, source=CARDS.quote(
            "order up to 4 units to fire: they may not move, may not be adjacent to an enemy "
            "unit, and roll 1 extra die")),
        CardKind("infantry-assault", "Infantry Assault", 2, source=CARDS.quote(
            "order all infantry units in one section: they may move 2 hexes and still battle, "
            "or 3 hexes and not battle; terrain restrictions still apply")),
        CardKind("medics-mechanics", "Medics & Mechanics", 1, source=CARDS.quote(
            "order 1 unit that has lost figures: roll 1 die per command card in hand, this one "
            "included; each die showing the unit's own symbol, or a star, returns one lost "
            "figure (never above its starting strength); if it recovers at least one, the unit "
            "may also act this turn")),
        CardKind("move-out", "Move Out!", 2, source=CARDS.quote("order up to 4 infantry units")),
        CardKind("their-finest-hour", "Their Finest Hour", 1, source=CARDS.quote(
            "roll 1 die per command card in hand, this one included: each infantry symbol "
            "orders 1 infantry unit, each armor symbol 1 armor unit, each star 1 unit of your "
            "choice; ordered units battle with 1 extra die; then reshuffle the deck and the "
            "discard pile together")),
        # Not in the 60-card deck: the Air Pack's two Air Sortie cards, dealt face up or
        # shuffled in when a scenario plays the Air rules (expansions/air.py).
        CardKind("air-sortie", "Air Sortie", 0, source=AIR_PACK.quote(
            "The Air Sortie card is used to fly an Airplane of the player's nationality (or as "
            "dictated by the Scenario) onto the battlefield")),
    ])

_BY_KEY: dict[str, int] = {k.key: i for i, k in enumerate(KINDS)}


def kind_of(key: str) -> int:
    """The kind id of a card key (``probe-left``; ``centre`` is accepted for ``center``, and
    ``move-out!``/``medics-and-mechanics`` for their keys); ``ValueError`` when unknown."""
    k = key.strip().lower().replace("centre", "center").replace("_", "-").replace(" ", "-")
    k = {"move-out!": "move-out", "medics-and-mechanics": "medics-mechanics",
         "medics": "medics-mechanics"}.get(k, k)
    if k not in _BY_KEY:
        raise ValueError(f"{key!r} is not a command card (one of: "
                         f"{', '.join(c.key for c in KINDS)})")
    return _BY_KEY[k]


# Kind ids used by the turn sequence.
AIR_POWER: Final = kind_of("air-power")
AMBUSH: Final = kind_of("ambush")
ARMOR_ASSAULT: Final = kind_of("armor-assault")
ARTILLERY_BOMBARD: Final = kind_of("artillery-bombard")
BARRAGE: Final = kind_of("barrage")
BEHIND_ENEMY_LINES: Final = kind_of("behind-enemy-lines")
CLOSE_ASSAULT: Final = kind_of("close-assault")
COUNTER_ATTACK: Final = kind_of("counter-attack")
DIG_IN: Final = kind_of("dig-in")
DIRECT_FROM_HQ: Final = kind_of("direct-from-hq")
FIREFIGHT: Final = kind_of("firefight")
INFANTRY_ASSAULT: Final = kind_of("infantry-assault")
MEDICS: Final = kind_of("medics-mechanics")
MOVE_OUT: Final = kind_of("move-out")
FINEST_HOUR: Final = kind_of("their-finest-hour")
AIR_SORTIE: Final = kind_of("air-sortie")

#: The full deck, one entry per physical card, in kind order (shuffled before play).
DECK: Final[tuple[int, ...]] = tuple(i for i, k in enumerate(KINDS) for _ in range(k.copies))


def mirrored(kind: int) -> int:
    """The same card with its left and right flanks swapped (a Counter-Attack against a
    section card: "his left is your right"); tactic and symmetric cards are unchanged."""
    k = KINDS[kind]
    if k.orders is None or k.orders[0] == k.orders[2]:
        return kind
    flipped = (k.orders[2], k.orders[1], k.orders[0])
    for i, other in enumerate(KINDS):
        if other.orders == flipped and other.draw_two == k.draw_two:
            return i
    return kind  # pragma: no cover - every one-flank card has its mirror in the deck


def key(kind: int) -> str:
    return KINDS[kind].key


def title(kind: int) -> str:
    return KINDS[kind].title
