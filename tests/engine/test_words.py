"""The engine's counted words: "1 die", never "1 dice" or "1 figure(s)"."""

from __future__ import annotations

import doctest

import editor.engine.words as words
from editor.engine.words import counted


def test_one_takes_the_singular_and_any_other_count_the_plural() -> None:
    assert [counted(n, "die", "dice") for n in (0, 1, 2)] == ["0 dice", "1 die", "2 dice"]
    assert [counted(n, "figure") for n in (1, 3)] == ["1 figure", "3 figures"]


def test_docstring_examples() -> None:
    assert doctest.testmod(words).failed == 0
