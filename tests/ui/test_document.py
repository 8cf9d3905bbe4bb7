"""The editing layer: undo commands change the model exactly and announce it."""

from __future__ import annotations

import copy
import random
from dataclasses import replace

from PySide6.QtGui import QUndoCommand, QUndoStack

from editor.engine.board import BoardType, Coord, Face
from editor.engine.catalog import CATALOG
from editor.engine.scenario import Hex, Label, Piece, Scenario, ScenarioText, Tag, Unit
from editor.io.m44 import dumps, load
from editor.ui.document import Document

from ..conftest import SCENARIOS


def snapshot(doc: Document):
    return copy.deepcopy(doc.scenario)


def test_a_stroke_is_one_undo_step() -> None:
    doc = Document()
    seen = []
    doc.hexesChanged.connect(lambda coords: seen.append(coords))
    stroke = Document.new_stroke()
    for col in (0, 2, 4, 2):  # a drag that passes one hex twice
        doc.set_hex(Coord(0, col), Hex(terrain=Piece("woods")), "Paint woods", stroke)
    assert doc.undo_stack.count() == 1 and doc.is_modified
    assert set(doc.scenario.hexes) == {Coord(0, 0), Coord(0, 2), Coord(0, 4)}
    assert seen == [frozenset({Coord(0, 0)}), frozenset({Coord(0, 2)}), frozenset({Coord(0, 4)})]
    doc.undo_stack.undo()
    assert doc.scenario.hexes == {} and not doc.is_modified
    doc.undo_stack.redo()
    assert len(doc.scenario.hexes) == 3
    other = Document.new_stroke()
    doc.set_hex(Coord(0, 6), Hex(terrain=Piece("hills")), "Paint hills", other)
    assert doc.undo_stack.count() == 2


def test_no_command_when_nothing_changes() -> None:
    doc = Document()
    assert not doc.set_hex(Coord(0, 0), Hex(), "Erase")
    assert doc.undo_stack.count() == 0


def test_typing_merges_into_one_step() -> None:
    doc = Document()
    for name in ("B", "Br", "Bri", "Brid", "Bridge"):
        doc.set_text("en", ScenarioText(name=name), "Edit name", merge_key="en.name")
    assert doc.undo_stack.count() == 1 and doc.scenario.text["en"].name == "Bridge"
    doc.undo_stack.undo()
    assert "en" not in doc.scenario.text


def test_edits_merged_back_to_where_they_started_leave_no_step() -> None:
    """A letter typed then erased, a number spun up then down, a hex painted and erased in
    one stroke: the merged step changes nothing, and the stack drops it. It stayed, so the
    History listed a step that Undo did nothing for, and the window stayed modified with
    the scenario as saved."""
    doc, _ = Document.open(SCENARIOS[0])
    name = doc.scenario.text["en"].name
    for typed in (name + "x", name):
        doc.set_text("en", replace(doc.scenario.text["en"], name=typed), "Edit name",
                     merge_key="en.name")
    assert doc.undo_stack.count() == 0 and not doc.is_modified
    cards = doc.scenario.game_info.cards_player1
    for n in (cards + 1, cards + 2, cards):
        doc.set_value("game_info", replace(doc.scenario.game_info, cards_player1=n),
                      "Cards", merge_key="cards")
    stroke = Document.new_stroke()
    doc.set_hex(Coord(0, 0), Hex(terrain=Piece("woods")), "Paint", stroke)
    doc.set_hex(Coord(0, 0), Hex(), "Paint", stroke)
    assert doc.undo_stack.count() == 0 and not doc.is_modified
    # a step before them stays, and one merged past its start is a step again
    doc.set_hex(Coord(0, 2), Hex(terrain=Piece("woods")), "Paint")
    for typed in (name + "x", name, name + "y"):
        doc.set_text("en", replace(doc.scenario.text["en"], name=typed), "Edit name",
                     merge_key="en.name")
    assert doc.undo_stack.count() == 2 and doc.scenario.text["en"].name == name + "y"
    doc.undo_stack.undo()
    assert doc.scenario.text["en"].name == name and doc.is_modified
    doc.undo_stack.undo()
    assert not doc.is_modified


def test_value_changes_signal_and_undo() -> None:
    doc = Document()
    board_changes = []
    doc.boardChanged.connect(lambda: board_changes.append(1))
    doc.set_value("face", Face.WINTER, "Change face")
    doc.set_value("game_info", replace(doc.scenario.game_info, cards_player1=5), "Cards")
    assert board_changes == [1]
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.scenario.face is Face.COUNTRY and doc.scenario.game_info.cards_player1 is None


