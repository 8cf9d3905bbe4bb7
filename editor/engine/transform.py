"""Mirror and turn maps, for symmetric designs, and the change of board type.

Everything moves together: hexes with their pieces (each piece drawn mirrored or turned:
orientations change, a left fork becomes a right fork), labels, groups, the hex names in
markers' groups, in sudden-death conditions and in rule options (Hill 317's hexes, an air
drop's centre). A 180° turn also swaps the players, so each
army keeps its units and sits on the other edge. A change of board type (:func:`retype`)
keeps every hex where it is and writes the hex names again for the new board, whose rows
are counted from another bottom edge.

>>> from editor.engine.scenario import Piece
>>> mirror_piece(Piece("curve", orientation=1)), turn_piece(Piece("river", orientation=2))
(Piece(name='curve', orientation=6, behavior=None, original_owner=None, extra={}), \
Piece(name='river', orientation=2, behavior=None, original_owner=None, extra={}))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import NamedTuple

from editor.io.options import OPTION_SHAPES, Shape

from .board import Board, BoardType, Coord, Face, HexNameError, in_board_order
from .catalog import CATALOG
from .connectors import MIRROR_TWINS, NO_TWIN, crossing_orientation, mirror_edge, on_way, shape
from .scenario import GameInfo, Hex, Json, Piece, Scenario


def _orientations(name: str) -> int:
    item = CATALOG.get(name)
    return item.orientations if item is not None else 1


def _with_turn(p: Piece, name: str, k: int) -> Piece:
    # Orientation 1 is written by omission, as the official editor does.
    return replace(p, name=name, orientation=None if k == 1 else k)


def turn_piece(p: Piece, steps: int = 3) -> Piece:
    """The piece turned ``steps`` sixths of a turn counter-clockwise (3: half a turn).

    A piece with n drawings repeats every n steps (a straight river every half turn, a Y
    junction every third), so the new drawing is (k − 1 + steps) mod n; but those of
    :data:`UPRIGHT` do not repeat (the wire's arc along one edge, a bunker's embrasure):
    their two drawings are two angles of six, and where the turned angle is not one of
    them they keep theirs, as their mirror does (turned half a turn, the wire came out
    tilted a sixth).
    """
    n = _orientations(p.name)
    if n <= 1:
        return p
    if p.name in UPRIGHT:
        k = (p.turn - 1 + steps) % 6 + 1
        return _with_turn(p, p.name, k if k <= n else p.turn)
    return _with_turn(p, p.name, (p.turn - 1 + steps) % n + 1)


#: Pieces drawn at orientation 1 symmetric about the hex's vertical axis, not its
#: horizontal one (docs/ART.md): the sandbags' and the wire's arc along the top edge, a
#: bunker's embrasure facing down. Their mirror at angle θ is at −θ; where that is not an
#: orientation of theirs (a piece of two), they keep theirs.
UPRIGHT: frozenset[str] = frozenset({"sand", "wire", "bunker", "wbunker", "dbunker"})


def mirror_piece(p: Piece, on: Piece | None = None) -> Piece:
    """The piece as it looks in a left-right mirror (``on``: the terrain of its hex).

    Linear pieces (rivers, roads...) are matched edge for edge, a fork becoming its twin;
    the pieces of :data:`UPRIGHT` are mirrored about the vertical axis; the others are
    taken to be drawn symmetric about the hex's horizontal axis at orientation 1, so the
    mirror of angle θ is 180° − θ. A bridge on a road is drawn half a step turned
    (:func:`~editor.engine.connectors.drawn_turn`), which the mirror doubles: one step
    more, so that it still runs along the mirrored road.
    """
    n = _orientations(p.name)
    if p.name in UPRIGHT:
        k = (6 - (p.turn - 1)) % 6 + 1
        return _with_turn(p, p.name, k if k <= n else p.turn)
    current = shape(p.name, p.turn)
    if current is not None:
        target = frozenset(frozenset(mirror_edge(e) for e in pair) for pair in current)
        for name in (p.name, MIRROR_TWINS.get(p.name)):
            if name is None or name not in CATALOG:
                continue
            for k in range(1, _orientations(name) + 1):
                if shape(name, k) == target:
                    return _with_turn(p, name, k)
        if p.name in NO_TWIN:
            # No mirror image exists: keep in place what can be (the straight run).
            for k in range(1, n + 1):
                if (shape(p.name, k) or frozenset()) & target:
                    return _with_turn(p, p.name, k)
    if n <= 1:
        return p
    half_step = on is not None and on_way(p.name, on.name)
    k = (3 + half_step - (p.turn - 1)) % n + 1
    if on is not None and half_step and crossing_orientation(p.name, n, on.name, on.turn,
                                                             prefer=p.turn) == p.turn:
        # a bridge that ran along its road runs along the mirrored road, also where the
        # road has no exact mirror image (a level crossing, a fork without its twin)
        way = mirror_piece(on)
        k = crossing_orientation(p.name, n, way.name, way.turn, prefer=k) or k
    return _with_turn(p, p.name, k)


class Names:
    """A map of hex names onto ``board``: ``names(name)`` is the new name, ``None`` leaving
    the name out (its hex is not on the new board); :meth:`group` maps a group's names and
    keeps them in board order (an exit line mirrored reads L9, M9, not M9, L9)."""

    def __init__(self, board: Board, name: Callable[[str], str | None]) -> None:
        self.board = board
        self._name = name

    def __call__(self, name: str) -> str | None:
        return self._name(name)

    def group(self, names: Iterable[str]) -> tuple[str, ...]:
        return in_board_order(self.board, (m for m in map(self._name, names) if m is not None))


def _map_hex(h: Hex, piece: Callable[[Piece, Piece | None], Piece],
             names: Names | None) -> Hex:
    tags = h.tags if names is None else tuple(
        replace(t, group=names.group(t.group)) if t.group else t for t in h.tags)
    return replace(h, terrain=h.terrain and piece(h.terrain, None),
                   rect_terrain=h.rect_terrain and piece(h.rect_terrain, h.terrain),
                   obstacle=h.obstacle and piece(h.obstacle, None), tags=tags)


def rename(h: Hex, names: Names) -> Hex:
    """``h`` with the hex names of its markers' groups mapped by ``names``."""
    return _map_hex(h, lambda p, _on: p, names)


