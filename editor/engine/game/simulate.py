"""Simulations: play many games of a scenario between two AI players and summarise them.

Game ``i`` of a run seeded ``S`` uses the seed ``S + i`` for its dice and its players, so a
run is reproducible and any single game can be replayed (:func:`play_one` returns its log on
request). With ``jobs > 1`` the games are spread over worker processes (forked with the
scenario's tables already built, or building them once) when the first batch, played in
this process, shows the rest worth more than starting them (:data:`PARALLEL_WORK`), and
never more processes than cores; only a few numbers per game come
back, and they are folded into running totals in seed order, so the memory of a run stays
flat however many games it plays, and a run that stops early (``until_ci``) stops at the
same game whatever the number of processes.

What a designer reads: each side's win rate with its 95% Wilson interval, how the wins were
won (medals from units, objectives, exits, sudden death, no units left: the share of each),
the mean and spread of the game length, and, for two versions of a scenario,
:func:`compare`: the difference of the win rates with its 95% interval (the games of the
two versions paired by seed: Tango's score interval for paired proportions).

>>> from editor.io.m44 import load
>>> r = simulate(load("scenarios/oyster-green.m44").scenario, games=4, seed=1)
>>> r.games, sum(r.wins.values()) + r.draws
(4, 4)
>>> sum(sum(by.values()) for by in r.wins_by.values()) == sum(r.wins.values())
True
"""

from __future__ import annotations

import math
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from editor.engine.scenario import Scenario
from editor.engine.words import counted, error_words, own_words, whole_percentages

from .actions import EndlessTurnError
from .match import Game
from .players import make_player
from .state import HOW, HOW_WORDS, TURN_CAP
from .tables import Setup
from .workers import Workers, in_order, let_signals_through

if TYPE_CHECKING:
    from editor.engine.findings import Finding

    from .balance import Counts, HeatMap

#: Games a run with ``until_ci`` plays at least before it may stop (a narrow interval from a
#: handful of games says more about luck than about the scenario).
MIN_GAMES = 20
#: A drawn game's code in :attr:`SimulationResult.outcomes` (a win's is its player, 0 or 1).
DRAWN = 2

#: ``(games done, games in all)``, called after each finished batch.
Progress = Callable[[int, int], None]


@dataclass
class GameSummary:
    """The few numbers a simulation keeps of one game."""

    seed: int
    #: 0 or 1, or ``None`` for a draw at the turn cap.
    winner: int | None
    turns: int
    medals: tuple[int, int]
    #: How it ended (:data:`~editor.engine.game.state.HOW`).
    how: str = ""