def test_undoing_a_language_removed_puts_it_back_in_its_place() -> None:
    """Undo gives the texts back in their order, so the file written is the one read: a
    language removed came back last, and the saved file listed the languages in another
    order than before the edit (found by tests/ui/test_edit_history.py)."""
    doc = Document(Scenario(text={"en": ScenarioText(name="Omaha"),
                                  "fr": ScenarioText(name="Omaha (fr)")}))
    before = dumps(doc.scenario)
    assert doc.set_text("en", None, "Remove language en")
    assert list(doc.scenario.text) == ["fr"]
    doc.undo_stack.undo()
    assert list(doc.scenario.text) == ["en", "fr"] and dumps(doc.scenario) == before
    doc.undo_stack.redo()
    assert list(doc.scenario.text) == ["fr"]


def test_save_marks_clean_and_round_trips(tmp_path) -> None:
    doc, fixes = Document.open(SCENARIOS[0])
    assert fixes == [] and not doc.is_modified
    doc.set_hex(Coord(4, 12), Hex(terrain=Piece("hills")), "Paint")
    assert doc.is_modified
    target = tmp_path / "out.m44"
    doc.save(target)
    assert not doc.is_modified and doc.path == target
    assert load(target).scenario == doc.scenario


def test_save_lists_the_expansions_the_pieces_need(tmp_path) -> None:
    doc, _ = Document.open(SCENARIOS[0])  # packs: terrain
    doc.set_hex(Coord(4, 12), Hex(terrain=Piece("pjungle"), unit=Unit("infru")), "Paint")
    target = tmp_path / "out.m44"
    assert doc.save(target) == ["pacific", "eastern"]
    assert load(target).scenario.packs == {"terrain": 1, "pacific": 1, "eastern": 1}
    assert not doc.is_modified
    assert doc.undo_stack.undoText() == "List the expansions pacific, eastern"
    doc.undo_stack.undo()
    assert doc.scenario.packs == {"terrain": 1} and doc.is_modified
    doc.save(target)  # listed again
    count = doc.undo_stack.count()
    assert doc.save(target) == []  # nothing missing any more: no step added
    assert doc.undo_stack.count() == count and doc.scenario.packs["pacific"] == 1


def random_edit(doc: Document, rng: random.Random) -> None:
    board = doc.scenario.board
    c = rng.choice(board.coords)
    kind = rng.randrange(7)
    h = doc.scenario.hex(c)
    terrain = CATALOG.names("terrain")
    units = CATALOG.names("unit")
    stroke = Document.new_stroke() if rng.random() < 0.5 else None
    if kind == 0:
        name = rng.choice(terrain)
        doc.set_hex(c, replace(h, terrain=Piece(name, rng.randint(1, CATALOG[name].orientations))),
                    "Paint", stroke)
    elif kind == 1:
        doc.set_hex(c, replace(h, unit=Unit(rng.choice(units), rng.choice([None, 1, 2]))),
                    "Place unit", stroke)
    elif kind == 2:
        doc.set_hex(c, replace(h, tags=h.tags + (Tag(rng.choice(["medal1", "medal2"])),)),
                    "Add tag")
    elif kind == 3:
        doc.set_hex(c, Hex(), "Erase", stroke)
    elif kind == 4:
        doc.set_text("en", ScenarioText(name=str(rng.random())), "Name",
                     merge_key=rng.choice(["a", None]))
    elif kind == 5:
        doc.set_value("labels", doc.scenario.labels + [Label(c, ("x",))], "Label")
    else:
        doc.set_value("game_info", replace(doc.scenario.game_info,
                                           cards_player1=rng.randint(1, 12)), "Cards")


def test_500_random_edits_then_undo_all_gives_back_the_original() -> None:
    rng = random.Random(1944)
    for path in SCENARIOS:
        doc, _ = Document.open(path)
        original = snapshot(doc)
        states = [snapshot(doc)]
        for _ in range(500):
            before = doc.undo_stack.count()
            random_edit(doc, rng)
            if doc.undo_stack.count() != before:
                states.append(snapshot(doc))
            else:
                states[-1] = snapshot(doc)  # a merged step: the last state moved on
        assert doc.scenario != original
        while doc.undo_stack.canUndo():
            doc.undo_stack.undo()
        assert doc.scenario == original
        assert not doc.is_modified
        while doc.undo_stack.canRedo():
            doc.undo_stack.redo()
        assert doc.scenario == states[-1]


