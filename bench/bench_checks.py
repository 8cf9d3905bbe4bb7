"""Schema plus legality checks: what the editor runs after every edit."""

from __future__ import annotations

from bench import Benchmark, best_time
from bench.bench_io import full_overlord
from editor.engine.scenario import ScenarioText
from editor.io.report import check_scenario
from editor.io.schema import _hexagon_errors


def _after_edit() -> float:
    s = full_overlord().copy()
    check_scenario(s)
    c = next(iter(sorted(s.hexes)))
    s.set_hex(c, s.hex(c).__class__(terrain=s.hex(c).terrain, unit=None))
    return best_time(lambda: check_scenario(s), 1)


def _cold() -> float:
    s = full_overlord()
    _hexagon_errors.cache_clear()
    return best_time(lambda: check_scenario(s), 1)


#: The length of the special rules text of :func:`_long_text`: six times what a briefing
#: prints of a section (``MAX_SECTION_CHARS``), all of which the text check reads.
LONG_TEXT = 300_000


def _long_text() -> float:
    """The checks of a full Overlord scenario whose special rules text is one clause of
    :data:`LONG_TEXT` letters (the file fuzzer's, seed 20261224: a pattern that looked for
    Half-tracks' name from each letter of a clause took minutes on it)."""
    s = full_overlord().copy()
    s.text["en"] = ScenarioText(name="Long", rules="x" * LONG_TEXT)
    return best_time(lambda: check_scenario(s), 1)


def _long_blanks() -> float:
    """The checks of a full Overlord scenario whose special rules text says "No", then
    :data:`LONG_TEXT` blanks, then "x y Air rules" (the redos audit: a run of blanks of a
    negation before the name was given back blank by blank, each time read again to its
    end: 6 s for 40,000 blanks)."""
    s = full_overlord().copy()
    s.text["en"] = ScenarioText(name="Long", rules="No" + " " * LONG_TEXT + "x y Air rules.")
    return best_time(lambda: check_scenario(s), 1)


def _long_negations() -> float:
    """The checks of a full Overlord scenario whose special rules text is one clause of
    :data:`LONG_TEXT` letters naming a rule, negated, again and again ("use no mines use no
    mines ...": the redos audit; each name was read to the start of its clause and the end
    of its sentence, 13 s for 20,000 letters)."""
    s = full_overlord().copy()
    s.text["en"] = ScenarioText(name="Long", rules="use no mines " * (LONG_TEXT // 13))
    return best_time(lambda: check_scenario(s), 1)


BENCHMARKS = [
    Benchmark("checks-overlord-edit", "schema + legality checks of a full Overlord scenario "
              "after one edit", _after_edit, 0.020),
    Benchmark("checks-overlord-cold", "schema + legality checks of a full Overlord scenario "
              "seen for the first time", _cold, 0.100),
    Benchmark("checks-long-text", "schema + legality checks of a full Overlord scenario whose "
              f"special rules text is one clause of {LONG_TEXT:,} letters", _long_text, 0.200),
    Benchmark("checks-long-blanks", "schema + legality checks of a full Overlord scenario "
              f"whose special rules text holds a run of {LONG_TEXT:,} blanks before a rule's "
              "name", _long_blanks, 0.800),
    Benchmark("checks-long-negations", "schema + legality checks of a full Overlord "
              f"scenario whose special rules text is one clause of {LONG_TEXT:,} letters "
              "naming a rule, negated, again and again", _long_negations, 3.0),
]
