"""Batches of many scenarios (`editor/engine/game/batch.py`, `m44 simulate FILE...`): the
same results as one simulation per scenario, whatever the executor; checkpoints that resume
without repeating or losing a game; the table, JSON and CSV; clear refusals."""

from __future__ import annotations

import csv
import io
import json
import multiprocessing
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from editor.cli import main
from editor.engine.game import simulate
from editor.engine.game import batch as batch_mod
from editor.engine.game import executors
from editor.engine.game.batch import (BatchError, Checkpoint, Entry, Settings, new_checkpoint,
                                      run_batch, scenario_files)
from editor.engine.game.executors import (Chunk, ChunkDone, Executor, GameSpec,
                                          LocalExecutor, run_chunk)

from ...conftest import ROOT
from .interrupt import interrupt

SMALL = [ROOT / "scenarios" / "oyster-green.m44", ROOT / "scenarios" / "hedgerow-crossroads.m44"]


def numbers(doc: dict[str, Any]) -> dict[str, Any]:
    """A result's JSON without what may differ between two runs of the same games: the
    time taken, the name (the CLI names it after the file)."""
    return {k: v for k, v in doc.items() if k not in ("seconds", "scenario")}


class Counting(Executor):
    """Runs chunks in this process and keeps every chunk it ran; can stop after some."""

    def __init__(self, stop_after: int | None = None) -> None:
        self.ran: list[tuple[str, int, int]] = []
        self.stop_after = stop_after
        self.name = "counting"

    def run(self, chunks: Sequence[Chunk]) -> Iterator[tuple[int, ChunkDone]]:
        for i, c in enumerate(chunks):
            if self.stop_after is not None and len(self.ran) >= self.stop_after:
                raise KeyboardInterrupt
            self.ran.append((c.spec.key, c.first, c.count))
            yield i, run_chunk(c)


@pytest.fixture(scope="module")
def entries() -> list[Entry]:
    return [Entry.of(str(p)) for p in SMALL]


def test_a_chunk_is_a_pure_function_of_its_seeds(entries: list[Entry]) -> None:
    spec = GameSpec.of(entries[0].scenario, "greedy", "random", 200)
    a = run_chunk(Chunk(spec, 7, 3)).rows
    b = run_chunk(Chunk(spec, 8, 2)).rows
    assert [r[0] for r in a] == [7, 8, 9]
    assert a[1:] == b  # game 8 is game 8, whichever chunk plays it
    assert spec.key == GameSpec.of(entries[0].scenario, "greedy", "random", 200).key
    assert spec.key != GameSpec.of(entries[1].scenario, "greedy", "random", 200).key


