"""Forms for the structured values of a scenario that have no fixed field of their own: rule
options (``game_info.options``) and victory conditions (``game_info.victory.condition``).

A :class:`ValueForm` edits one JSON value as ordinary fields, built from the value's shape:
an object is a form of its keys, a side (``"ALLIES"`` / ``"AXIS"``, or any ``side`` key) a
pick list by side name, a value its option's shape gives choices (an enum's values, a
text's examples, a behavior's: those its place takes) a pick list, which may be typed in
but for an enum's, a number a spin box, a flag a check box, a list of names (hexes,
sections) one line of comma-separated names (hexes and a hex with a button taking the
map's selection, where the form is given it), a list of objects a group per item. Nobody
types JSON: the shape comes from the file's value, or for a new option from
:func:`option_template` (the option's shape in ``editor/io/options.py``, from the shared
vocabulary, with its start in :data:`OPTION_STARTS`).

``edited(value)`` is emitted after every change the user makes (``typed_in`` says whether it
was typed or spun in a field, whose edits make one undo step); :meth:`ValueForm.set_value`
shows a value (rebuilding only when its shape changed, so the field being typed in keeps its
cursor).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (QAbstractButton, QCheckBox, QComboBox, QFormLayout, QGroupBox,
                               QHBoxLayout, QLabel, QLineEdit, QPushButton, QScrollArea,
                               QSpinBox, QStyle, QStyleOptionComboBox, QVBoxLayout, QWidget)

from editor.engine.board import Board, Coord, Side
from editor.engine.catalog import CATALOG
from editor.engine.checks.text import PLAYED_OPTIONS
from editor.engine.words import capital
from editor.export.sentences import say
from editor.io.options import INTEGER as INTEGER_SHAPE
from editor.io.options import OPTION_SHAPES, Shape

from . import undo_keys, wheel
from .text import literal, plain, set_field_text

Json = Any

#: The sides by name, in pick lists.
SIDE_CHOICES: tuple[tuple[str, str], ...] = (("Allies", Side.ALLIES.value),
                                             ("Axis", Side.AXIS.value))

#: What a newly switched-on option starts with where its shape (``OPTION_SHAPES``) gives
#: no value of its own: the numbers, hexes and names (the rest of an object's keys come
#: from the shape: a side ``ALLIES``, a text its first example), and a side or a choice
#: other than the first. Each is checked against the option's shape by
#: tests/ui/test_properties.py.
OPTION_STARTS: dict[str, Json] = {
    "night_visibility_team_turn": "AXIS",  # "Night Fall Attacks (Axis)"
    "partial_blitz_rules": "AXIS",
    "hill317": ["L5"],
    "must_have_unit_exit": {"min_nbr_units": 1},
    "blowbridge_opt2": {"side": "AXIS", "option": 1},
    "empty_section_medals": {"sections": [0], "count_for": 1},
    "airdrop": {"range": 2, "nbr_units": 4, "center": "E5", "unit": {"name": "inf2us"}},
    "airdrop2": {"range": 2, "nbr_units": 4, "center": "E5", "unit": {"name": "inf2us"},
                 "option": 1},
    "armor_breakthrough_rules": {"ALLIES": {"nbr_units": 2, "name": "tankus"},
                                 "AXIS": {"nbr_units": 2, "name": "tankger"}},
    "supply_train_rules": {"nbr_units": [1, 1], "unit": {"name": "loco", "turn": 1}},
}

#: What the tooltips of an option's fields add where the game engine does not play the
#: option (all but the Air rules and Air Strikes: docs/GAME.md, "What is not played").
NOT_PLAYED = ("The game engine does not play this option: the file keeps it, and the "
              "briefing prints it.")

#: What the tooltips of a victory condition's fields add where the game engine does not
#: play it: all but the sudden deaths (docs/GAME.md), a kind this editor does not know.
CONDITION_NOT_PLAYED = ("The game engine does not play this condition (it plays the medals "
                        "and the sudden deaths): the file keeps it as read, and the briefing "
                        "does not print it.")

_AIRDROP_TITLES = {
    "side": "Side", "range": "Drop range (hexes)", "nbr_units": "Number of units",
    "center": "Drop centre", "behavior": "Drop behaviour", "nbr_drops": "Number of drops",
    "option2": "Option 2", "unit": "Dropped units", "unit.name": "Unit",
    "unit.badge": "Badge", "unit.behavior": "Behaviour", "unit.turn": "Turn"}

#: The words a rule option's form labels its keys with, by option and key: a key's path
#: inside the value (``unit.behavior``) where the same key means other things at other
#: depths, else the key at any depth. The file's keys are no words a designer reads
#: ("ALLIES", "nbr_units", "center"); the fields keep them as object names, where findings
#: lead. A key with none (of an option this editor does not know) is labelled as the file
#: writes it, "_" a space; tests/ui/test_properties.py fails on a known option's. (The
#: editor's panels are in English only: no translation.)
OPTION_KEY_TITLES: dict[str, dict[str, str]] = {
    "airdrop": _AIRDROP_TITLES,
    "airdrop2": {**_AIRDROP_TITLES, "option": "Option"},
    "armor_breakthrough_rules": {"ALLIES": "Allied reinforcements",
                                 "AXIS": "Axis reinforcements", "nbr_units": "Number of units",
                                 "name": "Unit", "badge": "Badge", "behavior": "Behaviour"},
    "blowbridge_opt2": {"side": "Side", "option": "Option"},
    "empty_section_medals": {"sections": "Sections", "side": "Side",
                             "count_for": "Medals each"},
    "must_have_unit_exit": {"side": "Side", "min_nbr_units": "Units to exit, at least"},
    "smoke_screen": {"side": "Side"},
    "supply_train_rules": {"side": "Side", "nbr_units": "Number of units", "unit": "Train",
                           "unit.name": "Piece", "unit.behavior": "Behaviour",
                           "unit.turn": "Turn"},
}

_DROP_UNIT_TURN = ("The turn from which the units may be ordered, with the behaviour "
                   "CANNOT_BE_ACTIVATED_TILL_TURN (the catalog's: \"dropped/arriving units "
                   "cannot be ordered until option unit.turn\").")
_AIRDROP_TIPS = {
    "side": "The side whose units are dropped.",
    "range": "The drop's range in hexes around its centre (the briefing prints \"within 2 "
             "hexes\").",
    "nbr_units": "How many units are dropped; a list, as some files write it, gives several "
                 "numbers, and no source says what each counts.",
    "center": "The hex the drop is made around (a hex name such as E5 or f6).",
    "behavior": "How the drops are made: ONE_AT_TIME, one at a time (the catalog's \"drops "
                "are made one at a time\").",
    "nbr_drops": "How many drops are made.",
    "option2": "A number some files give; no source says what it does.",
    "unit": "The units dropped: their unit, badge and behaviour.",
    "unit.name": "The unit dropped.", "unit.badge": "The badge the dropped units carry.",
    "unit.behavior": "The dropped units' behaviour: a unit's, or "
                     "CANNOT_BE_ACTIVATED_TILL_TURN (not ordered before the turn below).",
    "unit.turn": _DROP_UNIT_TURN}
#: What an option's fields hold, in their tooltips, by option and key as
#: :data:`OPTION_KEY_TITLES` (``""`` the whole value, for an option of one field): what the
#: rules sources say the field does where they say it (the Air Strikes' side, 004), else
#: what the file holds as the shared vocabulary and the briefing read it (no rules source of
#: ours describes these options), :data:`NOT_PLAYED` following.
OPTION_KEY_TIPS: dict[str, dict[str, str]] = {
    "air_strikes_rules": {"": (
        "The side under Air Strikes rules: with the Air rules in effect, its Recon 1 cards "
        "may be played as Air Sorties, entering from an edge hex of the card's section "
        "(Air Pack rules). The game engine reads it only with the Air rules on.")},
    "airdrop": _AIRDROP_TIPS,
    "airdrop2": {**_AIRDROP_TIPS,
                 "option": "A number the file gives; no source says what it does."},
    "armor_breakthrough_rules": {
        "ALLIES": "The Allied reinforcements: how many units of which kind.",
        "AXIS": "The Axis reinforcements: how many units of which kind.",
        "nbr_units": "How many reinforcement units the side gets.",
        "name": "The unit the reinforcements are.",
        "badge": "The badge the reinforcements carry.",
        "behavior": "The reinforcements' behaviour: a unit's, or CANNOT_EXIT (the "
                    "catalog's \"armor breakthrough units cannot exit the board\")."},
    "blowbridge_opt2": {
        "side": "The side the option is for.",
        "option": "The option's number, as the file writes it (the option's label says "
                  "option 2); no source says what another does."},
    "deck_name": {"": "The special deck the scenario names: "
                      "AIR_POWER_AS_ARTILLERY_BOMBARD_DECK, Air Power cards played as "
                      "Artillery Bombard (as the briefing says it)."},
    "empty_section_medals": {
        "sections": "The board sections, by number (0, 1, 2) or name (left), as files write "
                    "them; no source says which number is which section.",
        "side": "The side the medals count for.",
        "count_for": "How many medals each empty section is worth (the briefing prints "
                     "\"worth 1 medal\")."},
    "hill317": {"": "The hexes of Hill 317, separated by commas (E5, f6)."},
    "mine_deck_name": {"": "The minefield tokens used: TERRAIN, the Terrain Pack's; "
                           "PACIFIC, Pacific Theater's."},
    "must_have_unit_exit": {
        "side": "The side whose units must exit the board.",
        "min_nbr_units": "How many of its units must exit the board, at least."},
    "night_visibility_team_turn": {"": "The side the option names (its label: Night Fall "
                                       "Attacks (Axis)); no source says more."},
    "partial_blitz_rules": {"": "The side the Partial Blitz rules are for, or all: both "
                                "sides."},
    "russian_commissar_rule": {"": "The side that fights as the Red Army (RKKA)."},
    "smoke_screen": {"side": "The side the smoke screen is for."},
    "supply_train_rules": {
        "side": "The side the supply train is of.",
        "nbr_units": "Numbers of units, one after another as the file writes them; no "
                     "source says what each counts.",
        "unit": "The train: its piece and when it may be ordered.",
        "unit.name": "The train's square piece (loco).",
        "unit.behavior": "The train's behaviour: CANNOT_BE_ACTIVATED_TILL_TURN, not "
                         "ordered before the turn below.",
        "unit.turn": _DROP_UNIT_TURN},
}


#: The file's abbreviations, said out in a key this editor has no words for.
_KEY_ABBREVIATIONS = {"nbr": "number of", "min": "minimum", "max": "maximum"}


def key_words(key: str) -> str:
    """A key of the file this editor has no words for (a victory condition's of a kind it
    does not know) in words a designer reads: a side's by its name, the file's
    abbreviations said out, "_" a space, a capital first.

    >>> key_words("nbr_units"), key_words("turn_limit"), key_words("ALLIES")
    ('Number of units', 'Turn limit', 'Allies')
    """
    if key in Side.__members__:
        return Side(key).label
    words = " ".join(_KEY_ABBREVIATIONS.get(w, w) for w in key.split("_") if w) or key
    return capital(words)


def unknown_value_words(value: Json) -> tuple[dict[str, str], dict[str, str]]:
    """The titles and tips (as :data:`OPTION_KEY_TITLES` and :data:`OPTION_KEY_TIPS`) of
    the fields of a value this editor does not know (a victory condition of another kind
    than a sudden death): each key at any depth in :func:`key_words`, its tooltip naming
    the key as the file writes it, no source of ours saying what it holds."""
    keys: dict[str, None] = {}
    todo = [value]
    while todo:
        v = todo.pop()
        if isinstance(v, Mapping):
            keys.update(dict.fromkeys(v))
            todo += v.values()
        elif isinstance(v, list):
            todo += v
    unknown = "no source of ours says what it holds."
    tips = {k: f"What the file keeps under \"{k}\"; {unknown}" for k in keys}
    tips[""] = f"The condition's value as the file writes it; {unknown}"
    return {k: key_words(k) for k in keys}, tips


def _briefing_words(key: str) -> str:
    """The briefing's English words ``key``, as a pick list's entry (a capital first)."""
    text = say("en", key)
    return capital(text)


#: The words a rule option's pick list shows its choices by, by option and value (the
#: value itself, a code, in the entry's tooltip): the briefing's words for the decks and
#: for "all" sides.
OPTION_CHOICE_WORDS: dict[str, dict[str, str]] = {
    "deck_name": {c: _briefing_words(f"deck_{c}")
                  for c in OPTION_SHAPES["deck_name"].examples},
    "mine_deck_name": {c: _briefing_words(f"mine_deck_{c}")
                       for c in OPTION_SHAPES["mine_deck_name"].examples},
    "partial_blitz_rules": {"all": _briefing_words("both_sides")},
}


#: What a field of a value's optional key shows while it is not set (the key left out).
NOT_SET = "(not set)"
#: The lowest step of an optional number's spin box: not set.
_UNSET_NUMBER = -1000
#: The least whole number of a key, at any depth of a value (an option's counts and
#: turns): its spin box goes no lower (but to a file's value under it).
_LEAST: dict[str, int] = {"nbr_units": 0, "nbr_drops": 0, "range": 0, "min_nbr_units": 0,
                          "count_for": 0, "turn": 1}


def _least(name: str) -> int | None:
    """The least whole number of the field ``name`` (its key's, :data:`_LEAST`)."""
    return _LEAST.get(name.rsplit(".", 1)[-1])


#: The kinds of optional keys a form shows unset, to be set (names and behaviors from a
#: pick list, whole numbers).
_OPTIONAL_KINDS = ("name", "behavior", "integer")

#: What a list's line holds, by its items' kind, in its tooltip, and its placeholder (a
#: list of hexes, or of a shape unknown: names, hexes read as such).
_LIST_WORDS: dict[str, tuple[str, str]] = {
    "hex": ("names separated by commas (hexes like E5, f6)", "E5, f6, …"),
    "integer": ("whole numbers separated by commas", "1, 2, …"),
    "section": ("sections separated by commas (whole numbers, or names such as left)",
                "0, 2, …"),
}

#: The fewest characters a pick list shows when its panel is narrow (the list itself pops
#: up at full width).
NARROW_CHARS = 8


def narrow_combos(root: QWidget) -> None:
    """Let every pick list under ``root`` shrink to :data:`NARROW_CHARS` characters: a long
    item ("US — United States", a catalog label) must not make its panel wider than the
    window gives it (issue 17: every field reachable without a horizontal scroll bar). A
    set minimum width is what layouts shrink a widget to (Qt's size hint of a narrow pick
    list counts an icon's width per character, wider than the panel)."""
    for combo in root.findChildren(QComboBox):
        narrow = combo.fontMetrics().horizontalAdvance("x" * NARROW_CHARS) + 36
        if combo.minimumWidth() != narrow:
            combo.setMinimumWidth(narrow)


def wrap_long_rows(root: QWidget) -> None:
    """Let every form under ``root`` put a field under its title when the two side by side
    do not fit the panel's width (a form that puts every title above its field keeps
    that). With a big application font (1.5 times, a low-vision user's setting) a title
    and its field side by side made a form wider than its panel, and the fields were cut
    at the panel's right edge; where they fit, the form looks as before."""
    for form in root.findChildren(QFormLayout):
        if form.rowWrapPolicy() == QFormLayout.RowWrapPolicy.DontWrapRows:
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)


