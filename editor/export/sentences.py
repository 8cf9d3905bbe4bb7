"""The sentences a briefing writes itself, in its language: the briefing and the conditions
of victory of a file that has none, and the lines added to the Special Rules (the Air
rules, Ready-to-Take-off markers, landing craft, the rule options the engine does not play).

One table per language, each with exactly the keys of the English one and, in each entry,
the same ``{placeholders}`` (a test checks it). A key said with a count ``n`` that is not
in the table is one of its ``_1`` and ``_n`` keys, chosen as the language counts
(:func:`plural_key`: French counts 0 as one). Keys ending ``_axis``, ``_allies`` and
``_either`` are the same words for each side, so that each language may make them agree
("joueur allié", "unité alliée"; "den alliierten Spieler" after "für"). The words are those
of the official rules of each language where they have them ("Objectif de médaille",
"cartes Commandement"), and those of :mod:`editor.export.words` (the map's captions).

Hex names, airplane models and the scenario's own texts are printed as they are; the names
of the catalog and the rules engine (units, pieces, rule options, rules families) in the
language's words (:meth:`editor.export.words.Words.name`). The English of the Air lines is the
engine's (:data:`editor.engine.air_rules.AIR_WORDS`), and so is that of the reasons why
Ready-to-Take-off markers are not played (:data:`~editor.engine.air_rules.READY_PROBLEMS`,
the words of ``m44 validate``).

>>> say("fr", "moves_first", player=say("fr", "the_player_allies"))
'Le joueur allié joue en premier.'
>>> say("de", "take_cards", player="Achsenspieler", n=1)
'Achsenspieler: Nehmen Sie 1 Befehlskarte.'
>>> say("xx", "medals", n=6)
'6 Medals.'
"""

from __future__ import annotations

import string

from editor.engine.air_rules import AIR_WORDS, READY_PROBLEMS

#: The landing craft's rules, in English the engine's words
#: (:data:`editor.engine.game.expansions.landing_craft.IN_WORDS`, a test checks it).
_LANDING_EN = ("Landing Craft rules (Air Pack) in effect for the units aboard at {hexes}: "
               "the unit aboard moves with its craft 1 or {move} hexes through vacant ocean "
               "hexes, or onto a vacant beach hex next to the ocean, whatever the card, and "
               "may retreat onto ocean hexes; it may not battle while aboard, nor in the turn "
               "it lands. The craft is removed when its unit lands, and gives no medal when "
               "its unit is eliminated.")

