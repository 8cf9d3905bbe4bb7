"""Renderer speed (issue 4): a full Overlord board drawn into a QImage at 40 px per hex, with
the art already loaded (warm) and from a fresh art library (cold: every SVG parsed and every
tile rasterised); plus an SVG export of the same board.

The board is generated here (deterministic): terrain on every hex, drawn from the whole
catalog in every orientation, a unit on a third of the hexes with some badges, obstacles,
rect_terrain, medal and exit tokens, place names, hex names and medal stands: more than any
real scenario holds, so the figure is an upper bound.
"""

from __future__ import annotations

import random
import time

from bench import Benchmark, best_time
from editor.engine.board import Board, BoardType, Coord, Face
from editor.engine.catalog import CATALOG
from editor.engine.scenario import GameInfo, Hex, Label, Piece, Scenario, Tag, Unit

SCALE = 40.0


def crowded_overlord(seed: int = 44) -> Scenario:
    rng = random.Random(seed)
    s = Scenario(board_type=BoardType.OVERLORD, face=Face.BEACH,
                 game_info=GameInfo(victory_player1=12, victory_player2=12))
    terrain = CATALOG.names("terrain")
    rect = CATALOG.names("rect_terrain")
    obstacles = CATALOG.names("obstacle")
    units = CATALOG.names("unit")
    badges = CATALOG.names("badge")
    tags = CATALOG.names("tag")
    for c in Board(BoardType.OVERLORD).coords:
        t = rng.choice(terrain)
        h = Hex(terrain=Piece(t, rng.randint(1, CATALOG[t].orientations)),
                rect_terrain=Piece(rng.choice(rect)) if rng.random() < 0.1 else None,
                obstacle=Piece(rng.choice(obstacles)) if rng.random() < 0.15 else None,
                unit=Unit(rng.choice(units), badge=rng.choice(badges) if rng.random() < 0.2
                          else None) if rng.random() < 0.35 else None,
                tags=(Tag(rng.choice(tags)),) if rng.random() < 0.12 else ())
        s.set_hex(c, h)
    for i in range(12):
        s.labels.append(Label(Coord(rng.randrange(9) // 2 * 2, rng.randrange(26) * 2),
                              (f"Place {i}",)))
    return s


def _setup():  # type: ignore[no-untyped-def]
    from editor.render import HexLabels, RenderOptions, ensure_app

    ensure_app()
    return crowded_overlord(), RenderOptions(scale=SCALE, hex_labels=HexLabels.NAMES,
                                             medal_stands=True)


def warm() -> float:
    """Best time of a render once the art is parsed and the tiles of this zoom are cached."""
    from editor.render import library, render_image

    scenario, opts = _setup()
    render_image(scenario, opts, library())  # fills the caches
    return best_time(lambda: render_image(scenario, opts, library()), repeat=5)


def cold() -> float:
    """A render from a fresh art library: every SVG parsed, every tile rasterised."""
    from editor.render import ArtLibrary, render_image

    scenario, opts = _setup()
    start = time.perf_counter()
    render_image(scenario, opts, ArtLibrary())
    return time.perf_counter() - start


def loads_on_second_render() -> float:
    """SVG files parsed by a second render (must be 0: art is loaded once)."""
    from editor.render import ArtLibrary, render_image

    scenario, opts = _setup()
    art = ArtLibrary()
    render_image(scenario, opts, art)
    before = art.loads
    render_image(scenario, opts, art)
    return float(art.loads - before)


def svg_export() -> float:
    from editor.render import library, render_svg

    scenario, opts = _setup()
    render_svg(scenario, opts, library())
    return best_time(lambda: render_svg(scenario, opts, library()), repeat=3)


def art_unclosed_tags() -> float:
    """An art file of 300,000 characters of tags not closed, lightened for the ink saver
    and its unstroked paths made explicit (the redos audit: each tag was read to the next
    ">" of the file, 8 s for 40,000 characters)."""
    from editor.render.art import lighten_svg, unstroked_paths_explicit

    text = "<path <a " * 33_333
    return best_time(lambda: unstroked_paths_explicit(lighten_svg(text)), repeat=3)


BENCHMARKS = [
    Benchmark("render_overlord_warm", "full Overlord board (every hex busy) to a QImage at "
              "40 px/hex, art cached", warm, target=0.100, repeat=3),
    Benchmark("render_overlord_cold", "the same from a fresh art library (parse every SVG, "
              "rasterise every tile)", cold, target=1.0, repeat=2),
    Benchmark("render_art_reloads", "SVG files parsed again by a second render",
              loads_on_second_render, target=0.0, unit="files", repeat=1),
    Benchmark("render_overlord_svg", "the same board exported as SVG (vector paths)",
              svg_export, target=1.5, repeat=1),
    Benchmark("render_art_unclosed_tags", "an art file of 300,000 characters of tags not "
              "closed, made ink-saving and unstroked", art_unclosed_tags, target=0.100,
              repeat=1),
]
