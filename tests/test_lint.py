"""The sources lint clean: ruff, with the settings of pyproject.toml's [tool.ruff] (pyflakes'
rules: a name imported, assigned or defined and never used, an undefined name), finds
nothing in the package, the tests, the tools, the benchmarks and the docs' scripts; and no
text file is opened without naming its encoding (Windows would read and write it in its
ANSI code page, cp1252 in Western Europe, not UTF-8)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

from .conftest import ROOT


FOLDERS = ["editor", "tests", "tools", "bench", "docs"]


def ruff(*options: str, only: tuple[str, ...] = ()) -> subprocess.CompletedProcess[str]:
    if importlib.util.find_spec("ruff") is None:
        pytest.skip("ruff is not installed (it is in the test extra: pip install -e '.[test]')")
    return subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", *options,
                           *(only or FOLDERS)], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)


def test_ruff_finds_nothing() -> None:
    done = ruff()
    assert done.returncode == 0, f"ruff reported:\n{done.stdout}{done.stderr}"


def test_every_text_file_is_opened_with_its_encoding() -> None:
    """open(), Path.read_text and write_text without encoding= (ruff's PLW1514, a rule of
    its preview: asked for by name, the project's settings left as they are)."""
    done = ruff("--preview", "--select", "PLW1514", "--output-format", "concise")
    assert done.returncode == 0, f"ruff reported:\n{done.stdout}{done.stderr}"


def test_no_line_of_the_package_is_over_100_columns() -> None:
    """The package's lines are at most 100 columns ([tool.ruff]'s line-length; ruff's E501,
    asked for by name for editor/ only: tests and tools quote long outputs), as its code is
    written; 118 lines had grown past it (found by the leftovers3 audit)."""
    done = ruff("--select", "E501", "--output-format", "concise", only=("editor",))
    assert done.returncode == 0, f"ruff reported:\n{done.stdout}{done.stderr}"


def test_the_package_s_blank_lines_are_as_pep_8_has_them() -> None:
    """Two blank lines around top-level definitions, one between methods, no more than two
    anywhere (ruff's E301-E306, rules of its preview, asked for by name for editor/): merges
    had left three blank lines, or one, between definitions in 16 places."""
    done = ruff("--preview", "--select", "E301,E302,E303,E304,E305,E306",
                "--output-format", "concise", only=("editor",))
    assert done.returncode == 0, f"ruff reported:\n{done.stdout}{done.stderr}"
