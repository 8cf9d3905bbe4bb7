"""The Air rules (expansions/air.py) through the public game interface: built only when the
scenario switches them on, their actions in notation, undo and copies, why_not's reasons,
random and greedy games on our Air Pack test scenario (invariants, airplanes flown and
used), the settings read from the file."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from editor.engine.air_rules import GUIDELINES, MODELS, air_settings, describe, guideline_models
from editor.engine.board import Board, Coord, Side
from editor.engine.game import Game, GreedyPlayer, RandomPlayer, ScriptedDice, Setup, kind_of
from editor.engine.game.expansions.air import Air
from editor.engine.game.explain import why_not
from editor.engine.game.log import GameLog
from editor.engine.scenario import GameInfo, Hex, Piece, Scenario, Unit
from editor.io.m44 import load

AIR = Path(__file__).resolve().parents[2] / "data" / "air" / "saint-vire-airstrips.m44"
#: The airplay audit's scenario: an aircraft carrier, Ready-to-Take-off markers, landing craft.
BEACHHEAD = AIR.with_name("airplay-beachhead.m44")
AIR_KINDS = {"sortie", "sortie-with", "enter", "launch", "strafe", "kamikaze", "rescue", "land"}


def with_left_infantry(s: Scenario) -> None:
    """Three US infantry units on B1, C1 and c2, in the left section."""
    for r, c in ((8, 2), (8, 4), (7, 5)):
        s.set_hex(Coord(r, c), Hex(unit=Unit("infus")))


def small(options: dict[str, object] | None) -> Scenario:
    s = Scenario(game_info=GameInfo(options=options or {}))
    for name, (r, c) in (("infus", (6, 8)), ("infger", (2, 8)), ("infger", (5, 9))):
        s.set_hex(Coord(r, c), Hex(unit=Unit(name)))
    return s


def test_the_air_rules_are_built_only_when_switched_on() -> None:
    assert not any(isinstance(x, Air) for x in Setup(small(None)).expansions)
    assert not any(isinstance(x, Air) for x in Setup(small({"air_rules": False})).expansions)
    setup = Setup(small({"air_rules": True}))
    assert any(isinstance(x, Air) for x in setup.expansions)
    # Two airplanes in reserve per side, off the board.
    reserve = [u for u in setup.units if u.flies]
    assert len(reserve) == 4 and all(u.start == -1 for u in reserve)


def test_air_actions_round_trip_their_notation_and_undo() -> None:
    s = small({"air_rules": True})
    g = Game(s, seed=3, hands=[[kind_of("probe-left")] * 2,
                               [kind_of("probe-center"), kind_of("probe-left")]],
             first_player=1)
    st = g.state
    seen: set[str] = set()
    for _ in range(40):
        if g.over:
            break
        for a in st.legal_actions():
            assert st.parse(st.notation(a)) == a, st.notation(a)
            seen.add(a.kind)
        before = st.copy()
        st.push(st.legal_actions()[-1])
        st.pop()
        assert st == before
        g.ai_move(GreedyPlayer(1))
    assert {"sortie", "sortie-with", "enter", "strafe"} <= seen


def test_the_position_shows_an_airplane_flown_in() -> None:
    g = Game(small({"air_rules": True}), seed=1,
             hands=[[kind_of("probe-left")] * 2, [kind_of("probe-center")] * 2], first_player=1)
    g.play("sortie")
    g.play("enter e2")
    s = g.state.to_scenario()
    assert s.hex(Coord(7, 9)).unit == Unit("plnus", nbr_units=1)


def test_the_prompt_names_the_face_up_sortie_and_the_airplane_flying_in() -> None:
    from editor.engine.game.explain import order_hint

    g = Game(small({"air_rules": True}), seed=1,
             hands=[[kind_of("probe-left")] * 2, [kind_of("probe-center")] * 2], first_player=1)
    assert order_hint(g.state) == "Allies: play a command card (2 in hand, 1 Air Sortie face up)"
    g.play("sortie")
    hint = order_hint(g.state)
    assert hint.startswith("Fly the airplane in: end its move on a vacant hex within 3 of")
    # the play panel's prompt is words: the command line's notation is not a person's
    assert "HEX" not in hint and "(enter" not in hint


def test_play_air_sortie_is_read_as_the_sortie() -> None:
    st = Game(small({"air_rules": True}), seed=1).state
    assert st.notation(st.parse("play air-sortie")) == "sortie"
    assert st.notation(st.parse("sortie with probe-left")) == "sortie with probe-left"


def test_air_actions_in_notation_say_the_air_rules_are_not_in_effect() -> None:
    """Without the Air rules, "sortie" (typed, or in a game log replayed) was refused with
    "'sortie' is not an action (see docs/GAME.md, notation)", as if the word were wrong:
    every Air action's word now says the Air rules are not in effect, and where to switch
    them on."""
    from editor.engine.game.actions import IllegalActionError

    st = Game(small(None), seed=1).state
    for text in ("sortie", "sortie E3", "sortie air-power", "sortie with probe-left",
                 "enter E3", "launch G3 G5", "land E5 G3", "strafe edge E3 e4",
                 "kamikaze edge e4", "rescue E3 e4"):
        with pytest.raises(IllegalActionError) as e:
            st.parse(text)
        assert str(e.value) == (
            f"{text!r}: Air Sorties and airplanes' actions need the Air rules, not in effect "
            f"in this scenario (Scenario properties > Packs & options > Air rules)")
    assert Air.words == {k.split("-")[0] for k in Air.kinds}  # every Air action's word
    with pytest.raises(IllegalActionError, match="'fly E3' is not an action"):
        st.parse("fly E3")
    # with the Air rules, the words are read as before
    assert Game(small({"air_rules": True}), seed=1).state.parse("enter E3").kind == "enter"


def test_air_actions_built_directly_say_the_air_rules_are_not_in_effect() -> None:
    """An Air action built as an object (the play panel's clicks, a program), not typed,
    was refused by why_not with "sortie with is not an action of the game", while typed it
    said the Air rules are not in effect: it now says the same, the sentence the notation
    gives (one copy of it: ``Air.off``)."""
    from editor.engine.game.actions import Action, IllegalActionError
    from editor.engine.game.explain import diagnose

    st = Game(small(None), seed=1).state
    with pytest.raises(IllegalActionError) as e:
        st.parse("launch G3 G5")
    typed = str(e.value).removeprefix("'launch G3 G5': ")
    assert typed == Air.off
    for kind in sorted(Air.kinds):
        for a in (Action(kind, 3, 5), Action(kind, None, None)):
            assert diagnose(st, a) == typed, a
            assert why_not(st, a) == typed, a
    assert why_not(st, Action("fly", 3)) == "fly is not an action of the game"


def test_why_not_explains_air_actions() -> None:
    s = small({"air_rules": {"sorties": {"AXIS": 0, "ALLIES": 0}}})
    g = Game(s, seed=1, hands=[[kind_of("probe-left")] * 2,
                               [kind_of("probe-center"), kind_of("air-power")]], first_player=1)
    st = g.state
    assert "no Air Sortie card" in why_not(st, st.parse("sortie"))
    assert "Air Sortie" in why_not(st, st.parse("play air-power"))
    assert why_not(st, st.parse("sortie air-power")) is None
    g.play("sortie air-power")
    assert "vacant" in why_not(st, st.parse("enter E3"))
    assert "3 hexes" in why_not(st, st.parse("enter E5"))
    assert "cannot do kamikaze" in why_not(st, st.parse("kamikaze edge e4"))


def test_landing_among_markers_undoes_replays_and_shows_the_markers_under_it() -> None:
    """An airplane landing among Ready-to-Take-off markers: push/pop and copies give back
    the same state, the log replays, and the position shows the airplane with the markers
    (the unit that stood for them gone)."""
    from editor.engine.air_rules import READY
    from editor.engine.scenario import Piece

    s = Scenario(game_info=GameInfo(options={"air_rules": True}))
    for name, (r, c) in (("infus", (8, 0)), ("infger", (0, 24)), ("plnus", (4, 8))):
        s.set_hex(Coord(r, c), Hex(unit=Unit(name)))
    s.set_hex(Coord(6, 12), Hex(terrain=Piece("airfield"),
                                extra={READY: {"side": "ALLIES", "count": 1}}))
    g = Game(s, seed=1, hands=[[kind_of("probe-left")] * 2, [kind_of("probe-center")] * 2],
             first_player=1)
    g.play("play probe-center")
    g.play("order E5")  # an airplane's order (its Air check) is asked, never taken for it
    st = g.state
    land = st.parse("land E5 G3")
    assert land in st.legal_actions() and st.notation(land) == "land E5 G3"
    assert "land E5 G3" in why_not(st, st.parse("move E5 G3"))
    before = st.copy()
    st.push(land)
    st.pop()
    assert st == before
    g.play("land E5 G3")
    view = st.to_scenario()
    assert view.hex(Coord(6, 12)).unit == Unit("plnus", nbr_units=1)
    assert view.hex(Coord(6, 12)).extra[READY] == {"side": "ALLIES", "count": 1}
    assert view.hex(Coord(4, 8)).unit is None
    assert sum(1 for _, u in view.units() if u.type == "pln") == 1
    log = g.log()
    assert GameLog.from_json(log.to_json()).replay().state.digest() == st.digest()


def _landing_game(fill: bool) -> Game:
    """The Allies' airplane on E5, ordered (probe-center), in reach of Ready-to-Take-off
    markers of theirs on G3 (a friendly airfield) and of a bare airfield on C5; ``fill``:
    every other hex within 4 of E5 holds a unit of theirs."""
    from editor.engine.air_rules import READY

    s = Scenario(game_info=GameInfo(options={"air_rules": True}))
    for name, (r, c) in (("infus", (8, 0)), ("infger", (0, 24)), ("plnus", (4, 8))):
        s.set_hex(Coord(r, c), Hex(unit=Unit(name)))
    s.set_hex(Coord(6, 12), Hex(terrain=Piece("airfield"),
                                extra={READY: {"side": "ALLIES", "count": 1}}))
    s.set_hex(Coord(4, 4), Hex(terrain=Piece("airfield")))
    if fill:
        S = Setup(s)
        e5 = S.coords.index(Coord(4, 8))
        for i, c in enumerate(S.coords):
            if 0 < S.dist[e5][i] <= 4 and c != Coord(6, 12):
                s.set_hex(c, replace(s.hex(c), unit=Unit("infus")))
    g = Game(s, seed=1, hands=[[kind_of("probe-left")] * 2, [kind_of("probe-center")] * 2],
             first_player=1)
    g.play("play probe-center")
    g.play("order E5")
    if fill:
        g.play("orders done")
    return g


def test_why_not_of_land_says_an_airplane_lands_on_a_vacant_airfield_with_move() -> None:
    """``land E5 C5`` (C5 a vacant friendly airfield) said "C5 holds no friendly
    Ready-to-Take-off markers ...: an airplane lands among markers only", as if the
    airplane could not land there: it does, ending its move on it with ``move``."""
    st = _landing_game(fill=False).state
    assert st.parse("land E5 G3") in st.legal_actions()
    assert st.parse("move E5 C5") in st.legal_actions()
    assert why_not(st, st.parse("land E5 C5")) == (
        "C5 is vacant: the airplane lands there by ending its move on it, 'move E5 C5' "
        "('land' ends among Ready-to-Take-off markers)")


def test_an_airplane_with_no_vacant_hex_in_reach_still_lands_among_markers() -> None:
    """Every hex within 4 of the airplane holds a unit but G3, its side's
    Ready-to-Take-off markers alone on a friendly airfield: it lands there (004: "An
    Airplane that ends its movement on a friendly Aircraft carrier or Airfield hex
    containing no other unit (with the sole possible exception of additional friendly,
    Ready to Take-off markers) can safely land there"). The landing was offered only with a
    vacant hex in reach, and its why-not said "the airplane cannot move now". The landing
    is then its one move, made for the player as the only decision left."""
    g = _landing_game(fill=True)
    st = g.state
    g3 = st.unit_at(st.S.hex_of("G3"))
    assert st.S.units[g3].flies and not st.aloft[g3]
    assert st.unit_at(st.S.hex_of("E5")) < 0


def test_why_not_says_a_sortie_ordering_an_airplane_names_a_section_the_card_orders() -> None:
    """Found by the random games of test_explain: "sortie with probe-left right E5" (a
    one-section card, a section named, the airplane on E5 in that section) got no reason
    though the engine refused it; the section was checked only for an airplane flying in."""
    s = small({"air_rules": True})
    s.set_hex(Coord(6, 20), Hex(unit=Unit("plnus")))  # K3, in the right section
    g = Game(s, seed=1, hands=[[kind_of("probe-left")] * 2,
                               [kind_of("probe-left"), kind_of("pincer-move")]],
             first_player=1)
    st = g.state
    assert st.parse("sortie with pincer-move right K3") in st.legal_actions()
    assert why_not(st, st.parse("sortie with probe-left right K3")) == (
        "Probe (left) orders one section: no section to name")
    assert why_not(st, st.parse("sortie with probe-left K3")) == "K3 is not in the card's section"
    for text in ("sortie with pincer-move K3", "sortie with pincer-move center K3"):
        assert why_not(st, st.parse(text)) == (
            "Pincer Move: name the section the Air Sortie takes its order from, one the "
            "card orders (sortie with pincer-move right K3)"), text


def test_why_not_says_an_airplane_flying_in_strafes_from_an_edge_hex_of_its_section() -> None:
    """Found by the random games of test_explain: "strafe edge I1 h2 i2" after an Air
    Sortie with Probe (left) got no reason though the engine refused it: the airplane flies
    in by an edge hex of the card's section, I1 is in the right one."""
    s = small({"air_rules": True})
    s.set_hex(Coord(7, 15), Hex(unit=Unit("infger")))  # h2
    g = Game(s, seed=1, hands=[[kind_of("probe-left")] * 2,
                               [kind_of("probe-left"), kind_of("probe-center")]],
             first_player=1)
    g.play("sortie with probe-left")
    st = g.state
    assert why_not(st, st.parse("strafe edge I1 h2 i2")) == (
        "I1 is not a full edge hex of the left section: the airplane flying in enters by "
        "the section it was sent to (004)")


def test_why_not_says_an_airplane_on_its_markers_takes_off_with_launch() -> None:
    """Found by the random games of test_explain: "move G3 G5" of the airplane standing
    for Ready-to-Take-off markers got no reason; the engine offers "launch G3 G5" (a fresh
    airplane takes off from the markers)."""
    from editor.engine.air_rules import READY

    s = Scenario(game_info=GameInfo(options={"air_rules": True}))
    for name, (r, c) in (("infus", (8, 0)), ("infger", (0, 24))):
        s.set_hex(Coord(r, c), Hex(unit=Unit(name)))
    s.set_hex(Coord(6, 12), Hex(terrain=Piece("airfield"),
                                extra={READY: {"side": "ALLIES", "count": 2}}))
    g = Game(s, seed=1, hands=[[kind_of("probe-left")] * 2, [kind_of("probe-center")] * 2],
             first_player=1)
    g.play("play probe-center")
    g.play("order G3")
    st = g.state
    assert st.parse("launch G3 G5") in st.legal_actions()
    assert why_not(st, st.parse("move G3 G5")) == (
        "G3 holds Ready-to-Take-off markers: an airplane takes off from them with "
        "'launch G3 G5' (004)")


def test_why_not_sends_an_airplane_on_its_markers_to_launch_only_when_launch_is_legal() -> None:
    """"move G3 L9" of the airplane standing for Ready-to-Take-off markers said "takes off
    from them with 'launch G3 L9'", which the engine refuses too (L9 is beyond 4 hexes; g4
    is not vacant): the player was sent to an action that is not legal. When the launch is
    refused, its own reason is given."""
    from editor.engine.air_rules import READY

    s = Scenario(game_info=GameInfo(options={"air_rules": True}))
    for name, (r, c) in (("infus", (8, 0)), ("infger", (0, 24)), ("infus", (5, 13))):
        s.set_hex(Coord(r, c), Hex(unit=Unit(name)))
    s.set_hex(Coord(6, 12), Hex(terrain=Piece("airfield"),
                                extra={READY: {"side": "ALLIES", "count": 2}}))
    g = Game(s, seed=1, hands=[[kind_of("probe-left")] * 2, [kind_of("probe-center")] * 2],
             first_player=1)
    for step in ("play probe-center", "order G3", "orders done"):
        g.play(step)
    st = g.state
    for dest in ("L9", "g4"):
        launch = st.parse(f"launch G3 {dest}")
        assert launch not in st.legal_actions()
        assert why_not(st, st.parse(f"move G3 {dest}")) == why_not(st, launch) == (
            f"{dest} is not a vacant hex within 4 of G3: the airplane ends its move on a "
            f"vacant hex")
    assert st.parse("launch G3 G5") in st.legal_actions()
    assert "'launch G3 G5'" in (why_not(st, st.parse("move G3 G5")) or "")


def test_why_not_says_a_landed_airplane_stays_down_while_another_is_airborne() -> None:
    """Found by the random games of test_explain: a landed airplane ordered by the card of
    an Air Sortie that flew a fresh one in could not move once the fresh one had entered,
    and "move b2 C1" got no reason. Moved before it, it took off, and both flew: it is not
    ordered at all now (the airplane flying in is in the air), the order refused with that
    reason, and so is its move."""
    s = small({"air_rules": True})
    s.set_hex(Coord(7, 3), Hex(terrain=Piece("airfield"), unit=Unit("plnus")))  # b2
    s.set_hex(Coord(8, 2), Hex(unit=Unit("infus")))  # B1
    g = Game(s, seed=1, hands=[[kind_of("probe-left")] * 2,
                               [kind_of("attack-left"), kind_of("probe-center")]],
             first_player=1)
    g.play("sortie with attack-left")
    st = g.state
    flying_in = ("b2: your airplane flying in: one airborne airplane per player, this one "
                 "cannot take off (004)")
    assert st.parse("order b2") not in st.legal_actions()
    assert why_not(st, st.parse("order b2")) == flying_in
    g.play("order B1")
    assert why_not(st, st.parse("move b2 C1")) == "b2 was not ordered this turn"
    g.play("enter C5")
    assert st.phase == "moves" and not any(a.kind == "move" and st.notation(a).startswith(
        "move b2") for a in st.legal_actions())


def test_why_not_of_an_order_after_a_sortie_ordering_an_airplane_with_a_card() -> None:
    """Found by the random games of test_explain: after "sortie with pincer-move right K3"
    (the Air Sortie orders the airplane on K3 beside the card's orders), asking why a unit
    may not be ordered in the moves phase said "does not name a unit, a hex or a card of
    this game" (the airplane has no order of the card's)."""
    s = small({"air_rules": True})
    s.set_hex(Coord(6, 20), Hex(unit=Unit("plnus")))  # K3
    with_left_infantry(s)
    g = Game(s, seed=1, hands=[[kind_of("probe-left")] * 2,
                               [kind_of("pincer-move"), kind_of("probe-center")]],
             first_player=1)
    g.play("sortie with pincer-move right K3")
    g.play("order C1")
    g.play("orders done")
    st = g.state
    assert st.phase == "moves"
    assert why_not(st, st.parse("order B1")) == (
        "units are ordered in the orders phase, after the card; now: moves")


def test_the_prompt_says_the_air_sortie_played_with_the_card_takes_one_of_its_orders() -> None:
    """Found playing the Air rules in play mode: after "sortie with attack-right" the prompt
    read "Attack (right): order 3 units in the right section (0 ordered, 2 left)", the third
    order gone without a word (one of the card's orders makes the Air Sortie)."""
    from editor.engine.game.explain import order_hint

    s = small({"air_rules": True})
    with_left_infantry(s)
    g = Game(s, seed=1, hands=[[kind_of("probe-left")] * 2,
                               [kind_of("attack-left"), kind_of("probe-center")]],
             first_player=1)
    g.play("sortie with attack-left")
    assert order_hint(g.state) == ("Attack (left): order 3 units in the left section, the "
                                   "Air Sortie taking 1 (0 ordered, 2 left) or end the "
                                   "orders")
    g.play("order C1")
    assert "the Air Sortie taking 1 (1 ordered, 1 left)" in order_hint(g.state)


def test_why_not_names_the_section_of_a_recon_card_played_as_an_air_sortie() -> None:
    """A Recon card played as an Air Sortie orders the airborne airplane only over its
    section (004: "the card's Recon section must match the section of the board over which
    the Airplane is currently loitering"), and a Counter-Attack repeating it keeps that
    section, mirrored; why_not says so."""
    s = small({"air_rules": {"sorties": {"AXIS": 0, "ALLIES": 0}},
               "air_strikes_rules": "ALLIES"})
    s.set_hex(Coord(6, 14), Hex(unit=Unit("plnus")))  # H3, the Allies' centre
    g = Game(s, seed=1, hands=[[kind_of("counter-attack"), kind_of("probe-left")],
                               [kind_of("recon-left"), kind_of("recon-center")]],
             first_player=1)
    st = g.state
    why = why_not(st, st.parse("sortie recon-left H3"))
    assert why is not None and "not in the section" in why
    assert why_not(st, st.parse("sortie recon-center H3")) is None
    g.play("sortie recon-left")
    g.play("enter B3")
    assert why_not(st, st.parse("sortie counter-attack")) is None
    g.play("sortie counter-attack")  # the Axis' right: the Allies' left, the same strip
    why = why_not(st, st.parse("enter L7"))
    assert why is not None and "of the section" in why
    assert why_not(st, st.parse("enter B7")) is None


def test_why_not_says_when_counter_attack_repeats_an_air_sortie() -> None:
    """Counter-Attack is played as an Air Sortie to repeat the opponent's Air Sortie played
    alone (004: "When an Air Sortie equivalent is countered with a Counter-Attack, it must be
    played the same way as the initial card was"), and against one played with a section
    card it repeats the section card only ("the Counter-Attack card only lets you counter his
    Section card, not the Air Sortie played along with it"). Before, ``play counter-attack``
    after an Air Sortie said "Counter-Attack needs a card played by the opponent before",
    though he had played one, and ``sortie counter-attack`` in the first turn found no
    reason at all (the engine refused it)."""
    from editor.engine.game.explain import diagnose

    s = small({"air_rules": {"sorties": {"AXIS": 1, "ALLIES": 2}}})
    g = Game(s, seed=1, hands=[[kind_of("counter-attack"), kind_of("probe-left")],
                               [kind_of("counter-attack"), kind_of("probe-center")]],
             first_player=1)
    st = g.state
    first = st.parse("sortie counter-attack")
    assert first not in st.legal_actions()
    why = diagnose(st, first)
    assert why == ("your opponent played no Air Sortie in his last turn: Counter-Attack is "
                   "played as an Air Sortie only to repeat one (004)"), why
    g.play("sortie")
    g.play("enter e2")
    assert st.active == 0 and st.parse("sortie counter-attack") in st.legal_actions()
    why = why_not(st, st.parse("play counter-attack"))
    assert why == ("your opponent's last card was an Air Sortie: Counter-Attack repeats it, "
                   "played as an Air Sortie (sortie counter-attack)"), why
    g.play("play probe-left")  # (it orders no unit: the turn passes)
    assert st.active == 1 and st.phase == "card"
    g.play("sortie with probe-center")
    g.play("enter H1")
    for done in ("moves done", "battles done"):
        if st.active == 1:
            g.play(done)
    assert st.active == 0 and st.phase == "card"
    why = why_not(st, st.parse("sortie counter-attack"))
    assert why == ("your opponent played his Air Sortie with a section card: Counter-Attack "
                   "repeats the section card only, not the Air Sortie (004)"), why
    assert st.parse("play counter-attack") in st.legal_actions()


def test_why_not_says_which_cards_are_played_as_an_air_sortie() -> None:
    """A card refused as an Air Sortie says which cards are played so, in a player's words:
    before, every one read "... is no Air Sortie equivalent (Air Strikes rules: Recon cards,
    for the side they name)", a Probe as a Recon, with or without Air Strikes rules."""
    hands = [[kind_of("recon-left"), kind_of("probe-left")],
             [kind_of("recon-left"), kind_of("probe-center")]]
    st = Game(small({"air_rules": True}), seed=1, hands=hands, first_player=1).state
    assert why_not(st, st.parse("sortie recon-left")) == (
        "Recon (left) is played as an Air Sortie only under Air Strikes rules, which this "
        "scenario does not use (004)")
    assert why_not(st, st.parse("sortie probe-center")) == (
        "Probe (center) is not played as an Air Sortie (Air Power is, and a Counter-Attack "
        "repeating one; Recon cards under Air Strikes rules); your Air Sortie card may be "
        "played with it (sortie with probe-center)")
    st = Game(small({"air_rules": True, "air_strikes_rules": "AXIS"}), seed=1, hands=hands,
              first_player=1).state
    assert why_not(st, st.parse("sortie recon-left")) == (
        "Air Strikes rules: the Axis player's Recon cards are played as an Air Sortie, not "
        "yours (004)")


def test_why_not_names_ground_interdiction() -> None:
    """A unit that starts its turn next to an interdicting airplane cannot move, and
    why_not says so."""
    s = Scenario(game_info=GameInfo(options={"air_rules": {"models": {"AXIS": "me109"}}}))
    for name, (r, c) in (("infus", (8, 0)), ("infger", (0, 24)), ("plnger", (2, 8)),
                         ("infus", (6, 8)), ("infus", (6, 12))):
        s.set_hex(Coord(r, c), Hex(unit=Unit(name)))
    g = Game(s, seed=1, hands=[[kind_of("probe-center")] * 2,
                               [kind_of("probe-center"), kind_of("probe-left")]],
             first_player=0)
    g.play("play probe-center")
    g.play("order E7")
    g.play("move E7 e4")
    g.play("play probe-center")
    st = g.state
    assert st.phase == "moves"
    assert "cannot move this turn" in why_not(st, st.parse("move E3 D3"))
    assert why_not(st, st.parse("move G3 G5")) is None


def test_why_not_says_an_airborne_airplane_must_move_before_the_moves_end() -> None:
    from editor.engine.game.explain import order_hint

    s = Scenario(game_info=GameInfo(options={"air_rules": True}))
    for name, (r, c) in (("infus", (8, 0)), ("infger", (0, 24)), ("plnus", (6, 8))):
        s.set_hex(Coord(r, c), Hex(unit=Unit(name)))
    g = Game(s, seed=1, hands=[[kind_of("probe-left")], [kind_of("probe-left"),
                                                          kind_of("probe-center")]],
             first_player=1)
    g.play("play probe-center")
    g.play("order E3")
    st = g.state
    why = why_not(st, st.parse("moves done"))
    assert why is not None and "E3 must move at least 1 hex" in why
    hint = order_hint(st)
    assert "must move at least 1 hex" in hint and "or end the moves" not in hint


def test_the_moves_prompt_counts_an_airplane_taking_off_from_its_markers() -> None:
    """An airplane ordered on its Ready-to-Take-off markers moves by taking off (``launch``):
    the prompt said "Move the ordered units (1 can still move)" of two, the airplane left
    out, while saying it must move (found by the airplay audit)."""
    from editor.engine.game.explain import order_hint

    s = Scenario(game_info=GameInfo(options={"air_rules": True}))
    b = Board(s.board_type)
    for name, unit in (("A1", "infus"), ("E3", "infus"), ("M9", "infger")):
        s.set_hex(b.parse_hex(name), Hex(unit=Unit(unit)))
    s.set_hex(b.parse_hex("G3"), Hex(terrain=Piece("airfield"), unit=Unit("plnus"), extra={
        "ready_to_take_off": {"side": "ALLIES", "count": 1}}))
    g = Game(s, seed=1, hands=[[kind_of("probe-left")] * 2, [kind_of("probe-center")] * 2],
             first_player=1)
    for step in ("play probe-center", "order G3", "order E3"):
        g.play(step)
    st = g.state
    assert {a.kind for a in st.legal_actions()} == {"launch", "move"}
    assert order_hint(st).startswith("Move the ordered units (2 can still move); the moves "
                                     "cannot end yet: the airplane on G3")


def test_the_account_says_a_take_off_in_the_order_it_happens() -> None:
    """An airplane taking off from its airfield read "G3 US airplane moves to G7", then
    "G7 US airplane takes off", as if it took off there; one taking off from
    Ready-to-Take-off markers "an airplane takes off from the Ready-to-Take-off markers on E3
    (1 marker left)", then "an airplane (...) flies in and ends on E7", as if from the
    board's edge (found by the airplay audit)."""
    s = Scenario(game_info=GameInfo(options={"air_rules": {"models": {"ALLIES": "p40"}}}))
    b = Board(s.board_type)
    for name, unit in (("A1", "infus"), ("M9", "infger")):
        s.set_hex(b.parse_hex(name), Hex(unit=Unit(unit)))
    s.set_hex(b.parse_hex("G3"), Hex(terrain=Piece("airfield"), unit=Unit("plnus")))
    s.set_hex(b.parse_hex("E3"), Hex(terrain=Piece("airfield"), unit=Unit("plnus"), extra={
        "ready_to_take_off": {"side": "ALLIES", "count": 2}}))
    hands = [[kind_of("probe-left")] * 3, [kind_of("probe-center")] * 3]
    g = Game(s, seed=1, hands=hands, first_player=1, events=True)
    for step in ("play probe-center", "order G3", "move G3 G7"):
        g.play(step)
    said = [text for _turn, text in g.state.events]
    i = said.index("G3 US airplane moves to G7")
    assert said[i + 1] == "G7 US airplane took off from G3", said
    g = Game(s, seed=1, hands=hands, first_player=1, events=True)
    for step in ("play probe-center", "order E3", "launch E3 E7"):
        g.play(step)
    said = [text for _turn, text in g.state.events]
    assert ("an airplane (Curtiss P-40 Warhawk) takes off from the Ready-to-Take-off markers "
            "on E3 (1 marker left) and flies to E7") in said, said
    assert not any("flies in" in text for text in said), said


def ground_support_game() -> Game:
    """A P-38 (Ground Support) flown next to German infantry in a forest, and US infantry
    moved next to it: its close assault is to be declared."""
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                    options={"air_rules": {"models": {"ALLIES": "p38"}}}))
    b = Board(s.board_type)
    for name, unit in (("A1", "infus"), ("E3", "infus"), ("M9", "infger"), ("G3", "plnus")):
        s.set_hex(b.parse_hex(name), Hex(unit=Unit(unit)))
    s.set_hex(b.parse_hex("E5"), Hex(terrain=Piece("woods"), unit=Unit("infger")))
    g = Game(s, dice=ScriptedDice(["inf"] * 10), first_player=1, events=True,
             hands=[[kind_of("probe-left")] * 3, [kind_of("attack-center")] * 3])
    for step in ("play attack-center", "order G3", "order E3", "move G3 F5", "move E3 e4"):
        g.play(step)
    return g