def panel_fields(root: QWidget) -> None:
    """What a panel does to the fields it builds under ``root``: pick lists that may shrink
    (:func:`narrow_combos`), forms whose rows may wrap (:func:`wrap_long_rows`), fields
    the mouse wheel changes only once they have the focus (:func:`editor.ui.wheel.guard`),
    and fields that pass Undo and Redo to the document when they have no typing of their
    own to take back (:func:`editor.ui.undo_keys.guard`)."""
    narrow_combos(root)
    wrap_long_rows(root)
    wheel.guard(root)
    undo_keys.guard(root)


def clicks_leave_the_keys(root: QWidget) -> None:
    """The pick lists, buttons and boxes under ``root`` take the keyboard by Tab only, not
    by a click: a click on them leaves it where it was (the map, in the Hex panel). A badge
    chosen with the mouse kept the keyboard, and B pressed for the Paint tool chose the
    next badge starting with B; a button clicked swallowed the tool keys. Fields that are
    typed into (numbers, texts) still take it by a click."""
    for field in (*root.findChildren(QComboBox), *root.findChildren(QAbstractButton)):
        if field.focusPolicy() == Qt.FocusPolicy.NoFocus:
            continue  # a button that never takes the keyboard (a line edit's clear button)
        if not (isinstance(field, QComboBox) and field.isEditable()):
            field.setFocusPolicy(Qt.FocusPolicy.TabFocus)


