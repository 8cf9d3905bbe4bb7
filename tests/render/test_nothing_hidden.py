"""Issue 17: a unit token never hides what it stands on (medal objectives, exit markers,
bunkers and other square pieces, towns and other landmarks), and place names never sit on
units nor run off the board."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from editor.engine.board import BoardType, Coord, Face, Side
from editor.engine.scenario import Hex, Label, Piece, Scenario, Tag, Unit
from editor.render import HexLabels, Layout, RenderOptions, render_image
from editor.render.art import library
from editor.render.scene import _BADGE, _COUNT, INK, LANDMARKS, _Scene, stands_on

from .helpers import MIDDLE, changed_pixels, colour_at, distance, single

SCALE = 96.0


def _token_area(diameter_units: float) -> float:
    r = SCALE / math.sqrt(3)  # the hex's circumradius in pixels
    return math.pi * (diameter_units / 2 * r / 100) ** 2


@pytest.mark.parametrize("under", [
    Hex(rect_terrain=Piece("bunker")),
    Hex(rect_terrain=Piece("casemate")),
    Hex(terrain=Piece("church")),
    Hex(terrain=Piece("buildings")),
], ids=["bunker", "casemate", "church", "town"])
@pytest.mark.parametrize("unit", ["infger", "tankus"])
def test_a_piece_under_a_unit_stays_visible(under: Hex, unit: str) -> None:
    """At least half of what the piece draws on its own is still seen with a unit on it
    (a quarter or less was, when the token covered it)."""
    footprint = changed_pixels(single(None, scale=SCALE), single(under, scale=SCALE))
    alone = single(Hex(unit=Unit(unit)), scale=SCALE)
    both = single(Hex(terrain=under.terrain, rect_terrain=under.rect_terrain,
                      unit=Unit(unit)), scale=SCALE)
    assert changed_pixels(alone, both) >= 0.5 * footprint


@pytest.mark.parametrize("tags", [
    (Tag("medal2"),),
    (Tag("medal1", side=Side.ALLIES),),
    (Tag("tag5", behavior="EXIT_MARKER", side=Side.ALLIES),),
    (Tag("medal0"), Tag("tag3", behavior="MINE_FIELD")),
], ids=["medal-axis", "medal-allies", "exit", "medal-and-mines"])
@pytest.mark.parametrize("unit", ["infger", "tankus"])
def test_a_marker_under_a_unit_stays_visible(tags: tuple[Tag, ...], unit: str) -> None:
    """Each marker on a unit's hex changes at least a whole token of the drawing."""
    alone = single(Hex(unit=Unit(unit), rect_terrain=Piece("bunker")), scale=SCALE)
    both = single(Hex(unit=Unit(unit), rect_terrain=Piece("bunker"), tags=tags), scale=SCALE)
    assert changed_pixels(alone, both) >= 0.8 * len(tags) * _token_area(40)


def test_the_inset_shows_the_square_piece_first_then_a_landmark() -> None:
    assert stands_on(Hex(terrain=Piece("church"), rect_terrain=Piece("bunker"))) == Piece(
        "bunker")
    assert stands_on(Hex(terrain=Piece("church"))) == Piece("church")
    assert stands_on(Hex(terrain=Piece("woods"))) is None  # readable around the token
    assert "buildings" in LANDMARKS and "river" not in LANDMARKS


def _spots(s: Scenario, c: Coord, opts: RenderOptions) -> list[QRectF]:
    img = QImage(8, 8, QImage.Format.Format_ARGB32)
    p = QPainter(img)
    scene = _Scene(p, s, opts, library(), Layout(s.board, opts))
    boxes = next(p.plates for p in scene.placed_labels if p.coord == c)
    tokens = scene._unit_boxes(c)
    board = scene.lay.board_rect.adjusted(-0.01, -0.01, 0.01, 0.01)  # rounding
    p.end()
    for b in boxes:
        assert board.contains(b), (b, board)
        assert not any(b.intersects(t) for t in tokens), (b, tokens)
    return boxes


