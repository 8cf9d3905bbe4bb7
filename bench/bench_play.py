"""Play mode's speed (issue 11, item 10): on the largest bundled sample, each decision, an
AI's in watch mode or a person's click, must leave the GUI thread within one frame (16 ms);
the AI's thinking runs on a worker thread and is not part of it.

Measured on the real main window (offscreen) in play mode: for an AI decision, from the
worker's answer arriving to the end of the synchronous repaint (apply, the play panel, the
board's display document and shading, the canvas repainting the hexes that changed); for a
person, from the click on a hex (or Enter in the decisions list) to the same end. The
figure is the 95th percentile over a few hundred decisions of random play, so that the
slow decisions (a turn's end, a battle) count, not only the typical one.

The time is the GUI thread's own CPU time (``time.thread_time``): what keeps the event loop
busy. On the shared machines the benchmarks run on, wall-clock time of a few milliseconds
also counts the time slices of other processes, which made the percentile swing by a factor
of three from run to run; this work does no I/O and waits for nothing, so on an idle machine
its wall-clock time is its CPU time.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path

from bench import Benchmark

ROOT = Path(__file__).resolve().parent.parent
WINDOW_SIZE = (1400, 900)
DECISIONS = 300


def _largest() -> Path:
    return max((ROOT / "scenarios").glob("*.m44"), key=lambda p: p.stat().st_size)


def _play_window(seats: tuple[str, str]):  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from editor.engine.game.session import PlaySession
    from editor.ui.document import Document
    from editor.ui.main_window import MainWindow
    from editor.ui.recovery import RecoveryStore

    app = QApplication.instance()
    tmp = Path(tempfile.mkdtemp(prefix="m44-bench-"))
    doc, _fixes = Document.open(_largest())
    w = MainWindow(doc, settings=QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat),
                   recovery=RecoveryStore(tmp / "recovery"))
    w.resize(*WINDOW_SIZE)
    w.show()
    for _ in range(5):
        app.processEvents()
    session = PlaySession(doc.scenario.copy(), seed=3, seats=seats)
    w.play.start_session(session, open_hands=True)
    w.play.controller.set_paused(True)  # the benchmark hands the decisions over itself
    w.canvas.flush()
    w.canvas.viewport().repaint()
    return app, w


def _p95(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=20)[-1]


def ai_decision() -> float:
    """GUI-thread time of one AI decision in watch mode (95th percentile)."""
    app, w = _play_window(("random", "random"))
    ctl = w.play.controller
    s = ctl.session
    samples = []
    for _ in range(DECISIONS):
        if s.over:
            break
        action = s.think(s.state.copy())  # the worker's part, not measured
        ctl._thinking = True
        token = ctl._token
        start = time.thread_time()
        ctl._ai_done(action, token)
        w.canvas.viewport().repaint()
        samples.append(time.thread_time() - start)
        app.processEvents()
    w.play.leave()
    w.document.undo_stack.setClean()
    w.close()
    return _p95(samples)


def human_decision() -> float:
    """GUI-thread time of a person's decision: a click on the map (or Enter in the
    decisions list for a card or a "done"), 95th percentile."""
    from editor.engine.game.actions import BATTLE, MOVE, ORDER, RETREAT, TARGET

    app, w = _play_window(("human", "human"))
    ctl = w.play.controller
    ctl.open_hands = True
    board = w.play.board
    s = ctl.session
    S = s.state.S
    rng = random.Random(5)
    samples = []
    for _ in range(DECISIONS):
        if s.over:
            break
        a = rng.choice(s.legal_actions())
        if a.kind in (MOVE, BATTLE) and a.b is not None and a.b >= 0:
            board.click(S.coords[a.a])  # choosing the unit: a decision of its own
        start = time.thread_time()
        if a.kind in (ORDER, RETREAT, TARGET):
            board.click(S.coords[a.a])
        elif a.kind in (MOVE, BATTLE) and a.b is not None and a.b >= 0:
            board.click(S.coords[a.b])
        else:
            ctl.act(a)
        w.canvas.viewport().repaint()
        samples.append(time.thread_time() - start)
        app.processEvents()
    w.play.leave()
    w.close()
    return _p95(samples)


BENCHMARKS = [
    Benchmark("play_ai_decision", "play mode, watching AIs on the largest sample: GUI-thread "
              "work per AI decision (apply, panel, board, repaint), 95th percentile",
              ai_decision, target=0.016, repeat=3),
    Benchmark("play_human_decision", "play mode, a person's click or Enter on the largest "
              "sample: GUI-thread work to the repaint, 95th percentile", human_decision,
              target=0.016, repeat=3),
]