def mirror_hexes(hexes: dict[Coord, Hex], axis2: int,
                 names: Names | None = None) -> dict[Coord, Hex]:
    """Hexes reflected about the vertical line through column ``axis2 / 2`` (``axis2`` even,
    so rows keep their parity): (r, c) → (r, axis2 − c); the hex names of their markers'
    groups mapped by ``names`` (kept as they are without)."""
    if axis2 % 2:
        raise ValueError("the mirror axis must be at an even doubled column")
    return {Coord(c.row, axis2 - c.col): _map_hex(h, mirror_piece, names)
            for c, h in hexes.items()}


def follow_names(s: Scenario, move: Callable[[Coord], Coord],
                 inside: Callable[[Coord], bool] = lambda c: True) -> Names:
    """A map of hex names by which a name of a hex of ``s`` that is ``inside`` follows its
    hex to ``move(hex)``; other names are kept as they are."""
    board = s.board

    def names(name: str) -> str:
        try:
            c = board.parse_hex(name)
        except HexNameError:
            return name
        return board.hex_name(move(c)) if inside(c) else name
    return Names(board, names)


def _map_game_info(g: GameInfo, names: Names) -> GameInfo:
    """``g`` with the hex names of its sudden-death groups and of its rule options
    (:func:`_map_options`) moved by ``names``."""
    out = []
    for vc in g.conditions:
        if (vc.kind == "group_sudden_death" and isinstance(vc.params, dict)
                and vc.params.get("group")):
            group = names.group(str(n) for n in vc.params["group"])
            vc = replace(vc, params={**vc.params, "group": list(group)})
        out.append(vc)
    g = replace(g, options=_map_options(g.options, names)) if g.options else g
    return g.with_conditions(tuple(out)) if g.victory is not None else g


