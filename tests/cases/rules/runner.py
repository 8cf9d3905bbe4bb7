"""Rules case files: a board sketch, a query, the expected answer — and why a mismatch.

In the spirit of perft files: each ``*.cases`` file beside this one holds cases like::

    === a forest between the two units blocks the line
    board STANDARD COUNTRY        # optional (default STANDARD COUNTRY)
    top AXIS                      # optional: the side of player 1, at the top (row 0)
    air off                       # optional: the Air rules switched on or off (default:
                                  # on when an airplane is placed, as a scenario's)
    C5 infus
    D5 woods
    E5 infger
    > los C5 E5
    blocked
    blocked by D5

A hex line is ``HEX item, item, ...`` (``HEX`` a name like ``E7`` or ``row,col``); an item is
a catalog name (terrain, square piece, obstacle or unit) with optional settings in
brackets: ``bunker[owner=AXIS]``, ``river[behavior=FORDABLE_STREAM]``,
``infus[n=3,badge=badge3,behavior=FRENCH_RESISTANCE]``, ``plnger[model=storch]`` (an
airplane's own model). The query line starts with ``>``
and is what follows ``m44 rules FILE`` (one of ``los A B``, ``dice A B``, ``moves A``,
``retreat A [--flags N]``, ``clear A``: :data:`editor.cli.rules.QUERIES`; another word, or
another number of hexes, is a :class:`CaseFormatError` naming the line); the lines after it
are the expected output, as ``m44 rules`` prints it:

- ``los``: the first line exactly; a ``blocked by HEX`` line matches the blocker line of that
  hex whatever its reason (give the reason to check it too);
- ``dice``: the count exactly; every further expected line must be part of some reason line;
- ``moves``, ``retreat`` and ``clear``: every line exactly, as a set;
- an expected ``error...`` line: the query must be refused (exit 2 of ``m44 rules``).

A case may go in any ``*.cases`` file here (a new file is found by itself). The mismatch
of a case written with a guess prints the engine's actual answer.

Run ``python tests/cases/rules/runner.py [FILE...]`` to check them all; a mismatch prints the
sketch, what differs and the engine's reasoning (the line's hexes, each move's reason, the
retreat's steps).
"""

from __future__ import annotations

import re
import shlex
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.cases.casebook import CaseFormatError, main as casebook_main  # noqa: E402
from editor.cli.rules import QUERIES, answer  # noqa: E402
from editor.engine.board import Board, BoardType, Coord, Face, HexNameError, Side  # noqa: E402
from editor.engine.catalog import CATALOG  # noqa: E402
from editor.engine.rules import (  # noqa: E402
    Battlefield, RulesError, battle_dice, reach, retreat, sight_line)
from editor.engine.rules.geometry import crossing  # noqa: E402
from editor.engine.scenario import GameInfo, Hex, Piece, Scenario, Unit  # noqa: E402

CASES_DIR = Path(__file__).resolve().parent
_ITEM = re.compile(r"^\s*([A-Za-z0-9_]+)\s*(?:\[(.*)\])?\s*$")


@dataclass
class Case:
    title: str
    file: str
    line: int
    board: BoardType = BoardType.STANDARD
    face: Face = Face.COUNTRY
    top: Side = Side.AXIS
    sketch: list[str] = field(default_factory=list)
    hexes: dict[Coord, Hex] = field(default_factory=dict)
    query: list[str] = field(default_factory=list)
    expect: list[str] = field(default_factory=list)
    #: ``game_info.options.air_rules`` (``None``: absent).
    air: bool | None = None

    @property
    def name(self) -> str:
        return f"{Path(self.file).stem}:{self.line}: {self.title}"

    def scenario(self) -> Scenario:
        options = {} if self.air is None else {"air_rules": self.air}
        s = Scenario(board_type=self.board, face=self.face,
                     game_info=GameInfo(side_player1=self.top, side_player2=self.top.other,
                                        options=options))
        for c, h in self.hexes.items():
            s.set_hex(c, h)
        return s


