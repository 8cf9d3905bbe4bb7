"""Which knob moves the balance: the scenario played as it is and with each knob of
:data:`~.balance.KNOBS` turned one step either way, every version on the same seeds, and
the knobs ranked by how far they move the balance (a tornado). Qt-free.

A step is one version of the scenario: command cards and medals to win of a side one fewer
and one more, and the other player moving first. A step the knob cannot take
(:func:`~.balance.with_knob` refuses it) or that gives the scenario errors (no medal to
win, a hand of 13 cards) is not played, and says why. Every version plays game *i* from
seed *i* with the same AIs, as the scenario as it is does: each step's
:class:`~.simulate.Difference` against it (B - A, :func:`~.simulate.compare`) is paired by
seed, and a change that leaves most games alone shows in the pairs that changed winner.

A knob's effect is the largest change, over its steps, of the gap between the sides' win
rates (player 1's minus player 2's): with draws, player 1's rate alone misses a knob that
turns player 2's wins into draws. Each step's test is of that gap (:func:`gap_p_value`),
the balance itself: a step that turns draws into wins of both sides alike moves each
side's rate and not the balance. A change is *shown* to move the balance when its test
passes Holm's correction for the steps played (:meth:`Sensitivity.shown`): nine 5% tests
at once would let a step that moves nothing pass by chance about one run in three, Holm's
keeps that to 5% over them all. Each interval stays a 95% interval of its own step, so one
may leave out 0 and its step still not be shown; one whose intervals hold 0 never is,
however large it looks.

>>> from editor.io.m44 import load
>>> s = which_knob(load("tests/data/ai/mill-crossing.m44").scenario, 2, ai="greedy",
...                knobs=("medals2",))
>>> [(st.knob, st.now, st.value, st.result.games) for st in s.steps]
[('medals2', 6, 5, 2), ('medals2', 6, 7, 2)]
"""

from __future__ import annotations

import math
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from editor.engine.scenario import Scenario
from editor.engine.board import Side

from .balance import KNOBS, csv_text, knob_label, knob_value, with_knob
from .simulate import (DRAWN, Difference, Progress, SimulationResult, compare, not_played,
                       nothing_won_words, run_warning_findings, simulate, warning_words)


@dataclass(frozen=True)
class Step:
    """One version of the scenario: ``knob`` turned from ``now`` to ``value``. Played, its
    run and each side's difference of win rate against the scenario as it is (B - A, in
    the order of the sides); not played, why (``skipped``). ``warnings``: what makes the
    version's win rates say less than they seem that the scenario as it is does not have
    (:func:`~.simulate.run_warnings`: one more medal to win may put victory out of reach,
    and the step's change would read as a balance answer)."""

    knob: str
    now: int
    value: int
    result: SimulationResult | None = None
    differences: tuple[Difference, ...] = ()
    skipped: str = ""
    warnings: tuple[str, ...] = ()

    @property
    def played(self) -> bool:
        return self.result is not None and bool(self.differences)

    @property
    def shift(self) -> float:
        """How far the gap between the sides' win rates moved (player 1's minus player
        2's, as a fraction): player 1's change less player 2's. 0 when not played."""
        if not self.played:
            return 0.0
        first, second = self.differences
        return round(first.diff - second.diff, 12)  # ties stay ties (0.3 - 0.0 == 0.6 - 0.3)

    @property
    def alone(self) -> bool:
        """Whether a side's 95% interval leaves out 0: that side's own test at the 5% level,
        before any correction for the other steps tried (:meth:`Sensitivity.shown`). The
        step's test is of the gap between the sides (:meth:`Sensitivity.p_value`), the
        same test as each side's unless a draw changed."""
        return any(d.differs for d in self.differences)

    @property
    def lead(self) -> Difference | None:
        """The difference to say of the step: player 1's, unless only player 2's interval
        leaves out 0 (with draws, a side may lose wins to draws alone)."""
        if not self.differences:
            return None
        first, second = self.differences
        return second if second.differs and not first.differs else first

    @property
    def tried(self) -> str:
        """``6 → 7``."""
        return f"{self.now} → {self.value}"

    def to_json(self, shown: bool = False, p_value: float = 1.0) -> dict[str, Any]:
        """The step; ``shown``: whether it passed Holm's correction among the steps played
        (:meth:`Sensitivity.shown`: a step alone cannot know), ``p_value`` its test's
        (:meth:`Sensitivity.p_value`: of its games against the scenario as it is)."""
        out: dict[str, Any] = {"knob": self.knob, "now": self.now, "value": self.value}
        if not self.played:
            return {**out, "skipped": self.skipped}
        assert self.result is not None
        return {**out, "shift": round(self.shift, 4), "shown": shown,
                "interval_leaves_out_0": self.alone, "p_value": round(p_value, 6),
                "run": self.result.to_json(),
                "difference": {d.side: d.to_json() for d in self.differences},
                "warnings": list(self.warnings)}


