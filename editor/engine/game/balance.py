"""What a balance lab needs of each simulated game besides its winner: per-game records and
the heat-map counts, collected while the game is played, Qt-free.

A game is played exactly as :func:`~editor.engine.game.simulate.play_one` plays it (the same
:class:`~editor.engine.game.match.Game`, seed, players and fast loop), so a run with these
counts gives the same games as ``m44 simulate``. The counts are read from the public state
(``upos``, ``ufig``, ``alive``, ``obj``, ``turn``, the medals) at every decision and before
every roll, through a wrapper around each player and around the dice: the engine's own code
is not touched, and nothing is kept but counts (no log, no events), so a run of thousands of
games keeps its memory flat once the counts of a scenario's hexes are all present.

The layers, each per side (the side whose units, or whose gain, it counts), except battles:

- ``eliminated``: where that side's units were eliminated (the hex they stood on);
- ``battles``: where battles were fought (the target hex of each battle declared);
- ``taken``: how often each objective was gained by the side (it did not hold it just
  before: captures from the enemy and from nobody);
- ``held``: for how many player turns the side held each objective (held at a turn's start);
- ``exits``: how often that side's units left the board through each exit hex.

Objective layers are counted per objective and drawn on each hex of it.

>>> from editor.io.m44 import load
>>> from editor.engine.game.tables import Setup
>>> setup = Setup(load("scenarios/oyster-green.m44").scenario)
>>> g, counts = play_counted(setup, "greedy", "greedy", 3)
>>> heat = HeatMap.of(setup); heat.add(counts)
>>> heat.games, sum(heat.layer("eliminated", 0).values()) + \\
...     sum(heat.layer("eliminated", 1).values()) > 0
(1, True)
"""

from __future__ import annotations

import csv
import io
import json
import math
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from editor.engine.board import Coord, HexNameError, Side
from editor.engine.rules.units import figures_of, profile_of
from editor.engine.scenario import Scenario, Unit
from editor.engine.words import counted

from .actions import BATTLE, Action
from .dice import SeededDice
from .match import Game
from .players import Player, make_player
from .tables import Setup

if TYPE_CHECKING:
    from .simulate import GameSummary, SimulationResult
    from .state import GameState

#: Heat layers per hex (``battles`` has no side; the others are per side).
HEX_LAYERS = ("eliminated", "battles", "exits")
#: Heat layers per objective (drawn on each of its hexes).
OBJECTIVE_LAYERS = ("taken", "held")
LAYERS = ("eliminated", "battles", "taken", "held", "exits")
#: The per-side timeline of medals: ``("medal", player, turn)`` is the change of the player's
#: medals in that turn (an objective lost counts -1), so the sum up to a turn is the medals
#: held then, and the sum of a game is its final score.
MEDAL = "medal"

#: ``(layer, player, index) -> count``: index is a hex (hex layers), an objective (objective
#: layers) or a turn (:data:`MEDAL`); player is -1 for ``battles``.
Counts = dict[tuple[str, int, int], int]


