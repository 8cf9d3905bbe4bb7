"""The editing layer: one open scenario, its file, and its undo stack.

Views read ``document.scenario`` and listen to the signals; every change goes through an
undo command (:mod:`editor.ui.commands`) pushed by the methods below.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from editor.engine.board import Coord
from editor.engine.packs import filled_packs
from editor.engine.scenario import Hex, Scenario, ScenarioText
from editor.io.files import Stamp, file_stamp
from editor.io.m44 import Fix, LoadResult, load, save

from .commands import ChangeValue, SetHexes, push

#: Attributes of a Scenario that ChangeValue may set. Board type and face change the whole
#: map, so views repaint everything on ``boardChanged``.
_BOARD_ATTRS = frozenset({"board_type", "face"})
_VALUE_ATTRS = _BOARD_ATTRS | {"game_info", "packs", "labels", "groups", "meta_data",
                               "board_extra", "extra", "text", "hexes_all"}


class Document(QObject):
    """An open scenario with its undo stack."""

    #: Some hexes changed: the set of their coordinates.
    hexesChanged = Signal(object)  # noqa: N815 - Qt signal naming
    #: Board type or face changed (or every hex): repaint everything.
    boardChanged = Signal()  # noqa: N815
    #: Game info, texts, packs, labels or groups changed.
    infoChanged = Signal()  # noqa: N815
    #: Anything changed (after the specific signal): findings, title, etc. follow it.
    changed = Signal()
    #: The file path changed (save as).
    pathChanged = Signal()  # noqa: N815
    #: An edit, or its undo, changed these layers (a frozenset of
    #: :data:`~editor.render.options.LAYERS`): a layer hidden from view is shown again.
    layersEdited = Signal(object)  # noqa: N815

    _strokes = itertools.count(1)

    def __init__(self, scenario: Scenario | None = None, path: str | Path | None = None,
                 parent: QObject | None = None, *, stamp: Stamp | None = None) -> None:
        super().__init__(parent)
        self.scenario = scenario if scenario is not None else Scenario()
        self.path: Path | None = Path(path) if path else None
        #: The file's stamp when it was read or last saved here (:meth:`changed_on_disk`).
        self.stamp = stamp
        self.undo_stack = QUndoStack(self)
        #: A display document that no one edits (play mode's position, :meth:`show_hexes`):
        #: the canvas draws what the game says beside it (the airplanes airborne), not what
        #: the scenario will start with.
        self.display = False

    # --- files -------------------------------------------------------------------------

    @classmethod
    def open(cls, path: str | Path, parent: QObject | None = None) -> tuple[Document, list[Fix]]:
        """Read a file; raises ``M44ReadError`` when it cannot be read."""
        result, stamp = cls.read(path)
        return cls(result.scenario, path, parent, stamp=stamp), result.fixes

    @staticmethod
    def read(path: str | Path) -> tuple[LoadResult, Stamp | None]:
        """A file read (raises ``M44ReadError``), with its stamp taken before the read: a
        change made while it is read is seen at the save, never missed. Needs no Qt
        object: the window reads on a worker thread."""
        stamp = file_stamp(path)
        return load(path), stamp

    def save(self, path: str | Path | None = None) -> list[str]:
        """Write the scenario (atomically, keeping a .bak); marks the document clean. The
        expansions its pieces need are added to ``packs`` first (one undo step), so that
        other tools know what to set up: returns those added."""
        target = Path(path) if path else self.path
        if target is None:
            raise ValueError("no file name to save to")
        packs, added = filled_packs(self.scenario)
        if added:
            self.set_value("packs", packs, "List the expansions " + ", ".join(added))
        save(self.scenario, target)
        self.stamp = file_stamp(target)
        if target != self.path:
            self.path = target
            self.pathChanged.emit()
        self.undo_stack.setClean()
        return added

    def changed_on_disk(self) -> bool:
        """Whether the file was written by something else (another program, another
        window) since it was read or saved here: a save would replace that version. A
        file deleted meanwhile has nothing to lose."""
        if self.path is None:
            return False
        now = file_stamp(self.path)
        return now is not None and now != self.stamp

    @property
    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    @property
    def title(self) -> str:
        return self.path.name if self.path else "Untitled"

    # --- edits (each pushes one undo command) ------------------------------------------

    @classmethod
    def new_stroke(cls) -> int:
        """An id grouping the edits of one mouse drag into one undo step."""
        return next(cls._strokes)

    def set_hexes(self, new: Mapping[Coord, Hex], text: str, stroke: int | None = None,
                  where: bool = False) -> bool:
        """Replace the content of hexes; nothing is pushed when nothing changes. ``where``:
        the step's name says the hexes changed (:class:`~.commands.SetHexes`)."""
        changes = {c: h for c, h in new.items() if self.scenario.hex(c) != h}
        if not changes:
            return False
        old = {c: self.scenario.hex(c) for c in changes}
        push(self.undo_stack, SetHexes(self, old, changes, text, stroke, where))
        return True

    def stroke_on_top(self, stroke: int) -> bool:
        """Whether the last step is ``stroke``'s (not undone, nothing done since)."""
        stack = self.undo_stack
        top = stack.command(stack.index() - 1) if stack.index() > 0 else None
        return isinstance(top, SetHexes) and top.stroke == stroke

    def take_back_stroke(self, stroke: int) -> bool:
        """Undo the edits of ``stroke`` (a drag abandoned with Escape) and leave no step for
        Redo to give back: ``False`` when the last step is not that stroke's."""
        if not self.stroke_on_top(stroke):
            return False
        stack = self.undo_stack
        top = stack.command(stack.index() - 1)
        assert isinstance(top, SetHexes)
        top.undo()  # the hexes as they were...
        top.setObsolete(True)  # ...and Qt drops an obsolete command without undoing it again
        stack.undo()
        return True

    def set_hex(self, c: Coord, h: Hex, text: str, stroke: int | None = None) -> bool:
        return self.set_hexes({c: h}, text, stroke)

    def set_value(self, attr: str, value: Any, text: str, merge_key: str | None = None) -> bool:
        """Set a scenario attribute (``game_info``, ``packs``, ``face``, ``labels``...)."""
        assert attr in _VALUE_ATTRS, attr
        old = self._read_value(attr, None)
        if old == value:
            return False
        push(self.undo_stack, ChangeValue(self, attr, old, value, text, merge_key))
        return True

    def set_value_listing_packs(self, attr: str, value: Any, text: str,
                                merge_key: str | None = None) -> bool:
        """:meth:`set_value`, and the expansions the scenario then needs added to ``packs``
        in the same undo step, as :meth:`save` adds them (:func:`filled_packs`): the Air
        rules switched on list the Air Pack at once, where the packs showed it only once
        the file was saved. Without a pack to add, the edit merges as ``merge_key`` says."""
        packs, added = filled_packs(replace(self.scenario, **{attr: value}))
        if not added:
            return self.set_value(attr, value, text, merge_key)
        self.undo_stack.beginMacro(text)
        self.set_value(attr, value, text)
        self.set_value("packs", packs, "List the expansions " + ", ".join(added))
        self.undo_stack.endMacro()
        return True

    def set_text(self, lang: str, value: ScenarioText | None, text: str,
                 merge_key: str | None = None) -> bool:
        """Set (or, with ``None``, remove) one language's texts. A removal is a change of
        all the texts, so that its Undo puts the language back in its place (put back by
        its key, it came last, and the file listed the languages in another order)."""
        old = self.scenario.text.get(lang)
        if old == value:
            return False
        if value is None:
            kept = {k: t for k, t in self.scenario.text.items() if k != lang}
            push(self.undo_stack, ChangeValue(self, "text", dict(self.scenario.text), kept,
                                              text, merge_key))
            return True
        push(self.undo_stack, ChangeValue(self, "text", old, value, text, merge_key, key=lang))
        return True

    def replace_all(self, scenario: Scenario, text: str) -> None:
        """Replace the whole map and its settings in one step (board type change, mirror,
        180° turn...)."""
        self.undo_stack.beginMacro(text)
        for attr in ("board_type", "face", "game_info", "labels", "groups", "packs", "text"):
            self.set_value(attr, getattr(scenario, attr), text)
        self.set_value("hexes_all", dict(scenario.hexes), text)
        self.undo_stack.endMacro()

    def replace_whole(self, scenario: Scenario, text: str) -> None:
        """Replace everything the file holds in one step, as :meth:`replace_all` does and
        its metadata and the keys this editor does not know too (recovered work, a file
        reloaded)."""
        self.undo_stack.beginMacro(text)
        self.replace_all(scenario, text)
        for attr in ("meta_data", "board_extra", "extra"):
            self.set_value(attr, getattr(scenario, attr), text)
        self.undo_stack.endMacro()

    def reload(self, scenario: Scenario, stamp: Stamp | None,
               text: str = "Reload from disk") -> bool:
        """Show the file as read again (``scenario``, read when it had ``stamp``): one
        undoable step named ``text``, after which the document is its file's (clean), and
        Undo brings back what it showed before, unsaved. ``False`` when it showed that
        already (no step is pushed; it is clean and its stamp that one all the same)."""
        self.stamp = stamp
        changed = scenario != self.scenario
        if changed:
            self.replace_whole(scenario, text)
        self.undo_stack.setClean()
        return changed

    def show_hexes(self, hexes: Mapping[Coord, Hex]) -> None:
        """Rewrite hexes with no undo step: for a display document that nobody edits (play
        mode shows the game's position in one), so views repaint as for an edit."""
        self._write_hexes(hexes)

    # --- what the commands call ----------------------------------------------------------

    def _write_hexes(self, hexes: Mapping[Coord, Hex]) -> None:
        layers = edited_layers(self.scenario.hexes, hexes)
        for c, h in hexes.items():
            self.scenario.set_hex(c, h)
        self.hexesChanged.emit(frozenset(hexes))
        if layers:
            self.layersEdited.emit(layers)
        self.changed.emit()

    def _read_value(self, attr: str, key: str | None) -> Any:
        if attr == "text":
            return self.scenario.text.get(key) if key is not None else dict(self.scenario.text)
        if attr == "hexes_all":
            return dict(self.scenario.hexes)
        return getattr(self.scenario, attr)

    def _write_value(self, attr: str, value: Any, key: str | None) -> None:
        s = self.scenario
        layers = (edited_layers(s.hexes, value) | edited_layers(value, s.hexes)
                  if attr == "hexes_all" else
                  frozenset({"labels"}) if attr == "labels" and value != s.labels else
                  frozenset())
        if attr == "text" and key is not None:
            if value is None:
                s.text.pop(key, None)
            else:
                s.text[key] = value
        elif attr == "text":
            s.text = dict(value)
        elif attr == "hexes_all":
            s.hexes = dict(value)
        elif attr in ("labels", "groups"):
            setattr(s, attr, list(value))
        else:
            setattr(s, attr, value)
        if attr in _BOARD_ATTRS or attr == "hexes_all":
            self.boardChanged.emit()
        else:
            self.infoChanged.emit()
        if layers:
            self.layersEdited.emit(layers)
        self.changed.emit()


#: The layers of a hex (:func:`edited_layers`), as :data:`~editor.render.options.LAYERS`
#: names them.
HEX_LAYERS = ("terrain", "rect_terrain", "obstacle", "unit", "tags")


def edited_layers(before: Mapping[Coord, Hex], after: Mapping[Coord, Hex]) -> frozenset[str]:
    """The layers of the hexes of ``after`` that differ from ``before`` (a hex missing from
    ``before`` is an empty one).

    >>> from editor.engine.scenario import Unit
    >>> sorted(edited_layers({}, {Coord(0, 0): Hex(unit=Unit("inf"))}))
    ['unit']
    """
    empty = Hex()
    out: set[str] = set()
    for c, h in after.items():
        old = before.get(c, empty)
        if old != h:
            out.update(layer for layer in HEX_LAYERS
                       if getattr(old, layer) != getattr(h, layer))
    return frozenset(out)


def with_layer(h: Hex, layer: str, value: Any) -> Hex:
    """A hex with one layer replaced (``terrain``, ``rect_terrain``, ``obstacle``, ``unit``,
    ``tags``)."""
    return replace(h, **{layer: value})
