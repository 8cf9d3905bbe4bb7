"""Take the README's screenshots of the editor: the real window on a real X server.

    xvfb-run -s "-screen 0 1600x1000x24" .venv/bin/python docs/screenshots/take_screenshots.py

Each workflow is driven through the window's own commands and tools (palette choice, mouse
strokes at hex centres, the findings' activation, a click on a unit), then the X screen is
grabbed. Settings and recovery files go to a temporary folder, so the user's are untouched.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, QSettings, Qt
from PySide6.QtGui import QGuiApplication, QMouseEvent
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from editor.engine.board import BoardType, Coord, Face, Side  # noqa: E402
from editor.engine.catalog import CATALOG  # noqa: E402
from editor.engine.scenario import Scenario  # noqa: E402
from editor.render import HexLabels  # noqa: E402
from editor.ui.document import Document  # noqa: E402
from editor.ui.dialogs import NewScenario  # noqa: E402
from editor.ui.main_window import MainWindow, new_document_scenario  # noqa: E402
from editor.ui.recovery import RecoveryStore  # noqa: E402


def settle(app: QApplication, rounds: int = 30) -> None:
    for _ in range(rounds):
        app.processEvents()


def mouse(window: MainWindow, kind: QEvent.Type, c: Coord, buttons: Qt.MouseButton,
          modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    cv = window.canvas
    pos = QPointF(cv.view_center(c))
    button = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else Qt.MouseButton.LeftButton
    QApplication.sendEvent(cv.viewport(), QMouseEvent(kind, pos, cv.viewport().mapToGlobal(pos),
                                                      button, buttons, modifiers))


def stroke(window: MainWindow, path: list[Coord],
           modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    left = Qt.MouseButton.LeftButton
    mouse(window, QEvent.Type.MouseMove, path[0], Qt.MouseButton.NoButton)
    mouse(window, QEvent.Type.MouseButtonPress, path[0], left, modifiers)
    for c in path[1:]:
        mouse(window, QEvent.Type.MouseMove, c, left, modifiers)
    mouse(window, QEvent.Type.MouseButtonRelease, path[-1], Qt.MouseButton.NoButton, modifiers)


def shoot(app: QApplication, window: MainWindow, name: str) -> None:
    settle(app)
    window.canvas.flush()
    settle(app)
    screen = QGuiApplication.primaryScreen()
    geo = window.frameGeometry()
    image = screen.grabWindow(0, geo.x(), geo.y(), geo.width(), geo.height())
    image.save(str(OUT / name))
    print("wrote", OUT / name)


def crowded_breakthrough() -> Scenario:
    """Units on towns, bunkers, bridges and medals, with place names beside them (our own
    layout, as crowded as official Breakthrough maps get)."""
    from editor.engine.board import Side
    from editor.engine.scenario import GameInfo, Hex, Label, Medal, Piece, Tag, Unit

    s = Scenario(board_type=BoardType.BRKTHRU, face=Face.COUNTRY,
                 game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES))
    put = s.set_hex
    put(Coord(2, 2), Hex(terrain=Piece("buildings"), unit=Unit("infger"),
                         tags=(Tag("medal2"),)))
    put(Coord(2, 4), Hex(terrain=Piece("hills"), rect_terrain=Piece("bunker"),
                         unit=Unit("gunger", badge="badge5"),
                         tags=(Tag("medal1", medal=Medal(permanent=True)),)))
    put(Coord(2, 6), Hex(obstacle=Piece("sand"), unit=Unit("infus", nbr_units=3)))
    put(Coord(2, 8), Hex(rect_terrain=Piece("bunker"), unit=Unit("tankus")))
    put(Coord(3, 3), Hex(terrain=Piece("woods"), unit=Unit("inf2us", badge="badge12"),
                         tags=(Tag("medal0"), Tag("tag3", behavior="MINE_FIELD"))))
    put(Coord(3, 5), Hex(terrain=Piece("river"), rect_terrain=Piece("bridge"),
                         unit=Unit("tankger")))
    put(Coord(3, 7), Hex(terrain=Piece("river"), rect_terrain=Piece("bridge")))
    put(Coord(3, 9), Hex(terrain=Piece("river")))
    put(Coord(3, 1), Hex(terrain=Piece("river")))
    put(Coord(1, 11), Hex(unit=Unit("infus"), tags=(
        Tag("tag5", behavior="EXIT_MARKER", side=Side.ALLIES, group=("E17", "F17")),)))
    put(Coord(4, 4), Hex(terrain=Piece("church"), unit=Unit("infger")))
    put(Coord(4, 6), Hex(obstacle=Piece("wire"), unit=Unit("infger")))
    put(Coord(5, 3), Hex(terrain=Piece("buildings"), tags=(Tag("medal1"),)))
    put(Coord(5, 9), Hex(terrain=Piece("buildings"), unit=Unit("tankus"),
                         tags=(Tag("medal2"),)))
    s.labels += [Label(Coord(2, 4), ("Bunker Hill",)), Label(Coord(5, 9), ("Saint-Aubin",)),
                 Label(Coord(3, 7), ("Pont Neuf",))]
    return s


def main() -> int:
    app = QApplication(sys.argv[:1])
    app.setApplicationName("m44 editor screenshots")
    tmp = Path(tempfile.mkdtemp())
    settings = QSettings(str(tmp / "settings.ini"), QSettings.Format.IniFormat)
    recovery = RecoveryStore(tmp / "recovery")

    def window(doc: Document | None = None, size: tuple[int, int] = (1500, 940),
               first_run: bool = False) -> MainWindow:
        """A window; ``first_run``: with settings of its own, so its panels are laid out
        as on a first start, not as the windows before left them."""
        own = (QSettings(str(tmp / "first-run.ini"), QSettings.Format.IniFormat) if first_run
               else settings)
        w = MainWindow(doc, settings=own, recovery=recovery)
        w.findings.threaded = False
        w.setGeometry(0, 0, *size)
        w.show()
        settle(app)
        w.canvas.fit_to_window()
        return w

    # 1. an empty board and the palette: a new scenario, as File → New starts it
    w = window(Document(new_document_scenario(NewScenario(BoardType.STANDARD, Face.COUNTRY))))
    w.findings.refresh_now()
    shoot(app, w, "empty-board.png")

    # 2. painting: woods and hills painted with mouse strokes, a river being laid
    w.palette_dock.choose("woods")
    stroke(w, [Coord(2, 4), Coord(2, 6), Coord(3, 7), Coord(3, 5)])
    w.palette_dock.choose("hills")
    stroke(w, [Coord(5, 15), Coord(5, 17), Coord(6, 16), Coord(6, 18)])
    w.palette_dock.choose("river")
    stroke(w, [Coord(4, c) for c in range(0, 14, 2)])
    w.palette_dock.choose("infus")
    for c in (Coord(7, 5), Coord(7, 9), Coord(7, 13)):
        stroke(w, [c])
    w.palette_dock.choose("road")
    w.set_hex_labels(HexLabels.NAMES)
    mouse(w, QEvent.Type.MouseMove, Coord(1, 17), Qt.MouseButton.NoButton)
    w.findings.refresh_now()
    shoot(app, w, "painting.png")
    w.document.undo_stack.setClean()
    w.close()

    # 3. an official-style sloppy file opened: the reader's repairs, then the findings
    w = window()
    w.open_file(ROOT / "tests" / "data" / "sloppy.m44")
    w.findings.refresh_now()  # the file's findings below, not "Checking..."
    settle(app)
    shoot(app, w, "open-repairs.png")
    if w.files.fixes_dialog is not None:
        w.files.fixes_dialog.accept()
    # a river painted, and a German tank put on it, where armour cannot stand: a finding
    # on the map
    w.palette_dock.choose("river")
    stroke(w, [Coord(2, c) for c in range(12, 20, 2)])
    w.palette_dock.choose("tankger")
    stroke(w, [Coord(2, 16)])
    w.editor.set_tool("select")
    findings = w.findings.refresh_now()
    w.show_dock(w.findings, focus=False)
    on_map = next((f for f in findings if f.coords), None)
    if on_map is not None:
        w.findings.activate(on_map)
    shoot(app, w, "findings.png")
    w.document.undo_stack.setClean()  # close without the save question
    w.close()

    # 4. the rules inspector on a unit of a sample
    w = window()
    w.open_file(ROOT / "scenarios" / "hedgerow-crossroads.m44")
    w.findings.refresh_now()  # its counts in the status bar, not "Checking…"
    settle(app)
    w.canvas.fit_to_window()
    unit = Coord(8, 10)  # US artillery: five targets in range
    stroke(w, [unit])  # the select tool: a click on the unit
    w.show_dock(w.inspector, focus=False)
    settle(app)
    targets = w.inspector.targets()
    if targets:
        mouse(w, QEvent.Type.MouseMove, targets[0].target, Qt.MouseButton.NoButton)
    shoot(app, w, "inspector.png")

    # 4b. the Forces panel: each side's units by kind and section, the left infantry of
    # the Allies selected from it
    w.show_dock(w.forces, focus=False)
    settle(app)
    infantry = w.forces.row(Side.ALLIES, "Infantry")
    assert infantry is not None
    w.forces.tables[1].setCurrentItem(infantry, 1)
    w.forces.tables[1].itemActivated.emit(infantry, 1)
    settle(app)
    shoot(app, w, "forces.png")

    # 5. the scenario's properties
    w.show_dock(w.properties, focus=False)
    w.show_dock(w.findings, focus=False)
    w.findings.refresh_now()  # checked, not "Checking…" on a busy machine
    shoot(app, w, "properties.png")
    # ... and its victory conditions: a sudden death on the hexes selected on the map
    board = w.document.scenario.board
    w.editor.set_tool("select")
    w.editor.set_selection({board.parse_hex(n) for n in ("F5", "G5", "g6")})
    w.properties.add_sudden_death()
    w.properties.tabs.setCurrentIndex(1)
    shoot(app, w, "victory.png")
    w.document.undo_stack.setClean()
    w.close()

    # 6. nothing hidden under units: a crowded Breakthrough board of our own
    w = window(Document(crowded_breakthrough()))
    w.set_hex_labels(HexLabels.NONE)
    w.canvas.set_zoom(2.0)
    w.canvas.center_on(Coord(4, 6))
    w.findings.refresh_now()  # checked, not "Checking…" on a busy machine
    shoot(app, w, "crowded.png")
    # ... and the same hexes with the units and markers hidden (View → Layers): the terrain
    # and the pieces they stood on, whole
    for layer in ("unit", "tags"):
        w.act[f"layer_{layer}"].trigger()
    shoot(app, w, "layers.png")
    w.close()

    # 7. the window as it opens on a 1366 × 768 screen (its default size there): every
    # command in the toolbars, the brush's long name cut to the room left, the map over
    # half the height, the "Opened" message beside the hex line; and a bridge painted on
    # the diagonal road, its deck along the road
    w = window(size=(1256, 691), first_run=True)
    w.open_file(ROOT / "scenarios" / "hedgerow-crossroads.m44")
    settle(app)
    w.palette_dock.choose("bridge")
    stroke(w, [Coord(6, 10)])
    longest = max((n for cat in ("terrain", "rect_terrain", "obstacle", "unit", "badge", "tag")
                   for n in CATALOG.names(cat)), key=lambda n: len(CATALOG[n].label))
    w.palette_dock.choose(longest)
    mouse(w, QEvent.Type.MouseMove, Coord(6, 10), Qt.MouseButton.NoButton)
    w.findings.refresh_now()
    shoot(app, w, "small-screen.png")
    w.document.undo_stack.setClean()
    w.close()

    # 8. an airplane of the Air test scenario selected: the Hex panel's own model for it
    # (Model), and what it flies, in words (Airplane)
    w = window()
    w.open_file(ROOT / "tests" / "data" / "air" / "saint-vire-airstrips.m44")
    settle(app)
    w.canvas.fit_to_window()
    stroke(w, [Coord(7, 3)])  # the select tool: a click on the US airplane on b2
    w.show_dock(w.hex_dock, focus=False)
    w.hex_dock.set_airplane_model("p38")
    w.findings.refresh_now()
    shoot(app, w, "airplane.png")
    w.document.undo_stack.setClean()
    w.close()

    several_units(app, window)
    play_mode(app, window)
    return 0


def several_units(app: QApplication, window) -> None:  # type: ignore[no-untyped-def]
    """Several units of a sample selected (a rectangle over the Allies' left flank, the
    German elite armor added with Shift+click): the Hex panel's one form for all of them,
    what they differ on "(mixed)"."""
    w = window()
    w.open_file(ROOT / "scenarios" / "hedgerow-crossroads.m44")
    settle(app)
    w.canvas.fit_to_window()
    w.editor.set_tool("select")
    board = w.document.scenario.board
    stroke(w, [board.parse_hex("B3"), board.parse_hex("d2")])
    stroke(w, [board.parse_hex("J7")], Qt.KeyboardModifier.ShiftModifier)
    w.show_dock(w.hex_dock, focus=False)
    w.findings.refresh_now()
    shoot(app, w, "multi-edit.png")
    w.close()


def play_mode(app: QApplication, window) -> None:  # type: ignore[no-untyped-def]
    """Play mode on the beach landing, hot-seat: the hand with a card's sections shaded,
    ordering, a battle with the dice of each target, a retreat to click; then two AIs
    played to the end screen. The decisions are the greedy AI's (seeded), taken through
    the board's clicks and the controller, as a person's would be."""
    from editor.engine.game import GreedyPlayer
    from editor.engine.game.session import PlaySession

    w = window()
    w.open_file(ROOT / "scenarios" / "oyster-green.m44")
    settle(app)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=1))
    ctl, s, dock = w.play.controller, w.play.session, w.play.dock
    ctl.reveal()
    first = GreedyPlayer(1).choose(s.state, s.legal_actions())
    for row in range(dock.hand.count()):  # the card the player is about to play
        if dock.hand.item(row).data(Qt.ItemDataRole.UserRole) == first:
            dock.hand.setCurrentRow(row)
    shoot(app, w, "play-hand.png")
    _play_to_the_shots(app, w, {"orders": "play-orders.png", "battles": "play-battle.png",
                                "retreat": "play-retreat.png"})
    w.play.leave()
    w.document.undo_stack.setClean()
    w.close()
    _two_ais_to_the_end(app, window)


def _play_to_the_shots(app: QApplication, w, shots: dict[str, str]) -> None:  # type: ignore[no-untyped-def]
    """Plays the greedy AI's decisions (seeded) through the board's clicks and the
    controller, as a person's would be, taking each picture of ``shots`` (by the phase it
    shows) on the way."""
    from editor.engine.game import GreedyPlayer
    from editor.engine.game.actions import NO_AMBUSH, Action

    ctl, s = w.play.controller, w.play.session
    greedy = GreedyPlayer(1)
    for _ in range(400):
        if s.over or not shots:
            break
        if ctl.seat_hidden():
            ctl.reveal()
        if ctl.asking is not None:  # a close assault held: the defender says it has no Ambush
            ctl.act(Action(NO_AMBUSH))
            settle(app, 5)
            continue
        _click_decision(app, w, greedy.choose(s.state, s.legal_actions()), shots)
        settle(app, 5)
    if shots:  # a picture left as it was would show a window that is no more
        raise SystemExit(f"the game never came to: {', '.join(shots.values())}")


def _click_decision(app: QApplication, w, a, shots: dict[str, str]) -> None:  # type: ignore[no-untyped-def]
    """Takes decision ``a`` with the board's clicks where it has a hex (an order, a
    retreat, a target; a move or a battle, the unit then where or whom), else through the
    controller; the picture of the phase shown, if one of ``shots`` is still to take."""
    st = w.play.session.state
    board = w.play.board
    coords = st.S.coords
    if a.kind in ("order", "retreat", "target"):
        if st.phase == "retreat" and "retreat" in shots:
            shoot(app, w, shots.pop("retreat"))
        board.click(coords[a.a])
        if st.phase == "orders" and "orders" in shots:
            shoot(app, w, shots.pop("orders"))
    elif a.kind in ("move", "battle") and a.b >= 0:
        board.click(coords[a.a])
        if a.kind == "battle" and "battles" in shots:
            shoot(app, w, shots.pop("battles"))
        board.click(coords[a.b])
    else:
        w.play.controller.act(a)


def _two_ais_to_the_end(app: QApplication, window) -> None:  # type: ignore[no-untyped-def]
    """Two AIs played to the end screen."""
    from editor.engine.game.session import PlaySession

    w = window()
    w.open_file(ROOT / "scenarios" / "hedgerow-crossroads.m44")
    settle(app)
    w.play.start_session(PlaySession(w.document.scenario.copy(), seed=4,
                                     seats=("greedy", "greedy")))
    w.play.controller.set_speed("fast")
    while not w.play.session.over:
        app.processEvents()
    for _ in range(200):
        app.processEvents()
        if w.play.end_box is not None:  # the end said in the play panel, beside the board
            break
    shoot(app, w, "play-end.png")
    w.play.leave()
    w.document.undo_stack.setClean()
    w.close()


if __name__ == "__main__":
    raise SystemExit(main())
