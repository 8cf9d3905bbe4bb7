"""Game fuzzing: whole games played on many scenarios by random, greedy and (rarely) search
players, the engine's invariants checked at every decision.

    python -m tools.game_fuzz --games 5000 --seed 1 --time-limit 3600 [--save DIR]

Each game is one of the scenarios the engine is tested on (the samples, the AI's test
scenarios, the book of ``tests/data/book/``) played as it is, or mutated one to five times
on the model: units of every kind added, removed or moved (with badges, behaviors and
figures: special units, Half-tracks, airplanes, units aboard a landing craft), terrain,
rect terrain (bunkers, bridges, landing craft) and obstacles (wire, sandbags, hedgehogs)
laid or lifted, medals, objectives and exit markers placed, the board's type or face
changed, rule options (the Air rules among them) and victory conditions taken from another
scenario. A mutant is kept only when it still reads back from its canonical text, has no
error for ``m44 validate`` (what the play mode and ``m44 simulate`` refuse) and builds the
engine's tables; otherwise others are tried. Game ``i`` of seed ``s`` is always the same
scenario, players, turn cap and dice (``--only I`` replays it, printing details).

At every decision of the game:

- the game is over exactly when nobody is to decide (with a known way of ending), and a
  player to decide has two legal actions or more (one is taken by the rules), all
  different, each written in notation that reads back as itself; a copy of the state
  equals it;
- each legal action (up to ``--probe`` of them, drawn at random) applies without an
  exception, and taking it back (the game's undo) gives back the same state, digest for
  digest;
- every ``--explain``-th decision, the play mode's "why not" (``explain.py``) finds no
  reason against any legal action and a reason from the rules against every other action
  a player might click (the candidates of ``tests/engine/game/test_explain.py``);
- no unit has fewer than 0 figures or more than it started with, no two units share a
  hex and the board's occupancy agrees with the units, the units alive are counted right,
  the 60 cards are all there at each card phase (without an expansion's cards), the medals
  won by eliminations and exits (and Half-track figures) never go down, the turn never
  passes the game's turn cap, and no turn runs past ``--turn-bound`` actions (the
  engine's own guard, ``MAX_TURN_ACTIONS``, is five times higher).

Once a game, at a decision drawn at random, the game is saved as the play mode saves it (a
game log, as JSON text) and loaded again both ways (``GameLog.replay``, and the play
mode's ``PlaySession.from_log``): each must stand on the same state. At the end, the game
log replays to the recorded result, and the same game played again from its seed by the
fast loop of the simulations (no undo, no events: ``Game.run``) is the same game, decision
for decision (one game in ``--rerun-every``; one in ``--cross-every`` again in another
Python with another hash seed, as spawned workers play it), and its end is one a batch's checkpoint
accepts (the turn cap ends it as a draw at the cap and only it does; no side holds more
medals than a game can end with, a win by medals has them all, another end none). A game taking longer than ``--hang`` seconds
is a hang.

One game in three is played instead as the play mode plays it (a ``PlaySession``, both
seats people whose decisions the players make; one in two of those with dice typed in):
decisions are taken back at random (undo, a whole turn) and given again (redo), and after
each the state must be the one seen after as many decisions; once, the session saved and
loaded stands on the same state with the same decisions; its figures, occupancy, medals
and turns are checked as above, and its end too.

Failures are counted by kind; the first game of each kind is written to ``--save`` (the
scenario as ``seedS-gameI.m44``, what failed and the command replaying it as ``.txt``).
``--scenario FILE`` plays that file's games instead, with the same players, turn cap and
dice as the corpus' game of the same number (``--only I``: the failure saved replays);
``--shrink S`` with ``--only`` cuts a failing scenario down (hexes emptied, pieces lifted,
options dropped while the game fails the same way) and saves it as ``...-shrunk.m44``.
"""

from __future__ import annotations

import argparse
import json
import random
import signal
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from editor.engine.board import BoardType, Coord, Face, Side  # noqa: E402
from editor.engine.catalog import CATALOG  # noqa: E402
from editor.engine.game import Game, make_player  # noqa: E402
from editor.engine.game.log import GameLog  # noqa: E402
from editor.engine.game.session import PlaySession  # noqa: E402
from editor.engine.game.batch import _impossible, _impossible_medals  # noqa: E402
from editor.engine.game.cards import DECK  # noqa: E402
from editor.engine.game.dice import DIE  # noqa: E402
from editor.engine.game.state import CARD, HOW, TERMINAL  # noqa: E402
from editor.engine.game.tables import Setup  # noqa: E402
from editor.engine.scenario import Piece, Scenario, Tag, Unit  # noqa: E402
from editor.io.m44 import M44ReadError, dumps, load, loads  # noqa: E402
from editor.io.report import check_scenario  # noqa: E402
from tools.fuzz import Hang, timed  # noqa: E402 - a game past its time, as a stage

#: The scenarios played and mutated.
SEED_FILES = (sorted((ROOT / "scenarios").glob("*.m44"))
              + sorted((ROOT / "tests" / "data" / "ai").glob("*.m44"))
              + sorted((ROOT / "tests" / "data" / "book").glob("*.m44")))

_NAMES: dict[str, list[str]] = {}
for _name, _item in CATALOG.items():
    _NAMES.setdefault(str(_item.category), []).append(_name)