def test_the_account_says_ground_support_took_the_terrain_protection_away() -> None:
    """004: "Airplane negates terrain protection for all enemy units adjacent to the Airplane
    and attacked by ground troops in Close Assault this turn": the account read "e4 US
    Infantry battles E5 German Infantry in close assault: 3 dice", three dice against a
    forest with nothing said of why (found by the airplay audit)."""
    g = ground_support_game()
    g.play("battle e4 E5")
    said = [text for _turn, text in g.state.events]
    i = said.index("e4 US Infantry battles E5 German Infantry in close assault: 3 dice")
    assert said[i - 1] == ("Ground Support of the airplane on F5: E5 German Infantry has no "
                           "terrain protection in this close assault"), said


def test_the_account_says_what_an_air_check_rolls_for() -> None:
    """The account read "E5 US airplane: Air check, 3 dice", and a person counted the
    units around it to see why; it names them now (004: "1 additional die for each adjacent
    enemy unit and 2 for each adjacent enemy Airplane"; a carrier's 1 die "for takeoff").
    Found by the airplay audit."""
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                    options={"air_rules": {"models": {"ALLIES": "p40",
                                                                      "AXIS": "me109"}}}))
    b = Board(s.board_type)
    for name, unit in (("A1", "infus"), ("M9", "infger"), ("E5", "plnus"), ("d6", "infger"),
                       ("F5", "infger"), ("e4", "plnger")):
        s.set_hex(b.parse_hex(name), Hex(unit=Unit(unit)))
    g = Game(s, dice=ScriptedDice(["inf"] * 10), first_player=1, events=True,
             hands=[[kind_of("probe-left")] * 3, [kind_of("attack-center")] * 3])
    for step in ("play attack-center", "order E5"):
        g.play(step)
    said = [text for _turn, text in g.state.events]
    assert ("E5 US airplane: Air check, 4 dice (2 enemy units next to it, 1 die each; an "
            "enemy airplane next to it, 2 dice)") in said, said


