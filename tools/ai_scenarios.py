"""The scenarios the AIs are measured on (the bundled samples, then the official-style
test scenarios of ``tests/data/ai``), shared by the search's tools (``ai_strength``,
``ai_trial``, ``fit_value``, ``tune_search``): a scenario's index is its place in
:data:`PATHS`, and :func:`setup` builds its tables once per process, so the search studies
it once, as in a simulation."""

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
