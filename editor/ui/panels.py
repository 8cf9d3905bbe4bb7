"""The panels around the map: their first-run layout (the Hex panel and Scenario properties
tabbed on the right, the findings, inspector, forces and history at the bottom, sized to
the window and to what the forms need), and the keyboard's way among them: F6 and Shift+F6
from the map to each panel in sight and back, a panel's keys live only while it is in
sight, Tab passing over what is not on screen."""

from __future__ import annotations

import struct
from collections.abc import Callable, MutableMapping
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSize, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDockWidget, QTabBar, QWidget

from .forms import FitWidthScrollArea, in_sight

if TYPE_CHECKING:
    from .main_window import MainWindow

#: First-run height of the bottom panels (findings, inspector, forces, history): this many
#: pixels, or this share of the window's height if that is less.
BOTTOM_DOCKS_HEIGHT = 210
BOTTOM_DOCKS_SHARE = 0.2
#: First-run widths of the palette and the Hex panel: these many pixels, or these shares of
#: the window's width if less, so that on a narrow window (a 1920 × 1200 screen at scale 2
#: is 960 × 600) the map keeps close to half the width, not a fifth.
SIDE_DOCKS_WIDTHS = (300, 380)
SIDE_DOCKS_SHARES = (0.24, 0.31)
#: Where the forms of the Hex panel's column need more than its width above (a big
#: application font: :func:`right_column_need`), its width and its share grow in
#: proportion, the share up to this much of the window's width.
RIGHT_COLUMN_MOST_SHARE = 0.4
#: The least share of the window's width the map keeps as the window is made narrower:
#: what the first-run layout leaves it (:data:`SIDE_DOCKS_SHARES`).
MAP_LEAST_SHARE = 1 - sum(SIDE_DOCKS_SHARES)
#: The least share of the window's height the map keeps as the window is made shorter,
#: about what the first-run layout leaves it in a window 560 pixels high (its share is
#: larger in a taller window: 71% at 1000 pixels).
MAP_LEAST_HEIGHT_SHARE = 0.6


def tab_groups(window: MainWindow) -> tuple[tuple[QDockWidget, ...], ...]:
    """The panels tabbed together in the first-run layout, the one in front first: the Hex
    panel and Scenario properties on the right, the findings, inspector, forces and history
    at the bottom (the palette is alone on the left)."""
    return ((window.hex_dock, window.properties),
            (window.findings, window.inspector, window.forces, window.history))


def arrange_default_docks(window: MainWindow) -> None:
    """The first-run layout (:func:`tab_groups`), or, over a layout restored, the places
    of the panels it does not know (:func:`place_unknown_docks`)."""
    if not window._tabs_pending:
        return
    window._tabs_pending = False
    if window.unplaced_docks:
        place_unknown_docks(window, window.unplaced_docks)
        window.unplaced_docks = []
        return
    for first, *rest in tab_groups(window):
        for dock in rest:
            window.tabifyDockWidget(first, dock)
        first.raise_()
    # sizes apply once the new tab groups are laid out
    QTimer.singleShot(0, window, partial(default_dock_sizes, window))


def saved_names(state: object) -> Callable[[str], bool]:
    """Whether a layout saved by ``QMainWindow.saveState`` names a panel: Qt writes each
    panel's object name as a QString, its length in bytes then its UTF-16 (big-endian).
    Anything but bytes names none.

    >>> knows = saved_names(b"\\xfb" + bytes([0, 0, 0, 6]) + "hex".encode("utf-16-be"))
    >>> knows("hex"), knows("forces"), saved_names(None)("hex")
    (True, False, False)
    """
    data = (state.data() if isinstance(state, QByteArray)
            else bytes(state) if isinstance(state, (bytes, bytearray)) else b"")
    return lambda name: (struct.pack(">I", 2 * len(name)) + name.encode("utf-16-be")
                         in data)


def unknown_docks(window: MainWindow, state: object) -> list[QDockWidget]:
    """The panels of :func:`tab_groups` a saved layout does not name (one saved by a
    version that did not have them): Qt leaves them where they were added, beside the
    others, rather than among their tabs."""
    knows = saved_names(state)
    return [d for group in tab_groups(window) for d in group if not knows(d.objectName())]


