"""The File-menu actions (pytest-qt): placed before Quit, disabled without a document, and
each one writing what it should with its dialogs answered by the test."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QImage, QKeySequence
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QFileDialog, QMainWindow

from editor.export import BriefingOptions, PageSize, layout_briefing
from editor.ui import export_actions
from editor.ui.document import Document
from editor.ui.export_actions import BriefingOptionsDialog, ExportActions, install

from .conftest import pdf_text
from .helpers import small, words

NAMES = ["exportBriefingAction", "exportMapImageAction", "printAction", "printPreviewAction"]


class Window(QMainWindow):
    """The accessor the actions rely on, as the editor's main window provides it."""

    def __init__(self) -> None:
        super().__init__()
        self.doc: Document | None = None
        self.file = self.menuBar().addMenu("&File")
        self.file.addAction("&Open...")
        self.quit = self.file.addAction("&Quit")
        self.quit.setShortcut(QKeySequence.StandardKey.Quit)
        self.menuBar().addMenu("&Edit")

    def current_document(self) -> Document | None:
        return self.doc


@pytest.fixture(autouse=True)
def no_modal_message_boxes(monkeypatch) -> None:
    """A message box nobody expected fails the test (offscreen, it would wait forever)."""
    from PySide6.QtWidgets import QMessageBox

    def fail(self):  # noqa: ANN001, ANN202
        raise AssertionError(f"unexpected message box: {self.text()}")

    monkeypatch.setattr(QMessageBox, "exec", fail)


@pytest.fixture
def window(qtbot, tmp_path) -> Window:
    w = Window()
    qtbot.addWidget(w)
    install(w)
    return w


@pytest.fixture
def opened(window, tmp_path) -> Window:
    window.doc = Document(small(), tmp_path / "test.m44")
    return window


def helper(w: QMainWindow) -> ExportActions:
    found = w.findChild(ExportActions, "exportActions")
    assert found is not None
    return found


def answer_options(monkeypatch, options: BriefingOptions | None = None) -> list[str]:
    asked: list[str] = []

    def ask(parent, langs, initial, title, go):  # noqa: ANN001, ANN202
        asked.append(title)
        return options or initial

    monkeypatch.setattr(export_actions, "ask_briefing_options", ask)
    return asked


def answer_file(monkeypatch, path, chosen_filter: str = "") -> list[str]:
    seen: list[str] = []

    def save(parent, caption, directory, filters, selected=""):  # noqa: ANN001, ANN202
        seen.append(directory)
        return str(path), chosen_filter or selected

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save))
    return seen


def test_actions_go_before_quit_in_the_file_menu(window) -> None:
    actions = window.file.actions()
    names = [a.objectName() for a in actions]
    i = names.index(NAMES[0])
    assert names[i:i + 4] == NAMES
    assert actions[i - 1].isSeparator() and actions[i + 4].isSeparator()
    assert actions[i + 5] is window.quit
    assert [a.text() for a in actions[i:i + 4]] == [
        "Export &Briefing (PDF, PNG, SVG)…", "Export &Map Image (PNG, SVG)…", "&Print…",
        "Print Pre&view…"]
    install(window)  # twice: nothing added
    assert [a.objectName() for a in window.file.actions()].count(NAMES[0]) == 1


def test_a_window_without_file_menu_gets_one(qtbot) -> None:
    w = QMainWindow()
    qtbot.addWidget(w)
    install(w)
    menus = [a for a in w.menuBar().actions() if a.menu() is not None]
    assert [a.text() for a in menus] == ["&File"]
    assert [a.objectName() for a in menus[0].menu().actions()] == NAMES


def test_disabled_without_a_document(window, tmp_path) -> None:
    h = helper(window)
    window.file.aboutToShow.emit()
    assert not any(a.isEnabled() for a in h.actions)
    window.doc = Document(small(), tmp_path / "t.m44")
    window.file.aboutToShow.emit()
    assert all(a.isEnabled() for a in h.actions)


