from __future__ import annotations

import json
from dataclasses import replace

import pytest

from editor.engine.board import Board, BoardType, Coord, Face, Side
from editor.engine.catalog import CATALOG
from editor.engine.connectors import EDGE_NAMES, NO_TWIN, edges, shape
from editor.engine.checks import run_checks
from editor.engine.scenario import Group, Hex, Label, Piece, Scenario, Tag
from editor.engine.transform import (
    UPRIGHT, follow_names, mirror, mirror_piece, mirror_region, references_followed, retype,
    turn_180, turn_piece,
)
from editor.io.m44 import load, loads, to_json

from ..conftest import ROOT, SCENARIOS

PIECES = [(n, k) for cat in ("terrain", "rect_terrain", "obstacle") for n in CATALOG.names(cat)
          for k in range(1, CATALOG[n].orientations + 1)]


@pytest.mark.parametrize(("name", "k"), PIECES)
def test_mirror_and_half_turn_are_involutions(name: str, k: int) -> None:
    p = Piece(name, orientation=None if k == 1 else k)
    if name not in NO_TWIN:
        assert mirror_piece(mirror_piece(p)) == p
    assert turn_piece(turn_piece(p)) == p
    m = mirror_piece(p)
    assert 1 <= m.turn <= CATALOG[m.name].orientations


_MIRRORED_EDGE = {"E": "W", "W": "E", "NE": "NW", "NW": "NE", "SE": "SW", "SW": "SE"}
_HALF_TURN = {e: EDGE_NAMES[(i + 3) % 6] for i, e in enumerate(EDGE_NAMES)}


@pytest.mark.parametrize(("name", "k"), [(n, k) for n, k in PIECES if edges(n, k)])
def test_linear_pieces_keep_their_edges(name: str, k: int) -> None:
    m, t = mirror_piece(Piece(name, orientation=k)), turn_piece(Piece(name, orientation=k))
    mirrored = {_MIRRORED_EDGE[e] for e in edges(name, k)}
    if name in NO_TWIN:  # no mirror twin exists: what can stay in place stays
        image = frozenset(frozenset(_MIRRORED_EDGE.get(e, e) for e in pair)
                          for pair in shape(name, k))
        assert shape(m.name, m.turn) & image
    else:
        assert set(edges(m.name, m.turn)) == mirrored
    assert shape(t.name, t.turn) == frozenset(
        frozenset(_HALF_TURN.get(e, e) for e in pair) for pair in shape(name, k))
    assert set(edges(t.name, t.turn)) == {_HALF_TURN[e] for e in edges(name, k)}


def test_a_piece_of_two_angles_of_six_is_not_turned_to_a_third_by_a_half_turn() -> None:
    """Wire, sandbags and bunkers have two drawings, at 0 and 60 degrees, which do not
    repeat: Turn Board 180 gave the wire's arc along the top edge the drawing a sixth
    turned (found by the designer audit). Neither drawing is the half turn: they keep
    theirs, as in a mirror. A Y junction, whose two drawings repeat every third of a
    turn, still turns."""
    for name in UPRIGHT:
        for k in (None, 2):
            assert turn_piece(Piece(name, orientation=k)) == Piece(name, orientation=k), name
        # a sixth of a turn is the other drawing
        assert turn_piece(Piece(name), 1) == Piece(name, orientation=2), name
    assert turn_piece(Piece("riverY")) == Piece("riverY", orientation=2)


def test_an_arc_along_the_top_edge_stays_there_in_a_mirror() -> None:
    """Wire and sandbags are drawn along the top edge, a bunker faces down: the mirror
    turned them 60° (orientation 1 became 2: found by a helper)."""
    for name in UPRIGHT:
        assert mirror_piece(Piece(name)) == Piece(name), name
        assert mirror_piece(Piece(name, orientation=2)) == Piece(name, orientation=2), name
    # a piece drawn symmetric about the horizontal axis still turns: the locomotive
    # faces the other way
    assert mirror_piece(Piece("loco")) == Piece("loco", orientation=4)


def test_forks_become_their_twins() -> None:
    assert mirror_piece(Piece("roadFL")).name == "roadFR"
    assert mirror_piece(Piece("curve")) == Piece("curve", orientation=6)
    # one-sided pieces come out the right way round: the sea stays south, the dam's lake
    # moves from the west to the east
    assert mirror_piece(Piece("coast")) == Piece("coast")
    assert mirror_piece(Piece("dam")) == Piece("dam", orientation=4)


def joins(s: Scenario) -> int:
    """Pairs of neighbouring linear pieces that meet on their shared edge."""
    count = 0
    for c, h in s.hexes.items():
        if h.terrain is None:
            continue
        mine = edges(h.terrain.name, h.terrain.turn)
        for i, e in enumerate(EDGE_NAMES):
            n = c.neighbours()[[0, 5, 4, 3, 2, 1][i]]  # neighbours() runs clockwise from east
            other = s.hex(n).terrain
            if e in mine and other is not None and _HALF_TURN[e] in edges(other.name, other.turn):
                count += 1
    return count


