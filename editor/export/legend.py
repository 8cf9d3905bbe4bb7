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
Defender: infantry −1, armor −2 dice
Blocks line of sight.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace

from editor.engine.air_rules import AIRPLANES_OFF_NOT_PLAYED, READY, air_settings, ready_markers
from editor.engine.board import Coord, Side
from editor.engine.catalog import CATALOG, unit_type
from editor.engine.rules import FALLBACKS, TerrainRules, UnitClass, UnitProfile
from editor.engine.rules import profile_of, rules_for
from editor.engine.rules.terrain import BEHAVIORS, GROUND, Sight
from editor.engine.rules.units import BY_TYPE, IGNORE_FLAG_BEHAVIOR, Face, figures_of
from editor.engine.scenario import Piece, Scenario, Tag, Unit

from .played import Played, played
from .sentences import say

#: Legend groups in print order.
KINDS: tuple[str, ...] = ("terrain", "obstacle", "unit", "marker")

#: The printed rows of a BEACH face: terrain with rules that no hex names.
BACKGROUND_LABELS: dict[str, str] = {"beach": "Beach (printed board)",
                                     "ocean": "Ocean (printed board)"}

_ORDER = {name: i for i, name in enumerate(CATALOG)}
_PLURAL = {UnitClass.INFANTRY: "infantry", UnitClass.ARMOR: "armor",
           UnitClass.ARTILLERY: "artillery", UnitClass.AIRPLANE: "airplanes"}
_SIDE_NAMES = {Side.AXIS: "the Axis", Side.ALLIES: "the Allies"}
#: The flag of a piece or marker whose own rules nothing here plays (the engine, the checks
#: and the rules inspector play it as something else, or not at all: docs/GAME.md, "What
#: is not played").
UNPLAYED = "Its own rules are not in the rules used, nor played."


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

    @property
    def names(self) -> tuple[str, ...]:
        return (self.name, *self.also)


@dataclass(frozen=True)
class LegendGroup:
    kind: str
    entries: tuple[LegendEntry, ...]


def legend(scenario: Scenario, game: Played | None = None) -> list[LegendGroup]:
    """The legend of a scenario: non-empty groups in :data:`KINDS` order. ``game``: what
    the engine plays of it (:func:`~editor.export.played.played`), when already read."""
    game = game or played(scenario)
    groups: dict[str, list[LegendEntry]] = {k: [] for k in KINDS}
    for entry in _terrain_entries(scenario, game):
        groups[entry.kind].append(entry)
    groups["unit"] = _unit_entries(scenario)
    groups["marker"] = (_badge_entries(scenario) + _tag_entries(scenario, game)
                        + _ready_entries(scenario, game))
    return [LegendGroup(k, tuple(groups[k])) for k in KINDS if groups[k]]


def names_in_legend(groups: Iterable[LegendGroup]) -> set[str]:
    """Every name the legend shows (badges drawn on unit icons count once, as markers)."""
    return {n for g in groups for e in g.entries for n in e.names}


# --- terrain and obstacles ------------------------------------------------------------------

def _terrain_entries(s: Scenario, game: Played) -> list[LegendEntry]:
    board = s.board
    seen: dict[tuple[str, str, str | None], list[tuple[Coord, Piece]]] = {}
    for c in sorted(s.hexes):
        h = s.hexes[c]
        for layer, piece in (("terrain", h.terrain), ("rect_terrain", h.rect_terrain),
                             ("obstacle", h.obstacle)):
            if piece is not None:
                seen.setdefault((layer, piece.name, piece.behavior), []).append((c, piece))
    # the printed beach and ocean rows of a BEACH face are terrain too, where no tile hides them
    backgrounds = []
    for name in ("beach", "ocean"):
        if any(board.background(s.face, c.row) == name and s.hex(c).terrain is None
               for c in board.coords):
            backgrounds.append(LegendEntry("terrain", name, BACKGROUND_LABELS[name],
                                           terrain_summary(rules_for(name)), art="board"))

    def order(key: tuple[str, str, str | None]) -> tuple[int, int, str]:
        layer, name, behavior = key
        return (_ORDER.get(name, len(_ORDER)), 0 if layer == "terrain" else 1, behavior or "")

    entries = list(backgrounds)
    for key in sorted(seen, key=order):
        layer, name, behavior = key
        uses = seen[key]
        rules = rules_for(name, behavior)
        kind = "obstacle" if layer == "obstacle" else "terrain"
        summary = terrain_summary(rules)
        if rules.claimed:
            owners = {_owner(s, c, p) for c, p in uses}
            if len(owners) == 1 and None not in owners:
                (owner,) = owners
                assert owner is not None
                summary += f" Claimed by {_SIDE_NAMES[owner]}."
        fallback = FALLBACKS.get(name)
        if fallback is not None and fallback.unplayed and not BEHAVIORS.get(behavior or ""):
            summary += " " + UNPLAYED
        label = _piece_label(name, behavior, rules)
        if name == game.landing_craft:
            label, summary = _landing_craft(name, label, summary, [c for c, _ in uses], game)
        same = next((i for i, e in enumerate(entries)
                     if (e.kind, e.label, e.summary, e.art) == (kind, label, summary, "item")),
                    None)
        if same is None:
            entries.append(LegendEntry(kind, name, label, summary))
        elif name not in entries[same].names:
            entries[same] = replace(entries[same], also=(*entries[same].also, name))
    return entries


