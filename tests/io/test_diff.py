"""What differs between two versions of a scenario (``editor.io.diff``, ``m44 diff``)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from editor.cli import main
from editor.engine.board import BoardType, Coord, Face, Side
from editor.engine.faces import FACE_WORDS
from editor.engine.scenario import Hex, Label, Medal, Piece, Scenario, ScenarioText, Tag, Unit
from editor.io.diff import Difference, from_first_difference, json_said, scenario_diff
from editor.io.m44 import load, loads, save

from ..conftest import SCENARIOS


def lines(a: Scenario, b: Scenario) -> list[str]:
    return [str(d) for d in scenario_diff(a, b)]


def test_a_scenario_is_the_same_as_itself_and_as_its_sloppy_copy(tmp_path: Path) -> None:
    s = load(SCENARIOS[0]).scenario
    assert scenario_diff(s, s.copy()) == []
    doc = json.loads(SCENARIOS[0].read_text("utf-8"))
    doc["board"]["hexagons"] = {"item": list(reversed(doc["board"]["hexagons"]))}
    doc["game_info"]["cards_player1"] = str(doc["game_info"]["cards_player1"])
    sloppy = tmp_path / "sloppy.m44"
    sloppy.write_text(json.dumps(doc), encoding="utf-8")
    assert scenario_diff(s, load(sloppy).scenario) == []


def test_each_layer_of_a_hex_is_said_by_the_hexs_name() -> None:
    a, b = Scenario(), Scenario()
    a.set_hex(Coord(0, 0), Hex(terrain=Piece("woods")))
    b.set_hex(Coord(0, 0), Hex(terrain=Piece("hills")))
    a.set_hex(Coord(1, 1), Hex(obstacle=Piece("wire")))
    b.set_hex(Coord(1, 1), Hex(obstacle=Piece("wire"), tags=(Tag("medal2"),)))
    b.set_hex(Coord(2, 2), Hex(rect_terrain=Piece("bunker")))
    a.set_hex(Coord(3, 3), Hex(unit=Unit("inf", nbr_units=4)))
    b.set_hex(Coord(3, 3), Hex(unit=Unit("inf", nbr_units=3)))
    assert lines(a, b) == [
        "A9: terrain Forests (woods) → Hills (hills)",  # by label and name
        'a8: markers added: Objective medal, Axis (medal2)',  # as the palette names them
        "B7: square piece added: Bunkers (bunker)",  # (they read "tags", "rect terrain")
        "b6: unit inf: figures 4 → 3",  # (no such name: as written)
    ]


def test_what_else_a_piece_or_unit_has_is_said_key_by_key() -> None:
    """A unit that kept its name said its whole self twice, what changed in JSON: "German
    Infantry (infger) → German Infantry (infger) {"nbr_units":4}" of the standard count
    written out. Each key that changed is said, in the editor's words."""
    a, b = Scenario(), Scenario()
    a.set_hex(Coord(0, 0), Hex(unit=Unit("infger")))
    b.set_hex(Coord(0, 0), Hex(unit=Unit("infger", nbr_units=4)))
    a.set_hex(Coord(1, 1), Hex(unit=Unit("infus", nbr_units=3, badge="badge5")))
    b.set_hex(Coord(1, 1), Hex(unit=Unit("infus", badge="badge6")))
    a.set_hex(Coord(2, 2), Hex(rect_terrain=Piece("bunker", original_owner=Side.AXIS)))
    b.set_hex(Coord(2, 2), Hex(rect_terrain=Piece("bunker", original_owner=Side.ALLIES)))
    assert lines(a, b) == [
        # the standard count written out changes nothing; a count left out is the
        # standard (they read "figures 4 added" and "figures 3 removed")
        "A9: unit German Infantry (infger): figures 4 (standard) written out",
        'a8: unit US Infantry (infus): badge "badge5" → "badge6"; figures 3 → 4 (standard)',
        # a side in the editor's words (it read 'owner "AXIS" → "ALLIES"': the diffaudit
        # audit)
        "B7: square piece Bunkers (bunker): owner Axis → Allies",
    ]


def test_a_unit_that_changed_hexes_is_said_moved_the_nearest_first() -> None:
    a, b = Scenario(), Scenario()
    for c in (Coord(4, 4), Coord(4, 20)):
        a.set_hex(c, Hex(unit=Unit("tankus")))
    for c in (Coord(4, 6), Coord(4, 18)):
        b.set_hex(c, Hex(unit=Unit("tankus")))
    a.set_hex(Coord(6, 6), Hex(unit=Unit("infger")))  # gone, none like it came
    b.set_hex(Coord(8, 8), Hex(unit=Unit("gunger")))  # came, none like it gone
    assert scenario_diff(a, b)[0].hexes == (Coord(4, 4), Coord(4, 6))
    assert lines(a, b) == [
        "C5 → D5: unit moved: US Armor (tankus)",
        "K5 → J5: unit moved: US Armor (tankus)",
        "D3: unit removed: German Infantry (infger)",
        "E1: unit added: German Artillery (gunger)",
    ]


def test_a_move_is_said_in_the_board_order_of_the_hex_it_left() -> None:
    """Found by the mutation audit: moves are found after the hexes' other changes, and
    nothing held that they are then said in their place among them."""
    a, b = Scenario(), Scenario()
    a.set_hex(Coord(0, 0), Hex(unit=Unit("tankus")))
    b.set_hex(Coord(0, 2), Hex(unit=Unit("tankus")))
    a.set_hex(Coord(8, 8), Hex(terrain=Piece("woods")))
    assert lines(a, b) == ["A9 → B9: unit moved: US Armor (tankus)",
                           "E1: terrain removed: Forests (woods)"]


def test_a_hexs_key_of_another_tool_is_said_at_its_hex() -> None:
    """Found by the mutation audit: a key that no layer reads, kept on a hex, is a
    difference when it changes (the group's hexes had a test, the board's none)."""
    def board(note: str) -> Scenario:
        return loads(json.dumps({"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [
            {"row": 2, "col": 4, "terrain": {"name": "woods"}, "note": note}]}})).scenario
    assert lines(board("ford"), board("ford")) == []
    assert lines(board("bridge end"), board("ford")) == ['C7: note "bridge end" → "ford"']