def explicit_one_omitted(s: Scenario) -> Scenario:
    """The scenario with every orientation 1 written by omission, as transforms write it."""
    out = s.copy()
    for c, h in s.hexes.items():
        layers = {layer: replace(p, orientation=None) if p and p.orientation == 1 else p
                  for layer in ("terrain", "rect_terrain", "obstacle")
                  for p in [getattr(h, layer)]}
        out.hexes[c] = replace(h, **layers)
    return out


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.name for p in SCENARIOS])
def test_whole_board_transforms(path) -> None:
    s = explicit_one_omitted(load(path).scenario)
    m = mirror(s)
    assert mirror(m) == s
    assert joins(m) == joins(s) > 0
    assert set(m.hexes) == {Coord(c.row, s.board.max_col - c.col) for c in s.hexes}
    if s.face is Face.BEACH:
        with pytest.raises(ValueError, match="beach"):
            turn_180(s)
        return
    t = turn_180(s)
    assert turn_180(t) == s
    assert joins(t) == joins(s)
    g, tg = s.game_info, t.game_info
    assert (tg.side_player1, tg.side_player2) == (g.side_player2, g.side_player1)
    assert (tg.cards_player1, tg.victory_player2) == (g.cards_player2, g.victory_player1)
    # every unit still belongs to the army of the player who now sits on its edge
    for c, u in t.units():
        top_player_side = tg.side_player1
        assert (u.side is top_player_side) == (c.row < t.board.rows / 2)


def test_mirror_moves_group_names_with_their_hexes() -> None:
    s = Scenario()
    board = Board(s.board_type)
    s.set_hex(Coord(0, 0), Hex(tags=(Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES,
                                          group=("A9", "B9")),)))
    m = mirror(s)
    # in board order, as the Hex panel keeps a group (README): mirrored, the line read
    # M9, L9 (found by a helper)
    assert m.hex(Coord(0, 24)).tags[0].group == ("L9", "M9")
    assert board.hex_name(Coord(0, 24)) == "M9"


def test_a_turned_board_keeps_its_groups_in_board_order() -> None:
    s = load(ROOT / "tests" / "data" / "sudden-death.m44").scenario
    t = turn_180(s)
    for scenario in (s, t):
        group = _sudden_death_group(scenario)
        rows_cols = [scenario.board.parse_hex(n) for n in group]
        assert rows_cols == sorted(rows_cols), group
    assert len(_sudden_death_group(t)) == len(_sudden_death_group(s)) > 1


def test_mirror_region_reflects_about_the_selection() -> None:
    s = Scenario()
    s.set_hex(Coord(2, 4), Hex(terrain=Piece("woods")))
    s.set_hex(Coord(2, 8), Hex(terrain=Piece("roadcurve")))
    region = [Coord(2, c) for c in (4, 6, 8)]
    out = mirror_region(s, region)
    assert out == {Coord(2, 4): Hex(terrain=Piece("roadcurve", orientation=6)),
                   Coord(2, 6): Hex(), Coord(2, 8): Hex(terrain=Piece("woods"))}


def _sudden_death_group(s: Scenario) -> list[str]:
    (vc,) = s.game_info.conditions
    return list(vc.params["group"])  # type: ignore[index]


@pytest.mark.parametrize("name", ["tests/data/ai/mill-crossing.m44", "scenarios/oyster-green.m44",
                                  "tests/data/official-style.m44"])
def test_a_new_board_type_keeps_groups_on_their_hexes(name: str) -> None:
    # Hex names count rows from the bottom edge: the top row is 9 on a standard board and 17
    # on a Breakthrough one, so an exit line named A9..M9 must be renamed A17..M17.
    s = load(ROOT / name).scenario
    exits = {c: t.group for c, h in s.hexes.items() for t in h.tags if t.group}
    assert exits
    r = retype(s, BoardType.BRKTHRU)
    assert (r.hexes, r.labels, r.names) == (0, 0, 0)
    b = r.scenario
    assert b.board_type is BoardType.BRKTHRU and set(b.hexes) == set(s.hexes)
    for c, group in exits.items():
        (moved,) = (t.group for t in b.hex(c).tags if t.group)
        assert [b.board.parse_hex(n) for n in moved] == [s.board.parse_hex(n) for n in group]
    assert {f.code for f in run_checks(b)} <= {f.code for f in run_checks(s)}
    back = retype(b, s.board_type)
    assert back.scenario == s and back.names == 0


