"""What the casebooks (``tests/cases/<kind>/``) share: each runner's report, and loading a
runner into pytest.

Each kind has a ``runner.py`` that reads its case files and checks one case, explaining a
mismatch (``check(case) -> str | None``); ``python tests/cases/<kind>/runner.py [FILE...]``
prints the explanations and a count, and ``tests/engine/<kind>/test_cases.py`` runs every
case as a test.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any


class CaseFormatError(ValueError):
    """A case file line that cannot be read."""


def report(cases: Sequence[Any], check: Callable[[Any], str | None], what: str) -> int:
    """Check every case, print each mismatch's explanation and the count; the exit code."""
    failed = 0
    for case in cases:
        explanation = check(case)
        if explanation:
            failed += 1
            print(explanation, end="\n\n")
    print(f"{len(cases) - failed}/{len(cases)} {what} cases pass")
    return 1 if failed else 0


def main(argv: Sequence[str], all_cases: Callable[[list[Path] | None], Sequence[Any]],
         check: Callable[[Any], str | None], what: str) -> int:
    """A runner's command line: the cases of the files ``argv`` names (all by default),
    checked and reported (:func:`report`); a line it cannot read said on one line, exit 2."""
    try:
        cases = all_cases([Path(a) for a in argv] or None)
    except CaseFormatError as e:
        print(e, file=sys.stderr)
        return 2
    return report(cases, check, what)


def load_runner(kind: str) -> ModuleType:
    """The runner module of a casebook, loaded by path (the case folders are not packages)."""
    path = Path(__file__).resolve().parent / kind / "runner.py"
    spec = importlib.util.spec_from_file_location(f"{kind}_case_runner", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
