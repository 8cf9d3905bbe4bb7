"""Pieces: names, layers, expansions, faces, orientations, behaviors, combinations."""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Mapping

from editor.engine.board import OCEAN, Coord
from editor.engine.catalog import CATALOG, SECOND_BEHAVIOR, Category, close_value
from editor.engine.faces import FACE_WORDS, counterpart, fits
from editor.engine.findings import Finding
from editor.engine.packs import needed_packs, pack_needs
from editor.engine.rules.terrain import (FALLBACKS, UNPLAYED_BEHAVIORS, own_rules_unplayed,
                                         rules_for, unplayed_behaviors)
from editor.engine.rules.units import MARKER_BEHAVIORS, is_marker_behavior
from editor.engine.scenario import Hex, Piece, Tag, value_key
from editor.engine.words import counted
from editor.io.m44 import describe_value
from editor.io.options import OPTIONS_PATH, Json, Shape, behaviors_of, catalog_fields

from .registry import Check, Context, check

_LAYERS: tuple[Category, ...] = ("terrain", "rect_terrain", "obstacle")


#: Terrain behaviors that fit any tile (official scenarios put them on woods and towns).
_ANY_TERRAIN = frozenset({"IMPASSABLE_HILL", "IMPASSABLE_BLOCKING_HILL"})
#: Behaviors of a tile beyond its catalog's behavior table, by rules family.
_BY_FAMILY = {
    "Village": {"HEADQUARTER"}, "HQ": {"HEADQUARTER", "OASIS_RECOVERY"},
    "Oasis": {"OASIS_RECOVERY"}, "Bridge": {"BRIDGE_SECTION", "CAN_BE_BLOWN"},
    "Sandbag": {"SEAWALL"},
}
_BY_TAG = {"tag4": {"EXIT_MARKER"}, "tag5": {"EXIT_MARKER"},
           "tag3": {"MINE_FIELD", "DECOY_MEDAL_MINE_FIELD"}, "tag1": {"IS_WITTMANN"}}

#: Water a bridge, ford or pontoon may span, and ravines (official maps bridge them too).
_SPANNABLE = frozenset({"River", "FordableStream", "Ford", "FrozenRiver", "Dam", "Lake",
                        "CoastLine", "Wadi", "Ravine"})
_SPANS = frozenset({"Bridge", "BrokenBridge", "RailroadBridge", "Ford", "Poontoon"})
_SPAN_NAMES = frozenset({"wpontoon", "cravine", "ravine"})
#: The behaviors a rectangular piece's ``behavior2`` may name.
_SECOND_BEHAVIORS = tuple(CATALOG.behaviors_for(f"rect_terrain.{SECOND_BEHAVIOR}"))
#: Pieces that float: the only rectangular pieces at home on ocean hexes.
_SHIPS = frozenset({"pdestroyer", "pcarrier", "barge"})


def allowed_behaviors(layer: str, name: str) -> frozenset[str]:
    """Behaviors that make sense on this piece (a subset of those of its layer)."""
    item = CATALOG.get(name)
    if item is None:
        return frozenset()
    if layer == "tag":
        seen = set(item.facts.get("behaviors_seen") or {})
        return frozenset(seen | _BY_TAG.get(name, set()))
    if layer == "unit":
        return frozenset(CATALOG.behaviors_for("unit")) | frozenset(MARKER_BEHAVIORS)
    table = set(item.facts.get("rules_family_by_behavior") or {})
    extra = _BY_FAMILY.get(item.rules_family or "", set())
    if layer == "terrain":
        return frozenset(table | extra | _ANY_TERRAIN)
    return frozenset(table | extra)


def _names(h: Hex) -> list[tuple[Category, str, str]]:
    """Every name on a hex: (the category it stands for, its path suffix, the name)."""
    layers: tuple[Category, ...] = (*_LAYERS, "unit")
    named = [(layer, f".{layer}.name", getattr(h, layer).name)
             for layer in layers if getattr(h, layer) is not None]
    if h.unit is not None and h.unit.badge:
        named.append(("badge", ".unit.badge", h.unit.badge))
    named += [("tag", f".tags[{i}].name", t.name) for i, t in enumerate(h.tags)]
    return named


