"""Play mode: playtesting the scenario being edited on the same canvas, hot-seat or
against the engine's AIs, with saved games and a replay viewer (issue 11).

- :mod:`.mode` — entering and leaving play mode, starting, loading and replaying games;
- :mod:`.controller` — the game driven from the GUI, the AI thinking off the GUI thread;
- :mod:`.board` — the position on the canvas, the decision shaded, clicks made actions;
- :mod:`.panel` — the play panel: turn, medals, hand, decisions, dice, deck, log;
- :mod:`.dice` — battle dice drawn as dice;
- :mod:`.dialogs` — the start, blocked-scenario and end-of-game dialogs.

The rules of the session (seats, undo within a turn, typed dice, saving) are Qt-free, in
:mod:`editor.engine.game.session`.
"""
