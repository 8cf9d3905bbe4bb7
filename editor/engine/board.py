"""Board geometry: board types, coordinates, neighbours, distance, hex names, sections.

Coordinates are the ``.m44`` "doubled width" ones: ``row`` 0 is the top edge (player 1's
baseline), even rows use even columns and odd rows odd columns, so ``row + col`` is even.

>>> b = Board(BoardType.STANDARD)
>>> b.hex_name(Coord(8, 0)), b.hex_name(Coord(0, 24)), b.hex_name(Coord(7, 1))
('A1', 'M9', 'a2')
>>> b.parse_hex("E7")
Coord(row=2, col=8)
>>> distance(Coord(0, 0), Coord(2, 4))
3
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property


class BoardType(StrEnum):
    STANDARD = "STANDARD"
    BRKTHRU = "BRKTHRU"
    OVERLORD = "OVERLORD"

    @property
    def words(self) -> str:
        """The type as a sentence names the board: "standard" (the standard board),
        "Breakthrough", "Overlord"."""
        return {"STANDARD": "standard", "BRKTHRU": "Breakthrough",
                "OVERLORD": "Overlord"}[self.value]


class Face(StrEnum):
    COUNTRY = "COUNTRY"
    WINTER = "WINTER"
    BEACH = "BEACH"
    DESERT = "DESERT"


class Side(StrEnum):
    AXIS = "AXIS"
    ALLIES = "ALLIES"

    @property
    def other(self) -> Side:
        return Side.ALLIES if self is Side.AXIS else Side.AXIS

    @property
    def adjective(self) -> str:
        """``Axis`` or ``Allied``, as the briefings write "the Allied player"."""
        return "Axis" if self is Side.AXIS else "Allied"

    @property
    def label(self) -> str:
        """``Axis`` or ``Allies``, the side as a sentence names it (the file's ``AXIS``
        is a code)."""
        return "Axis" if self is Side.AXIS else "Allies"

    @staticmethod
    def words(code: str | None) -> str:
        """A side's code as a sentence names it (``AXIS`` → ``Axis``); anything else as
        written (a catalog's or a file's value that is no side).

        >>> Side.words("ALLIES"), Side.words("NEUTRAL")
        ('Allies', 'NEUTRAL')
        """
        return Side(code).label if code is not None and code in Side.__members__ \
            else str(code)


class Section(StrEnum):
    """A board section, named from the bottom player's point of view."""

    LEFT = "LEFT"
    CENTER = "CENTER"
    RIGHT = "RIGHT"

    @property
    def mirrored(self) -> Section:
        """The same strip as named by the top player (left and right swap)."""
        return {Section.LEFT: Section.RIGHT, Section.RIGHT: Section.LEFT}.get(self, self)


@dataclass(frozen=True, order=True, slots=True)
class Coord:
    """A hex position in doubled-width coordinates; orders by (row, col)."""

    row: int
    col: int

    @property
    def is_valid_parity(self) -> bool:
        return (self.row + self.col) % 2 == 0

    def neighbours(self) -> tuple[Coord, ...]:
        """The six adjacent positions (some may be off the board), clockwise from east."""
        r, c = self.row, self.col
        return (Coord(r, c + 2), Coord(r + 1, c + 1), Coord(r + 1, c - 1),
                Coord(r, c - 2), Coord(r - 1, c - 1), Coord(r - 1, c + 1))

    def axial(self) -> tuple[int, int]:
        """Axial (q, r) coordinates: q = (col − row) / 2."""
        return (self.col - self.row) // 2, self.row


def distance(a: Coord, b: Coord) -> int:
    """Hex distance: max(|dq|, |dr|, |dq + dr|) in axial terms (m44-format.md)."""
    dq = (b.col - b.row - (a.col - a.row)) // 2
    dr = b.row - a.row
    return max(abs(dq), abs(dr), abs(dq + dr))


