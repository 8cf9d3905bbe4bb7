"""What to draw: :class:`RenderOptions`, one frozen value per rendering.

The options are plain data (hex coordinates, colour strings) so that the canvas, the command
line and the briefing exporter can build them without touching Qt.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from editor.engine.board import Coord, Side


class Part(StrEnum):
    """Which layers of the drawing :func:`~editor.render.render` draws.

    The heat maps lie between the pieces and the place names, so a caller that shows one
    board under changing heat maps (the canvas) keeps ``UNDER_HEAT`` drawn, and draws
    ``HEAT_AND_OVER`` again over a copy of it when only the heat changes: together they
    draw what ``ALL`` does.
    """

    ALL = "all"
    #: The page colour, ground, terrain, pieces, units and their tokens.
    UNDER_HEAT = "under-heat"
    #: The heat maps, place names, hex labels, outlines, medal stands and heat legend.
    HEAT_AND_OVER = "heat-and-over"


class HexLabels(StrEnum):
    """What is printed at the top of every hex."""

    NONE = "none"
    #: Official hex names (``A1`` bottom left, lower case on odd columns).
    NAMES = "names"
    #: ``row,col`` of the ``.m44`` file.
    COORDS = "coords"


#: The layers a drawing may leave out (:attr:`RenderOptions.hidden`, the editor's View ▸
#: Layers): the hex's layers of the file, and the place names.
LAYERS = ("terrain", "rect_terrain", "obstacle", "unit", "tags", "labels")

#: Side colours used by the renderer (medal stands, owner marks, default highlight).
SIDE_COLOURS: dict[Side, str] = {Side.ALLIES: "#3f7d3a", Side.AXIS: "#5d6770"}
#: Colour of section lines (the red dotted lines of the printed board).
SECTION_COLOUR = "#c62d25"


def _no_highlights() -> Mapping[Coord, str]:
    return {}


@dataclass(frozen=True)
class StandWords:
    """The words of the medal stands: each side's name and the medals to win, ``{n}`` the
    count (the briefing gives those of its language; the canvas draws these, in English).

    >>> StandWords().caption(Side.ALLIES, 6), StandWords().caption(Side.AXIS, 1)
    ('ALLIES  ·  6 medals to win', 'AXIS  ·  1 medal to win')
    """

    axis: str = "AXIS"
    allies: str = "ALLIES"
    medal: str = "{n} medal to win"
    medals: str = "{n} medals to win"

    def caption(self, side: Side, needed: int | None) -> str:
        """The stand's caption: the side, and the medals it needs when it needs some."""
        name = self.axis if side is Side.AXIS else self.allies
        if not needed:
            return name
        return f"{name}  ·  {(self.medal if needed == 1 else self.medals).format(n=needed)}"


@dataclass(frozen=True)
class HeatLayer:
    """One heat map over the board (the balance lab: where units were eliminated, battles
    fought...): a count per hex, drawn as a fill in ``colour`` whose opacity grows with the
    count (the largest count of the layer at full strength), the count printed on the hex.

    ``faded``: drawn faint, its counts in grey, as the heat of another version of the
    scenario (the balance lab's run of a scenario changed since).

    >>> HeatLayer("battles", {Coord(1, 1): 4}).peak
    4
    """

    title: str
    cells: Mapping[Coord, int]
    colour: str = "#d7301f"
    faded: bool = False

    @property
    def peak(self) -> int:
        return max(self.cells.values(), default=0)


@dataclass(frozen=True)
class RenderOptions:
    """How to draw a scenario. Every field has a default: ``RenderOptions()`` draws the whole
    board at 40 px per hex with section lines and no labels.

    >>> round(RenderOptions(scale=60, hex_labels=HexLabels.NAMES).radius, 3)
    34.641
    """

    #: Pixels across one hex, flat side to flat side (the distance between the centres of two
    #: neighbours in a row). 40 is the canvas's default zoom.
    scale: float = 40.0
    hex_labels: HexLabels = HexLabels.NONE
    section_lines: bool = True
    #: Bands above and below the board with each player's medal stand: as many medal slots as
    #: ``game_info.victory_player1/2``, in the side's colour (top band = player 1).
    medal_stands: bool = False
    #: The words the medal stands are captioned with.
    stand_words: StandWords = StandWords()
    #: Hexes to highlight (findings, the rules inspector), with a ``#rrggbb`` or ``#aarrggbb``
    #: colour each: a translucent fill under the pieces and a thick outline over everything.
    highlights: Mapping[Coord, str] = field(default_factory=_no_highlights)
    #: Highlighted hexes whose outline is dashed (the findings' warnings, solid errors: told
    #: apart by more than their colour).
    dashed: frozenset[Coord] = frozenset()
    #: Hexes outlined as selected (the editor's selection).
    selection: frozenset[Coord] = frozenset()
    #: Light drawing for printing: no ground fills, colours blended towards white.
    ink_saver: bool = False
    #: Draw only these hexes (the image is cropped to them); ``None`` draws the whole board.
    region: frozenset[Coord] | None = None
    #: Thin hex outlines.
    grid: bool = True
    #: Page colour behind and around the board for images (``None``: transparent).
    background: str | None = None
    #: Hexes where sandbags were dug in over another obstacle (a game's position: a hex of
    #: the file holds one obstacle, and Dig-In may put sandbags on wire or hedgehogs):
    #: drawn over that obstacle.
    dug_in: frozenset[Coord] = frozenset()
    #: Hexes whose airplane is airborne (a game's position under the Air rules, or on the
    #: design canvas those that start the game airborne: the file holds an airplane alike
    #: flying or landed on its airfield or carrier): its token is drawn lifted over its
    #: shadow on the ground.
    airborne: frozenset[Coord] = frozenset()
    #: Heat maps drawn over the pieces, in order (:class:`HeatLayer`).
    heat: tuple[HeatLayer, ...] = ()
    #: A legend of the heat layers in a band under the board (images; the canvas shows
    #: its legend beside the board).
    heat_legend: bool = False
    #: The layers drawn (:class:`Part`): all, or those under or from the heat maps.
    part: Part = Part.ALL
    #: Where each place name stands (its place, as :func:`~editor.render.scene.place_labels`
    #: numbers them), in the names' reading order, when the caller keeps them: a name steps
    #: aside from the names before it, so a region's drawing would otherwise place every
    #: name of the board again. ``None``: the drawing places them.
    label_places: tuple[int, ...] | None = None
    #: Layers of :data:`LAYERS` left out (the editor hides some to see what lies under
    #: them: the terrain under the units...); a marker of a unit left out is drawn as on
    #: a hex of its own, and a piece under a unit is drawn whole, as without a unit.
    hidden: frozenset[str] = frozenset()

    @property
    def radius(self) -> float:
        """Hex circumradius in pixels."""
        return self.scale / 3 ** 0.5
