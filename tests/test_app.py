from __future__ import annotations

import subprocess
import sys

from editor.app import XCB_PACKAGES, display_problem

from .conftest import ROOT


def test_no_display_gives_one_clear_line() -> None:
    problem = display_problem({})
    assert problem is not None and "DISPLAY" in problem and "\n" not in problem


def test_offscreen_and_wayland_need_no_x() -> None:
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}) is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}) is None


def test_editor_without_display_exits_1_without_traceback() -> None:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(ROOT)}
    out = subprocess.run([sys.executable, "-m", "editor", "edit"], capture_output=True,
                         text=True, cwd=ROOT, env=env)
    assert out.returncode == 1
    assert out.stderr.startswith("m44-editor: ") and out.stderr.count("\n") == 1
    assert "Traceback" not in out.stderr


def test_readme_names_the_debian_packages() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    assert readme.lstrip().startswith("# ")
    assert "make run" in readme and "make test" in readme
    for package in XCB_PACKAGES:
        assert package in readme
