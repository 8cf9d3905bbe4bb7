"""The main window's dialogs: New scenario, the reader's fixes, a place name, Go to hex,
the keyboard shortcuts. Each is usable from the keyboard alone (labelled fields, default
buttons, Escape cancels)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FuturesTimeout
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import TypeVar

from PySide6.QtCore import QElapsedTimer, QEvent, QEventLoop, QObject, QSettings, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (QApplication, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGridLayout, QHeaderView, QInputDialog, QLabel, QMessageBox,
                               QPlainTextEdit, QProgressDialog, QSpinBox, QTreeWidget,
                               QTreeWidgetItem, QVBoxLayout, QWidget)

from editor.engine.board import EXTENTS, Board, BoardType, Coord, Face, HexNameError, Side
from editor.engine.checks.game_info import RANGE
from editor.engine.faces import FACE_WORDS
from editor.engine.findings import SEVERITIES
from editor.engine.scenario import GameInfo
from editor.io.m44 import Fix
from editor.io.report import fix_finding

from . import key_names
from .findings import message_words, repair_place
from .properties import set_combo_value
from .text import plain, surrogates_escaped, window_title


D = TypeVar("D", bound=QDialog)


@contextmanager
def disposed(dialog: D) -> Iterator[D]:
    """``dialog`` for the ``with`` block (asked by ``exec()``, its answer read), deleted
    after it. A dialog whose own signals hold a function that refers to it (a lambda over
    ``self``) is kept alive by that cycle, which Python's collector cannot see through Qt:
    made with the window as its parent, it stayed the window's hidden child for as long as
    the window was open, one more at every asking (found by the memory audit:
    tests/ui/test_soak.py)."""
    try:
        yield dialog
    finally:
        dialog.deleteLater()


def ask(parent: QWidget | None, title: str, text: str,
        choices: Sequence[tuple[str, QMessageBox.ButtonRole]], *,
        cancel: bool = True, cancel_default: bool = False) -> int | None:
    """A question of one's own choices and Cancel, its text plain (it quotes names from
    files): the index of the choice taken (the first is the default, or Cancel with
    ``cancel_default``: a choice that removes what the user made), ``None`` for Cancel
    or Escape. Without ``cancel`` there is no Cancel, and Escape takes the first choice
    (one of them is what leaving it as it is does)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, surrogates_escaped(text),
                      parent=parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    buttons = [box.addButton(label, role) for label, role in choices]
    if cancel:
        stop = box.addButton(QMessageBox.StandardButton.Cancel)
    else:
        box.setEscapeButton(buttons[0])
    box.setDefaultButton(stop if cancel and cancel_default else buttons[0])
    box.exec()
    clicked = box.clickedButton()
    return next((i for i, b in enumerate(buttons) if b is clicked), None)


BOARD_TYPE_NAMES: dict[BoardType, str] = {
    BoardType.STANDARD: "Standard (13 × 9 hexes)",
    BoardType.BRKTHRU: "Breakthrough (13 × 17 hexes)",
    BoardType.OVERLORD: "Overlord (26 × 9 hexes)"}
FACE_NAMES: dict[Face, str] = {face: words.capitalize() for face, words in FACE_WORDS.items()}


T = TypeVar("T")

#: Work that may take longer than this (milliseconds) shows a progress window.
PROGRESS_AFTER_MS = 1000


#: The share of the screen's free room a dialog may take at most at first.
SCREEN_SHARE = 0.9


def resize_within_screen(dialog: QWidget, width: int, height: int) -> None:
    """Give ``dialog`` its first size, ``width`` × ``height``, or less where the screen is
    smaller: a 1920 × 1200 screen at scale 2 is 960 × 600 logical pixels, and the
    shortcut list's 600 pixels (plus the title bar) pushed its Close button off it."""
    parent = dialog.parentWidget()
    screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
    if screen is not None:
        room = screen.availableGeometry()
        width = min(width, int(room.width() * SCREEN_SHARE))
        height = min(height, int(room.height() * SCREEN_SHARE))
    dialog.resize(width, height)


