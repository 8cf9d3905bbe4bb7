"""The printed words of a briefing that are not the scenario's own: section headings, side
and nation names, the battle date, and the names of the catalog and the rules engine (pieces,
units, badges, markers, rules families, rule options, behaviors), in the briefing's language.

Languages with their own words: English, French, German, Spanish, Italian and Dutch (the
languages of the official scenario texts). Any other language code gets the English words;
the scenario's texts themselves are printed in whatever language they are written in.

>>> words("fr").heading("victory")
'Conditions de victoire'
>>> words("xx").heading("rules")
'Special Rules'
>>> format_date("1944-06-06", "1944-06-06", "en")
'June 6, 1944'
>>> format_date("1944-07-14", "1944-07-15", "fr")
'14–15 juillet 1944'
>>> words("fr").name("German Infantry"), words("en").name("German Infantry")
('Infanterie allemande', 'German Infantry')
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from editor.engine.board import Side
from editor.engine.dates import ends_before, parse_date
from editor.engine.packs import PACKS
from editor.engine.rules.units import marker_profile
from editor.engine.words import base_language
from editor.render.options import StandWords

from .sentences import say as _say

#: Section keys in the official order of a printed scenario.
SECTION_KEYS: tuple[str, ...] = ("historical", "description", "victory", "rules",
                                 "bibliography")

_HEADINGS: dict[str, dict[str, str]] = {
    "en": {"historical": "Historical Background", "description": "Briefing",
           "victory": "Conditions of Victory", "rules": "Special Rules",
           "bibliography": "Bibliography", "packs": "Expansions Needed", "legend": "Legend",
           "terrain": "Terrain", "obstacle": "Obstacles", "unit": "Units", "marker": "Markers"},
    "fr": {"historical": "Contexte historique", "description": "Briefing",
           "victory": "Conditions de victoire", "rules": "Règles spéciales",
           "bibliography": "Bibliographie", "packs": "Extensions nécessaires",
           "legend": "Légende", "terrain": "Terrains", "obstacle": "Obstacles",
           "unit": "Unités", "marker": "Marqueurs"},
    "de": {"historical": "Historischer Hintergrund", "description": "Briefing",
           "victory": "Siegbedingungen", "rules": "Sonderregeln",
           "bibliography": "Bibliographie", "packs": "Benötigte Erweiterungen",
           "legend": "Legende", "terrain": "Gelände", "obstacle": "Hindernisse",
           "unit": "Einheiten", "marker": "Marker"},
    "es": {"historical": "Contexto histórico", "description": "Informe",
           "victory": "Condiciones de victoria", "rules": "Reglas especiales",
           "bibliography": "Bibliografía", "packs": "Expansiones necesarias",
           "legend": "Leyenda", "terrain": "Terreno", "obstacle": "Obstáculos",
           "unit": "Unidades", "marker": "Marcadores"},
    "it": {"historical": "Contesto storico", "description": "Briefing",
           "victory": "Condizioni di vittoria", "rules": "Regole speciali",
           "bibliography": "Bibliografia", "packs": "Espansioni necessarie",
           "legend": "Legenda", "terrain": "Terreni", "obstacle": "Ostacoli",
           "unit": "Unità", "marker": "Segnalini"},
    "nl": {"historical": "Historische achtergrond", "description": "Briefing",
           "victory": "Overwinningsvoorwaarden", "rules": "Speciale regels",
           "bibliography": "Bibliografie", "packs": "Benodigde uitbreidingen",
           "legend": "Legenda", "terrain": "Terrein", "obstacle": "Obstakels",
           "unit": "Eenheden", "marker": "Markers"},
}

#: Short phrases of the map's edge captions and the footer.
_PHRASES: dict[str, dict[str, str]] = {
    "en": {"untitled": "Untitled scenario",
           "player": "Player {n}", "cards": "{n} Command cards", "first": "moves first",
           "card": "{n} Command card",
           "scenario": "Scenario {id}", "page": "page {i} of {n}", "base": "Base game only",
           "inferred": "needed by the pieces on the map",
           "brkthru_board": "Breakthrough board: not in the base game",
           "overlord_board": ("Overlord board: two copies of the base game, "
                              "their boards side by side"),
           "winter_board": "Winter board: not in the base game",
           "desert_board": "Desert board: not in the base game",
           "winter_terrain": "Winter terrain: not in the base game",
           "desert_terrain": "Desert terrain: not in the base game",
           "axis": "Axis", "allies": "Allies",
           "medal": "{n} medal to win", "medals": "{n} medals to win"},
    "fr": {"untitled": "Scénario sans titre",
           "player": "Joueur {n}", "cards": "{n} cartes Commandement",
           "card": "{n} carte Commandement", "first": "joue en premier",
           "scenario": "Scénario {id}", "page": "page {i} sur {n}", "base": "Jeu de base seul",
           "inferred": "requis par les pièces du plateau",
           "brkthru_board": "Plateau Breakthrough\u00a0: absent du jeu de base",
           "overlord_board": ("Plateau Overlord\u00a0: deux exemplaires du jeu de base, "
                              "plateaux côte à côte"),
           "winter_board": "Plateau d'hiver\u00a0: absent du jeu de base",
           "desert_board": "Plateau du désert\u00a0: absent du jeu de base",
           "winter_terrain": "Terrain d'hiver\u00a0: absent du jeu de base",
           "desert_terrain": "Terrain du désert\u00a0: absent du jeu de base",
           "axis": "Axe", "allies": "Alliés",
           "medal": "{n} médaille pour gagner", "medals": "{n} médailles pour gagner"},
    "de": {"untitled": "Szenario ohne Titel",
           "player": "Spieler {n}", "cards": "{n} Befehlskarten", "first": "beginnt",
           "card": "{n} Befehlskarte",
           "scenario": "Szenario {id}", "page": "Seite {i} von {n}",
           "base": "Nur das Grundspiel", "inferred": "von den Teilen auf dem Spielplan benötigt",
           "brkthru_board": "Breakthrough-Spielplan: nicht im Grundspiel",
           "overlord_board": ("Overlord-Spielplan: zwei Exemplare des Grundspiels, "
                              "die Spielpläne nebeneinander"),
           "winter_board": "Winterspielplan: nicht im Grundspiel",
           "desert_board": "Wüstenspielplan: nicht im Grundspiel",
           "winter_terrain": "Wintergelände: nicht im Grundspiel",
           "desert_terrain": "Wüstengelände: nicht im Grundspiel",
           "axis": "Achse", "allies": "Alliierte",
           "medal": "{n} Medaille zum Sieg", "medals": "{n} Medaillen zum Sieg"},
    "es": {"untitled": "Escenario sin título",
           "player": "Jugador {n}", "cards": "{n} cartas de Mando", "first": "empieza",
           "card": "{n} carta de Mando",
           "scenario": "Escenario {id}", "page": "página {i} de {n}",
           "base": "Solo el juego básico", "inferred": "requerida por las piezas del mapa",
           "brkthru_board": "Tablero Breakthrough: no está en el juego básico",
           "overlord_board": ("Tablero Overlord: dos ejemplares del juego básico, "
                              "con los tableros uno junto al otro"),
           "winter_board": "Tablero invernal: no está en el juego básico",
           "desert_board": "Tablero desértico: no está en el juego básico",
           "winter_terrain": "Terreno invernal: no está en el juego básico",
           "desert_terrain": "Terreno desértico: no está en el juego básico",
           "axis": "Eje", "allies": "Aliados",
           "medal": "{n} medalla para ganar", "medals": "{n} medallas para ganar"},
    "it": {"untitled": "Scenario senza titolo",
           "player": "Giocatore {n}", "cards": "{n} carte Comando", "first": "gioca per primo",
           "card": "{n} carta Comando",
           "scenario": "Scenario {id}", "page": "pagina {i} di {n}",
           "base": "Solo il gioco base", "inferred": "richiesta dai pezzi sulla mappa",
           "brkthru_board": "Tabellone Breakthrough: non è nel gioco base",
           "overlord_board": ("Tabellone Overlord: due copie del gioco base, "
                              "con i tabelloni affiancati"),
           "winter_board": "Tabellone invernale: non è nel gioco base",
           "desert_board": "Tabellone desertico: non è nel gioco base",
           "winter_terrain": "Terreno invernale: non è nel gioco base",
           "desert_terrain": "Terreno desertico: non è nel gioco base",
           "axis": "Asse", "allies": "Alleati",
           "medal": "{n} medaglia per vincere", "medals": "{n} medaglie per vincere"},
    "nl": {"untitled": "Naamloos scenario",
           "player": "Speler {n}", "cards": "{n} Bevelkaarten", "first": "begint",
           "card": "{n} Bevelkaart",
           "scenario": "Scenario {id}", "page": "pagina {i} van {n}",
           "base": "Alleen het basisspel", "inferred": "nodig voor de stukken op het bord",
           "brkthru_board": "Breakthrough-spelbord: niet in het basisspel",
           "overlord_board": ("Overlord-spelbord: twee exemplaren van het basisspel, "
                              "de borden naast elkaar"),
           "winter_board": "Winterspelbord: niet in het basisspel",
           "desert_board": "Woestijnspelbord: niet in het basisspel",
           "winter_terrain": "Winterterrein: niet in het basisspel",
           "desert_terrain": "Woestijnterrein: niet in het basisspel",
           "axis": "As", "allies": "Geallieerden",
           "medal": "{n} medaille om te winnen", "medals": "{n} medailles om te winnen"},
}

#: Nation names (``game_info.country_player1/2``) other than English.
_NATIONS: dict[str, dict[str, str]] = {
    "fr": {"DE": "Allemagne", "US": "États-Unis", "RU": "Union soviétique",
           "GB": "Grande-Bretagne", "FR": "France", "CA": "Canada", "JP": "Japon",
           "IT": "Italie", "FI": "Finlande", "RO": "Roumanie", "SK": "Slovaquie",
           "NL": "Pays-Bas", "PL": "Pologne"},
    "de": {"DE": "Deutschland", "US": "Vereinigte Staaten", "RU": "Sowjetunion",
           "GB": "Großbritannien", "FR": "Frankreich", "CA": "Kanada", "JP": "Japan",
           "IT": "Italien", "FI": "Finnland", "RO": "Rumänien", "SK": "Slowakei",
           "NL": "Niederlande", "PL": "Polen"},
    "es": {"DE": "Alemania", "US": "Estados Unidos", "RU": "Unión Soviética",
           "GB": "Gran Bretaña", "FR": "Francia", "CA": "Canadá", "JP": "Japón",
           "IT": "Italia", "FI": "Finlandia", "RO": "Rumanía", "SK": "Eslovaquia",
           "NL": "Países Bajos", "PL": "Polonia"},
    "it": {"DE": "Germania", "US": "Stati Uniti", "RU": "Unione Sovietica",
           "GB": "Gran Bretagna", "FR": "Francia", "CA": "Canada", "JP": "Giappone",
           "IT": "Italia", "FI": "Finlandia", "RO": "Romania", "SK": "Slovacchia",
           "NL": "Paesi Bassi", "PL": "Polonia"},
    "nl": {"DE": "Duitsland", "US": "Verenigde Staten", "RU": "Sovjet-Unie",
           "GB": "Groot-Brittannië", "FR": "Frankrijk", "CA": "Canada", "JP": "Japan",
           "IT": "Italië", "FI": "Finland", "RO": "Roemenië", "SK": "Slowakije",
           "NL": "Nederland", "PL": "Polen"},
}

#: Front names (``game_info.front``) other than English (``scenario.FRONTS``).
_FRONTS: dict[str, dict[str, str]] = {
    "fr": {"WESTERN": "Front de l'Ouest", "EASTERN": "Front de l'Est",
           "MEDITERRANEAN": "Méditerranée et Afrique du Nord", "PACIFIC": "Pacifique"},
    "de": {"WESTERN": "Westfront", "EASTERN": "Ostfront",
           "MEDITERRANEAN": "Mittelmeer und Nordafrika", "PACIFIC": "Pazifik"},
    "es": {"WESTERN": "Frente occidental", "EASTERN": "Frente oriental",
           "MEDITERRANEAN": "Mediterráneo y norte de África", "PACIFIC": "Pacífico"},
    "it": {"WESTERN": "Fronte occidentale", "EASTERN": "Fronte orientale",
           "MEDITERRANEAN": "Mediterraneo e Nord Africa", "PACIFIC": "Pacifico"},
    "nl": {"WESTERN": "Westfront", "EASTERN": "Oostfront",
           "MEDITERRANEAN": "Middellandse Zee en Noord-Afrika", "PACIFIC": "Pacific"},
}

#: The expansions' product names (``packs`` keys: :data:`~editor.engine.packs.PACKS`) in
#: the languages other than English, by language. No source of ours gives the name of an
#: expansion's edition in another language (the shared vocabulary and format notes, the
#: rules sources and the resources name each in English only; the fronts' names above are
#: the theaters of ``game_info.front``, "Front de l'Est", not the product Eastern Front), so
#: every language prints the English product name, a proper name, as products are often
#: named (docs/BRIEFING.md, "What stays as it is"). A name that a source gives goes here,
#: and the sentences that name the product (:mod:`.sentences`) follow it (a test holds
#: them to :meth:`Words.pack`).
PACK_NAMES: dict[str, dict[str, str]] = {lang: {} for lang in ("fr", "de", "es", "it", "nl")}

_MONTHS: dict[str, tuple[str, ...]] = {
    "en": ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"),
    "fr": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
           "septembre", "octobre", "novembre", "décembre"),
    "de": ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
           "September", "Oktober", "November", "Dezember"),
    "es": ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
           "septiembre", "octubre", "noviembre", "diciembre"),
    "it": ("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
           "settembre", "ottobre", "novembre", "dicembre"),
    "nl": ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
           "september", "oktober", "november", "december"),
}

#: What joins a day, its month and its year where it is not a space: Spanish says "6 de
#: junio de 1944".
_DATE_JOINS: dict[str, str] = {"es": " de "}


#: The file of the names in the other languages (package data): ``names`` by the English
#: label a briefing prints, ``behaviors`` by the behavior's code, each with its words in
#: every language of :data:`NAMED_LANGUAGES`.
NAMES_FILE = "names.json"


@cache
def _names_file() -> dict[str, Any]:
    text = resources.files(__package__).joinpath(NAMES_FILE).read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@cache
def names_table() -> dict[str, dict[str, dict[str, str]]]:
    """The translated names (:data:`NAMES_FILE`): a table of the package, read once."""
    data = _names_file()
    return {part: data[part] for part in ("names", "behaviors")}


@cache
def _in_text_rules() -> dict[str, dict[str, list[str]]]:
    """How each language writes a name inside a line (:data:`NAMES_FILE`'s ``in_text``):
    the beginnings of names that keep their capital (``keep``), or the first words that
    lose it (``lower``)."""
    rules: dict[str, dict[str, list[str]]] = _names_file()["in_text"]
    return {lang: rule for lang, rule in rules.items() if not lang.startswith("_")}


#: The catalog's behaviors whose code in lower case is not English ("is wittmann"), in the
#: words an English briefing says them in.
ENGLISH_BEHAVIORS: dict[str, str] = {
    "GERMAN_2VICTANK": "German tank worth 2 medals", "IS_WITTMANN": "Wittmann's tank",
    "FRENCH_RESISTANCE": "French Resistance", "HEADQUARTER": "headquarters",
    "ONE_AT_TIME": "one at a time",
    "CANNOT_BE_ACTIVATED_TILL_TURN": "not ordered before a set turn"}

#: The languages the names are translated into (English is the catalog's own).
NAMED_LANGUAGES: tuple[str, ...] = ("fr", "de", "es", "it", "nl")


@dataclass(frozen=True)
class Words:
    """The words of one language (English for the ones we have no words for)."""

    lang: str

    @property
    def _key(self) -> str:
        key = base_language(self.lang)
        return key if key in _HEADINGS else "en"

    def heading(self, key: str) -> str:
        """A section heading: one of :data:`SECTION_KEYS`, ``packs``, ``legend``, or a legend
        group (``terrain``, ``obstacle``, ``unit``, ``marker``)."""
        return _HEADINGS[self._key][key]

    def phrase(self, key: str, **values: object) -> str:
        return _PHRASES[self._key][key].format(**values)

    def say(self, key: str, **values: object) -> str:
        """A sentence the briefing writes itself, with its values
        (:mod:`editor.export.sentences`; a count ``n`` picks the singular or plural).

        >>> words("fr").say("medals", n=6)
        '6 médailles.'
        """
        return _say(self.lang, key, **values)

    def name(self, label: str) -> str:
        """A name the catalog or the rules engine gives (a piece's, a unit's, a badge's, a
        marker's label without its notes; a rules family's; a unit profile's; a rule
        option's), as the Memoir '44 edition of the language names it; the English label
        itself in English, and for a name the table lacks.

        >>> words("de").name("Forests"), words("fr").name("Town or village")
        ('Wälder', 'Ville ou village')
        >>> words("nl").name("Badge 99")
        'Badge 99'
        """
        return names_table()["names"].get(label, {}).get(self._key, label)

    def name_in_text(self, label: str) -> str:
        """A name inside a line (after "as", "with" or "on", in a list after a colon), as
        the language writes it there: French, Spanish, Italian and Dutch give a capital only
        to a proper noun or an acronym ("Églises, comme ville ou village", "avec badge de
        mortier", but "Résistance française", "US Marine Corps", Dutch "Duitse
        infanterie"), German to its nouns only ("wie offenes Gelände"). English: the
        catalog's label as it is (its game terms keep their capitals).

        >>> words("fr").name_in_text("Town or village"), words("de").name_in_text("Countryside")
        ('ville ou village', 'offenes Gelände')
        >>> words("fr").name_in_text("French Resistance"), words("nl").name_in_text("US Armor")
        ('Résistance française', 'Amerikaanse tanks')
        """
        return self.inside(self.name(label))

    def inside(self, text: str) -> str:
        """A text that begins with a name (a legend line's label: "Rivières et cours
        d'eau", "Océan (imprimé sur le plateau)"), as :meth:`name_in_text` writes it inside
        a line."""
        rule = _in_text_rules().get(self._key)
        first = text.split(" ", 1)[0]
        if rule is None or sum(c.isupper() for c in first[:2]) == 2:
            return text
        if "lower" in rule:
            return _lowered(text) if first in rule["lower"] else text
        return text if text.startswith(tuple(rule["keep"])) else _lowered(text)

    def behavior(self, code: str) -> str:
        """A behavior of the file (``FORD``, ``ARMOR_MOVE_TWO``) in words: in English its
        code in lower case, as the file says it ("armor move two"), but where that is not
        English (:data:`ENGLISH_BEHAVIORS`); in the other languages their words, else the
        English.

        >>> words("en").behavior("ARMOR_MOVE_TWO"), words("fr").behavior("FORD")
        ('armor move two', 'gué')
        >>> words("en").behavior("IS_WITTMANN")
        "Wittmann's tank"

        A behavior naming a kind of unit (the markers of Patrol Cars and Half-tracks) is
        said as that kind, by the name the legend gives it:

        >>> words("en").behavior("LRDG"), words("fr").behavior("HALF_TRACK")
        ('Long Range Patrol Cars', 'semi-chenillés')
        """
        table = names_table()["behaviors"]
        profile = marker_profile(code)
        if code not in table and profile is not None:
            return self.name_in_text(profile.label)
        english = ENGLISH_BEHAVIORS.get(code, code.replace("_", " ").lower())
        return table.get(code, {}).get(self._key, english)

    def knows_behavior(self, code: str) -> bool:
        """Whether ``code`` is a behavior of the catalog, or a marker of a kind of unit,
        which :meth:`behavior` says in words of its own in every language."""
        return code in names_table()["behaviors"] or marker_profile(code) is not None

    def side(self, side: Side) -> str:
        return self.phrase("axis" if side is Side.AXIS else "allies")

    def stand_words(self) -> StandWords:
        """The words of the map's medal stands in this language.

        >>> words("fr").stand_words().caption(Side.ALLIES, 6)
        'ALLIÉS  ·  6 médailles pour gagner'
        """
        phrases = _PHRASES[self._key]
        return StandWords(self.side(Side.AXIS).upper(), self.side(Side.ALLIES).upper(),
                          phrases["medal"], phrases["medals"])

    def nation(self, code: str | None) -> str | None:
        """The name of a ``country_player`` code, or the code itself when unknown."""
        if not code:
            return None
        from editor.engine.scenario import COUNTRIES

        names = _NATIONS.get(self._key)
        if names and code in names:
            return names[code]
        return COUNTRIES.get(code, code)

    def pack(self, key: str) -> str:
        """The product name of an expansion (a ``packs`` key) in this language
        (:data:`PACK_NAMES`): the English product name where no source gives another, as
        for every expansion now; an unknown key as it is.

        >>> words("fr").pack("eastern"), words("de").pack("air"), words("nl").pack("x")
        ('Eastern Front', 'Air Pack', 'x')
        """
        return PACK_NAMES.get(self._key, {}).get(key) or PACKS.get(key, key)

    def front(self, code: str | None) -> str | None:
        """The name of a ``game_info.front``, or the value itself when unknown."""
        if not code:
            return None
        from editor.engine.scenario import FRONTS

        names = _FRONTS.get(self._key)
        if names and code in names:
            return names[code]
        return FRONTS.get(code, code)


def words(lang: str) -> Words:
    return Words(lang)


def _lowered(name: str) -> str:
    return name[:1].lower() + name[1:]


def format_date(begin: str | None, end: str | None, lang: str) -> str:
    """The battle's date as printed in the header: one day, a span within a month or a
    year, or two full dates; a month or a year alone as such. The dates are read as the
    checks read them (:func:`editor.engine.dates.parse_date`: ISO, to the day, month or
    year); one that is no date is printed as written, so nothing the file says is lost.
    Empty when the file gives no date.

    >>> format_date("1944-06", "1944-08", "en"), format_date("1944", None, "fr")
    ('June 1944 – August 1944', '1944')
    >>> format_date("1944-07-01", None, "fr"), format_date("1944-07-30", "1944-08-02", "es")
    ('1er juillet 1944', '30 de julio – 2 de agosto de 1944')
    """
    key = base_language(lang)
    a, b = parse_date(begin), parse_date(end)
    if a is None:
        raw = [t.strip() for t in (begin, end) if t and t.strip()]
        if len(raw) == 2 and raw[0] != raw[1]:
            return f"{raw[0]} – {raw[1]}"
        return raw[0] if raw else ""
    n = min(len(a), len(b or ()))
    if b is None or a[:n] == b[:n] or ends_before(a, b):
        # one date: the end is the same day (or says no more), is before it, or is no date
        text = _full_date(a, key)
        if end and b is None and end.strip() and end.strip() != begin:
            text += f" – {end.strip()}"
        return text
    return _date_span(a, b, key)


def _english(key: str) -> bool:
    """Whether dates of language ``key`` are written as English writes them (the
    languages without months of their own too)."""
    return key not in _MONTHS or key == "en"


def _day(d: int, key: str) -> str:
    """German days are ordinals ("6."), and so is the French first ("1er juillet")."""
    if key == "de":
        return f"{d}."
    return "1er" if key == "fr" and d == 1 else str(d)


def _full_date(date: tuple[int, ...], key: str) -> str:
    """A year, a month of a year or a day in full, in language ``key``."""
    if len(date) == 1:
        return str(date[0])
    month = _MONTHS.get(key, _MONTHS["en"])[date[1] - 1]
    of = _DATE_JOINS.get(key, " ")
    if len(date) == 2:
        return f"{month}{of}{date[0]}"
    if _english(key):
        return f"{month} {date[2]}, {date[0]}"
    return f"{_day(date[2], key)}{of}{month}{of}{date[0]}"


def _date_span(a: tuple[int, ...], b: tuple[int, ...], key: str) -> str:
    """From date ``a`` to the later ``b``: within a month or a year, what they share said
    once; else both in full."""
    if len(a) < 3 or len(b) < 3:
        return f"{_full_date(a, key)} – {_full_date(b, key)}"
    months = _MONTHS.get(key, _MONTHS["en"])
    of = _DATE_JOINS.get(key, " ")
    (y, m, d), (y2, m2, d2) = a, b
    if (y, m) == (y2, m2):
        if _english(key):
            return f"{months[m - 1]} {d}–{d2}, {y}"
        return f"{_day(d, key)}–{_day(d2, key)}{of}{months[m - 1]}{of}{y}"
    if y == y2:
        if _english(key):
            return f"{months[m - 1]} {d} – {months[m2 - 1]} {d2}, {y}"
        return (f"{_day(d, key)}{of}{months[m - 1]} – {_day(d2, key)}{of}{months[m2 - 1]}"
                f"{of}{y}")
    return f"{_full_date(a, key)} – {_full_date(b, key)}"
