"""Play mode (issue 11): a whole game played through the window's own widgets (clicks on the
map, the hand, the decisions list, the dice typed in) reaches the state the engine reaches
alone from the same decisions; undo inside a turn; save, load and replay; AI-vs-AI watch
mode; the pass-the-seat screen; blocked scenarios; leaving play mode leaves the document as
it was."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget

from editor.engine.board import Board, Coord, Side
from editor.engine.game import Game, RandomPlayer, ScriptedDice
from editor.engine.game.actions import (BATTLE, MOVE, NO_AMBUSH, ORDER, PLAY, RETREAT, TARGET,
                                        Action)
from editor.engine.game.cards import KINDS
from editor.engine.game.session import PlaySession
from editor.engine.scenario import GameInfo, Hex, Scenario, ScenarioText, Unit
from editor.io.m44 import to_json
from editor.ui import map_menu
from editor.ui.document import Document
from editor.ui.main_window import MainWindow
from editor.ui.play.dialogs import BlockedDialog
from editor.ui.play.hand import by_title
from editor.ui.play.panel import PlayDock

from ..conftest import SCENARIOS
from .test_files import choose
from .window_helpers import (activate, click, killed, make_window,  # noqa: F401 - fixture
                             play_and_leave, wait_settled)


def skirmish() -> Scenario:
    """A small fight that ends in a few turns: two infantry units each, face to face, two
    medals to win."""
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                    cards_player1=4, cards_player2=4, starting="PLAYER2",
                                    victory_player1=2, victory_player2=2))
    b = Board(s.board_type)
    for name, nation in (("E5", "ger"), ("F5", "ger"), ("e4", "us"), ("f4", "us")):
        s.set_hex(b.parse_hex(name), Hex(unit=Unit("inf" + nation)))
    return s


def open_window(make_window, scenario: Scenario):  # type: ignore[no-untyped-def]
    w = make_window(Document(scenario))
    w.findings.refresh_now()
    return w


def map_view(w) -> tuple[int, int, float]:  # type: ignore[no-untyped-def]
    """The map's view: its size and its zoom, which a layout changes."""
    return w.canvas.viewport().width(), w.canvas.viewport().height(), w.canvas.zoom


def dock_of(w) -> PlayDock:  # type: ignore[no-untyped-def]
    assert isinstance(w.play.dock, PlayDock)
    return w.play.dock


def do_through_ui(w, qtbot, a: Action) -> None:  # type: ignore[no-untyped-def]
    """Take decision ``a`` as a person would: on the map for the hex decisions, in the hand
    for cards, in the decisions list (keyboard) for the rest."""
    dock = dock_of(w)
    if w.play.controller.seat_hidden():  # hot-seat: the player takes the seat first
        qtbot.mouseClick(dock.seat_button, Qt.MouseButton.LeftButton)
    board = w.play.board
    S = w.play.session.state.S
    coord = S.coords
    if a.kind in (ORDER, RETREAT, TARGET):
        click(w.canvas, coord[a.a])
    elif a.kind in (MOVE, BATTLE, "launch", "land", "rescue") and a.b >= 0:
        if board.actor != a.a:
            board.let_go()
            click(w.canvas, coord[a.a])
        assert board.actor == a.a
        click(w.canvas, coord[a.b])
    elif a.kind == "enter":  # (the airplane flying in: nothing chosen, or itself)
        if board.actor >= 0:
            board.let_go()
        click(w.canvas, coord[a.a])
    elif a.kind == "strafe":  # the airplane, the units strafed, the end
        from editor.ui.play.board import air_of

        hit = air_of(w.play.session.state).strafed(w.play.session.state, a.a, a.b)
        if board.actor != a.a:
            board.let_go()
            if a.a >= 0:
                click(w.canvas, coord[a.a])
        for h in sorted(hit):
            click(w.canvas, coord[h])
        assert board.actor == a.a and set(board.run) == hit
        click(w.canvas, coord[a.b[-1]])
    else:  # a card in the hand, anything else in the decisions list: by the keyboard
        lst = dock.hand if a.kind == "play" else dock.decisions
        for i in range(lst.count()):
            if lst.item(i).data(Qt.ItemDataRole.UserRole) == a:
                lst.setCurrentRow(i)
                lst.setFocus()
                qtbot.keyClick(lst, Qt.Key.Key_Return)
                return
        raise AssertionError(f"{a} is not offered in {lst.objectName()}")


def declined(w, qtbot) -> bool:  # type: ignore[no-untyped-def]
    """Hot-seat: a close assault put to a defender without Ambush (``controller.asking``)
    answered as that player would, taking the seat and declining. Whether one was."""
    if w.play.controller.asking is None:
        return False
    do_through_ui(w, qtbot, Action(NO_AMBUSH))
    assert w.play.controller.asking is None
    return True


def test_a_whole_hot_seat_game_through_the_ui_is_the_engines_game(make_window, qtbot) -> None:
    w = open_window(make_window, skirmish())
    before = json.dumps(to_json(w.document.scenario))
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=5, physical=True))
    session = w.play.session
    dock = dock_of(w)
    rng = RandomPlayer(3)
    faces_rng = random.Random(4)
    typed: list[str] = []
    decisions: list[Action] = []
    asked = 0  # close assaults put to a defender without Ambush
    for _ in range(3000):
        if session.over:
            break
        if w.play.controller.seat_hidden():
            assert dock.hand_stack.currentIndex() == 1  # the hand is behind the screen
            qtbot.mouseClick(dock.seat_button, Qt.MouseButton.LeftButton)
            continue
        if session.pending_roll:
            assert dock.dice_box.isVisible()
            faces = [faces_rng.choice(["inf", "inf", "armor", "grenade", "star", "flag"])
                     for _ in range(session.pending_roll)]
            typed += faces
            dock.dice_entry.setText(" ".join(faces))
            qtbot.keyClick(dock.dice_entry, Qt.Key.Key_Return)
            continue
        a = rng.choose(session.state, session.legal_actions())
        n = len(session.steps)
        do_through_ui(w, qtbot, a)
        asked += declined(w, qtbot)
        assert len(session.steps) == n + 1 and session.steps[-1].action == a
        decisions.append(a)
    assert session.over and asked  # close assaults were put to their defenders
    # the engine alone, from the same decisions and the same dice
    game = Game(w.document.scenario.copy(), dice=ScriptedDice(
        typed, session.game.dice.shuffles), events=True)
    for a in decisions:
        game.apply(a)
    assert game.state.digest() == session.state.digest()
    assert game.result() == session.result()
    # the play panel says who won and how
    qtbot.waitUntil(lambda: w.play.end_box is not None)
    end = w.play.end_box
    text = end.findChild(type(dock.turn_label), "playEndTitle").text()
    r = session.result()
    assert r.side.title() in text and r.reason in text
    w.play.leave()
    QApplication.processEvents()
    assert not w.play.active
    # playing never edited the document
    assert json.dumps(to_json(w.document.scenario)) == before
    assert w.document.undo_stack.count() == 0 and not w.document.is_modified


def test_undo_inside_a_turn_from_the_keyboard(make_window, qtbot) -> None:
    w = open_window(make_window, load_sample())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=7))
    activate(w, qtbot)
    session = w.play.session
    start = session.state.digest()
    do_through_ui(w, qtbot, session.legal_actions()[0])
    assert session.state.digest() != start
    w.canvas.setFocus()
    qtbot.keyClick(w.canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.state.digest() == start
    assert w.document.undo_stack.count() == 0
    from PySide6.QtTest import QTest

    QTest.keySequence(w.canvas, w.act["play_redo"].shortcuts()[0])  # the platform's Redo
    assert session.state.digest() != start
    w.play.leave()
    # the edits' undo has its keys back
    assert w.act["undo"].shortcuts() and not w.act["play_undo"].shortcuts()


def test_the_play_menu_may_be_taken_when_the_panel_s_buttons_may(make_window, qtbot) -> None:
    """Found by the guide audit: Undo Decision, Redo Decision, Take Back Turn, Step AI
    and Ask the AI were always on in the Play menu while the panel's buttons were greyed,
    and Ctrl+Z with nothing to take back stopped the AI thinking and started it again.
    Each menu item now follows its button, through the game and its undo."""
    w = open_window(make_window, load_sample())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=7))
    activate(w, qtbot)
    dock, session = dock_of(w), w.play.session
    keys = dock.command_buttons()

    def follows() -> dict[str, bool]:
        on = {key: w.act[key].isEnabled() for key in keys}
        assert on == {key: b.isEnabled() and not b.isHidden() for key, b in keys.items()}
        return on

    assert follows()["play_undo"] is False and follows()["play_redo"] is False
    do_through_ui(w, qtbot, session.legal_actions()[0])
    assert follows()["play_undo"] is True and follows()["play_redo"] is False
    w.act["play_undo"].trigger()
    assert follows()["play_undo"] is False and follows()["play_redo"] is True
    w.play.leave()
    assert not any(w.act[key].isEnabled() for key in keys)


def load_sample() -> Scenario:
    from editor.io.m44 import load

    return load(SCENARIOS[0]).scenario


def test_a_game_saved_in_the_editor_loads_and_replays_to_the_same_states(
        make_window, qtbot, tmp_path: Path, monkeypatch) -> None:
    w = open_window(make_window, load_sample())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=11,
                                     seats=("human", "random")))
    session = w.play.session
    ctl = w.play.controller
    rng = RandomPlayer(9)
    digests = []
    while session.state.turn < 6 and not session.over:
        if session.ai_to_move or ctl.is_thinking:
            ctl.step()
            ctl.wait_for_ai()
            continue
        do_through_ui(w, qtbot, rng.choose(session.state, session.legal_actions()))
    digests.append(session.state.digest())
    path = tmp_path / "half.m44game"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(path), "")))
    assert w.play.save_game()
    n = len(session.steps)
    w.play.leave()
    assert w.play.open_game(path)
    loaded = w.play.session
    assert loaded.state.digest() == digests[0] and len(loaded.steps) == n
    assert loaded.seats == ("human", "random")
    # the replay viewer and `m44 replay` read the same file
    assert w.play.replay_game(path)
    replay = w.play.dock
    replay.slider.setValue(replay.slider.maximum())
    assert w.play.controller.replay.state.digest() == digests[0]
    replay.slider.setValue(0)
    assert w.play.controller.replay.position == 0
    from editor.cli import main as m44

    assert m44(["replay", str(path)]) == 0
    w.play.leave()
    # a decision edited by hand: refused at once, naming it (the viewer opened it, then
    # stuck at the start with a traceback when the slider reached it)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["actions"][5] = "move Z9 Z10"
    damaged = tmp_path / "damaged.m44game"
    damaged.write_text(json.dumps(doc), encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    assert not w.play.replay_game(damaged) and not w.play.active
    assert len(shown) == 1 and shown[0].startswith(
        "damaged.m44game: action 6 ('move Z9 Z10') does not replay: ")


def test_a_saved_game_that_replays_otherwise_is_said_when_opened_or_replayed(
        make_window, tmp_path, monkeypatch) -> None:
    """Found by the replay audit: a saved game whose decisions replay to another state
    than it recorded (the rules changed since it was saved, or its file was edited:
    `m44 replay` exits 1 on it) was opened and replayed in the editor without a word, the
    game shown not the one saved. It opens as this version plays it, with a warning naming
    the file and what differs; a sound one opens without one."""
    w = open_window(make_window, skirmish())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=4), open_hands=True)
    session = w.play.session
    for _ in range(6):
        session.apply(session.legal_actions()[0])
    path = tmp_path / "g.m44game"
    session.save(path)
    w.play._kept = len(session.steps)  # saved: leaving asks nothing
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    assert w.play.open_game(path) and w.play.replay_game(path) and shown == []
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["result"]["digest"] = "0" * 16
    other = tmp_path / "other.m44game"
    other.write_text(json.dumps(doc), encoding="utf-8")
    assert w.play.open_game(other)
    assert w.play.session.state.digest() == session.state.digest()
    assert w.play.replay_game(other) and w.play.active
    assert len(shown) == 2
    for text in shown:
        assert text.startswith("other.m44game: the game replays otherwise than it was "
                               "saved (digest: the log says 0000000000000000, the replay "
                               "gives "), text


def test_a_saved_game_that_replays_otherwise_is_said_from_the_turn_it_differs(
        make_window, tmp_path, monkeypatch) -> None:
    """Found by the replay2 audit: the warning said only that the end differs. The saved
    game records each turn's end, and Open and Replay Saved Game name the turn where the
    game replayed first differs (here its record edited)."""
    from editor.io.m44 import load

    w = open_window(make_window, load(SCENARIOS[0]).scenario)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=4), open_hands=True)
    session = w.play.session
    while session.state.turn < 6:
        session.apply(session.legal_actions()[0])
    path = tmp_path / "g.m44game"
    session.save(path)
    w.play._kept = len(session.steps)  # saved: leaving asks nothing
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["turn_digests"][2] = "0" * 16
    other = tmp_path / "other.m44game"
    other.write_text(json.dumps(doc), encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    assert w.play.open_game(other) and w.play.replay_game(other)
    assert len(shown) == 2
    for text in shown:
        assert text.startswith("other.m44game: the game replays otherwise than it was saved "
                               "(the replay differs from the record at turn 3 (Allies) alone "
                               "(the log's decision"), text
        assert "the record of turn 3 was edited" in text


def test_ai_against_ai_watch_mode_plays_a_game_to_its_end(make_window, qtbot) -> None:
    w = open_window(make_window, skirmish())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=2,
                                     seats=("random", "greedy")))
    ctl = w.play.controller
    ctl.set_speed("fast")
    qtbot.waitUntil(lambda: w.play.session.over, timeout=60_000)
    assert ctl.open_hands  # watching: both hands shown
    # the hand of the player to decide in the list, the other one's beside it (only the
    # first was shown: found by a helper)
    other = dock_of(w).other_hand
    assert other.isVisibleTo(dock_of(w)) and other.text().startswith("Hand of ")
    r = w.play.session.result()
    assert r.reason != "not over" and r.turns >= 1
    # the game over, no unit is shown as ordered still to act, or done acting (the last
    # turn's units stayed blue: found by a helper)
    from editor.ui.play.board import ACTED_COLOUR, ORDERED_COLOUR

    QApplication.processEvents()
    assert not {ORDERED_COLOUR, ACTED_COLOUR} & set(w.canvas.tints.values())
    # the AI's pace has nothing to act on (found by the play3 audit: both stayed live)
    assert not dock_of(w).speed.isEnabled() and not dock_of(w).pause.isEnabled()


def test_the_end_of_a_game_watched_is_said_under_the_medals_above_the_ai_s_pace(
        make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Two AIs played to the end: the box saying how the game ended stands under each
    side's medals and the counts, above the AI's pace, which stays shown (the mut11
    audit)."""
    w = open_window(make_window, skirmish())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=2,
                                     seats=("random", "greedy")))
    w.play.controller.set_speed("fast")
    qtbot.waitUntil(lambda: w.play.end_box is not None, timeout=60_000)
    QApplication.processEvents()
    dock = dock_of(w)
    assert dock.pace.isVisible()
    below = [dock.medals, dock.counts, w.play.end_box, dock.pace]
    tops = [wid.mapTo(dock, QPoint(0, 0)).y() for wid in below]
    assert tops == sorted(tops)
    w.play.leave()


def paused_ai_game(make_window):  # type: ignore[no-untyped-def]
    """A window watching two random AIs play a skirmish, paused: the window, the session
    and its controller."""
    w = open_window(make_window, skirmish())
    session = PlaySession(w.document.scenario.copy(), seed=2, seats=("random", "random"))
    w.play.start_session(session)
    ctl = w.play.controller
    dock_of(w).pause.setChecked(True)
    ctl.wait_for_ai()
    return w, session, ctl


def test_pause_and_step_hold_the_ai(make_window, qtbot) -> None:
    _w, dock_session, ctl = paused_ai_game(make_window)
    n = len(dock_session.steps)
    qtbot.wait(50)
    assert len(dock_session.steps) == n  # paused: nothing more
    ctl.step()
    ctl.wait_for_ai()
    assert len(dock_session.steps) == n + 1


def test_the_turn_line_says_which_side_an_ai_plays(make_window, qtbot) -> None:
    """"Axis (player 1) (AI)" read as two asides: the seat is said inside the one."""
    w = open_window(make_window, skirmish())
    session = PlaySession(w.document.scenario.copy(), seed=2, seats=("human", "random"))
    w.play.start_session(session)
    dock_of(w).pause.setChecked(True)  # the Allies' AI, who starts, waits
    ctl = w.play.controller
    ctl.wait_for_ai()
    assert session.state.active == 1 and not session.is_human(1)
    assert ctl.side_name(1, seat=True) == "Allies (player 2, AI)"
    assert ctl.side_name(0, seat=True) == ctl.side_name(0) == "Axis (player 1)"
    assert dock_of(w).turn_label.text().startswith("Turn 1: Allies (player 2, AI) — ")
    # paused, the AI waits for Step (it said "is deciding" while it waited)
    assert ctl.waiting_for() == ("Allies (player 2, AI) is to decide: the AI is paused, "
                                 "Step (F10) has it decide.")
    dock_of(w).pause.setChecked(False)
    ctl.set_speed("step")
    assert ctl.waiting_for().endswith("is to decide: at the Step speed, Step (F10) has it "
                                      "decide.")
    ctl.set_speed("slow")
    assert ctl.waiting_for() == "Allies (player 2, AI) is deciding."


def test_the_ai_waits_while_leaving_the_game_is_asked(make_window, qtbot, monkeypatch) -> None:
    """Watching two AIs at the fast speed, F5 asked whether to leave "the game in progress
    (turn 66...)" while the AIs played on behind the question, to the end of the game and
    a rematch (found by a helper). The game now holds still while the question is open,
    and goes on after Cancel."""
    from editor.ui.play import mode as play_mode

    w = open_window(make_window, skirmish())
    session = PlaySession(w.document.scenario.copy(), seed=2, seats=("random", "random"))
    w.play.start_session(session)
    ctl = w.play.controller
    ctl.set_speed("fast")
    qtbot.waitUntil(lambda: len(session.steps) > 10, timeout=20_000)
    during: list[int] = []

    def ask(_parent, text, _doing):  # type: ignore[no-untyped-def]
        n = len(session.steps)
        qtbot.wait(400)  # the user reads the question; the event loop runs
        during.append(len(session.steps) - n)
        return "cancel"

    monkeypatch.setattr(play_mode, "ask_leave", ask)
    w.act["playtest"].trigger()  # F5: leave?
    assert during == [0] and w.play.active and w.play.session is session
    n = len(session.steps)
    qtbot.waitUntil(lambda: len(session.steps) > n + 5 or session.over, timeout=20_000)


def test_hot_seat_hides_the_hand_until_the_seat_is_passed(make_window, qtbot) -> None:
    w = open_window(make_window, load_sample())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=3))
    dock = dock_of(w)
    ctl = w.play.controller
    assert ctl.seat_hidden() and dock.hand_stack.currentIndex() == 1
    # nothing can be done on the map before the seat is taken
    assert ctl.legal_for_person() == []
    qtbot.mouseClick(dock.seat_button, Qt.MouseButton.LeftButton)
    assert not ctl.seat_hidden() and dock.hand_stack.currentIndex() == 0
    st = w.play.session.state
    assert dock.hand.count() == len(st.hands[st.active])
    assert not dock.other_hand.isVisibleTo(dock)  # the other player's hand stays hidden
    # open hands: no screen, and the other hand shown too
    dock.open_hands.setChecked(True)
    assert not ctl.seat_hidden()
    assert dock.other_hand.isVisibleTo(dock)
    from editor.engine.game.cards import KINDS

    other = st.hands[1 - st.active]
    assert all(KINDS[k].title in dock.other_hand.text() for k in other)


def test_the_hand_the_decisions_and_the_map_agree_on_the_card_also_after_undo(
        make_window, qtbot) -> None:
    """The hand, the decisions list and the map's shaded sections show one card: they
    showed three (the hand's, the list's first play, none), and after Undo the hand went
    back to its first card, not to the card taken back."""
    w = open_window(make_window, load_sample())
    session = PlaySession(w.document.scenario.copy(), seed=3)
    w.play.start_session(session)
    dock = dock_of(w)
    qtbot.mouseClick(dock.seat_button, Qt.MouseButton.LeftButton)
    board = w.play.board

    def shown() -> tuple[object, object, int]:
        hand, decision = dock.hand.currentItem(), dock.decisions.currentItem()
        return (hand.data(Qt.ItemDataRole.UserRole), decision.data(Qt.ItemDataRole.UserRole),
                board.card_preview)

    first = dock.hand.item(0).data(Qt.ItemDataRole.UserRole)
    assert shown() == (first, first, first.a)
    dock.hand.setCurrentRow(2)
    card = dock.hand.item(2).data(Qt.ItemDataRole.UserRole)
    assert card != first and shown() == (card, card, card.a)
    # the decisions list moved by the keyboard takes the hand along
    other = next(i for i in range(dock.decisions.count())
                 if dock.decisions.item(i).data(Qt.ItemDataRole.UserRole) not in (card, first))
    dock.decisions.setCurrentRow(other)
    moved = dock.decisions.item(other).data(Qt.ItemDataRole.UserRole)
    assert shown() == (moved, moved, moved.a)
    dock.hand.setCurrentRow(2)
    dock.hand.setFocus()
    qtbot.keyClick(dock.hand, Qt.Key.Key_Return)
    assert session.state.history[-1] == card and board.card_preview == -1
    assert not dock.hand.selectedItems()
    w.play.controller.undo()
    assert session.redo_next == card
    assert shown() == (card, card, card.a)


def test_the_decisions_list_orders_the_cards_as_the_hand_does(make_window, qtbot) -> None:
    """The hand lists the cards by title and the decisions list listed them as the engine
    offers them, in the order drawn: read from the keyboard, the two lists disagreed. The
    seed deals a hand the engine offers out of the titles' order."""
    from editor.ui.play.panel import _ACTION_ROLE

    w = open_window(make_window, load_sample())
    session = PlaySession(w.document.scenario.copy(), seed=3, seats=("human", "human"))
    w.play.start_session(session, open_hands=True)
    dock = dock_of(w)
    offered = [a for a in w.play.controller.legal_for_person() if a.kind == PLAY]
    assert [a.a for a in offered] != sorted((a.a for a in offered), key=by_title)
    hand = [dock.hand.item(i).data(_ACTION_ROLE) for i in range(dock.hand.count())]
    listed = [a for i in range(dock.decisions.count())
              if (a := dock.decisions.item(i).data(_ACTION_ROLE)).kind == PLAY]
    assert listed == [a for a in hand if a.kind == PLAY]
    assert sorted(a.a for a in listed) == sorted(a.a for a in offered)


def test_a_click_that_is_not_legal_says_why(make_window, qtbot) -> None:
    w = open_window(make_window, load_sample())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=3), open_hands=True)
    session = w.play.session
    st = session.state
    # play a card that asks for orders, then click an enemy unit: not the player's to order
    for card in [a for a in session.legal_actions() if a.kind == "play"]:
        session.apply(card)
        asks = st.phase == "orders"
        session.undo()
        if asks:
            break
    else:
        raise AssertionError("no card of this deal asks for orders")
    do_through_ui(w, qtbot, card)
    assert st.phase == "orders"
    enemy = next(u for u in range(len(st.S.units)) if st.S.units[u].player != st.active
                 and st.upos[u] >= 0)
    click(w.canvas, st.S.coords[st.upos[enemy]])
    text = dock_of(w).message.text()
    assert st.S.name[st.upos[enemy]] in text and "not" in text, text
    # the reason holds while the step lasts, and goes with it: the orders given, the
    # moves begin
    order = next(a for a in session.legal_actions() if a.kind == ORDER)
    do_through_ui(w, qtbot, order)
    assert st.phase == "orders" and dock_of(w).message.text() == text
    do_through_ui(w, qtbot, next(a for a in session.legal_actions() if a.kind != ORDER))
    said, chosen = dock_of(w).message.text(), w.play.board.actor
    assert st.phase != "orders"
    # (or the hint of the one unit to move, chosen for the player)
    assert said == "" if chosen < 0 else said.startswith(f"{st.S.name[chosen]}: "), said


def test_a_click_on_the_map_before_the_card_says_to_play_one(make_window, qtbot) -> None:
    """Found using play mode: a click on a unit at the start of a turn said "K1: nothing to
    do there now"; what is to do first is to play a card from the hand."""
    w = open_window(make_window, close_assault())
    w.play.start_session(close_assault_session(), open_hands=True)
    st = w.play.session.state
    assert st.phase == "card"
    click(w.canvas, st.S.coords[st.S.name.index("e6")])
    assert dock_of(w).message.text() == ("e6: first play a command card from the hand "
                                         "(Ctrl+2)")


def test_a_scenario_with_errors_lists_them_and_is_not_played(make_window, qtbot,
                                                             monkeypatch) -> None:
    s = skirmish()
    b = Board(s.board_type)
    s.set_hex(b.parse_hex("A1"), Hex(unit=Unit("nosuchunit")))
    w = open_window(make_window, s)
    assert not w.play.start()
    dialog = w.play.blocked
    assert isinstance(dialog, BlockedDialog) and dialog.tree.topLevelItemCount() >= 1
    item = dialog.tree.topLevelItem(0)
    dialog.tree.itemClicked.emit(item, 0)
    assert w.editor.selection == {b.parse_hex("A1")} or dialog.findings[0].coords == ()
    dialog.close()
    assert not w.play.active


def start_dialog_cancelled(w, monkeypatch):  # type: ignore[no-untyped-def]
    """The Playtest dialog of window ``w``, as Play shows it, cancelled: no game starts."""
    from editor.ui.play.dialogs import StartDialog

    shown: list[StartDialog] = []

    def cancel(dialog: StartDialog) -> int:
        shown.append(dialog)
        return StartDialog.DialogCode.Rejected

    monkeypatch.setattr(StartDialog, "exec", cancel)
    assert not w.play.start()
    (dialog,) = shown
    return dialog


def test_the_start_dialog_says_what_of_this_scenario_is_not_played(make_window, qtbot,
                                                                    monkeypatch) -> None:
    """The Playtest dialog names what of the scenario the game does not play, and says
    nothing of rules the scenario does not use."""
    from dataclasses import replace

    from editor.engine.scenario import ScenarioText
    from editor.io.m44 import load
    from editor.ui.play.dialogs import StartDialog, not_played_in_play

    s = skirmish()
    assert not_played_in_play(s) == []
    s.text = {"en": ScenarioText(rules="The <b>bridge</b> blows at the first flag.")}
    s.game_info = replace(s.game_info, options={"blitz_rules": True, "air_rules": False})
    s.set_hex(Board(s.board_type).parse_hex("A1"), Hex(unit=Unit("plnger")))
    notes = not_played_in_play(s)
    assert len(notes) == 3
    assert "special rules written in the scenario's text" in notes[0]
    assert notes[1] == "the rule option Blitz rules (blitz_rules)"
    assert "airplanes, with the Air rules switched off" in notes[2]
    dialog = start_dialog_cancelled(open_window(make_window, s), monkeypatch)
    assert dialog.note.isVisibleTo(dialog)
    assert dialog.note.textFormat() == Qt.TextFormat.PlainText
    # a line each: the notes run together in one sentence were a block hard to part
    assert len(notes) > 1
    assert dialog.note.text() == "Not played by the engine:\n" + "\n".join(
        f"• {n}" for n in notes)
    # With the Air rules on, the Air check values the engine does not roll are named.
    air = load(AIR_SCENARIO).scenario
    assert any("Air check values" in n for n in not_played_in_play(air))
    assert not any("airplanes, with the Air rules switched off" in n
                   for n in not_played_in_play(air))
    assert StartDialog((Side.AXIS, Side.ALLIES), notes=[]).note.isHidden()
    # Found by the play3 audit: a rule the special rules name read "the special rules
    # mention road movement bonus, which the simulation does not play" under "Not played by
    # the engine", a simulation the player runs none of; said as every note is
    oyster = load(next(p for p in SCENARIOS if p.name == "oyster-green.m44")).scenario
    said = not_played_in_play(oyster)
    assert "road movement bonus, which the special rules mention" in said
    assert not any("simulation" in n for n in said), said


def test_the_start_dialog_warns_of_a_victory_out_of_reach(make_window, qtbot,
                                                          monkeypatch) -> None:
    """Found by the play3 audit: a side that needs more medals than the board gives (the
    check victory-unreachable) was played without a word of it, though m44 simulate and the
    balance lab warn of it beside their win rates: the players found it out at the turn
    cap. The Playtest dialog says it before the game, as a warning, in the game's words
    (not a win rate's); a scenario within reach has none."""
    from dataclasses import replace

    from editor.ui.play.dialogs import StartDialog, warnings_in_play

    s = skirmish()
    assert warnings_in_play(s) == []
    s.game_info = replace(s.game_info, victory_player1=5)
    said = ("victory may be out of reach: the Axis player needs 5 medals but the board "
            "gives at most 2 (2 from enemy units, 0 from objectives): 3 short, unless the "
            "special rules give medals (victory-unreachable); that side may never win the "
            "game by medals")
    assert warnings_in_play(s) == [said]
    dialog = start_dialog_cancelled(open_window(make_window, s), monkeypatch)
    assert dialog.warning.isVisibleTo(dialog)
    assert dialog.warning.textFormat() == Qt.TextFormat.PlainText
    assert dialog.warning.text() == said[:1].upper() + said[1:] + "."
    assert StartDialog((Side.AXIS, Side.ALLIES)).warning.isHidden()


def test_a_game_in_progress_outlives_the_session_ending(make_window, tmp_path,
                                                        monkeypatch) -> None:
    """Found by the play3 audit: an editor ended by the session (SIGTERM: a logout, a
    shutdown) kept its unsaved scenario as a recovery copy, but the game being played was
    lost without a word. The game that no saved game holds is kept in the recovery folder
    and offered at the next start, as unsaved work is: Play On plays it on from where it
    stood (no saved game holds it: leaving asks to save it), Cancel keeps it for the next
    start, Discard deletes it. A game without a decision, or saved, is not kept."""
    from editor.ui.main_window import offer_recovery
    from editor.ui.recovery import RecoveryStore

    folder = tmp_path / "kept"
    s = skirmish()
    s.text = {"en": ScenarioText(name="Two Hedges")}
    w = make_window(Document(s), recovery=RecoveryStore(folder))
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=5), open_hands=True)
    session = w.play.session
    for _ in range(3):
        assert w.play.controller.act(session.legal_actions()[0])
    played, turn = session.log().actions, session.state.turn
    w.end_session()
    assert len(list(folder.glob("*.m44game"))) == 1

    def next_start(answer: str) -> tuple[int, list[str], MainWindow]:
        later = make_window(recovery=RecoveryStore(folder))
        asked = choose(monkeypatch, answer)
        return offer_recovery(later), asked, later

    found, asked, later = next_start("Cancel")
    assert found == 0 and "offered again the next time" in asked[0]
    assert not later.play.active and len(list(folder.glob("*.m44game"))) == 1
    found, asked, later = next_start("Play On")
    assert found == 1
    assert f"a game of “Two Hedges” (turn {turn}, medals Axis 0, Allies 0)" in asked[0], asked[0]
    assert later.play.active and later.play.session.log().actions == played
    assert later.play.unsaved_game() is later.play.session  # leaving asks to save it
    # said recovered (it read "Game loaded", as a game the player opened)
    assert later.statusBar().currentMessage() == f"Game recovered: {len(played)} decisions"
    # the file recovered is gone; the game played on has its own, kept by the autosave
    assert [p.stem for p in folder.glob("*.m44game")] == [later.play._game_id]
    # played on and ended again: kept again (in its own file); discarded at the next start
    later.end_session()
    found, _asked, _w = next_start("Discard Game")
    assert found == 0 and list(folder.glob("*.m44game")) == []
    # no decision taken: nothing to keep
    fresh = make_window(Document(skirmish()), recovery=RecoveryStore(folder))
    fresh.play.start_session(PlaySession(fresh.document.scenario.copy(), seed=5))
    fresh.end_session()
    assert list(folder.glob("*.m44game")) == []


