"""Unit profiles: what each kind of unit moves, rolls, needs and is hit by.

A :class:`UnitProfile` is looked up from a scenario :class:`~editor.engine.scenario.Unit`
by :func:`profile_of`, which recognises the special kinds a ``.m44`` file marks on a unit:

- **French Resistance**: an infantry unit (``inf`` or ``inf2``) with ``badge3`` or the
  behaviour ``FRENCH_RESISTANCE`` (the catalog: "unit gets badge3 -> FrenchResistance class").
- **Long Range Patrol Cars** and **Half-tracks** (Disaster at Dieppe): the format has no name
  for them, so a unit is one when its ``behavior`` (or a unit name without nation suffix)
  reads ``LONG_RANGE_PATROL_CARS`` / ``PATROL_CAR`` / ``LRPC``... or ``HALF_TRACK`` /
  ``HALFTRACKS``... (case, plural and separators ignored; see :data:`PATROL_CAR_MARKERS`
  and :data:`HALF_TRACK_MARKERS`). A vehicle unit (``veh``) without a marker is a
  Half-track: it is the only vehicle with rules in our sources, and the one the catalog's
  vehicles (supply trucks) resemble (a vehicle that re-supplies). Official scenarios use
  those vehicles for Supply Trucks (Troops 17), whose rules our sources do not give: the
  stand-in is said (:func:`half_tracks_by_default`).
- **Special Forces by badge**: an ordinary infantry unit (``inf``) carrying a special forces
  badge (:data:`SPECIAL_FORCES_BADGES`) plays as Special Forces, exactly as ``inf2`` does:
  official files write a commando either way.
- **Airplanes** (``pln``): Air Pack rules; they move but do not battle in the normal way.

>>> from editor.engine.scenario import Unit
>>> profile_of(Unit("inf2us", badge="badge3")).kind
'french_resistance'
>>> profile_of(Unit("infbrit", badge="badge1")).kind
'special_forces'
>>> profile_of(Unit("tankger")).dice
(3, 3, 3)
>>> profile_of(Unit("vehbrit", behavior="LONG_RANGE_PATROL_CARS")).move
4
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import lru_cache

from editor.engine.catalog import CATALOG, unit_type
from editor.engine.scenario import Unit

from .source import AIR_PACK, CARDS, DIEPPE, ENCYCLOPEDIA, VOCABULARY, Source


class UnitClass(StrEnum):
    """What terrain tables and battle dice treat a unit as."""

    INFANTRY = "infantry"
    ARMOR = "armor"
    ARTILLERY = "artillery"
    AIRPLANE = "airplane"


class Face(StrEnum):
    """The six faces of a battle die (two show infantry)."""

    INFANTRY = "infantry"
    ARMOR = "armor"
    GRENADE = "grenade"
    STAR = "star"
    FLAG = "flag"

    @classmethod
    def parse(cls, text: str) -> Face:
        """A face from its name or a usual short form (``inf``, ``tank``, ``g``, ``*``, ``f``)."""
        key = text.strip().lower()
        found = _FACE_ALIASES.get(key)
        if found is None:
            raise ValueError(f"{text!r} is not a battle die face "
                             f"(infantry, armor, grenade, star, flag)")
        return found


_FACE_ALIASES: dict[str, Face] = {
    "infantry": Face.INFANTRY, "inf": Face.INFANTRY, "i": Face.INFANTRY,
    "armor": Face.ARMOR, "armour": Face.ARMOR, "tank": Face.ARMOR, "a": Face.ARMOR,
    "grenade": Face.GRENADE, "g": Face.GRENADE,
    "star": Face.STAR, "s": Face.STAR, "*": Face.STAR,
    "flag": Face.FLAG, "f": Face.FLAG,
}


@dataclass(frozen=True)
class UnitProfile:
    """The rules of one kind of unit."""

    #: Stable key: ``infantry``, ``special_forces``, ``french_resistance``, ``armor``,
    #: ``elite_armor``, ``artillery``, ``patrol_cars``, ``half_tracks``, ``airplane``.
    kind: str
    label: str
    #: What the terrain tables, the close-assault rule and the dice treat it as.
    unit_class: UnitClass
    #: Standard figure count (a unit's ``nbr_units`` overrides it).
    figures: int
    #: Most hexes an ordered unit may move.
    move: int
    #: Most hexes it may move and still battle (0: moving forbids battling).
    move_and_battle: int
    #: Battle dice by distance: ``dice[0]`` at 1 hex (close assault) ... up to the range.
    dice: tuple[int, ...]
    needs_los: bool
    #: The die faces that score a hit on it (stars never do without a card).
    hit_by: frozenset[Face]
    take_ground: bool
    overrun: bool
    #: French Resistance: may battle after entering any terrain.
    ignores_terrain_battle_restrictions: bool = False
    #: Hexes it may retreat per flag: 1, or 1 to 3 for the French Resistance.
    retreat_per_flag: int = 1
    #: Whether it battles at all with dice (airplanes do not).
    battles: bool = True
    #: Flies over everything; may be the target of nothing while airborne (airplanes).
    flies: bool = False
    #: Other classes whose impassable terrain it may not enter either (Patrol Cars,
    #: infantry otherwise: "also considered as impassable to Patrol Car units").
    barred_as: frozenset[UnitClass] = frozenset()
    #: Whether it may remove the obstacles its class removes (wire): Patrol Cars may not.
    removes_obstacles: bool = True
    #: Patrol Cars: the enemy rolls again the dice that hit it, a Grenade confirming each.
    hits_rerolled: bool = False
    #: Half-tracks: may re-supply weakened adjacent friendly units instead of battling.
    resupplies: bool = False
    #: Half-tracks: the enemy wins a medal for each this many of its figures destroyed,
    #: rather than for the unit (0: a medal for the unit, as for any other).
    figures_per_medal: int = 0
    #: Patrol Cars, Half-tracks: the Command cards (by title) that never order it, not even
    #: as the "1 unit of your choice" a card orders when its own kind is missing (the game
    #: engine's orders read the unit's kind; a test holds the two together).
    not_ordered_by: tuple[str, ...] = ()
    sources: tuple[Source, ...] = ()

    @property
    def range(self) -> int:
        """Farthest target distance, in hexes."""
        return len(self.dice)

    def dice_at(self, distance: int) -> int:
        """The count-down dice at ``distance`` hexes (0 beyond the range or at 0)."""
        if 1 <= distance <= len(self.dice):
            return self.dice[distance - 1]
        return 0


_INF_HITS = frozenset({Face.INFANTRY, Face.GRENADE})
_ARMOR_HITS = frozenset({Face.ARMOR, Face.GRENADE})
_GUN_HITS = frozenset({Face.GRENADE})

_HITS = ENCYCLOPEDIA.quote("the attacker scores 1 hit for each dice symbol rolled that matches "
                           "the unit type targeted. Each Grenade rolled is also 1 hit.")
_GUN_HIT = CARDS.quote("artillery targets are hit by grenades only unless a rule says otherwise")
_LOS = ENCYCLOPEDIA.quote("Check Line of Sight (Infantry and Armor only)")
_INF_MOVE = ENCYCLOPEDIA.quote("An ordered Infantry unit may move up to 1 hex and battle or 2 "
                               "hexes and not battle.")
_INF_DICE = ENCYCLOPEDIA.quote("It rolls 3 dice in close assault (enemy on adjacent hex), 2 dice "
                               "against a target at 2 hexes, and 1 die against a target at 3 "
                               "hexes.")
_TAKE = ENCYCLOPEDIA.quote("When an ordered Infantry unit in Close Assault combat eliminates the "
                           "enemy unit or forces it to retreat, it may Take Ground by advancing "
                           "into the vacated hex.")
_FIGURES = ENCYCLOPEDIA.quote("An Artillery unit is usually made of 2 figures, an Armor unit - 3 "
                              "and an Infantry unit - 4.")

INFANTRY = UnitProfile(
    "infantry", "Infantry", UnitClass.INFANTRY, figures=4, move=2, move_and_battle=1,
    dice=(3, 2, 1), needs_los=True, hit_by=_INF_HITS, take_ground=True, overrun=False,
    sources=(_FIGURES, _INF_MOVE, _INF_DICE, _LOS, _HITS, _TAKE))

SPECIAL_FORCES = UnitProfile(
    "special_forces", "Special Forces infantry", UnitClass.INFANTRY, figures=4, move=2,
    move_and_battle=2, dice=(3, 2, 1), needs_los=True, hit_by=_INF_HITS, take_ground=True,
    overrun=False,
    sources=(ENCYCLOPEDIA.quote("Special Forces Infantry units may move up to two spaces and "
                                "still battle."), _INF_DICE, _LOS, _HITS, _TAKE))

FRENCH_RESISTANCE = UnitProfile(
    "french_resistance", "French Resistance", UnitClass.INFANTRY, figures=3, move=2,
    move_and_battle=1, dice=(3, 2, 1), needs_los=True, hit_by=_INF_HITS, take_ground=True,
    overrun=False, ignores_terrain_battle_restrictions=True, retreat_per_flag=3,
    sources=(ENCYCLOPEDIA.quote("This does not apply to the French Resistance. They are able to "
                                "move into any terrain and still battle, and have special "
                                "retreat abilities as laid out on the Special Units Summary "
                                "card."),
             VOCABULARY.quote("badge3 rules_hint: figures 3, retreat_hexes_per_flag 3, "
                              "ignores_terrain_battle_restriction"),
             _INF_MOVE, _INF_DICE, _LOS, _HITS, _TAKE))

_OVERRUN = ENCYCLOPEDIA.quote("When an ordered Armor unit in Close Assault combat eliminates the "
                              "enemy unit or forces it to retreat, it may take the ground by "
                              "advancing into the vacated hex and claim an Armor Overrun combat.")
_ARMOR_MOVE = ENCYCLOPEDIA.quote("An ordered Armor unit may move up to 3 hexes and battle.")
_ARMOR_DICE = ENCYCLOPEDIA.quote("An ordered Armor unit may battle any enemy target unit 3 or "
                                 "fewer hexes away. It always combats at 3 dice.")

ARMOR = UnitProfile(
    "armor", "Armor", UnitClass.ARMOR, figures=3, move=3, move_and_battle=3, dice=(3, 3, 3),
    needs_los=True, hit_by=_ARMOR_HITS, take_ground=True, overrun=True,
    sources=(_FIGURES, _ARMOR_MOVE, _ARMOR_DICE, _LOS, _HITS, _OVERRUN))

ELITE_ARMOR = UnitProfile(
    "elite_armor", "Elite Armor", UnitClass.ARMOR, figures=4, move=3, move_and_battle=3,
    dice=(3, 3, 3), needs_los=True, hit_by=_ARMOR_HITS, take_ground=True, overrun=True,
    sources=(ENCYCLOPEDIA.quote("Elite Armor Units contain 1 extra tank."), _ARMOR_MOVE,
             _ARMOR_DICE, _LOS, _HITS, _OVERRUN))

ARTILLERY = UnitProfile(
    "artillery", "Artillery", UnitClass.ARTILLERY, figures=2, move=1, move_and_battle=0,
    dice=(3, 3, 2, 2, 1, 1), needs_los=False, hit_by=_GUN_HITS, take_ground=False,
    overrun=False,
    sources=(_FIGURES,
             ENCYCLOPEDIA.quote("An ordered Artillery unit may move 1 hex or battle."),
             ENCYCLOPEDIA.quote("An ordered Artillery unit may battle any enemy target unit 6 or "
                                "fewer hexes away. It combats at 3,3,2,2,1,1."),
             ENCYCLOPEDIA.quote("An Artillery unit does not require line of sight to target an "
                                "enemy unit."),
             _GUN_HIT,
             ENCYCLOPEDIA.quote("An Artillery unit may not take ground.")))

PATROL_CARS = UnitProfile(
    "patrol_cars", "Long Range Patrol Cars", UnitClass.INFANTRY, figures=3, move=4,
    move_and_battle=4, dice=(3, 2, 1), needs_los=True, hit_by=_INF_HITS, take_ground=True,
    overrun=False, barred_as=frozenset({UnitClass.ARMOR}), removes_obstacles=False,
    hits_rerolled=True, not_ordered_by=("Behind Enemy Lines", "Dig-In", "Medics & Mechanics"),
    sources=(DIEPPE.quote("Treated as Infantry, for all purposes."),
             DIEPPE.quote("A terrain that is identified in the rules as Impassable or "
                          "Impassable to Armor & Artillery is also considered as impassable "
                          "to Patrol Car units."),
             DIEPPE.quote("1-3 figures, per scenario."),
             DIEPPE.quote("An ordered Patrol Car unit may move up to 4 hexes and battle any "
                          "enemy target unit 3 or fewer hexes away. It combats with 3 dice in "
                          "close assault (enemy on adjacent hex), 2 dice against a target at 2 "
                          "hexes and 1 die against a target at 3 hexes."),
             DIEPPE.quote("The attacker scores 1 hit for each Infantry dice symbol or Grenade "
                          "rolled against the Patrol Car unit. The enemy re-rolls all battle "
                          "dice that score a hit. One hit is confirmed for each re-roll that "
                          "is a Grenade; all other re-rolls are ignored."),
             DIEPPE.quote("On a successful Close Assault, it may Take Ground but not do an "
                          "Armor Overrun."),
             DIEPPE.quote("Wire - Patrol Cars may not remove wire."),
             DIEPPE.quote("Behind Enemy Lines, Dig-in, Medics & Mechanics - Patrol Car units "
                          "may not be ordered using any of these Command cards.")))

HALF_TRACKS = UnitProfile(
    "half_tracks", "Half-tracks", UnitClass.ARMOR, figures=3, move=2, move_and_battle=2,
    dice=(2, 2), needs_los=True, hit_by=_ARMOR_HITS, take_ground=True, overrun=False,
    resupplies=True, figures_per_medal=3,
    not_ordered_by=("Behind Enemy Lines", "Dig-In", "Medics & Mechanics", "Infantry Assault",
                    "Move Out!"),
    sources=(DIEPPE.quote("Treated as Armor, for all purposes."),
             DIEPPE.quote("1-3 figures, per scenario."),
             DIEPPE.quote("An ordered Half-Track unit may move up to 2 hexes and battle any "
                          "enemy target unit 2 or fewer hexes away. It combats with 2 dice."),
             DIEPPE.quote("The attacker scores 1 hit for each Armor dice symbol or Grenade "
                          "rolled against the Half-Track unit."),
             DIEPPE.quote("On a successful Close Assault, it may Take Ground but not do an "
                          "Armor Overrun."),
             DIEPPE.quote("Wire - Half-Tracks may remove wire."),
             DIEPPE.quote("When adjacent to weakened friendly unit, may Re-supply it in lieu "
                          "of battling."),
             DIEPPE.quote("A Half-Track unit hit by enemy fire and destroyed does not "
                          "necessarily provide the opponent with a Medal, unlike other units "
                          "in the game."),
             DIEPPE.quote("we recommend placing each eliminated Half-Track figure on a Medal "
                          "stand, until three figures are gathered, at which point you can "
                          "replace the figures by a Medal token."),
             DIEPPE.quote("Behind Enemy Lines, Dig-in, Medics & Mechanics - Half-Track units "
                          "may not be ordered using any of these Command cards."),
             DIEPPE.quote("Tactic cards that order Infantry units (Infantry Assault, Move Out) "
                          "do not order Half-Track units.")))

AIRPLANE = UnitProfile(
    "airplane", "Airplane", UnitClass.AIRPLANE, figures=1, move=4, move_and_battle=0,
    dice=(), needs_los=False, hit_by=frozenset({Face.GRENADE}), take_ground=False,
    overrun=False, battles=False, flies=True,
    sources=(AIR_PACK.quote("Once airborne, an Airplane may move up to 4 hexes per turn and do "
                            "a single Air Battle Action of the player's choice each turn"),
             AIR_PACK.quote("Airplanes do not battle in the traditional way."),
             AIR_PACK.quote("It is eliminated if 1 Grenade is rolled against it."),
             AIR_PACK.quote("an Airplane may fly over any hexes, including unit-occupied hexes, "
                            "terrain hexes and even impassable terrain hexes during its "
                            "movement, provided it ends its movement on a vacant hex.")))

#: Profiles by the type prefix of a unit name (catalog ``UNIT_TYPES``).
BY_TYPE: dict[str, UnitProfile] = {
    "inf": INFANTRY, "inf2": SPECIAL_FORCES, "tank": ARMOR, "tank2": ELITE_ARMOR,
    "gun": ARTILLERY, "veh": HALF_TRACKS, "pln": AIRPLANE,
}

#: Every profile, by kind.
PROFILES: dict[str, UnitProfile] = {p.kind: p for p in (
    INFANTRY, SPECIAL_FORCES, FRENCH_RESISTANCE, ARMOR, ELITE_ARMOR, ARTILLERY, PATROL_CARS,
    HALF_TRACKS, AIRPLANE)}

#: Markers (normalised: upper case, letters and digits only) naming Patrol Cars.
PATROL_CAR_MARKERS: frozenset[str] = frozenset({
    "LONGRANGEPATROLCARS", "LONGRANGEPATROLCAR", "PATROLCARS", "PATROLCAR", "LRPC", "LRDG"})
#: Markers naming Half-tracks.
HALF_TRACK_MARKERS: frozenset[str] = frozenset({"HALFTRACKS", "HALFTRACK", "HTRACK"})
#: Markers naming the French Resistance.
FRENCH_RESISTANCE_MARKERS: frozenset[str] = frozenset({"FRENCHRESISTANCE", "RESISTANCE"})
FRENCH_RESISTANCE_BADGE = "badge3"
#: The spellings of those markers a file writes (upper case, underscores), with what each
#: makes of the unit: the schema's unit behaviors beside the catalog's, and the editor's
#: choices. The engine reads any case and separators (:func:`is_marker_behavior`).
MARKER_BEHAVIORS: dict[str, str] = {
    "LONG_RANGE_PATROL_CARS": "unit is Long Range Patrol Cars (Disaster at Dieppe, Troops 19)",
    "LONG_RANGE_PATROL_CAR": "unit is Long Range Patrol Cars (as LONG_RANGE_PATROL_CARS)",
    "PATROL_CARS": "unit is Long Range Patrol Cars (as LONG_RANGE_PATROL_CARS)",
    "PATROL_CAR": "unit is Long Range Patrol Cars (as LONG_RANGE_PATROL_CARS)",
    "LRPC": "unit is Long Range Patrol Cars (as LONG_RANGE_PATROL_CARS)",
    "LRDG": "unit is Long Range Patrol Cars (as LONG_RANGE_PATROL_CARS)",
    "HALF_TRACKS": "unit is Half-tracks (Disaster at Dieppe, Troops 18), with Re-supply",
    "HALF_TRACK": "unit is Half-tracks (as HALF_TRACKS)",
    "HALFTRACKS": "unit is Half-tracks (as HALF_TRACKS)",
    "HALFTRACK": "unit is Half-tracks (as HALF_TRACKS)",
    "HTRACK": "unit is Half-tracks (as HALF_TRACKS)",
}
#: Badges that make an infantry unit Special Forces: the badges the vocabulary names special
#: forces (the nations' badges of BGA's TROOP_BADGE_MAPPING, and the Soviet one).
SPECIAL_FORCES_BADGES: dict[str, Source] = {
    "badge1": VOCABULARY.quote("British / Commonwealth special forces badge"),
    "badge2": VOCABULARY.quote("US special forces badge (Rangers)"),
    "badge4": VOCABULARY.quote("German / Axis special forces (elite) badge"),
    "badge25": VOCABULARY.quote("Soviet special forces (elite/Guards) badge"),
}

#: Unit behaviours that change a profile, with the catalog's statement of their effect.
MOVE_TWO_BEHAVIORS: dict[str, Source] = {
    "ARMOR_MOVE_TWO": VOCABULARY.quote("ARMOR_MOVE_TWO: armor move and move_and_battle set to 2"),
    "ELITE_ARMOR_MOVE_TWO": VOCABULARY.quote(
        "ELITE_ARMOR_MOVE_TWO: armor move and move_and_battle set to 2"),
}
IGNORE_FLAG_BEHAVIOR = "CAN_IGNORE_ONE_FLAG"
IGNORE_FLAG_SOURCE = VOCABULARY.quote("CAN_IGNORE_ONE_FLAG: unit may ignore 1 flag")

_NATION_SUFFIXES = ("brit", "ger", "us", "ru", "jp")


def _marker(text: str | None) -> str:
    return re.sub(r"[^A-Z0-9]", "", (text or "").upper())


def is_marker_behavior(text: str | None) -> bool:
    """Whether a unit ``behavior`` names Patrol Cars, Half-tracks or the French Resistance
    (any case, spaces, dashes or underscores).

    >>> is_marker_behavior("Long-Range Patrol Cars"), is_marker_behavior("HALF_TRACK")
    (True, True)
    """
    m = _marker(text)
    return m in PATROL_CAR_MARKERS or m in HALF_TRACK_MARKERS or m in FRENCH_RESISTANCE_MARKERS


def marker_profile(text: str | None) -> UnitProfile | None:
    """The profile a unit ``behavior`` that names a kind of unit makes of its unit (Patrol
    Cars, Half-tracks, the French Resistance: :func:`is_marker_behavior`), ``None`` for
    any other behavior.

    >>> marker_profile("LRDG").label, marker_profile("htrack").label, marker_profile("FORD")
    ('Long Range Patrol Cars', 'Half-tracks', None)
    """
    m = _marker(text)
    if m in PATROL_CAR_MARKERS:
        return PATROL_CARS
    if m in HALF_TRACK_MARKERS:
        return HALF_TRACKS
    return FRENCH_RESISTANCE if m in FRENCH_RESISTANCE_MARKERS else None


def _bare_name(name: str) -> str:
    """A unit name without its nation suffix (``halftrackger`` → ``HALFTRACK``)."""
    for suffix in _NATION_SUFFIXES:
        if name.lower().endswith(suffix) and len(name) > len(suffix):
            return _marker(name[: -len(suffix)])
    return _marker(name)


def profile_of(unit: Unit) -> UnitProfile | None:
    """The rules profile of a unit, or ``None`` for a name no rules describe."""
    return _profile(unit.name, unit.behavior, unit.badge)


@lru_cache(maxsize=1024)  # the checks ask for every unit's many times after each edit
def _profile(name: str, behavior_text: str | None, badge: str | None) -> UnitProfile | None:
    """:func:`profile_of` by what it reads of the unit (a profile is frozen: shared)."""
    behavior = _marker(behavior_text)
    bare = _bare_name(name)
    if behavior in PATROL_CAR_MARKERS or bare in PATROL_CAR_MARKERS:
        profile = PATROL_CARS
    elif behavior in HALF_TRACK_MARKERS or bare in HALF_TRACK_MARKERS:
        profile = HALF_TRACKS
    else:
        found = BY_TYPE.get(unit_type(name) or "")
        if found is None:
            return None
        profile = found
        if profile.unit_class is UnitClass.INFANTRY and (
                badge == FRENCH_RESISTANCE_BADGE or behavior in FRENCH_RESISTANCE_MARKERS):
            profile = FRENCH_RESISTANCE
        elif profile is INFANTRY and badge in SPECIAL_FORCES_BADGES:
            profile = replace(SPECIAL_FORCES, sources=SPECIAL_FORCES.sources + (
                SPECIAL_FORCES_BADGES[badge],))
    if behavior_text in MOVE_TWO_BEHAVIORS and profile.unit_class is UnitClass.ARMOR:
        profile = replace(profile, move=2, move_and_battle=2,
                          sources=profile.sources + (MOVE_TWO_BEHAVIORS[behavior_text],))
    return profile


def half_tracks_by_default(unit: Unit) -> bool:
    """Whether ``unit`` is a vehicle that plays as Half-tracks for want of a marker naming
    its kind: the only vehicle our sources give rules for (003), where official scenarios
    use vehicles for Supply Trucks (Troops 17: m44-vocabulary.json), whose rules they do
    not give (the check ``unplayed-vehicle`` and the briefing's legend say so).

    >>> [half_tracks_by_default(Unit("vehus", behavior=b)) for b in (None, "HTRACK", "LRDG")]
    [True, False, False]
    """
    profile = profile_of(unit)
    return (unit_type(unit.name) == "veh" and profile is not None
            and profile.kind == HALF_TRACKS.kind
            and _marker(unit.behavior) not in HALF_TRACK_MARKERS
            and _bare_name(unit.name) not in HALF_TRACK_MARKERS)


def figures_of(unit: Unit, profile: UnitProfile) -> int:
    """The figures a unit has: its ``nbr_units`` when given, else the profile's standard."""
    return unit.nbr_units if unit.nbr_units and unit.nbr_units > 0 else profile.figures


def ignores_one_flag(unit: Unit) -> bool:
    """Whether the unit itself may ignore one flag (behaviour ``CAN_IGNORE_ONE_FLAG``)."""
    return unit.behavior == IGNORE_FLAG_BEHAVIOR


# --- badges that change a unit's rules -----------------------------------------------------

#: A catalog rules family that depends on the year: "AntiTank (AntiTankLateWar if
#: date_begin year > 1942)".
_BY_YEAR = re.compile(r"^(?P<early>\w+) \((?P<late>\w+) if date_begin year > (?P<year>\d{4})\)$")


def family_by_year(family: str) -> tuple[str, str, int] | None:
    """A catalog rules family that depends on the year the battle began: the family up to
    that year, the one after it, and the year (``None`` for a family that does not).

    >>> family_by_year("AntiTank (AntiTankLateWar if date_begin year > 1942)")
    ('AntiTank', 'AntiTankLateWar', 1942)
    >>> family_by_year("Sniper") is None
    True
    """
    m = _BY_YEAR.match(family)
    return None if m is None else (m["early"], m["late"], int(m["year"]))


def family_words(family: str) -> str:
    """A catalog rules family in words: "CombatEngineer" → "Combat Engineer"; one that
    depends on the year, "MortarEarlyWar (MortarLateWar if date_begin year > 1942)" →
    "Mortar Early War (Mortar Late War after 1942)".

    >>> family_words("AntiTank (AntiTankLateWar if date_begin year > 1942)")
    'Anti Tank (Anti Tank Late War after 1942)'
    """
    def spaced(name: str) -> str:
        return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name)

    by_year = family_by_year(family)
    if by_year is None:
        return spaced(family)
    early, late, year = by_year
    return f"{spaced(early)} ({spaced(late)} after {year})"