class _Watch:
    """Reads one game's public state at each step and counts what changed since."""

    def __init__(self, setup: Setup) -> None:
        self.S = setup
        self.counts: Counts = {}
        self.state: GameState | None = None
        self.pos = [u.start for u in setup.units]
        self.alive = -1
        self.obj: list[int] = []
        self.turn = -1
        self.medals = [0, 0]

    def _add(self, key: tuple[str, int, int], n: int = 1) -> None:
        self.counts[key] = self.counts.get(key, 0) + n

    def attach(self, st: GameState) -> None:
        self.state = st
        self.alive = st.alive[0] + st.alive[1]
        self.obj = list(st.obj)
        self.turn = st.turn
        self.medals = [st.medals(0), st.medals(1)]
        for p in (0, 1):
            if self.medals[p]:
                self._add((MEDAL, p, st.turn), self.medals[p])  # objectives held at the start

    def see(self) -> None:
        st = self.state
        if st is None:
            return
        upos = st.upos
        alive = st.alive[0] + st.alive[1]
        if alive != self.alive:
            units, ufig = self.S.units, st.ufig
            for u, was in enumerate(self.pos):
                if was >= 0 and upos[u] < 0 and not units[u].flies:  # ground units only
                    layer = "exits" if ufig[u] > 0 else "eliminated"
                    self._add((layer, units[u].player, was))
            self.alive = alive
        self.pos = upos[:]
        obj = st.obj
        if obj != self.obj:
            for k, h in enumerate(obj):
                if h >= 0 and h != self.obj[k]:
                    self._add(("taken", h, k))
            self.obj = list(obj)
        if st.turn != self.turn:
            for k, h in enumerate(obj):
                if h >= 0:
                    self._add(("held", h, k), st.turn - self.turn)
            self._medals(self.turn)
            self.turn = st.turn

    def _medals(self, turn: int) -> None:
        st = self.state
        assert st is not None
        for p in (0, 1):
            m = st.medals(p)
            if m != self.medals[p]:
                self._add((MEDAL, p, turn), m - self.medals[p])
            self.medals[p] = m

    def finish(self) -> None:
        self.see()
        self._medals(self.turn)


class _Seen:
    """A player that lets the watch read the state before each decision and counts the
    battles it declares; its choices are the wrapped player's own."""

    def __init__(self, player: Player, watch: _Watch) -> None:
        self.player = player
        self.name = player.name
        self.watch = watch

    def choose(self, state: GameState, actions: Sequence[Action]) -> Action:
        self.watch.see()
        a = self.player.choose(state, actions)
        if a.kind == BATTLE:
            self.watch._add(("battles", -1, a.b))
        return a


class _WatchedDice(SeededDice):
    """The seeded dice of the game (the same faces), reading the state before each roll:
    a roll settles a battle, after which units may be gone."""

    def __init__(self, seed: int, watch: _Watch) -> None:
        super().__init__(seed)
        self.watch = watch

    def roll(self, n: int) -> tuple[int, ...]:
        self.watch.see()
        return super().roll(n)


def play_counted(setup: Setup, ai: str, vs: str, seed: int) -> tuple[GameSummary, Counts]:
    """Play game ``seed`` as :func:`~editor.engine.game.simulate.play_one` does (the same
    game) and return its summary with its heat-map counts."""
    from .simulate import GameSummary

    watch = _Watch(setup)
    game = Game(setup, dice=_WatchedDice(seed, watch), seed=seed, events=False, undo=False)
    watch.attach(game.state)
    result = game.run(_Seen(make_player(ai, seed * 2 + 1), watch),
                      _Seen(make_player(vs, seed * 2 + 2), watch))
    watch.finish()
    return GameSummary(seed, result.winner, result.turns, result.medals, result.how), \
        watch.counts


@dataclass
class HeatMap:
    """The heat-map counts of many games folded together (memory: one number per hex,
    objective or turn that ever counted, whatever the number of games)."""

    coords: tuple[Coord, ...]
    #: The hexes of each objective (indexes into :attr:`coords`).
    objectives: tuple[tuple[int, ...], ...]
    games: int = 0
    counts: Counts = field(default_factory=dict)

    @classmethod
    def of(cls, setup: Setup) -> HeatMap:
        return cls(setup.coords, tuple(o.hexes for o in setup.objectives))

    def add(self, counts: Mapping[tuple[str, int, int], int]) -> None:
        """Fold in one game's counts."""
        self.games += 1
        c = self.counts
        for k, n in counts.items():
            c[k] = c.get(k, 0) + n

    def layer(self, name: str, player: int = -1) -> dict[Coord, int]:
        """The totals of a layer on each hex (``player`` -1: both sides added)."""
        out: dict[Coord, int] = {}
        per_objective = name in OBJECTIVE_LAYERS
        for (layer, p, i), n in self.counts.items():
            if layer != name or (player >= 0 and p != player):
                continue
            for h in (self.objectives[i] if per_objective else (i,)):
                c = self.coords[h]
                out[c] = out.get(c, 0) + n
        return out

    def medal_turns(self, player: int) -> dict[int, int]:
        """The change of ``player``'s medals in each turn, summed over all games (the sum
        up to turn t over the games is the medals held at t, a game over keeping its
        score)."""
        return {t: n for (layer, p, t), n in self.counts.items()
                if layer == MEDAL and p == player}

    def to_json(self) -> dict[str, Any]:
        layers: dict[str, Any] = {}
        for name in LAYERS:
            for p in ((-1,) if name == "battles" else (0, 1)):
                cells = self.layer(name, p)
                key = name if p < 0 else f"{name}:{p + 1}"
                layers[key] = [{"row": c.row, "col": c.col, "count": n}
                               for c, n in sorted(cells.items())]
        return {"games": self.games, "layers": layers,
                "medal_turns": {str(p + 1): {str(t): n for t, n in
                                             sorted(self.medal_turns(p).items())}
                                for p in (0, 1)}}