@pytest.mark.parametrize(("gone", "come", "said"), [
    # the nearest pair is H9 → I9, and A9 → M9 what is left (a sum of columns instead of
    # their difference would pair A9 with I9)
    ((Coord(0, 14), Coord(0, 0)), (Coord(0, 16), Coord(0, 24)), ["A9 → M9", "H9 → I9"]),
    # the same down a column
    ((Coord(4, 4), Coord(0, 4)), (Coord(6, 4), Coord(8, 4)), ["C9 → C1", "C5 → C3"]),
    # rows and columns not mixed up
    ((Coord(0, 0), Coord(0, 4)), (Coord(0, 8), Coord(4, 4)), ["A9 → C5", "C9 → E9"]),
])
def test_units_gone_and_come_are_paired_by_their_distance(
        gone: tuple[Coord, ...], come: tuple[Coord, ...], said: list[str]) -> None:
    """Found by the mutation audit: the pairs of the test above are the nearest under many
    a wrong distance too; each case here pairs otherwise under one."""
    a, b = Scenario(), Scenario()
    for c in gone:
        a.set_hex(c, Hex(unit=Unit("tankus")))
    for c in come:
        b.set_hex(c, Hex(unit=Unit("tankus")))
    assert lines(a, b) == [f"{moved}: unit moved: US Armor (tankus)" for moved in said]


def test_names_settings_and_texts_are_said_by_path() -> None:
    a = Scenario(labels=[Label(Coord(2, 2), ("Ferme",))],
                 text={"en": ScenarioText(description="The Allied player takes 5 cards.")})
    b = replace(a, labels=[Label(Coord(2, 2), ("Ferme", "Neuve")), Label(Coord(4, 4), ("X",))],
                text={"en": ScenarioText(description="The Allied player takes 6 cards."),
                      "fr": ScenarioText(name="Nom")})
    b.game_info = replace(b.game_info, cards_player2=6)
    assert lines(a, b) == [
        'B7: label "Ferme" → "Ferme Neuve"',
        'C5: label added: "X"',
        "$.game_info.cards_player2: added: 6",
        '$.text.en.description: "…layer takes 5 cards." → "…layer takes 6 cards."',
        '$.text.fr.name: added: "Nom"',  # a language added is said field by field
    ]


def test_options_and_packs_added_are_said_one_by_one_by_name() -> None:
    """The first option was said as a JSON object ('$.game_info.options: added:
    {"air_rules":true}'), and an expansion by the number the file keeps for it ('added:
    1')."""
    a = Scenario()
    b = replace(a, packs={"air": 1})
    b.game_info = replace(b.game_info, options={"air_rules": True, "blitz_rules": True})
    assert lines(a, b) == [
        "$.game_info.options.air_rules: added: true",
        "$.game_info.options.blitz_rules: added: true",
        "$.packs.air: added: Air Pack (air)",
    ]
    assert lines(b, a)[-1] == "$.packs.air: removed: Air Pack (air)"


def test_a_place_name_moved_to_another_hex_is_said_moved() -> None:
    a = Scenario(labels=[Label(Coord(2, 2), ("Ferme",)), Label(Coord(6, 6), ("Bois",))])
    b = Scenario(labels=[Label(Coord(2, 4), ("Ferme",)), Label(Coord(8, 8), ("Pont",))])
    assert lines(a, b) == ['B7 → C7: label moved: "Ferme"', 'D3: label removed: "Bois"',
                           'E1: label added: "Pont"']
    assert scenario_diff(a, b)[0].hexes == (Coord(2, 2), Coord(2, 4))


def test_another_board_is_said_first_by_name() -> None:
    """Found by the lab-words audit: a board's type and face were said by JSON path and
    code ('$.board.face: "COUNTRY" → "BEACH"'), where the editor says "a beach board"."""
    a, b = Scenario(), Scenario(board_type=BoardType.BRKTHRU, face=Face.BEACH)
    assert lines(a, b)[:2] == ["board type: standard → Breakthrough",
                               "board face: countryside → beach"]
    assert [(d.place, d.before, d.after) for d in scenario_diff(a, b)[:2]] == [
        ("$.board.type", "STANDARD", "BRKTHRU"), ("$.board.face", "COUNTRY", "BEACH")]


def test_a_hex_the_new_board_lacks_is_named_on_the_old_board() -> None:
    """Found by the faces audit: a Breakthrough version compared with a standard one said
    its bottom rows' units as moved from "A-7" and "D-5", names of no board (the rows of the
    new board counted from its bottom edge); a hex off the new board is named on the old
    one, which says so. The hexes both boards have keep the new board's names."""
    a = Scenario(board_type=BoardType.BRKTHRU)
    a.set_hex(Coord(16, 0), Hex(unit=Unit("infus")))
    a.set_hex(Coord(14, 6), Hex(terrain=Piece("woods")))
    a.set_hex(Coord(2, 2), Hex(terrain=Piece("hills")))
    b = Scenario()
    b.set_hex(Coord(8, 0), Hex(unit=Unit("infus")))
    assert lines(a, b)[1:] == [
        "B7: terrain removed: Hills (hills)",
        "D3 (on the Breakthrough board): terrain removed: Forests (woods)",
        "A1 (on the Breakthrough board) → A1: unit moved: US Infantry (infus)"]
    c = Scenario(board_type=BoardType.OVERLORD)
    c.set_hex(Coord(0, 50), Hex(unit=Unit("infger")))
    assert lines(c, Scenario())[1:] == [
        "Z9 (on the Overlord board): unit removed: German Infantry (infger)"]


def test_a_place_on_no_hex_of_either_board_is_said_by_row_and_column() -> None:
    """A place name on no hex of the board (a file's label at row 30, which the reader
    keeps) was said at "B-21", a hex name of no board (the leftovers2 audit): a place on
    no hex of either board is said by its row and column, as m44 validate says it, and
    --json keeps its row and column."""
    a = Scenario(labels=[Label(Coord(30, 2), ("Far",)), Label(Coord(3, 4), ("Odd",))])
    assert lines(Scenario(), a) == [
        'row 3 col 4 (no hex of the standard board): label added: "Odd"',
        'row 30 col 2 (no hex of the standard board): label added: "Far"']
    b = Scenario(board_type=BoardType.BRKTHRU)
    assert lines(a, b)[1:] == [
        'row 3 col 4 (no hex of either board): label removed: "Odd"',
        'row 30 col 2 (no hex of either board): label removed: "Far"']
    assert scenario_diff(a, b)[-1].as_json()["hexes"] == [{"row": 30, "col": 2}]


