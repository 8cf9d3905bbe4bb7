"""The editor against hostile and unlucky files: a save that fails loses nothing and says
so, recovery works when process ids lie (containers), text from a file or a path is shown
as text everywhere, and no clipboard content can break the paste check."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from PySide6.QtCore import (QAbstractItemModel, QAbstractListModel, QAbstractTableModel,
                            QLockFile, QMimeData, QModelIndex, Qt)
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QComboBox, QLabel, QMessageBox,
                               QTabBar, QWidget)

from editor.engine.board import Coord
from editor.engine.scenario import Hex, Piece, ScenarioText, Unit
from editor.io.m44 import encode, load, save
from editor.ui import clipboard, recovery, startup
from editor.ui.document import Document
from editor.ui.main_window import WINDOWS, offer_recovery
from editor.ui.recovery import RecoveryStore
from editor.ui.text import ElidingStatusBar

from ..conftest import SCENARIOS
from .test_files import Button, answer, choose, warnings
from .window_helpers import make_window  # noqa: F401 - fixture

# --- 1. never lose an edit --------------------------------------------------------------------


def _unsavable(w, tmp_path: Path) -> Path:  # type: ignore[no-untyped-def]
    """Open a file in ``w`` and give it a text UTF-8 cannot encode (half a surrogate pair)."""
    path = tmp_path / "s.m44"
    path.write_bytes(SCENARIOS[0].read_bytes())
    assert w.open_file(path)
    w.document.set_text("en", ScenarioText(name="Pont \ud800"), "Edit the name")
    return path


def test_a_failed_save_says_so_and_keeps_everything(make_window, tmp_path, monkeypatch) -> None:
    w = make_window()
    path = _unsavable(w, tmp_path)
    before = path.read_bytes()
    shown = warnings(monkeypatch)
    assert w.save() is False
    assert len(shown) == 1 and "s.m44" in shown[0] and "UTF-8" in shown[0]
    assert path.read_bytes() == before
    assert w.document.is_modified
    data = w.recovery.files(w.doc_id)[0]
    assert data.exists()  # the work is in the recovery copy, the half character as U+FFFD
    assert load(data).scenario.text["en"].name == "Pont \ufffd"


@pytest.mark.parametrize(("error", "said"), [
    (MemoryError(), "the computer ran short of memory"),
    (RuntimeError(), "an error of the program"),
    (KeyError("grid"), "grid"),
    (PermissionError(13, "Permission denied", "s.m44.tmp"), "s.m44.tmp: Permission denied")])
def test_a_save_or_autosave_failing_without_words_is_said_in_words(
        make_window, tmp_path, monkeypatch, error, said) -> None:  # type: ignore[no-untyped-def]
    """Found by the errwords audit: a save failing without words of its own (memory short)
    said "s.m44: " and nothing after, a missing key in a repr's quotes ("'grid'"), a system
    error on another file (the temporary one written first) without naming it; the
    recovery copy's failure in the status bar alike."""
    w = make_window()
    path = tmp_path / "s.m44"
    path.write_bytes(SCENARIOS[0].read_bytes())
    assert w.open_file(path)
    w.document.set_hex(Coord(2, 2), Hex(terrain=Piece("woods")), "Paint")

    def fail(*_a: object, **_k: object) -> None:
        raise error

    monkeypatch.setattr(Document, "save", fail)
    monkeypatch.setattr(RecoveryStore, "write", fail)
    shown = warnings(monkeypatch)
    assert w.save() is False
    assert shown == [f"{path}: {said}"]
    assert w.statusBar()._whole == f"Could not write the recovery file: {said}"  # (cut)


def test_closing_with_save_keeps_the_window_open_when_the_save_fails(make_window, tmp_path,
                                                                    monkeypatch) -> None:
    w = make_window()
    _unsavable(w, tmp_path)
    warnings(monkeypatch)
    answer(monkeypatch, Button.Save)
    assert w.close() is False
    assert w.isVisible() and w in WINDOWS and w.document.is_modified
    assert w.recovery.files(w.doc_id)[0].exists()


