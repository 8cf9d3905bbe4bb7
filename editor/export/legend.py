"""The briefing's legend: every terrain, obstacle, unit and marker a scenario uses, each with
a one-line summary of its rules written from the rules engine's tables (never by hand), so
the legend cannot disagree with the checks and the rules inspector.

Qt-free: :func:`legend` returns plain :class:`LegendEntry` values grouped by kind; the page
layout draws each one with the renderer's ``draw_item``.

>>> from editor.engine.scenario import Hex, Piece, Scenario, Unit
>>> from editor.engine.board import Coord
>>> s = Scenario()
>>> s.set_hex(Coord(8, 0), Hex(terrain=Piece("woods"), unit=Unit("infus")))
>>> [(g.kind, [e.name for e in g.entries]) for g in legend(s)]
[('terrain', ['woods']), ('unit', ['infus'])]
>>> for sentence in legend(s)[0].entries[0].summary.split(". "): print(sentence)
Units moving in must stop and may not battle
Battle dice against a unit here: infantry −1, armor −2
Blocks line of sight.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace

from editor.engine.air_rules import (AIRFIELDS, CARRIER, CARRIERS, MODELS, READY, air_settings,
                                     ready_markers)
from editor.engine.board import Coord, Side
from editor.engine.catalog import CATALOG, SECOND_BEHAVIOR, unit_type
from editor.engine.checks.objectives import MEDAL_COLOURS, medal_side
from editor.engine.rules import FALLBACKS, TerrainRules, UnitClass, UnitProfile
from editor.engine.rules import hex_terrain, profile_of, rules_for
from editor.engine.rules.terrain import (BEHAVIORS, GROUND, UNPLAYED_BEHAVIORS, Fallback,
                                         Sight, own_rules_unplayed, unplayed_behaviors)
from editor.engine.rules.units import (BY_TYPE, IGNORE_FLAG_BEHAVIOR, Face, figures_of,
                                       half_tracks_by_default, is_marker_behavior,
                                       marker_profile)
from editor.engine.scenario import Hex, Piece, Scenario, Tag, Unit

from .played import Played, played
from .sentences import SENTENCES
from editor.engine.words import capital

from .words import Words, words

#: Legend groups in print order.
KINDS: tuple[str, ...] = ("terrain", "obstacle", "unit", "marker")

_ORDER = {name: i for i, name in enumerate(CATALOG)}
#: The words of the legend are ``lg_`` keys of the briefing's sentences
#: (:mod:`editor.export.legend_sentences`); these are the English ones.
_EN = words("en")
#: The flag of a piece or marker whose own rules nothing here plays (the engine, the checks
#: and the rules inspector play it as something else, or not at all: docs/GAME.md, "What
#: is not played").
UNPLAYED = SENTENCES["en"]["lg_unplayed"]
#: Behaviors that name the plain piece ("HILL: plain hill (same as no behavior)", "MOUNTAIN:
#: plain mountain (same as no behavior)", the shared vocabulary): the legend says a piece
#: with one as the piece without it, on the same line.
_PLAIN_BEHAVIORS = frozenset({"HILL", "MOUNTAIN"})


@dataclass(frozen=True)
class LegendEntry:
    """One line of the legend: what to draw and what to say about it."""

    #: ``terrain``, ``obstacle``, ``unit`` or ``marker``.
    kind: str
    #: The catalog name (or ``beach``/``ocean`` for the printed background of a BEACH face).
    name: str
    label: str
    summary: str
    #: How the icon is drawn: a catalog item (``item``), a board background (``board``), or
    #: the plate the map shows for Ready-to-Take-off markers (``ready``).
    art: str = "item"
    #: A badge drawn on a unit's icon.
    badge: str | None = None
    #: Figures shown on a unit's icon (``None``: the type's standard count).
    figures: int | None = None
    #: Other names of the same kind with the same rules, shown by this one entry (a river
    #: and its curve, a road and its crossing): the legend lists kinds of terrain, not tiles.
    also: tuple[str, ...] = ()
    #: The side whose colour the icon takes (Ready-to-Take-off markers; ``None``: none).
    side: Side | None = None
    #: The special rules, by the names ``unplayed-rule`` gives them ("minefields", "cliffs
    #: and sea bluffs"), that this line says are not played: said at the piece they rule,
    #: the Special Rules' list of the rules its text names leaves them to it.
    unplayed_rules: frozenset[str] = frozenset()
    #: The keys of the rule options not played that this line says, with their values
    #: (the minefield tokens' deck at the minefields): options that only tune the rule of
    #: its pieces, which the Special Rules' options' line leaves to it.
    options: tuple[str, ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        return (self.name, *self.also)


@dataclass(frozen=True)
class LegendGroup:
    kind: str
    entries: tuple[LegendEntry, ...]


def legend(scenario: Scenario, game: Played | None = None,
           w: Words | None = None) -> list[LegendGroup]:
    """The legend of a scenario: non-empty groups in :data:`KINDS` order. ``game``: what
    the engine plays of it (:func:`~editor.export.played.played`), when already read;
    ``w``: the words of the briefing's language (English by default)."""
    game = game or played(scenario)
    w = w or _EN
    groups: dict[str, list[LegendEntry]] = {k: [] for k in KINDS}
    for entry in _terrain_entries(scenario, game, w):
        groups[entry.kind].append(entry)
    groups["unit"] = _unit_entries(scenario, w)
    groups["marker"] = (_badge_entries(scenario, game, w) + _tag_entries(scenario, game, w)
                        + _ready_entries(scenario, game, w))
    _options_at_pieces(game, w, groups)
    return [LegendGroup(k, tuple(groups[k])) for k in KINDS if groups[k]]


def _options_at_pieces(game: Played, w: Words, groups: dict[str, list[LegendEntry]]) -> None:
    """Says each rule option the file sets and the engine does not play, and that only
    tunes the rule of pieces of the map (an option of ``RULE_OPTIONS`` whose rule is one of
    ``MAP_RULES``: the deck the minefield tokens are drawn from, the way a bridge is blown),
    with its values, on each line that says that rule is not played: it is part of the
    pieces' rule, said where the reader looks the piece up (the ordinary minefields' line
    and the decoys' alike: said on the first only, the other line read as if its option
    were played), and not on the Special Rules' options' line. An option whose rules the
    pieces take only
    with it (the Italian Royal Army's, for the Italian army badge) is a switch of the whole
    scenario and stays on the options' line."""
    from editor.engine.checks.text import MAP_RULES, RULE_OPTIONS

    from .content import option_words

    tuned = {key: rule for rule, keys in RULE_OPTIONS.items() if rule in MAP_RULES
             for key in keys}
    said: dict[tuple[str, int], list[str]] = {}
    for key in game.options_not_played:
        rule = tuned.get(key)
        if rule is None:
            continue
        for at in ((kind, i) for kind in KINDS for i, e in enumerate(groups[kind])
                   if rule in e.unplayed_rules):
            said.setdefault(at, []).append(key)
    options = game.scenario.game_info.options
    for (kind, i), keys in said.items():
        e = groups[kind][i]
        shown = w.say("semicolon").join(option_words(k, options[k], w) for k in keys)
        groups[kind][i] = replace(e, summary=e.summary + " " + w.say("lg_piece_options",
                                                                     options=shown),
                                  options=tuple(keys))


