"""The renderer's heat layers (the balance lab's heat maps): a fill growing with the count,
the count written on the hex, a legend band under the board for images only."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from editor.engine.board import BoardType, Coord
from editor.engine.scenario import Scenario
from editor.render import HeatLayer, Layout, RenderOptions, painting, render_image, render_svg

from .helpers import MIDDLE, changed_pixels, single

NEXT = Coord(4, 14)


def test_a_heat_layer_colours_its_hexes_more_with_the_count() -> None:
    plain = single(None, scale=60)
    hot = single(None, scale=60, heat=(HeatLayer("battles", {MIDDLE: 10}, "#0000ff"),))
    mild = single(None, scale=60,
                  heat=(HeatLayer("battles", {MIDDLE: 1, NEXT: 10}, "#0000ff"),))
    assert changed_pixels(plain, hot) > 300
    probe = (hot.width() // 2, hot.height() // 3)  # above the count's plate
    strong, faint = hot.pixelColor(*probe), mild.pixelColor(*probe)
    assert strong.blue() - strong.red() > faint.blue() - faint.red() + 40


def test_the_count_is_written_and_the_legend_names_each_layer() -> None:
    s = Scenario(board_type=BoardType.STANDARD)
    layers = (HeatLayer("AXIS units eliminated", {MIDDLE: 37}),
              HeatLayer("battles fought", {NEXT: 5}, "#2166ac"))
    svg = render_svg(s, RenderOptions(heat=layers, heat_legend=True)).decode()
    assert ">37<" in svg and ">5<" in svg
    assert "AXIS units eliminated (most: 37)" in svg and "battles fought (most: 5)" in svg
    without = render_svg(s, RenderOptions(heat=layers)).decode()
    assert "most: 37" not in without and ">37<" in without
    # a layer with no hex counted (a lab's games that fought no battle): most 0
    empty = render_svg(s, RenderOptions(heat=(HeatLayer("battles fought", {}),),
                                        heat_legend=True)).decode()
    assert "battles fought (most: 0)" in empty


def test_the_legend_band_is_added_under_the_board_of_images_only() -> None:
    board = Scenario(board_type=BoardType.STANDARD).board
    layers = (HeatLayer("a", {MIDDLE: 1}), HeatLayer("b", {MIDDLE: 2}))
    base = Layout(board, RenderOptions()).size
    with_legend = Layout(board, RenderOptions(heat=layers, heat_legend=True))
    assert with_legend.size.width() == base.width()
    assert with_legend.size.height() > base.height() + 2 * with_legend.legend_font
    # the board itself does not move: hit testing and hex centres are the same
    assert with_legend.center(MIDDLE) == Layout(board, RenderOptions()).center(MIDDLE)
    img = render_image(Scenario(board_type=BoardType.STANDARD),
                       RenderOptions(heat=layers, heat_legend=True))
    assert img.height() == with_legend.image_size()[1]
    # the canvas (legend beside the board) keeps the board's size
    assert Layout(board, RenderOptions(heat=layers)).size == base


def test_each_layer_of_the_legend_has_its_swatch_in_the_band() -> None:
    """The legend lists the layers one under the other inside its band, each swatch whole (a row drawn upwards would put the second over the
    board's last row of hexes)."""
    board = Scenario(board_type=BoardType.STANDARD).board
    layers = (HeatLayer("red", {MIDDLE: 1}, "#ff0000"), HeatLayer("blue", {NEXT: 1}, "#0000ff"))
    img = render_image(Scenario(board_type=BoardType.STANDARD),
                       RenderOptions(heat=layers, heat_legend=True))
    band_top = Layout(board, RenderOptions()).size.height()

    def vivid(hue: int) -> int:  # pixels of the band of that hue, well saturated
        return sum(1 for y in range(int(band_top), img.height()) for x in range(img.width())
                   if (c := img.pixelColor(x, y)).hsvHue() == hue and c.hsvSaturation() > 150)

    red, blue = vivid(0), vivid(240)
    assert red > 100 and blue > red * 0.8, (red, blue)


def test_a_count_steps_up_out_of_a_place_names_way() -> None:
    """The largest counts sit where battles are fought, often at a named place: a name's
    plate hid the count at the bottom of the hex. The count goes to the top of its hex
    when a name covers the bottom, its own hex's name or a long one of the next hex."""
    from PySide6.QtGui import QFont, QImage, QPainter

    from editor.engine.scenario import Label
    from editor.render.art import library
    from editor.render.scene import _Scene

    s = Scenario(board_type=BoardType.STANDARD)
    s.labels += [Label(MIDDLE, ("Saint-Aubert-des-Haies",))]
    far = Coord(2, 2)
    layers = (HeatLayer("battles", {MIDDLE: 37, NEXT: 12, far: 4}),)
    opts = RenderOptions(scale=60, heat=layers)
    img = QImage(8, 8, QImage.Format.Format_ARGB32)
    p = QPainter(img)
    scene = _Scene(p, s, opts, library(), Layout(s.board, opts))
    font = QFont("DejaVu Sans")
    font.setPixelSize(22)
    font.setBold(True)
    (placed,) = scene.placed_labels
    plates = placed.plates
    for c, n in ((MIDDLE, "37"), (NEXT, "12"), (far, "4")):
        box = scene.count_plate(c, 0.0, n, font)
        centre = scene.lay.center(c)
        assert not any(box.intersects(b) for b in plates), c
        assert abs(box.center().y() - centre.y()) < scene.r  # on its own hex
        # below the centre unless a name is in the way
        assert (box.center().y() > centre.y()) == (c == far), c
    p.end()


def counts_by_text(s: Scenario, layers: tuple[HeatLayer, ...], scale: float
                   ) -> tuple[Layout, float, list[dict[str, QRectF]]]:
    """The layout, the hex radius and each layer's count plates by their text, as the heat
    of ``layers`` on ``s`` is drawn at ``scale``."""
    from PySide6.QtGui import QFont, QImage

    from editor.render.art import library
    from editor.render.scene import _Scene

    opts = RenderOptions(scale=scale, heat=layers)
    img = QImage(8, 8, QImage.Format.Format_ARGB32)
    with painting(img) as p:
        scene = _Scene(p, s, opts, library(), Layout(s.board, opts))
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(7, round(scene.r * 0.36)))
        font.setBold(True)
        plates = [{text: box for box, text in layer} for layer in scene.count_plates(font)]
    return scene.lay, scene.r, plates


