"""The monkey (tools/monkey.py) kept working: a few seeds of random steps on the editor's
window, each step's dialogs answered, every oracle checked (no exception, no unknown Qt
warning, one modal dialog at a time, undo and save round trips), and a step list replayed
as it was recorded. Long runs: docs/RELIABILITY.md."""

from __future__ import annotations

import pytest

from tools.monkey import Hooks, run_steps


@pytest.mark.parametrize("seed", [1, 3, 4])
def test_a_short_monkey_run_finds_nothing(seed: int) -> None:
    with Hooks() as hooks:
        report = run_steps(hooks, seed=seed, steps=150, check_every=30, step_timeout=0)
    assert report.done > 100
    assert not report.failures, report.failures[0].text


def test_a_monkey_run_replays_from_its_steps() -> None:
    with Hooks() as hooks:
        first = run_steps(hooks, seed=8, steps=60, step_timeout=0)
        again = run_steps(hooks, replay=first.steps, step_timeout=0)
    assert not first.failures and not again.failures
    assert again.steps == first.steps
    assert again.done == first.done
