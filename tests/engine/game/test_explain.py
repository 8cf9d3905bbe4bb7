"""The play panel's "why not" (:func:`why_not`) and its prompt (:func:`order_hint`): each
rule the engine enforces is said in words, and the words never contradict the engine.

Boards are sketched in each test: AXIS is player 1 (top, retreats toward row 0), ALLIES
player 2 (bottom); ALLIES' sections are columns A-d (left), d-i (centre), i-M (right).
E5 = row 4 col 8; its neighbours are D5 F5 (same row), d6 e6 (above), d4 e4 (below)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from editor.engine.board import Board, Coord, Face, Side
from editor.engine.game import Game, RandomPlayer, ScriptedDice, Setup, kind_of
from editor.engine.game.actions import (AMBUSH, BATTLE, BATTLES_DONE, EXIT, HOLD, KEEP, MOVE,
                                        MOVES_DONE, NO_AMBUSH, NO_OVERRUN, ORDER, ORDERS_DONE,
                                        PLAY, RETREAT, SECTION, TAKE_GROUND, TARGET,
                                        TARGETS_DONE, Action)
from editor.engine.game.cards import AIR_POWER, AIR_SORTIE, COUNTER_ATTACK, KINDS
from editor.engine.game.explain import diagnose, fallback_of, order_hint, why_not
from editor.engine.game.expansions.air import (DIVE, EDGE, ENTER, LAND, LAUNCH, PICK_UP,
                                               SORTIE, SORTIE_WITH, STRAFE, Air)
from editor.engine.game.state import GameState
from editor.engine.scenario import GameInfo, Hex, Piece, Scenario, Unit
from editor.io.m44 import load

from ...conftest import SCENARIOS

ALLIES = 1  # player index of the bottom player
AIR_SAMPLE = Path(__file__).resolve().parents[2] / "data" / "air" / "saint-vire-airstrips.m44"
#: Every kind of Air action (a new one must get its candidates in _air_candidates).
AIR_KINDS = frozenset({SORTIE, SORTIE_WITH, ENTER, LAUNCH, LAND, STRAFE, DIVE, PICK_UP})


def game(units: dict[str, str], allies: list[str], axis: list[str] | None = None, *,
         dice: list[str] | None = None, terrain: dict[str, str] | None = None,
         obstacles: dict[str, str] | None = None, figures: dict[str, int] | None = None,
         deck: list[str] | None = None) -> Game:
    """A small battle: ``units`` by hex name, the ALLIES' hand (they play first), the Axis
    hand, scripted dice, terrain and obstacles by hex, figure counts of hurt units."""
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
    b = Board(s.board_type)
    names = set(units) | set(terrain or {}) | set(obstacles or {})
    for name in names:
        unit = units.get(name)
        s.set_hex(b.parse_hex(name), Hex(
            terrain=Piece(terrain[name]) if terrain and name in terrain else None,
            obstacle=Piece(obstacles[name]) if obstacles and name in obstacles else None,
            unit=Unit(unit, nbr_units=(figures or {}).get(name)) if unit else None))
    hands = [[kind_of(k) for k in (axis or ["probe-left", "attack-right"])],
             [kind_of(k) for k in allies]]
    return Game(s, dice=ScriptedDice(dice or []), hands=hands, first_player=ALLIES,
                deck=None if deck is None else [kind_of(k) for k in deck])


def why(g: Game, text: str) -> str:
    """The refusal of an action given in notation; it must not be legal."""
    st = g.state
    a = st.parse(text)
    assert a not in st.legal_actions(), f"{text} is legal"
    found = why_not(st, a)
    assert found, f"no reason for {text}"
    assert found == diagnose(st, a), "the reason comes from the rules, not a fallback"
    return found


def legal(g: Game, text: str) -> None:
    st = g.state
    a = st.parse(text)
    assert a in st.legal_actions() and why_not(st, a) is None and diagnose(st, a) is None


# --- orders -------------------------------------------------------------------------------


def test_section_card_orders_its_section_once_per_unit_up_to_its_count() -> None:
    g = game({"A1": "infus", "E3": "infus", "F3": "infus", "G3": "infus", "M9": "infger"},
             ["probe-center", "recon-left"])
    g.play("play probe-center")
    assert order_hint(g.state) == ("Probe (center): order 2 units in the center section "
                                   "(0 ordered, 2 left) or end the orders")
    r = why(g, "order A1")
    assert r.startswith("A1 cannot be ordered") and "center section only" in r
    assert why(g, "order M9") == "the unit on M9 is not yours"
    assert why(g, "order E5") == "there is no unit on E5"
    g.play("order E3")
    assert why(g, "order E3") == "E3 is already ordered"
    assert "(1 ordered, 1 left)" in order_hint(g.state)
    legal(g, "order F3")
    g.play("order F3")
    assert g.state.phase == "moves"
    assert why(g, "order G3") == "Probe (center) orders 2 units: all 2 are ordered"
    assert why(g, "order E3") == "E3 is already ordered"


def test_typed_cards_say_which_units_they_order() -> None:
    units = {f"{c}1": "infus" for c in "ABCDE"} | {"F1": "tankus", "M9": "infger"}
    g = game(units, ["move-out", "probe-left"])
    g.play("play move-out")
    assert "up to 4 infantry units" in order_hint(g.state)
    r = why(g, "order F1")
    assert "Move Out! orders infantry units only" in r


def test_firefight_orders_units_not_next_to_an_enemy() -> None:
    units = {f"{c}1": "infus" for c in "ABCDE"} | {"E5": "infus", "e6": "infger",
                                                    "M9": "infger"}
    g = game(units, ["firefight", "probe-left"])
    g.play("play firefight")
    r = why(g, "order E5")
    assert "Firefight" in r and "not next to an enemy" in r and "e6" in r


def test_close_assault_orders_units_next_to_an_enemy_and_they_do_not_move() -> None:
    g = game({"A1": "infus", "E5": "infus", "e6": "infger", "G3": "infus", "M9": "infger"},
             ["close-assault", "probe-left"])
    g.play("play close-assault")
    # E5 alone is next to an enemy: ordered at once; no unit may move, so battles start.
    assert g.state.phase == "battles"
    r = why(g, "order G3")
    assert "Close Assault" in r and "next to an enemy" in r
    r = why(g, "move E5 e4")
    assert "Close Assault" in r and "may not move" in r
    legal(g, "battle E5 e6")


def test_dig_in_needs_a_hex_without_sandbags() -> None:
    # Sandbags go on any hex of the unit, over wire too (docs/GAME.md, Dig-In).
    units = {f"{c}1": "infus" for c in "ABCDEF"} | {"M9": "infger"}
    g = game(units, ["dig-in", "probe-left"], obstacles={"C1": "sand", "D1": "wire"})
    g.play("play dig-in")
    r = why(g, "order C1")
    assert "sandbags are already on C1" in r
    assert why_not(g.state, g.state.parse("order D1")) is None
    g.play("order A1")
    assert why(g, "move A1 a2") == "A1 dug in: dug-in units neither move nor battle"
    assert why(g, "battle A1 M9") == "A1 dug in: dug-in units neither move nor battle"


def test_sandbags_dug_in_over_wire_protect_in_the_words_too() -> None:
    # The game plays wire and sandbags together on a hex; the static rules' view of the
    # position (a scenario: one obstacle a hex) must not lose the sandbags.
    g = game({"E3": "infus", "A1": "infus", "H3": "infus", "e6": "infger", "H5": "infger",
              "M9": "infger"},
             ["dig-in", "probe-left"], ["probe-center", "attack-right"],
             obstacles={"E3": "wire"})
    for step in ("play dig-in", "order E3", "play probe-center", "moves done"):
        g.play(step)  # H5 has a battle: the battles phase waits
    # at 3 hexes infantry rolls 1 die, and sandbags take it away
    r = why(g, "battle e6 E3")
    assert "0 dice after terrain" in r and "sandbags" in r
    assert "fire at 3 hexes: 1 die (infantry 3,2,1)" in r  # not "1 dice"


def test_medics_order_a_unit_that_lost_figures() -> None:
    g = game({"A1": "infus", "B1": "infus", "C1": "infus", "a2": "infger", "b2": "infger",
              "M9": "infger"}, ["probe-right", "medics-mechanics"],
             ["probe-right", "attack-left"], dice=["inf", "star", "star"] * 2)
    g.play("play probe-right")  # the Allies' right is empty: nobody is ordered
    g.play("play probe-right")  # the Axis' right is the board's left: a2 and b2
    g.play("battle a2 A1")
    g.play("battle b2 B1")
    assert g.state.position()["A1"] == ("infus", 3) and g.state.position()["B1"] == ("infus", 3)
    g.play("play medics-mechanics")
    assert order_hint(g.state).startswith("Medics & Mechanics: order 1 unit that lost figures")
    r = why(g, "order C1")
    assert "lost no figures" in r


def test_a_card_for_a_type_the_player_lacks_orders_one_unit_of_his_choice() -> None:
    g = game({"A1": "infus", "B1": "infus", "M9": "infger"}, ["armor-assault", "probe-left"])
    g.play("play armor-assault")
    assert "1 unit of your choice, as you command no armor unit" in order_hint(g.state)
    g.play("order A1")
    r = why(g, "order B1")
    assert "no armor unit" in r and "1 unit of your choice" in r


def test_the_unit_of_ones_choice_is_never_a_vehicle_the_card_may_not_order() -> None:
    # Patrol Cars (vehbrit with their behaviour) and a Half-track (vehus), no infantry to dig
    # in: 003 "Behind Enemy Lines, Dig-in, Medics & Mechanics - Patrol Car units may not be
    # ordered using any of these Command cards" (Half-tracks alike).
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
    b = Board(s.board_type)
    s.set_hex(b.parse_hex("E3"), Hex(unit=Unit("vehbrit", behavior="LONG_RANGE_PATROL_CARS")))
    for name, unit in (("C3", "vehus"), ("G3", "tankus"), ("I3", "tankus"), ("M9", "infger")):
        s.set_hex(b.parse_hex(name), Hex(unit=Unit(unit)))
    g = Game(s, hands=[[kind_of("probe-left")], [kind_of("dig-in"), kind_of("probe-left")]],
             first_player=ALLIES)
    g.play("play dig-in")
    assert {g.state.notation(a) for a in g.legal_actions()} == {"order G3", "order I3",
                                                                "orders done"}
    for vehicle in ("E3", "C3"):
        r = why(g, f"order {vehicle}")
        assert "1 unit of your choice, but never Patrol Cars nor Half-tracks (003)" in r


def test_medics_with_only_a_vehicle_hurt_say_the_vehicle_is_not_theirs_to_order() -> None:
    """"you command no unit that lost figures" was false with a Half-track hurt: it has,
    and the card may not order it (003)."""
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
    b = Board(s.board_type)
    for name, unit in (("A1", "infus"), ("C1", "infus"), ("E5", "vehus"), ("E7", "infger"),
                       ("M9", "infger")):
        s.set_hex(b.parse_hex(name), Hex(unit=Unit(unit)))
    g = Game(s, hands=[[kind_of("probe-center"), kind_of("probe-left")],
                       [kind_of("medics-mechanics"), kind_of("probe-left")]],
             first_player=1 - ALLIES, dice=ScriptedDice(["armor", "star"]))
    g.play("play probe-center")
    g.play("battle E7 E5")
    assert g.state.position()["E5"][1] < 3
    g.play("play medics-mechanics")
    assert ("as you command no unit that lost figures but a Patrol Car or Half-track, which "
            "the card never orders") in order_hint(g.state)


def test_a_half_track_re_supplied_says_why_it_gives_no_more() -> None:
    """003: a re-supplied unit "cannot battle this turn", and a Half-track re-supplies
    "instead of battling": G5, having begun, is re-supplied by F5 and may not give on (two
    that had begun passed a figure back and forth without end). It said it had battled."""
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
    b = Board(s.board_type)
    for name, unit in (("A1", "infus"), ("M9", "infger"), ("H7", "infger"), ("E7", "infger"),
                       ("H5", "infus"), ("G5", "vehus"), ("F5", "vehus"), ("E5", "infus")):
        s.set_hex(b.parse_hex(name), Hex(unit=Unit(unit)))
    g = Game(s, hands=[[kind_of("probe-center"), kind_of("probe-left")],
                       [kind_of("attack-center"), kind_of("probe-left")]],
             first_player=1 - ALLIES, dice=ScriptedDice(["infantry"] * 3 + ["star"]))
    for step in ("play probe-center", "battle H7 H5", "battle E7 E5", "play attack-center",
                 "order G5", "order F5", "order E5", "moves done", "resupply G5 H5",
                 "resupply F5 G5"):
        g.play(step)
    assert why(g, "resupply G5 H5") == (
        "G5 was re-supplied this turn: a re-supplied unit cannot battle this turn, and a "
        "Half-track re-supplies instead of battling (003)")
    legal(g, "resupply F5 E5")


# --- moves --------------------------------------------------------------------------------


@pytest.fixture
def moving() -> Game:
    """Probe (center) ordering E5 and G3 (both units of the centre); F5 is a forest, e4 a
    river, D5 holds an unordered unit of the left section."""
    g = game({"A1": "infus", "D5": "infus", "E5": "infus", "G3": "infus", "M9": "infger"},
             ["probe-center", "recon-left"], terrain={"F5": "woods", "e4": "river"})
    g.play("play probe-center")
    assert g.state.phase == "moves"
    return g


def test_moves_of_units_not_ordered_or_already_moved(moving: Game) -> None:
    g = moving
    assert order_hint(g.state) == "Move the ordered units (2 can still move) or end the moves"
    assert why(g, "move A1 B1") == "A1 was not ordered this turn"
    assert why(g, "move M9 L9") == "the unit on M9 is not yours"
    g.play("move G3 F3")
    assert why(g, "move F3 G3") == "F3 has already moved this turn"
    assert order_hint(g.state) == "Move the ordered units (1 can still move) or end the moves"


def test_a_destination_out_of_reach_says_the_rule_in_the_way(moving: Game) -> None:
    g = moving
    r = why(g, "move E5 H5")
    assert r == "E5 cannot move to H5: 3 hexes is beyond its move of 2"
    # G5's only way of two hexes crosses the forest, where a unit moving in must stop.
    r = why(g, "move E5 G5")
    assert "F5" in r and "forest" in r and "must stop" in r
    legal(g, "move E5 F5")
    r = why(g, "move E5 D5")
    assert "D5 is occupied" in r and "your unit" in r
    r = why(g, "move E5 e4")
    assert r == "E5 cannot move to e4: the river on e4 is impassable to infantry"
    assert why(g, "move E5 exit").startswith("E5 cannot leave the board")


def test_a_vehicle_may_not_climb_a_sea_bluff_from_the_beach() -> None:
    """003: "Cliffs & Sea Bluffs - Half-Tracks may not move up/down from the beach, oceans or
    shorelines." Said, and infantry beside it climbs."""
    s = Scenario(face=Face.BEACH,
                 game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
    b = Board(s.board_type)
    for name, h in {"e4": Hex(unit=Unit("vehus")), "d4": Hex(unit=Unit("infus")),
                    "E5": Hex(terrain=Piece("hills", behavior="BLUFF")),
                    "A3": Hex(unit=Unit("infus")), "M9": Hex(unit=Unit("infger"))}.items():
        s.set_hex(b.parse_hex(name), h)
    g = Game(s, dice=ScriptedDice([]), first_player=ALLIES,
             hands=[[kind_of("probe-left"), kind_of("attack-right")],
                    [kind_of("attack-center"), kind_of("probe-left")]])
    g.play("play attack-center")
    assert why(g, "move e4 E5") == ("e4 cannot move to E5 (1 hex, its move 2): the way climbs "
                                    "or descends the cliff on E5 from the shore, which "
                                    "Half-tracks may not do (003)")
    assert why_not(g.state, g.state.parse("move d4 E5")) is None


def test_units_in_the_way_are_named() -> None:
    g = game({"A1": "infus", "E5": "infus", "F5": "infus", "G3": "infus", "M9": "infger"},
             ["probe-center", "recon-left"])
    g.play("play probe-center")  # E5, F5 and G3: a choice of two
    g.play("order E5")
    g.play("order G3")
    r = why(g, "move E5 G5")
    assert "blocked by units on F5" in r


# --- battles ------------------------------------------------------------------------------


@pytest.fixture
def battling() -> Game:
    """E5 and G3 ordered; from E5, G5 is behind the forest F5, I5 four hexes away and D7 in
    sight; from G3, J3 (three hexes) is in a forest and G5 in sight."""
    g = game({"A1": "infus", "E5": "infus", "G3": "infus", "G5": "infger", "I5": "infger",
              "J3": "infger", "D7": "infger", "M9": "infger"},
             ["probe-center", "recon-left"], dice=["star", "star"],
             terrain={"F5": "woods", "J3": "woods"})
    g.play("play probe-center")
    g.play("moves done")
    assert g.state.phase == "battles"
    return g


def test_battles_out_of_range_out_of_sight_or_without_dice(battling: Game) -> None:
    g = battling
    assert order_hint(g.state) == "Battle: 2 units may still battle, or end the battles"
    r = why(g, "battle E5 I5")
    assert r.startswith("E5 cannot battle I5: out of range") and "4 hexes" in r
    r = why(g, "battle E5 G5")
    assert "no line of sight" in r and "blocked by F5" in r and "forest" in r
    r = why(g, "battle G3 J3")
    assert "0 dice" in r and "forest" in r
    assert why(g, "battle A1 D7") == "A1 was not ordered this turn"
    assert why(g, "battle E5 G3") == "E5 cannot battle G3: G3 is your own unit"
    assert why(g, "battle E5 F5") == "there is no unit to battle on F5"
    legal(g, "battle G3 G5")
    g.play("battle G3 G5")  # two stars: no hit
    assert why(g, "battle G3 G5") == "G3 has already battled"
    assert order_hint(g.state) == "Battle: 1 unit may still battle, or end the battles"


def test_armor_that_held_its_ground_is_told_how_armor_battles_again() -> None:
    """The rules audit: armor that eliminated its target and held its ground, asked to
    battle again, read only that it had battled; 000 lets armor battle again only on an
    Armor Overrun, after taking ground."""
    g = game({"A1": "infus", "E5": "tankus", "F5": "infus", "e6": "infger", "f6": "infger",
              "M9": "infger"}, ["probe-center", "recon-left"], dice=["inf", "star", "star"],
             figures={"e6": 1})
    g.play("play probe-center")
    g.play("moves done")
    g.play("battle E5 e6")
    g.play("hold")
    assert why(g, "battle E5 f6") == ("E5 has already battled: armor battles again only on an "
                                      "Armor Overrun, after taking ground (000)")


def test_a_move_too_long_or_into_a_forest_forbids_battling() -> None:
    g = game({"A1": "infus", "E5": "infus", "G3": "infus", "I3": "infus", "K3": "infger",
              "M9": "infger"}, ["attack-center", "recon-left"], terrain={"g4": "woods"})
    g.play("play attack-center")
    g.play("move E5 E7")
    g.play("move G3 g4")
    g.play("moves done")
    r = why(g, "battle E7 K3")
    assert "moved 2 hexes" in r and "at most 1 hex" in r
    r = why(g, "battle g4 K3")
    assert r.startswith("g4 moved into a forest") and "cannot battle this turn" in r


def test_a_unit_landed_by_its_landing_craft_is_told_why_it_does_not_battle() -> None:
    """004: "the units they carry may not battle while in them or during the turn in which
    they land on the shore." Armor landed two hexes from the ocean read "moved 2 hexes and
    cannot battle this turn", which armor may (found by the airplay audit)."""
    s = Scenario(face=Face.BEACH,
                 game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
    b = Board(s.board_type)
    for name, h in {"E1": Hex(unit=Unit("tankus"), rect_terrain=Piece("barge")),
                    "G1": Hex(unit=Unit("infus"), rect_terrain=Piece("barge")),
                    "G3": Hex(unit=Unit("infus")), "E5": Hex(unit=Unit("infger")),
                    "M9": Hex(unit=Unit("infger"))}.items():
        s.set_hex(b.parse_hex(name), h)
    g = Game(s, dice=ScriptedDice([]), first_player=ALLIES,
             hands=[[kind_of("probe-left"), kind_of("attack-right")],
                    [kind_of("attack-center"), kind_of("probe-left")]])
    for step in ("play attack-center", "move E1 E3", "move G1 g2", "moves done"):
        g.play(step)
    assert why(g, "battle E3 E5") == ("E3 landed from its landing craft this turn: the unit "
                                      "it carried may not battle in the turn it lands (004)")
    assert why(g, "battle g2 E5") == ("g2 is aboard a landing craft: the unit it carries may "
                                      "not battle while in it (004)")


def test_firefight_units_never_close_assault() -> None:
    # G3 fires on E3, which retreats onto e4, next to E5: Firefight units fire only.
    g = game({"A1": "infus", "E5": "infus", "G3": "infus", "I3": "infus", "E3": "infger",
              "K3": "infger", "M9": "infger"}, ["firefight", "probe-left"],
             dice=["flag", "star", "star"])
    g.play("play firefight")
    assert g.state.phase == "battles"
    r = why(g, "move E5 F5")
    assert "Firefight" in r and "may not move" in r
    g.play("battle G3 E3")
    assert order_hint(g.state) == "Axis: choose where E3 retreats (1 flag): d4 or e4"
    r = why(g, "retreat E3")
    assert "d4 or e4" in r
    g.play("retreat e4")
    r = why(g, "battle E5 e4")
    assert "Firefight" in r and "may not close assault" in r


def test_retreat_ends_are_the_ones_offered() -> None:
    g = game({"A1": "infus", "E5": "infus", "e6": "infger", "M9": "infger"},
             ["probe-center", "recon-left"], dice=["flag", "star", "star"])
    g.play("play probe-center")
    g.play("battle E5 e6")
    assert g.state.phase == "retreat"
    assert order_hint(g.state) == "Axis: choose where e6 retreats (1 flag): E7 or F7"
    r = why(g, "retreat d6")
    assert r.startswith("e6 cannot retreat to d6") and "E7 or F7" in r
    r = why(g, "retreat F5")
    assert "not toward" in r
    legal(g, "retreat F7")
    g.play("retreat F7")
    assert order_hint(g.state) == "E5 may take ground on e6, or hold"


def test_another_unit_waits_for_the_take_ground_of_the_unit_that_battled() -> None:
    # 000: "All Battles, Close Assault and Overrun Combats must be completed before the next
    # unit may battle." The take ground pending is E5's battle, not a phase after the moves.
    g = game({"A1": "infus", "E5": "infus", "F5": "infus", "e6": "infger", "f6": "infger",
              "M9": "infger"}, ["probe-center", "recon-left"], dice=["inf", "star", "star"],
             figures={"e6": 1})
    g.play("play probe-center")
    g.play("battle E5 e6")
    assert g.state.phase == "take-ground"
    assert why(g, "battle F5 f6") == ("E5's battle is not over: it may take ground on e6, or "
                                      "hold, before another unit battles")
    g.play("hold")
    legal(g, "battle F5 f6")


def test_another_unit_waits_for_the_retreat_or_the_ambush_of_the_battle_under_way() -> None:
    # 000: "All Battles, Close Assault and Overrun Combats must be completed before the next
    # unit may battle." They said "units battle in the battles phase, after the moves; now:
    # retreat" (or "now: ambush"), as if the battles had not begun.
    g = game({"A1": "infus", "E5": "infus", "F5": "infus", "e6": "infger", "f6": "infger",
              "M9": "infger"}, ["probe-center", "recon-left"], dice=["flag", "armor", "armor"])
    g.play("play probe-center")
    g.play("battle E5 e6")
    assert g.state.phase == "retreat"
    assert why(g, "battle F5 f6") == ("the battle under way is not over: e6 retreats first, "
                                      "then another unit may battle")
    g = game({"A1": "infus", "E5": "infus", "F5": "infus", "e6": "infger", "f6": "infger",
              "M9": "infger"}, ["probe-center", "recon-left"], ["ambush", "probe-left"])
    g.play("play probe-center")
    g.play("battle E5 e6")
    assert g.state.phase == "ambush"
    assert why(g, "battle F5 f6") == ("E5's close assault on e6 is not over: the defender "
                                      "answers it first (Ambush or not)")


def test_ambush_is_the_defenders_decision() -> None:
    g = game({"A1": "infus", "E5": "infus", "e6": "infger", "M9": "infger"},
             ["probe-center", "recon-left"], ["ambush", "probe-left"])
    g.play("play probe-center")
    g.play("battle E5 e6")
    assert g.state.phase == "ambush"
    assert order_hint(g.state) == ("Axis: E5 close-assaults your e6: play Ambush (your unit "
                                   "battles first) or not")
    assert why(g, "play ambush") == "cards are played in the card phase; now: ambush"
    legal(g, "ambush")


def test_infantry_assault_chooses_a_section_holding_infantry() -> None:
    g = game({"A1": "infus", "E3": "infus", "J3": "tankus", "M9": "infger"},
             ["infantry-assault", "probe-left"])
    g.play("play infantry-assault")
    assert order_hint(g.state) == "Infantry Assault: choose the section (left or center)"
    r = why(g, "section right")
    assert "no infantry unit in the right section" in r
    legal(g, "section center")
    g.play("section center")  # E3, the centre's only infantry, is ordered
    assert g.state.phase == "moves"
    assert "the infantry of the center section only" in why(g, "order A1")
    assert "infantry units only" in why(g, "order J3")


def test_their_finest_hour_orders_what_its_dice_show() -> None:
    g = game({"A1": "infus", "B1": "infus", "C1": "infus", "D1": "tankus", "M9": "infger"},
             ["their-finest-hour", "probe-left"], dice=["inf", "inf"])
    g.play("play their-finest-hour")  # 2 dice: the card and the one left in hand
    # (found playing ice-of-the-chornaya.m44: "order 0 infantry, 1 armor and 0 units of your
    # choice"; what the roll did not give is not ordered, nor said)
    assert order_hint(g.state) == ("Their Finest Hour: order 2 infantry units (0 ordered, "
                                   "2 left) or end the orders")
    r = why(g, "order D1")
    assert "rolled 2 infantry, 0 armor and 0 stars" in r and "armor units like D1" in r


def test_malformed_actions_are_said_so() -> None:
    g = game({"A1": "infus", "E5": "infus", "M9": "infger"}, ["probe-center", "recon-left"])
    st = g.state
    assert why_not(st, Action("jump", 1)) == "jump is not an action of the game"
    assert why_not(st, Action(PLAY, 99)) == "99 is not a command card"
    g.play("play probe-center")
    assert why_not(g.state, Action(MOVE, 10_000, 1)) == "10000 is not a hex of this board"


# --- targets, cards, phases ---------------------------------------------------------------


def test_air_power_chains_enemy_targets() -> None:
    g = game({"A1": "infus", "E3": "infus", "E7": "infger", "F7": "infger", "M9": "infger"},
             ["air-power", "probe-left"], dice=["star", "star"] * 4)
    g.play("play air-power")
    assert g.state.phase == "targets"
    assert "targets done" not in [g.state.notation(a) for a in g.legal_actions()]
    assert "at least 1 target" in why(g, "targets done")
    g.play("target E7")
    r = why(g, "target M9")
    assert "not next to E7" in r and "chain" in r
    assert "your own unit" in why(g, "target E3")
    assert why(g, "target E7") == "E7 is already targeted"
    assert order_hint(g.state).startswith("Air Power: target up to 4 enemy units")
    legal(g, "target F7")


def test_cards_that_cannot_be_played_now() -> None:
    g = game({"A1": "infus", "E5": "infus", "M9": "infger"},
             ["counter-attack", "ambush", "probe-center", "attack-left"])
    assert order_hint(g.state) == "Allies: play a command card (4 in hand)"
    assert "played by the opponent before" in why(g, "play counter-attack")
    assert why(g, "play ambush").startswith("Ambush is played in the opponent's turn only")
    assert why(g, "play barrage") == "Barrage is not in your hand"
    legal(g, "play probe-center")


def test_every_kind_of_action_in_the_wrong_phase() -> None:
    g = game({"A1": "infus", "E5": "infus", "E7": "infger", "M9": "infger"},
             ["probe-center", "attack-left"], dice=["star", "star"])
    r = why(g, "battle E5 E7")
    assert r == "units battle in the battles phase, after the moves; now: card"
    assert why(g, "order E5").endswith("now: card")
    assert why(g, "retreat e4").endswith("now: card")
    g.play("play probe-center")
    assert g.state.phase == "moves"
    assert why(g, "play attack-left") == "cards are played in the card phase; now: moves"
    g.play("moves done")
    assert why(g, "play attack-left") == "cards are played in the card phase; now: battles"
    r = why(g, "move E5 e4")
    assert "moves phase" in r and r.endswith("now: battles")
    for text in ("target E7", "section left", "keep attack-left", "ambush", "no ambush",
                 "take ground", "hold", "no overrun", "orders done", "moves done",
                 "targets done"):
        assert "now: battles" in why(g, text), text


def test_recon_keeps_one_of_the_two_cards_drawn() -> None:
    g = game({"A1": "infus", "M9": "infger", "E3": "infus", "F3": "infus"},
             ["recon-center", "probe-left"],
             deck=["attack-left", "probe-right", "direct-from-hq"])
    g.play("play recon-center")
    g.play("order F3")
    g.play("moves done")
    assert g.state.phase == "keep"
    assert order_hint(g.state) == ("Recon: keep one of the two cards drawn (Probe (right) "
                                   "or Attack (left))")
    r = why(g, "keep direct-from-hq")
    assert "was not drawn" in r and "Attack (left)" in r


def test_the_game_over_is_said() -> None:
    g = game({"A1": "infus", "E5": "infus", "e6": "infger"}, ["probe-center", "recon-left"],
             dice=["inf"] * 3, figures={"e6": 3})
    g.play("play probe-center")
    g.play("battle E5 e6")
    assert g.over
    assert why_not(g.state, Action(PLAY, kind_of("probe-left"))).startswith(
        "the game is over: Allies won")
    assert order_hint(g.state).startswith("The game is over: Allies won")


# --- agreement with the engine in random games of the bundled samples --------------------


#: The argument-less decisions among the candidates.
DECISIONS = (ORDERS_DONE, TARGETS_DONE, MOVES_DONE, BATTLES_DONE, NO_OVERRUN, AMBUSH, NO_AMBUSH,
             TAKE_GROUND, HOLD)
#: Every kind of the candidates (:func:`_candidates`).
CANDIDATE_KINDS = frozenset({ORDER, TARGET, MOVE, RETREAT, BATTLE, PLAY, KEEP, SECTION,
                             *DECISIONS}) | AIR_KINDS


def _candidates(st: GameState, rng: random.Random) -> Iterator[Action]:
    """Actions a player might click now: orders, moves, battles, targets and retreats of
    units, cards, and every argument-less decision; with the Air rules, their actions too
    (:func:`_air_candidates`)."""
    S = st.S
    on_board = [u for u in range(len(S.units)) if st.upos[u] >= 0]
    for u in on_board:
        a = st.upos[u]
        yield Action(ORDER, a)
        yield Action(TARGET, a)
        yield Action(MOVE, a, EXIT)
        near = [h for h in range(S.n) if S.dist[a][h] <= 4]
        for h in rng.sample(near, min(12, len(near))):
            yield Action(MOVE, a, h)
            yield Action(RETREAT, h)
        for v in on_board:
            yield Action(BATTLE, a, st.upos[v])
    for k in range(len(KINDS)):
        yield Action(PLAY, k)
        yield Action(KEEP, k)
    for s in range(3):
        yield Action(SECTION, s)
    for k in DECISIONS:
        yield Action(k)
    for x in S.expansions:
        if isinstance(x, Air):
            yield from _air_candidates(st, rng, x)


def _air_candidates(st: GameState, rng: random.Random, air: Air) -> Iterator[Action]:
    """The Air actions a player might click now (every kind of :attr:`Air.kinds`): a card
    as an Air Sortie or with one, flying in or ordering an airplane on the board or on any
    other hex; an airplane (or the one flying in) entering, taking off, landing, strafing,
    diving and rescuing, to and at hexes near it. Strafing paths are read as the notation
    reads them (the run that strafes the same hexes and ends on the same hex)."""
    S = st.S
    planes = [st.upos[u] for u in range(len(S.units)) if air.flies[u] and st.upos[u] >= 0]
    others = [h for h in range(S.n) if h not in planes]
    spots = planes + rng.sample(others, min(3, len(others)))
    assert air.kinds == AIR_KINDS
    cards = {AIR_SORTIE, AIR_POWER, COUNTER_ATTACK, *st.hands[st.active],
             *rng.sample(range(len(KINDS)), 3)}
    for k in sorted(cards):
        yield Action(SORTIE, k, None)
        for h in spots:
            yield Action(SORTIE, k, h)
        for sec in (None, 0, 1, 2):
            yield Action(SORTIE_WITH, k, sec)
            for h in spots:
                yield Action(SORTIE_WITH, k, (sec, h))
    for h in rng.sample(range(S.n), min(12, S.n)):
        yield Action(ENTER, h)
    for a in spots + [EDGE]:
        start = rng.choice(air.edge) if a == EDGE else a
        near = [h for h in range(S.n) if S.dist[start][h] <= 5]
        for h in rng.sample(near, min(8, len(near))):
            if a != EDGE:
                yield Action(LAUNCH, a, h)
                yield Action(LAND, a, h)
            yield Action(DIVE, a, h)
            yield Action(PICK_UP, a, h)
        for _ in range(4):  # a walk of 1 to 5 hexes from the airplane (or an edge hex)
            path = [start] if a == EDGE else []
            at = start
            for _ in range(rng.randint(1, 5) - len(path)):
                at = rng.choice([h for h in range(S.n) if S.dist[at][h] == 1])
                path.append(at)
            yield air._canonical(st, a, tuple(path))  # noqa: SLF001 - as parse reads it


def _hold_to_the_engine(st: GameState, legal: list[Action], rng: random.Random | None
                        ) -> set[str]:
    """No reason for any legal action of ``st``; with ``rng``, a reason (from the rules, not
    the fallback) for every other candidate action too. Returns the kinds of the
    candidates refused."""
    assert order_hint(st)
    legal_now = set(legal)
    for a in legal_now:
        assert why_not(st, a) is None
        assert diagnose(st, a) is None, (st.notation(a), diagnose(st, a))
    if rng is None:
        return set()
    refused = set(_candidates(st, rng)) - legal_now
    for a in refused:
        r = diagnose(st, a)
        assert r and "does not name" not in r, (st.describe_action(a), st.phase)
    return {a.kind for a in refused}


def _agree(setup: Setup, seeds: tuple[int, ...], steps: int, air_first: float = 0.0) -> int:
    """Plays random games of ``setup`` (Air actions taken first with odds ``air_first``)
    and holds :func:`diagnose` and :func:`why_not` to the engine every step: no reason for
    a legal action, a reason (from the rules, not the fallback) for every other candidate
    action every third step. Returns the positions checked."""
    rng = random.Random(5)
    positions = 0
    for seed in seeds:
        g = Game(setup, seed=seed)
        player = RandomPlayer(seed)
        for step in range(steps):
            if g.over:
                break
            st = g.state
            legal = st.legal_actions()
            _hold_to_the_engine(st, legal, rng if step % 3 == 0 else None)
            positions += step % 3 == 0
            air = [a for a in legal if a.kind in AIR_KINDS]
            if air and rng.random() < air_first:
                g.apply(rng.choice(air))
            else:
                g.ai_move(player)
    return positions


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_reasons_agree_with_the_engine_in_random_games(path: object) -> None:
    """No reason for any legal action; a reason (from the rules, not the fallback) for
    every other candidate action, in several hundred positions of each sample."""
    setup = Setup(load(path).scenario)  # type: ignore[arg-type]
    assert _agree(setup, (1, 2), 250) > 50


def _small_air(options: dict[str, object]) -> Scenario:
    """A small Air game (test_air.py's, with more units): a few infantry units a side, a
    one-figure infantry unit to rescue."""
    s = Scenario(game_info=GameInfo(options=options))
    for name, (r, c), n in (("infus", (6, 8), None), ("infus", (7, 3), 1),
                            ("tankus", (8, 20), None), ("infger", (2, 8), None),
                            ("infger", (5, 9), 1), ("infger", (1, 16), None)):
        s.set_hex(Coord(r, c), Hex(unit=Unit(name, nbr_units=n)))
    return s


def _airfields_air() -> Scenario:
    """A small Air game of airfields (a Zero against a P-38): friendly, enemy and bare ones,
    Ready-to-Take-off markers of both sides on some, so that airplanes land, among markers
    too, and take off from them."""
    s = Scenario(game_info=GameInfo(options={"air_rules": {
        "sorties": {"AXIS": 2, "ALLIES": 2, "deck": 2},
        "models": {"AXIS": "zero", "ALLIES": "p38"}}}))
    b = Board(s.board_type)
    for name, unit in (("A1", "infus"), ("E3", "infus"), ("j2", "tankus"), ("M9", "infger"),
                       ("E7", "infger"), ("h8", "infger")):
        s.set_hex(b.parse_hex(name), Hex(unit=Unit(unit)))
    for name, side, n in (("G3", "ALLIES", 2), ("c4", "ALLIES", 1), ("G7", "AXIS", 1),
                          ("k6", "AXIS", 2), ("F5", "AXIS", 1), ("B5", None, 0),
                          ("l4", None, 0), ("d8", None, 0)):
        extra = {"ready_to_take_off": {"side": side, "count": n}} if side else {}
        s.set_hex(b.parse_hex(name), Hex(terrain=Piece("airfield"), extra=extra))
    return s


AIR_GAMES = {
    "saint-vire-airstrips": lambda: load(AIR_SAMPLE).scenario,
    "airfields": _airfields_air,
    # Two Air Sorties a side and two in the deck; Recon cards of the Allies are Air
    # Sorties (Air Strikes rules); a Zero against a Storch: every Air action may be taken.
    "small-strikes": lambda: _small_air({
        "air_rules": {"sorties": {"AXIS": 2, "ALLIES": 2, "deck": 2},
                      "models": {"AXIS": "storch", "ALLIES": "zero"}},
        "air_strikes_rules": "ALLIES"}),
    "small": lambda: _small_air({"air_rules": True}),
}


@pytest.mark.parametrize("name", sorted(AIR_GAMES))
def test_reasons_agree_with_the_engine_in_random_air_games(name: str) -> None:
    """The same agreement with the Air rules on: every Air action a player might take
    (an Air Sortie, an equivalent, one played with a card, an airplane's actions) is legal
    or has a reason from the rules; Air actions are taken half of the time they may be."""
    assert _agree(Setup(AIR_GAMES[name]()), (1, 2, 3), 120, air_first=0.5) > 50


@pytest.mark.parametrize("name", sorted(AIR_GAMES))
def test_land_has_no_reason_exactly_when_the_landing_is_legal(name: str) -> None:
    """``land``'s why-not (:meth:`Air.why_not`) against the landings the engine lists
    (:meth:`Air.moves`), every hex of the board from every airplane of the board and the
    one flying in, in every position of random games (landings, take-offs and Air Sorties
    taken first most of the time): no reason exactly when the landing is legal, else a
    reason from the rules (not the fallback). Before, an Action built for the airplane
    flying in (``land`` from the edge) had no reason, and an airplane unable to move was
    told "the airplane cannot move now"."""
    setup = Setup(AIR_GAMES[name]())
    air = next(x for x in setup.expansions if isinstance(x, Air))
    landings = positions = 0
    for seed in (1, 2, 3, 4):
        rng = random.Random(seed)
        g = Game(setup, seed=seed)
        player = RandomPlayer(seed)
        for _ in range(150):
            if g.over:
                break
            st = g.state
            legal = st.legal_actions()
            planes = [st.upos[u] for u in range(len(st.S.units))
                      if air.flies[u] and st.upos[u] >= 0]
            for a in planes + [EDGE]:
                for h in range(st.S.n):
                    land = Action(LAND, a, h)
                    r, d = why_not(st, land), diagnose(st, land)
                    assert (land in legal) == (r is None) == (d is None), (
                        st.describe_action(land), st.phase, r, d)
                    assert r is None or r == d, (r, d)  # the rules' reason, not the fallback
                    landings += land in legal
            positions += 1
            flights = [a for a in legal if a.kind in (LAND, ENTER, LAUNCH, SORTIE, SORTIE_WITH)]
            if flights and rng.random() < 0.7:
                g.apply(rng.choice(flights))
            else:
                g.ai_move(player)
    assert positions > 100
    if name == "airfields":
        assert landings >= 10


#: An Air Sortie of the Allies and the Counter-Attack repeating it: flying a fresh airplane
#: in, or ordering the Axis airplane on k8 (in the right section: the Allies' left,
#: mirrored), against an Air Sortie flying one in, one ordering the Allies' airplane on b2,
#: and a Recon card's under Air Strikes rules (its left section: k8 is not in it).
COUNTERED = (("sortie", "sortie counter-attack"), ("sortie", "sortie counter-attack k8"),
             ("sortie b2", "sortie counter-attack k8"),
             ("sortie recon-left", "sortie counter-attack"))


@pytest.mark.parametrize(("first", "counter"), COUNTERED, ids=[" / ".join(c) for c in COUNTERED])
def test_reasons_agree_with_the_engine_around_a_counter_attack_played_as_an_air_sortie(
        first: str, counter: str) -> None:
    """The random games seldom reach a Counter-Attack played as an Air Sortie (it needs the
    opponent's Air Sortie just before, and the card in hand): here it is reached on purpose,
    in each way it is played, and every position from the card phase that offers it to the
    end of its turn (random actions, the Air actions first) is held to the engine with every
    candidate action (every kind, the Air actions' too)."""
    s = _small_air({"air_rules": {"sorties": {"AXIS": 1, "ALLIES": 1},
                                  "models": {"AXIS": "storch", "ALLIES": "zero"}},
                    "air_strikes_rules": "ALLIES"})
    s.set_hex(Coord(7, 3), Hex(terrain=Piece("airfield"), unit=Unit("plnus")))  # b2
    s.set_hex(Coord(1, 21), Hex(terrain=Piece("airfield"), unit=Unit("plnger")))  # k8
    setup = Setup(s)
    kinds: set[str] = set()
    for seed in (1, 2, 3):
        rng = random.Random(seed)
        g = Game(setup, seed=seed, first_player=ALLIES,
                 hands=[[kind_of("counter-attack"), kind_of("probe-left")],
                        [kind_of("recon-left"), kind_of("probe-center")]])
        g.play(first)
        while g.state.active == ALLIES:  # the Allies' airplane flies (Air actions first)
            legal = g.state.legal_actions()
            g.apply(rng.choice([a for a in legal if a.kind in AIR_KINDS] or legal))
        turn = g.state.turn
        assert g.state.phase == "card" and g.state.parse(counter) in g.legal_actions()
        kinds |= _hold_to_the_engine(g.state, g.legal_actions(), rng)
        g.play(counter)
        assert g.state.played == COUNTER_ATTACK
        while not g.over and g.state.turn == turn:
            legal = g.legal_actions()
            kinds |= _hold_to_the_engine(g.state, legal, rng)
            g.apply(rng.choice([a for a in legal if a.kind in AIR_KINDS] or legal))
    assert kinds == CANDIDATE_KINDS, CANDIDATE_KINDS - kinds


def test_wire_is_removed_by_an_ordered_unit_on_it_in_the_battles_phase() -> None:
    g = game({"A1": "infus", "B1": "infus", "C1": "infus", "M9": "infger"},
             ["probe-left", "probe-right"], obstacles={"A1": "wire", "C1": "wire"})
    g.play("play probe-left")
    assert why(g, "clear A1").startswith("wire is removed in the battles phase")
    g.play("order A1")
    g.play("order B1")
    g.play("moves done")
    st = g.state
    assert st.parse("clear A1") in st.legal_actions() and why_not(st, st.parse("clear A1")) is None
    assert why(g, "clear B1") == "there is no wire on B1 to remove"
    assert why(g, "clear C1") == "C1 was not ordered this turn"
    a1 = st.parse("clear A1").a
    g.play("clear A1")  # instead of battling: the turn ends, the wire is gone
    assert not g.state.wire[a1]


def test_a_roll_to_make_says_what_it_is_for() -> None:
    """Found playing with dice rolled at the table: the prompt of a roll said "Roll 3 dice
    (battle)", not whose battle, and the line of the account that says it was the last of
    a log cut to a few lines; with the dice in hand one must know which unit battles which
    (and, after an Ambush, that the ambusher rolls first)."""
    from editor.engine.game.session import PlaySession

    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                    starting="PLAYER2"))
    b = Board(s.board_type)
    for name, code in (("E5", "infger"), ("e4", "infus"), ("M9", "infger")):
        s.set_hex(b.parse_hex(name), Hex(unit=Unit(code)))
    session = PlaySession(s, seed=1, physical=True)
    card = next(a for a in session.legal_actions() if a.kind == PLAY
                and KINDS[a.a].title in ("Attack (center)", "Probe (center)",
                                          "Assault (center)", "General Advance",
                                          "Recon (center)", "Recon in Force"))
    session.apply(card)
    while not session.pending_roll:  # e4 ordered (or ordered alone), not moved, battles E5
        legal = {session.state.notation(a): a for a in session.legal_actions()}
        session.apply(next(legal[n] for n in ("order e4", "battle e4 E5", "moves done")
                           if n in legal))
    st = session.state
    assert session.pending_roll
    assert order_hint(st) == f"Roll {session.pending_roll} dice (e4 battles E5)"