#: Each outcome's part in the gap between the sides: player 1's win, player 2's, a draw.
_GAP = {0: 1, 1: -1, DRAWN: 0}


def gap_p_value(a: SimulationResult, b: SimulationResult) -> float:
    """The two-sided p-value of "the gap between the sides' win rates (player 1's minus
    player 2's) is the same in ``b`` as in ``a``", over the games both played, paired by
    seed: each pair's change of the gap (+1 for player 1's win, -1 for player 2's, 0 for a
    draw; B's less A's, -2 to +2), their sum over the root of the sum of their squares,
    against the normal. Without a draw changed each change is ±2 and this is McNemar's
    test, the one Tango's interval of each side inverts at 0; with draws it is still one
    test, of the balance: a step that turns draws into wins of both sides alike moves each
    side's rate, not the gap, and player 2's wins turned into draws move the gap alone.

    >>> a = SimulationResult("A", ("AXIS", "ALLIES"), ("greedy", "greedy"),
    ...                      outcomes=bytearray([0, 1, 2, 2]), games=4)
    >>> b = SimulationResult("B", a.sides, a.players, outcomes=bytearray([0, 1, 0, 1]),
    ...                      games=4)
    >>> gap_p_value(a, b)
    1.0
    """
    m = min(a.games, b.games)
    moves = [_GAP[y] - _GAP[x] for x, y in zip(a.outcomes[:m], b.outcomes[:m])]
    spread = sum(d * d for d in moves)
    z = abs(sum(moves)) / math.sqrt(spread) if spread else 0.0
    return math.erfc(z / math.sqrt(2))


def steps_of(scenario: Scenario, knob: str) -> list[int]:
    """The values a knob is tried at: one step either side of the scenario's (cards and
    medals), the other player (who moves first)."""
    now = knob_value(scenario, knob)
    return [3 - now] if knob == "first" else [now - 1, now + 1]


def scenario_errors(scenario: Scenario) -> list[str]:
    """The errors that keep ``scenario`` from being played (those ``m44 validate``
    reports and play mode refuses), each as ``message (code)``."""
    from editor.io.report import check_scenario

    return [f"{f.message} ({f.code})" for f in check_scenario(scenario)
            if f.severity == "error"]


def versions(scenario: Scenario, knobs: Sequence[str] = KNOBS
             ) -> list[tuple[Step, Scenario | None]]:
    """Each step of each knob with the scenario it plays, or skipped (``None``) with why:
    a value the knob cannot take, or one that gives the scenario errors. A step played
    carries the warnings of its version that the scenario as it is has not
    (:attr:`Step.warnings`)."""
    out: list[tuple[Step, Scenario | None]] = []
    # a step's warning is new when the scenario as it is has none of its check in its
    # place: medals to win 5 → 6 of a side already short of medals says nothing new
    warned = {(f.code, f.path, f.coords) for f in run_warning_findings(scenario)}
    for knob in knobs:
        now = knob_value(scenario, knob)
        for value in steps_of(scenario, knob):
            try:
                version = with_knob(scenario, knob, value)
            except ValueError as e:
                out.append((Step(knob, now, value, skipped=str(e)), None))
                continue
            errors = scenario_errors(version)
            new = tuple(warning_words(f) for f in run_warning_findings(version)
                        if (f.code, f.path, f.coords) not in warned)
            out.append((Step(knob, now, value, skipped="; ".join(errors)), None) if errors
                       else (Step(knob, now, value, warnings=new), version))
    return out


