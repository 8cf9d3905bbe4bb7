"""AI players, simulations and the game log."""

from __future__ import annotations

import json
import multiprocessing
import os
import subprocess
import sys
from importlib import import_module
from pathlib import Path

import pytest

from editor.engine.board import Board, Side
from editor.engine.game import (PLAYERS, Game, GameLog, GameLogError, GreedyPlayer,
                                RandomPlayer, Setup, kind_of, make_player, simulate, wilson)
from editor.engine.game.simulate import MIN_GAMES, compare, play_one
from editor.engine.game.players import MOST_EFFORT
from editor.engine.scenario import GameInfo, Hex, Scenario, Unit
from editor.io.m44 import load

from ...conftest import ROOT, SCENARIOS

#: The module (the package re-exports its function ``simulate`` under the same name).
sim = import_module("editor.engine.game.simulate")


@pytest.fixture(scope="module")
def setups() -> list[Setup]:
    return [Setup(load(p).scenario) for p in SCENARIOS]


def test_players_are_registered_and_choose_legal_actions(setups: list[Setup]) -> None:
    assert set(PLAYERS) == {"random", "greedy", "search"}
    for bad in ("minimax", "greedy:3", "search:0", "search:x", f"search:{MOST_EFFORT + 1}",
                "search:" + "9" * 5000):
        with pytest.raises(ValueError, match="unknown AI"):
            make_player(bad)
    assert make_player("search:7").samples == 7  # type: ignore[attr-defined]
    assert make_player(f"search:{MOST_EFFORT}").samples == MOST_EFFORT  # type: ignore[attr-defined]
    g = Game(setups[1], seed=4, events=False)
    players = (GreedyPlayer(1), RandomPlayer(2))
    for _ in range(200):
        st = g.state
        if st.is_over:
            break
        legal = st.legal_actions()
        a = players[st.current_player()].choose(st, legal)
        assert a in legal
        g.apply(a)


def test_the_greedy_player_leaves_the_state_as_it_found_it(setups: list[Setup]) -> None:
    g = Game(setups[0], seed=8, events=False)
    greedy = GreedyPlayer(3)
    for _ in range(150):
        st = g.state
        if st.is_over:
            break
        before = st.snapshot()
        a = greedy.choose(st, st.legal_actions())
        assert st.snapshot() == before  # it looks ahead by trying positions, then restores
        g.apply(a)


def test_greedy_beats_random(setups: list[Setup]) -> None:
    wins = 0
    games = 0
    for setup in setups[:2]:
        for seed in range(6):
            # greedy plays player 1 in half the games, player 2 in the other half
            if seed % 2:
                g = play_one(setup, "greedy", "random", seed)
                wins += g.winner == 0
            else:
                g = play_one(setup, "random", "greedy", seed)
                wins += g.winner == 1
            games += 1
    assert wins >= games * 3 // 4


def processes_for_any_rest(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Make ``simulate`` start its worker processes whatever the run's size (on two cores
    even on a smaller machine); the list grows each time it starts them."""
    started: list[int] = []
    real = sim.process_context
    monkeypatch.setattr(sim, "process_context", lambda: started.append(1) or real())
    monkeypatch.setattr(sim, "PARALLEL_WORK", dict.fromkeys(sim.PARALLEL_WORK, 0.0))
    monkeypatch.setattr(sim, "usable_cores", lambda: 2)
    return started


def _no_workers(*args: object, **kw: object) -> None:
    """In place of :class:`~editor.engine.game.workers.Workers`: fails the test if worker
    processes are started."""
    pytest.fail("processes started for a small run")


def test_simulations_are_reproducible_and_the_same_on_any_number_of_processes(
        monkeypatch: pytest.MonkeyPatch) -> None:
    scenario = load(SCENARIOS[2]).scenario
    one = simulate(scenario, 12, ai="greedy", seed=40, jobs=1)
    started = processes_for_any_rest(monkeypatch)
    two = simulate(scenario, 12, ai="greedy", seed=40, jobs=2)
    assert started, "the games after the first batch were played in worker processes"
    assert one.to_json() | {"seconds": 0} == two.to_json() | {"seconds": 0}
    assert one.games == 12 and sum(one.wins.values()) + one.draws == 12
    assert set(one.to_json()) >= {"games", "wins", "win_rate", "ci95", "mean_turns",
                                  "mean_medals", "seconds"}


def test_simulations_on_spawned_workers_are_the_same_games(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows starts worker processes only by spawn (a fresh interpreter that imports the
    engine and is handed the scenario pickled), as macOS does by default: a run there
    plays the same games as one process."""
    scenario = load(SCENARIOS[2]).scenario
    one = simulate(scenario, 12, ai="greedy", seed=40, jobs=1)
    started = processes_for_any_rest(monkeypatch)
    monkeypatch.setattr(sim, "process_context",
                        lambda: started.append(1) or multiprocessing.get_context("spawn"))
    two = simulate(scenario, 12, ai="greedy", seed=40, jobs=2)
    assert started, "the games after the first batch were played in spawned processes"
    assert one.to_json() | {"seconds": 0} == two.to_json() | {"seconds": 0}


