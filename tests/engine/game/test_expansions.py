"""The expansions' modules (``editor/engine/game/expansions/``) seen through the public
interface: only scenarios with their pieces build them; their actions go through
``legal_actions()``, undo, copies, the notation, ``why_not`` and the greedy player."""

from __future__ import annotations

import random

from editor.engine.board import Board, Face, Side
from editor.engine.game import Game, GreedyPlayer, RandomPlayer, ScriptedDice, Setup, kind_of
from editor.engine.game.actions import RESUPPLY
from editor.engine.game.explain import diagnose, why_not
from editor.engine.game.expansions.resupply import Resupply
from editor.engine.scenario import GameInfo, Hex, Piece, Scenario, Unit
from editor.io.m44 import load

from ...conftest import SCENARIOS


def scenario(units: dict[str, str], *, rect: dict[str, str] | None = None,
             terrain: dict[str, str] | None = None, face: Face = Face.COUNTRY) -> Scenario:
    s = Scenario(face=face, game_info=GameInfo(side_player1=Side.AXIS,
                                               side_player2=Side.ALLIES))
    b = Board(s.board_type)
    for name in set(units) | set(rect or {}) | set(terrain or {}):
        u = units.get(name)
        s.set_hex(b.parse_hex(name), Hex(
            unit=Unit(u) if u else None,
            rect_terrain=Piece(rect[name]) if rect and name in rect else None,
            terrain=Piece(terrain[name]) if terrain and name in terrain else None))
    return s


#: The board of :func:`weakened` with a full infantry unit on G5, next to the Half-track.
WITH_G5 = {"A1": "infus", "M9": "infger", "E7": "infger", "E5": "infus", "F5": "vehus",
           "G5": "infus"}


def weakened(allies: list[str], *, units: dict[str, str] | None = None,
             dice: list[str] | None = None) -> Game:
    """AXIS (E7) has just hit E5 once; ALLIES (E5 infantry, F5 Half-tracks) to play."""
    s = scenario(units or {"A1": "infus", "M9": "infger", "E7": "infger", "E5": "infus",
                           "F5": "vehus"})
    g = Game(s, dice=ScriptedDice(["inf", "star"] + (dice or [])),
             hands=[[kind_of("probe-center"), kind_of("probe-left")],
                    [kind_of(k) for k in allies]], first_player=0)
    g.play("play probe-center")
    g.play("battle E7 E5")
    assert g.state.position()["E5"] == ("infus", 3)
    return g


def test_every_expansion_of_the_package_is_named_in_classes() -> None:
    """An expansion is built only when ``_classes()`` names it: one left out was never
    played, and only its own cases could say so."""
    import importlib
    import pkgutil

    from editor.engine.game import expansions

    defined = set()
    for info in pkgutil.iter_modules(expansions.__path__):
        module = importlib.import_module(f"{expansions.__name__}.{info.name}")
        defined |= {cls for cls in vars(module).values() if isinstance(cls, type)
                    and issubclass(cls, expansions.Expansion) and cls is not expansions.Expansion
                    and cls.__module__ == module.__name__}
    missing = sorted(cls.__name__ for cls in defined - set(expansions._classes()))
    assert len(defined) >= 3
    assert not missing, f"name {missing} in _classes() in editor/engine/game/expansions/__init__.py"


def test_only_scenarios_with_the_pieces_build_an_expansion() -> None:
    assert Setup(scenario({"A1": "infus", "M9": "infger"})).expansions == ()
    kinds = [type(x).__name__ for x in Setup(scenario({"A1": "vehus", "M9": "infger"})).expansions]
    assert kinds == ["Resupply"]
    for path in SCENARIOS:
        setup = Setup(load(path).scenario)  # type: ignore[arg-type]
        has_veh = any(u.is_half_track for u in setup.units)
        assert bool(setup.expansions) == has_veh, path


def test_resupply_round_trips_its_notation_and_undoes() -> None:
    g = weakened(["probe-center", "probe-left"])
    g.play("play probe-center")
    g.play("moves done")
    st = g.state
    a = st.parse("resupply F5 E5")
    assert a.kind == RESUPPLY and st.notation(a) == "resupply F5 E5"
    assert a in st.legal_actions()
    before = st.copy()
    st.push(a)
    assert st.position()["E5"] == ("infus", 4) and st.position()["F5"] == ("vehus", 2)
    assert before.position()["E5"] == ("infus", 3), "a copy does not share the change"
    st.pop()
    assert st == before


