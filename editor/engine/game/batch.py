"""Batches: the balance of many scenarios at once, resumable from a checkpoint file.

A batch plays ``games`` games of each scenario between the same two AIs; scenario ``k``'s
game ``i`` uses the seed ``seed + i``, exactly as ``m44 simulate FILE --seed S`` would, so
each scenario's result equals :func:`~editor.engine.game.simulate.simulate` of it. The
games are cut into chunks of ``chunk`` games, identified by (scenario, first seed, count),
and handed to an :class:`~editor.engine.game.executors.Executor` (local processes or a Dask
cluster); the rows come back in any order and are folded in seed order at the end, so the
result does not depend on what played the chunks, in what order, or how often.

The checkpoint (JSON, written atomically) holds the batch's settings, each scenario file
with the SHA-256 of its bytes, and every finished chunk's rows. A batch resumed from it
plays only the chunks it lacks: no game is played twice into the result, none is lost (a
chunk finished after the last save is played again, to the same rows). It is saved at most
every :data:`SAVE_EVERY` seconds while the batch runs, and always when it stops, finished,
failed or interrupted.

>>> from editor.engine.game.executors import LocalExecutor
>>> entries = [Entry.of("scenarios/oyster-green.m44")]
>>> out = run_batch(entries, Settings(games=4, seed=1), LocalExecutor(1))
>>> out.results[0].games, sum(out.results[0].wins.values()) + out.results[0].draws
(4, 4)
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import math
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from editor.engine.scenario import Scenario
from editor.io import files
from editor.io.files import FileReadError

from .executors import Chunk, ChunkDone, Executor, GameSpec, Row, engine_digest
from .players import make_player
from .simulate import GameSummary, SimulationResult, not_played, run_warnings
from .state import EXITS, HOW, MEDALS, OBJECTIVES, TURN_CAP
from .tables import Setup

if TYPE_CHECKING:
    from editor.io.m44 import Fix

#: The checkpoint's format name and version.
FORMAT = "m44-batch-checkpoint"
VERSION = 1

#: The longest a running batch goes without saving its checkpoint, in seconds: a batch of
#: thousands of chunks must not rewrite the file thousands of times.
SAVE_EVERY = 2.0

#: ``(games done, games in all)``, the games already in the checkpoint included.
Progress = Callable[[int, int], None]


class BatchError(Exception):
    """A batch cannot start or resume: the message names the file and what is wrong."""


@dataclass(frozen=True)
class Settings:
    """What a batch plays; a checkpoint resumes only the batch of the same settings."""

    games: int = 100
    ai: str = "random"
    vs: str = "random"
    seed: int = 0
    max_turns: int = 200
    #: Games per task (chunk).
    chunk: int = 25


@dataclass
class Entry:
    """One scenario of a batch: its file as named, the SHA-256 of its bytes, the scenario
    and the repairs the reader made to it (those of severity error make it unplayable, as
    ``m44 validate`` says)."""

    file: str
    sha256: str
    scenario: Scenario
    fixes: list[Fix] = field(default_factory=list)

    @classmethod
    def of(cls, path: str) -> Entry:
        """Read a scenario file (raises ``M44ReadError``, naming the file and the place).
        The file is read once: the digest is of the very bytes played, even when the file
        changes meanwhile."""
        from editor.io.files import FileReadError, read_file
        from editor.io.m44 import MAX_FILE_SIZE, M44ReadError, loads

        try:
            data = read_file(path, MAX_FILE_SIZE)
        except FileReadError as e:
            raise M44ReadError(path, None, str(e)) from None
        loaded = loads(data, source=path)
        return cls(path, hashlib.sha256(data).hexdigest(), loaded.scenario, loaded.fixes)


def scenario_files(paths: Sequence[str]) -> list[str]:
    """The files named, a folder standing for the ``.m44`` files in it and its subfolders
    (:func:`editor.io.files.scenario_files`); a folder with none is a :class:`BatchError`."""
    try:
        return files.scenario_files(paths)
    except FileReadError as e:
        raise BatchError(str(e)) from None


@dataclass
class BatchResult:
    """Each scenario's result, in the order of the batch."""

    entries: list[Entry]
    results: list[SimulationResult]
    settings: Settings
    #: Games played by this run, and games taken from the checkpoint.
    played: int = 0
    resumed: int = 0
    seconds: float = 0.0
    executor: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"settings": asdict(self.settings),
                "scenarios": [{"file": e.file, **r.to_json(),
                               "not_played": not_played(e.scenario),
                               "warnings": run_warnings(e.scenario)}
                              for e, r in zip(self.entries, self.results)],
                "played": self.played, "resumed": self.resumed,
                "seconds": round(self.seconds, 3), "executor": self.executor}

    def csv(self) -> str:
        """One row per scenario: each player's side, wins, win rate and interval, the
        draws, the length, and each side's wins by way of winning."""
        hows = [h for h in HOW if h != TURN_CAP]
        head = ["file", "scenario", "games"]
        for p in (1, 2):
            head += [f"player{p}_side", f"player{p}_ai", f"player{p}_wins",
                     f"player{p}_win_rate", f"player{p}_ci95_low", f"player{p}_ci95_high"]
            head += [f"player{p}_won_by_{h}" for h in hows]
        head += ["draws", "mean_turns", "sd_turns", "min_turns", "max_turns", "seconds"]
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(head)
        for e, r in zip(self.entries, self.results):
            row: list[object] = [e.file, r.scenario, r.games]
            for p in (0, 1):
                side = r.sides[p]
                lo, hi = r.ci95[side]
                row += [side, r.players[p], r.wins.get(side, 0), round(r.win_rate[side], 4),
                        round(lo, 4), round(hi, 4)]
                row += [r.wins_by.get(side, {}).get(h, 0) for h in hows]
            sd = "" if r.sd_turns is None else round(r.sd_turns, 2)  # one game: no spread
            row += [r.draws, round(r.mean_turns, 2), sd, r.turns_min,
                    r.turns_max, round(r.seconds, 3)]
            w.writerow(row)
        return buf.getvalue()