@dataclass
class SimulationResult:
    """Totals of a simulation, per side (``AXIS``/``ALLIES``) and overall."""

    scenario: str
    sides: tuple[str, str]
    players: tuple[str, str]
    games: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    draws: int = 0
    turns_total: int = 0
    #: Sum of the squared lengths, for the spread.
    turns_squares: int = 0
    turns_min: int = 0
    turns_max: int = 0
    medals_total: dict[str, int] = field(default_factory=dict)
    #: Wins of each side by how they were won (``medals``, ``objectives``, ``exits``,
    #: ``sudden-death``, ``no-units``).
    wins_by: dict[str, dict[str, int]] = field(default_factory=dict)
    seconds: float = 0.0
    #: The interval width asked for (``until_ci``), and whether the run stopped on it.
    until_ci: float | None = None
    reached: bool = False
    #: Stopped before its end (:class:`StopSimulation`, a Cancel; with ``keep``, a
    #: failure): the games are those done.
    stopped: bool = False
    #: What stopped it when it failed (``keep``), in plain words (:func:`failure_words`);
    #: empty for a Cancel.
    why: str = ""
    #: With ``detail``: every game's summary in seed order (a few numbers each), and the
    #: heat-map counts of all the games (:mod:`.balance`).
    records: list[GameSummary] | None = None
    heat: HeatMap | None = None
    #: Every game's outcome in seed order from ``first_seed`` (0 or 1: that player won; 2:
    #: a draw), one byte a game: :func:`compare` pairs two runs' games by their seeds.
    first_seed: int = 0
    outcomes: bytearray = field(default_factory=bytearray)
    #: The player turns after which a game is a draw (0: not known).
    max_turns: int = 0

    def add(self, g: GameSummary) -> None:
        self.outcomes.append(DRAWN if g.winner is None else g.winner)
        self.games += 1
        if g.winner is None:
            self.draws += 1
        else:
            side = self.sides[g.winner]
            self.wins[side] = self.wins.get(side, 0) + 1
            by = self.wins_by.setdefault(side, {})
            by[g.how] = by.get(g.how, 0) + 1
        self.turns_min = g.turns if self.games == 1 else min(self.turns_min, g.turns)
        self.turns_max = max(self.turns_max, g.turns)
        self.turns_total += g.turns
        self.turns_squares += g.turns * g.turns
        for p in (0, 1):
            self.medals_total[self.sides[p]] = self.medals_total.get(self.sides[p], 0) + \
                g.medals[p]

    @property
    def seeds(self) -> tuple[int, int]:
        """The first and last seeds of the games (game *i* is played from the seed
        ``first_seed + i``)."""
        return (self.first_seed, self.first_seed + self.games - 1)

    @property
    def win_rate(self) -> dict[str, float]:
        return {s: (self.wins.get(s, 0) / self.games if self.games else 0.0)
                for s in self.sides}

    @property
    def ci95(self) -> dict[str, tuple[float, float]]:
        """The 95% Wilson score interval of each side's win rate."""
        return {s: wilson(self.wins.get(s, 0), self.games) for s in self.sides}

    @property
    def ci_width(self) -> float:
        """The widest of the sides' 95% intervals."""
        return max(hi - lo for lo, hi in self.ci95.values())

    @property
    def interval_words(self) -> str:
        """Whether the interval asked for (``until_ci``) was reached, in words ("" when none
        was asked): ``interval width 19.2 points, asked at most 10: not reached after 100
        games (the most this run plays)``."""
        if self.until_ci is None:
            return ""
        if self.reached:
            why = ""
        elif self.stopped:
            why = " (stopped)"
        elif self.games < MIN_GAMES:
            why = f" (a run stops on its width after {MIN_GAMES} games at least)"
        else:
            why = " (the most this run plays)"
        return (f"interval width {100 * self.ci_width:.1f} points, asked at most "
                f"{100 * self.until_ci:.4g}: {'reached' if self.reached else 'not reached'} "
                f"after {self.games} games{why}")

    @property
    def few_games_words(self) -> str:
        """A warning when the run played fewer than :data:`MIN_GAMES` games ("" otherwise):
        its intervals are honest but so wide that the rates shown say little, which a
        designer reading "100%" may not see.

        >>> r = SimulationResult("A", ("AXIS", "ALLIES"), ("greedy", "greedy"), games=1,
        ...                      wins={"AXIS": 1})
        >>> print(r.few_games_words)  # doctest: +NORMALIZE_WHITESPACE
        only 1 game: too few to judge the balance (the 95% intervals are up to 79 points
        wide); play 20 or more
        """
        if not self.games or self.games >= MIN_GAMES:
            return ""
        return (f"only {counted(self.games, 'game')}: too few to judge the balance (the 95% "
                f"intervals are up to {100 * self.ci_width:.0f} points wide); play "
                f"{MIN_GAMES} or more")

    @property
    def undecided_words(self) -> str:
        """A warning when every game was drawn at the turn cap ("" otherwise): both sides
        read 0% and their intervals narrow as with any run, yet the games say nothing of
        the balance (the sweep and Which knob say so of theirs).

        >>> r = SimulationResult("A", ("AXIS", "ALLIES"), ("greedy", "greedy"), games=30,
        ...                      draws=30, max_turns=3)
        >>> print(r.undecided_words)  # doctest: +NORMALIZE_WHITESPACE
        no game was won: every one was drawn at the turn cap of 3 player turns, so the run
        says nothing of the balance (a higher turn cap lets the games end)
        """
        if not self.games or self.draws < self.games:
            return ""
        return nothing_won_words(self.max_turns)

    @property
    def notes(self) -> list[str]:
        """What the text says under the figures, in its words (``--json``'s ``notes``): the
        interval asked for, too few games to judge, no game won; empty when none is due."""
        return [w for w in (self.interval_words, self.few_games_words, self.undecided_words)
                if w]

    @property
    def mean_turns(self) -> float:
        return self.turns_total / self.games if self.games else 0.0

    @property
    def sd_turns(self) -> float | None:
        """The standard deviation of the game length (sample, n - 1); ``None`` of fewer than
        two games, which measure no spread (it read 0.0, a spread of none)."""
        n = self.games
        if n < 2:
            return None
        var = (self.turns_squares - self.turns_total ** 2 / n) / (n - 1)
        return math.sqrt(max(0.0, var))

    @property
    def spread_words(self) -> str:
        """The spread of the game length in words: ``sd 3.2``, or ``no sd of one game``."""
        sd = self.sd_turns
        return "no sd of one game" if sd is None else f"sd {sd:.1f}"

    @property
    def win_share(self) -> dict[str, dict[str, float]]:
        """For each side, the share of its wins won each way (``medals``, ``objectives``,
        ``exits``, ``sudden-death``, ``no-units``)."""
        out = {}
        for side in self.sides:
            won = self.wins.get(side, 0)
            by = self.wins_by.get(side, {})
            out[side] = {h: (by.get(h, 0) / won if won else 0.0) for h in HOW if h != TURN_CAP}
        return out

    def won_by_words(self, side: str) -> str:
        """How ``side``'s wins were won, the most first, in whole percentages that add up
        to 100 (:func:`~editor.engine.words.whole_percentages`: each share rounded alone,
        three equal ones read 33% and summed to 99): ``medals 67%, objectives 33%``; ""
        without a win. (``--json`` keeps the counts and the shares unrounded.)

        >>> r = SimulationResult("A", ("AXIS", "ALLIES"), ("greedy", "greedy"), wins={"AXIS": 3},
        ...                      wins_by={"AXIS": {"exits": 1, "medals": 1, "objectives": 1}})
        >>> r.won_by_words("AXIS")
        'medals 34%, objectives 33%, exits 33%'
        """
        by = sorted(((n, how) for how, n in self.wins_by.get(side, {}).items() if n),
                    key=lambda nh: (-nh[0], HOW.index(nh[1]) if nh[1] in HOW else len(HOW)))
        shares = whole_percentages([n for n, _ in by])
        return ", ".join(f"{HOW_WORDS.get(how, how)} {share}%"
                         for (_, how), share in zip(by, shares))

    @property
    def mean_medals(self) -> dict[str, float]:
        return {s: (self.medals_total.get(s, 0) / self.games if self.games else 0.0)
                for s in self.sides}

    def to_json(self) -> dict[str, Any]:
        return {"scenario": self.scenario, "games": self.games,
                "players": {self.sides[p]: self.players[p] for p in (0, 1)},
                # what the games were played with: enough to play them again
                "seed": self.first_seed, "seeds": list(self.seeds), "max_turns": self.max_turns,
                "wins": {**{s: self.wins.get(s, 0) for s in self.sides}, "draw": self.draws},
                "win_rate": {s: round(v, 4) for s, v in self.win_rate.items()},
                "draw_rate": round(self.draws / self.games, 4) if self.games else 0.0,
                "ci95": {s: [round(lo, 4), round(hi, 4)] for s, (lo, hi) in self.ci95.items()},
                "wins_by": {s: {h: self.wins_by.get(s, {}).get(h, 0) for h in HOW
                                if h != TURN_CAP} for s in self.sides},
                "win_share": {s: {h: round(v, 4) for h, v in by.items()}
                              for s, by in self.win_share.items()},
                "mean_turns": round(self.mean_turns, 2),
                "turns": {"mean": round(self.mean_turns, 2),
                          "sd": None if self.sd_turns is None else round(self.sd_turns, 2),
                          "min": self.turns_min, "max": self.turns_max},
                "mean_medals": {s: round(v, 3) for s, v in self.mean_medals.items()},
                "until_ci": (None if self.until_ci is None else
                             {"width": self.until_ci, "reached": self.reached,
                              "widest": round(self.ci_width, 4)}),
                "seconds": round(self.seconds, 3), "notes": self.notes}


