"""The Air rules' settings of a scenario (Air Pack, ``004``): whether they are in effect, the
Air Sortie cards' allocation, the airplane model of each side, and the airplane selection
guidelines by nation and date. Data and reading only: the game plays them in
``editor/engine/game/expansions/air.py``; the editor, the legality checks and the briefing
read them here.

In the file, the switch is ``game_info.options.air_rules`` (the official files carry the Air
rules in their Special rules text only; m44-format.md lists ``options`` as "rule switches"):

- ``false``: the Air rules are not in effect;
- absent: in effect when the scenario places an airplane or Ready-to-Take-off markers
  (:func:`air_pieces`; airplanes on the map only act by the Air rules: "The Scenarios
  that follow ... showcase the new Air rules"), not in effect otherwise ("when players
  agree that Air rules are in effect");
- ``true``: in effect with the Air Pack's standard start ("each player receives one new Air
  Sortie card in his hand at the start of the game") and the models of the guidelines;
- an object: ``{"sorties": {"AXIS": 1, "ALLIES": 1, "deck": 0}, "models": {"AXIS": "me109",
  "ALLIES": "p40"}}`` — the Air Sortie cards each side receives face up and those shuffled
  into the deck ("One side might receive both Air Sortie cards ...; the Air Sortie cards
  might be shuffled into the deck instead of handed out at game's start"), and the airplane
  each side flies ("or as dictated by the Scenario"); a missing key keeps its standard value.

One airplane may fly a model of its own: the unit's ``airplane_model`` key (this editor's;
official files have none), ``{"name": "plnger", "airplane_model": "storch"}``
(:func:`airplane_model`); the others fly their side's.

``game_info.options.air_strikes_rules`` (a side, seen in official files) makes that side's
Recon 1 cards Air Sortie equivalents while the Air rules are in effect ("such as a Recon 1
card when Air Strikes & Blitz rules are in effect").

>>> from editor.engine.scenario import Scenario, GameInfo
>>> s = Scenario(game_info=GameInfo(options={"air_rules": True}, country_player2="GB"))
>>> a = air_settings(s)
>>> a.on, a.sorties, a.deck, a.models
(True, (1, 1), 0, ('storch', 'spitfire'))
>>> air_settings(Scenario()).on
False
>>> from dataclasses import replace
>>> from editor.engine.board import Coord
>>> from editor.engine.scenario import Unit
>>> plane = Scenario()
>>> plane.hexes[Coord(0, 0)] = Hex(unit=Unit("plnus"))
>>> air_settings(plane).on, air_settings(replace(plane, game_info=GameInfo(
...     options={"air_rules": False}))).on
(True, False)
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from editor.engine.board import Coord, Side
from editor.engine.scenario import Hex, Json, Scenario, Unit
from editor.engine.words import printable

#: The key of the switch in ``game_info.options``.
OPTION = "air_rules"
#: Where an airplane stands on the ground: airfields (all models) and aircraft carriers
#: (Corsair and Zero).
AIRFIELDS = frozenset({"airfield", "airfieldX", "pairfield", "pairfieldX", "cairfield",
                       "wairfield", "dairfieldX", "dairfield"})
CARRIERS = frozenset({"pcarrier"})
#: What of the Air rules the engine does not play, in words for a designer (the playtest
#: dialog and the simulator say it): our sources give no Air check values for the rest.
AIR_CHECKS_NOT_PLAYED = ("the summary cards' Air check values of terrain other than "
                         "countryside, airfields and carriers (no die is rolled for it)")
#: What of a scenario with the Air rules off the engine does not play, in words (the
#: simulator's notes and the briefing say it; the check ``airplane-placement`` per airplane).
AIRPLANES_OFF_NOT_PLAYED = ("the scenario's airplanes, with the Air rules switched off: the "
                            "game leaves them off the board")
#: An airplane on the map while the Air rules are not in effect (:func:`left_off_board`), in
#: words: the check ``airplane-placement`` and a rules query about it (``m44 rules``, the
#: Unit inspector) say it.
AIRPLANE_LEFT_OFF = ("an airplane while the Air rules are not in effect: it is not played, "
                     "the game leaves it off the board")
#: The hexagon key of Ready-to-Take-off markers: ``{"side": "ALLIES", "count": 2}`` (no piece
#: of the official catalog marks them).
READY = "ready_to_take_off"
#: The Air Pack's markers: "2 British, Japanese and Russian, and 3 German and US".
READY_MAX = 3
#: Why the game does not play Ready-to-Take-off markers, by key of :func:`ready_problem`
#: (the check ``ready-markers`` says "Ready-to-Take-off markers " and these words).
READY_PROBLEMS: dict[str, str] = {
    "unreadable": f"that cannot be read: a side (AXIS or ALLIES) and a count of 1 to "
                  f"{READY_MAX}",
    "air_off": "while the Air rules are not in effect: no airplane takes off from them",
    "off_field": "off an airfield or aircraft carrier: the game does not play them",
    "under": "under a unit that is not an airplane of their side: the game does not play them",
}
#: The unit key of one airplane's own model (a key of :data:`MODELS`; this editor's: the
#: official files name no model per airplane). Absent, the airplane flies its side's.
AIRPLANE_MODEL = "airplane_model"


def ready_markers(h: Hex) -> tuple[Side, int] | None:
    """The Ready-to-Take-off markers on a hex: their side and count (``None``: none, or
    unreadable; the check ``air-rules`` reports those)."""
    raw = h.extra.get(READY)
    if not isinstance(raw, Mapping):
        return None
    side, count = raw.get("side"), raw.get("count", 1)
    if side not in (Side.AXIS.value, Side.ALLIES.value) or not isinstance(count, int) or \
            isinstance(count, bool) or not 1 <= count <= READY_MAX:
        return None
    return Side(side), count


def ready_problem(h: Hex, on: bool) -> str | None:
    """Why the game does not play the Ready-to-Take-off markers on ``h`` (a key of
    :data:`READY_PROBLEMS`), the Air rules being in effect or not (``on``); ``None`` when
    it has no reason not to (or there are none).

    >>> ready_problem(Hex(extra={READY: {"side": "AXIS", "count": 2}}), True)
    'off_field'
    """
    if READY not in h.extra:
        return None
    m = ready_markers(h)
    if m is None:
        return "unreadable"
    side, _ = m
    if not on:
        return "air_off"
    if not landing_ground(h):
        return "off_field"
    if h.unit is not None and (h.unit.type != "pln" or h.unit.side != side):
        return "under"
    return None


#: The Air Pack holds two Air Sortie cards ("These two new Air Sortie Command cards").
SORTIE_CARDS = 2

# Air Battle Special Actions (004, "Air Battle Special Actions").
STRAFING = "strafing"
GROUND_SUPPORT = "ground-support"
KAMIKAZE = "kamikaze"
INTERDICTION = "ground-interdiction"
RECON = "recon"
RESCUE = "rescue"
CARRIER = "carrier"
#: The Special Actions as 004's headings name them.
ACTION_NAMES: dict[str, str] = {
    STRAFING: "Strafing", GROUND_SUPPORT: "Ground Support", KAMIKAZE: "Kamikaze Attack",
    INTERDICTION: "Ground Interdiction", RECON: "Recon", RESCUE: "Rescue",
    CARRIER: "Take-off/Land on Aircraft Carrier"}


@dataclass(frozen=True)
class Model:
    """One of the Air Pack's 10 airplane models (its 8 types, the Yak-1, Yak-7 and Yak-9 told
    apart: each keeps its own Special Actions)."""

    key: str
    title: str
    #: The Special Actions it may do (the headings of 004 name the models).
    actions: frozenset[str]


def _m(key: str, title: str, *actions: str) -> Model:
    return Model(key, title, frozenset(actions))


#: The models, by key. "Strafing (All airplanes except Storch)", "Ground Support (Corsair,
#: P38, Yak-1, Yak-9)", "Kamikaze Attack (Zero)", "Ground Interdiction (Me 109, P40,
#: Spitfire, Yak-7)", "Recon (Storch)", "Rescue (Storch)", "Take-off/Land on Aircraft Carrier
#: (Corsair, Zero) or Airfield (all Airplanes)". Yak-1 and Yak-7 "use same model as Yak-9"
#: (the figure) but keep their own actions.
MODELS: dict[str, Model] = {m.key: m for m in (
    _m("p40", "Curtiss P-40 Warhawk", STRAFING, INTERDICTION),
    _m("p38", "Lockheed P-38 Lightning", STRAFING, GROUND_SUPPORT),
    _m("corsair", "Vought F4U Corsair", STRAFING, GROUND_SUPPORT, CARRIER),
    _m("spitfire", "Supermarine Spitfire", STRAFING, INTERDICTION),
    _m("storch", "Fieseler Fi 156 Storch", RECON, RESCUE),
    _m("me109", "Messerschmitt Bf 109", STRAFING, INTERDICTION),
    _m("zero", "Mitsubishi A6M Zero", STRAFING, KAMIKAZE, CARRIER),
    _m("yak1", "Yakovlev Yak-1", STRAFING, GROUND_SUPPORT),
    _m("yak7", "Yakovlev Yak-7", STRAFING, INTERDICTION),
    _m("yak9", "Yakovlev Yak-9", STRAFING, GROUND_SUPPORT),
)}


@dataclass(frozen=True)
class Guideline:
    """One line of 004's "Airplane Selection" guidelines."""

    nation: str
    model: str
    #: ISO month from which it may be chosen (``None``: the entire war).
    since: str | None
    #: The front it is limited to (``None``: all theaters).
    front: str | None
    text: str
    #: ISO month from which it flies from carriers, when later than ``since``.
    carrier_since: str | None = None