def test_the_codes_of_a_setting_are_said_in_the_editors_words() -> None:
    """Sides, countries, the starting player, the front and the type of battle were said as
    their codes ('"AXIS" → "ALLIES"', '"DE"'): they are said as the editor's forms say them;
    a code not in its vocabulary as written."""
    a = Scenario()
    a.game_info = replace(a.game_info, side_player1=Side.AXIS, side_player2=Side.ALLIES,
                          country_player1="DE", starting="PLAYER2", front="WESTERN",
                          type="FICTIONAL")
    b = Scenario()
    b.game_info = replace(a.game_info, side_player1=Side.ALLIES, side_player2=Side.AXIS,
                          country_player1="RU", starting="PLAYER1", front="EASTERN",
                          type="HISTORICAL")
    assert lines(a, b) == [
        "$.game_info.side_player1: Axis → Allies",
        "$.game_info.country_player1: Germany → Soviet Union",
        "$.game_info.side_player2: Allies → Axis",
        "$.game_info.starting: player 2 (bottom) → player 1 (top)",
        "$.game_info.front: Western front → Eastern front",
        "$.game_info.type: an invented battle → a historical battle"]  # (was "an invented one")
    unknown = Difference("$.game_info.front", "front", "WESTERN", "NORDIC")
    assert unknown.describe() == 'Western front → "NORDIC"'


def test_the_second_players_country_is_said_in_words_as_the_firsts() -> None:
    """Found by the mutation audit: the vocabularies made for player 1 and player 2 alike
    were checked for player 1's country only."""
    a, b = Scenario(), Scenario()
    a.game_info = replace(a.game_info, country_player2="US")
    b.game_info = replace(b.game_info, country_player2="GB")
    assert lines(a, b) == ["$.game_info.country_player2: United States → Great Britain"]


def test_a_label_with_name_in_its_words_is_said_as_its_words() -> None:
    """Found by the mutation audit: a piece is told from a text by being an object with a
    "name", and a text holding the word "name" must not pass for one."""
    a = Scenario(labels=[Label(Coord(2, 2), ("Hill named 112",))])
    assert lines(a, Scenario()) == ['B7: label removed: "Hill named 112"']
    assert lines(Scenario(), a) == ['B7: label added: "Hill named 112"']


def test_a_texts_change_is_said_from_twelve_characters_before_it() -> None:
    """Found by the mutation audit: where a changed text starts to be said held for one
    example only. Twelve characters before the first that differs, whole when that leaves
    out no more than one, the spaces run together first."""
    assert from_first_difference("x" * 13 + "4", "x" * 13 + "5") == ("x" * 13 + "4",
                                                                     "x" * 13 + "5")
    assert from_first_difference("x" * 14 + "4", "x" * 14 + "5") == ("…" + "x" * 12 + "4",
                                                                     "…" + "x" * 12 + "5")
    assert from_first_difference("a  b" + "x" * 10 + "4", "a b" + "x" * 10 + "5") == (
        "a b" + "x" * 10 + "4", "a b" + "x" * 10 + "5")


def test_a_text_is_said_with_its_spaces_run_together() -> None:
    """Found by the mutation audit: a text's line breaks and runs of spaces were said."""
    assert json_said("Hold  the\nbridge") == '"Hold the bridge"'


def test_a_value_is_said_with_its_accents() -> None:
    """Found by the mutation audit: JSON's escapes of non-ASCII letters were never seen."""
    a = Scenario()
    a.set_hex(Coord(0, 0), Hex(unit=Unit("tankus", extra={"note": "Château"})))
    # (what else a unit has said field by field since the diffaudit audit)
    assert lines(Scenario(), a) == ['A9: unit added: US Armor (tankus): note "Château"']


def test_a_long_value_is_said_cut_to_sixty_characters() -> None:
    """Found by the mutation audit: a value was cut, but at no length a test held."""
    whole = "x" * 58  # 60 characters with its quotes
    assert json_said(whole) == f'"{whole}"'
    assert json_said(whole + "y") == '"' + whole + "…"
    assert len(json_said("z" * 500)) == 60


