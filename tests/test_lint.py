"""The sources lint clean: ruff, with the settings of pyproject.toml's [tool.ruff] (pyflakes'
rules: a name imported, assigned or defined and never used, an undefined name), finds
nothing in the package, the tests, the tools, the benchmarks and the docs' scripts."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

from .conftest import ROOT


def test_ruff_finds_nothing() -> None:
    if importlib.util.find_spec("ruff") is None:
        pytest.skip("ruff is not installed (it is in the test extra: pip install -e '.[test]')")
    done = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "editor",
                           "tests", "tools", "bench", "docs"], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, f"ruff reported:\n{done.stdout}{done.stderr}"