def test_a_game_in_progress_is_kept_every_minute_and_offered_after_a_crash(
        make_window, tmp_path, monkeypatch) -> None:
    """Found by the replay audit: only a session's end (SIGTERM) kept the game in
    progress; an editor killed (SIGKILL, a crash, the power gone) lost it, though its
    unsaved scenario was offered back from the copy written every minute. The game that no
    saved game holds is written aside with the scenario's copy (``ID.m44game``, locked by
    the editor writing it): another editor running meanwhile does not offer it; once the
    writer is gone it is offered, plays on identically (the same decisions, state and dice
    to come), and its file goes. Saving the game or leaving it removes the file."""
    from editor.ui.main_window import offer_recovery
    from editor.ui.recovery import RecoveryStore

    folder = tmp_path / "kept"
    s = skirmish()
    s.text = {"en": ScenarioText(name="Two Hedges")}
    w = make_window(Document(s), recovery=RecoveryStore(folder))
    assert not w.play.autosave_game()  # no game
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=5), open_hands=True)
    session = w.play.session
    assert not w.play.autosave_game()  # no decision yet
    for _ in range(3):
        assert w.play.controller.act(session.legal_actions()[0])
    assert w.play.autosave_game()
    kept = list(folder.glob("*.m44game"))
    assert len(kept) == 1
    assert not w.play.autosave_game()  # nothing new since
    assert w.play.controller.act(session.legal_actions()[0])
    assert w.play.autosave_game() and list(folder.glob("*.m44game")) == kept
    played, digest = session.log().actions, session.state.digest()
    # another editor starting meanwhile does not offer it: its writer runs
    other = make_window(recovery=RecoveryStore(folder))
    asked = choose(monkeypatch, "Play On")
    assert offer_recovery(other) == 0 and asked == [] and kept[0].exists()
    killed(w)  # the writer killed: its lock goes with its process, its files stay
    later = make_window(recovery=RecoveryStore(folder))
    assert offer_recovery(later) == 1
    assert f"a game of “Two Hedges” (turn {session.state.turn}" in asked[0], asked[0]
    back = later.play.session
    assert back.log().actions == played and back.state.digest() == digest
    for _ in range(12):  # the same game from here: the same dice for the same decisions
        a = session.legal_actions()[-1]
        session.apply(a)
        back.apply(a)
        assert back.state.digest() == session.state.digest()
    # the file recovered is gone; the game played on is kept under a file of its own
    assert not kept[0].exists()
    assert [p.stem for p in folder.glob("*.m44game")] == [later.play._game_id]
    # saved: its copy goes; a game left without saving: its copy goes
    saved = tmp_path / "saved.m44game"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(saved), ""))
    assert later.play.save_game() and list(folder.glob("*.m44game")) == []
    back.apply(back.legal_actions()[0])
    assert later.play.autosave_game() and len(list(folder.glob("*.m44game"))) == 1
    choose(monkeypatch, "Leave without saving")
    assert later.play.request_leave() and list(folder.glob("*.m44game")) == []
    assert list(folder.glob("*.lock")) == []


def test_a_game_against_the_ai_recovered_goes_on_with_the_ai_s_own_decisions(
        make_window, qtbot, tmp_path, monkeypatch) -> None:
    """Found by the replay2 audit: a game against the AI recovered after the editor was
    killed came back with its state and dice, but each AI started its random generator
    again from its seed, and decided otherwise than in the game never lost. Its generators'
    state travels with the game kept aside: the AIs of the game recovered, asked by the
    play panel's Step, make the decisions of the game played on without a break."""
    from editor.ui.main_window import offer_recovery
    from editor.ui.recovery import RecoveryStore

    scenario = Document(skirmish()).scenario
    seats = ("random", "greedy")
    whole = PlaySession(scenario.copy(), seed=9, seats=seats)
    expected = [whole.ai_move() for _ in range(24) if not whole.over]

    def step(w, n: int) -> list:  # type: ignore[no-untyped-def]
        s = w.play.session
        for _ in range(n):
            if s.over:
                break
            done = len(s.steps)
            w.play.controller.step()
            qtbot.waitUntil(lambda: len(s.steps) > done, timeout=10_000)
        return [x.action for x in s.steps]

    folder = tmp_path / "kept"
    w = make_window(Document(skirmish()), recovery=RecoveryStore(folder))
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=9, seats=seats))
    w.play.controller.set_paused(True)
    first = step(w, 10)
    assert w.play.autosave_game()
    killed(w)  # the editor killed
    later = make_window(recovery=RecoveryStore(folder))
    choose(monkeypatch, "Play On")
    assert offer_recovery(later) == 1
    later.play.controller.set_paused(True)
    assert later.play.session.log().actions == w.play.session.log().actions
    assert first + step(later, len(expected) - len(first))[len(first):] == expected


def test_a_game_that_cannot_be_kept_aside_is_said(make_window, tmp_path, monkeypatch) -> None:
    """A recovery folder that cannot be written (here a file in its place) is said in the
    status bar at the autosave, naming it, as the scenario's copy is; the game goes on."""
    from editor.ui.recovery import RecoveryStore
    from editor.ui.text import ElidingStatusBar

    said: list[str] = []  # whole: the status bar shows a long message cut
    monkeypatch.setattr(ElidingStatusBar, "showMessage",
                        lambda _bar, text, _timeout=0: said.append(text))

    folder = tmp_path / "kept"
    folder.write_text("not a folder", "utf-8")
    w = make_window(Document(skirmish()), recovery=RecoveryStore(folder))
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=5), open_hands=True)
    assert w.play.controller.act(w.play.session.legal_actions()[0])
    assert not w.play.autosave_game()
    assert said[-1].startswith(f"Could not keep the game in the recovery folder: {folder}: ")
    assert w.play.active


def test_the_autosave_timer_keeps_the_game_in_progress(make_window, qtbot, tmp_path) -> None:
    from editor.ui.recovery import RecoveryStore

    folder = tmp_path / "kept"
    w = make_window(Document(skirmish()), recovery=RecoveryStore(folder), autosave_ms=20)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=5), open_hands=True)
    assert w.play.controller.act(w.play.session.legal_actions()[0])
    qtbot.waitUntil(lambda: len(list(folder.glob("*.m44game"))) == 1, timeout=3000)


def test_a_finished_game_never_saved_outlives_the_session_ending(make_window, qtbot, tmp_path,
                                                                  monkeypatch) -> None:
    """A game played to its end and not saved yet (its end dialog open, offering Save Game)
    was lost when the session ended the editor: only a game in progress was kept. It is kept
    too, offered at the next start as a game that ended ("after a game of ... won by"), and
    opened at its end, where its end dialog offers to save it again. A finished game saved
    is not kept."""
    from editor.ui.main_window import offer_recovery
    from editor.ui.recovery import RecoveryStore

    folder = tmp_path / "kept"
    s = skirmish()
    s.text = {"en": ScenarioText(name="Two Hedges")}
    w = make_window(Document(s), recovery=RecoveryStore(folder))
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=2,
                                     seats=("random", "greedy")))
    w.play.controller.set_speed("fast")
    qtbot.waitUntil(lambda: w.play.session.over, timeout=60_000)
    qtbot.waitUntil(lambda: w.play.end_box is not None, timeout=5_000)
    session = w.play.session
    played, result = session.log().actions, session.result()
    w.end_session()
    assert len(list(folder.glob("*.m44game"))) == 1
    later = make_window(recovery=RecoveryStore(folder))
    asked = choose(monkeypatch, "Open Game")
    assert offer_recovery(later) == 1
    # each side's medals by its name (the skirmish's player 1 is the Axis)
    medals = f"medals Axis {result.medals[0]}, Allies {result.medals[1]}"
    winner = "no winner" if result.side is None else f"won by the {Side.words(result.side)}"
    assert (f"The editor was ended after a game of “Two Hedges” (turn {result.turns}, "
            f"{medals}, {winner}), which was never saved." in asked[0]), asked[0]
    assert later.play.active and later.play.session.log().actions == played
    assert later.play.session.over
    qtbot.waitUntil(lambda: later.play.end_box is not None, timeout=5_000)
    # the file recovered is gone; the game, still never saved, has its own
    assert [p.stem for p in folder.glob("*.m44game")] == [later.play._game_id]
    # saved, then ended: nothing to keep
    saved = tmp_path / "saved.m44game"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(saved), ""))
    assert later.play.save_game()
    later.end_session()
    assert list(folder.glob("*.m44game")) == []


def test_a_damaged_kept_game_is_said_and_kept(make_window, tmp_path, monkeypatch) -> None:
    """A game kept at the end of a session that does not read (damaged since) is offered
    all the same; Play On says why it cannot be opened, and it is kept to be discarded."""
    from editor.ui.main_window import offer_recovery
    from editor.ui.play.mode import PlayMode
    from editor.ui.recovery import RecoveryStore

    folder = tmp_path / "kept"
    folder.mkdir()
    (folder / "0123.m44game").write_text("{not json", "utf-8")
    w = make_window(recovery=RecoveryStore(folder))
    asked = choose(monkeypatch, "Play On")
    warned: list[str] = []
    monkeypatch.setattr(PlayMode, "_warn", lambda _self, _title, text: warned.append(text))
    assert offer_recovery(w) == 0
    assert "during a game of a scenario, kept as it was on " in asked[0], asked[0]
    assert warned and warned[0].startswith("0123.m44game: ") and not w.play.active
    assert (folder / "0123.m44game").exists()


def test_the_play_window_fits_a_laptop_screen(make_window, qtbot) -> None:
    """A screen 768 pixels high leaves about 700 to a window: the play panel's lists give up
    their rows first (at Qt's minimum of about five rows each the window needed 760), and
    Back to editing stays in the window."""
    w = open_window(make_window, load_sample())
    assert w.play.start(ask=False)
    w.resize(1366, 700)
    QApplication.processEvents()
    assert w.minimumSizeHint().height() <= 680
    assert w.height() == 700
    leave = dock_of(w).leave_button
    bottom = leave.mapTo(w, leave.rect().bottomLeft()).y()
    assert leave.isVisible() and bottom < w.height() - w.statusBar().height()
    w.play.leave()


def test_leaving_play_mode_gives_the_window_back(make_window, qtbot) -> None:
    w = open_window(make_window, load_sample())
    visible = {d.objectName(): d.isVisible() for d in w.docks}
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=1))
    assert w.canvas.document is not w.document
    # (Take Back Turn, which this asked, now waits for a turn to take back: the panel's
    # button does, and the menu follows it)
    assert not w.act["paste"].isEnabled() and w.act["play_save"].isEnabled()
    assert all(not d.isVisible() for d in w.docks if d.objectName() != "play")
    w.play.leave()
    assert w.canvas.document is w.document
    assert {d.objectName(): d.isVisible() for d in w.docks} == visible
    assert w.act["tool_paint"].isEnabled() and not w.act["play_take_back"].isEnabled()
    assert w.document.undo_stack.count() == 0


def test_a_scenario_that_cannot_be_played_is_said_in_plain_text(make_window,
                                                                  monkeypatch) -> None:
    """The reason a game cannot be built may quote the file's names: shown as written,
    never read as markup."""
    from editor.ui.play import mode as play_mode

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise ValueError("no rules for <b>Ranger</b> & co")

    w = open_window(make_window, skirmish())
    monkeypatch.setattr(play_mode, "PlaySession", refuse)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    assert w.play.start(ask=False) is False
    assert len(shown) == 1 and "&lt;b&gt;Ranger&lt;/b&gt;" in shown[0]
    assert not w.play.active


def test_the_play_menu_has_one_command_back_to_editing(make_window) -> None:
    """During a game the Play menu listed Leave Playtest (F5) and Back to Editing, two
    entries doing one thing (the reader audit). One command, F5, enters play mode and
    leaves it, named by what it does then; it leaves the replay viewer too."""
    from editor.ui.menus import menu_actions

    w = open_window(make_window, skirmish())
    play_menu = next(m for m in w.menus if m.title().replace("&", "") == "Play")

    def entries() -> list[str]:
        return [a.text().replace("&", "") for a in menu_actions(play_menu)
                if not a.isSeparator()]

    assert "Playtest…" in entries()

    def drawn() -> object:
        return w.act["playtest"].icon().pixmap(24, 24).toImage()

    playing_icon = drawn()
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=1))
    assert drawn() != playing_icon  # the toolbar's button: a stop square, not the play arrow
    words = entries()
    assert words.count("Back to Editing") == 1 and "Playtest…" not in words
    assert not any("Leave" in e for e in words)
    assert "F5" in w.act["playtest"].toolTip() and "Leave play mode" in w.act["playtest"].toolTip()
    w.act["playtest"].trigger()
    assert not w.play.active and "Playtest…" in entries() and drawn() == playing_icon
    assert w.act["playtest"].statusTip().startswith("Play the scenario")


def test_opening_or_replaying_a_saved_game_asks_about_the_game_in_progress_first(
        make_window, qtbot, monkeypatch) -> None:
    """Found by the frictions audit: Open Saved Game and Replay Saved Game showed their
    file dialog, and only then asked whether to drop the game in progress (Cancel there
    threw the choice away), where File → New and Open ask first. They ask first: Cancel
    shows no file dialog."""
    from editor.ui.play import mode as play_mode

    w = open_window(make_window, skirmish())
    events: list[str] = []
    monkeypatch.setattr(play_mode, "ask_leave",
                        lambda _p, _text, doing: events.append(f"asked {doing}") or "cancel")
    monkeypatch.setattr(w.play, "_ask_log", lambda title: events.append(title) or None)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=1))
    s = w.play.session
    do_through_ui(w, qtbot, s.legal_actions()[0])
    for command in ("open_game", "replay_game"):
        w.act[command].trigger()
    assert events == ["asked open", "asked replay"] and w.play.session is s


def test_the_ai_waits_while_the_saved_game_to_open_is_chosen(make_window, qtbot,
                                                              monkeypatch) -> None:
    """Open Saved Game and Replay Saved Game ask about the game in progress first, then show
    the file dialog: the AI was held during the question only, and went on playing while
    the file was chosen, so a game saved at the question lost, unasked, the decisions made
    after it (found by the review3 audit). The AI waits until the file is chosen; Cancel
    there, and it goes on."""
    from editor.ui.play import mode as play_mode

    w = open_window(make_window, skirmish())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=2,
                                     seats=("random", "random")))
    ctl = w.play.controller
    ctl.set_speed("fast")
    s = w.play.session
    qtbot.waitUntil(lambda: len(s.steps) > 2, timeout=20_000)
    monkeypatch.setattr(play_mode, "ask_leave", lambda _p, _text, doing: "leave")
    made: list[int] = []

    def choosing(title: str) -> None:  # the dialog open a while, its events processed
        before = len(s.steps)
        qtbot.wait(1500)
        made.append(len(s.steps) - before)

    monkeypatch.setattr(w.play, "_ask_log", choosing)
    for command in ("open_game", "replay_game"):
        w.act[command].trigger()
    assert made == [0, 0] and w.play.session is s
    steps = len(s.steps)
    qtbot.waitUntil(lambda: len(s.steps) > steps or s.over, timeout=20_000)


def test_leaving_a_game_in_progress_asks_first(make_window, qtbot, monkeypatch,
                                               tmp_path) -> None:
    from editor.ui.play import mode as play_mode

    w = open_window(make_window, skirmish())
    asked: list[str] = []
    answer = ["cancel"]
    monkeypatch.setattr(play_mode, "ask_leave",
                        lambda _p, text, _doing: asked.append(text) or answer[0])
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=1))
    w.act["playtest"].trigger()  # Back to Editing; nothing played yet: no question
    assert not w.play.active and asked == []
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=1))
    s = w.play.session
    do_through_ui(w, qtbot, s.legal_actions()[0])
    # the panel's Back to Editing, the menu's (F5) and closing the window ask; Cancel stays
    qtbot.mouseClick(dock_of(w).leave_button, Qt.MouseButton.LeftButton)
    w.act["playtest"].trigger()
    assert not w.close()
    assert len(asked) == 3 and w.play.session is s
    assert asked[0] == ("The game in progress (turn 1, medals Axis 0, Allies 0) is lost "
                        "unless you save it.")
    # Save Game… saves first (a cancelled save stays), then leaves
    answer[0] = "save"
    saved = tmp_path / "game.m44game"
    monkeypatch.setattr(play_mode.QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: ("", "")))
    assert not w.play.request_leave() and w.play.active
    monkeypatch.setattr(play_mode.QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(saved), "")))
    assert w.play.request_leave() and not w.play.active and saved.is_file()
    # a game loaded, or saved, and not played on since leaves without a question
    assert w.play.open_game(saved) and w.play.request_leave()
    assert len(asked) == 5  # the three above and the two saves


def arrows_to(w, qtbot, target: Coord) -> None:  # type: ignore[no-untyped-def]
    """Walk the map's hex cursor to ``target`` with the arrow keys."""
    cv = w.canvas
    for _ in range(200):
        c = cv.cursor_hex
        if c == target:
            return
        if c.row != target.row:
            key = Qt.Key.Key_Up if target.row < c.row else Qt.Key.Key_Down
        else:
            key = Qt.Key.Key_Left if target.col < c.col else Qt.Key.Key_Right
        qtbot.keyClick(cv, key)
    raise AssertionError(f"the cursor never reached {target}")


def test_a_hot_seat_game_begins_with_the_keyboard_on_the_seat_s_button(make_window,
                                                                       qtbot) -> None:
    """Found by the play walkthrough: a hot-seat game began with the keyboard on the map,
    where Enter said "Nothing can be done before Allies (player 2) takes the seat ... Ctrl+2
    then Enter", though the seat passed later in the game puts it on the button. Enter
    takes the seat at once; against an AI the game begins on the map."""
    w = open_window(make_window, load_sample())
    activate(w, qtbot)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=7))
    dock = dock_of(w)
    assert w.play.controller.seat_hidden() and dock.seat_button.hasFocus()
    qtbot.keyClick(dock.seat_button, Qt.Key.Key_Return)
    assert not w.play.controller.seat_hidden() and dock.hand.hasFocus()
    w.play.leave()
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=7,
                                     seats=("greedy", "human")))
    assert w.canvas.hasFocus()


def test_a_turn_played_with_the_keyboard_alone(make_window, qtbot) -> None:
    w = open_window(make_window, load_sample())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=7))
    activate(w, qtbot)
    session = w.play.session
    dock = dock_of(w)
    st = session.state
    start_turn = st.turn
    # the seat, from the map where the game begins: Enter on a hex says how to take it,
    # Ctrl+2 (the hand's key) goes to the button in the hand's place, Enter takes it
    w.canvas.setFocus()
    qtbot.keyClick(w.canvas, Qt.Key.Key_Return)
    assert "Ctrl+2 then Enter" in dock.message.text()
    qtbot.keyClick(w.canvas, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert dock.seat_button.hasFocus()
    qtbot.keyClick(dock.seat_button, Qt.Key.Key_Return)
    assert not w.play.controller.seat_hidden()
    # Ctrl+2: the hand; Enter plays the card under the cursor
    qtbot.keyClick(w.canvas, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert dock.hand.hasFocus()
    playable = {a.a for a in session.legal_actions() if a.kind == "play"}
    assert dock.hand.currentRow() == 0
    for row in range(dock.hand.count()):
        a = dock.hand.item(row).data(Qt.ItemDataRole.UserRole)
        if a is not None and a.a in playable:
            break
        qtbot.keyClick(dock.hand, Qt.Key.Key_Down)
    assert dock.hand.selectedItems() == [dock.hand.currentItem()]
    qtbot.keyClick(dock.hand, Qt.Key.Key_Return)
    assert session.steps and session.steps[0].action.kind == "play"
    # no card can be played while the units are ordered: none looks chosen, and the
    # keyboard goes on to the decisions (it stayed in the hand, where nothing could be
    # done: found by a helper)
    assert dock.hand.count() and dock.hand.selectedItems() == []
    assert dock.decisions.hasFocus()
    # then the map: Ctrl+1, the arrows and Enter, until the turn ends
    qtbot.keyClick(dock.decisions, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert w.canvas.hasFocus()
    rng = RandomPlayer(1)
    for _ in range(60):
        if st.turn != start_turn or session.over:
            break
        a = rng.choose(st, session.legal_actions())
        n = len(session.steps)
        if a.kind in (ORDER, RETREAT, TARGET):
            arrows_to(w, qtbot, st.S.coords[a.a])
            qtbot.keyClick(w.canvas, Qt.Key.Key_Return)
        elif a.kind in (MOVE, BATTLE) and a.b >= 0:
            arrows_to(w, qtbot, st.S.coords[a.a])
            qtbot.keyClick(w.canvas, Qt.Key.Key_Return)
            arrows_to(w, qtbot, st.S.coords[a.b])
            qtbot.keyClick(w.canvas, Qt.Key.Key_Return)
        elif a.kind in ("orders-done", "moves-done", "battles-done"):
            qtbot.keyClick(w.canvas, Qt.Key.Key_D)  # D ends the step
        else:
            qtbot.keyClick(w.canvas, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
            for row in range(dock.decisions.count()):
                if dock.decisions.item(row).data(Qt.ItemDataRole.UserRole) == a:
                    dock.decisions.setCurrentRow(row)
            qtbot.keyClick(dock.decisions, Qt.Key.Key_Return)
            qtbot.keyClick(dock.decisions, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
        assert len(session.steps) == n + 1 and session.steps[-1].action == a, a
    assert st.turn != start_turn  # a whole turn, by the keyboard alone


def test_the_cards_a_hidden_hand_draws_are_never_named(make_window, qtbot,
                                                       monkeypatch) -> None:
    w = open_window(make_window, load_sample())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=11,
                                     seats=("human", "random")))
    ctl, s, dock = w.play.controller, w.play.session, dock_of(w)
    rng = RandomPlayer(2)
    titles = {k.title for k in KINDS}
    ai_side = s.state.S.sides[1].label  # as the account names it
    seen_draw = False
    while s.state.turn < 30 and not s.over:
        if s.ai_to_move or ctl.is_thinking:
            ctl.step()
            ctl.wait_for_ai()
        else:
            do_through_ui(w, qtbot, rng.choose(s.state, s.legal_actions()))
        shown = "\n".join([dock.log.toPlainText(), dock.dice.caption.text(),
                           dock.message.text(), w.statusBar().currentMessage()])
        for line in shown.splitlines():
            if f"{ai_side} (player 2) draws" in line:
                seen_draw = True
                assert not any(t in line for t in titles), line
    assert seen_draw  # the AI drew cards, and the log said so without naming them
    # with open hands, the same lines name the cards
    show_both_hands(dock, monkeypatch)
    assert any(t in dock.log.toPlainText() for t in titles)


def show_both_hands(dock: PlayDock, monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    """Open hands ticked in a game against an AI, its question answered Show Both Hands:
    the questions asked."""
    asked = choose(monkeypatch, "Show Both Hands")
    dock.open_hands.setChecked(True)
    return asked


def test_the_ai_s_hand_is_shown_only_once_the_person_says_so(make_window, qtbot,
                                                              monkeypatch) -> None:
    """Found by the play walkthrough: in a game against an AI, one click on Open hands
    showed the AI's hidden cards for the rest of the game. The box asks first; Cancel leaves
    the cards hidden and the box unticked. Hot-seat (each player takes the seat) is not
    asked."""
    w = open_window(make_window, load_sample())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=11,
                                     seats=("human", "random")))
    dock, ctl = dock_of(w), w.play.controller
    asked = choose(monkeypatch, "Cancel")
    dock.open_hands.setChecked(True)
    assert len(asked) == 1 and "Show the hand of Allies (player 2)?" in asked[0]
    assert not dock.open_hands.isChecked() and not ctl.open_hands
    assert not dock.other_hand.isVisibleTo(dock)
    assert show_both_hands(dock, monkeypatch) and ctl.open_hands
    assert dock.other_hand.isVisibleTo(dock)


def test_the_decisions_list_words_a_resupply() -> None:
    """A Half-track's re-supply (003) is listed in words, with its notation."""
    from editor.engine.game import kind_of
    from editor.ui.play.panel import describe

    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
    b = Board(s.board_type)
    for name, unit in {"A1": "infus", "M9": "infger", "E7": "infger", "E5": "infus",
                       "F5": "vehus"}.items():
        s.set_hex(b.parse_hex(name), Hex(unit=Unit(unit)))
    g = Game(s, dice=ScriptedDice(["inf", "star"]),
             hands=[[kind_of("probe-center"), kind_of("probe-left")],
                    [kind_of("probe-center"), kind_of("probe-left")]], first_player=0)
    for step in ("play probe-center", "battle E7 E5", "play probe-center", "moves done"):
        g.play(step)
    st = g.state
    a = st.parse("resupply F5 E5")
    assert a in st.legal_actions()
    assert describe(st, a) == "F5 re-supplies E5 with one figure (instead of battling)"


def test_the_decisions_list_words_a_landing_among_markers() -> None:
    """An airplane landing among Ready-to-Take-off markers (004) is listed in words."""
    from editor.engine.game import kind_of
    from editor.engine.scenario import Piece
    from editor.ui.play.panel import describe

    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                    options={"air_rules": True}))
    b = Board(s.board_type)
    for name, unit in {"A1": "infus", "M9": "infger", "E5": "plnus"}.items():
        s.set_hex(b.parse_hex(name), Hex(unit=Unit(unit)))
    s.set_hex(b.parse_hex("G3"), Hex(terrain=Piece("airfield"), extra={
        "ready_to_take_off": {"side": "ALLIES", "count": 1}}))
    g = Game(s, hands=[[kind_of("probe-left")] * 2, [kind_of("probe-center")] * 2],
             first_player=1)
    g.play("play probe-center")
    g.play("order E5")  # an airplane's order (its Air check) is the player's to give
    st = g.state
    a = st.parse("land E5 G3")
    assert a in st.legal_actions()
    assert describe(st, a) == "The airplane on E5 lands among the Ready-to-Take-off markers on G3"


def test_a_saved_game_that_cannot_be_read_is_refused_in_words(make_window, qtbot, tmp_path,
                                                              monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    w = open_window(make_window, load_sample())
    bad = tmp_path / "<b>bad<i>.m44game"
    bad.write_text('{"format": "m44-game-log", "version": 1, "actions": 3}', encoding="utf-8")
    shown: list[tuple[str, Qt.TextFormat]] = []
    monkeypatch.setattr(QMessageBox, "exec",
                        lambda box: shown.append((box.text(), box.textFormat())) or 0)
    assert not w.play.open_game(bad)
    assert not w.play.active
    text, fmt = shown[-1]
    assert bad.name in text and fmt == Qt.TextFormat.PlainText
    assert not w.play.replay_game(bad)
    assert not w.play.active and len(shown) == 2
    text, fmt = shown[-1]  # Replay Saved Game's refusal, said alike
    assert bad.name in text and fmt == Qt.TextFormat.PlainText


AIR_SCENARIO = Path(__file__).resolve().parents[1] / "data" / "air" / "saint-vire-airstrips.m44"
#: The airplay audit's: an aircraft carrier, Ready-to-Take-off markers, landing craft at sea.
BEACHHEAD = AIR_SCENARIO.with_name("airplay-beachhead.m44")
AIR_KINDS = ("sortie", "sortie-with", "enter", "strafe", "kamikaze", "rescue")


@pytest.mark.parametrize("path", [AIR_SCENARIO, BEACHHEAD], ids=lambda p: p.stem)
def test_an_air_pack_scenario_is_played_through_the_ui_with_its_airplanes(make_window,
                                                                          qtbot, path) -> None:
    """Our Air Pack test scenarios in play mode: Air Sorties taken through the window's own
    hand and decisions list, airplanes flying in, taking off, landing and strafing on the
    map (the airplane, the units of its run, the end), the face-up Air Sortie shown in the
    hand; the game equals the engine's from the same decisions and dice."""
    from editor.io.m44 import load

    w = open_window(make_window, load(path).scenario)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=9, physical=True))
    session = w.play.session
    dock = dock_of(w)
    # a game that plays the face-up Air Sortie from the hand, flies in, takes off and
    # strafes (seed 5's no longer played a plain Air Sortie once a landed airplane stopped
    # taking off beside one flying in)
    rng = random.Random(10)
    player = RandomPlayer(7)
    typed: list[str] = []
    decisions: list[Action] = []
    shown_sortie = False
    for _ in range(400):
        if session.over or len(decisions) >= 120:
            break
        if w.play.controller.seat_hidden():
            qtbot.mouseClick(dock.seat_button, Qt.MouseButton.LeftButton)
            continue
        if session.pending_roll:
            faces = [rng.choice(["inf", "armor", "star", "flag", "inf", "star"])
                     for _ in range(session.pending_roll)]
            typed += faces
            dock.dice_entry.setText(" ".join(faces))
            qtbot.keyClick(dock.dice_entry, Qt.Key.Key_Return)
            continue
        st = session.state
        shown_sortie |= any(dock.hand.item(i).text() == "Air Sortie (face up)"
                            for i in range(dock.hand.count()))
        legal = session.legal_actions()
        air = [a for a in legal if a.kind in AIR_KINDS]
        a = rng.choice(air) if air else player.choose(st, legal)
        n = len(session.steps)
        lst = dock.hand  # the face-up Air Sortie is played from the hand (when its line
        # plays this one: with an airplane airborne, it orders that one)
        row = next((i for i in range(lst.count())
                    if lst.item(i).data(Qt.ItemDataRole.UserRole) == a), None)
        if a.kind == "sortie" and row is not None and a.a == KINDS.index(
                next(k for k in KINDS if k.key == "air-sortie")):
            lst.setCurrentRow(row)
            lst.setFocus()
            qtbot.keyClick(lst, Qt.Key.Key_Return)
        else:
            do_through_ui(w, qtbot, a)
            declined(w, qtbot)
        assert len(session.steps) == n + 1 and session.steps[-1].action == a
        decisions.append(a)
    kinds = {a.kind for a in decisions}
    assert shown_sortie and {"sortie", "enter"} & kinds and "strafe" in kinds
    game = Game(w.document.scenario.copy(), dice=ScriptedDice(
        typed, session.game.dice.shuffles), events=True)
    for a in decisions:
        game.apply(a)
    assert game.state.digest() == session.state.digest()


def test_an_air_pack_scenario_plays_to_its_end_ai_against_ai(make_window, qtbot) -> None:
    from editor.io.m44 import load

    w = open_window(make_window, load(AIR_SCENARIO).scenario)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=4,
                                     seats=("greedy", "greedy")))
    w.play.controller.set_speed("fast")
    qtbot.waitUntil(lambda: w.play.session.over, timeout=120_000)
    r = w.play.session.result()
    assert r.reason != "not over"
    assert any(a.kind in AIR_KINDS for a in w.play.session.game.actions)


def test_the_editors_last_status_message_does_not_follow_into_play(make_window, qtbot
                                                                     ) -> None:
    """"Opened /path/…" stayed in the status bar of the game just started (found by the
    play mode audit)."""
    w = open_window(make_window, skirmish())
    w.statusBar().showMessage("Opened /tmp/skirmish.m44")
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=4), open_hands=True)
    assert "Opened" not in w.statusBar().currentMessage()


def test_the_status_line_describes_the_game_position_in_play(make_window, qtbot) -> None:
    """Hovering a hex in play mode described the scenario's setup: the hex a unit had
    moved to read "empty", the one it had left named it (found by a helper)."""
    from editor.engine.game.actions import MOVE

    w = open_window(make_window, skirmish())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=4), open_hands=True)
    s = w.play.session
    S = s.state.S
    moved = None
    for _ in range(200):
        if s.over:
            break
        legal = s.legal_actions()
        move = next((a for a in legal if a.kind == MOVE and a.b is not None and a.b >= 0
                     and a.b != a.a), None)
        if move is not None:
            w.canvas.hexHovered.emit(S.coords[move.b])  # the mouse rests on the hex to go to
            assert "empty" in w.hex_status.text()
            do_through_ui(w, qtbot, move)
            moved = (S.coords[move.a], S.coords[move.b])
            break
        do_through_ui(w, qtbot, legal[0])
    assert moved is not None
    start, end = moved
    assert "empty" not in w.hex_status.text()  # the line followed the move under the mouse
    w.canvas.hexHovered.emit(start)
    assert w.hex_status.text().endswith("empty")
    w.play.leave()  # editing again: the scenario's setup
    assert "Infantry" in w.hex_status.text()
    w.canvas.hexHovered.emit(end)
    assert w.hex_status.text().endswith("empty")


def test_play_mode_and_back_keep_the_zoom_the_user_chose(make_window, qtbot) -> None:
    """Back to editing after a game (or after a game opened from the balance lab) the map
    had zoomed itself from 132 % to 80 % (found by a helper): the zoom the user chose is
    kept there and back."""
    w = open_window(make_window, skirmish())
    w.resize(1300, 800)
    wait_settled(qtbot, lambda: map_view(w))
    w.act["zoom_in"].trigger()
    w.act["zoom_in"].trigger()
    chosen = w.canvas.zoom
    assert not w.canvas.auto_fit
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=1))
    wait_settled(qtbot, lambda: map_view(w))
    assert w.canvas.zoom == chosen
    w.play.leave()
    wait_settled(qtbot, lambda: map_view(w))
    assert w.canvas.zoom == chosen and not w.canvas.auto_fit


