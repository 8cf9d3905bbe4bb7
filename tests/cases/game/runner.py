"""Scripted game cases: a board sketch, the deal, the dice, the decisions — and what must
have happened, checked as the game goes; a mismatch is explained with the game's account.

Each ``*.game`` file beside this one holds cases like::

    === an infantry close assault eliminates a one-figure unit: medal and victory
    === (a title too long for a line goes on on the next "===" lines)
    top AXIS                   # optional: the side of player 1 (top, row 0); default AXIS
    first ALLIES               # optional: who plays first (a side or 1/2); default player 1
    victory 6 1                # optional: medals to win for player 1 and player 2
    turns 20                   # optional: the turn cap (player turns; then a draw)
    board STANDARD COUNTRY     # optional
    option air_rules {"sorties": {"AXIS": 1}}   # a game_info.options key and its JSON value
    ready G3 ALLIES 2          # Ready-to-Take-off markers on a hex: side, count
    E5 infus
    E6 infger[n=1], woods
    medal H7 ALLIES permanent  # a medal objective: hex, side (or ANY), options
    group medal c6,f6,j6 ALLIES majority      # a group objective
    exit ALLIES E9 F9 G9       # exit hexes for a side
    sudden ALLIES 3 G15 h14 H13
    hand ALLIES probe-center attack-left     # the hands (default: none but these)
    hand AXIS probe-left
    deck recon-left probe-center             # optional, top first (default: the rest)
    dice inf inf flag          # scripted dice, in order (several lines add up)
    > play probe-center        # a decision in notation; "done" steps may be left out
    > order E5
    > battle E5 E6
    ? winner ALLIES            # an expectation, checked at this point of the game
    ? how medals               # how it ended (GameState.how: medals, objectives, exits...)
    ? medals ALLIES 1
    ? exits ALLIES 1           # of which, medals of units that left through an exit hex
    ? unit E5 infus 4          # a unit (name and figures) on a hex
    ? empty E6
    ? sand E5 / ? nosand E5
    ? wire E5 / ? nowire E5    # a removable obstacle (wire) still there, or removed
    ? held H7 ALLIES / ? held H7 none
    ? hand ALLIES attack-left probe-left     # the whole hand, any order
    ? turn 2 / ? player ALLIES (to decide) / ? phase battles
    ? legal battle E5 E6 / ? illegal move E5 E9
    ? dice left 0              # scripted dice still unused
    ? event "takes ground"     # some event of the game contains this text (noevent: none)
    ? deck recon-left ...      # the top of the deck / ? discard ...: the whole pile
    ? sorties ALLIES 1         # Air Sortie cards face up (Air rules)
    ? why sortie "reserve"     # the play mode's why-not of an action contains this text
    ? aloft E5 / ? grounded E5 # the airplane on E5 is airborne / on the ground

Hex lines use the rules cases' items (``infger[n=2]``, ``bunker[owner=AXIS]``, ``sand``,
``plnger[model=storch]``: an airplane's own model). Cards are named as in notation
(``probe-center``, ``air-power``: :func:`~editor.engine.game.cards.kind_of` lists them when
one is misspelt), dice by their faces (``infantry``/``inf``, ``armor``/``tank``,
``grenade``, ``star``, ``flag``). A line that cannot be read, an unknown ``? WORD`` among
them, is a :class:`CaseFormatError` naming the file and line. A case may go in any
``*.game`` file here (a new file is found by itself).
Run ``python tests/cases/game/runner.py [FILE...]`` to check them all.
"""

from __future__ import annotations

import importlib.util
import json
import re
import shlex
import sys
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.cases.casebook import CaseFormatError, main as casebook_main  # noqa: E402
from editor.engine.board import Board, BoardType, Coord, Face, HexNameError, Side  # noqa: E402
from editor.engine.game import Game, ScriptedDice, kind_of  # noqa: E402
from editor.engine.game.actions import IllegalActionError  # noqa: E402
from editor.engine.game.cards import key as card_key  # noqa: E402
from editor.engine.game.explain import why_not  # noqa: E402
from editor.engine.scenario import (GameInfo, Hex, Medal, Scenario, Tag,  # noqa: E402
                                    Victory, VictoryCondition)

