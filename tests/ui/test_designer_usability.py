"""Frictions a designer met building scenarios from scratch on screen (Breakthrough and
Overlord boards, winter and desert faces): quick clicks on the map, fields that take Enter,
fields wide enough to be read."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QPushButton

from editor.engine.board import Coord
from editor.engine.scenario import Hex, Piece, Scenario, ScenarioText
from editor.io.options import OPTION_SHAPES
from editor.ui.document import Document
from editor.ui.forms import ValueForm
from editor.ui.hex_panel import HexListEditor
from editor.ui.properties import PropertiesDock

from .window_helpers import click, make_window, send_mouse  # noqa: F401 - fixture


def double_click(canvas, c: Coord, button: Qt.MouseButton = Qt.MouseButton.LeftButton  # type: ignore[no-untyped-def]
                 ) -> None:
    """Two quick clicks on hex ``c``, as Qt delivers them: the second press comes as a
    double-click event."""
    send_mouse(canvas, QEvent.Type.MouseMove, c, buttons=Qt.MouseButton.NoButton)
    for kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease,
                 QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseButtonRelease):
        send_mouse(canvas, kind, c, button)


def test_two_quick_clicks_of_the_rotate_tool_turn_a_piece_twice(make_window) -> None:
    """Clicking a bunker twice quickly with the Rotate tool turned it once: the map dropped
    the second press, which Qt sends as a double-click. Each click is a turn, however
    quick, and so with the right button's turns back."""
    w = make_window()
    quick, slow = Coord(4, 12), Coord(4, 16)
    for c in (quick, slow):
        w.document.set_hex(c, Hex(rect_terrain=Piece("bunker")), "set up")
    w.editor.set_tool("rotate")
    click(w.canvas, slow)
    assert w.document.scenario.hex(slow).rect_terrain.orientation == 2
    click(w.canvas, slow)  # a bunker has two orientations: back to the first
    turns = w.document.undo_stack.count()
    double_click(w.canvas, quick)
    assert w.document.undo_stack.count() == turns + 2
    assert w.document.scenario.hex(quick) == w.document.scenario.hex(slow)
    double_click(w.canvas, quick, Qt.MouseButton.RightButton)
    assert w.document.undo_stack.count() == turns + 4


def test_a_quick_second_click_after_painting_selects_the_hex(make_window) -> None:
    """Painting a unit, then S and a click on it at once to edit it, left the Hex panel
    saying "Select a hex": the click came as the second half of a double-click and was
    lost."""
    w = make_window()
    c = Coord(6, 12)
    w.palette_dock.choose("infbrit")
    send_mouse(w.canvas, QEvent.Type.MouseMove, c, buttons=Qt.MouseButton.NoButton)
    send_mouse(w.canvas, QEvent.Type.MouseButtonPress, c)
    send_mouse(w.canvas, QEvent.Type.MouseButtonRelease, c)
    assert w.document.scenario.hex(c).unit is not None
    w.editor.set_tool("select")
    send_mouse(w.canvas, QEvent.Type.MouseButtonDblClick, c)
    send_mouse(w.canvas, QEvent.Type.MouseButtonRelease, c)
    QApplication.processEvents()
    assert w.editor.selection == {c}


