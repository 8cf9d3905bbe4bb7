r"""The editor on a Linux (or BSD) desktop: a menu entry, its icon, and ``.m44`` files known
as scenarios that open in the editor, as the freedesktop.org specifications say (Desktop
Entry, Icon Theme, Shared MIME-info). ``m44 desktop`` installs them for the user (under
``$XDG_DATA_HOME``, by default ``~/.local/share``) and ``m44 desktop --remove`` takes them
away; a pip or pipx install cannot, as a wheel writes no file outside its environment.

The entry starts the editor with the Python that installed it (``python -m editor.app``), so
it works for a virtual environment, pipx or a system install alike, and opens the files it
is given (``%F``), each in a window.

Qt-free but for the icon, drawn by :mod:`editor.ui.actions` at each size (imported only
when the icon is written).

>>> exec_arg("/usr/bin/python3"), exec_arg("/home/a b/venv/bin/python")
('/usr/bin/python3', '"/home/a b/venv/bin/python"')
>>> print(exec_arg('/x/"odd"$dir/python'))
"/x/\\"odd\\"\\$dir/python"
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from editor.io.files import atomic_write

#: The name of the entry, its icon and its file type's definition.
APP_ID = "m44-editor"
#: The class of the editor's windows on X11 (Qt's: the application's name), by which a
#: desktop knows them for the entry's (on Wayland, the entry's name is the windows' id).
WM_CLASS = "m44 editor"
#: The file type of ``.m44`` scenarios.
MIME_TYPE = "application/x-memoir44-scenario"
#: The icon's sizes, in pixels.
ICON_SIZES = (32, 48, 64, 128, 256)

#: Characters that make an argument of ``Exec`` quoted, and those escaped inside the quotes
#: (Desktop Entry Specification, "The Exec key").
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")
_ESCAPED = set('"`$\\')


def exec_arg(arg: str) -> str:
    """``arg`` as an argument of a desktop entry's ``Exec``: quoted when it holds a reserved
    character, with ``"``, `````, ``$`` and ``\\`` escaped inside the quotes; then every
    backslash doubled, as in any string value of the file."""
    if not any(ch in _RESERVED for ch in arg):
        return arg
    quoted = '"' + "".join("\\" + ch if ch in _ESCAPED else ch for ch in arg) + '"'
    return quoted.replace("\\", "\\\\")


def desktop_entry(python: str = sys.executable) -> str:
    """The text of the menu entry, starting the editor with ``python``."""
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        "Name=Memoir '44 Scenario Editor",
        "GenericName=Scenario Editor",
        "Comment=Design, convert and playtest Memoir '44 scenarios",
        f"Exec={exec_arg(python)} -m editor.app %F",
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;BoardGame;StrategyGame;",
        f"MimeType={MIME_TYPE};",
        "Keywords=Memoir 44;scenario;hex;map;wargame;",
        f"StartupWMClass={WM_CLASS}",
        ""])


def mime_definition() -> str:
    """The Shared MIME-info definition of ``.m44`` files."""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="{MIME_TYPE}">
    <comment>Memoir '44 scenario</comment>
    <sub-class-of type="application/json"/>
    <icon name="{APP_ID}"/>
    <glob pattern="*.m44"/>
  </mime-type>
</mime-info>
"""


def data_home(env: os._Environ[str] | dict[str, str] = os.environ) -> Path:
    """Where the user's data files go: ``$XDG_DATA_HOME`` when it is an absolute path (the
    specification ignores a relative one), else ``~/.local/share``."""
    given = env.get("XDG_DATA_HOME", "")
    if given and os.path.isabs(given):
        return Path(given)
    return Path(env.get("HOME") or Path.home()) / ".local" / "share"


@dataclass(frozen=True)
class Files:
    """The files of the desktop integration under a data folder."""

    home: Path

    @property
    def entry(self) -> Path:
        return self.home / "applications" / f"{APP_ID}.desktop"

    @property
    def mime(self) -> Path:
        return self.home / "mime" / "packages" / f"{APP_ID}.xml"

    def icon(self, size: int) -> Path:
        return self.home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"

    def all(self) -> list[Path]:
        return [self.entry, self.mime, *(self.icon(s) for s in ICON_SIZES)]


#: The tools that refresh a folder's cache, the folder and the tool's options before it
#: (run when both are there).
_REFRESH: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("update-mime-database", "mime", ()),
    ("update-desktop-database", "applications", ("-q",)),
)


def refresh(home: Path) -> list[str]:
    """Refresh the caches of the desktop's menus, file types and icons with the tools the
    machine has; what could not be done, one line each (a desktop without them reads the
    folders themselves)."""
    problems = []
    for tool, folder, options in _REFRESH:
        found = shutil.which(tool)
        if found is None or not (home / folder).is_dir():
            continue
        try:
            done = subprocess.run([found, *options, str(home / folder)], capture_output=True,
                                  timeout=60, check=False)
        except (OSError, subprocess.TimeoutExpired) as e:
            problems.append(f"{tool}: {e}")
            continue
        if done.returncode != 0:
            said = done.stderr.decode("utf-8", "replace").strip().splitlines()
            problems.append(f"{tool} failed (exit {done.returncode})"
                            + (f": {said[-1]}" if said else ""))
    return problems


def icon_png(size: int) -> bytes:
    """The editor's icon (the toolbar's drawn hex) as a PNG ``size`` pixels square."""
    from editor.render import ensure_app
    from editor.render.output import image_bytes
    from editor.ui.actions import icon

    ensure_app()
    return image_bytes(icon("app").pixmap(size, size).toImage())


def install(home: Path, python: str = sys.executable) -> list[Path]:
    """Write the entry, the file type and the icons under ``home``; the files written.
    Raises ``OSError`` (naming the file) when one cannot be written."""
    files = Files(home)
    writes: list[tuple[Path, bytes]] = [
        (files.entry, desktop_entry(python).encode("utf-8")),
        (files.mime, mime_definition().encode("utf-8")),
        *((files.icon(s), icon_png(s)) for s in ICON_SIZES)]
    for path, data in writes:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise OSError(e.errno, e.strerror, str(path)) from None
        atomic_write(path, data, backup=False)
    return [path for path, _ in writes]


def remove(home: Path) -> list[Path]:
    """Remove what :func:`install` wrote under ``home``; the files removed."""
    gone = []
    for path in Files(home).all():
        try:
            path.unlink()
        except FileNotFoundError:
            continue
        gone.append(path)
    return gone
