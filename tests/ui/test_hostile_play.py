"""Text from a hostile file in the editor's other windows and panels: a game in play mode,
the balance lab, Compare, the Forces panel, the Rules inspector, Scenario properties, the
hex panel of a named hex, the status bar, the Window menu, the guide and the exports. The
file's place names, texts, option keys and badges are markup, and show as written."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel

from editor.engine.game import RandomPlayer
from editor.engine.game.session import PlaySession
from editor.engine.board import Coord, Side
from editor.engine.scenario import (Hex, Medal, Piece, ScenarioText, Tag, Unit,
                                    VictoryCondition)
from editor.io.m44 import load, save
from editor.ui import folders, guide_window
from editor.ui.document import Document
from editor.ui.help_menu import show_guide
from editor.ui.play.dialogs import StartDialog
from editor.ui.window_list import fill_window_menu

from ..conftest import ROOT
from .test_hostile import FILE_NAME, HOSTILE, shown_text, walk_widgets
from .window_helpers import make_window  # noqa: F401 - fixture

SAMPLE = ROOT / "scenarios/hedgerow-crossroads.m44"
TEXT_FIELDS = ("name", "subtitle", "historical", "description", "victory", "rules",
               "bibliography")


def hostile_sample(folder: Path, name: str = FILE_NAME) -> Path:
    """A bundled sample, playable, whose place names, texts in each language and an option
    key are markup, saved under a name that is markup too."""
    s = load(SAMPLE).scenario
    s.labels = [replace(lb, text=(HOSTILE, f"2{HOSTILE}")) for lb in s.labels]
    s.text = {lang: ScenarioText(**dict.fromkeys(TEXT_FIELDS, HOSTILE)) for lang in s.text}
    s.game_info = replace(s.game_info, options={**s.game_info.options, HOSTILE: True})
    path = folder / name
    save(s, path)
    return path


def test_a_game_of_a_hostile_scenario_shows_its_texts_as_written(make_window, qtbot,
                                                                  tmp_path,
                                                                  monkeypatch) -> None:
    """Play mode: the start dialog (what is not played names the option), the panel as a
    game goes on (medal tracks, hand, decisions, turn log, dice), Ask the AI, the end of
    the game and the replay viewer."""
    w = make_window()
    assert w.open_file(hostile_sample(tmp_path))
    seen: list[int] = []

    def walked(dialog: StartDialog) -> int:
        seen.append(walk_widgets(dialog))
        return StartDialog.DialogCode.Rejected

    monkeypatch.setattr(StartDialog, "exec", walked)
    assert not w.play.start()
    assert seen and seen[0] > 0  # the option's key, as written
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=5,
                                     seats=("human", "greedy")))
    session, ctl = w.play.session, w.play.controller
    dock = w.play.dock
    rng = RandomPlayer(3)
    for step in range(40):
        if session.ai_to_move or ctl.is_thinking:
            ctl.step()
            ctl.wait_for_ai()
        else:
            ctl.act(rng.choose(session.state, session.legal_actions()))
        if step % 6 == 0:
            QApplication.processEvents()
            walk_widgets(w)
    # the status bar's line on a named hex: the game's position, with its place name
    w.status.show_hex(w.document.scenario.labels[0].coord)
    assert HOSTILE in shown_text(w.hex_status.text(), w.hex_status.textFormat())
    walk_widgets(w)
    while not ctl.person_may_act():
        ctl.step()
        ctl.wait_for_ai()
    with qtbot.waitSignal(ctl.advised, timeout=60_000):
        dock.advice_button.click()
    QApplication.processEvents()
    walk_widgets(w)
    # a game to its end: its dialog, then its replay
    s = w.document.scenario.copy()
    s.game_info = replace(s.game_info, victory_player1=1, victory_player2=1)
    w.play.start_session(PlaySession(s, seed=2, seats=("random", "random")))
    w.play.controller.set_speed("fast")
    qtbot.waitUntil(lambda: w.play.end_box is not None, timeout=60_000)
    walk_widgets(w)
    walk_widgets(w.play.end_box)
    w.play.end_box.reject()
    # saved under a name of markup, and replayed from that file
    saved = tmp_path / "<i>x<u>y.m44game"
    monkeypatch.setattr(folders, "ask_save_path", lambda *a, **k: str(saved))
    assert w.play.save_game()
    assert saved.name in w.statusBar().currentMessage()
    walk_widgets(w)
    assert w.play.replay_game(saved)
    replay = w.play.dock
    for at in (replay.slider.maximum() // 2, replay.slider.maximum()):
        replay.slider.setValue(at)
        QApplication.processEvents()
        walk_widgets(w)
    w.play.leave()


def hostile_for_editing(folder: Path) -> Path:
    """:func:`hostile_sample` with what keeps it from being played: a unit no catalog
    knows, a badge no catalog knows (one hex holds both, on a terrain no catalog knows), markers (a tag, an exit marker and a medal's group)
    of names no catalog knows, a sudden death on hexes named as markup, a victory condition of a kind (and
    keys) of markup, and texts in a language of that name."""
    path = hostile_sample(folder)
    s = load(path).scenario
    free = next(c for c in s.board.coords if s.hex(c).is_empty)
    s.set_hex(free, Hex(unit=Unit("inf" + HOSTILE), tags=(
        Tag(HOSTILE), Tag(HOSTILE, behavior="EXIT_MARKER", side=Side.ALLIES,
                          group=(HOSTILE, "E7")),
        Tag("medal1", group=(HOSTILE,), medal=Medal(majority=True)))))
    s.set_hex(next(c for c in s.board.coords if s.hex(c).is_empty),
              Hex(terrain=Piece(HOSTILE), unit=Unit("inf" + HOSTILE, badge=HOSTILE)))
    c, h = next((c, h) for c, h in sorted(s.hexes.items()) if h.unit is not None)
    assert h.unit is not None
    s.hexes[c] = replace(h, unit=replace(h.unit, badge=HOSTILE))
    s.game_info = s.game_info.with_conditions((
        VictoryCondition("group_sudden_death", {"side": "ALLIES", "number": 1,
                                                "group": [HOSTILE, "E7"]}),
        VictoryCondition(HOSTILE, {HOSTILE: {HOSTILE: 1}})))
    s.text[HOSTILE] = ScenarioText(name=HOSTILE)
    save(s, path)
    return path


def test_the_editors_panels_show_a_hostile_scenario_as_written(make_window, qtbot,
                                                               tmp_path) -> None:
    """Scenario properties (an option's key, a condition's kind and keys, a sudden death's
    hexes, a language), the hex panel and the status bar of a named hex, the Forces panel,
    the Rules inspector of a unit with a badge, the Window menu, File → Compare and the
    guide."""
    w = make_window()
    path = hostile_for_editing(tmp_path)
    assert w.open_file(path)
    if w.files.fixes_dialog is not None:
        w.files.fixes_dialog.close()
    s = w.document.scenario
    w.properties.show()
    w.forces.show()
    w.inspector.show()
    QApplication.processEvents()
    assert walk_widgets(w.properties) > 0
    for c in (s.labels[0].coord, *(c for c, h in s.hexes.items() if h.unit is not None and (
            h.unit.badge == HOSTILE or h.unit.name.endswith(HOSTILE)))):
        w.editor.set_selection({c})
        w.status.show_hex(c)
        QApplication.processEvents()
        walk_widgets(w)
        # the status bar's line names what is there as written (a place name, a badge)
        assert HOSTILE in shown_text(w.hex_status.text(), w.hex_status.textFormat())
    # the eyedropper picks the unit no catalog knows: the brush, the tool's words, a paint
    unknown = next(c for c, h in s.hexes.items() if h.terrain == Piece(HOSTILE))
    assert w.editor.pick(unknown)
    w.editor.set_tool("paint")
    w.editor.set_selection(set())
    QApplication.processEvents()
    walk_widgets(w)
    assert HOSTILE in w.brush_label.text()
    empty = next(c for c in s.board.coords if s.hex(c).is_empty)
    assert w.editor.paint([empty], f"Paint {w.editor.brush.label}")
    QApplication.processEvents()
    walk_widgets(w)
    w.forces.recount()
    walk_widgets(w.forces)
    walk_widgets(w.inspector)
    fill_window_menu(w, w.window_menu)
    walk_widgets(w.window_menu)
    # File → Compare with the sample it came from: its labels, texts and options differ
    plain_copy = tmp_path / "plain.m44"
    plain_copy.write_bytes(SAMPLE.read_bytes())
    compare = w.files.compare_with(plain_copy)
    assert compare is not None
    assert walk_widgets(compare) > 0
    compare.close()
    compare = w.files.compare_with(path)  # (named as markup)
    assert compare is not None and FILE_NAME in compare.windowTitle()
    walk_widgets(compare)
    # the guide (the editor's own words: nothing of the file)
    show_guide(w)
    assert guide_window.WINDOW is not None
    walk_widgets(guide_window.WINDOW)
    guide_window.WINDOW.close()


def test_the_balance_lab_shows_a_hostile_scenario_as_written(make_window, qtbot,
                                                             tmp_path) -> None:
    """The lab's results (what is not played names the option), games, Compare, What if,
    Which knob and Heat map, with their plots, of a scenario whose name is markup."""
    w = make_window()
    assert w.open_file(hostile_sample(tmp_path))
    w.act["balance"].trigger()
    dock = w.balance
    assert dock is not None
    dock.turn_cap.setValue(4)

    def run(button, games) -> None:  # type: ignore[no-untyped-def]
        games.setValue(2)
        with qtbot.waitSignal(dock.runFinished, timeout=120_000):
            button.click()

    run(dock.run_button, dock.games)
    run(dock.run_button, dock.games)
    dock.values.setText("5, 6")
    run(dock.sweep_button, dock.sweep_games)
    run(dock.knobs_button, dock.knob_games)
    for i in range(dock.tabs.count()):
        dock.tabs.setCurrentIndex(i)
        QApplication.processEvents()
        walk_widgets(dock)
    assert walk_widgets(dock) > 0  # (the option not played, in its words)
    for view in (dock.results_plot, dock.compare_plot, dock.sweep_plot, dock.knobs_plot):
        if view.pending:
            with qtbot.waitSignal(view.shown, timeout=60_000):
                pass
        assert not view.error
    walk_widgets(w)
    # a plot saved under a name of markup: the lab's status names it
    target = str(tmp_path / "<i>x<u>y.png")
    with qtbot.waitSignal(dock.plotSaved, timeout=60_000):
        assert dock.save_plot(target)
        assert walk_widgets(dock) > 0  # "Saving …"
    assert walk_widgets(dock) > 0  # "Saved …"


def shown_with_mnemonics(text: str) -> str:
    """What Qt draws for a button's text or a group's title: "&x" is "x" underlined (the
    mnemonic), "&&" is "&"."""
    return re.sub("&(.)", r"\1", text)


def test_an_ampersand_from_the_file_is_a_letter_in_scenario_properties(make_window,
                                                                       tmp_path) -> None:
    """Qt reads "&" in a button's text or a group's title as the mnemonic: a file's option
    "R&D" was shown "RD" with the D underlined (Alt+D took it), as were a pack, a victory
    condition of that kind and a key of its value."""
    s = load(SAMPLE).scenario
    s.game_info = replace(s.game_info, options={"R&D": True}).with_conditions(
        (VictoryCondition("R&D", {"R&D": {"x": 1}}),))
    s.packs = {**(s.packs or {}), "R&D": 1}
    path = tmp_path / "amp.m44"
    save(s, path)
    w = make_window()
    assert w.open_file(path)
    if w.files.fixes_dialog is not None:
        w.files.fixes_dialog.close()
    QApplication.processEvents()
    shown = [shown_with_mnemonics(b.text()) for b in w.properties.findChildren(QAbstractButton)]
    shown += [shown_with_mnemonics(g.title()) for g in w.properties.findChildren(QGroupBox)]
    shown += [shown_with_mnemonics(lb.text()) for lb in w.properties.findChildren(QLabel)
              if lb.buddy() is not None]
    assert sum("R&D" in t for t in shown) >= 4, shown
    assert not any("RD" in t for t in shown)


def test_an_ampersand_in_an_edits_name_is_a_letter_in_undo_and_redo(make_window) -> None:
    """An edit's name may quote a piece as the file names it ("Paint R&D", a piece picked
    from the file): Edit → Undo read its "&" as a mnemonic ("Undo Paint RD")."""
    w = make_window()
    w.document.set_hex(Coord(4, 4), Hex(terrain=Piece("R&D")), "Paint R&D")
    QApplication.processEvents()
    assert shown_with_mnemonics(w.act["undo"].text()) == "Undo Paint R&D"
    w.act["undo"].trigger()
    QApplication.processEvents()
    assert shown_with_mnemonics(w.act["redo"].text()) == "Redo Paint R&D"
    assert shown_with_mnemonics(w.act["undo"].text()) == "Undo"


def test_the_eyedropper_picks_a_piece_no_catalog_knows(make_window) -> None:
    """The eyedropper on a unit (or a piece) of a name no catalog knows raised KeyError in
    the palette, which shows the brush picked: the pick is the brush, the palette's
    footer names it, no entry is shown as the brush's."""
    s = load(SAMPLE).scenario
    c = next(c for c in s.board.coords if s.hex(c).is_empty)
    s.set_hex(c, Hex(unit=Unit("infxyz")))
    w = make_window(Document(s))
    assert w.editor.pick(c)
    assert w.editor.brush is not None and w.editor.brush.name == "infxyz"
    assert w.palette_dock.status.text() == "Chosen: infxyz (infxyz)"
    assert w.palette_dock.chosen is None
