"""Fixtures of the briefing tests: one Qt application for the session (a ``QApplication``,
since the export actions are widgets), the samples, scenarios built for the hard cases, and
the text of a PDF read back with pypdf."""

from __future__ import annotations

import io
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted((ROOT / "scenarios").glob("*.m44"))


@pytest.fixture(scope="session", autouse=True)
def qt_app() -> Iterator[object]:
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    app = QGuiApplication.instance() or QApplication([])
    yield app


def pdf_pages_text(data: bytes) -> list[str]:
    """The text of each page of a PDF, whitespace folded to single spaces (pypdf reports the
    gaps between words as tabs or newlines)."""
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(data))
    return [" ".join(page.extract_text().split()) for page in reader.pages]


def pdf_text(data: bytes) -> str:
    return " ".join(pdf_pages_text(data))
