"""Every scenario of the book (tests/data/book/, see tests/engine/checks/test_book.py) draws:
an image of the board's size, with its terrain on it (not the bare board)."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.engine.scenario import Scenario
from editor.io.m44 import load
from editor.render import Layout, RenderOptions, render_image

from ..conftest import DATA
from .helpers import raw

BOOK = sorted((DATA / "book").glob("*.m44"))


def test_the_book_is_there() -> None:
    assert len(BOOK) >= 8


@pytest.mark.parametrize("path", BOOK, ids=[p.name for p in BOOK])
def test_renders(path: Path) -> None:
    s = load(path).scenario
    opts = RenderOptions(scale=16)
    img = render_image(s, opts)
    assert (img.width(), img.height()) == Layout(s.board, opts).image_size()
    bare = Scenario(board_type=s.board_type, face=s.face)
    assert raw(img) != raw(render_image(bare, opts))
