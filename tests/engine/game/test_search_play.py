"""The search AI plays like a person would, shown in small constructed positions: it clears
the wire on the lane it needs, moves its units off the beach, heads for the nearest hex of an
objective group, orders the unit that can close in for a kill, shoots first the enemy unit that threatens its own, takes ground onto an
objective, leaves by an exit and heads for one (of its own side) from afar, pulls a one-figure unit back out of reach, plays the tactic
card when it is worth most; its study of the scenario picks the posture that wins, and it
goes to an enemy that sits still.

Each position is the Allies' (player 2) turn on an otherwise empty board; a trait that holds
whatever posture the study chose is checked for every posture."""

from __future__ import annotations

import pytest

from editor.engine.board import Board, Face, Side
from editor.engine.game import Game, GreedyPlayer, Setup
from editor.engine.game.actions import Action
from editor.engine.game.cards import kind_of
from editor.engine.game.dice import ScriptedDice
from editor.engine.game.search import POSTURES, STALL, Posture, SearchPlayer, study
from editor.engine.game.state import BATTLES, CARD, MOVE_AGAIN, MOVES, TAKE
from editor.engine.scenario import GameInfo, Hex, Medal, Piece, Scenario, Tag, Unit
from editor.io.m44 import load

from ...conftest import SCENARIOS

ALLIES = 1


def position(units: dict[str, str | tuple[str, int]], *, face: Face = Face.COUNTRY,
             obstacles: dict[str, str] | None = None, objectives: tuple[str, ...] = (),
             exits: tuple[str, ...] = (), majority: tuple[str, ...] = (),
             medals: int = 6) -> Scenario:
    """A scenario: ``units`` by hex (a name, or a name and its figures), wire or hedgehogs,
    Allied medal objectives (permanent), Allied exit hexes and an Allied majority group
    (one medal for holding most of its hexes)."""
    s = Scenario(face=face, game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                               victory_player1=medals,
                                               victory_player2=medals))
    b = Board(s.board_type)
    names = set(units) | set(obstacles or {}) | set(objectives) | set(exits) | set(majority)
    for name in names:
        u = units.get(name)
        unit = None
        if isinstance(u, tuple):
            unit = Unit(u[0], nbr_units=u[1])
        elif u:
            unit = Unit(u)
        tags: tuple[Tag, ...] = ()
        if name in objectives:
            tags += (Tag("medal1", side=Side.ALLIES, medal=Medal(permanent=True)),)
        if name in exits:
            tags += (Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES, group=exits),)
        if name in majority:
            tags += (Tag("medal1", side=Side.ALLIES, group=majority,
                         medal=Medal(permanent=True, majority=True)),)
        ob = (obstacles or {}).get(name)
        s.set_hex(b.parse_hex(name), Hex(unit=unit, obstacle=Piece(ob) if ob else None,
                                         tags=tags))
    return s


def allies_turn(s: Scenario, card: str, dice: list[str] | None = None) -> Game:
    """The Allies to play ``card`` (the Axis hold two Probes)."""
    return Game(Setup(s), dice=ScriptedDice(dice or []), first_player=ALLIES,
                hands=[[kind_of("probe-left"), kind_of("probe-right")], [kind_of(card)]])


def players() -> list[SearchPlayer]:
    """A search player of each posture (no study: the posture is given)."""
    return [SearchPlayer(seed=1, study=0, postures=(p,)) for p in POSTURES]


def choice(p: SearchPlayer, g: Game) -> str:
    st = g.state
    return st.notation(p.choose(st, st.legal_actions()))


def test_it_clears_the_wire_on_the_lane_it_needs() -> None:
    # A beach landing: Allied infantry on the wire at the waterline, the town above it an
    # objective, no enemy within reach. Nothing to shoot: it opens the lane.
    s = position({"G3": "infus", "A9": "infger"}, face=Face.BEACH,
                 obstacles={"G3": "wire"}, objectives=("G7",))
    for p in players():
        g = allies_turn(s, "probe-center")
        g.play("play probe-center")
        g.play("moves done")
        assert g.state.phase is BATTLES
        assert choice(p, g) == "clear G3", p.postures[0]


def test_a_defender_keeps_its_wire() -> None:
    # The same wire, but the Allies have nothing to take: the wire slows the attacker.
    s = position({"G3": "infus", "A9": "infger"}, face=Face.BEACH, obstacles={"G3": "wire"},
                 objectives=())
    s.game_info = GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES)
    b = Board(s.board_type)
    s.set_hex(b.parse_hex("G7"), Hex(tags=(Tag("medal1", side=Side.AXIS,
                                                medal=Medal(permanent=True)),)))
    for p in players():
        g = allies_turn(s, "probe-center")
        g.play("play probe-center")
        g.play("moves done")
        assert choice(p, g) != "clear G3", p.postures[0]


