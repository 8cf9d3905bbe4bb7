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

#: Kind of linear feature of each joining piece: it fixes the width and colours of the art,
#: and whether a bridge on the hex lies across it (a river) or along it (a road, a rail).
KINDS: dict[str, str] = {
    **dict.fromkeys(("river", "curve", "riverY", "riverFL", "riverFR", "pond", "dam", "pmouth",
                     "wriver", "wriverFR", "wcurved"), "river"),
    **dict.fromkeys(("road", "roadcurve", "roadFL", "roadFR", "roadX", "roadY", "droad",
                     "droadX", "droadcurve", "droadFL", "droadFR", "wroad", "wroadcurve",
                     "wroadFL", "wroadFR", "wroadX", "wroadY", "hillroad", "hillcurve"), "road"),
    **dict.fromkeys(("rail", "railcurve", "railFL", "railFR", "railX", "station", "wrail",
                     "wrailcurve", "wrailFR", *LEVEL_CROSSINGS), "rail"),
    **dict.fromkeys(("wadi", "wcurve"), "wadi"),
    **dict.fromkeys(("ravine", "cravine", "wravine"), "ravine"),
    **dict.fromkeys(("ptrenches", "wtrenches"), "trench"),
    **dict.fromkeys(("airfield", "airfieldX", "pairfield", "pairfieldX", "cairfield",
                     "wairfield", "dairfieldX", "dairfield"), "runway"),
    **dict.fromkeys(("coast", "coastcurve"), "coast"),
}

#: Pieces with a deck (bridges): at orientation k their art crosses a straight river at
#: orientation k, the deck running N – S at orientation 1, as the official files have them
#: (docs/ART.md). On a road or rail hex the deck is drawn half a step (30°) clockwise, so that
#: it runs from edge to edge along the way: at orientation k along a straight road at k + 1.
DECKS: frozenset[str] = frozenset({"bridge", "wbridge", "pbridge", "brkbridge", "railbridge",
                                   "wrailbridge"})
#: Pieces laid across a river at the orientation of the river: the decks, fords, pontoons.
RIVER_CROSSINGS: frozenset[str] = DECKS | {"ford", "pontoon", "wpontoon"}
#: The kinds of way a deck is laid along.
WAYS: frozenset[str] = frozenset({"road", "rail"})

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


def straight_lines(name: str, orientation: int = 1) -> tuple[int, ...]:
    """The directions of the piece's straight strands (edge to opposite edge) at
    ``orientation``, as steps of 60° counter-clockwise from W – E (0, 1 or 2), main strand
    first (a fork's or a crossing's W – E run at orientation 1).

    >>> straight_lines("road", 2), straight_lines("roadX", 1), straight_lines("curve", 1)
    ((1,), (0, 1), ())
    """
    lines: list[int] = []
    for a, b in STRANDS.get(name, ()):
        if "C" in (a, b):
            continue
        i, j = EDGE_NAMES.index(turn(a, orientation)), EDGE_NAMES.index(turn(b, orientation))
        if (i - j) % 6 == 3 and i % 3 not in lines:
            lines.append(i % 3)
    return tuple(lines)


def on_way(piece: str, terrain: str | None) -> bool:
    """Whether ``piece`` is a deck laid along the road or rail of its hex's ``terrain``."""
    return piece in DECKS and terrain is not None and KINDS.get(terrain) in WAYS


def drawn_turn(piece: str, orientation: int, terrain: str | None) -> float:
    """The orientation at which the art of ``piece`` is drawn on a hex of ``terrain``: its
    own, or half a step less (30° clockwise) for a deck on a road or rail.

    >>> drawn_turn("bridge", 3, "road"), drawn_turn("bridge", 3, "river")
    (2.5, 3)
    """
    return orientation - 0.5 if on_way(piece, terrain) else orientation


def crossing_orientation(piece: str, count: int, terrain: str | None,
                         terrain_orientation: int = 1, prefer: int = 1) -> int | None:
    """The orientation (1..``count``) at which ``piece`` follows the terrain under it:
    across a straight river, along a straight road or rail (its main strand); ``prefer``
    where two orientations do (a piece with six drawings), else the first. ``None`` when
    the piece is not a crossing or the terrain has no straight strand to follow.

    >>> crossing_orientation("bridge", 6, "river", 2), crossing_orientation("bridge", 6, "road", 1)
    (2, 3)
    >>> crossing_orientation("bridge", 6, "road", 1, prefer=6)
    6
    >>> crossing_orientation("ford", 3, "road") is None
    True
    """
    if terrain is None:
        return None
    kind = KINDS.get(terrain)
    lines = straight_lines(terrain, terrain_orientation)
    if not lines or count < 2:
        return None
    if kind == "river" and piece in RIVER_CROSSINGS:
        step = lines[0]  # across: the drawing at orientation k crosses a river at k
    elif kind in WAYS and piece in DECKS:
        step = (lines[0] - 1) % 3  # along: drawn half a step clockwise (see DECKS)
    else:
        return None
    fits = [k for k in range(1, count + 1) if (k - 1) % 3 == step]
    return prefer if prefer in fits else fits[0] if fits else None
