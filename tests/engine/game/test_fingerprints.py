"""Fixed-seed games play exactly as they did before the engine was made faster.

``tests/data/engine_fingerprints.json`` was printed by ``tools/engine_fingerprints.py`` run
on the engine of main at 3e8c1a6 (before the speed work of issue 12), extracted with ``git
archive``; this engine must give the same course of play (every action, chance steps
included), the same final digest and the same readable account, for random, greedy and
search players on each bundled sample, on the fast path of simulations and on the
journaled one. The search games were printed again when the search player itself changed
(its posture study, merged after the speed work; then its tuned weights, the hand kept and
the study by halving; then the order valued by the unit's reach; then the danger of a
target and the quiet spell; then the position valued by a model fit to games'
outcomes): they are the search's of that change, and the random and greedy games still
those of 3e8c1a6. The accounts' digests (``events``) were printed again when their words
changed ("1 die" for "1 dice", "1 figure" for "1 figure(s)"; then units named by their
catalog label, "German Infantry" for ``infger``): the games' actions and final digests did
not change. The random games were printed again when a Medics & Mechanics whose order was
declined stopped leaking its roll into the next order of the game (a rules fix: the
greedy and search games, which never decline an order, did not change); their accounts'
digests again when a turn whose orders were all declined said so ("no unit is ordered").
Every journaled game's account digest was printed again when a roll was said in words
("rolls infantry, star" for "rolls inf star") and a roll that neither hits nor flags said
so ("no hit on e6 German Infantry"): no course or final digest changed. The greedy and
search games of Oyster Green were printed again when the greedy policy (the search's turns
too) closed in on every hex of an objective group still to take, not only its first (the
aiplay audit): its group of three towns is there; its search game again when the
look-ahead stopped valuing a candidate card's moves by another card's kind of move; every
search game when its moves counted the bonus die of a card that gives one (Behind Enemy
Lines, Their Finest Hour), which its orders, valued before, had left out; greedy's game 2
of Hedgerow Crossroads when Behind Enemy Lines' second move stopped closing in on the
enemy units its battles had eliminated; every search game when the look-ahead's playouts
broke their ties alike for every candidate card. The journaled games' account digests
again when a turn whose ordered units had nothing to battle said so ("no ordered unit can
battle"; the play walkthrough audit: the turn passed to the opponent without a word): no
course or final digest changed. And again when a turn's first line said each side's medals
by its name ("medals Axis 1, Allies 0" for "medals 1-0", which under a turn of player 2 read
as player 2's count first): no course or final digest changed.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tools.engine_fingerprints import fingerprints

EXPECTED = json.loads((Path(__file__).resolve().parents[2] / "data" /
                       "engine_fingerprints.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def now() -> dict[str, dict[str, str]]:
    return fingerprints()


def test_the_same_games_are_fingerprinted(now: dict[str, dict[str, str]]) -> None:
    assert sorted(now) == sorted(EXPECTED)
    assert len(EXPECTED) == 3 * (6 + 4 + 2 + 1 + 1)


@pytest.mark.parametrize("game", sorted(EXPECTED))
def test_fixed_seed_games_play_as_before(now: dict[str, dict[str, str]], game: str) -> None:
    assert now[game] == EXPECTED[game]
