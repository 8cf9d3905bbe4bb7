"""The PySide6 desktop editor (widgets, tools, undo commands).

Where each part of the window lives: the docstring of :mod:`.main_window`; play mode:
:mod:`.play`.
"""
