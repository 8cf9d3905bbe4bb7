"""File-menu actions for briefings and images: Export Briefing (PDF, PNG, SVG)…, Export Map
Image (PNG, SVG)…, Print… and Print Preview… (Qt's print dialogs).

The contract with the main window
---------------------------------
``install(window, menu=None) -> None`` adds the four actions to the window's File menu:

- ``window`` is the ``QMainWindow``. The scenario to print is read, each time an action is
  triggered, from ``window.current_document()``, which returns the open
  :class:`editor.ui.document.Document` or ``None`` (its ``scenario`` is exported, its
  ``path`` names the default output file). A window without that method may instead have a
  ``document`` attribute holding the Document. A window may also have a
  ``texts_language()`` method returning the language of the texts it shows (or ``None``):
  the briefing is then offered in that language, unless a language was chosen in the
  briefing's options while those texts were shown.
- ``menu`` is the File ``QMenu``; when not given it is the menu of the menu-bar action whose
  title, without ``&``, is "File" (created at the end of the menu bar if there is none).
- The actions go just before the menu's Quit/Exit action (``QAction.MenuRole.QuitRole``, the
  ``QKeySequence.Quit`` shortcut, or a "Quit"/"Exit" title), between separators, or at the
  end when there is none. Their object names are ``exportBriefingAction``,
  ``exportMapImageAction``, ``printAction`` and ``printPreviewAction``. They are greyed out
  in the open menu while there is no document (checked each time the menu opens, and
  whenever the window emits a ``documentChanged`` signal if it has one); triggered without
  a document (by a shortcut) they say so and do nothing.
- A :class:`ExportActions` object, child of the window (object name ``exportActions``),
  owns the actions and remembers the last options chosen.

Each action first asks for its options (:func:`ask_briefing_options`, :func:`ask_map_options`:
page size, language, legend, ink saver, coordinates), then for a file or a printer.
Scenario texts are never shown as rich text: message boxes are plain text.

Laying out, writing and printing run off the GUI thread, one job at a time (QtGui painting
on a QImage, QPdfWriter, QSvgGenerator or QPrinter is allowed there; no widget is touched):
the editor stays responsive and its autosave keeps running whatever the job takes. The
actions are greyed out while a job runs; its end is said in the status bar, or in a message
box when it failed. Only the print preview paints on the GUI thread (its dialog asks for
pages), from a layout made off it. A job that ends while another dialog is up (one the user
opened meanwhile) waits for it to close before it shows its preview, print dialog or
failure, never stacked over it.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import (QCoreApplication, QDeadlineTimer, QEventLoop, QObject, QSettings, Qt,
                            QTimer, Signal)
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QDialog, QDialogButtonBox,
                               QFileDialog, QFormLayout, QMainWindow, QMenu, QMessageBox, QSpinBox,
                               QVBoxLayout, QWidget)

from editor.engine.words import base_language, counted, error_words
from editor.export import (Briefing, BriefingOptions, Orientation, PageSize, languages,
                           layout_briefing, page_layout, paint_to_device, write)
from editor.render import HexLabels, RenderOptions
from editor.render import save as save_image

from . import folders
from .properties import LANGUAGES
from .handoff import Handoff
from .menus import submenu
from .text import window_title

#: File dialog filters of the briefing export, by extension.
BRIEFING_FILTERS = {".pdf": "PDF document (*.pdf)", ".png": "PNG pages (*.png)",
                    ".svg": "SVG pages (*.svg)"}
MAP_FILTERS = {".png": "PNG image (*.png)", ".svg": "SVG image (*.svg)"}

_LANGUAGE_NAMES = {"en": "English", "fr": "Français", "de": "Deutsch", "es": "Español",
                   "it": "Italiano", "nl": "Nederlands"}


def language_choice(code: str) -> str:
    """A language of the scenario's texts as the briefing dialog offers it: its name and
    code, and, when the briefing has no printed words of its own in it (:mod:`editor.export.
    words`), that its headings come in English ("Polish (pl; headings in English)")."""
    base = base_language(code)
    if base in _LANGUAGE_NAMES:
        return f"{_LANGUAGE_NAMES[base]} ({code})"
    name = LANGUAGES.get(base)
    return f"{name} ({code}; headings in English)" if name else f"{code} (headings in English)"


# --- options dialogs --------------------------------------------------------------------------

def _go_buttons(dialog: QDialog, go: str) -> QDialogButtonBox:
    """Cancel and the button that goes on, named for what comes next ("Choose File…": a
    Save dialog follows; "Print…"), where a bare OK left the next step a surprise."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.setText(go)
    ok.setToolTip("Opens the file dialog to choose where to write it"
                  if go == "Choose File…" else "")
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class BriefingOptionsDialog(QDialog):
    """Page size, language, legend, ink saver and coordinates of a briefing."""

    def __init__(self, langs: list[str], initial: BriefingOptions,
                 parent: QWidget | None = None, title: str = "Briefing options",
                 go: str = "Choose File…") -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.page = QComboBox()
        self.page.setAccessibleName("Page size")
        self.page.addItem("A4", PageSize.A4)
        self.page.addItem("Letter", PageSize.LETTER)
        self.page.setCurrentIndex(self.page.findData(initial.page))
        self.lang = QComboBox()
        self.lang.setAccessibleName("Language")
        for code in langs or ["en"]:
            self.lang.addItem(language_choice(code), code)
        found = self.lang.findData(initial.lang)
        self.lang.setCurrentIndex(found if found >= 0 else 0)
        self.orientation = QComboBox()
        self.orientation.setAccessibleName("Orientation")
        for text, value in (("Automatic (landscape for Overlord boards)", Orientation.AUTO),
                            ("Portrait", Orientation.PORTRAIT),
                            ("Landscape", Orientation.LANDSCAPE)):
            self.orientation.addItem(text, value)
        self.orientation.setCurrentIndex(self.orientation.findData(initial.orientation))
        self.legend = QCheckBox("Le&gend of the terrain, obstacles, units and markers used")
        self.legend.setChecked(initial.legend)
        self.ink = QCheckBox("&Ink saver (no background fills, light art)")
        self.ink.setChecked(initial.ink_saver)
        self.coords = QCheckBox("&Hex names on the map")
        self.coords.setChecked(initial.coords)
        form = QFormLayout()
        form.addRow("Page &size:", self.page)
        form.addRow("&Language:", self.lang)
        form.addRow("&Orientation:", self.orientation)
        buttons = _go_buttons(self, go)
        box = QVBoxLayout(self)
        box.addLayout(form)
        for w in (self.legend, self.ink, self.coords):
            box.addWidget(w)
        box.addWidget(buttons)
        self._initial = initial

    def options(self) -> BriefingOptions:
        return replace(self._initial, page=PageSize(self.page.currentData()),
                       lang=str(self.lang.currentData()),
                       orientation=Orientation(self.orientation.currentData()),
                       legend=self.legend.isChecked(),
                       ink_saver=self.ink.isChecked(), coords=self.coords.isChecked())


