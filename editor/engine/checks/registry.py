"""The registry of checks and the context they read.

A check is a function ``(ctx, me) -> Iterator[Finding]`` declared with :func:`check`, which
files it in :data:`REGISTRY` under its code with its severity, one-line summary, hint and
the rule that sets its severity (docs/CHECKS.md is printed from there); its group is its
module's name. :class:`Context` holds the scenario and what several checks derive from it
once (the hexes in file order and their JSON paths, the units, each player's baseline).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cached_property

from editor.engine.air_rules import air_settings, left_off_board
from editor.engine.board import Board, Coord, Side
from editor.engine.findings import Finding, Severity, coord_place
from editor.engine.scenario import Hex, Scenario, Unit


@dataclass(frozen=True)
class Check:
    code: str
    severity: Severity
    #: One line: what is wrong when the check fires (docs/CHECKS.md lists it).
    summary: str
    #: The usual way to fix it.
    hint: str
    group: str
    func: Callable[[Context, Check], Iterator[Finding]]
    #: Why the check has its severity: the rules text it rests on, quoted, and what official
    #: scenarios do (docs/CHECKS.md prints it). An error means the scenario cannot be set up
    #: or played by the rules; whatever official scenarios do is at most a warning.
    rule: str = ""

    def run(self, ctx: Context) -> Iterator[Finding]:
        return self.func(ctx, self)

    def finding(self, message: str, coords: tuple[Coord, ...] = (), path: str | None = None,
                *, severity: Severity | None = None, hint: str | None = None) -> Finding:
        return Finding(severity or self.severity, self.code, message, coords, path,
                       hint or self.hint)


REGISTRY: dict[str, Check] = {}


def check(code: str, severity: Severity, summary: str, hint: str, rule: str = ""
          ) -> Callable[[Callable[[Context, Check], Iterator[Finding]]],
                        Callable[[Context, Check], Iterator[Finding]]]:
    """Register a check function under ``code``; ``rule`` says why it has its severity."""
    def register(func: Callable[[Context, Check], Iterator[Finding]]
                 ) -> Callable[[Context, Check], Iterator[Finding]]:
        assert code not in REGISTRY, f"duplicate check code {code}"
        group = func.__module__.rsplit(".", 1)[-1].replace("_", " ")
        REGISTRY[code] = Check(code, severity, summary, hint, group, func, rule)
        return func
    return register


class Context:
    """What checks read: the scenario and facts derived from it once."""

    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario
        self.board: Board = scenario.board
        self.game_info = scenario.game_info

    @cached_property
    def order(self) -> dict[Coord, int]:
        """Index of each hex in the canonical file (hexes sorted by row, col)."""
        return {c: i for i, c in enumerate(self.coords)}

    def path(self, c: Coord, suffix: str = "") -> str:
        """The JSON path of a hex (or of something in it) in the canonical file."""
        return f"$.board.hexagons[{self.order[c]}]{suffix}"

    def name(self, c: Coord) -> str:
        return coord_place(c, self.board)

    @cached_property
    def coords(self) -> list[Coord]:
        """The coordinates of the scenario's hexes, sorted (by row, then column)."""
        return sorted(self.scenario.hexes)

    def hexes(self) -> Iterator[tuple[Coord, Hex]]:
        for c in self.coords:
            yield c, self.scenario.hexes[c]

    @cached_property
    def units(self) -> list[tuple[Coord, Unit]]:
        return [(c, h.unit) for c, h in self.hexes() if h.unit is not None]

    def units_of(self, side: Side) -> list[tuple[Coord, Unit]]:
        return [(c, u) for c, u in self.units if u.side is side]

    @cached_property
    def air_rules(self) -> bool:
        """Whether the Air rules are in effect: without them the game leaves the scenario's
        airplanes off the board (:meth:`played_units_of`)."""
        return air_settings(self.scenario).on

    def played_units_of(self, side: Side) -> list[tuple[Coord, Unit]]:
        """The side's units that the game sets up: its airplanes left out when the Air
        rules are not in effect (004: they bring "the appearance of new Airplane units
        ... onto the battlefield proper"; the check ``airplane-placement`` says it): the
        one test the game reads, :func:`~editor.engine.air_rules.left_off_board`."""
        return [(c, u) for c, u in self.units_of(side) if not left_off_board(u, self.air_rules)]

    def player_row(self, side: Side) -> int | None:
        """The baseline row of the player who plays ``side`` (0 for player 1 at the top)."""
        player = self.game_info.player_of(side)
        if player is None:
            return None
        return 0 if player == 1 else self.board.rows - 1