# --- knobs of a "what if" sweep -------------------------------------------------------------

#: The knobs a sweep may vary: command cards or medals to win of player 1/2, who moves first;
#: and ``figures:HEX``, the figures of the unit on a hex (``figures:E5``).
KNOBS = ("cards1", "cards2", "medals1", "medals2", "first")
FIGURES = "figures:"
#: The figures a unit may have (the Hex panel's range).
MOST_FIGURES = 9


#: The knobs' words (a unit's figures: :func:`knob_label`).
KNOB_LABELS = {"cards1": "command cards of player 1", "cards2": "command cards of player 2",
               "medals1": "medals to win of player 1", "medals2": "medals to win of player 2",
               "first": "player who moves first"}


def knob_label(knob: str, sides: Sequence[str] | None = None) -> str:
    """A knob in words: :data:`KNOB_LABELS`, or ``figures of the unit on E5`` for a unit's
    figures (``figures:E5``). With the scenario's ``sides`` (player 1's, player 2's), a
    player's knob names the side as the games' figures do: "medals to win of player 2"
    stood beside a plot and sentences that spoke of the Axis and the Allies only.

    >>> knob_label("medals2"), knob_label("medals2", ("AXIS", "ALLIES"))
    ('medals to win of player 2', 'medals to win of Allies (player 2)')
    """
    if knob.startswith(FIGURES):
        return f"figures of the unit on {knob.removeprefix(FIGURES)}"
    label = KNOB_LABELS.get(knob, knob)
    if sides is not None and knob[-1:] in ("1", "2") and knob in KNOB_LABELS:
        p = int(knob[-1]) - 1
        label = label.replace(f"player {p + 1}", f"{Side.words(sides[p])} (player {p + 1})")
    return label


def _unit_knob(scenario: Scenario, knob: str) -> tuple[Coord, Unit]:
    """The hex and the unit a ``figures:HEX`` knob turns (``ValueError`` when none)."""
    name = knob.removeprefix(FIGURES)
    try:
        c = scenario.board.parse_hex(name)
    except HexNameError as e:
        raise ValueError(str(e)) from None
    unit = scenario.hex(c).unit
    if unit is None:
        raise ValueError(f"no unit on {name}")
    return c, unit


def check_knob(scenario: Scenario, knob: str) -> None:
    """``ValueError`` naming what is wrong when ``knob`` is no knob of ``scenario``: an
    unknown name, a hex name the board does not have, a hex without a unit."""
    if knob.startswith(FIGURES):
        _unit_knob(scenario, knob)
    elif knob not in KNOBS:
        raise ValueError(f"unknown knob {knob!r} (one of: {', '.join(KNOBS)}, or "
                         f"{FIGURES}HEX)")


