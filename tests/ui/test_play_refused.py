"""Found by the playon audit: a saved game with a decision this version's rules do not
allow where the game then stands (another version's rules, an edit by hand) was refused
by Open Saved Game and Replay Saved Game, the game lost to its player. The refusal is
said as before, with the offer to open (or replay) the game as it stood just before that
decision, saying what is dropped; declined, all is as before; the file is never changed
unless the game is saved, and Save Game proposes another name and asks again before
replacing that file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from editor.engine.game import RandomPlayer
from editor.engine.game.log import GameLog, NotReplayedError
from editor.engine.game.session import PlaySession
from editor.io.m44 import load
from editor.ui.document import Document
from editor.ui.play.mode import ReplayController, ReplayDock

from ..conftest import SCENARIOS
from .test_files import choose
from .window_helpers import killed, make_window  # noqa: F401 - fixture

#: The 0-based decision edited into one the rules do not allow then.
EDITED = 41
CAUSES = ("(the log was written by another version of m44-editor, whose rules differ, or "
          "edited by hand)")


@pytest.fixture
def refused(tmp_path: Path) -> tuple[Path, list[str]]:
    """A real saved game of 80 decisions (played at random, saved as hot-seat) whose
    decision 42, a card's play, was edited into the end of a battles step, and the digest
    of its state after each of its decisions."""
    s = PlaySession(load(SCENARIOS[0]).scenario, seed=3)
    ai = RandomPlayer(3)
    digests = [s.state.digest()]
    for _ in range(80):
        s.apply(ai.choose(s.state, s.legal_actions()))
        digests.append(s.state.digest())
    doc = json.loads(s.log().dumps())
    assert doc["actions"][EDITED].startswith("play ")
    doc["actions"][EDITED] = "battles done"
    path = tmp_path / "refused.m44game"
    path.write_text(json.dumps(doc), "utf-8")
    return path, digests


def where(path: Path) -> tuple[int, str]:
    """The turn and side of the refused decision (the engine's :class:`Refusal`)."""
    log = GameLog.load(path)
    with pytest.raises(NotReplayedError) as caught:
        PlaySession.from_log(log)
    r = log.before_refused(caught.value)[1]
    return r.turn, r.side


def test_opening_offers_the_game_before_the_refused_decision(make_window, refused,
                                                             monkeypatch) -> None:
    path, digests = refused
    kept = path.read_bytes()
    turn, side = where(path)
    w = make_window(Document(load(SCENARIOS[0]).scenario))
    asked = choose(monkeypatch, "Open the First 41 Decisions")
    assert w.play.open_game(path)
    assert len(asked) == 1
    text = asked[0]
    first, rest = text.split(f"{CAUSES}\n\n")
    assert first.startswith("refused.m44game: action 42 ('battles done') does not replay: ")
    assert rest == (f"The 41 decisions before it replay. Open the game as it stood just "
                    f"before decision 42: turn {turn} ({side}), after its first 41 "
                    f"decisions?\n\nDropped: decision 42 and the 38 decisions after it, "
                    f"from turn {turn} ({side}) on: 39 of the game's 80 decisions.\n\n"
                    "refused.m44game is not changed: Save Game asks for a name, and asks "
                    "again before replacing this file.")
    session = w.play.session
    assert session is not None and len(session.steps) == 41
    assert session.state.digest() == digests[41] and session.human_to_move
    assert w.statusBar().currentMessage() == (
        "Game opened before decision 42: 41 of its 80 decisions")
    assert path.read_bytes() == kept and w.play.cut is not None and w.play.cut.path == path
    # leaving it asks nothing (the file still holds it all), until it is played on
    assert w.play.unsaved_game() is None
    session.apply(session.legal_actions()[0])
    assert w.play.unsaved_game() is session


@pytest.mark.parametrize("doing", ["open", "replay"])
def test_declining_the_offer_leaves_all_as_before(make_window, refused, monkeypatch,
                                                 doing: str) -> None:
    path = refused[0]
    kept = path.read_bytes()
    w = make_window(Document(load(SCENARIOS[0]).scenario))
    asked = choose(monkeypatch, "Cancel")
    assert not getattr(w.play, f"{doing}_game")(path)
    assert len(asked) == 1 and CAUSES in asked[0] and not w.play.active
    assert w.play.cut is None and path.read_bytes() == kept


def test_replaying_offers_the_game_up_to_the_refused_decision(make_window, refused,
                                                              monkeypatch) -> None:
    path, digests = refused
    kept = path.read_bytes()
    turn, side = where(path)
    w = make_window(Document(load(SCENARIOS[0]).scenario))
    asked = choose(monkeypatch, "Replay the First 41 Decisions")
    assert w.play.replay_game(path)
    assert len(asked) == 1 and (f"Replay the game up to just before decision 42: turn {turn} "
                                f"({side}), after its first 41 decisions?") in asked[0]
    c = w.play.controller
    dock = w.play.dock
    assert isinstance(c, ReplayController) and isinstance(dock, ReplayDock)
    assert len(c.replay) == 41 and dock.slider.maximum() == 41
    assert dock.stopped.isVisibleTo(dock) and dock.stopped.text() == (
        "The saved game goes on: its decision 42 does not replay. Not shown: decision 42 "
        f"and the 38 decisions after it, from turn {turn} ({side}) on: 39 of the game's 80 "
        "decisions.")
    dock.slider.setValue(41)
    assert c.replay.state.digest() == digests[41]
    assert w.statusBar().currentMessage() == (
        "Replaying the game before decision 42: 41 of its 80 decisions")
    # played on from there, Save Game still keeps the file from being replaced unasked
    dock.slider.setValue(30)
    dock.play_on.click()
    session = w.play.session
    assert session is not None and session.state.digest() == digests[30]
    assert w.play.cut is not None and w.play.cut.path == path
    assert path.read_bytes() == kept


def test_save_game_proposes_another_name_and_asks_before_replacing_the_file(
        make_window, refused, monkeypatch) -> None:
    path = refused[0]
    kept = path.read_bytes()
    w = make_window(Document(load(SCENARIOS[0]).scenario))
    choose(monkeypatch, "Open the First 41 Decisions")
    assert w.play.open_game(path)
    proposed: list[str] = []

    def save_as(target: Path):  # type: ignore[no-untyped-def]
        def answer(_parent, _title, start, _filters, *a, **k):  # type: ignore[no-untyped-def]
            proposed.append(start)
            return str(target), ""
        return staticmethod(answer)

    # the file dialog cancelled: nothing saved, nothing asked
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: ("", "")))
    asked = choose(monkeypatch, "Cancel")
    assert not w.play.save_game() and asked == [] and path.read_bytes() == kept
    # the name proposed: beside the file, another name
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as(path))
    asked = choose(monkeypatch, "Cancel")
    assert not w.play.save_game()
    assert proposed == [str(path.parent / "refused (played on).m44game")]
    assert len(asked) == 1 and asked[0] == (
        "refused.m44game holds the whole game as it was saved: 80 decisions, of which this "
        f"version replays the first 41. Replacing it with this game (41 decisions) loses "
        f"the other 39, from decision 42 (turn {where(path)[0]}) on, which the version of "
        "the editor that wrote the file may replay.")
    assert path.read_bytes() == kept and w.play.unsaved_game() is None
    # Escape, or Enter: Cancel is the default
    monkeypatch.setattr(QMessageBox, "exec", lambda box: box.defaultButton().click() or 0)
    assert not w.play.save_game() and path.read_bytes() == kept
    # another name: saved there, the file as it was
    other = path.parent / "refused (played on).m44game"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as(other))
    asked = choose(monkeypatch, "Cancel")
    assert w.play.save_game() and asked == []
    assert len(GameLog.load(other).actions) == 41 and path.read_bytes() == kept
    # the file itself, said again: replaced with this game
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as(path))
    asked = choose(monkeypatch, "Replace It")
    assert w.play.save_game() and len(asked) == 1
    assert len(GameLog.load(path).actions) == 41 and w.play.cut is None
    # which replays whole now, saying nothing of a stop
    assert w.play.replay_game(path) and w.play.cut is None
    assert isinstance(w.play.dock, ReplayDock) and not w.play.dock.stopped.isVisibleTo(
        w.play.dock)


