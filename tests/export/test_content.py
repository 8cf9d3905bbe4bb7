"""What a briefing says (Qt-free): texts per language with field fallback, the written
briefing and victory of files that have none, rule options, expansions, dates, plain text."""

from __future__ import annotations

import doctest
import importlib

import pytest

from editor.engine.board import Side
from editor.engine.scenario import CUSTOM_IDS, ScenarioText
from editor.export.content import briefing_content, languages, text_field
from editor.export.text import clean, paragraphs
from editor.export.words import format_date, words
from editor.io.m44 import load

from ..conftest import DATA
from .helpers import bluff_landing, place_objectives_and_exits, small, wadi_line


@pytest.mark.parametrize("module", ["editor.export.words", "editor.export.text",
                                    "editor.export.legend", "editor.export.output",
                                    "editor.export.layout", "editor.export.content",
                                    "editor.export.played", "editor.export.fonts"])
def test_doctests(module: str) -> None:
    result = doctest.testmod(importlib.import_module(module))
    assert result.failed == 0


def test_sections_in_the_official_order_and_empty_ones_left_out() -> None:
    c = briefing_content(small(historical="", bibliography="Some book."))
    assert [s.key for s in c.sections] == ["description", "victory", "rules", "bibliography"]
    assert [s.heading for s in c.sections] == ["Briefing", "Conditions of Victory",
                                               "Special Rules", "Bibliography"]


def test_texts_fall_back_field_by_field() -> None:
    s = small()
    s.text["fr"] = ScenarioText(name="Débarquement", historical="Contexte en français.")
    c = briefing_content(s, "fr")
    assert c.title == "Débarquement"
    by_key = {sec.key: sec for sec in c.sections}
    assert by_key["historical"].text == "Contexte en français."
    assert by_key["historical"].heading == "Contexte historique"
    # no French rules: the English ones, never nothing
    assert by_key["rules"].text == "Rules text." and by_key["rules"].lang == "en"
    # a language the file lacks entirely: English texts, and words of that language if known
    de = briefing_content(s, "de")
    assert de.title == "Test Landing" and de.sections[0].heading == "Historischer Hintergrund"
    # no English either: any language present
    only = small()
    only.text = {"nl": ScenarioText(name="Landing", rules="Regels.")}
    assert text_field(only, "fr", "rules") == ("Regels.", "nl")
    assert languages(s) == ["en", "fr"]


def test_briefing_and_victory_written_from_game_info_when_missing() -> None:
    s = small(description="", victory="")
    c = briefing_content(s)
    by_key = {sec.key: sec.text for sec in c.sections}
    assert "Axis player [Germany]: take 4 Command cards." in by_key["description"]
    assert "Allied player [United States]: take 5 Command cards." in by_key["description"]
    assert "The Allied player moves first." in by_key["description"]
    assert "Axis player: 5 Medals." in by_key["victory"]
    assert "Allied player: 6 Medals." in by_key["victory"]


def test_sudden_death_of_the_official_form_is_written_into_the_victory() -> None:
    s = load(DATA / "sudden-death.m44").scenario
    s.text["en"] = ScenarioText(name="No victory text")
    by_key = {sec.key: sec.text for sec in briefing_content(s).sections}
    assert "6 Medals." in by_key["victory"]
    assert "Sudden Death: The Allied player wins at once holding 3 of e6, f6, F5." \
        in by_key["victory"]


def test_rule_options_are_printed_with_the_special_rules() -> None:
    from dataclasses import replace

    s = small()
    s.game_info = replace(s.game_info, options={"blitz_rules": True,
                                                "air_strikes_rules": "ALLIES",
                                                "deck_reshuffling": False})
    rules = {sec.key: sec.text for sec in briefing_content(s).sections}["rules"]
    assert rules.startswith("Rules text.")
    assert "Blitz rules" in rules and "Air Strikes rules (Allies)" in rules
    assert "reshuffling" not in rules


def test_the_air_rules_in_effect_are_said_in_the_briefing() -> None:
    from dataclasses import replace

    s = small()
    s.game_info = replace(s.game_info, options={"air_rules": {
        "sorties": {"ALLIES": 2, "AXIS": 0}, "models": {"ALLIES": "p40"}}})
    rules = {sec.key: sec.text for sec in briefing_content(s).sections}["rules"]
    assert "Air rules (Air Pack) in effect." in rules
    assert "Air Sortie cards face up at the start: Axis 0, Allies 2." in rules
    assert "Allied airplanes: Curtiss P-40 Warhawk (named by the scenario)." in rules
    assert "Axis airplanes: Fieseler Fi 156 Storch (by the Air Pack's selection guidelines)" \
        in rules
    assert "air rules" not in rules.lower().replace("air rules (air pack)", "")
    # what of the Air rules is not played is said (004's Air check values of the terrain)
    assert "does not play the summary cards' Air check values of terrain other than " \
        "countryside, airfields and carriers" in rules
    s.game_info = replace(s.game_info, options={})
    rules = {sec.key: sec.text for sec in briefing_content(s).sections}.get("rules", "")
    assert "Air rules" not in rules


def test_edges_player_1_on_top() -> None:
    c = briefing_content(small())
    assert (c.top.player, c.top.side, c.top.nation, c.top.cards, c.top.medals) == \
        (1, Side.AXIS, "Germany", 4, 5)
    assert (c.bottom.side, c.bottom.nation, c.bottom.moves_first) == \
        (Side.ALLIES, "United States", True)
    assert not c.top.moves_first


def test_expansions_named_and_needed() -> None:
    s = small()
    assert briefing_content(s).packs == ("Base game only",)
    s.packs = {"terrain": 1, "base": 1}
    from editor.engine.board import Coord
    from editor.engine.scenario import Hex, Unit

    s.set_hex(Coord(0, 0), Hex(unit=Unit("infru")))
    assert briefing_content(s).packs == ("Terrain Pack",
                                         "Eastern Front (needed by the pieces on the map)")


