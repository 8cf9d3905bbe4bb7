"""Scenario texts as untrusted plain text: cleaned, split into paragraphs, never interpreted.

A ``.m44`` text is whatever its author typed (or whatever a hostile file holds). It is laid
out with ``QTextLayout``, which shapes characters and knows nothing of markup, so ``<b>`` or
``<img src="file:///...">`` is printed as those very characters and loads nothing. What is
cleaned here is only what would otherwise print as boxes or break the layout: control
characters, carriage returns and tabs.

>>> paragraphs("Line one\\r\\nline two\\n\\n\\nNew paragraph\\t<b>x</b>")
[Paragraph(text='Line one', gap_before=False), Paragraph(text='line two', gap_before=False), \
Paragraph(text='New paragraph <b>x</b>', gap_before=True)]
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.engine.words import UNPRINTABLE

# C0 and C1 controls other than newline and tab, the Unicode line/paragraph separators
# that QTextLayout would treat as forced breaks inside a line we measured as one, the
# bidirectional embeddings, overrides and isolates (a right-to-left override printed a name
# reversed, a file could fake the words it shows, and ran on into the page's own words
# beside it: the footer's "Scenario 4021" came out "1204 oiranecS"; right-to-left text
# needs none of them: it is laid out right to left by itself), and U+FFFE and U+FFFF,
# which XML 1.0 has no place for (an SVG page holding one opened nowhere). The renderer's
# list of ``editor.engine.words``, so the map's place names are cleaned alike.
_CONTROLS = UNPRINTABLE


def clean(text: str | None) -> str:
    """Plain text ready for layout: newlines normalised to ``\\n``, tabs to spaces,
    control characters (and the bidirectional ones) dropped, trailing spaces of lines
    removed, outer blank lines cut."""
    if not text:
        return ""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\t", " ")
    text = _CONTROLS.sub("", text)
    lines = [line.rstrip() for line in text.split("\n")]
    return "\n".join(lines).strip("\n")


@dataclass(frozen=True)
class Paragraph:
    """One line of the source text (a ``\\n`` ends it); ``gap_before`` when blank lines
    preceded it (a new paragraph rather than a line break)."""

    text: str
    gap_before: bool


def paragraphs(text: str | None) -> list[Paragraph]:
    """The paragraphs of a text, blank lines folded into ``gap_before``."""
    found: list[Paragraph] = []
    blank = False
    for line in clean(text).split("\n"):
        if not line.strip():
            blank = True
            continue
        found.append(Paragraph(line, blank and bool(found)))
        blank = False
    return found
