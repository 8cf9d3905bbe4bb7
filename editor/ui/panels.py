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


def default_dock_sizes(window: MainWindow) -> None:
    """The first-run sizes of the panels, fitted to the window and to what the forms of the
    right-hand column need."""
    widths = [min(most, round(window.width() * share))
              for most, share in zip(SIDE_DOCKS_WIDTHS, SIDE_DOCKS_SHARES, strict=True)]
    need = right_column_need(window)
    if need > SIDE_DOCKS_WIDTHS[1]:
        # a big application font: the column's width and share grow with what its
        # forms need, the share up to RIGHT_COLUMN_MOST_SHARE (the map keeps the rest)
        share = min(SIDE_DOCKS_SHARES[1] * need / SIDE_DOCKS_WIDTHS[1],
                    RIGHT_COLUMN_MOST_SHARE)
        widths[1] = max(widths[1], min(need, round(window.width() * share)))
    window.resizeDocks([window.palette_dock, window.hex_dock], widths, Qt.Orientation.Horizontal)
    # the bottom panels take a fifth of the window at most, so that on a small screen
    # (1366 × 768) the map keeps well over half the window's height
    bottom = min(BOTTOM_DOCKS_HEIGHT, round(window.height() * BOTTOM_DOCKS_SHARE))
    window.resizeDocks([window.findings], [bottom], Qt.Orientation.Vertical)


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
