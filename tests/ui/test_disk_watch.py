"""The open file changed on disk by another program while the window is open: reloaded at
once when the window has no unsaved changes (one undoable step), asked about when it has,
noticed after another program's atomic save (the file replaced) and an in-place write
alike, never for the window's own saves, never over a dialog."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QDialog, QMessageBox

from editor.engine.scenario import ScenarioText
from editor.io.m44 import dumps, load
from editor.ui.disk_watch import SETTLE_MS

from ..conftest import DATA, SCENARIOS
from .test_files import answer, choose
from .window_helpers import make_window  # noqa: F401 - fixture

#: Long enough for a change to have been looked at, had it been.
WAIT_MS = SETTLE_MS * 3


def _their_save(path: Path, name: str, atomic: bool = True) -> None:
    """Another program writes ``path`` with the scenario named ``name``: a temporary file
    renamed over it, or the file written in place."""
    s = load(path).scenario
    s.text["en"] = ScenarioText(name=name)
    data = dumps(s).encode("utf-8")
    if atomic:
        tmp = path.with_name(path.name + ".theirs~")
        tmp.write_bytes(data)
        os.replace(tmp, path)
    else:
        with open(path, "r+b") as f:
            f.write(data)
            f.truncate()


def _opened(make_window, tmp_path: Path, qtbot, source: Path = SCENARIOS[0]):  # type: ignore[no-untyped-def]
    path = tmp_path / "s.m44"
    path.write_bytes(source.read_bytes())
    w = make_window()
    assert w.open_file(path)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w, path


def _name(w) -> str:  # type: ignore[no-untyped-def]
    return w.document.scenario.text["en"].name


def test_a_file_replaced_or_rewritten_by_another_program_is_reloaded(make_window, tmp_path,
                                                                   qtbot, monkeypatch) -> None:
    """The window showed the file as opened until Save, which then asked: another
    program's saves went unseen. A window with nothing unsaved now reloads at once, as one
    step Undo takes back; the file replaced (an atomic save) is watched anew, so the next
    change, written in place, is seen too."""
    w, path = _opened(make_window, tmp_path, qtbot)
    asked = choose(monkeypatch, "Reload")
    before = _name(w)
    _their_save(path, "Theirs")
    qtbot.waitUntil(lambda: _name(w) == "Theirs", timeout=5000)
    assert not w.document.is_modified and not w.document.changed_on_disk()
    assert "Reloaded s.m44" in w.statusBar().currentMessage()
    _their_save(path, "Theirs again", atomic=False)
    qtbot.waitUntil(lambda: _name(w) == "Theirs again", timeout=5000)
    assert not w.document.is_modified and asked == []
    w.document.undo_stack.undo()
    assert _name(w) == "Theirs" and w.document.is_modified
    w.document.undo_stack.undo()
    assert _name(w) == before


def test_unsaved_changes_are_asked_about(make_window, tmp_path, qtbot, monkeypatch) -> None:
    """Keep this version keeps the window's work, and Save asks before replacing the file;
    Reload shows the file, Undo bringing the window's changes back."""
    w, path = _opened(make_window, tmp_path, qtbot)
    w.document.set_text("en", ScenarioText(name="Mine"), "Edit the name")
    asked = choose(monkeypatch, "Keep This Version")
    _their_save(path, "Theirs")
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=5000)
    assert "s.m44" in asked[0] and "changed on disk" in asked[0]
    assert _name(w) == "Mine" and w.document.is_modified
    qtbot.wait(WAIT_MS)
    assert len(asked) == 1  # that version is not asked about again
    saving = choose(monkeypatch, "Cancel")
    assert w.save() is False and "Replace it" in saving[0]
    asked = choose(monkeypatch, "Reload")
    _their_save(path, "Theirs again")
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=5000)
    assert _name(w) == "Theirs again" and not w.document.is_modified
    w.document.undo_stack.undo()
    assert _name(w) == "Mine"


