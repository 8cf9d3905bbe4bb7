"""The window's status bar: left, the messages (an edit said, a command's tip); right, its
permanent lines: the hex under the mouse or at the hex cursor in words (what stands on it,
what its shading means), the tool (and the layers hidden from view), the zoom, and the
findings' counts, a button that shows the findings."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QToolButton

from editor.engine.board import Coord
from editor.engine.catalog import CATALOG
from editor.engine.scenario import Scenario
from editor.engine.words import counted

from .text import ElidedLabel, ElidingStatusBar
from .tools import ERASE_LAYERS, TOOL_CLASSES
from .view_layers import SHOWN_LAYERS, layer_names

if TYPE_CHECKING:
    from .main_window import MainWindow

#: Width of the status bar's hex line, in average characters (a longer description is cut,
#: the whole of it in the tooltip); the room left of it holds the status messages.
HEX_LINE_CHARS = 64


def describe_hex(s: Scenario, c: Coord) -> str:
    """What stands on a hex, in words, for the status bar."""
    h = s.hex(c)
    parts = []

    def label(name: str) -> str:
        return CATALOG.shown_label(name)

    if h.terrain is not None:
        parts.append(label(h.terrain.name))
    elif s.board.background(s.face, c.row):
        parts.append(s.board.background(s.face, c.row) or "")
    for p in (h.rect_terrain, h.obstacle):
        if p is not None:
            parts.append(label(p.name))
    if h.unit is not None:
        u = h.unit
        text = label(u.name)
        if u.nbr_units is not None:
            text += f" ({counted(u.nbr_units, 'figure')})"
        if u.badge:
            text += f" with {label(u.badge)}"
        parts.append(text)
    parts += [label(t.name) for t in h.tags]
    place = next((lb for lb in s.labels if lb.coord == c), None)
    if place is not None:
        parts.append("“" + " ".join(place.text) + "”")
    return ", ".join(parts) if parts else "empty"


def tool_text(name: str, label: str, erase_layer: str, hidden: Sequence[str] = ()) -> str:
    """The status bar's tool line: the tool, the layer the erase tool clears, the layers
    hidden from view."""
    extra = (f" ({ERASE_LAYERS[erase_layer].split(' (')[0].lower()})"
             if name == "erase" else "")
    # a layer hidden from view is said where the eye comes back to (it is no mistake)
    unseen = f" · {layer_names(hidden)} hidden" if hidden else ""
    return f"Tool: {label}{extra}{unseen}"


class StatusLines:
    """The permanent lines of a window's status bar (built here, the window's
    ``hex_status``, ``tool_status``, ``zoom_status`` and ``findings_status``), and what
    they say."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        sb = ElidingStatusBar(window)
        window.setStatusBar(sb)
        # The hex line is a permanent widget of a steady width: the status bar draws its
        # messages ("Opened FILE", the commands' tips) left of the permanent widgets, so
        # the two never overlap (a normal widget would be painted over, or hidden).
        self.hex_line = ElidedLabel(HEX_LINE_CHARS)
        #: The hex the status line describes (hovered, or the hex cursor).
        self.hex: Coord | None = None
        self.hex_line.setAccessibleName("Hex under the cursor")
        self.hex_line.setToolTip("The hex under the cursor: name, row and column, and what "
                                 "stands on it")
        # the play mode's longer word on the mode, squeezed by a big font or a narrow
        # window, ends in "…" instead of running into the zoom figure cut mid-word
        self.tool_line = ElidedLabel(None)
        self.tool_line.setAccessibleName("Current tool")
        # as wide as its longest text: changing tools does not shift the hex line
        metrics = self.tool_line.fontMetrics()
        self._tool_width = max(metrics.horizontalAdvance(tool_text(c.name, c.label, layer))
                               for c in TOOL_CLASSES for layer in ERASE_LAYERS)
        self.tool_line.setMinimumWidth(self._tool_width)
        self.zoom_line = QLabel()
        self.zoom_line.setAccessibleName("Zoom")
        self.counts = QToolButton()
        self.counts.setAutoRaise(True)
        self.counts.setAccessibleName("Findings counts")
        self.counts.setToolTip("Errors, warnings and infos of the checks; click to "
                               "show the findings")
        self.counts.clicked.connect(lambda: window.show_dock(window.findings))
        sb.addPermanentWidget(self.hex_line)
        sb.addPermanentWidget(self.tool_line)
        sb.addPermanentWidget(self.zoom_line)
        sb.addPermanentWidget(self.counts)

    def show_tool(self) -> None:
        """The tool line says the editor's tool."""
        w = self.window
        tool = w.editor.tool
        hidden = [layer for layer in SHOWN_LAYERS if layer in w.canvas.hidden]
        self.tool_line.setText(tool_text(tool.name, tool.label, w.editor.erase_layer, hidden))

    def show_mode(self, word: str, how: str) -> None:
        """The tool line says a mode that is not editing (play, a replay): its ``word``,
        how to use it in the tooltip, and the findings' counts of the scenario edited put
        aside (none is shown on the game). In a window 1024 wide the how-to, the room kept
        for the tools' words and the counts left the game's messages about 100 pixels
        ("Axis (player 1, AI): c6 Ger…"). :meth:`end_mode` gives them back."""
        self.tool_line.setMinimumWidth(0)
        self.tool_line.setText(word)
        self.tool_line.setToolTip(how)
        self.counts.hide()

    def end_mode(self) -> None:
        """Editing again: the tool line's room and the findings' counts as they were."""
        self.tool_line.setMinimumWidth(self._tool_width)
        self.tool_line.setToolTip("")
        self.counts.show()
        self.show_tool()

    def hexes_changed(self, coords: frozenset[Coord] | None = None) -> None:
        """Hexes of the map shown changed (an edit; in play mode, the game's position;
        ``None``: another map is shown): the status bar's line about the hex under the
        mouse follows."""
        if self.hex is not None and (coords is None or self.hex in coords):
            self.show_hex(self.hex)

    def show_hex(self, c: Coord | None) -> None:
        """The status bar's line about hex ``c``: what stands on it in the map shown (in
        play mode, the game's position, not the scenario's setup)."""
        self.hex = c
        s = self.window.canvas.document.scenario
        if c is None or not s.board.contains(c):
            self.hex_line.setText("")
            return
        self.hex_line.setText(self.hex_words(c))

    def hex_words(self, c: Coord) -> str:
        """Hex ``c`` of the map shown in words: its name, row and column, what stands on
        it, and what its shading means: in play mode, the game's; while editing, the worst
        finding on it (the status bar's line, and the map's accessible name at the hex
        cursor)."""
        w = self.window
        s = w.canvas.document.scenario
        # first: a long line is cut at its end
        shading = w.play.shading_words(c) if w.play.active else w.findings.words_at(c)
        return (f"{s.board.hex_name(c)}  (row {c.row}, col {c.col}):  "
                f"{shading + ' — ' if shading else ''}{describe_hex(s, c)}")

    def show_zoom(self, zoom: float) -> None:
        self.zoom_line.setText(f"{round(zoom * 100)} %")

    def show_checking(self) -> None:
        """A document just shown is being checked: the counts of the one before are not
        its (as the Findings panel says it)."""
        self._say_counts("Checking…")

    def show_failed(self) -> None:
        """The checks failed: no counts come (the Findings panel, a click away, says
        why)."""
        self._say_counts("Checks failed")

    def show_counts(self, errors: int, warnings: int, infos: int) -> None:
        self._say_counts(f"{counted(errors, 'error')} · {counted(warnings, 'warning')} · "
                         f"{counted(infos, 'info')}")

    def _say_counts(self, text: str) -> None:
        """The findings' line shows ``text``, which a screen reader reads too."""
        self.counts.setText(text)
        self.counts.setAccessibleDescription(text)