def test_why_not_says_the_resupply_took_the_battles() -> None:
    g = weakened(["attack-center", "probe-left"],
                 units=WITH_G5)
    g.play("play attack-center")
    g.play("resupply F5 E5")
    st = g.state
    assert st.phase == "battles"  # G5 may still battle
    assert "re-supplied this turn" in (why_not(st, st.parse("battle F5 E7")) or "")
    assert "was re-supplied this turn" in (why_not(st, st.parse("battle E5 E7")) or "")


def test_why_not_says_why_a_resupply_is_refused() -> None:
    g = weakened(["recon-center", "probe-left"])
    g.play("play recon-center")
    st = g.state
    assert "re-supply in the battles phase" in (why_not(st, st.parse("resupply F5 E5")) or "")
    g.play("order E5")
    g.play("moves done")
    st = g.state
    r = why_not(st, st.parse("resupply F5 E5"))
    assert r is not None and "not ordered" in r and r == diagnose(st, st.parse("resupply F5 E5"))
    assert "not a Half-track" in (why_not(st, st.parse("resupply E5 F5")) or "")


def test_why_not_names_a_full_unit() -> None:
    g = weakened(["probe-center", "probe-left"],
                 units=WITH_G5)
    g.play("play probe-center")
    g.play("order F5")
    g.play("order G5")
    g.play("moves done")
    st = g.state
    assert "not weakened" in (why_not(st, st.parse("resupply F5 G5")) or "")
    assert st.parse("resupply F5 E5") in st.legal_actions()


def test_greedy_resupplies_a_unit_about_to_fall_when_it_has_no_shot() -> None:
    # A Barrage leaves E5 with 1 figure; no enemy is within the Half-track's 2 hexes.
    s = scenario({"A1": "infus", "M9": "infger", "A9": "infger", "E5": "infus", "F5": "vehus"})
    g = Game(s, dice=ScriptedDice(["inf", "inf", "inf", "star"]),
             hands=[[kind_of("barrage"), kind_of("probe-left")],
                    [kind_of("probe-center"), kind_of("probe-left")]], first_player=0)
    g.play("play barrage")
    g.play("target E5")
    assert g.state.position()["E5"] == ("infus", 1)
    g.play("play probe-center")
    g.play("moves done")
    st = g.state
    assert st.phase == "battles"
    choice = GreedyPlayer(seed=1).choose(st, st.legal_actions())
    assert st.notation(choice) == "resupply F5 E5"


def half_tracks_board() -> Scenario:
    """Two lines of Half-tracks and infantry face to face, a unit in each far corner."""
    units = {"A1": "infus", "M9": "infger"}
    for c in "CEGIK":
        units[f"{c}3"] = "infus"
        units[f"{c}7"] = "infger"
    for c in "DFHJ":
        units[f"{c}3"] = "vehus"
        units[f"{c}7"] = "vehger"
    return scenario(units)


def test_random_games_with_half_tracks_keep_their_invariants() -> None:
    """Random games on a board of Half-tracks and infantry: re-supply happens, no unit
    ever holds more figures than at the start, and every legal action has no reason
    against it in why_not."""
    setup = Setup(half_tracks_board())
    rs = next(x for x in setup.expansions if isinstance(x, Resupply))
    resupplied = 0
    for seed in range(12):
        g = Game(setup, seed=seed)
        player = RandomPlayer(seed)
        rng = random.Random(seed)
        while not g.over and g.state.turn < 60:
            st = g.state
            for u, info in enumerate(setup.units):
                assert st.ufig[u] <= info.figures
            legal = st.legal_actions()
            if legal and rng.random() < 0.2:
                a = rng.choice(legal)
                assert why_not(st, a) is None, st.notation(a)
            prefer = [a for a in legal if a.kind == RESUPPLY]
            if prefer and rng.random() < 0.5:
                g.apply(prefer[0])
                resupplied += 1
            else:
                g.ai_move(player)
    assert resupplied > 0 and rs.trucks


def beach_landing() -> Setup:
    """A STANDARD BEACH board: four ALLIED units in landing craft on the last ocean row, an
    AXIS line on the beach and beyond."""
    units = {"A1": "infus", "C1": "infus", "E1": "tankus", "G1": "infus", "I1": "infus",
             "K1": "infus"}
    units |= {f"{c}5": "infger" for c in "BDFHJL"} | {"M9": "infger"}
    rect = {h: "barge" for h in ("C1", "E1", "G1", "I1")}
    return Setup(scenario(units, rect=rect, face=Face.BEACH))


