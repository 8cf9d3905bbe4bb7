"""Units: figures, badges, nations, boxes, and who may stand where."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator

from editor.engine.board import BoardType, Coord, Side
from editor.engine.catalog import CATALOG
from editor.engine.findings import Finding
from editor.engine.rules import badge_rules, hex_terrain, profile_of
from editor.engine.rules.terrain import barred_whom
from editor.engine.rules.units import figures_of, half_tracks_by_default
from editor.engine.scenario import Scenario
from editor.engine.words import counted

from .registry import Check, Context, check

#: Nations whose figures stand for each country's army. Several countries borrow figures:
#: Italians, Finns, Romanians and Slovaks are played with German figures (badges mark them),
#: French, Polish and Dutch units with US or British ones; US and British figures fight side
#: by side under either country, as the Western Allies did in their combined battles (the
#: British figures came with their own expansion, so a British battle set up with US figures
#: is as common as a US one with British units beside them).
COUNTRY_NATIONS: dict[str, frozenset[str]] = {
    "DE": frozenset({"ger"}), "IT": frozenset({"ger"}), "RO": frozenset({"ger"}),
    "SK": frozenset({"ger"}), "FI": frozenset({"ger", "ru"}), "JP": frozenset({"jp"}),
    "US": frozenset({"us", "brit"}), "GB": frozenset({"brit", "us"}),
    "CA": frozenset({"brit", "us"}),
    "FR": frozenset({"us", "brit"}), "PL": frozenset({"us", "brit", "ru"}),
    "NL": frozenset({"us", "brit"}), "RU": frozenset({"ru"}),
}

#: The country whose army a nation's figures first stand for: the country the units of a
#: side suggest when they are all of that nation (Scenario properties offers it).
NATION_COUNTRY: dict[str, str] = {"ger": "DE", "us": "US", "ru": "RU", "jp": "JP",
                                  "brit": "GB"}


def units_country(s: Scenario, side: Side) -> str | None:
    """The country the units of ``side`` on the board suggest: that of their nation when
    they are all of one (:data:`NATION_COUNTRY`), else ``None`` (no unit, or several
    nations: US and British units suggest no one country).

    >>> from editor.engine.board import Coord
    >>> from editor.engine.scenario import Hex, Unit
    >>> s = Scenario()
    >>> s.set_hex(Coord(0, 0), Hex(unit=Unit("infger")))
    >>> s.set_hex(Coord(0, 2), Hex(unit=Unit("tank2ger")))
    >>> units_country(s, Side.AXIS), units_country(s, Side.ALLIES)
    ('DE', None)
    """
    nations = {u.nation for _, u in s.units() if u.side == side and u.nation is not None}
    return NATION_COUNTRY.get(nations.pop()) if len(nations) == 1 else None


#: What one base-game box holds per army (m44-format.md, "What one base-game box holds").
BOX_FIGURES = {"infantry": 42, "armor": 24, "artillery": 6}
#: The figures of each nation, in a sentence.
NATION_ADJECTIVES = {"us": "US", "ger": "German", "ru": "Soviet", "jp": "Japanese",
                     "brit": "British"}

#: Options through which units arrive during the game (so a side may start with none).
_ARRIVING = ("airdrop", "airdrop2", "armor_breakthrough_rules", "supply_train_rules")
#: Words of special rules that bring units onto the board during the game.
_ARRIVAL_TEXT = re.compile(r"\breinforcements?\b|\barriv(e|es|ing|al)\b|\bparatroop|"
                           r"\bparachut|\bair ?drops?\b|\benter(s|ing)? (the )?(board|battle"
                           r"field|map|play|game)\b|\bdeploy|\breserves?\b|\blands?\b|"
                           r"\blanding\b", re.IGNORECASE)


@check("figure-count", "warning", "a unit's figure count is outside its type's range (an "
       "error below 1 figure)", "set the figures between 1 and the type's standard count",
       rule="a unit of fewer than 1 figure cannot be set up (an error); more figures than the "
            "type's standard can be set up, and special rules sometimes give them, so that "
            "only warns")
def figure_count(ctx: Context, me: Check) -> Iterator[Finding]:
    """Errs below one figure; warns above the standard count (special rules may allow it)."""
    for c, u in ctx.units:
        profile = profile_of(u)
        n = u.nbr_units
        if n is None or profile is None:
            continue
        if n < 1:
            yield me.finding(f"{CATALOG.with_name(u.name)} with {n} figures: a unit has at "
                             "least 1", (c,),
                             ctx.path(c, ".unit.nbr_units"), severity="error")
        elif n > profile.figures:
            kind = profile.label.lower()
            yield me.finding(f"{CATALOG.with_name(u.name)} with {n} figures: "
                             f"{'an' if kind[0] in 'aeiou' else 'a'} {kind} unit has "
                             f"1 to {profile.figures}, unless the special rules give more",
                             (c,), ctx.path(c, ".unit.nbr_units"))


@check("unit-impassable", "warning", "a unit is set up on terrain it may not move onto (a "
       "river without bridge or ford, a lake, armor on hedgehogs or a bunker...)",
       "move the unit, or add the bridge or ford it stands on",
       rule="the rules forbid moving onto such terrain, not starting there: \"An Armor or "
            "Artillery unit may not move onto a Bunker hex. Artillery units that start on a "
            "Bunker hex may not move from the hex.\" (000), so artillery set up on a bunker "
            "is not reported at all; official scenarios also set units up on terrain their "
            "own behaviors make impassable (woods marked IMPASSABLE_HILL)")
def unit_impassable(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns: a unit may start where it could not move to; the rules foresee artillery
    starting on a bunker (it may not leave), so that case is legal."""
    face = ctx.scenario.face
    for c, u in ctx.units:
        profile = profile_of(u)
        if profile is None:
            continue
        terrain = hex_terrain(ctx.scenario.hex(c), ctx.board.background(face, c.row), u.side)
        blocker = terrain.bars(profile)
        if blocker is None or profile.unit_class in blocker.rules.cannot_leave:
            continue  # the rules foresee the unit starting there (and staying)
        yield me.finding(f"{CATALOG.with_name(u.name)} is set up on "
                         f"{blocker.rules.label.lower()} ({blocker.name}), impassable to "
                         f"{barred_whom(profile, blocker)}: it may leave it but never move "
                         "onto it", (c,), ctx.path(c, ".unit"))