#: 004, "Airplane Selection", in the text's order ("the following guidelines must be used to
#: select a proper aircraft type"). Nations: the unit suffixes (brit: British Forces and
#: Allied nations not on the list; ger: German Forces and Axis nations not on the list).
GUIDELINES: tuple[Guideline, ...] = (
    Guideline("brit", "spitfire", None, None, "Spitfire: entire war, all theaters"),
    Guideline("brit", "p40", "1941-08", "MEDITERRANEAN",
              "P40: August 1941 onward, Mediterranean Theater"),
    Guideline("brit", "corsair", "1943-06", "PACIFIC",
              "Corsair: Carrier-based from June 1943, Pacific Theater"),
    Guideline("ger", "storch", None, None, "Storch: entire war, all theaters"),
    Guideline("ger", "me109", None, None, "Me109: entire war, all theaters"),
    Guideline("jp", "zero", None, None, "Zero: entire war"),
    Guideline("ru", "yak1", None, None, "Yak-1 (use same model as Yak-9): entire war"),
    Guideline("ru", "yak7", None, None, "Yak-7 (use same model as Yak-9): entire war"),
    Guideline("ru", "yak9", "1942-10", None, "Yak-9: from October 1942 onward"),
    Guideline("ru", "p40", "1942-01", None, "P40: from January 1942 onward"),
    Guideline("us", "p38", None, None, "P38: entire war, all theaters"),
    Guideline("us", "p40", None, None, "P40: entire war, all theaters"),
    Guideline("us", "corsair", "1943-01", "PACIFIC",
              "Corsair: ground-based Marine squadrons from January 1943; based on carriers "
              "from September 1943, Pacific Theater", carrier_since="1943-09"),
)

