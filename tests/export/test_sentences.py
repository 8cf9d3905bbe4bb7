"""The sentences a briefing writes itself follow its language (editor/export/sentences.py):
every table has the English one's keys and placeholders, and a scenario with no texts of
its own, exported in French, German, Spanish, Italian or Dutch, prints none of the English
sentences."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from editor.engine.air_rules import AIR_WORDS, READY_PROBLEMS
from editor.engine.air_rules import describe as air_describe
from editor.engine.board import Coord, Face, Side
from editor.engine.game.expansions.landing_craft import CRAFT_MOVE, IN_WORDS
from editor.engine.scenario import Hex, Piece, Tag, Unit, Victory, VictoryCondition
from editor.export import BriefingOptions, layout_briefing
from editor.export.content import briefing_content
from editor.export.sentences import SENTENCES, placeholders, say
from editor.export.words import words

from .helpers import place_objectives_and_exits, small

LANGUAGES = ("fr", "de", "es", "it", "nl")


def untold() -> object:
    """A scenario with no texts but its name: the briefing, the conditions of victory and
    the Special Rules' lines are all written: objectives, exits, sudden deaths (one played,
    two not), unplayed options, the Air rules with Ready-to-Take-off markers, and a landing
    craft."""
    s = replace(small(description="", victory="", rules="", historical=""), face=Face.BEACH)
    place_objectives_and_exits(s)
    s.set_hex(Coord(8, 12), Hex(rect_terrain=Piece("barge"), unit=Unit("infus")))
    s.set_hex(Coord(1, 5), Hex(terrain=Piece("airfield"),
                               extra={"ready_to_take_off": {"side": "AXIS", "count": 2}}))
    s.set_hex(Coord(6, 4), Hex(extra={"ready_to_take_off": {"side": "ALLIES", "count": 3}}))
    deaths = [{"side": "ALLIES", "number": 1, "group": ["E6"]},        # no hex of the board
              {"side": "AXIS", "number": 1, "group": ["E6", "G1"]},    # one of the board
              {"number": 1, "group": ["A1"]}]                          # no side
    s.game_info = replace(
        s.game_info,
        victory=Victory(tuple(VictoryCondition("group_sudden_death", d) for d in deaths)),
        options={"air_rules": {"sorties": {"ALLIES": 1, "AXIS": 0, "deck": 1},
                               "models": {"ALLIES": "p40"}},
                 "air_strikes_rules": "ALLIES",
                 "must_have_unit_exit": {"side": "ALLIES", "min_nbr_units": 1},
                 "empty_section_medals": {"sections": [0, 2], "side": "AXIS", "count_for": 1},
                 "blitz_rules": True,
                 "airdrop": {"side": "ALLIES", "nbr_units": 2, "range": 1},
                 "deck_name": "AIR_POWER_AS_ARTILLERY_BOMBARD_DECK"})
    return s


def written(lang: str) -> str:
    """Everything the briefing of :func:`untold` writes in the sections (all written)."""
    c = briefing_content(untold(), lang)
    assert {sec.key for sec in c.sections} == {"description", "victory", "rules"}
    return "\n".join(sec.text for sec in c.sections)


def _fragments(template: str) -> list[str]:
    """The literal words of an English sentence between its placeholders, long enough to be
    English and nothing else (catalog names, hex names and "Air Pack" are shared)."""
    return [f.strip() for f in re.split(r"\{[a-z_0-9]*\}", template) if len(f.strip()) >= 12]


def test_every_language_has_the_english_keys_and_placeholders() -> None:
    english = SENTENCES["en"]
    assert set(SENTENCES) == {"en", *LANGUAGES}
    for lang in LANGUAGES:
        table = SENTENCES[lang]
        assert set(table) == set(english), lang
        for key, text in english.items():
            assert placeholders(table[key]) == placeholders(text), (lang, key)
            assert table[key].strip() or not text.strip(), (lang, key)


def test_the_english_table_is_the_engines_words() -> None:
    """The English of the Air lines, of the landing craft and of the markers' reasons is
    the engine's and validate's own, word for word."""
    english = SENTENCES["en"]
    assert {k: english[k] for k in AIR_WORDS} == AIR_WORDS
    assert {k: english[f"unready_{k}"] for k in READY_PROBLEMS} == READY_PROBLEMS
    assert say("en", "landing_craft", hexes="G1", move=CRAFT_MOVE) == (
        "Landing Craft rules (Air Pack) in effect for the units aboard at G1: " + IN_WORDS)
    s = untold()
    assert air_describe(s) == air_describe(s, lambda key, **v: say("en", key, **v))


def test_other_language_codes_write_english() -> None:
    assert written("xx") == written("en") == written("xx-BR")


def test_french_sentences() -> None:
    text = written("fr")
    for line in (
        "Joueur de l'Axe [Allemagne]\u00a0: prenez 4 cartes Commandement.",
        "Joueur allié [États-Unis]\u00a0: prenez 5 cartes Commandement.",
        "Le joueur allié joue en premier.",
        "Joueur de l'Axe\u00a0: 5 médailles.",
        "Joueur allié\u00a0: 6 médailles.",
        "Objectifs de médaille temporaires pour le joueur de l'Axe\u00a0: C7\u00a0; I5.",
        "Objectif de médaille temporaire pour le joueur allié\u00a0: E5, valant 2 médailles.",
        "Objectif de médaille temporaire à la majorité pour le joueur allié\u00a0: 2 parmi K5, "
        "L5, M5.",
        "Hexagones de sortie pour le joueur allié\u00a0: A9, B9. Chaque unité alliée qui quitte le "
        "plateau par l'un d'eux (avec encore un hexagone de mouvement) est retirée et "
        "rapporte une médaille.",
        "Une Mort subite sur E6 n'est pas jouée\u00a0: E6 n'est pas un hexagone de ce plateau\u00a0; la "
        "partie se joue aux médailles.",
        "Mort subite\u00a0: le joueur de l'Axe gagne immédiatement en tenant G1 (E6 n'est pas un "
        "hexagone de ce plateau).",
        "Une Mort subite sur A1 n'est pas jouée\u00a0: elle ne nomme aucun camp\u00a0; la partie se "
        "joue aux médailles.",
        "Règles Air (Air Pack) en vigueur.",
        "Cartes Sortie aérienne face visible au début\u00a0: Axe 0, Alliés 1\u00a0; 1 mélangée dans la "
        "pioche.",
        "Avions alliés\u00a0: Curtiss P-40 Warhawk (désignés par le scénario).",
        "Règles des frappes aériennes\u00a0: les cartes Reconnaissance du joueur allié peuvent être "
        "jouées comme Sorties aériennes.",
        "Marqueurs Prêt à décoller\u00a0: 2 de l'Axe sur c8 (voir la légende).",
        "Marqueurs Prêt à décoller sur C3 hors d'un aérodrome ou d'un porte-avions\u00a0: le jeu "
        "ne les joue pas.",
        "Règles des péniches de débarquement (Air Pack) en vigueur pour les unités embarquées "
        "en G1\u00a0: l'unité embarquée se déplace avec sa péniche de 1 ou 2 hexagones",
        "Options de règles du fichier, que le moteur de jeu de ce programme ne joue pas\u00a0: "
        "minimum d'unités à faire sortir (Alliés)\u00a0: au moins 1 unité\u00a0; médailles des "
        "sections vides (Axe)\u00a0: sections 0 et 2, valant 1 médaille\u00a0; règles Blitz\u00a0; "
        "parachutage (Alliés)\u00a0: 2 unités, à 1 hexagone au plus\u00a0; paquet spécial\u00a0: "
        "cartes Puissance aérienne jouées comme Barrage d'artillerie.",
    ):
        assert line in text, line


def test_german_sentences() -> None:
    text = written("de")
    for line in (
        "Achsenspieler [Deutschland]: Nehmen Sie 4 Befehlskarten.",
        "Alliierter Spieler [Vereinigte Staaten]: Nehmen Sie 5 Befehlskarten.",
        "Der alliierte Spieler beginnt.",
        "Achsenspieler: 5 Medaillen.",
        "Temporäre Medaillenziele für den Achsenspieler: C7; I5.",
        "Temporäres Medaillenziel für den alliierten Spieler: E5, 2 Medaillen wert.",
        "Temporäres Mehrheits-Medaillenziel für den alliierten Spieler: 2 von K5, L5, M5.",
        "Ausgangsfelder für den alliierten Spieler: A9, B9. Jede alliierte Einheit, die über "
        "eines davon (mit noch einem Feld Bewegung) den Spielplan verlässt, wird entfernt "
        "und bringt eine Medaille.",
        "Ein Sofortsieg auf E6 wird nicht gespielt: E6 ist kein Feld dieses Spielplans; "
        "gespielt wird um die Medaillen.",
        "Sofortsieg: Der Achsenspieler gewinnt sofort, wenn er G1 hält (E6 ist kein Feld "
        "dieses Spielplans).",
        "Ein Sofortsieg auf A1 wird nicht gespielt: Er nennt keine Seite;",
        "Luftregeln (Air Pack) in Kraft.",
        "Lufteinsatzkarten offen zu Beginn: Achse 0, Alliierte 1; 1 in den Kartenstapel "
        "gemischt.",
        "Alliierte Flugzeuge: Curtiss P-40 Warhawk (vom Szenario bestimmt).",
        "Startbereit-Marker: 2 der Achse auf c8 (siehe Legende).",
        "Landungsboot-Regeln (Air Pack) in Kraft für die Einheiten an Bord auf G1: Die "
        "Einheit an Bord bewegt sich mit ihrem Boot 1 oder 2 Felder",
        "Regeloptionen der Datei, die die Spiel-Engine dieses Programms nicht spielt: "
        "Mindestzahl an Einheiten, die den Spielplan verlassen (Alliierte): mindestens 1 "
        "Einheit; Medaillen "
        "für leere Abschnitte (Achse): Abschnitte 0 und 2, 1 Medaille wert;",
    ):
        assert line in text, line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_english_sentence_is_left(lang: str) -> None:
    """No literal words of the English table's sentences are printed in another language;
    the check is not empty: the English briefing of the same scenario prints many."""
    fragments = {f for text in SENTENCES["en"].values() for f in _fragments(text)}
    assert sum(f in written("en") for f in fragments) >= 30
    text = written(lang)
    assert [f for f in fragments if f in text] == []
    for word in ("Medal", "player", "Command cards", "Sudden Death", "hexes", "the"):
        # as a word: the Spanish "Medallas de secciones vacías" holds no English
        assert not re.search(rf"\b{word}\b", text), word


@pytest.mark.parametrize("lang,cards,medals", [
    ("en", "take 1 Command card.", "1 Medal."),
    ("fr", "prenez 1 carte Commandement.", "1 médaille."),
    ("de", "Nehmen Sie 1 Befehlskarte.", "1 Medaille."),
    ("es", "toma 1 carta de Mando.", "1 medalla."),
    ("it", "prendi 1 carta Comando.", "1 medaglia."),
    ("nl", "neem 1 Bevelkaart.", "1 medaille."),
])
def test_counts_agree(lang: str, cards: str, medals: str) -> None:
    """One card, one medal: the singular (English said "1 Medals" and "take 1 Command
    cards"), also in the map's caption."""
    s = small(description="", victory="")
    s.game_info = replace(s.game_info, cards_player1=1, victory_player1=1, victory_player2=1)
    by_key = {sec.key: sec.text for sec in briefing_content(s, lang).sections}
    assert cards in by_key["description"]
    assert by_key["victory"].startswith(medals)
    assert say(lang, "medals", n=2) != say(lang, "medals", n=1)
    if lang == "en":  # the map's caption too
        page = layout_briefing(s, BriefingOptions(lang=lang)).pages[0].text()
        assert "Player 1 · 1 Command card" in page and "1 Command cards" not in page


def test_the_short_phrases_too_have_the_english_keys_and_an_untitled_scenario_is_so_named(
) -> None:
    from editor.engine.scenario import Scenario
    from editor.export.words import _PHRASES

    for lang in LANGUAGES:
        assert set(_PHRASES[lang]) == set(_PHRASES["en"]), lang
        for key, text in _PHRASES["en"].items():
            assert placeholders(_PHRASES[lang][key]) == placeholders(text), (lang, key)
    assert briefing_content(Scenario(), "en").title == "Untitled scenario"
    assert briefing_content(Scenario(), "fr").title == "Scénario sans titre"


def legend_entries(lang: str) -> list[tuple[str, str, str]]:
    """The legend of :func:`untold` with a claimed bunker, a minefield and an exit line
    that names no side, in one language: (name, label, summary) of each entry."""
    s = untold()
    s.set_hex(Coord(1, 11), Hex(rect_terrain=Piece("bunker", original_owner=Side.AXIS)))
    s.set_hex(Coord(0, 6), Hex(tags=(Tag("tag3", behavior="MINE_FIELD", side=Side.AXIS),)))
    s.set_hex(Coord(0, 4), Hex(tags=(Tag("tag5", behavior="EXIT_MARKER"),)))
    return [(e.name, e.label, e.summary) for g in briefing_content(s, lang).legend
            for e in g.entries]


def legend_of(lang: str) -> dict[str, tuple[str, str]]:
    """name → (label, summary) of the first entry of each name (the Axis markers)."""
    out: dict[str, tuple[str, str]] = {}
    for name, label, summary in legend_entries(lang):
        out.setdefault(name, (label, summary))
    return out


def test_french_and_german_legend() -> None:
    fr, de = legend_of("fr"), legend_of("de")
    assert fr["woods"][1] == ("Une unité qui y entre doit s'arrêter et ne peut pas combattre. "
                              "Dés contre le défenseur\u00a0: infanterie −1, blindés −2. Bloque "
                              "la ligne de vue.")
    assert de["woods"][1] == ("Einheiten, die hineinziehen, müssen anhalten und dürfen nicht "
                              "kämpfen. Verteidiger: Infanterie −1, Panzer −2 Würfel. "
                              "Blockiert die Sichtlinie.")
    assert fr["barge"] == ("Barge (péniche de débarquement)", "Péniche de débarquement (Air "
                           "Pack) portant 1 unité\u00a0: ses règles sont dans les Règles spéciales.")
    assert fr["bunker"][1].endswith(" Revendiqué par l'Axe.")
    assert de["bunker"][1].endswith(" Von der Achse beansprucht.")
    assert fr["tag3"][1].startswith("Champ de mines sur 1 hexagone, posé par l'Axe. ")
    assert fr["tag5"][1] == (
        "Ligne de sortie pour les Alliés\u00a0: une unité de ce camp sur l'un de ses hexagones, avec "
        "encore un hexagone de mouvement, peut quitter le plateau\u00a0; elle est retirée et "
        "rapporte une médaille. 1 qui ne nomme aucun camp\u00a0: pas joué.")
    # one of the two is worth 2 (helpers.place_objectives_and_exits), not both
    assert de["medal1"][1] == ("Medaillenziel für die Alliierten auf 2 Feldern: 1 permanent, "
                               "1 temporär, bei 1 davon 2 Medaillen wert.")
    assert de["infger"][1] == (
        "Bewegt sich 1 und kämpft, oder 2 ohne Kampf. Würfel 3, 2, 1, Reichweite 1 bis 3 "
        "Felder; braucht Sichtlinie. Getroffen von: Infanterie und Granaten. 4 Figuren; "
        "Geländegewinn.")
    assert fr["ready_to_take_off"][0] == "Marqueurs Prêt à décoller"
    # "Der Achse auf c8" read as a nominative with the wrong article: those of the Axis
    assert de["ready_to_take_off"][1].startswith("Die der Achse auf c8 (2): Jeder lässt ein "
                                                 "weiteres Flugzeug")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_english_left_in_the_legend(lang: str) -> None:
    """Labels and summaries: no literal words of the English legend sentences, only the
    names of the catalog (each checked against the English legend, which has them all)."""
    fragments = {f for key, text in SENTENCES["en"].items() if key.startswith("lg_")
                 for f in _fragments(text)}
    english = " ".join(f"{label} {summary}" for _, label, summary in legend_entries("en"))
    assert sum(f in english for f in fragments) >= 15
    text = " ".join(f"{label} {summary}" for _, label, summary in legend_entries(lang))
    assert [f for f in fragments if f in text] == []


def test_counted_kinds_of_objectives_agree_with_their_counts() -> None:
    """Of an objective line's hexes, so many permanent and so many temporary, each count
    with its own words: Italian said "1 permanenti", French and Spanish "1 permanent(s), 2
    temporaire(s)"."""
    s = untold()
    s.set_hex(Coord(6, 12), Hex(tags=(Tag("medal1"),)))  # the Allies': 1 permanent, 2 not
    said = {lang: next(e.summary for g in briefing_content(s, lang).legend
                       for e in g.entries if e.name == "medal1")
            for lang in ("en", *LANGUAGES)}
    assert said["en"].startswith("Medal objective for the Allies on 3 hexes: 1 permanent, "
                                 "2 temporary,")
    assert ": 1 permanent, 2 temporaires," in said["fr"]
    assert ": 1 permanente, 2 temporales," in said["es"]
    assert ": 1 permanente, 2 temporanei," in said["it"]
    assert ": 1 permanent, 2 temporär," in said["de"]
    assert ": 1 permanent, 2 tijdelijk," in said["nl"]


def test_proofread_legend_words() -> None:
    """Words a native reader corrected: pronouns that agree with the piece ("der Bunker":
    ihn; "de bunker": hem), the comma that closes a German relative clause, "corazzati"
    (plural) with a noun rather than a singular verb, the ocean called the ocean and a side
    a side as everywhere else in the language, and the French colon before a unit's rules
    name."""
    from editor.io.m44 import load

    from ..conftest import DATA

    s = untold()
    s.set_hex(Coord(1, 11), Hex(rect_terrain=Piece("bunker", original_owner=Side.AXIS)))
    s.set_hex(Coord(3, 3), Hex(terrain=Piece("buildings")))
    s.set_hex(Coord(3, 7), Hex(terrain=Piece("hills", behavior="CLIFF")))
    s.set_hex(Coord(0, 6), Hex(tags=(Tag("tag3", behavior="DECOY_MEDAL_MINE_FIELD",
                                         side=Side.AXIS),)))
    s.set_hex(Coord(0, 10), Hex(tags=(Tag("medal0"),)))

    def summary(lang: str, name: str, behavior: str | None = None) -> str:
        said = f"({words(lang).behavior(behavior)}" if behavior else ""
        return next(e.summary for g in briefing_content(s, lang).legend for e in g.entries
                    if e.name == name and said in e.label)

    assert "(die Seite, die ihn beanspruchen darf)" in summary("de", "bunker")
    assert "(de partij die hem mag opeisen)" in summary("nl", "bunker")
    # no colon after a preposition ("Infranchissable pour\u00a0: blindés et artillerie")
    assert summary("fr", "bunker").startswith("Infranchissable pour blindés et artillerie\u00a0; ")
    assert summary("es", "bunker").startswith("Infranqueable para blindados y artillería; ")
    assert summary("it", "bunker").startswith("Invalicabile per corazzati e artiglieria; ")
    assert summary("de", "medal0").startswith("Medaillenziel für die Seite, die es hält, "
                                              "auf 1 Feld:")
    assert "Corazzati qui: combattimento a −2." in summary("it", "buildings")
    assert "dürfen nicht vom Strand oder vom Ozean hinauf" in summary("de", "hills", "CLIFF")
    assert "dalla spiaggia o dall'oceano" in summary("it", "hills", "CLIFF")
    assert "vanaf het strand of de oceaan" in summary("nl", "hills", "CLIFF")
    assert "una mina civetta dà una medaglia allo schieramento che la scopre" in summary(
        "it", "tag3")
    assert "een lokmijn levert de partij die haar onthult een medaille op" in summary(
        "nl", "tag3")
    assert "(con su control aéreo)" in summary("es", "ready_to_take_off")
    # German: a whole sentence after a colon starts with a capital, as the code's others
    # did ("Sofortsieg: Der Achsenspieler..."); "Seine eigenen Regeln" said of "Frozen
    # Rivers" or "Marshes" did not agree: "Die eigenen Regeln"
    assert summary("de", "tag3").endswith(" Die eigenen Regeln stehen nicht in den verwendeten "
                                          "Regeln und werden nicht gespielt.")
    assert ("Startbereit-Marker auf C3 außerhalb eines Flugplatzes oder Flugzeugträgers: Das "
            "Spiel spielt sie nicht.") in written("de")
    book = load(DATA / "book" / "pont-sainte-colombe.m44").scenario
    labels = {lang: [e.label for g in briefing_content(book, lang).legend for e in g.entries]
              for lang in ("en", "fr")}
    assert "US Special Forces with badge: French Resistance" in labels["en"]
    assert "Forces spéciales américaines avec badge\u00a0: Résistance française" in labels["fr"]


def test_proofread_spanish_and_german_phrases() -> None:
    """A pack the pieces need is "requerida por" them ("necesaria por" is no Spanish), and
    they are on the board ("plateau", "Spielplan", "bord") where the word for the map is
    also the word for a card; an option worth a medal "con un valor de" (a "que vale"
    after "secciones 0 y 2" did not agree); German terrain is "Gelände", as the legend's
    heading says."""
    from editor.engine.board import Face
    from editor.engine.scenario import Scenario
    from editor.export.content import packs_needed
    from editor.export.words import words

    assert "Air Pack (requerida por las piezas del mapa)" in briefing_content(untold(),
                                                                             "es").packs
    # the map is the board where "carte", "Karte" and "kaart" are also the Command cards
    # of the same page ("quelle que soit la carte")
    assert "Air Pack (requis par les pièces du plateau)" in briefing_content(untold(),
                                                                            "fr").packs
    assert "Air Pack (von den Teilen auf dem Spielplan benötigt)" in briefing_content(
        untold(), "de").packs
    assert "Air Pack (nodig voor de stukken op het bord)" in briefing_content(untold(),
                                                                            "nl").packs
    assert "medallas de secciones vacías (Eje): secciones 0 y 2, con un valor de 1 medalla" in (
        written("es"))
    winter = Scenario(face=Face.WINTER)
    winter.set_hex(Coord(0, 0), Hex(terrain=Piece("wriver")))
    assert packs_needed(winter, words("de")) == ("Winterspielplan: nicht im Grundspiel",
                                                 "Wintergelände: nicht im Grundspiel")


def test_one_apostrophe_per_table() -> None:
    """Every table writes the straight apostrophe ("l'unité", "dell'Asse"), as the words
    of the map and the names do: three French lines and an Italian one added later had the
    typographic one ("l’unité"), the same page printing both."""
    from editor.export.words import names_table

    names = [n for by_lang in names_table().values() for n in by_lang.values()]
    texts = [(lang, key, text) for lang, table in SENTENCES.items()
             for key, text in table.items()]
    assert [t for t in texts if "’" in t[2]] == []
    assert [n for n in names if "’" in n] == []


def test_german_infinitive_groups_are_set_off_by_commas() -> None:
    """German sets "statt zu kämpfen" off with commas ("Darf, statt zu kämpfen, ...")."""
    groups = [(key, m) for key, text in SENTENCES["de"].items()
              for m in re.finditer(r"(.) statt zu \w+(\W|$)", text)]
    assert groups
    assert [(key, m.group(0)) for key, m in groups
            if m.group(1) != "," or m.group(2) not in (",", ".", "")] == []


def test_dutch_battles_are_strijden_throughout() -> None:
    """The Dutch legend says a unit "strijdt" (battles) in every line; the wire's line
    alone said "vechten" (a "gevecht" is the noun of both)."""
    assert [key for key, text in SENTENCES["nl"].items() if re.search(r"\bvecht", text)] == []


def test_proofread_wire_and_unit_lines() -> None:
    """The wire's line, where a class name meets a verb: "blindés\u00a0: peut l'enlever"
    (plural noun, singular verb; and "l'" for "les barbelés"), "corazzati: può", Spanish
    "retirarlo" for "las alambradas", German "es" for "der Stacheldraht"; the German
    infinitive group takes its commas; the Spanish "Se trata como" reads as "it is about"."""
    from editor.engine.rules import PROFILES, rules_for
    from editor.export.legend import terrain_summary, unit_summary

    wire = {lang: terrain_summary(rules_for("wire"), words(lang)) for lang in LANGUAGES}
    assert ("Infanterie\u00a0: possibilité de les retirer au lieu de combattre\u00a0; "
            "blindés\u00a0: possibilité de les retirer et de combattre.") in wire["fr"]
    assert ("Infanterie darf ihn entfernen, statt zu kämpfen; Panzer darf ihn entfernen und "
            "kämpfen.") in wire["de"]
    assert ("Infantería: posibilidad de retirarlas en lugar de combatir; blindados: "
            "posibilidad de retirarlas y combatir.") in wire["es"]
    assert ("Fanteria: possibilità di rimuoverlo invece di combattere; corazzati: possibilità "
            "di rimuoverlo e combattere.") in wire["it"]
    assert ("Infanterie: mogelijkheid om het te verwijderen in plaats van te strijden; tanks: "
            "mogelijkheid om het te verwijderen en te strijden.") in wire["nl"]
    half_tracks = unit_summary(PROFILES["half_tracks"], w=words("de"))
    assert "Darf, statt zu kämpfen, geschwächte eigene Einheiten" in half_tracks
    assert unit_summary(PROFILES["half_tracks"], w=words("es")).startswith(
        "Cuenta como blindados. ")
    assert "no puede retirar las alambradas" in unit_summary(PROFILES["patrol_cars"],
                                                             w=words("es"))
    # English: one hex is a hex
    assert say("en", "lg_moves_up_to", n=1) == "Moves up to 1 hex."


def test_proofread_exit_and_carrier_lines() -> None:
    """An exit line on no edge hex: French "sur aucun hexagone" wants a "ne" that a line
    without a verb has not, Spanish and Italian likewise read better "off" the edge hexes;
    the Dutch carrier's airplane is "van een model voor vliegdekschepen" and may be "geen
    doelwit"."""
    from editor.export.legend_sentences import LEGEND_SENTENCES

    said = {lang: LEGEND_SENTENCES[lang]["lg_exit_off_edge_all"] for lang in LANGUAGES}
    assert said["fr"].startswith("Ligne de sortie pour {sides} hors des hexagones entiers du "
                                 "bord du plateau\u00a0:")
    assert said["es"].startswith("Línea de salida para {sides} fuera de los hexágonos enteros "
                                 "del borde del tablero:")
    assert said["it"].startswith("Linea di uscita per {sides} fuori dagli esagoni interi del "
                                 "bordo del tabellone:")
    assert LEGEND_SENTENCES["nl"]["lg_air_carrier"] == (
        "Luchtregels: een eigen vliegtuig van een model voor vliegdekschepen ({models}) dat "
        "hier zijn beweging beëindigt, landt; geland kan het geen doelwit zijn.")


def test_german_sections_are_abschnitte() -> None:
    """The option's name says "leere Abschnitte" (the board's sections, as the German rules
    call them); its value said "Sektionen 0 und 2" right after it."""
    assert "Medaillen für leere Abschnitte (Achse): Abschnitte 0 und 2, 1 Medaille wert" in (
        written("de"))
    assert "Sektion" not in written("de")


def test_italian_figures_are_miniature_throughout() -> None:
    """The Italian legend counts "miniature" ("4 miniature", "1 miniatura per 1"); the
    oasis' line alone said "figure perdute"."""
    assert [key for key, text in SENTENCES["it"].items() if re.search(r"\bfigur", text)] == []


def test_french_countryside_is_rase_campagne_throughout() -> None:
    """The rules family "Countryside" is "rase campagne" in the legend ("Routes, comme rase
    campagne"); the Air line on the summary cards' Air check values said "la campagne"."""
    assert "autres que la rase campagne, les aérodromes et les porte-avions" in written("fr")


def test_dutch_sides_are_partijen_throughout() -> None:
    """A side is a "partij" in every Dutch line ("geen partij", "de partij die het
    vasthoudt"); the line on airplanes of an unknown model said "hun kant". The Pacific
    Theater takes its article as the Terrain Pack does ("van het")."""
    assert [key for key, text in SENTENCES["nl"].items() if re.search(r"\bkant\b", text)] == []
    assert say("nl", "mine_deck_PACIFIC") == "de fiches van het Pacific Theater"


def test_italian_sides_are_schieramenti_throughout() -> None:
    """A side is a "schieramento" in every Italian line; the line on airplanes of a model
    the Air Pack lacks said "la loro parte"."""
    assert [key for key, text in SENTENCES["it"].items() if re.search(r"\bparte\b", text)] == []


def test_dutch_armor_is_tanks_throughout() -> None:
    """Dutch names armor "tanks" in its unit names ("Duitse tanks", "Elitetanks", "Doorbraak
    van tanks"), yet the legend's lines said "pantser" ("Geraakt door: pantser en granaten",
    "pantserdoorbraak"): one word in every line, and the lines where the class meets a verb
    agree with the plural ("tanks: mogelijkheid om het te verwijderen", "strijd met −2" as
    German's "Kampf mit")."""
    from editor.engine.rules import PROFILES, rules_for
    from editor.engine.rules.terrain import FAMILIES
    from editor.export.legend import terrain_summary, unit_summary
    from editor.export.words import names_table

    assert [key for key, text in SENTENCES["nl"].items() if "pantser" in text.lower()] == []
    assert [n for n, by in names_table()["names"].items()
            if "pantser" in by.get("nl", "").lower()] == []
    nl = words("nl")
    assert ("Tanks hier: strijd met −2. Dobbelstenen tegen de verdediger: infanterie −1, "
            "tanks −2."
            in terrain_summary(FAMILIES["town"], nl))
    assert ("Infanterie: mogelijkheid om het te verwijderen in plaats van te strijden; tanks: "
            "mogelijkheid om het te verwijderen en te strijden.") in terrain_summary(
                rules_for("wire"), nl)
    armor = unit_summary(PROFILES["armor"], w=nl)
    assert "Geraakt door: tanks en granaten." in armor
    assert "terreinwinst en tankdoorbraak" in armor
    assert unit_summary(PROFILES["half_tracks"], w=nl).startswith("Geldt als tanks. ")


def test_a_dice_count_of_one_has_no_plural_noun() -> None:
    """Sandbags take 1 die from attacking armor: the French, Spanish, Italian and Dutch
    legends printed "blindés −1 dés", "blindados −1 dados", "corazzati −1 dadi", "tanks −1
    dobbelstenen", a plural noun after a count of 1. The dice now head the words ("Dés
    contre le défenseur : infanterie −1, blindés −1"), so no count has a noun to agree
    with (German "Würfel" is the same in the singular and the plural)."""
    from editor.engine.rules import rules_for
    from editor.export.legend import terrain_summary

    for lang in LANGUAGES:
        for name in ("sand", "bunker"):
            text = terrain_summary(rules_for(name), words(lang))
            assert re.search(r"−1\b", text), (lang, text)
            assert not re.search(r"−1 (dés|dados|dadi|dobbelstenen)\b", text), (lang, text)


def test_the_english_legend_reads_as_the_rules_do() -> None:
    """Found by the leftovers6 audit: the English legend kept what the other languages had
    lost, "armor −1 dice" (a plural after a count of 1), under "Defender:", which read as
    the defender's own infantry and armor; and a hedgerow's "enter only from an adjacent
    hex" had no subject among clauses that have one. The dice head the words as in the
    other languages ("Battle dice against a unit here: infantry −1, armor −1", the rules'
    "terrain Battle dice reduction", I:-1, A:-1), and units enter."""
    from editor.engine.rules import rules_for
    from editor.export.legend import terrain_summary

    for name in ("sand", "bunker", "hills", "woods", "wbunker"):
        text = terrain_summary(rules_for(name))
        assert "Battle dice against a unit here" in text, (name, text)
        assert not re.search(r"−1 dice\b|Defender", text), (name, text)
    assert "Battle dice against a unit here: infantry −1, armor −1, from lower ground " \
           "only." in terrain_summary(rules_for("hills"))
    assert "Battle dice against a unit here of the side that may claim it: infantry −1, " \
           "armor −2. Blocks line of sight. Units here may ignore 1 flag (those of the side " \
           "that may claim it)." in terrain_summary(rules_for("bunker"))
    assert "; units may enter only from an adjacent hex where their move began; " in \
        terrain_summary(rules_for("hedgerow"))


def test_of_them_leaves_the_kind_agreeing_with_its_objective() -> None:
    """"Objectif de médaille … : temporaire, pour 3 d'entre eux, tenu à la majorité …" put
    a singular "tenu" right after a count of 3 (Italian "per 3 di essi, tenuto", Spanish "en
    3 de ellos, mantenido"). The kind now comes first, agreeing with the line's objective as
    when all hold it, and how many of them after it, in brackets."""
    for lang, kind, some in (("fr", "tenu au début du tour", " (pour 3 d'entre eux)"),
                             ("es", "mantenido al inicio del turno", " (en 3 de ellos)"),
                             ("it", "tenuto all'inizio del turno", " (per 3 di essi)")):
        assert say(lang, "lg_kind_turn_start") == kind
        assert say(lang, "lg_some", n=3, kind=kind) == kind + some


def test_exit_markers_that_name_no_side_agree_with_the_marker() -> None:
    """The count of exit markers that name no side is of markers ("Marqueur de sortie",
    "Segnalino di uscita", masculine): French and Italian said "pas jouée(s)", "non
    giocata/e", as if of the line."""
    assert say("fr", "lg_exit_sideless", n=1).endswith("\u00a0: pas joué.")
    assert say("fr", "lg_exit_sideless", n=2).endswith("\u00a0: pas joués.")
    assert say("it", "lg_exit_sideless", n=1).endswith(": non giocato.")
    assert say("it", "lg_exit_sideless", n=2).endswith(": non giocati.")


def test_not_in_the_rules_used_nor_played_has_both_its_verbs() -> None:
    """"Ses propres règles ne sont pas dans les règles utilisées, ni jouées", "non sono nelle
    regole usate, né giocate": a "ni"/"né" that hangs off a verb of the other half; each
    half now has its verb ("ne figurent pas … et ne sont pas jouées"), the short forms are
    "ni utilisées ni jouées"."""
    for lang in ("fr", "es", "it"):
        for key in ("lg_unplayed", "lg_behavior_unplayed", "lg_supply_trucks"):
            assert not re.search(r", (ni|né) ", SENTENCES[lang][key]), (lang, key)
    assert SENTENCES["fr"]["lg_unplayed"] == ("Ses propres règles ne figurent pas dans les "
                                              "règles utilisées et ne sont pas jouées.")


def test_a_hex_of_the_tiles_needs_no_article() -> None:
    """Sandbags on hills said "Sur collines, les protections ne s'additionnent pas" (Spanish
    "En colinas", Italian "Su colline"): a plural name wants an article there, which the
    names printed inside a line do not have. The line says "on a hex of" them."""
    for lang, start in (("fr", "Sur un hexagone de collines, "),
                        ("es", "En un hexágono de colinas, "),
                        ("it", "Su un esagono di colline, ")):
        for key in ("lg_best_protection", "lg_best_protection_flag"):
            tiles = words(lang).name_in_text("Hills")
            assert say(lang, key, tiles=tiles).startswith(start), (lang, key)


def test_landing_craft_lines_say_in_effect_and_retreat_reflexively() -> None:
    """German said "Landungsboot-Regeln (Air Pack) für die Einheiten an Bord" without the
    "in effect" of the English and of its own Air line ("Luftregeln (Air Pack) in Kraft");
    Dutch "mag terugtrekken naar oceaanhexen" wants the reflexive "zich terugtrekken"."""
    assert SENTENCES["de"]["landing_craft"].startswith("Landungsboot-Regeln (Air Pack) in Kraft ")
    assert "mag zich terugtrekken naar oceaanhexen" in SENTENCES["nl"]["landing_craft"]


def test_one_thing_has_one_name_in_the_sentences_and_the_names() -> None:
    """The Air rules are "règles Air" in the French sentences ("Règles Air (Air Pack) en
    vigueur", "les règles Air désactivées") but were "règles aériennes" in the names of the
    rules a text names; the Air Strikes rules were "Règles des Frappes aériennes" (Spanish
    "Ataques aéreos", Italian "Attacchi aerei", capitalised) beside the option's name
    "Règles des frappes aériennes"; the option whose exiting infantry is worth 2 medals
    said "compte", "cuenta", "conta", "zählt", "telt" where the exits' own lines say what a
    unit leaving "earns" ("rapporte", "otorga", "fa guadagnare", "bringt", "levert ... op")."""
    from editor.export.words import names_table

    names = names_table()["names"]
    assert "aérienne" not in names["air rules"]["fr"]
    assert [k for k, text in SENTENCES["fr"].items() if "règles aériennes" in text.lower()] == []
    for lang, earns in (("fr", "rapporte"), ("es", "otorga"), ("it", "fa guadagnare"),
                        ("de", "bringt"), ("nl", "levert")):
        assert SENTENCES[lang]["air_strikes_axis"].startswith(
            names["Air Strikes rules"][lang] + ":") or SENTENCES[lang][
                "air_strikes_axis"].startswith(names["Air Strikes rules"][lang] + "\u00a0:")
        assert earns in SENTENCES[lang]["exits"]
        assert earns in names["Exiting infantry counts 2 medals"][lang], lang


def test_spanish_objectives_held_at_the_turn_start_need_no_agreement() -> None:
    """"c8, e8, a mantener al inicio del turno" (a gallicism, Fundéu) follows one
    objective or several: "si se mantiene" agrees with either."""
    assert say("es", "turn_start") == ", si se mantiene al inicio del turno del jugador"


def test_tiles_whose_names_hold_an_and_are_told_apart() -> None:
    """Sandbags in a village and on a hill: "Sur un hexagone de villes et villages et
    collines" (German "wie Städte und Dörfer und Hügel", Spanish "ciudades y pueblos y
    colinas") ran the names into one; the last is now joined by "or", each hex being one of
    them ("... de villes et villages ou de collines")."""
    from editor.engine.board import Coord as C
    from editor.engine.scenario import Scenario
    from editor.export.legend import legend

    s = Scenario()
    s.set_hex(C(2, 2), Hex(terrain=Piece("buildings"), obstacle=Piece("sand")))
    s.set_hex(C(2, 4), Hex(terrain=Piece("hills"), obstacle=Piece("sand")))
    said = {lang: next(e.summary for g in legend(s, w=words(lang)) for e in g.entries
                       if e.name == "sand") for lang in LANGUAGES}
    told = {"fr": "Sur un hexagone de villes et villages ou de collines,",
            "de": "Im selben Feld wie Städte und Dörfer oder Hügel",
            "es": "En un hexágono de ciudades y pueblos o de colinas,",
            "it": "Su un esagono di città e villaggi o di colline,",
            "nl": "Op steden en dorpen of heuvels"}
    assert [lang for lang, words_ in told.items() if f" {words_} " not in said[lang]] == []


def test_german_expansions_after_des_take_the_genitive_s() -> None:
    """German said "nach den Auswahlrichtlinien des Air Pack", "die Marker des Terrain
    Pack": a masculine or neuter noun after "des" takes its genitive -s, a foreign product
    name too ("des Air Packs", "des Pacific Theaters"); the product name stays whole in
    it."""
    from editor.engine.packs import PACKS

    names = "|".join(re.escape(name) for name in PACKS.values())
    assert [key for key, text in SENTENCES["de"].items()
            if re.search(rf"\bdes ({names})\b(?!s)", text)] == []
    assert "nach den Auswahlrichtlinien des Air Packs" in SENTENCES["de"]["air_guidelines"]


def test_a_crossing_named_inside_a_line_stands_in_brackets() -> None:
    """A river only under a bridge said "Ici seulement sous pont", "Hier nur unter Brücke",
    "Aquí solo bajo puente": a common noun with no article, which the names printed inside
    a line do not carry. The crossing's name now stands in brackets after a noun that has
    one ("Ici seulement sous un passage (pont)")."""
    for lang in LANGUAGES:
        line = say(lang, "lg_crossed", crossings=words(lang).name_in_text("Bridge"))
        assert f"({words(lang).name_in_text('Bridge')})" in line, (lang, line)


def test_either_side_s_sudden_death_is_won_by_the_player_who_holds() -> None:
    """"Morte improvvisa: ciascun giocatore vince subito tenendo G1", "elk van beide spelers
    wint meteen door G1 vast te houden" read "each player wins": the winner is the player
    who holds the hexes, as the English "Either player wins at once holding G1" means
    (Spanish "cualquiera de los jugadores", German "Jeder ..., wenn er G1 hält" say it)."""
    assert say("it", "sudden_death_either", held="G1") == (
        "Morte improvvisa: vince subito il giocatore che tiene G1")
    assert say("nl", "sudden_death_either", held="G1") == (
        "Onmiddellijke overwinning: de speler die G1 vasthoudt, wint meteen")


def test_dutch_units_go_into_a_hex() -> None:
    """Dutch said "eenheden die erin trekken moeten stoppen" ("pull into it"): a unit goes
    into a hex ("er binnengaan"), leaves it ("er vertrekken"), a vehicle drives onto a
    railway ("erop rijden"), and a comma parts the relative clause's verb from the main
    one where they meet ("die er binnengaan, moeten stoppen")."""
    assert [key for key, text in SENTENCES["nl"].items() if re.search(r"\ber(in|uit|op) trekken\b",
                                                                      text)] == []
    assert SENTENCES["nl"]["lg_enter_stop"] == "eenheden die er binnengaan, moeten stoppen"


#: The plural nouns each language counts, which never follow a count of 1.
PLURALS = {
    "fr": r"hexagones|unités|médailles|cartes|figurines|marqueurs|largages|dés",
    "de": r"Felder|Feldern|Einheiten|Medaillen|Befehlskarten|Figuren|Absprünge",
    "es": r"hexágonos|unidades|medallas|cartas|figuras|marcadores|lanzamientos|dados",
    "it": r"esagoni|medaglie|carte|miniature|segnalini|lanci|dadi",
    "nl": r"hexen|eenheden|medailles|Bevelkaarten|figuren|markers|luchtlandingen|dobbelstenen",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_count_of_one_is_said_in_the_singular(lang: str) -> None:
    """Every counted sentence said with 1 (its ``_1`` entry, French's 0 too) has no plural
    noun after its count: "1 carte Commandement", "1 Feld", "1 esagono" (German "Marker" is
    the same word for one and many)."""
    wrong = []
    for key, text in SENTENCES[lang].items():
        if not key.endswith("_1"):
            continue
        said = text.format_map({name: "X" for name in placeholders(text)} | {"n": 1})
        if re.search(rf"\b1 ({PLURALS[lang]})\b", said):
            wrong.append((key, said))
    assert wrong == []
    assert say(lang, "take_cards", player="P", n=1) != say(lang, "take_cards", player="P", n=2
                                                             ).replace("2", "1")