def test_its_own_saves_are_not_taken_for_a_change(make_window, tmp_path, qtbot,
                                                  monkeypatch) -> None:
    w, path = _opened(make_window, tmp_path, qtbot)
    asked = choose(monkeypatch, "Reload")
    w.document.set_text("en", ScenarioText(name="Mine"), "Edit the name")
    assert w.save()
    w.document.set_text("en", ScenarioText(name="Mine, unsaved"), "Edit the name")
    qtbot.wait(WAIT_MS)
    assert asked == [] and _name(w) == "Mine, unsaved"
    assert "Reloaded" not in w.statusBar().currentMessage()


def test_no_question_comes_over_a_dialog(make_window, tmp_path, qtbot, monkeypatch) -> None:
    """A change made while a dialog is open is looked at when it is closed and the window
    active again."""
    w, path = _opened(make_window, tmp_path, qtbot)
    w.document.set_text("en", ScenarioText(name="Mine"), "Edit the name")
    asked = choose(monkeypatch, "Reload")
    dialog = QDialog(w)
    dialog.open()
    _their_save(path, "Theirs")
    qtbot.wait(WAIT_MS)
    assert asked == [] and _name(w) == "Mine"
    dialog.close()
    w.activateWindow()  # as the window system does when a dialog closes
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=5000)
    assert _name(w) == "Theirs"


def test_a_file_deleted_then_written_again(make_window, tmp_path, qtbot, monkeypatch) -> None:
    """A file deleted (or moved away) is said, the window keeping what it shows, marked
    unsaved: it holds the last copy, and closing it asked nothing (found reviewing the
    file-safety audit's change); written there again, it is seen (the folder is watched)
    and reloaded."""
    w, path = _opened(make_window, tmp_path, qtbot)
    data = path.read_bytes()
    before = _name(w)
    path.unlink()
    qtbot.waitUntil(lambda: "no longer on disk" in w.statusBar().currentMessage(),
                    timeout=5000)
    assert _name(w) == before and w.document.is_modified
    asked = answer(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert not w.close() and asked  # closing asks what to do with the last copy
    path.write_bytes(data.replace(before.encode(), b"Back again"))
    qtbot.waitUntil(lambda: _name(w) == "Back again", timeout=5000)
    assert not w.document.is_modified


def test_a_file_deleted_edited_here_then_written_again_is_asked_about(
        make_window, tmp_path, qtbot, monkeypatch) -> None:
    """Marked unsaved because its file went, the window reloads the file written again as
    a window with no changes would; changed here since, it asks as over any change."""
    w, path = _opened(make_window, tmp_path, qtbot)
    data = path.read_bytes()
    path.unlink()
    qtbot.waitUntil(lambda: w.document.is_modified, timeout=5000)
    w.document.set_text("en", ScenarioText(name="Mine"), "Edit the name")
    asked = choose(monkeypatch, "Keep This Version")
    path.write_bytes(data)
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=5000)
    assert _name(w) == "Mine" and w.document.is_modified


def test_a_file_reloaded_is_read_as_open_reads_it(make_window, tmp_path, qtbot,
                                                  monkeypatch) -> None:
    """The reader's repairs are listed, as on Open; a file that cannot be read is said and
    the window keeps its version (Save asks before replacing it)."""
    w, path = _opened(make_window, tmp_path, qtbot)
    assert w.files.fixes_dialog is None
    path.write_bytes((DATA / "sloppy.m44").read_bytes())
    qtbot.waitUntil(lambda: w.files.fixes_dialog is not None, timeout=5000)
    assert w.files.fixes_dialog.isVisible() and not w.document.is_modified
    assert w.files.fixes_dialog.windowTitle() == "Repairs made while reloading s.m44"
    assert w.document.scenario == load(DATA / "sloppy.m44").scenario
    w.files.fixes_dialog.close()
    w.activateWindow()
    shown = w.document.scenario.copy()
    path.write_bytes(b"{not json")
    qtbot.waitUntil(lambda: "cannot be read now" in w.statusBar().currentMessage(),
                    timeout=5000)
    assert w.document.scenario == shown and w.document.changed_on_disk()


