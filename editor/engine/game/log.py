"""The game log: a JSON record from which a game replays to the identical state.

A game is determined by its scenario, its dice (a seed, or a scripted list), the deal when
it was set by hand, and the players' decisions; the log holds exactly that, plus the result
and a digest of the final state to check a replay against. The format (``docs/GAME.md``)::

    {
      "format": "m44-game-log", "version": 1,
      "scenario": {"name": "Hedgerow Crossroads", "file": "scenarios/x.m44", "m44": {...}},
      "max_turns": 200,
      "dice": {"seed": 7}                      # or {"faces": [...], "shuffles": [[...]]}
      "deal": null,                            # or {"first": 1, "hands": [[...], [...]],
                                               #     "deck": [...]}  (card keys, top first)
      "players": ["greedy", "random"],
      "actions": ["play probe-center", "order E5", "move E5 E6", ...],
      "turn_digests": ["9a4e...", "07c1...", ...],   # the state at each turn's end
      "result": {"winner": "ALLIES", "player": 2, "reason": "...", "turns": 31,
                 "medals": {"AXIS": 4, "ALLIES": 6}, "digest": "1f0c..."}
    }

``m44 replay LOG`` prints the game turn by turn. A replay that differs from the record is
said from the first turn whose end differs (:meth:`GameLog.divergence`); a log written
before ``turn_digests`` (an optional key: the version is the same) is checked at its end
only.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeGuard

from editor.engine.scenario import Scenario

from .actions import ROLL, EndlessTurnError, IllegalActionError
from .cards import key as card_key
from .cards import kind_of
from .dice import (FACE_NAMES, DiceExhausted, ScriptedDice, SeededDice, ShuffleMismatchError,
                   TypedDice, parse_face)
from .match import Game
from .tables import Setup
from ..words import counted

FORMAT = "m44-game-log"
VERSION = 1
#: The top-level keys of the format; any other key is kept in :attr:`GameLog.extra` (the
#: editor's play mode records its typed dice there) and written back.
_KEYS = frozenset({"format", "version", "scenario", "max_turns", "dice", "deal", "players",
                   "actions", "turn_digests", "result"})
#: The key, among the extra ones, of what the AI seats of a game in play remembered when
#: it was saved (``PlaySession``, :mod:`.memory`).
AI_MEMORY = "ai_memory"
#: The extra key of what the advisors of a game in play (the AIs a person asks what they
#: would do) remembered when it was saved, by player and name (``PlaySession.advisor``).
ADVISOR_MEMORY = "advisor_memory"
#: The extra key of the advice given for the game as it stood when saved, by advisor's name,
#: in notation: asked again before the game moves, it is given again (``PlaySession.advise``).
ADVICE = "advice"
#: What a game's AIs remembered, and their advice: of the moment the game was saved.
MEMORY_KEYS = (AI_MEMORY, ADVISOR_MEMORY, ADVICE)
#: A state's digest (``GameState.digest``): 16 hexadecimal digits.
_DIGEST = re.compile(r"[0-9a-f]{16}")
#: Logs larger than this are refused: a log is a scenario (at most 5 MB) and its decisions.
MAX_LOG_SIZE = 32 * 1024 * 1024


class GameLogError(ValueError):
    """A log that cannot be read, or that does not replay."""

    def words(self) -> str:
        """The error as ``m44 replay`` and the editor's Open Saved Game and Replay Saved
        Game say it: with its likely causes, for a log that reads but does not replay
        (:class:`UnreplayableError`)."""
        return str(self)


#: Why a log that reads may not replay, as ``m44 replay`` and the editor's Open Saved Game
#: and Replay Saved Game say it (:class:`UnreplayableError`).
NOT_REPLAYED_WHY = ("the log was written by another version of m44-editor, whose rules "
                    "differ, or edited by hand")


class UnreplayableError(GameLogError):
    """A log that reads but does not replay: its dice or deal cannot be set up
    (:class:`NotSetUpError`), or a decision is refused (:class:`NotReplayedError`); the
    log of another version's rules, or edited by hand (:data:`NOT_REPLAYED_WHY`)."""

    def words(self) -> str:
        """The error with its likely causes."""
        return f"{self} ({NOT_REPLAYED_WHY})"


