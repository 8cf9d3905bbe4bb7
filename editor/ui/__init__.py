"""The PySide6 desktop editor (widgets, tools, undo commands)."""