def first_move(p: SearchPlayer, s: Scenario) -> tuple[Game, Action]:
    """The Allies' first move of a Probe (center) on ``s``, as ``p`` chooses it."""
    g = allies_turn(s, "probe-center")
    g.play("play probe-center")
    assert g.state.phase is MOVES
    a = p.choose(g.state, g.state.legal_actions())
    assert a.kind == "move", p.postures[0]
    return g, a


def test_it_moves_its_units_off_the_beach() -> None:
    s = position({"g4": "infus", "A9": "infger"}, face=Face.BEACH, objectives=("G7",))
    for p in players():
        g, a = first_move(p, s)
        S = g.state.S
        assert S.row[a.b] < S.row[a.a], p.postures[0]  # up the beach, toward the town


def test_it_heads_for_the_nearest_hex_of_an_objective_group() -> None:
    # A majority of three hexes on the unit's row: two four hexes to its right, the first
    # (by the board's order) six to its left. Every hex of the group is one to take: the
    # unit closes in on the nearest, away from the first.
    s = position({"H5": "infus", "A9": "infger"}, majority=("B5", "L5", "M5"))
    S = Setup(s)
    l5 = S.hex_of("L5")
    for p in players():
        _g, a = first_move(p, s)
        assert S.dist[a.b][l5] < S.dist[a.a][l5], p.postures[0]


def test_a_card_s_look_ahead_values_its_own_moves_not_another_card_s() -> None:
    # The look-ahead plays each candidate card's turn in the same sampled worlds with one
    # policy: two copies of one position, a Probe played in the first, an Infantry Assault
    # (two hexes and still battle) in the second. The two-hex move up to the weakened enemy
    # is a battle under the assault only, and the policy values it so in the second copy
    # whatever it valued in the first.
    s = position({"G3": "infus", "G7": ("infger", 1), "A9": "infger"})
    g = Game(Setup(s), dice=ScriptedDice([]), first_player=ALLIES,
             hands=[[kind_of("probe-left"), kind_of("probe-right")],
                    [kind_of("probe-center"), kind_of("infantry-assault")]])
    probe, assault = g.state.copy(), g.state.copy()
    probe.apply(probe.parse("play probe-center"))
    assault.apply(assault.parse("play infantry-assault"))
    assert probe.phase is MOVES and assault.phase is MOVES
    up = probe.parse("move G3 G5")
    for p in POSTURES:
        fresh = p.policy(1).scorer(assault)
        assert fresh is not None
        policy = p.policy(1)
        first = policy.scorer(probe)
        assert first is not None
        assert first(probe, up) < fresh(assault, up), p
        score = policy.scorer(assault)
        assert score is not None
        assert score(assault, up) == fresh(assault, up), p


def test_its_moves_count_the_bonus_die_of_the_card() -> None:
    # Behind Enemy Lines: the ordered unit battles with a die more. Its orders are valued
    # before it has the die, its moves after: a one-hex move to a two-dice shot at a
    # two-figure unit (three with the card, a likely medal) is worth to the policy that
    # valued the orders what it is worth to one valuing the moves alone.
    s = position({"G3": "infus", "C3": "infus", "G7": ("infger", 2), "A9": "infger"})
    for p in POSTURES:
        g = allies_turn(s, "behind-enemy-lines")
        g.play("play behind-enemy-lines")
        st = g.state
        policy = p.policy(1)
        orders = policy.scorer(st)
        assert orders is not None
        assert max(st.legal_actions(), key=lambda a: orders(st, a)) == st.parse("order G3")
        g.play("order G3")
        assert st.phase is MOVES
        up = st.parse("move G3 g4")
        moves, fresh = policy.scorer(st), p.policy(1).scorer(st)
        assert moves is not None and fresh is not None
        assert moves(st, up) == fresh(st, up), p


def test_behind_enemy_lines_second_move_sees_the_enemy_it_eliminated_gone() -> None:
    # Behind Enemy Lines: the unit moves, eliminates the one-figure unit next to it and
    # holds its ground, then may move again. The enemy left stands at A9: the second move
    # heads there, not onto the hex of the unit just eliminated, and the policy that valued
    # the first moves values the second as one valuing it alone.
    s = position({"G3": "infus", "H5": ("infger", 1), "A9": "infger"})
    for p in POSTURES:
        g = allies_turn(s, "behind-enemy-lines", dice=["inf"] * 4)
        g.play("play behind-enemy-lines")
        st = g.state
        policy = p.policy(1)
        moves = policy.scorer(st)
        assert moves is not None
        assert all(moves(st, a) > -9 for a in st.legal_actions())  # the first moves valued
        g.play("move G3 g4")
        g.play("battle g4 H5")
        g.play("hold")
        assert st.phase is MOVE_AGAIN
        again, fresh = policy.scorer(st), p.policy(1).scorer(st)
        assert again is not None and fresh is not None
        assert {st.notation(a): again(st, a) for a in st.legal_actions()} == \
            {st.notation(a): fresh(st, a) for a in st.legal_actions()}, p
        assert choice(SearchPlayer(seed=1, study=0, postures=(p,)), g) != "move g4 H5", p


