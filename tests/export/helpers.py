"""Scenarios for the briefing tests, built in code: every case the samples do not cover."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from editor.engine.board import BoardType, Coord, Face, Side
from editor.engine.scenario import (GameInfo, Hex, Label, Medal, Piece, Scenario, ScenarioText,
                                    Tag, Unit)


def axis_against_allies(countries: tuple[str, str], *, cards: tuple[int, int],
                        medals: tuple[int, int], date: str, **more: Any) -> GameInfo:
    """The battle info of the builders below: the Axis on top, the Allies at the bottom
    moving first, on one day."""
    return GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                    country_player1=countries[0], country_player2=countries[1],
                    cards_player1=cards[0], cards_player2=cards[1],
                    victory_player1=medals[0], victory_player2=medals[1],
                    starting="PLAYER2", date_begin=date, date_end=date, **more)


def small(**texts: str) -> Scenario:
    """A standard board with a few pieces and the given English texts."""
    s = Scenario(board_type=BoardType.STANDARD, face=Face.COUNTRY,
                 game_info=axis_against_allies(("DE", "US"), cards=(4, 5), medals=(5, 6),
                                               date="1944-06-06"))
    s.set_hex(Coord(4, 12), Hex(terrain=Piece("woods"), unit=Unit("infger")))
    s.set_hex(Coord(6, 8), Hex(terrain=Piece("hills"), unit=Unit("tankus", badge="badge2"),
                               tags=(Tag("medal1", medal=Medal(permanent=True)),)))
    s.set_hex(Coord(2, 2), Hex(obstacle=Piece("wire", 2)))
    s.labels.append(Label(Coord(4, 12), ("Bois Noir",)))
    fields = {"name": "Test Landing", "subtitle": "Somewhere - June 1944",
              "historical": "Background text.", "description": "Briefing text.",
              "victory": "Victory text.", "rules": "Rules text."}
    fields.update(texts)
    s.text["en"] = ScenarioText(**fields)
    return s


def words(n: int, stem: str = "w") -> str:
    """``n`` distinct words, in sentences and paragraphs, so that losing any one shows."""
    out = []
    for i in range(n):
        word = f"{stem}{i:05d}"
        out.append(word + ("." if i % 17 == 16 else ""))
        if i % 120 == 119:
            out.append("\n\n")
    return " ".join(out).replace(" \n\n ", "\n\n")


def overlord() -> Scenario:
    """An Overlord beach board, wide: the briefing goes landscape."""
    s = small()
    s = replace(s, board_type=BoardType.OVERLORD, face=Face.BEACH, hexes={}, labels=[])
    s.text = dict(small().text)
    for col in range(0, 51, 2):
        s.set_hex(Coord(2, col), Hex(terrain=Piece("buildings") if col % 4 else Piece("woods")))
    s.set_hex(Coord(5, 21), Hex(obstacle=Piece("hedgehog"), unit=Unit("infus")))
    s.set_hex(Coord(1, 31), Hex(rect_terrain=Piece("bunker"), unit=Unit("gunger")))
    return s


def place_objectives_and_exits(s: Scenario) -> None:
    """Medal objectives (one worth 2, two alike for the Axis, a majority group) and an exit
    line for the Allies, on the hexes the written victory's tests name."""
    s.set_hex(Coord(4, 8), Hex(tags=(Tag("medal1", medal=Medal(counts_for=2)),)))
    s.set_hex(Coord(4, 16), Hex(tags=(Tag("medal2"),)))
    s.set_hex(Coord(2, 4), Hex(tags=(Tag("medal2"),)))
    s.set_hex(Coord(4, 20), Hex(tags=(Tag("medal4", group=("K5", "L5", "M5"),
                                         medal=Medal(majority=True)),)))
    s.set_hex(Coord(0, 2), Hex(tags=(Tag("tag5", behavior="EXIT_MARKER", side=Side.ALLIES,
                                         group=("A9", "B9")),)))