_RULES_RUNNER = ROOT / "tests" / "cases" / "rules" / "runner.py"
_spec = importlib.util.spec_from_file_location("rules_case_runner_items", _RULES_RUNNER)
assert _spec is not None and _spec.loader is not None
_items = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = _items
_spec.loader.exec_module(_items)

CASES_DIR = Path(__file__).resolve().parent


@dataclass
class Step:
    """A decision (``>``) or an expectation (``?``), with its line."""

    kind: str  # "do" or "expect"
    text: str
    line: int


@dataclass
class Case:
    title: str
    file: str
    line: int
    board: BoardType = BoardType.STANDARD
    face: Face = Face.COUNTRY
    top: Side = Side.AXIS
    first: int | None = None
    victory: tuple[int, int] = (6, 6)
    max_turns: int | None = None
    sketch: list[str] = field(default_factory=list)
    hexes: dict[Coord, Hex] = field(default_factory=dict)
    conditions: list[VictoryCondition] = field(default_factory=list)
    hands: dict[Side, list[str]] = field(default_factory=dict)
    deck: list[str] | None = None
    dice: list[str] = field(default_factory=list)
    options: dict[str, object] = field(default_factory=dict)
    steps: list[Step] = field(default_factory=list)

    @property
    def name(self) -> str:
        return f"{Path(self.file).stem}:{self.line}: {self.title}"

    def scenario(self) -> Scenario:
        gi = GameInfo(side_player1=self.top, side_player2=self.top.other,
                      victory_player1=self.victory[0], victory_player2=self.victory[1],
                      cards_player1=len(self.hands.get(self.top, [])) or 1,
                      cards_player2=len(self.hands.get(self.top.other, [])) or 1,
                      victory=Victory(tuple(self.conditions)) if self.conditions else None,
                      options=dict(self.options))
        s = Scenario(board_type=self.board, face=self.face, game_info=gi)
        for c, h in self.hexes.items():
            s.set_hex(c, h)
        return s

    def player(self, side: Side) -> int:
        return 0 if side is self.top else 1

    def game(self) -> Game:
        hands = [[kind_of(k) for k in self.hands.get(self.top, [])],
                 [kind_of(k) for k in self.hands.get(self.top.other, [])]]
        deck = None if self.deck is None else [kind_of(k) for k in self.deck]
        return Game(self.scenario(), dice=ScriptedDice(self.dice), hands=hands, deck=deck,
                    first_player=self.first if self.first is not None else 0,
                    max_turns=self.max_turns, events=True)


def _side(text: str) -> Side:
    return Side(text.strip().upper())


def _tag_line(case: Case, rest: str, where: str, group: bool) -> None:
    words = rest.split()
    if len(words) < 2:
        raise CaseFormatError(f"{where}: medal needs a hex (or hexes) and a side")
    board = Board(case.board)
    names = words[0].split(",")
    side = None if words[1].upper() == "ANY" else _side(words[1])
    opts = {w.split("=")[0]: (w.split("=")[1] if "=" in w else True) for w in words[2:]}
    medal = Medal(permanent=bool(opts.get("permanent")) or None,
                  counts_for=int(opts["counts_for"]) if "counts_for" in opts else None,
                  majority=bool(opts.get("majority")) or None, side=side,
                  nbr_hex=int(opts["nbr_hex"]) if "nbr_hex" in opts else None,
                  any_hex=bool(opts.get("any_hex")) or None,
                  turn_start=bool(opts.get("turn_start")) or None)
    name = "medal0" if side is None else ("medal1" if side is Side.ALLIES else "medal2")
    coords = [board.parse_hex(n) for n in names]
    tag = Tag(name, side=side, group=tuple(names) if group else None, medal=medal)
    for c in (coords if group else coords[:1]):
        h = case.hexes.get(c, Hex())
        case.hexes[c] = replace(h, tags=h.tags + (tag,))