def test_winter_pieces_never_print_base_game_only() -> None:
    """A scenario with winter tiles, winter bunkers and frozen rivers printed "Base game
    only", which is false: which expansion provides them is not recorded, but the base game
    has none; the briefing says so, and the winter board too."""
    from editor.engine.board import Coord, Face
    from editor.engine.scenario import Hex, Piece

    s = small()
    s.packs = None
    assert briefing_content(s).packs == ("Base game only",)
    s.set_hex(Coord(2, 2), Hex(terrain=Piece("wforest")))
    s.set_hex(Coord(3, 3), Hex(terrain=Piece("wriver"), rect_terrain=Piece("wbunker")))
    assert briefing_content(s).packs == ("Winter terrain: not in the base game",)
    s.face = Face.WINTER
    assert briefing_content(s).packs == ("Winter board: not in the base game",
                                         "Winter terrain: not in the base game")
    s.set_hex(Coord(4, 4), Hex(rect_terrain=Piece("dbunker")))
    assert briefing_content(s, lang="fr").packs == (
        "Plateau d'hiver\u00a0: absent du jeu de base", "Terrain d'hiver\u00a0: absent du jeu de base",
        "Terrain du désert\u00a0: absent du jeu de base")
    s.packs = {"winterwars": 1, "base": 1}  # named by the file: what the briefing lists
    assert briefing_content(s).packs == ("Winter Wars",)


def test_a_breakthrough_or_overlord_board_never_prints_base_game_only() -> None:
    """tests/data/ai/ridge-breakthrough.m44's briefing said "Base game only" under a
    Breakthrough board, and an Overlord board's said it too, though the base game has
    neither: 001 leaves both out of the base battles, and 000 says an Overlord scenario
    takes "two copies of the game", their boards put together. The board is said as a
    winter board is."""
    from editor.engine.board import BoardType, Face

    assert load(DATA / "ai" / "ridge-breakthrough.m44").scenario.board_type \
        is BoardType.BRKTHRU
    ridge = briefing_content(load(DATA / "ai" / "ridge-breakthrough.m44").scenario)
    assert ridge.packs == ("Breakthrough board: not in the base game",)
    s = small()
    s.packs = None
    s.board_type = BoardType.OVERLORD
    assert briefing_content(s).packs == (
        "Overlord board: two copies of the base game, their boards side by side",)
    assert briefing_content(s, lang="fr").packs == (
        "Plateau Overlord\u00a0: deux exemplaires du jeu de base, plateaux côte à côte",)
    s.board_type, s.face = BoardType.BRKTHRU, Face.WINTER
    assert briefing_content(s, lang="de").packs == (
        "Breakthrough-Spielplan: nicht im Grundspiel", "Winterspielplan: nicht im Grundspiel")
    s.packs = {"eastern": 1}  # named by the file: what the briefing lists
    assert briefing_content(s).packs == ("Breakthrough board: not in the base game",
                                         "Eastern Front")


@pytest.mark.parametrize(("name", "packs"), [
    ("saint-aubert", ("Breakthrough board: not in the base game", "Terrain Pack")),
    ("gravelle-beach", ("Overlord board: two copies of the base game, their boards side by "
                        "side", "Terrain Pack")),
    ("hauteville-la-forge", ("Overlord board: two copies of the base game, their boards "
                             "side by side", "Mediterranean Theater")),
])
def test_the_board_is_said_beside_the_expansions_listed(name: str,
                                                         packs: tuple[str, ...]) -> None:
    """The test book's Saint-Aubert (a Breakthrough board) listed "Terrain Pack" alone, and
    Gravelle Beach (an Overlord board) too: a reader with the base game and that pack has
    neither board, and no expansion of the file's list provides one (a winter board may
    come with the expansion listed, so it is said only when none is). The board is said
    first; not where the file names a Battle Map, which is printed whole."""
    s = load(DATA / "book" / f"{name}.m44").scenario
    assert briefing_content(s).packs == packs
    s.packs = {"battlemap": 1, **(s.packs or {})}
    assert briefing_content(s).packs == ("Battle Map", *packs[1:])


def test_scenario_number_and_title() -> None:
    s = small(name="  Pegasus \n Bridge ")
    s.meta_data["scenario_id"] = 1
    c = briefing_content(s)
    assert c.title == "Pegasus Bridge" and c.number == "Scenario 1"
    s.meta_data["scenario_id"] = CUSTOM_IDS[12345]  # a new scenario's own: not printed
    assert briefing_content(s).number is None
    s.text = {}
    assert briefing_content(s).title == "Untitled scenario"


@pytest.mark.parametrize("begin,end,lang,expected", [
    ("1944-06-06", None, "en", "June 6, 1944"),
    ("1944-06-06", "1944-06-06", "fr", "6 juin 1944"),
    ("1944-12-16", "1945-01-25", "en", "December 16, 1944 – January 25, 1945"),
    ("1944-07-30", "1944-08-02", "de", "30. Juli – 2. August 1944"),
    ("1942-01-09", "1942-01-10", "xx", "January 9–10, 1942"),
    ("June 1944", None, "en", "June 1944"),
    # read as the checks read a date (date-invalid): a time after the day, a month, a year
    ("1944-06-06 00:00:00", "1944-06-07T00:00:00", "en", "June 6–7, 1944"),
    ("1944-06", "1944-08", "fr", "juin 1944 – août 1944"),
    ("1944-07-30", "1944-08-02", "en", "July 30 – August 2, 1944"),
    ("1944-06-06", "1944-08", "en", "June 6, 1944 – August 1944"),  # a day, a month
    ("1944-06", "1944-08-02", "fr", "juin 1944 – 2 août 1944"),
    ("1944-06", "1944-06-10", "en", "June 1944"),
    ("1944", None, "de", "1944"),
    ("1944-06-06junk", None, "en", "1944-06-06junk"),  # no date: printed as written
    ("Spring 1944", "Summer 1944", "en", "Spring 1944 – Summer 1944"),  # both as written
    ("Spring 1944", "Spring 1944", "en", "Spring 1944"),
    (" ", "Summer 1944", "en", "Summer 1944"),
    ("1944-06-06", "Summer 1944", "en", "June 6, 1944 – Summer 1944"),  # an end as written
    ("1944-07-15", "1944-07-14", "en", "July 15, 1944"),  # an end before the start
    # Spanish joins day, month and year with "de"; the French first of a month is "1er"
    ("1944-06-06", None, "es", "6 de junio de 1944"),
    ("1944-07-14", "1944-07-15", "es", "14–15 de julio de 1944"),
    ("1944-07-30", "1944-08-02", "es", "30 de julio – 2 de agosto de 1944"),
    ("1944-12-16", "1945-01-25", "es", "16 de diciembre de 1944 – 25 de enero de 1945"),
    ("1944-06", None, "es", "junio de 1944"),
    ("1944-07-01", None, "fr", "1er juillet 1944"),
    ("1944-07-01", "1944-07-03", "fr", "1er–3 juillet 1944"),
    ("1944-06-30", "1944-07-01", "fr", "30 juin – 1er juillet 1944"),
    (None, None, "en", ""),
])
def test_dates(begin, end, lang, expected) -> None:
    assert format_date(begin, end, lang) == expected


