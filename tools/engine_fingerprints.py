"""Fingerprints of fixed-seed games, printed as JSON: ``python tools/engine_fingerprints.py ROOT``.

Each bundled sample is played to the end by fixed seeds (random, greedy and search players;
the fast path of simulations and the journaled path with its readable account), and each
game is summed up by the SHA-1 of its whole course (every action, chance steps included, in
notation), the state's final :meth:`~editor.engine.game.state.GameState.digest` and, for the
journaled games, the SHA-1 of the account. ``tests/engine/game/test_fingerprints.py``
compares the engine of this tree with the figures an earlier engine printed
(``tests/data/engine_fingerprints.json``): a change made for speed must play exactly the
same games.

``ROOT`` is the source tree whose engine plays (``git archive COMMIT editor | tar -x -C
DIR`` gives an earlier one); the samples are this tree's.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SAMPLES = Path(__file__).resolve().parent.parent / "scenarios"
#: (player, seeds, journaled) per fingerprinted set of games.
GAMES = (("random", range(6), False), ("greedy", range(4), False),
         ("random", range(2), True), ("greedy", range(1), True), ("search", range(1), False))


def fingerprints() -> dict[str, dict[str, str]]:
    from editor.engine.game import Game, Setup, make_player
    from editor.io.m44 import load

    out: dict[str, dict[str, str]] = {}
    for path in sorted(SAMPLES.glob("*.m44")):
        setup = Setup(load(path).scenario)
        for ai, seeds, journaled in GAMES:
            for seed in seeds:
                g = Game(setup, seed=seed, events=journaled, undo=journaled)
                g.run(make_player(ai, 2 * seed + 1), make_player(ai, 2 * seed + 2))
                st = g.state
                course = "\n".join(st.notation(a) for a in st.history)
                row = {"course": hashlib.sha1(course.encode()).hexdigest()[:16],
                       "digest": st.digest(), "decisions": str(len(g.actions))}
                if journaled:
                    text = "\n".join(f"{t} {e}" for t, e in st.events or [])
                    row["events"] = hashlib.sha1(text.encode()).hexdigest()[:16]
                key = f"{path.stem} {ai} {seed}{' journaled' if journaled else ''}"
                out[key] = row
    return out


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(Path(argv[0]).resolve()))
    print(json.dumps(fingerprints(), indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
