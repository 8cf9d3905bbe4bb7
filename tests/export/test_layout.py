"""The page layout: everything inside the page's margins, no two things on top of each other,
long texts flowing onto further pages without losing a word, in the official order."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF, QSizeF

from editor.engine.board import BoardType
from editor.engine.scenario import Scenario
from editor.export import BriefingOptions, Orientation, PageSize, layout_briefing
from editor.export.layout import (COLUMN_GAP, FOOTER, MARGIN, PT, Block, Box, Briefing, Frame,
                                  Icon, MapDrawing, Page, Row, TextRun, flow)
from editor.export.words import NAMED_LANGUAGES
from editor.io.m44 import load
from editor.render.layout import Layout

from .conftest import SAMPLES
from .helpers import overlord, small, words


def boxes(b: Briefing, index: int) -> list[tuple[str, QRectF]]:
    """What takes room on a page: text lines (their ink box), the map, legend icons."""
    found = []
    for item in b.pages[index].items:
        if isinstance(item, TextRun):
            line = item.layout.lineAt(item.line)
            ink = line.naturalTextRect()  # where the line's alignment puts its ink
            found.append((f"text {item.text!r}",
                          QRectF(item.x + ink.x() - line.x(), item.y, ink.width(),
                                 line.height())))
        elif isinstance(item, MapDrawing):
            size = Layout(b.scenario.board, item.options).size
            found.append(("map", QRectF(item.x, item.y, size.width(), size.height())))
        elif isinstance(item, Icon):
            found.append((f"icon {item.entry.name}", QRectF(item.x, item.y, item.w, item.h)))
    return found


def assert_clean(b: Briefing) -> None:
    """No clipping (all inside the margins) and no overlap, on every page."""
    margin = MARGIN * PT
    page = QRectF(margin - 0.5, margin - 0.5, b.width - 2 * margin + 1,
                  b.height - 2 * margin + 1)
    for i in range(len(b.pages)):
        found = boxes(b, i)
        for what, rect in found:
            assert page.contains(rect), f"page {i + 1}: {what} {rect} leaves the page {page}"
        for (w1, r1), (w2, r2) in itertools.combinations(found, 2):
            overlap = r1.intersected(r2)
            assert overlap.width() < 0.5 or overlap.height() < 0.5, \
                f"page {i + 1}: {w1} overlaps {w2}"


def all_text(b: Briefing) -> str:
    return " ".join(p.text() for p in b.pages)


def body_text(b: Briefing) -> str:
    """The text of every page without the footers, lines joined as laid out (a line broken
    after a hyphen joins its next line without a space), all whitespace removed: a text is
    on the pages whole and in order when its own whitespace-free form is found in this."""
    foot = b.height - (MARGIN + FOOTER) * PT
    return "".join("".join(i.text.split()) for p in b.pages for i in p.items
                   if isinstance(i, TextRun) and i.y < foot)


def squash(text: str) -> str:
    return "".join(text.split())


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
@pytest.mark.parametrize("page", list(PageSize))
def test_samples_are_laid_out_cleanly(path, page) -> None:
    s = load(path).scenario
    for options in (BriefingOptions(page=page), BriefingOptions(page=page, coords=True,
                                                                ink_saver=True, legend=False)):
        b = layout_briefing(s, options)
        assert_clean(b)
        text = body_text(b)
        # every text of the scenario is on the pages, whole and in order
        for field in ("name", "subtitle", "historical", "description", "victory", "rules"):
            value = getattr(s.text["en"], field)
            if field == "name":
                value = value.upper()
            assert squash(value) in text, field


def test_sections_come_in_the_official_order() -> None:
    b = layout_briefing(small())
    text = all_text(b)
    order = ["TEST LANDING", "June 6, 1944", "Historical Background", "Background text.",
             "Briefing", "Briefing text.", "Conditions of Victory", "Victory text.",
             "Special Rules", "Rules text.", "Expansions Needed", "Legend"]
    positions = [text.index(t) for t in order]
    assert positions == sorted(positions)


def test_a_very_long_special_rules_text_paginates_without_loss() -> None:
    short = layout_briefing(small())
    long_rules = words(3000)
    b = layout_briefing(small(rules=long_rules))
    assert len(b.pages) >= len(short.pages) + 3  # ~24,000 characters: 4 to 5 pages more
    assert_clean(b)
    # every word, in order, once
    assert squash(long_rules) in body_text(b)
    assert body_text(b).count("w02999") == 1


def test_one_enormous_word_is_broken_not_clipped() -> None:
    b = layout_briefing(small(rules="x" * 5000, historical="y" * 800))
    assert_clean(b)
    assert "x" * 5000 in body_text(b) and "y" * 800 in body_text(b)


HEADINGS = ("Briefing", "Conditions of Victory", "Special Rules", "Expansions Needed",
            "Legend", "Terrain", "Obstacles", "Units", "Markers")


def test_headings_never_end_a_column() -> None:
    """Nor a heading followed by nothing but headings (Legend, then Terrain in the next
    column)."""
    for n in range(40, 400, 23):  # histories of many lengths push the headings around
        b = layout_briefing(small(historical=words(n, "h")))
        for page in b.pages:
            runs = [i for i in page.items if isinstance(i, TextRun)]
            for heading in HEADINGS:
                found = [r for r in runs if r.text == heading]
                for r in found:
                    # in its column (of the two: a legend entry is indented by its icon)
                    below = [o for o in runs if (o.x < b.width / 2) == (r.x < b.width / 2)
                             and o.y > r.y and o.text not in ("Hedgerow", "", *HEADINGS)]
                    assert below, f"heading {heading!r} alone at a column's foot (n={n})"


def test_a_heading_over_a_subheading_goes_where_the_first_entry_goes() -> None:
    """Legend, then Terrain, then its first entry: when the column holds the two headings
    but not the entry, all three start the next column (Legend was left alone at the foot
    of the first)."""
    def block(name: str, height: float, **kw: bool) -> Block:
        return Block([Row(height, [Box(0, 0, 1, 1, fill=name)])], **kw)

    blocks = [block("text", 80), block("Legend", 10, keep_with_next=True),
              block("Terrain", 10, keep_with_next=True), block("Forests", 30, keep_together=True)]
    frames = iter([Frame(0, 0, 0, 100), Frame(0, 200, 0, 100), Frame(1, 0, 0, 100)])
    pages = [Page()]
    flow(blocks, frames, 100, pages, lambda: pages.append(Page()))
    column = {item.fill: item.x for item in pages[0].items if isinstance(item, Box)}
    assert column == {"text": 0, "Legend": 200, "Terrain": 200, "Forests": 200}


def test_a_text_too_tall_for_the_short_columns_under_the_map_starts_in_the_first() -> None:
    """Under a landscape map the columns are short: a heading and a paragraph kept
    together (six lines) that fits none of them starts in the first column, the heading
    with it, and goes on in the next; no column is left empty, and the heading does not
    stand alone in one (the first column was empty, the second held the heading only)."""
    def block(name: str, rows: int, **kw: bool) -> Block:
        return Block([Row(10, [Box(0, 0, 1, 1, fill=f"{name}{k}")]) for k in range(rows)],
                     **kw)

    blocks = [block("head", 1, keep_with_next=True),
              block("line", 6, keep_together=True, splits_when_short=True),
              block("next", 2, keep_together=True)]
    frames = iter([Frame(0, x, 60, 100) for x in (0, 200, 400)]
                  + [Frame(1, x, 0, 100) for x in (0, 200, 400)])
    pages = [Page()]
    flow(blocks, frames, 100, pages, lambda: pages.append(Page()))
    column = {item.fill: (index, item.x) for index, page in enumerate(pages)
              for item in page.items if isinstance(item, Box)}
    assert column == {"head0": (0, 0), "line0": (0, 0), "line1": (0, 0), "line2": (0, 0),
                      "line3": (0, 200), "line4": (0, 200), "line5": (0, 200),
                      "next0": (0, 400), "next1": (0, 400)}


@pytest.mark.parametrize("n", [20, 28, 36, 60])
def test_landscape_briefing_starts_its_text_under_the_map_in_the_first_column(n: int) -> None:
    """A history of a few lines (kept together) or more starts under the heading."""
    b = layout_briefing(small(historical=words(n, "h")),
                        BriefingOptions(orientation=Orientation.LANDSCAPE))
    assert_clean(b)
    runs = [i for i in b.pages[0].items if isinstance(i, TextRun)]
    heading = next(r for r in runs if r.text == "Historical Background")
    first = min(r.x for r in runs if r.text.startswith("h"))
    assert heading.x == first  # the text starts in the heading's column
    assert any(r.x == heading.x and r.y > heading.y and r.text.startswith("h") for r in runs)


@pytest.mark.parametrize("page", list(PageSize))
def test_overlord_goes_landscape_and_stays_clean(page) -> None:
    s = overlord()
    assert s.board_type is BoardType.OVERLORD
    b = layout_briefing(s, BriefingOptions(page=page))
    assert b.landscape and b.width > b.height
    assert_clean(b)
    portrait = layout_briefing(s, BriefingOptions(page=page,
                                                  orientation=Orientation.PORTRAIT))
    assert not portrait.landscape and portrait.width < portrait.height
    assert_clean(portrait)


def test_page_sizes() -> None:
    a4 = layout_briefing(small(), BriefingOptions(page=PageSize.A4))
    letter = layout_briefing(small(), BriefingOptions(page=PageSize.LETTER))
    assert (round(a4.width / PT), round(a4.height / PT)) == (595, 842)
    assert (letter.width / PT, letter.height / PT) == (612, 792)


def test_a_long_title_shrinks_then_wraps_whole() -> None:
    title = "The Battle for the Very Long Named Bridge over the River Nowhere at Dawn"
    b = layout_briefing(small(name=title))
    assert_clean(b)
    assert title.upper() in " ".join(b.pages[0].text().split())


def test_every_footer_keeps_the_title_cut_to_its_line() -> None:
    """A title too long for the footer's line was dropped from it, leaving "page 1 of 4"
    alone; it is kept, cut with an ellipsis, on every page."""
    title = ("The Battle for the Crossroads of Sainte-Marie-du-Mont and the Causeways behind "
             "Utah Beach, with the Paratroopers of the 101st Airborne Division, June 1944")
    b = layout_briefing(small(name=title, historical=words(3000)))
    assert len(b.pages) >= 3
    foot = b.height - (MARGIN + FOOTER) * PT
    for i, page in enumerate(b.pages):
        runs = [r.text for r in page.items if isinstance(r, TextRun) and r.y > foot]
        assert f"page {i + 1} of {len(b.pages)}" in runs
        (head,) = [r for r in runs if not r.startswith("page ")]
        assert head.endswith("…") and title.startswith(head[:-1].rstrip())
        assert len(head) > 60
    assert_clean(b)


def test_legend_off_and_on() -> None:
    s = small()
    with_legend = all_text(layout_briefing(s))
    without = all_text(layout_briefing(s, BriefingOptions(legend=False)))
    assert "Legend" in with_legend and "Forests" in with_legend
    assert "Legend" not in without and "Forests" not in without


def test_coordinates_option_prints_hex_names_on_the_map() -> None:
    s = small()
    on = layout_briefing(s, BriefingOptions(coords=True))
    off = layout_briefing(s)
    maps = [[i for i in b.pages[0].items if isinstance(i, MapDrawing)][0] for b in (on, off)]
    assert maps[0].options.hex_labels.value == "names"
    assert maps[1].options.hex_labels.value == "none"


def test_ink_saver_drops_the_header_band() -> None:
    from editor.export.layout import Box

    normal = layout_briefing(small())
    ink = layout_briefing(small(), BriefingOptions(ink_saver=True))
    assert any(isinstance(i, Box) and i.fill for i in normal.pages[0].items)
    assert not any(isinstance(i, Box) and i.fill for p in ink.pages for i in p.items)
    assert [i for i in ink.pages[0].items if isinstance(i, MapDrawing)][0].options.ink_saver


def test_no_single_line_of_a_paragraph_is_left_alone_in_a_column() -> None:
    """A paragraph split between columns keeps at least two lines on each side (no orphan at
    a column's foot, no widow at the next one's top); shorter ones are not split."""
    for n in range(60, 700, 37):
        # paragraphs of 1 to 6 lines, then long ones
        short = "\n\n".join(words(7 * (1 + k % 6), f"s{k}x") for k in range(n // 25))
        b = layout_briefing(small(historical=words(n, "h"), victory=short,
                                  rules=words(n // 2, "r")))
        parts: dict[int, dict[tuple[int, float], int]] = {}
        for index, page in enumerate(b.pages):
            for item in page.items:
                if isinstance(item, TextRun):
                    key = id(item.layout)
                    column = parts.setdefault(key, {})
                    column[(index, round(item.x))] = column.get((index, round(item.x)), 0) + 1
        for columns in parts.values():
            if len(columns) > 1:
                assert min(columns.values()) >= 2, (n, columns)


def test_a_player_of_the_official_briefing_is_never_split() -> None:
    """Gravelle Beach's Briefing, as the official ones are written (side, nation, cards,
    first move: four lines a player): the Allied player's side and nation were printed at
    the foot of page 1, his cards and first move on page 2. A paragraph of four lines is
    kept whole; the page count is the same."""
    from ..conftest import DATA

    s = load(str(DATA / "book" / "gravelle-beach.m44")).scenario
    b = layout_briefing(s)
    where = {item.text: (index, round(item.x)) for index, page in enumerate(b.pages)
             for item in page.items if isinstance(item, TextRun)}
    player = ["Allied Player", "[United States]", "Take 9 Command cards.", "You move first."]
    assert len({where[line] for line in player}) == 1, [where[line] for line in player]
    assert len(b.pages) == 2
    assert_clean(b)


@pytest.mark.parametrize("page", list(PageSize))
def test_the_two_players_of_the_official_briefing_are_on_one_page(page) -> None:
    """Saint-Aubert's Briefing starts in the last column of page 1: the Axis player was
    printed there and the Allied player on page 2. The Briefing goes whole, with its
    heading, to the next page, in one column; the page count is the same (without the
    legend the whole briefing fits one page, its map a little smaller)."""
    from ..conftest import DATA

    s = load(str(DATA / "book" / "saint-aubert.m44")).scenario
    for legend in (True, False):
        b = layout_briefing(s, BriefingOptions(page=page, legend=legend))
        where = {item.text: (index, round(item.x)) for index, page in enumerate(b.pages)
                 for item in page.items if isinstance(item, TextRun)}
        lines = ["Briefing", "Axis Player", "[Germany]", "Take 5 Command cards.",
                 "Allied Player", "[United States]", "Take 6 Command cards.",
                 "You move first."]
        assert len({where[line] for line in lines}) == 1, [where[line] for line in lines]
        assert len(b.pages) == (2 if legend else 1)
        assert_clean(b)


def test_a_briefing_kept_on_one_page_splits_between_its_players_only() -> None:
    """A block to stay on one page (the official Briefing) that a column cannot hold goes
    on in the next column of the page at a break between its paragraphs, the gap not
    starting that column; from a page's last column it moves whole to the next page."""
    def rows(name: str, n: int) -> list[Row]:
        return [Row(10, [Box(0, 0, 1, 1, fill=f"{name}{k}")]) for k in range(n)]

    def players() -> Block:
        return Block(rows("axis", 3) + [Row(5, [])] + rows("allies", 4), keep_together=True,
                     breaks=(3,), one_page=True)

    def place(blocks: list[Block]) -> dict[str, tuple[int, float, float]]:
        frames = iter([Frame(p, x, 0, 100, x == 200) for p in range(3) for x in (0, 200)])
        pages = [Page()]
        flow(blocks, frames, 100, pages, lambda: pages.append(Page()))
        return {item.fill: (index, item.x, item.y) for index, page in enumerate(pages)
                for item in page.items if isinstance(item, Box) and item.fill}

    # 50 of the first column's 100 taken: the Axis player fits, the Allied player not
    got = place([Block(rows("text", 5)), players()])
    assert [got[f"axis{k}"][:2] for k in range(3)] == [(0, 0)] * 3
    assert [got[f"allies{k}"] for k in range(4)] == [(0, 200, 10 * k) for k in range(4)]
    # the same in the page's last column: all of it on page 2, in its first column
    got = place([Block(rows("text", 15)), players()])
    assert {got[f"{who}{k}"][:2] for who, n in (("axis", 3), ("allies", 4))
            for k in range(n)} == {(1, 0)}
    # in one column when it fits there
    got = place([Block(rows("text", 2)), players()])
    assert {got[f"{who}{k}"][:2] for who, n in (("axis", 3), ("allies", 4))
            for k in range(n)} == {(0, 0)}


