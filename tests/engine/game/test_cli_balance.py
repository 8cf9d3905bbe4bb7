"""`m44 simulate` exports: one row per game as CSV and JSON, the plots and the heat map as
PNG/SVG; bad targets are refused with the file named; matplotlib is imported only when a
plot is drawn."""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from editor.cli import main

from ...conftest import ROOT

MILL = str(ROOT / "tests/data/ai/mill-crossing.m44")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_exports_read_back_to_the_printed_figures(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", MILL, "--games", "12", "--jobs", "1", "--ai",
                       "greedy", "--seed", "4", "--json")
    assert code == 0
    summary = json.loads(out)
    files = {k: tmp_path / f"o.{k}" for k in ("csv", "json", "png", "svg")}
    # in a process of its own: the heat map's renderer starts a QGuiApplication, which
    # must not be the one the later Qt widget tests of this session find
    done = subprocess.run([sys.executable, "-m", "editor", "simulate", MILL, "--games", "12",
                           "--jobs", "2", "--ai", "greedy", "--seed", "4", "--csv",
                           str(files["csv"]), "--export-json", str(files["json"]), "--plot",
                           str(files["svg"]), "--heatmap", str(files["png"]), "--heat-layer",
                           "battles", "-q"], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, timeout=300)
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader(files["csv"].open(encoding="utf-8")))
    assert [int(r["seed"]) for r in rows] == list(range(4, 16))
    wins = Counter(r["winner"] for r in rows)
    assert {s: wins[s] for s in ("AXIS", "ALLIES")} == \
        {s: summary["wins"][s] for s in ("AXIS", "ALLIES")}
    assert sum(int(r["turns"]) for r in rows) / 12 == pytest.approx(summary["mean_turns"],
                                                                     abs=0.01)
    data = json.loads(files["json"].read_text("utf-8"))
    assert data["wins"] == summary["wins"] and data["ci95"] == summary["ci95"]
    assert [r["seed"] for r in data["records"]] == list(range(4, 16))
    assert [(r["winner"], r["turns"], r["how"]) for r in data["records"]] == \
        [(r["winner"], int(r["turns"]), r["how"]) for r in rows]
    assert data["heat"]["games"] == 12 and data["heat"]["layers"]["battles"]
    assert files["png"].read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert b"<svg" in files["svg"].read_bytes()[:2000]