def test_export_briefing_writes_the_pdf(opened, monkeypatch, tmp_path) -> None:
    asked = answer_options(monkeypatch, BriefingOptions(page=PageSize.LETTER, legend=False))
    out = tmp_path / "out.pdf"
    defaults = answer_file(monkeypatch, out)
    helper(opened).export_briefing.trigger()
    assert helper(opened).wait()
    assert asked == ["Export briefing"]
    assert defaults == [str(tmp_path / "test.pdf")]  # beside the scenario, named after it
    reader = PdfReader(io.BytesIO(out.read_bytes()))
    assert round(float(reader.pages[0].mediabox.width)) == 612
    text = pdf_text(out.read_bytes())
    assert text.startswith("TEST LANDING") and "Legend" not in text
    assert helper(opened).briefing_options.page is PageSize.LETTER  # remembered


def test_export_briefing_as_png_pages_by_filter(opened, monkeypatch, tmp_path) -> None:
    answer_options(monkeypatch)
    answer_file(monkeypatch, tmp_path / "pages", "PNG pages (*.png)")
    helper(opened).export_briefing.trigger()
    assert helper(opened).wait()
    assert (tmp_path / "pages.png").is_file()
    assert QImage(str(tmp_path / "pages.png")).width() == 1240


def test_cancelling_writes_nothing(opened, monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(export_actions, "ask_briefing_options", lambda *a: None)
    answer_file(monkeypatch, tmp_path / "never.pdf")
    helper(opened).export_briefing.trigger()
    assert helper(opened).wait()
    answer_options(monkeypatch)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a: ("", "")))
    helper(opened).export_briefing.trigger()
    assert helper(opened).wait()
    assert list(tmp_path.iterdir()) == []


def test_export_map_image(opened, monkeypatch, tmp_path) -> None:
    def ask(parent, initial):  # noqa: ANN001, ANN202
        from dataclasses import replace

        return replace(initial, scale=20.0)

    monkeypatch.setattr(export_actions, "ask_map_options", ask)
    answer_file(monkeypatch, tmp_path / "map.png")
    helper(opened).export_image.trigger()
    assert helper(opened).wait()
    img = QImage(str(tmp_path / "map.png"))
    assert 250 < img.width() < 300  # 13 hexes of 20 px and a margin
    answer_file(monkeypatch, tmp_path / "map.svg")
    helper(opened).export_image.trigger()
    assert helper(opened).wait()
    assert b"<svg" in (tmp_path / "map.svg").read_bytes()


def test_print_through_the_print_dialog(window, monkeypatch, tmp_path) -> None:
    """The print dialog is answered by sending the printer's output to a PDF file, with
    every page of the briefing."""
    opened = window
    opened.doc = Document(small(rules=words(900)), tmp_path / "test.m44")
    pages = len(layout_briefing(opened.doc.scenario, BriefingOptions()).pages)
    assert pages >= 2
    answer_options(monkeypatch)
    out = tmp_path / "printed.pdf"
    shown: list[int] = []

    def exec_(self):  # noqa: ANN001, ANN202
        shown.append(self.printer().pageLayout().pageSize().id().value)
        self.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        self.printer().setOutputFileName(str(out))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(QPrintDialog, "exec", exec_)
    helper(opened).print_.trigger()
    assert helper(opened).wait()
    assert shown  # the dialog was shown with the briefing's page size
    data = out.read_bytes()
    assert len(PdfReader(io.BytesIO(data)).pages) == pages
    assert pdf_text(data).startswith("TEST LANDING")