def _pieces(ctx: Context) -> Iterator[tuple[Coord, str, str, Piece]]:
    for c, h in ctx.hexes():
        for layer in _LAYERS:
            p = getattr(h, layer)
            if p is not None:
                yield c, layer, f".{layer}", p


def _option_fields(ctx: Context, kind: str
                   ) -> Iterator[tuple[str, Shape, Json, Mapping[str, Json]]]:
    """The catalog names (``kind`` ``name``) or behaviors inside the rule options: the
    path, shape and value as read (anything), and their neighbours
    (:func:`editor.io.options.catalog_fields`)."""
    return ((path, shape, value, holder) for path, shape, value, holder
            in catalog_fields(ctx.game_info.options) if shape.kind == kind)


def _unknown_name(me: Check, name: str, category: str, coords: tuple[Coord, ...],
                  path: str) -> Finding:
    # a layer, or an option's shape's category (editor/io/options.py), a layer too
    close = CATALOG.close_name(name, category)  # type: ignore[arg-type]
    said = f": did you mean {CATALOG.with_name(close)}?" if close else ""
    return me.finding(f"{name!r} is not a name of the catalog{said}", coords, path)


@check("unknown-name", "error", "a piece, unit, badge or tag name, on the map or inside a rule "
       "option (an airdrop's unit...), is not in the catalog",
       "use the name suggested, if any, or pick the piece again from the palette (an "
       "option's name in Scenario properties > Packs & options); names are case-sensitive",
       rule="a name outside the official editor's catalog names no piece: nobody can set it up "
            "(every name of the official scenarios is in the catalog)")
def unknown_name(ctx: Context, me: Check) -> Iterator[Finding]:
    for c, h in ctx.hexes():
        for layer, suffix, name in _names(h):
            if name not in CATALOG:
                yield _unknown_name(me, name, layer, (c,), ctx.path(c, suffix))
    for path, shape, name, _ in _option_fields(ctx, "name"):  # a file may hold anything
        if not isinstance(name, str):
            yield me.finding(f"{describe_value(name)} is not a name of the catalog", (), path)
        elif name not in CATALOG:
            yield _unknown_name(me, name, shape.category, (), path)


@check("wrong-layer", "error", "a catalog name stands in a layer of another kind (a bunker "
       "as terrain, a tag as a unit, a bunker as an airdrop's unit...)",
       "remove it and place it again from the palette (an option's: name one of its kind)",
       rule="a piece in another layer than its own cannot be set up as written (a marker as "
            "a unit); official scenarios keep every name in its catalog layer")
def wrong_layer(ctx: Context, me: Check) -> Iterator[Finding]:
    named: list[tuple[str, str, tuple[Coord, ...], str]] = [
        (layer, name, (c,), ctx.path(c, suffix))
        for c, h in ctx.hexes() for layer, suffix, name in _names(h)]
    named += [(shape.category, name, (), path) for path, shape, name, _
              in _option_fields(ctx, "name") if isinstance(name, str)]
    for layer, name, coords, path in named:
        item = CATALOG.get(name)
        if item is not None and item.category != layer:
            yield me.finding(f"{name!r} ({item.label}) is a {item.category}, not a {layer}",
                             coords, path)


@check("pack-missing", "warning", "a piece, or the Air rules, needs an expansion that "
       "'packs' does not list", "add the expansion in Scenario properties > Packs & options "
       "(m44 convert and saving in the editor add it)")