def test_the_replay_keys_step_as_their_tooltips_say(make_window, qtbot) -> None:
    """Home and End did nothing though the buttons' tooltips named them, and quick
    Alt+Right presses were dropped while a button animated its click (found by a
    helper); the status bar said how to play a game in the replay viewer (its word now
    says the replay, its tooltip the keys)."""
    w = open_window(make_window, skirmish())
    session = PlaySession(w.document.scenario.copy(), seed=2, seats=("random", "random"))
    for _ in range(12):
        session.ai_move()
    assert w.play.replay_game(session.log())
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    w.canvas.setFocus()
    replay = w.play.controller.replay
    assert w.tool_status.text() == "Replay"
    assert all(key in w.tool_status.toolTip() for key in ("Home", "End", "Alt+Left"))
    for _ in range(3):
        qtbot.keyClick(w.canvas, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert replay.position == 3
    qtbot.keyClick(w.canvas, Qt.Key.Key_End)
    assert replay.position == len(replay) == 12
    qtbot.keyClick(w.canvas, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert replay.position == 11
    qtbot.keyClick(w.canvas, Qt.Key.Key_Home)
    assert replay.position == 0
    w.play.leave()


def test_the_replay_says_each_decision_in_the_decisions_lists_words(make_window, qtbot
                                                                     ) -> None:  # type: ignore[no-untyped-def]
    """The replay viewer said a decision in the engine's notation ("Decision 173 of 174:
    clear K5"), where the game said it in words (found by a helper)."""
    from editor.ui.play.panel import describe

    w = open_window(make_window, skirmish())
    session = PlaySession(w.document.scenario.copy(), seed=2, seats=("random", "random"))
    words, turns = [], []
    for _ in range(12):
        before = session.state.copy()
        action = session.ai_move()
        words.append(describe(before, action))
        turns.append(before.turn)
    assert w.play.replay_game(session.log())
    replay, bar = w.play.controller.replay, w.play.dock
    # the decision that ends a turn is said in its own turn, not the next (the airplay
    # audit: a dive made in turn 4 was said in turn 5)
    ends = next(n for n in range(1, 12) if turns[n] != turns[n - 1])
    for n in (1, 5, ends, 12):
        bar.slider.setValue(n)
        assert bar.where.text() == f"Decision {n} of 12: {words[n - 1]} (turn {turns[n - 1]})"
        assert replay.position == n  # the words read, the replay stands where it was
        # each side's medals by its name (player 1, the Axis, first), not "0-1", on its
        # track under the decision, not in the decision's line too (the review5 audit:
        # "(turn 28, medals Axis 3, Allies 3)" over "Axis (greedy): 3/6")
        st = replay.state
        assert [name.text().split(" (")[0] + f" {name.text().split(': ')[1]}"
                for name, _track in bar.medals.tracks] == [
            f"Axis {st.medals(0)}/{st.S.victory[0]}", f"Allies {st.medals(1)}/{st.S.victory[1]}"]
    bar.slider.setValue(0)
    assert bar.where.text().startswith("Decision 0 of 12: the start (turn ")
    w.play.leave()


def test_a_rematch_keeps_the_speed_and_a_new_game_offers_the_last_seats(
        make_window, qtbot, monkeypatch) -> None:
    """A rematch went back to the Normal speed, and the Playtest dialog forgot the seats,
    dice and hands of the last game (found by a helper). The seed is new each time: the
    same seed deals the same game."""
    from editor.ui.play import dialogs as play_dialogs

    w = open_window(make_window, skirmish())
    offered: list[play_dialogs.StartDialog] = []

    def exec_(dialog) -> int:  # type: ignore[no-untyped-def]
        offered.append(dialog)
        if len(offered) == 1:  # the first game: the AI against the AI, both hands shown
            for box in dialog.seat_boxes:
                box.setCurrentIndex(box.findData("random"))
            dialog.open_hands.setChecked(True)
        return play_dialogs.StartDialog.DialogCode.Accepted

    monkeypatch.setattr(play_dialogs.StartDialog, "exec", exec_)
    assert w.play.start()
    first = w.play.session
    dock_of(w).speed.setCurrentIndex(dock_of(w).speed.findData("fast"))
    w.play.rematch()
    assert w.play.session is not first and w.play.controller.speed == "fast"
    assert dock_of(w).speed.currentData() == "fast"
    w.play.leave()
    assert w.play.start()
    again = offered[-1]
    assert [b.currentData() for b in again.seat_boxes] == ["random", "random"]
    assert again.open_hands.isChecked() and not again.physical.isChecked()
    assert str(first.seed) in again.seed.toolTip()
    w.play.leave()


def test_infantry_assaults_section_is_shaded_when_looked_at(make_window, qtbot) -> None:
    """Choosing Infantry Assault's section in the decisions list shaded nothing on the map,
    as a card looked at in the hand does (found by a helper)."""
    from editor.engine.game.actions import PLAY, SECTION
    from editor.engine.game.cards import INFANTRY_ASSAULT

    w = open_window(make_window, load_sample())
    session = None
    for seed in range(300):
        s = PlaySession(w.document.scenario.copy(), seed=seed)
        if Action(PLAY, INFANTRY_ASSAULT) in s.legal_actions():
            session = s
            break
    assert session is not None
    w.play.start_session(session, open_hands=True)
    ctl, dock = w.play.controller, dock_of(w)
    assert ctl.act(Action(PLAY, INFANTRY_ASSAULT))
    st = session.state
    assert st.phase == "section"
    rows = {dock.decisions.item(i).data(Qt.ItemDataRole.UserRole): i
            for i in range(dock.decisions.count())}
    sm = st.S.secmask[st.active]
    for s in st.sections:
        dock.decisions.setCurrentRow(rows[Action(SECTION, s)])
        shaded = {st.S.index[c] for c in w.canvas._zone}
        assert shaded == {h for h in range(st.S.n) if sm[h] >> s & 1}


def test_the_decisions_list_names_the_units_as_the_catalog_does() -> None:
    """An order and a battle name their units by the catalog's label, not the file's code
    (``infger`` is read "German Infantry"), as the game's account does."""
    from editor.engine.game import kind_of
    from editor.ui.play.panel import describe

    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
    b = Board(s.board_type)
    for name, unit in {"A1": "infus", "M9": "infger", "E7": "infger", "E5": "tankus"}.items():
        s.set_hex(b.parse_hex(name), Hex(unit=Unit(unit)))
    g = Game(s, dice=ScriptedDice(["inf", "inf"]), events=True,
             hands=[[kind_of("probe-center"), kind_of("probe-left")],
                    [kind_of("probe-center"), kind_of("probe-left")]], first_player=0)
    g.play("play probe-center")
    st = g.state
    assert describe(st, st.parse("order E7")) == "Order E7 German Infantry"
    g.play("order E7")
    g.play("moves done")
    assert describe(st, st.parse("battle E7 E5")) == \
        "E7 German Infantry battles E5 US Armor with 2 dice"
    g.play("battle E7 E5")
    assert any(text == "E7 German Infantry battles E5 US Armor: 2 dice"
               for _, text in st.events or []), st.events


def test_in_a_narrow_window_the_map_keeps_the_room_not_the_play_panel(make_window,
                                                                      qtbot) -> None:
    w = open_window(make_window, skirmish())
    assert w.play.start(ask=False)
    dock = dock_of(w)
    # the panel as wide as the editor's right column may leave it, or a person drags it
    w.resizeDocks([dock], [450], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: dock.width() >= 440)
    w.resize(520, 700)
    qtbot.waitUntil(lambda: w.width() == 520)
    qtbot.waitUntil(lambda: dock.width() <= max(dock.minimumSizeHint().width(),
                                                round(520 * w.play.PANEL_SHARE)))
    wait_settled(qtbot, dock.width)  # and it stays so
    assert dock.width() <= max(dock.minimumSizeHint().width(), round(520 * w.play.PANEL_SHARE))
    assert w.canvas.width() > 520 - 440  # the map got more than the panel left it


def test_a_long_decision_wraps_in_the_panel_rather_than_hiding_its_notation(make_window,
                                                                          qtbot) -> None:
    w = open_window(make_window, skirmish())
    assert w.play.start(ask=False)
    w.play.controller.reveal()
    dock = dock_of(w)
    decisions = dock.decisions
    w.resize(520, 700)
    qtbot.waitUntil(lambda: dock.width() <= max(dock.minimumSizeHint().width(), 208))
    widest = max(range(decisions.count()),
                 key=lambda i: decisions.fontMetrics().horizontalAdvance(decisions.item(i).text()))
    text = decisions.item(widest).text()
    assert decisions.fontMetrics().horizontalAdvance(text) > decisions.viewport().width()
    assert decisions.horizontalScrollBar().maximum() == 0  # nothing hidden sideways
    rect = decisions.visualItemRect(decisions.item(widest))
    assert rect.height() > decisions.fontMetrics().lineSpacing() * 1.5  # on two lines


def test_the_decisions_list_shows_every_legal_decision_after_each_one(make_window,
                                                                      qtbot) -> None:
    """The list keeps its rows from one decision to the next and rewrites those that
    changed: after each decision of a game it holds exactly the legal decisions, in order
    (the cards in the hand's order, :func:`in_hand_order`), each row taking its own."""
    from editor.ui.play.hand import in_hand_order
    from editor.ui.play.panel import _ACTION_ROLE, describe

    w = open_window(make_window, load_sample())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=2,
                                     seats=("human", "human")), open_hands=True)
    ctl, dock = w.play.controller, dock_of(w)
    rng = random.Random(8)
    counts = set()
    for _ in range(120):
        s = ctl.session
        if s.over:
            break
        legal = in_hand_order(ctl.legal_for_person())
        rows = [dock.decisions.item(i) for i in range(dock.decisions.count())]
        assert [r.text() for r in rows] == [
            f"{describe(s.state, a)}    [{s.state.notation(a)}]" for a in legal]
        assert [r.data(_ACTION_ROLE) for r in rows] == legal
        counts.add(len(rows))
        ctl.act(rng.choice(legal))
    assert len(counts) > 3  # the list grew and shrank


def test_sandbags_dug_in_over_wire_are_drawn_on_the_play_board(make_window, qtbot) -> None:
    """Dig-In may put sandbags on an infantry unit's hex over wire (docs/GAME.md, Readings),
    and both then apply; the play board showed the wire alone, a hex of the file holding one
    obstacle (RenderOptions.dug_in)."""
    from editor.engine.game.actions import PLAY
    from editor.engine.game.cards import DIG_IN
    from editor.engine.scenario import Piece

    s = skirmish()
    b = Board(s.board_type)
    on_wire, plain = b.parse_hex("e4"), b.parse_hex("f4")
    s.set_hex(on_wire, Hex(obstacle=Piece("wire"), unit=Unit("infus")))
    w = open_window(make_window, s)
    session = PlaySession(w.document.scenario.copy(), seed=1)
    st = session.state
    st.hands[st.active] = [DIG_IN, *st.hands[st.active][1:]]
    st._legal = None
    w.play.start_session(session, open_hands=True)
    assert w.canvas.options().dug_in == frozenset()
    assert w.play.controller.act(Action(PLAY, DIG_IN))
    st = session.state
    assert st.sand[st.S.index[on_wire]] and st.sand[st.S.index[plain]]
    shown = w.play.board.document.scenario
    assert shown.hex(on_wire).obstacle == Piece("wire")  # the file's one obstacle
    assert shown.hex(plain).obstacle == Piece("sand")
    assert w.canvas.options().dug_in == frozenset({on_wire})
    w.play.leave()
    assert w.canvas.options().dug_in == frozenset()


def close_assault() -> Scenario:
    """US armor next to a German infantry unit of two figures (and another behind it): an
    Attack (center) and three "inf" dice eliminate it, and the armor may take ground, then
    overrun."""
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                    cards_player1=4, cards_player2=4, starting="PLAYER2",
                                    victory_player1=4, victory_player2=4))
    b = Board(s.board_type)
    for name, unit in (("E5", Unit("infger", nbr_units=2)), ("F5", Unit("infger")),
                       ("e6", Unit("tankus")), ("f4", Unit("infus"))):
        s.set_hex(b.parse_hex(name), Hex(unit=unit))
    return s


def close_assault_session(seats: tuple[str, str] = ("human", "human"),
                          face: str = "inf",
                          hand: tuple[str, ...] = ("attack-center", "probe-center",
                                                   "probe-left", "probe-right"),
                          hand1: tuple[str, ...] = ("probe-center",) * 4) -> PlaySession:
    """:func:`close_assault` played from the Allies' turn, ``hand`` theirs, ``hand1`` the
    Axis's, every die rolling ``face``."""
    from editor.engine.game import kind_of

    scenario = close_assault()
    game = Game(scenario, dice=ScriptedDice([face] * 40), events=True, undo=True,
                hands=[[kind_of(k) for k in hand1], [kind_of(k) for k in hand]],
                first_player=1)
    return PlaySession(scenario, seed=1, seats=seats, game=game)


def close_assault_with_objective(medals: int) -> Scenario:
    """:func:`close_assault` with f4's infantry on an objective of the Allies, whose victory
    takes ``medals``."""
    import dataclasses

    from editor.engine.scenario import Medal, Tag

    scenario = close_assault()
    b = Board(scenario.board_type)
    scenario.set_hex(b.parse_hex("f4"), Hex(unit=Unit("infus"), tags=(
        Tag("medal2", medal=Medal(side=Side.ALLIES)),)))
    scenario.game_info = dataclasses.replace(scenario.game_info, victory_player2=medals)
    return scenario


#: An Axis hand without Ambush: a close assault is put to the defender, who declines.
NO_AMBUSH_HAND = ("counter-attack", "recon-right", "recon-left", "probe-left")


def test_the_map_tells_the_units_still_to_act_from_those_done(make_window, qtbot) -> None:
    """Found using play mode: after a unit had moved, it looked like the ordered units still
    to move, and in the battles every ordered unit was the same blue while the prompt said
    "1 unit may still battle": which one had to be found by clicking each."""
    from editor.ui.play.board import ACTOR_COLOUR, ORDERED_COLOUR

    w = open_window(make_window, close_assault())
    w.play.start_session(close_assault_session(), open_hands=True)
    session, board = w.play.session, w.play.board
    st = session.state
    do_through_ui(w, qtbot, st.parse("play attack-center"))
    assert st.phase == "moves"
    def tint(name: str) -> str | None:
        return w.canvas.tints.get(st.S.coords[st.S.name.index(name)])

    # both ordered units may move: both drawn as units still to act
    assert tint("e6") == tint("f4") == ORDERED_COLOUR
    do_through_ui(w, qtbot, st.parse("move f4 g4"))
    # f4 moved (now on g4): no longer drawn as a unit still to move; e6, the one unit
    # still to move, is chosen for the player, its reach shown
    assert tint("g4") not in (None, ORDERED_COLOUR, ACTOR_COLOUR)
    assert tint("e6") == ACTOR_COLOUR and board.actor == st.S.name.index("e6")
    assert dock_of(w).message.text() == ("e6: click a shaded hex to move there; Escape "
                                         "lets it go")
    do_through_ui(w, qtbot, st.parse("moves done"))
    assert st.phase == "battles"
    assert tint("g4") == tint("e6") == ORDERED_COLOUR and board.actor == -1
    do_through_ui(w, qtbot, st.parse("battle g4 F5"))
    # g4 has battled: done; e6 may still battle, the one unit left: chosen
    assert st.phase == "battles"
    assert tint("g4") not in (None, ORDERED_COLOUR, ACTOR_COLOUR)
    assert tint("e6") == ACTOR_COLOUR and board.actor == st.S.name.index("e6")


def test_take_ground_and_overrun_are_shown_and_clicked_on_the_map(make_window, qtbot) -> None:
    """Found using play mode: after a close assault emptied the hex, the map showed nothing
    and a click on the hex to take said "nothing to do there now" (take ground was only in
    the decisions list); the Armor Overrun that followed showed no target until the armor
    was clicked, though it is the one unit that may battle."""
    from editor.ui.inspector import MOVE_ONLY_COLOUR, TARGET_COLOUR

    w = open_window(make_window, close_assault())
    w.play.start_session(close_assault_session(), open_hands=True)
    session, board = w.play.session, w.play.board
    st = session.state

    def at(name: str) -> Coord:
        return st.S.coords[st.S.name.index(name)]

    for a in ("play attack-center", "moves done", "battle e6 E5"):
        do_through_ui(w, qtbot, st.parse(a))
    assert st.phase == "take-ground"
    assert w.canvas.tints.get(at("E5")) == MOVE_ONLY_COLOUR  # the hex to take
    click(w.canvas, at("E5"))
    assert st.phase == "overrun" and st.unit_at(st.S.name.index("E5")) >= 0
    # the armor is the one unit that may battle: chosen, its target shown with its dice,
    # and said in the panel
    assert board.actor == st.S.name.index("E5")
    assert dock_of(w).message.text().startswith("E5: click a target (1 in reach")
    assert w.canvas.tints.get(at("F5")) == TARGET_COLOUR and at("F5") in w.canvas.marks
    click(w.canvas, at("F5"))
    assert st.phase != "overrun"


def test_the_click_that_gives_the_last_order_chooses_the_unit(make_window, qtbot) -> None:
    """Found using play mode: a Recon orders one unit; the click on it gave the order and the
    moves began, but the map showed nowhere to go until the unit was clicked a second time.
    The click that ordered it chose it: its reach shows at once."""
    from editor.ui.inspector import MOVE_BATTLE_COLOUR, MOVE_ONLY_COLOUR

    w = open_window(make_window, close_assault())
    w.play.start_session(close_assault_session(hand=("recon-center", "probe-center",
                                                     "probe-left", "probe-right")),
                         open_hands=True)
    st, board = w.play.session.state, w.play.board
    do_through_ui(w, qtbot, st.parse("play recon-center"))
    assert st.phase == "orders"
    e6 = st.S.name.index("e6")
    click(w.canvas, st.S.coords[e6])
    assert st.phase == "moves" and board.actor == e6
    reach = {st.S.name[a.b] for a in w.play.controller.legal_for_person()
             if a.kind == MOVE and a.a == e6}
    assert reach and all(w.canvas.tints.get(st.S.coords[st.S.name.index(n)])
                         in (MOVE_BATTLE_COLOUR, MOVE_ONLY_COLOUR) for n in reach)
    assert dock_of(w).message.text().startswith("e6: click a shaded hex")
    assert dock_of(w).message.text().endswith("Escape lets it go")
    # the player's usual click on the unit, then on where it goes, still works: the click
    # on it keeps it chosen; the next lets it go, as on any unit chosen
    click(w.canvas, st.S.coords[e6])
    assert board.actor == e6
    click(w.canvas, st.S.coords[e6])
    assert board.actor == -1


def test_the_last_unit_to_move_or_battle_is_chosen_for_the_player(make_window,
                                                                  qtbot) -> None:
    """Found using play mode: "Battle: 1 unit may still battle" and the map showed no
    target until that unit was clicked. The one unit left is chosen, its targets shown; the
    usual click on it, then on the target, still battles."""
    from editor.ui.inspector import TARGET_COLOUR

    w = open_window(make_window, close_assault())
    w.play.start_session(close_assault_session(), open_hands=True)
    st, board = w.play.session.state, w.play.board
    for a in ("play attack-center", "moves done", "battle f4 F5"):
        do_through_ui(w, qtbot, st.parse(a))
    assert st.phase == "battles"
    actors = {a.a for a in w.play.controller.legal_for_person() if a.kind == BATTLE}
    assert actors == {st.S.name.index("e6")}
    assert board.actor == st.S.name.index("e6")
    e5 = st.S.coords[st.S.name.index("E5")]
    assert w.canvas.tints.get(e5) == TARGET_COLOUR
    # the panel says so, as after a click on it (the unit outlined, and no word on why)
    assert dock_of(w).message.text().startswith("e6: click a target (2 in reach")
    n = len(w.play.session.steps)
    click(w.canvas, st.S.coords[board.actor])
    assert board.actor == st.S.name.index("e6")
    click(w.canvas, e5)
    assert w.play.session.steps[n].action == st.parse("battle e6 E5")


def test_a_take_ground_declined_by_a_click_on_the_unit(make_window, qtbot) -> None:
    """Holding the hex is the other click: on the unit that would advance."""
    w = open_window(make_window, close_assault())
    w.play.start_session(close_assault_session(), open_hands=True)
    st = w.play.session.state
    for a in ("play attack-center", "moves done", "battle e6 E5"):
        do_through_ui(w, qtbot, st.parse(a))
    assert st.phase == "take-ground"
    click(w.canvas, st.S.coords[st.S.name.index("e6")])
    assert st.phase != "take-ground" and st.unit_at(st.S.name.index("e6")) >= 0


def test_escape_lets_the_unit_go_and_its_hint_with_it(make_window, qtbot) -> None:
    """Found using play mode: Escape let go of the unit chosen, but the panel still said
    "e6: click a shaded hex to move there", about a unit no longer chosen."""
    w = open_window(make_window, close_assault())
    w.play.start_session(close_assault_session(), open_hands=True)
    st = w.play.session.state
    do_through_ui(w, qtbot, st.parse("play attack-center"))
    click(w.canvas, st.S.coords[st.S.name.index("e6")])
    assert w.play.board.actor >= 0 and dock_of(w).message.text().startswith("e6")
    w.canvas.setFocus()
    qtbot.keyClick(w.canvas, Qt.Key.Key_Escape)
    assert w.play.board.actor == -1
    assert dock_of(w).message.text() == ""
    # nor does the hint stay once the unit has moved: the one left to move, f4, is chosen
    # for the player, and the hint is its own
    do_through_ui(w, qtbot, st.parse("move e6 d4"))
    assert st.phase == "moves" and w.play.board.actor == st.S.name.index("f4")
    assert dock_of(w).message.text().startswith("f4: ")


def three_to_move(make_window, qtbot):  # type: ignore[no-untyped-def]
    """The close assault with a third US infantry unit (g4), the three ordered by an
    Attack (center), none chosen: the moves begin."""
    from editor.engine.game import kind_of

    scenario = close_assault()
    scenario.set_hex(Board(scenario.board_type).parse_hex("g4"), Hex(unit=Unit("infus")))
    w = open_window(make_window, scenario)
    game = Game(scenario, dice=ScriptedDice(["inf"] * 40), events=True, undo=True,
                hands=[[kind_of("probe-center")] * 4,
                       [kind_of(k) for k in ("attack-center", "probe-center", "probe-left",
                                             "probe-right")]],
                first_player=1)
    w.play.start_session(PlaySession(scenario, seed=1, game=game), open_hands=True)
    st = w.play.session.state
    do_through_ui(w, qtbot, st.parse("play attack-center"))
    for name in ("e6", "f4", "g4"):
        click(w.canvas, st.S.coords[st.S.name.index(name)])
    assert st.phase == "moves"
    w.play.board.let_go()  # (the last order's click chose g4)
    return w


def test_the_hint_goes_with_a_unit_the_game_lets_go(make_window, qtbot) -> None:
    """Found by the play walkthrough: a unit chosen on the map whose move was then taken
    from the decisions list (Enter, a double-click) was let go, and the panel went on
    saying "g2: click a shaded hex to move there"; so it did after Ctrl+Z, of the unit the
    undone move had left alone to move, no longer chosen."""
    w = three_to_move(make_window, qtbot)
    st, board, dock = w.play.session.state, w.play.board, dock_of(w)
    click(w.canvas, st.S.coords[st.S.name.index("e6")])
    assert dock.message.text().startswith("e6: click a shaded hex")
    # the move taken in the list, narrowed to e6's: two units are left to move, none chosen
    move = st.parse("move e6 d4")
    dock.decisions.setCurrentRow(next(i for i in range(dock.decisions.count())
                                      if dock.decisions.item(i).data(
                                          Qt.ItemDataRole.UserRole) == move))
    dock.decisions.setFocus()
    qtbot.keyClick(dock.decisions, Qt.Key.Key_Return)
    assert st.unit_at(st.S.name.index("d4")) >= 0 and board.actor == -1
    assert dock.message.text() == ""
    # f4 moves: g4 is left alone to move, chosen for the player with its hint; Ctrl+Z
    # takes f4's move back, and g4 is no longer chosen, nor its hint said
    do_through_ui(w, qtbot, next(a for a in w.play.controller.legal_for_person()
                                 if a.kind == MOVE and a.a == st.S.name.index("f4")))
    assert board.actor == st.S.name.index("g4") and dock.message.text().startswith("g4: ")
    w.play.command("undo")
    assert board.actor == -1 and dock.message.text() == ""


def test_after_the_ai_s_turn_the_panel_says_what_it_did(make_window, qtbot) -> None:
    """Found using play mode: the AI's whole turn went by in a few seconds and the person's
    turn began with the panel silent: what card the AI had played, and what it did with
    it, had to be scrolled for in the four lines of the turn log."""
    w = open_window(make_window, close_assault())
    # every die a star: the AI's battles hit nothing, and the game goes on
    w.play.start_session(close_assault_session(("human", "greedy"), face="star"))
    ctl, session = w.play.controller, w.play.session
    ctl.set_speed("fast")
    qtbot.waitUntil(lambda: session.human_to_move, timeout=20_000)
    st = session.state
    assert st.turn == 2  # (Axis's one card, Probe (center), was played and its orders given)
    played = next(t for turn, t in st.events if turn == 1 and " plays " in t)
    card = played.split(" plays ", 1)[1]
    text = dock_of(w).message.text()
    assert "Allies (player 2, AI)" in text and card in text, text
    assert "battle" in text, text  # its battle, and what it did, in a word
    # the person's own first decision: the summary gives way to the person's step
    do_through_ui(w, qtbot, session.legal_actions()[-1])
    assert card not in dock_of(w).message.text()


def test_the_ai_s_turn_counts_as_moved_the_units_moved_and_those_that_exit() -> None:
    """The summary of the AI's turn counts each unit the account moves, and a unit that
    leaves the board through an exit hex; an airplane or a rescued unit that leaves the
    board is no unit moved (the leftovers3 audit's words; found by the mut7 audit: no
    test said how many units moved)."""
    from editor.io.m44 import load
    from editor.ui.play.panel import ai_turn_summary

    class Controller:  # what the summary reads of the play controller
        def __init__(self, session: PlaySession) -> None:
            self.session = session

        def side_name(self, player: int, seat: bool = False) -> str:
            return f"Player {player + 1}"

    s = PlaySession(load(SCENARIOS[0]).scenario, seed=3, seats=("greedy", "human"))
    person = RandomPlayer(1)
    while s.state.turn < 2 or not s.human_to_move or s.steps[-1].player == 1:
        if s.human_to_move:
            s.apply(person.choose(s.state.copy(), s.legal_actions()))
        else:
            s.ai_move()
    turn = s.steps[-1].turn
    events = s.state.events
    assert events is not None
    moves = sum(1 for t, text in events if t == turn and " moves to " in text)
    assert moves >= 2
    assert f": {moves} units moved, " in ai_turn_summary(Controller(s))
    events += [(turn, "b6 German Infantry leaves the board through an exit hex: Axis "
                      "(player 1) wins a medal"),
               (turn, "a1 German Fighter was not ordered: it leaves the board (keep 'em "
                      "flying, no medal)"),
               (turn, "c2 US Infantry is rescued by c3 German Storch: it leaves the board "
                      "(no medal)")]
    assert f": {moves + 1} units moved, " in ai_turn_summary(Controller(s))


@pytest.mark.parametrize(("card", "face", "said"), [
    ("barrage", "inf", "1 unit targeted"),
    ("air-power", "star", "unit targeted"),
    ("dig-in", "star", "units dug in"),
])
def test_the_ai_s_turn_says_what_a_card_without_moves_or_battles_did(
        make_window, qtbot, card: str, face: str, said: str) -> None:
    """Found using play mode: after the AI's Barrage or Air Power had hit the person's units,
    or its Dig-In had put sandbags round three units, the panel said "0 units moved, 0
    battles": what the card did had to be read in the turn log."""
    from editor.engine.game import kind_of

    scenario = close_assault()
    b = Board(scenario.board_type)
    for name in ("B5", "C5", "H5", "I5"):  # more infantry than Dig-In orders: a choice
        scenario.set_hex(b.parse_hex(name), Hex(unit=Unit("infger")))
    w = open_window(make_window, scenario)
    game = Game(scenario, dice=ScriptedDice([face] * 40), events=True, undo=True,
                hands=[[kind_of(card)] * 4,
                       [kind_of(k) for k in ("probe-center", "probe-left", "probe-right",
                                             "attack-center")]],
                deck=[kind_of("recon-left")] * 20, first_player=0)
    w.play.start_session(PlaySession(scenario, seed=1, seats=("greedy", "human"), game=game))
    ctl, session = w.play.controller, w.play.session
    ctl.set_speed("fast")
    qtbot.waitUntil(lambda: session.human_to_move and session.state.turn == 2, timeout=20_000)
    text = dock_of(w).message.text()
    assert text.startswith(f"Axis (player 1, AI) played {KINDS[kind_of(card)].title}: "), text
    assert said in text, text
    assert "0 units moved" not in text and "0 battles" not in text, text


def test_the_end_says_a_victory_won_on_objectives_and_where_the_medals_came_from(
        make_window, qtbot) -> None:
    """Found using play mode: a game won with the medal of an objective held ended on
    "wins: 2 medals (needed 2)" and "Allies: 2 of 2 medals", as if two units had fallen:
    that the objective made the victory was said nowhere."""

    from editor.engine.game import kind_of
    from editor.engine.game.actions import DONE_KINDS

    # f4's infantry holds an objective of the Allies from the start: one medal of two
    scenario = close_assault_with_objective(2)
    w = open_window(make_window, scenario)
    game = Game(scenario, dice=ScriptedDice(["inf"] * 40), events=True, undo=True,
                hands=[[kind_of(k) for k in ("probe-center",) * 4],
                       [kind_of(k) for k in ("attack-center", "probe-center", "probe-left",
                                             "probe-right")]],
                deck=[kind_of("recon-left")] * 20, first_player=1)
    w.play.start_session(PlaySession(scenario, seed=1, game=game), open_hands=True)
    session = w.play.session
    assert session.state.medals(1) == 1  # the objective's
    # the armor on e6 eliminates the two figures on E5: the unit's medal, the second
    st = session.state
    wanted = [st.parse(t) for t in ("play attack-center", "order e6", "battle e6 E5")]
    for _ in range(10):
        if session.over:
            break
        legal = session.legal_actions()
        do_through_ui(w, qtbot, next(a for a in wanted + legal
                                     if a in legal and (a in wanted or a.kind in DONE_KINDS)))
    assert session.over and session.result().how == "objectives"
    qtbot.waitUntil(lambda: w.play.end_box is not None)
    end = w.play.end_box
    title = end.findChild(type(dock_of(w).turn_label), "playEndTitle").text()
    medals = end.findChild(type(dock_of(w).turn_label), "playEndMedals").text()
    assert title.startswith("Allies (player 2, Human) wins on objectives: 2 medals"), title
    assert "Allies: 2 of 2 medals (1 for units eliminated, 1 for objectives held)" in medals
    assert "Axis: 0 of 4 medals\n" in medals  # no medal: nothing to say of where from


def test_the_medal_track_says_an_objective_s_medal_while_it_is_held(make_window,
                                                                      qtbot) -> None:
    """Found by the play walkthrough: the Axis held a bridge for a turn, its track showed a
    medal, then none, with no word on why: an objective's medal comes and goes as it is held
    and lost. The track (and its side's name) says where the medals come from, as the end
    dialog does."""


    scenario = close_assault_with_objective(3)
    w = open_window(make_window, scenario)
    w.play.start_session(PlaySession(scenario, seed=1))
    dock = dock_of(w)
    (axis_name, axis), (allies_name, allies) = dock.tracks
    assert allies.toolTip() == "1 of 3 medals (1 for objectives held)"
    assert allies.accessibleName() == allies_name.toolTip() == allies.toolTip()
    assert axis.toolTip() == "0 of 4 medals" and axis_name.toolTip() == axis.toolTip()


def test_the_status_line_counts_a_unit_s_last_figure_in_the_singular(make_window,
                                                                      qtbot) -> None:
    """Found using play mode: the mouse on a unit left with one figure, the status bar read
    "US Armor (1 figures)"."""
    from editor.engine.game import kind_of

    w = open_window(make_window, close_assault())
    # one hit of the armor's three dice on E5's two figures
    game = Game(close_assault(), dice=ScriptedDice(["inf"] + ["star"] * 40), events=True,
                undo=True, hands=[[kind_of("probe-center")] * 4,
                                  [kind_of(k) for k in ("attack-center", "probe-center",
                                                        "probe-left", "probe-right")]],
                first_player=1)
    w.play.start_session(PlaySession(close_assault(), seed=1, game=game), open_hands=True)
    session = w.play.session
    st = session.state
    e5 = st.S.coords[st.S.name.index("E5")]
    w.canvas.hexHovered.emit(e5)
    assert w.hex_status.text().endswith("German Infantry (2 figures)"), w.hex_status.text()
    for text in ("play attack-center", "moves done", "battle e6 E5"):
        do_through_ui(w, qtbot, st.parse(text))
    assert "E5 German Infantry loses 1 figure, 1 left" in [t for _turn, t in st.events]
    w.canvas.hexHovered.emit(e5)
    assert w.hex_status.text().endswith("German Infantry (1 figure)"), w.hex_status.text()


def test_infantry_assaults_section_is_chosen_by_a_click_on_the_map(make_window, qtbot) -> None:
    """Found using play mode: with Infantry Assault played, a click in the section wanted
    said "nothing to do there now": the section was chosen in the decisions list only.
    A click on a hex of one section chooses it; a hex on a section line says to click
    within one."""
    from editor.engine.game.actions import PLAY, SECTION
    from editor.engine.game.cards import INFANTRY_ASSAULT

    w = open_window(make_window, load_sample())
    session = next(s for s in (PlaySession(w.document.scenario.copy(), seed=seed)
                               for seed in range(300))
                   if Action(PLAY, INFANTRY_ASSAULT) in s.legal_actions())
    w.play.start_session(session, open_hands=True)
    assert w.play.controller.act(Action(PLAY, INFANTRY_ASSAULT))
    st = session.state
    assert st.phase == "section"
    sm = st.S.secmask[st.active]
    line = next(h for h in range(st.S.n) if bin(sm[h]).count("1") > 1)
    click(w.canvas, st.S.coords[line])
    assert st.phase == "section" and "section" in dock_of(w).message.text()
    want = max(st.sections)
    inside = next(h for h in range(st.S.n) if sm[h] == 1 << want)
    n = len(session.steps)
    click(w.canvas, st.S.coords[inside])
    assert session.steps[n].action == Action(SECTION, want)


