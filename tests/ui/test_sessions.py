"""The editor across sessions and beside other programs (the sessions audit): a settings
file that is damaged, of another version or cannot be written; recent files and folders on
paths that cannot be read."""

from __future__ import annotations

import errno
import json
import os
import shutil
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from editor.engine.board import Coord
from editor.engine.scenario import Hex, Piece
from editor.ui import folders, startup
from editor.ui.document import Document
from editor.ui.main_window import MainWindow, offer_recovery
from editor.io.m44 import dumps, load
from editor.ui.recovery import RecoveryStore

from ..conftest import SCENARIOS
from .test_files import choose
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


def test_a_damaged_settings_file_opens_the_window_with_the_defaults(make_window,
                                                                   tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A settings file whose window geometry was not Qt's bytes (edited by hand, written
    by another version) stopped the editor at its start with a traceback (restoreGeometry
    given a string). Each value not of the editor's kind is left at its default."""
    ini = tmp_path / "damaged.ini"
    ini.write_text(DAMAGED, encoding="utf-8")
    w: MainWindow = make_window(settings=QSettings(str(ini), QSettings.Format.IniFormat))
    assert w.isVisible() and w.canvas.grid and w.canvas.section_lines
    # a recent "file" whose name holds a NUL stopped every Open (os.path.samefile raising
    # ValueError as the file opened was put first in the list): no file has such a name
    assert w.files.recent_files() == []
    assert w.open_file(SCENARIOS[0])
    assert w.files.recent_files() == [str(SCENARIOS[0].resolve())]
    assert w.close()


def lock(monkeypatch, folder: Path) -> None:  # type: ignore[no-untyped-def]
    """``folder`` cannot be entered, as another user's folder (mode 700) cannot, or a share
    whose rights changed: what lies in it cannot be looked at or opened. (Shown with a
    stand-in for the system's calls: the tests may run as root, whom no mode stops.)"""
    real_stat, real_open = os.stat, os.open

    def refused(path: object) -> None:
        if isinstance(path, (str, os.PathLike)) and str(path).startswith(f"{folder}{os.sep}"):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))

    def stat(path, *a, **k):  # type: ignore[no-untyped-def]
        refused(path)
        return real_stat(path, *a, **k)

    def open_(path, *a, **k):  # type: ignore[no-untyped-def]
        refused(path)
        return real_open(path, *a, **k)

    monkeypatch.setattr(os, "stat", stat)
    monkeypatch.setattr(os, "open", open_)


def test_a_folder_that_cannot_be_entered_is_no_start_for_the_file_dialogs(
        make_window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The last folder a file was opened in, inside a folder that cannot be entered since
    (its rights changed): every file dialog of an unsaved scenario (Open, Save As, the
    exports) met an error of its own (Path.is_dir raising PermissionError). They start in
    the home folder, as for a folder removed."""
    w = make_window()
    inner = tmp_path / "locked" / "drafts"
    inner.mkdir(parents=True)
    folders.remember(w, inner / "a.m44")
    assert folders.last_folder(w) == inner
    lock(monkeypatch, tmp_path / "locked")
    assert folders.last_folder(w) is None
    assert folders.start_path(w, "x.m44") == str(Path.home() / "x.m44")


def test_a_recent_file_that_cannot_be_reached_says_why_and_stays(
        make_window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Open Recent on a file inside a folder that cannot be entered met an error of its own
    (Path.exists raising PermissionError): the editor's bug box. It is opened as any file,
    whose reading says why it cannot be, and stays in the list (it is there, and may be
    reached again); a file gone is still said gone and dropped."""
    w = make_window()
    w.files.clear_recent()
    target = tmp_path / "locked" / "b.m44"
    target.parent.mkdir()
    shutil.copy(SCENARIOS[0], target)
    gone = tmp_path / "gone.m44"
    w.files.add_recent(gone)
    w.files.add_recent(target)
    lock(monkeypatch, tmp_path / "locked")
    said: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(
        lambda _p, title, text, *a: said.append((title, text))))
    w.files.fill_recent_menu()
    w.recent_menu.actions()[0].trigger()
    assert said == [("Cannot open scenario", f"{target}: cannot read: Permission denied")]
    assert w.files.recent_files() == [str(target), str(gone)]
    w.files.fill_recent_menu()
    w.recent_menu.actions()[1].trigger()
    assert said[1] == ("Open Recent", f"{gone}: no such file any more")
    assert w.files.recent_files() == [str(target)]