def test_a_file_opened_through_a_link_is_watched_where_it_is(make_window, tmp_path, qtbot,
                                                             monkeypatch) -> None:
    """A file opened through a symbolic link from another folder, replaced where it is by
    another program's atomic save, then deleted and written again there: its own folder
    is watched, not only the link's (where nothing changes)."""
    real = tmp_path / "real"
    real.mkdir()
    target = real / "s.m44"
    target.write_bytes(SCENARIOS[0].read_bytes())
    (tmp_path / "links").mkdir()
    link = tmp_path / "links" / "s.m44"
    link.symlink_to(target)
    w = make_window()
    assert w.open_file(link)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    _their_save(target, "Theirs")
    qtbot.waitUntil(lambda: _name(w) == "Theirs", timeout=5000)
    data = target.read_bytes()
    target.unlink()
    qtbot.waitUntil(lambda: "no longer on disk" in w.statusBar().currentMessage(),
                    timeout=5000)
    target.write_bytes(data.replace(b"Theirs", b"Back again"))
    qtbot.waitUntil(lambda: _name(w) == "Back again", timeout=5000)


def test_a_change_on_disk_during_play_mode_waits_for_the_return_to_editing(
        make_window, tmp_path, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A reload during play mode took place under the game: the game went on with the
    scenario it began with, the window then holding another (shown back in editing), the
    title lost its "Playtest", and a window with unsaved changes asked over the game. The
    change now waits for the return to editing, said in the play panel; the game and the
    window stay as they are, and back in editing the file is reloaded (or, here, asked
    about), as for a change seen while editing."""
    w, path = _opened(make_window, tmp_path, qtbot)
    asked = choose(monkeypatch, "Reload")
    w.editor.set_selection(set())
    w.document.set_text("en", ScenarioText(name="Mine"), "Type")  # unsaved work
    assert w.play.start(ask=False)
    game, title = w.play.session, w.windowTitle()
    _their_save(path, "Theirs")
    held = w.play.dock.held
    qtbot.waitUntil(held.isVisible, timeout=5000)  # the change seen, and held
    assert _name(w) == "Mine" and asked == []
    assert w.play.session is game and w.windowTitle() == title
    assert held.text().startswith(
        "s.m44 was changed on disk by another program. This game goes on with the scenario "
        "as it was when the game began")
    w.play.leave()
    qtbot.waitUntil(lambda: _name(w) == "Theirs", timeout=5000)
    assert len(asked) == 1 and "Reload" in w.document.undo_stack.undoText()
    w.document.undo_stack.undo()
    assert _name(w) == "Mine"


def test_a_file_changed_during_play_mode_with_nothing_unsaved_is_reloaded_back_in_editing(
        make_window, tmp_path, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    w, path = _opened(make_window, tmp_path, qtbot)
    asked = choose(monkeypatch, "Reload")
    before = _name(w)
    assert w.play.start(ask=False)
    _their_save(path, "Theirs")
    qtbot.waitUntil(w.play.dock.held.isVisible, timeout=5000)  # the change seen, and held
    assert _name(w) == before
    w.play.rematch()  # a new game's panel says it too
    assert w.play.dock.held.isVisible()
    w.play.leave()
    qtbot.waitUntil(lambda: _name(w) == "Theirs", timeout=5000)
    assert asked == [] and not w.document.is_modified
    assert "Reloaded s.m44" in w.statusBar().currentMessage()


def test_a_file_changed_on_disk_is_read_again_off_the_gui_thread(make_window, tmp_path, qtbot,
                                                                 monkeypatch) -> None:
    """A reload is read as Open reads it: on a worker thread, the window kept painted and a
    progress window shown when the read is long. It was read on the GUI thread, the window
    frozen while a big file changed by another program was read."""
    import threading
    import time

    from editor.io import m44 as m44_io
    from editor.ui import dialogs, document

    w, path = _opened(make_window, tmp_path, qtbot)
    real_load = m44_io.load
    readers: list[threading.Thread] = []

    def slow_load(p):  # type: ignore[no-untyped-def]
        readers.append(threading.current_thread())
        time.sleep(0.4)
        return real_load(p)

    monkeypatch.setattr(dialogs, "PROGRESS_AFTER_MS", 100)
    monkeypatch.setattr(document, "load", slow_load)  # the window reads through Document.read
    _their_save(path, "Theirs")
    qtbot.waitUntil(lambda: _name(w) == "Theirs", timeout=5000)
    assert readers and threading.main_thread() not in readers
    assert w.last_progress is not None and w.last_progress.shown
    assert w.last_progress.title == "Reloading s.m44"
