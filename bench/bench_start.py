"""Starting the programs, each in a fresh process as a user starts it: the command line's
quickest answer, a whole check of a scenario, and the editor opened on one and closed.

The figures are wall times of a new Python process (its own start included, about 20 to 60
ms), the best of several: what a user waits for, which unit tests never time.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from bench import Benchmark, best_time

ROOT = Path(__file__).resolve().parent.parent
#: The largest sample (a Breakthrough board).
LARGEST = ROOT / "scenarios" / "ice-of-the-chornaya.m44"


def _run(*args: str) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True,
                          timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} failed ({done.returncode}): "
                           f"{done.stderr.decode(errors='replace')}")


def _version() -> float:
    return best_time(lambda: _run("-m", "editor", "--version"), 5)


def _validate() -> float:
    return best_time(lambda: _run("-m", "editor", "validate", str(LARGEST)), 3)


def _editor() -> float:
    return best_time(lambda: _run("-m", "editor.app", "--quit-after", "0", str(LARGEST)), 3)


BENCHMARKS = [
    Benchmark("start_version", "m44 --version in a new process (the command line imports "
              "nothing it does not need)", _version, 0.25),
    Benchmark("start_validate", "m44 validate of the largest sample in a new process (read, "
              "schema, every legality check)", _validate, 1.0),
    Benchmark("start_editor", "m44-editor opened on the largest sample in a new process, its "
              "map drawn, and closed (offscreen)", _editor, 3.0),
]