def cube_round(x: float, y: float, z: float) -> Coord:
    """The hex nearest a point in fractional cube coordinates (x = q, z = r, with
    x + y + z = 0): each rounded, and the one rounded furthest set from the other two."""
    rx, ry, rz = round(x), round(y), round(z)
    dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
    if dx > dy and dx > dz:
        rx = -ry - rz
    elif dy > dz:
        ry = -rx - rz
    else:
        rz = -rx - ry
    return Coord(int(rz), int(2 * rx + rz))


@dataclass(frozen=True)
class BoardExtent:
    rows: int
    max_col: int
    #: Section boundaries (columns) from left to right; hexes on an inner line belong to both sides.
    section_lines: tuple[int, int, int, int]
    #: Thinner lines inside sections (Overlord only: the two standard boards' outer lines
    #: and the seam between the boards, col 25; tests/engine/test_board.py).
    sub_lines: tuple[int, ...] = ()

    @property
    def columns(self) -> int:
        """Full hexes across an even row."""
        return self.max_col // 2 + 1


EXTENTS: dict[BoardType, BoardExtent] = {
    BoardType.STANDARD: BoardExtent(9, 24, (0, 7, 17, 24)),
    BoardType.BRKTHRU: BoardExtent(17, 24, (0, 7, 17, 24)),
    BoardType.OVERLORD: BoardExtent(9, 50, (0, 17, 33, 50), (7, 25, 43)),
}

#: Implicit background of a BEACH face by row, for the rows not given a terrain. We follow the
#: online implementation that plays the rules (m44-format.md, "Coordinates"): on 9-row boards
#: rows 4-6 are beach and 7-8 ocean; on Breakthrough 11-13 beach and 14-16 ocean. The top rows
#: are countryside. The choice is recorded in docs/RULES.md.
BEACH = "beach"
OCEAN = "ocean"
_BEACH_ROWS: dict[int, tuple[range, range]] = {9: (range(4, 7), range(7, 9)),
                                               17: (range(11, 14), range(14, 17))}

_NAME_RE = re.compile(r"^\s*([A-Za-z])\s*(\d{1,2})\s*$", re.ASCII)
_ROWCOL_RE = re.compile(r"^\s*(-?\d+)\s*,\s*(-?\d+)\s*$", re.ASCII)


class HexNameError(ValueError):
    """A hex name or ``row,col`` pair that does not name a hex of the board."""


def split_hex_names(text: str) -> list[str]:
    """The hex names written in one text, parted by commas, semicolons or spaces (as official
    files sometimes write a group, and as people type one).

    >>> split_hex_names("E7, F7 g6;H5")
    ['E7', 'F7', 'g6', 'H5']
    """
    return [n for n in re.split(r"[\s,;]+", text) if n]


def not_hexes(board: Board, names: Iterable[str]) -> str:
    """``names``, which are no hexes of ``board``, listed, each with the hex meant in the
    other case (:meth:`Board.case_meant`).

    >>> not_hexes(Board(BoardType.STANDARD), ["E6", "Z9"])
    'E6 (e6?), Z9'
    """
    return ", ".join(n + (f" ({m}?)" if (m := board.case_meant(n)) else "") for n in names)