#: The shorter forms of a pick list's entry, longest first (:class:`FittingCombo`).
SHORTER_ROLE = Qt.ItemDataRole.UserRole + 7


class FittingCombo(QComboBox):
    """A pick list whose closed box shows the longest form of its entry that fits in it:
    the entry ("DE — Germany"), else its shorter forms in turn ("Germany", then "DE"). In a
    narrow panel "US — United States" was cut to "US — United S" and "DE — Germany" to "DE
    — German"; the popup still lists the entries whole."""

    def add_item(self, text: str, data: Any, shorter: Sequence[str] = ()) -> None:
        """Add an entry and the shorter forms it may show closed, longest first."""
        self.addItem(text, data)
        if shorter:
            self.setItemData(self.count() - 1, tuple(shorter), SHORTER_ROLE)

    def shown_text(self) -> str:
        """What the closed box shows now."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        return option.currentText

    def initStyleOption(self, option: QStyleOptionComboBox) -> None:  # noqa: N802 - Qt's
        super().initStyleOption(option)
        i = self.currentIndex()
        shorter = self.itemData(i, SHORTER_ROLE) if i >= 0 and not self.isEditable() else None
        if not shorter:
            return
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        room = field.width() - 4  # the label's margins
        if not option.currentIcon.isNull():
            room -= option.iconSize.width() + 4
        metrics = self.fontMetrics()
        forms = (option.currentText, *shorter)
        option.currentText = next((f for f in forms if metrics.horizontalAdvance(f) <= room),
                                  forms[-1])


def in_sight(widget: QWidget) -> bool:
    """Whether ``widget`` is on screen: shown, and not behind another tab of its group,
    where Qt holds a panel "visible" all the same."""
    return widget.isVisible() and not widget.visibleRegion().isEmpty()


def give_keys(field: QWidget, within: QWidget) -> None:
    """Scroll ``field`` into sight (:func:`into_sight`) and give it the keyboard: where a
    finding leads."""
    into_sight(field, within)
    field.setFocus(Qt.FocusReason.OtherFocusReason)


def into_sight(field: QWidget, within: QWidget) -> None:
    """Scroll ``field`` into sight in every scroll area holding it inside ``within`` (the
    innermost first: a panel's texts scroll in an area of their own inside the page's)."""
    area = field.parentWidget()
    while area is not None and area is not within:
        if isinstance(area, QScrollArea):
            area.ensureWidgetVisible(field)
        area = area.parentWidget()


def fields_follow(page: QWidget, parts: Iterable[QWidget]) -> None:
    """Make Tab go from ``page`` (a panel's scroll area, or the field above ``parts``)
    through the fields of ``parts`` in turn, each part's in the order they were made (top
    down, as a form is built), and only then on.

    Qt's Tab order is the order in which widgets joined the window: the balance lab's
    fields came before its page (made after them), and a Hex panel form, built for the hex
    selected, at the very end of the window; Tab from the page (where F6, Ctrl+E and
    Ctrl+Shift+B put the keys) left the panel, for the map or the findings. The play
    panel's buttons came before the hand and the decisions above them."""
    previous, window = page, page.window()
    for part in parts:
        for field in [part, *part.findChildren(QWidget)]:
            if field.focusProxy() is None and field.focusPolicy() & Qt.FocusPolicy.TabFocus \
                    and field.window() is window:  # (not a pick list's own list)
                QWidget.setTabOrder(previous, field)
                previous = field


