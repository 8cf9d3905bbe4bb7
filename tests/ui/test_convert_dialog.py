"""File → Convert Scenarios…: a book converted into a folder from the editor."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ..conftest import SCENARIOS
from .window_helpers import make_window  # noqa: F401 - fixture


#: What is said of the broken file of :func:`book`.
CUT_SHORT = ("line 1 column 11: not JSON: the text ends before the JSON does (1 bracket left "
             "open): is the file cut short?")


def book(tmp_path: Path) -> Path:
    """A clean file, a sloppy one in a subfolder, one that is not JSON."""
    folder = tmp_path / "book"
    (folder / "sub").mkdir(parents=True)
    (folder / "clean.m44").write_bytes(SCENARIOS[0].read_bytes())
    doc = json.loads(SCENARIOS[0].read_text("utf-8"))
    doc["board"]["type"] = doc["board"]["type"].lower()
    (folder / "sub" / "sloppy.m44").write_text(json.dumps(doc), encoding="utf-8")
    (folder / "broken.m44").write_text('{"board": ', encoding="utf-8")
    return folder


def test_a_book_is_converted_into_a_folder_and_a_file_opens_from_the_table(
        make_window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = make_window()
    dialog = w.act["convert_many"].trigger() or w.files.convert_dialog
    assert dialog is not None and dialog.isVisible()
    folder, out = book(tmp_path), tmp_path / "out"
    dialog.add_inputs([str(folder), str(folder)])  # once only
    assert dialog.inputs.count() == 1
    assert not dialog.convert()  # no folder to write in yet: said
    assert "choose the folder" in dialog.status.text()
    dialog.output.setText(str(folder))  # over the files read: refused, said
    assert not dialog.convert() and "is an input file" in dialog.status.text()
    dialog.output.setText(str(out))
    assert dialog.convert()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=20_000)
    rows = [[dialog.table.topLevelItem(i).text(j) for j in range(4)]
            for i in range(dialog.table.topLevelItemCount())]
    assert rows == [  # named from the folder read, and from the folder written in;
        # why not, without the file's path again (the tooltip has the whole message)
        ["broken.m44", "not converted", "0", CUT_SHORT],
        ["clean.m44", "written", "0", "clean.m44"],
        [str(Path("sub", "sloppy.m44")), "written", "1", str(Path("sub", "sloppy.m44"))],
    ]
    assert dialog.table.topLevelItem(2).toolTip(0) == str(folder / "sub" / "sloppy.m44")
    assert dialog.table.topLevelItem(0).toolTip(3) == (
        f"{folder / 'broken.m44'}: {CUT_SHORT}")
    assert dialog.status.text().startswith("3 files: 2 written, 1 not converted.")
    assert (out / "sub" / "sloppy.m44").read_bytes() == SCENARIOS[0].read_bytes()
    # a converted file opens in the window with a double-click
    item = dialog.table.topLevelItem(2)
    dialog.table.itemDoubleClicked.emit(item, 0)
    QApplication.processEvents()
    qtbot.waitUntil(lambda: w.document.path == out / "sub" / "sloppy.m44", timeout=10_000)
    # the one that was not converted opens nothing
    dialog.table.itemDoubleClicked.emit(dialog.table.topLevelItem(0), 0)
    QApplication.processEvents()
    assert w.document.path == out / "sub" / "sloppy.m44"
    assert w.files.convert_scenarios() is dialog  # one window at a time
    assert Qt.WindowModality.NonModal == dialog.windowModality()


def test_cancel_stops_after_the_file_in_hand(make_window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = make_window()
    dialog = w.files.convert_scenarios()
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(40):
        (folder / f"s{i:02}.m44").write_bytes(SCENARIOS[0].read_bytes())
    dialog.add_inputs([str(folder)])
    dialog.output.setText(str(tmp_path / "out"))
    assert dialog.convert() and dialog.busy
    dialog.cancel_button.click()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=20_000)
    done = len(dialog.results)
    assert done < 40 and dialog.status.text().startswith(f"Stopped after {done} of 40 files")
    assert len(list((tmp_path / "out").glob("*.m44"))) == done


def test_each_file_lists_its_repairs_and_the_findings_of_the_file_written(
        qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """What m44 convert lists of a file, the window lists under its row: each repair at its
    place, the packs added, each finding of the file written, as plain text. The window
    counted the repairs only, so a designer could not tell what was changed, nor which
    errors were left, nor that a board face had been assumed."""
    from editor.ui.convert_dialog import ConvertDialog
    from editor.ui.text import plain

    folder = tmp_path / "book"
    folder.mkdir()
    doc = json.loads(SCENARIOS[0].read_text("utf-8"))
    doc["board"]["type"] = doc["board"]["type"].lower()
    del doc["board"]["face"]
    doc["board"]["hexagons"].append({"row": 0, "col": 0, "terrain": {"name": "<b>moon</b>"}})
    (folder / "sloppy.m44").write_text(json.dumps(doc), encoding="utf-8")
    (folder / "clean.m44").write_bytes(SCENARIOS[0].read_bytes())
    opened: list[str] = []
    dialog = ConvertDialog(str(tmp_path), opened.append)
    qtbot.addWidget(dialog)
    dialog.add_inputs([str(folder)])
    dialog.output.setText(str(tmp_path / "out"))
    assert dialog.convert()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=20_000)
    clean, sloppy = (dialog.table.topLevelItem(i) for i in range(2))
    assert clean.childCount() == 0 and clean.text(1) == "written"
    assert [sloppy.text(i) for i in range(3)] == ["sloppy.m44", "written with 2 errors", "2"]
    lines = [sloppy.child(i).text(0) for i in range(sloppy.childCount())]
    # each place said as the findings panel says it; the errors first, as the findings
    # panel and the repairs window list them (the guide2 audit: a file "written with 1
    # error" had its error 40th of 45 lines, below 39 repairs of the file's spelling)
    assert lines == [
        "Repaired at The map: the board has no face; COUNTRY assumed",
        "In the file written at A9: '<b>moon</b>' is not a name of the catalog",
        "Repaired at The map: wrote 'standard' as 'STANDARD'",
    ]
    expert = [  # m44 convert's lines, with the code and the JSON path, in the tooltips
        "Repaired: error missing-face at $.board.face: the board has no face; COUNTRY "
        "assumed",
        "In the file written: error unknown-name at A9: '<b>moon</b>' is not a name of the "
        "catalog",
        "Repaired: info enum-case at $.board.type: wrote 'standard' as 'STANDARD'",
    ]
    for i, line in enumerate(expert):  # shown whole in the tooltip, as plain text
        assert sloppy.child(i).toolTip(0) == plain(line)
        assert sloppy.child(i).isFirstColumnSpanned()
    assert "&lt;b&gt;moon" in sloppy.child(1).toolTip(0)
    assert dialog.status.text().startswith("2 files: 1 written, 1 written with errors.")
    # a double-click on a line opens the file it is about
    dialog.table.itemDoubleClicked.emit(sloppy.child(0), 0)
    assert opened == [str(tmp_path / "out" / "sloppy.m44")]


def converted(qtbot, folder: Path, name: str,  # type: ignore[no-untyped-def]
              doc: dict[str, object]) -> list[tuple[str, str]]:
    """The lines of the Convert dialog (text, tooltip) under ``doc`` written as
    ``folder/name`` and converted into ``folder/out``: what became of the file."""
    from editor.ui.convert_dialog import ConvertDialog

    (folder / name).write_text(json.dumps(doc), encoding="utf-8")
    dialog = ConvertDialog(str(folder), lambda _: None)
    qtbot.addWidget(dialog)
    dialog.add_inputs([str(folder / name)])
    dialog.output.setText(str(folder / "out"))
    assert dialog.convert()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=20_000)
    top = dialog.table.topLevelItem(0)
    return [(top.child(i).text(0), top.child(i).toolTip(0)) for i in range(top.childCount())]


def test_a_repair_is_said_at_its_hex_and_field_in_words(qtbot, tmp_path
                                                       ) -> None:  # type: ignore[no-untyped-def]
    """Found by the convert2 audit: the repairs of a file written as BGA's PHP code writes it
    were listed by their JSON paths in the file as read ("at $.board.hexagons.item[9].unit.
    nbr_units", "at $.game_info.cards_player1"), which a designer cannot find on the map:
    each is said at its hex's name or in the words of the findings panel, its path kept in
    the tooltip."""
    doc = {"game_info": {"side_player1": "AXIS", "side_player2": "ALLIES",
                         "cards_player1": "4", "cards_player2": 5, "victory_player1": 4,
                         "victory_player2": 4, "starting": "PLAYER2"},
           "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": {"item": [
               {"row": 0, "col": 4, "unit": {"name": "infger"}},
               {"row": 8, "col": 4, "unit": {"name": "infus", "nbr_units": "3"}}]}},
           "text": {"en": {"name": "Mill", "rules": ["One.", "Two."]}}}
    said = {text: tip for text, tip in converted(qtbot, tmp_path, "bga.m44", doc)
            if text.startswith("Repaired")}
    assert said == {
        "Repaired at Battle info: command cards of player 1: wrote the string '4' as a "
        "number": "Repaired: info string-number at $.game_info.cards_player1: wrote the "
                  "string '4' as a number",
        "Repaired at The map: unwrapped a list written as {\"item\": [...]}":
            "Repaired: info item-wrapper at $.board.hexagons: unwrapped a list written as "
            '{"item": [...]}',
        "Repaired at C1, unit: wrote the string '3' as a number":
            "Repaired: info string-number at $.board.hexagons.item[1].unit.nbr_units: wrote "
            "the string '3' as a number",
        "Repaired at Texts (en): Special rules: joined a list of lines into one text":
            "Repaired: info text-lines at $.text.en.rules: joined a list of lines into one "
            "text"}


def _mill(hexagons: list[dict[str, object]], **board: object) -> dict[str, object]:
    """A small legal scenario ("Mill") with these hexagons, and other keys of the board."""
    return {"game_info": {"side_player1": "AXIS", "side_player2": "ALLIES",
                          "cards_player1": 4, "cards_player2": 5, "victory_player1": 1,
                          "victory_player2": 1, "starting": "PLAYER2"},
            "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": hexagons, **board},
            "text": {"en": {"name": "Mill", "description": "Allies move first.",
                            "victory": "1 medal."}}}


def test_a_label_s_repair_is_said_at_its_hex_and_an_off_board_place_once(
        qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Found by the convwalk audit: a label's repair was said "at The map", which does not
    tell which label; and a hex off the board was said twice, "Repaired at row 13 col 0:
    row + col is odd at row 13, col 0: ...". A label's repair is said at the label's hex,
    and a place its message already names is not said before it."""
    doc = _mill([{"row": 13, "col": 0, "terrain": {"name": "woods"}},
                 {"row": 0, "col": 4, "unit": {"name": "infger"}},
                 {"row": 8, "col": 4, "unit": {"name": "infus"}}],
                labels=[{"row": 3, "col": 3, "text": "Hill 112"},
                        {"row": 30, "col": 3, "text": ["Far away"]}])
    said = [text for text, _tip in converted(qtbot, tmp_path, "labels.m44", doc)]
    assert said == [  # the warnings first, then the info
        "Repaired: row + col is odd at row 13, col 0: no such hex; dropped it and what it "
        "held: terrain woods",
        "In the file written at Place name 2: label 'Far away' at row 30, col 3 is no hex: "
        "row + col is odd",
        "Repaired at b6, place name: wrote a one-line label text as a list"]


def test_a_path_in_the_user_s_own_text_is_left_as_written(
        qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Found by the leftovers5 audit: every JSON path in a message was said in words, the
    text a message quotes from the file too: a place name "see $.game_info.starting" was
    shown "label 'see Battle info: who moves first'", a terrain named "$.board.hexagons[0]"
    "'hexagon entry 1' is not a name of the catalog". Only the paths the reader put in its
    message (a hex listed twice: its two entries) are said in words."""
    doc = _mill([{"row": 0, "col": 4, "unit": {"name": "infger"}},
                 {"row": 8, "col": 4, "unit": {"name": "infus"}},
                 {"row": 8, "col": 4, "unit": {"name": "infus"}},
                 {"row": 4, "col": 2, "terrain": {"name": "$.board.hexagons[0]"}}],
                labels=[{"row": 30, "col": 2, "text": ["see $.game_info.starting"]}])
    said = [text for text, _tip in converted(qtbot, tmp_path, "quoted.m44", doc)]
    assert "In the file written at Place name 1: label 'see $.game_info.starting' at row 30, " \
           "col 2 is off the standard board" in said
    assert "In the file written at B5: '$.board.hexagons[0]' is not a name of the " \
           "catalog" in said
    assert "Repaired at C1: hex C1 is listed twice, at hexagon entry 2 and hexagon entry 3; " \
           "merged the two entries" in said


def test_the_file_choosers_start_beside_the_last_scenarios_added(
        make_window, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Each chooser (Add Files, Add Folder, the folder written in) started in the folder
    the dialog was opened from, however deep in another folder the book just added was."""
    from PySide6.QtWidgets import QFileDialog

    w = make_window()
    dialog = w.files.convert_scenarios()
    folder = book(tmp_path)
    started: list[str] = []

    def chooser(_parent, _title, start, *a, **k):  # type: ignore[no-untyped-def]
        started.append(start)
        return str(folder / "sub")

    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(chooser))
    dialog._add_folder()
    dialog._add_folder()  # where the first one was found
    dialog._choose_output()
    assert started[1:] == [str(folder), str(folder)]
    assert dialog.output.text() == str(folder / "sub")


def test_enter_converts_and_escape_closes(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Found by the keyboard and scaling audit: Enter, the folder typed in, opened Add
    Files' chooser instead of converting (Convert was made the default button before it
    was in the dialog, and Qt made the first button the default instead)."""
    from PySide6.QtWidgets import QFileDialog

    from editor.ui.convert_dialog import ConvertDialog

    chooser: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileNames",
                        staticmethod(lambda *a, **k: (chooser.append("files"), ([], ""))[1]))
    dialog = ConvertDialog(str(tmp_path), lambda _path: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.add_inputs([str(book(tmp_path) / "clean.m44")])
    dialog.output.setFocus()
    qtbot.keyClicks(dialog.output, str(tmp_path / "out"))
    qtbot.keyClick(dialog.output, Qt.Key.Key_Return)
    assert chooser == []
    qtbot.waitUntil(lambda: not dialog.busy, timeout=20_000)
    assert (tmp_path / "out" / "clean.m44").is_file()
    qtbot.keyClick(dialog.output, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_a_repair_s_message_says_the_paths_it_quotes_in_words(qtbot, tmp_path
                                                              ) -> None:  # type: ignore[no-untyped-def]
    """Found by the textcheck audit: a hex listed twice was said "at $.board.hexagons[0]
    and $.board.hexagons[2]" under the file; the line says the entries by their number,
    the tooltip keeps the line of m44 convert, paths and all."""
    hexagons = [{"row": 0, "col": 4, "unit": {"name": "infger"}},
                {"row": 8, "col": 4, "unit": {"name": "infus"}},
                {"row": 0, "col": 4, "terrain": {"name": "woods"}}]
    said = dict(converted(qtbot, tmp_path, "twice.m44", _mill(hexagons)))
    line = ("Repaired at C9: hex C9 is listed twice, at hexagon entry 1 and hexagon entry 3; "
            "merged the two entries")
    assert said[line] == ("Repaired: warning duplicate-hex at C9: hex C9 is listed twice, at "
                          "$.board.hexagons[0] and $.board.hexagons[2]; merged the two "
                          "entries")
    assert not [text for text in said if "$." in text]
