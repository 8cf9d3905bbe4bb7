"""Rules engine speed: line of sight for every pair of hexes of a full Overlord board, and the
reach of every unit of a full scenario (docs/PERFORMANCE.md, issue 3).

The battlefields are generated here (deterministic, no files): an Overlord board with a
forest, hill or town on about a third of its hexes and some 80 units, the density of a
large official Overlord scenario.
"""

from __future__ import annotations

import random
import time

from bench import Benchmark, best_time
from editor.engine.board import Board, BoardType, Face
from editor.engine.rules import Battlefield, can_see, reach
from editor.engine.rules.geometry import crossing, index_crossing
from editor.engine.scenario import Hex, Piece, Scenario, Unit

_TERRAIN = ("woods", "hills", "buildings", "hedgerow", "river", "hills", "woods")
_UNITS_TOP = ("infger", "infger", "inf2ger", "tankger", "tank2ger", "gunger")
_UNITS_BOTTOM = ("infus", "infus", "inf2us", "tankus", "tankbrit", "gunus")


def full_overlord(seed: int = 44) -> Scenario:
    """An Overlord battlefield as crowded as a big scenario: ~75 terrain tiles, ~80 units."""
    rng = random.Random(seed)
    s = Scenario(board_type=BoardType.OVERLORD, face=Face.COUNTRY)
    board = Board(BoardType.OVERLORD)
    for c in board.coords:
        terrain = Piece(rng.choice(_TERRAIN)) if rng.random() < 0.33 else None
        unit = None
        if c.row <= 2 and rng.random() < 0.55:
            unit = Unit(rng.choice(_UNITS_TOP))
        elif c.row >= 6 and rng.random() < 0.55:
            unit = Unit(rng.choice(_UNITS_BOTTOM))
        h = Hex(terrain=terrain, unit=unit)
        if not h.is_empty:
            s.set_hex(c, h)
    return s


_SCENARIO = full_overlord()
_COORDS = Board(BoardType.OVERLORD).coords


def _all_pairs() -> int:
    bf = Battlefield(_SCENARIO)
    seen = 0
    for a in _COORDS:
        for b in _COORDS:
            if can_see(bf, a, b):
                seen += 1
    return seen


def _los_warm() -> float:
    _all_pairs()  # geometry cached by the first run
    return best_time(_all_pairs, repeat=1)


def _los_cold() -> float:
    crossing.cache_clear()
    index_crossing.cache_clear()
    start = time.perf_counter()
    _all_pairs()
    return time.perf_counter() - start


def _reach_all() -> None:
    bf = Battlefield(_SCENARIO)
    for c in bf.units():
        reach(bf, c)


def _reach() -> float:
    return best_time(_reach_all, repeat=3)


BENCHMARKS = [
    Benchmark("rules-los-overlord",
              f"line of sight for all {len(_COORDS) ** 2:,} ordered pairs of hexes of a full "
              "Overlord board (battlefield built, geometry cached)", _los_warm, 1.0),
    Benchmark("rules-los-overlord-cold",
              "the same from a cold start, the per-offset segment geometry computed too",
              _los_cold, 1.0, repeat=3),
    Benchmark("rules-reach-overlord",
              f"reach of every unit ({sum(1 for _ in _SCENARIO.units())}) of a full Overlord "
              "scenario, battlefield built", _reach, 0.050),
]
