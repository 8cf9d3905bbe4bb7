"""Memoir '44 scenario editor.

Layers (each may import only the ones above it; the two Qt-free packages import each
other, and ``tests/test_layers.py`` checks that neither imports Qt):

- ``editor.engine``: the Qt-free model, board geometry, catalog, checks, rules and game
  engine.
- ``editor.io``: Qt-free reading and writing of ``.m44`` files and schema checks.
- ``editor.render``: the one renderer (QtGui) of the canvas, images and briefings.
- ``editor.export``: the printable briefings.
- ``editor.plots``: the balance lab's matplotlib figures.
- ``editor.app``, ``editor.ui`` and ``editor.desktop``: the PySide6 desktop editor.
- ``editor.cli``: the ``m44`` command line.

README.md's "Layout" says where each concept lives, and docs/ explains each part.
"""

__version__ = "0.1.0"
