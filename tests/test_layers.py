"""editor.engine and editor.io import no Qt, directly or through each other."""

from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys

import editor.engine
import editor.io

from .conftest import ROOT

QT_MODULES = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


def qt_free_modules() -> list[str]:
    names = []
    for package in (editor.engine, editor.io):
        names.append(package.__name__)
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            names.append(info.name)
    return names


def test_no_qt_import_statement_in_engine_or_io() -> None:
    offenders = []
    for folder in ("editor/engine", "editor/io"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text("utf-8"))):
                names = []
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module:
                    names = [node.module]
                offenders += [f"{path.relative_to(ROOT)}: {n}" for n in names
                              if n.split(".")[0] in QT_MODULES]
    assert offenders == []


def test_importing_engine_and_io_loads_no_qt() -> None:
    modules = qt_free_modules()
    code = ("import sys\n" + "".join(f"import {m}\n" for m in modules)
            + f"print(sorted(m for m in sys.modules if m.split('.')[0] in {QT_MODULES!r}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True)
    assert out.stdout.strip() == "[]"
    assert len(modules) >= 8