def test_plain_text_cleaning_keeps_markup_as_characters() -> None:
    raw = "a\x00b\r\nc\t<b>d</b>\u2028e\n\n\n<img src='file:///etc/passwd'>"
    assert clean(raw) == "ab\nc <b>d</b>e\n\n\n<img src='file:///etc/passwd'>"
    assert [p.text for p in paragraphs(raw)] == ["ab", "c <b>d</b>e",
                                                 "<img src='file:///etc/passwd'>"]
    assert [p.gap_before for p in paragraphs(raw)] == [False, False, True]


def test_words_for_unknown_languages_are_english() -> None:
    assert words("xx_BR").heading("victory") == "Conditions of Victory"
    assert words("fr-CA").heading("victory") == "Conditions de victoire"
    assert words("it").nation("RU") == "Unione Sovietica"
    assert words("en").nation("XX") == "XX"


def test_landing_craft_are_said_as_the_engine_plays_them() -> None:
    """A barge under a unit on the ocean is the Air Pack's landing craft, which the engine
    plays: the briefing says its rules and the pack, never "no movement or battle
    restriction" (the countryside the barge would be alone)."""
    from dataclasses import replace

    from editor.engine.board import Coord, Face
    from editor.engine.scenario import Hex, Piece, Unit

    s = replace(small(), face=Face.BEACH)
    s.set_hex(Coord(8, 12), Hex(rect_terrain=Piece("barge"), unit=Unit("infus")))
    s.set_hex(Coord(8, 16), Hex(rect_terrain=Piece("barge")))
    c = briefing_content(s)
    rules = {sec.key: sec.text for sec in c.sections}["rules"]
    assert ("Landing Craft rules (Air Pack) in effect for the units aboard at G1: the unit "
            "aboard moves with its craft 1 or 2 hexes through vacant ocean hexes") in rules
    assert "may not battle while aboard, nor in the turn it lands" in rules
    assert "Air Pack (needed by the pieces on the map)" in c.packs
    (barge,) = [e for g in c.legend for e in g.entries if e.name == "barge"]
    assert barge.label == "Barge (landing craft)"
    assert barge.summary == ("Landing craft (Air Pack) carrying 1 unit: its rules are in the "
                             "Special Rules. 1 with no unit on it on the ocean carries "
                             "nothing.")
    # no unit aboard anywhere: no landing craft rules, and the legend says so
    s.set_hex(Coord(8, 12), Hex(rect_terrain=Piece("barge")))
    c = briefing_content(s)
    assert "Landing Craft" not in {sec.key: sec.text for sec in c.sections}["rules"]
    (barge,) = [e for g in c.legend for e in g.entries if e.name == "barge"]
    assert barge.summary.endswith("Not played as a landing craft: no unit on it on the ocean.")


def test_written_victory_says_what_the_engine_plays() -> None:
    """Without a victory text, the conditions are written from the game's own tables: the
    objectives and exits with their medals, and no sudden death the game does not play
    stated as a rule (validate: "not hexes of this board (the game is still played to the
    medals)")."""
    from dataclasses import replace

    from editor.engine.scenario import Victory, VictoryCondition

    s = small(victory="")
    place_objectives_and_exits(s)
    deaths = [{"side": "ALLIES", "number": 1, "group": ["E6"]},        # no hex of the board
              {"side": "AXIS", "number": 1, "group": ["E6", "G1"]}]    # one of the board
    s.game_info = replace(s.game_info, victory=Victory(tuple(
        VictoryCondition("group_sudden_death", d) for d in deaths)))
    victory = {sec.key: sec.text for sec in briefing_content(s).sections}["victory"]
    assert "Axis player: 5 Medals." in victory and "Allied player: 6 Medals." in victory
    assert "Temporary Medal Objective for the Allied player: E5, worth 2 Medals." in victory
    assert "Temporary Medal Objectives for the Axis player: C7; I5." in victory
    assert ("Temporary Majority Medal Objective for the Allied player: 2 of K5, L5, M5."
            in victory)
    assert ("Exit hexes for the Allied player: A9, B9. Each Allied unit that moves off the "
            "board through one of them (with a hex of movement left) is removed and earns a "
            "Medal.") in victory
    assert "holding 1 of E6" not in victory and "wins at once holding E6" not in victory
    assert ("A Sudden Death over E6 is not played: E6 is not a hex of this board; the game "
            "is played to the medals.") in victory
    assert ("Sudden Death: The Axis player wins at once holding G1 (E6 is not a hex of this "
            "board).") in victory


def test_the_exit_legend_says_what_an_exit_earns() -> None:
    from editor.engine.board import Coord
    from editor.engine.scenario import Hex, Tag

    s = small()
    s.set_hex(Coord(0, 2), Hex(tags=(Tag("tag5", behavior="EXIT_MARKER", side=Side.ALLIES),)))
    s.set_hex(Coord(0, 4), Hex(tags=(Tag("tag5", behavior="EXIT_MARKER"),)))
    (exit_entry,) = [e for g in briefing_content(s).legend for e in g.entries
                     if e.name == "tag5"]
    assert "Conditions of Victory say" not in exit_entry.summary
    assert exit_entry.summary == (
        "Exit line for the Allies: a unit of that side on one of its hexes, with a hex of "
        "movement left, may move off the board; it is removed and earns a medal. 1 that "
        "names no side: not played.")


def test_rule_options_are_printed_with_their_values_and_said_not_played() -> None:
    """Options the engine does not play (validate's unplayed-option, simulate's notes) are
    printed with their values in words and said not played; one it plays (Air Strikes with
    the Air rules on) is said once, by the Air lines."""
    from dataclasses import replace

    s = small()
    s.game_info = replace(s.game_info, options={
        "must_have_unit_exit": {"side": "ALLIES", "min_nbr_units": 3},
        "empty_section_medals": {"sections": [0, 2], "side": "AXIS", "count_for": 1},
        "hill317": ["L5", "k4"],
        "airdrop": {"side": "ALLIES", "nbr_units": 2, "unit": {"name": "infus"}},
        "deck_name": "AIR_POWER_AS_ARTILLERY_BOMBARD_DECK"})
    rules = {sec.key: sec.text for sec in briefing_content(s).sections}["rules"]
    assert ("Rule options of the file, which this program's game engine does not play: "
            "Minimum units to exit (Allies): at least 3 units; Empty section medals (Axis): "
            "sections 0 and 2, worth 1 medal; Hill 317 special hexes: L5, k4; Air drop "
            "(Allies): 2 units, unit (US Infantry); Special Deck: Air Power cards played as "
            "Artillery Bombard.") in rules
    assert "_DECK" not in rules
    s.game_info = replace(s.game_info, options={"air_rules": True,
                                                "air_strikes_rules": "ALLIES"})
    rules = {sec.key: sec.text for sec in briefing_content(s).sections}["rules"]
    assert rules.count("Air Strikes") == 1 and "Rule options" not in rules


