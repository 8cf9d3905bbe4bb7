"""What a designer met designing a scenario from File → New to Play (the design audit):
each test is one thing that got in the way, driven through the window as a person does."""

from __future__ import annotations

from PySide6.QtGui import QImage

from editor.engine.board import BoardType, Coord, Face
from editor.engine.scenario import Hex, Label, Piece, Scenario
from editor.ui.document import Document

from .window_helpers import click, make_window  # noqa: F401 - fixture


def _ink(image: QImage, hex_coord: Coord, canvas) -> set[tuple[int, int]]:  # type: ignore[no-untyped-def]
    """The dark pixels (the letters) inside the plates of the place name on ``hex_coord``."""
    placed = next(p for p in canvas._placed if p.coord == hex_coord)
    dpr = image.devicePixelRatio()
    found = set()
    for plate in placed.plates:
        pad = plate.height() * 0.2  # the plate's margin beside the text (render's _plate)
        r = plate.adjusted(pad, 1, -pad, -1).toAlignedRect()
        for y in range(round(r.top() * dpr), round(r.bottom() * dpr)):
            for x in range(round(r.left() * dpr), round(r.right() * dpr)):
                if image.pixelColor(x, y).lightness() < 60:
                    found.add((x, y))
    return found


def _same_letters(seen: set[tuple[int, int]], alone: set[tuple[int, int]]) -> bool:
    """The same letters: the dark pixels differ only at a few antialiased edges."""
    return len(seen ^ alone) <= len(alone) // 50


def test_a_selected_or_flagged_hex_leaves_its_place_name_readable(make_window) -> None:
    """A town named "La Ferme" clicked with the Select tool read "a Ferm": the selection's
    outline (and a finding's) was drawn over the name's letters. The names are drawn over
    the outlines, as over everything else on the map."""
    s = Scenario(board_type=BoardType.STANDARD, face=Face.COUNTRY)
    town = Coord(4, 20)
    s.set_hex(town, Hex(terrain=Piece("buildings")))
    s.labels.append(Label(town, ("La Ferme",)))
    w = make_window(Document(s))
    canvas = w.canvas
    canvas.set_zoom(3.0)  # letters of many pixels: a pixel of their edges tinted is no matter
    alone = _ink(canvas.image(), town, canvas)
    assert len(alone) > 20  # the letters are there
    w.editor.set_tool("select")
    click(canvas, town)
    assert w.editor.selection == {town}
    assert _same_letters(_ink(canvas.image(), town, canvas), alone)
    # ... and so under a finding's outline on the hex
    canvas.set_selection(())
    canvas.set_highlights({town: "#d32f2f"})
    assert _same_letters(_ink(canvas.image(), town, canvas), alone)


def test_the_briefing_dialog_names_every_language_of_the_texts(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A scenario written in Polish (Scenario properties: "pl — Polish") offered "pl (pl)"
    in Export Briefing's language list, and Canadian French "fr-CA (fr-CA)" though its
    headings print in French. Each language is named; one without printed words of its own
    says that the headings come in English."""
    from editor.export import BriefingOptions
    from editor.ui.export_actions import BriefingOptionsDialog

    dialog = BriefingOptionsDialog(["en", "pl", "fr-CA", "xx"], BriefingOptions())
    qtbot.addWidget(dialog)
    assert [dialog.lang.itemText(i) for i in range(dialog.lang.count())] == [
        "English (en)", "Polish (pl; headings in English)", "Français (fr-CA)",
        "xx (headings in English)"]
    assert [dialog.lang.itemData(i) for i in range(dialog.lang.count())] == [
        "en", "pl", "fr-CA", "xx"]