def test_it_orders_the_unit_that_can_close_in_for_the_kill() -> None:
    # One order (Recon, center): a tank five hexes from a one-figure unit (nothing to shoot
    # at from where it stands, a likely medal after a move) or an infantry unit with a
    # two-dice shot at a full unit. The greedy player values an order by the shot the unit
    # has now; the search by the best the unit can do after its move.
    s = position({"G1": "tankus", "E5": "infus", "i6": ("infger", 1), "E7": "infger",
                  "M9": "infger"})
    g = allies_turn(s, "recon-center")
    g.play("play recon-center")
    st = g.state
    assert st.notation(GreedyPlayer(1).choose(st, st.legal_actions())) == "order E5"
    for p in players():
        assert choice(p, g) == "order G1", p.postures[0]


def test_it_shoots_first_the_unit_that_threatens_its_own() -> None:
    # Two one-figure targets at the same range, the same dice and the same chance to
    # eliminate: one (E5) stands next to a one-figure Allied unit it could wipe out next
    # turn, the other (G7) threatens only the full unit shooting at it. Greedy values both
    # battles alike; the search shoots the dangerous one (``danger`` in search.TUNED).
    s = position({"G5": "infus", "G7": ("infger", 1), "E5": ("infger", 1),
                  "d4": ("infus", 1), "A9": "infger"})
    g = allies_turn(s, "recon-center")
    g.play("play recon-center")
    g.play("order G5")
    g.play("moves done")
    st = g.state
    assert st.phase is BATTLES
    score = GreedyPlayer(1).scorer(st)
    assert score is not None
    values = {st.notation(a): score(st, a) for a in st.legal_actions()}
    assert values["battle G5 E5"] == values["battle G5 G7"]
    for p in players():
        assert choice(p, g) == "battle G5 E5", p.postures[0]


def test_it_takes_ground_onto_the_objective_it_cleared() -> None:
    # A close assault on the one-figure unit holding the town; the town is then empty.
    s = position({"G5": "infus", "g6": ("infger", 1), "A9": "infger"}, objectives=("g6",))
    for p in players():
        g = allies_turn(s, "probe-center", dice=["inf", "inf", "inf"])
        g.play("play probe-center")
        g.play("moves done")
        g.play("battle G5 g6")
        assert g.state.phase is TAKE
        assert choice(p, g) == "take ground", p.postures[0]


def test_it_leaves_by_an_exit_when_it_can() -> None:
    exits = ("F9", "G9", "H9")
    s = position({"f8": "infus", "M1": "infger"}, exits=exits)
    for p in players():
        g = allies_turn(s, "probe-center")
        g.play("play probe-center")
        assert choice(p, g) == "move f8 exit", p.postures[0]


def exit_scenario(side: Side) -> tuple[Scenario, Setup]:
    """An Allied infantry unit on H5, exit hexes of ``side`` four hexes up (F9 to H9), the
    one enemy farther off in the far corner (A1): nothing to shoot, no objective."""
    s = position({"H5": "infus", "A1": "infger"})
    b = Board(s.board_type)
    exits = ("F9", "G9", "H9")
    for name in exits:
        s.set_hex(b.parse_hex(name), Hex(tags=(Tag("tag4", behavior="EXIT_MARKER", side=side,
                                                   group=exits),)))
    return s, Setup(s)


def test_it_heads_for_an_exit_from_afar() -> None:
    # An exit is a medal: a unit that cannot reach one this turn closes in on it, as on an
    # objective, rather than on an enemy farther off (it went for the enemy before), greedy
    # as much as every posture.
    s, S = exit_scenario(Side.ALLIES)
    exits = [h for h in range(S.n) if S.exit_mask[h]]

    def to_exit(h: int) -> int:
        return min(S.dist[h][x] for x in exits)

    for p in [GreedyPlayer(1), *players()]:
        g = allies_turn(s, "probe-center")
        g.play("play probe-center")
        a = p.choose(g.state, g.state.legal_actions())
        assert a.kind == "move" and to_exit(a.b) < to_exit(a.a), p.name