def test_save_asks_before_replacing_a_file_changed_on_disk(make_window, tmp_path,
                                                          monkeypatch) -> None:
    """Save wrote over a file another program (or another window) had changed since it was
    opened, without a word: the other version was kept only in the .bak, which the next
    save replaced. Now it asks; Replace keeps the other version as the .bak."""
    path = tmp_path / "s.m44"
    path.write_bytes(SCENARIOS[0].read_bytes())
    w = make_window()
    assert w.open_file(path)
    w.document.set_text("en", ScenarioText(name="Mine"), "Edit the name")
    theirs = SCENARIOS[1].read_bytes()
    path.write_bytes(theirs)
    asked = choose(monkeypatch, "Cancel")
    assert w.save() is False
    assert len(asked) == 1 and "s.m44" in asked[0] and "changed on disk" in asked[0]
    assert path.read_bytes() == theirs and w.document.is_modified
    asked = choose(monkeypatch, "Replace")
    assert w.save() is True and len(asked) == 1
    assert load(path).scenario.text["en"].name == "Mine"
    assert path.with_name("s.m44.bak").read_bytes() == theirs
    w.document.set_text("en", ScenarioText(name="Mine again"), "Edit the name")
    assert w.save() is True and len(asked) == 1  # its own save changed nothing outside
    path.unlink()  # deleted outside: saved again, nothing to lose
    w.document.set_text("en", ScenarioText(name="Mine at last"), "Edit the name")
    assert w.save() is True and len(asked) == 1 and path.exists()


def test_a_file_open_in_a_window_is_not_opened_again_in_another(make_window, tmp_path,
                                                                monkeypatch) -> None:
    """Opening (or dropping, or naming on the command line) a file one window shows
    opened a second copy in another, each saving over the other's edits: the window that
    shows it is brought forward instead, under any name of the file (a link)."""
    path = tmp_path / "s.m44"
    path.write_bytes(SCENARIOS[0].read_bytes())
    link = tmp_path / "link.m44"
    link.symlink_to(path)
    first = make_window()
    assert first.open_file(path)
    first.document.set_text("en", ScenarioText(name="Mine"), "Edit the name")
    other = make_window()
    before = len(WINDOWS)
    assert other.open_file(link) is True
    assert other.document.path is None and first.document.is_modified
    other.files._open_dropped(SCENARIOS[1], [path])  # no empty window for the file shown
    assert len(WINDOWS) == before and other.document.path == SCENARIOS[1]
    assert [w for w in WINDOWS if w.document.path is not None
            and os.path.samefile(w.document.path, path)] == [first]


class _UnmadeLock:
    """A QLockFile whose file cannot be made, as on a full disk (Qt's UnknownError)."""

    def __init__(self, _path: Path) -> None:
        pass

    def tryLock(self, _timeout: int = 0) -> bool:  # noqa: N802
        return False

    def error(self) -> QLockFile.LockError:
        return QLockFile.LockError.UnknownError


def test_a_recovery_copy_that_cannot_be_written_says_why(make_window, tmp_path,
                                                        monkeypatch) -> None:
    """A recovery lock that could not be made (a full disk) was said to be "held
    elsewhere", sending the user to look for another editor; an OS error was shown as
    Python prints it ("[Errno 20] Not a directory: '...'"); a recovery folder that cannot
    be reached made saving and closing raise."""
    said: list[str] = []  # whole: the status bar shows a long message cut
    monkeypatch.setattr(ElidingStatusBar, "showMessage",
                        lambda _bar, text, _timeout=0: said.append(text))
    blocked = tmp_path / "file"
    blocked.write_text("not a folder", "utf-8")
    w = make_window(recovery=RecoveryStore(blocked / "recovery"))
    w.document.set_text("en", ScenarioText(name="Mine"), "Edit the name")
    assert w.autosave() is False
    assert f"{blocked / 'recovery'}: " in said[-1] and "Errno" not in said[-1]
    # nor does it stop a save, which removes the recovery copy (NotADirectoryError was
    # raised out of the save, and out of closing the window)
    assert w.files._save_to(tmp_path / "saved.m44") is True and not w.document.is_modified
    assert said[-1].startswith("Saved ")
    monkeypatch.setattr(recovery, "_lock_file", _UnmadeLock)
    w = make_window(recovery=RecoveryStore(tmp_path / "full"))
    w.document.set_text("en", ScenarioText(name="Mine"), "Edit the name")
    assert w.autosave() is False
    assert f"{w.recovery.lock_path(w.doc_id)}: " in said[-1]
    assert "cannot be made" in said[-1] and "elsewhere" not in said[-1]


