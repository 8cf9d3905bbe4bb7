"""Write the three official-style test scenarios the AI is measured on (``tests/data/ai``).

Small original maps in the manner of the official ones, each built around what an attacker
must do well:

- ``cove-landing.m44`` — a beach landing: the Allies come from the sea against wire,
  hedgehogs and bunkers on a BEACH face, a town above the beach worth a permanent medal;
- ``ridge-breakthrough.m44`` — a Breakthrough board: Allied armour and infantry against a
  wooded ridge and two villages held by the Axis, with a medal for each village;
- ``mill-crossing.m44`` — objectives and exits: the Allies must take a mill and a crossroads
  (temporary medals) or get units off the Axis baseline through exit markers.

``python tools/gen_ai_scenarios.py`` writes them; the files are committed, so tests and
``tools/ai_strength.py`` read them as any scenario.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from editor.engine.board import BoardType, Coord, Face, Side  # noqa: E402
from editor.engine.scenario import (GameInfo, Medal, Piece, Scenario,  # noqa: E402
                                    ScenarioText, Tag, Unit)
from editor.io.m44 import save  # noqa: E402

OUT = ROOT / "tests" / "data" / "ai"


def _c(row: int, k: int) -> Coord:
    """The ``k``-th hex (from the left) of ``row``: columns are doubled, odd rows offset."""
    return Coord(row, 2 * k + row % 2)


class _Map:
    """A scenario being laid out: Axis on top (player 1), the Allies below, moving first."""

    def __init__(self, name: str, board: BoardType, face: Face, cards: tuple[int, int],
                 medals: int, victory: str) -> None:
        info = GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                        cards_player1=cards[0], cards_player2=cards[1],
                        victory_player1=medals, victory_player2=medals, starting="PLAYER2")
        self.s = Scenario(board_type=board, face=face, game_info=info)
        description = (f"Axis player: {cards[0]} command cards. Allied player: {cards[1]} "
                       "command cards; the Allies move first.")
        self.s.text = {"en": ScenarioText(name=name, description=description,
                                          victory=f"{medals} medals. {victory}")}

    def put(self, row: int, k: int, **parts: object) -> None:
        c = _c(row, k)
        h = self.s.hex(c)
        self.s.set_hex(c, replace(h, **parts))  # type: ignore[arg-type]

    def unit(self, row: int, k: int, name: str, **kw: object) -> None:
        self.put(row, k, unit=Unit(name, **kw))  # type: ignore[arg-type]

    def tag(self, row: int, k: int, tag: Tag) -> None:
        h = self.s.hex(_c(row, k))
        self.put(row, k, tags=h.tags + (tag,))


def cove_landing() -> Scenario:
    m = _Map("Cove Landing", BoardType.STANDARD, Face.BEACH,
             (4, 6), 6,
             "The town of Saint-Aubin above the beach is a permanent medal "
             "objective for the Allies.")
    # Allies in the water and on the sand (rows 7-8 are ocean, 4-6 beach on this face).
    for k in (1, 3, 5, 7, 9, 11):
        m.unit(8, k, "infus")
    m.unit(8, 6, "tankus")
    for k in (2, 8):
        m.unit(7, k, "infus", badge="badge2")  # Rangers
    m.unit(7, 5, "tankus")
    # Wire along the waterline, hedgehogs higher up the beach.
    for k in (1, 3, 5, 7, 9, 11):
        m.put(6, k, obstacle=Piece("wire"))
    for k in (2, 5, 8, 10):
        m.put(5, k, obstacle=Piece("hedgehog"))
    for k in (0, 4, 8, 12):
        m.put(4, k, obstacle=Piece("wire"))
    # Bunkers on the bluff, with the town behind them.
    for k in (1, 5, 9):
        m.put(3, k, rect_terrain=Piece("bunker", original_owner=Side.AXIS))
        m.unit(3, k, "infger")
    m.unit(3, 3, "infger")
    m.unit(3, 7, "infger")
    m.put(3, 11, terrain=Piece("hills"))
    m.unit(3, 11, "infger")
    m.put(2, 6, terrain=Piece("buildings"))
    m.tag(2, 6, Tag("medal1", side=Side.ALLIES, medal=Medal(permanent=True)))
    m.unit(2, 6, "infger")
    m.put(2, 3, terrain=Piece("woods"))
    m.put(2, 9, terrain=Piece("woods"))
    m.unit(1, 4, "tankger")
    m.unit(0, 3, "gunger")
    m.unit(0, 9, "gunger")
    return m.s


def ridge_breakthrough() -> Scenario:
    m = _Map("Ridge Breakthrough", BoardType.BRKTHRU, Face.COUNTRY,
             (5, 5), 8,
             "Each of the villages of Hautmont and Vervins is a temporary medal "
             "objective for the Allies.")
    # The Allied attack: armour in the centre, infantry on the wings, guns behind.
    for k in (1, 3, 9, 11):
        m.unit(15, k, "infus")
    for k in (5, 6, 7):
        m.unit(14, k, "tankus")
    for k in (2, 4, 8, 10):
        m.unit(14, k, "infus")
    m.unit(16, 4, "gunus")
    m.unit(16, 8, "gunus")
    # No man's land: hedgerows and woods.
    for k in (2, 6, 10):
        m.put(11, k, terrain=Piece("woods"))
    for k in (4, 8):
        m.put(10, k, terrain=Piece("hedgerow"))
    # The ridge and its villages.
    for k in range(3, 10):
        m.put(6, k, terrain=Piece("hills"))
    for k in (3, 6, 9):
        m.unit(6, k, "infger")
    m.unit(6, 5, "infger", nbr_units=3)
    m.put(5, 2, terrain=Piece("buildings"))
    m.put(5, 9, terrain=Piece("buildings"))
    for k in (2, 9):
        m.tag(5, k, Tag("medal1", side=Side.ALLIES, medal=None))
        m.unit(5, k, "infger")
    m.put(7, 1, terrain=Piece("woods"))
    m.unit(7, 1, "infger")
    m.put(7, 11, terrain=Piece("woods"))
    m.unit(7, 11, "infger")
    for k in (5, 7):
        m.put(7, k, obstacle=Piece("wire"))
    m.unit(3, 5, "tankger")
    m.unit(3, 7, "tankger")
    m.unit(1, 6, "gunger")
    m.unit(2, 3, "infger")
    return m.s


def mill_crossing() -> Scenario:
    m = _Map("Mill Crossing", BoardType.STANDARD, Face.COUNTRY,
             (4, 5), 6,
             "The mill and the crossroads village are temporary medal objectives "
             "for the Allies. An Allied unit that leaves the board through an exit hex of the "
             "Axis baseline wins a medal.")
    for k in (1, 3, 5, 7, 9, 11):
        m.unit(7, k, "infus")
    m.unit(8, 4, "tankus")
    m.unit(8, 8, "tankus")
    m.unit(8, 6, "gunus")
    m.put(4, 3, terrain=Piece("buildings"))
    m.tag(4, 3, Tag("medal1", side=Side.ALLIES, medal=None))
    m.unit(4, 3, "infger")
    m.put(3, 8, terrain=Piece("buildings"))
    m.tag(3, 8, Tag("medal1", side=Side.ALLIES, medal=None))
    m.unit(3, 8, "infger")
    for k in (5, 6):
        m.put(4, k, terrain=Piece("woods"))
    m.unit(4, 6, "infger")
    m.unit(3, 1, "infger")
    m.unit(2, 5, "infger")
    m.unit(2, 11, "infger")
    m.unit(1, 6, "tankger")
    m.put(5, 10, obstacle=Piece("sand"))
    m.unit(5, 10, "infger", nbr_units=3)
    exits = [m.s.board.hex_name(_c(0, k)) for k in range(13)]
    for k in range(13):
        m.tag(0, k, Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES, group=tuple(exits)))
    return m.s


SCENARIOS = {"cove-landing": cove_landing, "ridge-breakthrough": ridge_breakthrough,
             "mill-crossing": mill_crossing}


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, build in SCENARIOS.items():
        save(build(), OUT / f"{name}.m44", backup=False)
        print(f"wrote {(OUT / name).relative_to(ROOT)}.m44")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
