"""The compiled engine: the hot modules of the game engine, compiled to C by mypyc.

The game engine is plain Python, and it runs as plain Python wherever nothing was built.
``make`` (``tools/build_native.py``) also compiles the modules of :data:`COMPILED` with
`mypyc <https://mypyc.readthedocs.io>`_, the compiler of the mypy project, from the very
same sources: their type annotations become C types, ``GameState`` and the players become
C structures, and a game plays about three times faster (``docs/GAME.md``, "Speed"). The
games are the same games: ``tests/engine/game/test_fingerprints.py`` runs on both engines
(``test_native.py``).

The compiled modules are kept in ``_native/`` beside this file (never committed), with a
record of the sources they were compiled from. The package puts that folder first on its
``__path__`` (:func:`engine_path`) only when every compiled module is there and its source
is unchanged since, and ``M44_ENGINE`` is not ``python``: a source edited after the build is
always the one that runs (all of :data:`COMPILED` then run as Python: they call one another
directly in C, so they are used all together or not at all), until ``make`` builds again.

>>> import editor.engine.game.native as n
>>> n.COMPILED[0], n.ENV
('state', 'M44_ENGINE')
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

#: The modules compiled, in ``editor.engine.game``: the turn sequence (the state, and the
#: base rules' modules it calls: the codes of the turn, cards and orders, movement, battles,
#: the turn's frame, victory) and its tables, the players, the game record, the actions and
#: cards. The rest (the expansions, the search, the logs, simulations) stays Python: its
#: share of a game's time is small.
COMPILED = ("state", "phases", "orders", "movement", "battle", "turn", "victory", "players",
            "tables", "match", "actions", "cards")
#: The environment variable that chooses the engine: ``python`` runs the sources even when
#: a fresh build is there.
ENV = "M44_ENGINE"
HERE = Path(__file__).resolve().parent
#: Where the compiled modules are built (``tools/build_native.py``).
DIR = HERE / "_native"
#: The build's record: the interpreter and the SHA-1 of each compiled source.
RECORD = DIR / "build.json"


def fingerprint() -> dict[str, str]:
    """What a build must match: the interpreter and the SHA-1 of each compiled source."""
    out = {"python": sys.implementation.cache_tag or sys.version}
    for name in COMPILED:
        out[name] = hashlib.sha1((HERE / f"{name}.py").read_bytes()).hexdigest()
    return out


def status() -> tuple[bool, str]:
    """Whether the compiled engine is used, and why (in words, for the benchmarks and for
    :func:`unused_build`)."""
    if os.environ.get(ENV, "").lower() == "python":
        return False, f"Python engine ({ENV}=python)"
    try:
        record = json.loads(RECORD.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False, "Python engine (no compiled engine built: make builds it)"
    now = fingerprint()
    if isinstance(record, dict) and record.get("python") != now["python"]:
        return False, f"Python engine (the compiled engine was built for another Python, " \
                      f"{record.get('python')}, not {now['python']}: make builds it again)"
    if not isinstance(record, dict) or record != now:
        return False, "Python engine (the compiled engine is older than its sources: make " \
                      "builds it again)"
    missing = [m for m in COMPILED if not any(DIR.glob(f"{m}.*"))]
    if missing:
        return False, f"Python engine (the compiled engine lacks {', '.join(missing)}: make " \
                      "builds it again)"
    return True, "compiled engine (mypyc)"


def unused_build() -> str | None:
    """Why a compiled engine that was built is not used (stale, of another Python,
    incomplete), in one sentence; ``None`` when it is used, when none was built (an
    installed wheel) or when ``M44_ENGINE=python`` asks for the Python engine. The games
    are the same, about three times slower: ``m44 simulate`` says so on standard error."""
    compiled, why = status()
    if compiled or not RECORD.exists() or os.environ.get(ENV, "").lower() == "python":
        return None
    reason = why.removeprefix("Python engine (").removesuffix(")")
    return f"the games run as Python, the same games about three times slower ({reason})"


def engine_path() -> list[str]:
    """The folders to put first on the package's ``__path__``: the compiled modules' when
    they are fresh (:func:`status`), else none."""
    return [str(DIR)] if status()[0] else []