def names_in_legend(groups: Iterable[LegendGroup]) -> set[str]:
    """Every name the legend shows (badges drawn on unit icons count once, as markers)."""
    return {n for g in groups for e in g.entries for n in e.names}


# --- terrain and obstacles ------------------------------------------------------------------

#: A kind of piece on the map: its layer, name, behavior and second behavior.
_PieceKey = tuple[str, str, str | None, str | None]


def _terrain_entries(s: Scenario, game: Played, w: Words) -> list[LegendEntry]:
    seen = _pieces_seen(s)
    # pieces named alike (a river and a pond, both "Rivers & Waterways") are one kind to
    # the reader: whether the waterway is only under crossings is said of them all
    alike: dict[_PieceKey, list[tuple[Coord, str]]] = {}
    for (layer, name, behavior, second), uses in seen.items():
        alike.setdefault((layer, catalog_label(name), behavior, second), []).extend(
            (c, name) for c, _ in uses)
    entries = _background_entries(s, w)
    air_on = air_settings(s).on
    for key in sorted(seen, key=_piece_order):
        layer, name, behavior, second = key
        uses = seen[key]
        bare = _is_bare(layer, name, behavior)
        summary, said = _piece_summary(s, key, uses, bare, air_on, w, alike[
            layer, catalog_label(name), behavior, second])
        label = (w.name(catalog_label(name)) if bare
                 else _piece_label(name, behavior, rules_for(name, behavior), w, second))
        if name == game.landing_craft:
            label, summary = _landing_craft(name, label, summary, [c for c, _ in uses], game,
                                            w)
        kind = "obstacle" if layer == "obstacle" else "terrain"
        _add_entry(entries, LegendEntry(kind, name, label, summary,
                                        unplayed_rules=frozenset(said)))
    return entries


def _pieces_seen(s: Scenario) -> dict[_PieceKey, list[tuple[Coord, Piece]]]:
    """Each kind of piece on the map's hexes, with the hexes and pieces of that kind."""
    # a bridge's second behavior (ONE_MEDAL_IF_BLOWN) tells it apart as its behavior does
    seen: dict[_PieceKey, list[tuple[Coord, Piece]]] = {}
    for c in sorted(s.hexes):
        h = s.hexes[c]
        for layer, piece in (("terrain", h.terrain), ("rect_terrain", h.rect_terrain),
                             ("obstacle", h.obstacle)):
            if piece is not None:
                second = piece.extra.get(SECOND_BEHAVIOR)
                key = (layer, piece.name, _said_behavior(piece.behavior),
                       second if isinstance(second, str) else None)
                seen.setdefault(key, []).append((c, piece))
    return seen


def _background_entries(s: Scenario, w: Words) -> list[LegendEntry]:
    """The printed beach and ocean rows of a BEACH face: terrain too, where no tile hides
    them."""
    board = s.board
    return [LegendEntry("terrain", name, w.say(f"lg_background_{name}"),
                        terrain_summary(rules_for(name), w), art="board")
            for name in ("beach", "ocean")
            if any(board.background(s.face, c.row) == name and s.hex(c).terrain is None
                   for c in board.coords)]


def _piece_order(key: _PieceKey) -> tuple[int, int, str, str]:
    """The legend's order of kinds of pieces: the catalog's, terrain before the rest."""
    layer, name, behavior, second = key
    return (_ORDER.get(name, len(_ORDER)), 0 if layer == "terrain" else 1, behavior or "",
            second or "")


def _is_bare(layer: str, name: str, behavior: str | None) -> bool:
    """Whether a piece laid on a hex brings no rules (a ship, a broken bridge): what is
    under it does (the family it has, countryside, is left out of a hex's rules)."""
    fallback = FALLBACKS.get(name)
    return (layer != "terrain" and fallback is not None
            and fallback.family == "countryside" and not BEHAVIORS.get(behavior or ""))


def _left_out(s: Scenario, layer: str, rules: TerrainRules,
              uses: list[tuple[Coord, Piece]], unplayed: Iterable[str]) -> set[str]:
    """The parts of a terrain's line not to say of these pieces: those the behaviors whose
    rule is not played contradict, and those that hold on none of their hexes."""
    left_out = {part for b in unplayed for part in UNPLAYED_BEHAVIORS[b].contradicts}
    if rules.impassable_to >= GROUND and all(s.hex(c).unit is None for c, _ in uses):
        # no unit may enter it and none is set up on it: its protection is for none
        # (a mountain marked IMPASSABLE_BLOCKING_HILL)
        left_out.add("here")
    if rules.crossing and not any(_on_water(s.hex(c)) for c, _ in uses):
        # a bridge over no waterway (a rail line over a road) crosses nothing here
        left_out.add("crossing")
    if layer != "obstacle":  # trenches protect as sandbags do, and stay
        left_out.add("gone")
    return left_out


def _piece_summary(s: Scenario, key: _PieceKey, uses: list[tuple[Coord, Piece]], bare: bool,
                   air_on: bool, w: Words,
                   alike: list[tuple[Coord, str]]) -> tuple[str, set[str]]:
    """The line of a kind of piece, and the map rules it says are not played. ``alike``:
    the hexes of the pieces named alike, with their names."""
    from editor.engine.checks.text import map_rules

    layer, name, behavior, _ = key
    rules = rules_for(name, behavior)
    hexes = [c for c, _ in uses]
    # behaviors whose rule is not played: said so, and never contradicted
    unplayed = unplayed_behaviors(layer, uses[0][1])
    left_out = _left_out(s, layer, rules, uses, unplayed)
    fallback = FALLBACKS.get(name)
    summary = (w.say(_bare_sentence(fallback), under=", ".join(_under(s, hexes, w)))
               if bare and fallback is not None
               else terrain_summary(rules, w, leave_out=frozenset(left_out)))
    if air_on:
        summary = _air_base(name, summary, bare, s, hexes, w)
    crossings = _crossed_everywhere(s, layer, alike)
    said: set[str] = set()
    if crossings:
        # a river under a bridge on every hex: the bridge rules them (as the rules
        # engine reads a hex), its own rules hold nowhere on this map
        summary = w.say("lg_crossed",
                        crossings=", ".join(w.name_in_text(c) for c in crossings))
    elif unplayed:
        summary += " " + _behaviors_unplayed(unplayed, w)
        said |= map_rules(unplayed)
    # a protection the line does not state (no unit can stand there) has no best
    best = "" if "here" in left_out else _best_protection(s, layer, hexes, w)
    if best:
        summary += " " + best
    summary += _claimed_by(s, rules, uses, w)
    if any(own_rules_unplayed(p, s.hex(c).unit is not None) for c, p in uses):
        # as unplayed-terrain says it: not where the behavior rules the hex instead
        summary += " " + w.say("lg_unplayed")
        said |= map_rules((), {name})
    return summary, said


