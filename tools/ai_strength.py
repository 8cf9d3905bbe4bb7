"""Measure the AIs on every bundled sample and test scenario and write the table into
docs/GAME.md (between the ``ai-strength`` markers): greedy vs greedy and search vs search
(each side's win rate, the balance a designer would read), and search against greedy
playing both sides (the search's share of wins, with its 95% interval).

A long run (a few minutes on two cores): run it once, in the background, with ``nice``::

    nice .venv/bin/python tools/ai_strength.py [--games 200] [--jobs 2] [--effort 8]

With ``--effort N`` (8 by default, 0 for none) it also measures ``search:N``, the search with
more sampled worlds, against greedy on the same seeds (the last column).

It also saves the log of one search-vs-search game of the beach landing
(``docs/logs/cove-landing-search.json``, printed by ``m44 replay``).
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from editor.engine.game import Setup, simulate, wilson  # noqa: E402
from editor.engine.game.simulate import SimulationResult, replay_game  # noqa: E402
from editor.engine.scenario import Scenario  # noqa: E402
from editor.io.m44 import load  # noqa: E402
from tools.ai_scenarios import PATHS  # noqa: E402

DOC = ROOT / "docs" / "GAME.md"
LOG = ROOT / "docs" / "logs" / "cove-landing-search.json"


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def _against_greedy(s: Scenario, ai: str, games: int,
                    jobs: int) -> tuple[SimulationResult, SimulationResult, int]:
    """``ai`` against greedy, ``games`` as player 1 and ``games`` as player 2 (other seeds):
    both runs and the games ``ai`` won."""
    as1 = simulate(s, games, ai=ai, vs="greedy", seed=10_000, jobs=jobs)
    as2 = simulate(s, games, ai="greedy", vs=ai, seed=20_000, jobs=jobs)
    top, bottom = as1.sides
    return as1, as2, as1.wins.get(top, 0) + as2.wins.get(bottom, 0)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=" ".join(__doc__.split("\n\n")[0].split()))
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--effort", type=int, default=8,
                    help="also measure search:N against greedy on the same seeds (0: not)")
    args = ap.parse_args(argv)
    strong = f"search:{args.effort}" if args.effort else ""
    n, half = args.games, args.games // 2
    rows = []
    total_won = total = 0
    strong_won = 0
    for path in PATHS:
        s = load(path).scenario
        start = time.perf_counter()
        gg = simulate(s, n, ai="greedy", seed=0, jobs=args.jobs)
        ss = simulate(s, n, ai="search", seed=0, jobs=args.jobs)
        as1, as2, won = _against_greedy(s, "search", half, args.jobs)
        top, bottom = as1.sides
        lo, hi = wilson(won, 2 * half)
        total_won += won
        total += 2 * half
        side2 = gg.sides[1]
        extra = ""
        if strong:
            st1, st2, sw = _against_greedy(s, strong, half, args.jobs)
            strong_won += sw
            slo, shi = wilson(sw, 2 * half)
            extra = (f" {_pct(st1.win_rate[top])} / {_pct(st2.win_rate[bottom])}: "
                     f"**{_pct(sw / (2 * half))}** ({_pct(slo)}–{_pct(shi)}) |")
        rows.append(f"| {gg.scenario} (`{path.relative_to(ROOT)}`) "
                    f"| {_pct(gg.win_rate[side2])} {side2.lower()} "
                    f"| {_pct(ss.win_rate[side2])} {side2.lower()} "
                    f"| {_pct(as1.win_rate[top])} | {_pct(as2.win_rate[bottom])} "
                    f"| **{_pct(won / (2 * half))}** ({_pct(lo)}–{_pct(hi)}) |{extra}")
        print(rows[-1], f"{time.perf_counter() - start:.0f} s", flush=True)
    lo, hi = wilson(total_won, total)
    head, rule, last = "", "", ""
    if strong:
        slo, shi = wilson(strong_won, total)
        head, rule = f" `{strong}` as player 1 / 2, its share vs greedy (95%) |", "---|"
        last = f" **{_pct(strong_won / total)}** ({_pct(slo)}–{_pct(shi)}) |"
    table = "\n".join([
        f"Measured {time.strftime('%Y-%m-%d')} by `tools/ai_strength.py --games {n}`: "
        f"greedy vs greedy and search vs search over {n} games (seeds 0..{n - 1}; the "
        "second side's win rate, draws aside); search against greedy over "
        f"{half} games with the search as player 1 and {half} as player 2 (other seeds)"
        + (f"; the last column, `{strong}` (more effort) against greedy on the same seeds."
           if strong else "."),
        "",
        "| scenario | greedy vs greedy | search vs search | search as player 1 wins "
        "| search as player 2 wins | search's share vs greedy (95%) |" + head,
        "|---|---|---|---|---|---|" + rule,
        *rows,
        f"| all | | | | | **{_pct(total_won / total)}** ({_pct(lo)}–{_pct(hi)}) |" + last,
    ])
    text = DOC.read_text(encoding="utf-8")
    text = re.sub(r"(<!-- ai-strength -->\n).*?(\n<!-- /ai-strength -->)",
                  lambda m: m.group(1) + table + m.group(2), text, flags=re.S)
    DOC.write_text(text, encoding="utf-8")
    cove = ROOT / "tests" / "data" / "ai" / "cove-landing.m44"
    game = replay_game(Setup(load(cove).scenario), "search", "search", 3)
    log = game.log()
    log.file = str(cove.relative_to(ROOT))
    LOG.parent.mkdir(parents=True, exist_ok=True)
    log.save(LOG)
    print(f"wrote {DOC.relative_to(ROOT)} and {LOG.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