class FocusRing(QWidget):
    """A frame in the palette's highlight colour drawn over the edge of ``target`` while it
    has the keyboard itself (not one of its fields). A panel's page is a scroll area without
    a frame, which the style draws no focus on: F6, Ctrl+E or Tab landing on it left no
    sign of where the keys had gone."""

    WIDTH = 2

    def __init__(self, target: QWidget) -> None:
        super().__init__(target)
        self.setObjectName("focusRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()
        target.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.Type.FocusIn and isinstance(watched, QWidget):
            self.setGeometry(watched.rect())
            self.raise_()  # over the page and its scroll bar
            self.show()
        elif kind == QEvent.Type.FocusOut:
            self.hide()
        elif kind == QEvent.Type.Resize and isinstance(watched, QWidget):
            self.setGeometry(watched.rect())
        return False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        half = self.WIDTH / 2
        p.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), self.WIDTH))
        p.drawRect(QRectF(self.rect()).adjusted(half, half, -half, -half))
        p.end()


class FitWidthScrollArea(QScrollArea):
    """A scroll area for a panel's form: it scrolls up and down only, the form always as
    wide as the panel (its fields as :func:`panel_fields` makes them; a panel that rebuilds
    its fields calls that again). ``name`` is what a screen reader says of it when the
    keyboard lands on the page itself, and a :class:`FocusRing` shows it has the keys."""

    def __init__(self, inner: QWidget, parent: QWidget | None = None, *, name: str) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(inner)
        self.setAccessibleName(name)
        self.focus_ring = FocusRing(self)
        panel_fields(inner)

    def least_width(self) -> int:
        """The narrowest this area can be with every field of its form wholly in view, a
        vertical scroll bar counted (a shorter window may bring one). It follows the
        fonts: with a big application font the forms need more."""
        inner = self.widget()
        form = inner.minimumSizeHint().width() if inner is not None else 0
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        return form + 2 * self.frameWidth() + bar