def test_an_air_roll_says_which_airplane_rolls_what_and_who_rolls_the_air_check() -> None:
    """Rolling at the table, an Air check was prompted "Roll 1 die (air-check)" and a
    strafing die "Roll 1 die (strafe)": not which airplane, nor at which unit, nor that the
    opponent rolls the Air check when an enemy unit is next to the airplane (004: "If there
    are adjacent enemy units, roll 1 additional die ... In this case, it is the Opponent
    that rolls the dice for the Air check")."""
    from editor.engine.game.session import PlaySession, TypedDice

    def ordered(model: str) -> PlaySession:
        """The Allies' airplane (of ``model``) on E5 ordered, the Axis infantry on F5."""
        s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                        options={"air_rules": {"models": {"ALLIES": model}}}))
        b = Board(s.board_type)
        for name, code in (("A1", "infus"), ("E5", "plnus"), ("F5", "infger"),
                           ("M9", "infger")):
            s.set_hex(b.parse_hex(name), Hex(unit=Unit(code)))
        g = Game(s, dice=TypedDice(1), first_player=ALLIES,
                 hands=[[kind_of("probe-left")] * 2, [kind_of("probe-center")] * 2])
        session = PlaySession(s, seed=1, physical=True, game=g)
        for text in ("play probe-center", "order E5"):
            session.apply(session.state.parse(text))
        return session

    session = ordered("p38")
    st = session.state
    assert session.pending_roll == 1
    assert order_hint(st) == ("Roll 1 die (Air check of the airplane on E5; Axis rolls: an "
                              "enemy unit is next to it (004))")
    session.enter_dice("star")
    session.apply(st.parse("strafe E5 F5 G5"))
    assert order_hint(st) == "Roll 1 die (the airplane on G5 strafes F5)"
    session = ordered("zero")
    session.enter_dice("star")
    session.apply(session.state.parse("kamikaze E5 F5"))
    hint = order_hint(session.state)
    assert hint.startswith("Roll 2 dice (the airplane on ") and hint.endswith(
        " dives on (Kamikaze Attack) F5)"), hint


