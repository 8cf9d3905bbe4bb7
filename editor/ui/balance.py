"""Scenario → Balance…: the balance lab, a dock that simulates the scenario being edited
(saved or not) and shows what a designer needs to tune it.

The games are played by :func:`~editor.engine.game.simulate.simulate` in worker processes
(one per core), driven from a Python thread: the GUI thread only receives the progress and
the results (handed over by a :class:`~.handoff.Handoff`), so the window never waits. Cancel sets an
event the run looks at every 50 ms; the pool's processes are then terminated and the games already
played are kept (a stopped run is a run like another, with fewer games); a run that fails
(a worker process killed, a game raising) keeps them so too (a sweep's and Which knob's
versions played too), and says what failed in words
(:func:`~editor.engine.game.simulate.failure_words`, no class name). The same seeds
and AIs give exactly the games of ``m44 simulate``.

Tabs: **Results** (the runs kept, the plots of the one selected: win rates with their
intervals, how the games were won, length and medal histograms, when the medals come),
**Games** (one row per game; double-click opens it in play mode's replay viewer, or save
its log), **Compare** (two runs side by side with the difference of their win rates and its
interval, and what changed from one's scenario and settings to the other's), **What if**
(a sweep over one knob: cards or medals to win of a side, who moves first, each side's
win rate plotted against it and the value closest to an even game marked), **Which knob**
(each knob one step either way on the same seeds, ranked by how far it moves the balance:
a tornado plot and a sentence; a knob chosen there is set up in What if) and **Heat map**
(layers toggled on the canvas, each with its colour and peak as the legend; the counts follow
the board turned or mirrored since the run, and are drawn faded once the scenario changed
otherwise).
The lab widens its column for the plots (40% of the window, leaving the map the room of a
standard board at a readable zoom in a small window), and narrows it with the Heat map tab up;
while it is up, a run shows the whole board in the room left (the map fitted to it from the
run's start), unless the designer zoomed: the zoom is then theirs.
Exports: the games as CSV or JSON, the plots and the heat map as PNG or SVG.

The plots are drawn by matplotlib in a process of their own, started with the dock
(``plot_view.py``): the editor's process never imports matplotlib, and the GUI thread only
shows the pictures that come back.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import (QAbstractTableModel, QModelIndex, QObject,
                            QPersistentModelIndex, Qt, QTimer, Signal)
from PySide6.QtGui import QColor, QIcon, QPixmap, QResizeEvent
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDockWidget, QFormLayout, QFrame,
                               QGridLayout, QHBoxLayout, QHeaderView, QLabel, QLineEdit,
                               QListWidget, QMessageBox, QProgressBar, QPushButton, QScrollArea,
                               QSpinBox, QStyle, QTableView, QTabWidget, QVBoxLayout, QWidget)

from editor import plots
from editor.engine.board import BOARDS, BoardType, Side
from editor.engine.game import balance
from editor.engine.game.players import PLAYERS
from editor.engine.game.search import SAMPLES as SEARCH_SAMPLES
from editor.engine.game.sensitivity import Sensitivity, which_knob
from editor.engine.game.simulate import (SimulationResult, StopSimulation, compare,
                                         failure_words, not_played, not_played_sentence,
                                         replay_game,
                                         run_warnings, several_tests_words, simulate,
                                         warnings_sentence)
from editor.engine.game.state import HOW_WORDS
from editor.engine.game.tables import Setup
from editor.engine.scenario import Scenario
from editor.engine.words import counted
from editor.io.diff import BoardChange, whole_board_change

from . import folders, panels, wheel
from .canvas import READABLE_ZOOM
from .compare import difference_words
from .forms import FocusRing, fields_follow
from .handoff import Handoff
from .play.dialogs import SEAT_TIPS
from .plot_view import PlotProcess, PlotView
from .text import note_label

if TYPE_CHECKING:
    from .main_window import MainWindow

#: The turn cap a run starts with (the Turn cap field; ``m44 simulate --max-turns``).
MAX_TURNS = 200
#: The knobs of a sweep with their words (the values tried by default are around the
#: current): the scenario's settings, and the figures of the unit selected on the map
#: (``figures``: the sweep turns ``figures:HEX`` of that unit).
UNIT_FIGURES = "figures"
KNOB_CHOICES = [*balance.KNOB_LABELS.items(),
                (UNIT_FIGURES, "figures of the unit selected on the map")]


@dataclass
class Run:
    """A finished (or stopped) run, kept to be compared."""

    label: str
    scenario: Scenario
    result: SimulationResult
    ai: str
    vs: str
    seed: int
    max_turns: int = MAX_TURNS

    @cached_property
    def caveats(self) -> tuple[list[str], list[str]]:
        """What the run's figures rest on: its scenario's warnings (:func:`run_warnings`)
        and what its games did not play (:func:`not_played`), found once for the run
        rather than by the checks again each time it is chosen in Results."""
        return run_warnings(self.scenario), not_played(self.scenario)


#: How many of the differences between two runs' scenarios the Compare tab lists.
CHANGES_SHOWN = 6


def changes_between(a: Run, b: Run) -> str:
    """What B played that A did not: its scenario's differences (:mod:`editor.io.diff`, the
    first :data:`CHANGES_SHOWN`, a setting named by its field: :func:`.compare.
    difference_words`) and the run's own settings, in a sentence or two."""
    said = []
    whole, found = whole_board_change(a.scenario, b.scenario)
    listed = "; ".join(difference_words(d) for d in found[:CHANGES_SHOWN])
    more = f"; and {len(found) - CHANGES_SHOWN} more" if len(found) > CHANGES_SHOWN else ""
    changes = counted(len(found), "change", "changes")
    if whole is not None:
        said.append(f"B's scenario is A's with its board {whole}"
                    + (f", then {changes}: {listed}{more}." if found else "."))
    elif found:
        said.append(f"B's scenario differs from A's by {changes}: {listed}{more}.")
    else:
        said.append("A and B played the same scenario.")
    settings = [f"{what} {x} → {y}" for what, x, y in (
        ("AI", a.ai, b.ai), ("opponent", a.vs, b.vs), ("seed", a.seed, b.seed),
        ("turn cap", a.max_turns, b.max_turns)) if x != y]
    if settings:
        said.append("The runs differ in " + ", ".join(settings) + ".")
    return " ".join(said)


#: What each AI of the lab's lists is (the Playtest dialog's words, and search:4's own).
AI_TIPS: dict[str, str] = {
    **{name: tip for name, tip in SEAT_TIPS.items() if name in PLAYERS},
    "search:4": f"search looking at 4 sampled worlds for each of its best 3 cards, where "
                f"search looks at {SEARCH_SAMPLES} for its best 2: a closer look, and slower"}
AI_LIST_TIP = ("The AI that plays this side: greedy is quick, random the weakest, search "
               "the strongest and slower, search:4 a closer look of the search, slower again")

#: The Heat map tab's caption before a run.
NO_HEAT = "No run yet: Run plays the games whose heat map is drawn on the map."


def heat_caption(run: Run) -> str:
    """Which run the heat map is of, as the Results plot names its run (scenario, games,
    AIs), with its label and seed: ``Heat map of Run 2: Mill Crossing, 12 games, greedy vs
    random, seed 1 (another run: choose it in Results)``."""
    r = run.result
    return (f"Heat map of {run.label}: {r.scenario}, {counted(r.games, 'game')}, {run.ai} vs "
            f"{run.vs}, seed {run.seed} (another run: choose it in Results)")


def _moved(whole: BoardChange) -> str:
    """How a whole board's change of :func:`whole_board_change` moved the hexes: its words
    up to the players ("turned half a turn")."""
    return str(whole).split(", ")[0]


def _heat_since(whole: BoardChange | None, changed: bool) -> str:
    """What the Heat map tab's caption adds when the scenario open is not the one the run
    played: the counts drawn turned (or mirrored) with the board, or faded."""
    moved = "" if whole is None else f"{_moved(whole)} with the board"
    if changed:
        return (". Drawn faded" + (f", {moved}" if moved else "") + ": the scenario open is "
                "not the one it played. Run plays it as it is now.")
    return f". Its counts are drawn {moved}." if moved else ""


