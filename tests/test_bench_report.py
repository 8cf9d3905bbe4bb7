"""The benchmarks' report (``python -m bench --write``): the runnable examples of the
header that a selection's run writes."""

from __future__ import annotations

import doctest
import importlib


def test_the_report_header_says_every_selection_measured_again_that_day() -> None:
    report = importlib.import_module("bench.__main__")
    finder = doctest.DocTestFinder()
    runner = doctest.DocTestRunner()
    for test in finder.find(report._measured_line, "_measured_line",
                            globs={"_measured_line": report._measured_line}):
        runner.run(test)
    assert runner.summarize(verbose=False).attempted == 3  # the report, two headers
    assert runner.failures == 0
