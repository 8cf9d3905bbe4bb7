"""Files in the window: open/save round trip, the reader's repairs, unreadable files, New,
Revert, recent files, drag and drop, recovery files, the close prompt."""

from __future__ import annotations

import copy
import json
from dataclasses import replace
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QMimeData, QPoint, QPointF, QRect, QSettings, QSize, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox, QWidget

from editor.engine.board import BoardType, Coord, Face, Side
from editor.engine.catalog import CATALOG
from editor.engine.scenario import CUSTOM_IDS, SOFTWARE, Hex, Piece, Unit
from editor.io.m44 import dumps, load
from editor.ui import export_actions, file_commands, folders
from editor.ui import main_window as mw
from editor.ui.dialogs import NewScenario
from editor.ui.document import Document
from editor.ui.findings import message_words
from editor.ui.main_window import WINDOWS, offer_recovery
from editor.ui.recovery import RecoveryStore
from editor.ui.window_list import window_of

from ..conftest import DATA, SCENARIOS
from .window_helpers import make_window  # noqa: F401 - fixture

Button = QMessageBox.StandardButton


def answer(monkeypatch, button: QMessageBox.StandardButton) -> list[str]:  # type: ignore[no-untyped-def]
    """Make every QMessageBox.question answer ``button``; returns the questions asked."""
    asked: list[str] = []

    def question(_parent, _title, text, *a, **k):  # type: ignore[no-untyped-def]
        asked.append(text)
        return button

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return asked


def choose(monkeypatch, button: str) -> list[str]:  # type: ignore[no-untyped-def]
    """Make every question of one's own buttons (``dialogs.ask``) answer by clicking the
    one labelled ``button``; returns the questions asked (each shown as plain text: it
    quotes names from files)."""
    asked: list[str] = []

    def exec_(box: QMessageBox) -> int:
        assert box.textFormat() == Qt.TextFormat.PlainText
        asked.append(box.text())
        next(b for b in box.buttons() if b.text().replace("&", "") == button).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return asked


def warnings(monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda _p, _t, text, *a, **k: shown.append(text)))
    return shown


def test_open_save_round_trip(make_window, tmp_path, monkeypatch) -> None:
    w = make_window()
    assert w.open_file(SCENARIOS[1])
    assert w.windowTitle().startswith(SCENARIOS[1].name) and not w.isWindowModified()
    w.document.set_hex(Coord(4, 12), Hex(terrain=Piece("hills")), "Paint hills")
    assert w.isWindowModified()
    target = tmp_path / "saved"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(target), "")))
    assert w.act["save_as"].trigger() is None and w.document.path == target.with_suffix(".m44")
    saved = load(target.with_suffix(".m44")).scenario
    assert saved == w.document.scenario
    assert not w.isWindowModified() and w.windowTitle().startswith("saved.m44")
    assert w.files.recent_files()[0] == str(target.with_suffix(".m44").resolve())
    # Save (no dialog now) after another edit writes the same file, keeping a .bak
    w.document.set_hex(Coord(4, 14), Hex(terrain=Piece("woods")), "Paint woods")
    w.act["save"].trigger()
    assert load(target.with_suffix(".m44")).scenario == w.document.scenario
    assert target.with_suffix(".m44.bak").exists()
    bar = w.statusBar()

    def said() -> str:  # the whole message (a long one is cut, and whole in the tooltip)
        return bar.toolTip() or bar.currentMessage()

    assert said() == f"Saved {target.with_suffix('.m44')}"
    # a save that lists an expansion the pieces need says so
    w.document.set_hex(Coord(4, 16), Hex(unit=Unit("infbrit")), "Paint a British unit")
    w.act["save"].trigger()
    assert load(target.with_suffix(".m44")).scenario.packs.get("mediterranean") == 1
    assert said() == (f"Saved {target.with_suffix('.m44')}; its packs now list the "
                      "expansion its pieces need: Mediterranean Theater")


def test_file_dialogs_start_beside_the_file_or_in_the_last_folder_used(
        make_window, tmp_path, monkeypatch) -> None:
    """Not in the working directory the editor was started from: beside the scenario's
    file; for an unsaved scenario in the folder of the last file opened or saved, also in a
    later window; the home folder at first."""
    from editor.ui import folders

    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setattr(Path, "home", staticmethod(lambda: home))
    starts: list[tuple[str, str]] = []
    for which in ("getOpenFileName", "getSaveFileName"):
        monkeypatch.setattr(QFileDialog, which, staticmethod(
            lambda _p, title, start, *_a, **_k: (starts.append((title, start)), ("", ""))[1]))
    w = make_window()
    assert not w.files.choose_file() and not w.files.save_as()
    assert starts == [("Open Scenario", str(home)), ("Save Scenario As", str(home / "scenario.m44"))]
    assert w.open_file(SCENARIOS[1])
    starts.clear()
    assert not w.files.choose_file() and not w.play.save_game()
    assert [s for _, s in starts] == [str(SCENARIOS[1].parent)]  # no game to save yet
    w.set_document(Document(w.document.scenario.copy()))  # untitled, as after New
    later = make_window()
    assert folders.start_path(w) == folders.start_path(later) == str(SCENARIOS[1].parent)
    assert folders.start_path(later, "game.m44game") == str(SCENARIOS[1].parent / "game.m44game")
    elsewhere = tmp_path / "book"
    elsewhere.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(elsewhere / "mine.m44"), "")))
    assert later.files.save_as()
    assert folders.start_path(w) == str(elsewhere)  # the last folder a file was saved in
    elsewhere.rename(tmp_path / "gone")
    w.set_document(Document(w.document.scenario.copy()))
    assert folders.start_path(w) == str(home)  # a folder removed since is not proposed


