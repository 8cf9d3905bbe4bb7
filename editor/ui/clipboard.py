"""The clipboard format of copied hexes: canonical ``.m44`` hex objects with coordinates
relative to the copied area, so that a copy pastes anywhere, into any open scenario, even in
another editor process (it travels through the system clipboard).

The data is JSON under the MIME type :data:`MIME` (and as plain text too, readable when
pasted into a text editor)::

    {"format": "m44-editor hexes", "version": 1, "board_type": "STANDARD",
     "origin": {"row": 2, "col": 6},          # where the area was copied from
     "cells": [{"row": 0, "col": 0}, ...],    # every hex of the area, empty ones included
     "hexagons": [{"row": 0, "col": 0, "terrain": {"name": "woods"}}, ...],
     "labels": [{"row": 1, "col": 1, "text": ["Hill 112"]}]}

Relative coordinates are taken from a corner with ``row + col`` even, so they keep the board
parity and paste on any hex. The hex objects are read back by the ``.m44`` reader itself, so
what is pasted is exactly what a saved file would hold. The hex names in markers' groups (an
exit line, a majority objective) stay as the source board names them; pasted, those inside
the copied area follow their hexes, the others keep theirs (:meth:`ClipboardContent.placed`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QByteArray, QMimeData

from editor.engine.board import Board, BoardType, Coord
from editor.engine.scenario import Hex, Label, Scenario
from editor.engine.transform import names_onto, rename
from editor.io.m44 import MAX_FILE_SIZE, M44ReadError, hex_json, loads, parse_json

MIME = "application/x-m44-editor-hexes"
FORMAT = "m44-editor hexes"
VERSION = 1


@dataclass(frozen=True)
class ClipboardContent:
    """Copied hexes, by coordinates relative to the copied area's top-left corner."""

    origin: Coord
    hexes: dict[Coord, Hex]
    labels: tuple[Label, ...] = ()
    #: The board they were copied from, which the hex names in their markers' groups name.
    board_type: BoardType = BoardType.STANDARD

    def placed(self, anchor: Coord, board: Board) -> dict[Coord, Hex]:
        """The hexes pasted with the copied area's corner at ``anchor`` on ``board``, those
        falling off it left out. A hex name in a marker's group that points inside the
        copied area follows its hex (a cut exit line pasted elsewhere still names its own
        hexes); one that points outside keeps its hex; both are named for ``board`` (rows
        count from its bottom edge), and left out when their hex is not on it."""
        def moved(c: Coord) -> Coord:
            return Coord(anchor.row + c.row, anchor.col + c.col)

        def follow(c: Coord) -> Coord:
            rel = Coord(c.row - self.origin.row, c.col - self.origin.col)
            return moved(rel) if rel in self.hexes else c

        names = names_onto(Board(self.board_type), board, follow)
        return {moved(rel): rename(h, names) for rel, h in self.hexes.items()
                if board.contains(moved(rel))}


def laid_over(under: Hex, pasted: Hex) -> Hex:
    """A pasted hex laid over what is on its place: each layer the pasted hex has replaces
    that layer (a marker the marker of its name), and what it does not have stays: an
    empty hex of the copied area erased the medal, the unit or the terrain it landed on."""
    names = {t.name for t in pasted.tags}
    return Hex(terrain=pasted.terrain or under.terrain,
               rect_terrain=pasted.rect_terrain or under.rect_terrain,
               obstacle=pasted.obstacle or under.obstacle, unit=pasted.unit or under.unit,
               tags=tuple(t for t in under.tags if t.name not in names) + pasted.tags,
               extra={**under.extra, **pasted.extra})


def encode(s: Scenario, coords: Iterable[Coord]) -> dict[str, Any]:
    """The clipboard data of some hexes of a scenario (their content and place names)."""
    cells = sorted(c for c in coords if s.board.contains(c))
    if not cells:
        raise ValueError("no hexes to copy")
    r0 = min(c.row for c in cells)
    c0 = min(c.col for c in cells)
    if (r0 + c0) % 2:
        c0 -= 1  # keep relative coordinates on the board's parity

    def rel(c: Coord) -> Coord:
        return Coord(c.row - r0, c.col - c0)

    inside = set(cells)
    return {
        "format": FORMAT, "version": VERSION, "board_type": s.board_type.value,
        "origin": {"row": r0, "col": c0},
        "cells": [{"row": rel(c).row, "col": rel(c).col} for c in cells],
        "hexagons": [hex_json(rel(c), s.hex(c)) for c in cells if not s.hex(c).is_empty],
        "labels": [{"row": rel(lb.coord).row, "col": rel(lb.coord).col, "text": list(lb.text)}
                   for lb in s.labels if lb.coord in inside],
    }


def decode(data: Any) -> ClipboardContent:
    """Clipboard data back into hexes; raises ``ValueError`` when it is not ours."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not copied hexes")
    if data.get("version") != VERSION:
        raise ValueError(f"copied hexes of format version {data.get('version')}, "
                         f"this editor reads version {VERSION}")
    try:
        origin = Coord(int(data["origin"]["row"]), int(data["origin"]["col"]))
        cells = [Coord(int(c["row"]), int(c["col"])) for c in data["cells"]]
        # The reader checks and builds the hexes: a scenario of the source's board type holds
        # every relative coordinate, since they are at most the copied ones.
        doc = {"board": {"type": data["board_type"], "face": "COUNTRY",
                         "hexagons": data.get("hexagons", []), "labels": data.get("labels", [])}}
        read = loads(json.dumps(doc), source="clipboard").scenario
    except (KeyError, TypeError, ValueError, M44ReadError) as e:
        raise ValueError(f"damaged copied hexes: {e}") from None
    hexes = {c: Hex() for c in cells}
    hexes.update(read.hexes)
    return ClipboardContent(origin, hexes, tuple(read.labels), read.board_type)


def mime_data(data: dict[str, Any]) -> QMimeData:
    """Clipboard data as a QMimeData (our MIME type and plain text)."""
    text = json.dumps(data, ensure_ascii=False)
    md = QMimeData()
    md.setData(MIME, QByteArray(text.encode("utf-8")))
    md.setText(text)
    return md


def release_own_data() -> None:
    """Empty the system clipboard when it holds hexes copied from this process.

    Called as the application quits: PySide6 crashes at interpreter exit (a segmentation
    fault) when the clipboard still owns a QMimeData created in Python. Copied hexes do not
    outlive the editor anyway; text copied from other programs is left alone.
    """
    from PySide6.QtWidgets import QApplication

    board = QApplication.clipboard()
    md = board.mimeData()
    if md is not None and md.hasFormat(MIME):
        board.clear()


#: Clipboard data larger than this is not ours (a whole Overlord board is under 200 kB): it
#: is not even parsed, since the check runs on every clipboard change.
MAX_BYTES = MAX_FILE_SIZE


def from_mime(md: QMimeData | None) -> ClipboardContent | None:
    """The hexes a QMimeData holds, or ``None`` when it holds none of ours: "nothing to
    paste", quietly, whatever another program put there (huge, nested 200,000 deep, not
    JSON). Reading is bounded in size and depth, like reading a file."""
    if md is None:
        return None
    if md.hasFormat(MIME):
        data = md.data(MIME)
        if data.size() > MAX_BYTES:
            return None
        raw = bytes(data.data()).decode("utf-8", errors="replace")
    elif md.hasText():
        raw = md.text()
        if len(raw) > MAX_BYTES or FORMAT not in raw:
            return None
    else:
        return None
    try:
        return decode(parse_json(raw, "clipboard"))
    except (ValueError, RecursionError):  # M44ReadError is a ValueError
        return None