@pytest.mark.parametrize("platform", ["darwin", "linux"])
def test_worker_processes_are_never_forked_on_macos(platform: str) -> None:
    """macOS has fork, but its system libraries may start threads that a forked child
    cannot use (Python's own default there is spawn, since 3.8): the workers of a plain
    process (the command line, no Qt) are started by a fork server there, a fresh process
    that forks only itself; elsewhere they are forked."""
    code = ("import sys\n"
            "from editor.engine.game.simulate import process_context\n"
            f"sys.platform = {platform!r}\n"
            "print(process_context().get_start_method())\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [{"darwin": "forkserver", "linux": "fork"}[platform]]



def printed_by(code: str) -> list[str]:
    """The words ``code`` prints, run in a new Python from the checkout."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


@pytest.mark.parametrize("before", ["import PySide6.QtCore",
                                    "import threading, time\n"
                                    "threading.Thread(target=time.sleep, args=(5,),"
                                    " daemon=True).start()"])
def test_worker_processes_are_never_forked_beside_qt_or_another_thread(before: str) -> None:
    """On Linux too a process with Qt loaded or a second thread running starts its workers
    from a fork server: a fork there could copy a lock another thread holds. Found by the
    mut5 audit (either condition could be dropped with every test passing)."""
    code = (f"{before}\n"
            "from editor.engine.game.simulate import process_context\n"
            "print(process_context().get_start_method())\n")
    assert printed_by(code) == ["forkserver"]


@pytest.mark.skipif(not hasattr(os, "sched_setaffinity"), reason="sets the affinity")
def test_the_cores_are_those_this_process_may_run_on() -> None:
    """A run held to one core (taskset -c 0) asks for one process, whatever the machine
    has. Found by the mut5 audit."""
    code = ("import os\n"
            "os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})\n"
            "from editor.engine.game.simulate import usable_cores\n"
            "print(usable_cores())\n")
    assert printed_by(code) == ["1"]


def test_without_affinities_the_cores_are_the_machine_s(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the system says no affinity (macOS, Windows), the machine's count of cores, or
    one when it cannot say. Found by the mut5 audit."""
    monkeypatch.delattr(sim.os, "sched_getaffinity", raising=False)
    monkeypatch.setattr(sim.os, "cpu_count", lambda: 6)
    assert sim.usable_cores() == 6
    monkeypatch.setattr(sim.os, "cpu_count", lambda: None)
    assert sim.usable_cores() == 1

def test_the_command_line_runs_where_processes_can_only_be_spawned(tmp_path: Path) -> None:
    """A Python that can only spawn, as on Windows (``get_all_start_methods`` says so): ``m44
    simulate --jobs 2`` started as ``python -m editor`` spawns its workers, each importing
    the package anew without running the command again, and prints the figures of one
    process."""
    if sim.usable_cores() < 2:
        pytest.skip("one core: a run stays in one process")
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(
        "import multiprocessing, multiprocessing.context as c\n"
        "multiprocessing.get_all_start_methods = lambda: ['spawn']\n"
        "multiprocessing.set_start_method('spawn', force=True)\n"
        "_popen = c.SpawnProcess._Popen\n"
        "def _noted(process):\n"
        f"    with open({str(tmp_path / 'spawned')!r}, 'a', encoding='utf-8') as f:\n"
        "        f.write('x')\n"
        "    return _popen(process)\n"
        "c.SpawnProcess._Popen = staticmethod(_noted)\n", encoding="utf-8")
    args = ["simulate", str(SCENARIOS[2]), "--games", "400", "--ai", "greedy", "--json"]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), str(ROOT)])}
    runs = [subprocess.run([sys.executable, "-m", "editor", *args, "--jobs", jobs],
                           capture_output=True, text=True, cwd=ROOT, env=env, timeout=300)
            for jobs in ("2", "1")]
    assert [r.returncode for r in runs] == [0, 0], runs[0].stderr
    assert (tmp_path / "spawned").read_text(encoding="utf-8") == "xx"  # two workers, once
    one, two = (json.loads(r.stdout) | {"seconds": 0} for r in reversed(runs))
    assert one == two


