"""The palette: every catalog item, drawn by the renderer, grouped and searchable.

Groups follow how a designer looks for a piece: terrain tiles by family and face
(countryside, winter, desert, Pacific), the square pieces laid on a hex, obstacles, units by
nation, badges, and markers. The board's face puts its own terrain first and opens it.

Each entry's tooltip is the item's label and its rules as the engine plays them
(:func:`editor.engine.rules.rules_for` for terrain, square pieces and obstacles,
:func:`~editor.engine.rules.profile_of` for units, the catalog's meaning for badges and
markers), so the palette is also the quickest rules reference.

Keyboard: Ctrl+F (the window's shortcut) focuses :attr:`PaletteDock.search`; Down moves into
the list, Enter chooses the first match from the search box or the current entry in the list.
A click chooses too, and an entry dragged onto the map is laid where it is dropped (the
drag carries :data:`ITEM_MIME`, the item's name). Choosing emits ``itemChosen(category,
name)``; a choice the user made in
the dock also emits ``handedOff`` (the window gives the keyboard to the map, so that the tool
keys and R work at once). Letters typed in the list go to the search box: the type-ahead is
the search, never the list's own jump to a label.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QEvent, QMimeData, QObject, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QDrag, QIcon, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView, QDockWidget, QHeaderView, QLabel, QLineEdit, QSizePolicy, QTreeWidget,
    QTreeWidgetItem, QVBoxLayout, QWidget,
)

from editor.engine.air_rules import AIRFIELDS, CARRIER, CARRIERS, MODELS
from editor.engine.board import Face, Side
from editor.engine.catalog import CATALOG, NATIONS, UNIT_TYPES, CatalogItem, unit_nation, unit_type
from editor.engine.rules import UnitProfile, profile_of, rules_for
from editor.engine.rules.terrain import FALLBACKS, Sight, TerrainRules
from editor.engine.rules.units import family_words, half_tracks_by_default, ignores_one_flag
from editor.engine.scenario import Unit

from . import key_names, undo_keys
from .document import Document
from .icons import item_icon

#: The type of a palette entry dragged out (onto the map): its catalog name, in UTF-8.
ITEM_MIME = "application/x-m44-palette-item"


def dragged_item(md: QMimeData | None) -> str | None:
    """The catalog name a drag from the palette carries, or ``None`` (another drag: a file,
    a text, or a name the catalog lacks)."""
    if md is None or not md.hasFormat(ITEM_MIME):
        return None
    try:
        name = bytes(md.data(ITEM_MIME).data()).decode("utf-8")
    except UnicodeDecodeError:
        return None
    return name if name in CATALOG else None


class _ItemTree(QTreeWidget):
    """The palette's list: an entry dragged out carries its name (:data:`ITEM_MIME`)."""

    #: A drag out of the list ended, dropped or not: its action (``IgnoreAction``: none).
    dragEnded = Signal(object)  # noqa: N815 - Qt signal naming

    def mimeTypes(self) -> list[str]:  # noqa: N802 - Qt override
        return [ITEM_MIME]

    def mimeData(self, items: Sequence[QTreeWidgetItem]) -> QMimeData:  # noqa: N802
        md = QMimeData()
        names = [it.data(0, _NAME_ROLE) for it in items if it.data(0, _NAME_ROLE)]
        if names:
            md.setData(ITEM_MIME, names[0].encode("utf-8"))
        return md

    def supportedDropActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.CopyAction

    def startDrag(self, supported: Qt.DropAction) -> None:  # noqa: N802 - Qt override
        """The item's picture under the pointer, not its row, which hid the hex aimed at."""
        item = self.currentItem()
        if item is None or not item.data(0, _NAME_ROLE):
            return
        drag = QDrag(self)
        drag.setMimeData(self.mimeData([item]))
        icon = item.data(0, Qt.ItemDataRole.DecorationRole)
        if isinstance(icon, QIcon):
            size = QSize(ICON_SIZE, ICON_SIZE)
            drag.setPixmap(icon.pixmap(size, self.devicePixelRatioF()))
            drag.setHotSpot(QPoint(ICON_SIZE // 2, ICON_SIZE // 2))
        self.dragEnded.emit(drag.exec(Qt.DropAction.CopyAction))


#: Titles of the terrain face families.
FAMILY_TITLES: dict[str, str] = {"countryside": "countryside", "winter": "winter",
                                 "desert": "desert", "pacific": "Pacific", "any": "any face"}
#: Nations of the unit suffixes.
NATION_TITLES: dict[str, str] = {"us": "United States", "ger": "Germany",
                                 "ru": "Soviet Union", "jp": "Japan",
                                 "brit": "Great Britain and Commonwealth"}
#: Terrain families in the order a board face wants them (its own first). A BEACH board is
#: countryside inland, and Pacific tiles go on COUNTRY and BEACH boards.
FACE_ORDER: dict[Face, tuple[str, ...]] = {
    Face.COUNTRY: ("countryside", "pacific", "winter", "desert"),
    Face.BEACH: ("countryside", "pacific", "winter", "desert"),
    Face.WINTER: ("winter", "countryside", "pacific", "desert"),
    Face.DESERT: ("desert", "countryside", "pacific", "winter"),
}
#: The families a face opens (the others stay listed, closed).
FACE_FAMILIES: dict[Face, frozenset[str]] = {
    Face.COUNTRY: frozenset({"countryside", "pacific"}),
    Face.BEACH: frozenset({"countryside", "pacific"}),
    Face.WINTER: frozenset({"winter"}),
    Face.DESERT: frozenset({"desert"}),
}

#: Words a designer searches by that the catalog's names and labels lack, and the labels
#: of the items each one is true of: "water" finds the rivers, ponds, lakes, frozen rivers
#: and coastlines (the sea's shore), "sea" and "ocean" the coastlines.
SEARCH_SYNONYMS: dict[str, frozenset[str]] = {
    "water": frozenset({"Rivers & Waterways", "Lake", "Frozen Rivers", "Coastlines"}),
    "sea": frozenset({"Coastlines"}),
    "ocean": frozenset({"Coastlines"}),
    "swamp": frozenset({"Marshes"}),
    "ship": frozenset({"Aircraft carrier", "Destroyer", "Barge"}),
    "boat": frozenset({"Barge"}),
    # "landing craft": the Air Pack's name for the barge (the rules say nothing else)
    "craft": frozenset({"Barge"}),
    "mines": frozenset({"Minefield"}),
    "railway": frozenset({"Railroads", "Railroad Bridges", "Railroad station",
                          "Railroad (variant)", "Railroad (variant, winter)",
                          "Railroads (fork right, winter)"}),
    # tank traps: the hedgehogs are "anti-tank" in the catalog, the dragon's teeth too
    "trap": frozenset({"Hedgehogs", "Dragon's Teeth"}),
    "tank": frozenset({"Dragon's Teeth"}),
    # "ice" found only the rice paddies
    "ice": frozenset({"Frozen Rivers"}),
    "frozen": frozenset({"Frozen Rivers"}),
}
#: Words for a face family's tiles ("snow" found nothing; "winter" found them).
FAMILY_WORDS: dict[str, str] = {"winter": "snow"}
_SEA_HINT = ("The sea is no tile: the board's beach face prints it (Scenario → Board Face → "
             "Beach); Coastlines are the desert's shore tiles.")
_SUDDEN_HINT = ("Victory conditions are no pieces: Scenario properties → Victory (a sudden "
                "death takes the hexes selected on the map); a medal objective is a marker.")
_LABEL_HINT = ("A place name is written on the map with the Label tool (L), or Edit → Edit "
               "Label (F2) at the hex cursor.")
#: What the palette says to a search for what the board prints rather than a tile, or for
#: what is set elsewhere than with a piece.
SEARCH_HINTS: dict[str, str] = {
    "sea": _SEA_HINT, "ocean": _SEA_HINT,
    "beach": "The beach and the sea are printed by the board's beach face (Scenario → "
             "Board Face → Beach); Beaches is the Pacific's beach tile.",
    # what a designer looks for in the palette that is set elsewhere
    "sudden": _SUDDEN_HINT, "death": _SUDDEN_HINT, "victory": _SUDDEN_HINT,
    "label": _LABEL_HINT, "place": _LABEL_HINT, "name": _LABEL_HINT,
}

ICON_SIZE = 40
#: The room the list keeps for an item's label beside its icon (in widths of "0"), where
#: the panel is too narrow for both the labels and the names.
LABEL_MIN_CHARS = 14
_NAME_ROLE = Qt.ItemDataRole.UserRole
#: A heading's group title (its text adds the count).
_TITLE_ROLE = Qt.ItemDataRole.UserRole + 2
_CATEGORY_ROLE = Qt.ItemDataRole.UserRole + 1


# --- rules summaries (also used by the hex panel) -----------------------------------------

def _classes(classes: Iterable[object]) -> str:
    return "/".join(sorted(str(getattr(c, "value", c)) for c in classes))


#: What a terrain's line of sight is, in words.
_SIGHT_WORDS: dict[Sight, str] = {
    Sight.CLEAR: "does not block", Sight.BLOCKS: "blocks",
    Sight.HEIGHT: "blocks unless attacker and target are at the same height"}


def _movement_phrases(t: TerrainRules) -> list[str]:
    """The movement restrictions of a terrain, in the order the palette lists them."""
    moves = []
    if t.impassable_to:
        moves.append("impassable to " + _classes(t.impassable_to))
    stops = ((t.must_stop, "a unit moving in must stop"),
             (t.enter_from_adjacent_start_only, "enter only from an adjacent starting hex"),
             (t.stop_after_leaving, "a unit moving out stops on the adjacent hex"))
    moves += [phrase for on, phrase in stops if on]
    if t.cannot_leave:
        moves.append(_classes(t.cannot_leave) + " starting here may not leave")
    if t.max_move:
        moves.append(f"moves touching it are at most {t.max_move} hex"
                     f"{'es' if t.max_move > 1 else ''}")
    crossings = ((t.crossing, "crosses the river"),
                 (t.rail, "Patrol Cars and Half-tracks stop on it"),
                 (t.cliff, "Patrol Cars and Half-tracks may not move up or down it from "
                           "the beach or the ocean"),
                 (t.no_retreat_into, "no retreat into it"))
    return moves + [phrase for on, phrase in crossings if on]


def _battle_phrases(t: TerrainRules) -> list[str]:
    """The battle restrictions of a terrain."""
    flags = ((t.no_battle_after_entering, "a unit moving in may not battle"),
             (t.no_battle_out, "a unit here may not battle"))
    return ([phrase for on, phrase in flags if on]
            + [f"{cls.value} here battles out at −{n}" for cls, n in t.battle_out])


def _dice_phrase(t: TerrainRules) -> str:
    """The dice a terrain takes from a battle against a unit on it."""
    if t.protection is None:
        return "none"
    dice = (f"against a unit here, infantry −{t.protection.infantry}, "
            f"armor −{t.protection.armor}; artillery ignores it")
    if t.protection.only_from_lower_ground:
        dice += " (only from lower ground)"
    if t.claimed:
        dice += " (the claiming side only)"
    return dice


def _removal_phrases(t: TerrainRules, layer: str) -> list[str]:
    """Who may remove a piece of ``layer``, and whether it goes when its unit leaves."""
    removal = [f"{cls.value} may remove it " + ("and battle" if battles
                                                  else "instead of battling")
               for cls, battles in t.removed_by]
    if t.gone_when_left and layer == "obstacle":
        removal.append("removed when the unit on it leaves")
    return removal


def terrain_lines(t: TerrainRules, layer: str = "obstacle") -> list[str]:
    """A terrain family's rules as short lines: movement, battle, line of sight, dice
    reductions, flags, removal, of a piece of ``layer`` (a tile that protects as sandbags
    do, trenches, stays when its unit leaves: only an obstacle goes, as the engine plays
    it)."""
    lines = [f"Movement: {', '.join(_movement_phrases(t)) or 'no restriction'}",
             f"Battle: {', '.join(_battle_phrases(t)) or 'no restriction'}",
             f"Line of sight: {_SIGHT_WORDS[t.sight]}",
             f"Dice reduction: {_dice_phrase(t)}"]
    if t.ignore_flag_for:
        flags = f"Flags: {_classes(t.ignore_flag_for)} here may ignore the first flag"
        if t.claimed:
            flags += " (the claiming side only)"
        lines.append(flags)
    removal = _removal_phrases(t, layer)
    if removal:
        lines.append("Removal: " + "; ".join(removal))
    if t.height:
        lines.append(f"Height: {t.height}")
    return lines


def piece_rules_lines(name: str, behavior: str | None = None) -> list[str]:
    """The rules of a terrain, square piece or obstacle name (with a behaviour), as the
    engine plays them."""
    t = rules_for(name, behavior)
    fallback = FALLBACKS.get(name)
    head = f"Rules: {t.label}"
    if fallback is not None and fallback.note:
        head += f" ({fallback.note})"
    elif fallback is None:
        head += " (no rules of its own: plays as open countryside)"
    item = CATALOG.get(name)
    lines = [head, *terrain_lines(t, item.category if item is not None else "obstacle")]
    if name in AIRFIELDS:
        lines.append("Air rules (when in effect): a friendly airplane ending its move here "
                     "lands; landed, it may be battled like any unit")
    elif name in CARRIERS:
        models = ", ".join(m.title for m in MODELS.values() if CARRIER in m.actions)
        lines.append(f"Air rules (when in effect): a friendly airplane of a carrier model "
                     f"({models}) ending its move here lands; landed, it may not be targeted")
    return lines


def movement_phrase(p: UnitProfile) -> str:
    """How far a unit moves and whether it battles after, in words ("moves 1 or battles,
    not both": never "battles after at most 0")."""
    if not p.battles:
        return f"moves up to {p.move}"
    if p.move_and_battle == 0:
        return f"moves {p.move} or battles, not both"
    if p.move_and_battle >= p.move:
        return f"moves up to {p.move} and battles"
    return f"moves up to {p.move}; battles after at most {p.move_and_battle}"


def unit_rules_lines(unit: Unit) -> list[str]:
    """A unit's rules profile as short lines."""
    p = profile_of(unit)
    if p is None:
        return ["Rules: none (no rules profile for this name)"]
    dice = ", ".join(map(str, p.dice)) if p.dice else "does not battle with dice"
    moving = movement_phrase(p)
    lines = [f"Rules: {p.label} ({p.unit_class.value}), {p.figures} figures",
             *_stand_in_lines(unit),
             f"Movement: {moving}",
             f"Battle dice by distance: {dice}",
             f"Line of sight: {'needed' if p.needs_los else 'not needed'}",
             f"Hit by: {_classes(p.hit_by)}"
             + ("; each hit is rolled again, only a grenade confirms it" if p.hits_rerolled
                else "")]
    if p.flies:
        lines.insert(2, "Flies over anything")
    if p.barred_as:
        lines.insert(2, f"May not enter terrain impassable to {_classes(p.barred_as)}")
    after = [w for w, ok in (("take ground", p.take_ground), ("armor overrun", p.overrun)) if ok]
    if after:
        lines.append("After a close assault: " + " and ".join(after))
    return lines + _special_lines(unit, p)


def _stand_in_lines(unit: Unit) -> list[str]:
    """That a vehicle no marker names plays as Half-tracks, a stand-in whose own rules are
    in none of our sources (as ``unplayed-vehicle`` and the briefing's legend say)."""
    if not half_tracks_by_default(unit):
        return []
    return ["Played as Half-tracks (003) for want of a Half-track marker: official "
            "scenarios use vehicles for Supply Trucks (Troops 17), whose rules are not in "
            "our rules sources"]


def _special_lines(unit: Unit, p: UnitProfile) -> list[str]:
    """What sets a unit apart from its class, as the engine plays it (the briefing's legend
    says the same from the same fields)."""
    lines = []
    if p.ignores_terrain_battle_restrictions:
        lines.append("May battle after entering any terrain")
    if p.retreat_per_flag > 1:
        lines.append(f"Retreat: 1 to {p.retreat_per_flag} hexes per flag")
    if ignores_one_flag(unit):
        lines.append("May ignore 1 flag")
    if not p.removes_obstacles:
        lines.append("May not remove wire")
    if p.resupplies:
        lines.append("Re-supply: instead of battling, weakened friendly units next to it, "
                     "1 figure for 1")
    if p.figures_per_medal:
        lines.append(f"Medals: 1 per {p.figures_per_medal} figures destroyed, not per unit")
    if p.not_ordered_by:
        lines.append(f"Never ordered by: {', '.join(p.not_ordered_by)} (not even as a unit "
                     "of your choice)")
    return lines


#: The catalog's exit markers: markers of an exit line for the side that exits there.
EXIT_NAMES: tuple[str, ...] = ("tag4", "tag5")

#: The unit types a badge may change, each by a name of that type (its rules profile's
#: label says the type: "Infantry", "Special Forces infantry"...).
_BADGE_BEARERS: tuple[str, ...] = ("infger", "inf2ger", "tankger", "tank2ger", "gunger")


def _badge_lines(item: CatalogItem) -> list[str]:
    """What a badge does to the units it goes on, as the engine plays it, and where the
    official scenarios put it (the catalog's research notes are not a designer's words)."""
    if item.meaning_unknown:
        return ["Meaning unknown: the official editor's catalog has it, and no official "
                "scenario uses it"]
    lines = []
    families = item.facts.get("rules_family_by_unit_prefix")
    families = families if isinstance(families, dict) else {}
    for name in _BADGE_BEARERS:
        bare, badged = profile_of(Unit(name)), profile_of(Unit(name, badge=item.name))
        if bare is None or badged is None:
            continue
        if badged.kind != bare.kind:
            lines.append(f"On {bare.label.lower()}: plays as {badged.label}")
        elif isinstance(family := families.get(unit_type(name) or ""), str):
            lines.append(f"On {bare.label.lower()}: the rules of {family_words(family)}, "
                         "which the simulator does not play (say them in the special rules)")
    from editor.export.legend import BADGE_OPTIONS

    if item.name in BADGE_OPTIONS:
        key, rules = BADGE_OPTIONS[item.name]
        option = CATALOG.options[key].label if key in CATALOG.options else key
        lines.append(f"Goes with the rule option {option} (Scenario properties), whose "
                     f"{rules} the simulator does not play")
    if not lines:
        lines.append("Marks the unit, with no rules of its own: the scenario's special "
                     "rules say what it means")
    used = item.facts.get("used_with")
    if isinstance(used, dict) and used:
        lines.append("Seen in official scenarios on: " + ", ".join(
            f"{CATALOG[n].label if n in CATALOG else n} ({k})" for n, k in used.items()))
    return lines


#: Whom a medal objective scores for, by the catalog's ``scores_for``.
_SCORES_FOR = {"AXIS": "the Axis", "ALLIES": "the Allies"}


def _marker_lines(item: CatalogItem) -> list[str]:
    """What a marker does, as the engine plays it (the catalog's research notes are not a
    designer's words)."""
    if item.meaning_unknown:
        return ["Meaning unknown: only the official editor's catalog has it, and Board Game "
                "Arena refuses a custom scenario that holds it"]
    if item.name.startswith("medal"):
        side = _SCORES_FOR.get(str(item.facts.get("scores_for")))
        who = f"{side} when they hold its hex" if side else "whichever side holds its hex"
        return [f"A medal objective: worth a medal to {who}",
                "The Hex panel sets it temporary or permanent, its group and its worth"]
    if item.name in EXIT_NAMES:
        return ["An exit: a unit of the marker's side that leaves the board from its exit "
                "line earns a medal",
                "The Hex panel sets its side and the hexes of its line",
                "The two exit markers (tag4, tag5) play alike and are drawn apart; the side "
                "set on one says whose exit it is"]
    lines = ["The simulator does not play it: the scenario's special rules say its rules "
             "(and the briefing's legend says it is not played)"]
    side = str(item.facts.get("side_meaning", ""))
    if side.startswith("side = "):
        lines.append(f"Its side: the {side.removeprefix('side = ')}")
    return lines


@cache
def item_summary(name: str) -> tuple[str, ...]:
    """Label, name and rules of a catalog item, one line each (the tooltip's text)."""
    item = CATALOG.get(name)
    if item is None:
        return (name, "Not in the catalog")
    head = CATALOG.with_name(name)
    if item.category in ("terrain", "rect_terrain", "obstacle"):
        body = piece_rules_lines(name)
        if item.orientations > 1:
            body.append(f"Orientations: {item.orientations}, each 60° further "
                        "counter-clockwise (R turns it)")
    elif item.category == "unit":
        body = unit_rules_lines(Unit(name))
        if item.side:
            body.insert(0, f"Fights for: {Side.words(item.side)}")
    elif item.category == "badge":
        body = _badge_lines(item)
    else:
        body = _marker_lines(item)
    return (head, *body)


def item_tooltip(name: str) -> str:
    """:func:`item_summary` as a rich-text tooltip (the texts are escaped: catalog text is
    data)."""
    head, *body = item_summary(name)
    return ("<p style='white-space:pre-wrap'><b>" + html.escape(head) + "</b><br>"
            + "<br>".join(html.escape(line) for line in body) + "</p>")


# --- the groups -------------------------------------------------------------------------

@dataclass(frozen=True)
class PaletteGroup:
    """One heading of the palette and its catalog names."""

    key: str
    title: str
    names: tuple[str, ...]


def palette_groups(face: Face = Face.COUNTRY) -> list[PaletteGroup]:
    """The palette's groups for a board face, in display order; every catalog name is in
    exactly one group."""
    groups = []
    terrain = CATALOG.names("terrain")
    for family in FACE_ORDER[face]:
        names = tuple(n for n in terrain if CATALOG[n].face_family == family)
        if names:
            groups.append(PaletteGroup(f"terrain:{family}",
                                       f"Terrain — {FAMILY_TITLES[family]}", names))
    others = tuple(n for n in terrain if CATALOG[n].face_family not in FACE_ORDER[face])
    if others:
        groups.append(PaletteGroup("terrain:other", "Terrain — other", others))
    own = FACE_FAMILIES[face] | {"any"}
    rect = CATALOG.names("rect_terrain")
    rect_sorted = tuple(sorted(rect, key=lambda n: (CATALOG[n].face_family not in own,
                                                    rect.index(n))))
    groups.append(PaletteGroup("rect_terrain", "Square pieces (bunkers, bridges, ships…)",
                               rect_sorted))
    groups.append(PaletteGroup("obstacle", "Obstacles", tuple(CATALOG.names("obstacle"))))
    units = CATALOG.names("unit")
    order = {t: i for i, t in enumerate(("inf", "inf2", "tank", "tank2", "gun", "veh", "pln"))}
    for nation in NATIONS:
        names = tuple(sorted((n for n in units if unit_nation(n) == nation),
                             key=lambda n: order.get(unit_type(n) or "", len(UNIT_TYPES))))
        if names:
            groups.append(PaletteGroup(f"unit:{nation}", f"Units — {NATION_TITLES[nation]}",
                                       names))
    stray = tuple(n for n in units if unit_nation(n) not in NATIONS)
    if stray:
        groups.append(PaletteGroup("unit:other", "Units — other", stray))
    groups.append(PaletteGroup("badge", "Badges",
                               tuple(CATALOG.known_first(CATALOG.names("badge")))))
    groups.append(PaletteGroup("tag", "Markers (medals, exits, mines…)",
                               tuple(CATALOG.known_first(CATALOG.names("tag")))))
    return groups


class _ItemEntry(QTreeWidgetItem):
    """A palette entry whose icon is drawn when the view first shows it (and again, sharp,
    on a screen of another pixel ratio)."""

    def __init__(self, parent: QTreeWidgetItem, name: str, text: str,
                 palette: PaletteDock) -> None:
        super().__init__(parent)
        item = CATALOG[name]
        #: The group's heading the entry is under (``parent()``, which Qt types as optional).
        self.group = parent
        self.name = name
        self._palette = palette
        self.setText(0, text)
        self.setText(1, name)
        self.setData(0, _NAME_ROLE, name)
        self.setData(0, _CATEGORY_ROLE, item.category)
        tip = item_tooltip(name)
        self.setToolTip(0, tip)
        self.setToolTip(1, tip)
        synonyms = [word for word, labels in SEARCH_SYNONYMS.items() if item.label in labels]
        self.search_text = " ".join([name, text, str(item.facts.get("label_detail", "")),
                                     item.category, item.face_family,
                                     FAMILY_WORDS.get(item.face_family, ""), *synonyms]).lower()

    def data(self, column: int, role: int) -> object:  # noqa: D102 - Qt override
        if column == 0 and role == Qt.ItemDataRole.DecorationRole:
            return self._palette.icon_for(self.name)
        return super().data(column, role)


class PaletteDock(QDockWidget):
    """Grouped, searchable palette of every catalog item (objectName ``palette``)."""

    #: An item was chosen: its catalog category and name.
    itemChosen = Signal(str, str)  # noqa: N815 - Qt signal naming
    #: The user chose in the dock (a click, Enter): the keyboard may go back to the map.
    handedOff = Signal()  # noqa: N815

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__("Palette", parent)
        self.setObjectName("palette")
        self.setAccessibleName("Palette")
        self.document: Document | None = None
        self.face = Face.COUNTRY
        #: The last chosen (category, name), ``None`` before any choice.
        self.chosen: tuple[str, str] | None = None
        self.search = QLineEdit()
        self.search.setObjectName("paletteSearch")
        self.search.setPlaceholderText(f"Search by name or label ({key_names.keys('Ctrl+F')})")
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName("Search the palette")
        self.search.setToolTip("Type part of a name (woods) or a label (Forests); Down moves "
                               "into the list, Enter chooses the first match")
        undo_keys.guard(self.search)  # Ctrl+Z: the search's own typing, then the map's edits
        self.tree = _ItemTree()
        self.tree.setObjectName("paletteTree")
        self.tree.setAccessibleName("Palette items")
        self.tree.setToolTip("Click or press Enter to choose an item to paint, or drag it "
                             "onto the map")
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels(["Item", "Name"])
        self.tree.setHeaderHidden(True)
        self.tree.setIconSize(QSize(ICON_SIZE, ICON_SIZE))
        self.tree.setIndentation(12)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # an entry dragged onto the map is laid there (headings are not draggable)
        self.tree.setDragEnabled(True)
        self.tree.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.tree.setDefaultDropAction(Qt.DropAction.CopyAction)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # the name column is as wide as its names, but gives way to the labels where the
        # panel is narrow (a small window, a screen at scale 2): see _fit_columns
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # A row is an icon high, room for two lines: a long label ("Roads over Hills
        # (curve)") wraps rather than losing its end, which tells it from its neighbours.
        self.tree.setWordWrap(True)
        self.tree.itemClicked.connect(self._clicked)
        self.tree.dragEnded.connect(self._drag_ended)
        self.tree.installEventFilter(self)
        self.tree.viewport().installEventFilter(self)
        self.search.installEventFilter(self)
        self.search.textChanged.connect(self.filter)
        #: What a search found nothing for, or what it looks for that is no tile (the sea).
        self.hint = QLabel()
        self.hint.setObjectName("paletteHint")
        self.hint.setAccessibleName("Search hint")
        self.hint.setWordWrap(True)
        self.hint.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)  # echoes what was typed
        self.hint.hide()
        self.status = QLabel()
        self.status.setAccessibleName("Palette status")
        # A long label ("Objective medal, Allies (British style)") wraps; it must never
        # widen the dock, which would narrow and re-zoom the map under the mouse (issue 17).
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.search)
        layout.addWidget(self.hint)
        layout.addWidget(self.tree)
        layout.addWidget(self.status)
        self.setWidget(body)
        self._groups: dict[str, QTreeWidgetItem] = {}
        self._entries: dict[str, _ItemEntry] = {}
        self._build()
        self.set_document(document)

    # --- public API -----------------------------------------------------------------------

    def set_document(self, document: Document) -> None:
        """Follow another document (its board face orders the terrain)."""
        if self.document is not None:
            try:
                self.document.boardChanged.disconnect(self._board_changed)
            except (RuntimeError, TypeError):  # the old document is already gone
                pass
        self.document = document
        document.boardChanged.connect(self._board_changed)
        self.set_face(document.scenario.face)

    def set_face(self, face: Face) -> None:
        """Put the terrain of a board face first and open it; icons show its ground."""
        face = Face(face)
        if face == self.face and self.tree.topLevelItemCount():
            return
        current = self.current_name()
        self.face = face
        self._build()
        if current is not None:
            self.select(current)

    def current_name(self) -> str | None:
        """The name of the entry the list's cursor is on (``None`` on a heading)."""
        item = self.tree.currentItem()
        return item.data(0, _NAME_ROLE) if item is not None else None

    def select(self, name: str) -> bool:
        """Move the list's cursor to ``name`` without choosing it (the eyedropper's echo);
        ``False`` when no entry has that name."""
        entry = self._entries.get(name)
        if entry is None:
            return False
        entry.group.setExpanded(True)
        self.tree.setCurrentItem(entry)
        self.tree.scrollToItem(entry)
        return True

    def choose(self, name: str) -> None:
        """Choose an entry as a click would (emits ``itemChosen``)."""
        self.show_chosen(name)
        self.itemChosen.emit(CATALOG[name].category, name)

    def show_chosen(self, name: str) -> None:
        """Show ``name`` as the chosen item without choosing it (the brush changed
        elsewhere: the eyedropper): the list's cursor on it, the footer naming it."""
        self.select(name)
        item = CATALOG.get(name)
        # (a name no catalog knows, picked from the file's map, has no entry: none is the
        # brush's; the footer still names it)
        self.chosen = (item.category, name) if item is not None else None
        self.status.setText(f"Chosen: {CATALOG.with_name(name)}")

    def visible_names(self) -> list[str]:
        """Names the list shows now (after the search filter), in order."""
        found = []
        for i in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(i)
            if group is None:
                continue
            for j in range(group.childCount()):
                child = group.child(j)
                if child is not None and not child.isHidden():
                    found.append(child.data(0, _NAME_ROLE))
        return found

    def tooltip(self, name: str) -> str:
        """The tooltip of an entry."""
        return self._entries[name].toolTip(0)

    def icon_for(self, name: str) -> QIcon:
        """The entry's icon on the board's face (drawn at the size and pixel ratio shown)."""
        return item_icon(name, face=self.face)

    def filter(self, text: str) -> None:
        """Show the entries whose name, label or kind contain every word of ``text``
        (what typing in :attr:`search` does)."""
        if self.search.text() != text:
            self.search.setText(text)  # textChanged comes back here with the same text
            return
        self._apply_filter(text.lower().split())

    # --- building -------------------------------------------------------------------------

    def _open_by_default(self, key: str) -> bool:
        if key.startswith("terrain:"):
            return key.split(":", 1)[1] in FACE_FAMILIES[self.face]
        return key in ("rect_terrain", "obstacle")

    def _build(self) -> None:
        self.tree.clear()
        self._groups.clear()
        self._entries.clear()
        for group in palette_groups(self.face):
            head = QTreeWidgetItem(self.tree, [f"{group.title}  ({len(group.names)})"])
            head.setData(0, _TITLE_ROLE, group.title)
            head.setFirstColumnSpanned(True)
            # A heading opens and closes; it is not an item to choose.
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            head.setToolTip(0, f"{group.title}: {len(group.names)} items")
            font = head.font(0)
            font.setBold(True)
            head.setFont(0, font)
            self._groups[group.key] = head
            # told apart within the group: the winter group's roads need not say winter
            shown = CATALOG.shown_labels(group.names)
            for name in group.names:
                self._entries[name] = _ItemEntry(head, name, shown[name], self)
        self._apply_filter(self.search.text().lower().split())

    def _apply_filter(self, words: list[str]) -> None:
        shown = 0
        for key, group in self._groups.items():
            title = str(group.data(0, _TITLE_ROLE))
            # the heading's words count ("units germany"), not its examples in brackets
            # ("bridge" found every square piece through "(bunkers, bridges, ships…)")
            heading = title.split(" (")[0].lower()
            visible = 0
            for j in range(group.childCount()):
                child = group.child(j)
                assert isinstance(child, _ItemEntry)
                match = all(w in child.search_text + " " + heading for w in words)
                child.setHidden(not match)
                visible += match
            count = group.childCount()
            # while searching, the heading counts what the search found in it
            group.setText(0, f"{title}  ({visible} of {count})" if words
                          else f"{title}  ({count})")
            group.setHidden(visible == 0)
            group.setExpanded(visible > 0 if words else self._open_by_default(key))
            shown += visible
        total = len(self._entries)
        self.status.setText(f"{shown} of {total} items shown" if words else f"{total} items")
        hints = list(dict.fromkeys(SEARCH_HINTS[w] for w in words if w in SEARCH_HINTS))
        if words and not shown:
            typed = self.search.text().strip()
            hints.insert(0, f"Nothing matches \u201c{typed}\u201d: search by a name (woods), "
                            "a label (Forests) or a kind (unit, winter); Escape clears the "
                            "search.")
        self.hint.setText("\n".join(hints))
        self.hint.setVisible(bool(hints))

    # --- events ---------------------------------------------------------------------------

    def _board_changed(self) -> None:
        if self.document is not None:
            self.set_face(self.document.scenario.face)

    def _clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        name = item.data(0, _NAME_ROLE)
        if isinstance(item, _ItemEntry) and name:
            self.choose(name)
            self.handedOff.emit()
        elif item.childCount():
            item.setExpanded(not item.isExpanded())

    def _drag_ended(self, _action: object) -> None:
        """A row pressed and dragged out became the list's current row; dropped nowhere,
        it stayed highlighted while the brush was another item: the brush's row is shown
        again (a drop on the map made the dragged item the brush: its row stays)."""
        entry = self._entries.get(self.chosen[1]) if self.chosen is not None else None
        scrolls = self.tree.hasAutoScroll()
        self.tree.setAutoScroll(False)  # the list stays where the drag left it
        try:
            if entry is not None and not entry.isHidden() and not entry.group.isHidden():
                self.tree.setCurrentItem(entry)
            else:  # no brush, or its row hidden by the search: no row is the brush's
                # PySide6's stubs: setCurrentItem takes None (no current item), as Qt does
                self.tree.setCurrentItem(None)  # type: ignore[call-overload]
                self.tree.clearSelection()
        finally:
            self.tree.setAutoScroll(scrolls)

    def _first_visible(self) -> _ItemEntry | None:
        for group in self._groups.values():
            if group.isHidden():
                continue
            for j in range(group.childCount()):
                child = group.child(j)
                if isinstance(child, _ItemEntry) and not child.isHidden():
                    return child
        return None

    def _best_match(self) -> _ItemEntry | None:
        """What Enter in the search chooses: the entry shown whose name or label is the
        text typed, else the first one shown ("bridge" chose the Pontoon Bridges listed
        above the Bridge)."""
        typed = self.search.text().strip().lower()
        for entry in self._entries.values():
            if not entry.isHidden() and not entry.group.isHidden() and typed in (
                    entry.name.lower(), entry.text(0).lower()):
                return entry
        return self._first_visible()

    def _fit_columns(self) -> None:
        """The name column's width: its names' where that leaves the labels
        :data:`LABEL_MIN_CHARS` characters beside their icons, else what does (a name is
        cut with "…" sooner than a label, down to a fifth of the list)."""
        tree = self.tree
        names = max(tree.header().sectionSizeHint(1), tree.sizeHintForColumn(1))
        room = tree.viewport().width()
        label = (2 * tree.indentation() + ICON_SIZE
                 + LABEL_MIN_CHARS * tree.fontMetrics().horizontalAdvance("0"))  # a "ch"
        width = max(min(names, room - label), min(names, room // 5))
        if tree.header().sectionSize(1) != width:
            tree.header().resizeSection(1, width)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if watched is self.tree.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            if watched is self.tree and enter:
                item = self.tree.currentItem()
                if item is not None and item.isHidden():
                    item = None  # hidden by the search: Enter chooses nothing unseen
                if isinstance(item, _ItemEntry):
                    self.choose(item.name)
                    self.handedOff.emit()
                elif item is not None:
                    item.setExpanded(not item.isExpanded())
                return True
            text = event.text()
            if (watched is self.tree and text and text.isprintable() and not text.isspace()
                    and not event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                                 | Qt.KeyboardModifier.AltModifier
                                                 | Qt.KeyboardModifier.MetaModifier)):
                self.search.setFocus(Qt.FocusReason.OtherFocusReason)
                self.search.insert(text)
                return True
            if watched is self.search:
                if enter:
                    first = self._best_match()
                    if first is not None:
                        self.choose(first.name)
                        self.handedOff.emit()
                    return True
                if key == Qt.Key.Key_Down:
                    # onto the first match, unless the list is on one: an item the
                    # search hid (the one chosen before) would be chosen by Enter unseen
                    first = self._first_visible()
                    self.tree.setFocus()
                    at = self.tree.currentItem()
                    if first is not None and (not isinstance(at, _ItemEntry) or at.isHidden()):
                        self.tree.setCurrentItem(first)
                    return True
                if key == Qt.Key.Key_Escape:
                    # the first Escape clears the search, the next gives the keys back to
                    # the map (its tool keys, and Ctrl+Z undoing the map, not the text)
                    if self.search.text():
                        self.search.clear()
                    else:
                        self.handedOff.emit()
                    return True
        return super().eventFilter(watched, event)


__all__ = ["EXIT_NAMES", "ITEM_MIME", "PaletteDock", "dragged_item", "PaletteGroup",
           "item_summary", "item_tooltip", "palette_groups", "movement_phrase",
           "piece_rules_lines", "terrain_lines", "unit_rules_lines"]