@dataclass(frozen=True)
class BadgeRules:
    """What a unit's badge says about the rules it plays by (the catalog's
    ``rules_family_by_unit_prefix``, from one online implementation's grouping)."""

    badge: str
    #: The rules family the badge gives this unit, ``None`` when it gives none or when
    #: which one depends on what the scenario does not say (``choices``).
    family: str | None
    #: The families it may be when that is ambiguous (the scenario has no start date).
    choices: tuple[str, ...] = ()
    #: Why, in words (the families as :func:`family_words` says them).
    reason: str = ""


def badge_rules(unit: Unit, date_begin: str | None = None) -> BadgeRules | None:
    """The rules a badge gives ``unit`` (``None``: no badge, or a badge that changes no
    rules). A family that depends on the year the battle began is ambiguous, and said so,
    when ``date_begin`` gives no year.

    >>> badge_rules(Unit("infus", badge="badge37"), "1944-06-06").family
    'AntiTankLateWar'
    >>> badge_rules(Unit("infus", badge="badge37")).choices
    ('AntiTank', 'AntiTankLateWar')
    """
    if not unit.badge or unit.badge not in CATALOG:
        return None
    by_prefix = CATALOG[unit.badge].facts.get("rules_family_by_unit_prefix")
    if not isinstance(by_prefix, dict) or not by_prefix:
        return None
    label = CATALOG[unit.badge].label
    family = by_prefix.get(unit_type(unit.name) or "")
    if not isinstance(family, str):
        return BadgeRules(unit.badge, None, reason=f"{label} changes the rules of "
                          f"{', '.join(by_prefix)} units only, not of {unit.name}")
    by_year = family_by_year(family)
    if by_year is None:
        return BadgeRules(unit.badge, family, reason=f"{label}: {family_words(family)} rules")
    early, late, until = by_year
    year = date_begin[:4] if date_begin and date_begin[:4].isdigit() else None
    if year is None:
        return BadgeRules(unit.badge, None, (early, late),
                          f"{label}: {family_words(early)} rules up to {until}, "
                          f"{family_words(late)} after; the scenario gives no start date")
    played = late if int(year) > until else early
    return BadgeRules(unit.badge, played,
                      reason=f"{label}: {family_words(played)} rules (the battle begins in "
                             f"{year})")
