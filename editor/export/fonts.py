"""The briefing's fonts: DejaVu Sans, shipped in the package and registered with Qt by
:mod:`editor.render.fonts`, so that a briefing is laid out with the same glyphs and measures
on every machine; :func:`font` registers them itself, failing (exit 2 for the command line)
rather than take the system's DejaVu or another face in their place.
"""

from __future__ import annotations

import threading
import unicodedata

from PySide6.QtGui import QFont, QRawFont

from editor.render.fonts import CONDENSED, FILES, SANS, load_fonts

__all__ = ["CONDENSED", "FILES", "SANS", "font", "load_fonts", "undrawable"]


def font(size_units: float, *, bold: bool = False, italic: bool = False,
         condensed: bool = False) -> QFont:
    """A layout font of ``size_units`` (pixel size in layout units, see ``layout.PT``).

    Hinting is off: glyph advances then scale linearly, so the widths measured for layout
    are the widths drawn on a PDF at 720 dpi or a PNG at 150 dpi alike.
    """
    load_fonts()
    f = QFont(CONDENSED if condensed else SANS)
    f.setPixelSize(max(1, round(size_units)))
    f.setBold(bold)
    f.setItalic(italic)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    f.setKerning(True)
    # No ligatures: "fi" stays two letters, so text copied or searched in the PDF is the
    # scenario's text letter for letter (DejaVu would otherwise draw U+FB01 for "fi").
    for tag in ("liga", "clig", "dlig"):
        f.setFeature(QFont.Tag.fromString(tag), 0)
    return f


#: Each thread's raw fonts (:func:`_raw`).
_THREAD = threading.local()


def _raw(family: str, bold: bool, italic: bool) -> QRawFont:
    """The glyphs of a face, kept for this thread: a raw font, as Qt's font engines, belongs
    to the thread that made it (one made by a layout on a worker thread, kept and asked on
    another thread, said that Latin capitals were missing)."""
    kept: dict[tuple[str, bool, bool], QRawFont] = _THREAD.__dict__.setdefault("raw", {})
    raw = kept.get((family, bold, italic))
    if raw is None:
        f = QFont(family)
        f.setPixelSize(100)
        f.setBold(bold)
        f.setItalic(italic)
        raw = kept[family, bold, italic] = QRawFont.fromFont(f)
    return raw


def undrawable(text: str, f: QFont) -> list[str]:
    """The characters of ``text`` that the bundled font of ``f`` has no glyph for, in the
    order they first come (spaces and invisible format characters aside). Qt draws them
    with another font of the system that has them (the layout and the PDF then depend on
    the machine), else as empty boxes: the briefing warns of them.

    >>> load_fonts()
    >>> undrawable("Sainte-Mère 日本 🚀 x", font(100))
    ['日', '本', '🚀']
    """
    raw = _raw(f.family(), f.bold(), f.italic())
    found = dict.fromkeys(ch for ch in text if not ch.isspace()
                          and unicodedata.category(ch) != "Cf"
                          and not 0xFE00 <= ord(ch) <= 0xFE0F)  # variation selectors
    return [ch for ch in found if not raw.supportsCharacter(ord(ch))]
