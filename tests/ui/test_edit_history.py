"""Random sequences of edits, made as the tools, the panels and the menus make them, through
the document's undo stack: whatever the designer does, Undo all the way gives back the
scenario as it was opened, Redo all the way the last one, one Undo then Redo changes
nothing, the window is modified whenever the scenario is not as saved (and unmodified only
as saved), the panels' fields show the scenario, and every state reached saves, reads back
the same, checks and draws, nothing raising in any slot of the window."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (RuleBasedStateMachine, initialize, invariant,
                                 rule, run_state_machine_as_test)
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QFocusEvent, QUndoStack
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QMessageBox, QPlainTextEdit

from editor.engine.board import BoardType, Coord, Face, Side
from editor.engine.catalog import CATALOG
from editor.engine.scenario import Scenario
from editor.io.m44 import dumps, load, loads
from editor.io.report import check_scenario
from editor.ui import board_commands, file_commands
from editor.ui.document import Document
from editor.ui.canvas import ToolEvent
from editor.ui.main_window import MainWindow
from editor.ui.tools import hex_rectangle

from ..conftest import SCENARIOS
from .window_helpers import make_window  # noqa: F401 - fixture

#: What the brushes lay, a few of each palette category (turnable pieces among them).
BRUSHES = ([("terrain", n) for n in ("woods", "hills", "river", "roadX", "town", "ocean")]
           + [("rect_terrain", n) for n in ("bunker", "bridge", "ford", "roadblock", "loco")]
           + [("obstacle", n) for n in ("wire", "sand", "hedgehog")]
           + [("unit", n) for n in ("infger", "tankus", "artbrit", "inf2ru", "plnger")]
           + [("badge", n) for n in ("badge1", "badge5", "badge12")]
           + [("tag", n) for n in ("medal0", "medal1", "tag3", "tag4", "tag5", "tag9")])
BRUSHES = [(c, n) for c, n in BRUSHES if n in CATALOG]
LAYERS = ["all", "terrain", "rect_terrain", "obstacle", "unit", "tags"]
TEXT_FIELDS = ["name", "description", "historical", "bibliography"]

#: Indices of hexes, taken modulo the board's count (the board type changes).
hexes = st.integers(0, 400)
paths = st.lists(hexes, min_size=1, max_size=4)


def flush_deletions() -> None:
    """Delete the widgets deleted later (the panels' forms rebuilt): they go when the
    event loop comes back, which it never does in a test; they piled up, each rebuild
    looked through them all, and a field looked up by name could be a form gone."""
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def tool_event(c: Coord, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> ToolEvent:
    """A mouse event on hex ``c`` as a tool sees it, the left button held."""
    return ToolEvent(c, QPointF(), button, Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier)


def type_into(edit: QLineEdit | QPlainTextEdit, text: str) -> None:
    """Replace a field's text by typing: select all, then each letter a key (each an edit
    of the field; Delete for an empty text)."""
    edit.selectAll()
    if not text:
        QTest.keyClick(edit, Qt.Key.Key_Delete)
    for line_no, line in enumerate(text.split("\n")):
        if line_no:
            QTest.keyClick(edit, Qt.Key.Key_Return)
        QTest.keyClicks(edit, line)


def starting_scenarios() -> list[Scenario]:
    out = [Scenario(), Scenario(board_type=BoardType.BRKTHRU, face=Face.WINTER)]
    out += [load(p).scenario for p in SCENARIOS]
    return out


class EditHistory(RuleBasedStateMachine):
    """One window, a fresh document per example: its edits and the stack's invariants."""

    window: MainWindow
    tmp: Path
    errors: list[Any]
    starts = starting_scenarios()

    def __init__(self) -> None:
        super().__init__()
        self.w = self.window
        self.saved: str | None = None
        self.start = ""

    # --- the starting document ----------------------------------------------------------

    @initialize(start=st.integers(0, len(starts) - 1))
    def open_document(self, start: int) -> None:
        s = copy.deepcopy(self.starts[start])
        self.w.set_document(Document(s))
        QApplication.clipboard().clear()
        self.start = dumps(s)
        self.saved = None

    # --- helpers ------------------------------------------------------------------------

    @property
    def doc(self) -> Document:
        return self.w.document

    @property
    def stack(self) -> QUndoStack:
        return self.doc.undo_stack

    def coord(self, i: int) -> Coord:
        coords = self.doc.scenario.board.coords
        return coords[i % len(coords)]

    def select(self, *indices: int) -> frozenset[Coord]:
        chosen = frozenset(self.coord(i) for i in indices)
        self.w.editor.set_selection(chosen)
        flush_deletions()  # (the forms of the hex shown before)
        return chosen

    def region(self, a: int, b: int) -> frozenset[Coord]:
        board = self.doc.scenario.board
        area = hex_rectangle(board, self.coord(a), self.coord(b))
        self.w.editor.set_selection(area)
        return area

    def stroke(self, tool: str, path: list[int], release: bool = True) -> None:
        """A drag of a stroke tool: the tool's press, moves and release, as the canvas
        forwards them (``release``: the button let go at the end)."""
        self.w.editor.set_tool(tool)
        t = self.w.editor.tool
        cs = [self.coord(i) for i in path]
        t.mouse_pressed(tool_event(cs[0]))
        for c in cs[1:]:
            t.mouse_moved(tool_event(c, Qt.MouseButton.NoButton))
        if release:
            t.mouse_released(tool_event(cs[-1]))

    # --- the tools ----------------------------------------------------------------------

    @rule(brush=st.sampled_from(BRUSHES), turn=st.integers(1, 6), path=paths)
    def paint(self, brush: tuple[str, str], turn: int, path: list[int]) -> None:
        category, name = brush
        count = CATALOG[name].orientations if category != "unit" else 1
        self.w.editor.set_brush(category, name, (turn - 1) % max(count, 1) + 1)
        self.stroke("paint", path)

    @rule(brush=st.sampled_from(BRUSHES), path=paths)
    def abandoned_stroke(self, brush: tuple[str, str], path: list[int]) -> None:
        """A stroke taken back with Escape while the button is held."""
        self.w.editor.set_brush(*brush)
        self.stroke("paint", path, release=False)
        self.w.editor.tool.escape()

    @rule(layer=st.sampled_from(LAYERS), path=paths)
    def erase(self, layer: str, path: list[int]) -> None:
        self.w.editor.set_erase_layer(layer)
        self.stroke("erase", path)

    @rule(brush=st.sampled_from(BRUSHES[:6]), at=hexes)
    def fill(self, brush: tuple[str, str], at: int) -> None:
        self.w.editor.set_brush(*brush)
        self.w.editor.fill(self.coord(at))

    @rule(at=hexes, steps=st.sampled_from([1, -1, 2]))
    def rotate(self, at: int, steps: int) -> None:
        self.w.editor.rotate_at(self.coord(at), steps)

    @rule(at=hexes, text=st.sampled_from(["", "Hill 112", "Ste-Mère\nÉglise", " "]))
    def label(self, at: int, text: str) -> None:
        self.w.editor.set_label(self.coord(at), text.split("\n"))

    # --- the Hex panel --------------------------------------------------------------------

    @rule(at=hexes, what=st.sampled_from(["medal0", "medal2", "tag4", "tag5", "tag3", "tag9"]))
    def add_marker(self, at: int, what: str) -> None:
        self.select(at)
        dock = self.w.hex_dock
        if what.startswith("medal"):
            dock.add_medal(what)
        else:
            dock.add_tag(what)

    @rule(at=hexes, index=st.integers(0, 3))
    def remove_marker(self, at: int, index: int) -> None:
        self.select(at)
        h = self.w.hex_dock.hex
        if h is not None and index < len(h.tags):
            self.w.hex_dock.remove_tag(index)

    @rule(at=hexes, other=hexes, side=st.sampled_from([None, Side.AXIS, Side.ALLIES]),
          linked=st.booleans())
    def edit_marker(self, at: int, other: int, side: Side | None, linked: bool) -> None:
        self.select(at)
        dock = self.w.hex_dock
        h = dock.hex
        if h is None or not h.tags:
            return
        board = self.doc.scenario.board
        names = (board.hex_name(self.coord(at)), board.hex_name(self.coord(other)))
        dock.set_group(0, tuple(dict.fromkeys(names)), linked)
        if h.tags[0].name.startswith("medal"):
            dock.set_medal_side(0, side)
            dock.set_medal(0, "Set objective", temporary=True)

    @rule(at=hexes, nation=st.sampled_from(["ger", "us", "brit", "ru", "jp", "fr"]),
          figures=st.integers(1, 6), badge=st.sampled_from([None, "badge1", "badge7"]))
    def edit_unit(self, at: int, nation: str, figures: int, badge: str | None) -> None:
        self.select(at)
        dock = self.w.hex_dock
        h = dock.hex
        if h is None or h.unit is None:
            return
        dock.set_nation(nation)
        dock.set_figures(figures)
        combo = dock.findChild(QComboBox, "unit_badge")
        if combo is not None:
            combo.setCurrentIndex(combo.findData(badge))

    @rule(at=hexes, layer=st.sampled_from(["terrain", "rect_terrain", "obstacle"]),
          steps=st.sampled_from([1, -1]), owner=st.sampled_from([None, "AXIS", "ALLIES"]))
    def edit_piece(self, at: int, layer: str, steps: int, owner: str | None) -> None:
        self.select(at)
        dock = self.w.hex_dock
        h = dock.hex
        if h is None or getattr(h, layer) is None:
            return
        dock.rotate(layer, steps)
        combo = dock.findChild(QComboBox, f"{layer}_owner")
        if combo is not None:
            combo.setCurrentIndex(combo.findData(owner))

    @rule(at=hexes, text=st.sampled_from(["", "Bridge", "Pegasus\nBridge"]))
    def panel_label(self, at: int, text: str) -> None:
        self.select(at)
        edit = self.w.hex_dock.findChild(QPlainTextEdit, "label_text")
        if edit is not None:
            type_into(edit, text)

    # --- the Properties panel -------------------------------------------------------------

    @rule(lang=st.sampled_from(["en", "fr"]), field=st.sampled_from(TEXT_FIELDS),
          text=st.sampled_from(["", "Omaha", "Le pont <b>", "Pegasus Bridge"]),
          leave=st.booleans())
    def write_text(self, lang: str, field: str, text: str, leave: bool) -> None:
        """Type a text in the language's field, letter by letter, as a person does (one
        undo step while the field keeps the keyboard); ``leave``: then leave the field."""
        props = self.w.properties
        if lang not in self.doc.scenario.text:
            props.add_language(lang)
        props.set_language(lang)
        edit = props.text_edits[field]
        type_into(edit, text)
        if leave:
            QApplication.sendEvent(edit, QFocusEvent(QEvent.Type.FocusOut))

    @rule(lang=st.sampled_from(["en", "fr"]))
    def remove_language(self, lang: str) -> None:
        self.w.properties.remove_language(lang)

    @rule(key=st.sampled_from(["night_visibility", "russian_command", "deck_name",
                               "air_rules"]), on=st.booleans())
    def option(self, key: str, on: bool) -> None:
        props = self.w.properties
        if key == "air_rules":
            props.set_air_rules(True if on else None)
        elif on:
            props.add_option(key)
        else:
            props.remove_option(key)

    @rule(pack=st.sampled_from(["terrain", "eastern", "pacific", "air"]), on=st.booleans())
    def pack(self, pack: str, on: bool) -> None:
        if pack in self.w.properties.pack_boxes:
            self.w.properties.set_pack(pack, on)

    @rule(player=st.sampled_from([1, 2]), side=st.sampled_from(list(Side)))
    def player_side(self, player: int, side: Side) -> None:
        combo = self.w.properties.side[player]
        combo.setCurrentIndex(combo.findData(side.value))

    @rule(at=hexes, remove=st.booleans())
    def sudden_death(self, at: int, remove: bool) -> None:
        props = self.w.properties
        if remove:
            props.remove_condition(0)
        else:
            self.select(at)
            props.add_sudden_death()

    # --- the board --------------------------------------------------------------------------

    @rule(board_type=st.sampled_from(list(BoardType)))
    def board_type(self, board_type: BoardType) -> None:
        board_commands.set_board_type(self.w, board_type)

    @rule(face=st.sampled_from(list(Face)))
    def face(self, face: Face) -> None:
        board_commands.set_face(self.w, face)

    @rule()
    def turn_board(self) -> None:
        board_commands.turn_board(self.w)

    @rule()
    def mirror_board(self) -> None:
        self.w.editor.mirror_board()

    # --- the selection ----------------------------------------------------------------------

    @rule(a=hexes, b=hexes, to=hexes)
    def copy_paste(self, a: int, b: int, to: int) -> None:
        self.region(a, b)
        self.w.editor.copy()
        self.w.editor.paste(self.coord(to))

    @rule(to=hexes)
    def paste_again(self, to: int) -> None:
        """Paste what an earlier step copied (the board may have changed since)."""
        if self.w.editor.can_paste():
            self.w.editor.paste(self.coord(to))

    @rule(a=hexes, b=hexes)
    def cut(self, a: int, b: int) -> None:
        self.region(a, b)
        self.w.editor.cut()

    @rule(a=hexes, b=hexes)
    def delete(self, a: int, b: int) -> None:
        self.region(a, b)
        self.w.editor.delete_selection()

    @rule(a=hexes, b=hexes, drow=st.integers(-3, 3), dcol=st.integers(-4, 4))
    def move(self, a: int, b: int, drow: int, dcol: int) -> None:
        self.region(a, b)
        if (drow + dcol) % 2:
            dcol += 1
        self.w.editor.move_selection(drow, dcol)

    @rule(drow=st.integers(-2, 2), dcol=st.integers(-2, 2), delete=st.booleans())
    def edit_the_selection_left(self, drow: int, dcol: int, delete: bool) -> None:
        """Move or delete the selection as the steps before left it (a paste's, one an
        Undo of a board change trimmed)."""
        if delete:
            self.w.editor.delete_selection()
        elif (drow + dcol) % 2 == 0:
            self.w.editor.move_selection(drow, dcol)

    @rule(a=hexes, b=hexes)
    def mirror_selection(self, a: int, b: int) -> None:
        self.region(a, b)
        self.w.editor.mirror_selection()

    # --- the history and the file -----------------------------------------------------------

    @rule(n=st.integers(1, 3))
    def undo(self, n: int) -> None:
        for _ in range(n):
            self.stack.undo()

    @rule(n=st.integers(1, 3))
    def redo(self, n: int) -> None:
        for _ in range(n):
            self.stack.redo()

    @rule()
    def save(self) -> None:
        """Save (the expansions the pieces need listed first, a step of its own); the file
        reads back as the scenario saved."""
        path = self.tmp / "saved.m44"
        self.doc.save(path)
        self.saved = dumps(self.doc.scenario)
        assert load(path).scenario == self.doc.scenario

    # --- invariants -------------------------------------------------------------------------

    @invariant()
    def nothing_raised(self) -> None:
        QApplication.processEvents()
        flush_deletions()
        assert not self.errors, self.errors

    @invariant()
    def panels_show_the_model(self) -> None:
        """The fields typed in show what the scenario holds (an Undo left a field showing
        the text undone, which its next keystroke wrote back)."""
        props = self.w.properties
        lang = props.language
        texts = self.doc.scenario.text.get(lang) if lang is not None else None
        for field, edit in props.text_edits.items():
            shown = edit.text() if isinstance(edit, QLineEdit) else edit.toPlainText()
            assert shown == ((getattr(texts, field) or "") if texts is not None else ""), field
        dock = self.w.hex_dock
        edit = dock.findChild(QPlainTextEdit, "label_text")
        if edit is not None and dock.coord is not None and edit.isVisibleTo(dock):
            lb = next((lb for lb in self.doc.scenario.labels if lb.coord == dock.coord), None)
            assert edit.toPlainText() == ("\n".join(lb.text) if lb else "")

    @invariant()
    def undo_all_and_redo_all(self) -> None:
        stack = self.stack
        here = stack.index()
        now = dumps(self.doc.scenario)
        stack.setIndex(0)
        assert dumps(self.doc.scenario) == self.start
        stack.setIndex(stack.count())
        final = dumps(self.doc.scenario)
        stack.setIndex(here)
        assert dumps(self.doc.scenario) == now
        if here == stack.count():
            assert final == now

    @invariant()
    def one_undo_and_redo_is_nothing(self) -> None:
        stack = self.stack
        if stack.canUndo():
            now = dumps(self.doc.scenario)
            stack.undo()
            stack.redo()
            assert dumps(self.doc.scenario) == now

    @invariant()
    def modified_when_not_as_saved(self) -> None:
        """Not as saved (or as opened): modified; unmodified: as saved. Steps that come
        back to the saved scenario by other edits (woods painted, then erased) leave it
        modified, as in any editor: the History says what was done since."""
        now = dumps(self.doc.scenario)
        saved = self.saved if self.saved is not None else self.start
        if now != saved:
            assert self.doc.is_modified
        if not self.doc.is_modified:
            assert now == saved

    @invariant()
    def round_trips_checks_and_draws(self) -> None:
        s = self.doc.scenario
        assert loads(dumps(s)).scenario == s
        check_scenario(s)
        self.w.canvas.viewport().grab()
        QApplication.processEvents()
        assert not self.errors, self.errors


def test_random_edits_keep_the_history_whole(make_window, qtbot, tmp_path, monkeypatch
                                             ) -> None:
    """A Hypothesis state machine: see the module's docstring."""
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a, **k: None))
    # (Save asks from file_commands, Board Face from board_commands)
    for module in (file_commands, board_commands):
        monkeypatch.setattr(module, "ask", lambda *a, **k: 0)
    w = make_window()
    with qtbot.captureExceptions() as errors:
        EditHistory.window = w
        EditHistory.tmp = tmp_path
        EditHistory.errors = errors
        # fixed examples (derandomize) of a size that runs in about 30 s: a regression
        # guard; a longer search is the same machine with more examples
        run_state_machine_as_test(EditHistory, settings=settings(
            max_examples=8, stateful_step_count=20, derandomize=True, deadline=None,
            suppress_health_check=list(HealthCheck)))