class NotSetUpError(UnreplayableError):
    """A log whose game cannot be set up with its dice and deal (:meth:`GameLog.new_game`):
    a shuffle of other cards than the deck's, a card or a face that none is."""


class NotReplayedError(UnreplayableError):
    """A decision of a log that is not legal where the replay has the game (:func:`applying`).
    ``decision``: its number in the log (1-based), ``text`` its notation; the decisions
    before it replay (:meth:`GameLog.before_refused` gives the game as it stood then)."""

    def __init__(self, message: str, decision: int = 0, text: str = "") -> None:
        super().__init__(message)
        self.decision = decision
        self.text = text


class EndlessReplayError(GameLogError):
    """A log whose replay meets the engine's guard against a turn that never ends
    (:class:`~.actions.EndlessTurnError`): a bug of the engine rather than of the log,
    said with the decision that met it (``m44 replay`` exits 3 on it, as ``m44 simulate``
    does on a game that stalls)."""


def awaits_dice(e: Exception, n: int, total: int, typed: bool = False) -> bool:
    """Whether decision ``n`` of ``total`` raising ``e`` as it is applied again leaves the
    game as it was saved: waiting for dice typed in (Roll real dice) that its last
    decision rolls and nobody typed yet. The game stands there, the roll pending. In a log
    whose dice were typed in (``typed``: :attr:`GameLog.dice_typed_in`) any decision may
    leave it so, as the play mode's game stands waiting for them: the next decision is
    the one refused (:func:`refuse_while_waiting`), not the roll short of dice."""
    return isinstance(e, DiceExhausted) and (typed or n == total)


def dice_awaited(game: Game) -> int:
    """The dice that ``game``, at a roll short of them (:func:`awaits_dice`), waits for to
    be typed in: those the roll needs beyond the faces left (0: it waits for none)."""
    ch = game.state.chance
    if ch is None or ch.kind != ROLL:
        return 0
    dice = game.scripted_dice
    return ch.dice - (dice.remaining if dice is not None else 0)


def waits_for_dice(n: int) -> str:
    """Why a decision is refused while the game waits for ``n`` dice typed in, as the play
    mode (``PlaySession.apply``) and the log's replay say it."""
    return f"the game waits for {counted(n, 'die', 'dice')}"


def refuse_while_waiting(game: Game) -> None:
    """Raise :class:`~.actions.IllegalActionError` when ``game`` waits for dice typed in
    (:func:`dice_awaited`): no decision is taken before they are, in a replay as in play."""
    awaited = dice_awaited(game)
    if awaited:
        raise IllegalActionError(waits_for_dice(awaited))


def endless_replay(n: int, text: str, e: EndlessTurnError) -> EndlessReplayError:
    """The error of decision ``n`` (``text``) of a log, applied again, meeting ``e``."""
    return EndlessReplayError(f"action {n} ({text!r}): {e}")


@contextmanager
def applying(n: int, text: str, last: int | None = None,
             log: GameLog | None = None) -> Iterator[None]:
    """Around decision ``n`` (``text``) of a log applied again: what makes it fail, as a
    :class:`GameLogError` naming it (an illegal decision, scripted dice run out, the
    endless-turn guard: :func:`endless_replay`), and, for ``log`` that records its turns'
    digests, the turn from which the replay differs from it (:meth:`GameLog.divergence`).
    ``last``: the log's number of decisions, where a game saved while it waited for dice
    typed in stands at its last one, the roll pending (:func:`awaits_dice`): that is not a
    failure; nor, in a ``log`` of dice typed in, at any one (the next is refused)."""
    try:
        yield
    except (ValueError, RuntimeError) as e:  # (RuntimeError: scripted dice run out)
        typed = log is not None and log.dice_typed_in
        if last is not None and awaits_dice(e, n, last, typed):
            return
        differs = log.divergence() if log is not None else None
        raise NotReplayedError(f"action {n} ({text!r}) does not replay: {e}"
                               + (f"; {differs.words()}" if differs else ""), n,
                               text) from None
    except EndlessTurnError as e:
        raise endless_replay(n, text, e) from None


def _strings_lists(value: Any) -> TypeGuard[list[list[str]]]:
    return isinstance(value, list) and all(
        isinstance(v, list) and all(isinstance(k, str) for k in v) for v in value)


