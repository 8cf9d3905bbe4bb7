"""Game info: sides, cards, medals, starting player, texts every scenario needs."""

from __future__ import annotations

import re
from collections.abc import Iterator

from editor.engine.board import HexNameError, Side
from editor.engine.catalog import option_label
from editor.engine.dates import ends_before, parse_date
from editor.engine.findings import Finding
from editor.engine.scenario import Json, ScenarioText
from editor.io.m44 import describe_value
from editor.io.options import OPTIONS_PATH, Shape, hex_fields

from .registry import Check, Context, check

#: Hand sizes and medal counts the official editor accepts are 2..12; 1..12 is what the
#: game can be played with at all.
RANGE = range(1, 13)


@check("sides", "error", "the two players are not one AXIS and one ALLIES",
       "set player 1 and player 2 to different sides",
       rule="the game is played by the Axis against the Allies: two players of one side "
            "cannot play it")
def sides(ctx: Context, me: Check) -> Iterator[Finding]:
    g = ctx.game_info
    if {g.side_player1, g.side_player2} != set(Side):
        yield me.finding(f"both players are {g.side_player1.label}", (), "$.game_info.side_player2")


@check("cards-range", "error", "a hand of command cards outside 1..12, or none given (a "
       "warning when a briefing can say it)", "set each player's cards between 1 and 12",
       rule="a player without command cards cannot order a unit; a count missing from "
            "game_info is stated by the briefing (\"nations, cards, who moves first\"), so "
            "that only warns when there is a briefing")
def cards_range(ctx: Context, me: Check) -> Iterator[Finding]:
    """Errs on a hand outside 1..12; a missing one warns when a briefing text exists."""
    yield from _ranged(ctx, me, "cards", "command cards", "description")


@check("medals-range", "error", "medals to win outside 1..12, or none given (a warning when "
       "the conditions of victory can say it)", "set each player's medals to win between 1 "
       "and 12",
       rule="a game to no medal is won before it starts; a count missing from game_info is "
            "stated by the conditions of victory text, so that only warns when there is one")
def medals_range(ctx: Context, me: Check) -> Iterator[Finding]:
    """Errs on a count outside 1..12; a missing one warns when a victory text exists."""
    yield from _ranged(ctx, me, "victory", "medals to win", "victory")


def _written(ctx: Context, field: str) -> str | None:
    """The first language whose texts have ``field`` written, if any."""
    return next((lang for lang, t in ctx.scenario.text.items()
                 if (getattr(t, field) or "").strip()), None)


def _ranged(ctx: Context, me: Check, key: str, what: str, text_field: str
            ) -> Iterator[Finding]:
    told = _written(ctx, text_field)
    for n in (1, 2):
        value = getattr(ctx.game_info, f"{key}_player{n}")
        path = f"$.game_info.{key}_player{n}"
        if value is None:
            if told:
                yield me.finding(f"player {n} has no {what} in game_info; the {told} "
                                 f"{_TEXTS[text_field]} may say it", (), path,
                                 severity="warning")
            else:
                yield me.finding(f"player {n} has no {what}", (), path)
        elif value not in RANGE:
            yield me.finding(f"player {n} has {value} {what}; 1 to 12 allowed", (), path)


@check("no-starting-player", "error", "no starting player (a warning when a briefing can "
       "say it)", "choose who plays first in Scenario properties",
       rule="someone must move first; the briefing states who (\"nations, cards, who moves "
            "first\"), so a missing starting player only warns when there is a briefing")
def no_starting_player(ctx: Context, me: Check) -> Iterator[Finding]:
    """Errs unless a briefing text exists to say who moves first (then warns)."""
    if ctx.game_info.starting is None:
        told = _written(ctx, "description")
        if told:
            yield me.finding(f"game_info does not say who plays first; the {told} briefing "
                             "may", (), "$.game_info.starting", severity="warning")
        else:
            yield me.finding("the scenario does not say who plays first", (),
                             "$.game_info.starting")


#: A date written as YYYY-MM-DD, which may still be no day (1944-02-30).
_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


@check("date-invalid", "warning", "a date the battle began or ended that is not an ISO date "
       "(YYYY-MM-DD), or a day the calendar does not have (1944-02-30)",
       "write the date as YYYY-MM-DD in Scenario properties > Battle info",
       rule="a date does not change how the game is set up or played; it is printed on the "
            "briefing (read as this check reads it, in the briefing's language: \"June 6, "
            "1944\", \"juin 1944\"; a text that is no date, as written), and a badge whose "
            "rules depend on the year (\"AntiTankLateWar if "
            "date_begin year > 1942\") reads the year the battle began")