def test_an_air_checks_words_count_its_dice_in_random_games() -> None:
    """Every Air check of random games on the Air Pack test scenario says what its dice are
    for, and those add up to its dice (the words count as :meth:`Air.check_dice` does)."""
    import re

    checks = 0
    for path, seed in [(AIR, seed) for seed in range(10)] + [(BEACHHEAD, seed)
                                                           for seed in range(10)]:
        g = Game(Setup(load(path).scenario), seed=seed, events=True)
        player = RandomPlayer(seed)
        while not g.over and g.state.turn < 60:
            g.apply(player.choose(g.state, g.state.legal_actions()))
        for _turn, text in g.state.events:
            m = re.search(r"Air check, (\d+) dic?e \((.*)\)$", text)
            if m is None:
                continue
            checks += 1
            total = 0
            for part in m.group(2).split("; "):
                n = re.match(r"(an|\d+)", part.split("from")[0].strip()) if "enemy" in part \
                    else None
                k = 1 if n is None or n.group(1) == "an" else int(n.group(1))
                total += k * (2 if "2 dice" in part else 1)
            assert total == int(m.group(1)), text
    assert checks >= 5


def test_why_not_names_a_ground_interdiction_stop_on_the_way() -> None:
    s = Scenario(game_info=GameInfo(options={"air_rules": {"models": {"AXIS": "me109"}}}))
    for name, (r, c) in (("infus", (8, 0)), ("infger", (0, 24)), ("plnger", (2, 8)),
                         ("infus", (6, 8)), ("infger", (3, 9))):
        s.set_hex(Coord(r, c), Hex(unit=Unit(name)))
    g = Game(s, seed=1, hands=[[kind_of("probe-center"), kind_of("probe-left")],
                               [kind_of("probe-center"), kind_of("probe-left")]],
             first_player=0)
    for step in ("play probe-center", "order E7", "move E7 E5", "play probe-center",
                 "order E3"):
        g.play(step)
    st = g.state
    why = why_not(st, st.parse("move E3 F5"))
    assert why is not None and why.startswith("E3 cannot move to F5: the way passes next to "
                                              "the enemy airplane on E5")
    assert "Ground Interdiction must stop there" in why


