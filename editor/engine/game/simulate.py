"""Simulations: play many games of a scenario between two AI players and summarise them.

Game ``i`` of a run seeded ``S`` uses the seed ``S + i`` for its dice and its players, so a
run is reproducible and any single game can be replayed (:func:`play_one` returns its log on
request). With ``jobs > 1`` the games are spread over worker processes (each builds the
scenario's tables once); only a few numbers per game come back, and they are folded into
running totals, so the memory of a run stays flat however many games it plays.

>>> from editor.io.m44 import load
>>> r = simulate(load("scenarios/oyster-green.m44").scenario, games=4, seed=1)
>>> r.games, sum(r.wins.values()) + r.draws
(4, 4)
"""

from __future__ import annotations

import math
import multiprocessing
import os
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from editor.engine.scenario import Scenario

from .match import Game
from .players import make_player
from .tables import Setup

#: ``(games done, games in all)``, called after each finished batch.
Progress = Callable[[int, int], None]


@dataclass
class GameSummary:
    """The few numbers a simulation keeps of one game."""

    seed: int
    #: 0 or 1, or ``None`` for a draw at the turn cap.
    winner: int | None
    turns: int
    medals: tuple[int, int]


@dataclass
class SimulationResult:
    """Totals of a simulation, per side (``AXIS``/``ALLIES``) and overall."""

    scenario: str
    sides: tuple[str, str]
    players: tuple[str, str]
    games: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    draws: int = 0
    turns_total: int = 0
    medals_total: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0

    def add(self, g: GameSummary) -> None:
        self.games += 1
        if g.winner is None:
            self.draws += 1
        else:
            side = self.sides[g.winner]
            self.wins[side] = self.wins.get(side, 0) + 1
        self.turns_total += g.turns
        for p in (0, 1):
            self.medals_total[self.sides[p]] = self.medals_total.get(self.sides[p], 0) + \
                g.medals[p]

    @property
    def win_rate(self) -> dict[str, float]:
        return {s: (self.wins.get(s, 0) / self.games if self.games else 0.0)
                for s in self.sides}

    @property
    def ci95(self) -> dict[str, tuple[float, float]]:
        """The 95% Wilson score interval of each side's win rate."""
        return {s: wilson(self.wins.get(s, 0), self.games) for s in self.sides}

    @property
    def mean_turns(self) -> float:
        return self.turns_total / self.games if self.games else 0.0

    @property
    def mean_medals(self) -> dict[str, float]:
        return {s: (self.medals_total.get(s, 0) / self.games if self.games else 0.0)
                for s in self.sides}

    def to_json(self) -> dict[str, Any]:
        return {"scenario": self.scenario, "games": self.games,
                "players": {self.sides[p]: self.players[p] for p in (0, 1)},
                "wins": {**{s: self.wins.get(s, 0) for s in self.sides}, "draw": self.draws},
                "win_rate": {s: round(v, 4) for s, v in self.win_rate.items()},
                "ci95": {s: [round(lo, 4), round(hi, 4)] for s, (lo, hi) in self.ci95.items()},
                "mean_turns": round(self.mean_turns, 2),
                "mean_medals": {s: round(v, 3) for s, v in self.mean_medals.items()},
                "seconds": round(self.seconds, 3)}


def wilson(k: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of ``k`` successes in ``n`` trials (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def play_one(setup: Setup, ai: str, vs: str, seed: int) -> GameSummary:
    """Play one game, ``ai`` for player 1 and ``vs`` for player 2, all chance from ``seed``,
    without events or undo (the fast path)."""
    game = Game(setup, seed=seed, events=False, undo=False)
    result = game.run(make_player(ai, seed * 2 + 1), make_player(vs, seed * 2 + 2))
    return GameSummary(seed, result.winner, result.turns, result.medals)


def replay_game(setup: Setup, ai: str, vs: str, seed: int) -> Game:
    """Play game ``seed`` again with events and its full record (for ``--log``)."""
    game = Game(setup, seed=seed, events=True, undo=False)
    game.run(make_player(ai, seed * 2 + 1), make_player(vs, seed * 2 + 2))
    return game


# --- worker processes ---------------------------------------------------------------------

_WORKER: dict[str, Any] = {}


def _init_worker(scenario: Scenario, max_turns: int, ai: str, vs: str) -> None:
    _WORKER["setup"] = Setup(scenario, max_turns=max_turns)
    _WORKER["ai"] = ai
    _WORKER["vs"] = vs


def _run_batch(seeds: range) -> list[tuple[int, int, int, int, int]]:
    setup, ai, vs = _WORKER["setup"], _WORKER["ai"], _WORKER["vs"]
    out = []
    for s in seeds:
        g = play_one(setup, ai, vs, s)
        out.append((s, -1 if g.winner is None else g.winner, g.turns, g.medals[0], g.medals[1]))
    return out


def _context() -> Any:
    """The multiprocessing context: ``fork`` (fastest) from a plain single-threaded process;
    ``forkserver`` (or ``spawn``) from one with other threads or Qt loaded, such as the
    editor, where forking could copy a lock held by another thread."""
    methods = multiprocessing.get_all_start_methods()
    qt = any(m.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6") for m in sys.modules)
    if "fork" in methods and not qt and threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")


def _batches(seed: int, games: int, size: int) -> Iterator[range]:
    for start in range(0, games, size):
        yield range(seed + start, seed + min(games, start + size))


def simulate(scenario: Scenario, games: int, *, ai: str = "random", vs: str | None = None,
             seed: int = 0, jobs: int = 1, max_turns: int = 200,
             progress: Progress | None = None) -> SimulationResult:
    """Play ``games`` games of ``scenario``: ``ai`` for player 1 (top), ``vs`` (default:
    ``ai``) for player 2, on ``jobs`` processes (``0``: every core). ``progress`` is called
    after each batch of games; an exception raised from it stops the simulation (the
    worker processes are terminated)."""
    vs = vs or ai
    make_player(ai)  # fail early on an unknown name
    make_player(vs)
    if jobs <= 0:
        jobs = os.cpu_count() or 1
    setup = Setup(scenario, max_turns=max_turns)
    result = SimulationResult(scenario.texts().name or "scenario",
                              (setup.sides[0].value, setup.sides[1].value), (ai, vs))
    start = time.perf_counter()
    done = 0

    def fold(rows: list[tuple[int, int, int, int, int]]) -> None:
        nonlocal done
        for s, w, turns, m0, m1 in rows:
            result.add(GameSummary(s, None if w < 0 else w, turns, (m0, m1)))
        done += len(rows)
        if progress is not None:
            progress(done, games)

    if jobs == 1 or games < 2:
        _WORKER.update(setup=setup, ai=ai, vs=vs)
        size = max(1, min(25, games // 20 or 1))
        for batch in _batches(seed, games, size):
            fold(_run_batch(batch))
    else:
        jobs = min(jobs, games)
        size = max(1, min(25, games // (jobs * 8) or 1))
        with _context().Pool(jobs, initializer=_init_worker,
                      initargs=(scenario, max_turns, ai, vs)) as pool:
            for rows in pool.imap_unordered(_run_batch, _batches(seed, games, size)):
                fold(rows)
    result.seconds = time.perf_counter() - start
    return result