def option_template(key: str) -> Json:
    """The value a newly switched-on option ``key`` starts with: of its shape, with its
    start (:data:`OPTION_STARTS`); ``true`` for an option the project does not know.

    >>> option_template("must_have_unit_exit"), option_template("my_rule")
    ({'side': 'ALLIES', 'min_nbr_units': 1}, True)
    """
    shape = OPTION_SHAPES.get(key)
    return True if shape is None else shape.template(copy.deepcopy(OPTION_STARTS.get(key)))


def option_note(key: str) -> str:
    """What the tooltips of option ``key``'s fields say after what each holds: that the
    game engine does not play it (:data:`NOT_PLAYED`), but for those it plays (the Air
    rules, and the Air Strikes with them, as ``unplayed-option`` reads them).

    >>> option_note("air_strikes_rules"), option_note("airdrop") == NOT_PLAYED
    ('', True)
    """
    return "" if key in PLAYED_OPTIONS or key == "air_strikes_rules" else NOT_PLAYED


def shape_of(value: Json) -> Json:
    """The structure of a value (types and keys, not the values): a form is rebuilt only
    when this changes."""
    if isinstance(value, Mapping):
        return ("obj", tuple((k, shape_of(v)) for k, v in value.items()))
    if isinstance(value, list | tuple):
        if value and all(isinstance(v, Mapping) for v in value):
            return ("objs", tuple(shape_of(v) for v in value))
        return ("names",)
    if isinstance(value, bool):
        return ("bool",)
    if isinstance(value, int):
        return ("int",)
    if isinstance(value, float):
        return ("float",)
    return ("text",)


def _is_side_text(key: str | None, value: Json) -> bool:
    return isinstance(value, str) and (value in (Side.ALLIES.value, Side.AXIS.value)
                                       or (key or "").lower() == "side")


def parse_names(text: str) -> list[Json]:
    """A comma-separated line as a list: whole numbers as numbers, the rest as names.

    >>> parse_names("E5, f6 ,3")
    ['E5', 'f6', 3]
    """
    out: list[Json] = []
    for part in text.split(","):
        part = part.strip()
        if part:
            out.append(int(part) if part.lstrip("-").isdigit() else part)
    return out


def selected_names(board: Board, coords: Iterable[Coord]) -> tuple[str, ...]:
    """The names of the hexes ``coords`` selected on the map that are on ``board``, in board
    order (by row from the top edge, then column), as "Use selected hexes" takes them."""
    return tuple(board.hex_name(c) for c in sorted(coords) if board.contains(c))


def format_names(items: Sequence[Json]) -> str:
    return ", ".join(str(x) for x in items)


class _Node:
    """One field of a form: reads and writes its part of the value."""

    def __init__(self, widget: QWidget, get: Callable[[], Json],
                 put: Callable[[Json], None]) -> None:
        self.widget = widget
        self.get = get
        self.put = put


def _is_group(value: Json) -> bool:
    """Whether a key's value shows as a group of fields (an object, a list of objects)."""
    return isinstance(value, Mapping) or (isinstance(value, list) and bool(value)
                                          and all(isinstance(x, Mapping) for x in value))


def _shown_order(keys: Sequence[str], value: Mapping[str, Json],
                 known: Shape | None) -> list[str]:
    """The order an object's ``keys`` are shown in: its shape's (the file's order of keys
    is any, and an optional key it leaves out came last), a key the shape does not know
    after those it knows, the groups of fields last (an air drop's own fields together,
    its dropped units under them).

    >>> _shown_order(["unit", "side", "behavior"], {"unit": {}}, OPTION_SHAPES["airdrop"])
    ['side', 'behavior', 'unit']
    """
    fields = list(known.fields) if known is not None else []

    def place(k: str) -> tuple[bool, int]:
        at = fields.index(k) if k in fields else len(fields) + list(keys).index(k)
        return _is_group(value.get(k)), at

    return sorted(keys, key=place)


def _key_label(text: str, field: QWidget) -> QLabel:
    """The label of a key's field: its words (the key from the file, or its title), as
    plain text ("&" a letter, not a mnemonic), as QFormLayout's own label of a text would
    take it for markup."""
    label = QLabel(literal(text))
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setBuddy(field)
    return label