SENTENCES: dict[str, dict[str, str]] = {
    "en": {
        "semicolon": "; ", "labelled": "{label}: {value}",
        # the briefing written from game_info
        "player_axis": "Axis player", "player_allies": "Allied player",
        "with_nation": "{player} [{nation}]",
        "take_cards_1": "{player}: take {n} Command card.",
        "take_cards_n": "{player}: take {n} Command cards.",
        "player_only": "{player}.",
        "moves_first": "{player} moves first.",
        "the_player_axis": "The Axis player", "the_player_allies": "The Allied player",
        # the conditions of victory written from the game's tables
        "medals_1": "{n} Medal.", "medals_n": "{n} Medals.",
        "player_medals_1": "{player}: {n} Medal.", "player_medals_n": "{player}: {n} Medals.",
        "for_player_axis": "the Axis player", "for_player_allies": "the Allied player",
        "for_player_either": "either player",
        "objective_temporary_1": "Temporary Medal Objective for {player}: {places}",
        "objective_temporary_n": "Temporary Medal Objectives for {player}: {places}",
        "objective_permanent_1": "Permanent Medal Objective for {player}: {places}",
        "objective_permanent_n": "Permanent Medal Objectives for {player}: {places}",
        "objective_temporary_majority_1":
            "Temporary Majority Medal Objective for {player}: {places}",
        "objective_temporary_majority_n":
            "Temporary Majority Medal Objectives for {player}: {places}",
        "objective_permanent_majority_1":
            "Permanent Majority Medal Objective for {player}: {places}",
        "objective_permanent_majority_n":
            "Permanent Majority Medal Objectives for {player}: {places}",
        "worth": ", worth {n} Medals", "worth_each": ", worth {n} Medals each",
        "turn_start": ", held at the start of the player's turn",
        "need_of": "{need} of {names}",
        "unit_axis": "Axis unit", "unit_allies": "Allied unit",
        "exits": "Exit hexes for {player}: {names}. Each {unit} that moves off the board "
                 "through one of them (with a hex of movement left) is removed and earns a "
                 "Medal.",
        "sudden_death_axis":
            "Sudden Death: The Axis player wins at once holding {held}",
        "sudden_death_allies":
            "Sudden Death: The Allied player wins at once holding {held}",
        "sudden_death_either":
            "Sudden Death: Either player wins at once holding {held}",
        "sudden_death_unplayed": "A Sudden Death over {hexes} is not played: {why}; the game "
                                 "is played to the medals.",
        "no_hex": "no hex",
        "names_no_side": "it names no side",
        "not_hexes_1": "{names} is not a hex of this board",
        "not_hexes_n": "{names} are not hexes of this board",
        # the Special Rules' added lines
        "ready_markers": "Ready-to-Take-off markers: {markers} (see the legend).",
        "ready_at": "{n} on {hex}", "ready_at_axis": "{n} Axis on {hex}",
        "ready_at_allies": "{n} Allied on {hex}",
        "ready_unplayed": "Ready-to-Take-off markers on {hex} {why}.",
        **{f"unready_{k}": v for k, v in READY_PROBLEMS.items()},
        "unready_other": "that the game does not play",
        "landing_craft": _LANDING_EN,
        "unplayed_rules": "Rules named above that this program's game engine does not play: "
                          "{rules}.",
        "options": "Rule options of the file, which this program's game engine does not "
                   "play: {options}.",
        "deck_AIR_POWER_AS_ARTILLERY_BOMBARD_DECK":
            "Air Power cards played as Artillery Bombard",
        "mine_deck_TERRAIN": "the Terrain Pack's tokens",
        "mine_deck_PACIFIC": "Pacific Theater's tokens",
        "both_sides": "both sides", "yes": "yes", "no": "no",
        "opt_min_nbr_units_1": "at least {n} unit", "opt_min_nbr_units_n": "at least {n} units",
        "opt_nbr_units_1": "{n} unit", "opt_nbr_units_n": "{n} units",
        "opt_count_for_1": "worth {n} medal", "opt_count_for_n": "worth {n} medals",
        "opt_range_1": "within {n} hex", "opt_range_n": "within {n} hexes",
        "opt_nbr_drops_1": "{n} drop", "opt_nbr_drops_n": "{n} drops",
        "field_sections": "sections {value}", "field_center": "around {value}",
        "field_turn": "on turn {value}", "field_option": "option {value}",
        "field_option2": "option {value}", "field_unit": "unit {value}",
        "field_badge": "with the {value}",
        "and_more": "{items} and {n} more", "pair": "{a} and {b}",
        "twice": "{value} twice", "times": "{value} {k} times",
        "behavior_ONE_AT_TIME": "one at a time",
        "behavior_CANNOT_EXIT": "without leaving the board",
        "behavior_CANNOT_BE_ACTIVATED_TILL_TURN_turn": "ordered from turn {turn} on",
        **AIR_WORDS,
    },
    "fr": {
        "semicolon": "\u00a0; ", "labelled": "{label}\u00a0: {value}",
        "player_axis": "Joueur de l'Axe", "player_allies": "Joueur allié",
        "with_nation": "{player} [{nation}]",
        "take_cards_1": "{player}\u00a0: prenez {n} carte Commandement.",
        "take_cards_n": "{player}\u00a0: prenez {n} cartes Commandement.",
        "player_only": "{player}.",
        "moves_first": "{player} joue en premier.",
        "the_player_axis": "Le joueur de l'Axe", "the_player_allies": "Le joueur allié",
        "medals_1": "{n} médaille.", "medals_n": "{n} médailles.",
        "player_medals_1": "{player}\u00a0: {n} médaille.",
        "player_medals_n": "{player}\u00a0: {n} médailles.",
        "for_player_axis": "le joueur de l'Axe", "for_player_allies": "le joueur allié",
        "for_player_either": "l'un ou l'autre joueur",
        "objective_temporary_1": "Objectif de médaille temporaire pour {player}\u00a0: {places}",
        "objective_temporary_n": "Objectifs de médaille temporaires pour {player}\u00a0: {places}",
        "objective_permanent_1": "Objectif de médaille permanent pour {player}\u00a0: {places}",
        "objective_permanent_n": "Objectifs de médaille permanents pour {player}\u00a0: {places}",
        "objective_temporary_majority_1":
            "Objectif de médaille temporaire à la majorité pour {player}\u00a0: {places}",
        "objective_temporary_majority_n":
            "Objectifs de médaille temporaires à la majorité pour {player}\u00a0: {places}",
        "objective_permanent_majority_1":
            "Objectif de médaille permanent à la majorité pour {player}\u00a0: {places}",
        "objective_permanent_majority_n":
            "Objectifs de médaille permanents à la majorité pour {player}\u00a0: {places}",
        "worth": ", valant {n} médailles", "worth_each": ", valant {n} médailles chacun",
        "turn_start": ", à tenir au début du tour du joueur",
        "need_of": "{need} parmi {names}",
        "unit_axis": "unité de l'Axe", "unit_allies": "unité alliée",
        "exits": "Hexagones de sortie pour {player}\u00a0: {names}. Chaque {unit} qui quitte le "
                 "plateau par l'un d'eux (avec encore un hexagone de mouvement) est retirée "
                 "et rapporte une médaille.",
        "sudden_death_axis":
            "Mort subite\u00a0: le joueur de l'Axe gagne immédiatement en tenant {held}",
        "sudden_death_allies":
            "Mort subite\u00a0: le joueur allié gagne immédiatement en tenant {held}",
        "sudden_death_either":
            "Mort subite\u00a0: l'un ou l'autre joueur gagne immédiatement en tenant {held}",
        "sudden_death_unplayed": "Une Mort subite sur {hexes} n'est pas jouée\u00a0: {why}"
                                 "\u00a0; la partie se joue aux médailles.",
        "no_hex": "aucun hexagone",
        "names_no_side": "elle ne nomme aucun camp",
        "not_hexes_1": "{names} n'est pas un hexagone de ce plateau",
        "not_hexes_n": "{names} ne sont pas des hexagones de ce plateau",
        "ready_markers": "Marqueurs Prêt à décoller\u00a0: {markers} (voir la légende).",
        "ready_at": "{n} sur {hex}", "ready_at_axis": "{n} de l'Axe sur {hex}",
        "ready_at_allies": "{n} des Alliés sur {hex}",
        "ready_unplayed": "Marqueurs Prêt à décoller sur {hex} {why}.",
        "unready_unreadable": "illisibles\u00a0: il faut un camp (AXIS ou ALLIES) et un nombre "
                              "de 1 à 3",
        "unready_air_off": "alors que les règles Air ne sont pas en vigueur\u00a0: aucun avion "
                           "n'en décolle",
        "unready_off_field": "hors d'un aérodrome ou d'un porte-avions\u00a0: le jeu ne les "
                             "joue pas",
        "unready_under": "sous une unité qui n'est pas un avion de leur camp\u00a0: le jeu ne les "
                         "joue pas",
        "unready_other": "que le jeu ne joue pas",
        "landing_craft": "Règles des péniches de débarquement (Air Pack) en vigueur pour les "
                         "unités embarquées en {hexes}\u00a0: l'unité embarquée se déplace "
                         "avec sa péniche de 1 ou {move} hexagones à travers des hexagones "
                         "d'océan libres, ou sur un hexagone de plage libre adjacent à "
                         "l'océan, quelle que soit la carte, et peut retraiter sur des "
                         "hexagones d'océan\u00a0; "
                         "elle ne peut pas combattre tant qu'elle est embarquée, ni au tour où "
                         "elle débarque. La péniche est retirée quand son unité débarque, et "
                         "ne rapporte aucune médaille quand son unité est éliminée.",
        "unplayed_rules": "Règles nommées ci-dessus que le moteur de jeu de ce programme ne "
                          "joue pas\u00a0: {rules}.",
        "options": "Options de règles du fichier, que le moteur de jeu de ce programme ne "
                   "joue pas\u00a0: {options}.",
        "deck_AIR_POWER_AS_ARTILLERY_BOMBARD_DECK":
            "cartes Puissance aérienne jouées comme Barrage d'artillerie",
        "mine_deck_TERRAIN": "les jetons du Terrain Pack",
        "mine_deck_PACIFIC": "les jetons du Pacific Theater",
        "both_sides": "les deux camps", "yes": "oui", "no": "non",
        "opt_min_nbr_units_1": "au moins {n} unité", "opt_min_nbr_units_n": "au moins {n} unités",
        "opt_nbr_units_1": "{n} unité", "opt_nbr_units_n": "{n} unités",
        "opt_count_for_1": "valant {n} médaille", "opt_count_for_n": "valant {n} médailles",
        "opt_range_1": "à {n} hexagone au plus", "opt_range_n": "à {n} hexagones au plus",
        "opt_nbr_drops_1": "{n} largage", "opt_nbr_drops_n": "{n} largages",
        "field_sections": "sections {value}", "field_center": "autour de {value}",
        "field_turn": "au tour {value}", "field_option": "option {value}",
        "field_option2": "option {value}", "field_unit": "unité {value}",
        "field_badge": "avec {value}",
        "and_more": "{items} et {n} de plus", "pair": "{a} et {b}",
        "twice": "{value} deux fois", "times": "{value} {k} fois",
        "behavior_ONE_AT_TIME": "un par un",
        "behavior_CANNOT_EXIT": "sans quitter le plateau",
        "behavior_CANNOT_BE_ACTIVATED_TILL_TURN_turn": "ordres à partir du tour {turn}",
        "air_on": "Règles Air (Air Pack) en vigueur.",
        "air_deal": "Cartes Sortie aérienne face visible au début\u00a0: {deal}.",
        "air_deal_deck_1": "Cartes Sortie aérienne face visible au début\u00a0: {deal}"
                           "\u00a0; {n} mélangée dans la pioche.",
        "air_deal_deck_n": "Cartes Sortie aérienne face visible au début\u00a0: {deal}"
                           "\u00a0; {n} mélangées dans la pioche.",
        "air_sorties_axis": "Axe {n}", "air_sorties_allies": "Alliés {n}",
        "air_planes_axis": "Avions de l'Axe\u00a0: {model} ({how}){also}.",
        "air_planes_allies": "Avions alliés\u00a0: {model} ({how}){also}.",
        "air_named": "désignés par le scénario",
        "air_guidelines": "selon les consignes de sélection de l'Air Pack",
        "air_carriers": "\u00a0; sur les porte-avions, {model}",
        "air_own_models": "Avions d'un modèle propre\u00a0: {planes}.",
        "air_own_model": "{hex} {model}",
        "air_unread": "selon les consignes de sélection de l'Air Pack\u00a0: "
                      "«\u00a0{name}\u00a0» du scénario n'est pas un modèle de l'Air Pack",
        "air_unread_own": "Avions dont le modèle propre n'est pas un modèle de l'Air Pack, qui "
                          "volent comme ceux de leur camp\u00a0: {planes}.",
        "air_unread_plane": "{hex} «\u00a0{name}\u00a0»",
        "air_strikes_axis": "Règles des frappes aériennes\u00a0: les cartes Reconnaissance du "
                            "joueur de l'Axe peuvent être jouées comme Sorties aériennes.",
        "air_strikes_allies": "Règles des frappes aériennes\u00a0: les cartes Reconnaissance du "
                              "joueur allié peuvent être jouées comme Sorties aériennes.",
        "air_not_played": "Le moteur de jeu de ce programme ne joue pas les valeurs de test "
                          "Air des cartes aide-mémoire pour les terrains autres que la "
                          "rase campagne, les aérodromes et les porte-avions (aucun dé n'est lancé "
                          "pour cela).",
    },
    "de": {
        "semicolon": "; ", "labelled": "{label}: {value}",
        "player_axis": "Achsenspieler", "player_allies": "Alliierter Spieler",
        "with_nation": "{player} [{nation}]",
        "take_cards_1": "{player}: Nehmen Sie {n} Befehlskarte.",
        "take_cards_n": "{player}: Nehmen Sie {n} Befehlskarten.",
        "player_only": "{player}.",
        "moves_first": "{player} beginnt.",
        "the_player_axis": "Der Achsenspieler", "the_player_allies": "Der alliierte Spieler",
        "medals_1": "{n} Medaille.", "medals_n": "{n} Medaillen.",
        "player_medals_1": "{player}: {n} Medaille.", "player_medals_n": "{player}: {n} Medaillen.",
        # after "für": accusative
        "for_player_axis": "den Achsenspieler", "for_player_allies": "den alliierten Spieler",
        "for_player_either": "jeden der beiden Spieler",
        "objective_temporary_1": "Temporäres Medaillenziel für {player}: {places}",
        "objective_temporary_n": "Temporäre Medaillenziele für {player}: {places}",
        "objective_permanent_1": "Permanentes Medaillenziel für {player}: {places}",
        "objective_permanent_n": "Permanente Medaillenziele für {player}: {places}",
        "objective_temporary_majority_1":
            "Temporäres Mehrheits-Medaillenziel für {player}: {places}",
        "objective_temporary_majority_n":
            "Temporäre Mehrheits-Medaillenziele für {player}: {places}",
        "objective_permanent_majority_1":
            "Permanentes Mehrheits-Medaillenziel für {player}: {places}",
        "objective_permanent_majority_n":
            "Permanente Mehrheits-Medaillenziele für {player}: {places}",
        "worth": ", {n} Medaillen wert", "worth_each": ", je {n} Medaillen wert",
        "turn_start": ", zu Beginn des Zuges des Spielers zu halten",
        "need_of": "{need} von {names}",
        "unit_axis": "Einheit der Achse", "unit_allies": "alliierte Einheit",
        "exits": "Ausgangsfelder für {player}: {names}. Jede {unit}, die über eines davon "
                 "(mit noch einem Feld Bewegung) den Spielplan verlässt, wird entfernt und "
                 "bringt eine Medaille.",
        "sudden_death_axis":
            "Sofortsieg: Der Achsenspieler gewinnt sofort, wenn er {held} hält",
        "sudden_death_allies":
            "Sofortsieg: Der alliierte Spieler gewinnt sofort, wenn er {held} hält",
        "sudden_death_either":
            "Sofortsieg: Jeder der beiden Spieler gewinnt sofort, wenn er {held} hält",
        "sudden_death_unplayed": "Ein Sofortsieg auf {hexes} wird nicht gespielt: {why}; "
                                 "gespielt wird um die Medaillen.",
        "no_hex": "keinem Feld",
        "names_no_side": "Er nennt keine Seite",
        "not_hexes_1": "{names} ist kein Feld dieses Spielplans",
        "not_hexes_n": "{names} sind keine Felder dieses Spielplans",
        "ready_markers": "Startbereit-Marker: {markers} (siehe Legende).",
        "ready_at": "{n} auf {hex}", "ready_at_axis": "{n} der Achse auf {hex}",
        "ready_at_allies": "{n} der Alliierten auf {hex}",
        "ready_unplayed": "Startbereit-Marker auf {hex} {why}.",
        "unready_unreadable": "nicht lesbar: Nötig sind eine Seite (AXIS oder ALLIES) und "
                              "eine Anzahl von 1 bis 3",
        "unready_air_off": "ohne geltende Luftregeln: Kein Flugzeug startet von ihnen",
        "unready_off_field": "außerhalb eines Flugplatzes oder Flugzeugträgers: Das Spiel "
                             "spielt sie nicht",
        "unready_under": "unter einer Einheit, die kein Flugzeug ihrer Seite ist: Das Spiel "
                         "spielt sie nicht",
        "unready_other": "die das Spiel nicht spielt",
        "landing_craft": "Landungsboot-Regeln (Air Pack) in Kraft für die Einheiten an Bord "
                         "auf {hexes}: Die Einheit an Bord bewegt sich mit ihrem Boot 1 oder "
                         "{move} Felder durch freie Ozeanfelder oder auf ein freies Strandfeld "
                         "neben dem Ozean, unabhängig von der Karte, und darf sich auf "
                         "Ozeanfelder zurückziehen; sie darf an Bord nicht kämpfen, auch "
                         "nicht in dem Zug, in dem sie landet. Das Boot wird entfernt, wenn "
                         "seine Einheit landet, und bringt keine Medaille, wenn seine Einheit "
                         "vernichtet wird.",
        "unplayed_rules": "Oben genannte Regeln, die die Spiel-Engine dieses Programms nicht "
                          "spielt: {rules}.",
        "options": "Regeloptionen der Datei, die die Spiel-Engine dieses Programms nicht "
                   "spielt: {options}.",
        "deck_AIR_POWER_AS_ARTILLERY_BOMBARD_DECK":
            "Luftangriff-Karten als Artilleriebombardement gespielt",
        "mine_deck_TERRAIN": "die Marker des Terrain Packs",
        "mine_deck_PACIFIC": "die Marker des Pacific Theaters",
        "both_sides": "beide Seiten", "yes": "ja", "no": "nein",
        "opt_min_nbr_units_1": "mindestens {n} Einheit",
        "opt_min_nbr_units_n": "mindestens {n} Einheiten",
        "opt_nbr_units_1": "{n} Einheit", "opt_nbr_units_n": "{n} Einheiten",
        "opt_count_for_1": "{n} Medaille wert", "opt_count_for_n": "{n} Medaillen wert",
        "opt_range_1": "im Umkreis von {n} Feld", "opt_range_n": "im Umkreis von {n} Feldern",
        "opt_nbr_drops_1": "{n} Absprung", "opt_nbr_drops_n": "{n} Absprünge",
        "field_sections": "Abschnitte {value}", "field_center": "um {value}",
        "field_turn": "in Zug {value}", "field_option": "Option {value}",
        "field_option2": "Option {value}", "field_unit": "Einheit {value}",
        "field_badge": "mit {value}",
        "and_more": "{items} und {n} weitere", "pair": "{a} und {b}",
        "twice": "zweimal {value}", "times": "{k}-mal {value}",
        "behavior_ONE_AT_TIME": "einzeln nacheinander",
        "behavior_CANNOT_EXIT": "ohne den Spielplan zu verlassen",
        "behavior_CANNOT_BE_ACTIVATED_TILL_TURN_turn": "Befehle erst ab Zug {turn}",
        "air_on": "Luftregeln (Air Pack) in Kraft.",
        "air_deal": "Lufteinsatzkarten offen zu Beginn: {deal}.",
        "air_deal_deck_1": "Lufteinsatzkarten offen zu Beginn: {deal}; {n} in den "
                           "Kartenstapel gemischt.",
        "air_deal_deck_n": "Lufteinsatzkarten offen zu Beginn: {deal}; {n} in den "
                           "Kartenstapel gemischt.",
        "air_sorties_axis": "Achse {n}", "air_sorties_allies": "Alliierte {n}",
        "air_planes_axis": "Flugzeuge der Achse: {model} ({how}){also}.",
        "air_planes_allies": "Alliierte Flugzeuge: {model} ({how}){also}.",
        "air_named": "vom Szenario bestimmt",
        "air_guidelines": "nach den Auswahlrichtlinien des Air Packs",
        "air_carriers": "; auf Flugzeugträgern {model}",
        "air_own_models": "Flugzeuge eines eigenen Modells: {planes}.",
        "air_own_model": "{hex} {model}",
        "air_unread": "nach den Auswahlrichtlinien des Air Packs: „{name}“ des Szenarios ist "
                      "kein Modell des Air Packs",
        "air_unread_own": "Flugzeuge, deren eigenes Modell kein Modell des Air Packs ist, "
                          "fliegen wie die ihrer Seite: {planes}.",
        "air_unread_plane": "{hex} „{name}“",
        "air_strikes_axis": "Luftschlag-Regeln: Die Aufklärungskarten des Achsenspielers "
                            "dürfen als Lufteinsätze gespielt werden.",
        "air_strikes_allies": "Luftschlag-Regeln: Die Aufklärungskarten des alliierten "
                              "Spielers dürfen als Lufteinsätze gespielt werden.",
        "air_not_played": "Die Spiel-Engine dieses Programms spielt die Luftprobe-Werte der "
                          "Übersichtskarten für anderes Gelände als offenes Gelände, "
                          "Flugplätze und Flugzeugträger nicht (dafür wird nicht gewürfelt).",
    },
    "es": {
        "semicolon": "; ", "labelled": "{label}: {value}",
        "player_axis": "Jugador del Eje", "player_allies": "Jugador aliado",
        "with_nation": "{player} [{nation}]",
        "take_cards_1": "{player}: toma {n} carta de Mando.",
        "take_cards_n": "{player}: toma {n} cartas de Mando.",
        "player_only": "{player}.",
        "moves_first": "{player} empieza.",
        "the_player_axis": "El jugador del Eje", "the_player_allies": "El jugador aliado",
        "medals_1": "{n} medalla.", "medals_n": "{n} medallas.",
        "player_medals_1": "{player}: {n} medalla.", "player_medals_n": "{player}: {n} medallas.",
        "for_player_axis": "el jugador del Eje", "for_player_allies": "el jugador aliado",
        "for_player_either": "cualquiera de los jugadores",
        "objective_temporary_1": "Objetivo de medalla temporal para {player}: {places}",
        "objective_temporary_n": "Objetivos de medalla temporales para {player}: {places}",
        "objective_permanent_1": "Objetivo de medalla permanente para {player}: {places}",
        "objective_permanent_n": "Objetivos de medalla permanentes para {player}: {places}",
        "objective_temporary_majority_1":
            "Objetivo de medalla temporal por mayoría para {player}: {places}",
        "objective_temporary_majority_n":
            "Objetivos de medalla temporales por mayoría para {player}: {places}",
        "objective_permanent_majority_1":
            "Objetivo de medalla permanente por mayoría para {player}: {places}",
        "objective_permanent_majority_n":
            "Objetivos de medalla permanentes por mayoría para {player}: {places}",
        "worth": ", que vale {n} medallas", "worth_each": ", que valen {n} medallas cada uno",
        "turn_start": ", si se mantiene al inicio del turno del jugador",
        "need_of": "{need} de {names}",
        "unit_axis": "unidad del Eje", "unit_allies": "unidad aliada",
        "exits": "Hexágonos de salida para {player}: {names}. Cada {unit} que sale del "
                 "tablero por uno de ellos (con un hexágono de movimiento restante) se retira "
                 "y otorga una medalla.",
        "sudden_death_axis":
            "Muerte súbita: el jugador del Eje gana de inmediato al mantener {held}",
        "sudden_death_allies":
            "Muerte súbita: el jugador aliado gana de inmediato al mantener {held}",
        "sudden_death_either":
            "Muerte súbita: cualquiera de los jugadores gana de inmediato al mantener {held}",
        "sudden_death_unplayed": "Una Muerte súbita sobre {hexes} no se juega: {why}; la "
                                 "partida se juega a las medallas.",
        "no_hex": "ningún hexágono",
        "names_no_side": "no nombra ningún bando",
        "not_hexes_1": "{names} no es un hexágono de este tablero",
        "not_hexes_n": "{names} no son hexágonos de este tablero",
        "ready_markers": "Marcadores Listo para despegar: {markers} (véase la leyenda).",
        "ready_at": "{n} en {hex}", "ready_at_axis": "{n} del Eje en {hex}",
        "ready_at_allies": "{n} de los Aliados en {hex}",
        "ready_unplayed": "Marcadores Listo para despegar en {hex} {why}.",
        "unready_unreadable": "ilegibles: hacen falta un bando (AXIS o ALLIES) y una "
                              "cantidad de 1 a 3",
        "unready_air_off": "sin las reglas aéreas en vigor: ningún avión despega de ellos",
        "unready_off_field": "fuera de un aeródromo o de un portaaviones: el juego no los "
                             "juega",
        "unready_under": "bajo una unidad que no es un avión de su bando: el juego no los "
                         "juega",
        "unready_other": "que el juego no juega",
        "landing_craft": "Reglas de lanchas de desembarco (Air Pack) en vigor para las "
                         "unidades a bordo en {hexes}: la unidad a bordo se mueve con su "
                         "lancha 1 o {move} hexágonos por hexágonos de océano libres, o a un "
                         "hexágono de playa libre junto al océano, sea cual sea la carta, y "
                         "puede retirarse a hexágonos de océano; no puede combatir mientras "
                         "está a bordo, ni en el turno en que desembarca. La lancha se retira "
                         "cuando su unidad desembarca, y no otorga ninguna medalla cuando su "
                         "unidad es eliminada.",
        "unplayed_rules": "Reglas nombradas arriba que el motor de juego de este programa no "
                          "juega: {rules}.",
        "options": "Opciones de reglas del archivo que el motor de juego de este programa no "
                   "juega: {options}.",
        "deck_AIR_POWER_AS_ARTILLERY_BOMBARD_DECK":
            "cartas de Poder aéreo jugadas como Bombardeo de artillería",
        "mine_deck_TERRAIN": "las fichas del Terrain Pack",
        "mine_deck_PACIFIC": "las fichas del Pacific Theater",
        "both_sides": "ambos bandos", "yes": "sí", "no": "no",
        "opt_min_nbr_units_1": "al menos {n} unidad",
        "opt_min_nbr_units_n": "al menos {n} unidades",
        "opt_nbr_units_1": "{n} unidad", "opt_nbr_units_n": "{n} unidades",
        "opt_count_for_1": "con un valor de {n} medalla",
        "opt_count_for_n": "con un valor de {n} medallas",
        "opt_range_1": "a {n} hexágono como máximo",
        "opt_range_n": "a {n} hexágonos como máximo",
        "opt_nbr_drops_1": "{n} lanzamiento", "opt_nbr_drops_n": "{n} lanzamientos",
        "field_sections": "secciones {value}", "field_center": "alrededor de {value}",
        "field_turn": "en el turno {value}", "field_option": "opción {value}",
        "field_option2": "opción {value}", "field_unit": "unidad {value}",
        "field_badge": "con {value}",
        "and_more": "{items} y {n} más", "pair": "{a} y {b}",
        "twice": "{value} dos veces", "times": "{value} {k} veces",
        "behavior_ONE_AT_TIME": "de uno en uno",
        "behavior_CANNOT_EXIT": "sin salir del tablero",
        "behavior_CANNOT_BE_ACTIVATED_TILL_TURN_turn": "órdenes a partir del turno {turn}",
        "air_on": "Reglas aéreas (Air Pack) en vigor.",
        "air_deal": "Cartas de Salida aérea boca arriba al inicio: {deal}.",
        "air_deal_deck_1": "Cartas de Salida aérea boca arriba al inicio: {deal}; {n} "
                           "mezclada en el mazo.",
        "air_deal_deck_n": "Cartas de Salida aérea boca arriba al inicio: {deal}; {n} "
                           "mezcladas en el mazo.",
        "air_sorties_axis": "Eje {n}", "air_sorties_allies": "Aliados {n}",
        "air_planes_axis": "Aviones del Eje: {model} ({how}){also}.",
        "air_planes_allies": "Aviones aliados: {model} ({how}){also}.",
        "air_named": "designados por el escenario",
        "air_guidelines": "según las pautas de selección del Air Pack",
        "air_carriers": "; en portaaviones, {model}",
        "air_own_models": "Aviones de un modelo propio: {planes}.",
        "air_own_model": "{hex} {model}",
        "air_unread": "según las pautas de selección del Air Pack: «{name}» del escenario no "
                      "es un modelo del Air Pack",
        "air_unread_own": "Aviones cuyo modelo propio no es un modelo del Air Pack, que vuelan "
                          "como los de su bando: {planes}.",
        "air_unread_plane": "{hex} «{name}»",
        "air_strikes_axis": "Reglas de ataques aéreos: las cartas de Reconocimiento del "
                            "jugador del Eje pueden jugarse como Salidas aéreas.",
        "air_strikes_allies": "Reglas de ataques aéreos: las cartas de Reconocimiento del "
                              "jugador aliado pueden jugarse como Salidas aéreas.",
        "air_not_played": "El motor de juego de este programa no juega los valores de "
                          "control aéreo de las cartas resumen para terrenos que no sean "
                          "campo abierto, aeródromos y portaaviones (no se tira ningún dado "
                          "por ello).",
    },
    "it": {
        "semicolon": "; ", "labelled": "{label}: {value}",
        "player_axis": "Giocatore dell'Asse", "player_allies": "Giocatore alleato",
        "with_nation": "{player} [{nation}]",
        "take_cards_1": "{player}: prendi {n} carta Comando.",
        "take_cards_n": "{player}: prendi {n} carte Comando.",
        "player_only": "{player}.",
        "moves_first": "{player} gioca per primo.",
        "the_player_axis": "Il giocatore dell'Asse", "the_player_allies": "Il giocatore alleato",
        "medals_1": "{n} medaglia.", "medals_n": "{n} medaglie.",
        "player_medals_1": "{player}: {n} medaglia.", "player_medals_n": "{player}: {n} medaglie.",
        "for_player_axis": "il giocatore dell'Asse", "for_player_allies": "il giocatore alleato",
        "for_player_either": "ciascun giocatore",
        "objective_temporary_1": "Obiettivo medaglia temporaneo per {player}: {places}",
        "objective_temporary_n": "Obiettivi medaglia temporanei per {player}: {places}",
        "objective_permanent_1": "Obiettivo medaglia permanente per {player}: {places}",
        "objective_permanent_n": "Obiettivi medaglia permanenti per {player}: {places}",
        "objective_temporary_majority_1":
            "Obiettivo medaglia temporaneo a maggioranza per {player}: {places}",
        "objective_temporary_majority_n":
            "Obiettivi medaglia temporanei a maggioranza per {player}: {places}",
        "objective_permanent_majority_1":
            "Obiettivo medaglia permanente a maggioranza per {player}: {places}",
        "objective_permanent_majority_n":
            "Obiettivi medaglia permanenti a maggioranza per {player}: {places}",
        "worth": ", del valore di {n} medaglie",
        "worth_each": ", del valore di {n} medaglie ciascuno",
        "turn_start": ", da tenere all'inizio del turno del giocatore",
        "need_of": "{need} tra {names}",
        "unit_axis": "unità dell'Asse", "unit_allies": "unità alleata",
        "exits": "Esagoni di uscita per {player}: {names}. Ogni {unit} che esce dal tabellone "
                 "da uno di essi (con ancora un esagono di movimento) viene rimossa e fa "
                 "guadagnare una medaglia.",
        "sudden_death_axis":
            "Morte improvvisa: il giocatore dell'Asse vince subito tenendo {held}",
        "sudden_death_allies":
            "Morte improvvisa: il giocatore alleato vince subito tenendo {held}",
        "sudden_death_either":
            "Morte improvvisa: vince subito il giocatore che tiene {held}",
        "sudden_death_unplayed": "Una Morte improvvisa su {hexes} non è giocata: {why}; la "
                                 "partita si gioca alle medaglie.",
        "no_hex": "nessun esagono",
        "names_no_side": "non nomina alcuno schieramento",
        "not_hexes_1": "{names} non è un esagono di questo tabellone",
        "not_hexes_n": "{names} non sono esagoni di questo tabellone",
        "ready_markers": "Segnalini Pronto al decollo: {markers} (vedi la legenda).",
        "ready_at": "{n} su {hex}", "ready_at_axis": "{n} dell'Asse su {hex}",
        "ready_at_allies": "{n} degli Alleati su {hex}",
        "ready_unplayed": "Segnalini Pronto al decollo su {hex} {why}.",
        "unready_unreadable": "illeggibili: servono uno schieramento (AXIS o ALLIES) e un "
                              "numero da 1 a 3",
        "unready_air_off": "senza le regole aeree in vigore: nessun aereo decolla da essi",
        "unready_off_field": "fuori da un aeroporto o da una portaerei: il gioco non li gioca",
        "unready_under": "sotto un'unità che non è un aereo del loro schieramento: il gioco "
                         "non li gioca",
        "unready_other": "che il gioco non gioca",
        "landing_craft": "Regole dei mezzi da sbarco (Air Pack) in vigore per le unità a "
                         "bordo in {hexes}: l'unità a bordo si muove con il suo mezzo di 1 o "
                         "{move} esagoni attraverso esagoni di oceano liberi, o su un esagono "
                         "di spiaggia libero adiacente all'oceano, qualunque sia la carta, e "
                         "può ritirarsi su esagoni di oceano; non può combattere mentre è a "
                         "bordo, né nel turno in cui sbarca. Il mezzo viene rimosso quando la "
                         "sua unità sbarca, e non fa guadagnare alcuna medaglia quando la sua "
                         "unità viene eliminata.",
        "unplayed_rules": "Regole nominate sopra che il motore di gioco di questo programma "
                          "non gioca: {rules}.",
        "options": "Opzioni di regola del file, che il motore di gioco di questo programma "
                   "non gioca: {options}.",
        "deck_AIR_POWER_AS_ARTILLERY_BOMBARD_DECK":
            "carte Potenza aerea giocate come Bombardamento d'artiglieria",
        "mine_deck_TERRAIN": "i segnalini del Terrain Pack",
        "mine_deck_PACIFIC": "i segnalini del Pacific Theater",
        "both_sides": "entrambi gli schieramenti", "yes": "sì", "no": "no",
        "opt_min_nbr_units_1": "almeno {n} unità", "opt_min_nbr_units_n": "almeno {n} unità",
        "opt_nbr_units_1": "{n} unità", "opt_nbr_units_n": "{n} unità",
        "opt_count_for_1": "del valore di {n} medaglia",
        "opt_count_for_n": "del valore di {n} medaglie",
        "opt_range_1": "entro {n} esagono", "opt_range_n": "entro {n} esagoni",
        "opt_nbr_drops_1": "{n} lancio", "opt_nbr_drops_n": "{n} lanci",
        "field_sections": "sezioni {value}", "field_center": "intorno a {value}",
        "field_turn": "al turno {value}", "field_option": "opzione {value}",
        "field_option2": "opzione {value}", "field_unit": "unità {value}",
        "field_badge": "con {value}",
        "and_more": "{items} e altri {n}", "pair": "{a} e {b}",
        "twice": "{value} due volte", "times": "{value} {k} volte",
        "behavior_ONE_AT_TIME": "uno alla volta",
        "behavior_CANNOT_EXIT": "senza uscire dal tabellone",
        "behavior_CANNOT_BE_ACTIVATED_TILL_TURN_turn": "ordini dal turno {turn}",
        "air_on": "Regole aeree (Air Pack) in vigore.",
        "air_deal": "Carte Sortita aerea scoperte all'inizio: {deal}.",
        "air_deal_deck_1": "Carte Sortita aerea scoperte all'inizio: {deal}; {n} mescolata "
                           "nel mazzo.",
        "air_deal_deck_n": "Carte Sortita aerea scoperte all'inizio: {deal}; {n} mescolate "
                           "nel mazzo.",
        "air_sorties_axis": "Asse {n}", "air_sorties_allies": "Alleati {n}",
        "air_planes_axis": "Aerei dell'Asse: {model} ({how}){also}.",
        "air_planes_allies": "Aerei alleati: {model} ({how}){also}.",
        "air_named": "indicati dallo scenario",
        "air_guidelines": "secondo le linee guida di selezione dell'Air Pack",
        "air_carriers": "; sulle portaerei, {model}",
        "air_own_models": "Aerei di un modello proprio: {planes}.",
        "air_own_model": "{hex} {model}",
        "air_unread": "secondo le linee guida di selezione dell'Air Pack: «{name}» dello "
                      "scenario non è un modello dell'Air Pack",
        "air_unread_own": "Aerei il cui modello proprio non è un modello dell'Air Pack, che "
                          "volano come quelli del loro schieramento: {planes}.",
        "air_unread_plane": "{hex} «{name}»",
        "air_strikes_axis": "Regole degli attacchi aerei: le carte Ricognizione del giocatore "
                            "dell'Asse possono essere giocate come Sortite aeree.",
        "air_strikes_allies": "Regole degli attacchi aerei: le carte Ricognizione del "
                              "giocatore alleato possono essere giocate come Sortite aeree.",
        "air_not_played": "Il motore di gioco di questo programma non gioca i valori del "
                          "controllo aereo delle carte riassuntive per terreni diversi da "
                          "aperta campagna, aeroporti e portaerei (non si tira alcun dado per "
                          "questo).",
    },
    "nl": {
        "semicolon": "; ", "labelled": "{label}: {value}",
        "player_axis": "Speler van de As", "player_allies": "Geallieerde speler",
        "with_nation": "{player} [{nation}]",
        "take_cards_1": "{player}: neem {n} Bevelkaart.",
        "take_cards_n": "{player}: neem {n} Bevelkaarten.",
        "player_only": "{player}.",
        "moves_first": "{player} begint.",
        "the_player_axis": "De speler van de As", "the_player_allies": "De geallieerde speler",
        "medals_1": "{n} medaille.", "medals_n": "{n} medailles.",
        "player_medals_1": "{player}: {n} medaille.", "player_medals_n": "{player}: {n} medailles.",
        "for_player_axis": "de speler van de As", "for_player_allies": "de geallieerde speler",
        "for_player_either": "elk van beide spelers",
        "objective_temporary_1": "Tijdelijk medailledoel voor {player}: {places}",
        "objective_temporary_n": "Tijdelijke medailledoelen voor {player}: {places}",
        "objective_permanent_1": "Permanent medailledoel voor {player}: {places}",
        "objective_permanent_n": "Permanente medailledoelen voor {player}: {places}",
        "objective_temporary_majority_1":
            "Tijdelijk meerderheidsmedailledoel voor {player}: {places}",
        "objective_temporary_majority_n":
            "Tijdelijke meerderheidsmedailledoelen voor {player}: {places}",
        "objective_permanent_majority_1":
            "Permanent meerderheidsmedailledoel voor {player}: {places}",
        "objective_permanent_majority_n":
            "Permanente meerderheidsmedailledoelen voor {player}: {places}",
        "worth": ", goed voor {n} medailles", "worth_each": ", elk goed voor {n} medailles",
        "turn_start": ", vast te houden aan het begin van de beurt van de speler",
        "need_of": "{need} van {names}",
        "unit_axis": "eenheid van de As", "unit_allies": "geallieerde eenheid",
        "exits": "Uitgangshexen voor {player}: {names}. Elke {unit} die via een ervan het bord "
                 "verlaat (met nog een hex beweging over) wordt verwijderd en levert een "
                 "medaille op.",
        "sudden_death_axis":
            "Onmiddellijke overwinning: de speler van de As wint meteen door {held} vast "
            "te houden",
        "sudden_death_allies":
            "Onmiddellijke overwinning: de geallieerde speler wint meteen door {held} vast "
            "te houden",
        "sudden_death_either":
            "Onmiddellijke overwinning: de speler die {held} vasthoudt, wint meteen",
        "sudden_death_unplayed": "Een onmiddellijke overwinning op {hexes} wordt niet "
                                 "gespeeld: {why}; er wordt om de medailles gespeeld.",
        "no_hex": "geen enkele hex",
        "names_no_side": "ze noemt geen partij",
        "not_hexes_1": "{names} is geen hex van dit bord",
        "not_hexes_n": "{names} zijn geen hexen van dit bord",
        "ready_markers": "Startklaar-markers: {markers} (zie de legenda).",
        "ready_at": "{n} op {hex}", "ready_at_axis": "{n} van de As op {hex}",
        "ready_at_allies": "{n} van de Geallieerden op {hex}",
        "ready_unplayed": "Startklaar-markers op {hex} {why}.",
        "unready_unreadable": "onleesbaar: nodig zijn een partij (AXIS of ALLIES) en een "
                              "aantal van 1 tot 3",
        "unready_air_off": "terwijl de luchtregels niet van kracht zijn: er stijgt geen "
                           "vliegtuig van op",
        "unready_off_field": "buiten een vliegveld of vliegdekschip: het spel speelt ze niet",
        "unready_under": "onder een eenheid die geen vliegtuig van hun partij is: het spel "
                         "speelt ze niet",
        "unready_other": "die het spel niet speelt",
        "landing_craft": "Regels voor landingsvaartuigen (Air Pack) van kracht voor de "
                         "eenheden aan boord op {hexes}: de eenheid aan boord beweegt met haar "
                         "vaartuig 1 of {move} hexen door vrije oceaanhexen, of naar een vrije "
                         "strandhex naast de oceaan, ongeacht de kaart, en mag zich "
                         "terugtrekken naar oceaanhexen; ze mag niet strijden zolang ze aan "
                         "boord is, noch in de beurt waarin ze landt. Het vaartuig wordt "
                         "verwijderd wanneer zijn eenheid landt, en levert geen medaille op "
                         "wanneer zijn eenheid wordt uitgeschakeld.",
        "unplayed_rules": "Hierboven genoemde regels die de spelengine van dit programma niet "
                          "speelt: {rules}.",
        "options": "Regelopties van het bestand die de spelengine van dit programma niet "
                   "speelt: {options}.",
        "deck_AIR_POWER_AS_ARTILLERY_BOMBARD_DECK":
            "Luchtmachtkaarten gespeeld als Artilleriebombardement",
        "mine_deck_TERRAIN": "de fiches van het Terrain Pack",
        "mine_deck_PACIFIC": "de fiches van het Pacific Theater",
        "both_sides": "beide partijen", "yes": "ja", "no": "nee",
        "opt_min_nbr_units_1": "minstens {n} eenheid",
        "opt_min_nbr_units_n": "minstens {n} eenheden",
        "opt_nbr_units_1": "{n} eenheid", "opt_nbr_units_n": "{n} eenheden",
        "opt_count_for_1": "goed voor {n} medaille", "opt_count_for_n": "goed voor {n} medailles",
        "opt_range_1": "binnen {n} hex", "opt_range_n": "binnen {n} hexen",
        "opt_nbr_drops_1": "{n} luchtlanding", "opt_nbr_drops_n": "{n} luchtlandingen",
        "field_sections": "secties {value}", "field_center": "rond {value}",
        "field_turn": "in beurt {value}", "field_option": "optie {value}",
        "field_option2": "optie {value}", "field_unit": "eenheid {value}",
        "field_badge": "met {value}",
        "and_more": "{items} en nog {n}", "pair": "{a} en {b}",
        "twice": "{value} twee keer", "times": "{value} {k} keer",
        "behavior_ONE_AT_TIME": "één voor één",
        "behavior_CANNOT_EXIT": "zonder het bord te verlaten",
        "behavior_CANNOT_BE_ACTIVATED_TILL_TURN_turn": "bevelen pas vanaf beurt {turn}",
        "air_on": "Luchtregels (Air Pack) van kracht.",
        "air_deal": "Luchtmissiekaarten open bij het begin: {deal}.",
        "air_deal_deck_1": "Luchtmissiekaarten open bij het begin: {deal}; {n} in de stapel "
                           "geschud.",
        "air_deal_deck_n": "Luchtmissiekaarten open bij het begin: {deal}; {n} in de stapel "
                           "geschud.",
        "air_sorties_axis": "As {n}", "air_sorties_allies": "Geallieerden {n}",
        "air_planes_axis": "Vliegtuigen van de As: {model} ({how}){also}.",
        "air_planes_allies": "Geallieerde vliegtuigen: {model} ({how}){also}.",
        "air_named": "door het scenario aangewezen",
        "air_guidelines": "volgens de selectierichtlijnen van het Air Pack",
        "air_carriers": "; op vliegdekschepen, {model}",
        "air_own_models": "Vliegtuigen van een eigen model: {planes}.",
        "air_own_model": "{hex} {model}",
        "air_unread": "volgens de selectierichtlijnen van het Air Pack: „{name}” van het "
                      "scenario is geen model van het Air Pack",
        "air_unread_own": "Vliegtuigen waarvan het eigen model geen model van het Air Pack is, "
                          "vliegen als die van hun partij: {planes}.",
        "air_unread_plane": "{hex} „{name}”",
        "air_strikes_axis": "Regels voor luchtaanvallen: de Verkenningskaarten van de speler "
                            "van de As mogen als Luchtmissies gespeeld worden.",
        "air_strikes_allies": "Regels voor luchtaanvallen: de Verkenningskaarten van de "
                              "geallieerde speler mogen als Luchtmissies gespeeld worden.",
        "air_not_played": "De spelengine van dit programma speelt de luchtcontrolewaarden van "
                          "de overzichtskaarten niet voor ander terrein dan open terrein, "
                          "vliegvelden en vliegdekschepen (daarvoor wordt geen dobbelsteen "
                          "gegooid).",
    },
}


