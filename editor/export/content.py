"""What a briefing says, before any layout: :func:`briefing_content` gathers the header, the
edge captions, the sections in the official order, the expansions and the legend of a
scenario in one language. Qt-free, so it is tested without drawing.

Texts are taken field by field from the chosen language, then English, then any language
that has the field, so that nothing the scenario says is left off the page because one
translation is incomplete. When the file has no briefing or no conditions of victory, they
are written from ``game_info`` so the players still know their cards, who starts and the
medals to win; these sentences, and the lines added to the Special Rules, are in the
briefing's language (:mod:`editor.export.sentences`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any
from dataclasses import dataclass
from itertools import groupby

from editor.engine.air_rules import air_settings
from editor.engine.air_rules import describe as air_describe
from editor.engine.board import Side
from editor.engine.catalog import CATALOG
from editor.engine.packs import BOARD_TYPES, PACKS, beyond_base_game, pack_of
from editor.engine.scenario import CUSTOM_IDS, Scenario, ScenarioText

from .legend import LegendGroup, catalog_label, legend
from .played import Played, played
from .sentences import SENTENCES
from .text import clean
from .words import SECTION_KEYS, Words, format_date, words


@dataclass(frozen=True)
class EdgeCaption:
    """Who sits at one edge of the map (player 1 at the top)."""

    player: int
    side: Side
    side_name: str
    nation: str | None
    cards: int | None
    medals: int | None
    moves_first: bool


@dataclass(frozen=True)
class Section:
    """One titled text of the briefing."""

    key: str
    heading: str
    #: Cleaned plain text (paragraphs separated by newlines).
    text: str
    #: The language the text was taken from ("" when written from ``game_info``).
    lang: str


@dataclass(frozen=True)
class BriefingContent:
    lang: str
    title: str
    date: str
    #: ``meta_data.scenario_id`` as printed ("Scenario 1234"), or ``None``.
    number: str | None
    subtitle: str | None
    front: str | None
    top: EdgeCaption
    bottom: EdgeCaption
    #: Historical background, briefing, conditions of victory, special rules, bibliography,
    #: in that order; empty ones left out.
    sections: tuple[Section, ...]
    #: Expansions needed, one printed line each ("Base game only" when none).
    packs: tuple[str, ...]
    #: The legend's groups; none when the briefing prints no legend.
    legend: tuple[LegendGroup, ...]
    words: Words


def matching_language(lang: str, have: Iterable[str]) -> str | None:
    """The language of ``have`` that ``lang`` asks for: itself, else the same code in
    another case or with ``_`` for ``-`` (``FR``, ``pt_BR``), else its language without
    the region (``fr-CA`` takes ``fr``), else the first with the same language (``pt``
    takes ``pt-BR``); ``None`` when none.

    >>> matching_language("FR", ["en", "fr"]), matching_language("fr-CA", ["en", "fr"])
    ('fr', 'fr')
    >>> matching_language("pt", ["en", "pt-BR"]), matching_language("de", ["en"])
    ('pt-BR', None)
    """
    have = list(have)
    if lang in have:
        return lang
    key = lang.strip().replace("_", "-").lower()
    folded = {code.replace("_", "-").lower(): code for code in have}
    if key in folded:
        return folded[key]
    base = key.split("-")[0]
    if base in folded:
        return folded[base]
    return next((code for k, code in folded.items() if k.split("-")[0] == base), None)


def text_field(scenario: Scenario, lang: str, field: str) -> tuple[str, str]:
    """The text of ``field`` in ``lang`` (:func:`matching_language`: ``FR`` or ``fr-CA``
    is read as ``fr``), else English, else the first language having it, with the language
    it came from; ``("", "")`` when no language has it."""
    order = [matching_language(lang, scenario.text) or lang, "en", *scenario.text]
    for code in order:
        t: ScenarioText | None = scenario.text.get(code)
        value = clean(getattr(t, field, None)) if t is not None else ""
        if value.strip():
            return value, code
    return "", ""


def languages(scenario: Scenario) -> list[str]:
    """The languages of a scenario's texts, English first (the choices of a language menu)."""
    return sorted(scenario.text, key=lambda code: (code != "en", code))


