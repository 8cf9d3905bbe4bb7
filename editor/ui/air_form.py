"""The Air rules' form of the Scenario properties (Packs & options page): the switch, the Air
Sortie cards each side receives and those shuffled into the deck, each side's airplane
model, and the Air Pack's selection guidelines for the side's nation, date and front when
the scenario names no model. Pick lists and spin boxes, never JSON; the value written is
``game_info.options.air_rules`` (``editor/engine/air_rules.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, overload

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QGridLayout, QGroupBox, QLabel, QSpinBox,
                               QWidget)

from editor.engine.air_rules import (MODELS, OPTION, SORTIE_CARDS, air_settings,
                                     guideline_models, nation_of)
from editor.engine.board import Side
from editor.engine.scenario import Scenario

from .forms import FittingCombo
from .text import note_label, tint

_SIDE_TITLE = {Side.AXIS: "Axis", Side.ALLIES: "Allies"}
_NATION_TITLE = {"us": "United States", "brit": "British and Commonwealth (and Allied "
                 "nations not listed)", "ru": "Soviet Union", "ger": "German (and Axis "
                 "nations not listed)", "jp": "Japan"}


def short_title(title: str) -> str:
    """A model's title without its maker, as the Air Pack's guidelines name it.

    >>> short_title("Fieseler Fi 156 Storch"), short_title("Supermarine Spitfire")
    ('Fi 156 Storch', 'Spitfire')
    """
    return title.split(" ", 1)[-1]


def air_value(on: bool, sorties: Mapping[str, int], models: Mapping[str, str | None]) -> Any:
    """The ``air_rules`` value of the form's fields: ``None`` (off, no key), ``True`` (the
    standard start), or the object of the values that differ from it.

    >>> air_value(True, {"AXIS": 1, "ALLIES": 1, "deck": 0}, {"AXIS": None, "ALLIES": None})
    True
    >>> air_value(True, {"AXIS": 0, "ALLIES": 2, "deck": 0}, {"AXIS": None, "ALLIES": "p40"})
    {'sorties': {'AXIS': 0, 'ALLIES': 2}, 'models': {'ALLIES': 'p40'}}
    """
    if not on:
        return None
    standard = {"AXIS": 1, "ALLIES": 1, "deck": 0}
    so = {k: v for k, v in sorties.items() if v != standard[k]}
    mo = {k: v for k, v in models.items() if v}
    out: dict[str, Any] = {}
    if so:
        out["sorties"] = so
    if mo:
        out["models"] = mo
    return out or True


class _Rows(QGridLayout):
    """A form's rows on a grid: a title and its field, or one widget across both. The
    guidelines' wrapped text in a QFormLayout got the height of a wider line than the
    form gave it, and was cut at the top and bottom; a grid measures it at its width."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setColumnStretch(1, 1)

    @overload
    def addRow(self, title: QWidget) -> None: ...  # noqa: N802

    @overload
    def addRow(self, title: str, field: QWidget) -> None: ...  # noqa: N802

    def addRow(self, title: str | QWidget, field: QWidget | None = None) -> None:  # noqa: N802
        row = self.rowCount()
        if isinstance(title, QWidget):
            self.addWidget(title, row, 0, 1, 2)
            return
        if field is None:
            raise TypeError("a row with a title needs its field")
        label = QLabel(title)
        label.setBuddy(field)
        self.addWidget(label, row, 0)
        self.addWidget(field, row, 1)


