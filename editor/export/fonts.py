"""The briefing's fonts: DejaVu Sans, shipped in ``resources/fonts`` (free licence, see the
``LICENSE-DejaVu.txt`` there) and loaded into Qt once, so that a briefing is laid out with
the same glyphs and measures on every machine.

If the files are missing (a trimmed install), Qt's own choice for "DejaVu Sans" is used:
the system's DejaVu when installed, else its default sans-serif font. Layout stays correct
(text is measured with the font actually used) but line breaks may differ from machine to
machine. :func:`bundled` says which case holds.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase

FONT_DIR = Path(__file__).resolve().parents[2] / "resources" / "fonts"
FILES: tuple[str, ...] = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf",
                          "DejaVuSansCondensed-Bold.ttf")
#: Body text, headings, captions.
SANS = "DejaVu Sans"
#: The title in large capitals (narrow, so long names stay on one line).
CONDENSED = "DejaVu Sans Condensed"


@cache
def load_fonts() -> bool:
    """Register the bundled font files with Qt (needs a ``QGuiApplication``); ``True`` when
    all of them loaded. Safe to call many times."""
    ok = True
    for name in FILES:
        path = FONT_DIR / name
        if not path.is_file() or QFontDatabase.addApplicationFont(str(path)) < 0:
            ok = False
    return ok


def bundled() -> bool:
    """Whether the bundled fonts are in use (else the system's fallback)."""
    return load_fonts()


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