def parse(path: Path) -> list[Case]:
    """Every case of one ``.game`` file: a title on one ``===`` line or on several in a
    row; a case without a step is refused (it would pass having checked nothing)."""
    cases: list[Case] = []
    case: Case | None = None
    titling = False  # the line before was a title line: another one goes on with it
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        where = f"{path.name}:{n}"
        if raw.startswith("==="):
            if titling and case is not None:
                case.title = f"{case.title} {raw[3:].strip()}"
            else:
                _has_steps(case, path)
                case = Case(raw[3:].strip(), str(path), n)
                cases.append(case)
            titling = True
            continue
        titling = False
        stripped = raw.strip()
        if stripped.startswith("?") and '"' in stripped:
            line = stripped  # quoted event text may hold a '#'
        else:
            line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if case is None:
            raise CaseFormatError(f"{where}: text before the first '=== title' line")
        if line.startswith((">", "?")):
            if line[0] == "?":
                _known_expectation(line[1:].strip(), where)
            case.steps.append(Step("do" if line[0] == ">" else "expect", line[1:].strip(), n))
            continue
        word, _, rest = line.partition(" ")
        try:
            read = _LINES.get(word)
            if read is not None:
                read(case, rest, where)
            else:
                _hex_line(case, word, rest, where)
                case.sketch.append(line)
        except (ValueError, HexNameError) as e:
            raise CaseFormatError(f"{where}: {e}") from None
    _has_steps(case, path)
    return cases


def _known_expectation(text: str, where: str) -> None:
    """Raise :class:`CaseFormatError` unless ``text`` (after ``?``) starts with a word of
    :data:`_EXPECTATIONS` (``dice`` with ``left``)."""
    try:
        words = shlex.split(text)
    except ValueError as e:
        raise CaseFormatError(f"{where}: ? {text}: {e}") from None
    if not words or words[0] not in _EXPECTATIONS or (words[0] == "dice"
                                                       and words[1:2] != ["left"]):
        raise CaseFormatError(f"{where}: unknown expectation {text!r} (one of: "
                              f"{', '.join(sorted(_EXPECTATIONS))}; the runner's docstring "
                              f"shows each)")


def _board_line(case: Case, rest: str, where: str) -> None:
    parts = rest.split()
    case.board = BoardType(parts[0].upper())
    if len(parts) > 1:
        case.face = Face(parts[1].upper())


def _top_line(case: Case, rest: str, where: str) -> None:
    case.top = _side(rest)


def _first_line(case: Case, rest: str, where: str) -> None:
    r = rest.strip()
    case.first = int(r) - 1 if r.isdigit() else case.player(_side(r))


def _victory_line(case: Case, rest: str, where: str) -> None:
    a, b = rest.split()
    case.victory = (int(a), int(b))


def _turns_line(case: Case, rest: str, where: str) -> None:
    case.max_turns = int(rest)


def _medal_line(case: Case, rest: str, where: str) -> None:
    _tag_line(case, rest, where, group=False)


def _group_line(case: Case, rest: str, where: str) -> None:
    kind, _, rest2 = rest.partition(" ")
    if kind != "medal":
        raise CaseFormatError(f"{where}: 'group medal HEXES SIDE ...'")
    _tag_line(case, rest2, where, group=True)


def _exit_line(case: Case, rest: str, where: str) -> None:
    side, *names = rest.split()
    board = Board(case.board)
    c = board.parse_hex(names[0])
    h = case.hexes.get(c, Hex())
    tag = Tag("tag4", behavior="EXIT_MARKER", side=_side(side), group=tuple(names))
    case.hexes[c] = replace(h, tags=h.tags + (tag,))


def _sudden_line(case: Case, rest: str, where: str) -> None:
    side, number, *names = rest.split()
    case.conditions.append(VictoryCondition("group_sudden_death", {
        "side": side.upper(), "number": int(number), "group": names}))