@dataclass
class Checkpoint:
    """A batch's settings, scenarios and finished chunks, kept in a JSON file."""

    path: Path
    settings: Settings
    scenarios: list[dict[str, str]]
    #: ``(scenario index, first seed) -> (rows, seconds)``.
    done: dict[tuple[int, int], ChunkDone] = field(default_factory=dict)
    saved: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "engine": engine_digest(),
                "settings": asdict(self.settings),
                "scenarios": self.scenarios,
                "done": [{"scenario": k, "first": first, "seconds": round(d.seconds, 4),
                          "rows": [list(r) for r in d.rows]}
                         for (k, first), d in sorted(self.done.items())]}

    def save(self) -> None:
        from editor.io.files import atomic_write

        data = json.dumps(self.to_json(), separators=(",", ":")).encode()
        try:
            atomic_write(self.path, data, backup=False)
        except OSError as e:
            raise BatchError(f"{self.path}: cannot write the checkpoint: "
                             f"{e.strerror or e}") from None
        self.saved = time.monotonic()

    @classmethod
    def load(cls, path: Path, settings: Settings, entries: Sequence[Entry]) -> Checkpoint:
        """The checkpoint of this very batch (raises :class:`BatchError` for any other, or
        a damaged one: the message names the file and what differs)."""
        from editor.io.m44 import M44ReadError, read_json

        try:  # as every file is read: a FIFO, /dev/zero or a deep file is said at once
            doc = read_json(path, largest_checkpoint(settings, len(entries)))
        except M44ReadError as e:
            raise BatchError(str(e)) from None
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise BatchError(f"{path}: not a batch checkpoint (no \"format\": \"{FORMAT}\")")
        if doc.get("version") != VERSION:
            raise BatchError(f"{path}: checkpoint version {doc.get('version')!r}; this "
                             f"version of m44 reads version {VERSION}")
        _checkpoint_engine(path, doc.get("engine"))  # first: no other setting would do
        settings = _checkpoint_settings(path, doc.get("settings"), settings)
        mine = _checkpoint_scenarios(path, doc.get("scenarios"), entries)
        out = cls(path, settings, mine)
        done = doc.get("done")
        if not isinstance(done, list):
            raise BatchError(f"{path}: $.done is not a list")
        setups: dict[int, Setup] = {}  # built for the scenarios with games done only

        def setup_of(k: int) -> Setup:
            if k not in setups:
                setups[k] = Setup(entries[k].scenario, max_turns=settings.max_turns)
            return setups[k]

        for n, item in enumerate(done):
            k, first, d = _chunk_of(path, n, item, settings, len(entries), setup_of)
            if (k, first) in out.done:
                raise BatchError(f"{path}: $.done[{n}]: the chunk of scenario {k} from seed "
                                 f"{first} is there twice")
            out.done[(k, first)] = d
        return out