def pack_missing(ctx: Context, me: Check) -> Iterator[Finding]:
    listed = set(ctx.scenario.packs or {})
    missing: dict[str, list[tuple[Coord, str]]] = {}
    for c, name, pack in pack_needs(ctx.scenario):
        if pack not in listed:
            missing.setdefault(pack, []).append((c, name))
    for pack, where in missing.items():
        names = sorted({n for _, n in where})
        coords = tuple(c for c, _ in where)
        need = "needs" if len(names) == 1 else "need"
        yield me.finding(f"{', '.join(names)} {need} the '{pack}' expansion, not in packs",
                         coords, f"$.packs.{pack}")  # (the entry to add: its box, editing)
    # The Air rules with no airplane on the map need the Air Pack's cards (needed_packs,
    # which saving and m44 convert fill packs from).
    if "air" not in listed and "air" not in missing and "air" in needed_packs(ctx.scenario):
        yield me.finding("the Air rules (air_rules) need the 'air' expansion (its Air Sortie "
                         "cards), not in packs", (), "$.packs.air")


@check("wrong-face", "warning", "a tile of another face family than the board (a winter "
       "tile on a desert board)", "use the tile of the board's face (the finding names the one "
       "that plays the same; Scenario > Board Face offers to trade them), or change the face")
def wrong_face(ctx: Context, me: Check) -> Iterator[Finding]:
    face = ctx.scenario.face
    for c, layer, suffix, p in _pieces(ctx):
        item = CATALOG.get(p.name)
        if item is not None and not fits(p.name, face):
            other = counterpart(p.name, face)
            same = f" ({CATALOG.with_name(other)} plays the same)" if other else ""
            yield me.finding(f"{CATALOG.with_name(p.name)} is a {item.face_family} tile on a "
                             f"{FACE_WORDS[face]} board{same}", (c,), ctx.path(c, suffix))


@check("unplayed-terrain", "info", "a tile whose own rules our rules sources do not give "
       "(frozen rivers, wadis, mountains, caves, marshes, piers, jungles, rice paddies): it "
       "plays as the family it resembles",
       "nothing to fix: the simulation and the briefing's legend play the tile as the family "
       "named; write its own rules in the special rules if the scenario needs them",
       rule="a tile whose behavior rules the hex instead is not reported: one that makes it "
            "another terrain (FORDABLE_STREAM on a marsh), whose rules are played, or "
            "IMPASSABLE_BLOCKING_HILL (a mountain no unit may enter and no line of sight "
            "crosses, whose own height, movement and protection have nothing to act on), "
            "but where a unit is set up on it. The scenario is set up and played all the "
            "same: an info")
def unplayed_terrain(ctx: Context, me: Check) -> Iterator[Finding]:
    """One finding for the tiles of a rule not played and played as one family (a frozen
    river's curves and straights: two notes of the simulator said one thing)."""
    found: dict[tuple[str, str], dict[str, list[tuple[Coord, str]]]] = {}
    for c, _layer, suffix, p in _pieces(ctx):
        if own_rules_unplayed(p, ctx.scenario.hex(c).unit is not None):
            key = (FALLBACKS[p.name].unplayed, rules_for(p.name).label)
            found.setdefault(key, {}).setdefault(p.name, []).append((c, suffix))
    for (unplayed, instead), by_name in sorted(found.items(), key=lambda f: sorted(f[1])):
        names = sorted(by_name)
        where = sorted((w for n in names for w in by_name[n]), key=lambda w: w[0])
        yield me.finding(f"the simulation does not play {unplayed} (not in our rules "
                         f"sources): {_tiles_said(names)} "
                         f"{'plays' if len(names) == 1 else 'play'} as {instead}, on "
                         f"{counted(len(where), 'hex', 'hexes')}",
                         tuple(c for c, _ in where), ctx.path(*where[0]))


def _tiles_said(names: list[str]) -> str:
    """Tiles by their label and names: ``Frozen Rivers (curve) (wcurved)`` alone,
    ``Frozen Rivers (wcurved, wriver)`` of one label, else each said so, joined by "and".

    >>> _tiles_said(["wcurved", "wriver"]), _tiles_said(["wriver"])
    ('Frozen Rivers (wcurved, wriver)', 'Frozen Rivers (straight) (wriver)')
    """
    labels = {CATALOG[n].label for n in names}
    if len(names) > 1 and len(labels) == 1:
        return f"{labels.pop()} ({', '.join(names)})"
    return " and ".join(CATALOG.with_name(n) for n in names)