def briefing_content(scenario: Scenario, lang: str = "en", *,
                     with_legend: bool = True) -> BriefingContent:
    """What the briefing of ``scenario`` says in ``lang``; ``with_legend``: whether it
    prints its legend (``BriefingOptions.legend``), which then says, at the pieces of the
    map, the rules they carry that are not played and the options not played that only
    tune those rules (and the Special Rules do not)."""
    w = words(lang)
    info = scenario.game_info
    game = played(scenario)
    groups = tuple(legend(scenario, game, w)) if with_legend else ()
    by_legend = {rule for g in groups for e in g.entries for rule in e.unplayed_rules}
    at_pieces = {key for g in groups for e in g.entries for key in e.options}
    title, _ = text_field(scenario, lang, "name")
    subtitle, _ = text_field(scenario, lang, "subtitle")
    number = scenario.meta_data.get("scenario_id")
    if isinstance(number, int) and number in CUSTOM_IDS:
        number = None  # this editor's own draw, an identity and not a number to print
    sections: list[Section] = []
    for key in SECTION_KEYS:
        text, source = text_field(scenario, lang, key)
        if not text and key == "description":
            text = _written_briefing(scenario, w)
        if not text and key == "victory":
            text = _written_victory(game, w)
        if key == "rules":
            unplayed = _unplayed_rules_line(game, text, source or lang, w, by_legend)
            options = _options_line(game, w, at_pieces)
            air = " ".join(air_describe(scenario, w.say) + _ready_lines(game, w))
            for extra in (air, _landing_craft(game, w), unplayed, options):
                if extra:
                    text = f"{text}\n\n{extra}" if text else extra
        if text.strip():
            sections.append(Section(key, w.heading(key), text, source))
    return BriefingContent(
        lang=lang,
        title=" ".join(title.split()) or w.phrase("untitled"),
        date=format_date(info.date_begin, info.date_end, lang),
        number=w.phrase("scenario", id=str(number).strip()) if _present(number) else None,
        subtitle=" ".join(subtitle.split()) or None,
        front=w.front(info.front),
        top=_caption(scenario, 1, w),
        bottom=_caption(scenario, 2, w),
        sections=tuple(sections),
        packs=packs_needed(scenario, w),
        legend=groups,
        words=w,
    )


def _present(value: object) -> bool:
    return value is not None and str(value).strip() != ""


def _caption(s: Scenario, player: int, w: Words) -> EdgeCaption:
    info = s.game_info
    side = info.side_player1 if player == 1 else info.side_player2
    return EdgeCaption(
        player=player, side=side, side_name=w.side(side),
        nation=w.nation(info.country_player1 if player == 1 else info.country_player2),
        cards=info.cards_player1 if player == 1 else info.cards_player2,
        medals=info.victory_player1 if player == 1 else info.victory_player2,
        moves_first=info.starting == f"PLAYER{player}")


def _side_key(side: Side | None) -> str:
    """The suffix of the words said of a side (``player_axis``...; ``either``: any side)."""
    return "either" if side is None else side.value.lower()


def _written_briefing(s: Scenario, w: Words) -> str:
    """The briefing of a file that has none: each player's nation and cards, who starts."""
    info = s.game_info
    lines = []
    for n in (1, 2):
        side = info.side_player1 if n == 1 else info.side_player2
        country = info.country_player1 if n == 1 else info.country_player2
        cards = info.cards_player1 if n == 1 else info.cards_player2
        nation = w.nation(country)
        if cards is None and nation is None:
            continue  # nothing known to say about this player
        who = w.say(f"player_{_side_key(side)}")
        if nation:
            who = w.say("with_nation", player=who, nation=nation)
        lines.append(w.say("take_cards", player=who, n=cards) if cards is not None
                     else w.say("player_only", player=who))
    if info.starting in ("PLAYER1", "PLAYER2"):
        side = info.side_player1 if info.starting == "PLAYER1" else info.side_player2
        lines.append("")
        lines.append(w.say("moves_first", player=w.say(f"the_player_{_side_key(side)}")))
    return "\n".join(lines) if any(lines) else ""


