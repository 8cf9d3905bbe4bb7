"""The end of the desktop session (editor/ui/session_end.py, main_window.end_session): the
editor, started as a program, ended by SIGTERM (a logout) or SIGHUP (its terminal closed)
while the balance lab plays, leaves no process behind and keeps its unsaved work."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from editor.engine.board import Coord
from editor.ui.recovery import RecoveryStore

from ..conftest import ROOT
from .test_balance import MILL, alive, process_tree
from .window_helpers import make_window  # noqa: F401 - fixture

#: The editor as ``m44-editor FILE`` starts it, on the Mill Crossing, with an edit left
#: unsaved and a long run of the balance lab going on ("running" said once its first
#: games are played: the worker processes start then).
_EDITOR = """
import sys
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from editor.engine.board import Coord
from editor.engine.scenario import Hex, Piece
from editor.ui import main_window as mw
from editor.ui.recovery import RecoveryStore

QGuiApplication.setHighDpiScaleFactorRoundingPolicy(  # as run() sets it, before the app
    Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
app = QApplication(sys.argv[:1])


def start_lab() -> None:
    w = mw.WINDOWS[0]
    w.document.set_hex(Coord(0, 0), Hex(terrain=Piece("woods")), "Paint woods")
    dock = w.show_balance()
    dock.games.setValue(20_000)
    dock.progress_seen = False

    def said(done: int, _total: int, _seconds: float) -> None:
        if done and not dock.progress_seen:
            dock.progress_seen = True
            print("running", flush=True)

    dock.run_button.click()
    dock.job.progress.connect(said)


QTimer.singleShot(500, start_lab)
sys.exit(mw.run([sys.argv[2]], recovery=RecoveryStore(Path(sys.argv[1]))))
"""


def _wait_until(condition, seconds: float) -> bool:  # type: ignore[no-untyped-def]
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.1)
    return condition()


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="the process tree is read in /proc")
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT],
                         ids=["TERM", "HUP", "INT"])
def test_a_session_ending_leaves_no_process_and_keeps_the_unsaved_work(
        tmp_path: Path, signum: int) -> None:
    """Killed by SIGTERM (a logout) during a run of the balance lab, the editor died at once:
    its plot process, the fork server of the workers and the resource tracker ran on for
    good (the plot process holding the fork server's pipe open), and the edit made since
    the last recovery copy was lost. The editor now ends as a quit ends it, without a
    question: no process outlives it, and its unsaved work is a recovery copy, offered at
    the next start. Ctrl-C in the terminal it was started from (SIGINT) printed a traceback
    and the editor went on: it ends the editor as SIGTERM does."""
    folder = tmp_path / "recovery"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data"),
           "HOME": str(tmp_path)}
    # (its standard error in a file: a process left behind holds a pipe open for good)
    errors = tmp_path / "stderr"
    with errors.open("wb") as err:
        editor = subprocess.Popen([sys.executable, "-c", _EDITOR, str(folder), str(MILL)],
                                  stdout=subprocess.PIPE, stderr=err, cwd=ROOT, env=env)
    started: set[int] = set()
    try:
        assert editor.stdout is not None and editor.stdout.readline() == b"running\n"
        # the resource tracker, the fork server, the plot process and the workers
        assert _wait_until(lambda: len(process_tree(editor.pid)) >= 4, 60), \
            process_tree(editor.pid)
        started = process_tree(editor.pid)
        editor.send_signal(signum)
        ended = editor.wait(60)
        assert _wait_until(lambda: not any(alive(p) for p in started), 10), \
            [p for p in started if alive(p)]
        assert ended == 128 + signum, errors.read_text()
        assert "Traceback" not in errors.read_text()
    finally:
        for pid in [editor.pid, *started]:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
        editor.wait()
    found = RecoveryStore(folder).leftovers()
    assert [e.original for e in found] == [MILL.resolve()]
    terrain = found[0].load().hex(Coord(0, 0)).terrain
    assert terrain is not None and terrain.name == "woods"


def test_an_editor_started_ignoring_ctrl_c_goes_on_ignoring_it(  # type: ignore[no-untyped-def]
        qtbot) -> None:
    """A program started in the background by a shell (``m44-editor &``) ignores SIGINT:
    the terminal's Ctrl-C is for the job in front, and the editor is left running."""
    from editor.ui.session_end import SessionEnd

    before = {n: signal.getsignal(n) for n in (signal.SIGINT, signal.SIGTERM)}
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        ending = SessionEnd()
        assert signal.SIGINT not in ending.signals and signal.SIGTERM in ending.signals
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.set_wakeup_fd(-1)
        for n, handler in before.items():
            signal.signal(n, handler)


#: The editor as a program, a hot-seat game of the Mill Crossing begun and three decisions
#: taken, its autosave every 50 ms: the decisions printed (JSON) once the game's recovery
#: file is written, ``null`` when none is after 10 seconds.
_PLAYING = """
import json
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from editor.ui import main_window as mw
from editor.ui.recovery import RecoveryStore

app = QApplication(sys.argv[:1])
folder = Path(sys.argv[1])


def play() -> None:
    w = mw.WINDOWS[0]
    w.autosave_timer.setInterval(50)
    w.play.start(ask=False)
    session = w.play.session
    for _ in range(3):
        session.apply(session.legal_actions()[0])

    def kept(tries: int = 200) -> None:  # (null: never written, in 10 seconds)
        if list(folder.glob("*.m44game")) or not tries:
            print(json.dumps(session.log().actions if tries else None), flush=True)
        else:
            QTimer.singleShot(50, lambda: kept(tries - 1))

    kept()


QTimer.singleShot(300, play)
sys.exit(mw.run([sys.argv[2]], recovery=RecoveryStore(folder)))
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL")
def test_a_game_in_progress_outlives_the_editor_killed(tmp_path: Path) -> None:
    """Found by the replay audit: the editor killed (SIGKILL: no handler runs) lost the game
    being played; only a session's end kept it. The game's recovery file, written by the
    autosave, is left by the editor killed, its lock gone with the process: the next start
    finds it, and it holds the decisions taken."""
    import json

    from editor.engine.game import GameLog

    folder = tmp_path / "recovery"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data"),
           "HOME": str(tmp_path)}
    editor = subprocess.Popen([sys.executable, "-c", _PLAYING, str(folder), str(MILL)],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=ROOT,
                              env=env)
    try:
        assert editor.stdout is not None
        played = json.loads(editor.stdout.readline())
        assert played is not None, "the game was never written aside"
        assert RecoveryStore(folder).leftover_games() == []  # its editor runs
        editor.kill()
        editor.wait(30)
    finally:
        if editor.poll() is None:
            editor.kill()
            editor.wait()
    found = RecoveryStore(folder).leftover_games()
    assert len(found) == 1 and len(played) == 3
    assert GameLog.load(found[0]).actions == played


def test_a_session_ending_without_a_signal_keeps_the_work_at_once(  # type: ignore[no-untyped-def]
        make_window, monkeypatch) -> None:
    """Windows ends a desktop session (a logoff, a shutdown) with no signal: Qt asks the
    application to commit its data (``commitDataRequest``), then the system ends the
    process, no window closed. The editor heard only signals, so there the work since the
    last minute's recovery copy was lost. At Qt's request every window's unsaved work and
    game in play are now written to the recovery folder at once, asking nothing and closing
    nothing (the session's end may yet be cancelled). Found by the portability audit."""
    from PySide6.QtCore import SIGNAL
    from PySide6.QtWidgets import QApplication

    from editor.io.m44 import load
    from editor.engine.scenario import Hex, Piece
    from editor.ui import startup
    from editor.ui.window_list import WINDOWS

    app = QApplication.instance()
    request = SIGNAL("commitDataRequest(QSessionManager&)")
    before = app.receivers(request)
    during: list[int] = []
    monkeypatch.setattr(startup, "_open",
                        lambda *_a, **_k: during.append(app.receivers(request)) or 0)
    assert startup.run([]) == 0
    assert during == [before + 1] and app.receivers(request) == before  # (the editor's life)
    w = make_window()
    w.document.set_hex(Coord(2, 2), Hex(terrain=Piece("woods")), "Paint")
    data = w.recovery.files(w.doc_id)[0]
    assert not data.exists()
    startup.keep_work_aside(None)
    assert data.exists() and load(data).scenario == w.document.scenario
    assert w.isVisible() and w in WINDOWS and w.document.is_modified