def date_invalid(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns on each date that is written but is no date (m44-format.md: "ISO dates")."""
    for field in ("date_begin", "date_end"):
        value = getattr(ctx.game_info, field)
        if value is not None and value.strip() and parse_date(value) is None:
            what = ("not a day of the calendar" if _ISO_DAY.fullmatch(value.strip())
                    else "not a date (YYYY-MM-DD)")
            yield me.finding(f"{field} {value!r} is {what}", (), f"$.game_info.{field}")


@check("date-order", "warning", "the battle ends before it begins (date_end before "
       "date_begin)", "swap the dates, or correct the one that is wrong")
def date_order(ctx: Context, me: Check) -> Iterator[Finding]:
    g = ctx.game_info
    begin, end = parse_date(g.date_begin), parse_date(g.date_end)
    if begin is not None and end is not None and ends_before(begin, end):
        yield me.finding(f"the battle ends ({(g.date_end or '').strip()}) before it begins "
                         f"({(g.date_begin or '').strip()})", (), "$.game_info.date_end")


_TEXTS = {"name": "name", "description": "briefing", "victory": "conditions of victory"}

#: Why a language with no text at all is not warned on, said by the three checks.
_EMPTY_LANGUAGE = ("a language with no text at all beside a language written (an empty "
                   "block, as PHP writes one: \"de\": []) is no translation begun, and is not "
                   "said")


def _missing(ctx: Context, me: Check, field: str) -> Iterator[Finding]:
    texts = ctx.scenario.text
    if not texts:
        yield me.finding(f"the scenario has no text in any language, so no {_TEXTS[field]}",
                         (), "$.text")
        return
    written = {lang for lang, t in texts.items() if not _empty(t)}
    for lang, t in texts.items():
        if lang not in written and written:
            continue  # a language written empty ({} or PHP's []) beside others: no texts
        if not (getattr(t, field) or "").strip():
            yield me.finding(f"the {lang} texts have no {_TEXTS[field]}", (),
                             f"$.text.{lang}.{field}")


def _empty(t: ScenarioText) -> bool:
    """Whether a language's texts hold no text at all."""
    return not any((getattr(t, f) or "").strip() for f in (
        "name", "subtitle", "historical", "description", "victory", "rules", "bibliography"))


@check("missing-name", "warning", "a language's texts have no scenario name",
       "give the scenario a name in Scenario properties", rule=_EMPTY_LANGUAGE)
def missing_name(ctx: Context, me: Check) -> Iterator[Finding]:
    yield from _missing(ctx, me, "name")


@check("missing-briefing", "warning", "a language's texts have no briefing",
       "write the briefing (nations, cards, who moves first)", rule=_EMPTY_LANGUAGE)
def missing_briefing(ctx: Context, me: Check) -> Iterator[Finding]:
    yield from _missing(ctx, me, "description")


@check("missing-victory-text", "warning", "a language's texts have no conditions of victory",
       "write the conditions of victory", rule=_EMPTY_LANGUAGE)
def missing_victory_text(ctx: Context, me: Check) -> Iterator[Finding]:
    yield from _missing(ctx, me, "victory")


#: The form of hex name the reader reads (m44-format.md; :meth:`Board.parse_hex`), as a
#: finding says it: a row's hexes are all upper or all lower case, by the row's number.
HEX_NAME_FORM = ("(a column letter, upper case in the rows numbered 1, 3, 5... and lower "
                 "case in those numbered 2, 4..., then the row's number from the bottom: "
                 "E5, e6)")


@check("option-hex-unknown", "warning", "a rule option names a hex that is not on the board "
       "(Hill 317's hexes, an air drop's centre), or holds what is no hex name",
       "fix the hex name in Scenario properties > Packs & options (column letter, row "
       "number from the bottom)",
       rule="the simulation plays none of these options, and the rules text of the "
            "scenario says what they mean; a name that is no hex of the board cannot follow "
            "its hex when the map is mirrored, turned or put on another board, and is "
            "printed as written: a slip, or a form of hex name this editor does not read")
def option_hex_unknown(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns: the options are not played; their hex names are moved with the map and
    printed on the briefing."""
    for path, shape, value in hex_fields(ctx.game_info.options):
        where = path[len(OPTIONS_PATH) + 1:]
        key = re.split(r"[.\[]", where, maxsplit=1)[0]
        said = _not_a_hex(ctx, shape, value)
        if said:
            yield me.finding(f"the rule option {option_label(key)} ({where}) {said}", (), path)


def _not_a_hex(ctx: Context, shape: Shape, value: Json) -> str | None:
    """What is wrong with a hex name of a rule option (``shape`` a ``hex``, or ``hexes``
    whose value is no list), in words; ``None`` when it names a hex of the board."""
    if shape.kind != "hex":
        return f"holds {describe_value(value)}, not {shape.words()}"
    if not isinstance(value, str):
        return f"holds {describe_value(value)}, not a hex name {HEX_NAME_FORM}"
    try:
        ctx.board.parse_hex(value)
    except HexNameError:
        # the hex meant before the form, which is long (a panel's column cuts it off)
        meant = ctx.board.case_meant(value)
        return (f"names {value!r}, no hex of the {ctx.board.type.words} board"
                + (f" ({meant} is one)" if meant else "")
                + f" as hex names are read here {HEX_NAME_FORM}")
    return None