def knob_value(scenario: Scenario, knob: str) -> int:
    """The scenario's current value of ``knob`` (the engine's defaults when unset)."""
    if knob.startswith(FIGURES):
        _c, unit = _unit_knob(scenario, knob)
        profile = profile_of(unit)
        return figures_of(unit, profile) if profile is not None else unit.nbr_units or 1
    setup_like = Setup(scenario)
    if knob in ("cards1", "cards2"):
        return setup_like.cards[int(knob[-1]) - 1]
    if knob in ("medals1", "medals2"):
        return setup_like.victory[int(knob[-1]) - 1]
    if knob == "first":
        return setup_like.first_player + 1
    raise ValueError(f"unknown knob {knob!r} (one of: {', '.join(KNOBS)})")


def with_knob(scenario: Scenario, knob: str, value: int) -> Scenario:
    """A copy of ``scenario`` with ``knob`` set to ``value`` (``first``: 1 or 2; a unit's
    figures: 1 to :data:`MOST_FIGURES`)."""
    if knob.startswith(FIGURES):
        c, unit = _unit_knob(scenario, knob)
        if not 1 <= value <= MOST_FIGURES:
            raise ValueError(f"a unit has 1 to {MOST_FIGURES} figures")
        out = scenario.copy()
        out.set_hex(c, replace(scenario.hex(c), unit=replace(unit, nbr_units=value)))
        return out
    gi = scenario.game_info
    if knob == "cards1":
        gi = replace(gi, cards_player1=value)
    elif knob == "cards2":
        gi = replace(gi, cards_player2=value)
    elif knob == "medals1":
        gi = replace(gi, victory_player1=value)
    elif knob == "medals2":
        gi = replace(gi, victory_player2=value)
    elif knob == "first":
        if value not in (1, 2):
            raise ValueError("who moves first is player 1 or 2")
        gi = replace(gi, starting=f"PLAYER{value}")
    else:
        raise ValueError(f"unknown knob {knob!r} (one of: {', '.join(KNOBS)})")
    out = scenario.copy()
    out.game_info = gi
    return out


def default_values(scenario: Scenario, knob: str) -> list[int]:
    """The values a sweep of ``knob`` tries unless told: 1 and 2 for who moves first; else
    the scenario's value and two on each side of it (a unit's figures within 1 to
    :data:`MOST_FIGURES`)."""
    if knob == "first":
        return [1, 2]
    check_knob(scenario, knob)
    try:
        now = knob_value(scenario, knob)
    except Exception:  # noqa: BLE001 - a scenario the engine cannot set up yet
        now = 5
    top = MOST_FIGURES if knob.startswith(FIGURES) else now + 2
    return list(range(max(1, now - 2), min(top, now + 2) + 1))


def parse_values(text: str) -> list[int]:
    """The values of a sweep as written (``8, 4,6``), from the smallest: the plot's lines
    and interval bands run from one value to the next (in the order written, they ran back
    and crossed). ``ValueError`` saying what is wrong: a piece not a whole number, a value
    named twice (it would be played twice, and tested twice in Holm's correction), none.

    >>> parse_values("8, 4,6")
    [4, 6, 8]
    """
    values: list[int] = []
    for v in (v for v in text.replace(" ", "").split(",") if v):
        if not v.lstrip("-").isdigit() or not v.isascii():
            raise ValueError(f"the values are whole numbers separated by commas, not {v!r}")
        if int(v) in values:
            raise ValueError(f"each value is played once: {int(v)} is named twice")
        values.append(int(v))
    if not values:
        raise ValueError("no value given: the values are whole numbers separated by commas")
    return sorted(values)


def _won(r: SimulationResult) -> int:
    """The games of ``r`` a side won (the rest drawn at the turn cap)."""
    return sum(r.wins.get(s, 0) for s in r.sides)


def closest_to_even(points: Iterable[tuple[int, SimulationResult]]) -> int | None:
    """The knob value whose two sides' win rates are closest to each other (the smaller
    value on a tie), among those where a game was won: a value whose every game was drawn
    (0% against 0%) is no even game, only an undecided one. Not player 1's rate against
    50%: with draws, 50% against 30% is no even game. ``None`` when no game was won."""
    def gap(point: tuple[int, SimulationResult]) -> tuple[float, int]:
        value, r = point
        w1, w2 = (r.wins.get(s, 0) for s in r.sides)
        return (abs(w1 - w2) / r.games, value)

    best = min((p for p in points if _won(p[1])), key=gap, default=None)
    return None if best is None else best[0]