def _settings(text: str | None, where: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for part in (text or "").split(","):
        if not part.strip():
            continue
        if "=" not in part:
            raise CaseFormatError(f"{where}: setting {part.strip()!r} is not key=value")
        k, v = part.split("=", 1)
        out[k.strip()] = v.strip()
    return out


def _add_item(h: Hex, text: str, where: str) -> Hex:
    m = _ITEM.match(text)
    if not m:
        raise CaseFormatError(f"{where}: cannot read the item {text!r}")
    name, opts = m.group(1), _settings(m.group(2), where)
    item = CATALOG.get(name)
    category = item.category if item is not None else ("unit" if "side" in opts else None)
    if category in ("terrain", "rect_terrain", "obstacle"):
        owner = opts.get("owner")
        piece = Piece(name, orientation=int(opts["orientation"]) if "orientation" in opts else None,
                      behavior=opts.get("behavior"),
                      original_owner=Side(owner) if owner else None)
        if category == "terrain":
            return replace(h, terrain=piece)
        if category == "rect_terrain":
            return replace(h, rect_terrain=piece)
        return replace(h, obstacle=piece)
    if category == "unit":
        unit = Unit(name, nbr_units=int(opts["n"]) if "n" in opts else None,
                    badge=opts.get("badge"), behavior=opts.get("behavior"),
                    extra={"airplane_model": opts["model"]} if "model" in opts else {})
        return replace(h, unit=unit)
    raise CaseFormatError(f"{where}: {name!r} is not a terrain, piece, obstacle or unit name")


def _query(words: list[str], where: str) -> list[str]:
    """The words of a ``> QUERY`` line, once they name a query of ``m44 rules`` and as many
    hexes as it takes (``--flags N`` aside)."""
    if not words or words[0] not in QUERIES:
        raise CaseFormatError(f"{where}: {' '.join(words) or 'an empty query'!r}: the query "
                              f"is one of {', '.join(QUERIES)} (m44 rules)")
    hexes = [w for i, w in enumerate(words[1:], 1)
             if w != "--flags" and words[i - 1] != "--flags"]
    wanted = QUERIES[words[0]][1]
    if len(hexes) != len(wanted):
        raise CaseFormatError(f"{where}: '{words[0]}' takes {len(wanted)} hex(es) "
                              f"({' '.join(wanted)}), not {len(hexes)}")
    return words


def _setting(case: Case, word: str, rest: str, where: str) -> bool:
    """Read a case's setting line (``board``, ``top``, ``air``) into ``case``; ``False``
    for a line that is none (a hex line)."""
    if word == "board":
        parts = rest.split()
        case.board = BoardType(parts[0].upper())
        if len(parts) > 1:
            case.face = Face(parts[1].upper())
    elif word == "top":
        case.top = Side(rest.upper())
    elif word == "air":
        if rest not in ("on", "off"):
            raise CaseFormatError(f"{where}: 'air' is followed by on or off, not {rest!r}")
        case.air = rest == "on"
    else:
        return False
    return True


def parse(path: Path) -> list[Case]:
    """Every case of one ``.cases`` file."""
    cases: list[Case] = []
    case: Case | None = None
    in_expect = False
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        where = f"{path.name}:{n}"
        if raw.startswith("==="):
            case = Case(raw[3:].strip(), str(path), n)
            cases.append(case)
            in_expect = False
            continue
        line = raw.split("#", 1)[0].rstrip() if not in_expect else raw.rstrip()
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if case is None:
            raise CaseFormatError(f"{where}: text before the first '=== title' line")
        if in_expect:
            case.expect.append(line.strip())
            continue
        if line.startswith(">"):
            case.query = _query(shlex.split(line[1:]), where)
            in_expect = True
            continue
        word, _, rest = line.strip().partition(" ")
        if _setting(case, word, rest.strip(), where):
            continue
        try:
            c = Board(case.board).parse_hex(word)
        except HexNameError as e:
            raise CaseFormatError(f"{where}: {e}") from None
        h = case.hexes.get(c, Hex())
        for item in re.split(r",(?![^\[]*\])", rest):
            h = _add_item(h, item, where)
        case.hexes[c] = h
        case.sketch.append(line.strip())
    for done in cases:
        if not done.query:
            raise CaseFormatError(f"{path.name}:{done.line}: case {done.title!r} has no "
                                  f"'> query'")
    return cases


def all_cases(paths: list[Path] | None = None) -> list[Case]:
    files = paths or sorted(CASES_DIR.glob("*.cases"))
    return [c for p in files for c in parse(p)]


# ---------------------------------------------------------------------------------------------


def _run(case: Case) -> list[str]:
    """The command's output lines for the case (``error: ...`` for an exit-2 answer)."""
    query, *args = case.query
    flags = 1
    hexes = []
    it = iter(args)
    for a in it:
        if a == "--flags":
            flags = int(next(it))
        else:
            hexes.append(a)
    try:
        result = answer(case.scenario(), query, hexes, flags=flags)
    except (RulesError, HexNameError) as e:
        return [f"error: {e}"]
    assert isinstance(result, list)
    return result


def compare(case: Case, actual: list[str]) -> list[str]:
    """What differs between the expected and the actual output ([] when they agree)."""
    query = case.query[0]
    exp, act = case.expect, actual
    if exp and exp[0].startswith("error"):
        return [] if act and act[0].startswith("error") else [f"expected an error, got {act}"]
    if act and act[0].startswith("error"):
        return [f"unexpected {act[0]}"]
    problems: list[str] = []
    if query == "los":
        if not exp or exp[0] != act[0]:
            problems.append(f"expected {exp[0] if exp else '?'!r}, got {act[0]!r}")
        want = {e.split(":", 1)[0]: e for e in exp[1:]}
        got = {a.split(":", 1)[0]: a for a in act[1:]}
        for key in sorted(set(want) - set(got)):
            problems.append(f"missing blocker: {want[key]}")
        for key in sorted(set(got) - set(want)):
            problems.append(f"unexpected blocker: {got[key]}")
        for key in sorted(set(want) & set(got)):
            if ":" in want[key] and want[key] != got[key]:
                problems.append(f"blocker reason differs: expected {want[key]!r}, got {got[key]!r}")
    elif query == "dice":
        if not exp or exp[0] != act[0]:
            problems.append(f"expected {exp[0] if exp else '?'} dice, got {act[0]}")
        for e in exp[1:]:
            if not any(e in a for a in act[1:]):
                problems.append(f"no reason contains {e!r}")
    else:
        for e in sorted(set(exp) - set(act)):
            problems.append(f"missing: {e}")
        for a in sorted(set(act) - set(exp)):
            problems.append(f"unexpected: {a}")
    return problems


def explain(case: Case, actual: list[str], problems: list[str]) -> str:
    """A report of a mismatch: the sketch, the differences and the engine's reasoning."""
    out = [f"{case.file}:{case.line}: {case.title}",
           f"  board {case.board.value} {case.face.value}, player 1 (top) = {case.top.value}"]
    out += [f"  | {s}" for s in case.sketch]
    out.append(f"  > {' '.join(case.query)}")
    out += [f"  ! {p}" for p in problems]
    out.append("  expected:")
    out += [f"    {e}" for e in case.expect]
    out.append("  actual:")
    out += [f"    {a}" for a in actual]
    out.append("  why:")
    out += [f"    {w}" for w in _reasoning(case)]
    return "\n".join(out)


def _reasoning(case: Case) -> list[str]:
    s = case.scenario()
    bf = Battlefield(s)
    query, *args = case.query
    hexes = [a for a in args if not a.startswith("--") and not a.isdigit()]
    try:
        coords = [s.board.parse_hex(h) for h in hexes]
    except HexNameError as e:
        return [str(e)]
    lines: list[str] = []
    try:
        if query in ("los", "dice") and len(coords) == 2:
            a, b = coords
            cr = crossing(b.row - a.row, b.col - a.col)
            line = sight_line(bf, a, b)
            lines.append(f"heights: {bf.name(a)}={bf.height(a)}, {bf.name(b)}={bf.height(b)}")
            lines.append("through: " + (", ".join(
                f"{bf.name(c)} [{bf.terrain(c).describe()}"
                f"{'; unit ' + bf.unit(c).name if bf.unit(c) else ''}]"  # type: ignore[union-attr]
                for c in line.crossed) or "nothing"))
            for side, touches in (("left", cr.left), ("right", cr.right)):
                if touches:
                    lines.append(f"touched on the {side}: " + ", ".join(
                        f"{bf.name(Coord(a.row + t.offset[0], a.col + t.offset[1]))} ({t.kind})"
                        for t in touches))
            if query == "dice":
                lines += battle_dice(bf, a, b).reasons
        elif query == "moves" and coords:
            for r in reach(bf, coords[0]):
                lines.append(f"{bf.name(r.coord)}: {r.steps} step(s), "
                             f"{'battle' if r.can_battle else 'no battle: ' + r.reason}")
        elif query == "retreat" and coords:
            flags = int(args[args.index("--flags") + 1]) if "--flags" in args else 1
            lines += retreat(bf, coords[0], flags).reasons
        elif query == "clear" and coords:
            _, profile = bf.require_unit(coords[0])
            lines.append(f"{bf.name(coords[0])}: {bf.terrain(coords[0]).describe()}; "
                         f"{profile.label}, played as {profile.unit_class.value.lower()}, "
                         f"{'' if profile.removes_obstacles else 'not '}one that removes "
                         f"obstacles")
    except RulesError as e:
        lines.append(f"error: {e}")
    return lines


def check(case: Case) -> str | None:
    """``None`` when the case passes, else the explanation of the mismatch."""
    actual = _run(case)
    problems = compare(case, actual)
    return explain(case, actual, problems) if problems else None


def main(argv: list[str]) -> int:
    return casebook_main(argv, all_cases, check, "rules")


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
