"""Legality checks: every way a scenario can be unplayable or wrong, found and explained.

Each check is a function registered with :func:`check` under a stable code; it reads a
:class:`Context` and yields :class:`~editor.engine.findings.Finding` values. Checks are
grouped one module per concept (board, pieces, units, objectives, game info, text, air);
:mod:`.targets` holds what each platform (``--target``) cannot set up.

A new check is a function in the module of its concept, registered with ``@check(code,
severity, summary, hint, rule=...)`` (:mod:`.registry`): ``rule`` quotes the rules text
that gives it its severity (required of a check that can be an error). A new module of
checks is imported below, which registers them. The check's case goes in ``CASES`` of
``tests/engine/checks/test_checks.py`` (the change to ``legal()`` that makes it fire, and a
near-identical one that does not: ``test_every_check_has_a_case`` fails until then), its
other tests beside it, and ``make docs`` writes it into docs/CHECKS.md
(``tests/engine/checks/test_checks_doc.py`` fails until then).

>>> from editor.engine.scenario import Scenario
>>> [f.code for f in run_checks(Scenario())][:2]
['side-no-units', 'side-no-units']
"""

from __future__ import annotations

from collections.abc import Iterable

from editor.engine.findings import Finding
from editor.engine.scenario import Scenario

from .registry import REGISTRY, Check, Context, check
from .targets import CODE as TARGET_CODE, TARGETS, Target, target_findings

# Importing the modules registers their checks.
from . import board, pieces, units, objectives, game_info, text, air  # noqa: E402,F401  isort: skip


def run_checks(s: Scenario, *, select: Iterable[str] = (), ignore: Iterable[str] = (),
               target: str | None = None) -> list[Finding]:
    """Every finding of the registered checks, in registry order, then those of the platform
    ``target`` (a key of :data:`TARGETS`) if given. ``select`` keeps only the codes starting
    with one of its prefixes, ``ignore`` drops them (as linters do)."""
    select, ignore = tuple(select), tuple(ignore)
    ctx = Context(s)
    findings: list[Finding] = []

    def wanted(code: str) -> bool:
        return ((not select or code.startswith(select))
                and not (ignore and code.startswith(ignore)))

    for c in REGISTRY.values():
        if wanted(c.code):
            findings.extend(c.run(ctx))
    if target is not None and wanted(TARGET_CODE):
        findings.extend(target_findings(ctx, TARGETS[target]))
    return findings


__all__ = ["REGISTRY", "TARGETS", "Check", "Context", "Target", "check", "run_checks"]
