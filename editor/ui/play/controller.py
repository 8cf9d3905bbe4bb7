"""The play mode's controller: a :class:`~editor.engine.game.session.PlaySession` driven from
the GUI, with the AI thinking off the GUI thread.

Every decision, a person's (from the map or the play panel) or an AI's, goes through
:meth:`PlayController.act`, which applies it to the session and announces the change; the
board and the panel follow the ``changed`` signal, never the other way round.

**The AI off the GUI thread.** When an AI seat is to decide, the controller copies the state
(a few lists: well under a millisecond) and lets the AI choose on the copy in a worker
thread; the choice comes back through a :class:`~editor.ui.handoff.Handoff` (the worker
never calls Qt) and is applied on the GUI thread.
A token guards against stale answers: an undo, a new game or leaving play mode while the AI
thinks makes its answer void. The GUI thread itself only applies the action and repaints
the hexes that changed (``bench/bench_play.py`` measures both).

**Seats and hands.** In hot-seat play (two people) the hand of the player to decide is
hidden behind a "pass the seat" screen whenever the decision passes to the other person;
against an AI the person's hand is shown and the AI's hidden; ``open_hands`` shows both
(watching AI games, teaching).

**Ambush asked every time.** The engine asks the defender of a close assault only when
Ambush is in their hand: in hot-seat play the seat passing to the defender would tell the
attacker that it is. So a close assault that Ambush could answer is held (``asking``) and
the seat passes to the defender whatever their hand, who declines ("no ambush"; the
engine's own question when they do hold the card); the battle then goes on as declared.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QObject, QTimer, Signal

from editor.engine.game.actions import (BATTLE, NO_AMBUSH, Action, EndlessTurnError,
                                        IllegalActionError)
from editor.engine.game.cards import AMBUSH as AMBUSH_CARD
from editor.engine.game.players import Player
from editor.engine.game.session import ADVISOR, PlaySession
from editor.engine.words import error_words

from .. import key_names
from ..handoff import Handoff

#: Pause before each AI decision, by speed (milliseconds). "step" waits for the Step button.
SPEEDS: dict[str, int | None] = {"step": None, "slow": 900, "normal": 350, "fast": 0}
#: The pause after an AI decision that rolled dice, by speed (milliseconds): its dice stay in
#: the dice box long enough to be read (350 ms showed three battles of a Recon in Force as
#: one). Fast has none.
ROLL_PAUSES: dict[str, int] = {"slow": 2500, "normal": 1200}


class PlayController(QObject):
    """A game in play in the editor (see the module docstring)."""

    #: The game moved (a decision applied, undone or redone): views refresh.
    changed = Signal()
    #: A sentence for the player (why a click did nothing, what the AI did...).
    message = Signal(str)
    #: The AI started (True) or stopped (False) thinking.
    thinking = Signal(bool)
    #: The game is over.
    finished = Signal()
    #: Physical dice: this many dice are to be rolled at the table and typed in.
    diceNeeded = Signal(int)  # noqa: N815 - Qt naming
    #: The advice asked (:meth:`advise`): the decision the advisor would take.
    advised = Signal(object)
    #: The advisor started (True) or stopped (False) thinking.
    advising = Signal(bool)

    def __init__(self, session: PlaySession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.speed = "normal"
        self.paused = False
        self.open_hands = not any(session.is_human(p) for p in (0, 1))
        #: Hot-seat: the player whose hand is on screen (-1: hidden, seat to be passed).
        self.shown = -1
        #: Hot-seat: a close assault held while its defender, who holds no Ambush, is asked
        #: as if they might (the battle declared, and the defender).
        self.asking: tuple[Action, int] | None = None
        self._token = 0
        self._thinking = False
        #: The last decision was an AI's, and it rolled dice (:meth:`ai_pause`).
        self._rolled = False
        #: Play mode left this game: the AI never acts again.
        self.stopped = False
        self._ai_timer = QTimer(self)
        self._ai_timer.setSingleShot(True)
        self._ai_timer.timeout.connect(self._start_ai)
        self._handoff = Handoff(self)
        #: The thread deciding for each player (by its id) and the player: one at a time
        #: for a player, whose caches a second thread would share (:meth:`_choose_off_thread`).
        self._workers: dict[int, tuple[threading.Thread, Player]] = {}
        #: The advice asked and not come yet: for the game as it stood then, and the seat
        #: advised (:meth:`advise`). The advice given, given again when asked again before
        #: the game moves, is the session's (``PlaySession.advice``).
        self._advice_for: tuple[tuple[int, int], int] | None = None
        self._reveal_for_new_decider()

    # --- who may act ------------------------------------------------------------------------

    @property
    def hot_seat(self) -> bool:
        return self.session.is_human(0) and self.session.is_human(1)

    @property
    def is_thinking(self) -> bool:
        return self._thinking

    @property
    def decider(self) -> int:
        """The player to decide: the session's, or the defender asked about Ambush."""
        return self.asking[1] if self.asking is not None else self.session.decider

    def seat_hidden(self) -> bool:
        """Hot-seat: the decision passed to the other person, whose hand is not shown yet."""
        s = self.session
        return (self.hot_seat and not self.open_hands and s.human_to_move
                and self.shown != self.decider)

    def seat_reason(self) -> str:
        """What the seat passes for in the other player's turn (", to choose where F5
        retreats (2 flags)", ", to answer e6's close assault on E5"): the turn is not over,
        and the screen said only to pass the seat. Words that tell nothing of the hand of
        the player taking it (a close assault is put to its defender, Ambush held or not);
        "" for a player's own turn."""
        st = self.session.state
        if self.decider == st.active:
            return ""
        S = st.S
        if self.asking is not None:
            att, tgt = self.asking[0].a, self.asking[0].b
            return f", to answer {S.name[att]}'s close assault on {S.name[tgt]}"
        if st.phase == "ambush":
            att, tgt = st.upos[st.b_att], st.upos[st.b_tgt]
            return f", to answer {S.name[att]}'s close assault on {S.name[tgt]}"
        if st.phase == "retreat":
            from editor.engine.game.explain import retreat_task

            # the prompt's words without the hexes (the map shows them once the seat is
            # taken)
            return ", to " + retreat_task(st)
        return ""

    def reveal(self) -> None:
        """The person to decide has the seat: show their hand."""
        self.shown = self.decider
        self.changed.emit()

    def hand_visible(self, player: int) -> bool:
        s = self.session
        if self.open_hands:
            return True
        if not s.is_human(player):
            return False
        if self.hot_seat:
            # dice awaited at the table: no hand is needed to type them, and the player at
            # the screen may be the turn's, typing its attack's faces after the opponent's
            # Ambush (whose hand stayed on screen): only the turn's player's stays shown
            if s.pending_roll and player != s.state.active:
                return False
            return self.shown == player
        return True

    def secret_sides(self) -> set[str]:
        """The sides whose drawn cards the account must not name on screen: an AI's, and
        both in hot-seat play (each player sees the log), unless hands are open; named as
        the account names them (``Allies``)."""
        s = self.session
        if self.open_hands:
            return set()
        return {s.state.S.sides[p].label for p in (0, 1)
                if self.hot_seat or not s.is_human(p)}

    def person_may_act(self) -> bool:
        s = self.session
        return s.human_to_move and not self._thinking and not self.seat_hidden()

    def legal_for_person(self) -> list[Action]:
        """The decisions a person may take now ([] while the AI decides or the seat is to be
        passed; only "no ambush" while a defender is asked)."""
        if not self.person_may_act():
            return []
        return [Action(NO_AMBUSH)] if self.asking is not None else self.session.legal_actions()

    def asking_words(self) -> str:
        """What the defender asked about Ambush is told (:attr:`asking`), as the engine's
        own question says it; "" when none is asked."""
        if self.asking is None:
            return ""
        st = self.session.state
        a, defender = self.asking
        side = st.S.sides[defender].value.title()
        return (f"{side}: {st.S.name[a.a]} close-assaults your {st.S.name[a.b]}: you hold "
                "no Ambush (every close assault is put to you, so that being asked tells "
                "nothing); let the battle go on")

    def waiting_for(self) -> str:
        s = self.session
        if s.over:
            return "The game is over."
        if s.pending_roll:
            from editor.engine.game.explain import order_hint  # (what the roll is for)

            return f"{order_hint(s.state)} and type the faces."
        if s.ai_to_move and not self._thinking and (self.paused or SPEEDS[self.speed] is None):
            how = "the AI is paused" if self.paused else "at the Step speed"
            return (f"{self.side_name(s.decider, seat=True)} is to decide: {how}, Step (F10) "
                    "has it decide.")
        if self._thinking or s.ai_to_move:
            return f"{self.side_name(s.decider, seat=True)} is deciding."
        if self.seat_hidden():
            # (the panel's pass-the-seat screen says "Pass the seat to ...", with its button:
            # this is the answer to a click made meanwhile, in other words)
            who = self.side_name(self.decider)
            return (f"Nothing can be done before {who} takes the seat: the hand is hidden "
                    f"(its button shows it; from the keyboard, {key_names.keys('Ctrl+2')} "
                    "then Enter).")
        return ""

    def side_name(self, player: int, seat: bool = False) -> str:
        """``Axis (player 1)``; with ``seat``, ``Axis (player 1, AI)`` when an AI plays it."""
        if player < 0:
            return ""
        side = self.session.state.S.sides[player].value.title()
        ai = ", AI" if seat and not self.session.is_human(player) else ""
        return f"{side} (player {player + 1}{ai})"

    # --- decisions --------------------------------------------------------------------------

    def act(self, action: Action) -> bool:
        """A person's decision. Returns whether it was applied."""
        if not self.person_may_act():
            self.message.emit(self.waiting_for())
            return False
        if self.asking is not None:
            if action != Action(NO_AMBUSH):
                self.message.emit(self.asking_words())
                return False
            action, self.asking = self.asking[0], None  # the battle goes on as declared
        elif self._held(action):
            self.asking = (action, 1 - self.session.state.active)
            self.changed.emit()
            return True
        try:
            self.session.apply(action)
        except IllegalActionError as e:
            self.message.emit(str(e))
            return False
        except EndlessTurnError as e:
            self._endless(e)
            return False
        self._after_change()
        return True

    def _endless(self, e: EndlessTurnError) -> None:
        """A turn that never ends (a bug of the engine): said, and the game stops there
        (an AI seat is not asked again; every later decision is refused the same way)."""
        e = e.of_game(self.session.seed, self.session.state.turn)
        self.message.emit(f"The game cannot go on: {e}")
        self.changed.emit()

    def hold_again(self, text: str) -> bool:
        """A close assault held when the game was saved (its log's ``"held"``, in notation)
        held again, the seat passing to its defender, when it still is one to hold
        (:meth:`_held`); ``False`` (nothing held) otherwise."""
        try:
            action = self.session.state.parse(text)
        except ValueError:
            return False
        if not self._held(action):
            return False
        self.asking = (action, 1 - self.session.state.active)
        self.changed.emit()
        return True

    def _held(self, action: Action) -> bool:
        """Whether ``action`` is a close assault to hold while its defender is asked about
        Ambush (:attr:`asking`): hot-seat play with hidden hands, a legal battle that
        Ambush could answer, the defender without the card (with it, the engine asks)."""
        s = self.session
        if not (self.hot_seat and not self.open_hands and action.kind == BATTLE
                and action in s.legal_actions()):
            return False
        st = s.state
        u, t = st.unit_at(action.a), st.unit_at(action.b)
        return (u >= 0 and t >= 0 and AMBUSH_CARD not in st.hands[1 - st.active]
                and st.may_ambush(u, t))

    def enter_dice(self, faces: str) -> bool:
        try:
            self.session.enter_dice(faces)
        except (IllegalActionError, ValueError) as e:
            self.message.emit(str(e))
            return False
        self.message.emit("")  # the faces taken: what was said of a wrong typing is void
        self._after_change()
        return True

    def undo(self) -> None:
        self._take_back("can_undo", "undo")

    def redo(self) -> None:
        self._take_back("can_redo", "redo")

    def take_back_turn(self) -> None:
        self._take_back("can_take_back_turn", "take_back_turn")

    def _take_back(self, can: str, do: str) -> None:
        """Undo, redo or take back a turn (the session's ``do``, when ``can`` says so): an
        AI thinking meanwhile is stopped, its answer void."""
        self._cancel_ai()
        if self.asking is not None:  # the held close assault is taken back first
            self.asking = None
            if do == "undo":
                self._after_change()
                return
        if getattr(self.session, can):
            getattr(self.session, do)()
        self._after_change()

    def _reveal_for_new_decider(self) -> None:
        """Against an AI, the person's hand is shown: theirs as soon as the game begins,
        though the AI plays first (the AI's face-down hand was shown meanwhile)."""
        s = self.session
        if self.hot_seat:
            return
        if s.human_to_move:
            self.shown = s.decider
        elif self.shown < 0:
            self.shown = next((p for p in (0, 1) if s.is_human(p)), -1)

    def _after_change(self, rolled: bool = False) -> None:
        """The views told that the game moved, and what comes next started; ``rolled``: an
        AI decision moved it, rolling dice."""
        s = self.session
        self._rolled = rolled
        self._reveal_for_new_decider()
        self.changed.emit()
        if s.over:
            self.finished.emit()
        elif s.pending_roll:
            self.diceNeeded.emit(s.pending_roll)
        elif s.ai_to_move:
            self._schedule_ai(announce=False)  # the views refresh once, just above

    # --- the AI -----------------------------------------------------------------------------

    def set_speed(self, speed: str) -> None:
        assert speed in SPEEDS, speed
        self.speed = speed
        if self.session.ai_to_move and not self._thinking:
            self._schedule_ai()

    def set_paused(self, paused: bool) -> None:
        self.paused = paused
        if paused:
            self._ai_timer.stop()
        elif self.session.ai_to_move and not self._thinking:
            self._schedule_ai()

    def step(self) -> None:
        """One AI decision now (the Step button; also while paused)."""
        if self.session.ai_to_move and not self._thinking:
            self._ai_timer.stop()
            self._start_ai()

    def ai_pause(self, speed: str | None = None) -> int | None:
        """The pause before the AI's next decision at ``speed`` (the one set by default), in
        milliseconds; ``None``: it waits for Step. After an AI decision that rolled dice,
        the longer pause of :data:`ROLL_PAUSES`."""
        speed = speed or self.speed
        delay = SPEEDS[speed]
        return ROLL_PAUSES[speed] if delay and self._rolled else delay

    def _schedule_ai(self, announce: bool = True) -> None:
        """The AI decides after the pause (:meth:`ai_pause`); when paused, stepping or
        thinking, the views are told (``announce``) so that the Step button and the waiting
        line show."""
        delay = self.ai_pause()
        if self.paused or delay is None or self._thinking:
            if announce:
                self.changed.emit()
            return
        self._ai_timer.start(delay)

    def _start_ai(self) -> None:
        s = self.session
        if not s.ai_to_move or self._thinking:
            return
        self._token += 1
        token = self._token
        self._thinking = True
        self.thinking.emit(True)
        self._choose_off_thread(s.ai(s.decider), "m44-ai",
                                lambda action: self._ai_done(action, token))

    def _choose_off_thread(self, player: Player, name: str,
                           done: Callable[[object], None]) -> None:
        """``player``'s choice on a copy of the state, made in a worker thread; ``done``
        gets it (or the exception it raised) on the GUI thread. A decision of the same
        player still being made (called off: :meth:`_call_off`) is let end first: two
        threads would share the player's caches and generator."""
        calling_off = _calling_off(player)
        earlier = self._workers.get(id(player))
        if earlier is not None and earlier[0].is_alive():
            # its answer is void (a new decision is asked of the player): called off, it
            # ends at its next sampled world
            calling_off.set()
            earlier[0].join()
        calling_off.clear()
        state = self.session.state.copy()
        handoff = self._handoff
        handoff.expect()

        def think() -> None:
            try:
                action: object = player.choose(state, state.legal_actions())
            except Exception as e:  # an AI's failure is shown, never a crash of the editor
                action = e
            handoff.post(done, action, last=True)

        thread = threading.Thread(target=think, name=name, daemon=True)
        self._workers[id(player)] = (thread, player)
        thread.start()

    def _call_off(self) -> None:
        """Call off the decisions being made (their answers are void: the game moved on,
        or was left), by the players that can be (the search: it stops at its next
        sampled world, where it ran on for seconds of a core); the others are quick."""
        for key, (thread, player) in list(self._workers.items()):
            if not thread.is_alive():
                del self._workers[key]
                continue
            _calling_off(player).set()

    def _ai_done(self, action: object, token: int) -> None:
        if token != self._token:
            return  # the game moved on (undo, leaving play mode): the answer is void
        self._thinking = False
        self.thinking.emit(False)
        if isinstance(action, EndlessTurnError):  # in its look-ahead
            self._endless(action)
            return
        if isinstance(action, Exception):
            self.message.emit(f"The AI failed: {error_words(action)}")
            self.changed.emit()
            return
        assert isinstance(action, Action)
        from .panel import describe  # (the panel imports this module)

        s = self.session
        p = s.decider
        # in the decisions list's words, read before the decision changes the board
        words = f"{describe(s.state, action)} [{s.state.notation(action)}]"
        before = len(s.state.history)
        try:
            s.apply(action)
        except IllegalActionError as e:
            self.message.emit(f"The AI chose an illegal action: {e}")
            return
        except EndlessTurnError as e:
            self._endless(e)
            return
        said = ("keeps one of the two cards drawn" if action.kind == "keep"
                and s.state.S.sides[p].label in self.secret_sides()
                else words)
        self.message.emit(f"{self.side_name(p, seat=True)}: {said}")
        self._after_change(rolled=any(a.kind == "roll" for a in s.state.history[before:]))

    # --- advice -----------------------------------------------------------------------------

    @property
    def is_advising(self) -> bool:
        return self._advice_for is not None

    def _moment(self) -> tuple[int, int]:
        """Where the game stands, for an answer asked now: any decision, undo or new game
        after it makes the answer void."""
        return self._token, len(self.session.steps)

    def advise(self) -> None:
        """Ask the advisor (:data:`~editor.engine.game.session.ADVISOR`) what it would decide
        for the person to decide now, off the GUI thread; ``advised`` brings its answer
        (said in words too), unless the game moved meanwhile."""
        s = self.session
        if not self.person_may_act():
            self.message.emit(self.waiting_for())
            return
        if self._advice_for is not None:
            return
        if self.asking is not None:  # the defender holds no Ambush: one answer, said
            self.advised.emit(Action(NO_AMBUSH))
            self.message.emit(self.asking_words())
            return
        given = s.advice()
        if given is not None:  # asked again before the game moved: the same advice
            self._give_advice(given)
            return
        self._advice_for = (self._moment(), s.decider)
        self.advising.emit(True)
        self._choose_off_thread(s.advisor(s.decider), "m44-advice", self._advice_done)

    def _advice_done(self, action: object) -> None:
        asked, self._advice_for = self._advice_for, None
        self.advising.emit(False)
        if asked is None:
            return
        s = self.session
        moment, player = asked
        void = moment != self._moment() or self.stopped
        if isinstance(action, EndlessTurnError):
            action = action.of_game(s.seed, s.state.turn)
        # the advisor at rest: what it drew is remembered, its answer given or void
        s.advised(player, action if isinstance(action, Action) and not void else None)
        if void:
            return  # the game moved on: the advice is void
        if self.asking is not None:  # the seat passed to the defender: not their advice
            return
        if isinstance(action, Exception):
            self.message.emit(f"The AI could not advise: {error_words(action)}")
            return
        assert isinstance(action, Action)
        self._give_advice(action)

    def _give_advice(self, action: Action) -> None:
        from .panel import describe  # (the panel imports this module)

        self.message.emit(f"The {ADVISOR} AI would: {describe(self.session.state, action)}")
        self.advised.emit(action)

    def _cancel_ai(self) -> None:
        self._ai_timer.stop()
        self._token += 1
        if self._thinking:
            self._thinking = False
            self.thinking.emit(False)
            self._call_off()

    def wait_for_ai(self, timeout_s: float = 30.0) -> None:
        """Block until the AI's current decision is applied (tests, benchmarks)."""
        from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QEventLoop

        deadline = QDeadlineTimer(int(timeout_s * 1000))
        while (self._thinking or self._ai_timer.isActive()) and not deadline.hasExpired():
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)

    def stop(self) -> None:
        """Leaving play mode: no AI answer is applied any more, and the AI and the advisor
        stop thinking."""
        self.stopped = True
        self._cancel_ai()
        self._call_off()

    @contextmanager
    def held(self) -> Iterator[None]:
        """While a question about the game is open ("leave the game?"): no AI decision is
        made or applied, so the game stays the one the question describes (a decision
        being thought is dropped, and thought again afterwards). Afterwards the AI goes on
        as before, unless the game was left meanwhile (:meth:`stop`)."""
        was = self.paused
        self.paused = True
        self._cancel_ai()
        try:
            yield
        finally:
            self.paused = was
            if not self.stopped and not was and self.session.ai_to_move:
                self._schedule_ai()


def _calling_off(player: Player) -> threading.Event:
    """The event that calls off ``player``'s decision (``SearchPlayer.calling_off``), or a
    stand-alone one for a player that cannot be called off (greedy, random: quick)."""
    event = getattr(player, "calling_off", None)
    return event if isinstance(event, threading.Event) else threading.Event()