@dataclass
class Sensitivity:
    """The scenario as it is (``base``) and its steps, each played on the same seeds, or
    skipped; ``games`` asked of each version, ``planned`` the versions to play (the
    scenario as it is too), ``stopped`` when a Cancel cut the run short (the steps are
    those played), ``why`` what failed when a failure stopped it (``which_knob``'s
    ``keep``), in plain words."""

    base: SimulationResult
    steps: list[Step] = field(default_factory=list)
    games: int = 0
    planned: int = 1
    stopped: bool = False
    not_played: list[str] = field(default_factory=list)
    why: str = ""

    #: The share of runs in which a step that moves nothing may still be shown, over all
    #: the steps played together (Holm's correction keeps it to this).
    LEVEL = 0.05

    @property
    def played(self) -> list[Step]:
        return [s for s in self.steps if s.played]

    @property
    def tests(self) -> int:
        """The steps tested together: those played."""
        return len(self.played)

    def p_value(self, step: Step) -> float:
        """``step``'s p-value of "it does not move the balance": of the gap between the
        sides' win rates in its games against the scenario as it is (:func:`gap_p_value`);
        1 when not played."""
        if not step.played or step.result is None:
            return 1.0
        return gap_p_value(self.base, step.result)

    def shown(self, step: Step) -> bool:
        """Whether ``step`` is shown to move the balance: its test passes Holm's correction
        for the :attr:`tests` steps played (their p-values from the smallest, the *k*-th
        held to 5% / (m - k + 1), stopping at the first that fails), so that over all the
        steps a false "moves it" comes up at most 5% of the time. A step whose 95% interval
        leaves out 0 may not be (:attr:`Step.alone`).

        >>> from editor.engine.game.simulate import GameSummary
        >>> a = SimulationResult("A", ("AXIS", "ALLIES"), ("greedy", "greedy"))
        >>> for seed, w in enumerate([0] * 20 + [1] * 20):
        ...     a.add(GameSummary(seed, w, 10, (0, 0)))
        >>> def step(gained: int) -> Step:
        ...     b = SimulationResult("B", a.sides, a.players)
        ...     for seed, w in enumerate([0] * (20 + gained) + [1] * (20 - gained)):
        ...         b.add(GameSummary(seed, w, 10, (0, 0)))
        ...     return Step("cards1", 4, 5, b, tuple(compare(a, b)))
        >>> one, nine = Sensitivity(a, [step(4)], 40), Sensitivity(a, [step(4)] * 9, 40)
        >>> one.steps[0].alone, one.shown(one.steps[0]), nine.shown(nine.steps[0])
        (True, True, False)
        """
        played = sorted(((self.p_value(st), st) for st in self.played),
                        key=lambda pst: pst[0])
        m = len(played)
        for k, (p, st) in enumerate(played):
            if p > self.LEVEL / (m - k):
                return False
            if st is step:
                return True
        return False

    @property
    def correction(self) -> str:
        """What ``shown`` means, in words: ``after Holm's correction for the 9 steps
        played``."""
        n = self.tests
        return (f"after Holm's correction for the {n} steps played" if n > 1
                else "by its 95% interval (one step played)")

    @property
    def undecided(self) -> bool:
        """Whether no game of any version played was won (every one drawn at the turn
        cap): the games then cannot tell one knob from another, and "shown to move the
        balance" means nothing."""
        runs = [self.base, *(st.result for st in self.played if st.result is not None)]
        return not any(r.wins.get(side, 0) for r in runs for side in r.sides)

    @property
    def undecided_words(self) -> str:
        """What a run says when every game was drawn
        (:attr:`~.simulate.SimulationResult.undecided_words`), said of the versions when
        :attr:`undecided` ("" otherwise): said in place of what ``*`` or a faint bar means."""
        return nothing_won_words(self.base.max_turns, "the versions say") \
            if self.undecided and self.base.games else ""

    @property
    def skipped(self) -> list[Step]:
        return [s for s in self.steps if not s.played]

    @property
    def warnings(self) -> list[str]:
        """The warnings of the steps played (:attr:`Step.warnings`), each after its step:
        ``medals to win of player 2 (medals2) 6 → 7: victory may be out of reach: …``."""
        return [f"{step_words(st, self.base.sides)}: {w}" for st in self.played
                for w in st.warnings]

    def effect(self, knob: str) -> float:
        """How far ``knob`` moves the balance: the largest change of the gap between the
        sides' win rates over its steps played (a fraction; 0 when none was)."""
        return max((abs(s.shift) for s in self.played if s.knob == knob), default=0.0)

    @property
    def ranked(self) -> list[str]:
        """The knobs with a step played, the one that moves the balance most first (a tie
        in the order of :data:`~.balance.KNOBS`)."""
        knobs = list(dict.fromkeys(s.knob for s in self.played))
        return sorted(knobs, key=lambda k: -self.effect(k))

    def steps_of(self, knob: str) -> list[Step]:
        """The steps of ``knob`` played, by value."""
        return sorted((s for s in self.played if s.knob == knob), key=lambda s: s.value)

    @property
    def rows(self) -> list[Step]:
        """The steps played, knob by knob in the order of :attr:`ranked`."""
        return [s for k in self.ranked for s in self.steps_of(k)]

    @property
    def words(self) -> str:
        """The knob that moves the balance most and which way, in one sentence, no more
        certain than its intervals (see :func:`sensitivity_words`)."""
        return sensitivity_words(self)

    def to_json(self) -> dict[str, Any]:
        return {"games": self.games, "seed": self.base.first_seed,
                "players": {self.base.sides[p]: self.base.players[p] for p in (0, 1)},
                "base": self.base.to_json(),
                "knobs": [{"knob": k, "label": knob_label(k, self.base.sides),
                           "effect": round(self.effect(k), 4),
                           "steps": [s.to_json(self.shown(s), self.p_value(s))
                                     for s in self.steps_of(k)]}
                          for k in self.ranked],
                "correction": {"method": "holm", "tests": self.tests, "level": self.LEVEL},
                "skipped": [{**s.to_json(), "label": knob_label(s.knob, self.base.sides)}
                            for s in self.skipped],
                "words": self.words, "stopped": self.stopped, "not_played": self.not_played}


