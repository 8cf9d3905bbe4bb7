"""What an AI player remembers from one decision to the next, as JSON: the state of its
random generators (and the search's posture and quiet spell), so that a game saved and
loaded again goes on with the decisions the game never saved would have made.

A player of :data:`~.players.PLAYERS` is seeded, and draws on its generator at each
decision (the random player's pick, the greedy player's tie-breaks, the search's sampled
worlds): a player made anew from its seed when a saved game is loaded would draw the first
numbers again, and decide otherwise from there. :func:`memory` is what it has drawn to (the
generator's whole state, 625 words of Python's Mersenne Twister, in base64); :func:`recall`
sets a player made from its seed to it. A player that keeps more than its ``rng`` says so by
methods of its own, ``memory()`` and ``recall(memory)`` (the search:
:meth:`~.search.SearchPlayer.memory`).

>>> from editor.engine.game.players import RandomPlayer
>>> p = RandomPlayer(3); _ = [p.rng.random() for _ in range(5)]
>>> q = RandomPlayer(3); recall(q, memory(p)); q.rng.random() == p.rng.random()
True
"""

from __future__ import annotations

import base64
import binascii
import random
import struct
from typing import Any

from .players import Player

#: The words of a Mersenne Twister's state as ``random.Random.getstate()`` gives them: 624
#: and the position within them.
WORDS = 625
_PACK = struct.Struct(f"<{WORDS}I")


class RecallError(ValueError):
    """A player's memory that cannot be recalled (not one a player of this name wrote);
    its message names the place within the memory."""


def rng_memory(rng: random.Random) -> str:
    """The state of ``rng`` in base64 (3,336 characters)."""
    version, words, gauss = rng.getstate()
    if version != 3 or len(words) != WORDS or gauss is not None:
        # (gauss_next: only random.gauss() sets it, which no player calls)
        raise ValueError("a generator state this version of Python does not write")
    return base64.b64encode(_PACK.pack(*words)).decode("ascii")


def recall_rng(rng: random.Random, said: Any, place: str) -> None:
    """Set ``rng`` to the state :func:`rng_memory` wrote (``said``, found at ``place``)."""
    try:
        words = _PACK.unpack(base64.b64decode(said, validate=True))
        rng.setstate((3, words, None))
    except (binascii.Error, struct.error, TypeError, ValueError):
        raise RecallError(f"at {place}: not a random generator's state") from None


def memory(player: Player) -> dict[str, Any]:
    """What ``player`` remembers now (JSON)."""
    own = getattr(player, "memory", None)
    if callable(own):
        found: dict[str, Any] = own()
        return found
    rng = getattr(player, "rng", None)
    return {"rng": rng_memory(rng)} if isinstance(rng, random.Random) else {}


def recall(player: Player, said: Any, place: str = "$") -> None:
    """Set ``player`` (made from its seed) to what :func:`memory` said of a player of its
    name; :class:`RecallError` naming the place when ``said`` is not such a memory."""
    if not isinstance(said, dict):
        raise RecallError(f"at {place}: expected an object")
    own = getattr(player, "recall", None)
    if callable(own):
        own(said, place)
        return
    rng = getattr(player, "rng", None)
    if isinstance(rng, random.Random) and "rng" in said:
        recall_rng(rng, said["rng"], f"{place}.rng")
