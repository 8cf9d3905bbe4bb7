"""Fit the search's evaluation (``search.VALUE``): a logistic model of the chance that the
player to move wins, over the position's features (``search.features``), to the outcome of
games of the search against the greedy player.

Games are played on every bundled sample and test scenario, the search on each side in
turn, by the search as it stands (so a second run fits the positions the fitted search
reaches). The opening position of every turn is a sample, labelled 1 if the player to
move went on to win, 0 if it lost, a half for a draw at the turn cap. The model is fit by
Newton's method (a little L2 on the weights, none on the bias) on the training games and
judged by its log-loss on other games (validation seeds); ``--write`` puts the weights into
``editor/engine/game/search.py`` between its ``value-weights`` markers.

    nice .venv/bin/python tools/fit_value.py [--games 150] [--check 50] [--jobs 2] [--write]

numpy (which matplotlib brings) does the algebra; the search itself needs none.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import re
import sys
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from editor.engine.game import Game, GreedyPlayer  # noqa: E402
from editor.engine.game.players import Player  # noqa: E402
from editor.engine.game.search import FEATURES, SearchPlayer, chance, features  # noqa: E402
from editor.engine.game.actions import Action  # noqa: E402
from editor.engine.game.state import CARD, GameState  # noqa: E402
from tools.ai_scenarios import games as scenario_games, setup  # noqa: E402

SEARCH = ROOT / "editor" / "engine" / "game" / "search.py"
#: Seeds of the training and of the validation games (others than tools/ai_strength.py's
#: and the dev checks' of docs/AI-TRIES.md).
TRAIN_SEED = 300_000
CHECK_SEED = 400_000
#: L2 weight of the fit (per sample).
L2 = 1e-3


class _Recorder:
    """A player that notes the features of every turn's opening position for the player
    to move, then lets ``player`` decide."""

    def __init__(self, player: Player, rows: list[tuple[int, tuple[float, ...]]],
                 judge: GreedyPlayer) -> None:
        self.player, self.rows, self.judge = player, rows, judge
        self.name = player.name
        self.turn = -1

    def choose(self, st: GameState, actions: Sequence[Action]) -> Action:
        if st.phase is CARD and st.decider == st.active and st.turn != self.turn:
            self.turn = st.turn
            self.rows.append((st.active, features(st, st.active, self.judge)))
        return self.player.choose(st, actions)


def _game(job: tuple[int, int, int]) -> list[tuple[tuple[float, ...], float]]:
    i, side, seed = job
    rows: list[tuple[int, tuple[float, ...]]] = []
    judge = GreedyPlayer(0)
    players: list[Player] = [GreedyPlayer(2 * seed + 1), GreedyPlayer(2 * seed + 2)]
    players[side] = SearchPlayer(2 * seed + 1 + side)
    r = Game(setup(i), seed=seed, events=False, undo=False).run(
        _Recorder(players[0], rows, judge), _Recorder(players[1], rows, judge))
    return [(x, 0.5 if r.winner is None else float(r.winner == p)) for p, x in rows]


def samples(games: int, seed: int, jobs: int) -> list[tuple[tuple[float, ...], float]]:
    """The turns' features and outcomes of ``games`` games a scenario and side."""
    work = scenario_games(seed, games)
    out: list[tuple[tuple[float, ...], float]] = []
    with multiprocessing.Pool(jobs) as pool:
        for rows in pool.imap_unordered(_game, work, chunksize=4):
            out.extend(rows)
    return out


def fit(data: list[tuple[tuple[float, ...], float]]) -> list[float]:
    import numpy as np

    X = np.array([x for x, _ in data])
    y = np.array([v for _, v in data])
    w = np.zeros(X.shape[1])
    ridge = np.diag([0.0] + [L2] * (X.shape[1] - 1))
    for _ in range(50):
        p = 1 / (1 + np.exp(-X @ w))
        g = X.T @ (p - y) / len(y) + ridge @ w
        H = (X * (p * (1 - p))[:, None]).T @ X / len(y) + ridge
        step = np.linalg.solve(H, g)
        w -= step
        if float(np.abs(step).max()) < 1e-9:
            break
    return [float(v) for v in w]


def log_loss(w: list[float], data: list[tuple[tuple[float, ...], float]]) -> float:
    total = 0.0
    for x, y in data:
        p = min(1 - 1e-9, max(1e-9, chance(x, w)))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(data)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=" ".join(__doc__.split("\n\n")[0].split()))
    ap.add_argument("--games", type=int, default=150, help="training games a scenario and side")
    ap.add_argument("--check", type=int, default=50, help="validation games a scenario and side")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--write", action="store_true", help="write the weights into search.py")
    args = ap.parse_args(argv)
    start = time.perf_counter()
    train = samples(args.games, TRAIN_SEED, args.jobs)
    check = samples(args.check, CHECK_SEED, args.jobs)
    w = fit(train)
    base = sum(y for _, y in train) / len(train)
    w0 = [math.log(base / (1 - base))] + [0.0] * (len(w) - 1)
    print(f"{len(train)} training positions, {len(check)} validation positions "
          f"({time.perf_counter() - start:.0f} s)")
    print(f"log-loss: training {log_loss(w, train):.4f}, validation {log_loss(w, check):.4f} "
          f"(the base rate alone: {log_loss(w0, check):.4f})")
    for name, v in zip(FEATURES, w):
        print(f"  {name:15s} {v:+.4f}")
    if args.write:
        body = "VALUE = (" + ",\n         ".join(
            ", ".join(f"{v:.4f}" for v in w[k:k + 6]) for k in range(0, len(w), 6)) + ")"
        text = SEARCH.read_text(encoding="utf-8")
        text, n = re.subn(r"(# value-weights \(written by tools/fit_value.py\)\n).*?(\n# /value-weights)",
                          lambda m: m.group(1) + body + m.group(2), text, flags=re.S)
        if n != 1:
            print(f"fit_value: no value-weights markers in {SEARCH}", file=sys.stderr)
            return 1
        SEARCH.write_text(text, encoding="utf-8")
        print(f"wrote the weights into {SEARCH.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