#: ``country_player`` codes (m44-format.md) to the guidelines' nations.
_COUNTRY = {"US": "us", "GB": "brit", "CA": "brit", "FR": "brit", "NL": "brit", "PL": "brit",
            "RU": "ru", "JP": "jp", "DE": "ger", "IT": "ger", "FI": "ger", "RO": "ger",
            "SK": "ger"}
_SIDE_DEFAULT = {Side.ALLIES: "us", Side.AXIS: "ger"}


def nation_of(s: Scenario, side: Side) -> str:
    """The guidelines' nation of ``side``: from the scenario's country for that player, else
    the nation most of the side's units belong to, else US for the Allies, Germany for the
    Axis."""
    gi = s.game_info
    country = gi.country_player1 if gi.side_player1 == side else (
        gi.country_player2 if gi.side_player2 == side else None)
    if country and country.upper() in _COUNTRY:
        return _COUNTRY[country.upper()]
    counts: dict[str, int] = {}
    for u in (h.unit for h in s.hexes.values() if h.unit is not None):
        if u.side == side and u.nation in ("us", "brit", "ru", "ger", "jp"):
            counts[u.nation] = counts.get(u.nation, 0) + 1
    if counts:
        return max(sorted(counts), key=lambda k: counts[k])
    return _SIDE_DEFAULT[side]