def test_the_hand_starts_on_a_card_that_can_be_played(make_window, qtbot) -> None:
    """Found using play mode: a hand holding Ambush (first by its title, and never played
    in one's own turn) opened on it, while the decisions list was on another card: Enter
    in the hand said why Ambush could not be played."""
    w = open_window(make_window, close_assault())
    w.play.start_session(close_assault_session(hand=("ambush", "attack-center",
                                                     "probe-left", "probe-right")),
                         open_hands=True)
    dock, session = dock_of(w), w.play.session
    assert dock.hand.item(0).text() == "Ambush"
    card = dock.hand.currentItem().data(Qt.ItemDataRole.UserRole)
    assert card in session.legal_actions()
    assert dock.decisions.currentItem().data(Qt.ItemDataRole.UserRole) == card
    dock.hand.setFocus()
    qtbot.keyClick(dock.hand, Qt.Key.Key_Return)
    assert session.steps and session.steps[-1].action == card


def wire_session(enemy: str, hand: tuple[str, ...] = ("probe-center", "attack-center",
                                                       "recon-center", "probe-left"),
                 unit: str = "infus") -> PlaySession:
    """US infantry (or ``unit``) on wire (e6), a German infantry unit on ``enemy``; every
    die a star."""
    from editor.engine.game import kind_of
    from editor.engine.scenario import Piece

    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                    cards_player1=4, cards_player2=4, starting="PLAYER2",
                                    victory_player1=4, victory_player2=4))
    b = Board(s.board_type)
    s.set_hex(b.parse_hex(enemy), Hex(unit=Unit("infger")))
    s.set_hex(b.parse_hex("e6"), Hex(obstacle=Piece("wire"), unit=Unit(unit)))
    game = Game(s, dice=ScriptedDice(["star"] * 20), events=True, undo=True, first_player=1,
                hands=[[kind_of(k) for k in ("probe-left", "probe-right", "attack-left",
                                             "attack-right")],
                       [kind_of(k) for k in hand]])
    return PlaySession(s, seed=1, game=game)


def test_removing_the_wire_is_worded_and_its_unit_chosen_on_the_map(make_window,
                                                                    qtbot) -> None:
    """Found using play mode (Oyster Green's beach): a unit on wire whose one battle left
    was to remove the wire looked done on the map, a click on it said nothing could be
    done there, and the decisions list offered it in notation only ("clear e6")."""
    from editor.engine.game.actions import CLEAR
    from editor.ui.play.board import ACTOR_COLOUR
    from editor.ui.play.panel import describe

    for enemy, battles in (("E5", True), ("A1", False)):
        w = open_window(make_window, Scenario())
        w.play.start_session(wire_session(enemy), open_hands=True)
        st, board, dock = w.play.session.state, w.play.board, dock_of(w)
        for a in ("play probe-center", "moves done"):
            do_through_ui(w, qtbot, st.parse(a))
        assert st.phase == "battles"
        clear = st.parse("clear e6")
        assert clear.kind == CLEAR and clear in w.play.session.legal_actions()
        assert (Action(BATTLE, clear.a, st.S.name.index("E5"))
                in w.play.session.legal_actions()) == battles
        assert "wire" in describe(st, clear)
        e6 = st.S.coords[clear.a]
        # still to act: the one unit that may, chosen for the player
        assert w.canvas.tints.get(e6) == ACTOR_COLOUR
        click(w.canvas, e6)
        assert board.actor == clear.a and "wire" in dock.message.text()
        w.play.leave()


def test_armor_removing_the_wire_is_said_to_battle_still(make_window, qtbot) -> None:
    """Found using play mode (Ice of the Chornaya): the decisions list offered "d10 Soviet
    Elite Armor removes the wire from its hex (instead of battling)", and the map's hint
    said so too, while the rules (and the engine) have armor remove the wire and battle."""
    from editor.ui.play.panel import describe

    for unit, then in (("tankus", "and may still battle"), ("infus", "instead of battling")):
        w = open_window(make_window, Scenario())
        w.play.start_session(wire_session("E5", unit=unit), open_hands=True)
        session, dock = w.play.session, dock_of(w)
        st = session.state
        for a in ("play probe-center", "moves done"):
            do_through_ui(w, qtbot, st.parse(a))
        clear = st.parse("clear e6")
        assert f"removes the wire from its hex ({then})" in describe(st, clear)
        click(w.canvas, st.S.coords[clear.a])
        assert f"removing the wire from its hex ({then})" in dock.message.text()
        do_through_ui(w, qtbot, clear)
        # what was said is what the game does: the armor's battle is still to take
        battle = Action(BATTLE, clear.a, st.S.name.index("E5"))
        assert (battle in session.legal_actions()) == (unit == "tankus")
        w.play.leave()


def test_an_ambush_against_the_ai_is_shown_on_the_map_and_played_from_the_hand(
        make_window, qtbot) -> None:
    """Found using play mode: when the AI's unit close-assaulted the person's, the map did
    not show which two units, and the Ambush card stood greyed in the hand (Enter on it
    said it could not be played) while "Play Ambush now" waited in the decisions list."""
    from editor.engine.game import kind_of
    from editor.engine.game.actions import AMBUSH
    from editor.ui.inspector import TARGET_COLOUR
    from editor.ui.play.board import ACTOR_COLOUR

    scenario = close_assault()
    game = Game(scenario, dice=ScriptedDice(["star"] * 40), events=True, undo=True,
                first_player=1,
                hands=[[kind_of(k) for k in ("ambush", "probe-left", "probe-right",
                                             "attack-left")],
                       [kind_of(k) for k in ("attack-center", "probe-center", "probe-left",
                                             "probe-right")]])
    w = open_window(make_window, scenario)
    w.play.start_session(PlaySession(scenario, seed=1, seats=("human", "greedy"), game=game))
    session, dock = w.play.session, dock_of(w)
    w.play.controller.set_speed("fast")
    qtbot.waitUntil(lambda: session.human_to_move, timeout=20_000)
    st = session.state
    assert st.phase == "ambush"
    assert w.canvas.tints[st.S.coords[st.upos[st.b_att]]] == ACTOR_COLOUR
    assert w.canvas.tints[st.S.coords[st.upos[st.b_tgt]]] == TARGET_COLOUR
    row = next(i for i in range(dock.hand.count()) if dock.hand.item(i).text() == "Ambush")
    assert dock.hand.currentRow() == row
    dock.hand.setFocus()
    qtbot.keyClick(dock.hand, Qt.Key.Key_Return)
    assert session.steps[-1].action == Action(AMBUSH)


def test_hot_seat_dice_at_the_table_after_an_ambush_hide_the_ambushers_hand(
        make_window, qtbot) -> None:
    """Found using play mode (hot-seat, real dice): the Axis player took the seat to play
    Ambush and typed its faces; then the Allies player typed the faces of the attack that
    went on, with the Axis hand ("Counter-Attack, Recon (right), Recon (right)") still on
    the screen."""
    from editor.engine.game import kind_of
    from editor.engine.game.actions import AMBUSH
    from editor.engine.game.session import TypedDice

    scenario = close_assault()
    game = Game(scenario, dice=TypedDice(1), events=True, undo=True, first_player=1,
                hands=[[kind_of(k) for k in ("ambush", "counter-attack", "recon-right",
                                             "recon-left")],
                       [kind_of(k) for k in ("attack-center", "probe-center", "probe-left",
                                             "probe-right")]])
    w = open_window(make_window, scenario)
    w.play.start_session(PlaySession(scenario, seed=1, physical=True, game=game))
    session, dock = w.play.session, dock_of(w)
    st = session.state
    for text in ("play attack-center", "moves done", "battle e6 E5", "ambush"):
        do_through_ui(w, qtbot, st.parse(text))
    assert session.steps[-1].action == Action(AMBUSH) and session.pending_roll
    # the Axis player's own Ambush roll: typed with the Axis player at the screen
    dock.dice_entry.setText(" ".join(["star"] * session.pending_roll))
    qtbot.keyClick(dock.dice_entry, Qt.Key.Key_Return)
    assert session.pending_roll and st.active == 1  # the Allies' attack goes on: its dice
    hand = [dock.hand.item(i).text() for i in range(dock.hand.count())]
    assert hand == ["3 cards, face down"], hand
    assert not any("Counter-Attack" in t for t in hand)


def test_a_game_saved_while_a_close_assault_is_put_to_its_defender_keeps_it(
        make_window, qtbot, tmp_path, monkeypatch) -> None:
    """Found by the replay audit: saved while a close assault was held for its defender's
    answer on Ambush (hot-seat, the defender without the card: the engine never saw it),
    the game reopened before the assault, the attacker free to declare another one. The
    saved game keeps the held assault (``"held"``, an extra key of the log): opened again,
    the seat passes to the defender, asked as before, and the battle then goes on as
    declared; `m44 replay` reads the log as it did."""
    from editor.cli import main as m44

    w = open_window(make_window, close_assault())
    w.play.start_session(close_assault_session(hand1=NO_AMBUSH_HAND))
    session, ctl = w.play.session, w.play.controller
    st = session.state
    for text in ("play attack-center", "moves done"):
        do_through_ui(w, qtbot, st.parse(text))
    steps = len(session.steps)
    battle = st.parse("battle e6 E5")
    do_through_ui(w, qtbot, battle)
    assert ctl.asking == (battle, 0)
    path = tmp_path / "held.m44game"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    assert w.play.save_game()
    assert json.loads(path.read_text("utf-8"))["held"] == "battle e6 E5"
    assert m44(["replay", str(path)]) == 0
    w.play.leave()
    assert w.play.open_game(path)
    ctl = w.play.controller
    session = w.play.session
    assert ctl.asking == (battle, 0) and len(session.steps) == steps
    assert ctl.seat_hidden() and "Axis (player 1)" in dock_of(w).seat_label.text()
    qtbot.mouseClick(dock_of(w).seat_button, Qt.MouseButton.LeftButton)
    do_through_ui(w, qtbot, Action(NO_AMBUSH))
    assert ctl.asking is None and session.steps[steps].action == battle
    # the held assault answered: a save holds no "held" any more
    assert w.play.save_game() and "held" not in json.loads(path.read_text("utf-8"))


def test_a_close_assault_held_since_the_last_copy_of_the_game_kept_is_written_to_it(
        make_window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The close assault held for its defender's answer is no decision of the game (the
    engine never saw it): held since the game's copy in the recovery folder was written,
    the copy is written again with it, as Save Game would write the game, so that a game
    recovered holds it again. Found by the mut7 audit (no test wrote a copy before and
    after a hold)."""
    from editor.ui.recovery import RecoveryStore

    folder = tmp_path / "kept"
    w = make_window(Document(close_assault()), recovery=RecoveryStore(folder))
    w.findings.refresh_now()
    w.play.start_session(close_assault_session(hand1=NO_AMBUSH_HAND))
    st = w.play.session.state
    for text in ("play attack-center", "moves done"):
        do_through_ui(w, qtbot, st.parse(text))
    assert w.play.autosave_game()
    do_through_ui(w, qtbot, st.parse("battle e6 E5"))
    assert w.play.controller.asking is not None
    assert w.play.autosave_game()
    (kept,) = folder.glob("*.m44game")
    assert json.loads(kept.read_text("utf-8"))["held"] == "battle e6 E5"


def test_hot_seat_puts_every_close_assault_to_the_defender_ambush_or_not(make_window, qtbot
                                                                          ) -> None:
    """The seat passed to the defender of a close assault only when Ambush was in their
    hand, so the attacker learnt it was (found by the play mode audit). Every close assault
    that Ambush could answer now passes the seat to the defender, who without the card
    declines; the battle then goes on as declared, and nothing of it is in the record."""

    scenario = close_assault()
    w = open_window(make_window, scenario)
    w.play.start_session(close_assault_session(hand1=NO_AMBUSH_HAND))
    session, dock, ctl = w.play.session, dock_of(w), w.play.controller
    st = session.state
    for text in ("play attack-center", "moves done"):
        do_through_ui(w, qtbot, st.parse(text))
    steps = len(session.steps)
    battle = st.parse("battle e6 E5")
    assert battle.kind == BATTLE
    do_through_ui(w, qtbot, battle)
    assert ctl.asking == (battle, 0)
    ctl.undo()  # a held close assault is simply dropped: the engine never saw it
    assert ctl.asking is None and len(session.steps) == steps and not ctl.seat_hidden()
    do_through_ui(w, qtbot, battle)
    # held: the seat passes to the Axis player, asked as if the card might be there
    assert len(session.steps) == steps and ctl.asking == (battle, 0)
    assert ctl.seat_hidden() and dock.hand_stack.currentIndex() == 1
    assert "Axis (player 1)" in dock.seat_label.text()
    qtbot.mouseClick(dock.seat_button, Qt.MouseButton.LeftButton)
    assert ctl.legal_for_person() == [Action(NO_AMBUSH)]
    assert "close-assaults your E5: you hold no Ambush" in dock.prompt.text()
    advice: list[object] = []  # Ask the AI advises the defender, not the attacker
    ctl.advised.connect(advice.append)
    ctl.advise()
    assert advice == [Action(NO_AMBUSH)]
    hand = [dock.hand.item(i).text() for i in range(dock.hand.count())]
    assert "Counter-Attack" in hand[0]  # the defender's own hand, as the engine's ask shows
    do_through_ui(w, qtbot, Action(NO_AMBUSH))
    # the battle as declared, and the seat back to the Allies player
    assert ctl.asking is None and session.steps[steps].action == battle
    assert len(session.steps) == steps + 1 and ctl.seat_hidden()
    assert "Allies (player 2)" in dock.seat_label.text()


def test_the_unit_that_retreats_is_marked_with_its_retreat_hexes(make_window, qtbot) -> None:
    """Found using play mode: the retreat hexes were shaded, but not the unit retreating
    (among the attacker's blue units, two hexes away from its choices after two flags)."""
    from editor.engine.game import kind_of
    from editor.ui.play.board import RETREAT_COLOUR, RETREATING_COLOUR

    scenario = close_assault()
    game = Game(scenario, dice=ScriptedDice(["flag"] * 40), events=True, undo=True,
                first_player=1,
                hands=[[kind_of(k) for k in ("probe-left", "probe-right", "attack-left",
                                             "attack-right")],
                       [kind_of(k) for k in ("attack-center", "probe-center", "probe-left",
                                             "probe-right")]])
    w = open_window(make_window, scenario)
    w.play.start_session(PlaySession(scenario, seed=1, game=game), open_hands=True)
    st = w.play.session.state
    for a in ("play attack-center", "moves done", "battle f4 F5"):
        do_through_ui(w, qtbot, st.parse(a))
    assert st.phase == "retreat"
    tints = w.canvas.tints
    assert tints[st.S.coords[st.upos[st.r_unit]]] == RETREATING_COLOUR
    assert all(tints[st.S.coords[h]] == RETREAT_COLOUR for h, _lost in st.r_ends)


def test_the_roll_s_caption_is_never_cut_at_the_top_or_bottom(qtbot) -> None:
    """Found using play mode at 1366x768: after an overrun the caption beside the dice
    (the battle, its result, the ground taken) wrapped to five lines in a row of three,
    its first and last lines cut in half. Each line is broken into rows by the caption
    itself, and the caption is as high as its rows (at least three; the whole text in the
    tooltip)."""
    from editor.ui.play.dice import DiceRow

    row = DiceRow()
    qtbot.addWidget(row)
    text = ("e6 US Armor battles E5 German Infantry in close assault: 3 dice\n"
            "E5 German Infantry is eliminated\ne6 US Armor takes ground at E5")
    row.resize(360, 40)
    row.show()
    row.show_roll((0, 0, 1), text)
    qtbot.waitExposed(row)
    cap = row.caption
    lines = cap.text().split("\n")
    assert len(lines) == 4 and lines[2] == "E5 German Infantry is eliminated"
    fm = cap.fontMetrics()
    assert all(fm.horizontalAdvance(t) <= cap.width() for t in lines), (lines, cap.width())
    assert " ".join(lines[:2]) == text.split("\n")[0]  # the first line whole, in two rows
    assert row.minimumSizeHint().height() >= 4 * fm.lineSpacing()
    assert cap.height() >= 4 * fm.lineSpacing()
    assert cap.toolTip() == text
    row.resize(900, 40)
    QApplication.processEvents()
    assert cap.text() == text  # room enough: nothing shortened


def test_back_to_editing_the_map_is_fitted_again_as_it_was(make_window, qtbot) -> None:
    """Found using play mode: a scenario shown whole (the zoom following the window) came
    back from a game at the play view's zoom, larger, with scroll bars: the first click of
    the game had made the play view's zoom the user's. Back to editing the view is the one
    left, the map fitted again."""
    w = open_window(make_window, skirmish())
    w.resize(1300, 800)
    wait_settled(qtbot, lambda: map_view(w))
    assert w.canvas.auto_fit
    fitted = w.canvas.zoom
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=1))
    wait_settled(qtbot, lambda: map_view(w))
    assert w.canvas.zoom != fitted  # the play view is larger: fitted larger
    click(w.canvas, w.play.session.state.S.coords[0])  # a click on the map in play
    assert not w.canvas.auto_fit
    played = w.canvas.zoom
    w.play.leave()
    wait_settled(qtbot, lambda: map_view(w))
    assert w.canvas.auto_fit and w.canvas.zoom < played
    back = w.canvas.zoom
    w.canvas.fit_to_window(readable=True)
    assert w.canvas.zoom == back  # fitted to the editing view


def test_the_findings_hexes_are_not_drawn_on_the_game_and_come_back_after_it(make_window,
                                                                             qtbot) -> None:
    """Found using play mode (Ice of the Chornaya): the scenario's checks ended after the
    game had begun, and the hexes their findings name (the frozen river and marsh, infos)
    were drawn on the game's board in the blue of the units ordered; and back to editing,
    the findings' hexes were no longer shown at all. (Infos are no longer shaded at all: a
    winter forest on the beach board, a warning, is.)"""
    from editor.engine.scenario import Piece
    from editor.io.m44 import load

    s = load([p for p in SCENARIOS if "oyster" in p.name][0]).scenario
    free = next(c for c in s.board.coords if c not in s.hexes)
    s.set_hex(free, Hex(terrain=Piece("wforest")))
    w = open_window(make_window, s)
    edited = dict(w.canvas.highlights)
    assert free in edited  # the winter forest's warning
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=1))
    assert not w.canvas.highlights
    w.findings.refresh_now()  # the checks end (again) while the game is on
    QApplication.processEvents()
    assert not w.canvas.highlights
    w.play.leave()
    QApplication.processEvents()
    assert dict(w.canvas.highlights) == edited


def test_the_ai_s_decisions_are_said_in_words(make_window, qtbot) -> None:
    """Found using play mode: each decision of the AI was said in the status bar in the
    engine's notation ("Allies (player 2, AI): battle d4 E5"), not in the words of the
    decisions list."""
    w = open_window(make_window, close_assault())
    w.play.start_session(close_assault_session(("human", "greedy"), face="star"))
    said: list[str] = []
    w.play.controller.message.connect(said.append)
    w.play.controller.set_speed("fast")
    qtbot.waitUntil(lambda: w.play.session.human_to_move, timeout=20_000)
    assert any(t.startswith("Allies (player 2, AI): Play Attack (center)") for t in said), said
    assert any(" battles E5 German Infantry with " in t for t in said), said


def test_counter_attack_says_and_shades_the_card_it_repeats(make_window, qtbot) -> None:
    """Found using play mode: "Play Counter-Attack" in the decisions list did not say which
    card it would repeat, and looking at it in the hand shaded no section, though it orders
    as the opponent's last card (left and right swapped)."""
    from editor.engine.game import kind_of
    from editor.engine.game.actions import PLAY
    from editor.engine.game.cards import COUNTER_ATTACK, mirrored
    from editor.ui.play.board import section_hexes
    from editor.ui.play.panel import describe

    scenario = close_assault()
    game = Game(scenario, dice=ScriptedDice(["star"] * 40), events=True, undo=True,
                first_player=0,
                hands=[[kind_of(k) for k in ("attack-left", "probe-left", "probe-right",
                                             "recon-left")],
                       [kind_of(k) for k in ("counter-attack", "probe-center",
                                             "attack-center", "probe-right")]])
    w = open_window(make_window, scenario)
    w.play.start_session(PlaySession(scenario, seed=1, game=game), open_hands=True)
    session, dock, board = w.play.session, dock_of(w), w.play.board
    st = session.state
    for a in ("play attack-left", "orders done"):
        if a in [st.notation(x) for x in session.legal_actions()]:
            do_through_ui(w, qtbot, st.parse(a))
    qtbot.waitUntil(lambda: st.active == 1 and st.phase == "card")
    counter = Action(PLAY, COUNTER_ATTACK)
    assert "as Attack (right)" in describe(st, counter), describe(st, counter)
    row = next(i for i in range(dock.hand.count())
               if dock.hand.item(i).data(Qt.ItemDataRole.UserRole) == counter)
    # the hand says it too (found using play mode: it read "Counter-Attack" alone there)
    assert dock.hand.item(row).text().startswith("Counter-Attack (as Attack (right)"), \
        dock.hand.item(row).text()
    dock.hand.setCurrentRow(row)
    shaded = {st.S.index[c] for c in w.canvas.zone}
    assert board.card_preview == COUNTER_ATTACK
    assert shaded and shaded == section_hexes(st, mirrored(kind_of("attack-left")), 1)


def test_the_start_dialog_says_what_each_ai_is(qtbot) -> None:
    """Found using play mode: the seats offered "AI: greedy", "AI: random" and "AI:
    search" with nothing to say which plays best, or how."""
    from editor.ui.play.dialogs import StartDialog

    dialog = StartDialog((Side.AXIS, Side.ALLIES))
    qtbot.addWidget(dialog)
    box = dialog.seat_boxes[0]
    tips = {box.itemData(i): box.itemData(i, Qt.ItemDataRole.ToolTipRole)
            for i in range(box.count())}
    assert all(tips.values()), tips
    assert "strongest" in tips["search"] and "random" in tips["random"]
    # the closed list says it too, without a tooltip
    names = {box.itemData(i): box.itemText(i) for i in range(box.count())}
    assert names["search"] == "AI: search (strongest)" and names["human"] == "Human"
    assert names["greedy"] == "AI: greedy (quick)"


def test_the_play_panel_s_alt_keys_are_its_own(make_window, qtbot) -> None:
    """Found using play mode: Alt+S, the "AI speed" label's key, opened the Scenario menu
    instead: each letter underlined in the play panel is now one that no menu of the
    window, nor another of its widgets, uses."""
    import re as _re

    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel

    w = open_window(make_window, skirmish())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=1,
                                     seats=("human", "greedy")))
    menus = [_re.search(r"&(\w)", a.text()) for a in w.menuBar().actions()]
    taken = {m.group(1).lower() for m in menus if m}
    keys: dict[str, str] = {}
    dock = dock_of(w)
    for widget in dock.findChildren(QWidget):
        if isinstance(widget, QGroupBox):
            text = widget.title()
        elif isinstance(widget, (QLabel, QAbstractButton)):
            text = widget.text()
        else:
            continue
        m = _re.search(r"&(\w)", text.replace("&&", ""))
        if m is None or (isinstance(widget, QLabel) and widget.buddy() is None):
            continue
        key = m.group(1).lower()
        assert key not in taken, f"Alt+{key.upper()}: {text!r} and a menu"
        assert key not in keys, f"Alt+{key.upper()}: {text!r} and {keys[key]!r}"
        keys[key] = text


def test_the_play_buttons_tooltips_name_their_keys(make_window, qtbot) -> None:
    """Found using play mode: the Pause button's tooltip said Ctrl+P, but the key that
    pauses the AI is Ctrl+Shift+P (Ctrl+P did nothing)."""
    w = open_window(make_window, skirmish())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=1,
                                     seats=("human", "greedy")))
    dock = dock_of(w)
    for button, action in ((dock.pause, "play_pause"), (dock.step_button, "play_step"),
                           (dock.undo_button, "play_undo"),
                           (dock.turn_button, "play_take_back"),
                           (dock.done_button, "play_done")):
        key = w.act[action].shortcut().toString()
        assert key and f"({key})" in button.toolTip(), (button.toolTip(), key)


def test_a_card_that_would_order_nothing_says_so_before_it_is_played(make_window,
                                                                      qtbot) -> None:
    """Found using play mode: Close Assault with no unit next to an enemy was offered like
    any card; played, the turn simply passed to the opponent ("plays Close Assault" and
    nothing more). The hand and the decisions list now say it orders no unit."""
    from editor.engine.game import kind_of
    from editor.engine.game.actions import PLAY
    from editor.ui.play.panel import describe

    w = open_window(make_window, Scenario())
    w.play.start_session(wire_session("A1", ("close-assault", "probe-center",
                                             "attack-center", "probe-left")),
                         open_hands=True)
    st, dock = w.play.session.state, dock_of(w)
    close, probe = (Action(PLAY, kind_of(k)) for k in ("close-assault", "probe-center"))
    assert "orders no unit" in describe(st, close)
    assert "orders no unit" not in describe(st, probe)
    texts = {dock.hand.item(i).data(Qt.ItemDataRole.UserRole): dock.hand.item(i).text()
             for i in range(dock.hand.count())}
    assert "orders no unit" in texts[close] and texts[probe] == "Probe (center)"


@pytest.mark.parametrize(("card", "dice"), [("barrage", "4 dice"), ("air-power", "2 dice")])
def test_air_power_and_barrage_show_the_dice_on_each_target(make_window, qtbot, card: str,
                                                            dice: str) -> None:
    """The targets of Air Power and Barrage read "target" alone, where a battle's target
    shows its dice (found by the play mode audit): the Allies roll 2 dice a hex with Air
    Power, 4 with Barrage."""
    w = open_window(make_window, close_assault())
    w.play.start_session(close_assault_session(hand=(card, "probe-center", "probe-left",
                                                     "probe-right")), open_hands=True)
    do_through_ui(w, qtbot, w.play.session.state.parse(f"play {card}"))
    board, S = w.play.board, w.play.session.state.S
    e5 = S.coords[S.name.index("E5")]
    assert w.canvas.marks.get(e5) == dice
    assert board.shading_words(e5) == f"target, {dice}"


def test_the_decisions_list_names_the_unit_targeted() -> None:
    """Found using play mode: Air Power's and Barrage's targets read "Target B7", where
    every battle names its target unit ("... battles E5 German Infantry")."""
    from editor.engine.game.actions import TARGET
    from editor.ui.play.panel import describe

    st = close_assault_session().state
    e5 = st.S.name.index("E5")
    assert describe(st, Action(TARGET, e5)) == "Target E5 German Infantry"


def _said(dock: PlayDock, words: str) -> int:
    """How many times the panel's visible texts (labels, buttons) say ``words``."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    texts = [x.text() for x in dock.findChildren(QLabel) + dock.findChildren(QAbstractButton)
             if x.isVisibleTo(dock)]
    return sum(t.count(words) for t in texts)


def test_pass_the_seat_is_said_once_on_the_pass_the_seat_screen(make_window, qtbot) -> None:
    """Found by the play mode audit: in hot-seat play "Pass the seat to Allies (player 2)."
    stood twice in the panel, as the prompt and on the pass-the-seat screen. It is said once,
    on the screen with its button; a click on the map meanwhile says in other words why it
    does nothing."""
    w = open_window(make_window, load_sample())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=3))
    dock, ctl = dock_of(w), w.play.controller
    who = ctl.side_name(w.play.session.decider)
    assert ctl.seat_hidden() and dock.hand_stack.currentIndex() == 1
    assert _said(dock, f"Pass the seat to {who}") == 1
    assert f"Pass the seat to {who}" in dock.seat_label.text()
    click(w.canvas, w.play.session.state.S.coords[0])  # nothing to do before the seat
    assert dock.message.text() and _said(dock, f"Pass the seat to {who}") == 1
    assert who in dock.message.text()
    qtbot.mouseClick(dock.seat_button, Qt.MouseButton.LeftButton)
    assert _said(dock, "Pass the seat") == 0 and dock.prompt.text()


def test_the_pass_the_seat_screen_says_why_in_the_other_players_turn(make_window, qtbot
                                                                     ) -> None:  # type: ignore[no-untyped-def]
    """Found using play mode (hot-seat): in the middle of the Allies' battles the screen said
    "Pass the seat to Axis (player 1)." and nothing of why, the Allies' turn not being
    over: the Axis had a retreat to choose. A seat passed in the other player's turn says
    what for (a retreat, a close assault to answer); at the start of a turn it needs not."""
    w = open_window(make_window, close_assault())
    w.play.start_session(close_assault_session(face="flag"))
    dock, ctl = dock_of(w), w.play.controller
    st = w.play.session.state
    assert ctl.seat_hidden() and "\nThe other player" in dock.seat_label.text()
    assert dock.seat_label.text().startswith("Pass the seat to Allies (player 2).\n")
    for a in ("play attack-center", "move f4 g4", "moves done", "battle g4 F5"):
        do_through_ui(w, qtbot, st.parse(a))
    assert st.phase == "retreat" and ctl.seat_hidden()
    assert dock.seat_label.text() == (
        "Pass the seat to Axis (player 1), to choose where F5 retreats (2 flags).\n"
        "The other player looks away.")
    # a close assault put to the defender says so, and nothing of the defender's hand
    do_through_ui(w, qtbot, st.parse("retreat F7"))
    do_through_ui(w, qtbot, st.parse("battle e6 E5"))
    assert ctl.asking is not None and ctl.seat_hidden()
    assert dock.seat_label.text() == (
        "Pass the seat to Axis (player 1), to answer e6's close assault on E5.\n"
        "The other player looks away.")
    # and so when the defender holds Ambush (the engine asks)
    from editor.engine.game import kind_of

    scenario = close_assault()
    game = Game(scenario, dice=ScriptedDice(["flag"] * 40), events=True, undo=True,
                first_player=1, hands=[[kind_of("ambush")] + [kind_of("probe-center")] * 3,
                                       [kind_of("attack-center")] * 4])
    w = open_window(make_window, scenario)
    w.play.start_session(PlaySession(scenario, seed=1, game=game))
    st = w.play.session.state
    for a in ("play attack-center", "moves done", "battle e6 E5"):
        do_through_ui(w, qtbot, st.parse(a))
    assert st.phase == "ambush" and w.play.controller.seat_hidden()
    assert dock_of(w).seat_label.text().startswith(
        "Pass the seat to Axis (player 1), to answer e6's close assault on E5.\n")


def test_the_hand_behind_the_pass_the_seat_screen_takes_the_room_of_its_cards(make_window,
                                                                           qtbot) -> None:
    """The panel's height was shared while the hand stood behind the pass-the-seat screen
    (hot seat, the game's start): its page, not laid out, was measured, and the hand took
    half the height, the log two lines and a half. It is counted: the rows of a full
    hand."""
    w = open_window(make_window, load_sample())
    w.resize(1366, 740)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=3))
    dock = dock_of(w)
    qtbot.waitUntil(lambda: w.height() == 740)
    QApplication.processEvents()
    assert dock.hand_stack.currentIndex() == 1
    qtbot.mouseClick(dock.seat_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    row = dock.hand.visualItemRect(dock.hand.item(0)).height()
    cards = dock.hand.count()
    assert cards * row <= dock.hand.viewport().height() < (cards + 2) * row
    assert dock.log.viewport().height() >= 5 * dock.log.fontMetrics().lineSpacing()


def test_the_turn_log_has_room_with_both_hands_shown(make_window, qtbot) -> None:
    """Found by the play mode audit: in a window 740 pixels high with both hands shown, the
    hand took the panel's height and left the turn log (and the decisions) two lines and a
    half. The hand asks for the rows of its cards, the decisions and the log share the rest
    and the player drags the handles between them for more; watching two AIs, the log takes
    the decisions' room (nothing is ever to decide)."""
    w = open_window(make_window, load_sample())
    w.resize(1366, 740)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=3), open_hands=True)
    dock = dock_of(w)
    qtbot.waitUntil(lambda: w.height() == 740)
    QApplication.processEvents()

    def lines(view) -> float:  # type: ignore[no-untyped-def]
        return view.viewport().height() / view.fontMetrics().lineSpacing()

    st = w.play.session.state
    assert dock.other_hand.isVisible() and dock.hand.count() == len(st.hands[st.active])
    row = dock.hand.visualItemRect(dock.hand.item(0)).height()
    assert dock.hand.viewport().height() >= dock.hand.count() * row  # every card in view
    assert lines(dock.log) >= 4 and lines(dock.decisions) >= 4
    leave = dock.leave_button
    assert leave.mapTo(w, leave.rect().bottomLeft()).y() < w.height() - w.statusBar().height()
    # the player drags the handle above the log up: the log keeps what it was given
    sp = dock.splitter
    before = lines(dock.log)
    sp.moveSplitter(sp.handle(2).mapTo(sp, sp.handle(2).rect().topLeft()).y() - 40, 2)
    assert lines(dock.log) >= before + 2
    given = lines(dock.log)
    w.resize(1366, 760)
    qtbot.waitUntil(lambda: w.height() == 760)
    assert lines(dock.log) >= given
    w.play.leave()
    # two AIs watched: no decisions list, the log has its room
    w.resize(1366, 740)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=3,
                                     seats=("greedy", "greedy")), open_hands=True)
    w.play.controller.set_paused(True)
    dock = dock_of(w)
    QApplication.processEvents()
    assert not dock.dec_box.isVisible() and lines(dock.log) >= 8