def _checkpoint_settings(path: Path, got: object, settings: Settings) -> Settings:
    """The settings of a checkpoint's batch, which must be those of this batch but for the
    size of its chunks (kept: the chunks done are of that size)."""
    want = asdict(settings)
    if not isinstance(got, dict) or set(got) != set(want):
        raise BatchError(f"{path}: $.settings: not an object with the keys "
                         f"{', '.join(want)}")
    for name in want:
        if name != "chunk" and got[name] != want[name]:
            raise BatchError(
                f"{path}: the checkpoint is of a batch with {name} {got[name]!r}, "
                f"not {want[name]!r}: resume with the same settings, or start anew "
                "with another checkpoint file")
    chunk = got["chunk"]
    if not isinstance(chunk, int) or isinstance(chunk, bool) or chunk < 1:
        raise BatchError(f"{path}: $.settings.chunk: {chunk!r} is not a positive number")
    return Settings(**{**want, "chunk": chunk})


def _checkpoint_engine(path: Path, engine: object) -> None:
    """A checkpoint's games must be this version's (:func:`engine_digest`): one of an older
    m44-editor, which recorded no engine, or of another version is refused, never mixed in."""
    if engine == engine_digest():
        return
    who = ("another version of m44-editor" if isinstance(engine, str)
           else "an older m44-editor, which did not record whose games they are")
    raise BatchError(f"{path}: the checkpoint was written by {who}: its games from the same "
                     "seeds may differ from this version's, and the two together would make "
                     "a result that neither version gives. Resume it with the version that "
                     "began it, or start anew with another checkpoint file")


def _checkpoint_scenarios(path: Path, scenarios: object, entries: Sequence[Entry]
                          ) -> list[dict[str, str]]:
    """The scenario files of a checkpoint's batch, which must be this batch's, in the same
    order and with the same bytes."""
    if not isinstance(scenarios, list) or not all(isinstance(s, dict) for s in scenarios):
        raise BatchError(f"{path}: $.scenarios is not a list of objects (file, sha256)")
    if [s.get("file") for s in scenarios] != [e.file for e in entries]:
        raise BatchError(f"{path}: the checkpoint is of a batch of other scenario files; "
                         "resume with the same files in the same order")
    for s, entry in zip(scenarios, entries):
        if s.get("sha256") != entry.sha256:
            raise BatchError(f"{entry.file}: changed since the checkpoint {path} was written "
                             "(its bytes differ): start anew with another checkpoint")
    return [{"file": e.file, "sha256": e.sha256} for e in entries]


