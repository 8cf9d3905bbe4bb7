"""The editor's speed (issue 6, item 13): the work done on the GUI thread per painted hex and
per edit, on an Overlord board with every hex busy, must stay under one frame (16 ms), and
opening the largest sample under a second.

The real main window is built (offscreen) with every panel; an edit is measured from the
tool's mouse event to the end of the synchronous repaint of the canvas, with the posted
events processed: model update, undo command, every panel's reaction (the hex form, the
inspector, the findings panel starting its debounced check) and the repaint of the changed
hexes. The checks themselves run on a worker thread after the pause; their GUI-thread part
is delivering the result, measured separately.
"""

from __future__ import annotations

import time
from functools import cache
from pathlib import Path

from bench import Benchmark
from bench.bench_render import crowded_overlord

ROOT = Path(__file__).resolve().parent.parent
#: The board is drawn at 100 % (40 px per hex) in a window of a common laptop size.
WINDOW_SIZE = (1400, 900)


def _app():  # type: ignore[no-untyped-def]
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    app = QGuiApplication.instance()
    if app is None:
        return QApplication(["bench"])
    if not isinstance(app, QApplication):
        raise RuntimeError("a QGuiApplication without widgets runs already: run the editor "
                           "benchmarks first (python -m bench editor)")
    return app


@cache
def _window():  # type: ignore[no-untyped-def]
    """One main window showing the crowded Overlord board (built once)."""
    import tempfile

    from PySide6.QtCore import QSettings

    from editor.ui.document import Document
    from editor.ui.main_window import MainWindow
    from editor.ui.recovery import RecoveryStore

    app = _app()
    tmp = Path(tempfile.mkdtemp(prefix="m44-bench-"))
    w = MainWindow(Document(crowded_overlord()),
                   settings=QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat),
                   recovery=RecoveryStore(tmp / "recovery"))
    w.resize(*WINDOW_SIZE)
    w.show()
    for _ in range(5):
        app.processEvents()
    w.canvas.set_zoom(1.0)
    w.canvas.flush()
    w.canvas.viewport().repaint()
    return app, w


_brushes = iter(["woods", "hills", "buildings", "marshes"] * 10_000)


def per_painted_hex() -> float:
    """A paint stroke along a row of the board: each hex's mouse move, paint, panel
    updates and repaint; the mean per hex."""
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent

    from editor.engine.board import Coord

    app, w = _window()
    cv = w.canvas
    w.palette.choose(next(_brushes))
    row = 4
    hexes = [Coord(row, c) for c in range(0, 51, 2)]
    vp = cv.viewport()
    left = Qt.MouseButton.LeftButton

    def send(kind: QEvent.Type, c: Coord, button: Qt.MouseButton, buttons: Qt.MouseButton
             ) -> None:
        pos = QPointF(cv.view_center(c))
        app.sendEvent(vp, QMouseEvent(kind, pos, vp.mapToGlobal(pos), button, buttons,
                                      Qt.KeyboardModifier.NoModifier))

    start = time.perf_counter()
    painted = 0
    send(QEvent.Type.MouseButtonPress, hexes[0], left, left)
    vp.repaint()
    app.processEvents()
    painted += 1
    for c in hexes[1:]:
        send(QEvent.Type.MouseMove, c, Qt.MouseButton.NoButton, left)
        vp.repaint()
        app.processEvents()
        painted += 1
    elapsed = time.perf_counter() - start
    send(QEvent.Type.MouseButtonRelease, hexes[-1], left, Qt.MouseButton.NoButton)
    app.processEvents()
    return elapsed / painted


def per_edit() -> float:
    """One edit pushed through the document (a unit placed, as the hex form or a paste
    does), with every panel's reaction and the repaint; the mean of 40 edits."""
    from editor.engine.board import Coord
    from editor.engine.scenario import Hex, Piece, Unit

    app, w = _window()
    doc = w.document
    vp = w.canvas.viewport()
    coords = [Coord(r, c) for r in range(2, 7) for c in range(r % 2, 51, 6)][:40]
    start = time.perf_counter()
    for i, c in enumerate(coords):
        old = doc.scenario.hex(c)
        doc.set_hex(c, Hex(terrain=Piece("woods" if i % 2 else "hills"),
                           unit=None if old.unit else Unit("infus")), "Edit")
        vp.repaint()
        app.processEvents()
    return (time.perf_counter() - start) / len(coords)


def per_undo() -> float:
    """Undo of one stroke (many hexes at once) with the panels and the repaint."""
    app, w = _window()
    stack = w.document.undo_stack
    per_painted_hex()  # a stroke to undo
    start = time.perf_counter()
    stack.undo()
    w.canvas.viewport().repaint()
    app.processEvents()
    return time.perf_counter() - start


def selection_change() -> float:
    """Selecting a unit: the hex form, the rules inspector (moves, targets) and the canvas
    highlights, repainted."""
    app, w = _window()
    units = [c for c, h in w.document.scenario.hexes.items() if h.unit is not None][:20]
    start = time.perf_counter()
    for c in units:
        w.editor.set_selection({c})
        app.processEvents()
        w.canvas.viewport().repaint()
    return (time.perf_counter() - start) / len(units)


def findings_delivery() -> float:
    """The GUI-thread part of a check: showing the findings of the whole board and
    re-shading the canvas (the check itself runs on a worker thread)."""
    from editor.io.report import check_scenario

    app, w = _window()
    found = check_scenario(w.document.scenario.copy())
    dock = w.findings
    start = time.perf_counter()
    # what the worker's result triggers on the GUI thread (the panel's own delivery step)
    dock._deliver(dock._serial, dock.document, found)
    w.canvas.viewport().repaint()
    app.processEvents()
    return time.perf_counter() - start


def open_largest_sample() -> float:
    """File → Open of the largest bundled sample: read, repairs, every panel switched to
    it, the board rendered and painted."""
    app, w = _window()
    largest = max((ROOT / "scenarios").glob("*.m44"), key=lambda p: p.stat().st_size)
    start = time.perf_counter()
    w.document.undo_stack.setClean()
    assert w.open_file(largest)
    w.canvas.flush()
    w.canvas.viewport().repaint()
    app.processEvents()
    elapsed = time.perf_counter() - start
    _window.cache_clear()  # the next figure starts from the crowded board again
    w.document.undo_stack.setClean()
    w.close()
    return elapsed


BENCHMARKS = [
    Benchmark("editor_paint_hex", "GUI-thread work per painted hex in a stroke on a full "
              "Overlord board: tool, undo command, panels, repaint", per_painted_hex,
              target=0.016, repeat=5),
    Benchmark("editor_edit", "one edit through the document (place a unit and terrain) with "
              "every panel's reaction and the repaint", per_edit, target=0.016, repeat=3),
    Benchmark("editor_undo_stroke", "undo a 26-hex stroke with the panels and the repaint",
              per_undo, target=0.016, repeat=3),
    Benchmark("editor_select_unit", "select a unit: hex form, rules inspector, shading, "
              "repaint", selection_change, target=0.050, repeat=3),
    Benchmark("editor_findings_shown", "show a whole board's findings and re-shade the map "
              "(GUI thread; the checks run on a worker)", findings_delivery, target=0.016,
              repeat=3),
    Benchmark("editor_open_largest", "File → Open of the largest sample, rendered and "
              "painted", open_largest_sample, target=1.0, repeat=3),
]
