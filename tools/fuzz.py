"""Fuzzing: mutated official-style scenario files through load, validate, convert, diff,
save, render and brief, as a hostile or unlucky user would feed them.

    python -m tools.fuzz --inputs 100000 --seed 1 --time-limit 7200   # make fuzz N=... SEED=...

Each input is one of our own official-style files (the bundled samples and the sloppy test
file) mutated one to three times, at the JSON level (a value replaced by a hostile one: huge
or non-finite numbers, lone surrogates, markup, long texts, deep nesting, wrong types; keys
and elements deleted or duplicated; lists wrapped as PHP and XML converters write them)
or at the byte level (flips, insertions, truncations, splices). Input ``i`` of seed ``s``
is always the same (``--only i`` replays it).

An input passes when every stage either works or refuses it the documented way
(``M44ReadError`` when loading), takes under ``--hang`` seconds, and the converted output
reads back to the same scenario and converts to the same text again (one canonical form).
The run prints the inputs tried and the failures by kind, and saves each failing input to
``--save`` (default ``fuzz-failures/``) for a test to be written from it.
"""

from __future__ import annotations

import argparse
import json
import random
import signal
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from editor.engine.scenario import Scenario

ROOT = Path(__file__).resolve().parent.parent
#: The files mutated: the samples, the sloppy test file, and the book (tests/data/book/:
#: official-style scenarios of every part of the catalog, rule options with units and
#: behaviors inside them, BGA's PHP shapes), which the samples alone left untried.
SEED_FILES = (sorted((ROOT / "scenarios").glob("*.m44"))
              + [ROOT / "tests" / "data" / "sloppy.m44"]
              + sorted((ROOT / "tests" / "data" / "book").glob("*.m44")))

#: Values planted in place of others: what the reader, the checks, the writer and the
#: layout must all survive.
HOSTILE: tuple[Any, ...] = (
    None, True, False, 0, -1, 1, 2, 7, 13, 26, 1e400, -1e400, 10 ** 30, 2.5, 6.0, "", " ",
    "3", "0", "true", "woods", "WOODS", "Woods", "infger", "tankus", "medal1", "badge4",
    "E7", " E7 ", "A1, B2", "axis", "ALLIES", "breakthrough", "overlord", "snow",
    "\ud800", "x\udfffy", "<i>x<u>y", '<img src="/etc/hostname">', "<a href='x'>l</a>",
    "W" * 1500, "Word " * 600, "\u202e\u0000\t\x7f", "é" * 300, [], {}, [[]], {"item": []},
    {"item": {"name": "woods"}}, {"name": None}, {"permanent": None}, [1, "2", None],
)


def _nested(depth: int) -> Any:
    value: Any = "deep"
    for k in range(depth):
        value = [value] if k % 2 else {"item": value}
    return value