def test_the_panes_as_the_player_dragged_them_are_the_next_games(make_window, qtbot) -> None:
    """The hand, decisions and log panes dragged to the player's taste went back to the
    panel's own shares at the next game (and the next session): the player dragged the
    handles at every game. Watching two AIs (no decisions pane) keeps and takes none."""
    w = open_window(make_window, load_sample())
    w.resize(1366, 740)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=3), open_hands=True)
    qtbot.waitUntil(lambda: w.height() == 740)
    QApplication.processEvents()
    sp = dock_of(w).splitter
    shared = sp.sizes()
    sp.moveSplitter(sp.handle(2).mapTo(sp, sp.handle(2).rect().topLeft()).y() - 60, 2)
    dragged = sp.sizes()
    assert dragged[2] >= shared[2] + 50
    w.play.leave()
    # a new game (a rematch, or another day: the settings keep it)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=4), open_hands=True)
    QApplication.processEvents()
    sp = dock_of(w).splitter
    assert sp.dragged and sp.sizes() == dragged
    w.play.leave()
    # two AIs watched: the log takes the room, and the player's sizes are kept for later
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=3,
                                     seats=("greedy", "greedy")), open_hands=True)
    w.play.controller.set_paused(True)
    QApplication.processEvents()
    assert not dock_of(w).splitter.dragged
    w.play.leave()
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=5), open_hands=True)
    QApplication.processEvents()
    assert dock_of(w).splitter.sizes() == dragged


def test_the_panes_handles_move_by_the_keyboard(make_window, qtbot) -> None:
    """Found by the play3 audit: the handles between the hand, the decisions and the turn
    log took the mouse only, so a player without one could never give the log more room.
    Tab reaches each handle between its panes, Up and Down move it a row (Page Up and Page
    Down five), the sizes are the player's (kept for the next game), and the handle says
    what it is."""
    w = open_window(make_window, load_sample())
    w.resize(1366, 1000)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=3))
    activate(w, qtbot)
    qtbot.waitUntil(lambda: w.height() == 1000)
    QApplication.processEvents()
    dock = dock_of(w)
    sp = dock.splitter
    first, second = sp.handle(1), sp.handle(2)
    assert "the decisions and the turn log" in second.accessibleName()
    # Tab from the hand goes to the handle under it, then into the decisions
    dock.hand.setFocus()
    qtbot.keyClick(dock.hand, Qt.Key.Key_Tab)
    assert first.hasFocus()
    qtbot.keyClick(first, Qt.Key.Key_Tab)
    assert dock.decisions.hasFocus()
    second.setFocus()
    before = sp.sizes()
    row = second.fontMetrics().lineSpacing()
    qtbot.keyClick(second, Qt.Key.Key_Up)
    after = sp.sizes()
    assert after == [before[0], before[1] - row, before[2] + row]
    assert sp.dragged  # the player's sizes: the next game has them
    qtbot.keyClick(second, Qt.Key.Key_PageDown)
    assert sp.sizes() == [before[0], after[1] + 5 * row, after[2] - 5 * row]
    qtbot.keyClick(second, Qt.Key.Key_Down)
    assert sp.sizes()[2] == after[2] - 6 * row
    assert second.hasFocus()


def test_the_decisions_list_follows_the_unit_chosen_on_the_map(make_window, qtbot) -> None:
    """Found by the play mode audit: a unit chosen on the map (its reach shaded) left the
    decisions list on every decision of every unit, the row in view another unit's. The
    list now holds the chosen unit's decisions, says so, and is on the first; a click on
    the unit again, Escape on the map or in the list, or the unit's move gives every
    decision back."""
    from editor.ui.play.panel import _ACTION_ROLE

    w = open_window(make_window, close_assault())
    w.play.start_session(close_assault_session(), open_hands=True)
    session, board, dock = w.play.session, w.play.board, dock_of(w)
    st = session.state
    do_through_ui(w, qtbot, st.parse("play attack-center"))
    assert st.phase == "moves"

    def rows() -> list[Action]:
        return [dock.decisions.item(i).data(_ACTION_ROLE) for i in range(dock.decisions.count())]

    every = session.legal_actions()
    assert rows() == every
    for name in ("e6", "f4"):
        h = st.S.name.index(name)
        click(w.canvas, st.S.coords[h])
        assert board.actor == h
        mine = [a for a in every if a.kind == MOVE and a.a == h]
        assert rows() == mine and len(mine) < len(every) - 1
        assert dock.decisions.currentItem().data(_ACTION_ROLE) == mine[0]
        assert dock.chosen_label.isVisibleTo(dock)  # the list says whose they are
        assert dock.chosen_label.text().startswith(f"{name} ")
        assert dock.chosen_label.text().endswith(
            f": {len(mine)} of the {len(every)} decisions (Escape: all)")
    click(w.canvas, st.S.coords[st.S.name.index("f4")])  # the unit again: let go
    assert board.actor == -1 and rows() == every
    assert not dock.chosen_label.isVisibleTo(dock)
    click(w.canvas, st.S.coords[st.S.name.index("f4")])
    dock.decisions.setFocus()
    qtbot.keyClick(dock.decisions, Qt.Key.Key_Escape)  # Escape in the list: let go
    assert board.actor == -1 and rows() == every
    click(w.canvas, st.S.coords[st.S.name.index("e6")])
    w.canvas.setFocus()
    qtbot.keyClick(w.canvas, Qt.Key.Key_Escape)  # on the map
    assert board.actor == -1 and rows() == every
    do_through_ui(w, qtbot, st.parse("move f4 g4"))  # chosen on the map, and moved
    # f4 let go; e6, the one unit left to move, chosen for the player: the list holds
    # every decision (they are all its own), unnarrowed
    assert board.actor == st.S.name.index("e6") and rows() == session.legal_actions()
    assert not dock.chosen_label.isVisibleTo(dock)
    # in the battles too: the unit's targets
    do_through_ui(w, qtbot, st.parse("moves done"))
    click(w.canvas, st.S.coords[st.S.name.index("e6")])
    assert rows() and all(a.kind == BATTLE and a.a == st.S.name.index("e6") for a in rows())
    assert len(rows()) < len(session.legal_actions())


def air_session(hand: tuple[str, ...] = ("probe-center", "attack-center", "probe-left",
                                          "probe-right")) -> PlaySession:
    """A US P-40 airborne on E5 (pre-positioned), US infantry on f4, German infantry on D3,
    E3, F3, G3 and A1; the Allies play first; every die an infantry symbol."""
    from editor.engine.game import kind_of

    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                    cards_player1=4, cards_player2=4, starting="PLAYER2",
                                    victory_player1=6, victory_player2=6,
                                    options={"air_rules": {"models": {"ALLIES": "p40"}}}))
    b = Board(s.board_type)
    for name, unit in (("E5", "plnus"), ("f4", "infus"), ("D3", "infger"), ("E3", "infger"),
                       ("F3", "infger"), ("G3", "infger"), ("A1", "infger")):
        s.set_hex(b.parse_hex(name), Hex(unit=Unit(unit)))
    game = Game(s, dice=ScriptedDice(["inf"] * 40), events=True, undo=True, first_player=1,
                hands=[[kind_of("probe-center")] * 4, [kind_of(k) for k in hand]])
    return PlaySession(s, seed=1, game=game)


def test_a_strafing_run_is_chosen_on_the_map_by_its_units_then_its_end(make_window,
                                                                       qtbot) -> None:
    """Found by the play mode audit: under the Air rules an airplane's moves step offered a
    hundred and more strafing runs, to be found in the decisions list only. Now a click on
    the airplane shades where it may fly and marks the enemy units it may strafe; a click
    on those units chooses them (a second click takes one out), the hexes where a run over
    exactly them may end are shaded, and a click on one flies the run. The decisions list
    follows: the airplane's decisions, then the runs over the units chosen."""
    from editor.engine.game.expansions.air import Air
    from editor.ui.inspector import MOVE_ONLY_COLOUR, TARGET_COLOUR
    from editor.ui.play.panel import _ACTION_ROLE

    w = open_window(make_window, Scenario())
    w.play.start_session(air_session(), open_hands=True)
    session, board, dock = w.play.session, w.play.board, dock_of(w)
    st = session.state
    S = st.S
    air = next(x for x in S.expansions if isinstance(x, Air))
    for a in ("play probe-center", "order E5", "order f4"):
        do_through_ui(w, qtbot, st.parse(a))
    assert st.phase == "moves"
    every = session.legal_actions()
    runs = [a for a in every if a.kind == "strafe"]
    assert len(runs) > 50

    def hx(name: str) -> int:
        return S.name.index(name)

    def rows() -> list[Action]:
        return [dock.decisions.item(i).data(_ACTION_ROLE) for i in range(dock.decisions.count())]

    def hit(a: Action) -> set[str]:
        return {S.name[h] for h in air.strafed(st, a.a, a.b)}

    click(w.canvas, S.coords[hx("E5")])
    assert board.actor == hx("E5")
    assert rows() == [a for a in every if a.a == hx("E5")]
    for name in ("D3", "E3", "F3", "G3"):  # the units a run may strafe
        assert w.canvas.marks.get(S.coords[hx(name)]) == "strafe"
        assert w.canvas.tints.get(S.coords[hx(name)]) == TARGET_COLOUR
    assert S.coords[hx("A1")] not in w.canvas.marks  # out of reach
    assert "strafe" in dock.message.text()
    click(w.canvas, S.coords[hx("E3")])
    assert board.run == [hx("E3")] and w.canvas.marks[S.coords[hx("E3")]] == "1 die"
    assert rows() == [a for a in runs if "E3" in hit(a)]
    assert w.canvas.marks.get(S.coords[hx("G3")]) is None  # no run strafes both
    click(w.canvas, S.coords[hx("D3")])
    both = [a for a in runs if hit(a) == {"D3", "E3"}]
    assert rows() == both and dock.chosen_label.text() == (
        f"E5 US airplane strafing E3, D3: {len(both)} of the {len(every)} decisions "
        "(Escape: all)")
    # each run says the units it strafes, then the hexes it flies over
    for i in range(len(both)):
        said, _, over = dock.decisions.item(i).text().partition(", flying over ")
        assert said in ("The airplane on E5 strafes D3, E3", "The airplane on E5 strafes E3, D3")
        assert over
    click(w.canvas, S.coords[hx("D3")])  # taken out again
    assert board.run == [hx("E3")]
    click(w.canvas, S.coords[hx("D3")])
    ends = {a.b[-1]: a for a in both}
    assert {h for h in range(S.n) if w.canvas.tints.get(S.coords[h]) == MOVE_ONLY_COLOUR} \
        == set(ends)
    n = len(session.steps)
    click(w.canvas, S.coords[hx("A1")])  # not an end of the run: nothing is flown
    assert len(session.steps) == n and board.run == [hx("E3"), hx("D3")]
    assert "a shaded hex ends the run there" in dock.message.text()
    end, run = next(iter(ends.items()))
    click(w.canvas, S.coords[end])
    assert session.steps[-1].action == run and len(session.steps) == n + 1
    # the airplane let go; f4, the one unit left to move, chosen for the player (the list
    # holds every decision: they are all its own)
    assert board.actor == hx("f4") and board.run == [] and rows() == session.legal_actions()


def test_the_airplane_flying_in_is_flown_on_the_map(make_window, qtbot) -> None:
    """Found by the play mode audit: the airplane flying in (an Air Sortie) showed nothing
    on the map and a click said nothing could be done: where it may enter and its strafing
    runs were in the decisions list only. Now the hexes where it may end its flight are
    shaded and the units it may strafe marked without a click (it has no hex to click); a
    click on a shaded hex flies it there, a click on a marked unit begins its run."""
    from editor.engine.game.expansions.air import EDGE
    from editor.ui.inspector import MOVE_ONLY_COLOUR

    w = open_window(make_window, Scenario())
    w.play.start_session(air_session(), open_hands=True)
    session, board, dock = w.play.session, w.play.board, dock_of(w)
    st = session.state
    S = st.S
    do_through_ui(w, qtbot, st.parse("sortie"))
    assert st.phase == "moves"
    legal = session.legal_actions()
    enter = [a.a for a in legal if a.kind == "enter"]
    strafed = {h for a in legal if a.kind == "strafe" and a.a == EDGE for h in a.b[:-1]
               if st.unit_at(h) >= 0}
    assert enter and strafed
    assert all(w.canvas.tints.get(S.coords[h]) == MOVE_ONLY_COLOUR for h in enter)
    assert any(w.canvas.marks.get(S.coords[h]) == "strafe" for h in strafed)
    first = next(h for h in strafed if w.canvas.marks.get(S.coords[h]) == "strafe")
    click(w.canvas, S.coords[first])  # its run begun
    assert board.actor == EDGE and board.run == [first]
    assert dock.chosen_label.text().startswith(
        f"The airplane flying in strafing {S.name[first]}: ")
    click(w.canvas, S.coords[first])  # and given up: nothing chosen
    assert board.actor == -1 and board.run == []
    click(w.canvas, S.coords[enter[0]])
    assert session.steps[-1].action == Action("enter", enter[0])


def _storch_and_a_lone_figure() -> Scenario:
    """The Allies' Storch (Air rules) to fly in, a one-figure Allied infantry unit on f4 it
    may rescue, and Axis infantry on D3 and A1; the Allies move first (player 2)."""
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                    cards_player1=4, cards_player2=4, starting="PLAYER2",
                                    victory_player1=6, victory_player2=6,
                                    options={"air_rules": {"models": {"ALLIES": "storch"}}}))
    b = Board(s.board_type)
    for name, unit in (("f4", Unit("infus", nbr_units=1)), ("D3", Unit("infger")),
                       ("A1", Unit("infger"))):
        s.set_hex(b.parse_hex(name), Hex(unit=unit))
    return s


def test_the_storch_flying_in_rescues_the_unit_marked_on_the_map(make_window, qtbot) -> None:
    """The Storch flying in marked the one-figure infantry unit it may rescue ("rescue")
    without a click, but a click on it said nothing could be done there: the airplane
    flying in, chosen by nothing, took only the clicks on the hexes where it may end."""
    from editor.engine.game import kind_of

    s = _storch_and_a_lone_figure()
    game = Game(s, dice=ScriptedDice(["inf"] * 40), events=True, undo=True, first_player=1,
                hands=[[kind_of("probe-center")] * 4,
                       [kind_of(k) for k in ("probe-center", "attack-center", "probe-left",
                                             "probe-right")]])
    w = open_window(make_window, Scenario())
    w.play.start_session(PlaySession(s, seed=1, game=game), open_hands=True)
    session = w.play.session
    st = session.state
    do_through_ui(w, qtbot, st.parse("sortie"))
    f4 = st.S.coords[st.S.name.index("f4")]
    assert w.canvas.marks.get(f4) == "rescue"
    click(w.canvas, f4)
    assert session.steps[-1].action == st.parse("rescue edge f4")



def test_a_right_click_lists_the_decisions_on_a_hex_and_takes_one(make_window, qtbot) -> None:
    """The map's menu in play mode: a Zero's Kamikaze Attack, which a click cannot tell
    from its strafing runs over the same unit (it was in the decisions list only), is
    named on the unit it dives on and taken from there; a hex with no decision has no
    menu."""
    from editor.engine.game.log import GameLog
    from tests.cases.casebook import load_runner

    runner = load_runner("game")
    case = next(c for c in runner.all_cases() if any(s.text == "kamikaze E3 e6"
                                                     for s in c.steps))
    game = case.game()
    for step in case.steps:  # to the dive, not taken
        if step.text == "kamikaze E3 e6":
            break
        if step.kind == "do":
            game.play(step.text)
    w = open_window(make_window, case.scenario())
    w.play.start_session(PlaySession.from_log(GameLog.of(game)), open_hands=True)
    st = w.play.session.state
    board = w.play.board
    e6, e3 = (case.scenario().board.parse_hex(name) for name in ("e6", "E3"))
    dive = st.parse("kamikaze E3 e6")
    assert dive in w.play.session.legal_actions()
    menu = map_menu.show_map_menu(w, e6, QPoint(0, 0))
    assert menu is not None
    texts = [a.text() for a in menu.actions()]
    assert any("Kamikaze Attack" in t for t in texts), texts
    assert board.decisions_at(e6) == [dive]  # its strafing runs are left to the clicks
    assert dive in board.decisions_at(e3)  # the Zero's own decisions
    menu.actions()[texts.index(next(t for t in texts if "Kamikaze" in t))].trigger()
    assert w.play.session.steps[-1].action == dive
    assert any("Kamikaze Attack" in text for _turn, text in st.events or [])
    empty = next(c for c in st.S.coords if not board.decisions_at(c))
    assert map_menu.show_map_menu(w, empty, QPoint(0, 0)) is None


def test_a_card_clicked_in_the_hand_is_shaded_and_its_play_chosen(make_window, qtbot) -> None:
    """Found playing oyster-green.m44 at 1366x768: a card clicked with the mouse in the hand
    shaded nothing on the map and left the decisions list on another card (the arrow keys
    did both): the list's current card changed before the click selected it, and a card
    not selected was not looked at."""
    from editor.ui.play.board import section_hexes

    w = open_window(make_window, load_sample())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=7), open_hands=True)
    dock, board, session = dock_of(w), w.play.board, w.play.session
    st = session.state
    hand = dock.hand
    cards = [hand.item(i) for i in range(hand.count())
             if hand.item(i).data(Qt.ItemDataRole.UserRole) in session.legal_actions()
             and section_hexes(st, hand.item(i).data(Qt.ItemDataRole.UserRole).a, st.active)]
    other = next(item for item in cards if item is not hand.currentItem())
    card = other.data(Qt.ItemDataRole.UserRole)
    qtbot.mouseClick(hand.viewport(), Qt.MouseButton.LeftButton,
                     pos=hand.visualItemRect(other).center())
    assert hand.currentItem() is other and other.isSelected()
    assert board.card_preview == card.a
    shaded = {st.S.index[c] for c in w.canvas._zone}
    assert shaded == section_hexes(st, card.a, st.active)
    assert dock.decisions.currentItem().data(Qt.ItemDataRole.UserRole) == card


def test_a_long_line_of_the_roll_s_caption_wraps_into_the_rows_left_free(qtbot) -> None:
    """Found by the play walkthrough: a roll's first line cut at the panel's edge hid "in
    close assault: 2 dice" beside an empty third row. A line too long wraps, between words,
    into the rows the lines after it leave free; only its last row is shortened."""
    from editor.ui.play.dice import DiceRow

    row = DiceRow()
    qtbot.addWidget(row)
    row.resize(360, 40)
    row.show()
    qtbot.waitExposed(row)
    first = "e6 US Armor battles E5 German Infantry in close assault: 2 dice"
    row.show_roll((0, 1), f"{first}\nE5 German Infantry is eliminated")
    QApplication.processEvents()
    cap = row.caption
    fm = cap.fontMetrics()
    lines = cap.text().split("\n")
    assert fm.horizontalAdvance(first) > cap.width()  # (the case: one row cannot hold it)
    assert len(lines) == 3 and lines[2] == "E5 German Infantry is eliminated"
    assert " ".join(lines[:2]) == first  # whole, in two rows
    assert all(fm.horizontalAdvance(t) <= cap.width() for t in lines), (lines, cap.width())


def test_the_roll_s_caption_is_fitted_to_its_room_when_more_dice_take_it(qtbot) -> None:
    """Found playing oyster-green.m44 at 1366x768: after a roll of two dice, a roll of three
    showed its caption cut at the panel's edge ("... battles j6 British Infantr"): the
    caption was fitted to the room it had before the third die took some. It is broken
    into rows again at the room left."""
    from editor.ui.play.dice import DiceRow

    row = DiceRow()
    qtbot.addWidget(row)
    row.resize(360, 40)
    row.show()
    qtbot.waitExposed(row)
    row.show_roll((0,), "d8 German Artillery battles e4 British Infantry: 1 die")
    text = ("i8 German Artillery battles j6 British Infantry: 4 dice\n"
            "j6 British Infantry is eliminated\nAxis (player 1) wins: 6 medals (needed 6)")
    row.show_roll((0, 1, 2, 3), text)
    qtbot.waitUntil(lambda: row._dice.width() == row._dice.sizeHint().width())
    QApplication.processEvents()
    cap = row.caption
    fm = cap.fontMetrics()
    lines = cap.text().split("\n")
    assert all(fm.horizontalAdvance(t) <= cap.width() for t in lines), (lines, cap.width())
    assert " ".join(lines).split() == text.split() and len(lines) > 3  # whole, wrapped


def test_against_an_ai_that_plays_first_the_person_s_hand_is_shown(make_window, qtbot) -> None:
    """Found playing ice-of-the-chornaya.m44 as the Axis against the greedy AI: while the
    AI played the first turn, the hand showed the AI's "6 cards, face down", not the
    person's own cards, which they had no way to look at before their first turn."""
    w = open_window(make_window, load_sample())
    session = PlaySession(w.document.scenario.copy(), seed=3, seats=("human", "greedy"))
    assert session.ai_to_move  # the Allies, the AI, play first
    w.play.start_session(session)
    w.play.toggle_pause()  # the AI waits: its first turn is now
    dock = dock_of(w)
    assert session.ai_to_move and not session.steps
    assert dock.hand.parentWidget().title() == "Hand of Axis (player 1)"
    cards = sorted(KINDS[k].title for k in session.state.hands[0])
    assert sorted(dock.hand.item(i).text() for i in range(dock.hand.count())) == cards


def toward_a_battle(legal: list[Action]) -> Action:
    """The decision that leads to a battle soonest: a battle, else a card or an order,
    else the step's end (the last decision listed)."""
    return next((a for a in legal if a.kind == BATTLE), None) or next(
        (a for a in legal if a.kind in (ORDER, "play")), legal[-1])


def test_dice_to_roll_at_the_table_say_which_battle_they_are_for(make_window, qtbot) -> None:
    """Found playing with real dice: the prompt said "Roll 3 dice and type the faces." and
    not whose battle; the account's line that said it was below the log's few lines."""
    w = open_window(make_window, skirmish())
    session = PlaySession(w.document.scenario.copy(), seed=5, physical=True)
    w.play.start_session(session, open_hands=True)
    while not session.pending_roll:  # the first battle of e4 or f4, as the cards allow
        assert w.play.controller.act(toward_a_battle(session.legal_actions()))
    st = session.state
    S = st.S
    words = f"({S.name[st.upos[st.b_att]]} battles {S.name[st.upos[st.b_tgt]]})"
    prompt = dock_of(w).prompt.text()
    assert prompt.startswith("Roll ") and words in prompt and "type the faces" in prompt


def test_dice_to_type_take_the_keyboard_and_give_it_back(make_window, qtbot) -> None:
    """Found playing with real dice from the keyboard: when a battle's dice were to be
    typed, the keyboard stayed on the map, where the faces typed did nothing, and no key
    led to the faces' box (Ctrl+1, 2 and 3 lead to the map, the hand, the decisions)."""
    w = open_window(make_window, skirmish())
    session = PlaySession(w.document.scenario.copy(), seed=5, physical=True)
    w.play.start_session(session, open_hands=True)
    activate(w, qtbot)
    dock = dock_of(w)
    w.canvas.setFocus()
    while not session.pending_roll:
        do_through_ui(w, qtbot, toward_a_battle(session.legal_actions()))
    qtbot.waitUntil(dock.dice_entry.hasFocus)
    # a wrong count first: said; then the faces accepted, and the word on the wrong count
    # goes (it stayed in the status bar for its 6 seconds: found by a helper)
    qtbot.keyClicks(dock.dice_entry, " ".join(["inf"] * (session.pending_roll + 1)))
    qtbot.keyClick(dock.dice_entry, Qt.Key.Key_Return)
    assert "awaited" in w.statusBar().currentMessage() and session.pending_roll
    dock.dice_entry.clear()
    qtbot.keyClicks(dock.dice_entry, " ".join(["inf"] * session.pending_roll))
    qtbot.keyClick(dock.dice_entry, Qt.Key.Key_Return)
    assert not session.pending_roll
    assert "awaited" not in w.statusBar().currentMessage()
    qtbot.waitUntil(w.canvas.hasFocus)  # where the keyboard was


def test_the_ai_asked_chooses_its_decision_in_the_list_for_enter_to_take(
        make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Ask the AI (H, or the panel's button): the search AI's decision for the person is
    chosen in the decisions list and said; Enter takes it. The advice is the search's, for
    the game as it stands, and the same game gets the same advice."""
    w = open_window(make_window, load_sample())
    session = PlaySession(w.document.scenario.copy(), seed=12, seats=("human", "greedy"))
    w.play.start_session(session)
    activate(w, qtbot)
    dock, ctl = dock_of(w), w.play.controller
    qtbot.waitUntil(lambda: session.human_to_move, timeout=20_000)  # the AI plays first
    # the same game, loaded from its log: the same advice
    expected = PlaySession.from_log(session.log()).advise()
    assert dock.advice_button.isEnabled()
    w.canvas.setFocus()
    qtbot.keyClick(w.canvas, Qt.Key.Key_H)
    assert ctl.is_advising and not dock.advice_button.isEnabled()
    qtbot.waitUntil(lambda: not ctl.is_advising, timeout=20_000)
    chosen = dock.decisions.currentItem().data(Qt.ItemDataRole.UserRole)
    assert chosen == expected
    assert dock.message.text().startswith("The search AI would: ")
    assert dock.advice_button.isEnabled()
    dock.decisions.setFocus()
    qtbot.keyClick(dock.decisions, Qt.Key.Key_Return)
    assert session.steps[-1].action == expected
    # the orders: the unit advised is shaded on the map, until another decision is taken
    from editor.ui.play.board import ADVICE_COLOUR, advice_hexes

    assert session.human_to_move
    dock.advice_button.click()
    qtbot.waitUntil(lambda: not ctl.is_advising, timeout=20_000)
    st = session.state
    advised = dock.decisions.currentItem().data(Qt.ItemDataRole.UserRole)
    shaded = {c for c, colour in w.canvas.tints.items() if colour == ADVICE_COLOUR}
    assert shaded == {st.S.coords[h] for h in advice_hexes(advised, st.S.n)} and shaded
    other = next(a for a in session.legal_actions() if a != advised)
    assert ctl.act(other)
    assert ADVICE_COLOUR not in w.canvas.tints.values()


def test_the_advice_is_no_longer_said_once_taken(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Found by the play walkthrough: "The search AI would: Move g2 to H3" stood in the
    panel after g2 had moved (Enter took the advice, the step went on), as if the AI
    advised it again; so after an undo. Once the game moves the advice is no longer said
    (its hexes were no longer shaded already)."""
    w = three_to_move(make_window, qtbot)
    dock, ctl, st = dock_of(w), w.play.controller, w.play.session.state
    advised = st.parse("move e6 d4")
    ctl._give_advice(advised)  # (the advisor's answer, as it comes back)
    assert dock.message.text() == "The search AI would: Move e6 to d4"
    dock.decisions.setFocus()
    qtbot.keyClick(dock.decisions, Qt.Key.Key_Return)
    assert w.play.session.steps[-1].action == advised and st.phase == "moves"
    assert not dock.message.text().startswith("The search AI would")
    ctl.undo()
    ctl._give_advice(advised)
    assert dock.message.text() == "The search AI would: Move e6 to d4"
    other = next(a for a in ctl.legal_for_person()  # another decision: the advice is void
                 if a.kind == MOVE and a != advised)
    assert ctl.act(other)
    assert st.phase == "moves"
    assert not dock.message.text().startswith("The search AI would")


def test_enter_after_asking_the_ai_on_the_map_takes_its_advice(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """H is a key of the map, and Enter on the map clicks the hex at its cursor: the advice
    asked with H takes the keyboard to the decisions list where it is chosen, so that Enter
    takes it, as the panel says (Enter clicked the hex cursor: "E3: nothing to do there
    now", the advice overwritten)."""
    w = open_window(make_window, skirmish())
    session = PlaySession(w.document.scenario.copy(), seed=12, seats=("human", "human"))
    w.play.start_session(session, open_hands=True)
    activate(w, qtbot)
    dock, ctl = dock_of(w), w.play.controller
    w.canvas.setFocus()
    qtbot.keyClick(w.canvas, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: not ctl.is_advising, timeout=20_000)
    advised = dock.decisions.currentItem().data(Qt.ItemDataRole.UserRole)
    assert dock.decisions.hasFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert session.steps[-1].action == advised


def test_the_ai_asked_again_before_the_game_moves_gives_the_same_advice(make_window, qtbot
                                                                         ) -> None:  # type: ignore[no-untyped-def]
    """Found using play mode: asked twice in the same position, the AI said "Play Probe
    (right)", then "Play Probe (center)" (the search samples, and the advisor's next answer
    is another sample). The advice asked again before the game moves is the one given."""
    w = open_window(make_window, skirmish())
    session = PlaySession(w.document.scenario.copy(), seed=12, seats=("human", "human"))
    w.play.start_session(session, open_hands=True)
    dock, ctl = dock_of(w), w.play.controller
    dock.advice_button.click()
    qtbot.waitUntil(lambda: not ctl.is_advising, timeout=20_000)
    first = dock.decisions.currentItem().data(Qt.ItemDataRole.UserRole)
    said = dock.message.text()
    dock.decisions.setCurrentRow(dock.decisions.count() - 1 - dock.decisions.currentRow())
    dock.advice_button.click()
    assert not ctl.is_advising  # given again at once, not thought anew
    assert dock.decisions.currentItem().data(Qt.ItemDataRole.UserRole) == first
    assert dock.message.text() == said
    # once the game moves on, the advice is asked anew
    assert ctl.act(first)
    dock.advice_button.click()
    assert ctl.is_advising
    qtbot.waitUntil(lambda: not ctl.is_advising, timeout=20_000)


def test_advice_asked_before_a_decision_is_void_after_it(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    w = open_window(make_window, load_sample())
    session = PlaySession(w.document.scenario.copy(), seed=12, seats=("human", "human"))
    w.play.start_session(session, open_hands=True)
    dock, ctl = dock_of(w), w.play.controller
    said: list[object] = []
    ctl.advised.connect(said.append)
    ctl.advise()  # the answer is handed over on the event loop: after the decision below
    card = session.legal_actions()[-1]
    assert ctl.act(card)
    qtbot.waitUntil(lambda: not ctl.is_advising, timeout=20_000)
    assert said == [] and not dock.message.text().startswith("The search AI would")
    ctl.advise()
    qtbot.waitUntil(lambda: not ctl.is_advising, timeout=20_000)
    assert len(said) == 1 and said[0] in session.legal_actions()


def _ask_the_ai(w, qtbot) -> tuple[object, bool]:  # type: ignore[no-untyped-def]
    """The advice the window's controller gives (the seat taken first, in hot-seat play),
    and whether it was thought (not given again at once)."""
    ctl = w.play.controller
    if ctl.seat_hidden():
        ctl.reveal()
    said: list[object] = []
    ctl.advised.connect(said.append)
    ctl.advise()
    thought = ctl.is_advising
    qtbot.waitUntil(lambda: bool(said), timeout=20_000)
    ctl.advised.disconnect(said.append)
    return said[0], thought


def test_the_advice_of_a_game_saved_and_opened_again_in_the_window_is_the_sitting_s(
        make_window, qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Found by the memory audit: the advice given, given again when asked again before the
    game moves, was the window's, and the advisors' memory was not saved: a game saved and
    opened again started its advisor from its seed, and advised otherwise than the same
    game in one sitting. Saved with the advice given and not taken, then opened again, Ask
    the AI gives that advice at once; saved after a decision, the advisor goes on as in the
    sitting: the advice at each decision is the game never saved's."""
    w = open_window(make_window, skirmish())
    scenario = w.document.scenario.copy()
    whole = PlaySession(scenario.copy(), seed=12, seats=("human", "human"))
    expected = []
    for _ in range(4):
        expected.append(whole.advise())
        whole.apply(expected[-1])
    w.play.start_session(PlaySession(scenario.copy(), seed=12, seats=("human", "human")),
                         open_hands=True)
    path = tmp_path / "g.m44game"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))

    def reopen() -> None:
        assert w.play.save_game()
        w.play.leave()
        assert w.play.open_game(path)

    got = []
    for at in range(4):
        advice, thought = _ask_the_ai(w, qtbot)
        assert thought
        if at == 1:  # saved with the advice given and not taken
            reopen()
            assert _ask_the_ai(w, qtbot) == (advice, False)  # given again, not thought
        got.append(advice)
        assert w.play.controller.act(advice)  # type: ignore[arg-type]
        if at == 2:  # saved after a decision
            reopen()
    assert got == expected


def _advised_once(make_window, qtbot, recovery):  # type: ignore[no-untyped-def]
    """A window keeping its work in ``recovery``, playing a hot-seat game of the skirmish
    (seed 12) whose first decision was the AI's advice, taken."""
    w = make_window(Document(skirmish()), recovery=recovery)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=12,
                                     seats=("human", "human")), open_hands=True)
    first, _ = _ask_the_ai(w, qtbot)
    assert w.play.controller.act(first)
    return w


def test_a_game_recovered_gives_the_advice_given_before_the_editor_was_killed(
        make_window, qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The game kept in the recovery folder is written when it changed since: the advice
    asked since (and what the advisor drew for it) is such a change, the copy holding
    what a save would. The editor killed, the game recovered gives the advice given."""
    from editor.ui.main_window import offer_recovery
    from editor.ui.recovery import RecoveryStore

    folder = tmp_path / "kept"
    w = _advised_once(make_window, qtbot, RecoveryStore(folder))
    assert w.play.autosave_game()
    advice, thought = _ask_the_ai(w, qtbot)
    assert thought and w.play.autosave_game()
    assert not w.play.autosave_game()  # nothing new since
    killed(w)  # the editor killed
    later = make_window(recovery=RecoveryStore(folder))
    choose(monkeypatch, "Play On")
    assert offer_recovery(later) == 1
    assert _ask_the_ai(later, qtbot) == (advice, False)


def test_the_advice_dropped_by_an_undo_and_a_redo_is_dropped_from_the_game_kept(
        make_window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """An undo and a redo bring the game back to the decisions and state its copy in the
    recovery folder was written at, the advisor not asked since, but without the advice
    given then (the game moved, and back): the copy is written again without it, where it
    would have held advice that a game recovered gives again instead of drawing it anew.
    Found by the mut7 audit."""
    import json

    from editor.ui.recovery import RecoveryStore

    folder = tmp_path / "kept"
    w = _advised_once(make_window, qtbot, RecoveryStore(folder))
    _ask_the_ai(w, qtbot)
    assert w.play.autosave_game()
    (kept,) = folder.glob("*.m44game")
    assert "advice" in json.loads(kept.read_text("utf-8"))
    w.play.controller.undo()
    w.play.controller.redo()
    assert w.play.session.advice() is None
    assert w.play.autosave_game()
    doc = json.loads(kept.read_text("utf-8"))
    assert "advice" not in doc and "advisor_memory" in doc


def test_what_the_advisor_drew_for_advice_come_too_late_is_in_the_game_kept(
        make_window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Advice asked and void (its answer came once the game had moved on): what the advisor
    drew for it is remembered all the same, a change of the game that its copy in the
    recovery folder is written again for, though no decision, state nor advice changed
    since the last copy: a game recovered would have drawn its advice otherwise than the
    game of one sitting. Found by the mut7 audit."""
    import json

    from editor.ui.recovery import RecoveryStore

    folder = tmp_path / "kept"
    w = make_window(Document(skirmish()), recovery=RecoveryStore(folder))
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=12,
                                     seats=("human", "human")), open_hands=True)
    ctl = w.play.controller
    if ctl.seat_hidden():
        ctl.reveal()
    ctl.advise()  # the answer is handed over on the event loop: after the decision below
    assert ctl.act(w.play.session.legal_actions()[-1])
    assert w.play.autosave_game()
    (kept,) = folder.glob("*.m44game")
    assert "advisor_memory" not in json.loads(kept.read_text("utf-8"))
    qtbot.waitUntil(lambda: not ctl.is_advising, timeout=20_000)
    assert w.play.autosave_game()
    doc = json.loads(kept.read_text("utf-8"))
    assert "advisor_memory" in doc and "advice" not in doc