def test_a_game_refused_at_its_first_decision_is_offered_at_its_start(
        make_window, refused, monkeypatch) -> None:
    """A game whose first decision does not replay is offered at its start, and Save Game's
    second question says that this version replays none of the file's decisions: it said
    "replays the first 0 ... loses the other 80" (the review2 audit)."""
    path = refused[0]
    doc = json.loads(path.read_text("utf-8"))
    doc["actions"][0] = "battles done"
    path.write_text(json.dumps(doc), "utf-8")
    kept = path.read_bytes()
    w = make_window(Document(load(SCENARIOS[0]).scenario))
    asked = choose(monkeypatch, "Open Its Start")
    assert w.play.open_game(path) and len(w.play.session.steps) == 0
    assert ("Open the game as it stood just before decision 1: turn 1 (Allies), at its "
            "start?\n\nDropped: decision 1 and the 79 decisions after it, from turn 1 "
            "(Allies) on: all 80 decisions of the game.") in asked[0]
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(path), "")))
    asked = choose(monkeypatch, "Cancel")
    assert not w.play.save_game() and path.read_bytes() == kept
    assert asked == [
        "refused.m44game holds the whole game as it was saved: 80 decisions, of which this "
        "version replays none. Replacing it with this game (0 decisions) loses them all, "
        "from decision 1 (turn 1) on, which the version of the editor that wrote the file "
        "may replay."]

