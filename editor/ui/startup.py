"""The editor's start and end: :func:`run`, its entry point (``m44-editor [FILE...]``); the
questions at start-up about what an ended session left, unsaved work (:func:`offer_recovery`)
and games in progress (:func:`offer_games`); and :func:`end_session`, what the editor does
when the desktop session ends it (:mod:`.session_end`), with :func:`keep_work_aside` where
the system ends it with no signal (Windows).
"""

from __future__ import annotations

import contextlib
import datetime
import os
import sys
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from editor import __version__
from editor.desktop import APP_ID
from editor.engine.board import Side
from editor.engine.game.log import GameLog, GameLogError
from editor.engine.game.match import NOT_OVER
from editor.engine.words import medals_said
from editor.io.files import file_stamp
from editor.render.fonts import load_fonts
from editor.resources import ResourceError

from . import bugs, clipboard
from .dialogs import ask
from .recovery import RecoveryEntry, RecoveryStore
from .session_end import SessionEnd
from .text import plain
from .window_list import WINDOWS, window_of

if TYPE_CHECKING:
    from .main_window import MainWindow

#: The application's name and organisation, as Qt and the settings know them.
APP_NAME = "m44 editor"
ORGANIZATION = "m44-editor"


def _ask_leftover(window: MainWindow, title: str, question: str, it: str, take: str,
                  discard: str) -> int | None:
    """Ask about what an ended session left (unsaved work, a game in progress): ``take``
    (0), ``discard`` (1), or ``None``: Cancel (or Escape, or closing the question) keeps
    ``it`` to be offered at the next start."""
    return ask(window, title, f"{question}\n\nCancel keeps {it} to be offered again the next "
               "time the editor starts.",
               [(take, QMessageBox.ButtonRole.AcceptRole),
                (discard, QMessageBox.ButtonRole.DestructiveRole)])


def offer_recovery(window: MainWindow) -> int:
    """At start-up: offer back the work that editors which died left unsaved; returns how
    many were recovered. Each is asked about: Recover opens it, Discard deletes it, and
    Cancel (or Escape, or closing the question) keeps it to be offered at the next start:
    nothing is deleted but by the button that says so."""
    recovered = 0
    for entry in window.recovery.leftovers():
        where = (str(entry.original) if entry.original else
                 f"{entry.unplaced}, in a folder the editor did not record: recovered as a "
                 "scenario never saved" if entry.unplaced else "a scenario never saved")
        choice = _ask_leftover(window, "Recover unsaved work",
                               f"The editor stopped with unsaved changes to “{entry.title}” "
                               f"({where}), kept as they were on {entry.saved_at:%c}. "
                               f"{_changed_since(entry)}{_over_recovered(entry)}Recover "
                               "them?", "them", "&Recover", "&Discard Changes")
        if choice is None:
            window.recovery.release(entry.id)
            continue
        if choice == 1:
            window.recovery.remove(entry.id)
            continue
        target = window_of(entry.original) or (
            window if window.files.is_pristine() else window.files.new_window())
        if target.files.recover(entry):
            recovered += 1
        else:
            window.recovery.release(entry.id)
    return recovered + offer_games(window)


def _changed_since(entry: RecoveryEntry) -> str:
    """What the question about ``entry`` says when another program changed its file since
    the work's window read or saved it (a checkout, a colleague's copy): recovered, the
    work was put over that version without a word, and Save replaced it unasked."""
    if entry.original is None or entry.stamp is None:
        return ""
    now = file_stamp(entry.original)
    if now is None or now == entry.stamp:
        return ""
    return (f"“{entry.original.name}” was changed on disk since this work was kept, by "
            "another program or another editor: recovered, the work stands over that "
            "version, which Undo brings back. ")


def _over_recovered(entry: RecoveryEntry) -> str:
    """What the question about ``entry`` says when its file's window has unsaved changes
    already (an older copy of work on that file, recovered just now): recovered, ``entry``
    went over them there without a word."""
    shown = window_of(entry.original)
    if shown is None or not shown.document.is_modified:
        return ""
    return (f"The window of “{shown.document.title}” shows unsaved changes already: "
            "recovered, these stand over them there, which Undo brings back. ")


def _game_point(log: GameLog) -> str:
    """Where a game log's game stands, as Leave Playtest's question says it: " (turn 6,
    medals Axis 2, Allies 1)", and who won a game that ended (" (turn 9, medals Axis 2,
    Allies 4, won by the Allies)"); "" when its result does not say."""
    r = log.result or {}
    turns, medals = r.get("turns"), r.get("medals")
    if not isinstance(turns, int) or not isinstance(medals, dict):
        return ""
    g = log.scenario.game_info
    sides = [side.value for side in (g.side_player1, g.side_player2)]
    point = [f"turn {turns}"]
    if all(isinstance(medals.get(side), int) for side in sides):
        point.append(medals_said({side: medals[side] for side in sides}))
    if _ended(log):
        winner = r.get("winner")
        point.append(f"won by the {Side.words(winner)}" if isinstance(winner, str)
                     else "no winner")
    return f" ({', '.join(point)})"


def _ended(log: GameLog) -> bool:
    """Whether a game log's game was played to its end (its result says so)."""
    reason = (log.result or {}).get("reason")
    return isinstance(reason, str) and reason != NOT_OVER