def test_a_nearly_empty_last_page_is_saved_by_slightly_smaller_text() -> None:
    from editor.export.layout import BODY, DENSITIES, _Builder, briefing_content

    s = load(next(p for p in SAMPLES if p.stem == "ice-of-the-chornaya")).scenario
    # its road rule worded as one the engine plays: as written, the Special Rules end with
    # the line saying the engine does not play it, which takes 90 % text to save the page;
    # and its first rule, of the Breakthrough board, left to the Expansions Needed, which
    # say the board
    t = s.text["en"]
    board_rule = ("Breakthrough board: the usual rules apply; section lines run as on the "
                  "standard board.\n\n")
    assert t.rules.startswith(board_rule)
    s.text["en"] = replace(t, rules=t.rules.replace("may move 1 additional hex",
                                                    "moves as in the open")
                           .removeprefix(board_rule))
    options = BriefingOptions()
    w, h = 595.2756 * PT, 841.8898 * PT
    loose, fill = _Builder(s, options, briefing_content(s), w, h, False).build()
    assert len(loose.pages) == 3 and fill < 0.34  # a few legend lines on page 3
    b = layout_briefing(s, options)
    assert len(b.pages) == 2
    assert_clean(b)
    sizes = {i.layout.font().pixelSize() for p in b.pages for i in p.items
             if isinstance(i, TextRun)}
    assert min(sizes) >= round(7.4 * PT)  # the footer's size; body text stays readable
    body = [i for i in b.pages[0].items if isinstance(i, TextRun)
            and i.text.startswith("An invented engagement")][0]
    assert body.layout.font().pixelSize() >= round(BODY * min(DENSITIES) * PT)


