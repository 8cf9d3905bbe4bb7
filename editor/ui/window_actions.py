"""The window's commands: every action of :class:`~.main_window.MainWindow` with its words,
keys, tip and icon (:func:`create_actions`), and the menu bar and toolbars that show them
(:func:`create_menus`, :func:`create_toolbars`), in the order the user meets them.

What a command does is the window's, or that of the part of it the command belongs to (the
editor state, the canvas, the play mode): this module only names and places it. A command
bound to a key that a panel's field needs (Delete, Ctrl+C, single letters) is the map's
alone (``canvas_only``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QIcon, QKeySequence
from PySide6.QtWidgets import (QApplication, QComboBox, QHBoxLayout, QLabel, QMenu,
                               QSizePolicy, QStyle, QToolBar, QWidget)

from editor.engine.board import BoardType, Face
from editor.render import HexLabels

from . import actions as icons
from . import board_commands, help_menu, key_names, panels
from .dialogs import BOARD_TYPE_NAMES, FACE_NAMES
from .menus import keep_menu_keys, mnemonic, name_tip, no_menu_roles
from .play.mode import PLAY_ACTIONS, PLAYTEST_TIP
from .text import ElidedLabel
from .tools import ERASE_LAYERS, TOOL_CLASSES
from .view_layers import SHOWN_LAYERS
from .window_list import fill_window_menu

if TYPE_CHECKING:
    from .main_window import MainWindow

#: The room the Tools toolbar asks for the brush's name (average characters); it gets more
#: where the bar has more.
BRUSH_LABEL_CHARS = 16

#: Turn Board 180° in the menu, and what it does, said by its tips when the board can turn.
TURN_TEXT = "&Turn Board 180° (Swap Sides)"
TURN_TIP = ("Turn the map half a turn and swap the players: each army keeps its units, now "
            "on the other edge")


def add_action(w: MainWindow, key: str, text: str, slot: Callable[[], object] | None = None,
               *, shortcut: QKeySequence | QKeySequence.StandardKey | str | list[QKeySequence]
               | None = None,
            tip: str = "", icon: QIcon | None = None, checkable: bool = False,
            canvas_only: bool = False,
            role: QAction.MenuRole = QAction.MenuRole.NoRole) -> QAction:
    """A command. ``canvas_only`` shortcuts work only when the map has the focus, so that
    Delete or Ctrl+C in a panel's field never edits the map, and single letters (the
    tools, R) stay the fields' and lists' own keys there. ``role``: where macOS puts it
    (Quit and About go to the application's menu; none else is moved there, whatever its
    words: Qt's guess from them is not taken, :func:`.menus.no_menu_roles`)."""
    a = QAction(text, w)
    a.setMenuRole(role)
    if isinstance(shortcut, list):  # (several keys: the first is the one shown)
        a.setShortcuts(shortcut)
    elif shortcut is not None:
        a.setShortcut(QKeySequence(shortcut))
    name_tip(a, tip)
    if icon is not None:
        a.setIcon(icon)
    a.setCheckable(checkable)
    if slot is not None:
        a.triggered.connect(lambda _checked=False: slot())
    if canvas_only:
        a.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        w.canvas.addAction(a)
    else:
        w.addAction(a)  # window-wide shortcut, also when menus and toolbars are hidden
    w.act[key] = a
    return a


def delete_keys() -> list[QKeySequence]:
    """Edit → Delete's keys: Qt's Delete (Del); on macOS, first, Backspace, the key a Mac's
    keyboard names delete (its forward delete, Del, is Fn+delete on most of them: the
    delete key did nothing on the map), as Tiled's editor has it there."""
    keys = [QKeySequence(QKeySequence.StandardKey.Delete)]
    if sys.platform == "darwin":
        keys.insert(0, QKeySequence(Qt.Key.Key_Backspace))
    return keys


def create_actions(w: MainWindow) -> None:
    """Every command of the window, in :attr:`MainWindow.act` by key: its words, keys, tip
    and icon, and what it calls (the menus and toolbars show them)."""
    _action = partial(add_action, w)
    std_icon = w.style().standardIcon
    sp = QStyle.StandardPixmap
    sk = QKeySequence.StandardKey
    ed = w.editor
    # --- file
    _action("new", "&New…", w.files.new_file, shortcut=sk.New,
            tip="Start a scenario on an empty board", icon=std_icon(sp.SP_FileIcon))
    _action("new_window", "New &Window…", w.files.new_file_in_window,
            shortcut="Ctrl+Shift+N",
            tip="Start a scenario on an empty board in another window")
    _action("open", "&Open…", w.files.choose_file, shortcut=sk.Open,
            tip="Open a .m44 scenario (official files are repaired and the repairs "
                "listed)", icon=std_icon(sp.SP_DialogOpenButton))
    _action("save", "&Save", w.files.save, shortcut=sk.Save,
            tip="Save the scenario (atomic; the previous file is kept as .bak)",
            icon=std_icon(sp.SP_DialogSaveButton))
    _action("save_as", "Save &As…", w.files.save_as, shortcut=sk.SaveAs,
            tip="Save the scenario under another name")
    _action("revert", "&Revert", w.files.revert, shortcut="Ctrl+Shift+R",
            tip="Go back to the file as saved, in one step: Undo brings the changes back",
            icon=std_icon(sp.SP_BrowserReload))
    _action("compare_saved", "Compare wi&th Saved", w.files.compare_with_saved,
            tip="What differs from the file on disk to the scenario as edited")
    _action("compare_file", "Compare with &File…", w.files.compare_with_file,
            tip="What differs from another version of the scenario to this one")
    _action("convert_many", "Convert Scenar&ios…", w.files.convert_scenarios,
            tip="Write scenarios, or folders of them, in the canonical .m44 form "
                "into a folder (m44 convert)")
    _action("clear_recent", "&Clear Recent Files", w.files.clear_recent,
            tip="Empty the list of recently opened files (the files stay)")
    _action("close", "&Close Window", w.close, shortcut=sk.Close,
            tip="Close this window (asks to save unsaved changes)")
    _action("quit", "&Quit", w.quit_all, shortcut=sk.Quit, role=QAction.MenuRole.QuitRole,
            tip="Close every window and quit")
    # --- edit
    undo = w.undo_group.createUndoAction(w, "&Undo")
    undo.setShortcut(QKeySequence(sk.Undo))
    undo.setIcon(icons.icon("undo"))
    redo = w.undo_group.createRedoAction(w, "&Redo")
    # one entry per key: where the platform's Redo is Ctrl+Y itself, listing it twice
    # makes Qt find the key ambiguous and do nothing
    # and both Ctrl+Shift+Z and Ctrl+Y on every platform (README's keys), the platform's
    # own first
    redo.setShortcuts(_distinct([QKeySequence(sk.Redo), QKeySequence("Ctrl+Shift+Z"),
                                 QKeySequence("Ctrl+Y")]))
    redo.setIcon(icons.icon("redo"))
    w.act["undo"], w.act["redo"] = undo, redo
    w.addAction(undo)
    w.addAction(redo)
    # what a step taken back or given again was, in words (the map changes, maybe in a
    # corner out of sight): the group has done it when these slots run
    undo.triggered.connect(w._said_undo)
    redo.triggered.connect(w._said_redo)
    w.undo_group.undoTextChanged.connect(w._step_tips)
    w.undo_group.redoTextChanged.connect(w._step_tips)
    # and the keys they name follow theirs (play mode lends them to the game's undo)
    undo.changed.connect(w._step_tips)
    redo.changed.connect(w._step_tips)
    w._step_tips()
    _action("cut", "Cu&t", ed.cut, shortcut=sk.Cut, canvas_only=True,
            tip="Copy the selected hexes and empty them",
            icon=icons.icon("cut"))
    _action("copy", "&Copy", ed.copy, shortcut=sk.Copy, canvas_only=True,
            tip="Copy the selected hexes (they paste into any open scenario)",
            icon=icons.icon("copy"))
    _action("paste", "&Paste", w.paste, shortcut=sk.Paste, canvas_only=True,
            tip="Paste the copied hexes at the hex cursor",
            icon=icons.icon("paste"))
    _action("delete", "&Delete", ed.delete_selection, shortcut=delete_keys(),
            canvas_only=True, tip="Empty the selected hexes",
            icon=icons.icon("delete"))
    _action("select_all", "Select &All", ed.select_all, shortcut=sk.SelectAll,
            canvas_only=True, tip="Select every hex of the board")
    _action("select_none", "Select &None", ed.select_none,
            shortcut="Ctrl+Shift+A", canvas_only=True, tip="Clear the selection")
    _action("goto", "&Go to Hex…", w.go_to_hex, shortcut="Ctrl+G",
            tip="Put the cursor on a hex given by name (E7) and select it")
    _action("rotate", "Rotat&e Piece", lambda: ed.rotate_cursor(1), shortcut="R",
            canvas_only=True, icon=icons.icon("rotate"),
            tip="Turn the piece under the cursor a sixth of a turn counter-clockwise")
    _action("rotate_back", "Rotate Piece &Back", lambda: ed.rotate_cursor(-1),
            shortcut="Shift+R", canvas_only=True,
            tip="Turn the piece under the cursor a sixth of a turn clockwise")
    _action("rotate_brush", "Rotate Bru&sh", lambda: ed.rotate_brush(1),
            shortcut="Z", canvas_only=True,
            tip="Turn the brush a sixth of a turn counter-clockwise before painting")
    _action("rotate_brush_back", "Rotate Brush Bac&k", lambda: ed.rotate_brush(-1),
            shortcut="Shift+Z", canvas_only=True,
            tip="Turn the brush a sixth of a turn clockwise before painting")
    _action("edit_label", "Edit &Label…", w.edit_label, shortcut="F2",
            canvas_only=True, tip="Write the place name of the hex under the cursor")
    _action("mirror_selection", "&Mirror Selection", ed.mirror_selection,
            shortcut="Ctrl+M", icon=icons.icon("mirror"),
            tip="Mirror the selected hexes left-right about their centre column")
    tool_group = QActionGroup(w)
    for cls in TOOL_CLASSES:
        a = _action(f"tool_{cls.name}", mnemonic(cls.label, cls.shortcut),
                    partial(w.editor.set_tool, cls.name),
                    shortcut=cls.shortcut, tip=cls.tooltip.rsplit(" (", 1)[0],
                    icon=icons.icon(cls.name), checkable=True, canvas_only=True)
        tool_group.addAction(a)
    w.act["tool_select"].setChecked(True)
    erase_group = QActionGroup(w)
    for layer, name in ERASE_LAYERS.items():
        a = _action(f"erase_{layer}", mnemonic(name),
                    partial(w._choose_erase_layer, layer, take_tool=True),
                    checkable=True, tip=f"The erase tool clears: {name.lower()}")
        erase_group.addAction(a)
    w.act["erase_all"].setChecked(True)
    # --- view
    cv = w.canvas
    _action("zoom_in", "Zoom &In", cv.zoom_in, shortcut=sk.ZoomIn,
            icon=icons.icon("zoom-in"), tip="Show the map bigger")
    w.act["zoom_in"].setShortcuts([QKeySequence(sk.ZoomIn), QKeySequence("Ctrl+=")])
    name_tip(w.act["zoom_in"], "Show the map bigger")
    _action("zoom_out", "Zoom &Out", cv.zoom_out, shortcut=sk.ZoomOut,
            icon=icons.icon("zoom-out"), tip="Show the map smaller")
    _action("zoom_fit", "&Fit to Window", cv.fit_to_window, shortcut="Ctrl+9",
            icon=icons.icon("fit"), tip="Zoom so that the whole board shows")
    _action("zoom_100", "&Actual Size (100 %)", lambda: cv.set_zoom(1.0),
            shortcut="Ctrl+0", tip="40 pixels per hex")
    labels_group = QActionGroup(w)
    for mode, text in ((HexLabels.NONE, "&No Hex Labels"), (HexLabels.NAMES, "Hex N&ames"),
                       (HexLabels.COORDS, "&Row, Column")):
        a = _action(f"labels_{mode.value}", text,
                    partial(w.set_hex_labels, mode), checkable=True,
                    tip="What is written at the top of each hex")
        labels_group.addAction(a)
    w.act["labels_none"].setChecked(True)
    _action("section_lines", "&Section Lines", lambda: cv.set_section_lines(
        w.act["section_lines"].isChecked()), checkable=True,
        tip="The red dotted lines between the board's sections")
    w.act["section_lines"].setChecked(True)
    _action("grid", "&Grid", lambda: cv.set_grid(w.act["grid"].isChecked()),
            checkable=True, tip="Thin hex outlines")
    w.act["grid"].setChecked(True)
    for layer, text in SHOWN_LAYERS.items():
        _action(f"layer_{layer}", text, w.layers.toggled, checkable=True,
                tip="Draw this layer on the map (hidden, what lies under it shows; "
                    "an edit of it shows it again)")
        w.act[f"layer_{layer}"].setChecked(True)
    _action("layers_all", "Show &All Layers", w.layers.show_all,
            tip="Draw every layer on the map")
    w.act["layers_all"].setEnabled(False)  # (none hidden)
    _action("focus_next", "Ne&xt Panel", lambda: panels.cycle_focus(w, 1), shortcut="F6",
            tip="Move the keyboard focus to the next panel (the map is one)")
    _action("focus_prev", "Previous Pa&nel", lambda: panels.cycle_focus(w, -1),
            shortcut="Shift+F6", tip="Move the keyboard focus to the previous panel")
    _action("focus_canvas", "&Map", w.focus_canvas, shortcut="Ctrl+1",
            tip="Move the keyboard focus to the map")
    _action("find", "Fin&d in Palette", w.focus_palette_search, shortcut=sk.Find,
            tip="Search the palette by name or label")
    _action("full_screen", "F&ull Screen", w.toggle_full_screen,
            shortcut=sk.FullScreen, checkable=True, tip="Use the whole screen")
    # F11 too: an X11 or GNOME desktop has no standard Full Screen key at all
    w.act["full_screen"].setShortcuts(_distinct(
        [*QKeySequence.keyBindings(sk.FullScreen), QKeySequence("F11")]))
    name_tip(w.act["full_screen"], "Use the whole screen")
    # --- scenario
    type_group = QActionGroup(w)
    for t, text in BOARD_TYPE_NAMES.items():
        a = _action(f"type_{t.value}", mnemonic(text), partial(board_commands.set_board_type, w, t),
                    checkable=True, tip="Change the board type")
        type_group.addAction(a)
    face_group = QActionGroup(w)
    for f, text in FACE_NAMES.items():
        a = _action(f"face_{f.value}", mnemonic(text), partial(board_commands.set_face, w, f),
                    checkable=True, tip="Change the printed ground of the board")
        face_group.addAction(a)
    _action("mirror_board", "Mirror &Board Left-Right", ed.mirror_board,
            icon=icons.icon("mirror"),
            tip="Mirror the whole map left-right (pieces, names and groups follow)")
    _action("turn_board", TURN_TEXT, partial(board_commands.turn_board, w),
            icon=icons.icon("turn"), tip=TURN_TIP)
    _action("show_hex", "&Hex Contents", lambda: w.show_dock(w.hex_dock),
            shortcut="Ctrl+E", tip="The forms of the selected hex: unit, medals, "
                                   "exits, label")
    _action("show_properties", "Scenario Pr&operties", lambda: w.show_dock(
        w.properties), shortcut="Ctrl+I",
        tip="Sides, cards, medals, dates, options and texts")
    _action("show_findings", "Fin&dings", lambda: w.show_dock(w.findings),
            shortcut="Ctrl+Shift+F", tip="What the checks say about the scenario")
    _action("check_now", "&Check Now", w.check_now, shortcut="F7",
            tip="Run the schema and legality checks at once")
    _action("show_inspector", "Rules &Inspector", lambda: w.show_dock(
        w.inspector), shortcut="Ctrl+Shift+I",
        tip="Moves, targets and line of sight of the selected unit")
    _action("show_forces", "Forc&es", lambda: w.show_dock(w.forces),
            shortcut="Ctrl+Shift+U",
            tip="Each side's units and figures, by kind and by the map's sections")
    # --- play (issue 11): the game's own undo, redo and steps, on only in play mode
    pm = w.play
    _action("playtest", "&Playtest…", pm.start, shortcut="F5", icon=icons.icon("play"),
            tip=PLAYTEST_TIP)
    _action("balance", "Ba&lance…", w.show_balance, shortcut="Ctrl+Shift+B",
            tip="Simulate the scenario being edited with the AIs: win rates, how "
                "games are won, heat maps, compare versions, what-if sweeps")
    _action("open_game", "Open Saved &Game…", pm.open_game, shortcut="Ctrl+Shift+G",
            tip="Open a saved game and play on from where it stopped")
    _action("replay_game", "Rep&lay Saved Game…", pm.replay_game,
            tip="Step through a saved game, back and forth")
    # Ctrl+Z and Ctrl+Shift+Z pass from the edits' undo to these in play mode (PlayMode)
    _action("play_undo", "&Undo Decision", lambda: pm.command("undo"),
            tip="Take back your last decision of this turn (dice rolled are final; "
                f"{key_names.keys('Ctrl+Z')} in play mode)")
    _action("play_redo", "&Redo Decision", lambda: pm.command("redo"),
            tip="Give back the decision taken back "
                f"({key_names.keys('Ctrl+Shift+Z')} in play mode)")
    _action("play_take_back", "&Take Back Turn",
            lambda: pm.command("take_back_turn"),
            shortcut="Ctrl+Shift+T",
            tip="Take back the whole turn, dice included (hot-seat practice)")
    _action("play_done", "&Done", pm.done, shortcut="D", canvas_only=True,
            tip="End this step: no more orders, moves or battles")
    _action("play_advice", "As&k the AI", lambda: pm.command("advise"), shortcut="H",
            canvas_only=True,
            tip="What the search AI would decide now (chosen in the decisions list)")
    _action("play_step", "&Step AI", lambda: pm.command("step"), shortcut="F10",
            tip="Let the AI take one decision")
    _action("play_pause", "P&ause AI", pm.toggle_pause, shortcut="Ctrl+Shift+P",
            tip="Stop (or restart) the AI before its next decision")
    _action("play_hand", "&Hand", lambda: pm.focus("hand"), shortcut="Ctrl+2",
            tip="Move the keyboard focus to the hand (hidden in hot-seat play: to "
                "its button that shows it)")
    _action("play_decisions", "D&ecisions", lambda: pm.focus("decisions"), shortcut="Ctrl+3",
            tip="Move the keyboard focus to the list of legal decisions")
    _action("play_save", "Sa&ve Game…", pm.save_game, shortcut="Ctrl+Alt+S",
            tip="Save the game in progress (it loads and goes on, and replays)")
    for key in PLAY_ACTIONS:  # on in a game only (PlayMode)
        w.act[key].setEnabled(False)
    # --- help
    _action("guide", "User &Guide", partial(help_menu.show_guide, w),
            shortcut=sk.HelpContents,
            tip="How to design, check, print and playtest a scenario, task by task")
    _action("shortcuts", "&Keyboard Shortcuts", partial(help_menu.show_shortcuts, w),
            tip="Every command and its keys")
    _action("about", "&About m44 editor", partial(help_menu.about, w), tip="Version and licence",
            role=QAction.MenuRole.AboutRole)
    _action("about_qt", "About &Qt", QApplication.aboutQt, role=QAction.MenuRole.AboutQtRole,
            tip="The version and licence of Qt, the toolkit of the window")
    _action("desktop", "Add to the Desktop's &Menus", partial(help_menu.toggle_desktop_entry, w),
            tip="The editor in the desktop's menus, and .m44 files opening in it "
                "(m44 desktop); again to take it away")
    w.act["desktop"].setVisible(sys.platform not in ("win32", "cygwin", "darwin"))


def create_menus(w: MainWindow) -> None:
    """The menu bar: File, Edit, View, Scenario, Play and Help."""
    bar = w.menuBar()
    a = w.act
    file = bar.addMenu("&File")
    _fill(file, a, ("new", "new_window", "open"))
    w.recent_menu = file.addMenu("Open Rec&ent")
    w.recent_menu.aboutToShow.connect(w.files.fill_recent_menu)
    w.files.fill_recent_menu()
    _fill(file, a, (None, "save", "save_as", "revert", None, "compare_saved", "compare_file",
                    "convert_many", None, "open_game", "replay_game"))
    w.file_menu = file
    _fill(file, a, (None, "close", "quit"))
    # the export and print commands of :mod:`.export_actions` (issue 7): they go before
    # Quit and read :meth:`MainWindow.current_document` when triggered
    from .export_actions import install

    install(w, file)

    edit = bar.addMenu("&Edit")
    _fill(edit, a, ("undo", "redo", None, "cut", "copy", "paste", "delete", None, "select_all",
                    "select_none", "goto", None, "rotate", "rotate_back", "rotate_brush",
                    "rotate_brush_back", "edit_label", "mirror_selection", None))
    _fill(edit.addMenu("T&ool"), a, (f"tool_{cls.name}" for cls in TOOL_CLASSES))
    _fill(edit.addMenu("Erase La&yer"), a, (f"erase_{layer}" for layer in ERASE_LAYERS))

    view = bar.addMenu("&View")
    _fill(view, a, ("zoom_in", "zoom_out", "zoom_fit", "zoom_100", None))
    _fill(view.addMenu("Hex &Labels"), a, (f"labels_{mode.value}" for mode in HexLabels))
    _fill(view, a, ("section_lines", "grid"))
    _fill(view.addMenu("La&yers"), a, (*(f"layer_{layer}" for layer in SHOWN_LAYERS), None,
                                       "layers_all"))
    view.addSeparator()
    panels = view.addMenu("&Panels")
    taken = ""
    for dock in w.docks:
        toggle = dock.toggleViewAction()
        toggle.setText(mnemonic(dock.windowTitle(), taken=taken))
        taken += toggle.text().split("&")[1][0].lower()
        toggle.setToolTip(f"Show or hide the {dock.windowTitle().lower()} panel")
        toggle.setStatusTip(toggle.toolTip())
        panels.addAction(toggle)
    w.toolbars_menu = view.addMenu("&Toolbars")
    # the open windows, listed as the menu opens (a submenu: the menu bar's Alt+W would be
    # Scenario properties' "Medals to &win" too, and no letter of "Window" is free)
    w.window_menu = view.addMenu("&Windows")
    w.window_menu.aboutToShow.connect(partial(fill_window_menu, w, w.window_menu))
    _fill(view, a, (None, "focus_canvas", "focus_next", "focus_prev", "find", "full_screen"))

    scen = bar.addMenu("&Scenario")
    _fill(scen.addMenu("Board T&ype"), a, (f"type_{t.value}" for t in BoardType))
    _fill(scen.addMenu("Board &Face"), a, (f"face_{f.value}" for f in Face))
    _fill(scen, a, (None, "mirror_board", "turn_board", "mirror_selection", None,
                    "show_properties", "show_hex", "show_findings", "check_now",
                    "show_inspector", "show_forces", None, "playtest", "balance"))

    play = bar.addMenu("&Play")
    _fill(play, a, ("playtest", None, "play_undo", "play_redo", "play_take_back", None,
                    "play_done", "play_advice", "play_step", "play_pause", None, "play_hand",
                    "play_decisions", None, "play_save", "open_game", "replay_game"))

    helpm = bar.addMenu("&Help")
    helpm.aboutToShow.connect(partial(help_menu.name_desktop_action, w))
    _fill(helpm, a, ("guide", "shortcuts", "desktop", "about", "about_qt"))
    w.menus = [file, edit, view, scen, play, helpm]
    for menu in w.menus:
        keep_menu_keys(menu)
        no_menu_roles(menu)


def _fill(bar: QMenu | QToolBar, actions: Mapping[str, QAction],
          entries: Iterable[str | None]) -> None:
    """Add to a menu or a toolbar the commands ``entries`` names, in their order (``None``:
    a separator)."""
    for entry in entries:
        if entry is None:
            bar.addSeparator()
        else:
            bar.addAction(actions[entry])


def create_toolbars(w: MainWindow) -> None:
    """The toolbars (File, Edit, View, Play, and Tools with the erase layer and the
    brush), each listed in View ▸ Toolbars."""
    a = w.act
    specs = (("file", "File", ("new", "open", "save")),
             ("edit", "Edit", ("undo", "redo", None, "cut", "copy", "paste", "delete", None,
                               "rotate", "mirror_selection")),
             ("view", "View", ("zoom_out", "zoom_in", "zoom_fit")),
             ("play", "Play", ("playtest",)))
    w.toolbars = {}
    for key, title, names in specs:
        tb = w.addToolBar(title)
        tb.setObjectName(f"{key}Toolbar")
        tb.setAccessibleName(f"{title} toolbar")
        tb.setIconSize(QSize(22, 22))
        _fill(tb, a, names)
        w.toolbars[key] = tb
    tb = w.addToolBar("Tools")
    tb.setObjectName("toolsToolbar")
    tb.setAccessibleName("Tools toolbar")
    tb.setIconSize(QSize(22, 22))
    _fill(tb, a, (*(f"tool_{cls.name}" for cls in TOOL_CLASSES), None))
    w.erase_combo = QComboBox()
    for layer, name in ERASE_LAYERS.items():
        # the short name in the bar ("Pieces"), what it covers in the item's tooltip
        w.erase_combo.addItem(name.split(" (")[0], layer)
        w.erase_combo.setItemData(w.erase_combo.count() - 1, name,
                                  Qt.ItemDataRole.ToolTipRole)
    w.erase_combo.setAccessibleName("Layer the erase tool clears")
    w.erase_combo.setToolTip("What the erase tool clears: every layer, or one")
    w.erase_combo.currentIndexChanged.connect(
        lambda i: w._choose_erase_layer(w.erase_combo.itemData(i)))
    # a layer the user picks is for erasing now (not when the box follows the tool)
    w.erase_combo.activated.connect(lambda _i: w._take_tool("erase"))
    erase_label = QLabel(" Erase: ")
    erase_label.setAccessibleName("Erase layer")
    erase_label.setBuddy(w.erase_combo)
    # one item of the bar: where the bar is too narrow (a window at scale 2) the label
    # goes behind the "»" button with its box, not left alone at the end
    erase = QWidget()
    erase.setObjectName("eraseLayer")
    row = QHBoxLayout(erase)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(0)
    row.addWidget(erase_label)
    row.addWidget(w.erase_combo)
    tb.addWidget(erase)
    tb.addSeparator()
    # the brush's name takes the room the bar has left (cut with an ellipsis if it must
    # be, the whole name in the tooltip): a long name never pushes the bar's items
    # behind its "»" button
    w.brush_label = ElidedLabel(BRUSH_LABEL_CHARS)
    w.brush_label.setSizePolicy(QSizePolicy.Policy.Expanding,
                                QSizePolicy.Policy.Preferred)
    w.brush_label.setAccessibleName("Current brush")
    w.brush_label.setToolTip("What the paint and fill tools lay down: choose it in the "
                             "palette, or pick it from the map (I)")
    w.brush_icon = QLabel()
    w.brush_icon.setAccessibleName("Current brush picture")
    tb.addWidget(w.brush_icon)
    tb.addWidget(w.brush_label)
    w.toolbars["tools"] = tb
    w.toolbars["file"].setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
    for bar in w.toolbars.values():
        toggle = bar.toggleViewAction()
        toggle.setText(mnemonic(bar.windowTitle()))
        toggle.setToolTip(f"Show or hide the {bar.windowTitle()} toolbar")
        toggle.setStatusTip(toggle.toolTip())
        w.toolbars_menu.addAction(toggle)
    no_menu_roles(w.toolbars_menu)
    w._show_brush(None)


def _distinct(keys: Sequence[QKeySequence]) -> list[QKeySequence]:
    """``keys`` without repeats, in their order: a key listed twice for one action makes
    Qt find it ambiguous and do nothing."""
    return [k for k in {k.toString(): k for k in keys if not k.isEmpty()}.values()]
