"""Objectives: medal markers, groups, exit markers, sudden death, reachable victory."""

from __future__ import annotations

from collections.abc import Iterator

from editor.engine.board import Coord, HexNameError, Side, not_hexes
from editor.engine.findings import Finding
from editor.engine.rules.terrain import rules_for
from editor.engine.scenario import Json, Tag
from editor.engine.words import counted

from .registry import Check, Context, check

#: The side whose colour each medal marker shows (m44-format.md: medal1, medal4, medal6 are
#: Allied objectives; medal2, medal5, medal7 Axis; medal0 either side).
MEDAL_COLOURS: dict[str, Side | None] = {
    "medal0": None, "medal1": Side.ALLIES, "medal4": Side.ALLIES, "medal6": Side.ALLIES,
    "medal2": Side.AXIS, "medal5": Side.AXIS, "medal7": Side.AXIS,
}

#: Options that add medals beyond units, objectives and exits (so a count above those may
#: still be reachable): the check then only informs.
_MEDAL_OPTIONS = ("empty_section_medals", "infantry_exit_counts_2", "airdrop", "airdrop2",
                  "armor_breakthrough_rules", "supply_train_rules", "blowbridge_opt2")


def medal_side(t: Tag) -> Side | None:
    """The side a medal objective scores for: its ``side``, its medal's, or its colour's
    (``None``: either side)."""
    if t.side is not None:
        return t.side
    if t.medal is not None and t.medal.side is not None:
        return t.medal.side
    return MEDAL_COLOURS.get(t.name)


def _group_coords(ctx: Context, names: tuple[str, ...]) -> tuple[list[Coord], list[str]]:
    found, bad = [], []
    for n in names:
        try:
            found.append(ctx.board.parse_hex(n))
        except HexNameError:
            bad.append(n)
    return found, bad


@check("medal-colour", "warning", "a medal marker shows one side's colour but scores for the "
       "other", "use the marker of the side that scores it (medal1/4/6 Allies, "
       "medal2/5/7 Axis, medal0 either)")
def medal_colour(ctx: Context, me: Check) -> Iterator[Finding]:
    for c, h in ctx.hexes():
        for i, t in enumerate(h.tags):
            colour = MEDAL_COLOURS.get(t.name)
            sides = {s for s in (t.side, t.medal.side if t.medal else None) if s is not None}
            if len(sides) > 1:
                yield me.finding(f"{t.name} says both AXIS and ALLIES", (c,),
                                 ctx.path(c, f".tags[{i}]"))
            elif colour is not None and sides and colour not in sides:
                (side,) = sides
                yield me.finding(f"{t.name}, an {colour.adjective} marker, scores for the "
                                 f"{side.label}", (c,), ctx.path(c, f".tags[{i}]"))


@check("majority-group", "warning", "a majority objective whose group has fewer than two "
       "hexes", "list at least two hexes in the objective's group, or make it a plain objective",
       rule="\"The Victory Medal for this group of objective hexes goes to the side that has "
            "units in an absolute majority of these hexes\" (004): over one hex that is "
            "simply holding it, a plain objective, which official scenarios write so")