def test_why_not_says_a_unit_stopped_by_ground_interdiction_does_not_battle() -> None:
    """004: "Any ordered enemy ground unit that moves onto a hex adjacent to the Airplane must
    stop and cannot battle this turn": infantry one hex from where it stood read "moved 1
    hex and cannot battle this turn", which infantry may; and the airplane itself read
    "airplane may move or battle, not both" (found by the airplay audit)."""
    s = Scenario(game_info=GameInfo(options={"air_rules": {"models": {"AXIS": "me109"}}}))
    for name, (r, c) in (("infus", (8, 0)), ("infger", (0, 24)), ("plnger", (2, 8)),
                         ("infus", (6, 8)), ("infger", (3, 9)), ("infus", (6, 12))):
        s.set_hex(Coord(r, c), Hex(unit=Unit(name)))
    g = Game(s, seed=1, hands=[[kind_of("probe-center"), kind_of("probe-left")],
                               [kind_of("probe-center"), kind_of("probe-left")]],
             first_player=0)
    for step in ("play probe-center", "order E7", "move E7 E5", "play probe-center",
                 "order E3", "order G3", "move E3 e4", "moves done"):
        g.play(step)
    st = g.state
    assert st.phase == "battles"
    assert why_not(st, st.parse("battle e4 e6")) == (
        "e4 moved next to the enemy airplane on E5: a unit moving next to its Ground "
        "Interdiction must stop and cannot battle this turn (004)")
    g = Game(s, seed=1, hands=[[kind_of("probe-center"), kind_of("probe-left")],
                               [kind_of("probe-center"), kind_of("probe-left")]],
             first_player=0)
    for step in ("play probe-center", "order E7", "order e6", "move E7 E5", "moves done"):
        g.play(step)
    st = g.state
    assert st.phase == "battles"
    assert why_not(st, st.parse("battle E5 E3")) == (
        "E5 is an airplane: airplanes do not battle in the traditional way; its Air Battle "
        "Action is made during its move (strafing, a Kamikaze Attack, a Rescue) or by where "
        "it ends it (004)")