def test_print_preview_paints_every_page(opened, monkeypatch, tmp_path) -> None:
    answer_options(monkeypatch)
    out = tmp_path / "preview.pdf"

    status: list[str] = []

    def exec_(self):  # noqa: ANN001, ANN202
        status.append(opened.statusBar().currentMessage())
        printer = QPrinter()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        self.paintRequested.emit(printer)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(QPrintPreviewDialog, "exec", exec_)
    helper(opened).preview.trigger()
    assert opened.statusBar().currentMessage() == "Laying out the briefing…"
    assert helper(opened).wait()
    text = pdf_text(out.read_bytes())
    assert "Historical Background" in text and "Legend" in text
    assert status == [""]  # the briefing laid out, the preview shown: no longer "Laying out"


def test_no_document_warns_and_writes_nothing(window, monkeypatch, tmp_path) -> None:
    warned: list[str] = []
    monkeypatch.setattr(ExportActions, "_warn", lambda self, title, text: warned.append(title))
    answer_file(monkeypatch, tmp_path / "x.pdf")
    helper(window).on_export_briefing()
    assert warned == ["Nothing to export"] and list(tmp_path.iterdir()) == []


def test_write_errors_are_reported(opened, monkeypatch, tmp_path) -> None:
    warned: list[str] = []
    monkeypatch.setattr(ExportActions, "_warn", lambda self, title, text: warned.append(text))
    answer_options(monkeypatch)
    answer_file(monkeypatch, tmp_path / "missing" / "x.pdf")
    helper(opened).export_briefing.trigger()
    assert helper(opened).wait()
    assert len(warned) == 1 and "x.pdf" in warned[0]


def test_each_options_dialog_names_the_step_that_follows_its_button(opened, monkeypatch
                                                                     ) -> None:
    """The options' button says what comes next: a bare OK before a Save dialog left the
    designer wondering where the file had gone."""
    seen: list[tuple[str, str]] = []

    def look(dialog: QDialog) -> int:
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        seen.append((dialog.windowTitle(), ok.text()))
        return QDialog.DialogCode.Rejected.value

    monkeypatch.setattr(QDialog, "exec", look)
    h = helper(opened)
    for action in (h.export_briefing, h.export_image, h.print_, h.preview):
        action.trigger()
    assert seen == [("Export briefing", "Choose File…"), ("Map image options", "Choose File…"),
                    ("Print briefing", "Print…"), ("Print preview", "Preview")]


def test_options_dialog_reads_its_widgets(qtbot) -> None:
    dialog = BriefingOptionsDialog(["en", "fr"], BriefingOptions())
    qtbot.addWidget(dialog)
    assert dialog.lang.count() == 2
    dialog.page.setCurrentIndex(dialog.page.findData(PageSize.LETTER))
    dialog.lang.setCurrentIndex(1)
    dialog.legend.setChecked(False)
    dialog.ink.setChecked(True)
    dialog.coords.setChecked(True)
    assert dialog.options() == BriefingOptions(page=PageSize.LETTER, lang="fr", legend=False,
                                               ink_saver=True, coords=True)


def test_options_dialog_offers_the_orientation_and_remembers_it(qtbot, tmp_path) -> None:
    """Found by the briefwalk audit: `m44 brief --orientation` lays a standard board out
    on a landscape page or an Overlord board on a portrait one, but the editor's options
    dialog, which BRIEFING.md says asks for the options of the command, had no such
    choice: an Overlord briefing could not be printed in portrait from the editor. The
    dialog offers it, automatic by default, and the settings keep it as they keep the page
    size."""
    from dataclasses import replace

    from PySide6.QtCore import QSettings

    from editor.export import Orientation

    dialog = BriefingOptionsDialog(["en"], BriefingOptions())
    qtbot.addWidget(dialog)
    assert dialog.orientation.currentData() == Orientation.AUTO
    assert [dialog.orientation.itemText(i) for i in range(dialog.orientation.count())] == [
        "Automatic (landscape for Overlord boards)", "Portrait", "Landscape"]
    dialog.orientation.setCurrentIndex(dialog.orientation.findData(Orientation.PORTRAIT))
    chosen = dialog.options()
    assert chosen.orientation is Orientation.PORTRAIT
    shown = BriefingOptionsDialog(["en"], replace(chosen, orientation=Orientation.LANDSCAPE))
    qtbot.addWidget(shown)
    assert shown.options().orientation is Orientation.LANDSCAPE
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    export_actions.remember_briefing(settings, chosen)
    assert export_actions.remembered_briefing(settings).orientation is Orientation.PORTRAIT
    settings.setValue(export_actions.BRIEFING_KEY, '{"orientation": "sideways"}')
    assert export_actions.remembered_briefing(settings).orientation is Orientation.AUTO