def test_m44_diff_exits_1_when_they_differ_0_when_not(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    s = load(SCENARIOS[0]).scenario
    v2 = s.copy()
    v2.game_info = replace(v2.game_info, cards_player1=7)
    save(v2, tmp_path / "v2.m44")
    a, b = str(SCENARIOS[0]), str(tmp_path / "v2.m44")
    assert main(["diff", a, a]) == 0
    assert capsys.readouterr().out.splitlines() == [f"{a} → {a}: the same scenario"]
    assert main(["diff", a, b]) == 1
    assert capsys.readouterr().out.splitlines() == [
        f"$.game_info.cards_player1: {s.game_info.cards_player1} → 7",
        f"{a} → {b}: 1 difference"]
    assert main(["-q", "diff", a, b]) == 1
    assert capsys.readouterr().out.splitlines() == [
        f"$.game_info.cards_player1: {s.game_info.cards_player1} → 7"]
    assert main(["diff", a, b, "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["same"] is False and report["differences"] == [
        {"place": "$.game_info.cards_player1", "what": "cards_player1", "change": "changed",
         "before": s.game_info.cards_player1, "after": 7, "hexes": []}]
    # a face said in words; the JSON report keeps its path and its codes
    v3 = s.copy()
    v3.face = Face.WINTER if s.face != Face.WINTER else Face.DESERT
    save(v3, tmp_path / "v3.m44")
    assert main(["diff", a, str(tmp_path / "v3.m44")]) == 1
    assert capsys.readouterr().out.splitlines()[0] == (
        f"board face: {FACE_WORDS[s.face]} → {FACE_WORDS[v3.face]}")
    assert main(["diff", a, str(tmp_path / "v3.m44"), "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["differences"][0] == {
        "place": "$.board.face", "what": "face", "change": "changed", "before": s.face.value,
        "after": v3.face.value, "hexes": []}


def test_m44_diff_of_an_unreadable_file_or_stdin_twice_exits_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.m44"
    bad.write_text("[", encoding="utf-8")
    assert main(["diff", str(SCENARIOS[0]), str(bad)]) == 2
    assert capsys.readouterr().err.startswith(f"{bad}: ")
    assert main(["diff", "-", "-"]) == 2
    assert "only once" in capsys.readouterr().err


def test_a_key_of_another_tool_on_a_group_hex_is_a_difference() -> None:
    """A named group's hex entry whose key of another tool changed is said by path (it was
    no difference: the reader dropped the key)."""
    def board(note: str) -> str:
        return json.dumps({"board": {"type": "STANDARD", "face": "COUNTRY", "groups": [
            {"group_id": 1, "hexes": [{"row": 2, "col": 4, "note": note}]}]}})
    a, b = loads(board("bridge end")).scenario, loads(board("ford")).scenario
    (d,) = scenario_diff(a, b)
    assert d.place == "$.board.groups[0].hexes"  # (the group's hexes: the diffaudit audit)
    assert '"note":"bridge end"' in str(d) and '"note":"ford"' in str(d)


def test_figures_are_said_as_the_counts_the_unit_has() -> None:
    """A count given where there was none, or taken away, is said with the type's standard
    count it stands beside (an artillery's 2, an infantry's 4); a name no rules know keeps
    the counts as written."""
    a, b = Scenario(), Scenario()
    a.set_hex(Coord(0, 0), Hex(unit=Unit("gunger")))
    b.set_hex(Coord(0, 0), Hex(unit=Unit("gunger", nbr_units=1)))
    a.set_hex(Coord(1, 1), Hex(unit=Unit("infus", nbr_units=4)))
    b.set_hex(Coord(1, 1), Hex(unit=Unit("infus")))
    a.set_hex(Coord(2, 2), Hex(unit=Unit("inf")))
    b.set_hex(Coord(2, 2), Hex(unit=Unit("inf", nbr_units=3)))
    # a count written in both is said as written, the standard among them or not
    a.set_hex(Coord(3, 3), Hex(unit=Unit("infus", nbr_units=3)))
    b.set_hex(Coord(3, 3), Hex(unit=Unit("infus", nbr_units=2)))
    a.set_hex(Coord(4, 4), Hex(unit=Unit("tankger", nbr_units=3)))
    b.set_hex(Coord(4, 4), Hex(unit=Unit("tankger", nbr_units=2)))
    assert lines(a, b) == [
        "A9: unit German Artillery (gunger): figures 2 (standard) → 1",
        "a8: unit US Infantry (infus): figures 4 (standard) left out",
        "B7: unit inf: figures 3 added",
        "b6: unit US Infantry (infus): figures 3 → 2",
        "C5: unit German Armor (tankger): figures 3 → 2",
    ]


def test_only_a_whole_count_of_figures_is_said_beside_the_standard() -> None:
    """Another whole number a unit gains is said under its own key, not as figures; a count
    written as text (kept as read on a piece that carries a unit's name) is said as
    written, never set beside a standard it cannot be compared with. Found by the mut5
    audit."""
    def board(unit: dict[str, object], piece: dict[str, object]) -> str:
        return json.dumps({"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [
            {"row": 0, "col": 0, "unit": unit, "rect_terrain": piece}]}})
    a = loads(board({"name": "infus"}, {"name": "infus", "nbr_units": None})).scenario
    b = loads(board({"name": "infus", "special": 5},
                    {"name": "infus", "nbr_units": "4"})).scenario
    assert [str(d) for d in scenario_diff(a, b)] == [
        'A9: square piece US Infantry (infus): figures "4" added',
        "A9: unit US Infantry (infus): special 5 added",
    ]


def test_a_hex_off_both_boards_is_said_by_row_and_column_not_on_a_board() -> None:
    """A hex neither board has (a file's hex off the map) is never said to be "on the
    standard board" that has no such hex either (the mut6 audit): by its row and column,
    no hex of the board (as a place name there, since the leftovers2 audit)."""
    a, b = Scenario(), Scenario()
    a.set_hex(Coord(12, 2), Hex(terrain=Piece("woods")))
    assert lines(a, b)[-1:] == [
        "row 12 col 2 (no hex of the standard board): terrain removed: Forests (woods)"]


def test_a_markers_change_is_said_marker_by_marker_and_field_by_field() -> None:
    """A hex's markers were said whole, as JSON cut at sixty characters, before and after:
    a medal's worth changed from 1 to 2, or a hex taken out of an exit line, read "g6:
    markers Objective medal, Allies (medal1) {"group":["g6"],"medal":{"… → (the same)".
    Each marker is said by its name, each of its fields (a medal's too) that changed in
    words, a side as the editor says it, an exit line by its hexes; a marker added or
    removed with all its fields. Found by the diffaudit audit."""
    a, b = Scenario(), Scenario()
    medal = Tag("medal1", group=("g6",), medal=Medal(majority=True, side=Side.ALLIES,
                                                      counts_for=1))
    a.set_hex(Coord(3, 13), Hex(tags=(medal,)))
    b.set_hex(Coord(3, 13), Hex(tags=(replace(medal, medal=replace(
        medal.medal, counts_for=2, side=Side.AXIS, permanent=True)),)))
    exit_line = Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES,
                    group=("C1", "D1", "E1", "F1", "G1", "H1", "I1", "J1"))
    a.set_hex(Coord(8, 4), Hex(tags=(exit_line,)))
    b.set_hex(Coord(8, 4), Hex(tags=(replace(exit_line, group=exit_line.group[:-1]),
                                     Tag("medal0"))))
    b.set_hex(Coord(8, 8), Hex(tags=(exit_line,)))
    assert lines(a, b) == [
        "g6: markers Objective medal, Allies (medal1): medal counts for 1 → 2; "
        "medal permanent true added; medal side Allies → Axis",
        "C1: markers Exit marker (arrow) (tag4): group C1 D1 E1 F1 G1 H1 I1 J1 → "
        "C1 D1 E1 F1 G1 H1 I1; Objective medal, either side (medal0) added",
        'E1: markers added: Exit marker (arrow) (tag4): behavior "EXIT_MARKER", '
        "group C1 D1 E1 F1 G1 H1 I1 J1, side Allies",
    ]


def test_markers_or_an_exit_line_in_another_order_are_no_difference() -> None:
    """The markers of a hex, and the hexes of a marker's group, are sets: listed in another
    order they are the same scenario (they were said changed, before and after alike).
    Found by the diffaudit audit."""
    a, b = Scenario(), Scenario()
    a.set_hex(Coord(8, 4), Hex(tags=(Tag("medal0"), Tag("tag4", group=("C1", "D1")))))
    b.set_hex(Coord(8, 4), Hex(tags=(Tag("tag4", group=("D1", "C1")), Tag("medal0"))))
    assert lines(a, b) == []


