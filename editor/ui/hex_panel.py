"""The hex panel: forms for everything on the selected hex.

- the pieces (terrain tile, square piece, obstacle): orientation (a spin box and rotate
  buttons), the behaviours the catalog allows on that layer, the side that owns it;
- the unit: what it is and which side it fights for, its figures, its badge, its behaviour;
- the place name printed on the hex (one line per line of text);
- medal objectives: marker, side, temporary or permanent, medals it counts for, majority of
  a group (the group's hexes edited as a list of names), turn start, hexes needed;
- exit markers: marker, the side that exits, the exit hexes;
- any other marker (mines, camouflage...): behaviour and side;
- with several hexes selected, the units among them in one form ("5 units on 7 selected
  hexes"): their figures, badge and behaviour, a value they share shown and one they
  differ on shown as "(mixed)"; a value set goes on every one of them (each unit's own
  standard figures stored as "not given"), the hexes without a unit left as they are;
- with several hexes selected, the markers of them all (:mod:`.several`): an exit line of
  the hexes, medal objectives on each or one objective over them all, put on (or taken
  off) every one in one undo step.
When the selection grew from a hex (Shift+click), that hex's forms follow, editing it only.

Real form widgets, never JSON. Every change is one undo command through the document
(``Document.set_hex`` / ``set_hexes`` for the selected units, named with their number:
"Set figures of 5 units" / ``set_value("labels")``); typing or spinning in one field merges
into one step until the field loses focus. A marker whose group is shared by markers on
several hexes (a majority objective, an exit line) is edited on all of them at once, its
group and its other fields (worth, side, marker...), in one step, unless the designer
unticks "Same group on its other hexes".

The panel follows the model: it refreshes on the document's signals (so on undo and redo)
and rebuilds its forms only when what stands on the hex changes shape (a marker added...);
otherwise it writes only the values that differ, so a field being typed in keeps its cursor.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import partial
from operator import attrgetter
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QValidator
from PySide6.QtWidgets import (
    QAbstractSpinBox, QApplication, QCheckBox, QComboBox, QDockWidget, QFormLayout, QGroupBox,
    QHBoxLayout, QLabel, QLineEdit, QListWidget, QPlainTextEdit, QPushButton, QSpinBox,
    QVBoxLayout, QWidget,
)

from editor.engine.board import (Board, BoardType, Coord, HexNameError, Side, in_board_order,
                                 not_hexes, split_hex_names)
from editor.engine.air_rules import (AIRFIELDS, AIRPLANE_MODEL, MODELS, READY, READY_MAX,
                                     air_settings, landing_ground, own_model, starting_model)
from editor.engine.catalog import CATALOG, NATIONS, PIECE_LAYERS, unit_nation, unit_type
from editor.engine.checks.objectives import medal_side
from editor.engine.rules import badge_rules, profile_of
from editor.engine.rules.units import MARKER_BEHAVIORS, family_words
from editor.engine.scenario import Hex, Label, Medal, Piece, Scenario, Tag, Unit
from editor.engine.words import capital, counted, turn_angle
from editor.render import token_turn

from .document import Document, with_layer
from .forms import (FitWidthScrollArea, clicks_leave_the_keys, fields_follow, give_keys,
                    into_sight, panel_fields, selected_names)
from .icons import item_icon
from .palette import (EXIT_NAMES, NATION_TITLES, item_summary, movement_phrase,
                      piece_rules_lines, unit_rules_lines)
from .text import ElidingComboBox, plain, tint
from .tools import exit_marker
from .properties import set_combo_value
from .several import (OBJECTIVE_WAYS, baseline_side, exit_line, is_exit, is_objective,
                      marked, objective_words, objectives, on_board, out_of_group, without)

LAYER_TITLES: dict[str, str] = {"terrain": "Terrain", "rect_terrain": "Square piece",
                                "obstacle": "Obstacle"}
MEDAL_NAMES: tuple[str, ...] = tuple(n for n in CATALOG.names("tag") if n.startswith("medal"))
_TYPE_TITLES = {"inf": "infantry", "inf2": "special forces / elite infantry", "tank": "armor",
                "tank2": "elite armor", "gun": "artillery", "pln": "airplane", "veh": "vehicle"}
_NONE = "(none)"
#: The text (and the value) of a field of the selected units that they differ on.
_MIXED = "(mixed)"
#: The fields of a unit chosen from a list, with the word for each.
_UNIT_FIELDS = {"badge": "badge", "behavior": "behaviour"}


def _plain(title: str) -> str:
    """A title shown as written: Qt reads "&" as a mnemonic marker ("Rivers & Waterways")."""
    return title.replace("&", "&&")


def _is_exit(t: Tag) -> bool:
    return t.is_exit_marker


def _is_medal(t: Tag) -> bool:
    return t.is_medal and not t.is_exit_marker


def _tag_kind(t: Tag) -> str:
    return "exit" if _is_exit(t) else "medal" if _is_medal(t) else "other"


def medal_title(t: Tag) -> str:
    """A medal objective's form title in words, with the side it scores for in effect:
    "Medal objective (Allies)", "Medal objective (either side)" (it said "Objective
    medal1")."""
    side = medal_side(t)
    return f"Medal objective ({side.value.capitalize() if side else 'either side'})"


def exit_title(t: Tag) -> str:
    """An exit marker's form title in words, the catalog's label and the side exiting:
    "Exit marker (Allies)" (it said "Exit tag4")."""
    label = CATALOG[t.name].label if t.name in CATALOG else f"Exit marker {t.name}"
    return label + (f" ({Side(t.side).value.capitalize()})" if t.side else "")


def _medal_side_words(name: str) -> str:
    """A medal marker's label without its "Objective medal, ": "Either side", "Allies
    (British style)"."""
    words = CATALOG.shown_label(name).removeprefix("Objective medal, ")
    return capital(words)


class OrientationSpin(QSpinBox):
    """A piece's orientation, 1 to its catalog count, said as the angle its drawing is
    turned with the number the file stores: "60° ↺ (2)" (a bare "2" said nothing of
    which way the piece lies). A number typed is the orientation, an angle typed
    ("120°") its orientation."""

    def textFromValue(self, v: int) -> str:  # noqa: N802 - Qt name
        return f"{turn_angle(v)} ({v})"

    def valueFromText(self, text: str) -> int:  # noqa: N802 - Qt name
        value = self._read(text)
        return value if value is not None else self.value()

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        state = (QValidator.State.Acceptable if self._read(text) is not None
                 else QValidator.State.Intermediate)
        return state, text, pos

    def _read(self, text: str) -> int | None:
        """The orientation ``text`` says: the number in brackets (the field's own text),
        an angle in degrees, or a bare number; ``None`` when it says none in range."""
        m = re.search(r"\((\d+)\)", text)
        if m:
            value = int(m.group(1))
        elif (m := re.fullmatch(r"\s*(\d+)\s*°.*", text)) and int(m.group(1)) % 60 == 0:
            value = int(m.group(1)) // 60 + 1
        elif (m := re.fullmatch(r"\s*(\d+)\s*", text)):
            value = int(m.group(1))
        elif text.strip().startswith("as drawn"):
            value = 1
        else:
            return None
        return value if self.minimum() <= value <= self.maximum() else None


def _side_or_none(value: Any) -> Side | None:
    # Qt hands a StrEnum stored in a combo back as a plain string.
    return Side(value) if value else None


class HexListEditor(QWidget):
    """A list of hex names with a field to add names (``E7``, several separated by spaces
    or commas), a button (or the Delete key) to remove the selected one, and one taking the
    hexes selected on the map instead (``selection``: their names, as a sudden death's
    "Use selected hexes" takes them)."""

    #: The list changed by the user: the new names, in order.
    changed = Signal(object)

    def __init__(self, what: str, parent: QWidget | None = None,
                 selection: Callable[[], Iterable[str]] | None = None) -> None:
        super().__init__(parent)
        self.board = Board(BoardType.STANDARD)
        self.selection = selection
        self.list = QListWidget()
        self.list.setAccessibleName(f"{what}: hexes")
        self.list.setToolTip(f"{what}: the hexes, by name (Delete removes the selected one)")
        self.list.setMaximumHeight(90)
        self.list.installEventFilter(self)
        self.entry = QLineEdit()
        self.entry.setPlaceholderText("E7, f6, …")  # as a sudden death's field says
        self.entry.setAccessibleName(f"{what}: hex names to add")
        self.entry.setToolTip("Type hex names (column letter, row number from the bottom; "
                              "lower case for the shifted rows), then Enter or Add")
        self.entry.returnPressed.connect(self.add_typed)
        self.add_button = QPushButton("Add")
        self.add_button.setAccessibleName(f"{what}: add the typed hexes")
        self.add_button.setToolTip("Add the hexes typed on the left")
        self.add_button.clicked.connect(self.add_typed)
        self.remove_button = QPushButton("Remove")
        self.remove_button.setAccessibleName(f"{what}: remove the selected hex")
        self.remove_button.setToolTip("Remove the selected hex from the list")
        self.remove_button.clicked.connect(self.remove_selected)
        self.use_button = QPushButton("Use selected hexes")
        self.use_button.setAccessibleName(f"{what}: use the hexes selected on the map")
        self.use_button.setToolTip(
            "Take the hexes selected on the map instead (Shift+click or Shift+drag on the "
            "map adds hexes to the selection, and this hex stays shown here)")
        self.use_button.clicked.connect(self.use_selection)
        self.use_button.setVisible(selection is not None)
        self.error = QLabel()
        self.error.setTextFormat(Qt.TextFormat.PlainText)  # echoes what was typed
        tint(self.error, "error")
        self.error.setAccessibleName(f"{what}: error")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # Remove beside the list it removes from, the field beside Add only: beside both
        # buttons it was squeezed to a few letters
        row = QHBoxLayout()
        row.addWidget(self.list, 1)
        row.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(self.entry, 1)
        row.addWidget(self.add_button)
        layout.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(self.use_button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self.error)
        self.error.hide()

    def names(self) -> tuple[str, ...]:
        return tuple(self.list.item(i).text() for i in range(self.list.count()))

    def set_names(self, board: Board, names: Iterable[str]) -> None:
        """Show ``names`` (without announcing a change)."""
        self.board = board
        names = tuple(names)
        if names != self.names():
            self.list.clear()
            self.list.addItems(list(names))

    def add_typed(self) -> None:
        """Add the names typed in the field, keeping the list in board order (by row from
        the top edge, then column: A9, B9, C9, as official files and "Use selected hexes"
        list them); a name typed in the other case is the one hex it can mean (``e9`` is
        E9, as Go to Hex reads it: :meth:`Board.typed_name`); when one is not a hex of the
        board nothing is added and the field keeps the text to be corrected."""
        words = split_hex_names(self.entry.text())
        names = list(self.names())
        bad = []
        for w in words:
            try:
                name = self.board.hex_name(self.board.parse_hex(self.board.typed_name(w)))
            except HexNameError:
                bad.append(w)
                continue
            if name not in names:
                names.append(name)
        self.error.setText(f"Not hexes of this board: {not_hexes(self.board, bad)}"
                           if bad else "")
        self.error.setVisible(bool(bad))
        if bad:
            return
        self.entry.clear()
        ordered = in_board_order(self.board, names)
        if ordered != self.names():
            self.changed.emit(ordered)

    def use_selection(self) -> None:
        """Make the list the hexes selected on the map (nothing when none is selected:
        the error says to select them first)."""
        names = tuple(self.selection()) if self.selection is not None else ()
        self.error.setText("" if names else "Select the hexes on the map first.")
        self.error.setVisible(not names)
        if names and names != self.names():
            self.changed.emit(names)

    def remove_selected(self) -> None:
        row = self.list.currentRow()
        if row < 0:
            return
        names = list(self.names())
        del names[row]
        self.changed.emit(tuple(names))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if (watched is self.list and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)):
            self.remove_selected()
            return True
        return super().eventFilter(watched, event)