def _centred_map_width(b: Briefing, s: Scenario, page_width: float) -> float:
    """The width of the map on ``b``'s first page, which is centred on the page."""
    [drawing] = [i for i in b.pages[0].items if isinstance(i, MapDrawing)]
    width = Layout(s.board, drawing.options).size.width()
    assert abs(drawing.x + width / 2 - page_width / 2) < 1  # centred
    return width


def test_a_nearly_empty_last_page_is_saved_by_a_narrower_map_when_smaller_text_is_not_enough(
        ) -> None:
    """Without its legend, Hedgerow Crossroads' Special Rules spill a third of a column onto
    page 2 even with the texts at 90 %: the map a little narrower (centred, at 80 % of the
    text's width at least) keeps the whole briefing on one sheet."""
    from editor.export.layout import DENSITIES, MAP_WIDTHS, _Builder, briefing_content

    s = load(next(p for p in SAMPLES if p.stem == "hedgerow-crossroads")).scenario
    # a sentence more than the sample's (which lost its road rule, one the engine does not
    # play): the third of a column that spills
    t = s.text["en"]
    s.text["en"] = replace(t, rules=t.rules + "\n\nHedgerows: the bocage's hedgerows block "
                           "line of sight as the rules give them.")
    options = BriefingOptions(legend=False)
    w, h = 595.2756 * PT, 841.8898 * PT
    for density in (1.0, *DENSITIES):
        tight, fill = _Builder(s, options, briefing_content(s), w, h, False,
                               density).build()
        assert len(tight.pages) == 2 and fill < 0.34  # smaller text alone does not save it
    b = layout_briefing(s, options)
    assert len(b.pages) == 1
    assert_clean(b)
    assert body_text(b).split() == body_text(tight).split()  # every word, in order
    width = _centred_map_width(b, s, w)  # still centred
    content = w - 2 * MARGIN * PT
    assert min(MAP_WIDTHS) * content - 1 <= width < 0.95 * content


