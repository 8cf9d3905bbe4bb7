"""The battle's dates (``game_info.date_begin`` and ``date_end``): ISO dates, read.

m44-format.md: "`date_begin`, `date_end` (ISO dates)". A date is read in the ISO forms a
file may hold: a day (``1944-06-06``), also with a time after it (``1944-06-06 00:00:00``,
``1944-06-06T00:00:00``, what a database export writes), or a reduced precision ISO 8601
allows (a month ``1944-06``, a year ``1944``). Anything else is no date.
"""

from __future__ import annotations

import datetime
import re

_ISO = re.compile(r"^(?P<year>\d{4})(?:-(?P<month>\d{2})(?:-(?P<day>\d{2})"
                  r"(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?)?)?$")


def parse_date(text: str | None) -> tuple[int, ...] | None:
    """The date ``text`` names as (year, month, day), as far as it goes, or ``None`` when it
    is no date (a day the calendar does not have is none either).

    >>> parse_date("1944-06-06"), parse_date("1944-06-06 00:00:00"), parse_date("1944-06")
    ((1944, 6, 6), (1944, 6, 6), (1944, 6))
    >>> parse_date("1944-02-30"), parse_date("hello"), parse_date("6/6/1944")
    (None, None, None)
    """
    m = _ISO.match((text or "").strip())
    if m is None:
        return None
    parts = tuple(int(p) for p in m.group("year", "month", "day") if p is not None)
    try:
        datetime.date(*parts, *(1,) * (3 - len(parts)))
    except ValueError:
        return None
    return parts


def is_date(text: str | None) -> bool:
    """Whether ``text`` is a date (:func:`parse_date`)."""
    return parse_date(text) is not None


def ends_before(begin: tuple[int, ...], end: tuple[int, ...]) -> bool:
    """Whether ``end`` lies before ``begin``, compared as far as both go (``1944-06`` does not
    end before ``1944-06-10``).

    >>> ends_before((1944, 7, 14), (1944, 7, 1)), ends_before((1944, 6, 10), (1944, 6))
    (True, False)
    """
    n = min(len(begin), len(end))
    return end[:n] < begin[:n]
