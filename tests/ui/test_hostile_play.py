"""Text from a hostile file in the editor's other windows and panels: a game in play mode,
the balance lab, Compare, the Forces panel, the Rules inspector, Scenario properties, the
hex panel of a named hex, the status bar, the Window menu, the guide and the exports. The
file's place names, texts, option keys and badges are markup, and show as written."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtWidgets import QApplication

from editor.engine.game import RandomPlayer
from editor.engine.game.session import PlaySession
from editor.engine.scenario import Hex, ScenarioText, Unit, VictoryCondition
from editor.io.m44 import load, save
from editor.ui.window_list import fill_window_menu

from ..conftest import ROOT
from .test_hostile import FILE_NAME, HOSTILE, shown_text, walk_widgets
from .window_helpers import make_window  # noqa: F401 - fixture

SAMPLE = ROOT / "scenarios/hedgerow-crossroads.m44"
TEXT_FIELDS = ("name", "subtitle", "historical", "description", "victory", "rules",
               "bibliography")


def hostile_sample(folder: Path, name: str = FILE_NAME) -> Path:
    """A bundled sample, playable, whose place names, texts in each language, an option key
    and a unit's badge are markup, saved under a name that is markup too."""
    s = load(SAMPLE).scenario
    s.labels = [replace(lb, text=(HOSTILE, f"2{HOSTILE}")) for lb in s.labels]
    s.text = {lang: ScenarioText(**dict.fromkeys(TEXT_FIELDS, HOSTILE)) for lang in s.text}
    s.game_info = replace(s.game_info, options={**s.game_info.options, HOSTILE: True})
    c, h = next((c, h) for c, h in sorted(s.hexes.items()) if h.unit is not None)
    assert h.unit is not None
    s.hexes[c] = replace(h, unit=replace(h.unit, badge=HOSTILE))
    path = folder / name
    save(s, path)
    return path


def test_a_game_of_a_hostile_scenario_shows_its_texts_as_written(make_window, qtbot,
                                                                  tmp_path) -> None:
    w = make_window()
    assert w.open_file(hostile_sample(tmp_path))
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=5,
                                     seats=("human", "greedy")))
    session, ctl = w.play.session, w.play.controller
    rng = RandomPlayer(3)
    for step in range(60):
        if session.over:
            break
        if session.ai_to_move or ctl.is_thinking:
            ctl.step()
            ctl.wait_for_ai()
        else:
            ctl.act(rng.choose(session.state, session.legal_actions()))
        if step % 6 == 0:
            QApplication.processEvents()
            walk_widgets(w)


def hostile_for_editing(folder: Path) -> Path:
    """:func:`hostile_sample` with what keeps it from being played: a unit no catalog
    knows, a sudden death on hexes named as markup, a victory condition of a kind (and
    keys) of markup, and texts in a language of that name."""
    path = hostile_sample(folder)
    s = load(path).scenario
    free = next(c for c in s.board.coords if s.hex(c).is_empty)
    s.set_hex(free, Hex(unit=Unit("inf" + HOSTILE)))
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
    the Rules inspector of a unit with a badge, and the Window menu."""
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
    for c in (s.labels[0].coord, next(c for c, h in s.hexes.items()
                                      if h.unit is not None and h.unit.badge)):
        w.editor.set_selection({c})
        w.status.show_hex(c)
        QApplication.processEvents()
        walk_widgets(w)
    assert HOSTILE in shown_text(w.hex_status.text(), w.hex_status.textFormat())
    w.forces.recount()
    walk_widgets(w.forces)
    walk_widgets(w.inspector)
    fill_window_menu(w, w.window_menu)
    walk_widgets(w.window_menu)