def _found(value: Any) -> str:
    """A JSON value as a message names it, in the scenario reader's words ("text '1'", "a
    list"), never Python's type ("str")."""
    from editor.io.m44 import describe_value

    return describe_value(value)


def _check_deal(deal: Any) -> None:
    """``null`` or ``{"first": 1|2, "hands": [[keys], [keys]], "deck": [keys] | null}``."""
    if not isinstance(deal, dict):
        raise GameLogError(f"at $.deal: expected an object or null, found {_found(deal)}")
    hands = deal.get("hands")
    if not (_strings_lists(hands) and len(hands) == 2):
        raise GameLogError("at $.deal.hands: expected two lists of card keys")
    deck = deal.get("deck")
    if deck is not None and not (isinstance(deck, list) and all(isinstance(k, str) for k in deck)):
        raise GameLogError("at $.deal.deck: expected a list of card keys or null")
    first = deal.get("first", 1)
    if first not in (1, 2) or isinstance(first, bool):
        raise GameLogError(f"at $.deal.first: expected 1 or 2, found {first!r}")
    _check_names(hands, "$.deal.hands", kind_of)
    _check_names(deck or [], "$.deal.deck", kind_of)


def _log_scenario(sc: Any) -> tuple[Scenario, dict[str, Any]]:
    """The scenario a log's ``scenario`` object holds, and that object; :class:`GameLogError`
    naming the place in the log when it holds none, or one that cannot be read."""
    from editor.io.m44 import M44ReadError, loads

    if not isinstance(sc, dict) or not isinstance(sc.get("m44"), dict):
        raise GameLogError("at $.scenario.m44: the log holds no scenario")
    try:
        return loads(json.dumps(sc["m44"]), source="<log scenario>").scenario, sc
    except M44ReadError as e:  # its place in the scenario made a place in the log
        place = "$.scenario.m44" + (e.place or "$")[1:]
        raise GameLogError(f"at {place}: the log's scenario cannot be read: "
                           f"{e.message}") from None


def _log_dice(dice: Any) -> tuple[int | None, list[str] | None, list[list[str]] | None]:
    """A log's ``dice`` object read: its seed, its faces and its shuffles (each may be
    absent, but a seed or faces is needed to roll the game again)."""
    if not isinstance(dice, dict):
        raise GameLogError('at $.dice: expected an object, {"seed": S} or '
                           '{"faces": [...]}')
    seed = dice.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise GameLogError("at $.dice.seed: expected a whole number")
    faces = dice.get("faces")
    if faces is not None and (not isinstance(faces, list)
                              or not all(isinstance(f, str) for f in faces)):
        raise GameLogError("at $.dice.faces: expected a list of die faces (text)")
    shuffles = dice.get("shuffles")
    if shuffles is not None and not _strings_lists(shuffles):
        raise GameLogError("at $.dice.shuffles: the shuffles must be lists of card keys")
    if seed is None and faces is None:
        # dice of no seed are seeded by the clock: each replay rolled other dice, and
        # failed at some battle with "does not replay", or passed by chance
        raise GameLogError('at $.dice: neither a "seed" nor "faces": the game\'s dice '
                           'cannot be rolled again')
    return seed, faces, shuffles


def _check_format(doc: Any) -> None:
    """A game log of :data:`VERSION`, or :class:`GameLogError` naming the place that says
    otherwise (``$.format``, ``$.version``)."""
    if isinstance(doc, dict) and "format" not in doc and "board" in doc:
        raise GameLogError("not a game log but a scenario: a game log is written by the "
                           "editor's Save Game or m44 simulate --log")
    if not isinstance(doc, dict) or "format" not in doc:
        raise GameLogError(f"not a game log (\"format\": \"{FORMAT}\" is missing)")
    if doc["format"] != FORMAT:
        raise GameLogError(f"at $.format: not a game log: \"format\" is {doc['format']!r}, "
                           f"not {FORMAT!r}")
    version = doc.get("version")
    if version is None:
        raise GameLogError(f"at $.version: the log says no version (this m44-editor reads "
                           f"version {VERSION})")
    if not isinstance(version, int) or isinstance(version, bool):
        raise GameLogError(f"at $.version: expected a whole number, found {_found(version)}")
    if version != VERSION:
        newer = " (the log was written by a newer m44-editor)" if version > VERSION else ""
        raise GameLogError(f"at $.version: game log version {version} is not supported: this "
                           f"m44-editor reads version {VERSION}{newer}")