def _written_victory(game: Played, w: Words) -> str:
    """Conditions of victory of a file that has none, as the engine plays them: the medals
    to win, the medal objectives, the exits and the sudden deaths (one it does not play is
    said so, not stated as a rule)."""
    S = game.setup
    lines: list[str] = []
    v1, v2 = S.victory
    if v1 == v2:
        lines.append(w.say("medals", n=v1))
    else:
        lines += [w.say("player_medals", player=w.say(f"player_{_side_key(side)}"), n=v)
                  for side, v in zip(S.sides, S.victory)]
    more = _objective_lines(game, w) + _exit_lines(game, w) + _sudden_death_lines(game, w)
    for line in more:
        lines += ["", line]
    return "\n".join(lines)


def _objective_lines(game: Played, w: Words) -> list[str]:
    """The medal objectives of the game's tables, alike ones on one line: "Temporary Medal
    Objectives for the Allied player: H7, k8." """
    S = game.setup
    alike: dict[tuple[str, Side | None, int, bool], list[str]] = {}
    for o in S.objectives:
        names = [S.name[i] for i in o.hexes]
        # a group's medal is one, held with ``need`` of its hexes
        where = names[0] if len(names) == 1 else w.say("need_of", need=o.need,
                                                       names=", ".join(names))
        kind = ("permanent" if o.permanent else "temporary") + (
            "_majority" if o.way == "majority" else "")
        key = (kind, game.side_of(o.player), o.value, o.turn_start)
        alike.setdefault(key, []).append(where)
    lines = []
    for (kind, side, value, turn_start), places in alike.items():
        several = len(places) > 1
        text = w.say(f"objective_{kind}_{'n' if several else '1'}",
                     player=w.say(f"for_player_{_side_key(side)}"),
                     places=w.say("semicolon").join(places))
        if value != 1:
            text += w.say("worth_each" if several else "worth", n=value)
        if turn_start:
            text += w.say("turn_start")
        lines.append(text + ".")
    return lines


def _exit_lines(game: Played, w: Words) -> list[str]:
    """The exit hexes of each side, as the game's tables have them."""
    S = game.setup
    lines = []
    for p, side in enumerate(S.sides):
        names = [S.name[i] for i in S.exits[p]]
        if names:
            lines.append(w.say("exits", player=w.say(f"for_player_{_side_key(side)}"),
                               names=", ".join(names), unit=w.say(f"unit_{_side_key(side)}")))
    return lines


def _sudden_death_lines(game: Played, w: Words) -> list[str]:
    """The sudden deaths as the game plays them; one it does not play is said so."""
    S = game.setup
    lines = []
    for sd, played_as in game.sudden_deaths():
        bad = [n for n in sd.group if not game.hexes([n])]
        unknown = w.say("not_hexes", names=", ".join(bad), n=len(bad))
        if played_as is None:
            why = (w.say("names_no_side") if sd.side is None
                   or game.scenario.game_info.player_of(sd.side) is None else unknown)
            lines.append(w.say("sudden_death_unplayed",
                               hexes=", ".join(sd.group) or w.say("no_hex"), why=why))
            continue
        names = [S.name[i] for i in played_as.hexes]
        held = names[0] if len(names) == 1 else w.say("need_of", need=played_as.need,
                                                      names=", ".join(names))
        text = w.say(f"sudden_death_{_side_key(game.side_of(played_as.player))}", held=held)
        lines.append(text + (f" ({unknown})." if bad else "."))
    return lines


def _ready_lines(game: Played, w: Words) -> list[str]:
    """The Ready-to-Take-off markers, with the Air rules on: those the game plays, and
    those it does not with why."""
    s = game.scenario
    if not (game.ready or game.unready) or not air_settings(s).on:
        return []
    from editor.engine.air_rules import ready_markers

    played_at = []
    for c, n in sorted(game.ready.items()):
        m = ready_markers(s.hex(c))
        key = f"ready_at_{m[0].value.lower()}" if m is not None else "ready_at"
        played_at.append(w.say(key, n=n, hex=s.board.hex_name(c)))
    out = [w.say("ready_markers", markers=", ".join(played_at))] if played_at else []
    out += [w.say("ready_unplayed", hex=s.board.hex_name(c), why=w.say(f"unready_{why}"))
            for c, why in game.unready.items()]
    return out


