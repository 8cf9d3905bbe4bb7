"""`m44 simulate` and `m44 replay`: outputs, JSON keys, logs and exit codes; and the
docstring examples of the game package."""

from __future__ import annotations

import doctest
import importlib
import json
import pkgutil
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

import editor.engine.game as game_pkg
from editor.cli import SUBCOMMANDS, main
from editor.io.diff import scenario_diff
from editor.io.m44 import load

from ...conftest import ROOT, SCENARIOS
from .interrupt import interrupt


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_the_subcommands_are_registered() -> None:
    assert "simulate" in SUBCOMMANDS and "replay" in SUBCOMMANDS


def test_simulate_prints_win_rates_with_intervals(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "simulate", str(SCENARIOS[1]), "--games", "6", "--jobs", "1",
                         "--ai", "greedy", "--vs", "random", "--seed", "3")
    assert code == 0
    assert "greedy (player 1, Axis) vs random (player 2, Allies)" in out
    assert "95% interval" in out and "mean length" in out
    assert err == ""  # no progress when standard error is not a terminal


def test_simulate_plays_greedy_unless_told(capsys: pytest.CaptureFixture[str]) -> None:
    """A designer asking whether a scenario is balanced gets the AI the balance lab plays
    by default: random play has no plan, and most of its games on a sample ran to the turn
    cap (76% of 50 on Hedgerow Crossroads), a balance of draws."""
    code, out, _ = run(capsys, "simulate", str(SCENARIOS[1]), "--games", "2", "--jobs", "1")
    assert code == 0
    assert "greedy (player 1, Axis) vs greedy (player 2, Allies)" in out
    code, out, _ = run(capsys, "simulate", str(SCENARIOS[1]), "--games", "2", "--jobs", "1",
                       "--ai", "random")
    assert "random (player 1, Axis) vs random (player 2, Allies)" in out


def test_simulate_json_has_the_documented_keys(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", str(SCENARIOS[0]), "--games", "4", "--json",
                       "--jobs", "2", "--seed", "9")
    assert code == 0
    doc = json.loads(out)
    assert {"games", "wins", "win_rate", "ci95", "mean_turns", "mean_medals",
            "seconds"} <= set(doc)
    assert doc["games"] == 4
    assert sum(doc["wins"].values()) == 4
    assert set(doc["win_rate"]) == {"AXIS", "ALLIES"}
    lo, hi = doc["ci95"]["AXIS"]
    assert 0 <= lo <= doc["win_rate"]["AXIS"] <= hi <= 1