def _map_options(options: Mapping[str, Json], names: Names) -> dict[str, Json]:
    """``options`` with the hex names their shapes hold (``hill317``'s list, an air drop's
    ``center``) moved by ``names``, in the order written; a name that ``names`` leaves out
    (its hex is off a smaller board) is left out of its list, or its key out of its object."""
    return {k: _map_value(v, OPTION_SHAPES[k], names) if k in OPTION_SHAPES else v
            for k, v in options.items()}


def _map_value(value: Json, shape: Shape, names: Names) -> Json:
    if shape.kind == "hexes" and isinstance(value, list):
        return [m for v in value if (m := _map_name(v, names)) is not None]
    if shape.kind != "object" or not isinstance(value, dict):
        return value
    out: dict[str, Json] = {}
    for k, v in value.items():
        field = shape.fields.get(k)
        m = v if field is None else (_map_name(v, names) if field.kind == "hex"
                                     else _map_value(v, field, names))
        if m is not None or v is None:  # (a hex name off a smaller board: its key left out)
            out[k] = m
    return out


def _map_name(value: Json, names: Names) -> Json:
    """A hex name moved by ``names`` (``None``: left out); what is not text as it is."""
    return names(value) if isinstance(value, str) else value


def mirrored_hex(board: Board, c: Coord) -> Coord:
    """Where hex ``c`` of ``board`` goes in :func:`mirror`.

    >>> mirrored_hex(Board(BoardType.STANDARD), Coord(0, 0))
    Coord(row=0, col=24)
    """
    return Coord(c.row, board.max_col - c.col)


def turned_hex(board: Board, c: Coord) -> Coord:
    """Where hex ``c`` of ``board`` goes in :func:`turn_180`.

    >>> turned_hex(Board(BoardType.STANDARD), Coord(0, 0))
    Coord(row=8, col=24)
    """
    return Coord(board.rows - 1 - c.row, board.max_col - c.col)


def mirror(s: Scenario) -> Scenario:
    """The whole map mirrored left-right (a copy; the input is unchanged)."""
    board = s.board

    def move(c: Coord) -> Coord:
        return mirrored_hex(board, c)

    names = follow_names(s, move)
    out = s.copy()
    out.hexes = mirror_hexes(s.hexes, board.max_col, names)
    out.labels = [replace(lb, coord=move(lb.coord)) for lb in s.labels]
    out.groups = [replace(g, hexes=tuple(move(c) for c in g.hexes)) for g in s.groups]
    out.game_info = _map_game_info(s.game_info, names)
    return out


def mirror_axis(coords: Iterable[Coord]) -> int:
    """The doubled column a selection is mirrored about (:func:`mirror_region`): its centre
    column, moved right half a column when that would change the rows' parity."""
    cols = [c.col for c in coords]
    lo, hi = min(cols), max(cols)
    return lo + hi if (lo + hi) % 2 == 0 else lo + hi + 1


def mirror_region(s: Scenario, coords: Iterable[Coord]) -> dict[Coord, Hex]:
    """The hexes of a selection mirrored about the selection's own centre column: the new
    content of every hex the selection covers (emptied hexes map to an empty Hex). Hex
    names in markers' groups that point inside the selection follow their hexes."""
    region = [c for c in coords if s.board.contains(c)]
    if not region:
        return {}
    axis2 = mirror_axis(region)
    inside = set(region)

    def move(c: Coord) -> Coord:
        return Coord(c.row, axis2 - c.col)

    names = follow_names(s, move, lambda c: c in inside)
    content = {c: s.hex(c) for c in region if not s.hex(c).is_empty}
    moved = mirror_hexes(content, axis2, names)
    result = {c: Hex() for c in region}
    result.update({c: h for c, h in moved.items() if s.board.contains(c)})
    return result


def references_followed(s: Scenario, new: dict[Coord, Hex],
                        names: Names) -> tuple[dict[Coord, Hex], GameInfo]:
    """After some hexes of ``s`` moved (``new``: the new content of the hexes they left and
    reached, their own markers' names already moved), the names elsewhere that point at
    them moved too by ``names``: ``new`` with every other hex whose markers' groups change,
    and the game info with its sudden deaths' and rule options' names moved."""
    out = dict(new)
    for c, h in s.hexes.items():
        if c not in out and any(t.group for t in h.tags):
            renamed = rename(h, names)
            if renamed != h:
                out[c] = renamed
    return out, _map_game_info(s.game_info, names)


