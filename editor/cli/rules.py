"""``m44 rules FILE QUERY``: ask the rules engine about a scenario's battlefield.

Queries (hexes as names like ``E7`` or as ``row,col``):

- ``los A B``: ``clear`` or ``blocked``, then ``blocked by HEX: reason`` per blocker;
- ``dice A B``: the dice the unit at A rolls against the unit at B when ordered and not moved,
  no card played (0 when it cannot battle), then one line per modifier or reason;
- ``moves A``: ``HEX battle`` or ``HEX no-battle`` per reachable hex, in (row, col) order;
- ``retreat A --flags N``: ``HEX lost=K`` per possible end hex (``stay lost=K`` when the unit
  cannot move at all), followed by ``eliminated`` when those are all its figures;
- ``clear A``: whether the unit at A, when ordered, may remove the obstacle on its hex (wire):
  ``instead of battling`` (infantry), ``and battle`` (armor) or ``no``, then the rule.

``--json`` prints the same as JSON. Exit 1 when the scenario has errors (answered as it stands,
the errors listed on standard error); exit 2 with a one-line message for an unreadable file, a
bad hex, an empty hex or a unit that cannot act.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from editor.engine.board import Coord, HexNameError
from editor.engine.rules import Battlefield, RulesError, battle_dice, reach, retreat, sight_line
from editor.engine.scenario import Scenario

from . import (EXIT_UNREADABLE, QUIET_CHANGES_NOTHING, a_name, add_command, done_as_it_stands,
               error, read_scenario, say, say_json, shown, whole_number)

#: The queries: what each answers, and the hexes it names (the rules casebook,
#: ``tests/cases/rules/``, reads its ``> QUERY`` lines by this table too).
QUERIES: dict[str, tuple[str, tuple[str, ...]]] = {
    "los": ("line of sight from A to B: clear or blocked, with the blockers", ("A", "B")),
    "dice": ("battle dice the unit at A rolls against the unit at B", ("A", "B")),
    "moves": ("hexes the unit at A can reach, and whether it may still battle", ("A",)),
    "retreat": ("where the unit at A may end a retreat from N flags", ("A",)),
    "clear": ("whether the unit at A may remove the wire on its hex, and then battle",
              ("A",)),
}


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "rules", quiet_help=QUIET_CHANGES_NOTHING,
        description="Answer a rules question about a scenario's battlefield ('-' reads the "
                    "scenario from standard input). Hexes are names (E7, a2) or 'row,col'.",
        epilog="Exit codes: 0 answered, 1 answered but the scenario has errors (listed on "
               "standard error), 2 unreadable file, bad or empty hex, or a unit that cannot "
               "act.")
    p.add_argument("file", type=a_name, metavar="FILE", help="the .m44 scenario ('-': stdin)")
    p.add_argument("--json", action="store_true", default=False, help="print JSON")
    q = p.add_subparsers(dest="query", metavar="QUERY", required=True)

    def query(name: str, help_text: str, hexes: Sequence[str]) -> argparse.ArgumentParser:
        qp: argparse.ArgumentParser = q.add_parser(name, help=help_text, description=help_text)
        for h in hexes:
            qp.add_argument(h.lower(), metavar=h, help="a hex: E7 or row,col")
        # Also accepted after the query; SUPPRESS keeps an absent flag from hiding the
        # one given before it.
        qp.add_argument("--json", action="store_true", default=argparse.SUPPRESS,
                        help="print JSON")
        qp.set_defaults(parser=qp)  # its usage for its usage errors
        return qp

    for name, (help_text, hexes) in QUERIES.items():
        qp = query(name, help_text, hexes)
        if name == "retreat":
            qp.add_argument("--flags", type=whole_number(0, why_least=": a unit retreats "
                                                                  "from 0 flags or more"),
                            default=1, metavar="N", help="flags to retreat, 0 or more "
                                                         "(default 1)")
    p.set_defaults(func=run)


def _hex_json(bf: Battlefield, c: Coord) -> dict[str, Any]:
    return {"hex": bf.name(c), "row": c.row, "col": c.col}


def answer(scenario: Scenario, query: str, hexes: Sequence[str], *, flags: int = 1,
           as_json: bool = False) -> list[str] | dict[str, Any]:
    """The answer to one query as output lines (or a JSON object). Raises
    :class:`RulesError` or :class:`HexNameError` for what the command reports as exit 2."""
    bf = Battlefield(scenario)
    coords = [scenario.board.parse_hex(h) for h in hexes]
    if query == "los":
        line = sight_line(bf, coords[0], coords[1])
        if as_json:
            return {"clear": line.clear,
                    "blockers": [{**_hex_json(bf, b.coord), "reason": b.reason}
                                 for b in line.blockers]}
        return ["clear" if line.clear else "blocked"] + [
            f"blocked by {bf.name(b.coord)}: {b.reason}" for b in line.blockers]
    if query == "dice":
        count = battle_dice(bf, coords[0], coords[1])
        if as_json:
            return {"dice": count.dice, "reasons": list(count.reasons)}
        return [str(count.dice), *count.reasons]
    if query == "moves":
        found = reach(bf, coords[0])
        if as_json:
            return {"moves": [{**_hex_json(bf, r.coord), "can_battle": r.can_battle}
                              for r in found]}
        return [f"{bf.name(r.coord)} {'battle' if r.can_battle else 'no-battle'}" for r in found]
    if query == "retreat":
        result = retreat(bf, coords[0], flags)
        if as_json:
            return {"retreats": [{**_hex_json(bf, e.coord), "lost": e.lost,
                                  "eliminated": e.eliminated,
                                  **({"hex": "stay"} if e.stays else {})}
                                 for e in result.ends]}
        return [f"{'stay' if e.stays else bf.name(e.coord)} lost={e.lost}"
                + (" eliminated" if e.eliminated else "") for e in result.ends]
    if query == "clear":
        _, profile = bf.require_unit(coords[0])
        removal = (bf.terrain(coords[0]).removal(profile.unit_class)
                   if profile.removes_obstacles else None)
        how = "no" if removal is None else ("and battle" if removal[1] else "instead of battling")
        # the obstacle's rule for the unit's class (infantry's or armor's sentence, not
        # both) and the unit's own that says so too (Half-tracks), or the unit's own rule
        # that forbids it (Patrol Cars)
        own = tuple(src for src in removal[0].rules.sources
                    if src.quote.lower().startswith(profile.unit_class.value)
                    ) if removal is not None else ()
        sources = (own + profile.sources if removal is not None else
                   () if profile.removes_obstacles else profile.sources)
        rules = [str(src) for src in sources if "remove" in src.quote]
        if as_json:
            return {"clear": removal is not None,
                    "battles": bool(removal and removal[1]),
                    "obstacle": None if removal is None else removal[0].name, "rules": rules}
        return [how, *rules]
    raise ValueError(f"unknown query {query!r}")


def run(args: argparse.Namespace) -> int:
    loaded = read_scenario(args.file)
    scenario = loaded.scenario
    hexes = [getattr(args, name) for name in ("a", "b") if hasattr(args, name)]
    try:
        result = answer(scenario, args.query, hexes, flags=getattr(args, "flags", 1),
                        as_json=args.json)
    except (RulesError, HexNameError) as e:
        error(f"{shown(args.file)}: {e}")
        return EXIT_UNREADABLE
    if isinstance(result, dict):
        say_json(result)
    else:
        for line in result:
            say(line)
    return done_as_it_stands(loaded, args.file, "rules", "answered")
