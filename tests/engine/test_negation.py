"""The text check reads a rule named to say it is not played ("Air rules are not in
effect") as no rule to report, in each of its languages (editor/engine/negation.py)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from editor.engine.checks import run_checks
from editor.engine.checks.text import rules_named
from editor.engine.negation import SIDES
from editor.engine.scenario import Scenario

from .checks.test_checks import legal

#: (language, special rules, rule, said): whether ``rules_named`` says the rule. Each
#: language both ways: the rule negated (not said) and the rule plain (said).
CASES = [
    # English
    ("en", "Air rules are not in effect.", "air rules", False),
    ("en", "The Night Attack rules do not apply in this scenario.", "night attacks", False),
    ("en", "The Night Attack rules don't apply.", "night attacks", False),
    ("en", "Minefields: not in effect.", "minefields", False),
    ("en", "There are no minefields.", "minefields", False),
    ("en", "Special rules: No Blitz rules.", "Blitz rules", False),
    ("en", "This scenario is played without the Air rules.", "air rules", False),
    ("en", "The Tiger rules (Troops 16) aren't used.", "Tiger rules", False),
    ("en", "Supply trains are not in effect.", "supply rules", False),
    ("en", "Do not use the Air rules.", "air rules", False),
    ("en", "Air rules are in effect, but minefields are not.", "minefields", False),
    ("en", "Air rules are in effect.", "air rules", True),
    ("en", "Air rules are in effect, but minefields are not.", "air rules", True),
    ("en", "Air rules apply, minefields do not apply.", "air rules", True),
    ("en", "Air rules are in effect and minefields are not in effect.", "air rules", True),
    ("en", "Air rules do not apply to the Allied player.", "air rules", True),
    ("en", "Air rules: the Recon cards are not used.", "air rules", True),
    ("en", "Minefields are in effect. Infantry may not retreat.", "minefields", True),
    ("en", "Air rules are not in effect. Night Attack rules are in effect.", "night attacks",
     True),
    ("en", "Units with no supply battle with one die less.", "supply rules", True),
    ("en", "Air rules are not in effect, but the Night Attack rules are.", "night attacks",
     True),
    ("en", "Minefields: no unit may enter them.", "minefields", True),
    ("en", "Do not use the Air rules for the Allied player.", "air rules", True),
    ("fr", "Pas de renforts pour les Alliés.", "reinforcements", True),
    # French
    ("fr", "Les règles aériennes ne sont pas en vigueur.", "air rules", False),
    ("fr", "Les règles de nuit ne s'appliquent pas.", "night attacks", False),
    ("fr", "Il n'y a pas de champs de mines.", "minefields", False),
    ("fr", "Pas de renforts.", "reinforcements", False),
    ("fr", "Aucune règle aérienne.", "air rules", False),
    ("fr", "N'utilisez pas les règles aériennes.", "air rules", False),
    ("fr", "Le train de ravitaillement n’est pas en jeu.", "supply rules", False),
    ("fr", "Les règles aériennes sont en vigueur.", "air rules", True),
    ("fr", "Les règles aériennes ne s'appliquent pas aux unités alliées.", "air rules", True),
    ("fr", "Les champs de mines ne peuvent pas être traversés par les blindés.", "minefields",
     True),
    # German
    ("de", "Die Luftregeln gelten nicht.", "air rules", False),
    ("de", "Die Luftregeln gelten in diesem Szenario nicht.", "air rules", False),
    ("de", "In diesem Szenario gelten die Luftregeln nicht.", "air rules", False),
    ("de", "Es gibt keine Minenfelder.", "minefields", False),
    ("de", "Die Nachtkampfregeln sind nicht in Kraft.", "night attacks", False),
    ("de", "Die Luftregeln nicht verwenden.", "air rules", False),
    ("de", "Die Luftregeln gelten.", "air rules", True),
    ("de", "Die Luftregeln gelten für die Alliierten nicht.", "air rules", True),
    ("de", "Die Minenfelder sind für Panzer nicht passierbar.", "minefields", True),
    # Spanish
    ("es", "Las reglas aéreas no están en vigor.", "air rules", False),
    ("es", "No se aplican las reglas aéreas.", "air rules", False),
    ("es", "No hay campos de minas.", "minefields", False),
    ("es", "No usar las reglas aéreas.", "air rules", False),
    ("es", "Las reglas aéreas están en vigor.", "air rules", True),
    ("es", "Las reglas aéreas no se aplican al jugador aliado.", "air rules", True),
    # Italian
    ("it", "Le regole aeree non sono in vigore.", "air rules", False),
    ("it", "Le regole aeree non si applicano.", "air rules", False),
    ("it", "Non ci sono campi minati.", "minefields", False),
    ("it", "Non usare le regole aeree.", "air rules", False),
    ("it", "Le regole aeree sono in vigore.", "air rules", True),
    ("it", "I campi minati non sono attraversabili dai carri.", "minefields", True),
    # Dutch
    ("nl", "De luchtregels zijn niet van kracht.", "air rules", False),
    ("nl", "De luchtregels gelden in dit scenario niet.", "air rules", False),
    ("nl", "Er zijn geen mijnenvelden.", "minefields", False),
    ("nl", "Gebruik geen luchtregels.", "air rules", False),
    ("nl", "Gebruik de luchtregels niet.", "air rules", False),
    ("nl", "De luchtregels zijn van kracht.", "air rules", True),
    ("nl", "De luchtregels gelden niet voor de geallieerden.", "air rules", True),
    # One sentence for each form of negation.py's lists that no case above read (the mut8
    # audit: each form dropped from its list was missed by no test), and the bounds of its
    # reading: the NEAR words, the last clause before the name, a restriction in the gap, a
    # name said twice (once negated), a language of no forms of its own.
    ("en", "The Night Attack rule no longer applies.", "night attacks", False),
    ("en", "Minefields are no longer used.", "minefields", False),
    ("en", "Air rules, however Recon cards are not used.", "air rules", True),
    ("en", "Minefields stay, while Air rules are not used.", "minefields", True),
    ("en", "Air rules in this particular small scenario are not in effect.", "air rules",
     False),
    ("en", "Air rules in this particular small scenario today are not in effect.",
     "air rules", True),
    ("en", "Minefields are in effect. Blitz rules too. No Air rules.", "air rules", False),
    ("en", "Air rules for the Allies are not in effect.", "air rules", True),
    ("en", "No Air rules on turn 1. Air rules are in effect from turn 2.", "air rules", True),
    ("pl", "Air rules are in effect.", "air rules", True),
    ("fr", "Règles aériennes non en vigueur.", "air rules", False),
    ("fr", "Les règles aériennes s'appliquent, les mines ne sont pas en vigueur.", "air rules",
     True),
    ("fr", "Les règles aériennes, cependant les mines ne sont pas en vigueur.", "air rules",
     True),
    ("fr", "Les règles aériennes, tandis que les mines ne sont pas en vigueur.", "air rules",
     True),
    ("fr", "Pas de mines ici. Il n'y a pas de champs de mines.", "minefields", False),
    ("de", "Das Minenfeld bleibt nicht aktiv.", "minefields", False),
    ("de", "Die Minenfelder kommen nicht zum Einsatz.", "minefields", False),
    ("de", "Luftregeln nicht in Kraft.", "air rules", False),
    ("de", "Luftregeln im Spiel, Minenfelder nicht in Kraft.", "air rules", True),
    ("de", "Luftregeln angewandt, Minenfelder nicht in Kraft.", "air rules", True),
    ("de", "Luftregeln außer Minenfelder nicht in Kraft.", "air rules", True),
    ("es", "Reglas aéreas en juego, campos de minas no están en vigor.", "air rules", True),
    ("es", "Reglas aéreas usadas, campos de minas no están en vigor.", "air rules", True),
    ("es", "Reglas aéreas excepto campos de minas no están en vigor.", "air rules", True),
    ("it", "Le regole aeree non verranno usate.", "air rules", False),
    ("it", "Le regole aeree non vengono applicate.", "air rules", False),
    ("it", "Regole aeree si applicano, campi minati non sono in vigore.", "air rules", True),
    ("it", "Regole aeree usate, campi minati non sono in vigore.", "air rules", True),
    ("it", "Regole aeree eccetto campi minati non sono in vigore.", "air rules", True),
    ("nl", "De luchtregels zijn niet actief.", "air rules", False),
    ("nl", "De luchtregels gelden niet in dit scenario.", "air rules", False),
    ("nl", "Luchtregels van kracht, mijnenvelden niet van kracht.", "air rules", True),
    ("nl", "Luchtregels in het spel, mijnenvelden niet van kracht.", "air rules", True),
    ("nl", "Luchtregels, terwijl mijnenvelden niet van kracht zijn.", "air rules", True),
]


@pytest.mark.parametrize(("lang", "rules", "rule", "said"), CASES)
def test_a_rule_said_not_in_effect_is_not_said_unplayed(lang: str, rules: str, rule: str,
                                                         said: bool) -> None:
    """"Air rules are not in effect", "Les règles ... ne sont pas en vigueur", "X rules do
    not apply" were said as an unplayed rule (the textcheck audit): a negation in the
    sentence of the rule's name, near it, in one of the common forms of the check's
    languages, says no rule; a negation of another clause, of some only ("to the Allied
    player") or of another thing ("may not retreat") leaves the rule said."""
    assert (rule in rules_named(rules, lang)) is said, rules_named(rules, lang)


def test_a_negation_of_another_language_is_not_read() -> None:
    """The French forms are read in a French text only, as the French names of the rules
    are: "ne sont pas en vigueur" in a German text negates nothing of its own."""
    assert rules_named("Les règles aériennes ne sont pas en vigueur.", "fr") == []
    assert rules_named("Luftregeln ne sont pas en vigueur.", "de") == ["air rules"]


def test_the_check_says_only_the_rules_not_negated() -> None:
    s: Scenario = legal()
    s.text["en"] = replace(s.text["en"],
                           rules="Air rules are not in effect. Minefields are in effect.")
    found = [f.message for f in run_checks(s, select=["unplayed-rule"])]
    assert found == ["the simulation does not play minefields, which the special rules "
                     "mention"]


#: A negation limited in time or by a condition: the rule is in effect at other times
#: ("until turn 5", "unless the Allies hold the airfield"), so it is still said.
LIMITED = [
    ("en", "Air rules are not in effect until turn 5."),
    ("en", "No Air rules before turn 4."),
    ("en", "Air rules do not apply unless the Allies hold the airfield."),
    ("en", "Air rules are not in effect before the Allied player plays an Air Sortie."),
    ("fr", "Les règles aériennes ne sont pas en vigueur avant le tour 5."),
    ("fr", "Les règles aériennes ne sont pas en vigueur jusqu'au tour 5."),
    ("fr", "Pas de règles aériennes tant que le pont tient."),
    ("de", "Die Luftregeln gelten bis Runde 5 nicht."),
    ("de", "Die Luftregeln gelten nicht vor Runde 5."),
    ("es", "Las reglas aéreas no están en vigor hasta el turno 5."),
    ("it", "Le regole aeree non sono in vigore fino al turno 5."),
    ("it", "Le regole aeree non sono in vigore prima del turno 5."),
    ("nl", "De luchtregels zijn niet van kracht tot beurt 5."),
    ("nl", "De luchtregels gelden niet zolang de brug staat."),
]


@pytest.mark.parametrize(("lang", "rules"), LIMITED)
def test_a_negation_for_a_time_or_on_a_condition_leaves_the_rule_said(lang: str,
                                                                       rules: str) -> None:
    """"Air rules are not in effect until turn 5" was read as no Air rules at all (the
    review3 audit): the rule is in effect from turn 5, and the simulation never plays it.
    A negation limited in time or by a condition is not the whole rule's, as one said of
    some only is not."""
    assert "air rules" in rules_named(rules, lang), rules_named(rules, lang)


#: A negation before the rule's name, said of one side: the rule is in effect for the other.
OF_A_SIDE = [
    ("en", "No Allied reinforcements.", "reinforcements"),
    ("en", "There are no German minefields.", "minefields"),
    ("fr", "Pas de renforts alliés.", "reinforcements"),
    ("fr", "Pas de champs de mines allemands.", "minefields"),
    ("de", "Keine deutschen Minenfelder.", "minefields"),
    ("es", "No hay minas alemanas.", "minefields"),
    ("it", "Non ci sono rinforzi alleati.", "reinforcements"),
    ("nl", "Geen Duitse mijnenvelden.", "minefields"),
]


@pytest.mark.parametrize(("lang", "text", "rule"), OF_A_SIDE)
def test_a_negation_of_one_side_s_leaves_the_rule_said(lang: str, text: str, rule: str
                                                       ) -> None:
    """"No Allied reinforcements" was read as no reinforcements at all (the review3 audit,
    left alone, then mended): a side or nation beside the name, in the negation's gap or
    just after the name, makes it one side's only, as "for the Allied player" does; the
    same negation without it is still read."""
    assert rule in rules_named(text, lang), rules_named(text, lang)
    plain = re.sub(SIDES["en"].pattern + "|" + SIDES[lang].pattern, "", text,
                   flags=re.IGNORECASE)
    assert rule not in rules_named(plain, lang), (plain, rules_named(plain, lang))
