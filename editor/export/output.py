"""Writing a laid-out briefing: PDF (``QPdfWriter``, vector, fonts embedded), PNG (one image
per page), SVG (``QSvgGenerator``, one file per page), or any paged device such as a
``QPrinter`` (print and print preview).

File names of multi-page images: page 1 is written to the path asked (``OUT.png``), the
next pages beside it as ``OUT-2.png``, ``OUT-3.png``... (the same for ``.svg``). A PDF holds
every page in one file.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QPointF, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPageLayout, QPageSize, QPagedPaintDevice, QPdfWriter
from PySide6.QtSvg import QSvgGenerator

from editor import __version__
from editor.engine.scenario import Scenario
from editor.engine.words import printable
from editor.io.files import atomic_write, check_writable
from editor.render.output import image_bytes, svg_font_fallbacks
from editor.render.painting import new_image, painting

from .layout import PT, Briefing, BriefingOptions, PageSize, layout_briefing

#: Output types by extension.
EXTENSIONS: tuple[str, ...] = (".pdf", ".png", ".svg")
#: Default resolution of PNG pages.
DEFAULT_DPI = 150
#: Layout units per inch (a PDF is written at this resolution: one unit, one device pixel).
UNITS_PER_INCH = 72 * PT

_PAGE_IDS = {PageSize.A4: QPageSize.PageSizeId.A4, PageSize.LETTER: QPageSize.PageSizeId.Letter}


def page_layout(briefing: Briefing) -> QPageLayout:
    """The page (size, orientation, no margins: the briefing has its own) of a briefing."""
    orientation = (QPageLayout.Orientation.Landscape if briefing.landscape
                   else QPageLayout.Orientation.Portrait)
    return QPageLayout(QPageSize(_PAGE_IDS[briefing.options.page]), orientation,
                       QMarginsF(0, 0, 0, 0))


def page_paths(path: str | os.PathLike[str], count: int) -> list[Path]:
    """Where the pages of an image export go: ``OUT.png``, ``OUT-2.png``, ...

    >>> [p.name for p in page_paths("brief.png", 3)]
    ['brief.png', 'brief-2.png', 'brief-3.png']
    """
    target = Path(path)
    return [target if i == 0 else target.with_name(f"{target.stem}-{i + 1}{target.suffix}")
            for i in range(count)]


def output_paths(briefing: Briefing, path: str | os.PathLike[str]) -> list[Path]:
    """The files :func:`write` writes for ``path``: the PDF, or one image per page."""
    target = Path(path)
    return [target] if target.suffix.lower() == ".pdf" else page_paths(target,
                                                                       len(briefing.pages))


def pdf_bytes(briefing: Briefing) -> bytes:
    """The briefing as a PDF document: vector map and text, fonts embedded, title set."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(round(UNITS_PER_INCH))
    writer.setPageLayout(page_layout(briefing))
    writer.setTitle(briefing.title)
    writer.setCreator(f"m44-editor {__version__}")
    writer.setAuthor(printable(str(briefing.scenario.meta_data.get("author") or "")))
    with painting(writer, "the PDF") as painter:
        for i in range(len(briefing.pages)):
            if i:
                writer.newPage()
            briefing.paint_page(painter, i)
    buffer.close()
    return bytes(buffer.data().data())


def page_image(briefing: Briefing, index: int, dpi: float = DEFAULT_DPI) -> QImage:
    """One page as a white image of the page's size at ``dpi``."""
    k = dpi / UNITS_PER_INCH
    img = new_image(round(briefing.width * k), round(briefing.height * k),
                    f"page {index + 1} at {dpi:g} dpi")
    img.fill(QColor("#ffffff"))
    dots_per_metre = round(dpi / 0.0254)
    img.setDotsPerMeterX(dots_per_metre)
    img.setDotsPerMeterY(dots_per_metre)
    with painting(img) as painter:
        painter.scale(k, k)
        briefing.paint_page(painter, index)
    return img


def image_bytes_of_page(briefing: Briefing, index: int, dpi: float = DEFAULT_DPI) -> bytes:
    """One page as PNG bytes (tests compare them for determinism)."""
    return image_bytes(page_image(briefing, index, dpi))


def page_svg(briefing: Briefing, index: int) -> bytes:
    """One page as an SVG document sized in real units (mm), drawn in layout units."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    gen = QSvgGenerator()
    gen.setOutputDevice(buffer)
    gen.setResolution(round(UNITS_PER_INCH))
    gen.setSize(QSize(round(briefing.width), round(briefing.height)))
    gen.setViewBox(QRectF(0, 0, briefing.width, briefing.height))
    gen.setTitle(briefing.title if len(briefing.pages) == 1
                 else f"{briefing.title} ({index + 1}/{len(briefing.pages)})")
    gen.setDescription("Memoir '44 scenario briefing drawn by m44-editor")
    with painting(gen) as painter:
        # white paper: SVG viewers would otherwise show the page transparent
        painter.fillRect(QRectF(0, 0, briefing.width, briefing.height), QColor("#ffffff"))
        briefing.paint_page(painter, index)
    buffer.close()
    return svg_font_fallbacks(bytes(buffer.data().data()))


def write(briefing: Briefing, path: str | os.PathLike[str], dpi: float = DEFAULT_DPI) -> list[Path]:
    """Write a briefing to ``path`` by its extension (``.pdf``, ``.png``, ``.svg``); returns the
    files written. Each file is written atomically, as scenarios are: a full disk leaves the
    old file or none, never a truncated one; a file that cannot be replaced (read-only, a
    folder) is found before any is written. Raises ``ValueError`` for another extension,
    ``OSError`` (naming the file) when a file cannot be written."""
    target = Path(path)
    ext = target.suffix.lower()
    if ext not in EXTENSIONS:
        raise ValueError(f"unknown briefing type {ext or '(none)'}: use .pdf, .png or .svg")
    paths = output_paths(briefing, target)
    for out in paths:
        check_writable(out)
    if ext == ".pdf":
        atomic_write(target, pdf_bytes(briefing), backup=False)
        return [target]
    for i, out in enumerate(paths):
        data = image_bytes_of_page(briefing, i, dpi) if ext == ".png" else page_svg(briefing, i)
        atomic_write(out, data, backup=False)
    return paths


def export(scenario: Scenario, path: str | os.PathLike[str],
           options: BriefingOptions | None = None, dpi: float = DEFAULT_DPI) -> list[Path]:
    """Lay out and write the briefing of ``scenario`` (see :func:`write`)."""
    if Path(path).suffix.lower() not in EXTENSIONS:
        raise ValueError(f"unknown briefing type {Path(path).suffix or '(none)'}: "
                         f"use .pdf, .png or .svg")
    return write(layout_briefing(scenario, options), path, dpi)


def paint_to_device(briefing: Briefing, device: QPagedPaintDevice,
                    first: int = 0, last: int | None = None) -> None:
    """Paint pages ``first``..``last`` (0-based, inclusive) on a paged device (a ``QPrinter``
    for printing or the print preview), each page scaled to fit the device's page and
    centred on it (the printer's paper may differ from the briefing's)."""
    last = len(briefing.pages) - 1 if last is None else min(last, len(briefing.pages) - 1)
    w, h = device.width(), device.height()
    k = min(w / briefing.width, h / briefing.height)
    with painting(device, "the printer") as painter:
        for n, i in enumerate(range(first, last + 1)):
            if n:
                device.newPage()
            painter.save()
            painter.translate(QPointF((w - briefing.width * k) / 2,
                                      (h - briefing.height * k) / 2))
            painter.scale(k, k)
            briefing.paint_page(painter, i)
            painter.restore()