def test_random_games_with_the_air_rules_keep_their_invariants() -> None:
    """Random games on the Air Pack test scenario: never two units on a hex, never more
    than one airborne airplane per side, no reason against a legal action, every Air
    action taken, and the log replays to the same state."""
    setup = Setup(load(AIR).scenario)
    kinds: set[str] = set()
    for seed in range(10):
        g = Game(setup, seed=seed)
        rng = random.Random(seed)
        player = RandomPlayer(seed)
        while not g.over and g.state.turn < 80:
            st = g.state
            pos = [p for p in st.upos if p >= 0]
            assert len(pos) == len(set(pos))
            for p in (0, 1):
                aloft = [u for u in setup.units if u.flies and u.player == p
                         and st.upos[u.uid] >= 0 and st.aloft[u.uid]]
                assert len(aloft) <= 1
            legal = st.legal_actions()
            if legal and rng.random() < 0.2:
                a = rng.choice(legal)
                assert why_not(st, a) is None, st.notation(a)
            air = [a for a in legal if a.kind in AIR_KINDS]
            if air and rng.random() < 0.5:
                a = rng.choice(air)
                kinds.add(a.kind)
                g.apply(a)
            else:
                g.ai_move(player)
        log = g.log()
        assert GameLog.from_json(log.to_json()).replay().state.digest() == g.state.digest()
    assert {"sortie", "sortie-with", "enter", "strafe", "launch"} <= kinds


