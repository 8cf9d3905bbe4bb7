"""PDF output read back with pypdf: pages, title, date and sections in order, long texts whole,
markup printed literally and never loaded, vector map, embedded fonts, metadata."""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader

from editor.export import BriefingOptions, PageSize, export, layout_briefing, pdf_bytes
from editor.io.m44 import load

from .conftest import SAMPLES, pdf_pages_text, pdf_text
from .helpers import small, words

HEADINGS = ["Historical Background", "Briefing", "Conditions of Victory", "Special Rules",
            "Expansions Needed", "Legend"]


def squash(text: str) -> str:
    return "".join(text.split())


def without_footers(pages: list[str], title: str) -> str:
    """The pages' text with each page's footer (drawn last: rule, page number, title)
    removed, whitespace removed."""
    out = []
    for text in pages:
        text = re.sub(r"page \d+ of \d+", "", text)
        if text.endswith(title):
            text = text[: -len(title)]
        out.append(squash(text))
    return "".join(out)


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_sample_pdf_holds_title_date_and_sections_in_order(path, tmp_path) -> None:
    s = load(path).scenario
    written = export(s, tmp_path / "brief.pdf")
    assert written == [tmp_path / "brief.pdf"]
    data = written[0].read_bytes()
    reader = PdfReader(io.BytesIO(data))
    briefing = layout_briefing(s)
    assert len(reader.pages) == len(briefing.pages) >= 2  # the map, texts and legend
    pages = pdf_pages_text(data)  # (pypdf is slow on map pages: read them once)
    text = " ".join(pages)
    en = s.text["en"]
    assert text.startswith(en.name.upper())
    assert briefing.content.date in text.split(en.subtitle)[0]  # in the header
    positions = [text.index(h) for h in HEADINGS]
    assert positions == sorted(positions)
    body = without_footers(pages, en.name)
    for field in ("historical", "description", "victory", "rules"):
        assert squash(getattr(en, field)) in body, field
    assert reader.metadata is not None and reader.metadata.title == en.name


def test_page_count_grows_with_a_very_long_special_rules_text(tmp_path) -> None:
    short = pdf_bytes(layout_briefing(small()))
    long_rules = words(4000)
    data = pdf_bytes(layout_briefing(small(rules=long_rules)))
    n_short = len(PdfReader(io.BytesIO(short)).pages)
    n_long = len(PdfReader(io.BytesIO(data)).pages)
    assert n_long >= n_short + 4  # ~32,000 characters: 5 to 6 pages more
    body = without_footers(pdf_pages_text(data), "Test Landing")
    # every word found, in order, once
    assert squash(long_rules) in body
    for word in long_rules.split():
        assert body.count(word.rstrip(".")) == 1
    # the sections after the long one still follow it
    assert body.index("w03999") < body.index("ExpansionsNeeded") < body.index("Legend")


def test_html_like_text_is_printed_literally_and_loads_nothing(tmp_path) -> None:
    """Markup in a scenario is text. The image it names is a real file here: had anything
    interpreted the markup, the file would be opened and drawn into the PDF."""
    from PySide6.QtGui import QColor, QImage

    bait = tmp_path / "bait.png"
    img = QImage(37, 23, QImage.Format.Format_RGB32)
    img.fill(QColor("#ff00ff"))
    assert img.save(str(bait))
    markup = (f'<b>bold</b> <img src="file:///etc/passwd"> <img src="{bait.as_uri()}"> '
              f'<a href="http://example.com/x">link</a> &amp; <i>x</i>')
    s = small(rules=markup, name="<h1>Big</h1>", historical=f"<img src='{bait}'>")
    opened: list[str] = []

    def audit(event: str, args: tuple) -> None:
        if event == "open" and args and str(args[0]).endswith(("bait.png", "passwd")):
            opened.append(str(args[0]))

    sys.addaudithook(audit)
    data = pdf_bytes(layout_briefing(s))
    plain = pdf_bytes(layout_briefing(small(rules="plain", name="plain", historical="plain")))
    text = squash(pdf_text(data))  # long lines wrap (after a "/", a "-"...)
    assert squash(markup) in text
    assert "<H1>BIG</H1>" in text  # the title in capitals, tags and all
    assert squash(f"<img src='{bait}'>") in text
    assert opened == []
    # the same images as a briefing without markup (map art only), none 37 x 23

    def images(pdf: bytes) -> list[tuple[int, int]]:
        found = []
        for page in PdfReader(io.BytesIO(pdf)).pages:
            for im in page.images:
                found.append(im.image.size)
        return found

    assert (37, 23) not in images(data)
    assert len(images(data)) == len(images(plain))


