"""Static tables of one scenario, built once and shared by every game state played on it.

A game state must answer "where can this unit go", "what does it see", "how many dice" many
thousands of times per game, so nothing here is recomputed per action. Hexes are numbered
``0..N-1`` in (row, col) order (:attr:`Setup.coords`); the tables are flat lists indexed by
that number:

- neighbours, the two retreat hexes behind a hex for each player, distances, sections;
- a :class:`TerrainInfo` per hex (and its variants with and without sandbags, which Dig-In
  places and a leaving unit removes), *derived from the rules engine's*
  :func:`~editor.engine.rules.terrain.hex_terrain` so the two can never disagree;
- the line-of-sight geometry of :mod:`editor.engine.rules.geometry`, turned into hex numbers
  per pair (off-board hexes never obstruct, so they are dropped);
- the units with their :class:`UnitInfo` (from :func:`~editor.engine.rules.units.profile_of`);
- the medal objectives, exit hexes and sudden-death groups read from the scenario's tags and
  victory conditions.

>>> from editor.engine.scenario import Scenario, Hex, Unit
>>> from editor.engine.board import Coord
>>> s = Scenario(); s.set_hex(Coord(4, 4), Hex(unit=Unit("infus")))
>>> t = Setup(s)
>>> len(t.coords), t.units[0].kind, t.name[t.units[0].start]
(113, 'infantry', 'C5')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Final

from editor.engine.air_rules import AIRFIELDS, CARRIERS, air_settings, left_off_board
from editor.engine.board import Board, Coord, HexNameError, Section, Side
from editor.engine.catalog import CATALOG
from editor.engine.checks.objectives import medal_side
from editor.engine.rules.geometry import ROW_STRIDE, index_crossing
from editor.engine.rules.terrain import HexTerrain, Sight, hex_terrain
from editor.engine.rules.units import HALF_TRACKS, PATROL_CARS, Face, UnitClass, UnitProfile, \
    figures_of, ignores_one_flag, profile_of
from editor.engine.scenario import Hex, Piece, Scenario, Unit

from .dice import ARMOR, GRENADE, INF, STAR
from .expansions import expansions_of

#: Unit classes as small ints (index of the per-class tables).
C_INF: Final = 0
C_ARMOR: Final = 1
C_ART: Final = 2
C_AIR: Final = 3
_CLASS: dict[UnitClass, int] = {UnitClass.INFANTRY: C_INF, UnitClass.ARMOR: C_ARMOR,
                                UnitClass.ARTILLERY: C_ART, UnitClass.AIRPLANE: C_AIR}
_CLASSES: tuple[UnitClass, ...] = (UnitClass.INFANTRY, UnitClass.ARMOR, UnitClass.ARTILLERY,
                                   UnitClass.AIRPLANE)
#: The row of the movement tables (hexes impassable, neighbours enterable) of Patrol Cars,
#: after the four classes': infantry otherwise, they may not enter what is impassable to
#: armor either (003). :attr:`UnitInfo.moves_as` is a unit's row.
C_PATROL: Final = 4
#: The row of Half-tracks: armor's, but for the cliffs they may not climb from the shore
#: (003: "Cliffs & Sea Bluffs - Half-Tracks may not move up/down from the beach, oceans or
#: shorelines."; Patrol Cars alike).
C_HTRACK: Final = 5
#: The profile each row of the movement tables is for (a class's own: its unit class).
_ROW_PROFILES: Final = {C_PATROL: PATROL_CARS, C_HTRACK: HALF_TRACKS}
#: The enemy Half-track figures destroyed that make a medal (003; the profile's
#: ``figures_per_medal``, the only one that wins medals by figures: ``GameState.htf``).
HALF_TRACK_MEDAL: Final = HALF_TRACKS.figures_per_medal
#: "No limit" for move caps.
NO_LIMIT: Final = 99
#: Sight level of a hex that blocks whatever the heights (a unit, a forest...).
BLOCKS: Final = 99
#: Pieces an airplane stands on rather than flies over (the Air rules' lists).
_LANDING = AIRFIELDS | CARRIERS
#: Unit behaviours worth two medals to the enemy (the legality checks count them so).
TWO_MEDAL_BEHAVIORS = frozenset({"GERMAN_2VICTANK"})
#: A group objective's label by its way of holding (``Medal.way``): "majority of e6, f6, g6".
_WAY_LABELS: Final = {"any": "any", "count": "group", "majority": "majority"}
#: Defaults when the scenario leaves them out (m44-format.md: the official editor allows
#: 2..12 cards and medals; these are the base game's usual values).
DEFAULT_CARDS: Final = 5
DEFAULT_VICTORY: Final = 6


def unit_label(name: str, profile: UnitProfile) -> str:
    """What a person reads for a unit: the catalog's label of its name ("German Infantry"),
    followed by the rules it plays by when the label does not say them ("British vehicle
    (Long Range Patrol Cars)", "US vehicle (Half-tracks)", "German Infantry (Special
    Forces)" for a badge)."""
    label = CATALOG.shown_label(name)
    if profile.kind.replace("_", " ") in label.lower():
        return label
    return f"{label} ({profile.label})"


class TerrainInfo:
    """Everything the game asks of one hex's terrain, precomputed from a
    :class:`~editor.engine.rules.terrain.HexTerrain`."""

    __slots__ = ("imp", "stop", "rail", "no_battle_enter", "adj_only", "stop_leave",
                 "cannot_leave", "max_move", "max_move_out", "no_retreat", "no_battle_out",
                 "height", "sight", "prot", "out", "flag_ign", "sand", "remove", "describe",
                 "hex_terrain")

    def __init__(self, ht: HexTerrain, sides: tuple[Side, Side]) -> None:
        self.hex_terrain = ht
        #: Impassable, by class, then for Patrol Cars (:data:`C_PATROL`) and Half-tracks
        #: (:data:`C_HTRACK`).
        self.imp = (*(ht.impassable_to(c) is not None for c in _CLASSES),
                    ht.bars(PATROL_CARS) is not None, ht.bars(HALF_TRACKS) is not None)
        self.stop = any(f.rules.must_stop for f in ht.features)
        #: Railroad: Patrol Cars and Half-tracks stop on it.
        self.rail = ht.rail
        self.no_battle_enter = ht.forbids_battle_after_entering() is not None
        self.adj_only = ht.adjacent_start_only() is not None
        self.stop_leave = ht.stop_after_leaving() is not None
        self.cannot_leave = tuple(ht.cannot_leave(c) is not None for c in _CLASSES)
        mm = ht.max_move()
        self.max_move = NO_LIMIT if mm is None else mm
        mo = ht.max_move_out()
        self.max_move_out = NO_LIMIT if mo is None else mo
        self.no_retreat = ht.no_retreat_into() is not None
        self.no_battle_out = ht.no_battle_out() is not None
        self.height = ht.height
        s = ht.sight
        self.sight = BLOCKS if s is Sight.BLOCKS else (max(1, ht.height) if s is Sight.HEIGHT
                                                       else 0)
        # Protection against an attacker of class c (infantry 0, armor 1) when the target
        # belongs to player p and the attacker stands lower (1) or not (0):
        # prot[c * 4 + p * 2 + lower]. The best single protection, never added (001).
        prot = []
        for cls in (UnitClass.INFANTRY, UnitClass.ARMOR):
            for p in (0, 1):
                for lower in (0, 1):
                    best = 0
                    for f in ht.features:
                        pr = f.rules.protection
                        if pr is None or not f.serves(sides[p]):
                            continue
                        if pr.only_from_lower_ground and not lower:
                            continue
                        best = max(best, pr.against(cls))
                    prot.append(best)
        self.prot = tuple(prot)
        #: Battle-out penalty of an attacker standing here, by class.
        self.out = tuple(sum(n for _, n in ht.out_penalties(c)) for c in _CLASSES)
        #: May ignore the first flag here: flag_ign[c * 2 + p].
        self.flag_ign = tuple(ht.flag_ignorer(c, sides[p]) is not None
                              for c in _CLASSES for p in (0, 1))
        self.sand = any(f.rules.gone_when_left and f.layer == "obstacle"
                        for f in ht.features)
        #: Wire removal by an ordered unit standing here, by class: 0 none, 1 instead of
        #: battling (infantry), 2 and still battle (armor).
        self.remove = tuple(0 if r is None else (2 if r[1] else 1)
                            for r in [ht.removal(c) for c in _CLASSES])
        self.describe = ht.describe()

    def __eq__(self, other: object) -> bool:
        # Equal when built from the same pieces (two setups of one scenario agree).
        if not isinstance(other, TerrainInfo):
            return NotImplemented
        return self is other or self.hex_terrain == other.hex_terrain

    def __hash__(self) -> int:
        return hash(self.hex_terrain)

    def __repr__(self) -> str:
        return f"TerrainInfo({self.describe})"


@dataclass(frozen=True)
class UnitInfo:
    """A unit of the scenario as the game sees it (static facts; figures and position are
    game state)."""

    uid: int
    name: str
    #: What a person reads for the unit in the game's account: the catalog's label of its
    #: name ("German Infantry" for ``infger``), and the rules it plays by where that label
    #: does not say them (:func:`unit_label`).
    label: str
    #: 0 = player 1 (top), 1 = player 2 (bottom).
    player: int
    start: int
    figures: int
    profile: UnitProfile
    kind: str
    cls: int
    #: Its row of the movement tables: its class, or :data:`C_PATROL`, :data:`C_HTRACK`.
    moves_as: int
    move: int
    mab: int
    dice: tuple[int, ...]
    needs_los: bool
    #: Bit mask of the faces that hit it (stars never do without a card).
    hit_mask: int
    take_ground: bool
    overrun: bool
    ignores_terrain_battle: bool
    retreat_per_flag: int
    #: Patrol Cars and Half-tracks must stop on railroads.
    rail_stopper: bool
    #: Medals the enemy wins by eliminating it.
    medal_value: int
    #: Behaviour CAN_IGNORE_ONE_FLAG.
    ignores_flag: bool
    #: An airplane in flight: never targeted, does not block sight nor force close assault.
    airborne: bool
    #: An airplane (ordered by nothing: the Air rules are not played).
    flies: bool

    @property
    def is_patrol_car(self) -> bool:
        return self.kind == "patrol_cars"

    @property
    def is_half_track(self) -> bool:
        return self.kind == "half_tracks"

    @property
    def is_dieppe_vehicle(self) -> bool:
        """A Patrol Car or a Half-track: the 003 vehicles that Behind Enemy Lines, Dig-In and
        Medics & Mechanics never order, not even as their "1 unit of your choice"."""
        return self.is_patrol_car or self.is_half_track

    @property
    def infantry_card(self) -> bool:
        """Ordered by Move Out! and Infantry Assault (infantry, and Patrol Cars: 003)."""
        return self.cls == C_INF

    @property
    def armor_card(self) -> bool:
        """Ordered by Armor Assault (armor, and Half-tracks: 003)."""
        return self.cls == C_ARMOR

    @property
    def foot_card(self) -> bool:
        """Ordered by Behind Enemy Lines, Dig-In and Medics & Mechanics: infantry, not Patrol
        Cars (003: "Patrol Car units may not be ordered using any of these Command cards")."""
        return self.cls == C_INF and not self.is_patrol_car


@dataclass(frozen=True)
class Objective:
    """A medal objective: a hex (or a group of hexes) that scores ``value`` medals for the
    side holding it."""

    hexes: tuple[int, ...]
    #: The player it scores for; ``None``: whichever side holds it.
    player: int | None
    value: int
    permanent: bool
    #: Held only if held at the start of the owner's turn.
    turn_start: bool
    #: Hexes of the group to hold (1 for a single hex; a majority for a majority group).
    need: int
    label: str
    #: How a group is held (``Medal.way``: "any", "count" or "majority"); ``None``: a hex.
    way: str | None = None


@dataclass(frozen=True)
class SuddenDeath:
    player: int
    need: int
    hexes: tuple[int, ...]


@dataclass
class Setup:
    """The static tables of one scenario (see the module docstring)."""

    scenario: Scenario
    #: Turn cap: after this many player turns the game is a draw.
    max_turns: int = 200
    board: Board = field(init=False)
    coords: tuple[Coord, ...] = field(init=False)

    def __post_init__(self) -> None:
        s = self.scenario
        board = self.board = s.board
        coords = self.coords = board.coords
        self.n = n = len(coords)
        self.index: dict[Coord, int] = {c: i for i, c in enumerate(coords)}
        self.name: tuple[str, ...] = tuple(board.hex_name(c) for c in coords)
        self._by_name: dict[str, int] = {nm: i for i, nm in enumerate(self.name)}
        self.row = tuple(c.row for c in coords)
        self.col = tuple(c.col for c in coords)
        idx = self.index
        self.nbrs: tuple[tuple[int, ...], ...] = tuple(
            tuple(idx[m] for m in board.neighbours(c)) for c in coords)
        # Retreat hexes: one row toward the player's own edge (player 1 at row 0).
        self.back: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
            tuple(tuple(idx[m] for m in (Coord(c.row + step, c.col - 1),
                                         Coord(c.row + step, c.col + 1)) if m in idx)
                  for c in coords)
            for step in (-1, 1))
        q = [(c.col - c.row) // 2 for c in coords]
        r = self.row
        self.dist: tuple[tuple[int, ...], ...] = tuple(
            tuple(max(abs(q[j] - q[i]), abs(r[j] - r[i]), abs(q[j] - q[i] + r[j] - r[i]))
                  for j in range(n)) for i in range(n))
        gi = s.game_info
        self.sides: tuple[Side, Side] = (gi.side_player1, gi.side_player2)
        # Section bits (left 1, centre 2, right 4) of each hex for each player, named from
        # that player's own point of view: the top player's left and right are mirrored.
        bit = {Section.LEFT: 1, Section.CENTER: 2, Section.RIGHT: 4}
        self.secmask: tuple[tuple[int, ...], ...] = tuple(
            tuple(sum(bit[x] for x in board.sections(c, top_player=(p == 0))) for c in coords)
            for p in (0, 1))
        self.cards: tuple[int, int] = (gi.cards_player1 or DEFAULT_CARDS,
                                       gi.cards_player2 or DEFAULT_CARDS)
        self.victory: tuple[int, int] = (gi.victory_player1 or DEFAULT_VICTORY,
                                         gi.victory_player2 or DEFAULT_VICTORY)
        self.first_player = 1 if (gi.starting or "").upper() == "PLAYER2" else 0
        self._terrain(s)
        self._units(s)
        self._objectives(s)
        self.has_exits = any(self.exit_mask)
        self.has_wire = any(self.removable)
        #: Whether each player has objectives to take (its own, or either side's) or exits
        #: to use: what the AI reads as who attacks.
        self.has_goals: tuple[bool, bool] = tuple(  # type: ignore[assignment]
            any(o.player in (None, p) for o in self.objectives)
            or bool(self.exits[p]) for p in (0, 1))
        #: The expansions the scenario uses (their hooks act in the turn sequence).
        self.expansions = expansions_of(self)
        self._los: dict[int, tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]] = {}

    # --- terrain ---------------------------------------------------------------------------

    def _terrain(self, s: Scenario) -> None:
        board = self.board
        ter: list[TerrainInfo] = []
        #: Whether the hex's printed obstacle can be removed by a unit (wire).
        self.removable: list[bool] = []
        self._cache: dict[tuple[object, ...], TerrainInfo] = {}
        #: What :meth:`terrain_of` builds variants from: the hex, its background, the
        #: printed occupant's side, and the sandbag feature to add.
        self._parts: list[tuple[Hex, str | None, Side | None]] = []
        self._variants: dict[tuple[int, bool, bool], TerrainInfo] = {}
        for c in self.coords:
            h = s.hex(c)
            bg = board.background(s.face, c.row)
            side = h.unit.side if h.unit is not None else None
            t = self._info(hex_terrain(h, bg, side))
            ter.append(t)
            self._parts.append((h, bg, side))
            self.removable.append(any(f.layer == "obstacle" and f.rules.removed_by
                                      for f in t.hex_terrain.features))
            self._variants[(len(ter) - 1, self.removable[-1], t.sand)] = t
        self.terrain: tuple[TerrainInfo, ...] = tuple(ter)
        #: An aircraft carrier: "Airplanes on Aircraft Carriers cannot be targeted directly"
        #: (004; :meth:`GameState.shielded`).
        self.carrier: tuple[bool, ...] = tuple(
            any(p is not None and p.name in CARRIERS for p in (h.terrain, h.rect_terrain))
            for h, _, _ in self._parts)
        #: Any carrier on the board (the hot loops ask :meth:`GameState.shielded` only then).
        self.has_carrier = any(self.carrier)
        # Movement never depends on sandbags ("No movement restrictions"), so the movement
        # tables are static: flat per hex (and per class), for the reach search. Wire stops a
        # unit and can be removed: the game state keeps its own copy of ``stop`` then.
        rows = range(C_HTRACK + 1)
        self.imp: tuple[tuple[bool, ...], ...] = tuple(
            tuple(t.imp[c] for t in ter) for c in rows)
        #: Steps a unit of each row may not take, ``a << 12 | b`` (from hex a to hex b): up
        #: or down a cliff from the shore, for Patrol Cars and Half-tracks (003; the static
        #: rules' ``HexTerrain.cliff_to``). Empty without cliffs.
        self.cliff_steps: tuple[frozenset[int], ...] = tuple(
            frozenset(i << 12 | m for i in range(self.n) for m in self.nbrs[i]
                      if ter[i].hex_terrain.cliff_to(_ROW_PROFILES[c], ter[m].hex_terrain)
                      is not None)
            if c in _ROW_PROFILES and any(t.hex_terrain.cliff() for t in ter) else frozenset()
            for c in rows)
        self.stop: tuple[bool, ...] = tuple(t.stop for t in ter)
        self.stop_rail: tuple[bool, ...] = tuple(t.stop or t.rail for t in ter)
        self.no_stop: tuple[bool, ...] = (False,) * len(ter)
        self.adj_only: tuple[bool, ...] = tuple(t.adj_only for t in ter)
        self.no_battle_out: tuple[bool, ...] = tuple(t.no_battle_out for t in ter)
        self.max_move: tuple[int, ...] = tuple(t.max_move for t in ter)
        #: No hex limits the length of a move (no beach, no ocean): a simpler search.
        self.no_move_limits = all(m == NO_LIMIT for m in self.max_move)
        #: Neighbours a unit of each class may enter, and those it may enter after its
        #: first step (hedgerows only from an adjacent start).
        self.pnbrs: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
            tuple(tuple(m for m in self.nbrs[i]
                        if not self.imp[c][m] and i << 12 | m not in self.cliff_steps[c])
                  for i in range(self.n))
            for c in rows)
        self.pnbrs_later: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
            tuple(tuple(m for m in self.pnbrs[c][i] if not self.adj_only[m])
                  for i in range(self.n)) for c in rows)
        #: May battle after moving onto the hex (by terrain alone), for ordinary units and
        #: for those that ignore terrain battle restrictions (the French Resistance).
        self.battle_after: tuple[bool, ...] = tuple(
            not t.no_battle_out and not t.no_battle_enter for t in ter)
        self.battle_after_any: tuple[bool, ...] = tuple(not t.no_battle_out for t in ter)
        #: Bunker owners as settled at set-up (written back by :meth:`to_scenario`).
        self._bunker_owner: dict[int, Side | None] = {}
        for i, t in enumerate(ter):
            for f in t.hex_terrain.features:
                if f.rules.claimed:
                    self._bunker_owner[i] = f.owner

    def _info(self, ht: HexTerrain) -> TerrainInfo:
        # The rules are part of the key: a piece's behaviour changes them (a river with
        # behaviour FORD is a ford).
        k = tuple((f.name, f.layer, f.owner, f.rules) for f in ht.features)
        found = self._cache.get(k)
        if found is None:
            found = self._cache[k] = TerrainInfo(ht, self.sides)
        return found

    def terrain_of(self, i: int, obstacle: bool, sand: bool) -> TerrainInfo:
        """The terrain of hex ``i`` with its removable printed obstacle (wire) still there
        or not, and with sandbags or not: Dig-In puts sandbags on any hex, over another
        obstacle too; a unit leaving takes them away; a unit may remove wire."""
        k = (i, obstacle, sand)
        found = self._variants.get(k)
        if found is None:
            h, bg, side = self._parts[i]
            printed = h.obstacle
            if printed is not None and (printed.name == "sand" or
                                        (self.removable[i] and not obstacle)):
                printed = None
            features = hex_terrain(replace(h, obstacle=printed), bg, side).features
            if sand:
                features += tuple(f for f in hex_terrain(replace(h, obstacle=Piece("sand")),
                                                         bg, side).features
                                  if f.layer == "obstacle")
            found = self._variants[k] = self._info(HexTerrain(features))
        return found

    # --- units -----------------------------------------------------------------------------

    def _units(self, s: Scenario) -> None:
        units: list[UnitInfo] = []
        #: Hexes holding a unit no rules describe (or of no player): immobile obstacles.
        self.blockers: list[int] = []
        # With the Air rules not in effect an airplane is no unit of the game: the game
        # leaves it off the board (the check ``airplane-placement`` says it).
        air = air_settings(s).on
        for c, u in s.units():
            i = self.index.get(c)
            if i is None or left_off_board(u, air):
                continue
            profile = profile_of(u)
            player = s.game_info.player_of(u.side) if u.side is not None else None
            if profile is None or player is None:
                self.blockers.append(i)
                continue
            units.append(self._unit_info(len(units), u, profile, player - 1, i))
        # The Air rules' Ready-to-Take-off markers with no airplane model on them (an
        # airplane on the ground), and the airplanes in reserve, off the board until an Air
        # Sortie or a marker flies one in (``expansions/air.py``).
        from .expansions.air import ready_stacks, reserve_planes
        for c, name, player in ready_stacks(s):
            unit = Unit(name)
            profile = profile_of(unit)
            i = self.index[c]
            if profile is not None:
                units.append(self._unit_info(len(units), unit, profile, player, i))
        for name, player in reserve_planes(s):
            unit = Unit(name)
            profile = profile_of(unit)
            if profile is not None:
                units.append(self._unit_info(len(units), unit, profile, player, -1))
        self.units: tuple[UnitInfo, ...] = tuple(units)
        #: Unit ids of each player.
        self.by_player: tuple[tuple[int, ...], tuple[int, ...]] = (
            tuple(u.uid for u in units if u.player == 0),
            tuple(u.uid for u in units if u.player == 1))
        #: Per player, the enemy units, and whether the occupant of a hex is one of them,
        #: indexed by ``occ[hex]`` (-1, an empty hex, reads the last entry; ``len(units)``,
        #: an obstacle, the one before). A battle may target those not airborne at the time
        #: (``GameState.aloft``: the Air rules take off and land airplanes).
        self.targetable: tuple[tuple[int, ...], ...] = tuple(
            tuple(u.uid for u in units if u.player != p) for p in (0, 1))
        self.is_target: tuple[tuple[bool, ...], ...] = tuple(
            tuple([u.player != p for u in units] + [False, False]) for p in (0, 1))

    def _unit_info(self, uid: int, u: Unit, p: UnitProfile, player: int, at: int) -> UnitInfo:
        h = self.scenario.hex(self.coords[at]) if at >= 0 else Hex()
        landed = (h.terrain is not None and h.terrain.name in _LANDING) or \
                 (h.rect_terrain is not None and h.rect_terrain.name in _LANDING)
        mask = 0
        for face, bit in ((Face.INFANTRY, INF), (Face.ARMOR, ARMOR), (Face.GRENADE, GRENADE),
                          (Face.STAR, STAR)):
            if face in p.hit_by:
                mask |= 1 << bit
        return UnitInfo(
            uid=uid, name=u.name, label=unit_label(u.name, p), player=player, start=at,
            figures=figures_of(u, p), profile=p,
            kind=p.kind, cls=_CLASS[p.unit_class],
            moves_as=(C_PATROL if p is PATROL_CARS else C_HTRACK if p is HALF_TRACKS
                      else _CLASS[p.unit_class]),
            move=p.move, mab=p.move_and_battle,
            dice=p.dice, needs_los=p.needs_los, hit_mask=mask, take_ground=p.take_ground,
            overrun=p.overrun, ignores_terrain_battle=p.ignores_terrain_battle_restrictions,
            retreat_per_flag=p.retreat_per_flag,
            rail_stopper=p.kind in ("patrol_cars", "half_tracks"),
            medal_value=2 if u.behavior in TWO_MEDAL_BEHAVIORS else 1,
            ignores_flag=ignores_one_flag(u), airborne=p.flies and not landed, flies=p.flies)

    # --- objectives ------------------------------------------------------------------------

    def hex_of(self, name: str) -> int:
        """The hex number of a hex name (``E7``) or ``row,col``; ``HexNameError`` if none."""
        i = self._by_name.get(name.strip())
        if i is None:
            i = self.index[self.board.parse_hex(name)]
        return i

    def _group(self, names: Sequence[str]) -> tuple[int, ...]:
        out = []
        for nm in names:
            try:
                out.append(self.hex_of(nm))
            except HexNameError:
                continue  # the legality checks report it; the game ignores the bad name
        return tuple(sorted(set(out)))

    def _player(self, side: Side | None) -> int | None:
        if side is None:
            return None
        p = self.scenario.game_info.player_of(side)
        return None if p is None else p - 1

    # C901 allowed, compiled engine (mypyc): the static tables of a game, in the shape compiled
    def _objectives(self, s: Scenario) -> None:  # noqa: C901
        objectives: list[Objective] = []
        seen: set[tuple[object, ...]] = set()
        exit_mask = [0] * self.n
        for c, t in s.tags():
            i = self.index.get(c)
            if i is None:
                continue
            if t.is_exit_marker:
                p = self._player(t.side)
                if p is None:
                    continue
                for j in (i, *self._group(t.group or ())):
                    # 004: "the Exit markers designate specific edge hexes through which a
                    # unit exiting the board might be saved": a marker off the edge (the
                    # check ``exit-edge`` warns of it) is no way off the board. "Edge hexes
                    # are all the full (not half) hexes that border the entire game board's
                    # four sides" (004): a2 or l2, beside a half hex, is none.
                    if self.board.is_full_edge(self.coords[j]):
                        exit_mask[j] |= 1 << p
                continue
            if not t.is_medal:
                continue
            m = t.medal
            player = self._player(medal_side(t))
            value = (m.counts_for if m is not None and m.counts_for else 1)
            permanent = bool(m is not None and m.permanent)
            turn_start = bool(m is not None and m.turn_start)
            group = self._group(t.group or ()) if t.group else ()
            way = m.way if m is not None else None
            grouped = way is not None and len(group) > 0
            if grouped:
                assert m is not None and way is not None
                need = m.needed(len(group))
                hexes = group
                label = f"{_WAY_LABELS[way]} of {', '.join(self.name[j] for j in hexes)}"
            else:
                hexes, need, label, way = (i,), 1, self.name[i], None
            k = (hexes, player, value, permanent, turn_start, need,
                 None if grouped else len(objectives))
            if grouped and k in seen:
                continue  # the same group objective is marked on each of its hexes
            seen.add(k)
            objectives.append(Objective(hexes, player, value, permanent, turn_start, need, label,
                                        way))
        self.objectives: tuple[Objective, ...] = tuple(objectives)
        self.exit_mask: tuple[int, ...] = tuple(exit_mask)
        #: The exit hexes of each player (through which its units leave for a medal).
        self.exits: tuple[tuple[int, ...], tuple[int, ...]] = tuple(  # type: ignore[assignment]
            tuple(j for j, m in enumerate(exit_mask) if m >> p & 1) for p in (0, 1))
        #: Objectives touching each hex.
        touching: list[list[int]] = [[] for _ in range(self.n)]
        for ko, o in enumerate(objectives):
            for j in o.hexes:
                touching[j].append(ko)
        self.objectives_at: tuple[tuple[int, ...], ...] = tuple(tuple(x) for x in touching)
        deaths = []
        for sd in s.game_info.sudden_deaths():
            p = self._player(sd.side)
            hexes = self._group(sd.group)
            if p is None or not hexes:
                continue
            need = sd.number if sd.number and 0 < sd.number <= len(hexes) else len(hexes)
            deaths.append(SuddenDeath(p, need, hexes))
        self.sudden_deaths: tuple[SuddenDeath, ...] = tuple(deaths)
        self.sudden_at: tuple[bool, ...] = tuple(
            any(j in d.hexes for d in deaths) for j in range(self.n))

    # --- line of sight ---------------------------------------------------------------------

    def lines(self, a: int, b: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
        """The hexes a line of sight from ``a`` to ``b`` passes through, and those it touches
        on its left and right (the rules engine's exact geometry; off-board hexes dropped)."""
        k = a * self.n + b
        found = self._los.get(k)
        if found is None:
            ra, ca = self.row[a], self.col[a]
            ic = index_crossing(self.row[b] - ra, self.col[b] - ca)
            idx = self.index

            def conv(deltas: tuple[int, ...]) -> tuple[int, ...]:
                out = []
                for d in deltas:
                    # Undo the padded layout: d = drow * ROW_STRIDE + dcol, |dcol| < 32.
                    drow = (d + ROW_STRIDE // 2) // ROW_STRIDE
                    dcol = d - drow * ROW_STRIDE
                    j = idx.get(Coord(ra + drow, ca + dcol))
                    if j is not None:
                        out.append(j)
                return tuple(out)

            found = (conv(ic.interior), conv(ic.left), conv(ic.right))
            self._los[k] = found
        return found

    # --- back to a scenario ----------------------------------------------------------------

    def to_scenario(self, positions: Sequence[int], figures: Sequence[int],
                    sand: Sequence[bool], wire: Sequence[bool] | None = None) -> Scenario:
        """The scenario with units at ``positions`` (``-1``: gone) holding ``figures``,
        sandbags where ``sand`` says and removable obstacles where ``wire`` says (default:
        as printed): a position the rules engine can be asked about."""
        s = self.scenario.copy()
        for c, h in list(s.hexes.items()):
            if h.unit is not None and self.index.get(c) is not None:
                i = self.index[c]
                if i not in self.blockers:
                    s.set_hex(c, replace(h, unit=None))
        for i, owner in self._bunker_owner.items():
            c = self.coords[i]
            h = s.hex(c)
            if h.rect_terrain is not None and h.rect_terrain.original_owner is None and owner:
                s.set_hex(c, replace(h, rect_terrain=replace(h.rect_terrain,
                                                             original_owner=owner)))
        for i in range(self.n):
            c = self.coords[i]
            h = s.hex(c)
            if wire is not None and self.removable[i] and not wire[i]:
                h = replace(h, obstacle=None)
                s.set_hex(c, h)
            has = h.obstacle is not None and h.obstacle.name == "sand"
            if sand[i] and not has and h.obstacle is None:
                s.set_hex(c, replace(h, obstacle=Piece("sand")))
            elif not sand[i] and has:
                s.set_hex(c, replace(h, obstacle=None))
        for u in self.units:
            at = positions[u.uid]
            if at < 0:
                continue
            c = self.coords[at]
            # A unit in reserve (an Air Sortie's airplane) has no hex of its own at the start,
            # Ready-to-Take-off markers no unit in the file.
            original = self.scenario.hex(self.coords[u.start]).unit if u.start >= 0 else None
            if original is None:
                original = Unit(u.name)
            unit = replace(original, nbr_units=figures[u.uid])
            s.set_hex(c, replace(s.hex(c), unit=unit))
        return s
