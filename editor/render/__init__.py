"""The renderer: one drawing code for the editor's canvas, images and printed briefings.

QtGui and QtSvg only (no widgets). Rendering is a pure function of a scenario and a frozen
:class:`RenderOptions`, drawn with any ``QPainter``::

    from editor.render import RenderOptions, HexLabels, ensure_app, painting, render, render_image

    ensure_app()                                    # fonts need a QGuiApplication
    img = render_image(scenario, RenderOptions(scale=40, hex_labels=HexLabels.NAMES))
    img.save("board.png")

    with painting(pdf_writer) as painter:           # any device: widget, QImage, PDF, SVG
        layout = render(painter, scenario, RenderOptions(ink_saver=True, region=hexes))
    layout.hex_at(point)                            # hit testing for the canvas

Public API:

- :class:`RenderOptions` (scale, hex labels, section lines, medal stands, highlights,
  selection, ink saver, region, grid, background, heat layers, the part drawn) and
  :class:`HexLabels`, :class:`HeatLayer`, :class:`Part`;
- :func:`render` (draw on a painter, returns the :class:`Layout`), :func:`render_image`,
  :func:`render_svg`, :func:`save` (``.png`` / ``.svg``);
- :func:`draw_item`: one catalog item alone in a rectangle (palettes, legends), a marker's
  token turned as the map turns it (:func:`token_turn`);
- :func:`stamp_hex`: a filled and stroked hex put down as a cached image (the canvas's
  translucent overlays);
- :class:`Layout`: hex centres, outlines and hit testing at given options;
- :func:`library`: the shared :class:`ArtLibrary` (art parsed once, raster tiles cached);
- :func:`ensure_app`: an off-screen ``QGuiApplication`` when there is none;
- :func:`painting`: ``with painting(device) as p:``, a painter ended however the drawing
  ends (an art error, an interrupt), so the device is never left locked.

The art contract (files, coordinates, orientation) is ``docs/ART.md``.
"""

from __future__ import annotations

from .art import ArtKey, ArtLibrary, library
from .layout import Layout
from .options import SIDE_COLOURS, HeatLayer, HexLabels, Part, RenderOptions, StandWords
from .output import draw_item, ensure_app, image_bytes, render_image, render_svg, save
from .painting import painting
from .scene import STANDARD_FIGURES, render, stamp_hex, token_turn

__all__ = ["ArtKey", "ArtLibrary", "HeatLayer", "HexLabels", "Layout", "Part", "RenderOptions",
           "SIDE_COLOURS", "STANDARD_FIGURES", "StandWords", "draw_item", "ensure_app",
           "image_bytes", "library", "painting", "render", "render_image", "render_svg",
           "save", "stamp_hex", "token_turn"]