def _landing_craft(name: str, label: str, summary: str, hexes: list[Coord],
                   game: Played) -> tuple[str, str]:
    """The label and summary of the barges: landing craft where the engine plays them (a
    unit aboard on the ocean: their rules are the Special Rules'), else a piece that
    carries nothing."""
    carrying = sum(1 for c in hexes if c in game.aboard)
    idle = len(hexes) - carrying
    if not carrying:
        return label, (summary + " Not played as a landing craft: no unit on it on the "
                       "ocean.")
    text = (f"Landing craft (Air Pack) carrying {carrying} unit{'s' if carrying > 1 else ''}: "
            "its rules are in the Special Rules.")
    if idle:
        text += (f" {idle} with no unit on it on the ocean carr{'y' if idle > 1 else 'ies'} "
                 "nothing.")
    return f"{catalog_label(name)} (landing craft)", text


def _owner(s: Scenario, c: Coord, piece: Piece) -> Side | None:
    """The side a claimed piece (bunker) serves: its owner, else the unit on it at set-up
    (the same reading as the rules engine's ``hex_terrain``)."""
    if piece.original_owner is not None:
        return piece.original_owner
    unit = s.hex(c).unit
    return unit.side if unit is not None else None


def _piece_label(name: str, behavior: str | None, rules: TerrainRules) -> str:
    label = catalog_label(name)
    if behavior:
        label += f" ({_behavior_words(behavior)})"
    fallback = FALLBACKS.get(name)
    effect = BEHAVIORS.get(behavior or "")
    if effect is not None and effect.family:
        label += f", as {rules.label}"
    elif fallback is not None and fallback.note and rules.label.lower() not in label.lower():
        # a name whose own rules are not in the sources plays as the family it resembles
        label += f", as {rules.label}"
    return label


_NOTE = re.compile(r"\s*\([^)]*\b(?:inferred|unknown)\b[^)]*\)")


def catalog_label(name: str) -> str:
    """The catalog's label for players: without its notes on how the name was identified
    (``Objective medal, Allies (Soviet style, inferred)`` → ``Objective medal, Allies``)."""
    item = CATALOG.get(name)
    if item is None:
        return name
    return _NOTE.sub("", item.label).strip() or name


def _behavior_words(behavior: str) -> str:
    return behavior.replace("_", " ").lower()


def _classes(classes: frozenset[UnitClass]) -> str:
    if classes >= GROUND:
        return "units"
    names = [_PLURAL[c] for c in (UnitClass.INFANTRY, UnitClass.ARMOR, UnitClass.ARTILLERY,
                                  UnitClass.AIRPLANE) if c in classes]
    return " and ".join(names)