def plays_by_text(unit: Unit, date_begin: str | None) -> str:
    """What rules a unit plays by, its badge's included, in words (the Hex panel's "Plays
    by" row)."""
    p = profile_of(unit)
    own = f"{p.label} rules ({movement_phrase(p)})" if p is not None else "no rules profile"
    bare = profile_of(replace(unit, badge=None)) if unit.badge else p
    if p is not None and bare is not None and bare.kind != p.kind:
        own += f", given by its badge (without it: {bare.label})"
    rules = badge_rules(unit, date_begin)
    if rules is None:
        return own
    if rules.choices:
        return (f"{own}; with its badge, {' or '.join(map(family_words, rules.choices))} "
                "rules: which depends on the year the battle began (Battle info: Date begins)")
    if rules.family is None:
        return f"{own}; {rules.reason}"
    if p is not None and p.kind.replace("_", "") == rules.family.lower():
        return f"{own}: its badge's rules, which the engine plays"
    return (f"{own}; with its badge, {family_words(rules.family)} rules (from the badge's "
            "meaning; this tool's engine plays the unit's own type, so say them in the special "
            "rules)")


def standard_figures(unit: Unit) -> int:
    """The figures a unit of its type has unless the file says otherwise (1 for a unit with
    no rules profile)."""
    p = profile_of(unit)
    return p.figures if p is not None else 1


def shown_figures(unit: Unit) -> int:
    """The figures a unit's form shows: the file's number when it gives one, else its
    type's standard count."""
    return unit.nbr_units or standard_figures(unit)


def with_figures(unit: Unit, figures: int) -> Unit:
    """The unit with ``figures`` figures, its type's standard count stored as "not given"
    (so that a unit of 4 infantry figures is written as official files write it)."""
    return replace(unit, nbr_units=None if figures == standard_figures(unit) else figures)


def units_by_kind(units: Iterable[Unit]) -> str:
    """How many units of each kind, the most first, in words: "3 × US Infantry, 1 × US
    Armor" (a unit the catalog does not know by its name; a line wraps between kinds,
    never after a number)."""
    counts = sorted(Counter(CATALOG.shown_label(u.name) for u in units).items(),
                    key=lambda kind_n: (-kind_n[1], kind_n[0]))
    return ", ".join(f"{n}\N{NO-BREAK SPACE}×\N{NO-BREAK SPACE}{kind}" for kind, n in counts)


class SharedSpinBox(QSpinBox):
    """A number several objects share, its minimum shown as "(mixed)" while they differ
    (:meth:`HexDock._sync_shared_spin`): from "(mixed)" the arrows do nothing, where a step
    up gave every object the smallest value (units of 4, 3 and 2 figures all set to 1 by
    one press of the Up key); a number typed sets them all."""

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:  # noqa: N802 - Qt's name
        if self.specialValueText() and self.value() == self.minimum():
            return QAbstractSpinBox.StepEnabledFlag.StepNone
        return super().stepEnabled()


def _piece_shape(layer: str, piece: Piece | None) -> tuple[int, bool] | None:
    """What of a piece decides its form's fields: its number of drawings (the orientation
    field) and whether a behaviour can be picked."""
    if piece is None:
        return None
    item = CATALOG.get(piece.name)
    return (item.orientations if item else 1,
            bool(CATALOG.behaviors_for(layer) or piece.behavior))


def _nations(kind: str | None) -> list[str]:
    """The nations whose armies have units of type ``kind``."""
    return [n for n in NATIONS if kind and f"{kind}{n}" in CATALOG]


def _unit_shape(unit: Unit) -> tuple[bool, tuple[str, ...]]:
    """What of a unit decides its form's fields: whether it is an airplane (its model) and
    the nations it may belong to (the nation list)."""
    kind = unit_type(unit.name)
    return kind == "pln", tuple(_nations(kind))


def airplane_text(s: Scenario, h: Hex) -> str:
    """An airplane's model (its own, else its side's: Scenario properties > Packs & options >
    Air rules) and whether it starts on the ground (on an airfield or carrier) or airborne,
    in words."""
    u = h.unit
    if u is None or u.side is None:
        return ""
    a = air_settings(s)
    if not a.on:
        return ("The Air rules are not in effect (Scenario properties > Packs & options): "
                "the airplane is not played, the game leaves it off the board.")
    player = s.game_info.player_of(u.side)
    if player is None:
        return "Its side plays no part in this scenario."
    own = own_model(u)
    m = MODELS[starting_model(a, player - 1, u, h)]
    how = "its own model" if own else (
        "named by the scenario" if a.named[player - 1] else "by the selection guidelines")
    field = h.terrain is not None and h.terrain.name in AIRFIELDS
    where = ("airborne at the start: it must be ordered on its first turn (put an airfield "
             "under it to start on the ground)" if not landing_ground(h) else
             "on the ground (an airfield): it takes off when ordered" if field else
             "on the ground (an aircraft carrier): it takes off when ordered")
    return f"{m.title} ({how}); {where}."


