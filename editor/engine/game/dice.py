"""Chance: battle dice faces and the sources that roll them and shuffle the deck.

The rules code never rolls: a :class:`~editor.engine.game.state.GameState` stops at a chance
step (``current_player() == CHANCE``) and says what it needs (:class:`Chance`: so many dice,
or a pile of cards to shuffle). A :class:`DiceSource` answers, and the answer is applied as
an ordinary action (``roll ...`` / ``shuffle ...``). So a game is fully determined by its
scenario, its source's seed and the players' decisions, and every roll can be enumerated
with its probability (:func:`roll_outcomes`), as OpenSpiel does with chance nodes.

Faces are small ints for speed: :data:`INF`, :data:`ARMOR`, :data:`GRENADE`, :data:`STAR`,
:data:`FLAG`. The die has six faces, two of them infantry (command-cards.md, "The battle
die").

>>> d = SeededDice(7)
>>> d.roll(3) == SeededDice(7).roll(3)
True
>>> ScriptedDice(["inf", "flag"]).roll(2)
(0, 4)
>>> round(sum(p for _, p in roll_outcomes(2)), 9)
1.0
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement
from math import factorial
from typing import Protocol

from editor.engine.rules.units import Face
from editor.engine.words import counted

INF, ARMOR, GRENADE, STAR, FLAG = 0, 1, 2, 3, 4
#: The six faces of the die (infantry twice).
DIE: tuple[int, ...] = (INF, INF, ARMOR, GRENADE, STAR, FLAG)
#: Probability of each face.
FACE_P: tuple[float, ...] = (2 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6)
FACE_NAMES: tuple[str, ...] = ("inf", "armor", "grenade", "star", "flag")
#: Each face in words, as the turn log says a roll ("rolls infantry, star, flag"); the
#: short names above are what a player types.
FACE_WORDS: tuple[str, ...] = ("infantry", "armor", "grenade", "star", "flag")
#: The rules engine's faces, by our int.
RULES_FACE: tuple[Face, ...] = (Face.INFANTRY, Face.ARMOR, Face.GRENADE, Face.STAR, Face.FLAG)
_FROM_RULES: dict[Face, int] = {f: i for i, f in enumerate(RULES_FACE)}


def parse_face(text: str) -> int:
    """A face from a name or short form (``inf``, ``tank``, ``g``, ``*``, ``flag``...)."""
    return _FROM_RULES[Face.parse(text)]


@dataclass(frozen=True)
class Chance:
    """What a chance step needs: ``dice`` dice to roll, or ``cards`` to shuffle."""

    kind: str  # "roll" or "shuffle"
    dice: int = 0
    #: The cards (kinds) to shuffle, in a canonical (sorted) order.
    cards: tuple[int, ...] = ()


class DiceSource(Protocol):
    """Where the dice and the shuffles of a game come from."""

    def roll(self, n: int) -> tuple[int, ...]:
        """``n`` faces."""
        ...

    def shuffle(self, cards: Sequence[int]) -> tuple[int, ...]:
        """The ``cards`` in a new order, top of the pile first."""
        ...


class SeededDice:
    """Dice and shuffles from a seeded pseudo-random generator: the same seed gives the same
    game. :meth:`mark`/:meth:`rewind` let an undo take the source back too."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self._rng = random.Random(seed)
        #: The generator's state as :meth:`mark` gave it, while no roll nor shuffle has
        #: changed it since.
        self._mark: tuple[object, ...] | None = None

    def roll(self, n: int) -> tuple[int, ...]:
        self._mark = None
        r = self._rng.random
        return tuple(DIE[int(r() * 6)] for _ in range(n))

    def shuffle(self, cards: Sequence[int]) -> tuple[int, ...]:
        self._mark = None
        out = list(cards)
        self._rng.shuffle(out)
        return tuple(out)

    def mark(self) -> object:
        """The generator's state, for :meth:`rewind`. A game keeps one for each decision
        (its undo): packed, 2.5 KB where the state's tuple of 625 numbers took 24 KB, and
        the same one for every decision until a roll or a shuffle changes it (a game of 590
        decisions held 15 MB of them: the memory audit)."""
        if self._mark is None:
            version, words, gauss = self._rng.getstate()
            self._mark = (version, array("I", words).tobytes(), gauss)
        return self._mark

    def rewind(self, mark: object) -> None:
        assert isinstance(mark, tuple)
        version, words, gauss = mark
        self._rng.setstate((version, tuple(array("I", words)), gauss))
        self._mark = mark


class DiceExhausted(RuntimeError):
    """A scripted source was asked for more dice than its script holds."""