def test_special_rules_the_engine_does_not_play_are_said_not_played() -> None:
    """Gravelle Beach's Special Rules ("Overlord rules are in effect", "Sea Bluffs",
    "Minefields are in effect") printed as if played: the briefing said only the options
    the engine does not play, where m44 simulate notes the rules too. It says both, each
    once (a rule the options' line names is left to it), in the briefing's language. A rule
    of a piece on the map (Gravelle Beach's BLUFF hills, minefield markers and engineer
    badge) is said at that piece in the legend and left to it, as ``unplayed-rule`` leaves
    it to the map's own findings: the list said them all again. Without the legend, the
    list says them."""
    from dataclasses import replace

    from editor.engine.catalog import CATALOG
    from editor.engine.checks.text import SPECIAL_RULES
    from editor.engine.game.simulate import not_played

    s = load(str(DATA / "book" / "gravelle-beach.m44")).scenario
    rules = {sec.key: sec.text for sec in briefing_content(s).sections}["rules"]
    assert rules.endswith("\n\nRules named above that this program's game engine does not "
                          "play: Overlord command rules.")
    assert "Overlord command rules" in " ".join(not_played(s))
    rules = {sec.key: sec.text
             for sec in briefing_content(s, with_legend=False).sections}["rules"]
    assert rules.endswith("\n\nRules named above that this program's game engine does not "
                          "play: minefields; combat engineers; Overlord command rules; cliffs "
                          "and sea bluffs.")
    rules = {sec.key: sec.text for sec in briefing_content(s, "fr").sections}["rules"]
    assert rules.endswith("Règles nommées ci-dessus que le moteur de jeu de ce programme ne "
                          "joue pas\u00a0: règles de commandement Overlord.")
    # the Red Army's commissar: said by the options' line alone (its snipers and engineers
    # by their badges' lines in the legend)
    s = load(str(DATA / "book" / "krasny-zavod.m44")).scenario
    rules = {sec.key: sec.text for sec in briefing_content(s).sections}["rules"]
    assert rules.endswith("may ignore one flag.\n\nRule options of the file, which this "
                          "program's game engine does not play: Red Army (Allies).")
    # without the option, the rule is said
    s.game_info = replace(s.game_info, options={})
    rules = {sec.key: sec.text for sec in briefing_content(s).sections}["rules"]
    assert rules.endswith("does not play: Red Army commissar rule.")
    # nothing said of rules the engine plays, nor of the Air rules when they are on
    s = small(rules="The Air rules are in effect. Units may retreat.")
    rules = {sec.key: sec.text for sec in briefing_content(s).sections}["rules"]
    assert "Rules named above" in rules and "air rules" in rules
    s.game_info = replace(s.game_info, options={"air_rules": True})
    rules = {sec.key: sec.text for sec in briefing_content(s).sections}["rules"]
    assert "Rules named above" not in rules
    # the names are the check's, and the options real ones
    from editor.engine.checks.text import RULE_OPTIONS

    names = {name for _, name in SPECIAL_RULES}
    assert set(RULE_OPTIONS) <= names
    assert all(key in CATALOG.options or key == "air_rules"
               for keys in RULE_OPTIONS.values() for key in keys)


def test_each_rule_not_played_is_said_once_on_the_sheet() -> None:
    """A scenario whose Special Rules name the sea bluffs and the minefields of its map (and
    reinforcements, which no piece carries): the list ending the Special Rules and the
    legend's lines of the BLUFF hills and the minefield markers both said they were not
    played. A printed sheet says a piece's rule where the reader looks the piece up, at its
    line in the legend; the list keeps the rules no piece says (as ``m44 validate``'s
    unplayed-rule keeps them), in every language; without a legend it says them all."""
    from collections import Counter

    from editor.engine.checks import run_checks
    from editor.export.sentences import SENTENCES

    s = bluff_landing()

    def said(lang: str, with_legend: bool = True) -> Counter[str]:
        """Each rule the sheet says is not played, as many times as it says it: in the list
        ending the Special Rules, and on the legend's lines."""
        c = briefing_content(s, lang, with_legend=with_legend)
        rules = {sec.key: sec.text for sec in c.sections}["rules"]
        head = SENTENCES[lang]["unplayed_rules"].split("{rules}")[0]
        listed = [p[len(head):].rstrip(".").split(SENTENCES[lang]["semicolon"])
                  for p in rules.split("\n\n") if p.startswith(head)]
        assert len(listed) <= 1, rules
        return Counter([r for found in listed for r in found]
                       + [words(lang).name(r) for g in c.legend for e in g.entries
                          for r in e.unplayed_rules])

    for lang in SENTENCES:
        assert said(lang) == {words(lang).name(rule): 1 for rule in (
            "cliffs and sea bluffs", "minefields", "reinforcements")}, lang
        assert said(lang, with_legend=False) == said(lang), lang
    content = briefing_content(s)
    rules = {sec.key: sec.text for sec in content.sections}["rules"]
    assert rules.endswith("The Mont Gris is impassable and blocks line of sight.\n\nRules "
                          "named above that this program's game engine does not play: "
                          "reinforcements.")
    assert "sea bluffs" not in rules.split("\n\n")[-1]
    lines = {e.label: e for g in content.legend for e in g.entries}
    assert lines["Hills (bluff)"].summary.endswith(
        "Not in the rules used, nor played: the sea bluff's own rules for other units.")
    assert lines["Hills (bluff)"].unplayed_rules == {"cliffs and sea bluffs"}
    assert lines["Minefield"].summary == ("Minefield on 4 hexes, laid by the Axis. Its own "
                                          "rules are not in the rules used, nor played.")
    assert lines["Minefield"].unplayed_rules == {"minefields"}
    # no unit may stand on the Mont Gris: no protection is printed for it
    assert lines["Mountains (impassable blocking hill)"].summary == (
        "Impassable to all units. Blocks line of sight.")
    # the list says what m44 validate's unplayed-rule says, beside the map's own findings
    (finding,) = run_checks(s, select=["unplayed-rule"])
    assert "does not play reinforcements, which" in finding.message