#: The share of sweeps in which an even value may still be shown lopsided, over all the
#: values tested together (Holm's correction keeps it to this), as for Which knob's steps
#: (:attr:`.sensitivity.Sensitivity.LEVEL`).
LEVEL = 0.05


def even_p_value(r: SimulationResult) -> float:
    """The two-sided p-value of "an even game" for one value's run: player 1's share of the
    games won (draws aside) against one half, by the score test the 95% Wilson interval
    inverts (it leaves out one half exactly when this is under 5%, up to the rounding of
    its ends). 1 when no game was won.

    >>> from editor.engine.game.simulate import SimulationResult
    >>> r = SimulationResult("A", ("AXIS", "ALLIES"), ("greedy", "greedy"), games=100,
    ...                      wins={"AXIS": 60, "ALLIES": 40})
    >>> round(even_p_value(r), 4)
    0.0455
    """
    w1, w2 = (r.wins.get(s, 0) for s in r.sides)
    if not w1 + w2:
        return 1.0
    return math.erfc(abs(w1 - w2) / math.sqrt(w1 + w2) / math.sqrt(2))


def tested(points: Iterable[tuple[int, SimulationResult]]) -> list[int]:
    """The values whose evenness is tested: those where a game was won (a value whose
    every game was drawn at the turn cap says nothing of the balance)."""
    return [v for v, r in points if _won(r)]


def shown_lopsided(points: Sequence[tuple[int, SimulationResult]]) -> list[int]:
    """The values shown lopsided: their test of an even game (:func:`even_p_value`) passes
    Holm's correction for the values tested (their p-values from the smallest, the *k*-th
    held to 5% / (m - k + 1), stopping at the first that fails), so that over all the
    values a false "lopsided" comes up at most 5% of the time, as Which knob shows its
    steps (:meth:`.sensitivity.Sensitivity.shown`). Five values are five tests: one at
    5% each would call an even value lopsided by chance about one sweep in four. A value
    whose 95% interval leaves out one half on its own may not be shown."""
    order = sorted((even_p_value(r), v) for v, r in points if _won(r))
    shown: set[int] = set()
    for k, (p, v) in enumerate(order):
        if p > LEVEL / (len(order) - k):
            break
        shown.add(v)
    return [v for v, _ in points if v in shown]


def not_told_from_even(points: Sequence[tuple[int, SimulationResult]]) -> list[int]:
    """The knob values whose games cannot tell them from an even game: those not
    :func:`shown_lopsided` after Holm's correction for the values tested (and those where
    no game was won). Each is said of its value alone: they say nothing of one value
    against another."""
    lopsided = shown_lopsided(points)
    return [v for v, _ in points if v not in lopsided]


def sweep_correction(points: Sequence[tuple[int, SimulationResult]]) -> str:
    """What "shown lopsided" means, in words: ``after Holm's correction for the 5 values
    with a game won``, or ``by its 95% interval`` when one value was tested."""
    n = len(tested(points))
    return (f"after Holm's correction for the {n} values with a game won" if n > 1
            else "by its 95% interval")


def games_each(points: Sequence[tuple[int, SimulationResult]]) -> str:
    """The games a sweep played of each value: ``100 games each``, ``40 to 100 games
    each`` (a sweep stopped)."""
    games = sorted({p.games for _, p in points})
    return (f"{counted(games[0], 'game')} each" if len(games) == 1 else
            f"{games[0]} to {games[-1]} games each")


def lopsided_words(points: Sequence[tuple[int, SimulationResult]]) -> str:
    """The values shown lopsided, with the correction: ``shown lopsided after Holm's
    correction for the 5 values with a game won: 2 and 6``, ``none shown lopsided ...``;
    empty when no game was won (the plot's and the table's note)."""
    if not tested(points):
        return ""
    lopsided = shown_lopsided(points)
    return (f"shown lopsided {sweep_correction(points)}: {_listed(lopsided)}" if lopsided
            else f"none shown lopsided {sweep_correction(points)}")


