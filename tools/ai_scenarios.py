"""The scenarios the AIs are measured on (the bundled samples, then the official-style
test scenarios of ``tests/data/ai``), shared by the search's tools (``ai_strength``,
``ai_trial``, ``fit_value``, ``tune_search``): a scenario's index is its place in
:data:`PATHS`, :func:`setup` builds its tables once per process, so the search studies
it once, as in a simulation, and :func:`games` lays out the seeds of a run over every
scenario and side."""

from __future__ import annotations

from pathlib import Path

from editor.engine.game import Setup
from editor.io.m44 import load

ROOT = Path(__file__).resolve().parent.parent
PATHS = sorted((ROOT / "scenarios").glob("*.m44")) + sorted(
    (ROOT / "tests" / "data" / "ai").glob("*.m44"))

_SETUPS: dict[int, Setup] = {}


def setup(i: int) -> Setup:
    """The tables of scenario ``i`` of :data:`PATHS`, built once per process."""
    found = _SETUPS.get(i)
    if found is None:
        found = _SETUPS[i] = Setup(load(PATHS[i]).scenario)
    return found


def games(seed: int, n: int, rows: list[int] | None = None) -> list[tuple[int, int, int]]:
    """``(scenario, side, game seed)`` for ``n`` games of each side of each scenario of
    ``rows`` (all by default): game ``k`` of side ``side`` of scenario ``i`` on seed
    ``seed + 1000 * (2 * i + side) + k``, so that two runs from the same ``seed`` meet the
    same deals and dice."""
    return [(i, side, seed + 1000 * (2 * i + side) + k)
            for i in (range(len(PATHS)) if rows is None else rows)
            for side in (0, 1) for k in range(n)]
