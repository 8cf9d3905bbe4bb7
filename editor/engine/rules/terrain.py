"""Terrain and obstacle rules: one :class:`TerrainRules` per family, every catalog name mapped.

The families are the terrains the rules texts describe (countryside, forests, hedgerows,
hills, towns, rivers with their fordable variants, bridges, oceans, beaches, bunkers,
hedgehogs, sandbags, wire, and the railroad notes of Disaster at Dieppe). Every other
catalog name of the ``terrain``, ``rect_terrain`` and ``obstacle`` categories falls back to
the family it behaves like (:data:`FALLBACKS`): a winter forest is a forest, a desert
village a town. ``docs/RULES.md`` lists the table.

A hex's pieces (tile, square piece, obstacle and, on a BEACH face, the printed background)
combine into one :class:`HexTerrain` by :func:`hex_terrain`.

>>> rules_for("wforest").family, rules_for("bled").family
('forest', 'town')
>>> FAMILIES["forest"].protection.against(UnitClass.ARMOR)
2
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from editor.engine.board import Side
from editor.engine.catalog import CATALOG, SECOND_BEHAVIOR
from editor.engine.scenario import Hex, Piece, Tag

from .source import AIR_PACK, DIEPPE, DIGEST, ENCYCLOPEDIA, FORMAT, VOCABULARY, Source
from .units import UnitClass, UnitProfile


class Sight(StrEnum):
    """What a piece does to a line of sight passing over its hex."""

    CLEAR = "clear"
    BLOCKS = "blocks"
    #: Hills: block unless attacker and target stand at the same height, at least this high.
    HEIGHT = "blocks unless same height"


GROUND: frozenset[UnitClass] = frozenset({UnitClass.INFANTRY, UnitClass.ARMOR,
                                          UnitClass.ARTILLERY})
ARMOR_AND_ARTILLERY: frozenset[UnitClass] = frozenset({UnitClass.ARMOR, UnitClass.ARTILLERY})
NOBODY: frozenset[UnitClass] = frozenset()


@dataclass(frozen=True)
class Protection:
    """Battle dice a defender's hex takes off an attack, by attacker class (artillery: none)."""

    infantry: int
    armor: int
    #: Hills: only against an attacker standing lower than the target.
    only_from_lower_ground: bool = False

    def against(self, attacker: UnitClass) -> int:
        if attacker is UnitClass.INFANTRY:
            return self.infantry
        if attacker is UnitClass.ARMOR:
            return self.armor
        return 0


@dataclass(frozen=True)
class TerrainRules:
    """The rules of one terrain or obstacle family."""

    family: str
    label: str
    must_stop: bool = False
    no_battle_after_entering: bool = False
    #: Hedgerows: may be entered only by a unit that started its move on an adjacent hex.
    enter_from_adjacent_start_only: bool = False
    #: Hedgerows: a unit moving out must stop on the adjacent hex.
    stop_after_leaving: bool = False
    impassable_to: frozenset[UnitClass] = NOBODY
    #: Bunkers: artillery that starts there may not move.
    cannot_leave: frozenset[UnitClass] = NOBODY
    sight: Sight = Sight.CLEAR
    height: int = 0
    protection: Protection | None = None
    #: Dice an attacker standing here loses, by class (town: armor −2; wire: infantry −1).
    battle_out: tuple[tuple[UnitClass, int], ...] = ()
    #: Beaches 2, oceans 1: the longest move that touches this terrain.
    max_move: int | None = None
    #: Oceans: the limit also binds a unit that starts its move here.
    limits_move_out: bool = False
    no_retreat_into: bool = False
    #: Oceans: a unit standing here may not battle.
    no_battle_out: bool = False
    #: Classes that may ignore the first flag here.
    ignore_flag_for: frozenset[UnitClass] = NOBODY
    #: Bunkers: protection and flag only for the side that may claim it.
    claimed: bool = False
    #: Bridges and fords: the hex's river is crossed here (the river rules no longer apply).
    crossing: bool = False
    #: Railroad tracks and bridges (Patrol Cars and Half-tracks stop on them).
    rail: bool = False
    #: Rivers and waterways (lifted by a crossing piece on the same hex).
    river: bool = False
    #: Cliffs & Sea Bluffs (a hill marked ``BLUFF`` or ``CLIFF``): Patrol Cars and
    #: Half-tracks may not move up or down between it and the beach, oceans or shorelines.
    cliff: bool = False
    #: Beaches (shorelines: coastlines, Pacific beaches) and oceans: what a cliff rises from.
    shore: bool = False
    #: Wire: the classes whose ordered unit standing here may remove the piece, each with
    #: whether it may still battle that turn (armor) or removes it instead of battling
    #: (infantry).
    removed_by: tuple[tuple[UnitClass, bool], ...] = ()
    #: Sandbags: the piece goes when the unit standing on it leaves (an obstacle piece:
    #: trenches and sea walls, terrain that protects as sandbags do, stay).
    gone_when_left: bool = False
    sources: tuple[Source, ...] = ()

    def out_penalty(self, attacker: UnitClass) -> int:
        return sum(n for cls, n in self.battle_out if cls is attacker)


