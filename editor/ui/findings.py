"""The live validation panel: the schema's and the legality checks' findings about the
scenario being edited, refreshed after every edit without holding up painting.

An edit never runs the checks itself: it only restarts a short single-shot timer. When the
editing pauses, the timer takes a snapshot of the scenario (``Scenario.copy()``: the hex
values are immutable, so a copy is a few dict copies) and the checks run on a worker
thread, whose result comes back to the GUI thread through a :class:`~.handoff.Handoff`. A
result that comes back after another edit is stale and dropped; the next timer brings the
fresh one. So a paint stroke costs the GUI thread nothing but a timer restart.

The target choice adds the findings of a platform (``TARGETS``: what Board Game Arena
cannot set up) to the usual checks, as ``m44 validate --target`` does.

A click on a finding (a double click too), or Enter on it, emits ``findingActivated(finding)`` (the
window selects its hexes, all in view); ``countsChanged(errors, warnings, infos)`` feeds the status
bar (``checking`` and ``checksFailed`` too, while no counts are the document's);
:meth:`FindingsDock.highlights` colours the hexes of errors and warnings for the canvas
(a finding's own, or those of the place name or group of hexes it is about).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from functools import cache, partial

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QDockWidget, QHBoxLayout, QHeaderView, QLabel, QToolButton,
    QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget,
)

from editor.engine.board import Board, Coord, HexNameError
from editor.engine.checks import TARGETS
from editor.engine.findings import SEVERITIES, Finding
from editor.engine.scenario import Scenario
from editor.engine.words import error_words
from editor.io.report import check_scenario
from editor.engine.catalog import option_label

from .document import Document
from .forms import FocusRing
from .handoff import Handoff
from .icons import severity_icon
from .properties import INFO_FIELDS, PLAYER_FIELDS, TEXT_TITLES, player_field
from .text import plain

#: Highlight colours of hexes with findings (``#aarrggbb``: translucent over the map). Infos
#: are notes ("nothing to fix"): listed, never shaded, or a frozen river or a marsh was drawn
#: over hex after hex in the blue of the selection, which then could not be seen.
HIGHLIGHT_COLOURS: dict[str, str] = {"error": "#80d32f2f", "warning": "#80f0a000"}
_RANK = {s: i for i, s in enumerate(SEVERITIES)}
_FINDING_ROLE = Qt.ItemDataRole.UserRole


@cache
def _executor() -> ThreadPoolExecutor:
    # One worker for the whole application: checks queue behind each other, and stale
    # ones are dropped when they come back.
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="m44-checks")


def _run_checks(snapshot: Scenario, target: str | None = None) -> list[Finding]:
    # Looked up at call time (not bound at import) so a test can count the calls.
    if target is None:
        return check_scenario(snapshot)
    return check_scenario(snapshot, target=target)


def shown_place(f: Finding, board: Board | None) -> str:
    """Where a finding is, for a person: the hex's name (a place off the board as
    :func:`~editor.engine.findings.coord_place` says it, as the command line does), or the
    field of the Scenario properties panel a JSON path names (:func:`path_place`); any
    other path as it is (the tooltip gives the path too).

    >>> shown_place(Finding("error", "x", "m", path="$.game_info.cards_player1"), None)
    'Battle info: command cards of player 1'
    """
    if f.coords or not f.path:
        return f.place(board)
    return path_place(f.path) or f.place(board)


def path_place(path: str) -> str | None:
    """The field of the Scenario properties panel a JSON path names, in words, or ``None``
    when it names none.

    >>> path_place("$.text.fr.victory"), path_place("$.tracks[2]")
    ('Texts (fr): Conditions of victory', None)
    >>> path_place("$.meta_data.scenario_id")
    'File information: scenario id'
    >>> path_place("$.game_info.options.blitz_rules")
    'Packs & options: option Blitz rules'
    """
    if path == "$":  # the file as a whole (its encoding, its JSON)
        return "The file"
    parts = re.findall(r"[^.\[\]$]+", path)  # the keys and indexes, as reveal reads them
    head, key = (parts + ["", ""])[:2]
    player = player_field(key)
    if head == "game_info" and player is not None:
        return f"Battle info: {PLAYER_FIELDS[player[0]]} of player {player[1]}"
    if head == "game_info" and key in INFO_FIELDS:
        return f"Battle info: {INFO_FIELDS[key]}"
    if head == "game_info" and key in ("victory", "victory_conditions"):  # the legacy place
        return "Victory: conditions"
    if head == "game_info" and key == "options":
        return "Packs & options: " + (f"option {option_label(parts[2])}" if len(parts) > 2
                                      else "options")
    if head == "packs":
        return "Packs & options: packs"
    if head == "meta_data":  # the file's informational keys: no panel shows them
        return "File information" + (f": {key.replace('_', ' ')}" if key else "")
    if head == "board" and key in ("labels", "groups") and len(parts) > 2 \
            and parts[2].isdigit():
        return f"{'Place name' if key == 'labels' else 'Hex group'} {int(parts[2]) + 1}"
    if head == "board":  # the whole map (a side without units): no hex of its own
        return "The map"
    if head == "text":
        field = parts[2] if len(parts) > 2 else ""
        return f"Texts ({key})" + (f": {TEXT_TITLES.get(field, field)}" if field else "") \
            if key else "Texts"
    return None


#: An entry of the board's hexagons or place names in the file (the list written as a
#: list, or wrapped as {"item": [...]}), and the key of the entry that a path goes on to.
_ENTRY = re.compile(r"\$\.board\.(hexagons|labels)(?:\.item)?\[(\d+)\](?:\.(\w+))?")

#: The parts of a hex's entry, as the Hex panel names them.
ENTRY_PARTS: dict[str, str] = {"terrain": "terrain", "rect_terrain": "square piece",
                               "obstacle": "obstacle", "unit": "unit", "tags": "marker"}

#: A JSON path quoted in a message: ``$``, then ``.key``, ``[3]`` or ``["key"]`` steps.
_QUOTED_PATH = re.compile(r"\$(?:\.\w+|\[\d+\]|\[\"(?:[^\"\\]|\\.)*\"\])*")


def repair_place(f: Finding, board: Board | None) -> str:
    """Where a repair is, for a person: the place :func:`shown_place` says (the hex whose
    entry held it), with the part of the hex's entry its JSON path names, as the Hex panel
    names it (its terrain, unit, marker...; a place name's entry: its place name).

    >>> from editor.engine.board import BoardType
    >>> board = Board(BoardType.STANDARD)
    >>> at = (Coord(0, 2),)
    >>> repair_place(Finding("info", "x", "m", at, "$.board.hexagons[0].terrain.name"), board)
    'B9, terrain'
    >>> repair_place(Finding("info", "x", "m", at, "$.board.labels[3].text"), board)
    'B9, place name'
    >>> repair_place(Finding("info", "x", "m", at, "$.board.hexagons[0].row"), board)
    'B9'
    """
    place = shown_place(f, board)
    m = _ENTRY.match(f.path or "")
    if not f.coords or m is None:
        return place
    part = "place name" if m.group(1) == "labels" else ENTRY_PARTS.get(m.group(3) or "")
    return f"{place}, {part}" if part else place


def path_words(path: str) -> str | None:
    """A JSON path in words, for a person: an entry of the board's hexagons or place names
    by its number in the file ("hexagon entry 13", with the part of it the path goes on
    to), else the field of the Scenario properties panel it names (:func:`path_place`);
    ``None`` for another path.

    >>> path_words("$.board.hexagons[12]"), path_words("$.board.hexagons.item[12].unit")
    ('hexagon entry 13', 'hexagon entry 13 (its unit)')
    >>> path_words("$.board.labels[0].text"), path_words("$.game_info.starting")
    ('place name entry 1', 'Battle info: who moves first')
    """
    m = _ENTRY.match(path)
    if m is not None:
        entry = f"{'hexagon' if m.group(1) == 'hexagons' else 'place name'} entry " \
                f"{int(m.group(2)) + 1}"
        part = ENTRY_PARTS.get(m.group(3) or "") if m.group(1) == "hexagons" else None
        return f"{entry} (its {part})" if part else entry
    place = path_place(path)
    return None if place in (None, "The map", "The file") else place


def message_words(message: str, quoted: Iterable[str]) -> str:
    """A message with each JSON path it quotes as a place (``quoted``: a finding's
    :attr:`~editor.engine.findings.Finding.quoted`) said in words (:func:`path_words`), as
    a person reads the place: "hex B9 is listed twice, at hexagon entry 1 and hexagon entry
    66" (the command line keeps the paths, and the window's tooltip the message as it is);
    a path with no words for it is left as it is, and so is text quoted from the file that
    looks like a path (a place name "see $.game_info.starting").

    >>> message_words("hex B9 is listed twice, at $.board.hexagons[0] and "
    ...               "$.board.hexagons[65]; merged the two entries",
    ...               ("$.board.hexagons[0]", "$.board.hexagons[65]"))
    'hex B9 is listed twice, at hexagon entry 1 and hexagon entry 66; merged the two entries'
    >>> message_words("label 'see $.game_info.starting' is off the standard board", ())
    "label 'see $.game_info.starting' is off the standard board"
    """
    places = set(quoted)

    def said(m: re.Match[str]) -> str:
        return (path_words(m.group()) if m.group() in places else None) or m.group()

    return _QUOTED_PATH.sub(said, message)


def path_hexes(path: str | None, scenario: Scenario) -> tuple[Coord, ...]:
    """The hexes of the board a JSON path is about, for a finding that names none: a place
    name's hex, the hexes of a named group (``board.groups``) or of a sudden death's group;
    none for another path (or a hex off the board, a name that is no hex).

    >>> from editor.engine.scenario import Label
    >>> s = Scenario(labels=[Label(Coord(3, 11), ("Hauteville",))])
    >>> path_hexes("$.board.labels[0].text", s), path_hexes("$.board.labels[1]", s)
    ((Coord(row=3, col=11),), ())
    """
    parts = re.findall(r"[^.\[\]$]+", path or "")
    index = next((int(p) for p in parts if p.isdigit()), None)
    found: tuple[Coord, ...] = ()
    if index is None:
        return found
    if parts[:2] == ["board", "labels"] and index < len(scenario.labels):
        found = (scenario.labels[index].coord,)
    elif parts[:2] == ["board", "groups"] and index < len(scenario.groups):
        found = scenario.groups[index].hexes
    elif (parts[:1] == ["game_info"] and "group_sudden_death" in parts
          and index < len(scenario.game_info.conditions)):
        params = scenario.game_info.conditions[index].params
        found = _named_hexes(scenario.board, params.get("group") if isinstance(params, dict)
                             else None)
    return tuple(c for c in dict.fromkeys(found) if scenario.board.contains(c))


def place_hexes(coords: Iterable[Coord], path: str | None, scenario: Scenario
                ) -> tuple[Coord, ...]:
    """The hexes of the board a finding (or a difference) is about, the one to show first
    first: its own ``coords`` (those of the board, each once), or, when it names none
    there, those its JSON ``path`` is about (:func:`path_hexes`: a place name's hex, a
    group's hexes). The map shades a finding's hexes, all of them, and going to it selects
    them all.

    >>> from editor.engine.scenario import Label
    >>> s = Scenario(labels=[Label(Coord(3, 11), ("Hauteville",))])
    >>> place_hexes((), "$.board.labels[0].font", s)
    (Coord(row=3, col=11),)
    >>> place_hexes((Coord(0, 2), Coord(40, 2), Coord(0, 2)), "$.board.labels[0]", s)
    (Coord(row=0, col=2),)
    """
    board = scenario.board
    own = tuple(c for c in dict.fromkeys(coords) if board.contains(c))
    return own or path_hexes(path, scenario)


def hex_field(path: str | None) -> str:
    """The object name of the Hex panel's field a JSON path is about, where a finding on a
    hex gives the keyboard: a place name's Place name, a marker's group (its list of
    hexes); "" for another path.

    >>> hex_field("$.board.labels[0]"), hex_field("$.board.hexagons[3].tags[1].group")
    ('label_text', 'tag1_group_list')
    """
    if (path or "").startswith("$.board.labels["):
        return "label_text"
    m = re.match(r"\$\.board\.hexagons\[\d+\]\.tags\[(\d+)\]\.group\b", path or "")
    return f"tag{m.group(1)}_group_list" if m else ""


def _named_hexes(board: Board, names: object) -> tuple[Coord, ...]:
    """The hexes of a list of hex names (those that name a hex of ``board``)."""
    found = []
    for name in names if isinstance(names, list) else ():
        try:
            found.append(board.parse_hex(str(name)))
        except HexNameError:
            pass
    return tuple(found)


def unedited_place(path: str | None, scenario: Scenario) -> str | None:
    """Where to mend what a JSON path names that no panel of the editor edits (the file's
    information, ``meta_data``; the board's named hex groups; a place name on no hex of
    the map), short enough to lead the status bar; ``None`` for another path.

    >>> unedited_place("$.meta_data.scenario_id", Scenario())
    "No panel has the file's information: edit the .m44 file"
    >>> unedited_place("$.game_info.starting", Scenario()) is None
    True
    """
    parts = re.findall(r"[^.\[\]$]+", path or "")
    head, key = (parts + ["", ""])[:2]
    what = None
    if head == "meta_data":
        what = "the file's information"
    elif head == "board" and key == "groups":
        what = "the board's hex groups"
    elif head == "board" and key == "labels" and not path_hexes(path, scenario):
        what = "a place name off the map"
    return f"No panel has {what}: edit the .m44 file" if what else None


def _sort_key(column: int, board: Board | None) -> Callable[[Finding], tuple[object, ...]]:
    """How the list sorts on a column: severity rank (then code) on the first."""
    if column == 0:
        return lambda f: (_RANK[f.severity], f.code)
    if column == 1:
        return lambda f: (f.code,)
    if column == 2:
        return lambda f: (shown_place(f, board),)
    return lambda f: (f.message,)


class FindingsDock(QDockWidget):
    """Live findings of the document (objectName ``findings``)."""

    #: A finding was clicked or entered: the window selects its hexes, all in view.
    findingActivated = Signal(object)  # noqa: N815 - Qt signal naming
    #: The counts after each check.
    countsChanged = Signal(int, int, int)  # noqa: N815
    #: A new document is being checked: the counts shown are no longer its.
    checking = Signal()
    #: The checks failed (the panel says why): no counts come.
    checksFailed = Signal()  # noqa: N815
    #: The list (and so :meth:`highlights`) was refreshed.
    findingsChanged = Signal()  # noqa: N815

    #: Milliseconds of editing pause before the checks run.
    DEBOUNCE_MS = 250

    def __init__(self, document: Document, parent: QWidget | None = None, *,
                 threaded: bool = True) -> None:
        super().__init__("Findings", parent)
        self.setObjectName("findings")
        self.setAccessibleName("Findings")
        #: Run the checks on a worker thread (``False``: on the GUI thread, after the pause).
        self.threaded = threaded
        self.document: Document | None = None
        self._findings: list[Finding] = []
        self._shading: dict[Coord, list[Finding]] = {}
        self._counts = (0, 0, 0)
        #: Bumped by every edit; a result computed for an older serial is stale.
        self._serial = 0
        self._running = 0
        #: Whether a check result is awaited (timer running or a worker busy).
        self.pending = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(self.DEBOUNCE_MS)
        self._timer.timeout.connect(self._start_check)
        self._handoff = Handoff(self)

        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # "checks failed: " + an error
        self.summary.setAccessibleName("Findings summary")
        # on lines of its own when the panel is narrow (a big font, the balance lab open):
        # kept on one, it pushed the filters under the panel beside
        self.summary.setWordWrap(True)
        self.filters: dict[str, QToolButton] = {}
        #: The platform whose lacks are reported too (``None``: the format only).
        self.target: str | None = None
        self.target_box = QComboBox()
        self.target_box.setObjectName("findingsTarget")
        self.target_box.setAccessibleName("Check for the platform")
        self.target_box.setToolTip("Also report what a platform cannot set up "
                                   "(m44 validate --target)")
        self.target_box.addItem("Any platform", None)
        for key, t in TARGETS.items():
            self.target_box.addItem(t.label, key)
        self.target_box.currentIndexChanged.connect(
            lambda i: self.set_target(self.target_box.itemData(i)))
        bar = QHBoxLayout()
        bar.addWidget(self.summary, 1)
        bar.addWidget(self.target_box)
        for severity in SEVERITIES:
            button = QToolButton()
            button.setCheckable(True)
            button.setChecked(True)
            button.setIcon(severity_icon(severity))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            button.setAccessibleName(f"Show {severity}s")
            button.setToolTip(f"Show or hide the {severity}s")
            button.toggled.connect(lambda _on: self._apply_filter())
            self.filters[severity] = button
            bar.addWidget(button)
        self.view = QTreeWidget()
        self.view.setObjectName("findingsList")
        self.view.setAccessibleName("Findings list")
        self.view.setToolTip("Click or press Enter on a finding to select its hex")
        FocusRing(self.view)  # empty (no finding), the list shows no focus of its own
        self.view.setColumnCount(4)
        self.view.setHeaderLabels(["Severity", "Code", "Place", "Message"])
        self.view.setRootIsDecorated(False)
        self.view.setUniformRowHeights(True)
        self.view.setAlternatingRowColors(True)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # Sorted here, in Python, when the list is filled (and again when a header is
        # clicked): Qt's item sorting would call back into Python for every comparison.
        header = self.view.header()
        header.setSectionsClickable(True)
        header.setSortIndicatorShown(True)
        header.setSortIndicator(0, Qt.SortOrder.AscendingOrder)
        header.sortIndicatorChanged.connect(lambda _c, _o: self._show(self._findings))
        header.setStretchLastSection(True)
        # Fixed starting widths the user may drag: sizing to contents re-measures every row
        # on each refresh, which costs more than the rest of the refresh together. Never
        # narrower than the title and its sort arrow (with a big application font the
        # arrow ran over "Severity").
        for col, width in ((0, 90), (1, 170), (2, 190)):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(col, max(width, header.sectionSizeHint(col)))
        self.view.itemClicked.connect(lambda item, _col: self._activate(item))
        # A double click's second press gives the keyboard back to the list: the finding is
        # shown again after it, so that the field it names keeps the keyboard.
        self.view.itemDoubleClicked.connect(lambda item, _col: self._activate(item))
        self.view.installEventFilter(self)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(bar)
        layout.addWidget(self.view)
        self.setWidget(body)
        self.set_document(document)

    # --- public API -----------------------------------------------------------------------

    def set_document(self, document: Document) -> None:
        """Check another document (drops the connections to the previous one)."""
        if self.document is not None:
            try:
                self.document.changed.disconnect(self.schedule)
            except (RuntimeError, TypeError):
                pass
        self.document = document
        document.changed.connect(self.schedule)
        # The old document's findings go at once; the new ones come with the first check
        # (counts are announced then, not zeroed before: a sloppy file never shows "0").
        self._set_findings([])
        self._counts = (0, 0, 0)
        self.view.clear()
        for button in self.filters.values():
            button.setText("…")
        self.summary.setText("Checking…")
        self.checking.emit()
        self.schedule()

    def set_target(self, target: str | None) -> None:
        """Check for a platform too (a key of ``TARGETS``), or for none; checks again."""
        if target == self.target:
            return
        self.target = target
        index = self.target_box.findData(target)
        if index != self.target_box.currentIndex():
            self.target_box.setCurrentIndex(index)
        self.schedule()

    def schedule(self) -> None:
        """Note an edit: the checks run once the editing pauses (never inside the edit)."""
        self._serial += 1
        self.pending = True
        self._timer.start()

    def refresh_now(self) -> list[Finding]:
        """Check the document at once on this thread and show the result (before a save,
        and in tests)."""
        self._timer.stop()
        self._serial += 1
        assert self.document is not None
        self._show(_run_checks(self.document.scenario.copy(), self.target))
        self.pending = self._running > 0
        return list(self._findings)

    def findings(self) -> list[Finding]:
        """The findings shown (all severities, in check order)."""
        return list(self._findings)

    def counts(self) -> tuple[int, int, int]:
        """Errors, warnings and infos."""
        return self._counts

    def _set_findings(self, findings: list[Finding]) -> None:
        """The findings shown, and those that shade each hex, the worst first (what the
        map and the words about a hex read, after each check rather than at each edit):
        every hex of a finding (:func:`place_hexes`), its own or those its path is about,
        a place name's, a group's."""
        self._findings = list(findings)
        shading: dict[Coord, list[Finding]] = {}
        scenario = self.document.scenario if self.document is not None else None
        for f in self._findings:
            if f.severity in HIGHLIGHT_COLOURS and scenario is not None:
                for c in place_hexes(f.coords, f.path, scenario):
                    shading.setdefault(c, []).append(f)
        for found in shading.values():
            found.sort(key=lambda f: _RANK[f.severity])
        self._shading = shading

    def highlights(self) -> dict[Coord, str]:
        """The colour of every on-board hex of an error or a warning (the worst severity
        wins; :func:`place_hexes`); infos are not shaded."""
        if self.document is None:
            return {}
        board = self.document.scenario.board
        return {c: HIGHLIGHT_COLOURS[found[0].severity] for c, found in self._shading.items()
                if board.contains(c)}

    def dashed(self) -> frozenset[Coord]:
        """The hexes of :meth:`highlights` shaded for a warning (none worse on them): the
        map outlines them in dashes, an error's solid, so that the two are told apart by
        more than red and amber."""
        return frozenset(c for c, colour in self.highlights().items()
                         if colour == HIGHLIGHT_COLOURS["warning"])

    def words_at(self, c: Coord) -> str:
        """The findings that shade hex ``c`` in words, the worst first: "error: AXIS unit on
        the sea" (and "(and 2 more)"); "" for a hex not shaded. The map tells an error
        from a warning by colour only: the status bar's line about the hex says which."""
        shading = self._shading.get(c)
        if not shading:
            return ""
        first = shading[0]
        more = f" (and {len(shading) - 1} more)" if len(shading) > 1 else ""
        return f"{first.severity}: {first.message}{more}"

    def activate(self, finding: Finding) -> None:
        """Select a finding's row and announce it (as a click does)."""
        for i in range(self.view.topLevelItemCount()):
            item = self.view.topLevelItem(i)
            if item is not None and item.data(0, _FINDING_ROLE) == finding:
                self.view.setCurrentItem(item)
                break
        self.findingActivated.emit(finding)

    # --- checking -------------------------------------------------------------------------

    def _start_check(self) -> None:
        if self.document is None:
            return
        serial = self._serial
        document = self.document
        snapshot = document.scenario.copy()
        if not self.threaded:
            self._deliver(serial, document, _run_checks(snapshot, self.target))
            return
        self._running += 1
        future = _executor().submit(partial(_run_checks, snapshot, self.target))
        self._handoff.when_done(future, partial(self._on_result, serial, document))

    def _on_result(self, serial: int, document: object, future: Future[list[Finding]]
                   ) -> None:
        self._running = max(0, self._running - 1)
        result = future.exception() or future.result()
        if isinstance(result, BaseException):
            if serial == self._serial and document is self.document:
                self.summary.setText(f"The checks failed: {error_words(result)}")
                self.checksFailed.emit()
                self.pending = self._timer.isActive() or self._running > 0
            return
        assert isinstance(result, list)
        self._deliver(serial, document, result)

    def _deliver(self, serial: int, document: object, findings: list[Finding]) -> None:
        if serial != self._serial or document is not self.document:
            # Stale: the scenario changed while it was checked; the next check follows.
            self.pending = self._timer.isActive() or self._running > 0
            return
        self._show(findings)
        self.pending = self._timer.isActive() or self._running > 0

    # --- showing --------------------------------------------------------------------------

    def _show(self, findings: list[Finding]) -> None:
        current = self.view.currentItem()
        keep = current.data(0, _FINDING_ROLE) if current is not None else None
        self._set_findings(findings)
        scenario = self.document.scenario if self.document is not None else None
        board = scenario.board if scenario is not None else None
        header = self.view.header()
        ordered = sorted(findings, key=_sort_key(header.sortIndicatorSection(), board),
                         reverse=header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder)
        rows = []
        chosen = None
        for f in ordered:
            row = QTreeWidgetItem([f.severity, f.code, shown_place(f, board), f.message])
            row.setIcon(0, severity_icon(f.severity))
            row.setData(0, _FINDING_ROLE, f)
            where = None if f.coords or scenario is None else unedited_place(f.path, scenario)
            tip = (f"{f.severity}: {f.message}" + (f"\nHint: {f.hint}" if f.hint else "")
                   + (f"\nAt {f.path}" if f.path and not f.coords else "")
                   + (f"\n{where} with a text editor" if where else ""))
            for col in range(4):
                row.setToolTip(col, plain(tip))
            if f == keep:
                chosen = row
            rows.append(row)
        self.view.clear()
        self.view.addTopLevelItems(rows)
        if chosen is not None:
            self.view.setCurrentItem(chosen)
        counts = tuple(sum(1 for f in findings if f.severity == s) for s in SEVERITIES)
        self._counts = (counts[0], counts[1], counts[2])
        for severity, n in zip(SEVERITIES, counts, strict=True):
            self.filters[severity].setText(str(n))
        self.summary.setText(
            "No findings: the scenario passes every check." if not findings else
            f"{counts[0]} error{'s' * (counts[0] != 1)}, "
            f"{counts[1]} warning{'s' * (counts[1] != 1)}, "
            f"{counts[2]} info{'s' * (counts[2] != 1)}")
        self._apply_filter()
        self.countsChanged.emit(*self._counts)
        self.findingsChanged.emit()

    def _apply_filter(self) -> None:
        for i in range(self.view.topLevelItemCount()):
            item = self.view.topLevelItem(i)
            if item is None:
                continue
            f = item.data(0, _FINDING_ROLE)
            item.setHidden(not self.filters[f.severity].isChecked())

    def _activate(self, item: QTreeWidgetItem | None) -> None:
        if item is None:
            return
        f = item.data(0, _FINDING_ROLE)
        if isinstance(f, Finding):
            self.findingActivated.emit(f)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if (watched is self.view and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            self._activate(self.view.currentItem())
            return True
        return super().eventFilter(watched, event)


__all__ = ["FindingsDock", "HIGHLIGHT_COLOURS", "hex_field", "path_hexes",
           "place_hexes", "shown_place", "unedited_place"]
