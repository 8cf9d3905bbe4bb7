"""The compiled engine and the Python engine (``editor/engine/game/native.py``).

The suite runs on the engine as it runs for users: compiled when ``make`` has built it (CI
does). The Python engine, the same sources run as Python, must play the very same games:
the fingerprint tests and the rule cases run again on it, in a process of its own
(``M44_ENGINE=python``). The state's fields are listed once (``state._FIELDS``) because the
compiled states have no ``__dict__``; in the Python engine, where they have one, no field
may be missing from the list.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import editor.engine.game.state as state_module
from editor.engine.game import Game, RandomPlayer, Setup, native
from editor.engine.game.actions import EndlessTurnError, IllegalActionError
from editor.engine.game.state import _FIELDS
from editor.io.m44 import load

from .test_expansions import beach_landing, scenario

ROOT = Path(__file__).resolve().parents[3]


def test_the_engine_in_use_is_the_one_status_names() -> None:
    compiled, why = native.status()
    path = Path(state_module.__file__ or "")
    if compiled:
        assert path.suffix in (".so", ".pyd") and "_native" in path.parts, path
        assert why == "compiled engine (mypyc)"
    else:
        assert path.name == "state.py", path
        assert why.startswith("Python engine (")


def test_the_modules_of_the_rules_are_compiled_with_the_state() -> None:
    """The state sends every action to the base rules' modules (``from . import battle,
    ...``), and they call one another at every step: each must be in ``COMPILED``, the one
    group whose calls stay C calls (a module left out would run as Python under the
    compiled state, every call into it going through the interpreter)."""
    import ast

    compiled = set(native.COMPILED)
    for name in native.COMPILED:
        tree = ast.parse((native.HERE / f"{name}.py").read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module is None:
                called = {a.name for a in node.names}
                assert called <= compiled, (name, sorted(called - compiled))


def test_a_build_older_than_its_sources_is_not_used(monkeypatch: pytest.MonkeyPatch,
                                                    tmp_path: Path) -> None:
    record = tmp_path / "build.json"
    monkeypatch.setattr(native, "RECORD", record)
    monkeypatch.setattr(native, "DIR", tmp_path)
    for name in native.COMPILED:
        (tmp_path / f"{name}.cpython-311-x86_64-linux-gnu.so").touch()
    monkeypatch.delenv(native.ENV, raising=False)
    assert native.engine_path() == [] and "no compiled engine" in native.status()[1]
    record.write_text(json.dumps(native.fingerprint()), encoding="utf-8")
    assert native.engine_path() == [str(tmp_path)]
    stale = {**native.fingerprint(), "state": "0" * 40}  # state.py edited since the build
    record.write_text(json.dumps(stale), encoding="utf-8")
    assert native.engine_path() == [] and "older than its sources" in native.status()[1]
    record.write_text("{not json", encoding="utf-8")
    assert native.engine_path() == []
    record.write_text(json.dumps(native.fingerprint()), encoding="utf-8")
    monkeypatch.setenv(native.ENV, "python")
    assert native.engine_path() == [] and f"{native.ENV}=python" in native.status()[1]



def test_a_build_not_used_is_said_why(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Found by the packaging audit: a stale build ran the Python engine without a word
    anywhere (native.py's docstring named an `m44 --version -v` that does not exist); a
    build of another Python was called older than its sources; a build missing a module was
    used, mixing compiled and Python modules. `m44 simulate` now says why on stderr."""
    record = tmp_path / "build.json"
    monkeypatch.setattr(native, "RECORD", record)
    monkeypatch.setattr(native, "DIR", tmp_path)
    monkeypatch.delenv(native.ENV, raising=False)
    assert native.unused_build() is None  # nothing built: an installed wheel, no note
    record.write_text(json.dumps({**native.fingerprint(), "python": "cpython-39"}), "utf-8")
    assert "built for another Python, cpython-39" in (native.unused_build() or "")
    record.write_text(json.dumps({**native.fingerprint(), "state": "0" * 40}), "utf-8")
    note = native.unused_build() or ""
    assert "older than its sources" in note and "three times slower" in note
    record.write_text(json.dumps(native.fingerprint()), "utf-8")
    for name in native.COMPILED[1:]:
        (tmp_path / f"{name}.cpython-311-x86_64-linux-gnu.so").touch()
    assert native.engine_path() == [] and "lacks state:" in (native.unused_build() or "")
    (tmp_path / "state.cpython-311-x86_64-linux-gnu.so").touch()
    assert native.unused_build() is None and native.engine_path() == [str(tmp_path)]
    record.write_text(json.dumps({**native.fingerprint(), "state": "0" * 40}), "utf-8")
    monkeypatch.setenv(native.ENV, "python")
    assert native.unused_build() is None  # asked for