def _claimed_by(s: Scenario, rules: TerrainRules, uses: list[tuple[Coord, Piece]],
                w: Words) -> str:
    """The sentence "Claimed by the Allies." (or the Axis) of a claimed terrain whose
    pieces all have one owner, with its leading space; else ""."""
    if not rules.claimed:
        return ""
    owners = {_owner(s, c, p) for c, p in uses}
    if len(owners) != 1 or None in owners:
        return ""
    (owner,) = owners
    assert owner is not None
    return " " + w.say(f"lg_claimed_{owner.value.lower()}")


def _add_entry(entries: list[LegendEntry], entry: LegendEntry) -> None:
    """Adds a piece's entry, or, where an item of the same kind, label and line is there,
    names the piece in it too (with the map rules it says are not played)."""
    same = next((i for i, e in enumerate(entries)
                 if (e.kind, e.label, e.summary, e.art)
                 == (entry.kind, entry.label, entry.summary, "item")), None)
    if same is None:
        entries.append(entry)
        return
    e = entries[same]
    entries[same] = replace(e, also=e.also if entry.name in e.names else (*e.also, entry.name),
                            unplayed_rules=e.unplayed_rules | entry.unplayed_rules)


def _air_base(name: str, summary: str, bare: bool, s: Scenario, hexes: list[Coord],
              w: Words) -> str:
    """The line of an airfield or aircraft carrier with the Air rules in effect: what the
    engine plays of airplanes there (on the pieces the Air rules name,
    :data:`~editor.engine.air_rules.AIRFIELDS` and ``CARRIERS``): a friendly airplane
    ending its move there lands (on a carrier, a model that flies from carriers), landed on
    an airfield it is battled like any unit, on a carrier it may not be targeted (004). A
    carrier is a ship with no rules of its own for ground units only. Any other piece's
    ``summary`` as it is."""
    if name in AIRFIELDS:
        return summary + " " + w.say("lg_air_airfield")
    if name not in CARRIERS:
        return summary
    if bare:
        summary = w.say("lg_afloat_air", under=", ".join(_under(s, hexes, w)))
    models = ", ".join(m.title for m in MODELS.values() if CARRIER in m.actions)
    return summary + " " + w.say("lg_air_carrier", models=models)


def _bare_sentence(fallback: Fallback) -> str:
    """The sentence of a piece that brings no rules: a ship's, a boat's, or any other's."""
    if fallback.afloat:
        return "lg_afloat_boat" if fallback.boat else "lg_afloat"
    return "lg_bare"


def _on_water(h: Hex) -> bool:
    """Whether a hex's tile is a waterway (a river, a stream, a canal) that a piece on it
    may cross."""
    return h.terrain is not None and rules_for(h.terrain.name).river


def _crossed_everywhere(s: Scenario, layer: str, uses: list[tuple[Coord, str]]) -> list[str]:
    """The (English) labels of the pieces that cross a waterway on every one of its hexes
    (a bridge, a ford), ``uses`` giving each hex and the waterway's name there, where the
    rules engine leaves the waterway out of the hex's rules
    (:func:`~editor.engine.rules.hex_terrain`); empty when a hex plays it."""
    if not all(rules_for(name).river for _, name in uses):
        return []
    crossings: dict[str, None] = {}
    for c, name in uses:
        h = s.hex(c)
        played_here = hex_terrain(h, s.board.background(s.face, c.row)).features
        if any(f.name == name and f.layer == layer for f in played_here):
            return []
        for piece in (h.rect_terrain, h.obstacle):
            if piece is not None and rules_for(piece.name, piece.behavior).crossing:
                crossings[catalog_label(piece.name)] = None
    return list(crossings)


def _best_protection(s: Scenario, layer: str, hexes: list[Coord], w: Words) -> str:
    """The sentence saying that protections do not add up, on the line of a protecting
    piece of ``layer`` that stands on other protecting pieces on some of ``hexes`` (sandbags
    in a village, a bunker on a hill), naming those, as the engine plays them: "Defensive
    terrain/obstacle reductions in the same hex do not stack; use the best protection.
    Sandbags can separately ignore the first flag." (001's FAQ; rules/dice.py). Said once:
    on the line of the uppermost piece of the hex; "" where no two protections meet."""
    under: dict[str, None] = {}
    flag = False
    for c in hexes:
        h = s.hex(c)
        side = h.unit.side if h.unit is not None else None
        protecting = [f for f in hex_terrain(h, s.board.background(s.face, c.row),
                                             side).features
                      if f.rules.protection is not None]
        if len(protecting) < 2 or protecting[-1].layer != layer:
            continue
        flag = flag or bool(protecting[-1].rules.ignore_flag_for)
        for f in protecting[:-1]:
            # by the catalog's name alone: "Churches, as Town or village" in a list of names
            # would read as two
            under[w.name_in_text(catalog_label(f.name))] = None
    if not under:
        return ""
    *first, last = under
    # the last tiles by "or" where a language's names hold an "and" ("Sur un hexagone de villes
    # et villages ou de collines" read "de villes et villages et collines")
    tiles = ", ".join(first) + w.say("lg_tiles_last") + last if first else last
    return w.say("lg_best_protection_flag" if flag else "lg_best_protection", tiles=tiles)


def _under(s: Scenario, hexes: list[Coord], w: Words) -> list[str]:
    """What is under a ship on ``hexes``, as the legend names it, written as inside its
    line in the words of ``w`` (French "… dessous\u00a0: rivières et cours d'eau"): the
    terrain tile, else the printed beach or ocean of a BEACH face, else open countryside;
    each once."""
    found: dict[str, None] = {}
    for c in hexes:
        h = s.hex(c)
        background = s.board.background(s.face, c.row)
        if h.terrain is not None:
            t = h.terrain
            found[_piece_label(t.name, t.behavior, rules_for(t.name, t.behavior), w)] = None
        elif background in ("beach", "ocean"):
            found[w.say(f"lg_background_{background}")] = None
        else:
            found[w.name(rules_for("countryside").label)] = None
    return [w.inside(label) for label in found]