#: Names of the catalog by category (units, terrain, rect_terrain, obstacle, badge, tag).
UNITS = tuple(_NAMES["unit"])
TERRAIN = tuple(_NAMES["terrain"])
RECT = tuple(_NAMES["rect_terrain"])
OBSTACLES = tuple(_NAMES["obstacle"])
BADGES = tuple(_NAMES["badge"])
#: Terrain the engine gives rules of its own to, drawn more often than the rest.
RULED = ("hills", "woods", "river", "curve", "riverY", "pbeach", "buildings", "coast",
         "marshes", "airfield", "lakeA", "pond", "mountain", "ravine", "whill")
RULED_RECT = ("bunker", "bridge", "barge", "pontoon", "ford", "casemate", "dragonteeth",
              "roadblock", "railbridge", "brkbridge", "pcarrier")
#: Units the engine plays rules of its own for, drawn more often.
SPECIAL = ("vehus", "vehger", "vehbrit", "plnger", "plnus", "plnbrit", "inf2ger", "inf2us",
           "tank2ger", "tank2us", "gunger", "gunus", "gunru")


@dataclass
class Pools:
    """What the scenarios hold, to be laid elsewhere: tags (medals with their objectives,
    exit markers, mines), unit behaviors, options and victories."""

    tags: list[Tag] = field(default_factory=list)
    behaviors: list[str] = field(default_factory=list)
    options: list[tuple[str, Any]] = field(default_factory=list)
    victories: list[Any] = field(default_factory=list)

    def add(self, s: Scenario) -> None:
        for _c, h in s.hexes.items():
            self.tags.extend(t for t in h.tags if t not in self.tags)
            if h.unit is not None and h.unit.behavior and h.unit.behavior not in self.behaviors:
                self.behaviors.append(h.unit.behavior)
        for k, v in s.game_info.options.items():
            if (k, v) not in self.options:
                self.options.append((k, v))
        if s.game_info.victory is not None:
            self.victories.append(s.game_info.victory)


#: The Air rules as the game cases switch them on, besides the files' own options.
AIR_OPTIONS: tuple[tuple[str, Any], ...] = (
    ("air_rules", True), ("air_rules", False), ("air_rules", {"sorties": {"AXIS": 2, "ALLIES": 1}}),
    ("air_rules", {"sorties": {"ALLIES": 0, "AXIS": 0, "deck": 2}}),
    ("air_strikes_rules", "ALLIES"), ("air_strikes_rules", "AXIS"))


def _some_hex(rng: random.Random, s: Scenario) -> Coord:
    return rng.choice(s.board.coords)


def _a_unit(rng: random.Random, pools: Pools) -> Unit:
    name = rng.choice(SPECIAL if rng.random() < 0.4 else UNITS)
    return Unit(name,
                nbr_units=rng.choice((None, None, None, 1, 2, 3, 4)),
                badge=rng.choice(BADGES) if rng.random() < 0.3 else None,
                behavior=(rng.choice(pools.behaviors)
                          if pools.behaviors and rng.random() < 0.1 else None))


def _with(s: Scenario, c: Coord, **pieces: Any) -> None:
    s.set_hex(c, replace(s.hex(c), **pieces))


def _units(s: Scenario) -> list[Coord]:
    return [c for c, _u in s.units()]


def m_add_unit(rng: random.Random, s: Scenario, pools: Pools) -> str:
    c = _some_hex(rng, s)
    u = _a_unit(rng, pools)
    _with(s, c, unit=u)
    return f"unit {u.name} on {c}"


def m_remove_unit(rng: random.Random, s: Scenario, pools: Pools) -> str:
    cs = _units(s)
    if not cs:
        return m_add_unit(rng, s, pools)
    c = rng.choice(cs)
    _with(s, c, unit=None)
    return f"no unit on {c}"


def m_move_unit(rng: random.Random, s: Scenario, pools: Pools) -> str:
    cs = _units(s)
    if not cs:
        return m_add_unit(rng, s, pools)
    a, b = rng.choice(cs), _some_hex(rng, s)
    u = s.hex(a).unit
    _with(s, a, unit=None)
    _with(s, b, unit=u)
    return f"unit {a} to {b}"


def m_change_unit(rng: random.Random, s: Scenario, pools: Pools) -> str:
    cs = _units(s)
    if not cs:
        return m_add_unit(rng, s, pools)
    c = rng.choice(cs)
    u = s.hex(c).unit
    assert u is not None
    what = rng.random()
    if what < 0.4:
        u = replace(u, badge=rng.choice(BADGES) if rng.random() < 0.8 else None)
    elif what < 0.7:
        u = replace(u, nbr_units=rng.choice((None, 1, 2, 3, 4, 5)))
    elif what < 0.85 and pools.behaviors:
        u = replace(u, behavior=rng.choice(pools.behaviors))
    else:
        u = replace(u, name=rng.choice(SPECIAL))
    _with(s, c, unit=u)
    return f"unit on {c} made {u}"


def m_terrain(rng: random.Random, s: Scenario, pools: Pools) -> str:
    c = _some_hex(rng, s)
    if rng.random() < 0.2:
        _with(s, c, terrain=None)
        return f"no terrain on {c}"
    name = rng.choice(RULED if rng.random() < 0.6 else TERRAIN)
    _with(s, c, terrain=Piece(name, orientation=rng.randint(1, CATALOG[name].orientations)))
    return f"terrain {name} on {c}"


