"""Fixtures of the renderer tests: one Qt application for the session, small scenarios.

The application is a ``QApplication`` when none exists yet, because the editor's widget
tests run in the same session and need one (a ``QApplication`` is a ``QGuiApplication``).
That the renderer itself needs no widgets is proven by ``test_render.py`` in a separate
process that only has a ``QGuiApplication``.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

GOLDEN = Path(__file__).resolve().parent / "golden"


@pytest.fixture(scope="session", autouse=True)
def qt_app() -> Iterator[object]:
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    app = QGuiApplication.instance() or QApplication([])
    yield app