def _landing_craft(name: str, label: str, summary: str, hexes: list[Coord],
                   game: Played, w: Words) -> tuple[str, str]:
    """The label and summary of the barges: landing craft where the engine plays them (a
    unit aboard on the ocean: their rules are the Special Rules'), else a piece that
    carries nothing."""
    carrying = sum(1 for c in hexes if c in game.aboard)
    idle = len(hexes) - carrying
    if not carrying:
        return label, summary + " " + w.say("lg_landing_none")
    text = w.say("lg_landing", n=carrying)
    if idle:
        text += " " + w.say("lg_idle", n=idle)
    return w.say("lg_landing_label", label=w.name(catalog_label(name))), text


def _owner(s: Scenario, c: Coord, piece: Piece) -> Side | None:
    """The side a claimed piece (bunker) serves: its owner, else the unit on it at set-up
    (the same reading as the rules engine's ``hex_terrain``)."""
    if piece.original_owner is not None:
        return piece.original_owner
    unit = s.hex(c).unit
    return unit.side if unit is not None else None


def _piece_label(name: str, behavior: str | None, rules: TerrainRules, w: Words,
                 second: str | None = None) -> str:
    """A piece's name in the legend, in the words of ``w``: its label, its behaviors, and
    the rules family it plays as where a behavior makes it one, or where its own rules are
    not in the sources and its English label does not name the family ("Churches, as Town
    or village"; the English words decide, so every language says the family alike)."""
    behaviors = [b for b in (_said_behavior(behavior), second) if b]
    english = catalog_label(name)
    label = w.name(english)
    if behaviors:
        english += f" ({', '.join(_EN.behavior(b) for b in behaviors)})"
        label += f" ({', '.join(w.behavior(b) for b in behaviors)})"
    fallback = FALLBACKS.get(name)
    effect = BEHAVIORS.get(behavior or "")
    # a name whose own rules are not in the sources plays as the family it resembles
    resembles = (fallback is not None and fallback.note
                 and rules.label.lower() not in english.lower()
                 and not _words_name(english, rules.label))
    if ((effect is not None and effect.family or resembles)
            and not _names_its_family(name, behaviors, rules.label, w)):
        label = w.say("lg_as", label=label, family=w.name_in_text(rules.label))
    return label


def _names_its_family(name: str, behaviors: list[str], family: str, w: Words) -> bool:
    """Whether a piece's label has already named the family it plays as: its behavior's
    words are the family's name ("Rivers & Waterways (ford)", "Rivières et cours d'eau
    (gué)", not "…, as Ford"), or its own name is ("Sandbags (seawall)", not "…, as
    Sandbags"; "Towns & Villages", not "…, as Town or village", decided in English so that
    every language says the family alike)."""
    own = w.name(family).casefold()
    return _words_name(catalog_label(name), family) or any(
        said.casefold() == own for said in
        (w.name(catalog_label(name)), *(w.behavior(b) for b in behaviors)))


def _words_name(label: str, family: str) -> bool:
    """Whether an English ``label`` is the rules ``family``'s name, word for word in the
    singular or the plural, "&" for "or" ("Towns & Villages" is "Town or village"; "Broken
    Bridge" is not "Bridge", nor "Hospitals" "Town or village")."""
    said = re.findall(r"\w+", label.casefold())
    named = [f for f in re.findall(r"\w+", family.casefold()) if f != "or"]
    return len(said) == len(named) and all(
        s.startswith(f) and len(s) - len(f) <= 2 for s, f in zip(said, named, strict=True))


_NOTE = re.compile(r"\s*\([^)]*\b(?:inferred|unknown)\b[^)]*\)")


def catalog_label(name: str) -> str:
    """The catalog's label for players: without its notes on how the name was identified
    (``Objective medal, Allies (Soviet style, inferred)`` → ``Objective medal, Allies``)."""
    item = CATALOG.get(name)
    if item is None:
        return name
    return _NOTE.sub("", item.label).strip() or name


def _said_behavior(behavior: str | None) -> str | None:
    """The behavior as the legend tells pieces apart by it: none for one that names the
    plain piece."""
    return None if behavior in _PLAIN_BEHAVIORS else behavior


def _behaviors_unplayed(behaviors: Iterable[str], w: Words) -> str:
    """The sentence saying that the rules of ``behaviors`` (of
    :data:`~editor.engine.rules.terrain.UNPLAYED_BEHAVIORS`) are not played, each in the
    words of the language: "Not in the rules used, nor played: moving up it counts as a
    2-hex move." """
    return w.say("lg_behavior_unplayed", rules=w.say("semicolon").join(
        w.say(f"lg_rule_{b.lower()}") for b in behaviors))


def _classes(classes: frozenset[UnitClass], w: Words) -> str:
    if classes >= GROUND:
        return w.say("lg_class_units")
    names = [w.say(f"lg_class_{c.value}") for c in (UnitClass.INFANTRY, UnitClass.ARMOR,
                                                   UnitClass.ARTILLERY, UnitClass.AIRPLANE)
             if c in classes]
    return w.say("lg_and").join(names)


def terrain_summary(rules: TerrainRules, w: Words = _EN,
                    leave_out: frozenset[str] = frozenset()) -> str:
    """One line saying what a terrain family does to movement, battle, line of sight and
    flags, from the :class:`TerrainRules` table (``w``: in the words of a language),
    without the claims named in ``leave_out``: those that a behavior whose rule is not
    played contradicts (``UnplayedBehavior.contradicts``): ``move``, that there is no
    movement restriction; ``sight``, what it does to line of sight; and ``here``, what it
    does for a unit on it (its protection, its battles from it, the flags it lets it
    ignore, that it may not leave), which holds for none where no unit may enter it and
    none is set up on it; ``crossing``, that it crosses the river, of a bridge that
    stands on no waterway; and ``gone``, that it goes when its unit leaves, of a piece
    that is not an obstacle (trenches play as sandbags and stay).

    >>> for sentence in terrain_summary(rules_for("hills")).split(". "): print(sentence)
    No movement restriction
    Battle dice against a unit here: infantry −1, armor −1, from lower ground only
    Blocks line of sight unless at the same height.
    >>> terrain_summary(rules_for("hills"), words("de")).split(". ")[1]
    'Verteidiger: Infanterie −1, Panzer −1 Würfel, nur von tieferem Gelände aus'
    """
    here = "here" not in leave_out
    sentences: list[str] = []
    move = _movement_parts(rules, w, leave_out)
    if move:
        sentences.append(_sentence(move, w))
    battle = _battle_parts(rules, w) if here else []
    if not move and "move" not in leave_out:
        sentences.append(w.say("lg_no_move") if battle else w.say("lg_no_restriction"))
    sentences.extend(battle)
    if rules.gone_when_left and here and "gone" not in leave_out:
        sentences.append(w.say("lg_gone_when_left"))
    if rules.removed_by and here:  # wire: who may remove it, and whether it battles then
        sentences.append(_sentence([w.say("lg_remove_and_battle" if battles else
                                          "lg_remove_instead", who=_classes(frozenset({cls}), w))
                                    for cls, battles in rules.removed_by], w))
    if "sight" not in leave_out:
        sentences.append(w.say({Sight.CLEAR: "lg_sight_clear", Sight.BLOCKS: "lg_sight_blocks",
                                Sight.HEIGHT: "lg_sight_height"}[rules.sight]))
    if rules.ignore_flag_for and here:
        text = w.say("lg_ignore_flag", who=capital(_classes(rules.ignore_flag_for, w)))
        if rules.claimed:
            text += w.say("lg_claimer")
        sentences.append(text + ".")
    return " ".join(sentences)