class _Job(QObject):
    """One simulation (or a sweep of several) on a Python thread. Its signals are emitted
    on the GUI thread: the worker hands them over through a :class:`~.handoff.Handoff` and
    never calls Qt itself."""

    progress = Signal(int, int, float)  # done, total, seconds since the start
    finished = Signal(object)  # a list of (knob value or None, SimulationResult)
    failed = Signal(str)  # what failed, in plain words (no class name)

    def __init__(self, scenarios: Sequence[tuple[int | None, Scenario]], games: int, ai: str,
                 vs: str, seed: int, until_ci: float | None, handoff: Handoff) -> None:
        super().__init__()
        self.handoff = handoff
        self.scenarios = list(scenarios)
        self.games, self.ai, self.vs, self.seed, self.until_ci = games, ai, vs, seed, until_ci
        self.cancel = threading.Event()
        self.worker = threading.Thread(target=self._run, name="balance-run", daemon=True)
        self.start_time = 0.0
        #: The knob a sweep turns (``balance.KNOBS``), or ``None``; its value in the
        #: scenario as it is (the plot marks it).
        self.knob: str | None = None
        self.now: int | None = None
        #: Player turns after which a game is drawn (the lab's Turn cap when it starts).
        self.max_turns = MAX_TURNS

    def start(self) -> None:
        self.start_time = time.perf_counter()
        self.handoff.expect()
        self.worker.start()

    def asked(self) -> int:
        """The games the job is to play in all."""
        return self.games * len(self.scenarios)

    def _report(self, done: int, total: int) -> None:
        """A run's progress, handed to the GUI thread; a Cancel stops the run here."""
        if self.cancel.is_set():
            raise StopSimulation
        self.handoff.post(self.progress.emit, done, total,
                          time.perf_counter() - self.start_time)

    def _run(self) -> None:
        try:
            out = self._play()
        except Exception as e:  # noqa: BLE001 - shown to the designer, never a traceback
            self.handoff.post(self.failed.emit, failure_words(e), last=True)
            return
        self.handoff.post(self.finished.emit, out, last=True)

    def _play(self) -> object:
        """Play each scenario in turn (a run, a sweep's values), stopping at a Cancel or at
        a failure (a worker process lost, a game raising), which keeps the games played
        before it as a Cancel does and says why (``why``)."""
        out: list[tuple[int | None, SimulationResult]] = []
        n = len(self.scenarios)
        for i, (value, scenario) in enumerate(self.scenarios):
            if self.cancel.is_set():
                break

            def report(done: int, total: int, i: int = i) -> None:
                self._report(i * total + done, n * total)

            r = simulate(scenario, self.games, ai=self.ai, vs=self.vs, seed=self.seed,
                         jobs=0, max_turns=self.max_turns, progress=report,
                         until_ci=self.until_ci, detail=True, cancel=self.cancel,
                         keep=True)
            r.scenario = scenario.texts().name or "scenario"
            out.append((value, r))
            if r.stopped:
                break
        return out


class _KnobJob(_Job):
    """Which knob: the scenario as it is and each knob one step either way
    (:func:`~editor.engine.game.sensitivity.which_knob`), on the job's thread; it finishes
    with a :class:`~editor.engine.game.sensitivity.Sensitivity`."""

    def __init__(self, scenario: Scenario, games: int, ai: str, vs: str, seed: int,
                 handoff: Handoff) -> None:
        super().__init__([(None, scenario)], games, ai, vs, seed, None, handoff)

    def _play(self) -> object:
        return which_knob(self.scenarios[0][1], self.games, ai=self.ai, vs=self.vs,
                          seed=self.seed, jobs=0, max_turns=self.max_turns,
                          progress=self._report, cancel=self.cancel, keep=True)


def _games_in(what: str, stopped: bool, results: list[SimulationResult]) -> str:
    """The status line of a sweep or a Which knob ended: "Sweep done: 24 games in 3.1 s",
    as a run's says it (it said "Sweep done" alone, nothing of what was played)."""
    games = sum(r.games for r in results)
    seconds = sum(r.seconds for r in results)
    return f"{what} {'stopped' if stopped else 'done'}: {games} games in {seconds:.1f} s"


def _explanation(text: str) -> QLabel:
    """A tab's line of explanation, wrapped: on one line it held the lab wider than its
    column."""
    label = QLabel(text)
    label.setWordWrap(True)
    return label


def _swatch(colour: str) -> QIcon:
    pix = QPixmap(28, 14)
    pix.fill(QColor(colour))
    return QIcon(pix)


class GamesModel(QAbstractTableModel):
    """The games of the run shown, one row each (``balance.record_rows``), sortable by any
    column. A model rather than a table of items: a run of thousands of games is shown at
    once, the view asking only for the rows in sight."""

    HEADERS = ("seed", "winner", "turns", "medals\n1", "medals\n2", "how")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[dict[str, Any]] = []
        self._sides: tuple[str, str] | None = None  # the players' sides, for the headers
        self._order: list[int] = []  # the game shown on each row
        self._sorted: tuple[int, Qt.SortOrder] = (-1, Qt.SortOrder.AscendingOrder)

    def show(self, rows: list[dict[str, Any]], sides: tuple[str, str] | None = None) -> None:
        self.beginResetModel()
        self._rows = rows
        self._sides = sides
        self._order = list(range(len(rows)))
        self._apply_sort()
        self.endResetModel()

    def game(self, row: int) -> int:
        """The game shown on ``row`` (its index in the run's records), or -1."""
        return self._order[row] if 0 <= row < len(self._order) else -1

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._order)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(balance.CSV_FIELDS)

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        field = balance.CSV_FIELDS[index.column()]
        value = self._rows[self._order[index.row()]][field]
        if role == Qt.ItemDataRole.DisplayRole:  # in words, as the lab says them (CSV: codes)
            if field == "winner":
                return Side.words(value)
            return HOW_WORDS.get(value, value) if field == "how" else str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(value, int):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            field = balance.CSV_FIELDS[section]
            # (the side's medals on two lines: on one, the columns needed a lab of 560
            # pixels, the map left a strip at 1,280 x 800; the labfix audit)
            if self._sides is not None and field in ("medals1", "medals2"):
                return f"{Side.words(self._sides[int(field[-1]) - 1])}\nmedals"
            return self.HEADERS[section]
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        games = [self.game(index.row()) for index in before]
        self._sorted = (column, order)
        self._apply_sort()
        row_of = {game: row for row, game in enumerate(self._order)}
        # the selection and the current row follow their games
        self.changePersistentIndexList(before, [self.index(row_of[g], i.column())
                                                for g, i in zip(games, before)])
        self.layoutChanged.emit()

    def _apply_sort(self) -> None:
        column, order = self._sorted
        self._order.sort()  # ties stay in the order played
        if 0 <= column < len(balance.CSV_FIELDS):
            key = balance.CSV_FIELDS[column]
            self._order.sort(key=lambda i: self._rows[i][key],
                             reverse=order == Qt.SortOrder.DescendingOrder)


