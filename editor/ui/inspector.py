"""The rules inspector: what the unit on the selected hex can do, as the rules engine says.

For the selected unit it shows the hexes it can reach when ordered (shaded: may still battle
there, or may not), the enemy units it can target with the number of battle dice on each
and why, and, when the pointer rests on a target (or a target row is selected in the dock),
the line of sight with the hexes that block it.

Everything comes from :mod:`editor.engine.rules` (``reach``, ``battle_dice``,
``sight_line``) on a :class:`~editor.engine.rules.Battlefield` of the document. A
battlefield is a snapshot, so it is rebuilt after every edit (coalesced: a burst of edits in
one event-loop turn rebuilds once, after the edit calls have returned).

The canvas draws :meth:`InspectorDock.overlay`: an :class:`Overlay` of hex colours, the
sight line and its blockers; ``overlayChanged`` says when to ask again.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView, QBoxLayout, QDockWidget, QHBoxLayout, QHeaderView, QLabel, QTabWidget,
    QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget,
)

from editor.engine.air_rules import ACTION_NAMES, MODELS, airplane_model
from editor.engine.board import Coord, HexNameError, Side, distance
from editor.engine.catalog import CATALOG
from editor.engine.rules import (
    Battlefield, DiceCount, Reach, RulesError, SightLine, battle_dice, reach, sight_line,
)
from editor.engine.scenario import Scenario
from editor.engine.words import counted

from .document import Document
from .forms import FitWidthScrollArea, FocusRing
from .palette import movement_phrase
from .text import plain

#: Reachable hex where the unit may still battle.
MOVE_BATTLE_COLOUR = "#6638a832"
#: Reachable hex where it may not battle after moving there.
MOVE_ONLY_COLOUR = "#6690a4ae"
#: Enemy unit it can battle (dice > 0).
TARGET_COLOUR = "#a0d81b60"
_COORD_ROLE = Qt.ItemDataRole.UserRole


def _no_highlights() -> dict[Coord, str]:
    return {}


@dataclass(frozen=True)
class Overlay:
    """What the canvas draws for the inspector."""

    #: Reachable hexes (may battle / may not) and targets, ``#aarrggbb`` each.
    highlights: dict[Coord, str] = field(default_factory=_no_highlights)
    #: The line of sight to draw, from the unit to the target under the pointer.
    sight: tuple[Coord, Coord] | None = None
    #: Hexes blocking that line.
    blockers: frozenset[Coord] = frozenset()


EMPTY_OVERLAY = Overlay()


#: The ground the legend's see-through tints are laid on: a light one, as the map is (the
#: grey of a light window). Laid on the window, on a dark theme they came out near black,
#: nothing like the light tints on the map.
LEGEND_GROUND = "#efefef"


def _swatch(colour: str) -> QPixmap:
    pm = QPixmap(14, 14)
    pm.fill(QColor(LEGEND_GROUND))
    p = QPainter(pm)
    p.fillRect(pm.rect(), QColor(colour))
    p.end()
    return pm


class InspectorDock(QDockWidget):
    """Moves, targets and line of sight of the selected unit (objectName ``inspector``)."""

    #: The overlay changed (unit, hover, or the scenario under them).
    overlayChanged = Signal()  # noqa: N815 - Qt signal naming

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__("Rules inspector", parent)
        self.setObjectName("inspector")
        self.setAccessibleName("Rules inspector")
        self.document: Document | None = None
        self.unit_hex: Coord | None = None
        #: How many hexes are selected (:meth:`set_selection`): what the panel says when it
        #: shows no unit.
        self._selected = 0
        self.hover: Coord | None = None
        self.battlefield: Battlefield | None = None
        #: The battlefield of the document as it stands, kept across selections: building
        #: one is a third of a selection's work on a big board (issue 17); any edit drops it.
        self._current_battlefield: Battlefield | None = None
        self._moves: tuple[Reach, ...] = ()
        self._targets: list[DiceCount] = []
        self._target_coords: frozenset[Coord] = frozenset()
        self._line: SightLine | None = None
        self._overlay = EMPTY_OVERLAY
        self._rebuild_timer = QTimer(self)
        self._rebuild_timer.setSingleShot(True)
        self._rebuild_timer.setInterval(0)
        self._rebuild_timer.timeout.connect(self.rebuild)

        self.title = QLabel()
        self.title.setAccessibleName("Inspected unit")
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.profile = QLabel()
        self.profile.setAccessibleName("Unit rules")
        self.profile.setWordWrap(True)
        self.profile.setTextFormat(Qt.TextFormat.PlainText)
        legend = QHBoxLayout()
        for colour, text in ((MOVE_BATTLE_COLOUR, "may move and battle"),
                             (MOVE_ONLY_COLOUR, "may move, no battle"),
                             (TARGET_COLOUR, "target")):
            sw = QLabel()
            sw.setPixmap(_swatch(colour))
            sw.setAccessibleName(f"Colour of: {text}")
            legend.addWidget(sw)
            legend.addWidget(QLabel(text))
        legend.addStretch(1)
        self.targets_view = QTreeWidget()
        self.targets_view.setObjectName("inspectorTargets")
        self.targets_view.setAccessibleName("Targets")
        self.targets_view.setToolTip("Enemy units in range with the dice rolled against each; "
                                     "select one to see the line of sight")
        self.targets_view.setHeaderLabels(["Target", "Unit", "Dice", "Why"])
        self.targets_view.setRootIsDecorated(False)
        self.targets_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        for col in (0, 1, 2):
            self.targets_view.header().setSectionResizeMode(
                col, QHeaderView.ResizeMode.ResizeToContents)
        self.targets_view.header().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.targets_view.currentItemChanged.connect(lambda *_: self._target_row_changed())
        self.moves_view = QTreeWidget()
        self.moves_view.setObjectName("inspectorMoves")
        self.moves_view.setAccessibleName("Reachable hexes")
        self.moves_view.setToolTip("Hexes the unit can reach when ordered, and whether it may "
                                   "still battle there")
        self.moves_view.setHeaderLabels(["Hex", "Steps", "Battle", "Why not"])
        self.moves_view.setRootIsDecorated(False)
        for col in (0, 1, 2):
            self.moves_view.header().setSectionResizeMode(
                col, QHeaderView.ResizeMode.ResizeToContents)
        self.moves_view.header().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        for view in (self.targets_view, self.moves_view):
            FocusRing(view)  # empty (no unit selected), a list shows no focus of its own
        self.tabs = QTabWidget()
        self.tabs.addTab(self.targets_view, "Tar&gets")
        # no letter: the balance lab's Co&mpare, in sight beside it, has the M (Ctrl+Tab)
        self.tabs.addTab(self.moves_view, "Moves")
        self.targets_note = QLabel()
        self.targets_note.setAccessibleName("Targets summary")
        self.targets_note.setWordWrap(True)
        self.sight_label = QLabel()
        self.sight_label.setAccessibleName("Line of sight")
        self.sight_label.setWordWrap(True)
        self.sight_label.setTextFormat(Qt.TextFormat.PlainText)
        body = QWidget()
        info = QVBoxLayout()
        info.setContentsMargins(0, 0, 0, 0)
        info.addWidget(self.title)
        info.addWidget(self.profile)
        info.addLayout(legend)
        info.addWidget(self.targets_note)
        info.addWidget(self.sight_label)
        info.addStretch(1)
        #: The unit's words beside its targets and moves in a wide, short panel (the bottom
        #: area: stacked, a 1366 x 768 screen showed the table's header only, found by a
        #: helper), above them in a tall one (:meth:`resizeEvent`).
        self.columns = QBoxLayout(QBoxLayout.Direction.TopToBottom, body)
        self.columns.setContentsMargins(4, 4, 4, 4)
        self.columns.addLayout(info, 2)
        self.columns.addWidget(self.tabs, 3)
        # up and down scrolling only: the panel can be as short as the bottom area it
        # shares with the findings on a small screen
        self.setWidget(FitWidthScrollArea(body, name="Rules inspector"))
        self.set_document(document)

    #: Side by side when the panel is at least this many times as wide as it is tall.
    SIDE_BY_SIDE = 2.5

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        wide = self.width() >= self.SIDE_BY_SIDE * max(1, self.height())
        self.columns.setDirection(QBoxLayout.Direction.LeftToRight if wide
                                  else QBoxLayout.Direction.TopToBottom)

    # --- public API -----------------------------------------------------------------------

    def set_document(self, document: Document) -> None:
        """Inspect another document (the unit selection is dropped)."""
        if self.document is not None:
            try:
                self.document.changed.disconnect(self._document_changed)
            except (RuntimeError, TypeError):
                pass
        self.document = document
        self._current_battlefield = None
        document.changed.connect(self._document_changed)
        self.unit_hex = None
        self.hover = None
        self.rebuild()

    def set_unit_hex(self, coord: Coord | None) -> None:
        """Inspect the unit on ``coord`` (``None``: nothing), and the unit there after an
        edit (an undo, a paste, a paint) while it stays."""
        if coord == self.unit_hex:
            return
        self.unit_hex = coord
        self.hover = None
        self.rebuild()

    def set_selection(self, selection: frozenset[Coord]) -> None:
        """Inspect the unit on the one hex selected, whatever stands there now; with none or
        several selected, say so."""
        count = len(selection)
        changed = count != self._selected and (count > 1 or self._selected > 1)
        self._selected = count
        single = next(iter(selection)) if count == 1 else None
        if changed and single == self.unit_hex:
            self.rebuild()  # (the same hex inspected: only the words change)
        self.set_unit_hex(single)

    def set_hover(self, coord: Coord | None) -> None:
        """The pointer rests on ``coord``: over a listed target, show the line of sight."""
        if coord == self.hover:
            return
        self.hover = coord
        self._update_sight()

    def overlay(self) -> Overlay:
        """What the canvas should draw now."""
        return self._overlay

    def moves(self) -> tuple[Reach, ...]:
        """The reachable hexes, as :func:`~editor.engine.rules.reach` answered."""
        return self._moves

    def targets(self) -> list[DiceCount]:
        """Enemy units in range, as :func:`~editor.engine.rules.battle_dice` answered
        (possible battles first, most dice first)."""
        return list(self._targets)

    def sight(self) -> SightLine | None:
        """The line of sight shown (to the hovered or selected target)."""
        return self._line

    # --- computing ------------------------------------------------------------------------

    def _document_changed(self) -> None:
        self._current_battlefield = None
        # Coalesced and after the edit returns: painting never waits for the rules.
        if self.unit_hex is not None or self.battlefield is not None:
            self._rebuild_timer.start()

    def rebuild(self) -> None:
        """Rebuild the battlefield from the document and recompute everything."""
        self._rebuild_timer.stop()
        self._moves, self._targets, self._target_coords = (), [], frozenset()
        self.battlefield = None
        # The views are refilled below; their intermediate "current row" changes mean nothing.
        self.targets_view.blockSignals(True)
        try:
            self._fill()
        finally:
            self.targets_view.blockSignals(False)
        self._update_sight()

    def _fill(self) -> None:
        self.targets_note.clear()
        self.targets_view.clear()
        self.moves_view.clear()
        self.profile.clear()
        a = self.unit_hex
        doc = self.document
        unit = doc.scenario.hex(a).unit if doc is not None and a is not None else None
        if doc is None or a is None or unit is None:
            self.title.setText(self._no_unit_words(a))
            return
        if self._current_battlefield is None:
            self._current_battlefield = Battlefield(doc.scenario)
        bf = self.battlefield = self._current_battlefield
        item = CATALOG.get(unit.name)
        side = unit.side
        player = doc.scenario.game_info.player_of(side) if side is not None else None
        self.title.setText(
            f"{item.label if item else unit.name} ({unit.name}) on {bf.name(a)}"
            + (f", {side.label}" if side else ", side unknown")
            + (f", player {player} ({'top' if player == 1 else 'bottom'})" if player else ""))
        try:
            _, profile = bf.require_unit(a)
            self._moves = reach(bf, a)
        except RulesError as e:
            self.profile.setText(str(e))
            return
        battle = sum(1 for r in self._moves if r.can_battle)
        self.profile.setText(
            f"{profile.label}: {movement_phrase(profile)}; "
            f"dice {', '.join(map(str, profile.dice)) or 'none'}. "
            f"{counted(len(self._moves), 'hex', 'hexes')} reachable, {battle} where it may still "
            "battle."
            + self._landing_craft_line(a)
            + "".join(self._sudden_death_lines(a, side)))
        for r in self._moves:
            row = QTreeWidgetItem(self.moves_view, [bf.name(r.coord), str(r.steps),
                                                     "yes" if r.can_battle else "no", r.reason])
            row.setData(0, _COORD_ROLE, r.coord)
            row.setToolTip(3, plain(r.reason))
        if profile.battles:
            found: list[tuple[int, DiceCount]] = []
            for b in bf.units():
                if not bf.are_enemies(a, b):
                    continue
                dc = battle_dice(bf, a, b)
                d = distance(a, b)
                if dc.possible or d <= profile.range:
                    found.append((d, dc))
            found.sort(key=lambda x: (not x[1].possible, -x[1].dice, x[0], x[1].target))
            self._targets = [dc for _, dc in found]
            out = sum(1 for b in bf.units() if bf.are_enemies(a, b)) - len(found)
            for dc in self._targets:
                target = bf.unit(dc.target)
                row = QTreeWidgetItem(self.targets_view, [
                    bf.name(dc.target), target.name if target else "", str(dc.dice),
                    "; ".join(dc.reasons)])
                row.setData(0, _COORD_ROLE, dc.target)
                row.setToolTip(3, plain("\n".join(dc.reasons)))
                row.setToolTip(0, plain(f"{bf.name(dc.target)}: {counted(dc.dice, 'die', 'dice')}"))
            possible = sum(1 for dc in self._targets if dc.possible)
            self.targets_note.setText(
                f"{counted(possible, 'target')} it can battle; "
                f"{len(self._targets) - possible} in range it cannot"
                + (f"; {counted(out, 'enemy unit')} out of range." if out else "."))
        elif profile.flies:
            self.targets_note.setText(airplane_words(doc.scenario, a))
        else:
            self.targets_note.setText(f"{profile.label} units do not battle with dice.")
        self._target_coords = frozenset(dc.target for dc in self._targets)

    def _no_unit_words(self, a: Coord | None) -> str:
        """What the panel says while it shows no unit: why, and what to do."""
        how = ("where it can move, what it can battle with how many dice, and its lines of "
               "sight.")
        if self._selected > 1:
            return f"{self._selected} hexes selected: select one unit to see {how}"
        if a is not None and self.document is not None:
            return f"No unit on {self.document.scenario.board.hex_name(a)}. " \
                f"Select a unit to see {how}"
        return f"Select a unit to see {how}"

    def _landing_craft_line(self, a: Coord) -> str:
        """What a game does with a unit aboard a landing craft (the Air Pack's, played by
        the battle engine), which these static rules move as a unit in the ocean."""
        doc = self.document
        if doc is None:
            return ""
        h = doc.scenario.hex(a)
        # the game's tables only for a barge (as the game reads one: under a unit, at sea)
        from editor.engine.game.expansions.landing_craft import IN_WORDS, LANDING_CRAFT
        if h.rect_terrain is None or h.rect_terrain.name != LANDING_CRAFT:
            return ""
        from editor.export.played import played

        if a not in played(doc.scenario).aboard:
            return ""
        return (f"\nAboard a landing craft: in a game, {IN_WORDS} The hexes shaded are "
                "the static rules', which move it as a unit in the ocean.")

    def _sudden_death_lines(self, a: Coord, side: Side | None) -> list[str]:
        """A line per sudden death of the unit's side (``game_info.victory.condition``):
        the hexes to hold, and which of them the unit stands on or can reach."""
        doc = self.document
        if doc is None or side is None:
            return []
        board = doc.scenario.board
        near = {r.coord for r in self._moves} | {a}
        lines = []
        for sd in doc.scenario.game_info.sudden_deaths():
            if sd.side is not side or not sd.group:
                continue
            here = []
            for name in sd.group:
                try:
                    if board.parse_hex(name) in near:
                        here.append(name)
                except HexNameError:
                    continue
            count = sd.number if sd.number is not None else len(sd.group)
            lines.append(f"\nSudden death: the {side.adjective} player wins at once holding "
                         f"{count} of {', '.join(sd.group)}; within this unit's reach: "
                         f"{', '.join(here) or 'none'}.")
        return lines

    def _target_row_changed(self) -> None:
        self._update_sight()

    def _sight_target(self) -> Coord | None:
        if self.hover is not None and self.hover in self._target_coords:
            return self.hover
        item = self.targets_view.currentItem()
        c = item.data(0, _COORD_ROLE) if item is not None else None
        return c if isinstance(c, Coord) and c in self._target_coords else None

    def _update_sight(self) -> None:
        bf, a = self.battlefield, self.unit_hex
        line = None
        if bf is not None and a is not None:
            target = self._sight_target()
            if target is not None:
                line = sight_line(bf, a, target)
        self._line = line
        if bf is None or line is None:
            self.sight_label.setText("Point at a target (or select it above) to see the "
                                     "line of sight." if self._targets else "")
        elif line.clear:
            self.sight_label.setText(f"Line of sight to {bf.name(line.target)}: clear.")
        else:
            self.sight_label.setText(
                f"Line of sight to {bf.name(line.target)}: blocked by "
                + "; ".join(f"{bf.name(b.coord)} ({b.reason})" for b in line.blockers) + ".")
        highlights: dict[Coord, str] = {}
        for r in self._moves:
            highlights[r.coord] = MOVE_BATTLE_COLOUR if r.can_battle else MOVE_ONLY_COLOUR
        for dc in self._targets:
            if dc.possible:
                highlights[dc.target] = TARGET_COLOUR
        overlay = Overlay(highlights,
                          (line.origin, line.target) if line is not None else None,
                          frozenset(b.coord for b in line.blockers) if line else frozenset())
        if overlay != self._overlay:
            self._overlay = overlay
            self.overlayChanged.emit()


__all__ = ["EMPTY_OVERLAY", "InspectorDock", "MOVE_BATTLE_COLOUR", "MOVE_ONLY_COLOUR",
           "Overlay", "TARGET_COLOUR"]


def airplane_words(s: Scenario, c: Coord) -> str:
    """What the airplane on ``c`` does instead of battling with dice: one Air Battle Action
    a turn once airborne, those its model may do (004), named. "Airplane units do not
    battle with dice" said nothing of what it does."""
    model = MODELS[airplane_model(s, c)]
    actions = [ACTION_NAMES[k] for k in ACTION_NAMES if k in model.actions]
    return (f"Airplanes do not battle with dice: once airborne, one Air Battle Action a "
            f"turn. This {model.title} may do {', '.join(actions[:-1])}"
            f"{' and ' if len(actions) > 1 else ''}{actions[-1]} (Air Pack, 004).")