def _landing_craft(game: Played, w: Words) -> str:
    """The landing craft rules, when units start aboard (the engine then plays them)."""
    if not game.aboard:
        return ""
    from editor.engine.game.expansions.landing_craft import CRAFT_MOVE

    where = ", ".join(game.scenario.board.hex_name(c) for c in sorted(game.aboard))
    return w.say("landing_craft", hexes=where, move=CRAFT_MOVE)


def _options_line(game: Played, w: Words, at_pieces: Iterable[str] = ()) -> str:
    """The rule options of ``game_info.options`` the engine does not play (those it plays,
    the Air rules, are said by their own lines), each with its values in words, in one
    sentence that says they are not played; those the legend says at the pieces whose
    rules they tune (``at_pieces``: the minefield tokens' deck at the minefields) are left
    to it, each said once on the sheet."""
    options = game.scenario.game_info.options
    left = set(at_pieces)
    shown = [option_words(key, options[key], w) for key in game.options_not_played
             if key not in left]
    if not shown:
        return ""
    return w.say("options", options=w.say("semicolon").join(shown))


def _unplayed_rules_line(game: Played, rules: str, lang: str, w: Words,
                         by_legend: Iterable[str] = ()) -> str:
    """The special rules that the printed Special Rules (in language ``lang``) name and the
    engine does not play, found as ``m44 validate``'s ``unplayed-rule`` finds them (and
    ``m44 simulate`` notes them), in one sentence; those the options' line names are left
    to it, and so are those the legend says at the pieces of the map that carry them
    (``by_legend``: sea bluffs at the BLUFF hills, minefields at their markers, snipers at
    their badge), as ``unplayed-rule`` leaves them to the map's own findings: a reader
    looks a piece up in the legend, and each rule is said once on the sheet. The rules
    are named by the checks' names, in the briefing's language."""
    from editor.engine.checks.text import rules_named, said_by_the_options

    air = air_settings(game.scenario).on
    elsewhere = set(by_legend) | said_by_the_options(game.scenario)
    found = [name for name in rules_named(rules, lang)
             if not (air and name == "air rules") and name not in elsewhere]
    if not found:
        return ""
    return w.say("unplayed_rules",
                 rules=w.say("semicolon").join(w.name_in_text(name)
                                               for name in dict.fromkeys(found)))


#: Counted fields of an option's value: their words are the sentences ``opt_<field>``
#: ("at least 3 units").
_COUNTED: frozenset[str] = frozenset({"min_nbr_units", "nbr_units", "count_for", "range",
                                      "nbr_drops"})
#: Other fields, in words: the sentences ``field_<field>`` ("sections 0 and 2"), or the
#: value alone.
_FIELDS: frozenset[str] = frozenset({"sections", "center", "turn", "option", "option2",
                                     "unit", "badge"})
_BARE: frozenset[str] = frozenset({"behavior", "name"})
#: How many items of a list, or fields of an object, an option's words show at most.
_MOST = 12


def option_words(key: str, value: object, w: Words | None = None) -> str:
    """A rule option with its values in words (``w``: of the briefing's language; the
    option's label is the catalog's).

    >>> option_words("must_have_unit_exit", {"side": "ALLIES", "min_nbr_units": 3})
    'Minimum units to exit (Allies): at least 3 units'
    >>> option_words("hill317", ["L5", "k4"])
    'Hill 317 special hexes: L5, k4'
    >>> option_words("deck_name", "AIR_POWER_AS_ARTILLERY_BOMBARD_DECK")
    'Special Deck: Air Power cards played as Artillery Bombard'
    >>> option_words("blitz_rules", True), option_words("partial_blitz_rules", "all")
    ('Blitz rules', 'Partial Blitz rules (both sides)')
    >>> option_words("must_have_unit_exit", {"side": "ALLIES", "min_nbr_units": 3}, words("fr"))
    "minimum d'unités à faire sortir (Alliés)\\xa0: au moins 3 unités"
    """
    w = w or words("en")
    side = _side_words(value.get("side") if isinstance(value, Mapping) else value, w)
    label = w.name_in_text(option_label(key, side is not None))
    if isinstance(value, str) and key == "deck_name":
        deck = f"deck_{value.strip()}"
        return w.say("labelled", label=label,
                     value=w.say(deck) if _known(deck) else _words(value.strip()))
    if isinstance(value, str) and key == "mine_deck_name":
        deck = f"mine_deck_{value.strip().upper()}"
        return w.say("labelled", label=label,
                     value=w.say(deck) if _known(deck) else _words(value.strip()))
    if isinstance(value, str) and side is not None:
        return f"{label} ({side})"
    if isinstance(value, Mapping):
        who = side
        rest = _value_words({k: v for k, v in value.items() if k != "side"}, w)
        label += f" ({who})" if who else ""
        return w.say("labelled", label=label, value=rest) if rest else label
    rest = _value_words(value, w)
    return w.say("labelled", label=label, value=rest) if rest and value is not True else label


