"""Which expansion (``packs`` key) a catalog name comes from.

Only the attributions we are sure of are listed, so the ``pack-missing`` check never warns
about a piece the base game or several expansions provide. Names not listed here are
treated as needing no expansion.

>>> pack_of("infru"), pack_of("pjungle"), pack_of("woods")
('eastern', 'pacific', None)
"""

from __future__ import annotations

from editor.engine.catalog import CATALOG, unit_nation, unit_type

#: Expansion keys seen in official files (m44-format.md, "Top level").
PACKS: dict[str, str] = {
    "base": "Memoir '44 (base game)",
    "terrain": "Terrain Pack",
    "eastern": "Eastern Front",
    "pacific": "Pacific Theater",
    "air": "Air Pack",
    "mediterranean": "Mediterranean Theater",
    "battlemap": "Battle Map",
    "campaign": "Campaign Book",
    "winterwars": "Winter Wars",
}

#: Units by nation: the Red Army came with Eastern Front, Japan with Pacific Theater, the
#: British Commonwealth with Mediterranean Theater; airplanes with the Air Pack.
_NATION_PACK = {"ru": "eastern", "jp": "pacific", "brit": "mediterranean"}


def pack_of(name: str) -> str | None:
    """The expansion a name needs, or ``None`` (base game, or not known for sure)."""
    item = CATALOG.get(name)
    if item is None:
        return None
    if item.category == "unit":
        if unit_type(name) == "pln":
            return "air"
        return _NATION_PACK.get(unit_nation(name) or "")
    if item.category in ("terrain", "rect_terrain") and item.face_family == "pacific":
        return "pacific"
    return None
