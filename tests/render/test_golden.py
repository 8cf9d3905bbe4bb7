"""Golden images: each case of ``tests/render/golden/`` is a scenario (``NAME.m44``, copies
of the samples, so editing a sample does not move the goal) and the image expected from it
(``NAME.png``, 40 px per hex, hex names, medal stands). Compared with a small tolerance so
that font hinting or a Qt patch release does not fail the test, but any change of art or
layout does.

After an intended change of the art or the renderer, regenerate and look at the images:

    .venv/bin/python -m tests.render.update_golden
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from editor.io.m44 import load
from editor.render import HexLabels, RenderOptions, render_image

from ..conftest import ROOT
from .conftest import GOLDEN
from .helpers import raw

CASES = sorted(GOLDEN.glob("*.m44"))
#: A pixel "differs" when a channel moves by more than this...
PIXEL_THRESHOLD = 48
#: ...and the case fails when more than this fraction of pixels differ.
MAX_DIFFERING = 0.001

GOLDEN_OPTIONS = RenderOptions(scale=40, hex_labels=HexLabels.NAMES, medal_stands=True,
                               background="#ffffff")


def golden_image(case: Path) -> QImage:
    return render_image(load(case).scenario, GOLDEN_OPTIONS)


def differing_fraction(a: QImage, b: QImage) -> float:
    ra, rb = raw(a), raw(b)
    # compare the bytes four at a time (one pixel) without numpy
    differing = 0
    for i in range(0, len(ra), 4):
        if ra[i:i + 4] != rb[i:i + 4] and max(abs(x - y) for x, y in
                                                zip(ra[i:i + 4], rb[i:i + 4], strict=True)) \
                > PIXEL_THRESHOLD:
            differing += 1
    return differing / (len(ra) / 4)


def test_there_are_golden_cases() -> None:
    assert len(CASES) >= 3


@pytest.mark.parametrize("case", CASES, ids=lambda p: p.stem)
def test_render_matches_golden(case: Path) -> None:
    expected_file = case.with_suffix(".png")
    assert expected_file.is_file(), f"no golden image for {case.name}: run update_golden"
    expected = QImage(str(expected_file))
    actual = golden_image(case)
    assert actual.size() == expected.size()
    fraction = differing_fraction(actual, expected)
    if fraction > MAX_DIFFERING:
        actual.save(str(Path("/tmp") / f"actual-{case.stem}.png"))
    assert fraction <= MAX_DIFFERING, \
        f"{case.stem}: {fraction:.2%} of pixels differ (actual image in /tmp)"


def test_the_comparison_catches_a_changed_piece() -> None:
    """One moved unit is enough to fail a case: the tolerance is not too loose."""
    case = GOLDEN / "hedgerow-crossroads.m44"
    scenario = load(case).scenario
    coord, h = next((c, h) for c, h in sorted(scenario.hexes.items()) if h.unit is not None)
    from dataclasses import replace
    scenario.set_hex(coord, replace(h, unit=None))
    changed = render_image(scenario, GOLDEN_OPTIONS)
    assert differing_fraction(changed, QImage(str(case.with_suffix(".png")))) > MAX_DIFFERING


#: The command line, in a fresh interpreter.
M44 = [sys.executable, "-c", "import sys; from editor.cli import main; sys.exit(main())"]


def test_an_export_is_the_same_whatever_the_screen_s_scale(tmp_path: Path) -> None:
    """``m44 render`` and ``m44 brief`` under Qt at scale 1 and 2 (a fresh Qt each: the
    factor is read at start) write the same pixels: the board's text is unhinted, where Qt
    hinted it at scale 1 only, so an export depended on the screen of the machine that drew
    it (3% of a rendered board's pixels, its hex names and labels)."""
    sample = ROOT / "scenarios" / "oyster-green.m44"
    made: dict[str, list[bytes]] = {"render": [], "brief": []}
    for scale in ("1", "2"):
        env = dict(os.environ, QT_SCALE_FACTOR=scale, QT_QPA_PLATFORM="offscreen")
        for command, extra in (("render", ["--coords", "--medals"]), ("brief", [])):
            out = tmp_path / f"{command}-{scale}.png"
            done = subprocess.run([*M44, command, str(sample), "-o", str(out), "-q", *extra],
                                  env=env, cwd=ROOT, capture_output=True, text=True,
                                  timeout=120)
            assert done.returncode == 0, done.stderr
            made[command].append(raw(QImage(str(out))))
    assert made["render"][0] == made["render"][1]
    assert made["brief"][0] == made["brief"][1]
