"""A test-only rule that never lets a turn end: the Stall, an expansion (Python on both
engines: :mod:`editor.engine.game.expansions` builds it for every scenario once
:func:`stalled` puts it in the list) that, from its turn on, replaces the card phase's
actions by "stall" actions that change nothing. With two of them the players stall for
ever, each decision through ``GameState.apply``; with one the rules take it for ever by
themselves (``GameState._settle``). The guard against a turn that never ends
(``MAX_TURN_ACTIONS``) must stop both."""

from __future__ import annotations

import pytest

from editor.engine.board import Board, Side
from editor.engine.game import expansions
from editor.engine.game.actions import Action
from editor.engine.game.expansions import Expansion
from editor.engine.game.state import GameState
from editor.engine.game.tables import Setup
from editor.engine.scenario import GameInfo, Hex, Scenario, ScenarioText, Unit

NAME = "Stalled Skirmish"


class Stall(Expansion):
    kinds = frozenset({"stall"})
    words = frozenset({"stall"})
    #: The turn from which the card phase stalls, and how many actions it offers then.
    since = 1
    choices = 2

    @classmethod
    def build(cls, setup: Setup) -> Expansion | None:
        return cls()

    def card_actions(self, st: GameState, out: list[Action]) -> None:
        if st.turn >= self.since and out:
            out[:] = [Action("stall", out[0].a, k) for k in range(self.choices)]

    def dispatch(self, st: GameState, a: Action) -> None:
        pass  # nothing changes: the card phase goes on

    def notation(self, st: GameState, a: Action) -> str:
        return f"stall {a.b}"

    def parse(self, st: GameState, words: list[str], raw: list[str]) -> Action | None:
        if words[:1] != ["stall"] or len(words) != 2 or not words[1].isdigit():
            return None
        found = [a for a in st.legal_actions() if a.kind == "stall" and a.b == int(words[1])]
        return found[0] if found else None


def stalled(monkeypatch: pytest.MonkeyPatch, since: int = 1, choices: int = 2) -> None:
    """Every scenario set up from now on (in this process) stalls from turn ``since`` on."""
    monkeypatch.setattr(Stall, "since", since)
    monkeypatch.setattr(Stall, "choices", choices)
    monkeypatch.setattr(expansions, "_classes", lambda: (Stall,))


def skirmish() -> Scenario:
    """Two infantry units a side, face to face, named :data:`NAME`."""
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                    cards_player1=4, cards_player2=4, starting="PLAYER2",
                                    victory_player1=2, victory_player2=2),
                 text={"en": ScenarioText(name=NAME)})
    b = Board(s.board_type)
    for name, nation in (("E5", "ger"), ("F5", "ger"), ("e4", "us"), ("f4", "us")):
        s.set_hex(b.parse_hex(name), Hex(unit=Unit("inf" + nation)))
    return s