def test_it_heads_for_no_exit_of_the_other_side() -> None:
    # The same hexes the Axis' exits: worth nothing to the Allies, they pull nobody.
    s, S = exit_scenario(Side.AXIS)
    a1 = S.hex_of("A1")
    for p in [GreedyPlayer(1), *players()]:
        g = allies_turn(s, "probe-center")
        g.play("play probe-center")
        a = p.choose(g.state, g.state.legal_actions())
        assert a.kind == "move" and S.dist[a.b][a1] < S.dist[a.a][a1], p.name


def test_it_pulls_a_one_figure_unit_back_out_of_reach() -> None:
    # A lone figure facing three full units two hexes away: it steps back, where fewer
    # dice can reach it, rather than stay or close in. Only the reckless posture (the one
    # a study picks for a side that must gamble) presses on.
    s = position({"G5": ("infus", 1), "F7": "infger", "G7": "infger", "H7": "infger"})
    for p in players():
        g = allies_turn(s, "probe-center")
        g.play("play probe-center")
        st = g.state
        a = p.choose(st, st.legal_actions())
        assert a.kind == "move", p.postures[0]
        judge = p.greedy
        info = st.S.units[st.occ[a.a]]
        safer = judge._threat(st, a.b, info.cls, ALLIES) < judge._threat(st, a.a, info.cls,
                                                                          ALLIES)
        assert safer == (p.postures[0].name != "reckless"), p.postures[0]


def test_it_plays_the_barrage_that_wins_the_game() -> None:
    # One medal to win; a one-figure unit the Allies' infantry cannot reach this turn: the
    # Barrage (4 dice wherever the target stands) is worth more than the section card.
    s = position({"b2": "infus", "l8": ("infger", 1), "A9": "infger"}, medals=1)
    g = Game(Setup(s), seed=3, first_player=ALLIES,
             hands=[[kind_of("probe-left"), kind_of("probe-right")],
                    [kind_of("recon-left"), kind_of("barrage")]])
    p = SearchPlayer(seed=2, study=0)
    assert [g.state.notation(a) for a in g.legal_actions()] == ["play recon-left",
                                                                 "play barrage"]
    assert choice(p, g) == "play barrage"
    assert p.last[kind_of("barrage")] > p.last[kind_of("recon-left")]


def test_the_study_picks_the_posture_that_wins_whichever_comes_first() -> None:
    setup = Setup(load(SCENARIOS[2]).scenario)
    timid = Posture("timid", risk=5.0, approach=-1.0)  # runs from every fight
    for postures, good in (((timid, POSTURES[0]), 1), ((POSTURES[0], timid), 0)):
        for me in (0, 1):
            assert study(setup, me, 4, postures) == good


def test_the_posture_is_the_same_whatever_game_of_the_scenario_is_played() -> None:
    # The study reads nothing of the game in progress: two games of other seeds and deals
    # get the same posture, and the study plays its games once for the scenario.
    setup = Setup(load(SCENARIOS[0]).scenario)
    chosen = set()
    for seed in (1, 2):
        g = Game(setup, seed=seed, events=False)
        me = g.state.active
        p = SearchPlayer(seed=seed, samples=1, width=1, study=2)
        g.ai_move(p)
        chosen.add((me, p.posture[me]))
    assert len(chosen) == 1
    me, posture = chosen.pop()
    assert posture == study(setup, me, 2)


@pytest.mark.parametrize("bad", [dict(samples=0), dict(width=0), dict(study=-1),
                                 dict(postures=())])
def test_an_effort_of_nothing_is_refused(bad: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        SearchPlayer(**bad)  # type: ignore[arg-type]


def test_it_goes_to_an_enemy_that_sits_still() -> None:
    # Studied careful; once none of its figures has fallen for STALL player turns it plays
    # one posture bolder, then the boldest, and its studied posture again when one falls.
    s = position({"G5": "infus", "A9": "infger"})
    g = Game(Setup(s), first_player=ALLIES,
             hands=[[kind_of("probe-left"), kind_of("probe-right")],
                    [kind_of("probe-center"), kind_of("recon-left")]])
    st = g.state
    assert st.phase is CARD
    p = SearchPlayer(seed=1, study=0)
    assert [x.name for x in p.postures] == ["careful", "bold", "reckless"]

    def playing() -> str:
        p.choose(st, st.legal_actions())
        return p.postures[p.playing[ALLIES]].name

    assert playing() == "careful"
    start = st.turn
    st.turn = start + 1  # nothing has fallen, but not long enough
    assert playing() == "careful"
    st.turn = start + STALL - 1
    assert playing() == "careful"
    st.turn = start + STALL
    assert playing() == "bold"
    st.turn = start + 3 * STALL
    assert playing() == "reckless"
    u = st.units_of(ALLIES)[0]
    st.ufig[u] -= 1  # a figure falls, and the next turn begins
    st.turn += 1
    assert playing() == "careful"
    assert p.posture[ALLIES] == 0  # the study's answer is kept