def test_replacing_the_file_counts_what_it_loses_from_where_the_game_left_it(
        make_window, refused, monkeypatch) -> None:
    """Save Game's second question said the file would lose its 39 decisions from the
    refused one on, though a game played on from an earlier decision (Play On From Here,
    or an undo in the game opened) keeps fewer of the file's decisions, and replacing it
    loses the others too (the review2 audit): it counts them from where the game left the
    file."""
    path = refused[0]
    kept = path.read_bytes()
    w = make_window(Document(load(SCENARIOS[0]).scenario))
    choose(monkeypatch, "Replay the First 41 Decisions")
    assert w.play.replay_game(path)
    c = w.play.controller
    assert isinstance(c, ReplayController)
    c.seek(30)
    w.play._play_on()
    s = w.play.session
    s.apply(RandomPlayer(5).choose(s.state, s.legal_actions()))
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(path), "")))
    asked = choose(monkeypatch, "Cancel")
    assert not w.play.save_game() and path.read_bytes() == kept
    turn = where(path)[0]
    assert asked == [
        "refused.m44game holds the whole game as it was saved: 80 decisions, of which this "
        "version replays the first 41. This game (31 decisions) keeps the first 30 of them: "
        "replacing it loses the other 50, among them the 39 from decision 42 (turn "
        f"{turn}) on, which the version of the editor that wrote the file may replay."]
    # the game as opened keeps all 41: said as before
    choose(monkeypatch, "Open the First 41 Decisions")
    monkeypatch.setattr(w.play, "may_drop_game", lambda doing: True)
    assert w.play.open_game(path)
    asked = choose(monkeypatch, "Cancel")
    assert not w.play.save_game()
    assert "Replacing it with this game (41 decisions) loses the other 39, from decision 42" \
        in asked[0]
    # the turn before taken back: the game keeps fewer of the file's decisions
    s = w.play.session
    s.take_back_turn()
    n = len(s.steps)
    assert n < 41
    asked = choose(monkeypatch, "Cancel")
    assert not w.play.save_game() and path.read_bytes() == kept
    assert (f"This game ({n} decisions) keeps the first {n} of them: replacing it loses the "
            f"other {80 - n}, among them the 39 from decision 42") in asked[0]

