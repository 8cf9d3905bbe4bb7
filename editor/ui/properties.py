"""Scenario properties: the battle info (``game_info``), the victory conditions, packs,
options and texts per language, as the official editor's "Battle Info" and "Description"
pages. Nothing is typed as JSON: the victory conditions (the standard victory, sudden deaths,
any other ``victory.condition`` term) and the rule options are forms and pick lists
(:mod:`editor.ui.forms`).

Every change is one undo command through the :class:`~editor.ui.document.Document`.
Typing in one field (or spinning one number) merges into one step: each edit carries a
merge key made of the field and an editing session that ends when the field loses focus,
so "type, leave, come back, type" is two steps, as in any text editor. A pick, a box or a
button is a step of its own, also in the forms of the options, the Air rules and the
victory conditions (:meth:`PropertiesDock._typing_merge`).

The dock follows the model, never the reverse: it refreshes from ``infoChanged`` (and so
on undo and redo), and only writes a widget whose value differs from the model, so the
field being typed in keeps its cursor.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import fields, replace
from typing import Any

from PySide6.QtCore import QEvent, QLocale, QObject, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDockWidget, QFormLayout, QGridLayout, QGroupBox,
    QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit, QPushButton, QScrollArea, QSpinBox,
    QStyle, QTabWidget, QVBoxLayout, QWidget,
)

from editor.engine.air_rules import OPTION as AIR_OPTION
from editor.engine.air_rules import air_pieces
from editor.engine.board import Coord, HexNameError, Side, not_hexes, split_hex_names
from editor.engine.catalog import CATALOG
from editor.engine.checks.objectives import medal_side
from editor.engine.checks.units import NATION_ADJECTIVES, NATION_COUNTRY, units_country
from editor.engine.dates import is_date
from editor.engine.packs import PACKS
from editor.engine.words import counted, printable
from editor.engine.scenario import (
    COUNTRIES, FRONTS, GAME_TYPES, STARTING, TEXT_FIELDS, GameInfo, Scenario, ScenarioText,
    Tag, VictoryCondition,
)
from editor.engine.catalog import option_label
from editor.io.options import OPTION_SHAPES
from editor.render.layout import Layout
from editor.render.options import HexLabels, RenderOptions
from editor.render.scene import label_order, label_spans, place_labels, row_kin

from .air_form import AirRulesBox
from .document import Document
from .forms import (CONDITION_NOT_PLAYED, OPTION_CHOICE_WORDS, OPTION_KEY_TIPS,
                    OPTION_KEY_TITLES, SIDE_CHOICES, FitWidthScrollArea, FittingCombo,
                    ValueForm, clicks_leave_the_keys, fields_follow, format_names, give_keys,
                    key_words, option_note, option_template, panel_fields, selected_names,
                    shape_of, unknown_value_words)
from .text import GrowingTextEdit, literal, plain, set_field_text, tint

#: Names of the common text languages (others are shown by their code).
LANGUAGES: dict[str, str] = {
    "en": "English", "fr": "French", "de": "German", "es": "Spanish", "it": "Italian",
    "nl": "Dutch", "pl": "Polish", "ru": "Russian", "pt": "Portuguese", "ja": "Japanese",
    "zh": "Chinese", "cs": "Czech", "fi": "Finnish", "sv": "Swedish", "da": "Danish",
}
#: Titles of the text fields, in the order of :data:`TEXT_FIELDS`.
TEXT_TITLES: dict[str, str] = {
    "name": "Name", "subtitle": "Subtitle", "historical": "Historical background",
    "description": "Briefing", "victory": "Conditions of victory",
    "rules": "Special rules", "bibliography": "Bibliography",
}
#: The fields of the Battle info page a finding's JSON path may name, in words: a player's
#: (``game_info.cards_player1``, :func:`player_field`) and the battle's, by the file's keys
#: (``operationID``, as a path names it, not the model's ``operation_id``).
PLAYER_FIELDS: dict[str, str] = {"side": "side", "country": "country",
                                 "cards": "command cards", "victory": "medals to win"}
INFO_FIELDS: dict[str, str] = {
    "starting": "who moves first", "date_begin": "date the battle began",
    "date_end": "date the battle ended", "front": "front", "type": "game type",
    "operationID": "operation ID", "expert_mode": "expert mode"}
_PLAYER_KEY = re.compile(rf"({'|'.join(PLAYER_FIELDS)})_player([12])")


def player_field(key: str) -> tuple[str, int] | None:
    """The field and player a ``game_info`` key names (``cards_player1``: ``("cards",
    1)``), or ``None``."""
    m = _PLAYER_KEY.fullmatch(key)
    return (m.group(1), int(m.group(2))) if m else None


#: Fields typed on one line (the others are multi-line).
_ONE_LINE = ("name", "subtitle")
_LANG_RE = re.compile(r"^[a-z]{2,3}([-_][A-Za-z]{2,4})?$")
_NOT_SET = "(not set)"
#: The dates of the battle as the History names their edits ("Edit start date").
_DATE_WORDS = {"date_begin": "start date", "date_end": "end date"}


def default_language(locale: QLocale | None = None) -> str:
    """The language a new scenario's texts start in: the user's (``fr`` for a French
    desktop), or English when the locale names none ("C", POSIX)."""
    name = (locale or QLocale.system()).name()
    code = name.split("_", 1)[0].lower()
    return code if _LANG_RE.match(code) and code not in ("c", "posix") else "en"


def set_combo_value(combo: QComboBox, value: Any) -> None:
    """Select ``value`` in a combo holding values as item data; a value the combo does not
    list (a sloppy file's) is added as its own entry, so showing it never changes it."""
    i = combo.findData(value)
    if i < 0:
        combo.addItem(f"{value} (not a known value)", value)
        i = combo.count() - 1
    if combo.currentIndex() != i:
        combo.setCurrentIndex(i)


def _mark_date(edit: QLineEdit) -> None:
    """Show a date field's text in red when it is no date (1944-02-30, hello): the finding
    date-invalid says why."""
    text = edit.text().strip()
    tint(edit, None if not text or is_date(text) else "error")


def _set_line(edit: QLineEdit, text: str) -> None:
    # Only when it differs: rewriting the text would move the cursor of the field typed in.
    if edit.text() != text:
        set_field_text(edit, text)


def _set_plain(edit: QPlainTextEdit, text: str) -> None:
    if edit.toPlainText() != text:
        edit.setPlainText(text)


def named_hexes(names: tuple[str, ...], most: int = 8) -> str:
    """Hex names for a message, the first ``most`` of a long list and how many more.

    >>> named_hexes(("E5", "F5"))
    'E5, F5'
    >>> named_hexes(tuple(f"A{n}" for n in range(1, 10)), most=3)
    'A1, A2, A3 and 6 more'
    """
    shown = ", ".join(names[:most])
    return shown + (f" and {len(names) - most} more" if len(names) > most else "")


def _field_of(form: ValueForm, keys: Sequence[str]) -> QWidget | None:
    """The field of a rule option's form that a finding's keys inside the option name
    (``nbr_units``, ``unit``, ``name``), or the deepest of them the form has: a list of
    names is one field (``hill317[1]`` is in it); ``None`` when it has none or no keys are
    given (the option itself: its box)."""
    if not keys:
        return None
    for n in range(len(keys), -1, -1):
        field = form.findChild(QWidget, ".".join([form.objectName(), *keys[:n]]))
        if field is not None:
            return field
    return None


def _held_group(s: Scenario, t: Tag) -> frozenset[Coord]:
    """The hexes of the board a medal objective is held over as a group, as the game
    plays it (held by a majority, any or a number of them); none when it is held on its
    own hex (no such way set, or no hex of the board in its group)."""
    m = t.medal
    if m is None or m.way is None:
        return frozenset()
    return frozenset(c for c in _group_key(s, t.group or ())
                     if isinstance(c, Coord) and s.board.contains(c))


def _objective_words(t: Tag, group: frozenset[Coord]) -> str:
    """A medal objective in words, after the hexes it is marked on: "for the Axis, a
    majority of its 3 hexes, permanent, 2 medals" (``group``: :func:`_held_group`)."""
    side = medal_side(t)
    m = t.medal
    parts = ["for " + (f"the {side.label}" if side is not None else "either side")]
    hexes = counted(len(group), "hex", "hexes")
    if m is not None and group:
        parts.append(f"a majority of its {hexes}" if m.way == "majority" else
                     f"any of its {hexes}" if m.way == "any" else
                     f"{m.needed(len(group))} of its {hexes}")
    if m is not None and m.turn_start:
        parts.append("held at turn start")
    parts.append("permanent" if m is not None and m.permanent else "temporary")
    parts.append(counted((m.counts_for if m is not None else None) or 1, "medal"))
    return ", ".join(parts)


def _group_key(s: Scenario, names: Iterable[str]) -> frozenset[Coord | str]:
    """The hexes a group names, as the game reads them (in any order; a name that is no
    hex kept as written)."""
    out: set[Coord | str] = set()
    for name in names:
        try:
            out.add(s.board.parse_hex(name))
        except HexNameError:
            out.add(name)
    return frozenset(out)


#: How many characters of a place name the Victory page says (a longer one is cut).
PLACE_SHOWN = 40


def place_names(s: Scenario) -> dict[Coord, str]:
    """The place name of each hex that has one on the board, on one line as drawn (its
    lines and the names of one hex joined, the characters that do not print left out),
    cut at :data:`PLACE_SHOWN` characters. A name is said on each hex it names as the
    briefing's map draws it (:func:`~editor.render.scene.label_spans`): a town of two
    hexes of a row, its name across both, on both (its own names first)."""
    out: dict[Coord, str] = {}
    named = list(zip((" ".join(" ".join(printable(t).split()) for t in label.text if t.strip())
                      for label in label_order(s)), _named_hexes(s), strict=True))
    # each hex's own names first, then those reaching it from beside
    for said, hexes in [(said, on[:1]) for said, on in named] + \
            [(said, on[1:]) for said, on in named]:
        for c in hexes if said else ():
            out[c] = f"{out[c]} / {said}" if c in out else said
    return {c: said if len(said) <= PLACE_SHOWN else said[:PLACE_SHOWN - 1].rstrip() + "…"
            for c, said in out.items()}


def _named_hexes(s: Scenario) -> list[tuple[Coord, ...]]:
    """The hexes each place name names (:func:`~editor.render.scene.label_order`), its
    own first: where the map's drawing is needed (a hex of its terrain beside it on its
    row that holds a marker the page may list), the names placed as on the briefing's map
    (no hex names; at any scale, the names' font growing with it): placing them takes a
    few milliseconds, after each edit of a hex."""
    order = label_order(s)
    if not any(s.hexes[n].tags for label in order for n in row_kin(s, label.coord)):
        return [(label.coord,) for label in order]
    options = RenderOptions(scale=100)
    lay = Layout(s.board, options)
    return [label_spans(s, lay, placed)
            for placed in place_labels(s, lay, HexLabels.NONE, options.scale)]


def map_victory_words(s: Scenario) -> str:
    """The medal objectives and exit lines on the map, in board order, in words: what
    the Victory page lists beside the conditions of the file's game info. A group
    objective marked on each of its hexes, and an exit line with a marker on each of its
    hexes, are one, as the game plays them: said once, on the hexes of their markers. A
    hex with a place name is said with it ("G15 (Saint-Rémy)"), as the conditions of
    victory written name it."""
    board = s.board
    places = place_names(s)
    medals: dict[object, tuple[list[str], str]] = {}
    exits: dict[object, tuple[list[str], str]] = {}
    for c in sorted(s.hexes):
        for i, t in enumerate(s.hex(c).tags):
            name = board.hex_name(c)
            shown = f"{name} ({places[c]})" if c in places else name
            if t.is_exit_marker:
                side = f"for the {Side(t.side).label}" if t.side else "for no side set"
                words = f"{side}, " + counted(len(t.group or (name,)), "hex", "hexes")
                key: object = (words, _group_key(s, (name, *(t.group or ()))))
                exits.setdefault(key, ([], words))[0].append(shown)
            elif t.is_medal:
                group = _held_group(s, t)
                words = _objective_words(t, group)
                key = (words, group) if group else (c, i)
                medals.setdefault(key, ([], words))[0].append(shown)
    if not medals and not exits:
        return "No medal objective or exit marker on the map (the Hex panel adds them)."
    said = ([f"a medal objective on {named_hexes(tuple(on))} {words}"
             for on, words in medals.values()]
            + [f"an exit line on {named_hexes(tuple(on))} {words}"
               for on, words in exits.values()])
    return "On the map: " + "; ".join(said) + "."


class PropertiesDock(QDockWidget):
    """Battle info, packs, options and texts of the scenario (objectName ``properties``)."""

    #: A short message for the status bar (what an edit did that the panel may not show).
    message = Signal(str)

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__("Scenario properties", parent)
        #: The document whose languages the pick list shows (a language appearing in it
        #: is shown; another document's are not "new").
        self._languages_of: Document | None = None
        self.setObjectName("properties")
        self.setAccessibleName("Scenario properties")
        self.document: Document | None = None
        self._updating = False
        #: Editing session per field: bumped when the field loses focus (ends a merge).
        self._sessions: dict[str, int] = {}
        self._session_of: dict[QObject, str] = {}
        #: The hexes selected on the map (the window sets it): "Use selected hexes".
        self.selection_provider: Callable[[], Iterable[Coord]] | None = None
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName("Property pages")
        self.tabs.addTab(self._scroll(self._build_info(), "Battle info"), "&Battle info")
        self.tabs.addTab(self._scroll(self._build_victory(), "Victory"), "Victo&ry")
        self.tabs.addTab(self._scroll(self._build_options(), "Packs and options"),
                         "Pac&ks && options")
        self.tabs.addTab(self._scroll(self._build_texts(), "Texts"), "&Texts")
        self.setWidget(self.tabs)
        self.set_document(document)

    # --- public API -----------------------------------------------------------------------

    def set_document(self, document: Document) -> None:
        """Show another document (drops the connections to the previous one)."""
        if self.document is not None:
            for signal, slot in ((self.document.infoChanged, self.refresh),
                                 (self.document.hexesChanged, self._hexes_changed),
                                 (self.document.boardChanged, self._hexes_changed)):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
        self.document = document
        document.infoChanged.connect(self.refresh)
        # An airplane placed or removed switches the Air rules when the file says nothing.
        document.hexesChanged.connect(self._hexes_changed)
        document.boardChanged.connect(self._hexes_changed)
        self._air_pieces = air_pieces(document.scenario)
        for key in self._sessions:
            self._sessions[key] += 1
        self._clear_new_language()
        self.refresh()

    def reveal(self, path: str) -> bool:
        """Bring up the page and the field a finding's JSON path names, and give it the
        keyboard (``$.game_info.cards_player1``: Battle info, player 1's command cards;
        ``$.text.fr.victory``: Texts in French, the conditions of victory); ``False``
        when the path names nothing of this panel."""
        parts = re.findall(r"[^.\[\]$]+", path)
        head, key = (parts + ["", ""])[:2]
        rest = parts[2:]
        page, field = self._place_of(head, key, rest)
        if page is None:
            return False
        self.tabs.setCurrentIndex(page)
        if field is not None:
            give_keys(field, self.tabs)
        return True

    def _place_of(self, head: str, key: str, rest: list[str]) -> tuple[int | None, QWidget | None]:
        """The page (tab index) and the field of :meth:`reveal`'s path."""
        if head == "game_info":
            player = player_field(key)
            if player is not None:
                field, n = player
                per_player: dict[str, Mapping[int, QWidget]] = {
                    "side": self.side, "country": self.country, "cards": self.cards,
                    "victory": self.victory}
                return 0, per_player[field][n]
            if key in INFO_FIELDS:
                return 0, {"starting": self.starting, "date_begin": self.date_begin,
                           "date_end": self.date_end, "front": self.front,
                           "type": self.game_type, "operationID": self.operation_id,
                           "expert_mode": self.expert_mode}[key]
            if key in ("victory", "victory_conditions"):
                index = next((int(p) for p in rest if p.isdigit()), None)
                if index is not None and index < len(self.victory_rows):
                    found = self.victory_rows[index]
                    fields: dict[str, QWidget] = (
                        {"group": found.hexes, "number": found.number, "side": found.side}
                        if isinstance(found, SuddenDeathRow) else {})
                    return 1, fields.get(rest[-1], found)
                return 1, self.standard_victory
            if key == "options":
                option = rest[0] if rest else ""
                if option == AIR_OPTION:
                    return 2, self._air_field(rest[1:])
                row = self.option_rows.get(option)
                if row is None:
                    return 2, self.option_key
                check, form = row
                return 2, (_field_of(form, rest[1:]) if form is not None else None) or check
            return 0, None
        if head == "packs":
            return 2, self.pack_boxes.get(rest[0] if rest else key, None) or next(
                iter(self.pack_boxes.values()), None)
        if head == "text":
            if key and self.lang_combo.findData(key) >= 0:
                self.set_language(key)
            field = rest[0] if rest else ""
            return 3, self.text_edits.get(field, self.lang_combo)
        return None, None

    def _air_field(self, keys: list[str]) -> QWidget:
        """The field of the Air rules box a path's keys below ``air_rules`` name (a side's
        Air Sortie cards, a side's airplane model), or the box."""
        box = self.air_box
        fields: Mapping[str, Mapping[str, QWidget]] = {"sorties": box.spins,
                                                       "models": box.models}
        if len(keys) > 1 and keys[0] in fields:
            return fields[keys[0]].get(keys[1], box)
        return box

    @property
    def language(self) -> str | None:
        """The language whose texts the Texts page shows."""
        data = self.lang_combo.currentData()
        return data if isinstance(data, str) else None

    def set_language(self, lang: str) -> None:
        """Show the texts of ``lang`` (which must be present)."""
        i = self.lang_combo.findData(lang)
        if i >= 0:
            self.lang_combo.setCurrentIndex(i)

    def add_language(self, lang: str) -> bool:
        """Add an empty set of texts for ``lang`` (one undo step); ``False`` when the code is
        not a language code or already present."""
        assert self.document is not None
        lang = lang.strip()
        if not _LANG_RE.match(lang):
            self._lang_complaint(f"'{lang}' is not a language code (like en, fr, pt-BR)")
            return False
        if lang in self.document.scenario.text:
            self._lang_complaint(f"{lang} is already there")
            self.set_language(lang)
            return False
        self._clear_new_language()
        self.document.set_text(lang, ScenarioText(), f"Add language {lang}")
        self.set_language(lang)
        return True

    def remove_language(self, lang: str | None = None) -> bool:
        """Remove one language's texts (one undo step)."""
        assert self.document is not None
        lang = lang or self.language
        if lang is None or lang not in self.document.scenario.text:
            return False
        self._clear_new_language()
        return self.document.set_text(lang, None, f"Remove language {lang}")

    def _lang_complaint(self, text: str) -> None:
        """Say what is wrong with the language typed in the new-language box: the message
        stays while that text does (:meth:`_new_language_edited`)."""
        self._complaint = text
        self.lang_status.setText(text)

    def _new_language_edited(self) -> None:
        # the complaint was about the text typed before
        if self._complaint and self.lang_status.text() == self._complaint:
            self.lang_status.setText("")
        self._complaint = ""

    def _clear_new_language(self) -> None:
        """Empty the new-language box and drop its complaint (a language added or removed,
        another document shown: what was typed no longer applies)."""
        self.new_lang.setCurrentIndex(-1)
        self.new_lang.clearEditText()
        self._new_language_edited()

    # --- building: battle info --------------------------------------------------------------

    def _scroll(self, inner: QWidget, name: str) -> QScrollArea:
        # A country chosen with the mouse, then S for the Select tool, chose Slovakia: the
        # pick lists, buttons and boxes take the keyboard by Tab only, as the Hex panel's
        clicks_leave_the_keys(inner)
        area = FitWidthScrollArea(inner, name=f"Scenario properties: {name}")
        # a click on the page's background leaves the keyboard where it was (the map):
        # Qt gave it to the nearest parent taking a click's focus, this area
        area.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        return area

    def _watch(self, widget: QWidget, key: str) -> None:
        """Register ``widget`` as the editor of field ``key``: leaving it ends the merge."""
        self._sessions.setdefault(key, 0)
        self._session_of[widget] = key
        widget.installEventFilter(self)

    def _merge_key(self, key: str) -> str:
        return f"properties:{key}:{self._sessions.get(key, 0)}"

    def _typing_merge(self, typed_in: QWidget | None, key: str) -> str | None:
        """The merge key of an edit of a form's field (an option's value, the Air rules, a
        victory condition; ``key`` names the form): typed or spun in ``typed_in``, it
        merges with that field's edits until the field loses focus; made otherwise
        (``None``: a pick list, a box, a button), it is a step of its own. One key for the
        whole form merged a side picked after a number spun, and edits made after leaving
        the field and coming back: one Undo took back several."""
        if typed_in is None:
            return None
        if typed_in not in self._session_of:
            self._watch(typed_in, f"{key}:{typed_in.objectName()}")
        return self._merge_key(self._session_of[typed_in])

    def _name(self, widget: QWidget, name: str, tip: str, accessible: str = "") -> None:
        """``widget``'s object name, tooltip, and the name a screen reader says: the tip's
        words before a colon unless ``accessible`` is given."""
        widget.setObjectName(name)
        widget.setAccessibleName(accessible or tip.split(":")[0])
        widget.setToolTip(plain(tip))  # (an option's key, as the file has it)

    def _build_info(self) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        self.side: dict[int, QComboBox] = {}
        self.country: dict[int, QComboBox] = {}
        #: The country the units of each player's side suggest while none is set, offered
        #: under its Country ("Use Germany": :meth:`_offer_countries`).
        self.country_offer: dict[int, _FittingButton] = {}
        self.cards: dict[int, QSpinBox] = {}
        self.victory: dict[int, QSpinBox] = {}
        players = QGroupBox("Players")
        grid = QGridLayout(players)
        grid.addWidget(QLabel("Player 1 (top)"), 0, 1)
        grid.addWidget(QLabel("Player 2 (bottom)"), 0, 2)
        titles = ("S&ide", "Co&untry", "Command &cards", "Medals to &win")
        for row, title in enumerate(titles, start=1):
            label = QLabel(title)
            at = row + (row > 2)  # (the countries' offers have the row under them)
            grid.addWidget(label, at, 0)
            for n in (1, 2):
                where = "top" if n == 1 else "bottom"
                if row == 1:
                    w: QWidget = self._side_combo(n, where)
                elif row == 2:
                    w = self._country_combo(n, where)
                elif row == 3:
                    w = self._count_spin(n, "cards", "command cards in hand", where)
                else:
                    w = self._count_spin(n, "victory", "medals needed to win", where)
                grid.addWidget(w, at, n)
                if n == 1:
                    label.setBuddy(w)
            if row == 2:  # laid out after both countries: Tab reads the box row by row
                for n in (1, 2):
                    grid.addWidget(self._country_offer(n), at + 1, n)
        outer.addWidget(players)

        battle = QGroupBox("Battle")
        form = QFormLayout(battle)
        self.starting = QComboBox()
        self._name(self.starting, "starting", "Starting player: the side that plays first")
        self.starting.addItem(_NOT_SET, None)
        for value, meaning in STARTING.items():
            self.starting.addItem(f"{value} — {meaning}", value)
        self._name_starting_sides(GameInfo())
        self.starting.currentIndexChanged.connect(
            lambda _i: self._set_info("starting", self.starting.currentData(),
                                      "Set starting player"))
        form.addRow("Starting p&layer", self.starting)
        self.date_begin = self._date_edit("date_begin", "Date the battle began")
        self.date_end = self._date_edit("date_end", "Date the battle ended")
        form.addRow("D&ate begins", self.date_begin)
        form.addRow("Date en&ds", self.date_end)
        self.front = self._choice_combo("front", FRONTS, "Front: the theatre of the battle",
                                        "front")
        form.addRow("Fro&nt", self.front)
        self.game_type = self._choice_combo("type", GAME_TYPES,
                                            "Type: a historical battle or an invented one",
                                            "type of battle")
        form.addRow("T&ype", self.game_type)
        self.operation_id = QLineEdit()
        self._name(self.operation_id, "operationID",
                   "Operation ID: the official site's operation number (optional)")
        self._watch(self.operation_id, "operation_id")
        self.operation_id.textEdited.connect(self._operation_edited)
        form.addRow("&Operation ID", self.operation_id)
        self.expert_mode = QComboBox()
        self._name(self.expert_mode, "expert_mode", "Expert mode: the official editor's switch")
        for shown, switch in ((_NOT_SET, None), ("on", True), ("off", False)):
            self.expert_mode.addItem(shown, switch)
        self.expert_mode.currentIndexChanged.connect(
            lambda _i: self._set_info("expert_mode", self.expert_mode.currentData(),
                                      "Set expert mode"))
        form.addRow("E&xpert mode", self.expert_mode)
        outer.addWidget(battle)
        outer.addStretch(1)
        return page

    def _name_starting_sides(self, g: GameInfo) -> None:
        """The starting player is picked by side name: "Allies (player 2, bottom)"."""
        for n in (1, 2):
            i = self.starting.findData(f"PLAYER{n}")
            side = getattr(g, f"side_player{n}")
            text = (f"{Side(side).value.capitalize()} (player {n}, "
                    f"{'top' if n == 1 else 'bottom'})")
            if i >= 0 and self.starting.itemText(i) != text:
                self.starting.setItemText(i, text)
        i = self.starting.findData("SPECIAL")
        if i >= 0:
            self.starting.setItemText(i, f"Special: {STARTING['SPECIAL']}")

    def _side_combo(self, n: int, where: str) -> QComboBox:
        combo = QComboBox()
        self._name(combo, f"side_player{n}",
                   f"Side of player {n} ({where}); the other player takes the other side")
        for side in Side:
            combo.addItem(side.value.capitalize(), side)
        combo.currentIndexChanged.connect(lambda _i, n=n: self._side_changed(n))
        self.side[n] = combo
        return combo

    def _country_combo(self, n: int, where: str) -> QComboBox:
        # closed in its narrow column, it shows what fits: the entry, the name or the code
        combo = FittingCombo()
        self._name(combo, f"country_player{n}", f"Country of player {n} ({where})")
        combo.addItem(_NOT_SET, None)
        for code, name in COUNTRIES.items():
            combo.add_item(f"{code} — {name}", code, (name, code))
        combo.currentIndexChanged.connect(
            lambda _i, n=n, combo=combo: self._set_info(
                f"country_player{n}", combo.currentData(), f"Set country of player {n}"))
        self.country[n] = combo
        return combo

    def _country_offer(self, n: int) -> _FittingButton:
        button = _FittingButton()
        button.setObjectName(f"country_player{n}_suggested")
        button.clicked.connect(lambda _c=False, n=n: self._set_info(
            f"country_player{n}", self.country_offer[n].property("country"),
            f"Set country of player {n}"))
        button.hide()
        self.country_offer[n] = button
        return button

    def _offer_countries(self) -> None:
        """Offer under a Country not set the country the units of that player's side
        suggest (all German: "Use Germany"), written only when the button is clicked;
        hidden when a country is set or the units suggest none."""
        assert self.document is not None
        s = self.document.scenario
        g = s.game_info
        for n, button in self.country_offer.items():
            side = getattr(g, f"side_player{n}")
            code = (units_country(s, Side(side)) if side is not None
                    and getattr(g, f"country_player{n}") is None else None)
            button.setVisible(code is not None)
            if code is None or button.property("country") == code:
                continue
            nation = next(k for k, v in NATION_COUNTRY.items() if v == code)
            button.setProperty("country", code)
            button.set_forms(f"Use {COUNTRIES[code]}", f"Use {code}")
            button.setToolTip(
                f"Country of player {n} not set, and every unit of the {Side(side).label} is "
                f"{NATION_ADJECTIVES[nation]}: set it to {COUNTRIES[code]} ({code}). Nothing "
                "is written to the file until you click")
            button.setAccessibleName(f"Use {COUNTRIES[code]} as the country of player {n}")

    def _count_spin(self, n: int, what: str, meaning: str, where: str) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(0, 99)
        # 0 stands for "not given in the file" (neither count may be 0 in a game).
        spin.setSpecialValueText(_NOT_SET)
        # (named by its row too: "Player 1 (top)", its column's, named the cards and the
        # medals alike to a screen reader)
        self._name(spin, f"{what}_player{n}", f"Player {n} ({where}): {meaning}",
                   f"{meaning.capitalize()}, player {n} ({where})")
        field = f"{what}_player{n}"
        self._watch(spin, field)
        spin.valueChanged.connect(
            lambda v, field=field: self._set_info(
                field, v or None, f"Set {meaning} of player {n}", merge=field))
        (self.cards if what == "cards" else self.victory)[n] = spin
        return spin

    def _date_edit(self, field: str, meaning: str) -> QLineEdit:
        edit = QLineEdit()
        edit.setPlaceholderText("YYYY-MM-DD")
        self._name(edit, field, f"{meaning} (ISO date, YYYY-MM-DD)")
        self._watch(edit, field)
        edit.textEdited.connect(lambda text, field=field, edit=edit: self._date_edited(
            field, edit, text))
        return edit

    def _choice_combo(self, field: str, choices: Mapping[str, str], tip: str,
                      words: str) -> QComboBox:
        """A pick list of ``game_info.field``'s ``choices``; its edits are named "Set
        ``words``" in the History."""
        combo = FittingCombo()  # a narrow panel shows the value alone
        self._name(combo, field, tip)
        combo.addItem(_NOT_SET, None)
        for value, meaning in choices.items():
            combo.add_item(f"{value} — {meaning}", value, (value,))
        combo.currentIndexChanged.connect(
            lambda _i: self._set_info(field, combo.currentData(), f"Set {words}"))
        return combo

    # --- building: packs and options ------------------------------------------------------------

    def _build_options(self) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        packs = QGroupBox("Packs (expansions needed)")
        self.packs_layout = QGridLayout(packs)
        self.pack_boxes: dict[str, QCheckBox] = {}
        for i, (key, title) in enumerate(PACKS.items()):
            self._pack_box(key, title, i)
        outer.addWidget(packs)

        self.air_box = AirRulesBox()
        self.air_box.edited.connect(self.set_air_rules)
        outer.addWidget(self.air_box)

        options = QGroupBox("Options (rule switches)")
        #: The group box of the options' rows (their grid's parent).
        self.options_box = options
        options.setObjectName("options")
        options.setToolTip("Rule switches of the scenario: tick one to use it, then set its "
                           "value in the fields beside it")
        box = QVBoxLayout(options)
        self.options_grid = QGridLayout()
        self.options_grid.setColumnStretch(1, 1)
        self.options_grid.setColumnMinimumWidth(0, 16)  # a value's fields sit under its box
        box.addLayout(self.options_grid)
        row = QHBoxLayout()
        self.option_key = QLineEdit()
        self._name(self.option_key, "optionKey",
                   "Another option: the key of a switch this editor does not list")
        self.option_key.setPlaceholderText("Another option's key…")
        self.add_option_button = QPushButton("&Add option")
        self._name(self.add_option_button, "addOption", "Add the option typed on the left")
        self.add_option_button.clicked.connect(self._add_typed_option)
        self.option_key.returnPressed.connect(self._add_typed_option)  # Enter adds too
        row.addWidget(self.option_key, 1)
        row.addWidget(self.add_option_button)
        box.addLayout(row)
        self.options_status = QLabel()
        self.options_status.setTextFormat(Qt.TextFormat.PlainText)  # keys from the file
        self.options_status.setAccessibleName("Options status")
        self.options_status.setWordWrap(True)
        tint(self.options_status, "error")
        box.addWidget(self.options_status)
        outer.addWidget(options)
        #: The option rows: key -> (check box, value form or None, remove button or None).
        self.option_rows: dict[str, tuple[QCheckBox, ValueForm | None]] = {}
        self._options_shape: Any = None
        outer.addStretch(1)
        return page

    def _build_victory(self) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        self.standard_victory = QCheckBox("Standard victor&y")
        self.standard_victory.setObjectName("victory_standard")
        self.standard_victory.setAccessibleName("Standard victory")
        self.standard_victory.setToolTip(
            "game_info.victory_conditions [{\"standard\": {}}], as official files state it; "
            "the medals needed are on the Battle info page")
        self.standard_victory.toggled.connect(self.set_standard_victory)
        outer.addWidget(self.standard_victory)
        note = QLabel("The first player to win the medals needed (Battle info) wins; "
                      "official files state it, and the conditions below come on top.")
        note.setWordWrap(True)
        outer.addWidget(note)
        victory = QGroupBox("Victory conditions beyond the medals")
        victory.setObjectName("victory")
        vbox = QVBoxLayout(victory)
        self.victory_rows_box = QVBoxLayout()
        vbox.addLayout(self.victory_rows_box)
        buttons = QHBoxLayout()
        add = QPushButton("Add s&udden death")
        self._name(add, "addSuddenDeath", "Add a sudden death: a side wins at once holding "
                   "some hexes (game_info.victory.condition, group_sudden_death); it starts "
                   "with the hexes selected on the map, named in the status bar")
        add.clicked.connect(lambda: self.add_sudden_death())
        self.add_sudden_death_button = add
        buttons.addWidget(add)
        buttons.addStretch(1)
        vbox.addLayout(buttons)
        self.victory_status = QLabel()
        self.victory_status.setTextFormat(Qt.TextFormat.PlainText)
        self.victory_status.setAccessibleName("Victory conditions status")
        tint(self.victory_status, "error")
        self.victory_status.setWordWrap(True)
        vbox.addWidget(self.victory_status)
        outer.addWidget(victory)
        #: The medal objectives and exit lines on the map (:func:`map_victory_words`),
        #: set in the Hex panel: read here against the conditions of victory written.
        self.map_victory = QLabel()
        self.map_victory.setObjectName("map_victory")
        self.map_victory.setTextFormat(Qt.TextFormat.PlainText)
        self.map_victory.setAccessibleName("Objectives and exits on the map")
        self.map_victory.setWordWrap(True)
        outer.addWidget(self.map_victory)
        outer.addStretch(1)
        #: One editor per entry of ``victory.condition``, in order.
        self.victory_rows: list[SuddenDeathRow | OtherConditionRow] = []
        self._victory_shape: Any = None
        return page

    def _pack_box(self, key: str, title: str, index: int) -> QCheckBox:
        box = QCheckBox(literal(f"{title} ({key})"))
        self._name(box, f"pack_{key}", f"Pack {key}: {title} is needed to play")
        box.toggled.connect(lambda on, key=key: self.set_pack(key, on))
        self.pack_boxes[key] = box
        self.packs_layout.addWidget(box, index, 0)
        return box

    # --- building: texts ----------------------------------------------------------------------

    def _build_texts(self) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        row = QHBoxLayout()
        label = QLabel("&Language")
        self.lang_combo = QComboBox()
        self._name(self.lang_combo, "language", "Language of the texts shown below")
        label.setBuddy(self.lang_combo)
        self.lang_combo.currentIndexChanged.connect(lambda _i: self._show_texts())
        self.new_lang = QComboBox()
        self.new_lang.setEditable(True)
        self._name(self.new_lang, "newLanguage", "Language to add: a code such as fr or pt-BR")
        for code, name in LANGUAGES.items():
            self.new_lang.addItem(f"{code} — {name}", code)
        self.new_lang.setCurrentIndex(-1)
        self.new_lang.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.new_lang.setMinimumContentsLength(8)
        # Enter adds the language, as Add does, and puts nothing of its own in the list
        self.new_lang.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        new_lang_edit = self.new_lang.lineEdit()
        assert new_lang_edit is not None  # setEditable(True) gave it one
        new_lang_edit.setPlaceholderText("New language…")
        self._complaint = ""
        self.new_lang.editTextChanged.connect(lambda _t: self._new_language_edited())
        add = QPushButton("A&dd language")
        self._name(add, "addLanguage", "Add texts in the language typed or chosen on the left")
        add.clicked.connect(self._add_typed_language)
        new_lang_edit.returnPressed.connect(self._add_typed_language)
        self.remove_lang_button = QPushButton("Rem&ove language")
        self._name(self.remove_lang_button, "removeLanguage",
                   "Remove every text of the language shown")
        self.remove_lang_button.clicked.connect(lambda: self.remove_language())
        row.addWidget(label)
        row.addWidget(self.lang_combo, 1)
        row.addWidget(self.remove_lang_button)
        outer.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(self.new_lang, 1)
        row.addWidget(add)
        outer.addLayout(row)
        self.lang_status = QLabel()
        self.lang_status.setTextFormat(Qt.TextFormat.PlainText)  # echoes what was typed
        self.lang_status.setAccessibleName("Language status")
        outer.addWidget(self.lang_status)
        inner = QWidget()
        form = QFormLayout(inner)
        # each title above its box: the texts take the panel's whole width
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self.text_edits: dict[str, QLineEdit | QPlainTextEdit] = {}
        for field in TEXT_FIELDS:
            title = TEXT_TITLES.get(field, field)
            edit: QLineEdit | QPlainTextEdit
            if field in _ONE_LINE:
                edit = QLineEdit()
                edit.textEdited.connect(lambda text, field=field: self._text_edited(field, text))
            else:
                edit = GrowingTextEdit()
                edit.textChanged.connect(lambda field=field, edit=edit: self._text_edited(
                    field, edit.toPlainText()))
            self._name(edit, f"text_{field}", f"{title} in the language shown")
            self._watch(edit, f"text.{field}")
            self.text_edits[field] = edit
            form.addRow(f"{title}", edit)
        outer.addWidget(self._scroll(inner, "Texts in the language shown"), 1)
        return page

    # --- refresh from the model ---------------------------------------------------------------

    def refresh(self) -> None:
        """Show the document's values (only widgets whose value differs are written)."""
        if self.document is None:
            return
        s = self.document.scenario
        g = s.game_info
        self._updating = True
        try:
            for n in (1, 2):
                set_combo_value(self.side[n], getattr(g, f"side_player{n}"))
                set_combo_value(self.country[n], getattr(g, f"country_player{n}"))
                for spins, what in ((self.cards, "cards"), (self.victory, "victory")):
                    value = getattr(g, f"{what}_player{n}")
                    shown = value if isinstance(value, int) else 0
                    if spins[n].value() != shown:
                        spins[n].setValue(shown)
            self._offer_countries()
            self._name_starting_sides(g)
            set_combo_value(self.starting, g.starting)
            for edit, date in ((self.date_begin, g.date_begin), (self.date_end, g.date_end)):
                _set_line(edit, date or "")
                _mark_date(edit)
            set_combo_value(self.front, g.front)
            set_combo_value(self.game_type, g.type)
            _set_line(self.operation_id, "" if g.operation_id is None else str(g.operation_id))
            set_combo_value(self.expert_mode, g.expert_mode)
            self._refresh_packs()
            self._refresh_options()
            self._refresh_victory()
            self._refresh_languages()
            self._show_texts()
        finally:
            self._updating = False

    def _refresh_packs(self) -> None:
        assert self.document is not None
        packs = self.document.scenario.packs or {}
        for key in packs:
            if key not in self.pack_boxes:  # a key of a newer or older editor: keep it visible
                self._pack_box(key, key, len(self.pack_boxes))
        for key, box in self.pack_boxes.items():
            on = bool(packs.get(key))
            if box.isChecked() != on:
                box.blockSignals(True)
                box.setChecked(on)
                box.blockSignals(False)

    def _hexes_changed(self, _coords: object = None) -> None:
        assert self.document is not None
        self._offer_countries()
        self.map_victory.setText(map_victory_words(self.document.scenario))
        now = air_pieces(self.document.scenario)
        if now != self._air_pieces:
            self._air_pieces = now
            self.air_box.show_scenario(self.document.scenario)

    def _refresh_options(self) -> None:
        assert self.document is not None
        options = self.document.scenario.game_info.options
        self.air_box.show_scenario(self.document.scenario)
        # The Air rules have their own form (above the other switches).
        keys = list(CATALOG.options) + [k for k in options if k not in CATALOG.options
                                        and k != AIR_OPTION]
        shape = tuple((k, shape_of(options.get(k, option_template(k))))
                      for k in keys)
        if shape != self._options_shape:
            self._options_shape = shape
            self._build_option_rows(keys, options)
        for key, (check, form) in self.option_rows.items():
            on = key in options
            if check.isChecked() != on:
                check.blockSignals(True)
                check.setChecked(on)
                check.blockSignals(False)
            if form is not None:
                form.setVisible(on)  # the fields of a switched-off option take no room
                if on:
                    # also into the field being typed in (it writes only what differs): an
                    # Undo from the menu or the toolbar left it showing the text undone,
                    # which its next keystroke wrote back
                    form.set_value(options[key])

    def _build_option_rows(self, keys: list[str], options: Mapping[str, Any]) -> None:
        grid = self.options_grid
        while grid.count():
            item = grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.option_rows = {}
        for r, key in enumerate(keys):
            opt = CATALOG.options.get(key)
            # the short label on the box (a long one would widen the panel), all in the tip
            label = opt.label.split(" (", 1)[0] if opt else key
            check = QCheckBox(literal(label if opt else f"{key} (not known)"))
            # what it is and whether the game engine plays it (its fields say what they hold)
            self._name(check, f"option_{key}",
                       f"{opt.label} ({key}): tick to use it. {option_note(key)}".strip()
                       if opt else f"{key}: an option this editor does not know; kept. "
                       f"{option_note(key)}")
            check.toggled.connect(lambda on, key=key: (self.add_option(key) if on
                                                       else self.remove_option(key)))
            grid.addWidget(check, 2 * r, 0, 1, 2)
            value = options.get(key, option_template(key))
            form = None
            if value is not True:
                form = ValueForm(value, name=f"option_value_{key}",
                                 title=opt.label if opt else key,
                                 shape=OPTION_SHAPES.get(key), read_hex=self.typed_hex,
                                 titles=OPTION_KEY_TITLES.get(key),
                                 tips=OPTION_KEY_TIPS.get(key), note=option_note(key),
                                 choice_words=OPTION_CHOICE_WORDS.get(key),
                                 selection=self.selected_hex_names)
                form.said.connect(self._say_option)
                form.edited.connect(lambda v, key=key, form=form: self.set_option(
                    key, v, form.typed_in))
                grid.addWidget(form, 2 * r + 1, 1)
            self.option_rows[key] = (check, form)
        panel_fields(self.options_box)
        clicks_leave_the_keys(self.options_box)
        # (as the victory conditions: the rows were last in the window's Tab order)
        rows = [w for check, form in self.option_rows.values()
                for w in (check, *([form] if form is not None else []))]
        fields_follow(list(self.pack_boxes.values())[-1],
                      [self.air_box, *rows, self.option_key, self.add_option_button])

    def _refresh_victory(self) -> None:
        assert self.document is not None
        g = self.document.scenario.game_info
        standard = _has_standard(g)
        if self.standard_victory.isChecked() != standard:
            self.standard_victory.blockSignals(True)
            self.standard_victory.setChecked(standard)
            self.standard_victory.blockSignals(False)
        shape = tuple((vc.kind, shape_of(vc.params) if vc.kind != "group_sudden_death"
                       else None) for vc in g.conditions)
        if shape != self._victory_shape:
            self._victory_shape = shape
            self._build_victory_rows(g)
        for row, vc in zip(self.victory_rows, g.conditions, strict=True):
            row.show_condition(vc)  # as the options' forms: only what differs
        self._check_victory_hexes()
        self.map_victory.setText(map_victory_words(self.document.scenario))

    def _build_victory_rows(self, g: GameInfo) -> None:
        for row in self.victory_rows:
            row.hide()
            row.deleteLater()
        self.victory_rows = []
        for i, vc in enumerate(g.conditions):
            if vc.kind == "group_sudden_death":
                row = SuddenDeathRow(self, i)
            else:
                row = OtherConditionRow(self, i, vc)
            self.victory_rows_box.addWidget(row)
            self.victory_rows.append(row)
            panel_fields(row)
            clicks_leave_the_keys(row)
        # made after the window, the rows were last in its Tab order: Tab went from Add
        # sudden death out of the panel
        fields_follow(self.standard_victory, [*self.victory_rows,
                                              self.add_sudden_death_button])

    def _check_victory_hexes(self) -> None:
        """Name the hexes of the sudden deaths that are not on the board."""
        assert self.document is not None
        board = self.document.scenario.board
        bad = []
        for sd in self.document.scenario.game_info.sudden_deaths():
            for name in sd.group:
                try:
                    board.parse_hex(name)
                except HexNameError:
                    bad.append(name)
        self.victory_status.setText(
            "Not hexes of this board: " + not_hexes(board, bad) if bad else "")

    def _refresh_languages(self) -> None:
        """The language list as the document has it; the language shown is kept, except
        that a language that appears in the same document (an Add language redone, a
        Remove language undone) is shown, as when it was added."""
        assert self.document is not None
        langs = list(self.document.scenario.text)
        shown = [self.lang_combo.itemData(i) for i in range(self.lang_combo.count())]
        same = self._languages_of is self.document
        self._languages_of = self.document
        if shown != langs:
            appeared = [lang for lang in langs if lang not in shown]
            keep = appeared[0] if same and shown and len(appeared) == 1 else self.language
            self.lang_combo.blockSignals(True)
            self.lang_combo.clear()
            for lang in langs:
                self.lang_combo.addItem(f"{lang} — {LANGUAGES.get(lang, lang)}", lang)
            i = self.lang_combo.findData(keep) if keep is not None else -1
            self.lang_combo.setCurrentIndex(i if i >= 0 else (0 if langs else -1))
            self.lang_combo.blockSignals(False)
        self.remove_lang_button.setEnabled(bool(langs))

    def _show_texts(self) -> None:
        if self.document is None:
            return
        lang = self.language
        texts = self.document.scenario.text.get(lang) if lang else None
        was = self._updating
        self._updating = True
        try:
            for field, edit in self.text_edits.items():
                edit.setEnabled(texts is not None)
                value = getattr(texts, field, None) if texts is not None else None
                if isinstance(edit, QLineEdit):
                    _set_line(edit, value or "")
                else:
                    _set_plain(edit, value or "")
            if texts is None:
                self.lang_status.setText("No texts yet: add a language to write them.")
            elif self.lang_status.text().startswith("No texts yet"):
                self.lang_status.setText("")
        finally:
            self._updating = was

    # --- edits ------------------------------------------------------------------------------

    def _set_info(self, field: str, value: Any, text: str, merge: str | None = None) -> None:
        """Write one game_info field (one undo step; ``merge`` names the typing field)."""
        if self._updating or self.document is None:
            return
        g = self.document.scenario.game_info
        if getattr(g, field) == value:
            return
        self.document.set_value("game_info", replace(g, **{field: value}), text,
                                self._merge_key(merge) if merge else None)

    def _side_changed(self, n: int) -> None:
        if self._updating or self.document is None:
            return
        # Qt hands a StrEnum back as its plain string.
        side = Side(self.side[n].currentData())
        g = self.document.scenario.game_info
        # The two players fight each other: choosing one side gives the other player the
        # other side, in the same step.
        new = (replace(g, side_player1=side, side_player2=side.other) if n == 1
               else replace(g, side_player1=side.other, side_player2=side))
        if new != g:
            self.document.set_value("game_info", new, f"Set side of player {n}")

    def _date_edited(self, field: str, edit: QLineEdit, text: str) -> None:
        text = text.strip()
        _mark_date(edit)
        self._set_info(field, text or None, f"Edit {_DATE_WORDS.get(field, field)}",
                       merge=field)

    def _operation_edited(self, text: str) -> None:
        text = text.strip()
        value: Any = int(text) if text.isdigit() else (text or None)
        self._set_info("operation_id", value, "Edit operation ID", merge="operation_id")

    def set_pack(self, key: str, on: bool) -> None:
        """Mark a pack as needed or not (one undo step)."""
        if self._updating or self.document is None:
            return
        packs = dict(self.document.scenario.packs or {})
        if on:
            packs[key] = packs.get(key) or 1
        else:
            packs.pop(key, None)
        box = self.pack_boxes.get(key)
        self.document.set_value("packs", packs or None, f"{'Add' if on else 'Remove'} pack "
                                f"{box.text() if box is not None else key}")

    def _add_typed_language(self) -> None:
        """Add Language (or Enter): the language typed, whose Name then has the keyboard,
        to be typed next (a code refused leaves it in the box, to be corrected)."""
        if self.add_language(self._typed_language()):
            self.text_edits["name"].setFocus(Qt.FocusReason.OtherFocusReason)

    def _typed_language(self) -> str:
        i = self.new_lang.currentIndex()
        text = self.new_lang.currentText().strip()
        if i >= 0 and self.new_lang.itemText(i) == text:
            return str(self.new_lang.itemData(i))
        return text.split(" — ", 1)[0].strip()

    def _add_typed_option(self) -> None:
        """Add Option: the key typed beside it, which the field lets go once added."""
        if self.add_option(self.option_key.text()):
            self.option_key.clear()

    def add_option(self, key: str) -> bool:
        """Add a rule option (one undo step), with the shape official files give it
        (:func:`~editor.ui.forms.option_template`: ``true`` for a switch)."""
        assert self.document is not None
        key = key.strip()
        if not key:
            self.options_status.setText("Choose or type an option key first.")
            return False
        g = self.document.scenario.game_info
        if key in g.options:
            self.options_status.setText(f"{key} is already set.")
            return False
        options = dict(g.options)
        options[key] = option_template(key)
        self.options_status.setText("")
        return self.document.set_value("game_info", replace(g, options=options),
                                       f"Add option {option_label(key)}")

    def remove_option(self, key: str) -> bool:
        """Remove a rule option (one undo step)."""
        assert self.document is not None
        g = self.document.scenario.game_info
        if key not in g.options:
            return False
        options = {k: v for k, v in g.options.items() if k != key}
        return self.document.set_value("game_info", replace(g, options=options),
                                       f"Remove option {option_label(key)}")

    def set_air_rules(self, value: Any) -> bool:
        """Switch the Air rules on with ``value`` (``game_info.options.air_rules``), or off
        (``None``): one undo step, the form's later changes merged."""
        if self._updating or self.document is None:
            return False
        if value is None:
            if not air_pieces(self.document.scenario):
                return self.remove_option(AIR_OPTION)
            value = False  # absent, they would be on: the scenario places airplanes
        g = self.document.scenario.game_info
        options = dict(g.options)
        added = AIR_OPTION not in options
        options[AIR_OPTION] = value
        # switched on, they list the Air Pack in the same step, as saving would
        return self.document.set_value_listing_packs(
            "game_info", replace(g, options=options),
            f"{'Add' if added else 'Set'} option {option_label(AIR_OPTION)}",
            None if added else self._typing_merge(self.air_box.typed_in, f"option.{AIR_OPTION}"))

    def set_option(self, key: str, value: Any, typed_in: QWidget | None = None) -> bool:
        """Set an option's value (one undo step; typing in one of its fields, ``typed_in``,
        merges)."""
        assert self.document is not None
        g = self.document.scenario.game_info
        options = dict(g.options)
        options[key] = value
        return self.document.set_value("game_info", replace(g, options=options),
                                       f"Set option {option_label(key)}",
                                       self._typing_merge(typed_in, f"option.{key}"))

    # --- victory ----------------------------------------------------------------------

    def set_standard_victory(self, on: bool) -> bool:
        """State the standard victory as official files do (``victory_conditions:
        [{"standard": {}}]``), or leave it out (one undo step)."""
        if self._updating or self.document is None:
            return False
        g = self.document.scenario.game_info
        if _has_standard(g) == on:
            return False
        extra = dict(g.extra)
        kept = [x for x in extra.get("victory_conditions") or () if x != {"standard": {}}]
        if on:
            kept.insert(0, {"standard": {}})
        if kept:
            extra["victory_conditions"] = kept
        else:
            extra.pop("victory_conditions", None)
        return self.document.set_value("game_info", replace(g, extra=extra),
                                       "Set standard victory" if on else
                                       "Remove standard victory")

    def set_condition(self, index: int, vc: VictoryCondition,
                      typed_in: QWidget | None = None) -> bool:
        """Replace entry ``index`` of ``victory.condition`` (one undo step; typing in one
        field, ``typed_in``, merges)."""
        if self._updating or self.document is None:
            return False
        g = self.document.scenario.game_info
        conditions = list(g.conditions)
        if not 0 <= index < len(conditions) or conditions[index] == vc:
            return False
        conditions[index] = vc
        return self.document.set_value("game_info", g.with_conditions(tuple(conditions)),
                                       "Edit victory condition",
                                       self._typing_merge(typed_in, f"victory.{index}"))

    def add_sudden_death(self, group: tuple[str, ...] = ()) -> bool:
        """Add a sudden death (one undo step): the bottom player's side, holding one of the
        hexes of ``group``, by default those selected on the map."""
        assert self.document is not None
        g = self.document.scenario.game_info
        taken = not group
        if taken:
            group = self.selected_hex_names()
        side = g.side_player2
        vc = VictoryCondition("group_sudden_death", {
            "side": side.value, "number": 1, "group": list(group)})
        # Taking the map's selection is what the button is for (select the hexes, then
        # add), but it must be seen: a selection left by a paste (16 hexes) went in silently.
        # The History and the status bar name the hexes taken; Undo takes it all back.
        where = ("on " + named_hexes(group, 3) if len(group) <= 3
                 else f"on {len(group)} hexes") if group else "with no hexes"
        if not self.document.set_value("game_info", g.with_conditions((*g.conditions, vc)),
                                       f"Add sudden death {where}"):
            return False
        n = len(g.conditions) + 1
        if not group:
            self.message.emit(f"Sudden death {n} added with no hexes: type them, or select "
                              "them on the map and click its Use selected hexes")
        else:
            whose = (f"the {counted(len(group), 'hex', 'hexes')} selected on the map"
                     if taken else counted(len(group), "hex", "hexes"))
            self.message.emit(f"Sudden death {n} added for the {side.value.capitalize()}, "
                              f"holding 1 of {whose}: {named_hexes(group)} "
                              "(Undo takes it back)")
        return True

    def remove_condition(self, index: int) -> bool:
        """Remove entry ``index`` of ``victory.condition`` (one undo step)."""
        assert self.document is not None
        g = self.document.scenario.game_info
        conditions = list(g.conditions)
        if not 0 <= index < len(conditions):
            return False
        del conditions[index]
        return self.document.set_value("game_info", g.with_conditions(tuple(conditions)),
                                       "Remove victory condition")

    def _say_option(self, text: str) -> None:
        """Show what an option's form says under the options, and in the status bar (the
        options' status may be out of sight, below the forms)."""
        self.options_status.setText(text)
        if text:
            self.message.emit(text)

    def selected_hex_names(self) -> tuple[str, ...]:
        """The names of the hexes selected on the map (``selection_provider``), in board
        order."""
        if self.document is None or self.selection_provider is None:
            return ()
        return selected_names(self.document.scenario.board, self.selection_provider())

    def typed_hex(self, text: str) -> str:
        """The hex name meant by ``text`` typed in a field of the panel, as Go to Hex reads
        it (:meth:`Board.typed_name`: ``e9`` is E9)."""
        return self.document.scenario.board.typed_name(text) if self.document else text

    def _text_edited(self, field: str, value: str) -> None:
        if self._updating or self.document is None:
            return
        lang = self.language
        if lang is None:
            return
        old = self.document.scenario.text.get(lang, ScenarioText())
        # a field named at run time (one of TEXT_FIELDS, each a str | None): mypy cannot
        # tell which parameter of replace() it is
        change: dict[str, Any] = {field: value or None}
        new = replace(old, **change)
        if new != old:
            self.document.set_text(lang, new, f"Edit {TEXT_TITLES.get(field, field).lower()} "
                                   f"({lang})", f"{self._merge_key(f'text.{field}')}:{lang}")

    # --- events -------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if event.type() == QEvent.Type.FocusOut:
            key = self._session_of.get(watched)
            if key is not None:
                # Leaving a field ends its typing: the next keystroke starts a new undo step.
                self._sessions[key] = self._sessions.get(key, 0) + 1
        return super().eventFilter(watched, event)


def _has_standard(g: GameInfo) -> bool:
    """Whether ``game_info.victory_conditions`` states the standard victory."""
    listed = g.extra.get("victory_conditions")
    return isinstance(listed, list | tuple) and {"standard": {}} in listed


class _FittingButton(QPushButton):
    """A button that shows the longest of its texts that fits ("Use United States", else
    "Use US"), asking no more room than the shortest: in the narrow column of a big font
    the longer text cut the Players box."""

    def __init__(self) -> None:
        super().__init__()
        self._forms: tuple[str, ...] = ("",)

    def set_forms(self, *forms: str) -> None:
        self._forms = forms
        self.updateGeometry()
        self._fit()

    def _around(self) -> int:
        """The button's width beside its text (its style's margins and frame)."""
        style = self.style()
        return 2 * (style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin)
                    + style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth)) + 4

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt name
        hint = super().sizeHint()
        return QSize(self._around() + self.fontMetrics().horizontalAdvance(self._forms[-1]),
                     hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt name
        return self.sizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt name
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        room = self.width() - self._around()
        metrics = self.fontMetrics()
        text = next((f for f in self._forms if metrics.horizontalAdvance(f) <= room),
                    self._forms[-1])
        if text != self.text():
            self.setText(text)


class SuddenDeathRow(QGroupBox):
    """One ``group_sudden_death`` of ``victory.condition``: the side (by name), how many of
    the hexes it must hold, the hexes (typed, or the map's selection), and Remove."""

    def __init__(self, dock: PropertiesDock, index: int) -> None:
        super().__init__(f"Sudden death {index + 1}")
        self.dock = dock
        self.index = index
        self.setObjectName(f"sudden_death_{index}")
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.side = QComboBox()
        dock._name(self.side, f"sudden_death_{index}_side", "Side that wins at once")
        for text, value in SIDE_CHOICES:
            self.side.addItem(text, value)
        self.side.currentIndexChanged.connect(lambda _i: self._edited())
        form.addRow("Side", self.side)
        self.number = QSpinBox()
        self.number.setRange(0, 99)
        self.number.setSpecialValueText("all of them")
        dock._name(self.number, f"sudden_death_{index}_number",
                   "How many of the hexes it must hold (0: all of them)")
        self.number.valueChanged.connect(lambda _v: self._edited(self.number))
        form.addRow("Holding", self.number)
        self.hexes = QLineEdit()
        self.hexes.setPlaceholderText("E7, F7, …")
        dock._name(self.hexes, f"sudden_death_{index}_group",
                   "Hexes to hold: names separated by commas or spaces (E7, f6)")
        self.hexes.textEdited.connect(lambda _t: self._edited(self.hexes))
        row = QHBoxLayout()
        row.addWidget(self.hexes, 1)
        use = QPushButton("Use se&lected hexes")
        dock._name(use, f"sudden_death_{index}_use_selection",
                   "Take the hexes selected on the map")
        use.clicked.connect(self.use_selection)
        row.addWidget(use)
        form.addRow("Hexes", row)
        remove = QPushButton("Remove this sudden death")
        dock._name(remove, f"sudden_death_{index}_remove", "Remove this sudden death")
        remove.clicked.connect(lambda: dock.remove_condition(self.index))
        form.addRow(remove)
        self._showing = False

    def show_condition(self, vc: VictoryCondition) -> None:
        params = vc.params if isinstance(vc.params, Mapping) else {}
        self._showing = True
        try:
            set_combo_value(self.side, params.get("side"))
            number = params.get("number")
            self.number.setValue(number if isinstance(number, int) else 0)
            group = list(params.get("group") or ())
            # "G5 H5;e6" as typed stays while it names those hexes
            if self._typed() != group:
                set_field_text(self.hexes, format_names(group))
        finally:
            self._showing = False

    def condition(self) -> VictoryCondition:
        """The condition the fields hold (keys this editor does not know are kept)."""
        g = self.dock.document.scenario.game_info if self.dock.document else None
        old = g.conditions[self.index].params if g is not None else {}
        params = dict(old) if isinstance(old, Mapping) else {}
        params["side"] = self.side.currentData()
        if self.number.value():
            params["number"] = self.number.value()
        else:
            params.pop("number", None)
        params["group"] = self._typed()
        return VictoryCondition("group_sudden_death", params)

    def _typed(self) -> list[str]:
        """The hex names typed in the field, parted as the .m44 reader parts a group, each
        read as Go to Hex reads it (``h5`` is H5)."""
        return [self.dock.typed_hex(n) for n in split_hex_names(self.hexes.text())]

    def use_selection(self) -> None:
        names = self.dock.selected_hex_names()
        if not names:
            self.dock.victory_status.setText("Select the hexes on the map first.")
            return
        set_field_text(self.hexes, format_names(names))
        self._edited()

    def _edited(self, typed_in: QWidget | None = None) -> None:
        """Write the condition the fields hold; typed or spun in ``typed_in``, the edit
        merges with that field's (a pick or a button is a step of its own)."""
        if self._showing:
            return
        self.dock.set_condition(self.index, self.condition(), typed_in)


class OtherConditionRow(QGroupBox):
    """An entry of ``victory.condition`` of another kind, edited as fields of its own
    shape (:class:`~editor.ui.forms.ValueForm`), with Remove."""

    def __init__(self, dock: PropertiesDock, index: int, vc: VictoryCondition) -> None:
        # a kind this editor does not know: its words, the code in the tooltip
        words = key_words(vc.kind) if vc.kind else "Condition"
        super().__init__(literal(words))  # (what it is wraps below: a title does not)
        self.setToolTip(plain(f"{vc.kind or '(no kind)'}: a victory condition this editor "
                              f"does not know. {CONDITION_NOT_PLAYED}"))
        self.dock = dock
        self.index = index
        self.kind = vc.kind
        self.setObjectName(f"condition_{index}")
        layout = QVBoxLayout(self)
        note = QLabel("A condition this editor does not know, kept as read; the game "
                      "engine does not play it.")
        note.setObjectName(f"condition_{index}_note")
        note.setWordWrap(True)
        layout.addWidget(note)
        titles, tips = unknown_value_words(vc.params)
        self.form = ValueForm(vc.params, name=f"condition_{index}_value", title=words,
                              read_hex=dock.typed_hex, titles=titles, tips=tips,
                              note=CONDITION_NOT_PLAYED)
        self.form.edited.connect(lambda v: dock.set_condition(
            self.index, VictoryCondition(self.kind, v), self.form.typed_in))
        layout.addWidget(self.form)
        remove = QPushButton("Remove this condition")
        dock._name(remove, f"condition_{index}_remove", "Remove this victory condition")
        remove.clicked.connect(lambda: dock.remove_condition(self.index))
        layout.addWidget(remove)

    def show_condition(self, vc: VictoryCondition) -> None:
        self.form.set_value(vc.params)


#: The game_info fields the dock edits (a test checks that none is forgotten).
EDITED_FIELDS: tuple[str, ...] = tuple(
    f.name for f in fields(GameInfo) if f.name != "extra")

__all__: list[str] = ["EDITED_FIELDS", "LANGUAGES", "PropertiesDock", "TEXT_TITLES",
                      "default_language"]