def terrain_summary(rules: TerrainRules) -> str:
    """One line saying what a terrain family does to movement, battle, line of sight and
    flags, from the :class:`TerrainRules` table.

    >>> for sentence in terrain_summary(rules_for("hills")).split(". "): print(sentence)
    No movement restriction
    Defender: infantry −1, armor −1 dice, from lower ground only
    Blocks line of sight unless at the same height.
    """
    sentences: list[str] = []
    # movement
    move: list[str] = []
    if rules.impassable_to:
        move.append("Impassable to all units" if rules.impassable_to >= GROUND
                    else f"Impassable to {_classes(rules.impassable_to)}")
    entering: list[str] = []
    if rules.must_stop:
        entering.append("must stop")
    if rules.no_battle_after_entering:
        entering.append("may not battle")
    if entering:
        move.append("Units moving in " + " and ".join(entering))
    if rules.enter_from_adjacent_start_only:
        move.append("enter only from an adjacent hex where the move began")
    if rules.stop_after_leaving:
        move.append("units moving out stop on the next hex")
    if rules.cannot_leave:
        move.append(f"{_classes(rules.cannot_leave)} here may not move")
    if rules.max_move is not None:
        move.append(f"moves of at most {rules.max_move} hex{'es' if rules.max_move > 1 else ''}"
                    + (" onto, along or out of it" if rules.limits_move_out else " onto it"))
    if rules.no_retreat_into:
        move.append("no retreat into it")
    if rules.crossing:
        move.append("crosses the river")
    if rules.rail:
        move.append("Patrol Cars and Half-tracks moving on stop")
    if move:
        sentences.append(_sentence(move))
    # battle
    battle: list[str] = []
    if rules.no_battle_out:
        battle.append("Units here may not battle.")
    by_penalty: dict[int, list[UnitClass]] = {}
    for cls, n in rules.battle_out:
        by_penalty.setdefault(n, []).append(cls)
    for n, classes in by_penalty.items():
        verb = "battles" if len(classes) == 1 else "battle"
        battle.append(f"{_classes(frozenset(classes)).capitalize()} here {verb} at −{n}.")
    if rules.protection is not None:
        p = rules.protection
        text = f"Defender: infantry −{p.infantry}, armor −{p.armor} dice"
        if p.only_from_lower_ground:
            text += ", from lower ground only"
        battle.append(text + ".")
    if not move:
        sentences.append("No movement restriction." if battle
                         else "No movement or battle restriction.")
    sentences.extend(battle)
    # line of sight
    sentences.append({Sight.CLEAR: "Does not block line of sight.",
                      Sight.BLOCKS: "Blocks line of sight.",
                      Sight.HEIGHT: "Blocks line of sight unless at the same height."}[
        rules.sight])
    # flags
    if rules.ignore_flag_for:
        who = _classes(rules.ignore_flag_for)
        text = f"{who.capitalize()} here may ignore 1 flag"
        if rules.claimed:
            text += " (the side that may claim it)"
        sentences.append(text + ".")
    return " ".join(sentences)


def _sentence(parts: list[str]) -> str:
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + "."


# --- units ----------------------------------------------------------------------------------

def _unit_entries(s: Scenario) -> list[LegendEntry]:
    kinds: dict[tuple[str, str | None, str | None], list[Unit]] = {}
    for _, u in s.units():
        kinds.setdefault((u.name, u.badge, u.behavior), []).append(u)
    top = s.game_info.side_player1

    def order(key: tuple[str, str | None, str | None]) -> tuple[int, int, int, str, str]:
        name, badge, behavior = key
        item = CATALOG.get(name)
        side_rank = 0 if item is not None and item.side == top.value else 1
        # badges in the catalog's order (badge2 before badge10)
        badge_rank = _ORDER.get(badge, len(_ORDER)) if badge else -1
        return side_rank, _ORDER.get(name, len(_ORDER)), badge_rank, badge or "", behavior or ""

    entries = []
    for key in sorted(kinds, key=order):
        name, badge, behavior = key
        units = kinds[key]
        label = catalog_label(name)
        profile = profile_of(units[0])
        if badge:
            # the badge has its own entry among the markers, which says what it is
            label += " with badge"
        usual = BY_TYPE.get(unit_type(name) or "")
        if profile is not None and (profile is not usual or unit_type(name) == "veh"):
            # the rules make it another kind of unit than its name says (French Resistance,
            # Patrol Cars...): say which
            label += f": {profile.label}"
        if behavior:
            label += f" [{_behavior_words(behavior)}]"
        figures = Counter(figures_of(u, profile) if profile else u.nbr_units for u in units)
        common = figures.most_common(1)[0][0]
        summary = unit_summary(profile, sorted(f for f in figures if f is not None),
                               ignores_flag=behavior == IGNORE_FLAG_BEHAVIOR)
        if profile is not None and profile.flies and not air_settings(s).on:
            # what it would do by the Air rules is no rule of this game
            summary = f"Not played: {AIRPLANES_OFF_NOT_PLAYED}."
        entries.append(LegendEntry("unit", name, label, summary, badge=badge, figures=common))
    # a unit type carrying several badges: "with badge" twice or more, word for word, told
    # apart by a picture a few millimetres wide; each line names its badge
    alike = Counter(e.label for e in entries)
    return [replace(e, label=e.label.replace(" with badge", f" with {catalog_label(e.badge)}",
                                             1))
            if e.badge and alike[e.label] > 1 else e for e in entries]