def test_the_exported_heat_map_says_how_many_games_it_counts(tmp_path: Path) -> None:
    """The saved heat map's legend read "battles fought (most: 319)", with nothing to say
    of how many games: a picture shared alone could not be read (found by the balance lab
    audit). Each layer names the games it counts."""
    target = tmp_path / "h.svg"
    done = subprocess.run([sys.executable, "-m", "editor", "simulate", MILL, "--games", "5",
                           "--jobs", "1", "--heatmap", str(target), "--heat-layer", "battles",
                           "-q"], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "battles fought in 5 games (most: " in target.read_text("utf-8")


def test_compare_exports_both_runs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "c.json"
    code, _, _ = run(capsys, "simulate", MILL, "--compare", MILL, "--games", "6", "--jobs", "1",
                     "--export-json", str(target), "--plot", str(tmp_path / "c.png"))
    assert code == 0
    data = json.loads(target.read_text("utf-8"))
    assert data["a"]["records"] == data["b"]["records"]  # the same scenario, the same seeds
    assert data["difference"]["AXIS"]["diff"] == 0
    assert (tmp_path / "c.png").stat().st_size > 1000


@pytest.mark.parametrize("flag,name,words", [
    ("--plot", "p.gif", "expected a .png or .svg file"),
    ("--csv", "nowhere/o.csv", "no such folder"),
    ("--export-json", "o.txt", "expected a .json file"),
])
def test_bad_targets_are_refused_with_the_file_named(tmp_path: Path, flag: str, name: str,
                                                     words: str,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / name
    code, _, err = run(capsys, "simulate", MILL, "--games", "2", "--jobs", "1", flag,
                       str(target))
    assert code == 2
    assert str(target) in err and words in err and "Traceback" not in err
    assert not target.exists()


@pytest.mark.parametrize("argv", [
    [MILL, "--log", "{missing}/g.json"],
    [MILL, "--log", "{read_only}"],
    [MILL, "--log", "{folder}"],
    [MILL, "--plot", "{read_only}.png"],
    [MILL, MILL, "--csv", "{missing}/t.csv"],
    [MILL, MILL, "--csv", "{read_only}"],
])
def test_every_output_is_checked_before_a_game_is_played(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        argv: list[str]) -> None:
    """--log, and a batch's --csv, in a missing folder or over a read-only file were found
    unwritable only once every game was played: hours of a long run lost."""
    def played(*args: object, **kwargs: object) -> None:
        raise AssertionError("a game was played")

    monkeypatch.setattr("editor.cli.simulate.simulate", played)
    monkeypatch.setattr("editor.cli.simulate_batch.run_batch", played)
    files = {"missing": tmp_path / "missing", "read_only": tmp_path / "kept",
             "folder": tmp_path / "folder"}
    files["folder"].mkdir()
    for path in (files["read_only"], files["read_only"].with_suffix(".png")):
        path.write_text("kept")
        path.chmod(0o444)
    argv = [a.format(**{k: str(v) for k, v in files.items()}) for a in argv]
    code, out, err = run(capsys, "simulate", *argv, "--games", "2", "--jobs", "1")
    assert (code, out) == (2, "")
    assert err.startswith(f"m44 simulate: {argv[-1]}: cannot write: ") and err.count("\n") == 1
    assert files["read_only"].read_text() == "kept"


def test_a_failed_write_keeps_the_earlier_file(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "o.csv"
    target.mkdir()  # a folder where the file should go: the rename fails
    code, _, err = run(capsys, "simulate", MILL, "--games", "2", "--jobs", "1", "--csv",
                       str(target))
    assert code == 2 and "cannot write" in err and str(target) in err
    assert target.is_dir() and list(tmp_path.iterdir()) == [target]  # no temporary left


def test_version_and_validate_do_not_import_matplotlib() -> None:
    code = ("import sys\nfrom editor.cli import main\n"
            "try:\n    main(['--version'])\nexcept SystemExit:\n    pass\n"
            f"main(['validate', {MILL!r}])\n"
            "print('matplotlib' in sys.modules, 'editor.plots' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True)
    assert out.stdout.strip().splitlines()[-1] == "False False"


def test_the_json_export_holds_what_json_prints(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """--export-json is --json's summary with the records and the heat map: it lost what
    the games did not play (``not_played``) and, with --compare, what B changed from A
    (``changes``), which --json prints."""
    oyster = ROOT / "scenarios/oyster-green.m44"  # its marsh plays as a fordable stream
    data = json.loads(oyster.read_text("utf-8"))
    data["game_info"]["victory_player2"] -= 1
    other = tmp_path / "b.m44"
    other.write_text(json.dumps(data), "utf-8")
    target = tmp_path / "o.json"
    for extra in ([], ["--compare", str(other)]):
        args = ["simulate", str(oyster), *extra, "--games", "6", "--jobs", "1"]
        code, out, _ = run(capsys, *args, "--json")
        assert code == 0
        printed = json.loads(out)
        assert run(capsys, *args, "--export-json", str(target))[0] == 0
        exported = json.loads(target.read_text("utf-8"))
        runs = [(printed, exported)] if not extra else \
            [(printed[k], exported[k]) for k in ("a", "b")]
        for said, kept in runs:
            assert said["not_played"] and kept["records"]
            assert {k: v for k, v in kept.items() if k not in ("records", "heat", "seconds")} \
                == {k: v for k, v in said.items() if k != "seconds"}
        if extra:
            assert exported["changes"] == printed["changes"] != []
            assert exported["difference"] == printed["difference"]
            assert set(exported) == set(printed)