@check("unplayed-behavior", "info", "a piece's or marker's behavior whose rule our rules "
       "sources do not give (a steep hill, a wide river's line of sight, a bridge that may be "
       "blown, minefields...): the piece plays without it",
       "nothing to fix: the simulation and the briefing's legend play the piece without the "
       "rule named; write it in the special rules if the scenario needs it",
       rule="our sources say nothing of steep hills, bridge sections, blowing bridges, sea "
            "walls, headquarters, minefields (and their decoys) or Wittmann; of rivers only "
            "\"A river hex is impassable and can only be crossed at a bridge\" and \"Does "
            "not block line of sight.\" (000), so a wide river blocks no line of sight; of "
            "cliffs and sea bluffs only \"Cliffs & Sea Bluffs - Patrol Cars may not move "
            "up/down from the beach, oceans or shorelines.\" (003, Half-Tracks alike), played; "
            "of Oasis Recovery only who may not recover (003). The scenario is set up and "
            "played all the same: an info")
def unplayed_behavior(ctx: Context, me: Check) -> Iterator[Finding]:
    found: dict[tuple[str, str], list[tuple[Coord, str]]] = {}
    for c, h in ctx.hexes():
        pieces: list[tuple[str, str, Piece | Tag]] = [
            (layer, f".{layer}", p) for layer in _LAYERS if (p := getattr(h, layer)) is not None]
        pieces += [("tag", f".tags[{i}]", t) for i, t in enumerate(h.tags)]
        for layer, suffix, p in pieces:
            for behavior in unplayed_behaviors(layer, p):
                key = "behavior" if behavior == p.behavior else SECOND_BEHAVIOR
                found.setdefault((behavior, p.name), []).append((c, f"{suffix}.{key}"))
    # In the table's order, a rule's kinds together and the plain one first (minefields,
    # then decoy minefields): the simulator's notes and the Playtest dialog list them so.
    rank = {b: i for i, b in enumerate(UNPLAYED_BEHAVIORS)}
    for (behavior, name), where in sorted(found.items(), key=lambda f: (rank[f[0][0]], f[0])):
        u = UNPLAYED_BEHAVIORS[behavior]
        instead = rules_for(name).label if u.instead == "its tile" else u.instead
        yield me.finding(f"the simulation does not play {behavior} ({u.rule}; not in our "
                         f"rules sources): {CATALOG.with_name(name)} plays as {instead}, on "
                         f"{counted(len(where), 'hex', 'hexes')}: "
                         f"{', '.join(ctx.name(c) for c, _ in where)}",
                         tuple(c for c, _ in where), ctx.path(*where[0]))


@check("orientation-range", "warning", "an orientation beyond the piece's number of drawings",
       "rotate the piece (R) to one of its drawings",
       rule="an orientation only turns a tile's drawing: the tile is laid all the same, so the "
            "scenario can be set up; the official catalog's count of drawings says which turn "
            "was meant")