def _points(fraction: float) -> str:
    return f"{100 * fraction:+.1f}"


def step_words(step: Step, sides: Sequence[str] | None = None) -> str:
    """``medals to win of Allies (player 2) (medals2) 6 → 7``, the sides named when given
    (:func:`~.balance.knob_label`)."""
    return f"{knob_label(step.knob, sides)} ({step.knob}) {step.tried}"


def change_words(step: Step) -> str:
    """``Axis's win rate +15.0 points, 95% interval +5.1 to +25.3``: the step's lead
    difference (:attr:`Step.lead`); both sides' when they did not move by as much the one
    as the other (draws changed: Axis's rate up and the balance towards Allies, said with
    Axis's alone, read as a contradiction)."""
    d = step.lead
    assert d is not None
    first, second = step.differences
    said = [d] if abs(first.diff + second.diff) < 1e-12 else [first, second]
    return ", ".join(f"{Side.words(x.side)}'s win rate {_points(x.diff)} points, 95% interval "
                     f"{_points(x.ci95[0])} to {_points(x.ci95[1])}" for x in said)


def _favoured(step: Step, base: SimulationResult) -> str:
    """The side a step moves the balance towards, in words: the one whose lead over the
    other grows."""
    return Side.words(base.sides[0] if step.shift > 0 else base.sides[1])


#: Why a step whose interval leaves out 0 is not shown when its own test of the gap
#: fails: the sides' rates moved together (draws turned into wins of both, or the reverse).
TOGETHER = ("the gap between the sides' win rates is not shown to move (their rates moved "
            "together)")


def _held(s: Sensitivity, step: Step) -> str:
    """Why a step is not shown: its interval holds 0; or it leaves out 0 on its own only
    (Holm's correction for the steps played takes it back); or the gap between the sides
    did not move with it (:data:`TOGETHER`)."""
    if not step.alone:
        return "its interval holds 0"
    if s.p_value(step) > s.LEVEL:
        return f"its interval leaves out 0, but {TOGETHER}"
    return ("its interval leaves out 0, but not after Holm's correction for the steps "
            "played: with that many tried, one may by chance")


