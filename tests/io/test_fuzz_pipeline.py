"""The fuzzer of ``make fuzz`` (tools/fuzz.py), bounded for the suite: mutated official-
style files through load, validate, convert, save, render and brief. Each stage either
works or refuses the input with M44ReadError, none hangs, and what is written reads back
the same and converts to the same text again."""

from __future__ import annotations

import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ..conftest import ROOT

sys.path.insert(0, str(ROOT))
from tools.fuzz import Corpus, Pipeline, main  # noqa: E402


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return Corpus.load()


@pytest.fixture(scope="module")
def pipeline() -> Pipeline:
    import signal

    from tools.fuzz import _on_alarm

    previous = signal.signal(signal.SIGALRM, _on_alarm)
    yield Pipeline(hang_s=20.0, pdf_every=10)
    signal.signal(signal.SIGALRM, previous)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2 ** 32), index=st.integers(0, 10 ** 6))
def test_mutated_files_pass_every_stage(corpus: Corpus, pipeline: Pipeline, seed: int,
                                        index: int) -> None:
    _name, data = corpus.input(seed, index)
    outcome = pipeline.run(data, index)
    assert outcome.failures == [], f"seed {seed} input {index}: {outcome.failures}"


def test_the_inputs_are_reproducible(corpus: Corpus) -> None:
    assert corpus.input(3, 17) == corpus.input(3, 17)
    assert corpus.input(3, 17) != corpus.input(3, 18)


def test_an_input_nested_past_python_s_recursion_limit_is_still_made(
        pipeline: Pipeline) -> None:
    """The fuzzer stopped with a traceback (make fuzz SEED=20261206, input 5560): a hostile
    value 500 levels deep was nested inside another by a second mutation, and json.dumps
    could not write the input. It is written, as deep as it is, and every stage refuses it
    cleanly or reads it."""
    from tools.fuzz import _dumps, _nested

    inner = _nested(500)
    outer = _nested(500)
    node = outer
    while not isinstance(node, str):  # the innermost value becomes the other deep one
        key = "item" if isinstance(node, dict) else 0
        if isinstance(node[key], str):
            node[key] = {"terrain": inner}
            break
        node = node[key]
    doc = {"board": {"type": "STANDARD", "hexagons": [{"row": 0, "col": 0, "x": outer}]}}
    for indent in (None, 2):
        data = _dumps(doc, indent).encode("utf-8")
        depth = deepest = 0
        for byte in data:
            depth += (byte in b"[{") - (byte in b"]}")
            deepest = max(deepest, depth)
        assert deepest > 1000
        assert pipeline.run(data, 0).failures == []


def test_the_fuzzer_finds_what_it_looks_for(pipeline: Pipeline, monkeypatch) -> None:
    """A planted bug in the writer is reported as a failure of its kind."""
    from editor.io import m44

    monkeypatch.setattr(m44, "dumps", lambda s: "{ not json")
    out = pipeline.run(b'{"board": {"type": "STANDARD", "face": "COUNTRY"}}')
    assert out.readable
    assert ("convert read-back: output our reader refuses" in [k for k, _ in out.failures])


def test_the_fuzzer_finds_a_difference_that_is_none(pipeline: Pipeline, monkeypatch) -> None:
    """A planted bug in diff (a scenario said to differ from its own copy) is reported."""
    from editor.io import diff

    planted = diff.Difference("$.x", "x", 1, 2)
    monkeypatch.setattr(diff, "scenario_diff", lambda a, b: [planted])
    out = pipeline.run(b'{"board": {"type": "STANDARD", "face": "COUNTRY"}}')
    assert ("diff: a scenario differs from its copy", "$.x: 1 → 2") in out.failures


def test_make_fuzz_reports_inputs_and_failures(tmp_path, capsys) -> None:
    code = main(["--inputs", "12", "--seed", "5", "--no-render", "--pdf-every", "0",
                 "--save", str(tmp_path)])
    out = capsys.readouterr().out
    assert "12 inputs tried" in out and "seed 5" in out
    assert code == 0 and "no failures" in out