def nothing_won_words(max_turns: int, says: str = "the run says") -> str:
    """That no game was won, every one drawn at the turn cap of ``max_turns`` player turns
    (0: not known), so that what ``says`` (a run, the versions of Which knob) says nothing
    of the balance: one wording for a run and for the runs made of several.

    >>> print(nothing_won_words(0, "the versions say"))  # doctest: +NORMALIZE_WHITESPACE
    no game was won: every one was drawn at the turn cap, so the versions say nothing of
    the balance (a higher turn cap lets the games end)
    """
    cap = f" of {max_turns} player turns" if max_turns else ""
    return (f"no game was won: every one was drawn at the turn cap{cap}, so {says} nothing "
            "of the balance (a higher turn cap lets the games end)")


@dataclass(frozen=True)
class Difference:
    """How one side's win rate differs between two simulations (``b`` minus ``a``)."""

    side: str
    a: float
    b: float
    #: ``b - a``, and its 95% interval.
    diff: float
    ci95: tuple[float, float]
    #: Whether the games were paired by seed (game *i* of each version played with the
    #: same dice and AI draws), and how many games the figures are of.
    paired: bool = False
    games: int = 0
    #: The games each run played (paired, the difference is of the first ``games`` of
    #: each), and why runs were not paired ("" when they were).
    games_a: int = 0
    games_b: int = 0
    unpaired: str = ""
    #: Paired: the pairs won by this side in B and not in A (``gained``), and the reverse
    #: (``lost``); the rest did not change for it.
    gained: int = 0
    lost: int = 0

    @property
    def differs(self) -> bool:
        """Whether the 95% interval leaves out zero (a test at the 5% level, not a
        certainty)."""
        return self.ci95[0] > 0 or self.ci95[1] < 0

    @property
    def p_value(self) -> float:
        """The two-sided p-value of "no difference". Paired, by the test the interval
        inverts at 0: the score test of Tango's interval, which at 0 is McNemar's (the pairs
        that changed winner, ``(gained - lost) / sqrt(gained + lost)``); the interval leaves
        out 0 exactly when this is under 5% (up to the rounding of its ends). Independent,
        the pooled score test of two proportions, which Newcombe's hybrid interval does
        not invert: near 5% the two may disagree (2 wins of 10 against 0 of 20: p 0.038,
        and the interval -51.0 to +1.6 holds 0), so the verdict is the interval's.

        >>> round(Difference("AXIS", 0.5, 0.6, 0.1, (0.0, 0.2), paired=True, games=50,
        ...                  gained=7, lost=2).p_value, 4)
        0.0956
        >>> apart = Difference("AXIS", 0.2, 0.0, -0.2, (-0.5098, 0.0156), games_a=10,
        ...                    games_b=20)
        >>> round(apart.p_value, 3), apart.differs
        (0.038, False)
        """
        if self.paired:
            changed = self.gained + self.lost
            z = abs(self.gained - self.lost) / math.sqrt(changed) if changed else 0.0
        else:
            n1, n2 = self.games_a, self.games_b
            pooled = (self.a * n1 + self.b * n2) / (n1 + n2) if n1 and n2 else 0.0
            var = pooled * (1 - pooled) * (1 / n1 + 1 / n2) if n1 and n2 else 0.0
            z = abs(self.diff) / math.sqrt(var) if var > 0 else 0.0
        return math.erfc(z / math.sqrt(2))

    @property
    def verdict(self) -> str:
        """The reading of the interval, in words (never more certain than it is)."""
        if self.differs:
            return (f"B's is {'higher' if self.diff > 0 else 'lower'} (the 95% interval leaves "
                    "out 0)")
        return ("no difference shown: anything in the interval stays possible (more games "
                "narrow it)")

    @property
    def method(self) -> str:
        """How the interval was worked out, in words."""
        return ("Tango's score interval for paired proportions" if self.paired
                else "Newcombe's hybrid score interval of two independent proportions")

    @property
    def games_words(self) -> str:
        """The games the difference rests on: ``60 games paired by seed: 7 won by it in B
        only, 2 in A only`` (the pairs that changed, on which a paired interval rests:
        7 and 2 or 30 and 25 are the same difference with far other weight), ``the first
        60 games of each, paired by seed: ...`` (runs of unequal length), or ``60 and 80
        games, independent (not paired: other first seeds)``."""
        if self.paired:
            changed = f": {self.gained} won by it in B only, {self.lost} in A only"
            if self.games_a == self.games_b or not (self.games_a and self.games_b):
                return f"{self.games} games paired by seed{changed}"
            return f"the first {self.games} games of each, paired by seed{changed}"
        why = f": {self.unpaired}" if self.unpaired else ""
        return f"{self.games_a} and {self.games_b} games, independent (not paired{why})"

    @property
    def words(self) -> str:
        """The difference, its interval, the games it rests on and the verdict, in points:
        ``+10.0 points (95% interval +2.4 to +17.8, 60 games paired by seed: 7 won by it in
        B only, 1 in A only): B's is ...``."""
        lo, hi = self.ci95
        return (f"{100 * self.diff:+.1f} points (95% interval {100 * lo:+.1f} to "
                f"{100 * hi:+.1f}, {self.games_words}): {self.verdict}")

    def to_json(self) -> dict[str, Any]:
        """The difference as ``--compare --json`` gives it: what the words say, with the
        pairs that changed (``gained``: won by the side in B only, ``lost``: in A only;
        ``null`` when the games were not paired)."""
        return {"a": round(self.a, 4), "b": round(self.b, 4), "diff": round(self.diff, 4),
                "ci95": [round(self.ci95[0], 4), round(self.ci95[1], 4)],
                "differs": self.differs, "paired": self.paired, "games": self.games,
                "games_a": self.games_a, "games_b": self.games_b, "method": self.method,
                "gained": self.gained if self.paired else None,
                "lost": self.lost if self.paired else None}