def test_autosave_of_unencodable_text_writes_a_recovery_copy(make_window, tmp_path) -> None:
    w = make_window()
    _unsavable(w, tmp_path)
    assert w.autosave() is True
    assert load(w.recovery.files(w.doc_id)[0]).scenario.text["en"].name == "Pont \ufffd"


# --- 7. recovery that works in containers ------------------------------------------------------

_WRITER = """
import sys, time
from pathlib import Path

import pytest
from editor.engine.scenario import Scenario, ScenarioText
from editor.ui.recovery import RecoveryStore
store = RecoveryStore(Path(sys.argv[1]))
s = Scenario()
s.text["en"] = ScenarioText(name="Unsaved work")
store.write(sys.argv[2], s, None, "Untitled")
print("written", flush=True)
time.sleep(120)
"""


def test_recovery_is_offered_when_the_dead_editors_pid_is_alive(tmp_path: Path) -> None:
    """In a PID namespace the dead editor's recorded pid (1, or ours) belongs to a live
    process: the lock, not the pid, tells that the work was left behind."""
    folder = tmp_path / "recovery"
    doc_id = RecoveryStore.new_id()
    writer = subprocess.Popen([sys.executable, "-c", _WRITER, str(folder), doc_id],
                              stdout=subprocess.PIPE)
    try:
        assert writer.stdout is not None and writer.stdout.readline() == b"written\n"
        store = RecoveryStore(folder)
        assert store.leftovers() == []  # its editor is running
    finally:
        writer.send_signal(signal.SIGKILL)
        writer.wait()
    # the pids recorded are those of live processes, as in a container
    meta = store.files(doc_id)[1]
    info = json.loads(meta.read_text("utf-8"))
    meta.write_text(json.dumps({**info, "pid": 1}), "utf-8")
    lock = store.lock_path(doc_id)
    lines = lock.read_text("utf-8").split("\n")
    lock.write_text("\n".join([str(os.getpid()), *lines[1:]]), "utf-8")
    time.sleep(0.05)  # the lock's age must pass its 1 ms stale time (a restart takes longer)
    found = store.leftovers()
    assert [e.id for e in found] == [doc_id]
    assert found[0].load().text["en"].name == "Unsaved work"
    # taken by this store: another editor starting now does not offer it too
    assert RecoveryStore(folder).leftovers() == []
    store.remove(doc_id)
    assert sorted(folder.iterdir()) == []


@pytest.mark.parametrize("meta", [
    b"[]", b'"text"', b"null", b"{", b"\xff\xfe{}", b"[" * 60_000, None,
    # another version's shape: a time with its offset, a title and a file not texts
    json.dumps({"original": 5, "title": ["a"], "saved_at": "2026-01-01T00:00:00+00:00",
                "pid": "x"}).encode(),
    json.dumps({"original": "a\u0000b", "title": "", "saved_at": "soon"}).encode()],
    ids=["list", "text", "null", "cut", "not-utf8", "nested", "missing", "other-shape",
         "nul-and-no-time"])