def json_paths(doc: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every path into a JSON document (keys and indexes), the root's () first."""
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from json_paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from json_paths(v, prefix + (i,))


def _parent(doc: Any, path: tuple[Any, ...]) -> Any:
    node = doc
    for key in path[:-1]:
        node = node[key]
    return node


def _hostile(rng: random.Random) -> Any:
    pick = rng.random()
    if pick < 0.04:
        return _nested(rng.choice((10, 60, 70, 500)))
    if pick < 0.07:
        return "x" * rng.choice((10_000, 300_000))
    if pick < 0.10:
        return [{"row": rng.randint(-2, 20), "col": rng.randint(-2, 40),
                 "terrain": {"name": "woods"}} for _ in range(rng.randint(50, 600))]
    return rng.choice(HOSTILE)


_TEXTS = ("", " ", "3", "woods", "WOODS", "infger", "medal1", "E7", " E7 ", "axis", "snow",
          "\ud800", "x\udfffy", "<i>x<u>y", '<img src="/etc/hostname">', "<a href='x'>l</a>",
          "W" * 1500, "Word " * 600, "\u202e\u0000\t\x7f", "é" * 300, "a&b", "line\nline")
_NUMBERS = (-1, 0, 1, 2, 3, 5, 7, 13, 17, 26, 99, 10 ** 30, 1e400, 2.5, 6.0, "4")


def _alike(rng: random.Random, value: Any) -> Any:
    """A hostile value of the same kind: most files that hold it still read, so the later
    stages (checks, writer, renderer, layout) see it."""
    if isinstance(value, bool):
        return rng.choice((not value, 0, 1, "true", None))
    if isinstance(value, (int, float)):
        return rng.choice(_NUMBERS)
    if isinstance(value, str):
        return rng.choice(_TEXTS) if rng.random() < 0.8 else value * rng.randint(2, 400)
    if isinstance(value, list):
        return value * rng.randint(0, 3) if value else [_hostile(rng)]
    if isinstance(value, dict):
        return {**value, rng.choice(("x", "name", "medal", "orientation", "side")):
                rng.choice(_TEXTS + _NUMBERS)}
    return _hostile(rng)


def _mutate_json(rng: random.Random, doc: Any) -> None:
    paths = [p for p in json_paths(doc) if p]
    if not paths:
        return
    path = rng.choice(paths)
    parent = _parent(doc, path)
    key = path[-1]
    op = rng.random()
    if op < 0.40:
        parent[key] = _alike(rng, parent[key])
    elif op < 0.55:
        parent[key] = _hostile(rng)
    elif op < 0.70:
        del parent[key]
    elif op < 0.80 and isinstance(parent, list):
        parent.insert(rng.randrange(len(parent) + 1), json.loads(json.dumps(parent[key])))
    elif op < 0.90:
        value = parent[key]
        parent[key] = {"item": value} if rng.random() < 0.5 else (
            value[0] if isinstance(value, list) and value else [value])
    else:
        if isinstance(parent, dict):
            parent[rng.choice(("future_key", "x", "medal", "tags", "unit", "text"))] = \
                _hostile(rng)


def _dumps(doc: Any, indent: int | None) -> str:
    """``doc`` as JSON text, however deep: a hostile value hundreds of levels deep nested
    in another one (two mutations) is past the recursion limit that json.dumps keeps to,
    and is an input all the same (it stopped the fuzzer: seed 20261206, input 5560)."""
    try:
        return json.dumps(doc, indent=indent)
    except RecursionError:
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(limit * 8)
        try:
            return json.dumps(doc, indent=indent)
        finally:
            sys.setrecursionlimit(limit)


def _mutate_bytes(rng: random.Random, data: bytearray) -> bytearray:
    if not data:
        return bytearray(rng.randbytes(rng.randint(0, 8)))
    op = rng.random()
    at = rng.randrange(len(data))
    if op < 0.3:
        data[at] = rng.randrange(256)
    elif op < 0.5:
        data[at:at] = rng.choice((b"{", b"}", b"[", b"]", b",", b'"', b"\\u", b"\xff",
                                  b"\xef\xbb\xbf", b"NaN", b"1e400", b"\\ud800", b"\x00"))
    elif op < 0.65:
        del data[at:at + rng.randint(1, 64)]
    elif op < 0.8:
        data = data[:at]
    else:
        other = rng.randrange(len(data))
        data[at:at] = data[other:other + rng.randint(1, 200)]
    return data


@dataclass
class Corpus:
    """The seed files, as bytes and as parsed JSON."""

    files: list[tuple[str, bytes, Any]] = field(default_factory=list)

    @classmethod
    def load(cls) -> Corpus:
        return cls([(p.name, p.read_bytes(), json.loads(p.read_bytes()))
                    for p in SEED_FILES])

    def input(self, seed: int, index: int) -> tuple[str, bytes]:
        """Input ``index`` of run ``seed``: a seed file mutated 1 to 4 times."""
        rng = random.Random(f"{seed}:{index}")
        name, raw, doc = rng.choice(self.files)
        doc = json.loads(json.dumps(doc))
        rounds = rng.randint(1, 3)
        text_level = rng.random() < 0.2
        for _ in range(rounds if not text_level else rng.randint(0, 2)):
            _mutate_json(rng, doc)
        data = bytearray(_dumps(doc, rng.choice((None, 1, 2))).encode("utf-8"))
        if text_level:
            for _ in range(rng.randint(1, 3)):
                data = _mutate_bytes(rng, data)
        return name, bytes(data)


class Hang(Exception):
    """A stage ran past the time limit."""


def _on_alarm(_signum: int, _frame: Any) -> None:
    raise Hang()


@dataclass
class Outcome:
    readable: bool
    failures: list[tuple[str, str]]


class Pipeline:
    """The stages an input goes through; ``brief_every`` lays out every input's briefing
    and writes the PDF of one input in that many."""

    def __init__(self, hang_s: float = 5.0, render: bool = True, brief: bool = True,
                 pdf_every: int = 25) -> None:
        self.hang_s = hang_s
        self.render = render
        self.brief = brief
        self.pdf_every = pdf_every
        self.tmp = Path(tempfile.mkdtemp(prefix="m44-fuzz-"))
        if render or brief:
            from editor.render import ensure_app

            ensure_app()

    def run(self, data: bytes, index: int = 0) -> Outcome:
        from editor.engine.scenario import Scenario
        from editor.io.diff import scenario_diff
        from editor.io.m44 import loads
        from editor.io.report import check_scenario

        failures: list[tuple[str, str]] = []
        ok, result = self._stage(failures, "load", lambda: loads(data, source="fuzz.m44"))
        if not ok:
            return Outcome(False, failures)
        s = result.scenario
        self._stage(failures, "validate", lambda: check_scenario(s))
        self._convert(s, failures)
        # what differs: nothing from a copy; from an empty board, every piece, said
        ok, same = self._stage(failures, "diff", lambda: scenario_diff(s, s.copy()))
        if ok and same:
            failures.append(("diff: a scenario differs from its copy", str(same[0])[:300]))
        self._stage(failures, "diff from an empty board",
                    lambda: [str(d) for d in scenario_diff(Scenario(board_type=s.board_type), s)])
        self._save(s, failures)
        self._draw(s, index, failures)
        return Outcome(True, failures)

    def _stage(self, failures: list[tuple[str, str]], name: str, fn: Callable[[], Any]
               ) -> tuple[bool, Any]:
        """Runs stage ``name`` within the time limit: whether it ran, and what it gave;
        a hang, an output our reader refuses or an uncaught exception added to
        ``failures``."""
        from editor.io.m44 import M44ReadError

        signal.setitimer(signal.ITIMER_REAL, self.hang_s)
        try:
            return True, fn()
        except Hang:
            failures.append((f"hang over {self.hang_s:g} s in {name}", ""))
        except M44ReadError as e:
            if name != "load":
                failures.append((f"{name}: output our reader refuses", str(e)[:300]))
            return False, e
        except Exception as e:  # noqa: BLE001 - what the fuzzer is looking for
            failures.append((f"{name}: uncaught {type(e).__name__}",
                             "".join(traceback.format_exception(e))[-1500:]))
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        return False, None

    def _convert(self, s: Scenario, failures: list[tuple[str, str]]) -> None:
        """The scenario converted to text and read back: the same scenario, and the same
        text converted again."""
        from editor.io.m44 import dumps, loads

        ok, text = self._stage(failures, "convert", lambda: dumps(s))
        if not ok:
            return
        ok, again = self._stage(failures, "convert read-back",
                                lambda: loads(text, source="converted"))
        if not ok:
            return
        if again.scenario != s:
            failures.append(("convert: reads back different", ""))
        elif dumps(again.scenario) != text:
            failures.append(("convert: a second conversion differs", ""))

    def _save(self, s: Scenario, failures: list[tuple[str, str]]) -> None:
        """The scenario saved and read back: the same scenario."""
        from editor.io.m44 import load, save

        target = self.tmp / "saved.m44"
        ok, _ = self._stage(failures, "save", lambda: save(s, target, backup=False))
        if ok:
            ok, back = self._stage(failures, "save read-back", lambda: load(target))
            if ok and back.scenario != s:
                failures.append(("save: reads back different", ""))

    def _draw(self, s: Scenario, index: int, failures: list[tuple[str, str]]) -> None:
        """The scenario rendered (``--render``) and briefed (``--brief``; its PDF every
        ``pdf_every`` inputs)."""
        if self.render:
            from editor.render import RenderOptions, render_image

            self._stage(failures, "render", lambda: render_image(s, RenderOptions(scale=8.0)))
        if self.brief:
            from editor.export import layout_briefing, pdf_bytes

            ok, briefing = self._stage(failures, "brief", lambda: layout_briefing(s))
            if ok and self.pdf_every and index % self.pdf_every == 0:
                self._stage(failures, "brief pdf", lambda: pdf_bytes(briefing))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tools.fuzz", description=__doc__.split("\n\n")[0])
    p.add_argument("--inputs", type=int, default=10_000, metavar="N", help="inputs to try")
    p.add_argument("--seed", type=int, default=1, help="run seed (input i is always the same)")
    p.add_argument("--time-limit", type=float, default=3600.0, metavar="S",
                   help="stop after S seconds even if N inputs were not tried")
    p.add_argument("--hang", type=float, default=5.0, metavar="S",
                   help="a stage taking longer is a hang (default 5)")
    p.add_argument("--no-render", dest="render", action="store_false")
    p.add_argument("--no-brief", dest="brief", action="store_false")
    p.add_argument("--pdf-every", type=int, default=25, metavar="K",
                   help="write the briefing's PDF for one input in K (0: never)")
    p.add_argument("--only", type=int, metavar="I", help="run input I alone, printing details")
    p.add_argument("--save", type=Path, default=Path("fuzz-failures"), metavar="DIR",
                   help="where failing inputs are written")
    return timed(_run, p.parse_args(argv))


def timed(run: Callable[[argparse.Namespace], int], args: argparse.Namespace) -> int:
    """``run(args)`` with the alarm that raises :class:`Hang` (a stage, or a game, past its
    time), the handler before it given back after."""
    previous = signal.signal(signal.SIGALRM, _on_alarm)
    try:
        return run(args)
    finally:
        signal.signal(signal.SIGALRM, previous)


def _run(args: argparse.Namespace) -> int:
    corpus = Corpus.load()
    pipe = Pipeline(args.hang, args.render, args.brief, args.pdf_every)
    if args.only is not None:
        name, data = corpus.input(args.seed, args.only)
        out = pipe.run(data, args.only)
        print(f"input {args.only} (from {name}, {len(data):,} bytes): "
              f"{'read' if out.readable else 'refused'}; {len(out.failures)} failure(s)")
        for kind, detail in out.failures:
            print(f"- {kind}\n{detail}")
        return 1 if out.failures else 0
    start = time.monotonic()
    kinds: Counter[str] = Counter()
    examples: dict[str, int] = {}
    tried = readable = 0
    slowest = (0.0, -1)
    for i in range(args.inputs):
        if time.monotonic() - start > args.time_limit:
            break
        name, data = corpus.input(args.seed, i)
        t0 = time.monotonic()
        try:
            out = pipe.run(data, i)
        except KeyboardInterrupt:  # Ctrl-C: the figures so far are still worth printing
            print(f"fuzz: interrupted at input {i}", file=sys.stderr)
            break
        took = time.monotonic() - t0
        slowest = max(slowest, (took, i))
        tried += 1
        readable += out.readable
        for kind, detail in out.failures:
            kinds[kind] += 1
            if kind not in examples:
                examples[kind] = i
                args.save.mkdir(parents=True, exist_ok=True)
                (args.save / f"seed{args.seed}-input{i}.m44").write_bytes(data)
                (args.save / f"seed{args.seed}-input{i}.txt").write_text(
                    f"{kind}\n{detail}\n", "utf-8")
        if sys.stderr.isatty() and tried % 500 == 0:
            print(f"\r{tried:,} inputs, {sum(kinds.values())} failures", end="",
                  file=sys.stderr)
    elapsed = time.monotonic() - start
    print(f"fuzz: seed {args.seed}: {tried:,} inputs tried in {elapsed:,.0f} s "
          f"({tried / max(elapsed, 1e-9):,.0f}/s); {readable:,} read, "
          f"{tried - readable:,} refused with a clear message; slowest input "
          f"{slowest[1]} ({slowest[0]:.2f} s)")
    if not kinds:
        print("fuzz: no failures")
        return 0
    print(f"fuzz: {sum(kinds.values())} failure(s) by kind (first input; --only I replays):")
    for kind, n in kinds.most_common():
        print(f"  {n:6d}  {kind}  (input {examples[kind]})")
    return 1


if __name__ == "__main__":
    sys.exit(main())
