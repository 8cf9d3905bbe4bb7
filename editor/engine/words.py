"""Words of the engine's texts (the turn log's events, the explanations, results).

>>> counted(1, "die", "dice"), counted(3, "die", "dice"), counted(1, "figure")
('1 die', '3 dice', '1 figure')
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Mapping, Sequence

from editor.engine.board import Side


def base_language(lang: str) -> str:
    """``fr_CA`` and ``fr-ca`` → ``fr``: a language code as the word tables (and the
    special rules' translated patterns) key it."""
    return lang.replace("-", "_").split("_")[0].lower()


def capital(text: str) -> str:
    """The first letter in capitals, the others as they are (German nouns keep theirs).

    >>> capital("either side"), capital("")
    ('Either side', '')
    """
    return text[:1].upper() + text[1:]


def counted(n: int, word: str, many: str | None = None) -> str:
    """``n`` and the word for one or for many of them (``word`` + "s" unless ``many``)."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def medals_said(by_side: Mapping[str, int]) -> str:
    """Each side's medals by its name, in the order given (player 1's first, as
    ``GameState.medals_by_side`` and a log's result give them): "1-0" under a heading that
    names the player 2 side read as that side's count.

    >>> medals_said({"AXIS": 1, "ALLIES": 0})
    'medals Axis 1, Allies 0'
    """
    return "medals " + ", ".join(f"{Side.words(side)} {n}" for side, n in by_side.items())


def turn_angle(orientation: int) -> str:
    """A piece's ``orientation`` (1 to 6, as a file stores it) as the angle its drawing is
    turned counter-clockwise (m44-format.md: (k − 1) × 60°), short: a field's text.

    >>> turn_angle(1), turn_angle(2), turn_angle(6)
    ('as drawn', '60° ↺', '300° ↺')
    """
    return "as drawn" if orientation == 1 else f"{60 * (orientation - 1)}° ↺"


def turn_words(orientation: int, count: int | None = None) -> str:
    """A piece's ``orientation`` in a designer's words, with the number a file stores (of
    ``count``, the piece's orientations, when given): a message's text, short enough for
    the status bar.

    >>> turn_words(1, 2), turn_words(3, 6), turn_words(2)
    ('as drawn (orientation 1 of 2)', 'turned 120° ↺ (orientation 3 of 6)', \
'turned 60° ↺ (orientation 2)')
    """
    of = f" of {count}" if count else ""
    angle = turn_angle(orientation)
    return f"{angle if orientation == 1 else 'turned ' + angle} (orientation {orientation}{of})"


def whole_percentages(counts: Sequence[int]) -> list[int]:
    """The shares of ``counts`` in whole percentages that add up to 100 (all 0 when the
    counts are): each rounded down, the points left given to the largest remainders (a
    tie to the larger count, then the first). Each rounded alone, three equal shares read
    33% three times, 99 in all, and 1, 1 and 4 of 6 read 17%, 17% and 67%, 101.

    >>> whole_percentages([1, 1, 1]), whole_percentages([4, 1, 1]), whole_percentages([0, 0])
    ([34, 33, 33], [67, 17, 16], [0, 0])
    """
    total = sum(counts)
    if not total:
        return [0] * len(counts)
    shares = [100 * n // total for n in counts]
    left = 100 - sum(shares)
    order = sorted(range(len(counts)), key=lambda i: (-(100 * counts[i] % total), -counts[i], i))
    for i in order[:left]:
        shares[i] += 1
    return shares


# What of a scenario's text may be drawn (the map's place names, a briefing's texts, the
# title of an SVG file). A ``.m44`` text is whatever its author typed, or whatever a
# hostile file holds: drawn on an image, a control character prints as a box; written into
# an SVG file, it makes the file ill-formed XML (XML 1.0 has no place for C0 controls other
# than tab and newlines, nor for U+FFFE and U+FFFF), which no browser, Inkscape or librsvg
# opens; a bidirectional override prints a name reversed, running on into the words beside
# it.

#: C0 and C1 controls other than newline and tab, the Unicode line/paragraph separators,
#: the bidirectional embeddings, overrides and isolates (right-to-left text needs none of
#: them: it is laid out right to left by itself), and the non-characters U+FFFE, U+FFFF.
UNPRINTABLE = re.compile(
    r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufffe\uffff]")


def wrapped(text: str, width: int) -> str:
    """``text`` with each of its lines broken at spaces only into lines of at most
    ``width`` characters (a word longer, a code span with no space, stands alone): the
    generated parts of the docs and the window's tooltips.

    >>> wrapped("order 1 unit in each section; then battle", 20)
    'order 1 unit in each\\nsection; then battle'
    """
    return "\n".join(textwrap.fill(line, width, break_long_words=False,
                                    break_on_hyphens=False) or line
                      for line in text.split("\n"))


def printable(text: str) -> str:
    """``text`` on one line, as drawn: newlines and tabs as spaces, the characters of
    :data:`UNPRINTABLE` dropped.

    >>> printable("Sainte-M\\x01ère\\t\\u202eSIXA\\ufffe")
    'Sainte-Mère SIXA'
    """
    return UNPRINTABLE.sub("", re.sub(r"[\t\r\n]", " ", text))


def error_words(e: BaseException, named: object = None) -> str:
    """What went wrong, in plain words for a user: never the error's class ("MemoryError")
    nor a repr's quotes (a missing key's ``'grid'``). A system error says its reason, after
    the file it names unless that is ``named`` (the file the caller's words name already);
    memory short is said so; any other error says its own words, or "an error of the
    program" when it has none.

    >>> error_words(PermissionError(13, "Permission denied", "p-2.png"))
    'p-2.png: Permission denied'
    >>> error_words(PermissionError(13, "Permission denied", "p.png"), named="p.png")
    'Permission denied'
    >>> error_words(KeyError("grid")), error_words(MemoryError()), error_words(RuntimeError())
    ('grid', 'the computer ran short of memory', 'an error of the program')
    """
    if isinstance(e, OSError) and e.strerror:
        shown = str(e.filename) if e.filename is not None else ""
        return f"{shown}: {e.strerror}" if shown and shown != str(named) else e.strerror
    if isinstance(e, MemoryError):
        return "the computer ran short of memory"
    return own_words(e) or "an error of the program"


def own_words(e: BaseException) -> str:
    """The words an error was raised with ("" for none), a missing key's name without the
    quotes of a repr that ``str()`` gives it.

    >>> own_words(KeyError("b4")), own_words(ValueError("no such hex")), own_words(KeyError())
    ('b4', 'no such hex', '')
    """
    if isinstance(e, KeyError) and len(e.args) == 1:
        return str(e.args[0])
    return str(e)