def test_recovered_work_with_damaged_metadata_is_still_offered(make_window, tmp_path,
                                                               monkeypatch, meta) -> None:
    """The metadata beside a recovery copy not an object (or none, its writer killed
    between the two files) raised AttributeError at start-up, a time with an offset
    TypeError when sorted among the others: no work was offered, a traceback printed. The
    copy is the work: it is offered as a scenario never saved, of the copy's time."""
    store = RecoveryStore(tmp_path / "recovery")
    doc = Document()
    doc.set_hex(Coord(0, 0), Hex(terrain=Piece("woods")), "Paint")
    kept = _leftover(store, doc, None)
    damaged = _leftover(store, doc, None)
    if meta is None:
        store.files(damaged)[1].unlink()
    else:
        store.files(damaged)[1].write_bytes(meta)
    found = {e.id: e for e in RecoveryStore(store.directory).leftovers()}
    assert sorted(found) == sorted([kept, damaged])
    entry = found[damaged]
    assert (entry.original, entry.title) == (None, "Untitled")
    assert entry.saved_at.tzinfo is None
    assert entry.load() == doc.scenario
    w = make_window(recovery=store)
    choose(monkeypatch, "Recover")
    assert offer_recovery(w) == 2


def test_work_on_a_file_named_relative_is_recovered_to_that_file(make_window, tmp_path,
                                                                  monkeypatch) -> None:
    """``m44-editor x.m44`` opens the file by a relative name, and its recovery copy
    recorded that name: an editor started after the crash in another folder offered the
    work as x.m44 of that folder, and saving it wrote there (or over another file of that
    name). The copy names the file wholly."""
    drafts = tmp_path / "drafts"
    drafts.mkdir()
    (drafts / "x.m44").write_bytes(SCENARIOS[0].read_bytes())
    monkeypatch.chdir(drafts)
    w = make_window()
    assert w.open_file("x.m44")
    w.document.set_text("en", ScenarioText(name="Mine"), "Edit the name")
    assert w.autosave()
    w.recovery.release(w.doc_id)  # as its dying process would
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    found = RecoveryStore(w.recovery.directory).leftovers()
    assert [e.original for e in found] == [drafts / "x.m44"]


def test_work_grown_past_the_file_limit_is_recovered(make_window, tmp_path,
                                                    monkeypatch) -> None:
    """A document grown past the reader's 5 MB (long texts pasted in) had its recovery copy
    written all the same, and after a crash it was "Cannot recover" (the copy over the
    limit), at every start. Recovery copies are read through a limit of their own, which
    the copies the editor writes fit; the work comes back (Save then says why it cannot be
    written as a scenario file, as it did before the crash)."""
    w = make_window()
    long = "A very long briefing. " * 300_000  # 6.6 MB
    w.document.set_text("en", ScenarioText(name="Big", historical=long), "Paste")
    assert w.autosave()
    assert w.recovery.files(w.doc_id)[0].stat().st_size > 5 * 1024 * 1024
    w.recovery.release(w.doc_id)  # as its dying process would
    shown = warnings(monkeypatch)
    choose(monkeypatch, "Recover")
    after = make_window(recovery=RecoveryStore(w.recovery.directory))
    assert offer_recovery(after) == 1 and shown == []
    assert after.document.scenario.text["en"].historical == long


def test_an_edit_taking_the_scenario_past_the_file_limit_is_said_then(make_window, qtbot,
                                                                      tmp_path,
                                                                      monkeypatch) -> None:
    """Nothing said that a scenario grew past the 5 MB a scenario file may hold (long texts
    pasted in): the designer learnt it at the save, if then, in the words of a bug ("the
    written file would not read back"). The edit that takes it past the limit is said in a
    message box naming its size; Save refuses it saying why, writing nothing; back under
    the limit it is said that it can be saved, and passing the limit again is said again."""
    said: list[str] = []
    monkeypatch.setattr(ElidingStatusBar, "showMessage",
                        lambda _bar, text, _timeout=0: said.append(text))
    w = make_window()
    w.document.set_text("en", ScenarioText(name="Short"), "Type")
    QApplication.processEvents()
    assert w.check_size() < 5 * 1024 * 1024 and w.size_box is None
    long = "A very long briefing. " * 250_000  # 5.5 MB
    w.document.set_text("en", ScenarioText(name="Big", historical=long), "Paste")
    qtbot.waitUntil(lambda: w.size_box is not None and w.size_box.isVisible(), timeout=5000)
    box = w.size_box
    assert box is not None and box.textFormat() == Qt.TextFormat.PlainText
    size = len(encode(w.document.scenario))
    assert box.text().startswith(f"“Untitled” is now {size:,} bytes as a file, over the 5 MB "
                                 "(5,242,880 bytes) a scenario file may hold: as it is, it "
                                 "cannot be saved")
    box.close()
    shown = warnings(monkeypatch)
    target = tmp_path / "big.m44"
    assert not w.files._save_to(target)
    assert len(shown) == 1 and f"{size:,} bytes as a file" in shown[0] \
        and "nothing written" in shown[0]
    assert not target.exists()
    w.document.undo_stack.undo()
    qtbot.waitUntil(lambda: any("fits in a scenario file again" in t for t in said),
                    timeout=5000)
    w.size_box = None
    w.document.undo_stack.redo()
    qtbot.waitUntil(lambda: w.size_box is not None, timeout=5000)