def test_a_badge_s_rules_not_played_are_said_at_the_badge() -> None:
    """Krasny Zavod's snipers and engineers, whose badges' lines say their rules are not
    played, were named again in the Special Rules' list; so were the Italian Royal Army
    rules that the Italian army badge's line says come with an option not played. Each is
    said once, at the badge; a rule no badge on the map carries stays in the list."""
    from editor.engine.board import Coord
    from editor.engine.scenario import Hex, Unit

    s = small(rules="The Italian Royal Army rules are in effect. Snipers and Big Guns too.")
    s.set_hex(Coord(2, 6), Hex(unit=Unit("infger", badge="badge38")))
    s.set_hex(Coord(2, 10), Hex(unit=Unit("infger", badge="badge26")))
    content = briefing_content(s)
    rules = {sec.key: sec.text for sec in content.sections}["rules"]
    assert rules.endswith("\n\nRules named above that this program's game engine does not "
                          "play: Big Guns.")
    lines = {e.label: e for g in content.legend for e in g.entries}
    assert lines["Sniper badge (German)"].summary.endswith(
        "Its own rules are not in the rules used, nor played.")
    assert lines["Sniper badge (German)"].unplayed_rules == {"snipers"}
    assert lines["Italian army badge"].summary.endswith(
        "Its rules come with the rule option Italian Royal Army, which this program's game "
        "engine does not play.")
    assert lines["Italian army badge"].unplayed_rules == {"Italian Royal Army rules"}
    assert lines["US special forces badge (Rangers)"].unplayed_rules == frozenset()


def test_an_options_behaviors_and_counts_are_said_in_words() -> None:
    """The behaviors an option's object may carry were printed as their codes in every
    language ("One at time", "Cannot be activated till turn, on turn 2", "Cannot exit"),
    and a list of counts took one plural ("1 and 1 units"): the vocabulary's meanings
    ("drops are made one at a time", "cannot be ordered until option unit.turn", "cannot
    exit the board") are said in the briefing's language, the turn with its behavior, and
    each count with its own noun. A behavior without its turn is said in the legend's
    words for it; an unknown one as written."""
    from editor.export.content import option_words
    from editor.export.sentences import SENTENCES

    drop = {"side": "ALLIES", "nbr_units": 3, "behavior": "ONE_AT_TIME",
            "unit": {"name": "infus", "behavior": "CANNOT_BE_ACTIVATED_TILL_TURN", "turn": 2}}
    assert option_words("airdrop", drop) == (
        "Air drop (Allies): 3 units, one at a time, unit (US Infantry, ordered from turn 2 on)")
    assert option_words("airdrop", drop, words("fr")) == (
        "parachutage (Alliés)\u00a0: 3 unités, un par un, unité (infanterie américaine, "
        "ordres à partir du tour 2)")
    train = {"side": "AXIS", "nbr_units": [1, 2], "unit": {"name": "loco"}}
    assert option_words("supply_train_rules", train, words("de")) == (
        "Versorgungszug (Achse): 1 Einheit und 2 Einheiten, Einheit (Züge)")
    breakthrough = {"AXIS": {"nbr_units": 3, "behavior": "CANNOT_EXIT"}}
    assert option_words("armor_breakthrough_rules", breakthrough) == (
        "Armor Breakthrough: Axis (3 units, without leaving the board)")
    untimed = {"side": "AXIS", "unit": {"name": "infger",
                                        "behavior": "CANNOT_BE_ACTIVATED_TILL_TURN"}}
    assert option_words("airdrop", untimed) == (
        "Air drop (Axis): unit (German Infantry, not ordered before a set turn)")
    unknown = {"side": "AXIS", "unit": {"name": "infger", "behavior": "MY_OWN_RULE"}}
    assert "My own rule" in option_words("airdrop", unknown)
    for lang in SENTENCES:  # no code left in any language
        said = option_words("airdrop", drop, words(lang))
        assert "One at time" not in said and "till turn" not in said.lower(), lang


def test_a_marker_behavior_of_an_options_unit_is_said_as_the_kind_it_makes() -> None:
    """An air drop's unit marked Half-tracks or Patrol Cars (a behavior the reader takes,
    docs/FORMAT.md) was said by its code in English words in every language ("parachutage
    (Alliés) : ..., unité (infanterie américaine, Half tracks)", "Lrdg", "Htrack"), where
    the French Resistance's marker had its words: each marker is said as the kind of unit
    it makes, by the name the legend gives that kind in the language."""
    from editor.export.content import option_words

    def drop(behavior: str, lang: str) -> str:
        return option_words("airdrop", {"side": "ALLIES", "unit": {
            "name": "infus", "behavior": behavior}}, words(lang))

    assert drop("HALF_TRACKS", "en") == "Air drop (Allies): unit (US Infantry, Half-tracks)"
    assert drop("LRDG", "en") == ("Air drop (Allies): unit (US Infantry, Long Range Patrol "
                                  "Cars)")
    assert drop("HTRACK", "fr") == ("parachutage (Alliés)\u00a0: unité (infanterie "
                                    "américaine, semi-chenillés)")
    assert drop("PATROL_CAR", "de") == ("Luftlandung (Alliierte): Einheit (US-Infanterie, "
                                        "Fernspähwagen)")
    assert drop("RESISTANCE", "it").endswith("(fanteria statunitense, Resistenza francese)")
    assert drop("FRENCH_RESISTANCE", "nl").endswith(", Frans verzet)")