def guideline_models(nation: str, date: str | None, front: str | None,
                     carrier: bool = False) -> list[Guideline]:
    """The guidelines' lines a scenario of ``nation``, ``date`` (ISO, or ``None``: unknown)
    and ``front`` may use, in the text's order; with ``carrier``, only the models that fly
    from aircraft carriers, from the month they do. A line with a start date fits when the
    date is unknown or not earlier; a line of one theater when the front is unknown or that
    one."""
    out = []
    month = (date or "")[:7] or None
    for g in GUIDELINES:
        if g.nation != nation or carrier and CARRIER not in MODELS[g.model].actions:
            continue
        since = g.carrier_since or g.since if carrier else g.since
        if since is not None and month is not None and month < since:
            continue
        if g.front is not None and front and front.upper() != g.front:
            continue
        out.append(g)
    return out


@dataclass(frozen=True)
class AirSettings:
    """The Air rules of one scenario, per player (0 = player 1, 1 = player 2)."""

    on: bool
    #: Air Sortie cards each player receives face up at the start.
    sorties: tuple[int, int]
    #: Air Sortie cards shuffled into the deck at the start.
    deck: int
    #: The model each player's airplanes fly (but one placed on the map naming its own).
    models: tuple[str, str]
    #: Whether the scenario names the model (else the guidelines' first choice).
    named: tuple[bool, bool]
    #: The model of each player's airplanes that start on an aircraft carrier (but one
    #: naming its own): the scenario's when it names one, else the guidelines' first that
    #: flies from carriers ("Corsair: Carrier-based from June 1943, Pacific Theater"), else
    #: ``models``' (the check ``airplane-placement`` says it cannot).
    carrier_models: tuple[str, str]
    #: Player whose Recon cards are Air Sortie equivalents (``air_strikes_rules``), or None.
    strikes: int | None


def _count(v: Json, default: int) -> int:
    return v if isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= SORTIE_CARDS \
        else default


def air_pieces(s: Scenario) -> bool:
    """Whether ``s`` places an airplane or Ready-to-Take-off markers (then the Air rules
    are in effect unless its ``air_rules`` says ``false``)."""
    from editor.engine.rules.units import profile_of

    for h in s.hexes.values():
        if READY in h.extra:
            return True
        if h.unit is not None:
            p = profile_of(h.unit)
            if p is not None and p.flies:
                return True
    return False


