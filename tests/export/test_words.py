"""A translated briefing names the pieces in its own language (editor/export/names.json,
read by :meth:`editor.export.words.Words.name` and :meth:`~editor.export.words.Words.behavior`):
every name of the catalog and the rules engine a briefing can print has its words in French,
German, Spanish, Italian and Dutch."""

from __future__ import annotations

from editor.engine.catalog import CATALOG
from editor.engine.checks.text import OVERLORD_RULES, SPECIAL_RULES
from editor.engine.rules import FAMILIES, PROFILES
from editor.export.content import option_label
from editor.export.legend import catalog_label
from editor.export.words import NAMED_LANGUAGES, names_table, words


LANGUAGES = ("fr", "de", "es", "it", "nl")


def printable_names() -> set[str]:
    """Every English name a briefing can print: the catalog's labels of its items (as the
    legend says them, without their notes), the rules families a piece plays as, the
    profiles a unit plays as, the rule options' labels (with and without the side the
    value may say), and the special rules a text names that the engine does not play."""
    return ({catalog_label(name) for name in CATALOG}
            | {rules.label for rules in FAMILIES.values()}
            | {profile.label for profile in PROFILES.values()}
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


def test_a_name_the_table_lacks_is_english_and_english_is_the_catalog_s() -> None:
    assert words("fr").name("Badge 99") == "Badge 99"
    assert words("pt").name("Forests") == words("en").name("Forests") == "Forests"
    assert words("fr-CA").name("Forests") == "Forêts"
    assert words("en").behavior("IMPASSABLE_BLOCKING_HILL") == "impassable blocking hill"
    assert words("de").behavior("NO_SUCH_BEHAVIOR") == "no such behavior"