def _pools_counted(monkeypatch: pytest.MonkeyPatch, *modules: object) -> list[int]:
    """The pools ``modules`` ask for, by their number of processes: each is refused
    ("counted") once asked for."""
    asked: list[int] = []

    def counted(ctx: object, jobs: int, *args: object) -> None:
        asked.append(jobs)
        raise RuntimeError("counted")

    for module in modules:
        monkeypatch.setattr(module, "Workers", counted)
    return asked


def test_a_windows_pool_has_at_most_61_processes(monkeypatch: pytest.MonkeyPatch) -> None:
    """A pool waits on its processes' handles, which Windows does 63 at most at once: a
    pool of 64 on a machine of 64 cores or more failed there (Python documents 61 for its
    ProcessPoolExecutor). A run and a batch ask for 61 processes at most on Windows."""
    from editor.engine.game import executors
    from editor.engine.game.executors import Chunk, GameSpec, LocalExecutor

    asked = _pools_counted(monkeypatch, sim, executors)
    monkeypatch.setattr(sim, "PARALLEL_WORK", dict.fromkeys(sim.PARALLEL_WORK, 0.0))
    monkeypatch.setattr(sim.os, "sched_getaffinity", lambda _pid: set(range(128)),
                        raising=False)
    monkeypatch.setattr(sim.os, "cpu_count", lambda: 128)
    monkeypatch.setattr(sys, "platform", "win32")
    scenario = load(SCENARIOS[2]).scenario
    with pytest.raises(RuntimeError, match="counted"):
        simulate(scenario, 2000, ai="random", seed=1, jobs=0)
    spec = GameSpec.of(scenario, "random", "random", 200)
    with pytest.raises(RuntimeError, match="counted"):
        list(LocalExecutor(100).run([Chunk(spec, i, 1) for i in range(100)]))
    assert asked == [61, 61]