def test_work_on_a_file_that_cannot_be_reached_is_recovered(make_window, tmp_path: Path,
                                                            monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Work left by an editor that died, on a file whose folder cannot be entered at the
    next start: Recover met an error of its own (Path.exists raising PermissionError), and
    the work stayed in the recovery folder, offered at every start and never given back.
    It is recovered as the changes to that file (Save writes there, or says why not)."""
    target = tmp_path / "locked" / "b.m44"
    target.parent.mkdir()
    shutil.copy(SCENARIOS[0], target)
    crashed, _ = Document.open(target)
    crashed.set_hex(Coord(4, 12), Hex(terrain=Piece("hills")), "Paint")
    store = RecoveryStore(tmp_path / "recovery")
    doc_id = store.new_id()
    store.write(doc_id, crashed.scenario, crashed.path, crashed.title)
    store.release(doc_id)  # the writer's lock goes with its process
    lock(monkeypatch, tmp_path / "locked")
    w = make_window(recovery=store)
    asked = choose(monkeypatch, "Recover")
    assert offer_recovery(w) == 1 and "b.m44" in asked[0]
    assert w.document.scenario == crashed.scenario and w.document.path == target
    assert w.isWindowModified() and store.leftovers() == []


def test_settings_that_cannot_be_written_are_said_once(make_window, tmp_path: Path,
                                                       monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A settings file that cannot be written (a read-only configuration folder, or one that
    is a file): the layout, recent files and choices of the session were forgotten at the
    next start without a word. The start says it once, naming the file; a second window of
    the same run does not say it again."""
    blocker = tmp_path / "config"
    blocker.write_text("not a folder", encoding="utf-8")
    settings = QSettings(str(blocker / "m44 editor.conf"), QSettings.Format.IniFormat)
    said: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(
        lambda _p, title, text, *a: said.append((title, text))))
    first = make_window(settings=settings)
    assert startup.say_unkept_settings(first)
    assert len(said) == 1 and said[0][0] == "Settings not kept"
    assert f"{blocker / 'm44 editor.conf'}" in said[0][1] and "not a folder" in said[0][1]
    assert not startup.say_unkept_settings(make_window(settings=settings))
    assert len(said) == 1
    fine = make_window()
    assert not startup.say_unkept_settings(fine) and len(said) == 1