def test_a_change_inside_a_list_of_settings_is_said_where_it_is() -> None:
    """A list (the victory conditions, a rule option's, a key of another tool's) was said
    whole, as JSON cut at sixty characters: a hex added to a sudden death group read
    '$.game_info.victory.condition: [{"group_sudden_death":{"group":["E5","F5"],"number":2,
    "sid… → [{"group_sudden_death":{"group":["E5","F5","G5"],"number":2…', the change out
    of sight. A list as long as before is said item by item, by index; a group of hexes by
    its hexes (in another order, no difference), a side in words; a long value that changed
    from where it differs. Found by the diffaudit audit."""
    def scenario(group: list[str], side: str, tracks: list[int], notes: list[str]) -> Scenario:
        return loads(json.dumps({
            "game_info": {"side_player1": "AXIS", "side_player2": "ALLIES", "victory": {
                "condition": [{"group_sudden_death": {"side": side, "number": 2,
                                                      "group": group}}]}},
            "board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": []},
            "tracks": tracks, "notes": notes})).scenario
    a = scenario(["E5", "F5"], "ALLIES", [1, 2], ["x" * 70 + "a"])
    b = scenario(["E5", "F5", "G5"], "AXIS", [1, 3], ["x" * 70 + "b"])
    assert lines(a, b) == [
        "$.game_info.victory.condition[0].group_sudden_death.side: Allies → Axis",
        "$.game_info.victory.condition[0].group_sudden_death.group: E5 F5 → E5 F5 G5",
        "$.tracks[1]: 2 → 3",
        '$.notes[0]: "…xxxxxxxxxxxxa" → "…xxxxxxxxxxxxb"',
    ]
    c = scenario(["F5", "E5"], "ALLIES", [1, 2, 3], ["x" * 70 + "a"])
    long_a = scenario(["F5", "E5"], "ALLIES", [1, 2] + list(range(40)), [])
    long_b = scenario(["F5", "E5"], "ALLIES", [1, 2] + list(range(40)) + [99], [])
    assert lines(a, c) == ["$.tracks: [1,2] → [1,2,3]"]  # the hexes in another order: the same
    (longer,) = lines(long_a, long_b)
    assert longer == "$.tracks: …,36,37,38,39] → …,36,37,38,39,99]"


def test_a_place_names_key_of_another_tool_is_a_difference() -> None:
    """A place name's key of another tool, kept by the reader, changed was no difference
    (only the name's words were compared). Found by the diffaudit audit."""
    def board(font: int) -> Scenario:
        return loads(json.dumps({"board": {"type": "STANDARD", "face": "COUNTRY",
                                           "hexagons": [], "labels": [
                                               {"row": 2, "col": 2, "text": ["Ferme"],
                                                "font": font}]}})).scenario
    assert lines(board(1), board(1)) == []
    assert lines(board(1), board(2)) == ['B7: label "Ferme": font 1 → 2']


def test_a_place_name_broken_into_other_lines_is_a_difference() -> None:
    """A place name's words are said on one line, so a name whose words stayed but whose
    lines changed (one line made two: the map prints it otherwise) was no difference.
    Found by the diffaudit audit."""
    a = Scenario(labels=[Label(Coord(2, 2), ("Ferme", "Neuve"))])
    b = Scenario(labels=[Label(Coord(2, 2), ("Ferme Neuve",))])
    assert lines(a, b) == ['B7: label "Ferme Neuve": lines ["Ferme","Neuve"] → ["Ferme Neuve"]']


def test_a_text_whose_spaces_or_line_breaks_changed_says_them() -> None:
    """A text's spaces are run together where it is said, so a paragraph break added read
    '"A B" → "A B"', the same words before and after: the line breaks are shown (⏎), from
    where the texts differ. Windows' line ends (CR LF) for Unix's (LF) are the same text:
    no difference. Found by the diffaudit audit."""
    def texts(rules: str) -> Scenario:
        return Scenario(text={"en": ScenarioText(rules=rules)})
    assert lines(texts("Hold.\nThe bridge."), texts("Hold.\n\nThe bridge.")) == [
        '$.text.en.rules: spaces or line breaks only: "Hold.⏎The bridge." → '
        '"Hold.⏎⏎The bridge."']
    assert lines(texts("x" * 30 + "\nA"), texts("x" * 30 + " A")) == [
        '$.text.en.rules: spaces or line breaks only: "…xxxxxxxxxxxx⏎A" → "…xxxxxxxxxxxx A"']
    assert lines(texts("Hold.\nThe bridge.\n"), texts("Hold.\r\nThe bridge.\r\n")) == []


def test_a_key_of_another_tool_given_null_is_said() -> None:
    """A unit's key of another tool written null, where there was none, was said with
    nothing after the unit's name ("B7: unit German Infantry (infger): "): the key's
    absence and its null were taken for the same. Found by the diffaudit audit."""
    def board(**unit: object) -> Scenario:
        return loads(json.dumps({"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [
            {"row": 2, "col": 2, "unit": {"name": "infger", **unit}}]}})).scenario
    assert lines(board(), board(note=None)) == [
        "B7: unit German Infantry (infger): note null added"]
    assert lines(board(note=None), board()) == [
        "B7: unit German Infantry (infger): note null removed"]


def test_m44_diff_piped_to_a_reader_that_stops_still_exits_1(tmp_path: Path) -> None:
    """``m44 diff A B | head -1`` (under ``set -o pipefail``, or read by a program): the
    reader gone after the first line made the command exit 0, "the same scenario", as
    every command does when its output is cut. What diff exits with is its answer: 1,
    they differ. Found by the diffaudit audit."""
    import subprocess
    import sys

    from ..conftest import ROOT

    a = Scenario()
    b = Scenario()
    for col in range(0, 25, 2):
        b.set_hex(Coord(0, col), Hex(terrain=Piece("woods")))
    save(a, tmp_path / "a.m44")
    save(b, tmp_path / "b.m44")
    proc = subprocess.Popen([sys.executable, "-m", "editor", "diff", str(tmp_path / "a.m44"),
                             str(tmp_path / "b.m44")], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, bufsize=0)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # read nothing: the reader gone before the first line
    err = proc.stderr.read().decode("utf-8")
    assert proc.wait(timeout=120) == 1, err
    assert err == ""


def test_a_piece_or_unit_added_or_moved_is_said_with_its_fields_in_words() -> None:
    """A piece or unit added, removed or moved was said with what else it has as JSON
    ('Bunkers (bunker) {"original_owner":"AXIS"}', 'German Infantry (infger)
    {"badge":"badge4","nbr_units":3}'), where a change of it says "owner Axis → Allies",
    "figures 3 → 2": they are said in the same words. Found by the diffaudit audit."""
    a, b = Scenario(), Scenario()
    a.set_hex(Coord(1, 5), Hex(rect_terrain=Piece("bunker", original_owner=Side.AXIS)))
    a.set_hex(Coord(2, 12), Hex(unit=Unit("infger", nbr_units=3, badge="badge4")))
    b.set_hex(Coord(2, 14), Hex(unit=Unit("infger", nbr_units=3, badge="badge4")))
    b.set_hex(Coord(4, 8), Hex(terrain=Piece("river", orientation=2)))
    assert lines(a, b) == [
        "c8: square piece removed: Bunkers (bunker): owner Axis",
        'G7 → H7: unit moved: German Infantry (infger): badge "badge4", figures 3',
        "E5: terrain added: Rivers & Waterways (straight) (river): orientation 2",
    ]