def _moves(s: Sensitivity, step: Step, more: str = "") -> str:
    """``6 → 7 moves it towards AXIS (AXIS's win rate ...)``, or that it is not shown to
    move it; ``more`` said inside the brackets."""
    if s.shown(step):
        return f"{step.tried} moves it towards {_favoured(step, s.base)} " \
               f"({change_words(step)}{more})"
    held = f"; {_held(s, step)}" if step.alone else ""  # an interval that holds 0 says it
    return f"{step.tried} is not shown to move it ({change_words(step)}{more}{held})"


def _rates(step: Step, base: SimulationResult) -> str:
    """``; Axis 8% and Allies 92%, from 20% and 80%``."""
    assert step.result is not None
    now = " and ".join(f"{Side.words(side)} {100 * step.result.win_rate[side]:.0f}%"
                       for side in base.sides)
    before = " and ".join(f"{100 * base.win_rate[side]:.0f}%" for side in base.sides)
    return f"; {now}, from {before}"


def _unranked(s: Sensitivity, top: Step) -> str:
    """The other knobs with a step shown to move the balance, after the one that moved it
    most: ``; the command cards of player 1 (cards1) is shown to move it too, and the
    games do not rank one above the other (...)``, "" when there are none. Each step is
    tested against the scenario as it is, never against another knob's step: which moves
    it most is the changes measured, and a designer read "moves the balance most" as
    shown."""
    others = [k for k in s.ranked if k != top.knob
              and any(s.shown(st) for st in s.steps_of(k))]
    if not others:
        return ""
    named = [f"the {knob_label(k, s.base.sides)} ({k})" for k in others]
    listed = named[0] if len(named) == 1 else ", ".join(named[:-1]) + f" and {named[-1]}"
    ranks = ("is shown to move it too, and the games do not rank one above the other"
             if len(named) == 1 else
             "are shown to move it too, and the games rank none of them above another")
    return f"; {listed} {ranks} (each step is tested against the scenario as it is)"


def sensitivity_words(s: Sensitivity) -> str:
    """The knob that moved the balance most in the games, which way and by how much, with
    its interval: the step of largest effect when its games show it (its test passes
    Holm's correction), with its knob's other step and the other knobs shown to move it
    too (no test ranks them: :func:`_unranked`); else that it is not shown, and the
    largest step that is, if any."""
    rows = sorted(s.played, key=lambda st: -abs(st.shift))
    if not rows:
        return ("Stopped before a knob was tried" if s.stopped else
                "No knob could be tried: each step gives the scenario errors")
    if s.undecided:
        return ("Every game of every version was drawn at the turn cap: no game was won, so "
                "the games cannot tell which knob moves the balance")
    top = rows[0]
    shown = next((st for st in rows if s.shown(st)), None)
    if top is shown:
        other = [st for st in s.steps_of(top.knob) if st is not top]
        return (f"The knob that moved the balance most in these games is the "
                f"{knob_label(top.knob, s.base.sides)} ({top.knob}): "
                f"{_moves(s, top, _rates(top, s.base))}"
                + "".join(f", and {_moves(s, st)}" for st in other) + _unranked(s, top))
    largest = f"the largest change, {step_words(top, s.base.sides)} ({change_words(top)})"
    if shown is None:
        each = f"{s.games} games each" if not s.stopped else "the games played"
        if not top.alone:
            held = "has a 95% interval that holds 0"
        elif s.p_value(top) > s.LEVEL:
            held = f"has a 95% interval that leaves out 0, but {TOGETHER}"
        else:
            held = ("has a 95% interval that leaves out 0 on its own, but not after Holm's "
                    f"correction for the {s.tests} steps played (with that many tried, one "
                    "may by chance)")
        return (f"No knob is shown to move the balance with {each}: {largest}, {held}; "
                "more games narrow it")
    return (f"T{largest[1:]}, is not shown to move the balance ({_held(s, top)}); the "
            f"largest that is: {knob_label(shown.knob, s.base.sides)} ({shown.knob}) "
            f"{_moves(s, shown)}")


