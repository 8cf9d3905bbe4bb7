"""The game's fast tables agree with the rules engine's static queries (``reach``,
``battle_dice``, ``can_see``, ``retreat``) in random positions: positions reached by random
play of the three samples, and random battlefields with every kind of terrain and unit."""

from __future__ import annotations

import random

import pytest

from editor.engine.board import Board, BoardType, Coord, Face, Side
from editor.engine.game import Game, RandomPlayer, Setup, battle
from editor.engine.game.actions import EXIT
from editor.engine.game.state import M_NORMAL, GameState
from editor.engine.rules import Battlefield, battle_dice, can_see, reach, retreat
from editor.engine.scenario import GameInfo, Hex, Piece, Scenario, Unit
from editor.io.m44 import load

from ...conftest import SCENARIOS

TERRAIN = ("woods", "hills", "buildings", "hedgerow", "river", "hills", "woods", "church",
           "marshes", "wforest", "whill", "wvillage", "railroad", "coast", "wriver", "ravine")
RECT = ("bunker", "bridge", "ford", "pbunker", "roadblock", "railbridge", "dragonteeth")
OBSTACLES = ("sand", "wire", "hedgehog")
UNITS_TOP = ("infger", "infger", "inf2ger", "tankger", "tank2ger", "gunger", "vehger")
UNITS_BOTTOM = ("infus", "infus", "inf2us", "tankus", "tankbrit", "gunus", "vehbrit")


def random_battlefield(seed: int, cliffs: bool = False) -> Scenario:
    """A battlefield crowded with every kind of terrain, obstacle and unit (with ``cliffs``:
    on a BEACH face, its hills often cliffs or sea bluffs)."""
    rng = random.Random(seed)
    board_type = rng.choice((BoardType.STANDARD, BoardType.STANDARD, BoardType.BRKTHRU))
    face = rng.choice((Face.COUNTRY, Face.BEACH, Face.WINTER))
    if cliffs:
        face = Face.BEACH
    top = rng.choice((Side.AXIS, Side.ALLIES))
    s = Scenario(board_type=board_type, face=face,
                 game_info=GameInfo(side_player1=top, side_player2=top.other))
    board = Board(board_type)
    for c in board.coords:
        terrain = Piece(rng.choice(TERRAIN)) if rng.random() < 0.3 else None
        if cliffs and terrain is not None and terrain.name == "hills" or \
                cliffs and terrain is None and rng.random() < 0.15:
            terrain = Piece("hills", behavior=rng.choice(("BLUFF", "CLIFF", None)))
        rect = None
        if rng.random() < 0.08:
            rect = Piece(rng.choice(RECT),
                         original_owner=rng.choice((None, Side.AXIS, Side.ALLIES)))
        obstacle = Piece(rng.choice(OBSTACLES)) if rng.random() < 0.1 else None
        unit = None
        if rng.random() < 0.35:
            names = UNITS_TOP if rng.random() < 0.5 else UNITS_BOTTOM
            name = rng.choice(names)
            behavior = rng.choice((None, None, None, "LONG_RANGE_PATROL_CARS",
                                   "CAN_IGNORE_ONE_FLAG", "FRENCH_RESISTANCE"))
            if not name.startswith("inf") and behavior == "FRENCH_RESISTANCE":
                behavior = None
            unit = Unit(name, nbr_units=rng.choice((None, None, 1, 2, 3)), behavior=behavior)
        h = Hex(terrain=terrain, rect_terrain=rect, obstacle=obstacle, unit=unit)
        if not h.is_empty:
            s.set_hex(c, h)
    return s


def _one_obstacle(st: GameState) -> bool:
    """Whether no hex holds sandbags dug in over another obstacle (a scenario, which the
    rules engine reads, holds one obstacle per hex)."""
    S = st.S
    for i in range(S.n):
        printed = S.scenario.hex(S.coords[i]).obstacle
        if st.sand[i] and printed is not None and printed.name != "sand" and \
                not (S.removable[i] and not st.wire[i]):
            return False
    return True


def game_positions(path: str, games: int, every: int) -> list[GameState]:
    """States at the start of turns of random games (no unit ordered)."""
    out = []
    setup = Setup(load(path).scenario)
    for seed in range(games):
        g = Game(setup, seed=seed, events=False, undo=False)
        players = (RandomPlayer(seed), RandomPlayer(seed + 100))
        st = g.state
        while not st.is_over:
            if st.phase == "card" and st.turn % every == 0 and _one_obstacle(st):
                out.append(st.copy())
            p = st.current_player()
            g.apply(players[p].choose(st, st.legal_actions()))
    return out