def test_place_names_step_aside_from_units_and_stay_on_the_board() -> None:
    s = Scenario(board_type=BoardType.BRKTHRU, face=Face.COUNTRY)
    opts = RenderOptions(scale=SCALE)
    # a name on a unit's hex, one on an empty hex between units, one on each edge
    s.set_hex(Coord(4, 4), Hex(unit=Unit("infger")))
    s.set_hex(Coord(6, 10), Hex(unit=Unit("tankus")))
    s.set_hex(Coord(6, 14), Hex(unit=Unit("tankus")))
    s.set_hex(Coord(0, 24), Hex(unit=Unit("infus")))
    s.set_hex(Coord(16, 0), Hex(unit=Unit("infger")))
    s.labels += [Label(Coord(4, 4), ("Bunker Hill",)), Label(Coord(6, 12), ("Crossroads",)),
                 Label(Coord(0, 24), ("A very long name at the corner",)),
                 Label(Coord(16, 0), ("Southwest", "corner town"))]
    plain = Scenario(board_type=BoardType.BRKTHRU, face=Face.COUNTRY)
    plain.labels.append(Label(Coord(6, 12), ("Crossroads",)))
    lay = Layout(s.board, opts)
    for lb in s.labels:
        boxes = _spots(s, lb.coord, opts)
        assert all(abs(b.center().x() - lay.center(lb.coord).x()) < lay.radius * 4
                   or lb.coord.col in (0, 24) for b in boxes)
    # with no unit near, a name keeps its place below the hex's centre
    (box,) = _spots(plain, Coord(6, 12), opts)
    centre = lay.center(Coord(6, 12))
    assert centre.y() < box.center().y() < centre.y() + lay.radius * 0.6


def _plates(s: Scenario, opts: RenderOptions) -> dict[Coord, list[QRectF]]:
    img = QImage(8, 8, QImage.Format.Format_ARGB32)
    p = QPainter(img)
    scene = _Scene(p, s, opts, library(), Layout(s.board, opts))
    plates = {placed.coord: list(placed.plates) for placed in scene.placed_labels}
    p.end()
    return plates


@pytest.mark.parametrize("hex_labels", [HexLabels.NONE, HexLabels.NAMES])
def test_place_names_on_neighbouring_hexes_stand_apart(hex_labels: HexLabels) -> None:
    """Two names on neighbouring hexes were drawn over each other ("Gué des Saules" and
    "Ferme Lebrun" read as one line): each name steps aside from the names before it, also
    among units, in a row of names and at the board's edges."""
    s = Scenario(board_type=BoardType.STANDARD, face=Face.COUNTRY)
    for c in (Coord(4, 9), Coord(4, 13), Coord(5, 12), Coord(3, 11), Coord(8, 24)):
        s.set_hex(c, Hex(unit=Unit("infger")))
    names = {Coord(4, 8): "Gué des Saules", Coord(4, 10): "Ferme Lebrun",
             Coord(4, 12): "Pont de l'Orvette", Coord(3, 13): "Les Hauts Champs",
             Coord(5, 11): "Chemin creux", Coord(8, 16): "Le Mesnil",
             Coord(8, 18): "Moulin Neuf", Coord(1, 21): "Cote 112", Coord(1, 23): "Bois",
             Coord(7, 1): "Ferme", Coord(8, 0): "Prés", Coord(0, 2): "La Haye",
             Coord(0, 4): "Le Bosq"}
    s.labels += [Label(c, (text,)) for c, text in names.items()]
    opts = RenderOptions(scale=SCALE, hex_labels=hex_labels)
    plates = _plates(s, opts)
    assert plates.keys() == names.keys()
    lay = Layout(s.board, opts)
    board = lay.board_rect.adjusted(-0.01, -0.01, 0.01, 0.01)
    for c, mine in plates.items():
        assert all(board.contains(b) for b in mine), c
        # near its hex: at most a hex and a half aside
        assert all(abs(b.center().x() - lay.center(c).x()) < SCALE * 1.5
                   or c.col in (0, 1, 23, 24) for b in mine), c
        for other, theirs in plates.items():
            assert other == c or not any(a.intersects(b) for a in mine for b in theirs), \
                (names[c], names[other])


def test_a_long_place_name_wraps_and_stays_on_the_board() -> None:
    """A name of a hundred letters on one line ran across the board and off the page; a
    name of thousands of letters, or of many lines, is cut with "…" after a few lines."""
    from editor.render.scene import LABEL_LINES, LABEL_WIDTH_HEXES, label_lines

    s = Scenario(board_type=BoardType.STANDARD, face=Face.COUNTRY)
    opts = RenderOptions(scale=SCALE)
    sentence = ("The old fortified farm of the Duke of Normandy, held by a company of the "
                "coastal grenadiers since the spring")
    s.labels += [Label(Coord(4, 12), (sentence,)), Label(Coord(0, 2), ("x" * 2000,)),
                 Label(Coord(8, 20), tuple(f"line {i}" for i in range(9)))]
    lay = Layout(s.board, opts)
    widest = LABEL_WIDTH_HEXES * SCALE + SCALE  # the text's width and its plate's margins
    for lb in s.labels:
        boxes = _spots(s, lb.coord, opts)  # on the board, clear of units
        assert 1 <= len(boxes) <= LABEL_LINES
        assert all(b.width() <= widest for b in boxes)
        assert all(abs(b.center().x() - lay.center(lb.coord).x()) < widest for b in boxes
                   ) or lb.coord.col < 4
        # the lines one under the other, also on the bottom row (not piled up there)
        assert all(b.center().y() - a.center().y() > 0.9 * a.height()
                   for a, b in zip(boxes, boxes[1:]))
    wrapped = label_lines((sentence,), SCALE)
    assert len(wrapped) > 1 and " ".join(wrapped).replace("…", "") in sentence
    assert all(line in sentence for line in wrapped[:-1])  # cut between words
    assert label_lines(("x" * 2000,), SCALE)[0].endswith("…")
    many = label_lines(tuple(f"line {i}" for i in range(9)), SCALE)
    assert many[:LABEL_LINES - 1] == ["line 0", "line 1", "line 2"] and many[-1] == "line 3…"
    # names as the official files write them keep their lines
    assert label_lines(("Batterie", "de la Hague-Blanche"), SCALE) == [
        "Batterie", "de la Hague-Blanche"]