def test_a_smaller_board_leaves_out_what_lies_outside_it() -> None:
    s = load(ROOT / "tests" / "data" / "sudden-death.m44").scenario
    big = retype(s, BoardType.BRKTHRU).scenario
    assert _sudden_death_group(big) == ["e14", "f14", "F13"]
    # a Breakthrough design with an exit line and a sudden-death hex below row 8
    big.set_hex(Coord(12, 4), Hex(tags=(Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES,
                                             group=("A17",)),)))
    big.set_hex(Coord(0, 4), Hex(tags=(Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES,
                                            group=("C17", "C5", "zz")),)))
    (vc,) = big.game_info.conditions
    big.game_info = big.game_info.with_conditions(
        (replace(vc, params={**vc.params, "group": ["e14", "F3"]}),))  # type: ignore[dict-item]
    big.labels.append(Label(Coord(15, 5), ("South",)))
    big.groups = [Group("near", (Coord(1, 1), Coord(14, 2))), Group("far", (Coord(16, 0),))]
    r = retype(big, BoardType.STANDARD)
    small = r.scenario
    # one hex (12, 4), one label; C5 and F3 (rows 12 and 14) are two names off the board;
    # "zz", no hex name, is kept for the checks to name
    assert (r.hexes, r.labels, r.names) == (1, 1, 2)
    assert small.hex(Coord(0, 4)).tags[0].group == ("C9", "zz")
    assert _sudden_death_group(small) == ["e6"]
    assert small.groups == [Group("near", (Coord(1, 1),))]
    assert [lb.coord for lb in small.labels] == [Coord(3, 11)]


def _keyed_groups() -> Scenario:
    """A Breakthrough board whose named group has entries carrying another tool's keys."""
    return loads(json.dumps({"board": {"type": "BRKTHRU", "face": "COUNTRY", "groups": [
        {"group_id": "bridge", "hexes": [{"row": 2, "col": 4, "note": "bridge end"},
                                         {"row": 14, "col": 6},
                                         {"row": 3, "col": 5, "note": "ford"}]}]}})).scenario


def _group_entries(s: Scenario) -> list[dict[str, object]]:
    (group,) = to_json(s)["board"]["groups"]
    entries: list[dict[str, object]] = group["hexes"]
    return entries


def test_mirror_and_turn_move_a_groups_hexes_with_their_own_keys() -> None:
    """Each entry of a named group keeps the keys of another tool it carries when the map is
    mirrored or turned: the entry moves, its keys with it."""
    s = _keyed_groups()
    assert _group_entries(mirror(s)) == [{"row": 2, "col": 20, "note": "bridge end"},
                                         {"row": 14, "col": 18},
                                         {"row": 3, "col": 19, "note": "ford"}]
    assert _group_entries(turn_180(s)) == [{"row": 14, "col": 20, "note": "bridge end"},
                                           {"row": 2, "col": 18},
                                           {"row": 13, "col": 19, "note": "ford"}]
    assert mirror(mirror(s)) == s and turn_180(turn_180(s)) == s


def test_a_smaller_board_keeps_the_keys_of_the_group_hexes_it_keeps() -> None:
    """Retyped to a standard board, the entry below row 8 is left out and the others keep
    their own keys (not the keys of the entry next to them)."""
    small = retype(_keyed_groups(), BoardType.STANDARD).scenario
    assert _group_entries(small) == [{"row": 2, "col": 4, "note": "bridge end"},
                                     {"row": 3, "col": 5, "note": "ford"}]


def _options(s: Scenario) -> dict[str, object]:
    return {k: s.game_info.options[k] for k in ("hill317", "airdrop")}


def test_the_hex_names_of_rule_options_follow_their_hexes() -> None:
    """Found by the overlord audit: Hauteville-la-Forge's Hill 317 hexes (the option
    hill317: m6, n6, N5, on the Overlord board's seam) stayed as written when the map was
    mirrored, turned, moved or put on a smaller board, as did an air drop's centre: the
    briefing's options line then named hexes that no longer held them, and Board Type →
    Standard removed them without counting them among the hex names it said it removes.
    They follow their hexes as the markers' and sudden deaths' names do."""
    s = load(ROOT / "tests" / "data" / "book" / "hauteville-la-forge.m44").scenario
    s.game_info = replace(s.game_info, options={
        **s.game_info.options, "airdrop": {"side": "ALLIES", "center": "X3", "range": 2}})
    assert _options(s) == {"hill317": ["m6", "n6", "N5"],
                           "airdrop": {"side": "ALLIES", "center": "X3", "range": 2}}
    # mirrored about col 25: m6 stays, n6 (3, 27) is l6 (3, 23), N5 (4, 26) is M5 (4, 24);
    # in the file's order (a move of other hexes changes nothing of the option)
    assert _options(mirror(s)) == {"hill317": ["m6", "l6", "M5"],
                                   "airdrop": {"side": "ALLIES", "center": "C3", "range": 2}}
    assert _options(turn_180(s)) == {"hill317": ["m4", "l4", "M5"],
                                     "airdrop": {"side": "ALLIES", "center": "C7", "range": 2}}
    assert mirror(mirror(s)) == s and turn_180(turn_180(s)) == s
    # a move of the hill's hexes two columns right: the names follow (the others stay)
    moved = {c: Coord(c.row, c.col + 2) for c in (Coord(3, 25), Coord(3, 27))}
    _, info = references_followed(s, {}, follow_names(s, moved.__getitem__, moved.__contains__))
    assert info.options["hill317"] == ["n6", "o6", "N5"]
    # a standard board has none of these hexes: left out, and counted with the names lost
    r = retype(s, BoardType.STANDARD)
    assert _options(r.scenario) == {"hill317": [], "airdrop": {"side": "ALLIES", "range": 2}}
    assert r.names == 4
    assert retype(s, BoardType.OVERLORD).scenario == s
