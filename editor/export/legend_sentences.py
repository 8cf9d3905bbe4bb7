"""The legend's words in each language (:mod:`editor.export.legend`): the one-line summaries
it writes from the rules engine's tables, and the labels that are not the catalog's. Part of
the tables of :mod:`editor.export.sentences` (same keys and placeholders in every language,
``_1``/``_n`` for counts); the keys start with ``lg_``.

The names stay as they are: catalog labels ("Forests", "German Infantry", "Objective
medal, Allies"), the rules families a piece plays as ("Countryside") and the profile a unit
plays as, which are the engine's names. The summaries are telegraphic, as a legend is, so
that few words agree with the names around them.
"""

from __future__ import annotations

from editor.engine.air_rules import AIRPLANES_OFF_NOT_PLAYED

LEGEND_SENTENCES: dict[str, dict[str, str]] = {
    "en": {
        "lg_background_beach": "Beach (printed board)",
        "lg_background_ocean": "Ocean (printed board)",
        "lg_claimed_axis": "Claimed by the Axis.", "lg_claimed_allies": "Claimed by the Allies.",
        "lg_unplayed": "Its own rules are not in the rules used, nor played.",
        "lg_as": "{label}, as {family}",
        "lg_behavior_unplayed": "Not in the rules used, nor played: {rules}.",
        "lg_rule_steep_hill": "moving up it counts as a 2-hex move",
        "lg_rule_wide_river": "it blocks the line of sight of infantry",
        "lg_rule_bridge_section": "it is entered only through its open ends",
        "lg_rule_can_be_blown": "it may be blown up",
        "lg_rule_one_medal_if_blown": "blowing it up wins a medal",
        "lg_rule_cliff": "the cliff's own rules for other units",
        "lg_rule_bluff": "the sea bluff's own rules for other units",
        "lg_rule_seawall": "the sea wall's own rules",
        "lg_rule_headquarter": "the headquarters' own rules",
        "lg_rule_oasis_recovery": "Oasis Recovery (units there may recover lost figures)",
        "lg_rule_decoy_medal_mine_field": "a decoy mine gives a medal to the side that "
                                          "reveals it",
        "lg_landing_label": "{label} (landing craft)",
        "lg_decoy_label": "{label} (decoys win a medal)",
        "lg_landing_1": "Landing craft (Air Pack) carrying {n} unit: its rules are in the "
                        "Special Rules.",
        "lg_landing_n": "Landing craft (Air Pack) carrying {n} units: its rules are in the "
                        "Special Rules.",
        "lg_idle_1": "{n} with no unit on it on the ocean carries nothing.",
        "lg_idle_n": "{n} with no unit on it on the ocean carry nothing.",
        "lg_landing_none": "Not played as a landing craft: no unit on it on the ocean.",
        "lg_afloat": "A ship: no rules of its own; its hex plays as what is under it: "
                     "{under}.",
        "lg_afloat_boat": "A boat: no rules of its own; its hex plays as what is under it: "
                          "{under}.",
        "lg_afloat_air": "A ship: for ground units, its hex plays as what is under it: {under}.",
        "lg_air_airfield": "Air rules: a friendly airplane ending its move here lands; landed, it "
                           "may be battled like any unit.",
        "lg_air_carrier": "Air rules: a friendly airplane of a carrier model ({models}) ending its "
                          "move here lands; landed, it may not be targeted.",
        "lg_bare": "No rules of its own; its hex plays as what is under it: {under}.",
        "lg_crossed": "Here only under a crossing ({crossings}): the crossing rules each of "
                      "its hexes, and its own rules hold on none.",
        "lg_class_units": "units", "lg_class_infantry": "infantry", "lg_class_armor": "armor",
        "lg_class_artillery": "artillery", "lg_class_airplane": "airplanes",
        "lg_and": " and ",
        "lg_tiles_last": " and ",
        "lg_impassable_all": "impassable to all units", "lg_impassable": "impassable to {who}",
        "lg_enter_stop": "units moving in must stop",
        "lg_enter_no_battle": "units moving in may not battle",
        "lg_enter_stop_no_battle": "units moving in must stop and may not battle",
        "lg_adjacent_only": "units may enter only from an adjacent hex where their move began",
        "lg_stop_after_leaving": "units moving out stop on the next hex",
        "lg_cannot_leave": "{who} here may not move",
        "lg_max_move_1": "moves of at most {n} hex onto it",
        "lg_max_move_n": "moves of at most {n} hexes onto it",
        "lg_max_move_out_1": "moves of at most {n} hex onto, along or out of it",
        "lg_max_move_out_n": "moves of at most {n} hexes onto, along or out of it",
        "lg_no_retreat": "no retreat into it",
        "lg_crossing": "crosses the river",
        "lg_rail": "Patrol Cars and Half-tracks moving onto it must stop",
        "lg_cliff": "Patrol Cars and Half-tracks may not move up or down it from the beach "
                    "or the ocean",
        "lg_no_battle_out": "Units here may not battle.",
        "lg_battle_out_one": "{who} here battles at −{n}.",
        "lg_battle_out_many": "{who} here battle at −{n}.",
        # the dice first, as the other languages have them: no noun after a count to agree
        # with it ("armor −1 dice"), and no "Defender:" to read as the defender's own units
        "lg_protection": "Battle dice against a unit here: infantry −{infantry}, "
                         "armor −{armor}",
        "lg_protection_claimed": "Battle dice against a unit here of the side that may claim "
                                 "it: infantry −{infantry}, armor −{armor}",
        "lg_lower_ground": ", from lower ground only",
        "lg_best_protection": "On {tiles}, protections do not add up: only the best counts.",
        "lg_best_protection_flag": "On {tiles}, protections do not add up: only the best counts, "
                                   "and 1 flag may still be ignored.",
        "lg_no_move": "No movement restriction.",
        "lg_no_restriction": "No movement or battle restriction.",
        "lg_sight_clear": "Does not block line of sight.",
        "lg_sight_blocks": "Blocks line of sight.",
        "lg_sight_height": "Blocks line of sight unless at the same height.",
        "lg_ignore_flag": "{who} here may ignore 1 flag",
        "lg_claimer": " (those of the side that may claim it)",
        "lg_gone_when_left": "Removed when the unit here leaves.",
        "lg_remove_instead": "{who} may remove it instead of battling",
        "lg_remove_and_battle": "{who} may remove it and battle",
        "lg_with_badge": "{label} with badge", "lg_with_named_badge": "{label} with {badge}",
        "lg_airplanes_off": f"Not played: {AIRPLANES_OFF_NOT_PLAYED}.",
        "lg_no_rules": "No rules known for this unit: see Special Rules.",
        "lg_move_or_battle": "Moves {move} or battles.",
        "lg_moves_up_to_1": "Moves up to {n} hex.", "lg_moves_up_to_n": "Moves up to {n} hexes.",
        "lg_move_and_battle": "Moves up to {move} and battles.",
        "lg_move_then": "Moves {battle_move} and battles, or {move} without battle.",
        "lg_flying": ", flying over anything.",
        "lg_dice": "Dice {dice} at {reach}; {sight}.",
        "lg_reach_1": "1 hex", "lg_reach": "1 to {n} hexes",
        "lg_needs_los": "needs line of sight", "lg_no_los": "needs no line of sight",
        "lg_no_dice": "Does not battle with dice (Air Pack actions).",
        "lg_any_terrain": "May battle after moving into any terrain.",
        "lg_hit_by": "Hit by {faces}.",
        "lg_treated_as": "Treated as {who}.",
        "lg_played_as": "played as {kind}",
        "lg_supply_trucks": "Official scenarios' Supply Trucks (Troops 17): rules not in the "
                            "rules used, nor played.",
        "lg_hit_by_rerolled": "Hit by {faces}; each hit is rolled again, and only a grenade "
                              "confirms it.",
        "lg_barred_as": "May not enter terrain impassable to {who}.",
        "lg_resupply": "Instead of battling, may re-supply weakened friendly units next to it, 1 "
                       "figure for 1.",
        "lg_not_ordered_by": "Never ordered by {cards} (not even as a unit of your choice).",
        "lg_no_wire": "may not remove wire",
        "lg_medal_per_figures": "a medal per {n} figures destroyed, not per unit",
        "lg_face_infantry": "infantry", "lg_face_armor": "armor", "lg_face_grenade": "grenades",
        "lg_face_star": "star", "lg_face_flag": "flag",
        "lg_figure": "{n} figure", "lg_figures": "{n} figures",
        "lg_overrun": "take ground and Armor Overrun", "lg_take_ground": "take ground",
        "lg_no_ground": "may not take ground",
        "lg_retreat": "retreats 1 to {n} hexes per flag",
        "lg_unit_ignores_flag": "may ignore 1 flag",
        "lg_marks_1": "Marks {n} unit: {units}.", "lg_marks_n": "Marks {n} units: {units}.",
        "lg_plays_as": "Plays as {labels} (see Units).",
        "lg_badge_rules": "What it allows is told in the Special Rules.",
        "lg_badge_option": "Its rules come with the rule option {option}, which this "
                           "program's game engine does not play.",
        "lg_badge_option_listed": "Its rules come with the rule option {option}, listed "
                                  "with the file's options in the Special Rules.",
        "lg_piece_options": "Its rule option in the file is not played either: {options}.",
        "lg_minefield_1": "Minefield on {n} hex", "lg_minefield_n": "Minefield on {n} hexes",
        "lg_laid_by": ", laid by {sides}",
        "lg_by_axis": "the Axis", "lg_by_allies": "the Allies",
        "lg_on_hexes_1": "On {n} hex", "lg_on_hexes_n": "On {n} hexes",
        "lg_told": ": what it does is told in the Special Rules.",
        "lg_tag_is_wittmann": "Wittmann's tank",
        "lg_ready_label": "Ready-to-Take-off markers",
        "lg_ready_words": "each launches one more airplane from its airfield or carrier, one at "
                          "a time, ordered like an airplane on the ground (with its Air "
                          "check); a grenade against the hex takes them all, for one medal.",
        "lg_ready_of_axis": "Of the Axis on {hexes}: {what}",
        "lg_ready_of_allies": "Of the Allies on {hexes}: {what}",
        "lg_markers_unplayed": "Markers on {hex} {why}.",
        "lg_exit_no_side": "Exit line that names no side that exits through it: not played.",
        "lg_exit_line": "Exit line for {sides}: a unit of that side on one of its hexes, with a "
                        "hex of movement left, may move off the board; it is removed and "
                        "earns a medal.",
        "lg_exit_off_edge_1": "{n} marker is on no full edge hex of the board: no unit leaves "
                              "there.",
        "lg_exit_off_edge_n": "{n} markers are on no full edge hex of the board: no unit leaves "
                              "there.",
        "lg_exit_off_edge_all": "Exit line for {sides} on no full edge hex of the board: no unit "
                                "leaves there, not played.",
        "lg_exit_sideless_1": "{n} that names no side: not played.",
        "lg_exit_sideless_n": "{n} that name no side: not played.",
        "lg_for_axis": "the Axis", "lg_for_allies": "the Allies",
        "lg_for_whichever": "whichever side holds it",
        "lg_medal_1": "Medal objective for {who} on {n} hex: {kinds}.",
        "lg_medal_n": "Medal objective for {who} on {n} hexes: {kinds}.",
        "lg_permanent": "permanent", "lg_temporary": "temporary",
        "lg_mixed": "{permanent}, {temporary}",
        "lg_n_permanent_1": "{n} permanent", "lg_n_permanent_n": "{n} permanent",
        "lg_n_temporary_1": "{n} temporary", "lg_n_temporary_n": "{n} temporary",
        "lg_group_none_majority": "a majority objective with no hex of the board in its "
                                  "group: played as holding its hex",
        "lg_group_none_group": "a group objective with no hex of the board in its group: "
                               "played as holding its hex",
        "lg_group_majority": "held with an absolute majority of its group's {n} hexes",
        "lg_group_any": "held with any hex of its group of {n}",
        "lg_group_one": "held on the one hex of its group on the board",
        "lg_group_need": "held with {need} of its group's {n} hexes",
        "lg_kind_turn_start": "held at the start of the turn",
        "lg_kind_worth": "worth {worth} medals",
        "lg_some": "{n} of them {kind}",
    },
    "fr": {
        "lg_background_beach": "Plage (imprimée sur le plateau)",
        "lg_background_ocean": "Océan (imprimé sur le plateau)",
        "lg_claimed_axis": "Revendiqué par l'Axe.",
        "lg_claimed_allies": "Revendiqué par les Alliés.",
        "lg_unplayed": "Ses propres règles ne figurent pas dans les règles utilisées et ne sont "
                       "pas jouées.",
        "lg_as": "{label}, comme {family}",
        "lg_behavior_unplayed": "Absent des règles utilisées et non joué\u00a0: {rules}.",
        "lg_rule_steep_hill": "y monter compte comme un mouvement de 2 hexagones",
        "lg_rule_wide_river": "la ligne de vue de l'infanterie y est bloquée",
        "lg_rule_bridge_section": "on n'y entre que par ses extrémités ouvertes",
        "lg_rule_can_be_blown": "il peut sauter",
        "lg_rule_one_medal_if_blown": "le faire sauter rapporte une médaille",
        "lg_rule_cliff": "les règles propres de la falaise pour les autres unités",
        "lg_rule_bluff": "les règles propres de l'escarpement côtier pour les autres unités",
        "lg_rule_seawall": "les règles propres de la digue",
        "lg_rule_headquarter": "les règles propres du quartier général",
        "lg_rule_oasis_recovery": "Récupération à l'oasis (les unités qui s'y trouvent "
                                  "peuvent récupérer des figurines perdues)",
        "lg_rule_decoy_medal_mine_field": "une mine leurre rapporte une médaille au camp qui "
                                          "la révèle",
        "lg_landing_label": "{label} (péniche de débarquement)",
        "lg_decoy_label": "{label} (leurres à médaille)",
        "lg_landing_1": "Péniche de débarquement (Air Pack) portant {n} unité\u00a0: ses "
                        "règles sont dans les Règles spéciales.",
        "lg_landing_n": "Péniches de débarquement (Air Pack) portant {n} unités\u00a0: "
                        "leurs règles sont dans les Règles spéciales.",
        "lg_idle_1": "{n} sans unité sur l'océan ne porte rien.",
        "lg_idle_n": "{n} sans unité sur l'océan ne portent rien.",
        "lg_landing_none": "Ne joue pas le rôle de péniche de débarquement\u00a0: aucune unité "
                           "dessus sur l'océan.",
        "lg_afloat": "Un navire\u00a0: sans règles propres\u00a0; son hexagone se joue "
                     "comme ce qui est dessous\u00a0: {under}.",
        "lg_afloat_boat": "Un bateau\u00a0: sans règles propres\u00a0; son hexagone se joue "
                          "comme ce qui est dessous\u00a0: {under}.",
        "lg_afloat_air": "Un navire\u00a0: pour les unités terrestres, son hexagone se joue comme "
                         "ce qui est dessous\u00a0: {under}.",
        "lg_air_airfield": "Règles Air\u00a0: un avion ami qui finit son mouvement ici y "
                           "atterrit\u00a0; au sol, il peut être combattu comme toute unité.",
        "lg_air_carrier": "Règles Air\u00a0: un avion ami d'un modèle embarqué ({models}) qui "
                          "finit son mouvement ici y atterrit\u00a0; au sol, il ne peut pas être "
                          "pris pour cible.",
        "lg_bare": "Sans règles propres\u00a0; son hexagone se joue comme ce qui est "
                   "dessous\u00a0: {under}.",
        "lg_crossed": "Ici seulement sous un passage ({crossings})\u00a0: le passage régit "
                      "chacun de ses hexagones, et ses propres règles ne valent sur aucun.",
        "lg_class_units": "unités", "lg_class_infantry": "infanterie",
        "lg_class_armor": "blindés", "lg_class_artillery": "artillerie",
        "lg_class_airplane": "avions",
        "lg_and": " et ",
        "lg_tiles_last": " ou de ",
        "lg_impassable_all": "infranchissable pour toutes les unités",
        "lg_impassable": "infranchissable pour {who}",
        "lg_enter_stop": "une unité qui y entre doit s'arrêter",
        "lg_enter_no_battle": "une unité qui y entre ne peut pas combattre",
        "lg_enter_stop_no_battle": "une unité qui y entre doit s'arrêter et ne peut pas "
                                   "combattre",
        "lg_adjacent_only": "on n'y entre que depuis un hexagone adjacent où le mouvement a "
                            "commencé",
        "lg_stop_after_leaving": "une unité qui en sort s'arrête sur l'hexagone suivant",
        "lg_cannot_leave": "{who}\u00a0: aucun mouvement depuis cet hexagone",
        "lg_max_move_1": "mouvement de {n} hexagone au plus pour y entrer",
        "lg_max_move_n": "mouvement de {n} hexagones au plus pour y entrer",
        "lg_max_move_out_1": "mouvement de {n} hexagone au plus pour y entrer, le longer ou "
                             "en sortir",
        "lg_max_move_out_n": "mouvement de {n} hexagones au plus pour y entrer, le longer ou "
                             "en sortir",
        "lg_no_retreat": "pas de retraite sur cet hexagone",
        "lg_crossing": "traverse la rivière",
        "lg_rail": "les véhicules de patrouille et les semi-chenillés qui y entrent s'arrêtent",
        "lg_cliff": "les véhicules de patrouille et les semi-chenillés ne peuvent y monter ni "
                    "en descendre depuis la plage ou l'océan",
        "lg_no_battle_out": "Les unités sur cet hexagone ne peuvent pas combattre.",
        "lg_battle_out_one": "{who} sur cet hexagone\u00a0: combat à −{n}.",
        "lg_battle_out_many": "{who} sur cet hexagone\u00a0: combat à −{n}.",
        "lg_protection": "Dés contre le défenseur\u00a0: infanterie −{infantry}, blindés −{armor}",
        "lg_protection_claimed": "Dés contre le défenseur du camp qui peut le "
                                 "revendiquer\u00a0: infanterie −{infantry}, blindés −{armor}",
        "lg_lower_ground": ", depuis un terrain plus bas seulement",
        "lg_best_protection": "Sur un hexagone de {tiles}, les protections ne s'additionnent "
                              "pas\u00a0: seule la meilleure compte.",
        "lg_best_protection_flag": "Sur un hexagone de {tiles}, les protections ne "
                                   "s'additionnent pas\u00a0: seule la meilleure compte, et 1 "
                                   "drapeau peut toujours être ignoré.",
        "lg_no_move": "Aucune restriction de mouvement.",
        "lg_no_restriction": "Aucune restriction de mouvement ni de combat.",
        "lg_sight_clear": "Ne bloque pas la ligne de vue.",
        "lg_sight_blocks": "Bloque la ligne de vue.",
        "lg_sight_height": "Bloque la ligne de vue, sauf à la même hauteur.",
        "lg_ignore_flag": "{who} sur cet hexagone\u00a0: 1 drapeau peut être ignoré",
        "lg_claimer": " (le camp qui peut le revendiquer)",
        "lg_gone_when_left": "Retirés quand l'unité qui les occupe s'en va.",
        "lg_remove_instead": "{who}\u00a0: possibilité de les retirer au lieu de combattre",
        "lg_remove_and_battle": "{who}\u00a0: possibilité de les retirer et de combattre",
        "lg_with_badge": "{label} avec badge", "lg_with_named_badge": "{label} avec {badge}",
        "lg_airplanes_off": "Pas joué\u00a0: les avions du scénario, avec les règles Air "
                            "désactivées\u00a0: le jeu les laisse hors du plateau.",
        "lg_no_rules": "Aucune règle connue pour cette unité\u00a0: voir les Règles spéciales.",
        "lg_move_or_battle": "Se déplace de {move} ou combat.",
        "lg_moves_up_to_1": "Se déplace de {n} hexagone au plus.",
        "lg_moves_up_to_n": "Se déplace de {n} hexagones au plus.",
        "lg_move_and_battle": "Se déplace de {move} au plus et combat.",
        "lg_move_then": "Se déplace de {battle_move} et combat, ou de {move} sans combattre.",
        "lg_flying": ", en survolant tout.",
        "lg_dice": "Dés {dice}, portée {reach}\u00a0; {sight}.",
        "lg_reach_1": "1 hexagone", "lg_reach": "1 à {n} hexagones",
        "lg_needs_los": "ligne de vue nécessaire", "lg_no_los": "sans ligne de vue",
        "lg_no_dice": "Ne combat pas aux dés (actions de l'Air Pack).",
        "lg_any_terrain": "Peut combattre après être entré dans tout terrain.",
        "lg_hit_by": "Touché par\u00a0: {faces}.",
        "lg_treated_as": "Classe\u00a0: {who}.",
        "lg_played_as": "joué comme {kind}",
        "lg_supply_trucks": "Camions de ravitaillement des scénarios officiels (Troupes "
                            "17)\u00a0: règles ni utilisées ni jouées.",
        "lg_hit_by_rerolled": "Touché par\u00a0: {faces}\u00a0; chaque touche est relancée, et "
                              "seule une grenade la confirme.",
        "lg_barred_as": "Ne peut entrer sur un terrain infranchissable pour {who}.",
        "lg_resupply": "Au lieu de combattre, peut ravitailler les unités amies affaiblies "
                       "adjacentes, 1 figurine pour 1.",
        "lg_not_ordered_by": "Ne reçoit jamais d'ordre des cartes {cards} (pas même comme unité de "
                             "votre choix).",
        "lg_no_wire": "ne peut retirer les barbelés",
        "lg_medal_per_figures": "1 médaille par {n} figurines détruites, pas par unité",
        "lg_face_infantry": "infanterie", "lg_face_armor": "blindé", "lg_face_grenade": "grenades",
        "lg_face_star": "étoile", "lg_face_flag": "drapeau",
        "lg_figure": "{n} figurine", "lg_figures": "{n} figurines",
        "lg_overrun": "prise de terrain et percée de blindés",
        "lg_take_ground": "prise de terrain",
        "lg_no_ground": "pas de prise de terrain",
        "lg_retreat": "retraite de 1 à {n} hexagones par drapeau",
        "lg_unit_ignores_flag": "peut ignorer 1 drapeau",
        "lg_marks_1": "Marque {n} unité\u00a0: {units}.",
        "lg_marks_n": "Marque {n} unités\u00a0: {units}.",
        "lg_plays_as": "Joue comme {labels} (voir Unités).",
        "lg_badge_rules": "Ce qu'il permet est dit dans les Règles spéciales.",
        "lg_badge_option": "Ses règles viennent avec l'option de règle {option}, que le "
                           "moteur de jeu de ce programme ne joue pas.",
        "lg_badge_option_listed": "Ses règles viennent avec l'option de règle {option}, "
                                  "citée avec les options du fichier dans les Règles "
                                  "spéciales.",
        "lg_piece_options": "Son option de règle dans le fichier n'est pas jouée non "
                            "plus\u00a0: {options}.",
        "lg_minefield_1": "Champ de mines sur {n} hexagone",
        "lg_minefield_n": "Champ de mines sur {n} hexagones",
        "lg_laid_by": ", posé par {sides}",
        "lg_by_axis": "l'Axe", "lg_by_allies": "les Alliés",
        "lg_on_hexes_1": "Sur {n} hexagone", "lg_on_hexes_n": "Sur {n} hexagones",
        "lg_told": "\u00a0: ce qu'il fait est dit dans les Règles spéciales.",
        "lg_tag_is_wittmann": "le char de Wittmann",
        "lg_ready_label": "Marqueurs Prêt à décoller",
        "lg_ready_words": "chacun fait décoller un avion de plus de son aérodrome ou porte-"
                          "avions, un à la fois, commandé comme un avion au sol (avec son test "
                          "Air)\u00a0; une grenade contre l'hexagone les retire tous, pour une "
                          "médaille.",
        "lg_ready_of_axis": "De l'Axe sur {hexes}\u00a0: {what}",
        "lg_ready_of_allies": "Des Alliés sur {hexes}\u00a0: {what}",
        "lg_markers_unplayed": "Marqueurs sur {hex} {why}.",
        "lg_exit_no_side": "Ligne de sortie qui ne nomme aucun camp sortant par elle\u00a0: pas "
                           "jouée.",
        "lg_exit_line": "Ligne de sortie pour {sides}\u00a0: une unité de ce camp sur l'un de ses "
                        "hexagones, avec encore un hexagone de mouvement, peut quitter le "
                        "plateau\u00a0; elle est retirée et rapporte une médaille.",
        "lg_exit_off_edge_1": "{n} marqueur n'est sur aucun hexagone entier du bord du "
                              "plateau\u00a0: aucune unité n'en sort.",
        "lg_exit_off_edge_n": "{n} marqueurs ne sont sur aucun hexagone entier du bord du "
                              "plateau\u00a0: aucune unité n'en sort.",
        "lg_exit_off_edge_all": "Ligne de sortie pour {sides} hors des hexagones entiers du bord "
                                "du plateau\u00a0: aucune unité n'en sort, pas jouée.",
        "lg_exit_sideless_1": "{n} qui ne nomme aucun camp\u00a0: pas joué.",
        "lg_exit_sideless_n": "{n} qui ne nomment aucun camp\u00a0: pas joués.",
        "lg_for_axis": "l'Axe", "lg_for_allies": "les Alliés",
        "lg_for_whichever": "le camp qui le tient",
        "lg_medal_1": "Objectif de médaille pour {who} sur {n} hexagone\u00a0: {kinds}.",
        "lg_medal_n": "Objectif de médaille pour {who} sur {n} hexagones\u00a0: {kinds}.",
        "lg_permanent": "permanent", "lg_temporary": "temporaire",
        "lg_mixed": "{permanent}, {temporary}",
        "lg_n_permanent_1": "{n} permanent", "lg_n_permanent_n": "{n} permanents",
        "lg_n_temporary_1": "{n} temporaire", "lg_n_temporary_n": "{n} temporaires",
        "lg_group_none_majority": "un objectif à la majorité sans hexagone du plateau dans son "
                                  "groupe\u00a0: joué en tenant son hexagone",
        "lg_group_none_group": "un objectif de groupe sans hexagone du plateau dans son "
                               "groupe\u00a0: joué en tenant son hexagone",
        "lg_group_majority": "tenu à la majorité absolue des {n} hexagones de son groupe",
        "lg_group_any": "tenu avec n'importe quel hexagone de son groupe de {n}",
        "lg_group_one": "tenu sur le seul hexagone de son groupe sur le plateau",
        "lg_group_need": "tenu avec {need} des {n} hexagones de son groupe",
        "lg_kind_turn_start": "tenu au début du tour",
        "lg_kind_worth": "valant {worth} médailles",
        "lg_some": "{kind} (pour {n} d'entre eux)",
    },
    "de": {
        "lg_background_beach": "Strand (aufgedruckt)",
        "lg_background_ocean": "Ozean (aufgedruckt)",
        "lg_claimed_axis": "Von der Achse beansprucht.",
        "lg_claimed_allies": "Von den Alliierten beansprucht.",
        "lg_unplayed": "Die eigenen Regeln stehen nicht in den verwendeten Regeln und werden "
                       "nicht gespielt.",
        "lg_as": "{label}, wie {family}",
        "lg_behavior_unplayed": "Nicht in den verwendeten Regeln und nicht gespielt: {rules}.",
        "lg_rule_steep_hill": "das Hinaufziehen zählt als Bewegung um 2 Felder",
        "lg_rule_wide_river": "die Sichtlinie der Infanterie ist dort blockiert",
        "lg_rule_bridge_section": "sie wird nur über ihre offenen Enden betreten",
        "lg_rule_can_be_blown": "sie kann gesprengt werden",
        "lg_rule_one_medal_if_blown": "ihre Sprengung bringt eine Medaille",
        "lg_rule_cliff": "die eigenen Regeln der Klippe für andere Einheiten",
        "lg_rule_bluff": "die eigenen Regeln der Steilküste für andere Einheiten",
        "lg_rule_seawall": "die eigenen Regeln der Ufermauer",
        "lg_rule_headquarter": "die eigenen Regeln des Hauptquartiers",
        "lg_rule_oasis_recovery": "Oasen-Erholung (Einheiten dort können verlorene Figuren "
                                  "zurückerhalten)",
        "lg_rule_decoy_medal_mine_field": "eine Attrappe bringt der Seite, die sie aufdeckt, "
                                          "eine Medaille",
        "lg_landing_label": "{label} (Landungsboot)",
        "lg_decoy_label": "{label} (Attrappen mit Medaille)",
        "lg_landing_1": "Landungsboot (Air Pack) mit {n} Einheit: Seine Regeln stehen in den "
                        "Sonderregeln.",
        "lg_landing_n": "Landungsboote (Air Pack) mit {n} Einheiten: Ihre Regeln stehen in den "
                        "Sonderregeln.",
        "lg_idle_1": "{n} ohne Einheit auf dem Ozean trägt nichts.",
        "lg_idle_n": "{n} ohne Einheit auf dem Ozean tragen nichts.",
        "lg_landing_none": "Nicht als Landungsboot gespielt: keine Einheit darauf auf dem "
                           "Ozean.",
        "lg_afloat": "Ein Schiff: ohne eigene Regeln; sein Feld wird wie das gespielt, was "
                     "darunter liegt: {under}.",
        "lg_afloat_boat": "Ein Boot: ohne eigene Regeln; sein Feld wird wie das gespielt, was "
                          "darunter liegt: {under}.",
        "lg_afloat_air": "Ein Schiff: für Bodeneinheiten wird sein Feld wie das gespielt, was "
                         "darunter liegt: {under}.",
        "lg_air_airfield": "Luftregeln: Ein eigenes Flugzeug, das seine Bewegung hier beendet, "
                           "landet hier; gelandet kann es wie jede Einheit bekämpft werden.",
        "lg_air_carrier": "Luftregeln: Ein eigenes Flugzeug eines Trägermodells ({models}), das "
                          "seine Bewegung hier beendet, landet hier; gelandet kann es nicht "
                          "angegriffen werden.",
        "lg_bare": "Ohne eigene Regeln; das Feld wird wie das gespielt, was darunter "
                   "liegt: {under}.",
        "lg_crossed": "Hier nur unter einem Übergang ({crossings}): Der Übergang bestimmt "
                      "jedes der Felder, und die eigenen Regeln gelten auf keinem.",
        "lg_class_units": "Einheiten", "lg_class_infantry": "Infanterie",
        "lg_class_armor": "Panzer", "lg_class_artillery": "Artillerie",
        "lg_class_airplane": "Flugzeuge",
        "lg_and": " und ",
        "lg_tiles_last": " oder ",
        "lg_impassable_all": "unpassierbar für alle Einheiten",
        "lg_impassable": "unpassierbar für {who}",
        "lg_enter_stop": "Einheiten, die hineinziehen, müssen anhalten",
        "lg_enter_no_battle": "Einheiten, die hineinziehen, dürfen nicht kämpfen",
        "lg_enter_stop_no_battle": "Einheiten, die hineinziehen, müssen anhalten und dürfen "
                                   "nicht kämpfen",
        "lg_adjacent_only": "Betreten nur von einem angrenzenden Feld, auf dem die Bewegung "
                            "begann",
        "lg_stop_after_leaving": "Einheiten, die hinausziehen, halten auf dem nächsten Feld",
        "lg_cannot_leave": "{who} hier: keine Bewegung",
        "lg_max_move_1": "Bewegung von höchstens {n} Feld hinein",
        "lg_max_move_n": "Bewegung von höchstens {n} Feldern hinein",
        "lg_max_move_out_1": "Bewegung von höchstens {n} Feld hinein, entlang oder hinaus",
        "lg_max_move_out_n": "Bewegung von höchstens {n} Feldern hinein, entlang oder hinaus",
        "lg_no_retreat": "kein Rückzug hinein",
        "lg_crossing": "überquert den Fluss",
        "lg_rail": "Spähwagen und Halbkettenfahrzeuge, die darauf ziehen, halten an",
        "lg_cliff": "Spähwagen und Halbkettenfahrzeuge dürfen nicht vom Strand oder vom Ozean "
                    "hinauf oder dorthin hinab",
        "lg_no_battle_out": "Einheiten hier dürfen nicht kämpfen.",
        "lg_battle_out_one": "{who} hier: Kampf mit −{n}.",
        "lg_battle_out_many": "{who} hier: Kampf mit −{n}.",
        "lg_protection": "Verteidiger: Infanterie −{infantry}, Panzer −{armor} Würfel",
        "lg_protection_claimed": "Verteidiger der Seite, die ihn beanspruchen darf: Infanterie "
                                 "−{infantry}, Panzer −{armor} Würfel",
        "lg_lower_ground": ", nur von tieferem Gelände aus",
        # "wie" keeps the names in the nominative they are printed in ("Auf Städte und
        # Dörfer" wanted a dative no name of the table is in)
        "lg_best_protection": "Im selben Feld wie {tiles} addieren sich die Schutzwirkungen "
                              "nicht: Nur die beste zählt.",
        "lg_best_protection_flag": "Im selben Feld wie {tiles} addieren sich die "
                                   "Schutzwirkungen nicht: Nur die beste zählt, und 1 Flagge "
                                   "darf weiterhin ignoriert werden.",
        "lg_no_move": "Keine Bewegungseinschränkung.",
        "lg_no_restriction": "Keine Bewegungs- oder Kampfeinschränkung.",
        "lg_sight_clear": "Blockiert die Sichtlinie nicht.",
        "lg_sight_blocks": "Blockiert die Sichtlinie.",
        "lg_sight_height": "Blockiert die Sichtlinie, außer auf gleicher Höhe.",
        "lg_ignore_flag": "{who} hier: 1 Flagge darf ignoriert werden",
        "lg_claimer": " (die Seite, die ihn beanspruchen darf)",
        "lg_gone_when_left": "Entfernt, sobald die Einheit hier abzieht.",
        "lg_remove_instead": "{who} darf ihn entfernen, statt zu kämpfen",
        "lg_remove_and_battle": "{who} darf ihn entfernen und kämpfen",
        "lg_with_badge": "{label} mit Abzeichen", "lg_with_named_badge": "{label} mit {badge}",
        "lg_airplanes_off": "Nicht gespielt: die Flugzeuge des Szenarios, bei abgeschalteten "
                            "Luftregeln: Das Spiel nimmt sie vom Spielbrett.",
        "lg_no_rules": "Keine Regeln für diese Einheit bekannt: siehe Sonderregeln.",
        "lg_move_or_battle": "Bewegt sich {move} oder kämpft.",
        "lg_moves_up_to_1": "Bewegt sich bis zu {n} Feld.",
        "lg_moves_up_to_n": "Bewegt sich bis zu {n} Felder.",
        "lg_move_and_battle": "Bewegt sich bis zu {move} und kämpft.",
        "lg_move_then": "Bewegt sich {battle_move} und kämpft, oder {move} ohne Kampf.",
        "lg_flying": ", fliegt über alles hinweg.",
        "lg_dice": "Würfel {dice}, Reichweite {reach}; {sight}.",
        "lg_reach_1": "1 Feld", "lg_reach": "1 bis {n} Felder",
        "lg_needs_los": "braucht Sichtlinie", "lg_no_los": "braucht keine Sichtlinie",
        "lg_no_dice": "Kämpft nicht mit Würfeln (Aktionen des Air Packs).",
        "lg_any_terrain": "Darf nach dem Betreten jedes Geländes kämpfen.",
        "lg_hit_by": "Getroffen von: {faces}.",
        "lg_treated_as": "Gilt als {who}.",
        "lg_played_as": "gespielt als {kind}",
        "lg_supply_trucks": "Versorgungslastwagen offizieller Szenarien (Truppen 17): Regeln "
                            "weder verwendet noch gespielt.",
        "lg_hit_by_rerolled": "Getroffen von: {faces}; jeder Treffer wird neu gewürfelt, nur eine "
                              "Granate bestätigt ihn.",
        "lg_barred_as": "Darf kein Gelände betreten, das für {who} unpassierbar ist.",
        "lg_resupply": "Darf, statt zu kämpfen, geschwächte eigene Einheiten daneben versorgen, 1 "
                       "Figur für 1.",
        "lg_not_ordered_by": "Erhält nie einen Befehl durch {cards} (auch nicht als Einheit Ihrer "
                             "Wahl).",
        "lg_no_wire": "darf keinen Stacheldraht entfernen",
        "lg_medal_per_figures": "1 Medaille je {n} zerstörte Figuren, nicht je Einheit",
        "lg_face_infantry": "Infanterie", "lg_face_armor": "Panzer",
        "lg_face_grenade": "Granaten", "lg_face_star": "Stern", "lg_face_flag": "Flagge",
        "lg_figure": "{n} Figur", "lg_figures": "{n} Figuren",
        "lg_overrun": "Geländegewinn und Panzerdurchbruch", "lg_take_ground": "Geländegewinn",
        "lg_no_ground": "kein Geländegewinn",
        "lg_retreat": "Rückzug 1 bis {n} Felder je Flagge",
        "lg_unit_ignores_flag": "darf 1 Flagge ignorieren",
        "lg_marks_1": "Kennzeichnet {n} Einheit: {units}.",
        "lg_marks_n": "Kennzeichnet {n} Einheiten: {units}.",
        "lg_plays_as": "Spielt als {labels} (siehe Einheiten).",
        "lg_badge_rules": "Was es erlaubt, steht in den Sonderregeln.",
        "lg_badge_option": "Seine Regeln kommen mit der Regeloption {option}, die die "
                           "Spiel-Engine dieses Programms nicht spielt.",
        "lg_badge_option_listed": "Seine Regeln kommen mit der Regeloption {option}, "
                                  "aufgeführt bei den Optionen der Datei in den "
                                  "Sonderregeln.",
        "lg_piece_options": "Die Regeloption der Datei dazu wird ebenfalls nicht gespielt: "
                            "{options}.",
        "lg_minefield_1": "Minenfeld auf {n} Feld", "lg_minefield_n": "Minenfeld auf {n} Feldern",
        "lg_laid_by": ", gelegt von {sides}",
        "lg_by_axis": "der Achse", "lg_by_allies": "den Alliierten",
        "lg_on_hexes_1": "Auf {n} Feld", "lg_on_hexes_n": "Auf {n} Feldern",
        "lg_told": ": Was er bewirkt, steht in den Sonderregeln.",
        "lg_tag_is_wittmann": "Wittmanns Panzer",
        "lg_ready_label": "Startbereit-Marker",
        "lg_ready_words": "Jeder lässt ein weiteres Flugzeug von seinem Flugplatz oder "
                          "Flugzeugträger starten, eines nach dem anderen, befohlen wie ein "
                          "Flugzeug am Boden (mit seiner Luftprobe); eine Granate gegen das "
                          "Feld nimmt sie alle, für eine Medaille.",
        "lg_ready_of_axis": "Die der Achse auf {hexes}: {what}",
        "lg_ready_of_allies": "Die der Alliierten auf {hexes}: {what}",
        "lg_markers_unplayed": "Marker auf {hex} {why}.",
        "lg_exit_no_side": "Ausgangslinie, die keine Seite nennt, die über sie abzieht: nicht "
                           "gespielt.",
        "lg_exit_line": "Ausgangslinie für {sides}: Eine Einheit dieser Seite auf einem ihrer "
                        "Felder darf mit noch einem Feld Bewegung den Spielplan verlassen; "
                        "sie wird entfernt und bringt eine Medaille.",
        "lg_exit_off_edge_1": "{n} Marker steht auf keinem vollen Randfeld des Spielplans: Dort "
                              "zieht keine Einheit ab.",
        "lg_exit_off_edge_n": "{n} Marker stehen auf keinem vollen Randfeld des Spielplans: Dort "
                              "zieht keine Einheit ab.",
        "lg_exit_off_edge_all": "Ausgangslinie für {sides} auf keinem vollen Randfeld des "
                                "Spielplans: Dort zieht keine Einheit ab, nicht gespielt.",
        "lg_exit_sideless_1": "{n} ohne Seite: nicht gespielt.",
        "lg_exit_sideless_n": "{n} ohne Seite: nicht gespielt.",
        "lg_for_axis": "die Achse", "lg_for_allies": "die Alliierten",
        "lg_for_whichever": "die Seite, die es hält,",
        "lg_medal_1": "Medaillenziel für {who} auf {n} Feld: {kinds}.",
        "lg_medal_n": "Medaillenziel für {who} auf {n} Feldern: {kinds}.",
        "lg_permanent": "permanent", "lg_temporary": "temporär",
        "lg_mixed": "{permanent}, {temporary}",
        "lg_n_permanent_1": "{n} permanent", "lg_n_permanent_n": "{n} permanent",
        "lg_n_temporary_1": "{n} temporär", "lg_n_temporary_n": "{n} temporär",
        "lg_group_none_majority": "ein Mehrheitsziel ohne Feld des Spielplans in seiner "
                                  "Gruppe: gespielt als Halten seines Feldes",
        "lg_group_none_group": "ein Gruppenziel ohne Feld des Spielplans in seiner Gruppe: "
                               "gespielt als Halten seines Feldes",
        "lg_group_majority": "gehalten mit absoluter Mehrheit der {n} Felder seiner Gruppe",
        "lg_group_any": "gehalten mit einem beliebigen Feld seiner Gruppe von {n}",
        "lg_group_one": "gehalten auf dem einzigen Feld seiner Gruppe auf dem Spielplan",
        "lg_group_need": "gehalten mit {need} der {n} Felder seiner Gruppe",
        "lg_kind_turn_start": "zu Beginn des Zuges gehalten",
        "lg_kind_worth": "{worth} Medaillen wert",
        "lg_some": "bei {n} davon {kind}",
    },
    "es": {
        "lg_background_beach": "Playa (impresa en el tablero)",
        "lg_background_ocean": "Océano (impreso en el tablero)",
        "lg_claimed_axis": "Reclamado por el Eje.",
        "lg_claimed_allies": "Reclamado por los Aliados.",
        "lg_unplayed": "Sus propias reglas no figuran en las reglas usadas ni se juegan.",
        "lg_as": "{label}, como {family}",
        "lg_behavior_unplayed": "No figura en las reglas usadas ni se juega: {rules}.",
        "lg_rule_steep_hill": "subir a ella cuenta como un movimiento de 2 hexágonos",
        "lg_rule_wide_river": "bloquea la línea de visión de la infantería",
        "lg_rule_bridge_section": "solo se entra por sus extremos abiertos",
        "lg_rule_can_be_blown": "puede ser volado",
        "lg_rule_one_medal_if_blown": "volarlo da una medalla",
        "lg_rule_cliff": "las reglas propias del acantilado para las demás unidades",
        "lg_rule_bluff": "las reglas propias del risco costero para las demás unidades",
        "lg_rule_seawall": "las reglas propias del malecón",
        "lg_rule_headquarter": "las reglas propias del cuartel general",
        "lg_rule_oasis_recovery": "Recuperación en el oasis (las unidades allí pueden "
                                  "recuperar figuras perdidas)",
        "lg_rule_decoy_medal_mine_field": "una mina señuelo da una medalla al bando que la "
                                          "descubre",
        "lg_landing_label": "{label} (lancha de desembarco)",
        "lg_decoy_label": "{label} (señuelos con medalla)",
        "lg_landing_1": "Lancha de desembarco (Air Pack) con {n} unidad: sus reglas están en "
                        "las Reglas especiales.",
        "lg_landing_n": "Lanchas de desembarco (Air Pack) con {n} unidades: sus reglas están "
                        "en las Reglas especiales.",
        "lg_idle_1": "{n} sin unidad en el océano no lleva nada.",
        "lg_idle_n": "{n} sin unidad en el océano no llevan nada.",
        "lg_landing_none": "No se juega como lancha de desembarco: ninguna unidad encima en el "
                           "océano.",
        "lg_afloat": "Un barco: sin reglas propias; su hexágono se juega como lo que hay "
                     "debajo: {under}.",
        "lg_afloat_boat": "Una barcaza: sin reglas propias; su hexágono se juega como lo que "
                          "hay debajo: {under}.",
        "lg_afloat_air": "Un barco: para las unidades terrestres, su hexágono se juega como lo que "
                         "hay debajo: {under}.",
        "lg_air_airfield": "Reglas aéreas: un avión amigo que termina aquí su movimiento aterriza; "
                           "en tierra, puede ser atacado como cualquier unidad.",
        "lg_air_carrier": "Reglas aéreas: un avión amigo de un modelo embarcado ({models}) que "
                          "termina aquí su movimiento aterriza; en tierra, no puede ser objetivo.",
        "lg_bare": "Sin reglas propias; su hexágono se juega como lo que hay debajo: "
                   "{under}.",
        "lg_crossed": "Aquí solo bajo un paso ({crossings}): el paso rige cada uno de sus "
                      "hexágonos, y sus propias reglas no valen en ninguno.",
        "lg_class_units": "unidades", "lg_class_infantry": "infantería",
        "lg_class_armor": "blindados", "lg_class_artillery": "artillería",
        "lg_class_airplane": "aviones",
        "lg_and": " y ",
        "lg_tiles_last": " o de ",
        "lg_impassable_all": "infranqueable para todas las unidades",
        "lg_impassable": "infranqueable para {who}",
        "lg_enter_stop": "una unidad que entra debe detenerse",
        "lg_enter_no_battle": "una unidad que entra no puede combatir",
        "lg_enter_stop_no_battle": "una unidad que entra debe detenerse y no puede combatir",
        "lg_adjacent_only": "solo se entra desde un hexágono adyacente donde empezó el "
                            "movimiento",
        "lg_stop_after_leaving": "una unidad que sale se detiene en el hexágono siguiente",
        "lg_cannot_leave": "{who} aquí: sin movimiento",
        "lg_max_move_1": "movimiento de {n} hexágono como máximo para entrar",
        "lg_max_move_n": "movimiento de {n} hexágonos como máximo para entrar",
        "lg_max_move_out_1": "movimiento de {n} hexágono como máximo para entrar, recorrerlo o "
                             "salir",
        "lg_max_move_out_n": "movimiento de {n} hexágonos como máximo para entrar, recorrerlo "
                             "o salir",
        "lg_no_retreat": "sin retirada hacia él",
        "lg_crossing": "cruza el río",
        "lg_rail": "los vehículos de patrulla y los semiorugas que entran se detienen",
        "lg_cliff": "los vehículos de patrulla y los semiorugas no pueden subir ni bajar desde "
                    "la playa o el océano",
        "lg_no_battle_out": "Las unidades aquí no pueden combatir.",
        "lg_battle_out_one": "{who} aquí: combate a −{n}.",
        "lg_battle_out_many": "{who} aquí: combate a −{n}.",
        "lg_protection": "Dados contra el defensor: infantería −{infantry}, blindados −{armor}",
        "lg_protection_claimed": "Dados contra el defensor del bando que puede reclamarlo: "
                                 "infantería −{infantry}, blindados −{armor}",
        "lg_lower_ground": ", solo desde terreno más bajo",
        "lg_best_protection": "En un hexágono de {tiles}, las protecciones no se suman: solo "
                              "cuenta la mejor.",
        "lg_best_protection_flag": "En un hexágono de {tiles}, las protecciones no se suman: "
                                   "solo cuenta la mejor, y aún se puede ignorar 1 bandera.",
        "lg_no_move": "Sin restricción de movimiento.",
        "lg_no_restriction": "Sin restricción de movimiento ni de combate.",
        "lg_sight_clear": "No bloquea la línea de visión.",
        "lg_sight_blocks": "Bloquea la línea de visión.",
        "lg_sight_height": "Bloquea la línea de visión salvo a la misma altura.",
        "lg_ignore_flag": "{who} aquí: se puede ignorar 1 bandera",
        "lg_claimer": " (el bando que puede reclamarlo)",
        "lg_gone_when_left": "Se retiran cuando la unidad que los ocupa se va.",
        "lg_remove_instead": "{who}: posibilidad de retirarlas en lugar de combatir",
        "lg_remove_and_battle": "{who}: posibilidad de retirarlas y combatir",
        "lg_with_badge": "{label} con insignia", "lg_with_named_badge": "{label} con {badge}",
        "lg_airplanes_off": "No se juega: los aviones del escenario, con las reglas aéreas "
                            "desactivadas: el juego los deja fuera del tablero.",
        "lg_no_rules": "No se conocen reglas para esta unidad: véanse las Reglas especiales.",
        "lg_move_or_battle": "Mueve {move} o combate.",
        "lg_moves_up_to_1": "Mueve hasta {n} hexágono.",
        "lg_moves_up_to_n": "Mueve hasta {n} hexágonos.",
        "lg_move_and_battle": "Mueve hasta {move} y combate.",
        "lg_move_then": "Mueve {battle_move} y combate, o {move} sin combatir.",
        "lg_flying": ", sobrevolándolo todo.",
        "lg_dice": "Dados {dice}, alcance {reach}; {sight}.",
        "lg_reach_1": "1 hexágono", "lg_reach": "1 a {n} hexágonos",
        "lg_needs_los": "necesita línea de visión", "lg_no_los": "no necesita línea de visión",
        "lg_no_dice": "No combate con dados (acciones del Air Pack).",
        "lg_any_terrain": "Puede combatir tras entrar en cualquier terreno.",
        "lg_hit_by": "Impactado por: {faces}.",
        "lg_treated_as": "Cuenta como {who}.",
        "lg_played_as": "jugado como {kind}",
        "lg_supply_trucks": "Camiones de suministros de los escenarios oficiales (Tropas 17): "
                            "reglas ni usadas ni jugadas.",
        "lg_hit_by_rerolled": "Impactado por: {faces}; cada impacto se vuelve a tirar, y solo una "
                              "granada lo confirma.",
        "lg_barred_as": "No puede entrar en terreno infranqueable para {who}.",
        "lg_resupply": "En lugar de combatir, puede reabastecer a unidades amigas debilitadas "
                       "adyacentes, 1 figura por 1.",
        "lg_not_ordered_by": "Nunca recibe órdenes de las cartas {cards} (ni siquiera como unidad "
                             "a elegir).",
        "lg_no_wire": "no puede retirar las alambradas",
        "lg_medal_per_figures": "1 medalla por cada {n} figuras destruidas, no por unidad",
        "lg_face_infantry": "infantería", "lg_face_armor": "blindado",
        "lg_face_grenade": "granadas", "lg_face_star": "estrella", "lg_face_flag": "bandera",
        "lg_figure": "{n} figura", "lg_figures": "{n} figuras",
        "lg_overrun": "conquista de terreno y arrollamiento blindado",
        "lg_take_ground": "conquista de terreno",
        "lg_no_ground": "sin conquista de terreno",
        "lg_retreat": "retrocede 1 a {n} hexágonos por bandera",
        "lg_unit_ignores_flag": "puede ignorar 1 bandera",
        "lg_marks_1": "Marca {n} unidad: {units}.", "lg_marks_n": "Marca {n} unidades: {units}.",
        "lg_plays_as": "Se juega como {labels} (véase Unidades).",
        "lg_badge_rules": "Lo que permite se explica en las Reglas especiales.",
        "lg_badge_option": "Sus reglas vienen con la opción de reglas {option}, que el "
                           "motor de juego de este programa no juega.",
        "lg_badge_option_listed": "Sus reglas vienen con la opción de reglas {option}, "
                                  "citada con las opciones del archivo en las Reglas "
                                  "especiales.",
        "lg_piece_options": "Su opción de reglas en el archivo tampoco se juega: {options}.",
        "lg_minefield_1": "Campo de minas en {n} hexágono",
        "lg_minefield_n": "Campo de minas en {n} hexágonos",
        "lg_laid_by": ", colocado por {sides}",
        "lg_by_axis": "el Eje", "lg_by_allies": "los Aliados",
        "lg_on_hexes_1": "En {n} hexágono", "lg_on_hexes_n": "En {n} hexágonos",
        "lg_told": ": lo que hace se explica en las Reglas especiales.",
        "lg_tag_is_wittmann": "el carro de Wittmann",
        "lg_ready_label": "Marcadores Listo para despegar",
        "lg_ready_words": "cada uno hace despegar un avión más de su aeródromo o portaaviones, "
                          "de uno en uno, ordenado como un avión en tierra (con su control "
                          "aéreo); una granada contra el hexágono los elimina todos, por una "
                          "medalla.",
        "lg_ready_of_axis": "Del Eje en {hexes}: {what}",
        "lg_ready_of_allies": "De los Aliados en {hexes}: {what}",
        "lg_markers_unplayed": "Marcadores en {hex} {why}.",
        "lg_exit_no_side": "Línea de salida que no nombra ningún bando que salga por ella: no "
                           "se juega.",
        "lg_exit_line": "Línea de salida para {sides}: una unidad de ese bando en uno de sus "
                        "hexágonos, con un hexágono de movimiento restante, puede salir del "
                        "tablero; se retira y otorga una medalla.",
        "lg_exit_off_edge_1": "{n} marcador no está en ningún hexágono entero del borde del "
                              "tablero: ninguna unidad sale por ahí.",
        "lg_exit_off_edge_n": "{n} marcadores no están en ningún hexágono entero del borde del "
                              "tablero: ninguna unidad sale por ahí.",
        "lg_exit_off_edge_all": "Línea de salida para {sides} fuera de los hexágonos enteros del "
                                "borde del tablero: ninguna unidad sale por ahí, no se juega.",
        "lg_exit_sideless_1": "{n} que no nombra ningún bando: no se juega.",
        "lg_exit_sideless_n": "{n} que no nombran ningún bando: no se juegan.",
        "lg_for_axis": "el Eje", "lg_for_allies": "los Aliados",
        "lg_for_whichever": "el bando que lo mantenga",
        "lg_medal_1": "Objetivo de medalla para {who} en {n} hexágono: {kinds}.",
        "lg_medal_n": "Objetivo de medalla para {who} en {n} hexágonos: {kinds}.",
        "lg_permanent": "permanente", "lg_temporary": "temporal",
        "lg_mixed": "{permanent}, {temporary}",
        "lg_n_permanent_1": "{n} permanente", "lg_n_permanent_n": "{n} permanentes",
        "lg_n_temporary_1": "{n} temporal", "lg_n_temporary_n": "{n} temporales",
        "lg_group_none_majority": "un objetivo por mayoría sin hexágono del tablero en su "
                                  "grupo: se juega manteniendo su hexágono",
        "lg_group_none_group": "un objetivo de grupo sin hexágono del tablero en su grupo: se "
                               "juega manteniendo su hexágono",
        "lg_group_majority": "se mantiene con la mayoría absoluta de los {n} hexágonos de su "
                             "grupo",
        "lg_group_any": "se mantiene con cualquier hexágono de su grupo de {n}",
        "lg_group_one": "se mantiene en el único hexágono de su grupo en el tablero",
        "lg_group_need": "se mantiene con {need} de los {n} hexágonos de su grupo",
        "lg_kind_turn_start": "mantenido al inicio del turno",
        "lg_kind_worth": "vale {worth} medallas",
        "lg_some": "{kind} (en {n} de ellos)",
    },
    "it": {
        "lg_background_beach": "Spiaggia (stampata sul tabellone)",
        "lg_background_ocean": "Oceano (stampato sul tabellone)",
        "lg_claimed_axis": "Rivendicato dall'Asse.",
        "lg_claimed_allies": "Rivendicato dagli Alleati.",
        "lg_unplayed": "Le sue regole proprie non compaiono nelle regole usate e non vengono "
                       "giocate.",
        "lg_as": "{label}, come {family}",
        "lg_behavior_unplayed": "Assente dalle regole usate e non giocato: {rules}.",
        "lg_rule_steep_hill": "salirvi conta come un movimento di 2 esagoni",
        "lg_rule_wide_river": "blocca la linea di vista della fanteria",
        "lg_rule_bridge_section": "vi si entra solo dalle estremità aperte",
        "lg_rule_can_be_blown": "può essere fatto saltare",
        "lg_rule_one_medal_if_blown": "farlo saltare vale una medaglia",
        "lg_rule_cliff": "le regole proprie della scogliera per le altre unità",
        "lg_rule_bluff": "le regole proprie della falesia per le altre unità",
        "lg_rule_seawall": "le regole proprie del muraglione",
        "lg_rule_headquarter": "le regole proprie del quartier generale",
        "lg_rule_oasis_recovery": "Recupero nell'oasi (le unità lì possono recuperare miniature "
                                  "perdute)",
        "lg_rule_decoy_medal_mine_field": "una mina civetta dà una medaglia allo schieramento "
                                          "che la scopre",
        "lg_landing_label": "{label} (mezzo da sbarco)",
        "lg_decoy_label": "{label} (civette con medaglia)",
        "lg_landing_1": "Mezzo da sbarco (Air Pack) con {n} unità: le sue regole sono nelle "
                        "Regole speciali.",
        "lg_landing_n": "Mezzi da sbarco (Air Pack) con {n} unità: le loro regole sono nelle "
                        "Regole speciali.",
        "lg_idle_1": "{n} senza unità sull'oceano non trasporta nulla.",
        "lg_idle_n": "{n} senza unità sull'oceano non trasportano nulla.",
        "lg_landing_none": "Non giocato come mezzo da sbarco: nessuna unità sopra sull'oceano.",
        "lg_afloat": "Una nave: senza regole proprie; il suo esagono si gioca come ciò che "
                     "c'è sotto: {under}.",
        "lg_afloat_boat": "Una barca: senza regole proprie; il suo esagono si gioca come ciò "
                          "che c'è sotto: {under}.",
        "lg_afloat_air": "Una nave: per le unità terrestri, il suo esagono si gioca come ciò che "
                         "c'è sotto: {under}.",
        "lg_air_airfield": "Regole aeree: un aereo amico che termina qui il movimento atterra; a "
                           "terra, può essere attaccato come qualsiasi unità.",
        "lg_air_carrier": "Regole aeree: un aereo amico di un modello imbarcato ({models}) che "
                          "termina qui il movimento atterra; a terra, non può essere preso di "
                          "mira.",
        "lg_bare": "Senza regole proprie; il suo esagono si gioca come ciò che c'è "
                   "sotto: {under}.",
        "lg_crossed": "Qui solo sotto un passaggio ({crossings}): il passaggio governa "
                      "ognuno dei suoi esagoni, e le sue regole non valgono su nessuno.",
        "lg_class_units": "unità", "lg_class_infantry": "fanteria",
        "lg_class_armor": "corazzati", "lg_class_artillery": "artiglieria",
        "lg_class_airplane": "aerei",
        "lg_and": " e ",
        "lg_tiles_last": " o di ",
        "lg_impassable_all": "invalicabile per tutte le unità",
        "lg_impassable": "invalicabile per {who}",
        "lg_enter_stop": "un'unità che vi entra deve fermarsi",
        "lg_enter_no_battle": "un'unità che vi entra non può combattere",
        "lg_enter_stop_no_battle": "un'unità che vi entra deve fermarsi e non può combattere",
        "lg_adjacent_only": "vi si entra solo da un esagono adiacente dove è iniziato il "
                            "movimento",
        "lg_stop_after_leaving": "un'unità che ne esce si ferma sull'esagono successivo",
        "lg_cannot_leave": "{who} qui: nessun movimento",
        "lg_max_move_1": "movimento di {n} esagono al massimo per entrarvi",
        "lg_max_move_n": "movimento di {n} esagoni al massimo per entrarvi",
        "lg_max_move_out_1": "movimento di {n} esagono al massimo per entrarvi, percorrerlo o "
                             "uscirne",
        "lg_max_move_out_n": "movimento di {n} esagoni al massimo per entrarvi, percorrerlo o "
                             "uscirne",
        "lg_no_retreat": "nessuna ritirata al suo interno",
        "lg_crossing": "attraversa il fiume",
        "lg_rail": "i veicoli da pattugliamento e i semicingolati che vi entrano si fermano",
        "lg_cliff": "i veicoli da pattugliamento e i semicingolati non possono salirvi né "
                    "scenderne dalla spiaggia o dall'oceano",
        "lg_no_battle_out": "Le unità qui non possono combattere.",
        "lg_battle_out_one": "{who} qui: combattimento a −{n}.",
        "lg_battle_out_many": "{who} qui: combattimento a −{n}.",
        "lg_protection": "Dadi contro il difensore: fanteria −{infantry}, corazzati −{armor}",
        "lg_protection_claimed": "Dadi contro il difensore dello schieramento che può "
                                 "rivendicarlo: fanteria −{infantry}, corazzati −{armor}",
        "lg_lower_ground": ", solo da terreno più basso",
        "lg_best_protection": "Su un esagono di {tiles}, le protezioni non si sommano: conta "
                              "solo la migliore.",
        "lg_best_protection_flag": "Su un esagono di {tiles}, le protezioni non si sommano: "
                                   "conta solo la migliore, e si può ancora ignorare 1 bandiera.",
        "lg_no_move": "Nessuna restrizione di movimento.",
        "lg_no_restriction": "Nessuna restrizione di movimento né di combattimento.",
        "lg_sight_clear": "Non blocca la linea di vista.",
        "lg_sight_blocks": "Blocca la linea di vista.",
        "lg_sight_height": "Blocca la linea di vista salvo alla stessa altezza.",
        "lg_ignore_flag": "{who} qui: si può ignorare 1 bandiera",
        "lg_claimer": " (lo schieramento che può rivendicarlo)",
        "lg_gone_when_left": "Rimossi quando l'unità che li occupa se ne va.",
        "lg_remove_instead": "{who}: possibilità di rimuoverlo invece di combattere",
        "lg_remove_and_battle": "{who}: possibilità di rimuoverlo e combattere",
        "lg_with_badge": "{label} con distintivo", "lg_with_named_badge": "{label} con {badge}",
        "lg_airplanes_off": "Non giocato: gli aerei dello scenario, con le regole aeree "
                            "disattivate: il gioco li lascia fuori dal tabellone.",
        "lg_no_rules": "Nessuna regola nota per questa unità: vedi le Regole speciali.",
        "lg_move_or_battle": "Muove di {move} o combatte.",
        "lg_moves_up_to_1": "Muove fino a {n} esagono.",
        "lg_moves_up_to_n": "Muove fino a {n} esagoni.",
        "lg_move_and_battle": "Muove fino a {move} e combatte.",
        "lg_move_then": "Muove di {battle_move} e combatte, o di {move} senza combattere.",
        "lg_flying": ", sorvolando tutto.",
        "lg_dice": "Dadi {dice}, gittata {reach}; {sight}.",
        "lg_reach_1": "1 esagono", "lg_reach": "da 1 a {n} esagoni",
        "lg_needs_los": "serve la linea di vista", "lg_no_los": "non serve la linea di vista",
        "lg_no_dice": "Non combatte con i dadi (azioni dell'Air Pack).",
        "lg_any_terrain": "Può combattere dopo essere entrato in qualsiasi terreno.",
        "lg_hit_by": "Colpito da: {faces}.",
        "lg_treated_as": "Conta come {who}.",
        "lg_played_as": "giocato come {kind}",
        "lg_supply_trucks": "Camion di rifornimenti degli scenari ufficiali (Truppe 17): "
                            "regole né usate né giocate.",
        "lg_hit_by_rerolled": "Colpito da: {faces}; ogni colpo viene ritirato, e solo una granata "
                              "lo conferma.",
        "lg_barred_as": "Non può entrare in terreni invalicabili per {who}.",
        "lg_resupply": "Invece di combattere, può rifornire le unità amiche indebolite adiacenti, "
                       "1 miniatura per 1.",
        "lg_not_ordered_by": "Non riceve mai ordini dalle carte {cards} (nemmeno come unità a "
                             "scelta).",
        "lg_no_wire": "non può rimuovere il filo spinato",
        "lg_medal_per_figures": "1 medaglia ogni {n} miniature distrutte, non per unità",
        "lg_face_infantry": "fanteria", "lg_face_armor": "carro", "lg_face_grenade": "granate",
        "lg_face_star": "stella", "lg_face_flag": "bandiera",
        "lg_figure": "{n} miniatura", "lg_figures": "{n} miniature",
        "lg_overrun": "conquista del terreno e sfondamento corazzato",
        "lg_take_ground": "conquista del terreno",
        "lg_no_ground": "nessuna conquista del terreno",
        "lg_retreat": "si ritira da 1 a {n} esagoni per bandiera",
        "lg_unit_ignores_flag": "può ignorare 1 bandiera",
        "lg_marks_1": "Segna {n} unità: {units}.", "lg_marks_n": "Segna {n} unità: {units}.",
        "lg_plays_as": "Si gioca come {labels} (vedi Unità).",
        "lg_badge_rules": "Ciò che permette è spiegato nelle Regole speciali.",
        "lg_badge_option": "Le sue regole vengono con l'opzione di regola {option}, che il "
                           "motore di gioco di questo programma non gioca.",
        "lg_badge_option_listed": "Le sue regole vengono con l'opzione di regola {option}, "
                                  "citata con le opzioni del file nelle Regole speciali.",
        "lg_piece_options": "Anche la sua opzione di regola nel file non è giocata: "
                            "{options}.",
        "lg_minefield_1": "Campo minato su {n} esagono",
        "lg_minefield_n": "Campo minato su {n} esagoni",
        "lg_laid_by": ", posato {sides}",
        "lg_by_axis": "dall'Asse", "lg_by_allies": "dagli Alleati",
        "lg_on_hexes_1": "Su {n} esagono", "lg_on_hexes_n": "Su {n} esagoni",
        "lg_told": ": ciò che fa è spiegato nelle Regole speciali.",
        "lg_tag_is_wittmann": "il carro di Wittmann",
        "lg_ready_label": "Segnalini Pronto al decollo",
        "lg_ready_words": "ognuno fa decollare un aereo in più dal suo aeroporto o dalla sua "
                          "portaerei, uno alla volta, comandato come un aereo a terra (con il "
                          "suo controllo aereo); una granata contro l'esagono li toglie tutti, "
                          "per una medaglia.",
        "lg_ready_of_axis": "Dell'Asse su {hexes}: {what}",
        "lg_ready_of_allies": "Degli Alleati su {hexes}: {what}",
        "lg_markers_unplayed": "Segnalini su {hex} {why}.",
        "lg_exit_no_side": "Linea di uscita che non nomina alcuno schieramento che esca da "
                           "essa: non giocata.",
        "lg_exit_line": "Linea di uscita per {sides}: un'unità di quello schieramento su uno "
                        "dei suoi esagoni, con ancora un esagono di movimento, può uscire dal "
                        "tabellone; viene rimossa e fa guadagnare una medaglia.",
        "lg_exit_off_edge_1": "{n} segnalino non è su alcun esagono intero del bordo del "
                              "tabellone: nessuna unità esce da lì.",
        "lg_exit_off_edge_n": "{n} segnalini non sono su alcun esagono intero del bordo del "
                              "tabellone: nessuna unità esce da lì.",
        "lg_exit_off_edge_all": "Linea di uscita per {sides} fuori dagli esagoni interi del bordo "
                                "del tabellone: nessuna unità esce da lì, non giocata.",
        "lg_exit_sideless_1": "{n} che non nomina alcuno schieramento: non giocato.",
        "lg_exit_sideless_n": "{n} che non nominano alcuno schieramento: non giocati.",
        "lg_for_axis": "l'Asse", "lg_for_allies": "gli Alleati",
        "lg_for_whichever": "lo schieramento che lo tiene",
        "lg_medal_1": "Obiettivo medaglia per {who} su {n} esagono: {kinds}.",
        "lg_medal_n": "Obiettivo medaglia per {who} su {n} esagoni: {kinds}.",
        "lg_permanent": "permanente", "lg_temporary": "temporaneo",
        "lg_mixed": "{permanent}, {temporary}",
        "lg_n_permanent_1": "{n} permanente", "lg_n_permanent_n": "{n} permanenti",
        "lg_n_temporary_1": "{n} temporaneo", "lg_n_temporary_n": "{n} temporanei",
        "lg_group_none_majority": "un obiettivo a maggioranza senza esagoni del tabellone nel "
                                  "suo gruppo: giocato tenendo il suo esagono",
        "lg_group_none_group": "un obiettivo di gruppo senza esagoni del tabellone nel suo "
                               "gruppo: giocato tenendo il suo esagono",
        "lg_group_majority": "tenuto con la maggioranza assoluta dei {n} esagoni del suo gruppo",
        "lg_group_any": "tenuto con un qualsiasi esagono del suo gruppo di {n}",
        "lg_group_one": "tenuto sull'unico esagono del suo gruppo sul tabellone",
        "lg_group_need": "tenuto con {need} dei {n} esagoni del suo gruppo",
        "lg_kind_turn_start": "tenuto all'inizio del turno",
        "lg_kind_worth": "del valore di {worth} medaglie",
        "lg_some": "{kind} (per {n} di essi)",
    },
    "nl": {
        "lg_background_beach": "Strand (op het bord gedrukt)",
        "lg_background_ocean": "Oceaan (op het bord gedrukt)",
        "lg_claimed_axis": "Opgeëist door de As.",
        "lg_claimed_allies": "Opgeëist door de Geallieerden.",
        "lg_unplayed": "De eigen regels staan niet in de gebruikte regels en worden niet "
                       "gespeeld.",
        "lg_as": "{label}, als {family}",
        "lg_behavior_unplayed": "Niet in de gebruikte regels en niet gespeeld: {rules}.",
        "lg_rule_steep_hill": "erop omhoog gaan telt als een beweging van 2 hexen",
        "lg_rule_wide_river": "de zichtlijn van infanterie wordt er geblokkeerd",
        "lg_rule_bridge_section": "ze wordt alleen via haar open uiteinden betreden",
        "lg_rule_can_be_blown": "ze kan worden opgeblazen",
        "lg_rule_one_medal_if_blown": "haar opblazen levert een medaille op",
        "lg_rule_cliff": "de eigen regels van de klif voor andere eenheden",
        "lg_rule_bluff": "de eigen regels van de steile kust voor andere eenheden",
        "lg_rule_seawall": "de eigen regels van de zeewering",
        "lg_rule_headquarter": "de eigen regels van het hoofdkwartier",
        "lg_rule_oasis_recovery": "Herstel in de oase (eenheden daar mogen verloren figuren "
                                  "terugkrijgen)",
        "lg_rule_decoy_medal_mine_field": "een lokmijn levert de partij die haar onthult een "
                                          "medaille op",
        "lg_landing_label": "{label} (landingsvaartuig)",
        "lg_decoy_label": "{label} (lokmijnen met medaille)",
        "lg_landing_1": "Landingsvaartuig (Air Pack) met {n} eenheid: de regels staan in de "
                        "Speciale regels.",
        "lg_landing_n": "Landingsvaartuigen (Air Pack) met {n} eenheden: de regels staan in de "
                        "Speciale regels.",
        "lg_idle_1": "{n} zonder eenheid op de oceaan vervoert niets.",
        "lg_idle_n": "{n} zonder eenheid op de oceaan vervoeren niets.",
        "lg_landing_none": "Niet gespeeld als landingsvaartuig: geen eenheid erop op de "
                           "oceaan.",
        "lg_afloat": "Een schip: geen eigen regels; zijn hex wordt gespeeld als wat eronder "
                     "ligt: {under}.",
        "lg_afloat_boat": "Een boot: geen eigen regels; zijn hex wordt gespeeld als wat eronder "
                          "ligt: {under}.",
        "lg_afloat_air": "Een schip: voor grondeenheden wordt zijn hex gespeeld als wat eronder "
                         "ligt: {under}.",
        "lg_air_airfield": "Luchtregels: een eigen vliegtuig dat hier zijn beweging beëindigt, "
                           "landt; geland kan het als elke eenheid bestreden worden.",
        "lg_air_carrier": "Luchtregels: een eigen vliegtuig van een model voor vliegdekschepen "
                          "({models}) dat hier zijn beweging beëindigt, landt; geland kan het geen "
                          "doelwit zijn.",
        "lg_bare": "Geen eigen regels; zijn hex wordt gespeeld als wat eronder ligt: "
                   "{under}.",
        "lg_crossed": "Hier alleen onder een oversteek ({crossings}): de oversteek bepaalt "
                      "elk van zijn hexen, en de eigen regels gelden op geen enkele.",
        "lg_class_units": "eenheden", "lg_class_infantry": "infanterie",
        "lg_class_armor": "tanks", "lg_class_artillery": "artillerie",
        "lg_class_airplane": "vliegtuigen",
        "lg_and": " en ",
        "lg_tiles_last": " of ",
        "lg_impassable_all": "onbegaanbaar voor alle eenheden",
        "lg_impassable": "onbegaanbaar voor {who}",
        "lg_enter_stop": "eenheden die er binnengaan, moeten stoppen",
        "lg_enter_no_battle": "eenheden die er binnengaan, mogen niet strijden",
        "lg_enter_stop_no_battle": "eenheden die er binnengaan, moeten stoppen en mogen "
                                   "niet strijden",
        "lg_adjacent_only": "alleen te betreden vanaf een aangrenzende hex waar de beweging "
                            "begon",
        "lg_stop_after_leaving": "eenheden die er vertrekken, stoppen op de volgende hex",
        "lg_cannot_leave": "{who} hier: geen beweging",
        "lg_max_move_1": "beweging van hoogstens {n} hex erin",
        "lg_max_move_n": "beweging van hoogstens {n} hexen erin",
        "lg_max_move_out_1": "beweging van hoogstens {n} hex erin, erlangs of eruit",
        "lg_max_move_out_n": "beweging van hoogstens {n} hexen erin, erlangs of eruit",
        "lg_no_retreat": "geen terugtrekking erin",
        "lg_crossing": "steekt de rivier over",
        "lg_rail": "patrouillewagens en halfrupsvoertuigen die erop rijden, stoppen",
        "lg_cliff": "patrouillewagens en halfrupsvoertuigen mogen er niet op of af vanaf het "
                    "strand of de oceaan",
        "lg_no_battle_out": "Eenheden hier mogen niet strijden.",
        "lg_battle_out_one": "{who} hier: strijd met −{n}.",
        "lg_battle_out_many": "{who} hier: strijd met −{n}.",
        "lg_protection": "Dobbelstenen tegen de verdediger: infanterie −{infantry}, tanks "
                         "−{armor}",
        "lg_protection_claimed": "Dobbelstenen tegen de verdediger van de partij die hem mag "
                                 "opeisen: infanterie −{infantry}, tanks −{armor}",
        "lg_lower_ground": ", alleen vanaf lager terrein",
        "lg_best_protection": "Op {tiles} tellen beschermingen niet op: alleen de beste telt.",
        "lg_best_protection_flag": "Op {tiles} tellen beschermingen niet op: alleen de beste "
                                   "telt, en 1 vlag mag nog steeds genegeerd worden.",
        "lg_no_move": "Geen bewegingsbeperking.",
        "lg_no_restriction": "Geen bewegings- of gevechtsbeperking.",
        "lg_sight_clear": "Blokkeert de zichtlijn niet.",
        "lg_sight_blocks": "Blokkeert de zichtlijn.",
        "lg_sight_height": "Blokkeert de zichtlijn, behalve op dezelfde hoogte.",
        "lg_ignore_flag": "{who} hier: 1 vlag mag genegeerd worden",
        "lg_claimer": " (de partij die hem mag opeisen)",
        "lg_gone_when_left": "Verwijderd zodra de eenheid hier vertrekt.",
        "lg_remove_instead": "{who}: mogelijkheid om het te verwijderen in plaats van te strijden",
        "lg_remove_and_battle": "{who}: mogelijkheid om het te verwijderen en te strijden",
        "lg_with_badge": "{label} met insigne", "lg_with_named_badge": "{label} met {badge}",
        "lg_airplanes_off": "Niet gespeeld: de vliegtuigen van het scenario, met de "
                            "luchtregels uitgeschakeld: het spel haalt ze van het bord.",
        "lg_no_rules": "Geen regels bekend voor deze eenheid: zie de Speciale regels.",
        "lg_move_or_battle": "Beweegt {move} of strijdt.",
        "lg_moves_up_to_1": "Beweegt tot {n} hex.",
        "lg_moves_up_to_n": "Beweegt tot {n} hexen.",
        "lg_move_and_battle": "Beweegt tot {move} en strijdt.",
        "lg_move_then": "Beweegt {battle_move} en strijdt, of {move} zonder te strijden.",
        "lg_flying": ", over alles heen vliegend.",
        "lg_dice": "Dobbelstenen {dice}, bereik {reach}; {sight}.",
        "lg_reach_1": "1 hex", "lg_reach": "1 tot {n} hexen",
        "lg_needs_los": "zichtlijn nodig", "lg_no_los": "geen zichtlijn nodig",
        "lg_no_dice": "Strijdt niet met dobbelstenen (acties van het Air Pack).",
        "lg_any_terrain": "Mag strijden na het betreden van elk terrein.",
        "lg_hit_by": "Geraakt door: {faces}.",
        "lg_treated_as": "Geldt als {who}.",
        "lg_played_as": "gespeeld als {kind}",
        "lg_supply_trucks": "Bevoorradingswagens van officiële scenario's (Troepen 17): "
                            "regels niet gebruikt, niet gespeeld.",
        "lg_hit_by_rerolled": "Geraakt door: {faces}; elke treffer wordt opnieuw geworpen, en "
                              "alleen een granaat bevestigt hem.",
        "lg_barred_as": "Mag geen terrein betreden dat onbegaanbaar is voor {who}.",
        "lg_resupply": "Mag in plaats van te strijden verzwakte eigen eenheden ernaast "
                       "bevoorraden, 1 figuur voor 1.",
        "lg_not_ordered_by": "Krijgt nooit een bevel van de kaarten {cards} (zelfs niet als "
                             "eenheid naar keuze).",
        "lg_no_wire": "mag geen prikkeldraad verwijderen",
        "lg_medal_per_figures": "1 medaille per {n} vernietigde figuren, niet per eenheid",
        "lg_face_infantry": "infanterie", "lg_face_armor": "tanks",
        "lg_face_grenade": "granaten", "lg_face_star": "ster", "lg_face_flag": "vlag",
        "lg_figure": "{n} figuur", "lg_figures": "{n} figuren",
        "lg_overrun": "terreinwinst en tankdoorbraak", "lg_take_ground": "terreinwinst",
        "lg_no_ground": "geen terreinwinst",
        "lg_retreat": "trekt 1 tot {n} hexen terug per vlag",
        "lg_unit_ignores_flag": "mag 1 vlag negeren",
        "lg_marks_1": "Markeert {n} eenheid: {units}.",
        "lg_marks_n": "Markeert {n} eenheden: {units}.",
        "lg_plays_as": "Speelt als {labels} (zie Eenheden).",
        "lg_badge_rules": "Wat het toestaat staat in de Speciale regels.",
        "lg_badge_option": "De regels komen met de regeloptie {option}, die de spelengine "
                           "van dit programma niet speelt.",
        "lg_badge_option_listed": "De regels komen met de regeloptie {option}, vermeld "
                                  "bij de opties van het bestand in de Speciale regels.",
        "lg_piece_options": "De regeloptie ervan in het bestand wordt evenmin gespeeld: "
                            "{options}.",
        "lg_minefield_1": "Mijnenveld op {n} hex", "lg_minefield_n": "Mijnenveld op {n} hexen",
        "lg_laid_by": ", gelegd door {sides}",
        "lg_by_axis": "de As", "lg_by_allies": "de Geallieerden",
        "lg_on_hexes_1": "Op {n} hex", "lg_on_hexes_n": "Op {n} hexen",
        "lg_told": ": wat het doet staat in de Speciale regels.",
        "lg_tag_is_wittmann": "de tank van Wittmann",
        "lg_ready_label": "Startklaar-markers",
        "lg_ready_words": "elk laat nog een vliegtuig opstijgen van zijn vliegveld of "
                          "vliegdekschip, één tegelijk, bevolen als een vliegtuig aan de grond "
                          "(met zijn luchtcontrole); een granaat tegen de hex neemt ze allemaal "
                          "weg, voor één medaille.",
        "lg_ready_of_axis": "Van de As op {hexes}: {what}",
        "lg_ready_of_allies": "Van de Geallieerden op {hexes}: {what}",
        "lg_markers_unplayed": "Markers op {hex} {why}.",
        "lg_exit_no_side": "Uitgangslijn die geen partij noemt die erdoor vertrekt: niet "
                           "gespeeld.",
        "lg_exit_line": "Uitgangslijn voor {sides}: een eenheid van die partij op een van haar "
                        "hexen mag, met nog een hex beweging over, het bord verlaten; ze wordt "
                        "verwijderd en levert een medaille op.",
        "lg_exit_off_edge_1": "{n} marker staat op geen volle randhex van het bord: daar vertrekt "
                              "geen eenheid.",
        "lg_exit_off_edge_n": "{n} markers staan op geen volle randhex van het bord: daar vertrekt "
                              "geen eenheid.",
        "lg_exit_off_edge_all": "Uitgangslijn voor {sides} op geen volle randhex van het bord: "
                                "daar vertrekt geen eenheid, niet gespeeld.",
        "lg_exit_sideless_1": "{n} die geen partij noemt: niet gespeeld.",
        "lg_exit_sideless_n": "{n} die geen partij noemen: niet gespeeld.",
        "lg_for_axis": "de As", "lg_for_allies": "de Geallieerden",
        "lg_for_whichever": "de partij die het vasthoudt",
        "lg_medal_1": "Medailledoel voor {who} op {n} hex: {kinds}.",
        "lg_medal_n": "Medailledoel voor {who} op {n} hexen: {kinds}.",
        "lg_permanent": "permanent", "lg_temporary": "tijdelijk",
        "lg_mixed": "{permanent}, {temporary}",
        "lg_n_permanent_1": "{n} permanent", "lg_n_permanent_n": "{n} permanent",
        "lg_n_temporary_1": "{n} tijdelijk", "lg_n_temporary_n": "{n} tijdelijk",
        "lg_group_none_majority": "een meerderheidsdoel zonder hex van het bord in zijn groep: "
                                  "gespeeld als het vasthouden van zijn hex",
        "lg_group_none_group": "een groepsdoel zonder hex van het bord in zijn groep: gespeeld "
                               "als het vasthouden van zijn hex",
        "lg_group_majority": "vastgehouden met een absolute meerderheid van de {n} hexen van "
                             "zijn groep",
        "lg_group_any": "vastgehouden met een willekeurige hex van zijn groep van {n}",
        "lg_group_one": "vastgehouden op de enige hex van zijn groep op het bord",
        "lg_group_need": "vastgehouden met {need} van de {n} hexen van zijn groep",
        "lg_kind_turn_start": "vastgehouden aan het begin van de beurt",
        "lg_kind_worth": "goed voor {worth} medailles",
        "lg_some": "bij {n} daarvan {kind}",
    },
}