def test_a_file_replaced_by_a_folder_is_not_offered_to_be_replaced(make_window, tmp_path: Path,
                                                                   monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The open file replaced by a folder of its name (another program, a checkout): Save
    asked "Replace it with this version? The version on disk will be kept as a.m44.bak",
    then, answered Replace, said it could not write over what is not a file; nothing was
    kept as a .bak. It says that at once: the window keeps its unsaved work, for Save
    As."""
    path = tmp_path / "a.m44"
    shutil.copy(SCENARIOS[0], path)
    w = make_window()
    assert w.open_file(path)
    w.document.set_hex(Coord(4, 12), Hex(terrain=Piece("hills")), "Paint")
    path.unlink()
    path.mkdir()
    asked = choose(monkeypatch, "Replace")
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(
        lambda _p, _t, text, *a: said.append(text)))
    assert not w.files.save()
    assert asked == []
    assert said == [f"{path}: not a regular file: nothing is written over it"]
    assert w.document.is_modified and path.is_dir() and list(path.iterdir()) == []
    assert not (tmp_path / "a.m44.bak").exists()


def restarted(settings: QSettings) -> QSettings:
    """The settings as the next start of the editor reads them: from their file."""
    settings.sync()
    return QSettings(settings.fileName(), QSettings.Format.IniFormat)


def test_the_playtest_seats_dice_and_hands_are_kept_for_the_next_start(
        make_window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The Playtest dialog offered the last game's seats, dice and hands in its own window
    only: at the next start (and in another window) it was back to two people, an AI
    chosen at every game. They are kept with the settings; the seed is new each time."""
    from editor.ui.play import dialogs as play_dialogs

    from .test_play import open_window, skirmish

    offered: list[play_dialogs.StartDialog] = []

    def exec_(dialog) -> int:  # type: ignore[no-untyped-def]
        offered.append(dialog)
        if len(offered) == 1:  # the first game: the greedy AI against a person, real dice
            dialog.seat_boxes[0].setCurrentIndex(dialog.seat_boxes[0].findData("greedy"))
            dialog.physical.setChecked(True)
            dialog.open_hands.setChecked(True)
        return play_dialogs.StartDialog.DialogCode.Accepted

    monkeypatch.setattr(play_dialogs.StartDialog, "exec", exec_)
    w = open_window(make_window, skirmish())
    assert w.play.start()
    w.play.leave()
    w.close()
    again = open_window(lambda d: make_window(d, settings=restarted(w.settings)), skirmish())
    assert again.play.start()
    kept = offered[-1]
    assert [b.currentData() for b in kept.seat_boxes] == ["greedy", "human"]
    assert kept.physical.isChecked() and kept.open_hands.isChecked()
    again.play.leave()


def test_the_balance_lab_s_settings_are_kept_for_the_next_start(make_window) -> None:  # type: ignore[no-untyped-def]
    """The balance lab's AIs, games, interval, seed and turn cap were back to their
    defaults at every start (and in every new window): a designer who runs 1,000 games of
    the search AI set them again each time. They are kept as they are set."""
    w = make_window()
    lab = w.show_balance()
    lab.ai1.setCurrentText("random")
    lab.ai2.setCurrentText("search:4")
    lab.games.setValue(1000)
    lab.until.setChecked(True)
    lab.ci_width.setValue(4)
    lab.seed.setValue(77)
    lab.turn_cap.setValue(60)
    w.close()
    again = make_window(settings=restarted(w.settings)).show_balance()
    assert (again.ai1.currentText(), again.ai2.currentText()) == ("random", "search:4")
    assert (again.games.value(), again.until.isChecked(), again.ci_width.value()) == (
        1000, True, 4)
    assert (again.seed.value(), again.turn_cap.value()) == (77, 60)


def _crashed_on(make_window, tmp_path: Path, path: Path) -> RecoveryStore:  # type: ignore[no-untyped-def]
    """The recovery folder an editor killed with unsaved work on ``path`` leaves, its
    copy written by the autosave."""
    w = make_window()
    assert w.open_file(path)
    w.document.set_hex(Coord(4, 12), Hex(terrain=Piece("hills")), "Paint")
    assert w.files.autosave()
    left = tmp_path / "left"
    shutil.copytree(w.recovery.directory, left, ignore=shutil.ignore_patterns("*.lock"))
    w.document.undo_stack.setClean()
    assert w.close()
    return RecoveryStore(left)


def test_recovering_work_over_a_file_changed_since_says_so(make_window, tmp_path: Path,
                                                           monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Work left by a crash on a file that another program changed since (a checkout, a
    colleague's copy): Recover put it over the new version without a word, and Save then
    replaced that version unasked (the window had just read it). The question says that
    the file changed since the work was kept, as Vim says a file is newer than its swap
    file; Undo still goes back to the version on disk."""
    path = tmp_path / "a.m44"
    shutil.copy(SCENARIOS[0], path)
    store = _crashed_on(make_window, tmp_path, path)
    path.write_bytes(SCENARIOS[1].read_bytes())  # another program, after the crash
    w = make_window(recovery=store)
    asked = choose(monkeypatch, "Recover")
    assert offer_recovery(w) == 1
    assert "“a.m44” was changed on disk since this work was kept" in asked[0], asked[0]
    w.document.undo_stack.undo()
    assert w.document.scenario == load(path).scenario


def test_recovering_work_over_its_file_as_it_was_says_nothing_more(make_window, tmp_path: Path,
                                                                   monkeypatch) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "a.m44"
    shutil.copy(SCENARIOS[0], path)
    store = _crashed_on(make_window, tmp_path, path)
    w = make_window(recovery=store)
    asked = choose(monkeypatch, "Recover")
    assert offer_recovery(w) == 1 and "changed on disk" not in asked[0]


def test_a_recovery_folder_that_cannot_be_entered_offers_nothing(make_window, tmp_path: Path,
                                                                 monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The recovery folder inside a folder that cannot be entered (started with another
    user's home, as "su" without a login leaves HOME): every start met an error of its own
    as it looked for work to offer (Path.is_dir raising PermissionError), in the real
    window right after the box saying the settings cannot be written. There is nothing to
    offer; the autosave says in the status bar that it cannot write there."""
    locked = tmp_path / "home"
    store = RecoveryStore(locked / "data" / "recovery")
    lock(monkeypatch, locked)
    w = make_window(recovery=store)
    assert store.leftovers() == [] and store.leftover_games() == []
    assert offer_recovery(w) == 0
    w.document.set_hex(Coord(4, 12), Hex(terrain=Piece("hills")), "Paint")
    assert not w.files.autosave()
    assert "Could not write the recovery file" in w.statusBar().currentMessage()


def test_the_help_menu_opens_with_a_data_folder_that_cannot_be_entered(
        make_window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The Help menu names its desktop entry as it opens, looking for the entry in the data
    folder: in one that cannot be entered (another user's home) every opening of the menu
    met an error of its own (Path.exists raising PermissionError). The entry is not there
    for this user: Add is offered, and its failure to write is said as any."""
    from editor.ui import help_menu

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home" / "share"))
    w = make_window()
    lock(monkeypatch, tmp_path / "home")
    help_menu.name_desktop_action(w)
    assert w.act["desktop"].text() == "Add to the Desktop's &Menus"


def test_the_ai_speed_is_kept_for_the_next_game_and_start(make_window) -> None:  # type: ignore[no-untyped-def]
    """The play panel's AI speed was back to Normal at every new game but a rematch, and
    at every start: watching AIs at Fast, or stepping through them, was set again each
    time. The speed last chosen is kept with the settings."""
    from .test_play import dock_of, open_window, skirmish

    w = open_window(make_window, skirmish())
    assert w.play.start(ask=False)
    assert dock_of(w).speed.currentData() == "normal"
    dock_of(w).speed.setCurrentIndex(dock_of(w).speed.findData("fast"))
    w.play.leave()
    assert w.play.start(ask=False)
    assert dock_of(w).speed.currentData() == "fast" and w.play.controller.speed == "fast"
    w.play.leave()
    w.close()
    again = open_window(lambda d: make_window(d, settings=restarted(w.settings)), skirmish())
    assert again.play.start(ask=False)
    assert dock_of(again).speed.currentData() == "fast"
    assert again.play.controller.speed == "fast"
    again.play.leave()


def test_a_second_copy_of_one_file_says_it_stands_over_the_first(make_window, tmp_path: Path,
                                                                 monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Two copies of work on one file (a crash, Cancel at the next start, another crash):
    both recovered, the second went over the first in the file's window without a word.
    Its question says so; Undo brings the first back."""
    path = tmp_path / "a.m44"
    shutil.copy(SCENARIOS[0], path)
    store = _crashed_on(make_window, tmp_path, path)
    first = next(store.directory.glob("*.m44"))
    older = load(first).scenario
    newer = older.copy()
    newer.set_hex(Coord(0, 0), Hex(terrain=Piece("woods")))
    (store.directory / f"{'f' * 32}.m44").write_text(dumps(newer), encoding="utf-8")
    meta = json.loads(first.with_suffix(".json").read_text(encoding="utf-8"))
    meta["saved_at"] = "2999-01-01T00:00:00"  # kept after the first: offered second
    (store.directory / f"{'f' * 32}.json").write_text(json.dumps(meta), encoding="utf-8")
    w = make_window(recovery=store)
    asked = choose(monkeypatch, "Recover")
    assert offer_recovery(w) == 2
    assert "already" not in asked[0]
    assert "The window of “a.m44” shows unsaved changes already" in asked[1], asked[1]
    assert w.document.scenario == newer
    w.document.undo_stack.undo()
    assert w.document.scenario == older


def test_recovering_a_copy_of_no_stamp_or_of_a_file_gone_says_no_change_on_disk(
        make_window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Whether the file changed since the work was kept is said only when the copy recorded
    the file's stamp and the file is there: a copy of an older editor (no stamp) over a
    file since changed, or work on a file since removed, was said "changed on disk" by
    mistake. Found by the mut12 audit."""
    path = tmp_path / "a.m44"
    shutil.copy(SCENARIOS[0], path)
    store = _crashed_on(make_window, tmp_path, path)
    meta = next(store.directory.glob("*.json"))
    info = json.loads(meta.read_text(encoding="utf-8"))
    assert info["stamp"] is not None
    del info["stamp"]  # as an older editor wrote it
    meta.write_text(json.dumps(info), encoding="utf-8")
    path.write_bytes(SCENARIOS[1].read_bytes())
    w = make_window(recovery=store)
    asked = choose(monkeypatch, "Recover")
    assert offer_recovery(w) == 1 and "changed on disk" not in asked[0], asked[0]
    gone = tmp_path / "b.m44"
    shutil.copy(SCENARIOS[0], gone)
    store = _crashed_on(make_window, tmp_path / "b", gone)
    gone.unlink()
    w = make_window(recovery=store)
    asked = choose(monkeypatch, "Recover")
    assert offer_recovery(w) == 1 and "changed on disk" not in asked[0], asked[0]


def test_recovering_work_on_a_file_open_unchanged_says_no_unsaved_changes(
        make_window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Work on a file its window shows as read (nothing unsaved there) goes over it without
    the words about unsaved changes already shown, which are about a second copy. Found by
    the mut12 audit."""
    path = tmp_path / "a.m44"
    shutil.copy(SCENARIOS[0], path)
    store = _crashed_on(make_window, tmp_path, path)
    kept = load(next(store.directory.glob("*.m44"))).scenario
    w = make_window(recovery=store)
    assert w.open_file(path) and not w.document.is_modified
    asked = choose(monkeypatch, "Recover")
    assert offer_recovery(w) == 1 and "already" not in asked[0], asked[0]
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert w.document.scenario == kept and w.document.is_modified  # (the window's own)
    w.document.undo_stack.undo()
    assert w.document.scenario == load(path).scenario


def test_settings_that_cannot_be_written_say_why(make_window, tmp_path: Path,
                                                 monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The box names what stops the settings being written: the first folder of their path
    that is a file, not one missing under it; a settings file read-only; a folder nothing
    can be made in (a stand-in refusing the writing: the tests may run as root). Found by
    the mut12 audit."""
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(
        lambda _p, _t, text, *a: said.append(text)))
    blocker = tmp_path / "config"
    blocker.write_text("not a folder", encoding="utf-8")
    deep = QSettings(str(blocker / "editor" / "m44 editor.conf"), QSettings.Format.IniFormat)
    assert startup.say_unkept_settings(make_window(settings=deep))
    assert f"({blocker} is not a folder)" in said[-1], said[-1]
    for name, why in (("kept.conf", "the file is read-only"),
                      ("new.conf", f"nothing can be made in {tmp_path}")):
        if name == "kept.conf":
            (tmp_path / name).write_text("", encoding="utf-8")
        settings = QSettings(str(tmp_path / name), QSettings.Format.IniFormat)
        settings.isWritable = lambda: False  # type: ignore[method-assign]
        assert startup.say_unkept_settings(make_window(settings=settings))
        assert f"({why})" in said[-1], said[-1]


def test_the_file_dialogs_and_the_desktop_entry_in_folders_that_cannot_be_entered(
        make_window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A scenario whose own folder cannot be entered since it was opened, an export's folder
    that cannot be, a name typed there, and Help → Add to the Desktop's Menus with a data
    folder that cannot be: each met an error of its own (Path.is_dir and Path.exists raising
    PermissionError). The dialogs start in the home folder, the name is written to (its
    writing says why not), and Add says it cannot write. Found by the mut12 audit."""
    from PySide6.QtWidgets import QFileDialog

    from editor.ui import help_menu

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home" / "share"))
    w = make_window()
    inner = tmp_path / "home" / "drafts"
    inner.mkdir(parents=True)
    w.document.path = inner / "a.m44"
    lock(monkeypatch, tmp_path / "home")
    assert folders.start_path(w, "x.m44") == str(Path.home() / "x.m44")
    started: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(
        lambda _p, _t, start, *a, **k: (started.append(start), ("", ""))[1]))
    assert folders.ask_save_path(w, w, "Export", "x.png", "PNG (*.png)", folder=inner) is None
    assert started == [str(Path.home() / "x.png")]
    assert folders.may_replace(w, inner / "x", inner / "x.m44")
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(
        lambda _p, _t, text, *a: said.append(text)))
    assert help_menu.toggle_desktop_entry(w) == []
    assert len(said) == 1 and "cannot write: Permission denied" in said[0], said


def test_settings_edited_by_hand_other_words_and_kinds(make_window, tmp_path: Path
                                                       ) -> None:  # type: ignore[no-untyped-def]
    """Values a hand may write: a view switch "False" is off, as "false" is; an AI speed
    that is none of the panel's is Normal; the lab's settings that are no object leave its
    fields at their defaults. Found by the mut12 audit."""
    from .test_play import dock_of, open_window, skirmish

    ini = tmp_path / "hand.conf"
    ini.write_text("[view]\ngrid=False\nsectionLines=FALSE\n[play]\nspeed=warp\n",
                   encoding="utf-8")
    settings = QSettings(str(ini), QSettings.Format.IniFormat)
    settings.setValue("lab/settings", json.dumps({"games": True, "until": "yes"}))
    w = open_window(lambda d: make_window(d, settings=settings), skirmish())
    assert not w.canvas.grid and not w.canvas.section_lines
    assert w.play.start(ask=False)
    assert w.play.controller.speed == "normal" and dock_of(w).speed.currentData() == "normal"
    w.play.leave()
    lab = w.show_balance()
    assert (lab.games.value(), lab.until.isChecked()) == (200, False)
    settings.setValue("lab/settings", "[1, 2]")
    assert make_window(settings=settings).show_balance().games.value() == 200


def test_the_balance_lab_keeps_a_field_changed_alone(make_window) -> None:  # type: ignore[no-untyped-def]
    """Each of the lab's fields is kept as it changes, not only with the others: the
    interval's check box alone, the games alone, the first AI alone. Found by the mut12
    audit."""
    w = make_window()
    w.show_balance().until.setChecked(True)
    w.close()
    again = make_window(settings=restarted(w.settings))
    assert again.show_balance().until.isChecked()
    again.show_balance().games.setValue(500)
    again.close()
    third = make_window(settings=restarted(again.settings))
    lab = third.show_balance()
    assert (lab.games.value(), lab.until.isChecked()) == (500, True)
    lab.ai1.setCurrentText("random")
    third.close()
    assert make_window(settings=restarted(third.settings)).show_balance().ai1.currentText() \
        == "random"
