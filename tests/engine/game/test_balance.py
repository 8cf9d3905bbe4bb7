"""The balance lab's engine side: per-game records and heat-map counts (editor/engine/game/
balance.py) give the same games as ``simulate``, and the counts equal those read from the
games' own logs (their readable events)."""

from __future__ import annotations

import csv
import io
import json
import re
from collections import Counter

import pytest

from editor.engine.game.balance import (HeatMap, closest_to_even, knob_value, play_counted,
                                        record_rows, records_csv, results_json, with_knob)
from editor.engine.game.simulate import SimulationResult, play_one, replay_game, simulate
from editor.engine.game.tables import Setup
from editor.engine.rules.units import profile_of
from editor.io.m44 import load

MILL = "tests/data/ai/mill-crossing.m44"  # objectives and exits
OYSTER = "scenarios/oyster-green.m44"


@pytest.fixture(scope="module")
def mill() -> Setup:
    return Setup(load(MILL).scenario)


def test_counted_games_are_the_simulated_games(mill: Setup) -> None:
    for seed in range(4):
        g, _ = play_counted(mill, "greedy", "random", seed)
        assert g == play_one(mill, "greedy", "random", seed)


def _from_events(setup: Setup, ai: str, vs: str, seed: int) -> dict[str, Counter]:
    """Counts read from the readable account of the game, replayed with events."""
    game = replay_game(setup, ai, vs, seed)
    sides = {setup.sides[p].label: p for p in (0, 1)}  # the events name sides in words
    owner = {u.label: u.player for u in setup.units}
    assert len(owner) == len({(u.label, u.player) for u in setup.units})  # a label tells the side
    labels = {o.label: k for k, o in enumerate(setup.objectives)}
    out: dict[str, Counter] = {k: Counter() for k in ("eliminated", "battles", "exits", "taken")}
    assert game.state.events is not None
    for _, text in game.state.events:
        if m := re.fullmatch(r"(\S+) (.+) is eliminated", text):
            out["eliminated"][(owner[m[2]], setup.hex_of(m[1]))] += 1
        elif m := re.match(r"(\S+) [^:]+? (battles|overruns) (\S+) ", text):
            out["battles"][setup.hex_of(m[3])] += 1
        elif m := re.match(r"(\S+) [^:]+? leaves the board through an exit hex: (\S+) ", text):
            out["exits"][(sides[m[2]], setup.hex_of(m[1]))] += 1
        elif m := re.fullmatch(r"objective (.+) (captured|held) by (\S+)", text):
            out["taken"][(sides[m[3]], labels[m[1]])] += 1
    return out


def test_heat_counts_equal_the_counts_of_the_game_logs(mill: Setup) -> None:
    seen: Counter = Counter()
    for seed in range(6):
        _, counts = play_counted(mill, "greedy", "greedy", seed)
        logged = _from_events(mill, "greedy", "greedy", seed)
        mine = {k: Counter() for k in logged}
        for (layer, p, i), n in counts.items():
            if layer in mine:
                mine[layer][i if layer == "battles" else (p, i)] += n
        assert mine == logged, seed
        seen.update({k: sum(v.values()) for k, v in logged.items()})
    # the scenario exercises every layer, so the comparison above compared something
    assert all(seen[k] > 0 for k in ("eliminated", "battles", "exits", "taken")), seen


def test_held_turns_and_medal_timeline(mill: Setup) -> None:
    g, counts = play_counted(mill, "greedy", "greedy", 2)
    held = sum(n for (layer, _, _), n in counts.items() if layer == "held")
    assert 0 < held <= g.turns * len(mill.objectives)
    falls = 0
    for seed in range(6):
        g, counts = play_counted(mill, "greedy", "greedy", seed)
        for p in (0, 1):
            net = sum(n for (layer, q, _), n in counts.items() if layer == "medal" and q == p)
            assert net == g.medals[p], seed  # the turns' changes add up to the final score
        falls += sum(1 for (layer, _, _), n in counts.items() if layer == "medal" and n < 0)
    assert falls > 0  # an objective lost is a fall of the medals held