def test_a_kept_keys_true_for_1_is_a_difference_and_6_for_6_0_none() -> None:
    """A key of another tool, kept as read, changed from true to 1 (or 0 to false) was no
    difference: Python takes True for 1, where JSON and the tool that wrote it do not. A
    number written 6.0 for 6 stays the same number. Found by the diffaudit audit."""
    def doc(value: object) -> Scenario:
        return loads(json.dumps({"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [
            {"row": 0, "col": 0, "unit": {"name": "infus", "flag": value},
             "tags": [{"name": "medal1", "flag": value}], "flag": value}]},
            "flag": value, "text": {"en": {"flag": [value]}}})).scenario
    assert lines(doc(True), doc(1)) == [
        "A9: unit US Infantry (infus): flag true → 1",
        "A9: markers Objective medal, Allies (medal1): flag true → 1",
        "A9: flag true → 1",
        "$.text.en.flag[0]: true → 1",
        "$.flag: true → 1"]
    assert len(lines(doc(0), doc(False))) == 5
    assert lines(doc(6), doc(6.0)) == []


def test_a_marker_added_or_removed_beside_others_is_said() -> None:
    """A hex's markers are compared as a set: a marker added beside one that stays, or one
    removed, is said by itself, with its fields in words; markers added to a hex with none
    are said one after the other, parted by ";" (a marker's name has commas). Found by the
    mut12 audit."""
    a, b = Scenario(), Scenario()
    a.set_hex(Coord(0, 0), Hex(tags=(Tag("medal0"),)))
    b.set_hex(Coord(0, 0), Hex(tags=(Tag("medal0"), Tag("medal2"))))
    a.set_hex(Coord(0, 2), Hex(tags=(Tag("medal0"), Tag("medal2"))))
    b.set_hex(Coord(0, 2), Hex(tags=(Tag("medal0"),)))
    b.set_hex(Coord(0, 4), Hex(tags=(Tag("medal1", medal=Medal(counts_for=2, side=Side.ALLIES)),
                                     Tag("medal2"))))
    assert lines(a, b) == [
        "A9: markers Objective medal, Axis (medal2) added",
        "B9: markers Objective medal, Axis (medal2) removed",
        "C9: markers added: Objective medal, Allies (medal1): medal counts for 2, "
        "medal side Allies; Objective medal, Axis (medal2)",
    ]


def test_a_markers_field_added_or_removed_is_said_in_words_a_side_that_is_none_as_written(
) -> None:
    """A marker's field added or removed is said as a change of it is: a side in words, a
    group emptied as "[]"; a key of another tool's of a side's name ("original_owner") that
    holds no side is said as written (a side looked up for it would raise). Found by the
    mut12 audit."""
    def board(*tags: dict[str, object]) -> Scenario:
        return loads(json.dumps({"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [
            {"row": 0, "col": 2 * i, "tags": [t]} for i, t in enumerate(tags)]}})).scenario
    assert lines(board({"name": "medal1"}, {"name": "tag4", "group": ["C1", "D1"]},
                       {"name": "medal1", "original_owner": "XX"},
                       {"name": "medal1", "original_owner": [1]}),
                 board({"name": "medal1", "side": "ALLIES"}, {"name": "tag4", "group": []},
                       {"name": "medal1"}, {"name": "medal1"})) == [
        "A9: markers Objective medal, Allies (medal1): side Allies added",
        "B9: markers Exit marker (arrow) (tag4): group C1 D1 → []",
        'C9: markers Objective medal, Allies (medal1): owner "XX" removed',
        "D9: markers Objective medal, Allies (medal1): owner [1] removed",
    ]
    assert lines(board({"name": "medal1", "side": "ALLIES"}), board({"name": "medal1"})) == [
        "A9: markers Objective medal, Allies (medal1): side Allies removed"]


def test_a_long_change_is_said_cut_from_where_it_differs() -> None:
    """A long value or text that changed is said from where it differs and cut at sixty
    characters, whichever of the two is long; a text of Windows' line ends whose line
    breaks changed shows them as "⏎" too; a unit replaced by another is said in words
    however long its fields. Found by the mut12 audit."""
    def texts(rules: str) -> Scenario:
        return Scenario(text={"en": ScenarioText(rules=rules)})
    assert lines(texts("Hold.\r\nThe bridge."), texts("Hold.\r\n\r\nThe bridge.")) == [
        '$.text.en.rules: spaces or line breaks only: "Hold.⏎The bridge." → '
        '"Hold.⏎⏎The bridge."']
    assert lines(texts("Hold.\n" + "y" * 100), texts("Hold.\n\n" + "y" * 100)) == [
        '$.text.en.rules: spaces or line breaks only: "Hold.⏎' + "y" * 53 + '…" → "Hold.⏎⏎'
        + "y" * 52 + '…"']

    def tracks(values: list[int]) -> Scenario:
        return loads(json.dumps({"board": {"type": "STANDARD", "face": "COUNTRY",
                                           "hexagons": []}, "tracks": values})).scenario
    assert lines(tracks(list(range(40))), tracks([0, 1, 2, 3] + list(range(5, 40)))) == [
        "$.tracks: [0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22… → "
        "[0,1,2,3,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,2…"]
    assert lines(tracks(list(range(10))), tracks(list(range(40)))) == [
        "$.tracks: …,4,5,6,7,8,9] → …,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,"
        "23,24,…"]
    assert lines(tracks([1, 2]), tracks([2, 1])) == ["$.tracks[0]: 1 → 2", "$.tracks[1]: 2 → 1"]
    a, b = Scenario(), Scenario()
    a.set_hex(Coord(0, 0), Hex(unit=Unit("infger", badge="x" * 80)))
    b.set_hex(Coord(0, 0), Hex(unit=Unit("infus", badge="x" * 80)))
    badge = '"' + "x" * 58 + "…"
    assert lines(a, b) == [f"A9: unit German Infantry (infger): badge {badge} → "
                           f"US Infantry (infus): badge {badge}"]


