"""The frictions met designing a scenario in the real window, from File → New to the
printed briefing: going to a hex by a name typed in the other case, the first step of the
history named for what it is."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox

from editor.engine.board import BoardType
from editor.engine.scenario import Scenario
from editor.ui.document import Document
from editor.ui.panels import MAP_LEAST_HEIGHT_SHARE, MAP_LEAST_SHARE

from .window_helpers import make_window  # noqa: F401 - fixture


def settle() -> None:
    """The panels laid out (their sizes settle over a few turns of the event loop)."""
    for _ in range(10):
        QApplication.processEvents()


def typed(monkeypatch, answers: list[str]) -> tuple[list[str], list[str]]:  # type: ignore[no-untyped-def]
    """Answer Go to Hex's questions with ``answers`` in turn (then Cancel); returns the
    texts each question started with and the warnings shown."""
    shown: list[str] = []
    warned: list[str] = []

    def get_text(*args, text: str = "", **kw) -> tuple[str, bool]:  # type: ignore[no-untyped-def]
        shown.append(text)
        return (answers.pop(0), True) if answers else ("", False)

    monkeypatch.setattr(QInputDialog, "getText", staticmethod(get_text))
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda _p, _t, message: warned.append(message)))
    return shown, warned


def test_go_to_hex_takes_a_name_typed_in_the_other_case(make_window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    w = make_window(Document(Scenario(board_type=BoardType.BRKTHRU)))
    board = w.document.scenario.board
    shown, warned = typed(monkeypatch, ["e9"])
    w.go_to_hex()
    assert warned == []
    assert w.editor.selection == {board.parse_hex("E9")}
    assert w.canvas.cursor_hex == board.parse_hex("E9")


def test_go_to_hex_asks_again_with_the_name_typed(make_window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    w = make_window()
    shown, warned = typed(monkeypatch, ["Z99", "a2"])
    w.go_to_hex()
    assert len(warned) == 1 and "Z99" in warned[0]
    assert shown == ["", "Z99"]  # the second question starts with the text to correct
    assert w.editor.selection == {w.document.scenario.board.parse_hex("a2")}


def test_the_history_s_first_line_says_what_the_scenario_was(make_window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    def first_line() -> str:
        return str(w.undo_view.model().index(0, 0).data())

    w = make_window()
    assert first_line() == "New scenario"
    w.set_document(Document(Scenario(), tmp_path / "utah-dunes.m44"))
    assert first_line() == "Opened utah-dunes.m44"
    w.set_document(Document(Scenario()))
    assert first_line() == "New scenario"


def test_a_window_made_narrower_keeps_the_map_its_share(make_window) -> None:  # type: ignore[no-untyped-def]
    """A window of 1600 pixels brought to 1024 left the map 330 pixels, a third of the
    width, between 650 of panels that kept their widths: the side columns now give up
    width until the map has the share the first-run layout gives it (as much as in a
    window opened at that size), and the panels the widths it gives them; the window
    widened again, they get their widths back."""
    fresh = make_window(size=(1024, 700))
    w = make_window(size=(1600, 1000))
    settle()
    palette, hex_panel = w.palette_dock.width(), w.hex_dock.width()
    w.resize(1024, 700)
    settle()
    assert w.canvas.width() >= min(fresh.canvas.width(), round(1024 * MAP_LEAST_SHARE)) - 2
    assert w.palette_dock.width() < palette and w.hex_dock.width() < hex_panel  # both gave
    assert w.palette_dock.width() >= fresh.palette_dock.width() - 2
    assert w.hex_dock.width() >= fresh.hex_dock.width() - 2
    # maximized again (a window snapped to half the screen, then back), it is as it was
    w.resize(1600, 1000)
    settle()
    assert abs(w.palette_dock.width() - palette) <= 2 and abs(w.hex_dock.width() - hex_panel) <= 2
    assert w.narrowed_columns == {}


def test_a_column_widened_by_the_user_stays_while_the_map_keeps_its_share(make_window) -> None:  # type: ignore[no-untyped-def]
    w = make_window(size=(1600, 1000))
    settle()
    w.resizeDocks([w.palette_dock], [420], Qt.Orientation.Horizontal)
    settle()
    w.resize(1500, 1000)  # the map still has well over its share
    settle()
    assert w.palette_dock.width() == 420


def test_a_window_made_shorter_keeps_the_map_its_share_of_the_height(make_window) -> None:  # type: ignore[no-untyped-def]
    """Found by the designfix audit: a window of 1000 pixels made 560 high kept its bottom
    panels' 174 pixels, a third of the window, and left the map 272: the bottom panels now
    give up height until the map has its share of the height (as in a window opened at
    that size), and get it back once the window is as tall again."""
    fresh = make_window(size=(1500, 560))
    w = make_window(size=(1500, 1000))
    settle()
    bottom = w.findings.height()
    w.resize(1500, 560)
    settle()
    assert w.findings.height() < bottom
    assert w.findings.height() >= fresh.findings.height() - 2
    assert w.canvas.height() >= min(fresh.canvas.height(),
                                    round(560 * MAP_LEAST_HEIGHT_SHARE)) - 2
    w.resize(1500, 1000)
    settle()
    assert abs(w.findings.height() - bottom) <= 2
    assert w.shortened_rows == {}
    # a little shorter, the map keeps well over its share: the panels keep their height
    w.resize(1500, 900)
    settle()
    assert abs(w.findings.height() - bottom) <= 2

