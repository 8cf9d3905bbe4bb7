"""The editor's main window: one scenario on the canvas, the panels around it, the menus.

Organisation (Tiled's, in small), and where each concept lives:

- the **document** (:class:`~.document.Document`): the scenario, its file and its undo
  stack; every edit is an **undo command** of :mod:`.commands` (named verb + noun),
  pushed by the document's methods, and the views follow its signals;
- the **canvas** (:mod:`.canvas`) in the middle draws the document and forwards events to
  the active **tool** (:mod:`.tools`); :class:`~.tools.EditorState` holds the brush, the
  selection and the edits of the Edit and Scenario menus;
- the **panels** of :mod:`.palette`, :mod:`.hex_panel`, :mod:`.properties`, :mod:`.findings`,
  :mod:`.inspector` and :mod:`.forces_panel` are docks that follow the same
  :class:`~.document.Document`; this module builds them and wires them together (palette
  → brush, selection → hex form and inspector, findings and inspector → canvas highlights,
  finding → selection); their first-run layout and the keyboard's way among them (F6, Tab,
  a panel's fields live only while it is in sight) are :mod:`.panels`;
- the **files**: New, Open, Save, Revert, recent files, drag and drop, the close prompt,
  Compare and Convert (their windows: :mod:`.compare`, :mod:`.convert_dialog`), and the
  **recovery** copies written every minute (:mod:`.recovery`)
  are :mod:`.file_commands` (``self.files``), the document read shown by this module
  (:meth:`MainWindow.set_document`); the changes other programs make to the file are
  watched and taken in by :class:`~.disk_watch.FileChanges`;
- every **command** with its words, keys and tip, and the menus and toolbars that show
  them, in their order: :mod:`.window_actions` (what a command does is the window's, or
  that of the part it belongs to); the export and print commands are :mod:`.export_actions`;
- the Scenario menu's commands on the whole board (Board Type, Board Face, Turn Board),
  with their questions: :mod:`.board_commands`; the Help menu (the user guide, whose
  window is :mod:`.guide_window`, the keyboard shortcuts, About, the desktop's menus):
  :mod:`.help_menu`; View ▸ Layers: :mod:`.view_layers`; the
  map's menu of a hex (a right-click): :mod:`.map_menu`;
- the **status bar**'s lines (the hex in words, the tool, the zoom, the findings' counts):
  :mod:`.status_bar`;
- **play mode** (:mod:`.play.mode`) plays on the window's canvas, the editing panels and
  commands put aside; the **balance lab** (:mod:`.balance`) is a panel built on first use;
- the editor's **start and end** (:func:`~.startup.run`, the questions about what an ended
  session left, the end of the desktop session): :mod:`.startup`; the open windows:
  :mod:`.window_list`.

Every window shows one document; File → New Window opens another, and copied hexes paste
between them (and between editor processes) through the system clipboard.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, MutableMapping, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from PySide6.QtCore import QByteArray, QEvent, QSettings, QSize, Qt, QTimer, Signal, SignalInstance
from PySide6.QtGui import (QAction, QCloseEvent, QDragEnterEvent, QDragMoveEvent, QDropEvent,
                           QKeySequence, QResizeEvent, QShowEvent, QUndoGroup)
from PySide6.QtWidgets import (QApplication, QComboBox, QDockWidget, QLabel, QMainWindow, QMenu,
                               QMessageBox, QToolBar, QUndoView, QWidget)

from editor.engine.board import Coord, HexNameError
from editor.engine.catalog import CATALOG
from editor.engine.findings import Finding
from editor.engine.scenario import Scenario
from editor.engine.transform import why_not_turned
from editor.engine.words import counted, turn_angle
from editor.io.m44 import MAX_FILE_SIZE, M44WriteError, encode, over_limit_words
from editor.render import HexLabels

from . import actions as icons
from . import map_menu, panels
from .board_commands import kept_part as kept_part  # (tests import it from here)
from .canvas import Canvas, SightOverlay
from .disk_watch import FileChanges
from .dialogs import BusyProgress, ask_hex
from .document import Document
from .file_commands import AUTOSAVE_MS, FileCommands, new_document_scenario
from .findings import FindingsDock, hex_field, place_hexes, unedited_place
from .icons import item_pixmap
from .hex_panel import HexDock
from .forces_panel import ForcesDock
from .inspector import EMPTY_OVERLAY, InspectorDock
from .menus import keep_menu_keys, name_tip
from .menus import menu_actions as _menu_actions  # noqa: F401 - the tests' name for it
from .palette import PaletteDock
from .properties import PropertiesDock, named_hexes
from .recovery import RecoveryStore
from .play.mode import PlayMode
# the editor's start and end, named from here too: editor/app.py imports run from here, so
# that a library Qt misses is said before the editor starts, whatever module of it needs it
from .startup import APP_NAME, ORGANIZATION
from .status_bar import StatusLines
from .status_bar import describe_hex as describe_hex  # (tests import it from here)
from .startup import end_session as end_session
from .startup import offer_games as offer_games
from .startup import offer_recovery as offer_recovery
from .startup import run as run
from .text import ElidedLabel, literal, plain, shown_name, window_title
from .tools import Brush, EditorState
from .view_layers import ViewLayers
from .window_list import WINDOWS
from .window_actions import TURN_TEXT, TURN_TIP, create_actions, create_menus, create_toolbars

if TYPE_CHECKING:
    from .balance import BalanceDock

#: The pause in editing (ms) after which the scenario's size as a file is looked at.
SIZE_PAUSE_MS = 400
#: A signal of the document shown, and the window's slot that follows it.
_Following = tuple[SignalInstance, Callable[..., object]]


#: The shade of the hexes of the selected hex's marker groups (:func:`marker_group_hexes`).
GROUP_COLOUR = "#402f6fd1"


def marker_group_hexes(s: Scenario, c: Coord) -> frozenset[Coord]:
    """The hexes of the groups of the markers on hex ``c`` (an exit line, a majority
    medal's hexes), ``c`` too; a name that is no hex of the board is left out (the checks
    name it). Empty when no marker of ``c`` has a group."""
    board = s.board
    out: set[Coord] = set()
    for t in s.hex(c).tags:
        for name in t.group or ():
            try:
                out.add(board.parse_hex(name))
            except HexNameError:
                continue
    return frozenset(out | {c}) if out else frozenset()


class MainWindow(QMainWindow):
    """One scenario being edited."""

    #: Another document is shown (New, Open, Revert, recovery).
    documentChanged = Signal()  # noqa: N815 - Qt naming

    # the commands, and the menus and toolbars that show them (:mod:`.window_actions`)
    act: dict[str, QAction]
    menus: list[QMenu]
    file_menu: QMenu
    recent_menu: QMenu
    window_menu: QMenu
    toolbars_menu: QMenu
    toolbars: dict[str, QToolBar]
    erase_combo: QComboBox
    brush_label: ElidedLabel
    brush_icon: QLabel

    def __init__(self, document: Document | None = None, *, settings: QSettings | None = None,
                 recovery: RecoveryStore | None = None, autosave_ms: int = AUTOSAVE_MS) -> None:
        super().__init__()
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowIcon(icons.icon("app"))
        self.setAcceptDrops(True)
        self.settings = settings if settings is not None else QSettings(ORGANIZATION, APP_NAME)
        self.recovery = recovery if recovery is not None else RecoveryStore()
        self.autosave_ms = autosave_ms
        self.document = document if document is not None else Document(new_document_scenario())
        self.document.setParent(self)
        self.doc_id = RecoveryStore.new_id()
        #: New, Open, Save..., the recent files, the files dropped, the recovery copies.
        self.files = FileCommands(self)
        self.act = {}

        self.undo_group = QUndoGroup(self)
        self.undo_group.addStack(self.document.undo_stack)
        self.undo_group.setActiveStack(self.document.undo_stack)
        self.canvas = Canvas(self.document, self)
        self.setCentralWidget(self.canvas)
        self.editor = EditorState(self.document, self.canvas, self)
        #: View ▸ Layers: the layers of the map hidden, to see what lies under them.
        self.layers = ViewLayers(self)
        #: Playtesting the scenario on this canvas (issue 11).
        self.play = PlayMode(self)
        #: Scenario → Balance… (issue 13), built on first use: matplotlib loads then.
        self.balance: BalanceDock | None = None
        #: The feedback of the last file read, by File → Open or a reload of a file changed
        #: on disk (whether its progress window appeared).
        self.last_progress: BusyProgress | None = None
        self._create_docks()
        self._setting_step_tips = False
        create_actions(self)
        create_menus(self)
        create_toolbars(self)
        self._create_status_bar()
        self._wire()
        #: The changes other programs make to the file shown, watched and taken in.
        self.file_changes = FileChanges(self)
        self._connect_document(self.document)
        self.file_changes.follow()
        #: The size of the scenario as a file is looked at after a pause in editing
        #: (:meth:`check_size`); whether it was over the limit at the last look.
        self._size_timer = QTimer(self)
        self._size_timer.setSingleShot(True)
        self._size_timer.setInterval(SIZE_PAUSE_MS)
        self._size_timer.timeout.connect(self.check_size)
        self._over_limit = False
        self.size_box: QMessageBox | None = None

        self.autosave_timer = QTimer(self)
        self.autosave_timer.setInterval(autosave_ms)
        self.autosave_timer.timeout.connect(self.keep_aside)
        self.autosave_timer.start()
        screen = QApplication.primaryScreen()
        room = screen.availableGeometry().size() if screen is not None else QSize(1400, 900)
        self.resize(min(1400, round(room.width() * 0.92)), min(900, round(room.height() * 0.9)))
        self._restore_settings()
        self._update_title()
        self._update_actions()
        WINDOWS.append(self)

    # ================================================================================ building

    def _create_docks(self) -> None:
        doc = self.document
        self.palette_dock = PaletteDock(doc, self)
        self.hex_dock = HexDock(doc, self)
        self.properties = PropertiesDock(doc, self)
        # "Use selected hexes" of a sudden death takes the map's selection
        self.properties.selection_provider = lambda: self.editor.selection
        # ... and so does that of an exit line or an objective's group in the Hex panel
        self.hex_dock.selection_provider = lambda: self.editor.selection
        self.properties.message.connect(lambda text: self.statusBar().showMessage(text, 10000))
        self.findings = FindingsDock(doc, self)
        self.inspector = InspectorDock(doc, self)
        self.forces = ForcesDock(doc, self)
        self.history = QDockWidget("History", self)
        self.history.setObjectName("history")
        self.history.setAccessibleName("Undo history")
        self.undo_view = QUndoView(self.undo_group)
        self._name_history_start()
        self.undo_view.setAccessibleName("Undo history")
        self.undo_view.setToolTip("Every edit; click a step to go back (or forward) to it")
        # every edit lays the list out again: measuring each of its one-line rows made
        # each edit slower the longer the day (ten times after a thousand strokes)
        self.undo_view.setUniformItemSizes(True)
        self.history.setWidget(self.undo_view)
        left, right, bottom = (Qt.DockWidgetArea.LeftDockWidgetArea,
                               Qt.DockWidgetArea.RightDockWidgetArea,
                               Qt.DockWidgetArea.BottomDockWidgetArea)
        self.addDockWidget(left, self.palette_dock)
        self.addDockWidget(right, self.hex_dock)
        self.addDockWidget(right, self.properties)
        for dock in (self.findings, self.inspector, self.forces, self.history):
            self.addDockWidget(bottom, dock)
        #: The docks are tabbed once the window is on screen (unless a saved layout is
        #: restored): Qt 6 leaves a stray tab bar painted over the palette when two groups
        #: of tabs are made before the window is shown.
        self._tabs_pending = True
        #: The panels a restored layout does not know, tabbed in their first-run places
        #: once the window is on screen (:func:`.panels.place_unknown_docks`).
        self.unplaced_docks: list[QDockWidget] = []
        #: The side columns narrowed as the window was, and the width each had before,
        #: given back as the window widens again; and the bottom rows made shorter, with
        #: their heights (:func:`.panels.follow_window_size`).
        #: Weakly: a panel gone (a game's play panel) is forgotten with it, and takes
        #: nothing of its game with it.
        self.narrowed_columns: MutableMapping[QDockWidget, int] = WeakKeyDictionary()
        self.shortened_rows: MutableMapping[QDockWidget, int] = WeakKeyDictionary()
        self.docks: list[QDockWidget] = [self.palette_dock, self.hex_dock, self.properties,
                                         self.findings, self.inspector, self.forces,
                                         self.history]
        #: Where the keys land in a panel shown by its command or F6, when not on its first
        #: field: the findings' list, not the platform's pick list above it (where Down,
        #: meant for the next finding, checked for another platform).
        self.dock_keys: dict[QDockWidget, QWidget] = {self.findings: self.findings.view}
        for dock in self.docks:
            panels.keys_only_in_sight(self, dock)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if self._tabs_pending:
            QTimer.singleShot(0, self, partial(panels.arrange_default_docks, self))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        panels.follow_window_size(self, event.oldSize())
        # once the panels have taken their widths (theirs are set after this event too)
        QTimer.singleShot(0, self.canvas, self.canvas.window_resized)

    def current_document(self) -> Document:
        """The document shown (what the export and print commands write)."""
        return self.document

    def texts_language(self) -> str | None:
        """The language of the texts Scenario properties shows: the briefing's, first."""
        return self.properties.language

    def _create_status_bar(self) -> None:
        self.status = StatusLines(self)
        # its lines, by the names the play mode and the tests know them by
        self.hex_status = self.status.hex_line
        self.tool_status = self.status.tool_line
        self.zoom_status = self.status.zoom_line
        self.findings_status = self.status.counts
        self.status.show_counts(*self.findings.counts())
        self.status.show_zoom(self.canvas.zoom)
        self._show_tool()

    def _wire(self) -> None:
        """Connections that do not depend on the document."""
        ed, cv = self.editor, self.canvas
        self.palette_dock.itemChosen.connect(self._item_chosen)
        # after a choice in the palette the keys B, E, F, I, T, L, S and R are the map's
        self.palette_dock.handedOff.connect(
            lambda: self.canvas.setFocus(Qt.FocusReason.OtherFocusReason))
        ed.brushChanged.connect(self._brush_changed)
        ed.selectionChanged.connect(self._selection_changed)
        ed.toolChanged.connect(lambda _t: self._show_tool())
        ed.toolClicked.connect(self._tool_clicked)
        ed.eraseLayerChanged.connect(self._erase_layer_changed)
        ed.message.connect(lambda text: self.statusBar().showMessage(text, 5000))
        cv.hex_words = self.status.hex_words
        cv.cursorMoved.connect(lambda c, _extend: self.status.show_hex(c))
        cv.hexHovered.connect(self._hovered)
        cv.zoomChanged.connect(self.status.show_zoom)
        cv.menuRequested.connect(partial(map_menu.show_map_menu, self))
        cv.itemDropped.connect(self.lay_dropped_item)
        self.findings.findingActivated.connect(self.show_finding)
        self.findings.countsChanged.connect(self.status.show_counts)
        self.findings.checking.connect(self.status.show_checking)
        self.findings.checksFailed.connect(self.status.show_failed)
        self.findings.findingsChanged.connect(self._refresh_highlights)
        self.inspector.overlayChanged.connect(self._refresh_highlights)
        self.inspector.toggleViewAction().toggled.connect(lambda _on: self._refresh_highlights())
        self.forces.unitsChosen.connect(self.select_units)
        QApplication.clipboard().dataChanged.connect(self._update_actions)

    # ================================================================================ the document

    def _document_signals(self, doc: Document) -> tuple[_Following, ...]:
        """The signals of ``doc`` the window follows while it shows it, each with its slot
        (one list for connecting and disconnecting them)."""
        return ((doc.undo_stack.cleanChanged, self._update_title),
                (doc.pathChanged, self._path_changed),
                (doc.changed, self._document_changed),
                (doc.hexesChanged, self._hexes_changed),
                (doc.boardChanged, self._board_changed),
                (doc.layersEdited, self.layers.show_edited))

    def _connect_document(self, doc: Document) -> None:
        for signal, slot in self._document_signals(doc):
            signal.connect(slot)
        self._board_changed()

    def _disconnect_document(self, doc: Document) -> None:
        for signal, slot in self._document_signals(doc):
            signal.disconnect(slot)

    def set_document(self, doc: Document) -> None:
        """Show another document in this window (New, Open, Revert, recovery)."""
        old = self.document
        self._disconnect_document(old)
        self.undo_group.removeStack(old.undo_stack)
        self.document = doc
        doc.setParent(self)
        self.files.document_shown()
        self.undo_group.addStack(doc.undo_stack)
        self.undo_group.setActiveStack(doc.undo_stack)
        self.canvas.set_document(doc)
        self.editor.set_document(doc)
        for dock in (self.palette_dock, self.hex_dock, self.properties, self.findings,
                     self.inspector, self.forces):
            dock.set_document(doc)
        self._connect_document(doc)
        self.file_changes.follow()
        self._size_timer.start()  # (recovered work may be over the limit)
        old.deleteLater()
        self._refresh_highlights()
        self.show_marker_groups()
        self._update_title()
        self._update_actions()
        self._name_history_start()
        self.status.show_hex(self.canvas.cursor_hex)
        self.documentChanged.emit()

    def _name_history_start(self) -> None:
        """The History's first line, the scenario before any step (a click on it takes
        every step back), says what that was: "Opened utah.m44", or "New scenario". It
        read "<opened>", a placeholder's look, after File → New too."""
        doc = self.document
        self.undo_view.setEmptyLabel(f"Opened {shown_name(doc.title)}" if doc.path is not None
                                     else "New scenario")

    def _document_changed(self) -> None:
        self.files.count_edit()
        self._size_timer.start()

    def check_size(self) -> int:
        """Say it when the scenario grows past the size a scenario file may hold (the
        reader's 5 MB: :data:`~editor.io.m44.MAX_FILE_SIZE`), at the edit that takes it
        there, in a message box naming its size: it could be neither saved nor opened again
        (Save refuses it), and a designer pasting long texts learnt it only at the save, if
        then. Said again in the status bar when it fits once more. The size in bytes."""
        try:
            size = len(encode(self.document.scenario, repair=True))
        except M44WriteError:  # (a value strict JSON cannot write: Save says it)
            return 0
        over = size > MAX_FILE_SIZE
        if over and not self._over_limit:
            box = QMessageBox(
                QMessageBox.Icon.Warning, "Scenario too large",
                f"“{shown_name(self.document.title)}” is now {over_limit_words(size)}: as "
                "it is, it cannot be saved, and a file that large could not be opened again. "
                "Undo the last edit, or shorten its texts. (Your changes are kept in the "
                "meantime in its recovery copy.)", QMessageBox.StandardButton.Ok, self)
            box.setTextFormat(Qt.TextFormat.PlainText)  # it quotes a file's name
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            self.size_box = box
        elif self._over_limit and not over:
            self.statusBar().showMessage(f"{self.document.title} fits in a scenario file "
                                         f"again ({size:,} bytes): it can be saved", 8000)
        self._over_limit = over
        return size

    def _hexes_changed(self, coords: frozenset[Coord]) -> None:
        self.status.hexes_changed(coords)
        if len(self.editor.selection) == 1 and self.editor.selection & coords:
            self._selection_changed(self.editor.selection)  # a unit may have come or gone
        elif self.hex_dock.coord in coords:
            self.show_marker_groups()  # the group of the hex the selection grew from

    def _board_changed(self) -> None:
        s = self.document.scenario
        self.act[f"type_{s.board_type.value}"].setChecked(True)
        self.act[f"face_{s.face.value}"].setChecked(True)
        # a board that cannot turn says why where its greyed command is looked at: in the
        # menu's words (a menu shows no tip of a greyed command), its tips say it whole
        why = why_not_turned(s)
        turn = self.act["turn_board"]
        turn.setEnabled(why is None)
        turn.setText(TURN_TEXT if why is None else f"{TURN_TEXT} — not on a beach board")
        name_tip(turn, TURN_TIP if why is None else f"Not here: {why}")
        sel = self.editor.selection
        if any(not s.board.contains(c) for c in sel):
            self.editor.set_selection((c for c in sel if s.board.contains(c)), extend=True)
        self.show_marker_groups()  # its group's names may name other hexes now
        self.status.show_hex(self.status.hex)  # its name (rows count from the bottom edge)

    def _path_changed(self) -> None:
        if self.document.path is not None:
            self.files.add_recent(self.document.path)
        self.file_changes.follow()
        self._update_title()
        self._update_actions()

    def _update_title(self, *_args: object) -> None:
        doc = self.document
        self.setWindowTitle(f"{window_title(doc.title)}[*] — {APP_NAME}")
        self.setWindowFilePath(str(doc.path) if doc.path else "")
        self.setWindowModified(doc.is_modified)

    def _update_actions(self) -> None:
        if self.play.active:
            return  # play mode keeps the editing commands off
        has_sel = bool(self.editor.selection)
        for key in ("cut", "copy", "delete", "mirror_selection"):
            self.act[key].setEnabled(has_sel)
        self.act["paste"].setEnabled(self.editor.can_paste())
        self.act["revert"].setEnabled(self.document.path is not None)
        self.act["compare_saved"].setEnabled(self.document.path is not None)

    # ================================================================================ wiring

    def _item_chosen(self, category: str, name: str) -> None:
        self.editor.set_brush(category, name)
        if self.editor.tool.name not in ("paint", "fill"):
            self.editor.set_tool("paint")
        self.act[f"tool_{self.editor.tool.name}"].setChecked(True)

    def _brush_changed(self, brush: Brush | None) -> None:
        self._show_brush(brush)
        self._show_tool()  # (the Hex panel says what a click lays)
        if brush is not None:
            self.palette_dock.show_chosen(brush.name)  # the eyedropper's pick shows there too

    def _show_brush(self, brush: Brush | None) -> None:
        if brush is None:
            self.brush_label.setText(" no brush: choose an item in the palette ")
            self.brush_icon.clear()
            return
        turn = f", turned {turn_angle(brush.orientation)}" if brush.orientation != 1 else ""
        self.brush_label.setText(f" {brush.label}{turn} ")
        self.brush_icon.setPixmap(item_pixmap(brush.name, 24, face=self.document.scenario.face,
                                              orientation=brush.orientation,
                                              dpr=self.devicePixelRatioF()))

    def _show_tool(self) -> None:
        tool = self.editor.tool
        self.act[f"tool_{tool.name}"].setChecked(True)
        self.status.show_tool()
        words = tool.click_words()
        self.hex_dock.set_tool_words(f"{tool.label}: {words}" if words else "")

    def _tool_clicked(self, c: Coord, done: str) -> None:
        """Show in the Hex panel the hex a tool's click changed ("last painted"), with its
        forms (a bunker just painted is turned there), while nothing is selected: the
        panel said "Select a hex" all along a paint session."""
        if not self.editor.selection:
            self.hex_dock.set_hex(c, (), clicked=done)
            self.show_marker_groups()

    def _choose_erase_layer(self, layer: str, take_tool: bool = False) -> None:
        self.editor.set_erase_layer(layer)
        if take_tool:
            self._take_tool("erase")

    def _take_tool(self, name: str) -> None:
        if self.editor.tool.name != name:
            self.act[f"tool_{name}"].trigger()

    def _erase_layer_changed(self, layer: str) -> None:
        self.act[f"erase_{layer}"].setChecked(True)
        index = self.erase_combo.findData(layer)
        if index != self.erase_combo.currentIndex():
            self.erase_combo.setCurrentIndex(index)
        self._show_tool()

    def _selection_changed(self, selection: frozenset[Coord]) -> None:
        single = next(iter(selection)) if len(selection) == 1 else None
        shown = single
        if shown is None and self.editor.extending and self.hex_dock.coord in selection:
            # the selection grew from the hex shown (Shift+click, Shift+drag): its forms
            # stay, so that an exit line's or a group's "Use selected hexes" can take it
            # (a new selection, a paste's, shows none)
            shown = self.hex_dock.coord
        self.hex_dock.set_hex(shown, selection)
        if shown is not None and single is None:
            self.hex_dock.show_group_use()
        self.inspector.set_selection(selection)
        self.show_marker_groups()
        self._update_actions()

    def show_marker_groups(self) -> None:
        """Shade on the map the hexes of the groups of the markers on the one hex selected
        (an exit line, the hexes of a majority medal), which the map shows by one marker:
        the Hex panel lists them, and here they are seen."""
        shown = self.hex_dock.coord  # the one hex selected, or the one the selection grew from
        s = self.document.scenario
        self.canvas.set_zone(marker_group_hexes(s, shown) if shown is not None
                             and shown in self.editor.selection else (), GROUP_COLOUR)

    def _hovered(self, c: Coord | None) -> None:
        self.inspector.set_hover(c)
        if c is not None:
            self.status.show_hex(c)

    def _refresh_highlights(self) -> None:
        if self.play.active:
            # the game's board is the play mode's: the scenario's findings and the rules
            # inspector's overlay are not drawn on it (checks that ended after the game
            # began drew the findings' hexes in the blue of the units ordered)
            return
        # a closed Rules Inspector draws nothing: a unit selected to give it a badge shaded
        # its reach and its targets over half an Overlord board, with no way to hide them
        overlay = (self.inspector.overlay() if self.inspector.toggleViewAction().isChecked()
                   else EMPTY_OVERLAY)
        merged = dict(self.findings.highlights())
        merged.update(overlay.highlights)
        self.canvas.set_highlights(merged, self.findings.dashed() - overlay.highlights.keys())
        # the words of the hex under the mouse and at the keyboard's cursor say its findings
        self.status.hexes_changed()
        self.canvas.say_cursor()
        self.canvas.set_sight(SightOverlay(overlay.sight[0], overlay.sight[1],
                                           frozenset(overlay.blockers))
                              if overlay.sight is not None else None)

    def show_finding(self, finding: Finding) -> None:
        """Select a finding's hexes, all in view, with the Hex panel up (or, when it is
        about the scenario's settings, bring up the field of Scenario properties it names,
        with the keyboard there to mend it)."""
        self.show_place(finding.coords, finding.path, finding.message,
                        f"{finding.code}: {finding.message}")

    def show_place(self, coords: Sequence[Coord], path: str | None, message: str,
                   elsewhere: str) -> None:
        """Select ``coords`` on the board, all of them, brought into view
        (:meth:`.Canvas.bring_into_view`: zoomed out when they do not fit it), the cursor
        on the first, with the Hex panel up and ``message`` after their names in the status
        bar (Scenario properties instead, at its field, when ``path`` is one of the
        scenario's settings, where it is mended: the pack that pieces need). With none, the
        hexes the JSON ``path`` is about
        (:func:`.findings.place_hexes`): a place name's hex; a group's hexes. The
        keyboard goes to the Hex panel's field the path names (:func:`.findings.hex_field`:
        a Place name, a marker's group). A path of the scenario's settings (texts, packs, a
        sudden death's group) brings up its field of Scenario properties; ``elsewhere`` is
        said, after where to mend what no panel edits (:func:`.findings.unedited_place`).
        With no hex of the board at all, the selection goes (left, it seemed the place of
        what is said) and the status bar says there is no place on the map."""
        s = self.document.scenario
        own = any(s.board.contains(c) for c in coords)
        hexes = place_hexes(coords, path, s)
        settings = (path if path is not None
                    and path.startswith(("$.game_info", "$.text", "$.packs")) else None)
        if (own and settings is None) or (hexes and hex_field(path)):  # hexes, or a name's
            self._show_hexes(hexes, message, hex_field(path))
            return
        if hexes:
            self._select_in_view(hexes)
        else:
            self.editor.set_selection(())
        if settings is not None:  # mended there (a pack to tick), its hexes selected
            self.show_dock(self.properties, focus=False)
            self.properties.reveal(settings)
        if own:
            self._say_hexes(hexes, message)
            return
        where = unedited_place(path, s) or ("" if hexes else "No place on the map")
        self.statusBar().showMessage(f"{where}. {elsewhere}" if where else elsewhere, 8000)

    def _select_in_view(self, hexes: Sequence[Coord]) -> None:
        """Select ``hexes``, the cursor on the first, all brought into view."""
        self.editor.set_selection(hexes)
        self.canvas.set_cursor_hex(hexes[0])
        self.canvas.bring_into_view(hexes)

    def _show_hexes(self, hexes: Sequence[Coord], message: str, field: str = "") -> None:
        """Select ``hexes`` in view with the Hex panel up (the keyboard in its ``field``, by
        object name, when one is given) and ``message`` said after the hexes' names."""
        self.show_dock(self.hex_dock, focus=False)  # what stands there, to mend it
        self._select_in_view(hexes)
        if field:
            self.hex_dock.reveal(field)
        self._say_hexes(hexes, message)

    def _say_hexes(self, hexes: Sequence[Coord], message: str) -> None:
        """``message`` in the status bar after the names of ``hexes``."""
        board = self.document.scenario.board
        self.statusBar().showMessage(
            f"{named_hexes(tuple(board.hex_name(c) for c in hexes), most=3)}: {message}", 8000)

    def select_units(self, coords: Sequence[Coord]) -> None:
        """Select the units on ``coords`` (a count of the Forces panel) on the map, all
        brought into view as a finding's hexes are, and say how many in the status bar."""
        if not coords:
            return
        self._select_in_view(coords)
        self.statusBar().showMessage(f"Selected {counted(len(coords), 'unit')}", 8000)

    # ================================================================================ files
    # the window's files are its :class:`~.file_commands.FileCommands` (``self.files``),
    # which the menus and the rest of the editor call; the window answers only for the three
    # that the tests, the benchmarks and the screenshot script ask of it most

    def open_file(self, path: str | Path) -> bool:
        """Open a file in this window (:meth:`.FileCommands.open_file`)."""
        return self.files.open_file(path)

    def save(self) -> bool:
        """File → Save (:meth:`.FileCommands.save`)."""
        return self.files.save()

    def autosave(self) -> bool:
        """Write unsaved work to its recovery copy (:meth:`.FileCommands.autosave`)."""
        return self.files.autosave()

    def keep_aside(self) -> None:
        """The autosave timer's, and a bug's (:mod:`.bugs`): the unsaved scenario's recovery
        copy and the game in play's (:meth:`.PlayMode.autosave_game`)."""
        self.files.autosave()
        self.play.autosave_game()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt's name
        self.files.drag(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802
        self.files.drag(event)

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        self.files.drop(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange:
            self.file_changes.activated()  # a change held for the window's return

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            # moved to a screen of another scale: the brush's picture drawn for its pixels
            self._show_brush(self.editor.brush)
        return super().event(event)

    # ================================================================================ commands

    def paste(self) -> None:
        self.editor.paste()
        self._update_actions()

    def lay_dropped_item(self, name: str, c: Coord) -> bool:
        """A palette entry dropped on hex ``c``: it becomes the brush, as a click on it
        makes it, and is painted there (one undo step); the map takes the keyboard."""
        if self.play.active or name not in CATALOG:
            return False
        self.palette_dock.choose(name)
        self.canvas.setFocus(Qt.FocusReason.OtherFocusReason)
        self.canvas.set_cursor_hex(c)
        brush = self.editor.brush
        return brush is not None and self.editor.paint([c], f"Paint {brush.label}", where=True)

    def _said_undo(self) -> None:
        if text := self.undo_group.redoText():
            self.statusBar().showMessage(f"Undone: {text}", 5000)

    def _said_redo(self) -> None:
        if text := self.undo_group.undoText():
            self.statusBar().showMessage(f"Redone: {text}", 5000)

    def _step_tips(self) -> None:
        """Undo's and Redo's tooltips name the step they would take back or give again."""
        if self._setting_step_tips:
            return  # the tips set here emit the actions' changed, which calls again
        self._setting_step_tips = True
        try:
            self._set_step_tips()
        finally:
            self._setting_step_tips = False

    def _set_step_tips(self) -> None:
        group = self.undo_group
        for key, verb, text, idle in (("undo", "Undo", group.undoText(), "the last edit"),
                                      ("redo", "Redo", group.redoText(), "the edit undone")):
            action = self.act[key]
            # the keys bound (in play mode they pass to the game's undo and redo: none)
            keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText)
                             for k in action.shortcuts())
            said = f"{verb} {text or idle}"
            # (after the group's own text, "&Undo STEP": a step's "&" is a letter)
            action.setText(f"&{verb} {literal(text)}" if text else f"&{verb}")
            # a step may name a piece as the file wrote it: plain text (the status bar
            # shows a tip as plain text whatever it holds)
            action.setToolTip(plain(f"{said} ({keys})" if keys else said))
            action.setStatusTip(said)

    def go_to_hex(self) -> None:
        c = ask_hex(self, self.document.scenario.board)
        if c is None:
            return
        self.editor.set_selection({c})
        self.canvas.set_cursor_hex(c)
        self.canvas.center_on(c)
        self.focus_canvas()

    def edit_label(self) -> None:
        c = self.canvas.cursor_hex or (min(self.editor.selection) if self.editor.selection
                                       else None)
        if c is None:
            self.statusBar().showMessage("Put the cursor on a hex first (arrow keys or the "
                                         "mouse)", 5000)
            return
        self.editor.edit_label_at(c)

    def set_hex_labels(self, mode: HexLabels) -> None:
        self.canvas.set_hex_labels(mode)
        self.act[f"labels_{mode.value}"].setChecked(True)

    def check_now(self) -> None:
        self.findings.refresh_now()
        self.show_dock(self.findings, focus=False)

    def show_dock(self, dock: QDockWidget, focus: bool = True) -> None:
        dock.show()
        dock.raise_()
        if focus:
            panels.focus_into(self, dock)

    def focus_canvas(self) -> None:
        self.canvas.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def focus_palette_search(self) -> None:
        self.show_dock(self.palette_dock, focus=False)
        self.palette_dock.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.palette_dock.search.selectAll()

    def createPopupMenu(self) -> QMenu | None:  # noqa: N802 - Qt's name
        """The menu of panels and toolbars (a right-click on a toolbar or a panel's title),
        its letters its own, as the menu bar's are (:func:`keep_menu_keys`)."""
        menu = super().createPopupMenu()
        if menu is not None:
            keep_menu_keys(menu)
        return menu

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 - Qt's names
        """Tab and Shift+Tab: Qt's focus chain, passing over what is not on screen
        (:func:`.panels.unseen`). (The panels hidden behind another tab of their group take no
        focus: :func:`.panels.keys_only_in_sight`.)"""
        start = QApplication.focusWidget()
        for _ in range(500):
            if not super().focusNextPrevChild(next):
                return False
            focus = QApplication.focusWidget()
            if focus is None or focus is start or not panels.unseen(focus):
                return True
        return True

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.act["full_screen"].setChecked(self.isFullScreen())

    def quit_all(self) -> None:
        for w in list(WINDOWS):
            if not w.close():
                return

    # ================================================================================ settings

    def _restore_settings(self) -> None:
        s = self.settings
        # a value not Qt's bytes (a file edited by hand, or by another version) is no layout:
        # given to Qt, it stopped the editor at its start with a traceback
        geometry = s.value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        state = s.value("window/state")
        if isinstance(state, QByteArray) and self.restoreState(state):
            # a layout saved by an older version: its new panels tabbed once on screen
            self.unplaced_docks = panels.unknown_docks(self, state)
            self._tabs_pending = bool(self.unplaced_docks)
        labels = s.value("view/hexLabels", HexLabels.NONE.value)
        if isinstance(labels, str) and labels in HexLabels._value2member_map_:
            self.set_hex_labels(HexLabels(labels))
        for key, setter in (("sectionLines", self.canvas.set_section_lines),
                            ("grid", self.canvas.set_grid)):
            on = s.value(f"view/{key}", True)
            # an INI file gives text; what is neither word is the default
            on = on if isinstance(on, bool) else str(on).lower() != "false"
            setter(on)
            self.act["section_lines" if key == "sectionLines" else "grid"].setChecked(on)

    def save_settings(self) -> None:
        s = self.settings
        s.setValue("window/geometry", self.saveGeometry())
        s.setValue("window/state", self.saveState())
        s.setValue("view/hexLabels", self.canvas.hex_labels.value)
        s.setValue("view/sectionLines", self.canvas.section_lines)
        s.setValue("view/grid", self.canvas.grid)
        s.sync()

    def show_balance(self) -> BalanceDock:
        """Scenario → Balance…: the balance lab's dock (built on first use)."""
        from .balance import show_balance

        return show_balance(self)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self.play.may_drop_game("close") or not self.files.maybe_save():
            event.ignore()
            return
        self._let_go()
        self.recovery.remove(self.doc_id)
        event.accept()

    def end_session(self) -> None:
        """The session ends (SIGTERM, SIGHUP, SIGINT: :mod:`.session_end`) and nobody is
        there to answer a question: the unsaved work is written to its recovery copy, which
        is kept, to be offered at the next start as after a crash (a copy that cannot be
        written is said on standard error); the rest is what a close does: the game in play
        dropped, the balance lab's processes stopped, the layout kept. A game in progress
        that no saved game holds is kept in the recovery folder too, to be played on
        (:meth:`PlayMode.keep_game`): it was lost with the window."""
        self.files.autosave()
        if self.document.is_modified and not self.recovery.files(self.doc_id)[0].exists():
            print(f"m44-editor: the unsaved changes to {self.document.title} could not be "
                  f"written to a recovery copy ({self.recovery.directory})", file=sys.stderr)
        try:
            self.play.keep_game(self.recovery)
        except OSError as e:
            print(f"m44-editor: the game in progress could not be kept in "
                  f"{self.recovery.directory}: {e.strerror or e}", file=sys.stderr)
        self._let_go()
        self.recovery.release(self.doc_id)  # its copy stays: the work of an editor gone
        # hidden as a close hides it: left shown, its panels heard that they were hidden
        # only as the application was torn down, after the window (a traceback)
        self.hide()

    def _let_go(self) -> None:
        """What a window leaves behind it: no game, no worker process (the balance lab's),
        the layout and view saved for the next window, no autosave to come."""
        self.play.leave()
        if self.balance is not None:
            self.balance.shutdown()  # no worker process outlives the window
            self.balance.give_width_back()  # the layout saved is the editor's
        self.save_settings()
        self.autosave_timer.stop()
        if self in WINDOWS:
            WINDOWS.remove(self)
