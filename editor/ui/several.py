"""Exit markers and medal objectives put on (or taken off) several hexes at once: the Hex
panel's Markers of the selected hexes. Each function gives the hexes it changes (for one
``Document.set_hexes``, one undo step); the hexes off the board are left out.

A group is written as official files write it: the marker on each hex of the group, every
one naming the whole group (an exit line; a group objective, which the game plays once).

>>> from editor.engine.scenario import Scenario
>>> s = Scenario()
>>> edge = [s.board.parse_hex(n) for n in ("G9", "F9")]
>>> [t.group for h in exit_line(s, edge, "tag4", None).values() for t in h.tags]
[('F9', 'G9'), ('F9', 'G9')]
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import replace

from editor.engine.board import Coord, HexNameError, Side
from editor.engine.scenario import Hex, Medal, Scenario, Tag
from editor.engine.words import counted

from .tools import exit_marker

#: How the medal objectives added to several hexes are held, in the words of the Hex
#: panel's list: an objective on each hex, or one objective over them all (held by a
#: majority of them, by any one, or by all of them: ``Medal.way``).
OBJECTIVE_WAYS: dict[str, str] = {
    "each": "An objective on each hex", "majority": "One objective: a majority",
    "any": "One objective: any hex", "all": "One objective: all hexes"}


def on_board(s: Scenario, coords: Iterable[Coord]) -> list[Coord]:
    """The hexes of ``coords`` on the board, in board order."""
    return sorted(c for c in set(coords) if s.board.contains(c))


def _group(s: Scenario, coords: list[Coord]) -> tuple[str, ...]:
    return tuple(s.board.hex_name(c) for c in coords)


def _coord(s: Scenario, name: str) -> Coord | None:
    """The hex a group's name is (``None``: no hex of the board; kept in the group)."""
    try:
        return s.board.parse_hex(name)
    except HexNameError:
        return None


def _with_tag(h: Hex, tag: Tag, replaced: Callable[[Tag], bool]) -> Hex:
    """``h`` with ``tag`` added last, the markers ``replaced`` says it replaces dropped."""
    return replace(h, tags=tuple(t for t in h.tags if not replaced(t)) + (tag,))


def baseline_side(s: Scenario, coords: list[Coord]) -> Side | None:
    """The side that exits through the hexes, when they all lie on one baseline (the
    other player's, as an exit marker painted there); ``None`` otherwise."""
    sides = {exit_marker("tag4", s, c).side for c in coords}
    return sides.pop() if len(sides) == 1 else None


def exit_line(s: Scenario, coords: Iterable[Coord], name: str,
              side: Side | None) -> dict[Coord, Hex]:
    """An exit marker ``name`` on each hex, all with the line of these hexes, for ``side``
    (``None``: the side of the baseline they lie on, :func:`baseline_side`). A hex's exit
    marker is replaced, and the hexes leave the lines of the exit markers elsewhere: the line
    made again (over more hexes, for the other side) is one line."""
    cs = on_board(s, coords)
    if not cs:
        return {}
    tag = Tag(name, behavior=exit_marker(name, s, cs[0]).behavior,
              side=side or baseline_side(s, cs), group=_group(s, cs))
    return _out_of_groups(s, cs, is_exit) | {c: _with_tag(s.hex(c), tag, is_exit)
                                             for c in cs}


def objectives(s: Scenario, coords: Iterable[Coord], name: str, way: str) -> dict[Coord, Hex]:
    """A medal objective ``name`` on each hex: each its own (``way`` ``"each"``), or one
    objective over the hexes held as ``way`` says (:data:`OBJECTIVE_WAYS`). A hex's
    objective of the same marker is replaced, not doubled, and the hexes leave the groups
    of that marker's objectives elsewhere (one over more hexes, left on the others)."""
    cs = on_board(s, coords)
    medal = {"each": None, "majority": Medal(majority=True), "any": Medal(any_hex=True),
             "all": Medal(nbr_hex=len(cs))}[way]
    tag = Tag(name, group=None if medal is None else _group(s, cs), medal=medal)

    def replaced(t: Tag) -> bool:
        return is_objective(t) and t.name == name
    return _out_of_groups(s, cs, replaced) | {c: _with_tag(s.hex(c), tag, replaced)
                                              for c in cs}


def objective_words(way: str, name_count: int) -> str:
    """The undo step's name of :func:`objectives`: "Add objective held by a majority of 3
    hexes", "Add medal objectives on 3 hexes"."""
    hexes = counted(name_count, "hex", "hexes")
    held = {"majority": "by a majority of", "any": "by any one of", "all": "by all"}
    return (f"Add medal objectives on {hexes}" if way == "each"
            else f"Add objective held {held[way]} {hexes}")


def without(s: Scenario, coords: Iterable[Coord], kind: Callable[[Tag], bool]
            ) -> dict[Coord, Hex]:
    """The markers of a ``kind`` taken off the hexes; the same kind's markers left on other
    hexes no longer name them in their group (an exit line, a group objective shrinks to
    the hexes left)."""
    cs = on_board(s, coords)
    return _out_of_groups(s, cs, kind) | {
        c: replace(h, tags=tuple(t for t in h.tags if not kind(t)))
        for c, h in ((c, s.hex(c)) for c in cs) if any(kind(t) for t in h.tags)}


def _out_of_groups(s: Scenario, cs: list[Coord], kind: Callable[[Tag], bool]
                   ) -> dict[Coord, Hex]:
    """The hexes other than ``cs`` whose markers of a ``kind`` name some of ``cs`` in
    their group, without them."""
    gone = set(cs)
    out = {}
    for c, h in s.hexes.items():
        if c in gone:
            continue
        tags = tuple(replace(t, group=out_of_group(s, t.group, gone)) if kind(t) and t.group
                     else t for t in h.tags)
        if tags != h.tags:
            out[c] = replace(h, tags=tags)
    return out


def out_of_group(s: Scenario, group: Iterable[str], gone: Collection[Coord]
                 ) -> tuple[str, ...] | None:
    """A marker's ``group`` without the hexes ``gone``, each name read as the game reads it
    (``"3,5"`` is c6; a name of no hex is kept); ``None`` when none is left.

    >>> s = Scenario()
    >>> out_of_group(s, ("3,5", "f6", "Z99"), {s.board.parse_hex("c6")})
    ('f6', 'Z99')
    """
    return tuple(n for n in group if _coord(s, n) not in gone) or None


def marked(s: Scenario, coords: Iterable[Coord], kind: Callable[[Tag], bool]) -> int:
    """How many of the hexes a marker of a ``kind`` is on or names in its group (an exit
    line marked on its two ends only: the hexes between too), as :func:`without` takes
    them off."""
    cs = set(on_board(s, coords))
    found = {c for c in cs if any(kind(t) for t in s.hex(c).tags)}
    for _, t in s.tags():
        if kind(t) and t.group:
            found |= cs & {_coord(s, n) for n in t.group}
    return len(found)


def is_exit(t: Tag) -> bool:
    """An exit marker."""
    return t.is_exit_marker


def is_objective(t: Tag) -> bool:
    """A medal objective (no exit marker)."""
    return t.is_medal and not t.is_exit_marker


__all__ = ["OBJECTIVE_WAYS", "baseline_side", "exit_line", "is_exit", "is_objective", "marked",
           "objective_words", "objectives", "on_board", "out_of_group", "without"]