def unit_summary(profile: UnitProfile | None, figures: list[int] | None = None,
                 ignores_flag: bool = False) -> str:
    """One line on how a unit moves, battles and is hit, from its :class:`UnitProfile`.

    >>> from editor.engine.rules import PROFILES
    >>> for sentence in unit_summary(PROFILES["artillery"]).split(". "): print(sentence)
    Moves 1 or battles
    Dice 3, 3, 2, 2, 1, 1 at 1 to 6 hexes; needs no line of sight
    Hit by grenades
    2 figures; may not take ground.
    """
    if profile is None:
        return "No rules known for this unit: see Special Rules."
    parts: list[str] = []
    if profile.move_and_battle == 0:
        parts.append(f"Moves {profile.move} or battles." if profile.battles
                     else f"Moves up to {profile.move} hexes.")
    elif profile.move_and_battle >= profile.move:
        parts.append(f"Moves up to {profile.move} and battles.")
    else:
        parts.append(f"Moves {profile.move_and_battle} and battles, or {profile.move} "
                     f"without battle.")
    if profile.flies:
        parts[-1] = parts[-1][:-1] + ", flying over anything."
    if profile.battles and profile.dice:
        dice = ", ".join(str(d) for d in profile.dice)
        sight = "needs line of sight" if profile.needs_los else "needs no line of sight"
        reach = "1 hex" if profile.range == 1 else f"1 to {profile.range} hexes"
        parts.append(f"Dice {dice} at {reach}; {sight}.")
    elif not profile.battles:
        parts.append("Does not battle with dice (Air Pack actions).")
    if profile.ignores_terrain_battle_restrictions:
        parts.append("May battle after moving into any terrain.")
    hits = [f.value for f in Face if f in profile.hit_by]
    parts.append("Hit by " + " and ".join(h + ("s" if h == "grenade" else "") for h in hits)
                 + ".")
    counts = figures or [profile.figures]
    fig = "/".join(str(n) for n in counts) + (" figure" if counts == [1] else " figures")
    ground = ("take ground and Armor Overrun" if profile.overrun
              else "take ground" if profile.take_ground else "may not take ground")
    extras = [fig, ground]
    if profile.retreat_per_flag > 1:
        extras.append(f"retreats 1 to {profile.retreat_per_flag} hexes per flag")
    if ignores_flag:
        extras.append("may ignore 1 flag")
    parts.append("; ".join(extras) + ".")
    return " ".join(parts)


# --- markers: badges and tags ---------------------------------------------------------------

def _badge_entries(s: Scenario) -> list[LegendEntry]:
    carriers: dict[str, list[Unit]] = {}
    for _, u in s.units():
        if u.badge:
            carriers.setdefault(u.badge, []).append(u)
    entries = []
    for badge in sorted(carriers, key=lambda n: (_ORDER.get(n, len(_ORDER)), n)):
        units = carriers[badge]
        label = catalog_label(badge)
        on = sorted({CATALOG[u.name].label if u.name in CATALOG else u.name for u in units})
        summary = f"Marks {len(units)} unit{'s' if len(units) > 1 else ''}: {', '.join(on)}."
        changed = sorted({p.label for u in units
                          if (p := profile_of(u)) is not None
                          and p != profile_of(Unit(u.name, u.nbr_units, None, u.behavior))})
        item = CATALOG.get(badge)
        if changed:
            summary += f" Plays as {', '.join(changed)} (see Units)."
        elif item is not None and "rules_family_by_unit_prefix" in item.facts:
            # a troop type with rules of its own (Big Guns, Snipers...) that none plays here
            summary += " What it allows is told in the Special Rules. " + UNPLAYED
        else:
            summary += " What it allows is told in the Special Rules."
        entries.append(LegendEntry("marker", badge, label, summary))
    return entries


def _tag_entries(s: Scenario, game: Played) -> list[LegendEntry]:
    uses: dict[tuple[str, str | None], list[Tag]] = {}
    for _, t in s.tags():
        uses.setdefault((t.name, t.behavior), []).append(t)
    entries = []
    for key in sorted(uses, key=lambda k: (_ORDER.get(k[0], len(_ORDER)), k[0], k[1] or "")):
        name, behavior = key
        tags = uses[key]
        label = catalog_label(name)
        if tags[0].is_medal:
            summary = _medal_summary(name, tags, game)
        elif behavior == "EXIT_MARKER":
            summary = _exit_summary(tags)
        elif behavior in ("MINE_FIELD", "DECOY_MEDAL_MINE_FIELD"):
            layers = sorted({_SIDE_NAMES[t.side] for t in tags if t.side is not None})
            summary = (f"Minefield on {len(tags)} hex{'es' if len(tags) > 1 else ''}"
                       + (f", laid by {' and '.join(layers)}" if layers else "")
                       + ". " + UNPLAYED)
        else:
            summary = (f"On {len(tags)} hex{'es' if len(tags) > 1 else ''}"
                       + (f" ({_behavior_words(behavior)})" if behavior else "")
                       + ": what it does is told in the Special Rules. " + UNPLAYED)
        entries.append(LegendEntry("marker", name, label, summary))
    return entries