class HexDock(QDockWidget):
    """Forms for the selected hex (objectName ``hex``)."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__("Hex", parent)
        self.setObjectName("hex")
        self.setAccessibleName("Hex properties")
        self.document: Document | None = None
        self.coord: Coord | None = None
        #: The hexes selected on the map (several: none shown, or the one the selection
        #: grew from; their units are edited together).
        self._selection: frozenset[Coord] = frozenset()
        #: What the map's tool did to the hex shown, when it is shown for a click of a tool
        #: that changes hexes, not selected ("painted"); else empty.
        self._clicked = ""
        #: What a click of the map's tool does, said while no hex is shown (the window sets
        #: it: :meth:`set_tool_words`); empty for the Select tool's "Select a hex".
        self._tool_words = ""
        #: The hexes selected on the map (the window sets it): "Use selected hexes" of an
        #: exit line or an objective's group.
        self.selection_provider: Callable[[], Iterable[Coord]] | None = None
        self._updating = False
        #: The forms shown, by key (:meth:`_slots`): their shape, widget and sync functions.
        self._forms: dict[str, tuple[object, QWidget, list[Callable[[], None]]]] = {}
        self._sync: list[Callable[[], None]] = []
        #: Editing session per field: typing (or spinning) merges until the field loses focus.
        self._sessions: dict[QObject, int] = {}
        self.header = QLabel()
        self.header.setAccessibleName("Selected hex")
        self.header.setTextFormat(Qt.TextFormat.PlainText)
        self.header.setWordWrap(True)
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        #: Where the forms no longer shown wait for their deletion (never shown).
        self._leaving = QWidget(self)
        self._leaving.hide()
        inner = QWidget()
        self._outer = QVBoxLayout(inner)
        self._outer.addWidget(self.header)
        self._outer.addWidget(self.body)
        self._outer.addStretch(1)
        area = FitWidthScrollArea(inner, name="Hex panel")
        # a click on the panel's background, or on a field that a click does not focus
        # (clicks_leave_the_keys), leaves the keyboard where it was: Qt gave it to the
        # nearest parent taking a click's focus, this area, and the map lost its tool keys
        area.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setWidget(area)
        self.set_document(document)

    # --- public API -----------------------------------------------------------------------

    def set_document(self, document: Document) -> None:
        """Edit another document (the hex selection is dropped)."""
        if self.document is not None:
            try:
                self.document.hexesChanged.disconnect(self._hexes_changed)
                self.document.boardChanged.disconnect(self.refresh)
                self.document.infoChanged.disconnect(self.refresh)
            except (RuntimeError, TypeError):
                pass
        self.document = document
        document.hexesChanged.connect(self._hexes_changed)
        document.boardChanged.connect(self.refresh)
        document.infoChanged.connect(self.refresh)
        self.coord = None
        self.refresh()

    def set_hex(self, coord: Coord | None, selection: Iterable[Coord] = (),
                clicked: str = "") -> None:
        """Show the forms of ``coord`` (``None``: no hex), the hexes of ``selection``
        selected on the map (two or more: a form for the units among them comes first);
        ``clicked``: what a tool's click did to ``coord``, shown while nothing is selected
        ("painted": the header says "last painted")."""
        selection = frozenset(selection)
        if (coord, selection, clicked) == (self.coord, self._selection, self._clicked):
            return
        self.coord = coord
        self._selection = selection
        self._clicked = clicked
        # Another hex shows in the same forms when they have the same shape (refresh):
        # typing there starts new undo steps.
        self._sessions = {}
        self.refresh()

    def reveal(self, name: str) -> bool:
        """Give the keyboard to the field of the hex shown whose object name is ``name``
        (``label_text``: its Place name), scrolled into sight; ``False`` when it shows
        none."""
        field = self.findChild(QWidget, name)
        if field is None:
            return False
        give_keys(field, self)
        return True

    def show_group_use(self) -> bool:
        """Scroll the first "Use selected hexes" of the hex shown (an exit line's, an
        objective's group) into sight, the keyboard left where it is: a selection grown from
        the hex is for it, and the forms above (the selected units, the terrain, the unit,
        the place name) left it below the panel's fold. ``False`` when it has none."""
        h = self.hex
        for index in range(len(h.tags) if h is not None else 0):
            use = self.body.findChild(QWidget, f"tag{index}_group_use_selection")
            if use is not None and use.isVisibleTo(self):
                # once the forms just built are laid out (placed now, it was scrolled to
                # where the button stood before the Selected units form came above it)
                QTimer.singleShot(0, use, lambda: into_sight(use, self))
                return True
        return False

    def set_tool_words(self, words: str) -> None:
        """Say ``words`` (what a click of the map's tool does: "Paint: a click lays
        Forests (woods) on a hex") while no hex is shown; empty: "Select a hex"."""
        if words != self._tool_words:
            self._tool_words = words
            if self.coord is None:
                self.refresh()

    @property
    def hex(self) -> Hex | None:
        """What stands on the selected hex now."""
        if self.document is None or self.coord is None:
            return None
        return self.document.scenario.hex(self.coord)

    @property
    def _selected(self) -> int:
        """How many hexes are selected on the map."""
        return len(self._selection)

    def _selected_units(self) -> list[tuple[Coord, Hex, Unit]]:
        """The units of a selection of several hexes (none for one hex), in board order:
        where each stands, its hex and the unit."""
        if self.document is None or self._selected < 2:
            return []
        s = self.document.scenario
        hexes = ((c, s.hex(c)) for c in sorted(self._selection) if s.board.contains(c))
        return [(c, h, h.unit) for c, h in hexes if h.unit is not None]

    def _several_hexes(self) -> list[Coord]:
        """The hexes of a selection of several on the board, in board order (none for one
        hex selected)."""
        if self.document is None or self._selected < 2:
            return []
        return on_board(self.document.scenario, self._selection)

    def _h(self) -> Hex:
        """The selected hex, for the forms (which exist only while a hex is selected)."""
        h = self.hex
        assert h is not None
        return h

    # --- refresh --------------------------------------------------------------------------

    def _hexes_changed(self, coords: frozenset[Coord]) -> None:
        # Another hex's change matters only when it is selected (its unit is in the
        # selected units' form), holds a marker of a shared group, or, several hexes
        # selected, may name them in a marker's group (Markers of the selected hexes).
        if coords & self._selection or self._selected > 1 or self.coord is not None and (
                self.coord in coords or self._linked_anywhere()):
            self.refresh()

    def _linked_anywhere(self) -> bool:
        h = self.hex
        return h is not None and any(t.group for t in h.tags)

    def _slots(self) -> list[tuple[str, object, Callable[[], QWidget]]]:
        """The forms shown, in order: each one's key, the shape that decides its fields,
        and its builder; the selected units' form first (several hexes selected), then the
        forms of the hex shown. A form whose shape has not changed is kept: another hex of
        the same kind (an infantry unit after an infantry unit) shows in the same fields,
        only their values and titles rewritten, so selecting a hex rebuilds only what
        differs."""
        hex_slots = self._hex_slots()
        if not self._several_hexes():
            return hex_slots
        units = [("units", None, self._units_box)] if self._selected_units() else []
        grown_from = [("grown_from", None, self._grown_from_label)] if hex_slots else []
        return units + [("several", None, self._several_box)] + grown_from + hex_slots

    def _hex_slots(self) -> list[tuple[str, object, Callable[[], QWidget]]]:
        h, doc, c = self.hex, self.document, self.coord
        if h is None or doc is None or c is None or not doc.scenario.board.contains(c):
            return []
        out: list[tuple[str, object, Callable[[], QWidget]]] = [
            (layer, _piece_shape(layer, getattr(h, layer)), partial(self._piece_box, layer))
            for layer in PIECE_LAYERS if getattr(h, layer) is not None]
        if h.unit is not None:
            out.append(("unit", _unit_shape(h.unit), self._unit_box))
        if READY in h.extra or landing_ground(h):
            out.append(("ready", None, self._ready_box))
        # Markers' forms keep state of their own (a group being typed, "same group"
        # unticked): a hex with markers has forms of its own.
        markers = (tuple(_tag_kind(t) for t in h.tags),
                   tuple(len(self._linked(i)) for i in range(len(h.tags))), c if h.tags else None)
        out += [("label", None, self._label_box), ("medals", markers, self._medals_box),
                ("exits", markers, self._exits_box), ("others", markers, self._others_box)]
        return out

    def refresh(self) -> None:
        """Show the hex as the model has it: rebuild the forms whose shape changed, then
        write the values that differ."""
        self._updating = True
        try:
            self._lay_out(self._slots())
            self.header.setText(self._header_text())
            for sync in self._sync:
                sync()
        finally:
            self._updating = False

    def _lay_out(self, slots: list[tuple[str, object, Callable[[], QWidget]]]) -> None:
        if [(key, shape) for key, shape, _ in slots] == \
                [(key, form[0]) for key, form in self._forms.items()]:
            return
        # (the field holding the keyboard now: focusWidget() is the last one that held it,
        # also when a click on the map has taken the keyboard since)
        held = QApplication.focusWidget()
        focus_name = held.objectName() if held is not None and self.isAncestorOf(held) else ""
        forms: dict[str, tuple[object, QWidget, list[Callable[[], None]]]] = {}
        built: list[QWidget] = []
        for key, shape, build in slots:
            kept = self._forms.get(key)
            if kept is not None and kept[0] == shape:
                forms[key] = kept
                continue
            self._sync = []
            widget = build()
            forms[key] = (shape, widget, self._sync)
            built.append(widget)
        for key, (_, widget, _) in self._forms.items():
            if key not in forms or forms[key][1] is not widget:
                self.body_layout.removeWidget(widget)
                # Hidden and out of the panel at once, deleted later: the click that led
                # here may still be running in it.
                widget.hide()
                widget.setParent(self._leaving)
                widget.deleteLater()
        for i, (_, widget, _) in enumerate(forms.values()):
            if self.body_layout.indexOf(widget) != i:
                self.body_layout.removeWidget(widget)
                self.body_layout.insertWidget(i, widget)
        self._forms = forms
        self._sync = [sync for _, _, syncs in forms.values() for sync in syncs]
        # built after the panel, the forms were last in the window's Tab order
        fields_follow(self.widget(), [widget for _, widget, _ in forms.values()])
        for widget in built:
            panel_fields(widget)  # long catalog labels never widen the panel
            clicks_leave_the_keys(widget)  # the map keeps its tool keys after a click here
            # Shown and laid out now, not on the next event-loop turn: no squeezed frame.
            widget.show()
        self._outer.activate()
        if focus_name:
            # Keep the keyboard where it was (a button that added a marker, say).
            found = self.body.findChild(QWidget, focus_name)
            if found is not None and not found.hasFocus():
                found.setFocus()

    def _header_text(self) -> str:
        doc, c, h = self.document, self.coord, self.hex
        n = self._selected
        units = self._selected_units()  # (none unless several hexes are selected)
        if units:
            return (f"{counted(len(units), 'unit')} on {n} selected hexes: a change in "
                    "Selected units applies to all of them.")
        if doc is None or c is None or h is None:
            if n < 2 and self._tool_words:
                return (f"{self._tool_words}; the hex clicked then shows here. To see a hex "
                        "without changing it, select it (Select tool, S).")
            if n < 2:
                return "Select a hex to edit what stands on it."
            return (f"{n} hexes selected, no unit among them: Markers of the selected hexes "
                    "puts an exit line or objectives on all of them; select one hex to edit "
                    "what stands on it.")
        board = doc.scenario.board
        if not board.contains(c):
            return f"row {c.row}, col {c.col} is not on this board."
        name = board.hex_name(c)
        if n > 1:  # the selection grew from this hex (Shift)
            return (f"Hex {name} (row {c.row}, col {c.col}), one of {n} hexes selected: the "
                    f"forms edit {name} only" + (" (empty)" if h.is_empty else ""))
        last = f", last {self._clicked}" if self._clicked else ""
        return f"Hex {name} (row {c.row}, col {c.col}){last}" + (
            ": empty" if h.is_empty else "")

    def selected_hex_names(self) -> tuple[str, ...]:
        """The names of the hexes selected on the map, in board order (by row, then
        column), as a sudden death's "Use selected hexes" takes them."""
        if self.document is None or self.selection_provider is None:
            return ()
        return selected_names(self.document.scenario.board, self.selection_provider())

    # --- helpers --------------------------------------------------------------------------

    def _name(self, widget: QWidget, name: str, tip: str) -> None:
        widget.setObjectName(name)
        widget.setAccessibleName(tip.split(":")[0])
        widget.setToolTip(tip)

    def _session(self, widget: QWidget) -> int:
        """The stroke id grouping this field's edits until it loses focus."""
        if widget not in self._sessions:
            self._sessions[widget] = Document.new_stroke()
            widget.installEventFilter(self)
        return self._sessions[widget]

    def _write(self, new: Hex, text: str, widget: QWidget | None = None) -> None:
        """Replace the selected hex (one undo step, merged per field session)."""
        if self._updating or self.document is None or self.coord is None:
            return
        stroke = self._session(widget) if widget is not None else None
        self.document.set_hex(self.coord, new, f"{text} on {self._here()}", stroke)

    def _here(self) -> str:
        assert self.document is not None and self.coord is not None
        board = self.document.scenario.board
        return board.hex_name(self.coord) if board.contains(self.coord) else str(self.coord)

    def _combo(self, name: str, tip: str, items: Iterable[tuple[str, Any]]) -> QComboBox:
        combo = ElidingComboBox()
        # Long catalog labels must not widen the dock: the list pops up at full width.
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(10)
        self._name(combo, name, tip)
        for text, value in items:
            combo.addItem(text, value)
        return combo

    def _side_combo(self, name: str, tip: str, none_text: str) -> QComboBox:
        return self._combo(name, tip, [(none_text, None), ("Axis", Side.AXIS.value),
                                       ("Allies", Side.ALLIES.value)])

    @staticmethod
    def _info_row(form: QFormLayout, title: str, name: str, accessible: str) -> QLabel:
        """A read-only line of the form: wrapped plain text (it quotes names from the
        file), filled by a sync function."""
        label = QLabel()
        label.setObjectName(name)
        label.setAccessibleName(accessible)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        form.addRow(title, label)
        return label

    def _sync_box(self, box: QGroupBox, title: Callable[[], str],
                  tip: Callable[[], str] | None = None) -> None:
        """A form's title (and tooltip) follow the hex shown: they name its piece."""
        def sync() -> None:
            box.setTitle(_plain(title()))
            if tip is not None:
                box.setToolTip(plain(tip()))
        self._sync.append(sync)

    def _sync_combo(self, combo: QComboBox, read: Callable[[], Any]) -> None:
        self._sync.append(lambda: set_combo_value(combo, read()))

    def _sync_spin(self, spin: QSpinBox, read: Callable[[], int]) -> None:
        def sync() -> None:
            value = read()
            if spin.value() != value:
                spin.setValue(value)
        self._sync.append(sync)

    def _sync_shared_spin(self, spin: QSpinBox, read: Callable[[], set[int]]) -> None:
        """A number of several objects: the one they share, or "(mixed)" (the spin box's
        minimum, one below its own, while they differ)."""
        low = spin.minimum()

        def sync() -> None:
            values = read()
            mixed = len(values) > 1
            spin.setSpecialValueText(_MIXED if mixed else "")
            spin.setMinimum(low - 1 if mixed else low)
            value = low - 1 if mixed else next(iter(values), low)
            if spin.value() != value:
                spin.setValue(value)
        self._sync.append(sync)

    def _sync_shared_combo(self, combo: QComboBox, read: Callable[[], set[Any]]) -> None:
        """A choice of several objects: the one they share, or a "(mixed)" entry, first in
        the list only while they differ."""
        def sync() -> None:
            values = read()
            mixed = combo.findData(_MIXED)
            if len(values) > 1:
                if mixed < 0:
                    combo.insertItem(0, _MIXED, _MIXED)
                    mixed = 0
                combo.setCurrentIndex(mixed)
                return
            if mixed >= 0:
                combo.removeItem(mixed)
            set_combo_value(combo, next(iter(values), None))
        self._sync.append(sync)

    def _sync_check(self, box: QCheckBox, read: Callable[[], bool]) -> None:
        def sync() -> None:
            value = read()
            if box.isChecked() != value:
                box.setChecked(value)
        self._sync.append(sync)

    # --- pieces ---------------------------------------------------------------------------

    def _piece(self, layer: str) -> Piece:
        piece = getattr(self.hex, layer)
        assert isinstance(piece, Piece)
        return piece

    def _piece_box(self, layer: str) -> QGroupBox:
        piece = self._piece(layer)
        item = CATALOG.get(piece.name)
        title = LAYER_TITLES[layer]
        box = QGroupBox()
        self._sync_box(box, lambda: f"{title}: {CATALOG.with_name(self._piece(layer).name)}",
                       lambda: "\n".join(piece_rules_lines(self._piece(layer).name,
                                                           self._piece(layer).behavior)))
        form = QFormLayout(box)
        count = item.orientations if item else 1
        if count > 1:
            spin = OrientationSpin()
            spin.setRange(1, count)
            self._name(spin, f"{layer}_orientation",
                       f"{title} orientation: how far its drawing is turned "
                       f"counter-clockwise, 60° a step (↺); in brackets the number the file "
                       f"stores, 1 to {count}. Type a number or an angle (120°)")
            spin.valueChanged.connect(lambda v, layer=layer, spin=spin: self._write(
                with_layer(self._h(), layer, replace(self._piece(layer), orientation=v)),
                f"Turn {LAYER_TITLES[layer].lower()}", spin))
            self._sync_spin(spin, lambda: self._piece(layer).turn)
            left = QPushButton("↺")
            self._name(left, f"{layer}_rotate_left", f"Rotate the {title.lower()} "
                       "counter-clockwise")
            left.clicked.connect(lambda _c=False, layer=layer: self.rotate(layer, 1))
            right = QPushButton("↻")
            self._name(right, f"{layer}_rotate_right", f"Rotate the {title.lower()} clockwise")
            right.clicked.connect(lambda _c=False, layer=layer: self.rotate(layer, -1))
            row = QHBoxLayout()
            row.addWidget(spin, 1)
            for button in (left, right):
                # a glyph each: as wide as a word, they pushed the field under its label
                button.setMaximumWidth(3 * button.fontMetrics().height())
                row.addWidget(button)
            form.addRow("Orientation", row)
        behaviors = CATALOG.behaviors_for(layer)
        if behaviors or piece.behavior:
            combo = self._combo(f"{layer}_behavior", f"{title} behaviour: changes its rules",
                                [(_NONE, None)] + [(b, b) for b in behaviors])
            for i in range(1, combo.count()):
                combo.setItemData(i, CATALOG.behaviors[combo.itemData(i)].effect,
                                  Qt.ItemDataRole.ToolTipRole)
            combo.currentIndexChanged.connect(lambda _i, layer=layer, combo=combo: self._write(
                with_layer(self._h(), layer, replace(self._piece(layer),
                                                    behavior=combo.currentData())),
                f"Set {LAYER_TITLES[layer].lower()} behaviour"))
            self._sync_combo(combo, lambda: self._piece(layer).behavior)
            form.addRow("Behaviour", combo)
        owner = self._side_combo(f"{layer}_owner", f"{title} owner: the side it belongs to "
                                 "(the side that may claim a bunker)", "(no owner)")
        owner.currentIndexChanged.connect(lambda _i, layer=layer, owner=owner: self._write(
            with_layer(self._h(), layer, replace(
                self._piece(layer), original_owner=_side_or_none(owner.currentData()))),
            f"Set {LAYER_TITLES[layer].lower()} owner"))
        self._sync_combo(owner, lambda: self._piece(layer).original_owner)
        form.addRow("Owner", owner)
        remove = QPushButton(f"Remove {title.lower()}")
        self._name(remove, f"{layer}_remove", f"Remove the {title.lower()} from this hex")
        remove.clicked.connect(lambda _c=False, layer=layer: self._write(
            with_layer(self._h(), layer, None), f"Remove {LAYER_TITLES[layer].lower()}"))
        form.addRow(remove)
        return box

    def rotate(self, layer: str, steps: int) -> None:
        """Turn a piece by ``steps`` sixths within its catalog orientations (one step)."""
        h = self.hex
        if h is None:
            return
        piece = getattr(h, layer)
        if piece is not None:
            self._write(with_layer(h, layer, piece.rotated(steps)),
                        f"Rotate {LAYER_TITLES[layer].lower()}")

    # --- unit -----------------------------------------------------------------------------

    def _unit(self) -> Unit:
        u = self._h().unit
        assert u is not None
        return u

    def _figures_spin(self, name: str, tip: str, shared: bool = False) -> QSpinBox:
        spin = SharedSpinBox() if shared else QSpinBox()
        spin.setRange(1, 9)
        self._name(spin, name, tip)
        return spin

    def _badge_combo(self, name: str, tip: str) -> QComboBox:
        """The badges, those whose meaning is known first (in the catalog's order), then,
        under a line, the 23 whose meaning nobody knows ("Badge 13 (meaning
        unknown)"): they stood among the others, and a designer looking for the Sniper
        badge read past half of them."""
        names = CATALOG.known_first(CATALOG.names("badge"))
        known = sum(not CATALOG[b].meaning_unknown for b in names)
        badge = self._combo(name, tip, [(_NONE, None),
                                        *((f"{CATALOG[b].label} ({b})", b) for b in names)])
        for i in range(1, badge.count()):
            badge.setItemIcon(i, item_icon(badge.itemData(i)))
        if 0 < known < len(names):
            badge.insertSeparator(1 + known)
        return badge

    def _unit_behavior_combo(self, name: str, tip: str) -> QComboBox:
        behavior = self._combo(name, tip,
                               [(_NONE, None)] + [(b, b) for b in CATALOG.behaviors_for("unit")]
                               + [(b, b) for b in MARKER_BEHAVIORS
                                  if b not in CATALOG.behaviors])
        for i in range(1, behavior.count()):
            b = behavior.itemData(i)
            behavior.setItemData(i, CATALOG.behaviors[b].effect if b in CATALOG.behaviors
                                 else MARKER_BEHAVIORS[b], Qt.ItemDataRole.ToolTipRole)
        return behavior

    def _unit_box(self) -> QGroupBox:
        u = self._unit()
        box = QGroupBox()
        self._sync_box(box, lambda: f"Unit: {CATALOG.with_name(self._unit().name)}",
                       lambda: "\n".join(unit_rules_lines(self._unit())))
        form = QFormLayout(box)
        kind = unit_type(u.name)
        what = QLabel()
        what.setTextFormat(Qt.TextFormat.PlainText)  # names from the file
        what.setAccessibleName("Unit type and nation")

        def sync_what() -> None:
            name = self._unit().name
            kind, nation = unit_type(name), unit_nation(name)
            if kind is None and nation is None:
                what.setText(f"{name}: not a unit of the catalog")
                return
            what.setText(f"{_TYPE_TITLES.get(kind or '', kind or 'unknown type')}, "
                         f"{NATION_TITLES.get(nation or '', nation or 'unknown nation')}")
        self._sync.append(sync_what)
        form.addRow("Type", what)
        nations = [(f"{NATION_TITLES.get(n, n)} ({Side.words(CATALOG[f'{kind}{n}'].side)})", n)
                   for n in _nations(kind)]
        nation_box = self._combo(
            "unit_nation", "Nation: whose army the unit belongs to, and so its side",
            # a unit the catalog does not know has no nation to choose (its finding says
            # what to do), not a "None" to pick
            nations or [("unknown", None)])
        nation_box.setEnabled(bool(nations))
        nation_box.currentIndexChanged.connect(lambda _i: self.set_nation(nation_box.currentData()))
        self._sync_combo(nation_box, lambda: unit_nation(self._unit().name))
        form.addRow("Nation", nation_box)
        side = QLabel()
        side.setObjectName("unit_side")
        side.setTextFormat(Qt.TextFormat.PlainText)
        side.setAccessibleName("Side the unit fights for")

        def sync_side() -> None:
            assert self.document is not None
            s = self._unit().side
            player = self.document.scenario.game_info.player_of(s) if s else None
            side.setText("unknown (the nation is not in the catalog)" if s is None else
                         s.label + (f", player {player} ("
                                         f"{'top' if player == 1 else 'bottom'})" if player
                                         else ", a side no player plays"))
        self._sync.append(sync_side)
        form.addRow("Fights for", side)
        figures = self._figures_spin("unit_figures", "Figures: how many the unit has (the "
                                     "standard count is not written to the file)")
        figures.valueChanged.connect(lambda v: self.set_figures(v, figures))
        self._sync_spin(figures, lambda: shown_figures(self._unit()))
        form.addRow("Figures", figures)
        badge = self._badge_combo("unit_badge", "Badge: a special unit's badge")
        badge.currentIndexChanged.connect(lambda _i: self._write(
            replace(self._h(), unit=replace(self._unit(), badge=badge.currentData())),
            "Set badge"))
        self._sync_combo(badge, lambda: self._unit().badge)
        form.addRow("Badge", badge)
        plays = self._info_row(form, "Plays by", "unit_plays_by", "Rules the unit plays by")

        def sync_plays() -> None:
            plays.setText(plays_by_text(self._unit(), self._date_begin()))
        self._sync.append(sync_plays)
        if kind == "pln":
            model = self._combo(
                "unit_airplane_model", "Airplane model: this airplane's own, or its side's "
                "(Scenario properties > Packs & options > Air rules)",
                [("Side's model", None)] + [(f"{m.title} ({k})", k) for k, m in MODELS.items()])
            model.currentIndexChanged.connect(lambda _i: self.set_airplane_model(
                model.currentData()))
            self._sync_combo(model, lambda: own_model(self._unit()))
            form.addRow("Model", model)
            air = self._info_row(form, "Airplane", "unit_airplane",
                                 "Airplane: model and whether it starts on the ground")

            def sync_air() -> None:
                if self.document is not None:
                    air.setText(airplane_text(self.document.scenario, self._h()))
            self._sync.append(sync_air)
        behavior = self._unit_behavior_combo("unit_behavior",
                                             "Unit behaviour: a special rule of this unit")
        behavior.currentIndexChanged.connect(lambda _i: self._write(
            replace(self._h(), unit=replace(self._unit(), behavior=behavior.currentData())),
            "Set unit behaviour"))
        self._sync_combo(behavior, lambda: self._unit().behavior)
        form.addRow("Behaviour", behavior)
        remove = QPushButton("Remove unit")
        self._name(remove, "unit_remove", "Remove the unit from this hex")
        remove.clicked.connect(lambda: self._write(replace(self._h(), unit=None),
                                                   "Remove unit"))
        form.addRow(remove)
        return box

    def set_airplane_model(self, key: str | None) -> None:
        """The airplane's own model (``None``: its side's), one undo step."""
        u = self._unit()
        if own_model(u) == key and (key is not None or AIRPLANE_MODEL not in u.extra):
            return
        extra = {k: v for k, v in u.extra.items() if k != AIRPLANE_MODEL}
        if key is not None:
            extra[AIRPLANE_MODEL] = key
        self._write(replace(self._h(), unit=replace(u, extra=extra)), "Set airplane model")

    # --- Ready-to-Take-off markers ----------------------------------------------------------

    def _ready_box(self) -> QGroupBox:
        """The Air Pack's Ready-to-Take-off markers on an airfield or carrier: on or off, their
        side, how many (``ready_to_take_off`` on the hexagon)."""
        box = QGroupBox("Ready-to-Take-off markers (Air Pack)")
        box.setToolTip("Each marker is an airplane that may take off from this airfield or "
                       "carrier later in the game (with the Air rules in effect)")
        form = QFormLayout(box)
        on = QCheckBox("Markers on this hex")
        self._name(on, "ready_on", "Ready-to-Take-off markers on this hex: on or off")
        side = self._combo("ready_side", "Side: whose airplanes the markers are",
                           [("Axis", Side.AXIS.value), ("Allies", Side.ALLIES.value)])
        count = QSpinBox()
        count.setRange(1, READY_MAX)
        self._name(count, "ready_count", f"Markers: how many (1 to {READY_MAX})")

        def default_side() -> str:
            h = self._h()
            if h.unit is not None and h.unit.side is not None:
                return h.unit.side.value
            piece = h.terrain if h.terrain is not None and h.terrain.name in AIRFIELDS \
                else h.rect_terrain
            owner = piece.original_owner if piece is not None else None
            return owner.value if owner is not None else Side.ALLIES.value

        def write(spun: QWidget | None = None) -> None:
            # only the count, spun, merges its edits: the box and the side are steps of
            # their own (all four edits made one step, undoing nothing, when each wrote
            # as the count)
            h = self._h()
            extra = {k: v for k, v in h.extra.items() if k != READY}
            if on.isChecked():
                extra[READY] = {"side": side.currentData() or default_side(),
                                "count": count.value()}
            self._write(replace(h, extra=extra), "Set Ready-to-Take-off markers", spun)

        def sync() -> None:
            raw = self._h().extra.get(READY)
            on.setChecked(raw is not None)
            value = raw if isinstance(raw, dict) else {}
            set_combo_value(side, value.get("side", default_side()))
            n = value.get("count", 1)
            count.setValue(n if isinstance(n, int) and not isinstance(n, bool) else 1)
            side.setEnabled(raw is not None)
            count.setEnabled(raw is not None)

        def write_if_on(spun: QWidget | None = None) -> None:
            if on.isChecked():
                write(spun)

        on.toggled.connect(lambda _on: write())
        side.currentIndexChanged.connect(lambda _i: write_if_on())
        count.valueChanged.connect(lambda _v: write_if_on(count))
        self._sync.append(sync)
        form.addRow(on)
        form.addRow("Side", side)
        form.addRow("Markers", count)
        return box

    def _date_begin(self) -> str | None:
        return self.document.scenario.game_info.date_begin if self.document else None

    def set_nation(self, nation: str | None) -> None:
        """Give the unit to another nation's army (and so, maybe, to the other side),
        keeping its type, figures, badge and behaviour."""
        u = self._unit()
        kind = unit_type(u.name)
        if nation is None or kind is None or f"{kind}{nation}" not in CATALOG \
                or unit_nation(u.name) == nation:
            return
        self._write(replace(self._h(), unit=replace(u, name=f"{kind}{nation}")), "Set nation")

    def set_figures(self, figures: int, widget: QWidget | None = None) -> None:
        """Set the unit's figures; the standard count is stored as "not given"."""
        self._write(replace(self._h(), unit=with_figures(self._unit(), figures)),
                    "Set figures", widget)

    # --- the units of a selection -----------------------------------------------------

    def _units_box(self) -> QGroupBox:
        """One form for the units of several selected hexes: what they share is shown,
        what they differ on is "(mixed)", and a value set goes on every one of them."""
        box = QGroupBox("Selected units")
        box.setToolTip("Each change applies to every unit of the selection, in one undo "
                       "step (the hexes without a unit are left as they are); \"(mixed)\": "
                       "the units differ")
        form = QFormLayout(box)
        kinds = self._info_row(form, "Units", "units_kinds", "Units selected, by kind")
        self._sync.append(lambda: kinds.setText(units_by_kind(
            u for _, _, u in self._selected_units())))
        figures = self._figures_spin(
            "units_figures", "Figures of the selected units: how many each has (a unit's "
            "standard count is not written to the file; type a number over \"(mixed)\")",
            shared=True)
        figures.valueChanged.connect(lambda v: self.set_units_figures(v, figures))
        self._sync_shared_spin(figures, lambda: self._units_values(shown_figures))
        form.addRow("Figures", figures)
        for field, combo in (
                ("badge", self._badge_combo("units_badge", "Badge of the selected units: a "
                                            "special unit's badge, on every one of them")),
                ("behavior", self._unit_behavior_combo(
                    "units_behavior", "Behaviour of the selected units: a special rule of "
                    "every one of them"))):
            combo.currentIndexChanged.connect(
                lambda _i, field=field, combo=combo: self.set_units_value(
                    field, combo.currentData()))
            self._sync_shared_combo(combo, partial(self._units_values, attrgetter(field)))
            form.addRow(_UNIT_FIELDS[field].capitalize(), combo)
        return box

    def _grown_from_label(self) -> QLabel:
        """Under the selected units' form, the heading of the forms of the hex the
        selection grew from (Shift+click): they edit that hex only."""
        label = QLabel()
        label.setObjectName("grown_from")
        label.setAccessibleName("Hex the selection grew from")
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)

        def sync() -> None:
            assert self.document is not None and self.coord is not None
            c, h = self.coord, self._h()
            name = self.document.scenario.board.hex_name(c)
            label.setText(f"Hex {name} (row {c.row}, col {c.col}), the hex the selection "
                          f"grew from: the forms below edit {name} only"
                          + (" (empty)" if h.is_empty else ""))
        self._sync.append(sync)
        return label

    def _units_values(self, read: Callable[[Unit], Any]) -> set[Any]:
        """The values the selected units have for one field (one value: they share it)."""
        return {read(u) for _, _, u in self._selected_units()}

    def _write_units(self, change: Callable[[Unit], Unit], text: str,
                     widget: QWidget | None = None) -> None:
        """Change every unit of the selection, in one undo step (merged per field session)
        named with their number: "Set figures of 5 units"."""
        units = self._selected_units()
        if self._updating or self.document is None or not units:
            return
        stroke = self._session(widget) if widget is not None else None
        self.document.set_hexes({c: replace(h, unit=change(u)) for c, h, u in units},
                                f"{text} {counted(len(units), 'unit')}", stroke)

    def set_units_figures(self, figures: int, widget: QWidget | None = None) -> None:
        """Give every selected unit ``figures`` figures, each one's standard count stored as
        "not given" (nothing for the spin box's "(mixed)")."""
        if figures >= 1:
            self._write_units(lambda u: with_figures(u, figures), "Set figures of", widget)

    def set_units_value(self, field: str, value: str | None) -> None:
        """Give every selected unit the same badge or behaviour (``None``: none; nothing
        for "(mixed)")."""
        if value == _MIXED:
            return
        what = _UNIT_FIELDS[field]
        changes: dict[str, Any] = {field: value}
        self._write_units(lambda u: replace(u, **changes),
                          f"Set {what} of" if value is not None else f"Remove {what} from")

    # --- markers of several hexes -----------------------------------------------------------

    def _several_box(self) -> QGroupBox:
        """Exit markers and medal objectives put on (or taken off) every selected hex, each
        change one undo step: an exit line of the hexes, objectives each or one over all."""
        box = QGroupBox("Markers of the selected hexes")
        box.setToolTip("Puts an exit marker or a medal objective on every hex selected, or "
                       "takes them off, in one undo step")
        form = QFormLayout(box)
        exit_kind = self._combo("several_exit_kind", "Exit marker to put on the selected "
                                "hexes", [(CATALOG.shown_label(n), n) for n in EXIT_NAMES])
        for i, name in enumerate(EXIT_NAMES):
            exit_kind.setItemIcon(i, item_icon(name))
        form.addRow("Exit marker", exit_kind)
        side = self._side_combo("several_exit_side", "Exiting side of the line: the side whose "
                                "units score by leaving the board through it", "")
        form.addRow("Exiting side", side)
        add_exit = self._several_button(
            "several_add_exit", "Put an exit marker on each selected hex, all of one exit "
            "line", lambda: self._set_several(exit_line(
                self._scenario(), self._several_hexes(), exit_kind.currentData(),
                _side_or_none(side.currentData())), "Make exit line of"))
        remove_exits = self._remove_button("several_remove_exits", "exit markers", is_exit,
                                           "lines")
        # (each button a row of its own: two side by side were wider than the panel)
        form.addRow(add_exit)
        form.addRow(remove_exits)
        # the side a marker shows, under the row's title (the label's "Objective medal, "
        # cut the choice short); the whole label and the code in its tooltip
        medal_kind = self._combo("several_medal_kind", "Marker of the objectives to add: its "
                                 "colour shows the side it scores for",
                                 [(_medal_side_words(n), n) for n in MEDAL_NAMES])
        for i, name in enumerate(MEDAL_NAMES):
            medal_kind.setItemIcon(i, item_icon(name))
            medal_kind.setItemData(i, f"{CATALOG.with_name(name)}: {name} in the file",
                                   Qt.ItemDataRole.ToolTipRole)
        form.addRow("Medal objective", medal_kind)
        way = self._combo("several_medal_way", "Held how: an objective on each hex, or one "
                          "objective over them all (its marker on each of them)",
                          [(text, key) for key, text in OBJECTIVE_WAYS.items()])
        form.addRow("Held", way)
        add_medal = self._several_button(
            "several_add_medal", "Put the medal objective on the selected hexes",
            lambda: self._set_several(objectives(
                self._scenario(), self._several_hexes(), medal_kind.currentData(),
                way.currentData()), objective_words(way.currentData(),
                                                    len(self._several_hexes()))))
        remove_medals = self._remove_button("several_remove_medals", "medal objectives",
                                            is_objective, "groups")
        form.addRow(add_medal)
        form.addRow(remove_medals)

        def sync() -> None:
            hexes = self._several_hexes()
            s = self._scenario()
            baseline = baseline_side(s, hexes)
            side.setItemText(0, f"{baseline.label} (the baseline's)" if baseline
                             else "(choose one)")
            n = len(hexes)
            # off the baselines, a line of no side would be no exit: it waits for one
            sided = baseline is not None or side.currentData() is not None
            add_exit.setEnabled(sided)
            add_exit.setText(f"Make exit line of the {counted(n, 'hex', 'hexes')}" if sided
                             else "Make exit line: choose the exiting side")
            add_medal.setText(f"Add to the {counted(n, 'hex', 'hexes')}")
            for button, words, kind in ((remove_exits, "exit markers", is_exit),
                                        (remove_medals, "medal objectives", is_objective)):
                having = marked(s, hexes, kind)
                button.setText(f"Remove {words}" + (f" ({having})" if having else ""))
                button.setEnabled(having > 0)
        self._sync.append(sync)
        side.currentIndexChanged.connect(sync)
        return box

    def _scenario(self) -> Scenario:
        assert self.document is not None
        return self.document.scenario

    def _several_button(self, name: str, tip: str, click: Callable[[], None]) -> QPushButton:
        button = QPushButton()
        self._name(button, name, tip)
        button.clicked.connect(click)
        return button

    def _remove_button(self, name: str, words: str, kind: Callable[[Tag], bool],
                       groups: str) -> QPushButton:
        """Remove (``words``, markers of a ``kind``) from the selected hexes and from the
        ``groups`` of the others."""
        return self._several_button(
            name, f"Remove the {words} of the selected hexes (and these hexes from the "
            f"{groups} of the others)", lambda: self._set_several(
                without(self._scenario(), self._several_hexes(), kind),
                f"Remove {words} from"))

    def _set_several(self, changes: dict[Coord, Hex], text: str) -> None:
        """Write the hexes changed, one undo step named ``text``, the number of hexes
        selected after it ("Make exit line of 5 hexes") unless it says it."""
        if self.document is None or not changes:
            return
        n = len(self._several_hexes())
        said = counted(n, "hex", "hexes")
        self.document.set_hexes(changes, text if text.endswith(said) else f"{text} {said}")

    # --- label ----------------------------------------------------------------------------

    def _label(self) -> Label | None:
        assert self.document is not None
        return next((lb for lb in self.document.scenario.labels if lb.coord == self.coord),
                    None)

    def _label_box(self) -> QGroupBox:
        box = QGroupBox("Place name")
        layout = QVBoxLayout(box)
        edit = QPlainTextEdit()
        edit.setTabChangesFocus(True)
        edit.setFixedHeight(56)
        edit.setPlaceholderText("A name printed on the map (one line per line)")
        self._name(edit, "label_text", "Place name: printed on the map over this hex, one "
                   "line per line; empty removes it")
        edit.textChanged.connect(lambda: self.set_label(edit.toPlainText(), edit))

        def sync() -> None:
            lb = self._label()
            text = "\n".join(lb.text) if lb else ""
            if edit.toPlainText() != text:
                edit.setPlainText(text)
        self._sync.append(sync)
        layout.addWidget(edit)
        return box

    def set_label(self, text: str, widget: QWidget | None = None) -> None:
        """Set the place name of the hex (empty text removes it; one undo step, typing
        merges)."""
        if self._updating or self.document is None or self.coord is None:
            return
        labels = list(self.document.scenario.labels)
        lines = tuple(text.split("\n")) if text.strip() else ()
        i = next((k for k, lb in enumerate(labels) if lb.coord == self.coord), None)
        if i is None and not lines:
            return
        if i is None:
            labels.append(Label(self.coord, lines))
        elif lines:
            labels[i] = replace(labels[i], text=lines)
        else:
            del labels[i]
        key = f"hex-label:{self._session(widget)}" if widget is not None else None
        self.document.set_value("labels", labels, f"Edit place name on {self._here()}", key)

    # --- markers --------------------------------------------------------------------------

    def _tag(self, index: int) -> Tag:
        return self._h().tags[index]

    def _write_tag(self, index: int, tag: Tag | None, text: str,
                   widget: QWidget | None = None) -> None:
        tags = list(self._h().tags)
        if tag is None:
            del tags[index]
        else:
            tags[index] = tag
        self._write(replace(self._h(), tags=tuple(tags)), text, widget)

    def _linked(self, index: int) -> list[tuple[Coord, int]]:
        """Markers on other hexes sharing this marker's group (same name, behaviour and
        hexes): a majority objective or an exit line repeated on each of its hexes."""
        h, doc = self.hex, self.document
        if h is None or doc is None or index >= len(h.tags):
            return []
        t = h.tags[index]
        if not t.group:
            return []
        found = []
        for c, other in doc.scenario.hexes.items():
            if c == self.coord:
                continue
            for k, u in enumerate(other.tags):
                if u.name == t.name and u.behavior == t.behavior and u.group == t.group:
                    found.append((c, k))
        return sorted(found)

    def _linked_on(self, index: int) -> list[tuple[Coord, int]]:
        """The markers of other hexes sharing this marker's group (:meth:`_linked`), while
        its "same group" box is ticked; none once unticked."""
        same = self.body.findChild(QCheckBox, f"tag{index}_group_linked")
        return self._linked(index) if same is None or same.isChecked() else []

    def _change_tag(self, index: int, change: Callable[[Tag], Tag], text: str,
                    widget: QWidget | None = None) -> None:
        """Change a marker of the hex shown and, with "same group" ticked, the markers
        sharing its group on other hexes (an exit line, a group objective: one objective,
        whose markers must not come to differ), in one undo step merged per field
        session: "Set objective worth on c6 and 2 other hexes"."""
        if self._updating or self.document is None or self.coord is None:
            return
        changes = self._markers_changed([(self.coord, index), *self._linked_on(index)],
                                        change)
        others = len(changes) - 1
        stroke = self._session(widget) if widget is not None else None
        self.document.set_hexes(changes, f"{text} on {self._here()}" + (
            f" and {counted(others, 'other hex', 'other hexes')}" if others else ""), stroke)

    def _markers_changed(self, markers: Iterable[tuple[Coord, int]],
                         change: Callable[[Tag], Tag]) -> dict[Coord, Hex]:
        """The hexes with their ``markers`` (hex, index) changed."""
        assert self.document is not None
        s = self.document.scenario
        changes: dict[Coord, Hex] = {}
        for c, k in markers:
            h = changes.get(c, s.hex(c))
            tags = list(h.tags)
            tags[k] = change(tags[k])
            changes[c] = replace(h, tags=tuple(tags))
        return changes

    def set_group(self, index: int, names: tuple[str, ...], linked: bool = True) -> None:
        """Set the hexes of a marker's group; with ``linked``, also on the markers of other
        hexes that share the group (one undo step for all)."""
        if self.document is None or self.coord is None:
            return
        group = names or None
        changes: dict[Coord, Hex] = {}
        if linked:
            for c, k in self._linked(index):
                other = changes.get(c, self.document.scenario.hex(c))
                tags = list(other.tags)
                tags[k] = replace(tags[k], group=group)
                changes[c] = replace(other, tags=tuple(tags))
        tags = list(self._h().tags)
        tags[index] = replace(tags[index], group=group)
        changes[self.coord] = replace(self._h(), tags=tuple(tags))
        what = "exit hexes" if _is_exit(tags[index]) else "objective group"
        self.document.set_hexes(changes, f"Set {what} on {self._here()}"
                                + (f" and {counted(len(changes) - 1, 'other hex', 'other hexes')}"
                                   if len(changes) > 1 else ""))

    def _group_editor(self, index: int, what: str) -> QWidget:
        holder = QWidget()
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        editor = HexListEditor(what, selection=self.selected_hex_names)
        editor.setObjectName(f"tag{index}_group")
        editor.use_button.setObjectName(f"tag{index}_group_use_selection")
        editor.entry.setObjectName(f"tag{index}_group_entry")
        editor.list.setObjectName(f"tag{index}_group_list")
        layout.addWidget(editor)
        links = len(self._linked(index))
        same = QCheckBox(f"Same group on its {counted(links, 'other hex', 'other hexes')}")
        self._name(same, f"tag{index}_group_linked",
                   "Same group everywhere: edit the markers on the other hexes of this "
                   "group too, their hexes and every field of this form")
        same.setChecked(True)
        same.setVisible(links > 0)
        layout.addWidget(same)
        editor.changed.connect(lambda names: self.set_group(index, names, same.isChecked()))

        def sync() -> None:
            assert self.document is not None
            editor.set_names(self.document.scenario.board, self._tag(index).group or ())
        self._sync.append(sync)
        return holder

    def _medal(self, index: int) -> Medal:
        return self._tag(index).medal or Medal()

    def _medal_flag(self, form: QFormLayout, index: int, field: str, label: str, tip: str,
                    undo_text: str) -> None:
        """A check box for one yes/no field of a medal objective (unset when off)."""
        box = QCheckBox(label)
        self._name(box, f"tag{index}_{field}", tip)
        box.toggled.connect(lambda on: self.set_medal(index, undo_text, **{field: on or None}))
        self._sync_check(box, lambda: bool(getattr(self._medal(index), field)))
        form.addRow("", box)

    def set_medal(self, index: int, text: str, widget: QWidget | None = None,
                  **changes: Any) -> None:
        """Change fields of a medal objective's ``medal`` refinement (one undo step)."""
        def change(t: Tag) -> Tag:
            medal = replace(t.medal or Medal(), **changes)
            return replace(t, medal=None if (t.medal is None and medal == Medal()) else medal)
        self._change_tag(index, change, text, widget)

    def set_medal_side(self, index: int, side: Side | None) -> None:
        """The side a medal objective scores for: written where the file says it (the tag,
        its medal, or both; both for a marker that said none)."""
        def change(t: Tag) -> Tag:
            medal = t.medal
            on_tag = t.side is not None
            on_medal = medal is not None and medal.side is not None
            if side is None or not (on_tag or on_medal):
                on_tag = on_medal = True
            new_medal = medal
            if on_medal:
                new_medal = replace(medal or Medal(), side=side)
                if medal is None and new_medal == Medal():
                    new_medal = None
            return replace(t, side=side if on_tag else t.side, medal=new_medal)
        self._change_tag(index, change, "Set objective side")

    def add_medal(self, name: str = "medal0") -> None:
        """Put a medal objective marker on the hex (one undo step)."""
        h = self.hex
        if h is None:
            return
        self._write(replace(h, tags=h.tags + (Tag(name),)), "Add medal objective")

    def add_exit(self, name: str = "tag4") -> None:
        """Put an exit marker on the hex: its group starts with this hex, and on a baseline
        it is given to the side that exits there (the other player's)."""
        h, doc, c = self.hex, self.document, self.coord
        if h is None or doc is None or c is None:
            return
        tag = exit_marker(name, doc.scenario, c)
        self._write(replace(h, tags=h.tags + (tag,)), "Add exit marker")

    def add_tag(self, name: str) -> None:
        """Put another marker (mines, camouflage, star...) on the hex (one undo step)."""
        h = self.hex
        if h is None:
            return
        if name in EXIT_NAMES:  # an exit marker is one only with its behaviour and side
            self.add_exit(name)
            return
        behavior = "MINE_FIELD" if name == "tag3" else None
        self._write(replace(h, tags=h.tags + (Tag(name, behavior=behavior),)),
                    f"Add {CATALOG[name].label.lower() if name in CATALOG else name}")

    def remove_tag(self, index: int) -> None:
        """Remove one marker (one undo step, named in words as its form is titled: the
        History said "Remove tag1" for a Battle Star token)."""
        t = self._tag(index)
        what = ("medal objective" if _is_medal(t) else "exit marker" if _is_exit(t) else
                CATALOG[t.name].label.lower() if t.name in CATALOG else f"marker {t.name}")
        links = self._linked_on(index)
        if not links or self.document is None or self.coord is None:
            self._write_tag(index, None, f"Remove {what}")
            return
        # with "same group" ticked, the hex leaves the group of the markers left (an
        # objective over the hexes still marked, an exit line without it)
        here, s = self.coord, self.document.scenario
        changes = self._markers_changed(
            links, lambda u: replace(u, group=out_of_group(s, u.group or (), (here,))))
        others = counted(len(changes), "other hex", "other hexes")
        h = self._h()
        changes[here] = replace(h, tags=h.tags[:index] + h.tags[index + 1:])
        self.document.set_hexes(changes, f"Remove {what} on {self._here()}, out of its group "
                                f"on {others}")

    def _marker_combo(self, index: int, names: Iterable[str], tip: str) -> QComboBox:
        # the label a designer reads, the file's code in the item's tooltip (two exit
        # markers read "Exit marker (tag4)" and "Exit marker (tag5)")
        combo = self._combo(f"tag{index}_name", tip,
                            [(CATALOG.shown_label(n), n) for n in names])
        # an exit's arrow turned as the map draws it on this hex (off the nearer edge)
        turn = (token_turn(self.document.scenario.board.rows, self.coord, self._tag(index))
                if self.document is not None and self.coord is not None else 1)
        for i in range(combo.count()):
            name = combo.itemData(i)
            combo.setItemIcon(i, item_icon(name, orientation=turn))
            combo.setItemData(i, f"{CATALOG.with_name(name)}: {name} in the file",
                              Qt.ItemDataRole.ToolTipRole)
        combo.currentIndexChanged.connect(lambda _i: self._change_tag(
            index, lambda t: replace(t, name=combo.currentData()), "Change marker"))
        self._sync_combo(combo, lambda: self._tag(index).name)
        return combo

    def _medals_box(self) -> QGroupBox:
        h = self.hex
        assert h is not None
        box = QGroupBox("Medal objectives")
        layout = QVBoxLayout(box)
        for index, t in enumerate(h.tags):
            if _is_medal(t):
                layout.addWidget(self._medal_form(index))
        row = QHBoxLayout()
        kind = self._combo("add_medal_kind", "Marker of the objective to add",
                           [(f"{CATALOG[n].label} ({n})", n) for n in MEDAL_NAMES])
        add = QPushButton("Add medal objective")
        self._name(add, "add_medal", "Add a medal objective marker on this hex")
        add.clicked.connect(lambda: self.add_medal(kind.currentData()))
        row.addWidget(kind, 1)
        row.addWidget(add)
        layout.addLayout(row)
        return box

    def _medal_form(self, index: int) -> QGroupBox:
        box = QGroupBox()
        self._sync_box(box, lambda: medal_title(self._tag(index)),
                       lambda: CATALOG.with_name(self._tag(index).name))
        form = QFormLayout(box)
        form.addRow("Marker", self._marker_combo(index, MEDAL_NAMES, "Marker: its colour shows "
                                                 "the side it scores for"))
        side = self._side_combo(f"tag{index}_side", "Scores for: the side that wins the medal "
                                "by holding the hex (unset, the marker's colour decides)",
                                "as the marker shows")
        side.currentIndexChanged.connect(lambda _i: self.set_medal_side(
            index, _side_or_none(side.currentData())))
        self._sync_combo(side, lambda: self._tag(index).side or self._medal(index).side)
        form.addRow("Scores for", side)
        effective = QLabel()
        effective.setAccessibleName("Side it scores for, all things considered")

        def sync_effective() -> None:
            t = self._tag(index)
            s = medal_side(t)
            chosen = t.side or (t.medal.side if t.medal is not None else None)
            effective.setText("in effect: either side" if s is None else
                              f"in effect: {s.value.capitalize()}"
                              + ("" if chosen else " (the marker's colour)"))
        self._sync.append(sync_effective)
        form.addRow("", effective)
        kind = self._combo(f"tag{index}_permanent", "Temporary (lost when the hex is left) or "
                           "permanent (kept once won)",
                           [("Temporary", False), ("Permanent", True)])
        kind.currentIndexChanged.connect(lambda _i: self.set_medal(
            index, "Set objective kind", permanent=bool(kind.currentData())))
        self._sync_combo(kind, lambda: bool(self._medal(index).permanent))
        form.addRow("Kind", kind)
        counts = QSpinBox()
        counts.setRange(1, 9)
        self._name(counts, f"tag{index}_counts_for", "Counts for: medals the objective is worth")
        counts.valueChanged.connect(lambda v: self.set_medal(
            index, "Set objective worth", counts, counts_for=v))
        self._sync_spin(counts, lambda: self._medal(index).counts_for or 1)
        form.addRow("Counts for", counts)
        self._medal_flag(form, index, "turn_start", "Held at turn start",
                         "Turn start: scores only if held at the start of the owner's turn",
                         "Set objective turn start")
        self._medal_flag(form, index, "majority", "Majority of the group",
                         "Majority: scores for holding most hexes of the group below",
                         "Set objective majority")
        needed = QSpinBox()
        needed.setRange(0, 99)
        needed.setSpecialValueText("not set")
        self._name(needed, f"tag{index}_nbr_hex", "Hexes needed: how many of the group must "
                   "be held")
        needed.valueChanged.connect(lambda v: self.set_medal(
            index, "Set objective hexes needed", needed, nbr_hex=v or None))
        self._sync_spin(needed, lambda: self._medal(index).nbr_hex or 0)
        form.addRow("Hexes needed", needed)
        self._medal_flag(form, index, "any_hex", "Any hex of the group",
                         "Any hex: holding any hex of the group scores", "Set objective any hex")
        form.addRow("Group", self._group_editor(index, "Objective group"))
        remove = QPushButton("Remove objective")
        self._name(remove, f"tag{index}_remove", "Remove this medal objective")
        remove.clicked.connect(lambda: self.remove_tag(index))
        form.addRow(remove)
        return box

    def _exits_box(self) -> QGroupBox:
        h = self.hex
        assert h is not None
        box = QGroupBox("Exit markers")
        layout = QVBoxLayout(box)
        for index, t in enumerate(h.tags):
            if _is_exit(t):
                layout.addWidget(self._exit_form(index))
        add = QPushButton("Add exit marker")
        self._name(add, "add_exit", "Add an exit marker on this hex (units of its side score "
                   "by leaving the board here)")
        add.clicked.connect(lambda: self.add_exit())
        layout.addWidget(add)
        return box

    def _exit_form(self, index: int) -> QGroupBox:
        box = QGroupBox()
        self._sync_box(box, lambda: exit_title(self._tag(index)),
                       lambda: CATALOG.with_name(self._tag(index).name))
        form = QFormLayout(box)
        form.addRow("Marker", self._marker_combo(index, EXIT_NAMES, "Marker of the exit"))
        side = self._side_combo(f"tag{index}_side", "Exiting side: the side whose units "
                                "score by leaving the board here", "(not set)")
        side.currentIndexChanged.connect(lambda _i: self._change_tag(
            index, lambda t: replace(t, side=_side_or_none(side.currentData())),
            "Set exit side"))
        self._sync_combo(side, lambda: self._tag(index).side)
        form.addRow("Exiting side", side)
        form.addRow("Exit hexes", self._group_editor(index, "Exit hexes"))
        remove = QPushButton("Remove exit marker")
        self._name(remove, f"tag{index}_remove", "Remove this exit marker")
        remove.clicked.connect(lambda: self.remove_tag(index))
        form.addRow(remove)
        return box

    def _others_box(self) -> QGroupBox:
        h = self.hex
        assert h is not None
        box = QGroupBox("Other markers")
        layout = QVBoxLayout(box)
        for index, t in enumerate(h.tags):
            if _tag_kind(t) == "other":
                layout.addWidget(self._other_form(index))
        row = QHBoxLayout()
        # those whose meaning nobody knows last, as the palette has them
        names = CATALOG.known_first(n for n in CATALOG.names("tag") if n not in MEDAL_NAMES)
        kind = self._combo("add_tag_kind", "Marker to add",
                           [(f"{CATALOG[n].label} ({n})", n) for n in names])
        add = QPushButton("Add marker")
        self._name(add, "add_tag", "Add the chosen marker on this hex")
        add.clicked.connect(lambda: self.add_tag(kind.currentData()))
        row.addWidget(kind, 1)
        row.addWidget(add)
        layout.addLayout(row)
        return box

    def _other_form(self, index: int) -> QGroupBox:
        box = QGroupBox()

        def meaning() -> str:  # what the marker does, as the palette says it
            return "\n".join(item_summary(self._tag(index).name)[1:])
        self._sync_box(box, lambda: CATALOG.with_name(self._tag(index).name), meaning)
        form = QFormLayout(box)
        behavior = self._combo(f"tag{index}_behavior", "Marker behaviour: what the marker does",
                               [(_NONE, None)] + [(b, b) for b in CATALOG.behaviors_for("tag")])
        for i in range(1, behavior.count()):
            behavior.setItemData(i, CATALOG.behaviors[behavior.itemData(i)].effect,
                                 Qt.ItemDataRole.ToolTipRole)
        behavior.currentIndexChanged.connect(lambda _i: self._write_tag(
            index, replace(self._tag(index), behavior=behavior.currentData()),
            "Set marker behaviour"))
        self._sync_combo(behavior, lambda: self._tag(index).behavior)
        form.addRow("Behaviour", behavior)
        side = self._side_combo(f"tag{index}_side", "Side: the side the marker belongs to "
                                "(mines: the side that laid them)", "(not set)")
        side.currentIndexChanged.connect(lambda _i: self._write_tag(
            index, replace(self._tag(index), side=_side_or_none(side.currentData())),
            "Set marker side"))
        self._sync_combo(side, lambda: self._tag(index).side)
        form.addRow("Side", side)
        remove = QPushButton("Remove marker")
        self._name(remove, f"tag{index}_remove", "Remove this marker")
        remove.clicked.connect(lambda: self.remove_tag(index))
        form.addRow(remove)
        return box

    # --- events ---------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if event.type() == QEvent.Type.FocusOut and watched in self._sessions:
            # Leaving a field ends its typing: its next edit is a new undo step.
            del self._sessions[watched]
        return super().eventFilter(watched, event)


__all__ = ["EXIT_NAMES", "HexDock", "HexListEditor", "MEDAL_NAMES"]