E = ENCYCLOPEDIA
_NO_LOS = "Does not block line of sight."

FAMILIES: dict[str, TerrainRules] = {t.family: t for t in (
    TerrainRules(
        "countryside", "Countryside",
        sources=(E.quote("Some terrain features affect movement and may prevent a unit from "
                         "moving its full distance or battle."),)),
    TerrainRules(
        "forest", "Forest", must_stop=True, no_battle_after_entering=True, sight=Sight.BLOCKS,
        protection=Protection(1, 2),
        sources=(E.quote("Unit moving in must stop. Unit moving in may not battle."),
                 E.quote("When Battling a unit that is on a forest hex Infantry battle with 1 "
                         "less die, and armor battle at 2 less die (Henceforth noted as I:-1, "
                         "A:-2). Artillery units do not lose any die battling into any terrain."),
                 E.quote("Blocks line of sight."))),
    TerrainRules(
        "hedgerow", "Hedgerow", must_stop=True, no_battle_after_entering=True,
        enter_from_adjacent_start_only=True, stop_after_leaving=True, sight=Sight.BLOCKS,
        protection=Protection(1, 2),
        sources=(E.quote("Unit moving in must stop."),
                 E.quote("Unit must moving in must have started their turn on the adjacent "
                         "hex."),
                 E.quote("Unit moving out must stop on the adjacent hex."),
                 E.quote("Unit moving in may not battle."), E.quote("I:-1, A:-2."),
                 E.quote("Blocks line of sight."))),
    TerrainRules(
        "hill", "Hill", sight=Sight.HEIGHT, height=1,
        protection=Protection(1, 1, only_from_lower_ground=True),
        sources=(E.quote("No movement or battle restrictions. I:-1, A:-1."),
                 E.quote("Blocks line of sight unless target is at the same height as "
                         "attacker."),
                 E.quote("When battling a unit at the same height, ie- on an adjacent hill, "
                         "there is no Battle dice reduction."),
                 DIGEST.quote("Against a target on a hill, infantry/armor attacking from lower "
                              "ground lose one die; artillery does not, and equal-height "
                              "attacks have no hill reduction."))),
    TerrainRules(
        "town", "Town or village", must_stop=True, no_battle_after_entering=True,
        sight=Sight.BLOCKS, protection=Protection(1, 2),
        battle_out=((UnitClass.ARMOR, 2),),
        sources=(E.quote("Unit moving in must stop. Unit moving in may not "
                         "battle. I:-1, A:-2."),
                 E.quote("Armor units in a town battle out at -2 dice."),
                 E.quote("Blocks line of sight."))),
    TerrainRules(
        "river", "River or waterway", impassable_to=GROUND, river=True,
        sources=(E.quote("A river hex is impassable and can only be crossed at a bridge which "
                         "is treated as normal terrain"), E.quote(_NO_LOS))),
    TerrainRules(
        "fordable_stream", "Fordable stream", must_stop=True,
        sources=(VOCABULARY.quote("FORDABLE_STREAM: river-family terrain becomes FordableStream "
                                  "(Terrain 61): must stop, no other restriction"),
                 E.quote(_NO_LOS))),
    TerrainRules(
        "ford", "Ford", must_stop=True, crossing=True,
        battle_out=((UnitClass.INFANTRY, 1), (UnitClass.ARMOR, 1), (UnitClass.ARTILLERY, 1)),
        sources=(VOCABULARY.quote("FORD: terrain becomes Ford (Terrain 41): must stop, -1 battle "
                                  "die out"), E.quote(_NO_LOS))),
    TerrainRules(
        "bridge", "Bridge", crossing=True,
        sources=(E.quote("A river hex is impassable and can only be crossed at a bridge which "
                         "is treated as normal terrain"),)),
    TerrainRules(
        "railroad", "Railroad", rail=True,
        sources=(DIEPPE.quote("Railroad Bridges & Railroad Tracks - Patrol Cars moving onto a "
                              "Railroad Track or Railroad Bridge must stop."),
                 DIEPPE.quote("Railroad Bridges & Railroad Tracks - Half-Tracks moving onto a "
                              "Railroad Track or Railroad Bridge must stop."))),
    TerrainRules(
        "railroad_bridge", "Railroad bridge", rail=True, crossing=True,
        sources=(DIEPPE.quote("Patrol Cars moving onto a Railroad Track or Railroad Bridge must "
                              "stop."),
                 E.quote("A river hex is impassable and can only be crossed at a bridge which "
                         "is treated as normal terrain"))),
    TerrainRules(
        "ocean", "Ocean", max_move=1, limits_move_out=True, no_retreat_into=True,
        no_battle_out=True, shore=True,
        sources=(E.quote("Maximum movement is 1 hex. May not be retreated into. May not "
                         "be battled out of. Does not block line of sight."),
                 DIGEST.quote("Do not pass through units, impassable terrain, or ocean."))),
    TerrainRules(
        "beach", "Beach", max_move=2, shore=True,
        sources=(E.quote("Maximum movement is 2 hex. No Battle restrictions. May still "
                         "Take Ground and Armor Overrun. Does not block line of sight."),)),
    TerrainRules(
        "bunker", "Bunker", impassable_to=ARMOR_AND_ARTILLERY,
        cannot_leave=frozenset({UnitClass.ARTILLERY}), sight=Sight.BLOCKS,
        protection=Protection(1, 2), ignore_flag_for=GROUND, claimed=True,
        sources=(E.quote("An Infantry unit may battle the turn it moves onto a Bunker hex. An "
                         "Armor or Artillery unit may not move onto a Bunker hex. Artillery "
                         "units that start on a Bunker hex may not move from the hex."),
                 E.quote("Only the side noted in the briefing notes may claim a Bunker as a "
                         "defensive position."),
                 E.quote("I:-1, A:-2."), E.quote("A unit in a bunker may ignore the first flag."),
                 E.quote("Block line of sight."),
                 FORMAT.quote("When a bunker has none, one online implementation gives it to the "
                              "side of the unit standing on it at set-up, and treats a bunker "
                              "with no unit and no owner as a field bunker either side may "
                              "use."))),
    TerrainRules(
        "field_bunker", "Field bunker", impassable_to=ARMOR_AND_ARTILLERY,
        cannot_leave=frozenset({UnitClass.ARTILLERY}), sight=Sight.BLOCKS,
        protection=Protection(1, 2), ignore_flag_for=GROUND,
        sources=(E.quote("An Armor or Artillery unit may not move onto a Bunker hex."),
                 E.quote("A unit in a bunker may ignore the first flag."),
                 E.quote("Block line of sight."),
                 VOCABULARY.quote("FieldBunker: protects any occupant (no owner check)"))),
    TerrainRules(
        "hedgehog", "Hedgehogs", impassable_to=ARMOR_AND_ARTILLERY,
        ignore_flag_for=frozenset({UnitClass.INFANTRY}),
        sources=(E.quote("Impassable by Armor and Artillery. No movement or battle "
                         "restrictions for infantry."),
                 E.quote("Infantry in the hedgehogs may ignore the first flag."),
                 E.quote(_NO_LOS))),
    TerrainRules(
        "dragons_teeth", "Dragon's Teeth", impassable_to=ARMOR_AND_ARTILLERY,
        ignore_flag_for=frozenset({UnitClass.INFANTRY}), sight=Sight.BLOCKS,
        sources=(AIR_PACK.quote("2 Winter Field Bunkers and 2 Dragon's Teeth, identical to "
                                "those already released in the Eastern Front expansion. They "
                                "block line of sight."),
                 E.quote("Impassable by Armor and Artillery. No movement or battle "
                         "restrictions for infantry."),
                 E.quote("Infantry in the hedgehogs may ignore the first flag."))),
    TerrainRules(
        "sandbags", "Sandbags", protection=Protection(1, 1), ignore_flag_for=GROUND,
        gone_when_left=True,
        sources=(E.quote("No movement restrictions."),
                 E.quote("When occupying force leaves sandbags they are removed."),
                 E.quote("A unit in a sandbagged hex may ignore the first flag."),
                 E.quote("A sandbagged hex does not block line of sight."),
                 DIGEST.quote("They can provide a reduction between equal-height hills where the "
                              "hill itself gives none."),
                 VOCABULARY.quote("sand rules_hint: defense infantry -1, armor -1"))),
    TerrainRules(
        "wire", "Wire", must_stop=True, battle_out=((UnitClass.INFANTRY, 1),),
        removed_by=((UnitClass.INFANTRY, False), (UnitClass.ARMOR, True)),
        sources=(E.quote("A unit entering wire must stop."), E.quote("Infantry battle out at -1."),
                 E.quote("Infantry may remove the wire instead of battling."),
                 E.quote("Armor may remove the wire and battle."),
                 E.quote("Wire does not block line of sight."))),
)}