class ValueForm(QWidget):
    """Fields editing one JSON value (see the module's docstring)."""

    #: The user changed the value: the new value.
    edited = Signal(object)
    #: What the form tells the user ("select one hex on the map first"); "" when the
    #: last thing said is done with.
    said = Signal(str)

    def __init__(self, value: Json, *, name: str = "value", title: str = "",
                 shape: Shape | None = None, read_hex: Callable[[str], str] | None = None,
                 titles: Mapping[str, str] | None = None,
                 tips: Mapping[str, str] | None = None, note: str = "",
                 choice_words: Mapping[str, str] | None = None,
                 selection: Callable[[], Sequence[str]] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self._name = name
        self._title = title or name
        #: How a hex name typed in a field is read (the board's
        #: :meth:`~editor.engine.board.Board.typed_name`: ``e9`` is E9), in a list of names
        #: and in a field of a hex; as typed where none is given.
        self._read_hex = read_hex or str.strip
        #: The value's shape (a rule option's, ``OPTION_SHAPES``), where one is known: its
        #: parts' choices are offered in pick lists, a side by name.
        self._shape = shape
        #: The words of keys that have a title (:data:`OPTION_KEY_TITLES`): by path inside
        #: the value (``unit.turn``), else by key at any depth.
        self._titles = titles or {}
        #: What the fields hold, in their tooltips (:data:`OPTION_KEY_TIPS`), found as the
        #: titles are (``""`` the whole value), and what every field's tooltip says after
        #: it (:data:`NOT_PLAYED`).
        self._tips = tips or {}
        self._note = note
        #: The words of values of given choices (:data:`OPTION_CHOICE_WORDS`).
        self._choice_words = choice_words or {}
        #: The names of the hexes selected on the map, which a field of hexes takes with
        #: its Use selected hexes (none without it).
        self._selection = selection
        self._writing = False
        #: The field the last edit was typed (or spun) in, whose edits merge into one undo
        #: step until it loses focus; ``None`` for a pick or a box, each a step of its own.
        self.typed_in: QWidget | None = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        #: The structure of the value shown (:func:`shape_of`): the form is rebuilt when it
        #: changes.
        self._structure: Json = None
        self._root: _Node | None = None
        self.set_value(value)

    # --- public API -----------------------------------------------------------------------

    def value(self) -> Json:
        """The value the fields hold."""
        assert self._root is not None
        return self._root.get()

    def set_value(self, value: Json) -> None:
        """Show ``value`` (rebuilt only when its shape changed): only the fields whose value
        differs are written, so the field being typed in keeps its text and cursor, and an
        Undo made while it has the keyboard shows there at once."""
        structure = shape_of(value)
        self._writing = True
        try:
            if structure != self._structure or self._root is None:
                if self._root is not None:
                    self._root.widget.hide()
                    self._root.widget.deleteLater()
                self._structure = structure
                self._root = self._build(None, value, self._name, self._title, self._shape)
                self._layout.addWidget(self._root.widget)
                panel_fields(self._root.widget)
            elif self._root.get() != value:
                self._root.put(value)
        finally:
            self._writing = False

    # --- building -------------------------------------------------------------------------

    def _changed(self, typed_in: QWidget | None = None) -> None:
        if not self._writing:
            self.typed_in = typed_in
            self.edited.emit(self.value())

    def _found(self, table: Mapping[str, str], name: str) -> str | None:
        """The entry of ``table`` (titles or tips) of the field ``name``: by its path
        inside the value, else by its key."""
        path = "" if name == self._name else name.removeprefix(self._name + ".")
        return table.get(path, table.get(path.rsplit(".", 1)[-1]) if path else None)

    def _explained(self, words: str, name: str) -> str:
        """A field's tooltip: ``words`` (what it is), then what it holds and the note."""
        more = " ".join(t for t in (self._found(self._tips, name), self._note) if t)
        return f"{words}\n{more}" if more else words

    def _tip(self, w: QWidget, name: str, tip: str) -> None:
        w.setObjectName(name)
        w.setAccessibleName(tip)
        w.setToolTip(plain(self._explained(tip, name)))  # (built from the file's keys)
        w.setAccessibleDescription(self._explained("", name).strip())

    def _build(self, key: str | None, value: Json, name: str, title: str,
               shape: Shape | None, optional: bool = False) -> _Node:
        if shape is not None and shape.kind == "either":  # the value's JSON type tells
            shape = shape.of[isinstance(value, Mapping | list | tuple)]
        if optional and shape is not None and shape.kind == "integer" and (
                value is None or INTEGER_SHAPE.describes(value)):
            return self._optional_number(value, name, title)  # (a file's text: a field)
        if isinstance(value, Mapping):
            return self._object(value, name, title, shape)
        if isinstance(value, list | tuple):
            if value and all(isinstance(v, Mapping) for v in value):
                return self._objects(list(value), name, title, shape)
            return self._names(value, name, title, shape)
        if isinstance(value, bool):
            return self._switch(value, name, title)
        if isinstance(value, int):
            return self._number(value, name, title)
        return (self._pick(key, value, name, title, shape, optional)
                or self._text(value, name, title, shape))

    def _switch(self, value: bool, name: str, title: str) -> _Node:
        """A check box for an option on or off."""
        box = QCheckBox("on")
        self._tip(box, name, f"{title}: on or off")
        box.setChecked(value)
        box.toggled.connect(lambda _on: self._changed())
        return _Node(box, box.isChecked, lambda v: box.setChecked(bool(v)))

    def _number(self, value: int, name: str, title: str) -> _Node:
        """A spin box for a whole number, from its key's least (:data:`_LEAST`: a count
        from 0), or from the value where a file has it under that."""
        spin = QSpinBox()
        least = _least(name)
        spin.setRange(-999 if least is None else least, 999)
        self._tip(spin, name, f"{title}: a number")

        def put(v: Json) -> None:
            # a file's, shown as it is: under the least or over 999 (a number shown as 999
            # was written 999 at the next edit)
            spin.setRange(min(spin.minimum(), int(v)), max(spin.maximum(), int(v)))
            spin.setValue(int(v))

        put(value)
        spin.valueChanged.connect(lambda _v: self._changed(spin))
        return _Node(spin, spin.value, put)

    def _pick(self, key: str | None, value: Json, name: str, title: str,
              shape: Shape | None, optional: bool) -> _Node | None:
        """A pick list for a side or a value of given choices (``NOT_SET`` first when the
        value is optional); ``None`` for a value of neither."""
        choices = shape.choices if shape is not None else ()
        # a value of given choices is one of them, though it be a side (partial blitz's
        # AXIS offers ALLIES, AXIS and all): a side's pick list lacked the others
        side = (shape is not None and shape.kind == "side") or (
            not choices and _is_side_text(key, value))
        if not (side or choices):
            return None
        names = dict((data, text) for text, data in SIDE_CHOICES)
        if shape is not None and shape.kind == "name":
            names = {c: CATALOG.with_name(c) for c in choices}
        names.update(self._choice_words)
        offered = SIDE_CHOICES if side else tuple((names.get(c, c), c) for c in choices)
        # a behaviour's entries say what each does, as the Hex panel's
        effects = {b: CATALOG.behaviors[b].effect for b in choices if b in CATALOG.behaviors
                   } if shape is not None and shape.kind == "behavior" else {}
        # an enum's values are all there are (a file's own value still kept and shown)
        return self._choice(value, name, title,
                            ((NOT_SET, None), *offered) if optional else offered,
                            editable=not side and (shape is None or shape.kind != "enum"),
                            tips=effects)

    def _text(self, value: Json, name: str, title: str, shape: Shape | None) -> _Node:
        """A text field: a decimal number read back as one where it reads so, a hex's
        name read as a hex, an empty field as no value where the value was none."""
        edit = QLineEdit()
        set_field_text(edit, "" if value is None else str(value))
        hex_name = shape is not None and shape.kind == "hex"
        self._tip(edit, name, f"{title}: {'a hex name' if hex_name else 'text'}")
        edit.textEdited.connect(lambda _t: self._changed(edit))
        number = isinstance(value, float)

        def get() -> Json:
            text = edit.text()
            if number:
                try:
                    return float(text)
                except ValueError:
                    return text
            if hex_name and text.strip():
                return self._read_hex(text)
            return text if text or value is not None else None

        def put(v: Json) -> None:
            if get() != v:  # the same value rewritten would move the cursor of the field
                set_field_text(edit, "" if v is None else str(v))

        return _Node(self._with_selection(edit, name, title, many=False) if hex_name
                     else edit, get, put)

    def _choice(self, value: Json, name: str, title: str,
                choices: Sequence[tuple[str, str | None]], editable: bool,
                tips: Mapping[str, str] | None = None) -> _Node:
        """A pick list of ``choices`` (words, value), each entry's tooltip its ``tips`` or,
        where the words do not show it, its value (a code)."""
        combo = QComboBox()
        combo.setEditable(editable)
        # Enter made the text typed an entry of the list's own, of no value: the option
        # was set to nothing
        combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self._tip(combo, name, f"{title}: pick one")
        for text, data in choices:
            combo.addItem(text, data)
            tip = (tips or {}).get(data or "") or (
                data if isinstance(data, str) and data not in text else None)
            if tip:
                combo.setItemData(combo.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)

        def put(v: Json) -> None:
            i = combo.findData(v)
            if i < 0:
                combo.addItem(str(v), v)  # a value of the file's own: kept and shown
                i = combo.count() - 1
            combo.setCurrentIndex(i)

        def get() -> Json:
            if editable and combo.currentText() != combo.itemText(combo.currentIndex()):
                # emptied, or spaces only: not set, where it may be (the reader takes a
                # blank text for no value: the file saved read back as another scenario)
                text = combo.currentText()
                return text if text.strip() else None
            return combo.currentData()

        put(value)
        combo.currentIndexChanged.connect(lambda _i: self._changed())
        if editable and (line := combo.lineEdit()) is not None:
            line.textEdited.connect(lambda _t: self._changed(combo))
            # a choice set shows its start: a name a little longer than the field
            # ("German Armor (tankger)") showed its end, the cursor left after it
            line.setCursorPosition(0)
            combo.currentIndexChanged.connect(lambda _i: line.setCursorPosition(0))
        return _Node(combo, get, put)

    def _optional_number(self, value: Json, name: str, title: str) -> _Node:
        """A whole number an object may leave out (an airdrop unit's ``turn``): a spin box
        whose lowest step says it is not set."""
        spin = QSpinBox()
        # one step under its key's least (a turn: 1), else far down; under a file's value
        least = _least(name)
        spin.setRange(_UNSET_NUMBER if least is None else least - 1, 999)
        spin.setSpecialValueText(NOT_SET)
        self._tip(spin, name, f"{title}: a number, or {NOT_SET}")

        def put(v: Json) -> None:
            if isinstance(v, int) and v <= spin.minimum():  # a file's, shown as it is
                spin.setMinimum(v - 1)
            if isinstance(v, int) and v > spin.maximum():  # (as over 999 above)
                spin.setMaximum(v)
            spin.setValue(int(v) if isinstance(v, int) else spin.minimum())

        put(value)
        spin.valueChanged.connect(lambda _v: self._changed(spin))
        return _Node(spin, lambda: None if spin.value() == spin.minimum() else spin.value(),
                     put)

    def _names(self, value: Sequence[Json], name: str, title: str,
               shape: Shape | None) -> _Node:
        """One line of comma-separated items: hex names (read as hexes), or what the
        list's shape holds (:data:`_LIST_WORDS`: numbers, sections)."""
        item = shape.of[0].kind if shape is not None and shape.kind == "list" else "hex"
        words, example = _LIST_WORDS.get(item, _LIST_WORDS["hex"])
        edit = QLineEdit()
        set_field_text(edit, format_names(value))
        self._tip(edit, name, f"{title}: {words}")
        edit.setPlaceholderText(example)
        edit.textEdited.connect(lambda _t: self._changed(edit))
        read = self._read_hex if item == "hex" else str.strip

        def get() -> Json:
            return [read(x) if isinstance(x, str) else x for x in parse_names(edit.text())]

        def put(v: Json) -> None:
            # "L5,k4" as typed stays: the same names written again would move the cursor
            if get() != list(v):
                set_field_text(edit, format_names(v))

        return _Node(self._with_selection(edit, name, title, many=True) if item == "hex"
                     else edit, get, put)

    def _with_selection(self, edit: QLineEdit, name: str, title: str, many: bool
                        ) -> QWidget:
        """``edit``, a field of hexes (``many``) or of one hex, with a button taking the
        hexes selected on the map, as a sudden death's; the field alone where the form has
        no selection to take."""
        if self._selection is None:
            return edit
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(edit, 1)
        use = QPushButton("Use selected hexes" if many else "Use selected hex")
        what = "the hexes" if many else "the hex"
        self._tip(use, f"{name}_use_selection", f"{title}: take {what} selected on the map")
        selection = self._selection

        def take() -> None:
            names = list(selection())
            if not names or (not many and len(names) > 1):
                self.said.emit(f"{title}: select {what if many else 'one hex'} on the map "
                               f"first" + (f" ({len(names)} are selected)." if names else "."))
                return
            set_field_text(edit, format_names(names) if many else names[0])
            self.said.emit("")
            self._changed()  # (a button: an undo step of its own)

        use.clicked.connect(take)
        row.addWidget(use)
        return box

    def _object(self, value: Mapping[str, Json], name: str, title: str,
                shape: Shape | None) -> _Node:
        box = QWidget()
        form = QFormLayout(box)
        form.setContentsMargins(0, 0, 0, 0)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        nodes: dict[str, _Node] = {}
        known = shape if shape is not None and shape.kind == "object" else None
        # the keys the value may leave out (an airdrop unit's badge, behavior, turn): shown
        # whether set or not (they could not be added), each left out while not set
        optional = {k for k in known.optional if k in known.fields
                    and known.fields[k].kind in _OPTIONAL_KINDS} if known else set()
        absent = [k for k in known.fields if k in optional and k not in value] if known else []
        order = (*value, *absent)  # the value's (a file saved writes its keys as read)
        for k in _shown_order(order, value, known):
            v = value.get(k)
            part = known.fields.get(k) if known is not None else None
            words = self._found(self._titles, f"{name}.{k}")
            nodes[k] = self._build(k, v, f"{name}.{k}", f"{title}, {words}" if words
                                   else f"{title} {k.replace('_', ' ')}",
                                   part, optional=k in optional)
            words = words or k.replace("_", " ")
            if _is_group(v):
                group = QGroupBox(literal(words))
                group.setToolTip(plain(self._explained(words, f"{name}.{k}")))
                inner = QVBoxLayout(group)
                inner.addWidget(nodes[k].widget)
                form.addRow(group)
            else:
                form.addRow(_key_label(words, nodes[k].widget), nodes[k].widget)

        def put(v: Json) -> None:
            for k, node in nodes.items():
                if isinstance(v, Mapping) and (k in v or k in optional):
                    node.put(v.get(k))

        def get() -> Json:
            got = {k: nodes[k].get() for k in order}
            return {k: x for k, x in got.items() if not (k in optional and x is None)}

        return _Node(box, get, put)

    def _objects(self, value: list[Json], name: str, title: str,
                 shape: Shape | None) -> _Node:
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        nodes = []
        for i, v in enumerate(value):
            group = QGroupBox(f"{i + 1}")
            inner = QVBoxLayout(group)
            item = shape.of[0] if shape is not None and shape.kind == "list" else None
            node = self._build(None, v, f"{name}.{i}", f"{title} {i + 1}", item)
            inner.addWidget(node.widget)
            layout.addWidget(group)
            nodes.append(node)

        def put(v: Json) -> None:
            for node, item in zip(nodes, v, strict=False):
                node.put(item)

        return _Node(box, lambda: [n.get() for n in nodes], put)


__all__ = ["CONDITION_NOT_PLAYED", "FitWidthScrollArea", "FocusRing", "FittingCombo",
           "NOT_PLAYED", "OPTION_CHOICE_WORDS", "OPTION_KEY_TIPS", "OPTION_KEY_TITLES",
           "OPTION_STARTS", "SIDE_CHOICES", "ValueForm", "format_names", "key_words",
           "narrow_combos", "option_note", "option_template", "panel_fields", "parse_names",
           "selected_names", "shape_of", "unknown_value_words", "wrap_long_rows"]
