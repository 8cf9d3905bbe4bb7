"""The export layer stays what the design says: QtGui/QtSvg/QtPrintSupport without widgets,
no rich-text or network API anywhere scenario text could reach, and an empty scenario
prints."""

from __future__ import annotations

import ast
import subprocess
import sys

from editor.engine.scenario import Scenario
from editor.export import layout_briefing, pdf_bytes

from .conftest import ROOT, pdf_text

#: Names whose presence would mean text could be read as markup or a resource fetched.
FORBIDDEN = {"QTextDocument", "setHtml", "RichText", "AutoText", "mightBeRichText",
             "QTextBrowser", "QLabel", "QUrl", "QNetworkAccessManager", "QWebEngineView",
             "loadResource", "QImageReader"}


def test_no_rich_text_or_resource_loading_api_in_the_export_code() -> None:
    found = []
    for path in [*(ROOT / "editor" / "export").glob("*.py"),
                 ROOT / "editor" / "ui" / "export_actions.py"]:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            name = node.attr if isinstance(node, ast.Attribute) else \
                node.id if isinstance(node, ast.Name) else None
            if isinstance(node, ast.alias):
                name = node.name.split(".")[-1]
            if name in FORBIDDEN:
                found.append(f"{path.name}:{node.lineno}: {name}")
    assert found == []


def test_exporting_needs_no_widgets() -> None:
    code = ("import sys\n"
            "from editor.render import ensure_app\n"
            "ensure_app()\n"
            "from editor.io.m44 import load\n"
            "from editor.export import layout_briefing, pdf_bytes, page_image\n"
            "b = layout_briefing(load('scenarios/oyster-green.m44').scenario)\n"
            "assert pdf_bytes(b).startswith(b'%PDF')\n"
            "page_image(b, 0, 30)\n"
            "print('PySide6.QtWidgets' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True)
    assert out.stdout.strip() == "False"


def test_an_empty_scenario_prints() -> None:
    b = layout_briefing(Scenario())
    assert len(b.pages) == 1
    text = pdf_text(pdf_bytes(b))
    assert text.startswith("UNTITLED SCENARIO")
    assert "Expansions Needed" in text and "Base game only" in text
    assert "Legend" not in text