def left_off_board(u: Unit, air_on: bool) -> bool:
    """Whether the game leaves unit ``u``, placed on the map, off the board: an airplane
    while the Air rules are not in effect (``air_on``: :func:`air_settings`'s ``on``), no
    unit of the game (004: the Air rules bring "the appearance of new Airplane units ...
    onto the battlefield proper"). The game's set-up (``game.tables.Setup``), the static
    rules queries (``rules.Battlefield``, ``m44 rules``) and the checks read this one test.

    >>> left_off_board(Unit("plnus"), False), left_off_board(Unit("plnus"), True)
    (True, False)
    >>> left_off_board(Unit("infus"), False)
    False
    """
    if air_on:
        return False
    from editor.engine.rules.units import profile_of

    p = profile_of(u)
    return p is not None and p.flies


def air_settings(s: Scenario) -> AirSettings:
    """The Air rules of ``s`` as the engine plays them (values it cannot read keep their
    standard meaning; the legality check ``air-rules`` reports them)."""
    gi = s.game_info
    raw = gi.options.get(OPTION)
    sides = (gi.side_player1, gi.side_player2)
    on = raw is True or isinstance(raw, Mapping) or (raw is None and air_pieces(s))
    conf: Mapping[str, Json] = raw if isinstance(raw, Mapping) else {}
    so = conf.get("sorties")
    so = so if isinstance(so, Mapping) else {}
    sorties = tuple(_count(so.get(sd.value), 1) for sd in sides)
    deck = _count(so.get("deck"), 0)
    mo = conf.get("models")
    mo = mo if isinstance(mo, Mapping) else {}
    models, named, carrier_models = [], [], []
    for sd in sides:
        m = mo.get(sd.value)
        if isinstance(m, str) and m.lower() in MODELS:
            models.append(m.lower())
            named.append(True)
            carrier_models.append(m.lower())
        else:
            nation = nation_of(s, sd)
            g = guideline_models(nation, gi.date_begin, gi.front)
            models.append(g[0].model if g else ("me109" if sd is Side.AXIS else "p40"))
            named.append(False)
            ship = guideline_models(nation, gi.date_begin, gi.front, carrier=True)
            carrier_models.append(ship[0].model if ship else models[-1])
    strikes = None
    st = gi.options.get("air_strikes_rules")
    if isinstance(st, str):
        for p, sd in enumerate(sides):
            if sd.value == st.upper():
                strikes = p
    return AirSettings(on, (sorties[0], sorties[1]), deck, (models[0], models[1]),
                       (named[0], named[1]), (carrier_models[0], carrier_models[1]), strikes)


def own_model(u: Unit) -> str | None:
    """The model airplane unit ``u`` names for itself (its ``airplane_model``), or ``None``
    (none, or not a model of the Air Pack: the check ``airplane-model`` reports it).

    >>> own_model(Unit("plnger", extra={"airplane_model": "Storch"}))
    'storch'
    >>> own_model(Unit("plnger")) is None
    True
    """
    raw = u.extra.get(AIRPLANE_MODEL)
    return raw.lower() if isinstance(raw, str) and raw.lower() in MODELS else None


def airplane_model(s: Scenario, c: Coord, settings: AirSettings | None = None) -> str:
    """The model of the airplane on hex ``c``: its own (``airplane_model``), else its side's
    (``settings``: :func:`air_settings` of ``s``, when already read).

    >>> from editor.engine.scenario import GameInfo
    >>> s = Scenario(game_info=GameInfo(options={"air_rules": True}))
    >>> s.hexes[Coord(4, 8)] = Hex(unit=Unit("plnger", extra={"airplane_model": "me109"}))
    >>> s.hexes[Coord(4, 10)] = Hex(unit=Unit("plnger"))
    >>> airplane_model(s, Coord(4, 8)), airplane_model(s, Coord(4, 10))
    ('me109', 'storch')
    """
    h = s.hex(c)
    u = h.unit
    player = s.game_info.player_of(u.side) if u is not None and u.side is not None else None
    return starting_model(settings or air_settings(s), (player or 1) - 1, u, h)


