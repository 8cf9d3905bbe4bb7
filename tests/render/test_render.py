"""The renderer as a whole: deterministic, vector on vector devices, options that work,
geometry that round-trips, no widgets, the ``m44 render`` command."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QPointF
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter, QPdfWriter

from editor.cli import main as m44
from editor.engine.board import Board, BoardType, Coord, Face, Side
from editor.engine.scenario import GameInfo, Hex, Label, Piece, Scenario, Tag, Unit
from editor.render import (ArtLibrary, HexLabels, Layout, RenderOptions, image_bytes,
                           StandWords, render, render_image, render_svg)

from .conftest import GOLDEN
from .helpers import MIDDLE, changed_pixels, colour_at, distance, single

ROOT = Path(__file__).resolve().parents[2]


def busy() -> Scenario:
    """A small scenario using every layer."""
    s = Scenario(board_type=BoardType.STANDARD, face=Face.BEACH,
                 game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                    victory_player1=5, victory_player2=6))
    for col in range(2, 12, 2):
        s.set_hex(Coord(2, col), Hex(terrain=Piece("river")))
    s.set_hex(Coord(2, 6), Hex(terrain=Piece("river"), rect_terrain=Piece("bridge", 4)))
    s.set_hex(Coord(1, 13), Hex(terrain=Piece("buildings"), unit=Unit("tankus", nbr_units=2),
                                tags=(Tag("medal1"),)))
    s.set_hex(Coord(3, 3), Hex(terrain=Piece("hills"), obstacle=Piece("sand"),
                               unit=Unit("gunger", badge="badge5")))
    s.set_hex(Coord(5, 5), Hex(obstacle=Piece("wire", 2), tags=(Tag("medal2"), Tag("tag4"))))
    s.set_hex(Coord(6, 8), Hex(rect_terrain=Piece("bunker", original_owner=Side.AXIS),
                               unit=Unit("inf2us")))
    s.set_hex(Coord(0, 0), Hex(terrain=Piece("woods")))
    s.labels.append(Label(Coord(1, 13), ("Sainte-Mère", "Église")))
    return s


def test_rendering_is_deterministic() -> None:
    opts = RenderOptions(hex_labels=HexLabels.NAMES, medal_stands=True)
    first = image_bytes(render_image(busy(), opts))
    second = image_bytes(render_image(busy(), opts))
    assert first == second
    assert render_svg(busy(), opts) == render_svg(busy(), opts)


def test_svg_output_is_valid_xml_made_of_vector_paths() -> None:
    data = render_svg(busy(), RenderOptions(hex_labels=HexLabels.NAMES))
    root = ET.fromstring(data)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    tags = {el.tag.split("}")[-1] for el in root.iter()}
    assert "path" in tags or "polygon" in tags
    assert "image" not in tags  # no bitmaps: the art is drawn as paths
    assert "text" in tags  # hex names and place names stay text


def test_pdf_output_has_no_bitmaps() -> None:
    buf = QBuffer()
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    pdf = QPdfWriter(buf)
    pdf.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                  QPageLayout.Orientation.Landscape, QMarginsF(0, 0, 0, 0)))
    pdf.setResolution(300)
    p = QPainter(pdf)
    render(p, busy(), RenderOptions(scale=120))
    p.end()
    data = bytes(buf.data().data())
    assert data.startswith(b"%PDF")
    assert b"/Subtype /Image" not in data and b"/Subtype/Image" not in data


@pytest.mark.parametrize("board_type", list(BoardType))
def test_layout_finds_every_hex_at_its_centre_and_nothing_off_board(board_type: BoardType) -> None:
    board = Board(board_type)
    lay = Layout(board, RenderOptions(scale=37))
    for c in board.coords:
        p = lay.center(c)
        assert lay.hex_at(p) == c
        # a point just inside a corner still belongs to the hex
        corner = lay.hex_polygon(c, shrink=2).at(0)
        assert lay.hex_at(corner) == c
    assert lay.hex_at(QPointF(-50, -50)) is None
    w, h = lay.image_size()
    assert lay.hex_at(QPointF(w + 10, h / 2)) is None


def test_size_follows_scale_region_and_medal_stands() -> None:
    board = Board(BoardType.OVERLORD)
    full = Layout(board, RenderOptions(scale=40)).size
    assert 26 * 40 < full.width() < 27 * 40
    assert Layout(board, RenderOptions(scale=80)).size.width() > 1.9 * full.width()
    stands = Layout(board, RenderOptions(scale=40, medal_stands=True)).size
    assert stands.height() > full.height() + 60
    region = frozenset({Coord(4, 12), Coord(4, 14)})
    small = Layout(board, RenderOptions(scale=40, region=region)).size
    assert small.width() < 100 and small.height() < 60


def test_a_stand_draws_a_slot_per_medal_within_the_checked_range_only() -> None:
    """One slot per medal to win, 1 to 12 (the checks' medals-range); a count beyond is
    said in the caption only (a file asking 10**15 medals kept the renderer drawing)."""
    def stand(victory: int) -> tuple[int, int]:
        """The width of the top stand, and the image's."""
        s = Scenario(board_type=BoardType.STANDARD,
                     game_info=GameInfo(victory_player1=victory, victory_player2=6))
        opts = RenderOptions(scale=30, medal_stands=True)
        img = render_image(s, opts)
        y = round(Layout(s.board, opts).top_band.center().y())
        inked = [x for x in range(img.width()) if img.pixelColor(x, y).alpha() > 0]
        return inked[-1] - inked[0] + 1, img.width()

    assert stand(6)[0] < stand(11)[0] <= stand(12)[0]
    # twelve slots fit the board's width (they are made smaller)
    width, board = stand(12)
    assert board - 20 < width < board
    assert stand(13)[0] < stand(6)[0] and stand(10**15)[0] < stand(6)[0]


def test_options_change_what_is_drawn() -> None:
    s = busy()
    base = render_image(s, RenderOptions())
    for opts in (RenderOptions(hex_labels=HexLabels.NAMES),
                 RenderOptions(hex_labels=HexLabels.COORDS),
                 RenderOptions(section_lines=False),
                 RenderOptions(highlights={Coord(4, 4): "#ff0000"}),
                 RenderOptions(selection=frozenset({Coord(4, 4)})),
                 RenderOptions(grid=False)):
        assert changed_pixels(base, render_image(s, opts)) > 30, opts
    names = render_image(s, RenderOptions(hex_labels=HexLabels.NAMES))
    coords = render_image(s, RenderOptions(hex_labels=HexLabels.COORDS))
    assert changed_pixels(names, coords) > 30


def test_highlight_colours_its_hex() -> None:
    plain = single(None, scale=60)
    red = single(None, scale=60, highlights={MIDDLE: "#ff0000"})
    c = red.pixelColor(red.width() // 2, red.height() // 2)
    assert c.red() > c.green() + 20
    assert changed_pixels(plain, red) > 100


def test_a_dashed_highlight_leaves_gaps_in_its_outline() -> None:
    # a warning's hex is outlined in dashes, an error's solid: told apart by more than
    # colour. Along the outline, the dashed one shows the board between its dashes.
    solid = single(None, scale=60, highlights={MIDDLE: "#ffff0000"})
    dashed = single(None, scale=60, highlights={MIDDLE: "#ffff0000"},
                    dashed=frozenset({MIDDLE}))
    assert changed_pixels(solid, dashed) > 100
    y = solid.height() // 2

    def reds(img: QImage) -> int:  # strong red pixels on the middle row and column
        row = [img.pixelColor(x, y) for x in range(img.width())]
        col = [img.pixelColor(img.width() // 2, yy) for yy in range(img.height())]
        return sum(c.red() > 200 and c.green() < 80 for c in row + col)

    assert 0 < reds(dashed) < reds(solid)


def test_ink_saver_is_lighter() -> None:
    def mean_luminance(img: QImage) -> float:
        total = n = 0
        for y in range(0, img.height(), 3):
            for x in range(0, img.width(), 3):
                c = img.pixelColor(x, y)
                total += c.lightness()
                n += 1
        return total / n
    s = busy()
    normal = render_image(s, RenderOptions(background="#ffffff"))
    light = render_image(s, RenderOptions(background="#ffffff", ink_saver=True))
    assert mean_luminance(light) > mean_luminance(normal) + 20


def test_unknown_names_are_marked_not_dropped() -> None:
    empty = single(None)
    for h in (Hex(terrain=Piece("no-such-tile")), Hex(unit=Unit("infxx")),
              Hex(tags=(Tag("tag99"),)), Hex(unit=Unit("infus", badge="badge99"))):
        assert changed_pixels(empty, single(h)) > 20, h
    # a marker of an unknown name is a circle saying "?" (not a blank token)
    s = Scenario(board_type=BoardType.STANDARD)
    s.set_hex(Coord(4, 12), Hex(tags=(Tag("tag99"),)))
    assert ">?<" in render_svg(s, RenderOptions()).decode()


def test_figure_count_shows_non_standard_strength() -> None:
    four = single(Hex(unit=Unit("infus")), scale=80)
    two = single(Hex(unit=Unit("infus", nbr_units=2)), scale=80)
    assert changed_pixels(four, two) > 20


def test_art_is_parsed_once_and_tiles_are_reused() -> None:
    art = ArtLibrary()
    s = busy()
    render_image(s, RenderOptions(), art)
    loads, tiles = art.loads, art.tile_count
    assert loads > 5
    render_image(s, RenderOptions(), art)
    assert art.loads == loads and art.tile_count == tiles
    render_image(s, RenderOptions(scale=55), art)
    assert art.loads == loads  # a new zoom rasterises again but never re-reads a file


def test_the_tiles_kept_level_off_over_a_day_of_zooms() -> None:
    """Every zoom and every window size fitted to rasterises the pieces at a new size; the
    tiles of them all were kept, 0.5 to 4 MB a zoom, and a day of resizing and zooming
    grew the editor without end (found by the soak audit: 15.7 MB after 20 window sizes).
    The tiles kept stay within the library's budget, those of the zoom in use drawn
    again from the cache."""
    budget = 2 * 1024 * 1024
    art = ArtLibrary(tile_budget=budget)
    s = busy()
    drawn = 0
    for scale in range(30, 90, 2):  # the window fitted to 30 sizes, the 100 % zoom between
        for zoom in (scale, 40):
            before = set(art._tiles)
            render_image(s, RenderOptions(scale=zoom), art)
            drawn += len(set(art._tiles) - before)
            assert art.tile_bytes <= budget
        assert art.tile_bytes == sum(t.sizeInBytes() for t in art._tiles.values())
    assert drawn > art.tile_count  # (some were let go)
    kept = art.tile_count
    render_image(s, RenderOptions(scale=40), art)  # the zoom in use: nothing new drawn
    assert art.tile_count == kept
    image = render_image(s, RenderOptions(scale=50), ArtLibrary())
    assert changed_pixels(render_image(s, RenderOptions(scale=50), art), image) == 0


def test_raster_tiles_match_vector_drawing() -> None:
    """The fast path (cached tiles) draws what the vector path draws, to the pixel."""
    s = busy()
    s.labels.clear()
    opts = RenderOptions(scale=80, background="#ffffff")
    fast = render_image(s, opts)
    w, h = fast.width(), fast.height()
    slow = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    slow.fill(0)
    p = QPainter(slow)
    # a scaling transform makes the renderer draw paths instead of cached tiles
    p.scale(2, 2)
    render(p, s, RenderOptions(scale=40, background="#ffffff"))
    p.end()
    differing = changed_pixels(fast, slow, threshold=60)
    assert differing < 0.006 * w * h, differing


def test_renderer_needs_no_widgets() -> None:
    """In a process with only a QGuiApplication, rendering works and QtWidgets is never
    imported (the renderer is QtGui + QtSvg)."""
    code = (
        "import sys\n"
        "from editor.render import ensure_app, render_image, RenderOptions\n"
        "from editor.io.m44 import load\n"
        "ensure_app()\n"
        f"s = load({str(GOLDEN / 'oyster-green.m44')!r}).scenario\n"
        "img = render_image(s, RenderOptions(scale=30))\n"
        "assert img.width() > 100\n"
        "assert 'PySide6.QtWidgets' not in sys.modules, 'widgets imported'\n"
        "print('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin",
                                        "HOME": str(Path.home())}, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


# --- m44 render ------------------------------------------------------------------------------

def test_cli_writes_png_and_svg(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = GOLDEN / "hedgerow-crossroads.m44"
    png, svg = tmp_path / "b.png", tmp_path / "b.svg"
    assert m44(["render", str(src), "-o", str(png), "--scale", "30", "--coords"]) == 0
    img = QImage(str(png))
    assert not img.isNull() and img.width() > 13 * 30
    assert m44(["render", str(src), "-o", str(svg)]) == 0
    ET.parse(svg)
    assert capsys.readouterr().err == ""


def test_cli_rejects_unknown_extension_with_its_usage(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    src = GOLDEN / "hedgerow-crossroads.m44"
    assert m44(["render", str(src), "-o", str(tmp_path / "b.jpg")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: m44 render ")
    assert err.splitlines()[-1].startswith("m44 render: error: ") and ".jpg" in err
    assert not (tmp_path / "b.jpg").exists()


def test_cli_rejects_unreadable_input_with_one_line(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.m44"
    bad.write_text("{not json", encoding="utf-8")
    for src in (bad, tmp_path / "missing.m44"):
        assert m44(["render", str(src), "-o", str(tmp_path / "b.png")]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1, err
    assert not (tmp_path / "b.png").exists()


def test_cli_rejects_a_silly_scale(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = GOLDEN / "hedgerow-crossroads.m44"
    assert m44(["render", str(src), "-o", str(tmp_path / "b.png"), "--scale", "0"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: m44 render ") and "--scale 0 is out of range" in err
    # the bounds the help gives (8 to 400) are in range, one past them is not
    for scale, code in (("400", 0), ("8", 0), ("400.5", 2), ("7.9", 2)):
        assert m44(["render", str(src), "-o", str(tmp_path / "b.svg"), "--scale", scale]) \
            == code, scale
    assert "--scale 7.9 is out of range (8 to 400 pixels per hex)" in capsys.readouterr().err




def test_an_exit_arrow_points_off_the_board_by_the_nearer_edge(monkeypatch) -> None:
    """Exit markers in the bottom half (the top player's exits, or a board turned half a
    turn) are drawn turned half a turn, on their own and beside a unit; other markers stand
    upright."""
    from editor.render import scene

    turns: dict[tuple[Coord, str], int] = {}
    real = scene._Scene.token

    def spy(self, key, at, size, orientation=1):  # type: ignore[no-untyped-def]
        hexes = [c for c in self.coords if self.lay.hex_rect(c).contains(at)]
        turns[(hexes[0], key.name)] = orientation
        return real(self, key, at, size, orientation)

    monkeypatch.setattr(scene._Scene, "token", spy)
    exit_ = Tag("tag4", behavior="EXIT_MARKER", side=Side.ALLIES)
    s = Scenario()
    s.set_hex(Coord(0, 4), Hex(tags=(exit_,)))
    s.set_hex(Coord(8, 4), Hex(tags=(exit_, Tag("medal1"))))
    s.set_hex(Coord(8, 8), Hex(unit=Unit("infger"), tags=(exit_,)))
    for raster in (True, False):
        turns.clear()
        if raster:
            render_image(s, RenderOptions(scale=40))
        else:
            render_svg(s, RenderOptions(scale=40))
        assert turns == {(Coord(0, 4), "tag4"): 1, (Coord(8, 4), "tag4"): 4,
                         (Coord(8, 4), "medal1"): 1, (Coord(8, 8), "tag4"): 4}


def test_medal_stands_are_captioned_with_the_words_given() -> None:
    """English by default (the canvas), one medal in the singular; a briefing gives its own
    language's words."""
    s = Scenario(game_info=GameInfo(side_player1=Side.AXIS, side_player2=Side.ALLIES,
                                    victory_player1=1, victory_player2=6))

    def captions(opts: RenderOptions) -> list[str]:
        root = ET.fromstring(render_svg(s, opts))
        return [" ".join("".join(el.itertext()).split())
                for el in root.iter("{http://www.w3.org/2000/svg}text")]

    assert captions(RenderOptions(medal_stands=True)) == ["AXIS · 1 medal to win",
                                                          "ALLIES · 6 medals to win"]
    dutch = StandWords("AS", "GEALLIEERDEN", "{n} medaille om te winnen",
                       "{n} medailles om te winnen")
    assert captions(RenderOptions(medal_stands=True, stand_words=dutch)) == [
        "AS · 1 medaille om te winnen", "GEALLIEERDEN · 6 medailles om te winnen"]
    # a side whose medals to win are not set: its name alone, never "0 medals to win"
    s.game_info = replace(s.game_info, victory_player2=None)
    assert captions(RenderOptions(medal_stands=True)) == ["AXIS · 1 medal to win", "ALLIES"]


@pytest.mark.parametrize("layer", ["terrain", "rect_terrain", "obstacle", "unit", "tags",
                                   "labels"])
def test_a_hidden_layer_is_drawn_as_if_the_scenario_had_none(layer: str) -> None:
    """View ▸ Layers: a layer left out (RenderOptions.hidden) draws the map as the scenario
    without that layer draws, to the pixel: a unit's markers and the piece under it are
    drawn as on a hex without a unit (not in the unit's column), and nothing of the layer
    is left (an inset of a bunker under a unit, a marker's ring). The place names are left
    out of the hex layers' comparison: they step aside from units."""
    s = busy()
    if layer != "labels":
        s.labels.clear()
    without = busy()
    without.labels = list(s.labels)
    if layer == "labels":
        without.labels.clear()
    else:
        for c, h in list(without.hexes.items()):
            without.set_hex(c, replace(h, **{layer: () if layer == "tags" else None}))
    opts = RenderOptions(hex_labels=HexLabels.NAMES)
    hidden = render_image(s, replace(opts, hidden=frozenset({layer})))
    assert changed_pixels(render_image(s, opts), hidden) > 30
    assert changed_pixels(render_image(without, opts), hidden) == 0


@pytest.mark.parametrize("name", ["infus", "inf2ger", "tankus", "tank2ger", "gunbrit", "plnjp"])
def test_the_map_counts_a_units_standard_figures_as_the_rules_do(name: str) -> None:
    """A unit the file gives no figures is drawn with its type's standard count, white (a
    count that differs is yellow): the count of the rules, or every such unit shows a wrong
    count, marked unusual."""
    from editor.engine.catalog import unit_type
    from editor.engine.rules.units import profile_of
    from editor.render import STANDARD_FIGURES

    profile = profile_of(Unit(name))
    assert profile is not None
    assert STANDARD_FIGURES[unit_type(name) or ""] == profile.figures


def test_the_ink_saver_prints_the_medal_stands_white() -> None:
    """The stands are filled with their side's colour, and white (outlined in it) for the
    ink saver: a page's two widest areas of solid colour."""
    from editor.render import SIDE_COLOURS

    s = Scenario(board_type=BoardType.STANDARD)

    def side_fills(ink_saver: bool) -> int:
        svg = render_svg(s, RenderOptions(medal_stands=True, ink_saver=ink_saver)).decode()
        return sum(svg.lower().count(f'fill="{c.lower()}"') for c in SIDE_COLOURS.values())

    assert side_fills(False) > 0 and side_fills(True) == 0


@pytest.mark.parametrize("board_type", list(BoardType))
def test_every_board_type_draws_each_faces_ground_and_the_beach_rows(
        board_type: BoardType) -> None:
    """The faces audit's matrix: each board type draws each face's ground as the standard
    board does (the middle of an empty hex at the top row's right end, and near its left
    end), the countryside, winter and desert grounds apart; a beach board's printed beach and ocean rows are those of
    ``Board.background``, the ocean bluer than the beach, at every column."""
    board = Board(board_type)
    opts = RenderOptions(scale=40, section_lines=False)
    lay = Layout(board, opts)
    std = Layout(Board(BoardType.STANDARD), opts)
    grounds = {}
    for face in Face:
        img = render_image(Scenario(board_type=board_type, face=face), opts)
        ref = render_image(Scenario(face=face), opts)
        top = colour_at(img, *_xy(lay, Coord(0, board.max_col)))
        assert distance(top, colour_at(ref, *_xy(std, Coord(0, 24)))) <= 8, face
        assert distance(colour_at(img, *_xy(lay, Coord(0, 2))), top) <= 8, face
        grounds[face] = top
        if face is Face.BEACH:
            for row in range(board.rows):
                kind = board.background(face, row)
                for col in (row % 2, board.max_col - row % 2):
                    c = colour_at(img, *_xy(lay, Coord(row, col)))
                    if kind == "ocean":
                        assert c.blue() > c.red() + 40, (row, col)
                    elif kind == "beach":
                        assert c.red() > c.blue() + 40 and distance(c, top) > 20, (row, col)
                    else:
                        assert distance(c, top) <= 8, (row, col)
    assert len({(c.red(), c.green(), c.blue()) for f, c in grounds.items()
                if f is not Face.BEACH}) == 3


def _xy(lay: Layout, c: Coord) -> tuple[float, float]:
    p = lay.center(c)
    return p.x(), p.y()