def _compare(st: GameState, rng: random.Random, pairs: int = 60) -> list[str]:
    """Every difference between the game's answers and the rules engine's."""
    S = st.S
    bf = Battlefield(st.to_scenario())
    problems: list[str] = []
    alive = [u for u in range(len(S.units)) if st.upos[u] >= 0]
    for u in alive:
        info = S.units[u]
        a = S.coords[st.upos[u]]
        where = f"{S.name[st.upos[u]]} {info.name}"
        # --- movement
        if not info.flies:
            mine = {(S.coords[h], steps, cb) for h, (steps, cb) in
                    st.reach(u, M_NORMAL).items() if h != EXIT}
            theirs = {(r.coord, r.steps, r.can_battle) for r in reach(bf, a)}
            if mine != theirs:
                problems.append(f"reach of {where}: only game {sorted(mine - theirs)}, "
                                f"only rules {sorted(theirs - mine)}")
        # --- battle dice against every enemy unit
        if info.dice:
            mine_t = {S.coords[st.upos[t]]: n for t, n, _ in st.targets(u)}
            for t in alive:
                if S.units[t].player == info.player:
                    continue
                b = S.coords[st.upos[t]]
                theirs_n = battle_dice(bf, a, b).dice
                if mine_t.get(b, 0) != theirs_n:
                    problems.append(f"dice {where} -> {S.name[st.upos[t]]}: game "
                                    f"{mine_t.get(b, 0)}, rules {theirs_n}")
        # --- retreats
        if not info.flies:
            for flags in (1, 2, 3):
                r = retreat(bf, a, flags)
                eff = flags - (1 if battle.ignores_flag(st, u) else 0)
                if eff != r.effective:
                    problems.append(f"flags ignored by {where}: game {flags - eff}, rules "
                                    f"{r.ignored}")
                    continue
                mine_r = ({(S.coords[h], lost) for h, lost in st.retreat_ends(u, eff)}
                          if eff > 0 else {(a, 0)})
                theirs_r = {(e.coord, e.lost) for e in r.ends}
                if mine_r != theirs_r:
                    problems.append(f"retreat of {where} ({flags} flags): game "
                                    f"{sorted(mine_r)}, rules {sorted(theirs_r)}")
    # --- line of sight between random hexes
    for _ in range(pairs):
        i, j = rng.randrange(S.n), rng.randrange(S.n)
        if st.can_see(i, j) != can_see(bf, S.coords[i], S.coords[j]):
            problems.append(f"sight {S.name[i]} -> {S.name[j]}: game {st.can_see(i, j)}")
    return problems


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_game_positions_agree_with_the_rules_engine(path: object) -> None:
    rng = random.Random(5)
    states = game_positions(str(path), games=3, every=9)
    assert len(states) >= 5
    for st in states:
        problems = _compare(st, rng)
        assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize("seed", range(12))
def test_random_battlefields_agree_with_the_rules_engine(seed: int) -> None:
    s = random_battlefield(seed)
    st = GameState(Setup(s), hands=([], []))
    problems = _compare(st, random.Random(seed), pairs=300)
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize("seed", range(8))
def test_random_battlefields_with_cliffs_agree_with_the_rules_engine(seed: int) -> None:
    """003's "Cliffs & Sea Bluffs - ... may not move up/down from the beach, oceans or
    shorelines": the game's steps barred agree with the static rules' moves and retreats."""
    s = random_battlefield(seed, cliffs=True)
    st = GameState(Setup(s), hands=([], []))
    assert any(st.S.cliff_steps)
    problems = _compare(st, random.Random(seed), pairs=50)
    assert not problems, "\n".join(problems[:20])


def test_sandbags_placed_and_removed_follow_the_rules_engine() -> None:
    s = random_battlefield(3)
    setup = Setup(s)
    st = GameState(setup, hands=([], []))
    # Dig in every unit on a hex without an obstacle (a scenario holds one obstacle per
    # hex, so the rules engine sees no sandbags over wire), then compare: the sandbags
    # change dice and flags.
    for u in range(len(setup.units)):
        at = st.upos[u]
        if not st.sand[at] and s.hex(setup.coords[at]).obstacle is None:
            st.sand[at] = True
            st.ter[at] = setup.terrain_of(at, st.wire[at], True)
    problems = _compare(st, random.Random(1), pairs=10)
    assert not problems, "\n".join(problems[:20])


def test_game_state_to_scenario_round_trips_positions() -> None:
    states = game_positions(str(SCENARIOS[0]), games=1, every=5)
    st = states[-1]
    s = st.to_scenario()
    units = {c: (u.name, u.nbr_units) for c, u in s.units()}
    for u in range(len(st.S.units)):
        if st.upos[u] >= 0:
            assert units[st.S.coords[st.upos[u]]] == (st.S.units[u].name, st.ufig[u])
    assert len(units) == sum(1 for p in st.upos if p >= 0)


def test_coordinates_are_the_boards() -> None:
    setup = Setup(Scenario())
    assert setup.coords == Board(BoardType.STANDARD).coords
    assert setup.name[setup.index[Coord(8, 0)]] == "A1"