def bluff_landing() -> Scenario:
    """A landing of our own at the foot of sea bluffs (official in style, no official
    scenario's map or texts): the Axis holds BLUFF hills over a mined beach, a mountain
    marked IMPASSABLE_BLOCKING_HILL that no unit stands on closes the flank, and the Special
    Rules name the sea bluffs, the minefields and reinforcements, which the engine does not
    play."""
    s = Scenario(board_type=BoardType.STANDARD, face=Face.BEACH,
                 game_info=axis_against_allies(("DE", "US"), cards=(4, 6), medals=(5, 5),
                                               date="1944-06-06"))
    for col in (6, 8, 10, 14, 16, 18):
        s.set_hex(Coord(3, col + 1), Hex(terrain=Piece("hills", behavior="BLUFF")))
    for col in (8, 16):
        s.set_hex(Coord(3, col + 1), Hex(terrain=Piece("hills", behavior="BLUFF"),
                                         unit=Unit("infger")))
    for col in (0, 2):
        s.set_hex(Coord(1, col + 1), Hex(terrain=Piece("mountain",
                                                       behavior="IMPASSABLE_BLOCKING_HILL")))
    s.set_hex(Coord(2, 20), Hex(terrain=Piece("woods"), unit=Unit("infger")))
    s.set_hex(Coord(0, 14), Hex(unit=Unit("tankger")))
    for col in (7, 11, 15, 19):
        s.set_hex(Coord(5, col), Hex(tags=(Tag("tag3", "MINE_FIELD", Side.AXIS),)))
    for col in (6, 10, 14, 18):
        s.set_hex(Coord(7, col + 1), Hex(unit=Unit("infus")))
    s.set_hex(Coord(8, 12), Hex(unit=Unit("tankus")))
    s.set_hex(Coord(2, 12), Hex(terrain=Piece("buildings"), unit=Unit("gunger"),
                                tags=(Tag("medal1", medal=Medal(permanent=True)),)))
    s.labels.append(Label(Coord(1, 1), ("Mont Gris",)))
    s.text["en"] = ScenarioText(
        name="The Grey Bluffs", subtitle="Normandy - June 6, 1944",
        historical="At dawn the assault companies came ashore below the grey bluffs, "
                   "where the defenders had sown the sands with mines.",
        description="Axis player: 4 Command cards.\nAllied player: 6 Command cards. "
                    "You move first.",
        victory="5 Medals.\nThe village on the heights is a permanent Medal Objective "
                "for the Allies.",
        rules="The bluffs are Sea Bluffs: infantry may only climb them from the beach.\n\n"
              "Minefields are in effect.\n\n"
              "Reinforcements: from the second turn, the Allied player may land one "
              "infantry unit a turn.\n\n"
              "The Mont Gris is impassable and blocks line of sight.")
    return s


def wadi_line() -> Scenario:
    """A desert defence of our own (official in style, no official scenario's map or
    texts): Italian and German infantry, the Italians under the Italian army badge, hold a
    wadi behind minefields and a bridge they may blow; the file sets the rule options of
    the Italian Royal Army, of the minefield tokens' deck and of blowing the bridge, none of
    which the engine plays. A bunker made impassable stands on a hill no unit holds."""
    s = Scenario(board_type=BoardType.STANDARD, face=Face.DESERT,
                 game_info=axis_against_allies(
                     ("IT", "GB"), cards=(5, 5), medals=(6, 6), date="1942-06-01",
                     options={"italy_royal_army": True, "mine_deck_name": "TERRAIN",
                              "blowbridge_opt2": {"side": "AXIS", "option": 1}}))
    for col in (2, 6, 10, 14, 18, 22):
        s.set_hex(Coord(4, col), Hex(terrain=Piece("wadi")))
    s.set_hex(Coord(4, 12), Hex(terrain=Piece("river"),
                                rect_terrain=Piece("bridge", behavior="CAN_BE_BLOWN")))
    for col in (4, 8, 16):
        s.set_hex(Coord(3, col + 1), Hex(unit=Unit("infger", badge="badge38")))
    s.set_hex(Coord(3, 13), Hex(unit=Unit("inf2ger")))
    s.set_hex(Coord(2, 20), Hex(terrain=Piece("hills"),
                                rect_terrain=Piece("bunker", behavior="IMPASSABLE_HILL")))
    for col in (5, 9, 17):
        s.set_hex(Coord(5, col), Hex(tags=(Tag("tag3", "MINE_FIELD", Side.AXIS),)))
    for col in (4, 10, 16):
        s.set_hex(Coord(7, col + 1), Hex(unit=Unit("infbrit")))
    s.set_hex(Coord(8, 12), Hex(unit=Unit("tankbrit")))
    s.text["en"] = ScenarioText(
        name="The Dry Crossing", subtitle="Libya - June 1942",
        historical="The Italian infantry dug in along the dry river bed, the only bridge "
                   "ready for demolition and the approaches sown with mines.",
        description="Axis player: 5 Command cards.\nAllied player: 5 Command cards. "
                    "You move first.",
        victory="6 Medals.",
        rules="The Italian units are marked with a badge.")
    return s
