"""`m44 simulate FILE --what-if KNOB=V,...`: the balance lab's What-if on the command line.
Each value is the scenario played with that value, on the same seeds; the table, the JSON
and the exports say the same games; a knob that does not fit the file, a value the rules
do not allow and options a sweep does not take are refused before a game is played."""

from __future__ import annotations

import csv
import json
import struct
from pathlib import Path

import pytest

from editor.cli import main
from editor.engine.game import balance, simulate
from editor.io.m44 import load

from ...conftest import ROOT

MILL = str(ROOT / "tests/data/ai/mill-crossing.m44")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_each_value_is_the_scenario_played_with_it_on_the_same_seeds(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", MILL, "--what-if", "medals2=5,7", "--games", "10",
                       "--jobs", "1", "--seed", "3", "--json")
    assert code == 0
    data = json.loads(out)
    scenario = load(MILL).scenario
    assert (data["knob"], data["label"], data["now"]) == \
        ("medals2", "medals to win of Allies (player 2)", 6)
    points = []
    for entry, value in zip(data["values"], (5, 7), strict=True):
        alone = simulate(balance.with_knob(scenario, "medals2", value), 10, ai="greedy",
                         seed=3, jobs=1)
        assert entry["value"] == value
        assert (entry["wins"], entry["seeds"], entry["mean_turns"]) == \
            (alone.to_json()["wins"], [3, 12], alone.to_json()["mean_turns"])
        points.append((value, alone))
    assert data["closest_to_even"] == balance.closest_to_even(points)
    assert data["not_told_from_even"] == balance.not_told_from_even(points)
    # each value a test, corrected as Which knob corrects its steps
    assert data["correction"] == {"method": "holm", "tests": len(balance.tested(points)),
                                  "level": 0.05}
    assert [e["shown"] for e in data["values"]] == [
        v in balance.shown_lopsided(points) for v, _ in points]
    assert [e["p_value"] for e in data["values"]] == [
        round(balance.even_p_value(r), 6) for _, r in points]
    assert data["words"] == balance.sweep_words(points, balance.closest_to_even(points))
    # more medals to win for the Allies (player 2) can only help the Axis, game for game
    axis = [e["wins"].get("AXIS", 0) for e in data["values"]]
    assert axis[0] <= axis[1]


def test_the_table_marks_the_scenarios_value_and_says_which_is_closest_to_even(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", MILL, "--what-if", "medals2", "--games", "6",
                       "--jobs", "1")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("Mill Crossing: what if the medals to win of Allies "
                               "(player 2) (medals2) were 4, 5, 6, 7, 8; greedy (player 1, Axis) vs "
                               "greedy (player 2, Allies), 6 games each, seeds 0-5")
    # the sides named as everywhere else in the report (the header read "AXIS wins")
    assert lines[1].split() == ["medals2", "Axis", "wins", "95%", "interval", "Allies", "wins",
                                "95%", "interval", "draws"]
    rows = [line.split()[0] for line in lines[2:7]]
    assert rows == ["4", "5", "6", "7", "8"]
    assert "(now)" in lines[4] and all("(now)" not in lines[i] for i in (2, 3, 5, 6))
    assert lines[7].strip().startswith("Closest to an even game: ")
    # 6 games a value: said too few, as a run of 6 says it of itself
    (note,) = [line for line in lines if "too few" in line]
    assert note.startswith("  note: at each value, only 6 games: too few to judge the "
                           "balance (the 95% intervals are up to ")