def place_unknown_docks(window: MainWindow, docks: list[QDockWidget]) -> None:
    """Tab each of ``docks`` with the first panel of its first-run group that the restored
    layout has docked, in sight if one is, the tab in front kept in front (a group none
    of whose panels is docked leaves it where it is)."""
    for dock in docks:
        group = next(g for g in tab_groups(window) if dock in g)
        docked = [d for d in group if d not in docks and not d.isFloating()
                  and window.dockWidgetArea(d) != Qt.DockWidgetArea.NoDockWidgetArea]
        if not docked:
            continue
        partner = next((d for d in docked if not d.isHidden()), docked[0])
        tabbed = [partner, *window.tabifiedDockWidgets(partner)]
        front = next((d for d in tabbed if not d.visibleRegion().isEmpty()), None)
        window.tabifyDockWidget(partner, dock)
        if front is not None:
            front.raise_()


def right_column_need(window: MainWindow) -> int:
    """The width the right-hand column (the Hex panel and Scenario properties, tabbed)
    needs for every field of its forms to be wholly in view: the widest page's least
    width and the panel's frame around it. It follows the application font."""
    tabs = window.properties.tabs
    # the pages of the tabs are laid out only when shown: the one shown says how much
    # the panel takes around a page
    panels: list[tuple[QDockWidget, QWidget | None, list[QWidget | None]]] = [
        (window.hex_dock, window.hex_dock.widget(), [window.hex_dock.widget()]),
        (window.properties, tabs.currentWidget(),
         [tabs.widget(i) for i in range(tabs.count())])]
    need = 0
    for dock, shown, pages in panels:
        around = max(0, dock.width() - shown.width()) if shown is not None else 0
        for page in pages:
            if isinstance(page, FitWidthScrollArea):
                need = max(need, page.least_width() + around)
    return need


def first_run_widths(window: MainWindow) -> list[int]:
    """The first-run widths of the palette's column and of the Hex panel's, fitted to the
    window's width and to what the forms of the right-hand column need."""
    widths = [min(most, round(window.width() * share))
              for most, share in zip(SIDE_DOCKS_WIDTHS, SIDE_DOCKS_SHARES, strict=True)]
    need = right_column_need(window)
    if need > SIDE_DOCKS_WIDTHS[1]:
        # a big application font: the column's width and share grow with what its
        # forms need, the share up to RIGHT_COLUMN_MOST_SHARE (the map keeps the rest)
        share = min(SIDE_DOCKS_SHARES[1] * need / SIDE_DOCKS_WIDTHS[1],
                    RIGHT_COLUMN_MOST_SHARE)
        widths[1] = max(widths[1], min(need, round(window.width() * share)))
    return widths


def default_dock_sizes(window: MainWindow) -> None:
    """The first-run sizes of the panels, fitted to the window and to what the forms of the
    right-hand column need."""
    window.resizeDocks([window.palette_dock, window.hex_dock], first_run_widths(window),
                       Qt.Orientation.Horizontal)
    window.resizeDocks([window.findings], [first_run_bottom(window)], Qt.Orientation.Vertical)


def first_run_bottom(window: MainWindow) -> int:
    """The first-run height of the bottom panels: a fifth of the window at most, so that
    on a small screen (1366 × 768) the map keeps well over half the window's height."""
    return min(BOTTOM_DOCKS_HEIGHT, round(window.height() * BOTTOM_DOCKS_SHARE))


@dataclass(frozen=True)
class _Axis:
    """A way the window is resized, and the panels that follow it: the side columns as
    it narrows and widens, the bottom (and top) rows as it is made shorter and taller."""

    orientation: Qt.Orientation
    #: The dock areas whose panels give up length for the map, and get it back.
    areas: tuple[Qt.DockWidgetArea, ...]
    #: The least share of the window's length along this axis the map keeps.
    map_least_share: float

    @property
    def across(self) -> bool:
        return self.orientation == Qt.Orientation.Horizontal

    def length(self, widget: QWidget) -> int:
        return widget.width() if self.across else widget.height()

    def extent(self, window: MainWindow, dock: QDockWidget) -> int:
        """The length of ``dock``'s column or row as
        :meth:`~PySide6.QtWidgets.QMainWindow.resizeDocks` sets it: a row of tabbed panels
        has its tab bar under it, which a column's tabs do not lengthen."""
        if self.across:
            return dock.width()
        g = dock.geometry()
        tabs = (t for t in window.findChildren(QTabBar) if t.parent() is window
                and t.isVisible() and abs(t.y() - g.bottom() - 1) <= 2
                and t.x() >= g.x() - 1 and t.geometry().right() <= g.right() + 1)
        return g.height() + max((t.height() for t in tabs), default=0)

    def given(self, window: MainWindow) -> MutableMapping[QDockWidget, int]:
        """The panels that gave up length as the window was resized, and the length each
        had before: given back as it grows again."""
        return window.narrowed_columns if self.across else window.shortened_rows


