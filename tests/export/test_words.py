"""A translated briefing names the pieces in its own language (editor/export/names.json,
read by :meth:`editor.export.words.Words.name` and :meth:`~editor.export.words.Words.behavior`):
every name of the catalog and the rules engine a briefing can print has its words in French,
German, Spanish, Italian and Dutch, and the legends of the samples and the test book print
none of the English ones but in English."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from editor.engine.board import BoardType

from editor.engine.catalog import CATALOG
from editor.engine.checks.text import OVERLORD_RULES, SPECIAL_RULES
from editor.engine.rules import FAMILIES, PROFILES
from editor.engine.scenario import Hex, Piece, Scenario, Tag, Unit
from editor.export.content import briefing_content, option_label, option_words
from editor.export.legend import catalog_label
from editor.export.sentences import SENTENCES
from editor.export.words import NAMED_LANGUAGES, names_table, words
from editor.io.m44 import load

from ..conftest import DATA, SCENARIOS

LANGUAGES = ("fr", "de", "es", "it", "nl")
SAMPLE = next(p for p in SCENARIOS if p.name == "hedgerow-crossroads.m44")
BOOK = sorted((DATA / "book").glob("*.m44"))


def printable_names() -> set[str]:
    """Every English name a briefing can print: the catalog's labels of its items (as the
    legend says them, without their notes), the rules families a piece plays as, the
    profiles a unit plays as, the rule options' labels (with and without the side the
    value may say), the special rules a text names that the engine does not play, and the
    Command cards a unit's line says never order it."""
    return ({catalog_label(name) for name in CATALOG}
            | {rules.label for rules in FAMILIES.values()}
            | {profile.label for profile in PROFILES.values()}
            | {card for profile in PROFILES.values() for card in profile.not_ordered_by}
            | {option_label(key, side) for key in CATALOG.options for side in (False, True)}
            | {name for _, name in SPECIAL_RULES} | {OVERLORD_RULES})


def test_every_name_a_briefing_can_print_has_its_words_in_every_language() -> None:
    """A name the table lacks falls back to English, silently: none may be left out, and
    the table holds no name nothing prints (a catalog label changed leaves none behind)."""
    table = names_table()
    assert NAMED_LANGUAGES == LANGUAGES
    printable = printable_names()
    assert len(printable) > 200
    assert sorted(printable - set(table["names"])) == []
    assert sorted(set(table["names"]) - printable) == []
    behaviors = set(CATALOG.behaviors)
    assert sorted(behaviors ^ set(table["behaviors"])) == []
    for part in table.values():
        for english, said in part.items():
            assert set(said) == set(LANGUAGES), english
            assert all(text.strip() == text and text for text in said.values()), english


def test_every_language_has_its_headings_phrases_months_nations_fronts_and_name() -> None:
    """The tables of editor/export/words.py fall back to English, silently (a month, a
    nation), or fail only when a briefing needs the missing word (a heading); and the export
    dialog offers a language it has no name for as one "with headings in English"
    (docs/BRIEFING.md, "Adding a language")."""
    from editor.engine.scenario import COUNTRIES, FRONTS
    from editor.export import words as tables
    from editor.ui.export_actions import _LANGUAGE_NAMES

    for lang in LANGUAGES:
        where = f"{lang!r} in editor/export/words.py"
        assert set(tables._HEADINGS.get(lang, {})) == set(tables._HEADINGS["en"]), \
            f"_HEADINGS of {where}"
        assert set(tables._PHRASES.get(lang, {})) == set(tables._PHRASES["en"]), \
            f"_PHRASES of {where}"
        assert len(tables._MONTHS.get(lang, ())) == 12, f"_MONTHS of {where}"
        assert set(tables._NATIONS.get(lang, {})) >= set(tables._NATIONS["fr"]), \
            f"_NATIONS of {where}"
        assert set(tables._FRONTS.get(lang, {})) == set(FRONTS), f"_FRONTS of {where}"
        assert lang in _LANGUAGE_NAMES, f"{lang!r} in _LANGUAGE_NAMES of editor/ui/export_actions.py"
    assert set(tables._NATIONS["fr"]) <= set(COUNTRIES)


def test_a_name_the_table_lacks_is_english_and_english_is_the_catalog_s() -> None:
    assert words("fr").name("Badge 99") == "Badge 99"
    # "xx": no language's code (one we have no words for yet may be added: pt, pl...)
    assert words("xx").name("Forests") == words("en").name("Forests") == "Forests"
    assert words("fr-CA").name("Forests") == "Forêts"
    assert words("en").behavior("IMPASSABLE_BLOCKING_HILL") == "impassable blocking hill"
    assert words("de").behavior("NO_SUCH_BEHAVIOR") == "no such behavior"