def _movement_parts(rules: TerrainRules, w: Words, leave_out: frozenset[str]) -> list[str]:
    """What a terrain family does to movement, as the parts of one sentence (see
    :func:`terrain_summary` for ``leave_out``)."""
    move: list[str] = []
    if rules.impassable_to:
        move.append(w.say("lg_impassable_all") if rules.impassable_to >= GROUND
                    else w.say("lg_impassable", who=_classes(rules.impassable_to, w)))
    # how units enter a hex that no unit may enter is no rule (woods marked IMPASSABLE_HILL)
    enters = not rules.impassable_to >= GROUND
    entering = ("_stop" if rules.must_stop else "") + (
        "_no_battle" if rules.no_battle_after_entering else "")
    if entering and enters:
        move.append(w.say(f"lg_enter{entering}"))
    if rules.enter_from_adjacent_start_only and enters:
        move.append(w.say("lg_adjacent_only"))
    if rules.stop_after_leaving:
        move.append(w.say("lg_stop_after_leaving"))
    if rules.cannot_leave and "here" not in leave_out:
        move.append(w.say("lg_cannot_leave", who=_classes(rules.cannot_leave, w)))
    if rules.max_move is not None:
        key = "lg_max_move_out" if rules.limits_move_out else "lg_max_move"
        move.append(w.say(f"{key}_{'n' if rules.max_move > 1 else '1'}", n=rules.max_move))
    if rules.no_retreat_into:
        move.append(w.say("lg_no_retreat"))
    if rules.crossing and "crossing" not in leave_out:
        move.append(w.say("lg_crossing"))
    if rules.rail:
        move.append(w.say("lg_rail"))
    if rules.cliff:
        move.append(w.say("lg_cliff"))
    return move


def _battle_parts(rules: TerrainRules, w: Words) -> list[str]:
    """What a terrain family does for a unit battling from it or battled on it, a sentence
    each."""
    battle: list[str] = []
    if rules.no_battle_out:
        battle.append(w.say("lg_no_battle_out"))
    by_penalty: dict[int, list[UnitClass]] = {}
    for cls, n in rules.battle_out:
        by_penalty.setdefault(n, []).append(cls)
    for n, classes in by_penalty.items():
        key = "lg_battle_out_one" if len(classes) == 1 else "lg_battle_out_many"
        battle.append(w.say(key, who=capital(_classes(frozenset(classes), w)), n=n))
    if rules.protection is not None:
        p = rules.protection
        # a bunker protects the side that may claim it alone, as it lets it ignore a flag
        text = w.say("lg_protection_claimed" if rules.claimed else "lg_protection",
                     infantry=p.infantry, armor=p.armor)
        if p.only_from_lower_ground:
            text += w.say("lg_lower_ground")
        battle.append(text + ".")
    return battle


def _sentence(parts: list[str], w: Words) -> str:
    text = w.say("semicolon").join(parts)
    return text[0].upper() + text[1:] + "."


# --- units ----------------------------------------------------------------------------------

def _unit_entries(s: Scenario, w: Words) -> list[LegendEntry]:
    kinds: dict[tuple[str, str | None, str | None], list[Unit]] = {}
    spelt: dict[str, str] = {}  # a marker's spellings ("LRDG", "PATROL_CAR"): one kind, one line
    for _, u in s.units():
        marker = marker_profile(u.behavior)
        behavior = (spelt.setdefault(marker.kind, u.behavior or "") if marker is not None
                    else u.behavior)
        kinds.setdefault((u.name, u.badge, behavior), []).append(u)
    top = s.game_info.side_player1

    def order(key: tuple[str, str | None, str | None]) -> tuple[int, int, int, str, str]:
        name, badge, behavior = key
        item = CATALOG.get(name)
        side_rank = 0 if item is not None and item.side == top.value else 1
        # badges in the catalog's order (badge2 before badge10)
        badge_rank = _ORDER.get(badge, len(_ORDER)) if badge else -1
        return side_rank, _ORDER.get(name, len(_ORDER)), badge_rank, badge or "", behavior or ""

    entries = []
    #: each entry's label naming its badge ("German Infantry with Sniper badge (German)")
    named: list[str] = []
    for key in sorted(kinds, key=order):
        name, badge, behavior = key
        units = kinds[key]
        profile = profile_of(units[0])
        rest = ""
        usual = BY_TYPE.get(unit_type(name) or "")
        other = profile is not None and (
            usual is None or profile.label != usual.label or unit_type(name) == "veh")
        # a vehicle no marker names: Half-tracks stand in for the Supply Trucks official
        # scenarios use it for, whose rules are in none of our sources (unplayed-vehicle)
        stand_in = half_tracks_by_default(units[0])
        if other and profile is not None:
            # the rules make it another kind of unit than its name says (French Resistance,
            # Patrol Cars...): say which (armor that moves two is armor all the same),
            # after the colon of the language ("avec badge\u00a0: Résistance française")
            kind = w.name_in_text(profile.label)
            rest += w.say("labelled", label="", value=w.say("lg_played_as", kind=kind)
                          if stand_in else kind)
        if behavior and not (other and is_marker_behavior(behavior)):
            # a behavior naming the kind the line has just said is not said again
            rest += f" [{w.behavior(behavior)}]"
        label = w.name(catalog_label(name))
        if badge:
            # the badge has its own entry among the markers, which says what it is
            named.append(w.say("lg_with_named_badge", label=label,
                               badge=w.name_in_text(catalog_label(badge))) + rest)
            label = w.say("lg_with_badge", label=label)
        else:
            named.append(label + rest)
        label += rest
        figures = Counter(figures_of(u, profile) if profile else u.nbr_units for u in units)
        common = figures.most_common(1)[0][0]
        summary = unit_summary(profile, sorted(f for f in figures if f is not None),
                               ignores_flag=behavior == IGNORE_FLAG_BEHAVIOR, w=w)
        if profile is not None and profile.flies and not air_settings(s).on:
            # what it would do by the Air rules is no rule of this game
            summary = w.say("lg_airplanes_off")
        if stand_in:
            summary += " " + w.say("lg_supply_trucks")
        entries.append(LegendEntry("unit", name, label, summary, badge=badge, figures=common))
    # a unit type carrying several badges: "with badge" twice or more, word for word, told
    # apart by a picture a few millimetres wide; each line names its badge
    alike = Counter(e.label for e in entries)
    return [replace(e, label=label) if e.badge and alike[e.label] > 1 else e
            for e, label in zip(entries, named)]