class MapOptionsDialog(QDialog):
    """Scale, hex names, medal stands and ink saver of a map image."""

    def __init__(self, initial: RenderOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Map image options")
        self.scale = QSpinBox()
        self.scale.setAccessibleName("Pixels per hex")
        self.scale.setRange(8, 400)
        self.scale.setValue(round(initial.scale))
        self.scale.setSuffix(" px per hex")
        self.coords = QCheckBox("&Hex names")
        self.coords.setChecked(initial.hex_labels is not HexLabels.NONE)
        self.medals = QCheckBox("&Medal stands above and below the board")
        self.medals.setChecked(initial.medal_stands)
        self.ink = QCheckBox("&Ink saver (no background fills, light art)")
        self.ink.setChecked(initial.ink_saver)
        buttons = _go_buttons(self, "Choose File…")
        form = QFormLayout()
        form.addRow("&Size:", self.scale)
        box = QVBoxLayout(self)
        box.addLayout(form)
        for w in (self.coords, self.medals, self.ink):
            box.addWidget(w)
        box.addWidget(buttons)
        self._initial = initial

    def options(self) -> RenderOptions:
        return replace(self._initial, scale=float(self.scale.value()),
                       hex_labels=HexLabels.NAMES if self.coords.isChecked() else HexLabels.NONE,
                       medal_stands=self.medals.isChecked(), ink_saver=self.ink.isChecked())


def ask_briefing_options(parent: QWidget, langs: list[str], initial: BriefingOptions,
                         title: str, go: str = "Choose File…") -> BriefingOptions | None:
    """Show the briefing options dialog, its button named ``go``; ``None`` when
    cancelled."""
    dialog = BriefingOptionsDialog(langs, initial, parent, title, go)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.options()


def ask_map_options(parent: QWidget, initial: RenderOptions) -> RenderOptions | None:
    """Show the map image options dialog; ``None`` when cancelled."""
    dialog = MapOptionsDialog(initial, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.options()


# --- jobs off the GUI thread ----------------------------------------------------------------

#: How often a job's outcome waiting for another dialog to close looks again (milliseconds).
MODAL_POLL_MS = 100


class _Jobs(QObject):
    """Runs one job at a time on a worker thread and hands its outcome back to the GUI
    thread (through a :class:`~.handoff.Handoff`: the worker never calls Qt)."""

    busyChanged = Signal(bool)  # noqa: N815 - Qt signal naming

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="export")
        self._handoff = Handoff(self)
        self.running: Future[Any] | None = None
        # the window gone, its thread ends with the work it has: it stayed, idle, until the
        # garbage collector happened to come by (one for every window that had exported)
        pool = self._pool
        self.destroyed.connect(lambda *_: pool.shutdown(wait=False))

    @property
    def busy(self) -> bool:
        return self.running is not None

    def start(self, work: Callable[[], Any], on_done: Callable[[Any, BaseException | None], None]
              ) -> None:
        """Run ``work()`` off the GUI thread, then ``on_done(result, error)`` on it."""
        assert self.running is None, "one export job at a time"
        self.running = self._pool.submit(work)
        self.busyChanged.emit(True)
        self._handoff.when_done(self.running, partial(self._deliver, on_done))

    def _deliver(self, on_done: Callable[[Any, BaseException | None], None],
                 future: Future[Any]) -> None:
        if QApplication.activeModalWidget() is not None:
            # a dialog opened meanwhile (Open, a question) is up: the outcome (a preview,
            # the print dialog, a failure's box) waits for it to close, never stacked over
            # it; the job stays busy until then, so no second one starts
            QTimer.singleShot(MODAL_POLL_MS, self, partial(self._deliver, on_done, future))
            return
        self.running = None
        self.busyChanged.emit(False)
        error = future.exception()
        on_done(None if error else future.result(), error)

    def wait(self, timeout_ms: int = 60_000) -> bool:
        """Process events until no job runs (tests, quitting); ``False`` on time-out."""
        deadline = QDeadlineTimer(timeout_ms)
        while self.running is not None and not deadline.hasExpired():
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        return self.running is None


# --- the options last chosen, kept in the settings --------------------------------------------

#: The settings key of the briefing's options last chosen: the page size and the boxes (the
#: language is the scenario's own).
BRIEFING_KEY = "briefing_options"


def remembered_briefing(settings: QSettings | None) -> BriefingOptions:
    """The briefing's options last chosen (:func:`remember_briefing`), or the defaults; a
    value the settings hold that is no choice (an older or hand-edited file) is left at its
    default."""
    base = BriefingOptions()
    saved: object = None
    if settings is not None:
        try:
            saved = json.loads(str(settings.value(BRIEFING_KEY, "")))
        except ValueError:
            saved = None
    if not isinstance(saved, dict):
        return base

    def flag(key: str, default: bool) -> bool:
        value = saved.get(key)
        return value if isinstance(value, bool) else default

    page = saved.get("page")
    turn = saved.get("orientation")
    return replace(base, page=PageSize(page) if page in set(PageSize) else base.page,
                   orientation=(Orientation(turn) if turn in set(Orientation)
                                else base.orientation),
                   legend=flag("legend", base.legend), ink_saver=flag("ink_saver", base.ink_saver),
                   coords=flag("coords", base.coords))


def remember_briefing(settings: QSettings | None, chosen: BriefingOptions) -> None:
    """Keep the options chosen for the next briefing, of any window and the next start."""
    if settings is not None:
        settings.setValue(BRIEFING_KEY, json.dumps({
            "page": chosen.page.value, "orientation": chosen.orientation.value,
            "legend": chosen.legend, "ink_saver": chosen.ink_saver, "coords": chosen.coords}))


# --- the actions ----------------------------------------------------------------------------

class ExportActions(QObject):
    """The four actions of one window, with the options last used."""

    def __init__(self, window: QMainWindow, menu: QMenu) -> None:
        super().__init__(window)
        self.setObjectName("exportActions")
        self.window = window
        self.menu = menu
        #: Where the options last chosen are kept (the window's settings, when it has them).
        self.settings: QSettings | None = getattr(window, "settings", None)
        self.briefing_options = remembered_briefing(self.settings)
        #: The language of the texts the window showed when the briefing's options were
        #: last chosen: while it shows them, the language chosen then is offered again.
        self._texts_shown_at_choice: str | None = None
        self.map_options = RenderOptions(scale=60.0, medal_stands=True, background="#ffffff")
        self.export_briefing = self._action("Export &Briefing (PDF, PNG, SVG)…",
                                            "exportBriefingAction",
                                            "Write the printable briefing as PDF, or as PNG or "
                                            "SVG pages", self.on_export_briefing)
        self.export_image = self._action("Export &Map Image (PNG, SVG)…",
                                         "exportMapImageAction",
                                         "Write the map as a PNG or SVG image",
                                         self.on_export_image)
        self.print_ = self._action("&Print…", "printAction", "Print the briefing",
                                   self.on_print)
        self.print_.setShortcut(QKeySequence.StandardKey.Print)
        self.print_.setToolTip(f"Print ({self.print_.shortcut().toString(_NATIVE)}): "
                               "Print the briefing")
        self.preview = self._action("Print Pre&view…", "printPreviewAction",
                                    "Show the printed briefing page by page", self.on_preview)
        self.actions = [self.export_briefing, self.export_image, self.print_, self.preview]
        self.jobs = _Jobs(self)
        self.jobs.busyChanged.connect(self.update_enabled)
        # Greyed out in the open menu when there is no document. Outside the menu they stay
        # enabled so that the Print shortcut always reaches on_print, which says when there
        # is nothing to print (the window may not tell us when its document changes).
        menu.aboutToShow.connect(self.update_enabled)
        menu.aboutToHide.connect(self.enable_all)
        changed = getattr(window, "documentChanged", None)
        if changed is not None and hasattr(changed, "connect"):
            changed.connect(self.update_enabled)

    def _action(self, text: str, name: str, tip: str, slot: Any) -> QAction:
        action = QAction(text, self.window)
        action.setObjectName(name)
        action.setStatusTip(tip)
        action.setToolTip(f"{text.replace('&', '').rstrip('.…')}: {tip}")
        action.triggered.connect(slot)
        return action

    # --- the document -------------------------------------------------------------------

    def document(self) -> Any:
        """The window's current Document, or ``None``."""
        getter = getattr(self.window, "current_document", None)
        if callable(getter):
            return getter()
        return getattr(self.window, "document", None)

    def update_enabled(self, *_: object) -> None:
        on = self.document() is not None and not self.jobs.busy
        for action in self.actions:
            action.setEnabled(on)

    def enable_all(self) -> None:
        for action in self.actions:
            action.setEnabled(not self.jobs.busy)

    def wait(self, timeout_ms: int = 60_000) -> bool:
        """Wait (processing events) until the running export or print job has ended."""
        return self.jobs.wait(timeout_ms)

    def _run(self, what: str, work: Callable[[], Any], on_done: Callable[[Any], None],
             failure: str, subject: Path | None = None) -> None:
        """``work`` off the GUI thread; then ``on_done(result)``, or a message box titled
        ``failure`` naming ``subject`` (the file) and the error. Expected errors (a file that cannot
        be written) and unexpected ones (a bug) alike are said, never raised into Qt."""
        if self.jobs.busy:
            self._status("An export or print is still running; try again when it ends")
            return
        busy = f"{what}…"
        self._status(busy)

        def finish(result: Any, error: BaseException | None) -> None:
            bar = self.window.statusBar() if isinstance(self.window, QMainWindow) else None
            if bar is not None and busy in (bar.currentMessage(), bar.toolTip()):  # or cut
                bar.clearMessage()  # done: what comes next (a preview, a message) says so
            if error is not None:
                reason = error_words(error, named=subject)
                self._warn(failure, f"{subject}\n\n{reason}" if subject else reason)
                return
            on_done(result)

        self.jobs.start(work, finish)

    def _layout(self, scenario: Any, options: BriefingOptions,
                on_done: Callable[[Briefing], None], failure: str) -> None:
        snapshot = scenario.copy()  # taken on the GUI thread: edits go on meanwhile
        self._run("Laying out the briefing", lambda: layout_briefing(snapshot, options),
                  on_done, failure)

    def _scenario_and_path(self) -> tuple[Any, Path | None] | None:
        doc = self.document()
        if doc is None:
            self._warn("Nothing to export", "Open or create a scenario first.")
            return None
        path = getattr(doc, "path", None)
        return doc.scenario, Path(path) if path else None

    def _default_name(self, path: Path | None, ext: str) -> str:
        name = path.with_suffix(ext).name if path is not None else f"scenario{ext}"
        return str(folders.folder_of(self.window, path) / name)

    def _warn(self, title: str, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                          self.window)
        box.setTextFormat(Qt.TextFormat.PlainText)  # file names and texts are not markup
        box.exec()

    def _status(self, text: str) -> None:
        bar = self.window.statusBar() if isinstance(self.window, QMainWindow) else None
        if bar is not None:
            bar.showMessage(text, 8000)

    def _ask_briefing(self, title: str, scenario: Any, go: str = "Choose File…"
                      ) -> BriefingOptions | None:
        langs = languages(scenario)
        initial = self.briefing_options
        shown = self._texts_language()
        if shown in langs and shown != self._texts_shown_at_choice:
            initial = replace(initial, lang=shown)  # the texts the designer is working on
        if langs and initial.lang not in langs:
            initial = replace(initial, lang=langs[0])
        chosen = ask_briefing_options(self.window, langs, initial, title, go)
        if chosen is not None:
            self.briefing_options = chosen
            self._texts_shown_at_choice = shown
            remember_briefing(self.settings, chosen)
        return chosen

    def _texts_language(self) -> str | None:
        """The language of the texts the window shows (Scenario properties' Texts page)."""
        getter = getattr(self.window, "texts_language", None)
        shown = getter() if callable(getter) else None
        return shown if isinstance(shown, str) else None

    # --- slots ------------------------------------------------------------------------

    def on_export_briefing(self) -> None:
        found = self._scenario_and_path()
        if found is None:
            return
        scenario, path = found
        options = self._ask_briefing("Export briefing", scenario)
        if options is None:
            return
        name, chosen_filter = QFileDialog.getSaveFileName(
            self.window, "Export briefing", self._default_name(path, ".pdf"),
            ";;".join(BRIEFING_FILTERS.values()), BRIEFING_FILTERS[".pdf"])
        if not name:
            return
        folders.remember(self.window, name)
        target = folders.with_extension(self.window, name,
                                        ";;".join(BRIEFING_FILTERS.values()), chosen_filter)
        if target is None:
            return
        snapshot = scenario.copy()

        def work() -> tuple[list[Path], tuple[str, ...]]:
            briefing = layout_briefing(snapshot, options)
            return write(briefing, target), briefing.warnings

        def done(result: tuple[list[Path], tuple[str, ...]]) -> None:
            written, notes = result
            more = f" and {counted(len(written) - 1, 'more page')}" if len(written) > 1 else ""
            cut = f" (note: {'; '.join(notes)})" if notes else ""
            self._status(f"Briefing written: {written[0]}{more}{cut}")

        self._run(f"Writing the briefing {target}", work, done, "Cannot export the briefing",
                  target)

    def on_export_image(self) -> None:
        found = self._scenario_and_path()
        if found is None:
            return
        scenario, path = found
        options = ask_map_options(self.window, self.map_options)
        if options is None:
            return
        self.map_options = options
        name, chosen_filter = QFileDialog.getSaveFileName(
            self.window, "Export map image", self._default_name(path, ".png"),
            ";;".join(MAP_FILTERS.values()), MAP_FILTERS[".png"])
        if not name:
            return
        folders.remember(self.window, name)
        target = folders.with_extension(self.window, name,
                                        ";;".join(MAP_FILTERS.values()), chosen_filter)
        if target is None:
            return
        # SVG keeps a transparent page (it is placed on other documents); PNG gets white
        opts = replace(options, background=None if target.suffix.lower() == ".svg"
                       else "#ffffff")
        snapshot = scenario.copy()
        self._run(f"Writing the map image {target}", lambda: save_image(snapshot, target, opts),
                  lambda _r: self._status(f"Map image written: {target}"),
                  "Cannot export the map", target)

    def _printer(self, briefing: Briefing) -> QPrinter:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(page_layout(briefing))
        # the briefing draws its own margins on the whole sheet
        printer.setFullPage(True)
        printer.setDocName(briefing.title)
        printer.setFromTo(1, len(briefing.pages))
        return printer

    def on_print(self) -> None:
        found = self._scenario_and_path()
        if found is None:
            return
        options = self._ask_briefing("Print briefing", found[0], "Print…")
        if options is None:
            return
        self._layout(found[0], options, self._print_laid_out, "Cannot print")

    def _print_laid_out(self, briefing: Briefing) -> None:
        printer = self._printer(briefing)
        dialog = QPrintDialog(printer, self.window)
        dialog.setWindowTitle("Print briefing")
        dialog.setMinMax(1, len(briefing.pages))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        first, last = 0, len(briefing.pages) - 1
        if printer.printRange() == QPrinter.PrintRange.PageRange and printer.fromPage() > 0:
            first, last = printer.fromPage() - 1, printer.toPage() - 1
        self._printing = printer  # alive until the job ends
        self._run("Printing", lambda: paint_to_device(briefing, printer, first, last),
                  lambda _r: self._status(f"Printed {counted(last - first + 1, 'page')}"),
                  "Cannot print")

    def on_preview(self) -> None:
        found = self._scenario_and_path()
        if found is None:
            return
        options = self._ask_briefing("Print preview", found[0], "Preview")
        if options is None:
            return
        self._layout(found[0], options, self._preview_laid_out, "Cannot preview")

    def _preview_laid_out(self, briefing: Briefing) -> None:
        printer = self._printer(briefing)
        dialog = QPrintPreviewDialog(printer, self.window)
        dialog.setWindowTitle(window_title(f"Print preview: {briefing.title}"))

        def paint(device: QPrinter) -> None:
            paint_to_device(briefing, device)

        dialog.paintRequested.connect(paint)
        dialog.exec()


# --- installing -------------------------------------------------------------------------------

def file_menu(window: QMainWindow) -> QMenu:
    """The window's File menu (created when the menu bar has none)."""
    bar = window.menuBar()
    for action in bar.actions():
        menu = submenu(action)  # not action.menu(): see .menus
        if menu is not None and action.text().replace("&", "").strip().lower() == "file":
            return menu
    return bar.addMenu("&File")


_NATIVE = QKeySequence.SequenceFormat.NativeText


def _quit_action(menu: QMenu) -> QAction | None:
    quit_keys = QKeySequence(QKeySequence.StandardKey.Quit)
    for action in menu.actions():
        text = action.text().replace("&", "").strip().lower()
        if (action.menuRole() == QAction.MenuRole.QuitRole
                or (not quit_keys.isEmpty() and action.shortcut() == quit_keys)
                or text.startswith(("quit", "exit"))):
            return action
    return None


def install(window: QMainWindow, menu: QMenu | None = None) -> None:
    """Add Export Briefing (PDF, PNG, SVG)…, Export Map Image (PNG, SVG)…, Print… and Print
    Preview… to the window's File menu (see the module's docstring for the contract)."""
    if window.findChild(ExportActions, "exportActions") is not None:
        return  # installed already: never twice in one menu
    menu = menu or file_menu(window)
    helper = ExportActions(window, menu)
    before = _quit_action(menu)
    if before is not None:
        menu.insertSeparator(before)
        menu.insertActions(before, helper.actions)
        menu.insertSeparator(before)
    else:
        if menu.actions():
            menu.addSeparator()
        menu.addActions(helper.actions)