def why_not_turned(s: Scenario) -> str | None:
    """Why the map of ``s`` cannot be turned half a turn (:func:`turn_180`), or ``None``
    when it can."""
    if s.face is Face.BEACH:
        return "a beach board cannot be turned: its beach and ocean are printed along the " \
               "bottom edge"
    return None


def turn_180(s: Scenario) -> Scenario:
    """The whole map turned half a turn with the players swapped: each army keeps its units,
    now on the other edge, and the player who started still starts with the same army;
    ``ValueError`` (:func:`why_not_turned`) when it cannot be."""
    why = why_not_turned(s)
    if why is not None:
        raise ValueError(why)
    board = s.board

    def move(c: Coord) -> Coord:
        return turned_hex(board, c)

    names = follow_names(s, move)
    out = s.copy()
    out.hexes = {move(c): _map_hex(h, lambda p, _on: turn_piece(p), names)
                 for c, h in s.hexes.items()}
    out.labels = [replace(lb, coord=move(lb.coord)) for lb in s.labels]
    out.groups = [replace(g, hexes=tuple(move(c) for c in g.hexes)) for g in s.groups]
    out.game_info = _swap_players(_map_game_info(s.game_info, names))
    return out


def _swap_players(g: GameInfo) -> GameInfo:
    swapped = {}
    for key in ("side", "country", "cards", "victory"):
        swapped[f"{key}_player1"] = getattr(g, f"{key}_player2")
        swapped[f"{key}_player2"] = getattr(g, f"{key}_player1")
    starting = {"PLAYER1": "PLAYER2", "PLAYER2": "PLAYER1"}.get(g.starting or "", g.starting)
    return replace(g, starting=starting, **swapped)


class Retyped(NamedTuple):
    """A scenario on a board of another type, and what of it did not fit there."""

    scenario: Scenario
    #: Hexes, labels, and the different hex names (in markers' groups, sudden-death
    #: conditions and rule options) left out: they lie outside the new board.
    hexes: int
    labels: int
    names: int


def names_onto(source: Board, target: Board, move: Callable[[Coord], Coord] = lambda c: c,
               lost: set[str] | None = None) -> Names:
    """A map of the hex names of ``source`` onto ``target``: each hex, moved by ``move``,
    named as ``target`` names it (rows count from its bottom edge), and left out (added to
    ``lost``) when it is not on ``target``; a name that is no hex of ``source`` is kept as it
    is (the checks name it)."""
    def names(name: str) -> str | None:
        try:
            c = move(source.parse_hex(name))
        except HexNameError:
            return name
        if target.contains(c):
            return target.hex_name(c)
        if lost is not None:
            lost.add(name)
        return None
    return Names(target, names)


def retype(s: Scenario, board_type: BoardType) -> Retyped:
    """``s`` on a board of type ``board_type`` (a copy): every hex, label and group keeps its
    row and column, so the board grows or shrinks at its bottom and right edges; what lies
    outside the new board is left out. A hex name counts the rows from the bottom edge (the
    top left hex is A9 on a standard board, A17 on a Breakthrough one), so the names in
    markers' groups and sudden-death conditions are written again for the new board: an
    exit line keeps its hexes; so are those of the rule options (Hill 317's hexes). Names
    that are not hexes of the old board are kept as they are (the checks name them)."""
    new = Board(board_type)
    lost_names: set[str] = set()
    names = names_onto(s.board, new, lost=lost_names)
    out = s.copy()
    out.board_type = board_type
    out.hexes = {c: rename(h, names) for c, h in s.hexes.items() if new.contains(c)}
    out.labels = [lb for lb in s.labels if new.contains(lb.coord)]
    out.groups = [kept for g in s.groups
                  if (kept := g.kept(new.contains)).hexes or not g.hexes]
    out.game_info = _map_game_info(s.game_info, names)
    return Retyped(out, len(s.hexes) - len(out.hexes), len(s.labels) - len(out.labels),
                   len(lost_names))
