"""Briefings of texts no layout was made for: a title of 3,000 characters, a long date or
nation, a historical text of 4 MB. Every layout ends with the map on page 1 and the texts
cut with an ellipsis where they must be, each cut said in the briefing's warnings."""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path

import pytest

from editor.cli import main
from editor.engine.scenario import Scenario, ScenarioText
from editor.export import layout_briefing
from editor.export.layout import MAX_SECTION_CHARS, MAX_SECTION_LINES, MapDrawing, TextRun
from editor.io.m44 import load, save

from ..conftest import SCENARIOS


def sample(**text: str) -> Scenario:
    s = load(SCENARIOS[0]).scenario
    s.text["en"] = replace(s.text.get("en") or ScenarioText(), **text)
    return s


def map_of(briefing) -> MapDrawing:  # type: ignore[no-untyped-def]
    [drawing] = [i for i in briefing.pages[0].items if isinstance(i, MapDrawing)]
    return drawing


def laid_out_in_time(s: Scenario):  # type: ignore[no-untyped-def]
    """The layout, run on a thread so that a layout that never ends fails the test."""
    out: list[object] = []
    t = threading.Thread(target=lambda: out.append(layout_briefing(s)), daemon=True)
    t.start()
    t.join(120)
    assert not t.is_alive(), "the layout never ended"
    assert out, "the layout raised"
    return out[0]


@pytest.mark.parametrize("title", ["W" * 1500, "Word " * 600])
def test_a_huge_title_is_cut_with_an_ellipsis(title: str) -> None:
    b = laid_out_in_time(sample(name=title))
    head = b.pages[0].text().splitlines()
    assert any(line.rstrip().endswith("…") for line in head[:3])
    assert any("title is too long" in w for w in b.warnings)
    assert map_of(b).options.scale > 0


def test_bidirectional_controls_in_a_text_reorder_nothing_on_the_page() -> None:
    """A right-to-left override in a name printed it reversed ("SIXA" read "AXIS") and ran
    on into the page's own words beside it; the controls are dropped, the text printed in
    the order it is written, and a right-to-left script still as it is."""
    s = sample(name="Bastogne \u202eSIXA",
               historical="\u2067Abc\u2069 then \u05e9\u05dc\u05d5\u05dd.")
    text = " ".join(p.text() for p in layout_briefing(s).pages)
    assert "BASTOGNE SIXA" in text and "Bastogne SIXA" in text
    assert not any(chr(c) in text for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A)))
    assert "Abc then \u05e9\u05dc\u05d5\u05dd." in text


def test_a_long_date_and_nation_keep_the_map() -> None:
    s = sample()
    s.game_info = replace(s.game_info, date_begin="D" * 400, date_end="E" * 400,
                          country_player1="X" * 3000)
    b = laid_out_in_time(s)
    notes = " ".join(b.warnings)
    assert "date" in notes and "nation" in notes
    normal = layout_briefing(sample())
    # the map keeps at least a quarter of the page's height
    assert map_of(b).options.scale >= map_of(normal).options.scale * 0.3


def test_a_4_mb_historical_text_is_cut_at_the_documented_size() -> None:
    b = laid_out_in_time(sample(historical="Lorem ipsum dolor sit amet. " * 150_000))
    assert any(f"{MAX_SECTION_CHARS:,} characters" in w for w in b.warnings)
    text = "\n".join(p.text() for p in b.pages)
    assert text.count("Lorem") < MAX_SECTION_CHARS // 20
    assert len(b.pages) < 20


@pytest.mark.parametrize("line", ["a\n", "a\n\n"])
def test_many_short_lines_are_cut_at_about_ten_pages(line: str) -> None:
    """The characters' limit does not bound the lines: 20,000 one-letter lines (40,000
    characters) filled some 160 pages. A section stops at MAX_SECTION_LINES printed lines,
    with an ellipsis and a warning that says what was left out."""
    n = 20_000
    text = "".join(f"{i}{line[1:]}" if i % 500 == 0 else line for i in range(n))
    b = laid_out_in_time(sample(historical=text))
    normal = layout_briefing(sample())
    assert len(b.pages) - len(normal.pages) <= 11
    (note,) = [w for w in b.warnings if "printed lines" in w]
    assert note.startswith(f"the historical background text is cut at "
                           f"{MAX_SECTION_LINES:,} printed lines, about ten pages (")
    assert note.endswith(f" of its {n:,} lines are not printed)")
    body = [line for p in b.pages for line in p.text().splitlines()]
    assert "0" in body and "500" in body and "19000" not in body  # the start, in order
    assert any(line.endswith("…") for line in body)
    assert "Special Rules" in body  # the sections after it are still printed


def test_characters_the_fonts_cannot_draw_are_warned_of() -> None:
    """DejaVu Sans has no CJK nor most emoji: Qt prints them with a font of the system
    (DroidSansFallback embedded in the PDF) or as empty boxes, and said nothing; the
    briefing warns, naming the text and the characters. Accents and Hebrew are drawn."""
    from editor.engine.scenario import Label

    s = sample(name="Iwo Jima 硫黄島", historical="The landing 🚀 at Mère-Église, שלום.")
    s.labels.append(Label(s.labels[0].coord if s.labels else next(iter(s.hexes)), ("擂鉢山",)))
    notes = [w for w in layout_briefing(s).warnings if "cannot draw" in w]
    assert notes == [
        "characters the briefing's font (DejaVu Sans) cannot draw, in the title: 硫 (U+786B), "
        "黄 (U+9EC4), 島 (U+5CF6); they print in another font of this system that has them, "
        "else as empty boxes",
        "characters the briefing's font (DejaVu Sans) cannot draw, in the historical "
        "background text: 🚀 (U+1F680); they print in another font of this system that has "
        "them, else as empty boxes",
        "characters the briefing's font (DejaVu Sans) cannot draw, in the place names on the "
        "map: 擂 (U+64C2), 鉢 (U+9262), 山 (U+5C71); they print in another font of this "
        "system that has them, else as empty boxes"]


