"""The scenario model: typed, Qt-free value objects mirroring the ``.m44`` format.

Every piece of a scenario is a frozen value (:class:`Piece`, :class:`Unit`, :class:`Tag`,
:class:`Hex`, :class:`GameInfo`, ...): an edit replaces a value, which is what makes undo
commands simple swaps. :class:`Scenario` is the one mutable container.

Names in data match the ``.m44`` names. Whatever the model does not know is kept in the
``extra`` mapping of the nearest object and written back unchanged (the model is lossless).

>>> s = Scenario()
>>> s.set_hex(Coord(8, 0), Hex(terrain=Piece("woods")))
>>> s.hex(Coord(8, 0)).terrain.name, s.hex(Coord(0, 0)).is_empty
('woods', True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterator, Mapping
from dataclasses import dataclass, field, fields, is_dataclass, replace
from functools import lru_cache
from typing import Any, cast

from editor import __version__

from .board import BOARDS, Board, BoardType, Coord, Face, Side
from .catalog import CATALOG, PieceLayer, unit_nation, unit_type

#: Any JSON value, kept as parsed.
Json = Any

#: Closed vocabularies of ``game_info``, value → meaning (the reader, the schema and the
#: editor's forms all take them from here).
COUNTRIES: dict[str, str] = {
    "DE": "Germany", "US": "United States", "RU": "Soviet Union", "GB": "Great Britain",
    "FR": "France", "CA": "Canada", "JP": "Japan", "IT": "Italy", "FI": "Finland",
    "RO": "Romania", "SK": "Slovakia", "NL": "Netherlands", "PL": "Poland"}
STARTING: dict[str, str] = {"PLAYER1": "player 1 (top)", "PLAYER2": "player 2 (bottom)",
                            "SPECIAL": "as the special rules say"}
FRONTS: dict[str, str] = {"WESTERN": "Western front", "EASTERN": "Eastern front",
                          "MEDITERRANEAN": "Mediterranean and North Africa",
                          "PACIFIC": "Pacific"}
GAME_TYPES: dict[str, str] = {"HISTORICAL": "a historical battle",
                              "FICTIONAL": "an invented battle"}

#: ``meta_data.scenario_id`` of the scenarios this tool creates: a range of its own, far above
#: the ids of official and community scenarios, so that a custom scenario never takes the id
#: of a published one (docs/FORMAT.md, "meta_data").
CUSTOM_IDS = range(900_000_000, 1_000_000_000)
#: ``meta_data.software`` of the scenarios this tool creates (the official editor writes
#: e.g. "sed 1.2" there).
SOFTWARE_NAME = "m44-editor"
SOFTWARE = f"{SOFTWARE_NAME} {__version__}"

#: Languages of the official texts we know the name of (others are kept all the same).
TEXT_FIELDS: tuple[str, ...] = (
    "name", "subtitle", "historical", "description", "victory", "rules", "bibliography")


def _frozen_map() -> Mapping[str, Json]:
    return {}


def value_key(value: Any) -> Hashable:
    """A hashable stand-in for a value of the model (a frozen value holding JSON objects and
    lists in its ``extra``, which makes it unhashable), equal to another value's exactly
    when the two values are equal: a set of them finds repeats in linear time, where a list
    searched for each took quadratic time.

    >>> value_key(Tag("tag1", extra={"k": [1]})) == value_key(Tag("tag1", extra={"k": [1]}))
    True
    """
    if is_dataclass(value) and not isinstance(value, type):
        return type(value), tuple(value_key(getattr(value, f.name)) for f in fields(value))
    if isinstance(value, Mapping):
        return frozenset((k, value_key(v)) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return tuple(value_key(v) for v in value)
    return cast(Hashable, value)  # the rest of the model's values: JSON scalars and enums


@dataclass(frozen=True)
class Piece:
    """A named piece of one hex layer: ``terrain``, ``rect_terrain`` or ``obstacle``."""

    name: str
    #: 1..N, rotating the drawing by (k − 1) × 60° counter-clockwise; ``None`` when absent (= 1).
    orientation: int | None = None
    behavior: str | None = None
    #: The side the piece belongs to (e.g. the side that may claim a bunker).
    original_owner: Side | None = None
    extra: Mapping[str, Json] = field(default_factory=_frozen_map)

    @property
    def turn(self) -> int:
        """The orientation with the implicit default made explicit (1-based)."""
        return self.orientation or 1

    def rotated(self, steps: int = 1) -> Piece:
        """The piece turned ``steps`` sixths of a turn within its catalog orientations."""
        count = CATALOG[self.name].orientations if self.name in CATALOG else 1
        if count <= 1:
            return self
        return replace(self, orientation=(self.turn - 1 + steps) % count + 1)


@dataclass(frozen=True)
class Unit:
    """A unit standing on a hex. ``name`` = type prefix + nation suffix (``inf2ger``)."""

    name: str
    #: Figure count when not the type's standard one.
    nbr_units: int | None = None
    badge: str | None = None
    behavior: str | None = None
    extra: Mapping[str, Json] = field(default_factory=_frozen_map)

    @property
    def type(self) -> str | None:
        """``inf``, ``inf2``, ``tank``, ``tank2``, ``gun``, ``pln`` or ``veh``."""
        return unit_type(self.name)

    @property
    def nation(self) -> str | None:
        return unit_nation(self.name)

    @property
    def side(self) -> Side | None:
        """The side of the unit's nation, from the catalog."""
        return _unit_side(self.name)