def compare(a: SimulationResult, b: SimulationResult) -> list[Difference]:
    """Each side's win rate in ``b`` minus that in ``a``, with a 95% interval.

    Two runs from the same first seed play game *i* of each version with the same dice and
    AI draws: their games come in pairs, and a change that leaves most games alone shows
    in the pairs that changed winner. The interval is then Tango's score interval for
    paired proportions (:func:`tango`), over the games both runs played; an interval for
    independent samples would be far too wide there. Runs that cannot be paired (other seeds, a run
    without its outcomes) get Newcombe's hybrid score interval of two independent proportions.

    >>> a = SimulationResult("A", ("AXIS", "ALLIES"), ("greedy", "greedy"), games=200,
    ...                      wins={"AXIS": 120, "ALLIES": 80})
    >>> b = SimulationResult("B", ("AXIS", "ALLIES"), ("greedy", "greedy"), games=200,
    ...                      wins={"AXIS": 80, "ALLIES": 120})
    >>> d = compare(a, b)[0]
    >>> d.side, round(d.diff, 2), d.differs, d.paired
    ('AXIS', -0.2, True, False)
    """
    m = min(a.games, b.games)
    if a.sides != b.sides:
        unpaired = "other sides"
    elif a.first_seed != b.first_seed:
        unpaired = "other first seeds"
    elif len(a.outcomes) != a.games or len(b.outcomes) != b.games:
        unpaired = "a run without its games' outcomes"
    else:
        unpaired = "" if m else "no game"
    if not unpaired:
        return [replace(_paired(side, p, a.outcomes[:m], b.outcomes[:m]), games_a=a.games,
                        games_b=b.games) for p, side in enumerate(a.sides)]
    out = []
    for side in a.sides:
        k1, n1 = a.wins.get(side, 0), a.games
        k2, n2 = b.wins.get(side, 0), b.games
        p1 = k1 / n1 if n1 else 0.0
        p2 = k2 / n2 if n2 else 0.0
        l1, u1 = wilson(k1, n1)
        l2, u2 = wilson(k2, n2)
        d = p2 - p1
        lo = d - math.sqrt((p2 - l2) ** 2 + (u1 - p1) ** 2)
        hi = d + math.sqrt((u2 - p2) ** 2 + (p1 - l1) ** 2)
        out.append(Difference(side, p1, p2, d, (max(-1.0, lo), min(1.0, hi)),
                              games=min(n1, n2), games_a=n1, games_b=n2, unpaired=unpaired))
    return out


def until_words(a: SimulationResult, diffs: Sequence[Difference]) -> str:
    """A note when ``until_ci`` W was asked of run ``a`` compared with another and a
    difference's interval is wider than W ("" otherwise): the run stopped on A's own
    intervals, not on the difference read."""
    if a.until_ci is None:
        return ""
    widest = max((d.ci95[1] - d.ci95[0] for d in diffs), default=0.0)
    if widest <= a.until_ci:
        return ""
    return (f"--until-ci {a.until_ci:g} stopped on A's own intervals; the differences' "
            f"intervals are up to {100 * widest:.1f} points wide")


def comparison_notes(a: SimulationResult, b: SimulationResult,
                     diffs: Sequence[Difference]) -> list[str]:
    """What a comparison's text says under its differences (``--json``'s ``notes``)."""
    return [w for w in (until_words(a, diffs), several_tests_words(a, b)) if w]


def several_tests_words(a: SimulationResult, b: SimulationResult) -> str:
    """A note for a comparison of runs with draws ("" without): a game one side gains is
    then not always one the other loses, so each side's verdict is a test of its own, and
    over both a false one comes up to twice as often as 5% (without draws the two sides'
    differences are one, mirrored)."""
    if not (a.draws or b.draws):
        return ""
    return ("with draws, each side's verdict is its own test at the 5% level: over both "
            "sides, a false \"higher\" or \"lower\" comes up to twice as often")