class AirRulesBox(QGroupBox):
    """The Air rules group (objectName ``airRules``); ``edited(value)`` after each change
    the user makes (``None``: switch the rules off)."""

    edited = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Air rules (Air Pack)", parent)
        self.setObjectName("airRules")
        self.setToolTip("The Air Pack's Air rules: Air Sortie cards, airplanes, the Air check "
                        "and the Air Battle Special Actions, played by the engine")
        self._writing = False
        #: The spin box the last edit was made in, whose edits merge into one undo step
        #: until it loses focus; ``None`` for the switch or a pick list, each a step.
        self.typed_in: QWidget | None = None
        form = _Rows(self)
        self.on = QCheckBox("Air rules in effect")
        self.on.setObjectName("air_on")
        self.on.setAccessibleName("Air rules in effect")
        self.on.toggled.connect(lambda _on: self._changed())
        form.addRow(self.on)
        self.spins: dict[str, QSpinBox] = {}
        for key, title in (("AXIS", "Air Sorties, Axis"), ("ALLIES", "Air Sorties, Allies"),
                           ("deck", "Air Sorties in the deck")):
            spin = QSpinBox()
            spin.setRange(0, SORTIE_CARDS)
            spin.setObjectName(f"air_sorties_{key}")
            spin.setAccessibleName(title)
            spin.setToolTip("Air Sortie cards " + ("face up at the start" if key != "deck"
                                                   else "shuffled into the deck at the start")
                            + f" (the Air Pack has {SORTIE_CARDS})")
            spin.valueChanged.connect(lambda _v, spin=spin: self._changed(spin))
            self.spins[key] = spin
            form.addRow(title, spin)
        self.models: dict[str, FittingCombo] = {}
        self.guides: dict[str, QLabel] = {}
        for side in (Side.AXIS, Side.ALLIES):
            # closed, a narrow one shows the model's short name rather than "By the
            # guidelines (Fiesele", cut; its list keeps the entries whole
            combo = FittingCombo()
            combo.setObjectName(f"air_model_{side.value}")
            combo.setAccessibleName(f"Airplane model, {_SIDE_TITLE[side]}")
            combo.setToolTip("The model the side's airplanes fly, but one placed on the map "
                             "that names its own (Hex panel: Unit, Model)")
            combo.currentIndexChanged.connect(lambda _i: self._changed())
            self.models[side.value] = combo
            form.addRow(f"Airplane, {_SIDE_TITLE[side]}", combo)
            guide = note_label(f"air_guidelines_{side.value}", accessible="Airplane "
                               f"selection guidelines, {_SIDE_TITLE[side]}")
            self.guides[side.value] = guide
            form.addRow(guide)
        self.status = QLabel()
        self.status.setObjectName("air_status")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        tint(self.status, "error")
        form.addRow(self.status)

    def value(self) -> Any:
        """The ``air_rules`` value the fields hold (``None``: off)."""
        return air_value(self.on.isChecked(),
                         {k: s.value() for k, s in self.spins.items()},
                         {k: c.currentData() for k, c in self.models.items()})

    def show_scenario(self, s: Scenario) -> None:
        """Show the Air rules of ``s`` (its settings and its guidelines)."""
        self._writing = True
        try:
            a = air_settings(s)
            self.on.setChecked(a.on)
            gi = s.game_info
            sides = (gi.side_player1, gi.side_player2)
            for p, side in enumerate(sides):
                self.spins[side.value].setValue(a.sorties[p])
            self.spins["deck"].setValue(a.deck)
            for p, side in enumerate(sides):
                nation = nation_of(s, side)
                fits = guideline_models(nation, gi.date_begin, gi.front)
                combo = self.models[side.value]
                combo.blockSignals(True)
                combo.clear()
                if fits:
                    title = MODELS[fits[0].model].title
                    short = short_title(title)
                    combo.add_item(f"By the guidelines ({title})", None,
                                   (f"By the guidelines ({short})", f"Guidelines: {short}",
                                    "By the guidelines"))
                else:
                    combo.add_item("By the guidelines (none fits)", None,
                                   ("Guidelines: none fits",))
                for g in fits:
                    title = MODELS[g.model].title
                    combo.add_item(f"{title} (guidelines)", g.model,
                                   (f"{short_title(title)} (guidelines)", short_title(title)))
                for key, m in MODELS.items():
                    if combo.findData(key) < 0:
                        combo.add_item(m.title, key, (short_title(m.title),))
                combo.setCurrentIndex(max(0, combo.findData(a.models[p]) if a.named[p] else 0))
                combo.blockSignals(False)
                lines = [g.text for g in fits] or ["no guideline fits this date and front"]
                self.guides[side.value].setText(
                    f"Selection guidelines for {_NATION_TITLE.get(nation, nation)}: "
                    + "; ".join(lines) + ".")
            for w in list(self.spins.values()) + list(self.models.values()):
                w.setEnabled(a.on)
            total = sum(a.sorties) + a.deck
            self.status.setText(f"{total} Air Sortie cards given out: the Air Pack has "
                                f"{SORTIE_CARDS}." if a.on and total > SORTIE_CARDS else "")
            raw = gi.options.get(OPTION)
            if a.on and isinstance(raw, Mapping) and set(raw) - {"sorties", "models"}:
                self.status.setText("The file's air_rules holds keys this form does not "
                                    "know; changing the form drops them.")
        finally:
            self._writing = False

    def _changed(self, typed_in: QWidget | None = None) -> None:
        if self._writing:
            return
        self.typed_in = typed_in
        for w in list(self.spins.values()) + list(self.models.values()):
            w.setEnabled(self.on.isChecked())
        self.edited.emit(self.value())