def m_rect(rng: random.Random, s: Scenario, pools: Pools) -> str:
    c = _some_hex(rng, s)
    if rng.random() < 0.25:
        _with(s, c, rect_terrain=None)
        return f"no rect terrain on {c}"
    name = rng.choice(RULED_RECT if rng.random() < 0.6 else RECT)
    owner = rng.choice((None, Side.AXIS, Side.ALLIES))
    _with(s, c, rect_terrain=Piece(name, orientation=rng.randint(1, CATALOG[name].orientations),
                                   original_owner=owner))
    if name == "barge" and rng.random() < 0.7:
        _with(s, c, unit=_a_unit(rng, pools))
    return f"{name} on {c}"


def m_obstacle(rng: random.Random, s: Scenario, pools: Pools) -> str:
    c = _some_hex(rng, s)
    name = rng.choice(OBSTACLES + (None,))
    _with(s, c, obstacle=None if name is None else Piece(
        name, orientation=rng.randint(1, CATALOG[name].orientations)))
    return f"obstacle {name} on {c}"


def m_tag(rng: random.Random, s: Scenario, pools: Pools) -> str:
    c = _some_hex(rng, s)
    h = s.hex(c)
    if h.tags and rng.random() < 0.3:
        _with(s, c, tags=())
        return f"no tags on {c}"
    if not pools.tags:
        return "nothing"
    t = rng.choice(pools.tags)
    _with(s, c, tags=h.tags + (t,))
    return f"tag {t.name} {t.behavior or ''} on {c}"


def m_option(rng: random.Random, s: Scenario, pools: Pools) -> str:
    gi = s.game_info
    options = dict(gi.options)
    if options and rng.random() < 0.3:
        k = rng.choice(sorted(options))
        del options[k]
        s.game_info = replace(gi, options=options)
        return f"no option {k}"
    k, v = rng.choice(list(AIR_OPTIONS) * 2 + pools.options)
    options[k] = v
    s.game_info = replace(gi, options=options)
    return f"option {k}={json.dumps(v)}"


def m_victory(rng: random.Random, s: Scenario, pools: Pools) -> str:
    gi = s.game_info
    what = rng.random()
    if what < 0.5:
        s.game_info = replace(gi, victory_player1=rng.randint(1, 8),
                              victory_player2=rng.randint(1, 8))
        return "medals to win changed"
    if what < 0.7:
        s.game_info = replace(gi, cards_player1=rng.randint(1, 7),
                              cards_player2=rng.randint(1, 7))
        return "cards changed"
    if what < 0.85:
        s.game_info = replace(gi, starting=rng.choice(("PLAYER1", "PLAYER2")))
        return "first player changed"
    if pools.victories:
        s.game_info = replace(gi, victory=rng.choice(pools.victories))
        return "victory conditions of another scenario"
    return "nothing"


def m_board(rng: random.Random, s: Scenario, pools: Pools) -> str:
    if rng.random() < 0.5:
        s.board_type = rng.choice(list(BoardType))
        keep = set(s.board.coords)
        s.hexes = {c: h for c, h in s.hexes.items() if c in keep}
        s.labels = [lb for lb in s.labels if lb.coord in keep]
        s.groups = [g.kept(keep.__contains__) for g in s.groups]
        return f"board {s.board_type}"
    s.face = rng.choice(list(Face))
    return f"face {s.face}"


def m_sides(rng: random.Random, s: Scenario, pools: Pools) -> str:
    gi = s.game_info
    s.game_info = replace(gi, side_player1=gi.side_player2, side_player2=gi.side_player1,
                          country_player1=gi.country_player2,
                          country_player2=gi.country_player1)
    return "sides swapped"


def m_landing(rng: random.Random, s: Scenario, pools: Pools) -> str:
    """A unit aboard a landing craft: a BEACH face, a barge under a ground unit in the
    ocean rows."""
    s.face = Face.BEACH
    board = s.board
    ocean = [c for c in board.coords if board.background(Face.BEACH, c.row) == "ocean"]
    if not ocean:
        return "nothing"
    done = []
    for _ in range(rng.randint(1, 3)):
        c = rng.choice(ocean)
        name = rng.choice([n for n in UNITS if not n.startswith("pln")])
        _with(s, c, terrain=None, rect_terrain=Piece("barge"), unit=Unit(name))
        done.append(f"{name} aboard a landing craft on {c}")
    return "; ".join(done)


def _near(rng: random.Random, s: Scenario, c: Coord) -> Coord:
    around = [m for m in s.board.neighbours(c)]
    return rng.choice(around) if around else c


def m_halftracks(rng: random.Random, s: Scenario, pools: Pools) -> str:
    """Half-tracks beside weakened units of their side (Re-supply) and beside each other."""
    nation = rng.choice(("us", "ger", "brit", "ru"))
    c = _some_hex(rng, s)
    _with(s, c, unit=Unit("veh" + nation))
    done = [f"veh{nation} on {c}"]
    for _ in range(rng.randint(1, 3)):
        m = _near(rng, s, c)
        kind = rng.choice(("veh", "inf", "tank", "inf2"))
        _with(s, m, unit=Unit(kind + nation, nbr_units=rng.choice((None, 1, 2))))
        done.append(f"{kind}{nation} beside it on {m}")
    return "; ".join(done)