@dataclass(frozen=True)
class Fallback:
    """How a catalog name gets its rules: a family, and why (empty when it is the family)."""

    family: str
    note: str = ""
    #: Height of the tile when it differs from the family's (a hill with a forest on it).
    height: int | None = None
    #: The tile's own rule that our sources do not give, and so that nothing here plays
    #: (the checks' ``unplayed-terrain``, the simulator and the briefing's legend say it).
    unplayed: str = ""
    #: A ship or boat: it brings no rules (countryside, which :func:`hex_terrain` leaves
    #: out), its hex plays as the water or ground under it.
    afloat: bool = False

    @property
    def boat(self) -> bool:
        """Afloat, and a boat rather than a ship (a barge: its note says so)."""
        return self.afloat and self.note.startswith("a boat")


_F = Fallback
#: Every catalog name of the terrain, rect_terrain and obstacle categories → its family.
FALLBACKS: dict[str, Fallback] = {
    # --- forests
    "woods": _F("forest"), "wforest": _F("forest", "winter forest"),
    "palmtrees": _F("forest", "palm forest"),
    "pjungle": _F("forest", "jungle: battles after a 1-hex move in, not modelled",
                  unplayed="the jungle's own rules"),
    "whillforest": _F("forest", "a forest on a hill: forest rules at hill height", height=1),
    "oasis": _F("forest", "palm grove: stops, blocks sight, protects"),
    # --- hedgerows, marsh-like ground
    "hedgerow": _F("hedgerow"),
    "marshes": _F("fordable_stream", "wet ground: must stop, nothing else",
                  unplayed="the marsh's own rules"),
    "wmarshes": _F("fordable_stream", "winter marsh: must stop, nothing else",
                   unplayed="the marsh's own rules"),
    "price": _F("fordable_stream", "rice paddies: must stop; its artillery and armor "
                "restrictions not modelled", unplayed="the rice paddies' own rules"),
    # --- hills and heights
    "hills": _F("hill"), "dhill": _F("hill", "desert hill"), "whill": _F("hill", "winter hill"),
    "highground": _F("hill", "high ground"), "hillroad": _F("hill", "road over a hill"),
    "hillcurve": _F("hill", "road over a hill"), "dridge": _F("hill", "erg / ridge"),
    "mountain": _F("hill", "mountain (heights other than hills are not in our rules)",
                   unplayed="the mountain's own rules"),
    "pcave": _F("hill", "cave in a hill", unplayed="the cave's own rules"),
    "pmcave": _F("hill", "cave in a mountain", unplayed="the cave's own rules"),
    "descarpment": _F("hill", "escarpment: a height"),
    # --- gullies, ravines: passable on foot only
    "wadi": _F("countryside", "wadi: slopes depend on orientation, not modelled",
               unplayed="the wadi's own rules"),
    "wcurve": _F("countryside", "wadi: slopes depend on orientation, not modelled",
                 unplayed="the wadi's own rules"),
    "ravine": _F("hedgehog", "ravine: foot troops only"),
    "cravine": _F("hedgehog", "ravine: foot troops only"),
    "wravine": _F("hedgehog", "ravine: foot troops only"),
    # --- towns and buildings
    "buildings": _F("town"), "bled": _F("town", "desert village"),
    "pvillage": _F("town", "Pacific village"), "wvillage": _F("town", "winter village"),
    "whillvillage": _F("town", "a village on a hill: town rules at hill height", height=1),
    "depot": _F("town", "building"), "powerplant": _F("town", "building"),
    "camp": _F("town", "building"), "radar": _F("town", "building"),
    "lighthouse": _F("town", "building"), "barracks": _F("town", "building"),
    "church": _F("town", "building"), "wchurch": _F("town", "building"),
    "wcastle": _F("town", "building"), "factory": _F("town", "building"),
    "wfactory": _F("town", "building"), "fortress": _F("town", "building"),
    "phospital": _F("town", "building"), "pheadquarter": _F("town", "building"),
    "dcamp": _F("town", "tent camp"), "wruins": _F("town", "city ruins"),
    "station": _F("town", "railroad station (a building)"),
    # --- trenches: dug-in positions
    "ptrenches": _F("sandbags", "trenches: protect and ignore a flag like sandbags"),
    "wtrenches": _F("sandbags", "trenches: protect and ignore a flag like sandbags"),
    # --- waterways
    "river": _F("river"), "curve": _F("river"), "riverY": _F("river"), "riverFL": _F("river"),
    "riverFR": _F("river"), "pond": _F("river"), "pmouth": _F("river", "river mouth"),
    "lakeA": _F("river", "lake: impassable water"), "lakeB": _F("river", "lake: impassable water"),
    "lakeC": _F("river", "lake: impassable water"),
    "dam": _F("field_bunker", "dam: a fortified work on the water"),
    **{n: _F("countryside", "frozen river: passable",
             unplayed="the frozen river's own rules")
       for n in ("wriver", "wriverFR", "wcurved")},
    "ppier": _F("countryside", "pier: entered from land or beach only, not modelled",
                unplayed="the pier's own rules"),
    # --- coast
    "coast": _F("beach", "coastline"), "coastcurve": _F("beach", "coastline"),
    "pbeach": _F("beach", "Pacific beach"),
    # --- roads, airfields, railroads: open ground
    **{n: _F("countryside", "road") for n in (
        "road", "roadcurve", "roadFL", "roadFR", "roadX", "roadY", "droad", "droadX",
        "droadcurve", "droadFL", "droadFR", "wroad", "wroadcurve", "wroadFL", "wroadFR",
        "wroadX", "wroadY")},
    **{n: _F("countryside", "airfield") for n in (
        "airfield", "airfieldX", "pairfield", "pairfieldX", "cairfield", "wairfield",
        "dairfieldX", "dairfield")},
    "cemetery": _F("countryside", "cemetery"),
    **{n: _F("railroad") for n in (
        "rail", "railcurve", "railFL", "railFR", "railX", "wrail", "wrailcurve", "wrailFR",
        "railroad", "wrailroad")},
    # --- square pieces
    "bunker": _F("bunker"),
    "pbunker": _F("field_bunker", "Pacific bunker: no owner"),
    "casemate": _F("field_bunker", "casemate: no owner"),
    "wbunker": _F("field_bunker", "winter field bunker"),
    "dbunker": _F("field_bunker", "desert field bunker"),
    "ford": _F("ford"),
    "bridge": _F("bridge"), "pbridge": _F("bridge"), "wbridge": _F("bridge"),
    "pontoon": _F("bridge", "pontoon bridge"), "wpontoon": _F("bridge", "pontoon bridge"),
    "railbridge": _F("railroad_bridge"), "wrailbridge": _F("railroad_bridge"),
    "brkbridge": _F("countryside", "broken bridge: no crossing"),
    "roadblock": _F("hedgehog", "road block: stops vehicles"),
    "droadblock": _F("hedgehog", "road block: stops vehicles"),
    "wroadblock": _F("hedgehog", "road block: stops vehicles"),
    # 004 gives their line of sight; the rest is the hedgehogs' (an anti-tank obstacle)
    "dragonteeth": _F("dragons_teeth"),
    "abatis": _F("wire", "felled-tree barrier: must stop"),
    "pcarrier": _F("countryside", "a ship: the water under it rules", afloat=True),
    "pdestroyer": _F("countryside", "a ship: the water under it rules", afloat=True),
    "barge": _F("countryside", "a boat: the water under it rules", afloat=True),
    "wagon": _F("railroad", "train wagon on its track"),
    "loco": _F("railroad", "locomotive on its track"),
    # --- obstacles
    "wire": _F("wire"), "sand": _F("sandbags"), "hedgehog": _F("hedgehog"),
    # --- the printed background of a BEACH face
    "beach": _F("beach", "printed beach rows of a BEACH face"),
    "ocean": _F("ocean", "printed ocean rows of a BEACH face"),
}