@lru_cache(maxsize=1024)  # asked for every unit many times a check (a few hundred names)
def _unit_side(name: str) -> Side | None:
    item = CATALOG.get(name)
    return Side(item.side) if item is not None and item.side else None


@dataclass(frozen=True)
class Medal:
    """The ``medal`` refinement of a medal objective tag."""

    permanent: bool | None = None
    counts_for: int | None = None
    majority: bool | None = None
    side: Side | None = None
    nbr_hex: int | None = None
    any_hex: bool | None = None
    turn_start: bool | None = None
    extra: Mapping[str, Json] = field(default_factory=_frozen_map)

    @property
    def ways(self) -> tuple[str, ...]:
        """The ways of holding the objective over its group that the file sets, in the order
        the game reads them: ``"any"`` (``any_hex``: any one hex), ``"count"``
        (``nbr_hex``: that many hexes) and ``"majority"`` (an absolute majority); with none
        set, the objective is held on its own hex. The first one set is the one played (the check
        ``objective-ways`` warns when the others would need another number of hexes)."""
        return tuple(way for way, on in (("any", self.any_hex), ("count", self.nbr_hex),
                                          ("majority", self.majority)) if on)

    @property
    def way(self) -> str | None:
        """The way the objective is held over its group, as the game plays it (the first
        of :attr:`ways`; ``None``: on its own hex)."""
        ways = self.ways
        return ways[0] if ways else None

    def needed(self, hexes: int, way: str | None = None) -> int:
        """How many of a group's ``hexes`` (those on the board, at least one) hold the
        objective held by ``way`` (by default :attr:`way`; held on its own hex: 1).

        >>> Medal(majority=True).needed(4), Medal(nbr_hex=5).needed(3), Medal().needed(3)
        (3, 3, 1)
        """
        way = self.way if way is None else way
        if way == "count":
            return max(1, min(self.nbr_hex or 1, hexes))
        if way == "majority":
            return hexes // 2 + 1
        return 1


@dataclass(frozen=True)
class Tag:
    """A marker on a hex: medal objective (``medal0``..``medal7``), exit marker, mines..."""

    name: str
    behavior: str | None = None
    side: Side | None = None
    #: Hex names (``"E7"``) of the group the marker belongs to, e.g. an exit line.
    group: tuple[str, ...] | None = None
    medal: Medal | None = None
    extra: Mapping[str, Json] = field(default_factory=_frozen_map)

    @property
    def is_medal(self) -> bool:
        return self.name.startswith("medal")

    @property
    def is_exit_marker(self) -> bool:
        return self.behavior == "EXIT_MARKER"


