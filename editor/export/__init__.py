"""Printable briefings: a scenario laid out like the official printed scenarios, as PDF,
PNG or SVG pages, or printed.

QtGui, QtSvg and QtPrintSupport only (no widgets; the editor's menu actions are in
``editor.ui.export_actions``)::

    from editor.export import BriefingOptions, PageSize, export, layout_briefing, write

    export(scenario, "brief.pdf", BriefingOptions(page=PageSize.LETTER, lang="fr"))
    briefing = layout_briefing(scenario, BriefingOptions(ink_saver=True, coords=True))
    len(briefing.pages); briefing.pages[0].text()
    write(briefing, "brief.png", dpi=150)   # brief.png, brief-2.png, ...

A page holds, in the official order: the title in large capitals with the battle date, the
scenario number and subtitle; the map drawn by the shared renderer (section lines, medal
stands with the medals each side needs, side, nation, cards and first move on each edge,
player 1 at the top); Historical Background, Briefing, Conditions of Victory, Special Rules
(and Bibliography) in the chosen language; the expansions needed; a legend of every
terrain, obstacle, unit and marker used, each drawn with ``draw_item`` and summarised from
the rules engine's tables. Texts flow through columns onto further pages; they are plain
text, never interpreted as markup. ``docs/BRIEFING.md`` describes the layout.

Public API:

- :class:`BriefingOptions` (page size, language, legend, ink saver, coordinates,
  orientation), :class:`PageSize`, :class:`Orientation`;
- :func:`layout_briefing` → :class:`Briefing` (pages of placed items; ``paint_page``);
- :func:`export` (lay out and write by extension), :func:`write`, :func:`pdf_bytes`,
  :func:`page_image`, :func:`image_bytes_of_page`, :func:`page_svg`, :func:`page_paths`,
  :func:`paint_to_device` (printers), :func:`page_layout`;
- :func:`briefing_content` (what the pages say, Qt-free), :func:`legend`.
"""

from __future__ import annotations

from .content import BriefingContent, briefing_content, languages
from .layout import Briefing, BriefingOptions, Orientation, Page, PageSize, layout_briefing
from .legend import LegendEntry, LegendGroup, legend, names_in_legend
from .output import (DEFAULT_DPI, EXTENSIONS, export, image_bytes_of_page, output_paths,
                     page_image, page_layout, page_paths, page_svg, paint_to_device, pdf_bytes,
                     write)

__all__ = ["Briefing", "BriefingContent", "BriefingOptions", "DEFAULT_DPI", "EXTENSIONS",
           "LegendEntry", "LegendGroup", "Orientation", "Page", "PageSize", "briefing_content",
           "export", "image_bytes_of_page", "languages", "layout_briefing", "legend",
           "names_in_legend", "output_paths", "page_image", "page_layout", "page_paths", "page_svg",
           "paint_to_device", "pdf_bytes", "write"]