WIDTH = _Axis(Qt.Orientation.Horizontal, (Qt.DockWidgetArea.LeftDockWidgetArea,
                                          Qt.DockWidgetArea.RightDockWidgetArea),
              MAP_LEAST_SHARE)
HEIGHT = _Axis(Qt.Orientation.Vertical, (Qt.DockWidgetArea.TopDockWidgetArea,
                                         Qt.DockWidgetArea.BottomDockWidgetArea),
               MAP_LEAST_HEIGHT_SHARE)


def _docked_in_sight(window: MainWindow) -> list[QDockWidget]:
    """The panels of the window on screen, in its dock areas (not floating). Read from
    the window's children: looked up with ``findChildren(QDockWidget)`` at each resize, a
    window closed after resizes in play stayed alive with its game (its play panel's
    Python side held from outside Python; ``test_play.py``'s
    ``test_games_played_and_left_leave_nothing_behind`` after
    ``test_the_turn_log_has_room_with_both_hands_shown``). What in PySide6 held it was not
    found: a window of a few panels resized and closed alone does not show it."""
    return [d for d in window.children()
            if isinstance(d, QDockWidget) and not d.isFloating() and in_sight(d)]


def _in_sight(window: MainWindow, axis: _Axis,
              shown: list[QDockWidget] | None = None) -> list[QDockWidget]:
    """One panel in sight of each dock area of ``axis`` (among ``shown``, when given),
    which :meth:`~PySide6.QtWidgets.QMainWindow.resizeDocks` sizes with its whole column
    or row."""
    if shown is None:
        shown = _docked_in_sight(window)
    lines = []
    for area in axis.areas:
        line = [d for d in shown if window.dockWidgetArea(d) == area]
        lines += line[:1]
    return lines


def follow_window_size(window: MainWindow, old: QSize) -> None:
    """The panels around the map as the window's size changes: the side columns follow
    its width, the bottom rows its height (:func:`follow_window_length`)."""
    if window._tabs_pending:
        return
    shown = _docked_in_sight(window)
    follow_window_length(window, WIDTH, old.width(), shown)
    follow_window_length(window, HEIGHT, old.height(), shown)


def follow_window_length(window: MainWindow, axis: _Axis, old_length: int,
                         shown: list[QDockWidget] | None = None) -> None:
    """The panels of ``axis`` as the window's length along it changes. Made narrower (or
    shorter), Qt takes the length from the map alone, the panels keeping theirs (a window
    of 1600 pixels brought to 1024 left the map 330, a third, between 650 of panels; on
    half of a 1600-pixel screen, 120; a window of 1000 pixels made 560 high kept its
    bottom panels' 174 pixels and left the map 272): once the map has less than the
    axis's least share of the window, the panels give up length, each in proportion to
    what it has beyond its first-run length at the new size (none smaller than in a
    window opened at that size: :func:`first_run_widths`, :func:`first_run_bottom`),
    until the map has that share again or no panel has more to give. Made larger again,
    the panels get back what they gave, as far as the map keeps its share: a window
    snapped to half the screen and maximized again is laid out as it was. A panel the
    user enlarges stays so until the window shrinks past that share."""
    if window._tabs_pending or old_length < 0 or old_length == axis.length(window):
        return
    lines = _in_sight(window, axis, shown)
    # what a panel gave and no longer shows (closed, moved) is forgotten
    given = axis.given(window)
    for dock in [d for d in given if d not in lines]:
        del given[dock]
    if not lines:
        return
    spare = axis.length(window.canvas) - round(axis.length(window) * axis.map_least_share)
    if old_length > axis.length(window) and spare < 0:
        _shrink(window, axis, lines, -spare)
    elif old_length < axis.length(window) and spare > 0:
        _give_back(window, axis, spare)