def option_label(key: str, side_said: bool = False) -> str:
    """The English label of a rule option as the briefing names it: the catalog's, less
    the deck's code it names (the value says which deck) and, when the value says the side
    (``side_said``), the side it names; an option the catalog lacks by its key in words.

    >>> option_label("deck_name"), option_label("night_visibility_team_turn", True)
    ('Special Deck', 'Night Fall Attacks')
    """
    known = CATALOG.options.get(key)
    # the catalog's label of a deck names the one deck it knows: the value says which
    label = re.sub(r"\s*\([A-Z0-9_]+\)$", "", known.label) if known else _words(key)
    return re.sub(r"\s*\((Axis|Allies)\)$", "", label) if side_said else label


def _known(key: str) -> bool:
    """Whether the briefing has words for ``key`` (a deck it knows)."""
    return key in SENTENCES["en"]


def _side_words(value: object, w: Words) -> str | None:
    if not isinstance(value, str):
        return None
    code = value.strip().upper()
    if code in ("AXIS", "ALLIES"):
        return w.side(Side(code))
    return w.say("both_sides") if code in ("ALL", "BOTH") else None


def _words(code: str) -> str:
    """A code of the file in words: ``AIR_POWER_DECK`` → ``Air power deck``."""
    text = " ".join(code.replace("_", " ").split())
    return text[:1].upper() + text[1:].lower() if text.isupper() else text


def _value_words(value: object, w: Words, depth: int = 0) -> str:
    """Any value of an option in words: numbers and hex names as they are, sides, unit and
    badge names by their labels, objects field by field (bounded: a file's values may be
    of any size)."""
    if depth > 3:
        return "…"
    if isinstance(value, bool):
        return w.say("yes" if value else "no")
    if isinstance(value, str):
        side = _side_words(value, w)
        item = CATALOG.get(value.strip())
        return side or (w.name_in_text(catalog_label(item.name)) if item is not None
                    else _words(value))
    if isinstance(value, (int, float)):
        return f"{value:g}"
    if isinstance(value, Mapping):
        return _mapping_words(value, w, depth)
    if isinstance(value, (list, tuple)):
        items = [_value_words(v, w, depth + 1) for v in value[:_MOST]]
        more = len(value) - _MOST
        if more > 0:
            return w.say("and_more", items=", ".join(items), n=more)
        if len(items) == 2 and all(isinstance(v, int) for v in value):
            return _listed(items, w)
        return ", ".join(items)
    return _words(str(value))


def _mapping_words(value: Mapping[Any, object], w: Words, depth: int) -> str:
    """An option's object in words, field by field (its first ``_MOST``), in brackets
    inside another value; empty fields left out."""
    parts = []
    behavior = _option_behavior(value, w)
    for k, v in list(value.items())[:_MOST]:
        k = str(k)
        if v is None or v is False or v in ("", [], {}):
            continue  # left empty (a 0 is a value: "worth 0 medals", "sections 0")
        if behavior is not None and (k == "behavior" or (k == "turn" and behavior[1])):
            if k == "behavior":  # its words, with the turn's when they say it
                parts.append(behavior[0])
            continue
        parts.append(_field_words(k, v, _value_words(v, w, depth + 1), w))
    more = len(value) - _MOST
    text = ", ".join(parts)
    if more > 0:
        text = w.say("and_more", items=text, n=more)
    return f"({text})" if depth and text else text