def test_the_attacker_s_advice_is_not_given_to_the_defender_of_a_held_close_assault(
        make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The advice given was given again while the game had not moved; a close assault held
    for its defender's answer on Ambush (hot-seat, the defender without the card) is no
    move of the game, and the defender asking the AI got the attacker's advice where the
    one answer is to let the battle go on ("no ambush"). An answer thought for the
    attacker that comes once the seat passed is not said either; it is the advice the
    attacker gets again once the held assault is taken back."""
    w = open_window(make_window, close_assault())
    w.play.start_session(close_assault_session(hand1=NO_AMBUSH_HAND))
    session, ctl, dock = w.play.session, w.play.controller, dock_of(w)
    st = session.state
    for text in ("play attack-center", "moves done"):
        do_through_ui(w, qtbot, st.parse(text))
    battle = st.parse("battle e6 E5")
    said: list[object] = []
    ctl.advised.connect(said.append)
    ctl.advise()
    assert ctl.is_advising
    do_through_ui(w, qtbot, battle)  # declared before the answer comes
    assert ctl.asking == (battle, 0)
    qtbot.waitUntil(lambda: not ctl.is_advising, timeout=20_000)
    assert said == [] and not dock.message.text().startswith("The search AI would")
    attackers = session.advice()
    assert attackers is not None
    assert _ask_the_ai(w, qtbot) == (Action(NO_AMBUSH), False)
    ctl.undo()  # the held assault dropped: the attacker's advice is given
    assert ctl.asking is None and _ask_the_ai(w, qtbot) == (attackers, False)
    do_through_ui(w, qtbot, battle)
    assert _ask_the_ai(w, qtbot) == (Action(NO_AMBUSH), False)


def test_what_the_shading_means_is_said_in_words_at_the_cursor(make_window, qtbot) -> None:
    """The map's shadings told apart by colour alone: a reach hex where the unit may still
    battle (green) from one where it may not (grey-blue), a unit ordered still to act
    (blue) from one done (grey), the unit chosen (orange) from a target (red). The status
    bar's line about the hex, and a screen reader at the hex cursor, say them in words,
    first (a long line is cut at its end)."""
    from PySide6.QtGui import QAccessible

    from editor.ui.inspector import MOVE_BATTLE_COLOUR, MOVE_ONLY_COLOUR

    w = open_window(make_window, close_assault())
    w.play.start_session(close_assault_session(), open_hands=True)
    activate(w, qtbot)
    st = w.play.session.state
    do_through_ui(w, qtbot, st.parse("play attack-center"))
    S = st.S

    def at(name: str) -> Coord:
        return S.coords[S.name.index(name)]

    def said() -> tuple[str, str]:
        reader = QAccessible.queryAccessibleInterface(w.canvas)
        assert reader is not None
        return reader.text(QAccessible.Text.Name), w.hex_status.text()

    def says(meaning: str) -> bool:
        """Both say it first after the hex's name (a long line is cut at its end)."""
        c = w.canvas.cursor_hex
        return all(f"(row {c.row}, col {c.col}):  {meaning} — " in words for words in said())

    w.canvas.setFocus()
    arrows_to(w, qtbot, at("f4"))
    assert says("ordered, still to act"), said()
    qtbot.keyClick(w.canvas, Qt.Key.Key_Return)  # the infantry, chosen
    assert w.play.board.actor == S.name.index("f4")
    assert says("chosen"), said()
    tints = dict(w.canvas.tints)  # a step away it may battle, two steps away not
    arrows_to(w, qtbot, next(c for c, col in tints.items() if col == MOVE_BATTLE_COLOUR))
    assert says("may move here and battle"), said()
    arrows_to(w, qtbot, next(c for c, col in tints.items() if col == MOVE_ONLY_COLOUR))
    assert says("may move here, no battle"), said()
    qtbot.keyClick(w.canvas, Qt.Key.Key_Escape)  # let go: the shading and its words go
    assert not any("may move here" in words for words in said())
    do_through_ui(w, qtbot, st.parse("moves done"))
    arrows_to(w, qtbot, at("e6"))
    qtbot.keyClick(w.canvas, Qt.Key.Key_Return)
    arrows_to(w, qtbot, at("E5"))  # a target, with its dice written on it
    assert says("target, 3 dice"), said()


def test_air_power_in_the_hand_says_it_is_played_as_an_air_sortie(make_window, qtbot) -> None:
    """With the Air rules in effect, the hand showed Air Power greyed ("Cannot be played
    now") with the base card's text (2 dice a hex...), though it is played as an Air Sortie
    (command-cards.md: "with Air rules in effect Air Power is played as an Air Sortie") and
    the decisions list offered it so. Found by the command cards audit."""
    from editor.engine.game import kind_of
    from editor.engine.game.actions import PLAY

    w, dock = dealt_window(make_window, {"A1": "infus", "M9": "infger", "E7": "infger"},
                           [["probe-left", "attack-left"], ["air-power", "probe-left"]],
                           options={"air_rules": {"sorties": {"ALLIES": 0, "AXIS": 0}}})
    st = w.play.session.state
    power = kind_of("air-power")
    assert Action(PLAY, power) not in w.play.session.legal_actions()
    row = next(i for i in range(dock.hand.count())
               if dock.hand.item(i).text().startswith("Air Power"))
    item = dock.hand.item(row)
    assert item.text() == "Air Power (as an Air Sortie)"
    assert item.data(Qt.ItemDataRole.UserRole) == Action("sortie", power, None)
    assert "played as an Air Sortie" in item.toolTip()
    assert "2 dice per hex" not in item.toolTip() and "Cannot be played" not in item.toolTip()
    assert item.foreground().color().name() != "#8a8a8a"  # not greyed: it can be played
    # played from the hand (Enter), it flies an airplane in
    dock.hand.setCurrentRow(row)
    dock.hand.setFocus()
    qtbot.keyClick(dock.hand, Qt.Key.Key_Return)
    assert power not in st.hands[1]
    assert any(a.kind == "enter" for a in w.play.session.legal_actions())


def test_a_card_that_would_order_one_unit_of_your_choice_says_so_before_it_is_played(
        make_window, qtbot) -> None:
    """Move Out! with no infantry on the board read "Move Out!" in the hand and the
    decisions list, its tooltip "order up to 4 infantry units", though played it orders 1
    unit of your choice (command-cards.md: "Where a card says "if you do not command any X
    units, issue an order to 1 unit of your choice", that fallback applies."). Found by the
    command cards audit."""
    from editor.engine.game import kind_of
    from editor.engine.game.actions import PLAY
    from editor.ui.play.panel import describe

    w, dock = dealt_window(make_window, {"A1": "tankus", "E3": "tankus", "M9": "infger"},
                           [["probe-left", "attack-left"],
                            ["move-out", "armor-assault", "probe-left"]])
    st = w.play.session.state
    move_out, armor, probe = (Action(PLAY, kind_of(k))
                              for k in ("move-out", "armor-assault", "probe-left"))
    note = "1 unit of your choice, as you command no infantry unit"
    assert note in describe(st, move_out), describe(st, move_out)
    assert "of your choice" not in describe(st, armor)  # two tanks: it orders them
    texts = {dock.hand.item(i).data(Qt.ItemDataRole.UserRole): dock.hand.item(i).text()
             for i in range(dock.hand.count())}
    assert texts[move_out] == f"Move Out! ({note})"
    assert texts[armor] == "Armor Assault" and texts[probe] == "Probe (left)"


def air_window(make_window, options: dict[str, object],  # type: ignore[no-untyped-def]
               hands: list[list[str]], airfields: tuple[str, ...] = ()):
    """A window playing a small Air rules game (the Allies first, hands as given, three
    cards each, both hands shown; airfields on the hexes named), and its dock."""
    return dealt_window(make_window, {"A1": "infus", "M9": "infger", "E7": "infger"}, hands,
                        options=options, cards=(3, 3), airfields=airfields)


def dealt_window(make_window, units: dict[str, str],  # type: ignore[no-untyped-def]
                 hands: list[list[str]], *, options: dict[str, object] | None = None,
                 cards: tuple[int, int] | None = None, airfields: tuple[str, ...] = ()):
    """A window playing a small game of the units named (by hex), the Allies first with
    the hands as given (as many cards each as its hand unless ``cards`` says), every die a
    star, both hands shown (airfields on the hexes named), and its dock."""
    from editor.engine.game import kind_of
    from editor.engine.scenario import Piece

    first, second = cards or (len(hands[0]), len(hands[1]))
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                    cards_player1=first, cards_player2=second,
                                    starting="PLAYER2", options=options or {}))
    b = Board(s.board_type)
    for name, unit in units.items():
        s.set_hex(b.parse_hex(name), Hex(unit=Unit(unit)))
    for name in airfields:
        s.set_hex(b.parse_hex(name), Hex(terrain=Piece("airfield")))
    game = Game(s, dice=ScriptedDice(["star"] * 40), events=True, undo=True, first_player=1,
                hands=[[kind_of(k) for k in hand] for hand in hands])
    w = open_window(make_window, s)
    w.play.start_session(PlaySession(s, seed=1, game=game), open_hands=True)
    return w, dock_of(w)


def hand_lines(dock: PlayDock) -> list[tuple[str, Action, str, bool]]:
    """The hand's lines: text, decision, tooltip, greyed."""
    out = []
    for i in range(dock.hand.count()):
        item = dock.hand.item(i)
        out.append((item.text(), item.data(Qt.ItemDataRole.UserRole), item.toolTip(),
                    item.foreground().color().name() == "#8a8a8a"))
    return out


def play_hand_line(dock: PlayDock, qtbot, text: str) -> None:  # type: ignore[no-untyped-def]
    """Enter on the hand's line ``text``, as the keyboard does it."""
    row = next(i for i in range(dock.hand.count()) if dock.hand.item(i).text() == text)
    dock.hand.setCurrentRow(row)
    dock.hand.setFocus()
    qtbot.keyClick(dock.hand, Qt.Key.Key_Return)


def test_counter_attack_of_an_air_sortie_is_played_as_one_from_the_hand(make_window, qtbot
                                                                         ) -> None:
    """After the opponent's Air Sortie played alone, the hand showed Counter-Attack greyed
    ("Cannot be played now"), though the decisions offered "Play Counter-Attack as an Air
    Sortie" (004: "When an Air Sortie equivalent is countered with a Counter-Attack, it must
    be played the same way as the initial card was"); played from the hand it said
    "Counter-Attack needs a card played by the opponent before". Found by the play mode
    audit."""
    w, dock = air_window(make_window, {"air_rules": {"sorties": {"ALLIES": 1, "AXIS": 0}}},
                         [["counter-attack", "attack-left"], ["probe-left", "recon-left"]])
    st = w.play.session.state
    do_through_ui(w, qtbot, st.parse("sortie"))
    do_through_ui(w, qtbot, st.parse("enter B1"))
    assert st.active == 0 and st.phase == "card"
    counter = st.parse("sortie counter-attack")
    lines = {text: (a, tip, grey) for text, a, tip, grey in hand_lines(dock)}
    assert "Counter-Attack" not in lines, lines
    a, tip, grey = lines["Counter-Attack (as an Air Sortie)"]
    assert a == counter and not grey
    assert "Air Sortie" in tip and "Cannot be played now" not in tip
    play_hand_line(dock, qtbot, "Counter-Attack (as an Air Sortie)")
    assert w.play.session.steps[-1].action == counter
    assert any(x.kind == "enter" for x in w.play.session.legal_actions())


def test_a_recon_card_under_air_strikes_rules_has_its_air_sortie_in_the_hand(make_window, qtbot
                                                                             ) -> None:
    """Under Air Strikes rules a Recon card "may be played, at the player's option, as
    indicated on the card (e.g. a Recon 1) OR as an Air Sortie card instead" (004), in its
    section; the hand showed "Recon (left)" alone, its tooltip the Recon's text, so a player
    looking at the hand did not learn that the card can fly an airplane (only the decisions
    list offered "Play Recon (left) as an Air Sortie"). Found by the play mode audit."""
    from editor.engine.game import kind_of

    w, dock = air_window(make_window, {"air_rules": {"sorties": {"ALLIES": 0, "AXIS": 0}},
                                       "air_strikes_rules": "ALLIES"},
                         [["probe-left", "attack-left"], ["recon-left", "probe-left"]])
    session = w.play.session
    st = session.state
    recon = kind_of("recon-left")
    lines = hand_lines(dock)
    texts = [text for text, _a, _tip, _grey in lines]
    assert texts == ["Probe (left)", "Recon (left)",
                     "Recon (left) (as an Air Sortie in its section)"], texts
    _text, a, tip, grey = lines[1]
    assert a == Action("play", recon) and not grey  # the card's own way, as before
    assert "Air Strikes rules: it may also be played as an Air Sortie" in tip, tip
    _text, a, tip, grey = lines[2]
    assert a == st.parse("sortie recon-left") and not grey
    assert "by an edge hex of its section" in tip and "replaced as normal" in tip, tip
    # the way in the hand and the decisions list agree: the line chosen is the decision's
    dock.hand.setCurrentRow(2)
    assert dock.decisions.currentItem().data(Qt.ItemDataRole.UserRole) == a
    # and the map shades the section it flies in by, as it shades a card's sections
    from editor.ui.play.board import section_hexes

    zone = w.play.board.zone(st)
    assert zone and zone == section_hexes(st, recon, 1)
    # hot-seat: the hand behind the pass-the-seat screen until the seat is taken
    dock.open_hands.setChecked(False)
    assert w.play.controller.seat_hidden() and dock.hand_stack.currentIndex() == 1
    qtbot.mouseClick(dock.seat_button, Qt.MouseButton.LeftButton)
    assert [t for t, *_ in hand_lines(dock)] == texts
    play_hand_line(dock, qtbot, "Recon (left) (as an Air Sortie in its section)")
    assert session.steps[-1].action == a
    enter = {x.a for x in session.legal_actions() if x.kind == "enter"}
    left = st.S.secmask[1]
    # it flies in by an edge hex of its section: never over the right section
    assert enter and any(left[h] & 1 for h in enter) and not any(left[h] & 4 for h in enter)


def test_identical_recon_cards_have_one_air_sortie_line_under_them(make_window, qtbot
                                                                   ) -> None:
    """Two identical Recon cards under Air Strikes rules: one line to play one as an Air
    Sortie, under both (not between them, as if it were a third card)."""
    _w, dock = air_window(make_window, {"air_rules": {"sorties": {"ALLIES": 0, "AXIS": 0}},
                                        "air_strikes_rules": "ALLIES"},
                          [["probe-left", "attack-left"],
                           ["recon-left", "recon-left", "probe-left"]])
    assert [t for t, *_ in hand_lines(dock)] == [
        "Probe (left)", "Recon (left)", "Recon (left)",
        "Recon (left) (as an Air Sortie in its section)"]


def test_the_hand_says_which_section_cards_the_air_sortie_may_go_with(make_window, qtbot
                                                                      ) -> None:
    """"the Air Sortie card may also be played in conjunction with a Section card ...
    letting the player use one order from the Section card just played to make an Air
    Sortie in the corresponding section" (004): the decisions list offered "Play an Air
    Sortie with Probe (left)", but the hand's Probe said only its own text, and the Air
    Sortie's tooltip "or with a section card (see the decisions)" named none. Found by the
    play mode audit."""
    w, dock = air_window(make_window, {"air_rules": True},
                         [["probe-left", "attack-left"],
                          ["probe-left", "general-advance", "counter-attack", "recon-right"]])
    tips = {text: tip for text, _a, tip, _grey in hand_lines(dock)}
    recon = next(tip for text, _a, tip, _grey in hand_lines(dock) if "Recon" in text)
    assert "with it: its order makes an Air Sortie in its section" in recon, recon
    assert "the others order ground units" not in recon  # it has but the one
    assert ("Your Air Sortie may be played with it: one of its orders makes an Air Sortie "
            "in its section") in tips["Probe (left)"], tips["Probe (left)"]
    assert "Play an Air Sortie with Probe (left)" in tips["Probe (left)"]
    assert "in one of its sections" in tips["General Advance"], tips["General Advance"]
    assert "Air Sortie" not in tips["Counter-Attack"]  # no section card: no order to give
    sortie = tips["Air Sortie (face up)"]
    assert "with General Advance, Probe (left) or Recon (right)" in sortie, sortie
    # a card played: the cards left say nothing of it (no card may be played now)
    st = w.play.session.state
    do_through_ui(w, qtbot, st.parse("play probe-left"))
    assert st.phase != "card"
    tips = {text: tip for text, _a, tip, _grey in hand_lines(dock)}
    assert "Air Sortie" not in tips["General Advance"], tips


def test_the_air_sortie_in_the_hand_orders_the_airplane_when_none_may_fly_in(make_window, qtbot
                                                                             ) -> None:
    """With both reserve airplanes on the board and landed (on C3 and E3), the face-up Air
    Sortie can only order one of them ("If a player plays an Air Sortie card ... when he
    already has an airplane unit on the battlefield, the card's effect is to order this
    particular Airplane", 004): the hand showed "Air Sortie (face up)" greyed and Enter on
    it said why a fresh airplane could not fly in, though the decisions offered "Play an Air
    Sortie: order the airplane on E3". Found by the play mode audit. (With one of them
    airborne, a fresh one flies in, the airborne one leaving the board: "the player may opt
    to let its Airplane disappear off the board and initiate a new Air Sortie with a fresh
    Airplane instead!"; tests/cases/game/air.game.)"""
    w, dock = air_window(make_window, {"air_rules": {"sorties": {"ALLIES": 2, "AXIS": 0}}},
                         [["probe-left", "probe-left", "probe-left"],
                          ["air-power", "probe-right", "attack-right"]],
                         airfields=("C3", "E3"))
    session = w.play.session
    st = session.state
    # Air Power flies one in, which lands on C3; an Air Sortie flies the other in, to E3
    for text in ("sortie air-power", "enter C3", "moves done", "sortie", "enter E3",
                 "play probe-left", "moves done"):
        if text != "moves done" or st.phase == "moves":  # (the Axis' Probe orders M9)
            do_through_ui(w, qtbot, st.parse(text))
    assert st.active == 1 and st.phase == "card"
    orders = [a for a in session.legal_actions() if a.kind == "sortie"
              and st.notation(a) in ("sortie C3", "sortie E3")]
    assert st.parse("sortie") not in session.legal_actions() and len(orders) == 2
    lines = {text: (a, grey) for text, a, _tip, grey in hand_lines(dock)}
    assert lines["Air Sortie (face up)"] == (orders[0], False), lines
    play_hand_line(dock, qtbot, "Air Sortie (face up)")
    assert session.steps[-1].action == orders[0]


def test_the_air_sortie_in_the_hand_orders_the_airborne_airplane(make_window, qtbot) -> None:
    """With an airplane airborne on E5, Enter on the hand's face-up Air Sortie flew a fresh
    airplane in, and the one on E5 left the board, though an Air Sortie played "when he
    already has an airplane unit on the battlefield" has the effect "to order this particular
    Airplane for the turn with no Air check required" and a fresh one is what the player "may
    opt" for (004); Air Power (as an Air Sortie) likewise. Both order it now, and their
    tooltips say so. Found by the airplay audit."""
    w = open_window(make_window, Scenario())
    w.play.start_session(air_session(hand=("air-power", "probe-center", "probe-left",
                                           "probe-right")), open_hands=True)
    session, dock = w.play.session, dock_of(w)
    st = session.state
    lines = {text: (a, tip) for text, a, tip, _grey in hand_lines(dock)}
    a, tip = lines["Air Sortie (face up)"]
    assert a == st.parse("sortie E5")
    assert "it orders your airplane airborne on E5 (no Air check)" in tip
    a, tip = lines["Air Power (as an Air Sortie)"]
    assert a == st.parse("sortie air-power E5")
    assert "it orders your airplane airborne on E5 (no Air check)" in tip
    play_hand_line(dock, qtbot, "Air Sortie (face up)")
    assert session.steps[-1].action == st.parse("sortie E5")
    assert st.unit_at(st.S.name.index("E5")) >= 0 and st.phase == "moves"


def test_the_hand_says_which_cards_leave_the_airborne_airplane_unordered() -> None:
    """"Once airborne, an Airplane must be ordered every turn ... otherwise it must be
    removed from the battlefield" (004): a card that cannot order it (Probe (left), the P-40
    flying over the centre) said nothing of it, and Assault (left), which orders its
    section at once, took it off the board before the player saw any prompt. Its tooltip
    says so now; the cards that may order it say nothing. Found by the airplay audit."""
    from editor.ui.play.board import air_of
    from editor.ui.play.hand import hand_lines as lines_of
    from editor.ui.play.hand import idle_cards

    session = air_session(hand=("probe-center", "attack-center", "probe-left", "direct-from-hq"))
    st = session.state
    legal = session.legal_actions()
    tips = {line.text.split(" (orders")[0]: line.tip or ""
            for line in lines_of(st, 1, legal, idle_cards(st, legal), air_of(st))}
    note = ("It cannot order your airplane airborne on E5: not ordered, it leaves the board "
            "when the orders are given (keep 'em flying, 004; no medal)")
    assert note in tips["Probe (left)"], tips
    for card in ("Probe (center)", "Attack (center)", "Direct from HQ"):
        assert "keep 'em flying" not in tips[card], tips[card]


def test_ending_the_orders_says_the_airborne_airplane_leaves_unless_ordered() -> None:
    """The orders' prompt and "Order no more units" said nothing of the airplane airborne
    on E5, which leaves the board when the orders end without it (keep 'em flying, 004).
    Found by the airplay audit."""
    from editor.engine.game.explain import order_hint
    from editor.ui.play.panel import describe

    session = air_session(hand=("attack-center", "probe-center", "probe-left", "probe-right"))
    game = session.game
    game.play("play attack-center")
    game.play("order f4")
    st = game.state
    assert order_hint(st) == ("Attack (center): order 3 units in the center section (1 "
                              "ordered, 2 left) or end the orders; your airplane on E5 leaves "
                              "the board unless ordered (keep 'em flying, 004; no medal)")
    assert describe(st, st.parse("orders done")) == (
        "Order no more units (the airplane on E5 leaves the board: keep 'em flying, no medal)")
    game.play("order E5")
    st = game.state
    assert "keep 'em flying" not in order_hint(st)


def test_every_place_says_alike_that_the_airplane_not_ordered_leaves_the_board() -> None:
    """The airplane airborne and not ordered "leaves the board" in every place, but the
    play log said "keep 'em flying! it leaves the board (no medal)", the decision "leaves
    the board: keep 'em flying" (no medal said) and the prompt "(keep 'em flying, 004)" (no
    medal said), where the hand's tooltip said "(keep 'em flying, 004; no medal)"; the
    Storch that rescued a unit "ends its Air Sortie" in the log, which did not say it leaves
    the board. Each now says the airplane leaves the board, at no medal, and why (the
    leftovers3 audit)."""
    from editor.engine.game.explain import order_hint
    from editor.ui.play.panel import describe

    session = air_session(hand=("attack-center", "probe-center", "probe-left", "probe-right"))
    game = session.game
    game.play("play attack-center")
    game.play("order f4")
    st = game.state
    assert order_hint(st).endswith("; your airplane on E5 leaves the board unless ordered "
                                   "(keep 'em flying, 004; no medal)")
    assert describe(st, st.parse("orders done")) == (
        "Order no more units (the airplane on E5 leaves the board: keep 'em flying, no medal)")
    game.play("orders done")
    assert "E5 US airplane was not ordered: it leaves the board (keep 'em flying, no medal)" \
        in [e for _, e in game.state.events or []], game.state.events


def test_the_storch_that_rescues_a_unit_is_said_to_leave_the_board_with_it() -> None:
    """A rescue takes the unit and the Storch off the board: the log said the Storch "ends
    its Air Sortie" (the leftovers3 audit); it now says it leaves the board with the unit."""
    from editor.engine.game import kind_of

    s = _storch_and_a_lone_figure()
    game = Game(s, dice=ScriptedDice(["inf"] * 40), events=True, first_player=1,
                hands=[[kind_of("probe-center")] * 4,
                       [kind_of(k) for k in ("probe-center", "attack-center", "probe-left",
                                             "probe-right")]])
    game.play("sortie")
    n = len(game.state.events or [])
    game.play("rescue edge f4")
    said = [e for _, e in (game.state.events or [])[n:]]
    assert said[1:3] == ["f4 US Infantry is rescued by e4 US airplane: it leaves the board "
                         "(no medal)", "e4 US airplane leaves the board with it (no medal)"]


def test_the_orders_prompt_says_when_the_card_cannot_order_the_airborne_airplane() -> None:
    """Behind Enemy Lines orders 1 infantry unit: the prompt said the P-40 airborne on E5
    "leaves the board unless ordered", as if the player might order it, where no decision
    orders it (the hand's tooltip said rightly that the card cannot). Found by the review
    audit."""
    from editor.engine.game import kind_of
    from editor.engine.game.explain import order_hint

    s = air_session().scenario.copy()
    s.set_hex(Board(s.board_type).parse_hex("g4"), Hex(unit=Unit("infus")))
    game = Game(s, dice=ScriptedDice(["inf"] * 40), events=True, first_player=1,
                hands=[[kind_of("probe-center")] * 4,
                       [kind_of("behind-enemy-lines")] + [kind_of("probe-left")] * 3])
    game.play("play behind-enemy-lines")
    st = game.state
    assert st.parse("order E5") not in st.legal_actions()
    assert order_hint(st) == ("Behind Enemy Lines: order 1 infantry unit (0 ordered, 1 left) "
                              "or end the orders; your airplane on E5 leaves the board: the "
                              "orders left cannot order it (keep 'em flying, 004; no medal)")


def test_the_done_button_keeps_its_own_words_when_the_list_says_more(make_window,
                                                                     qtbot) -> None:
    """The step's button read as its decisions list line, "Order no more units (the airplane
    on E5 leaves the board: keep 'em flying)", a button as wide as the panel (found by the
    airplay audit)."""
    w = open_window(make_window, Scenario())
    w.play.start_session(air_session(hand=("attack-center", "probe-center", "probe-left",
                                           "probe-right")), open_hands=True)
    st = w.play.session.state
    do_through_ui(w, qtbot, st.parse("play attack-center"))
    do_through_ui(w, qtbot, st.parse("order f4"))
    assert dock_of(w).done_button.text() == "Order no more units"


def air_and_craft() -> Scenario:
    """Under the Air rules: a German airplane airborne on E5 (no airfield under it), a US
    one landed on its airfield on K3, US infantry aboard a landing craft on C1 and on e4,
    German infantry on M9."""
    from editor.engine.board import Face
    from editor.engine.scenario import Piece

    s = Scenario(face=Face.BEACH, game_info=GameInfo(
        side_player1=Side.AXIS, side_player2=Side.ALLIES,
        options={"air_rules": {"models": {"AXIS": "me109", "ALLIES": "p40"}}}))
    b = Board(s.board_type)
    for name, h in {"C1": Hex(unit=Unit("infus"), rect_terrain=Piece("barge")),
                    "E5": Hex(unit=Unit("plnger")), "e4": Hex(unit=Unit("infus")),
                    "K3": Hex(terrain=Piece("airfield"), unit=Unit("plnus")),
                    "M9": Hex(unit=Unit("infger"))}.items():
        s.set_hex(b.parse_hex(name), h)
    return s


def air_and_craft_game(s: Scenario, *steps: str) -> Game:
    """A game on :func:`air_and_craft`, the Axis playing Probe (center) first, after
    ``steps``."""
    from editor.engine.game import kind_of

    game = Game(s, dice=ScriptedDice(["inf"] * 4), events=True, undo=True, first_player=0,
                hands=[[kind_of("probe-center")] * 4, [kind_of("probe-left")] * 4])
    for step in steps:
        game.play(step)
    return game


def test_the_status_line_says_what_the_air_rules_and_landing_craft_make_of_a_unit(
        make_window, qtbot) -> None:
    """The map draws an airplane airborne as one landed, and neither a unit held by Ground
    Interdiction nor (but by a small piece) one aboard a landing craft: the status line
    about the hex said only "US airplane (1 figure)". It says "airborne" or "on the ground",
    "held by Ground Interdiction: cannot move this turn" and "aboard a landing craft".
    Found by the airplay audit. (The map draws an airplane airborne lifted now: the next
    test.)"""
    s = air_and_craft()
    # (E7 interdicts e6's around it)
    game = air_and_craft_game(s, "play probe-center", "order E5", "move E5 E7")
    w = open_window(make_window, s)
    w.play.start_session(PlaySession(s, seed=1, game=game), open_hands=True)
    S = w.play.session.state.S

    def said(name: str) -> str:
        return w.status.hex_words(S.coords[S.name.index(name)])

    assert "airborne" in said("E7") and "on the ground" in said("K3"), said("E7")
    assert "aboard a landing craft" in said("C1"), said("C1")
    assert "held by Ground Interdiction" not in said("e4")
    game2 = air_and_craft_game(s, "play probe-center", "order E5", "move E5 E3")
    w.play.start_session(PlaySession(s, seed=1, game=game2), open_hands=True)
    assert "held by Ground Interdiction: cannot move this turn" in said("e4"), said("e4")


