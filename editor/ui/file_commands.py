"""The window's files: File → New, New Window, Open, Save, Save As, Revert, the recent
files, the files dropped on the window, the question about unsaved changes (before a close,
New or Open), Compare with Saved or with a File, Convert Scenarios, and the recovery copies
of unsaved work written every minute (:mod:`.recovery`) and opened again.

:class:`FileCommands` is the window's (``window.files``): the File menu's commands call it,
and so does the rest of the editor; the window answers for ``open_file``, ``save`` and
``autosave`` by calling it. What a file's reading shows is the window's
(:meth:`~.main_window.MainWindow.set_document`); the changes other programs make to the
file shown are :class:`~.disk_watch.FileChanges`'s.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect, Qt, QTimer, QUrl
from PySide6.QtGui import QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QFileDialog, QMessageBox

from editor.engine.packs import PACKS
from editor.engine.scenario import Scenario, ScenarioText, new_scenario
from editor.engine.words import error_words
from editor.io.diff import Difference, whole_board_change
from editor.io.files import Stamp, file_stamp
from editor.io.m44 import Fix, M44ReadError, load
from editor.resources import is_packaged

from . import folders
from .compare import CompareDialog
from .convert_dialog import ConvertDialog
from .dialogs import BusyProgress, FixesDialog, NewScenario, ask, ask_new_scenario
from .document import Document
from .menus import no_menu_roles
from .properties import default_language
from .recovery import RecoveryEntry, RecoveryStore
from .text import plain, shown_name
from .window_list import bring_forward, same_file, window_of

if TYPE_CHECKING:
    from .main_window import MainWindow

#: Unsaved work is written to a recovery file this often.
AUTOSAVE_MS = 60_000
RECENT_MAX = 10
#: An open comparison is made again this long after the last edit.
COMPARE_PAUSE_MS = 300
#: Characters no file name may hold on one of the systems a scenario travels to, with the
#: blanks around them: from the first blank of a run only (a match that a blank of the run
#: begins, its first does), else each blank of a run was read to its end (a title of
#: 40,000 blanks, 7 s).
_UNSAFE_IN_NAMES = re.compile(
    r'(?<!\s)\s*[\x00-\x1f<>:"/\\|?*](?:\s*[\x00-\x1f<>:"/\\|?*])*\s*')
#: Names Windows keeps for its devices, whatever follows them after a dot ("NUL.m44" is
#: the null device there, "COM1.m44" a serial port): a file cannot be given them.
_DEVICE_NAMES = re.compile(r"(CON|PRN|AUX|NUL|CONIN\$|CONOUT\$|COM[0-9¹²³]|LPT[0-9¹²³])\s*",
                           re.IGNORECASE)


def proposed_file_name(title: str | None) -> str:
    """The file name Save As proposes for a scenario's title: markup removed ("<i>x</i>"
    is "x"), characters no system accepts in a name ("/", ":"...) turned into " - ", no
    leading dot, at most 80 characters, a name Windows keeps for a device ("Con", "NUL",
    "com1") given an underscore; "scenario" when nothing is left.

    >>> proposed_file_name("Pegasus Bridge / Merville <b>1944</b>")
    'Pegasus Bridge - Merville 1944.m44'
    >>> proposed_file_name("<i>x<u>y")
    'xy.m44'
    >>> proposed_file_name(" ../ ")
    'scenario.m44'
    >>> proposed_file_name("Con"), proposed_file_name("nul.1"), proposed_file_name("Lpt1 ")
    ('Con_.m44', 'nul_.1.m44', 'Lpt1_.m44')
    >>> proposed_file_name("Console"), proposed_file_name("COM10")
    ('Console.m44', 'COM10.m44')
    """
    text = re.sub(r"<[^<>]*>?", "", title or "")
    text = _UNSAFE_IN_NAMES.sub(" - ", text)
    text = re.sub(r"\s+", " ", text).strip(" .-")
    text = text[:80].rstrip(" .-")
    stem, dot, rest = text.partition(".")
    if _DEVICE_NAMES.fullmatch(stem):
        text = f"{stem.rstrip()}_{dot}{rest}"
    return (text or "scenario") + ".m44"


def new_document_scenario(choice: NewScenario = NewScenario()) -> Scenario:
    """A new scenario as File → New starts it: the board, face and players chosen (by
    default the Axis at the top, 5 cards and 6 medals each, the Allies first), the standard
    victory stated as official files state it (``victory_conditions: [{"standard": {}}]``:
    unticked, "Standard victory" read as no victory by medals), with texts in the user's
    language (or English), so that its name and briefing can be typed at once."""
    s = new_scenario(choice.board_type, choice.face)
    info = choice.info
    s.game_info = replace(info, extra={**info.extra, "victory_conditions": [{"standard": {}}]})
    s.text = {default_language(): ScenarioText()}
    return s


def dropped_files(event: QDropEvent) -> list[Path]:
    """The scenario files (``.m44``) a drag carries (an enter, a move or the drop), local
    ones only."""
    md = event.mimeData()
    if not md.hasUrls():
        return []
    urls: Iterable[QUrl] = md.urls()
    return [Path(u.toLocalFile()) for u in urls
            if u.isLocalFile() and u.toLocalFile().lower().endswith(".m44")]


class FileCommands:
    """The files of one window: its File menu's commands, its recent files, the files
    dropped on it and its recovery copies."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        #: The reader's repairs of the last file read, while their dialog is up.
        self.fixes_dialog: FixesDialog | None = None
        #: Compare's window, while it is open (one at a time), with the file compared, its
        #: scenario and the stamp it had when read.
        self.compare_dialog: CompareDialog | None = None
        self._compared: tuple[Path, Scenario, Stamp | None] | None = None
        # the comparison is made again after a pause in editing, as the findings are
        self._compare_timer = QTimer(window)
        self._compare_timer.setSingleShot(True)
        self._compare_timer.setInterval(COMPARE_PAUSE_MS)
        self._compare_timer.timeout.connect(self.compare_again)
        #: Convert Scenarios' window, once opened (one, shown again).
        self.convert_dialog: ConvertDialog | None = None
        # the edits of the document shown, counted, and the count its recovery copy holds:
        # the copy is written again only after new edits
        self._change_serial = 0
        self._autosaved_serial = 0

    # ================================================================================ unsaved

    def maybe_save(self) -> bool:
        """Ask what to do with unsaved changes; ``True`` when the window may go on (saved
        or discarded), ``False`` when the user cancelled."""
        w = self.window
        if not w.document.is_modified:
            return True
        answer = QMessageBox.question(
            w, "Unsaved changes",
            plain(f"“{w.document.title}” has unsaved changes. Save them?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def is_pristine(self) -> bool:
        """The window shows the empty scenario it started with, never saved nor edited
        (a file or a recovered work may take its place)."""
        doc = self.window.document
        return doc.path is None and not doc.is_modified and doc.undo_stack.count() == 0

    # ================================================================================ new, open

    def new_file(self) -> bool:
        """File → New…: the question about unsaved changes first (Cancel there: no New
        Scenario dialog), then the new scenario's board, face and sides."""
        w = self.window
        if not self.maybe_save():
            return False
        choice = ask_new_scenario(w, w.settings)
        if choice is None:
            return False
        w.set_document(Document(new_document_scenario(choice)))
        return True

    def new_window(self, document: Document | None = None) -> MainWindow:
        from .main_window import MainWindow

        w = self.window
        new = MainWindow(document, settings=w.settings, recovery=w.recovery,
                         autosave_ms=w.autosave_ms)
        new.show()
        return new

    def new_file_in_window(self) -> MainWindow | None:
        """File → New Window…: File → New's questions, the scenario in another window."""
        w = self.window
        choice = ask_new_scenario(w, w.settings)
        if choice is None:
            return None
        return self.new_window(Document(new_document_scenario(choice)))

    def choose_file(self) -> bool:
        """File → Open…: the question about unsaved changes first (Cancel there: no file
        dialog), then the file to open."""
        w = self.window
        if not self.maybe_save():
            return False
        name, _ = QFileDialog.getOpenFileName(w, "Open Scenario", folders.start_path(w),
                                              folders.FILE_FILTER)
        return self.open_file(name, asked=True) if name else False

    def open_file(self, path: str | Path, *, asked: bool = False) -> bool:
        """Open a file in this window, asking first about unsaved changes (before the file
        is read; not again when the caller ``asked``); during a game, in a window of its
        own (:meth:`open_in_new_window`), which a file opened here would drop under the
        players' hands without a word (File → Open is off then, as every editing command
        is, but a file dropped on the window came here). An unreadable file gets a one-line
        message and the window keeps its scenario; a sloppy one opens and lists its
        repairs. The file is read on a worker thread: the window stays painted, and a read
        or a drawing that takes over a second shows a progress window
        (``last_progress``)."""
        w = self.window
        if w.play.active:  # the scenario under a game is not replaced: the file elsewhere
            return self.open_in_new_window(path)
        if self._shown_elsewhere(path):
            return True
        if not asked and not self.maybe_save():
            return False
        name = Path(path).name
        w.statusBar().showMessage(f"Opening {name}…")
        with BusyProgress(w, f"Opening {name}") as reading:
            w.last_progress = reading
            try:
                result, stamp = reading.run(f"Reading {name}…", lambda: Document.read(path))
            except M44ReadError as e:
                error: M44ReadError | None = e
            else:
                error = None
        if error is not None:
            w.statusBar().clearMessage()
            QMessageBox.warning(w, "Cannot open scenario", plain(str(error)))
            return False
        doc, fixes = Document(result.scenario, path, stamp=stamp), result.fixes
        with BusyProgress(w, f"Opening {name}", show_now=reading.shown) as drawing:
            drawing.step("Drawing the board…")
            w.set_document(doc)
            w.canvas.flush()
        reading.shown = reading.shown or drawing.shown
        self.add_recent(Path(path))
        if fixes:
            self.show_fixes(Path(path).name, fixes)
        w.statusBar().showMessage(f"Opened {path}", 5000)
        return True

    def _shown_elsewhere(self, path: str | Path) -> bool:
        """Bring forward the other window that shows the file ``path``, if one does: two
        windows on one file would each save over the other's edits."""
        shown = window_of(Path(path))
        if shown is None or shown is self.window:
            return False
        bring_forward(shown)
        shown.statusBar().showMessage(f"{path} is open in this window", 5000)
        return True

    def open_in_new_window(self, path: str | Path) -> bool:
        """Open a file in a new window, or bring forward the window that shows it (this
        one included: a file dropped during a game, or named twice on the command line, is
        not opened in a second window, which would save over this one's edits)."""
        if window_of(Path(path)) is self.window:
            self.window.statusBar().showMessage(f"{path} is open in this window", 5000)
            return True
        return self._shown_elsewhere(path) or self.new_window().files.open_file(path)

    def show_fixes(self, name: str, fixes: Sequence[Fix], doing: str = "opening") -> FixesDialog:
        """The reader's repairs, in a window-modal dialog that does not block the caller
        (each place named on the board of the document shown, the file's)."""
        w = self.window
        self.fixes_dialog = FixesDialog(name, fixes, w, doing, w.document.scenario.board)
        self.fixes_dialog.open()
        return self.fixes_dialog

    # ================================================================================ save

    def save(self) -> bool:
        """File → Save: the document's file; Save As for a scenario not saved yet, or opened
        from the installation (a bundled sample: the user's copy goes elsewhere)."""
        w = self.window
        if w.document.path is None or is_packaged(w.document.path):
            return self.save_as()
        if w.document.changed_on_disk():
            # asked about here: not again
            w.file_changes.seen = file_stamp(w.document.path)
            # a folder or a pipe put in its place is not replaced: the save says so at once
            # (it asked to replace it, keeping as the .bak what it then refused to touch)
            if os.path.isfile(w.document.path) and not self._replace_changed_file():
                return False
        return self._save_to(w.document.path)

    def _replace_changed_file(self) -> bool:
        """Ask before Save writes over a file something else changed since it was read or
        saved here; ``True`` to replace it (that version is then the ``.bak``)."""
        w = self.window
        name = w.document.title
        return ask(w, "Save", f"“{name}” was changed on disk since it was opened or "
                   "saved here, by another program or another window. Replace it with "
                   f"this version? The version on disk will be kept as {name}.bak.",
                   [("&Replace", QMessageBox.ButtonRole.DestructiveRole)]) == 0

    def save_as(self) -> bool:
        w = self.window
        doc = w.document
        start = folders.start_path(w, doc.path.name if doc.path else
                                   proposed_file_name(doc.scenario.texts().name))
        name, chosen = QFileDialog.getSaveFileName(w, "Save Scenario As", start,
                                                   folders.FILE_FILTER)
        if not name:
            return False
        path = folders.with_extension(w, name, folders.FILE_FILTER, chosen)
        return path is not None and self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        """Save, or say why not and keep everything as it is (the window stays open, the
        document modified, its recovery copy in place): never lose an edit."""
        w = self.window
        try:
            added = w.document.save(path)
        except Exception as e:  # noqa: BLE001 - any failure is said, none closes the window
            reason = error_words(e, named=path)
            QMessageBox.warning(w, "Cannot save scenario", plain(f"{path}: {reason}"))
            self.autosave()
            return False
        w.recovery.remove(w.doc_id)
        w.file_changes.gone_at = None  # its file is there again, and this is its version
        self.add_recent(path)
        listed = ""
        if added:
            names = ", ".join(PACKS.get(k, k) for k in added)
            listed = (f"; its packs now list the expansion{'s' if len(added) > 1 else ''} "
                      f"its pieces need: {names}")
        w.statusBar().showMessage(f"Saved {path}{listed}", 10000 if added else 5000)
        w._update_title()
        self.compare_later()
        return True

    def revert(self) -> bool:
        """File → Revert: the file as saved, in one undo step (Undo brings the changes
        back, so nothing is asked), read as Open reads it; ``True`` when the window shows
        the file as saved."""
        w = self.window
        doc = w.document
        path = doc.path
        if path is None:
            return False
        name = doc.title
        try:
            with BusyProgress(w, f"Reverting to {name}") as reading:
                w.last_progress = reading
                result, stamp = reading.run(f"Reading {name}…", lambda: Document.read(path))
        except M44ReadError as e:
            QMessageBox.warning(w, "Cannot revert", plain(str(e)))
            return False
        w.file_changes.seen = stamp  # (this version is no news for the disk watch)
        reverted = doc.reload(result.scenario, stamp, "Revert to saved")
        self.autosave()  # the file is the work now: its recovery copy goes, as at a save
        if not reverted:
            w.statusBar().showMessage(f"{shown_name(name)} is as saved: nothing to revert", 5000)
            return True
        w.statusBar().showMessage(f"Reverted to {shown_name(name)} as saved (Undo brings your "
                                  "changes back)", 10000)
        if result.fixes:
            self.show_fixes(name, result.fixes, "reverting to")
        return True

    # ================================================================================ comparing

    def compare_with_saved(self) -> CompareDialog | None:
        """File → Compare with Saved: the changes since the file was saved."""
        path = self.window.document.path
        return None if path is None else self.compare_with(path)

    def compare_with_file(self) -> CompareDialog | None:
        """File → Compare with File…: the changes from another version to this one."""
        w = self.window
        name, _ = QFileDialog.getOpenFileName(w, "Compare with Scenario",
                                              folders.start_path(w),
                                              folders.FILE_FILTER)
        return self.compare_with(Path(name)) if name else None

    def compare_with(self, path: Path) -> CompareDialog | None:
        """What differs from the file ``path`` to the scenario as edited, in a window beside
        the map (one at a time); ``None`` when the file cannot be read (said)."""
        w = self.window
        try:
            stamp = file_stamp(path)
            other = load(path).scenario
        except M44ReadError as e:
            QMessageBox.warning(w, "Cannot compare", plain(str(e)))
            return None
        if self.compare_dialog is not None:
            self.compare_dialog.close()
        self._compared = (path, other, stamp)
        board, found = whole_board_change(other, w.document.scenario)
        dialog = CompareDialog(path.name, found, w, board)
        dialog.chosen.connect(self._show_difference)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(functools.partial(self._compare_closed, dialog))
        self.compare_dialog = dialog
        dialog.show()
        return dialog

    def _compare_closed(self, dialog: CompareDialog, _result: int = 0) -> None:
        if self.compare_dialog is dialog:
            self.compare_dialog = None
            self._compared = None

    def compare_later(self) -> None:
        """The scenario (or the file compared) changed: the open comparison is made again
        after a pause."""
        if self.compare_dialog is not None:
            self._compare_timer.start()

    def compare_again(self) -> None:
        """List again what differs from the file compared, read again if it changed on disk
        since (a save, another program); a file that can no longer be read is compared as
        it was last read."""
        if self.compare_dialog is None or self._compared is None:
            return
        path, other, stamp = self._compared
        now = file_stamp(path)
        if now is not None and now != stamp:
            try:
                other = load(path).scenario
            except M44ReadError:
                now = stamp
            self._compared = (path, other, now)
        board, found = whole_board_change(other, self.window.document.scenario)
        self.compare_dialog.show_differences(found, board)

    def _show_difference(self, d: Difference) -> None:
        # a unit moved is shown where it now stands
        hexes = d.hexes[-1:] if d.change == "moved" else d.hexes
        self.window.show_place(hexes, d.place if d.place.startswith("$") else None,
                               d.describe(), str(d))
        canvas, dialog = self.window.canvas, self.compare_dialog
        shown = [canvas.hex_view_rect(c) for c in self.window.editor.selection]
        if dialog is not None and shown:  # the window moves off the hexes shown
            place = functools.reduce(QRect.united, shown)
            dialog.clear_of(place.translated(canvas.mapToGlobal(QPoint(0, 0))))

    def convert_scenarios(self) -> ConvertDialog:
        """File → Convert Scenarios…: a book converted into a folder (one window at a
        time, not modal: a converted file opens in this window)."""
        w = self.window
        if self.convert_dialog is None:
            self.convert_dialog = ConvertDialog(folders.start_path(w), self.open_file, w)
        self.convert_dialog.show()
        self.convert_dialog.raise_()
        return self.convert_dialog

    # ================================================================================ recent files

    def recent_files(self) -> list[str]:
        """The recent files, the last opened first (a name whose bytes are not UTF-8 as
        ``os.fsdecode`` gives it: the settings keep it as :func:`folders.path_setting`
        says)."""
        value = self.window.settings.value("recentFiles", [])
        if isinstance(value, str):  # one entry comes back as a plain string from INI files
            value = [value]
        if not isinstance(value, (list, tuple)):
            return []
        return [f for f in map(folders.setting_path, value) if f is not None]

    def _keep_recent(self, files: list[str]) -> None:
        self.window.settings.setValue("recentFiles", [folders.path_setting(f) for f in files])

    def add_recent(self, path: Path) -> None:
        """``path`` first in Open Recent, and no other name of that file (on macOS and
        Windows "A.m44" is "a.m44", which its resolved path does not say on macOS)."""
        name = str(Path(path).resolve())
        files = [f for f in self.recent_files()
                 if f != name and not same_file(Path(f), Path(name))]
        self._keep_recent([name, *files][:RECENT_MAX])
        folders.remember(self.window, name)

    def clear_recent(self) -> None:
        self._keep_recent([])

    def fill_recent_menu(self) -> None:
        """File ▸ Open Recent's entries, the recent files numbered (as the menu opens)."""
        w = self.window
        menu = w.recent_menu
        menu.clear()
        files = self.recent_files()
        for i, (f, label) in enumerate(zip(files, folders.recent_labels(files)), 1):
            # "&" in a file name is a letter, not the mnemonic marker
            a = menu.addAction(f"&{i % 10} {shown_name(label).replace('&', '&&')}")
            a.setToolTip(plain(shown_name(f)))
            a.setStatusTip(shown_name(f))
            a.triggered.connect(lambda _c=False, f=f: self._open_recent(f))
        if not files:
            none = menu.addAction("No recent files")
            none.setEnabled(False)
        menu.addSeparator()
        menu.addAction(w.act["clear_recent"])
        no_menu_roles(menu)

    def _open_recent(self, name: str) -> None:
        """Open a recent file; one gone is said so and dropped from the list. One that is
        there but cannot be reached (in a folder one may not enter) is opened as any file,
        whose reading says why not, and stays (``Path.exists`` raised for it: a bug)."""
        if folders.gone(name):
            QMessageBox.warning(self.window, "Open Recent",
                                plain(f"{shown_name(name)}: no such file any more"))
            self._keep_recent([f for f in self.recent_files() if f != name])
            return
        self.open_file(name)

    # ================================================================================ drag and drop

    def drag(self, event: QDragMoveEvent) -> None:
        """A drag over the window: taken when it carries scenario files."""
        if dropped_files(event):
            event.acceptProposedAction()

    def drop(self, event: QDropEvent) -> None:
        """Scenario files dropped on the window: the first opens in it, the others each in
        a window of its own."""
        files = dropped_files(event)
        if not files:
            return
        event.acceptProposedAction()
        first, rest = files[0], files[1:]
        # defer: a modal question inside a drop handler would freeze the drag source
        QTimer.singleShot(0, self.window, lambda: self._open_dropped(first, rest))

    def _open_dropped(self, first: Path, rest: list[Path]) -> None:
        """The first dropped file in this window (in one of its own during a game:
        :meth:`open_file`), the others in windows of their own."""
        self.open_file(first)
        for f in rest:
            self.open_in_new_window(f)

    # ================================================================================ recovery

    def count_edit(self) -> None:
        """The document shown changed: its recovery copy is written again at the next
        :meth:`autosave`; an open comparison is made again."""
        self._change_serial += 1
        self.compare_later()

    def document_shown(self) -> None:
        """Another document is shown (:meth:`~.main_window.MainWindow.set_document`): the
        recovery copy of the one before goes, and the new one is copied under a name of its
        own, once it has unsaved changes."""
        w = self.window
        w.recovery.remove(w.doc_id)
        w.doc_id = RecoveryStore.new_id()
        self._autosaved_serial = self._change_serial = 0
        self.compare_later()

    def autosave(self) -> bool:
        """Write unsaved work to the recovery folder (the timer calls it every minute);
        ``True`` when a recovery file was written."""
        w = self.window
        doc = w.document
        if not doc.is_modified:
            w.recovery.remove(w.doc_id)
            self._autosaved_serial = self._change_serial
            return False
        if self._autosaved_serial == self._change_serial and w.recovery.files(
                w.doc_id)[0].exists():
            return False
        try:
            w.recovery.write(w.doc_id, doc.scenario, doc.path, doc.title, stamp=doc.stamp)
        except Exception as e:  # noqa: BLE001 - a timer slot: say it, never raise
            w.statusBar().showMessage(f"Could not write the recovery file: {error_words(e)}",
                                      8000)
            return False
        self._autosaved_serial = self._change_serial
        return True

    def recover(self, entry: RecoveryEntry) -> bool:
        """Open recovered work: the original file (if it still exists) with the recovered
        state as one undoable step, so it shows as unsaved and Undo goes back to the file.
        In a window showing that file already, the step goes over what it shows: another
        copy of work on the file, recovered just now, was replaced by the file read again,
        and lost (its copy removed)."""
        w = self.window
        try:
            scenario = entry.load()
        except M44ReadError as e:
            QMessageBox.warning(w, "Cannot recover", plain(str(e)))
            return False
        doc: Document | None = None
        if entry.original is not None and window_of(entry.original) is w:
            doc = w.document
        elif entry.original is not None and not folders.gone(entry.original):
            try:
                doc, _fixes = Document.open(entry.original)
            except M44ReadError:
                doc = None
        if doc is None:
            doc = Document(Scenario(board_type=scenario.board_type, face=scenario.face))
            doc.path = entry.original
        doc.replace_whole(scenario, "Recover unsaved changes")
        if doc is not w.document:
            w.set_document(doc)
        w.recovery.remove(entry.id)
        w.statusBar().showMessage(f"Recovered {entry.title} ({entry.saved_at:%c})", 8000)
        return True