def test_landing_craft_are_built_for_units_on_ocean_barges() -> None:
    setup = beach_landing()
    (lc,) = setup.expansions
    assert type(lc).__name__ == "LandingCraft"
    assert sorted(setup.name[setup.units[u].start] for u in lc.aboard) == ["C1", "E1", "G1", "I1"]


def test_random_and_greedy_games_land_and_keep_the_craft_consistent() -> None:
    """Aboard units are always on ocean hexes; a unit that reaches land is no longer aboard;
    legal moves of aboard units have no reason against them; the greedy player lands."""
    setup = beach_landing()
    (lc,) = setup.expansions
    landed_greedy = False
    for seed in range(6):
        g = Game(setup, seed=seed)
        players = (RandomPlayer(seed), GreedyPlayer(seed)) if seed % 2 else \
            (GreedyPlayer(seed), GreedyPlayer(seed + 1))
        while not g.over and g.state.turn < 40:
            st = g.state
            for u in range(len(setup.units)):
                at = st.upos[u]
                if st.lc[u]:
                    assert at >= 0 and lc.water[at], (seed, setup.units[u].name)
                elif seed % 2 == 0 and u in lc.aboard and at >= 0 and not lc.water[at]:
                    landed_greedy = True
            for a in st.legal_actions():
                if a.kind == "move" and st.lc[st.occ[a.a]]:
                    assert why_not(st, a) is None
            g.ai_move(players[st.current_player()] if st.current_player() in (0, 1)
                      else players[0])
    assert landed_greedy, "the greedy player never brought a landing craft ashore"


def test_a_game_with_resupply_and_landing_replays_from_its_log() -> None:
    """The log writes `resupply` and the landing moves in notation; its replay is the game."""
    g = weakened(["probe-center", "probe-left"])
    g.play("play probe-center")
    g.play("resupply F5 E5")
    assert "resupply F5 E5" in g.log().actions
    assert g.log().replay().state.digest() == g.state.digest()
    setup = beach_landing()
    g2 = Game(setup, seed=4)
    player = GreedyPlayer(4)
    while not g2.over and g2.state.turn < 12:
        g2.ai_move(player)
    assert g2.log().replay(setup=setup).state.digest() == g2.state.digest()


def test_the_position_shows_each_craft_under_its_unit_and_none_once_landed() -> None:
    setup = beach_landing()
    g = Game(setup, hands=[[kind_of("probe-left"), kind_of("attack-right")],
                           [kind_of("probe-center"), kind_of("probe-right")]], first_player=1)
    b = setup.board
    g.play("play probe-center")
    g.play("order E1")
    g.play("order G1")
    g.play("move E1 F1")
    g.play("move G1 G3")
    s = g.state.to_scenario()
    craft = sorted(b.hex_name(c) for c, h in s.hexes.items()
                   if h.rect_terrain is not None and h.rect_terrain.name == "barge")
    assert craft == ["C1", "F1", "I1"]
    assert s.hex(b.parse_hex("G3")).unit is not None


def test_why_not_says_patrol_cars_may_not_remove_wire() -> None:
    """003: "Wire - Patrol Cars may not remove wire." (infantry for all other purposes):
    the engine refuses the removal, and ``why_not`` says which rule does."""
    s = scenario({"A1": "infus", "M9": "infger", "E7": "infger", "F5": "infus"})
    b = Board(s.board_type)
    s.set_hex(b.parse_hex("E5"), Hex(unit=Unit("vehbrit", behavior="LONG_RANGE_PATROL_CARS"),
                                     obstacle=Piece("wire")))
    g = Game(s, hands=[[kind_of("probe-left"), kind_of("attack-right")],
                       [kind_of("probe-center"), kind_of("recon-left")]], first_player=1)
    g.play("play probe-center")
    g.play("moves done")
    st = g.state
    a = st.parse("clear E5")
    assert a not in st.legal_actions()
    r = why_not(st, a)
    assert r is not None and "Patrol Cars may not remove wire" in r and r == diagnose(st, a)


def test_every_hook_is_described_in_the_module_docstring_and_game_md() -> None:
    """The hooks a new expansion may implement are found in one list (the module's
    docstring, which docs/GAME.md's table points to): a hook added to :class:`Expansion` is
    added there too."""
    from editor.engine.game import expansions
    from editor.engine.game.expansions import Expansion

    from ...conftest import ROOT

    hooks = [n for n in vars(Expansion) if not n.startswith("_") and n != "build"]
    game_md = (ROOT / "docs" / "GAME.md").read_text("utf-8")
    doc = expansions.__doc__ or ""
    assert [h for h in hooks if f"Expansion.{h}`" not in doc] == []
    assert [h for h in hooks if f"`{h}`" not in game_md] == []
