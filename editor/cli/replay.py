"""``m44 replay LOG``: replay a saved game (``m44 simulate --log``, the playtest panel) and
print it turn by turn: the card played, the orders, moves, battles with their dice, retreats,
eliminations, objectives and medals, then the result.

The replay is checked against the result recorded in the log (winner, turns, medals and a
digest of the final state) and, when the log records them, the digests of each turn's end:
a replay that differs is said from the turn where it first does ("the replay differs from
the record from turn 7 (Allies) on").

A decision that does not replay (a log of another version's rules, or edited by hand) stops
the replay: nothing is printed, and the error names the decision and the likely causes.
With ``--partial`` the game is printed as far as it replays, up to that decision, and the
output says where it stopped and what is not printed (the decision and those after it,
counted, from its turn: :class:`~editor.engine.game.log.Refusal`), as the editor's Open
Saved Game and Replay Saved Game offer such a game as it stood before the decision.

Exit codes: 0 the game replays as recorded; 1 it replays differently (the rules changed
since it was recorded), or, with ``--partial``, it was printed up to a decision that does
not replay; 2 the log cannot be read or an action does not replay; 3 the replay meets the
engine's guard against a turn that never ends (a bug of the engine, said as ``m44
simulate`` says it, with the action of the log that met it). When it does not replay as
recorded, the errors of the scenario it holds, if any, are said too.
"""

from __future__ import annotations

import argparse
import re
from dataclasses import dataclass
from typing import Any

from editor.engine.board import Side
from editor.engine.game import GameLog, GameLogError
from editor.engine.game.log import EndlessReplayError, NotReplayedError, Refusal, dice_awaited
from editor.engine.game.match import Game
from editor.engine.words import counted, medals_said

from . import (EXIT_FINDINGS, EXIT_INTERNAL, EXIT_OK, EXIT_UNREADABLE, QUIET_CHANGES_NOTHING,
               a_file, add_command, error, say, say_json, where_to_report)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "replay", quiet_help=QUIET_CHANGES_NOTHING,
        description="Replay a game log (JSON, see docs/GAME.md) and print each turn.",
        epilog="Exit codes: 0 replays as recorded, 1 replays differently, or with "
               "--partial printed up to a decision that does not replay, 2 unreadable log "
               "or an action that does not replay, 3 a turn of the replay never ends (a bug "
               "of the engine).")
    p.add_argument("log", metavar="LOG", type=a_file("replay"), help="the game log (JSON)")
    p.add_argument("--json", action="store_true",
                   help="print the turns as JSON: [{turn, player, side, medals, events}], "
                        "result, stopped_at")
    p.add_argument("--partial", action="store_true",
                   help="a log with a decision that does not replay (another version's "
                        "rules, or edited by hand): print the game up to that decision and "
                        "say where it stopped (exit 1, not 2)")
    p.set_defaults(func=run)


@dataclass
class _Replayed:
    """A log replayed: the game, and, replayed with ``--partial`` up to a decision that
    does not replay, where it stopped, the error that said it and the log of the decisions
    before it (the game's)."""

    game: Game
    stopped: Refusal | None = None
    refused: NotReplayedError | None = None
    before: GameLog | None = None


def _replay(args: argparse.Namespace, log: GameLog) -> _Replayed | int:
    """The log's game replayed, or, when it cannot be, the exit code (the error said)."""
    try:
        return _Replayed(log.replay(events=True))
    except EndlessReplayError as e:  # the engine's bug, said as m44 simulate says it
        error(f"{args.log}: {e}; {where_to_report()}")
        return EXIT_INTERNAL
    except NotReplayedError as e:
        if args.partial:
            before, stopped = log.before_refused(e)
            return _Replayed(before.replay(events=True), stopped, e, before)
        error(f"{args.log}: {e.words()}")
    except GameLogError as e:  # its dice or deal cannot be set up
        error(f"{args.log}: {e.words()}")
    _say_scenario_errors(log, args.log)
    return EXIT_UNREADABLE


def run(args: argparse.Namespace) -> int:
    try:
        log = GameLog.load(args.log)
    except GameLogError as e:
        error(f"{args.log}: {e}")
        return EXIT_UNREADABLE
    replayed = _replay(args, log)
    if isinstance(replayed, int):
        return replayed
    game, stopped = replayed.game, replayed.stopped
    problems = [replayed.refused.words()] if replayed.refused else log.check(game)
    if args.json:
        _say_json(log, game, problems, stopped)
    else:
        _say_game(replayed.before or log, game, problems, stopped)
    if replayed.refused:
        error(f"{args.log}: {problems[0]}")
        _say_scenario_errors(log, args.log)
    elif problems:
        error(f"{args.log}: the replay does not end as the log recorded "
              f"({'; '.join(problems)}): the rules changed since it was recorded, or the "
              "log was edited")
        _say_scenario_errors(log, args.log)
    return EXIT_FINDINGS if problems else EXIT_OK


def _say_json(log: GameLog, game: Game, problems: list[str], stopped: Refusal | None) -> None:
    """The replay as ``--json`` prints it; ``stopped_at``: where ``--partial`` stopped
    (:meth:`.Refusal.to_json`), ``null`` when every decision replayed."""
    sides = game.setup.sides
    r = game.result()
    say_json({"scenario": log.name, "players": list(log.players), "turns": _turns(log, game),
              "result": {"winner": r.side, "reason": r.reason, "turns": r.turns,
                         "medals": {sides[p].value: r.medals[p] for p in (0, 1)}},
              "dice_awaited": dice_awaited(game), "matches_log": not problems,
              "problems": problems, "differs_from": _differs_from(log, problems),
              "stopped_at": None if stopped is None else stopped.to_json()})


