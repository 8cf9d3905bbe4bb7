"""The generated parts of ``docs/RULES.md``: the tables are printed from the rules tables
themselves, so the document cannot drift from the code.

``python -m editor.engine.rules.doc --write`` refreshes the generated sections of
``docs/RULES.md`` (between ``<!-- generated:NAME -->`` and ``<!-- /generated:NAME -->``);
``--check`` exits 1 when they are stale.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path

from editor.engine.catalog import CATALOG, Category
from editor.engine.words import wrapped

from .terrain import FALLBACKS, FAMILIES, Sight, TerrainRules
from .units import BY_TYPE, PROFILES

DOC = Path(__file__).resolve().parents[3] / "docs" / "RULES.md"
#: The width of the docs' prose.
WIDTH = 100


def _family_row(t: TerrainRules) -> str:
    moves = []
    if t.impassable_to:
        moves.append("impassable to " + "/".join(sorted(c.value for c in t.impassable_to)))
    if t.must_stop:
        moves.append("must stop")
    if t.enter_from_adjacent_start_only:
        moves.append("enter from an adjacent start only")
    if t.stop_after_leaving:
        moves.append("leave by 1 hex")
    if t.cannot_leave:
        moves.append("/".join(sorted(c.value for c in t.cannot_leave)) + " may not leave")
    if t.max_move:
        moves.append(f"moves of at most {t.max_move}")
    if t.crossing:
        moves.append("crosses the river")
    if t.rail:
        moves.append("Patrol Cars and Half-tracks stop")
    battle = []
    if t.no_battle_after_entering:
        battle.append("no battle after entering")
    if t.no_battle_out:
        battle.append("no battle out of it")
    for cls, n in t.battle_out:
        battle.append(f"{cls.value} battles out at -{n}")
    protection = "—"
    if t.protection is not None:
        protection = f"I -{t.protection.infantry}, A -{t.protection.armor}"
        if t.protection.only_from_lower_ground:
            protection += " (from lower ground only)"
    flags = "/".join(sorted(c.value for c in t.ignore_flag_for)) if t.ignore_flag_for else "—"
    if t.claimed and t.ignore_flag_for:
        flags += " (claiming side)"
    sight = {Sight.CLEAR: "no", Sight.BLOCKS: "yes", Sight.HEIGHT: "unless same height"}[t.sight]
    extra = "; no retreat into it" if t.no_retreat_into else ""
    # every source the row rests on, not only the first: a hill's "from lower ground only"
    # is 001's, the sandbags' value 001's and the vocabulary's
    files = ", ".join(dict.fromkeys(s.file for s in t.sources))
    return (f"| `{t.family}` | {', '.join(moves) or '—'}{extra} | {', '.join(battle) or '—'} | "
            f"{protection} | {sight} | {flags} | {files} |")


def families_table() -> str:
    lines = ["| family | movement | battle | protection | blocks sight | ignores 1st flag | "
             "sources |", "|---|---|---|---|---|---|---|"]
    lines += [_family_row(t) for t in FAMILIES.values()]
    return "\n".join(lines)


def fallbacks_table() -> str:
    """Every catalog terrain, square piece and obstacle name with the family it follows."""
    lines = ["| name | category | catalog label | family | why |", "|---|---|---|---|---|"]
    categories: tuple[Category, ...] = ("terrain", "rect_terrain", "obstacle")
    for category in categories:
        for name in CATALOG.names(category):
            f = FALLBACKS.get(name)
            family = f"`{f.family}`" if f else "**none**"
            note = (f.note if f and f.note else "") + (
                f"; height {f.height}" if f and f.height is not None else "")
            lines.append(f"| `{name}` | {category} | {CATALOG[name].label} | {family} | "
                         f"{note or 'is the family'} |")
    for name in ("beach", "ocean"):
        f = FALLBACKS[name]
        lines.append(f"| `{name}` | BEACH face background | printed rows | `{f.family}` | "
                     f"{f.note} |")
    return "\n".join(lines)


def units_table() -> str:
    lines = ["| kind | treated as | figures | move | move & battle | dice by distance | "
             "line of sight | hit by | take ground | overrun |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for p in PROFILES.values():
        dice = ", ".join(map(str, p.dice)) or "—"
        hit = "/".join(sorted(f.value for f in p.hit_by))
        lines.append(f"| `{p.kind}` | {p.unit_class.value} | {p.figures} | {p.move} | "
                     f"{p.move_and_battle} | {dice} | {'yes' if p.needs_los else 'no'} | "
                     f"{hit} | {'yes' if p.take_ground else 'no'} | "
                     f"{'yes' if p.overrun else 'no'} |")
    lines.append("")
    lines.append(_wrapped("Unit name prefixes: " + ", ".join(
        f"`{prefix}` → `{p.kind}`" for prefix, p in BY_TYPE.items()) + "."))
    return "\n".join(lines)


def _wrapped(sentence: str) -> str:
    """A sentence of prose in lines of the docs' width (100 columns, as tests/test_docs.py
    holds them; tools/markdown_width.py wraps the hand-written parts so, which the
    package cannot import): broken at spaces only, so a code span (no space in it) stays
    whole."""
    return wrapped(sentence, WIDTH)


SECTIONS: dict[str, Callable[[], str]] = {"families": families_table,
                                          "fallbacks": fallbacks_table, "units": units_table}


def render(text: str) -> str:
    """``text`` with every generated section replaced by its current table."""
    for name, build in SECTIONS.items():
        pattern = re.compile(
            rf"(<!-- generated:{name} -->\n)(?:.*?\n)?(<!-- /generated:{name} -->)", re.S)
        table = build()
        text = pattern.sub(lambda m: m.group(1) + table + "\n" + m.group(2), text)
    return text


def main(argv: list[str]) -> int:
    text = DOC.read_text(encoding="utf-8")
    fresh = render(text)
    if "--write" in argv:
        DOC.write_text(fresh, encoding="utf-8")
        return 0
    if "--check" in argv:
        return 0 if fresh == text else 1
    print(fresh, end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