def table_language(lang: str) -> str:
    """The key of the table of ``lang`` (``fr_CA`` → ``fr``; English for any we have not)."""
    key = lang.replace("-", "_").split("_")[0].lower()
    return key if key in SENTENCES else "en"


def plural_key(lang: str, key: str, n: object) -> str:
    """The ``_1`` or ``_n`` key of a counted sentence: one is singular everywhere, and
    zero too in French ("0 médaille").

    >>> plural_key("fr", "medals", 0), plural_key("en", "medals", 0)
    ('medals_1', 'medals_n')
    """
    one = n == 1 or (table_language(lang) == "fr" and n == 0)
    return f"{key}_{'1' if one else 'n'}"


def say(lang: str, key: str, **values: object) -> str:
    """The sentence ``key`` in ``lang`` with its values; a counted key (``_1``/``_n`` in the
    table) by the value ``n``."""
    table = SENTENCES[table_language(lang)]
    if key not in table:
        key = plural_key(lang, key, values.get("n"))
    return table[key].format(**values)


def placeholders(text: str) -> set[str]:
    """The ``{names}`` of a sentence.

    >>> sorted(placeholders("{player}: take {n} Command cards."))
    ['n', 'player']
    """
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _with_legend() -> None:
    """The legend's sentences are kept in their own module, and are keys of these tables."""
    from .legend_sentences import LEGEND_SENTENCES

    for lang, table in LEGEND_SENTENCES.items():
        SENTENCES[lang].update(table)


_with_legend()