def test_file_dialogs_of_a_file_whose_folder_is_gone_start_in_a_folder_still_there(
        make_window, tmp_path, monkeypatch) -> None:
    """The folder of the open file removed (a save then says "no such folder"): Save As
    and the exports proposed a name in it, and Qt's dialog, not finding it, started in
    the working directory. They start in the home folder, with the file's name."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setattr(Path, "home", staticmethod(lambda: home))
    folder = tmp_path / "drafts"
    folder.mkdir()
    path = folder / "s.m44"
    path.write_bytes(SCENARIOS[0].read_bytes())
    w = make_window()
    assert w.open_file(path)
    shutil.rmtree(folder)
    starts: list[str] = []
    for which in ("getOpenFileName", "getSaveFileName"):
        monkeypatch.setattr(QFileDialog, which, staticmethod(
            lambda _p, _title, start, *_a, **_k: (starts.append(start), ("", ""))[1]))
    assert not w.files.choose_file() and not w.files.save_as()
    monkeypatch.setattr(export_actions, "ask_map_options", lambda _parent, initial: initial)
    w.findChild(export_actions.ExportActions, "exportActions").export_image.trigger()
    assert starts == [str(home), str(home / "s.m44"), str(home / "s.png")]


def test_a_bundled_sample_is_saved_as_the_users_own_file_never_in_the_installation(
        make_window, tmp_path, monkeypatch) -> None:
    """Found by the packaging2 audit: a sample opened from where `m44 samples` says it is
    (inside the installed package, as the guide tells) was written over by Save, with a
    .bak beside it, in the installation's folder; Save As and the exports proposed that
    folder too, and so did a new scenario's dialogs after it. Save asks where to keep the
    user's copy, proposing the sample's name in the last folder the user used (here, none
    yet: the home folder), and the samples stay as installed."""
    from editor import resources

    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setattr(Path, "home", staticmethod(lambda: home))
    sample = Path(str(resources.samples()[0]))
    before, listing = sample.read_bytes(), sorted(sample.parent.iterdir())
    starts: list[str] = []
    target = tmp_path / "mine.m44"
    for which in ("getOpenFileName", "getSaveFileName"):
        monkeypatch.setattr(QFileDialog, which, staticmethod(
            lambda _p, _title, start, *_a, **_k: (starts.append(start), (str(target), ""))[1]))
    w = make_window()
    try:
        assert w.open_file(sample)
        assert folders.start_path(w, "s.pdf") == str(home / "s.pdf")
        assert folders.start_path(make_window()) == str(home)  # a new scenario's
        w.document.set_hex(Coord(4, 12), Hex(terrain=Piece("hills")), "Paint hills")
        w.act["save"].trigger()
        assert sample.read_bytes() == before and sorted(sample.parent.iterdir()) == listing
        assert starts == [str(home / sample.name)]
    finally:  # (without the fix the checkout's sample was saved over: put back)
        sample.write_bytes(before)
        for leftover in set(sample.parent.iterdir()) - set(listing):
            leftover.unlink()
    assert w.document.path == target and load(target).scenario == w.document.scenario
    assert not w.isWindowModified()


@pytest.mark.parametrize("answer", ["no", "yes"])
def test_save_as_asks_before_replacing_the_file_an_added_extension_names(
        make_window, tmp_path, monkeypatch, answer) -> None:
    """The dialog asks about replacing the name typed ("star"); the file written is
    star.m44, which was replaced unasked (and its one .bak with a second save)."""
    star = tmp_path / "star.m44"
    star.write_bytes(SCENARIOS[0].read_bytes())
    before = star.read_bytes()
    asked: list[str] = []

    def reply(box) -> int:  # type: ignore[no-untyped-def]
        asked.append(box.text())
        return (QMessageBox.StandardButton.Yes if answer == "yes"
                else QMessageBox.StandardButton.No)

    monkeypatch.setattr(QMessageBox, "exec", reply)
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(tmp_path / "star"), "")))
    w = make_window()
    assert w.open_file(SCENARIOS[1])
    assert w.files.save_as() is (answer == "yes")
    assert len(asked) == 1 and asked[0].startswith("star.m44 already exists")
    if answer == "yes":
        assert load(star).scenario == w.document.scenario and w.document.path == star
    else:
        assert star.read_bytes() == before and w.document.path == SCENARIOS[1]
    # a name that exists as typed was asked about by the dialog itself: no second question
    asked.clear()
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(tmp_path / "other"), "")))
    assert w.files.save_as() and not asked


def test_a_sloppy_file_lists_the_repairs(make_window) -> None:
    w = make_window()
    assert w.open_file(DATA / "sloppy.m44")
    fixes = load(DATA / "sloppy.m44").fixes
    dialog = w.files.fixes_dialog
    assert dialog is not None and dialog.isVisible()
    # the repairs that lost content first, as the findings panel lists its own (the guide2
    # audit: the 4 warnings of sloppy.m44 came after 29 infos, out of sight below them,
    # where the guide says to read them), each severity's in the file's order
    rank = {"error": 0, "warning": 1, "info": 2}
    ordered = sorted(fixes, key=lambda f: rank[f.severity])
    assert [s for s, _p, _m in dialog.rows()][:5] == ["warning"] * 4 + ["info"]
    # the messages as read, but the JSON paths they quote said in words (the textcheck
    # audit: "at $.board.hexagons.item[2] and $.board.hexagons.item[3]")
    assert [m for _s, _p, m in dialog.rows()] == [message_words(f.message, f.quoted) for f in ordered]
    assert dialog.rows()[0][2] == ("hex G5 is listed twice, at hexagon entry 3 and hexagon "
                                   "entry 4; merged the two entries")
    # each place said as the findings panel says it, the JSON path in its tooltip (the
    # convert2 audit: "$.board.hexagons.item[2].unit.nbr_units" told a designer nothing)
    places = {f.path: (place, dialog.tree.topLevelItem(i).toolTip(1))
              for i, (f, (_s, place, _m)) in enumerate(zip(ordered, dialog.rows(),
                                                            strict=True))}
    assert places["$.board.hexagons.item[2].unit.nbr_units"] == (
        "G5, unit", "At $.board.hexagons.item[2].unit.nbr_units in the file")
    assert places["$.game_info.cards_player1"][0] == "Battle info: command cards of player 1"
    assert places["$.board.hexagons.item[7]"][0] == "off the board (row 9, col 1)"
    # the repairs that lost content counted as such (it said errors "lost or invented")
    intro = dialog.findChild(QLabel).text()
    assert f"made {len(fixes)} repairs (4 dropped, replaced or guessed content)." in intro
    dialog.accept()


def test_the_chosen_repair_is_read_whole_below_the_list(make_window) -> None:
    """A long repair was cut at the window's edge ("hex G5 is listed twice, at hexagon entry
    3 and hexagon entry 4; m..."), whole only in a tooltip: the chosen one (the first at
    first) is written out below the list, with its place and where it is in the file, as
    plain text, and follows the choice."""
    w = make_window()
    assert w.open_file(DATA / "sloppy.m44")
    dialog = w.files.fixes_dialog
    assert dialog is not None
    tree, detail = dialog.tree, dialog.detail
    assert detail.isVisible() and detail.textFormat() == Qt.TextFormat.PlainText
    first = tree.topLevelItem(0)
    assert tree.currentItem() is first
    assert detail.text() == (f"{first.text(1)} (warning)\n{first.text(2)}\n"
                             f"{first.toolTip(1)}.")
    assert "merged the two entries" in detail.text()  # the end the column cut off
    tree.setCurrentItem(tree.topLevelItem(5))
    fifth = tree.topLevelItem(5)
    assert detail.text().splitlines() == [f"{fifth.text(1)} (info)", fifth.text(2),
                                          f"{fifth.toolTip(1)}."]
    dialog.accept()


def test_the_repairs_say_places_as_a_person_reads_them(make_window, tmp_path) -> None:
    """Found by the textcheck audit: the repairs window quoted JSON paths in its messages
    ("hex B9 is listed twice, at $.board.hexagons[0] and $.board.hexagons[2]") and named a
    hex without the part of it repaired. Each place is the hex with the part of its entry
    (its terrain, unit, marker; a place name), each path a message quotes is said in words
    (the entry's number in the file), and the paths stay in the tooltips, as the command
    line says them."""
    doc = json.loads((DATA / "sloppy.m44").read_text("utf-8"))
    doc["board"]["hexagons"] = [
        {"row": 0, "col": 2, "terrain": {"name": "WOODS"}},
        {"row": 8, "col": 4, "unit": {"name": "infus", "nbr_units": "3"}},
        {"row": 0, "col": 2, "terrain": {"name": "hills"}},
        {"row": 3, "col": 3, "tags": [{"name": "medal1", "side": "allies"}]}]
    doc["board"]["labels"] = [{"row": 3, "col": 5, "text": "Hill 112"}]
    path = tmp_path / "twice.m44"
    path.write_text(json.dumps(doc), "utf-8")
    w = make_window()
    assert w.open_file(path)
    dialog = w.files.fixes_dialog
    assert dialog is not None
    rows = {(place, message): (dialog.tree.topLevelItem(i).toolTip(1),
                               dialog.tree.topLevelItem(i).toolTip(2))
            for i, (_s, place, message) in enumerate(dialog.rows())}
    assert not [r for r in rows if "$." in r[0] + r[1]]
    twice = ("B9", "hex B9 is listed twice, at hexagon entry 1 and hexagon entry 3; merged "
                   "the two entries, the later one replacing terrain woods")
    assert rows[twice] == ("At $.board.hexagons[2] in the file",
                           "duplicate-hex: hex B9 is listed twice, at $.board.hexagons[0] and "
                           "$.board.hexagons[2]; merged the two entries, the later one "
                           "replacing terrain woods")
    assert ("B9, terrain", "wrote the name 'WOODS' as 'woods'") in rows
    assert ("C1, unit", "wrote the string '3' as a number") in rows
    places = {place for place, _m in rows}
    assert {"b6, marker", "c6, place name"} <= places, places
    dialog.accept()


def test_an_unreadable_file_gives_one_line(make_window, tmp_path, monkeypatch) -> None:
    w = make_window()
    before = w.document
    bad = tmp_path / "broken.m44"
    bad.write_text('{"board": [1, 2', "utf-8")
    shown = warnings(monkeypatch)
    assert not w.open_file(bad)
    assert len(shown) == 1 and "\n" not in shown[0] and "broken.m44" in shown[0]
    assert w.document is before
    assert not w.open_file(tmp_path / "missing.m44")
    assert len(shown) == 2 and "missing.m44" in shown[1]


def test_new_asks_about_unsaved_changes(make_window, monkeypatch) -> None:
    w = make_window()
    monkeypatch.setattr(file_commands, "ask_new_scenario",
                        lambda _p, _s: NewScenario(BoardType.OVERLORD, Face.WINTER))
    w.document.set_hex(Coord(0, 0), Hex(terrain=Piece("woods")), "Paint")
    asked = answer(monkeypatch, Button.Cancel)
    assert not w.files.new_file()
    assert asked and w.document.scenario.hexes  # still the old one
    answer(monkeypatch, Button.Discard)
    assert w.files.new_file()
    s = w.document.scenario
    assert (s.board_type, s.face, s.hexes) == (BoardType.OVERLORD, Face.WINTER, {})
    assert s.meta_data["software"] == SOFTWARE and s.meta_data["scenario_id"] in CUSTOM_IDS
    assert not w.isWindowModified() and w.windowTitle().startswith("Untitled")
    assert w.act["type_OVERLORD"].isChecked() and w.act["face_WINTER"].isChecked()


def test_the_commands_that_replace_the_scenario_ask_about_unsaved_changes_first(
        make_window, tmp_path, monkeypatch) -> None:
    """Found by the frictions audit: File → New showed its New Scenario dialog (board,
    face, sides...) and only then asked about the unsaved changes, Cancel there throwing
    the answers away; Open, Open Recent, a dropped file and a converted file read the file
    first. As a desktop editor does, each asks first, and Cancel means nothing else: no
    dialog, no file read; after Save or Discard the question is not asked again."""
    w = make_window()
    w.document.set_hex(Coord(0, 0), Hex(terrain=Piece("woods")), "Paint")
    edited = w.document
    events: list[str] = []

    def question(_parent, _title, text, *a, **k):  # type: ignore[no-untyped-def]
        events.append("asked")
        return reply

    def new_dialog(_p, _s):  # type: ignore[no-untyped-def]
        events.append("new dialog")
        return NewScenario(BoardType.OVERLORD, Face.WINTER)

    def open_dialog(*_a, **_k):  # type: ignore[no-untyped-def]
        events.append("open dialog")
        return str(SCENARIOS[0]), ""

    real_read = Document.read

    def read(path):  # type: ignore[no-untyped-def]
        events.append("read")
        return real_read(path)

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    monkeypatch.setattr(file_commands, "ask_new_scenario", new_dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(open_dialog))
    monkeypatch.setattr(Document, "read", staticmethod(read))
    recent = tmp_path / "recent.m44"
    recent.write_bytes(SCENARIOS[0].read_bytes())
    w.files.add_recent(recent)
    reply = Button.Cancel
    commands = {"new": w.act["new"].trigger, "open": w.act["open"].trigger,
                "open recent": lambda: w.files._open_recent(str(recent.resolve())),
                "a file opened by name": lambda: w.open_file(recent)}
    for name, command in commands.items():
        events.clear()
        command()
        assert events == ["asked"], name
        assert w.document is edited and w.document.is_modified, name
    reply = Button.Discard
    expected = {"new": ["asked", "new dialog"], "open": ["asked", "open dialog", "read"],
                "open recent": ["asked", "read"], "a file opened by name": ["asked", "read"]}
    for name, command in commands.items():
        w.set_document(edited := Document(w.document.scenario.copy()))
        edited.set_hex(Coord(0, 0), Hex(terrain=Piece("hills")), "Paint")
        events.clear()
        command()
        assert events == expected[name], name
        assert w.document is not edited, name


def test_new_window_asks_what_new_asks(make_window, monkeypatch) -> None:
    w = make_window()
    monkeypatch.setattr(file_commands, "ask_new_scenario", lambda _p, _s: None)
    count = len(mw.WINDOWS)
    w.act["new_window"].trigger()  # cancelled: no window
    assert len(mw.WINDOWS) == count
    monkeypatch.setattr(file_commands, "ask_new_scenario",
                        lambda _p, _s: NewScenario(BoardType.BRKTHRU, Face.DESERT))
    w.act["new_window"].trigger()
    (other,) = [x for x in mw.WINDOWS if x is not w]
    s = other.document.scenario
    assert (s.board_type, s.face) == (BoardType.BRKTHRU, Face.DESERT)
    assert w.document.scenario.board_type is BoardType.STANDARD  # this window untouched


def test_a_new_scenario_states_the_standard_victory(make_window, monkeypatch) -> None:
    """File → New left Scenario properties → Victory's "Standard victory" unticked: a
    designer read it as "no victory by medals" (official files all state it as
    ``victory_conditions: [{"standard": {}}]``). A new scenario states it, and saves it."""
    w = make_window()
    monkeypatch.setattr(file_commands, "ask_new_scenario", lambda _p, _s: NewScenario())
    assert w.files.new_file()
    g = w.document.scenario.game_info
    assert g.extra.get("victory_conditions") == [{"standard": {}}]
    assert w.properties.standard_victory.isChecked()
    assert json.loads(dumps(w.document.scenario))["game_info"]["victory_conditions"] == [
        {"standard": {}}]


def test_new_scenario_starts_with_players_set_and_remembers_the_choice(tmp_path) -> None:
    """File → New sets the sides, cards, medals and first mover (defaults: Axis at the
    top, 5 cards and 6 medals each, the Allies first), so that a new scenario's only
    errors are the units it lacks; the next New offers the last choice."""
    from PySide6.QtCore import QSettings

    from editor.engine.checks import run_checks
    from editor.ui.dialogs import NewScenarioDialog

    settings = QSettings(str(tmp_path / "new.ini"), QSettings.Format.IniFormat)
    d = NewScenarioDialog(settings=settings)
    assert d.choice() == NewScenario()
    from PySide6.QtWidgets import QDialogButtonBox
    go = d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    assert go.text() == "Create"  # not a bare OK
    assert [d.side_labels[n].text() for n in (1, 2)] == ["Axis (top)", "Allies (bottom)"]
    assert d.starting.currentText() == "Allies (player 2, bottom)"
    s = mw.new_document_scenario(d.choice())
    errors = {f.code for f in run_checks(s) if f.severity == "error"}
    assert errors == {"side-no-units"}

    d.top.setCurrentIndex(d.top.findData(Side.ALLIES))
    assert [d.side_labels[n].text() for n in (1, 2)] == ["Allies (top)", "Axis (bottom)"]
    assert d.starting.currentText() == "Allies (player 1, top)"  # the first move stays theirs
    d.board_type.setCurrentIndex(d.board_type.findData(BoardType.BRKTHRU))
    d.cards[1].setValue(4)
    d.medals[2].setValue(12)
    d.medals[2].stepBy(1)  # 12 is the most a scenario may ask
    d.starting.setCurrentIndex(0)
    d.accept()
    again = NewScenarioDialog(settings=settings).choice()
    g = again.info
    assert again.board_type is BoardType.BRKTHRU
    assert (g.side_player1, g.side_player2) == (Side.ALLIES, Side.AXIS)
    assert (g.cards_player1, g.cards_player2, g.victory_player1, g.victory_player2,
            g.starting) == (4, 5, 6, 12, "PLAYER1")

    # Cancelled: nothing remembered.
    d = NewScenarioDialog(settings=settings)
    d.cards[2].setValue(9)
    d.reject()
    assert NewScenarioDialog(settings=settings).choice().info.cards_player2 == 5

    # A settings file edited by hand: what is not a choice falls back to the default.
    settings.setValue("new_scenario", '{"board_type": "HEX", "cards1": 40, "top": 3, '
                                      '"starting": "SPECIAL", "face": "WINTER"}')
    odd = NewScenarioDialog(settings=settings).choice()
    assert (odd.board_type, odd.face) == (BoardType.STANDARD, Face.WINTER)
    assert odd.info == NewScenario().info
    settings.setValue("new_scenario", "{not json")
    assert NewScenarioDialog(settings=settings).choice() == NewScenario()


def test_new_scenario_says_where_each_choice_is_changed_later(make_window) -> None:
    """Found by the guide2 audit: the New Scenario dialog said "All of these can be
    changed later in Scenario properties.", where Scenario properties has no board type
    nor face (Scenario → Board Type and Board Face change them). Its note names the menu
    commands it means, word for word."""
    from PySide6.QtWidgets import QLabel

    from editor.ui.dialogs import NewScenarioDialog
    from editor.ui.menus import submenu

    w = make_window()
    notes = [label.text() for label in NewScenarioDialog().findChildren(QLabel)
             if "later" in label.text()]
    assert notes == ["The board type and face can be changed later with Scenario → Board "
                     "Type and Scenario → Board Face, the rest in Scenario properties."]
    scenario = next(submenu(a) for a in w.menuBar().actions()
                    if a.text().replace("&", "") == "Scenario")
    assert {"Board Type", "Board Face", "Scenario Properties"} <= {
        a.text().replace("&", "") for a in scenario.actions()}


def test_new_scenario_swapping_sides_keeps_each_armys_numbers() -> None:
    """Cards, medals and the first move belong to an army: swapping the seats carries them
    along, back and forth."""
    from editor.ui.dialogs import NewScenarioDialog

    d = NewScenarioDialog()
    d.cards[1].setValue(6)  # Axis, at the top
    d.cards[2].setValue(4)  # Allies
    d.medals[1].setValue(5)
    d.medals[2].setValue(7)
    d.top.setCurrentIndex(d.top.findData(Side.ALLIES))
    g = d.choice().info
    assert (g.side_player1, g.cards_player1, g.victory_player1) == (Side.ALLIES, 4, 7)
    assert (g.side_player2, g.cards_player2, g.victory_player2) == (Side.AXIS, 6, 5)
    assert g.starting == "PLAYER1" and d.starting.currentText() == "Allies (player 1, top)"
    d.top.setCurrentIndex(d.top.findData(Side.AXIS))
    g = d.choice().info
    assert (g.cards_player1, g.cards_player2, g.victory_player1, g.victory_player2,
            g.starting) == (6, 4, 5, 7, "PLAYER2")


def test_tab_walks_the_new_scenario_questions_in_reading_order(qtbot) -> None:
    """Found by the design2 audit: in File → New, Tab went from the Axis's command cards
    down to the Axis's medals, then up to the Allies' cards: the two sides' columns were
    walked one after the other, where the eye reads the grid row by row (as Scenario
    properties' Players box is walked). Tab now goes: board type, face, sides, the cards
    of each side, the medals of each side, the first mover, Create."""
    from PySide6.QtWidgets import QDialogButtonBox

    from editor.ui.dialogs import NewScenarioDialog

    d = NewScenarioDialog()
    qtbot.addWidget(d)
    d.show()
    d.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is d)
    d.board_type.setFocus()
    walked = [QApplication.focusWidget()]
    create = d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    for _ in range(8):
        qtbot.keyClick(walked[-1], Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        walked.append(focus.parentWidget() if focus.parentWidget() in (*d.cards.values(),
                                                                      *d.medals.values())
                      else focus)
    assert walked == [d.board_type, d.face, d.top, d.cards[1], d.cards[2], d.medals[1],
                      d.medals[2], d.starting, create]


def test_revert_is_one_undo_step_and_asks_nothing(make_window, tmp_path, monkeypatch
                                                 ) -> None:
    """Found by the design2 audit: Revert asked "Throw away your changes…?" (Yes / No) and
    then threw the history away with them: edits reverted by a wrong answer were lost, no
    Undo left, and the status bar said nothing of what had happened. Revert is now one
    undo step, as a reload of a file changed on disk is: the window shows the file as
    saved (clean), the status bar says so, Undo brings the edits back (unsaved) and Redo
    reverts again. Nothing is lost, so nothing is asked."""
    path = tmp_path / "a.m44"
    path.write_bytes(SCENARIOS[0].read_bytes())
    w = make_window()
    w.open_file(path)
    saved = copy.deepcopy(w.document.scenario)
    w.document.set_hex(Coord(4, 12), Hex(), "Erase")
    edited = copy.deepcopy(w.document.scenario)
    assert w.autosave()
    copy_of_edits = w.recovery.files(w.doc_id)[0]
    assert copy_of_edits.exists()
    asked = answer(monkeypatch, Button.No)
    said = choose(monkeypatch, "Cancel")
    w.act["revert"].trigger()
    assert asked == said == []
    assert w.document.scenario == saved and not w.isWindowModified()
    assert not copy_of_edits.exists()  # a crash now offers nothing: the file is the work
    assert w.statusBar().currentMessage() == ("Reverted to a.m44 as saved (Undo brings your "
                                              "changes back)")
    assert w.document.undo_stack.undoText() == "Revert to saved"
    w.act["undo"].trigger()
    assert w.document.scenario == edited and w.isWindowModified()
    w.act["redo"].trigger()
    assert w.document.scenario == saved and not w.isWindowModified()
    w.act["revert"].trigger()  # nothing to take back
    assert w.statusBar().currentMessage() == "a.m44 is as saved: nothing to revert"


def test_compare_with_saved_lists_the_changes_and_shows_each_on_the_map(
        make_window, tmp_path, monkeypatch, qtbot) -> None:
    """File → Compare with Saved: what changed since the file was saved, in a window beside
    the map; a change chosen (a click, Enter, or a double-click) selects its hex, or brings up
    the setting it is about."""
    path = tmp_path / "a.m44"
    path.write_bytes(SCENARIOS[0].read_bytes())
    w = make_window()
    assert not w.act["compare_saved"].isEnabled()  # an unsaved new scenario
    w.open_file(path)
    assert w.act["compare_saved"].isEnabled()
    dialog = w.act["compare_saved"].trigger() or w.files.compare_dialog
    assert dialog is not None and dialog.rows() == []
    assert "is the same as a.m44" in dialog.intro.text()
    s = w.document.scenario
    unit_at = next(c for c in sorted(s.hexes) if s.hexes[c].unit is not None)
    unit = s.hexes[unit_at].unit
    empty = next(c for c in s.board.coords if c.row == unit_at.row and c not in s.hexes)
    cards = s.game_info.cards_player1
    w.document.set_hex(unit_at, Hex(), "Erase")
    w.document.set_hex(empty, Hex(unit=unit), "Place")
    w.document.set_value("game_info", replace(s.game_info, cards_player1=7), "Cards")
    w.act["compare_saved"].trigger()
    dialog = w.files.compare_dialog
    assert dialog is not None and dialog.isVisible()
    board = s.board
    named = CATALOG.with_name(unit.name)
    assert dialog.rows() == [
        (f"{board.hex_name(unit_at)} → {board.hex_name(empty)}", f"unit moved: {named}"),
        # a setting by its field, as the findings name it; its JSON path in the tooltip
        ("Battle info: command cards of player 1", f"{cards} → 7")]
    assert dialog.tree.topLevelItem(1).toolTip(0) == "$.game_info.cards_player1"
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(0))
    QTest.keyClick(dialog.tree, Qt.Key.Key_Return)
    assert w.editor.selection == {empty} and w.canvas.cursor_hex == empty  # where it is now
    assert w.statusBar().currentMessage() == f"{board.hex_name(empty)}: unit moved: {named}"
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(1))
    QTest.keyClick(dialog.tree, Qt.Key.Key_Return)
    assert w.properties.isVisible()
    # no hex: the unit's selected before is not left as if the setting were about it
    assert w.editor.selection == frozenset()
    assert w.statusBar().currentMessage().startswith("No place on the map. ")
    # a click shows it too, as a click on a finding does (the guide2 audit: the guide said
    # "Click a change to see its hex", and a click did nothing but select the row)
    first = dialog.tree.topLevelItem(0)
    QTest.mouseClick(dialog.tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.tree.visualItemRect(first).center())
    assert w.editor.selection == {empty} and w.canvas.cursor_hex == empty
    assert "click one" in dialog.intro.text() and "double-click" not in dialog.intro.text()
    # another file: a file that cannot be read is said, in plain text
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _w, _t, text: said.append(text))
    bad = tmp_path / "<b>bad.m44"
    bad.write_text("[", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    w.act["compare_file"].trigger()
    assert len(said) == 1 and "&lt;b&gt;" in said[0]
    # one window at a time: another comparison replaces it
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(SCENARIOS[1]), ""))
    w.act["compare_file"].trigger()
    QApplication.processEvents()
    assert w.files.compare_dialog is not None and w.files.compare_dialog is not dialog
    assert w.files.compare_dialog.windowTitle() == f"Changes from {SCENARIOS[1].name}"
    assert not shiboken6.isValid(dialog)  # closed, and let go


def test_the_comparison_follows_the_edits_the_save_and_the_revert(
        make_window, tmp_path, monkeypatch, qtbot) -> None:
    """Found by the design2 audit: Compare with Saved listed the changes as they were when
    it was asked, and kept them: an edit made with it open was missing from the list, and
    after Revert (or Save) it still listed seven changes that no longer were, each shown
    on the map when chosen. The list is made again after each pause in editing, against
    the file as it now is on disk."""
    path = tmp_path / "a.m44"
    path.write_bytes(SCENARIOS[0].read_bytes())
    w = make_window()
    w.open_file(path)
    s = w.document.scenario
    unit_at = next(c for c in sorted(s.hexes) if s.hexes[c].unit is not None)
    w.act["compare_saved"].trigger()
    dialog = w.files.compare_dialog
    assert dialog is not None and dialog.rows() == []
    w.document.set_hex(unit_at, Hex(), "Erase")
    name = s.board.hex_name(unit_at)
    qtbot.waitUntil(lambda: [where for where, _what in dialog.rows()] == [name])
    assert "1 difference from a.m44" in dialog.intro.text() and dialog.tree.isVisible()
    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    w.act["revert"].trigger()  # the file as saved again
    qtbot.waitUntil(lambda: dialog.rows() == [])
    assert "is the same as a.m44" in dialog.intro.text() and not dialog.tree.isVisible()
    w.document.set_hex(unit_at, Hex(), "Erase")
    qtbot.waitUntil(lambda: len(dialog.rows()) == 1)
    w.save()  # the file on disk now holds the edit
    qtbot.waitUntil(lambda: dialog.rows() == [])
    assert w.files.compare_dialog is dialog


def test_compare_says_a_board_turned_then_only_what_differs_beyond_it(
        make_window, tmp_path, qtbot) -> None:
    """Compare with Saved after Scenario → Turn Board 180° (Swap Sides) listed some
    hundred changes, terrain by terrain ("A9: terrain added: ..."), the turn never said,
    where the balance lab's note says it. The window says the board turned first, then
    lists only what differs beyond it, each change shown where it is on the map as
    edited. Found by the leftovers7 audit."""
    path = tmp_path / "a.m44"
    path.write_bytes(SCENARIOS[0].read_bytes())
    w = make_window()
    w.open_file(path)
    w.act["turn_board"].trigger()
    w.act["compare_saved"].trigger()
    dialog = w.files.compare_dialog
    assert dialog is not None and dialog.rows() == [] and not dialog.tree.isVisible()
    assert dialog.intro.text() == ("The scenario as edited is a.m44 with its board turned "
                                   "half a turn, the players swapped; nothing else differs.")
    s = w.document.scenario
    empty = next(c for c in s.board.coords if s.hex(c).is_empty)
    w.document.set_hex(empty, Hex(unit=Unit("infus")), "Place")
    name = s.board.hex_name(empty)
    qtbot.waitUntil(lambda: dialog.rows() == [(name, "unit added: US Infantry (infus)")])
    assert dialog.intro.text() == (
        "The scenario as edited is a.m44 with its board turned half a turn, the players "
        "swapped, then 1 difference: click one, or press Enter, to see it on the map.")
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(0))
    QTest.keyClick(dialog.tree, Qt.Key.Key_Return)
    assert w.editor.selection == {empty}


def test_the_changes_window_leaves_the_hex_it_shows_in_sight(
        make_window, tmp_path, qtbot) -> None:
    """Found by the diffaudit audit: Compare with Saved opened its window in the middle of
    the main window, over the map, at 1280 x 800 over nearly all of it: a change chosen
    selected its hex under the window. The window opens at the main window's bottom left
    corner (over the palette and the bottom panels, Scenario properties in sight), and
    moves off a hex it shows, as a find window moves off the text found."""
    path = tmp_path / "a.m44"
    path.write_bytes(SCENARIOS[0].read_bytes())
    w = make_window(size=(1280, 800))
    w.open_file(path)
    s = w.document.scenario
    corners = [Coord(0, 0), Coord(0, 24), Coord(8, 0), Coord(8, 24), Coord(4, 12), Coord(6, 4),
               Coord(2, 20)]
    for c in corners:
        w.document.set_hex(c, Hex(terrain=Piece("woods" if s.hex(c).terrain is None
                                                 or s.hex(c).terrain.name != "woods"
                                                 else "hills")), "Paint")
    w.act["compare_saved"].trigger()
    dialog = w.files.compare_dialog
    assert dialog is not None
    QApplication.processEvents()
    host = w.frameGeometry()
    assert dialog.frameGeometry().bottomLeft() == host.bottomLeft()
    right = QRect(w.hex_dock.mapToGlobal(QPoint(0, 0)), w.hex_dock.size())
    assert not dialog.frameGeometry().intersects(right)  # Scenario properties beside it
    canvas = w.canvas
    rows = {where: i for i, (where, _what) in enumerate(dialog.rows())}
    for c in corners:
        dialog.tree.setCurrentItem(dialog.tree.topLevelItem(rows[s.board.hex_name(c)]))
        QTest.keyClick(dialog.tree, Qt.Key.Key_Return)
        QApplication.processEvents()
        rect = canvas.hex_view_rect(c).translated(canvas.mapToGlobal(QPoint(0, 0)))
        assert w.editor.selection == {c}
        assert not dialog.frameGeometry().intersects(rect), s.board.hex_name(c)


def test_the_changes_window_goes_to_the_corner_covering_the_least_and_stays_if_moved(
        make_window, tmp_path, qtbot) -> None:
    """The changes window moves off a place it covers to the corner of the main window
    where it covers the least of it (the first free of bottom right, top left, top right
    for a place under it at the bottom left; the least area, not the least width, when
    all cover some), flush with the main window's edge; a place it does not cover, or
    the window hidden and shown again (the main window minimized), leaves it where the
    designer moved it. Found by the mut12 audit."""
    path = tmp_path / "a.m44"
    path.write_bytes(SCENARIOS[0].read_bytes())
    w = make_window(size=(1280, 800))
    w.open_file(path)
    w.document.set_hex(Coord(8, 0), Hex(terrain=Piece("hills")), "Paint")
    w.act["compare_saved"].trigger()
    dialog = w.files.compare_dialog
    assert dialog is not None
    QApplication.processEvents()
    host, size = w.frameGeometry(), dialog.frameGeometry().size()
    assert dialog.frameGeometry().bottomLeft() == host.bottomLeft()
    dialog.clear_of(QRect(host.bottomLeft() - QPoint(-10, 30), QSize(20, 20)))
    assert dialog.frameGeometry().bottomRight() == host.bottomRight()
    # a band along the bottom reaching 10 pixels into the top corners, less on the right
    band = QRect(host.left(), host.top() + size.height() - 10, host.width() - 100,
                 host.height() - size.height() + 10)
    dialog.clear_of(band)
    assert dialog.frameGeometry().topRight() == host.topRight()
    elsewhere = host.topLeft() + QPoint(200, 150)
    dialog.move(elsewhere)
    dialog.clear_of(QRect(host.bottomRight() - QPoint(20, 20), QSize(10, 10)))
    assert dialog.pos() == elsewhere
    dialog.hide()
    dialog.show()
    QApplication.processEvents()
    assert dialog.pos() == elsewhere


def test_recent_files_menu_opens(make_window, tmp_path) -> None:
    w = make_window()
    w.open_file(SCENARIOS[0])
    w.open_file(SCENARIOS[2])
    assert w.files.recent_files()[:2] == [str(SCENARIOS[2].resolve()), str(SCENARIOS[0].resolve())]
    w.files.fill_recent_menu()
    entries = [a for a in w.recent_menu.actions() if a.toolTip() == str(SCENARIOS[0].resolve())]
    assert len(entries) == 1
    entries[0].trigger()
    assert w.document.path == SCENARIOS[0]
    w.act["clear_recent"].trigger()
    assert w.files.recent_files() == []


def _drop(w: QWidget, *paths: Path) -> None:
    """Drag ``paths`` over window ``w`` and drop them there."""
    md = QMimeData()
    md.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    at = QPoint(200, 200)
    enter = QDragEnterEvent(at, Qt.DropAction.CopyAction, md, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(w, enter)  # Qt delivers a drop only to the widget a drag entered
    assert enter.isAccepted()
    QApplication.sendEvent(w, QDropEvent(QPointF(at), Qt.DropAction.CopyAction, md,
                                         Qt.MouseButton.LeftButton,
                                         Qt.KeyboardModifier.NoModifier))


def test_drop_a_file_on_the_window(make_window, qtbot) -> None:
    w = make_window()
    _drop(w, SCENARIOS[2])
    qtbot.waitUntil(lambda: w.document.path == SCENARIOS[2])
    # something else than a scenario is refused
    other = QMimeData()
    other.setUrls([QUrl.fromLocalFile(str(DATA / "notes.txt"))])
    refused = QDragEnterEvent(QPoint(200, 200), Qt.DropAction.CopyAction, other,
                              Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(w, refused)
    assert not refused.isAccepted()


def test_a_file_dropped_during_a_game_opens_in_a_window_of_its_own(make_window, qtbot
                                                                    ) -> None:
    """Found by the review3 audit: a file dropped on a window in play mode replaced the
    scenario under the game in progress, without a question (File → Open is off during a
    game). It opens in a new window; the game and its scenario stay."""
    w = make_window()
    assert w.open_file(SCENARIOS[0])
    assert w.play.start(ask=False)
    game = w.play.session
    _drop(w, SCENARIOS[2])
    qtbot.waitUntil(lambda: window_of(SCENARIOS[2]) is not None)
    other = window_of(SCENARIOS[2])
    assert other is not w and other.document.path == SCENARIOS[2]
    assert w.play.active and w.play.session is game and w.document.path == SCENARIOS[0]
    other.close()
    # the file of the game itself, dropped: no second window on it (each would save over
    # the other's edits), the game goes on
    count = len(WINDOWS)
    _drop(w, SCENARIOS[0])
    qtbot.waitUntil(lambda: "is open in this window" in w.statusBar().currentMessage())
    assert len(WINDOWS) == count and w.play.session is game
    w.play.leave()


def test_autosave_writes_a_recovery_file_removed_on_save(make_window, tmp_path) -> None:
    w = make_window(autosave_ms=1234)
    assert w.autosave_timer.interval() == 1234 and w.autosave_timer.isActive()
    data, meta = w.recovery.files(w.doc_id)
    assert not w.autosave() and not data.exists()  # nothing unsaved
    w.document.set_hex(Coord(2, 2), Hex(terrain=Piece("woods")), "Paint")
    assert w.autosave() and data.exists() and meta.exists()
    assert load(data).scenario == w.document.scenario
    assert not w.autosave()  # nothing new since
    w.document.set_hex(Coord(2, 4), Hex(terrain=Piece("woods")), "Paint")
    assert w.autosave()
    w.files._save_to(tmp_path / "done.m44")
    assert not data.exists() and not meta.exists()


def test_the_timer_writes_the_recovery_file(make_window, qtbot) -> None:
    w = make_window(autosave_ms=20)
    w.document.set_hex(Coord(2, 2), Hex(terrain=Piece("woods")), "Paint")
    data, _meta = w.recovery.files(w.doc_id)
    qtbot.waitUntil(data.exists, timeout=3000)


def _dead_pid() -> int:
    proc = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    return int(proc.stdout)


def _crash_leftover(store: RecoveryStore, doc: Document, pid: int) -> str:
    doc_id = store.new_id()
    store.write(doc_id, doc.scenario, doc.path, doc.title)
    meta = store.files(doc_id)[1]
    meta.write_text(meta.read_text("utf-8").replace(f'"pid": {os.getpid()}', f'"pid": {pid}'),
                    "utf-8")
    store.release(doc_id)  # the writer's lock goes with its process
    return doc_id


def test_recovery_is_offered_after_a_crash(make_window, tmp_path, monkeypatch) -> None:
    path = tmp_path / "work.m44"
    path.write_bytes(SCENARIOS[0].read_bytes())
    crashed, _ = Document.open(path)
    crashed.set_hex(Coord(4, 12), Hex(terrain=Piece("hills")), "Paint")
    store = RecoveryStore(tmp_path / "recovery")
    doc_id = _crash_leftover(store, crashed, _dead_pid())
    # our own (living) process's work is not offered
    store.write(store.new_id(), crashed.scenario, None, "mine")
    assert [e.id for e in store.leftovers()] == [doc_id]
    w = make_window(recovery=store)
    asked = choose(monkeypatch, "Recover")
    assert offer_recovery(w) == 1
    assert asked and "work.m44" in asked[0]
    # the time is the recovery copy's, not the editor's end, which nobody recorded: the
    # question said "The editor stopped on 03:03" of an editor killed at 03:50
    assert "kept as they were on " in asked[0] and "stopped on" not in asked[0], asked[0]
    assert w.document.scenario == crashed.scenario
    assert w.document.path == path and w.isWindowModified()
    w.document.undo_stack.undo()  # back to the file as it was saved
    assert w.document.scenario == load(path).scenario
    assert not store.files(doc_id)[0].exists()


def test_recovery_can_be_discarded(make_window, tmp_path, monkeypatch) -> None:
    store = RecoveryStore(tmp_path / "recovery")
    doc = Document()
    doc.set_hex(Coord(0, 0), Hex(terrain=Piece("woods")), "Paint")
    doc_id = _crash_leftover(store, doc, _dead_pid())
    w = make_window(recovery=store)
    choose(monkeypatch, "Discard Changes")
    assert offer_recovery(w) == 0
    assert not store.files(doc_id)[0].exists() and w.document.scenario.hexes == {}


def test_recovery_put_off_is_kept_for_the_next_start(make_window, tmp_path,
                                                     monkeypatch) -> None:
    """The question offered only Yes and Discard (neither Escape nor the title bar's close
    answered it): work not wanted now had to be opened or deleted. Cancel now keeps it to
    be offered again at the next start."""
    store = RecoveryStore(tmp_path / "recovery")
    doc = Document()
    doc.set_hex(Coord(0, 0), Hex(terrain=Piece("woods")), "Paint")
    doc_id = _crash_leftover(store, doc, _dead_pid())
    w = make_window(recovery=store)
    asked = choose(monkeypatch, "Cancel")
    assert offer_recovery(w) == 0
    assert "offered again the next time" in asked[0]
    assert store.files(doc_id)[0].exists() and w.document.scenario.hexes == {}
    assert [e.id for e in RecoveryStore(tmp_path / "recovery").leftovers()] == [doc_id]


@pytest.mark.parametrize("button", [Button.Cancel, Button.Discard, Button.Save])
def test_closing_with_unsaved_changes_asks(make_window, tmp_path, monkeypatch, button) -> None:
    path = tmp_path / "c.m44"
    path.write_bytes(SCENARIOS[0].read_bytes())
    w = make_window()
    w.open_file(path)
    w.document.set_hex(Coord(4, 12), Hex(terrain=Piece("hills")), "Paint")
    edited = copy.deepcopy(w.document.scenario)
    asked = answer(monkeypatch, button)
    closed = w.close()
    assert len(asked) == 1 and "c.m44" in asked[0]
    if button == Button.Cancel:
        assert not closed and w.isVisible() and w in WINDOWS
        return
    assert closed and w not in WINDOWS
    saved = load(path).scenario
    assert (saved == edited) == (button == Button.Save)


def test_no_question_when_nothing_changed(make_window, monkeypatch) -> None:
    w = make_window()
    w.open_file(SCENARIOS[0])
    asked = answer(monkeypatch, Button.Cancel)
    assert w.close() and asked == []


def test_settings_keep_window_layout_and_view(make_window, tmp_path) -> None:
    w = make_window()
    w.act["labels_names"].trigger()
    w.act["grid"].trigger()  # off
    w.palette_dock.hide()
    w.close()
    w2 = make_window()
    assert w2.canvas.hex_labels.value == "names" and w2.act["labels_names"].isChecked()
    assert not w2.canvas.grid and not w2.act["grid"].isChecked()
    assert not w2.palette_dock.isVisible()
    assert Path(w2.settings.fileName()).exists()


def test_recent_files_of_one_name_are_told_apart_by_their_folders(make_window,
                                                                  tmp_path) -> None:
    # two saves of one scenario in two folders read "1 a.m44" and "2 a.m44" in the menu:
    # each now says the folders that tell it apart, the nearest first
    w = make_window()
    w.files.clear_recent()
    one, two = tmp_path / "drafts" / "v1", tmp_path / "final" / "v1"
    for folder in (one, two):
        folder.mkdir(parents=True)
        shutil.copy(SCENARIOS[0], folder / "a.m44")
        w.files.add_recent(folder / "a.m44")
    w.files.add_recent(SCENARIOS[1])
    w.files.fill_recent_menu()
    texts = [a.text() for a in w.recent_menu.actions()][:3]
    assert texts == [f"&1 {SCENARIOS[1].name}", "&2 a.m44 \u2014 final/v1",
                     "&3 a.m44 \u2014 drafts/v1"]
    from editor.ui.folders import recent_labels
    assert recent_labels(["/x/a.m44", "/y/a.m44", "/y/b.m44", "/a.m44"]) == [
        "a.m44 \u2014 x", "a.m44 \u2014 y", "b.m44", "a.m44 \u2014 /"]


def test_a_name_typed_with_a_dot_is_given_its_extension(make_window, tmp_path,
                                                         monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Save As with "St. Vith" typed wrote a file named "St. Vith", without .m44: its
    ". Vith" was taken for an extension, and the Open dialog, listing scenarios by theirs,
    never showed it. A name ending in an extension of the dialog's filters is kept
    (whatever its case); any other is given the chosen filter's."""
    w = make_window()
    assert w.open_file(SCENARIOS[1])
    for typed, written in (("St. Vith", "St. Vith.m44"), ("Kursk.v2", "Kursk.v2.m44"),
                           ("Arnhem.M44", "Arnhem.M44")):
        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(
            lambda *a, typed=typed, **k: (str(tmp_path / typed),
                                          folders.FILE_FILTER.split(";;")[0])))
        w.act["save_as"].trigger()
        assert w.document.path == tmp_path / written
    assert sorted(p.name for p in tmp_path.iterdir()) == ["Arnhem.M44", "Kursk.v2.m44",
                                                         "St. Vith.m44"]


def test_two_names_of_one_file_are_one_recent_file(make_window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """On macOS "a.m44" typed on a command line and "A.m44" chosen in the Open dialog name
    one file (the system's paths keep the case they were given): it was listed twice in
    Open Recent. Shown here with a hard link, two names of one file on any system."""
    w = make_window()
    w.files.clear_recent()
    first = tmp_path / "a.m44"
    shutil.copy(SCENARIOS[0], first)
    other = tmp_path / "A.m44"
    os.link(first, other)
    w.files.add_recent(first)
    w.files.add_recent(SCENARIOS[1])
    w.files.add_recent(other)
    assert w.files.recent_files() == [str(other), str(SCENARIOS[1].resolve())]


@pytest.mark.skipif(sys.platform != "linux", reason="a file name of bytes that are not UTF-8")
def test_a_recent_file_whose_name_is_not_utf8_is_kept_and_opens(make_window, tmp_path,
                                                                monkeypatch) -> None:
    """A file named in bytes that are not UTF-8 ("caf\\xe9.m44", Latin-1), opened from the
    command line, was kept in the recent files as "caf.m44" (QSettings drops the lone
    surrogate os.fsdecode gives for the byte): Open Recent said it was no more and dropped
    it. It is kept as the URL of its bytes, opens, and is named as the command line names
    it, in the menu and the window's title."""
    target = Path(os.fsdecode(bytes(tmp_path) + b"/caf\xe9.m44"))
    shutil.copy(SCENARIOS[0], target)
    w = make_window()
    assert w.open_file(target)
    assert w.windowTitle().startswith("caf\\udce9.m44")
    w.document.set_hex(Coord(0, 0), Hex(terrain=Piece("woods")), "Paint")
    asked = answer(monkeypatch, Button.Discard)  # and the questions that quote it
    assert w.files.maybe_save() and asked == ["“caf\\udce9.m44” has unsaved changes. Save them?"]
    asked = choose(monkeypatch, "Cancel")
    assert not w.files._replace_changed_file() and asked[0].startswith("“caf\\udce9.m44” was changed")
    w.document.undo_stack.undo()
    assert w.files.recent_files()[0] == str(target)
    w.open_file(SCENARIOS[1])
    w.settings.sync()
    # the next session reads the same list from the settings file
    again = make_window(settings=QSettings(w.settings.fileName(), QSettings.Format.IniFormat))
    assert again.files.recent_files()[:2] == [str(SCENARIOS[1].resolve()), str(target)]
    again.close()
    w.files.fill_recent_menu()
    entry = next(a for a in w.recent_menu.actions() if "caf" in a.text())
    assert entry.text() == "&2 caf\\udce9.m44" and entry.toolTip() == f"{tmp_path}/caf\\udce9.m44"
    entry.trigger()
    assert w.document.path == target
    assert w.files.recent_files()[:2] == [str(target), str(SCENARIOS[1].resolve())]


def test_a_file_no_longer_on_disk_is_one_recent_file(make_window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A name added again while its file is gone (moved away, its window still open) stands
    once in Open Recent: the same name is the same entry, whatever the disk says. Found by
    the mut5 audit."""
    w = make_window()
    w.files.clear_recent()
    gone = tmp_path / "gone.m44"
    w.files.add_recent(gone)
    w.files.add_recent(gone)
    assert w.files.recent_files() == [str(gone)]


def test_a_path_a_message_quotes_with_no_words_for_it_is_left_as_it_is() -> None:
    """The mut8 audit: only paths with words for them were tried; one without (no entry of
    the board, no field of the Scenario properties) is kept, not dropped from the message."""
    from editor.ui.findings import message_words

    assert message_words("a value at $.nope.x and at $.board.hexagons[0] is odd",
                         ("$.nope.x", "$.board.hexagons[0]")) == \
        "a value at $.nope.x and at hexagon entry 1 is odd"


#: The characters no file name may hold, as Save As turned them into " - " before the redos
#: audit: the blanks before them read from each blank of a run.
_UNSAFE_BEFORE_THE_AUDIT = re.compile(
    r'\s*[\x00-\x1f<>:"/\\|?*](?:\s*[\x00-\x1f<>:"/\\|?*])*\s*')


@pytest.mark.parametrize("title", [
    "Pegasus Bridge / Merville", "a  /  b", "a /\t/ b", " :x", "x: ", "a \t b", "a\t\tb",
    "  <>  ", "a\x1f \x1c b", "\x1c\x1d", "a \x1f", "\t/", "a  b  c", "a / b / c ? d *",
    "  " * 20 + "x" + "  " * 20, "Omaha | Utah : \x00 Gold", "a\n\nb", "a \n / \n b",
])
def test_the_unsafe_characters_of_a_name_are_the_same_as_before(title: str) -> None:
    """The characters no file name may hold, with the blanks around them, are those the
    pattern before the redos audit found (a run of blanks is now read once, from its
    first blank): the same file names."""
    assert file_commands._UNSAFE_IN_NAMES.sub(" - ", title) == \
        _UNSAFE_BEFORE_THE_AUDIT.sub(" - ", title)


def test_a_title_of_long_blanks_proposes_its_words() -> None:
    """Found by the redos audit: a title of 40,000 blanks before its word (a scenario's
    name as a file gives it) kept Save As 7 s, each blank read to the end of the run.
    ``make bench``: editor_save_as_long_title."""
    assert file_commands.proposed_file_name(" " * 40_000 + "x /" + "\t" * 40_000 + "y") \
        == "x - y.m44"


def test_compare_goes_to_the_hexes_that_joined_or_left_a_named_group(
        make_window, tmp_path, qtbot) -> None:
    """A change of the board's named hex groups' hexes is said by the hexes' names, and
    going to it selects the hexes that joined or left the group (it selected the whole
    group as it now is: the hex that left was not among them). Found by the vicforms
    audit."""
    def board(*hexes: tuple[int, int]) -> str:
        return json.dumps({"board": {"type": "STANDARD", "face": "COUNTRY", "groups": [
            {"group_id": 1, "hexes": [{"row": r, "col": c} for r, c in hexes]}]}})
    old, new = tmp_path / "old.m44", tmp_path / "new.m44"
    old.write_text(board((0, 0), (0, 2)), encoding="utf-8")
    new.write_text(board((0, 2), (8, 8)), encoding="utf-8")
    w = make_window()
    w.open_file(new)
    dialog = w.files.compare_with(old)
    assert dialog is not None
    assert dialog.rows() == [("Hex group 1 › hexes", "A9 B9 → B9 E1")]
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(0))
    QTest.keyClick(dialog.tree, Qt.Key.Key_Return)
    assert w.editor.selection == {Coord(0, 0), Coord(8, 8)}