def _shrink(window: MainWindow, axis: _Axis, lines: list[QDockWidget], short: int) -> None:
    """Take ``short`` pixels from the panels ``lines`` for the map, each one's part in
    proportion to its length beyond its least (:func:`_least_lengths`); each one's length
    before is kept, to be given back."""
    lengths = [axis.extent(window, d) for d in lines]
    room = [max(0, n - least) for n, least in zip(lengths, _least_lengths(window, axis, lines),
                                                  strict=True)]
    if not sum(room):
        return
    cut = min(short, sum(room))
    shrunk = [n - cut * r // sum(room) for n, r in zip(lengths, room, strict=True)]
    for dock, before, after in zip(lines, lengths, shrunk, strict=True):
        if after < before:
            axis.given(window).setdefault(dock, before)
    window.resizeDocks(lines, shrunk, axis.orientation)


def _give_back(window: MainWindow, axis: _Axis, spare: int) -> None:
    """Give the panels shrunk for the map back what they gave, as far as ``spare`` pixels
    (the map's beyond its share) allow, each in proportion to what it is owed."""
    given = axis.given(window)
    owed = {dock: before - axis.extent(window, dock) for dock, before in given.items()}
    for dock in [d for d, o in owed.items() if o <= 0]:
        del owed[dock], given[dock]
    if not owed:
        return
    back = min(spare, sum(owed.values()))
    lengths = [axis.extent(window, dock) + back * o // sum(owed.values())
               for dock, o in owed.items()]
    if back == sum(owed.values()):
        given.clear()
    window.resizeDocks(list(owed), lengths, axis.orientation)


def _least_lengths(window: MainWindow, axis: _Axis, lines: list[QDockWidget]) -> list[int]:
    """The length below which each of ``lines`` gives up none as the window shrinks: the
    first-run width of the palette's column and of the Hex panel's, wherever those panels
    are, the first-run height of the bottom panels, and for another what Qt holds its
    panels need."""
    if not axis.across:
        bottom = first_run_bottom(window)
        return [max(dock.minimumSizeHint().height(),
                    bottom if window.dockWidgetArea(dock) == Qt.DockWidgetArea.BottomDockWidgetArea
                    else 0) for dock in lines]
    palette, hex_panel = first_run_widths(window)

    def in_line(dock: QDockWidget, area: Qt.DockWidgetArea) -> bool:
        return not dock.isFloating() and window.dockWidgetArea(dock) == area

    least = []
    for dock in lines:
        area = window.dockWidgetArea(dock)
        length = dock.minimumSizeHint().width()
        if in_line(window.palette_dock, area):
            length = max(length, palette)
        if in_line(window.hex_dock, area) or in_line(window.properties, area):
            length = max(length, hex_panel)
        least.append(length)
    return least


def focus_into(window: MainWindow, dock: QDockWidget) -> None:
    """The keys to ``dock``: its first field that takes them (or the one it names in
    ``window.dock_keys``)."""
    keys = window.dock_keys.get(dock)
    for w in [*([keys] if keys is not None else []), dock.widget(),
              *dock.widget().findChildren(QWidget)]:
        if (w.focusPolicy() & Qt.FocusPolicy.TabFocus) and w.isVisibleTo(dock) \
                and w.isEnabled():
            w.setFocus(Qt.FocusReason.ShortcutFocusReason)
            return


def keys_only_in_sight(window: MainWindow, dock: QDockWidget) -> None:
    """``dock``'s fields take no key while nothing of it shows: closed, or hidden behind
    another tab of its group, where Qt holds it "visible" (moved off the window). Its
    Alt+letters were live there, clashing with the shown panel's (Alt+D went every other
    time to the balance lab's Seed behind Scenario properties' Date ends), and Tab went
    through its fields unseen. Qt greys what it disables, but only off the window: the
    fields are given back as the panel's tab comes up, before it is painted, each as it
    was (a field greyed by its panel stays so). The keys in the panel as it goes out of
    sight go to the map. A panel floated from behind its group's tab is in sight at once
    (Qt says nothing of its visibility then)."""
    def follow(shown: bool) -> None:
        focus = QApplication.focusWidget()
        if not shown and focus is not None and dock.isAncestorOf(focus):
            window.focus_canvas()
        dock.widget().setEnabled(shown)

    def floated(floating: bool) -> None:
        if floating:
            follow(dock.isVisible())

    dock.visibilityChanged.connect(follow)
    dock.topLevelChanged.connect(floated)


def cycle_focus(window: MainWindow, step: int) -> None:
    """F6 / Shift+F6: the map and each visible panel in turn (the balance lab too, which
    is no panel of View → Panels: it is built on first use)."""
    panels = [*window.docks, *([window.balance] if window.balance is not None else [])]
    stops: list[QWidget] = [window.canvas] + [d for d in panels if in_sight(d)]
    focus = QApplication.focusWidget()
    index = 0
    for i, w in enumerate(stops):
        if focus is not None and (focus is w or w.isAncestorOf(focus)):
            index = i
            break
    target = stops[(index + step) % len(stops)]
    if target is window.canvas:
        window.focus_canvas()
    else:
        assert isinstance(target, QDockWidget)
        window.show_dock(target)


def unseen(widget: QWidget) -> bool:
    """Whether ``widget``, though "visible" to Qt, shows nothing: the tab bar of a group of
    panels all hidden (play mode hides the editing panels, and Qt keeps their groups' tab
    bars, without a tab, off the window)."""
    return isinstance(widget, QTabBar) and widget.count() == 0
