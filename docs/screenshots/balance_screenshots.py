"""Take the README's screenshots of the balance lab (Scenario → Balance…) in the real
window on a real X server:

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python docs/screenshots/balance_screenshots.py

The sample is simulated in the panel's own worker processes (greedy against greedy), then
a unit is added and it is run again to compare, command cards are swept, each knob is
tried one step either way (Which knob), and the heat map is shown on the canvas; each view
is grabbed from the X screen.
"""

from __future__ import annotations

import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from editor.engine.board import Coord  # noqa: E402
from editor.engine.scenario import Unit  # noqa: E402
from editor.io.m44 import load  # noqa: E402
from editor.ui.document import Document  # noqa: E402
from editor.ui.main_window import MainWindow  # noqa: E402
from editor.ui.recovery import RecoveryStore  # noqa: E402

SAMPLE = ROOT / "scenarios" / "hedgerow-crossroads.m44"


def settle(app: QApplication, rounds: int = 40) -> None:
    for _ in range(rounds):
        app.processEvents()


def wait_run(app: QApplication, dock) -> None:  # type: ignore[no-untyped-def]
    while dock.running:
        app.processEvents()
    settle(app)


def plots_ready(app: QApplication, window: MainWindow) -> None:
    """Wait for the plot process's pictures, at the size each plot is shown at now."""
    dock = window.balance
    if dock is None:
        return
    views = (dock.results_plot, dock.compare_plot, dock.sweep_plot, dock.knobs_plot)
    settle(app)
    time.sleep(0.3)  # a resize is drawn again after a pause
    settle(app)
    while any(v.pending or v._timer.isActive() for v in views):
        time.sleep(0.02)
        app.processEvents()


def shoot(app: QApplication, window: MainWindow, name: str) -> None:
    settle(app)
    plots_ready(app, window)
    window.canvas.flush()
    settle(app)
    geo = window.frameGeometry()
    image = QGuiApplication.primaryScreen().grabWindow(0, geo.x(), geo.y(), geo.width(),
                                                       geo.height())
    image.save(str(OUT / name))
    print("wrote", OUT / name)


def main() -> int:
    app = QApplication(sys.argv[:1])
    tmp = Path(tempfile.mkdtemp())
    w = MainWindow(Document(load(SAMPLE).scenario, SAMPLE),
                   settings=QSettings(str(tmp / "settings.ini"), QSettings.Format.IniFormat),
                   recovery=RecoveryStore(tmp / "recovery"))
    w.findings.threaded = False
    w.setGeometry(0, 0, 1580, 980)
    w.show()
    settle(app)
    for bottom in w.docks:  # the whole height for the map and the plots
        if w.dockWidgetArea(bottom) == Qt.DockWidgetArea.BottomDockWidgetArea:
            bottom.hide()
    dock = w.show_balance()  # (as wide as the lab makes itself: the board beside it)
    settle(app)
    w.canvas.fit_to_window()
    dock.games.setValue(300)
    dock.seed.setValue(1)
    dock.run_button.click()
    wait_run(app, dock)
    w.canvas.set_heat(())  # the results first, the map plain
    shoot(app, w, "balance-results.png")

    # the designer adds an Allied tank and runs again, then compares
    doc = w.document
    free = next(c for c in (Coord(6, 10), Coord(6, 12), Coord(7, 11), Coord(6, 8))
                if doc.scenario.hex(c).unit is None)
    doc.set_hexes({free: replace(doc.scenario.hex(free), unit=Unit("tankus"))}, "add a tank")
    dock.run_button.click()
    wait_run(app, dock)
    dock.tabs.setCurrentIndex(2)  # Compare
    shoot(app, w, "balance-compare.png")

    doc.undo_stack.undo()
    keys = [dock.knob.itemData(i) for i in range(dock.knob.count())]
    dock.knob.setCurrentIndex(keys.index("cards2"))
    dock.sweep_games.setValue(120)
    dock.sweep_button.click()
    wait_run(app, dock)
    dock.tabs.setCurrentWidget(dock.sweep_tab)
    shoot(app, w, "balance-sweep.png")

    dock.tabs.setCurrentWidget(dock.knobs_tab)
    dock.knob_games.setValue(120)
    dock.knobs_button.click()
    wait_run(app, dock)
    shoot(app, w, "balance-which-knob.png")

    dock.run_list.setCurrentRow(0)
    dock.tabs.setCurrentIndex(dock.tabs.count() - 1)  # the heat map: the lab narrows
    w.palette_dock.hide()  # the map large, the layers' list beside it
    settle(app)
    w.canvas.fit_to_window()
    shoot(app, w, "balance-heatmap.png")
    doc.undo_stack.setClean()
    w.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