@contextmanager
def set_up() -> Iterator[None]:
    """Around the set-up of a log's game (its first shuffle, by the log's script): what
    the script makes fail there, as a :class:`NotSetUpError` naming its place."""
    try:
        yield
    except ShuffleMismatchError as e:
        raise NotSetUpError(f"at $.dice.shuffles[{e.index}]: {e}") from None
    except DiceExhausted as e:
        raise NotSetUpError(f"at $.dice.faces: {e}") from None


def _check_names(values: list[Any], place: str, parse: Callable[[str], int]) -> None:
    """Each text of ``values`` (a list of them, or of lists of them: hands, shuffles) read
    by ``parse``, which raises ``ValueError`` for one that names no card or die face; its
    place in the log said then."""
    for i, value in enumerate(values):
        if isinstance(value, list):
            _check_names(value, f"{place}[{i}]", parse)
            continue
        try:
            parse(value)
        except ValueError as e:
            raise GameLogError(f"at {place}[{i}]: {e}") from None


def _check_digests(digests: Any) -> None:
    """``turn_digests``: a list of states' digests (:data:`_DIGEST`)."""
    if not isinstance(digests, list):
        raise GameLogError(f"at $.turn_digests: expected a list of digests, found "
                           f"{_found(digests)}")
    for i, d in enumerate(digests):
        if not (isinstance(d, str) and _DIGEST.fullmatch(d)):
            raise GameLogError(f"at $.turn_digests[{i}]: expected a state's digest (16 "
                               f"hexadecimal digits), found {_found(d)}")


@dataclass(frozen=True)
class Divergence:
    """Where the replay of a log first differs from what the log recorded
    (:meth:`GameLog.divergence`): in player turn ``turn``, played by ``side`` (its label),
    whose decisions are the log's ``first`` to ``last`` (1-based; the replay stopped at
    ``last`` when one of them did not replay). ``again``: a later turn whose end agrees
    with the record again, which a replay that differs never does (the digests hold the
    whole course of the game): the record of ``turn`` was edited."""

    turn: int
    side: str
    first: int
    last: int
    again: int | None = None

    def words(self) -> str:
        """``the replay differs from the record from turn 7 (Allies) on (the log's
        decisions 57 to 63)``."""
        which = (f"decision {self.first}" if self.first == self.last else
                 f"decisions {self.first} to {self.last}")
        if self.first > self.last:
            which = "no decision"  # a turn ended by the chance steps of the one before
        turn = f"turn {self.turn} ({self.side})"
        if self.again is not None:
            return (f"the replay differs from the record at {turn} alone (the log's "
                    f"{which}), and agrees with it again from turn {self.again} on: the "
                    f"record of turn {self.turn} was edited")
        return f"the replay differs from the record from {turn} on (the log's {which})"

    def to_json(self) -> dict[str, Any]:
        """For ``m44 replay --json``: the turn, its side, the log's decisions of it (first
        and last, 1-based; none when ``first`` > ``last``) and, for a turn whose record was
        edited alone, the turn from which the replay agrees again (else ``null``)."""
        return {"turn": self.turn, "side": self.side, "decisions": [self.first, self.last],
                "agrees_again_from": self.again}


