"""The play mode on a turn that never ends (a bug of the rules, built for the test by
tests/engine/game/endless.py): the AI's decision and Ask the AI's advice stop with one
message naming the scenario, the seed and the turn, never a hang nor a traceback; the
AI is not asked again. The engine's side and the other callers:
tests/engine/game/test_endless_turn.py."""

from __future__ import annotations

import pytest

from editor.engine.game.session import PlaySession
from editor.ui.document import Document

from ..engine.game.endless import NAME, skirmish, stalled
from .window_helpers import make_window  # noqa: F401 - fixture


def said(messages: list[str], start: str) -> str:
    found = [m for m in messages if m.startswith(start)]
    return found[-1] if found else ""


def test_an_ai_seat_stops_a_turn_that_never_ends(make_window, qtbot,  # type: ignore[no-untyped-def]
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    stalled(monkeypatch, since=2, choices=1)
    w = make_window(Document(skirmish()))
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=2,
                                     seats=("greedy", "greedy")))
    ctl = w.play.controller
    messages: list[str] = []
    ctl.message.connect(messages.append)
    ctl.set_speed("fast")
    qtbot.waitUntil(lambda: bool(said(messages, "The game cannot go on")), timeout=30_000)
    text = said(messages, "The game cannot go on")
    assert NAME in text and "seed 2" in text and "turn 2" in text, text
    qtbot.wait(300)
    assert not ctl.is_thinking and not w.play.session.over
    assert said(messages, "The game cannot go on") == text  # said once, not asked again


def test_ask_the_ai_stops_a_look_ahead_that_never_ends(make_window, qtbot,  # type: ignore[no-untyped-def]
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    stalled(monkeypatch, since=2)
    w = make_window(Document(skirmish()))
    # player 2 (a person) begins: the advisor looks ahead into the turns that stall
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=3,
                                     seats=("greedy", "human")))
    ctl = w.play.controller
    messages: list[str] = []
    ctl.message.connect(messages.append)
    ctl.advise()
    qtbot.waitUntil(lambda: not ctl.is_advising, timeout=60_000)
    text = said(messages, "The AI could not advise")
    assert NAME in text and "seed 3" in text and "turn 1" in text, messages
    assert ctl.person_may_act()  # the game goes on from where it stands


def test_a_saved_game_that_meets_the_guard_is_refused_when_opened_or_replayed(
        make_window, tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """Found by the replay audit: File → Open Saved Game and Replay Saved Game let the
    engine's EndlessTurnError through (a traceback, the game half-loaded); the log is
    refused as one that does not replay, naming the file and the action that met the
    guard, and the editor stays editing."""
    from editor.ui.play.mode import PlayMode

    from ..engine.game.test_endless_turn import stalled_log

    path = tmp_path / "stalled.m44game"
    stalled_log(monkeypatch, path)
    warned: list[str] = []
    monkeypatch.setattr(PlayMode, "_warn", lambda _self, _title, text: warned.append(text))
    w = make_window(Document(skirmish()))
    assert not w.play.open_game(path) and not w.play.replay_game(path)
    assert len(warned) == 2 and not w.play.active
    for text in warned:
        assert text.startswith("stalled.m44game: action "), text
        assert NAME in text and "turn 2" in text and "does not end" in text, text