def labels(path: object, lang: str) -> list[str]:
    s = load(str(path)).scenario
    return [e.label for g in briefing_content(s, lang).legend for e in g.entries]


def test_the_french_and_german_legends_name_the_pieces_in_their_language() -> None:
    """Hedgerow Crossroads in French read "Forests", "Churches, comme Town or village",
    "German Infantry", "Objective medal, Allies": the names of an official French
    scenario are French throughout, those of a German one German. Inside a line a name is
    written as the language writes it there ("comme Ville ou village" had a capital French
    gives no common noun), and a line does not say a piece plays as what it has just named
    ("Rivières et cours d'eau (gué), comme Gué")."""
    fr, de = labels(SAMPLE, "fr"), labels(SAMPLE, "de")
    for label in ("Forêts", "Haies", "Collines", "Villes et villages",
                  "Églises, comme ville ou village", "Rivières et cours d'eau",
                  "Rivières et cours d'eau (gué)", "Routes, comme rase campagne",
                  "Pont", "Infanterie allemande", "Blindés allemands",
                  "Blindés d'élite allemands avec badge", "Artillerie allemande",
                  "Infanterie américaine", "Blindés américains", "Artillerie américaine",
                  "Badge des forces spéciales allemandes / de l'Axe (élite)",
                  "Objectif de médaille, Alliés", "Objectif de médaille, Axe"):
        assert label in fr, label
    for label in ("Wälder", "Hecken", "Hügel", "Städte und Dörfer",
                  "Kirchen, wie Stadt oder Dorf", "Flüsse und Wasserläufe (Furt)", "Straßen, wie offenes Gelände",
                  "Deutsche Infanterie", "Deutsche Panzer", "Deutsche Elite-Panzer mit Abzeichen",
                  "US-Infanterie", "US-Panzer", "US-Artillerie", "Medaillenziel, Alliierte"):
        assert label in de, label
    assert not any(label.endswith((", comme Gué", ", wie Furt")) for label in fr + de)
    s = load(str(SAMPLE)).scenario
    badge = next(e for g in briefing_content(s, "fr").legend for e in g.entries
                 if e.name == "badge4")
    assert badge.summary.startswith("Marque 1 unité\u00a0: blindés d'élite allemands.")


def test_a_unit_s_kind_and_behavior_and_an_option_s_label_are_said_in_the_language() -> None:
    """What a unit plays as (the French Resistance of Pont-Sainte-Colombe), a piece's
    behavior, the rule options the engine does not play and the rules a text names are
    names too."""
    book = DATA / "book" / "pont-sainte-colombe.m44"
    assert "Forces spéciales américaines avec badge\u00a0: Résistance française" in labels(
        book, "fr")
    s = load(str(DATA / "book" / "hauteville-la-forge.m44")).scenario
    rules = {sec.key: sec.text for sec in briefing_content(s, "de").sections}["rules"]
    assert rules.endswith("nicht spielt: Sonderfelder von Höhe 317: m6, n6, N5; Neumischen des "
                          "Stapels; Versorgungszug (Achse): zweimal 1 Einheit, Einheit "
                          "(Züge, Befehle erst ab Zug 3).")
    assert ": Overlord-Befehlsregeln.\n\n" in rules
    assert "Colline (escarpement côtier)" not in labels(DATA / "book" / "gravelle-beach.m44",
                                                       "it")
    assert "Colline (falesia)" in labels(DATA / "book" / "gravelle-beach.m44", "it")