@pytest.mark.parametrize("lang", NAMED_LANGUAGES)
def test_a_tall_boards_map_is_made_smaller_to_save_a_nearly_empty_last_page(lang) -> None:
    """The Ice of the Chornaya on Letter paper, in all its languages but English, printed a
    third page holding only the legend's Markers: its Breakthrough map is as tall as a map
    may be (70 % of the page), and narrowing its room left it as large. The map's room is
    made smaller in height too: two pages, the texts at 90 %, the map centred."""
    from editor.export.layout import (DENSITIES, MAP_MAX_SHARE, MAP_WIDTHS, _Builder,
                                      briefing_content)

    s = load(next(p for p in SAMPLES if p.stem == "ice-of-the-chornaya")).scenario
    options = BriefingOptions(page=PageSize.LETTER, lang=lang)
    w, h = 612.0 * PT, 792.0 * PT
    loose, fill = _Builder(s, options, briefing_content(s, lang), w, h, False,
                           DENSITIES[-1]).build()
    assert len(loose.pages) == 3 and fill < 0.34  # the texts at 90 % do not save it
    b = layout_briefing(s, options)
    assert len(b.pages) == 2
    assert_clean(b)
    [drawing] = [i for i in b.pages[0].items if isinstance(i, MapDrawing)]
    [full] = [i for i in loose.pages[0].items if isinstance(i, MapDrawing)]
    size, full_size = (Layout(s.board, d.options).size for d in (drawing, full))
    page_h = h - (2 * MARGIN + FOOTER) * PT
    assert full_size.height() > 0.95 * MAP_MAX_SHARE * page_h  # as tall as a map may be
    assert min(MAP_WIDTHS) * full_size.height() - 1 <= size.height() < 0.95 * full_size.height()
    assert abs(drawing.x + size.width() / 2 - w / 2) < 1  # centred
    body = [i for i in b.pages[0].items if isinstance(i, TextRun)]
    assert min(i.layout.font().pixelSize() for i in body) >= round(7.4 * PT)


def test_an_overlord_briefing_without_legend_fits_one_landscape_page() -> None:
    """Gravelle Beach without its legend left a few lines on an A4 page 2: its Overlord map
    takes the landscape page's width, and the three columns under it hold some seven lines
    each, which a kept paragraph leaves partly empty; with the texts at 90 % and the map
    at 80 % a fifth of a column still spilled. The map at 70 % of its width fits the whole
    briefing on one page, the body text still at 8.5 pt."""
    from editor.export.layout import BODY, DENSITIES, MAP_WIDTHS, _Builder, briefing_content

    from ..conftest import DATA

    s = load(str(DATA / "book" / "gravelle-beach.m44")).scenario
    options = BriefingOptions(legend=False)
    w, h = 841.8898 * PT, 595.2756 * PT
    tight, fill = _Builder(s, options, briefing_content(s, with_legend=False), w, h, True,
                           DENSITIES[-1], 0.8).build()
    assert len(tight.pages) == 2 and fill < 0.34
    b = layout_briefing(s, options)
    assert b.landscape and len(b.pages) == 1
    assert_clean(b)
    assert body_text(b).split() == body_text(tight).split()  # every word, in order
    width = _centred_map_width(b, s, w)
    content = w - 2 * MARGIN * PT
    assert min(MAP_WIDTHS) * content - 1 <= width < 0.75 * content
    body = [i for i in b.pages[0].items if isinstance(i, TextRun)
            and i.text.startswith("Between the cliffs")][0]
    assert body.layout.font().pixelSize() >= round(BODY * min(DENSITIES) * PT)


def test_a_briefing_that_fills_its_pages_keeps_the_whole_map_width() -> None:
    s = load(next(p for p in SAMPLES if p.stem == "hedgerow-crossroads")).scenario
    b = layout_briefing(s, BriefingOptions())  # two pages, the second full of legend
    [drawing] = [i for i in b.pages[0].items if isinstance(i, MapDrawing)]
    width = Layout(s.board, drawing.options).size.width()
    assert width > b.width - 2 * MARGIN * PT - 2


