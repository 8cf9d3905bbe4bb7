"""Malformed game logs are refused as scenarios are: `m44 replay` says what is wrong and
where in one line and exits 2, whatever the log holds (never an internal error)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from editor.cli import main
from editor.engine.game import GameLog, GameLogError
from editor.engine.game.match import Game
from editor.io.m44 import load

from ...conftest import SCENARIOS


@pytest.fixture(scope="module")
def log_doc() -> dict:
    game = Game(load(SCENARIOS[0]).scenario, seed=1, max_turns=4)
    return GameLog.of(game).to_json()


def replay(capsys: pytest.CaptureFixture[str], path: Path) -> tuple[int, str]:
    code = main(["replay", str(path)])
    return code, capsys.readouterr().err


BAD = {
    "a deal that is a list": ("deal", [1, 2], "$.deal"),
    "hands that are not two lists": ("deal", {"hands": [["probe-left"]]}, "$.deal.hands"),
    "a first player 3": ("deal", {"hands": [[], []], "first": 3}, "$.deal.first"),
    "a deck of numbers": ("deal", {"hands": [[], []], "deck": [1]}, "$.deal.deck"),
    "players as a number": ("players", 5, "$.players"),
    "one player": ("players", ["greedy"], "$.players"),
    "a result that is a list": ("result", [], "$.result"),
    "shuffles as text": ("dice", {"faces": ["grenade"], "shuffles": "x"}, "$.dice.shuffles"),
    # these named a key in words only ('"actions" must be...'), the board the path in the
    # scenario rather than in the log ('<log scenario>: $.board')
    "actions as a number": ("actions", 5, "at $.actions: "),
    "dice as a list": ("dice", [1], "at $.dice: "),
    "a seed of text": ("dice", {"seed": "x"}, "at $.dice.seed: "),
    # no seed nor faces: the dice were seeded by the clock, each replay rolled other dice
    # and failed at some battle ("does not replay"), or matched by chance
    "no dice": ("dice", None, "at $.dice: "),
    "dice as an empty list": ("dice", [], "at $.dice: "),
    "dice of no seed": ("dice", {}, "at $.dice: neither a \"seed\" nor \"faces\""),
    "a seed of null": ("dice", {"seed": None}, "at $.dice: neither"),
    "faces as a number": ("dice", {"faces": 3}, "at $.dice.faces: "),
    "a turn cap of 0": ("max_turns", 0, "at $.max_turns: "),
    "no scenario": ("scenario", 5, "at $.scenario.m44: "),
    "a board that is a list": ("scenario", {"m44": {"board": []}}, "at $.scenario.m44.board: "),
    # a face or a card of the right type that none is: "bad dice or deal in the log" named
    # no place
    "a face no die has": ("dice", {"faces": ["grenade", "x"]}, "at $.dice.faces[1]: "),
    "a card no deck has in a hand": ("deal", {"hands": [["probe-left"], ["probe-left", "nope"]]},
                                     "at $.deal.hands[1][1]: "),
    "a card no deck has in the deck": ("deal", {"hands": [[], []], "deck": ["zzz"]},
                                       "at $.deal.deck[0]: "),
    "a card no deck has in a shuffle": ("dice", {"faces": ["grenade"], "shuffles": [["x"]]},
                                        "at $.dice.shuffles[0][0]: "),
    # found by the replay audit: the game's first shuffle (the deck, as the game is set up)
    # given other cards was an internal error (exit 3), "a scripted shuffle must hold
    # exactly the cards shuffled"
    "a first shuffle of other cards": ("dice", {"faces": ["grenade"],
                                                "shuffles": [["probe-left"]]},
                                       "at $.dice.shuffles[0]: the shuffle holds other cards "
                                       "than the 60 shuffled"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_malformed_field_exits_2_naming_it(case: str, log_doc: dict, tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    key, value, place = BAD[case]
    path = tmp_path / "g.json"
    path.write_text(json.dumps({**log_doc, key: value}), "utf-8")
    code, err = replay(capsys, path)
    assert code == 2, err
    assert err.count("\n") == 1 and str(path) in err and place in err
    assert "internal error" not in err


@pytest.mark.parametrize("content", [b"[" * 100_000, b'{"format": NaN}', b"\xff\xfe",
                                     b'{"a": 1e400}'])
def test_unparsable_logs_exit_2(content: bytes, tmp_path: Path,
                                capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.json"
    path.write_bytes(content)
    code, err = replay(capsys, path)
    assert code == 2 and err.count("\n") == 1 and "internal error" not in err


def test_a_log_that_is_not_utf8_is_refused_naming_the_line_and_column(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """As a scenario's: it said 'not UTF-8 text (byte 32)', an offset counted from 0."""
    path = tmp_path / "g.json"
    path.write_bytes(b'{"format": "m44-game-log",\n "name": "caf\xe9"}')
    assert replay(capsys, path) == (2, f"{path}: line 2 column 14: not UTF-8 text (byte 0xE9)\n")


def test_a_fifo_log_is_refused_at_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                       ) -> None:
    fifo = tmp_path / "g.json"
    os.mkfifo(fifo)
    code, err = replay(capsys, fifo)
    assert code == 2 and "regular file" in err