def m_air(rng: random.Random, s: Scenario, pools: Pools) -> str:
    """The Air rules on, with airplanes of both sides and airfields."""
    gi = s.game_info
    s.game_info = replace(gi, options={**gi.options, "air_rules": rng.choice(
        [v for k, v in AIR_OPTIONS if k == "air_rules" and v is not False])})
    done = ["the Air rules"]
    for _ in range(rng.randint(0, 3)):
        c = _some_hex(rng, s)
        name = rng.choice(("plnger", "plnus", "plnbrit", "plnru", "plnjp"))
        _with(s, c, unit=Unit(name))
        done.append(f"{name} on {c}")
    for _ in range(rng.randint(0, 2)):
        c = _some_hex(rng, s)
        _with(s, c, terrain=Piece(rng.choice(("airfield", "airfieldX", "pairfield"))))
        done.append(f"airfield on {c}")
    return "; ".join(done)


def m_clash(rng: random.Random, s: Scenario, pools: Pools) -> str:
    """Units of both sides face to face: battles, retreats, overruns from the first turn."""
    gi = s.game_info
    c = _some_hex(rng, s)
    done = []
    for k in range(rng.randint(2, 6)):
        c = _near(rng, s, c)
        u = _a_unit(rng, pools)
        side = (gi.side_player1, gi.side_player2)[k % 2]
        nation = {"AXIS": ("ger", "jp"), "ALLIES": ("us", "brit", "ru")}[side.value]
        u = replace(u, name=(u.type or "inf") + rng.choice(nation))
        _with(s, c, unit=u)
        done.append(f"{u.name} on {c}")
    return "clash: " + "; ".join(done)


#: The mutations and their weights.
MUTATIONS: tuple[tuple[Callable[[random.Random, Scenario, Pools], str], int], ...] = (
    (m_add_unit, 6), (m_remove_unit, 4), (m_move_unit, 5), (m_change_unit, 4),
    (m_terrain, 5), (m_rect, 3), (m_obstacle, 3), (m_tag, 3), (m_option, 3),
    (m_victory, 2), (m_board, 1), (m_sides, 1), (m_landing, 2), (m_halftracks, 2),
    (m_air, 2), (m_clash, 3))


def playable(s: Scenario) -> Scenario | None:
    """``s`` as ``m44 simulate`` would play it (written and read back), or ``None`` when it
    does not read back, has errors (refused by the play mode and simulate) or builds no
    tables."""
    try:
        back = loads(dumps(s), source="mutant.m44").scenario
    except M44ReadError:
        return None
    if any(f.severity == "error" for f in check_scenario(back)):
        return None
    try:
        Setup(back)
    except Exception:  # noqa: BLE001 - a scenario the checks pass must build; said below
        return back  # played all the same: the failure is the game's to report
    return back


@dataclass
class Corpus:
    """The scenarios as read, and what they hold to mutate others with."""

    files: list[tuple[str, Scenario]]
    pools: Pools

    @classmethod
    def load(cls) -> Corpus:
        pools = Pools()
        files = []
        for p in SEED_FILES:
            s = load(p).scenario
            if any(f.severity == "error" for f in check_scenario(s)):
                continue
            files.append((p.name, s))
            pools.add(s)
        return cls(files, pools)

    def scenario(self, rng: random.Random) -> tuple[str, Scenario, list[str]]:
        """A scenario, mutated or not (one in four as it is), and the mutations made."""
        name, base = rng.choice(self.files)
        if rng.random() < 0.25:
            return name, base, []
        for _attempt in range(8):
            s = base.copy()
            done = []
            for _ in range(rng.randint(1, 5)):
                op = rng.choices([m for m, _w in MUTATIONS], [w for _m, w in MUTATIONS])[0]
                done.append(op(rng, s, self.pools))
            kept = playable(s)
            if kept is not None:
                return name, kept, done
        return name, base, []


@dataclass
class Plan:
    """One game: its scenario, players, turn cap and seed."""

    index: int
    source: str
    scenario: Scenario
    mutations: list[str]
    players: tuple[str, str]
    max_turns: int
    seed: int
    #: How the game is played: ``game`` (a Game, every decision probed), ``session`` (the
    #: play mode's PlaySession, with undo, redo and turns taken back), ``physical`` (the
    #: same with dice typed in).
    way: str = "game"


def plan(corpus: Corpus | None, seed: int, index: int, search_every: int,
         scenario: Scenario | None = None) -> Plan:
    """Game ``index`` of run ``seed`` (of ``scenario`` when given)."""
    if scenario is not None:
        source, s, done = "given", scenario, []
    else:
        assert corpus is not None
        source, s, done = corpus.scenario(random.Random(f"scenario:{seed}:{index}"))
    # drawn apart from the scenario: a saved scenario (--scenario) replays the same game
    rng = random.Random(f"game:{seed}:{index}")
    kinds = ["random", "greedy"]
    players = (rng.choice(kinds), rng.choice(kinds))
    if search_every and rng.randrange(search_every) == 0:
        players = ("search:1", players[1]) if rng.random() < 0.5 else (players[0], "search:1")
    max_turns = rng.choice((200, 200, 200, rng.randint(1, 30)))
    way = rng.choice(("game", "game", "game", "game", "session", "physical"))
    return Plan(index, source, s, done, players, max_turns, rng.randrange(1 << 30), way)


class Failure(Exception):
    """An invariant broken: its kind (what failed) and the details."""

    def __init__(self, kind: str, detail: str = "") -> None:
        super().__init__(kind)
        self.kind = kind
        self.detail = detail