def test_export_runs_off_the_gui_thread_which_stays_responsive(opened, monkeypatch,
                                                               tmp_path) -> None:
    """A slow (or hung) layout must not freeze the editor: its timers (autosave) go on."""
    import threading
    import time

    from PySide6.QtCore import QTimer

    answer_options(monkeypatch)
    answer_file(monkeypatch, tmp_path / "slow.pdf")
    ticks: list[float] = []
    seen: dict[str, object] = {}
    real = export_actions.layout_briefing

    def slow_layout(scenario, options):  # noqa: ANN001, ANN202
        seen["thread"] = threading.current_thread() is threading.main_thread()
        time.sleep(0.4)
        seen["ticks during the job"] = len(ticks)
        return real(scenario, options)

    monkeypatch.setattr(export_actions, "layout_briefing", slow_layout)
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    h = helper(opened)
    h.export_briefing.trigger()
    assert h.jobs.busy and not h.export_briefing.isEnabled()  # no second job meanwhile
    assert h.wait()
    timer.stop()
    assert seen["thread"] is False
    assert seen["ticks during the job"] >= 3
    assert (tmp_path / "slow.pdf").read_bytes()[:5] == b"%PDF-"
    assert h.export_briefing.isEnabled()


def test_a_failing_job_is_reported_not_raised(opened, monkeypatch, tmp_path) -> None:
    warned: list[str] = []
    monkeypatch.setattr(ExportActions, "_warn", lambda self, title, text: warned.append(text))
    answer_options(monkeypatch)
    answer_file(monkeypatch, tmp_path / "x.pdf")

    def broken(scenario, options):  # noqa: ANN001, ANN202
        raise RuntimeError("a bug in the layout")

    monkeypatch.setattr(export_actions, "layout_briefing", broken)
    helper(opened).export_briefing.trigger()
    assert helper(opened).wait()
    assert len(warned) == 1 and "a bug in the layout" in warned[0] and "x.pdf" in warned[0]


@pytest.mark.parametrize("kind", ["briefing", "image"])
def test_an_export_asks_before_replacing_the_file_an_added_extension_names(
        opened, monkeypatch, tmp_path, kind) -> None:
    """The save dialog asked about "star" and the export wrote star.pdf (star.png) over a
    file of that name unasked; exports keep no .bak."""
    from PySide6.QtWidgets import QMessageBox

    answer_options(monkeypatch)
    monkeypatch.setattr(export_actions, "ask_map_options", lambda parent, initial: initial)
    target = tmp_path / ("star.pdf" if kind == "briefing" else "star.png")
    target.write_bytes(b"keep me")
    answer_file(monkeypatch, tmp_path / "star")
    asked: list[str] = []
    replies = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "exec",
                        lambda box: (asked.append(box.text()), replies.pop(0))[1])
    action = helper(opened).export_briefing if kind == "briefing" else \
        helper(opened).export_image
    action.trigger()
    assert helper(opened).wait()
    assert target.read_bytes() == b"keep me" and asked[0].startswith(f"{target.name} already")
    action.trigger()  # asked again, and answered yes this time
    assert helper(opened).wait()
    assert len(asked) == 2 and target.read_bytes() != b"keep me"