def test_a_unit_keeping_a_key_true_for_1_is_not_moved_nor_a_place_name_the_same() -> None:
    """True for 1 in a key kept as read is a difference in a unit gone from one hex and come
    to another (not the same unit moved) and in a place name's key; true for false is one
    too. Found by the mut12 audit."""
    def doc(value: object) -> Scenario:
        return loads(json.dumps({"board": {"type": "STANDARD", "face": "COUNTRY", "hexagons": [
            {"row": 0, "col": 0 if value is True else 4, "unit": {"name": "infus", "flag": value}}],
            "labels": [{"row": 2, "col": 2, "text": ["Ferme"], "font": value}]}})).scenario
    assert lines(doc(True), doc(1)) == [
        "A9 → C9: unit moved and changed: US Infantry (infus): flag true → 1",
        'B7: label "Ferme": font true → 1']
    assert lines(doc(True), doc(False))[-1] == 'B7: label "Ferme": font true → false'


def test_a_board_turned_or_mirrored_is_said_as_such_then_what_else_changed() -> None:
    """Found by the breakthrough audit: after the board was turned, the balance lab said
    the scenario differed by some hundred changes, listed terrain by terrain. A scenario
    that is another turned half a turn, mirrored, or both, is said so, with the changes
    left after it; one edited here and there, or the same, is not."""
    from editor.engine.transform import mirror, turn_180
    from editor.io.diff import whole_board_change

    def said(a: Scenario, b: Scenario) -> tuple[str | None, list[Difference]]:
        change, left = whole_board_change(a, b)
        return (None if change is None else str(change)), left

    s = next(x for x in (load(p).scenario for p in SCENARIOS) if x.face is not Face.BEACH)
    assert whole_board_change(s, s.copy()) == (None, [])
    assert said(s, turn_180(s)) == ("turned half a turn, the players swapped", [])
    assert said(s, mirror(s)) == ("mirrored left to right", [])
    both = turn_180(mirror(s))
    c = next(c for c in both.board.coords if both.hex(c).is_empty)
    both.set_hex(c, Hex(unit=Unit("infus")))
    words, left = said(s, both)
    assert words == "mirrored left to right and turned half a turn, the players swapped"
    assert [str(d) for d in left] == [str(d) for d in scenario_diff(turn_180(mirror(s)), both)]
    assert len(left) == 1
    edited = s.copy()
    edited.set_hex(next(e for e in s.board.coords if s.hex(e).is_empty), Hex(unit=Unit("infus")))
    assert whole_board_change(s, edited) == (None, scenario_diff(s, edited))
    assert len(scenario_diff(s, edited)) == 1


def test_a_unit_moved_and_changed_is_said_moved_with_its_changes() -> None:
    """A unit moved one hex that lost a figure, or got a badge, was said removed from one
    hex and added to the other, as if another unit had come. Where the pairing is sure,
    one unit of that name gone and one come (those moved unchanged paired first), it is
    said moved and changed, shown where it now stands. Found by the leftovers7 audit."""
    a, b = Scenario(), Scenario()
    a.set_hex(Coord(4, 4), Hex(unit=Unit("infger")))
    b.set_hex(Coord(4, 6), Hex(unit=Unit("infger", nbr_units=3)))
    a.set_hex(Coord(6, 6), Hex(unit=Unit("tankus")))
    b.set_hex(Coord(6, 8), Hex(unit=Unit("tankus", badge="badge5")))
    a.set_hex(Coord(0, 0), Hex(unit=Unit("infus")))  # gone, and what came is another kind
    b.set_hex(Coord(0, 2), Hex(unit=Unit("gunger")))
    assert lines(a, b) == [
        "A9: unit removed: US Infantry (infus)",
        "B9: unit added: German Artillery (gunger)",
        "C5 → D5: unit moved and changed: German Infantry (infger): "
        "figures 4 (standard) → 3",
        'D3 → E3: unit moved and changed: US Armor (tankus): badge "badge5" added'
    ]
    moved = scenario_diff(a, b)[2]
    assert (moved.change, moved.hexes) == ("moved", (Coord(4, 4), Coord(4, 6)))
    assert moved.as_json() == {
        "place": "C5 → D5", "what": "unit", "change": "moved", "before": {"name": "infger"},
        "after": {"name": "infger", "nbr_units": 3},
        "hexes": [{"row": 4, "col": 4}, {"row": 4, "col": 6}]}


def test_units_moved_and_changed_are_paired_only_where_no_other_pairing_is_as_likely(
        ) -> None:
    """Several units of one name gone and come changed: which went where is a guess, so
    each is said removed or added, as before; a unit moved unchanged is paired first (the
    nearest), and a unit of that name left alone on either side then pairs with the one
    left on the other."""
    a, b = Scenario(), Scenario()
    for c in (Coord(2, 2), Coord(2, 10)):
        a.set_hex(c, Hex(unit=Unit("infger")))
    for c in (Coord(2, 4), Coord(2, 12)):
        b.set_hex(c, Hex(unit=Unit("infger", nbr_units=3)))
    assert [d.change for d in scenario_diff(a, b)] == ["removed", "added", "removed", "added"]
    b.set_hex(Coord(2, 12), Hex(unit=Unit("infger")))  # one of them moved unchanged
    assert lines(a, b) == [
        "B7 → C7: unit moved and changed: German Infantry (infger): "
        "figures 4 (standard) → 3",
        "F7 → G7: unit moved: German Infantry (infger)"]
    b.set_hex(Coord(6, 6), Hex(unit=Unit("infger", badge="badge5")))  # a third come
    assert [d.change for d in scenario_diff(a, b)] == ["removed", "added", "moved", "added"]


