"""Undo commands: every user edit is one of these, pushed on the document's undo stack.

Commands change the model through the document and announce it; views follow the
document's signals, never the other way round. Like Tiled's, they are named verb + noun
and carry old and new values, so undo and redo are swaps.

A paint stroke and typing in one field merge into one undo step (:func:`push`, by Qt's rules
of ``mergeWith``); a step whose merged edits come back to where it started (a letter typed,
then erased; a number spun up, then down) is obsolete, and the stack drops it: the History
lists no step that changes nothing, and the window is unmodified again if that is where it
was saved.
(PySide6 6.12.0 corrupts the reference count of ``True`` whenever a Python override returns a
bool or a signal is emitted, and crashes after a few thousand; pyproject.toml excludes it and
``tests/ui/test_qt_binding.py`` guards against such a release.)
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoCommand, QUndoStack

from editor.engine.board import Board, Coord, in_board_order
from editor.engine.scenario import Hex
from editor.engine.words import counted

if TYPE_CHECKING:
    from .document import Document
    from .tools import EditorState


class _DocumentCommand(QUndoCommand):
    """A command that edits one document. It holds the document weakly: the document owns
    its undo stack, which owns the commands, and a strong reference back would make a cycle
    that Python's garbage collector breaks in an order that crashes shiboken."""

    def __init__(self, doc: Document, text: str) -> None:
        super().__init__(text)
        self._doc = weakref.ref(doc)

    @property
    def doc(self) -> Document:
        doc = self._doc()
        if doc is None:  # the stack dies with its document, so this cannot happen in use
            raise RuntimeError("the document of this command no longer exists")
        return doc

    def absorb(self, other: QUndoCommand) -> bool:
        """Take ``other``'s edit into this step (:func:`push`): whether it was taken (it
        is one more edit of the same stroke, or of the same field)."""
        return False


def push(stack: QUndoStack, command: QUndoCommand) -> None:
    """Push ``command`` on ``stack``, merged into the step below when that step absorbs it,
    by Qt's rules of ``mergeWith``: never into the step the document was saved at, and a
    step that comes back to where it started is dropped. Never inside a macro either (its
    edits carry no stroke or field to merge by).

    The merging is ours, not Qt's, because a command that ``QUndoStack.push`` merges is
    deleted by Qt inside the call, and PySide6 (6.11) then keeps its Python object for
    good, with the hexes or values it held: every mouse move of every stroke and every key
    typed in a field, thousands of commands over a day of editing, none freed with its
    window. Here the command is pushed as a step of its own, then folded into the step
    below and undone as an obsolete step, which Qt deletes without undoing it: deleted so,
    its Python object goes with it."""
    stack.push(command)
    i = stack.index()
    if not stack.canUndo() or i < 2 or stack.cleanIndex() == i - 1:  # (in a macro: False)
        return
    below = stack.command(i - 2)
    if not isinstance(below, _DocumentCommand) or not below.absorb(command):
        return
    command.setObsolete(True)
    stack.undo()  # the command folded in: dropped, not undone
    if below.isObsolete():
        stack.undo()  # the step came back to where it started: dropped too


def hexes_words(board: Board, coords: Iterable[Coord]) -> str:
    """Hexes as an edit's name says them (the History, Undo's tooltip): one by its name
    ("E5"), more by their number and the first in board order ("6 hexes from C3")."""
    names = in_board_order(board, (board.hex_name(c) for c in coords))
    return names[0] if len(names) == 1 else \
        f"{counted(len(names), 'hex', 'hexes')} from {names[0]}"


class SetHexes(_DocumentCommand):
    """Replace the content of some hexes. Commands of one stroke (a paint drag) merge, so a
    whole stroke is one undo step. ``where``: the step's name ends with the hexes it
    changed, those of the whole stroke ("Paint German Infantry on 8 hexes from C3")."""

    def __init__(self, doc: Document, old: Mapping[Coord, Hex], new: Mapping[Coord, Hex],
                 text: str, stroke: int | None = None, where: bool = False) -> None:
        super().__init__(doc, text)
        self.old = dict(old)
        self.new = dict(new)
        self.stroke = stroke
        self.what = text if where else None
        self._say_where()

    def _say_where(self) -> None:
        if self.what is not None and self.new:
            self.setText(f"{self.what} on {hexes_words(self.doc.scenario.board, self.new)}")

    def redo(self) -> None:
        self.doc._write_hexes(self.new)

    def undo(self) -> None:
        self.doc._write_hexes(self.old)

    def absorb(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SetHexes) or self.stroke is None or other.stroke != self.stroke:
            return False
        for c, h in other.old.items():
            self.old.setdefault(c, h)
        self.new.update(other.new)
        self.setObsolete(self.new == self.old)
        self._say_where()
        return True


class ChangeValue(_DocumentCommand):
    """Set one attribute of the scenario (``game_info``, ``packs``, ``face``, ``labels``...)
    or one language's texts. Successive changes with the same ``merge_key`` (typing in one
    field) merge into one step."""

    def __init__(self, doc: Document, attr: str, old: Any, new: Any, text: str,
                 merge_key: str | None = None, key: str | None = None) -> None:
        super().__init__(doc, text)
        self.attr = attr
        self.key = key
        self.old = old
        self.new = new
        self.merge_key = merge_key

    def redo(self) -> None:
        self.doc._write_value(self.attr, self.new, self.key)

    def undo(self) -> None:
        self.doc._write_value(self.attr, self.old, self.key)

    def absorb(self, other: QUndoCommand) -> bool:
        if (not isinstance(other, ChangeValue) or self.merge_key is None
                or other.merge_key != self.merge_key or other.attr != self.attr
                or other.key != self.key):
            return False
        self.new = other.new
        self.setObsolete(self.new == self.old)
        return True


class SetSelection(QUndoCommand):
    """The map's selection, as a part of an edit that selects what it made (a paste, a
    move): its undo gives back the selection from before the edit, its redo the edit's. It
    changes no model, so it needs no signal of the document; it holds the window's editing
    state weakly, as the other commands hold their document."""

    def __init__(self, editor: EditorState, before: frozenset[Coord],
                 after: frozenset[Coord], text: str) -> None:
        super().__init__(text)
        self._editor = weakref.ref(editor)
        self.before = before
        self.after = after

    def redo(self) -> None:
        editor = self._editor()
        if editor is not None:
            editor.set_selection(self.after)

    def undo(self) -> None:
        editor = self._editor()
        if editor is not None:
            editor.set_selection(self.before)
