"""`m44 simulate FILE --which-knob`: the balance lab's Which knob on the command line. The
table, the JSON, the CSV and the tornado plot say the engine's steps (which_knob, the same
seeds), sorted by effect; steps the rules do not allow are named as not played; options it
does not take and a scenario with errors are refused before a game is played."""

from __future__ import annotations

import csv
import json
import struct
from pathlib import Path

import pytest

from editor.cli import main
from editor.engine.game import balance
from editor.engine.game.sensitivity import which_knob
from editor.io.m44 import load, save
from editor.plots import PLOTS

from ...conftest import ROOT

MILL = str(ROOT / "tests/data/ai/mill-crossing.m44")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_the_table_ranks_the_engines_steps_by_effect(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "simulate", MILL, "--which-knob", "--games", "4", "--jobs",
                         "1", "--seed", "2")
    assert (code, err) == (0, "")  # no progress: standard error is no terminal here
    found = which_knob(load(MILL).scenario, 4, ai="greedy", seed=2, name="Mill Crossing")
    lines = out.splitlines()
    assert lines[0].startswith("Mill Crossing: which knob moves the balance; greedy (player "
                               "1, Axis) vs greedy (player 2, Allies), 4 games each "
                               "version, seeds 2-5, turn cap 200, ")
    base = found.base
    assert lines[1] == "  as it is: " + ", ".join(
        f"{side} {100 * base.win_rate[side.upper()]:.1f}% ({100 * base.ci95[side.upper()][0]:.1f}"
        f"-{100 * base.ci95[side.upper()][1]:.1f}%)" for side in ("Axis", "Allies")) + \
        f", draws {100 * base.draws / 4:.1f}%"
    assert lines[2].split() == ["knob", "tried", "Axis", "wins", "Allies", "wins", "draws",
                                "Axis", "change,", "points", "(95%", "interval)"]
    rows = lines[3:3 + len(found.rows)]
    assert len(found.rows) == 9
    for line, step in zip(rows, found.rows, strict=True):
        first = step is found.steps_of(step.knob)[0]
        assert line.startswith(f"  {balance.knob_label(step.knob, found.base.sides)} "
                               f"({step.knob})" if first
                               else "   " + " " * 30), line
        assert f" {step.tried} " in line
        d = step.differences[0]
        lo, hi = d.ci95
        assert f"{100 * d.diff:+.1f} ({100 * lo:+.1f} to {100 * hi:+.1f})" in line
        assert line.endswith(" *") == found.shown(step)
    effects = [found.effect(k) for k in found.ranked]
    assert effects == sorted(effects, reverse=True)
    assert lines[3 + len(found.rows)].startswith(
        "  * shown to move the balance after Holm's correction for the 9 steps played")
    assert lines[3 + len(found.rows)].endswith(
        "; the knobs are listed by the change measured, which no test ranks")
    assert lines[4 + len(found.rows)] == f"  {found.words}."