def offer_games(window: MainWindow) -> int:
    """At start-up: offer back the games in progress that editors ended by the session
    kept (:meth:`PlayMode.keep_game`), as :func:`offer_recovery` offers unsaved work: Play
    On plays it on (in a window of its own unless ``window`` is untouched), Discard deletes
    it, Cancel keeps it for the next start. Returns how many are played on."""
    played = 0
    store = window.recovery
    for path in store.leftover_games():
        name, at, stamp, ended = "a scenario", "", "", False
        with contextlib.suppress(OSError):  # (gone meanwhile: opening it says so)
            stamp = f"{datetime.datetime.fromtimestamp(path.stat().st_mtime):%c}"
        with contextlib.suppress(GameLogError):  # (damaged: opening it says where)
            log = GameLog.load(path)
            name = f"“{log.name}”" if log.name else "a scenario never named"
            at, ended = _game_point(log), _ended(log)
        if ended:  # played to its end, the play panel's end box offering to save it
            kept = f" It was kept as it was on {stamp}." if stamp else ""
            choice = _ask_leftover(window, "Open the game",
                                   f"The editor was ended after a game of {name}{at}, which "
                                   f"was never saved.{kept} Open it to save it or replay it?",
                                   "it", "&Open Game", "&Discard Game")
        else:
            when = f", kept as it was on {stamp}" if stamp else ""
            choice = _ask_leftover(window, "Play on the game",
                                   f"The editor was ended during a game of {name}{at}{when}. "
                                   "Play it on?", "it", "&Play On", "&Discard Game")
        if choice is None:
            store.release(path.stem)
            continue
        if choice == 1:
            store.remove_game(path)
            continue
        target = window if window.files.is_pristine() and not window.play.active \
            else window.files.new_window()
        if target.play.recover_game(path):
            store.remove_game(path)
            played += 1
        else:
            store.release(path.stem)
    return played


#: The settings files said to be unwritable in this run (:func:`say_unkept_settings`).
_UNKEPT: set[str] = set()


def say_unkept_settings(window: MainWindow) -> bool:
    """Say, once in a run, that the settings of ``window`` cannot be written (a read-only
    configuration folder, a file in its place): the layout, the recent files and the
    choices of the session were forgotten at the next start without a word. ``True``
    when it was said now."""
    settings = window.settings
    name = settings.fileName()
    if settings.isWritable() or name in _UNKEPT:
        return False
    _UNKEPT.add(name)
    where = Path(name)
    folder = next((p for p in where.parents if os.path.lexists(p)), where.parent)
    why = (f"{folder} is not a folder" if not os.path.isdir(folder) else
           "the file is read-only" if os.path.lexists(where) else
           f"nothing can be made in {folder}")
    QMessageBox.warning(window, "Settings not kept", plain(
        f"The editor's settings cannot be written to {name} ({why}). The window's layout, "
        "the recent files, the last folder and the options chosen in this session will "
        "not be kept for the next start."))
    return True


def end_session(app: QApplication, signum: int) -> None:
    """SIGTERM, SIGHUP or SIGINT (:mod:`.session_end`): every window ends as a close ends
    it but keeps its unsaved work as a recovery copy and asks nothing (:meth:`MainWindow.
    end_session`); the editor exits with 128 + the signal's number, as the shell says of a
    process a signal ended."""
    for w in list(WINDOWS):
        w.end_session()
    app.exit(128 + signum)


def keep_work_aside(_manager: object = None) -> None:
    """The desktop session is ending by Qt's word (``commitDataRequest``): Windows ends a
    session (a logoff, a shutdown) so, with no signal, and ends the process right after,
    no window closed; an X11 session manager asks so too before its signal. Every window's
    unsaved work and game in play are written to the recovery folder at once (as the
    autosave does every minute), to be offered at the next start; nothing is asked and
    nothing closes: the session's end may yet be cancelled."""
    for w in list(WINDOWS):
        w.keep_aside()


def run(args: list[str], *, recovery: RecoveryStore | None = None,
        quit_after: float | None = None) -> int:
    """The editor's entry point (``m44-editor [FILE...]``); ``quit_after`` seconds, if given,
    closes it (the wheel test starts the installed editor and must see it end)."""
    QApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setDesktopFileName(APP_ID)  # the windows' id on Wayland: the menu entry's name
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationVersion(__version__)
    app.aboutToQuit.connect(clipboard.release_own_data)
    try:  # the map and the icons in DejaVu Sans where the system has none
        load_fonts()
    except ResourceError as e:  # a broken installation: said as missing art is
        from editor.app import tell

        tell(f"m44-editor: {e}")
        return 2
    ending = SessionEnd(app)
    ending.ended.connect(partial(end_session, app))
    # the session's end without a signal (Windows): for the editor's life, as the hook below
    app.commitDataRequest.connect(keep_work_aside)
    # a bug in a slot said in a box, the work kept (only printed before), for the editor's
    # life: Python's own hook again once it ends (run in a test's process)
    restore = bugs.install()
    try:
        return _open(app, args, recovery=recovery, quit_after=quit_after)
    finally:
        restore()
        app.commitDataRequest.disconnect(keep_work_aside)


def _open(app: QApplication, args: list[str], *, recovery: RecoveryStore | None,
          quit_after: float | None) -> int:
    """The first window, on the files ``args``, then the event loop (:func:`run`)."""
    from .main_window import MainWindow  # (it imports this module)

    window = MainWindow(recovery=recovery)
    window.show()
    ended: list[bool] = []
    if quit_after is not None:
        # set before the files open: a file that cannot be read says so in a modal box,
        # whose own event loop the time ends too (set after, it never started, and the
        # editor never closed); exit, not quit: quit asks the windows, which may wait
        def end() -> None:
            ended.append(True)
            app.exit(0)

        QTimer.singleShot(round(quit_after * 1000), app, end)
    if args:  # (m44-editor's own options are read already: each argument is a file)
        window.open_file(args[0])
        for f in args[1:]:
            window.files.open_in_new_window(f)
    if ended:  # the time ran out in a box the files opened
        return 0
    QTimer.singleShot(0, window, lambda: (say_unkept_settings(window), offer_recovery(window)))
    return app.exec()
