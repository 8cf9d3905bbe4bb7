"""The rules engine: the battlefield's static rules, Qt-free.

One module per concept:

- :mod:`.source` — the rules sentences every table entry cites;
- :mod:`.units` — unit profiles (moves, dice, line of sight, hits, take ground/overrun);
- :mod:`.terrain` — terrain and obstacle families, the fallback of every catalog name, and
  how a hex's pieces combine;
- :mod:`.geometry` — exact centre-to-centre segment geometry, cached per hex offset;
- :mod:`.battlefield` — a scenario seen by the rules (per-hex terrain, units, sight tables);
- :mod:`.los`, :mod:`.movement`, :mod:`.dice`, :mod:`.retreat`, :mod:`.combat` — the queries.

The facade below is what the legality checks, the rules inspector and the game engine call::

    bf = Battlefield(scenario)
    can_see(bf, a, b); sight_line(bf, a, b).blockers
    reach(bf, a)                      # (Reach(coord, steps, can_battle, reason), ...)
    battle_dice(bf, a, b).dice        # 0 when impossible, with .reasons
    retreat(bf, a, flags).ends        # (RetreatEnd(coord, lost, steps, eliminated), ...)
    score(faces, profile); advance_after_close_assault(bf, a, vacated)
"""

from __future__ import annotations

from .battlefield import Battlefield, RulesError
from .combat import Advance, Score, advance_after_close_assault, apply_hits, flags_to_retreat, score
from .dice import DiceCount, battle_dice
from .los import Blocker, SightLine, can_see, sight_line
from .movement import Reach, can_reach, reach
from .retreat import Retreat, RetreatEnd, retreat
from .terrain import FALLBACKS, FAMILIES, HexTerrain, TerrainRules, hex_terrain, rules_for
from .units import (PROFILES, BadgeRules, Face, UnitClass, UnitProfile, badge_rules,
                    profile_of)

__all__ = [
    "Advance", "BadgeRules", "Battlefield", "Blocker", "DiceCount", "FALLBACKS", "FAMILIES", "Face",
    "HexTerrain", "PROFILES", "Reach", "Retreat", "RetreatEnd", "RulesError", "Score",
    "SightLine", "TerrainRules", "UnitClass", "UnitProfile", "advance_after_close_assault",
    "apply_hits", "badge_rules", "battle_dice", "can_reach", "can_see", "flags_to_retreat",
    "hex_terrain", "profile_of", "reach", "retreat", "rules_for", "score", "sight_line",
]