def _field_words(k: str, v: object, said: str, w: Words) -> str:
    """The field ``k`` of an option's object, whose value ``v`` is ``said``, in words."""
    if _side_words(k, w):
        return f"{_side_words(k, w)} {said}".rstrip()
    if k in _COUNTED and isinstance(v, list) and 0 < len(v) <= _MOST \
            and all(_is_count(x) for x in v):
        # a count each, with its noun ("1 unit and 2 units": one plural over "1 and 2" was
        # wrong), equal counts in a row once ("1 unit twice", not "1 unit and 1 unit")
        return _listed([_times(w.say(f"opt_{k}", n=x), len(list(run)), w)
                        for x, run in groupby(v)], w)
    if k in _COUNTED:
        # a count that is no number: said with the words for many
        return w.say(f"opt_{k}", n=v if _is_count(v) else said)
    if k in _FIELDS:
        return w.say(f"field_{k}", value=said)
    if k in _BARE:
        return said
    if v is True:
        return _words(k).lower()
    return f"{_words(k).lower()} {said}"


def _times(said: str, times: int, w: Words) -> str:
    """A count ``said`` that comes ``times`` times in a row: "1 unit twice"."""
    if times == 1:
        return said
    return w.say("twice" if times == 2 else "times", value=said, k=times)


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _listed(items: list[str], w: Words) -> str:
    """``items`` in a list: two joined by the language's "and", more by commas."""
    return w.say("pair", a=items[0], b=items[1]) if len(items) == 2 else ", ".join(items)


def _option_behavior(value: Mapping[str, object], w: Words) -> tuple[str, bool] | None:
    """The behavior of an option's object in words (the sentences ``behavior_<NAME>``, or
    ``behavior_<NAME>_turn`` with the object's ``turn``: "ordered from turn 3 on"; else
    the words the legend gives the behavior in the language, :meth:`Words.behavior`: an
    air drop's "German 2victank" was the file's code), and whether they say its turn;
    ``None`` for a behavior neither knows (said as written)."""
    behavior, turn = value.get("behavior"), value.get("turn")
    if not isinstance(behavior, str):
        return None
    code = behavior.strip().upper()
    key = f"behavior_{code}"
    if _is_count(turn) and _known(f"{key}_turn"):
        return w.say(f"{key}_turn", turn=turn), True
    if _known(key):
        return w.say(key), False
    return (w.behavior(code), False) if w.knows_behavior(code) else None


def packs_needed(s: Scenario, w: Words) -> tuple[str, ...]:
    """The expansions the file names, then any the pieces on the map need that it does not
    name (marked as such). When there are none, what the scenario uses that the base game
    does not have though no expansion is known to provide it ("Winter terrain: not in the
    base game"), and "Base game only" only when there is nothing of the kind: a scenario of
    winter tiles said "Base game only", which is false. (With expansions listed the
    briefing claims no base game, and a winter board or tiles may come with one of them.)
    A Breakthrough or Overlord board comes with none of them: it is said first in any case
    (Saint-Aubert's Breakthrough board read "Terrain Pack" alone), but where the file
    names a Battle Map, which is the board."""
    named = [k for k, v in (s.packs or {}).items() if v not in (None, False, 0, "0", "")]
    inferred = sorted({p for n in s.names_used() if (p := pack_of(n)) is not None} - set(named),
                      key=lambda k: list(PACKS).index(k) if k in PACKS else len(PACKS))
    lines = [w.pack(k) for k in named if k != "base"]
    lines += [f"{w.pack(k)} ({w.phrase('inferred')})" for k in inferred]
    beyond = beyond_base_game(s)
    board = [] if "battlemap" in named else [
        w.phrase(f"{family}_{kind}") for kind, family in beyond
        if kind == "board" and family in BOARD_TYPES.values()]
    if not lines:
        lines = [w.phrase(f"{family}_{kind}") for kind, family in beyond
                 if family not in BOARD_TYPES.values()]
    return tuple(board + lines) or (w.phrase("base"),)