def test_a_recovery_copy_over_its_limit_is_not_written_and_said(make_window, tmp_path,
                                                                monkeypatch) -> None:
    """Work over what a recovery copy may hold is said when its copy would be written
    (the status bar names the copy and why), never a copy that cannot be read back."""
    monkeypatch.setattr(recovery, "RECOVERY_LIMIT", 1 << 20)
    said: list[str] = []  # whole: the status bar shows a long message cut
    monkeypatch.setattr(ElidingStatusBar, "showMessage",
                        lambda _bar, text, _timeout=0: said.append(text))
    w = make_window()
    w.document.set_text("en", ScenarioText(name="Big", historical="x" * (1 << 20)), "Paste")
    assert w.autosave() is False
    data = w.recovery.files(w.doc_id)[0]
    assert not data.exists()
    assert str(data) in said[-1] and "over the 1 MB a recovery copy may hold" in said[-1]


def _leftover(store: RecoveryStore, doc: Document, original: Path | None) -> str:
    doc_id = store.new_id()
    store.write(doc_id, doc.scenario, original, doc.title)
    store.release(doc_id)  # as its dying process would
    return doc_id


def test_recovering_a_file_already_open_uses_its_window(make_window, tmp_path,
                                                         monkeypatch) -> None:
    path = tmp_path / "open.m44"
    path.write_bytes(SCENARIOS[0].read_bytes())
    store = RecoveryStore(tmp_path / "recovery")
    crashed, _ = Document.open(path)
    crashed.set_hex(Coord(4, 12), Hex(terrain=Piece("hills")), "Paint")
    doc_id = store.new_id()
    store.write(doc_id, crashed.scenario, path, "open.m44")
    store.release(doc_id)  # as its dying process would
    first = make_window(recovery=store)
    first.document.set_hex(Coord(0, 0), Hex(terrain=Piece("woods")), "Paint")  # not pristine
    shown = make_window(recovery=store)
    assert shown.open_file(path)
    choose(monkeypatch, "Recover")
    before = len(WINDOWS)
    assert offer_recovery(first) == 1
    assert len(WINDOWS) == before
    assert shown.document.scenario == crashed.scenario and shown.isWindowModified()


# --- 4. text is text, everywhere ---------------------------------------------------------------

HOSTILE = '<i>x<u>y<img src="/etc/hostname">'
FILE_NAME = "<i>x<u>y.m44"


def shown_text(text: str, fmt: Qt.TextFormat = Qt.TextFormat.AutoText) -> str:
    """What Qt shows for ``text`` in ``fmt``: rich text is rendered to its plain text."""
    from PySide6.QtGui import Qt as GuiQt

    rich = fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText
                                            and GuiQt.mightBeRichText(text))
    if not rich:
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText().replace("\xa0", " ").replace("\u2029", "\n")


def assert_literal(text: str, fmt: Qt.TextFormat = Qt.TextFormat.AutoText,
                   where: str = "") -> None:
    """Where a hostile name shows at all, it shows as written."""
    seen = shown_text(text, fmt)
    for marker in ("<i>", "<u>", "<img"):
        if marker in text:
            assert marker in seen, f"{where}: {text!r} is shown as {seen!r}"