def test_the_play_board_draws_an_airborne_airplane_lifted(make_window, qtbot) -> None:
    """An airplane airborne and one landed on its airfield were drawn alike on the play
    board, only the status line telling them apart, where an airborne one must be ordered
    every turn or leave, and interdicts the ground around it. The board draws it lifted over
    its shadow (RenderOptions.airborne, tests/render/test_airborne.py), following it as it
    flies; the one landed as before, and the scenario's once play mode is left (the next
    test). Found by the airdraw audit."""
    s = air_and_craft()
    w = open_window(make_window, s)
    w.play.start_session(PlaySession(s, seed=1, game=air_and_craft_game(
        s, "play probe-center", "order E5")), open_hands=True)
    b = Board(s.board_type)
    assert w.canvas.options().airborne == frozenset({b.parse_hex("E5")})
    assert w.play.controller.act(w.play.session.state.parse("move E5 E7"))
    e7 = b.parse_hex("E7")
    assert w.canvas.options().airborne == frozenset({e7})
    assert "airborne" in w.status.hex_words(e7)  # (said too)

    def foot() -> list[int]:
        """The brightness of the ground at E7's foot, under the token, on screen."""
        canvas = w.canvas
        canvas.flush()
        shot = canvas.viewport().grab().toImage()
        c, r = canvas.view_center(e7), canvas.hex_layout.radius
        assert shot.rect().contains(c)
        return [sum(shot.pixelColor(x, y).getRgb()[:3])
                for x in range(round(c.x() - r * 0.3), round(c.x() + r * 0.4))
                for y in range(round(c.y() + r * 0.62), round(c.y() + r * 0.8))]

    lifted = foot()
    w.canvas.set_airborne(())  # drawn as one landed: as the board drew it
    alike = foot()
    assert sum(a - b > 30 for a, b in zip(alike, lifted, strict=True)) > len(lifted) // 3
    w.play.leave()  # the design canvas: the airplane where the scenario starts it airborne
    assert w.canvas.options().airborne == frozenset({b.parse_hex("E5")})


def test_with_the_air_rules_off_no_airplane_is_drawn_or_said_airborne(make_window, qtbot
                                                                      ) -> None:
    """With the Air rules not in effect an airplane is not played, and the design canvas
    draws none lifted; the game still set one off an airfield aloft, so the play board drew
    it lifted and the status line said it "airborne" (noticed by the airdraw2 audit). The
    game leaves the airplanes off the board, as the check ``airplane-placement`` says (the
    engine kept them, one aloft, which no ground unit could pass, found by the airrules
    audit): the play board shows none, the design canvas keeps them, back from play mode."""
    from dataclasses import replace

    s = air_and_craft()
    s = replace(s, game_info=replace(s.game_info, options={"air_rules": False}))
    w = open_window(make_window, s)
    assert w.canvas.options().airborne == frozenset()
    b = Board(s.board_type)
    e5, k3 = b.parse_hex("E5"), b.parse_hex("K3")
    w.play.start_session(PlaySession(s, seed=1, game=air_and_craft_game(s)), open_hands=True)
    assert w.canvas.options().airborne == frozenset()
    shown = w.play.board.document.scenario
    assert shown.hex(e5).unit is None and shown.hex(k3).unit is None
    words = w.status.hex_words(e5)
    assert "airborne" not in words and "on the ground" not in words, words
    w.play.leave()
    assert w.document.scenario.hex(e5).unit == Unit("plnger")
    assert w.document.scenario.hex(k3).unit == Unit("plnus")


def test_the_design_canvas_draws_an_airplane_that_starts_airborne_lifted(make_window,
                                                                          qtbot) -> None:
    """An airplane placed where it starts the game airborne (the Air rules in effect, no
    airfield or aircraft carrier under it) was drawn in the editor as one landed, the Hex
    panel alone saying "airborne at the start". The design canvas draws it lifted over its
    shadow as the game will start it (``airborne_at_start``, the game's own set:
    tests/engine/game/test_air.py), following the edits and their undo; back from play
    mode, the scenario's again. Found by the airdraw2 audit."""
    from dataclasses import replace

    from editor.engine.scenario import Piece

    s = air_and_craft()
    w = open_window(make_window, s)
    b = Board(s.board_type)
    e5, k3 = b.parse_hex("E5"), b.parse_hex("K3")
    assert w.canvas.options().airborne == frozenset({e5})  # K3 is on its airfield
    doc = w.document
    assert doc.set_hex(e5, replace(doc.scenario.hex(e5), terrain=Piece("airfield")),
                       "Paint airfield")
    assert w.canvas.options().airborne == frozenset()
    assert doc.set_hex(k3, replace(doc.scenario.hex(k3), terrain=None), "Erase airfield")
    assert w.canvas.options().airborne == frozenset({k3})
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert w.canvas.options().airborne == frozenset({e5})
    w.play.start_session(PlaySession(s, seed=1, game=air_and_craft_game(
        s, "play probe-center", "order E5", "move E5 E7")), open_hands=True)
    assert w.canvas.options().airborne == frozenset({b.parse_hex("E7")})  # the game's
    w.play.leave()
    assert w.canvas.options().airborne == frozenset({e5})
    assert doc.set_value("game_info", replace(doc.scenario.game_info,
                                              options={"air_rules": False}), "No Air rules")
    assert w.canvas.options().airborne == frozenset()


def test_the_play_board_marks_a_unit_held_by_ground_interdiction(make_window, qtbot) -> None:
    """A unit held by Ground Interdiction (next to an enemy airplane airborne at its turn's
    start) cannot move this turn, yet the map drew it as any other: only the status line
    about its hex said so. It is marked "held" now, as a unit to rescue is marked "rescue",
    for the turn it is held; its shading still says what it is ("may be ordered"), and the
    status line says the mark once. Found by the airdraw2 audit."""
    from editor.ui.play.board import ORDERABLE_COLOUR

    s = air_and_craft()
    w = open_window(make_window, s)
    w.play.start_session(PlaySession(s, seed=1, game=air_and_craft_game(
        s, "play probe-center", "order E5", "move E5 E7")), open_hands=True)
    e4 = Board(s.board_type).parse_hex("e4")
    assert e4 not in w.canvas.marks  # (E7 interdicts e6's around it, not e4)
    w.play.start_session(PlaySession(s, seed=1, game=air_and_craft_game(
        s, "play probe-center", "order E5", "move E5 E3")), open_hands=True)
    assert w.canvas.marks.get(e4) == "held"
    assert list(w.canvas.marks.values()).count("held") == 1
    said = w.status.hex_words(e4)
    assert said.count("held") == 1, said
    assert "held by Ground Interdiction: cannot move this turn" in said, said
    st = w.play.session.state
    assert w.play.controller.act(st.parse("play probe-left"))  # (orders C1, not e4)
    assert w.canvas.marks.get(e4) == "held"
    w.canvas.set_tints({e4: ORDERABLE_COLOUR})  # as the map shades it when it may be
    assert w.play.board.shading_words(e4) == (
        "may be ordered; held by Ground Interdiction: cannot move this turn")
    w.play.leave()
    assert not w.canvas.marks


def test_the_decisions_list_says_ground_support_takes_the_terrain_protection_away() -> None:
    """Three dice against infantry in a forest read "e4 US Infantry battles E5 German
    Infantry with 3 dice", as if the forest were not there: it is the P-38's Ground Support
    (004). Found by the airplay audit."""
    from editor.ui.play.panel import describe

    from ..engine.game.test_air import ground_support_game

    st = ground_support_game().state
    assert describe(st, st.parse("battle e4 E5")) == (
        "e4 US Infantry battles E5 German Infantry with 3 dice (Ground Support of the "
        "airplane on F5: no terrain protection)")


def _after_a_recon_air_sortie(make_window, qtbot):  # type: ignore[no-untyped-def]
    """The Allies' Recon card (left) played as an Air Sortie under their Air Strikes
    rules, its airplane in by B1; the Axis to play, a Counter-Attack in hand: the window,
    its play panel and the state."""
    w, dock = air_window(make_window, {"air_rules": {"sorties": {"ALLIES": 0, "AXIS": 0}},
                                       "air_strikes_rules": "ALLIES"},
                         [["counter-attack", "probe-left"], ["recon-left", "probe-left"]])
    st = w.play.session.state
    do_through_ui(w, qtbot, st.parse("sortie recon-left"))
    do_through_ui(w, qtbot, st.parse("enter B1"))
    assert st.active == 0 and st.phase == "card"
    return w, dock, st


def test_a_counter_attack_of_a_recon_air_sortie_says_its_section(make_window, qtbot) -> None:
    """A Counter-Attack repeating a Recon card played as an Air Sortie flies in by the
    section of that Recon, mirrored (004: the countered card "must be played the same way as
    the initial card was"; command-cards.md: "his left is your right"), but the hand's
    "Counter-Attack (as an Air Sortie)" said nothing of a section, as if any edge hex would
    do. Found by the play mode audit."""
    w, dock, st = _after_a_recon_air_sortie(make_window, qtbot)
    lines = {text: (a, tip) for text, a, tip, _grey in hand_lines(dock)}
    a, tip = lines["Counter-Attack (as an Air Sortie)"]
    assert a == st.parse("sortie counter-attack")
    assert "It flies in by your right section only" in tip, tip


def test_a_counter_attack_of_a_recon_air_sortie_shades_its_section(make_window, qtbot) -> None:
    """Choosing "Counter-Attack (as an Air Sortie)" against the opponent's Recon card
    played as an Air Sortie shaded nothing on the map, though it flies in by that Recon's
    section only, mirrored (the Recon's own Air Sortie line shades its section): the map
    shaded the card a Counter-Attack repeats, and an Air Sortie is no card repeated. Found
    by the play mode audit."""
    from editor.engine.game import kind_of
    from editor.ui.play.board import section_hexes

    w, dock, st = _after_a_recon_air_sortie(make_window, qtbot)
    texts = [text for text, _a, _tip, _grey in hand_lines(dock)]
    dock.hand.setCurrentRow(texts.index("Counter-Attack (as an Air Sortie)"))
    zone = w.play.board.zone(st)
    assert zone and zone == section_hexes(st, kind_of("recon-right"), 0)
    # the Probe looked at next shades its own section, as before
    dock.hand.setCurrentRow(texts.index("Probe (left)"))
    assert w.play.board.zone(st) == section_hexes(st, kind_of("probe-left"), 0)


def _ended(make_window, qtbot, size: tuple[int, int] = (1200, 800)):  # type: ignore[no-untyped-def]
    """A window of ``size`` where two people (hot-seat, their decisions a random player's)
    have played a skirmish to its end, its end said."""
    w = make_window(Document(skirmish()), size=size)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=2))
    _play_on_to_the_end(w, qtbot)
    return w


def _play_on_to_the_end(w, qtbot) -> None:  # type: ignore[no-untyped-def]
    ctl, rng = w.play.controller, RandomPlayer(3)
    while not ctl.session.over:
        if ctl.seat_hidden():
            ctl.reveal()
        assert ctl.act(rng.choose(ctl.session.state, ctl.legal_for_person()))
    qtbot.waitUntil(lambda: w.play.end_box is not None)


def test_enter_at_the_end_of_a_game_saves_it_rather_than_start_another(
        make_window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Found by the play-mode usability audit: Rematch was the end screen's default button,
    so Enter (a key meant for the last decision, typed a moment late) started a new game
    and the finished one, never saved, was gone. Enter now asks where to save it (a Save
    dialog that can be cancelled); the rematch is a click or Alt+R. The end is said in the
    play panel (the replaypanel audit): the keyboard goes to its Save game…"""
    from editor.ui import folders

    w = _ended(make_window, qtbot)
    activate(w, qtbot)
    dock, first = dock_of(w), w.play.session
    asked: list[str] = []
    monkeypatch.setattr(folders, "ask_save_path",
                        lambda _p, _w, title, *a, **k: asked.append(title))
    assert QApplication.focusWidget() is dock.save_button
    qtbot.keyClick(dock.save_button, Qt.Key.Key_Return)
    assert asked == ["Save the game"] and w.play.session is first and first.over
    w.play.leave()


@pytest.mark.parametrize("size", [(1600, 1000), (1280, 800)])
def test_the_end_of_a_game_is_said_beside_the_board_not_over_it(
        make_window, qtbot, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """Found by the replaypanel audit at 1600x1000 and 1280x800: the end screen, a dialog,
    sat over the middle of the board and held the window until closed, hiding the final
    position the player wanted to read. The end is said in the play panel, beside the
    board: who won and how, each side's medals, with Replay and Hide; the board, the log
    and the panel's buttons (Rematch, Save game…, Back to editing) can be used at once."""
    from PySide6.QtCore import QRect

    w = _ended(make_window, qtbot, size)
    box, dock = w.play.end_box, dock_of(w)
    QApplication.processEvents()
    assert box.isVisible() and dock.isAncestorOf(box)
    assert QApplication.activeModalWidget() is None  # nothing to close first
    view = w.canvas.viewport()
    board = QRect(view.mapToGlobal(QPoint(0, 0)), view.size())
    said = QRect(box.mapToGlobal(QPoint(0, 0)), box.size())
    assert not said.intersects(board), (said, board)
    # the words of the end, under each side's medals and above the hand and the log
    r = w.play.session.result()
    title = box.findChild(type(dock.turn_label), "playEndTitle").text()
    assert title.startswith(f"{r.side.title()} (player {r.winner + 1}, ") and r.reason in title
    medals = box.findChild(type(dock.turn_label), "playEndMedals").text()
    assert f"{r.turns} player turns" in medals
    below = [dock.medals, box, dock.splitter]
    tops = [wid.mapTo(dock, QPoint(0, 0)).y() for wid in below]
    assert tops == sorted(tops)
    for b in (dock.rematch_button, dock.save_button, dock.leave_button):
        assert b.isVisible() and b.isEnabled()
    # the log, made lower by the box, still ends on the game's last line
    bar = dock.log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    # the last turn taken back: the game is on again, the box goes; played to the end
    # again, the new end is said
    qtbot.mouseClick(dock.turn_button, Qt.MouseButton.LeftButton)
    assert not w.play.session.over and w.play.end_box is None
    _play_on_to_the_end(w, qtbot)
    # Hide (or Escape) gives the room back to the panes; the panel's first line says the end
    w.play.end_box.hide_button.setFocus()
    qtbot.keyClick(w.play.end_box.hide_button, Qt.Key.Key_Escape)
    assert w.play.end_box is None and w.play.session.over
    assert dock.turn_label.text().startswith("Game over: ")
    # Replay steps through the game played
    w.play._game_over()
    played = w.play.session.log().actions
    w.play.end_box.replay_button.click()
    assert w.play.controller.log.actions == played
    w.play.leave()


def test_the_prompt_makes_room_for_the_box_saying_how_the_game_ended(
        make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The box saying how the game ended takes the prompt's room (it says only "The game is
    over." then), so the hand, the dice and the log keep their rows; the box hidden, the
    prompt is back (the mut11 audit)."""
    w = _ended(make_window, qtbot, (1280, 800))
    dock = dock_of(w)
    QApplication.processEvents()
    assert w.play.end_box.isVisible() and not dock.prompt.isVisible()
    w.play.end_box.hide_button.click()
    QApplication.processEvents()
    assert w.play.end_box is None and dock.prompt.isVisible()
    w.play.leave()


def test_the_end_of_a_game_is_said_once_in_the_play_panel(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Found by the review5 audit: the panel's first line said "Game over: Allies (player 2)
    wins: 6 medals (needed 6)" and the box right under it "Allies (player 2, AI: greedy)
    wins: 6 medals (needed 6).", the same end twice in other words (the first without "on
    objectives"). While the box stands the first line says "Game over" and the box how;
    hidden, the first line says the box's words."""
    w = _ended(make_window, qtbot)
    box, dock = w.play.end_box, dock_of(w)
    said = box.findChild(type(dock.turn_label), "playEndTitle").text()
    r = w.play.session.result()
    assert r.reason in said
    assert dock.turn_label.text() == "Game over"
    box.hide_button.click()
    assert w.play.end_box is None
    assert dock.turn_label.text() == f"Game over: {said}"
    # shown again, said once again
    w.play._game_over()
    assert dock.turn_label.text() == "Game over"
    w.play.leave()


def test_escape_hides_the_end_of_a_game_where_the_keyboard_is(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Found by the review5 audit: the guide and Hide's tooltip say Escape hides the box
    saying how the game ended, but the end puts the keyboard on Save game… and Escape
    there (or anywhere in the panel but the box) did nothing. Escape in the play panel
    hides the box while it stands."""
    w = _ended(make_window, qtbot)
    activate(w, qtbot)
    dock = dock_of(w)
    assert QApplication.focusWidget() is dock.save_button
    qtbot.keyClick(dock.save_button, Qt.Key.Key_Escape)
    assert w.play.end_box is None and dock.turn_label.text().startswith("Game over: ")
    w.play._game_over()
    qtbot.keyClick(dock.log, Qt.Key.Key_Escape)
    assert w.play.end_box is None
    w.play.leave()


def test_a_roll_of_more_than_four_dice_keeps_the_row_s_height(qtbot) -> None:
    """Found by the play-mode usability audit at 1366x768: a roll of five dice or more
    drew a second row of dice at full size, taller than the caption's three lines, and the
    panes under it (the decisions, the log) lost their rows. Such a roll is drawn in two
    rows of smaller dice, each die whole, in the height of the caption."""
    from editor.ui.play.dice import DiceRow

    row = DiceRow()
    qtbot.addWidget(row)
    row.resize(360, 40)
    row.show()
    row.show_roll((0, 1, 2), "three dice")
    three = row.sizeHint().height()
    for n in (5, 6, 8):
        row.show_roll(tuple(i % 5 for i in range(n)), f"{n} dice")
        QApplication.processEvents()
        assert row.sizeHint().height() == three, n
        dice = row._dice
        size, per_row = dice.die_size(), min(n, 4)
        assert size >= 16  # still a die one can read
        assert dice.sizeHint().width() >= per_row * size
        assert dice.sizeHint().height() >= 2 * size


def test_games_played_and_left_leave_nothing_behind(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A window kept open all day, play mode entered and left again and again: each game
    left stayed alive with its window, its controller (two timers), its session and the
    board it showed (found by the soak audit: 500 objects and two timers more a game)."""
    import gc

    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent

    from editor.ui.play.controller import PlayController

    w = open_window(make_window, skirmish())

    def play_a_few_moves() -> None:
        play_and_leave(w, seed=2, moves=3)

    def alive() -> tuple[int, int, int]:
        QCoreApplication.sendPostedEvents(None, int(QEvent.Type.DeferredDelete))
        gc.collect()
        objects = gc.get_objects()
        return (sum(isinstance(o, PlayController) for o in objects),
                sum(isinstance(o, PlaySession) for o in objects),
                len(shiboken6.Shiboken.getAllValidWrappers()))

    # what earlier tests left is not this test's (tests/ui/test_hostile_play.py's walks
    # wrap a finished game's panel for good: the same game unwalked leaves nothing)
    start = alive()
    play_a_few_moves()
    before = alive()
    for _ in range(3):
        play_a_few_moves()
    assert alive() == before
    assert before[:2] == start[:2]


class _SlowAI:
    """An AI whose first decision takes until it is called off (as a search's seconds of
    thought do), and whose next ones are quick; it counts the threads deciding at once."""

    name = "slow"

    def __init__(self) -> None:
        import threading

        self.calling_off = threading.Event()
        self._lock = threading.Lock()
        self.at_once = self.most_at_once = self.decisions = self.called_off = 0

    def choose(self, state, actions):  # type: ignore[no-untyped-def]
        with self._lock:
            self.at_once += 1
            self.most_at_once = max(self.most_at_once, self.at_once)
            self.decisions += 1
            first = self.decisions == 1
        try:
            if first and self.calling_off.wait(5):
                self.called_off += 1
                raise RuntimeError("called off")
            return actions[0]
        finally:
            with self._lock:
                self.at_once -= 1


def test_a_decision_whose_game_moved_on_is_called_off_before_the_next(make_window,
                                                                       qtbot) -> None:
    """A decision being thought when the game moved on (a question held the game, an undo,
    play mode left) ran to its end all the same: seconds of a core for the search, and the
    same player's next decision thought meanwhile on a second thread, on the player's
    caches and generator. It is called off (the search stops at its next sampled world),
    and the next decision of that player waits for it to end."""
    w = open_window(make_window, skirmish())
    session = PlaySession(w.document.scenario.copy(), seed=1, seats=("human", "random"))
    slow = _SlowAI()
    session._ais[1] = slow
    w.play.start_session(session)
    ctl = w.play.controller
    ctl.set_speed("fast")
    qtbot.waitUntil(lambda: slow.decisions == 1, timeout=10_000)
    with ctl.held():  # "leave the game?" asked, and answered No
        pass
    qtbot.waitUntil(lambda: slow.decisions >= 2 and len(session.steps) >= 1, timeout=10_000)
    assert slow.called_off == 1 and slow.most_at_once == 1
    # play mode left while it thinks: called off, its thread ends
    slow2 = _SlowAI()
    w.play.start_session(s2 := PlaySession(w.document.scenario.copy(), seed=1,
                                           seats=("human", "random")))
    s2._ais[1] = slow2
    ctl2 = w.play.controller
    ctl2.set_speed("fast")
    ctl2._after_change()
    qtbot.waitUntil(lambda: slow2.decisions == 1, timeout=10_000)
    w.play.leave()
    qtbot.waitUntil(lambda: slow2.called_off == 1, timeout=3_000)


def test_a_card_that_cannot_be_played_says_so_to_a_screen_reader(make_window, qtbot) -> None:
    """Found by the accessibility audit: a card of the hand that cannot be played now was
    told by its grey alone (and "Cannot be played now" in its tooltip, shown to the
    mouse): a screen reader said "Probe (left)" of a card to play and of one greyed alike.
    The line's accessible text says it; a card that can be played is said as shown."""
    from PySide6.QtGui import QAccessible


    w, dock = dealt_window(make_window, {"A1": "infus", "M9": "infger"},
                           [["probe-left", "attack-left"], ["probe-left", "attack-right"]])
    st = w.play.session.state

    def said() -> dict[str, str]:
        face = QAccessible.queryAccessibleInterface(dock.hand)
        assert face is not None
        cells = [face.child(i) for i in range(face.childCount())]
        return {dock.hand.item(i).text(): cells[i].text(QAccessible.Text.Name)
                for i in range(dock.hand.count())}

    before = said()
    assert len(before) == 2 and all(name == text for text, name in before.items())
    QAccessible.setActive(True)  # (a reader's cells follow the list while one listens)
    try:
        do_through_ui(w, qtbot, st.parse("play probe-left"))
    finally:
        QAccessible.setActive(False)
    assert st.phase != "card"
    after = said()
    assert len(after) == 1, after
    assert all(name == f"{text}, cannot be played now" for text, name in after.items()), after


def test_a_game_saved_under_a_bare_name_gets_its_extension(make_window, qtbot, tmp_path,
                                                           monkeypatch) -> None:
    """Found by the play walkthrough: Save Game… answered "half" wrote a file named "half",
    which File → Open Saved Game, listing "*.m44game *.json", never showed. A name without
    an extension takes the chosen filter's first (as Save Scenario As gives ".m44"), and a
    file of that name is not replaced unasked."""
    w = open_window(make_window, skirmish())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=3))
    do_through_ui(w, qtbot, w.play.session.legal_actions()[0])
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(tmp_path / "half"), "")))
    assert w.play.save_game()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["half.m44game"]
    assert PlaySession.load(tmp_path / "half.m44game").state.digest() \
        == w.play.session.state.digest()
    # the file is there now: replacing it is asked (the dialog asked about "half" only)
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text())
                        or QMessageBox.StandardButton.No)
    assert not w.play.save_game()
    assert len(asked) == 1 and asked[0].startswith("half.m44game already exists")
    # the filter chosen gives its own: a log as JSON
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(
        lambda *a, **k: (str(tmp_path / "log"), "JSON game logs (*.json)")))
    assert w.play.save_game() and (tmp_path / "log.json").is_file()


def test_the_defender_taking_the_seat_sees_the_close_assault_and_answers_it_with_enter(
        make_window, qtbot) -> None:
    """Found by the play walkthrough (hot-seat): the Axis player took the seat to answer a
    close assault without holding Ambush, and (1) the panel still said "Nothing can be done
    before Axis (player 1) takes the seat", said of a click on the map meanwhile; (2) the
    keyboard went to the hand, where Enter said "cards are played in the card phase", the
    one decision being the list's; (3) the map marked neither unit of the close assault,
    which it marks when the defender holds Ambush."""
    from editor.ui.inspector import TARGET_COLOUR
    from editor.ui.play.board import ACTOR_COLOUR

    scenario = close_assault()
    w = open_window(make_window, scenario)
    w.play.start_session(close_assault_session(hand1=NO_AMBUSH_HAND))
    activate(w, qtbot)
    dock, ctl, st = dock_of(w), w.play.controller, w.play.session.state
    for text in ("play attack-center", "moves done", "battle e6 E5"):
        do_through_ui(w, qtbot, st.parse(text))
    assert ctl.asking is not None and ctl.seat_hidden()
    click(w.canvas, st.S.coords[0])
    assert dock.message.text().startswith("Nothing can be done before Axis (player 1)")
    dock.seat_button.setFocus()
    qtbot.keyClick(dock.seat_button, Qt.Key.Key_Return)
    assert not ctl.seat_hidden()
    assert dock.message.text() == ""
    tints = w.canvas.tints
    assert tints.get(st.S.coords[st.S.name.index("e6")]) == ACTOR_COLOUR
    assert tints.get(st.S.coords[st.S.name.index("E5")]) == TARGET_COLOUR
    assert dock.decisions.hasFocus()
    qtbot.keyClick(dock.decisions, Qt.Key.Key_Return)
    assert ctl.asking is None and w.play.session.steps[-1].action == st.parse("battle e6 E5")


def test_the_roll_s_caption_is_whole_in_a_narrow_panel(qtbot) -> None:
    """Found by the play walkthrough: in the play panel of a window 1024 pixels wide (the
    panel narrower than about 370 pixels) the battle beside the dice was cut with "…",
    "G7 German Armor battles G5 …": the dice it rolled were not said. Each line wraps, between
    words, into as many rows as it needs, and the row grows to hold them all."""
    from editor.ui.play.dice import DiceRow

    row = DiceRow()
    qtbot.addWidget(row)
    row.resize(300, 40)
    row.show()
    qtbot.waitExposed(row)
    text = ("e6 US Armor battles E5 German Infantry in close assault: 3 dice\n"
            "E5 German Infantry loses 2 figures, 2 left\nE5 German Infantry retreats to F7\n"
            "e6 US Armor takes ground at E5")
    row.show_roll((0, 1, 2), text)
    QApplication.processEvents()
    cap = row.caption
    fm = cap.fontMetrics()
    rows = cap.text().split("\n")
    assert len(rows) > 4  # (the case: the lines do not fit the room of one row each)
    assert " ".join(rows).split() == text.split()  # every word, none shortened
    assert "…" not in cap.text()
    assert all(fm.horizontalAdvance(t) <= cap.width() for t in rows), (rows, cap.width())
    assert cap.height() >= len(rows) * fm.lineSpacing()  # none cut at the bottom
    assert row.minimumSizeHint().height() >= len(rows) * fm.lineSpacing()
    row.resize(900, 40)
    QApplication.processEvents()
    assert cap.text() == text  # room enough: a line a row


def test_the_roll_s_caption_is_the_battle_and_what_it_did() -> None:
    """The caption beside the dice says the battle and its result, not what came after it
    (the card drawn at the end of the turn, the next turn: they took the rows the battle's
    result needed in a narrow panel)."""
    from editor.ui.play.panel import roll_story

    ev = ["orders G7 German Infantry", "G7 German Infantry battles G5 US Armor: 2 dice",
          "rolls star, flag", "G5 US Armor loses 1 figure, 2 left", "G5 US Armor retreats to f4",
          "Axis (player 1) draws Pincer Move", "turn 9: Allies (player 2) to play; medals Axis 0, Allies 0"]
    assert roll_story(ev) == ["G7 German Infantry battles G5 US Armor: 2 dice",
                              "G5 US Armor loses 1 figure, 2 left",
                              "G5 US Armor retreats to f4"]
    ev = ["G9 German Artillery battles g4 US Infantry: 1 die", "rolls flag",
          "g4 US Infantry retreats to H3",
          "e6 German Infantry battles E5 US Armor in close assault: 3 dice",
          "rolls flag, grenade, star", "E5 US Armor is eliminated",
          "objective Cote 94 held by Axis", "Axis (player 1) wins: 6 medals (needed 6)"]
    assert roll_story(ev) == ["e6 German Infantry battles E5 US Armor in close assault: 3 dice",
                              "E5 US Armor is eliminated", "objective Cote 94 held by Axis",
                              "Axis (player 1) wins: 6 medals (needed 6)"]
    assert roll_story(["orders a1 US Infantry"]) == []


def test_the_status_bar_says_the_ai_s_decision_whole_in_a_1024_window(make_window, qtbot
                                                                      ) -> None:
    """Found by the play walkthrough: in a window 1024 pixels wide the play mode's status
    bar left its messages about 100 pixels, "Axis (player 1, AI): c6 Ger…", beside the mode's
    long word ("Playtest: click the map, or use the play panel") and the findings' counts of
    the scenario being edited (none is shown on the game). The mode's word is short, its
    how-to in its tooltip, and the counts come back with editing."""
    w = open_window(make_window, skirmish())
    w.resize(1024, 768)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=4), open_hands=True)
    for _ in range(5):
        QApplication.processEvents()
    bar = w.statusBar()
    text = "Axis (player 1, AI): c6 German Infantry battles b4 British Armor with 2 dice"
    bar.showMessage(text, 60000)
    qtbot.wait(50)
    assert bar.currentMessage() == text
    assert not w.findings_status.isVisible()
    assert w.tool_status.text() == "Playtest"
    assert "Click the map" in w.tool_status.toolTip()
    w.play.leave()
    assert w.findings_status.isVisible()
    assert w.tool_status.text().startswith("Tool: ")


def test_the_hand_has_room_for_a_card_whose_line_wraps(make_window, qtbot) -> None:
    """Found by the play walkthrough: in a window 1024 pixels wide, a card whose line wraps
    ("Move Out! (1 unit of your choice, as you command no infantry unit)") took two rows
    of a hand that asked room for a row a card: its last card was cut in half, behind a
    scroll bar. The hand asks room for its lines' rows at its width (and still for a full
    hand), also after the panel's width changes."""
    w, dock = dealt_window(make_window, {"A1": "tankus", "E3": "tankus", "M9": "infger"},
                           [["probe-left", "attack-left"],
                            ["move-out", "armor-assault", "probe-left", "counter-attack"]])
    hand = dock.hand
    long = next(hand.item(i) for i in range(hand.count())
                if hand.item(i).text().startswith("Move Out! ("))
    for size in (None, (1600, 1000), (1024, 768), (1600, 1000)):
        if size is not None:
            w.resize(*size)
        else:  # the window as it is: the hand as first shown (hot-seat: once the seat is taken)
            w.resize(1024, 768)
            for _ in range(5):
                QApplication.processEvents()
            w.play.controller.reveal()
            size = (1024, 768)
        for _ in range(5):
            QApplication.processEvents()
        if size[0] == 1024:  # (the case: at 1024 its line needs two rows)
            assert hand.visualItemRect(long).height() > hand.visualItemRect(
                hand.item(0)).height()
        last = hand.visualItemRect(hand.item(hand.count() - 1))
        assert last.bottom() < hand.viewport().height(), (size, last, hand.viewport().height())
        assert hand.verticalScrollBar().maximum() == 0, size


def test_d_ends_the_step_from_the_play_panel_too(make_window, qtbot) -> None:
    """Found by the play walkthrough: D (Done: end this step, as the panel's button says)
    worked only while the map had the keyboard; in the decisions list or the hand, where a
    keyboard player spends the turn, it did nothing. It works anywhere in the play panel,
    as H (Ask the AI) does, but a field one types in keeps its letters (the faces of dice
    rolled at the table)."""
    w = open_window(make_window, skirmish())
    session = PlaySession(w.document.scenario.copy(), seed=5, physical=True)
    w.play.start_session(session, open_hands=True)
    activate(w, qtbot)
    dock = dock_of(w)
    st = session.state
    do_through_ui(w, qtbot, next(a for a in session.legal_actions()
                                 if a.kind == PLAY and a.a not in dock._idle))
    assert st.phase in ("orders", "moves") and dock.done_button.isVisible(), st.phase
    for where in (dock.decisions, dock.hand):
        where.setFocus()
        n = len(session.steps)
        done = dock.done_button.property("action")
        qtbot.keyClick(where, Qt.Key.Key_D)
        assert len(session.steps) == n + 1 and session.steps[-1].action == done, where
        if not dock.done_button.isVisible():
            break
    ctl = w.play.controller  # H, Ask the AI, likewise
    dock.decisions.setFocus()
    qtbot.keyClick(dock.decisions, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: dock.message.text().startswith("The search AI would: "),
                    timeout=20_000)
    qtbot.waitUntil(lambda: not ctl.is_advising, timeout=20_000)
    while not session.pending_roll:
        do_through_ui(w, qtbot, toward_a_battle(session.legal_actions()))
    qtbot.waitUntil(dock.dice_entry.hasFocus)
    n = len(session.steps)
    qtbot.keyClicks(dock.dice_entry, "grenade")  # its d typed, not Done
    assert dock.dice_entry.text() == "grenade" and len(session.steps) == n