def test_two_ponds_whose_streams_face_each_other_are_drawn_as_one() -> None:
    """Between the two pond centres the water runs unbroken (one pond across the two
    hexes); a pond whose stream leads elsewhere keeps its own drawing."""
    from editor.render import render_image

    def board(second: Piece) -> QImage:
        s = Scenario(board_type=BoardType.STANDARD, face=Face.COUNTRY)
        s.set_hex(Coord(4, 12), Hex(terrain=Piece("pond")))  # stream to the W
        s.set_hex(Coord(4, 10), Hex(terrain=second))
        return render_image(s, RenderOptions(scale=SCALE, grid=False, section_lines=False))

    joined, apart = board(Piece("pond", 4)), board(Piece("pond", 1))
    lay = Layout(Scenario(board_type=BoardType.STANDARD).board, RenderOptions(scale=SCALE))
    a, b = lay.center(Coord(4, 10)), lay.center(Coord(4, 12))

    def water_along(img: QImage) -> float:
        steps = 40
        wet = 0
        for i in range(steps + 1):
            x = a.x() + (b.x() - a.x()) * i / steps
            colour = img.pixelColor(round(x), round(a.y()))
            wet += colour.blue() > colour.red() + 40  # water is blue, ground green
        return wet / (steps + 1)

    assert water_along(joined) > 0.95
    assert water_along(apart) < 0.8


def test_a_hex_name_never_prints_over_a_place_name() -> None:
    """A place name among units, whose every place covers a hex name, was drawn under the
    hex names: the briefing of a Breakthrough board read "(held by the ?52nd)", "f14"
    printed over its 3 (found by the big boards audit). The place names are drawn over
    the hex names: the hex names, a regular grid, are read from their neighbours."""
    s = Scenario(board_type=BoardType.BRKTHRU, face=Face.COUNTRY)
    c = Coord(4, 12)
    for n in (c, *c.neighbours(), Coord(4, 8), Coord(4, 16), Coord(2, 8), Coord(2, 16),
              Coord(6, 8), Coord(6, 16)):
        s.set_hex(n, Hex(unit=Unit("infger")))
    s.labels += [Label(c, ("Bois du Molay", "(held by the 352nd)"))]
    named = RenderOptions(scale=SCALE, hex_labels=HexLabels.NAMES)
    img = QImage(8, 8, QImage.Format.Format_ARGB32)
    p = QPainter(img)
    scene = _Scene(p, s, named, library(), Layout(s.board, named))
    (placed,) = scene.placed_labels
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(5, round(SCALE * 0.17)))
    name_boxes = [scene._text_box(scene.lay.center(h) - QPointF(0, scene.r * 0.74),
                                  s.board.hex_name(h), font) for h in s.board.coords]
    p.end()
    covered = [b for b in placed.plates if any(b.intersects(n) for n in name_boxes)]
    assert covered  # the case meant: no place of the name is clear of the hex names
    plain = replace(named, hex_labels=HexLabels.NONE, label_places=(placed.place,))
    with_names, without = render_image(s, named), render_image(s, plain)
    for plate in covered:
        inside = plate.adjusted(2, 2, -2, -2).toRect()
        worst = max(distance(with_names.pixelColor(x, y), without.pixelColor(x, y))
                    for x in range(inside.left(), inside.right())
                    for y in range(inside.top(), inside.bottom()))
        assert worst < 80, plate  # the hex name shows through the plate, faintly at most


@pytest.mark.parametrize(("piece", "mark"), [
    (Piece("bunker", 2), _COUNT), (Piece("roadblock", 2), _COUNT), (Piece("ford", 5), _COUNT),
    (Piece("bunker", 3), _BADGE)], ids=["bunker2", "roadblock2", "ford5", "bunker3"])
