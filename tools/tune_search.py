"""Tune the weights of the search's turn policy (``search.TUNED``) by self-play against the
greedy player, on training seeds, over every bundled sample and test scenario, both sides.

One weight vector for all scenarios (never a table by scenario): a candidate is judged by
the share of games its policy wins against greedy, each side of each scenario played with
the posture the search's own study picks for it with the candidate's weights (so the
candidate is judged as the search would play it, the card search aside: a hundred times
cheaper). The search is a coordinate search: each weight in turn is multiplied (or
shifted) up and down, and a change is kept when it wins more on the training seeds; at
the end the best vector is played on validation seeds (other seeds) against the start.

    nice .venv/bin/python tools/tune_search.py [--games 40] [--rounds 2] [--jobs 2]

It prints every candidate and its share; the chosen vector is to be copied, with its
figures, into ``search.TUNED`` (docs/AI-TRIES.md says what it gained). The runs made
(2026-12-01), and what each gave on the validation seeds (200 games a side, 2,400 games):

- ``--games 100 --rounds 2``: the vector of ``search.TUNED``, 58.6% against greedy where
  greedy's own weights win 53.4%;
- ``--games 100 --rounds 1 --from-tuned --only
  idle,idle_move,take,support,medal,hurt_base,wire_lane,hurt,objective``: no change won
  more on the training seeds;
- ``--games 100 --rounds 1 --from-tuned --postures --only none`` (the postures alone): the
  reckless posture (0.125, 0.5), 60.1% against 58.6%;
- ``--games 150 --rounds 1 --from-tuned --postures --factor 1.3 --only
  objective,exit_value,flag,hurt,hurt_hold,hurt_base,medal``: flag 0.122 only, 60.0%
  against 59.7%: within the noise, not kept.

With ``reach_order`` 1.5 (2026-12-02, chosen by hand: docs/AI-TRIES.md), 200 validation
games a side:

- ``--games 100 --rounds 1 --from-tuned --factor 1.4 --only reach_order,objective,
  exit_value,flag,hurt,hurt_hold,idle,idle_move,medal,hurt_base``: objective 1.56, exit
  3.43, flag 0.132 and hurt_base 0.84, 65.3% against 64.2%. Kept without the hurt_base,
  which makes the search sit still against itself; ``idle`` and ``idle_move`` no longer
  count once an order is valued by its reach;
- ``--games 100 --rounds 1 --from-tuned --postures --only none``: 65.5% against 65.3%, no
  change.

``danger`` 1 (2026-12-02) was chosen by hand too: tried at 0.5, 1, 2 and 3, the policy
alone against greedy, 100 games a scenario and side on the seeds from 700,000 and 900,000
(docs/AI-TRIES.md).
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from editor.engine.game import Game, GreedyPlayer  # noqa: E402
from editor.engine.game.search import POSTURES, STUDY, TUNED, Posture, study  # noqa: E402
from tools.ai_scenarios import PATHS, setup  # noqa: E402

#: Game seeds of the training and validation sets (neither the study's, 77,000..., nor
#: those of tools/ai_strength.py, whose games simulate seeds from 0, 10,000 and 20,000).
TRAIN_SEED = 500_000
VALID_SEED = 900_000
#: The weights searched, with their greedy values and how a step changes them (a factor,
#: or, for the features greedy does not weigh, a shift).
START: dict[str, float] = {"medal": 3.0, "objective": 3.5, "exit_value": 3.0,
                           "flag": 0.15, "wire_lane": 0.5, "hurt_base": 0.6, "hurt": 1.5,
                           "support": 0.0, "hurt_hold": 0.0, "idle": 0.3,
                           "idle_move": 0.1, "take": 0.1, "reach_order": 0.0,
                           "danger": 0.0}
SHIFT = {"support": 0.15, "hurt_hold": 0.15, "take": 0.3, "reach_order": 0.5, "danger": 0.5}
FACTOR = 1.6

def postures(weights: tuple[tuple[str, float], ...]) -> tuple[Posture, ...]:
    """The search's postures with these weights: ``NAME.risk`` and ``NAME.approach`` set a
    posture's own (``careful.risk``), the others every posture's turn policy."""
    own = {k: v for k, v in weights if "." in k}
    rest = tuple((k, v) for k, v in weights if "." not in k)
    return tuple(Posture(p.name, own.get(p.name + ".risk", p.risk),
                         own.get(p.name + ".approach", p.approach), rest) for p in POSTURES)


def _study(task: tuple[int, int, tuple[tuple[str, float], ...]]) -> Posture:
    k, me, weights = task
    ps = postures(weights)
    return ps[study(setup(k), me, STUDY, ps)]


def _play(task: tuple[int, int, Posture, int, int]) -> tuple[int, int, float]:
    """Games ``first``.. ``first + n - 1`` of scenario ``k`` with the posture's policy as
    player ``me`` against greedy: (scenario, side, games won)."""
    k, me, posture, first, n = task
    tables = setup(k)
    v = 0.0
    for seed in range(first, first + n):
        g = Game(tables, seed=seed, events=False, undo=False)
        players = [GreedyPlayer(2 * seed + 1), GreedyPlayer(2 * seed + 2)]
        players[me] = posture.policy(2 * seed + 1 + me)
        r = g.run(*players)
        v += (r.winner == me)
    return k, me, v


def judge(pool: multiprocessing.pool.Pool, weights: dict[str, float], games: int,
          seed: int) -> tuple[float, dict[tuple[int, int], float]]:
    """The share of wins against greedy over every scenario and side (the posture of each
    by the study), and the share of each."""
    w = tuple(sorted(weights.items()))
    sides = [(k, me) for k in range(len(PATHS)) for me in (0, 1)]
    chosen = pool.map(_study, [(k, me, w) for k, me in sides])
    tasks = []
    chunk = max(1, games // 4)
    for (k, me), posture in zip(sides, chosen):
        for first in range(seed, seed + games, chunk):
            tasks.append((k, me, posture, first, min(chunk, seed + games - first)))
    per: dict[tuple[int, int], float] = {s: 0.0 for s in sides}
    for k, me, v in pool.imap_unordered(_play, tasks):
        per[(k, me)] += v / games
    return sum(per.values()) / len(per), per


def _show(weights: dict[str, float]) -> str:
    return " ".join(f"{k}={v:.3g}" for k, v in weights.items())


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=" ".join(__doc__.split("\n\n")[0].split()))
    ap.add_argument("--games", type=int, default=40, help="training games a side")
    ap.add_argument("--valid", type=int, default=100, help="validation games a side")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--factor", type=float, default=FACTOR, help="a step's factor")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", default="", help="comma-separated weights to search")
    ap.add_argument("--postures", action="store_true",
                    help="search the postures' exposure and approach too")
    ap.add_argument("--from-tuned", action="store_true",
                    help="start from search.TUNED rather than greedy's weights")
    args = ap.parse_args(argv)
    names = [n for n in START if not args.only or n in args.only.split(",")]
    t0 = time.perf_counter()
    with multiprocessing.get_context("forkserver").Pool(args.jobs) as pool:
        best = dict(START)
        if args.from_tuned:
            best.update(TUNED)
        if args.postures:
            for p in POSTURES:  # the search's postures now (reckless tuned by a first run)
                best[p.name + ".risk"], best[p.name + ".approach"] = p.risk, p.approach
                names += [p.name + ".risk", p.name + ".approach"]
        best_v, _ = judge(pool, best, args.games, TRAIN_SEED)
        print(f"start {best_v:.3f} {_show(best)} ({time.perf_counter() - t0:.0f} s)",
              flush=True)
        for r in range(args.rounds):
            for name in names:
                for up in (True, False):
                    cand = dict(best)
                    if name in SHIFT:
                        cand[name] = round(cand[name] + (SHIFT[name] if up else
                                                         -SHIFT[name]), 3)
                        if cand[name] < 0:
                            continue
                    else:
                        cand[name] = round(cand[name] * (args.factor if up else 1 / args.factor), 3)
                    v, _ = judge(pool, cand, args.games, TRAIN_SEED)
                    kept = v > best_v
                    print(f"round {r} {name}={cand[name]:.3g}: {v:.3f}"
                          f"{' kept' if kept else ''} ({time.perf_counter() - t0:.0f} s)",
                          flush=True)
                    if kept:
                        best, best_v = cand, v
                        break
        print(f"best on training seeds {best_v:.3f}: {_show(best)}")
        for label, w in (("start", dict(START, **dict(TUNED)) if args.from_tuned
                          else START), ("tuned", best)):
            v, per = judge(pool, w, args.valid, VALID_SEED)
            print(f"validation, {label}: {v:.3f} "
                  + " ".join(f"{PATHS[k].stem[:8]}/{me}={x:.2f}"
                             for (k, me), x in sorted(per.items())), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