def starting_model(a: AirSettings, player: int, u: Unit | None, h: Hex) -> str:
    """The model an airplane ``u`` (``None``: one that Ready-to-Take-off markers stand for)
    of player ``player`` (0 or 1) flies when it starts on hex ``h``: its own, else its
    side's, on an aircraft carrier the side's carrier model."""
    own = own_model(u) if u is not None else None
    if own is not None:
        return own
    on_ship = h.rect_terrain is not None and h.rect_terrain.name in CARRIERS
    return (a.carrier_models if on_ship else a.models)[player]


def landing_ground(h: Hex) -> bool:
    """Whether an airplane set up on ``h`` starts on the ground: an airfield under it, or an
    aircraft carrier ("some Airplanes may be pre-positioned and deployed on Airfields or
    Aircraft Carriers at the start of a game", 004); anywhere else it starts airborne."""
    return (h.terrain is not None and h.terrain.name in AIRFIELDS) or \
        (h.rect_terrain is not None and h.rect_terrain.name in CARRIERS)


def airborne_at_start(s: Scenario, settings: AirSettings | None = None) -> frozenset[Coord]:
    """The hexes of the airplanes that start the game airborne: the Air rules in effect, off
    an airfield or aircraft carrier (:func:`landing_ground`). The Hex panel and the
    ``airplane-placement`` check say it; the design canvas draws them lifted, as the play
    board draws the game's airborne ones.

    >>> from editor.engine.scenario import GameInfo
    >>> s = Scenario(game_info=GameInfo(options={"air_rules": True}))
    >>> s.set_hex(Coord(4, 6), Hex(unit=Unit("plnus")))
    >>> sorted(airborne_at_start(s))
    [Coord(row=4, col=6)]
    """
    if not (settings or air_settings(s)).on:
        return frozenset()
    return frozenset(c for c, u in s.units() if u.type == "pln"
                     and not landing_ground(s.hex(c)))


def _side_model(s: Scenario, u: Unit | None, a: AirSettings) -> str:
    """The model of the side of airplane ``u`` (player 1's when it has none)."""
    p = s.game_info.player_of(u.side) if u is not None and u.side is not None else None
    return a.models[(p or 1) - 1]


#: The words of :func:`describe`, by key (``str.format`` placeholders). A briefing in
#: another language passes its own words for the same keys (``editor/export/sentences.py``).
AIR_WORDS: dict[str, str] = {
    "air_on": "Air rules (Air Pack) in effect.",
    "air_deal": "Air Sortie cards face up at the start: {deal}.",
    "air_deal_deck_1": "Air Sortie cards face up at the start: {deal}; {n} shuffled into the "
                       "deck.",
    "air_deal_deck_n": "Air Sortie cards face up at the start: {deal}; {n} shuffled into the "
                       "deck.",
    "air_sorties_axis": "Axis {n}", "air_sorties_allies": "Allies {n}",
    "air_planes_axis": "Axis airplanes: {model} ({how}){also}.",
    "air_planes_allies": "Allied airplanes: {model} ({how}){also}.",
    "air_named": "named by the scenario",
    "air_guidelines": "by the Air Pack's selection guidelines",
    "air_carriers": "; on aircraft carriers, {model}",
    "air_own_models": "Airplanes of their own model: {planes}.",
    "air_own_model": "{hex} {model}",
    "air_unread": "by the Air Pack's selection guidelines: the scenario's “{name}” is not an "
                  "Air Pack model",
    "air_unread_own": "Airplanes whose own model is not an Air Pack model, flying as their "
                      "side's: {planes}.",
    "air_unread_plane": "{hex} “{name}”",
    "air_strikes_axis": "Air Strikes rules: the Axis player's Recon cards may be played as "
                        "Air Sorties.",
    "air_strikes_allies": "Air Strikes rules: the Allied player's Recon cards may be played "
                          "as Air Sorties.",
    # what of the Air rules the engine does not play, as the simulator says it
    "air_not_played": f"This program's game engine does not play {AIR_CHECKS_NOT_PLAYED}.",
}


