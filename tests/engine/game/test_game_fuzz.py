"""The game fuzzer (tools/game_fuzz.py) kept working: a few seconds of games on the corpus
and its mutants find nothing, a game replays from its number, and a broken invariant (a
turn that does not end, by the test-only rule of :mod:`.endless`) is reported, saved and
replayed. Long runs: docs/RELIABILITY.md."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from editor.engine.game.tables import Setup
from editor.io.m44 import load, save
from tools import game_fuzz

from .endless import skirmish, stalled


def test_a_short_game_fuzz_run_finds_nothing(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    code = game_fuzz.main(["--games", "6", "--seed", "5", "--time-limit", "20",
                           "--search-every", "0", "--probe", "2", "--save", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "game fuzz: seed 5: 6 games" in out and "no failures" in out
    assert not list(tmp_path.iterdir())


def test_mutants_still_read_and_set_up() -> None:
    corpus = game_fuzz.Corpus.load()
    assert len(corpus.files) >= 6
    rng = random.Random(3)
    mutated = 0
    for _ in range(15):
        _name, s, done = corpus.scenario(rng)
        mutated += bool(done)
        Setup(s)
    assert mutated >= 5


def test_a_game_replays_from_its_number(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--seed", "2", "--only", "1", "--search-every", "0", "--probe", "1"]
    assert game_fuzz.main(args) == 0
    first = capsys.readouterr().out
    assert game_fuzz.main(args) == 0
    assert capsys.readouterr().out == first
    assert first.startswith("game 1: ") and "passed: " in first


def test_a_turn_that_does_not_end_is_reported_saved_and_replayed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    stalled(monkeypatch, since=2)
    path = tmp_path / "stalled.m44"
    save(skirmish(), path)
    saved = tmp_path / "failures"
    assert game_fuzz.main(["--scenario", str(path), "--games", "2", "--seed", "4",
                           "--turn-bound", "200", "--probe", "1", "--explain", "0",
                           "--save", str(saved)]) == 1
    out = capsys.readouterr().out
    assert "2 failure(s)" in out and "a turn that does not end  (game 0)" in out, out
    report = (saved / "seed4-game0.txt").read_text("utf-8")
    assert report.startswith("a turn that does not end\n") and "turn 2: 201 actions" in report
    assert load(saved / "seed4-game0.m44").scenario == load(path).scenario
    assert game_fuzz.main(["--scenario", str(saved / "seed4-game0.m44"), "--seed", "4",
                           "--only", "0", "--turn-bound", "200", "--explain", "0"]) == 1
    assert "failure: a turn that does not end" in capsys.readouterr().out


def test_a_failure_shrinks_to_a_smaller_scenario_that_fails_the_same_way(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    stalled(monkeypatch, since=2)
    path = tmp_path / "stalled.m44"
    save(skirmish(), path)
    assert game_fuzz.main(["--scenario", str(path), "--seed", "4", "--only", "0",
                           "--turn-bound", "200", "--probe", "0", "--explain", "0", "--shrink", "30",
                           "--save", str(tmp_path)]) == 1
    assert "shrunk to " in capsys.readouterr().out
    small = load(tmp_path / "seed4-game0-shrunk.m44").scenario
    assert len(list(small.units())) < len(list(skirmish().units()))
    assert (tmp_path / "seed4-game0-shrunk.txt").read_text("utf-8").startswith(
        "a turn that does not end\n")


def test_games_played_as_the_play_mode_plays_them_find_nothing() -> None:
    corpus = game_fuzz.Corpus.load()
    ways = set()
    for i in range(40):
        p = game_fuzz.plan(corpus, 9, i, 0)
        if p.way == "game" or p.way in ways:
            continue
        ways.add(p.way)
        report = game_fuzz.play(p, turn_bound=1000)
        assert report.decisions > 0 and report.how
    assert ways == {"session", "physical"}
