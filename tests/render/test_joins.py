"""Rivers, roads, rails, gullies, trenches, runways and coasts join across hexes in every
orientation: at each edge a piece uses, the straight piece of the same kind on the other side
continues it with the same position and width (docs/ART.md, tools/art/connectors.py)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QColor, QImage

from editor.engine.board import BoardType, Coord, Face
from editor.engine.catalog import CATALOG
from editor.engine.scenario import Hex, Piece, Scenario
from editor.render import Layout, RenderOptions, render_image
from tools.art import connectors as cn
from tools.art.motifs import FAMILIES
from tools.render_docs import OPPOSITE, across, arm_kind, ring_board

from .helpers import distance

SCALE = 100.0
CENTRE = Coord(4, 12)
FACES = {"winter": Face.WINTER, "desert": Face.DESERT}
#: How far (pixels) the sides of a feature may move across an edge at 100 px per hex.
TOLERANCE_PX = 1.6
JOINING = sorted(n for n in cn.STRANDS if n not in ("coast", "coastcurve"))


def profile(img: QImage, lay: Layout, a: Coord, b: Coord, ground: QColor,
            inside_a: bool, half_width: float) -> list[bool]:
    """Across the edge shared by ``a`` and ``b``, 3 px inside one of them: where the pixels
    are not plain ground (a feature crosses there)."""
    pa, pb = lay.center(a), lay.center(b)
    mx, my = (pa.x() + pb.x()) / 2, (pa.y() + pb.y()) / 2
    nx, ny = pb.x() - pa.x(), pb.y() - pa.y()
    n = math.hypot(nx, ny)
    nx, ny = nx / n, ny / n
    ex, ey = -ny, nx
    d = -3.0 if inside_a else 3.0
    unit = lay.radius / 100
    out = []
    reach = half_width + 8  # a little beyond the feature on each side
    for i in range(-20, 21):
        s = reach * i / 20
        x = mx + nx * d + ex * s * unit
        y = my + ny * d + ey * s * unit
        out.append(distance(img.pixelColor(int(x), int(y)), ground) > 28)
    return out


def extent(mask: list[bool]) -> tuple[int, int]:
    """First and last sample where the feature is (its outer edges across the hex edge)."""
    hits = [i for i, m in enumerate(mask) if m]
    return (hits[0], hits[-1]) if hits else (-99, -99)


def mismatches(name: str, orientation: int, edge: str, neighbour: Piece) -> tuple[int, int]:
    """(how far, in samples, the feature's two sides move across the edge, how many feature
    samples on the piece's side). Gaps inside the feature (dashes, sleepers, ice cracks) do
    not count: what must match is where the feature starts and ends."""
    family = CATALOG[name].face_family
    s = Scenario(board_type=BoardType.STANDARD, face=FACES.get(family, Face.COUNTRY))
    other = across(CENTRE, edge)
    s.set_hex(CENTRE, Hex(terrain=Piece(name, orientation)))
    s.set_hex(other, Hex(terrain=neighbour))
    opts = RenderOptions(scale=SCALE, region=frozenset({CENTRE, other}), section_lines=False,
                         grid=False)
    img = render_image(s, opts)
    lay = Layout(s.board, opts)
    half = cn.WIDTHS[cn.KINDS[name]] / 2 or 40.0  # coasts: look 40 units each way
    mine = profile(img, lay, CENTRE, other, QColor(FAMILIES[family].ground), True, half)
    theirs = profile(img, lay, CENTRE, other,
                     QColor(FAMILIES[CATALOG[neighbour.name].face_family].ground), False, half)
    (a0, a1), (b0, b1) = extent(mine), extent(theirs)
    # in pixels: one sample is (half + 8) / 20 viewBox units
    step_px = (half + 8) / 20 * lay.radius / 100
    return round(max(abs(a0 - b0), abs(a1 - b1)) * step_px, 2), sum(mine)


@pytest.mark.parametrize("name", JOINING)
def test_piece_joins_a_straight_at_each_of_its_edges(name: str) -> None:
    for k in range(1, CATALOG[name].orientations + 1):
        for edge in cn.edges(name, k):
            kind = arm_kind(name, k, edge)
            turn = next(t for t in range(1, CATALOG[kind].orientations + 1)
                        if OPPOSITE[edge] in cn.edges(kind, t))
            diff, present = mismatches(name, k, edge, Piece(kind, turn))
            assert present >= 3, f"{name}@{k}: nothing crosses edge {edge}"
            # 1.6 px: what rasterising a diagonal edge may shift; a misjoin is several pixels
            assert diff <= TOLERANCE_PX, \
                f"{name}@{k} and {kind}@{turn} do not meet at edge {edge} ({diff} px)"


@pytest.mark.parametrize("name", ["coast", "coastcurve"])
def test_coasts_join_a_straight_coast_with_the_sea_on_the_same_side(name: str) -> None:
    for k in range(1, 7):
        for edge in cn.edges(name, k):
            best = min(mismatches(name, k, edge, Piece("coast", t))[0] for t in range(1, 7)
                       if OPPOSITE[edge] in cn.edges("coast", t))
            assert best <= TOLERANCE_PX, f"{name}@{k}: no straight coast continues it at {edge}"


def test_a_misaligned_neighbour_is_detected() -> None:
    """The check above can fail: a river beside a road-width piece does not match."""
    diff, _ = mismatches("river", 1, "E", Piece("road", 1))
    assert diff > 2 * TOLERANCE_PX


def test_connector_table_matches_the_catalog() -> None:
    assert set(cn.STRANDS) <= set(CATALOG.names("terrain"))
    for name in cn.STRANDS:
        # a piece's edges turn with it: orientation k + 1 is orientation k turned 60° CCW
        count = CATALOG[name].orientations
        for k in range(1, count):
            assert cn.edges(name, k + 1) == tuple(sorted(cn.turn(e, 2) for e in cn.edges(name, k)))


def test_rings_of_curves_close() -> None:
    """A ring of six curves round a hex uses each orientation once and joins up."""
    s = ring_board()
    for c, h in s.hexes.items():
        if h.terrain is None or h.terrain.name not in cn.STRANDS:
            continue
        for e in cn.edges(h.terrain.name, h.terrain.turn):
            n = s.hexes.get(across(c, e))
            if n is None or n.terrain is None:
                continue  # the straight leaving the ring
            assert OPPOSITE[e] in cn.edges(n.terrain.name, n.terrain.turn), (c, e)