@dataclass
class Report:
    """What a game did."""

    decisions: int = 0
    turns: int = 0
    how: str = ""
    #: The most actions (decisions and chance steps) one turn took.
    longest_turn: int = 0
    probes: int = 0
    #: Positions whose why-nots were held to the engine.
    explained: int = 0


@dataclass
class Checker:
    """The invariants of one game (see the module docstring)."""

    game: Game
    turn_bound: int
    won: tuple[int, ...] = ()
    turn: int = -1
    turn_start: int = 0
    report: Report = field(default_factory=Report)

    def position(self, where: str) -> None:
        st = self.game.state
        S = st.S
        for u, info in enumerate(S.units):
            f = st.ufig[u]
            if f < 0 or f > info.figures:
                raise Failure("figures out of range",
                              f"{where}: unit {u} ({info.label}) has {f} figures of "
                              f"{info.figures}")
        on: dict[int, int] = {}
        for u, at in enumerate(st.upos):
            if at >= 0:
                if at in on or st.occ[at] != u:
                    raise Failure("the board's occupancy is wrong",
                                  f"{where}: unit {u} on {S.name[at]}: occupancy {st.occ[at]}, "
                                  f"unit {on.get(at)} there too")
                on[at] = u
        for p in (0, 1):
            alive = sum(1 for u in S.by_player[p] if st.upos[u] >= 0 and not S.units[u].flies)
            if st.alive[p] != alive:
                raise Failure("units alive miscounted", f"{where}: {st.alive[p]} for {alive}")
        if st.phase is CARD and not S.expansions:
            cards = st.hands[0] + st.hands[1] + st.deck + st.discard
            if sorted(cards) != sorted(DECK):
                raise Failure("cards lost or duplicated", where)
        won = tuple(st.won) + tuple(st.exited) + tuple(st.htf)
        if self.won and any(a < b for a, b in zip(won, self.won, strict=True)):
            raise Failure("medals won went down", f"{where}: {self.won} then {won}")
        if st.turn > S.max_turns:
            raise Failure("past the turn cap", f"turn {st.turn} of {S.max_turns}")
        if st.turn != self.turn:
            self.turn, self.turn_start = st.turn, len(st.history)
        n = len(st.history) - self.turn_start
        self.report.longest_turn = max(self.report.longest_turn, n)
        if n > self.turn_bound:
            raise Failure("a turn that does not end",
                          f"turn {st.turn}: {n} actions; the last: "
                          f"{', '.join(st.notation(a) for a in st.history[-6:])}")
        self.won = won

    def explained(self, rng: random.Random, legal: list[Any]) -> None:
        """The play mode's "why not" agrees with the engine: no reason for a legal action, a
        reason from the rules for every other action a player might click (the candidates
        and the check of tests/engine/game/test_explain.py)."""
        from tests.engine.game.test_explain import _hold_to_the_engine

        st = self.game.state
        self.report.explained += 1
        try:
            _hold_to_the_engine(st, legal, rng)
        except AssertionError as e:
            raise Failure("the why-not contradicts the engine",
                          f"in {st.phase}, turn {st.turn}: {e}") from None
        except Exception as e:  # noqa: BLE001 - what the fuzzer looks for
            raise Failure(f"the why-not raised {type(e).__name__}",
                          "".join(traceback.format_exception(e))[-1500:]) from None

    def decision(self, rng: random.Random, probe: int) -> list[Any]:
        st = self.game.state
        p = st.current_player()
        legal = self.game.legal_actions()
        if p == TERMINAL:
            if legal:
                raise Failure("legal actions in a game over", str(legal[:4]))
            if st.how not in HOW:
                raise Failure("a game over without a known end", repr(st.how))
            return []
        if p not in (0, 1):
            raise Failure("a chance step left to the players", f"current player {p}")
        if len(legal) < 2:
            raise Failure("fewer than two legal actions", f"{legal} in {st.phase}")
        if len(set(legal)) != len(legal):
            raise Failure("a legal action twice", f"{legal} in {st.phase}")
        for a in legal:
            text = st.notation(a)
            try:
                back = st.parse(text)
            except ValueError as e:
                raise Failure("notation does not read back", f"{a} written {text!r}: {e}"
                              ) from None
            if back != a:
                raise Failure("notation does not read back", f"{a} written {text!r}")
        if st.copy() != st:
            raise Failure("a copy differs from its state", f"in {st.phase}")
        if probe:
            self._probe(rng.sample(legal, min(probe, len(legal))))
        return legal

    def _probe(self, actions: list[Any]) -> None:
        g = self.game
        before = g.state.digest()
        saved = self.won, self.turn, self.turn_start
        for a in actions:
            text = g.state.notation(a)
            try:
                g.apply(a)
            except Failure:
                raise
            except Exception as e:  # noqa: BLE001 - what the fuzzer looks for
                raise Failure(f"a legal action raised {type(e).__name__}",
                              f"{text}: {''.join(traceback.format_exception(e))[-1500:]}"
                              ) from None
            self.position(f"after {text}")
            self.won, self.turn, self.turn_start = saved
            g.undo()
            self.report.probes += 1
            if g.state.digest() != before:
                raise Failure("undo gives another state", f"after {text}")