def test_simulate_saves_a_log_that_replay_prints(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    log = tmp_path / "g.json"
    code, _, _ = run(capsys, "simulate", str(SCENARIOS[1]), "--games", "2", "--jobs", "1",
                     "--ai", "greedy", "--log", str(log))
    assert code == 0 and log.exists()
    code, out, _ = run(capsys, "replay", str(log))
    assert code == 0
    assert "Turn 1: Allies (player 2)" in out
    assert "plays" in out and "Result:" in out
    code, out, _ = run(capsys, "replay", str(log), "--json")
    doc = json.loads(out)
    assert doc["matches_log"] is True and doc["turns"][1]["side"] == "ALLIES"


def test_replay_names_each_player_of_the_log_by_its_seat(capsys: pytest.CaptureFixture[str],
                                                         tmp_path: Path) -> None:
    """The first line of a replay names the scenario and each seat's player with its side,
    as m44 simulate's does."""
    log = tmp_path / "g.json"
    code, _, _ = run(capsys, "simulate", str(SCENARIOS[1]), "--games", "1", "--jobs", "1",
                     "--ai", "greedy", "--vs", "random", "--log", str(log))
    assert code == 0
    code, out, _ = run(capsys, "replay", str(log))
    name = json.loads(log.read_text("utf-8"))["scenario"]["name"]
    assert out.splitlines()[0] == (f"{name}: greedy (player 1, Axis) vs random (player 2, "
                                   "Allies)")
    doc = json.loads(log.read_text("utf-8"))  # a scenario without a name: said a scenario
    doc["scenario"]["name"] = ""
    log.write_text(json.dumps(doc), "utf-8")
    code, out, _ = run(capsys, "replay", str(log))
    assert out.splitlines()[0].startswith("scenario: greedy (player 1, Axis) vs ")


def test_the_replay_excerpt_of_game_md_is_what_replay_prints(
        capsys: pytest.CaptureFixture[str]) -> None:
    """docs/GAME.md quotes turns of the search's beach game: each run of lines between its
    ``...`` is a run of what ``m44 replay`` prints of the log (sides in words, units by
    their names with their badges)."""
    code, out, _ = run(capsys, "replay", str(ROOT / "docs" / "logs" / "cove-landing-search.json"))
    assert code == 0
    printed = out.splitlines()
    text = (ROOT / "docs" / "GAME.md").read_text("utf-8")
    block = text.split("m44 replay docs/logs/cove-landing-search.json", 1)[1]
    block = block.split("```", 2)[1].strip("\n")
    runs = [r.strip("\n").splitlines() for r in block.split("...")]
    assert len(runs) >= 3 and runs[0][0] == "Turn 1: Allies (player 2), medals Axis 0, Allies 0"
    for r in runs:
        assert any(printed[i:i + len(r)] == r for i in range(len(printed))), r[0]


def test_replay_ends_with_the_result_and_each_sides_medals(
        capsys: pytest.CaptureFixture[str]) -> None:
    """The last line says the winner, why, each side's medals (as --json's result) and the
    turns played. Found by the replaycli audit: it put the engine's reason, which has
    brackets of its own, in brackets ("Axis wins (6 medals (needed 6))", "no winner (the
    turn cap (4 player turns) was reached)"); it follows the winner after a comma now, as
    the editor's end of game says it after a colon, and a drawn game is said a draw."""
    log = str(ROOT / "docs" / "logs" / "cove-landing-search.json")
    code, out, _ = run(capsys, "replay", log)
    result = json.loads(run(capsys, "replay", log, "--json")[1])["result"]
    assert code == 0 and result["medals"] == {"AXIS": 6, "ALLIES": 2}
    assert out.splitlines()[-1] == ("Result: Axis wins, 6 medals (needed 6); medals Axis 6, "
                                    "Allies 2; 18 player turns")
    assert result["reason"] == "6 medals (needed 6)"  # --json as it was


def test_replay_of_a_drawn_game_ends_saying_it_is_a_draw(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from editor.engine.game import Game, GameLog, RandomPlayer

    game = Game(load(SCENARIOS[0]).scenario, seed=1, max_turns=4)
    r = game.run(RandomPlayer(1), RandomPlayer(2))
    path = tmp_path / "capped.json"
    GameLog.of(game).save(path)
    code, out, _ = run(capsys, "replay", str(path))
    assert (code, r.winner) == (0, None)
    assert out.splitlines()[-1] == (
        "Result: a draw, the turn cap (4 player turns) was reached; medals Axis "
        f"{r.medals[0]}, Allies {r.medals[1]}; 4 player turns")
    assert json.loads(run(capsys, "replay", str(path), "--json")[1])["result"] == {
        "winner": None, "reason": "the turn cap (4 player turns) was reached", "turns": 4,
        "medals": {"AXIS": r.medals[0], "ALLIES": r.medals[1]}}


def test_replay_says_each_turns_medals_by_side(capsys: pytest.CaptureFixture[str]) -> None:
    """Found by the replay audit: each turn's medals were said by the engine's line
    "turn 7: Allies (player 2) to play, medals 1-0", under a heading naming the same side
    and player: read as the Allies' count first, it is player 1's (the Axis') first. The
    heading says each side's medals at the turn's start by name, in place of that line;
    --json gives them as each turn's "medals"."""
    from editor.engine.board import Side

    log = str(ROOT / "docs" / "logs" / "cove-landing-search.json")
    code, out, _ = run(capsys, "replay", log)
    turns = [t for t in json.loads(run(capsys, "replay", log, "--json")[1])["turns"]
             if t["turn"] >= 1]
    lines = out.splitlines()
    heads = [line for line in lines if line.startswith("Turn ")]
    assert code == 0 and len(heads) == len(turns) == 18
    for line, t in zip(heads, turns, strict=True):
        m = t["medals"]
        assert line == (f"Turn {t['turn']}: {Side.words(t['side'])} (player {t['player']}), "
                        f"medals Axis {m['AXIS']}, Allies {m['ALLIES']}"), line
    assert "Turn 7: Allies (player 2), medals Axis 1, Allies 0" in heads
    assert not [line for line in lines if re.match(r"  turn \d+: ", line)]
    # the JSON keeps the engine's words whole
    assert turns[6]["events"][0] == "turn 7: Allies (player 2) to play; medals Axis 1, Allies 0"


def test_replay_of_a_deal_that_omits_the_first_player_says_player_1_moved_first(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A log's deal may leave out ``first`` (the reader takes player 1, as the format says):
    the turns are said of the players who played them, as with ``first`` written (found by
    the command line's mutation audit: no test gave such a log)."""
    from editor.engine.game import Game, GreedyPlayer, kind_of

    scenario = load(SCENARIOS[1]).scenario
    cards = [kind_of(k) for k in ("probe-left", "probe-center", "probe-right", "recon-left",
                                  "recon-center", "recon-right")]
    game = Game(scenario, seed=3, hands=[cards[:4], cards[2:]], first_player=0,
                max_turns=6)
    game.run(GreedyPlayer(), GreedyPlayer())
    doc = game.log().to_json()
    assert doc["deal"]["first"] == 1
    written = tmp_path / "first.json"
    written.write_text(json.dumps(doc), encoding="utf-8")
    del doc["deal"]["first"]
    omitted = tmp_path / "omitted.json"
    omitted.write_text(json.dumps(doc), encoding="utf-8")
    said = [json.loads(run(capsys, "replay", str(f), "--json")[1]) for f in (written, omitted)]
    assert said[0]["matches_log"] and said[1]["matches_log"]
    assert said[1]["turns"] == said[0]["turns"]
    players = {t["turn"]: t["player"] for t in said[1]["turns"] if "player" in t}
    assert (players[1], players[2]) == (1, 2)


def test_replay_of_a_tampered_log_exits_1_or_2(capsys: pytest.CaptureFixture[str],
                                               tmp_path: Path) -> None:
    log = tmp_path / "g.json"
    run(capsys, "simulate", str(SCENARIOS[1]), "--games", "1", "--jobs", "1", "--log", str(log))
    doc = json.loads(log.read_text())
    doc["result"]["digest"] = "0" * 16
    log.write_text(json.dumps(doc))
    code, out, _ = run(capsys, "replay", str(log))
    assert code == 1 and "mismatch with the log" in out
    doc["actions"].insert(0, "retreat A1")
    log.write_text(json.dumps(doc))
    code, _, err = run(capsys, "replay", str(log))
    assert code == 2 and "does not replay" in err
    assert "its scenario has" not in err  # a playable scenario: the log is at fault
    # a log whose scenario the rules cannot play says so, as the likelier cause
    doc["actions"].pop(0)
    doc["scenario"]["m44"]["game_info"]["cards_player1"] = 0
    log.write_text(json.dumps(doc))
    code, _, err = run(capsys, "replay", str(log))
    assert code in (1, 2)  # it replays otherwise, or not at all
    assert "its scenario has 1 error, which may be why: cards-range: player 1 has 0 " \
        "command cards" in err
    code, _, err = run(capsys, "replay", str(tmp_path / "missing.json"))
    assert code == 2 and "cannot read" in err


def test_simulate_refuses_an_unreadable_file(capsys: pytest.CaptureFixture[str],
                                             tmp_path: Path) -> None:
    bad = tmp_path / "bad.m44"
    bad.write_text("{nope")
    code, _, err = run(capsys, "simulate", str(bad), "--games", "1")
    assert code == 2 and err


MODULES = [info.name for info in pkgutil.iter_modules(game_pkg.__path__,
                                                      game_pkg.__name__ + ".")]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # the examples load scenarios/*.m44
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0


def test_simulate_until_ci_and_the_statistics_in_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", str(SCENARIOS[2]), "--until-ci", "0.25", "--json",
                       "--jobs", "1")
    assert code == 0
    doc = json.loads(out)
    assert doc["until_ci"]["reached"] and doc["until_ci"]["widest"] <= 0.25
    assert doc["games"] < 10_000
    assert {"wins_by", "win_share", "turns"} <= set(doc)
    assert set(doc["turns"]) == {"mean", "sd", "min", "max"}
    assert sum(doc["wins_by"]["AXIS"].values()) == doc["wins"]["AXIS"]


def test_simulate_compare_reports_the_difference(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", str(SCENARIOS[2]), "--games", "30", "--jobs", "1",
                       "--compare", str(SCENARIOS[2]), "--json")
    assert code == 0
    doc = json.loads(out)
    assert doc["a"]["wins"] == doc["b"]["wins"] and doc["changes"] == []
    assert doc["difference"]["AXIS"]["diff"] == 0 and not doc["difference"]["AXIS"]["differs"]
    code, out, _ = run(capsys, "simulate", str(SCENARIOS[2]), "--games", "30", "--jobs", "1",
                       "--compare", str(SCENARIOS[0]))
    assert code == 0 and "win rate B - A" in out and "won by" in out and "sd" in out
    # what B is, against A: its changes, as m44 diff says them (the first six)
    changes = scenario_diff(load(SCENARIOS[2]).scenario, load(SCENARIOS[0]).scenario)
    said = next(line for line in out.splitlines() if line.startswith("B differs from A"))
    assert said == (f"B differs from A by {len(changes)} changes (m44 diff lists them): "
                    + "; ".join(str(c) for c in changes[:6]) + "; …")


def test_compare_until_a_width_plays_b_on_the_games_a_played(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", str(SCENARIOS[2]), "--until-ci", "0.3", "--jobs",
                       "1", "--compare", str(SCENARIOS[0]), "--json")
    assert code == 0
    doc = json.loads(out)
    assert doc["a"]["until_ci"]["reached"] and doc["b"]["until_ci"] is None
    assert doc["b"]["games"] == doc["a"]["games"]
    assert all(d["paired"] and d["games"] == doc["a"]["games"]
               for d in doc["difference"].values())


def test_simulate_refuses_a_bad_width(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        main(["simulate", str(SCENARIOS[2]), "--until-ci", "2"])
    assert e.value.code == 2
    assert "between 0 and 1" in capsys.readouterr().err


def test_simulate_plays_the_search_ai_at_a_given_effort(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", str(SCENARIOS[2]), "--games", "2", "--jobs", "1",
                       "--ai", "search:1", "--vs", "greedy", "--json", "--max-turns", "10")
    assert code == 0
    assert json.loads(out)["players"]["AXIS"] == "search:1"
    with pytest.raises(SystemExit) as e:
        main(["simulate", str(SCENARIOS[2]), "--ai", "search:zero"])
    assert e.value.code == 2 and "unknown AI" in capsys.readouterr().err


def test_simulate_says_what_the_engine_does_not_play(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(SCENARIOS[0].read_text(encoding="utf-8"))  # no tile unplayed
    data.setdefault("game_info", {}).setdefault("options", {})["blitz_rules"] = True
    path = tmp_path / "blitz.m44"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, _ = run(capsys, "simulate", str(path), "--games", "2", "--jobs", "1")
    assert code == 0
    assert "note: the simulation does not play the rule option Blitz rules (blitz_rules)" in out
    code, out, _ = run(capsys, "simulate", str(path), "--games", "2", "--jobs", "1", "--json")
    assert json.loads(out)["not_played"] == ["the simulation does not play the rule option "
                                             "Blitz rules (blitz_rules)"]
    # a sample with nothing unplayed says nothing of the kind
    code, out, _ = run(capsys, "simulate", str(SCENARIOS[0]), "--games", "2", "--jobs", "1",
                       "--json")
    assert json.loads(out)["not_played"] == []
    # one with frozen rivers says that their own rules are not played
    code, out, _ = run(capsys, "simulate", str(SCENARIOS[1]), "--games", "2", "--jobs", "1")
    assert "note: the simulation does not play the frozen river's own rules" in out


def _children(pid: int) -> set[int]:
    with open(f"/proc/{pid}/task/{pid}/children", encoding="ascii") as f:
        return {int(c) for c in f.read().split()}


def test_ctrl_c_stops_a_simulation_on_worker_processes_quietly() -> None:
    """Ctrl-C as a terminal sends it, to the whole process group, while two worker processes
    play: one line, exit 130, no traceback from the workers, and no worker left."""
    proc = subprocess.Popen([sys.executable, "-m", "editor", "simulate", str(SCENARIOS[0]),
                             "--games", "100000", "--jobs", "2"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True)
    workers: set[int] = set()

    def playing() -> bool:
        workers.update(_children(proc.pid))
        if len(workers) < 2:
            return False
        time.sleep(0.5)  # the workers busy with their games
        return True

    out, err = interrupt(proc, playing)
    assert proc.returncode == 130 and out == b""
    assert err.decode() == "m44: interrupted\n"
    assert not any(Path(f"/proc/{w}").exists() for w in workers)


@pytest.mark.parametrize(("option", "value", "says"), [
    ("--jobs", "-1", "-1 is less than 0"),
    ("--jobs", "100000", "100000 is more than 512 worker processes"),
    ("--ai", "search:", "unknown AI 'search:'"),  # was the search at its default effort
    ("--ai", "search:x", "unknown AI 'search:x'"),
    ("--ai", "search:²", "unknown AI 'search:²'"),  # a digit to isdigit(), not to int()
    ("--vs", "search:0", "unknown AI 'search:0'"),
    ("--vs", "search:65", "unknown AI 'search:65'"),  # a run that would never end
    ("--log", "-", "standard output ('-') is for the results; name a file"),  # wrote ./-
    ("--checkpoint", "-", "standard output ('-') is for the results; name a file"),
    ("--games", str(10**30), f"{10**30} is more than 1,000,000, the most games a run plays"),
    ("--games", "1" * 5000, "is not a whole number"),
    ("--chunk", "0", "0 is not a positive number"),
    ("--seed", "abc", "'abc' is not a whole number"),  # worded as --games is
    ("--seed", str(2**60), f"{2**60} is more than 9,007,199,253,740,992"),  # logs hold it
    ("--max-turns", str(2**60), f"{2**60} is more than 100,000"),  # a run that never ends
])
@pytest.mark.parametrize("batch", [False, True])
def test_simulate_refuses_a_bad_option_value_with_its_usage(
        capsys: pytest.CaptureFixture[str], option: str, value: str, says: str,
        batch: bool) -> None:
    files = [str(SCENARIOS[0])] * (2 if batch else 1)
    with pytest.raises(SystemExit) as e:  # before any game is played: 10**30 never ended
        main(["simulate", *files, "--games", "2", option, value])
    err = capsys.readouterr().err
    assert e.value.code == 2 and err.startswith("usage: m44 simulate ")
    last = err.splitlines()[-1]
    assert last.startswith(f"m44 simulate: error: argument {option}: ") and says in last


def test_simulate_says_how_draws_count(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", str(SCENARIOS[2]), "--games", "4", "--jobs", "1",
                       "--max-turns", "3")
    assert code == 0
    assert "draws        4  100.0%  (stopped by the turn cap of 3 player turns; the win rates " \
           "are of all games, draws won by neither side)" in out
    assert "(the draws counted at the cap)" in out
    code, out, _ = run(capsys, "simulate", str(SCENARIOS[2]), "--games", "4", "--jobs", "1",
                       "--max-turns", "3", "--json")
    assert json.loads(out)["draw_rate"] == 1.0
    code, out, _ = run(capsys, "simulate", str(SCENARIOS[2]), "--games", "4", "--jobs", "1",
                       "--until-ci", "0.9", "--max-turns", "3")
    assert "not reached after 4 games (a run stops on its width after 20 games at least)" in out


def test_simulate_says_a_run_of_draws_only_tells_nothing(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Every game drawn at a turn cap of 3: the report read Axis 0% and Allies 0%, and
    --until-ci 0.3 "reached" its width after 20 games, with nothing to say that the run
    shows nothing of the balance (the sweep and Which knob say so of theirs)."""
    code, out, _ = run(capsys, "simulate", str(SCENARIOS[2]), "--games", "30", "--jobs", "1",
                       "--until-ci", "0.3", "--max-turns", "3")
    assert code == 0
    assert ("  note: no game was won: every one was drawn at the turn cap of 3 player turns, "
            "so the run says nothing of the balance (a higher turn cap lets the games end)"
            in out)
    code, out, _ = run(capsys, "simulate", str(SCENARIOS[2]), "--games", "4", "--jobs", "1",
                       "--max-turns", "200")
    assert "no game was won" not in out


def _won_three_ways() -> object:
    """A run whose Axis wins were won one by medals, one by objectives and one by exits,
    the Allies' 4 by medals, 1 by sudden death and 1 by no units left: each share rounded
    alone, the Axis's read 33% three times (99 in all), the Allies' 67%, 17%, 17% (101)."""
    from editor.engine.game.simulate import GameSummary, SimulationResult

    r = SimulationResult("Shares", ("AXIS", "ALLIES"), ("greedy", "greedy"), max_turns=200)
    for seed, (winner, how) in enumerate([(0, "medals"), (0, "objectives"), (0, "exits"),
                                          *[(1, "medals")] * 4, (1, "sudden-death"),
                                          (1, "no-units")]):
        r.add(GameSummary(seed, winner, 10, (0, 0), how))
    return r


def test_the_ways_a_side_won_are_shares_that_add_up_to_100(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Found by the lab-words audit: "won by" rounded each share alone, so that a side's
    shares read 99% or 101% in all. The largest remainders take the points rounding
    left; --json keeps the shares unrounded."""
    import re

    from editor.cli.simulate import _print

    r = _won_three_ways()
    _print(r, 200)  # type: ignore[arg-type]
    lines = [line.strip() for line in capsys.readouterr().out.splitlines()
             if line.strip().startswith("won by")]
    assert lines == ["won by medals 34%, objectives 33%, exits 33%",
                     "won by medals 67%, sudden death 17%, no enemy unit left 16%"]
    for line in lines:
        assert sum(int(n) for n in re.findall(r"(\d+)%", line)) == 100
    shares = r.to_json()["win_share"]  # type: ignore[attr-defined]
    assert shares["AXIS"]["medals"] == shares["AXIS"]["exits"] == 0.3333


def test_a_batchs_table_gives_the_ways_won_in_shares_that_add_up_to_100() -> None:
    """As one run's lines, a batch's "won by" column (found by the lab-words audit)."""
    from editor.cli.simulate_batch import table
    from editor.engine.game.batch import BatchResult, Entry, Settings

    batch = BatchResult([Entry("a.m44", "", load(SCENARIOS[0]).scenario)],
                        [_won_three_ways()], Settings())  # type: ignore[list-item]
    row = table(batch)[2]
    assert row.endswith("Axis medals 34%, objectives 33%, exits 33%; Allies medals 67%, "
                        "sudden death 17%, no enemy unit left 16%"), row


def test_a_batchs_table_says_a_run_too_short_or_all_drawn_as_one_runs_lines_do(
        capsys: pytest.CaptureFixture[str]) -> None:
    """A batch of 5 games a scenario read "Axis 100.0% (56.6-100.0%)", and one of 20 games
    all drawn at a turn cap of 3 "Axis 0.0%, Allies 0.0%", without the notes that one
    file's run prints under the same figures (too few games to judge the balance; no game
    won, so nothing said of it). The table says them under it, each with its scenario's
    name."""
    files = [str(ROOT / "scenarios" / name)
             for name in ("oyster-green.m44", "hedgerow-crossroads.m44")]
    assert main(["simulate", *files, "--games", "5", "--jobs", "1", "-q"]) == 0
    notes = [line for line in capsys.readouterr().out.splitlines() if "too few" in line]
    assert notes == [
        "note: Oyster Green: only 5 games: too few to judge the balance (the 95% intervals "
        "are up to 43 points wide); play 20 or more",
        "note: Hedgerow Crossroads: only 5 games: too few to judge the balance (the 95% "
        "intervals are up to 65 points wide); play 20 or more"]
    assert main(["simulate", *files, "--games", "20", "--max-turns", "3", "--jobs", "1",
                 "-q"]) == 0
    out = capsys.readouterr().out
    assert ("note: Oyster Green: no game was won: every one was drawn at the turn cap of 3 "
            "player turns, so the run says nothing of the balance") in out
    assert "note: Hedgerow Crossroads: no game was won" in out
    assert "too few" not in out


def out_of_reach() -> object:
    """Mill Crossing with three Axis units and no objective left, the Allies needing 5
    medals: the board gives them 3 at most (victory-unreachable)."""
    from dataclasses import replace

    from editor.engine.board import Side

    s = load(ROOT / "tests/data/ai/mill-crossing.m44").scenario
    axis = [c for c in sorted(s.hexes) if (u := s.hexes[c].unit) is not None
            and u.side is Side.AXIS]
    for c in axis[3:]:
        s.set_hex(c, replace(s.hexes[c], unit=None))
    for c in list(s.hexes):
        s.set_hex(c, replace(s.hexes[c], tags=()))
    s.game_info = replace(s.game_info, victory_player2=5)
    return s


#: What m44 simulate and the balance lab say of out_of_reach().
OUT_OF_REACH = ("victory may be out of reach: the Allied player needs 5 medals but the board "
                "gives at most 3 (3 from enemy units, 0 from objectives): 2 short, unless the "
                "special rules give medals (victory-unreachable); that side's win rate is of "
                "games it may never win by medals")


def test_a_run_whose_victory_is_out_of_reach_says_so(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Found by the lab-words audit: a scenario whose side needs more medals than the board
    gives (the check victory-unreachable) was simulated without a word of it, its win rates
    read as a balance answer. The run says it under its figures, as a warning, and --json
    lists it; so do a sweep's values (their --json too: found by the docs read audit) and
    Which knob."""
    from editor.io.m44 import save

    path = tmp_path / "far.m44"
    save(out_of_reach(), path, backup=False)  # type: ignore[arg-type]
    code, out, _ = run(capsys, "simulate", str(path), "--games", "2", "--jobs", "1")
    assert code == 0 and f"  warning: {OUT_OF_REACH}" in out.splitlines()
    code, out, _ = run(capsys, "simulate", str(path), "--games", "2", "--jobs", "1", "--json")
    assert json.loads(out)["warnings"] == [OUT_OF_REACH]
    code, out, _ = run(capsys, "simulate", str(path), "--games", "2", "--jobs", "1",
                       "--what-if", "medals2=3,5")
    assert out.splitlines().count(f"  warning: {OUT_OF_REACH}") == 1  # of 5 only
    code, out, _ = run(capsys, "simulate", str(path), "--games", "2", "--jobs", "1",
                       "--what-if", "medals2=3,5", "--json")
    data = json.loads(out)  # as the text: each value's own, and the sweep's once
    assert [v["warnings"] for v in data["values"]] == [[], [OUT_OF_REACH]]
    assert data["warnings"] == [OUT_OF_REACH]
    assert all(v["not_played"] == data["not_played"] for v in data["values"])
    code, out, _ = run(capsys, "simulate", str(path), "--games", "2", "--jobs", "1",
                       "--which-knob")
    assert f"  warning: {OUT_OF_REACH}" in out.splitlines()
    # a scenario within reach has none
    code, out, _ = run(capsys, "simulate", str(SCENARIOS[0]), "--games", "2", "--jobs", "1",
                       "--json")
    assert json.loads(out)["warnings"] == []


def test_a_run_says_how_it_plays_a_sudden_death_that_cannot_be_won(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A sudden death needing more hexes than its group names (sudden-death-unreachable)
    is played as holding the whole group (Setup's reading), and the run said nothing of
    it: its wins by sudden death read as the file's rule. The run says the reading under
    its figures, as a warning, and --json lists it."""
    doc = json.loads((ROOT / "tests/data/sudden-death.m44").read_text("utf-8"))
    doc["game_info"]["victory"]["condition"][0]["group_sudden_death"]["number"] = 5
    path = tmp_path / "five-of-three.m44"
    path.write_text(json.dumps(doc), encoding="utf-8")
    said = ("a sudden death as written cannot be won: sudden death needs 5 hexes held but "
            "its group names 3 (e6, f6, F5): it can never be fulfilled "
            "(sudden-death-unreachable); the simulation plays it as holding every hex of its "
            "group, so its wins by sudden death are of that reading")
    code, out, _ = run(capsys, "simulate", str(path), "--games", "2", "--jobs", "1")
    assert code == 0 and f"  warning: {said}" in out.splitlines(), out
    code, out, _ = run(capsys, "simulate", str(path), "--games", "2", "--jobs", "1", "--json")
    assert said in json.loads(out)["warnings"]


def test_the_progress_line_shows_the_last_game_and_ends_however_soon_it_comes(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Progress is redrawn at most five times a second, except for the last game: its
    count is always shown, and the line ended, or what follows is printed on it."""
    from editor.cli.simulate import TerminalProgress

    progress = TerminalProgress()
    for done in (1, 2, 3):
        progress(done, 3)
    err = capsys.readouterr().err
    assert "2/3" not in err and err.startswith("\r1/3 games") and err.endswith(" \n")
    assert err.split("\r")[-1].startswith("3/3 games")


def test_simulate_says_each_sides_wins_as_a_share_of_the_games(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Each side's line: its wins, their share of the games in percent, with the interval."""
    code, out, _ = run(capsys, "simulate", str(SCENARIOS[1]), "--games", "4", "--jobs", "1",
                       "--ai", "greedy")
    shares = re.findall(r"wins +(\d+) +([\d.]+)%  \(95% interval", out)
    assert code == 0 and len(shares) == 2
    assert sum(int(wins) for wins, _ in shares) == 4
    assert all(float(share) == 100 * int(wins) / 4 for wins, share in shares)


def test_simulate_says_an_ai_named_as_a_file_is_an_ai(capsys: pytest.CaptureFixture[str],
                                                       tmp_path: Path) -> None:
    """'--ai search greedy', meaning search against greedy, took greedy for a second
    scenario and said "greedy: cannot read: No such file or directory"; an AI's name that
    is no file is said to be an AI, with the option that names player 2's. A file of that
    name is read as a file."""
    sample = str(SCENARIOS[0])
    code, out, err = run(capsys, "simulate", sample, "--ai", "search", "greedy")
    assert code == 2 and not out
    assert "'greedy' is an AI, not a scenario file: --ai names player 1's AI (and player " \
        "2's unless --vs); name player 2's with --vs greedy" in err
    code, _, err = run(capsys, "simulate", "search:4", sample)
    assert code == 2 and "'search:4' is an AI, not a scenario file" in err
    (tmp_path / "random").write_text("{nope")
    code, _, err = run(capsys, "simulate", sample, str(tmp_path / "random"), "--games", "1")
    assert code == 2 and "is an AI" not in err


def test_simulate_reads_a_file_named_as_an_ai_and_says_a_missing_file_is_missing(
        capsys: pytest.CaptureFixture[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Only a name that is no file and is an AI's is refused as an AI: a file called
    "random" in the folder the command runs in is read as the scenario it is (here a broken
    one: cannot read), and a missing file that no AI is called is said to be missing. Found
    by the mut5 audit."""
    sample = str(SCENARIOS[0])
    (tmp_path / "random").write_text("{nope", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, _, err = run(capsys, "simulate", sample, "random", "--games", "1")
    assert code == 2 and "is an AI" not in err and "random" in err
    code, _, err = run(capsys, "simulate", sample, "missing.m44", "--games", "1")
    assert code == 2 and "is an AI" not in err
    assert "missing.m44: cannot read" in err


def test_a_typed_dice_game_saved_while_it_waits_for_dice_replays(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Found by the replay audit: a game of dice typed in (Roll real dice), saved while it
    waited for a roll, opened in the editor and played on, but `m44 replay` refused it
    (exit 2, "action 4 ('battle F1 b6'): the script holds 0 more dice, 1 were rolled"),
    as did the editor's Replay Saved Game: its last decision's roll was never typed. The
    replay stands where the game was saved, waiting for the dice, and says so; it matches
    the log."""
    from editor.engine.game import GameLog, GameLogError, RandomPlayer
    from editor.engine.game.session import PlaySession, Replay

    s = PlaySession(load(SCENARIOS[0]).scenario, seed=1, physical=True)
    ai = RandomPlayer(1)
    while not s.pending_roll:
        s.apply(ai.choose(s.state, s.legal_actions()))
    path = tmp_path / "waiting.m44game"
    s.save(path)
    log = GameLog.load(path)
    assert log.replay(events=False).state.digest() == s.state.digest()
    r = Replay(log)
    r.seek(len(r))
    assert r.state.digest() == s.state.digest()
    r.seek(0)
    r.seek(len(r))
    assert r.state.digest() == s.state.digest()
    code, out, err = run(capsys, "replay", str(path))
    assert (code, err) == (0, "")
    die = "1 die" if s.pending_roll == 1 else f"{s.pending_roll} dice"
    assert out.splitlines()[-2] == f"The game waits for {die} to be typed in, as when it was saved"
    assert out.splitlines()[-1].startswith(  # (the leftovers4 audit: it said no more)
        f"Not over: saved in turn {s.state.turn}, waiting for {die} typed in; medals "), out
    said = json.loads(run(capsys, "replay", str(path), "--json")[1])
    assert said["matches_log"] and said["dice_awaited"] == s.pending_roll
    # a decision after the one whose dice were never typed: the log is wrong, as before,
    # and that decision is the one refused, the game waiting for the dice, as Open Saved
    # Game refuses it (the replaycli audit: the roll short of dice was refused instead)
    doc = {**log.to_json(), "actions": [*log.actions, "battles done"]}
    (tmp_path / "bad.m44game").write_text(json.dumps(doc), "utf-8")
    code, _out, err = run(capsys, "replay", str(tmp_path / "bad.m44game"))
    with pytest.raises(GameLogError) as opened:
        PlaySession.from_log(GameLog.from_json(doc))
    assert code == 2 and f"action {len(log.actions) + 1} ('battles done') does not replay: " \
        f"the game waits for {die};" in err and str(opened.value) in err, err


def test_replay_of_a_game_in_progress_ends_saying_it_is_not_over(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Found by the replay audit: a game saved in progress ended on "Result: no winner (not
    over); ...", read as a drawn game. It says that the game is not over, where it stands."""
    from editor.engine.game.session import PlaySession

    s = PlaySession(load(SCENARIOS[0]).scenario, seed=2, seats=("greedy", "random"))
    while s.state.turn < 5:
        s.ai_move()
    path = tmp_path / "half.m44game"
    s.save(path)
    code, out, _ = run(capsys, "replay", str(path))
    m = s.result().medals
    assert code == 0 and out.splitlines()[-1] == (
        f"Not over: saved in turn 5, Allies (player 2) to decide; medals Axis {m[0]}, "
        f"Allies {m[1]}")


def test_simulate_compare_says_a_board_turned_as_m44_diff_does(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``simulate A --compare B``, B being A with its board turned (Scenario → Turn Board
    180° (Swap Sides)), said "B differs from A by 132 changes (m44 diff lists them)", the
    first six terrain by terrain, where m44 diff says the board turned; its JSON listed
    them all. It says the turn, then the changes left, as m44 diff does. Found by the
    leftovers7 audit."""
    from editor.engine.transform import turn_180
    from editor.io.m44 import save

    turned = turn_180(load(SCENARIOS[0]).scenario)
    save(turned, tmp_path / "turned.m44")
    args = ["simulate", str(SCENARIOS[0]), "--games", "2", "--jobs", "1", "--compare",
            str(tmp_path / "turned.m44")]
    code, out, _ = run(capsys, *args)
    assert code == 0
    said = next(line for line in out.splitlines() if line.startswith(("B is", "B differs")))
    assert said == "B is A with its board turned half a turn, the players swapped; no other change"
    code, out, _ = run(capsys, *args, "--json")
    doc = json.loads(out)
    assert doc["board_change"] == {"mirrored": False, "turned": True,
                                   "words": "turned half a turn, the players swapped"}
    assert doc["changes"] == []


def test_simulate_compare_says_a_scenario_compared_with_itself_is_the_same(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``simulate A --compare B``, B a copy of A, said "B differs from A by 0 changes: the
    same scenario", a difference of none; it says they are the same scenario."""
    copy = tmp_path / "copy.m44"
    copy.write_bytes(SCENARIOS[0].read_bytes())
    code, out, _ = run(capsys, "simulate", str(SCENARIOS[0]), "--games", "2", "--jobs", "1",
                       "--compare", str(copy))
    assert code == 0
    said = next(line for line in out.splitlines() if line.startswith(("B is", "B differs")))
    assert said == "B is the same scenario as A"
