"""The game engine: a whole Memoir '44 battle by the rules, fast enough to simulate
thousands, Qt-free.

One module per concept:

- :mod:`.cards` — the 60-card command deck and its 30 kinds;
- :mod:`.dice` — faces, chance requests, seeded and scripted dice sources;
- :mod:`.tables` — a scenario's static tables (hexes, terrain, sight geometry, units,
  objectives, exits, sudden death), shared by every game on it;
- :mod:`.actions` — the action tuples and their notation;
- :mod:`.state` — :class:`GameState`: the position and its undo journal, the legal actions
  of each phase and the dispatch of an action to the base rules' modules, the chance steps;
  ``legal_actions`` / ``apply`` / ``push`` / ``pop`` / ``copy``;
- :mod:`.phases`, :mod:`.orders`, :mod:`.movement`, :mod:`.battle`, :mod:`.turn`,
  :mod:`.victory` — the base rules by concept: the turn's phases, the cards' orders, moves,
  battles, retreats, take ground and overrun, the turn's end, medals and victory;
- :mod:`.expansions` — the rules only some scenarios use (Re-supply, landing craft, the
  Air rules), one module each, through the hooks of the turn sequence;
- :mod:`.match` — :class:`Game`: a state with its dice source and its record (undo, scripts);
- :mod:`.players` — AI players (``random``, ``greedy``) behind one small interface, and the
  ``PLAYERS`` registry;
- :mod:`.search` — the search AI (``search``): its posture by a study of the scenario, its
  card by look-ahead in sampled worlds;
- :mod:`.explain` — why an action is not legal now, and the prompt of the decision, in words;
- :mod:`.log` — the JSON game log and its replay;
- :mod:`.session` — the play mode's game: seats, undo within a turn, typed dice, saving;
  :mod:`.memory` — what an AI seat remembers from one decision to the next, saved with it;
- :mod:`.simulate` — many games on many processes, win rates with 95% intervals
  (:mod:`.workers`: the worker processes, local batches' too); :mod:`.executors` and
  :mod:`.batch` — a book of scenarios on local processes or a Dask cluster, with a
  checkpoint;
- :mod:`.balance` and :mod:`.sensitivity` — the balance lab's records, heat maps, What if
  and Which knob;
- :mod:`.native` — the hot modules compiled by mypyc, used when built and fresh.

What the editor's playtest panel calls::

    from editor.engine.game import Game, GreedyPlayer, simulate

    game = Game(scenario, seed=7)               # deal, first player's turn
    game.state.current_player()                 # 0 (player 1, top) or 1 (player 2)
    [game.state.notation(a) for a in game.legal_actions()]
    game.play("play probe-center")              # or game.apply(action)
    game.ai_move(GreedyPlayer(seed=1))          # the AI decides for the player to move
    game.undo()
    game.state.events                           # [(turn, "e6 US Infantry battles E7"), ...]
    game.result()                               # Result(winner, side, reason, turns, ...)
    simulate(scenario, 1000, ai="greedy", jobs=0, progress=lambda done, total: ...)

``docs/GAME.md`` describes the design (a table of every module), the action model, the log
format and every rules reading chosen.
"""

from __future__ import annotations

from . import native as _native

# The compiled engine's folder first, when it is built and fresh (native.py).
__path__ = [*_native.engine_path(), *__path__]

from .actions import EXIT, Action, EndlessTurnError, IllegalActionError
from .cards import DECK, KINDS, CardKind, kind_of
from .dice import Chance, DiceExhausted, ScriptedDice, SeededDice, roll_outcomes
from .log import GameLog, GameLogError
from .match import Game, Result
from .players import PLAYERS, GreedyPlayer, Player, RandomPlayer, make_player
from .search import SearchPlayer
from .simulate import Difference, SimulationResult, compare, simulate, wilson
from .state import CHANCE, DRAW, TERMINAL, GameState
from .tables import Setup

__all__ = [
    "Action", "CHANCE", "CardKind", "Chance", "DECK", "DRAW", "DiceExhausted", "Difference",
    "EXIT", "EndlessTurnError", "Game", "GameLog", "GameLogError", "GameState", "GreedyPlayer",
    "IllegalActionError", "KINDS", "PLAYERS", "Player", "RandomPlayer", "Result",
    "ScriptedDice", "SearchPlayer", "SeededDice", "Setup", "SimulationResult", "TERMINAL",
    "compare", "kind_of", "make_player", "roll_outcomes", "simulate", "wilson",
]
