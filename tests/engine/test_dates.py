"""The battle's dates: the ISO forms a file may hold are dates, anything else is not."""

from __future__ import annotations

import doctest

import pytest

from editor.engine import dates
from editor.engine.dates import parse_date


def test_doctests() -> None:
    assert doctest.testmod(dates).failed == 0


@pytest.mark.parametrize(("text", "parsed"), [
    ("1944-06-06", (1944, 6, 6)), ("1944-02-29", (1944, 2, 29)),
    ("1944-06-06T05:30Z", (1944, 6, 6)), ("1944-06-06 00:00:00+01:00", (1944, 6, 6)),
    ("1944", (1944,)), (" 1944-06 ", (1944, 6)),
    ("1943-02-29", None), ("1944-00-10", None), ("1944-06-06 noon", None),
    ("44-06-06", None), ("1944/06/06", None), ("", None), (None, None),
])
def test_parse_date(text: str | None, parsed: tuple[int, ...] | None) -> None:
    assert parse_date(text) == parsed