def _english(key: str, **values: object) -> str:
    if key not in AIR_WORDS:  # a counted key: its words for one or for many
        key += "_1" if values.get("n") == 1 else "_n"
    return AIR_WORDS[key].format(**values)


#: The most characters of a value read from a file that a sentence quotes.
_QUOTED = 40


def _file_text(raw: Json) -> str:
    """A value read from a file as one line of at most :data:`_QUOTED` characters, for a
    sentence that quotes it (a number as written, not a Python repr), without what no
    sentence should show (:func:`~editor.engine.words.printable`: a right-to-left override
    reversed the words after it)."""
    text = " ".join(printable(raw if isinstance(raw, str) else json.dumps(raw)).split())
    return text if len(text) <= _QUOTED else text[:_QUOTED - 1] + "…"


def describe(s: Scenario, say: Callable[..., str] = _english) -> list[str]:
    """The Air rules in effect, in words (the briefing's lines; empty when off). ``say(key,
    **values)`` gives the words of a key of :data:`AIR_WORDS`, English by default; a key
    said with a count ``n`` that is not in the table is one of its ``_1`` and ``_n`` keys,
    as the language counts.

    >>> from editor.engine.scenario import GameInfo
    >>> describe(Scenario(game_info=GameInfo(options={"air_rules": True})))[:2]
    ['Air rules (Air Pack) in effect.', 'Air Sortie cards face up at the start: Axis 1, Allies 1.']
    """
    a = air_settings(s)
    if not a.on:
        return []
    gi = s.game_info
    sides_of = (gi.side_player1, gi.side_player2)
    out = [say("air_on")]
    deal = ", ".join(say(f"air_sorties_{sides_of[p].value.lower()}", n=a.sorties[p])
                     for p in (0, 1))
    out.append(say("air_deal_deck", deal=deal, n=a.deck) if a.deck
               else say("air_deal", deal=deal))
    conf = gi.options.get(OPTION)
    models = conf.get("models") if isinstance(conf, Mapping) else None
    for p in (0, 1):
        model = MODELS[a.models[p]]
        unread = models.get(sides_of[p].value) if isinstance(models, Mapping) else None
        how = (say("air_named") if a.named[p]
               else say("air_unread", name=_file_text(unread)) if unread is not None
               else say("air_guidelines"))
        ship = a.carrier_models[p]
        on_ship = any(u.type == "pln" and own_model(u) is None and u.side is sides_of[p]
                      and starting_model(a, p, u, s.hex(c)) != a.models[p]
                      for c, u in s.units())
        also = say("air_carriers", model=MODELS[ship].title) if on_ship else ""
        out.append(say(f"air_planes_{sides_of[p].value.lower()}", model=model.title, how=how,
                       also=also))
    own = [say("air_own_model", hex=s.board.hex_name(c), model=MODELS[m].title)
           for c, u in s.units()
           if u.type == "pln" and (m := own_model(u)) is not None and m != _side_model(s, u, a)]
    if own:
        out.append(say("air_own_models", planes=", ".join(own)))
    # an own model that is none of the pack's: the airplane flies its side's (the check
    # ``airplane-model`` reports it)
    unread_own = [say("air_unread_plane", hex=s.board.hex_name(c),
                      name=_file_text(u.extra[AIRPLANE_MODEL]))
                  for c, u in s.units()
                  if u.type == "pln" and AIRPLANE_MODEL in u.extra and own_model(u) is None]
    if unread_own:
        out.append(say("air_unread_own", planes=", ".join(unread_own)))
    if a.strikes is not None:
        out.append(say(f"air_strikes_{sides_of[a.strikes].value.lower()}"))
    # What of the Air rules the engine does not play is said here too, as the simulator
    # says it (``simulate.not_played``).
    out.append(say("air_not_played"))
    return out