@dataclass(frozen=True)
class Board:
    """Geometry of one board type; ``Board(BoardType.OVERLORD)`` etc."""

    type: BoardType

    @property
    def extent(self) -> BoardExtent:
        return EXTENTS[self.type]

    @property
    def rows(self) -> int:
        return self.extent.rows

    @property
    def max_col(self) -> int:
        return self.extent.max_col

    def contains(self, c: Coord) -> bool:
        """Whether ``c`` is a hex of this board (in range, ``row + col`` even)."""
        return 0 <= c.row < self.rows and 0 <= c.col <= self.max_col and c.is_valid_parity

    @cached_property
    def coords(self) -> tuple[Coord, ...]:
        """Every hex of the board in (row, col) order."""
        return tuple(Coord(r, c) for r in range(self.rows)
                     for c in range(r % 2, self.max_col + 1, 2))

    def __iter__(self) -> Iterator[Coord]:
        return iter(self.coords)

    def neighbours(self, c: Coord) -> list[Coord]:
        """Adjacent hexes that are on this board."""
        return [n for n in c.neighbours() if self.contains(n)]

    def is_edge(self, c: Coord) -> bool:
        """Whether a hex lies on the board's outer edge (fewer than six neighbours): the
        hexes beside the half hexes that end the short rows (``a2``, ``l2``) too, since the
        half hexes are no hexes of the board. For the Air Pack's edge hexes (exits, an Air
        Sortie's entry) see :meth:`is_full_edge`."""
        return len(self.neighbours(c)) < 6

    def is_full_edge(self, c: Coord) -> bool:
        """Whether ``c`` is an edge hex in the Air Pack's sense: "Edge hexes are all the full
        (not half) hexes that border the entire game board's four sides." (004) — the first
        and last rows, and the two end hexes of each long row; a short row ends in half
        hexes, so its end hexes (``a2``, ``l2``) border a half hex, not the side.

        >>> b = Board(BoardType.STANDARD)
        >>> [b.is_full_edge(b.parse_hex(n)) for n in ("A1", "A3", "M5", "E9", "a2", "l2", "E5")]
        [True, True, True, True, False, False, False]
        >>> b.is_edge(b.parse_hex("a2"))
        True
        """
        return self.contains(c) and (c.row in (0, self.rows - 1)
                                     or c.col in (0, self.max_col))

    # --- hex names -------------------------------------------------------------------------

    def hex_name(self, c: Coord) -> str:
        """Official hex name: a column letter (upper case on even columns, lower case on odd
        ones) and the row number counted from the bottom edge (A1 is bottom left)."""
        letter = chr(ord("A") + c.col // 2) if c.col % 2 == 0 else chr(ord("a") + (c.col - 1) // 2)
        return f"{letter}{self.rows - c.row}"

    def parse_hex(self, text: str) -> Coord:
        """A hex from its name (``"E7"``, ``"a2"``) or from ``"row,col"``; raises
        :class:`HexNameError` when it is not a hex of this board."""
        m = _ROWCOL_RE.match(text)
        if m:
            c = Coord(int(m.group(1)), int(m.group(2)))
        else:
            m = _NAME_RE.match(text)
            if not m:
                raise HexNameError(f"{text!r} is not a hex name (like E7 or a2) nor 'row,col'")
            c = self._named(m.group(1), int(m.group(2)))
        if not self.contains(c):
            other = self.case_meant(text)
            meant = (f": did you mean {other}? (a row's hexes are all upper case or all lower "
                     f"case: E5, e6, E7)") if other else ""
            raise HexNameError(f"{text.strip()} is not a hex of the {self.type.words} "
                               f"board{meant}")
        return c

    def case_meant(self, text: str) -> str | None:
        """The hex name ``text`` in the other case when that is a hex of this board and
        ``text`` is not (a row's hexes are all upper or all lower case), else ``None``.

        >>> Board(BoardType.STANDARD).case_meant("E6"), Board(BoardType.STANDARD).case_meant("e6")
        ('e6', None)
        """
        m = _NAME_RE.match(text)
        if not m:
            return None
        letter, number = m.group(1), int(m.group(2))
        if self.contains(self._named(letter, number)) \
                or not self.contains(self._named(letter.swapcase(), number)):
            return None
        return f"{letter.swapcase()}{number}"

    def typed_name(self, text: str) -> str:
        """The hex name a person who typed ``text`` means: ``text`` (without its spaces),
        or the name in the other case when only that one is a hex of this board (a row's
        hexes are all upper or all lower case, so ``e9`` can mean no hex but E9). Go to
        Hex and every field that takes typed hex names read them so.

        >>> b = Board(BoardType.STANDARD)
        >>> [b.typed_name(t) for t in (" e9", "E6", "e6", "Z99", "2,4")]
        ['E9', 'e6', 'e6', 'Z99', '2,4']
        """
        text = text.strip()
        return self.case_meant(text) or text

    def _named(self, letter: str, number: int) -> Coord:
        """The place of the hex name ``letter`` ``number``, on the board or not."""
        if letter.isupper():
            return Coord(self.rows - number, 2 * (ord(letter) - ord("A")))
        return Coord(self.rows - number, 2 * (ord(letter) - ord("a")) + 1)

    # --- sections --------------------------------------------------------------------------

    def sections(self, c: Coord, *, top_player: bool = False) -> frozenset[Section]:
        """The sections a hex belongs to (two for a hex on a section line). Sections are named
        from the bottom player's view unless ``top_player``, for whom left and right swap."""
        _, l1, l2, _ = self.extent.section_lines
        found = set()
        if c.col <= l1:
            found.add(Section.LEFT)
        if l1 <= c.col <= l2:
            found.add(Section.CENTER)
        if c.col >= l2:
            found.add(Section.RIGHT)
        if top_player:
            found = {s.mirrored for s in found}
        return frozenset(found)

    def section_hexes(self, section: Section, *, top_player: bool = False) -> list[Coord]:
        return [c for c in self.coords if section in self.sections(c, top_player=top_player)]

    # --- the printed BEACH background ------------------------------------------------------

    def background(self, face: Face, row: int) -> str | None:
        """``"beach"`` or ``"ocean"`` for the printed rows of a BEACH face, else ``None``."""
        if face is not Face.BEACH:
            return None
        beach, ocean = _BEACH_ROWS[self.rows]
        if row in beach:
            return BEACH
        if row in ocean:
            return OCEAN
        return None

    # --- pixel geometry (pointy-top hexes), shared by the renderer and line of sight --------

    @staticmethod
    def center(c: Coord, radius: float = 1.0) -> tuple[float, float]:
        """Centre of a hex in a plane where hexes have circumradius ``radius`` and the
        top-left hex (0, 0) touches the origin's axes."""
        half_w = math.sqrt(3) / 2 * radius
        return (c.col + 1) * half_w, radius + c.row * 1.5 * radius

    def size(self, radius: float = 1.0) -> tuple[float, float]:
        """Width and height of the whole board drawn with hexes of circumradius ``radius``."""
        half_w = math.sqrt(3) / 2 * radius
        return (self.max_col + 2) * half_w, 2 * radius + (self.rows - 1) * 1.5 * radius


#: The one :class:`Board` of each type, which :attr:`Scenario.board
#: <editor.engine.scenario.Scenario.board>` gives: a board is immutable, and what it caches
#: (:attr:`Board.coords`) is then built once, not at each call (each repaint of a few
#: hexes of the canvas built the coordinates of two new boards).
BOARDS: dict[BoardType, Board] = {t: Board(t) for t in BoardType}


def in_board_order(board: Board, names: Iterable[str]) -> tuple[str, ...]:
    """Hex names sorted by row from the top edge, then column (``B9, A9, C9`` → ``A9, B9,
    C9``): a group is a set of hexes, and its order means nothing. The names that are no
    hexes of the board (a file's) come after them, in their order.

    >>> in_board_order(Board(BoardType.STANDARD), ["B9", "a8", "A9", "Z99"])
    ('A9', 'B9', 'a8', 'Z99')
    """
    known: list[tuple[Coord, str]] = []
    unknown: list[str] = []
    for name in names:
        try:
            known.append((board.parse_hex(name), name))
        except HexNameError:
            unknown.append(name)
    return tuple(name for _, name in sorted(known, key=lambda k: k[0])) + tuple(unknown)
