"""Legality checks: every way a scenario can be unplayable or wrong, found and explained.

Each check is a function registered with :func:`check` under a stable code; it reads a
:class:`Context` and yields :class:`~editor.engine.findings.Finding` values. Checks are
grouped one module per concept (board, pieces, units, objectives, game info, text).

>>> from editor.engine.scenario import Scenario
>>> [f.code for f in run_checks(Scenario())][:2]
['side-no-units', 'side-no-units']
"""

from __future__ import annotations

from collections.abc import Iterable

from editor.engine.findings import Finding
from editor.engine.scenario import Scenario

from .registry import REGISTRY, Check, Context, check

# Importing the modules registers their checks.
from . import board, pieces, units, objectives, game_info, text  # noqa: E402,F401  isort: skip


def run_checks(s: Scenario, *, select: Iterable[str] = (), ignore: Iterable[str] = ()
               ) -> list[Finding]:
    """Every finding of the registered checks, in registry order. ``select`` keeps only the
    codes starting with one of its prefixes, ``ignore`` drops them (as linters do)."""
    select, ignore = tuple(select), tuple(ignore)
    ctx = Context(s)
    findings: list[Finding] = []
    for c in REGISTRY.values():
        if select and not c.code.startswith(select):
            continue
        if ignore and c.code.startswith(ignore):
            continue
        findings.extend(c.run(ctx))
    return findings


__all__ = ["REGISTRY", "Check", "Context", "check", "run_checks"]