def test_replace_all_is_one_step() -> None:
    doc, _ = Document.open(SCENARIOS[0])
    original = snapshot(doc)
    other = copy.deepcopy(doc.scenario)
    other.board_type = BoardType.OVERLORD
    other.hexes = {Coord(0, 40): Hex(terrain=Piece("woods"))}
    doc.replace_all(other, "Change board")
    assert doc.undo_stack.count() == 1 and doc.scenario.board_type is BoardType.OVERLORD
    doc.undo_stack.undo()
    assert doc.scenario == original


def test_documents_with_history_are_collected_without_crashing() -> None:
    """Commands hold their document weakly: a strong reference back made a cycle that the
    garbage collector broke in an order that crashed shiboken."""
    import gc
    import weakref

    refs = []
    for _ in range(20):
        doc = Document()
        for col in range(0, 24, 2):
            doc.set_hex(Coord(0, col), Hex(terrain=Piece("woods")), "Paint")
        doc.set_text("en", ScenarioText(name="x"), "Name")
        doc.undo_stack.undo()
        refs.append(weakref.ref(doc))
        del doc
        gc.collect()
    assert all(r() is None for r in refs)


def test_merged_edits_leave_no_command_behind() -> None:
    """Every mouse move of a stroke and every key typed in a field is a command merged into
    the step below. Merged by Qt, PySide6 kept each one's Python object for good, with its
    hexes or values: thousands over a day of painting, none freed with its window (found
    by the soak audit). Only the steps on the stack are alive, and none once it is gone."""
    import gc

    from editor.ui.commands import ChangeValue, SetHexes

    def commands() -> list[object]:
        gc.collect()
        return [o for o in gc.get_objects() if isinstance(o, (SetHexes, ChangeValue))]

    # those of the tests run before, held (so that their ids stay theirs) and left out: a
    # window of an earlier test freed meanwhile changed a count of them all
    earlier = commands()
    held = {id(o) for o in earlier}

    def alive() -> int:
        return sum(id(o) not in held for o in commands())

    doc = Document()
    stroke = Document.new_stroke()
    for col in range(0, 26, 2):
        for row in range(9):
            doc.set_hex(Coord(row, col + row % 2), Hex(terrain=Piece("woods")), "Paint",
                        stroke)
    for n in range(1, 40):
        doc.set_text("en", ScenarioText(name="x" * n), "Edit name", merge_key="en.name")
    assert doc.undo_stack.count() == 2 and len(doc.scenario.hexes) == 13 * 9
    assert alive() == 2
    doc.deleteLater()
    del doc
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, int(QEvent.Type.DeferredDelete))
    assert alive() == 0


class _Edit(QUndoCommand):
    """A number set, merged by Qt (``mergeWith``): the reference of
    :func:`test_edits_merge_as_qt_merges_them`."""

    def __init__(self, model: _QtMerged, old: int | None, new: int, key: str | None) -> None:
        super().__init__("Cards")
        self.model, self.old, self.new, self.key = model, old, new, key

    def redo(self) -> None:
        self.model.value = self.new

    def undo(self) -> None:
        self.model.value = self.old

    def id(self) -> int:
        return 1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        if self.key is None or not isinstance(other, _Edit) or other.key != self.key:
            return False
        self.new = other.new
        self.setObsolete(self.new == self.old)
        return True


class _QtMerged:
    """One number edited on a stack that Qt merges itself."""

    def __init__(self) -> None:
        self.value: int | None = None
        self.stack = QUndoStack()

    def set(self, value: int, key: str | None) -> None:
        if value != self.value:
            self.stack.push(_Edit(self, self.value, value, key))


def test_edits_merge_as_qt_merges_them() -> None:
    """The merging of :func:`editor.ui.commands.push` is Qt's: the same steps, the same
    step saved, the same values through random edits (merging or not, into the step saved
    or not, with steps to redo or not), undos, redos and saves."""
    rng = random.Random(44)
    for _ in range(30):
        doc, ref = Document(), _QtMerged()
        for _ in range(60):
            op = rng.choice(("set", "set", "set", "undo", "redo", "save"))
            for stack in (doc.undo_stack, ref.stack):
                if op == "undo":
                    stack.undo()
                elif op == "redo":
                    stack.redo()
                elif op == "save":
                    stack.setClean()
            if op == "set":
                value, key = rng.randrange(4), rng.choice((None, "a", "b"))
                doc.set_value("game_info", replace(doc.scenario.game_info,
                                                   cards_player1=value), "Cards", key)
                ref.set(value, key)
            ours, qts = doc.undo_stack, ref.stack
            assert (ours.count(), ours.index(), ours.cleanIndex()) == (
                qts.count(), qts.index(), qts.cleanIndex())
            assert doc.scenario.game_info.cards_player1 == ref.value
