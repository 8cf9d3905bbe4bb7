"""A painter that is always ended: ``with painting(device) as p: ...``.

A ``QPainter`` left active when the drawing raises (an :class:`~editor.render.art.ArtError`
from a broken art file, a ``KeyboardInterrupt``) keeps its device locked: the next painter
on it fails ("A paint device can only be painted by one painter at a time"), and Qt may
crash when the device goes before the painter. Every painter of the renderer, the exports
and the canvas's own images is begun through :func:`painting`, which ends it however the
drawing ends.
"""

from __future__ import annotations

import errno
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtGui import QImage, QPainter, QPaintDevice


@contextmanager
def painting(device: QPaintDevice, what: str = "") -> Iterator[QPainter]:
    """A painter on ``device``, ended when the block is left. ``what``, if given, names the
    device for the ``OSError`` raised when painting cannot start on it (a printer, a PDF)."""
    painter = QPainter(device)
    if what and not painter.isActive():
        raise OSError(f"cannot start painting on {what}")
    try:
        yield painter
    finally:
        if painter.isActive():
            painter.end()


def new_image(width: int, height: int, what: str = "an image") -> QImage:
    """A new ARGB image, or ``OSError`` (``ENOMEM``) naming its size when there is not the
    memory for it: Qt returns a null image then, and painting on it crashed the process
    (``m44 brief --dpi 1200`` on a machine short of memory: a segmentation fault; a
    tile of art left out)."""
    img = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    if img.isNull():
        raise OSError(errno.ENOMEM, f"not enough memory to draw {what} ({width:,} × "
                      f"{height:,} pixels)")
    return img