class ShuffleMismatchError(ValueError):
    """A scripted shuffle that does not hold the cards shuffled: ``index`` is its place in
    the script (from 0)."""

    def __init__(self, index: int, shuffled: int) -> None:
        super().__init__(f"the shuffle holds other cards than the {shuffled} shuffled")
        self.index = index


class ScriptedDice:
    """Dice (and optionally shuffles) given in advance, for tests and scripted games.

    ``faces`` are consumed in order (names or ints). ``shuffles`` are the piles to return for
    successive shuffles (top first, kinds or card keys); without one, a shuffle keeps the
    canonical order it is given (so a test that sets the deck explicitly is not disturbed).
    """

    def __init__(self, faces: Iterable[int | str] = (),
                 shuffles: Iterable[Sequence[int]] = ()) -> None:
        self.faces = [f if isinstance(f, int) else parse_face(f) for f in faces]
        self.shuffles = [tuple(s) for s in shuffles]
        self._next = 0
        self._next_shuffle = 0

    @property
    def remaining(self) -> int:
        return len(self.faces) - self._next

    def roll(self, n: int) -> tuple[int, ...]:
        if self._next + n > len(self.faces):
            held = counted(self.remaining, "more die", "more dice")
            raise DiceExhausted(
                f"the script holds {held}, {n} {'was' if n == 1 else 'were'} rolled")
        out = tuple(self.faces[self._next:self._next + n])
        self._next += n
        return out

    def shuffle(self, cards: Sequence[int]) -> tuple[int, ...]:
        if self._next_shuffle < len(self.shuffles):
            out = self.shuffles[self._next_shuffle]
            if sorted(out) != sorted(cards):
                raise ShuffleMismatchError(self._next_shuffle, len(cards))
            self._next_shuffle += 1
            return out
        return tuple(cards)

    @property
    def used(self) -> tuple[int, int]:
        """The faces and the shuffles of the script used so far."""
        return self._next, self._next_shuffle

    def mark(self) -> object:
        return self.used

    def rewind(self, mark: object) -> None:
        self._next, self._next_shuffle = mark  # type: ignore[misc]


class DiceNeeded(DiceExhausted):
    """The game waits for dice rolled on a real table (:class:`TypedDice`)."""

    def __init__(self, n: int) -> None:
        super().__init__(f"{counted(n, 'die', 'dice')} to roll")
        self.n = n


class TypedDice(ScriptedDice):
    """Dice rolled at a real table and typed in; shuffles drawn from a seed and recorded.

    A roll takes the faces typed in so far (:meth:`add`) or raises :class:`DiceNeeded`. The
    faces and shuffles are kept as a :class:`ScriptedDice` keeps its script, so the game log
    records them (``"dice": {"faces": [...], "shuffles": [...]}``) and replays exactly. Undo
    rewinds the cursors: a decision taken back and made again reads the same faces; a
    different decision drops what lay beyond (:meth:`truncate`).
    """

    def __init__(self, seed: int | None = None, faces: Iterable[int | str] = (),
                 shuffles: Iterable[Sequence[int]] = ()) -> None:
        super().__init__(faces, shuffles)
        self.seed = seed
        self._rng = random.Random(seed)
        # skip the draws the recorded shuffles already used, so a loaded game goes on with
        # the shuffles it would have had
        for s in self.shuffles:
            self._rng.shuffle(list(s))

    def roll(self, n: int) -> tuple[int, ...]:
        if self.remaining < n:
            raise DiceNeeded(n - self.remaining)
        return super().roll(n)

    def shuffle(self, cards: Sequence[int]) -> tuple[int, ...]:
        if self._next_shuffle < len(self.shuffles):
            return super().shuffle(cards)
        out = list(cards)
        self._rng.shuffle(out)
        self.shuffles.append(tuple(out))
        self._next_shuffle += 1
        return tuple(out)

    def add(self, faces: Iterable[int]) -> None:
        self.faces.extend(faces)

    def truncate(self) -> None:
        """Forget the faces and shuffles beyond the cursors (a new course of the game)."""
        del self.faces[self._next:]
        del self.shuffles[self._next_shuffle:]


def roll_outcomes(n: int) -> list[tuple[tuple[int, ...], float]]:
    """Every distinct result of rolling ``n`` dice (faces sorted) with its probability."""
    out = []
    for combo in combinations_with_replacement(range(5), n):
        counts = [combo.count(f) for f in range(5)]
        p = float(factorial(n))
        for f, c in enumerate(counts):
            p *= FACE_P[f] ** c / factorial(c)
        out.append((combo, p))
    return out