def _walk_model(model: QAbstractItemModel, parent: QModelIndex, where: str) -> int:
    """Check the tooltips of every item of ``model`` under ``parent``, at any depth (an
    item's text is drawn as text; its tooltip is read as Qt's automatic format)."""
    seen = 0
    # (a list model's column count is private, a list's and a table's hasChildren too)
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(parent)
    flat = isinstance(model, (QAbstractListModel, QAbstractTableModel))
    for row in range(model.rowCount(parent)):
        for col in range(columns):
            index = model.index(row, col, parent)
            tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str):
                assert_literal(tip, where=f"item tooltip in {where}")
                seen += "<i>x" in shown_text(tip)
            if col == 0 and not flat and model.hasChildren(index):
                seen += _walk_model(model, index, where)
    return seen


def walk_widgets(root: QWidget) -> int:
    """Check every tooltip, label, button, item (of a tree, list, table or pick list), tab
    and action (of a widget or its menu) under ``root``: the number of places a hostile
    name shows, as written."""
    seen = 0
    for w in [root, *root.findChildren(QWidget)]:
        where = f"{type(w).__name__} {w.objectName()}"
        assert_literal(w.toolTip(), where=f"tooltip of {where}")
        seen += "<i>x" in shown_text(w.toolTip())
        if isinstance(w, QLabel):
            assert_literal(w.text(), w.textFormat(), where=f"label {w.objectName()}")
            seen += "<i>x" in shown_text(w.text(), w.textFormat())
        if isinstance(w, (QAbstractItemView, QComboBox)) and w.model() is not None:
            seen += _walk_model(w.model(), QModelIndex(), where)
        if isinstance(w, QTabBar):
            for i in range(w.count()):
                assert_literal(w.tabToolTip(i), where=f"tab tooltip in {where}")
        for a in w.actions():
            assert_literal(a.toolTip(), where=f"action tooltip in {where}")
    return seen


def hostile_scenario_file(folder: Path) -> Path:
    """A readable but sloppy file named like markup, whose texts and piece names are markup."""
    doc = {"board": {"type": "standard", "face": "COUNTRY", "hexagons": [
        {"row": "0", "col": 0, "terrain": {"name": HOSTILE}},
        {"row": 2, "col": 2, "unit": {"name": "inf" + HOSTILE, "nbr_units": 4}}]},
        "text": {"en": {"name": HOSTILE, "historical": HOSTILE}}}
    path = folder / FILE_NAME
    path.write_text(json.dumps(doc), "utf-8")
    return path


