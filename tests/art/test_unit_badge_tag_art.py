"""The unit, badge and tag art (``tools/art/{units,badges,tags}.py`` -> ``editor/resources/art/``).

Every catalog name of the three categories has a committed SVG that parses, uses the
viewBox of ``docs/ART.md``, is exactly what the generator writes today (so the committed
files are not stale and generation is deterministic), and differs from every other name's
drawing.  No Qt needed.
"""

from __future__ import annotations

import hashlib
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from editor.engine.catalog import CATALOG
from tools.art import badges, tags, units

ROOT = Path(__file__).resolve().parents[2]
ART = ROOT / "editor" / "resources" / "art"
SVG_NS = "{http://www.w3.org/2000/svg}"

GENERATORS: dict[str, tuple[ModuleType, str]] = {
    "unit": (units, "-100 -100 200 200"),
    "badge": (badges, "-50 -50 100 100"),
    "tag": (tags, "-50 -50 100 100"),
}
CASES = [(category, name) for category in GENERATORS for name in CATALOG.names(category)]


def test_catalog_sizes() -> None:
    """The brief's counts: 35 units, 49 badges, 18 tags."""
    assert (len(CATALOG.names("unit")), len(CATALOG.names("badge")),
            len(CATALOG.names("tag"))) == (35, 49, 18)


@pytest.mark.parametrize(("category", "name"), CASES)
def test_committed_file_parses_with_contract_viewbox(category: str, name: str) -> None:
    path = ART / category / f"{name}.svg"
    assert path.is_file(), f"missing art for {category} {name}"
    root = ET.parse(path).getroot()
    assert root.tag == f"{SVG_NS}svg"
    assert root.get("viewBox") == GENERATORS[category][1]
    drawn = [e for e in root.iter() if e.tag.removeprefix(SVG_NS) in
             {"path", "circle", "ellipse", "rect", "polygon", "polyline", "line"}]
    assert len(drawn) >= 3, "a real drawing, not a placeholder"


@pytest.mark.parametrize("category", list(GENERATORS))
def test_no_stray_files(category: str) -> None:
    """Only catalog names in the category folder."""
    names = {p.stem for p in (ART / category).glob("*.svg")}
    assert names == set(CATALOG.names(category))


@pytest.mark.parametrize("category", list(GENERATORS))
def test_regeneration_is_deterministic_and_matches_committed(category: str,
                                                             tmp_path: Path) -> None:
    module = GENERATORS[category][0]
    first = module.generate(tmp_path / "a")
    second = module.generate(tmp_path / "b")
    assert [p.name for p in first] == [f"{n}.svg" for n in CATALOG.names(category)]
    for a, b in zip(first, second, strict=True):
        assert a.read_bytes() == b.read_bytes(), f"{a.name} differs between two runs"
        committed = ART / category / a.name
        assert a.read_bytes() == committed.read_bytes(), (
            f"{committed} is stale: run python -m tools.art.{module.__name__.rsplit('.', 1)[1]}")


def _drawing(path: Path) -> str:
    """The SVG minus its <title>, so that two names differ only if the drawing does."""
    return re.sub(r"<title>.*?</title>", "", path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("category", list(GENERATORS))
def test_distinct_names_have_distinct_drawings(category: str) -> None:
    seen: dict[str, str] = {}
    for name in CATALOG.names(category):
        digest = hashlib.sha256(_drawing(ART / category / f"{name}.svg").encode()).hexdigest()
        assert digest not in seen, f"{name} is drawn exactly like {seen.get(digest)}"
        seen[digest] = name


def test_unit_sides_are_told_by_token_shape() -> None:
    """Allied units stand on a round token, Axis units on a diamond (polygon) token."""
    for name in CATALOG.names("unit"):
        root = ET.parse(ART / "unit" / f"{name}.svg").getroot()
        token = next(e for e in root.iter(f"{SVG_NS}g") if e.get("id") == "token")
        first = next(iter(token)).tag.removeprefix(SVG_NS)
        expected = "polygon" if CATALOG[name].side == "AXIS" else "circle"
        assert first == expected, name


def test_unit_nations_have_distinct_colours() -> None:
    fills = {nation: colours[0] for nation, colours in units.NATION_COLOURS.items()}
    assert len(set(fills.values())) == len(fills)
    for name in CATALOG.names("unit"):
        nation = CATALOG[name].nation
        assert fills[nation] in (ART / "unit" / f"{name}.svg").read_text(encoding="utf-8")


def test_medals_take_the_colour_of_their_side() -> None:
    faces = {side: colours[0] for side, colours in tags.SIDE_MEDAL.items()}
    expected = {"medal0": "both", "medal1": "ALLIES", "medal4": "ALLIES", "medal6": "ALLIES",
                "medal2": "AXIS", "medal5": "AXIS", "medal7": "AXIS"}
    for name, side in expected.items():
        text = (ART / "tag" / f"{name}.svg").read_text(encoding="utf-8")
        assert f'fill="{faces[side]}"' in text, name
        others = [f for s, f in faces.items() if s != side]
        assert not any(f'<circle cx="0" cy="12" r="30" fill="{f}"' in text for f in others)


def test_known_badges_have_pictograms_unknown_ones_numbers() -> None:
    """Badges with a meaning get a pictogram; only the unknown ones fall back to numbers."""
    for name in CATALOG.names("badge"):
        label = CATALOG[name].label
        assert (name in badges.UNKNOWN_BADGES) == ("meaning unknown" in label), name
    for name in CATALOG.names("tag"):
        label = CATALOG[name].label
        assert (name in tags.UNKNOWN_TAGS) == ("meaning unknown" in label), name