@dataclass(frozen=True)
class BehaviorEffect:
    """What a piece's ``behavior`` does to its rules."""

    #: Use this family instead of the name's own.
    family: str | None = None
    impassable: bool = False
    blocks_sight: bool = False
    #: Cliffs & Sea Bluffs (:attr:`TerrainRules.cliff`).
    cliff: bool = False
    note: str = ""
    source: Source | None = None


#: Piece behaviours with a rules effect (others, e.g. OASIS_RECOVERY, change nothing here).
BEHAVIORS: dict[str, BehaviorEffect] = {
    "FORDABLE_STREAM": BehaviorEffect("fordable_stream", source=VOCABULARY.quote(
        "FORDABLE_STREAM: river-family terrain becomes FordableStream (Terrain 61): must stop, "
        "no other restriction")),
    "FORD": BehaviorEffect("ford", source=VOCABULARY.quote(
        "FORD: terrain becomes Ford (Terrain 41): must stop, -1 battle die out")),
    "WIDE_RIVER": BehaviorEffect("river", note="a wide river is a river", source=VOCABULARY.quote(
        "WIDE_RIVER: river stays River (Terrain 8)")),
    "IMPASSABLE_HILL": BehaviorEffect(impassable=True, source=VOCABULARY.quote(
        "IMPASSABLE_HILL: any terrain: loader sets isImpassable=true")),
    "IMPASSABLE_BLOCKING_HILL": BehaviorEffect(impassable=True, blocks_sight=True,
                                               source=VOCABULARY.quote(
        "IMPASSABLE_BLOCKING_HILL: any terrain: isImpassable + isBlockingLineOfSight")),
    "SEAWALL": BehaviorEffect("sandbags", note="a sea wall protects like sandbags",
                              source=VOCABULARY.quote("SEAWALL: sand becomes SeaWall")),
    "BRIDGE_SECTION": BehaviorEffect("bridge", source=VOCABULARY.quote(
        "BRIDGE_SECTION: bridge becomes BridgeSection: enter only through its open ends")),
    "BLUFF": BehaviorEffect(cliff=True, note="a sea bluff: a hill, and a cliff to Patrol Cars "
                            "and Half-tracks", source=VOCABULARY.quote(
        "BLUFF: hills becomes SeaBluff 'Cliffs & Sea Bluffs' (Terrain 11)")),
    "CLIFF": BehaviorEffect(cliff=True, note="a cliff: a hill, and a cliff to Patrol Cars and "
                            "Half-tracks", source=VOCABULARY.quote(
        "CLIFF: hills/whill becomes Cliff (Terrain 11, no Take Ground from beach)")),
}