def test_enter_in_the_new_language_field_adds_the_language(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Typing "fr" in "New language…" and pressing Enter only took the completion, "fr —
    French"; a second Enter did nothing: the mouse had to find Add Language. Enter adds
    the language, as Add does, and puts nothing of its own in the list offered."""
    doc = Document(Scenario())
    dock = PropertiesDock(doc)
    qtbot.addWidget(dock)
    assert dock.add_language("en")
    offered = dock.new_lang.count()
    qtbot.keyClicks(dock.new_lang.lineEdit(), "fr")
    qtbot.keyClick(dock.new_lang.lineEdit(), Qt.Key.Key_Return)
    assert list(doc.scenario.text) == ["en", "fr"] and dock.language == "fr"
    assert dock.new_lang.currentText() == ""
    qtbot.keyClicks(dock.new_lang.lineEdit(), "pt-BR")
    qtbot.keyClick(dock.new_lang.lineEdit(), Qt.Key.Key_Return)
    assert "pt-BR" in doc.scenario.text and dock.new_lang.count() == offered
    qtbot.keyClicks(dock.new_lang.lineEdit(), "English")
    qtbot.keyClick(dock.new_lang.lineEdit(), Qt.Key.Key_Return)
    assert dock.lang_status.text().startswith("'English' is not a language code")
    assert dock.new_lang.count() == offered


def test_enter_in_the_option_key_field_adds_the_option(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Packs & options: Enter in "Another option's key…" did nothing; it adds the option,
    as Add Option does."""
    doc = Document(Scenario())
    dock = PropertiesDock(doc)
    qtbot.addWidget(dock)
    qtbot.keyClicks(dock.option_key, "house_rule")
    qtbot.keyClick(dock.option_key, Qt.Key.Key_Return)
    assert doc.scenario.game_info.options.get("house_rule") is True
    assert dock.option_key.text() == ""


@pytest.mark.parametrize("size", [(1200, 800), (1366, 768)])
def test_the_field_to_type_hex_names_in_is_wide_enough_to_read(make_window, size) -> None:  # type: ignore[no-untyped-def]
    """A majority objective's (and an exit line's) field for hex names was squeezed beside
    Add and Remove to a few letters ("He…" of its hint): it has the room of four names and
    shows its whole hint."""
    w = make_window()
    w.resize(*size)
    c = Coord(4, 12)
    w.document.set_hex(c, Hex(terrain=Piece("woods")), "set up")
    click(w.canvas, c)
    w.hex_dock.add_medal("medal1")
    w.hex_dock.set_medal(0, "Set objective majority", majority=True)
    w.hex_dock.add_exit()
    for _ in range(5):
        QApplication.processEvents()
    editors = [e for e in w.hex_dock.findChildren(HexListEditor) if e.isVisible()]
    assert len(editors) == 2
    for editor in editors:
        entry = editor.entry
        room = entry.width() - 8  # the frame and the text margins
        assert room > entry.fontMetrics().horizontalAdvance("E7, f6, G8, h9"), entry.objectName()
        assert room > entry.fontMetrics().horizontalAdvance(entry.placeholderText())


def test_a_field_too_narrow_for_its_text_shows_its_start(make_window) -> None:  # type: ignore[no-untyped-def]
    """A sudden death over eight hexes showed "H11, f10, g10, h10" in its field, the end of
    the list (Qt leaves the cursor at the end of a text it is given), and so after the file
    was opened again: a field filled from the scenario shows its start; one being typed in
    keeps its cursor."""
    w = make_window()
    board = w.document.scenario.board
    names = ("f8", "g8", "h8", "G7", "H7", "f6", "g6", "h6")
    w.editor.set_selection({board.parse_hex(n) for n in names})
    w.properties.show()
    w.properties.raise_()
    assert w.properties.add_sudden_death()
    field = w.properties.findChild(QLineEdit, "sudden_death_0_group")
    assert field.text().startswith("f8, g8") and field.cursorPosition() == 0
    again = make_window(Document(w.document.scenario))
    field = again.properties.findChild(QLineEdit, "sudden_death_0_group")
    assert field.text().startswith("f8, g8") and field.cursorPosition() == 0
    # the Texts' name, given back by Undo, shows its start too
    again.show_dock(again.properties)
    name = again.properties.text_edits["name"]
    assert isinstance(name, QLineEdit)
    name.setFocus()
    QTest.keyClicks(name, "The Long Road to the Frozen Crossing of the Chornaya")
    assert name.cursorPosition() == len(name.text())  # typing: the cursor where it types
    again.canvas.setFocus()
    again.document.undo_stack.undo()
    again.document.undo_stack.redo()
    assert name.text().startswith("The Long Road") and name.cursorPosition() == 0


def test_a_rule_option_s_hexes_show_their_start(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The same in a rule option's form (Packs & options): its list of hexes showed its
    end, when built and when given a value."""
    names = ["f8", "g8", "h8", "G7", "H7", "f6", "g6", "h6"]
    form = ValueForm(names, name="hill317", shape=OPTION_SHAPES["hill317"])
    qtbot.addWidget(form)
    form.resize(120, 40)
    form.show()
    field = form.findChild(QLineEdit)
    assert field.text().startswith("f8, g8") and field.cursorPosition() == 0
    form.set_value(list(reversed(names)))
    assert field.text().startswith("h6, g6") and field.cursorPosition() == 0


def test_the_briefing_is_offered_in_the_language_of_the_texts_shown(make_window,  # type: ignore[no-untyped-def]
                                                                     monkeypatch) -> None:
    """Having typed the French texts (Scenario properties showing them), Export Briefing and
    Print offered the briefing in English. The dialog offers the language of the texts
    shown; a language chosen in it is offered again until the texts shown are another
    language's."""
    from editor.export import BriefingOptions
    from editor.ui import export_actions

    offered: list[str] = []
    answer = {"lang": "en"}

    def ask(parent, langs, initial: BriefingOptions, title, go):  # type: ignore[no-untyped-def]
        offered.append(initial.lang)
        return replace(initial, lang=answer["lang"])

    monkeypatch.setattr(export_actions, "ask_briefing_options", ask)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
    s = Scenario()
    s.text = {"en": ScenarioText(name="Frozen Crossing"), "fr": ScenarioText(name="Passage gelé"),
              "de": ScenarioText(name="Gefrorene Furt")}
    w = make_window(Document(s))
    action = w.findChild(export_actions.ExportActions, "exportActions").export_briefing
    w.properties.set_language("fr")
    action.trigger()
    assert offered == ["fr"]  # English was offered
    action.trigger()  # English chosen, the French texts still shown: English again
    assert offered == ["fr", "en"]
    w.properties.set_language("de")
    action.trigger()
    assert offered == ["fr", "en", "de"]


def test_a_language_added_takes_its_name_next(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Having added French (Enter or Add Language), the keyboard stayed in the language
    box, and the French name had to be clicked into: it goes to the new texts' Name, and
    stays in the box when the code was refused, to be corrected."""
    from .window_helpers import activate

    w = make_window()
    activate(w, qtbot)
    dock = w.properties
    dock.show()
    dock.raise_()
    dock.tabs.setCurrentIndex(dock.tabs.count() - 1)  # Texts
    box = dock.new_lang.lineEdit()
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    qtbot.keyClicks(box, "fr")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert dock.language == "fr"
    qtbot.waitUntil(dock.text_edits["name"].hasFocus)
    QTest.keyClicks(QApplication.focusWidget(), "Passage du Rhin")
    assert w.document.scenario.text["fr"].name == "Passage du Rhin"
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    qtbot.keyClicks(box, "French")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert box.hasFocus() and box.text() == "French"
    box.clear()
    qtbot.keyClicks(box, "de")
    dock.findChild(QPushButton, "addLanguage").click()
    assert dock.language == "de" and dock.text_edits["name"].hasFocus()


def test_the_briefing_options_are_offered_again_in_a_new_window(make_window,  # type: ignore[no-untyped-def]
                                                                monkeypatch) -> None:
    """Letter paper, hex names on the map and no legend, chosen for one briefing, were
    forgotten by a new window and at the next start: the dialog offered A4, no hex names
    and the legend each time (found by the big boards audit). The page size and the boxes
    last chosen are kept in the settings; a value there that is no choice is left out."""
    from editor.export import BriefingOptions, PageSize
    from editor.ui import export_actions

    offered: list[BriefingOptions] = []

    def ask(parent, langs, initial: BriefingOptions, title, go):  # type: ignore[no-untyped-def]
        offered.append(initial)
        return replace(initial, page=PageSize.LETTER, coords=True, legend=False)

    monkeypatch.setattr(export_actions, "ask_briefing_options", ask)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))

    def export(w) -> None:  # type: ignore[no-untyped-def]
        w.findChild(export_actions.ExportActions, "exportActions").export_briefing.trigger()

    first = make_window()
    export(first)
    assert offered[0] == BriefingOptions()
    export(make_window())  # another window (or the next start: the same settings file)
    again = offered[1]
    assert (again.page, again.coords, again.legend, again.ink_saver) == (
        PageSize.LETTER, True, False, False)
    first.settings.setValue(export_actions.BRIEFING_KEY, '{"page": "A5", "legend": "yes"}')
    export(make_window())
    assert offered[2] == BriefingOptions()