def test_simulate_notes_a_stale_build(monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    from editor.cli import main as m44

    monkeypatch.setattr(native, "unused_build", lambda: "the games run on the X")
    sample = str(ROOT / "scenarios" / "hedgerow-crossroads.m44")
    assert m44(["simulate", sample, "--games", "1"]) == 0
    assert capsys.readouterr().err == "m44 simulate: note: the games run on the X\n"
    assert m44(["-q", "simulate", sample, "--games", "1"]) == 0
    assert capsys.readouterr().err == ""


def _states() -> list[tuple[str, Setup]]:
    """Scenarios with every expansion's fields: the samples, the Air Pack test scenario,
    Half-tracks (Re-supply) and landing craft."""
    out = [(p.stem, Setup(load(p).scenario)) for p in sorted((ROOT / "scenarios").glob("*.m44"))]
    out.append(("air", Setup(load(ROOT / "tests/data/air/saint-vire-airstrips.m44").scenario)))
    out.append(("resupply", Setup(scenario({"A1": "infus", "M9": "infger", "E5": "vehus",
                                            "E7": "infger", "F5": "infus"}))))
    out.append(("landing", beach_landing()))
    return out


def test_the_states_whose_fields_are_checked_use_every_expansion() -> None:
    """An expansion's per-game fields are checked below only on a scenario that uses it: a
    field left out of ``state._FIELDS`` was lost by ``copy()`` (the search AI's worlds)
    without a test failing."""
    from editor.engine.game.expansions import _classes

    used = {type(x) for _, setup in _states() for x in setup.expansions}
    missing = sorted(cls.__name__ for cls in _classes() if cls not in used)
    assert not missing, (f"add to _states() in tests/engine/game/test_native.py a scenario "
                         f"that uses {', '.join(missing)}")


@pytest.mark.parametrize("name,setup", _states(), ids=lambda x: x if isinstance(x, str) else "")
def test_every_field_of_a_state_is_listed(name: str, setup: Setup) -> None:
    """copy() and snapshot() go through ``_FIELDS``: a field missing from it would be lost
    by a copy and left out of the digest. Where states have a ``__dict__`` (the Python
    engine: test_the_python_engine_plays_the_same_games runs this there too), every field
    set during a game is in the list; on either engine, copies are equal states."""
    python = not native.status()[0]
    g = Game(setup, seed=3)
    seen: set[str] = set()
    for turn in range(400):
        if g.over:
            break
        if python:
            seen |= set(vars(g.state))
        if turn % 40 == 0:
            copy = g.state.copy()
            assert copy == g.state and copy.digest() == g.state.digest()
        g.ai_move(RandomPlayer(1))
    if python:
        seen |= set(vars(g.state))
        assert sorted(seen - set(_FIELDS)) == [], (
            "list these fields in _FIELDS (editor/engine/game/state.py), and declare them on "
            "GameState")
        assert set(vars(g.state.copy())) == set(vars(g.state))


def test_the_python_engine_plays_the_same_games() -> None:
    """The fingerprints, the rule cases and the field list, on the Python engine."""
    env = {**os.environ, native.ENV: "python", "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
         "tests/engine/game/test_fingerprints.py", "tests/engine/game/test_cases.py",
         "tests/engine/game/test_native.py::test_every_field_of_a_state_is_listed",
         "tests/engine/game/test_native.py::test_the_engine_in_use_is_the_one_status_names"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]
    assert " passed" in proc.stdout and "skipped" not in proc.stdout.splitlines()[-1]


@pytest.mark.parametrize("error", [IllegalActionError("play probe-center is not legal now"),
                                   EndlessTurnError("Hedgerow Crossroads", 7, "moves done", 3)],
                         ids=["illegal", "endless"])
def test_the_engine_s_errors_pickle_under_the_reducer_dask_installs(
        error: Exception, monkeypatch: pytest.MonkeyPatch) -> None:
    """Importing Dask's distributed installs tblib's reducer for every exception class then
    defined, which reads an exception's ``__dict__`` when its class has its own
    ``__init__`` and no ``__reduce__``; the compiled engine's errors have no ``__dict__``,
    so pickling one, or an error raised while handling one (a saved game's
    NotReplayedError), failed with AttributeError once distributed was imported (the
    whole suite, after the Dask tests; a batch run on a cluster). They pickle by their
    arguments, with and without it."""
    import copyreg
    import pickle

    from types import TracebackType

    from tblib.pickling_support import install

    from editor.engine.game.log import NotReplayedError

    def raised_while_handling(e: Exception) -> NotReplayedError:
        try:
            try:
                raise e
            except Exception:
                raise NotReplayedError("action 42 ('x') does not replay", 42, "x") from None
        except NotReplayedError as wrapped:
            return wrapped

    for tblib in (False, True):
        if tblib:  # as importing distributed does; undone after the test
            for cls in (TracebackType, type(error), NotReplayedError):
                monkeypatch.setitem(copyreg.dispatch_table, cls, copyreg.dispatch_table.get(cls))
            install(type(error), NotReplayedError)
        again = pickle.loads(pickle.dumps(error))
        assert type(again) is type(error) and again.args == error.args
        assert str(again) == str(error)
        wrapped = pickle.loads(pickle.dumps(raised_while_handling(error)))
        assert (wrapped.decision, wrapped.text) == (42, "x")