@dataclass(frozen=True)
class UnplayedBehavior:
    """A behavior whose rule (the vocabulary's meaning of it) our sources do not give, so
    that nothing here plays it, or plays only a part of it: the checks'
    ``unplayed-behavior``, the simulator and the briefing's legend say it."""

    #: The rule that is not played, in words ("moving up a steep hill ...").
    rule: str
    #: What the engine plays instead, in words ("a hill"; "its tile": the piece's family).
    instead: str
    #: What the legend would say of the piece's rules that the behavior's rule contradicts
    #: (``move``: its movement sentence; ``sight``: its line of sight), left out there.
    contradicts: frozenset[str] = frozenset()


_U = UnplayedBehavior
_STAYS = "a bridge that stays"
_NOTHING = "a marker that does nothing"
#: 003's rule, the only one of cliffs in our sources (:data:`CLIFF_SOURCES`), is played.
_CLIFF_TO_SOME = ("a hill to them, and to Patrol Cars and Half-tracks as a cliff they may "
                  "not move up or down from the beach or the ocean (003)")
#: Behaviors of pieces (``behavior``, and a bridge's ``behavior2``) and of markers whose
#: rule is not played (the options' behaviors go with their option, which
#: ``unplayed-option`` says is not played).
UNPLAYED_BEHAVIORS: dict[str, UnplayedBehavior] = {
    "STEEP_HILL": _U("moving up a steep hill counts as a 2-hex move",
                     "a hill with no movement restriction", frozenset({"move"})),
    "WIDE_RIVER": _U("a wide river blocks the line of sight of infantry",
                     "a river: impassable, blocking no line of sight", frozenset({"sight"})),
    "BRIDGE_SECTION": _U("a bridge section is entered only through its open ends",
                         "a bridge entered from any side"),
    "CAN_BE_BLOWN": _U("the bridge may be blown up", _STAYS),
    "ONE_MEDAL_IF_BLOWN": _U("blowing the bridge up wins a medal", _STAYS),
    "CLIFF": _U("the cliff's own rules for units other than Patrol Cars and Half-tracks, "
                "such as no taking ground up it from the beach", _CLIFF_TO_SOME),
    "BLUFF": _U("the sea bluff's own rules for units other than Patrol Cars and Half-tracks",
                _CLIFF_TO_SOME),
    "SEAWALL": _U("the sea wall's own rules", "sandbags"),
    "HEADQUARTER": _U("the headquarters' own rules", "its tile"),
    "OASIS_RECOVERY": _U("Oasis Recovery: units there may recover lost figures", "its tile"),
    "MINE_FIELD": _U("minefields", _NOTHING),
    "DECOY_MEDAL_MINE_FIELD": _U("minefields, and a decoy mine gives a medal to the side "
                                 "that reveals it", _NOTHING),
    "IS_WITTMANN": _U("Wittmann's own rules", _NOTHING),
}