def test_pdf_is_vector_with_embedded_fonts(tmp_path) -> None:
    reader = PdfReader(io.BytesIO(pdf_bytes(layout_briefing(small()))))
    page = reader.pages[0]
    resources = page["/Resources"]
    xobjects = resources.get("/XObject", {})
    rasters = [k for k, v in xobjects.items() if v.get_object().get("/Subtype") == "/Image"]
    assert rasters == []  # the map and the legend art are paths, not pictures
    fonts = resources["/Font"]
    assert fonts
    for ref in fonts.values():
        font = ref.get_object()
        descendant = font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font \
            else font
        descriptor = descendant["/FontDescriptor"].get_object()
        assert any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))
        assert "DejaVu" in str(descriptor["/FontName"])


@pytest.mark.parametrize("page,size", [(PageSize.A4, (595, 842)), (PageSize.LETTER, (612, 792))])
def test_page_size_of_the_pdf(page, size) -> None:
    reader = PdfReader(io.BytesIO(pdf_bytes(layout_briefing(small(),
                                                            BriefingOptions(page=page)))))
    for p in reader.pages:
        box = p.mediabox
        assert (round(float(box.width)), round(float(box.height))) == size


def test_language_choice_changes_headings_and_texts(tmp_path) -> None:
    s = load(next(p for p in SAMPLES if p.stem == "hedgerow-crossroads")).scenario
    text = pdf_text(export(s, tmp_path / "fr.pdf", BriefingOptions(lang="fr"))[0].read_bytes())
    assert text.startswith(s.text["fr"].name.upper())
    for heading in ("Contexte historique", "Conditions de victoire", "Règles spéciales",
                    "Extensions nécessaires", "Légende"):
        assert heading in text
    assert "14–15 juillet 1944" in text


def test_unwritable_target_raises_oserror(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        export(small(), tmp_path / "missing" / "brief.pdf")
    with pytest.raises(ValueError):
        export(small(), tmp_path / "brief.docx")


def test_the_author_in_the_pdf_is_printable_text() -> None:
    """meta_data.author went as is into the PDF's document information: control characters
    and escape sequences of a file (ESC[31m) were shown by PDF readers' properties and
    printed raw by pdfinfo on a terminal. It is cleaned as the page's own texts are."""
    s = small()
    s.meta_data["author"] = "Ann\x01 \x1b[31mSmith\u202e\ufffe"
    reader = PdfReader(io.BytesIO(pdf_bytes(layout_briefing(s))))
    assert reader.metadata is not None and reader.metadata.author == "Ann [31mSmith"


def test_a_printed_page_is_scaled_to_the_paper_and_centred_on_it(monkeypatch) -> None:
    """A Letter briefing printed on A4 paper (the printer's paper may differ from the
    briefing's): the page is scaled to the paper's width and centred, as much paper above
    it as below, and every page of the range asked is printed, in order."""
    from PySide6.QtCore import QBuffer, QIODevice, QMarginsF
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter

    from editor.export import Briefing, paint_to_device

    b = layout_briefing(small(rules=words(2500)), BriefingOptions(page=PageSize.LETTER))
    assert len(b.pages) >= 3
    seen: list[tuple[int, float, float, float]] = []

    def record(self: Briefing, painter, index: int) -> None:  # noqa: ANN001
        t = painter.worldTransform()
        seen.append((index, t.dx(), t.dy(), t.m11()))

    monkeypatch.setattr(Briefing, "paint_page", record)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(300)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                     QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
    paint_to_device(b, writer, first=1)
    w, h = writer.width(), writer.height()
    assert [i for i, *_ in seen] == list(range(1, len(b.pages)))
    for _, dx, dy, k in seen:
        assert k == pytest.approx(w / b.width)
        assert dx == pytest.approx(0, abs=0.5)
        assert dy > 10 and dy == pytest.approx(h - dy - b.height * k)


def test_fi_and_fl_are_copied_from_the_pdf_letter_for_letter() -> None:
    """DejaVu draws "fi" and "fl" as one glyph unless its ligatures are turned off: the
    PDF's text then held U+FB01 and U+FB02, and a search for "officer" found nothing."""
    text = pdf_text(pdf_bytes(layout_briefing(small(rules="The fifth officer's flank."))))
    assert "fifth officer's flank" in " ".join(text.split())
    assert not set(text) & {"\ufb01", "\ufb02", "\ufb03", "\ufb04"}