def _chunk_of(path: Path, n: int, item: object, s: Settings, scenarios: int,
              setup_of: Callable[[int], Setup]) -> tuple[int, int, ChunkDone]:
    """A checked chunk of a checkpoint's ``done`` list."""
    where = f"{path}: $.done[{n}]"
    if not isinstance(item, dict):
        raise BatchError(f"{where}: not an object")
    k, first, rows = item.get("scenario"), item.get("first"), item.get("rows")
    if not isinstance(k, int) or not 0 <= k < scenarios:
        raise BatchError(f"{where}: scenario {k!r} is not an index of the batch's scenarios")
    if not isinstance(first, int) or first not in _firsts(s):
        raise BatchError(f"{where}: first {first!r} is not the first seed of a chunk")
    count = min(s.chunk, s.seed + s.games - first)
    if not isinstance(rows, list) or len(rows) != count:
        raise BatchError(f"{where}: rows is not a list of {count} games")
    out: list[Row] = []
    for i, r in enumerate(rows):
        if not (isinstance(r, list) and len(r) == 6 and r[0] == first + i and
                all(isinstance(v, int) and not isinstance(v, bool) for v in r[:5]) and
                r[1] in (-1, 0, 1) and r[5] in HOW):
            raise BatchError(f"{where}.rows[{i}]: not [seed {first + i}, winner, turns, "
                             "medals 1, medals 2, how]")
        problem = _impossible(r, s.max_turns) or _impossible_medals(r, setup_of(k))
        if problem:
            raise BatchError(f"{where}.rows[{i}]: no game ends so: {problem}")
        out.append((r[0], r[1], r[2], r[3], r[4], r[5]))
    seconds = item.get("seconds", 0.0)
    if (not isinstance(seconds, (int, float)) or isinstance(seconds, bool)
            or not 0 <= seconds < math.inf):
        raise BatchError(f"{where}.seconds: {seconds!r} is not a number of seconds")
    return k, first, ChunkDone(out, float(seconds))


def _impossible(row: list[Any], max_turns: int) -> str | None:
    """What of a game's row (seed, winner, turns, medals 1, medals 2, how) no game played
    with this turn cap gives, if anything: the turn cap ends a game as a draw, at the cap,
    and only it does."""
    _, winner, turns, m1, m2, how = row
    if not 0 <= turns <= max_turns:
        return f"{turns} player turns, with a turn cap of {max_turns}"
    if m1 < 0 or m2 < 0:
        return f"medals {m1} and {m2}"
    if (winner == -1) != (how == TURN_CAP) or (how == TURN_CAP and turns != max_turns):
        return f"winner {winner} by {how} after {turns} player turns"
    return None


def most_medals(setup: Setup, p: int) -> int:
    """The most medals player ``p`` (0 or 1) can hold when a game of ``setup`` ends. The
    game ends the instant a side holds its medals to win (FAQ: "End immediately when a side
    meets scenario victory conditions"), so a side ends with at most one short of them plus
    what one step adds at once: every objective it can hold (a unit's move takes and leaves
    them together) and the medals of one hit: a unit eliminated or an airplane lost (2 at
    most: a two-medal tank), or an enemy Half-track's figures lost (a medal for three)."""
    objectives = sum(o.value for o in setup.objectives if o.player in (None, p))
    one_hit = max([2, *((2 + u.figures) // 3 for u in setup.units
                        if u.player != p and u.is_half_track)])
    return setup.victory[p] - 1 + objectives + one_hit


def _impossible_medals(row: Row | list[Any], setup: Setup) -> str | None:
    """What of a game's medals no game of ``setup`` ends with, if anything: more than
    :func:`most_medals`; a win by medals (units, objectives or exits) short of the medals
    to win; a draw or a win otherwise (sudden death, no units left) with a side holding
    its medals to win, which would have ended the game by medals first."""
    _, winner, _, m1, m2, how = row
    medals, need = (m1, m2), setup.victory
    for p in (0, 1):
        most = most_medals(setup, p)
        if medals[p] > most:
            return (f"player {p + 1} with {medals[p]} medals, more than a game of this "
                    f"scenario ends with ({most} at most: {need[p]} to win)")
    by_medals = how in (MEDALS, OBJECTIVES, EXITS)
    if by_medals and medals[winner] < need[winner]:
        return (f"player {winner + 1} wins by {how} with {medals[winner]} medals of the "
                f"{need[winner]} it needs")
    for p in (0, 1):
        if not by_medals and medals[p] >= need[p]:
            return (f"player {p + 1} holds {medals[p]} medals, its {need[p]} to win, in a "
                    f"game ended by {how}")
    return None