def unplayed_behaviors(layer: str, piece: Piece | Tag) -> tuple[str, ...]:
    """The behaviors of a piece (of ``layer``: ``terrain``, ``rect_terrain``, ``obstacle``)
    or marker (``tag``) whose rule is not played (:data:`UNPLAYED_BEHAVIORS`): its
    ``behavior`` and a bridge's ``behavior2``, each when it is one of its layer (one of
    another layer leaves the piece with its ordinary rules: the check ``unknown-behavior``).

    >>> unplayed_behaviors("terrain", Piece("hills", behavior="STEEP_HILL"))
    ('STEEP_HILL',)
    """
    found = []
    if piece.behavior in UNPLAYED_BEHAVIORS and piece.behavior in CATALOG.behaviors_for(layer):
        found.append(piece.behavior)
    second = piece.extra.get(SECOND_BEHAVIOR) if layer == "rect_terrain" else None
    if isinstance(second, str) and second in UNPLAYED_BEHAVIORS \
            and second in CATALOG.behaviors_for(f"{layer}.{SECOND_BEHAVIOR}"):
        found.append(second)
    return tuple(found)


def own_rules_unplayed(piece: Piece, occupied: bool = False) -> str:
    """The tile's own rule that nothing here plays (:attr:`Fallback.unplayed`, "the
    mountain's own rules"), or "" when it has none or its behavior rules the hex instead:
    a behavior that makes it another terrain (``FORDABLE_STREAM`` on a marsh: that
    terrain's rules are played), or one that makes it impassable to every unit and blocks
    every line of sight across it (``IMPASSABLE_BLOCKING_HILL``), where no unit may enter
    and none sees across, so that its own height, movement and protection have nothing to
    act on, unless a unit is set up on it (``occupied``: its protection would cover it).
    The checks' ``unplayed-terrain`` and the briefing's legend both ask this.

    >>> own_rules_unplayed(Piece("mountain"))
    "the mountain's own rules"
    >>> own_rules_unplayed(Piece("mountain", behavior="IMPASSABLE_BLOCKING_HILL"))
    ''
    >>> own_rules_unplayed(Piece("mountain", behavior="IMPASSABLE_HILL"))   # seen across
    "the mountain's own rules"
    """
    fallback = FALLBACKS.get(piece.name)
    if fallback is None or not fallback.unplayed:
        return ""
    effect = BEHAVIORS.get(piece.behavior or "")
    if effect is not None and (effect.family or (
            effect.impassable and effect.blocks_sight and not occupied)):
        return ""
    return fallback.unplayed


