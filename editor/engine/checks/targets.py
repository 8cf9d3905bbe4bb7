"""Platform targets: what a scenario needs that a given platform cannot set up.

The official editor's catalog is the format's vocabulary, but a platform that plays the
scenarios may lack some of it. ``m44 validate --target bga`` (and the target choice of the
editor's findings panel) adds the findings of one target to the usual checks, under the
code ``target-lacks``: errors, since on that platform the scenario cannot be set up as
written. docs/CHECKS.md lists each target and what it lacks.

>>> from editor.engine.scenario import Hex, Piece, Scenario
>>> from editor.engine.board import Coord
>>> s = Scenario()
>>> s.set_hex(Coord(4, 12), Hex(rect_terrain=Piece("barge")))
>>> [f.message for f in target_findings(Context(s), TARGETS["bga"])]
['Board Game Arena cannot set up barge (Barge)']
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from editor.engine.board import Coord
from editor.engine.catalog import CATALOG
from editor.engine.findings import Finding

from .registry import Context

#: The code of every target finding.
CODE = "target-lacks"


@dataclass(frozen=True)
class Target:
    """A platform and what it cannot set up."""

    key: str
    label: str
    #: Terrain and piece names (any layer) it has no piece for.
    names: frozenset[str]
    #: Unit name prefixes it has no unit for (``pln``: airplanes).
    unit_prefixes: tuple[str, ...] = ()
    #: ``game_info.starting`` values it cannot start a game with.
    starting: frozenset[str] = frozenset()
    hint: str = "replace it with what the platform has, or say it in the special rules"

    def lacks(self) -> list[str]:
        """What it lacks, one item per entry, for docs/CHECKS.md."""
        out = [f"`{n}`" for n in sorted(self.names, key=str.lower)]
        out += [f"every unit named `{p}...`" for p in self.unit_prefixes]
        out += [f"`starting: {v}`" for v in sorted(self.starting)]
        return out


TARGETS: dict[str, Target] = {t.key: t for t in (
    Target("bga", "Board Game Arena",
           names=frozenset({"cravine", "ravine", "wchurch", "wcastle", "railroad", "wrailroad",
                            "cairfield", "wrailFR", "wpontoon", "wroadblock", "abatis",
                            "pcarrier", "barge"}),
           unit_prefixes=("pln", "veh"),
           starting=frozenset({"SPECIAL"})),
)}


def target_findings(ctx: Context, target: Target) -> Iterator[Finding]:
    """Every piece, unit and setting of the scenario that ``target`` cannot set up."""
    for c, h in ctx.hexes():
        for layer in ("terrain", "rect_terrain", "obstacle"):
            p = getattr(h, layer)
            if p is not None and p.name in target.names:
                yield _finding(target, f"{target.label} cannot set up {_named(p.name)}",
                               ctx, c, f".{layer}.name")
        u = h.unit
        if u is not None and u.name.startswith(target.unit_prefixes):
            yield _finding(target, f"{target.label} has no unit {_named(u.name)}", ctx, c,
                           ".unit.name")
    starting = ctx.game_info.starting
    if starting in target.starting:
        yield Finding("error", CODE, f"{target.label} cannot start a game with starting "
                      f"{starting}: choose PLAYER1 or PLAYER2 as the special rules say", (),
                      "$.game_info.starting", "set who plays first in Scenario properties")


def _named(name: str) -> str:
    item = CATALOG.get(name)
    return f"{name} ({item.label})" if item is not None else name


def _finding(target: Target, message: str, ctx: Context, c: Coord, suffix: str) -> Finding:
    return Finding("error", CODE, message, (c,), ctx.path(c, suffix), target.hint)
