"""Terrain tables: every catalog name has rules, every entry cites its sentence."""

from __future__ import annotations


import pytest

from editor.engine.board import Face
from editor.engine.catalog import CATALOG
from editor.engine.rules import FALLBACKS, FAMILIES, hex_terrain, rules_for
from editor.engine.rules.terrain import BEHAVIORS, CLIFF_SOURCES, Protection, Sight
from editor.engine.rules.units import UnitClass
from editor.engine.scenario import Hex, Piece

from ...conftest import SHARED
from .conftest import at, field

RULES_DIR = SHARED / "rules"
PIECE_NAMES = [n for cat in ("terrain", "rect_terrain", "obstacle") for n in CATALOG.names(cat)]


@pytest.mark.parametrize("name", PIECE_NAMES)
def test_every_catalog_piece_has_a_family(name: str) -> None:
    assert name in FALLBACKS, f"{name} has no rules: add it to terrain.FALLBACKS"
    assert FALLBACKS[name].family in FAMILIES


def test_every_family_cites_the_rules() -> None:
    for family in FAMILIES.values():
        assert family.sources, family.family
        for source in family.sources:
            assert source.file and len(source.quote) > 10


@pytest.mark.skipif(not RULES_DIR.is_dir(), reason="the shared rules texts are not beside "
                                                   "the repository (nor in M44_SHARED)")
def test_quotes_from_the_rules_files_are_in_them() -> None:
    import importlib
    import re

    units = importlib.import_module("editor.engine.rules.units")
    modules = [importlib.import_module(f"editor.engine.rules.{m}")
               for m in ("dice", "los", "movement", "retreat", "combat")]
    texts = {p.name: re.sub(r"\s+", " ", p.read_text(encoding="utf-8"))
             for p in RULES_DIR.iterdir() if p.is_file()}
    sources = [s for f in FAMILIES.values() for s in f.sources]
    sources += [s for p in units.PROFILES.values() for s in p.sources]
    for module in modules:
        sources += list(module.SOURCES)
    sources += [e.source for e in BEHAVIORS.values() if e.source is not None]
    sources += list(CLIFF_SOURCES)
    missing = []
    for s in sources:
        if s.file in texts:
            # A quote may join sentences that the file separates with a bullet or line break.
            # (and bullets drop a sentence's final full stop).
            parts = [p.strip().rstrip(".") for p in re.split(r"(?<=[.:])\s+", s.quote)
                     if p.strip()]
            missing += [f"{s.file}: {p}" for p in parts if p not in texts[s.file]]
    assert not missing, "\n".join(missing)


def test_base_families_say_what_the_rules_say() -> None:
    forest, hedge, hill, town = (FAMILIES[n] for n in ("forest", "hedgerow", "hill", "town"))
    assert forest.must_stop and forest.no_battle_after_entering and forest.sight is Sight.BLOCKS
    assert forest.protection == Protection(1, 2)
    assert hedge.enter_from_adjacent_start_only and hedge.stop_after_leaving
    assert hill.sight is Sight.HEIGHT
    assert hill.protection == Protection(1, 1, only_from_lower_ground=True)
    assert town.out_penalty(UnitClass.ARMOR) == 2 and town.out_penalty(UnitClass.INFANTRY) == 0
    assert FAMILIES["river"].impassable_to == {UnitClass.INFANTRY, UnitClass.ARMOR,
                                               UnitClass.ARTILLERY}
    assert FAMILIES["ocean"].max_move == 1 and FAMILIES["ocean"].no_retreat_into
    assert FAMILIES["beach"].max_move == 2
    assert FAMILIES["hedgehog"].impassable_to == {UnitClass.ARMOR, UnitClass.ARTILLERY}
    for clear in ("river", "ocean", "beach", "hedgehog", "sandbags", "wire", "bridge"):
        assert FAMILIES[clear].sight is Sight.CLEAR


def test_behaviours_change_the_family() -> None:
    assert rules_for("river", "FORDABLE_STREAM").family == "fordable_stream"
    assert rules_for("curve", "FORD").family == "ford"
    assert rules_for("river", "WIDE_RIVER").family == "river"
    assert rules_for("woods", "IMPASSABLE_HILL").impassable_to
    assert rules_for("hills", "IMPASSABLE_BLOCKING_HILL").sight is Sight.BLOCKS
    assert rules_for("sand", "SEAWALL").family == "sandbags"
    assert rules_for("nosuchname").family == "countryside"


def test_beach_face_background_where_no_tile_is_given() -> None:
    bf = field({"E5": Hex(terrain=Piece("woods")), "E3": Hex(obstacle=Piece("wire"))},
               face=Face.BEACH)
    assert bf.terrain(at("E5")).families == ("forest",)
    assert bf.terrain(at("E3")).families == ("beach", "wire")
    assert bf.terrain(at("E1")).families == ("ocean",)
    assert bf.terrain(at("E7")).families == ()


def test_a_crossing_lifts_the_river_under_it() -> None:
    bridged = hex_terrain(Hex(terrain=Piece("river"), rect_terrain=Piece("bridge")))
    assert bridged.impassable_to(UnitClass.ARMOR) is None
    forded = hex_terrain(Hex(terrain=Piece("river"), rect_terrain=Piece("ford")))
    assert forded.families == ("ford",)
    broken = hex_terrain(Hex(terrain=Piece("river"), rect_terrain=Piece("brkbridge")))
    assert broken.impassable_to(UnitClass.INFANTRY) is not None


def test_bunker_owner_from_the_file_or_the_occupant() -> None:
    from editor.engine.board import Side
    owned = hex_terrain(Hex(rect_terrain=Piece("bunker", original_owner=Side.AXIS)),
                        occupant_side=Side.ALLIES)
    assert owned.flag_ignorer(UnitClass.INFANTRY, Side.ALLIES) is None
    assert owned.flag_ignorer(UnitClass.INFANTRY, Side.AXIS) is not None
    claimed = hex_terrain(Hex(rect_terrain=Piece("bunker")), occupant_side=Side.ALLIES)
    assert claimed.features[0].owner is Side.ALLIES
    free = hex_terrain(Hex(rect_terrain=Piece("bunker")))
    assert free.flag_ignorer(UnitClass.ARMOR, Side.AXIS) is not None
