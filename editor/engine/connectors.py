"""Which hex edges linear pieces (rivers, roads, rails, gullies, runways, coasts) use.

A linear piece leaves its hex only through edge midpoints, so two neighbours join when both
use their shared edge. The tables give the pieces at orientation 1; orientation k turns
every edge (k − 1) steps counter-clockwise. The art (``tools/art``), the editor's mirror and
the checks all read these tables.

>>> edges("river", 1), edges("river", 2), edges("curve", 1)
(('E', 'W'), ('NE', 'SW'), ('NE', 'W'))
>>> mirror_edge("NE"), turn("W", 4)
('NW', 'E')
"""

from __future__ import annotations

#: Edges counter-clockwise from east; turning a piece 60° counter-clockwise moves each edge
#: to the next one.
EDGE_NAMES: tuple[str, ...] = ("E", "NE", "NW", "W", "SW", "SE")

Strand = tuple[str, str]

_STRAIGHT: tuple[Strand, ...] = (("W", "E"),)
_CURVE: tuple[Strand, ...] = (("W", "NE"),)
_FORK_LEFT: tuple[Strand, ...] = (("W", "E"), ("W", "NE"))
_FORK_RIGHT: tuple[Strand, ...] = (("W", "E"), ("W", "SE"))
_Y: tuple[Strand, ...] = (("W", "C"), ("NE", "C"), ("SE", "C"))
_CROSS: tuple[Strand, ...] = (("W", "E"), ("SW", "NE"))

#: Centre-line strands at orientation 1, per catalog name ("C" is the hex centre).
STRANDS: dict[str, tuple[Strand, ...]] = {
    # rivers
    "river": _STRAIGHT, "curve": _CURVE, "riverY": _Y, "riverFL": _FORK_LEFT,
    "riverFR": _FORK_RIGHT, "pond": (("W", "C"),), "dam": _STRAIGHT, "pmouth": (("NW", "C"),),
    "wriver": _STRAIGHT, "wriverFR": _FORK_RIGHT, "wcurved": _CURVE,
    # roads
    "road": _STRAIGHT, "roadcurve": _CURVE, "roadFL": _FORK_LEFT, "roadFR": _FORK_RIGHT,
    "roadX": _CROSS, "roadY": _Y, "droad": _STRAIGHT, "droadX": _CROSS, "droadcurve": _CURVE,
    "droadFL": _FORK_LEFT, "droadFR": _FORK_RIGHT, "wroad": _STRAIGHT, "wroadcurve": _CURVE,
    "wroadFL": _FORK_LEFT, "wroadFR": _FORK_RIGHT, "wroadX": _CROSS, "wroadY": _Y,
    "hillroad": _STRAIGHT, "hillcurve": _CURVE,
    # rails ("railroad": a rail crossed by a road, see LEVEL_CROSSINGS)
    "rail": _STRAIGHT, "railcurve": _CURVE, "railFL": _FORK_LEFT, "railFR": _FORK_RIGHT,
    "railX": _CROSS, "station": _STRAIGHT, "wrail": _STRAIGHT, "wrailcurve": _CURVE,
    "wrailFR": _FORK_RIGHT, "railroad": _STRAIGHT, "wrailroad": _STRAIGHT,
    # gullies, trenches, runways, coasts
    "wadi": _STRAIGHT, "wcurve": _CURVE, "ravine": _STRAIGHT, "cravine": _CURVE,
    "wravine": _STRAIGHT, "ptrenches": _STRAIGHT, "wtrenches": _STRAIGHT,
    "airfield": _STRAIGHT, "airfieldX": _CROSS, "pairfield": _STRAIGHT, "pairfieldX": _CROSS,
    "cairfield": _STRAIGHT, "wairfield": _STRAIGHT, "dairfieldX": _CROSS,
    "dairfield": _STRAIGHT, "coast": _STRAIGHT, "coastcurve": _CURVE,
}

#: Pieces made of two kinds: the rail and the road of a level crossing.
LEVEL_CROSSINGS: dict[str, dict[str, tuple[Strand, ...]]] = {
    "railroad": {"rail": _STRAIGHT, "road": (("SW", "NE"),)},
    "wrailroad": {"rail": _STRAIGHT, "road": (("SW", "NE"),)},
}

#: Lakes: the run of whole edges under water at orientation 1, counter-clockwise.
LAKES: dict[str, tuple[str, ...]] = {"lakeA": ("SW", "SE", "E", "NE"),
                                     "lakeB": ("SW", "SE", "E"), "lakeC": ("SE", "E")}

#: Pieces whose sea lies south of their shoreline at orientation 1.
SHORES: dict[str, Strand] = {"coast": ("W", "E"), "coastcurve": ("W", "NE"),
                             "pmouth": ("W", "E")}

#: Pieces whose two sides differ along their line: the edges of the marked side at
#: orientation 1 (the sea of a coast, south of its shoreline; a dam's reservoir). They make a
#: mirror turn such a piece the right way round.
MARKED_SIDE: dict[str, tuple[str, ...]] = {
    "coast": ("SW", "SE"), "coastcurve": ("SW", "SE", "E"), "pmouth": ("SW", "SE"),
    "dam": ("W",),
}

#: Left- and right-hand versions of one piece: a mirror turns one into the other.
MIRROR_TWINS: dict[str, str] = {
    "riverFL": "riverFR", "riverFR": "riverFL", "roadFL": "roadFR", "roadFR": "roadFL",
    "droadFL": "droadFR", "droadFR": "droadFL", "wroadFL": "wroadFR", "wroadFR": "wroadFL",
    "railFL": "railFR", "railFR": "railFL",
}

#: Pieces with no mirror twin in the catalog (no winter left fork, no mirrored river mouth):
#: their mirror
#: image can only keep the straight part in place.
NO_TWIN: frozenset[str] = frozenset({"wriverFR", "wrailFR", "pmouth"})

_MARK = "+"
_MIRROR = {"E": "W", "W": "E", "NE": "NW", "NW": "NE", "SE": "SW", "SW": "SE", "C": "C",
           _MARK: _MARK}


def turn(edge: str, orientation: int) -> str:
    """The edge that ``edge`` (at orientation 1) occupies at ``orientation``."""
    if edge in ("C", _MARK):
        return edge
    return EDGE_NAMES[(EDGE_NAMES.index(edge) + orientation - 1) % 6]


def mirror_edge(edge: str) -> str:
    """The edge an edge becomes in a left-right mirror image of the hex."""
    return _MIRROR[edge]


def shape(name: str, orientation: int = 1) -> frozenset[frozenset[str]] | None:
    """The piece's strands at ``orientation`` as a set of edge pairs (lakes: their edges),
    or ``None`` for a piece that is not linear."""
    if name in LAKES:
        return frozenset(frozenset({turn(e, orientation)}) for e in LAKES[name])
    if name not in STRANDS:
        return None
    strands = list(STRANDS[name])
    for extra in LEVEL_CROSSINGS.get(name, {}).values():
        strands += extra
    strands += [(e, _MARK) for e in MARKED_SIDE.get(name, ())]
    return frozenset(frozenset({turn(a, orientation), turn(b, orientation)}) for a, b in strands)


def edges(name: str, orientation: int = 1) -> tuple[str, ...]:
    """Sorted edges through which ``name`` joins its neighbours at ``orientation``."""
    s = shape(name, orientation)
    if s is None or name in LAKES:
        return ()
    strands = list(STRANDS[name]) + [p for x in LEVEL_CROSSINGS.get(name, {}).values() for p in x]
    return tuple(sorted({turn(e, orientation) for pair in strands for e in pair if e != "C"}))