def test_a_window_closed_leaves_no_export_thread(qtbot, monkeypatch, tmp_path) -> None:
    """Each window exports on a worker thread of its own; it stayed, idle, after its window
    was gone, until the garbage collector happened to come by: one more thread for every
    window that had exported (found by the soak audit). Closed, whether its export is done
    or still running, the window's thread ends once its work does."""
    import gc
    import threading

    from PySide6.QtCore import QCoreApplication, QEvent

    def exporting() -> list[threading.Thread]:
        return [t for t in threading.enumerate() if t.name.startswith("export")]

    answer_options(monkeypatch)
    gc.collect()
    gc.disable()  # (a collection would end the threads by chance)
    try:
        for done in (True, False):
            w = Window()
            install(w)
            w.doc = Document(small(), tmp_path / "test.m44")
            answer_file(monkeypatch, tmp_path / f"out-{done}.pdf")
            helper(w).export_briefing.trigger()
            if done:
                assert helper(w).wait()
            w.deleteLater()
            QCoreApplication.sendPostedEvents(None, int(QEvent.Type.DeferredDelete))
            for t in exporting():
                t.join(timeout=30)
            assert not exporting()
            assert (tmp_path / f"out-{done}.pdf").exists()  # (the work asked is done)
    finally:
        gc.enable()


@pytest.mark.parametrize(("error", "said"), [
    (RuntimeError(), "an error of the program"),
    (MemoryError(), "the computer ran short of memory"),
    (KeyError("grid"), "grid"),
    (PermissionError(13, "Permission denied", "/elsewhere/x-2.png"),
     "/elsewhere/x-2.png: Permission denied")])
def test_a_failing_job_without_words_is_said_in_words(opened, monkeypatch, tmp_path,
                                                      error, said) -> None:
    """Found by the errwords audit: a job failing without words of its own was said by
    its class name ("RuntimeError"), a missing key in a repr's quotes ("'grid'"), and a
    system error on another file than the one chosen without naming that file."""
    warned: list[str] = []
    monkeypatch.setattr(ExportActions, "_warn", lambda self, title, text: warned.append(text))
    answer_options(monkeypatch)
    answer_file(monkeypatch, tmp_path / "x.pdf")

    def broken(scenario, options):  # noqa: ANN001, ANN202
        raise error

    monkeypatch.setattr(export_actions, "layout_briefing", broken)
    helper(opened).export_briefing.trigger()
    assert helper(opened).wait()
    assert warned == [f"{tmp_path / 'x.pdf'}\n\n{said}"]


def test_a_preview_laid_out_while_another_dialog_is_up_waits_for_it_to_close(
        opened, monkeypatch, qtbot) -> None:
    """The briefing is laid out off the GUI thread; a dialog the user opens meanwhile (Open
    Saved Game's, a question) runs its own event loop, which handed the layout over and
    opened the preview on top of it: two modal dialogs at once (the monkey, play mode, seed
    12). The preview waits for the other dialog to close, and no second job starts."""
    import threading

    answer_options(monkeypatch)
    release = threading.Event()
    real = export_actions.layout_briefing

    def held_layout(scenario, options):  # noqa: ANN001, ANN202
        release.wait(10)
        return real(scenario, options)

    monkeypatch.setattr(export_actions, "layout_briefing", held_layout)
    shown: list[bool] = []

    def preview_exec(self):  # noqa: ANN001, ANN202
        shown.append(other.isVisible())
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(QPrintPreviewDialog, "exec", preview_exec)
    h = helper(opened)
    h.preview.trigger()
    other = QDialog(opened)
    other.setModal(True)
    other.show()
    assert QApplication.activeModalWidget() is other
    release.set()
    qtbot.wait(400)  # the layout is done and handed over while the other dialog is up
    assert shown == [] and h.jobs.busy and not h.preview.isEnabled()
    other.close()
    assert h.wait()
    assert shown == [False]