def test_m44_diff_says_a_board_turned_or_mirrored_first_then_what_else_differs(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``m44 diff`` of a scenario and its board turned (Scenario → Turn Board 180° (Swap
    Sides)) listed some hundred changes terrain by terrain, the turn never said, where the
    balance lab's note says it. It says the turn first, then only what differs beyond it,
    by the hexes of B; ``--json`` gives it as ``board_change``. Found by the leftovers7
    audit."""
    from editor.engine.transform import mirror, turn_180

    s = load(SCENARIOS[0]).scenario
    turned, edited = turn_180(s), turn_180(s)
    empty = next(c for c in edited.board.coords if edited.hex(c).is_empty)
    edited.set_hex(empty, Hex(unit=Unit("infus")))
    for name, version in (("a", s), ("turned", turned), ("edited", edited),
                          ("mirrored", mirror(s))):
        save(version, tmp_path / f"{name}.m44")
    a, b, c, m = (str(tmp_path / f"{n}.m44") for n in ("a", "turned", "edited", "mirrored"))
    words = "turned half a turn, the players swapped"
    assert main(["diff", a, b]) == 1
    assert capsys.readouterr().out.splitlines() == [
        f"board: {words}", f"{a} → {b}: board {words}; no other difference"]
    assert main(["diff", a, c]) == 1
    assert capsys.readouterr().out.splitlines() == [
        f"board: {words}", f"{edited.board.hex_name(empty)}: unit added: US Infantry (infus)",
        f"{a} → {c}: board {words}, then 1 difference"]
    assert main(["-q", "diff", a, m]) == 1
    assert capsys.readouterr().out.splitlines() == ["board: mirrored left to right"]
    assert main(["diff", a, c, "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["same"] is False
    assert report["board_change"] == {"mirrored": False, "turned": True, "words": words}
    assert report["differences"] == [
        {"place": edited.board.hex_name(empty), "what": "unit", "change": "added",
         "before": None, "after": {"name": "infus"},
         "hexes": [{"row": empty.row, "col": empty.col}]}]
    assert main(["diff", a, a, "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "a": a, "b": a, "same": True, "board_change": None, "differences": []}


def test_a_whole_board_change_is_looked_for_behind_eight_differences_and_said_simply() -> None:
    """``whole_board_change`` (the balance lab's note and Compare tab) tries a board turned
    or mirrored behind 8 differences or more: 6 units turned (moved, and the two players'
    sides swapped: 8) are said turned, 5 (7) one by one; it says the board changed when
    what is left after it is fewer than half the differences, not half; of two changes
    that explain alike, the first (a board that is its own mirror turned is said turned);
    and a beach board, which is not turned, is still said mirrored (the mut13 audit)."""
    from editor.engine.transform import mirror, turn_180
    from editor.io.diff import BoardChange, whole_board_change

    turned = BoardChange(mirrored=False, turned=True)

    spots = [Coord(0, 0), Coord(0, 2), Coord(0, 4), Coord(1, 1), Coord(1, 3), Coord(2, 0)]

    def units(n: int) -> Scenario:
        s = Scenario()
        for c in spots[:n]:
            s.set_hex(c, Hex(unit=Unit("infus")))
        return s

    six, five = units(6), units(5)
    assert len(scenario_diff(six, turn_180(six))) == 8
    assert whole_board_change(six, turn_180(six)) == (turned, [])
    assert len(scenario_diff(five, turn_180(five))) == 7
    assert whole_board_change(five, turn_180(five)) == (None,
                                                        scenario_diff(five, turn_180(five)))
    # 8 pieces more after the turn: 8 left of 16 differences, not fewer than half
    edited = turn_180(six)
    for col in range(0, 16, 2):
        edited.set_hex(Coord(4, col), Hex(terrain=Piece("woods")))
    assert len(scenario_diff(six, edited)) == 16
    assert whole_board_change(six, edited) == (None, scenario_diff(six, edited))
    edited.set_hex(Coord(4, 0), Hex())
    said, left = whole_board_change(six, edited)
    assert (said, len(left)) == (turned, 7)
    # a board that is its own mirror: turned, or mirrored and turned, alike
    even = Scenario()
    for c in (Coord(0, 0), Coord(0, 24), Coord(1, 1), Coord(1, 23), Coord(2, 4),
              Coord(2, 20), Coord(3, 3), Coord(3, 21)):
        even.set_hex(c, Hex(unit=Unit("infger")))
    assert scenario_diff(even, mirror(even)) == []
    assert whole_board_change(even, turn_180(even)) == (turned, [])
    beach = Scenario(face=Face.BEACH)
    for c in spots + [Coord(3, 1), Coord(3, 3)]:
        beach.set_hex(c, Hex(unit=Unit("infus")))
    assert whole_board_change(beach, mirror(beach)) == (BoardChange(mirrored=True, turned=False), [])
    # a scenario on another board: its hexes named by the board they are on, as Compare does
    wide = Scenario(board_type=BoardType.BRKTHRU)
    for row in range(9, 17):
        wide.set_hex(Coord(row, row % 2), Hex(unit=Unit("infus")))
    said, left = whole_board_change(wide, Scenario())
    assert (said, left) == (None, scenario_diff(wide, Scenario()))
    assert str(left[1]) == ("a8 (on the Breakthrough board): unit removed: US Infantry "
                            "(infus)")


def test_a_named_groups_hexes_are_said_by_their_names_and_given() -> None:
    """A change of the board's named hex groups' hexes was said as raw JSON
    ('[{"col":0,"row":0},{"col":2,"row":0}] → [...]'): said by the hexes' names on the
    board, as an exit line's group, the hexes that joined or left the group given (Compare
    with File goes to them); ``--json`` keeps the file's form. Found by the vicforms
    audit."""
    def board(*hexes: tuple[int, int], group: bool = True) -> Scenario:
        groups = [{"group_id": 1, "hexes": [{"row": r, "col": c} for r, c in hexes]}]
        return loads(json.dumps({"board": {"type": "STANDARD", "face": "COUNTRY",
                                           "groups": groups if group else [{"group_id": 1}]
                                           }})).scenario
    a, b = board((0, 0), (0, 2)), board((0, 0), (0, 2), (8, 8))
    (d,) = scenario_diff(a, b)
    assert str(d) == "$.board.groups[0].hexes: A9 B9 → A9 B9 E1"
    assert d.hexes == (Coord(8, 8),)
    assert d.as_json()["after"] == [{"row": 0, "col": 0}, {"row": 0, "col": 2},
                                    {"row": 8, "col": 8}]
    assert d.as_json()["hexes"] == [{"row": 8, "col": 8}]
    (d,) = scenario_diff(b, board((0, 2), (1, 1)))
    assert str(d) == "$.board.groups[0].hexes: A9 B9 E1 → B9 a8"
    assert set(d.hexes) == {Coord(0, 0), Coord(8, 8), Coord(1, 1)}
    (d,) = scenario_diff(board(group=False), board((0, 2)))
    assert str(d) == "$.board.groups[0].hexes: [] → B9"  # (the file writes none as [])
    (d,) = scenario_diff(a, board())
    assert str(d) == "$.board.groups[0].hexes: A9 B9 → []"
    # a place on no hex of the board by its row and column, as a hex's difference
    (d,) = scenario_diff(board((0, 0)), board((0, 1)))
    assert str(d) == "$.board.groups[0].hexes: A9 → row 0 col 1 (no hex of the standard board)"