def sweep_words(points: Sequence[tuple[int, SimulationResult]], best: int | None) -> str:
    """What a sweep shows, no more: the value closest to even with its sides' win rates,
    and which values the games cannot tell from an even game (or that none gives one)."""
    if not points:
        return ""
    if best is None:
        return (f"No game was won at any value: every game ({games_each(points)}) was drawn "
                "at the turn cap, so the sweep says nothing of the balance")
    r = dict(points)[best]
    rates = ", ".join(f"{Side.words(s)} {100 * r.win_rate[s]:.0f}%" for s in r.sides)
    if r.draws:
        rates += f", draws {100 * r.draws / r.games:.0f}%"
    head = f"Closest to an even game: {best} ({rates})"
    undecided = [v for v, p in points if not _won(p)]
    if undecided:
        head += (f"; no game was won at {_listed(undecided)} (every one drawn at the turn "
                 "cap: no sign of the balance there)")
    even = [v for v in not_told_from_even(points) if v not in undecided]
    correction = sweep_correction(points)
    if not even:
        every = "every other value" if undecided else "every value tried"
        return (f"{head}; yet {every} is shown lopsided {correction} (player 1's share of "
                "the games won, against one half)")
    each = games_each(points)
    if len(even) == 1:
        return (f"{head}; of the values tried, only {even[0]} cannot be told from even with "
                f"{each} ({correction})")
    return (f"{head}; {_listed(even)} cannot be told from even with {each} ({correction}: "
            "the games rank none of them above another)")


def _listed(values: Sequence[int]) -> str:
    """``4``, ``4 and 5``, ``4, 5 and 6``."""
    if len(values) == 1:
        return str(values[0])
    return ", ".join(str(v) for v in values[:-1]) + f" and {values[-1]}"


# --- exports ---------------------------------------------------------------------------------

CSV_FIELDS = ("seed", "winner", "turns", "medals1", "medals2", "how")


def record_rows(records: Iterable[GameSummary], sides: tuple[str, str]) -> list[dict[str, Any]]:
    """One row per game: seed, winner (side, or ``draw``), turns, each player's medals, how
    it was won."""
    return [{"seed": g.seed, "winner": "draw" if g.winner is None else sides[g.winner],
             "turns": g.turns, "medals1": g.medals[0], "medals2": g.medals[1],
             "how": g.how} for g in records]


def records_csv(records: Iterable[GameSummary], sides: tuple[str, str]) -> str:
    return csv_text(CSV_FIELDS, record_rows(records, sides))


def sweep_csv(knob: str, points: Sequence[tuple[int, SimulationResult]]) -> str:
    """A sweep's games as CSV: one row per game of each value, the knob and its value
    first (``knob`` ``medals2`` or ``figures:E5``, ``value`` 5). The value's column was
    named by the knob, and the knobs ``medals1`` and ``medals2`` are columns of every game
    too: the game's medals wrote over the value."""
    rows = [{"knob": knob, "value": value, **row} for value, r in points
            for row in record_rows(r.records or [], r.sides)]
    return csv_text(("knob", "value", *CSV_FIELDS), rows)