def _hand_line(case: Case, rest: str, where: str) -> None:
    side, *cards = rest.split()
    case.hands[_side(side)] = cards


def _deck_line(case: Case, rest: str, where: str) -> None:
    case.deck = rest.split()


def _dice_line(case: Case, rest: str, where: str) -> None:
    case.dice += rest.split()


def _ready_line(case: Case, rest: str, where: str) -> None:
    where_hex, side, count = rest.split()
    c = Board(case.board).parse_hex(where_hex)
    h = case.hexes.get(c, Hex())
    case.hexes[c] = replace(h, extra={**h.extra, "ready_to_take_off": {
        "side": side.upper(), "count": int(count)}})


def _option_line(case: Case, rest: str, where: str) -> None:
    key, _, value = rest.partition(" ")
    case.options[key] = json.loads(value)


def _hex_line(case: Case, name: str, rest: str, where: str) -> None:
    """A line of the sketch: the hex ``name`` and what is on it."""
    c = Board(case.board).parse_hex(name)
    h = case.hexes.get(c, Hex())
    for item in re.split(r",(?![^\[]*\])", rest):
        h = _items._add_item(h, item, where)
    case.hexes[c] = h


#: The lines of a case that are not a hex of its sketch, by their first word: each reads
#: the rest of its line into the case (``where``: the file and line, for an error).
_LINES: dict[str, Callable[[Case, str, str], None]] = {
    "board": _board_line, "top": _top_line, "first": _first_line, "victory": _victory_line,
    "turns": _turns_line, "medal": _medal_line, "group": _group_line, "exit": _exit_line,
    "sudden": _sudden_line, "hand": _hand_line, "deck": _deck_line, "dice": _dice_line,
    "ready": _ready_line, "option": _option_line,
}


def _has_steps(case: Case | None, path: Path) -> None:
    if case is not None and not case.steps:
        raise CaseFormatError(f"{path.name}:{case.line}: the case {case.title!r} has no step")


def all_cases(paths: list[Path] | None = None) -> list[Case]:
    files = paths or sorted(CASES_DIR.glob("*.game"))
    return [c for p in files for c in parse(p)]


# ---------------------------------------------------------------------------------------------


def _expect(game: Game, case: Case, text: str) -> str | None:
    """``None`` when the expectation holds, else what differs."""
    words = shlex.split(text)
    check = _EXPECTATIONS.get(words[0])
    if check is None or (words[0] == "dice" and words[1] != "left"):
        raise CaseFormatError(f"unknown expectation {text!r}")
    return check(game, case, words)


def _winner(game: Game, case: Case, words: list[str]) -> str | None:
    st = game.state
    want = words[1].upper()
    got = "NONE" if st.winner < 0 else ("DRAW" if st.winner == 2 else
                                        st.S.sides[st.winner].value)
    return None if got == want else f"winner: expected {want}, got {got} ({st.reason})"


def _how(game: Game, case: Case, words: list[str]) -> str | None:
    st = game.state
    return None if st.how == words[1] else f"how the game ended: expected {words[1]}, " \
                                           f"got {st.how or 'not ended'}"


def _medals(game: Game, case: Case, words: list[str]) -> str | None:
    got = game.state.medals(case.player(_side(words[1])))
    return None if got == int(words[2]) else f"medals of {words[1]}: expected {words[2]}, " \
                                             f"got {got}"


def _exits(game: Game, case: Case, words: list[str]) -> str | None:
    got = game.state.exited[case.player(_side(words[1]))]
    return None if got == int(words[2]) else f"exit medals of {words[1]}: expected " \
                                             f"{words[2]}, got {got}"


def _unit(game: Game, case: Case, words: list[str]) -> str | None:
    st = game.state
    u = st.unit_at(st.S.hex_of(words[1]))
    if u < 0:
        return f"{words[1]}: expected {' '.join(words[2:])}, the hex is empty"
    got = f"{st.S.units[u].name} {st.ufig[u]}"
    want = " ".join(words[2:])
    return None if got == want else f"{words[1]}: expected {want}, got {got}"


