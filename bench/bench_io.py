"""Reading, writing and checking scenarios."""

from __future__ import annotations

from functools import cache

from bench import Benchmark, best_time
from editor.engine.board import Board, BoardType, Face
from editor.engine.catalog import CATALOG
from editor.engine.scenario import Hex, Piece, Scenario, Tag, Unit
from editor.io.m44 import M44ReadError, dumps, loads, to_json
from editor.io.schema import _hexagon_errors, schema_findings, validator


@cache
def full_overlord() -> Scenario:
    """Every hex of an Overlord board used: terrain everywhere, a unit on every third hex,
    obstacles and medals scattered (a worst case well beyond any real scenario)."""
    s = Scenario(board_type=BoardType.OVERLORD, face=Face.COUNTRY)
    terrain = CATALOG.names("terrain")
    units = [n for n in CATALOG.names("unit") if not n.startswith(("pln", "veh"))]
    for i, c in enumerate(Board(BoardType.OVERLORD).coords):
        name = terrain[i % len(terrain)]
        h = Hex(terrain=Piece(name, orientation=1 + i % CATALOG[name].orientations))
        if i % 3 == 0:
            h = Hex(terrain=h.terrain, unit=Unit(units[i % len(units)], badge="badge4"),
                    obstacle=Piece("sand") if i % 2 else None,
                    tags=(Tag("medal1"),) if i % 17 == 0 else ())
        s.set_hex(c, h)
    return s


def _schema_check() -> float:
    """After an edit: every hex but the edited one was checked before (the editor's case)."""
    validator()
    doc = to_json(full_overlord())
    schema_findings(doc)
    doc["board"]["hexagons"][100]["terrain"]["orientation"] = 2
    return best_time(lambda: schema_findings(doc), 1)


def _schema_check_cold() -> float:
    """A scenario never seen before (the command line's case)."""
    validator()
    doc = to_json(full_overlord())
    _hexagon_errors.cache_clear()
    return best_time(lambda: schema_findings(doc), 1)


def _read() -> float:
    text = dumps(full_overlord())
    return best_time(lambda: loads(text), 3)


def _write() -> float:
    s = full_overlord()
    return best_time(lambda: dumps(s), 3)


#: The escaped quotes of :func:`_cut_string`'s text.
CUT_STRING = 150_000


def _cut_string() -> float:
    """A file whose one string, of :data:`CUT_STRING` escaped quotes, a line's end cuts
    (the parser stops there, and the brackets left open are counted: each escaped quote
    was read as a string running to the end, 30 s for 40,000 of them; the redos audit)."""
    text = '["' + '\\"' * CUT_STRING + "\n"

    def read() -> None:
        try:
            loads(text)
        except M44ReadError:
            return
        raise AssertionError("read")

    return best_time(read, 1)


#: The runs of 199 digits of :func:`_digit_runs`' file (5 MB).
DIGIT_RUNS = 25_000


def _digit_runs() -> float:
    """A file holding an array of :data:`DIGIT_RUNS` numbers of 199 digits each, none beyond
    a double (the leftovers6 audit: the search for a run of over 200 digits was begun
    again from each digit of each run and read to its end, 1.8 s)."""
    runs = ",".join(["1" * 199] * DIGIT_RUNS)
    text = dumps(Scenario()).replace("{", '{"digits": [' + runs + "], ", 1)
    return best_time(lambda: loads(text), 1)


BENCHMARKS = [
    Benchmark("schema-overlord-edit", "schema check of a full Overlord scenario (230 hexes, "
              "77 units) after one edit", _schema_check, 0.010),
    Benchmark("schema-overlord-cold", "schema check of a full Overlord scenario seen for the "
              "first time", _schema_check_cold, 0.100),
    Benchmark("read-overlord", "read (parse, repair, build) a full Overlord .m44", _read, 0.050),
    Benchmark("write-overlord", "write a full Overlord scenario as canonical text", _write,
              0.050),
    Benchmark("read-cut-string", f"read a file whose string of {CUT_STRING:,} escaped quotes "
              "a line's end cuts (refused: the brackets left open counted)", _cut_string, 0.100),
    Benchmark("read-digit-runs", f"read a file of {DIGIT_RUNS:,} numbers of 199 digits "
              "(5 MB; none beyond a double)", _digit_runs, 0.600),
]