def test_greedy_flies_and_strafes_and_orders_its_airborne_airplanes() -> None:
    setup = Setup(load(AIR).scenario)
    strafes = flown_in = removed = 0
    for seed in range(6):
        g = Game(setup, seed=seed, events=True)
        g.run(GreedyPlayer(seed), GreedyPlayer(seed + 50))
        strafes += sum(1 for a in g.actions if a.kind == "strafe")
        flown_in += sum(1 for _, e in g.state.events if "flies in" in e or "takes off" in e)
        removed += sum(1 for _, e in g.state.events if "keep 'em flying" in e)
    assert flown_in > 0 and strafes > 0
    assert removed < flown_in  # most airplanes flown are used again, not dropped


def test_the_search_player_samples_worlds_with_air_sortie_cards_in_the_deck() -> None:
    """The search AI deals the cards it has not seen: Air Sortie cards in the deck or the
    discard pile count with the 60, face-up ones do not."""
    from dataclasses import replace

    from editor.engine.game import SearchPlayer

    s = load(AIR).scenario
    s.game_info = replace(s.game_info, options={"air_rules": {
        "sorties": {"AXIS": 0, "ALLIES": 1, "deck": 1}}})
    g = Game(s, seed=2)
    search = SearchPlayer(seed=1, samples=1)
    while not g.over and g.state.turn < 30:
        g.ai_move(search)  # an unseen Air Sortie miscounted would stop the sampling
    assert g.state.turn >= 30 or g.over


