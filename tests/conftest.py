"""Shared fixtures. Tests mirror the source tree: tests/engine, tests/io, tests/render..."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Ctrl-C as in a terminal, however the suite is started: a shell's background job (``make
# test &`` in a script) starts with SIGINT ignored, which the commands the tests start would
# inherit, and keep, as a command should (the Ctrl-C tests then saw them finish). A handler
# of Python's own is not inherited: they start with Ctrl-C's default action.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").glob("*.m44"))
DATA = Path(__file__).resolve().parent / "data"
#: The shared sources beside the checkout (the rules texts, the vocabulary of the official
#: catalog), or where M44_SHARED names them (a checkout elsewhere, a worktree): the tests
#: that quote them skip without them.
SHARED = Path(os.environ.get("M44_SHARED") or ROOT.parent / "shared")


_APP: object = None


def pytest_sessionstart(session: pytest.Session) -> None:
    """One QApplication for the whole run, whatever order the test folders are named in: the
    renderer would otherwise make a bare QGuiApplication for the first test that draws, and
    a later test with widgets would abort the process."""
    global _APP
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        _APP = QApplication(["pytest", "-platform", "offscreen"])


@pytest.fixture
def data_dir() -> Path:
    return DATA


@pytest.fixture(autouse=True)
def _bug_reports_in_the_runs_folder(monkeypatch: pytest.MonkeyPatch,
                                    tmp_path_factory: pytest.TempPathFactory) -> None:
    """The bug reports of the commands the tests make fail (``m44-bug-*.txt``) go in the
    run's temporary folder, which pytest clears, not in the system's."""
    from editor import cli

    monkeypatch.setattr(cli, "BUG_REPORTS", str(tmp_path_factory.getbasetemp()))


class Comparisons:
    """Counts the equality tests of a class's values while in place (``monkeypatch``): how a
    test proves an algorithm linear by the work it does, not by the time it takes on a
    shared machine."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, cls: type) -> None:
        self.count = 0
        eq = cls.__eq__

        def counted(a: object, b: object) -> bool:
            self.count += 1
            return eq(a, b)

        monkeypatch.setattr(cls, "__eq__", counted)
