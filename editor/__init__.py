"""Memoir '44 scenario editor.

Layers (each may import only the ones above it):

- ``editor.engine``: the Qt-free model, board geometry, catalog and rules.
- ``editor.io``: Qt-free reading and writing of ``.m44`` files and schema checks.
- ``editor.cli``: the ``m44`` command line.
- ``editor.app`` and ``editor.ui``: the PySide6 desktop editor.
"""

__version__ = "0.1.0"