@pytest.mark.parametrize("begin, end, lang, printed", [
    ("1944-12-16", "1945-01-25", "en", ("December 16, 1944 –", "January 25, 1945")),
    ("1942-10-23", "1942-11-04", "en", ("October 23 –", "November 4, 1942")),
    ("1944-12-16", "1945-01-25", "de", ("16. Dezember 1944 –", "25. Januar 1945")),
])
@pytest.mark.parametrize("page", list(PageSize))
def test_a_long_date_range_is_printed_whole_on_two_lines(begin, end, lang, printed,
                                                         page) -> None:
    """The battle of the Bulge, "December 16, 1944 – January 25, 1945", was cut to
    "December 16, 1944 – Janua…" in the header band of a portrait page (and "October 23 –
    November 4, 1942" to "October 23 – November 4, …"): the date is what players look for.
    Too long for its place on one line, it goes on two, broken after the dash, each line
    ending at the band's right edge, inside the band."""
    from dataclasses import replace as changed

    s = small(name="The Crossroads of Saint-Vith and Houffalize")
    s.game_info = changed(s.game_info, date_begin=begin, date_end=end)
    b = layout_briefing(s, BriefingOptions(page=page, lang=lang))
    assert not [w for w in b.warnings if "date" in w]
    runs = [i for i in b.pages[0].items if isinstance(i, TextRun)]
    first, second = (next(r for r in runs if r.text.strip() == t) for t in printed)
    assert second.y > first.y
    ends = [r.x + r.layout.lineAt(r.line).naturalTextWidth() for r in (first, second)]
    assert abs(ends[0] - ends[1]) < PT  # both lines end at the band's right edge
    band = max((i for i in b.pages[0].items if isinstance(i, Box) and i.fill),
               key=lambda i: i.w)
    assert band.y < first.y and second.y + second.layout.lineAt(second.line).height() \
        <= band.y + band.h
    assert_clean(b)


def test_right_to_left_paragraphs_are_set_flush_right_in_their_column() -> None:
    """An Arabic or Hebrew paragraph was set flush left in its column, its lines ragged on
    the side where they start: it is set flush right, as right-to-left text reads (a
    left-to-right paragraph beside it stays flush left)."""
    arabic = " ".join(["صمدت القوات عند الجسر حتى المساء."] * 12)
    hebrew = " ".join(["הכוחות החזיקו את הגשר עד הערב."] * 12)
    latin = words(60, "h")
    b = layout_briefing(small(historical=f"{arabic}\n\n{latin}", rules=hebrew))
    assert_clean(b)
    checked = set()
    for item in b.pages[0].items:
        if not isinstance(item, TextRun) or not item.text.strip():
            continue
        line = item.layout.lineAt(item.line)
        ink = line.naturalTextRect()
        # the column the line is in: the one its ink starts in
        column = max(x for x in (MARGIN * PT + k * (line.width() + COLUMN_GAP * PT)
                                 for k in range(2)) if x <= item.x + 0.5)
        start = item.x + ink.left() - line.x()
        left, right = start - column, column + line.width() - (start + ink.width())
        for script, text in (("arabic", arabic), ("hebrew", hebrew), ("latin", latin)):
            if item.layout.text() == text:
                checked.add(script)
                if script == "latin":
                    assert left < 0.5 * PT, item.text
                else:
                    assert -0.05 <= right < 0.5 * PT, (script, item.text)
    assert checked == {"arabic", "hebrew", "latin"}


def test_a_date_beside_a_short_title_stays_on_one_line() -> None:
    """Beside "IWO", "February 19 – March 26, 1945" was broken on two lines, kept to 40 %
    of the band's width while the title left most of it empty; it takes the room the
    title does not need."""
    from dataclasses import replace as changed

    s = small(name="Iwo")
    s.game_info = changed(s.game_info, date_begin="1945-02-19", date_end="1945-03-26")
    b = layout_briefing(s)
    runs = [i.text for i in b.pages[0].items if isinstance(i, TextRun)]
    assert "February 19 – March 26, 1945" in runs
    assert_clean(b)
    # a long title still gets its room: the date is broken rather than the title cut
    s.text["en"] = changed(s.text["en"], name="The Crossroads of Saint-Vith and Houffalize")
    b = layout_briefing(s)
    runs = [i.text for i in b.pages[0].items if isinstance(i, TextRun)]
    assert "THE CROSSROADS OF SAINT-VITH AND HOUFFALIZE" in " ".join(runs)
    assert not b.warnings
    assert_clean(b)


@pytest.mark.parametrize("mark", ["- ", "• ", "10. ", "b) "])
def test_a_list_item_that_wraps_hangs_under_its_text(mark: str) -> None:
    """A list in a text ("- item", "1. item"): an item that wrapped went on at the column's
    edge, under its mark, as if it were the next item. Its further lines hang under its
    text; a line that is no list item starts at the edge."""
    item = mark + "The crossroads and the church of the village are each worth one medal"
    plain = " ".join(["Plain words"] * 12)
    b = layout_briefing(small(victory=f"6 Medals.\n{item}\n{item}\n{plain}"))
    assert_clean(b)
    runs = [r for r in b.pages[0].items if isinstance(r, TextRun)]
    for text in (item, plain):
        lines = [r for r in runs if r.layout.text() == text]
        layouts = {id(r.layout): r.layout for r in lines}
        assert len(layouts) == (2 if text == item else 1)
        for layout in layouts.values():
            own = [r for r in lines if r.layout is layout]
            assert len(own) >= 2  # it wraps
            # where the item's text starts on its first line
            hang = layout.lineAt(0).cursorToX(len(mark))[0] if text == item else 0.0
            for r in own[1:]:
                assert abs(r.x - (own[0].x + hang)) < 0.5, (mark, r.text)
    assert body_text(b).count(squash(item)) == 2