#: What Ready-to-Take-off markers do, as the game plays them (docs/GAME.md, the Air rules).
READY_WORDS = ("each launches one more airplane from its airfield or carrier, one at a time, "
               "ordered like an airplane on the ground (with its Air check); a grenade "
               "against the hex takes them all, for one medal.")
#: Their label: no piece of the catalog marks them (the file's ``ready_to_take_off``).
READY_LABEL = "Ready-to-Take-off markers"


def _ready_entries(s: Scenario, game: Played) -> list[LegendEntry]:
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
            parts.append(f"Of {_SIDE_NAMES[side]} on {', '.join(played_at)}: {READY_WORDS}")
        parts += [f"Markers on {s.board.hex_name(c)} {say('en', 'unready_' + game.unready[c])}."
                  for c in coords if c in game.unready]
        count = max((ready_markers(s.hexes[c]) or (side, 1))[1] for c in coords)
        entries.append(LegendEntry("marker", READY, READY_LABEL, " ".join(parts),
                                   art="ready", figures=count, side=side))
    return entries


def _exit_summary(tags: list[Tag]) -> str:
    """Exit markers as the game plays them: a unit of the marker's side leaves the board
    through them and earns a medal; a marker that names no side is not played."""
    sides = sorted({_SIDE_NAMES[t.side] for t in tags if t.side is not None})
    sideless = sum(1 for t in tags if t.side is None)
    if not sides:
        return "Exit line that names no side that exits through it: not played."
    text = (f"Exit line for {' and '.join(sides)}: a unit of that side on one of its hexes, "
            "with a hex of movement left, may move off the board; it is removed and earns "
            "a medal.")
    if sideless:
        text += f" {sideless} that name{'s' if sideless == 1 else ''} no side: not played."
    return text


def _medal_summary(name: str, tags: list[Tag], game: Played) -> str:
    item = CATALOG.get(name)
    scores = item.facts.get("scores_for") if item is not None else None
    sides = {t.medal.side for t in tags if t.medal is not None and t.medal.side is not None}
    sides |= {t.side for t in tags if t.side is not None}
    if len(sides) == 1:
        (side,) = sides
        who = _SIDE_NAMES[side]
    elif scores in ("AXIS", "ALLIES"):
        who = _SIDE_NAMES[Side(scores)]
    else:
        who = "whichever side holds it"
    kinds: list[str] = []
    medals = [t.medal for t in tags if t.medal is not None]
    permanent = sum(1 for m in medals if m.permanent)
    if permanent == len(tags):
        kinds.append("permanent")
    elif permanent:
        kinds.append(f"{permanent} permanent, {len(tags) - permanent} temporary")
    else:
        kinds.append("temporary")
    kinds += _group_kinds(tags, game)
    if any(m.turn_start for m in medals):
        kinds.append("held at the start of the turn")
    worth = sorted({m.counts_for for m in medals if m.counts_for and m.counts_for > 1})
    if worth:
        kinds.append("worth " + "/".join(str(w) for w in worth) + " medals")
    n = len(tags)
    return (f"Medal objective for {who} on {n} hex{'es' if n > 1 else ''}: "
            f"{', '.join(kinds)}.")


def _group_kinds(tags: list[Tag], game: Played) -> list[str]:
    """How the medals of a group are held, as the engine plays them: over the hexes of the
    group that are on the board; a group objective left with none of them plays as holding
    its own hex (what ``m44 validate``'s ``majority-group`` says)."""
    kinds: list[str] = []
    for t in tags:
        m = t.medal
        if m is None or not (m.majority or m.any_hex or m.nbr_hex):
            continue
        hexes = game.hexes(t.group or ())
        if not hexes:
            kind = (f"a {'majority' if m.majority else 'group'} objective with no hex of the "
                    "board in its group: played as holding its hex")
        elif m.majority:
            kind = f"held with an absolute majority of its group's {len(hexes)} hexes"
        elif m.any_hex:
            kind = f"held with any hex of its group of {len(hexes)}"
        else:
            kind = f"held with {min(m.nbr_hex or 1, len(hexes))} of its group's {len(hexes)} hexes"
        if kind not in kinds:
            kinds.append(kind)
    return kinds
