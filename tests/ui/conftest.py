from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session", autouse=True)
def qt_app():
    from PySide6.QtWidgets import QApplication

    from editor.ui.clipboard import release_own_data

    app = QApplication.instance() or QApplication([])
    yield app
    release_own_data()  # as the editor does when it quits: see its docstring