#: 003's rule on Cliffs & Sea Bluffs, the only one of our sources (none gives the base
#: game's own cliff rules, so a cliff is a hill to every other unit).
CLIFF_SOURCES: tuple[Source, ...] = (
    DIEPPE.quote("Cliffs & Sea Bluffs - Patrol Cars may not move up/down from the beach, "
                 "oceans or shorelines."),
    DIEPPE.quote("Cliffs & Sea Bluffs - Half-Tracks may not move up/down from the beach, "
                 "oceans or shorelines."),
)


def rules_for(name: str, behavior: str | None = None) -> TerrainRules:
    """The rules of a piece name (with its behaviour); unknown names are countryside."""
    fallback = FALLBACKS.get(name)
    family = fallback.family if fallback else "countryside"
    effect = BEHAVIORS.get(behavior or "")
    if effect and effect.family:
        family = effect.family
    rules = FAMILIES[family]
    if fallback and fallback.height is not None:
        rules = replace(rules, height=fallback.height)
    if effect and (effect.impassable or effect.blocks_sight):
        rules = replace(rules, impassable_to=GROUND if effect.impassable else rules.impassable_to,
                        sight=Sight.BLOCKS if effect.blocks_sight else rules.sight,
                        sources=rules.sources + ((effect.source,) if effect.source else ()))
    if effect and effect.cliff:
        rules = replace(rules, cliff=True, sources=rules.sources + (
            (effect.source,) if effect.source else ()) + CLIFF_SOURCES)
    return rules


@dataclass(frozen=True)
class Feature:
    """One piece of a hex with the rules it brings."""

    name: str
    #: ``terrain``, ``rect_terrain``, ``obstacle`` or ``background``.
    layer: str
    rules: TerrainRules
    #: For claimed pieces (bunkers): the side that may use it; ``None`` = either side.
    owner: Side | None = None

    def serves(self, side: Side | None) -> bool:
        """Whether the piece's protection and flag rule work for a unit of ``side``."""
        return not self.rules.claimed or self.owner is None or self.owner == side


