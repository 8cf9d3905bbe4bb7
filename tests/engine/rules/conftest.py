"""Helpers shared by the rules tests: build a small scenario from hex names."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from editor.engine.board import Board, BoardType, Coord, Face, Side
from editor.engine.rules import Battlefield
from editor.engine.scenario import GameInfo, Hex, Piece, Scenario, Unit


def build(hexes: Mapping[str, Hex], *, board: BoardType = BoardType.STANDARD,
          face: Face = Face.COUNTRY, top: Side = Side.AXIS) -> Scenario:
    """A scenario with ``hexes`` given by hex name (``{"E5": Hex(...)}``)."""
    s = Scenario(board_type=board, face=face,
                 game_info=GameInfo(side_player1=top, side_player2=top.other))
    geometry = Board(board)
    for name, h in hexes.items():
        s.set_hex(geometry.parse_hex(name), h)
    return s


def field(hexes: Mapping[str, Hex], **kw: object) -> Battlefield:
    return Battlefield(build(hexes, **kw))  # type: ignore[arg-type]


def at(name: str, board: BoardType = BoardType.STANDARD) -> Coord:
    return Board(board).parse_hex(name)


def unit(name: str, **kw: object) -> Hex:
    return Hex(unit=Unit(name, **kw))  # type: ignore[arg-type]


def piece(name: str, **kw: object) -> Piece:
    return Piece(name, **kw)  # type: ignore[arg-type]


@pytest.fixture
def std() -> Board:
    return Board(BoardType.STANDARD)
