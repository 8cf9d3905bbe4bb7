"""The art library: SVG files of ``editor/resources/art`` loaded once, and rasterised tiles cached.

- :meth:`ArtLibrary.renderer` parses each SVG once into a :class:`QSvgRenderer` (per ink mode)
  and keeps it; vector devices (PDF, SVG) are drawn from these, so they get vector paths.
- :meth:`ArtLibrary.tile` keeps, for raster devices, the piece already drawn at the size,
  rotation and sub-pixel offset asked; a board at one zoom then costs one ``drawImage`` per
  piece. Sub-pixel offsets are kept (to a quarter pixel) so that rivers and roads of
  neighbouring hexes meet exactly as they do in vector output. The tiles kept are bounded
  (:data:`TILE_BUDGET`), those unused for longest let go first: every zoom and every
  window size fitted to is a new size, and an editor open all day met hundreds.

Where the files are: the package's ``editor/resources/art`` (:func:`editor.resources.art_dir`),
or the folder named by the ``M44_ART_DIR`` environment variable. A catalog name whose file is
missing or not valid SVG raises :class:`ArtError`: a broken installation must fail loudly,
not print boards of placeholders. Only names the catalog does not know (a file's mistake,
which the checks report) are drawn as the renderer's magenta mark.
"""

from __future__ import annotations

import math
import re
from collections import OrderedDict
from dataclasses import dataclass
from functools import cache
from importlib.resources.abc import Traversable
from pathlib import Path

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPainterPath, QPolygonF
from PySide6.QtSvg import QSvgRenderer

from editor.engine.catalog import CATALOG
from editor.resources import ResourceError, art_dir, read_bytes

from .painting import new_image, painting

#: Categories whose art is a whole hex (viewBox -100..100) rather than a token (-50..50).
HEX_CATEGORIES = ("terrain", "rect_terrain", "obstacle", "unit", "board")
#: The board grounds (``board/<name>.svg``): the faces' and the Overlord beach rows'.
BOARD_GROUNDS = ("country", "winter", "beach", "desert", "beach_sand", "ocean")
#: How far colours are blended towards white in ink-saver mode (docs/ART.md).
INK_LIGHTEN = 0.55

#: The bytes of rasterised tiles an :class:`ArtLibrary` keeps: twice what a breakthrough
#: board panned over at 400 % needs on a screen of ratio 2 (about 30 MB; 7.5 MB at ratio 1),
#: so the zoom in use is always drawn from the cache and the zooms left behind go.
TILE_BUDGET = 64 * 1024 * 1024


# A tag is read to its end, the next ">" or "<" (which no attribute holds): read to the next
# ">" of the file, a file of tags not closed ("<path <path ...", an art folder's) had each
# read to the end, 8 s for 40,000 characters.
_GROUND_RE = re.compile(r'<[a-z]+\b(?=[^<>]*\bclass="ground")[^<>]*/>\s*')
_COLOUR_RE = re.compile(r"#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b")
_PATH_RE = re.compile(
    r"<path\b(?![^<>]*\bstroke(?:-width)?=)(?![^<>]*\bstyle=\"[^\"]*stroke)")
_STROKED_GROUP_RE = re.compile(r"<(?:g|svg)\b[^<>]*\b(?:stroke=|style=\"[^\"]*stroke)")


def unstroked_paths_explicit(svg: str) -> str:
    """The SVG text with ``stroke-width="0"`` on every ``<path>`` that has no stroke,
    which draws the same.

    Why: QSvgRenderer draws a path of no stroke with a pen of no brush; a raster device
    draws nothing of it, but Qt's SVG generator writes that pen as ``stroke="#000000"``
    (``stroke="none"`` and ``stroke-opacity="0"`` in the art do the same), so the SVG files
    of ``m44 render`` and of the briefings showed every such shape of the art (woods'
    bushes, hills' slopes, ponds' water...) outlined in black in browsers, Inkscape and
    librsvg. A stroke 0 wide is drawn with no pen at all, which the generator writes as
    ``stroke="none"``. A file whose groups carry a stroke (which their paths inherit) is
    left as it is.

    >>> unstroked_paths_explicit('<path d="M0,0" fill="#fff"/><path d="M1,1" stroke="#f00"/>')
    '<path stroke-width="0" d="M0,0" fill="#fff"/><path d="M1,1" stroke="#f00"/>'
    >>> unstroked_paths_explicit('<path d="M0,0" style="stroke:#f00"/>')
    '<path d="M0,0" style="stroke:#f00"/>'
    >>> unstroked_paths_explicit('<g style="stroke:#f00"><path d="M0,0"/></g>')
    '<g style="stroke:#f00"><path d="M0,0"/></g>'
    """
    if _STROKED_GROUP_RE.search(svg):
        return svg
    return _PATH_RE.sub('<path stroke-width="0"', svg)