def test_detail_gives_the_same_run_and_folds_records_and_heat(mill: Setup) -> None:
    plain = simulate(mill.scenario, 12, ai="greedy", seed=3, jobs=1)
    one = simulate(mill.scenario, 12, ai="greedy", seed=3, jobs=1, detail=True)
    two = simulate(mill.scenario, 12, ai="greedy", seed=3, jobs=2, detail=True)
    assert one.to_json() | {"seconds": 0} == plain.to_json() | {"seconds": 0}
    assert one.records == two.records and [g.seed for g in one.records] == list(range(3, 15))
    assert one.heat is not None and two.heat is not None
    assert one.heat.counts == two.heat.counts and one.heat.games == 12
    # the fold is the sum of the games' own counts
    total: Counter = Counter()
    for s in range(3, 15):
        total.update(play_counted(mill, "greedy", "greedy", s)[1])
    assert dict(total) == one.heat.counts


def test_heat_layers_on_hexes_and_objectives(mill: Setup) -> None:
    heat = HeatMap.of(mill)
    heat.add({("taken", 1, 0): 2, ("eliminated", 0, 5): 1, ("eliminated", 1, 5): 3})
    hexes = mill.objectives[0].hexes
    assert heat.layer("taken", 1) == {mill.coords[h]: 2 for h in hexes}
    assert heat.layer("taken", 0) == {}
    assert heat.layer("eliminated") == {mill.coords[5]: 4}
    assert heat.layer("eliminated", 1) == {mill.coords[5]: 3}


def test_csv_and_json_read_back_to_the_same_figures(mill: Setup) -> None:
    r = simulate(mill.scenario, 10, ai="greedy", vs="random", seed=1, jobs=1, detail=True)
    assert r.records is not None
    rows = list(csv.DictReader(io.StringIO(records_csv(r.records, r.sides))))
    assert len(rows) == r.games
    wins = Counter(row["winner"] for row in rows)
    assert {s: wins[s] for s in r.sides} == {s: r.wins.get(s, 0) for s in r.sides}
    assert sum(int(row["turns"]) for row in rows) == r.turns_total
    assert [int(row["seed"]) for row in rows] == [g.seed for g in r.records]
    data = json.loads(json.dumps(results_json(r)))
    assert data["records"] == [{k: (str(v) if k in ("winner", "how") else v)
                                for k, v in row.items()}
                               for row in record_rows(r.records, r.sides)]
    assert data["wins"] == r.to_json()["wins"]
    elim = sum(c["count"] for k in ("eliminated:1", "eliminated:2")
               for c in data["heat"]["layers"][k])
    assert elim == sum(n for (layer, _, _), n in r.heat.counts.items() if layer == "eliminated")


def test_knobs() -> None:
    s = load(OYSTER).scenario
    assert knob_value(with_knob(s, "cards2", 3), "cards2") == 3
    assert knob_value(with_knob(s, "medals1", 9), "medals1") == 9
    assert knob_value(with_knob(s, "first", 2), "first") == 2
    assert knob_value(s, "cards1") == Setup(s).cards[0]
    with pytest.raises(ValueError):
        with_knob(s, "luck", 1)
    # a unit's figures: the unit on the hex, its standard figures unless the file says
    c, unit = next((c, u) for c, u in s.units() if u.nbr_units is None)
    knob = f"figures:{s.board.hex_name(c)}"
    standard = knob_value(s, knob)
    assert standard == profile_of(unit).figures  # type: ignore[union-attr]
    fewer = with_knob(s, knob, standard - 1)
    assert knob_value(fewer, knob) == standard - 1 and fewer.hex(c).unit.name == unit.name
    assert s.hex(c).unit == unit  # a copy: the scenario is as it was
    for bad in (0, 10):
        with pytest.raises(ValueError):
            with_knob(s, knob, bad)
    empty = next(c for c in s.board.coords if s.hex(c).unit is None)
    with pytest.raises(ValueError, match="no unit on"):
        with_knob(s, f"figures:{s.board.hex_name(empty)}", 2)
    # the sides' wins closest to each other (test_simulate_statistics: draws, uncertainty)
    def run(w1: int, w2: int) -> SimulationResult:
        return SimulationResult("S", ("AXIS", "ALLIES"), ("random", "random"), games=20,
                                wins={"AXIS": w1, "ALLIES": w2})
    assert closest_to_even([(3, run(4, 16)), (4, run(9, 11)), (5, run(14, 6))]) == 4
    assert closest_to_even([]) is None