def which_knob(scenario: Scenario, games: int, *, ai: str = "greedy", vs: str | None = None,
               seed: int = 0, jobs: int = 1, max_turns: int = 200,
               progress: Progress | None = None, cancel: threading.Event | None = None,
               knobs: Sequence[str] = KNOBS, name: str | None = None,
               keep: bool = False) -> Sensitivity:
    """Play ``scenario`` as it is, then each step of each of ``knobs`` (:func:`versions`),
    ``games`` games each on the same seeds from ``seed``, as :func:`~.simulate.simulate`
    plays them (``jobs``, ``max_turns``, ``cancel``); ``progress`` is called with the games
    done and to play over all the versions. ``ValueError`` when ``scenario`` itself has
    errors (no game is played: callers refuse it first, naming them). A Cancel (``cancel``
    set, or :class:`~.simulate.StopSimulation` from ``progress``) keeps the versions played,
    the last one cut short. The runs are named ``name`` (default: the scenario's). With
    ``keep``, a failure (a worker process lost, a game raising) stops it as a Cancel does,
    ``why`` saying what failed (:func:`~.simulate.simulate`'s ``keep``); without it the
    error is raised."""
    errors = scenario_errors(scenario)
    if errors:
        raise ValueError(f"the scenario has errors: {'; '.join(errors)}")
    tried = versions(scenario, knobs)
    playable = [(step, v) for step, v in tried if v is not None]
    total = games * (1 + len(playable))

    def run(version: Scenario, before: int) -> SimulationResult:
        def report(done: int, _total: int) -> None:
            if progress is not None:
                progress(before + done, total)
        r = simulate(version, games, ai=ai, vs=vs, seed=seed, jobs=jobs, max_turns=max_turns,
                     progress=report, cancel=cancel, keep=keep)
        r.scenario = name or scenario.texts().name or "scenario"
        return r

    base = run(scenario, 0)
    out = Sensitivity(base, [step for step, v in tried if v is None], games,
                      1 + len(playable), base.stopped, not_played(scenario), base.why)
    for k, (step, version) in enumerate(playable, 1):
        if out.stopped or (cancel is not None and cancel.is_set()):
            out.stopped = True
            break
        r = run(version, k * games)
        out.stopped, out.why = r.stopped, r.why
        if r.games:
            out.steps.append(replace(step, result=r, differences=tuple(compare(base, r))))
    return out


#: The columns of :func:`sensitivity_csv`: the version (no knob: the scenario as it is),
#: its games and wins, each player's change of win rate against the scenario as it is with
#: its 95% interval, whether an interval leaves out 0, and why a step was not played.
CSV_FIELDS = ("knob", "now", "value", "games", "wins1", "wins2", "draws", "change1",
              "change1_low", "change1_high", "change2", "change2_low", "change2_high",
              "shown", "skipped")


def _csv_row(step: Step | None, r: SimulationResult | None, shown: bool = False
             ) -> dict[str, Any]:
    row: dict[str, Any] = dict.fromkeys(CSV_FIELDS, "")
    if step is not None:
        row.update(knob=step.knob, now=step.now, value=step.value, skipped=step.skipped)
    if r is not None:
        row.update(games=r.games, wins1=r.wins.get(r.sides[0], 0),
                   wins2=r.wins.get(r.sides[1], 0), draws=r.draws)
    if step is not None and step.played:
        for n, d in enumerate(step.differences, 1):
            row.update({f"change{n}": round(d.diff, 4), f"change{n}_low": round(d.ci95[0], 4),
                        f"change{n}_high": round(d.ci95[1], 4)})
        row["shown"] = shown
    return row


def sensitivity_csv(s: Sensitivity) -> str:
    """One row for the scenario as it is, one for each step in the order of the table
    (:attr:`Sensitivity.rows`), then the steps not played with why."""
    rows = [_csv_row(None, s.base), *(_csv_row(st, st.result, s.shown(st)) for st in s.rows),
            *(_csv_row(st, None) for st in s.skipped)]
    return csv_text(CSV_FIELDS, rows)
