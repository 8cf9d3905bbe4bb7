"""The editor across sessions and beside other programs (the sessions audit): a settings
file that is damaged, of another version or cannot be written; recent files and folders on
paths that cannot be read."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from editor.ui.main_window import MainWindow

from .window_helpers import make_window  # noqa: F401 - fixture

#: A settings file as a hand, another program or another version may leave it: every key
#: the editor reads, holding what the editor never writes there.
DAMAGED = """[General]
lastFolder=42
recentFiles=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x13garbage
new_scenario=[1, 2
briefing_options=null

[view]
grid=maybe
hexLabels=12
sectionLines=@ByteArray(x)

[window]
geometry=hello
state=3

[play]
hexLabels=@ByteArray(names)
panes=true

[guide]
size=big
"""


def test_a_damaged_settings_file_opens_the_window_with_the_defaults(make_window, tmp_path: Path,
                                                                   monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A settings file whose window geometry was not Qt's bytes (edited by hand, written
    by another version) stopped the editor at its start with a traceback (restoreGeometry
    given a string). Each value not of the editor's kind is left at its default."""
    ini = tmp_path / "damaged.ini"
    ini.write_text(DAMAGED, encoding="utf-8")
    w: MainWindow = make_window(settings=QSettings(str(ini), QSettings.Format.IniFormat))
    assert w.isVisible() and w.canvas.grid and w.canvas.section_lines
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda _p, _t, text, *a: said.append(text)))
    w.files.fill_recent_menu()
    w.recent_menu.actions()[0].trigger()  # the text kept as a recent file is none
    assert len(said) == 1 and said[0].endswith(": no such file any more")
    assert w.files.recent_files() == []
    assert w.close()
