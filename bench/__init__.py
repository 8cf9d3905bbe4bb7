"""Benchmarks: speed and memory targets, measured on this machine, never in unit tests.

Each ``bench/bench_*.py`` module defines ``BENCHMARKS``, a list of :class:`Benchmark`.
``make bench`` (``python -m bench``) runs them all and rewrites ``docs/PERFORMANCE.md``;
``python -m bench NAME...`` runs only the modules or benchmarks whose name contains NAME
(and then only prints; ``--write`` puts their rows into the report in place of the old
ones).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Benchmark:
    name: str
    #: What is measured, for the report.
    description: str
    #: Runs the work once and returns the figure (seconds unless ``unit`` says otherwise).
    measure: Callable[[], float]
    #: The target: the figure must be at most this (or at least, with ``higher_is_better``).
    target: float
    unit: str = "s"
    higher_is_better: bool = False
    #: Runs; the best (lowest, or highest) figure is reported.
    repeat: int = 5

    def passes(self, value: float) -> bool:
        return value >= self.target if self.higher_is_better else value <= self.target


def best_time(fn: Callable[[], object], repeat: int = 5) -> float:
    """The fastest of ``repeat`` runs of ``fn``, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best
