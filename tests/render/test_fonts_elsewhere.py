"""The map is drawn in the bundled DejaVu Sans on a system that has no DejaVu of its own
(Windows, macOS): shown here on Linux by a fontconfig that sees other fonts only."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from editor.resources import font_dir

from ..conftest import ROOT, SCENARIOS

#: Fonts of another family than DejaVu, standing for a Windows or macOS system's.
OTHER_FONTS = [Path("/usr/share/fonts/opentype/urw-base35"),
               Path("/usr/share/fonts/truetype/noto")]


def system_fonts(tmp_path: Path, name: str, folders: list[Path]) -> dict[str, str]:
    """The environment of a process whose system has the fonts of ``folders`` only."""
    conf = tmp_path / f"{name}.conf"
    dirs = "".join(f"<dir>{f}</dir>" for f in folders)
    conf.write_text('<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">'
                    f"<fontconfig>{dirs}<cachedir>{tmp_path / name}-cache</cachedir>"
                    "</fontconfig>", encoding="utf-8")
    return {**os.environ, "FONTCONFIG_FILE": str(conf), "QT_QPA_PLATFORM": "offscreen",
            "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config"),
            "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CACHE_HOME": str(tmp_path / "cache")}


def others(tmp_path: Path) -> dict[str, str]:
    found = [f for f in OTHER_FONTS if f.is_dir()]
    if not found:
        pytest.skip("no font of another family than DejaVu on this machine")
    return system_fonts(tmp_path, "others", found)


def test_a_map_is_drawn_alike_whether_the_system_has_dejavu_or_not(tmp_path: Path) -> None:
    """`m44 render` asked for "DejaVu Sans" and never loaded the bundled files (only a
    briefing did): on a system without DejaVu the hex names, counts and labels were drawn
    in whatever font the system put in its place."""
    images = []
    for name, env in (("without", others(tmp_path)),
                      ("bundled", system_fonts(tmp_path, "bundled", [font_dir()]))):
        out = tmp_path / f"{name}.png"
        done = subprocess.run([sys.executable, "-m", "editor", "render", str(SCENARIOS[0]),
                               "-o", str(out), "--coords", "names", "--scale", "30"],
                              capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
        assert done.returncode == 0, done.stderr
        images.append(QImage(str(out)))
    assert images[0] == images[1]


def without_dejavu(tmp_path: Path, code: str) -> list[str]:
    """The lines ``code`` prints, run in a new Python on a system without DejaVu
    (:func:`others`)."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, env=others(tmp_path), timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def test_the_editor_draws_in_the_bundled_font_on_a_system_without_dejavu(
        tmp_path: Path) -> None:
    code = ("from PySide6.QtGui import QFont, QFontInfo\n"
            "from editor.ui.main_window import run\n"
            "run([], quit_after=0.2)\n"
            "print(QFontInfo(QFont('DejaVu Sans')).family())\n")
    assert without_dejavu(tmp_path, code)[-1] == "DejaVu Sans"


def test_a_briefing_s_fonts_are_the_bundled_ones_on_a_system_without_dejavu(
        tmp_path: Path) -> None:
    """The names the briefings ask for (editor.render.fonts.SANS and CONDENSED) are the
    bundled files' own, matched exactly: a name they do not hold was drawn in DejaVu all
    the same here, where it was the only sans left, and only Qt's exact match tells. Found
    by the mut5 audit."""
    code = ("from PySide6.QtGui import QFontInfo\n"
            "from editor.render.output import ensure_app\n"
            "from editor.export.fonts import font\n"
            "ensure_app()\n"
            "for condensed in (False, True):\n"
            "    f = font(12, bold=condensed, condensed=condensed)\n"
            "    info = QFontInfo(f)\n"
            "    print(info.family(), info.styleName(), info.exactMatch(), sep='|')\n")
    assert without_dejavu(tmp_path, code) == ["DejaVu Sans|Book|True",
                                              "DejaVu Sans Condensed|Condensed Bold|True"]