def test_a_facing_mark_leaves_the_units_count_and_badge_whole(
        piece: Piece, mark: tuple[float, float, float]) -> None:
    """Found by the designer audit: a bunker facing the figure count's corner drew its
    chevron across the count's number (and at orientation 3 across the badge). The count
    and the badge are drawn again over a mark that runs into them: their discs are as
    with the piece turned away (orientation 1, the mark at the bottom)."""
    unit = Unit("infger", badge="badge1")
    lay = Layout(Scenario().board, RenderOptions(scale=SCALE, region=frozenset({MIDDLE}),
                                                 section_lines=False))
    centre, r = lay.center(MIDDLE), lay.radius
    x, y, d = mark
    at = QPointF(centre.x() + x * r / 100, centre.y() + y * r / 100)
    inside = 0.3 * d * r / 100  # a square well within the disc
    facing = single(Hex(rect_terrain=piece, unit=unit), scale=SCALE)
    away = single(Hex(rect_terrain=replace(piece, orientation=1), unit=unit), scale=SCALE)
    box = QRectF(at.x() - inside, at.y() - inside, 2 * inside, 2 * inside).toRect()
    assert changed_pixels(facing.copy(box), away.copy(box)) == 0


@pytest.mark.parametrize(("piece", "marked"), [
    (Piece("bunker"), {270}), (Piece("bunker", 2), {330}), (Piece("wbunker"), {270}),
    (Piece("dbunker", 2), {330}), (Piece("roadblock"), {90, 270}),
    (Piece("roadblock", 2), {150, 330}), (Piece("pontoon", 3), {210, 30}),
    (Piece("wagon"), {0, 180}), (Piece("dragonteeth", 2), {60, 240})],
    ids=lambda v: v.name + str(v.turn) if isinstance(v, Piece) else "")
def test_a_square_piece_s_way_reads_with_a_unit_on_it(piece: Piece, marked: set[int]) -> None:
    """A bunker's slit shows the way it faces, a road block's bar the way it lies, and a
    unit's token covered them (the inset beside the token too small to tell): the way is
    marked at the hex's border, over the token, where the bunker faces (down at
    orientation 1, a sixth of a turn counter-clockwise at 2) or at both ends of the line,
    and nowhere else."""
    lay = Layout(Scenario().board, RenderOptions(scale=SCALE, region=frozenset({MIDDLE}),
                                                 section_lines=False))  # (single's)
    centre, r = lay.center(MIDDLE), lay.radius

    def border(angle: float) -> tuple[float, float]:
        off = abs(angle % 60 - 30)  # the border is nearer the middles of the edges
        d = 0.92 * r * math.cos(math.radians(30)) / math.cos(math.radians(30 - off))
        a = math.radians(angle)
        return centre.x() + d * math.cos(a), centre.y() - d * math.sin(a)

    img = single(Hex(rect_terrain=piece, unit=Unit("infger")), scale=SCALE)
    plain = single(Hex(unit=Unit("infger")), scale=SCALE)
    for angle in marked:
        assert distance(colour_at(img, *border(angle)), QColor(INK)) < 60, angle
    for angle in {0, 90, 180, 270} - marked:  # (clear of the inset and the count)
        assert distance(colour_at(img, *border(angle)),
                        colour_at(plain, *border(angle))) < 24, angle


def test_a_place_name_names_the_hexes_of_its_row_it_is_drawn_across() -> None:
    """A town of two or three hexes of a row, its name on one: the name names each hex of
    its terrain beside it that the map draws it halfway across, at any scale (the Victory
    page says it there too; the landscape audit)."""
    from editor.render.scene import label_spans, place_labels

    s = Scenario()
    for name in ("C5", "D5", "E5", "A3", "B3"):
        s.set_hex(s.board.parse_hex(name), Hex(terrain=Piece("buildings")))
    s.set_hex(s.board.parse_hex("F5"), Hex(terrain=Piece("woods")))
    s.labels.append(Label(s.board.parse_hex("D5"), ("Saint-Vaast-la-Hougue",)))
    s.labels.append(Label(s.board.parse_hex("A3"), ("Ay",)))
    for scale in (40, 100, 188):
        lay = Layout(s.board, RenderOptions(scale=scale))
        placed = place_labels(s, lay, HexLabels.NONE, scale)
        spans = [[s.board.hex_name(c) for c in label_spans(s, lay, p)] for p in placed]
        assert spans == [["D5", "C5", "E5"], ["A3"]], scale
        # the name reaches past the middle of each hex it names beside its own
        town = placed[0]
        middle = lay.center(s.board.parse_hex("E5")).x() - lay.half_w / 2
        assert max(p.right() for p in town.plates) > middle