def test_the_battles_hint_counts_the_units_that_may_remove_wire() -> None:
    """With no target in reach but wire to remove, the hint said "Battle: 0 units may still
    battle, or end the battles" while "clear E5" was offered."""
    g = game({"E5": "infus", "F5": "infus", "M9": "infger"}, ["probe-center", "probe-left"],
             obstacles={"E5": "wire", "F5": "wire"})
    g.play("play probe-center")
    g.play("moves done")
    assert order_hint(g.state) == "Battle: 2 units may remove wire, or end the battles"
    g.play("clear E5")
    assert order_hint(g.state) == "Battle: 1 unit may remove wire, or end the battles"


def test_fallback_of_names_what_the_player_does_not_command() -> None:
    """command-cards.md: "if you do not command any X units, issue an order to 1 unit of
    your choice": the X when the card in effect ordered so, else nothing (the play panel's
    note before a card is played)."""
    g = game({"A1": "tankus", "E3": "tankus", "M9": "infger"}, ["move-out", "probe-left"])
    g.play("play move-out")
    assert fallback_of(g.state) == "infantry unit"
    g = game({"A1": "tankus", "E3": "tankus", "M9": "infger"}, ["armor-assault", "probe-left"])
    g.play("play armor-assault")
    assert fallback_of(g.state) is None
    g = game({"A1": "infus", "E3": "infus", "M9": "infger"}, ["medics-mechanics", "probe-left"])
    g.play("play medics-mechanics")
    assert fallback_of(g.state) == "unit that lost figures"