@dataclass(frozen=True)
class HexTerrain:
    """The combined rules of everything on one hex."""

    features: tuple[Feature, ...] = ()

    @property
    def families(self) -> tuple[str, ...]:
        return tuple(f.rules.family for f in self.features)

    def describe(self) -> str:
        """``forest (woods)``, ``town (bled) + sandbags (sand)``: for reasons and messages."""
        if not self.features:
            return "countryside"
        return " + ".join(f"{f.rules.family} ({f.name})" if f.name != f.rules.family
                          else f.rules.family for f in self.features)

    def impassable_to(self, cls: UnitClass) -> Feature | None:
        if cls is UnitClass.AIRPLANE:
            return None
        return next((f for f in self.features if cls in f.rules.impassable_to), None)

    def bars(self, profile: UnitProfile) -> Feature | None:
        """The piece that a unit of ``profile`` may not enter (move, retreat or take ground
        onto), if any: impassable to its class, or to a class it is barred as (Patrol
        Cars: as armor too)."""
        return next((f for cls in (profile.unit_class, *sorted(profile.barred_as))
                     if (f := self.impassable_to(cls)) is not None), None)

    def stops(self, profile: UnitProfile) -> Feature | None:
        """The piece that makes a unit entering this hex stop, if any."""
        for f in self.features:
            if f.rules.must_stop or (f.rules.rail and profile.kind in _RAIL_STOPPERS):
                return f
        return None

    def forbids_battle_after_entering(self) -> Feature | None:
        return next((f for f in self.features if f.rules.no_battle_after_entering), None)

    def adjacent_start_only(self) -> Feature | None:
        return next((f for f in self.features if f.rules.enter_from_adjacent_start_only), None)

    def stop_after_leaving(self) -> Feature | None:
        return next((f for f in self.features if f.rules.stop_after_leaving), None)

    def cannot_leave(self, cls: UnitClass) -> Feature | None:
        return next((f for f in self.features if cls in f.rules.cannot_leave), None)

    def max_move(self) -> int | None:
        limits = [f.rules.max_move for f in self.features if f.rules.max_move is not None]
        return min(limits) if limits else None

    def max_move_out(self) -> int | None:
        """The move limit binding a unit that starts here (oceans), if any."""
        limits = [f.rules.max_move for f in self.features
                  if f.rules.max_move is not None and f.rules.limits_move_out]
        return min(limits) if limits else None

    def no_retreat_into(self) -> Feature | None:
        return next((f for f in self.features if f.rules.no_retreat_into), None)

    def no_battle_out(self) -> Feature | None:
        return next((f for f in self.features if f.rules.no_battle_out), None)

    def removal(self, cls: UnitClass) -> tuple[Feature, bool] | None:
        """The piece an ordered unit of class ``cls`` standing here may remove (wire), and
        whether it may still battle that turn; ``None`` when there is none."""
        for f in self.features:
            for c, battles in f.rules.removed_by:
                if c is cls:
                    return f, battles
        return None

    @property
    def sight(self) -> Sight:
        sights = {f.rules.sight for f in self.features}
        if Sight.BLOCKS in sights:
            return Sight.BLOCKS
        if Sight.HEIGHT in sights:
            return Sight.HEIGHT
        return Sight.CLEAR

    def sight_blocker(self) -> Feature | None:
        """The piece that blocks sight (a blocking one first, else a hill)."""
        for wanted in (Sight.BLOCKS, Sight.HEIGHT):
            for f in self.features:
                if f.rules.sight is wanted:
                    return f
        return None

    @property
    def height(self) -> int:
        return max((f.rules.height for f in self.features), default=0)

    def out_penalties(self, cls: UnitClass) -> list[tuple[Feature, int]]:
        return [(f, f.rules.out_penalty(cls)) for f in self.features if f.rules.out_penalty(cls)]

    def flag_ignorer(self, cls: UnitClass, side: Side | None) -> Feature | None:
        """The piece that lets a unit of ``cls``/``side`` ignore its first flag, if any."""
        return next((f for f in self.features
                     if cls in f.rules.ignore_flag_for and f.serves(side)), None)

    @property
    def rail(self) -> bool:
        return any(f.rules.rail for f in self.features)

    def cliff(self) -> Feature | None:
        """The piece that makes this hex a cliff or sea bluff, if any."""
        return next((f for f in self.features if f.rules.cliff), None)

    @property
    def shore(self) -> bool:
        """A beach (or shoreline) or ocean hex: what a cliff rises from."""
        return any(f.rules.shore for f in self.features)

    def cliff_to(self, profile: UnitProfile, there: HexTerrain) -> Feature | None:
        """The cliff a unit of ``profile`` would climb or descend stepping from this hex
        onto the adjacent hex ``there`` (move, retreat or take ground), if it may not: 003's
        "Cliffs & Sea Bluffs - Patrol Cars may not move up/down from the beach, oceans or
        shorelines." (Half-Tracks alike); ``None`` for any other unit or step."""
        if profile.kind not in _CLIFF_BARRED:
            return None
        if self.shore:
            return there.cliff()
        if there.shore:
            return self.cliff()
        return None


def barred_whom(profile: UnitProfile, feature: Feature) -> str:
    """Whom ``feature`` (which :meth:`HexTerrain.bars` ``profile``) is impassable to, in
    words: the unit's class, or its own name when it is barred as another class."""
    if profile.unit_class in feature.rules.impassable_to:
        return profile.unit_class.value
    return profile.label.lower()


#: Units that must stop on railroad tracks and railroad bridges (Disaster at Dieppe).
_RAIL_STOPPERS = frozenset({"patrol_cars", "half_tracks"})
#: Units that may not move up or down a cliff from the shore (Disaster at Dieppe).
_CLIFF_BARRED = frozenset({"patrol_cars", "half_tracks"})

EMPTY_TERRAIN = HexTerrain()


def _feature(piece: Piece, layer: str, occupant_side: Side | None) -> Feature:
    rules = rules_for(piece.name, piece.behavior)
    owner = piece.original_owner
    if rules.claimed and owner is None:
        # The format note: an ownerless bunker belongs to the side standing on it at set-up;
        # empty, either side may use it.
        owner = occupant_side
    return Feature(piece.name, layer, rules, owner)


def hex_terrain(h: Hex, background: str | None = None,
                occupant_side: Side | None = None) -> HexTerrain:
    """Combine a hex's pieces into one :class:`HexTerrain`.

    ``background`` is the printed BEACH-face terrain (``"beach"``/``"ocean"``), used when the
    hex has no terrain tile. ``occupant_side`` is the side of the unit standing on the hex in
    the file, which claims an ownerless bunker.
    """
    features: list[Feature] = []
    if h.terrain is not None:
        features.append(_feature(h.terrain, "terrain", occupant_side))
    elif background is not None:
        features.append(Feature(background, "background", rules_for(background)))
    for piece, layer in ((h.rect_terrain, "rect_terrain"), (h.obstacle, "obstacle")):
        if piece is not None:
            features.append(_feature(piece, layer, occupant_side))
    if any(f.rules.crossing for f in features):
        # "can only be crossed at a bridge which is treated as normal terrain": the river
        # under a bridge or a ford no longer rules the hex.
        features = [f for f in features if not f.rules.river]
    # A hex without any piece is countryside: an empty tuple says so.
    features = [f for f in features if f.rules.family != "countryside"]
    return HexTerrain(tuple(features))
