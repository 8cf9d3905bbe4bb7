"""The runnable examples in the rules modules' docstrings."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import editor.engine.rules as rules

MODULES = [info.name for info in pkgutil.iter_modules(rules.__path__, rules.__name__ + ".")]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