def test_a_bibliographys_entries_hang() -> None:
    """A bibliography's entry that wraps goes on indented under its first line, as in
    print, so that each entry's author stands out; the other sections' lines do not."""
    from editor.export.layout import BIBLIOGRAPHY_HANG, BODY, DENSITIES

    entry = ("Harrison, Gordon A. Cross-Channel Attack. United States Army in World War II: "
             "The European Theater of Operations. Washington: Office of the Chief of "
             "Military History, 1951")
    plain = " ".join(["Plain words"] * 12)
    b = layout_briefing(small(bibliography=f"{entry}\n{entry}", historical=plain))
    assert_clean(b)
    runs = [r for p in b.pages for r in p.items if isinstance(r, TextRun)]
    # where the columns' lines start (an entry may go on in the next column)
    edges = {r.x for r in runs if r.line == 0}
    # (the text's size, and so the hang, is the page's: a little smaller to save a page;
    # the size is whole layout units, the hang is not rounded)
    size = next(r for r in runs if r.layout.text() == plain).layout.font().pixelSize()
    [density] = [d for d in (1.0, *DENSITIES) if round(BODY * d * PT) == size]
    for text, hang in ((entry, BIBLIOGRAPHY_HANG * density * PT), (plain, 0.0)):
        lines = [r for r in runs if r.layout.text() == text]
        for layout in {id(r.layout): r.layout for r in lines}.values():
            own = [r for r in lines if r.layout is layout]
            assert len(own) >= 2  # it wraps
            for r in own[1:]:
                assert any(abs(r.x - (edge + hang)) < 0.5 for edge in edges), (text, r.x)


def test_the_header_and_captions_say_every_fact_they_hold() -> None:
    """Under the title: the scenario's number, its subtitle (a long one cut after two lines,
    with an ellipsis, and said so), the front on the right; at the map's edges, each side
    with its nation and its player's cards (one card said in the singular) and who moves
    first."""
    s = small()
    s.text["en"] = replace(s.text["en"], subtitle="Normandy " * 200)
    s.game_info = replace(s.game_info, front="WESTERN", cards_player1=1)
    s.meta_data["scenario_id"] = 4321
    b = layout_briefing(s)
    head = b.pages[0].text().splitlines()[:10]
    assert head[:3] == ["TEST LANDING", "June 6, 1944", "Scenario 4321"]
    assert head[3].startswith("Normandy Normandy") and not head[3].rstrip().endswith("…")
    assert head[4].startswith("Normandy Normandy") and head[4].endswith("…")
    assert head[5:] == ["Western front", "AXIS — Germany", "Player 1 · 1 Command card",
                        "ALLIES — United States", "Player 2 · 5 Command cards · moves first"]
    assert b.warnings == ("the subtitle is too long for its place (1,799 characters): cut "
                          "after 2 lines",)


def test_the_flow_starts_at_the_column_top_and_keeps_a_paragraph_s_last_line_company() -> None:
    """The first block starts at its column's top, without the gap it has after a block
    before it; a paragraph whose next-to-last line just fits at a column's foot takes it
    to the next column, with its last line, rather than leave that one alone there."""
    def block(name: str, rows: int, gap: float = 0.0) -> Block:
        return Block([Row(10, [Box(0, 0, 1, 1, fill=f"{name}{k}")]) for k in range(rows)],
                     gap_before=gap)

    pages = [Page()]
    flow([block("a", 1, 5), block("b", 1, 5)], iter([Frame(0, 0, 0, 100)]), 100, pages,
         lambda: pages.append(Page()))
    assert {item.fill: item.y for item in pages[0].items if isinstance(item, Box)} == {
        "a0": 0, "b0": 15}
    pages = [Page()]
    flow([block("p", 5)], iter([Frame(0, 0, 0, 40), Frame(0, 200, 0, 40)]), 40, pages,
         lambda: pages.append(Page()))
    assert {item.fill: (item.x, item.y) for item in pages[0].items if isinstance(item, Box)} == {
        "p0": (0, 0), "p1": (0, 10), "p2": (0, 20), "p3": (200, 0), "p4": (200, 10)}


def test_the_title_is_set_from_26_down_to_15_points_and_no_smaller() -> None:
    """A short title is set at 26 pt; one too long for a line at any size at 15 pt, the
    smallest, on more lines (it was never to shrink below 15 pt)."""
    from editor.export.layout import TITLE_MAX, TITLE_MIN

    for name, size in (("Short", TITLE_MAX),
                       ("The Long Battle For The Bridges Of The River " * 3, TITLE_MIN)):
        b = layout_briefing(small(name=name))
        runs = [i for i in b.pages[0].items if isinstance(i, TextRun)
                and i.text.strip() and i.text.strip() in name.upper()]
        assert runs and {r.layout.font().pixelSize() for r in runs} == {round(size * PT)}
    assert len(runs) >= 2


def test_the_header_s_lines_are_set_in_their_type() -> None:
    """Each line under the title is set in its own type, none too small to read: the
    number 10 pt bold, the subtitle 10 pt italic, the front 8.6 pt; the date 12.5 pt bold;
    the side captions 9.6 pt bold, the players' 8.8 pt."""
    s = small()
    s.game_info = replace(s.game_info, front="WESTERN")
    s.meta_data["scenario_id"] = 4321
    runs = {r.text: r.layout.font() for r in layout_briefing(s).pages[0].items
            if isinstance(r, TextRun)}
    assert {text: (runs[text].pixelSize(), runs[text].bold(), runs[text].italic())
            for text in ("June 6, 1944", "Scenario 4321", "Somewhere - June 1944",
                         "Western front", "AXIS — Germany", "Player 1 · 4 Command cards")} == {
        "June 6, 1944": (125, True, False), "Scenario 4321": (100, True, False),
        "Somewhere - June 1944": (100, False, True), "Western front": (86, False, False),
        "AXIS — Germany": (96, True, False), "Player 1 · 4 Command cards": (88, False, False)}


@pytest.mark.parametrize("lang", ["en", *NAMED_LANGUAGES])
def test_a_vehicle_played_as_half_tracks_fits_its_legend_line(lang: str) -> None:
    """The line of a vehicle no marker names says it plays as Half-tracks and that official
    scenarios use vehicles for Supply Trucks (Troops 17), after the Half-tracks' rules, the
    longest of the legend's units: it must fit its place uncut in every language (the book's
    Lindemaar Crossing, in Dutch, was cut after 12 lines). Found by the trucks audit."""
    from ..conftest import DATA

    s = load(DATA / "book" / "lindemaar-crossing.m44").scenario
    b = layout_briefing(s, BriefingOptions(lang=lang))
    assert not [w for w in b.warnings if "too long" in w]


