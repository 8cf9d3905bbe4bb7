"""The package type-checks: mypy, with the settings of pyproject.toml's [tool.mypy], finds
no error in editor/ (PySide6's stubs included). Its cache (.mypy_cache) makes a run after
the first take a second or two; the first takes about forty."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

from .conftest import ROOT


def test_mypy_finds_no_error_in_the_package() -> None:
    if importlib.util.find_spec("mypy") is None:
        pytest.skip("mypy is not installed (it is in the test extra: pip install -e '.[test]')")
    done = subprocess.run([sys.executable, "-m", "mypy", "editor"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"mypy reported:\n{done.stdout}{done.stderr}"
