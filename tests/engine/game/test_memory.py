"""What an AI player remembers, as JSON (editor/engine/game/memory.py): the mut6 audit's
tests of the module's own guards, which the saved games of tests/engine/game/test_session.py
did not reach."""

from __future__ import annotations

import base64
import random
from typing import Any

import pytest

from editor.engine.game.memory import WORDS, RecallError, memory, recall, recall_rng, rng_memory
from editor.engine.game.players import RandomPlayer


class _State:
    """A generator whose state is ``state`` (another Python's, or one after gauss())."""

    def __init__(self, state: tuple[Any, ...]) -> None:
        self.state = state

    def getstate(self) -> tuple[Any, ...]:
        return self.state


@pytest.mark.parametrize("version, words, gauss", [
    (2, WORDS, None),  # another version of the state
    (3, WORDS - 1, None),  # another generator's words
    (3, WORDS, 0.5),  # random.gauss() called: its next value kept too
])
def test_a_state_it_cannot_write_whole_is_refused(version: int, words: int,
                                                  gauss: float | None) -> None:
    state = (version, tuple(range(words)), gauss)
    with pytest.raises(ValueError, match="a generator state this version of Python does "
                                         "not write"):
        rng_memory(_State(state))  # type: ignore[arg-type]


def test_a_generator_after_gauss_is_refused_not_written_without_its_next_value() -> None:
    rng = random.Random(1)
    rng.gauss()
    with pytest.raises(ValueError):
        rng_memory(rng)


def test_a_state_with_characters_base64_lacks_is_refused() -> None:
    """Decoded leniently, base64 skipped the characters outside its alphabet: a memory
    edited (a line broken, a character slipped in) was recalled as if whole."""
    said = rng_memory(random.Random(4))
    rng = random.Random(0)
    recall_rng(rng, said, "$.rng")  # (whole, it is recalled)
    assert rng.random() == random.Random(4).random()
    for edited in (said[:100] + "!" + said[100:], said[:100] + "\n" + said[100:]):
        with pytest.raises(RecallError, match=r"at \$\.rng: not a random generator's state"):
            recall_rng(random.Random(0), edited, "$.rng")
    assert len(base64.b64decode(said)) == 4 * WORDS


@pytest.mark.parametrize("said", [None, [], "rng", 3])
def test_a_memory_that_is_no_object_is_refused_naming_its_place(said: object) -> None:
    with pytest.raises(RecallError, match=r"^at \$\.ai_memory\.2: expected an object$"):
        recall(RandomPlayer(3), said, "$.ai_memory.2")


def test_a_memory_without_a_generator_leaves_the_player_as_made() -> None:
    """``{}`` (what a player without a generator remembers) recalls nothing: the player
    draws as one made from its seed."""
    p = RandomPlayer(3)
    recall(p, {})
    assert p.rng.random() == RandomPlayer(3).rng.random()


def test_a_player_without_a_generator_remembers_nothing() -> None:
    class Still:
        name = "still"

    p = Still()
    assert memory(p) == {}  # type: ignore[arg-type]
    recall(p, {"rng": rng_memory(random.Random(2))})  # type: ignore[arg-type]  # nothing to set
