"""The balance plots (``editor/plots.py``) drawn at the sizes a panel gives them."""

from __future__ import annotations

import pytest

from editor import plots
from editor.engine.game.simulate import SimulationResult, simulate
from editor.io.m44 import load

from .conftest import ROOT


@pytest.fixture(scope="module")
def run() -> SimulationResult:
    scenario = load(ROOT / "scenarios" / "hedgerow-crossroads.m44").scenario
    assert scenario is not None
    return simulate(scenario, 12, ai="greedy")


def _title_overlaps(r: SimulationResult, width: int, height: int) -> list[tuple[str, str]]:
    """The pairs of plot titles (the figure's title included) that run into one another
    when the results are drawn on ``width`` x ``height`` pixels as a panel shows them."""
    canvas = plots.drawn("results", (r,), width, height)
    fig, renderer = canvas.figure, canvas.get_renderer()
    texts = [ax.title for ax in fig.axes if ax.get_title()]
    if fig._suptitle is not None:  # matplotlib keeps the figure's title there
        texts.append(fig._suptitle)
    boxes = [(t.get_text(), t.get_window_extent(renderer)) for t in texts]
    return [(a, b) for i, (a, box) in enumerate(boxes) for b, other in boxes[i + 1:]
            if box.overlaps(other)]


@pytest.mark.parametrize("size", [(560, 420), (680, 510), (1000, 620), (1600, 900)])
def test_the_results_titles_never_run_into_one_another(run: SimulationResult,
                                                       size: tuple[int, int]) -> None:
    assert _title_overlaps(run, *size) == []


def test_a_small_picture_is_drawn_smaller_not_crowded() -> None:
    # the saving size of the results at 100 dpi is 1000 x 620 pixels
    assert plots.fitted_dpi("results", 1000, 620, 100.0) == 100.0
    assert plots.fitted_dpi("results", 2000, 1240, 200.0) == 200.0  # a high-dpi screen
    assert plots.fitted_dpi("results", 800, 900, 100.0) == pytest.approx(80.0)
    assert plots.fitted_dpi("results", 800, 900, 200.0) == plots.LEAST_SCALE * 200.0


def test_render_gives_the_pixels_asked_for(run: SimulationResult) -> None:
    shown = plots.render("results", (run,), 680, 510)
    assert (shown.width, shown.height) == (680, 510)
    assert len(shown.rgba) == 4 * 680 * 510
    assert "how the games were won" in shown.titles