class BalanceDock(QDockWidget):
    """The balance lab (see the module docstring)."""

    #: A run (or sweep) ended; tests wait on it.
    runFinished = Signal()
    #: A plot was written (path, whether it was).
    plotSaved = Signal(str, bool)

    def __init__(self, window: MainWindow) -> None:
        super().__init__("Balance", window)
        self.setObjectName("balance")
        self.setAccessibleName("Balance lab")
        self.window_ = window
        self.runs: list[Run] = []
        self.sweep: tuple[str, list[tuple[int, SimulationResult]], int | None] | None = None
        #: What the last Which knob found (``None`` before one ended).
        self.knobs_found: Sensitivity | None = None
        self.job: _Job | None = None
        self._job_kind = ""
        self._handoff = Handoff(self)
        self.last_error = ""
        #: Draws the plots (and saves them) away from the GUI thread.
        self.plotter = PlotProcess(self)
        self.plotter.done.connect(self._saved, Qt.ConnectionType.QueuedConnection)
        self._saving: dict[int, str] = {}
        # play mode shows its game on the canvas; back to editing, the heat map comes back
        window.play.toggled.connect(self._play_toggled)
        # the AIs' labels name the sides the scenario gives the players
        window.documentChanged.connect(self._follow_document)
        #: Says whether the run shown played the scenario open: at once after an edit
        #: (:meth:`_edited`; after a pause of 400 ms, as before the labfix audit, the heat
        #: map of a board turned was drawn that long where the hexes no longer were), then
        #: once a pause at most while edits go on (a stroke of the brush: a diff of a
        #: Breakthrough board turned takes 12 ms).
        self._stale_check = QTimer(self)
        self._stale_check.setSingleShot(True)
        self._stale_check.setInterval(400)
        self._edits_pending = False
        #: How the scenario open differs from the one the run shown played
        #: (:meth:`_say_stale`): the whole board's change (``None``: none), and
        #: whether it differs otherwise.
        self._since: tuple[BoardChange | None, bool] = (None, False)
        self._stale_check.timeout.connect(self._after_pause)
        body = QWidget(self)
        outer = self._outer = QVBoxLayout(body)
        outer.addLayout(self._build_settings())
        self._keep_settings()
        outer.addLayout(self._build_progress())
        self.tabs = QTabWidget(body)
        self.tabs.addTab(self._build_results(), "Res&ults")
        # no letter: the rules inspector's Tar&gets, in sight under the map, has the G (and
        # the lab's fields, tabs and buttons take every other letter free): Ctrl+Tab
        self.tabs.addTab(self._build_games(), "Games")
        self.tabs.addTab(self._build_compare(), "Co&mpare")
        self.sweep_tab = self._build_sweep()
        self.tabs.addTab(self.sweep_tab, "What &if")
        self.knobs_tab = self._build_knobs()
        self.tabs.addTab(self.knobs_tab, "Which &knob")
        self.heat_tab = self._build_heat()
        self.tabs.addTab(self.heat_tab, "He&at map")
        outer.addWidget(self.tabs, 1)
        self.tabs.currentChanged.connect(self._tab_width)
        self.table.selectionModel().currentChanged.connect(lambda *_: self._grey_idle_buttons())
        self._grey_idle_buttons()
        # Scrolled when smaller than its controls: its tab shares the right-hand column
        # with the Hex panel, which must not be held as wide as the plots, and the window
        # must fit a screen 768 pixels high (held at the lab's full height, the window grew
        # to 991 pixels, and to 1,522 with play mode's panel under it).
        scroll = self._scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        fields_follow(scroll, [body])  # made before the page: Tab from it left the lab
        scroll.setAccessibleName("Balance lab")  # what a reader says when F6 lands here
        FocusRing(scroll)
        self.setWidget(scroll)
        wheel.guard(body)  # the wheel scrolls the lab; a field takes it once focused
        #: The column's width before the lab widened it, given back when another tab of
        #: the column is raised.
        self._narrow: int | None = None
        #: The lab's tab is up (its last visibilityChanged).
        self._up = False
        #: The lab fitted the whole board to the map's room (:meth:`_show_whole_board`):
        #: the lab gone, the map is fitted as it was before (:attr:`_readable`).
        self._whole = False
        #: The map's fit before the lab's: at a readable zoom at least (as a document
        #: opens), or whole (View → Fit to Window).
        self._readable = True
        self.visibilityChanged.connect(self._column_width)
        window.installEventFilter(self)  # (the window made narrower: _fit_width)
        self._follow_document()
        self._update_buttons()

    #: The lab's width in its column on its plots' tabs (:meth:`plots_width`): at least
    #: this, and :data:`SHARE` of the window, where the map keeps its least (the labfix
    #: audit). At half the window (before the replaypanel audit) the board beside it was
    #: shown whole at 91% at 1,600 x 1,000, 61% at 1,280 x 800, where the results' plot,
    #: its height holding its type at the least size (plots.fitted_dpi), drew no larger
    #: type for the width but stretched its axes; at 40% (the play panel's most) the board
    #: is shown a third larger, the plots' type as large.
    WIDE = 560
    SHARE = 0.4
    #: The width at which the results' titles stand apart on one line (at 600 pixels two
    #: of them touched, "how the games were wonwhen the medals come"; at 560 they are
    #: folded and the Games tab's last column is cut by 2 pixels): the lab takes it on its
    #: plots' tabs where half the window gives it, so 40% of the window narrows the lab
    #: only in windows wider than 1,280 pixels.
    FULL = 640

    def plots_width(self) -> int:
        """The lab's width with a tab of plots (or of games) up: :data:`SHARE` of the
        window, :data:`FULL` where half the window gives it, :data:`WIDE` at least; but
        leaving the map (in the room the lab and the map share) :meth:`map_least`, and
        never narrower than :meth:`heat_width` (its tabs' titles in sight) nor
        :meth:`games_width` (the Games tab's columns); narrower than :data:`FULL`, its plots
        fold their titles. At 1,280 x 800 the lab took 640 pixels and left the map 328
        beside the palette, a standard board at 61%; at 1,100 pixels a strip (the labfix
        audit)."""
        w = self.window_.width()
        wanted = max(self.WIDE, min(self.FULL, w // 2), round(w * self.SHARE))
        room = self.width() + self.window_.canvas.width()
        least = max(self.heat_width(), self.games_width())
        return max(least, min(wanted, room - self.map_least()))

    def map_least(self) -> int:
        """The map's width the lab leaves it on its plot tabs: a standard board shown whole
        across at the readable zoom (:data:`~.canvas.READABLE_ZOOM`)."""
        return self.window_.canvas.width_to_fit(BOARDS[BoardType.STANDARD], READABLE_ZOOM)

    #: Its width while the Heat map tab is up, at least (every tab fits it): its caption and
    #: layers need no more, and the map takes the rest, where the heat map is drawn. At
    #: half the window, an Overlord board at 1,600 x 1,000 was fitted at 18 pixels a hex.
    NARROW = 470

    def heat_width(self) -> int:
        """The lab's width with the Heat map tab up: :data:`NARROW`, or wider to show every
        tab's title (the tabs scrolled at 470 pixels, Results out of sight)."""
        return max(self.NARROW, self.tabs.tabBar().sizeHint().width() + self._chrome())

    def games_width(self) -> int:
        """The lab's width that shows every column of the Games tab whole."""
        table, header = self.table, self.table.horizontalHeader()
        columns = sum(header.sectionSize(i) for i in range(header.count() - 1))
        return (columns + header.defaultSectionSize() + 2 * table.frameWidth()
                + table.verticalScrollBar().sizeHint().width() + self._chrome())

    def _chrome(self) -> int:
        """What a tab's page has less than the lab's width: margins, frames, scroll bar."""
        margins = self._outer.contentsMargins()
        return (margins.left() + margins.right() + 2 * self.tabs.style().pixelMetric(
            QStyle.PixelMetric.PM_DefaultFrameWidth)
            + self._scroll.verticalScrollBar().sizeHint().width())

    def _wanted_width(self) -> int:
        """The lab's width in its column: :meth:`heat_width` with the Heat map tab up, else
        :meth:`plots_width` (its plots need the width)."""
        if self.tabs.currentWidget() is self.heat_tab:
            return self.heat_width()
        return self.plots_width()

    def _column_width(self, shown: bool) -> None:
        """Widen the column while the lab's tab is up (its plots need the width), and give
        the width back when another tab of the column is raised or the lab is closed. The
        column takes the window's bottom right corner too while the lab is up: under the
        bottom panels (the findings, open by default) a 1366 x 768 screen showed the top
        of the plots only (found by a helper)."""
        w = self.window_
        if not shiboken6.isValid(w):
            return  # the window being deleted hides its panels (a program quitting with it)
        self._up = shown
        # (once this signal has returned: the corner lays every dock area out again)
        QTimer.singleShot(0, self, self._take_corner)
        if not shown:
            self._fit_as_opened()
        if self.isFloating() or w.isMinimized():
            return
        if shown:
            wide = self._wanted_width()
            if self.width() < wide:
                self._narrow = self.width()
                w.resizeDocks([self], [wide], Qt.Orientation.Horizontal)
        else:
            self.give_width_back()

    def _tab_width(self, _index: int = -1) -> None:
        """Another tab raised: the column as wide as it wants (:meth:`_wanted_width`), the
        Hex panel's width kept to be given back; the Heat map tab shows the whole board in
        the room it leaves (:meth:`_show_whole_board`)."""
        w = self.window_
        if not self._up or self.isFloating() or w.isMinimized():
            return
        if self._narrow is None:
            self._narrow = self.width()
        w.resizeDocks([self], [self._wanted_width()], Qt.Orientation.Horizontal)
        if self.tabs.currentWidget() is self.heat_tab:
            self._show_whole_board()

    def _show_whole_board(self) -> None:
        """The whole board in the map's room (the heat map of a wide board is the whole
        board), fitted as the window and the lab change size, while the lab is up, unless
        the designer zoomed (the zoom is then theirs) or play mode shows a game."""
        canvas = self.window_.canvas
        if self._up and canvas.auto_fit and not self.window_.play.active:
            if not self._whole:
                self._readable = canvas.fit_readable
            canvas.fit_to_window()
            self._whole = True

    def _fit_as_opened(self) -> None:
        """The lab gone: the map it fitted whole is fitted as before it (as a document
        opens, at a readable zoom at least, or whole as View → Fit to Window fits it),
        unless the designer zoomed since or play mode has it."""
        canvas = self.window_.canvas
        if self._whole and canvas.auto_fit and not self.window_.play.active:
            canvas.fit_to_window(readable=self._readable)
        self._whole = False

    def give_width_back(self) -> None:
        """The column as wide as before the lab widened it, whichever of its tabs is up:
        the lab lowered or closed, or the window closing with the lab up (the layout saved
        then had the next start show the Hex panel in the lab's wide column, 560 pixels
        to say "Select a hex")."""
        if self._narrow is None:
            return
        w = self.window_
        narrow, self._narrow = self._narrow, None
        shown = [d for d in (self, *w.tabifiedDockWidgets(self)) if d.isVisible()]
        if shown:
            w.resizeDocks(shown[:1], [narrow], Qt.Orientation.Horizontal)

    def eventFilter(self, watched: QObject, event: object) -> bool:  # noqa: N802 - Qt's name
        if watched is self.window_ and isinstance(event, QResizeEvent) \
                and event.size().width() < event.oldSize().width():
            # after the window's own layout has taken the new size (a filter runs first)
            QTimer.singleShot(0, self, self._fit_width)
        return False

    def _fit_width(self) -> None:
        """The window made narrower while the lab is up: the lab keeps its width of
        :meth:`_wanted_width` (:meth:`plots_width`; :meth:`heat_width`
        with the Heat map tab up) and gives the rest back. Qt took it all from the map: a
        window of 1600 pixels made 1024 left the map a strip of 70 pixels between the
        palette and the lab."""
        w = self.window_
        if not self._up or self.isFloating() or w.isMinimized():
            return
        wide = self._wanted_width()
        if self.width() > wide:
            w.resizeDocks([self], [wide], Qt.Orientation.Horizontal)

    def _take_corner(self) -> None:
        """The window's bottom right corner to the lab's column while the lab is up in it,
        else back to the bottom panels (Qt's default)."""
        w = self.window_
        right = Qt.DockWidgetArea.RightDockWidgetArea
        up = self._up and not self.isFloating() and w.dockWidgetArea(self) == right
        want = right if up else Qt.DockWidgetArea.BottomDockWidgetArea
        if w.corner(Qt.Corner.BottomRightCorner) != want:
            w.setCorner(Qt.Corner.BottomRightCorner, want)

    def _follow_document(self) -> None:
        self.window_.document.infoChanged.connect(self._name_players)
        self.window_.document.undo_stack.indexChanged.connect(self._edited)
        self._name_players()
        self._say_stale()

    def _edited(self, _index: int = 0) -> None:
        """An edit (or an undo): :meth:`_say_stale` once the event loop is back (the
        edits of one pass together), unless one is done less than a pause ago: then at
        the pause's end (:attr:`_stale_check`)."""
        if self._stale_check.isActive():
            self._edits_pending = True
            return
        QTimer.singleShot(0, self, self._say_stale)
        self._stale_check.start()

    def _after_pause(self) -> None:
        if self._edits_pending:
            self._edits_pending = False
            self._say_stale()
            self._stale_check.start()

    def _say_stale(self) -> None:
        """Whether the run shown played the scenario open: after an edit (or another file
        opened), its win rates, games and heat map are of the scenario it played, which
        nothing said; a note now says how the scenario open differs (:mod:`editor.io.diff`,
        the first two changes in the Compare tab's words), and the heat map follows
        (:meth:`_show_heat`)."""
        run = self.current
        whole, found = (whole_board_change(run.scenario, self.window_.document.scenario)
                        if run else (None, []))
        self._since = (whole, bool(found))
        self._show_heat()
        if run is None or (whole is None and not found):
            self.stale.hide()
            return
        listed = "; ".join(difference_words(d) for d in found[:2])
        more = "; ..." if len(found) > 2 else ""
        changes = f"{counted(len(found), 'change', 'changes')} ({listed}{more})"
        how = (f"differs from the one {run.label} played by {changes}" if whole is None else
               f"is the one {run.label} played with its board {whole}"
               + (f", then {changes}" if found else ""))
        heat = ""  # (what the heat map shows: _show_heat)
        if run.result.heat is not None:
            moved = "" if whole is None else f" {_moved(whole)} with the board"
            heat = (f", and its heat map is drawn faded{',' if moved else ''}{moved}" if found
                    else f"; its heat map is drawn{moved}")
        self.stale.setText(f"The scenario open {how}: these figures are not of it{heat}. Run "
                           "plays it as it is now.")
        self.stale.show()

    def _name_players(self) -> None:
        """``AI of the Axis (player 1):``: the sides as the scenario's game info has them."""
        info = self.window_.document.scenario.game_info
        for n, (side, box, label) in enumerate(zip(
                (info.side_player1, info.side_player2), (self.ai1, self.ai2),
                self.ai_labels), 1):
            name = side.value.title()
            label.setText(f"AI of the {name} (player &{n}):")
            box.setAccessibleName(f"AI of the {name} (player {n})")
        # the sweep's knobs likewise ("medals to win of Axis (player 1)"), as its plot has it
        sides = (info.side_player1, info.side_player2)
        for i in range(self.knob.count()):
            key = self.knob.itemData(i)
            if key in balance.KNOB_LABELS:
                self.knob.setItemText(i, balance.knob_label(key, sides))
        if self.current is None:
            self._name_layers()

    # --- building --------------------------------------------------------------------------

    def _build_settings(self) -> QFormLayout:
        form = QFormLayout()
        names = sorted(PLAYERS) + ["search:4"]
        self.ai1, self.ai2 = QComboBox(), QComboBox()
        self.ai_labels = (QLabel(), QLabel())
        for box, label in zip((self.ai1, self.ai2), self.ai_labels):
            # the command line's names, which the run's label and m44 simulate use; what
            # each is in its tooltip, as the Playtest dialog says it
            for name in names:
                box.addItem(name)
                box.setItemData(box.count() - 1, AI_TIPS[name], Qt.ItemDataRole.ToolTipRole)
            box.setToolTip(AI_LIST_TIP)
            box.setCurrentText("greedy")
            label.setBuddy(box)
            form.addRow(label, box)
        self.games = QSpinBox()
        self.games.setRange(1, 100_000)
        self.games.setValue(200)
        self.games.setAccessibleName("Games")
        # (the letters of the lab and of the panels in sight with it, the rules inspector's
        # under the map, are each one's own: test_display_and_keyboard)
        form.addRow("Games to p&lay:", self.games)
        # the interval on a row of its own, across both columns: beside the games it held
        # the lab 570 pixels wide
        until = QHBoxLayout()
        # "at most", the rule the run stops by (simulate: every side's interval at most W
        # wide), as the status then says it ("asked at most 10")
        self.until = QCheckBox("or until the 95% interval is at most")
        # in points, as the status, the plots and the win rates give it (the field read
        # "0.10" above "interval width 9.8 points, asked at most 10")
        self.ci_width = QSpinBox()
        self.ci_width.setRange(1, 99)
        self.ci_width.setValue(10)
        self.ci_width.setSuffix(" points wide")
        self.ci_width.setAccessibleName("Interval width, points")
        until.addWidget(self.until)
        until.addWidget(self.ci_width)
        until.addStretch(1)
        form.addRow(until)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setAccessibleName("Seed")
        form.addRow("See&d:", self.seed)
        self.turn_cap = QSpinBox()
        self.turn_cap.setRange(1, 100_000)
        self.turn_cap.setValue(MAX_TURNS)
        self.turn_cap.setSuffix(" player turns")
        self.turn_cap.setAccessibleName("Turn cap")
        self.turn_cap.setToolTip("A game that no side has won after this many player turns "
                                 "is a draw (m44 simulate --max-turns)")
        form.addRow("Tur&n cap:", self.turn_cap)
        return form

    #: The settings key of the lab's fields as last set (:meth:`_keep_settings`).
    SETTINGS_KEY = "lab/settings"

    def _kept_fields(self) -> tuple[dict[str, QComboBox], dict[str, QSpinBox]]:
        """The fields the settings keep (:meth:`_keep_settings`) by their keys, with the
        interval's check box (``until``)."""
        return ({"ai1": self.ai1, "ai2": self.ai2},
                {"games": self.games, "width": self.ci_width, "seed": self.seed,
                 "turn_cap": self.turn_cap})

    def _keep_settings(self) -> None:
        """The AIs, games, interval, seed and turn cap as last set, in any window and at
        any start (they were back to their defaults at each); kept as they change. A value
        the settings hold that is no choice (a file edited by hand) is left at its
        default."""
        boxes, spins = self._kept_fields()
        try:
            saved = json.loads(str(self.window_.settings.value(self.SETTINGS_KEY, "")))
        except ValueError:
            saved = None
        if isinstance(saved, dict):
            for key, box in boxes.items():
                if isinstance(saved.get(key), str) and box.findText(saved[key]) >= 0:
                    box.setCurrentText(saved[key])
            for key, spin in spins.items():
                if type(saved.get(key)) is int:
                    spin.setValue(saved[key])  # (within its range: Qt bounds it)
            if isinstance(saved.get("until"), bool):
                self.until.setChecked(saved["until"])
        for box in boxes.values():
            box.currentTextChanged.connect(self._remember_settings)
        for spin in spins.values():
            spin.valueChanged.connect(self._remember_settings)
        self.until.toggled.connect(self._remember_settings)

    def _remember_settings(self) -> None:
        boxes, spins = self._kept_fields()
        self.window_.settings.setValue(self.SETTINGS_KEY, json.dumps({
            **{key: box.currentText() for key, box in boxes.items()},
            **{key: spin.value() for key, spin in spins.items()},
            "until": self.until.isChecked()}))

    def _build_progress(self) -> QVBoxLayout:
        """The buttons and the progress bar, and under them the status (a line of its own,
        wrapped: a run's words, "Done: 300 games in 5.7 s; ...", beside the bar held the
        lab wider than its column)."""
        lay = QVBoxLayout()
        row = QHBoxLayout()
        self.run_button = QPushButton("&Run")
        self.run_button.setToolTip("Simulate the scenario as it is now in worker processes")
        self.run_button.clicked.connect(self.start_run)
        self.cancel_button = QPushButton("&Cancel")
        self.cancel_button.setToolTip("Stop at once, keeping the games already played")
        self.cancel_button.clicked.connect(self.cancel)
        self.bar = QProgressBar()
        self.bar.setAccessibleName("Progress")
        self.status = QLabel("Not run yet: Run plays the games, the AIs chosen above "
                             "playing each side")
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # it names the files written
        self.status.setWordWrap(True)
        for w in (self.run_button, self.cancel_button, self.bar):
            row.addWidget(w)
        lay.addLayout(row)
        lay.addWidget(self.status)
        return lay

    def _build_results(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        top = QHBoxLayout()
        self.run_list = QListWidget()
        self.run_list.setAccessibleName("Runs kept")
        self.run_list.setMaximumHeight(90)
        self.run_list.currentRowChanged.connect(self._show_run)
        top.addWidget(self.run_list, 1)
        buttons = QVBoxLayout()
        #: The buttons that act on the run shown: greyed out until there is one.
        self.run_buttons: list[QPushButton] = []
        for text, slot, tip in (
                ("E&xport CSV…", self.export_csv, "The games of the run shown, one a row"),
                ("Export &JSON…", self.export_json, "The run shown: its settings, figures "
                                                    "and games"),
                ("Save pl&ot…", self.save_plot, "The plots of the run shown, as PNG or SVG")):
            b = QPushButton(text)
            b.setToolTip(f"{tip} (once the scenario has been run)")
            # not clicked(bool) straight: its False would come in as the path
            b.clicked.connect(lambda _checked=False, slot=slot: slot())
            buttons.addWidget(b)
            self.run_buttons.append(b)
        self.results_save = self.run_buttons.pop()  # it waits for its plot
        top.addLayout(buttons)
        lay.addLayout(top)
        #: That the run shown played another version of the scenario (:meth:`_say_stale`).
        self.stale = note_label("balanceStale")
        self.stale.hide()
        lay.addWidget(self.stale)
        #: What of the scenario the games did not play (plain text: it quotes the file).
        self.not_played = note_label("balanceNotPlayed")
        self.not_played.hide()
        lay.addWidget(self.not_played)
        self.results_plot = PlotView(
            self.plotter, least=420,
            empty="Run the scenario to see each side's win rate, how the games were won, "
                  "their length and the medals turn by turn.")
        lay.addWidget(self.results_plot, 1)
        return page

    def _build_games(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        self.games_model = GamesModel(self)
        self.table = QTableView()
        self.table.setModel(self.games_model)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # in the order played
        # the last column ("how": "objectives", "sudden death") takes the width left, where
        # Qt's default width cut it
        self.table.horizontalHeader().setStretchLastSection(True)
        # the others as wide as their words: at Qt's 100 pixels each, "how" was out of
        # sight in the lab's column
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # the last, stretched, never narrower than Qt's default of 100 pixels: as wide as its
        # longest words, so that the lab may be narrower (games_width)
        fm = self.table.fontMetrics()
        header.setDefaultSectionSize(max(fm.horizontalAdvance(w) for w in HOW_WORDS.values())
                                     + 2 * fm.averageCharWidth())
        rows = self.table.verticalHeader()
        rows.hide()
        # one line of text a row (Qt's default of 30 pixels showed about a dozen games)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.table.fontMetrics().height() + 6)
        self.table.setAccessibleName("Games of the run")
        self.table.doubleClicked.connect(
            lambda index: self.replay(self.games_model.game(index.row())))
        lay.addWidget(_explanation("Double-click a game to watch it in the replay viewer; "
                                   "click a column's title to sort by it."))
        lay.addWidget(self.table, 1)
        row = QHBoxLayout()
        self.replay_button = QPushButton("Repla&y")
        self.replay_button.setToolTip("Watch the game chosen in the list in the replay viewer")
        self.replay_button.clicked.connect(lambda: self.replay(self.selected_game()))
        row.addWidget(self.replay_button)
        self.log_button = QPushButton("Save l&og…")
        self.log_button.setToolTip("Write the game chosen in the list for m44 replay")
        self.log_button.clicked.connect(lambda: self.save_log(self.selected_game()))
        row.addWidget(self.log_button)
        row.addStretch(1)
        lay.addLayout(row)
        return page

    def _build_compare(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        runs = QGridLayout()  # a row each: a run's name read whole (its seed, its AIs)
        runs.setColumnStretch(1, 1)
        self.cmp_a, self.cmp_b = QComboBox(), QComboBox()
        # (A's letter is the Heat map tab's)
        for at, (label, box) in enumerate((("A:", self.cmp_a), ("&B:", self.cmp_b))):
            named = QLabel(label)
            named.setBuddy(box)
            runs.addWidget(named, at, 0)
            box.setAccessibleName(f"Run {label.replace('&', '')[0]}")
            box.currentIndexChanged.connect(self._show_compare)
            runs.addWidget(box, at, 1)
        lay.addLayout(runs)
        self.cmp_text = QLabel("Run the scenario twice (change it in between) to compare.")
        self.cmp_text.setWordWrap(True)
        self.cmp_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.cmp_text)
        self.cmp_changes = QLabel()
        self.cmp_changes.setTextFormat(Qt.TextFormat.PlainText)  # texts of the scenario
        self.cmp_changes.setWordWrap(True)
        self.cmp_changes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.cmp_changes.setAccessibleName("What changed from A to B")
        lay.addWidget(self.cmp_changes)
        self.cmp_not_played = note_label("balanceCompareNotPlayed")
        self.cmp_not_played.hide()
        lay.addWidget(self.cmp_not_played)
        self.compare_plot = PlotView(
            self.plotter, empty="Two runs side by side, and the difference of their win "
                                "rates, once the scenario has been run twice.")
        lay.addWidget(self.compare_plot, 1)
        return page

    def _build_sweep(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        form = QFormLayout()
        self.knob = QComboBox()
        for key, words in KNOB_CHOICES:
            self.knob.addItem(words, key)
        self.knob.currentIndexChanged.connect(self._default_values)
        form.addRow("Kno&b:", self.knob)
        self.values = QLineEdit()
        self.values.setAccessibleName("Values")
        self.values.setToolTip("Whole numbers separated by commas (who moves first: 1, 2)")
        form.addRow("Values to tr&y:", self.values)
        self.sweep_games = QSpinBox()
        self.sweep_games.setRange(1, 100_000)
        self.sweep_games.setValue(100)
        form.addRow("Games &to play each:", self.sweep_games)
        lay.addLayout(form)
        self.sweep_plot = PlotView(
            self.plotter, empty="Sweep plays the scenario at each value above and plots "
                                "the win rates.")
        row = QHBoxLayout()
        self.sweep_button = QPushButton("S&weep")
        self.sweep_button.clicked.connect(self.start_sweep)
        row.addWidget(self.sweep_button)
        self.sweep_text = QLabel("")
        self.sweep_text.setWordWrap(True)
        row.addWidget(self.sweep_text, 1)
        self.sweep_save = QPushButton("Save pl&ot…")
        self.sweep_save.setToolTip("The sweep's plot, as PNG or SVG (once swept)")
        self.sweep_save.clicked.connect(lambda: self._save_figure(self.sweep_plot, "sweep"))
        row.addWidget(self.sweep_save)
        lay.addLayout(row)
        #: What of the scenario the sweep's games did not play (plain text: it quotes the
        #: file): the sweep's answer rests on them as the Results' does.
        self.sweep_not_played = note_label("balanceSweepNotPlayed")
        self.sweep_not_played.hide()
        lay.addWidget(self.sweep_not_played)
        lay.addWidget(self.sweep_plot, 1)
        self._default_values()
        return page

    def _build_knobs(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        self.knobs_plot = PlotView(
            self.plotter, empty="Try each knob plays every version and plots how far each "
                                "knob moves the balance.")
        lay.addWidget(_explanation(
            "Plays the scenario as it is and with each knob one step either way (command "
            "cards and medals to win of each side, one fewer and one more; the other player "
            "first), every version on the same seeds, and ranks the knobs by how far they "
            "move the balance."))
        form = QFormLayout()
        self.knob_games = QSpinBox()
        self.knob_games.setRange(1, 100_000)
        self.knob_games.setValue(100)
        self.knob_games.setAccessibleName("Games to play each version")
        form.addRow("Games to pla&y each version:", self.knob_games)
        lay.addLayout(form)
        row = QHBoxLayout()
        self.knobs_button = QPushButton("&Try each knob")
        self.knobs_button.setToolTip("Play every version in worker processes (Cancel keeps "
                                     "the versions played)")
        self.knobs_button.clicked.connect(self.start_knobs)
        row.addWidget(self.knobs_button)
        row.addStretch(1)
        self.knobs_save = QPushButton("Save pl&ot…")
        self.knobs_save.setToolTip("The knobs' plot, as PNG or SVG (once tried)")
        self.knobs_save.clicked.connect(
            lambda: self._save_figure(self.knobs_plot, "which-knob"))
        row.addWidget(self.knobs_save)
        lay.addLayout(row)
        self.knobs_text = QLabel("")
        self.knobs_text.setTextFormat(Qt.TextFormat.PlainText)
        self.knobs_text.setWordWrap(True)
        self.knobs_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.knobs_text.setAccessibleName("Which knob moves the balance")
        lay.addWidget(self.knobs_text)
        #: The steps not played (a value the rules do not allow), with why.
        self.knobs_skipped = note_label("balanceKnobsSkipped")
        self.knobs_skipped.hide()
        lay.addWidget(self.knobs_skipped)
        #: What of the scenario the versions' games did not play (plain text).
        self.knobs_not_played = note_label("balanceKnobsNotPlayed")
        self.knobs_not_played.hide()
        lay.addWidget(self.knobs_not_played)
        lay.addWidget(self.knobs_plot, 1)
        pick = QHBoxLayout()
        self.knob_pick = QComboBox()
        self.knob_pick.setAccessibleName("Knob to sweep in What if")
        self.knob_pick.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.knob_pick.setMinimumContentsLength(16)
        pick.addWidget(self.knob_pick, 1)
        self.knob_sweep = QPushButton("S&weep it in What if")
        self.knob_sweep.setToolTip("Set up the What if tab with this knob and the values "
                                   "around the scenario's")
        self.knob_sweep.clicked.connect(self.sweep_chosen_knob)
        pick.addWidget(self.knob_sweep)
        lay.addLayout(pick)
        return page

    def _build_heat(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        #: The run whose heat map is shown (the one chosen in Results), as the plots of the
        #: other tabs name theirs: after a few runs, the map said nothing of which it was.
        #: Plain text: it quotes the scenario's name.
        self.heat_caption = QLabel(NO_HEAT)
        self.heat_caption.setTextFormat(Qt.TextFormat.PlainText)
        self.heat_caption.setWordWrap(True)
        self.heat_caption.setAccessibleName("Run shown on the map")
        lay.addWidget(self.heat_caption)
        lay.addWidget(_explanation("Layers drawn on the map (colour: faint for few, strong "
                                   "for the most; the count is printed on each hex):"))
        self.layer_boxes: dict[str, QCheckBox] = {}
        for name, colour in plots.HEAT_LAYERS.items():
            box = QCheckBox(name)
            box.setIcon(_swatch(colour))
            box.setChecked(name in plots.DEFAULT_HEAT)
            box.toggled.connect(self._show_heat)
            self.layer_boxes[name] = box
            lay.addWidget(box)
        row = QHBoxLayout()
        b = QPushButton("Save hea&t map…")
        b.setToolTip("The map with the layers ticked, as PNG or SVG (once the scenario has "
                     "been run)")
        b.clicked.connect(lambda: self.save_heatmap())
        row.addWidget(b)
        self.run_buttons.append(b)
        self.heat_shown = QCheckBox("Sh&ow on the map")
        self.heat_shown.setChecked(True)
        self.heat_shown.toggled.connect(self._show_heat)
        row.addWidget(self.heat_shown)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addStretch(1)
        return page

    def _warn(self, title: str, text: str) -> None:
        """Say what went wrong in a window-modal box that does not block the caller (the
        run's signals and a test's events go on); the text stays in :attr:`last_error`."""
        self.last_error = text
        self.status.setText(text)
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # --- running ---------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self.job is not None

    def _settings(self) -> tuple[str, str, int, int, float | None]:
        return (self.ai1.currentText(), self.ai2.currentText(), self.games.value(),
                self.seed.value(),
                self.ci_width.value() / 100 if self.until.isChecked() else None)

    def _check_ais(self, *names: str) -> bool:
        from editor.engine.game.players import make_player

        for name in names:
            try:
                make_player(name)
            except ValueError as e:
                self._warn("Unknown AI", str(e))
                return False
        return True

    def _playable_copy(self) -> Scenario | None:
        """A copy of the scenario as it is in the editor now (editing goes on), when a run
        may start: none going on, both AIs known, and no error in the scenario (its games
        would mean nothing; the errors are shown). ``None`` otherwise."""
        if self.running:
            return None
        ai, vs, *_rest = self._settings()
        if not self._check_ais(ai, vs):
            return None
        scenario = self.window_.document.scenario.copy()
        return None if self.window_.play.refuse_blocked(scenario) else scenario

    def start_run(self) -> None:
        """Simulate the scenario as it is in the editor now (a copy: editing goes on)."""
        scenario = self._playable_copy()
        if scenario is None:
            return
        ai, vs, games, seed, until = self._settings()
        # with an interval asked for, the games are the most to play
        self._start(_Job([(None, scenario)], games, ai, vs, seed, until, self._handoff), "run")

    def start_sweep(self) -> None:
        """Simulate the scenario once per value of the knob chosen."""
        if self.running:
            return
        knob: str = self.knob.currentData()
        if knob == UNIT_FIGURES:
            unit_knob = self._unit_knob()
            if unit_knob is None:
                self._warn("What if", "Select one unit on the map: the sweep tries it with "
                                      "each number of figures given.")
                return
            knob = unit_knob
        try:
            values = balance.parse_values(self.values.text())
            scenarios = [(v, balance.with_knob(self.window_.document.scenario, knob, v))
                         for v in values]
        except ValueError as e:  # the values' words, or the knob's (a unit of 10 figures)
            self._warn("What if", f"{str(e)[:1].upper()}{str(e)[1:]}.")
            return
        if self.window_.play.refuse_blocked(self.window_.document.scenario):
            return
        for v, s in scenarios:  # a value the rules do not allow (no medal to win, -1 card)
            errors = self.window_.play.blocking(s)
            if errors:
                self._warn("What if", f"{self.knob.currentText()} = {v}: {errors[0].message}; "
                                      f"the scenario could not be played with it.")
                return
        ai, vs, _games, seed, _until = self._settings()
        if not self._check_ais(ai, vs):
            return
        job = _Job(scenarios, self.sweep_games.value(), ai, vs, seed, None, self._handoff)
        job.knob = knob  # the plot names it, whatever the knob field says by the end
        job.now = balance.knob_value(self.window_.document.scenario, knob)
        self._start(job, "sweep")

    def start_knobs(self) -> None:
        """Which knob: the scenario as it is in the editor now (a copy) and each knob one
        step either way, on the same seeds."""
        scenario = self._playable_copy()
        if scenario is None:
            return
        ai, vs, _games, seed, _until = self._settings()
        self._start(_KnobJob(scenario, self.knob_games.value(), ai, vs, seed, self._handoff),
                    "knobs")

    def sweep_chosen_knob(self) -> None:
        """Set up the What if tab with the knob chosen among those ranked, the values
        around the scenario's, and show it (the sweep is started there)."""
        knob = self.knob_pick.currentData()
        if knob is None or self.running:
            return
        self.knob.setCurrentIndex(self.knob.findData(knob))
        self._default_values()
        self.tabs.setCurrentWidget(self.sweep_tab)

    def _start(self, job: _Job, kind: str) -> None:
        job.max_turns = self.turn_cap.value()
        self.job = job
        self._job_kind = kind
        job.progress.connect(self._progress)
        job.finished.connect(self._finished)
        job.failed.connect(self._failed)
        if kind == "run":  # its heat maps will be shown over the board as it stands
            self._show_whole_board()
            self.window_.canvas.expect_heat()
        self.bar.setRange(0, 0)
        self.status.setText("Starting the worker processes…")
        self._update_buttons()
        job.start()

    def cancel(self) -> None:
        """Stop the run at once; the games played so far are kept."""
        if self.job is not None:
            self.job.cancel.set()
            self.status.setText("Stopping…")

    def wait(self, timeout: float = 60.0) -> bool:
        """Wait for the run's thread (closing the window, tests): ``True`` when it ended."""
        job = self.job
        if job is None:
            return True
        job.worker.join(timeout)
        return not job.worker.is_alive()

    def shutdown(self) -> None:
        """Cancel any run and wait for its processes, and the plots', to be gone (the window
        closes)."""
        self.cancel()
        self.wait()
        self.plotter.shutdown()

    def _progress(self, done: int, total: int, seconds: float) -> None:
        if self.job is None:
            return
        self.bar.setRange(0, max(1, total))
        self.bar.setValue(done)
        rate = done / seconds if seconds > 0 else 0.0
        left = (total - done) / rate if rate > 0 else 0.0
        self.status.setText(f"{done}/{total} games, {rate:.1f} games/s, "
                            f"{'at most ' if self.job.until_ci else ''}{left:.0f} s left")

    def _failed(self, message: str) -> None:
        self.job = None
        self.bar.setRange(0, 1)
        self.bar.setValue(0)
        self.status.setText("The run failed")
        self._update_buttons()
        self._warn("Balance", f"The simulation failed: {message}.")
        self.runFinished.emit()

    def _finished(self, out: Any) -> None:
        job = self.job
        assert job is not None
        job.worker.join()
        self.job = None
        if isinstance(out, Sensitivity):
            self._show_knobs(out, run_warnings(job.scenarios[0][1]))
        else:
            self._show_finished(job, out)
        self._update_buttons()
        self.runFinished.emit()

    def _bar_at(self, played: int, asked: int, stopped: bool) -> None:
        """The bar at the share played (a cancelled run's stays there: it read 100% beside
        "Stopped")."""
        self.bar.setRange(0, max(1, asked))
        self.bar.setValue(min(played if stopped else asked, asked))

    def _show_finished(self, job: _Job, out: list[tuple[int | None, SimulationResult]]
                       ) -> None:
        """A run kept, or a sweep shown."""
        stopped = any(r.stopped for _, r in out)
        # what failed (a worker process lost, a game raising) when a failure stopped it
        why = next((r.why for _, r in out if r.why), "")
        self._bar_at(sum(r.games for _, r in out), job.asked(), stopped)
        if self._job_kind == "run" and out and out[0][1].games:
            r = out[0][1]
            label = f"Run {len(self.runs) + 1}"
            self._keep(Run(label, job.scenarios[0][1], r, job.ai, job.vs, job.seed,
                           job.max_turns))
            if why:
                self._warn("Balance", f"The run stopped early: {why}. The "
                           f"{counted(r.games, 'game')} played before "
                           f"{'is' if r.games == 1 else 'are'} kept as {label}.")
            # a run asked for an interval says whether it got it (the games may run out)
            self.status.setText(f"{'Stopped' if stopped else 'Done'}: {r.games} games in "
                                f"{r.seconds:.1f} s" + (f"; {why}" if why else "")
                                + (f"; {r.interval_words}" if r.interval_words else "")
                                + "".join(f"; {words}" for words in
                                          (r.few_games_words, r.undecided_words) if words))
        elif self._job_kind == "sweep":
            knob = job.knob
            assert knob is not None  # start_sweep names the knob of every sweep
            points = [(v, r) for v, r in out if v is not None and r.games]
            best = balance.closest_to_even(points)
            self.sweep = (knob, points, best)
            self.sweep_plot.show_plot("sweep", knob, points, best, job.now)
            self._grey_idle_buttons()
            self.sweep_text.setText(balance.sweep_words(points, best)
                                    + (" (stopped early)" if stopped and best is not None
                                       else ""))
            notes = list(dict.fromkeys(n for _, s in job.scenarios for n in not_played(s)))
            # a value may put victory out of reach (medals to win): each value's warnings
            warned = list(dict.fromkeys(n for _, s in job.scenarios for n in run_warnings(s)))
            self._say_not_played(self.sweep_not_played, notes if points else [],
                                 warned if points else [])
            if why:
                self._warn("Balance", f"The sweep stopped early: {why}. The games played "
                           "before are kept.")
            self.status.setText(_games_in("Sweep", stopped, [r for _, r in out])
                                + (f"; {why}" if why else ""))
        elif why:
            self._warn("Balance", f"The simulation failed: {why}.")
        else:
            self.status.setText("Stopped before any game ended")

    def _show_knobs(self, found: Sensitivity, warnings: Sequence[str] = ()) -> None:
        """Which knob's tornado, its sentence, the steps not played, what makes the win
        rates of the scenario as it is (``warnings``) and of each step say less than they
        seem, and the knobs ranked to choose one for What if."""
        played = found.base.games + sum(s.result.games for s in found.played if s.result)
        self._bar_at(played, found.games * found.planned, found.stopped)
        self.knobs_found = found
        self.knob_pick.clear()
        if not found.base.games:
            self.knobs_text.setText("")
            self._say_not_played(self.knobs_not_played, [])
            if found.why:
                self._warn("Balance", f"The simulation failed: {found.why}.")
            else:
                self.status.setText("Stopped before any game ended")
            return
        if found.played:
            self.knobs_plot.show_plot("knobs", found)
            self._grey_idle_buttons()
        self.knobs_text.setText(found.words + "."
                                + (" (Stopped early: the knobs are those tried.)"
                                   if found.stopped else ""))
        if found.why:
            self._warn("Balance", f"Which knob stopped early: {found.why}. The versions "
                       "played before are kept.")
        skipped = "; ".join(f"{s.knob} {s.tried}: {s.skipped}" for s in found.skipped)
        self.knobs_skipped.setText(f"Not played: {skipped}." if skipped else "")
        self.knobs_skipped.setVisible(bool(skipped))
        self._say_not_played(self.knobs_not_played, found.not_played,
                             [*warnings, *found.warnings])
        for n, knob in enumerate(found.ranked, 1):
            self.knob_pick.addItem(
                f"{n}. {balance.knob_label(knob, found.base.sides)} ({knob})", knob)
        self.status.setText(_games_in("Which knob", found.stopped, [found.base] + [
            st.result for st in found.played if st.result is not None])
            + (f"; {found.why}" if found.why else ""))

    def _update_buttons(self) -> None:
        busy = self.running
        self.run_button.setEnabled(not busy)
        self.sweep_button.setEnabled(not busy)
        self.knobs_button.setEnabled(not busy)
        self.knob_sweep.setEnabled(not busy and self.knob_pick.count() > 0)
        # what a run plays is fixed when it starts: its settings wait until it ends
        for field in (self.knob, self.values):
            field.setEnabled(not busy)
        self.cancel_button.setEnabled(busy)

    # --- showing ---------------------------------------------------------------------------

    def _keep(self, run: Run) -> None:
        self.runs.append(run)
        r = run.result
        rates = ", ".join(f"{Side.words(s)} {100 * r.win_rate[s]:.0f}%" for s in r.sides)
        if r.draws:  # else "Axis 0%, Allies 0%" read as if both sides lost
            rates += f", draws {100 * r.draws / r.games:.0f}%"
        short = (", interval asked not reached" if r.until_ci is not None and not r.reached
                 else "")
        cap = f", turn cap {run.max_turns}" if run.max_turns != MAX_TURNS else ""
        text = (f"{run.label}: {r.games} games{' (stopped)' if r.stopped else ''}{short}, "
                f"{run.ai} vs {run.vs}, seed {run.seed}{cap}: {rates}")
        self.run_list.addItem(text)
        for box in (self.cmp_a, self.cmp_b):
            box.blockSignals(True)
            box.addItem(text)
            box.blockSignals(False)
        self.cmp_a.setCurrentIndex(max(0, len(self.runs) - 2))
        self.cmp_b.setCurrentIndex(len(self.runs) - 1)
        self.run_list.setCurrentRow(len(self.runs) - 1)
        self._show_compare()

    @property
    def current(self) -> Run | None:
        i = self.run_list.currentRow()
        return self.runs[i] if 0 <= i < len(self.runs) else None

    def _show_run(self, _row: int = -1) -> None:
        run = self.current
        if run is None:
            return
        self.results_plot.show_plot("results", run.result)
        self._say_stale()  # (and its heat map shown)
        warnings, notes = run.caveats
        self._say_not_played(self.not_played, notes, warnings)
        self.games_model.show(balance.record_rows(run.result.records or [], run.result.sides),
                              run.result.sides)
        self._grey_idle_buttons()

    @staticmethod
    def _say_not_played(label: QLabel, notes: Sequence[str],
                        warnings: Sequence[str] = ()) -> None:
        """What makes the win rates say less than they seem (``warnings``: victory out of
        reach, as ``m44 simulate`` warns) and what of the scenario the games did not play,
        in ``label`` above the figures that rest on them (hidden when there is neither)."""
        said = [warnings_sentence(warnings), not_played_sentence(notes)]
        label.setText("\n".join(t for t in said if t))
        label.setVisible(bool(notes or warnings))

    def _grey_idle_buttons(self) -> None:
        """Grey out the buttons that have nothing to act on (no run yet, no plot yet, no
        game chosen): clicked, they did nothing."""
        for b in self.run_buttons:
            b.setEnabled(self.current is not None)
        for b, view in ((self.results_save, self.results_plot),
                        (self.sweep_save, self.sweep_plot), (self.knobs_save, self.knobs_plot)):
            b.setEnabled(bool(view.kind))
        game = self.selected_game() >= 0
        self.replay_button.setEnabled(game)
        self.log_button.setEnabled(game)

    def _show_compare(self, _i: int = -1) -> None:
        a, b = self.cmp_a.currentIndex(), self.cmp_b.currentIndex()
        if not (0 <= a < len(self.runs) and 0 <= b < len(self.runs)):
            return
        if a == b:  # a run against itself differs by nothing: no comparison to show
            label = self.runs[a].label
            self.cmp_text.setText(
                f"{label} is the only run: run the scenario again (change it in between) to "
                "compare two runs." if len(self.runs) == 1 else
                f"A and B are the same run ({label}): choose another for one of them.")
            self.cmp_changes.setText("")
            self.cmp_not_played.hide()
            self.compare_plot.clear()
            return
        # what either run's games did not play, as each run's Results say it
        caveats = self.runs[a].caveats, self.runs[b].caveats
        self._say_not_played(self.cmp_not_played,
                             list(dict.fromkeys(n for _, notes in caveats for n in notes)),
                             list(dict.fromkeys(w for warns, _ in caveats for w in warns)))
        ra, rb = self.runs[a].result, self.runs[b].result
        diffs = compare(ra, rb)
        self.compare_plot.show_plot("compare", ra, rb, diffs,
                                    (self.runs[a].label, self.runs[b].label))
        several = several_tests_words(ra, rb)  # with draws, the two verdicts are two tests
        self.cmp_text.setText("; ".join(f"{Side.words(d.side)}: {d.words}" for d in diffs)
                              + (f". {several[:1].upper()}{several[1:]}." if several else ""))
        self.cmp_changes.setText(changes_between(self.runs[a], self.runs[b]))

    def heat_names(self) -> list[str]:
        return [n for n, box in self.layer_boxes.items() if box.isChecked()]

    def _name_layers(self) -> None:
        """Each layer's box in the legend's words, the scenario's sides named ("Axis units
        eliminated"), while no run's counts are shown: its key ("eliminated:1") said nothing
        to a designer."""
        info = self.window_.document.scenario.game_info
        sides = (info.side_player1.value, info.side_player2.value)
        for name, box in self.layer_boxes.items():
            box.setText(plots.heat_title(name, sides))

    def _play_toggled(self, playing: bool) -> None:
        if not playing:
            self._show_heat()

    def _show_heat(self, _on: bool = False) -> None:
        """The heat map of the run shown, on the canvas: not while play mode shows a game
        there (a run ending during a game drew its counts over it), whose end brings it
        back (:meth:`_play_toggled`). Of a scenario changed since (:attr:`_since`), its
        counts follow the board turned or mirrored to the hexes they were counted on, and
        are drawn faded once it differs otherwise: drawn as they were, they stood where
        another army now stands, or on hexes edited since (the labfix audit)."""
        run = self.current
        canvas = self.window_.canvas
        whole, changed = self._since
        self.heat_caption.setText(NO_HEAT if run is None else heat_caption(run)
                                  + _heat_since(whole, changed))
        if run is None or run.result.heat is None:
            self._name_layers()
            canvas.set_heat(())
            return
        layers = plots.heat_layers(run.result.heat, run.result.sides, list(plots.HEAT_LAYERS))
        for (name, box), layer in zip(self.layer_boxes.items(), layers):
            box.setText(f"{layer.title} (most: {layer.peak})")
        board = run.scenario.board
        shown = [replace(layer, faded=changed, cells=layer.cells if whole is None else {
                     whole.moved(board, c): n for c, n in layer.cells.items()})
                 for (name, box), layer in zip(self.layer_boxes.items(), layers)
                 if box.isChecked()]
        if not self.window_.play.active:
            self._show_whole_board()  # (first: the board drawn once, at the zoom it is shown)
            canvas.set_heat(shown if self.heat_shown.isChecked() else ())

    # --- games and exports -----------------------------------------------------------------

    def game_log(self, row: int) -> Any:
        """The log of game ``row`` of the current run, played again from its seed with the
        same AIs (the same game: everything follows from the seed)."""
        run = self.current
        if run is None or not run.result.records or not 0 <= row < len(run.result.records):
            return None
        g = run.result.records[row]
        game = replay_game(Setup(run.scenario, max_turns=run.max_turns), run.ai, run.vs, g.seed)
        log = game.log()
        path = self.window_.document.path
        log.file = str(path) if path else None
        return log

    def selected_game(self) -> int:
        """The game (its row in the run's records) of the table's current row, or -1."""
        index = self.table.currentIndex()
        return self.games_model.game(index.row()) if index.isValid() else -1

    def replay(self, row: int) -> bool:
        """Open game ``row`` in play mode's replay viewer."""
        log = self.game_log(row)
        if log is None:
            return False
        return bool(self.window_.play.replay_game(log))

    def save_log(self, row: int, path: str | None = None) -> bool:
        log = self.game_log(row)
        if log is None:
            return False
        path = self._target("Save the game's log", "game.m44game",
                            "Memoir '44 games (*.m44game *.json)", path)
        if path is None:
            return False
        try:
            log.save(path)
        except OSError as e:
            self._warn("Save log", f"Cannot write {path}: {e.strerror or e}")
            return False
        return True

    def _target(self, title: str, name: str, filters: str, path: str | None) -> str | None:
        if path is not None:
            return path
        target = folders.ask_save_path(self, self.window_, title, name, filters)
        return None if target is None else str(target)

    def _write(self, path: str, write: Any) -> bool:
        try:
            write()
        except (OSError, ValueError) as e:
            self._warn("Export", f"Cannot write {path}: "
                                f"{getattr(e, 'strerror', None) or e}")
            return False
        return True

    def export_csv(self, path: str | None = None) -> bool:
        run = self.current
        target = run and self._target("Export the games as CSV", "games.csv",
                                      "CSV (*.csv)", path)
        if run is None or not target:
            return False
        return self._write(target, lambda: balance.write_text(
            target, balance.records_csv(run.result.records or [], run.result.sides)))

    def export_json(self, path: str | None = None) -> bool:
        run = self.current
        target = run and self._target("Export the run as JSON", "run.json", "JSON (*.json)",
                                      path)
        if run is None or not target:
            return False
        return self._write(target, lambda: balance.write_text(
            target, balance.dumps(balance.results_json(run.result, run.scenario))))

    def save_plot(self, path: str | None = None) -> bool:
        """Save the current run's plots (PNG or SVG), written by the plot process: ``True``
        when asked for; :attr:`plotSaved` says when it is written (or :meth:`_warn` why
        not)."""
        return self._save_figure(self.results_plot, "plots", path)

    def _save_figure(self, view: PlotView, name: str, path: str | None = None) -> bool:
        if not view.kind:
            return False
        target = self._target("Save the plot", f"{name}.png", "PNG (*.png);;SVG (*.svg)", path)
        if not target or not self._write(target, lambda: plots.check_plot_path(target)):
            return False
        self._saving[self.plotter.save(view.kind, view.args, target)] = target
        self.status.setText(f"Saving {target}…")
        return True

    def _saved(self, token: int, _rendered: object, error: str) -> None:
        target = self._saving.pop(token, None)
        if target is None:
            return  # a picture for a view
        if error:
            self._warn("Export", f"Cannot write {target}: {error}")
        else:
            self.status.setText(f"Saved {target}")
        self.plotSaved.emit(target, not error)

    def save_heatmap(self, path: str | None = None) -> bool:
        run = self.current
        target = run and self._target("Save the heat map", "heatmap.png",
                                      "PNG (*.png);;SVG (*.svg)", path)
        if run is None or not target or run.result.heat is None:
            return False
        heat = run.result.heat
        return self._write(target, lambda: plots.save_heatmap(
            run.scenario, heat, run.result.sides, target, self.heat_names() or
            plots.DEFAULT_HEAT))

    def _unit_knob(self) -> str | None:
        """``figures:HEX`` of the one unit selected on the map, or ``None``."""
        w = self.window_
        s = w.document.scenario
        units = [c for c in w.editor.selection if s.hex(c).unit is not None]
        return balance.FIGURES + s.board.hex_name(units[0]) if len(units) == 1 else None

    def _default_values(self, _i: int = -1) -> None:
        knob = self.knob.currentData()
        if knob == UNIT_FIGURES:
            knob = self._unit_knob()
            if knob is None:
                self.values.setText("1, 2, 3, 4, 5")
                return
        values = balance.default_values(self.window_.document.scenario, knob)
        self.values.setText(", ".join(str(v) for v in values))


def show_balance(window: MainWindow) -> BalanceDock:
    """Scenario → Balance…: the dock, built on first use (matplotlib loads then), with the
    keyboard in it, as the other panels' commands (Ctrl+E) put it in theirs."""
    dock = window.balance
    if dock is None:
        dock = BalanceDock(window)
        window.balance = dock
        panels.keys_only_in_sight(window, dock)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        if not window.hex_dock.isHidden() and not window.hex_dock.isFloating():
            window.tabifyDockWidget(window.hex_dock, dock)  # the whole height for the plots
    window.show_dock(dock)
    return dock