class ArtError(ResourceError):
    """An art file of a catalog name is missing, unreadable or not valid SVG."""


def lighten_svg(svg: str, keep_ground: bool = False) -> str:
    """The ink-saver version of an SVG text: ground fills dropped, colours made pale."""
    if not keep_ground:
        svg = _GROUND_RE.sub("", svg)

    def pale(m: re.Match[str]) -> str:
        h = m.group(1)
        if len(h) == 3:
            h = "".join(ch * 2 for ch in h)
        rgb = [int(h[i:i + 2], 16) for i in (0, 2, 4)]
        return "#" + "".join(f"{round(v + (255 - v) * INK_LIGHTEN):02x}" for v in rgb)

    return _COLOUR_RE.sub(pale, svg)


@dataclass(frozen=True)
class ArtKey:
    """One drawing: a file of a category, in normal or ink-saver colours."""

    category: str
    name: str
    ink: bool = False

    @property
    def is_hex(self) -> bool:
        return self.category in HEX_CATEGORIES


class ArtLibrary:
    """Loads the SVG art once and caches rasterised tiles. Use :func:`library` for the
    shared instance."""

    def __init__(self, root: Traversable | str | None = None, *,
                 tile_budget: int = TILE_BUDGET) -> None:
        self.root: Traversable = (Path(root) if isinstance(root, str) else root
                                  if root is not None else art_dir())
        self._renderers: dict[ArtKey, QSvgRenderer] = {}
        #: The tiles, the one used last at the end (:meth:`tile`).
        self._tiles: OrderedDict[tuple[object, ...], QImage] = OrderedDict()
        self.tile_budget = tile_budget
        #: The bytes of the tiles kept (never over ``tile_budget`` but for one tile).
        self.tile_bytes = 0
        #: How many SVG files were parsed (the benchmark checks art is loaded only once).
        self.loads = 0

    # --- files --------------------------------------------------------------------------------

    def key(self, name: str, ink: bool = False) -> ArtKey | None:
        """The art of a catalog name, or ``None`` for a name the catalog does not know."""
        item = CATALOG.get(name)
        if item is None:
            return None
        return ArtKey(item.category, name, ink)

    def path(self, key: ArtKey) -> Traversable:
        return self.root / key.category / f"{key.name}.svg"

    def check(self) -> None:
        """Raise :class:`ArtError` unless every catalog name and board ground has valid
        art. Called before anything is drawn, so that a broken installation fails before
        an image is written or a window shown (and not halfway through painting); the files
        are parsed once (about 20 ms) and kept for drawing."""
        if not self.root.is_dir():
            raise ArtError(f"{self.root}: art folder missing: the installation is "
                           "incomplete (reinstall m44-editor, or fix M44_ART_DIR)")
        for name in CATALOG:
            self.renderer(ArtKey(CATALOG[name].category, name))
        for name in BOARD_GROUNDS:
            self.renderer(ArtKey("board", name))

    def renderer(self, key: ArtKey) -> QSvgRenderer:
        """The parsed SVG; :class:`ArtError` when the file is missing, unreadable or
        invalid (parsed once: a failure is not cached, the next call reports it again)."""
        found = self._renderers.get(key)
        if found is not None:
            return found
        file = self.path(key)
        try:
            data = read_bytes(file, "art")
        except ResourceError as e:
            raise ArtError(str(e)) from None
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise ArtError(f"{file}: art file is not UTF-8 text") from None
        if key.ink:
            # board backgrounds keep their fill: beach and sea rows carry meaning
            text = lighten_svg(text, keep_ground=key.category == "board")
        text = unstroked_paths_explicit(text)
        r = QSvgRenderer(QByteArray(text.encode("utf-8")))
        self.loads += 1
        if not r.isValid():
            raise ArtError(f"{file}: art file is not valid SVG")
        r.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
        self._renderers[key] = r
        return r

    def has(self, key: ArtKey) -> bool:
        """Whether ``key`` has valid art (the tests of the art ask; drawing raises)."""
        try:
            self.renderer(key)
        except ArtError:
            return False
        return True

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, painter: QPainter, key: ArtKey, center: QPointF, radius: float,
             orientation: float = 1, clip_hex: bool = False) -> bool:
        """Draw ``key`` as vector paths, the art's box centred on ``center``: a hex of
        circumradius ``radius`` for hex art, a token of diameter ``radius`` for tokens.
        ``orientation`` may fall between two (a bridge along a road is drawn half a step
        turned: :func:`editor.engine.connectors.drawn_turn`).
        Returns ``True``; :class:`ArtError` when the art is missing."""
        r = self.renderer(key)
        painter.save()
        painter.translate(center)
        if orientation != 1:
            # (k - 1) × 60° counter-clockwise on screen; Qt turns clockwise for positive angles
            painter.rotate(-60.0 * (orientation - 1))
        if key.is_hex:
            painter.scale(radius / 100.0, radius / 100.0)
            if clip_hex:
                painter.setClipPath(_unit_hex(), Qt.ClipOperation.IntersectClip)
            r.render(painter, QRectF(-100, -100, 200, 200))
        else:
            painter.scale(radius / 100.0, radius / 100.0)
            r.render(painter, QRectF(-50, -50, 100, 100))
        painter.restore()
        return True

    def tile(self, key: ArtKey, radius: float, orientation: float, frac: tuple[int, int],
             clip_hex: bool, dpr: float = 1.0) -> QImage:
        """The art rasterised for a raster device: an image whose pixel (1, 1) + ``frac``/4
        is the top-left of the art's box. ``radius`` is in device pixels."""
        cache_key = (key, round(radius * 64), orientation, frac, clip_hex, round(dpr * 64))
        img = self._tiles.get(cache_key)
        if img is not None:
            self._tiles.move_to_end(cache_key)
            return img
        self.renderer(key)  # raises before an empty tile is made
        half = radius if key.is_hex else radius / 2
        side = math.ceil(2 * half) + 3
        img = new_image(side, side, "the art")
        img.fill(Qt.GlobalColor.transparent)
        centre = QPointF(1 + frac[0] / 4 + half, 1 + frac[1] / 4 + half)
        with painting(img) as p:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            self.draw(p, key, centre, radius, orientation, clip_hex)
        img.setDevicePixelRatio(dpr)
        self._keep(cache_key, img)
        return img

    def _keep(self, cache_key: tuple[object, ...], img: QImage) -> None:
        """Keep a new tile, letting go of those unused for longest beyond the budget."""
        self._tiles[cache_key] = img
        self.tile_bytes += img.sizeInBytes()
        while self.tile_bytes > self.tile_budget and len(self._tiles) > 1:
            _, old = self._tiles.popitem(last=False)
            self.tile_bytes -= old.sizeInBytes()

    @property
    def tile_count(self) -> int:
        return len(self._tiles)


@cache
def _unit_hex() -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(100 * math.cos(math.radians(90 + 60 * k)),
                                       -100 * math.sin(math.radians(90 + 60 * k)))
                               for k in range(6)]))
    path.closeSubpath()
    return path


_LIBRARY: ArtLibrary | None = None


def library() -> ArtLibrary:
    """The shared art library (created on first use)."""
    global _LIBRARY
    if _LIBRARY is None:
        _LIBRARY = ArtLibrary()
    return _LIBRARY