def test_each_option_not_played_is_said_once_on_the_sheet() -> None:
    """A file setting the rule options of the Italian Royal Army, of the minefield tokens'
    deck and of blowing a bridge, with Italian army badges, minefields and a bridge that may
    be blown on its map (tests/export/helpers.wadi_line): the options' line of the Special
    Rules said each not played, and so did the lines of the badge, the minefields and the
    bridge. Each is said once, where it belongs on a printed sheet. The Italian Royal Army
    is a switch of the whole scenario, whose rules the badge's units take only with it:
    the options' line says it, and the badge's line names the option and sends the reader
    there. The deck and the way of blowing the bridge only tune the minefields' and the
    bridge's own rules, said at the pieces (the last change: a piece's rule is said at the
    piece): their lines say them, with their values, and the options' line leaves them out;
    without the legend, or without such pieces, it says them all. In every language."""
    from dataclasses import replace

    from editor.engine.board import Coord
    from editor.engine.scenario import Hex
    from editor.export.content import BriefingContent, option_words
    from editor.export.sentences import SENTENCES
    from editor.export.words import Words

    s = wadi_line()
    options = s.game_info.options

    def said(key: str, w: Words) -> str:
        return option_words(key, options[key], w)

    def options_line(c: BriefingContent) -> str:
        rules = {sec.key: sec.text for sec in c.sections}["rules"]
        head = SENTENCES[c.lang]["options"].split("{")[0]
        (line,) = [p for p in rules.split("\n\n") if p.startswith(head)]
        return line

    for lang in SENTENCES:
        w = words(lang)
        c = briefing_content(s, lang)
        assert options_line(c) == w.say("options", options=said("italy_royal_army", w)), lang
        lines = {e.name: e for g in c.legend for e in g.entries}
        badge = lines["badge38"].summary
        option = w.name("Italian Royal Army")
        assert w.say("lg_badge_option_listed", option=option) in badge, lang
        assert w.say("lg_badge_option", option=option) not in badge, lang
        assert lines["badge38"].unplayed_rules == frozenset()
        for key, name in (("mine_deck_name", "tag3"), ("blowbridge_opt2", "bridge")):
            assert lines[name].summary.endswith(
                " " + w.say("lg_piece_options", options=said(key, w))), (lang, key)
            assert lines[name].options == (key,)
            everything = options_line(c) + "".join(e.summary for e in lines.values())
            assert everything.count(said(key, w)) == 1, (lang, key)
        alone = briefing_content(s, lang, with_legend=False)
        assert options_line(alone) == w.say("options", options=w.say("semicolon").join(
            said(key, w) for key in options)), lang
    lines = {e.name: e.summary for g in briefing_content(s).legend for e in g.entries}
    assert lines["badge38"] == (
        "Marks 3 units: German Infantry. What it allows is told in the Special Rules. Its "
        "rules come with the rule option Italian Royal Army, listed with the file's options "
        "in the Special Rules.")
    assert lines["tag3"] == (
        "Minefield on 3 hexes, laid by the Axis. Its own rules are not in the rules used, "
        "nor played. Its rule option in the file is not played either: Minefield token "
        "deck: the Terrain Pack's tokens.")
    assert lines["bridge"].endswith(
        "Not in the rules used, nor played: it may be blown up. Its rule option in the file "
        "is not played either: Blowing up bridge (option 2) (Axis): option 1.")
    # no minefield on the map: its deck stays on the options' line
    for col in (5, 9, 17):
        s.set_hex(Coord(5, col), Hex())
    assert options_line(briefing_content(s)) == (
        "Rule options of the file, which this program's game engine does not play: Italian "
        "Royal Army; Minefield token deck: the Terrain Pack's tokens.")
    # the option not set, and its rules named: the badge's line says them not played
    s.game_info = replace(s.game_info, options={})
    s.text["en"] = replace(s.text["en"], rules="The Italian Royal Army rules are in effect.")
    lines = {e.name: e.summary for g in briefing_content(s).legend for e in g.entries}
    assert lines["badge38"].endswith(
        "Its rules come with the rule option Italian Royal Army, which this program's game "
        "engine does not play.")


def test_special_rules_not_played_are_found_in_a_translated_text() -> None:
    """A French text's road rule ("Routes : ... d'un hexagone supplémentaire", as Hedgerow
    Crossroads' French Special Rules had it), which the engine does not play, was read
    with the English words only: the French briefing did not say it was not played. A
    text is read with the words of its own language too, whatever the briefing's
    language; a text taken in English (the fallback) with the English ones."""
    s = small(rules="The Orvette is impassable except at the bridge.")
    s.text["fr"] = ScenarioText(
        name="Le carrefour", rules="L'Orvette est infranchissable, sauf au pont.\n\nRoutes : "
        "une unité qui commence son mouvement sur une route et y reste peut se déplacer "
        "d'un hexagone supplémentaire.")
    rules = {sec.key: sec.text for sec in briefing_content(s, "fr").sections}["rules"]
    assert rules.endswith("\n\nRègles nommées ci-dessus que le moteur de jeu de ce programme "
                          "ne joue pas\u00a0: bonus de mouvement sur route.")
    rules = {sec.key: sec.text for sec in briefing_content(s, "en").sections}["rules"]
    assert "Rules named above" not in rules
    # a German text read in German, whatever the briefing's language
    s.text = {"de": ScenarioText(rules="Nachtangriffe: die Sicht ist begrenzt.")}
    for lang in ("de", "en", "fr"):
        rules = {sec.key: sec.text for sec in briefing_content(s, lang).sections}["rules"]
        assert rules.endswith(f": {words(lang).name('night attacks')}."), (lang, rules)


def test_air_lines_in_words_and_ready_markers_in_them_and_in_the_legend() -> None:
    """The Air lines name sides in words, Air Strikes once; Ready-to-Take-off markers on the
    map are in the Air lines and the legend, those the game does not play said so."""
    from dataclasses import replace

    from editor.engine.board import Coord
    from editor.engine.scenario import Hex, Piece

    s = small()
    s.game_info = replace(s.game_info, options={"air_rules": True,
                                                "air_strikes_rules": "ALLIES"})
    ready = {"ready_to_take_off": {"side": "AXIS", "count": 2}}
    s.set_hex(Coord(1, 5), Hex(terrain=Piece("airfield"), extra=ready))
    s.set_hex(Coord(6, 4), Hex(extra={"ready_to_take_off": {"side": "ALLIES", "count": 3}}))
    c = briefing_content(s)
    rules = {sec.key: sec.text for sec in c.sections}["rules"]
    assert ("Air Strikes rules: the Allied player's Recon cards may be played as Air "
            "Sorties.") in rules
    assert "ALLIES" not in rules and "AXIS" not in rules and rules.count("Air Strikes") == 1
    assert "Ready-to-Take-off markers: 2 Axis on c8 (see the legend)." in rules
    assert ("Ready-to-Take-off markers on C3 off an airfield or aircraft carrier: the game "
            "does not play them.") in rules
    entries = [e for g in c.legend for e in g.entries if e.name == "ready_to_take_off"]
    assert [(e.label, e.side, e.figures, e.art) for e in entries] == [
        ("Ready-to-Take-off markers", Side.AXIS, 2, "ready"),
        ("Ready-to-Take-off markers", Side.ALLIES, 3, "ready")]
    assert entries[0].summary.startswith("Of the Axis on c8 (2): each launches one more "
                                         "airplane from its airfield or carrier")
    assert entries[1].summary == ("Markers on C3 off an airfield or aircraft carrier: the "
                                  "game does not play them.")