def test_settings_read_the_file_and_the_guidelines() -> None:
    a = air_settings(load(AIR).scenario)
    assert a.on and a.sorties == (1, 1) and a.models == ("me109", "p40") and all(a.named)
    assert describe(load(AIR).scenario)[0].startswith("Air rules")
    assert describe(small(None)) == []
    # US 1944 in the Pacific: P38, P40, Corsair; Soviet in 1941: no Yak-9 nor P40 yet.
    assert [g.model for g in guideline_models("us", "1944-02-01", "PACIFIC")] == \
        ["p38", "p40", "corsair"]
    assert [g.model for g in guideline_models("ru", "1941-07-01", "EASTERN")] == \
        ["yak1", "yak7"]
    assert [g.model for g in guideline_models("brit", "1940-08-01", "WESTERN")] == \
        ["spitfire"]
    assert {g.model for g in GUIDELINES} <= set(MODELS)


def test_an_airplane_of_its_own_model_round_trips_and_flies_it() -> None:
    """The unit's airplane_model: written and read back unchanged, read by
    ``airplane_model`` (the side's when absent or unreadable), flown by the engine, and
    named in the briefing when it differs from the side's."""
    from editor.engine.air_rules import airplane_model
    from editor.io.m44 import dumps, loads

    s = Scenario(game_info=GameInfo(options={"air_rules": {"models": {"AXIS": "me109"}}}))
    storch, plain, bad = Coord(2, 8), Coord(2, 12), Coord(2, 16)
    s.set_hex(storch, Hex(unit=Unit("plnger", extra={"airplane_model": "storch"})))
    s.set_hex(plain, Hex(unit=Unit("plnger")))
    s.set_hex(bad, Hex(unit=Unit("plnger", extra={"airplane_model": "b52"})))
    s.set_hex(Coord(6, 8), Hex(unit=Unit("infus")))
    back = loads(dumps(s)).scenario
    assert back.hex(storch).unit == s.hex(storch).unit
    assert [airplane_model(back, c) for c in (storch, plain, bad)] == ["storch", "me109", "me109"]
    setup = Setup(back)
    (air,) = [x for x in setup.expansions if isinstance(x, Air)]
    by_hex = {setup.coords[u.start]: air.model[u.uid] for u in setup.units
              if u.flies and u.start >= 0}
    assert by_hex[storch] is MODELS["storch"] and by_hex[plain] is MODELS["me109"]
    reserve = [u.uid for u in setup.units if u.flies and u.start < 0 and u.player == 0]
    assert reserve and all(air.model[u] is MODELS["me109"] for u in reserve)
    assert "Airplanes of their own model: E7 Fieseler Fi 156 Storch." in describe(back)
    assert not any("own model" in line for line in describe(small({"air_rules": True})))