def test_the_table_marks_the_values_shown_lopsided_after_holms_correction(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Each value was its own test; the table now marks a value shown lopsided after
    Holm's correction for the values with a game won, and says what the mark means, as
    Which knob's table marks its steps."""
    code, out, _ = run(capsys, "simulate", MILL, "--what-if", "medals2=2,6,12", "--games",
                       "30", "--jobs", "1")
    assert code == 0
    lines = out.splitlines()
    code, js, _ = run(capsys, "simulate", MILL, "--what-if", "medals2=2,6,12", "--games",
                      "30", "--jobs", "1", "--json")
    data = json.loads(js)
    marked = [line.split()[0] for line in lines[2:5] if line.endswith("  *")]
    assert marked == [str(e["value"]) for e in data["values"] if e["shown"]]
    assert marked  # 2 or 12 medals to win for player 2 is no even game
    tests = data["correction"]["tests"]
    assert lines[6] == (f"  * shown lopsided after Holm's correction for the {tests} values "
                        "with a game won, which keeps a false one to 5% over them all "
                        "(player 1's share of the games won, draws aside, against one half); "
                        "the intervals are each value's own")
    assert f"after Holm's correction for the {tests} values with a game won" in data["words"]


def test_the_values_are_played_and_drawn_from_the_smallest(
        capsys: pytest.CaptureFixture[str]) -> None:
    """medals2=8,4,6 was played and plotted in that order: the lines ran back from 8 to 4
    and on to 6, and the interval bands were drawn between them, crossing (found by the
    balance lab audit)."""
    code, out, _ = run(capsys, "simulate", MILL, "--what-if", "medals2=8,4,6", "--games",
                       "2", "--jobs", "1", "--json")
    assert code == 0
    assert [v["value"] for v in json.loads(out)["values"]] == [4, 6, 8]
    assert balance.parse_values(" 8, 4,6,") == [4, 6, 8]
    for text, says in (("4,x", "whole numbers separated by commas, not 'x'"),
                       ("4,٣", "whole numbers separated by commas, not '٣'"),
                       ("4,5,4", "each value is played once: 4 is named twice"),
                       (" , ", "no value")):
        with pytest.raises(ValueError, match=says):
            balance.parse_values(text)


def test_the_values_tried_unless_told_are_around_the_scenarios() -> None:
    scenario = load(MILL).scenario
    assert balance.default_values(scenario, "first") == [1, 2]
    assert balance.default_values(scenario, "cards1") == [2, 3, 4, 5, 6]
    hex_name, unit = next((scenario.board.hex_name(c), u) for c, u in scenario.units())
    knob = balance.FIGURES + hex_name
    now = balance.knob_value(scenario, knob)
    assert balance.default_values(scenario, knob) == list(range(max(1, now - 2), now + 3))
    elite = balance.with_knob(scenario, knob, 8)  # no unit has 10 figures
    assert balance.default_values(elite, knob) == [6, 7, 8, 9]
    with pytest.raises(ValueError, match="unknown knob 'cards3'"):
        balance.default_values(scenario, "cards3")


@pytest.mark.parametrize("args,code,words", [
    (("--what-if", "medals1=0,3"), 1,
     "mill-crossing.m44 with medals1 = 0: error medals-range at "
     "$.game_info.victory_player1"),
    (("--what-if", "figures:A1"), 2, "mill-crossing.m44: --what-if figures:A1: no unit on A1"),
    (("--what-if", "figures:Z99=1"), 2, "--what-if figures:Z99"),
    (("--what-if", "cards3=4"), 2, "unknown knob 'cards3' (one of: cards1, cards2, medals1, "
                                   "medals2, first, or figures:HEX)"),
    (("--what-if", "first=1,3"), 2, "who moves first is player 1 or 2"),
    (("--what-if", "medals2=4,x"), 2, "the values are whole numbers separated by commas"),
    (("--what-if", "medals2=4,4"), 2, "'medals2=4,4': each value is played once: 4 is named "
                                      "twice"),
    (("--what-if", "medals2", "--compare", MILL), 2, "--compare compares two files"),
    (("--what-if", "medals2", "--until-ci", "0.2"), 2, "--until-ci stops on one run's"),
    ((MILL, "--what-if", "medals2"), 2, "--what-if sweeps one scenario; name one file"),
    (("--what-if", "medals2", "--plot", "out.gif"), 2, "out.gif: expected a .png or .svg"),
])
def test_what_a_sweep_cannot_play_is_refused_before_a_game(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path, args: tuple[str, ...], code: int, words: str) -> None:
    monkeypatch.chdir(tmp_path)
    played: list[object] = []
    monkeypatch.setattr("editor.cli.simulate_sweep.simulate",
                        lambda *a, **k: played.append(a))
    try:
        got, out, err = run(capsys, "simulate", MILL, *args, "--games", "2")
    except SystemExit as e:  # argparse's own usage errors
        got, err = int(str(e.code)), capsys.readouterr().err
        out = ""
    assert (got, played, out) == (code, [], "")
    assert words in err


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_exports_hold_every_values_games(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    files = {k: tmp_path / f"w.{k}" for k in ("csv", "json", "png")}
    code, out, _ = run(capsys, "simulate", MILL, "--what-if", "cards1=3,5", "--games", "4",
                       "--jobs", "1", "--csv", str(files["csv"]), "--export-json",
                       str(files["json"]), "--plot", str(files["png"]), "--json")
    assert code == 0
    printed = json.loads(out)
    rows = list(csv.DictReader(files["csv"].open(encoding="utf-8")))
    assert [(r["knob"], r["value"], r["seed"]) for r in rows] == \
        [("cards1", v, s) for v in ("3", "5") for s in ("0", "1", "2", "3")]
    data = json.loads(files["json"].read_text("utf-8"))
    for saved, said in zip(data["values"], printed["values"], strict=True):
        assert saved["wins"] == said["wins"] and len(saved["records"]) == 4
        assert [r["winner"] for r in saved["records"]] == \
            [r["winner"] for r in rows if r["value"] == str(saved["value"])]
        assert saved["heat"]["games"] == 4
    # the lab's What-if plot at the size the lab saves it
    assert _png_size(files["png"]) == (800, 400)


def test_the_runs_plots_are_saved_at_the_labs_size(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    # the command line drew them at 10 x 6.5 inches, the lab at the sizes of plots.PLOTS
    one, two = tmp_path / "r.png", tmp_path / "c.png"
    assert run(capsys, "simulate", MILL, "--games", "2", "--jobs", "1", "--plot",
               str(one))[0] == 0
    assert run(capsys, "simulate", MILL, "--compare", MILL, "--games", "2", "--jobs", "1",
               "--plot", str(two))[0] == 0
    assert _png_size(one) == (1000, 620)
    assert _png_size(two) == (900, 450)


def test_a_medals_knobs_values_are_not_overwritten_by_the_games_medals(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The value's column was named by the knob: for medals2, a column every game has,
    so each row's value was the medals player 2 ended the game with."""
    table = tmp_path / "w.csv"
    code, _, _ = run(capsys, "simulate", MILL, "--what-if", "medals2=5,7", "--games", "3",
                     "--jobs", "1", "--ai", "greedy", "--csv", str(table))
    assert code == 0
    header = table.read_text("utf-8").splitlines()[0].split(",")
    assert len(header) == len(set(header))
    rows = list(csv.DictReader(table.open(encoding="utf-8")))
    assert [(r["knob"], r["value"]) for r in rows] == [("medals2", "5")] * 3 + \
        [("medals2", "7")] * 3
    # the game's own medals stay the game's: never more than the medals it was played to
    assert all(int(r["medals2"]) <= int(r["value"]) for r in rows)


def test_each_row_gives_its_values_win_rates_and_draws(
        capsys: pytest.CaptureFixture[str]) -> None:
    """The rows' figures are those of the JSON: each side's win rate and interval, and the
    draws (the games at the turn cap: here some of each value's)."""
    args = ["simulate", MILL, "--what-if", "medals2=4,6", "--games", "6", "--jobs", "1",
            "--max-turns", "14"]
    code, out, _ = run(capsys, *args)
    assert code == 0
    code, js, _ = run(capsys, *args, "--json")
    rows = out.splitlines()[2:4]
    for line, entry in zip(rows, json.loads(js)["values"], strict=True):
        cells = []
        for side in ("AXIS", "ALLIES"):
            lo, hi = entry["ci95"][side]
            cells += [f"{100 * entry['wins'].get(side, 0) / 6:.1f}%",
                      f"{100 * lo:.1f}-{100 * hi:.1f}%"]
        draws = entry["wins"]["draw"]
        assert 0 < draws < 6
        assert line.split()[-5:] == [*cells, f"{100 * draws / 6:.1f}%"], line


def test_a_sweep_on_a_terminal_says_the_value_being_played(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stderr.isatty", lambda: True)
    code, _, err = run(capsys, "simulate", MILL, "--what-if", "medals2=4,6", "--games", "2",
                       "--jobs", "1")
    assert code == 0
    assert err == "\rmedals2 = 4: 2 games… \rmedals2 = 6: 2 games… \n"
    code, _, err = run(capsys, "-q", "simulate", MILL, "--what-if", "medals2=4,6", "--games",
                       "2", "--jobs", "1")
    assert (code, err) == (0, "")


def test_a_sweep_plays_100_games_on_every_processor_unless_told(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from editor.cli import simulate_sweep

    asked: list[tuple[int, int]] = []

    def recorded(version, games, **kwargs):  # type: ignore[no-untyped-def]
        asked.append((games, kwargs["jobs"]))
        return simulate(version, 2, **{**kwargs, "jobs": 1})

    monkeypatch.setattr(simulate_sweep, "simulate", recorded)
    assert run(capsys, "simulate", MILL, "--what-if", "medals2=4,6")[0] == 0
    assert run(capsys, "simulate", MILL, "--what-if", "medals2=4,6", "--games", "2",
               "--jobs", "1")[0] == 0
    # jobs=0: every core this process may run on, which simulate() counts (usable_cores)
    assert asked == [(100, 0), (100, 0), (2, 1), (2, 1)]
