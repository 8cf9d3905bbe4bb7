"""``m44 forces FILE``: each side's units and figures, by kind and by section.

The text is one block a side (the top player's first): a line with its units, figures,
medals to win and command cards, then a table of its kinds by the map's sections, each cell
``units (figures)``, and a last row for them all. ``--json`` prints
:func:`editor.engine.forces.forces_json`. Exit 1 when the scenario has errors (counted as
it stands, the errors listed on standard error), 2 for an unreadable file.
"""

from __future__ import annotations

import argparse

from editor.engine.forces import SECTIONS, Count, Forces, SideForces, forces_json, forces_of
from editor.engine.words import counted

from . import (QUIET_CHANGES_NOTHING, a_name, add_command, done_as_it_stands, read_scenario, say,
               say_json, shown)

#: The column titles of the sections, as the map shows them.
SECTION_TITLES = ("left", "center", "right")


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "forces", quiet_help=QUIET_CHANGES_NOTHING,
        description="Count each side's units and figures, by kind and by the map's sections "
                    "(left, center and right as the map shows them; a unit on a section line "
                    "counts in both). '-' reads the scenario from standard input.",
        epilog="Exit codes: 0 counted, 1 counted but the scenario has errors (listed on "
               "standard error), 2 unreadable file.")
    p.add_argument("file", type=a_name, metavar="FILE", help="the .m44 scenario ('-': stdin)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run)


def cell(c: Count) -> str:
    """``units (figures)``, or ``-`` for none."""
    return f"{c.units} ({c.figures})" if c.units else "-"


def headline(f: SideForces) -> str:
    """``Axis (top): 12 units, 44 figures; 6 medals to win, 4 command cards``."""
    said = f"{f.label} ({f.seat}): {counted(f.total.units, 'unit')}, " \
           f"{counted(f.total.figures, 'figure')}"
    return "; ".join([said, ", ".join(f.plays())] if f.plays() else [said])


def lines(forces: Forces) -> list[str]:
    """The text of ``m44 forces``: both sides' tables in the same columns."""
    tables = []
    for f in forces.sides:
        rows = [(k.label, [cell(k.sections[s]) for s in SECTIONS], cell(k.total))
                for k in f.kinds]
        if rows:
            rows.append(("all", [cell(f.sections[s]) for s in SECTIONS], cell(f.total)))
        tables.append(rows)
    every = [r for rows in tables for r in rows]
    label_w = max((len(r[0]) for r in every), default=0)
    widths = [max([len(t), *(len(r[1][i]) for r in every)]) for i, t in enumerate(SECTION_TITLES)]
    total_w = max([len("total"), *(len(r[2]) for r in every)])

    def row(label: str, cells: list[str], total: str) -> str:
        return (f"  {label:<{label_w}}" + "".join(f"  {c:>{w}}" for c, w in zip(cells, widths))
                + f"  {total:>{total_w}}")

    out = ["Units (figures) by the map's sections, left to right as the map shows them; a "
           "unit on a section line counts in both."]
    for f, rows in zip(forces.sides, tables):
        out += ["", headline(f)]
        if not rows:
            out.append("  no units")
            continue
        out.append(row("", list(SECTION_TITLES), "total"))
        out += [row(*r) for r in rows]
        if f.on_section_lines:
            out.append(f"  {counted(f.on_section_lines, 'unit')} on a section line")
    return out


def run(args: argparse.Namespace) -> int:
    loaded = read_scenario(args.file)
    scenario = loaded.scenario
    forces = forces_of(scenario)
    name = scenario.board.hex_name
    if args.json:
        say_json({"file": shown(args.file), **forces_json(forces, name)})
    else:
        say(shown(args.file))
        for line in lines(forces):
            say(line)
        if forces.unknown:
            say("")
            say(f"Not counted: {counted(len(forces.unknown), 'unit')} not in the catalog, "
                f"on {', '.join(name(c) for c in forces.unknown)}")
    return done_as_it_stands(loaded, args.file, "forces", "counted")
