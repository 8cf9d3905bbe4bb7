"""The tiles that fit a board face, and each tile's counterpart: the tile of the same
terrain for a face that fits, which plays exactly the same."""

from __future__ import annotations

import doctest

import pytest

from editor.engine import faces
from editor.engine.board import Coord, Face
from editor.engine.catalog import CATALOG, PIECE_LAYERS
from editor.engine.checks import run_checks
from editor.engine.faces import counterpart, fits, misfits, trade_plan, traded
from editor.engine.scenario import Hex, Piece, Scenario, Unit

TILES = [n for layer in PIECE_LAYERS for n in CATALOG.names(layer)]


def test_doctests() -> None:
    assert doctest.testmod(faces).failed == 0


@pytest.mark.parametrize("face", list(Face), ids=lambda f: f.value)
def test_a_counterpart_fits_and_plays_the_same(face: Face) -> None:
    found = {n: counterpart(n, face) for n in TILES}
    assert sum(1 for o in found.values() if o) >= 15  # roads, hills, towns, bridges...
    for name, other in found.items():
        if other is None:
            continue
        a, b = CATALOG[name], CATALOG[other]
        assert not fits(name, face) and fits(other, face), (name, other)
        assert (a.category, a.rules_family, a.orientations) == \
            (b.category, b.rules_family, b.orientations), (name, other)
    # a tile that fits has no counterpart: countryside tiles fit every face
    assert all(found[n] is None for n in TILES if fits(n, face))


def test_the_counterparts_a_designer_expects() -> None:
    assert counterpart("wroadFL", Face.COUNTRY) == "roadFL"  # same shape, not another curve
    assert counterpart("wroadFL", Face.DESERT) == "droadFL"  # the desert's own first
    assert counterpart("droadcurve", Face.WINTER) == "wroadcurve"
    assert counterpart("wforest", Face.COUNTRY) == "woods"  # by label: "Forests"
    assert counterpart("whill", Face.DESERT) == "dhill"
    assert counterpart("wbridge", Face.DESERT) == "bridge"  # a tile of every face
    # frozen rivers play otherwise than rivers; palm trees have no forest of their rules
    assert counterpart("wriver", Face.COUNTRY) is None
    assert counterpart("palmtrees", Face.WINTER) is None


def winter_map() -> Scenario:
    s = Scenario(face=Face.WINTER)
    s.set_hex(Coord(1, 1), Hex(terrain=Piece("wroad", 2), unit=Unit("infger")))
    s.set_hex(Coord(1, 3), Hex(terrain=Piece("wforest")))
    s.set_hex(Coord(1, 5), Hex(terrain=Piece("wriver", 3), rect_terrain=Piece("wbridge", 4)))
    s.set_hex(Coord(1, 7), Hex(terrain=Piece("woods")))
    return s


def test_trading_keeps_the_orientation_and_every_other_layer() -> None:
    s = winter_map()
    assert misfits(s, Face.DESERT) == {"wroad": 1, "wforest": 1, "wriver": 1, "wbridge": 1}
    plan, left = trade_plan(s, Face.DESERT)
    assert plan == {"wbridge": "bridge", "wforest": "woods", "wroad": "droad"}
    assert left == ["wriver"]
    new = traded(s, Face.DESERT)
    assert new == {
        Coord(1, 1): Hex(terrain=Piece("droad", 2), unit=Unit("infger")),
        Coord(1, 3): Hex(terrain=Piece("woods")),
        Coord(1, 5): Hex(terrain=Piece("wriver", 3), rect_terrain=Piece("bridge", 4)),
    }
    assert traded(s, Face.WINTER) == {}  # everything fits already


def test_the_wrong_face_finding_names_the_counterpart() -> None:
    s = winter_map()
    s.face = Face.DESERT
    said = sorted(f.message for f in run_checks(s) if f.code == "wrong-face")
    assert ("Roads (straight, winter) (wroad) is a winter tile on a desert board "
            "(Roads (straight, desert) (droad) plays the same)") in said
    assert "Frozen Rivers (straight) (wriver) is a winter tile on a desert board" in said