def test_an_airplane_model_the_air_pack_does_not_have_is_said_in_the_briefing() -> None:
    """A model named by the scenario that is no Air Pack model ("Spitfyre", a typing slip)
    was replaced in the briefing by the selection guidelines' without a word: the players
    read "by the Air Pack's selection guidelines" of a scenario that named its airplanes.
    The briefing names what it could not read, as ``validate`` does (the check
    ``air-rules``, ``airplane-model``), in plain text and in every language."""
    from dataclasses import replace

    from editor.engine.board import Coord
    from editor.engine.scenario import Hex, Unit
    from editor.export.sentences import SENTENCES

    s = small()
    s.game_info = replace(s.game_info, options={"air_rules": {
        "models": {"ALLIES": "Spitfyre", "AXIS": "me109"}}})
    s.set_hex(Coord(1, 5), Hex(unit=Unit("plnus", extra={"airplane_model": "<b>Mustang"})))
    s.set_hex(Coord(1, 7), Hex(unit=Unit("plnus", extra={"airplane_model": 51})))
    rules = {sec.key: sec.text for sec in briefing_content(s).sections}["rules"]
    assert ("Allied airplanes: Lockheed P-38 Lightning (by the Air Pack's selection guidelines: "
            "the scenario's “Spitfyre” is not an Air Pack model).") in rules
    assert "Axis airplanes: Messerschmitt" in rules and "(named by the scenario)" in rules
    assert ("Airplanes whose own model is not an Air Pack model, flying as their side's: "
            "c8 “<b>Mustang”, d8 “51”.") in rules
    for lang in SENTENCES:
        text = {sec.key: sec.text for sec in briefing_content(s, lang).sections}["rules"]
        assert "Spitfyre" in text and "<b>Mustang" in text, lang


def test_a_language_asked_in_another_form_takes_the_file_s_own_texts() -> None:
    """A briefing asked in ``FR`` or ``fr-CA`` takes the French texts, and one asked in
    ``pt_BR`` of a file with both ``pt`` and ``pt-BR`` texts takes the Brazilian ones (the
    same code in another form before the language without its region)."""
    s = small()
    s.text["fr"] = ScenarioText(name="Débarquement")
    s.text["pt"] = ScenarioText(name="Desembarque")
    s.text["pt-BR"] = ScenarioText(name="Desembarque no Brasil")
    assert briefing_content(s, "FR").title == "Débarquement"
    assert briefing_content(s, "fr-CA").title == "Débarquement"
    assert briefing_content(s, "pt_BR").title == "Desembarque no Brasil"
    assert briefing_content(s, "pt").title == "Desembarque"


def test_written_victory_says_an_objective_held_at_the_start_of_the_turn() -> None:
    from editor.engine.board import Coord
    from editor.engine.scenario import Hex, Medal, Tag

    s = small(victory="")
    s.set_hex(Coord(4, 8), Hex(tags=(Tag("medal1", medal=Medal(turn_start=True)),)))
    victory = {sec.key: sec.text for sec in briefing_content(s).sections}["victory"]
    assert ("Temporary Medal Objective for the Allied player: E5, held at the start of the "
            "player's turn.") in victory


def test_written_victory_says_a_sudden_death_of_a_side_no_player_plays_is_not_played() -> None:
    """A sudden death for the Allies in a file whose two players are the Axis: the game
    does not play it, for its side, not for its hexes (which are hexes of the board)."""
    from dataclasses import replace

    from editor.engine.scenario import Victory, VictoryCondition

    s = small(victory="")
    s.game_info = replace(s.game_info, side_player2=Side.AXIS, victory=Victory((
        VictoryCondition("group_sudden_death", {"side": "ALLIES", "number": 1,
                                                "group": ["E6"]}),)))
    victory = {sec.key: sec.text for sec in briefing_content(s).sections}["victory"]
    assert ("A Sudden Death over E6 is not played: it names no side; the game is played to "
            "the medals.") in victory


def test_ready_markers_all_played_are_in_the_air_lines() -> None:
    """Ready-to-Take-off markers the game plays, with none it does not: the Air lines still
    say where they are."""
    from dataclasses import replace

    from editor.engine.board import Coord
    from editor.engine.scenario import Hex, Piece

    s = small()
    s.game_info = replace(s.game_info, options={"air_rules": True})
    s.set_hex(Coord(1, 5), Hex(terrain=Piece("airfield"),
                               extra={"ready_to_take_off": {"side": "AXIS", "count": 2}}))
    rules = {sec.key: sec.text for sec in briefing_content(s).sections}["rules"]
    assert "Ready-to-Take-off markers: 2 Axis on c8 (see the legend)." in rules


def test_an_options_empty_fields_are_left_out_and_a_switch_said_in_words() -> None:
    """Fields a file leaves empty (``null``, ``""``, ``false``, empty lists) say nothing
    ("None", "False" printed as words were the file's own nulls), and a side's switch is
    said yes or no in words, not as the number 1."""
    from editor.export.content import option_words

    empty = {"AXIS": {"nbr_units": 3, "turn": None, "behavior": "", "option": False,
                      "sections": []}}
    assert option_words("armor_breakthrough_rules", empty) == "Armor Breakthrough: Axis (3 units)"
    assert option_words("armor_breakthrough_rules", {"AXIS": True}) == (
        "Armor Breakthrough: Axis yes")
    assert option_words("armor_breakthrough_rules", {"AXIS": True}, words("fr")).endswith(
        "Axe oui")


def test_an_options_field_set_to_0_is_said_and_no_empty_brackets() -> None:
    """A 0 is a value the file sets, not an empty field (``0 == False`` in Python); a side
    whose fields are all empty is named alone, without empty brackets."""
    from editor.export.content import option_words

    zero = {"AXIS": {"count_for": 0, "sections": 0, "turn": False}}
    assert option_words("armor_breakthrough_rules", zero) == (
        "Armor Breakthrough: Axis (worth 0 medals, sections 0)")
    # a side's fields all left empty: the side, not "Axis ()"
    assert option_words("armor_breakthrough_rules", {"AXIS": {"turn": False}}) == (
        "Armor Breakthrough: Axis")


