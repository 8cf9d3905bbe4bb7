"""The Air rules (004): the switch's settings, and the airplanes on the map."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from editor.engine.air_rules import (AIRFIELDS, AIRPLANE_LEFT_OFF, AIRPLANE_MODEL, CARRIER,
                                     CARRIERS, MODELS, OPTION,
                                     READY, READY_PROBLEMS, SORTIE_CARDS, air_settings,
                                     airplane_model, landing_ground, own_model, ready_problem)
from editor.engine.findings import Finding

from .registry import Check, Context, check


@check("air-rules", "error", "the Air rules' settings cannot be read: an Air Sortie count "
       "that is not 0 to 2, more than the pack's 2 cards, an unknown airplane model or side",
       "set them again in Scenario properties > Packs & options > Air rules",
       rule="\"These two new Air Sortie Command cards can be found in the deck of Summary "
            "cards\"; the models of \"Airplane Selection\" (004: 8 types, the Yak-1, Yak-7 "
            "and Yak-9 one of them: 10 models); the engine plays an unreadable value as its "
            "standard one")
def air_rules(ctx: Context, me: Check) -> Iterator[Finding]:
    raw = ctx.game_info.options.get(OPTION)
    path = f"$.game_info.options.{OPTION}"
    if raw is None or isinstance(raw, bool):
        return
    if not isinstance(raw, Mapping):
        yield me.finding(f"{OPTION} must be true, false or an object", (), path)
        return
    sides = {ctx.game_info.side_player1.value, ctx.game_info.side_player2.value}
    for key in raw:
        if key not in ("sorties", "models"):
            yield me.finding(f"{OPTION} has an unknown key {key!r} (sorties, models)", (),
                             f"{path}.{key}")
    so = raw.get("sorties", {})
    if isinstance(so, Mapping):
        total = 0
        for k, v in so.items():
            if k not in sides and k != "deck":
                yield me.finding(f"Air Sortie cards for {k!r}: not a side of the scenario "
                                 f"nor 'deck'", (), f"{path}.sorties.{k}")
            elif not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= SORTIE_CARDS:
                yield me.finding(f"Air Sortie cards for {k}: {v!r} is not 0, 1 or 2", (),
                                 f"{path}.sorties.{k}")
            else:
                total += v
        standard = sum(1 for s in sides if s not in so)
        if total + standard > SORTIE_CARDS:
            yield me.finding(f"{total + standard} Air Sortie cards given out: the Air Pack has "
                             f"{SORTIE_CARDS}", (), f"{path}.sorties")
    else:
        yield me.finding("sorties must be an object of counts", (), f"{path}.sorties")
    mo = raw.get("models", {})
    if isinstance(mo, Mapping):
        for k, v in mo.items():
            if k not in sides:
                yield me.finding(f"an airplane model for {k!r}: not a side of the scenario", (),
                                 f"{path}.models.{k}")
            elif not isinstance(v, str) or v.lower() not in MODELS:
                yield me.finding(f"{v!r} is not an airplane model of the Air Pack "
                                 f"({', '.join(MODELS)})", (), f"{path}.models.{k}")
    else:
        yield me.finding("models must be an object of model names", (), f"{path}.models")


@check("ready-markers", "warning", "Ready-to-Take-off markers that cannot be read, off an "
       "airfield or aircraft carrier, beside an airplane of the other side, or with the Air "
       "rules not in effect: the game does not play them",
       "put them on an airfield or carrier of their side, with a side and a count of 1 to 3, "
       "and switch the Air rules on",
       rule="\"Additional, Ready-to-Take-off markers of matching nationality, may also need "
            "to be pre-positioned on an Airfield or Aircraft carrier\"; \"2 British, Japanese "
            "and Russian, and 3 German and US Ready to Take-Off markers\" (004)")
def ready_markers_check(ctx: Context, me: Check) -> Iterator[Finding]:
    on = air_settings(ctx.scenario).on
    for c, h in ctx.hexes():
        problem = ready_problem(h, on)
        if problem is not None:
            yield me.finding(f"Ready-to-Take-off markers {READY_PROBLEMS[problem]}", (c,),
                             ctx.path(c, f".{READY}"))


@check("airplane-placement", "warning", "an airplane on the map while the Air rules are not "
       "in effect (not played: the game leaves it off the board), off an airfield or "
       "aircraft carrier (it starts airborne), on the enemy's airfield, or on a carrier its "
       "model cannot use",
       "switch the Air rules on, or put the airplane on a friendly airfield or a carrier",
       rule="\"With the introduction of the Air rules and the appearance of new Airplane "
            "units of various nations onto the battlefield proper\"; \"some Airplanes may be "
            "pre-positioned and deployed on Airfields or Aircraft Carriers at the start of a "
            "game\"; \"Airplane may take-off/land on Aircraft "
            "Carrier (Corsair, Zero) or Airfield (all Airplanes)\" (004)")
def airplane_placement(ctx: Context, me: Check) -> Iterator[Finding]:
    a = air_settings(ctx.scenario)
    gi = ctx.game_info
    for c, u in ctx.units:
        if u.type != "pln":
            continue
        h = ctx.scenario.hex(c)
        where = ctx.path(c, ".unit")
        if not a.on:
            yield me.finding(f"{AIRPLANE_LEFT_OFF} (Scenario properties > Packs & options > "
                             "Air rules)", (c,), where)
            continue
        field = h.terrain if h.terrain is not None and h.terrain.name in AIRFIELDS else None
        ship = h.rect_terrain if h.rect_terrain is not None and \
            h.rect_terrain.name in CARRIERS else None
        player = gi.player_of(u.side) if u.side is not None else None
        if not landing_ground(h):
            yield me.finding("an airplane off an airfield or aircraft carrier: it starts "
                             "airborne and must be ordered on its first turn", (c,), where)
            continue
        piece = field or ship
        if piece is not None and piece.original_owner is not None and \
                piece.original_owner != u.side:
            yield me.finding("an airplane on the enemy's airfield: the game sets it up on "
                             "the ground there, but an airplane lands only on a friendly "
                             "airfield", (c,), where)
        m = MODELS[airplane_model(ctx.scenario, c, a)]
        if ship is not None and field is None and player is not None and \
                CARRIER not in m.actions:
            yield me.finding(f"an airplane on an aircraft carrier while it flies the "
                             f"{m.title} (Corsair and Zero only)", (c,), where)


@check("airplane-model", "error", "an airplane's own model (the unit's airplane_model) that "
       "is not one of the Air Pack's 10 (its 8 types, the Yak-1, Yak-7 and Yak-9 told "
       "apart), or on a unit that is not an airplane: the engine flies the side's model",
       "choose the model in the Hex panel (Unit: Model), or leave the side's",
       rule="\"The Air Pack introduces 8 different types of aircrafts\" (004, \"Airplane "
            "Selection\"); one airplane's model is this editor's key (docs/FORMAT.md)")
def airplane_model_check(ctx: Context, me: Check) -> Iterator[Finding]:
    for c, u in ctx.units:
        if AIRPLANE_MODEL not in u.extra:
            continue
        where = ctx.path(c, f".unit.{AIRPLANE_MODEL}")
        raw = u.extra[AIRPLANE_MODEL]
        if u.type != "pln":
            yield me.finding(f"an airplane model on {u.name}, which is not an airplane",
                             (c,), where)
        elif own_model(u) is None:
            yield me.finding(f"{raw!r} is not an airplane model of the Air Pack "
                             f"({', '.join(MODELS)}): the airplane flies its side's", (c,),
                             where)