def _empty(game: Game, case: Case, words: list[str]) -> str | None:
    st = game.state
    u = st.unit_at(st.S.hex_of(words[1]))
    return None if u < 0 else f"{words[1]}: expected empty, holds {st.S.units[u].name} " \
                              f"{st.ufig[u]}"


def _sand(game: Game, case: Case, words: list[str]) -> str | None:
    st = game.state
    has = st.sand[st.S.hex_of(words[1])]
    return None if has == (words[0] == "sand") else \
        f"{words[1]}: sandbags {'' if has else 'not '}there"


def _wire(game: Game, case: Case, words: list[str]) -> str | None:
    st = game.state
    has = st.wire[st.S.hex_of(words[1])]
    return None if has == (words[0] == "wire") else \
        f"{words[1]}: wire {'' if has else 'not '}there"


def _held(game: Game, case: Case, words: list[str]) -> str | None:
    st = game.state
    S = st.S
    h = S.hex_of(words[1])
    ks = [k for k, o in enumerate(S.objectives) if h in o.hexes]
    if not ks:
        return f"{words[1]} is no objective"
    got = {("NONE" if st.obj[k] < 0 else S.sides[st.obj[k]].value) for k in ks}
    return None if words[2].upper() in got else f"objective {words[1]}: expected " \
                                                f"{words[2]}, held by {', '.join(got)}"


def _hand(game: Game, case: Case, words: list[str]) -> str | None:
    got = sorted(card_key(c) for c in game.state.hands[case.player(_side(words[1]))])
    want = sorted(kind_of(k) for k in words[2:])
    want_keys = sorted(card_key(k) for k in want)
    return None if got == want_keys else f"hand of {words[1]}: expected {want_keys}, " \
                                         f"got {got}"


def _turn(game: Game, case: Case, words: list[str]) -> str | None:
    st = game.state
    return None if st.turn == int(words[1]) else f"turn: expected {words[1]}, got {st.turn}"


def _player(game: Game, case: Case, words: list[str]) -> str | None:
    st = game.state
    p = st.current_player()
    got = st.S.sides[p].value if p >= 0 else ("CHANCE" if p == -1 else "OVER")
    return None if got == words[1].upper() else f"to decide: expected {words[1]}, got {got}"


def _phase(game: Game, case: Case, words: list[str]) -> str | None:
    st = game.state
    return None if st.phase == words[1] else f"phase: expected {words[1]}, got {st.phase}"


def _legal(game: Game, case: Case, words: list[str]) -> str | None:
    st = game.state
    what = words[0]
    try:
        a = st.parse(" ".join(words[1:]))
    except IllegalActionError as e:
        return str(e)
    legal = a in st.legal_actions()
    if legal == (what == "legal"):
        return None
    return (f"{' '.join(words[1:])} should be {what}; legal now: "
            f"{', '.join(st.notation(x) for x in st.legal_actions()) or 'nothing'}")


def _why(game: Game, case: Case, words: list[str]) -> str | None:
    st = game.state
    try:
        a = st.parse(" ".join(words[1:-1]))
    except IllegalActionError as e:
        return str(e)
    got = why_not(st, a)
    return None if got and words[-1] in got else f"why not {' '.join(words[1:-1])}: " \
        f"expected a reason containing {words[-1]!r}, got {got!r}"


def _dice_left(game: Game, case: Case, words: list[str]) -> str | None:
    left = game.dice.remaining  # type: ignore[attr-defined]
    return None if left == int(words[2]) else f"scripted dice left: expected {words[2]}, " \
                                              f"got {left}"


def _event(game: Game, case: Case, words: list[str]) -> str | None:
    want = words[1]
    found = [e for _, e in game.state.events or [] if want in e]
    if words[0] == "event":
        return None if found else f"no event contains {want!r}"
    return None if not found else f"unexpected event: {found[0]!r}"