def csv_text(fields: Sequence[str], rows: Iterable[dict[str, Any]]) -> str:
    """``rows`` as CSV with a header of ``fields``, lines ended by ``\\n``."""
    out = io.StringIO()
    w = csv.DictWriter(out, fieldnames=fields, lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
    return out.getvalue()


def write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write an export atomically (a temporary file renamed over the target)."""
    from pathlib import Path

    from editor.io.files import atomic_write

    atomic_write(Path(path), text.encode("utf-8"), backup=False)


def summary_json(result: SimulationResult, scenario: Scenario | None = None) -> dict[str, Any]:
    """The summary of a run as ``m44 simulate --json`` prints it:
    ``SimulationResult.to_json`` and, given the scenario played, what of it the games did
    not play (``not_played``) and what makes its win rates say less than they seem
    (``warnings``: :func:`~.simulate.run_warnings`)."""
    from .simulate import not_played, run_warnings

    out = result.to_json()
    if scenario is not None:
        out["not_played"] = not_played(scenario)
        out["warnings"] = run_warnings(scenario)
    return out


def comparison_json(a: SimulationResult, b: SimulationResult, scenario_a: Scenario,
                    scenario_b: Scenario, games: bool = False) -> dict[str, Any]:
    """Two runs as ``m44 simulate A --compare B --json`` prints them: each one's summary
    (with its games and heat map, :func:`results_json`, when ``games``), what B's scenario
    changes from A's (``board_change`` and ``changes``, as ``m44 diff --json`` lists them:
    :func:`editor.io.diff.whole_board_change`), each side's
    difference of the win rates, and the notes the text says under them (``notes``)."""
    from editor.io.diff import whole_board_change

    from .simulate import compare, comparison_notes

    run = results_json if games else summary_json
    diffs = compare(a, b)
    board, changes = whole_board_change(scenario_a, scenario_b)
    return {"a": run(a, scenario_a), "b": run(b, scenario_b),
            "board_change": None if board is None else board.as_json(),
            "changes": [c.as_json() for c in changes],
            "difference": {d.side: d.to_json() for d in diffs},
            "notes": comparison_notes(a, b, diffs)}


def results_json(result: SimulationResult, scenario: Scenario | None = None) -> dict[str, Any]:
    """The summary of a run (:func:`summary_json`), one row per game (``records``), and the
    heat map when it was counted."""
    out = summary_json(result, scenario)
    if result.records is not None:
        out["records"] = record_rows(result.records, result.sides)
    if result.heat is not None:
        out["heat"] = result.heat.to_json()
    return out


def sweep_json(knob: str, points: Sequence[tuple[int, SimulationResult]], scenario: Scenario,
               games: bool = False) -> dict[str, Any]:
    """A sweep as ``m44 simulate --what-if KNOB=V,... --json`` prints it: the knob (``knob``,
    ``label``, the scenario's value ``now``), one run's summary for each value tried
    (``values``: :func:`summary_json` of the scenario with that value, so its own
    ``not_played`` and ``warnings``, with its ``value``, whether it is ``shown`` lopsided
    after Holm's correction, whether its own 95% interval of player 1's share of the games
    won leaves out one half, ``interval_leaves_out_half``, and the ``p_value`` of an even
    game; one record per game and the heat map too, when ``games``), the value
    ``closest_to_even``, those ``not_told_from_even``, the ``correction`` (``holm``, the
    values ``tests``ed: those with a game won, the ``level``) and the sweep in ``words``,
    with what of the scenario the games did not play (``not_played``) and the values'
    ``warnings``, each once, as the text says them."""
    from .simulate import not_played, wilson

    best = closest_to_even(points)
    lopsided = shown_lopsided(points)
    values = []
    for value, r in points:
        version = with_knob(scenario, knob, value)
        one = results_json(r, version) if games else summary_json(r, version)
        w1, w2 = (r.wins.get(s, 0) for s in r.sides)
        lo, hi = wilson(w1, w1 + w2)
        values.append({"value": value, **one, "shown": value in lopsided,
                       "interval_leaves_out_half": not lo <= 0.5 <= hi,
                       "p_value": round(even_p_value(r), 6)})
    sides = (scenario.game_info.side_player1, scenario.game_info.side_player2)
    return {"knob": knob, "label": knob_label(knob, sides), "now": knob_value(scenario, knob),
            "values": values, "closest_to_even": best,
            "not_told_from_even": not_told_from_even(points),
            "correction": {"method": "holm", "tests": len(tested(points)), "level": LEVEL},
            "words": sweep_words(points, best), "not_played": not_played(scenario),
            "warnings": list(dict.fromkeys(w for v in values for w in v["warnings"]))}


def dumps(data: Any) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