class BusyProgress:
    """Feedback for a long job (opening a big file): the wait cursor and a status line at
    once; the Qt-free part of the work runs on a worker thread while the window keeps
    painting, and a progress window naming the step under way appears when the job takes
    over :data:`PROGRESS_AFTER_MS`. A context manager; ``shown`` tells afterwards whether
    the window appeared."""

    def __init__(self, parent: QWidget, title: str, show_now: bool = False) -> None:
        self.parent = parent
        self.title = title
        #: Show the window at once (the stage before was long already).
        self.show_now = show_now
        self.shown = False
        self._dialog: QProgressDialog | None = None
        self._clock = QElapsedTimer()

    def __enter__(self) -> BusyProgress:
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        d = QProgressDialog(self.title, "", 0, 0, self.parent)  # 0..0: a busy bar
        label = QLabel(self.title)
        label.setTextFormat(Qt.TextFormat.PlainText)  # a file's name is text, not markup
        d.setLabel(label)
        d.setWindowTitle(window_title(self.title))
        d.setCancelButton(None)
        d.setWindowModality(Qt.WindowModality.WindowModal)
        d.setMinimumDuration(2**30)  # shown by _tick, never by Qt's own timer
        d.setAutoClose(False)
        d.hide()
        d.setAccessibleName(self.title)
        self._dialog = d
        self._clock.start()
        if self.show_now:
            d.show()
            self.shown = True
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents, 20)
        return self

    def _tick(self) -> None:
        """Keep the window painted; show the progress window once the job is long."""
        assert self._dialog is not None
        if not self._dialog.isVisible() and self._clock.elapsed() >= PROGRESS_AFTER_MS:
            self._dialog.show()
            self.shown = True
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents, 20)

    def run(self, text: str, work: Callable[[], T]) -> T:
        """``work()`` (it must not touch Qt) on a worker thread, the window kept painted
        meanwhile (user input waits); its result, or its exception raised here."""
        assert self._dialog is not None
        self._dialog.setLabelText(text)
        with ThreadPoolExecutor(max_workers=1) as pool:
            future = pool.submit(work)
            while True:
                try:
                    return future.result(timeout=0.02)
                except FuturesTimeout:
                    self._tick()

    def step(self, text: str) -> None:
        """Say what the GUI thread does next ("Drawing the board…")."""
        assert self._dialog is not None
        self._dialog.setLabelText(text)
        if self._dialog.isVisible():
            self._dialog.repaint()

    def __exit__(self, *exc: object) -> None:
        QApplication.restoreOverrideCursor()
        if self._dialog is not None:
            self._dialog.close()
            self._dialog.deleteLater()
            self._dialog = None


#: What a new scenario starts with (File → New offers it and remembers the last choice):
#: the Axis at the top, five command cards and six medals for each side, the Allies first.
#: Every field but the units is then set, so a new scenario's findings are what is left to
#: design (its units and texts), not a list of blanks.
NEW_GAME_INFO = GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                         cards_player1=5, cards_player2=5, victory_player1=6,
                         victory_player2=6, starting="PLAYER2")


@dataclass(frozen=True)
class NewScenario:
    """What File → New asked for: the board, its face, and who plays with what."""

    board_type: BoardType = BoardType.STANDARD
    face: Face = Face.COUNTRY
    info: GameInfo = NEW_GAME_INFO


