"""Briefing speed (issue 7): one briefing laid out and written as a PDF, under a second.

Measured on the largest sample (the Breakthrough board of ``ice-of-the-chornaya``: 213
hexes, two pages with the legend, laid out twice to save a nearly empty third page) with
the art already parsed, as in the editor after the map has been shown once; and from a
fresh art library (the command line's first briefing).
A PNG page at 150 dpi is measured too (the map drawn from cached raster tiles).
"""

from __future__ import annotations

import time
from pathlib import Path

from bench import Benchmark, best_time

SAMPLE = Path(__file__).resolve().parent.parent / "scenarios" / "ice-of-the-chornaya.m44"


def _scenario():  # type: ignore[no-untyped-def]
    from editor.io.m44 import load
    from editor.render import ensure_app

    ensure_app()
    return load(SAMPLE).scenario


def pdf_warm() -> float:
    """Best time of layout + PDF once the art is parsed."""
    from editor.export import layout_briefing, pdf_bytes

    s = _scenario()
    pdf_bytes(layout_briefing(s))
    return best_time(lambda: pdf_bytes(layout_briefing(s)), repeat=5)


def pdf_cold() -> float:
    """Layout + PDF with a fresh art library: every SVG the briefing uses parsed."""
    from editor.export import layout_briefing, pdf_bytes
    from editor.render import art

    s = _scenario()
    # the briefing draws through the renderer's shared library (``library()``): swap in a
    # fresh one for this run, as a new process would have
    saved = art._LIBRARY
    art._LIBRARY = art.ArtLibrary()
    try:
        start = time.perf_counter()
        pdf_bytes(layout_briefing(s))
        return time.perf_counter() - start
    finally:
        art._LIBRARY = saved


def png_page() -> float:
    """Page 1 (the map) as a PNG image at 150 dpi, art cached."""
    from editor.export import layout_briefing, page_image

    b = layout_briefing(_scenario())
    page_image(b, 0, 150)
    return best_time(lambda: page_image(b, 0, 150), repeat=3)


BENCHMARKS = [
    Benchmark("brief_pdf_warm", "briefing of the largest sample (Breakthrough, 2 pages) laid "
              "out and written as PDF, art cached", pdf_warm, target=1.0, repeat=3),
    Benchmark("brief_pdf_cold", "the same from a fresh art library (parse the SVG art it "
              "uses)", pdf_cold, target=1.0, repeat=2),
    Benchmark("brief_png_page", "its map page as a PNG at 150 dpi, art cached", png_page,
              target=1.0, repeat=2),
]
