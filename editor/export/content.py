"""What a briefing says, before any layout: :func:`briefing_content` gathers the header, the
edge captions, the sections in the official order, the expansions and the legend of a
scenario in one language. Qt-free, so it is tested without drawing.

Texts are taken field by field from the chosen language, then English, then any language
that has the field, so that nothing the scenario says is left off the page because one
translation is incomplete. When the file has no briefing or no conditions of victory, they
are written from ``game_info`` (in English) so the players still know their cards, who
starts and the medals to win.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from editor.engine.air_rules import OPTION as AIR_OPTION
from editor.engine.air_rules import describe as air_describe
from editor.engine.board import Side
from editor.engine.catalog import CATALOG
from editor.engine.packs import PACKS, pack_of
from editor.engine.scenario import CUSTOM_IDS, Scenario, ScenarioText

from .legend import LegendGroup, legend
from .played import Played, played
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


def briefing_content(scenario: Scenario, lang: str = "en") -> BriefingContent:
    w = words(lang)
    info = scenario.game_info
    game = played(scenario)
    title, _ = text_field(scenario, lang, "name")
    subtitle, _ = text_field(scenario, lang, "subtitle")
    number = scenario.meta_data.get("scenario_id")
    if isinstance(number, int) and number in CUSTOM_IDS:
        number = None  # this editor's own draw, an identity and not a number to print
    sections: list[Section] = []
    for key in SECTION_KEYS:
        text, source = text_field(scenario, lang, key)
        if not text and key == "description":
            text = _written_briefing(scenario)
        if not text and key == "victory":
            text = _written_victory(scenario)
        if key == "rules":
            options = _options_line({k: v for k, v in info.options.items()
                                     if k != AIR_OPTION})
            air = " ".join(air_describe(scenario))
            for extra in (air, _landing_craft(game), options):
                if extra:
                    text = f"{text}\n\n{extra}" if text else extra
        if text.strip():
            sections.append(Section(key, w.heading(key), text, source))
    return BriefingContent(
        lang=lang,
        title=" ".join(title.split()) or "Untitled scenario",
        date=format_date(info.date_begin, info.date_end, lang),
        number=w.phrase("scenario", id=str(number).strip()) if _present(number) else None,
        subtitle=" ".join(subtitle.split()) or None,
        front=w.front(info.front),
        top=_caption(scenario, 1, w),
        bottom=_caption(scenario, 2, w),
        sections=tuple(sections),
        packs=packs_needed(scenario, w),
        legend=tuple(legend(scenario, game)),
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


def _written_briefing(s: Scenario) -> str:
    """The briefing of a file that has none: each player's nation and cards, who starts."""
    info = s.game_info
    lines = []
    for n in (1, 2):
        side = info.side_player1 if n == 1 else info.side_player2
        country = info.country_player1 if n == 1 else info.country_player2
        cards = info.cards_player1 if n == 1 else info.cards_player2
        nation = words("en").nation(country)
        if cards is None and nation is None:
            continue  # nothing known to say about this player
        who = f"{side.adjective} player" + (f" [{nation}]" if nation else "")
        lines.append(f"{who}: take {cards} Command cards." if cards is not None else who + ".")
    if info.starting in ("PLAYER1", "PLAYER2"):
        side = info.side_player1 if info.starting == "PLAYER1" else info.side_player2
        lines.append("")
        lines.append(f"The {side.adjective} player moves first.")
    return "\n".join(lines) if any(lines) else ""


def _written_victory(s: Scenario) -> str:
    """Conditions of victory of a file that has none: medals to win and sudden deaths."""
    info = s.game_info
    lines = []
    v1, v2 = info.victory_player1, info.victory_player2
    if v1 is not None and v1 == v2:
        lines.append(f"{v1} Medals.")
    else:
        for side, v in ((info.side_player1, v1), (info.side_player2, v2)):
            if v is not None:
                lines.append(f"{side.adjective} player: {v} Medals.")
    for sd in info.sudden_deaths():
        who = f"The {sd.side.adjective} player" if sd.side else "A player"
        count = f"{sd.number} of " if sd.number is not None else ""
        lines.append("")
        lines.append(f"Sudden Death: {who.lower() if not sd.side else who} wins at once "
                     f"holding {count}{', '.join(sd.group)}.")
    return "\n".join(lines)


def _landing_craft(game: Played) -> str:
    """The landing craft rules, when units start aboard (the engine then plays them)."""
    if not game.aboard:
        return ""
    from editor.engine.game.expansions.landing_craft import IN_WORDS

    where = ", ".join(game.scenario.board.hex_name(c) for c in sorted(game.aboard))
    return f"Landing Craft rules (Air Pack) in effect for the units aboard at {where}: {IN_WORDS}"


def _options_line(options: Mapping[str, object]) -> str:
    """The rule switches of ``game_info.options`` (they are rules of the game in effect,
    which the online implementations apply), in one sentence."""
    shown = []
    for key, value in options.items():
        if value in (None, False, "", 0, {}, []):
            continue
        opt = CATALOG.options.get(key)
        label = opt.label if opt is not None else key.replace("_", " ")
        if isinstance(value, str) and value.upper() in ("AXIS", "ALLIES", "ALL"):
            label += f" ({value.capitalize()})"
        elif isinstance(value, str) and key == "deck_name":
            label = f"Special deck: {value}"
        elif isinstance(value, str):
            label += f": {value}"
        elif isinstance(value, Mapping) and isinstance(value.get("side"), str):
            label += f" ({str(value['side']).capitalize()})"
        shown.append(label)
    return "Rule options of the file: " + "; ".join(shown) + "." if shown else ""


def packs_needed(s: Scenario, w: Words) -> tuple[str, ...]:
    """The expansions the file names, then any the pieces on the map need that it does not
    name (marked as such); "Base game only" when there are none."""
    named = [k for k, v in (s.packs or {}).items() if v not in (None, False, 0, "0", "")]
    inferred = sorted({p for n in s.names_used() if (p := pack_of(n)) is not None} - set(named),
                      key=lambda k: list(PACKS).index(k) if k in PACKS else len(PACKS))
    lines = [PACKS.get(k, k) for k in named if k != "base"]
    lines += [f"{PACKS.get(k, k)} ({w.phrase('inferred')})" for k in inferred]
    return tuple(lines) or (w.phrase("base"),)
