"""Text: special rules that the battle simulation does not play, so playtesters know; the
briefing's numbers (command cards, who moves first, medals) against the settings."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from editor.engine.air_rules import air_settings
from editor.engine.board import BoardType, Side
from editor.engine.catalog import CATALOG, option_label
from editor.engine.findings import Finding
from editor.engine.negation import negated
from editor.engine.rules.terrain import own_rules_unplayed, unplayed_behaviors
from editor.engine.scenario import Scenario
from editor.engine.words import base_language, counted

from .registry import Check, Context, check

#: Scenario options the battle engine plays: the Air rules (and, with them, the Air Strikes
#: rules' Recon cards as Air Sorties); each other one present is reported.
PLAYED_OPTIONS: frozenset[str] = frozenset({"air_rules"})

#: The rules an Overlord board is played by: 000 says Overlord scenarios are played "as a
#: 4 on 4 game with particular rules, which can be located and downloaded at the official
#: Memoir '44 website", and no rules source of ours gives them (docs/GAME.md: "Overlord
#: boards are played as a two-player battle").
OVERLORD_RULES = "Overlord command rules"

#: Special rules recognised in the special-rules text, pattern → rule name. The simulation
#: plays the base rules only, so each one found is reported as information.
SPECIAL_RULES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), name) for p, name in (
        (r"\bair (rules|strikes?|power rules)|\bair sorties?\b|\bair pack\b", "air rules"),
        (r"\bblitz\b", "Blitz rules"),
        # the rule by its name ("Night Attack rules are in effect"), not any night of the story
        # ("during the night" named night attacks)
        (r"\bnight[- ]?(attacks?|rules?|visibility|fighting|combat|battles?)\b",
         "night attacks"),
        (r"\bmine ?fields?\b|\bmines\b", "minefields"),
        (r"\bcommissar\b|\bred army\b|\brkka\b", "Red Army commissar rule"),
        (r"\bdesert rules\b|\bnorth african\b", "North African desert rules"),
        (r"\bbig guns?\b", "Big Guns"),
        (r"\bsnipers?\b", "snipers"),
        (r"\bengineers?\b", "combat engineers"),
        # a drop, not paratroopers set up on the map (badged, or as special forces)
        (r"\bparachut|\b(air|para) ?drops?\b|\bparatroop\w*\W+(drops?|landings?|jumps?)\b",
         "paratroop drops"),
        (r"\breinforcements?\b", "reinforcements"),
        # actions whose exceptions Disaster at Dieppe (003) gives its vehicles
        (r"\bheroic leaders?\b", "Heroic Leaders"),
        (r"\b(hospital|oasis) recovery\b", "Hospital and Oasis Recovery"),
        (r"\bcollapsible (rafts?|boats?)\b|\brafts?\b", "Collapsible Rafts and Boats"),
        (r"\bsmoke\b", "smoke screens"),
        (r"\bgung ho\b|\bmarine corps\b", "US Marine Corps rules"),
        (r"\bbanzai\b|\bimperial japanese army\b", "Imperial Japanese Army rules"),
        (r"\bblow(n|ing)? (up )?(the )?bridges?\b|\bdestroy(ed|ing)? (the )?bridges?\b",
         "blowing bridges"),
        (r"\bcaves?\b", "caves"),
        # not 003's Re-supply, which is played wherever there are Half-tracks (docs/GAME.md),
        # but "are supply trucks" says supply
        (r"(?<!\bre-)(?<!\bre )\bsupply\b", "supply rules"),
        (r"\bcavalry\b", "cavalry"),
        (r"\bski troops?\b", "ski troops"),
        (r"\bflame ?throwers?\b", "flame throwers"),
        (r"\banti-?tank\b", "anti-tank weapons"),
        # docs/GAME.md: "Overlord boards are played as a two-player battle (no command
        # hierarchy)"; "Special rules written in a scenario's text (... sea bluffs): not played"
        (r"\boverlord (command )?rules\b|\bcommander-in-chief\b|\bfield generals?\b",
         OVERLORD_RULES),
        # the Breakthrough rules by their name: no rules source of ours gives them (001
        # leaves Breakthrough out), and a Breakthrough board is played by the base rules; a
        # breakthrough of the story, or Armor Breakthrough (an option of its own), is none
        (r"(?<!armor )(?<!armour )\bbreakthrough (format |kit )?rules?\b"
         r"|\brules? of (the )?breakthrough\b", "Breakthrough rules"),
        (r"\bsea bluffs?\b", "cliffs and sea bluffs"),
        # a move along a road one hex longer (the rules sources give roads no rule of
        # movement: GAME.md, "Special rules written in a scenario's text")
        (r"\broads?\b[^.\n]{0,80}?\b(additional|extra|more|further) hex", "road movement bonus"),
        # the nations' command rules (the options british_commonwealth, italy_royal_army)
        (r"\bbritish commonwealth\b|\bcommonwealth (forces )?(command )?rules\b",
         "British Commonwealth Forces command rules"),
        (r"\bitalian royal army\b|\broyal army rules\b", "Italian Royal Army rules"),
        # the Tigers' own rules by their name or their number (a Tiger whose rule the text
        # gives, a flag it ignores, is played as that rule's behavior)
        (r"\btigers? (tank )?rules?\b|\btroops 16\b", "Tiger rules"),
    ))


#: The same rules in the other languages the briefings are written in (French, German,
#: Spanish, Italian, Dutch), by the words a translated scenario's special rules use for
#: them: language → rule name (of :data:`SPECIAL_RULES`) → pattern. A text is read with the
#: English patterns and those of its own language (:func:`rules_named`), so that one
#: language's word is not taken for another's ("mine" is Italian for mines).
TRANSLATED_RULES: dict[str, dict[str, re.Pattern[str]]] = {
    lang: {name: re.compile(p, re.IGNORECASE) for name, p in table.items()}
    for lang, table in {
        "fr": {
            "air rules": r"\brègles? aériennes?\b|\b(sorties?|attaques?|frappes?) aériennes?\b",
            "night attacks": r"\b(attaques?|combats?|règles?|visibilité) (de |du )?(combat )?(de )?"
                             r"nuit\b|\b(attaques?|combats?) nocturnes?\b",
            "minefields": r"\bchamps? de mines\b|\bmines\b",
            "Red Army commissar rule": r"\bcommissaires?\b|\barmée rouge\b",
            "North African desert rules": r"\brègles? du désert\b|\bafrique du nord\b",
            "Big Guns": r"\bgros canons?\b",
            "snipers": r"\btireurs? d'élite\b|\btireurs? embusqués?\b|\bsnipers?\b",
            "combat engineers": r"\bgénie\b|\bsapeurs?\b",
            "paratroop drops": r"\bparachut|\blargages?\b",
            "reinforcements": r"\brenforts?\b",
            "Heroic Leaders": r"\bchefs? héroïques?\b",
            "Collapsible Rafts and Boats": r"\bradeaux\b|\bradeau\b|\bcanots? pliants?\b",
            "smoke screens": r"\bfumée\b|\bfumigènes?\b",
            "blowing bridges": r"\b(faire )?sauter (le |les )?ponts?\b"
                               r"|\bdétrui\w* (le |les )?ponts?\b",
            "caves": r"\bgrottes?\b|\bcavernes?\b",
            "supply rules": r"\bravitaillement\b|\bapprovisionnements?\b",
            "cavalry": r"\bcavalerie\b",
            "ski troops": r"\bskieurs?\b|\btroupes? à ski\b",
            "flame throwers": r"\blance-?flammes\b",
            "anti-tank weapons": r"\bantichars?\b",
            "Overlord command rules": r"\brègles? (d'|de l')?overlord\b"
                                      r"|\bcommandant en chef\b|\bgénéraux\b",
            "Breakthrough rules": r"\brègles? (de |du )?breakthrough\b",
            "cliffs and sea bluffs": r"\bfalaises?\b",
            "road movement bonus": r"\broutes?\b[^.\n]{0,100}?\bhexagones? "
                                   r"(supplémentaires?|de plus)\b",
            "British Commonwealth Forces command rules": r"\bcommonwealth\b",
            "Italian Royal Army rules": r"\barmée royale italienne\b",
            "Tiger rules": r"\brègles? des tigres?\b|\btroupes 16\b",
        },
        "de": {
            "air rules": r"\bluft(kampf)?regeln\b|\blufteinsätze?\b",
            "night attacks": r"\bnacht(angriff|kampf|kämpf|regel|sicht|gefecht)\w*\b",
            "minefields": r"\bminen\w*\b",
            "Red Army commissar rule": r"\bkommissar\w*\b|\broten armee\b|\brote armee\b",
            "North African desert rules": r"\bwüstenregeln\b|\bnordafrika\w*\b",
            "snipers": r"\bscharfschützen?\b|\bsnipers?\b",
            "combat engineers": r"\bpioniere?\w*\b",
            "paratroop drops": r"\bfallschirm\w*|\bluftlandung\w*\b|\babsprung\w*\b",
            "reinforcements": r"\bverstärkung(en)?\b",
            "Heroic Leaders": r"\bheldenhafte\w* anführer\w*\b",
            "Collapsible Rafts and Boats": r"\bflöße?\b|\bschlauchboote?\b|\bfaltboote?\b",
            "smoke screens": r"\brauch\w*\b|\bnebelwand\b|\bnebel\b",
            "blowing bridges": r"\bbrücken? (zu )?sprengen\b|\bsprengung der brücken?\b",
            "caves": r"\bhöhlen?\b",
            "supply rules": r"\bnachschub\w*\b|\bversorgung\w*\b",
            "cavalry": r"\bkavallerie\b",
            "ski troops": r"\bski(jäger|truppen?)\b",
            "flame throwers": r"\bflammenwerfer\b",
            "anti-tank weapons": r"\bpanzerabwehr\w*\b",
            "Overlord command rules": r"\boverlord-regeln\b|\boberbefehlshaber\b",
            "Breakthrough rules": r"\bbreakthrough[- ]?regeln\b",
            "cliffs and sea bluffs": r"\bklippen?\b|\bsteilküsten?\b",
            "road movement bonus": r"\bstraßen?\b[^.\n]{0,100}?\b(zusätzliche[ns]?|weitere[ns]?) "
                                   r"feld\b",
            "British Commonwealth Forces command rules": r"\bcommonwealth\b",
            "Italian Royal Army rules": r"\bkönigliche[n]? italienische[n]? armee\b"
                                        r"|\bregio esercito\b",
            "Tiger rules": r"\btiger-?regeln\b|\btruppen 16\b",
        },
        "es": {
            "air rules": r"\breglas aéreas\b|\bsalidas? aéreas?\b",
            "night attacks": r"\b(ataques?|combates?|reglas?|visibilidad) (de |del )?(combate )?"
                             r"(de )?(la )?noche\b|\b(ataques?|combates?) nocturn[oa]s?\b",
            "minefields": r"\bcampos? de minas\b|\bminas\b",
            "Red Army commissar rule": r"\bcomisari[oa]s?\b|\bejército rojo\b",
            "North African desert rules": r"\breglas del desierto\b|\bnorte de áfrica\b",
            "Big Guns": r"\bgrandes cañones\b",
            "snipers": r"\bfrancotiradore?s?\b",
            "combat engineers": r"\bingenieros?\b|\bzapadores?\b",
            "paratroop drops": r"\bparacaíd|\blanzamientos?\b",
            "reinforcements": r"\brefuerzos?\b",
            "Heroic Leaders": r"\blíder(es)? heroic[oa]s?\b",
            "Collapsible Rafts and Boats": r"\bbalsas?\b|\bbotes plegables\b",
            "smoke screens": r"\bhumo\b",
            "blowing bridges": r"\bvolar (el |los )?puentes?\b|\bdestrui\w* (el |los )?puentes?\b",
            "caves": r"\bcuevas?\b",
            "supply rules": r"\bsuministros?\b|\babastecimiento\b",
            "cavalry": r"\bcaballería\b",
            "ski troops": r"\besquiadores\b|\btropas de esquí\b",
            "flame throwers": r"\blanzallamas\b",
            "anti-tank weapons": r"\bantitanques?\b|\bcontracarro\b",
            "Overlord command rules": r"\breglas (de )?overlord\b|\bcomandante en jefe\b",
            "Breakthrough rules": r"\breglas? (de )?breakthrough\b",
            "cliffs and sea bluffs": r"\bacantilados?\b",
            "road movement bonus": r"\bcarreteras?\b[^.\n]{0,100}?\bhexágonos? "
                                   r"(adicionales?|más|extra)\b",
            "British Commonwealth Forces command rules": r"\bcommonwealth\b",
            "Italian Royal Army rules": r"\bejército real italiano\b|\bregio esercito\b",
            "Tiger rules": r"\breglas? de (los )?tiger\b|\btropas 16\b",
        },
        "it": {
            "air rules": r"\bregole aeree\b|\bsortite? aeree?\b",
            "night attacks": r"\b(attacc(o|hi)|combattiment[oi]|regol[ae]|visibilità) (di |della )?"
                             r"notte\b|\b(attacc(o|hi)|combattiment[oi]) notturn[oiae]\b",
            "minefields": r"\bcamp[oi] minat[oi]\b|\bmine\b",
            "Red Army commissar rule": r"\bcommissari?o?\b|\barmata rossa\b",
            "North African desert rules": r"\bregole del deserto\b|\bnord africa\b"
                                          r"|\bnordafrica\b",
            "Big Guns": r"\bgrossi cannoni\b|\bcannoni pesanti\b",
            "snipers": r"\bcecchini?\b|\btiratori? scelti\b",
            "combat engineers": r"\bgenieri\b|\bgenio\b|\bguastatori\b",
            "paratroop drops": r"\bparacadut|\baviolanci?o?\b|\blanci?o? di paracadutisti\b",
            "reinforcements": r"\brinforzi\b",
            "Heroic Leaders": r"\b(capi|capo|leader) eroic[oi]\b",
            "Collapsible Rafts and Boats": r"\bzatter[ae]\b|\bbarche pieghevoli\b",
            "smoke screens": r"\bfumo\b|\bfumogen[oi]\b",
            "blowing bridges": r"\b(far )?saltare (il |i )?ponti?e?\b"
                               r"|\bdistrugge\w* (il |i )?pont[ei]\b",
            "caves": r"\bgrotte?a?\b|\bcaverne?a?\b",
            "supply rules": r"\brifornimenti?o?\b",
            "cavalry": r"\bcavalleria\b",
            "ski troops": r"\bsciatori\b|\btruppe sciatrici\b",
            "flame throwers": r"\blanciafiamme\b",
            "anti-tank weapons": r"\banticarro\b",
            "Overlord command rules": r"\bregole (di )?overlord\b|\bcomandante in capo\b",
            "Breakthrough rules": r"\bregole? (di )?breakthrough\b",
            "cliffs and sea bluffs": r"\bscogliere?a?\b|\bfalesie?a?\b",
            "road movement bonus": r"\bstrad[ae]\b[^.\n]{0,100}?\besagon[oi] "
                                   r"(in più|aggiuntiv[oi]|supplementar[ei])\b",
            "British Commonwealth Forces command rules": r"\bcommonwealth\b",
            "Italian Royal Army rules": r"\bregio esercito\b",
            "Tiger rules": r"\bregole? dei tiger\b|\btruppe 16\b",
        },
        "nl": {
            "air rules": r"\bluchtregels\b|\bluchtmachtregels\b",
            "night attacks": r"\bnacht(aanval|gevecht|regel|zicht)\w*\b",
            "minefields": r"\bmijn(en)?veld(en)?\b|\bmijnen\b",
            "Red Army commissar rule": r"\bcommissaris\w*\b|\brode leger\b",
            "North African desert rules": r"\bwoestijnregels\b|\bnoord-afrika\w*\b",
            "Big Guns": r"\bzware kanonnen\b",
            "snipers": r"\bsluipschutters?\b|\bsnipers?\b",
            "combat engineers": r"\bgenie\w*\b|\bpioniers?\b",
            "paratroop drops": r"\bparachut\w*|\bluchtlanding\w*\b|\bdroppings?\b",
            "reinforcements": r"\bversterking(en)?\b",
            "Heroic Leaders": r"\bheldhaftige leiders?\b",
            # "vlot" alone is also "smoothly" ("de opmars verloopt vlot"): a raft after
            # an article, a determiner or "opvouwbaar"
            "Collapsible Rafts and Boats": r"\bvlotten\b|\bopvouwbare boten\b"
                                           r"|(?:(?<=\bhet )|(?<=\been )|(?<=\bdit )"
                                           r"|(?<=\bdat )|(?<=\belk )|(?<=\bieder )"
                                           r"|(?<=\bopvouwbaar ))vlot\b",
            "smoke screens": r"\brook\w*\b",
            "blowing bridges": r"\bbrug(gen)? op(te)?blazen\b|\bopblazen van de brug(gen)?\b",
            "caves": r"\bgrot(ten)?\b",
            "supply rules": r"\bbevoorrading\w*\b",
            "cavalry": r"\bcavalerie\b",
            "ski troops": r"\bskitroepen\b|\bskiërs\b",
            "flame throwers": r"\bvlammenwerpers?\b",
            "anti-tank weapons": r"\bantitank\w*\b",
            "Overlord command rules": r"\boverlord-regels\b|\bopperbevelhebber\b",
            "Breakthrough rules": r"\bbreakthrough[- ]?regels\b",
            "cliffs and sea bluffs": r"\bklif(fen)?\b",
            "road movement bonus": r"\bweg(en)?\b[^.\n]{0,100}?\b(extra|één hex meer)\b",
            "British Commonwealth Forces command rules": r"\bgemenebest\b|\bcommonwealth\b",
            "Italian Royal Army rules": r"\bkoninklijke italiaanse leger\b"
                                        r"|\bregio esercito\b",
            "Tiger rules": r"\btiger-?regels\b|\btroepen 16\b",
        },
    }.items()}


#: The rule name of the supply rules (supply trains, lines of supply), which 003's Re-supply
#: is not: a Half-track's action, played wherever there are Half-tracks (docs/GAME.md).
SUPPLY_RULES = "supply rules"

#: Re-supply in English and in each language of :data:`TRANSLATED_RULES`, whose words the
#: supply rules' patterns would take for theirs ("re-supply"; our translations call it
#: ravitailler, versorgen, reabastecer, rifornire, bevoorraden, whose nouns are supply's):
#: its re- forms, and the name of Half-tracks (the language's name for them,
#: export/names.json's, or "half-track"), a sentence naming which is all Re-supply's.
RESUPPLY: dict[str, tuple[re.Pattern[str], re.Pattern[str]]] = {
    lang: (re.compile(r"\b(?:" + own + r")", re.IGNORECASE),
           re.compile(r"\b(?:half[- ]?tracks?|" + tracks + r")\b", re.IGNORECASE))
    for lang, (own, tracks) in {
        "en": (r"re-? ?suppl\w*", r"half[- ]?tracks?"),
        "fr": (r"r[ée]-?approvisionn\w*|re-?ravitaill\w*", r"semi-?chenillés?"),
        "de": (r"(?:nach|wieder)-?versorg\w*", r"halbketten\w*"),
        "es": (r"re-?abastec\w*|re-?suministr\w*", r"semiorugas?"),
        "it": (r"ri-?riforni\w*", r"semicingolat[oiae]"),
        "nl": (r"her-?bevoorrad\w*", r"halfrups\w*"),
    }.items()}

#: A sentence, or a part of one between semicolons, as Re-supply's words are read in it.
CLAUSE = re.compile(r"[^.!?;\n]+")

#: The supply rules' own things, in English and in each language of :data:`RESUPPLY`: a
#: supply train, a line of supply. Named in a sentence with Half-tracks (which
#: :data:`RESUPPLY` blanks out), they still say the supply rules.
SUPPLY_THINGS: dict[str, re.Pattern[str]] = {
    lang: re.compile(pattern, re.IGNORECASE) for lang, pattern in {
        "en": r"(?<!re-)(?<!re )\bsupply (?:trains?|lines?)\b|\blines? of supply\b",
        "fr": r"\b(?:trains?|lignes?) (?:de ravitaillement|d['’]approvisionnement)\b",
        "de": r"\b(?:versorgungs|nachschub)(?:z[üu]g|linie)\w*",
        "es": r"\b(?:tren(?:es)?|l[íi]neas?) de (?:suministros?|abastecimiento)\b",
        "it": r"\b(?:tren[oi]|line[ae]) di rifornimenti?o?\b",
        "nl": r"\bbevoorradings(?:trein|lijn)\w*",
    }.items()}


def _without_resupply(text: str, lang: str) -> str:
    """``text`` with the words of Re-supply (:data:`RESUPPLY`), in English and in ``lang``,
    blanked out: what the supply rules' patterns read. A clause (:data:`CLAUSE`) naming
    Half-tracks is blanked whole, each clause read once (a pattern that looked for the
    name from every letter of a clause took minutes on a text of 50,000 letters).

    >>> _without_resupply("Half-tracks may supply. Supply trains.", "fr")
    ' . Supply trains.'
    """
    codes = [RESUPPLY[code] for code in dict.fromkeys(("en", lang)) if code in RESUPPLY]

    def clause(m: re.Match[str]) -> str:
        words = m.group()
        if any(tracks.search(words) for _, tracks in codes):
            return " "
        for own, _ in codes:
            words = own.sub(" ", words)
        return words

    return CLAUSE.sub(clause, text)


#: Special rules (of :data:`SPECIAL_RULES`) that a piece or marker of the map says not
#: played in its own finding: the behaviors (``unplayed-behavior``) and the tiles
#: (``unplayed-terrain``) whose finding names that rule. Where the map has one, the text's
#: finding leaves the rule to it (Oyster Green's sea bluffs were said twice).
MAP_RULES: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "cliffs and sea bluffs": (frozenset({"BLUFF", "CLIFF"}), frozenset()),
    "minefields": (frozenset({"MINE_FIELD", "DECOY_MEDAL_MINE_FIELD"}), frozenset()),
    "blowing bridges": (frozenset({"CAN_BE_BLOWN"}), frozenset()),
    "caves": (frozenset(), frozenset({"pcave", "pmcave"})),
}


def said_by_the_map(scenario: Scenario) -> set[str]:
    """The rules of :data:`MAP_RULES` that the map's own findings say are not played: a
    piece or marker whose behavior is not played, a tile whose own rules are not (as the
    checks ``unplayed-behavior`` and ``unplayed-terrain`` find them)."""
    behaviors: set[str] = set()
    tiles: set[str] = set()
    for h in scenario.hexes.values():
        for layer in ("terrain", "rect_terrain", "obstacle"):
            piece = getattr(h, layer)
            if piece is not None:
                behaviors.update(unplayed_behaviors(layer, piece))
                if own_rules_unplayed(piece, h.unit is not None):
                    tiles.add(piece.name)
        for tag in h.tags:
            behaviors.update(unplayed_behaviors("tag", tag))
    return map_rules(behaviors, tiles)


def map_rules(behaviors: Iterable[str], tiles: Iterable[str] = ()) -> set[str]:
    """The rules of :data:`MAP_RULES` that the unplayed ``behaviors`` of pieces or markers,
    or the ``tiles`` whose own rules are unplayed, are the rules of (the briefing's legend
    asks it of each of its lines).

    >>> sorted(map_rules({"BLUFF", "STEEP_HILL"}, {"pcave"}))
    ['caves', 'cliffs and sea bluffs']
    """
    behaviors, tiles = set(behaviors), set(tiles)
    return {rule for rule, (by_behavior, by_tile) in MAP_RULES.items()
            if by_behavior & behaviors or by_tile & tiles}


#: The rule options that are the rules of ``unplayed-rule`` by these names: a rule whose
#: option ``unplayed-option`` (and the briefing's options line) already says is not played
#: is not said twice (Kalanga River's notes said its night attacks twice).
RULE_OPTIONS: dict[str, frozenset[str]] = {
    name: frozenset(keys) for name, keys in (
        ("air rules", ("air_rules", "air_strikes_rules")),
        ("Blitz rules", ("blitz_rules", "partial_blitz_rules")),
        ("night attacks", ("night_visibility_rules", "night_visibility_reverse_rule",
                           "night_visibility_team_turn")),
        ("minefields", ("mine_deck_name",)),
        ("Red Army commissar rule", ("russian_commissar_rule",)),
        ("North African desert rules", ("north_african_desert_rules",)),
        ("paratroop drops", ("airdrop", "airdrop2")),
        ("smoke screens", ("smoke_screen",)),
        ("US Marine Corps rules", ("gung_ho",)),
        ("blowing bridges", ("blowbridge_opt2",)),
        ("supply rules", ("supply_train_rules",)),
        ("British Commonwealth Forces command rules", ("british_commonwealth",)),
        ("Italian Royal Army rules", ("italy_royal_army",)),
    )}


#: The values of an option switched off (or set to nothing): no rule to play or not.
OFF_VALUES: tuple[object, ...] = (None, False, "", 0, {}, [])


def unplayed_options(scenario: Scenario) -> list[str]:
    """The keys of the rule options of ``scenario`` that the battle simulation does not
    play, as ``unplayed-option`` reports them: those switched on (an option set to false
    or to nothing has no rule to play), but for the Air rules and the Air Strikes rules
    played with them."""
    air = air_settings(scenario).on
    return [key for key, value in scenario.game_info.options.items()
            if key not in PLAYED_OPTIONS and not (air and key == "air_strikes_rules")
            and value not in OFF_VALUES]


def said_by_the_options(scenario: Scenario) -> set[str]:
    """The rules of :data:`RULE_OPTIONS` whose option ``unplayed-option`` says is not
    played."""
    said = set(unplayed_options(scenario))
    return {rule for rule, keys in RULE_OPTIONS.items() if keys & said}


def said_by_the_board(scenario: Scenario) -> set[str]:
    """The rules the board type calls for that ``unplayed-rule`` says of the board itself
    (an Overlord board's command rules), and not again where the text names them."""
    return {OVERLORD_RULES} if scenario.board_type is BoardType.OVERLORD else set()


def rules_named(text: str, lang: str = "en") -> list[str]:
    """The special rules of :data:`SPECIAL_RULES` that ``text`` mentions, in that order,
    each once: by their English words, and by those of ``lang`` (a code as the file writes
    it: ``fr``, ``FR``, ``fr-CA``) when it is a language of :data:`TRANSLATED_RULES`.

    >>> rules_named("Les champs de mines sont en vigueur. Règles de nuit.", "fr")
    ['night attacks', 'minefields']
    >>> rules_named("Nachtangriffe: siehe Regeln.", "fr"), rules_named("Nachtangriffe.", "de")
    ([], ['night attacks'])

    Re-supply, a Half-track's action, is played: its words are not the supply rules'.

    >>> rules_named("Ravitaillement : les semi-chenillés ravitaillent.", "fr")
    []

    A rule said not to be in effect is none (:mod:`~editor.engine.negation`).

    >>> rules_named("Les règles aériennes ne sont pas en vigueur. Pas de renforts.", "fr")
    []
    """
    code = base_language(lang.strip())
    own = TRANSLATED_RULES.get(code, {})
    plain = _without_resupply(text, code)
    found = []
    for pattern, name in SPECIAL_RULES:
        read = plain if name == SUPPLY_RULES else text
        if _said((pattern, own[name]) if name in own else (pattern,), read, code):
            found.append(name)
        elif name == SUPPLY_RULES and _names_supply_things(text, code):
            found.append(name)
    return list(dict.fromkeys(found))


def _said(patterns: Iterable[re.Pattern[str]], text: str, lang: str) -> bool:
    """Whether ``patterns`` (a rule's names, in English and in ``lang``) find the rule's
    name in ``text`` where it is not said not to be in effect
    (:func:`~editor.engine.negation.negated`: "Air rules are not in effect"). Names
    found inside one another are one name, the longest ("mines" in "pas de champs de
    mines")."""
    spans = sorted(m.span() for p in patterns for m in p.finditer(text))
    names: list[list[int]] = []
    for start, end in spans:
        if names and start < names[-1][1]:
            names[-1][1] = max(names[-1][1], end)
        else:
            names.append([start, end])
    return any(not negated(text, start, end, lang) for start, end in names)


def _names_supply_things(text: str, lang: str) -> bool:
    """Whether ``text`` names a supply train or a line of supply (:data:`SUPPLY_THINGS`), in
    English or in ``lang``: the supply rules, even in a sentence with Half-tracks.

    >>> _names_supply_things("Half-tracks and the supply train.", "fr")
    True
    """
    return _said([SUPPLY_THINGS[code] for code in dict.fromkeys(("en", lang))
                  if code in SUPPLY_THINGS], text, lang)


@check("unplayed-option", "info", "a rule option switched on that the battle simulation does "
       "not play (one set to false or to nothing is none)",
       "nothing to fix: playtest results ignore this rule")
def unplayed_option(ctx: Context, me: Check) -> Iterator[Finding]:
    for key in unplayed_options(ctx.scenario):
        what = (f"the rule option {option_label(key)} ({key})" if key in CATALOG.options
                else f"{key} (an option no catalog knows)")
        yield me.finding(f"the simulation does not play {what}", (),
                         f"$.game_info.options.{key}")


@check("unplayed-rule", "info", "the special rules mention a rule the battle simulation does "
       "not play, or the board or the settings call for one (an Overlord board's command "
       "rules, who moves first left to the special rules)",
       "nothing to fix: playtest results ignore this rule",
       rule="a rule that the map's own finding already says is not played (sea bluffs or "
            "cliffs on BLUFF or CLIFF hills, minefields on minefield markers, a bridge that "
            "may be blown, caves), or its rule option's (unplayed-option: night attacks, "
            "the Gung Ho! rules...), is left to that finding and not said twice; so are "
            "the Overlord command rules on an Overlord board, said of the board. Who moves "
            "first, when the settings leave it to the special rules (starting SPECIAL: a "
            "die roll, a choice), is not played either: player 1 moves first in every game. "
            "A rule the text says is not in effect, in the sentence that names it ('Air "
            "rules are not in effect', 'X rules do not apply', 'Les règles aériennes ne sont "
            "pas en vigueur', 'Es gibt keine Minenfelder'...), is no rule to play "
            "(docs/GAME.md says the negated forms read). "
            "The scenario is set up and played all the same: an info")
def unplayed_rule(ctx: Context, me: Check) -> Iterator[Finding]:
    g = ctx.game_info
    if (g.starting or "").upper() == "SPECIAL":  # the engine starts with player 1 (Setup)
        yield me.finding("the simulation does not play who moves first as the special rules "
                         f"decide it (starting SPECIAL): player 1, the "
                         f"{g.side_player1.adjective} player, moves first in every game", (),
                         "$.game_info.starting")
    air = air_settings(ctx.scenario).on
    if said_by_the_board(ctx.scenario):
        # (the simulator's words first, as every note of what is not played begins: the
        # Playtest dialog says them without it, under "Not played by the engine"); the
        # deck is the base game's 60 cards (command-cards.md) where the board needs two
        # copies of the game (000), whose second deck the engine does not shuffle in
        yield me.finding(f"the simulation does not play the {OVERLORD_RULES} an Overlord "
                         "board is played by (team play, a Commander-in-Chief handing the "
                         "command cards to field generals): it plays a battle between two "
                         "players, dealt from one game's deck of 60 command cards", (),
                         "$.board.type")
    # a rule the map's, an option's or the board's own finding says is not played is not
    # said again
    mapped = (said_by_the_map(ctx.scenario) | said_by_the_options(ctx.scenario)
              | said_by_the_board(ctx.scenario))
    for lang, t in ctx.scenario.text.items():
        found = [name for name in rules_named(t.rules or "", lang)
                 if not (air and name == "air rules") and name not in mapped]
        if found:
            yield me.finding(f"the simulation does not play {', '.join(found)}, which the "
                             "special rules mention", (), f"$.text.{lang}.rules")


# --- the briefing's numbers against the settings ----------------------------------------------

#: Words that name a side in a briefing ("German player [Germany]", "Allied Player"): the
#: nations of the official scenarios and the expansions, each on its side.
_SIDE_WORDS: dict[Side, re.Pattern[str]] = {
    Side.AXIS: re.compile(r"\b(axis|germany|germans?|japan|japanese|italy|italians?|"
                          r"hungary|hungarians?|romania|romanians?)\b", re.IGNORECASE),
    Side.ALLIES: re.compile(r"\b(allies|allied|americans?|united states|u\.\s?s\.|britain|"
                            r"british|soviets?|soviet union|russians?|russia|red army|"
                            r"french|france|polish|poland|canada|canadians?|commonwealth|"
                            r"australians?|new zealand(ers?)?|dutch|belgians?|greeks?|"
                            r"norwegians?|yugoslavs?|chinese|china)\b", re.IGNORECASE),
}
_NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten", "eleven", "twelve")
_NUMBER = r"(\d{1,2}|" + "|".join(_NUMBER_WORDS) + r")"
_CARDS = re.compile(r"(?<![+\w-])" + _NUMBER + r" command cards?\b", re.IGNORECASE)
_ANY_NUMBER = re.compile(r"\b" + _NUMBER + r"\b", re.IGNORECASE)
_FIRST = re.compile(r"\bmoves? first\b", re.IGNORECASE)
_MEDALS = re.compile(r"\s*" + _NUMBER + r" (victory )?medals?\b", re.IGNORECASE)


def _number(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBER_WORDS.index(word.lower()) + 1


def _side_named(text: str) -> Side | None:
    """The one side ``text`` names, or ``None`` (none, or both)."""
    named = [side for side, words in _SIDE_WORDS.items() if words.search(text)]
    return named[0] if len(named) == 1 else None


def briefing_numbers(text: str) -> tuple[dict[Side, int], Side | None]:
    """What a briefing says, as the official ones do ("Axis Player [Germany] Take 5 Command
    cards. Allied Player [United States] Take 6 Command cards. You move first."): the command
    cards each side takes, and the side that moves first. A number or a "move first" is
    given to the side its sentence names, or else to the side named last before it; one
    that no side can be given to is passed over, as is a side given two numbers.

    >>> briefing_numbers("German player [Germany]: take 4 Command cards.\\n"
    ...                  "British player: take five Command cards. You move first.")
    ({<Side.AXIS: 'AXIS'>: 4, <Side.ALLIES: 'ALLIES'>: 5}, <Side.ALLIES: 'ALLIES'>)
    """
    cards: dict[Side, set[int]] = {}
    first: set[Side] = set()
    last: Side | None = None
    for sentence in re.split(r"(?<=[.!?:])\s+|\n", text):
        said = _side_named(sentence)
        side = said or last
        found = _CARDS.findall(sentence)
        # another number beside them ("5 (4 without the Air rules)") leaves them unsure
        if side is not None and len(found) == len(_ANY_NUMBER.findall(sentence)):
            cards.setdefault(side, set()).update(_number(n) for n in found)
        if _FIRST.search(sentence) and side is not None:
            first.add(side)
        if said is not None:
            last = said
    return ({s: next(iter(n)) for s, n in cards.items() if len(n) == 1},
            next(iter(first)) if len(first) == 1 else None)


@check("briefing-numbers", "warning", "the briefing or the conditions of victory give other "
       "command cards, medals or first player than the settings",
       "make the settings and the texts agree (the texts are printed on the briefing)",
       rule="the official briefings state each side's command cards and who moves first, "
            "and the conditions of victory the medals to win; the printed briefing is what "
            "players set up from, the settings what the game plays")
def briefing_numbers_check(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns on each number of the texts the settings contradict."""
    g = ctx.game_info
    players = {g.side_player1: "1", g.side_player2: "2"}
    if len(players) != 2:
        return  # one side twice: the sides check says so
    for lang, t in ctx.scenario.text.items():
        cards, first = briefing_numbers(t.description or "")
        for side, n in cards.items():
            p = players[side]
            have = getattr(g, f"cards_player{p}")
            if have is not None and have != n:
                yield me.finding(f"the {lang} briefing gives the {side.adjective} player "
                                 f"{counted(n, 'command card')}; the settings give {have}", (),
                                 f"$.game_info.cards_player{p}")
        if first is not None and g.starting in ("PLAYER1", "PLAYER2"):
            moves = g.side_player1 if g.starting == "PLAYER1" else g.side_player2
            if moves != first:
                yield me.finding(f"the {lang} briefing has the {first.adjective} player "
                                 f"move first; the settings start with the {moves.adjective} "
                                 "player", (),
                                 "$.game_info.starting")
        yield from _medals_said(me, lang, t.victory or "", g.victory_player1,
                                g.victory_player2)


def _medals_said(me: Check, lang: str, victory: str, one: int | None,
                 two: int | None) -> Iterator[Finding]:
    """The medals the conditions of victory begin with ("6 Medals."), when no side is
    named in their first sentence and the settings ask neither side for them."""
    m = _MEDALS.match(victory)
    if m is None or one is None or two is None:
        return
    head = re.split(r"(?<=[.!?])\s|\n", victory, maxsplit=1)[0]
    n = _number(m.group(1))
    if _side_named(head) is None and n not in (one, two):
        asked = f"{one}" if one == two else f"{one} and {two}"
        yield me.finding(f"the {lang} conditions of victory say {counted(n, 'medal')}; the "
                         f"settings ask for {asked}", (), "$.game_info.victory_player1")