def test_the_counts_of_several_layers_on_one_hex_stand_apart() -> None:
    """Each layer's count has its place along the bottom of the hex (the first layer's on
    the left); counts of three digits beside one another overlapped there ("480" and "46"
    read "48046"). Several counts on one hex are laid side by side, in the layers' order,
    and a count alone keeps its layer's place."""
    s = Scenario(board_type=BoardType.STANDARD)
    far = Coord(2, 2)
    layers = (HeatLayer("AXIS units eliminated", {MIDDLE: 480, NEXT: 3}),
              HeatLayer("ALLIES units eliminated", {MIDDLE: 46, far: 7}, "#f28e2b"))
    for scale in (40, 60, 120):
        lay, _r, (first, second) = counts_by_text(s, layers, scale)
        assert first["480"].right() < second["46"].left(), scale
        assert abs(first["480"].bottom() - second["46"].bottom()) < 1e-6
        assert first["3"].center().x() < lay.center(NEXT).x()
        assert second["7"].center().x() > lay.center(far).x()


def test_a_count_keeps_clear_of_the_units_figure_count() -> None:
    """A unit's figures are counted in a circle at the lower right of its hex, where the
    second layer's count stood: "9" beside the unit's "3" read "93". The counts on a hex
    with a unit end left of that circle; on a hex without one they keep their places."""
    from editor.engine.scenario import Hex, Unit
    from editor.render.scene import _COUNT

    s = Scenario(board_type=BoardType.STANDARD)
    s.hexes[MIDDLE] = Hex(unit=Unit("infus"))
    s.hexes[NEXT] = Hex(unit=Unit("tankger"))
    far = Coord(2, 2)
    layers = (HeatLayer("AXIS units eliminated", {MIDDLE: 74, far: 5}),
              HeatLayer("ALLIES units eliminated", {MIDDLE: 1, NEXT: 9, far: 6}, "#f28e2b"))
    for scale in (40, 60, 120):
        lay, r, (first, second) = counts_by_text(s, layers, scale)
        for c, boxes in ((MIDDLE, (first["74"], second["1"])), (NEXT, (second["9"],))):
            circle_left = lay.center(c).x() + (_COUNT[0] - _COUNT[2] / 2) * r / 100
            assert all(box.right() < circle_left for box in boxes), (scale, c)
        assert first["74"].right() < second["1"].left()
        # no unit: the places of the layers, as before
        assert first["5"].center().x() < lay.center(far).x() < second["6"].center().x()