def test_a_local_pool_has_no_more_processes_than_workers_or_chunks(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A batch's pool has as many processes as it was given workers, and fewer when it has
    fewer chunks to play or the process fewer cores to run on. Found by the mut5 audit."""
    from editor.engine.game import executors
    from editor.engine.game.executors import Chunk, GameSpec, LocalExecutor

    asked = _pools_counted(monkeypatch, executors)
    spec = GameSpec.of(load(SCENARIOS[2]).scenario, "random", "random", 200)
    for cores, workers, chunks in ((16, 2, 6), (16, 8, 3), (4, 8, 6)):
        monkeypatch.setattr(executors, "usable_cores", lambda cores=cores: cores)
        with pytest.raises(RuntimeError, match="counted"):
            list(LocalExecutor(workers).run([Chunk(spec, i, 1) for i in range(chunks)]))
    assert asked == [2, 3, 4]


def test_progress_is_reported_until_every_game_is_done() -> None:
    seen: list[tuple[int, int]] = []
    simulate(load(SCENARIOS[1]).scenario, 7, seed=3, progress=lambda d, t: seen.append((d, t)))
    assert seen[-1] == (7, 7)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)


def test_wilson_interval() -> None:
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(0, 20)
    assert lo == 0.0 and 0.1 < hi < 0.2


def test_a_log_saves_loads_and_replays_to_the_identical_state(setups: list[Setup],
                                                              tmp_path: Path) -> None:
    g = Game(setups[1], seed=31, events=True)
    g.run(GreedyPlayer(1), RandomPlayer(2))
    path = tmp_path / "game.json"
    g.log().save(path)
    doc = json.loads(path.read_text())
    assert doc["format"] == "m44-game-log" and doc["version"] == 1
    assert doc["dice"] == {"seed": 31}
    assert doc["players"] == ["greedy", "random"]
    assert doc["actions"][0].startswith("play ")
    log = GameLog.load(path)
    again = log.replay()
    assert again.state.digest() == g.state.digest() == doc["result"]["digest"]
    assert log.check(again) == []
    assert again.state.events == g.state.events
    # a log whose recorded result differs says how, in words
    doc["result"]["winner"] = "ALLIES" if doc["result"]["winner"] != "ALLIES" else "AXIS"
    doc["result"]["medals"] = {"AXIS": 9, "ALLIES": 0}
    path.write_text(json.dumps(doc))
    tampered = GameLog.load(path)
    said = tampered.check(tampered.replay())
    assert said[0] == (f"winner: the log says {doc['result']['winner']}, the replay gives "
                       f"{g.result().side or 'no winner'}")
    assert said[1].startswith("medals: the log says AXIS 9, ALLIES 0, the replay gives AXIS ")


def test_a_scripted_game_log_keeps_its_dice_and_deal() -> None:
    from editor.engine.game import ScriptedDice, kind_of

    scenario = load(SCENARIOS[0]).scenario
    hands = [[kind_of("probe-left"), kind_of("attack-center"), kind_of("barrage"),
              kind_of("recon-left")],
             [kind_of("probe-center"), kind_of("attack-center"), kind_of("probe-left"),
              kind_of("dig-in"), kind_of("recon-right")]]
    g = Game(scenario, dice=ScriptedDice(["inf", "flag", "star"] * 30), hands=hands)
    for _ in range(12):
        if g.over:
            break
        g.ai_move(RandomPlayer(5))
    log = GameLog.from_json(g.log().to_json())
    assert log.faces is not None and log.deal is not None
    assert log.replay().state.digest() == g.state.digest()


def test_bad_logs_are_refused(tmp_path: Path) -> None:
    with pytest.raises(GameLogError, match="not a game log"):
        GameLog.from_json({"actions": []})
    with pytest.raises(GameLogError, match="not JSON"):
        bad = tmp_path / "bad.json"
        bad.write_text("{")
        GameLog.load(bad)
    g = Game(load(SCENARIOS[1]).scenario, seed=2)
    doc = g.log().to_json()
    doc["actions"] = ["move A1 M9"]
    with pytest.raises(GameLogError, match="does not replay"):
        GameLog.from_json(doc).replay()


def test_an_exception_from_progress_stops_the_simulation(monkeypatch: pytest.MonkeyPatch) -> None:
    class Stop(Exception):
        pass

    def stop(done: int, total: int) -> None:
        raise Stop

    with pytest.raises(Stop):
        simulate(load(SCENARIOS[1]).scenario, 40, seed=1, jobs=2, progress=stop)
    processes_for_any_rest(monkeypatch)
    calls: list[int] = []

    def stop_later(done: int, total: int) -> None:
        calls.append(done)
        if len(calls) == 2:  # the first batch is played here, the second in a process
            raise Stop

    with pytest.raises(Stop):
        simulate(load(SCENARIOS[1]).scenario, 40, seed=1, jobs=2, progress=stop_later)


def test_a_run_too_small_to_repay_the_processes_start_stays_in_one_process(
        monkeypatch: pytest.MonkeyPatch) -> None:
    scenario = load(SCENARIOS[2]).scenario
    # three random games: a millisecond or two of play after the first, far less than any
    # pool's start
    one = simulate(scenario, 3, seed=3, jobs=1)
    monkeypatch.setattr(sim, "usable_cores", lambda: 2)
    monkeypatch.setattr(sim, "Workers", _no_workers)
    two = simulate(scenario, 3, seed=3, jobs=2)
    assert one.to_json() | {"seconds": 0} == two.to_json() | {"seconds": 0}
    # and never more processes than cores
    monkeypatch.setattr(sim, "usable_cores", lambda: 1)
    monkeypatch.setattr(sim, "PARALLEL_WORK", dict.fromkeys(sim.PARALLEL_WORK, 0.0))
    assert simulate(scenario, 16, ai="greedy", seed=3, jobs=4).to_json() | {"seconds": 0} \
        == simulate(scenario, 16, ai="greedy", seed=3, jobs=1).to_json() | {"seconds": 0}


def test_until_ci_stops_at_the_same_game_on_any_number_of_processes(
        monkeypatch: pytest.MonkeyPatch) -> None:
    scenario = load(SCENARIOS[2]).scenario
    one = simulate(scenario, 3000, seed=5, jobs=1, until_ci=0.2)
    started = processes_for_any_rest(monkeypatch)
    two = simulate(scenario, 3000, seed=5, jobs=2, until_ci=0.2)
    assert started
    assert one.reached and MIN_GAMES <= one.games < 3000
    assert one.ci_width <= 0.2
    assert one.to_json() | {"seconds": 0} == two.to_json() | {"seconds": 0}
    # One game fewer and the interval was still too wide.
    assert simulate(scenario, one.games - 1, seed=5, jobs=1).ci_width > 0.2 or \
        one.games == MIN_GAMES
    short = simulate(scenario, 10, seed=5, jobs=1, until_ci=0.01)
    assert short.games == 10 and not short.reached


def test_wins_are_told_by_how_they_were_won_and_length_by_its_spread() -> None:
    r = simulate(load(SCENARIOS[1]).scenario, 40, ai="greedy", seed=1, jobs=1)
    for side in r.sides:
        assert sum(r.wins_by.get(side, {}).values()) == r.wins.get(side, 0)
        if r.wins.get(side):
            assert sum(r.win_share[side].values()) == pytest.approx(1.0)
    assert set().union(*r.wins_by.values()) <= {"medals", "objectives", "exits",
                                                 "sudden-death", "no-units"}
    lengths = [play_one(Setup(load(SCENARIOS[1]).scenario), "greedy", "greedy", s).turns
               for s in range(1, 41)]
    mean = sum(lengths) / 40
    sd = (sum((x - mean) ** 2 for x in lengths) / 39) ** 0.5
    assert r.mean_turns == pytest.approx(mean) and r.sd_turns == pytest.approx(sd)
    assert (r.turns_min, r.turns_max) == (min(lengths), max(lengths))
    capped = simulate(load(SCENARIOS[1]).scenario, 4, seed=1, jobs=1, max_turns=3)
    assert capped.draws == 4 and capped.turns_max == 3 and capped.wins_by == {}


def test_compare_tells_two_versions_apart_and_a_version_from_itself_not() -> None:
    a = simulate(load(SCENARIOS[2]).scenario, 60, ai="greedy", seed=0, jobs=1)
    same = compare(a, simulate(load(SCENARIOS[2]).scenario, 60, ai="greedy", seed=0, jobs=1))
    assert all(d.diff == 0 and not d.differs for d in same)
    # every pair alike: still not a certainty of no difference (an interval of no width
    # at 50%, found by a helper), about ±6 points for 60 pairs
    assert all(-0.08 < d.ci95[0] < -0.04 and 0.04 < d.ci95[1] < 0.08 for d in same)
    other = compare(a, simulate(load(SCENARIOS[0]).scenario, 60, ai="greedy", seed=0, jobs=1))
    for d in other:
        lo, hi = d.ci95
        assert lo <= d.diff <= hi
        assert d.differs == (lo > 0 or hi < 0)


def test_compare_pairs_the_games_of_two_versions_by_seed() -> None:
    """Game i of each version is played from the same seed: a change that moves a few games
    (a medal fewer for the Allies to win) shows in the pairs that changed winner, which an
    interval for independent games is far too wide to see."""
    from dataclasses import replace

    s = load(SCENARIOS[0]).scenario  # Hedgerow Crossroads
    b = s.copy()
    b.game_info = replace(b.game_info, victory_player2=s.game_info.victory_player2 - 1)
    ra = simulate(s, 60, ai="greedy", seed=1, jobs=1)
    rb = simulate(b, 60, ai="greedy", seed=1, jobs=1)
    assert len(ra.outcomes) == ra.games == 60 and ra.first_seed == 1
    paired = compare(ra, rb)
    assert all(d.paired and d.games == 60 for d in paired)
    rb.first_seed = 1001  # as if B had been played on other seeds: independent games
    apart = compare(ra, rb)
    assert not any(d.paired for d in apart)
    for p, i in zip(paired, apart, strict=True):
        assert p.diff == pytest.approx(i.diff)
        assert p.ci95[1] - p.ci95[0] < 0.7 * (i.ci95[1] - i.ci95[0])
    allies = paired[1]
    assert allies.side == "ALLIES" and allies.diff > 0
    assert allies.differs and not apart[1].differs
    assert allies.words.startswith("+8.3 points (95% interval +1.8 to +18.1, 60 games "
                                   "paired by seed: 5 won by it in B only, 0 in A only): "
                                   "B's is higher")


def test_greedy_clears_wire_when_attacking_and_keeps_it_when_defending() -> None:
    from editor.engine.board import Board, BoardType, Side
    from editor.engine.game.actions import CLEAR, Action
    from editor.engine.game.state import GameState
    from editor.engine.scenario import GameInfo, Hex, Piece, Scenario, Tag, Unit

    s = Scenario(game_info=GameInfo())
    board = Board(BoardType.STANDARD)
    for name, h in {"E5": Hex(obstacle=Piece("wire"), unit=Unit("tankger")),
                    "G5": Hex(obstacle=Piece("wire"), unit=Unit("tankus")),
                    "C7": Hex(tags=(Tag("medal1", side=Side.ALLIES),))}.items():
        s.set_hex(board.parse_hex(name), h)
    setup = Setup(s)
    assert setup.has_goals == (False, True)  # the Allies (player 2) attack
    st = GameState(setup, hands=([], []))
    g = GreedyPlayer(1)
    st.active = 0
    assert g._score_battle(st, Action(CLEAR, setup.hex_of("E5"))) < 0
    st.active = 1
    assert g._score_battle(st, Action(CLEAR, setup.hex_of("G5"))) > 0


def test_workers_started_beside_qt_have_the_engine_imported_already() -> None:
    # Beside Qt (the editor's balance lab) the workers are started by a fork server: each
    # imported the engine anew, every run, and a run of 200 greedy games took about twice
    # as long in the lab as on the command line. The server imports it once.
    code = ("import PySide6.QtCore\n"
            "from editor.engine.game.simulate import process_context\n"
            "ctx = process_context()\n"
            "with ctx.Pool(1) as pool:\n"
            "    seen = pool.apply(eval, (\"'editor.engine.game.tables' in "
            "__import__('sys').modules\",))\n"
            "print(ctx.get_start_method(), seen)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["forkserver", "True"]


def test_greedy_values_a_cards_fallback_by_the_units_it_may_order() -> None:
    """With no infantry, Behind Enemy Lines and Medics & Mechanics order 1 unit of one's
    choice, never a Patrol Car nor a Half-track (003): greedy valued them by the
    vehicles (and Behind Enemy Lines at 1 whatever the units), the best orders they could
    not give."""
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
    b = Board(s.board_type)
    for name, unit in (("E5", Unit("vehbrit", behavior="LONG_RANGE_PATROL_CARS")),
                       ("F5", Unit("vehus")), ("A1", Unit("tankus")), ("E7", Unit("infger"))):
        s.set_hex(b.parse_hex(name), Hex(unit=unit))
    g = Game(s, hands=[[kind_of("probe-left")],
                       [kind_of("behind-enemy-lines"), kind_of("medics-mechanics")]],
             first_player=1)
    greedy = GreedyPlayer()
    units, values = greedy._own_values(g.state)
    kinds = {g.state.S.units[u].kind: values[u] for u in units}
    assert kinds["patrol_cars"] > kinds["armor"] and kinds["half_tracks"] > kinds["armor"]
    for card in ("behind-enemy-lines", "medics-mechanics"):
        assert greedy._card_value(g.state, kind_of(card)) == kinds["armor"], card