def majority_group(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns: a majority of one hex plays as a plain temporary objective."""
    for c, h in ctx.hexes():
        for i, t in enumerate(h.tags):
            if t.medal is not None and t.medal.majority:
                count = len(set(t.group or ()))
                if count < 2:
                    yield me.finding(f"{t.name} is a majority objective over "
                                     f"{counted(count, 'hex', 'hexes')}: it plays as holding "
                                     "the hex", (c,),
                                     ctx.path(c, f".tags[{i}].group"))


#: A way of holding a group objective (``Medal.way``) in the words of the Hex panel's fields.
_WAY_WORDS = {"any": "any hex", "count": "hexes needed", "majority": "a majority"}


@check("objective-ways", "warning", "a group objective that sets ways of holding it that "
       "need different numbers of its hexes", "keep one of majority, any hex and hexes "
       "needed on the objective",
       rule="a group objective is held by an absolute majority of its hexes (004), by any one "
            "of them or by a number of them (m44-format.md); a file that sets several is "
            "played by any hex first, then the number needed, then the majority, which the "
            "author may not have meant when they disagree")
def objective_ways(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns: only one way is played, and the others would need another number of hexes
    (ways that agree, such as a majority of 3 and 2 hexes needed, say nothing)."""
    for c, h in ctx.hexes():
        for i, t in enumerate(h.tags):
            m = t.medal
            if m is None or len(m.ways) < 2:
                continue
            coords, _ = _group_coords(ctx, t.group or ())
            n = len({e for e in coords if ctx.board.contains(e)})
            if n == 0:
                continue  # held on its own hex, whatever the ways (majority-group says more)
            needs = {way: m.needed(n, way) for way in m.ways}
            if len(set(needs.values())) > 1:
                said = ", ".join(f"{_WAY_WORDS[way]} ({k} of {n})" for way, k in needs.items())
                yield me.finding(f"{t.name} sets {said}: it plays as {_WAY_WORDS[m.ways[0]]}",
                                 (c,), ctx.path(c, f".tags[{i}].medal"))


@check("group-hex-unknown", "warning", "a marker's group names a hex that is not on the board",
       "fix the hex name (column letter, row number from the bottom)",
       rule="the marker is set up and plays over the hexes of its group that exist; a name "
            "that is no hex of the board is probably a slip")
def group_hex_unknown(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns: the group plays over the hexes it names that exist."""
    for c, h in ctx.hexes():
        for i, t in enumerate(h.tags):
            _, bad = _group_coords(ctx, t.group or ())
            if bad:
                yield me.finding(f"{t.name}'s group names {not_hexes(ctx.board, bad)}: not "
                                 "hexes of this board (it plays over the others)", (c,),
                                 ctx.path(c, f".tags[{i}].group"))


@check("exit-edge", "warning", "an exit marker not on a board edge, or on the baseline of the "
       "side that exits through it", "put exit markers on the enemy's baseline (or a flank "
       "edge) and set the side that exits",
       rule="\"the Exit markers designate specific edge hexes through which a unit exiting the "
            "board might be saved and collect a Victory medal\" (004): the rules name no "
            "edge in particular, and official withdrawal scenarios exit through a side's own "
            "baseline; \"Edge hexes are all the full (not half) hexes that border the entire "
            "game board's four sides\" (004), so the hexes beside the half hexes of the side "
            "edges (a2, l2) are none; an exit hex off the edge cannot be exited through, but "
            "the scenario still plays")
def exit_edge(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns: exits on one's own baseline are withdrawals; exits inland are slips."""
    for c, h in ctx.hexes():
        for i, t in enumerate(h.tags):
            if not t.is_exit_marker:
                continue
            path = ctx.path(c, f".tags[{i}]")
            if t.side is None:
                yield me.finding(f"exit marker {t.name} says no side that exits", (c,), path,
                                 severity="warning")
            coords, _ = _group_coords(ctx, t.group or ())
            side = t.side
            own_row = ctx.player_row(side) if side else None
            for e in dict.fromkeys([c, *coords]):
                if not ctx.board.contains(e):
                    continue
                if not ctx.board.is_full_edge(e):
                    beside = (" (it borders a half hex, not the side: edge hexes are full "
                              "hexes)" if ctx.board.is_edge(e) else "")
                    yield me.finding(f"exit hex {ctx.name(e)} is not on a board edge{beside}",
                                     (e,), path)
                elif (side is not None and e.row == own_row
                      and 1 < e.col < ctx.board.max_col - 1):
                    whose = "the Allies'" if side is Side.ALLIES else "the Axis's"
                    yield me.finding(f"exit hex {ctx.name(e)} is on {whose} own "
                                     "baseline: a withdrawal, or meant for the enemy's", (e,),
                                     path)


def _sudden_deaths(ctx: Context) -> Iterator[tuple[str, dict[str, Json], tuple[str, ...]]]:
    """Each sudden death of the victory conditions: its JSON path, its parameters and the
    hex names of its group."""
    for i, vc in enumerate(ctx.game_info.conditions):
        if vc.kind == "group_sudden_death" and isinstance(vc.params, dict):
            yield (f"$.game_info.victory.condition[{i}].group_sudden_death", vc.params,
                   tuple(str(n) for n in vc.params.get("group") or ()))


@check("sudden-death-unknown", "warning", "a sudden-death victory names hexes not on the board",
       "fix the hex names of the sudden-death group",
       rule="\"As soon as the designated side fulfills the Sudden Death conditions set forth, "
            "it immediately ends and wins the game\" (004): a condition over hexes that do "
            "not exist can never be fulfilled, and the game is played to the medals; one "
            "that also names hexes of the board plays over those")
def sudden_death_unknown(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns: a group of no hex of the board is never fulfilled, and the game is still
    played to the medals; the other hexes of a group that names some are played."""
    for path, _, names in _sudden_deaths(ctx):
        found, bad = _group_coords(ctx, names)
        path += ".group"
        if bad:
            # the game leaves the bad names out (Setup._group): over the others it plays
            played = ("it plays over the others" if found
                      else "the game is still played to the medals")
            yield me.finding(f"sudden-death group names {not_hexes(ctx.board, bad)}: not "
                             f"hexes of this board ({played})", (), path)
        elif not names:
            yield me.finding("sudden-death group names no hex: it can never be fulfilled",
                             (), path)


@check("sudden-death-unreachable", "warning", "a sudden-death victory needs more hexes than "
       "its group names (holding 9 of the hexes K17, L17)",
       "lower the number of hexes to hold, or add hexes to the group",
       rule="a condition that needs more hexes than it lists can never be fulfilled, and the "
            "game is played to the medals (the battle simulation plays it as holding them "
            "all)")
def sudden_death_unreachable(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns, like ``sudden-death-unknown``; a group naming no hex of the board is that
    check's."""
    for path, params, names in _sudden_deaths(ctx):
        number = params.get("number")
        hexes = sorted(set(_group_coords(ctx, names)[0]))
        if isinstance(number, int) and hexes and number > len(hexes):
            yield me.finding(f"sudden death needs {number} hexes held but its group names "
                             f"{len(hexes)} ({', '.join(ctx.name(c) for c in hexes)}): it can "
                             "never be fulfilled", (), path + ".number")


@check("victory-unreachable", "warning", "a side needs more medals than units, objectives and "
       "exits give", "lower the medals to win, or add objectives",
       rule="special rules and options may give medals the board does not show (a medal per "
            "turn, per section, for a blown bridge...), as official scenarios do, so a count "
            "above what the board gives warns, naming the shortfall; exits count only "
            "through an edge hex, the only way off the board (004)")
def victory_unreachable(ctx: Context, me: Check) -> Iterator[Finding]:
    """Warns, naming the shortfall; informs when an option is known to add medals. Exits
    count only where one of the side's exit hexes is on the board's edge (a full edge hex,
    004), as the game lets a unit off only there."""
    g = ctx.game_info
    bonus = [k for k in _MEDAL_OPTIONS if k in g.options]
    for n in (1, 2):
        side: Side = getattr(g, f"side_player{n}")
        needed = getattr(g, f"victory_player{n}")
        if needed is None:
            continue
        # (with the Air rules not in effect the game leaves airplanes off the board)
        units = sum(2 if u.behavior == "GERMAN_2VICTANK" else 1
                    for _, u in ctx.played_units_of(side.other))
        objectives = 0
        exits = False
        for c, t in ctx.scenario.tags():
            if t.is_exit_marker and t.side is side:
                # Only an exit the game plays counts: an edge hex, the marker's or its
                # group's (the check exit-edge warns of the others, no way off the board).
                exits = exits or ctx.board.contains(c) and any(
                    ctx.board.is_full_edge(e) for e in (c, *_group_coords(ctx, t.group or ())[0]))
            elif t.name in MEDAL_COLOURS and medal_side(t) in (side, None):
                objectives += t.medal.counts_for if t.medal and t.medal.counts_for else 1
        own_units = len(ctx.played_units_of(side)) if exits else 0
        available = units + objectives + own_units
        if needed > available:
            text = (f"the {side.adjective} player needs {needed} medals but the board gives at "
                    f"most {available} ({units} from enemy units, {objectives} from objectives"
                    + (f", {own_units} from exits" if exits else "") + f"): {needed - available}"
                    " short, unless the special rules give medals")
            if bonus:
                yield me.finding(text + f"; {', '.join(bonus)} may add more", (),
                                 f"$.game_info.victory_player{n}", severity="info")
            else:
                yield me.finding(text, (), f"$.game_info.victory_player{n}")


@check("bunker-claim", "warning", "a unit stands on a bunker its side may not claim",
       "set the bunker's owner to the unit's side, or move the unit")
def bunker_claim(ctx: Context, me: Check) -> Iterator[Finding]:
    for c, h in ctx.hexes():
        p, u = h.rect_terrain, h.unit
        if p is None or u is None or p.original_owner is None or u.side is None:
            continue
        # Only a claimed bunker serves its owner alone: a field bunker protects any
        # occupant, whatever side it was set down for (the engine's reading).
        if rules_for(p.name, p.behavior).claimed and u.side is not p.original_owner:
            yield me.finding(f"{u.name} ({u.side.label}) on an "
                             f"{p.original_owner.adjective} bunker: it gets no "
                             "protection there",
                             (c,), ctx.path(c, ".rect_terrain.original_owner"))
