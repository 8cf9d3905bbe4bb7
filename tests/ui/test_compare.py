"""The changes window's words (``editor.ui.compare``)."""

from __future__ import annotations

import pytest

from editor.io.diff import Difference
from editor.ui.compare import difference_place


@pytest.mark.parametrize(("path", "said"), [
    # the field of Scenario properties, then what in it changed (it read "Victory:
    # conditions: E5 F5 G5 → E5 F5", and a number or a side the same, with no word of the
    # sudden death nor of which of its fields: the diffaudit audit)
    ("$.game_info.victory.condition[0].group_sudden_death.group",
     "Victory: conditions › condition 1 › sudden death › group"),
    ("$.game_info.victory.condition[1].group_sudden_death.number",
     "Victory: conditions › condition 2 › sudden death › number"),
    ("$.game_info.options.smoke_screen.side", "Packs & options: option Smoke screen › side"),
    ("$.board.groups[0].hexes", "Hex group 1 › hexes"),
    ("$.board.extra_key", "The map › extra key"),  # (the mut12 audit)
    # a field named whole is said as before
    ("$.game_info.cards_player1", "Battle info: command cards of player 1"),
    ("$.text.fr.victory", "Texts (fr): Conditions of victory"),
    ("$.packs.air", "Packs & options: packs"),  # the expansion is named by the change
    ("$.meta_data.author", "File information: author"),
    ("$.custom_top.x", "$.custom_top.x"),  # no field: the path
])
def test_a_setting_is_placed_by_its_field_then_what_in_it_changed(path: str, said: str
                                                                  ) -> None:
    assert difference_place(Difference(path, path.rsplit(".", 1)[-1], 1, 2)) == said