@dataclass(frozen=True)
class Hex:
    """Everything on one hex, by layer in the format's drawing order."""

    terrain: Piece | None = None
    rect_terrain: Piece | None = None
    obstacle: Piece | None = None
    unit: Unit | None = None
    tags: tuple[Tag, ...] = ()
    extra: Mapping[str, Json] = field(default_factory=_frozen_map)

    @property
    def is_empty(self) -> bool:
        return (self.terrain is None and self.rect_terrain is None and self.obstacle is None
                and self.unit is None and not self.tags and not self.extra)

    def with_piece(self, layer: PieceLayer, piece: Piece | None) -> Hex:
        """This hex with the piece of one layer replaced (``None``: cleared).

        >>> Hex().with_piece("obstacle", Piece("sand")).obstacle
        Piece(name='sand', orientation=None, behavior=None, original_owner=None, extra={})
        """
        # one keyword each: ``replace(self, **{layer: piece})`` would let a layer's name
        # reach any field, and type checkers cannot see which one
        if layer == "terrain":
            return replace(self, terrain=piece)
        if layer == "rect_terrain":
            return replace(self, rect_terrain=piece)
        return replace(self, obstacle=piece)


EMPTY_HEX = Hex()


@dataclass(frozen=True)
class Label:
    """A place name printed on the map; ``text`` holds its lines."""

    coord: Coord
    text: tuple[str, ...]
    extra: Mapping[str, Json] = field(default_factory=_frozen_map)


@dataclass(frozen=True)
class Group:
    """A named group of hexes (``board.groups[]``): ``{group_id, hexes: [{row, col}...]}``.

    ``hex_extra`` holds, entry by entry, the keys of each ``hexes`` entry the model does not
    know (all but ``row`` and ``col``): empty when no entry has any, else one mapping per
    hex. A change of ``hexes`` that keeps their number (:func:`dataclasses.replace` of moved
    coordinates) keeps each entry's keys; one that leaves hexes out goes through :meth:`kept`.

    >>> g = Group(7, (Coord(2, 4), Coord(3, 5)), hex_extra=({"note": "bridge end"}, {}))
    >>> g.kept(lambda c: c.row > 2).hex_extra, g.kept(lambda c: c.row < 3).hex_extra
    ((), ({'note': 'bridge end'},))
    >>> Group(7, (Coord(2, 4),), hex_extra=({}, {}))
    Traceback (most recent call last):
    ValueError: a group of 1 hexes given the keys of 2 entries
    """

    group_id: Json
    hexes: tuple[Coord, ...]
    extra: Mapping[str, Json] = field(default_factory=_frozen_map)
    hex_extra: tuple[Mapping[str, Json], ...] = ()

    def __post_init__(self) -> None:
        if self.hex_extra and len(self.hex_extra) != len(self.hexes):
            raise ValueError(f"a group of {len(self.hexes)} hexes given the keys of "
                             f"{len(self.hex_extra)} entries")
        if self.hex_extra and not any(self.hex_extra):
            object.__setattr__(self, "hex_extra", ())  # no keys: one form, for equality

    def entries(self) -> Iterator[tuple[Coord, Mapping[str, Json]]]:
        """Each hex with the keys of its entry the model does not know."""
        for i, c in enumerate(self.hexes):
            yield c, self.hex_extra[i] if self.hex_extra else {}

    def kept(self, keep: Callable[[Coord], bool]) -> Group:
        """The group with only the hexes ``keep`` keeps, each with its entry's keys."""
        entries = [(c, x) for c, x in self.entries() if keep(c)]
        return replace(self, hexes=tuple(c for c, _ in entries),
                       hex_extra=tuple(x for _, x in entries))