def _paired(side: str, p: int, a: bytes | bytearray, b: bytes | bytearray) -> Difference:
    """Player ``p``'s (``side``) win rate in the games ``b`` minus that in ``a``, game *i*
    of each played from the same seed, with Tango's score interval (:func:`tango`).

    >>> d = _paired("ALLIES", 1, bytes([1] * 128 + [0] * 29 + [0] * 43),
    ...             bytes([1] * 128 + [1] * 29 + [0] * 43))
    >>> round(d.diff, 3), [round(x, 3) for x in d.ci95]
    (0.145, [0.103, 0.2])
    """
    n = len(a)
    pairs = Counter((x == p, y == p) for x, y in zip(a, b))
    both, only_a, only_b = pairs[True, True], pairs[True, False], pairs[False, True]
    pa, pb = (both + only_a) / n, (both + only_b) / n
    return Difference(side, pa, pb, pb - pa, tango(only_b, only_a, n), paired=True, games=n,
                      gained=only_b, lost=only_a)


def tango(gained: int, lost: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The score interval of Tango (1998, "Equivalence test and confidence interval for the
    difference in proportions for the paired-sample design") for a difference of paired
    proportions, ``(gained - lost) / n``: of ``n`` pairs, ``gained`` won in B and not in
    A, ``lost`` the reverse. It rests on the pairs that changed, and stays honest where
    none did: 20 pairs alike leave ±16 points possible, where Newcombe's method 10, which
    this replaced, gave an interval of no width at 50% (found by a helper). Each end is
    where the score statistic reaches ``z``, found by bisection (the statistic falls as the
    difference it is tested at rises).

    >>> [round(x, 3) for x in tango(0, 0, 20)]
    [-0.161, 0.161]
    >>> [round(x, 3) for x in tango(7, 1, 21)]
    [0.026, 0.517]
    """
    if n == 0:
        return (-1.0, 1.0)
    d = (gained - lost) / n

    def score(delta: float) -> float:
        w = -gained - lost + (2 * n - gained + lost) * delta
        q = (math.sqrt(max(0.0, w * w + 8 * n * lost * delta * (1 - delta))) - w) / (4 * n)
        var = n * (2 * q + delta * (1 - delta))
        gap = gained - lost - n * delta
        if var <= 0:
            return 0.0 if abs(gap) < 1e-12 else math.copysign(math.inf, gap)
        return gap / math.sqrt(var)

    def bisect(lo: float, hi: float, target: float) -> float:
        """The ``delta`` in [lo, hi] where the score crosses ``target``."""
        for _ in range(60):
            mid = (lo + hi) / 2
            if score(mid) > target:
                lo = mid
            else:
                hi = mid
        return (lo + hi) / 2

    low = -1.0 if score(-1.0) <= z else bisect(-1.0, d, z)
    high = 1.0 if score(1.0) >= -z else bisect(d, 1.0, -z)
    return (low, high)


def wilson(k: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of ``k`` successes in ``n`` trials (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def play_one(setup: Setup, ai: str, vs: str, seed: int) -> GameSummary:
    """Play one game, ``ai`` for player 1 and ``vs`` for player 2, all chance from ``seed``,
    without events or undo (the fast path)."""
    game = Game(setup, seed=seed, events=False, undo=False)
    result = game.run(make_player(ai, seed * 2 + 1), make_player(vs, seed * 2 + 2))
    return GameSummary(seed, result.winner, result.turns, result.medals, result.how)


def replay_game(setup: Setup, ai: str, vs: str, seed: int) -> Game:
    """Play game ``seed`` again with events and its full record (for ``--log``): its
    decisions journaled, as a person's game is, so that its log holds the digest of each
    turn's end too (``Game.turn_digests``)."""
    game = Game(setup, seed=seed, events=True, undo=True)
    game.run(make_player(ai, seed * 2 + 1), make_player(vs, seed * 2 + 2))
    return game


# --- worker processes ---------------------------------------------------------------------

_WORKER: dict[str, Any] = {}


def ignore_interrupts() -> None:
    """A worker process's start: Ctrl-C, and SIGHUP when the terminal closes, reach every
    process of the terminal's group, and the workers leave them to the parent, which stops
    them (no traceback from each worker). SIGTERM, by which the parent stops them, ends a
    worker at once, whatever handler a forked worker inherited (``m44 simulate`` takes it
    as Ctrl-C: a worker raised it, and printed a traceback)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    let_signals_through()


def _init_worker(scenario: Scenario, max_turns: int, ai: str, vs: str,
                 detail: bool = False) -> None:
    ignore_interrupts()
    _WORKER["setup"] = Setup(scenario, max_turns=max_turns)
    _WORKER["ai"] = ai
    _WORKER["vs"] = vs
    _WORKER["detail"] = detail


_Row = tuple[int, int, int, int, int, str]


class GameFailed(RuntimeError):
    """A game of a run raised (a bug of the engine or of a player, met on this scenario):
    said with the scenario, the seed that plays it again and what was raised. Its text is
    made where the game was played, so that it crosses processes whole: an exception that
    does not pickle back (one whose arguments are not those it was made with) killed the
    pool's result thread, and the run waited for it for ever."""

    @classmethod
    def of(cls, setup: Setup, seed: int, e: Exception) -> Exception:
        """``e`` raised by the game ``seed`` of ``setup``'s scenario, as a run says it
        (an :class:`~.actions.EndlessTurnError` names its scenario and seed already)."""
        if isinstance(e, EndlessTurnError):
            return e
        name = setup.scenario.texts().name or "an untitled scenario"
        failed = cls(f"the game of seed {seed} of {name} failed: {type(e).__name__}: {e}")
        # (an attribute crosses processes with the exception: pickled with its __dict__)
        failed.words = (f"the game of seed {seed} of {name} failed on "
                        f"{_program_error(e)}: playing that seed again meets it")
        return failed

    #: What :func:`failure_words` says of it: its text without the class names.
    words: str = ""


def _program_error(e: BaseException) -> str:
    """``e``, a bug's exception, said without its class: "an error of the program (its
    words, a missing key without a repr's quotes)"."""
    said = own_words(e)
    return f"an error of the program ({said})" if said else "an error of the program"


def _run_batch(seeds: range, cancel: threading.Event | None = None) -> list[_Row]:
    """The games of ``seeds``' batch, each as a row; played in the calling process, the
    batch ends before the next game once ``cancel`` is set (a Cancel need not wait for
    the batch: 25 games of a slow AI took seconds)."""
    setup, ai, vs = _WORKER["setup"], _WORKER["ai"], _WORKER["vs"]
    if _WORKER.get("detail"):
        return _run_detailed(seeds, cancel)  # type: ignore[return-value]
    out = []
    s = seeds.start
    try:
        for s in seeds:
            if cancel is not None and cancel.is_set():
                break
            g = play_one(setup, ai, vs, s)
            out.append((s, -1 if g.winner is None else g.winner, g.turns, g.medals[0],
                        g.medals[1], g.how))
    except Exception as e:  # noqa: BLE001 - said with its game, whatever it is
        raise GameFailed.of(setup, s, e) from None
    return out


def _run_detailed(seeds: range, cancel: threading.Event | None = None
                  ) -> list[tuple[int, int, int, int, int, str, Counts]]:
    """A batch with each game's heat-map counts (:func:`.balance.play_counted`)."""
    from .balance import play_counted

    setup, ai, vs = _WORKER["setup"], _WORKER["ai"], _WORKER["vs"]
    out = []
    s = seeds.start
    try:
        for s in seeds:
            if cancel is not None and cancel.is_set():
                break
            g, counts = play_counted(setup, ai, vs, s)
            out.append((s, -1 if g.winner is None else g.winner, g.turns, g.medals[0],
                        g.medals[1], g.how, counts))
    except Exception as e:  # noqa: BLE001 - said with its game, whatever it is
        raise GameFailed.of(setup, s, e) from None
    return out


def process_context() -> Any:
    """The multiprocessing context: ``fork`` (fastest) from a plain single-threaded process;
    ``forkserver`` (or ``spawn``) from one with other threads or Qt loaded, such as the
    editor, where forking could copy a lock held by another thread, and on macOS, whose
    system libraries may hold threads of their own (Python's default there is spawn);
    ``spawn`` on Windows, which has nothing else."""
    methods = multiprocessing.get_all_start_methods()
    qt = any(m.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6") for m in sys.modules)
    if "fork" in methods and not qt and threading.active_count() == 1 \
            and sys.platform != "darwin":
        return multiprocessing.get_context("fork")
    if "forkserver" not in methods:
        return multiprocessing.get_context("spawn")
    ctx = multiprocessing.get_context("forkserver")
    # The fork server imports the engine once, when it starts (the first run): each worker
    # of every later run is forked from it with the engine imported, not importing it anew.
    ctx.set_forkserver_preload([__name__])
    return ctx


#: CPU seconds of games left to play (as the first batch measures them) below which a run
#: stays in one process, by the way worker processes start: forked ones inherit the tables
#: built (a pool of two repays itself from 8 greedy games, 0.1 s); a fork server's or spawned
#: ones build the scenario's tables each, about 0.25 s more (measured 2026-12-01: 32 greedy
#: games 0.51 s on one process, 0.45 s on two).
PARALLEL_WORK = {"fork": 0.05, "forkserver": 0.5, "spawn": 0.5}


#: The most processes a pool may have on Windows, which waits on 63 handles at most at
#: once (a pool watches its processes' and one more): a pool of 64 failed there. Python's
#: ProcessPoolExecutor documents the same limit.
WINDOWS_MOST_PROCESSES = 61


def usable_cores() -> int:
    """The cores this process may run on, as many processes as a pool may have: the
    processes of ``jobs=0``, and the most any run starts."""
    try:
        cores = max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return most_processes(cores)


def most_processes(jobs: int) -> int:
    """``jobs`` processes, or as many as a pool may have on this system."""
    return min(jobs, WINDOWS_MOST_PROCESSES) if sys.platform == "win32" else jobs


#: How each of the simulator's notes of :func:`not_played` begins.
NOT_PLAYED = "the simulation does not play "


def not_played(scenario: Scenario) -> list[str]:
    """What of ``scenario`` the engine does not play, in words, for the simulator to say
    beside its figures: the rule options, special rules and tiles found by the checks
    ``unplayed-option``, ``unplayed-rule``, ``unplayed-terrain``, ``unplayed-behavior``,
    ``unplayed-equipment`` and ``unplayed-vehicle`` (Supply Trucks played as Half-tracks),
    with the Air rules on the summary cards' Air check values, and with them off the
    airplanes on the map; each note once."""
    from editor.engine.air_rules import (AIR_CHECKS_NOT_PLAYED, AIRPLANES_OFF_NOT_PLAYED,
                                         air_pieces, air_settings)
    from editor.engine.checks import run_checks

    # once each: a rule the texts of two languages name is one finding of each text
    out = list(dict.fromkeys(f.message for f in run_checks(
        scenario, select=["unplayed-option", "unplayed-rule", "unplayed-terrain",
                          "unplayed-behavior", "unplayed-equipment", "unplayed-vehicle"])))
    if air_settings(scenario).on:
        out.append(NOT_PLAYED + AIR_CHECKS_NOT_PLAYED)
    elif air_pieces(scenario):
        out.append(NOT_PLAYED + AIRPLANES_OFF_NOT_PLAYED)
    return out


#: The checks whose findings make a run's win rates say less of the balance than they
#: seem, said beside them (a side that needs more medals than the board gives may never
#: win its games by medals, and its low win rate would read as a balance answer), each
#: with what the simulator says before the finding's message and after it.
RUN_WARNINGS: dict[str, tuple[str, str]] = {
    "victory-unreachable": ("victory may be out of reach",
                            "that side's win rate is of games it may never win by medals"),
    # the game reads a condition that can never be fulfilled as holding its whole group
    # (Setup's sudden deaths): its wins by sudden death are of that reading
    "sudden-death-unreachable": ("a sudden death as written cannot be won",
                                 "the simulation plays it as holding every hex of its "
                                 "group, so its wins by sudden death are of that reading"),
}


#: What a playtest says after each finding of :data:`RUN_WARNINGS`: of the one game about
#: to be played, where a run speaks of its win rates.
GAME_WARNINGS: dict[str, str] = {
    "victory-unreachable": "that side may never win the game by medals",
    "sudden-death-unreachable": "the game plays it as holding every hex of its group",
}


def run_warning_findings(scenario: Scenario) -> list[Finding]:
    """The findings of :data:`RUN_WARNINGS` of ``scenario`` (``victory-unreachable``, its
    warning and its note when an option may add medals; ``sudden-death-unreachable``)."""
    from editor.engine.checks import run_checks

    return run_checks(scenario, select=tuple(RUN_WARNINGS))


def warning_words(f: Finding, after: Mapping[str, str] | None = None) -> str:
    """A finding of :data:`RUN_WARNINGS` as the simulator says it, with its code; ``after``:
    what follows it instead of the run's words (:data:`GAME_WARNINGS`, for the Playtest
    dialog: a game, not a win rate)."""
    before, said = RUN_WARNINGS[f.code]
    return f"{before}: {f.message} ({f.code}); {said if after is None else after[f.code]}"


def run_warnings(scenario: Scenario, after: Mapping[str, str] | None = None) -> list[str]:
    """What of ``scenario`` makes its games' win rates say less than they seem, in words,
    for the simulator to say beside its figures as :func:`not_played` says what is not
    played (:func:`run_warning_findings`, each by :func:`warning_words`, ``after`` as it
    says)."""
    return [warning_words(f, after) for f in run_warning_findings(scenario)]


def warnings_sentence(warnings: Sequence[str]) -> str:
    """:func:`run_warnings`' words for a panel, a line each, the first letter a capital
    ("" when there are none)."""
    return "\n".join(f"{w[:1].upper()}{w[1:]}." for w in warnings)


def not_played_sentence(notes: Sequence[str]) -> str:
    """``notes`` of what is not played (:func:`not_played`'s, or a list like them) for a
    panel, each without the simulator's "the simulation does not play": one in a sentence,
    "Not played by the engine: ….", more a line each (eight run together in one sentence
    were a block the eye could not part), or "" when there are none.

    >>> print(not_played_sentence(["the rule option Blitz rules", "snipers"]))
    Not played by the engine:
    • the rule option Blitz rules
    • snipers
    """
    said = [n.removeprefix(NOT_PLAYED) for n in notes]
    if len(said) <= 1:
        return "".join(f"Not played by the engine: {n}." for n in said)
    return "Not played by the engine:\n" + "\n".join(f"• {n}" for n in said)


def _batches(seed: int, games: int, size: int) -> Iterator[range]:
    for start in range(0, games, size):
        yield range(seed + start, seed + min(games, start + size))


class _Enough(Exception):
    """The run has its interval (``until_ci``): stop playing."""


class StopSimulation(Exception):
    """Raised from a ``progress`` callback to stop a run and keep the games already folded
    (a panel's Cancel): :func:`simulate` returns them with ``stopped`` set. Any other
    exception from the callback stops the run and propagates."""


class WorkerLost(RuntimeError):
    """A worker process of a run died while it played (killed by a signal: the system
    short of memory, a user's ``kill``): its games are lost, and the run is stopped,
    where the pool waited for them for ever."""

    @classmethod
    def of(cls, name: str, exitcode: int) -> WorkerLost:
        if exitcode < 0:
            try:
                how = f"killed by signal {-exitcode} ({signal.Signals(-exitcode).name})"
            except ValueError:
                how = f"killed by signal {-exitcode}"
            words = f"a worker process playing {name} was {how}"
            if -exitcode == getattr(signal, "SIGKILL", None):
                words += ": the system short of memory, or a kill"
        else:
            how = f"ended with status {exitcode}"
            words = f"a worker process playing {name} {how}"
        lost = cls(f"a worker process playing {name} was {how}: the run is stopped")
        lost.words = words
        return lost

    #: What :func:`failure_words` says of it.
    words: str = ""


def failure_words(e: BaseException) -> str:
    """What stopped a run, in plain words for a designer (no class name, never markup): a
    worker process lost, a game failing (its seed), a turn that never ends, memory or the
    system short, any other error of the program."""
    if isinstance(e, (WorkerLost, GameFailed)) and e.words:
        return e.words
    if isinstance(e, EndlessTurnError):
        return str(e)
    if isinstance(e, MemoryError):
        return error_words(e)
    if isinstance(e, OSError):  # (its file named: error_words)
        return f"the system refused: {error_words(e)}" if (e.strerror or str(e)) else \
            "the system refused"
    return _program_error(e)


# C901 allowed, hot path: the games' loop and its workers, measured in bench/bench_balance.py
def simulate(scenario: Scenario, games: int, *, ai: str = "random",  # noqa: C901
             vs: str | None = None, seed: int = 0, jobs: int = 1, max_turns: int = 200,
             progress: Progress | None = None,
             until_ci: float | None = None, detail: bool = False,
             cancel: threading.Event | None = None, keep: bool = False) -> SimulationResult:
    """Play ``games`` games of ``scenario``: ``ai`` for player 1 (top), ``vs`` (default:
    ``ai``) for player 2, on ``jobs`` processes (``0``: every core). With ``until_ci`` W,
    ``games`` is the most to play: the run stops after the first game (in seed order, at
    least :data:`MIN_GAMES`) at which every side's 95% interval is at most W wide.
    ``progress`` is called after each batch of games; an exception raised from it stops
    the simulation (the worker processes are terminated). ``detail`` also keeps every
    game's summary (``records``) and folds the heat-map counts (``heat``) of
    :mod:`.balance`: the same games, a little slower. Setting ``cancel`` (from another
    thread) stops the run within 50 ms (the games played in this process: once the game
    in play ends), as :class:`StopSimulation` raised from ``progress`` does after a batch:
    the worker processes are terminated and the games done returned. With ``keep``, a run
    that fails (a worker process lost: :class:`WorkerLost`; a game raising:
    :class:`GameFailed`, an :class:`~.actions.EndlessTurnError`) returns so too, the games
    folded before it, with ``why`` saying in plain words what failed; without it (``m44
    simulate``: no result printed, as at Ctrl-C) the error is raised."""
    vs = vs or ai
    make_player(ai)  # fail early on an unknown name
    make_player(vs)
    setup = Setup(scenario, max_turns=max_turns)
    result = SimulationResult(scenario.texts().name or "scenario",
                              (setup.sides[0].value, setup.sides[1].value), (ai, vs),
                              until_ci=until_ci, first_seed=seed, max_turns=max_turns)
    if detail:
        from .balance import HeatMap

        result.records = []
        result.heat = HeatMap.of(setup)
    start = time.perf_counter()

    def fold(rows: list[Any]) -> None:
        # rows are _Row, or _Row and the game's heat-map counts with ``detail``
        for s, w, turns, m0, m1, how, *counts in rows:
            g = GameSummary(s, None if w < 0 else w, turns, (m0, m1), how)
            result.add(g)
            if result.records is not None and result.heat is not None:
                result.records.append(g)
                result.heat.add(counts[0])
            if until_ci is not None and result.games >= MIN_GAMES and \
                    result.ci_width <= until_ci:
                result.reached = True
                raise _Enough
        if progress is not None:
            progress(result.games, games)

    jobs = min(jobs, usable_cores()) if jobs > 0 else usable_cores()
    size = max(1, min(25, games // (jobs * 8) or 1))
    try:
        # The first batch is played here: it says what a game costs, and processes are
        # started only for a rest long enough to repay their start (a small run on
        # several processes would be slower than on one).
        _WORKER.update(setup=setup, ai=ai, vs=vs, detail=detail)
        first = range(seed, seed + min(games, size))
        began = time.process_time()
        fold(_run_batch(first, cancel))
        if cancel is not None and cancel.is_set():
            raise StopSimulation
        per_game = (time.process_time() - began) / len(first)
        rest = games - len(first)
        ctx = process_context() if jobs > 1 and rest > 0 else None
        if ctx is not None and per_game * rest < PARALLEL_WORK.get(ctx.get_start_method(), 0.5):
            jobs = 1
        if jobs == 1 or ctx is None:
            for batch in _batches(seed + len(first), rest, size):
                fold(_run_batch(batch, cancel))
                if cancel is not None and cancel.is_set():
                    raise StopSimulation
        else:
            if ctx.get_start_method() == "fork":
                # Forked workers inherit the tables already built (and their caches).
                workers = Workers(ctx, jobs, ignore_interrupts)
            else:
                workers = Workers(ctx, jobs, _init_worker,
                                  (scenario, max_turns, ai, vs, detail))
            with workers:
                done = workers.map(
                    _run_batch, _batches(seed + len(first), rest, size),
                    lost=lambda code: WorkerLost.of(result.scenario, code),
                    stop=lambda: StopSimulation() if cancel is not None and cancel.is_set()
                    else None)
                # In seed order, so that a run stopped by its interval is the same run
                # whatever the number of processes.
                for rows in in_order(done):
                    fold(rows)
    except _Enough:
        if progress is not None:
            progress(result.games, result.games)
    except StopSimulation:
        result.stopped = True
    except (WorkerLost, GameFailed, EndlessTurnError) as e:
        if not keep:
            raise
        result.stopped = True
        result.why = failure_words(e)
    result.seconds = time.perf_counter() - start
    return result