@dataclass(frozen=True)
class Refusal:
    """Where a log stops replaying (:meth:`GameLog.before_refused`): its decision
    ``decision`` (1-based; ``text`` in notation), the first that this version's rules do
    not allow where the game then stands, in player turn ``turn`` of ``side`` (its label);
    the log holds ``total`` decisions. The ones before it replay: the game as it stood
    just before it can be played on or stepped through, the refused decision and every one
    after it dropped.

    >>> r = Refusal(302, "play direct-from-hq", 41, "Allies", 946)
    >>> r.kept, r.dropped
    (301, 645)
    >>> for part in r.dropped_words().split(": "): print(part)
    decision 302 and the 644 decisions after it, from turn 41 (Allies) on
    645 of the game's 946 decisions
    >>> print(Refusal(1, "play probe-left", 1, "Axis", 80).dropped_words().split(": ")[1])
    all 80 decisions of the game
    """

    decision: int
    text: str
    turn: int
    side: str
    total: int

    @property
    def kept(self) -> int:
        """The decisions that replay, before the refused one."""
        return self.decision - 1

    @property
    def dropped(self) -> int:
        """The refused decision and those after it."""
        return self.total - self.kept

    def dropped_words(self) -> str:
        """What is dropped, counted, with the turn it begins in."""
        after = self.total - self.decision
        which = (f"decision {self.decision}, the game's last" if after == 0 else
                 f"decision {self.decision} and the one after it" if after == 1 else
                 f"decision {self.decision} and the {after} decisions after it")
        share = (f"all {counted(self.total, 'decision')} of the game" if not self.kept
                 else f"{self.dropped} of the game's {counted(self.total, 'decision')}")
        return f"{which}, from turn {self.turn} ({self.side}) on: {share}"

    def stood_words(self) -> str:
        """The game as it stood before the refused decision: ``turn 41 (Allies), after its
        first 301 decisions``, ``turn 1 (Axis), after its first decision``, or ``turn 1
        (Axis), at its start``."""
        if not self.kept:
            return f"turn {self.turn} ({self.side}), at its start"
        first = "decision" if self.kept == 1 else counted(self.kept, "decision")
        return f"turn {self.turn} ({self.side}), after its first {first}"

    def to_json(self) -> dict[str, Any]:
        """For ``m44 replay --json``: the refused decision (1-based) and its notation, its
        turn and side, the decisions kept and dropped, of the log's total."""
        return {"decision": self.decision, "action": self.text, "turn": self.turn,
                "side": self.side, "kept": self.kept, "dropped": self.dropped,
                "total": self.total}


@dataclass
class _Replayed:
    """A log's decisions applied again, quietly, to the first that does not replay
    (:meth:`GameLog.divergence`): the digest of each turn's end with the turn's player and
    its first and last decisions, then the turn in progress."""

    ends: list[tuple[str, int, int, int]]
    #: The player of the turn in progress, its first decision, the last decision applied.
    active: int
    first: int
    last: int
    #: The decision that did not replay (``None``: every one did).
    stopped: int | None
    digest: str
    #: The labels of the sides of player 1 and player 2 (``Axis``, ``Allies``).
    sides: tuple[str, str]