def test_the_question_on_the_game_in_progress_is_titled_by_what_was_asked(
        make_window, qtbot, monkeypatch, tmp_path) -> None:
    """Found by the play walkthrough: File → Open Saved Game asked "Leave the playtest"
    about the game in progress, as closing the window and Replay Saved Game did: the
    question is titled by what the user asked to do, and its choice that drops the game
    says it."""
    from PySide6.QtWidgets import QMessageBox as Box

    from editor.ui.play import mode as play_mode

    w = open_window(make_window, skirmish())
    saved = tmp_path / "other.m44game"
    PlaySession(w.document.scenario.copy(), seed=3).save(saved)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=1))
    do_through_ui(w, qtbot, w.play.session.legal_actions()[0])
    asked: list[tuple[str, str]] = []

    def ask(_parent, title, _text, choices, **_kw):  # type: ignore[no-untyped-def]
        assert choices[0][0] == "&Save Game…" and choices[1][1] == Box.ButtonRole.DestructiveRole
        asked.append((title, choices[1][0]))
        return None  # Cancel

    monkeypatch.setattr(play_mode, "ask", ask)
    assert not w.play.open_game(saved)
    assert not w.play.replay_game(saved)
    assert not w.play.request_leave()
    assert not w.close()
    assert asked == [("Open a saved game", "&Open without saving"),
                     ("Replay a saved game", "&Replay without saving"),
                     ("Leave the playtest", "&Leave without saving"),
                     ("Close the window", "&Close without saving")]


def test_the_replay_marks_the_decision_it_stands_after(make_window, qtbot) -> None:
    """Found by the play walkthrough: stepping through a saved game, the map showed the
    position but not what the decision stepped to did (a unit moved from where to where,
    who battled whom): the replay viewer's words said it, the map did not. The hexes of the
    decision are shaded, and the status bar's line about them says so."""
    from editor.ui.play.board import LAST_COLOUR, advice_hexes

    w = open_window(make_window, skirmish())
    session = PlaySession(w.document.scenario.copy(), seed=2, seats=("random", "random"))
    while len(session.steps) < 40 and not session.over:
        session.ai_move()
    assert w.play.replay_game(session.log())
    replay = w.play.controller.replay
    S = replay.state.S
    kinds = set()
    for n in range(1, len(replay) + 1):
        w.play.dock.slider.setValue(n)
        st = replay.state
        a = next(x for x in reversed(st.history) if x.kind not in ("roll", "shuffle"))
        marked = {c for c, colour in w.canvas.tints.items() if colour == LAST_COLOUR}
        assert marked == {S.coords[h] for h in advice_hexes(a, S.n)}, (n, a)
        if marked:
            kinds.add(a.kind)
            c = next(iter(marked))
            assert w.play.shading_words(c).startswith("the last decision"), n
    assert {MOVE, BATTLE} <= kinds  # (the case: moves and battles were stepped to)
    w.play.dock.slider.setValue(0)
    assert LAST_COLOUR not in w.canvas.tints.values()


def test_the_game_names_its_hexes_on_the_map_as_its_words_do(make_window, qtbot) -> None:
    """Found by the play walkthrough: the decisions, the account and the messages name hexes
    ("Move E5 to F6"), and the map in play wrote no hex name (View ▸ Hex Labels is off by
    default, for editing). Play mode shows the names unless the player chose otherwise in
    a game; the editor's choice comes back with editing, and the game's holds for the next
    game."""
    from editor.render import HexLabels

    w = open_window(make_window, skirmish())
    w.set_hex_labels(HexLabels.COORDS)  # the editing choice
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=4), open_hands=True)
    assert w.canvas.hex_labels is HexLabels.NAMES and w.act["labels_names"].isChecked()
    w.act["labels_none"].trigger()  # the player's choice in play
    assert w.canvas.hex_labels is HexLabels.NONE
    w.play.leave()
    assert w.canvas.hex_labels is HexLabels.COORDS and w.act["labels_coords"].isChecked()
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=5), open_hands=True)
    assert w.canvas.hex_labels is HexLabels.NONE  # as the player left it in the last game
    w.play.leave()
    assert w.canvas.hex_labels is HexLabels.COORDS


def test_a_finished_game_offers_the_rematch_in_the_panel_once_the_end_screen_is_gone(
        make_window, qtbot, tmp_path: Path, monkeypatch) -> None:
    """Found by the play2 audit: the rematch was only on the end screen. Once that was
    closed (Save game… there, or Escape), or for a finished game opened or played on from
    its replay, nothing in the window started it: the panel's ``rematchRequested`` was
    never emitted. The panel now offers it, in the room of Ask the AI (which has nothing to
    advise in a finished game), while the game is over."""
    from PySide6.QtWidgets import QPushButton

    from editor.ui.play import mode as play_mode

    w = open_window(make_window, skirmish())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=2,
                                     seats=("random", "greedy")))
    dock = dock_of(w)
    button = dock.findChild(QPushButton, "playRematch")
    assert button is not None and not button.isVisibleTo(dock)  # a game on: no rematch
    assert dock.advice_button.isVisibleTo(dock)
    w.play.controller.set_speed("fast")
    qtbot.waitUntil(lambda: w.play.end_box is not None, timeout=60_000)
    first = w.play.session
    monkeypatch.setattr(play_mode, "ask_leave", lambda *a: "leave")  # (the rematch plays on)
    w.play.end_box.reject()  # Escape: the finished board is looked at
    QApplication.processEvents()
    assert button.isVisibleTo(dock) and button.isEnabled()
    assert not dock.advice_button.isVisibleTo(dock)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    new = w.play.session
    assert new is not first and not new.over and new.seats == ("greedy", "random")
    assert not dock_of(w).findChild(QPushButton, "playRematch").isVisibleTo(dock_of(w))
    # a finished game opened from its file offers it too
    path = tmp_path / "done.m44game"
    first.save(path)
    assert w.play.open_game(path)
    dock = dock_of(w)
    assert w.play.session.over
    assert dock.findChild(QPushButton, "playRematch").isVisibleTo(dock)


def _words(state, kinds: tuple[str, ...] = ()) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """The decisions list's words for each legal decision (of ``kinds``), by notation."""
    from editor.ui.play.panel import describe

    return {state.notation(a): describe(state, a) for a in state.legal_actions()
            if not kinds or a.kind in kinds}


def test_the_decisions_list_words_cards_battles_and_exits() -> None:
    """The words of a card played (what Counter-Attack copies, a fallback's note, a card
    that orders nothing), of a battle (its units named, its dice, the first unit of the
    scenario too, an Armor Overrun's without the card's bonus) and of a move by an exit, as the decisions list says them. The dispatch
    table that replaced describe's branches was checked against the old function once, by
    hand; mutants of each of those lines passed every test. Found by the mut5 audit."""
    from editor.engine.game import kind_of
    from editor.engine.scenario import Tag

    session = close_assault_session(hand1=("counter-attack", "armor-assault", "probe-left",
                                           "probe-center"))
    game = session.game
    for step in ("play attack-center", "order e6", "order f4", "moves done"):
        game.play(step)
    assert _words(game.state, ("battle",)) == {  # e6's armor is the scenario's first unit
        "battle e6 F5": "e6 US Armor battles F5 German Infantry with 3 dice",
        "battle e6 E5": "e6 US Armor battles E5 German Infantry with 3 dice",
        "battle f4 F5": "f4 US Infantry battles F5 German Infantry with 3 dice"}
    for step in ("battle e6 E5", "hold", "battles done"):
        game.play(step)
    assert _words(game.state) == {
        "play probe-left": "Play Probe (left) (orders no unit now: the turn passes)",
        "play probe-center": "Play Probe (center)",
        "play armor-assault": "Play Armor Assault (1 unit of your choice, as you command no "
                              "armor unit)",
        "play counter-attack": "Play Counter-Attack (as Attack (center))"}
    game.play("play probe-center")
    game.play("order F5")
    game.play("moves done")
    assert _words(game.state, ("battle",))["battle F5 e6"] == \
        "F5 German Infantry battles e6 US Armor with 3 dice"  # next to it
    # Close Assault's extra die is for the battle, not the Armor Overrun after it
    game = close_assault_session(hand=("close-assault", "probe-center", "probe-left",
                                       "probe-right")).game
    game.play("play close-assault")  # (every unit next to an enemy, ordered at once)
    assert _words(game.state, ("battle",))["battle e6 E5"] == \
        "e6 US Armor battles E5 German Infantry with 4 dice"
    game.play("battle e6 E5")
    game.play("take ground")
    assert _words(game.state) == {"battle E5 F5": "E5 US Armor battles F5 German Infantry "
                                                  "with 3 dice",
                                  "no overrun": "No Armor Overrun"}
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
    b = Board(s.board_type)
    for name, unit in {"A1": "infus", "M9": "infger", "e8": "infus"}.items():
        s.set_hex(b.parse_hex(name), Hex(unit=Unit(unit)))
    s.set_hex(b.parse_hex("E9"), Hex(tags=(Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES,
                                                group=("E9", "F9", "G9")),)))
    game = Game(s, hands=[[kind_of("probe-left")] * 2, [kind_of("probe-center")] * 2],
                first_player=1)
    game.play("play probe-center")
    game.play("order e8")
    words = _words(game.state, (MOVE,))
    assert words["move e8 exit"] == "e8 leaves the board by the exit"
    assert words["move e8 e6"] == "Move e8 to e6"


def test_the_decisions_list_words_each_form_of_an_air_sortie() -> None:
    """An Air Sortie by its card or another played as one, a fresh airplane or one on the
    map (on its Ready-to-Take-off markers), and the airplane flying in. Found by the mut5
    audit (mutants of _describe_sortie and _describe_air passed every test)."""
    from editor.engine.game import kind_of
    from editor.engine.scenario import Piece

    session = air_session(hand=("air-power", "counter-attack", "recon-left", "probe-right"))
    # (the airplane airborne on E5 leaves the board when a fresh one flies in: said, found
    # by the airplay audit)
    gone = " (the airplane on E5 leaves the board, no medal)"
    assert _words(session.state, ("sortie", "sortie-with")) == {
        "sortie": "Play an Air Sortie: a fresh airplane flies in" + gone,
        "sortie E5": "Play an Air Sortie: order the airplane on E5 (no Air check)",
        "sortie air-power": "Play Air Power as an Air Sortie: a fresh airplane flies in" + gone,
        "sortie air-power E5": "Play Air Power as an Air Sortie: order the airplane on E5 "
                               "(no Air check)",
        "sortie with recon-left": "Play an Air Sortie with Recon (left): an airplane flies "
                                  "in its section" + gone,
        "sortie with probe-right": "Play an Air Sortie with Probe (right): an airplane flies "
                                   "in its section" + gone}
    session.game.play("sortie")
    assert _words(session.state, ("enter",))["enter A9"] == "The airplane flies in to A9"
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                    options={"air_rules": True}))
    b = Board(s.board_type)
    for name, unit in {"A1": "infus", "M9": "infger"}.items():
        s.set_hex(b.parse_hex(name), Hex(unit=Unit(unit)))
    s.set_hex(b.parse_hex("G3"), Hex(terrain=Piece("airfield"), extra={
        "ready_to_take_off": {"side": "ALLIES", "count": 1}}))
    game = Game(s, hands=[[kind_of("probe-left")] * 2, [kind_of("probe-center")] * 2],
                first_player=1)
    assert _words(game.state, ("sortie-with",))["sortie with probe-center G3"] == \
        "Play an Air Sortie with Probe (center): it orders the airplane on G3 (no Air check)"


def skirmish_replayed(make_window, moves: int):  # type: ignore[no-untyped-def]
    """A window replaying a skirmish of ``moves`` decisions between random AIs, and its
    replay dock."""
    from editor.ui.play.mode import ReplayDock

    w = open_window(make_window, skirmish())
    session = PlaySession(w.document.scenario.copy(), seed=2, seats=("random", "random"))
    for _ in range(moves):
        session.ai_move()
    assert w.play.replay_game(session.log())
    dock = w.findChild(ReplayDock)
    assert isinstance(dock, ReplayDock)
    return w, dock


def test_the_replay_buttons_tooltips_name_their_keys(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Each of the replay viewer's four buttons names the key that does what it does, as
    this system writes it. Found by the mut5 audit (Back's and Forward's could be lost
    with every test passing)."""
    from editor.ui.key_names import keys

    w, dock = skirmish_replayed(make_window, 3)
    assert [b.toolTip() for b in (dock.start_button, dock.back_button, dock.forward_button,
                                  dock.end_button)] == [
        "The start (Home)", f"One decision back ({keys('Alt+Left')})",
        f"One decision forward ({keys('Alt+Right')})", "The end (End)"]
    w.play.leave()


def test_play_mode_keeps_the_window_s_own_commands_on(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """In play mode the editing commands are put aside, and the window's own stay on:
    Help's, Go to Hex, opening and replaying a game, zooming, another window, quitting.
    Found by the mut5 audit (About, Go to Hex and Open Game could be greyed with every
    test passing)."""
    w = open_window(make_window, skirmish())
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=1))
    on = ("about", "about_qt", "guide", "shortcuts", "goto", "open_game", "replay_game",
          "playtest", "zoom_in", "zoom_fit", "new_window", "close", "quit")
    assert {key: w.act[key].isEnabled() for key in on} == dict.fromkeys(on, True)
    assert not w.act["save"].isEnabled() and not w.act["undo"].isEnabled()
    w.play.leave()


@pytest.mark.parametrize(("error", "said"), [
    (MemoryError(), "The AI failed: the computer ran short of memory"),
    (RuntimeError(), "The AI failed: an error of the program"),
    (KeyError("d4"), "The AI failed: d4")])
def test_an_ai_failing_without_words_is_said_in_words(make_window, qtbot, error,  # type: ignore[no-untyped-def]
                                                       said) -> None:
    """Found by the errwords audit: an AI failing without words of its own (memory short)
    was said "The AI failed: " and nothing after, a missing key in a repr's quotes."""
    w = open_window(make_window, skirmish())
    session = PlaySession(w.document.scenario.copy(), seed=2, seats=("human", "random"))

    class Failing:
        def choose(self, state: object, legal: object) -> object:
            raise error

    session._ais[1] = Failing()  # type: ignore[assignment]
    told: list[str] = []
    w.play.start_session(session)  # the AI's answer comes from the event loop
    w.play.controller.message.connect(told.append)
    qtbot.waitUntil(lambda: bool(told), timeout=10_000)
    assert told == [said]


@pytest.mark.parametrize(("error", "said"), [
    (MemoryError(), "The AI could not advise: the computer ran short of memory"),
    (RuntimeError(), "The AI could not advise: an error of the program")])
def test_advice_failing_without_words_is_said_in_words(make_window, qtbot, error,  # type: ignore[no-untyped-def]
                                                        said) -> None:
    """Found by the errwords audit: the advisor failing without words of its own (memory
    short) said "The AI could not advise: " and nothing after."""
    w = three_to_move(make_window, qtbot)
    ctl = w.play.controller
    told: list[str] = []
    ctl.message.connect(told.append)
    ctl._advice_for = (ctl._moment(), w.play.session.decider)  # (asked: the advisor's
    # failure, as it comes back)
    ctl._advice_done(error)
    assert told == [said]


def test_a_saved_game_whose_dice_cannot_be_set_up_says_why_as_m44_replay_does(
        make_window, monkeypatch, tmp_path, capsys) -> None:
    """Found by the leftovers4 audit: a saved game whose dice or deal cannot be set up (its
    first shuffle holds other cards than the deck's) was refused by `m44 replay` with the
    likely causes (another version, an edit by hand) and by Open Saved Game and Replay
    Saved Game without them. Both say the line of `m44 replay`."""
    from editor.cli import main
    from editor.engine.game import GameLog

    w = open_window(make_window, skirmish())
    doc = GameLog.of(Game(skirmish(), seed=1, max_turns=4)).to_json()
    doc["dice"] = {"faces": ["grenade"], "shuffles": [["probe-left"]]}
    path = tmp_path / "g.m44game"
    path.write_text(json.dumps(doc), "utf-8")
    assert main(["replay", str(path)]) == 2
    line = capsys.readouterr().err.strip()
    assert line.endswith("(the log was written by another version of m44-editor, whose rules "
                         "differ, or edited by hand)"), line
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    assert not w.play.open_game(path) and not w.play.replay_game(path)
    assert shown == [line.replace(str(path), path.name)] * 2


def test_a_saved_game_of_another_version_that_does_not_replay_says_why(
        make_window, monkeypatch) -> None:
    """Found by the compat audit: a game saved by d64ce57 (tests/data/compat/) whose
    decision 302 this version's rules do not allow then was refused by Open Saved Game and
    Replay Saved Game as "action 302 ... does not replay: ... is not legal now", as a
    damaged file would be, where `m44 replay` says the likely cause: another version's
    rules, or an edit by hand. The editor says it too, once, and keeps the file. (The
    playon audit added to the question the offer of the game as it stood before the
    decision, declined here: tests/ui/test_play_refused.py.)"""
    path = Path(__file__).resolve().parents[1] / "data" / "compat" / "game-d64ce57.m44game"
    kept = path.read_bytes()
    w = open_window(make_window, skirmish())
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    assert not w.play.open_game(path) and not w.play.active
    assert not w.play.replay_game(path) and not w.play.active
    assert len(shown) == 2
    for text in shown:
        assert text.startswith("game-d64ce57.m44game: action 302 ('play direct-from-hq') "
                               "does not replay: "), text
        said = text.split("\n\n")[0]
        assert said.endswith("(the log was written by another version of m44-editor, whose "
                             "rules differ, or edited by hand)"), text
    assert path.read_bytes() == kept


def test_a_card_s_tooltip_in_the_hand_is_wrapped_to_a_readable_width(make_window,
                                                                     qtbot) -> None:
    """Playtesting Ice of the Chornaya: a card's text in the hand's tooltip stood on one
    line as wide as the screen ("roll 1 die per command card in hand, this one included:
    each infantry symbol orders 1 infantry unit, ..." of Their Finest Hour: 1,500 pixels),
    across the map. Shown, it is wrapped into lines of at most 72 characters, every word
    kept; the item keeps the text whole (a screen reader's). Found by the playfrictions
    audit."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    w, dock = dealt_window(make_window, {"A1": "infus", "M9": "infger"},
                           [["probe-right"], ["their-finest-hour", "probe-left"]])
    row = next(i for i in range(dock.hand.count())
               if dock.hand.item(i).text() == "Their Finest Hour")
    whole = dock.hand.item(row).toolTip()
    assert len(whole) > 72 and "\n" not in whole  # (the card's text, one line)
    view = dock.hand.viewport()
    at = dock.hand.visualItemRect(dock.hand.item(row)).center()
    QApplication.sendEvent(view, QHelpEvent(QEvent.Type.ToolTip, at, view.mapToGlobal(at)))
    qtbot.waitUntil(QToolTip.isVisible)
    shown = QToolTip.text()
    assert shown.split() == whole.split()
    assert max(len(line) for line in shown.splitlines()) <= 72
    assert len(shown.splitlines()) > 1
    QToolTip.hideText()


def test_the_replay_buttons_stay_put_as_the_decision_said_above_them_grows(
        make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Replaying a saved game of Ice of the Chornaya, clicking Forward again and again went
    one decision and then clicked nothing: the decision said above the buttons took a
    second line ("Decision 1 of 42: Play Attack (center) (turn 1, medals Axis 0, Allies
    0)"), and the buttons and the slider moved down from under the pointer. They stand
    above it now, where no text moves them. Found by the playfrictions audit."""
    w, dock = skirmish_replayed(make_window, 12)
    # (a dock as wide as the first decision said: the others take two lines)
    w.resizeDocks([dock], [dock.where.fontMetrics().horizontalAdvance(dock.where.text())
                           + 40], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    places, lines = set(), set()
    for _ in range(len(w.play.controller.replay)):
        QApplication.processEvents()
        places.add(tuple((b.mapTo(dock, QPoint(0, 0)).y(), b.height())
                         for b in (dock.start_button, dock.forward_button, dock.slider)))
        lines.add(dock.where.height())
        qtbot.mouseClick(dock.forward_button, Qt.MouseButton.LeftButton)
    assert w.play.controller.replay.position == len(w.play.controller.replay)
    assert len(lines) > 1  # the text above grew and shrank...
    assert len(places) == 1  # ...and the buttons stood still
    w.play.leave()


def test_the_dice_an_ai_rolls_stay_in_sight_before_its_next_decision(make_window,
                                                                     qtbot) -> None:
    """Playing Ice of the Chornaya against the search AI at the Normal speed, its Recon in
    Force battled three times in a second: each battle's dice stood 350 ms in the dice
    box, the next decision's pause, and only the last could be read. After an AI
    decision that rolled dice, the pause before its next is one of its own, longer
    (Slow and Normal; Fast stays without). Found by the playfrictions audit."""
    from editor.ui.play.controller import ROLL_PAUSES, SPEEDS

    w, session, ctl = paused_ai_game(make_window)

    def step() -> bool:
        """One AI decision (Step); whether it rolled dice."""
        rolls = sum(a.kind == "roll" for a in session.state.history)
        ctl.step()
        ctl.wait_for_ai()
        return sum(a.kind == "roll" for a in session.state.history) > rolls

    pauses = set()
    for _ in range(40):
        pauses.add((step(), ctl.ai_pause("normal"), ctl.ai_pause("slow"),
                    ctl.ai_pause("fast")))
    assert pauses == {(True, ROLL_PAUSES["normal"], ROLL_PAUSES["slow"], 0),
                      (False, SPEEDS["normal"], SPEEDS["slow"], 0)}
    assert ROLL_PAUSES["normal"] >= 1000 and ROLL_PAUSES["slow"] > ROLL_PAUSES["normal"]
    # and the AI waits that long: let go at the Normal speed just after a roll
    assert next(i for i in range(40) if step()) >= 0 and not session.over
    ctl.set_speed("normal")
    dock_of(w).pause.setChecked(False)
    n = len(session.steps)
    qtbot.wait(SPEEDS["normal"] + 300)
    assert len(session.steps) == n  # the dice still in sight
    qtbot.waitUntil(lambda: len(session.steps) > n, timeout=ROLL_PAUSES["normal"] + 3000)


def test_the_window_s_title_says_a_replay_or_a_game(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Replaying a saved game, the window's title said "— Playtest" as a game played does
    (the status bar said "Replay"); played on from the replay, it says the game again, and
    back to editing neither. Found by the playfrictions audit."""
    w, dock = skirmish_replayed(make_window, 3)
    editing = "— m44 editor"
    assert w.windowTitle().endswith(f"{editing} — Replay"), w.windowTitle()
    dock.slider.setValue(2)
    qtbot.mouseClick(dock.play_on, Qt.MouseButton.LeftButton)
    assert w.play.session is not None
    assert w.windowTitle().endswith(f"{editing} — Playtest"), w.windowTitle()
    w.play.leave()
    assert w.windowTitle().endswith(editing), w.windowTitle()


def test_a_saved_game_is_named_in_the_window_s_title(make_window, tmp_path, monkeypatch,
                                                     qtbot) -> None:  # type: ignore[no-untyped-def]
    """Found by the leftovers6 audit: a saved game opened in a window holding no scenario
    (File → Open Saved Game, Replay Saved Game, a game recovered at start-up) was titled
    "Untitled — m44 editor — Playtest", the game's map and panel under it. The title names
    the saved game that holds the game shown, as a scenario opened names its file: opened,
    replayed, played on from the replay, saved to another file; a game no file holds (a
    rematch, a game recovered) in a window holding no scenario names its scenario."""
    scenario = load_sample()
    name = scenario.texts().name
    assert name
    session = PlaySession(scenario, seed=3, seats=("random", "random"))
    for _ in range(4):
        session.ai_move()
    path = tmp_path / "evening.m44game"
    session.save(path)
    w = make_window()
    assert w.files.is_pristine()
    assert w.play.open_game(path)
    assert w.windowTitle() == "evening.m44game — m44 editor — Playtest"
    assert w.play.replay_game(path)
    assert w.windowTitle() == "evening.m44game — m44 editor — Replay"
    dock = w.play.dock
    dock.slider.setValue(2)
    qtbot.mouseClick(dock.play_on, Qt.MouseButton.LeftButton)
    assert w.play.session is not None
    assert w.windowTitle() == "evening.m44game — m44 editor — Playtest"
    other = tmp_path / "later.m44game"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(other), "")))
    assert w.play.save_game()
    assert w.windowTitle() == "later.m44game — m44 editor — Playtest"
    w.play.rematch()
    assert w.windowTitle() == f"{name} — m44 editor — Playtest"
    w.play._kept = len(w.play.session.steps)  # nothing to ask about on leaving
    w.play.leave()
    assert w.windowTitle() == "Untitled[*] — m44 editor"
    # a game recovered in a window holding no scenario: no saved game holds it
    assert w.play.recover_game(path)
    assert w.windowTitle() == f"{name} — m44 editor — Playtest"
    # opened in a window of another scenario: the saved game, not that scenario
    editing = open_window(make_window, skirmish())
    assert editing.play.open_game(other)
    assert editing.windowTitle() == "later.m44game — m44 editor — Playtest"
    editing.play._kept = len(editing.play.session.steps)
    editing.play.leave()
    assert editing.windowTitle() == "Untitled[*] — m44 editor"


def test_a_scenario_played_from_its_window_keeps_the_window_s_title(make_window, tmp_path,
                                                                    qtbot) -> None:  # type: ignore[no-untyped-def]
    """A scenario played from the window that edits it is titled by that window's name for
    it, its file, in play as in editing, after a saved game opened there too: the
    scenario's own name is the title of a game only a window holding no scenario shows
    (the mut11 audit)."""
    from editor.io.m44 import load, save

    scenario = load_sample()
    assert scenario.texts().name
    path = tmp_path / "my-draft.m44"
    save(scenario, path)
    w = make_window(Document(load(path).scenario, path))
    w.findings.refresh_now()
    assert not w.files.is_pristine()
    assert w.play.start(ask=False)
    assert w.windowTitle() == "my-draft.m44[*] — m44 editor — Playtest"
    # after a saved game opened there, the scenario played again: its file again
    session = PlaySession(scenario, seed=3, seats=("random", "random"))
    for _ in range(4):
        session.ai_move()
    session.save(tmp_path / "evening.m44game")
    w.play._kept = len(w.play.session.steps)  # nothing to ask about on leaving
    w.play.leave()
    assert w.play.open_game(tmp_path / "evening.m44game")
    assert w.windowTitle() == "evening.m44game — m44 editor — Playtest"
    w.play._kept = len(w.play.session.steps)
    w.play.leave()
    assert w.play.start(ask=False)
    assert w.windowTitle() == "my-draft.m44[*] — m44 editor — Playtest"
    # a game no file holds replayed in a window holding no scenario: the scenario's name
    fresh = make_window()
    assert fresh.play.replay_game(session.log())
    assert fresh.windowTitle() == f"{scenario.texts().name} — m44 editor — Replay"


def test_each_side_s_medals_are_counted_against_those_it_needs(
        make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A side that needs 3 medals against one that needs 2: each side's row says its own
    count (the mut11 audit)."""
    from dataclasses import replace

    s = skirmish()
    s.game_info = replace(s.game_info, victory_player1=3)
    w = open_window(make_window, s)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=2))
    tracks = dock_of(w).medals.tracks
    assert [label.text().split(": ")[1] for label, _track in tracks] == ["0/3", "0/2"]
    assert [track.needed for _label, track in tracks] == [3, 2]
    w.play.leave()


def test_the_replay_shows_each_side_s_medals_and_the_last_roll_as_play_does(
        make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Replaying a saved game, the medals each side held and the dice just rolled were not
    shown, where the play panel shows them (its medal tracks, its dice and what they were
    rolled for): a decision's words said the medals, nothing the dice. The replay shows
    them at each decision, with the play panel's own widgets. Found by the replaypanel
    audit."""
    from editor.engine.game.dice import FACE_NAMES
    from editor.ui.play.dice import DiceRow
    from editor.ui.play.panel import MedalTrack, roll_story

    w = open_window(make_window, skirmish())
    session = PlaySession(w.document.scenario.copy(), seed=2, seats=("random", "greedy"))
    while not session.over:
        session.ai_move()
    assert w.play.replay_game(session.log())
    dock = w.play.dock
    replay = w.play.controller.replay
    tracks = [dock.findChild(MedalTrack, f"medals{p + 1}") for p in (0, 1)]
    dice = dock.findChild(DiceRow)
    assert all(t is not None and t.isVisibleTo(dock) for t in tracks)
    assert dice is not None and dice.isVisibleTo(dock)
    seen = set()
    for n in range(len(replay) + 1):
        dock.slider.setValue(n)
        st = replay.state
        for p, track in enumerate(tracks):
            assert (track.won, track.needed) == (st.medals(p), st.S.victory[p]), n
        roll = next((a for a in reversed(st.history) if a.kind == "roll"), None)
        assert dice.faces == (tuple(FACE_NAMES[f] for f in roll.a) if roll else ()), n
        if roll is not None:  # what they were rolled for, as the play panel says it
            story = roll_story([text for _turn, text in st.events])
            assert dice.caption.toolTip() == "\n".join(story), n
        seen.add((st.medals(0), st.medals(1), dice.faces))
    assert len(seen) > 3  # the medals and the dice followed the slider
    # each side named with who played it and its count, as in play
    names = [label.text() for label, _track in dock.medals.tracks]
    assert names == [f"Axis (random): {st.medals(0)}/2", f"Allies (greedy): {st.medals(1)}/2"]
    w.play.leave()


def test_a_replay_starts_without_the_last_message_of_the_game_played(
        make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Left by the replaypanel audit: replaying the game just played, the status bar kept
    the last message of its play ("... battles ... with 3 dice") under a replay showing
    another decision."""
    w = _ended(make_window, qtbot)
    w.statusBar().showMessage("g6 US Armor battles F7 German Infantry with 3 dice", 60_000)
    w.play.end_box.replay_button.click()
    assert w.play.controller is not None and w.play.session is None  # replaying
    assert w.statusBar().currentMessage() == ""
    w.play.leave()


def test_a_game_s_map_is_fitted_again_when_the_window_shrinks(make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Found by the labfix audit: in play mode at 1,600 x 1,000, a click on the map (every
    game's first decision) made the zoom the player's, and the window made 1,280 x 800
    kept it: the board no longer fitted, scroll bars and a third of it out of sight. A
    click is no choice of zoom: the window resized fits the board again, as the editing
    map does; a zoom chosen by hand stays."""
    w = open_window(make_window, skirmish())
    w.resize(1600, 1000)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=1))
    wait_settled(qtbot, lambda: map_view(w))
    cv = w.canvas
    assert cv.shows_whole_board
    click(cv, w.play.session.state.S.coords[0])  # a decision on the map
    assert not cv.auto_fit
    big = cv.zoom
    w.resize(1280, 800)
    wait_settled(qtbot, lambda: map_view(w))
    assert cv.shows_whole_board and cv.zoom < big, (cv.zoom, big)
    assert not cv.auto_fit  # (a panel changing keeps the hexes where they are)
    w.act["zoom_in"].trigger()  # a zoom by hand is the player's
    chosen = cv.zoom
    w.resize(1100, 700)
    wait_settled(qtbot, lambda: map_view(w))
    assert cv.zoom == chosen


def test_the_end_of_a_game_names_the_winner_s_seat_and_how_it_was_won() -> None:
    """The end box's words (and the panel's first line once it is hidden): the winner's
    side, player and seat, "on objectives" or "on exits" for a medal victory they made, and
    a draw with its reason (the mut13 audit: each survived a mutant)."""
    from editor.engine.game.match import Result
    from editor.engine.game.victory import EXITS, MEDALS, OBJECTIVES, TURN_CAP
    from editor.ui.play.dialogs import end_words

    sides, seats = (Side.AXIS, Side.ALLIES), ("human", "greedy")
    won = Result(1, "ALLIES", "6 medals (needed 6)", 30, (2, 6), EXITS)
    assert end_words(won, sides, seats) == (
        "Allies (player 2, AI: greedy) wins on exits: 6 medals (needed 6).")
    won = Result(0, "AXIS", "4 medals (needed 4)", 21, (4, 1), OBJECTIVES)
    assert end_words(won, sides, seats) == (
        "Axis (player 1, Human) wins on objectives: 4 medals (needed 4).")
    won = Result(0, "AXIS", "4 medals (needed 4)", 21, (4, 1), MEDALS)
    assert end_words(won, sides, seats) == "Axis (player 1, Human) wins: 4 medals (needed 4)."
    drawn = Result(None, None, "the turn cap of 60 player turns", 60, (2, 2), TURN_CAP)
    assert end_words(drawn, sides, seats) == "A draw: the turn cap of 60 player turns."


def test_escape_in_the_play_panel_with_no_end_of_a_game_shown_does_nothing(
        make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Escape in the play panel hides the end of a game while it stands; during the game
    (or once it is hidden), the panel's Escape is no error: the game goes on as it was (the
    mut13 audit: a mutant that did not ask for the box raised there)."""
    w = _ended(make_window, qtbot)
    dock = dock_of(w)
    dock.end_box.reject()
    assert w.play.end_box is None
    said = dock.turn_label.text()
    qtbot.keyClick(dock, Qt.Key.Key_Escape)
    assert w.play.end_box is None and dock.turn_label.text() == said
    w.play.leave()