def test_a_batch_runs_on_the_cores_this_process_may_use(entries: list[Entry],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """``--jobs 0`` is every core this process may run on, as for one simulation
    (:func:`~editor.engine.game.simulate.usable_cores`: its affinity, not the machine's
    count), and no more processes than those are started for a larger ``--jobs``."""
    monkeypatch.setattr(executors, "usable_cores", lambda: 3)
    assert executors.make_executor(None, 0).workers == 3
    monkeypatch.setattr(executors, "usable_cores", lambda: 1)

    def no_workers(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("worker processes started with one usable core")

    monkeypatch.setattr(executors, "Workers", no_workers)
    s = Settings(games=4, ai="random", vs="random", seed=1, chunk=2)
    assert run_batch(entries[:1], s, LocalExecutor(8)).results[0].games == 4


def test_each_scenario_of_a_batch_equals_its_own_simulation(entries: list[Entry]) -> None:
    s = Settings(games=12, ai="greedy", vs="random", seed=4, chunk=5)
    out = run_batch(entries, s, LocalExecutor(1))
    assert out.played == 24 and out.resumed == 0
    for e, r in zip(entries, out.results):
        alone = simulate(e.scenario, 12, ai="greedy", vs="random", seed=4, jobs=1)
        assert numbers(r.to_json()) == numbers(alone.to_json())


def test_the_result_is_the_same_on_two_processes_and_with_another_chunk_size(
        entries: list[Entry]) -> None:
    one = run_batch(entries, Settings(games=10, seed=2, chunk=3), LocalExecutor(1))
    two = run_batch(entries, Settings(games=10, seed=2, chunk=4), LocalExecutor(2))
    assert [numbers(r.to_json()) for r in one.results] == \
        [numbers(r.to_json()) for r in two.results]
    assert two.executor == "2 local processes"


def test_a_batch_on_spawned_workers_gives_the_same_results(
        entries: list[Entry], monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows starts worker processes only by spawn, macOS by default: each chunk and its
    result are pickled to and from a fresh interpreter."""
    one = run_batch(entries, Settings(games=6, seed=2, chunk=3), LocalExecutor(1))
    monkeypatch.setattr(executors, "process_context",
                        lambda: multiprocessing.get_context("spawn"))
    two = run_batch(entries, Settings(games=6, seed=2, chunk=3), LocalExecutor(2))
    assert [numbers(r.to_json()) for r in one.results] == \
        [numbers(r.to_json()) for r in two.results]


def test_an_interrupted_batch_resumes_without_repeating_or_losing_a_game(
        entries: list[Entry], tmp_path: Path) -> None:
    s = Settings(games=10, seed=1, chunk=3)  # chunks of 3, 3, 3, 1 per scenario
    whole = run_batch(entries, s, LocalExecutor(1))
    path = tmp_path / "cp.json"
    first = Counting(stop_after=3)
    with pytest.raises(KeyboardInterrupt):
        run_batch(entries, s, first, checkpoint=new_checkpoint(path, s, entries))
    saved = json.loads(path.read_text())
    assert len(saved["done"]) == 3  # saved when interrupted, whatever SAVE_EVERY says
    second = Counting()
    out = run_batch(entries, s, second, checkpoint=Checkpoint.load(path, s, entries))
    assert set(first.ran).isdisjoint(second.ran)  # no chunk played twice
    assert len(first.ran) + len(second.ran) == 8  # and none left out
    assert out.resumed == 9 and out.played == 11
    assert [numbers(r.to_json()) for r in out.results] == \
        [numbers(r.to_json()) for r in whole.results]
    # Resuming a finished batch plays nothing and gives the same table.
    third = Counting()
    again = run_batch(entries, s, third, checkpoint=Checkpoint.load(path, s, entries))
    assert third.ran == [] and again.played == 0 and again.resumed == 20
    assert [r.to_json() for r in again.results] == [r.to_json() for r in out.results]


def test_a_checkpoint_older_than_the_last_games_only_costs_them_again(
        entries: list[Entry], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A batch killed outright (no save at the end) resumes from its last save: the chunks
    finished since are played again, to the same rows."""
    s = Settings(games=8, seed=5, chunk=2)
    whole = run_batch(entries, s, LocalExecutor(1))
    path = tmp_path / "cp.json"
    copies: list[bytes] = []
    monkeypatch.setattr(batch_mod, "SAVE_EVERY", 0.0)  # save after every chunk

    def snapshot(done: int, total: int) -> None:
        if path.exists():
            copies.append(path.read_bytes())

    run_batch(entries, s, LocalExecutor(1), checkpoint=new_checkpoint(path, s, entries),
              progress=snapshot)
    mid = copies[len(copies) // 2]
    assert 0 < len(json.loads(mid)["done"]) < 8
    path.write_bytes(mid)
    rerun = Counting()
    out = run_batch(entries, s, rerun, checkpoint=Checkpoint.load(path, s, entries))
    assert len(rerun.ran) == 8 - len(json.loads(mid)["done"])
    assert [numbers(r.to_json()) for r in out.results] == \
        [numbers(r.to_json()) for r in whole.results]


def test_a_checkpoint_of_another_batch_is_refused_naming_what_differs(
        entries: list[Entry], tmp_path: Path) -> None:
    s = Settings(games=6, seed=0, chunk=3)
    path = tmp_path / "cp.json"
    run_batch(entries, s, LocalExecutor(1), checkpoint=new_checkpoint(path, s, entries))
    with pytest.raises(BatchError, match=r"cp\.json: .*games 6, not 7"):
        Checkpoint.load(path, Settings(games=7, seed=0, chunk=3), entries)
    with pytest.raises(BatchError, match="ai 'random', not 'greedy'"):
        Checkpoint.load(path, Settings(games=6, ai="greedy", chunk=3), entries)
    with pytest.raises(BatchError, match="other scenario files"):
        Checkpoint.load(path, s, entries[::-1])
    # The chunk size is the checkpoint's: resuming with another one is the same batch.
    assert Checkpoint.load(path, Settings(games=6, chunk=5), entries).settings.chunk == 3
    changed = tmp_path / "changed.m44"
    shutil.copy(SMALL[0], changed)
    other = [Entry.of(str(changed)), entries[1]]
    cp2 = tmp_path / "cp2.json"
    new_checkpoint(cp2, s, other)
    changed.write_bytes(changed.read_bytes().replace(b"{", b"{ ", 1))
    with pytest.raises(BatchError, match=r"changed\.m44: changed since the checkpoint"):
        Checkpoint.load(cp2, s, [Entry.of(str(changed)), entries[1]])


COLUMNS = ("seed", "winner", "turns", "medals1", "medals2", "how")


def _game(doc: dict[str, Any], **values: Any) -> dict[str, Any]:
    """The checkpoint with its first chunk's second game edited (columns by name)."""
    row = [values.get(c, v) for c, v in zip(COLUMNS, doc["done"][0]["rows"][1])]
    rows = [doc["done"][0]["rows"][0], row, *doc["done"][0]["rows"][2:]]
    return {**doc, "done": [{**doc["done"][0], "rows": rows}, *doc["done"][1:]]}


@pytest.mark.parametrize("damage, message", [
    (lambda d: "{not json", "not JSON"),
    (lambda d: {**d, "format": "x"}, "not a batch checkpoint"),
    (lambda d: {**d, "version": 99}, "version 99"),
    (lambda d: {**d, "done": [{**d["done"][0], "first": 1}]}, r"done\[0\]: first 1"),
    (lambda d: {**d, "done": [{**d["done"][0], "rows": d["done"][0]["rows"][:1]}]},
     r"done\[0\]: rows is not a list of 3 games"),
    (lambda d: {**d, "done": [{**d["done"][0], "rows": [[0, 5, 1, 1, 1, "medals"]] * 3}]},
     r"\$\.done\[0\]\.rows\[0\]: not \[seed 0, "),
    (lambda d: {**d, "done": d["done"] + d["done"][:1]}, "there twice"),
    # an edited file: what no game gives, and what the reader crashed on (exit 3)
    (lambda d: {**d, "scenarios": [s["file"] for s in d["scenarios"]]},
     r"\$\.scenarios is not a list of objects"),
    (lambda d: _game(d, turns=-5), r"\$\.done\[0\]\.rows\[1\]: no game ends so: -5 player turns"),
    (lambda d: _game(d, turns=201), "201 player turns, with a turn cap of 200"),
    (lambda d: _game(d, medals1=-1), r"\$\.done\[0\]\.rows\[1\]: no game ends so: medals -1"),
    # medals out of range (oyster-green: 6 to win each, 3 objectives for player 2): they
    # were taken as they were, the result's mean medals with them
    (lambda d: _game(d, medals1=999), r"\$\.done\[0\]\.rows\[1\]: no game ends so: player 1 "
     r"with 999 medals, more than a game of this scenario ends with \(7 at most: 6 to win\)"),
    (lambda d: _game(d, medals2=11), "player 2 with 11 medals, more than .* ends with "
     r"\(10 at most"),
    (lambda d: _game(d, winner=0, turns=9, medals1=5, how="medals"),
     "player 1 wins by medals with 5 medals of the 6 it needs"),
    (lambda d: _game(d, winner=-1, turns=200, medals2=6, how="turn-cap"),
     "player 2 holds 6 medals, its 6 to win, in a game ended by turn-cap"),
    (lambda d: _game(d, winner=1, turns=9, medals1=6, medals2=2, how="sudden-death"),
     "player 1 holds 6 medals, its 6 to win, in a game ended by sudden-death"),
    (lambda d: _game(d, winner=-1, turns=7, how="medals"),
     "winner -1 by medals after 7 player turns"),
    (lambda d: _game(d, winner=0, turns=200, how="turn-cap"), "winner 0 by turn-cap"),
    (lambda d: _game(d, winner=-1, turns=7, how="turn-cap"),
     "winner -1 by turn-cap after 7 player turns"),
    (lambda d: {**d, "done": [{**d["done"][0], "seconds": "fast"}]},
     r"\$\.done\[0\]\.seconds: 'fast' is not a number of seconds"),
    # the settings were named in words ('"settings" is not...', 'settings.chunk is 0')
    (lambda d: {**d, "settings": list(d["settings"])},
     r"cp\.json: \$\.settings: not an object with the keys games, "),
    (lambda d: {**d, "settings": {**d["settings"], "chunk": 0}},
     r"cp\.json: \$\.settings\.chunk: 0 is not a positive number"),
])
def test_a_damaged_checkpoint_is_refused_naming_the_place(
        entries: list[Entry], tmp_path: Path, damage: Any, message: str) -> None:
    s = Settings(games=6, seed=0, chunk=3)
    path = tmp_path / "cp.json"
    run_batch(entries, s, LocalExecutor(1), checkpoint=new_checkpoint(path, s, entries))
    doc = damage(json.loads(path.read_text()))
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc))
    with pytest.raises(BatchError, match=message):
        Checkpoint.load(path, s, entries)


@pytest.mark.parametrize("kind, message", [
    ("deep", r"cp\.json: line 1 column 65: nested too deep \(more than 64 levels\)"),
    ("latin-1", r"cp\.json: line 2 column 20: not UTF-8 text \(byte 0xE9\)"),
    ("large", r"cp\.json: file is 2,000,000 bytes, larger than the [\d,]+ byte limit"),
    ("folder", r"cp\.json: is a directory, not a file"),
    ("fifo", r"cp\.json: is a FIFO \(named pipe\), not a regular file"),
])
def test_a_checkpoint_is_read_as_every_file_is(tmp_path: Path, kind: str, message: str) -> None:
    """Through editor.io's reader: a regular file of bounded size (at most what the games of
    the batch can fill), UTF-8 JSON of bounded depth. A deep file was an internal error
    (exit 3, RecursionError), a FIFO was waited on for ever, /dev/zero read until memory ran
    out; a folder was 'a checkpoint is there already'."""
    cp = tmp_path / "cp.json"
    if kind == "deep":
        cp.write_text("[" * 100_000 + "]" * 100_000)
    elif kind == "latin-1":
        cp.write_bytes(b'{"format": "m44-batch-checkpoint",\n "scenarios": ["caf\xe9.m44"]}')
    elif kind == "large":
        cp.write_bytes(b" " * 1_999_998 + b"{}")
    elif kind == "folder":
        cp.mkdir()
    else:
        os.mkfifo(cp)
    for resume in ([], ["--resume"]):
        out = subprocess.run([sys.executable, "-m", "editor", "simulate", str(SMALL[0]),
                              str(SMALL[1]), "--games", "2", "--jobs", "1",
                              "--checkpoint", str(cp), *resume],
                             capture_output=True, text=True, cwd=ROOT, timeout=60)
        if kind != "folder" and not resume:
            continue  # a file is there already: add --resume
        assert out.returncode == 2, out.stderr
        assert out.stdout == "" and re.fullmatch(
            f"m44 simulate: {re.escape(str(tmp_path))}/{message}.*\n", out.stderr), out.stderr


def test_a_folder_stands_for_its_scenarios_sorted(tmp_path: Path) -> None:
    (tmp_path / "b").mkdir()
    for name in ("z.m44", "a.m44", "b/m.m44"):
        shutil.copy(SMALL[0], tmp_path / name)
    (tmp_path / "notes.txt").write_text("x")
    assert scenario_files([str(tmp_path)]) == [str(tmp_path / n) for n in
                                               ("a.m44", "b/m.m44", "z.m44")]
    (tmp_path / "empty").mkdir()
    with pytest.raises(BatchError, match="no .m44 scenario"):
        scenario_files([str(tmp_path / "empty")])


def test_an_entry_is_the_scenario_of_the_bytes_it_digests(tmp_path: Path, monkeypatch) -> None:
    import hashlib

    from editor.io import files

    path = tmp_path / "s.m44"
    shutil.copy(SMALL[0], path)
    reads: list[str] = []
    real = files.read_file

    def read_then_change(p, limit):  # type: ignore[no-untyped-def]
        data = real(p, limit)
        reads.append(str(p))
        # the file changes right after it was read: the entry keeps what it read
        shutil.copy(SMALL[1], path)
        return data

    monkeypatch.setattr(files, "read_file", read_then_change)
    entry = Entry.of(str(path))
    assert reads == [str(path)]  # read once
    assert entry.sha256 == hashlib.sha256(SMALL[0].read_bytes()).hexdigest()
    assert entry.scenario.texts().name == Entry.of(str(SMALL[0])).scenario.texts().name


# --- the command line -----------------------------------------------------------------------

def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["simulate", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    d = tmp_path / "book"
    d.mkdir()
    for p in SMALL:
        shutil.copy(p, d / p.name)
    return d


def test_a_folder_prints_a_table_a_line_per_scenario(capsys: pytest.CaptureFixture[str],
                                                     folder: Path) -> None:
    code, out, err = cli(capsys, str(folder), "--games", "6", "--jobs", "1", "--seed", "3")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].startswith("scenario") and "95% interval" in lines[0]
    body = lines[2:4]
    assert body[0].startswith("Hedgerow Crossroads") and body[1].startswith("Oyster Green")
    alone = simulate(Entry.of(str(SMALL[0])).scenario, 6, ai="greedy", seed=3, jobs=1)
    axis = 100 * alone.win_rate["AXIS"]
    assert f"Axis    {axis:5.1f}%" in body[1]
    assert "12 games played on 1 local process" in out


def test_a_batch_says_what_of_each_scenario_the_games_did_not_play(
        capsys: pytest.CaptureFixture[str], folder: Path) -> None:
    """A book run as a batch said nothing of the rules its games left out, where m44
    simulate of one of its files says each under its figures (found by the balance lab
    audit): Oyster Green's marsh, sea bluffs and road bonus are named under the table,
    with the scenario's name, and listed in --json as one file's run lists them."""
    from editor.engine.game.simulate import not_played

    oyster = not_played(Entry.of(str(SMALL[0])).scenario)
    assert oyster and not not_played(Entry.of(str(SMALL[1])).scenario)
    code, out, _ = cli(capsys, str(folder), "--games", "2", "--jobs", "1")
    assert code == 0
    # (after the notes that 2 games are too few, as one file's run of 2 says)
    assert [line for line in out.splitlines() if "note:" in line and "too few" not in line] \
        == [f"note: Oyster Green: {n}" for n in oyster]
    code, out, _ = cli(capsys, str(folder), "--games", "2", "--jobs", "1", "--json")
    assert [s["not_played"] for s in json.loads(out)["scenarios"]] == [[], oyster]


def test_a_batch_warns_of_a_scenario_whose_victory_is_out_of_reach(
        capsys: pytest.CaptureFixture[str], folder: Path) -> None:
    """A batch said nothing of a scenario whose side needs more medals than its board
    gives, where m44 simulate of the file warns under its figures (found by the lab words
    audit): the table names it under the figures, with the scenario's name, and --json
    lists it as one file's run does."""
    from editor.io.m44 import save

    from .test_cli_game import OUT_OF_REACH, out_of_reach

    far = out_of_reach()
    save(far, folder / "far.m44", backup=False)  # type: ignore[arg-type]
    name = far.text["en"].name  # type: ignore[attr-defined]
    code, out, _ = cli(capsys, str(folder), "--games", "2", "--jobs", "1")
    assert code == 0
    assert [line for line in out.splitlines() if line.startswith("warning:")] == \
        [f"warning: {name}: {OUT_OF_REACH}"]
    code, out, _ = cli(capsys, str(folder), "--games", "2", "--jobs", "1", "--json")
    assert {Path(s["file"]).name: s["warnings"] for s in json.loads(out)["scenarios"]} == \
        {"far.m44": [OUT_OF_REACH]} | {p.name: [] for p in SMALL}


def test_json_and_csv_hold_every_scenario(capsys: pytest.CaptureFixture[str], folder: Path,
                                          tmp_path: Path) -> None:
    out_csv = tmp_path / "t.csv"
    code, out, _ = cli(capsys, str(folder), "--games", "5", "--jobs", "2", "--json",
                       "--csv", str(out_csv), "--ai", "greedy")
    assert code == 0
    doc = json.loads(out)
    assert [Path(s["file"]).name for s in doc["scenarios"]] == \
        ["hedgerow-crossroads.m44", "oyster-green.m44"]
    assert doc["settings"] == {"games": 5, "ai": "greedy", "vs": "greedy", "seed": 0,
                               "max_turns": 200, "chunk": 1}
    rows = list(csv.DictReader(io.StringIO(out_csv.read_text())))
    assert len(rows) == 2
    for row, s in zip(rows, doc["scenarios"]):
        assert row["file"] == s["file"] and int(row["games"]) == s["games"] == 5
        side = row["player1_side"]
        assert int(row["player1_wins"]) == s["wins"][side]
        assert float(row["player1_ci95_low"]) == s["ci95"][side][0]
        assert int(row["draws"]) == s["wins"]["draw"]
        assert sum(int(row[f"player1_won_by_{h}"]) for h in s["wins_by"][side]) == \
            s["wins"][side]


def test_batch_usage_errors_exit_2_with_one_line(capsys: pytest.CaptureFixture[str],
                                                 folder: Path, tmp_path: Path) -> None:
    code, _, err = cli(capsys, str(folder), "--games", "2", "--until-ci", "0.1")
    assert code == 2 and "--until-ci works on one scenario" in err
    code, _, err = cli(capsys, str(folder), "--games", "2", "--resume")
    assert code == 2 and "--resume needs --checkpoint" in err
    cp = tmp_path / "cp.json"
    cp.write_text("{}")
    code, _, err = cli(capsys, str(folder), "--games", "2", "--checkpoint", str(cp))
    # said of a file, not of a checkpoint: "{}" is none (the file-safety audit: an empty
    # .png was "a checkpoint is there already")
    assert code == 2 and "cp.json: a file is there already, and a checkpoint never " \
                         "writes over one: add --resume" in err
    assert cp.read_text() == "{}"  # never overwritten
    code, _, err = cli(capsys, str(folder), "--games", "2", "--checkpoint", str(cp), "--resume")
    assert code == 2 and f"{cp}: not a batch checkpoint" in err
    bad = folder / "bad.m44"
    bad.write_text("{nope")
    code, _, err = cli(capsys, str(folder), "--games", "2")
    assert code == 2 and "bad.m44" in err and "Traceback" not in err


def test_scheduler_without_dask_says_which_extra(capsys: pytest.CaptureFixture[str],
                                                 folder: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed fails
    code, _, err = cli(capsys, str(folder), "--games", "2", "--scheduler", "tcp://127.0.0.1:1")
    assert code == 2
    assert "--scheduler needs Dask distributed" in err and "m44-editor[cluster]" in err


def test_ctrl_c_keeps_the_checkpoint_and_resume_gives_the_uninterrupted_table(
        folder: Path, tmp_path: Path) -> None:
    """The command itself, interrupted as a terminal does it (SIGINT to its process group,
    its worker processes included), then resumed."""
    m44 = [sys.executable, "-c", "import sys; from editor.cli import main; sys.exit(main())"]
    # The interrupted run saves its checkpoint after every chunk (batch.SAVE_EVERY 0), so
    # the first save comes after the first of its 16 chunks, whatever the machine's speed,
    # and the SIGINT long before the last (2 x 16 search games, a few seconds in all); with
    # the 2 s of SAVE_EVERY, a fast machine could end the batch before its first save.
    interrupted = [sys.executable, "-c", "import sys; from editor.engine.game import batch; "
                   "batch.SAVE_EVERY = 0.0; from editor.cli import main; sys.exit(main())"]
    games, chunk = 16, 2
    chunks = 2 * games // chunk
    args = [str(folder), "--games", str(games), "--jobs", "2", "--chunk", str(chunk), "--ai",
            "search", "--json"]
    cp = tmp_path / "cp.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([*interrupted, "simulate", *args, "--checkpoint", str(cp)],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True)
    out, err = interrupt(proc, lambda: cp.exists() and bool(json.loads(cp.read_bytes())["done"]))
    assert proc.returncode == 130, err
    assert b"--resume plays the rest" in err and b"Traceback" not in err
    kept = len(json.loads(cp.read_bytes())["done"])
    assert 0 < kept < chunks
    resumed = subprocess.run([*m44, "simulate", *args, "--checkpoint", str(cp), "--resume"],
                             cwd=ROOT, env=env, capture_output=True, timeout=120)
    whole = subprocess.run([*m44, "simulate", *args], cwd=ROOT, env=env,
                           capture_output=True, timeout=120)
    assert resumed.returncode == 0 and whole.returncode == 0, resumed.stderr
    a, b = json.loads(resumed.stdout), json.loads(whole.stdout)
    assert a["resumed"] == chunk * kept and a["played"] == 2 * games - chunk * kept
    assert [numbers(s) for s in a["scenarios"]] == [numbers(s) for s in b["scenarios"]]


def test_the_progress_bar_counts_the_checkpoint_but_not_in_the_rate(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from editor.cli import simulate_batch

    clock = iter([0.0, 0.0, 10.0, 20.0, 30.0, 31.0])
    monkeypatch.setattr(simulate_batch.time, "perf_counter", lambda: next(clock))
    p = simulate_batch.Progress()
    p(600, 1200)  # 600 games from the checkpoint, at the start
    p(700, 1200)  # 100 games played in 10 s: 10 games/s, 50 s left
    line = capsys.readouterr().err.split("\r")[-1]
    assert line.startswith("[" + "#" * 14 + "-" * 10 + "] 700/1200 games")
    assert "10.0 games/s  about 50 s left" in line
    p(1200, 1200)
    err = capsys.readouterr().err
    assert err.endswith("\n")
    assert "1200/1200 games" in err and "left" not in err  # nothing left at the end
    simulate_batch.Progress()(1, 1)  # a batch of one game: the bar full once it is played
    assert capsys.readouterr().err.startswith("\r[" + "#" * 24 + "] 1/1 games")


@pytest.mark.parametrize(("name", "shown"), [
    ("short", "short"),
    ("a" * 40, "a" * 27 + "…"),
    # the escape of the newline whole, or not at all: "\x…" read as a broken escape
    ("<script>alert(1)</script>\nabc", "<script>alert(1)</script>\\n…"),
    ("a" * 25 + "\x1bxyz", "a" * 25 + "…"),
])
def test_the_tables_scenario_names_are_cut_between_escapes(name: str, shown: str) -> None:
    from editor.cli.simulate_batch import _cut

    assert _cut(name, 28) == shown and len(shown) <= 28


def test_a_batch_with_a_scenario_with_errors_exits_1_and_plays_none(
        capsys: pytest.CaptureFixture[str], folder: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A book one of whose scenarios has errors: the errors are listed and no game of the
    batch is played, exit 1 (as for one file; the mutation audit 4 found no test of it)."""
    from editor.engine.game import balance
    from editor.io.m44 import load, save

    save(balance.with_knob(load(SMALL[0]).scenario, "medals2", 0), folder / "broken.m44",
         backup=False)
    played: list[object] = []
    monkeypatch.setattr("editor.cli.simulate_batch.run_batch", lambda *a, **k: played.append(a))
    code, out, err = cli(capsys, str(folder), "--games", "2", "--jobs", "1")
    assert (code, played, out) == (1, [], "")
    assert err.splitlines()[-1] == \
        f"m44 simulate: {folder / 'broken.m44'} has 1 error: no game played"


def test_a_folder_without_scenarios_is_said_in_words(capsys: pytest.CaptureFixture[str],
                                                     tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    code, out, err = cli(capsys, str(empty), str(SMALL[0]), "--games", "2")
    assert (code, out) == (2, "")
    assert err == f"m44 simulate: {empty}: a folder with no .m44 scenario in it\n"


def test_a_resumed_batch_says_the_games_taken_from_the_checkpoint(
        capsys: pytest.CaptureFixture[str], folder: Path, tmp_path: Path) -> None:
    cp = tmp_path / "cp.json"
    args = [str(folder), "--games", "3", "--jobs", "1", "--checkpoint", str(cp)]
    code, out, _ = cli(capsys, *args)
    assert code == 0
    done = out.splitlines()[5]
    assert done.startswith("6 games played on 1 local process in ") and done.endswith(" s")
    code, again, _ = cli(capsys, *args, "--resume")
    assert code == 0
    assert again.splitlines()[2:4] == out.splitlines()[2:4]  # the same figures
    assert re.fullmatch(r"0 games played on 1 local process in \d+\.\d s, 6 taken from the "
                        r"checkpoint", again.splitlines()[5])


def test_a_batch_on_a_terminal_says_what_it_plays_and_shows_its_progress(
        capsys: pytest.CaptureFixture[str], folder: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """On a terminal, standard error says the batch's size and where it is played, then a
    progress bar ending on every game; -q, or standard error not a terminal, says nothing."""
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    code, out, err = cli(capsys, str(folder), "--games", "2", "--jobs", "1")
    assert code == 0 and out.startswith("scenario")
    assert err.startswith("2 scenarios x 2 games on 1 local process\n\r[")
    assert err.split("\r")[-1].startswith("[" + "#" * 24 + "] 4/4 games  ")
    assert err.endswith("\n")
    assert main(["-q", "simulate", str(folder), "--games", "2", "--jobs", "1"]) == 0
    assert capsys.readouterr().err == ""


def test_a_batch_stopped_by_its_executor_says_why_and_what_the_checkpoint_keeps(
        capsys: pytest.CaptureFixture[str], folder: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from editor.engine.game.executors import ExecutorUnavailable

    def dying(*args: object, **kwargs: object) -> None:
        raise ExecutorUnavailable("the workers died under the games from seed 3")

    monkeypatch.setattr("editor.cli.simulate_batch.run_batch", dying)
    code, out, err = cli(capsys, str(folder), "--games", "2")
    assert (code, out) == (2, "")
    assert err == "m44 simulate: the workers died under the games from seed 3\n"
    cp = tmp_path / "cp.json"
    code, out, err = cli(capsys, str(folder), "--games", "2", "--checkpoint", str(cp))
    assert (code, out) == (2, "")
    assert err == (f"m44 simulate: the workers died under the games from seed 3; {cp} keeps "
                   "the games done: the same command with --resume plays the rest\n")


def test_a_cluster_without_a_worker_is_said_before_the_games_wait(
        capsys: pytest.CaptureFixture[str], folder: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    def workerless(scheduler: str | None, jobs: int | None) -> LocalExecutor:
        executor = LocalExecutor(1)
        executor.threads = 0  # type: ignore[attr-defined]  # a Dask cluster no worker joined
        return executor

    monkeypatch.setattr("editor.cli.simulate_batch.make_executor", workerless)
    code, out, err = cli(capsys, str(folder), "--games", "2", "--jobs", "1")
    assert code == 0 and out.startswith("scenario")
    assert err == ("m44 simulate: 1 local process has no worker yet: the games wait for one "
                   "(dask worker ADDRESS)\n")


def test_a_checkpoint_of_an_older_version_is_refused_not_mixed_in(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch) -> None:
    """A checkpoint written by d64ce57 (tests/data/compat/README.md), whose games this
    version plays otherwise: resumed, its games were folded with this version's into a
    result neither version gives (Hedgerow Crossroads: 40% for the Axis, where d64ce57 gives
    32.5% and this version 50%). It is refused, naming the file and why; it is kept."""
    shutil.copy(ROOT / "scenarios" / "oyster-green.m44", tmp_path / "oyster-green.m44")
    cp = tmp_path / "cp.json"
    shutil.copy(ROOT / "tests" / "data" / "compat" / "checkpoint-d64ce57.json", cp)
    kept = cp.read_bytes()
    monkeypatch.chdir(tmp_path)
    code = main(["simulate", "oyster-green.m44", "--games", "4", "--ai", "search", "--jobs",
                 "1", "--chunk", "2", "--checkpoint", "cp.json", "--resume"])
    err = capsys.readouterr().err
    assert code == 2
    assert re.search(r"cp\.json: the checkpoint was written by an older m44-editor", err), err
    assert "start anew" in err and len(err.strip().splitlines()) == 1
    assert cp.read_bytes() == kept


def test_a_checkpoint_of_another_engine_is_refused(entries: list[Entry], tmp_path: Path
                                                   ) -> None:
    s = Settings(games=6, seed=0, chunk=3)
    path = tmp_path / "cp.json"
    run_batch(entries, s, LocalExecutor(1), checkpoint=new_checkpoint(path, s, entries))
    doc = json.loads(path.read_text())
    assert doc["engine"] == batch_mod.engine_digest()
    path.write_text(json.dumps({**doc, "engine": "0" * 64}))
    with pytest.raises(BatchError, match=r"cp\.json: the checkpoint was written by another "
                       r"version of m44-editor: its games from the same seeds may differ"):
        Checkpoint.load(path, s, entries)


def test_the_engine_digest_is_of_every_source_of_the_engine_and_reader(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """:func:`engine_digest` (the mut6 audit: no test saw what it digests, and a digest of
    no file survived): every ``.py`` and ``.json`` file below ``engine`` and ``io``, by its
    path and bytes, the compiled engine's folder and other files left out."""
    def tree(files: dict[str, str]) -> str:
        root = tmp_path / str(len(list(tmp_path.iterdir())))
        for name, text in files.items():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_text(text)
        monkeypatch.setattr(executors.resources, "files", lambda _package: root)
        return executors.engine_digest.__wrapped__()

    base = {"engine/a.py": "x = 1", "engine/game/t.json": "{}", "io/m44.py": "y = 2"}
    digest = tree(base)
    assert re.fullmatch(r"[0-9a-f]{64}", digest)
    assert tree({**base, "engine/_native/a.py": "z", "engine/notes.txt": "n",
                 "editor.py": "w", "ui/x.py": "v"}) == digest
    for changed in ({**base, "engine/a.py": "x = 2"}, {**base, "io/m44.py": "y = 3"},
                    {**base, "engine/game/t.json": "[]"}, {**base, "engine/game/u.py": ""},
                    {"engine/b.py": "x = 1", "engine/game/t.json": "{}", "io/m44.py": "y = 2"}):
        assert tree(changed) != digest, changed
