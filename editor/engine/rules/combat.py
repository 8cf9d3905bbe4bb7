"""Resolving a battle: hits and flags from dice faces; taking ground and armor overrun.

Dice are never rolled here (a game engine rolls them as a chance step and hands the faces
in), so every outcome can be replayed and enumerated.

>>> from editor.engine.rules.units import ARTILLERY, INFANTRY, Face
>>> score([Face.INFANTRY, Face.GRENADE, Face.STAR, Face.FLAG], INFANTRY)
Score(hits=2, flags=1, misses=1, rerolls=0)
>>> score([Face.INFANTRY, Face.GRENADE, Face.FLAG], ARTILLERY).hits
1
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from editor.engine.board import Coord, distance

from .battlefield import Battlefield, RulesError
from .retreat import flag_ignorer
from .source import DIEPPE, DIGEST, ENCYCLOPEDIA, Source
from .terrain import barred_whom
from .units import Face, UnitProfile

SOURCES: tuple[Source, ...] = (
    ENCYCLOPEDIA.quote("Hits are resolved first, followed by retreats, stars are misses unless "
                       "otherwise specified by a tactics card."),
    ENCYCLOPEDIA.quote("In battle, the attacker scores 1 hit for each dice symbol rolled that "
                       "matches the unit type targeted. Each Grenade rolled is also 1 hit."),
    ENCYCLOPEDIA.quote("If an attacking player rolls more hits than the number of figures in "
                       "the defending unit, these additional hits have no effect."),
    DIEPPE.quote("The enemy re-rolls all battle dice that score a hit. One hit is confirmed for "
                 "each re-roll that is a Grenade; all other re-rolls are ignored."),
)


@dataclass(frozen=True)
class Score:
    """What a roll does to its target before retreats."""

    hits: int
    flags: int
    misses: int
    #: Patrol Cars: hits still to be confirmed by re-rolling that many dice (grenades confirm).
    rerolls: int = 0


def score(faces: Sequence[Face], target: UnitProfile,
          rerolls: Sequence[Face] | None = None) -> Score:
    """Hits and flags of ``faces`` against a unit of profile ``target``.

    For Long Range Patrol Cars the dice that hit are re-rolled: pass the re-rolled faces as
    ``rerolls`` to get the confirmed hits (one per grenade); without them the result asks for
    ``rerolls`` dice and counts no hit yet.
    """
    hits = sum(1 for f in faces if f in target.hit_by)
    flags = sum(1 for f in faces if f is Face.FLAG)
    misses = len(faces) - hits - flags
    if target.kind == "patrol_cars":
        if rerolls is None:
            return Score(0, flags, misses, rerolls=hits)
        if len(rerolls) != hits:
            raise RulesError(f"{hits} dice hit the Patrol Cars: re-roll exactly {hits}, "
                             f"not {len(rerolls)}")
        confirmed = sum(1 for f in rerolls if f is Face.GRENADE)
        return Score(confirmed, flags, misses + hits - confirmed)
    return Score(hits, flags, misses)


def apply_hits(figures: int, hits: int) -> int:
    """Figures left after ``hits`` (extra hits have no effect)."""
    return max(0, figures - hits)


def flags_to_retreat(bf: Battlefield, c: Coord, flags: int) -> tuple[int, str]:
    """The flags the unit on ``c`` must retreat after ignoring what it may, and what lets
    it ignore one ("" when nothing does)."""
    if flags <= 0:
        return 0, ""
    ignorer = flag_ignorer(bf, c)
    return (flags - 1, ignorer) if ignorer else (flags, "")


@dataclass(frozen=True)
class Advance:
    """What an attacker may do after a successful close assault vacated ``vacated``."""

    take_ground: bool
    #: Armor Overrun: may battle again after taking ground.
    overrun: bool
    reasons: tuple[str, ...]


ADVANCE_SOURCES: tuple[Source, ...] = (
    ENCYCLOPEDIA.quote("An Artillery unit may not take ground. Terrain movement and battle "
                       "restrictions still apply when units take ground."),
    ENCYCLOPEDIA.quote("On an Armor Overrun, the armor unit may move into the vacated hex and "
                       "may then battle again."),
    ENCYCLOPEDIA.quote("If the Ordered Amor unit eliminates the unit they have attacked on their "
                       "Overrun, or force them to retreat they may once again overrun the ground "
                       "that has been vacated. At this point they are not allowed to battle "
                       "again, however."),
    DIGEST.quote("Terrain still applies, so entering a forest or town prevents another battle."),
    ENCYCLOPEDIA.quote("May still Take Ground and Armor Overrun."),
)


def advance_after_close_assault(bf: Battlefield, attacker: Coord, vacated: Coord, *,
                                started_at: Coord | None = None,
                                overrun_done: bool = False) -> Advance:
    """Whether the unit on ``attacker`` may take the ground at ``vacated`` after a close
    assault that eliminated or pushed back its occupant, and whether it may then battle again
    (Armor Overrun). ``started_at`` is where the unit began its turn (default: where it is);
    ``overrun_done`` says it already made its one overrun battle this turn."""
    _, profile = bf.require_unit(attacker, "attacker")
    reasons: list[str] = []
    if distance(attacker, vacated) != 1:
        return Advance(False, False, ("take ground follows a close assault on an adjacent hex",))
    if not profile.take_ground:
        return Advance(False, False, (f"{profile.label.lower()} may not take ground",))
    if bf.occupied(vacated):
        return Advance(False, False, (f"{bf.name(vacated)} is not vacated",))
    terrain = bf.terrain(vacated)
    f = terrain.bars(profile)
    if f is not None:
        return Advance(False, False, (f"{f.rules.label.lower()} ({f.name}) is impassable to "
                                      f"{barred_whom(profile, f)}",))
    f = bf.terrain(attacker).cliff_to(profile, terrain)
    if f is not None:
        return Advance(False, False, (f"{profile.label.lower()} may not move up or down a "
                                      f"cliff ({f.name}) from {bf.name(attacker)}",))
    start = started_at or attacker
    f = terrain.adjacent_start_only()
    if f is not None and distance(start, vacated) != 1:
        return Advance(False, False, (f"only a unit that started its turn next to the "
                                      f"{f.rules.label.lower()} may enter it",))
    reasons.append(f"{profile.label} may take the ground at {bf.name(vacated)}")
    overrun = profile.overrun and not overrun_done
    if profile.overrun and overrun_done:
        reasons.append("only one Armor Overrun battle per turn")
    elif not profile.overrun:
        reasons.append(f"{profile.label.lower()} may not make an Armor Overrun")
    f = terrain.forbids_battle_after_entering()
    if overrun and f is not None and not profile.ignores_terrain_battle_restrictions:
        overrun = False
        reasons.append(f"entering {f.rules.label.lower()} ({f.name}) prevents the overrun "
                       f"battle")
    elif overrun:
        reasons.append("Armor Overrun: it may battle again")
    return Advance(True, overrun, tuple(reasons))