def unit_summary(profile: UnitProfile | None, figures: list[int] | None = None,
                 ignores_flag: bool = False, w: Words = _EN) -> str:
    """One line on how a unit moves, battles and is hit, from its :class:`UnitProfile`
    (``w``: in the words of a language).

    >>> from editor.engine.rules import PROFILES
    >>> for sentence in unit_summary(PROFILES["artillery"]).split(". "): print(sentence)
    Moves 1 or battles
    Dice 3, 3, 2, 2, 1, 1 at 1 to 6 hexes; needs no line of sight
    Hit by grenades
    2 figures; may not take ground.
    >>> unit_summary(PROFILES["artillery"], w=words("fr")).split(". ")[1]
    'Dés 3, 3, 2, 2, 1, 1, portée 1 à 6 hexagones\\xa0; sans ligne de vue'
    """
    if profile is None:
        return w.say("lg_no_rules")
    parts: list[str] = []
    if profile.unit_class.value not in profile.label.lower():
        # a kind its name does not class (Patrol Cars, Half-tracks: 003's "Treated as
        # Infantry, for all purposes"): the class every terrain line and die reads
        parts.append(w.say("lg_treated_as", who=_classes(frozenset({profile.unit_class}), w)))
    parts.append(_moves(profile, w))
    if profile.barred_as:  # Patrol Cars: infantry, kept out of what armor may not enter
        parts.append(w.say("lg_barred_as", who=_classes(profile.barred_as, w)))
    parts.extend(_battles(profile, w))
    hits = [w.say(f"lg_face_{f.value}") for f in Face if f in profile.hit_by]
    parts.append(w.say("lg_hit_by_rerolled" if profile.hits_rerolled else "lg_hit_by",
                       faces=w.say("lg_and").join(hits)))
    parts.append(w.say("semicolon").join(_extras(profile, figures, ignores_flag, w)) + ".")
    if profile.not_ordered_by:  # 003's vehicles: the cards that never order them
        parts.append(w.say("lg_not_ordered_by", cards=", ".join(
            w.name(title) for title in profile.not_ordered_by)))
    return " ".join(parts)


def _moves(profile: UnitProfile, w: Words) -> str:
    """:func:`unit_summary`'s words on how far the unit moves, and whether it battles then."""
    if profile.move_and_battle == 0:
        said = (w.say("lg_move_or_battle", move=profile.move) if profile.battles
                else w.say("lg_moves_up_to", n=profile.move))
    elif profile.move_and_battle >= profile.move:
        said = w.say("lg_move_and_battle", move=profile.move)
    else:
        said = w.say("lg_move_then", battle_move=profile.move_and_battle, move=profile.move)
    return said[:-1] + w.say("lg_flying") if profile.flies else said


def _battles(profile: UnitProfile, w: Words) -> list[str]:
    """:func:`unit_summary`'s words on the unit's dice and what it may battle from."""
    parts = []
    if profile.battles and profile.dice:
        dice = ", ".join(str(d) for d in profile.dice)
        sight = w.say("lg_needs_los" if profile.needs_los else "lg_no_los")
        reach = w.say("lg_reach_1") if profile.range == 1 else w.say("lg_reach", n=profile.range)
        parts.append(w.say("lg_dice", dice=dice, reach=reach, sight=sight))
    elif not profile.battles:
        parts.append(w.say("lg_no_dice"))
    if profile.ignores_terrain_battle_restrictions:
        parts.append(w.say("lg_any_terrain"))
    if profile.resupplies:
        parts.append(w.say("lg_resupply"))
    return parts


def _extras(profile: UnitProfile, figures: list[int] | None, ignores_flag: bool,
            w: Words) -> list[str]:
    """:func:`unit_summary`'s last sentence, its parts: figures, ground taken, wire, medals,
    retreats."""
    counts = figures or [profile.figures]
    fig = w.say("lg_figure" if counts == [1] else "lg_figures",
                n="/".join(str(n) for n in counts))
    ground = w.say("lg_overrun" if profile.overrun
                   else "lg_take_ground" if profile.take_ground else "lg_no_ground")
    extras = [fig, ground]
    if not profile.removes_obstacles:
        extras.append(w.say("lg_no_wire"))
    if profile.figures_per_medal:
        extras.append(w.say("lg_medal_per_figures", n=profile.figures_per_medal))
    if profile.retreat_per_flag > 1:
        extras.append(w.say("lg_retreat", n=profile.retreat_per_flag))
    if ignores_flag:
        extras.append(w.say("lg_unit_ignores_flag"))
    return extras


# --- markers: badges and tags ---------------------------------------------------------------

#: Badges whose rules are those of a rule option (the catalog's meaning of badge38: "with
#: option italy_royal_army these units retreat 1-3 hexes and Italian artillery ignores 1
#: flag"), none of which the engine plays: the option's key, and the name ``unplayed-rule``
#: gives the rules when a Special Rules text names them.
BADGE_OPTIONS: dict[str, tuple[str, str]] = {
    "badge38": ("italy_royal_army", "Italian Royal Army rules"),
}


def _badge_option(s: Scenario, badge: str) -> str | None:
    """The label of the rule option whose rules ``badge`` carries (:data:`BADGE_OPTIONS`),
    when the file sets the option or its Special Rules name those rules; ``None`` else."""
    from editor.engine.checks.text import PLAYED_OPTIONS, rules_named

    if badge not in BADGE_OPTIONS:
        return None
    key, rules = BADGE_OPTIONS[badge]
    value = s.game_info.options.get(key)
    named = any(rules in rules_named(t.rules or "", lang) for lang, t in s.text.items())
    if key in PLAYED_OPTIONS or not (named or value not in (None, False, "", 0, {}, [])):
        return None
    known = CATALOG.options.get(key)
    return known.label if known is not None else key