@pytest.mark.parametrize("subtitle", ["معركة التل، ١٩٤٢", "نبرد تپه — پاییز ۱۳۲۱"])
def test_an_arabic_script_subtitle_is_set_upright_in_the_font_that_has_it(subtitle) -> None:
    """The subtitle is set in italics, and DejaVu Sans Oblique has no Arabic letters (the
    upright face has them): an Arabic or Persian subtitle printed as a row of empty boxes,
    with a warning. It is set upright, as Arabic script is; a Latin one stays italic."""
    from editor.export.fonts import undrawable

    for text, italic in ((subtitle, False), ("Somewhere - June 1944", True)):
        b = layout_briefing(sample(subtitle=text))
        assert not [w for w in b.warnings if "subtitle" in w]
        (run,) = [i for i in b.pages[0].items if isinstance(i, TextRun) and i.text == text]
        assert undrawable(text, run.layout.font()) == []
        assert run.layout.font().italic() is italic


def test_a_place_name_cut_on_the_map_is_said() -> None:
    from editor.engine.board import Coord
    from editor.engine.scenario import Label

    s = sample()
    s.labels = [lb for lb in s.labels if lb.coord != Coord(2, 2)]
    s.labels.append(Label(Coord(2, 2), ("x" * 2000,)))
    b = laid_out_in_time(s)
    name = s.board.hex_name(Coord(2, 2))
    assert [w for w in b.warnings if "place name" in w] == [
        f"the place name on {name} is too long for the map (2,000 characters): cut with an "
        "ellipsis"]
    # a long name that wraps within its four lines is not cut, nor said
    s.labels[-1] = Label(Coord(2, 2), ("The old fortified farm of the Duke of Normandy",))
    assert not [w for w in layout_briefing(s).warnings if "place name" in w]


def test_the_fonts_glyphs_are_asked_on_each_thread_alone() -> None:
    """A layout on a worker thread (as the editor's export runs) kept Qt's raw font of the
    title's face; asked again on another thread it said that Latin capitals were missing."""
    laid_out_in_time(sample(name="Iwo Jima"))
    assert layout_briefing(sample(name="Iwo Jima")).warnings == ()


def test_texts_that_fit_are_not_cut() -> None:
    assert layout_briefing(sample()).warnings == ()


def test_m44_brief_says_what_it_cut(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                    ) -> None:
    f = tmp_path / "long.m44"
    save(sample(name="Word " * 600), f)
    assert main(["brief", str(f), "-o", str(tmp_path / "b.pdf")]) == 0
    err = capsys.readouterr().err
    assert "warning" in err and "title is too long" in err and str(f) in err
    assert (tmp_path / "b.pdf").read_bytes()[:5] == b"%PDF-"


def test_control_characters_cannot_make_a_briefing_svg_ill_formed() -> None:
    """U+FFFE and U+FFFF in a title, and control characters in a place name (drawn by
    the map's renderer), were written as is into the SVG pages: ill-formed XML, which no
    viewer opens."""
    import xml.etree.ElementTree as ET

    from editor.engine.scenario import Label
    from editor.export.output import page_svg
    s = sample(name="Title\ufffe\uffff\x01 end", subtitle="Sub\x0b\x1b[2J")
    s.labels.append(Label(s.labels[0].coord if s.labels else next(iter(s.board.coords)),
                          ("Place\x01\x1b\ufffe name",)))
    b = layout_briefing(s)
    drawn = ""
    for i in range(len(b.pages)):
        data = page_svg(b, i)
        drawn += "".join(ET.fromstring(data).itertext())  # raises on a character XML forbids
        for bad in "\x01\x0b\x1b\ufffe\uffff":
            assert bad not in data.decode("utf-8")
    assert "Title end" in b.pages[0].text() and "Place name" in drawn
    assert not any("place names" in w for w in b.warnings)  # none undrawable, none cut


def test_markup_in_texts_and_place_names_is_drawn_as_written() -> None:
    """A title, a text and a place name that are markup are drawn as their characters on
    the briefing's pages (the SVG holds them as text, no element of theirs), and on the
    map's SVG image."""
    import xml.etree.ElementTree as ET

    from editor.export.output import page_svg
    from editor.render import RenderOptions, render_image, render_svg

    markup = '<i>x<u>y<img src="/etc/hostname">'
    s = sample(name=markup, subtitle=markup, historical=markup, rules=markup)
    s.labels = [replace(lb, text=(markup,)) for lb in s.labels]
    b = layout_briefing(s)
    assert markup in b.pages[0].text()
    drawn = ""
    for i in range(len(b.pages)):
        page = ET.fromstring(page_svg(b, i))
        drawn += "".join(page.itertext())
        tags = {e.tag.rsplit("}", 1)[-1] for e in page.iter()}
        assert not tags & {"i", "u", "img", "image"}, tags
    assert markup in drawn
    svg = ET.fromstring(render_svg(s, RenderOptions()))
    assert markup in "".join(svg.itertext())
    assert not {e.tag.rsplit("}", 1)[-1] for e in svg.iter()} & {"i", "u", "img"}
    assert not render_image(s, RenderOptions()).isNull()
