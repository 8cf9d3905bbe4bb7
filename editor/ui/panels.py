"""The panels around the map: their first-run layout (the Hex panel and Scenario properties
tabbed on the right, the findings, inspector, forces and history at the bottom, sized to
the window and to what the forms need), and the keyboard's way among them: F6 and Shift+F6
from the map to each panel in sight and back, a panel's keys live only while it is in
sight, Tab passing over what is not on screen."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
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


def arrange_default_docks(window: MainWindow) -> None:
    """The first-run layout: hex form and properties tabbed on the right, findings,
    inspector and history tabbed at the bottom, palette on the left."""
    if not window._tabs_pending:
        return
    window._tabs_pending = False
    window.tabifyDockWidget(window.hex_dock, window.properties)
    window.tabifyDockWidget(window.findings, window.inspector)
    window.tabifyDockWidget(window.findings, window.forces)
    window.tabifyDockWidget(window.findings, window.history)
    window.hex_dock.raise_()
    window.findings.raise_()
    # sizes apply once the new tab groups are laid out
    QTimer.singleShot(0, window, partial(default_dock_sizes, window))


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
    # the bottom panels take a fifth of the window at most, so that on a small screen
    # (1366 × 768) the map keeps well over half the window's height
    bottom = min(BOTTOM_DOCKS_HEIGHT, round(window.height() * BOTTOM_DOCKS_SHARE))
    window.resizeDocks([window.findings], [bottom], Qt.Orientation.Vertical)


def side_columns(window: MainWindow) -> list[QDockWidget]:
    """One panel in sight of each side column (left, right) of the window, which
    :meth:`~PySide6.QtWidgets.QMainWindow.resizeDocks` sizes with its whole column."""
    areas = (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)
    shown = [d for d in window.findChildren(QDockWidget)
             if not d.isFloating() and in_sight(d)]
    columns = []
    for area in areas:
        column = [d for d in shown if window.dockWidgetArea(d) == area]
        columns += column[:1]
    return columns


def follow_window_width(window: MainWindow, old_width: int) -> None:
    """The side columns as the window's width changes. Made narrower, Qt takes the width
    from the map alone, the columns keeping theirs (a window of 1600 pixels brought to
    1024 left the map 330, a third, between 650 of panels; on half of a 1600-pixel
    screen, 120): once the map has less than :data:`MAP_LEAST_SHARE` of the window, the
    columns give up width, each in proportion to what it has beyond its first-run width
    at the new size (none narrower than a window opened at that size has it:
    :func:`first_run_widths`), until the map has that share again or no column has more
    to give. Made wider again, the columns get back what they gave, as far as the map
    keeps its share: a window snapped to half the screen and maximized again is laid out
    as it was. A column the user widens stays as wide until the window narrows past that
    share."""
    if window._tabs_pending or old_width < 0 or old_width == window.width():
        return
    columns = side_columns(window)
    # what a column gave and no longer shows (closed, moved) is forgotten
    given = window.narrowed_columns
    for dock in [d for d in given if d not in columns]:
        del given[dock]
    if not columns:
        return
    spare = window.canvas.width() - round(window.width() * MAP_LEAST_SHARE)
    if old_width > window.width() and spare < 0:
        _narrow_columns(window, columns, -spare)
    elif old_width < window.width() and spare > 0:
        _widen_columns(window, spare)


def _narrow_columns(window: MainWindow, columns: list[QDockWidget], short: int) -> None:
    """Take ``short`` pixels from ``columns`` for the map, each column's part in proportion
    to its width beyond its least (:func:`_column_least_widths`); each one's width before
    is kept, to be given back."""
    widths = [d.width() for d in columns]
    room = [max(0, w - least) for w, least in zip(widths, _column_least_widths(window, columns),
                                                  strict=True)]
    if not sum(room):
        return
    cut = min(short, sum(room))
    narrowed = [w - cut * r // sum(room) for w, r in zip(widths, room, strict=True)]
    for dock, before, after in zip(columns, widths, narrowed, strict=True):
        if after < before:
            window.narrowed_columns.setdefault(dock, before)
    window.resizeDocks(columns, narrowed, Qt.Orientation.Horizontal)


def _widen_columns(window: MainWindow, spare: int) -> None:
    """Give the columns narrowed for the map back what they gave, as far as ``spare``
    pixels (the map's beyond its share) allow, each in proportion to what it is owed."""
    given = window.narrowed_columns
    owed = {dock: before - dock.width() for dock, before in given.items()}
    for dock in [d for d, o in owed.items() if o <= 0]:
        del owed[dock], given[dock]
    if not owed:
        return
    back = min(spare, sum(owed.values()))
    widths = [dock.width() + back * o // sum(owed.values()) for dock, o in owed.items()]
    if back == sum(owed.values()):
        given.clear()
    window.resizeDocks(list(owed), widths, Qt.Orientation.Horizontal)


def _column_least_widths(window: MainWindow, columns: list[QDockWidget]) -> list[int]:
    """The width below which each of ``columns`` gives up none as the window narrows: the
    first-run width of the palette's column and of the Hex panel's, wherever those panels
    are, and for another column what Qt holds its panels need."""
    palette, hex_panel = first_run_widths(window)

    def in_column(dock: QDockWidget, area: Qt.DockWidgetArea) -> bool:
        return not dock.isFloating() and window.dockWidgetArea(dock) == area

    least = []
    for dock in columns:
        area = window.dockWidgetArea(dock)
        width = dock.minimumSizeHint().width()
        if in_column(window.palette_dock, area):
            width = max(width, palette)
        if in_column(window.hex_dock, area) or in_column(window.properties, area):
            width = max(width, hex_panel)
        least.append(width)
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
