"""The Scenario menu's commands on the whole board: Board Type, Board Face and Turn Board
180°, each one undo step, with the question each asks first: what a smaller board leaves out
(and which part it keeps), and which tiles of the map do not belong on the new face (to be
traded for tiles that play the same). Mirror Board is the editor state's
(:meth:`~.tools.EditorState.mirror_board`): it asks nothing."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox

from editor.engine import faces
from editor.engine.board import Board, BoardType, Coord, Face, Side
from editor.engine.catalog import CATALOG
from editor.engine.scenario import Scenario
from editor.engine.transform import retype
from editor.engine.words import counted

from .dialogs import BOARD_TYPE_NAMES, ask
from .text import plain

if TYPE_CHECKING:
    from .main_window import MainWindow


def turn_board(window: MainWindow) -> None:
    """Scenario → Turn Board 180°: the map half a turn, the players swapped (a board that
    cannot turn says why)."""
    try:
        window.editor.turn_board()
    except ValueError as e:
        QMessageBox.warning(window, "Turn Board 180°", plain(str(e)))


def set_board_type(window: MainWindow, board_type: BoardType) -> bool:
    """Change the board type (:func:`~editor.engine.transform.retype`: hexes keep their
    place, hex names are written for the new board); what lies outside the new board is
    removed, after a question."""
    s = window.document.scenario
    if board_type == s.board_type:
        return False
    new = retype(s, board_type)
    if new.hexes or new.labels or new.names:
        units = Counter(u.side for c in s.hexes.keys() - new.scenario.hexes.keys()
                        if (u := s.hexes[c].unit) is not None and u.side is not None)
        armies = ", ".join(f"{units[side]} {side.adjective} unit"
                           + ("s" if units[side] > 1 else "") for side in Side if side in units)
        lost = [f"{n} {one if n == 1 else many}" for n, one, many in (
            (new.hexes, "hex", "hexes") if not armies else
            (new.hexes, f"hex (with {armies})", f"hexes (with {armies})"),
            (new.labels, "label", "labels"), (new.names, "hex name", "hex names")) if n]
        listed = " and ".join([", ".join(lost[:-1]), lost[-1]] if len(lost) > 1 else lost)
        # the buttons say what they do ("Go on?" asked Yes or No); Cancel is the default,
        # the change removing what the user made (Undo brings it back)
        answer = ask(
            window, "Change board type",
            f"The {BOARD_TYPE_NAMES[board_type]} board has no room for {listed}"
            + (" (of exit lines, objectives, sudden death or rule options)" if new.names else "")
            + f": {'it' if len(lost) == 1 and lost[0].startswith('1 ') else 'they'} will be "
            f"removed. {kept_part(s.board, Board(board_type))}",
            [(f"&Change to {BOARD_TYPE_NAMES[board_type].split(' (')[0]}",
              QMessageBox.ButtonRole.DestructiveRole)], cancel_default=True)
        if answer != 0:
            window.act[f"type_{s.board_type.value}"].setChecked(True)
            return False
    window.document.replace_all(new.scenario, type_step(board_type, new.hexes, new.labels))
    return True


def type_step(board_type: BoardType, hexes: int, labels: int) -> str:
    """The undo step of a change to ``board_type`` that removed ``hexes`` hexes and
    ``labels`` labels, named as the History and Undo say it.

    >>> type_step(BoardType.STANDARD, 1, 0)
    'Change board type to Standard, removing 1 hex'
    >>> type_step(BoardType.OVERLORD, 0, 0)
    'Change board type to Overlord'
    """
    removed = [counted(n, one, many) for n, one, many in (
        (hexes, "hex", "hexes"), (labels, "label", "labels")) if n]
    return (f"Change board type to {BOARD_TYPE_NAMES[board_type].split(' (')[0]}"
            + (", removing " + " and ".join(removed) if removed else ""))


def set_face(window: MainWindow, face: Face) -> bool:
    """Change the board's face; tiles that do not fit it and have a counterpart that
    plays the same (``editor.engine.faces``) are offered to be traded for it, in the
    same undo step."""
    s = window.document.scenario
    if face == s.face:
        return False
    plan, left = faces.trade_plan(s, face)
    trade = False
    if plan:
        choice = ask(window, "Change board face", face_trade_question(s, face, plan, left),
                     [("&Trade Tiles", QMessageBox.ButtonRole.YesRole),
                      ("&Keep Tiles", QMessageBox.ButtonRole.NoRole)])
        if choice is None:
            window.act[f"face_{s.face.value}"].setChecked(True)
            return False
        trade = choice == 0
    step = f"Change board face to {faces.FACE_WORDS[face]}"
    if not trade:
        return window.document.set_value("face", face, step)
    traded = sum(n for name, n in faces.misfits(s, face).items() if name in plan)
    stack = window.document.undo_stack
    stack.beginMacro(f"{step}, trading {counted(traded, 'tile')}")
    window.document.set_value("face", face, step)
    window.document.set_hexes(faces.traded(s, face), step)
    stack.endMacro()
    return True


def face_trade_question(s: Scenario, face: Face, plan: Mapping[str, str],
                        left: Sequence[str]) -> str:
    """What Scenario → Board Face asks when tiles of the map do not belong on ``face``: how
    many do not, how many of them can be traded for a tile that plays the same (``plan``,
    named as the palette names them), and which stay (``left``, with how many of each)."""
    found = faces.misfits(s, face)
    total = sum(found.values())
    count = sum(n for name, n in found.items() if name in plan)
    where = faces.FACE_WORDS[face]
    pairs = ", ".join(f"{CATALOG.shown_label(a)} → {CATALOG.shown_label(b)}"
                      for a, b in list(plan.items())[:6]) + ("…" if len(plan) > 6 else "")
    head = f"{counted(total, 'tile')} of the map {'does' if total == 1 else 'do'} not " \
        f"belong on a {where} board. "
    if count == total:
        ask_ = f"Trade {'it' if count == 1 else 'them'} for tiles that do and play the same"
    else:
        ask_ = f"Trade the {count} that {'has' if count == 1 else 'have'} a tile that does " \
            "and plays the same"
    kept = ""
    if left:
        named = " or ".join(f"{CATALOG.shown_label(n)} ({counted(found[n], 'tile')})"
                            for n in left)
        stays = "it stays" if sum(found[n] for n in left) == 1 else "they stay"
        kept = f"\n\nNo {where} tile plays as {named}: {stays} as laid."
    return f"{head}{ask_} ({pairs})?{kept}"


def kept_part(old: Board, new: Board) -> str:
    """What of ``old`` a smaller board of another type keeps (hexes keep their row and
    column: its top, or its left end, from its top left hex), and how to keep another part:
    a designer who meant to keep the middle of an Overlord battle learnt which part was
    kept only once the rest was gone."""
    rows, cols = new.rows < old.rows, new.max_col < old.max_col
    where = ("top left corner" if rows and cols else "top" if rows else "left end" if cols
             else "whole board")
    last = Coord(min(old.rows, new.rows) - 1, min(old.max_col, new.max_col))
    return (f"Every hex keeps its place: the new board holds {old.hex_name(Coord(0, 0))} to "
            f"{old.hex_name(last)} of this one (its {where}). To keep another part, cancel, "
            "move it there first (select it, then drag it, or cut and paste it), and change "
            "the board type again.")