def test_the_saved_game_of_another_version_opens_before_its_decision_302(
        make_window, monkeypatch) -> None:
    """The compat audit's game of d64ce57 (946 decisions), whose decision 302 this
    version's rules do not allow then: opened with its first 301, and replayed so."""
    path = Path(__file__).resolve().parents[1] / "data" / "compat" / "game-d64ce57.m44game"
    kept = path.read_bytes()
    w = make_window(Document(load(SCENARIOS[0]).scenario))
    asked = choose(monkeypatch, "Open the First 301 Decisions")
    assert w.play.open_game(path)
    assert "Dropped: decision 302 and the 644 decisions after it, from turn 62 (Axis) on: " \
           "645 of the game's 946 decisions." in asked[0]
    assert w.play.session is not None and len(w.play.session.steps) == 301
    choose(monkeypatch, "Replay the First 301 Decisions")
    assert w.play.replay_game(path)
    assert isinstance(w.play.controller, ReplayController)
    assert len(w.play.controller.replay) == 301 and path.read_bytes() == kept


def test_a_recovered_game_that_does_not_replay_is_refused_as_before(make_window, refused,
                                                                    monkeypatch) -> None:
    """A game kept at a session's end (the recovery folder) is removed once it is played
    on: it is not offered as it stood before its refused decision (the question would say
    that its file is not changed), but refused, kept for the next start."""
    path = refused[0]
    kept = path.read_bytes()
    w = make_window(Document(load(SCENARIOS[0]).scenario))
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    assert not w.play.recover_game(path) and not w.play.active
    assert len(shown) == 1 and shown[0].endswith(CAUSES) and path.read_bytes() == kept


def _killed_playing_on(make_window, monkeypatch, path: Path,  # type: ignore[no-untyped-def]
                       folder: Path) -> Path:
    """The editor killed while the game of the saved game ``path``, opened before its
    refused decision, is played on (one decision more) and kept in the recovery folder
    ``folder``: the file it is kept in."""
    from editor.ui.play.mode import GAME_SUFFIX
    from editor.ui.recovery import RecoveryStore

    w = make_window(Document(load(SCENARIOS[0]).scenario), recovery=RecoveryStore(folder))
    choose(monkeypatch, "Open the First 41 Decisions")
    assert w.play.open_game(path)
    session = w.play.session
    assert session is not None
    session.apply(session.legal_actions()[0])
    assert w.play.autosave_game()
    kept = folder / f"{w.play._game_id}{GAME_SUFFIX}"
    killed(w)
    return kept


def test_a_game_opened_before_its_refused_decision_keeps_its_file_from_save_once_recovered(
        make_window, refused, monkeypatch, tmp_path) -> None:
    """The editor killed while a game opened before a refused decision is played on: the
    game recovered at the next start knew nothing of the file it came from, so Save Game
    proposed the scenario's name in the last folder and replaced that file (which may be
    the one holding the whole game) with no second question (the review2 audit). The
    recovery copy names the file, and the game recovered keeps it from Save as before;
    a game saved holds no such key."""
    from editor.ui.main_window import offer_recovery
    from editor.ui.play.mode import CUT_FROM
    from editor.ui.recovery import RecoveryStore

    path = refused[0]
    kept = path.read_bytes()
    folder = tmp_path / "kept"
    _killed_playing_on(make_window, monkeypatch, path, folder)
    later = make_window(recovery=RecoveryStore(folder))
    choose(monkeypatch, "Play On")
    assert offer_recovery(later) == 1
    cut = later.play.cut
    assert cut is not None and cut.path == path and cut.refusal.decision == 42
    proposed: list[str] = []

    def answer(_parent, _title, start, _filters, *a, **k):  # type: ignore[no-untyped-def]
        proposed.append(start)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(answer))
    asked = choose(monkeypatch, "Cancel")
    assert not later.play.save_game()
    assert proposed == [str(path.parent / "refused (played on).m44game")]
    assert len(asked) == 1 and asked[0].startswith("refused.m44game holds the whole game")
    assert path.read_bytes() == kept
    other = path.parent / "other.m44game"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(other), "")))
    assert later.play.save_game()
    saved = GameLog.load(other)
    assert len(saved.actions) == 42 and CUT_FROM not in saved.extra


