"""View ▸ Layers: the layers of the map a designer hides, to see and paint what lies under
them (the terrain under the units), and shown again by an edit of them: nothing is edited
unseen. The map draws without them (:meth:`~editor.ui.canvas.Canvas.set_hidden`); the
status bar's tool line says which are hidden; play mode shows them all while a game is on
(:mod:`.play.mode`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from editor.engine.words import capital

if TYPE_CHECKING:
    from .main_window import MainWindow

#: View ▸ Layers: the layers the map may leave out (RenderOptions.hidden), in the Erase
#: layer's words, and the place names.
SHOWN_LAYERS: dict[str, str] = {
    "terrain": "&Terrain", "rect_terrain": "&Pieces (bunkers, bridges...)",
    "obstacle": "&Obstacles", "unit": "&Units", "tags": "&Markers (medals, exits, mines...)",
    "labels": "Place &Names"}
#: How long a status message about the view stays (ms).
STATUS_MS = 5000


def layer_names(layers: Sequence[str]) -> str:
    """``Units and markers``: the layers of :data:`SHOWN_LAYERS` in words."""
    names = [SHOWN_LAYERS[layer].replace("&", "").split(" (")[0].lower() for layer in layers]
    said = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    return capital(said)


class ViewLayers:
    """The window's View ▸ Layers: its commands ``layer_<name>`` (checked: drawn) and
    ``layers_all``, and the map that follows them."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def hidden(self) -> frozenset[str]:
        """The layers View ▸ Layers hides."""
        act = self.window.act
        return frozenset(layer for layer in SHOWN_LAYERS if not act[f"layer_{layer}"].isChecked())

    def toggled(self) -> None:
        """A layer's command was checked or unchecked: the map and the tool line follow."""
        w = self.window
        w.canvas.set_hidden(self.hidden())
        w.act["layers_all"].setEnabled(bool(self.hidden()))
        w._show_tool()

    def show_all(self) -> None:
        """View ▸ Layers ▸ Show All Layers."""
        for layer in SHOWN_LAYERS:
            self.window.act[f"layer_{layer}"].setChecked(True)
        self.toggled()

    def show_edited(self, layers: frozenset[str]) -> None:
        """A hidden layer that an edit (or its undo) changed is shown again and said to
        be: nothing is edited unseen (the eraser on all layers, a paste, a delete)."""
        shown = [layer for layer in SHOWN_LAYERS
                 if layer in layers and layer in self.hidden()]
        if not shown:
            return
        for layer in shown:
            self.window.act[f"layer_{layer}"].setChecked(True)
        self.toggled()
        self.window.statusBar().showMessage(
            f"{layer_names(shown)} shown again: the edit changed "
            f"{'them' if len(shown) > 1 else 'it'}", STATUS_MS)
