"""The briefing's fonts: the bundled DejaVu faces, regular unless asked, and never the
system's in their place."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.export import fonts
from editor.export.layout import text_width
from editor.render import fonts as render_fonts
from editor.resources import ResourceError


def test_a_font_is_regular_dejavu_sans_unless_a_face_is_asked() -> None:
    """The body text of every briefing is ``font(size)``: bold, italic or condensed by
    default would print every paragraph so."""
    regular = fonts.font(10)
    assert (regular.family(), regular.bold(), regular.italic()) == (fonts.SANS, False, False)
    title = fonts.font(10, bold=True, condensed=True)
    assert (title.family(), title.bold(), title.italic()) == (fonts.CONDENSED, True, False)
    assert fonts.font(10, italic=True).italic()


def test_a_font_is_of_the_size_asked() -> None:
    """Sizes are layout units, rounded to whole pixels: a title shrunk to fit its line, a
    caption smaller than the body, are so only if the size reaches the font."""
    assert [fonts.font(size).pixelSize() for size in (7.4, 10, 31.6)] == [7, 10, 32]
    name = "Sainte-Mère-Église"
    assert text_width(name, fonts.font(20)) > 1.9 * text_width(name, fonts.font(10))


def test_a_font_is_made_only_from_the_bundled_files(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """``font`` loads the bundled files itself: without them it fails (exit 2 for the
    command line) rather than take the system's DejaVu, or another face, in their place
    (this machine has DejaVu Sans installed, which hid a ``font`` that loaded nothing)."""
    monkeypatch.setattr(render_fonts, "font_dir", lambda: tmp_path)
    fonts.load_fonts.cache_clear()
    try:
        with pytest.raises(ResourceError, match="font file missing"):
            fonts.font(10)
    finally:
        monkeypatch.undo()
        fonts.load_fonts.cache_clear()
    fonts.load_fonts()


def test_undrawable_passes_over_variation_selectors_only() -> None:
    """U+FE00 to U+FE0F (an emoji's presentation) are invisible and not warned of; the
    characters just outside them, which DejaVu Sans lacks, are."""
    regular = fonts.font(10)
    assert fonts.undrawable("x\ufe00 \u2764\ufe0f", regular) == []
    assert fonts.undrawable("\ufdff\ufe10", regular) == ["\ufdff", "\ufe10"]