def test_no_markup_from_a_file_or_its_name_is_interpreted(make_window, tmp_path, qtbot,
                                                          monkeypatch) -> None:
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda _p, _t, text, *a, **k: boxes.append(text)))

    def question(_p, _t, text, *a, **k):  # type: ignore[no-untyped-def]
        boxes.append(text)
        return Button.Cancel

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    path = hostile_scenario_file(tmp_path)
    w = make_window()
    assert w.open_file(path)
    assert FILE_NAME in w.windowTitle()
    # the repairs dialog: its title, intro and tooltips
    dialog = w.files.fixes_dialog
    assert FILE_NAME in dialog.windowTitle()
    walk_widgets(dialog)
    # the findings panel (unknown names) and its tooltips
    w.findings.threaded = False
    w.check_now()
    qtbot.waitUntil(lambda: w.findings.view.topLevelItemCount() > 0, timeout=5000)
    assert walk_widgets(w.findings) > 0
    # the hex panel of a hex holding the hostile pieces
    for c in (Coord(0, 0), Coord(2, 2)):
        w.editor.set_selection({c})
        QApplication.processEvents()
        walk_widgets(w)
    # the recent files menu: tooltips as text, "&" as a letter
    amp = tmp_path / "R&D.m44"
    amp.write_bytes(SCENARIOS[0].read_bytes())
    w.files.add_recent(amp)
    w.files.fill_recent_menu()
    for a in w.recent_menu.actions():
        assert_literal(a.toolTip(), where="recent file tooltip")
    assert any(a.text().endswith(" R&&D.m44") for a in w.recent_menu.actions())
    # Undo's tooltip names the step (a piece picked from the file keeps its name)
    w.document.set_hex(Coord(4, 4), Hex(terrain=Piece(HOSTILE)), f"Paint {HOSTILE}")
    QApplication.processEvents()
    assert HOSTILE in shown_text(w.act["undo"].toolTip())
    walk_widgets(w)
    assert_literal(w.act["undo"].toolTip(), where="Undo's tooltip")
    w.act["undo"].trigger()
    # play mode's list of the errors that keep the scenario from being played
    assert not w.play.start()
    assert walk_widgets(w.play.blocked) > 0
    w.play.blocked.close()
    # message boxes: unsaved changes, cannot open, cannot save; and Revert's word in the
    # status bar (it asks nothing: Undo takes it back)
    w.document.set_hex(Coord(4, 4), Hex(unit=Unit("inf")), "Paint")
    w.close()
    broken = tmp_path / ("<b>broken" + FILE_NAME)
    broken.write_text("{", "utf-8")
    w.open_file(broken)
    os.chmod(path, 0o444)
    w.save()
    w.files.revert()
    assert FILE_NAME in w.statusBar().currentMessage()  # a plain text: as written
    (tmp_path / "recovery").mkdir(exist_ok=True)
    assert len(boxes) >= 3
    for text in boxes:
        assert_literal(text, where="message box")
        assert FILE_NAME in shown_text(text) or "<b>broken" in shown_text(text)


@pytest.mark.parametrize("name", ["a[*]b.m44", "a[*][*]b.m44"])
def test_the_window_title_shows_the_file_name_as_written(make_window, tmp_path, name) -> None:
    """Qt reads "[*]" in a window title as the place of the modified mark: a file named
    ``a[*]b.m44`` was titled "ab.m44", and "a*b.m44*" once edited (its repairs and its
    changes "... ab.m44")."""
    path = tmp_path / name
    path.write_bytes(SCENARIOS[0].read_bytes())
    w = make_window()
    assert w.open_file(path)
    assert w.windowHandle().title().startswith(f"{name} — ")
    w.document.set_text("en", ScenarioText(name="Mine"), "Edit the name")
    assert w.windowHandle().title().startswith(f"{name}* — ")
    fixes = w.files.show_fixes(name, load(hostile_scenario_file(tmp_path)).fixes)
    assert fixes.windowHandle().title().endswith(name)
    compare = w.files.compare_with(path)
    assert compare is not None and compare.windowHandle().title().endswith(name)


def test_a_recovery_offer_shows_the_file_name_as_written(make_window, tmp_path,
                                                        monkeypatch) -> None:
    store = RecoveryStore(tmp_path / "recovery")
    doc_id = store.new_id()
    doc = Document()
    doc.set_hex(Coord(0, 0), Hex(terrain=Piece("woods")), "Paint")
    store.write(doc_id, doc.scenario, tmp_path / FILE_NAME, FILE_NAME)
    store.release(doc_id)
    w = make_window(recovery=store)
    asked = choose(monkeypatch, "Discard Changes")  # asserts the text is plain
    offer_recovery(w)
    assert len(asked) == 1
    assert_literal(asked[0], Qt.TextFormat.PlainText, where="recovery offer")
    assert FILE_NAME in shown_text(asked[0], Qt.TextFormat.PlainText)


# --- 9. clipboard ------------------------------------------------------------------------------

def test_clipboard_text_nested_deep_is_nothing_to_paste() -> None:
    md = QMimeData()
    md.setText('{"format": "m44-editor hexes", "x": ' + "[" * 200_000 + "]" * 200_000 + "}")
    assert clipboard.from_mime(md) is None
    md = QMimeData()
    md.setData(clipboard.MIME, ("[" * 200_000).encode())
    assert clipboard.from_mime(md) is None