class NewScenarioDialog(QDialog):
    """Board type and face of a new scenario, and its players: the side at the top, each
    side's command cards and medals to win, who moves first (all changeable later: the board
    by Scenario → Board Type and Board Face, the rest in Scenario properties, as its note
    says). ``settings`` keeps the last choice for the next New."""

    def __init__(self, parent: QWidget | None = None, settings: QSettings | None = None
                 ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle("New Scenario")
        self.setAccessibleName("New scenario")
        self.board_type = QComboBox()
        for t, name in BOARD_TYPE_NAMES.items():
            self.board_type.addItem(name, t)
        self.board_type.setAccessibleName("Board type")
        self.board_type.setToolTip("The board: standard, Breakthrough (deeper) or Overlord "
                                   "(twice as wide)")
        self.face = QComboBox()
        for f, name in FACE_NAMES.items():
            self.face.addItem(name, f)
        self.face.setAccessibleName("Board face")
        self.face.setToolTip("The printed ground: countryside, winter, beach (beach and "
                             "ocean along the bottom edge) or desert")
        self.top = QComboBox()
        for side in Side:
            self.top.addItem(f"{_side_name(side)} at the top, {_side_name(side.other)} at "
                             "the bottom", side)
        self.top.setAccessibleName("Sides")
        self.top.setToolTip("Player 1 sits at the top of the board, player 2 at the bottom")
        self.cards: dict[int, QSpinBox] = {}
        self.medals: dict[int, QSpinBox] = {}
        self.starting = QComboBox()
        self.starting.setAccessibleName("Moves first")
        self.starting.setToolTip("The side that plays the first turn")
        for n in (1, 2):
            self.starting.addItem("", f"PLAYER{n}")
        form = QFormLayout()
        form.addRow("&Board type:", self.board_type)
        form.addRow("&Face:", self.face)
        form.addRow("&Sides:", self.top)
        players = QGridLayout()
        self.side_labels = {n: QLabel() for n in (1, 2)}
        cards, medals = QLabel("Command &cards:"), QLabel("M&edals to win:")
        players.addWidget(cards, 1, 0)
        players.addWidget(medals, 2, 0)
        for n in (1, 2):
            self.cards[n], self.medals[n] = QSpinBox(), QSpinBox()
            for spin in (self.cards[n], self.medals[n]):
                spin.setRange(RANGE.start, RANGE.stop - 1)
        # laid out row by row, as Tab walks them (the focus chain follows the layout)
        rows: tuple[Mapping[int, QWidget], ...] = (self.side_labels, self.cards, self.medals)
        for row, fields in enumerate(rows):
            for n in (1, 2):
                players.addWidget(fields[n], row, n)
        cards.setBuddy(self.cards[1])
        medals.setBuddy(self.medals[1])
        form.addRow(players)
        form.addRow("&Moves first:", self.starting)
        note = QLabel("The board type and face can be changed later with Scenario → Board "
                      "Type and Scenario → Board Face, the rest in Scenario properties.")
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        # the button says what it does: a bare OK left open whether it makes the scenario
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Create")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self._showing = False
        self._top_shown = Side(self.top.currentData())
        self.top.currentIndexChanged.connect(lambda _i: self._sides_changed())
        self.show_choice(self._remembered())
        self.accepted.connect(self._remember)

    def _sides(self) -> tuple[Side, Side]:
        top = Side(self.top.currentData())
        return top, top.other

    def _sides_changed(self) -> None:
        """The sides changed seats: each side keeps its cards, medals and first move (the
        numbers follow the army, not the seat)."""
        top = Side(self.top.currentData())
        if top is not self._top_shown and not self._showing:
            for spins in (self.cards, self.medals):
                a, b = spins[1].value(), spins[2].value()
                spins[1].setValue(b)
                spins[2].setValue(a)
            if self.starting.currentIndex() in (0, 1):  # PLAYER1, PLAYER2
                self.starting.setCurrentIndex(1 - self.starting.currentIndex())
        self._top_shown = top
        self._name_sides()

    def _name_sides(self) -> None:
        """The columns and the first mover say each side by name, as the sides now stand."""
        for n, side in enumerate(self._sides(), start=1):
            where = "top" if n == 1 else "bottom"
            self.side_labels[n].setText(f"{_side_name(side)} ({where})")
            for spin, what in ((self.cards[n], "command cards"),
                               (self.medals[n], "medals to win")):
                spin.setAccessibleName(f"{_side_name(side)} {what}")
            self.starting.setItemText(n - 1, f"{_side_name(side)} (player {n}, {where})")

    def show_choice(self, choice: NewScenario) -> None:
        """Set every field to ``choice``."""
        g = choice.info
        set_combo_value(self.board_type, choice.board_type)
        set_combo_value(self.face, choice.face)
        self._showing = True
        try:
            set_combo_value(self.top, g.side_player1)
        finally:
            self._showing = False
        for n in (1, 2):
            self.cards[n].setValue(getattr(g, f"cards_player{n}"))
            self.medals[n].setValue(getattr(g, f"victory_player{n}"))
        set_combo_value(self.starting, g.starting)
        self._name_sides()

    def choice(self) -> NewScenario:
        top, bottom = self._sides()
        info = GameInfo(side_player1=top, side_player2=bottom,
                        cards_player1=self.cards[1].value(),
                        cards_player2=self.cards[2].value(),
                        victory_player1=self.medals[1].value(),
                        victory_player2=self.medals[2].value(),
                        starting=str(self.starting.currentData()))
        return NewScenario(BoardType(self.board_type.currentData()),
                           Face(self.face.currentData()), info)

    # --- the last choice, kept in the settings ------------------------------------------

    _KEY = "new_scenario"

    def _remembered(self) -> NewScenario:
        """The last choice made, or :class:`NewScenario`'s defaults. A value the settings
        hold that is not a choice (an older or hand-edited settings file) is left at its
        default."""
        saved: object = None
        if self.settings is not None:
            try:
                saved = json.loads(str(self.settings.value(self._KEY, "")))
            except ValueError:
                saved = None
        if not isinstance(saved, dict):
            return NewScenario()
        base, g = NewScenario(), NEW_GAME_INFO

        def count(key: str, default: int | None) -> int | None:
            value = saved.get(key)
            return value if isinstance(value, int) and value in RANGE else default

        top = _choice(Side, saved.get("top"), g.side_player1)
        info = replace(
            g, side_player1=top, side_player2=top.other,
            cards_player1=count("cards1", g.cards_player1),
            cards_player2=count("cards2", g.cards_player2),
            victory_player1=count("medals1", g.victory_player1),
            victory_player2=count("medals2", g.victory_player2),
            starting=_choice(str, saved.get("starting"), g.starting, ("PLAYER1", "PLAYER2")))
        return NewScenario(_choice(BoardType, saved.get("board_type"), base.board_type),
                           _choice(Face, saved.get("face"), base.face), info)

    def _remember(self) -> None:
        if self.settings is None:
            return
        c = self.choice()
        g = c.info
        self.settings.setValue(self._KEY, json.dumps({
            "board_type": c.board_type.value, "face": c.face.value,
            "top": g.side_player1.value, "cards1": g.cards_player1, "cards2": g.cards_player2,
            "medals1": g.victory_player1, "medals2": g.victory_player2,
            "starting": g.starting}))


def _side_name(side: Side) -> str:
    return side.value.capitalize()


def _choice(kind: Callable[[str], T], value: object, default: T,
            among: Iterable[str] | None = None) -> T:
    """``kind(value)`` when ``value`` is a string naming one of the choices, else
    ``default``."""
    if not isinstance(value, str) or (among is not None and value not in among):
        return default
    try:
        return kind(value)
    except ValueError:
        return default


def ask_new_scenario(parent: QWidget | None, settings: QSettings | None = None
                     ) -> NewScenario | None:
    """What File → New should start, or ``None`` when cancelled."""
    with disposed(NewScenarioDialog(parent, settings)) as dialog:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.choice()


class FixesDialog(QDialog):
    """What the reader repaired while opening a sloppy file, each at its place said as the
    findings panel says it (the hex on ``board`` whose entry held it, with the part of it
    repaired: "B9, terrain"; "Battle info: ..."), and its message with the JSON paths it
    quotes said in words ("hexagon entry 66"); the place in the file, its JSON path, in the
    place's tooltip, and the message as the command line says it in the message's; errors
    first, then warnings and infos, as the findings panel lists its own."""

    def __init__(self, file_name: str, fixes: Sequence[Fix], parent: QWidget | None = None,
                 doing: str = "opening", board: Board | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(window_title(f"Repairs made while {doing} {file_name}"))
        resize_within_screen(self, 760, 420)
        errors = sum(f.severity == "error" for f in fixes)
        warnings = sum(f.severity == "warning" for f in fixes)
        said = [f"{errors} assumed what the game needs and the file lacks"] if errors else []
        said += [f"{warnings} dropped, replaced or guessed content"] if warnings else []
        intro = QLabel(
            f"{file_name} was not in the canonical .m44 form: the reader made "
            f"{len(fixes)} repair{'s' if len(fixes) != 1 else ''}"
            + (f" ({'; '.join(said)})" if said else "")
            + ". Saving writes the canonical form.")
        intro.setTextFormat(Qt.TextFormat.PlainText)  # the file's name is not markup
        intro.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setAccessibleName("Repairs")
        self.tree.setHeaderLabels(["Severity", "Place", "Repair"])
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        # the repairs that lost content first, as the findings panel lists its own: a few
        # warnings came after a screenful of infos, out of sight; each severity's in the
        # file's order
        for f in sorted(fixes, key=lambda f: SEVERITIES.index(f.severity)):
            place = repair_place(fix_finding(f, at_hex=True), board)
            item = QTreeWidgetItem([f.severity, place, message_words(f.message, f.quoted)])
            item.setToolTip(1, plain(f"At {f.path} in the file"))
            item.setToolTip(2, plain(f"{f.code}: {f.message}"))
            self.tree.addTopLevelItem(item)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        # The chosen repair read whole below the list, where a long one is cut at the
        # window's edge ("hex G5 is listed twice, at hexagon entry 3 and ... m..."): its
        # place, its message, and where it is in the file.
        self.detail = QLabel()
        self.detail.setTextFormat(Qt.TextFormat.PlainText)  # the file's text is not markup
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                            | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.detail.setAccessibleName("The chosen repair")
        self.tree.currentItemChanged.connect(self._show_detail)
        first = self.tree.topLevelItem(0)
        if first is not None:
            self.tree.setCurrentItem(first)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.tree)
        layout.addWidget(self.detail)
        layout.addWidget(buttons)

    def _show_detail(self, item: QTreeWidgetItem | None) -> None:
        self.detail.setText("" if item is None else
                            f"{item.text(1)} ({item.text(0)})\n{item.text(2)}\n"
                            f"{item.toolTip(1)}.")

    def rows(self) -> list[tuple[str, str, str]]:
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [(item.text(0), item.text(1), item.text(2)) for item in items if item is not None]


class LabelDialog(QDialog):
    """The place name of a hex (the Label tool, F2), one line per line. Enter starts a new
    line; Tab moves the focus on, as in the Hex panel's place-name field, and Ctrl+Enter
    accepts."""

    def __init__(self, parent: QWidget | None, hex_name: str, lines: Iterable[str]) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Label on {hex_name}")
        prompt = QLabel(f"Place name printed on {hex_name} (one line per line; empty removes "
                        f"it; {key_names.keys('Ctrl+Enter')} accepts):")
        prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.edit = QPlainTextEdit("\n".join(lines))
        self.edit.setTabChangesFocus(True)
        self.edit.setAccessibleName("Place name")
        prompt.setBuddy(self.edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.edit.installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.addWidget(prompt)
        layout.addWidget(self.edit)
        layout.addWidget(buttons)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        # Ctrl+Enter accepts (the text field would start a new line)
        if (watched is self.edit and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            self.accept()
            return True
        return super().eventFilter(watched, event)

    def lines(self) -> tuple[str, ...]:
        """The lines typed (``()``: none, which removes the name)."""
        return tuple(line.rstrip() for line in self.edit.toPlainText().strip("\n").splitlines())


def ask_label_text(parent: QWidget | None, hex_name: str, lines: Iterable[str]
                   ) -> tuple[str, ...] | None:
    """The place name of a hex, one line per line; ``None`` when cancelled, ``()`` to
    remove it."""
    dialog = LabelDialog(parent, hex_name, lines)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.lines()


def ask_hex(parent: QWidget | None, board: Board) -> Coord | None:
    """A hex typed by name (E7, a2) or as ``row,col``: Edit → Go to Hex. A name typed in
    the other case goes to the one hex it can mean (a row's hexes are all upper or all
    lower case, so ``e9`` names no other hex than E9: the dialog said "did you mean E9?"
    and then asked again with an empty field); a name that is no hex is said, and asked
    again with the text typed, to be corrected rather than typed anew."""
    ext = EXTENTS[board.type]
    last = board.hex_name(Coord(0, ext.max_col))
    text = ""
    while True:
        text, ok = QInputDialog.getText(
            parent, "Go to Hex", f"Hex name (A1 … {last}) or row,col:", text=text)
        if not ok or not text.strip():
            return None
        try:
            return board.parse_hex(board.typed_name(text))
        except HexNameError as e:
            QMessageBox.warning(parent, "Go to Hex", plain(str(e)))


#: The keys of the map and of the palette's search, which are no menu's commands:
#: (group, what they do, keys).
MAP_KEYS: tuple[tuple[str, str, str], ...] = tuple(
    ("Map canvas", what, keys) for what, keys in (
        ("Move the hex cursor", "Arrow keys"),
        ("To the ends of its row, of its column", "Home, End; Page Up, Page Down"),
        ("Extend the selection", "Shift+Arrow keys, Shift+Home, End, Page Up, Page Down"),
        ("Apply the current tool at the cursor", "Enter, Space tapped"),
        ("Grow, shrink the selection", f"Shift+drag, {key_names.modifier('Ctrl')}+drag"),
        ("A hex's commands", "Right-click, Menu"),
        ("Pan", "Space+drag, middle button drag, scroll bars, a drag held at the edge"),
        ("Zoom about the pointer", "Mouse wheel"),
        ("Rotate the piece under the pointer", f"Shift+wheel, {key_names.modifier('Alt')}+wheel"),
        ("Abandon a drag, else the selection", "Esc"),
        ("Move between map and panels", "Tab, Shift+Tab, F6"))) + tuple(
    ("Palette search", what, keys) for what, keys in (
        ("Take the first match as the brush", "Enter"),
        ("Go down into the matches", "Down"),
        ("Clear it, then back to the map", "Esc")))


class ShortcutsDialog(QDialog):
    """Every command that has a shortcut, with it, read from the window's actions (Help →
    Keyboard Shortcuts), so the list cannot drift from the keys that work."""

    def __init__(self, actions: Iterable[tuple[str, QAction]], parent: QWidget | None = None,
                 more: Iterable[tuple[str, str, str]] = ()) -> None:
        """``actions``: each command with the menu it is in; ``more``: keys that are no
        command of a menu, as (group, what they do, keys), after the map's and the
        palette search's."""
        super().__init__(parent)
        self.setWindowTitle("Keyboard Shortcuts")
        resize_within_screen(self, 560, 600)
        tree = QTreeWidget()
        tree.setAccessibleName("Keyboard shortcuts")
        tree.setHeaderLabels(["Command", "Shortcut"])
        tree.setRootIsDecorated(True)
        groups: dict[str, QTreeWidgetItem] = {}
        for menu, action in actions:
            keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText)
                             for k in action.shortcuts())
            if not keys:
                continue
            group = groups.get(menu)
            if group is None:
                group = groups[menu] = QTreeWidgetItem([menu, ""])
                tree.addTopLevelItem(group)
            group.addChild(QTreeWidgetItem([action.text().replace("&", ""), keys]))
        for group_name, what, keys in (*MAP_KEYS, *more):
            group = groups.get(group_name)
            if group is None:
                group = groups[group_name] = QTreeWidgetItem([group_name, ""])
                tree.addTopLevelItem(group)
            row = QTreeWidgetItem([what, keys])
            for column in (0, 1):  # a row cut short by a narrow list is read whole here
                row.setToolTip(column, plain(f"{what}: {keys}"))
            group.addChild(row)
        tree.expandAll()
        tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(tree)
        layout.addWidget(buttons)
        tree.setFocus(Qt.FocusReason.OtherFocusReason)