@pytest.mark.parametrize("page", list(PageSize))
def test_a_breakthrough_board_on_a_landscape_page_has_its_texts_beside_it(page) -> None:
    """Found by the breakthrough audit: a Breakthrough board printed on a landscape page
    (the designer's choice in the export dialog) took 70 % of the page's height and a third
    of its width, the rest of the width left empty beside it, and the texts ran in three
    columns a few lines high under it, on to the next page. A map that leaves room for a
    column of text beside it takes the page's height, and the texts start in the columns
    beside it, from its top; an Overlord board's map, as wide as the page, keeps its texts
    under it."""
    s = small(historical=words(120, "h"))
    s.board_type = BoardType.BRKTHRU
    options = BriefingOptions(page=page, orientation=Orientation.LANDSCAPE, legend=False)
    b = layout_briefing(s, options)
    assert b.landscape and len(b.pages) == 1
    assert_clean(b)
    (drawing,) = [i for i in b.pages[0].items if isinstance(i, MapDrawing)]
    size = Layout(s.board, drawing.options).size
    usable = b.height - (2 * MARGIN + FOOTER) * PT
    assert size.height() > 0.75 * usable
    runs = [i for i in b.pages[0].items if isinstance(i, TextRun)]
    heading = next(r for r in runs if r.text == "Historical Background")
    assert heading.x >= drawing.x + size.width()
    assert heading.y < drawing.y + size.height() / 4
    # the history's words all on page 1, beside the map
    assert all(f"h{k:05d}" in body_text(b) for k in range(120))
    assert all(r.x >= drawing.x + size.width() for r in runs
               if r.text.startswith("h0"))
    standard = layout_briefing(overlord(), options)
    (flat,) = [i for i in standard.pages[0].items if isinstance(i, MapDrawing)]
    below = [i for i in standard.pages[0].items if isinstance(i, TextRun)
             and i.text == "Historical Background"]
    assert below and below[0].y > flat.y


@pytest.mark.parametrize("page", list(PageSize))
def test_a_map_narrowed_to_save_a_page_fills_the_room_its_columns_leave(page) -> None:
    """A landscape Breakthrough briefing whose texts would take a second page is laid out
    again with a narrower map, which leaves room for one more column beside it: the map
    was then narrowed a second time inside the room that column left (70 % of it), the
    foot of its room left empty. It fills that room's width (or its height); the texts go
    on beside it."""
    s = small(historical=words(200, "h"))  # one column beside the map: two pages
    s.board_type = BoardType.BRKTHRU
    options = BriefingOptions(page=page, orientation=Orientation.LANDSCAPE, legend=False)
    b = layout_briefing(s, options)
    (drawing,) = [i for i in b.pages[0].items if isinstance(i, MapDrawing)]
    size = Layout(s.board, drawing.options).size
    beside = [r.x for r in b.pages[0].items if isinstance(r, TextRun)
              and r.text.startswith("h0") and r.x >= drawing.x + size.width()]
    assert beside  # the texts beside the map
    room = min(beside) - COLUMN_GAP * PT - MARGIN * PT  # the map's, left of the columns
    usable = b.height - (2 * MARGIN + FOOTER) * PT
    assert size.width() > 0.95 * room or size.height() > 0.75 * usable, (size, room)


def _breakthrough(n: int, orientation: Orientation) -> tuple[Briefing, MapDrawing, QRectF]:
    """The briefing of a Breakthrough board with a history of ``n`` words (no legend), its
    map and the map's place on the first page."""
    s = small(historical=words(n, "h"))
    s.board_type = BoardType.BRKTHRU
    b = layout_briefing(s, BriefingOptions(orientation=orientation, legend=False))
    assert_clean(b)
    (drawing,) = [i for i in b.pages[0].items if isinstance(i, MapDrawing)]
    size = Layout(s.board, drawing.options).size
    return b, drawing, QRectF(drawing.x, drawing.y, size.width(), size.height())


def _columns(page: Page) -> list[float]:
    """Where the history's columns of ``page`` begin."""
    return sorted({r.x for r in page.items if isinstance(r, TextRun) and r.text.startswith("h")})


def test_the_columns_beside_a_breakthrough_map_are_the_page_s_own_columns() -> None:
    """The column of text beside a Breakthrough map on a landscape page stands where the
    page's last column does on the next page, a column's gap from the map's room; on a
    portrait page, too narrow for a column beside the map, the texts start under it (the
    mut11 audit)."""
    b, _drawing, at = _breakthrough(1000, Orientation.LANDSCAPE)
    assert len(b.pages) == 2
    beside, columns = _columns(b.pages[0]), _columns(b.pages[1])
    assert len(beside) == 1 and len(columns) == 3 and beside[0] == columns[-1]
    assert beside[0] >= at.right()
    b, _drawing, at = _breakthrough(600, Orientation.PORTRAIT)
    assert all(r.y >= at.bottom() for r in b.pages[0].items
               if isinstance(r, TextRun) and r.text.startswith("h"))


def test_a_landscape_page_saved_by_a_narrower_breakthrough_map_has_two_columns_beside_it(
        ) -> None:
    """A history a little longer than the column beside a Breakthrough map holds on a
    landscape page is printed on that one page: the page-saving retry narrows the map, so
    that two of the page's columns stand beside it (the mut11 audit); the map then fills
    the room they leave (test_a_map_narrowed_to_save_a_page_fills_the_room_its_columns_leave),
    and the texts start under it (test_the_room_under_a_narrowed_breakthrough_map_holds_text)."""
    b, _drawing, at = _breakthrough(300, Orientation.LANDSCAPE)
    whole = _breakthrough(20, Orientation.LANDSCAPE)[2]
    assert len(b.pages) == 1 and at.height() < 0.9 * whole.height()
    beside = [x for x in _columns(b.pages[0]) if x >= at.right()]
    assert len(beside) == 2
    assert all(f"h{k:05d}" in body_text(b) for k in range(300))