def test_an_options_long_values_are_cut_with_how_many_more_and_its_flags_named() -> None:
    """A file's values may be of any size: a list or an object says its first 12 items and
    how many more there are (one more counts too); a field set to true is said by its name;
    a known behavior without words for its turn leaves the turn said by its field."""
    from editor.export.content import option_words

    hexes = [f"A{i}" for i in range(1, 14)]
    assert option_words("hill317", hexes) == (
        "Hill 317 special hexes: A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12 and 1 more")
    fields = {"side": "AXIS", **{f"f{i}": i for i in range(1, 15)}}
    assert option_words("airdrop", fields) == (
        "Air drop (Axis): f1 1, f2 2, f3 3, f4 4, f5 5, f6 6, f7 7, f8 8, f9 9, f10 10, f11 11, "
        "f12 12 and 2 more")
    assert option_words("airdrop", {"side": "AXIS", "nbr_units": 2, "cannot_exit": True}) == (
        "Air drop (Axis): 2 units, cannot exit")
    tiger = {"side": "AXIS", "unit": {"name": "infger", "behavior": "IS_WITTMANN", "turn": 3}}
    assert option_words("airdrop", tiger) == (
        "Air drop (Axis): unit (German Infantry, Wittmann's tank, on turn 3)")


def test_the_front_is_named_in_the_briefing_s_language() -> None:
    """The header names the front of ``game_info.front`` in the briefing's language, an
    unknown one as written, and none when the file gives none."""
    from dataclasses import replace

    s = small()
    s.game_info = replace(s.game_info, front="WESTERN")
    assert briefing_content(s).front == "Western front"
    assert briefing_content(s, "fr").front == "Front de l'Ouest"
    s.game_info = replace(s.game_info, front="ARCTIC")
    assert briefing_content(s, "de").front == "ARCTIC"
    s.game_info = replace(s.game_info, front="")
    assert briefing_content(s).front is None


def test_ready_markers_are_counted_as_the_game_launches_them() -> None:
    """An airplane on the ground launches itself and one more airplane per marker under
    it: 2 markers under it are said 2, not 3; an airplane with no marker is no marker
    line; one marker alone (at the board's first hex) is said too."""
    from dataclasses import replace

    from editor.engine.board import Coord
    from editor.engine.scenario import Hex, Piece, Unit

    s = small()
    s.game_info = replace(s.game_info, options={"air_rules": True})
    s.set_hex(Coord(0, 0), Hex(terrain=Piece("airfield"),
                               extra={"ready_to_take_off": {"side": "AXIS", "count": 1}}))
    s.set_hex(Coord(0, 4), Hex(terrain=Piece("airfield"), unit=Unit("plnger"),
                               extra={"ready_to_take_off": {"side": "AXIS", "count": 2}}))
    s.set_hex(Coord(0, 8), Hex(terrain=Piece("airfield"), unit=Unit("plnger")))
    c = briefing_content(s)
    rules = {sec.key: sec.text for sec in c.sections}["rules"]
    assert rules.endswith("Ready-to-Take-off markers: 1 Axis on A9, 2 Axis on C9 (see the "
                          "legend).")
    (entry,) = [e for g in c.legend for e in g.entries if e.name == "ready_to_take_off"]
    assert entry.summary.startswith("Of the Axis on A9 (1), C9 (2): each launches")


def test_ready_markers_with_the_air_rules_switched_off_are_said_in_the_legend_only() -> None:
    """A file that switches the Air rules off has no Air lines in its Special Rules, and
    none for its Ready-to-Take-off markers either: the legend's line says why they launch
    nothing."""
    from dataclasses import replace

    from editor.engine.board import Coord
    from editor.engine.scenario import Hex, Piece

    s = small()
    s.game_info = replace(s.game_info, options={"air_rules": False})
    s.set_hex(Coord(1, 5), Hex(terrain=Piece("airfield"),
                               extra={"ready_to_take_off": {"side": "AXIS", "count": 2}}))
    c = briefing_content(s)
    assert {sec.key: sec.text for sec in c.sections}["rules"] == "Rules text."
    (entry,) = [e for g in c.legend for e in g.entries if e.name == "ready_to_take_off"]
    assert entry.summary == ("Markers on c8 while the Air rules are not in effect: no "
                             "airplane takes off from them.")


def test_an_options_twelve_counts_each_take_their_noun() -> None:
    """Up to 12 counts are each said with their own noun ("1 unit, 2 units"); a longer list
    is cut, its counts said with the plural once."""
    from editor.export.content import option_words

    assert option_words("supply_train_rules", {"side": "AXIS", "nbr_units": [1, 2] * 6}) == (
        "Supply train (Axis): " + ", ".join(["1 unit, 2 units"] * 6))
    assert option_words("supply_train_rules", {"side": "AXIS", "nbr_units": [1] * 13}) == (
        "Supply train (Axis): 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 and 1 more units")


def test_a_count_said_again_and_again_is_said_once_with_its_times() -> None:
    """A supply train's counts read "1 unit and 1 unit": the same count said twice over. A
    run of equal counts is said once with how many times it comes ("1 unit twice", "2 units
    3 times"), in every language; different counts each keep their noun."""
    from editor.export.content import option_words

    def train(counts: list[int], lang: str = "en") -> str:
        return option_words("supply_train_rules", {"side": "AXIS", "nbr_units": counts},
                            words(lang))

    assert train([1, 1]) == "Supply train (Axis): 1 unit twice"
    assert train([2, 2, 2]) == "Supply train (Axis): 2 units 3 times"
    assert train([1, 2]) == "Supply train (Axis): 1 unit and 2 units"
    assert train([1, 1, 2]) == "Supply train (Axis): 1 unit twice and 2 units"
    assert train([3]) == "Supply train (Axis): 3 units"
    assert train([1, 1], "fr") == "train de ravitaillement (Axe)\u00a0: 1 unité deux fois"
    assert train([0, 0, 0], "fr") == "train de ravitaillement (Axe)\u00a0: 0 unité 3 fois"
    assert train([1, 1], "de") == "Versorgungszug (Achse): zweimal 1 Einheit"
    assert train([2, 2, 2], "de") == "Versorgungszug (Achse): 3-mal 2 Einheiten"
    assert train([1, 1], "es") == "tren de suministros (Eje): 1 unidad dos veces"
    assert train([1, 1], "it") == "treno di rifornimenti (Asse): 1 unità due volte"
    assert train([2, 2, 2, 2], "nl") == "bevoorradingstrein (As): 2 eenheden 4 keer"


def test_an_options_label_keeps_its_side_unless_the_value_says_it() -> None:
    from editor.export.content import option_label

    assert option_label("night_visibility_team_turn") == "Night Fall Attacks (Axis)"
    assert option_label("night_visibility_team_turn", True) == "Night Fall Attacks"