@dataclass(frozen=True)
class VictoryCondition:
    """One entry of ``game_info.victory.condition``: ``{kind: params}``, e.g.
    ``{"group_sudden_death": {"side": "ALLIES", "number": 2, "group": ["E7", "F7"]}}``.

    An entry that is not of that one-key shape is kept whole in ``params`` with ``kind=None``.
    """

    kind: str | None
    params: Json = field(default_factory=_frozen_map)


@dataclass(frozen=True)
class Victory:
    """``game_info.victory``: the victory conditions beyond the medal count, in the form the
    official editor writes and Board Game Arena reads (its ``condition`` list).

    The standard victory (reach ``victory_player1/2`` medals) needs no entry here; official
    files say it as ``victory_conditions: [{"standard": {}}]``, a key kept as read.
    """

    conditions: tuple[VictoryCondition, ...] = ()
    extra: Mapping[str, Json] = field(default_factory=_frozen_map)


@dataclass(frozen=True)
class SuddenDeath:
    """A ``group_sudden_death`` condition: ``side`` wins at once holding ``number`` of ``group``."""

    side: Side | None
    number: int | None
    group: tuple[str, ...]


@dataclass(frozen=True)
class GameInfo:
    """``game_info``: who plays what, with how many cards, to how many medals."""

    side_player1: Side = Side.AXIS
    side_player2: Side = Side.ALLIES
    country_player1: str | None = None
    country_player2: str | None = None
    cards_player1: int | None = None
    cards_player2: int | None = None
    victory_player1: int | None = None
    victory_player2: int | None = None
    #: ``PLAYER1``, ``PLAYER2`` or ``SPECIAL`` (the rules text says who starts).
    starting: str | None = None
    date_begin: str | None = None
    date_end: str | None = None
    front: str | None = None
    type: str | None = None
    operation_id: Json = None
    expert_mode: Json = None
    #: ``game_info.victory``; ``None`` when the file has none.
    victory: Victory | None = None
    options: Mapping[str, Json] = field(default_factory=_frozen_map)
    extra: Mapping[str, Json] = field(default_factory=_frozen_map)

    def player_of(self, side: Side) -> int | None:
        """1 (top) or 2 (bottom) for the player who plays ``side``."""
        if self.side_player1 == side:
            return 1
        if self.side_player2 == side:
            return 2
        return None

    @property
    def conditions(self) -> tuple[VictoryCondition, ...]:
        """The entries of ``victory.condition`` (none when there is no ``victory``)."""
        return self.victory.conditions if self.victory is not None else ()

    def with_conditions(self, conditions: tuple[VictoryCondition, ...]) -> GameInfo:
        """This game info with ``victory.condition`` replaced (``victory`` created if
        needed, and left out when it would be empty and was absent)."""
        if self.victory is None:
            return replace(self, victory=Victory(conditions) if conditions else None)
        return replace(self, victory=replace(self.victory, conditions=conditions))

    def sudden_deaths(self) -> list[SuddenDeath]:
        """The ``group_sudden_death`` entries of ``victory.condition``."""
        found = []
        for vc in self.conditions:
            if vc.kind == "group_sudden_death" and isinstance(vc.params, Mapping):
                side = vc.params.get("side")
                number = vc.params.get("number")
                found.append(SuddenDeath(
                    Side(side) if isinstance(side, str) and side in Side.__members__ else None,
                    number if isinstance(number, int) else None,
                    tuple(str(g) for g in vc.params.get("group", ()) or ())))
        return found


@dataclass(frozen=True)
class ScenarioText:
    """The texts of one language."""

    name: str | None = None
    subtitle: str | None = None
    #: Historical background.
    historical: str | None = None
    #: The briefing: nations, cards, who moves first.
    description: str | None = None
    #: Conditions of victory.
    victory: str | None = None
    #: Special rules.
    rules: str | None = None
    bibliography: str | None = None
    extra: Mapping[str, Json] = field(default_factory=_frozen_map)