def _badge_entries(s: Scenario, game: Played, w: Words) -> list[LegendEntry]:
    from editor.engine.checks.text import rules_named

    carriers: dict[str, list[Unit]] = {}
    for _, u in s.units():
        if u.badge:
            carriers.setdefault(u.badge, []).append(u)
    entries = []
    for badge in sorted(carriers, key=lambda n: (_ORDER.get(n, len(_ORDER)), n)):
        units = carriers[badge]
        label = w.name(catalog_label(badge))
        on = sorted({w.name_in_text(CATALOG[u.name].label) if u.name in CATALOG else u.name
                     for u in units})
        summary = w.say("lg_marks", n=len(units), units=", ".join(on))
        changed = sorted({w.name_in_text(p.label) for u in units
                          if (p := profile_of(u)) is not None
                          and p != profile_of(Unit(u.name, u.nbr_units, None, u.behavior))})
        item = CATALOG.get(badge)
        said: set[str] = set()
        if changed:
            summary += " " + w.say("lg_plays_as", labels=", ".join(changed))
        elif item is not None and "rules_family_by_unit_prefix" in item.facts:
            # a troop type with rules of its own (Big Guns, Snipers...) that none plays here:
            # the rule a Special Rules text names by the badge's name
            summary += " " + w.say("lg_badge_rules") + " " + w.say("lg_unplayed")
            said.update(rules_named(catalog_label(badge)))
        else:
            summary += " " + w.say("lg_badge_rules")
        option = _badge_option(s, badge)
        if option is not None and BADGE_OPTIONS[badge][0] in game.options_not_played:
            # a nation's rules that come with an option the file sets: a switch of the whole
            # scenario, which the Special Rules' options' line says is not played
            summary += " " + w.say("lg_badge_option_listed", option=w.name_in_text(option))
        elif option is not None:
            # an option the Special Rules name and the file does not set: said not played
            summary += " " + w.say("lg_badge_option", option=w.name_in_text(option))
            said.add(BADGE_OPTIONS[badge][1])
        entries.append(LegendEntry("marker", badge, label, summary,
                                   unplayed_rules=frozenset(said)))
    return entries


def _tag_entries(s: Scenario, game: Played, w: Words) -> list[LegendEntry]:
    from editor.engine.checks.text import map_rules

    # the markers the catalog names alike (its two camouflage markers, exit markers, Axis
    # medals) are one kind, on one line: the legend lists kinds of markers, not tokens
    uses: dict[_TagKey, list[Tag]] = {}
    #: the hexes of an exit line's markers that the game leaves no unit off the board by
    off_edge: dict[_TagKey, int] = {}
    for c, t in s.tags():
        # a medal objective's line says whom it scores for: one line each side
        side = medal_side(t) if t.is_medal else None
        key = (_tag_label(t, side), t.behavior, side)
        uses.setdefault(key, []).append(t)
        if t.is_exit_marker and t.side is not None and not _exits_at(game, c, t.side):
            off_edge[key] = off_edge.get(key, 0) + 1
    entries = []
    # the kinds of one marker in the order of their unplayed rules: the ordinary minefields,
    # then the decoys (as the checks' unplayed-behavior says them)
    rank = {b: i for i, b in enumerate(UNPLAYED_BEHAVIORS)}

    def order(key: _TagKey) -> tuple[int, str, int, str, str]:
        name = _line_names(key[0], uses[key])[0]
        return (_ORDER.get(name, len(_ORDER)), name, rank.get(key[1] or "", len(rank)),
                key[1] or "", key[2].value if key[2] is not None else "")

    for key in sorted(uses, key=order):
        english, behavior, _ = key
        label = w.name(english)
        tags = uses[key]
        name, *others = _line_names(english, tags)
        also = tuple(others)
        said: frozenset[str] = frozenset()
        if tags[0].is_medal:
            summary = _medal_summary(name, tags, game, w)
        elif behavior == "EXIT_MARKER":
            summary = _exit_summary(tags, off_edge.get(key, 0), w)
        else:
            summary = _unplayed_tag_summary(tags, w)
            # the rule of its behavior (minefields), which its line says is not played
            said = frozenset(map_rules(unplayed_behaviors("tag", tags[0])))
            if behavior == "DECOY_MEDAL_MINE_FIELD":
                # told apart from the ordinary minefields at a glance
                label = w.say("lg_decoy_label", label=label)
        entries.append(LegendEntry("marker", name, label, summary, also=also,
                                   unplayed_rules=said))
    return entries


#: A kind of marker, one line of the legend: its English label, its behavior and, for a
#: medal objective, the side it scores for (``None``: either side).
_TagKey = tuple[str, str | None, Side | None]

#: The marker of each side's colour, whose label names a medal of either side's colour
#: (medal0) that scores for that side.
_SIDE_MEDALS = {Side.AXIS: "medal2", Side.ALLIES: "medal1"}


def _line_names(english: str, tags: list[Tag]) -> list[str]:
    """The markers of a line of the legend, the one it is drawn with first and ordered by
    first: one its label (``english``) names (a medal of either side's colour held for the
    Allies, on one line with Allied medals: the Allied medal), then in the catalog's
    order; never in the order of the map's hexes."""
    return sorted({t.name for t in tags},
                  key=lambda n: (catalog_label(n) != english, _ORDER.get(n, len(_ORDER)), n))


def _tag_label(t: Tag, side: Side | None) -> str:
    """The English label of a marker: the catalog's; a medal of either side's colour held
    for one side, that side's medal's ("Objective medal, Axis": "either side" beside "for
    the Axis" said two things). A medal of one side's colour held for the other keeps its
    own, which the checks' medal-colour warns of."""
    if side is not None and t.name in MEDAL_COLOURS and MEDAL_COLOURS[t.name] is None:
        return catalog_label(_SIDE_MEDALS[side])
    return catalog_label(t.name)