def test_the_time_said_is_that_of_every_version_played(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    found = which_knob(load(MILL).scenario, 2, ai="greedy", seed=2, name="Mill Crossing")
    found.base.seconds = 1.0
    for step in found.played:
        assert step.result is not None
        step.result.seconds = 0.5
    monkeypatch.setattr("editor.engine.game.sensitivity.which_knob", lambda *a, **k: found)
    code, out, _ = run(capsys, "simulate", MILL, "--which-knob", "--games", "2")
    assert code == 0 and len(found.played) == 9
    assert out.splitlines()[0].endswith(", turn cap 200, 5.5 s")  # 1 + 9 x 0.5


def test_every_game_drawn_says_the_versions_tell_nothing_not_what_the_mark_means(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Found by the lab-words audit: with every game of every version drawn at the turn
    cap, the table's footnote still said what ``*`` (shown to move the balance after
    Holm's correction) means, where no step could be. It says, as a run's does, that no
    game was won and the versions say nothing of the balance."""
    code, out, _ = run(capsys, "simulate", MILL, "--which-knob", "--games", "3", "--jobs",
                       "1", "--max-turns", "1")
    assert code == 0
    lines = out.splitlines()
    assert not any(line.startswith("  * ") for line in lines), out
    assert ("  note: no game was won: every one was drawn at the turn cap of 1 player turns, "
            "so the versions say nothing of the balance (a higher turn cap lets the games "
            "end)") in lines


def test_steps_the_rules_do_not_allow_are_said_not_played(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    edge = tmp_path / "edge.m44"
    save(balance.with_knob(load(MILL).scenario, "medals1", 1), edge, backup=False)
    code, out, _ = run(capsys, "simulate", str(edge), "--which-knob", "--games", "2",
                       "--jobs", "1")
    assert code == 0
    assert ("  not played: medals to win of Axis (player 1) (medals1) 1 → 0: player 1 has 0 "
            "medals to win; 1 to 12 allowed (medals-range)") in out.splitlines()
    assert " 1 → 2 " in out and " 1 → 0 " not in out


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_json_csv_and_the_tornado_say_the_same_steps(capsys: pytest.CaptureFixture[str],
                                                     tmp_path: Path) -> None:
    png, table = tmp_path / "k.png", tmp_path / "k.csv"
    code, out, _ = run(capsys, "simulate", MILL, "--which-knob", "--games", "3", "--jobs",
                       "1", "--json", "--plot", str(png), "--csv", str(table))
    assert code == 0
    data = json.loads(out)
    found = which_knob(load(MILL).scenario, 3, ai="greedy", name="Mill Crossing")
    assert data["words"] == found.words
    assert [k["knob"] for k in data["knobs"]] == found.ranked
    for entry in data["knobs"]:
        assert [s["value"] for s in entry["steps"]] == \
            [s.value for s in found.steps_of(entry["knob"])]
        for said, step in zip(entry["steps"], found.steps_of(entry["knob"]), strict=True):
            assert said["difference"] == {d.side: d.to_json() for d in step.differences}
            assert said["run"]["wins"] == step.result.to_json()["wins"]  # type: ignore[union-attr]
    rows = list(csv.DictReader(table.open(encoding="utf-8")))
    assert [(r["knob"], r["value"]) for r in rows] == \
        [("", "")] + [(s.knob, str(s.value)) for s in found.rows]
    # the tornado at the size of plots.PLOTS, as the lab saves it
    width, height = PLOTS["knobs"][1]
    assert _png_size(png) == (round(100 * width), round(100 * height))


@pytest.mark.parametrize("args,code,words", [
    (("--what-if", "medals2"), 2, "--which-knob tries each knob one step either way and "
                                  "--what-if sweeps one knob over the values named: leave "
                                  "one out"),
    (("--compare", MILL), 2, "and --compare compares two files"),
    (("--until-ci", "0.2"), 2, "and --until-ci stops on one run's interval"),
    (("--log", "g.json"), 2, "and --log saves one game"),
    (("--heatmap", "h.png"), 2, "and --heatmap draws one run's heat map"),
    (("--export-json", "e.json"), 2, "and --export-json writes one run's games"),
    (("--plot", "out.gif"), 2, "out.gif: expected a .png or .svg"),
    ((MILL,), 2, "--which-knob tries the knobs of one scenario; name one file"),
])
def test_what_it_cannot_take_is_refused_before_a_game(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path, args: tuple[str, ...], code: int, words: str) -> None:
    monkeypatch.chdir(tmp_path)
    played: list[object] = []
    monkeypatch.setattr("editor.engine.game.sensitivity.simulate",
                        lambda *a, **k: played.append(a))
    got, out, err = run(capsys, "simulate", MILL, *args, "--which-knob", "--games", "2")
    assert (got, played, out) == (code, [], "")
    assert words in err
    assert list(tmp_path.iterdir()) == []


def test_a_scenario_with_errors_is_listed_and_not_played(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    broken = tmp_path / "broken.m44"
    save(balance.with_knob(load(MILL).scenario, "medals2", 0), broken, backup=False)
    played: list[object] = []
    monkeypatch.setattr("editor.engine.game.sensitivity.simulate",
                        lambda *a, **k: played.append(a))
    code, out, err = run(capsys, "simulate", str(broken), "--which-knob", "--games", "2")
    assert (code, played, out) == (1, [], "")
    assert "error medals-range at $.game_info.victory_player2" in err
    assert err.splitlines()[-1] == f"m44 simulate: {broken} has 1 error: no game played"


def test_a_step_that_puts_victory_out_of_reach_is_warned_of(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Which knob warned only of the scenario as it is: a step that puts a side's victory
    out of reach (one medal more to win than the board gives) is warned of under the table,
    named, as m44 simulate warns of a run."""
    from editor.engine.game.simulate import run_warnings

    from .test_cli_game import out_of_reach

    edge = balance.with_knob(out_of_reach(), "medals2", 3)  # type: ignore[arg-type]
    path = tmp_path / "edge.m44"
    save(edge, path, backup=False)
    code, out, _ = run(capsys, "simulate", str(path), "--games", "2", "--jobs", "1",
                       "--which-knob")
    beyond = run_warnings(balance.with_knob(edge, "medals2", 4))
    warned = [line for line in out.splitlines() if line.startswith("  warning: ")]
    assert code == 0 and warned == [
        f"  warning: medals to win of Allies (player 2) (medals2) 3 → 4: {beyond[0]}"]


def test_the_table_gives_player_2s_change_when_draws_part_it_from_player_1s(
        capsys: pytest.CaptureFixture[str]) -> None:
    """With draws changed, player 2's change is not player 1's mirrored: both sides gaining
    (Axis +10.0, Allies +30.0: the balance towards Allies) read "+10.0 (...) *" alone in
    the table, as if the step had moved it towards Axis; the sentence and the tornado give
    both. The table names player 2's change beside player 1's then, as it did only when
    player 2's interval alone left out 0."""
    from editor.cli.simulate_knobs import _print
    from editor.engine.game.sensitivity import Sensitivity, Step
    from editor.engine.game.simulate import DRAWN, GameSummary, SimulationResult, compare

    def played(outcomes: list[int]) -> SimulationResult:
        r = SimulationResult("Test", ("AXIS", "ALLIES"), ("greedy", "greedy"))
        for seed, o in enumerate(outcomes):
            r.add(GameSummary(seed, None if o == DRAWN else o, 10, (0, 0), "medals"))
        return r

    base = played([0] * 30 + [1] * 30 + [DRAWN] * 40)
    both = played([0] * 30 + [1] * 30 + [0] * 10 + [1] * 30)
    plain = played([0] * 36 + [1] * 24 + [DRAWN] * 40)
    found = Sensitivity(base, [Step("cards1", 4, 5, both, tuple(compare(base, both))),
                               Step("medals2", 6, 7, plain, tuple(compare(base, plain)))], 100)
    _print(found, 200)
    rows = dict(zip((st.tried for st in found.rows),
                    capsys.readouterr().out.splitlines()[3:3 + len(found.rows)], strict=True))
    lo, hi = compare(base, both)[1].ci95
    assert rows["4 → 5"].endswith(f"+10.0 (+5.5 to +17.4); Allies +30.0 ({100 * lo:+.1f} to "
                                  f"{100 * hi:+.1f}) *"), rows["4 → 5"]
    lo, hi = compare(base, plain)[0].ci95  # no draw changed: player 1's change alone
    assert rows["6 → 7"].endswith(f"40.0%    +6.0 ({100 * lo:+.1f} to {100 * hi:+.1f}) *"), \
        rows["6 → 7"]

