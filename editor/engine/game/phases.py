"""The codes of the turn sequence: where in the turn a game state waits (its ``phase``), how
an ordered unit may act this turn, its bonus dice, and the kind of battle being resolved.

Every module of the base rules reads them (``state.py``, ``orders.py``, ``movement.py``,
``battle.py``, ``turn.py``, ``victory.py``), so they live here, below all of them;
``state.py`` offers them to the rest of the code, which imports them from there. The
phases are compared by identity (``st.phase is MOVES``): a phase is always one of these
strings.

>>> MOVES, M_BEL > M_NORMAL
('moves', True)
"""

from __future__ import annotations

from typing import Final

# Phases (where in the turn the state waits).
CARD: Final = "card"
SECTION_PHASE: Final = "section"
ORDERS: Final = "orders"
TARGETS: Final = "targets"
MOVES: Final = "moves"
BATTLES: Final = "battles"
AMBUSH_PHASE: Final = "ambush"
RETREAT_PHASE: Final = "retreat"
TAKE: Final = "take-ground"
OVERRUN: Final = "overrun"
MOVE_AGAIN: Final = "move-again"
KEEP_PHASE: Final = "keep"
CHANCE_PHASE: Final = "chance"
OVER: Final = "over"

# Order modes: how an ordered unit may act this turn.
M_NONE: Final = 0
M_NORMAL: Final = 1
M_IA: Final = 2
M_AB: Final = 3
M_BEL: Final = 4
M_CA: Final = 5
M_FF: Final = 6
M_DUG: Final = 7
#: Behind Enemy Lines' second move (a reach mode, never stored).
M_AGAIN: Final = 8
# Bonus dice: none, +1 every battle, +1 in close assault, +1 on the first battle only.
B_NONE: Final = 0
B_ALL: Final = 1
B_CLOSE: Final = 2
B_FIRST: Final = 3
# Battle kinds.
K_NORMAL: Final = 0
K_AMBUSH: Final = 1
K_AIR: Final = 2
K_BARRAGE: Final = 3
K_EXP: Final = 4