@dataclass
class GameLog:
    """A recorded game (see the module docstring)."""

    scenario: Scenario
    actions: list[str]
    seed: int | None = None
    faces: list[str] | None = None
    shuffles: list[list[str]] | None = None
    deal: dict[str, Any] | None = None
    max_turns: int = 200
    players: tuple[str, str] = ("human", "human")
    result: dict[str, Any] | None = None
    name: str | None = None
    file: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    #: The digest of the state at the end of each player turn (``Game.turn_digests``);
    #: ``None`` in a log written before they were recorded, or of a game kept without.
    turn_digests: list[str] | None = None

    @classmethod
    def of(cls, game: Game) -> GameLog:
        st = game.state
        deal = None
        if game.hands is not None:
            deal = {"first": (game.first_player if game.first_player is not None
                              else game.setup.first_player) + 1,
                    "hands": [[card_key(c) for c in h] for h in game.hands],
                    "deck": None if game.deck is None else [card_key(c) for c in game.deck]}
        scripted = game.scripted_dice
        r = game.result()
        result = {"winner": r.side, "player": None if r.winner is None else r.winner + 1,
                  "reason": r.reason, "turns": r.turns,
                  "medals": {game.setup.sides[p].value: r.medals[p] for p in (0, 1)},
                  "digest": st.digest()}
        return cls(
            scenario=game.setup.scenario, actions=[st.notation(a) for a in game.actions],
            seed=game.seed if scripted is None else None,
            faces=None if scripted is None else [FACE_NAMES[f] for f in scripted.faces],
            shuffles=None if scripted is None else [[card_key(c) for c in s]
                                                    for s in scripted.shuffles],
            deal=deal, max_turns=game.setup.max_turns, players=game.players, result=result,
            name=game.setup.scenario.texts().name,
            turn_digests=None if game.turn_digests is None else list(game.turn_digests))

    # --- JSON ----------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        from editor.io.m44 import to_json

        dice: dict[str, Any] = ({"seed": self.seed} if self.faces is None else
                                {"faces": self.faces, "shuffles": self.shuffles or []})
        digests = {} if self.turn_digests is None else {"turn_digests": self.turn_digests}
        return {"format": FORMAT, "version": VERSION,
                "scenario": {"name": self.name, "file": self.file,
                             "m44": to_json(self.scenario)},
                "max_turns": self.max_turns, "dice": dice, "deal": self.deal,
                "players": list(self.players), "actions": list(self.actions), **digests,
                "result": self.result, **self.extra}

    def dumps(self) -> str:
        """The log as JSON text, beyond ASCII as it is. A file named by bytes that are not
        UTF-8 (``os.fsdecode`` gives them as lone surrogates, which UTF-8 cannot write) is
        named by JSON's escape, read back as the same name.

        >>> log = GameLog(Scenario(), [], file="caf\\udce9.m44", name="Zürich")
        >>> [line for line in log.dumps().splitlines() if "file" in line or "name" in line]
        ['  "name": "Zürich",', '  "file": "caf\\\\udce9.m44",']
        """
        text = json.dumps(self.to_json(), ensure_ascii=False, indent=1)
        # (a lone surrogate can stand only in a string, where \udce9 is JSON's escape of it)
        return text.encode("utf-8", "backslashreplace").decode("utf-8")

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the log atomically, as scenarios are written."""
        from editor.io.files import atomic_write

        atomic_write(Path(path), (self.dumps() + "\n").encode("utf-8"), backup=False)

    @classmethod
    def from_json(cls, doc: Any) -> GameLog:
        _check_format(doc)
        scenario, sc = _log_scenario(doc.get("scenario"))
        actions = doc.get("actions")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise GameLogError("at $.actions: expected a list of actions (text)")
        seed, faces, shuffles = _log_dice(doc.get("dice"))
        _check_names(faces or [], "$.dice.faces", parse_face)
        _check_names(shuffles or [], "$.dice.shuffles", kind_of)
        players = doc.get("players") or ["human", "human"]
        if not (isinstance(players, list) and len(players) == 2
                and all(isinstance(p, str) for p in players)):
            raise GameLogError("at $.players: expected a list of two player names")
        max_turns = doc.get("max_turns", 200)
        if not isinstance(max_turns, int) or isinstance(max_turns, bool) or max_turns < 1:
            raise GameLogError("at $.max_turns: expected a positive whole number")
        deal = doc.get("deal")
        if deal is not None:
            _check_deal(deal)
        digests = doc.get("turn_digests")
        if digests is not None:
            _check_digests(digests)
        result = doc.get("result")
        if result is not None and not isinstance(result, dict):
            raise GameLogError(f"at $.result: expected an object or null, found "
                               f"{_found(result)}")
        for key in ("name", "file"):
            if sc.get(key) is not None and not isinstance(sc.get(key), str):
                raise GameLogError(f"at $.scenario.{key}: expected text")
        return cls(scenario=scenario, actions=actions, seed=seed, faces=faces,
                   shuffles=shuffles, deal=deal, max_turns=max_turns,
                   players=(players[0], players[1]), result=result,
                   name=sc.get("name"), file=sc.get("file"),
                   extra={k: v for k, v in doc.items() if k not in _KEYS},
                   turn_digests=digests)

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> GameLog:
        """Read a log file as scenarios are read: a regular file within
        :data:`MAX_LOG_SIZE`, strict UTF-8 JSON of bounded depth, every field checked;
        raises :class:`GameLogError` (its message says where)."""
        from editor.io.m44 import M44ReadError, read_json

        try:
            doc = read_json(path, MAX_LOG_SIZE)
        except M44ReadError as e:
            raise GameLogError(f"{e.place}: {e.message}" if e.place else e.message) from None
        return cls.from_json(doc)

    @property
    def dice_typed_in(self) -> bool:
        """Whether the log's dice were typed in at a real table (the play mode's Roll real
        dice: ``physical_dice`` and the faces typed): a roll short of them leaves the game
        waiting for more (:func:`awaits_dice`)."""
        return bool(self.extra.get("physical_dice")) and self.faces is not None

    @property
    def shuffle_seed(self) -> int:
        """The seed that a game of dice typed in draws its shuffles from (``shuffle_seed``,
        which the play mode saves; 0 when the log holds none): those beyond the shuffles
        the log records are drawn from it, by Open Saved Game and the replay alike, so
        that a log short of them (cut by hand, or of another version) is one game
        (:class:`~.dice.TypedDice`)."""
        seed = self.extra.get("shuffle_seed")
        return seed if isinstance(seed, int) and not isinstance(seed, bool) else 0

    def cut(self, n: int) -> GameLog:
        """The log of the game as it stood after its first ``n`` decisions, to be played on
        from there (the replay viewer's Play On From Here): the digests of the turns ended
        by then, and none of what the AI seats and the advisors remembered at the end, nor
        the advice given then (:data:`MEMORY_KEYS`, of a later moment: they go on from
        their seeds)."""
        if n >= len(self.actions):
            return replace(self, actions=list(self.actions), extra=dict(self.extra))
        return self._cut(n, self._played(n))

    def _played(self, n: int) -> Game:
        """The game after the log's first ``n`` decisions, which replay (the last may
        leave it waiting for dice typed in: :func:`awaits_dice`)."""
        game = self.new_game(events=False)
        for i, text in enumerate(self.actions[:n], 1):
            try:
                game.apply(game.state.parse(text))
            except DiceExhausted as e:
                if not awaits_dice(e, i, n):
                    raise
        return game

    def _cut(self, n: int, game: Game) -> GameLog:
        """:meth:`cut` of ``game``, the game after the first ``n`` decisions (fewer than
        the log's): no result, the game's end not being the one recorded. Of dice typed in
        (:attr:`dice_typed_in`), only those its first ``n`` decisions rolled, and the
        shuffles made by then: the others were rolled at the table for the decisions
        dropped, and a game played on from here asks for its own."""
        turns = game.state.turn - 1
        faces, shuffles = self.faces, self.shuffles
        dice = game.scripted_dice
        if self.dice_typed_in and dice is not None:
            rolled, shuffled = dice.used
            faces = None if faces is None else faces[:rolled]
            shuffles = None if shuffles is None else shuffles[:shuffled]
        return replace(self, actions=self.actions[:n], result=None, faces=faces,
                       shuffles=shuffles,
                       extra={k: v for k, v in self.extra.items() if k not in MEMORY_KEYS},
                       turn_digests=None if self.turn_digests is None
                       else self.turn_digests[:turns])

    def before_refused(self, e: NotReplayedError) -> tuple[GameLog, Refusal]:
        """The log of the game as it stood just before the decision ``e`` refused (the
        decisions before it replay: :meth:`cut`), and where it stopped (:class:`Refusal`):
        what Open Saved Game and Replay Saved Game offer for a log of another version's
        rules, and ``m44 replay --partial`` prints. The file is not touched."""
        kept = max(0, min(e.decision - 1, len(self.actions)))
        game = self._played(kept)
        st = game.state
        refusal = Refusal(kept + 1, e.text, st.turn, game.setup.sides[st.active].label,
                          len(self.actions))
        return self._cut(kept, game), refusal

    # --- replay --------------------------------------------------------------------------

    def new_game(self, *, events: bool = True, undo: bool = False,
                 setup: Setup | None = None) -> Game:
        """The game at its start, with the log's dice and deal (``setup``: tables already
        built for this scenario, to save building them again). The dice of a log of dice
        typed in are the play mode's (:class:`~.dice.TypedDice`): the shuffles beyond
        those it records are drawn from its :attr:`shuffle_seed`, as Open Saved Game draws
        them (a scripted log's keep the cards in the order given)."""
        seed = self.shuffle_seed if self.dice_typed_in else self.seed
        try:
            if self.faces is not None:
                shuffles = [[kind_of(c) for c in s] for s in (self.shuffles or [])]
                dice: Any = (TypedDice(seed, self.faces, shuffles) if self.dice_typed_in
                             else ScriptedDice(self.faces, shuffles))
            else:
                dice = SeededDice(self.seed)
            hands = deck = first = None
            if self.deal:
                hands = [[kind_of(c) for c in h] for h in self.deal["hands"]]
                deck = (None if self.deal.get("deck") is None
                        else [kind_of(c) for c in self.deal["deck"]])
                first = int(self.deal.get("first", 1)) - 1
        except (ValueError, KeyError, TypeError) as e:
            raise NotSetUpError(f"bad dice or deal in the log: {e}") from None
        with set_up():
            return Game(setup if setup is not None else self.scenario, seed=seed,
                        dice=dice, hands=hands, deck=deck, first_player=first,
                        max_turns=self.max_turns, events=events, undo=undo)

    def replay(self, *, events: bool = True, setup: Setup | None = None) -> Game:
        """Replay every decision; raises :class:`GameLogError` at the first one that is not
        legal (a log of another engine version, or edited by hand). A game saved while it
        waited for dice typed in stands there, the roll pending (:func:`awaits_dice`); in
        a log of dice typed in, a roll short of them leaves the game waiting there, and the
        next decision is refused as Open Saved Game refuses it (:func:`refuse_while_waiting`)."""
        game = self.new_game(events=events, setup=setup)
        game.players = self.players
        for n, text in enumerate(self.actions, 1):
            with applying(n, text, len(self.actions), self):
                refuse_while_waiting(game)
                game.apply(game.state.parse(text))
        return game

    def check(self, game: Game) -> list[str]:
        """Differences between the replayed ``game`` and the recorded result ([] if none),
        and the turn from which the replay differs (:meth:`divergence`)."""
        got = GameLog.of(game).result or {}
        recorded = self.result or {}
        problems = [f"{k}: the log says {_said(k, recorded.get(k))}, the replay gives "
                    f"{_said(k, got.get(k))}"
                    for k in ("winner", "turns", "medals", "digest")
                    if k in recorded and recorded.get(k) != got.get(k)]
        differs = self.divergence()
        return problems + ([differs.words()] if differs else [])

    def divergence(self) -> Divergence | None:
        """Where a replay of the log first differs from what it recorded: the first turn
        whose end's digest is not the one recorded (or that the replay does not end as
        recorded, stopped at a decision that does not replay or ending another turn), or,
        when every turn's end agrees, the last turn when the final state differs. ``None``
        when the replay agrees, or when the log records no turn digests (a log of an older
        m44-editor, checked at its end only). The log's decisions are applied again, without
        the game's account (a few hundredths of a second a game)."""
        if self.turn_digests is None:
            return None
        try:
            r = self._replayed()
        except GameLogError:
            return None  # its dice or deal cannot be set up: said by the replay itself
        recorded = self.turn_digests
        for i, (digest, active, first, last) in enumerate(r.ends):
            if i >= len(recorded) or digest != recorded[i]:
                again = next((j + 1 for j in range(i + 1, min(len(r.ends), len(recorded)))
                              if r.ends[j][0] == recorded[j]), None)
                return Divergence(i + 1, r.sides[active], first, last, again)
        final = (self.result or {}).get("digest")
        if len(recorded) > len(r.ends) or r.stopped is not None or \
                (final is not None and final != r.digest):
            return Divergence(len(r.ends) + 1, r.sides[r.active], r.first, r.last)
        return None

    def _replayed(self) -> _Replayed:
        """The log's decisions applied again, quietly, to the first that fails."""
        game = self.new_game(events=False)
        st = game.state
        ends: list[tuple[str, int, int, int]] = []
        first, stopped = 1, None
        total = len(self.actions)
        for n, text in enumerate(self.actions, 1):
            active = st.active
            try:
                game.apply(st.parse(text))
            except (ValueError, RuntimeError, EndlessTurnError) as e:
                if not awaits_dice(e, n, total, self.dice_typed_in):
                    stopped = n
                    break
            if len(ends) < st.turn - 1:
                digest = st.digest()
                while len(ends) < st.turn - 1:
                    ends.append((digest, active, first, n))
                    first = n + 1
        last = stopped if stopped is not None else total
        sides = game.setup.sides
        return _Replayed(ends, st.active, first, last, stopped, st.digest(),
                         (sides[0].label, sides[1].label))


def _said(key: str, value: Any) -> str:
    """A result's value in words: ``no winner``, ``AXIS 2, ALLIES 6`` (not ``None`` and a
    dictionary's repr)."""
    if value is None:
        return "no winner" if key == "winner" else "nothing"
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items()) or "nothing"
    return str(value)