def _firsts(s: Settings) -> range:
    return range(s.seed, s.seed + s.games, s.chunk)


def run_batch(entries: Sequence[Entry], settings: Settings, executor: Executor, *,
              checkpoint: Checkpoint | None = None,
              progress: Progress | None = None) -> BatchResult:
    """Play every chunk of the batch the checkpoint lacks on ``executor``, recording each
    in the checkpoint as it finishes, and give each scenario's result (its rows folded in
    seed order). The checkpoint is saved when the run stops, whatever stops it."""
    make_player(settings.ai)  # fail early on an unknown name
    make_player(settings.vs)
    if checkpoint is not None:
        settings = checkpoint.settings
    start = time.perf_counter()
    specs = [GameSpec.of(e.scenario, settings.ai, settings.vs, settings.max_turns)
             for e in entries]
    done: dict[tuple[int, int], ChunkDone] = {} if checkpoint is None else checkpoint.done
    resumed = sum(len(d.rows) for d in done.values())
    keys: list[tuple[int, int]] = []
    chunks: list[Chunk] = []
    for k, spec in enumerate(specs):
        for first in _firsts(settings):
            if (k, first) not in done:
                keys.append((k, first))
                chunks.append(Chunk(spec, first,
                                    min(settings.chunk, settings.seed + settings.games - first)))
    total = settings.games * len(entries)
    games_done = resumed
    if progress is not None:
        progress(games_done, total)
    try:
        for i, result in executor.run(chunks):
            done[keys[i]] = result
            games_done += len(result.rows)
            if checkpoint is not None and time.monotonic() - checkpoint.saved >= SAVE_EVERY:
                checkpoint.save()
            if progress is not None:
                progress(games_done, total)
    finally:
        if checkpoint is not None:
            checkpoint.save()
    results = [_fold(e, settings, [done[(k, first)] for first in _firsts(settings)])
               for k, e in enumerate(entries)]
    return BatchResult(list(entries), results, settings, played=games_done - resumed,
                       resumed=resumed, seconds=time.perf_counter() - start,
                       executor=executor.name)


def _fold(entry: Entry, s: Settings, chunks: list[ChunkDone]) -> SimulationResult:
    """A scenario's result from its chunks in seed order: what ``simulate`` would give."""
    setup = Setup(entry.scenario, max_turns=s.max_turns)
    result = SimulationResult(entry.scenario.texts().name or os.path.basename(entry.file),
                              (setup.sides[0].value, setup.sides[1].value), (s.ai, s.vs),
                              first_seed=s.seed, max_turns=s.max_turns)
    for d in chunks:
        for seed, w, turns, m0, m1, how in d.rows:
            result.add(GameSummary(seed, None if w < 0 else w, turns, (m0, m1), how))
        result.seconds += d.seconds
    return result


def largest_checkpoint(settings: Settings, scenarios: int) -> int:
    """The most bytes a checkpoint of this batch holds: a megabyte, some 4 kB per scenario
    (its file name and digest) and 512 bytes per game (a game's row and, with chunks of one
    game, its chunk's own keys take some 150)."""
    return (1 << 20) + scenarios * (4096 + 512 * settings.games)


def new_checkpoint(path: Path, settings: Settings, entries: Sequence[Entry]) -> Checkpoint:
    """An empty checkpoint for a new batch (saved at once, so a bad path fails first)."""
    cp = Checkpoint(path, settings, [{"file": e.file, "sha256": e.sha256} for e in entries])
    cp.save()
    return cp