def _deck(game: Game, case: Case, words: list[str]) -> str | None:
    got = [card_key(c) for c in reversed(game.state.deck)][:len(words) - 1]
    return None if got == words[1:] else f"top of the deck: expected {words[1:]}, got {got}"


def _sorties(game: Game, case: Case, words: list[str]) -> str | None:
    st = game.state
    p = case.player(_side(words[1]))
    got = st.sorties[p] if hasattr(st, "sorties") else 0
    return None if got == int(words[2]) else f"Air Sortie cards of {words[1]}: expected " \
                                             f"{words[2]}, got {got}"


def _aloft(game: Game, case: Case, words: list[str]) -> str | None:
    st = game.state
    u = st.unit_at(st.S.hex_of(words[1]))
    if u < 0 or not st.S.units[u].flies:
        return f"{words[1]}: no airplane there"
    return None if st.aloft[u] == (words[0] == "aloft") else f"{words[1]}: the airplane is " \
        f"{'airborne' if st.aloft[u] else 'on the ground'}"


def _discard(game: Game, case: Case, words: list[str]) -> str | None:
    got = sorted(card_key(c) for c in game.state.discard)
    want = sorted(card_key(kind_of(k)) for k in words[1:])
    return None if got == want else f"discard pile: expected {want}, got {got}"


#: The expectations of a case (``? WORD ...``), by their first word: each is ``None`` when
#: it holds in the game, else what differs (``words``: the expectation's words).
_EXPECTATIONS: dict[str, Callable[[Game, Case, list[str]], str | None]] = {
    "winner": _winner, "how": _how, "medals": _medals, "exits": _exits, "unit": _unit,
    "empty": _empty, "sand": _sand, "nosand": _sand, "wire": _wire, "nowire": _wire,
    "held": _held, "hand": _hand, "turn": _turn, "player": _player, "phase": _phase,
    "legal": _legal, "illegal": _legal, "why": _why, "dice": _dice_left, "event": _event,
    "noevent": _event, "deck": _deck, "sorties": _sorties, "aloft": _aloft,
    "grounded": _aloft, "discard": _discard,
}


def run(case: Case) -> tuple[Game | None, list[str]]:
    """Play the case; returns the game and the problems (empty when it passes)."""
    try:
        game = case.game()
    except Exception as e:  # noqa: BLE001 - reported as the mismatch
        return None, [f"the game cannot start: {type(e).__name__}: {e}"]
    for step in case.steps:
        if step.kind == "do":
            try:
                game.play(step.text)
            except (IllegalActionError, RuntimeError) as e:
                return game, [f"line {step.line}: > {step.text}: {e}"]
        else:
            try:
                problem = _expect(game, case, step.text)
            except (IndexError, ValueError) as e:  # too few words, or a word misread
                problem = (f"cannot read it: {type(e).__name__}: {e} (the runner's docstring "
                           f"shows each expectation)")
            if problem:
                return game, [f"line {step.line}: ? {step.text}: {problem}"]
    return game, []


def explain(case: Case, game: Game | None, problems: list[str]) -> str:
    out = [f"{case.file}:{case.line}: {case.title}",
           f"  board {case.board.value} {case.face.value}, player 1 (top) = {case.top.value}"]
    out += [f"  | {s}" for s in case.sketch]
    out += [f"  ! {p}" for p in problems]
    if game is not None:
        out.append("  the game so far:")
        out += [f"    [{t}] {e}" for t, e in game.state.events or []]
        out.append("  decisions: " + "; ".join(game.state.notation(a) for a in game.actions))
    return "\n".join(out)


def check(case: Case) -> str | None:
    """``None`` when the case passes, else the explanation of the mismatch."""
    game, problems = run(case)
    return explain(case, game, problems) if problems else None


def main(argv: list[str]) -> int:
    return casebook_main(argv, all_cases, check, "game")


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
