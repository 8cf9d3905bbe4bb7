"""The bundled fonts: DejaVu Sans, shipped in the package's ``editor/resources/fonts`` (free
licence, see the ``LICENSE-DejaVu.txt`` there) and registered with Qt once, as the
application starts (:func:`~editor.render.output.ensure_app`, the editor's start-up), so
that the map, the editor's own drawings and the briefings are drawn with the same glyphs
and measures on every machine: Windows and macOS have no DejaVu of their own, and a font
asked for by a family name they lack is replaced by another.

A missing or unreadable font file raises :class:`~editor.resources.ResourceError` (the
command line's exit 2): falling back on the system's fonts would silently change every line
break of the briefings of a broken installation.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QFontDatabase

from editor.resources import ResourceError, font_dir, read_bytes

FILES: tuple[str, ...] = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf",
                          "DejaVuSansCondensed-Bold.ttf")
#: Body text, headings, captions, the map's names and counts.
SANS = "DejaVu Sans"
#: The title in large capitals (narrow, so long names stay on one line).
CONDENSED = "DejaVu Sans Condensed"


@cache
def load_fonts() -> None:
    """Register the bundled font files with Qt (needs a ``QGuiApplication``); safe to call
    many times (a failure is not cached: every call reports it)."""
    for name in FILES:
        file = font_dir() / name
        if QFontDatabase.addApplicationFontFromData(QByteArray(read_bytes(file, "font"))) < 0:
            raise ResourceError(f"{file}: font file is not a font Qt can load")
