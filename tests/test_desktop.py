"""``m44 desktop``: the menu entry, icon and file type of a freedesktop.org desktop, written
for the user, working, and removed again."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from editor import __version__
from editor.cli import main
from editor.desktop import (APP_ID, ICON_SIZES, MIME_TYPE, WM_CLASS, Files, data_home,
                            desktop_entry, exec_arg)

from .ui.window_helpers import make_window  # noqa: F401 - fixture


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    return data


def exec_args(line: str) -> list[str]:
    """The arguments of an ``Exec`` value, read as the Desktop Entry Specification says: the
    string's escapes first, then the quoting."""
    text = line.replace("\\\\", "\\")
    args, current, quoted, i, started = [], "", False, 0, False
    while i < len(text):
        ch = text[i]
        if quoted and ch == "\\" and i + 1 < len(text):
            current += text[i + 1]
            i += 2
            continue
        if ch == '"':
            quoted, started = not quoted, True
        elif ch == " " and not quoted:
            if started:
                args.append(current)
            current, started = "", False
        else:
            current += ch
            started = True
        i += 1
    if started:
        args.append(current)
    return args


def entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_entry_icon_and_file_type_are_written_and_the_entry_starts_the_editor(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["desktop"]) == 0
    files = Files(home)
    assert capsys.readouterr().out.splitlines() == [f"wrote {p}" for p in files.all()]
    e = entry(files.entry)
    assert (e["Type"], e["Icon"], e["MimeType"]) == ("Application", APP_ID, f"{MIME_TYPE};")
    assert e["Name"] == "Memoir '44 Scenario Editor" and e["Terminal"] == "false"
    assert e["StartupWMClass"] == WM_CLASS
    args = exec_args(e["Exec"])
    assert args == [sys.executable, "-m", "editor.app", "%F"]
    # what the desktop runs, from another folder, answers (--version opens no window)
    done = subprocess.run([*args[:-1], "--version"], capture_output=True, text=True,
                          cwd=home, timeout=120, check=False)
    assert done.returncode == 0 and __version__ in done.stdout, done.stderr
    mime = ET.parse(files.mime).getroot()
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    kind = mime.find("m:mime-type", ns)
    assert kind is not None and kind.get("type") == MIME_TYPE
    assert [g.get("pattern") for g in kind.findall("m:glob", ns)] == ["*.m44"]
    for size in ICON_SIZES:
        image = QImage(str(files.icon(size)))
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 2).alpha() == 255  # drawn, not blank
        assert image.pixelColor(0, 0).alpha() == 0  # on a clear ground
    if shutil.which("update-mime-database"):  # the desktop's own database now knows .m44
        assert f"{MIME_TYPE}:*.m44" in (home / "mime" / "globs2").read_text("utf-8")
    if shutil.which("desktop-file-validate"):  # (Debian: desktop-file-utils)
        valid = subprocess.run(["desktop-file-validate", str(files.entry)],
                               capture_output=True, text=True, timeout=60, check=False)
        assert valid.returncode == 0 and not valid.stdout.strip(), valid.stdout


def test_remove_takes_away_what_was_written(home: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["-q", "desktop"]) == 0
    assert capsys.readouterr().out == ""
    other = home / "applications" / "someone-else.desktop"
    other.write_text("[Desktop Entry]\n", encoding="utf-8")
    assert main(["desktop", "--remove"]) == 0
    assert capsys.readouterr().out.splitlines() == [f"removed {p}" for p in Files(home).all()]
    assert not any(p.exists() for p in Files(home).all()) and other.exists()
    assert main(["desktop", "--remove"]) == 0
    assert capsys.readouterr().out.strip() == f"nothing to remove under {home}"


def test_a_folder_that_cannot_be_written_is_named_with_exit_2(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    home.parent.mkdir(parents=True, exist_ok=True)
    home.write_text("a file where the folder should be", encoding="utf-8")
    assert main(["desktop"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"{Files(home).entry}: cannot write: "), err


def test_exec_arguments_are_quoted_as_the_specification_says() -> None:
    for python in ("/usr/bin/python3", "/home/a b/venv/bin/python",
                   '/opt/"odd"$dir/`x`\\y/python', "/tmp/semi;colon/(py)"):
        assert exec_args(f"{exec_arg(python)} -m editor.app %F") == [
            python, "-m", "editor.app", "%F"]
    assert "Exec=/usr/bin/python3 -m editor.app %F" in desktop_entry("/usr/bin/python3")


def test_the_data_folder_is_xdg_data_home_when_absolute() -> None:
    assert data_home({"XDG_DATA_HOME": "/data", "HOME": "/h"}) == Path("/data")
    # a relative one is ignored, as the specification says
    assert data_home({"XDG_DATA_HOME": "rel", "HOME": "/h"}) == Path("/h/.local/share")
    assert data_home({"HOME": "/h"}) == Path("/h/.local/share")


def test_the_windows_are_known_for_the_entrys(tmp_path: Path) -> None:
    """On X11 the entry's StartupWMClass is the class Qt gives the windows (the
    application's name); on Wayland their id is the entry's name (the desktop file name)."""
    code = ("from PySide6.QtGui import QGuiApplication as A; "
            "from editor.ui.main_window import run; run([], quit_after=0.2); "
            "print(A.desktopFileName()); print(A.applicationName())")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "d"),
           "XDG_CACHE_HOME": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, cwd=tmp_path, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-2:] == [APP_ID, WM_CLASS]


def test_the_help_menu_adds_the_editor_to_the_desktops_menus_and_takes_it_away(
        home: Path, make_window, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    from editor.ui import help_menu

    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _w, _t, text: said.append(text))
    w = make_window()
    action = w.act["desktop"]
    assert action.isVisible()
    help_menu.name_desktop_action(w)
    assert action.text() == "Add to the Desktop's &Menus"
    action.trigger()
    assert all(p.exists() for p in Files(home).all())
    assert said[-1].startswith("The editor is in the desktop's menus")
    assert str(Files(home).entry) in said[-1]
    help_menu.name_desktop_action(w)
    assert action.text() == "Remove from the Desktop's &Menus"
    action.trigger()
    assert not any(p.exists() for p in Files(home).all())
    assert said[-1].startswith("The editor is no longer in the desktop's menus")


def test_remove_where_nothing_was_installed_says_so_and_nothing_else(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["desktop", "--remove"]) == 0
    out, err = capsys.readouterr()
    assert out.strip() == f"nothing to remove under {home}" and err == ""
    assert not home.exists()


@pytest.mark.parametrize("platform", ["win32", "darwin", "cygwin"])
def test_other_systems_are_told_the_menus_are_for_linux_and_bsd(
        home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        platform: str) -> None:
    """Windows and macOS have no freedesktop.org menus: m44 desktop says so, exit 2 as its
    help says, and writes nothing."""
    monkeypatch.setattr(sys, "platform", platform)
    for args in (["desktop"], ["desktop", "--remove"]):
        assert main(args) == 2
        out, err = capsys.readouterr()
        assert out == ""
        assert err.strip() == ("m44 desktop: menu entries are made for freedesktop.org "
                               "desktops (Linux, BSD); start the editor with m44-editor")
    assert not home.exists()


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_the_help_menu_has_no_desktop_entry_on_other_systems(
        make_window, monkeypatch: pytest.MonkeyPatch, platform: str) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(sys, "platform", platform)
    assert not make_window().act["desktop"].isVisible()