def test_an_airplane_on_a_carrier_flies_the_carrier_model_of_the_guidelines() -> None:
    """004: "Corsair: ... based on carriers from September 1943, Pacific Theater" (US);
    "Carrier-based from June 1943" (British). The side's first model (the P-38, the
    Spitfire) cannot use a carrier, so an airplane set up on one, naming no model in a
    scenario that names none, flies the Corsair: in the checks, the engine and the
    briefing."""
    from editor.engine.air_rules import airplane_model
    from editor.engine.checks import run_checks

    assert [g.model for g in guideline_models("us", "1943-11-01", "PACIFIC", carrier=True)] \
        == ["corsair"]
    assert guideline_models("us", "1943-05-01", "PACIFIC", carrier=True) == []  # ashore only
    assert [g.model for g in guideline_models("brit", "1943-07-01", None, carrier=True)] \
        == ["corsair"]

    def atoll(date: str, country: str = "US") -> Scenario:
        s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                        country_player2=country, date_begin=date,
                                        front="PACIFIC", options={"air_rules": True}))
        s.set_hex(SHIP, Hex(rect_terrain=Piece("pcarrier"), unit=Unit("plnus")))
        s.set_hex(FIELD, Hex(terrain=Piece("airfield"), unit=Unit("plnus")))
        s.set_hex(Coord(2, 8), Hex(unit=Unit("infjp")))
        return s

    SHIP, FIELD = Coord(8, 4), Coord(8, 12)
    s = atoll("1943-11-20")
    assert air_settings(s).carrier_models[1] == "corsair"
    assert [airplane_model(s, c) for c in (SHIP, FIELD)] == ["corsair", "p38"]
    assert run_checks(s, select=["airplane-placement"]) == []
    setup = Setup(s)
    (air,) = [x for x in setup.expansions if isinstance(x, Air)]
    by_hex = {setup.coords[u.start]: air.model[u.uid] for u in setup.units
              if u.flies and u.start >= 0}
    assert by_hex[SHIP] is MODELS["corsair"] and by_hex[FIELD] is MODELS["p38"]
    assert "Allied airplanes: Lockheed P-38 Lightning (by the Air Pack's selection " \
        "guidelines); on aircraft carriers, Vought F4U Corsair." in describe(s)
    assert airplane_model(atoll("1943-11-20", "GB"), SHIP) == "corsair"
    # before September 1943 no US model flies from a carrier: the check says so
    (f,) = run_checks(atoll("1943-05-01"), select=["airplane-placement"])
    assert "Lockheed P-38 Lightning (Corsair and Zero only)" in f.message
    # a model the scenario names is flown on the carrier too (and the check judges it)
    named = atoll("1943-11-20")
    named.game_info = replace(named.game_info, options={"air_rules": {"models": {"ALLIES": "p40"}}})
    assert airplane_model(named, SHIP) == "p40"
    assert len(run_checks(named, select=["airplane-placement"])) == 1


@pytest.mark.parametrize("bad", [{"sorties": {"AXIS": 7}}, {"models": {"AXIS": "b52"}}, 3])
def test_unreadable_settings_keep_the_standard_meaning(bad: object) -> None:
    a = air_settings(small({"air_rules": bad}))
    if isinstance(bad, dict):
        assert a.on and a.sorties == (1, 1) and a.models[0] in MODELS
    else:
        assert not a.on


def test_an_airplane_on_the_enemy_s_airfield_is_set_up_on_the_ground_as_its_check_says(
        ) -> None:
    """The airplane-placement check said an airplane set up on the enemy's airfield "is not
    on the ground there", where the game sets it up on the ground (noticed by the airdraw2
    audit): the check says what the game does, and that it lands only on a friendly one."""
    from editor.engine.checks import run_checks

    s = small({"air_rules": True})
    at = Coord(8, 12)
    s.set_hex(at, Hex(terrain=Piece("airfield", original_owner=Side.AXIS),
                      unit=Unit("plnus")))
    (f,) = run_checks(s, select=["airplane-placement"])
    assert f.message == ("an airplane on the enemy's airfield: the game sets it up on the "
                         "ground there, but an airplane lands only on a friendly airfield")
    st = Game(s, first_player=0).state
    u = st.occ[st.S.index[at]]
    assert u >= 0 and not st.aloft[u]


def test_with_the_air_rules_off_the_check_says_the_airplane_is_left_off_the_board() -> None:
    """The check ``airplane-placement`` says what the game does with an airplane while the
    Air rules are not in effect: it leaves it off the board (it said the airplane "never
    acts", where the game kept it, aloft: found by the airrules audit)."""
    from editor.engine.checks import run_checks

    s = small({"air_rules": False})
    s.set_hex(Coord(4, 6), Hex(unit=Unit("plnger")))
    (f,) = run_checks(s, select=["airplane-placement"])
    assert f.message == ("an airplane while the Air rules are not in effect: it is not "
                         "played, the game leaves it off the board (Scenario properties > "
                         "Packs & options > Air rules)")
    st = Game(s, first_player=0).state
    assert st.occ[st.S.index[Coord(4, 6)]] < 0


def test_the_airplanes_that_start_airborne_are_the_games() -> None:
    """The design canvas draws the airplanes that start the game airborne lifted, as the
    play board draws them (found by the airdraw2 audit): ``airborne_at_start`` names them,
    the rule the Hex panel and the ``airplane-placement`` check say ("airborne at the
    start"), and they are the game's: those airborne in its first position. An airplane
    on an airfield or an aircraft carrier starts on the ground; with the Air rules not in
    effect none is played: the game leaves them off the board (it kept them, the one off an
    airfield aloft: found by the airrules audit), and none is said airborne."""
    from editor.engine.air_rules import airborne_at_start

    s = small({"air_rules": True})
    up, field, ship = Coord(4, 6), Coord(8, 12), Coord(8, 4)
    s.set_hex(up, Hex(unit=Unit("plnger")))
    s.set_hex(field, Hex(terrain=Piece("airfield"), unit=Unit("plnus")))
    s.set_hex(ship, Hex(rect_terrain=Piece("pcarrier"), unit=Unit("plnus")))
    assert airborne_at_start(s) == frozenset({up})
    st = Game(s, first_player=0).state
    S = st.S
    assert {S.coords[st.upos[u]] for u in range(len(S.units))
            if st.upos[u] >= 0 and st.aloft[u]} == airborne_at_start(s)
    off = replace(s, game_info=GameInfo(options={"air_rules": False}))
    assert airborne_at_start(off) == frozenset()
    st = Game(off, first_player=0).state
    assert not any(u.flies for u in st.S.units)
    assert all(st.S.index[c] not in st.S.blockers for c in (up, field, ship))