@check("badge-mismatch", "warning", "a badge meant for another kind of unit",
       "move the badge to a unit of its kind or remove it",
       rule="a badge only changes the rules of a unit of its kind; official scenarios also "
            "put badges on other units to mark their nation (the French Resistance badge "
            "on French elite tanks), so a badge on a unit the official scenarios put it on "
            "is not reported")
def badge_mismatch(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns of a badge on a unit of another kind, unless the official scenarios put that
    badge on that unit (the catalog's ``used_with``)."""
    for c, u in ctx.units:
        profile = profile_of(u)
        if not u.badge or u.badge not in CATALOG or profile is None:
            continue
        if u.name in CATALOG[u.badge].facts.get("used_with", {}):
            continue
        wanted = CATALOG[u.badge].facts.get("unit_class")
        have = profile.unit_class.value
        if wanted and wanted != have:
            yield me.finding(f"{CATALOG[u.badge].label} is for {wanted} units, not on "
                             f"{u.name} ({have})", (c,), ctx.path(c, ".unit.badge"))


@check("nation-mismatch", "warning", "a unit of a nation that is not its side's country",
       "use the figures of the side's country, or change the country",
       rule="the figures of another army stand for the country's own troops only where the "
            "boxes have none of their own: Italians, Finns, Romanians and Slovaks with German "
            "figures, French, Polish and Dutch with US or British ones, and US and British "
            "figures side by side under either country, as in the Western Allies' combined "
            "battles; a figure of the other camp (Soviet or Japanese under a US country) is "
            "reported")
def nation_mismatch(ctx: Context, me: Check) -> Iterator[Finding]:
    g = ctx.game_info
    for c, u in ctx.units:
        side = u.side
        if side is None or u.nation is None:
            continue
        player = g.player_of(side)
        country = getattr(g, f"country_player{player}") if player else None
        fits = COUNTRY_NATIONS.get(country or "")
        if fits is not None and u.nation not in fits:
            yield me.finding(f"{u.name} fights for the {side.label}, whose country is {country}",
                             (c,), ctx.path(c, ".unit.name"))


@check("side-no-units", "error", "a side has no unit on the board (its airplanes not "
       "counted while the Air rules are not in effect: the game leaves them off the board; a "
       "warning when the special rules speak of units arriving)",
       "place the side's units (or describe their arrival in an option)",
       rule="a side with no unit and no way for units to arrive cannot play; units may arrive "
            "through an option (airdrop...: info) or through the special rules (reinforcements, "
            "paratroops: a warning, since the checks cannot tell what the text brings)")
def side_no_units(ctx: Context, me: Check) -> Iterator[Finding]:
    """Errs unless units can arrive: through an option (info) or as the special rules
    tell (a warning: the text speaks of arrivals)."""
    arriving = [k for k in _ARRIVING if k in ctx.game_info.options]
    told = [lang for lang, t in ctx.scenario.text.items() if _ARRIVAL_TEXT.search(t.rules or "")]
    for side in Side:
        if not ctx.played_units_of(side):
            if arriving:
                yield me.finding(f"the {side.adjective} player has no unit at set-up; they "
                                 f"arrive through {', '.join(arriving)}", severity="info")
            elif told:
                yield me.finding(f"the {side.adjective} player has no unit at set-up; the "
                                 f"special rules ({told[0]}) speak of units arriving", (),
                                 "$.board.hexagons",
                                 severity="warning")
            elif ctx.units_of(side):  # airplanes only, the Air rules not in effect
                yield me.finding(f"the {side.adjective} player has no unit on the board that "
                                 "the game plays: its airplanes are left off the board, the "
                                 "Air rules not being in effect", (), "$.board.hexagons")
            else:
                yield me.finding(f"the {side.adjective} player has no unit on the board", (),
                                 "$.board.hexagons")


@check("box-limit", "warning", "more figures of a kind and nation than one box holds (two on "
       "an Overlord board)", "use fewer or smaller units, or note that players need more boxes",
       rule="one base-game box holds per army 42 infantry figures, 24 tanks and 6 artillery "
            "pieces (m44-format.md); the figures of other nations come with the expansion "
            "of their army (British, Soviet, Japanese), so each nation is counted against a "
            "box of its own; the \"Overlord\" scenarios \"require two copies of the game\" "
            "(000)")
def box_limit(ctx: Context, me: Check) -> Iterator[Finding]:
    copies = 2 if ctx.scenario.board_type is BoardType.OVERLORD else 1
    held = "one box holds" if copies == 1 else "the two boxes of an Overlord battle hold"
    for side in Side:
        totals: dict[tuple[str, str], int] = {}
        for _, u in ctx.units_of(side):
            profile = profile_of(u)
            cls = profile.unit_class.value if profile is not None else None
            if profile is not None and cls in BOX_FIGURES:
                key = (u.nation or "", cls)
                totals[key] = totals.get(key, 0) + figures_of(u, profile)
        for (nation, cls), n in sorted(totals.items()):
            if n > BOX_FIGURES[cls] * copies:
                boxes = math.ceil(n / BOX_FIGURES[cls])
                figures = " ".join(w for w in (NATION_ADJECTIVES.get(nation), cls) if w)
                # about the units on the map as a whole ("The map" in the Findings panel)
                yield me.finding(f"the {side.adjective} player fields {n} {figures} figures; "
                                 f"{held} {BOX_FIGURES[cls] * copies}: it takes {boxes} boxes", (),
                                 "$.board.hexagons")


@check("badge-rules-ambiguous", "info", "a badge gives the unit the rules of another unit "
       "type that depend on the year the battle began, and the scenario gives no start date",
       "set the date the battle began (game_info.date_begin), or say the rules in the "
       "special rules", rule="the catalog's rules family of the badge: \"AntiTank "
                             "(AntiTankLateWar if date_begin year > 1942)\"")
def badge_rules_ambiguous(ctx: Context, me: Check) -> Iterator[Finding]:
    """Only where it is ambiguous: a badge whose rules do not depend on the date, or a
    scenario with a start date, says which rules apply."""
    for c, u in ctx.units:
        rules = badge_rules(u, ctx.game_info.date_begin)
        if rules is not None and rules.choices:
            yield me.finding(f"{u.name} with {rules.reason}",
                             (c,), ctx.path(c, ".unit.badge"))


@check("unplayed-equipment", "info", "a unit's equipment (the official files' boat, "
       "motorized, wittmann) whose rule our rules sources do not give: the unit plays "
       "without it",
       "nothing to fix: the simulation plays the unit as its kind; write what the "
       "equipment does in the special rules if the scenario needs it",
       rule="the official files give a unit an equipment (an assault boat, a motorized "
            "unit, Wittmann's tank) and no rules source of ours says what it does, as for "
            "Wittmann's IS_WITTMANN marker (unplayed-behavior). The scenario is set up and "
            "played all the same: an info")
def unplayed_equipment(ctx: Context, me: Check) -> Iterator[Finding]:
    found: dict[str, dict[Coord, str]] = {}
    for c, u in ctx.units:
        equipment = u.extra.get("equipment")
        if isinstance(equipment, str) and equipment:
            found.setdefault(equipment, {})[c] = u.name
    for equipment, where in sorted(found.items()):
        names = sorted(set(where.values()))
        said = " and ".join(_unit_named(n) for n in names)
        yield me.finding(f"the simulation does not play the equipment {equipment} (not in "
                         f"our rules sources): {said} "
                         f"{'plays' if len(names) == 1 else 'play'} "
                         f"without it, on {counted(len(where), 'hex', 'hexes')}: "
                         f"{', '.join(ctx.name(c) for c in where)}",
                         tuple(where), ctx.path(next(iter(where)), ".unit.equipment"))


@check("unplayed-vehicle", "info", "a vehicle unit without a Half-track marker: the "
       "simulation plays it as Half-tracks (003), where official scenarios use vehicles for "
       "Supply Trucks (Troops 17), whose rules our rules sources do not give",
       "nothing to fix: give the unit the HALF_TRACKS behavior if it is meant as Half-tracks; "
       "write what Supply Trucks do in the special rules if the scenario needs it",
       rule="the official scenarios that use vehus and vehger refer to Supply Trucks (Troops "
            "17: m44-vocabulary.json), whose rules none of our sources gives; the only "
            "vehicles they give rules for are Half-tracks and Long Range Patrol Cars (003), "
            "and a vehicle marked as neither plays as Half-tracks, the one it resembles (a "
            "vehicle that re-supplies). The scenario is set up and played all the same: an "
            "info")
def unplayed_vehicle(ctx: Context, me: Check) -> Iterator[Finding]:
    """One finding per unit name, with its hexes (as ``unplayed-equipment``)."""
    found: dict[str, list[Coord]] = {}
    for c, u in ctx.units:
        if half_tracks_by_default(u):
            found.setdefault(u.name, []).append(c)
    for name, where in sorted(found.items()):
        yield me.finding("the simulation does not play Supply Trucks (Troops 17, what "
                         "official scenarios use vehicles for; not in our rules sources): "
                         f"{_unit_named(name)} plays as Half-tracks (003), on "
                         f"{counted(len(where), 'hex', 'hexes')}: "
                         f"{', '.join(ctx.name(c) for c in where)}",
                         tuple(where), ctx.path(where[0], ".unit.name"))


def _unit_named(name: str) -> str:
    return CATALOG.with_name(name) if name in CATALOG else name