def _one_landscape_page(s: Scenario, page: PageSize) -> tuple[Briefing, MapDrawing, QSizeF]:
    """The briefing of ``s`` on one landscape page without legend, clean, its map and the
    map's size."""
    b = layout_briefing(s, BriefingOptions(page=page, orientation=Orientation.LANDSCAPE,
                                           legend=False))
    assert_clean(b)
    assert len(b.pages) == 1
    (drawing,) = [i for i in b.pages[0].items if isinstance(i, MapDrawing)]
    return b, drawing, Layout(s.board, drawing.options).size


@pytest.mark.parametrize("page", list(PageSize))
def test_the_room_under_a_narrowed_breakthrough_map_holds_text(page) -> None:
    """Found by the landscape audit: a Breakthrough map that leaves two of a landscape
    page's columns beside it is narrower than the page's height lets it be, and the room
    under it (a fifth of the page) stayed empty while the texts sat in the columns beside
    it. The texts flow under the map first, in the columns of its room, then on in the
    columns beside it from their top: column by column, left to right, as on any page."""
    s = small(historical=words(300, "h"))
    s.board_type = BoardType.BRKTHRU
    b, drawing, size = _one_landscape_page(s, page)
    # the history and its heading (the map's captions stand over and under it too)
    runs = [i for i in b.pages[0].items if isinstance(i, TextRun)
            and (i.text.startswith("h0") or i.text == "Historical Background")]
    under = [r for r in runs if r.x < drawing.x + size.width()]
    beside = [r for r in runs if r.x >= drawing.x + size.width()]
    assert under and beside
    assert min(r.y for r in under) > drawing.y + size.height()  # under the map, clear of it
    # the history reads on from under the map to the top of the next column
    heading = next(r for r in runs if r.text == "Historical Background")
    assert heading in under
    last_under = max(int(w[1:6]) for r in under for w in r.text.split() if w.startswith("h"))
    first_beside = min(int(w[1:6]) for r in beside for w in r.text.split()
                       if w.startswith("h"))
    assert first_beside > last_under
    assert all(f"h{k:05d}" in body_text(b) for k in range(300))


def test_ridge_breakthrough_fits_one_landscape_letter_page_as_on_a4() -> None:
    """Found by the landscape audit: Ridge Breakthrough (a Breakthrough board, its legend)
    printed on one landscape A4 page and on two landscape Letter pages, the second a
    quarter full. A Letter page is 50 points narrower: the map narrowed to 70 % of its
    width (238 points) was still 7 points too wide for a second column beside it, so the
    page-saving retry never gave it that column. Narrowed, the map gives the texts one
    column more, whatever the page's width; the texts set as on the A4 page."""
    from ..conftest import DATA

    s = load(DATA / "ai" / "ridge-breakthrough.m44").scenario
    sizes = {}
    for page in PageSize:
        b = layout_briefing(s, BriefingOptions(page=page, orientation=Orientation.LANDSCAPE))
        assert_clean(b)
        assert len(b.pages) == 1, page
        sizes[page] = {i.layout.font().pixelSize() for i in b.pages[0].items
                       if isinstance(i, TextRun) and i.text.startswith("Axis player")}
    assert sizes[PageSize.LETTER] == sizes[PageSize.A4]


@pytest.mark.parametrize("name", ["hedgerow-crossroads", "oyster-green"])
@pytest.mark.parametrize("page", list(PageSize))
def test_a_standard_board_on_a_landscape_page_has_a_column_of_text_beside_it(page,
                                                                            name) -> None:
    """Found by the landscape audit: a standard board printed on a landscape page stood
    centred over the page's width, held to 70 % of its height, an empty strip a third of a
    column wide on either side of it, and the texts a few lines high in three columns under
    it (Hedgerow Crossroads: nine lines on page 1; Oyster Green's page-saving retry had it
    beside a column, at 90 % of its size, which the retry's new column count lost). Where it
    is about as large in the room of two columns (a tenth smaller at most), it stands
    there, the third column of text beside it from its top, and under it when it leaves
    room there; no page more."""
    (path,) = [p for p in SAMPLES if p.stem == name]
    s = load(path).scenario
    assert s.board_type is BoardType.STANDARD
    b = layout_briefing(s, BriefingOptions(page=page, orientation=Orientation.LANDSCAPE))
    assert_clean(b)
    assert len(b.pages) == 2
    (drawing,) = [i for i in b.pages[0].items if isinstance(i, MapDrawing)]
    size = Layout(s.board, drawing.options).size
    usable = b.height - (2 * MARGIN + FOOTER) * PT
    assert size.height() > 0.65 * usable
    runs = [i for i in b.pages[0].items if isinstance(i, TextRun)]
    # the lines right of the map and level with it (its captions stand over and under it)
    beside = [r.y - drawing.y for r in runs if r.x >= drawing.x + size.width()
              and drawing.y <= r.y <= drawing.y + size.height()]
    assert beside and min(beside) < size.height() / 4
    assert max(beside) > 0.9 * size.height()
    # the history, the briefing and the conditions of victory begin on page 1
    assert {"Historical Background", "Briefing", "Conditions of Victory"} <= \
        {r.text for r in runs}


@pytest.mark.parametrize("page", list(PageSize))
def test_a_standard_board_narrowed_to_save_a_page_stays_beside_its_column(page) -> None:
    """A standard board's map beside a column of text on a landscape page, narrowed by the
    page-saving retry, stays in its room, the texts going on under it: it went back across
    the page, smaller still (Hedgerow Crossroads without its legend on A4: 42 % of the
    text's width, between two empty strips two thirds of a column wide; 59 % now)."""
    (path,) = [p for p in SAMPLES if p.stem == "hedgerow-crossroads"]
    s = load(path).scenario
    b, drawing, size = _one_landscape_page(s, page)
    runs = [i for i in b.pages[0].items if isinstance(i, TextRun)]
    headings = {"Historical Background", "Briefing", "Conditions of Victory", "Special Rules"}
    beside = [r for r in runs if r.x >= drawing.x + size.width() and r.text in headings
              and drawing.y <= r.y <= drawing.y + size.height()]
    under = [r for r in runs if r.x < drawing.x + size.width()
             and r.text == "Historical Background"]
    assert beside and under
    assert size.width() > 0.5 * (b.width - 2 * MARGIN * PT)
