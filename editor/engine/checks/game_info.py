"""Game info: sides, cards, medals, starting player, texts every scenario needs."""

from __future__ import annotations

from collections.abc import Iterator

from editor.engine.board import Side
from editor.engine.findings import Finding

from .registry import Check, Context, check

#: Hand sizes and medal counts the official editor accepts are 2..12; 1..12 is what the
#: game can be played with at all.
RANGE = range(1, 13)


@check("sides", "error", "the two players are not one AXIS and one ALLIES",
       "set player 1 and player 2 to different sides")
def sides(ctx: Context, me: Check) -> Iterator[Finding]:
    g = ctx.game_info
    if {g.side_player1, g.side_player2} != set(Side):
        yield me.finding(f"both players are {g.side_player1.value}", (), "$.game_info.side_player2")


@check("cards-range", "error", "a hand of command cards outside 1..12 (or none given)",
       "set each player's cards between 1 and 12")
def cards_range(ctx: Context, me: Check) -> Iterator[Finding]:
    yield from _ranged(ctx, me, "cards", "command cards")


@check("medals-range", "error", "medals to win outside 1..12 (or none given)",
       "set each player's medals to win between 1 and 12")
def medals_range(ctx: Context, me: Check) -> Iterator[Finding]:
    yield from _ranged(ctx, me, "victory", "medals to win")


def _ranged(ctx: Context, me: Check, key: str, what: str) -> Iterator[Finding]:
    for n in (1, 2):
        value = getattr(ctx.game_info, f"{key}_player{n}")
        path = f"$.game_info.{key}_player{n}"
        if value is None:
            yield me.finding(f"player {n} has no {what}", (), path)
        elif value not in RANGE:
            yield me.finding(f"player {n} has {value} {what}; 1 to 12 allowed", (), path)


@check("no-starting-player", "error", "no starting player",
       "choose who plays first in Scenario properties")
def no_starting_player(ctx: Context, me: Check) -> Iterator[Finding]:
    if ctx.game_info.starting is None:
        yield me.finding("the scenario does not say who plays first", (), "$.game_info.starting")


_TEXTS = {"name": "name", "description": "briefing", "victory": "conditions of victory"}


def _missing(ctx: Context, me: Check, field: str) -> Iterator[Finding]:
    texts = ctx.scenario.text
    if not texts:
        yield me.finding(f"the scenario has no text in any language, so no {_TEXTS[field]}",
                         (), "$.text")
        return
    for lang, t in texts.items():
        if not (getattr(t, field) or "").strip():
            yield me.finding(f"the {lang} texts have no {_TEXTS[field]}", (),
                             f"$.text.{lang}.{field}")


@check("missing-name", "warning", "a language's texts have no scenario name",
       "give the scenario a name in Scenario properties")
def missing_name(ctx: Context, me: Check) -> Iterator[Finding]:
    yield from _missing(ctx, me, "name")


@check("missing-briefing", "warning", "a language's texts have no briefing",
       "write the briefing (nations, cards, who moves first)")
def missing_briefing(ctx: Context, me: Check) -> Iterator[Finding]:
    yield from _missing(ctx, me, "description")


@check("missing-victory-text", "warning", "a language's texts have no conditions of victory",
       "write the conditions of victory")
def missing_victory_text(ctx: Context, me: Check) -> Iterator[Finding]:
    yield from _missing(ctx, me, "victory")