def _save_load(game: Game) -> None:
    """The game saved as a log and loaded again both ways: the same state."""
    text = game.log().dumps()
    log = GameLog.from_json(json.loads(text))
    want = game.state.digest()
    if log.replay(events=False).state.digest() != want:
        raise Failure("a saved game loads as another state (GameLog.replay)")
    if PlaySession.from_log(log).state.digest() != want:
        raise Failure("a saved game loads as another state (PlaySession.from_log)")


def _ended(r: Any, setup: Setup, seed: int) -> None:
    """The end of a game is one a batch's checkpoint accepts (editor/engine/game/batch.py
    refuses the others as games no engine plays)."""
    row = [seed, -1 if r.winner is None else r.winner, r.turns, *r.medals, r.how]
    wrong = _impossible(row, setup.max_turns) or _impossible_medals(row, setup)
    if wrong:
        raise Failure("an end no game has (a batch's checkpoint refuses it)", wrong)


def play_session(p: Plan, setup: Setup, turn_bound: int) -> Report:
    """Play game ``p`` as the play mode does, both seats people whose decisions the
    players make, taking decisions back (undo, a whole turn) and giving them again (redo)
    at random, with typed dice when ``p.way`` is ``physical``. After each undo or redo
    the state is the one seen after as many decisions; once, the game saved and loaded
    stands on the same state with the same decisions."""
    rng = random.Random(p.seed)
    s = PlaySession(p.scenario, seed=p.seed, physical=p.way == "physical",
                    max_turns=p.max_turns)
    players = (make_player(p.players[0], p.seed * 2 + 1), make_player(p.players[1], p.seed * 2 + 2))
    check = Checker(s.game, turn_bound)
    seen: dict[int, str] = {}
    save_at = rng.randrange(300)
    n = 0
    while not s.over:
        n += 1
        if s.pending_roll:
            s.enter_dice([rng.choice(DIE) for _ in range(s.pending_roll)])
            continue
        k = len(s.steps)
        digest = s.state.digest()
        if seen.get(k, digest) != digest:
            raise Failure(f"{p.way}: taken back and given again, another state",
                          f"after {k} decisions")
        seen[k] = digest
        check.position(f"after {k} decisions")
        if n == save_at:
            back = PlaySession.from_log(GameLog.from_json(json.loads(s.log().dumps())))
            if back.state.digest() != digest or len(back.steps) != k:
                raise Failure(f"{p.way}: a saved game loads as another state")
        roll = rng.random()
        if roll < 0.04 and s.can_undo:
            s.undo()
            check.won = ()  # medals won may be taken back with the decisions
        elif roll < 0.05 and s.can_take_back_turn:
            s.take_back_turn()
            check.won = ()
        elif roll < 0.3 and s.can_redo:
            s.redo()
        else:
            legal = s.legal_actions()
            if len(legal) < 2:
                raise Failure("fewer than two legal actions", f"{legal} in {s.state.phase}")
            s.apply(players[s.decider].choose(s.state, legal))
            for j in [j for j in seen if j > k]:
                del seen[j]  # another decision: what followed is another game
    r = s.result()
    _ended(r, setup, p.seed)
    return Report(decisions=len(s.steps), turns=r.turns, how=r.how,
                  longest_turn=check.report.longest_turn)


def play(p: Plan, *, probe: int = 4, turn_bound: int = 1000, rerun: bool = True,
         explain: int = 0, cross: bool = False) -> Report:
    """Play game ``p`` checking every invariant; raises :class:`Failure`."""
    try:
        setup = Setup(p.scenario, max_turns=p.max_turns)
    except Exception as e:  # noqa: BLE001
        raise Failure(f"a playable scenario builds no tables: {type(e).__name__}",
                      "".join(traceback.format_exception(e))[-1500:]) from None
    if p.way != "game":
        return play_session(p, setup, turn_bound)
    rng = random.Random(p.seed)
    game = Game(setup, seed=p.seed, events=False, undo=True)
    players = (make_player(p.players[0], p.seed * 2 + 1), make_player(p.players[1], p.seed * 2 + 2))
    game.players = (players[0].name, players[1].name)
    check = Checker(game, turn_bound)
    save_at = rng.randrange(400)
    check.position("at the start")
    while True:
        legal = check.decision(rng, probe)
        if not legal:
            break
        st = game.state
        if check.report.decisions == save_at:
            _save_load(game)
        if explain and check.report.decisions % explain == explain - 1:
            check.explained(rng, legal)
        a = players[st.current_player()].choose(st, legal)
        if a not in legal:
            raise Failure("a player chose an illegal action", f"{a} of {legal}")
        try:
            game.apply(a)
        except Exception as e:  # noqa: BLE001
            raise Failure(f"a legal action raised {type(e).__name__}",
                          f"{st.notation(a)}: {''.join(traceback.format_exception(e))[-1500:]}"
                          ) from None
        check.report.decisions += 1
        check.position(f"after {st.notation(a)}")
    r = game.result()
    check.report.turns, check.report.how = r.turns, r.how
    _ended(r, setup, p.seed)
    log = GameLog.from_json(json.loads(game.log().dumps()))
    if log.check(log.replay(events=False)):
        raise Failure("a finished game's log replays to another result",
                      "; ".join(log.check(log.replay(events=False))))
    if rerun:
        again = Game(setup, seed=p.seed, events=False, undo=False)
        again.run(make_player(p.players[0], p.seed * 2 + 1),
                  make_player(p.players[1], p.seed * 2 + 2))
        if again.actions != game.actions or again.state.digest() != game.state.digest():
            n = next((i for i, (x, y) in enumerate(zip(again.actions, game.actions))
                      if x != y), min(len(again.actions), len(game.actions)))
            raise Failure("the same seed plays another game",
                          f"the fast loop differs from decision {n + 1} on")
    if cross:
        elsewhere(p, (game.state.digest(), len(game.actions)), p.seed % 4096 + 1)
    return check.report


