"""Scenario properties: the battle info (``game_info``), packs, options and texts per
language, as the official editor's "Battle Info" and "Description" pages.

Every change is one undo command through the :class:`~editor.ui.document.Document`.
Typing in one field (or spinning one number) merges into one step: each edit carries a
merge key made of the field and an editing session that ends when the field loses focus,
so "type, leave, come back, type" is two steps, as in any text editor.

The dock follows the model, never the reverse: it refreshes from ``infoChanged`` (and so
on undo and redo), and only writes a widget whose value differs from the model, so the
field being typed in keeps its cursor.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import fields, replace
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView, QCheckBox, QComboBox, QDockWidget, QFormLayout, QGridLayout,
    QGroupBox, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QPlainTextEdit, QPushButton,
    QScrollArea, QSpinBox, QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget,
)

from editor.engine.board import Side
from editor.engine.catalog import CATALOG
from editor.engine.packs import PACKS
from editor.engine.scenario import (
    COUNTRIES, FRONTS, GAME_TYPES, STARTING, TEXT_FIELDS, GameInfo, ScenarioText,
    VictoryCondition,
)

from .document import Document

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
#: Fields typed on one line (the others are multi-line).
_ONE_LINE = ("name", "subtitle")
_LANG_RE = re.compile(r"^[a-z]{2,3}([-_][A-Za-z]{2,4})?$")
_DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_NOT_SET = "(not set)"


def _json_text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def set_combo_value(combo: QComboBox, value: Any) -> None:
    """Select ``value`` in a combo holding values as item data; a value the combo does not
    list (a sloppy file's) is added as its own entry, so showing it never changes it."""
    i = combo.findData(value)
    if i < 0:
        combo.addItem(f"{value} (not a known value)", value)
        i = combo.count() - 1
    if combo.currentIndex() != i:
        combo.setCurrentIndex(i)


def _set_line(edit: QLineEdit, text: str) -> None:
    # Only when it differs: rewriting the text would move the cursor of the field typed in.
    if edit.text() != text:
        edit.setText(text)


def _set_plain(edit: QPlainTextEdit, text: str) -> None:
    if edit.toPlainText() != text:
        edit.setPlainText(text)


class PropertiesDock(QDockWidget):
    """Battle info, packs, options and texts of the scenario (objectName ``properties``)."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__("Scenario properties", parent)
        self.setObjectName("properties")
        self.setAccessibleName("Scenario properties")
        self.document: Document | None = None
        self._updating = False
        #: Editing session per field: bumped when the field loses focus (ends a merge).
        self._sessions: dict[str, int] = {}
        self._session_of: dict[QObject, str] = {}
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName("Property pages")
        self.tabs.addTab(self._scroll(self._build_info()), "&Battle info")
        self.tabs.addTab(self._scroll(self._build_options()), "Packs && &options")
        self.tabs.addTab(self._scroll(self._build_texts()), "&Texts")
        self.setWidget(self.tabs)
        self.set_document(document)

    # --- public API -----------------------------------------------------------------------

    def set_document(self, document: Document) -> None:
        """Show another document (drops the connections to the previous one)."""
        if self.document is not None:
            try:
                self.document.infoChanged.disconnect(self.refresh)
            except (RuntimeError, TypeError):
                pass
        self.document = document
        document.infoChanged.connect(self.refresh)
        for key in self._sessions:
            self._sessions[key] += 1
        self.refresh()

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
            self.lang_status.setText(f"'{lang}' is not a language code (like en, fr, pt-BR)")
            return False
        if lang in self.document.scenario.text:
            self.lang_status.setText(f"{lang} is already there")
            self.set_language(lang)
            return False
        self.document.set_text(lang, ScenarioText(), f"Add language {lang}")
        self.set_language(lang)
        self.lang_status.setText("")
        return True

    def remove_language(self, lang: str | None = None) -> bool:
        """Remove one language's texts (one undo step)."""
        assert self.document is not None
        lang = lang or self.language
        if lang is None or lang not in self.document.scenario.text:
            return False
        return self.document.set_text(lang, None, f"Remove language {lang}")

    # --- building: battle info --------------------------------------------------------------

    def _scroll(self, inner: QWidget) -> QScrollArea:
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setWidget(inner)
        area.setFrameShape(QScrollArea.Shape.NoFrame)
        return area

    def _watch(self, widget: QWidget, key: str) -> None:
        """Register ``widget`` as the editor of field ``key``: leaving it ends the merge."""
        self._sessions.setdefault(key, 0)
        self._session_of[widget] = key
        widget.installEventFilter(self)

    def _merge_key(self, key: str) -> str:
        return f"properties:{key}:{self._sessions.get(key, 0)}"

    def _name(self, widget: QWidget, name: str, tip: str) -> None:
        widget.setObjectName(name)
        widget.setAccessibleName(tip.split(":")[0])
        widget.setToolTip(tip)

    def _build_info(self) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        self.side: dict[int, QComboBox] = {}
        self.country: dict[int, QComboBox] = {}
        self.cards: dict[int, QSpinBox] = {}
        self.victory: dict[int, QSpinBox] = {}
        players = QGroupBox("Players")
        grid = QGridLayout(players)
        grid.addWidget(QLabel("Player 1 (top)"), 0, 1)
        grid.addWidget(QLabel("Player 2 (bottom)"), 0, 2)
        titles = ("&Side", "&Country", "Command &cards", "&Medals to win")
        for row, title in enumerate(titles, start=1):
            label = QLabel(title)
            grid.addWidget(label, row, 0)
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
                grid.addWidget(w, row, n)
                if n == 1:
                    label.setBuddy(w)
        outer.addWidget(players)

        battle = QGroupBox("Battle")
        form = QFormLayout(battle)
        self.starting = QComboBox()
        self._name(self.starting, "starting", "Starting player: who plays first")
        self.starting.addItem(_NOT_SET, None)
        for value, meaning in STARTING.items():
            self.starting.addItem(f"{value} — {meaning}", value)
        self.starting.currentIndexChanged.connect(
            lambda _i: self._set_info("starting", self.starting.currentData(),
                                      "Set starting player"))
        form.addRow("S&tarting player", self.starting)
        self.date_begin = self._date_edit("date_begin", "Date the battle began")
        self.date_end = self._date_edit("date_end", "Date the battle ended")
        form.addRow("Date &begins", self.date_begin)
        form.addRow("Date &ends", self.date_end)
        self.front = self._choice_combo("front", FRONTS, "Front: the theatre of the battle")
        form.addRow("&Front", self.front)
        self.game_type = self._choice_combo("type", GAME_TYPES,
                                            "Type: a historical battle or an invented one")
        form.addRow("T&ype", self.game_type)
        self.operation_id = QLineEdit()
        self._name(self.operation_id, "operationID",
                   "Operation ID: the official site's operation number (optional)")
        self._watch(self.operation_id, "operation_id")
        self.operation_id.textEdited.connect(self._operation_edited)
        form.addRow("O&peration ID", self.operation_id)
        self.expert_mode = QComboBox()
        self._name(self.expert_mode, "expert_mode", "Expert mode: the official editor's switch")
        for text, value in ((_NOT_SET, None), ("on", True), ("off", False)):
            self.expert_mode.addItem(text, value)
        self.expert_mode.currentIndexChanged.connect(
            lambda _i: self._set_info("expert_mode", self.expert_mode.currentData(),
                                      "Set expert mode"))
        form.addRow("E&xpert mode", self.expert_mode)
        outer.addWidget(battle)
        outer.addStretch(1)
        return page

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
        combo = QComboBox()
        self._name(combo, f"country_player{n}", f"Country of player {n} ({where})")
        combo.addItem(_NOT_SET, None)
        for code, name in COUNTRIES.items():
            combo.addItem(f"{code} — {name}", code)
        combo.currentIndexChanged.connect(
            lambda _i, n=n, combo=combo: self._set_info(
                f"country_player{n}", combo.currentData(), f"Set country of player {n}"))
        self.country[n] = combo
        return combo

    def _count_spin(self, n: int, what: str, meaning: str, where: str) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(0, 99)
        # 0 stands for "not given in the file" (neither count may be 0 in a game).
        spin.setSpecialValueText(_NOT_SET)
        self._name(spin, f"{what}_player{n}", f"Player {n} ({where}): {meaning}")
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

    def _choice_combo(self, field: str, choices: Mapping[str, str], tip: str) -> QComboBox:
        combo = QComboBox()
        self._name(combo, field, tip)
        combo.addItem(_NOT_SET, None)
        for value, meaning in choices.items():
            combo.addItem(f"{value} — {meaning}", value)
        combo.currentIndexChanged.connect(
            lambda _i: self._set_info(field, combo.currentData(), f"Set {field}"))
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

        options = QGroupBox("Options (rule switches)")
        box = QVBoxLayout(options)
        self.options_table = QTableWidget(0, 3)
        self.options_table.setObjectName("options")
        self.options_table.setAccessibleName("Options")
        self.options_table.setToolTip("Rule switches: the option key, its value as JSON "
                                      "(true, \"AXIS\", {\"side\": \"ALLIES\"}...) and what "
                                      "it means. Edit a cell with F2 or a double click.")
        self.options_table.setHorizontalHeaderLabels(["Option", "Value (JSON)", "Meaning"])
        header = self.options_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.options_table.verticalHeader().setVisible(False)
        self.options_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.options_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.options_table.itemChanged.connect(self._option_cell_changed)
        box.addWidget(self.options_table)
        row = QHBoxLayout()
        self.option_key = QComboBox()
        self.option_key.setEditable(True)
        self._name(self.option_key, "optionKey",
                   "Option to add: pick a known option or type a key")
        for key, opt in CATALOG.options.items():
            self.option_key.addItem(f"{key} — {opt.label}", key)
            self.option_key.setItemData(self.option_key.count() - 1,
                                        f"{opt.label}: {opt.value_shape}",
                                        Qt.ItemDataRole.ToolTipRole)
        self.option_key.setCurrentIndex(-1)
        self.option_key.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.option_key.setMinimumContentsLength(14)
        self.option_key.lineEdit().setPlaceholderText("Option to add…")
        self.add_option_button = QPushButton("&Add option")
        self._name(self.add_option_button, "addOption", "Add the option chosen on the left")
        self.add_option_button.clicked.connect(lambda: self.add_option(self._typed_option_key()))
        self.remove_option_button = QPushButton("&Remove option")
        self._name(self.remove_option_button, "removeOption", "Remove the selected option")
        self.remove_option_button.clicked.connect(self._remove_selected_option)
        row.addWidget(self.option_key, 1)
        row.addWidget(self.add_option_button)
        row.addWidget(self.remove_option_button)
        box.addLayout(row)
        self.options_status = QLabel()
        self.options_status.setTextFormat(Qt.TextFormat.PlainText)  # keys from the file
        self.options_status.setAccessibleName("Options status")
        self.options_status.setWordWrap(True)
        self.options_status.setStyleSheet("color: #b3261e")
        box.addWidget(self.options_status)
        outer.addWidget(options)

        victory = QGroupBox("Victory conditions beyond the medals (JSON)")
        vbox = QVBoxLayout(victory)
        self.victory_conditions = QPlainTextEdit()
        self._name(self.victory_conditions, "victory",
                   "Victory conditions (game_info.victory.condition): a JSON list such as "
                   "[{\"group_sudden_death\": {\"side\": \"ALLIES\", \"number\": 2, "
                   "\"group\": [\"E7\", \"F7\"]}}]; the medal count needs no entry; "
                   "applied when you leave the field or press Ctrl+Return")
        self.victory_conditions.setTabChangesFocus(True)
        self.victory_conditions.setFixedHeight(90)
        self.victory_conditions.installEventFilter(self)
        vbox.addWidget(self.victory_conditions)
        self.victory_status = QLabel()
        self.victory_status.setTextFormat(Qt.TextFormat.PlainText)
        self.victory_status.setAccessibleName("Victory conditions status")
        self.victory_status.setStyleSheet("color: #b3261e")
        self.victory_status.setWordWrap(True)
        vbox.addWidget(self.victory_status)
        outer.addWidget(victory)
        return page

    def _pack_box(self, key: str, title: str, index: int) -> QCheckBox:
        box = QCheckBox(f"{title} ({key})")
        self._name(box, f"pack_{key}", f"Pack {key}: {title} is needed to play")
        box.toggled.connect(lambda on, key=key: self.set_pack(key, on))
        self.pack_boxes[key] = box
        self.packs_layout.addWidget(box, index // 2, index % 2)
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
        self.new_lang.lineEdit().setPlaceholderText("New language…")
        add = QPushButton("A&dd language")
        self._name(add, "addLanguage", "Add texts in the language typed or chosen on the left")
        add.clicked.connect(lambda: self.add_language(self._typed_language()))
        self.remove_lang_button = QPushButton("Re&move language")
        self._name(self.remove_lang_button, "removeLanguage",
                   "Remove every text of the language shown")
        self.remove_lang_button.clicked.connect(lambda: self.remove_language())
        row.addWidget(label)
        row.addWidget(self.lang_combo, 1)
        row.addWidget(self.new_lang, 1)
        row.addWidget(add)
        row.addWidget(self.remove_lang_button)
        outer.addLayout(row)
        self.lang_status = QLabel()
        self.lang_status.setTextFormat(Qt.TextFormat.PlainText)  # echoes what was typed
        self.lang_status.setAccessibleName("Language status")
        outer.addWidget(self.lang_status)
        inner = QWidget()
        form = QFormLayout(inner)
        self.text_edits: dict[str, QLineEdit | QPlainTextEdit] = {}
        for field in TEXT_FIELDS:
            title = TEXT_TITLES.get(field, field)
            edit: QLineEdit | QPlainTextEdit
            if field in _ONE_LINE:
                edit = QLineEdit()
                edit.textEdited.connect(lambda text, field=field: self._text_edited(field, text))
            else:
                edit = QPlainTextEdit()
                edit.setTabChangesFocus(True)
                edit.setMinimumHeight(70)
                edit.textChanged.connect(lambda field=field, edit=edit: self._text_edited(
                    field, edit.toPlainText()))
            self._name(edit, f"text_{field}", f"{title} in the language shown")
            self._watch(edit, f"text.{field}")
            self.text_edits[field] = edit
            form.addRow(f"{title}", edit)
        outer.addWidget(self._scroll(inner), 1)
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
            set_combo_value(self.starting, g.starting)
            _set_line(self.date_begin, g.date_begin or "")
            _set_line(self.date_end, g.date_end or "")
            set_combo_value(self.front, g.front)
            set_combo_value(self.game_type, g.type)
            _set_line(self.operation_id, "" if g.operation_id is None else str(g.operation_id))
            set_combo_value(self.expert_mode, g.expert_mode)
            self._refresh_packs()
            self._refresh_options()
            if not self.victory_conditions.hasFocus():
                _set_plain(self.victory_conditions, self._victory_text(g))
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

    def _refresh_options(self) -> None:
        assert self.document is not None
        options = self.document.scenario.game_info.options
        table = self.options_table
        current = [(table.item(r, 0).text(), table.item(r, 1).text())
                   for r in range(table.rowCount())
                   if table.item(r, 0) is not None and table.item(r, 1) is not None]
        wanted = [(k, _json_text(v)) for k, v in options.items()]
        if current == wanted:
            return
        selected = table.currentRow()
        table.blockSignals(True)
        table.setRowCount(len(wanted))
        for r, (key, value) in enumerate(wanted):
            opt = CATALOG.options.get(key)
            k = QTableWidgetItem(key)
            k.setToolTip(opt.label if opt else "an option this editor does not know; kept")
            v = QTableWidgetItem(value)
            v.setToolTip(f"expected: {opt.value_shape}" if opt else "any JSON value")
            m = QTableWidgetItem(opt.label if opt else "(unknown option)")
            m.setFlags(m.flags() & ~Qt.ItemFlag.ItemIsEditable)
            m.setToolTip(f"{opt.label}: {opt.value_shape}" if opt else "")
            table.setItem(r, 0, k)
            table.setItem(r, 1, v)
            table.setItem(r, 2, m)
        table.blockSignals(False)
        if 0 <= selected < table.rowCount():
            table.setCurrentCell(selected, 1)

    def _refresh_languages(self) -> None:
        assert self.document is not None
        langs = list(self.document.scenario.text)
        shown = [self.lang_combo.itemData(i) for i in range(self.lang_combo.count())]
        if shown != langs:
            keep = self.language
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

    @staticmethod
    def _victory_text(g: GameInfo) -> str:
        items = [vc.params if vc.kind is None else {vc.kind: vc.params}
                 for vc in g.conditions]
        if not items:
            return ""
        # One condition per line: short enough to read, still plain JSON.
        return "[\n" + ",\n".join(" " + _json_text(x) for x in items) + "\n]"

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
        other = 2 if n == 1 else 1
        new = replace(g, **{f"side_player{n}": side, f"side_player{other}": side.other})
        if new != g:
            self.document.set_value("game_info", new, f"Set side of player {n}")

    def _date_edited(self, field: str, edit: QLineEdit, text: str) -> None:
        text = text.strip()
        ok = not text or bool(_DATE_RE.match(text))
        edit.setStyleSheet("" if ok else "color: #b3261e")
        self._set_info(field, text or None, f"Edit {field.replace('_', ' ')}", merge=field)

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
        self.document.set_value("packs", packs or None,
                                f"{'Add' if on else 'Remove'} pack {key}")

    def _typed_option_key(self) -> str:
        i = self.option_key.currentIndex()
        text = self.option_key.currentText().strip()
        if i >= 0 and self.option_key.itemText(i) == text:
            return str(self.option_key.itemData(i))
        return text.split(" — ", 1)[0].strip()

    def _typed_language(self) -> str:
        i = self.new_lang.currentIndex()
        text = self.new_lang.currentText().strip()
        if i >= 0 and self.new_lang.itemText(i) == text:
            return str(self.new_lang.itemData(i))
        return text.split(" — ", 1)[0].strip()

    def add_option(self, key: str, value: Any = True) -> bool:
        """Add a rule option with a value (``true`` by default; one undo step)."""
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
        options[key] = value
        self.options_status.setText("")
        return self.document.set_value("game_info", replace(g, options=options),
                                       f"Add option {key}")

    def remove_option(self, key: str) -> bool:
        """Remove a rule option (one undo step)."""
        assert self.document is not None
        g = self.document.scenario.game_info
        if key not in g.options:
            return False
        options = {k: v for k, v in g.options.items() if k != key}
        return self.document.set_value("game_info", replace(g, options=options),
                                       f"Remove option {key}")

    def set_option(self, key: str, value: Any) -> bool:
        """Set an option's value (one undo step)."""
        assert self.document is not None
        g = self.document.scenario.game_info
        options = dict(g.options)
        options[key] = value
        return self.document.set_value("game_info", replace(g, options=options),
                                       f"Set option {key}")

    def _remove_selected_option(self) -> None:
        row = self.options_table.currentRow()
        item = self.options_table.item(row, 0) if row >= 0 else None
        if item is not None:
            self.remove_option(item.text())

    def _option_cell_changed(self, item: QTableWidgetItem) -> None:
        if self._updating or self.document is None:
            return
        g = self.document.scenario.game_info
        keys = list(g.options)
        row = item.row()
        if row >= len(keys):
            return
        key = keys[row]
        if item.column() == 1:
            try:
                value = json.loads(item.text())
            except ValueError as e:
                self.options_status.setText(f"{key}: not valid JSON ({e.msg}); value kept. "
                                            "Write true, a number, \"TEXT\", [..] or {..}.")
                self.refresh_options_row(row)
                return
            self.options_status.setText("")
            self.set_option(key, value)
        elif item.column() == 0:
            new_key = item.text().strip()
            if not new_key or (new_key != key and new_key in g.options):
                self.options_status.setText(f"'{new_key}' cannot be used: empty or already set.")
                self.refresh_options_row(row)
                return
            if new_key != key:
                # Renaming keeps the option's place in the list.
                options = {(new_key if k == key else k): v for k, v in g.options.items()}
                self.options_status.setText("")
                self.document.set_value("game_info", replace(g, options=options),
                                        f"Rename option {key}")

    def refresh_options_row(self, row: int) -> None:
        """Show the model's key and value again on one row (after a rejected edit)."""
        assert self.document is not None
        items = list(self.document.scenario.game_info.options.items())
        if 0 <= row < len(items):
            key, value = items[row]
            self.options_table.blockSignals(True)
            self.options_table.item(row, 0).setText(key)
            self.options_table.item(row, 1).setText(_json_text(value))
            self.options_table.blockSignals(False)

    def apply_victory_conditions(self) -> bool:
        """Parse the victory-conditions text and set it (one undo step); a text that is not a
        JSON list of objects is refused with a message and changes nothing."""
        if self.document is None:
            return False
        text = self.victory_conditions.toPlainText().strip()
        try:
            raw = json.loads(text) if text else []
        except ValueError as e:
            self.victory_status.setText(f"Not valid JSON ({e.msg}, line {e.lineno}); "
                                        "nothing changed.")
            return False
        if not isinstance(raw, list) or not all(isinstance(x, dict) for x in raw):
            self.victory_status.setText("Write a list of objects: [{\"group_sudden_death\": "
                                        "{...}}, ...]; nothing changed.")
            return False
        conditions = tuple(
            VictoryCondition(next(iter(x)), x[next(iter(x))]) if len(x) == 1
            else VictoryCondition(None, x) for x in raw)
        self.victory_status.setText("")
        g = self.document.scenario.game_info
        if conditions == g.conditions:
            return False
        return self.document.set_value("game_info", g.with_conditions(conditions),
                                       "Set victory conditions")

    def _text_edited(self, field: str, value: str) -> None:
        if self._updating or self.document is None:
            return
        lang = self.language
        if lang is None:
            return
        old = self.document.scenario.text.get(lang, ScenarioText())
        new = replace(old, **{field: value or None})
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
            if watched is self.victory_conditions:
                self.apply_victory_conditions()
        elif (event.type() == QEvent.Type.KeyPress and watched is self.victory_conditions
              and isinstance(event, QKeyEvent)
              and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
              and event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            self.apply_victory_conditions()
            return True
        return super().eventFilter(watched, event)


#: The game_info fields the dock edits (a test checks that none is forgotten).
EDITED_FIELDS: tuple[str, ...] = tuple(
    f.name for f in fields(GameInfo) if f.name != "extra")

__all__: list[str] = ["EDITED_FIELDS", "LANGUAGES", "PropertiesDock", "TEXT_TITLES"]