def _english_names_in(text: str, lang: str) -> list[str]:
    """The English names printed in ``text`` of a briefing in ``lang`` whose words in the
    language differ (as whole words: "Hills" is no part of "Collines")."""
    table = names_table()["names"]
    return [english for english, said in table.items()
            if said[lang] != english and len(english) > 4
            and re.search(rf"(?<!\w){re.escape(english)}(?!\w)", text)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_name_is_left_in_english_in_the_legends_of_the_samples_and_the_book(
        lang: str) -> None:
    """The legends (labels and summaries) and the lines the briefing adds to the Special
    Rules, of every sample and every scenario of the test book. The check is not empty: the
    English briefings print many of the names."""
    def printed(code: str) -> str:
        heads = tuple(SENTENCES[code][key].split("{")[0] for key in ("unplayed_rules",
                                                                     "options"))
        text = []
        for path in [*SCENARIOS, *BOOK]:
            c = briefing_content(load(str(path)).scenario, code)
            text += [f"{e.label} {e.summary}" for g in c.legend for e in g.entries]
            text += [p for sec in c.sections if sec.key == "rules"
                     for p in sec.text.split("\n\n") if p.startswith(heads)]
        return "\n".join(text)

    assert len(_english_names_in(printed("en"), lang)) > 60
    assert _english_names_in(printed(lang), lang) == []


#: A code of the file printed as it is: a word with an underscore, or camelCase.
RAW_CODE = re.compile(r"\w_\w|\b[a-z]+[A-Z]\w*")


def every_behavior() -> Scenario:
    """A standard board with every behavior of the catalog on a hill, a unit and a
    marker, and carried by the rule options that carry one: an air drop (its units', and
    its unit's), the Axis's armor breakthrough and a supply train's unit."""
    s = Scenario(board_type=BoardType.STANDARD)
    coords = iter(s.board.coords)
    for b in CATALOG.behaviors:
        s.set_hex(next(coords), Hex(terrain=Piece("hills", behavior=b),
                                    unit=Unit("infger", behavior=b)))
        s.set_hex(next(coords), Hex(tags=(Tag("tag9", behavior=b),)))
    s.game_info = replace(s.game_info, options={
        "airdrop": {"side": "ALLIES", "nbr_units": 2, "behavior": "IS_WITTMANN",
                    "unit": {"name": "infus", "behavior": "GERMAN_2VICTANK"}},
        "armor_breakthrough_rules": {"AXIS": {"nbr_units": 2, "name": "tankger",
                                              "behavior": "ARMOR_MOVE_TWO"}},
        "supply_train_rules": {"side": "AXIS", "nbr_units": [1],
                               "unit": {"name": "wagon", "behavior": "CAN_IGNORE_ONE_FLAG"}},
    })
    return s


@pytest.mark.parametrize("lang", ("en", *LANGUAGES))
def test_no_printed_line_says_a_code_of_the_file_as_it_is(lang: str) -> None:
    """The behaviors a rule option carries were printed as the file's codes in every
    language ("Parachutage (Alliés)\u00a0: Is wittmann, … (Infanterie américaine, German
    2victank)"): they are said in the words the legend gives them. No legend line nor line
    the briefing adds to the Special Rules, of the samples, the test book and a map of
    every behavior, says a code of the file as it is (an underscore word, camelCase), and
    none in another language than English says a behavior in the English words of its
    code."""
    english = [c.replace("_", " ").lower() for c in CATALOG.behaviors]
    heads = tuple(SENTENCES[lang][key].split("{")[0] for key in ("unplayed_rules", "options"))
    for s in [*(load(str(p)).scenario for p in [*SCENARIOS, *BOOK]), every_behavior()]:
        c = briefing_content(s, lang)
        lines = [f"{e.label} {e.summary}" for g in c.legend for e in g.entries]
        lines += [p for sec in c.sections if sec.key == "rules"
                  for p in sec.text.split("\n\n") if p.startswith(heads)]
        for line in lines:
            assert not RAW_CODE.search(line), line
            if lang != "en":
                assert not [code for code in english if code in line.lower()], line
    # every behavior an option may carry, in the words of the language
    for b in CATALOG.behaviors:
        said = option_words("airdrop", {"side": "ALLIES", "behavior": b,
                                        "unit": {"name": "infus", "behavior": b}}, words(lang))
        assert not RAW_CODE.search(said), said
        if lang != "en":
            assert b.replace("_", " ").lower() not in said.lower(), said


#: The command cards the legend names inside a line (a Half-track's "Never ordered by ...").
CARDS = ("Behind Enemy Lines", "Dig-In", "Medics & Mechanics", "Infantry Assault", "Move Out!")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_command_card_keeps_its_title_inside_a_line(lang: str) -> None:
    """A card is named by its title, capital and all, wherever it stands: the Half-tracks'
    legend line of the book's Lindemaar Crossing (a US vehicle) read in French "Ne reçoit
    jamais d'ordre des cartes Derrière les lignes ennemies, Retranchement…", which the test
    below took for names written with a capital the language does not give them inside a
    line, as their ``name_in_text`` lowered them. Found by the book3 audit."""
    w = words(lang)
    assert [w.name_in_text(card) for card in CARDS] == [w.name(card) for card in CARDS]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_name_inside_a_line_is_written_as_the_language_writes_it_there(lang: str) -> None:
    """French read "Infanterie allemande avec Badge de mortier (SWA)", "Marque 2 unités
    : Artillerie allemande, Artillerie britannique", "Sur Villes et villages et Églises,
    les protections…", "Ici seulement sous Pont": a capital the language gives no common
    noun inside a line. A name of the table is printed with a capital only where a line or
    a sentence begins, or where the language keeps it there (:meth:`Words.name_in_text`:
    "Résistance française", Dutch "Duitse infanterie", German nouns), in the legends and
    the Special Rules' lines of the samples and the test book."""
    w = words(lang)
    lowered = {w.name(e): w.name_in_text(e) for e in names_table()["names"]}
    capitals = [re.compile(rf"(?<!^)(?<!\. )(?<!\w){re.escape(name)}(?!\w)")
                for name, inside in lowered.items() if name != inside]
    heads = tuple(SENTENCES[lang][key].split("{")[0] for key in ("unplayed_rules", "options"))
    wrong = set()
    for path in [*SCENARIOS, *BOOK]:
        c = briefing_content(load(str(path)).scenario, lang)
        lines = [text for g in c.legend for e in g.entries for text in (e.label, e.summary)]
        lines += [p for sec in c.sections if sec.key == "rules"
                  for p in sec.text.split("\n\n") if p.startswith(heads)]
        wrong |= {line for line in lines if any(c.search(line) for c in capitals)}
    assert sorted(wrong) == []
    assert len(capitals) > 30


def test_czech_hedgehogs_are_called_as_the_rules_call_them() -> None:
    """Days of Wonder's French rules call the obstacle "Hérissons tchèques", as the
    Spanish, Italian and Dutch names say "checos", "cechi", "Tsjechische"; the French name
    alone said "Hérissons", and a piece playing as them read "comme hérissons"."""
    from editor.export.words import words

    assert words("fr").name("Hedgehogs") == "Hérissons tchèques"
    assert words("fr").name_in_text("Hedgehogs") == "hérissons tchèques"


def _all_packs_but_eastern_and_a_red_army_unit() -> Scenario:
    """Every expansion named but Eastern Front, which a Red Army unit needs (inferred)."""
    from editor.engine.board import Coord
    from editor.engine.packs import PACKS

    s = Scenario()
    s.packs = {k: 1 for k in PACKS if k != "eastern"}
    s.set_hex(Coord(0, 4), Hex(unit=Unit("infru")))
    return s


@pytest.mark.parametrize("lang", ("en", *NAMED_LANGUAGES))
def test_the_expansions_keep_their_product_names_in_every_language(lang: str) -> None:
    """The expansions are printed by their English product names in every language (found
    by the textcheck audit: they stayed English in the other languages' briefings; no source
    of ours gives an edition's name in another language, so the English proper name is the
    reading, docs/BRIEFING.md), the words around them in the briefing's language."""
    w = words(lang)
    inferred = {"en": "needed by the pieces on the map",
                "fr": "requis par les pièces du plateau",
                "de": "von den Teilen auf dem Spielplan benötigt"}
    content = briefing_content(_all_packs_but_eastern_and_a_red_army_unit(), lang)
    assert content.packs == (
        "Terrain Pack", "Pacific Theater", "Air Pack", "Mediterranean Theater", "Battle Map",
        "Campaign Book", "Winter Wars", f"Eastern Front ({w.phrase('inferred')})")
    if lang in inferred:
        assert content.packs[-1] == f"Eastern Front ({inferred[lang]})"


def test_an_expansion_s_localized_name_is_the_one_the_briefing_prints(monkeypatch) -> None:
    """A product name that a source gives for a language (:data:`PACK_NAMES`) is printed in
    that language's list of expansions, named or inferred; the others keep the English."""
    from editor.export import words as words_module

    monkeypatch.setitem(words_module.PACK_NAMES, "fr", {"eastern": "Front Est (édition)",
                                                        "air": "Pack Air (édition)"})
    packs = briefing_content(_all_packs_but_eastern_and_a_red_army_unit(), "fr").packs
    assert "Pack Air (édition)" in packs and "Air Pack" not in packs
    assert packs[-1] == "Front Est (édition) (requis par les pièces du plateau)"
    assert briefing_content(_all_packs_but_eastern_and_a_red_army_unit(), "de").packs[2] == \
        "Air Pack"


@pytest.mark.parametrize("lang", NAMED_LANGUAGES)
def test_the_sentences_name_each_expansion_as_the_list_of_expansions_does(lang: str) -> None:
    """A sentence naming an expansion ("Règles Air (Air Pack) en vigueur.", "les jetons du
    Terrain Pack") names it as the briefing's list of expansions does in that language
    (:meth:`Words.pack`): a product name given for a language is given to its sentences
    too."""
    from editor.engine.packs import PACKS

    w = words(lang)
    named = [(key, english, k) for key, english in PACKS.items()
             for k, sentence in SENTENCES["en"].items() if english in sentence]
    assert {key for key, _e, _k in named} >= {"air", "terrain", "pacific"}
    assert [(key, k) for key, _e, k in named if w.pack(key) not in SENTENCES[lang][k]] == []