#: A game played in another Python (another PYTHONHASHSEED): the scenario's text on
#: standard input, the digest of the end and the decisions on standard output.
_ELSEWHERE = """
import sys
from editor.engine.game import Game, make_player
from editor.engine.game.tables import Setup
from editor.io.m44 import loads
seed, max_turns, a, b = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
g = Game(Setup(loads(sys.stdin.buffer.read()).scenario, max_turns=max_turns), seed=seed,
         events=False, undo=False)
g.run(make_player(a, seed * 2 + 1), make_player(b, seed * 2 + 2))
print(g.state.digest(), len(g.actions))
"""


def elsewhere(p: Plan, want: tuple[str, int], hash_seed: int) -> None:
    """Game ``p`` played again in another Python, with another hash seed (as worker
    processes spawned by ``m44 simulate`` and the balance lab play it): the same game."""
    import os
    import subprocess

    env = {**os.environ, "PYTHONHASHSEED": str(hash_seed),
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run(
        [sys.executable, "-c", _ELSEWHERE, str(p.seed), str(p.max_turns), *p.players],
        input=dumps(p.scenario).encode("utf-8"), capture_output=True, env=env, timeout=600,
        check=False)
    got = done.stdout.decode().split()
    if done.returncode or got != [want[0], str(want[1])]:
        raise Failure("another Python plays another game",
                      f"PYTHONHASHSEED={hash_seed}: {' '.join(got) or 'nothing'} for "
                      f"{want[0]} {want[1]}; {done.stderr.decode()[-800:]}")


def run_one(p: Plan, args: argparse.Namespace, rerun: bool) -> tuple[Report | None, Failure | None]:
    hang = args.hang * (20 if any(x.startswith("search") for x in p.players) else 1)
    signal.setitimer(signal.ITIMER_REAL, hang)
    try:
        cross = bool(args.cross_every) and p.index % args.cross_every == 0
        return play(p, probe=args.probe, turn_bound=args.turn_bound, rerun=rerun,
                    explain=args.explain, cross=cross), None
    except Failure as f:
        return None, f
    except Hang:
        return None, Failure(f"a game over {hang:g} s", "")
    except Exception as e:  # noqa: BLE001 - what the fuzzer looks for
        return None, Failure(f"uncaught {type(e).__name__}",
                             "".join(traceback.format_exception(e))[-2000:])
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def _describe(p: Plan) -> str:
    return (f"game {p.index}: {p.source}"
            f"{' mutated: ' + '; '.join(p.mutations) if p.mutations else ''}; "
            f"{p.players[0]} vs {p.players[1]}, turn cap {p.max_turns}, dice seed {p.seed}, "
            f"played as a {p.way}")


def _save(args: argparse.Namespace, p: Plan, f: Failure, suffix: str = "") -> None:
    args.save.mkdir(parents=True, exist_ok=True)
    stem = args.save / f"seed{args.seed}-game{p.index}{suffix}"
    stem.with_suffix(".m44").write_text(dumps(p.scenario), "utf-8")
    stem.with_suffix(".txt").write_text(
        f"{f.kind}\n{_describe(p)}\nreplay: python -m tools.game_fuzz --seed {args.seed} "
        f"--only {p.index} (or --scenario {stem.with_suffix('.m44')} --seed {args.seed} "
        f"--only {p.index}; --shrink 120 cuts it down)\n{f.detail}\n", "utf-8")


def shrink(p: Plan, f: Failure, args: argparse.Namespace) -> Plan:
    """A smaller scenario failing the same way (same kind) in the same game (seed, players,
    turn cap): whole hexes emptied, then pieces lifted, then options dropped, one at a time,
    each kept when the failure stays, for at most ``args.shrink`` seconds."""
    end = time.monotonic() + args.shrink

    def fails(s: Scenario) -> bool:
        if time.monotonic() > end:
            return False
        _r, g = run_one(replace(p, scenario=s), args, False)
        return g is not None and g.kind == f.kind

    best = p.scenario.copy()
    changed = True
    while changed and time.monotonic() < end:
        changed = False
        for c in sorted(best.hexes):
            for cut in ({"terrain": None, "rect_terrain": None, "obstacle": None, "unit": None,
                         "tags": ()}, {"terrain": None}, {"rect_terrain": None},
                        {"obstacle": None}, {"tags": ()}, {"unit": None}):
                h = best.hexes.get(c)
                if h is None or all(getattr(h, k) == v for k, v in cut.items()):
                    continue
                trial = best.copy()
                trial.set_hex(c, replace(h, **cut))
                if fails(trial):
                    best, changed = trial, True
                    break
        for k in sorted(best.game_info.options):
            trial = best.copy()
            trial.game_info = replace(trial.game_info, options={
                x: v for x, v in trial.game_info.options.items() if x != k})
            if fails(trial):
                best, changed = trial, True
    return replace(p, scenario=best, mutations=p.mutations + ["shrunk"])


@dataclass
class Totals:
    games: int = 0
    decisions: int = 0
    probes: int = 0
    explained: int = 0
    longest_turn: tuple[int, int] = (0, -1)
    hows: Counter[str] = field(default_factory=Counter)
    players: Counter[str] = field(default_factory=Counter)
    mutated: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    first: dict[str, int] = field(default_factory=dict)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.game_fuzz",
                                 description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--games", type=int, default=1000, metavar="N", help="games to play")
    ap.add_argument("--seed", type=int, default=1, help="run seed (game i is always the same)")
    ap.add_argument("--time-limit", type=float, default=3600.0, metavar="S",
                    help="stop after S seconds even if N games were not played")
    ap.add_argument("--hang", type=float, default=60.0, metavar="S",
                    help="a game taking longer is a hang (20 times more with a search player)")
    ap.add_argument("--probe", type=int, default=4, metavar="K",
                    help="legal actions applied and undone at each decision (0: none)")
    ap.add_argument("--explain", type=int, default=10, metavar="K",
                    help="every K-th decision, hold the play mode's why-not to the engine "
                         "(0: never)")
    ap.add_argument("--turn-bound", type=int, default=1000, metavar="A",
                    help="a turn of more actions is one that does not end")
    ap.add_argument("--search-every", type=int, default=50, metavar="K",
                    help="one game in K has a search player (0: never)")
    ap.add_argument("--rerun-every", type=int, default=2, metavar="K",
                    help="one game in K is played again from its seed (0: never)")
    ap.add_argument("--cross-every", type=int, default=20, metavar="K",
                    help="one game in K is played again in another Python, with another "
                         "hash seed (0: never)")
    ap.add_argument("--scenario", type=Path, metavar="FILE",
                    help="play this scenario's games instead of the corpus' mutants")
    ap.add_argument("--only", type=int, metavar="I", help="play game I alone, with details")
    ap.add_argument("--shrink", type=float, default=0.0, metavar="S",
                    help="with --only: cut the failing scenario down for up to S seconds "
                         "(hexes emptied, pieces lifted, options dropped) and save it")
    ap.add_argument("--save", type=Path, default=Path("game-fuzz-failures"), metavar="DIR",
                    help="where failing scenarios are written")
    return timed(_run, ap.parse_args(argv))


def _run(args: argparse.Namespace) -> int:
    given = load(args.scenario).scenario if args.scenario else None
    corpus = None if given is not None else Corpus.load()
    if args.only is not None:
        p = plan(corpus, args.seed, args.only, args.search_every, given)
        print(_describe(p))
        report, f = run_one(p, args, True)
        if f is not None:
            print(f"failure: {f.kind}\n{f.detail}")
            if args.shrink:
                small = shrink(p, f, args)
                _r, f = run_one(small, args, True)
                assert f is not None
                _save(args, small, f, "-shrunk")
                print(f"shrunk to {sum(1 for _ in small.scenario.units())} units, "
                      f"{len(small.scenario.hexes)} hexes: "
                      f"{args.save / f'seed{args.seed}-game{p.index}-shrunk.m44'}\n{f.detail}")
            return 1
        assert report is not None
        print(f"passed: {report.decisions} decisions, {report.turns} turns ({report.how}), "
              f"longest turn {report.longest_turn} actions, {report.probes} probes")
        return 0
    t = Totals()
    start = time.monotonic()
    for i in range(args.games):
        if time.monotonic() - start > args.time_limit:
            break
        p = plan(corpus, args.seed, i, args.search_every, given)
        try:
            report, f = run_one(p, args, bool(args.rerun_every) and i % args.rerun_every == 0)
        except KeyboardInterrupt:
            print(f"game fuzz: interrupted at game {i}", file=sys.stderr)
            break
        t.games += 1
        t.mutated += bool(p.mutations)
        t.players.update(x.partition(":")[0] for x in p.players)
        if f is not None:
            t.kinds[f.kind] += 1
            if f.kind not in t.first:
                t.first[f.kind] = i
                _save(args, p, f)
            continue
        assert report is not None
        t.decisions += report.decisions
        t.probes += report.probes
        t.explained += report.explained
        t.hows[report.how] += 1
        t.longest_turn = max(t.longest_turn, (report.longest_turn, i))
        if sys.stderr.isatty() and t.games % 20 == 0:
            print(f"\r{t.games:,} games, {sum(t.kinds.values())} failures", end="",
                  file=sys.stderr)
    return _print(args, t, time.monotonic() - start)


def _print(args: argparse.Namespace, t: Totals, elapsed: float) -> int:
    print(f"game fuzz: seed {args.seed}: {t.games:,} games ({t.mutated:,} on mutants) in "
          f"{elapsed:,.0f} s; {t.decisions:,} decisions checked, {t.probes:,} actions "
          f"applied and undone, {t.explained:,} positions' why-nots; longest turn {t.longest_turn[0]} actions (game "
          f"{t.longest_turn[1]}); players {dict(t.players)}; ended by {dict(t.hows)}")
    if not t.kinds:
        print("game fuzz: no failures")
        return 0
    print(f"game fuzz: {sum(t.kinds.values())} failure(s) by kind (first game; --only I "
          f"replays):")
    for kind, n in t.kinds.most_common():
        print(f"  {n:6d}  {kind}  (game {t.first[kind]})")
    return 1


if __name__ == "__main__":
    sys.exit(main())