def _say_game(log: GameLog, game: Game, problems: list[str], stopped: Refusal | None) -> None:
    """The replay in words: the players, each turn, where ``--partial`` stopped, the
    result or where the game stands, and what differs from the log."""
    sides = game.setup.sides
    say(f"{log.name or 'scenario'}: {log.players[0]} (player 1, {sides[0].label}) vs "
        f"{log.players[1]} (player 2, {sides[1].label})")
    _say_turns(_turns(log, game), sides)
    awaited = dice_awaited(game)
    if awaited:
        say(f"The game waits for {counted(awaited, 'die', 'dice')} to be typed in"
            + ("" if stopped else ", as when it was saved"))
    if stopped is not None:
        say(f"Stopped before decision {stopped.decision} ({stopped.text!r}), which does not "
            f"replay; not printed: {stopped.dropped_words()}")
        _say_result(game, "stopped")
        return
    _say_result(game)
    for problem in problems:
        say(f"  mismatch with the log: {problem}")


def _differs_from(log: GameLog, problems: list[str]) -> dict[str, Any] | None:
    """Where the replay first differs from the log (:meth:`.GameLog.divergence`, the last
    of ``problems`` in words), for ``--json``; ``None`` when it does not, or when the log
    records no turn's digest."""
    differs = log.divergence() if problems else None
    return None if differs is None else differs.to_json()


def _say_result(game: Game, how: str = "saved") -> None:
    """The last line: who won (or a draw), why, each side's medals and the turns played
    (``Result: Axis wins, 6 medals (needed 6); medals Axis 6, Allies 2; 18 player turns``);
    or, for a game ``how`` in progress (saved, or ``stopped`` by ``--partial``), that it is
    not over, who was to decide (or the dice it waits for, typed in) and the medals."""
    r = game.result()
    sides = game.setup.sides
    medals = medals_said({sides[p].value: r.medals[p] for p in (0, 1)})
    if not game.over:
        p = game.state.current_player()
        awaited = dice_awaited(game)
        who = (f", {sides[p].label} (player {p + 1}) to decide" if p >= 0 else
               f", waiting for {counted(awaited, 'die', 'dice')} typed in" if awaited else "")
        say(f"Not over: {how} in turn {r.turns}{who}; {medals}")
        return
    # the engine's reason has brackets of its own ("6 medals (needed 6)"): not put in more
    say(f"Result: {Side.words(r.side) + ' wins' if r.side else 'a draw'}, {r.reason}; "
        f"{medals}; {counted(r.turns, 'player turn')}")


#: The engine's first line of a turn, which says each side's medals as they stand, by name
#: (:func:`~editor.engine.words.medals_said`), player 1's first.
_TURN_LINE = re.compile(r"turn (\d+): .* to play; medals \w+ (\d+), \w+ (\d+)")


def _turns(log: GameLog, game: Game) -> list[dict[str, Any]]:
    """The replayed game's account by turn: ``{turn, player, side, medals, events}`` (the
    set-up is turn 0, with neither player nor medals; ``medals``: each side's at the turn's
    start, as its first line says them)."""
    st = game.state
    sides = game.setup.sides
    # Who played each turn: the first player, then alternately.
    first = st.S.first_player if log.deal is None else int(log.deal.get("first", 1)) - 1
    turns: list[dict[str, Any]] = []
    for turn, text in st.events or []:
        if not turns or turns[-1]["turn"] != turn:
            entry: dict[str, Any] = {"turn": turn, "events": []}
            if turn >= 1:
                p = (first + turn - 1) % 2
                entry["player"] = p + 1
                entry["side"] = sides[p].value
            turns.append(entry)
        said = _TURN_LINE.fullmatch(text)
        if said and not turns[-1]["events"] and int(said[1]) == turn:
            turns[-1]["medals"] = {sides[0].value: int(said[2]), sides[1].value: int(said[3])}
        turns[-1]["events"].append(text)
    return turns


def _say_turns(turns: list[dict[str, Any]], sides: tuple[Side, Side]) -> None:
    """Print the turns: a heading naming the side to play and each side's medals by name
    (in place of the engine's line "turn 7: Allies (player 2) to play; medals ...", which
    repeats the heading), then what happened."""
    for t in turns:
        events = t["events"]
        if t["turn"] == 0:
            head = "Set-up"
        else:
            head = f"Turn {t['turn']}: {Side.words(t['side'])} (player {t['player']})"
        if "medals" in t:
            head += f", {medals_said(t['medals'])}"
            events = events[1:]
        say(head)
        for event in events:
            say(f"  {event}")


def _say_scenario_errors(log: GameLog, name: str) -> None:
    """After a log that does not replay, or not as recorded: the errors of the scenario it
    holds, if any (a scenario the rules cannot play is the likelier cause than the log)."""
    from editor.engine.checks import run_checks

    errors = [f for f in run_checks(log.scenario) if f.severity == "error"]
    if errors:
        error(f"{name}: its scenario has {counted(len(errors), 'error')}, which may be why: "
              + "; ".join(f"{f.code}: {f.message}" for f in errors[:5])
              + ("; …" if len(errors) > 5 else ""))