@dataclass
class Scenario:
    """A whole scenario: the board with its hexes, labels and groups, the game info and texts."""

    board_type: BoardType = BoardType.STANDARD
    face: Face = Face.COUNTRY
    #: Non-empty hexes only; read them with :meth:`hex`, write them with :meth:`set_hex`.
    hexes: dict[Coord, Hex] = field(default_factory=dict)
    labels: list[Label] = field(default_factory=list)
    groups: list[Group] = field(default_factory=list)
    game_info: GameInfo = field(default_factory=GameInfo)
    #: Texts by language code (``en``, ``fr``...).
    text: dict[str, ScenarioText] = field(default_factory=dict)
    #: Expansions needed (``{"terrain": 1, "eastern": 1}``); ``None`` when the file has none.
    packs: dict[str, Json] | None = None
    meta_data: dict[str, Json] = field(default_factory=dict)
    board_extra: dict[str, Json] = field(default_factory=dict)
    extra: dict[str, Json] = field(default_factory=dict)

    @property
    def board(self) -> Board:
        return BOARDS[self.board_type]

    def hex(self, c: Coord) -> Hex:
        return self.hexes.get(c, EMPTY_HEX)

    def set_hex(self, c: Coord, h: Hex) -> None:
        if h.is_empty:
            self.hexes.pop(c, None)
        else:
            self.hexes[c] = h

    def units(self) -> Iterator[tuple[Coord, Unit]]:
        """Every unit with its hex, in (row, col) order."""
        for c in sorted(self.hexes):
            u = self.hexes[c].unit
            if u is not None:
                yield c, u

    def tags(self) -> Iterator[tuple[Coord, Tag]]:
        for c in sorted(self.hexes):
            for t in self.hexes[c].tags:
                yield c, t

    def names_used(self) -> set[str]:
        """Every catalog name the scenario uses (pieces, units, badges, tags)."""
        used: set[str] = set()
        for h in self.hexes.values():
            for p in (h.terrain, h.rect_terrain, h.obstacle):
                if p is not None:
                    used.add(p.name)
            if h.unit is not None:
                used.add(h.unit.name)
                if h.unit.badge:
                    used.add(h.unit.badge)
            used.update(t.name for t in h.tags)
        return used

    def texts(self, lang: str = "en") -> ScenarioText:
        """The texts of ``lang``, falling back to English, then to any language present."""
        if lang in self.text:
            return self.text[lang]
        if "en" in self.text:
            return self.text["en"]
        return next(iter(self.text.values()), ScenarioText())

    def copy(self) -> Scenario:
        """A copy sharing the immutable values (cheap: the hex dict is copied, not the hexes)."""
        return replace(self, hexes=dict(self.hexes), labels=list(self.labels),
                       groups=list(self.groups), text=dict(self.text),
                       packs=None if self.packs is None else dict(self.packs),
                       meta_data=dict(self.meta_data), board_extra=dict(self.board_extra),
                       extra=dict(self.extra))


def new_scenario(board_type: BoardType = BoardType.STANDARD, face: Face = Face.COUNTRY, *,
                 rng: random.Random | None = None) -> Scenario:
    """An empty scenario as this tool starts one: ``meta_data`` names the tool, and the
    scenario id is drawn from :data:`CUSTOM_IDS` (where official files keep theirs, in
    ``meta_data.scenario_id``), so two designers rarely draw the same one.

    >>> s = new_scenario(rng=random.Random(1))
    >>> s.meta_data["software"] == SOFTWARE, s.meta_data["scenario_id"] in CUSTOM_IDS
    (True, True)
    """
    draw = (rng or random.SystemRandom()).randrange(CUSTOM_IDS.start, CUSTOM_IDS.stop)
    return Scenario(board_type=board_type, face=face,
                    meta_data={"status": "PRIVATE", "software": SOFTWARE, "scenario_id": draw})