def test_huge_clipboard_data_is_not_parsed() -> None:
    md = QMimeData()
    md.setText('{"format": "m44-editor hexes", "pad": "' + "x" * (clipboard.MAX_BYTES + 1)
               + '"}')
    assert clipboard.from_mime(md) is None


def test_our_own_copies_still_paste(tmp_path: Path) -> None:
    s = load(SCENARIOS[0]).scenario
    coords = list(s.hexes)[:5]
    content = clipboard.from_mime(clipboard.mime_data(clipboard.encode(s, coords)))
    assert content is not None and len(content.hexes) >= 1
    save(s, tmp_path / "x.m44")


# --- 5. special files in Open and drop -------------------------------------------------------

def test_opening_or_dropping_a_fifo_says_so_at_once(make_window, tmp_path, monkeypatch) -> None:
    fifo = tmp_path / "pipe.m44"
    os.mkfifo(fifo)
    shown = warnings(monkeypatch)
    w = make_window()
    assert w.open_file(fifo) is False  # returns at once: a blocking read would hang here
    w.files._open_dropped(fifo, [])
    assert len(shown) == 2
    assert all("FIFO" in text and "pipe.m44" in text for text in shown)
    assert w.document.path is None


def test_start_up_removes_temporaries_of_killed_recovery_writes(tmp_path: Path) -> None:
    folder = tmp_path / "recovery"
    folder.mkdir()
    stale = folder / ".0123abcd.m44.k1ll3d_x.tmp"
    stale.write_bytes(b"half a recovery copy")
    RecoveryStore(folder).leftovers()
    assert not stale.exists()


def test_a_file_names_bidirectional_override_is_not_shown_in_titles_and_status(
        make_window, tmp_path) -> None:
    """A right-to-left override in a file's name ("evil\u202egnp.m44", which reads as
    "evilm44.png") was shown raw in the window title and the status bar, reversing what
    followed it; the command line escapes it (found by the file-safety audit). Titles and
    status messages drop it, as the briefing's and the map's text do."""
    name = "evil\u202egnp.m44"
    path = tmp_path / name
    path.write_bytes(SCENARIOS[0].read_bytes())
    w = make_window()
    assert w.open_file(path)
    assert w.windowHandle().title().startswith("evilgnp.m44 — ")
    assert "\u202e" not in w.statusBar().currentMessage()
    w.statusBar().showMessage(f"Saved {name}\nline two")
    assert w.statusBar().currentMessage() == "Saved evilgnp.m44 line two"


def test_an_older_editors_copy_of_a_file_named_relative_is_not_tied_to_another(
        make_window, tmp_path, monkeypatch) -> None:
    """Found by the compat audit: an editor before the fix above recorded a file opened by
    a relative name as that name (tests/data/compat/recovery-d64ce57, by d64ce57: "mine.m44").
    Started in another folder holding a file of that name, this version offered the work as
    that folder's mine.m44 and recovered it there: Save replaced that other file with the
    work. The work is recovered as a scenario never saved (Save asks where), the question
    saying the file's name and that its folder was not recorded."""
    copies = tmp_path / "recovery"
    shutil.copytree(Path(__file__).resolve().parents[1] / "data" / "compat" /
                    "recovery-d64ce57", copies)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    other = elsewhere / "mine.m44"
    other.write_bytes(SCENARIOS[1].read_bytes())
    monkeypatch.chdir(elsewhere)
    asked: list[str] = []
    monkeypatch.setattr(startup, "ask", lambda parent, title, text, choices, **kw:
                        asked.append(text) or 0)
    w = make_window(recovery=RecoveryStore(copies))
    assert offer_recovery(w) == 1
    assert len(asked) == 1 and "“mine.m44” (mine.m44, in a folder the editor did not " \
        "record: recovered as a scenario never saved)" in asked[0], asked
    assert w.document.path is None and w.document.is_modified
    assert w.document.scenario.text["en"].name == "Mine (unsaved)"
    assert other.read_bytes() == SCENARIOS[1].read_bytes()
