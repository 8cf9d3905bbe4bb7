from __future__ import annotations

import json
import sys

import pytest

from editor.engine.catalog import CATALOG, CATEGORIES, load_catalog, unit_nation, unit_type
from editor.engine.rules.units import MARKER_BEHAVIORS
from editor.io.schema import build_schema, enum_meanings

from ..conftest import ROOT, SHARED

VOCABULARY = SHARED / "m44-vocabulary.json"


def test_catalog_has_every_category() -> None:
    counts = {c: len(CATALOG.names(c)) for c in CATEGORIES}
    assert counts == {"terrain": 104, "rect_terrain": 24, "obstacle": 3, "unit": 35,
                      "badge": 49, "tag": 18}
    assert load_catalog() is load_catalog()


def test_items_have_label_orientation_and_face_family() -> None:
    for item in CATALOG.values():
        assert item.label and 1 <= item.orientations <= 6
        assert item.face_family in ("countryside", "winter", "desert", "pacific", "any")
    assert CATALOG["wforest"].face_family == "winter"
    assert CATALOG["curve"].orientations == 6


def test_units_parse_into_type_and_nation() -> None:
    for name in CATALOG.names("unit"):
        assert unit_type(name) is not None and unit_nation(name) is not None
        assert CATALOG[name].nation == unit_nation(name)
    assert (unit_type("inf2brit"), unit_nation("inf2brit")) == ("inf2", "brit")
    assert unit_type("woods") is None and unit_type("infxx") is None


def test_canonical_name_ignores_case() -> None:
    assert CATALOG.canonical_name("RIVERFL") == "riverFL"
    assert CATALOG.canonical_name("nothing") is None


@pytest.mark.skipif(not VOCABULARY.exists(), reason="the shared vocabulary is not beside the repo "
                                                    "(nor in M44_SHARED)")
def test_catalog_is_generated_from_the_vocabulary() -> None:
    sys.path.insert(0, str(ROOT))
    from tools.gen_catalog import build

    shipped = json.loads((ROOT / "editor" / "engine" / "catalog.json").read_text("utf-8"))
    assert shipped == build(json.loads(VOCABULARY.read_text("utf-8")))


def test_schema_enums_are_the_catalog() -> None:
    defs = build_schema()["$defs"]
    for category in CATEGORIES:
        assert defs[f"{category}_name"]["enum"] == CATALOG.names(category)
        assert set(enum_meanings()[f"/$defs/{category}_name"]) == set(CATALOG.names(category))
    for layer in ("terrain", "rect_terrain", "obstacle", "tag"):
        assert defs[f"{layer}_behavior"]["enum"] == CATALOG.behaviors_for(layer)
    # Units: the catalog's behaviors, then the markers the rules read (docs/RULES.md).
    assert defs["unit_behavior"]["enum"] == CATALOG.behaviors_for("unit") + [
        b for b in MARKER_BEHAVIORS if b not in CATALOG.behaviors_for("unit")]


def test_a_shared_label_is_shown_with_what_tells_the_items_apart() -> None:
    assert CATALOG.shown_label("river") == "Rivers & Waterways (straight)"
    assert CATALOG.shown_label("wroadFL") == "Roads (fork left, winter)"
    assert CATALOG.shown_label("airfieldX") == "Airfields (runway crossing)"
    assert CATALOG.shown_label("wbridge") == "Bridge (winter)"
    assert CATALOG.shown_label("bridge") == "Bridge"  # the others say what they are
    assert CATALOG.shown_label("tag5") == "Exit marker (chevrons)"  # alike but drawn
    assert CATALOG.shown_label("tag15") == "Camouflage marker (tan)"
    assert CATALOG.shown_label("woods") == "Forests (woods)"
    assert CATALOG.shown_label("not-a-name") == "not-a-name"
    # among a face's own tiles, the face goes without saying
    winter = [n for n in CATALOG.names("terrain") if CATALOG[n].face_family == "winter"]
    assert CATALOG.shown_labels(winter)["wroadFL"] == "Roads (fork left)"
    assert CATALOG.shown_labels(winter)["wforest"] == "Forests"
    for category in ("terrain", "rect_terrain", "obstacle", "unit", "badge", "tag"):
        shown = [CATALOG.shown_label(n) for n in CATALOG.names(category)]
        assert len(shown) == len(set(shown)), category


def test_the_name_is_said_once() -> None:
    """"Chosen: Forests (woods) (woods)" in the palette's footer (found by a helper)."""
    assert CATALOG.with_name("woods") == "Forests (woods)"
    assert CATALOG.with_name("riverY") == "Rivers & Waterways (Y junction) (riverY)"
    assert CATALOG.with_name("tag5") == "Exit marker (chevrons) (tag5)"