def orientation_range(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns: the tile can be laid whatever its orientation says."""
    for c, layer, suffix, p in _pieces(ctx):
        item = CATALOG.get(p.name)
        o = p.orientation
        if item is not None and o is not None and not 1 <= o <= item.orientations:
            yield me.finding(f"{CATALOG.with_name(p.name)} has "
                             f"{counted(item.orientations, 'orientation')}; "
                             f"{o} is out of range (the tile is laid all the same, turned)",
                             (c,), ctx.path(c, f"{suffix}.orientation"))


@check("unknown-behavior", "warning", "a behavior that does not apply to this layer at all, "
       "or to its place in a rule option (an airdrop's unit takes a unit's, or "
       "CANNOT_BE_ACTIVATED_TILL_TURN)",
       "remove the behavior or pick one from the piece's properties (an option's in "
       "Scenario properties > Packs & options)",
       rule="a behavior only refines the rules of a piece the scenario sets up anyway; one "
            "that does not apply leaves the piece with its ordinary rules. The behaviors of a "
            "rule option's place are the catalog's (docs/FORMAT.md, Rule options)")
def unknown_behavior(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns: the piece is set up and played with its ordinary rules."""
    yield from _behavior_findings(ctx, me, layer_level=True)
    for path, shape, b, holder in _option_fields(ctx, "behavior"):
        name = holder.get("name", "")
        if "name" in holder and not (isinstance(name, str) and name in CATALOG):
            continue  # as on the map: an unknown name's finding says it
        if not (isinstance(b, str) and (b in shape.behaviors or (
                shape.unit_behaviors and is_marker_behavior(b)))):  # as a unit's on the map
            shown = b if isinstance(b, str) else describe_value(b)
            place = path.removeprefix(f"{OPTIONS_PATH}.").removesuffix(".behavior")
            yield me.finding(f"{shown} is not a behavior of {place} "
                             f"({shape.behaviors_words()} is): it refines nothing there"
                             f"{_meant(b, shape.behaviors)}", (), path)


@check("behavior-mismatch", "warning", "a behavior of the right layer on a piece it does not "
       "fit (FORD on woods, EXIT_MARKER on a medal)", "remove it, or use a piece it refines")
def behavior_mismatch(ctx: Context, me: Check) -> Iterator[Finding]:
    """The map's only: a unit takes every unit behavior, on the map as in a rule option
    (the catalog gives no table per unit), and the other places of a rule option take
    their own only, so that a behavior there is :func:`unknown_behavior`'s or fits."""
    yield from _behavior_findings(ctx, me, layer_level=False)


def _meant(behavior: object, takes: tuple[str, ...]) -> str:
    """What an unknown behavior's finding adds: the one of ``takes`` it is a slip for."""
    close = close_value(behavior, takes)
    return f"; did you mean {close}?" if close else ""


def _behavior_findings(ctx: Context, me: Check, *, layer_level: bool) -> Iterator[Finding]:
    for c, h in ctx.hexes():
        found = [(layer, f".{layer}", getattr(h, layer)) for layer in _LAYERS + ("unit",)
                 if getattr(h, layer) is not None]
        found += [("tag", f".tags[{i}]", t) for i, t in enumerate(h.tags)]
        for layer, suffix, thing in found:
            b = thing.behavior
            if not b or thing.name not in CATALOG:
                continue
            of_layer = b in CATALOG.behaviors_for(layer) or (
                layer == "unit" and is_marker_behavior(b))
            if layer_level and not of_layer:
                yield me.finding(f"{b} is not a behavior of a {layer}: "
                                 f"{CATALOG.with_name(thing.name)} keeps its ordinary rules"
                                 f"{_meant(b, behaviors_of(layer))}", (c,),
                                 ctx.path(c, f"{suffix}.behavior"))
            elif not layer_level and of_layer and b not in allowed_behaviors(layer, thing.name) \
                    and not (layer == "unit" and is_marker_behavior(b)):
                yield me.finding(f"{b} does not fit {CATALOG.with_name(thing.name)}", (c,),
                                 ctx.path(c, f"{suffix}.behavior"))
        p = h.rect_terrain
        second = p.extra.get(SECOND_BEHAVIOR) if p is not None else None
        if layer_level and p is not None and isinstance(second, str) \
                and second not in _SECOND_BEHAVIORS:
            yield me.finding(f"{second} is not a second behavior of a rect_terrain "
                             f"({', '.join(_SECOND_BEHAVIORS)} is): "
                             f"{CATALOG.with_name(p.name)} keeps its ordinary rules", (c,),
                             ctx.path(c, f".rect_terrain.{SECOND_BEHAVIOR}"))


@check("span-without-water", "warning", "a bridge, ford or pontoon on a hex with no river "
       "(or other water) to span", "put a river tile under it, or remove it",
       rule="\"A river hex is impassable and can only be crossed at a bridge which is treated "
            "as normal terrain\" (000): a bridge on dry ground is normal terrain, so nothing "
            "stops the set-up; official maps lay multi-hex bridges whose end pieces stand on "
            "the banks")
def span_without_water(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns: a bridge is normal terrain, and official multi-hex bridges reach the banks."""
    for c, h in ctx.hexes():
        p = h.rect_terrain
        if p is None or p.name not in CATALOG:
            continue
        if CATALOG[p.name].rules_family not in _SPANS and p.name != "wpontoon":
            continue
        under = h.terrain
        family = CATALOG[under.name].rules_family if under and under.name in CATALOG else None
        water = family in _SPANNABLE or (under is not None and under.name in _SPAN_NAMES)
        if under is not None and under.behavior in ("FORD", "FORDABLE_STREAM", "WIDE_RIVER"):
            water = True
        if not water:
            what = f"on {CATALOG.with_name(under.name)}" if under else "on open ground"
            yield me.finding(f"{CATALOG.with_name(p.name)} stands {what}: nothing to span "
                             "(it plays as normal terrain; the end of a multi-hex bridge may "
                             "stand so)", (c,), ctx.path(c, ".rect_terrain"))


@check("piece-on-ocean", "warning", "a bunker, bridge or obstacle in the ocean rows of a "
       "beach board", "move it to the beach or inland",
       rule="the rules give oceans movement and battle limits (\"Maximum movement is 1 hex. "
            "May not be retreated into. May not be battled out of.\", 000) but forbid no piece "
            "there, and the printed coast row is drawn differently by different tools")
def piece_on_ocean(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns: a piece can be laid on the ocean rows; it is probably misplaced."""
    for c, h in ctx.hexes():
        if h.terrain is not None or ctx.board.background(ctx.scenario.face, c.row) != OCEAN:
            continue
        if h.rect_terrain is not None and h.rect_terrain.name not in _SHIPS:
            yield me.finding(f"{CATALOG.with_name(h.rect_terrain.name)} stands in the ocean "
                             "rows", (c,),
                             ctx.path(c, ".rect_terrain"))
        if h.obstacle is not None:
            yield me.finding(f"{CATALOG.with_name(h.obstacle.name)} stands in the ocean rows",
                             (c,),
                             ctx.path(c, ".obstacle"))


#: The landing craft of the official files (004's "Landing Craft"; the catalog's barge).
_LANDING_CRAFT = "barge"


def _is_ocean(ctx: Context, c: Coord, h: Hex) -> bool:
    if h.terrain is not None:
        return rules_for(h.terrain.name).family == "ocean"
    return ctx.board.background(ctx.scenario.face, c.row) == OCEAN


@check("landing-craft", "warning", "a landing craft (barge) with no unit on it, off the ocean, "
       "or away from the last row of ocean hexes",
       "put the barge under a unit on the ocean row along the board's edge",
       rule="\"You may deploy them under any unit in the water, situated on the last line of "
            "Ocean hexes on the board (the line of hexes closest to the board's border).\" "
            "(004); the engine plays a barge under a unit on any ocean hex as a landing craft")
def landing_craft(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns: a landing craft nobody rides does nothing; one on land carries nothing."""
    last = (0, ctx.board.rows - 1)
    for c, h in ctx.hexes():
        if h.rect_terrain is None or h.rect_terrain.name != _LANDING_CRAFT:
            continue
        where = ctx.path(c, ".rect_terrain")
        if not _is_ocean(ctx, c, h):
            yield me.finding("a landing craft off the ocean carries nothing: its unit moves as "
                             "itself", (c,), where)
        elif h.unit is None:
            yield me.finding("a landing craft with no unit on it: it never moves", (c,), where)
        elif c.row not in last:
            yield me.finding("a landing craft away from the last row of ocean hexes (the row "
                             "along the board's edge)", (c,), where)


@check("duplicate-tag", "warning", "the same marker twice on one hex",
       "delete the second marker")
def duplicate_tag(ctx: Context, me: Check) -> Iterator[Finding]:
    for c, h in ctx.hexes():
        seen: set[Hashable] = set()  # a set: a hex of 16,000 markers is checked at once
        for i, t in enumerate(h.tags):
            key = value_key(t)
            if key in seen:
                yield me.finding(f"{CATALOG.with_name(t.name)} is on this hex twice", (c,),
                                 ctx.path(c, f".tags[{i}]"))
            seen.add(key)