def _unplayed_tag_summary(tags: list[Tag], w: Words) -> str:
    """The line of markers the engine does not play (minefields, camouflage, battle
    stars...), all of one name and behavior: where they are, and that their own rules are
    not played; minefields say who laid them, and decoys what they do."""
    behavior = tags[0].behavior
    if behavior in ("MINE_FIELD", "DECOY_MEDAL_MINE_FIELD"):
        layers = sorted({w.say(f"lg_by_{t.side.value.lower()}") for t in tags
                         if t.side is not None})
        # the decoys' medal is their rule too: said, and said not played
        decoys = (w.say("semicolon") + w.say("lg_rule_decoy_medal_mine_field")
                  if behavior == "DECOY_MEDAL_MINE_FIELD" else "")
        return (w.say("lg_minefield", n=len(tags))
                + (w.say("lg_laid_by", sides=w.say("lg_and").join(layers)) if layers else "")
                + decoys + ". " + w.say("lg_unplayed"))
    # a marker's behavior in the words of the language where they are written (Wittmann's
    # tank), else its own words
    said = f"lg_tag_{(behavior or '').lower()}"
    what = w.say(said) if said in SENTENCES["en"] else w.behavior(behavior or "")
    return (w.say("lg_on_hexes", n=len(tags)) + (f" ({what})" if behavior else "")
            + w.say("lg_told") + " " + w.say("lg_unplayed"))


def _ready_entries(s: Scenario, game: Played, w: Words) -> list[LegendEntry]:
    """The Ready-to-Take-off markers of each side: what the game plays of them, and where
    it does not play them, why (in the words of the check ``ready-markers``)."""
    by_side: dict[Side | None, list[Coord]] = {}
    for c in sorted(s.hexes):
        if READY in s.hexes[c].extra:
            m = ready_markers(s.hexes[c])
            by_side.setdefault(m[0] if m else None, []).append(c)
    entries = []
    for side in sorted(by_side, key=lambda sd: sd is None):
        coords = by_side[side]
        played_at = [f"{s.board.hex_name(c)} ({game.ready[c]})" for c in coords
                     if c in game.ready]
        parts = []
        if played_at and side is not None:
            parts.append(w.say(f"lg_ready_of_{side.value.lower()}", hexes=", ".join(played_at),
                               what=w.say("lg_ready_words")))
        parts += [w.say("lg_markers_unplayed", hex=s.board.hex_name(c),
                        why=w.say(f"unready_{game.unready[c]}"))
                  for c in coords if c in game.unready]
        count = max((ready_markers(s.hexes[c]) or (side, 1))[1] for c in coords)
        entries.append(LegendEntry("marker", READY, w.say("lg_ready_label"), " ".join(parts),
                                   art="ready", figures=count, side=side))
    return entries


def _exits_at(game: Played, c: Coord, side: Side) -> bool:
    """Whether the game lets a unit of ``side`` leave the board through ``c`` (an exit hex
    of the game's tables: an exit marker's hex on a full edge hex of the board, 004)."""
    S = game.setup
    player = game.scenario.game_info.player_of(side)
    return player is not None and c in S.index and S.index[c] in S.exits[player - 1]


def _exit_summary(tags: list[Tag], off_edge: int, w: Words) -> str:
    """Exit markers as the game plays them: a unit of the marker's side leaves the board
    through them and earns a medal; a marker that names no side is not played, nor one off
    the board's full edge hexes (``off_edge`` of them: "the Exit markers designate
    specific edge hexes", 004)."""
    sides = sorted({w.say(f"lg_for_{t.side.value.lower()}") for t in tags
                    if t.side is not None})
    sideless = sum(1 for t in tags if t.side is None)
    if not sides:
        return w.say("lg_exit_no_side")
    if off_edge == len(tags) - sideless:
        text = w.say("lg_exit_off_edge_all", sides=w.say("lg_and").join(sides))
    else:
        text = w.say("lg_exit_line", sides=w.say("lg_and").join(sides))
        if off_edge:
            text += " " + w.say("lg_exit_off_edge", n=off_edge)
    if sideless:
        text += " " + w.say("lg_exit_sideless", n=sideless)
    return text


def _medal_summary(name: str, tags: list[Tag], game: Played, w: Words) -> str:
    item = CATALOG.get(name)
    scores = item.facts.get("scores_for") if item is not None else None
    sides = {t.medal.side for t in tags if t.medal is not None and t.medal.side is not None}
    sides |= {t.side for t in tags if t.side is not None}
    if len(sides) == 1:
        (side,) = sides
        who = w.say(f"lg_for_{side.value.lower()}")
    elif scores in ("AXIS", "ALLIES"):
        who = w.say(f"lg_for_{scores.lower()}")
    else:
        who = w.say("lg_for_whichever")
    kinds: list[str] = []
    medals = [t.medal for t in tags if t.medal is not None]
    permanent = sum(1 for m in medals if m.permanent)
    if permanent == len(tags):
        kinds.append(w.say("lg_permanent"))
    elif permanent:
        # each count with its own words: "1 permanente, 2 temporanei" (Italian said "1
        # permanenti", French "1 permanent(s)")
        kinds.append(w.say("lg_mixed", permanent=w.say("lg_n_permanent", n=permanent),
                           temporary=w.say("lg_n_temporary", n=len(tags) - permanent)))
    else:
        kinds.append(w.say("lg_temporary"))
    # each of the other kinds, with how many of the hexes it holds on when not all: "on 4
    # hexes: temporary, held with an absolute majority of its group's 3 hexes" told of a
    # group of 3 beside a lone objective that they all were
    counted: dict[tuple[int, int, str], int] = {}
    for t in tags:
        for kind in _tag_kinds(t, game, w):
            counted[kind] = counted.get(kind, 0) + 1
    kinds += [text if n == len(tags) else w.say("lg_some", kind=text, n=n)
              for (_, _, text), n in sorted(counted.items())]
    return w.say("lg_medal", who=who, n=len(tags), kinds=", ".join(kinds))


def _tag_kinds(t: Tag, game: Played, w: Words) -> list[tuple[int, int, str]]:
    """How one medal objective is held and what it is worth, beyond being permanent or
    temporary, in the legend's order (the group, the turn's start, the worth by value):
    a group is held as the engine plays it, over the hexes of the group that are on the
    board; a group objective left with none of them plays as holding its own hex (what
    ``m44 validate``'s ``majority-group`` says)."""
    m = t.medal
    if m is None:
        return []
    kinds: list[tuple[int, int, str]] = []
    way = m.way
    if way is not None:
        hexes = game.hexes(t.group or ())
        if not hexes:
            kind = w.say(f"lg_group_none_{'majority' if way == 'majority' else 'group'}")
        elif len(hexes) == 1:  # (not "a majority of its group's 1 hexes": that hex)
            kind = w.say("lg_group_one")
        elif way == "count":
            kind = w.say("lg_group_need", need=m.needed(len(hexes)), n=len(hexes))
        else:
            kind = w.say(f"lg_group_{way}", n=len(hexes))
        kinds.append((0, 0, kind))
    if m.turn_start:
        kinds.append((1, 0, w.say("lg_kind_turn_start")))
    if m.counts_for and m.counts_for > 1:
        kinds.append((2, m.counts_for, w.say("lg_kind_worth", worth=str(m.counts_for))))
    return kinds