def test_a_recovered_game_is_read_once(make_window, refused, monkeypatch,
                                       tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Found by the leftovers5 audit: recover_game read the kept game's file twice, once
    for the file it was cut from and once for the game: a file replaced between the two
    reads was played on as the second with the first one's file kept from Save. One read
    gives both."""
    from editor.ui.recovery import RecoveryStore

    path = refused[0]
    folder = tmp_path / "kept"
    kept = _killed_playing_on(make_window, monkeypatch, path, folder)
    other = PlaySession(load(SCENARIOS[0]).scenario, seed=5)
    other.apply(other.legal_actions()[0])
    read = GameLog.load

    def replaced_after_reading(cls, name):  # type: ignore[no-untyped-def]
        log = read(name)
        if Path(name) == kept:  # another editor writes another game there
            kept.write_text(other.log().dumps(), "utf-8")
        return log

    monkeypatch.setattr(GameLog, "load", classmethod(replaced_after_reading))
    later = make_window(recovery=RecoveryStore(folder))
    assert later.play.recover_game(kept)
    session, cut = later.play.session, later.play.cut
    assert session is not None and len(session.steps) == 42
    assert cut is not None and cut.path == path


def _refused_at(saved: Path, i: int, name: str) -> Path:
    """A copy of the saved game ``saved``, named ``name``, whose decision ``i`` (from 0) is
    one the rules refuse there."""
    doc = json.loads(saved.read_text("utf-8"))
    doc["actions"][i] = "battles done"
    path = saved.with_name(name)
    path.write_text(json.dumps(doc), "utf-8")
    return path


@pytest.mark.parametrize("doing", ["open", "replay"])
def test_a_refused_first_decision_offers_the_game_at_its_start(make_window, refused,
                                                              monkeypatch, doing: str) -> None:
    """A saved game whose first decision is refused is offered at its start: no decision
    before it to count, in the question nor on its button."""
    path = _refused_at(refused[0], 0, "first.m44game")
    turn, side = where(path)
    w = make_window(Document(load(SCENARIOS[0]).scenario))
    verb = doing.capitalize()
    asked = choose(monkeypatch, f"{verb} Its Start")
    assert getattr(w.play, f"{doing}_game")(path)
    assert len(asked) == 1
    rest = asked[0].split(f"{CAUSES}\n\n")[1]
    assert rest.startswith(("Open the game as it stood just before decision 1" if doing == "open"
                            else "Replay the game up to just before decision 1")
                           + f": turn {turn} ({side}), at its start?\n\nDropped: decision 1 "
                           "and the 79 decisions after it")
    steps = (len(w.play.session.steps) if doing == "open"  # type: ignore[union-attr]
             else len(w.play.controller.replay))  # type: ignore[union-attr]
    assert steps == 0


def test_a_game_played_after_the_one_opened_before_its_refused_decision_is_saved_as_any(
        make_window, refused, monkeypatch, tmp_path: Path) -> None:
    """Once the game opened before its refused decision is left, the next game played is
    saved as any other: under the scenario file's name, never proposed beside that file nor
    asked about replacing it."""
    path = refused[0]
    w = make_window()
    assert w.open_file(SCENARIOS[0])
    choose(monkeypatch, "Open the First 41 Decisions")
    assert w.play.open_game(path)
    w.play.leave()
    assert not w.play.active
    session = PlaySession(w.document.scenario.copy(), seed=1)
    w.play.start_session(session)
    session.apply(session.legal_actions()[0])
    proposed: list[str] = []

    def answer(_parent, _title, start, _filters, *a, **k):  # type: ignore[no-untyped-def]
        proposed.append(start)
        return str(tmp_path / "next.m44game"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(answer))
    asked = choose(monkeypatch, "Cancel")
    assert w.play.save_game() and asked == []
    assert len(proposed) == 1 and Path(proposed[0]).name == f"{SCENARIOS[0].stem}.m44game"
    assert len(GameLog.load(tmp_path / "next.m44game").actions) == 1


def test_a_refused_second_decision_offers_the_game_after_its_first(make_window, refused,
                                                                  monkeypatch) -> None:
    """The one decision before the refused one is said as one, not counted as "the first 1
    decision" (found by the mut7 audit: no test had a game of one decision kept)."""
    path = _refused_at(refused[0], 1, "second.m44game")
    turn, side = where(path)
    w = make_window(Document(load(SCENARIOS[0]).scenario))
    asked = choose(monkeypatch, "Open the First Decision")
    assert w.play.open_game(path)
    assert asked[0].split(f"{CAUSES}\n\n")[1].startswith(
        "The decision before it replays. Open the game as it stood just before decision 2: "
        f"turn {turn} ({side}), after its first decision?\n\nDropped: decision 2 and the "
        "78 decisions after it")
    assert len(w.play.session.steps) == 1  # type: ignore[union-attr]


def test_a_game_short_of_typed_dice_is_offered_alike_by_the_editor_and_m44_replay(
        make_window, monkeypatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Found by the replaycli audit: a saved game of dice typed in whose dice run out
    before its refused decision was offered by Open Saved Game up to the next decision
    (the game waiting for that roll's dice), but replayed by Replay Saved Game and printed
    by ``m44 replay --partial`` only up to the roll that lacks them. All three stop
    before the same decision now, the game waiting for the dice."""
    from editor.cli import main

    from ..engine.game.test_refused import short_of_typed_dice

    doc, rolled = short_of_typed_dice()
    path = tmp_path / "short.m44game"
    path.write_text(json.dumps(doc), "utf-8")
    refused, kept = rolled + 2, rolled + 1
    w = make_window(Document(load(SCENARIOS[0]).scenario))
    asked = choose(monkeypatch, f"Open the First {kept} Decisions")
    assert w.play.open_game(path)
    assert f"action {refused} (" in asked[0] and "the game waits for 1 die" in asked[0]
    session = w.play.session
    assert session is not None and len(session.steps) == kept and session.pending_roll == 1
    choose(monkeypatch, f"Replay the First {kept} Decisions")
    assert w.play.replay_game(path)
    c = w.play.controller
    assert isinstance(c, ReplayController) and len(c.replay) == kept
    assert main(["replay", "--partial", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[-2].startswith(f"Stopped before decision {refused} (") and \
        out[-3] == "The game waits for 1 die to be typed in"


def test_the_editor_refuses_a_saved_game_in_the_words_of_m44_replay(
        make_window, refused, monkeypatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Found by the replaycli audit: Open Saved Game said of a refused decision only
    "battles done is not legal now", where ``m44 replay`` says in what step the game
    stood and which decisions were legal there ("(card); legal: play ..."). Both say the
    engine's words now, the question and the warning as plain text."""
    from editor.cli import main

    path = refused[0]
    assert main(["replay", str(path)]) == 2
    said = capsys.readouterr().err.removeprefix(f"{path}: ").rstrip("\n")
    assert "battles done is not legal now (card); legal: play " in said, said
    w = make_window(Document(load(SCENARIOS[0]).scenario))
    for doing in ("open", "replay"):
        asked = choose(monkeypatch, "Cancel")
        assert not getattr(w.play, f"{doing}_game")(path)
        assert asked[0].split("\n\n")[0] == f"refused.m44game: {said}"
    shown: list[tuple[str, Qt.TextFormat]] = []
    monkeypatch.setattr(QMessageBox, "exec",
                        lambda box: shown.append((box.text(), box.textFormat())) or 0)
    assert not w.play.open_game(path, offer=False)
    assert shown == [(f"refused.m44game: {said}", Qt.TextFormat.PlainText)]