def test_a_sound_log_still_loads(log_doc: dict, tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    path.write_text(json.dumps(log_doc), "utf-8")
    log = GameLog.load(path)
    assert log.actions == log_doc["actions"]
    with pytest.raises(GameLogError):
        GameLog.from_json({**log_doc, "deal": "x"})


def test_a_log_saved_with_a_byte_order_mark_replays(log_doc: dict, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """A log saved again by an editor that starts UTF-8 with a byte order mark (Windows'
    Notepad did) was refused as "not JSON: Unexpected UTF-8 BOM (decode using
    utf-8-sig)", Python's words; JSON's RFC lets a reader ignore the mark, as the
    scenario reader does."""
    path = tmp_path / "g.m44game"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(log_doc).encode("utf-8"))
    assert GameLog.load(path).actions == log_doc["actions"]
    code, _err = replay(capsys, path)
    assert code == 0


@pytest.mark.parametrize(("change", "said"), [
    ({"version": 2}, "at $.version: game log version 2 is not supported: this m44-editor "
                     "reads version 1 (the log was written by a newer m44-editor)"),
    ({"version": 0}, "at $.version: game log version 0 is not supported: this m44-editor "
                     "reads version 1"),
    # the JSON's kind, not Python's ("found str"): found by the errwords audit
    ({"version": "1"}, "at $.version: expected a whole number, found text '1'"),
    ({"deal": [1]}, "at $.deal: expected an object or null, found a list"),
    ({"result": 3}, "at $.result: expected an object or null, found a number 3"),
    ({"version": None}, "at $.version: the log says no version (this m44-editor reads "
                        "version 1)"),
    ({"format": "m44-checkpoint"}, 'at $.format: not a game log: "format" is '
                                   "'m44-checkpoint', not 'm44-game-log'"),
])
def test_a_log_of_another_version_or_format_names_the_place(
        change: dict, said: str, log_doc: dict, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Found by the replay audit: a log of another version named no place, and one without
    a version was "game log version None is not supported"."""
    doc = {k: v for k, v in {**log_doc, **change}.items() if v is not None}
    path = tmp_path / "g.m44game"
    path.write_text(json.dumps(doc), "utf-8")
    assert replay(capsys, path) == (2, f"{path}: {said}\n")


def test_a_log_that_replays_differently_says_so_on_standard_error_too(
        log_doc: dict, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Found by the replay audit: a log that replays to another end exited 1 with nothing on
    standard error (its mismatches only among the printed turns, or in --json's
    "problems"): a script reading the error saw none. One line names the file and what
    differs."""
    doc = json.loads(json.dumps(log_doc))
    doc["result"]["digest"] = "0" * 16
    path = tmp_path / "g.m44game"
    path.write_text(json.dumps(doc), "utf-8")
    for extra in ([], ["--json"]):
        assert main(["replay", str(path), *extra]) == 1
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith(
            f"{path}: the replay does not end as the log recorded (digest: the log says "
            "0000000000000000, the replay gives "), err


def test_a_typed_dice_game_whose_first_shuffle_is_of_other_cards_is_refused(
        log_doc: dict, tmp_path: Path) -> None:
    """The editor's Open Saved Game of such a log of typed dice (its own way to build the
    game) let the ValueError through; it is a GameLogError naming the place."""
    from editor.engine.game.session import PlaySession

    path = tmp_path / "g.m44game"
    path.write_text(json.dumps({**log_doc, "physical_dice": True, "shuffle_seed": 3,
                                "dice": {"faces": [], "shuffles": [["probe-left"]]}}), "utf-8")
    with pytest.raises(GameLogError, match=r"^at \$\.dice\.shuffles\[0\]: the shuffle holds"):
        PlaySession.load(path)


def test_a_scenario_given_for_a_log_is_said_to_be_one(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """Found by the replay audit: `m44 replay x.m44` said only that "format" is missing;
    it says that the file is a scenario and where game logs come from."""
    code, err = replay(capsys, SCENARIOS[0])
    assert (code, err) == (2, f"{SCENARIOS[0]}: not a game log but a scenario: a game log "
                              "is written by the editor's Save Game or m44 simulate --log\n")


def test_a_decision_that_does_not_replay_says_what_may_be_why(
        log_doc: dict, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Found by the replay audit: a log whose decision is not legal when replayed named the
    decision and the rule's words only, leaving the user to guess why a saved game would
    not replay. The line says the likely causes (its scenario has no error here)."""
    path = tmp_path / "g.m44game"
    path.write_text(json.dumps({**log_doc, "actions": ["move Z9 Z10"]}), "utf-8")
    code, err = replay(capsys, path)
    assert code == 2 and err.count("\n") == 1, err
    assert err.startswith(f"{path}: action 1 ('move Z9 Z10') does not replay: "), err
    assert err.endswith(" (the log was written by another version of m44-editor, whose rules "
                        "differ, or edited by hand)\n"), err


@pytest.mark.parametrize("doc", [5, None, "board", [], ["board"], True])
def test_json_that_is_no_object_is_not_a_game_log(doc: object) -> None:
    """Not an object (a number, text, a list): "not a game log", never a TypeError (an
    internal error) or a scenario's words (the mut6 audit)."""
    with pytest.raises(GameLogError, match=r'^not a game log \("format": "m44-game-log" '
                                           r'is missing\)$'):
        GameLog.from_json(doc)


@pytest.mark.parametrize(("seed", "read"), [(3, 3), (True, 0), ("3", 0), (None, 0)])
def test_the_shuffle_seed_of_a_typed_dice_log_is_an_integer_or_0(log_doc: dict, seed: object,
                                                                  read: int) -> None:
    """The mut9 audit: a ``shuffle_seed`` that is no integer (``true``, ``"3"``), or none,
    is 0, as the log's docs say, not 1 (``true``'s value)."""
    doc = {**log_doc, "physical_dice": True, "dice": {"faces": [], "shuffles": []}}
    if seed is not None:
        doc["shuffle_seed"] = seed
    assert GameLog.from_json(doc).shuffle_seed == read
